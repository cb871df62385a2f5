/* A would-be compiler plugin: loading it creates a file named by EVIL_MARK. */
#include <stdio.h>
#include <stdlib.h>

__attribute__((constructor)) static void pwn(void)
{
	const char *mark = getenv("EVIL_MARK");
	FILE *f = fopen(mark ? mark : "pwned-plugin", "w");

	if (f)
		fclose(f);
}

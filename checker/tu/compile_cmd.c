/*
 * Making and freeing compile commands (see compile_cmd.h).
 */
#include "tu/compile_cmd.h"

#include <stdlib.h>

#include "support/paths.h"

struct compile_cmd *compile_cmd_new(const char *file, const char *directory)
{
	struct compile_cmd *c = xcalloc(1, sizeof(*c));

	c->directory = path_absolute(directory, NULL);
	c->file = path_absolute(file, c->directory);
	return c;
}

void compile_cmd_free(struct compile_cmd *c)
{
	size_t i;

	for (i = 0; i < c->argv.len; i++)
		free(c->argv.items[i]);
	ptrvec_release(&c->argv);
	free(c->file);
	free(c->directory);
	free(c->error);
	free(c);
}

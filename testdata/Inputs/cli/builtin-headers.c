/* Needs the compiler's own headers (its resource directory), not libc's. */
#include <stdarg.h>
#include <stddef.h>

size_t count_args(int n, ...)
{
	va_list ap;
	size_t total = 0;

	va_start(ap, n);
	while (n-- > 0)
		total += (size_t)va_arg(ap, int);
	va_end(ap);
	return total;
}

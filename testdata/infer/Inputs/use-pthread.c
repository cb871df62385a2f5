/* Uses pthread_create() from a header that is a system header with -isystem. */
#include "posix.h"

struct job { int id; };

static void *run(void *arg)
{
	struct job *j = arg;

	j->id = 0;
	return 0;
}

void start(struct job *j)
{
	pthread_t t;

	pthread_create(&t, 0, run, j);
}

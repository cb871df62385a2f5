// The posix pack: pthread_create() and thrd_create() pass a void pointer to
// the thread's start function (SIGEV_THREAD timers: posix-sigevent.c).
// RUN: not %timercheck --api posix %s -- -I%inputs/posix | %check %s
#include "posix.h"

struct job { int id; long result; };
struct pool { const char *name; int workers; };	/* no common initial sequence with struct job */

/* Correct: silent. */
static void *job_run(void *arg)
{
	struct job *j = arg;

	j->result = j->id * 2;
	return NULL;
}

/* Started with a struct job *, read as a struct pool *. */
static void *pool_run(void *arg)
{
	struct pool *p = (struct pool *)arg;
	// CHECK: posix.c:[[@LINE-1]]:19: error: callback 'pool_run' recovers its context as 'struct pool *', but it is registered with 'struct job *' [context-type-confusion]
	// CHECK: posix.c:53:40: note: 'pool_run' registered here with a context of type 'struct job *'

	p->workers++;
	return NULL;
}

/* A number used as a number: silent. */
static int slot_run(void *arg)
{
	long slot = (long)arg;

	return (int)slot;
}

/* C11 threads: the same shape. */
static int job_thrd(void *arg)
{
	struct pool *p = arg;
	// CHECK: posix.c:[[@LINE-1]]:19: error: callback 'job_thrd' recovers its context as 'struct pool *', but it is registered with 'struct job *' [context-type-confusion]
	// CHECK: posix.c:55:31: note: 'job_thrd' registered here with a context of type 'struct job *'

	return p->workers;
}

void start(struct job *j)
{
	pthread_t t[2];
	thrd_t c[2];

	pthread_create(&t[0], NULL, job_run, j);
	pthread_create(&t[1], NULL, pool_run, j);
	thrd_create(&c[0], slot_run, (void *)3);
	thrd_create(&c[1], job_thrd, j);
}

/*
 * post_work() itself hands nothing to the callback: it passes both on to
 * the static job_add(), whose body stores them into one job that
 * run_jobs() calls back with its argument. job_add() is inferred from that
 * evidence; post_work() is found to be its wrapper.
 */
#include "jobs.h"

struct job {
	void (*fn)(void *arg);
	void *arg;
};

static struct job jobs[16];
static unsigned njobs;

static void job_add(void (*fn)(void *), void *arg)
{
	struct job *j = &jobs[njobs++ % 16];

	j->fn = fn;
	j->arg = arg;
}

int post_work(int prio, void (*work)(void *data), void *data)
{
	(void)prio;
	job_add(work, data);
	return 0;
}

void run_jobs(void)
{
	unsigned i;

	for (i = 0; i < njobs && i < 16; i++) {
		struct job *j = &jobs[i];

		j->fn(j->arg);
	}
	njobs = 0;
}

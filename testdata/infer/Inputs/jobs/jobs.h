/* A work queue with its own callback API, described by no pack. jobs.c has the bodies. */
#ifndef JOBS_H
#define JOBS_H

int post_work(int prio, void (*work)(void *data), void *data);
void run_jobs(void);

#endif

/*
 * A user-space implementation of Inputs/linux/timer.h, so the migration
 * tests can run a program before and after its conversion: add_timer()
 * queues, run_timers() calls each queued timer once, through the type it
 * was set up with.
 */
#include <linux/timer.h>

static struct timer_list *timers, **timers_tail = &timers;
static struct tasklet_struct *tasklets, **tasklets_tail = &tasklets;

void init_timer(struct timer_list *timer)
{
	timer->function = NULL;
	timer->callback = NULL;
	timer->data = 0;
	timer->flags = 0;
	timer->next = NULL;
}

static void legacy_setup(struct timer_list *timer, void (*function)(unsigned long),
			 unsigned long data, unsigned int flags)
{
	init_timer(timer);
	timer->function = function;
	timer->data = data;
	timer->flags = flags;
}

void setup_timer(struct timer_list *t, void (*fn)(unsigned long), unsigned long data)
{
	legacy_setup(t, fn, data, 0);
}

void setup_timer_on_stack(struct timer_list *t, void (*fn)(unsigned long), unsigned long data)
{
	legacy_setup(t, fn, data, 0);
}

void setup_deferrable_timer(struct timer_list *t, void (*fn)(unsigned long), unsigned long data)
{
	legacy_setup(t, fn, data, TIMER_DEFERRABLE);
}

void setup_pinned_timer(struct timer_list *t, void (*fn)(unsigned long), unsigned long data)
{
	legacy_setup(t, fn, data, TIMER_PINNED);
}

void timer_setup(struct timer_list *t, void (*callback)(struct timer_list *), unsigned int flags)
{
	init_timer(t);
	t->callback = callback;
	t->flags = flags;
}

void timer_setup_on_stack(struct timer_list *t, void (*callback)(struct timer_list *),
			  unsigned int flags)
{
	timer_setup(t, callback, flags);
}

void add_timer(struct timer_list *t)
{
	t->next = NULL;
	*timers_tail = t;
	timers_tail = &t->next;
}

int mod_timer(struct timer_list *t, unsigned long expires)
{
	t->expires = expires;
	add_timer(t);
	return 0;
}

int del_timer(struct timer_list *t)
{
	(void)t;
	return 0;
}

void run_timers(void)
{
	while (timers) {
		struct timer_list *t = timers;

		timers = t->next;
		if (!timers)
			timers_tail = &timers;
		if (t->callback)
			t->callback(t);
		else if (t->function)
			t->function(t->data);
	}
}

void tasklet_init(struct tasklet_struct *t, void (*func)(unsigned long), unsigned long data)
{
	t->func = func;
	t->callback = NULL;
	t->data = data;
}

void tasklet_setup(struct tasklet_struct *t, void (*callback)(struct tasklet_struct *))
{
	t->func = NULL;
	t->callback = callback;
	t->data = 0;
}

void tasklet_schedule(struct tasklet_struct *t)
{
	t->next = NULL;
	*tasklets_tail = t;
	tasklets_tail = &t->next;
}

void run_tasklets(void)
{
	while (tasklets) {
		struct tasklet_struct *t = tasklets;

		tasklets = t->next;
		if (!tasklets)
			tasklets_tail = &tasklets;
		if (t->callback)
			t->callback(t);
		else if (t->func)
			t->func(t->data);
	}
}

/*
 * A model of the kernel's timer and tasklet APIs during the 4.15 transition,
 * written for the migration tests: the legacy calls (setup_timer(),
 * init_timer() and the function/data fields, tasklet_init()) beside the
 * embedded ones (timer_setup(), from_timer(), tasklet_setup(),
 * from_tasklet()), so a fixture compiles before and after its conversion.
 * Functions, not macros, so each call is written where the user wrote it.
 */
#ifndef MODEL_LINUX_TIMER_H
#define MODEL_LINUX_TIMER_H

#include <stddef.h>

#define container_of(ptr, type, member) \
	((type *)(void *)((char *)(ptr) - offsetof(type, member)))

struct timer_list {
	unsigned long expires;
	void (*function)(unsigned long);	/* the legacy callback and its data */
	unsigned long data;
	void (*callback)(struct timer_list *);	/* the embedded one (timer_impl.c) */
	unsigned int flags;
	struct timer_list *next;		/* add_timer()'s queue */
};

#define TIMER_DEFERRABLE 0x00080000u
#define TIMER_PINNED 0x00200000u

/* Legacy (<= 4.14). */
void setup_timer(struct timer_list *timer, void (*function)(unsigned long), unsigned long data);
void setup_timer_on_stack(struct timer_list *timer, void (*function)(unsigned long),
			  unsigned long data);
void setup_deferrable_timer(struct timer_list *timer, void (*function)(unsigned long),
			    unsigned long data);
void setup_pinned_timer(struct timer_list *timer, void (*function)(unsigned long),
			unsigned long data);
void init_timer(struct timer_list *timer);

/* Embedded (4.15+). */
void timer_setup(struct timer_list *timer, void (*callback)(struct timer_list *),
		 unsigned int flags);
void timer_setup_on_stack(struct timer_list *timer, void (*callback)(struct timer_list *),
			  unsigned int flags);
#define from_timer(var, callback_timer, timer_fieldname) \
	container_of(callback_timer, __typeof__(*var), timer_fieldname)

void add_timer(struct timer_list *timer);
/* Runs the timers added, in order, each once (timer_impl.c). */
void run_timers(void);
int mod_timer(struct timer_list *timer, unsigned long expires);
int del_timer(struct timer_list *timer);

struct tasklet_struct {
	void (*func)(unsigned long);
	void (*callback)(struct tasklet_struct *);
	unsigned long data;
	struct tasklet_struct *next;
};

void tasklet_init(struct tasklet_struct *t, void (*func)(unsigned long), unsigned long data);
void tasklet_setup(struct tasklet_struct *t, void (*callback)(struct tasklet_struct *));
#define from_tasklet(var, callback_tasklet, tasklet_fieldname) \
	container_of(callback_tasklet, __typeof__(*var), tasklet_fieldname)
void tasklet_schedule(struct tasklet_struct *t);
/* Runs the tasklets scheduled, in order, each once (timer_impl.c). */
void run_tasklets(void);

#endif

/* A model of the legacy (<= 4.14) kernel timer API, written for the tests. */
#ifndef MODEL_LEGACY_H
#define MODEL_LEGACY_H
#define NULL ((void *)0)
typedef unsigned int u32;
struct timer_list {
	unsigned long expires;
	void (*function)(unsigned long);
	unsigned long data;
};
void init_timer(struct timer_list *timer);
#define setup_timer(_timer, _fn, _data) do { \
	init_timer(_timer); (_timer)->function = (_fn); (_timer)->data = (_data); } while (0)
/* 4.14's transitional timer_setup(): every callback cast to the legacy type. */
#define TIMER_FUNC_TYPE void (*)(unsigned long)
#define TIMER_DATA_TYPE unsigned long
#define timer_setup(timer, callback, flags) \
	do { init_timer(timer); (timer)->function = (TIMER_FUNC_TYPE)(callback); \
	     (timer)->data = (TIMER_DATA_TYPE)(timer); } while (0)
struct tasklet_struct {
	void (*func)(unsigned long);
	unsigned long data;
};
void tasklet_init(struct tasklet_struct *t, void (*func)(unsigned long), unsigned long data);
#endif

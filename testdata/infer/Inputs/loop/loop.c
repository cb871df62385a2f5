/* The loop's implementation: create_time_event() stores the callbacks and the context into one event, which process_time_events() calls back with it. */
#include <stdlib.h>

#include "loop.h"

struct time_event {
	long long id;
	time_proc *proc;
	finalizer_proc *finalizer;
	void *client_data;
	struct time_event *next;
};

struct loop {
	long long next_id;
	struct time_event *head;
};

long long create_time_event(struct loop *l, long long ms, time_proc *proc, void *data,
			    finalizer_proc *fin)
{
	struct time_event *te = malloc(sizeof(*te));

	if (!te)
		return -1;
	(void)ms;
	te->id = l->next_id++;
	te->proc = proc;
	te->finalizer = fin;
	te->client_data = data;
	te->next = l->head;
	l->head = te;
	return te->id;
}

int delete_time_event(struct loop *l, long long id)
{
	struct time_event **p;

	for (p = &l->head; *p; p = &(*p)->next)
		if ((*p)->id == id) {
			struct time_event *te = *p;

			*p = te->next;
			if (te->finalizer)
				te->finalizer(l, te->client_data);
			free(te);
			return 0;
		}
	return -1;
}

void process_time_events(struct loop *l)
{
	struct time_event *te;

	for (te = l->head; te; te = te->next)
		if (te->proc(l, te->id, te->client_data) < 0)
			delete_time_event(l, te->id);
}

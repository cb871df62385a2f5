#include "api.h"

void conn_cb(void *p)
{
	struct conn *c = p;
	c->fd = 0;
}

void conn_cb2(void *p)
{
	struct conn *c = p;
	c->fd = 2;
}

void sess_cb(void *p)
{
	struct sess *s = p;
	s->id = 0;
}

void conn_tick(unsigned long d)
{
	struct conn *c = (struct conn *)d;
	c->fd = 1;
}

/* Globals: initialised, assigned in a function, holding two functions. */
void (*g_conn)(void *) = conn_cb;
void (*g_sess)(void *) = sess_cb;
void (*g_late)(void *);
void (*g_tagged)(void *);
void (*g_tick)(unsigned long) = conn_tick;

void set_late(void)
{
	g_late = conn_cb;
}

void pick(int kind)
{
	if (kind)
		g_tagged = conn_cb;
	else
		g_tagged = sess_cb;
}

/* Through conditionals: both branches are stored. */
void (*g_pair)(void *);
void (*g_either)(void *);

void pick_pair(int kind)
{
	g_pair = kind ? conn_cb : conn_cb2;
	g_either = kind ? conn_cb : sess_cb;
}

/* Fields: through an initialiser and an assignment, for every object of the record. */
struct holder holder = { 1, conn_cb };
struct good_holder good = { 2, sess_cb };

void set_holder(struct holder *h)
{
	h->fn = conn_cb;
}

void set_event_conn(struct event *e)
{
	e->fn = conn_cb;
}

void set_event_sess(struct event *e)
{
	e->fn = sess_cb;
}

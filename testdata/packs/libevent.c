// The libevent pack: the callback gets its context as the last parameter
// (the third for events); evtimer_new() is a macro over event_new().
// RUN: not %timercheck --api libevent %s -- -I%inputs/libevent | %check %s
#include "event.h"

struct conn { int fd; long bytes; };
struct stats { long ticks; };

/* Correct: silent. */
static void conn_readable(evutil_socket_t fd, short what, void *arg)
{
	struct conn *c = arg;

	(void)what;
	c->fd = fd;
}

/* A timer created with a struct conn *, read as a struct stats *. */
static void stats_tick(evutil_socket_t fd, short what, void *arg)
{
	struct stats *s = (struct stats *)arg;
	// CHECK: libevent.c:[[@LINE-1]]:20: error: callback 'stats_tick' recovers its context as 'struct stats *', but it is registered with 'struct conn *' [context-type-confusion]
	// CHECK: libevent.c:64:50: note: 'stats_tick' registered here with a context of type 'struct conn *'

	(void)fd;
	(void)what;
	s->ticks++;
}

/* A number used as a number: silent. */
static int signals_seen[64];

static void on_signal(evutil_socket_t fd, short what, void *arg)
{
	long slot = (long)arg;

	(void)fd;
	(void)what;
	signals_seen[slot]++;
}

/* Bufferevents: the context is the last parameter of each callback. */
static void conn_read(struct bufferevent *bev, void *ctx)
{
	struct conn *c = ctx;

	(void)bev;
	c->bytes++;
}

static void conn_event(struct bufferevent *bev, short what, void *ctx)
{
	struct stats *s = ctx;
	// CHECK: libevent.c:[[@LINE-1]]:20: error: callback 'conn_event' recovers its context as 'struct stats *', but it is registered with 'struct conn *' [context-type-confusion]
	// CHECK: libevent.c:67:54: note: 'conn_event' registered here with a context of type 'struct conn *'

	(void)bev;
	s->ticks = what;
}

void conn_watch(struct event_base *base, struct conn *c, struct bufferevent *bev)
{
	struct event *ev = event_new(base, c->fd, EV_READ | EV_PERSIST, conn_readable, c);
	struct event *t = evtimer_new(base, stats_tick, c);
	struct event *sig = evsignal_new(base, 2, on_signal, (void *)2);

	bufferevent_setcb(bev, conn_read, NULL, conn_event, c);
	event_add(ev, NULL);
	evtimer_add(t, NULL);
	event_add(sig, NULL);
}

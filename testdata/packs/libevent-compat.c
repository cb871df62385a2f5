// libevent 1.x (event2/event_compat.h): event_set(), the evtimer_set() and
// signal_set() macros over it, event_once() and bufferevent_new() pass the
// argument beside the callback, as libevent 2's event_new() does. Each wrong
// recovery is reported; conn_read (the right type) is the clean twin.
// RUN: not %timercheck --no-cache --no-infer --api libevent %s -- -I%inputs/libevent | %check %s
#include "event.h"

struct conn { int fd; };
struct server { long clients; };

static void conn_read(evutil_socket_t fd, short what, void *arg)
{
	struct conn *c = arg;

	c->fd = fd + what;
}

static void server_tick(evutil_socket_t fd, short what, void *arg)
{
	struct server *s = arg;
	// CHECK: libevent-compat.c:[[@LINE-1]]:21: error: callback 'server_tick' recovers its context as 'struct server *', but it is registered with 'struct conn *' [context-type-confusion]
	// CHECK: libevent-compat.c:{{[0-9]+}}:{{[0-9]+}}: note: 'server_tick' registered here with a context of type 'struct conn *'
	// CHECK: libevent-compat.c:{{[0-9]+}}:{{[0-9]+}}: note: 'server_tick' registered here with a context of type 'struct conn *'
	// CHECK: libevent-compat.c:{{[0-9]+}}:{{[0-9]+}}: note: 'server_tick' registered here with a context of type 'struct conn *'
	// CHECK: libevent-compat.c:{{[0-9]+}}:{{[0-9]+}}: note: 'server_tick' registered here with a context of type 'struct conn *'

	s->clients = fd + what;
}

static void server_readcb(struct bufferevent *bev, void *ctx)
{
	struct server *s = ctx;
	// CHECK: libevent-compat.c:[[@LINE-1]]:21: error: callback 'server_readcb' recovers its context as 'struct server *', but it is registered with 'struct conn *' [context-type-confusion]
	// CHECK: libevent-compat.c:{{[0-9]+}}:{{[0-9]+}}: note: 'server_readcb' registered here with a context of type 'struct conn *'

	(void)bev;
	s->clients = 0;
}

static void server_eventcb(struct bufferevent *bev, short what, void *ctx)
{
	struct server *s = ctx;
	// CHECK: libevent-compat.c:[[@LINE-1]]:21: error: callback 'server_eventcb' recovers its context as 'struct server *', but it is registered with 'struct conn *' [context-type-confusion]
	// CHECK: libevent-compat.c:{{[0-9]+}}:{{[0-9]+}}: note: 'server_eventcb' registered here with a context of type 'struct conn *'

	(void)bev;
	s->clients = what;
}

void conn_start(struct conn *c, struct event *ev)
{
	event_set(ev, c->fd, EV_READ, conn_read, c);
	evtimer_set(ev, conn_read, c);
	event_once(c->fd, EV_READ, conn_read, c, NULL);
	bufferevent_new(c->fd, NULL, NULL, NULL, c);

	event_set(ev, c->fd, EV_READ, server_tick, c);
	evtimer_set(ev, server_tick, c);
	signal_set(ev, 2, server_tick, c);
	event_once(c->fd, EV_READ, server_tick, c, NULL);
	bufferevent_new(c->fd, server_readcb, NULL, server_eventcb, c);
}

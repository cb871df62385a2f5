/* A model of libevent 2's event, bufferevent and listener APIs, written for
 * the tests: the documented names, parameter order and macro shapes, none
 * of the code. */
#ifndef MODEL_EVENT_H
#define MODEL_EVENT_H
#define NULL ((void *)0)
typedef int evutil_socket_t;
struct event_base;
struct event;
struct timeval { long tv_sec; long tv_usec; };
struct sockaddr;

#define EV_TIMEOUT 0x01
#define EV_READ 0x02
#define EV_WRITE 0x04
#define EV_SIGNAL 0x08
#define EV_PERSIST 0x10

typedef void (*event_callback_fn)(evutil_socket_t fd, short what, void *arg);
struct event *event_new(struct event_base *base, evutil_socket_t fd, short events,
			event_callback_fn callback, void *callback_arg);
int event_assign(struct event *ev, struct event_base *base, evutil_socket_t fd, short events,
		 event_callback_fn callback, void *callback_arg);
int event_add(struct event *ev, const struct timeval *timeout);
int event_base_once(struct event_base *base, evutil_socket_t fd, short events,
		    event_callback_fn callback, void *arg, const struct timeval *timeout);
void *event_self_cbarg(void);
#define evtimer_new(b, cb, arg) event_new((b), -1, 0, (cb), (arg))
#define evtimer_assign(ev, b, cb, arg) event_assign((ev), (b), -1, 0, (cb), (arg))
#define evtimer_add(ev, tv) event_add((ev), (tv))
#define evsignal_new(b, x, cb, arg) event_new((b), (x), EV_SIGNAL | EV_PERSIST, (cb), (arg))

struct bufferevent;
typedef void (*bufferevent_data_cb)(struct bufferevent *bev, void *ctx);
typedef void (*bufferevent_event_cb)(struct bufferevent *bev, short what, void *ctx);
void bufferevent_setcb(struct bufferevent *bufev, bufferevent_data_cb readcb,
		       bufferevent_data_cb writecb, bufferevent_event_cb eventcb, void *cbarg);

struct evconnlistener;
typedef void (*evconnlistener_cb)(struct evconnlistener *listener, evutil_socket_t fd,
				  struct sockaddr *addr, int socklen, void *ptr);
struct evconnlistener *evconnlistener_new_bind(struct event_base *base, evconnlistener_cb cb,
					       void *ptr, unsigned flags, int backlog,
					       const struct sockaddr *sa, int socklen);

/* The libevent 1.x API (event2/event_compat.h, event2/bufferevent_compat.h). */
void event_set(struct event *ev, evutil_socket_t fd, short events,
	       void (*callback)(evutil_socket_t, short, void *), void *arg);
#define evtimer_set(ev, cb, arg) event_set((ev), -1, 0, (cb), (arg))
#define signal_set(ev, x, cb, arg) event_set((ev), (x), EV_SIGNAL | EV_PERSIST, (cb), (arg))
int event_once(evutil_socket_t fd, short events, void (*callback)(evutil_socket_t, short, void *),
	       void *arg, const struct timeval *timeout);
struct bufferevent *bufferevent_new(evutil_socket_t fd, bufferevent_data_cb readcb,
				    bufferevent_data_cb writecb, bufferevent_event_cb errorcb,
				    void *cbarg);
#endif

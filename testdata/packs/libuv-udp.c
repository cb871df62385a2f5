// The libuv pack's UDP and loop-walk APIs: uv_udp_recv_start() calls its
// alloc callback and its receive callback with the handle, as
// uv_read_start() does; uv_udp_send() calls its callback with the request;
// uv_walk() calls its callback with each handle and its argument. A
// sentinel cast to uv_alloc_cb is called (an error, as for uv_read_start),
// each wrong reading of the context is reported, the right ones are silent.
// RUN: not %timercheck --no-cache --no-infer --api libuv %s -- -I%inputs/libuv | %check %s
#include "uv.h"

#define container_of(ptr, type, member) \
	((type *)((char *)(ptr) - __builtin_offsetof(type, member)))

struct peer { int fd; uv_udp_t udp; uv_udp_send_t sreq; };
struct stats { long packets; uv_udp_send_t sreq; };

static void fail_cb(void) { }
static void on_alloc(uv_handle_t *h, size_t size, uv_buf_t *buf) { buf->len = size; (void)h; }

static void on_recv(uv_udp_t *h, ssize_t nread, const uv_buf_t *buf, const struct sockaddr *addr,
		    unsigned flags)
{
	struct stats *s = h->data;
	// CHECK: libuv-udp.c:[[@LINE-1]]:23: error: callback 'on_recv' recovers its context as 'struct stats *', but it is registered with 'struct peer *' [context-type-confusion]
	// CHECK: libuv-udp.c:[[@LINE+41]]:16: note: 'on_recv' registered here with a context of type 'struct peer *'

	s->packets += nread + (long)flags + (buf && addr);
}

static void on_recv_ok(uv_udp_t *h, ssize_t nread, const uv_buf_t *buf, const struct sockaddr *addr,
		       unsigned flags)
{
	struct peer *p = h->data;

	p->fd = (int)nread + (int)flags + (buf && addr);
}

static void on_sent(uv_udp_send_t *req, int status)
{
	struct stats *s = container_of(req, struct stats, sreq);
	// CHECK: libuv-udp.c:[[@LINE-1]]:20: error: callback 'on_sent' recovers 'struct stats' member 'sreq' from its parameter, but it is registered with a different container or member [container-mismatch]
	// CHECK: libuv-udp.c:[[@LINE+30]]:14: note: 'on_sent' registered here for 'struct peer' member 'sreq'

	s->packets = status;
}

static void on_sent_ok(uv_udp_send_t *req, int status)
{
	struct peer *p = container_of(req, struct peer, sreq);

	p->fd = status;
}

static void count_handle(uv_handle_t *h, void *arg)
{
	struct peer *p = arg;
	// CHECK: libuv-udp.c:[[@LINE-1]]:19: error: callback 'count_handle' recovers its context as 'struct peer *', but it is registered with 'struct stats *' [context-type-confusion]
	// CHECK: libuv-udp.c:[[@LINE+16]]:30: note: 'count_handle' registered here with a context of type 'struct stats *'

	p->fd += h != NULL;
}

void peer_start(struct peer *p, struct stats *st, uv_loop_t *loop, uv_buf_t *buf,
		const struct sockaddr *to)
{
	p->udp.data = p;
	uv_udp_recv_start(&p->udp, (uv_alloc_cb)fail_cb, on_recv);
	// CHECK: libuv-udp.c:[[@LINE-1]]:29: error: function 'fail_cb' {{.*}}[callback-cast-arity]
	// CHECK: libuv-udp.c:[[@LINE-2]]:2: note: called here through 'uv_alloc_cb' with 'struct uv_udp_s *' by 'uv_udp_recv_start': kCFI traps the call
	// CHECK: note: 'fail_cb' declared here
	uv_udp_recv_start(&p->udp, on_alloc, on_recv_ok);
	uv_udp_send(&p->sreq, &p->udp, buf, 1, to, on_sent);
	uv_udp_send(&p->sreq, &p->udp, buf, 1, to, on_sent_ok);
	uv_walk(loop, count_handle, st);
	uv_walk(loop, count_handle, p);
}

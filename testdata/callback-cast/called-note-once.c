// One registration the join binds twice (libuv's uv_close: once as the
// API's call, once with the handle it passes) is one call: the "called
// here" note appears once, the one that says what is passed (seen on
// libuv's and dqlite's uv_close calls, docs/realworld/libuv.md).
// RUN: not %timercheck --no-cache --api libuv %s -- -I%inputs/libuv | grep -v '^\s' | %check %s
#include <uv.h>

struct conn { uv_timer_t timer; long n; };

static void on_close(struct conn *c) { c->n = 0; }

void conn_close(struct conn *c)
{
	uv_close((uv_handle_t *)&c->timer, (uv_close_cb)on_close);
	// CHECK: called-note-once.c:[[@LINE-1]]:37: error: function 'on_close' {{.*}}[callback-cast-pointee]
	// CHECK-NEXT: called-note-once.c:[[@LINE-2]]:2: note: called here through 'uv_close_cb' with 'struct uv_timer_s *' by 'uv_close': kCFI traps the call
	// CHECK-NEXT: note: 'on_close' declared here
}

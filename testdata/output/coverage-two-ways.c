// A libuv handle's callback reaches its object one of two ways: it reads
// the handle's data, or it recovers the handle's container. The pack binds
// each registration both ways; --coverage counts it verified when the way
// the callback uses is verified: the other way, which the callback (its
// body seen) does not use, does not make it unknown. A callback that uses
// neither stays unknown, saying why.
// RUN: %timercheck --no-cache --no-infer --api libuv --coverage --verbose %s -- -I%inputs/libuv 2> %t.err
// RUN: FileCheck %s --strict-whitespace < %t.err
// CHECK:      {{^}}api              found  verified  reported  unknown  from{{$}}
// CHECK-NEXT: {{^}}uv_timer_start       3         2         0        1  pack libuv{{$}}
// CHECK-NEXT: {{^}}{{.*}}coverage-two-ways.c:[[#@LINE+39]]: unknown: 'on_idle' registered with 'uv_timer_start': callback does not recover its object (no container_of); callback does not use its context{{$}}
// CHECK-NOT:  unknown:
// CHECK:      {{^}}no findings (1 file analysed){{$}}
#include "uv.h"

#define container_of(ptr, type, member) \
	((type *)((char *)(ptr) - __builtin_offsetof(type, member)))

struct client { int ticks; uv_timer_t timer; };
static int idle_count;

/* Reads the handle's data: the data binding verifies it. */
static void on_data(uv_timer_t *h)
{
	struct client *c = h->data;

	c->ticks++;
}

/* Recovers the container: the embed binding verifies it. */
static void on_embedded(uv_timer_t *h)
{
	struct client *c = container_of(h, struct client, timer);

	c->ticks++;
}

/* Neither: nothing is known of what it would take. */
static void on_idle(uv_timer_t *h)
{
	(void)h;
	idle_count++;
}

void client_start(struct client *a, struct client *b, struct client *c)
{
	a->timer.data = a;
	uv_timer_start(&a->timer, on_data, 10, 0);
	uv_timer_start(&b->timer, on_embedded, 10, 0);
	uv_timer_start(&c->timer, on_idle, 10, 0);
}

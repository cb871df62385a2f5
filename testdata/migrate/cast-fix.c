// Cast fixes: a function cast to an incompatible slot type becomes one of
// the slot's type. A static function named only in that cast changes: it
// takes the slot's parameter types, recovers the typed values under their
// old names, and the cast goes. A function with other users (a direct
// call, external linkage) keeps its type, and a small adapter of the
// slot's type takes the cast's place. A direct call that still compiles
// (an object pointer passed where the function now takes void *) does not
// stop the function from changing. The result compiles with -Werror and
// a re-scan finds no cast left. (GLib's GSourceFunc, qsort, pthread_create
// and the legacy timer field.)
// RUN: rm -rf %t && mkdir -p %t && cp %s %t/a.c
// RUN: cd %t && not %timercheck --checks=-*,callback-cast-* --parseable-fixits a.c -- -I%inputs/glib > out.txt
// RUN: %check %s < out.txt
// RUN: python3 %S/Inputs/apply-fixits.py < out.txt
// RUN: clang -fsyntax-only -Wall -Wextra -Werror -I%inputs/glib a.c
// RUN: FileCheck %s --check-prefix=FIXED < a.c
// RUN: %timercheck --checks=-*,callback-cast-* a.c -- -I%inputs/glib | %check --allow-empty %s --check-prefix=AFTER
// AFTER-NOT: [callback-cast
#include <glib.h>
#include <pthread.h>
#include <stdlib.h>

struct conn {
	int fd;
};

struct timer_list {
	void (*function)(unsigned long);
	unsigned long data;
};

struct item {
	int key;
};

static void on_tick(struct conn *c)
{
	c->fd = 0;
}
// FIXED: static void on_tick(unsigned long c_arg)
// FIXED-NEXT: {
// FIXED-NEXT: struct conn *c = (struct conn *)c_arg;
// FIXED-NEXT: c->fd = 0;

void arm(struct timer_list *t, struct conn *c)
{
	t->function = (void (*)(unsigned long))on_tick;
	t->data = (unsigned long)c;
}
// CHECK: a.c:[[@LINE-3]]:16: error: function 'on_tick' of type 'void (struct conn *)' cast to incompatible type 'void (*)(unsigned long)'{{.*}}[callback-cast-pointer-integer]
// CHECK: note: called here through {{.*}}: kCFI traps the call
// CHECK: note: 'on_tick' declared here
// CHECK: fix-it:"{{.*}}a.c":{36:21-36:35}:"unsigned long c_arg"
// CHECK: fix-it:"{{.*}}a.c":{37:2-37:2}:"\n\tstruct conn *c = (struct conn *)c_arg;"
// CHECK: fix-it:"{{.*}}a.c":{[[@LINE-8]]:16-[[@LINE-8]]:41}:""
// FIXED: t->function = on_tick;

static int cmp_items(const struct item *a, const struct item *b)
{
	return a->key - b->key;
}
// FIXED: static int cmp_items(const void *a_arg, const void *b_arg)
// FIXED-NEXT: {
// FIXED-NEXT: const struct item *a = a_arg;
// FIXED-NEXT: const struct item *b = b_arg;

void sort(struct item *v, size_t n)
{
	qsort(v, n, sizeof(*v), (int (*)(const void *, const void *))cmp_items);
}
// CHECK: a.c:[[@LINE-2]]:26: error: function 'cmp_items'{{.*}}[callback-cast-pointee]
// CHECK: note: called here through {{.*}}: kCFI traps the call
// CHECK: note: 'cmp_items' declared here
// CHECK: fix-it:{{.*}}"const void *a_arg, const void *b_arg"
// CHECK: fix-it:{{.*}}"\n\tconst struct item *a = a_arg;\n\tconst struct item *b = b_arg;"
// CHECK: fix-it:"{{.*}}a.c":{[[@LINE-7]]:26-[[@LINE-7]]:63}:""
// FIXED: qsort(v, n, sizeof(*v), cmp_items);

static gboolean conn_poll(struct conn *c)
{
	return c->fd >= 0;
}

void watch(struct conn *c)
{
	g_timeout_add(100, (GSourceFunc)conn_poll, c);
	(void)conn_poll(c);	/* a direct call: c converts to void * implicitly */
}
// CHECK: a.c:[[@LINE-3]]:21: error: function 'conn_poll'{{.*}}[callback-cast-pointee]
// CHECK: note: called here through {{.*}}: kCFI traps the call
// CHECK: note: 'conn_poll' declared here
// CHECK: fix-it:{{.*}}"void *c_arg"
// CHECK: fix-it:{{.*}}"\n\tstruct conn *c = c_arg;"
// CHECK: fix-it:{{.*}}:""
// FIXED: static gboolean conn_poll(void *c_arg)
// FIXED: g_timeout_add(100, conn_poll, c);
// FIXED-NEXT: (void)conn_poll(c);

void *worker(struct conn *c)
{
	c->fd = 1;
	return NULL;
}

void start(pthread_t *th, struct conn *c)
{
	pthread_create(th, NULL, (void *(*)(void *))worker, c);
	worker(c);
}
// CHECK: a.c:[[@LINE-3]]:27: error: function 'worker'{{.*}}[callback-cast-pointee]
// CHECK: note: called here through {{.*}}: kCFI traps the call
// CHECK: note: 'worker' declared here
// CHECK: fix-it:"{{.*}}a.c":{[[@LINE-8]]:1-[[@LINE-8]]:1}:"static void *worker_as_slot(void *arg1)\n{\n\treturn worker(arg1);\n}\n\n"
// CHECK: fix-it:"{{.*}}a.c":{[[@LINE-7]]:27-[[@LINE-7]]:52}:"worker_as_slot"
// FIXED: static void *worker_as_slot(void *arg1)
// FIXED-NEXT: {
// FIXED-NEXT: return worker(arg1);
// FIXED-NEXT: }
// FIXED: pthread_create(th, NULL, worker_as_slot, c);
// FIXED-NEXT: worker(c);

// A chain of casts at one place, (A)(void (*)(void))(B)f in a macro, as
// geany's CLOSURE_NOTIFY(f) writes it (src/utils.h: GDestroyNotify, then
// GClosureNotify): the API calls f through A, the outermost type, never
// through B. Only the outer cast is "called here" (an error); the inner
// cast, converted again before anything calls it, keeps its warning.
// RUN: not %timercheck --no-cache --api posix %s -- -I%inputs/posix | grep -v '^\s' | %check %s
#include "posix.h"

struct job { int id; };

typedef int (*any_fn)(void *);
#define START_FN(f) ((void *(*)(void *))(void (*)(void))(any_fn)(f))

static int run_job(struct job *j) { return j->id; }

void start(struct job *j)
{
	pthread_t t;

	pthread_create(&t, 0, START_FN(run_job), j);
	// CHECK: called-cast-chain.c:[[@LINE-1]]:24: warning: function 'run_job' {{.*}}cast to incompatible type 'any_fn'{{.*}}[callback-cast-pointee]
	// CHECK: note: expanded from macro 'START_FN'
	// CHECK: note: 'run_job' declared here
	// CHECK: called-cast-chain.c:[[@LINE-4]]:24: error: function 'run_job' {{.*}}cast to incompatible type 'void *(*)(void *)'{{.*}}[callback-cast-pointer-integer]
	// CHECK-NEXT: called-cast-chain.c:[[@LINE-5]]:2: note: called here through 'void *(*)(void *)' with 'struct job *' by 'pthread_create': kCFI traps the call
	// CHECK: note: expanded from macro 'START_FN'
	// CHECK: note: 'run_job' declared here
}

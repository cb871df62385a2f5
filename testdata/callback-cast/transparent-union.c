// A parameter of a transparent union type (__attribute__((transparent_union)),
// GCC's extension) takes any of the union's member types, passed as its first
// member: glibc declares getsockname()'s address as __SOCKADDR_ARG, a
// transparent union of struct sockaddr * and its family, and GLib's
// G_DEFINE_BOXED_TYPE converts g_boxed_type_register_static to a pointer
// whose parameters are transparent unions of the copy and free function
// types. Either side may be the union: no callback-cast finding for a
// member's type. kCFI's type ids name the union, so --profile=cfi still
// reports them.
// RUN: %timercheck --no-cache %s -- -isystem %S/Inputs/boxed | %check --allow-empty %s
// The buggy twin: a type that is no member of the union ('double *').
// RUN: not %timercheck --no-cache %s -- -isystem %S/Inputs/boxed -DBUG | %check %s --check-prefix=BUG
// RUN: not %timercheck --no-cache --profile=cfi %s -- -isystem %S/Inputs/boxed | %check %s --check-prefix=CFI
#define _GNU_SOURCE	/* glibc's transparent __SOCKADDR_ARG */
#include <sys/socket.h>
#include <boxed.h>

typedef int (*peersock_fn)(int fd, struct sockaddr *addr, socklen_t *len);

struct sockaddr_any { unsigned short family; char data[30]; };
union addr_arg {
	struct sockaddr *sa;
	struct sockaddr_any *any;
} __attribute__((__transparent_union__));
int own_bind(int fd, union addr_arg addr);

struct thing { int refs; };
struct thing *thing_copy(struct thing *t);
void thing_free(struct thing *t);

peersock_fn pick(int peer)
{
	peersock_fn fn;

	if (peer)
		fn = getpeername;
	// CFI: transparent-union.c:[[@LINE-1]]:8: error: function 'getpeername' of type 'int (int, __SOCKADDR_ARG, unsigned int *)' converted implicitly to incompatible type 'peersock_fn': parameter 2 is '__SOCKADDR_ARG', the conversion passes 'struct sockaddr *' (compatible in C, but CFI traps the call) [callback-cast-param-type]
	// CFI: note: 'getpeername' declared here
	else
		fn = getsockname;
	// CFI: transparent-union.c:[[@LINE-1]]:8: error: function 'getsockname'{{.*}}[callback-cast-param-type]
	// CFI: note: 'getsockname' declared here
	return fn;
}

int (*any_bind)(int, struct sockaddr_any *) = (int (*)(int, struct sockaddr_any *))own_bind;
// CFI: transparent-union.c:[[@LINE-1]]:47: error: function 'own_bind'{{.*}}[callback-cast-param-type]
// CFI: note: 'own_bind' declared here
#ifdef BUG
int (*double_bind)(int, double *) = (int (*)(int, double *))own_bind;
// BUG: transparent-union.c:[[@LINE-1]]:37: warning: function 'own_bind' of type 'int (int, union addr_arg)' cast to incompatible type 'int (*)(int, double *)': parameter 2 is 'union addr_arg', the cast passes 'double *' [callback-cast-param-type]
// BUG: note: 'own_bind' declared here
#endif

/* G_DEFINE_BOXED_TYPE's shape (Inputs/boxed/boxed.h, a system header). */
DEFINE_BOXED(struct thing, thing, thing_copy, thing_free)
// CFI: transparent-union.c:[[@LINE-1]]:1: error: function 'register_boxed'{{.*}}[callback-cast-param-type]
// CFI: boxed.h:20:29: note: expanded from macro 'DEFINE_BOXED'
// CFI: note: 'register_boxed' declared here
// CHECK-NOT: {{.}}
// BUG-NOT: {{warning|error}}:
// CFI-NOT: {{warning|error}}:
// XFAIL: libclang-14

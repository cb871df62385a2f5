// A nested designator into a union member stores like the assignment
// 'sev.sigev_value.sival_int = ...': a store into one member of the union
// is one into all of them, so the 32 bits left of the pointer are the
// context that sival_ptr gives the callback. The clean twin initialises
// the pointer member.
// RUN: not %timercheck --no-cache %s -- -I%inputs/posix 2>&1 | grep -v '^\s' | %check %s
#include "posix.h"

typedef long intptr_t;
struct dev { int id; };

static void on_expiry(union sigval v)
{
	struct dev *d = v.sival_ptr;

	d->id++;
}

void arm(struct sigevent *out, struct dev *d)
{
	struct sigevent sev = { .sigev_notify_function = on_expiry,
				.sigev_value.sival_int = (int)(intptr_t)d };
	// CHECK: union-truncation.c:[[@LINE-1]]:30: error: pointer of type 'struct dev *' is truncated to 'int', narrower than a pointer, as the context of callback 'on_expiry' [context-truncation]
	struct sigevent good = { .sigev_notify_function = on_expiry, .sigev_value.sival_ptr = d };

	out[0] = sev;
	out[1] = good;
}

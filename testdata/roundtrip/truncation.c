// A pointer converted to an integer narrower than a pointer on its way to
// the callback: an error (on LP64 the upper half is lost).
// RUN: not %timercheck %s -- -I%inputs/linux | %check %s
#include "legacy.h"

struct dev { int id; };

static void dev_poll(unsigned long data)
{
	struct dev *d = (struct dev *)data;

	d->id++;
}

void dev_start(struct tasklet_struct *t, struct dev *d)
{
	tasklet_init(t, dev_poll, (u32)d);
	// CHECK: truncation.c:[[@LINE-1]]:28: error: pointer of type 'struct dev *' is truncated to 'u32', narrower than a pointer, as the context of callback 'dev_poll' [context-truncation]
	tasklet_init(t, dev_poll, (unsigned int)(unsigned long)d);
	// CHECK: truncation.c:[[@LINE-1]]:28: error: pointer of type 'struct dev *' is truncated to 'unsigned int'{{.*}}[context-truncation]
	tasklet_init(t, dev_poll, (unsigned long)d);
	// CHECK: truncation.c:[[@LINE-1]]:28: warning: {{.*}}[migration-integer-context]
	// CHECK: note: a typed API keeps the pointer's type
}

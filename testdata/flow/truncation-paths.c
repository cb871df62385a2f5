// A pointer truncated on its way to the callback, through a struct field
// of 32-bit width, the 32-bit member of a union (sival_int beside
// sival_ptr), an int cookie parameter of a wrapper ((int)(intptr_t)p), and
// GLib's GPOINTER_TO_INT. The clean twins: a pointer-wide field, the
// pointer member, a genuine number in the int cookie, and
// GINT_TO_POINTER(42) read back with GPOINTER_TO_INT.
// RUN: not %timercheck --no-cache %s -- -I%inputs/linux -I%inputs/glib -I%inputs/posix 2>&1 | grep -v '^\s' | grep -v migration-integer-context | grep -v 'a typed API' | %check %s
#include "legacy.h"
#include "glib.h"
#include "posix.h"

typedef long intptr_t;

struct dev { int id; };
struct priv { int cookie; unsigned long wide; struct tasklet_struct t, t2; };

static void dev_poll(unsigned long data)
{
	struct dev *d = (struct dev *)data;

	d->id++;
}

void via_field(struct priv *p, struct dev *d)
{
	p->cookie = (int)(intptr_t)d;
	tasklet_init(&p->t, dev_poll, p->cookie);
	// CHECK: truncation-paths.c:[[@LINE-1]]:35: error: pointer of type 'struct dev *' is truncated to 'int', narrower than a pointer, as the context of callback 'dev_poll' [context-truncation]
	// CHECK: truncation-paths.c:[[@LINE-3]]:14: note: stored into field 'priv.cookie' here as 'int'
	p->wide = (unsigned long)d;
	tasklet_init(&p->t2, dev_poll, p->wide);
	// The migration finding (filtered out above) keeps its path note:
	// CHECK: truncation-paths.c:[[@LINE-3]]:12: note: stored into field 'priv.wide' here as 'unsigned long'
}

/* SIGEV_THREAD: the union's int member holds 32 bits of the pointer. */
static void on_expiry(union sigval v)
{
	struct dev *d = v.sival_ptr;

	d->id++;
}

void via_union(struct dev *d)
{
	struct sigevent sev, good;

	sev.sigev_notify_function = on_expiry;
	sev.sigev_value.sival_int = (int)(intptr_t)d;
	// CHECK: truncation-paths.c:[[@LINE-1]]:30: error: pointer of type 'struct dev *' is truncated to 'int', narrower than a pointer, as the context of callback 'on_expiry' [context-truncation]
	good.sigev_notify_function = on_expiry;
	good.sigev_value.sival_ptr = d;
}

/* An int cookie API: a wrapper fixing the callback, the context an int. */
static void cookie_bh(unsigned long data)
{
	struct dev *d = (struct dev *)data;

	d->id--;
}

static void arm_cookie(struct tasklet_struct *t, int cookie)
{
	tasklet_init(t, cookie_bh, cookie);
}

void via_cookie(struct tasklet_struct *t, struct dev *d)
{
	arm_cookie(t, (int)(intptr_t)d);
	// CHECK: truncation-paths.c:[[@LINE-1]]:16: error: pointer of type 'struct dev *' is truncated to 'int', narrower than a pointer, as the context of callback 'cookie_bh' [context-truncation]
	// CHECK: truncation-paths.c:[[@LINE-7]]:29: note: 'arm_cookie' passes its context to 'tasklet_init' for callback 'cookie_bh' here
}

/* GLib: a pointer squeezed through GPOINTER_TO_INT; a number through GINT_TO_POINTER is fine. */
static gboolean tick(gpointer data)
{
	struct dev *d = data;

	return d->id > 0;
}

static gboolean count_tick(gpointer data)
{
	return GPOINTER_TO_INT(data) > 0;
}

void via_glib(struct dev *d)
{
	g_timeout_add(10, tick, GINT_TO_POINTER(GPOINTER_TO_INT(d)));
	// CHECK: truncation-paths.c:[[@LINE-1]]:26: error: pointer of type 'struct dev *' is truncated to 'gint', narrower than a pointer, as the context of callback 'tick' [context-truncation]
	g_timeout_add(10, tick, d);
	g_timeout_add(10, count_tick, GINT_TO_POINTER(42));
	// CHECK: 5 findings in 1 file
}

// A pointer truncated to a 32-bit integer anywhere, then turned back into a
// pointer: a hardware tag field ((u32)(uintptr_t)req, read back by
// (struct req *)(uintptr_t)h->tag), a project's own int cookie API that
// no pack names ((int)(intptr_t)r, GPOINTER_TO_INT(r)): context-truncation
// at the truncation, with a note where it becomes a pointer again. Clean
// twins: a truncated number, a uintptr_t round trip at full width, a
// truncated pointer that is never turned back (a hash).
// RUN: not %timercheck --no-cache %s -- -I%inputs/glib 2>&1 | grep -E '^[^ ]+:[0-9]+:[0-9]+: |finding' | %check %s
#include "glib.h"

typedef unsigned int u32;
typedef unsigned long uintptr_t;
typedef long intptr_t;

struct req { int x; };
struct hw { u32 tag; u32 seq; uintptr_t wide; u32 hash; };

void hw_submit(struct hw *h, struct req *req, unsigned long n)
{
	h->tag = (u32)(uintptr_t)req;
	h->seq = (u32)(uintptr_t)n;		/* a number: clean */
	h->wide = (uintptr_t)req;		/* full width: clean */
	h->hash = (u32)(uintptr_t)req;		/* never turned back: clean */
}

struct req *hw_complete(struct hw *h)
{
	return (struct req *)(uintptr_t)h->tag;
}

struct req *hw_seq(struct hw *h)
{
	return (struct req *)(uintptr_t)h->seq;
}

struct req *hw_wide(struct hw *h)
{
	return (struct req *)h->wide;
}

typedef void (*cookie_fn)(int cookie);
void cookie_register(cookie_fn fn, int cookie);

static void on_cookie(int cookie)
{
	struct req *r = (struct req *)(intptr_t)cookie;
	r->x = 0;
}

void use_cookie(struct req *r)
{
	cookie_register(on_cookie, (int)(intptr_t)r);
}

static void on_gcookie(int cookie)
{
	struct req *r = GINT_TO_POINTER(cookie);
	r->x = 1;
}

void use_gcookie(struct req *r, int n)
{
	cookie_register(on_gcookie, GPOINTER_TO_INT(r));
	cookie_register(on_gcookie, n);		/* a number: on_gcookie's own problem, not truncation */
}
// CHECK: truncation.c:20:11: error: pointer of type 'struct req *' is truncated to 'u32', narrower than a pointer, and converted back to a pointer in 'hw_complete' [context-truncation]
// CHECK: truncation.c:28:9: note: 'hw_complete' converts it back to 'struct req *' here
// CHECK: truncation.c:52:29: error: pointer of type 'struct req *' is truncated to 'int', narrower than a pointer, and converted back to a pointer in 'on_cookie' [context-truncation]
// CHECK: truncation.c:46:18: note: 'on_cookie' converts it back to 'struct req *' here
// CHECK: truncation.c:63:30: error: pointer of type 'struct req *' is truncated to 'gint', narrower than a pointer, and converted back to a pointer in 'on_gcookie' [context-truncation]
// CHECK: truncation.c:57:18: note: 'on_gcookie' converts it back to 'struct req *' here
// CHECK: 3 findings in

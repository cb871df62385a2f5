// GObject handlers downcast: a handler whose parameter is 'GtkMenu *' is
// connected with an object held in a 'GtkWidget *' variable. GtkMenu
// starts (through its first members) with GtkWidget, so the pointer may
// well point to a GtkMenu: the code cannot be proven wrong, and timercheck
// stays silent (an error must be a proven bug). The same when GtkMenu is
// opaque here (GTK 4): its members are unknown, nothing can be proven.
// RUN: %timercheck --no-cache --no-infer --api glib %s -- -I%inputs/glib | %check --allow-empty %s
// The buggy twin: 'struct sess' registered for a handler taking 'struct
// conn *', two complete structs, neither of which starts with the other.
// RUN: not %timercheck --no-cache --no-infer --api glib %s -- -I%inputs/glib -DBUG | %check %s --check-prefix=BUG
#include "glib.h"

struct _GtkWidget { int flags; };
typedef struct { GtkWidget widget; int n_children; } GtkMenuShell;
typedef struct { GtkMenuShell menu_shell; int active; } GtkMenu;
typedef struct _GtkPopover GtkPopover;	/* opaque */

struct sess { int id; };
struct conn { long fd; };

static void menu_popdown(GtkMenu *menu, GtkWidget *item)
{
	(void)item;
	menu->active = 0;
}

static void popover_hide(GtkPopover *popover, GtkWidget *item)
{
	(void)popover;
	(void)item;
}

static void conn_close(struct conn *c, GtkWidget *item)
{
	(void)item;
	c->fd = -1;
}

void wire(GtkWidget *item, GtkWidget *menu, GtkWidget *popover, struct sess *s, struct conn *c)
{
	g_signal_connect_swapped(item, "activate", G_CALLBACK(menu_popdown), menu);
	g_signal_connect_swapped(item, "activate", G_CALLBACK(popover_hide), popover);
	g_signal_connect_swapped(item, "activate", G_CALLBACK(conn_close), c);
#ifdef BUG
	g_signal_connect_swapped(item, "activate", G_CALLBACK(conn_close), s);
	// BUG: glib-downcast.c:[[@LINE-1]]:69: error: callback 'conn_close' takes 'struct conn *' as parameter 1, but it is registered with a context of type 'struct sess *' [context-type-confusion]
	// BUG: glib-downcast.c:33:13: note: 'conn_close' declared here
#endif
	(void)s;
}
// CHECK-NOT: {{.}}

// The glib pack: a GObject signal handler gets the user data as its last
// parameter, after the signal's own parameters.
// The entry: 'call g_signal_connect_data callback=3 context=4 param=last'.
// g_signal_connect_swapped() (G_CONNECT_SWAPPED) passes the data first:
// glib-swapped.c.
// RUN: not %timercheck --api glib %s -- -I%inputs/glib | %check %s
#include "glib.h"

struct app { int windows; };
struct editor { long cursor; };

/* "clicked": (GtkWidget *, gpointer). Correct: silent. */
static void on_clicked(GtkWidget *button, gpointer user_data)
{
	struct app *a = user_data;

	(void)button;
	a->windows++;
}

/* "key-press-event": (GtkWidget *, GdkEventKey *, gpointer). */
static gboolean on_key(GtkWidget *widget, GdkEventKey *event, gpointer user_data)
{
	struct editor *e = user_data;
	// CHECK: glib-signal.c:[[@LINE-1]]:21: error: callback 'on_key' recovers its context as 'struct editor *', but it is registered with 'struct app *' [context-type-confusion]
	// CHECK: glib-signal.c:36:64: note: 'on_key' registered here with a context of type 'struct app *'

	(void)widget;
	(void)event;
	return e->cursor > 0;
}

void app_connect(struct app *a, GtkWidget *button, GtkWidget *text)
{
	g_signal_connect(button, "clicked", G_CALLBACK(on_clicked), a);
	g_signal_connect(text, "key-press-event", G_CALLBACK(on_key), a);
}

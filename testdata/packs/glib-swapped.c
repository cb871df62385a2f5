// Swapped signal handlers get the user data FIRST: g_signal_connect_swapped()
// (G_CONNECT_SWAPPED as g_signal_connect_data()'s flags), the swapped
// g_signal_connect_object() and g_cclosure_new_swap(). The pack's entries
// say so with if-arg=/unless-arg= on the flags argument.
// RUN: not %timercheck --no-cache --no-infer --api glib %s -- -I%inputs/glib | %check %s
#include "glib.h"

struct app { int windows; };
struct editor { long cursor; };

/* Typed swapped handler: the data is its first parameter. Silent. */
static void app_quit(struct app *a, GtkWidget *button)
{
	(void)button;
	a->windows = 0;
}

/* Generic swapped handler recovering the right type: silent. */
static void app_close(gpointer data, GtkWidget *button)
{
	struct app *a = data;

	(void)button;
	a->windows--;
}

/* Swapped, recovering the wrong type. */
static void editor_close(gpointer data, GtkWidget *button)
{
	struct editor *e = data;
	// CHECK: glib-swapped.c:[[@LINE-1]]:21: error: callback 'editor_close' recovers its context as 'struct editor *', but it is registered with 'struct app *' [context-type-confusion]
	// CHECK: glib-swapped.c:72:72: note: 'editor_close' registered here with a context of type 'struct app *'
	// CHECK: glib-swapped.c:73:71: note: 'editor_close' registered here with a context of type 'struct app *'
	// CHECK: glib-swapped.c:74:48: note: 'editor_close' registered here with a context of type 'struct app *'

	(void)button;
	e->cursor = 0;
}

/* A typed swapped handler whose first parameter is not the data's type. */
static void editor_quit(struct editor *e, GtkWidget *button)
{
	(void)button;
	e->cursor = 1;
}

/* The plain (data-last) connection still reads the last parameter. */
static void on_clicked(GtkWidget *button, gpointer data)
{
	struct editor *e = data;
	// CHECK: glib-swapped.c:[[@LINE-1]]:21: error: callback 'on_clicked' recovers its context as 'struct editor *', but it is registered with 'struct app *' [context-type-confusion]
	// CHECK: glib-swapped.c:76:62: note: 'on_clicked' registered here with a context of type 'struct app *'

	(void)button;
	e->cursor = 2;
}

void wire(GtkWidget *button, GObject *win, struct app *a)
{
	g_signal_connect_swapped(button, "clicked", G_CALLBACK(app_quit), a);
	g_signal_connect_swapped(button, "clicked", G_CALLBACK(app_close), a);
	g_signal_connect_object(button, "clicked", G_CALLBACK(app_quit), a, G_CONNECT_SWAPPED);
	g_cclosure_new_swap(G_CALLBACK(app_close), a, NULL);
	g_signal_connect_swapped(button, "clicked", G_CALLBACK(editor_quit), a);
	// CHECK: glib-swapped.c:[[@LINE-1]]:71: error: callback 'editor_quit' takes 'struct editor *' as parameter 1, but it is registered with a context of type 'struct app *' [context-type-confusion]
	// CHECK: glib-swapped.c:41:13: note: 'editor_quit' declared here
	(void)win;
}

void wire_wrong(GtkWidget *button, struct app *a)
{
	g_signal_connect_swapped(button, "clicked", G_CALLBACK(editor_close), a);
	g_signal_connect_object(button, "clicked", G_CALLBACK(editor_close), a, G_CONNECT_SWAPPED);
	g_cclosure_new_swap(G_CALLBACK(editor_close), a, NULL);
	g_signal_connect_swapped(button, "clicked", G_CALLBACK(app_quit), a);
	g_signal_connect(button, "clicked", G_CALLBACK(on_clicked), a);
}

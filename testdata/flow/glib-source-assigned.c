// The source a g_source_set_callback() call is given may be assigned after
// its declaration (geany's spawn.c): the value the call reads is the last
// one written before it in the function, so a child-watch source assigned
// later sanctions the G_SOURCE_FUNC cast as an initialiser does, even when
// the variable held another source earlier. The buggy twin: the last value
// written before the call is a timeout source, whose dispatch calls a
// GSourceFunc.
// RUN: not %timercheck --no-cache %s -- -I%inputs/glib 2>&1 | grep -v '^\s' | %check %s
#include "glib.h"
void g_source_unref(GSource *source);	/* not in the test model of glib.h */

static void child_exited(GPid pid, gint status, gpointer data)
{
	(void)pid; (void)status; (void)data;
}

void assigned(GPid pid, gpointer data)
{
	GSource *src;

	src = g_child_watch_source_new(pid);
	g_source_set_callback(src, G_SOURCE_FUNC(child_exited), data, NULL);
}

void reassigned(GPid pid, gpointer data)
{
	GSource *src = g_timeout_source_new(10);

	g_source_unref(src);
	src = g_child_watch_source_new(pid);
	g_source_set_callback(src, G_SOURCE_FUNC(child_exited), data, NULL);
}

void timeout_last(GPid pid, gpointer data)
{
	GSource *src = g_child_watch_source_new(pid);

	g_source_unref(src);
	src = g_timeout_source_new(10);
	g_source_set_callback(src, G_SOURCE_FUNC(child_exited), data, NULL);
	// CHECK: glib-source-assigned.c:[[@LINE-1]]:29: error: function 'child_exited' of type 'void (int, int, void *)' cast to incompatible type 'GSourceFunc': parameter 1 is 'int', the cast passes 'void *' [callback-cast-pointer-integer]
	// CHECK: note: expanded from macro 'G_SOURCE_FUNC'
	// CHECK: note: 'child_exited' declared here
	// CHECK: 1 finding in 1 file
}

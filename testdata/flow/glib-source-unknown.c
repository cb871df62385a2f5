// A source whose maker the checker cannot see (read from a global, a
// field, a parameter) may be a child-watch source, whose dispatch calls
// the function with its real type: the G_SOURCE_FUNC cast is a warning
// with a note, never an error. A source made here by a constructor whose
// dispatch calls a GSourceFunc (a timeout) proves the bug: an error.
// RUN: not %timercheck --no-cache %s -- -I%inputs/glib 2>&1 | grep -v '^\s' | grep -v 'expanded from macro\|declared here' | %check %s
#include "glib.h"

struct job { GSource *watch; };

static GSource *g_watch;

static void child_exited(GPid pid, gint status, gpointer data)
{
	(void)pid; (void)status; (void)data;
}

void from_global(GPid pid, gpointer data)
{
	g_watch = g_child_watch_source_new(pid);
	g_source_set_callback(g_watch, G_SOURCE_FUNC(child_exited), data, NULL);
	// CHECK: glib-source-unknown.c:[[@LINE-1]]:33: warning: function 'child_exited' {{.*}} cast to incompatible type 'GSourceFunc'{{.*}}[callback-cast-pointer-integer]
	// CHECK: glib-source-unknown.c:[[@LINE-2]]:33: note: the source passed to 'g_source_set_callback' is not traced to its constructor
}

void from_field(struct job *j, gpointer data)
{
	g_source_set_callback(j->watch, G_SOURCE_FUNC(child_exited), data, NULL);
	// CHECK: glib-source-unknown.c:[[@LINE-1]]:34: warning: {{.*}}[callback-cast-pointer-integer]
	// CHECK: note: the source passed to 'g_source_set_callback' is not traced
}

void from_param(GSource *s, gpointer data)
{
	g_source_set_callback(s, G_SOURCE_FUNC(child_exited), data, NULL);
	// CHECK: glib-source-unknown.c:[[@LINE-1]]:27: warning: {{.*}}[callback-cast-pointer-integer]
	// CHECK: note: the source passed to 'g_source_set_callback' is not traced
}

void timeout_made_here(gpointer data)
{
	GSource *s = g_timeout_source_new(10);

	g_source_set_callback(s, G_SOURCE_FUNC(child_exited), data, NULL);
	// CHECK: glib-source-unknown.c:[[@LINE-1]]:27: error: {{.*}}[callback-cast-pointer-integer]
	// CHECK-NOT: not traced
	// CHECK: 4 findings in 1 file
}

// The G_SOURCE_FUNC idiom through the project's own helpers: a function
// that hands its callback parameter on to g_source_set_callback() hands it
// to the dispatch of the source its caller gives it, or of the one it makes
// itself. A child-watch source (given or made) sanctions the cast; a
// timeout source calls a GSourceFunc, so the cast is reported as it is
// without a helper; a source nobody traces is no proven bug (a warning).
// A helper may keep its callback parameter in a field or a global first
// (analysis/held_params.h): it still hands it on.
// RUN: not %timercheck --no-cache %s -- -I%inputs/glib 2>&1 | grep -v '^\s' | %check %s
#include "glib.h"

static void child_exited(GPid pid, gint status, gpointer data)
{
	(void)pid; (void)status; (void)data;
}

static void attach_callback(GSource *src, GSourceFunc fn, gpointer data)
{
	g_source_set_callback(src, fn, data, NULL);
}

/* A helper of the helper: the source is still the caller's. */
static void attach_twice(GSource *src, GSourceFunc fn, gpointer data)
{
	attach_callback(src, fn, data);
}

static void watch_child(GPid pid, GSourceFunc fn, gpointer data)
{
	GSource *src = g_child_watch_source_new(pid);

	g_source_set_callback(src, fn, data, NULL);
}

static void every_second(GSourceFunc fn, gpointer data)
{
	g_source_set_callback(g_timeout_source_new(1000), fn, data, NULL);
}

struct watcher { GSourceFunc on_event; };

static void attach_kept(struct watcher *w, GSource *src, GSourceFunc fn, gpointer data)
{
	w->on_event = fn;
	g_source_set_callback(src, w->on_event, data, NULL);
}

static GSourceFunc last_fn;

static void every_minute(GSourceFunc fn, gpointer data)
{
	last_fn = fn;
	g_source_set_callback(g_timeout_source_new(60000), last_fn, data, NULL);
}

void start(GPid pid, gpointer data, GSource *unknown, struct watcher *w)
{
	attach_kept(w, g_child_watch_source_new(pid), G_SOURCE_FUNC(child_exited), data);
	every_minute(G_SOURCE_FUNC(child_exited), data);
	// CHECK: glib-source-dispatch-wrapper.c:[[@LINE-1]]:15: error: function 'child_exited'{{.*}}[callback-cast-pointer-integer]
	// CHECK: note: expanded from macro 'G_SOURCE_FUNC'
	// CHECK: note: 'child_exited' declared here
	attach_callback(g_child_watch_source_new(pid), G_SOURCE_FUNC(child_exited), data);
	attach_twice(g_child_watch_source_new(pid), G_SOURCE_FUNC(child_exited), data);
	watch_child(pid, G_SOURCE_FUNC(child_exited), data);
	attach_callback(g_timeout_source_new(10), G_SOURCE_FUNC(child_exited), data);
	// CHECK: glib-source-dispatch-wrapper.c:[[@LINE-1]]:44: error: function 'child_exited' of type 'void (int, int, void *)' cast to incompatible type 'GSourceFunc'{{.*}}[callback-cast-pointer-integer]
	// CHECK: note: expanded from macro 'G_SOURCE_FUNC'
	// CHECK: note: 'child_exited' declared here
	every_second(G_SOURCE_FUNC(child_exited), data);
	// CHECK: glib-source-dispatch-wrapper.c:[[@LINE-1]]:15: error: function 'child_exited'{{.*}}[callback-cast-pointer-integer]
	// CHECK: note: expanded from macro 'G_SOURCE_FUNC'
	// CHECK: note: 'child_exited' declared here
	attach_twice(unknown, G_SOURCE_FUNC(child_exited), data);
	// CHECK: glib-source-dispatch-wrapper.c:[[@LINE-1]]:24: warning: function 'child_exited'{{.*}}[callback-cast-pointer-integer]
	// CHECK: glib-source-dispatch-wrapper.c:[[@LINE-2]]:24: note: the source passed to 'attach_twice' is not traced to its constructor{{.*}}
	// CHECK: note: expanded from macro 'G_SOURCE_FUNC'
	// CHECK: note: 'child_exited' declared here
	// CHECK: 4 findings in 1 file
}

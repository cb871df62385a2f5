// GLib's G_SOURCE_FUNC idiom: a child-watch callback cast to GSourceFunc
// through void (*)(void) and handed to g_source_set_callback() on a source
// whose dispatch calls it with its real type. The glib pack's 'dispatch'
// line names the constructors of such sources (docs/rules-format.md), so
// the cast is not reported there, made directly, through a local, or
// stored into a field or global that only such calls read. The same cast
// on a timeout source, whose dispatch calls a GSourceFunc, is, and so is
// one kept where a timeout source's call reads it too.
// RUN: not %timercheck --no-cache %s -- -I%inputs/glib 2>&1 | grep -v '^\s' | %check %s
// RUN: %timercheck --no-cache --verbose --fail-on=none %s -- -I%inputs/glib 2>&1 | FileCheck --check-prefix=VERBOSE %s
#include "glib.h"

static void child_exited(GPid pid, gint status, gpointer data)
{
	(void)pid; (void)status; (void)data;
}

struct child { GSourceFunc on_exit; };

static GSourceFunc shared_fn;

void watch_kept(GPid pid, gpointer data, struct child *c)
{
	c->on_exit = G_SOURCE_FUNC(child_exited);
	// VERBOSE: glib-source-dispatch.c:[[@LINE-1]]:15: cast of 'child_exited' stored where only dispatch calls on sources that call it with its real type read it
	g_source_set_callback(g_child_watch_source_new(pid), c->on_exit, data, NULL);
	shared_fn = G_SOURCE_FUNC(child_exited);
	// CHECK: glib-source-dispatch.c:[[@LINE-1]]:14: error: function 'child_exited' of type 'void (int, int, void *)' cast to incompatible type 'GSourceFunc': parameter 1 is 'int', the cast passes 'void *' [callback-cast-pointer-integer]
	// CHECK: note: expanded from macro 'G_SOURCE_FUNC'
	// CHECK: note: 'child_exited' declared here
	g_source_set_callback(g_child_watch_source_new(pid), shared_fn, data, NULL);
	g_source_set_callback(g_timeout_source_new(10), shared_fn, data, NULL);
}

void watch(GPid pid, gpointer data)
{
	GSource *src = g_child_watch_source_new(pid);

	g_source_set_callback(src, G_SOURCE_FUNC(child_exited), data, NULL);
	// VERBOSE: glib-source-dispatch.c:[[@LINE-1]]:29: cast of 'child_exited' passed to 'g_source_set_callback' sanctioned by API pack 'glib'
	g_source_set_callback(g_child_watch_source_new(pid), (GSourceFunc)(void (*)(void))child_exited,
			      data, NULL);
	g_source_set_callback(g_timeout_source_new(10), G_SOURCE_FUNC(child_exited), data, NULL);
	// CHECK: glib-source-dispatch.c:[[@LINE-1]]:50: error: function 'child_exited' of type 'void (int, int, void *)' cast to incompatible type 'GSourceFunc': parameter 1 is 'int', the cast passes 'void *' [callback-cast-pointer-integer]
	// CHECK: note: expanded from macro 'G_SOURCE_FUNC'
	// CHECK: note: 'child_exited' declared here
	// CHECK: 2 findings in 1 file
}

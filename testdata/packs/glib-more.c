// The glib pack's additions (#18): each API below hands its callback the
// data it was registered with; every callback here recovers it as the
// wrong type and is reported, and each good_ callback (registered with
// the same API, recovering the right type) is its clean twin. Signals: glib-swapped.c.
// RUN: not %timercheck --no-cache --no-infer --api glib %s -- -I%inputs/glib | %check %s
#include "glib.h"

struct app { int n; };
struct other { long x; };
static gboolean bad_g_timeout_add_seconds_full(gpointer d)
{
	struct other *o = d;
	// CHECK: glib-more.c:[[@LINE-1]]:{{[0-9]+}}: error: callback 'bad_g_timeout_add_seconds_full' recovers its context as 'struct other *', but it is registered with 'struct app *' [context-type-confusion]
	// CHECK: glib-more.c:{{[0-9]+}}:{{[0-9]+}}: note: 'bad_g_timeout_add_seconds_full' registered here with a context of type 'struct app *'

	o->x = 0;
	return FALSE;
}

static void bad_g_timeout_add_once(gpointer d)
{
	struct other *o = d;
	// CHECK: glib-more.c:[[@LINE-1]]:{{[0-9]+}}: error: callback 'bad_g_timeout_add_once' recovers its context as 'struct other *', but it is registered with 'struct app *' [context-type-confusion]
	// CHECK: glib-more.c:{{[0-9]+}}:{{[0-9]+}}: note: 'bad_g_timeout_add_once' registered here with a context of type 'struct app *'

	o->x = 0;
}

static void bad_g_timeout_add_seconds_once(gpointer d)
{
	struct other *o = d;
	// CHECK: glib-more.c:[[@LINE-1]]:{{[0-9]+}}: error: callback 'bad_g_timeout_add_seconds_once' recovers its context as 'struct other *', but it is registered with 'struct app *' [context-type-confusion]
	// CHECK: glib-more.c:{{[0-9]+}}:{{[0-9]+}}: note: 'bad_g_timeout_add_seconds_once' registered here with a context of type 'struct app *'

	o->x = 0;
}

static void bad_g_idle_add_once(gpointer d)
{
	struct other *o = d;
	// CHECK: glib-more.c:[[@LINE-1]]:{{[0-9]+}}: error: callback 'bad_g_idle_add_once' recovers its context as 'struct other *', but it is registered with 'struct app *' [context-type-confusion]
	// CHECK: glib-more.c:{{[0-9]+}}:{{[0-9]+}}: note: 'bad_g_idle_add_once' registered here with a context of type 'struct app *'

	o->x = 0;
}

static void bad_g_child_watch_add(GPid pid, gint status, gpointer d)
{
	struct other *o = d;
	// CHECK: glib-more.c:[[@LINE-1]]:{{[0-9]+}}: error: callback 'bad_g_child_watch_add' recovers its context as 'struct other *', but it is registered with 'struct app *' [context-type-confusion]
	// CHECK: glib-more.c:{{[0-9]+}}:{{[0-9]+}}: note: 'bad_g_child_watch_add' registered here with a context of type 'struct app *'

	o->x = 0;
}

static void bad_g_child_watch_add_full(GPid pid, gint status, gpointer d)
{
	struct other *o = d;
	// CHECK: glib-more.c:[[@LINE-1]]:{{[0-9]+}}: error: callback 'bad_g_child_watch_add_full' recovers its context as 'struct other *', but it is registered with 'struct app *' [context-type-confusion]
	// CHECK: glib-more.c:{{[0-9]+}}:{{[0-9]+}}: note: 'bad_g_child_watch_add_full' registered here with a context of type 'struct app *'

	o->x = 0;
}

static gboolean bad_g_io_add_watch(GIOChannel *ch, GIOCondition c, gpointer d)
{
	struct other *o = d;
	// CHECK: glib-more.c:[[@LINE-1]]:{{[0-9]+}}: error: callback 'bad_g_io_add_watch' recovers its context as 'struct other *', but it is registered with 'struct app *' [context-type-confusion]
	// CHECK: glib-more.c:{{[0-9]+}}:{{[0-9]+}}: note: 'bad_g_io_add_watch' registered here with a context of type 'struct app *'

	o->x = 0;
	return FALSE;
}

static gboolean bad_g_io_add_watch_full(GIOChannel *ch, GIOCondition c, gpointer d)
{
	struct other *o = d;
	// CHECK: glib-more.c:[[@LINE-1]]:{{[0-9]+}}: error: callback 'bad_g_io_add_watch_full' recovers its context as 'struct other *', but it is registered with 'struct app *' [context-type-confusion]
	// CHECK: glib-more.c:{{[0-9]+}}:{{[0-9]+}}: note: 'bad_g_io_add_watch_full' registered here with a context of type 'struct app *'

	o->x = 0;
	return FALSE;
}

static void bad_g_thread_pool_new(gpointer item, gpointer d)
{
	struct other *o = d;
	// CHECK: glib-more.c:[[@LINE-1]]:{{[0-9]+}}: error: callback 'bad_g_thread_pool_new' recovers its context as 'struct other *', but it is registered with 'struct app *' [context-type-confusion]
	// CHECK: glib-more.c:{{[0-9]+}}:{{[0-9]+}}: note: 'bad_g_thread_pool_new' registered here with a context of type 'struct app *'

	o->x = 0;
}

static void bad_g_queue_foreach(gpointer item, gpointer d)
{
	struct other *o = d;
	// CHECK: glib-more.c:[[@LINE-1]]:{{[0-9]+}}: error: callback 'bad_g_queue_foreach' recovers its context as 'struct other *', but it is registered with 'struct app *' [context-type-confusion]
	// CHECK: glib-more.c:{{[0-9]+}}:{{[0-9]+}}: note: 'bad_g_queue_foreach' registered here with a context of type 'struct app *'

	o->x = 0;
}

static gboolean bad_g_hash_table_foreach_remove(gpointer k, gpointer v, gpointer d)
{
	struct other *o = d;
	// CHECK: glib-more.c:[[@LINE-1]]:{{[0-9]+}}: error: callback 'bad_g_hash_table_foreach_remove' recovers its context as 'struct other *', but it is registered with 'struct app *' [context-type-confusion]
	// CHECK: glib-more.c:{{[0-9]+}}:{{[0-9]+}}: note: 'bad_g_hash_table_foreach_remove' registered here with a context of type 'struct app *'

	o->x = 0;
	return FALSE;
}

static gboolean bad_g_hash_table_find(gpointer k, gpointer v, gpointer d)
{
	struct other *o = d;
	// CHECK: glib-more.c:[[@LINE-1]]:{{[0-9]+}}: error: callback 'bad_g_hash_table_find' recovers its context as 'struct other *', but it is registered with 'struct app *' [context-type-confusion]
	// CHECK: glib-more.c:{{[0-9]+}}:{{[0-9]+}}: note: 'bad_g_hash_table_find' registered here with a context of type 'struct app *'

	o->x = 0;
	return FALSE;
}

static gboolean bad_g_tree_foreach(gpointer k, gpointer v, gpointer d)
{
	struct other *o = d;
	// CHECK: glib-more.c:[[@LINE-1]]:{{[0-9]+}}: error: callback 'bad_g_tree_foreach' recovers its context as 'struct other *', but it is registered with 'struct app *' [context-type-confusion]
	// CHECK: glib-more.c:{{[0-9]+}}:{{[0-9]+}}: note: 'bad_g_tree_foreach' registered here with a context of type 'struct app *'

	o->x = 0;
	return FALSE;
}

static void bad_g_task_new(GObject *src, GAsyncResult *res, gpointer d)
{
	struct other *o = d;
	// CHECK: glib-more.c:[[@LINE-1]]:{{[0-9]+}}: error: callback 'bad_g_task_new' recovers its context as 'struct other *', but it is registered with 'struct app *' [context-type-confusion]
	// CHECK: glib-more.c:{{[0-9]+}}:{{[0-9]+}}: note: 'bad_g_task_new' registered here with a context of type 'struct app *'

	o->x = 0;
}

static void bad_g_task_set_task_data(gpointer d)
{
	struct other *o = d;
	// CHECK: glib-more.c:[[@LINE-1]]:{{[0-9]+}}: error: callback 'bad_g_task_set_task_data' recovers its context as 'struct other *', but it is registered with 'struct app *' [context-type-confusion]
	// CHECK: glib-more.c:{{[0-9]+}}:{{[0-9]+}}: note: 'bad_g_task_set_task_data' registered here with a context of type 'struct app *'

	o->x = 0;
}

static void bad_g_task_return_pointer(gpointer d)
{
	struct other *o = d;
	// CHECK: glib-more.c:[[@LINE-1]]:{{[0-9]+}}: error: callback 'bad_g_task_return_pointer' recovers its context as 'struct other *', but it is registered with 'struct app *' [context-type-confusion]
	// CHECK: glib-more.c:{{[0-9]+}}:{{[0-9]+}}: note: 'bad_g_task_return_pointer' registered here with a context of type 'struct app *'

	o->x = 0;
}

static void bad_g_object_set_data_full(gpointer d)
{
	struct other *o = d;
	// CHECK: glib-more.c:[[@LINE-1]]:{{[0-9]+}}: error: callback 'bad_g_object_set_data_full' recovers its context as 'struct other *', but it is registered with 'struct app *' [context-type-confusion]
	// CHECK: glib-more.c:{{[0-9]+}}:{{[0-9]+}}: note: 'bad_g_object_set_data_full' registered here with a context of type 'struct app *'

	o->x = 0;
}

static void bad_gtk_container_foreach(GtkWidget *w, gpointer d)
{
	struct other *o = d;
	// CHECK: glib-more.c:[[@LINE-1]]:{{[0-9]+}}: error: callback 'bad_gtk_container_foreach' recovers its context as 'struct other *', but it is registered with 'struct app *' [context-type-confusion]
	// CHECK: glib-more.c:{{[0-9]+}}:{{[0-9]+}}: note: 'bad_gtk_container_foreach' registered here with a context of type 'struct app *'

	o->x = 0;
}

static gboolean bad_gtk_tree_model_foreach(GtkTreeModel *m, GtkTreePath *p, GtkTreeIter *it, gpointer d)
{
	struct other *o = d;
	// CHECK: glib-more.c:[[@LINE-1]]:{{[0-9]+}}: error: callback 'bad_gtk_tree_model_foreach' recovers its context as 'struct other *', but it is registered with 'struct app *' [context-type-confusion]
	// CHECK: glib-more.c:{{[0-9]+}}:{{[0-9]+}}: note: 'bad_gtk_tree_model_foreach' registered here with a context of type 'struct app *'

	o->x = 0;
	return FALSE;
}

/* The clean twins: registered and recovered as struct app *. */
static gboolean good_g_timeout_add_seconds_full(gpointer d)
{
	struct app *mine = d;

	mine->n = 0;
	return FALSE;
}

static void good_g_timeout_add_once(gpointer d)
{
	struct app *mine = d;

	mine->n = 0;
}

static void good_g_timeout_add_seconds_once(gpointer d)
{
	struct app *mine = d;

	mine->n = 0;
}

static void good_g_idle_add_once(gpointer d)
{
	struct app *mine = d;

	mine->n = 0;
}

static void good_g_child_watch_add(GPid pid, gint status, gpointer d)
{
	struct app *mine = d;

	mine->n = 0;
}

static void good_g_child_watch_add_full(GPid pid, gint status, gpointer d)
{
	struct app *mine = d;

	mine->n = 0;
}

static gboolean good_g_io_add_watch(GIOChannel *ch, GIOCondition c, gpointer d)
{
	struct app *mine = d;

	mine->n = 0;
	return FALSE;
}

static gboolean good_g_io_add_watch_full(GIOChannel *ch, GIOCondition c, gpointer d)
{
	struct app *mine = d;

	mine->n = 0;
	return FALSE;
}

static void good_g_thread_pool_new(gpointer item, gpointer d)
{
	struct app *mine = d;

	mine->n = 0;
}

static void good_g_queue_foreach(gpointer item, gpointer d)
{
	struct app *mine = d;

	mine->n = 0;
}

static gboolean good_g_hash_table_foreach_remove(gpointer k, gpointer v, gpointer d)
{
	struct app *mine = d;

	mine->n = 0;
	return FALSE;
}

static gboolean good_g_hash_table_find(gpointer k, gpointer v, gpointer d)
{
	struct app *mine = d;

	mine->n = 0;
	return FALSE;
}

static gboolean good_g_tree_foreach(gpointer k, gpointer v, gpointer d)
{
	struct app *mine = d;

	mine->n = 0;
	return FALSE;
}

static void good_g_task_new(GObject *src, GAsyncResult *res, gpointer d)
{
	struct app *mine = d;

	mine->n = 0;
}

static void good_g_task_set_task_data(gpointer d)
{
	struct app *mine = d;

	mine->n = 0;
}

static void good_g_task_return_pointer(gpointer d)
{
	struct app *mine = d;

	mine->n = 0;
}

static void good_g_object_set_data_full(gpointer d)
{
	struct app *mine = d;

	mine->n = 0;
}

static void good_gtk_container_foreach(GtkWidget *w, gpointer d)
{
	struct app *mine = d;

	mine->n = 0;
}

static gboolean good_gtk_tree_model_foreach(GtkTreeModel *m, GtkTreePath *p, GtkTreeIter *it, gpointer d)
{
	struct app *mine = d;

	mine->n = 0;
	return FALSE;
}

void start(struct app *a, GIOChannel *ch, GQueue *q, GHashTable *h, GTree *t, GTask *task,
	   GObject *obj, GtkContainer *box, GtkTreeModel *model)
{
	g_timeout_add_seconds_full(0, 1, bad_g_timeout_add_seconds_full, a, NULL);
	g_timeout_add_once(1, bad_g_timeout_add_once, a);
	g_timeout_add_seconds_once(1, bad_g_timeout_add_seconds_once, a);
	g_idle_add_once(bad_g_idle_add_once, a);
	g_child_watch_add(7, bad_g_child_watch_add, a);
	g_child_watch_add_full(0, 7, bad_g_child_watch_add_full, a, NULL);
	g_io_add_watch(ch, G_IO_IN, bad_g_io_add_watch, a);
	g_io_add_watch_full(ch, 0, G_IO_IN, bad_g_io_add_watch_full, a, NULL);
	g_thread_pool_new(bad_g_thread_pool_new, a, 2, FALSE, NULL);
	g_queue_foreach(q, bad_g_queue_foreach, a);
	g_hash_table_foreach_remove(h, bad_g_hash_table_foreach_remove, a);
	g_hash_table_find(h, bad_g_hash_table_find, a);
	g_tree_foreach(t, bad_g_tree_foreach, a);
	g_task_new(NULL, NULL, bad_g_task_new, a);
	g_task_set_task_data(task, a, bad_g_task_set_task_data);
	g_task_return_pointer(task, a, bad_g_task_return_pointer);
	g_object_set_data_full(obj, "k", a, bad_g_object_set_data_full);
	gtk_container_foreach(box, bad_gtk_container_foreach, a);
	gtk_tree_model_foreach(model, bad_gtk_tree_model_foreach, a);
	g_timeout_add_seconds_full(0, 1, good_g_timeout_add_seconds_full, a, NULL);
	g_timeout_add_once(1, good_g_timeout_add_once, a);
	g_timeout_add_seconds_once(1, good_g_timeout_add_seconds_once, a);
	g_idle_add_once(good_g_idle_add_once, a);
	g_child_watch_add(7, good_g_child_watch_add, a);
	g_child_watch_add_full(0, 7, good_g_child_watch_add_full, a, NULL);
	g_io_add_watch(ch, G_IO_IN, good_g_io_add_watch, a);
	g_io_add_watch_full(ch, 0, G_IO_IN, good_g_io_add_watch_full, a, NULL);
	g_thread_pool_new(good_g_thread_pool_new, a, 2, FALSE, NULL);
	g_queue_foreach(q, good_g_queue_foreach, a);
	g_hash_table_foreach_remove(h, good_g_hash_table_foreach_remove, a);
	g_hash_table_find(h, good_g_hash_table_find, a);
	g_tree_foreach(t, good_g_tree_foreach, a);
	g_task_new(NULL, NULL, good_g_task_new, a);
	g_task_set_task_data(task, a, good_g_task_set_task_data);
	g_task_return_pointer(task, a, good_g_task_return_pointer);
	g_object_set_data_full(obj, "k", a, good_g_object_set_data_full);
	gtk_container_foreach(box, good_gtk_container_foreach, a);
	gtk_tree_model_foreach(model, good_gtk_tree_model_foreach, a);
}

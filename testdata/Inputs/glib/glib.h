/* A model of the GLib main loop, thread and GObject signal APIs, written
 * for the tests: the documented names, parameter order and macro shapes,
 * none of the code. */
#ifndef MODEL_GLIB_H
#define MODEL_GLIB_H
#define NULL ((void *)0)
typedef void *gpointer;
typedef const void *gconstpointer;
typedef int gint;
typedef unsigned int guint;
typedef unsigned long gulong;
typedef gint gboolean;
typedef char gchar;
#define TRUE 1
#define FALSE 0
#define G_SOURCE_REMOVE FALSE
#define G_SOURCE_CONTINUE TRUE
#define G_PRIORITY_DEFAULT 0
#define GPOINTER_TO_INT(p) ((gint)(long)(p))
#define GINT_TO_POINTER(i) ((gpointer)(long)(i))

typedef gboolean (*GSourceFunc)(gpointer user_data);
typedef void (*GDestroyNotify)(gpointer data);
typedef void (*GFunc)(gpointer data, gpointer user_data);
typedef void (*GHFunc)(gpointer key, gpointer value, gpointer user_data);

/* Main loop sources */
guint g_timeout_add(guint interval, GSourceFunc function, gpointer data);
guint g_timeout_add_full(gint priority, guint interval, GSourceFunc function, gpointer data,
			 GDestroyNotify notify);
guint g_timeout_add_seconds(guint interval, GSourceFunc function, gpointer data);
guint g_idle_add(GSourceFunc function, gpointer data);
guint g_idle_add_full(gint priority, GSourceFunc function, gpointer data, GDestroyNotify notify);
/* Sources made first, their callback set apart; a child watch's dispatch
 * calls it as a GChildWatchFunc (G_SOURCE_FUNC casts it on the way in). */
typedef struct _GSource GSource;
typedef int GPid;
typedef void (*GChildWatchFunc)(GPid pid, gint wait_status, gpointer user_data);
#define G_SOURCE_FUNC(f) ((GSourceFunc)(void (*)(void))(f))
GSource *g_child_watch_source_new(GPid pid);
GSource *g_timeout_source_new(guint interval);
void g_source_set_callback(GSource *source, GSourceFunc func, gpointer data, GDestroyNotify notify);

/* Threads */
typedef struct _GThread GThread;
typedef struct _GError GError;
typedef gpointer (*GThreadFunc)(gpointer data);
GThread *g_thread_new(const gchar *name, GThreadFunc func, gpointer data);
GThread *g_thread_try_new(const gchar *name, GThreadFunc func, gpointer data, GError **error);

/* Containers */
typedef struct _GList GList;
struct _GList { gpointer data; GList *next; GList *prev; };
typedef struct _GHashTable GHashTable;
void g_list_foreach(GList *list, GFunc func, gpointer user_data);
void g_hash_table_foreach(GHashTable *hash_table, GHFunc func, gpointer user_data);

/* GObject signals: handlers are cast to the generic GCallback, and the
 * user data is the handler's last parameter, whatever the signal. */
typedef void (*GCallback)(void);
typedef struct _GClosure GClosure;
typedef void (*GClosureNotify)(gpointer data, GClosure *closure);
typedef enum { G_CONNECT_DEFAULT = 0, G_CONNECT_AFTER = 1, G_CONNECT_SWAPPED = 2 } GConnectFlags;
#define G_CALLBACK(f) ((GCallback)(f))
gulong g_signal_connect_data(gpointer instance, const gchar *detailed_signal, GCallback c_handler,
			     gpointer data, GClosureNotify destroy_data, GConnectFlags connect_flags);
#define g_signal_connect(instance, detailed_signal, c_handler, data) \
	g_signal_connect_data((instance), (detailed_signal), (c_handler), (data), NULL, (GConnectFlags)0)
#define g_signal_connect_after(instance, detailed_signal, c_handler, data) \
	g_signal_connect_data((instance), (detailed_signal), (c_handler), (data), NULL, G_CONNECT_AFTER)
#define g_signal_connect_swapped(instance, detailed_signal, c_handler, data) \
	g_signal_connect_data((instance), (detailed_signal), (c_handler), (data), NULL, G_CONNECT_SWAPPED)
typedef struct _GObject GObject;
typedef struct _GtkWidget GtkWidget;
typedef struct _GdkEventKey GdkEventKey;

/* Additions (#18): more sources, watches, pools, iteration, GTask, GTK. */
typedef void (*GSourceOnceFunc)(gpointer user_data);
guint g_timeout_add_seconds_full(gint priority, guint interval, GSourceFunc function, gpointer data,
				 GDestroyNotify notify);
guint g_timeout_add_once(guint interval, GSourceOnceFunc function, gpointer data);
guint g_timeout_add_seconds_once(guint interval, GSourceOnceFunc function, gpointer data);
guint g_idle_add_once(GSourceOnceFunc function, gpointer data);
typedef int GPid;
typedef void (*GChildWatchFunc)(GPid pid, gint wait_status, gpointer user_data);
guint g_child_watch_add(GPid pid, GChildWatchFunc function, gpointer data);
guint g_child_watch_add_full(gint priority, GPid pid, GChildWatchFunc function, gpointer data,
			     GDestroyNotify notify);
typedef struct _GIOChannel GIOChannel;
typedef enum { G_IO_IN = 1, G_IO_OUT = 4 } GIOCondition;
typedef gboolean (*GIOFunc)(GIOChannel *source, GIOCondition condition, gpointer data);
guint g_io_add_watch(GIOChannel *channel, GIOCondition condition, GIOFunc func, gpointer user_data);
guint g_io_add_watch_full(GIOChannel *channel, gint priority, GIOCondition condition, GIOFunc func,
			  gpointer user_data, GDestroyNotify notify);
typedef struct _GThreadPool GThreadPool;
GThreadPool *g_thread_pool_new(GFunc func, gpointer user_data, gint max_threads,
			       gboolean exclusive, GError **error);
typedef struct _GQueue GQueue;
typedef struct _GTree GTree;
typedef gboolean (*GHRFunc)(gpointer key, gpointer value, gpointer user_data);
typedef gboolean (*GTraverseFunc)(gpointer key, gpointer value, gpointer data);
void g_queue_foreach(GQueue *queue, GFunc func, gpointer user_data);
guint g_hash_table_foreach_remove(GHashTable *hash_table, GHRFunc func, gpointer user_data);
gpointer g_hash_table_find(GHashTable *hash_table, GHRFunc predicate, gpointer user_data);
void g_tree_foreach(GTree *tree, GTraverseFunc func, gpointer user_data);
typedef struct _GTask GTask;
typedef struct _GCancellable GCancellable;
typedef struct _GAsyncResult GAsyncResult;
typedef void (*GAsyncReadyCallback)(GObject *source_object, GAsyncResult *res, gpointer data);
GTask *g_task_new(gpointer source_object, GCancellable *cancellable, GAsyncReadyCallback callback,
		  gpointer callback_data);
void g_task_set_task_data(GTask *task, gpointer task_data, GDestroyNotify task_data_destroy);
void g_task_return_pointer(GTask *task, gpointer result, GDestroyNotify result_destroy);
void g_object_set_data_full(GObject *object, const gchar *key, gpointer data, GDestroyNotify destroy);
gulong g_signal_connect_object(gpointer instance, const gchar *detailed_signal, GCallback c_handler,
			       gpointer gobject, GConnectFlags connect_flags);
GClosure *g_cclosure_new(GCallback callback_func, gpointer user_data, GClosureNotify destroy_data);
GClosure *g_cclosure_new_swap(GCallback callback_func, gpointer user_data,
			      GClosureNotify destroy_data);
typedef struct _GtkContainer GtkContainer;
typedef struct _GtkTreeModel GtkTreeModel;
typedef struct _GtkTreePath GtkTreePath;
typedef struct _GtkTreeIter GtkTreeIter;
typedef void (*GtkCallback)(GtkWidget *widget, gpointer data);
typedef gboolean (*GtkTreeModelForeachFunc)(GtkTreeModel *model, GtkTreePath *path,
					     GtkTreeIter *iter, gpointer data);
void gtk_container_foreach(GtkContainer *container, GtkCallback callback, gpointer callback_data);
void gtk_tree_model_foreach(GtkTreeModel *model, GtkTreeModelForeachFunc func, gpointer user_data);
#endif

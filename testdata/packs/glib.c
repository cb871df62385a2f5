// The glib pack: main loop sources, threads and foreach pass a gpointer
// beside the callback (signal handlers: glib-signal.c).
// RUN: not %timercheck --api glib %s -- -I%inputs/glib | %check %s
#include "glib.h"

struct player { int volume; };
struct playlist { GList *tracks; };

/* Correct: silent. */
static gboolean player_tick(gpointer user_data)
{
	struct player *p = user_data;

	p->volume--;
	return G_SOURCE_CONTINUE;
}

/* Added with a struct player *, read as a struct playlist *. */
static gboolean playlist_refresh(gpointer user_data)
{
	struct playlist *l = user_data;
	// CHECK: glib.c:[[@LINE-1]]:23: error: callback 'playlist_refresh' recovers its context as 'struct playlist *', but it is registered with 'struct player *' [context-type-confusion]
	// CHECK: glib.c:63:45: note: 'playlist_refresh' registered here with a context of type 'struct player *'

	return l->tracks != NULL;
}

/* A number used as a number: silent. */
static gboolean beep(gpointer user_data)
{
	return GPOINTER_TO_INT(user_data) > 0;
}

/* Threads. */
static gpointer decode(gpointer data)
{
	struct playlist *l = (struct playlist *)data;
	// CHECK: glib.c:[[@LINE-1]]:23: error: callback 'decode' recovers its context as 'struct playlist *', but it is registered with 'struct player *' [context-type-confusion]
	// CHECK: glib.c:65:33: note: 'decode' registered here with a context of type 'struct player *'

	return l;
}

/* foreach: the user data is the second parameter. */
static void track_mute(gpointer data, gpointer user_data)
{
	struct player *p = user_data;

	(void)data;
	p->volume = 0;
}

static void player_free(gpointer data)
{
	struct player *p = data;

	p->volume = -1;
}

void player_start(struct player *p, struct playlist *l)
{
	g_timeout_add(100, player_tick, p);
	g_timeout_add_seconds(5, playlist_refresh, p);
	g_idle_add(beep, GINT_TO_POINTER(3));
	g_thread_new("decode", decode, p);
	g_list_foreach(l->tracks, track_mute, p);
	g_timeout_add_full(G_PRIORITY_DEFAULT, 100, player_tick, p, player_free);
}

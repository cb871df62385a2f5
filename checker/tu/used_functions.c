/*
 * The static functions of the headers walked only when the TU names them
 * (see used_functions.h). A hash collision in the set only walks a function
 * that was not needed: its facts are the same as when every body was
 * walked, so the set stores hashes alone.
 */
#include "tu/used_functions.h"

#include "support/util.h"

#include <stdlib.h>

int used_functions_defer(struct used_functions *u, CXCursor def)
{
	if (clang_Cursor_getStorageClass(def) != CX_SC_Static ||
	    clang_Location_isFromMainFile(clang_getCursorLocation(def)))
		return 0;
	if (u->n_deferred == u->cap_deferred) {
		u->cap_deferred = u->cap_deferred ? 2 * u->cap_deferred : 256;
		u->deferred = xrealloc(u->deferred, u->cap_deferred * sizeof(*u->deferred));
		u->deferred_hash = xrealloc(u->deferred_hash,
					    u->cap_deferred * sizeof(*u->deferred_hash));
	}
	u->deferred_hash[u->n_deferred] = clang_hashCursor(clang_getCanonicalCursor(def));
	u->deferred[u->n_deferred++] = def;
	return 1;
}

static int is_named(const struct used_functions *u, unsigned h)
{
	size_t i;

	if (!h)
		return u->has_zero;
	if (!u->cap_named)
		return 0;
	for (i = h & (u->cap_named - 1); u->named[i]; i = (i + 1) & (u->cap_named - 1))
		if (u->named[i] == h)
			return 1;
	return 0;
}

static void add_named(struct used_functions *u, unsigned h)
{
	size_t i;

	if (!h) {
		u->has_zero = 1;
		return;
	}
	if (is_named(u, h))
		return;
	if (2 * (u->n_named + 1) > u->cap_named) {	/* keep it at most half full */
		unsigned *old = u->named;
		size_t old_cap = u->cap_named;

		u->cap_named = old_cap ? 2 * old_cap : 1024;
		u->named = xcalloc(u->cap_named, sizeof(*u->named));
		u->n_named = 0;
		for (i = 0; i < old_cap; i++)
			if (old[i])
				add_named(u, old[i]);
		free(old);
	}
	for (i = h & (u->cap_named - 1); u->named[i]; i = (i + 1) & (u->cap_named - 1))
		;
	u->named[i] = h;
	u->n_named++;
}

void used_functions_note(struct used_functions *u, CXCursor referenced)
{
	if (clang_getCursorKind(referenced) == CXCursor_FunctionDecl)
		add_named(u, clang_hashCursor(clang_getCanonicalCursor(referenced)));
}

void used_functions_walk_named(struct used_functions *u, void (*walk)(void *data, CXCursor fn),
			       void *data)
{
	size_t i, kept;
	int walked = 1;

	/* Each round walks what the previous one named; a call chain of depth d takes d rounds. */
	while (walked && u->n_deferred) {
		walked = 0;
		for (i = 0, kept = 0; i < u->n_deferred; i++) {
			if (is_named(u, u->deferred_hash[i])) {
				walk(data, u->deferred[i]);
				walked = 1;
			} else {
				u->deferred_hash[kept] = u->deferred_hash[i];
				u->deferred[kept++] = u->deferred[i];
			}
		}
		u->n_deferred = kept;
	}
}

void used_functions_release(struct used_functions *u)
{
	free(u->deferred);
	free(u->deferred_hash);
	free(u->named);
	*u = (struct used_functions)USED_FUNCTIONS_INIT;
}

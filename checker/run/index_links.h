/*
 * The links of a project index entry: the names through which its TU's own
 * facts can meet another TU's in the join, so a per-file call (a Kbuild
 * CHECK call, an editor's file) reads only the entries that can change its
 * findings instead of every entry of a tree (docs/design.md, "The project
 * index", *Links*).
 *
 * A link is a role and a name, one per line ("F\tname\n"). Only the facts
 * written in the TU's main file give links: a header's facts arrive with
 * every TU that includes it, so the file checked has them itself. Roles
 * pair up:
 *   F  a function by name: named as a value (registered, stored, cast,
 *      recovering its parameter, defined for a rewrite) or with a body
 *      the facts show (a fact's scope)
 *   C  a function called with a callback or a context candidate
 *   P  the same call handing on a parameter of its caller (a wrapper)
 *   E  a function an edit fact names (a use, another declaration)
 *   W  a slot stored into (a field, a global, a return, a parameter)
 *   R  a slot read (a cast or registration of what it holds, a field read)
 *   K  a function-pointer slot copied into another (g2 = g1, o->op = g)
 *   D  a record defined in the main file
 *   U  a record an embedded value's container names
 * F meets F, C, P and E; W meets R and K; D meets D and U. An entry is
 * read when one of its links meets a link of a file checked now, or a P or
 * K link of an entry read (a wrapper of a wrapper, a copy of a copy,
 * followed to the end).
 * A name that cannot be written on one line gives the link "*": the entry
 * is always read.
 */
#ifndef TIMERCHECK_RUN_INDEX_LINKS_H
#define TIMERCHECK_RUN_INDEX_LINKS_H

#include <stddef.h>

#include "facts/facts.h"
#include "support/strmap.h"

/* The links of tf's main-file facts, sorted, one per line. Malloc'd; *len its length. */
char *index_links_render(const struct tu_facts *tf, size_t *len);

/* The links an index entry must have to be read, keyed "R\tname". */
struct link_wants {
	struct strmap wanted;
};
#define LINK_WANTS_INIT { STRMAP_INIT }

/* Wants every entry that meets a link of tf (a TU checked now). */
void index_links_want_tu(struct link_wants *w, const struct tu_facts *tf);

/*
 * Whether the rendered links text (len bytes) meet what w wants. When they
 * do and follow is set, the entry's own P and K links are wanted from now on.
 */
int index_links_meet(struct link_wants *w, const char *text, size_t len, int follow);

void index_links_release(struct link_wants *w);

#endif

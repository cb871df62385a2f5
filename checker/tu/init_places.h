/*
 * Where a nested initialiser list sits. In
 *     struct other the_other = { .tl = { .callback = cb } };
 * the inner list initialises the tasklet that is 'struct other' member
 * 'tl'. The walk (extract.c) meets the outer list first and leaves each
 * inner record list's place here; the inner list takes its own when the
 * walk gets to it, so its stores know where their object is embedded, as
 * an assignment 'o->tl.callback = cb' would.
 */
#ifndef TIMERCHECK_TU_INIT_PLACES_H
#define TIMERCHECK_TU_INIT_PLACES_H

#include "tu/clang.h"
#include "support/util.h"

struct init_place {
	CXCursor list;
	char *container;	/* the records on the path, as values_object_embedding(): "struct a|struct b" */
	char *member;		/* the path: "tl", "o.tl" */
};

/* Records LIST's place: member FIELD of a record of type TYPE that itself sits at OUTER (or NULL). */
void init_places_add(struct ptrvec *places, CXCursor list, const char *type, const char *field,
		     const struct init_place *outer);

/* LIST's place, removed from PLACES (the caller frees it with init_place_free), or NULL. */
struct init_place *init_places_take(struct ptrvec *places, CXCursor list);

void init_place_free(struct init_place *place);

/* Frees the places no list took. */
void init_places_release(struct ptrvec *places);

#endif

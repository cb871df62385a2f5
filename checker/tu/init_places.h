/*
 * Where a nested initialiser list sits. In
 *     struct other the_other = { .tl = { .callback = cb } };
 * the inner list initialises the tasklet that is 'struct other' member
 * 'tl'. The walk (extract.c) meets the outer list first and leaves each
 * inner record list's place here; the inner list takes its own when the
 * walk gets to it, so its stores know where their object is embedded, as
 * an assignment 'o->tl.callback = cb' would.
 *
 * An array list has a place too: the slot its elements are stored in. In
 *     struct ops o = { .fns = { a, [OP_X] = b } };
 * the inner list's elements are stored into 'ops.fns[0]' and 'ops.fns[1]',
 * as 'o->fns[1] = b' would; the lists of an array of arrays store every
 * element into the whole array's slot, as 't[i][j] = fn' does.
 */
#ifndef TIMERCHECK_TU_INIT_PLACES_H
#define TIMERCHECK_TU_INIT_PLACES_H

#include "tu/clang.h"
#include "support/util.h"

struct init_place {
	CXCursor list;
	char *container;	/* the records on the path, as values_object_embedding(): "struct a|struct b" */
	char *member;		/* the path: "tl", "o.tl" */
	/*
	 * An array list's slot: "global:USR", or field of holder ("ops.fns",
	 * made only once a function is found there); NULL and a null field
	 * for a record list.
	 */
	char *slot;
	CXType holder;
	CXCursor field;
	int whole;		/* an array list's elements all go to the slot itself (an array of arrays) */
};

/*
 * Records LIST's place: member FIELD of a record of type TYPE that itself
 * sits at OUTER (or NULL). FIELD may be a path ("a.b") with TYPE naming
 * each record on it ("struct o|struct a").
 */
void init_places_add(struct ptrvec *places, CXCursor list, const char *type, const char *field,
		     const struct init_place *outer);

/*
 * Records the place of LIST, an array list whose elements are stored into
 * SLOT (copied) or, if SLOT is NULL, into FIELD of the record HOLDER.
 */
void init_places_add_array(struct ptrvec *places, CXCursor list, const char *slot, CXType holder,
			   CXCursor field, int whole);

/* LIST's place, removed from PLACES (the caller frees it with init_place_free), or NULL. */
struct init_place *init_places_take(struct ptrvec *places, CXCursor list);

void init_place_free(struct init_place *place);

/* Frees the places no list took. */
void init_places_release(struct ptrvec *places);

#endif

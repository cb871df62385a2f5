/*
 * The places of nested initialiser lists (see init_places.h): a short
 * list, since only the lists of one initialiser wait in it at a time.
 */
#include "tu/init_places.h"

#include <stdlib.h>

void init_places_add(struct ptrvec *places, CXCursor list, const char *type, const char *field,
		     const struct init_place *outer)
{
	struct init_place *p = xcalloc(1, sizeof(*p));

	p->list = list;
	p->field = clang_getNullCursor();
	p->container = outer ? xasprintf("%s|%s", outer->container, type) : xstrdup(type);
	p->member = outer ? xasprintf("%s.%s", outer->member, field) : xstrdup(field);
	ptrvec_push(places, p);
}

void init_places_add_array(struct ptrvec *places, CXCursor list, const char *slot, CXType holder,
			   CXCursor field, int whole)
{
	struct init_place *p = xcalloc(1, sizeof(*p));

	p->list = list;
	p->slot = slot ? xstrdup(slot) : NULL;
	p->holder = holder;
	p->field = field;
	p->whole = whole;
	ptrvec_push(places, p);
}

struct init_place *init_places_take(struct ptrvec *places, CXCursor list)
{
	size_t i;

	for (i = 0; i < places->len; i++) {
		struct init_place *p = places->items[i];

		/* The same list reached another way is not clang_equalCursors(): its extent is the same. */
		if (clang_equalRanges(clang_getCursorExtent(p->list), clang_getCursorExtent(list))) {
			places->items[i] = places->items[--places->len];
			return p;
		}
	}
	return NULL;
}

void init_place_free(struct init_place *place)
{
	if (!place)
		return;
	free(place->container);
	free(place->member);
	free(place->slot);
	free(place);
}

void init_places_release(struct ptrvec *places)
{
	size_t i;

	for (i = 0; i < places->len; i++)
		init_place_free(places->items[i]);
	ptrvec_release(places);
}

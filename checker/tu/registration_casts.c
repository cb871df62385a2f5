/*
 * Registration casts (see registration_casts.h). A cast of a function
 * passed to a call is where the call fact's spell is (the argument); a
 * cast stored into a field is where the store fact is (the value): the
 * same function, in the same function, at the same place.
 */
#include "tu/registration_casts.h"

#include <stdlib.h>

static char *place_key(const struct fact *f, const struct tc_loc *at)
{
	return xasprintf("%s|%s|%s:%u:%u", f->usr, f->scope ? f->scope : "", at->file, at->line,
			 at->col);
}

void registration_casts_mark(struct tu_facts *tf)
{
	struct strmap casts = STRMAP_INIT;
	size_t i;
	char *key;

	for (i = 0; i < tf->facts.len; i++) {
		struct fact *f = tf->facts.items[i];

		if (f->kind != FACT_CAST || !f->usr || !f->loc.file ||
		    (f->flags & (FACT_F_IMPLICIT | FACT_F_FROM_SLOT | FACT_F_POINTER_VAR)))
			continue;
		key = place_key(f, &f->loc);
		strmap_put(&casts, key, f);
		free(key);
	}
	for (i = 0; casts.len && i < tf->facts.len; i++) {
		struct fact *f = tf->facts.items[i];
		const struct tc_loc *at = f->kind == FACT_CALL ? &f->spell : &f->loc;
		const struct fact *cast;

		if ((f->kind != FACT_CALL && (f->kind != FACT_STORE || !(f->flags & VAL_FUNCTION))) ||
		    !f->usr || !at->file || (f->flags & FACT_F_FROM_SLOT))
			continue;
		key = place_key(f, at);
		cast = strmap_get(&casts, key);
		free(key);
		if (!cast)
			continue;
		f->flags |= cast->flags & FACT_F_CHECKED_CALL;
		if (cast->macro && !f->macro)
			f->macro = xstrdup(cast->macro);
	}
	strmap_release(&casts);
}

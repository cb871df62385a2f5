/*
 * The rules of origin_rules.h. A pointer truncated to an integer narrower
 * than a pointer is only a bug once something turns the integer back into
 * a pointer (a hash of a pointer is not); the origins join the two ends
 * across slots and files.
 */
#include "analysis/origin_rules.h"

#include "analysis/rules.h"

#include <stdlib.h>
#include <string.h>

static char *loc_key(const struct tc_loc *l)
{
	return xasprintf("%u:%u:%s", l->line, l->col, l->file ? l->file : "");
}

void origin_rules_check(const struct join *j, struct findings *out)
{
	struct strmap registered = STRMAP_INIT, reported = STRMAP_INIT;
	size_t i, k;

	/*
	 * The registrations' own truncated contexts: check_registration reports
	 * them, at the registration; so are the callbacks they register.
	 */
	for (i = 0; i < j->contexts.len; i++) {
		const struct binding *b = j->contexts.items[i];

		if (b->value && (b->value->flags & VAL_TRUNCATED) && b->value->loc.file) {
			char *key = loc_key(&b->value->loc);

			strmap_insert(&registered, key, NULL);
			free(key);
			if (b->reg->usr)
				strmap_insert(&registered, b->reg->usr, NULL);
		}
	}
	for (i = 0; i < j->recoveries.len; i++) {
		const struct fact *r = j->recoveries.items[i];
		char *slot = r->usr && strmap_find(&registered, r->usr) ? NULL : origins_recovery_slot(r);
		const struct origin_set *set = origins_of(&j->origins, slot);

		for (k = 0; (set->kinds & ORIGIN_TRUNCATED) && k < set->facts.len; k++) {
			const struct fact *t = set->facts.items[k];
			struct finding *fd;
			char *key;
			int added;

			if (!(t->flags & VAL_TRUNCATED) || !t->loc.file || !t->type_from)
				continue;
			key = loc_key(&t->loc);
			if (strmap_find(&registered, key)) {
				free(key);
				continue;
			}
			strmap_insert(&reported, key, &added);
			free(key);
			if (!added)
				continue;
			fd = findings_add(out, "context-truncation", SEV_ERROR, &t->loc,
					  "pointer of type '%s' is truncated to '%s', narrower than a "
					  "pointer, and converted back to a pointer in '%s'",
					  t->type_from, t->type_to ? t->type_to : "?",
					  r->func ? r->func : "?");
			if (t->scope)
				finding_set_function(fd, origins_usr_name(t->scope));
			add_path_notes(fd, t->via);
			finding_add_note(fd, &r->loc, "'%s' converts it back to '%s' here",
					 r->func ? r->func : "?", r->type_to);
			add_path_notes(fd, r->via);
		}
		free(slot);
	}
	strmap_release(&registered);
	strmap_release(&reported);
}

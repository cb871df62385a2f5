/*
 * The rule catalogue (see rule_catalog.h).
 */
#include "analysis/rule_catalog.h"

#include <fnmatch.h>
#include <string.h>

const struct rule_info meta_rule_table[] = {
	{ RULE_UNKNOWN_SUPPRESSION, SEV_WARNING,
	  "a NOLINT comment names a rule or glob that matches no rule" },
	{ RULE_UNMATCHED_SUPPRESSION, SEV_WARNING,
	  "a NOLINTBEGIN without its NOLINTEND, or a NOLINTEND without its NOLINTBEGIN" },
	{ NULL, SEV_NOTE, NULL },
};

const struct rule_info *rule_find_any(const char *id)
{
	const struct rule_info *r = rule_find(id);

	if (r)
		return r;
	for (r = meta_rule_table; r->id; r++)
		if (strcmp(r->id, id) == 0)
			return r;
	return NULL;
}

int rule_glob_match(const char *glob, const char *id)
{
	return fnmatch(glob, id, 0) == 0;
}

int rule_glob_known(const char *glob)
{
	const struct rule_info *r;

	for (r = rule_table; r->id; r++)
		if (rule_glob_match(glob, r->id))
			return 1;
	for (r = meta_rule_table; r->id; r++)
		if (rule_glob_match(glob, r->id))
			return 1;
	return 0;
}

/*
 * The rule catalogue (see rule_catalog.h).
 */
#include "analysis/rule_catalog.h"

#include <fnmatch.h>
#include <stdlib.h>
#include <string.h>

#include "support/util.h"

const struct rule_info meta_rule_table[] = {
	{ RULE_UNKNOWN_SUPPRESSION, SEV_WARNING,
	  "a NOLINT comment names a rule or glob in timercheck's namespace that matches no rule" },
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

/*
 * Rules a run reports only when Checks: or --checks names them: an API with
 * no typed form, and the migrations, which propose rewriting working code
 * (--checks=migration-*; docs/rules/migration-timer-setup.md).
 */
static const char *const off_by_default[] = {
	"migration-no-typed-api",
	"migration-timer-setup",
	"migration-tasklet-setup",
	"migration-timercore-embedded",
};

int rule_off_by_default(const char *id)
{
	size_t i;

	for (i = 0; i < sizeof(off_by_default) / sizeof(off_by_default[0]); i++)
		if (strcmp(off_by_default[i], id) == 0)
			return 1;
	return 0;
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

/*
 * The prefixes only timercheck's rules use. "clang-" is not one: clang-tidy's
 * clang-analyzer-* and clang-diagnostic-* checks live there, so a name there
 * is ours only when it is close to clang-diagnostic-error.
 */
static const char *const own_namespaces[] = {
	"callback-", "context-", "container-", "migration-", "timercheck-",
};

/* Levenshtein distance between a and b, stopping early above limit. */
static size_t edit_distance(const char *a, const char *b, size_t limit)
{
	size_t la = strlen(a), lb = strlen(b), i, j, best;
	size_t *row;

	if ((la > lb ? la - lb : lb - la) > limit)
		return limit + 1;
	row = xmalloc((lb + 1) * sizeof(*row));
	for (j = 0; j <= lb; j++)
		row[j] = j;
	for (i = 1; i <= la; i++) {
		size_t diag = row[0];

		row[0] = i;
		best = row[0];
		for (j = 1; j <= lb; j++) {
			size_t up = row[j], d = diag + (a[i - 1] != b[j - 1]);

			if (up + 1 < d)
				d = up + 1;
			if (row[j - 1] + 1 < d)
				d = row[j - 1] + 1;
			diag = up;
			row[j] = d;
			if (d < best)
				best = d;
		}
		if (best > limit)
			break;
	}
	best = i <= la ? limit + 1 : row[lb];
	free(row);
	return best;
}

static int close_to(const struct rule_info *table, const char *glob)
{
	const struct rule_info *r;

	for (r = table; r->id; r++)
		if (edit_distance(glob, r->id, 2) <= 2)
			return 1;
	return 0;
}

int rule_glob_ours(const char *glob)
{
	size_t i;

	if (rule_glob_known(glob))
		return 1;
	for (i = 0; i < sizeof(own_namespaces) / sizeof(own_namespaces[0]); i++)
		if (starts_with(glob, own_namespaces[i]))
			return 1;
	return close_to(rule_table, glob) || close_to(meta_rule_table, glob);
}

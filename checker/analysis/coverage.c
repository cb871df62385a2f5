/*
 * The --coverage table (see coverage.h): sites by API, their states from
 * the rules' checks and the findings shown, and the text table. The JSON
 * and HTML emitters read the same rows (report/emit_json.c, emit_html.c).
 */
#include "analysis/coverage.h"

#include <stdlib.h>
#include <string.h>

#include "analysis/rules.h"

static char *loc_key(const struct tc_loc *loc)
{
	return xasprintf("%s:%u:%u", loc->file ? loc->file : "?", loc->line, loc->col);
}

char *coverage_site_key(const struct fact *reg)
{
	return loc_key(&reg->loc);
}

void coverage_begin(struct coverage *cov, const struct model *m, const struct facts_set *set)
{
	size_t i, k;

	for (i = 0; m && i < m->packs.len; i++)
		ptrvec_push(&cov->packs, ((const struct model_pack *)m->packs.items[i])->name);
	cov->tus = set->tus.len;
	for (i = 0; i < set->tus.len; i++) {
		const struct tu_facts *tf = set->tus.items[i];

		if (tf->main_file)
			strmap_insert(&cov->main_files, tf->main_file, NULL);
		for (k = 0; k < tf->facts.len; k++) {
			const struct fact *f = tf->facts.items[k];

			if (f->scope)
				strmap_insert(&cov->bodies, f->scope, NULL);
		}
	}
}

enum coverage_body coverage_body_seen(const struct coverage *cov, const struct fact *reg)
{
	/* A static function's USR names its file: "c:drv.c@F@name"; an extern one's is "c:@F@name". */
	if ((reg->usr && strmap_find(&cov->bodies, reg->usr)) ||
	    (reg->usr && !starts_with(reg->usr, "c:@F@") && strstr(reg->usr, "@F@")))
		return COVERAGE_BODY_SEEN;
	if (reg->decl.file && strmap_find(&cov->main_files, reg->decl.file))
		return COVERAGE_BODY_UNSURE;
	return COVERAGE_BODY_NOT_SEEN;
}

/* A field entry is named by its callback field: "work_struct.func", not the struct alone. */
static char *api_name(const struct model_entry *e)
{
	if ((e->kind == ENTRY_FIELDS || e->kind == ENTRY_EMBED_FIELD) && e->callback_field)
		return xasprintf("%s.%s", e->name, e->callback_field);
	return xstrdup(e->name);
}

static struct coverage_row *row_for(struct coverage *cov, const struct model_entry *e)
{
	char *api = api_name(e);
	struct coverage_row *row;
	size_t i;

	for (i = 0; i < cov->rows.len; i++) {
		row = cov->rows.items[i];
		if (strcmp(row->api, api) == 0 && strcmp(row->pack, e->pack->name) == 0) {
			free(api);
			return row;
		}
	}
	row = xcalloc(1, sizeof(*row));
	row->api = api;
	row->pack = e->pack->name;
	row->inferred = e->pack->inferred;
	ptrvec_push(&cov->rows, row);
	return row;
}

/* Where the cast rules report a callback passed through a cast: the argument (call) or store. */
static char *cast_key(const struct fact *reg)
{
	if (!(reg->flags & VAL_THROUGH_CAST))
		return NULL;
	return loc_key(reg->kind == FACT_CALL && reg->spell.file ? &reg->spell : &reg->loc);
}

void coverage_add(struct coverage *cov, const struct model_entry *root, const struct fact *reg,
		  const struct fact *value, enum coverage_check check, const char *reason)
{
	char *key = coverage_site_key(reg);
	struct strmap_entry *slot = strmap_insert(&cov->sites, key, NULL);
	struct coverage_site *site = slot->value;
	const struct tc_loc *loc = value && value->loc.file ? &value->loc : &reg->loc;

	if (!site) {
		site = xcalloc(1, sizeof(*site));
		site->key = key;
		key = NULL;
		site->loc.file = loc->file ? xstrdup(loc->file) : NULL;
		site->loc.line = loc->line;
		site->loc.col = loc->col;
		site->callback = xstrdup(reg->func ? reg->func : "?");
		site->cast_key = cast_key(reg);
		if (site->cast_key)
			strmap_put(&cov->casts, site->cast_key, site);
		slot->value = site;
		ptrvec_push(&row_for(cov, root)->sites, site);
	}
	free(key);
	site->checks |= 1 << check;
	if (check == COVERAGE_UNKNOWN && !site->reason)
		site->reason = xstrdup(reason ? reason : "not checked");
	if (check == COVERAGE_HANDED_ON && !site->handed_reason)
		site->handed_reason = xstrdup(reason ? reason : "not checked");
	/* Each way the callback does not use, said once: "no container_of; no context read". */
	if (check == COVERAGE_UNUSED && reason &&
	    (!site->unused_reason || !strstr(site->unused_reason, reason))) {
		char *both = site->unused_reason ? xasprintf("%s; %s", site->unused_reason, reason)
						 : xstrdup(reason);

		free(site->unused_reason);
		site->unused_reason = both;
	}
}

static void mark(struct coverage_site *site, int shown)
{
	if (!site)
		return;
	site->had_finding = 1;
	if (shown)
		site->reported = 1;
}

void coverage_mark_findings(struct coverage *cov, const struct findings *fs, int shown)
{
	size_t i, k;

	for (i = 0; i < fs->items.len; i++) {
		const struct finding *f = fs->items.items[i];

		for (k = 0; k < f->sites.len; k++)
			mark(strmap_get(&cov->sites, f->sites.items[k]), shown);
		if (starts_with(f->rule, "callback-cast")) {
			char *key = loc_key(&f->loc);

			mark(strmap_get(&cov->casts, key), shown);
			free(key);
		}
	}
}

/*
 * Reported wins (the report shows it); then verified, when every binding
 * was (a wrapper's own binding that hands its context on to its callers
 * does not count, nor one whose way to the object the callback does not
 * use: a libuv callback that reads handle->data needs no container_of());
 * then a finding the report does not show; then a binding not checked. A
 * site whose only bindings hand their context on, or are unused, is
 * unknown for their own reason.
 */
static enum coverage_state decide(struct coverage_site *s)
{
	if (s->reported)
		return COVERAGE_STATE_REPORTED;
	if (!(s->checks & (1 << COVERAGE_UNKNOWN)) && (s->checks & (1 << COVERAGE_VERIFIED)))
		return COVERAGE_STATE_VERIFIED;
	if (s->had_finding) {
		free(s->reason);
		s->reason = xstrdup("its finding is not shown (the rule is off, or NOLINT, the "
				    "baseline, --diff or the project index's files hide it)");
	} else if (!s->reason && s->handed_reason) {
		/* No caller of the wrapper was seen: the wrapper's own binding says why. */
		s->reason = s->handed_reason;
		s->handed_reason = NULL;
	} else if (!s->reason) {
		s->reason = s->unused_reason;
		s->unused_reason = NULL;
	}
	return COVERAGE_STATE_UNKNOWN;
}

void coverage_finish(struct coverage *cov)
{
	size_t i, k;

	for (i = 0; i < cov->rows.len; i++) {
		struct coverage_row *row = cov->rows.items[i];

		row->found = row->verified = row->reported = row->unknown = 0;
		for (k = 0; k < row->sites.len; k++) {
			struct coverage_site *s = row->sites.items[k];

			s->state = decide(s);
			row->found++;
			if (s->state == COVERAGE_STATE_VERIFIED)
				row->verified++;
			else if (s->state == COVERAGE_STATE_REPORTED)
				row->reported++;
			else
				row->unknown++;
		}
	}
}

char *coverage_row_origin(const struct coverage_row *row)
{
	return row->inferred ? xstrdup("inferred") : xasprintf("pack %s", row->pack);
}

const char *coverage_state_name(enum coverage_state s)
{
	return s == COVERAGE_STATE_VERIFIED ? "verified" :
	       s == COVERAGE_STATE_REPORTED ? "reported" : "unknown";
}

/* The packs the sites went through, in load order. */
static void print_packs_used(FILE *out, const struct coverage *cov)
{
	size_t i, r, n = 0;

	fprintf(out, "timercheck: coverage: registrations found through");
	for (i = 0; i < cov->packs.len; i++) {
		for (r = 0; r < cov->rows.len; r++)
			if (strcmp(((const struct coverage_row *)cov->rows.items[r])->pack,
				   cov->packs.items[i]) == 0)
				break;
		if (r < cov->rows.len)
			fprintf(out, "%s %s", n++ ? "," : "", (const char *)cov->packs.items[i]);
	}
	fputc('\n', out);
}

void coverage_print(FILE *out, const struct coverage *cov, int details)
{
	size_t i, k, width = strlen("api");

	fprintf(out, "timercheck: coverage: packs");
	for (i = 0; i < cov->packs.len; i++)
		fprintf(out, "%s %s", i ? "," : "", (const char *)cov->packs.items[i]);
	fprintf(out, "%s\n", cov->packs.len ? "" : " none");
	if (!cov->rows.len) {
		fprintf(out, "timercheck: coverage: no registration of any loaded pack was found in %zu "
			"TU%s\n", cov->tus, cov->tus == 1 ? "" : "s");
		return;
	}
	print_packs_used(out, cov);
	/* The name column is as wide as the longest name: nothing is cut, columns stay aligned. */
	for (i = 0; i < cov->rows.len; i++) {
		size_t n = strlen(((const struct coverage_row *)cov->rows.items[i])->api);

		if (n > width)
			width = n;
	}
	fprintf(out, "%-*s  %6s %9s %9s %8s  %s\n", (int)width, "api", "found", "verified",
		"reported", "unknown", "from");
	for (i = 0; i < cov->rows.len; i++) {
		const struct coverage_row *r = cov->rows.items[i];
		char *from = coverage_row_origin(r);

		fprintf(out, "%-*s  %6zu %9zu %9zu %8zu  %s\n", (int)width, r->api, r->found,
			r->verified, r->reported, r->unknown, from);
		free(from);
	}
	for (i = 0; details && i < cov->rows.len; i++) {
		const struct coverage_row *r = cov->rows.items[i];

		for (k = 0; k < r->sites.len; k++) {
			const struct coverage_site *s = r->sites.items[k];

			if (s->state == COVERAGE_STATE_UNKNOWN)
				fprintf(out, "%s:%u: unknown: '%s' registered with '%s': %s\n",
					s->loc.file ? s->loc.file : "?", s->loc.line, s->callback,
					r->api, s->reason);
		}
	}
}

void coverage_release(struct coverage *cov)
{
	size_t i, k;

	for (i = 0; i < cov->rows.len; i++) {
		struct coverage_row *r = cov->rows.items[i];

		for (k = 0; k < r->sites.len; k++) {
			struct coverage_site *s = r->sites.items[k];

			free(s->key);
			free(s->cast_key);
			free(s->loc.file);
			free(s->callback);
			free(s->reason);
			free(s->handed_reason);
			free(s->unused_reason);
			free(s);
		}
		ptrvec_release(&r->sites);
		free(r->api);
		free(r);
	}
	ptrvec_release(&cov->rows);
	strmap_release(&cov->sites);
	strmap_release(&cov->casts);
	strmap_release(&cov->bodies);
	strmap_release(&cov->main_files);
	ptrvec_release(&cov->packs);
	memset(cov, 0, sizeof(*cov));
}

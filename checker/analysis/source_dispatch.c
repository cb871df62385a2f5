/*
 * Finding the casts a dispatch entry sanctions (see source_dispatch.h):
 * the call fact passing the function knows where its argument is (spell),
 * the arg fact of the source knows which call made it (VAL_RETURNED).
 */
#include "analysis/source_dispatch.h"

#include <string.h>

#include "analysis/join.h"

static int made_by(const struct model_dispatch *d, const struct fact *source)
{
	size_t i;

	if (!source || !(source->flags & VAL_RETURNED) || !source->func)
		return 0;
	for (i = 0; i < d->from.len; i++)
		if (strcmp(d->from.items[i], source->func) == 0)
			return 1;
	return 0;
}

/* The dispatch calls of tf whose source is made by a known constructor (made 1) or by none known (0). */
static void collect_calls(const struct tu_facts *tf, const struct model *m, struct ptrvec *out,
			  int made)
{
	size_t i;

	if (!m)
		return;
	for (i = 0; i < tf->facts.len; i++) {
		const struct fact *f = tf->facts.items[i];
		const struct model_dispatch *d;
		const struct fact *source;

		if (f->kind != FACT_CALL || !f->api || !f->spell.file || (f->flags & VAL_PARAM))
			continue;
		d = model_dispatch_of(m, f->api, NULL);
		if (!d || f->param != d->callback)
			continue;
		source = join_find_arg(tf, f->detail, d->source);
		if (made ? made_by(d, source) : !source || !(source->flags & VAL_RETURNED))
			ptrvec_push(out, (void *)f);
	}
}

void dispatch_calls(const struct tu_facts *tf, const struct model *m, struct ptrvec *out)
{
	collect_calls(tf, m, out, 1);
}

void dispatch_calls_unknown(const struct tu_facts *tf, const struct model *m, struct ptrvec *out)
{
	collect_calls(tf, m, out, 0);
}

const struct fact *dispatch_call_of(const struct ptrvec *calls, const struct fact *cast)
{
	size_t i;

	for (i = 0; i < calls->len; i++) {
		const struct fact *c = calls->items[i];

		if (c->spell.line == cast->loc.line && c->spell.col == cast->loc.col &&
		    cast->loc.file && strcmp(c->spell.file, cast->loc.file) == 0 &&
		    cast->usr && c->usr && strcmp(cast->usr, c->usr) == 0)
			return c;
	}
	return NULL;
}

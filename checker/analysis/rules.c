/*
 * Rules over facts (see rules.h). Each rule id has a page in docs/rules/.
 */
#include "analysis/rules.h"

#include <limits.h>
#include <stdlib.h>
#include <string.h>

#include "analysis/called_casts.h"
#include "analysis/cast_fixes.h"
#include "analysis/join.h"
#include "analysis/joined_rules.h"
#include "analysis/migrations.h"
#include "analysis/slot_flow.h"
#include "analysis/source_dispatch.h"

const struct rule_info rule_table[] = {
	{ "callback-cast-pointer-integer", SEV_ERROR,
	  "function cast to a type that passes a pointer where it takes an integer, or the reverse" },
	{ "callback-cast-arity", SEV_WARNING,
	  "function cast to a type with a different number of parameters" },
	{ "callback-cast-pointee", SEV_WARNING,
	  "function cast to a type whose pointer parameter points to a different type" },
	{ "callback-cast-param-type", SEV_WARNING,
	  "function cast to a type with a different non-pointer parameter type" },
	{ "callback-cast-return", SEV_WARNING,
	  "function cast to a type with a different return type" },
	{ "migration-integer-context", SEV_WARNING,
	  "pointer passed through an integer context: move to the typed or embedded API" },
	{ "migration-no-typed-api", SEV_WARNING,
	  "pointer passed through the integer context of an API with no typed form (off by default)" },
	{ "migration-timer-setup", SEV_WARNING,
	  "a legacy timer registration that can move to timer_setup() and from_timer(), or why not" },
	{ "migration-tasklet-setup", SEV_WARNING,
	  "a tasklet_init() registration that can move to tasklet_setup() and from_tasklet(), or why not" },
	{ "migration-timercore-embedded", SEV_WARNING,
	  "a timercore legacy or typed registration that can move to the embedded generation, or why not" },
	{ "context-type-confusion", SEV_ERROR,
	  "callback recovers its context as a different pointer type than registered" },
	{ "context-truncation", SEV_ERROR,
	  "pointer converted to an integer narrower than a pointer as a callback context" },
	{ "context-integer-as-pointer", SEV_ERROR,
	  "a number registered as context is turned into a pointer by the callback" },
	{ "container-mismatch", SEV_ERROR,
	  "container_of recovers a container or member the callback was never registered with" },
	{ "container-not-embedded", SEV_ERROR,
	  "container_of recovers a container from an object that is not embedded in it" },
	{ "container-shared-callback", SEV_ERROR,
	  "a callback shared by several containers recovers only one of them" },
	{ "clang-diagnostic-error", SEV_ERROR,
	  "the compiler could not parse the code: findings for this file may be incomplete" },
	{ NULL, SEV_NOTE, NULL },
};

const struct rule_info *rule_find(const char *id)
{
	const struct rule_info *r;

	for (r = rule_table; r->id; r++)
		if (strcmp(r->id, id) == 0)
			return r;
	return NULL;
}

static const char *const cast_rule_ids[] = {
	[MISMATCH_POINTER_INTEGER] = "callback-cast-pointer-integer",
	[MISMATCH_ARITY] = "callback-cast-arity",
	[MISMATCH_POINTEE] = "callback-cast-pointee",
	[MISMATCH_PARAM_TYPE] = "callback-cast-param-type",
	[MISMATCH_RETURN] = "callback-cast-return",
};

/*
 * Splits "a<TAB>b[<TAB>fix fields]" (the fact's text, see extract.c) into
 * its first two parts; missing parts are "?". *rest points at the fix-it
 * fields or is NULL.
 */
static void split_pair(const char *text, char **a, char **b, const char **rest)
{
	const char *tab = text ? strchr(text, '\t') : NULL;
	const char *tab2 = tab ? strchr(tab + 1, '\t') : NULL;

	*a = tab ? xstrndup(text, (size_t)(tab - text)) : xstrdup("?");
	*b = tab ? (tab2 ? xstrndup(tab + 1, (size_t)(tab2 - tab - 1)) : xstrdup(tab + 1))
		 : xstrdup("?");
	*rest = tab2 ? tab2 + 1 : NULL;
}

/* One tab-separated field of *p (advanced past it and its tab); malloc'd. */
static char *next_field(const char **p)
{
	const char *tab = strchr(*p, '\t');
	size_t n = tab ? (size_t)(tab - *p) : strlen(*p);
	char *field = xstrndup(*p, n);

	*p += n + (tab ? 1 : 0);
	return field;
}

/* A replacement as extract.c escapes it: \\, \t and \n. Malloc'd. */
static char *unescape_replacement(const char *s)
{
	struct strbuf sb = STRBUF_INIT;

	for (; *s; s++) {
		if (*s == '\\' && s[1]) {
			s++;
			strbuf_addch(&sb, *s == 't' ? '\t' : *s == 'n' ? '\n' : *s);
		} else {
			strbuf_addch(&sb, *s);
		}
	}
	return sb.buf ? strbuf_detach(&sb) : xstrdup("");
}

/*
 * Reads the fix-its extract.c appends to a cast fact's text: groups of
 * FILE, L1, C1, L2, C2, REPLACEMENT. A malformed group ends the list.
 */
static void add_cast_fixits(struct finding *fd, const char *rest)
{
	while (rest && *rest) {
		struct tc_loc b = { NULL, 0, 0 }, e = { NULL, 0, 0 };
		char *nums[4], *repl, *end;
		int i, ok = 1;

		b.file = next_field(&rest);
		for (i = 0; i < 4; i++) {
			unsigned long v;

			nums[i] = next_field(&rest);
			v = strtoul(nums[i], &end, 10);
			if (!*nums[i] || *end || v > UINT_MAX)
				ok = 0;
			*(i == 0 ? &b.line : i == 1 ? &b.col : i == 2 ? &e.line : &e.col) = (unsigned)v;
		}
		repl = next_field(&rest);
		if (ok && *b.file) {
			char *text = unescape_replacement(repl);

			e.file = b.file;
			finding_add_fixit(fd, &b, &e, text);
			free(text);
		}
		for (i = 0; i < 4; i++)
			free(nums[i]);
		free(repl);
		free(b.file);
		if (!ok)
			break;
	}
}

/* Reads a cast fact's macro field: "INNER" or "INNER|OUTER|line|col|file" (extract.c). */
static void split_macro(const char *macro, char **inner, char **outer, struct tc_loc *outer_def)
{
	const char *p[4];
	int i;

	*inner = *outer = NULL;
	if (!macro)
		return;
	p[0] = strchr(macro, '|');
	for (i = 1; i < 4 && p[i - 1]; i++)
		p[i] = strchr(p[i - 1] + 1, '|');
	if (!p[0] || i < 4 || !p[3] ||
	    sscanf(p[1] + 1, "%u|%u|", &outer_def->line, &outer_def->col) != 2) {
		*inner = xstrdup(macro);
		return;
	}
	*inner = xstrndup(macro, (size_t)(p[0] - macro));
	*outer = xstrndup(p[0] + 1, (size_t)(p[1] - p[0] - 1));
	outer_def->file = xstrdup(p[3] + 1);
}

/* One note per step of a value's path (a fact's via field, see facts.h). */
void add_path_notes(struct finding *fd, const char *via)
{
	while (via && *via) {
		const char *end = strchr(via, '\n'), *t1, *t2, *t3;
		size_t len = end ? (size_t)(end - via) : strlen(via);
		struct tc_loc at = { NULL, 0, 0 };

		t1 = memchr(via, '\t', len);
		t2 = t1 ? memchr(t1 + 1, '\t', len - (size_t)(t1 + 1 - via)) : NULL;
		t3 = t2 ? memchr(t2 + 1, '\t', len - (size_t)(t2 + 1 - via)) : NULL;
		if (t3 && sscanf(t1 + 1, "%u\t%u", &at.line, &at.col) == 2) {
			at.file = xstrndup(via, (size_t)(t1 - via));
			finding_add_note(fd, &at, "%.*s", (int)(len - (size_t)(t3 + 1 - via)), t3 + 1);
			free(at.file);
		}
		via = end ? end + 1 : NULL;
	}
}

/*
 * The places f's function is called through the cast's type: each
 * registration whose API calls it (called_casts.h), or the call written
 * through the cast itself. Each one is a note and a called_by entry; one
 * that passes another object than the function takes says so. Returns
 * whether there was any.
 */
/* Does another caller of the same registration say what it passes (two bindings of one call)? */
static int better_caller(const struct ptrvec *callers, const struct cast_caller *c)
{
	size_t i;

	for (i = 0; !c->passed && i < callers->len; i++) {
		const struct cast_caller *o = callers->items[i];

		if (o != c && o->passed && o->reg->loc.line == c->reg->loc.line &&
		    o->reg->loc.col == c->reg->loc.col && o->reg->loc.file && c->reg->loc.file &&
		    strcmp(o->reg->loc.file, c->reg->loc.file) == 0)
			return 1;
	}
	return 0;
}

static int add_calls(struct finding *fd, const struct fact *f, const struct called_casts *cc)
{
	const struct ptrvec *callers = cc ? called_casts_of(cc, f) : NULL;
	size_t i;

	if (f->flags & FACT_F_ARGUMENTS) {
		/* kCFI does not check a call through an unprototyped type; the arguments are wrong
		 * on any target. */
		finding_add_note(fd, &f->loc, "called here through '%s' with arguments it does not "
				 "take: undefined on any target", f->type_to);
		finding_add_call(fd, &f->loc, f->type_to, NULL, 1);
	} else if (f->flags & FACT_F_CALL_THROUGH) {
		finding_add_note(fd, &f->loc, "called here through '%s': kCFI traps the call", f->type_to);
		finding_add_call(fd, &f->loc, f->type_to, NULL, 0);
	}
	for (i = 0; callers && i < callers->len; i++) {
		const struct cast_caller *c = callers->items[i];

		/* one registration bound twice (a header seen by two TUs, a wrapper and its
		 * root) is one call: one note */
		if (better_caller(callers, c) ||
		    !finding_add_call(fd, &c->reg->loc, f->type_to, c->passed, c->other_object))
			continue;
		if (c->other_object)
			finding_add_note(fd, &c->reg->loc, "called here through '%s' with '%s' by '%s': "
					 "not the object parameter %d points to", f->type_to,
					 c->passed, c->api, c->param);
		else if (c->passed)
			finding_add_note(fd, &c->reg->loc, "called here through '%s' with '%s' by '%s': "
					 "kCFI traps the call", f->type_to, c->passed, c->api);
		else
			finding_add_note(fd, &c->reg->loc, "called here through '%s' by '%s': "
					 "kCFI traps the call", f->type_to, c->api);
	}
	return (f->flags & FACT_F_CALL_THROUGH) || callers;
}

static void apply_cast(const struct cast_fix_index *ix, const struct fact *f,
		       const struct rule_options *opts, const struct called_casts *cc,
		       const struct fact *unknown_source, struct findings *out)
{
	const struct rule_info *rule;
	struct finding *fd;
	struct strbuf subject = STRBUF_INIT, detail = STRBUF_INIT;
	enum severity sev;
	int implicit = (f->flags & FACT_F_IMPLICIT) != 0;
	const char *rest, *what = (f->flags & FACT_F_CALL_THROUGH) ? "call" :
				  implicit ? "conversion" : "cast";
	char *a, *b, *inner = NULL, *outer = NULL;
	struct tc_loc outer_def = { NULL, 0, 0 };

	if (f->detail <= MISMATCH_NONE || f->detail > MISMATCH_RETURN || (f->flags & FACT_F_IN_SYSTEM))
		return;
	split_macro(f->macro, &inner, &outer, &outer_def);
	if (opts->model && inner) {
		const struct model_pack *p = model_pack_of_macro(opts->model, inner);

		if (!p && outer)
			p = model_pack_of_macro(opts->model, outer);

		if (p) {
			if (opts->verbose)
				fprintf(opts->verbose, "timercheck: %s:%u:%u: cast in macro '%s' "
					"sanctioned by API pack '%s' (%s)\n", f->loc.file, f->loc.line,
					f->loc.col, outer ? outer : inner, p->name, p->file);
			goto done;
		}
	}
	/*
	 * The same API as an inline function (4.14's timer_setup() casting its
	 * callback parameter to the legacy type): a cast of a function-pointer
	 * variable in the body of a function the pack names.
	 */
	if (opts->model && f->api && (f->flags & FACT_F_POINTER_VAR) && !implicit) {
		const struct model_pack *p = model_pack_of_macro(opts->model, f->api);

		if (p) {
			if (opts->verbose)
				fprintf(opts->verbose, "timercheck: %s:%u:%u: cast in function '%s' "
					"sanctioned by API pack '%s' (%s)\n", f->loc.file, f->loc.line,
					f->loc.col, f->api, p->name, p->file);
			goto done;
		}
	}
	/* A stub the pack names (a 'stub' line) is patched out, never called through
	 * the type it is given: any function type may take it. */
	if (opts->model && f->func && !(f->flags & FACT_F_POINTER_VAR)) {
		const struct model_pack *p = model_pack_of_stub(opts->model, f->func);

		if (p) {
			if (opts->verbose)
				fprintf(opts->verbose, "timercheck: %s:%u:%u: cast of stub '%s' "
					"sanctioned by API pack '%s' (%s)\n", f->loc.file, f->loc.line,
					f->loc.col, f->func, p->name, p->file);
			goto done;
		}
	}
	/* A mismatch that the typed-setup macro verified by calling fn(data) with
	 * the real context is the macro's design (a pointee-only cast, or the
	 * transitional void (*)(unsigned long) of a pointer-taking callback);
	 * only CFI, which traps the call, cares. */
	if ((f->flags & FACT_F_CHECKED_CALL) && opts->profile != PROFILE_CFI)
		goto done;
	/* Compatible in C (an enum for its integer type, a qualified return type, char (*)[]
	 * for char (*)[15]): only CFI's type ids tell them apart (docs/profiles.md). */
	if ((f->flags & FACT_F_CFI_ONLY) && opts->profile != PROFILE_CFI)
		goto done;
	rule = rule_find(cast_rule_ids[f->detail]);
	sev = opts->profile == PROFILE_CFI ? SEV_ERROR : rule->severity;

	if (f->func && (f->flags & FACT_F_POINTER_VAR))
		strbuf_addf(&subject, "function pointer '%s' of type '%s'", f->func, f->type_from);
	else if (f->func)
		strbuf_addf(&subject, "function '%s' of type '%s'", f->func, f->type_from);
	else
		strbuf_addf(&subject, "function pointer of type '%s'", f->type_from);
	split_pair(f->text, &a, &b, &rest);
	if (f->detail == MISMATCH_ARITY)
		strbuf_addf(&detail, "it takes %s, the %s passes %s", a, what, b);
	else if (f->param > 0 && starts_with(a, "?promoted "))
		strbuf_addf(&detail, "it has no prototype, so argument %d arrives promoted to '%s', "
			    "the %s passes '%s'", f->param, a + 10, what, b);
	else if (f->param > 0)
		strbuf_addf(&detail, "parameter %d is '%s', the %s passes '%s'", f->param, a, what, b);
	else
		strbuf_addf(&detail, "it returns '%s', the %s expects '%s'", a, what, b);
	if ((f->flags & FACT_F_CHECKED_CALL) && opts->profile == PROFILE_CFI)
		strbuf_addstr(&detail, " (the call is checked by the macro, but CFI traps it)");

	if (f->flags & FACT_F_CFI_ONLY)
		strbuf_addstr(&detail, " (compatible in C, but CFI traps the call)");
	if (f->flags & FACT_F_ARGUMENTS)
		fd = findings_add(out, rule->id, sev, &f->loc, "%s called through '%s', which has no "
				  "prototype, with arguments it does not take: %s", subject.buf,
				  f->type_to, detail.buf);
	else if (f->flags & FACT_F_CALL_THROUGH)
		fd = findings_add(out, rule->id, sev, &f->loc, "%s called through incompatible type '%s' "
				  "without a cast back to its own type: %s", subject.buf, f->type_to,
				  detail.buf);
	else
		fd = findings_add(out, rule->id, sev, &f->loc, "%s %s to incompatible type '%s': %s",
				  subject.buf, implicit ? "converted implicitly" : "cast", f->type_to,
				  detail.buf);
	if (f->api)
		finding_set_function(fd, f->api);
	/* Shown called through the cast: a kCFI trap or another object, never just untyped. */
	if (unknown_source) {
		/* The source's dispatch may call it with its real type: not proven. */
		if (fd->severity == SEV_ERROR)
			fd->severity = SEV_WARNING;
		finding_add_note(fd, &unknown_source->spell, "the source passed to '%s' is not traced to its "
				 "constructor: a source whose dispatch calls another callback type "
				 "(a child watch) makes the cast its design", unknown_source->api);
	} else if (add_calls(fd, f, cc)) {
		fd->severity = SEV_ERROR;
	}
	add_path_notes(fd, f->via);
	if (inner && f->spell.file)
		finding_add_note(fd, &f->spell, "expanded from macro '%s'", inner);
	if (outer && outer_def.file)
		finding_add_note(fd, &outer_def, "expanded from macro '%s'", outer);
	if (f->func && f->decl.file)
		finding_add_note(fd, &f->decl, "'%s' declared here", f->func);
	if (rest)
		add_cast_fixits(fd, rest);
	else
		cast_fix_add(fd, ix, f);	/* the slot's type, so the cast goes (cast_fixes.c) */
	free(a);
	free(b);
	strbuf_release(&subject);
	strbuf_release(&detail);
done:
	free(inner);
	free(outer);
	tc_loc_release(&outer_def);
}

/*
 * A cast a pack's dispatch entry sanctions (source_dispatch.h), passed
 * directly or stored into a slot only dispatch calls read: said under
 * --verbose.
 */
static int dispatch_sanctions(const struct tu_facts *tf, const struct ptrvec *calls,
			      const struct strmap *slots, const struct fact *f,
			      const struct rule_options *opts)
{
	const struct fact *call = calls->len ? dispatch_call_of(calls, f) : NULL;
	const struct model_pack *p = NULL;

	if (!call && dispatch_slot_sanctions(tf, slots, f)) {
		if (opts->verbose)
			fprintf(opts->verbose, "timercheck: %s:%u:%u: cast of '%s' stored where only "
				"dispatch calls on sources that call it with its real type read it\n",
				f->loc.file, f->loc.line, f->loc.col, f->func ? f->func : "?");
		return 1;
	}
	if (!call)
		return 0;
	model_dispatch_of(opts->model, call->api, &p);
	if (opts->verbose)
		fprintf(opts->verbose, "timercheck: %s:%u:%u: cast of '%s' passed to '%s' sanctioned by "
			"API pack '%s' (%s): the source's dispatch calls it with its real type\n",
			f->loc.file, f->loc.line, f->loc.col, f->func ? f->func : "?", call->api,
			p ? p->name : "?", p ? p->file : "?");
	return 1;
}

/*
 * The per-TU rules; cc (or NULL) says which cast functions are called
 * through their cast, wrappers (or NULL) the wrappers of dispatch entries.
 */
static void apply_tu(const struct tu_facts *tf, const struct rule_options *opts,
		     const struct called_casts *cc, const struct strmap *wrappers,
		     const struct strmap *slots, struct findings *out)
{
	struct ptrvec dispatched = PTRVEC_INIT, undecided = PTRVEC_INIT;
	struct cast_fix_index *ix = cast_fix_index_new(tf);	/* NULL: no cast to fix */
	struct strmap own_slots = STRMAP_INIT;
	size_t i;

	if (!slots) {
		dispatch_slots(NULL, tf, opts->model, wrappers, &own_slots);
		slots = &own_slots;
	}
	dispatch_calls(tf, opts->model, wrappers, &dispatched);
	dispatch_calls_unknown(tf, opts->model, wrappers, &undecided);
	for (i = 0; i < tf->facts.len; i++) {
		const struct fact *f = tf->facts.items[i];

		switch (f->kind) {
		case FACT_CAST:
			if (!dispatch_sanctions(tf, &dispatched, slots, f, opts))
				apply_cast(ix, f, opts, cc, undecided.len ? dispatch_call_of(&undecided, f)
									  : NULL, out);
			break;
		case FACT_DIAG:
			findings_add(out, "clang-diagnostic-error", SEV_ERROR, &f->loc, "%s",
				     f->text ? f->text : "error");
			break;
		default:
			break;
		}
	}
	ptrvec_release(&dispatched);
	ptrvec_release(&undecided);
	strmap_release(&own_slots);
	cast_fix_index_free(ix);
}

void rules_apply(const struct tu_facts *tf, const struct rule_options *opts, struct findings *out)
{
	apply_tu(tf, opts, NULL, NULL, NULL, out);
}

void rules_run(const struct facts_set *set, const struct rule_options *opts, struct findings *out)
{
	struct join j = JOIN_INIT;
	struct called_casts cc = CALLED_CASTS_INIT;
	struct strmap wrappers = STRMAP_INIT, slots = STRMAP_INIT;
	size_t i;

	/* The join first: it says which cast functions an API really calls. */
	if (opts->model) {
		join_build(&j, set, opts->model);
		called_casts_build(&cc, &j, set);
		dispatch_wrappers_index(&wrappers, set, opts->model);
		dispatch_slots(set, NULL, opts->model, &wrappers, &slots);
	}
	for (i = 0; i < set->tus.len; i++)
		apply_tu(set->tus.items[i], opts, &cc, &wrappers, &slots, out);
	dispatch_wrappers_release(&wrappers);
	strmap_release(&slots);
	slot_flow_check(set, opts, out);
	if (opts->model) {
		if (opts->coverage)
			coverage_begin(opts->coverage, opts->model, set);
		xrules_check(&j, out, opts->coverage, opts->verbose != NULL);
		called_casts_release(&cc);
		join_release(&j);
		migrations_check(set, opts->model, out);
	}
}

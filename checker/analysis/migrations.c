/*
 * Migrations (see migrations.h): legacy registrations that pass a pointer
 * through an integer context, converted to the embedded API where every
 * registration of the callback, in every TU, passes the container of the
 * object it registers. The conversion rewrites each registration and the
 * callback itself (its parameter, the cast that recovered its context,
 * its other declarations) as one finding's fix-its, so a callback defined
 * in one file and registered in another is converted in both or neither.
 * Works on facts only: the registrations (call, arg, store facts) and the
 * ranges of the edit facts (tu/edit_facts.c).
 */
#include "analysis/migrations.h"

#include <stdlib.h>
#include <string.h>

#include "analysis/join.h"

/*
 * One legacy API and its embedded replacement. A call entry names the
 * legacy call; a field entry (record set) the record whose function/data
 * fields are stored after the init call.
 */
struct migration {
	const char *pack;		/* the rule pack that models the API */
	const char *rule;
	const char *legacy;		/* the legacy call, or the init call of a field pair */
	const char *record;		/* field pair: the timer's record tag; NULL for calls */
	const char *setup;		/* the embedded setup call */
	const char *flags;		/* its flags argument, or NULL when it has none */
	const char *object_type;	/* the registered object's type */
	const char *param_type;		/* the callback's new parameter type */
	const char *recover;		/* the recovery macro: recover(var, param, member) */
	const char *typed;		/* the typed, checked setup the pack offers, or NULL */
	const char *noun;		/* what is registered, for messages */
	const char *member_type;	/* the member's new type, when the legacy one differs */
	const char *macro;		/* the macro whose invocation wraps the call, or NULL */
	int typed_callback;		/* the callback takes the object's pointer (no recovery) */
};

#define LINUX_TIMER(legacy_call, setup_call, flag_arg)					\
	{ .pack = "linux", .rule = "migration-timer-setup", .legacy = legacy_call,		\
	  .setup = setup_call, .flags = flag_arg, .object_type = "struct timer_list",		\
	  .param_type = "struct timer_list *", .recover = "from_timer", .noun = "timer" }
#define TIMERCORE(legacy_call, record_tag, object, typed_macro, wrapping_macro, typed_cb)	\
	{ .pack = "timercore", .rule = "migration-timercore-embedded", .legacy = legacy_call,	\
	  .record = record_tag, .setup = "timer_setup", .flags = "0", .object_type = object,	\
	  .param_type = "struct timer_list *", .recover = "from_timer", .typed = typed_macro,	\
	  .noun = "timer", .member_type = "struct timer_list", .macro = wrapping_macro,		\
	  .typed_callback = typed_cb }

static const struct migration migrations[] = {
	LINUX_TIMER("setup_timer", "timer_setup", "0"),
	LINUX_TIMER("setup_timer_on_stack", "timer_setup_on_stack", "0"),
	LINUX_TIMER("setup_deferrable_timer", "timer_setup", "TIMER_DEFERRABLE"),
	LINUX_TIMER("setup_pinned_timer", "timer_setup", "TIMER_PINNED"),
	{ .pack = "linux", .rule = "migration-timer-setup", .legacy = "init_timer",
	  .record = "timer_list", .setup = "timer_setup", .flags = "0",
	  .object_type = "struct timer_list", .param_type = "struct timer_list *",
	  .recover = "from_timer", .noun = "timer" },
	{ .pack = "linux", .rule = "migration-tasklet-setup", .legacy = "tasklet_init",
	  .setup = "tasklet_setup", .object_type = "struct tasklet_struct",
	  .param_type = "struct tasklet_struct *", .recover = "from_tasklet", .noun = "tasklet" },
	/* timercore's legacy generation: a struct timer_list_legacy member. */
	TIMERCORE("setup_timer", NULL, "struct timer_list_legacy", "SETUP_TIMER()", NULL, 0),
	TIMERCORE("setup_timer__dt", NULL, "struct timer_list_legacy", "SETUP_TIMER()", NULL, 0),
	TIMERCORE("init_timer", "timer_list_legacy", "struct timer_list_legacy", "SETUP_TIMER()",
		  NULL, 0),
	/* Its typed generation: SETUP_TIMER(&obj->timer, fn, obj), fn taking the object. */
	TIMERCORE("timer_typed_setup", NULL, "struct timer_list_typed", NULL, "SETUP_TIMER", 1),
	TIMERCORE("timer_typed_setup__dt", NULL, "struct timer_list_typed", NULL, "SETUP_TIMER", 1),
	{ .pack = NULL },
};

/* One legacy registration and what converting it takes. */
struct registration {
	const struct migration *m;
	const struct tu_facts *tf;
	const struct fact *reg;		/* the call fact, or the function's store fact */
	const char *usr, *callback;
	struct tc_loc at;		/* where it is reported */
	struct tc_loc callback_at;	/* where the callback is named */
	struct tc_loc range_b, range_e;	/* a macro invocation rewritten whole: names of the
					 * callback inside it are the registration's */
	char *container, *member;	/* where the registered object is embedded */
	char *why;			/* why it cannot be converted, or NULL */
	struct ptrvec fixits;		/* struct fixit * */
};

/* What the user wrote: the macro wrapping the legacy call, or the call. */
static const char *legacy_name(const struct migration *m)
{
	return m->macro ? m->macro : m->legacy;
}

/* The edit facts, indexed. */
struct edits {
	struct strmap by_key;		/* "tu#:call:id:param", "tu#:stmt:id" -> fact */
	struct strmap defs;		/* usr -> def fact */
	struct strmap inits;		/* usr -> struct ptrvec * of init facts */
	struct strmap decls;		/* usr -> struct ptrvec * */
	struct strmap uses;		/* usr -> struct ptrvec * */
	struct ptrvec vecs;		/* every struct ptrvec * above, to free */
	struct ptrvec init_calls;	/* stmt facts with detail 0, with their TU index in... */
	struct ptrvec init_call_tu;	/* ...the same position (size_t cast to a pointer) */
	struct strmap stored_members;	/* "tu#:line:col" of a member declaration -> how many
					 * function stores into it the TU has (field facts,
					 * param 0; size_t cast to a pointer) */
};

static void push_by(struct edits *ed, struct strmap *m, const char *usr, const struct fact *f)
{
	struct ptrvec *v = strmap_get(m, usr);

	if (!v) {
		v = xcalloc(1, sizeof(*v));
		strmap_put(m, usr, v);
		ptrvec_push(&ed->vecs, v);
	}
	ptrvec_push(v, (void *)f);
}

/*
 * Does an edit fact have the fields its kind needs? Facts may come from
 * files (--join, the cache) written by anyone: one without them is skipped,
 * and the migration it belonged to then lacks a range and says so.
 */
static int edit_complete(const struct fact *f)
{
	if (!f->loc.file || !f->api)
		return 0;
	if (strcmp(f->api, "call") == 0 || strcmp(f->api, "stmt") == 0)
		return f->text && f->spell.file;
	if (strcmp(f->api, "macro") == 0)
		return f->text && f->func && f->spell.file;
	if (strcmp(f->api, "def") == 0)
		return f->text && f->sig && f->usr && f->spell.file && f->decl.file;
	if (strcmp(f->api, "init") == 0)
		return f->func && f->type_to && f->usr && f->spell.file;
	if (strcmp(f->api, "field") == 0)
		return f->func && f->type_to && f->spell.file;
	if (strcmp(f->api, "decl") == 0)
		return f->usr && ((f->flags & EDIT_UNEDITABLE) || f->spell.file);
	return f->usr != NULL;
}

static void index_edits(struct edits *ed, const struct facts_set *set)
{
	size_t t, i;

	for (t = 0; t < set->tus.len; t++) {
		const struct tu_facts *tf = set->tus.items[t];

		for (i = 0; i < tf->facts.len; i++) {
			const struct fact *f = tf->facts.items[i];
			char *key = NULL;

			if (f->kind != FACT_EDIT || !edit_complete(f))
				continue;
			if (strcmp(f->api, "call") == 0)
				key = xasprintf("%zu:call:%d:%d", t, f->detail, f->param);
			else if (strcmp(f->api, "macro") == 0)
				key = xasprintf("%zu:macro:%d", t, f->detail);
			else if (strcmp(f->api, "field") == 0) {
				key = xasprintf("%zu:field:%d:%d", t, f->detail, f->param);
				if (f->param == 0) {
					char *at = xasprintf("%zu:%u:%u", t, f->loc.line, f->loc.col);
					struct strmap_entry *e = strmap_insert(&ed->stored_members, at, NULL);

					e->value = (void *)((size_t)e->value + 1);
					free(at);
				}
			}
			else if (strcmp(f->api, "stmt") == 0 && f->detail)
				key = xasprintf("%zu:stmt:%d", t, f->detail);
			else if (strcmp(f->api, "stmt") == 0) {
				ptrvec_push(&ed->init_calls, (void *)f);
				ptrvec_push(&ed->init_call_tu, (void *)(t + 1));
			} else if (strcmp(f->api, "def") == 0 && f->usr && !strmap_get(&ed->defs, f->usr))
				strmap_put(&ed->defs, f->usr, (void *)f);
			else if (strcmp(f->api, "init") == 0 && f->usr)
				push_by(ed, &ed->inits, f->usr, f);
			else if (strcmp(f->api, "decl") == 0 && f->usr)
				push_by(ed, &ed->decls, f->usr, f);
			else if (strcmp(f->api, "use") == 0 && f->usr)
				push_by(ed, &ed->uses, f->usr, f);
			if (key) {
				strmap_put(&ed->by_key, key, (void *)f);
				free(key);
			}
		}
	}
}

static void edits_release(struct edits *ed)
{
	size_t i;

	for (i = 0; i < ed->vecs.len; i++)
		ptrvec_release(ed->vecs.items[i]);
	ptrvec_free_all(&ed->vecs);
	strmap_release(&ed->by_key);
	strmap_release(&ed->defs);
	strmap_release(&ed->inits);
	strmap_release(&ed->decls);
	strmap_release(&ed->uses);
	ptrvec_release(&ed->init_calls);
	ptrvec_release(&ed->init_call_tu);
	strmap_release(&ed->stored_members);
}

static const struct fact *edit_at(const struct edits *ed, size_t t, const char *what, int id, int param)
{
	char *key = param >= 0 ? xasprintf("%zu:%s:%d:%d", t, what, id, param)
			       : xasprintf("%zu:%s:%d", t, what, id);
	const struct fact *f = strmap_get(&ed->by_key, key);

	free(key);
	return f;
}

static const struct ptrvec *edits_of(const struct strmap *m, const char *usr)
{
	static const struct ptrvec empty = PTRVEC_INIT;
	const struct ptrvec *v = usr ? strmap_get(m, usr) : NULL;

	return v ? v : &empty;
}

static void add_fixit(struct ptrvec *fixits, const struct tc_loc *b, const struct tc_loc *e,
		      const char *text)
{
	struct fixit *x = xcalloc(1, sizeof(*x));

	x->begin.file = xstrdup(b->file);
	x->begin.line = b->line;
	x->begin.col = b->col;
	x->end.file = xstrdup(b->file);
	x->end.line = e->line;
	x->end.col = e->col;
	x->replacement = xstrdup(text);
	ptrvec_push(fixits, x);
}

static void fixits_free(struct ptrvec *fixits)
{
	size_t i;

	for (i = 0; i < fixits->len; i++) {
		struct fixit *x = fixits->items[i];

		tc_loc_release(&x->begin);
		tc_loc_release(&x->end);
		free(x->replacement);
		free(x);
	}
	ptrvec_release(fixits);
}

static char *squeeze(const char *s)
{
	char *out = xstrdup(s ? s : ""), *o = out;

	for (; s && *s; s++)
		if (*s != ' ' && *s != '\t' && *s != '\n' && *s != '\r')
			*o++ = *s;
	*o = '\0';
	return out;
}

/* The expression a context argument converts: "(unsigned long)obj" -> "obj" (blanks dropped). */
static char *context_operand(const char *text)
{
	char *s = squeeze(text), *p = s, *out;
	int depth;

	if (*p == '(') {
		for (depth = 0; *p; p++) {
			if (*p == '(')
				depth++;
			else if (*p == ')' && --depth == 0)
				break;
		}
		p = *p ? p + 1 : s;
	}
	if (!*p)
		p = s;
	out = xstrdup(p);
	free(s);
	return out;
}

/* Is operand (the context, blanks dropped) the object whose member &object_expr addresses? */
static int is_container_of(const char *operand, const char *object, const char *member)
{
	char *a = xasprintf("%s->%s", operand, member), *b = xasprintf("(%s)->%s", operand, member);
	int same = strcmp(object, a) == 0 || strcmp(object, b) == 0;

	free(a);
	free(b);
	if (!same && operand[0] == '&') {
		a = xasprintf("%s.%s", operand + 1, member);
		same = strcmp(object, a) == 0;
		free(a);
	}
	return same;
}

/*
 * Judges the context value v registered with the object at object_text
 * (blanks dropped, no '&'), embedded as container/member: NULL when it is
 * that container, else why not (malloc'd).
 */
static char *judge_context(const char *noun, const struct fact *v, const char *value_text,
			   const char *object_text, const char *container, const char *member)
{
	char *operand, *want, *why = NULL;

	if (!v)
		return xstrdup("its context is not known");
	if (!(v->flags & VAL_POINTER) || (v->flags & VAL_NUMBER) || !v->type_from)
		return xasprintf("its context is a number, not the %s's container", noun);
	want = xasprintf("%s *", container);
	operand = context_operand(value_text);
	if (strcmp(v->type_from, want) != 0) {
		char *prefix = NULL;
		const char *arrow = strstr(object_text, "->");

		if (arrow)
			prefix = xasprintf("%.*s->", (int)(arrow - object_text), object_text);
		if (prefix && starts_with(operand + (operand[0] == '&'), prefix))
			why = xasprintf("its context '%s' is a field of the %s's container '%s', "
					"not the container", operand, noun, container);
		else
			why = xasprintf("its context is a '%s', not the '%s' the %s is embedded in",
					v->type_from, container, noun);
		free(prefix);
	} else if (!is_container_of(operand, object_text, member)) {
		why = xasprintf("its context '%s' is another '%s' than the one holding the %s",
				operand, container, noun);
	}
	free(operand);
	free(want);
	return why;
}

/* The outermost container of a chain "struct a|struct a::(unnamed)" (facts.h). */
static char *outermost(const char *chain)
{
	return xstrndup(chain, strcspn(chain, "|"));
}

/* The nth (0-based) part of s separated by sep, malloc'd, or NULL. */
static char *nth_part(const char *s, char sep, int n)
{
	while (s && n-- > 0) {
		s = strchr(s, sep);
		if (s)
			s++;
	}
	return s ? xstrndup(s, strcspn(s, (char[]){ sep, '\0' })) : NULL;
}

/* The path from segment n on ("a.b.t", 1 -> "b.t"), or NULL. */
static const char *path_from(const char *path, int n)
{
	while (path && n-- > 0) {
		path = strchr(path, '.');
		if (path)
			path++;
	}
	return path;
}

/*
 * Where the registered object (object_text, blanks dropped, no '&'; at
 * member path member of the containers of chain, one per segment) sits
 * for a context value v written as value_text: r's container and member
 * are the innermost level whose container the context is
 * (&p->banks[i].tl with the context &p->banks[i] recovers a bank, member
 * tl), else the outermost. NULL, or why the context is none of them.
 */
static char *place_context(struct registration *r, const char *noun, const struct fact *v,
			   const char *value_text, const char *object_text, const char *chain,
			   const char *member)
{
	char *operand = context_operand(value_text), *type, *want, *why = NULL;
	const char *suffix;
	int level, found = 0, same_type;

	for (level = 0; !found && v && v->type_from && (suffix = path_from(member, level)) != NULL &&
	     (type = nth_part(chain, '|', level)) != NULL; level++) {
		want = xasprintf("%s *", type);
		same_type = (v->flags & VAL_POINTER) && !(v->flags & VAL_NUMBER) &&
			    strcmp(v->type_from, want) == 0;
		found = same_type && is_container_of(operand, object_text, suffix);
		free(want);
		if (found) {
			r->container = type;
			r->member = xstrdup(suffix);
		} else {
			if (same_type && level > 0 && !why)
				why = xasprintf("its context '%s' is another '%s' than the one holding "
						"the %s", operand, type, noun);
			free(type);
		}
	}
	free(operand);
	if (found)
		return NULL;
	r->container = outermost(chain);
	r->member = xstrdup(member);
	return why ? why : judge_context(noun, v, value_text, object_text, r->container, member);
}

static int pack_loaded(const struct model *m, const char *name)
{
	size_t i;

	for (i = 0; m && i < m->packs.len; i++)
		if (strcmp(((const struct model_pack *)m->packs.items[i])->name, name) == 0)
			return 1;
	return 0;
}

/*
 * The migration of a legacy call: the one whose object type the call's
 * object has (two packs name a setup_timer()), else the first by name.
 */
static const struct migration *migration_of_call(const struct model *model, const char *api,
						 const struct fact *object)
{
	const struct migration *m, *first = NULL;

	for (m = migrations; m->pack; m++) {
		if (m->record || strcmp(m->legacy, api) != 0 || !pack_loaded(model, m->pack))
			continue;
		if (object && object->type_from && strncmp(object->type_from, m->object_type,
							   strlen(m->object_type)) == 0 &&
		    strcmp(object->type_from + strlen(m->object_type), " *") == 0)
			return m;
		if (!first)
			first = m;
	}
	return first;
}

static struct registration *registration_new(const struct migration *m, const struct tu_facts *tf,
					     const struct fact *reg)
{
	struct registration *r = xcalloc(1, sizeof(*r));

	r->m = m;
	r->tf = tf;
	r->reg = reg;
	r->usr = reg->usr;
	r->callback = reg->func ? reg->func : "?";
	tc_loc_set(&r->at, reg->loc.file, reg->loc.line, reg->loc.col);
	return r;
}

/* The member's type change a migration needs, or why not (NULL: added to r's fix-its). */
static char *change_member(const struct migration *m, const struct edits *ed, size_t t,
			   struct registration *r, int call_id)
{
	const struct fact *field = edit_at(ed, t, "field", call_id, 1);
	char *type;

	if (!field)
		return xasprintf("its %s member is not declared in the file", m->noun);
	if (field->flags & EDIT_OTHER_USES)
		return xasprintf("its member '%s' must become a '%s', and the file uses it other "
				 "than through the %s operations", field->func, m->member_type, m->noun);
	type = xasprintf("%s ", m->member_type);
	add_fixit(&r->fixits, &field->loc, &field->spell, type);
	free(type);
	return NULL;
}

/* The nth (0-based) tab-separated part of s, malloc'd, or NULL. */
static char *part(const char *s, int n)
{
	while (s && n-- > 0) {
		s = strchr(s, '\t');
		if (s)
			s++;
	}
	return s ? xstrndup(s, strcspn(s, "\t")) : NULL;
}

static int part_count(const char *s)
{
	int n = 1;

	for (; *s; s++)
		n += *s == '\t';
	return n;
}

/*
 * The macro invocation mac rewritten whole as m's setup call of object and
 * fn; its range is kept, as names of the callback inside it are the
 * registration's (within).
 */
static void rewrite_invocation(const struct migration *m, struct registration *r,
			       const struct fact *mac, const char *object, const char *fn)
{
	char *text;

	tc_loc_set(&r->range_b, mac->loc.file, mac->loc.line, mac->loc.col);
	tc_loc_set(&r->range_e, mac->spell.file, mac->spell.line, mac->spell.col);
	text = xasprintf("%s(%s, %s, %s)", m->setup, object, fn, m->flags ? m->flags : "0");
	add_fixit(&r->fixits, &mac->loc, &mac->spell, text);
	free(text);
}

/* MACRO(&obj->member, fn, obj) wrapping the legacy call: the whole invocation is rewritten. */
static struct registration *macro_registration(const struct migration *m, const struct edits *ed,
					       size_t t, struct registration *r,
					       const struct fact *obj, const struct fact *ctx)
{
	const struct fact *mac = edit_at(ed, t, "macro", r->reg->detail, -1);
	char *object = NULL, *fn = NULL, *context = NULL;

	if (!mac || !mac->func || strcmp(mac->func, m->macro) != 0 ||
	    !(object = part(mac->text, 0)) || !(fn = part(mac->text, 1)) ||
	    !(context = part(mac->text, 2)) || part_count(mac->text) != 3) {
		r->why = xasprintf("the call is not written as %s(timer, callback, context) in the file",
				   m->macro);
		goto out;
	}
	r->why = place_context(r, m->noun, ctx, context, object[0] == '&' ? object + 1 : object,
			       obj->container, obj->member);
	if (r->why || (r->why = change_member(m, ed, t, r, r->reg->detail)) != NULL)
		goto out;
	rewrite_invocation(m, r, mac, object, fn);
out:
	free(object);
	free(fn);
	free(context);
	return r;
}

/* setup_timer(&obj->t, fn, (unsigned long)obj) and the other legacy calls. */
static struct registration *call_registration(const struct migration *m, const struct edits *ed,
					      size_t t, const struct tu_facts *tf, const struct fact *call)
{
	struct registration *r = registration_new(m, tf, call);
	const struct fact *obj = join_find_arg(tf, call->detail, 1);
	const struct fact *ctx = join_find_arg(tf, call->detail, 3);
	const struct fact *e_name = edit_at(ed, t, "call", call->detail, 0);
	const struct fact *e_obj = edit_at(ed, t, "call", call->detail, 1);
	const struct fact *e_fn = edit_at(ed, t, "call", call->detail, 2);
	const struct fact *e_ctx = edit_at(ed, t, "call", call->detail, 3);
	char *object;

	if (e_fn)
		tc_loc_set(&r->callback_at, e_fn->loc.file, e_fn->loc.line, e_fn->loc.col);
	if (!obj || !(obj->flags & VAL_EMBEDDED) || !obj->container || !obj->member) {
		r->why = xasprintf("its %s is not embedded in a structure", m->noun);
		return r;
	}
	if (!ctx || !(ctx->flags & VAL_POINTER) || (ctx->flags & VAL_NUMBER)) {
		r->why = xasprintf("its context is a number, not the %s's container", m->noun);
		return r;
	}
	if (m->macro)
		return macro_registration(m, ed, t, r, obj, ctx);
	if (!e_name || !e_obj || !e_fn || !e_ctx) {
		r->why = xstrdup("the call is not written plainly in the file (a macro or a header)");
		return r;
	}
	object = squeeze(e_obj->text);
	r->why = place_context(r, m->noun, ctx, e_ctx->text, object[0] == '&' ? object + 1 : object,
			       obj->container, obj->member);
	free(object);
	if (r->why)
		return r;
	if (m->member_type && (r->why = change_member(m, ed, t, r, call->detail)) != NULL)
		return r;
	add_fixit(&r->fixits, &e_name->loc, &e_name->spell, m->setup);
	if (m->flags)
		add_fixit(&r->fixits, &e_ctx->loc, &e_ctx->spell, m->flags);
	else
		add_fixit(&r->fixits, &e_fn->spell, &e_ctx->spell, "");
	return r;
}

static int loc_before(const struct tc_loc *a, const struct tc_loc *b)
{
	return a->line < b->line || (a->line == b->line && a->col < b->col);
}

/*
 * A legacy setup macro that stores the function and the data itself
 * (setup_timer() before Linux 4.15): rewritten whole, as the call of the
 * same name would be.
 */
static struct registration *macro_store_registration(const struct migration *fields,
						     const struct edits *ed, size_t t,
						     struct registration *r, const struct fact *data)
{
	const struct fact *mac = edit_at(ed, t, "macro", r->reg->detail, -1);
	const struct migration *m;
	char *object = NULL, *fn = NULL, *context = NULL;

	for (m = migrations; m->pack; m++)
		if (!m->record && !m->macro && strcmp(m->pack, fields->pack) == 0 &&
		    strcmp(m->object_type, fields->object_type) == 0 && strcmp(m->legacy, mac->func) == 0)
			break;
	if (!m->pack) {
		r->why = xasprintf("'%s' stores it, a macro this does not rewrite", mac->func);
		return r;
	}
	r->m = m;
	tc_loc_set(&r->at, mac->loc.file, mac->loc.line, mac->loc.col);
	if (!(object = part(mac->text, 0)) || !(fn = part(mac->text, 1)) ||
	    !(context = part(mac->text, 2)) || part_count(mac->text) != 3) {
		r->why = xasprintf("the call is not written as %s(timer, callback, data)", m->legacy);
		goto out;
	}
	if (!r->reg->container || !r->reg->member || !(r->reg->flags & VAL_EMBEDDED)) {
		r->why = xasprintf("its %s is not embedded in a structure", m->noun);
		goto out;
	}
	r->why = place_context(r, m->noun, data, context, object[0] == '&' ? object + 1 : object,
			       r->reg->container, r->reg->member);
	if (r->why)
		goto out;
	rewrite_invocation(m, r, mac, object, fn);
out:
	free(object);
	free(fn);
	free(context);
	return r;
}

static void registration_free(struct registration *r);

/*
 * The member's type change for init_timer() and the field stores: the file
 * may name the member plainly only where the rewrite removes it (the init
 * call and the two stores of each such registration of it); the timer
 * operations that take any generation's timer are macro arguments.
 */
static char *change_stored_member(const struct migration *m, const struct edits *ed, size_t t,
				  struct registration *r, const struct fact *store)
{
	const struct fact *field = edit_at(ed, t, "field", store->detail, 0);
	char *at, *type;
	size_t n;

	if (!field)
		return xasprintf("its %s member is not declared in the file", m->noun);
	at = xasprintf("%zu:%u:%u", t, field->loc.line, field->loc.col);
	n = (size_t)strmap_get(&ed->stored_members, at);
	free(at);
	if (field->origin < 0 || (size_t)field->origin > 3 * n)
		return xasprintf("its member '%s' must become a '%s', and the file uses it other "
				 "than through the %s operations", field->func, m->member_type, m->noun);
	type = xasprintf("%s ", m->member_type);
	add_fixit(&r->fixits, &field->loc, &field->spell, type);
	free(type);
	return NULL;
}

/*
 * Is name the embedded API's setup (timer_setup())? Linux 4.14's
 * transitional timer_setup() was a macro storing the function and the
 * timer itself as its data: code using it is already migrated.
 */
static int is_embedded_setup(const char *name)
{
	const struct migration *m;

	for (m = migrations; m->pack; m++)
		if (name && strcmp(m->setup, name) == 0)
			return 1;
	return 0;
}

/* init_timer(&obj->t); obj->t.function = fn; obj->t.data = (unsigned long)obj; in any order. */
static struct registration *field_registration(const struct migration *m, const struct edits *ed,
					       size_t t, const struct tu_facts *tf,
					       const struct fact *store)
{
	struct registration *r = registration_new(m, tf, store);
	const struct fact *data = join_find_context_store(tf, store, m->record, "data");
	const struct fact *s_fn = edit_at(ed, t, "stmt", store->detail, -1);
	const struct fact *s_data = data ? edit_at(ed, t, "stmt", data->detail, -1) : NULL;
	const struct fact *init = NULL, *mac;
	char *object = NULL, *setup;
	const char *value;
	size_t i;

	tc_loc_set(&r->callback_at, store->loc.file, store->loc.line, store->loc.col);
	if (!s_fn && (mac = edit_at(ed, t, "macro", store->detail, -1)) != NULL) {
		if (!is_embedded_setup(mac->func))
			return macro_store_registration(m, ed, t, r, data);
		registration_free(r);	/* already migrated: 4.14's transitional timer_setup() */
		return NULL;
	}
	if (!data || !s_fn || !s_data) {
		r->why = xstrdup(data ? "its stores are not written plainly as statements"
				      : "no 'data' store pairs with it");
		return r;
	}
	object = xstrndup(s_fn->text, strcspn(s_fn->text, "\t"));
	for (i = 0; i < ed->init_calls.len; i++) {
		const struct fact *c = ed->init_calls.items[i];

		if ((size_t)ed->init_call_tu.items[i] == t + 1 && c->func &&
		    strcmp(c->func, m->legacy) == 0 && c->scope && store->scope &&
		    strcmp(c->scope, store->scope) == 0 && strcmp(c->text, object) == 0 &&
		    loc_before(&c->loc, &s_fn->loc) && loc_before(&c->loc, &s_data->loc))
			init = c;
	}
	if (!init) {
		r->why = xasprintf("no %s() call on the %s comes before its field stores", m->legacy,
				   m->noun);
		goto out;
	}
	if (!(store->flags & VAL_EMBEDDED) || !store->container || !store->member) {
		r->why = xasprintf("its %s is not embedded in a structure", m->noun);
		goto out;
	}
	value = strchr(s_data->text, '\t');
	r->why = place_context(r, m->noun, data, value ? value + 1 : "", object, store->container,
			       store->member);
	if (r->why)
		goto out;
	if (m->member_type && (r->why = change_stored_member(m, ed, t, r, store)) != NULL)
		goto out;
	value = strchr(s_fn->text, '\t');
	setup = xasprintf("%s(&%s, %s, %s)", m->setup, object, value ? value + 1 : r->callback,
			  m->flags ? m->flags : "0");
	add_fixit(&r->fixits, &init->loc, &init->spell, setup);
	free(setup);
	add_fixit(&r->fixits, &s_fn->loc, &s_fn->spell, "");
	add_fixit(&r->fixits, &s_data->loc, &s_data->spell, "");
out:
	free(object);
	return r;
}

static void registration_free(struct registration *r)
{
	tc_loc_release(&r->at);
	tc_loc_release(&r->callback_at);
	tc_loc_release(&r->range_b);
	tc_loc_release(&r->range_e);
	free(r->container);
	free(r->member);
	free(r->why);
	fixits_free(&r->fixits);
	free(r);
}

/* Every legacy registration of the loaded packs, in input order. */
static void collect(const struct facts_set *set, const struct model *model, const struct edits *ed,
		    struct ptrvec *regs)
{
	const struct migration *m;
	size_t t, i;

	for (t = 0; t < set->tus.len; t++) {
		const struct tu_facts *tf = set->tus.items[t];

		for (i = 0; i < tf->facts.len; i++) {
			const struct fact *f = tf->facts.items[i];

			if (f->kind == FACT_CALL && f->api && f->param == 2 && f->usr &&
			    (m = migration_of_call(model, f->api, join_find_arg(tf, f->detail, 1))) != NULL) {
				ptrvec_push(regs, call_registration(m, ed, t, tf, f));
				continue;
			}
			if (f->kind != FACT_STORE || !f->usr || !f->api || !(f->flags & VAL_FUNCTION))
				continue;
			for (m = migrations; m->pack; m++) {
				size_t n = m->record ? strlen(m->record) : 0;

				if (m->record && strncmp(f->api, m->record, n) == 0 &&
				    strcmp(f->api + n, ".function") == 0 && pack_loaded(model, m->pack)) {
					struct registration *r = field_registration(m, ed, t, tf, f);

					if (r)
						ptrvec_push(regs, r);
					break;
				}
			}
		}
	}
}

static int same_loc(const struct tc_loc *a, const struct tc_loc *b)
{
	return a->file && b->file && strcmp(a->file, b->file) == 0 && a->line == b->line &&
	       a->col == b->col;
}

/* Is loc inside the macro invocation r rewrites whole? */
static int within(const struct tc_loc *loc, const struct registration *r)
{
	if (!r->range_b.file || !loc->file || strcmp(loc->file, r->range_b.file) != 0)
		return 0;
	return !loc_before(loc, &r->range_b) && loc_before(loc, &r->range_e);
}

/* Is use u the callback named by one of the registrations? */
static int use_is_registration(const struct registration *const *regs, size_t n,
			       const struct fact *u)
{
	size_t i;

	for (i = 0; i < n; i++)
		if ((same_loc(&regs[i]->callback_at, &u->loc) && !(u->flags & EDIT_CALLED)) ||
		    within(&u->loc, regs[i]))
			return 1;
	return 0;
}

/*
 * The signature of a callback that recovers its context from its one
 * parameter: an integer ("void<TAB>unsigned long"), or for the typed
 * generation a void pointer.
 */
static int legacy_signature(const char *sig, int typed)
{
	const char *tab = sig ? strchr(sig, '\t') : NULL;

	if (!tab || strncmp(sig, "void\t", 5) != 0 || strchr(tab + 1, '\t'))
		return 0;
	return typed ? strcmp(tab + 1, "void *") == 0 : !strchr(tab + 1, '*');
}

/* The legacy callback's recovery of its container (*init), or why it has none. */
static char *legacy_recovery(const struct fact *def, const struct ptrvec *inits,
			     const char *container, int typed, const struct fact **init)
{
	char *want, *sq, *text;
	size_t i;
	int same;

	*init = NULL;
	if (!legacy_signature(def->sig, typed))
		return xstrdup(typed ? "it does not take a single 'void *' or container pointer parameter"
				     : "it does not take a single integer parameter");
	for (i = 0; i < inits->len; i++) {
		const struct fact *f = inits->items[i];

		if (f->param == 1)
			*init = f;
	}
	if (!*init)
		return xstrdup("it does not turn its parameter into a pointer in a declaration's "
			       "initialiser");
	if (def->param != 1)
		return xstrdup("it uses its parameter other than to recover its context");
	want = xasprintf("%s*", container);
	sq = squeeze((*init)->type_to);
	text = squeeze(want);
	same = strcmp(sq, text) == 0;
	free(want);
	free(sq);
	free(text);
	if (!same)
		return xasprintf("it recovers its context as '%s', not '%s *'", (*init)->type_to,
				 container);
	return NULL;
}

/*
 * Whether callback usr, registered by regs (all convertible), can change:
 * NULL and its fix-its added to fixits, or why not (malloc'd).
 */
static char *convert_callback(const struct edits *ed, struct registration **regs, size_t n,
			      struct ptrvec *fixits, const struct fact **def_out)
{
	const char *usr = regs[0]->usr;
	const struct fact *def = strmap_get(&ed->defs, usr), *init = NULL;
	const struct ptrvec *inits = edits_of(&ed->inits, usr), *decls = edits_of(&ed->decls, usr),
			    *uses = edits_of(&ed->uses, usr);
	const struct migration *m = regs[0]->m;
	char *want, *why, *param, *text;
	size_t i;

	*def_out = def;
	for (i = 1; i < n; i++) {
		if (regs[i]->m->recover != m->recover || regs[i]->m->typed_callback != m->typed_callback)
			return xasprintf("it is also registered with %s()", legacy_name(regs[i]->m));
		if (strcmp(regs[i]->container, regs[0]->container) != 0 ||
		    strcmp(regs[i]->member, regs[0]->member) != 0)
			return xasprintf("it is registered with timers of different containers or "
					 "members ('%s' member '%s', '%s' member '%s')",
					 regs[0]->container, regs[0]->member, regs[i]->container,
					 regs[i]->member);
	}
	if (!def)
		return xstrdup("its definition is not in a file that was checked");
	if (m->typed_callback && legacy_signature(def->sig, 1)) {
		if (!(def->flags & EDIT_STATIC))
			return xstrdup("it takes 'void *' and is not static: its other users are not known");
		if ((why = legacy_recovery(def, inits, regs[0]->container, 1, &init)) != NULL)
			return why;
	} else if (m->typed_callback) {
		want = xasprintf("void\t%s *", regs[0]->container);
		i = strcmp(def->sig ? def->sig : "", want) != 0 || !*def->text ||
		    strchr(def->text, '\t');
		free(want);
		if (i)
			return xasprintf("it does not take a single '%s *' parameter", regs[0]->container);
	} else if ((why = legacy_recovery(def, inits, regs[0]->container, 0, &init)) != NULL) {
		return why;
	}
	for (i = 0; i < uses->len; i++) {
		const struct fact *u = uses->items[i];

		if (!use_is_registration((const struct registration *const *)regs, n, u)) {
			if (u->flags & EDIT_CALLED)
				return xasprintf("it is also called directly (%s:%u)", u->loc.file,
						 u->loc.line);
			return xasprintf("it is also used other than as a %s callback (%s:%u)", m->noun,
					 u->loc.file, u->loc.line);
		}
	}
	if ((def->flags & EDIT_DECLARED) && !decls->len)
		return xstrdup("a declaration of it could not be found to update");
	for (i = 0; i < decls->len; i++) {
		const struct fact *d = decls->items[i];

		if (d->flags & EDIT_UNEDITABLE)
			return xasprintf("it is declared in a macro (%s:%u), which is not rewritten",
					 d->loc.file, d->loc.line);
	}
	/* The parameter was named once, by the recovery this replaces: any name fits. */
	if (!(def->flags & EDIT_NAMES_T))
		param = xstrdup("t");
	else if (m->typed_callback)
		param = xasprintf("%s_timer", def->text);	/* the old name becomes the local */
	else
		param = xstrndup(def->text, strcspn(def->text, "\t"));
	text = xasprintf("%s%s", m->param_type, param);
	add_fixit(fixits, &def->loc, &def->spell, text);
	free(text);
	if (init) {
		text = xasprintf("%s(%s, %s, %s)", m->recover, init->func, param, regs[0]->member);
		add_fixit(fixits, &init->loc, &init->spell, text);
	} else {
		/* The typed callback's parameter becomes a local recovered from the timer. */
		text = xasprintf("\n\t%s *%s = %s(%s, %s, %s);", regs[0]->container, def->text,
				 m->recover, def->text, param, regs[0]->member);
		add_fixit(fixits, &def->decl, &def->decl, text);
	}
	free(text);
	for (i = 0; i < decls->len; i++) {
		const struct fact *d = decls->items[i];
		size_t k;

		for (k = 0; k < i; k++)
			if (same_loc(&d->loc, &((const struct fact *)decls->items[k])->loc))
				break;
		if (k == i) {
			text = xasprintf("%s%s", m->param_type, param);
			add_fixit(fixits, &d->loc, &d->spell, text);
			free(text);
		}
	}
	free(param);
	return NULL;
}

static void move_fixits(struct finding *fd, struct ptrvec *fixits)
{
	size_t i;

	for (i = 0; i < fixits->len; i++) {
		const struct fixit *x = fixits->items[i];

		finding_add_fixit(fd, &x->begin, &x->end, x->replacement);
	}
	fixits_free(fixits);
}

static void report_callback(const struct edits *ed, struct registration **regs, size_t n,
			    struct findings *out)
{
	struct ptrvec fixits = PTRVEC_INIT;
	const struct fact *def = NULL;
	const struct migration *m = regs[0]->m;
	struct finding *fd;
	char *why = NULL;
	size_t i, bad = n;

	for (i = 0; i < n && bad == n; i++)
		if (regs[i]->why)
			bad = i;
	if (bad == n)
		why = convert_callback(ed, regs, n, &fixits, &def);
	if (bad == n && !why) {
		fd = findings_add(out, m->rule, SEV_WARNING, &regs[0]->at,
				  "callback '%s' can move from %s() to %s(): every registration passes "
				  "the '%s' that holds the %s", regs[0]->callback, legacy_name(m), m->setup,
				  regs[0]->container, m->noun);
		finding_set_function(fd, regs[0]->callback);
		for (i = 1; i < n; i++)
			finding_add_note(fd, &regs[i]->at, "'%s' also registered here",
					 regs[i]->callback);
		if (def)
			finding_add_note(fd, &def->loc, "'%s' becomes 'void %s(%s)' and uses %s()",
					 regs[0]->callback, regs[0]->callback, m->param_type, m->recover);
		for (i = 0; i < n; i++)
			move_fixits(fd, &regs[i]->fixits);
		move_fixits(fd, &fixits);
		return;
	}
	fixits_free(&fixits);
	for (i = 0; i < n; i++) {
		const struct registration *r = regs[i];

		if (bad < n && !r->why)
			continue;
		fd = findings_add(out, m->rule, SEV_WARNING, &r->at,
				  "registration of '%s' with %s() cannot move to %s(): %s%s",
				  r->callback, legacy_name(r->m), r->m->setup, r->why ? "" : "the callback: ",
				  r->why ? r->why : why);
		finding_set_function(fd, r->callback);
		if (r->m->typed)
			finding_add_note(fd, &r->at, "%s keeps the context's type and checks it",
					 r->m->typed);
	}
	for (i = 0; bad < n && i < n; i++) {
		if (regs[i]->why)
			continue;
		fd = findings_add(out, m->rule, SEV_WARNING, &regs[i]->at,
				  "registration of '%s' with %s() cannot move to %s(): another "
				  "registration of the callback cannot", regs[i]->callback,
				  legacy_name(regs[i]->m), regs[i]->m->setup);
		finding_set_function(fd, regs[i]->callback);
		finding_add_note(fd, &regs[bad]->at, "'%s' registered here: %s", regs[bad]->callback,
				 regs[bad]->why);
	}
	free(why);
}

static int by_usr(const void *a, const void *b)
{
	const struct registration *x = *(struct registration *const *)a;
	const struct registration *y = *(struct registration *const *)b;
	int c = strcmp(x->usr, y->usr);

	if (c)
		return c;
	c = strcmp(x->at.file ? x->at.file : "", y->at.file ? y->at.file : "");
	if (c)
		return c;
	return x->at.line != y->at.line ? (x->at.line < y->at.line ? -1 : 1)
					: (int)x->at.col - (int)y->at.col;
}

void migrations_check(const struct facts_set *set, const struct model *model, struct findings *out)
{
	struct edits ed = { STRMAP_INIT, STRMAP_INIT, STRMAP_INIT, STRMAP_INIT, STRMAP_INIT,
			    PTRVEC_INIT, PTRVEC_INIT, PTRVEC_INIT, STRMAP_INIT };
	struct ptrvec regs = PTRVEC_INIT;
	size_t i, j;

	if (!model)
		return;
	index_edits(&ed, set);
	collect(set, model, &ed, &regs);
	if (regs.len)
		qsort(regs.items, regs.len, sizeof(*regs.items), by_usr);
	for (i = 0; i < regs.len; i = j) {
		struct registration *r = regs.items[i];

		for (j = i + 1; j < regs.len && strcmp(((struct registration *)regs.items[j])->usr,
						       r->usr) == 0; j++)
			;
		report_callback(&ed, (struct registration **)regs.items + i, j - i, out);
	}
	for (i = 0; i < regs.len; i++)
		registration_free(regs.items[i]);
	ptrvec_release(&regs);
	edits_release(&ed);
}

/*
 * The rules that need the API model and the cross-TU join: context round
 * trips (a value registered with a callback and turned back into a pointer
 * by the callback) and container recovery (container_of in a callback
 * against the containers the callback was registered with). Ids and
 * severities are in rule_table (rules.c); docs in docs/rules/.
 */
#include "analysis/joined_rules.h"

#include "analysis/coverage.h"
#include "analysis/origin_rules.h"

#include "analysis/rules.h"
#include "analysis/wrappers.h"
#include "facts/type_key.h"

#include <stdlib.h>
#include <string.h>

static int same_str(const char *a, const char *b)
{
	return a && b && strcmp(a, b) == 0;
}

/*
 * How a registered context value and a recovered pointer type (a recovery
 * fact, or a callback's parameter type) relate: by their type keys, with
 * the one compatibility function of every rule (facts/type_key.h: generic
 * pointers, first members, downcasts the code cannot prove, qualifiers).
 * A fact without a key proves nothing.
 */
static enum tkey_relation relate(const char *registered, const char *recovered)
{
	if (!registered || !recovered)
		return TKEY_UNPROVEN;
	return tkey_pointer_relation(registered, recovered);
}

/* The recovered type asserts the registered one (a generic recovery asserts nothing). */
static int agrees(enum tkey_relation r)
{
	return r == TKEY_SAME || r == TKEY_FIRST_MEMBER || r == TKEY_DOWNCAST ||
	       r == TKEY_COMMON_INITIAL || r == TKEY_SIMILAR;
}

/* Does recovery r read the context that binding b registers? */
static int reads_context(const struct binding *b, const struct fact *r)
{
	const struct model_entry *e = b->entry;

	if (!same_str(r->usr, b->reg->usr) || r->param != b->param || (r->flags & REC_CONTAINER))
		return 0;
	if (e->via_getter)
		return (r->flags & REC_GETTER) && same_str(r->api, e->via_getter);
	if (e->via_field)
		return (r->flags & REC_FIELD) && same_str(r->member, e->via_field);
	return !(r->flags & (REC_FIELD | REC_GETTER));
}

static const char *callback_name(const struct fact *f)
{
	return f->func ? f->func : "?";
}

/*
 * The function a registration is written in: arg and store facts carry
 * "<function USR>|<object>"; the name is the USR's last "@F@" part.
 */
static char *registration_function(const struct fact *v)
{
	const char *bar = v->text ? strchr(v->text, '|') : NULL;
	const char *name;
	char *usr, *fn;

	if (!bar)
		return NULL;
	usr = xstrndup(v->text, (size_t)(bar - v->text));
	name = strstr(usr, "@F@");
	fn = name ? xstrdup(name + 3) : NULL;
	free(usr);
	return fn;
}

static void set_function(struct finding *fd, const struct fact *v)
{
	char *fn = registration_function(v);

	if (fn && *fn)
		finding_set_function(fd, fn);
	free(fn);
}

/*
 * A registration through wrappers (wrappers.h): one note per level, where
 * each wrapper hands the callback on, so the path can be followed.
 */
static void add_wrapper_notes(struct finding *fd, const struct binding *b)
{
	const struct model_entry *e;

	for (e = b->entry; e && e->inner && e->through; e = e->inner) {
		/* An embed-call wrapper hands on the object that carries the callback. */
		const char *what = e->kind == ENTRY_EMBED_CALL ? "object" : "context";

		if (e->fixed_callback && e->inner->fixed_callback)
			finding_add_note(fd, &e->through->loc, "'%s' passes its %s on to '%s' here",
					 e->name, what, e->inner->name);
		else if (e->fixed_callback && e->inner->kind == ENTRY_CALL && e->inner->context_field &&
			 e->through->kind == FACT_STORE && e->through->api)
			finding_add_note(fd, &e->through->loc,
					 "'%s' stores its context into '%s' for callback '%s' of '%s' here",
					 e->name, e->through->api, callback_name(e->fixed_callback),
					 e->inner->name);
		else if (e->fixed_callback && e->inner->kind == ENTRY_FIELDS)
			finding_add_note(fd, &e->through->loc,
					 "'%s' stores its context into '%s.%s' for callback '%s' here",
					 e->name, e->inner->name, e->inner->context_field,
					 callback_name(e->fixed_callback));
		else if (e->fixed_callback)
			finding_add_note(fd, &e->through->loc,
					 "'%s' passes its %s to '%s' for callback '%s' here",
					 e->name, what, e->inner->name, callback_name(e->fixed_callback));
		else if (e->inner->kind == ENTRY_FIELDS || e->inner->kind == ENTRY_EMBED_FIELD)
			finding_add_note(fd, &e->through->loc, "'%s' stores its callback into '%s.%s' here",
					 e->name, e->inner->name, e->inner->callback_field);
		else
			finding_add_note(fd, &e->through->loc, "'%s' passes its callback on to '%s' here",
					 e->name, e->inner->name);
	}
}

/* The registration a finding is about, for --coverage's "reported" (coverage.h). */
static void attribute(struct finding *fd, const struct binding *b)
{
	char *site = coverage_site_key(b->reg);

	finding_add_site(fd, site);
	free(site);
}

/* Set by xrules_check(): say in a note where an inferred API was declared (--verbose). */
static int explain_inferred;

static int is_inferred(const struct binding *b)
{
	const struct model_entry *root = wrappers_root(b->entry);

	return root->pack && root->pack->inferred;
}

/*
 * A finding from a binding of an inferred API says so: JSON and SARIF
 * carry the flag, and under --verbose a note names the declaration.
 */
static void mark_inferred(struct finding *fd, const struct binding *b)
{
	const struct model_entry *root = wrappers_root(b->entry);

	if (!fd)
		return;
	attribute(fd, b);
	/*
	 * A prototype proves no hand-over (docs/rules-format.md, "Inferred
	 * APIs"): an error is a warning, unless another binding of the same
	 * finding (a pack's, a body's) proves it.
	 */
	if (root->evidence != EVIDENCE_PROTOTYPE) {
		fd->proven = 1;
		if (fd->capped)
			fd->severity = SEV_ERROR;
		fd->capped = 0;
	} else if (!fd->proven && fd->severity > SEV_WARNING) {
		fd->severity = SEV_WARNING;
		fd->capped = 1;
	}
	if (!is_inferred(b))
		return;
	fd->inferred = 1;
	if (!explain_inferred || !root->inferred_from || !root->inferred_from->loc.file)
		return;
	if (root->evidence == EVIDENCE_CALL)
		finding_add_note(fd, &root->inferred_from->loc, "'%s' is a callback API inferred "
				 "from its body, which calls the callback with it (no pack describes "
				 "it)", root->name);
	else if (root->evidence == EVIDENCE_FIELD && root->evidence_store->text)
		finding_add_note(fd, &root->evidence_call->loc, "'%s' is a callback API inferred "
				 "from its body, which stores the callback in '%s.%s' and the context "
				 "in '%s', passed to it here (no pack describes it)", root->name,
				 root->evidence_store->container, root->evidence_store->member,
				 root->evidence_store->text);
	else if (root->evidence == EVIDENCE_FIELD)
		finding_add_note(fd, &root->evidence_call->loc, "'%s' is a callback API inferred "
				 "from its body, which stores the callback in '%s.%s', called here with "
				 "the object itself (no pack describes it)", root->name,
				 root->evidence_store->container, root->evidence_store->member);
	else
		finding_add_note(fd, &root->inferred_from->loc, "'%s' is a callback API inferred "
				 "from its declaration (no pack describes it; no body is seen, so a "
				 "warning at most)", root->name);
}

/*
 * The type of parameter n (1-based) of the function a registration passes:
 * from a call fact's text ("N<TAB>T1<TAB>T2...") or a store fact's sig
 * ("RET<TAB>T1..."); malloc'd, or NULL.
 */
static char *callback_param_type(const struct fact *reg, int n);
static char *callback_param_key(const struct fact *reg, int n);

/*
 * A context that travels as an integer but arrives typed: the callback
 * itself (passed through a cast to the API's integer type) takes a pointer
 * of the context's own type. The integer is only the carrier: the checked
 * setup idiom (SETUP_TIMER() calling fn(p) where it casts fn) and Linux
 * 4.14's transitional timer_setup() (the timer as its own data, the
 * callback taking the timer) are this shape, with a cast proven by the
 * check or sanctioned by the pack (proven_cast()).
 */
static int typed_carrier(const struct binding *b)
{
	const struct fact *v = b->value;
	char *param_key;
	enum tkey_relation rel;

	if (!v || !(v->flags & VAL_POINTER) || !v->tkey || b->param <= 0 || !b->reg->func)
		return 0;
	param_key = callback_param_key(b->reg, b->param);
	rel = relate(v->tkey, param_key);
	free(param_key);
	/* a generic pointer on either side carries no type to prove */
	return rel == TKEY_SAME || rel == TKEY_FIRST_MEMBER;
}

/* Is name one of the pack's sanctioned macros (sanction, docs/rules-format.md)? */
static int pack_sanctions(const struct model_pack *p, const char *name, size_t len)
{
	size_t i;

	for (i = 0; p && i < p->sanctioned.len; i++)
		if (strlen(p->sanctioned.items[i]) == len &&
		    strncmp(p->sanctioned.items[i], name, len) == 0)
			return 1;
	return 0;
}

/*
 * The cast that registers the callback is the API's or the programmer's
 * proof of the types: checked by a call of the function with the context
 * in the same macro (FACT_F_CHECKED_CALL), or written in a macro the
 * entry's pack sanctions (its macro field, "INNER" or "INNER|OUTER|...").
 */
static int proven_cast(const struct binding *b)
{
	const struct model_pack *p = wrappers_root(b->entry)->pack;
	const char *m = b->reg->macro, *bar;

	if (b->reg->flags & FACT_F_CHECKED_CALL)
		return 1;
	if (!m)
		return 0;
	bar = strchr(m, '|');
	if (pack_sanctions(p, m, bar ? (size_t)(bar - m) : strlen(m)))
		return 1;
	return bar && pack_sanctions(p, bar + 1, strcspn(bar + 1, "|"));
}

/*
 * seen: the context values reported so far, by where they are written. A
 * conditional (k ? a : b) or a slot registers several functions with one
 * value: the value is reported once.
 */
static void check_registration(const struct binding *b, struct strmap *seen, struct findings *out)
{
	const struct fact *v = b->value;
	const char *via = b->entry->fixed_callback ? b->entry->name :
			  b->reg->api ? b->reg->api : b->entry->name;
	struct finding *fd;
	char *key;
	int added;

	if (!v || !(v->flags & (VAL_TRUNCATED | VAL_SMUGGLED)))
		return;
	/* The value is the registration's, whichever function it is for: report it once. */
	if (v->loc.file) {
		key = xasprintf("%u:%u:%s", v->loc.line, v->loc.col, v->loc.file);
		strmap_insert(seen, key, &added);
		free(key);
		if (!added)
			return;
	}
	if (v->flags & VAL_TRUNCATED) {
		fd = findings_add(out, "context-truncation", SEV_ERROR, &v->loc,
			     "pointer of type '%s' is truncated to '%s', narrower than a pointer, as the "
			     "context of callback '%s'", v->type_from, v->type_to ? v->type_to : "?",
			     callback_name(b->reg));
		set_function(fd, v);
		add_path_notes(fd, v->via);
		add_wrapper_notes(fd, b);
		mark_inferred(fd, b);
	} else if ((v->flags & VAL_SMUGGLED) && !(typed_carrier(b) && proven_cast(b))) {
		/* Only an API with a typed form is a migration target (wd_start() has none). */
		fd = findings_add(out, b->entry->suggest ? "migration-integer-context"
							 : "migration-no-typed-api", SEV_WARNING, &v->loc,
				  "pointer of type '%s' passed through integer type '%s' as the context "
				  "of callback '%s' registered with '%s'", v->type_from, v->type_to ? v->type_to : "?",
				  callback_name(b->reg), via);
		set_function(fd, v);
		add_path_notes(fd, v->via);
		add_wrapper_notes(fd, b);
		if (b->entry->suggest)
			finding_add_note(fd, &b->reg->loc, "a typed API keeps the pointer's type: "
				       "use %s", b->entry->suggest);
		mark_inferred(fd, b);
	}
}

/*
 * Each registered type that disagrees with a recovery is a finding of its
 * own (with a note at each registration of that type), so a second wrong
 * registration of an already-reported callback is seen, by diff mode too.
 */
/* The type key of parameter n (1-based) of the function a call fact passes, malloc'd, or NULL. */
static char *callback_param_key(const struct fact *call, int n)
{
	return n > 0 ? tkey_param(call->tkey, n) : NULL;
}

static char *callback_param_type(const struct fact *reg, int n)
{
	const char *sig = reg->kind == FACT_STORE ? reg->sig : reg->text;
	const char *p = sig ? strchr(sig, '\t') : NULL, *end;

	while (p && --n > 0)
		p = strchr(p + 1, '\t');
	if (!p || n != 0)
		return NULL;
	end = strchr(p + 1, '\t');
	return xstrndup(p + 1, end ? (size_t)(end - p - 1) : strlen(p + 1));
}

/*
 * Does the function of binding b accept the context it is registered with?
 * A recovery of that context agrees with the registered type, or its typed
 * parameter does; a number is accepted when nothing turns it into a pointer.
 */
static int accepts_context(const struct join *j, const struct binding *b)
{
	const struct ptrvec *recs = join_by_usr(&j->recoveries_by_usr, b->reg->usr);
	const struct fact *v = b->value;
	char *param;
	int number, ok = 0;
	size_t i;

	if (!v)
		return 0;
	number = (v->flags & VAL_NUMBER) && !(v->flags & VAL_POINTER);
	if (!number && (!(v->flags & VAL_POINTER) || !v->type_from))
		return 0;
	for (i = 0; i < recs->len; i++) {
		const struct fact *r = recs->items[i];

		if (!reads_context(b, r))
			continue;
		if (number)
			return 0;
		if (agrees(relate(v->tkey, r->tkey)))
			return 1;
	}
	if (number)
		return 1;
	param = callback_param_key(b->reg, b->param);
	ok = agrees(relate(v->tkey, param));
	free(param);
	return ok;
}

/*
 * A callback read from a slot that holds several functions: when another
 * of them accepts the registered context, the program tells them apart
 * (a tagged slot) and the registration is not reported (precision first,
 * as slot_flow.c does for conversions).
 */
static int slot_tagged(const struct join *j, const struct binding *b)
{
	size_t i;

	for (i = 0; b->slot_group && i < b->slot_group->len; i++) {
		const struct binding *other = b->slot_group->items[i];

		/* Another function of the slot, for the same entry: another context is another question. */
		if (other != b && other->entry == b->entry && accepts_context(j, other))
			return 1;
	}
	return 0;
}

/*
 * A callback whose parameter is itself a typed pointer needs no recovery to
 * rely on its context's type: registered through a cast to the API's
 * generic type ((GSourceFunc)conn_tick, conn_tick taking struct conn *)
 * with a context of another type, it is type confusion at the registration.
 */
static void check_typed_callback(const struct join *j, const struct binding *b,
				 struct findings *out)
{
	const struct fact *v = b->value;
	struct finding *fd;
	char *param, *param_key;
	enum tkey_relation rel;

	if (!v || !(v->flags & VAL_POINTER) || !v->type_from ||
	    (b->reg->kind != FACT_CALL && b->reg->kind != FACT_STORE) || !b->reg->func ||
	    b->param <= 0 || slot_tagged(j, b))
		return;
	if (b->entry->via_getter || b->entry->via_field ||
	    (b->entry->kind == ENTRY_CALL && b->entry->context_field))
		return;		/* the parameter is a handle; the context is read through it */
	param_key = callback_param_key(b->reg, b->param);
	rel = relate(v->tkey, param_key);
	free(param_key);
	param = rel == TKEY_CONFLICT ? callback_param_type(b->reg, b->param) : NULL;
	if (param) {
		fd = findings_add(out, "context-type-confusion", SEV_ERROR, &v->loc,
				  "callback '%s' takes '%s' as parameter %d, but it is registered with a "
				  "context of type '%s'", callback_name(b->reg), param, b->param, v->type_from);
		set_function(fd, v);
		if (b->reg->decl.file)
			finding_add_note(fd, &b->reg->decl, "'%s' declared here", callback_name(b->reg));
		add_path_notes(fd, b->reg->via);
		add_wrapper_notes(fd, b);
		mark_inferred(fd, b);
	}
	free(param);
}

static void check_recovery(const struct join *j, const struct fact *r, struct findings *out)
{
	/* Only the same callback's bindings can match (reads_context). */
	const struct ptrvec *bindings = join_by_usr(&j->contexts_by_usr, r->usr);
	struct finding *fd = NULL;
	struct ptrvec types = PTRVEC_INIT, fds = PTRVEC_INIT;	/* registered type -> its finding */
	enum tkey_relation rel;
	size_t i, k;

	for (i = 0; i < bindings->len; i++) {
		const struct binding *b = bindings->items[i];
		const struct fact *v = b->value;

		if (!v || !reads_context(b, r) || slot_tagged(j, b))
			continue;
		/* A genuine number turned into a pointer; 0 (NULL, "no context") is not reported. */
		if ((v->flags & VAL_NUMBER) && !(v->flags & VAL_POINTER)) {
			fd = findings_add(out, "context-integer-as-pointer", SEV_ERROR, &r->loc,
					  "callback '%s' turns its context into '%s', but it is "
					  "registered with a number", callback_name(r), r->type_to);
			finding_set_function(fd, callback_name(r));
			add_path_notes(fd, r->via);	/* a helper it hands its context to */
			finding_add_note(fd, &v->loc, "number registered here as the context of '%s'",
					 callback_name(r));
			add_path_notes(fd, b->reg->via);
			add_wrapper_notes(fd, b);
			mark_inferred(fd, b);
			fd = NULL;
			continue;
		}
		if (!(v->flags & VAL_POINTER) || !v->type_from)
			continue;
		rel = relate(v->tkey, r->tkey);
		if (rel == TKEY_SIMILAR) {
			/* Two anonymous types with the same members: C calls them compatible
			 * across TUs; within one it is likely a copy of the same type. */
			fd = findings_add(out, "context-type-confusion", SEV_NOTE, &r->loc,
					  "callback '%s' recovers its context as '%s', registered with '%s', "
					  "a distinct type with the same members", callback_name(r),
					  r->type_to, v->type_from);
			finding_set_function(fd, callback_name(r));
			finding_add_note(fd, &v->loc, "'%s' registered here with a context of type '%s'",
					 callback_name(r), v->type_from);
			attribute(fd, b);
			fd = NULL;
			continue;
		}
		if (rel != TKEY_CONFLICT)
			continue;
		for (k = 0, fd = NULL; k < types.len && !fd; k++)
			if (strcmp(types.items[k], v->type_from) == 0)
				fd = fds.items[k];
		if (!fd) {
			fd = findings_add(out, "context-type-confusion", SEV_ERROR, &r->loc,
					  "callback '%s' recovers its context as '%s', but it is "
					  "registered with '%s'", callback_name(r), r->type_to,
					  v->type_from);
			finding_set_function(fd, callback_name(r));
			add_path_notes(fd, r->via);	/* a helper it hands its context to */
			ptrvec_push(&types, v->type_from);
			ptrvec_push(&fds, fd);
		}
		finding_add_note(fd, &v->loc, "'%s' registered here with a context of type '%s'",
				 callback_name(r), v->type_from);
		add_path_notes(fd, b->reg->via);	/* how the callback got there: a slot, a branch */
		add_path_notes(fd, v->via);	/* how the context got there: a field it was stored in */
		add_wrapper_notes(fd, b);
		mark_inferred(fd, b);
	}
	ptrvec_release(&types);
	ptrvec_release(&fds);
}

/* The i-th '|'-separated type of a chain, or the i-th '.'-separated path segment. */
static const char *nth(const char *s, char sep, int i)
{
	while (s && i-- > 0) {
		s = strchr(s, sep);
		if (s)
			s++;
	}
	return s;
}

static int type_at(const char *chain, int i, const char *type)
{
	const char *t = nth(chain, '|', i), *end;

	if (!t)
		return 0;
	end = strchr(t, '|');
	return strlen(type) == (size_t)(end ? end - t : (long)strlen(t)) &&
	       strncmp(t, type, strlen(type)) == 0;
}

static char *first_type(const char *chain)
{
	const char *bar = chain ? strchr(chain, '|') : NULL;

	return bar ? xstrndup(chain, (size_t)(bar - chain)) : xstrdup(chain ? chain : "?");
}

/*
 * A registered object at path "a.b.t" inside containers "struct foo|struct
 * a|struct b" (one per segment) and a recovery of "struct X" member "p.q"
 * (with its own chain) agree when one path is the tail of the other at a
 * point where the container types agree: a recovery may name an inner
 * container (struct delayed_work member timer for foo.dwork.timer), and a
 * registration through a pointer may know only an inner container
 * (tty_bufhead member work, recovered as tty_port member buf.work).
 */
static int recovery_matches(const struct fact *r, const struct fact *v)
{
	char *rfirst, *vfirst;
	int i, ok = 0;

	if (!(v->flags & VAL_EMBEDDED) || !v->container || !v->member || !r->container || !r->member)
		return 0;
	rfirst = first_type(r->container);
	vfirst = first_type(v->container);
	for (i = 0; !ok && nth(v->member, '.', i); i++)
		ok = type_at(v->container, i, rfirst) &&
		     join_member_match(nth(v->member, '.', i), r->member);
	for (i = 1; !ok && nth(r->member, '.', i); i++)
		ok = type_at(r->container, i, vfirst) &&
		     join_member_match(nth(r->member, '.', i), v->member);
	free(rfirst);
	free(vfirst);
	return ok;
}

/*
 * recovery_matches(), or a layout twin: the registration's outermost
 * container is another struct than the one recovered, at the same path,
 * with every member named and laid out alike (Linux's static keys share
 * one callback between struct static_key_deferred and struct
 * static_key_false_deferred, whose first member wraps the other's). Both
 * records' keys must be known (a record fact of the registering TUs, the
 * recovery's own key): otherwise nothing is proven either way and the
 * names decide, as before.
 */
static int registration_matches(const struct join *j, const struct fact *r, const struct fact *v)
{
	char *vfirst;
	int twins;

	if (recovery_matches(r, v))
		return 1;
	if (!v || !(v->flags & VAL_EMBEDDED) || !v->container || !v->member || !r->member ||
	    !r->tkey || !join_member_match(v->member, r->member))
		return 0;
	vfirst = first_type(v->container);
	twins = tkey_layout_twins(join_record_key(j, vfirst), r->tkey);
	free(vfirst);
	return twins;
}

/* Describes where a registered object lives, for messages. */
static char *describe_object(const struct fact *v)
{
	if (v->flags & VAL_EMBEDDED) {
		char *first = first_type(v->container), *s;

		s = xasprintf("'%s' member '%s'", first, v->member);
		free(first);
		return s;
	}
	if (v->flags & VAL_ALLOCATED)
		return xstrdup("a bare allocation, not embedded in any structure");
	return xstrdup("an object that is not embedded in any structure");
}

/*
 * Registrations whose object is known. A callback registered through a cast
 * gets a parameter of another type than the API passes; the cast rules
 * report that, and its recoveries cannot be compared here.
 */
static int known_embedding(const struct binding *b)
{
	const struct fact *v = b->value;

	if (b->reg->flags & VAL_THROUGH_CAST)
		return 0;
	/*
	 * An inferred struct-with-a-callback is as often a template filled in a
	 * local and copied into its real place (ixgbe fills a struct cyclecounter
	 * and memcpy()s it into the adapter): its standalone objects say nothing.
	 */
	if (v && (v->flags & VAL_STANDALONE) && is_inferred(b))
		return 0;
	return v && (v->flags & (VAL_EMBEDDED | VAL_STANDALONE | VAL_ALLOCATED));
}

/*
 * The container form of slot_tagged(): another function of the slot
 * recovers the object b registers (a container recovery that matches it).
 */
static int slot_tagged_object(const struct join *j, const struct binding *b)
{
	size_t i, k;

	for (i = 0; b->slot_group && i < b->slot_group->len; i++) {
		const struct binding *other = b->slot_group->items[i];
		const struct ptrvec *recs;

		if (other == b || !other->value || other->entry != b->entry)
			continue;
		recs = join_by_usr(&j->recoveries_by_usr, other->reg->usr);
		for (k = 0; k < recs->len; k++) {
			const struct fact *r = recs->items[k];

			if ((r->flags & REC_CONTAINER) && !(r->flags & REC_FIELD) &&
			    r->param == other->param && recovery_matches(r, other->value))
				return 1;
		}
	}
	return 0;
}

/*
 * A callback read from a slot that holds several functions (a field every
 * wait queue entry's function is stored into, say) may be any of them: the
 * registration is not proven to pass this one, so it proves no mismatch.
 */
static int one_of_several(const struct binding *b)
{
	return b->slot_group && b->slot_group->len > 1;
}

static void check_container(const struct join *j, const struct fact *r, struct findings *out)
{
	const struct ptrvec *bindings = join_by_usr(&j->embeds_by_usr, r->usr);
	struct ptrvec regs = PTRVEC_INIT;
	size_t i, matched = 0, embedded = 0;
	char *container;

	/* container_of(param->ptr, ...): the object a field points to, not the one registered. */
	if (r->flags & REC_FIELD)
		return;
	container = first_type(r->container);
	for (i = 0; i < bindings->len; i++) {
		const struct binding *b = bindings->items[i];

		if (same_str(b->reg->usr, r->usr) && b->param == r->param &&
		    known_embedding(b) && !slot_tagged_object(j, b) && !one_of_several(b)) {
			ptrvec_push(&regs, (void *)b);
			if (registration_matches(j, r, b->value))
				matched++;
			if (b->value->flags & VAL_EMBEDDED)
				embedded++;
		}
	}
	if (!regs.len) {
		ptrvec_release(&regs);
		free(container);
		return;
	}
	if (!matched) {
		/* Nothing registered matches: the recovery is wrong for every registration. */
		struct finding *fd;

		if (embedded)
			fd = findings_add(out, "container-mismatch", SEV_ERROR, &r->loc,
					  "callback '%s' recovers '%s' member '%s' from its parameter, but "
					  "it is registered with a different container or member",
					  callback_name(r), container, r->member);
		else
			fd = findings_add(out, "container-not-embedded", SEV_ERROR, &r->loc,
					  "callback '%s' recovers '%s' from its parameter, but it is "
					  "registered with an object that is not embedded in it",
					  callback_name(r), container);
		finding_set_function(fd, callback_name(r));
		for (i = 0; i < regs.len; i++) {
			const struct binding *b = regs.items[i];
			char *what = describe_object(b->value);

			finding_add_note(fd, &b->value->loc, "'%s' registered here for %s",
					 callback_name(r), what);
			free(what);
			add_path_notes(fd, b->value->via);	/* where the object came from: a global */
			add_path_notes(fd, b->reg->via);
			add_wrapper_notes(fd, b);
			mark_inferred(fd, b);
		}
	} else {
		/* A shared callback: each registration that disagrees is the bug. */
		for (i = 0; i < regs.len; i++) {
			const struct binding *b = regs.items[i];
			struct finding *fd;
			char *what;

			if (registration_matches(j, r, b->value))
				continue;
			what = describe_object(b->value);
			fd = findings_add(out, (b->value->flags & VAL_EMBEDDED) ? "container-shared-callback"
										: "container-not-embedded",
					  SEV_ERROR, &b->value->loc,
					  "callback '%s' is registered here for %s, but it recovers '%s' "
					  "member '%s'", callback_name(r), what, container, r->member);
			set_function(fd, b->value);
			finding_add_note(fd, &r->loc, "'%s' recovers '%s' member '%s' here",
					 callback_name(r), container, r->member);
			add_path_notes(fd, b->value->via);
			add_path_notes(fd, b->reg->via);
			add_wrapper_notes(fd, b);
			mark_inferred(fd, b);
			free(what);
		}
	}
	ptrvec_release(&regs);
	free(container);
}

/*
 * --coverage (coverage.h): what the rules made of each binding. A context
 * that cannot be recovered as the wrong type (NULL, a number the callback
 * keeps as a number, the callback's own argument handed back when it
 * re-arms) is verified: it is safe by construction.
 */
static const char *no_recovery_reason(const struct coverage *cov, const struct binding *b,
				      const char *what, const char *unsure)
{
	if (!b->reg->usr)
		return (b->reg->flags & FACT_F_FROM_SLOT) ? "callback not found: read from a slot with "
							    "no stores"
							  : "callback not found";
	switch (coverage_body_seen(cov, b->reg)) {
	case COVERAGE_BODY_NOT_SEEN:
		return "callback's body not analysed (in another program, or not in the compile "
		       "database)";
	case COVERAGE_BODY_UNSURE:
		return unsure;
	default:
		return what;
	}
}

/* The context is the callback's own parameter that receives it: a re-arm hands back what it got. */
static int rearms_with_own_argument(const struct binding *b)
{
	const struct fact *v = b->value;

	return v && (v->flags & VAL_PARAM) && same_str(v->scope, b->reg->usr) &&
	       v->origin == b->param;
}

/* The scopes (USRs) of the wrappers found (wrappers.h), for handed_on(). */
static struct strmap wrapper_scopes;

/*
 * The value is a parameter of a wrapper that registers, not checkable
 * there: the bindings of the wrapper's callers (at the same site) check
 * what they pass.
 */
static int handed_on(const struct binding *b)
{
	const struct fact *v = b->value;

	return v && (v->flags & VAL_PARAM) && v->scope && !rearms_with_own_argument(b) &&
	       strmap_find(&wrapper_scopes, v->scope);
}

static void cover_embed(const struct join *j, struct coverage *cov, const struct binding *b)
{
	const struct ptrvec *recs = join_by_usr(&j->recoveries_by_usr, b->reg->usr);
	const struct model_entry *root = wrappers_root(b->entry);
	enum coverage_check check = COVERAGE_UNKNOWN;
	const char *why = NULL;
	int any = 0, match = 0;
	size_t k;

	for (k = 0; k < recs->len; k++) {
		const struct fact *r = recs->items[k];

		if (!(r->flags & REC_CONTAINER) || (r->flags & REC_FIELD) ||
		    !same_str(r->usr, b->reg->usr) || r->param != b->param)
			continue;
		any = 1;
		if (b->value && registration_matches(j, r, b->value))
			match = 1;
	}
	if (match)
		check = COVERAGE_VERIFIED;
	else if (b->reg->flags & VAL_THROUGH_CAST)
		why = "registered through a cast: the callback gets another type than the API passes";
	else if (!any && b->reg->usr && coverage_body_seen(cov, b->reg) == COVERAGE_BODY_SEEN) {
		why = "callback does not recover its object (no container_of)";
		check = COVERAGE_UNUSED;
	} else if (!any)
		why = no_recovery_reason(cov, b, "callback does not recover its object (no "
					 "container_of)", "callback does not recover its object, or "
					 "its body is in a file not analysed");
	else if (!known_embedding(b))
		why = "the object's place is not known (a static initialiser, a pointer of "
		      "unknown origin)";
	else
		why = "recovers another container, and no rule reports it (another function of "
		      "the slot recovers this object)";
	if (check == COVERAGE_UNKNOWN && handed_on(b))
		check = COVERAGE_HANDED_ON;
	coverage_add(cov, root, b->reg, b->value, check, why);
}

static void cover_context(const struct join *j, struct coverage *cov, const struct binding *b)
{
	const struct ptrvec *recs = join_by_usr(&j->recoveries_by_usr, b->reg->usr);
	const struct model_entry *root = wrappers_root(b->entry);
	const struct fact *v = b->value;
	enum coverage_check check = COVERAGE_UNKNOWN;
	const char *why = NULL;
	int any = 0, agree = 0, conflict = 0, reads_any = 0;
	size_t k;

	for (k = 0; v && k < recs->len; k++) {
		const struct fact *r = recs->items[k];
		enum tkey_relation rel;

		if (!reads_context(b, r))
			continue;
		any = 1;
		rel = (v->flags & VAL_POINTER) && v->type_from ? relate(v->tkey, r->tkey)
							       : TKEY_UNPROVEN;
		if (rel == TKEY_CONFLICT)
			conflict = 1;
		else if (agrees(rel))
			agree = 1;
	}
	for (k = 0; !v && k < recs->len && !reads_any; k++)
		reads_any = reads_context(b, recs->items[k]);
	/* A handle's context field nobody stores into, and the callback never reads. */
	if (!v && b->entry->context_field && !reads_any && b->reg->usr &&
	    coverage_body_seen(cov, b->reg) == COVERAGE_BODY_SEEN) {
		why = "callback does not use its context";
		check = COVERAGE_UNUSED;
	} else if (!v)
		why = "context not found (no store into the context field)";
	else if (v->flags & VAL_NULL)
		check = COVERAGE_VERIFIED;	/* NULL converts to every pointer type */
	else if (rearms_with_own_argument(b))
		check = COVERAGE_VERIFIED;
	else if ((v->flags & VAL_NUMBER) && !(v->flags & VAL_POINTER) && !any)
		check = COVERAGE_VERIFIED;	/* a number the callback keeps as a number */
	else if ((v->flags & VAL_NUMBER) && !(v->flags & VAL_POINTER))
		/* context-integer-as-pointer reports it, unless the slot is tagged */
		why = "a number turned into a pointer, and no rule reports it (a tagged slot)";
	else if (conflict)
		why = "recovers another type, and no rule reports it (a tagged slot)";
	else if (agree || (!any && accepts_context(j, b)))
		check = COVERAGE_VERIFIED;
	else if (any)
		why = "the recovery proves no type (a generic pointer)";
	else if (!(v->flags & VAL_POINTER) || !v->type_from)
		why = "the context's type is not known";
	else if (b->reg->usr && coverage_body_seen(cov, b->reg) == COVERAGE_BODY_SEEN) {
		why = "callback does not use its context";
		check = COVERAGE_UNUSED;
	} else
		why = no_recovery_reason(cov, b, "callback does not use its context",
					 "callback does not use its context, or its body is in a file "
					 "not analysed");
	if (check == COVERAGE_UNKNOWN && handed_on(b))
		check = COVERAGE_HANDED_ON;
	coverage_add(cov, root, b->reg, v, check, why);
}

static void count_coverage(const struct join *j, struct coverage *cov)
{
	size_t i;

	for (i = 0; i < j->derived.len; i++) {
		const struct model_entry *e = j->derived.items[i];

		if (e->scope)
			strmap_insert(&wrapper_scopes, e->scope, NULL);
	}
	for (i = 0; i < j->embeds.len; i++)
		cover_embed(j, cov, j->embeds.items[i]);
	for (i = 0; i < j->contexts.len; i++)
		cover_context(j, cov, j->contexts.items[i]);
	strmap_release(&wrapper_scopes);
}

void xrules_check(const struct join *j, struct findings *out, struct coverage *cov,
		  int explain)
{
	struct strmap reported = STRMAP_INIT;
	size_t i;

	explain_inferred = explain;
	if (cov)
		count_coverage(j, cov);

	for (i = 0; i < j->contexts.len; i++) {
		check_registration(j->contexts.items[i], &reported, out);
		check_typed_callback(j, j->contexts.items[i], out);
	}
	strmap_release(&reported);
	for (i = 0; i < j->recoveries.len; i++) {
		const struct fact *r = j->recoveries.items[i];

		if (r->flags & REC_CONTAINER)
			check_container(j, r, out);
		else
			check_recovery(j, r, out);
	}
	origin_rules_check(j, out);
}

/*
 * Cast fixes (see cast_fixes.h): a function cast to an incompatible slot
 * type becomes a function of the slot's type, so the cast can go. Two
 * shapes, both proven from the TU's edit facts (tu/edit_facts.c):
 *
 *   - the function itself changes, when it is static, defined in the TU
 *     and named nowhere but in casts to that one slot type and in direct
 *     calls that still compile (object pointer to void *): its parameters
 *     take the slot's types (renamed NAME_arg), a first statement per
 *     changed parameter recovers the typed value under the old name
 *     (struct foo *f = f_arg;), and each cast is removed;
 *   - otherwise, an adapter of the slot's type is written before the
 *     top-level declaration holding the cast, calling the function with
 *     its parameters converted, and the cast names the adapter instead.
 *
 * Only for the same number of parameters, types that can be written as
 * "TYPE NAME" (no function-pointer or array declarators), and conversions
 * C allows with a cast (pointer to pointer or integer, integer to integer
 * or pointer). Anything else gets no fix-it (docs/rules/callback-cast-*.md).
 */
#include "analysis/cast_fixes.h"

#include <stdlib.h>
#include <string.h>

/* Splits a signature "RET<TAB>P1<TAB>P2" into items (malloc'd strings). */
static void split_sig(const char *sig, struct ptrvec *out)
{
	while (sig) {
		const char *tab = strchr(sig, '\t');

		ptrvec_push(out, tab ? xstrndup(sig, (size_t)(tab - sig)) : xstrdup(sig));
		sig = tab ? tab + 1 : NULL;
	}
}

static int is_pointer(const char *t)
{
	size_t n = strlen(t);

	return n && t[n - 1] == '*';
}

/* Types spelled "TYPE NAME" and converted with a cast; no struct by value, no declarator. */
static int simple_type(const char *t)
{
	if (strchr(t, '(') || strchr(t, '[') || strcmp(t, "...") == 0 || strstr(t, "unnamed") ||
	    strstr(t, "anonymous"))
		return 0;
	if (is_pointer(t))
		return 1;
	return !strstr(t, "struct ") && !strstr(t, "union ") && strcmp(t, "void") != 0;
}

/* Is void * (any qualifiers): converts to and from object pointers without a cast. */
static int is_void_pointer(const char *t)
{
	return strcmp(t, "void *") == 0 || strcmp(t, "const void *") == 0 ||
	       strcmp(t, "volatile void *") == 0 || strcmp(t, "const volatile void *") == 0;
}

/* "TYPE NAME", with no blank after a '*'. */
static void add_declaration(struct strbuf *sb, const char *type, const char *name)
{
	strbuf_addf(sb, "%s%s%s", type, is_pointer(type) || !*name ? "" : " ", name);
}

/* The value "name" of type from, as type to: "name", or "(to)name". */
static char *convert(const char *name, const char *from, const char *to)
{
	if (strcmp(from, to) == 0 ||
	    (is_pointer(from) && is_pointer(to) && (is_void_pointer(from) || is_void_pointer(to)) &&
	     (strncmp(from, "const ", 6) != 0 || strncmp(to, "const ", 6) == 0)))
		return xstrdup(name);
	return xasprintf("(%s)%s", to, name);
}

struct cast_fix_index {
	struct strmap casts_at;		/* "file:line:col" of a cast -> its edit fact */
	struct strmap defs;		/* usr -> def fact */
	struct strmap uses;		/* usr -> struct ptrvec * of use facts */
	struct strmap casts;		/* usr -> struct ptrvec * of cast edit facts */
	struct ptrvec vecs;		/* to free */
};

static char *loc_key(const struct tc_loc *l)
{
	return xasprintf("%s:%u:%u", l->file ? l->file : "", l->line, l->col);
}

static void push_by(struct cast_fix_index *ix, struct strmap *m, const char *usr, const struct fact *f)
{
	struct ptrvec *v = strmap_get(m, usr);

	if (!v) {
		v = xcalloc(1, sizeof(*v));
		strmap_put(m, usr, v);
		ptrvec_push(&ix->vecs, v);
	}
	ptrvec_push(v, (void *)f);
}

struct cast_fix_index *cast_fix_index_new(const struct tu_facts *tf)
{
	struct cast_fix_index *ix = NULL;
	size_t i;

	for (i = 0; i < tf->facts.len; i++) {
		const struct fact *f = tf->facts.items[i];

		if (f->kind == FACT_EDIT && f->api && strcmp(f->api, "cast") == 0) {
			ix = xcalloc(1, sizeof(*ix));
			break;
		}
	}
	for (i = 0; ix && i < tf->facts.len; i++) {
		const struct fact *f = tf->facts.items[i];
		char *key;

		if (f->kind != FACT_EDIT || !f->api || !f->usr || !f->loc.file ||
		    (strcmp(f->api, "use") != 0 && !f->spell.file) ||
		    (strcmp(f->api, "def") == 0 && (!f->decl.file || !f->text)) ||
		    (strcmp(f->api, "cast") == 0 && !f->decl.file))
			continue;
		if (strcmp(f->api, "cast") == 0) {
			key = loc_key(&f->loc);
			strmap_put(&ix->casts_at, key, (void *)f);
			free(key);
			push_by(ix, &ix->casts, f->usr, f);
		} else if (strcmp(f->api, "def") == 0) {
			strmap_put(&ix->defs, f->usr, (void *)f);
		} else if (strcmp(f->api, "use") == 0) {
			push_by(ix, &ix->uses, f->usr, f);
		}
	}
	return ix;
}

void cast_fix_index_free(struct cast_fix_index *ix)
{
	size_t i;

	if (!ix)
		return;
	for (i = 0; i < ix->vecs.len; i++)
		ptrvec_release(ix->vecs.items[i]);
	ptrvec_free_all(&ix->vecs);
	strmap_release(&ix->casts_at);
	strmap_release(&ix->defs);
	strmap_release(&ix->uses);
	strmap_release(&ix->casts);
	free(ix);
}

static const struct ptrvec *by_usr(const struct strmap *m, const char *usr)
{
	static const struct ptrvec empty = PTRVEC_INIT;
	const struct ptrvec *v = strmap_get(m, usr);

	return v ? v : &empty;
}

static int same_loc(const struct tc_loc *a, const struct tc_loc *b)
{
	return a->file && b->file && strcmp(a->file, b->file) == 0 && a->line == b->line &&
	       a->col == b->col;
}

/*
 * Do direct calls still compile once the function takes the slot's
 * parameter types? When each changed parameter goes from an object
 * pointer to a void pointer with at least its qualifiers: the argument
 * converts implicitly, so the callers need no edit.
 */
static int callers_compile(const struct ptrvec *slot, const struct ptrvec *own)
{
	size_t i;

	for (i = 1; i < slot->len && i < own->len; i++) {
		const char *to = slot->items[i], *from = own->items[i];

		if (strcmp(to, from) == 0)
			continue;
		if (!is_pointer(from) || !is_void_pointer(to) ||
		    (strstr(from, "const ") && !strstr(to, "const ")) ||
		    (strstr(from, "volatile ") && !strstr(to, "volatile ")))
			return 0;
	}
	return 1;
}

/*
 * May the function itself change? Static, defined here with no earlier
 * declaration, and every name of it in the TU is the operand of a cast to
 * this same slot signature, or a direct call that still compiles.
 */
static int may_change_function(const struct cast_fix_index *ix, const struct fact *cast,
			       const struct fact *def, const struct ptrvec *slot,
			       const struct ptrvec *own)
{
	const struct ptrvec *uses = by_usr(&ix->uses, cast->usr), *casts = by_usr(&ix->casts, cast->usr);
	size_t i, k;

	if (!def || !(def->flags & EDIT_STATIC) || (def->flags & EDIT_DECLARED))
		return 0;
	for (i = 0; i < uses->len; i++) {
		const struct fact *u = uses->items[i];
		int found = 0;

		if (u->flags & EDIT_CALLED) {
			if (!callers_compile(slot, own))
				return 0;
			continue;
		}
		for (k = 0; k < casts->len && !found; k++) {
			const struct fact *c = casts->items[k];

			found = c->sig && strcmp(c->sig, cast->sig) == 0 && same_loc(&c->spell, &u->loc);
		}
		if (!found)
			return 0;
	}
	return 1;
}

/* The function's new parameter list and first statements; 0 if a type is not simple. */
static int change_function(struct finding *fd, const struct cast_fix_index *ix, const struct fact *def,
			   struct ptrvec *slot, struct ptrvec *own)
{
	struct strbuf params = STRBUF_INIT, stmts = STRBUF_INIT;
	struct ptrvec names = PTRVEC_INIT;
	size_t i;
	int ok = 1;

	split_sig(def->text, &names);
	if (names.len + 1 != own->len)
		ok = 0;
	for (i = 1; ok && i < slot->len; i++) {
		const char *to = slot->items[i], *from = own->items[i], *name = names.items[i - 1];
		char *value;

		if (i > 1)
			strbuf_addstr(&params, ", ");
		if (strcmp(to, from) == 0 || !*name) {
			add_declaration(&params, to, name);
			continue;
		}
		value = xasprintf("%s_arg", name);
		add_declaration(&params, to, value);
		{
			char *conv = convert(value, to, from);

			strbuf_addstr(&stmts, "\n\t");
			add_declaration(&stmts, from, name);
			strbuf_addf(&stmts, " = %s;", conv);
			free(conv);
		}
		free(value);
	}
	if (ok) {
		const struct ptrvec *casts = by_usr(&ix->casts, def->usr);
		size_t k;

		finding_add_fixit(fd, &def->loc, &def->spell, params.buf ? params.buf : "void");
		if (stmts.buf)
			finding_add_fixit(fd, &def->decl, &def->decl, stmts.buf);
		/* Every cast of the function goes (all to this slot), with the one reported. */
		for (k = 0; k < casts->len; k++) {
			const struct fact *c = casts->items[k];

			finding_add_fixit(fd, &c->loc, &c->spell, "");
		}
	}
	ptrvec_free_all(&names);
	strbuf_release(&params);
	strbuf_release(&stmts);
	return ok;
}

/* An adapter of the slot's type, before the declaration holding the cast. */
static void add_adapter(struct finding *fd, const struct fact *cast, struct ptrvec *slot,
			struct ptrvec *own)
{
	struct strbuf sb = STRBUF_INIT, call = STRBUF_INIT;
	const char *ret = slot->items[0];
	char *name = xasprintf("%s_as_slot", cast->func);
	size_t i;

	strbuf_addstr(&sb, "static ");
	add_declaration(&sb, ret, name);
	strbuf_addch(&sb, '(');
	for (i = 1; i < slot->len; i++) {
		char *arg = xasprintf("arg%zu", i), *conv = convert(arg, slot->items[i], own->items[i]);

		if (i > 1)
			strbuf_addstr(&sb, ", ");
		add_declaration(&sb, slot->items[i], arg);
		strbuf_addf(&call, "%s%s", i > 1 ? ", " : "", conv);
		free(arg);
		free(conv);
	}
	if (slot->len == 1)
		strbuf_addstr(&sb, "void");
	strbuf_addf(&sb, ")\n{\n\t%s%s(%s);\n}\n\n", strcmp(ret, "void") == 0 ? "" : "return ",
		    cast->func, call.buf ? call.buf : "");
	finding_add_fixit(fd, &cast->decl, &cast->decl, sb.buf);
	{
		/*
		 * The cast and its operand, the function's bare name (a use
		 * fact says so), become the adapter's name.
		 */
		struct tc_loc end = cast->spell;

		end.col += (unsigned)strlen(cast->func);
		finding_add_fixit(fd, &cast->loc, &end, name);
	}
	free(name);
	strbuf_release(&sb);
	strbuf_release(&call);
}

void cast_fix_add(struct finding *fd, const struct cast_fix_index *ix, const struct fact *cast_fact)
{
	const struct fact *cast = NULL, *def;
	struct ptrvec slot = PTRVEC_INIT, own = PTRVEC_INIT;
	size_t i;
	int ok;

	if (ix) {
		char *key = loc_key(&cast_fact->loc);

		cast = strmap_get(&ix->casts_at, key);
		free(key);
	}
	if (!cast || !cast->usr || !cast->func || !cast->sig || !cast->text ||
	    cast_fact->detail == MISMATCH_ARITY || cast_fact->detail == MISMATCH_RETURN)
		return;
	split_sig(cast->sig, &slot);
	split_sig(cast->text, &own);
	ok = slot.len == own.len && strcmp(slot.items[0], own.items[0]) == 0;
	for (i = 1; ok && i < slot.len; i++) {
		const char *to = slot.items[i], *from = own.items[i];

		ok = simple_type(to) && simple_type(from) &&
		     (strcmp(to, from) == 0 || is_pointer(to) || is_pointer(from) ||
		      (!strstr(to, "float") && !strstr(to, "double") && !strstr(from, "float") &&
		       !strstr(from, "double")));
	}
	if (ok) {
		const struct ptrvec *uses = by_usr(&ix->uses, cast->usr);

		def = strmap_get(&ix->defs, cast->usr);
		if (may_change_function(ix, cast, def, &slot, &own)) {
			change_function(fd, ix, def, &slot, &own);
		} else if (by_usr(&ix->casts, cast->usr)->len == 1) {
			/* One adapter per function and TU; it replaces the operand, the bare name. */
			for (i = 0; i < uses->len; i++) {
				const struct fact *u = uses->items[i];

				if (!(u->flags & EDIT_CALLED) && same_loc(&u->loc, &cast->spell)) {
					add_adapter(fd, cast, &slot, &own);
					break;
				}
			}
		}
	}
	ptrvec_free_all(&slot);
	ptrvec_free_all(&own);
}

/*
 * The rules that need the API model and the cross-TU join: context round
 * trips (a value registered with a callback and turned back into a pointer
 * by the callback) and container recovery (container_of in a callback
 * against the containers the callback was registered with). Ids and
 * severities are in rule_table (rules.c); docs in docs/rules/.
 */
#include "xrules.h"

#include <stdlib.h>
#include <string.h>

/* void *, char * and unsigned char * recoveries are generic: they assert nothing. */
static int is_generic_pointer(const char *type)
{
	struct strbuf sb = STRBUF_INIT;
	const char *p = type;
	int generic;

	while (*p) {
		if (strncmp(p, "const ", 6) == 0)
			p += 6;
		else if (strncmp(p, "volatile ", 9) == 0)
			p += 9;
		else
			strbuf_addch(&sb, *p++);
	}
	generic = sb.buf && (strcmp(sb.buf, "void *") == 0 || strcmp(sb.buf, "char *") == 0 ||
			     strcmp(sb.buf, "unsigned char *") == 0 ||
			     strcmp(sb.buf, "signed char *") == 0);
	strbuf_release(&sb);
	return generic;
}

/* Compares pointer types ignoring const and volatile anywhere. */
static int same_pointer_type(const char *a, const char *b)
{
	while (*a || *b) {
		if (strncmp(a, "const ", 6) == 0) { a += 6; continue; }
		if (strncmp(b, "const ", 6) == 0) { b += 6; continue; }
		if (strncmp(a, "volatile ", 9) == 0) { a += 9; continue; }
		if (strncmp(b, "volatile ", 9) == 0) { b += 9; continue; }
		if (*a != *b)
			return 0;
		a++;
		b++;
	}
	return 1;
}

static int same_str(const char *a, const char *b)
{
	return a && b && strcmp(a, b) == 0;
}

/* Does recovery r read the context that binding b registers? */
static int reads_context(const struct binding *b, const struct fact *r)
{
	const struct model_entry *e = b->entry;

	if (!same_str(r->usr, b->reg->usr) || r->param != e->param || (r->flags & REC_CONTAINER))
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

static void check_registration(const struct binding *b, struct findings *out)
{
	const struct fact *v = b->value;
	const char *via = b->reg->api ? b->reg->api : b->entry->name;
	struct finding *fd;

	if (!v)
		return;
	if (v->flags & VAL_TRUNCATED) {
		findings_add(out, "context-truncation", SEV_ERROR, &v->loc,
			     "pointer of type '%s' is truncated to '%s', narrower than a pointer, as the "
			     "context of callback '%s'", v->type_from, v->type_to ? v->type_to : "?",
			     callback_name(b->reg));
	} else if (v->flags & VAL_SMUGGLED) {
		fd = findings_add(out, "migration-integer-context", SEV_NOTE, &v->loc,
				  "pointer of type '%s' passed through integer type '%s' as the context "
				  "of callback '%s' registered with '%s'", v->type_from, v->type_to ? v->type_to : "?",
				  callback_name(b->reg), via);
		if (b->entry->suggest)
			finding_add_note(fd, &b->reg->loc, "a typed API keeps the pointer's type: "
				       "use %s", b->entry->suggest);
	}
}

static void check_recovery(const struct join *j, const struct fact *r, struct findings *out)
{
	struct finding *fd = NULL;
	size_t i;

	for (i = 0; i < j->contexts.len; i++) {
		const struct binding *b = j->contexts.items[i];
		const struct fact *v = b->value;

		if (!v || !reads_context(b, r))
			continue;
		if ((v->flags & (VAL_NUMBER | VAL_NULL)) && !(v->flags & VAL_POINTER)) {
			fd = findings_add(out, "context-integer-as-pointer", SEV_ERROR, &r->loc,
					  "callback '%s' turns its context into '%s', but it is "
					  "registered with a number", callback_name(r), r->type_to);
			finding_add_note(fd, &v->loc, "number registered here as the context of '%s'",
					 callback_name(r));
			fd = NULL;
			continue;
		}
		if (!(v->flags & VAL_POINTER) || !v->type_from || is_generic_pointer(v->type_from) ||
		    is_generic_pointer(r->type_to) || same_pointer_type(v->type_from, r->type_to))
			continue;
		if (!fd)
			fd = findings_add(out, "context-type-confusion", SEV_ERROR, &r->loc,
					  "callback '%s' recovers its context as '%s', but it is "
					  "registered with '%s'", callback_name(r), r->type_to,
					  v->type_from);
		finding_add_note(fd, &v->loc, "'%s' registered here with a context of type '%s'",
				 callback_name(r), v->type_from);
	}
}

/* Describes where a registered object lives, for messages. */
static char *describe_object(const struct fact *v)
{
	if (v->flags & VAL_EMBEDDED) {
		const char *bar = strchr(v->container, '|');
		int n = bar ? (int)(bar - v->container) : (int)strlen(v->container);

		return xasprintf("'%.*s' member '%s'", n, v->container, v->member);
	}
	if (v->flags & VAL_ALLOCATED)
		return xstrdup("a bare allocation, not embedded in any structure");
	return xstrdup("an object that is not embedded in any structure");
}

static int known_embedding(const struct fact *v)
{
	return v && (v->flags & (VAL_EMBEDDED | VAL_STANDALONE | VAL_ALLOCATED));
}

/*
 * The registered object is at path "a.b.t" inside containers
 * "struct foo|struct a|struct b" (one per segment); a recovery of any of
 * those containers with the rest of the path from there matches.
 */
static int recovery_matches(const struct fact *r, const struct fact *v)
{
	const char *types = v->container, *path = v->member;

	if (!(v->flags & VAL_EMBEDDED) || !types || !path)
		return 0;
	while (types && path) {
		const char *bar = strchr(types, '|');
		size_t n = bar ? (size_t)(bar - types) : strlen(types);
		char *type = xstrndup(types, n);
		int ok = same_pointer_type(type, r->container) && join_member_match(path, r->member);

		free(type);
		if (ok)
			return 1;
		types = bar ? bar + 1 : NULL;
		path = strchr(path, '.');
		if (path)
			path++;
	}
	return 0;
}

static void check_container(const struct join *j, const struct fact *r, struct findings *out)
{
	struct ptrvec regs = PTRVEC_INIT;
	size_t i, matched = 0, embedded = 0;

	for (i = 0; i < j->embeds.len; i++) {
		const struct binding *b = j->embeds.items[i];

		if (same_str(b->reg->usr, r->usr) && b->entry->param == r->param &&
		    known_embedding(b->value)) {
			ptrvec_push(&regs, (void *)b);
			if (recovery_matches(r, b->value))
				matched++;
			if (b->value->flags & VAL_EMBEDDED)
				embedded++;
		}
	}
	if (!regs.len) {
		ptrvec_release(&regs);
		return;
	}
	if (!matched) {
		/* Nothing registered matches: the recovery is wrong for every registration. */
		struct finding *fd;

		if (embedded)
			fd = findings_add(out, "container-mismatch", SEV_ERROR, &r->loc,
					  "callback '%s' recovers '%s' member '%s' from its parameter, but "
					  "it is registered with a different container or member",
					  callback_name(r), r->container, r->member);
		else
			fd = findings_add(out, "container-not-embedded", SEV_ERROR, &r->loc,
					  "callback '%s' recovers '%s' from its parameter, but it is "
					  "registered with an object that is not embedded in it",
					  callback_name(r), r->container);
		for (i = 0; i < regs.len; i++) {
			const struct binding *b = regs.items[i];
			char *what = describe_object(b->value);

			finding_add_note(fd, &b->value->loc, "'%s' registered here for %s",
					 callback_name(r), what);
			free(what);
		}
	} else {
		/* A shared callback: each registration that disagrees is the bug. */
		for (i = 0; i < regs.len; i++) {
			const struct binding *b = regs.items[i];
			struct finding *fd;
			char *what;

			if (recovery_matches(r, b->value))
				continue;
			what = describe_object(b->value);
			fd = findings_add(out, (b->value->flags & VAL_EMBEDDED) ? "container-shared-callback"
										: "container-not-embedded",
					  SEV_ERROR, &b->value->loc,
					  "callback '%s' is registered here for %s, but it recovers '%s' "
					  "member '%s'", callback_name(r), what, r->container, r->member);
			finding_add_note(fd, &r->loc, "'%s' recovers '%s' member '%s' here",
					 callback_name(r), r->container, r->member);
			free(what);
		}
	}
	ptrvec_release(&regs);
}

void xrules_check(const struct join *j, struct findings *out)
{
	size_t i;

	for (i = 0; i < j->contexts.len; i++)
		check_registration(j->contexts.items[i], out);
	for (i = 0; i < j->recoveries.len; i++) {
		const struct fact *r = j->recoveries.items[i];

		if (r->flags & REC_CONTAINER)
			check_container(j, r, out);
		else
			check_recovery(j, r, out);
	}
}

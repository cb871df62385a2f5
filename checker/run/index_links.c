/*
 * The links of an index entry (index_links.h): which roles a fact's names
 * play, and which entries a run must read.
 */
#include "run/index_links.h"

#include <stdlib.h>
#include <string.h>

#include "analysis/origins.h"
#include "support/util.h"

/* The link that makes an entry always read. */
#define LINK_ALWAYS "*"

/* Whether s is a C identifier: a callee's name, not a slot ("record.field", "global:USR"). */
static int is_identifier(const char *s)
{
	if (!s || !(*s == '_' || (*s >= 'A' && *s <= 'Z') || (*s >= 'a' && *s <= 'z')))
		return 0;
	for (; *s; s++)
		if (!(*s == '_' || (*s >= 'A' && *s <= 'Z') || (*s >= 'a' && *s <= 'z') ||
		      (*s >= '0' && *s <= '9')))
			return 0;
	return 1;
}

static void add(struct strmap *links, char role, const char *name)
{
	char *key;

	if (!name || !*name)
		return;
	if (strpbrk(name, "\t\n\r")) {
		strmap_insert(links, LINK_ALWAYS, NULL);
		return;
	}
	key = xasprintf("%c\t%s", role, name);
	strmap_insert(links, key, NULL);
	free(key);
}

static void add_function(struct strmap *links, char role, const char *usr)
{
	add(links, role, origins_usr_name(usr));
}

/* The links one fact gives (the roles of index_links.h). */
static void fact_links(const struct fact *f, struct strmap *links)
{
	unsigned flags = f->flags;
	int value = f->kind == FACT_ARG || f->kind == FACT_STORE;

	if (f->kind == FACT_EDIT) {
		if (f->api && strcmp(f->api, "def") == 0)
			add_function(links, 'F', f->usr);
		else if (f->api && (strcmp(f->api, "use") == 0 || strcmp(f->api, "decl") == 0))
			add_function(links, 'E', f->usr);
		return;
	}
	add_function(links, 'F', f->scope);
	add_function(links, 'F', f->usr);
	if ((f->kind == FACT_CALL || f->kind == FACT_ARG || f->kind == FACT_DECL) &&
	    is_identifier(f->api))
		add(links, f->kind != FACT_DECL && (flags & VAL_PARAM) ? 'P' : 'C', f->api);
	if (f->kind == FACT_STORE)
		add(links, 'W', f->api);
	if (f->kind == FACT_CALL && f->sig && starts_with(f->sig, "param:"))
		add(links, 'W', f->sig);
	if ((f->kind == FACT_CAST || f->kind == FACT_CALL) && (flags & FACT_F_FROM_SLOT))
		add(links, 'R', f->container);
	if (f->kind == FACT_STORE && (flags & FACT_F_FROM_SLOT))
		add(links, 'K', f->sig);
	else if (f->kind == FACT_STORE && (flags & VAL_FIELD_READ))
		add(links, 'R', f->sig);
	if (f->kind == FACT_ARG && (flags & VAL_FIELD_READ))
		add(links, 'R', f->container);
	if (f->kind == FACT_RECORD)
		add(links, 'D', f->container);
	if (value && (flags & VAL_EMBEDDED))
		add(links, 'U', f->container);
}

static void tu_links(const struct tu_facts *tf, struct strmap *links)
{
	size_t i;

	if (!tf->main_file)
		return;
	for (i = 0; i < tf->facts.len; i++) {
		const struct fact *f = tf->facts.items[i];

		if (f->loc.file && strcmp(f->loc.file, tf->main_file) == 0)
			fact_links(f, links);
	}
}

static int cmp_keys(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

char *index_links_render(const struct tu_facts *tf, size_t *len)
{
	struct strmap links = STRMAP_INIT;
	struct ptrvec keys = PTRVEC_INIT;
	struct strbuf sb = STRBUF_INIT;
	size_t i;

	tu_links(tf, &links);
	for (i = 0; i < links.cap; i++)
		if (links.slots[i].key)
			ptrvec_push(&keys, links.slots[i].key);
	if (keys.len)
		qsort(keys.items, keys.len, sizeof(*keys.items), cmp_keys);
	for (i = 0; i < keys.len; i++) {
		strbuf_addstr(&sb, keys.items[i]);
		strbuf_addch(&sb, '\n');
	}
	ptrvec_release(&keys);
	strmap_release(&links);
	*len = sb.len;
	return strbuf_detach(&sb);
}

/* The roles a link of role r meets. */
static const char *meets(char r)
{
	switch (r) {
	case 'F': return "FCPE";
	case 'C': case 'P': case 'E': return "F";
	case 'W': return "RK";
	case 'R': case 'K': return "W";
	case 'D': return "DU";
	case 'U': return "D";
	default: return "";
	}
}

/* Wants the links that meet the link "R\tname" (name: len bytes). */
static void want(struct link_wants *w, char role, const char *name, size_t len)
{
	const char *r;

	for (r = meets(role); *r; r++) {
		char *key = xmalloc(len + 3);

		key[0] = *r;
		key[1] = '\t';
		memcpy(key + 2, name, len);
		key[len + 2] = '\0';
		strmap_insert(&w->wanted, key, NULL);
		free(key);
	}
}

void index_links_want_tu(struct link_wants *w, const struct tu_facts *tf)
{
	struct strmap links = STRMAP_INIT;
	size_t i;

	tu_links(tf, &links);
	for (i = 0; i < links.cap; i++) {
		const char *k = links.slots[i].key;

		if (k && k[0] && k[1] == '\t')
			want(w, k[0], k + 2, strlen(k + 2));
	}
	strmap_release(&links);
}

int index_links_meet(struct link_wants *w, const char *text, size_t len, int follow)
{
	const char *p = text, *end = text + len, *nl;
	struct strbuf line = STRBUF_INIT;
	int met = 0;

	for (; p < end; p = nl + 1) {
		nl = memchr(p, '\n', (size_t)(end - p));
		if (!nl)
			nl = end;
		if (nl == p)
			continue;
		line.len = 0;
		strbuf_add(&line, p, (size_t)(nl - p));
		if (strcmp(line.buf, LINK_ALWAYS) == 0 || strmap_find(&w->wanted, line.buf)) {
			met = 1;
			break;
		}
	}
	if (met && follow)
		for (p = text; p < end; p = nl + 1) {
			nl = memchr(p, '\n', (size_t)(end - p));
			if (!nl)
				nl = end;
			if (nl - p > 2 && (p[0] == 'P' || p[0] == 'K') && p[1] == '\t')
				want(w, p[0], p + 2, (size_t)(nl - p - 2));
		}
	strbuf_release(&line);
	return met;
}

void index_links_release(struct link_wants *w)
{
	strmap_release(&w->wanted);
}

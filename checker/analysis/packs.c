/*
 * The rules/ file parser (see packs.h). One directive per line:
 *   pack NAME
 *   description "text"
 *   call NAME callback=N context=N [param=N|last] [via=GETTER | field=NAME] [suggest="..."]
 *   call NAME callback=N object=N context-field=F [param=N] [field=NAME]
 *   fields RECORD callback=FIELD context=FIELD [param=N] [suggest="..."]
 *   embed-call NAME object=N callback=N [param=N] [member=PATH]
 *   (call and embed-call also take evidence=prototype|call|field: --dump-apis)
 *   embed-field RECORD callback=FIELD [param=N]
 *   sanction MACRO...
 *   stub FUNCTION...
 *   not-inferred NAME...
 * '#' starts a comment; values with spaces are double-quoted.
 */
#include "analysis/packs.h"

#include <dirent.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#define MAX_WORDS 16

/* Splits a line into words; quoted values keep their spaces. Returns the count or -1. */
static int split_words(const char *line, size_t len, char **words, const char **problem)
{
	size_t i = 0;
	int n = 0;

	while (i < len) {
		struct strbuf w = STRBUF_INIT;
		int quoted = 0;

		while (i < len && (line[i] == ' ' || line[i] == '\t' || line[i] == '\r'))
			i++;
		if (i >= len || line[i] == '#')
			break;
		if (n == MAX_WORDS) {
			*problem = "too many words on one line";
			goto fail;
		}
		while (i < len && (quoted || (line[i] != ' ' && line[i] != '\t' && line[i] != '\r'))) {
			if (line[i] == '"') {
				quoted = !quoted;
			} else if (line[i] == '\\' && quoted && i + 1 < len) {
				strbuf_addch(&w, line[++i]);
			} else if (line[i] == '\0') {
				strbuf_release(&w);
				*problem = "NUL byte in line";
				goto fail;
			} else {
				strbuf_addch(&w, line[i]);
			}
			i++;
		}
		if (quoted) {
			strbuf_release(&w);
			*problem = "unterminated quoted value";
			goto fail;
		}
		words[n++] = strbuf_detach(&w);
	}
	return n;
fail:
	while (n > 0)
		free(words[--n]);
	return -1;
}

static int is_identifier(const char *s)
{
	if (!*s || (*s >= '0' && *s <= '9'))
		return 0;
	for (; *s; s++)
		if (!((*s >= 'a' && *s <= 'z') || (*s >= 'A' && *s <= 'Z') ||
		      (*s >= '0' && *s <= '9') || *s == '_'))
			return 0;
	return 1;
}

/* a, or a.b.c: a field reached through nested members. */
static int is_member_path(const char *s)
{
	const char *p;

	if (!*s || *s == '.' || s[strlen(s) - 1] == '.' || strstr(s, ".."))
		return 0;
	for (p = s; *p; p++)
		if (!(*p == '.' || *p == '_' || (*p >= 'a' && *p <= 'z') || (*p >= 'A' && *p <= 'Z') ||
		      (*p >= '0' && *p <= '9')))
			return 0;
	return *s < '0' || *s > '9';
}

static int parse_index(const char *v, int *out)
{
	char *end;
	long n;

	errno = 0;
	n = strtol(v, &end, 10);
	if (errno || *end || end == v || n < 1 || n > 64)
		return -1;
	*out = (int)n;
	return 0;
}

static void entry_free(struct model_entry *e)
{
	free(e->name);
	free(e->callback_field);
	free(e->context_field);
	free(e->via_getter);
	free(e->via_field);
	free(e->suggest);
	free(e->member);
	free(e->cond_name);
	free(e);
}

static void dispatch_free(struct model_dispatch *d)
{
	free(d->name);
	ptrvec_free_all(&d->from);
	free(d);
}

static void pack_free(struct model_pack *p)
{
	size_t i;

	for (i = 0; i < p->dispatches.len; i++)
		dispatch_free(p->dispatches.items[i]);
	ptrvec_release(&p->dispatches);
	for (i = 0; i < p->entries.len; i++)
		entry_free(p->entries.items[i]);
	for (i = 0; i < p->sanctioned.len; i++)
		free(p->sanctioned.items[i]);
	for (i = 0; i < p->not_inferred.len; i++)
		free(p->not_inferred.items[i]);
	ptrvec_release(&p->not_inferred);
	ptrvec_release(&p->entries);
	ptrvec_release(&p->sanctioned);
	for (i = 0; i < p->stubs.len; i++)
		free(p->stubs.items[i]);
	ptrvec_release(&p->stubs);
	free(p->name);
	free(p->description);
	free(p->file);
	free(p);
}

/* Applies key=value options to an entry. Returns NULL, or a static problem description. */
static const char *entry_option(struct model_entry *e, const char *word)
{
	const char *eq = strchr(word, '=');
	char key[32];
	size_t klen;
	const char *v;
	int fieldwise = e->kind == ENTRY_FIELDS || e->kind == ENTRY_EMBED_FIELD;

	if (!eq || eq == word || (klen = (size_t)(eq - word)) >= sizeof(key))
		return "expected key=value";
	memcpy(key, word, klen);
	key[klen] = '\0';
	v = eq + 1;
	if (!*v)
		return "empty value";
	if (strcmp(key, "param") == 0) {
		if (strcmp(v, "last") == 0) {
			if (e->kind != ENTRY_CALL && e->kind != ENTRY_EMBED_CALL)
				return "param=last needs a call or embed-call entry";
			e->param = PARAM_LAST;
			return NULL;
		}
		return parse_index(v, &e->param) ? "param must be a number from 1 to 64, or last" : NULL;
	}
	if ((strcmp(key, "if-arg") == 0 || strcmp(key, "unless-arg") == 0) &&
	    (e->kind == ENTRY_CALL || e->kind == ENTRY_EMBED_CALL)) {
		const char *colon = strchr(v, ':');
		char *index;
		int bad;

		if (!colon || !is_identifier(colon + 1))
			return "expected N:NAME (an argument index and an enumerator or variable)";
		index = xstrndup(v, (size_t)(colon - v));
		bad = parse_index(index, &e->cond_arg);
		free(index);
		if (bad)
			return "argument index must be a number from 1 to 64";
		free(e->cond_name);
		e->cond_name = xstrdup(colon + 1);
		e->cond_unless = key[0] == 'u';
		return NULL;
	}
	if (strcmp(key, "evidence") == 0 && (e->kind == ENTRY_CALL || e->kind == ENTRY_EMBED_CALL)) {
		static const char *const words[] = { "prototype", "call", "field" };
		size_t i;

		for (i = 0; i < sizeof(words) / sizeof(words[0]); i++)
			if (strcmp(v, words[i]) == 0) {
				e->evidence = (enum entry_evidence)(EVIDENCE_PROTOTYPE + i);
				return NULL;
			}
		return "expected evidence=prototype, call or field";
	}
	if (strcmp(key, "suggest") == 0) {
		free(e->suggest);
		e->suggest = xstrdup(v);
		return NULL;
	}
	if (strcmp(key, "member") == 0 && e->kind == ENTRY_EMBED_CALL) {
		const char *p;

		for (p = v; *p; p++)
			if (!(*p == '.' || *p == '_' || (*p >= 'a' && *p <= 'z') ||
			      (*p >= 'A' && *p <= 'Z') || (*p >= '0' && *p <= '9')))
				return "expected a member path (a.b.c)";
		free(e->member);
		e->member = xstrdup(v);
		return NULL;
	}
	if (strcmp(key, "via") == 0 || (strcmp(key, "field") == 0 && e->kind != ENTRY_EMBED_FIELD)) {
		char **slot = strcmp(key, "via") == 0 ? &e->via_getter : &e->via_field;

		if (!is_identifier(v))
			return "expected an identifier";
		free(*slot);
		*slot = xstrdup(v);
		return NULL;
	}
	if (strcmp(key, "callback") == 0 && fieldwise) {
		if (!is_member_path(v))
			return "expected a field name or a dotted member path";
		free(e->callback_field);
		e->callback_field = xstrdup(v);
		return NULL;
	}
	if (strcmp(key, "context-field") == 0 && e->kind == ENTRY_CALL) {
		if (!is_identifier(v))
			return "expected a field name";
		free(e->context_field);
		e->context_field = xstrdup(v);
		return NULL;
	}
	if (strcmp(key, "context") == 0 && e->kind == ENTRY_FIELDS) {
		free(e->context_field);
		e->context_field = xstrdup(v);
		return NULL;
	}
	if (!fieldwise) {
		int *slot = strcmp(key, "callback") == 0 ? &e->callback :
			    strcmp(key, "context") == 0 && e->kind == ENTRY_CALL ? &e->context :
			    strcmp(key, "object") == 0 &&
			    (e->kind == ENTRY_EMBED_CALL || e->kind == ENTRY_CALL) ? &e->object : NULL;

		if (slot)
			return parse_index(v, slot) ? "argument index must be a number from 1 to 64" : NULL;
	}
	return "unknown option for this directive";
}

static const char *check_entry(const struct model_entry *e)
{
	switch (e->kind) {
	case ENTRY_CALL:
		if (e->context_field) {
			if (!e->callback || !e->object || e->context)
				return "'call' with context-field= needs callback=N and object=N, not context=";
			if (e->callback == e->object)
				return "object and callback must be different arguments";
			break;
		}
		if (!e->callback || !e->context)
			return "'call' needs callback=N and context=N";
		if (e->callback == e->context)
			return "callback and context must be different arguments";
		break;
	case ENTRY_FIELDS:
		if (!e->callback_field || !e->context_field)
			return "'fields' needs callback=FIELD and context=FIELD";
		break;
	case ENTRY_EMBED_CALL:
		if (!e->callback || !e->object)
			return "'embed-call' needs object=N and callback=N";
		if (e->callback == e->object)
			return "object and callback must be different arguments";
		break;
	case ENTRY_EMBED_FIELD:
		if (!e->callback_field)
			return "'embed-field' needs callback=FIELD";
		break;
	}
	if (e->via_getter && e->via_field)
		return "use either via= or field=, not both";
	return NULL;
}

static const struct {
	const char *word;
	enum entry_kind kind;
} directives[] = {
	{ "call", ENTRY_CALL },
	{ "fields", ENTRY_FIELDS },
	{ "embed-call", ENTRY_EMBED_CALL },
	{ "embed-field", ENTRY_EMBED_FIELD },
};

/* "dispatch NAME source=N callback=N from=F,G": see struct model_dispatch. */
static const char *parse_dispatch(struct model_pack *p, char **w, int n, unsigned lineno,
				  char **owned)
{
	struct model_dispatch *d;
	const char *problem = NULL;
	int i;

	if (n < 2 || !is_identifier(w[1]))
		return "expected a name after the directive";
	d = xcalloc(1, sizeof(*d));
	d->name = xstrdup(w[1]);
	d->line = lineno;
	for (i = 2; i < n && !problem; i++) {
		char *eq = strchr(w[i], '=');
		const char *v = eq ? eq + 1 : "";
		size_t klen = eq ? (size_t)(eq - w[i]) : strlen(w[i]);

		if (klen == 6 && strncmp(w[i], "source", 6) == 0)
			problem = parse_index(v, &d->source) ? "argument index must be a number from 1 to 64"
							       : NULL;
		else if (klen == 8 && strncmp(w[i], "callback", 8) == 0)
			problem = parse_index(v, &d->callback) ? "argument index must be a number from 1 to 64"
								 : NULL;
		else if (klen == 4 && strncmp(w[i], "from", 4) == 0) {
			char *list = xstrdup(v), *save = NULL, *f;

			for (f = strtok_r(list, ",", &save); f && !problem; f = strtok_r(NULL, ",", &save)) {
				if (!is_identifier(f))
					problem = "expected function names separated by commas";
				else
					ptrvec_push(&d->from, xstrdup(f));
			}
			free(list);
		} else {
			problem = "unknown option for this directive";
		}
		if (problem) {
			*owned = xasprintf("'%s': %s", w[i], problem);
			dispatch_free(d);
			return *owned;
		}
	}
	if (!d->source || !d->callback || !d->from.len) {
		dispatch_free(d);
		return "'dispatch' needs source=N, callback=N and from=FUNCTION,...";
	}
	if (d->source == d->callback) {
		dispatch_free(d);
		return "source and callback must be different arguments";
	}
	ptrvec_push(&p->dispatches, d);
	return NULL;
}

/* Parses one line into the pack. Returns NULL or a problem (static, or malloc'd into *owned). */
static const char *parse_line(struct model_pack *p, char **w, int n, unsigned lineno, char **owned)
{
	size_t d;
	int i;

	if (strcmp(w[0], "pack") == 0) {
		if (n != 2 || !is_identifier(w[1]))
			return "expected 'pack NAME'";
		/* --api none means no pack at all, so no pack may be called that. */
		if (strcmp(w[1], "none") == 0)
			return "'none' is reserved (--api none selects no pack); choose another pack name";
		if (p->name)
			return "a file holds one pack: 'pack' given twice";
		p->name = xstrdup(w[1]);
		p->line = lineno;
		return NULL;
	}
	if (!p->name)
		return "the file must start with 'pack NAME'";
	if (strcmp(w[0], "description") == 0) {
		if (n != 2)
			return "expected 'description \"text\"'";
		free(p->description);
		p->description = xstrdup(w[1]);
		return NULL;
	}
	if (strcmp(w[0], "not-inferred") == 0) {
		if (n < 2)
			return "expected 'not-inferred NAME...'";
		for (i = 1; i < n; i++) {
			if (!is_identifier(w[i]))
				return "expected a function or struct name";
			ptrvec_push(&p->not_inferred, xstrdup(w[i]));
		}
		return NULL;
	}
	if (strcmp(w[0], "sanction") == 0) {
		if (n < 2)
			return "expected 'sanction MACRO...'";
		for (i = 1; i < n; i++) {
			if (!is_identifier(w[i]))
				return "expected a macro name";
			ptrvec_push(&p->sanctioned, xstrdup(w[i]));
		}
		return NULL;
	}
	if (strcmp(w[0], "stub") == 0) {
		if (n < 2)
			return "expected 'stub FUNCTION...'";
		for (i = 1; i < n; i++) {
			if (!is_identifier(w[i]))
				return "expected a function name";
			ptrvec_push(&p->stubs, xstrdup(w[i]));
		}
		return NULL;
	}
	if (strcmp(w[0], "dispatch") == 0)
		return parse_dispatch(p, w, n, lineno, owned);
	for (d = 0; d < sizeof(directives) / sizeof(directives[0]); d++) {
		struct model_entry *e;
		const char *problem;

		if (strcmp(w[0], directives[d].word) != 0)
			continue;
		if (n < 2 || !is_identifier(w[1]))
			return "expected a name after the directive";
		e = xcalloc(1, sizeof(*e));
		e->kind = directives[d].kind;
		e->name = xstrdup(w[1]);
		e->param = 1;
		e->pack = p;
		e->line = lineno;
		for (i = 2; i < n; i++) {
			problem = entry_option(e, w[i]);
			if (problem) {
				*owned = xasprintf("'%s': %s", w[i], problem);
				entry_free(e);
				return *owned;
			}
		}
		problem = check_entry(e);
		if (problem) {
			entry_free(e);
			return problem;
		}
		ptrvec_push(&p->entries, e);
		return NULL;
	}
	*owned = xasprintf("unknown directive '%s'", w[0]);
	return *owned;
}

int model_parse(struct model *m, const char *path, const char *text, size_t len, char **err)
{
	struct model_pack *p = xcalloc(1, sizeof(*p));
	const char *line = text, *end = text + len;
	unsigned lineno = 0;
	size_t i;

	p->file = xstrdup(path);
	while (line < end) {
		const char *nl = memchr(line, '\n', (size_t)(end - line));
		size_t n = nl ? (size_t)(nl - line) : (size_t)(end - line);
		char *words[MAX_WORDS], *owned = NULL;
		const char *problem = NULL;
		int count, k;

		lineno++;
		count = split_words(line, n, words, &problem);
		if (count > 0)
			problem = parse_line(p, words, count, lineno, &owned);
		for (k = 0; k < count; k++)
			free(words[k]);
		if (problem) {
			*err = xasprintf("%s:%u: %s", path, lineno, problem);
			free(owned);
			pack_free(p);
			return -1;
		}
		line += n + (nl ? 1 : 0);
	}
	if (!p->name) {
		*err = xasprintf("%s:%u: no 'pack NAME' line", path, lineno ? lineno : 1);
		pack_free(p);
		return -1;
	}
	for (i = 0; i < m->packs.len; i++) {
		const struct model_pack *other = m->packs.items[i];

		if (strcmp(other->name, p->name) == 0) {
			*err = xasprintf("%s:%u: pack '%s' is already defined in %s", path, p->line,
					 p->name, other->file);
			pack_free(p);
			return -1;
		}
	}
	ptrvec_push(&m->packs, p);
	return 0;
}

static int cmp_str(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

static int load_file(struct model *m, const char *path, char **err)
{
	char *text;
	size_t len;
	int ret;

	if (read_file(path, &text, &len) != 0) {
		*err = xasprintf("%s: cannot read rules file: %s", path, read_file_strerror(errno));
		return -1;
	}
	ret = model_parse(m, path, text, len, err);
	free(text);
	return ret;
}

int model_load(struct model *m, const char *path, char **err)
{
	struct ptrvec names = PTRVEC_INIT;
	struct dirent *de;
	struct stat st;
	size_t i;
	int ret = 0;
	DIR *d;

	if (stat(path, &st) != 0) {
		*err = xasprintf("%s: cannot read rules: %s", path, strerror(errno));
		return -1;
	}
	if (!S_ISDIR(st.st_mode))
		return load_file(m, path, err);
	d = opendir(path);
	if (!d) {
		*err = xasprintf("%s: cannot read rules folder: %s", path, strerror(errno));
		return -1;
	}
	while ((de = readdir(d)) != NULL)
		if (ends_with(de->d_name, ".rules"))
			ptrvec_push(&names, xasprintf("%s/%s", path, de->d_name));
	closedir(d);
	if (names.len > 1)
		qsort(names.items, names.len, sizeof(void *), cmp_str);
	for (i = 0; i < names.len; i++) {
		if (!ret && load_file(m, names.items[i], err) != 0)
			ret = -1;
		free(names.items[i]);
	}
	ptrvec_release(&names);
	return ret;
}

int model_select(struct model *m, const char *names, char **err)
{
	struct ptrvec keep = PTRVEC_INIT;
	char *list = xstrdup(names), *name, *save = NULL;
	size_t i;

	if (strcmp(names, "none") == 0) {
		free(list);
		for (i = 0; i < m->packs.len; i++)
			ptrvec_push(&m->unselected, m->packs.items[i]);
		ptrvec_release(&m->packs);
		return 0;
	}
	for (name = strtok_r(list, ",", &save); name; name = strtok_r(NULL, ",", &save)) {
		for (i = 0; i < m->packs.len; i++)
			if (strcmp(((struct model_pack *)m->packs.items[i])->name, name) == 0)
				break;
		if (i == m->packs.len) {
			*err = xasprintf("unknown API pack '%s' (see --list-rules)", name);
			free(list);
			ptrvec_release(&keep);
			return -1;
		}
	}
	for (i = 0; i < m->packs.len; i++) {
		struct model_pack *p = m->packs.items[i];
		char *copy = xasprintf(",%s,", names), *needle = xasprintf(",%s,", p->name);

		if (strstr(copy, needle))
			ptrvec_push(&keep, p);
		else
			ptrvec_push(&m->unselected, p);
		free(copy);
		free(needle);
	}
	free(list);
	ptrvec_release(&m->packs);
	m->packs = keep;
	return 0;
}

const struct model_pack *model_pack_of_macro(const struct model *m, const char *macro)
{
	size_t i, j;

	for (i = 0; macro && i < m->packs.len; i++) {
		const struct model_pack *p = m->packs.items[i];

		for (j = 0; j < p->sanctioned.len; j++)
			if (strcmp(p->sanctioned.items[j], macro) == 0)
				return p;
	}
	return NULL;
}

const struct model_pack *model_pack_of_stub(const struct model *m, const char *function)
{
	size_t i, j;

	for (i = 0; function && i < m->packs.len; i++) {
		const struct model_pack *p = m->packs.items[i];

		for (j = 0; j < p->stubs.len; j++)
			if (strcmp(p->stubs.items[j], function) == 0)
				return p;
	}
	return NULL;
}

const struct model_dispatch *model_dispatch_of(const struct model *m, const char *name,
					       const struct model_pack **pack)
{
	size_t i, j;

	for (i = 0; name && i < m->packs.len; i++) {
		const struct model_pack *p = m->packs.items[i];

		for (j = 0; j < p->dispatches.len; j++) {
			const struct model_dispatch *d = p->dispatches.items[j];

			if (strcmp(d->name, name) == 0) {
				if (pack)
					*pack = p;
				return d;
			}
		}
	}
	return NULL;
}

size_t model_entry_count(const struct model *m)
{
	size_t i, n = 0;

	for (i = 0; i < m->packs.len; i++)
		n += ((struct model_pack *)m->packs.items[i])->entries.len;
	return n;
}

void model_release(struct model *m)
{
	size_t i;

	for (i = 0; i < m->packs.len; i++)
		pack_free(m->packs.items[i]);
	ptrvec_release(&m->packs);
	for (i = 0; i < m->unselected.len; i++)
		pack_free(m->unselected.items[i]);
	ptrvec_release(&m->unselected);
}

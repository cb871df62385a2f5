/*
 * Fingerprints (see fingerprint.h): the enclosing functions of a finding's
 * locations (looked up in the facts), the version 2 key and, for old
 * baselines, the version 1 key. Statement tokens come from statement.c.
 */
#include "report/fingerprint.h"

#include <stdlib.h>
#include <string.h>

#include "input/compdb.h"
#include "support/paths.h"
#include "report/statement.h"
#include "support/strmap.h"

/* Version 1's text of a line: whitespace runs collapsed, nothing else. */
static char *normalise_v1(const char *line, size_t len)
{
	struct strbuf sb = STRBUF_INIT;
	size_t i;
	int space = 0;

	for (i = 0; i < len; i++) {
		char c = line[i];

		if (c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == '\v' || c == '\f') {
			space = 1;
			continue;
		}
		if (space && sb.len)
			strbuf_addch(&sb, ' ');
		space = 0;
		strbuf_addch(&sb, c);
	}
	return strbuf_detach(&sb);
}

static unsigned long long hash_str(unsigned long long h, const char *s)
{
	/* The terminating NUL separates the fields. */
	return hash_bytes(h, s ? s : "", s ? strlen(s) + 1 : 1);
}

static unsigned long long hash_u64(unsigned long long h, unsigned long long v)
{
	unsigned char b[8];
	int i;

	for (i = 0; i < 8; i++)
		b[i] = (unsigned char)(v >> (8 * i));
	return hash_bytes(h, b, sizeof(b));
}

/*
 * The names and types a message quotes ('conn_tick', 'struct conn *'): the
 * facts of the finding, whatever the wording around them.
 */
static unsigned long long hash_quoted(unsigned long long h, const char *message)
{
	const char *p = message, *open, *close;

	while (p && (open = strchr(p, '\'')) && (close = strchr(open + 1, '\''))) {
		h = hash_bytes(h, open + 1, (size_t)(close - open - 1));
		h = hash_bytes(h, "", 1);
		p = close + 1;
	}
	return h;
}

/*
 * A location's file as the key sees it: relative to root when inside it;
 * outside it (a system or library header) only its name, and *outside is
 * set, so a baseline does not depend on where the tree or the compiler is
 * installed.
 */
static char *key_path(const char *file, const char *root, int *outside)
{
	char *abs, *rel;
	const char *slash;

	*outside = 0;
	if (!file)
		return xstrdup("");
	abs = path_absolute(file, NULL);
	rel = path_relative(abs, root);
	if (strcmp(rel, "..") == 0 || starts_with(rel, "../")) {
		*outside = 1;
		free(rel);
		slash = strrchr(abs, '/');
		rel = xstrdup(slash ? slash + 1 : abs);
	}
	free(abs);
	return rel;
}

/* "file<TAB>line<TAB>col": how locations are looked up in the facts. */
static void loc_key(struct strbuf *sb, const struct tc_loc *loc)
{
	sb->len = 0;
	if (sb->buf)
		sb->buf[0] = '\0';
	strbuf_addf(sb, "%s\t%u\t%u", loc->file ? loc->file : "", loc->line, loc->col);
}

/* The function name in a USR ("c:@F@poll", "c:drv.c@F@poll"), or NULL. */
static const char *usr_function_name(const char *usr)
{
	const char *at = usr ? strstr(usr, "@F@") : NULL;

	return at && at[3] ? at + 3 : NULL;
}

/*
 * Fills scopes (location key -> enclosing function's USR, owned by set)
 * for the locations of fs (primary and notes) that a fact was written at.
 * One pass over the facts, and only the locations findings need are kept.
 */
static void find_scopes(struct strmap *scopes, const struct findings *fs,
			const struct facts_set *set)
{
	struct strbuf key = STRBUF_INIT;
	struct strmap files = STRMAP_INIT;	/* the files those locations are in */
	const char *last_file = NULL;
	int last_wanted = 0;
	size_t i, k, wanted = 0;

	for (i = 0; i < fs->items.len; i++) {
		const struct finding *f = fs->items.items[i];

		for (k = 0; k <= f->notes.len; k++) {
			const struct note *n = k < f->notes.len ? f->notes.items[k] : NULL;
			int added;

			const struct tc_loc *loc = n ? &n->loc : &f->loc;

			if (!loc->file)
				continue;
			loc_key(&key, loc);
			strmap_insert(scopes, key.buf, &added);
			strmap_insert(&files, loc->file, NULL);
			wanted += (size_t)added;
		}
	}
	for (i = 0; set && wanted && i < set->tus.len; i++) {
		const struct tu_facts *tf = set->tus.items[i];

		for (k = 0; k < tf->facts.len && wanted; k++) {
			const struct fact *fact = tf->facts.items[k];
			struct strmap_entry *e;

			if (!fact->scope || !fact->loc.file)
				continue;
			/* The set shares its strings: a file's facts have one pointer. */
			if (fact->loc.file != last_file) {
				last_file = fact->loc.file;
				last_wanted = strmap_find(&files, last_file) != NULL;
			}
			if (!last_wanted)
				continue;
			loc_key(&key, &fact->loc);
			e = strmap_find(scopes, key.buf);
			if (e && !e->value) {
				e->value = fact->scope;
				wanted--;
			}
		}
	}
	strbuf_release(&key);
	strmap_release(&files);
}

struct key_context {
	struct srcmap *sm;
	const char *root;
	struct strmap scopes;	/* location -> enclosing function's USR */
	struct statements statements;
	struct strbuf buf;
};

/* One location: its file, and inside the root its function and its tokens. */
static unsigned long long location_hash(struct key_context *kc, const struct tc_loc *loc,
					const char *function)
{
	unsigned long long h = HASH_INIT;
	int outside;
	char *path = key_path(loc->file, kc->root, &outside);
	char *text;

	h = hash_str(h, path);
	free(path);
	if (outside)
		return h;	/* another project's text, which its version decides */
	h = hash_str(h, function);
	text = loc->file ? statement_tokens(&kc->statements, kc->sm, loc) : NULL;
	if (text)
		h = hash_str(h, text);
	free(text);
	return h;
}

static int u64_cmp(const void *pa, const void *pb)
{
	unsigned long long a = *(const unsigned long long *)pa, b = *(const unsigned long long *)pb;

	return a < b ? -1 : a > b;
}

/* The function a location is written in, as the facts say, or NULL. */
static const char *scope_of(struct key_context *kc, const struct tc_loc *loc)
{
	loc_key(&kc->buf, loc);
	return usr_function_name(strmap_get(&kc->scopes, kc->buf.buf));
}

static unsigned long long key_v2(struct key_context *kc, const struct finding *f)
{
	unsigned long long h = HASH_INIT, *notes;
	size_t i;

	h = hash_str(h, "timercheck-fingerprint-2");
	h = hash_str(h, f->rule);
	h = hash_quoted(h, f->message);
	/* The rule knows the finding's function best; the facts know the notes'. */
	h = hash_u64(h, location_hash(kc, &f->loc, f->function ? f->function
								: scope_of(kc, &f->loc)));
	if (!f->notes.len)
		return h;
	/* The notes as a set: the join's order of registrations is not the code's. */
	notes = xmalloc(f->notes.len * sizeof(*notes));
	for (i = 0; i < f->notes.len; i++) {
		const struct note *n = f->notes.items[i];

		notes[i] = hash_quoted(location_hash(kc, &n->loc, scope_of(kc, &n->loc)), n->message);
	}
	qsort(notes, f->notes.len, sizeof(*notes), u64_cmp);
	for (i = 0; i < f->notes.len; i++)
		h = hash_u64(h, notes[i]);
	free(notes);
	return h;
}

static unsigned long long key_v1(const struct finding *f, struct srcmap *sm, const char *root)
{
	unsigned long long h = HASH_INIT;
	char *abs = f->loc.file ? path_absolute(f->loc.file, NULL) : NULL;
	char *rel = abs ? path_relative(abs, root) : xstrdup("");
	const char *line;
	size_t len = 0;
	char *text;

	line = srcmap_line(sm, f->loc.file, f->loc.line, &len);
	text = line ? normalise_v1(line, len) : xstrdup("");
	h = hash_str(h, "timercheck-fingerprint-1");
	h = hash_str(h, f->rule);
	h = hash_str(h, rel);
	h = hash_str(h, f->function);
	h = hash_str(h, text);
	/* Without the line's text (file unreadable), the message stands in. */
	if (!line)
		h = hash_str(h, f->message);
	free(abs);
	free(rel);
	free(text);
	return h;
}

struct keyed {
	unsigned long long key;
	size_t index;
};

static int keyed_cmp(const void *pa, const void *pb)
{
	const struct keyed *a = pa, *b = pb;

	if (a->key != b->key)
		return a->key < b->key ? -1 : 1;
	return a->index < b->index ? -1 : a->index > b->index;
}

/*
 * "<key>:<occurrence>" for each of n keys into out[index]: identical keys
 * are numbered in the findings' order (file, line, column).
 */
static void number_keys(struct keyed *keys, size_t n, char **out)
{
	size_t i, occurrence = 0;

	qsort(keys, n, sizeof(*keys), keyed_cmp);
	for (i = 0; i < n; i++) {
		occurrence = i && keys[i - 1].key == keys[i].key ? occurrence + 1 : 0;
		out[keys[i].index] = xasprintf("%016llx:%zu", keys[i].key, occurrence);
	}
}

void fingerprint_findings_with_facts(struct findings *fs, struct srcmap *sm, const char *root,
				     const struct facts_set *set)
{
	struct key_context kc = { sm, root, STRMAP_INIT, STATEMENTS_INIT, STRBUF_INIT };
	struct keyed *keys;
	char **out;
	size_t i, n = fs->items.len;

	if (!n)
		return;
	find_scopes(&kc.scopes, fs, set);
	keys = xmalloc(n * sizeof(*keys));
	out = xmalloc(n * sizeof(*out));
	for (i = 0; i < n; i++) {
		keys[i].key = key_v2(&kc, fs->items.items[i]);
		keys[i].index = i;
	}
	number_keys(keys, n, out);
	for (i = 0; i < n; i++) {
		struct finding *f = fs->items.items[i];

		free(f->fingerprint);
		f->fingerprint = out[i];
	}
	free(out);
	free(keys);
	strmap_release(&kc.scopes);
	statements_release(&kc.statements);
	strbuf_release(&kc.buf);
}

void fingerprint_findings(struct findings *fs, struct srcmap *sm, const char *root)
{
	fingerprint_findings_with_facts(fs, sm, root, NULL);
}

void fingerprint_findings_v1(const struct findings *fs, struct srcmap *sm, const char *root,
			     struct ptrvec *out)
{
	struct keyed *keys;
	char **fps;
	size_t i, n = fs->items.len;

	if (!n)
		return;
	keys = xmalloc(n * sizeof(*keys));
	fps = xmalloc(n * sizeof(*fps));
	for (i = 0; i < n; i++) {
		keys[i].key = key_v1(fs->items.items[i], sm, root);
		keys[i].index = i;
	}
	number_keys(keys, n, fps);
	for (i = 0; i < n; i++)
		ptrvec_push(out, fps[i]);
	free(fps);
	free(keys);
}

/*
 * Fingerprints (see fingerprint.h): the token text of a line, the
 * enclosing functions of a finding's locations (looked up in the facts),
 * the version 2 key and, for old baselines, the version 1 key.
 */
#include "report/fingerprint.h"

#include <stdlib.h>
#include <string.h>

#include "input/compdb.h"
#include "support/paths.h"
#include "support/strmap.h"

static int is_word_char(char c)
{
	return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
	       c == '_';
}

static int is_space(char c)
{
	return c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == '\v' || c == '\f';
}

char *fingerprint_normalise(const char *text, size_t len)
{
	struct strbuf sb = STRBUF_INIT;
	size_t i = 0;
	int space = 0;

	while (i < len) {
		char c = text[i];

		if (is_space(c)) {
			space = 1;
			i++;
			continue;
		}
		if (c == '/' && i + 1 < len && text[i + 1] == '/') {
			while (i < len && text[i] != '\n')
				i++;
			space = 1;
			continue;
		}
		if (c == '/' && i + 1 < len && text[i + 1] == '*') {
			/* A comment separates tokens as a space does. */
			for (i += 2; i < len && !(text[i] == '*' && i + 1 < len && text[i + 1] == '/'); i++)
				;
			i = i < len ? i + 2 : len;
			space = 1;
			continue;
		}
		/* Two words need their space; every other space is layout. */
		if (space && sb.len && is_word_char(sb.buf[sb.len - 1]) && is_word_char(c))
			strbuf_addch(&sb, ' ');
		space = 0;
		if (c == '"' || c == '\'') {
			/* A literal as written, escapes included, up to its closing quote. */
			strbuf_addch(&sb, text[i++]);
			while (i < len && text[i] != c) {
				if (text[i] == '\\' && i + 1 < len)
					strbuf_addch(&sb, text[i++]);
				strbuf_addch(&sb, text[i++]);
			}
			if (i < len)
				strbuf_addch(&sb, text[i++]);
			continue;
		}
		strbuf_addch(&sb, c);
		i++;
	}
	return sb.buf ? strbuf_detach(&sb) : xstrdup("");
}

/* Version 1's normalisation: whitespace runs collapsed, nothing else. */
static char *normalise_v1(const char *line, size_t len)
{
	struct strbuf sb = STRBUF_INIT;
	size_t i;
	int space = 0;

	for (i = 0; i < len; i++) {
		char c = line[i];

		if (is_space(c)) {
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

/*
 * Statements. A location's token text is the statement, declaration or
 * preprocessor directive it is in, so a statement re-wrapped over other
 * lines keeps its text. A file is cut once, with a small lexer that knows
 * comments, literals and directives, at every ';', '{' and '}', at each ','
 * outside parentheses (an element of an initializer list or a declarator:
 * adding one to a table leaves the others' text alone) and around each
 * directive; the piece holding a location is its statement.
 */
struct file_cuts {
	const char *text;	/* owned by the srcmap; NULL when unreadable */
	size_t len;
	size_t *at;		/* ascending offsets, the first 0, the last len */
	size_t n, alloc;
};

/* A statement longer than this (a table, a macro maze) gives its line only. */
#define STATEMENT_MAX 4096

static void add_cut(struct file_cuts *fc, size_t at)
{
	if (fc->n && fc->at[fc->n - 1] >= at)
		return;
	if (fc->n == fc->alloc) {
		fc->alloc = fc->alloc ? fc->alloc * 2 : 64;
		fc->at = xrealloc(fc->at, fc->alloc * sizeof(*fc->at));
	}
	fc->at[fc->n++] = at;
}

/* Past a string or character literal starting at t[i] (it ends at its line's end at the latest). */
static size_t skip_literal(const char *t, size_t n, size_t i)
{
	char quote = t[i++];

	while (i < n && t[i] != quote && t[i] != '\n')
		i += t[i] == '\\' && i + 1 < n ? 2 : 1;
	return i < n && t[i] == quote ? i + 1 : i;
}

static int comment_at(const char *t, size_t n, size_t i)
{
	return t[i] == '/' && i + 1 < n && (t[i + 1] == '/' || t[i + 1] == '*');
}

/* Past a comment starting at t[i] ("//" up to its newline, not included). */
static size_t skip_comment(const char *t, size_t n, size_t i)
{
	if (t[i + 1] == '/') {
		while (i < n && t[i] != '\n')
			i++;
		return i;
	}
	for (i += 2; i + 1 < n && !(t[i] == '*' && t[i + 1] == '/'); i++)
		;
	return i + 1 < n ? i + 2 : n;
}

/* Past a directive starting at t[i] ('#'): its lines joined by backslashes, its newline. */
static size_t skip_directive(const char *t, size_t n, size_t i)
{
	while (i < n) {
		if (t[i] == '\\' && i + 1 < n && t[i + 1] == '\n')
			i += 2;
		else if (t[i] == '\\' && i + 2 < n && t[i + 1] == '\r' && t[i + 2] == '\n')
			i += 3;
		else if (comment_at(t, n, i))
			i = skip_comment(t, n, i);
		else if (t[i] == '"' || t[i] == '\'')
			i = skip_literal(t, n, i);
		else if (t[i] == '\n')
			return i + 1;
		else
			i++;
	}
	return n;
}

static void cut_file(struct file_cuts *fc)
{
	const char *t = fc->text;
	size_t n = fc->len, i = 0, depth = 0;	/* of parentheses and brackets */
	int line_start = 1;

	add_cut(fc, 0);
	while (i < n) {
		char c = t[i];

		if (c == '\n') {
			line_start = 1;
			i++;
		} else if (is_space(c)) {
			i++;
		} else if (c == '#' && line_start) {
			add_cut(fc, i);
			i = skip_directive(t, n, i);
			add_cut(fc, i);
		} else if (comment_at(t, n, i)) {
			i = skip_comment(t, n, i);
		} else if (c == '"' || c == '\'') {
			line_start = 0;
			i = skip_literal(t, n, i);
		} else {
			line_start = 0;
			i++;
			if (c == '(' || c == '[') {
				depth++;
			} else if ((c == ')' || c == ']') && depth) {
				depth--;
			} else if (c == ';' || c == '{' || c == '}') {
				depth = 0;
				add_cut(fc, i);
			} else if (c == ',' && !depth) {
				add_cut(fc, i);	/* one element of an initializer list */
			}
		}
	}
	add_cut(fc, n);
}

static struct file_cuts *cuts_for(struct strmap *files, struct srcmap *sm, const char *path)
{
	struct strmap_entry *e = strmap_insert(files, path, NULL);
	struct file_cuts *fc = e->value;

	if (!fc) {
		fc = xcalloc(1, sizeof(*fc));
		e->value = fc;
		fc->text = srcmap_text(sm, path, &fc->len);
		if (fc->text)
			cut_file(fc);
	}
	return fc;
}

static void release_cuts(struct strmap *files)
{
	size_t i;

	for (i = 0; i < files->cap; i++) {
		struct file_cuts *fc = files->slots[i].value;

		if (files->slots[i].key && fc) {
			free(fc->at);
			free(fc);
		}
	}
	strmap_release(files);
}

/*
 * The token text of the statement at loc (malloc'd), or NULL when the file
 * or the line cannot be read.
 */
static char *statement_text(struct strmap *files, struct srcmap *sm, const struct tc_loc *loc)
{
	struct file_cuts *fc = cuts_for(files, sm, loc->file);
	const char *line;
	size_t len = 0, at, lo = 0, hi;

	if (!fc->text || !(line = srcmap_line(sm, loc->file, loc->line, &len)))
		return NULL;
	if (line < fc->text || line > fc->text + fc->len)
		return fingerprint_normalise(line, len);	/* not the text just cut */
	at = (size_t)(line - fc->text) + (loc->col > 1 && loc->col - 1 < len ? loc->col - 1 : 0);
	/* The last cut at or before at: fc->at[lo] <= at < fc->at[hi], hi = lo + 1 at the end. */
	hi = fc->n - 1;
	while (lo + 1 < hi) {
		size_t mid = lo + (hi - lo) / 2;

		if (fc->at[mid] <= at)
			lo = mid;
		else
			hi = mid;
	}
	if (fc->at[hi] - fc->at[lo] > STATEMENT_MAX)
		return fingerprint_normalise(line, len);
	return fingerprint_normalise(fc->text + fc->at[lo], fc->at[hi] - fc->at[lo]);
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
	struct strmap files;	/* path -> struct file_cuts * */
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
	text = loc->file ? statement_text(&kc->files, kc->sm, loc) : NULL;
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
	struct key_context kc = { sm, root, STRMAP_INIT, STRMAP_INIT, STRBUF_INIT };
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
	release_cuts(&kc.files);
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

/*
 * Fingerprints (see fingerprint.h).
 */
#include "report/fingerprint.h"

#include <stdlib.h>
#include <string.h>

#include "input/compdb.h"
#include "support/paths.h"

char *fingerprint_normalise(const char *line, size_t len)
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

static unsigned long long hash_str(unsigned long long h, const char *s)
{
	/* The terminating NUL separates the fields. */
	return hash_bytes(h, s ? s : "", s ? strlen(s) + 1 : 1);
}

static unsigned long long base_key(const struct finding *f, struct srcmap *sm, const char *root)
{
	unsigned long long h = HASH_INIT;
	char *abs = f->loc.file ? path_absolute(f->loc.file, NULL) : NULL;
	char *rel = abs ? path_relative(abs, root) : xstrdup("");
	const char *line;
	size_t len = 0;
	char *text;

	line = srcmap_line(sm, f->loc.file, f->loc.line, &len);
	text = line ? fingerprint_normalise(line, len) : xstrdup("");
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

void fingerprint_findings(struct findings *fs, struct srcmap *sm, const char *root)
{
	struct keyed *keys;
	size_t i, occurrence = 0;

	if (!fs->items.len)
		return;
	keys = xmalloc(fs->items.len * sizeof(*keys));
	for (i = 0; i < fs->items.len; i++) {
		keys[i].key = base_key(fs->items.items[i], sm, root);
		keys[i].index = i;
	}
	qsort(keys, fs->items.len, sizeof(*keys), keyed_cmp);
	for (i = 0; i < fs->items.len; i++) {
		struct finding *f = fs->items.items[keys[i].index];

		occurrence = i && keys[i - 1].key == keys[i].key ? occurrence + 1 : 0;
		free(f->fingerprint);
		f->fingerprint = xasprintf("%016llx:%zu", keys[i].key, occurrence);
	}
	free(keys);
}

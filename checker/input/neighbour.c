/*
 * Choosing and copying a neighbour's compile command (see neighbour.h).
 */
#include "input/neighbour.h"

#include <stdlib.h>
#include <string.h>

#include "support/paths.h"

/* Length of path's folder part, without the last '/' (1 for a file in "/"). */
static size_t folder_len(const char *path)
{
	const char *slash = strrchr(path, '/');

	return !slash ? 0 : slash == path ? 1 : (size_t)(slash - path);
}

/* The next folder name in [*p, end): its start, its length in *len; NULL at the end. */
static const char *next_name(const char **p, const char *end, size_t *len)
{
	const char *start = *p;

	while (start < end && *start == '/')
		start++;
	*p = start;
	while (*p < end && **p != '/')
		(*p)++;
	*len = (size_t)(*p - start);
	return start < end ? start : NULL;
}

/* Number of leading folder names two folders share ("/a/b" and "/a/c": 1). */
static size_t common_depth(const char *a, size_t alen, const char *b, size_t blen)
{
	const char *pa = a, *pb = b, *na, *nb;
	size_t la, lb, depth = 0;

	while ((na = next_name(&pa, a + alen, &la)) && (nb = next_name(&pb, b + blen, &lb)) &&
	       la == lb && memcmp(na, nb, la) == 0)
		depth++;
	return depth;
}

/* How many folder names a folder has ("/": 0, "/a/b": 2). */
static size_t depth_of(const char *dir, size_t len)
{
	const char *p = dir;
	size_t n, depth = 0;

	while (next_name(&p, dir + len, &n))
		depth++;
	return depth;
}

/* True when a and b have the same name apart from the extension: x.h and x.c. */
static int same_stem(const char *a, const char *b)
{
	const char *an = strrchr(a, '/'), *bn = strrchr(b, '/');
	const char *ad, *bd;

	an = an ? an + 1 : a;
	bn = bn ? bn + 1 : b;
	ad = strrchr(an, '.');
	bd = strrchr(bn, '.');
	if (!ad || !bd || ad - an != bd - bn)
		return 0;
	return strncmp(an, bn, (size_t)(ad - an)) == 0;
}

/* Name of the last path component of s ("a/b.h": "b.h"). */
static const char *base_name(const char *s)
{
	const char *slash = strrchr(s, '/');

	return slash ? slash + 1 : s;
}

/* True when text has an #include line naming a file called base ("x.h", <sys/x.h>). */
static int has_include_of(const char *text, size_t len, const char *base)
{
	const char *p = text, *end = text + len;
	size_t blen = strlen(base);

	while (p < end) {
		const char *eol = memchr(p, '\n', (size_t)(end - p)), *name, *close;

		eol = eol ? eol : end;
		while (p < eol && (*p == ' ' || *p == '\t'))
			p++;
		if (p < eol && *p == '#') {
			for (p++; p < eol && (*p == ' ' || *p == '\t'); p++)
				;
			if ((size_t)(eol - p) > 8 && strncmp(p, "include", 7) == 0) {
				for (p += 7; p < eol && (*p == ' ' || *p == '\t'); p++)
					;
				name = p + 1;
				close = p < eol && (*p == '"' || *p == '<')
						? memchr(name, *p == '"' ? '"' : '>', (size_t)(eol - name))
						: NULL;
				if (close && (size_t)(close - name) >= blen &&
				    memcmp(close - blen, base, blen) == 0 &&
				    ((size_t)(close - name) == blen || close[-(long)blen - 1] == '/'))
					return 1;
			}
		}
		p = eol + 1;
	}
	return 0;
}

/*
 * For a header with no entry in its folder: the first entry (database
 * order) whose source includes a file of the header's name, looking at no
 * more than NEIGHBOUR_SCAN_MAX sources, so a big database costs little.
 */
#define NEIGHBOUR_SCAN_MAX 512
#define NEIGHBOUR_SOURCE_MAX ((size_t)1 << 20)

static const struct compile_cmd *includer_of(const struct compdb *db, const char *header)
{
	const char *base = base_name(header);
	size_t i;

	for (i = 0; i < db->cmds.len && i < NEIGHBOUR_SCAN_MAX; i++) {
		const struct compile_cmd *c = db->cmds.items[i];
		char *text;
		size_t len;
		int found;

		if (c->error || read_file_max(c->file, &text, &len, NEIGHBOUR_SOURCE_MAX) != 0)
			continue;
		found = has_include_of(text, len, base);
		free(text);
		if (found)
			return c;
	}
	return NULL;
}

const struct compile_cmd *neighbour_find(const struct compdb *db, const char *file)
{
	const struct compile_cmd *best = NULL;
	size_t flen = folder_len(file), best_common = 0, best_extra = 0;
	int best_stem = 0;
	size_t i;

	for (i = 0; i < db->cmds.len; i++) {
		const struct compile_cmd *c = db->cmds.items[i];
		size_t clen = folder_len(c->file);
		size_t common = common_depth(file, flen, c->file, clen);
		/* folders between the shared one and the candidate's: fewer is nearer */
		size_t extra = depth_of(c->file, clen) - common;
		int stem = extra == 0 && common == depth_of(file, flen) && same_stem(file, c->file);

		if (c->error)
			continue;
		if (best && (common < best_common ||
			     (common == best_common && extra > best_extra) ||
			     (common == best_common && extra == best_extra && stem <= best_stem)))
			continue;
		best = c;
		best_common = common;
		best_extra = extra;
		best_stem = stem;
	}
	/* A header is compiled as part of the sources that include it: their flags fit it best. */
	if (best && ends_with(file, ".h") && !(best_extra == 0 && best_common == depth_of(file, flen))) {
		const struct compile_cmd *includer = includer_of(db, file);

		if (includer)
			return includer;
	}
	return best;
}

struct compile_cmd *neighbour_borrow(const struct compile_cmd *near, const char *file)
{
	struct compile_cmd *c = compile_cmd_new(file, near->directory);
	size_t i;

	c->has_compiler = near->has_compiler;
	c->flags_from_user = near->flags_from_user;
	for (i = 0; i < near->argv.len; i++) {
		const char *arg = near->argv.items[i];
		char *abs = arg[0] == '-' ? NULL : path_absolute(arg, near->directory);

		ptrvec_push(&c->argv, xstrdup(abs && strcmp(abs, near->file) == 0 ? file : arg));
		free(abs);
	}
	return c;
}

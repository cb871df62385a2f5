/*
 * Fact records: construction, release and the versioned text format.
 *
 * Format (docs/design.md has the full description):
 *   timercheck-facts 3
 *   tu<TAB>path
 *   status<TAB>ok|errors|failed
 *   dep<TAB>hash<TAB>path[<TAB>system] (one per input file, main file first;
 *                                     system: a system header)
 *   fact<TAB>kind<TAB>field...        (FACT_FIELDS fields, fixed order)
 *   end
 * Strings escape backslash, tab, newline and carriage return; an empty field
 * is a NULL string. A string of SHARE_MIN bytes or more is written once per
 * record: its first field is "\+" and the string (it is given the next
 * number, from 0), each later one "\=N". A kernel TU names the same few
 * type keys of 4 KB (struct sock *) on hundreds of facts. A record without
 * its "end" line is rejected, so a worker that died halfway never yields
 * half a TU.
 */
#include "facts/facts.h"

#include <errno.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

static const char *const kind_names[FACT_KIND_COUNT] = {
	[FACT_CAST] = "cast",
	[FACT_DIAG] = "diag",
	[FACT_CALL] = "call",
	[FACT_ARG] = "arg",
	[FACT_STORE] = "store",
	[FACT_RECOVER] = "recover",
	[FACT_DECL] = "decl",
	[FACT_EDIT] = "edit",
	[FACT_RECORD] = "record",
};

static const char *const status_names[] = {
	[TU_OK] = "ok",
	[TU_ERRORS] = "errors",
	[TU_FAILED] = "failed",
};

const char *fact_kind_name(enum fact_kind kind)
{
	return kind < FACT_KIND_COUNT ? kind_names[kind] : "?";
}

struct fact *facts_add(struct tu_facts *tf, enum fact_kind kind)
{
	struct fact *f = xcalloc(1, sizeof(*f));

	f->kind = kind;
	ptrvec_push(&tf->facts, f);
	return f;
}

struct tu_dep *tu_facts_add_dep(struct tu_facts *tf, const char *path, unsigned long long hash)
{
	struct tu_dep *d = xcalloc(1, sizeof(*d));

	d->path = xstrdup(path);
	d->hash = hash;
	ptrvec_push(&tf->deps, d);
	return d;
}

void tc_loc_set(struct tc_loc *loc, const char *file, unsigned line, unsigned col)
{
	free(loc->file);
	loc->file = file ? xstrdup(file) : NULL;
	loc->line = line;
	loc->col = col;
}

void tc_loc_release(struct tc_loc *loc)
{
	free(loc->file);
	loc->file = NULL;
	loc->line = loc->col = 0;
}

static char *dup_or_null(const char *s)
{
	return s ? xstrdup(s) : NULL;
}

static void loc_copy(struct tc_loc *dst, const struct tc_loc *src)
{
	dst->file = dup_or_null(src->file);
	dst->line = src->line;
	dst->col = src->col;
}

struct fact *fact_dup(const struct fact *f)
{
	struct fact *d = xmalloc(sizeof(*d));

	*d = *f;
	loc_copy(&d->loc, &f->loc);
	loc_copy(&d->spell, &f->spell);
	loc_copy(&d->decl, &f->decl);
	d->macro = dup_or_null(f->macro);
	d->func = dup_or_null(f->func);
	d->usr = dup_or_null(f->usr);
	d->type_from = dup_or_null(f->type_from);
	d->type_to = dup_or_null(f->type_to);
	d->container = dup_or_null(f->container);
	d->member = dup_or_null(f->member);
	d->api = dup_or_null(f->api);
	d->text = dup_or_null(f->text);
	d->scope = dup_or_null(f->scope);
	d->via = dup_or_null(f->via);
	d->layout = dup_or_null(f->layout);
	d->sig = dup_or_null(f->sig);
	d->tkey = dup_or_null(f->tkey);
	return d;
}

void fact_release(struct fact *f)
{
	tc_loc_release(&f->loc);
	tc_loc_release(&f->spell);
	tc_loc_release(&f->decl);
	free(f->macro);
	free(f->func);
	free(f->usr);
	free(f->type_from);
	free(f->type_to);
	free(f->container);
	free(f->member);
	free(f->api);
	free(f->text);
	free(f->scope);
	free(f->via);
	free(f->layout);
	free(f->sig);
	free(f->tkey);
	memset(f, 0, sizeof(*f));
}

void fact_free(struct fact *f)
{
	if (!f)
		return;
	fact_release(f);
	free(f);
}

void tu_facts_release(struct tu_facts *tf)
{
	size_t i;

	for (i = 0; i < tf->facts.len; i++)
		fact_free(tf->facts.items[i]);
	for (i = 0; i < tf->deps.len; i++) {
		struct tu_dep *d = tf->deps.items[i];

		free(d->path);
		free(d);
	}
	ptrvec_release(&tf->facts);
	ptrvec_release(&tf->deps);
	free(tf->main_file);
	tf->main_file = NULL;
	tf->status = TU_OK;
}

/* Writing */

#define SHARE_MIN	24	/* shorter strings are written each time */

/* The strings a record being written has given a number: string -> number + 1. */
struct shared_out {
	struct strmap numbers;
	size_t next;
};

static void put_str(struct strbuf *sb, const char *s, struct shared_out *so)
{
	strbuf_addch(sb, '\t');
	if (s && so && strlen(s) >= SHARE_MIN) {
		int added;
		struct strmap_entry *e = strmap_insert(&so->numbers, s, &added);

		if (!added) {
			strbuf_addf(sb, "\\=%zu", (size_t)(uintptr_t)e->value - 1);
			return;
		}
		e->value = (void *)(uintptr_t)++so->next;
		strbuf_addstr(sb, "\\+");
	}
	for (; s && *s; s++) {
		switch (*s) {
		case '\\': strbuf_addstr(sb, "\\\\"); break;
		case '\t': strbuf_addstr(sb, "\\t"); break;
		case '\n': strbuf_addstr(sb, "\\n"); break;
		case '\r': strbuf_addstr(sb, "\\r"); break;
		default: strbuf_addch(sb, *s);
		}
	}
}

static void put_num(struct strbuf *sb, long long n)
{
	strbuf_addf(sb, "\t%lld", n);
}

static void put_loc(struct strbuf *sb, const struct tc_loc *loc, struct shared_out *so)
{
	put_str(sb, loc->file, so);
	put_num(sb, loc->line);
	put_num(sb, loc->col);
}

/* The field order of a fact line; the reader below mirrors it exactly. */
static void put_fact(struct strbuf *sb, const struct fact *f, struct shared_out *so)
{
	strbuf_addstr(sb, "fact");
	put_str(sb, fact_kind_name(f->kind), NULL);
	put_loc(sb, &f->loc, so);
	put_loc(sb, &f->spell, so);
	put_str(sb, f->macro, so);
	put_loc(sb, &f->decl, so);
	put_str(sb, f->func, so);
	put_str(sb, f->usr, so);
	put_str(sb, f->type_from, so);
	put_str(sb, f->type_to, so);
	put_str(sb, f->container, so);
	put_str(sb, f->member, so);
	put_str(sb, f->api, so);
	put_str(sb, f->text, so);
	put_num(sb, f->detail);
	put_num(sb, f->flags);
	put_num(sb, f->param);
	put_str(sb, f->scope, so);
	put_num(sb, f->origin);
	put_str(sb, f->via, so);
	put_str(sb, f->layout, so);
	put_str(sb, f->sig, so);
	put_str(sb, f->tkey, so);
	strbuf_addch(sb, '\n');
}

int facts_write(FILE *out, const struct tu_facts *tf)
{
	struct strbuf sb = STRBUF_INIT;
	struct shared_out so = { STRMAP_INIT, 0 };
	size_t i;
	int ret = 0;

	strbuf_addf(&sb, "timercheck-facts %d\ntu", FACTS_FORMAT_VERSION);
	put_str(&sb, tf->main_file, NULL);
	strbuf_addf(&sb, "\nstatus\t%s\n", status_names[tf->status]);
	for (i = 0; i < tf->deps.len; i++) {
		const struct tu_dep *d = tf->deps.items[i];

		strbuf_addf(&sb, "dep\t%016llx", d->hash);
		put_str(&sb, d->path, NULL);
		strbuf_addstr(&sb, d->system ? "\tsystem\n" : "\n");
	}
	for (i = 0; i < tf->facts.len; i++)
		put_fact(&sb, tf->facts.items[i], &so);
	strmap_release(&so.numbers);
	strbuf_addstr(&sb, "end\n");
	if (fwrite(sb.buf, 1, sb.len, out) != sb.len)
		ret = -1;
	strbuf_release(&sb);
	return ret;
}

/* Reading */

#define FACT_FIELDS 28	/* fields after "fact" on a fact line */

/*
 * Splits one line into its unescaped tab-separated fields. Returns the
 * count, or -1 on a bad escape or reference. The fields point into scratch
 * (or at a shared string) until the next line: the caller copies the ones
 * it keeps, so a kernel TU's 28 fields a fact cost no allocation each.
 */
static int split_fields(const char *line, size_t len, const char **fields, int max,
			struct ptrvec *shared, struct strbuf *scratch)
{
	size_t off[FACT_FIELDS + 1], i = 0, j;
	const char *ref[FACT_FIELDS + 1];
	int n = 0, k, define;

	scratch->len = 0;
	while (i <= len) {
		if (n == max || n == FACT_FIELDS + 1)
			return -1;
		/* "\=N": the record's string number N, written before. */
		if (len - i >= 3 && line[i] == '\\' && line[i + 1] == '=') {
			size_t number = 0;

			for (j = i + 2; j < len && line[j] >= '0' && line[j] <= '9' &&
			     number < shared->len; j++)
				number = number * 10 + (size_t)(line[j] - '0');
			if (j == i + 2 || (j < len && line[j] != '\t') || number >= shared->len)
				return -1;
			ref[n] = shared->items[number];
			off[n++] = 0;
			i = j + 1;
			continue;
		}
		/* "\+TEXT": TEXT, which takes the next number. */
		define = len - i >= 2 && line[i] == '\\' && line[i + 1] == '+';
		if (define)
			i += 2;
		ref[n] = NULL;
		off[n] = scratch->len;
		j = i;
		while (j < len && line[j] != '\t' && line[j] != '\\')
			j++;
		if (j == len || line[j] == '\t') {
			/* Most fields have no escape: copied in one piece. */
			strbuf_add(scratch, line + i, j - i);
			i = j + 1;
		} else {
			for (; i < len && line[i] != '\t'; i++) {
				char c = line[i];

				if (c == '\\') {
					if (++i >= len)
						return -1;
					switch (line[i]) {
					case '\\': c = '\\'; break;
					case 't': c = '\t'; break;
					case 'n': c = '\n'; break;
					case 'r': c = '\r'; break;
					default: return -1;
					}
				}
				strbuf_addch(scratch, c);
			}
			i++;	/* past the tab, or past the end */
		}
		strbuf_addch(scratch, '\0');
		if (define)
			ptrvec_push(shared, xstrdup(scratch->buf + off[n]));
		n++;
	}
	for (k = 0; k < n; k++)
		fields[k] = ref[k] ? ref[k] : scratch->buf + off[k];
	return n;
}

static int parse_uint(const char *s, unsigned *out)
{
	char *end;
	unsigned long v;

	errno = 0;
	v = strtoul(s, &end, 10);
	if (errno || end == s || *end || v > 0xffffffffUL || *s == '-')
		return -1;
	*out = (unsigned)v;
	return 0;
}

static int parse_int(const char *s, int *out)
{
	char *end;
	long v;

	errno = 0;
	v = strtol(s, &end, 10);
	if (errno || end == s || *end || v < -0x7fffffffL || v > 0x7fffffffL)
		return -1;
	*out = (int)v;
	return 0;
}

/* A copy of field i: NULL for an empty field. */
static char *take_field(const char **fields, int i)
{
	return *fields[i] ? xstrdup(fields[i]) : NULL;
}

static int take_loc(const char **fields, int i, struct tc_loc *loc)
{
	if (parse_uint(fields[i + 1], &loc->line) || parse_uint(fields[i + 2], &loc->col))
		return -1;
	loc->file = take_field(fields, i);
	return 0;
}

static int parse_fact_line(const char **fields, struct tu_facts *tf)
{
	struct fact *f;
	int kind, i = 1;
	unsigned flags;

	for (kind = 0; kind < FACT_KIND_COUNT; kind++)
		if (strcmp(fields[0], kind_names[kind]) == 0)
			break;
	if (kind == FACT_KIND_COUNT)
		return -1;
	f = facts_add(tf, (enum fact_kind)kind);
	if (take_loc(fields, i, &f->loc) || take_loc(fields, i + 3, &f->spell))
		return -1;
	i += 6;
	f->macro = take_field(fields, i++);
	if (take_loc(fields, i, &f->decl))
		return -1;
	i += 3;
	f->func = take_field(fields, i++);
	f->usr = take_field(fields, i++);
	f->type_from = take_field(fields, i++);
	f->type_to = take_field(fields, i++);
	f->container = take_field(fields, i++);
	f->member = take_field(fields, i++);
	f->api = take_field(fields, i++);
	f->text = take_field(fields, i++);
	if (parse_int(fields[i++], &f->detail) || parse_uint(fields[i++], &flags) ||
	    parse_int(fields[i++], &f->param))
		return -1;
	f->scope = take_field(fields, i++);
	if (parse_int(fields[i++], &f->origin))
		return -1;
	f->via = take_field(fields, i++);
	f->layout = take_field(fields, i++);
	f->sig = take_field(fields, i++);
	f->tkey = take_field(fields, i++);
	f->flags = flags;
	return 0;
}

static int parse_line(const char *line, size_t len, struct tu_facts *tf, int *seen_end,
		      struct ptrvec *shared, struct strbuf *scratch)
{
	const char *fields[FACT_FIELDS + 1];
	int n, i, ret = -1;

	n = split_fields(line, len, fields, FACT_FIELDS + 1, shared, scratch);
	if (n < 1)
		return -1;
	if (strcmp(fields[0], "tu") == 0 && n == 2 && !tf->main_file) {
		tf->main_file = take_field(fields, 1);
		ret = tf->main_file ? 0 : -1;
	} else if (strcmp(fields[0], "status") == 0 && n == 2) {
		for (i = 0; i <= TU_FAILED; i++)
			if (strcmp(fields[1], status_names[i]) == 0) {
				tf->status = (enum tu_status)i;
				ret = 0;
			}
	} else if (strcmp(fields[0], "dep") == 0 && (n == 3 || (n == 4 && strcmp(fields[3],
		   "system") == 0)) && *fields[2]) {
		char *end;
		unsigned long long h;

		errno = 0;
		h = strtoull(fields[1], &end, 16);
		if (!errno && end != fields[1] && !*end) {
			tu_facts_add_dep(tf, fields[2], h)->system = n == 4;
			ret = 0;
		}
	} else if (strcmp(fields[0], "fact") == 0 && n == FACT_FIELDS + 1) {
		ret = parse_fact_line(fields + 1, tf);
	} else if (strcmp(fields[0], "end") == 0 && n == 1) {
		*seen_end = 1;
		ret = 0;
	}
	return ret;
}

int facts_parse(const char *text, size_t len, struct tu_facts *tf, char **err)
{
	const char *p = text, *end = text + len;
	struct ptrvec shared = PTRVEC_INIT;	/* the record's numbered strings */
	struct strbuf scratch = STRBUF_INIT;	/* the fields of the line being read */
	unsigned lineno = 0;
	int seen_end = 0;
	char header[32];

	snprintf(header, sizeof(header), "timercheck-facts %d", FACTS_FORMAT_VERSION);
	while (p < end) {
		const char *nl = memchr(p, '\n', (size_t)(end - p));
		size_t n = nl ? (size_t)(nl - p) : (size_t)(end - p);

		lineno++;
		if (seen_end) {
			*err = xasprintf("line %u: data after 'end'", lineno);
			goto fail;
		}
		if (lineno == 1) {
			if (n != strlen(header) || memcmp(p, header, n) != 0) {
				*err = xasprintf("line 1: not a timercheck facts record of version %d",
						 FACTS_FORMAT_VERSION);
				goto fail;
			}
		} else if (memchr(p, '\0', n) || parse_line(p, n, tf, &seen_end, &shared, &scratch)) {
			*err = xasprintf("line %u: malformed facts line", lineno);
			goto fail;
		}
		p += n + (nl ? 1 : 0);
	}
	if (!seen_end || !tf->main_file) {
		*err = xasprintf("line %u: truncated facts record (no 'end')", lineno);
		goto fail;
	}
	ptrvec_free_all(&shared);
	strbuf_release(&scratch);
	return 0;
fail:
	ptrvec_free_all(&shared);
	strbuf_release(&scratch);
	tu_facts_release(tf);
	return -1;
}

/*
 * --export-fixes (see fix_export.h): clang-tidy's YAML, written with
 * LLVM's quoting habits: single quotes, or double quotes with escapes when
 * a string holds a control character.
 */
#include "report/fix_export.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "support/json_writer.h"
#include "support/output.h"
#include "support/paths.h"

/*
 * Whether s can be written unquoted, as LLVM's YAML writer decides: letters,
 * digits, UTF-8 and a few punctuation marks, not starting like a number or
 * an indicator, no space at either end.
 */
static int plain_ok(const char *s)
{
	const unsigned char *p = (const unsigned char *)s;
	size_t n = strlen(s);

	if (!n || s[0] == ' ' || s[n - 1] == ' ' || (s[0] >= '0' && s[0] <= '9') ||
	    strchr("-?:,[]{}#&*!|>'\"%@`.+~", s[0]) || !strcmp(s, "null") ||
	    !strcmp(s, "true") || !strcmp(s, "false") || !strcmp(s, "Null") ||
	    !strcmp(s, "True") || !strcmp(s, "False") || !strcmp(s, "NULL") ||
	    !strcmp(s, "TRUE") || !strcmp(s, "FALSE") || !strcmp(s, "~"))
		return 0;
	for (; *p; p++)
		if (!((*p >= 'a' && *p <= 'z') || (*p >= 'A' && *p <= 'Z') ||
		      (*p >= '0' && *p <= '9') || *p >= 0x80 || strchr("-/^.,_~+ ", *p)))
			return 0;
	return 1;
}

/*
 * A YAML scalar: plain when that is safe, else 'single quoted' ('' for '),
 * or "double quoted" with escapes when it holds a control character.
 */
static void put_scalar(FILE *out, const char *s)
{
	const unsigned char *p;
	int control = 0;

	if (plain_ok(s)) {
		fputs(s, out);
		return;
	}
	for (p = (const unsigned char *)s; *p; p++)
		if (*p < 0x20 || *p == 0x7f)
			control = 1;
	if (!control) {
		fputc('\'', out);
		for (p = (const unsigned char *)s; *p; p++) {
			if (*p == '\'')
				fputc('\'', out);
			fputc(*p, out);
		}
		fputc('\'', out);
		return;
	}
	fputc('"', out);
	for (p = (const unsigned char *)s; *p; p++) {
		switch (*p) {
		case '"': fputs("\\\"", out); break;
		case '\\': fputs("\\\\", out); break;
		case '\n': fputs("\\n", out); break;
		case '\r': fputs("\\r", out); break;
		case '\t': fputs("\\t", out); break;
		default:
			if (*p < 0x20 || *p == 0x7f)
				fprintf(out, "\\x%02X", *p);
			else
				fputc(*p, out);
		}
	}
	fputc('"', out);
}

/* YAML text is UTF-8: a string that is not cannot be exported as it is. */
static int is_utf8(const char *s)
{
	size_t n = strlen(s), i = 0, k;

	while (i < n) {
		k = utf8_sequence_len((const unsigned char *)s + i, n - i);
		if (!k)
			return 0;
		i += k;
	}
	return 1;
}

static const char *level_name(enum severity sev)
{
	switch (sev) {
	case SEV_ERROR:
		return "Error";
	case SEV_WARNING:
		return "Warning";
	case SEV_NOTE:
		break;
	}
	return "Remark";
}

/* An edit of the plan, listed under the finding that asked for it first. */
struct owned_edit {
	uintptr_t owner;		/* the struct finding * */
	size_t order;			/* plan order: file, then offset */
	const struct fix_file *ff;
	const struct fix_edit *e;
};

static int owned_cmp(const void *a, const void *b)
{
	const struct owned_edit *x = a, *y = b;

	if (x->owner != y->owner)
		return x->owner < y->owner ? -1 : 1;
	return x->order < y->order ? -1 : x->order > y->order;
}

struct export {
	const struct findings *fs;
	const struct fix_plan *p;
	struct srcmap *sources;
	const char *main_file;
	const char *build_dir;
	struct ptrvec *dropped;		/* const struct finding *: not UTF-8 */
	struct owned_edit *index;	/* every edit under its first owner, by owner */
	size_t nindex;
	struct strmap *lines;		/* path -> struct fix_lines * of its source text */
};

/* The index's entries for f: *n of them from the returned one. */
static const struct owned_edit *edits_of(const struct export *x, const struct finding *f,
					 size_t *n)
{
	uintptr_t key = (uintptr_t)f;
	size_t lo = 0, hi = x->nindex;

	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;

		if (x->index[mid].owner < key)
			lo = mid + 1;
		else
			hi = mid;
	}
	for (*n = 0; lo + *n < x->nindex && x->index[lo + *n].owner == key; ++*n)
		;
	return x->index + lo;
}

/* The edits listed under f: those whose first owner it is. */
static void put_replacements(FILE *out, const struct export *x, const struct finding *f)
{
	size_t i, n;
	const struct owned_edit *oe = edits_of(x, f, &n);

	if (n)
		fputs("\n", out);
	for (i = 0; i < n; i++) {
		fputs("        - FilePath:        ", out);
		put_scalar(out, oe[i].ff->path);
		fprintf(out, "\n          Offset:          %zu\n", oe[i].e->begin);
		fprintf(out, "          Length:          %zu\n", oe[i].e->end - oe[i].e->begin);
		fputs("          ReplacementText: ", out);
		put_scalar(out, oe[i].e->text);
		fputc('\n', out);
	}
	if (!n)
		fputs("    []\n", out);
}

static int finding_exportable(const struct export *x, const struct finding *f)
{
	size_t i, n;
	const struct owned_edit *oe = edits_of(x, f, &n);

	if (!is_utf8(f->message) || (f->loc.file && !is_utf8(f->loc.file)))
		return 0;
	for (i = 0; i < n; i++)
		if (!is_utf8(oe[i].ff->path) || !is_utf8(oe[i].e->text))
			return 0;
	return 1;
}

/* The byte offset of loc in its file, 0 when unknown; each file indexed once. */
static long long loc_offset(const struct export *x, const struct tc_loc *loc)
{
	struct strmap_entry *e;
	struct fix_lines *lines;
	long long off;

	if (!loc->file)
		return 0;
	e = strmap_insert(x->lines, loc->file, NULL);
	if (!e->value) {
		const char *text;
		size_t len = 0;

		lines = e->value = xcalloc(1, sizeof(*lines));
		text = srcmap_text(x->sources, loc->file, &len);
		fix_lines_init(lines, text ? text : "", text ? len : 0);
	}
	off = fix_lines_offset(e->value, loc->line, loc->col);
	return off < 0 ? 0 : off;
}

/*
 * A clang-tidy DiagnosticMessage after its "Message:" key (the finding's
 * and each note's): the message, its file and offset, the later lines
 * indented by indent.
 */
static void put_message_fields(FILE *out, const struct export *x, const char *indent,
			       const char *message, const struct tc_loc *loc)
{
	put_scalar(out, message);
	fprintf(out, "\n%sFilePath:        ", indent);
	put_scalar(out, loc->file ? loc->file : "");
	fprintf(out, "\n%sFileOffset:      %lld\n", indent, loc_offset(x, loc));
}

/* The notes that can be exported (UTF-8 text), as clang-tidy's Notes. */
static void put_notes(FILE *out, const struct export *x, const struct finding *f)
{
	size_t i, n = 0;

	for (i = 0; i < f->notes.len; i++) {
		const struct note *nt = f->notes.items[i];

		if (!is_utf8(nt->message) || (nt->loc.file && !is_utf8(nt->loc.file)))
			continue;
		if (!n++)
			fputs("    Notes:\n", out);
		fputs("      - Message:         ", out);
		put_message_fields(out, x, "        ", nt->message, &nt->loc);
		fputs("        Replacements:    []\n", out);
	}
}

static int emit_yaml(FILE *out, void *data)
{
	const struct export *x = data;
	size_t i, shown = 0;

	for (i = 0; i < x->fs->items.len; i++)
		shown += finding_exportable(x, x->fs->items.items[i]);
	fputs("---\nMainSourceFile:  ", out);
	put_scalar(out, x->main_file && is_utf8(x->main_file) ? x->main_file : "");
	fputs("\nDiagnostics:", out);
	if (!shown)
		fputs("     []", out);
	fputc('\n', out);
	for (i = 0; i < x->fs->items.len; i++) {
		const struct finding *f = x->fs->items.items[i];

		if (!finding_exportable(x, f)) {
			ptrvec_push(x->dropped, (void *)f);
			continue;
		}
		fputs("  - DiagnosticName:  ", out);
		put_scalar(out, f->rule);
		fputs("\n    DiagnosticMessage:\n      Message:         ", out);
		put_message_fields(out, x, "      ", f->message, &f->loc);
		fputs("      Replacements:", out);
		put_replacements(out, x, f);
		put_notes(out, x, f);
		fprintf(out, "    Level:           %s\n", level_name(f->severity));
		fputs("    BuildDirectory:  ", out);
		put_scalar(out, x->build_dir);
		fputc('\n', out);
	}
	fputs("...\n", out);
	return ferror(out) ? -1 : 0;
}

int fix_export(const char *path, const struct findings *fs, const struct fix_plan *p,
	       struct srcmap *sources, const char *main_file, char **err)
{
	struct ptrvec dropped = PTRVEC_INIT;
	char *cwd = path_cwd();
	struct strmap lines = STRMAP_INIT;
	struct export x = { fs, p, sources, main_file, is_utf8(cwd) ? cwd : "", &dropped, NULL, 0,
			    &lines };
	size_t i, j, n = 0;
	int ret;

	for (i = 0; i < p->files.len; i++)
		n += ((const struct fix_file *)p->files.items[i])->edits.len;
	x.index = xmalloc((n ? n : 1) * sizeof(*x.index));
	for (i = 0; i < p->files.len; i++) {
		const struct fix_file *ff = p->files.items[i];

		for (j = 0; j < ff->edits.len; j++) {
			const struct fix_edit *e = ff->edits.items[j];
			struct owned_edit *oe = &x.index[x.nindex];

			oe->owner = (uintptr_t)e->owners.items[0];
			oe->order = x.nindex++;
			oe->ff = ff;
			oe->e = e;
		}
	}
	if (x.nindex)
		qsort(x.index, x.nindex, sizeof(*x.index), owned_cmp);
	ret = write_output(path, emit_yaml, &x, err);

	for (i = 0; !ret && i < dropped.len; i++) {
		const struct finding *f = dropped.items[i];

		fprintf(stderr, "timercheck: warning: a finding [%s] at line %u is left out of "
				"'%s': its text or file name is not UTF-8, which YAML cannot hold\n",
			f->rule, f->loc.line, path);
	}
	ptrvec_release(&dropped);
	for (i = 0; i < lines.cap; i++) {
		if (lines.slots[i].key) {
			fix_lines_release(lines.slots[i].value);
			free(lines.slots[i].value);
		}
	}
	strmap_release(&lines);
	free(x.index);
	free(cwd);
	return ret;
}

/*
 * --export-fixes (see fix_export.h): clang-tidy's YAML, written with
 * LLVM's quoting habits: single quotes, or double quotes with escapes when
 * a string holds a control character.
 */
#include "report/fix_export.h"

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

struct export {
	const struct findings *fs;
	const struct fix_plan *p;
	struct srcmap *sources;
	const char *main_file;
	const char *build_dir;
	struct ptrvec *dropped;		/* const struct finding *: not UTF-8 */
};

/* The edits listed under f: those whose first owner it is. */
static void put_replacements(FILE *out, const struct export *x, const struct finding *f)
{
	size_t i, j, n = 0;

	for (i = 0; i < x->p->files.len; i++) {
		const struct fix_file *ff = x->p->files.items[i];

		for (j = 0; j < ff->edits.len; j++) {
			const struct fix_edit *e = ff->edits.items[j];

			if (e->owners.items[0] != f)
				continue;
			if (!n++)
				fputs("\n", out);
			fputs("        - FilePath:        ", out);
			put_scalar(out, ff->path);
			fprintf(out, "\n          Offset:          %zu\n", e->begin);
			fprintf(out, "          Length:          %zu\n", e->end - e->begin);
			fputs("          ReplacementText: ", out);
			put_scalar(out, e->text);
			fputc('\n', out);
		}
	}
	if (!n)
		fputs("    []\n", out);
}

static int finding_exportable(const struct export *x, const struct finding *f)
{
	size_t i, j;

	if (!is_utf8(f->message) || (f->loc.file && !is_utf8(f->loc.file)))
		return 0;
	for (i = 0; i < x->p->files.len; i++) {
		const struct fix_file *ff = x->p->files.items[i];

		for (j = 0; j < ff->edits.len; j++) {
			const struct fix_edit *e = ff->edits.items[j];

			if (e->owners.items[0] == f && (!is_utf8(ff->path) || !is_utf8(e->text)))
				return 0;
		}
	}
	return 1;
}

/* The byte offset of loc in its file, 0 when unknown. */
static long long loc_offset(const struct export *x, const struct tc_loc *loc)
{
	const char *text = NULL;
	long long off = -1;
	size_t len = 0;

	if (loc->file)
		text = srcmap_text(x->sources, loc->file, &len);
	if (text)
		off = fix_offset_of(text, len, loc->line, loc->col);
	return off < 0 ? 0 : off;
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
		put_scalar(out, nt->message);
		fputs("\n        FilePath:        ", out);
		put_scalar(out, nt->loc.file ? nt->loc.file : "");
		fprintf(out, "\n        FileOffset:      %lld\n", loc_offset(x, &nt->loc));
		fputs("        Replacements:    []\n", out);
	}
}

static int emit_yaml(FILE *out, void *data)
{
	const struct export *x = data;
	size_t i;

	fputs("---\nMainSourceFile:  ", out);
	put_scalar(out, x->main_file && is_utf8(x->main_file) ? x->main_file : "");
	fputs("\nDiagnostics:", out);
	if (!x->fs->items.len)
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
		put_scalar(out, f->message);
		fputs("\n      FilePath:        ", out);
		put_scalar(out, f->loc.file ? f->loc.file : "");
		fprintf(out, "\n      FileOffset:      %lld\n", loc_offset(x, &f->loc));
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
	struct export x = { fs, p, sources, main_file, is_utf8(cwd) ? cwd : "", &dropped };
	size_t i;
	int ret = write_output(path, emit_yaml, &x, err);

	for (i = 0; !ret && i < dropped.len; i++) {
		const struct finding *f = dropped.items[i];

		fprintf(stderr, "timercheck: warning: the finding at line %u of a file not named in "
				"UTF-8 [%s] is not in '%s': YAML holds only UTF-8 text\n",
			f->loc.line, f->rule, path);
	}
	ptrvec_release(&dropped);
	free(cwd);
	return ret;
}

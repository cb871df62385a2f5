/*
 * --export-fixes (see fix_export.h): clang-tidy's YAML, written with
 * LLVM's quoting habits: single quotes, or double quotes with escapes when
 * a string holds a control character.
 */
#include "report/fix_export.h"

#include <string.h>

#include "support/json_writer.h"
#include "support/output.h"

/* A YAML scalar: 'single quoted' ('' for '), or "double quoted" with escapes. */
static void put_scalar(FILE *out, const char *s)
{
	const unsigned char *p;
	int control = 0;

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
		fputs(" []\n", out);
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
		const char *text = NULL;
		long long off = -1;
		size_t len = 0;

		if (!finding_exportable(x, f)) {
			ptrvec_push(x->dropped, (void *)f);
			continue;
		}
		if (f->loc.file)
			text = srcmap_text(x->sources, f->loc.file, &len);
		if (text)
			off = fix_offset_of(text, len, f->loc.line, f->loc.col);
		fputs("  - DiagnosticName:  ", out);
		put_scalar(out, f->rule);
		fputs("\n    DiagnosticMessage:\n      Message:         ", out);
		put_scalar(out, f->message);
		fputs("\n      FilePath:        ", out);
		put_scalar(out, f->loc.file ? f->loc.file : "");
		fprintf(out, "\n      FileOffset:      %lld\n", off < 0 ? 0 : off);
		fputs("      Replacements:", out);
		put_replacements(out, x, f);
		fprintf(out, "    Level:           %s\n", level_name(f->severity));
	}
	fputs("...\n", out);
	return ferror(out) ? -1 : 0;
}

int fix_export(const char *path, const struct findings *fs, const struct fix_plan *p,
	       struct srcmap *sources, const char *main_file, char **err)
{
	struct ptrvec dropped = PTRVEC_INIT;
	struct export x = { fs, p, sources, main_file, &dropped };
	size_t i;
	int ret = write_output(path, emit_yaml, &x, err);

	for (i = 0; !ret && i < dropped.len; i++) {
		const struct finding *f = dropped.items[i];

		fprintf(stderr, "timercheck: warning: the finding at line %u of a file not named in "
				"UTF-8 [%s] is not in '%s': YAML holds only UTF-8 text\n",
			f->loc.line, f->rule, path);
	}
	ptrvec_release(&dropped);
	return ret;
}

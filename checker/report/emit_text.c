/*
 * The text emitter: clang's diagnostic format, so editors and CI parse it.
 * Source lines are read back from the files when printed (the facts keep
 * positions, not text); a one-file cache keeps that cheap.
 */
#include "report/emit.h"

#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#define BOLD "\033[1m"
#define RESET "\033[0m"
#define RED "\033[0;1;31m"
#define MAGENTA "\033[0;1;35m"
#define CYAN "\033[0;1;36m"
#define GREEN "\033[0;1;32m"

const char *output_display_path(const char *path)
{
	static char cwd[PATH_MAX];
	static size_t cwd_len;

	if (!cwd_len) {
		if (!getcwd(cwd, sizeof(cwd)))
			strcpy(cwd, "/nonexistent");
		cwd_len = strlen(cwd);
	}
	if (path && strncmp(path, cwd, cwd_len) == 0 && path[cwd_len] == '/')
		return path + cwd_len + 1;
	return path ? path : "<unknown>";
}

static void print_source(FILE *out, struct srcmap *sm, const struct tc_loc *loc,
			 const struct output_options *opts)
{
	const char *line;
	size_t len, i;

	if (!opts->show_source || !loc->file || !loc->line ||
	    !(line = srcmap_line(sm, loc->file, loc->line, &len)))
		return;
	fprintf(out, "%.*s\n", (int)len, line);
	/* The caret keeps the line's tabs so it lands under the right column. */
	for (i = 0; loc->col > 0 && i + 1 < loc->col && i < len; i++)
		fputc(line[i] == '\t' ? '\t' : ' ', out);
	fprintf(out, "%s^%s\n", opts->color ? GREEN : "", opts->color ? RESET : "");
}

/*
 * Prints a file name; control characters (a newline would fake a new
 * diagnostic, ESC would reach the terminal) are written as \n, \t or \ooo.
 */
static void put_path(FILE *out, const char *path)
{
	const unsigned char *p;

	for (p = (const unsigned char *)path; *p; p++) {
		if (*p == '\n')
			fputs("\\n", out);
		else if (*p == '\t')
			fputs("\\t", out);
		else if (*p < 0x20 || *p == 0x7f)
			fprintf(out, "\\%03o", *p);
		else
			fputc(*p, out);
	}
}

static void print_head(FILE *out, const struct tc_loc *loc, const char *sev_color,
		       const char *sev, const char *message, const char *rule,
		       const struct output_options *opts)
{
	const char *bold = opts->color ? BOLD : "", *reset = opts->color ? RESET : "";

	fputs(bold, out);
	put_path(out, output_display_path(loc->file));
	fputc(':', out);
	if (loc->line)
		fprintf(out, "%u:%u:", loc->line, loc->col);
	fprintf(out, " %s%s:%s %s%s", opts->color ? sev_color : "", sev, reset, bold, message);
	if (rule)
		fprintf(out, " [%s]", rule);
	fprintf(out, "%s\n", reset);
}

void output_text(FILE *out, const struct findings *fs, const struct output_options *opts)
{
	struct srcmap local = SRCMAP_INIT;
	struct srcmap *sm = opts->sources ? opts->sources : &local;
	size_t i, j;

	for (i = 0; i < fs->items.len; i++) {
		const struct finding *f = fs->items.items[i];
		const char *color = f->severity == SEV_ERROR ? RED :
				    f->severity == SEV_WARNING ? MAGENTA : CYAN;

		print_head(out, &f->loc, color, severity_name(f->severity), f->message, f->rule, opts);
		print_source(out, sm, &f->loc, opts);
		for (j = 0; j < f->notes.len; j++) {
			const struct note *n = f->notes.items[j];

			print_head(out, &n->loc, CYAN, "note", n->message, NULL, opts);
			print_source(out, sm, &n->loc, opts);
		}
	}
	srcmap_release(&local);
}

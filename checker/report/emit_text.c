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

/* The length of the well-formed UTF-8 sequence of two or more bytes at s (n bytes left), or 0. */
static size_t utf8_sequence(const unsigned char *s, size_t n)
{
	size_t len, i;
	unsigned cp;

	if (s[0] >= 0xc2 && s[0] <= 0xdf)
		len = 2, cp = s[0] & 0x1f;
	else if (s[0] >= 0xe0 && s[0] <= 0xef)
		len = 3, cp = s[0] & 0x0f;
	else if (s[0] >= 0xf0 && s[0] <= 0xf4)
		len = 4, cp = s[0] & 0x07;
	else
		return 0;
	if (n < len)
		return 0;
	for (i = 1; i < len; i++) {
		if ((s[i] & 0xc0) != 0x80)
			return 0;
		cp = cp << 6 | (s[i] & 0x3f);
	}
	if ((len == 3 && (cp < 0x800 || (cp >= 0xd800 && cp <= 0xdfff))) ||
	    (len == 4 && (cp < 0x10000 || cp > 0x10ffff)))
		return 0;
	return len;
}

/*
 * Whether the character at s (n bytes left, n > 0) would control the
 * terminal: a C0 control (tab too unless keep_tab), DEL, or a C1 control,
 * either encoded in UTF-8 (U+0080 to U+009F) or as a lone byte 0x80-0x9F
 * (which 8-bit terminals obey). *unit is set to its length in bytes.
 */
static int controls_terminal(const unsigned char *s, size_t n, int keep_tab, size_t *unit)
{
	size_t seq = s[0] >= 0x80 ? utf8_sequence(s, n) : 0;

	*unit = seq ? seq : 1;
	if (seq)
		return seq == 2 && s[0] == 0xc2 && s[1] <= 0x9f;
	if (s[0] == '\t')
		return !keep_tab;
	return s[0] < 0x20 || s[0] == 0x7f || (s[0] >= 0x80 && s[0] <= 0x9f);
}

/* How one byte of a controlling character is written: \n, \t or \ooo (buf holds 5). */
static const char *escape_of(unsigned char c, char *buf)
{
	if (c == '\n')
		return "\\n";
	if (c == '\t')
		return "\\t";
	snprintf(buf, 5, "\\%03o", c);
	return buf;
}

/*
 * Writes len bytes of text from a source, a file name or a message so that
 * nothing in it reaches the terminal as a control: a newline would fake a
 * new diagnostic, ESC, BEL or CSI would retitle or clear the screen. Such
 * characters are written byte by byte as \n, \t or \ooo; the rest,
 * UTF-8 and bytes that are not UTF-8 included, as they are.
 */
static void put_text(FILE *out, const char *text, size_t len, int keep_tab)
{
	const unsigned char *s = (const unsigned char *)text;
	size_t i = 0, unit, k;
	char buf[5];

	while (i < len) {
		if (controls_terminal(s + i, len - i, keep_tab, &unit))
			for (k = 0; k < unit; k++)
				fputs(escape_of(s[i + k], buf), out);
		else
			fwrite(s + i, 1, unit, out);
		i += unit;
	}
}

/* The caret line under line[0..len): the line's tabs, and a space per column an escape or byte takes. */
static void put_caret_indent(FILE *out, const char *line, size_t len, unsigned col)
{
	const unsigned char *s = (const unsigned char *)line;
	size_t i = 0, unit, k, end = col > 0 ? col - 1 : 0;
	char buf[5];

	if (end > len)
		end = len;
	while (i < end) {
		if (s[i] == '\t') {
			fputc('\t', out);
			i++;
			continue;
		}
		if (controls_terminal(s + i, len - i, 1, &unit)) {
			for (k = 0; k < unit; k++)
				fprintf(out, "%*s", (int)strlen(escape_of(s[i + k], buf)), "");
		} else {
			/* One column per byte, as clang counts them. */
			for (k = 0; k < unit && i + k < end; k++)
				fputc(' ', out);
		}
		i += unit;
	}
}

/*
 * A source line longer than this is shown as an excerpt of SOURCE_WINDOW
 * bytes around the column, "..." marking each cut: the output stays
 * bounded by findings x window, not findings x line (a minified or
 * generated one-line source of megabytes). Clang does not print such
 * lines at all (MaxLineLengthToPrint, also 4096).
 */
#define SOURCE_LINE_MAX 4096
#define SOURCE_WINDOW 160

static void print_source(FILE *out, struct srcmap *sm, const struct tc_loc *loc,
			 const struct output_options *opts)
{
	const char *line;
	size_t len, start = 0, end, at;
	unsigned col = loc->col;

	if (!opts->show_source || !loc->file || !loc->line ||
	    !(line = srcmap_line(sm, loc->file, loc->line, &len)))
		return;
	end = len;
	if (len > SOURCE_LINE_MAX) {
		const unsigned char *s = (const unsigned char *)line;

		at = col > 0 && col - 1 < len ? col - 1 : len;
		start = at > SOURCE_WINDOW / 2 ? at - SOURCE_WINDOW / 2 : 0;
		/* Never cut a UTF-8 character in two. */
		while (start > 0 && (s[start] & 0xC0) == 0x80)
			start--;
		end = start + SOURCE_WINDOW < len ? start + SOURCE_WINDOW : len;
		while (end < len && (s[end] & 0xC0) == 0x80)
			end++;
		col = (unsigned)(at - start + 1);
	}
	/* Tabs stay: the caret line repeats them so the caret lands under the column. */
	if (start)
		fputs("...", out);
	put_text(out, line + start, end - start, 1);
	if (end < len)
		fputs("...", out);
	fputc('\n', out);
	if (start)
		fputs("   ", out);
	put_caret_indent(out, line + start, end - start, col);
	fprintf(out, "%s^%s\n", opts->color ? GREEN : "", opts->color ? RESET : "");
}

/* A file name: tabs too are escaped, so the name stays one token. */
static void put_path(FILE *out, const char *path)
{
	put_text(out, path, strlen(path), 0);
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
	fprintf(out, " %s%s:%s %s", opts->color ? sev_color : "", sev, reset, bold);
	/* Messages quote the source (clang's own, rule packs' templates): escape them too. */
	put_text(out, message, strlen(message), 1);
	if (rule) {
		fputs(" [", out);
		put_text(out, rule, strlen(rule), 0);
		fputc(']', out);
	}
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
		char *buf = NULL;
		size_t len = 0;
		/*
		 * A finding and its notes go out in one write: the calls of a
		 * parallel build (make -j) share stderr, and piece by piece on an
		 * unbuffered stream their lines would cut into each other.
		 */
		FILE *one = open_memstream(&buf, &len);
		FILE *to = one ? one : out;

		print_head(to, &f->loc, color, severity_name(f->severity), f->message, f->rule, opts);
		print_source(to, sm, &f->loc, opts);
		for (j = 0; j < f->notes.len; j++) {
			const struct note *n = f->notes.items[j];

			print_head(to, &n->loc, CYAN, "note", n->message, NULL, opts);
			print_source(to, sm, &n->loc, opts);
		}
		if (one) {
			fclose(one);
			fwrite(buf, 1, len, out);
			fflush(out);
			free(buf);
		}
	}
	srcmap_release(&local);
}

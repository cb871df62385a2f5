/*
 * The HTML emitter (see emit.h): one page that needs no server and nothing
 * beside it, in the spirit of scan-build's and CodeChecker's reports. The
 * page is written here from the findings the JSON emitter gets; the script
 * (report/html/report.js) only filters what is already on the page.
 *
 * Everything that comes from the code or the command line (paths, messages,
 * rule names, source lines) goes through html_text(), and the page's
 * Content-Security-Policy allows only its own script and style sheet, by
 * hash: markup hidden in a file name or a comment can neither appear as
 * markup nor run.
 */
#include "report/emit.h"

#include <stdlib.h>
#include <string.h>

#include "report/html/assets.h"
#include "support/sha256.h"

/* Lines shown before and after a finding's line. */
#define EXCERPT_CONTEXT 2

/* Length of the valid UTF-8 sequence at s (n bytes left), or 0 when it is not one. */
static size_t utf8_sequence(const unsigned char *s, size_t n)
{
	unsigned cp;
	size_t len, i;

	if (s[0] < 0x80)
		return 1;
	if (s[0] >= 0xc2 && s[0] <= 0xdf)
		len = 2, cp = s[0] & 0x1f;
	else if (s[0] >= 0xe0 && s[0] <= 0xef)
		len = 3, cp = s[0] & 0x0f;
	else if (s[0] >= 0xf0 && s[0] <= 0xf4)
		len = 4, cp = s[0] & 0x07;
	else
		return 0;
	if (len > n)
		return 0;
	for (i = 1; i < len; i++) {
		if ((s[i] & 0xc0) != 0x80)
			return 0;
		cp = cp << 6 | (s[i] & 0x3f);
	}
	/* overlong forms, surrogates and code points past U+10FFFF are not UTF-8 */
	if ((len == 3 && (cp < 0x800 || (cp >= 0xd800 && cp <= 0xdfff))) ||
	    (len == 4 && (cp < 0x10000 || cp > 0x10ffff)))
		return 0;
	return len;
}

/*
 * Writes len bytes of s as HTML text, good in an attribute value too.
 * Control characters (but tab) and bytes that are not UTF-8 become U+FFFD,
 * so the page is valid UTF-8 whatever the file names and sources hold.
 */
static void html_text_n(FILE *out, const char *s, size_t len)
{
	const unsigned char *u = (const unsigned char *)s;
	size_t i = 0, seq;

	while (i < len) {
		unsigned char c = u[i];

		seq = utf8_sequence(u + i, len - i);
		if (seq > 1) {
			fwrite(u + i, 1, seq, out);
			i += seq;
			continue;
		}
		i++;
		switch (c) {
		case '&': fputs("&amp;", out); break;
		case '<': fputs("&lt;", out); break;
		case '>': fputs("&gt;", out); break;
		case '"': fputs("&quot;", out); break;
		case '\'': fputs("&#39;", out); break;
		default:
			if (!seq || (c < 0x20 && c != '\t') || c == 0x7f)
				fputs("&#xFFFD;", out);
			else
				fputc(c, out);
		}
	}
}

static void html_text(FILE *out, const char *s)
{
	html_text_n(out, s ? s : "", s ? strlen(s) : 0);
}

/* The base64 SHA-256 of s, as a Content-Security-Policy source names it; out has 45 bytes. */
static void csp_hash(const char *s, char out[45])
{
	static const char digits[] =
		"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
	unsigned char sum[SHA256_SIZE + 1] = { 0 };
	struct sha256 h;
	size_t i, o = 0;

	sha256_init(&h);
	sha256_update(&h, s, strlen(s));
	sha256_final(&h, sum);
	for (i = 0; i < SHA256_SIZE; i += 3) {
		unsigned v = (unsigned)sum[i] << 16 | (unsigned)sum[i + 1] << 8 | sum[i + 2];

		out[o++] = digits[v >> 18 & 63];
		out[o++] = digits[v >> 12 & 63];
		out[o++] = i + 1 < SHA256_SIZE ? digits[v >> 6 & 63] : '=';
		out[o++] = i + 2 < SHA256_SIZE ? digits[v & 63] : '=';
	}
	out[o] = '\0';
}

static const char *display(const struct tc_loc *loc)
{
	return loc->file ? output_display_path(loc->file) : "<unknown>";
}

static void write_loc(FILE *out, const struct tc_loc *loc)
{
	fputs("<span class=\"loc\">", out);
	html_text(out, display(loc));
	if (loc->line)
		fprintf(out, ":%u:%u", loc->line, loc->col);
	fputs("</span>", out);
}

/* A link to the rule's page when the base is a web or file address; plain text otherwise. */
static void write_rule(FILE *out, const char *rule, const struct output_options *opts)
{
	const char *base = opts->doc_uri;
	int link = base && (starts_with(base, "https://") || starts_with(base, "http://") ||
			    starts_with(base, "file://"));

	if (link) {
		fputs("<a class=\"rule\" href=\"", out);
		html_text(out, base);
		fputc('/', out);
		html_text(out, rule);
		fputs(".md\">", out);
	} else {
		fputs("<span class=\"rule\">", out);
	}
	html_text(out, rule);
	fputs(link ? "</a>" : "</span>", out);
}

/* The lines around loc, loc's own marked; nothing when the file cannot be read. */
static void write_excerpt(FILE *out, const struct tc_loc *loc, const struct output_options *opts)
{
	unsigned first = loc->line > EXCERPT_CONTEXT ? loc->line - EXCERPT_CONTEXT : 1, n;
	int open = 0;

	if (!opts->sources || !loc->file || !loc->line)
		return;
	for (n = first; n <= loc->line + EXCERPT_CONTEXT; n++) {
		size_t len;
		const char *line = srcmap_line(opts->sources, loc->file, n, &len);

		if (!line)
			break;
		if (!open++)
			fputs("<pre class=\"excerpt\">", out);
		fprintf(out, "<span class=\"%s\"><span class=\"ln\">%5u  </span>",
			n == loc->line ? "primary" : "context", n);
		html_text_n(out, line, len);
		fputs("</span>\n", out);
	}
	if (open)
		fputs("</pre>\n", out);
}

static void write_finding(FILE *out, const struct finding *f, size_t id,
			  const struct output_options *opts)
{
	const char *sev = severity_name(f->severity);
	size_t i;

	fprintf(out, "<article class=\"finding\" id=\"finding-%zu\" data-rule=\"", id);
	html_text(out, f->rule);
	fprintf(out, "\" data-severity=\"%s\" data-file=\"", sev);
	html_text(out, display(&f->loc));
	fprintf(out, "\">\n<p class=\"headline\"><span class=\"sev sev-%s\">%s</span> ", sev, sev);
	write_loc(out, &f->loc);
	fputs(" <span class=\"message\">", out);
	html_text(out, f->message);
	fputs("</span> [", out);
	write_rule(out, f->rule, opts);
	fputs("]</p>\n", out);
	write_excerpt(out, &f->loc, opts);
	if (f->notes.len) {
		/* The value's path: where it came from and what was registered, in order. */
		fputs("<ol class=\"path\">\n", out);
		for (i = 0; i < f->notes.len; i++) {
			const struct note *n = f->notes.items[i];

			fputs("<li>", out);
			write_loc(out, &n->loc);
			fputs(" <span class=\"note\">", out);
			html_text(out, n->message);
			fputs("</span>", out);
			write_excerpt(out, &n->loc, opts);
			fputs("</li>\n", out);
		}
		fputs("</ol>\n", out);
	}
	fputs("</article>\n", out);
}

/* Orders findings by rule, then as they came (file, line, column). */
struct ordered {
	const struct finding *f;
	size_t index;
};

static int by_rule(const void *a, const void *b)
{
	const struct ordered *x = a, *y = b;
	int c = strcmp(x->f->rule, y->f->rule);

	if (!c)
		c = strcmp(display(&x->f->loc), display(&y->f->loc));
	return c ? c : x->index < y->index ? -1 : x->index > y->index;
}

/* Distinct values, sorted, with counts per severity: one row of a summary table. */
struct tally {
	const char *key;	/* borrowed */
	size_t count[3];	/* by enum severity */
};

static int by_key(const void *a, const void *b)
{
	return strcmp(((const struct tally *)a)->key, ((const struct tally *)b)->key);
}

/* Fills rows (n entries) with one row per distinct key; returns how many. */
static size_t tally(const struct ordered *o, size_t n, int files, struct tally *rows)
{
	size_t i, k, used = 0;

	for (i = 0; i < n; i++) {
		const char *key = files ? display(&o[i].f->loc) : o[i].f->rule;

		for (k = 0; k < used && strcmp(rows[k].key, key) != 0; k++)
			;
		if (k == used) {
			memset(&rows[used], 0, sizeof(rows[used]));
			rows[used++].key = key;
		}
		rows[k].count[o[i].f->severity]++;
	}
	qsort(rows, used, sizeof(*rows), by_key);
	return used;
}

static void write_table(FILE *out, const char *title, const char *column, const struct tally *rows,
			size_t n)
{
	size_t i;

	fprintf(out, "<h2>%s</h2>\n<table class=\"summary\">\n<tr><th>%s</th><th>errors</th>"
		"<th>warnings</th><th>notes</th></tr>\n", title, column);
	for (i = 0; i < n; i++) {
		fputs("<tr><td>", out);
		html_text(out, rows[i].key);
		fprintf(out, "</td><td class=\"n\">%zu</td><td class=\"n\">%zu</td>"
			"<td class=\"n\">%zu</td></tr>\n", rows[i].count[SEV_ERROR],
			rows[i].count[SEV_WARNING], rows[i].count[SEV_NOTE]);
	}
	fputs("</table>\n", out);
}

static void write_select(FILE *out, const char *key, const char *label, const struct tally *rows,
			 size_t n)
{
	size_t i;

	/* Enabled by the script: without it, they would do nothing. */
	fprintf(out, "<label>%s <select id=\"filter-%s\" disabled>"
		"<option value=\"\">all</option>", label, key);
	for (i = 0; i < n; i++) {
		fputs("<option value=\"", out);
		html_text(out, rows[i].key);
		fputs("\">", out);
		html_text(out, rows[i].key);
		fputs("</option>", out);
	}
	fputs("</select></label>\n", out);
}

static void write_coverage(FILE *out, const struct coverage *cov)
{
	size_t i;

	fputs("<h2>Coverage</h2>\n", out);
	if (!cov->rows.len) {
		fputs("<p>No registration of any loaded pack was found.</p>\n", out);
		return;
	}
	fputs("<table class=\"coverage\">\n<tr><th>api</th><th>found</th><th>verified</th>"
	      "<th>reported</th><th>unknown</th><th>from</th></tr>\n", out);
	for (i = 0; i < cov->rows.len; i++) {
		const struct coverage_row *r = cov->rows.items[i];

		fputs("<tr><td>", out);
		html_text(out, r->api);
		fprintf(out, "</td><td class=\"n\">%zu</td><td class=\"n\">%zu</td>"
			"<td class=\"n\">%zu</td><td class=\"n\">%zu</td><td>", r->found,
			r->verified, r->reported, r->unknown);
		if (r->inferred) {
			fputs("inferred", out);
		} else {
			fputs("pack ", out);
			html_text(out, r->pack);
		}
		fputs("</td></tr>\n", out);
	}
	fputs("</table>\n", out);
}

static void write_head(FILE *out, const struct output_options *opts)
{
	char js[45], css[45];

	csp_hash(html_report_js, js);
	csp_hash(html_report_css, css);
	fputs("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n", out);
	/* Only this page's own script and style run; nothing is fetched. */
	fprintf(out, "<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; "
		"script-src 'sha256-%s'; style-src 'sha256-%s'; base-uri 'none'; "
		"form-action 'none'\">\n", js, css);
	fputs("<meta name=\"viewport\" content=\"width=device-width\">\n", out);
	fputs("<meta name=\"generator\" content=\"timercheck ", out);
	html_text(out, opts->tool_version ? opts->tool_version : "");
	fputs("\">\n<title>timercheck report</title>\n<style>", out);
	fputs(html_report_css, out);
	fputs("</style>\n</head>\n", out);
}

static void write_findings(FILE *out, const struct ordered *o, size_t n,
			   const struct output_options *opts)
{
	size_t i;

	fputs("<h2>Findings</h2>\n", out);
	if (!n)
		fputs("<p>No findings.</p>\n", out);
	for (i = 0; i < n; i++) {
		const struct finding *f = o[i].f;
		int new_rule = !i || strcmp(o[i - 1].f->rule, f->rule) != 0;
		int new_file = new_rule || strcmp(display(&o[i - 1].f->loc), display(&f->loc)) != 0;

		if (new_rule) {
			if (i)
				fputs("</section>\n</section>\n", out);
			fputs("<section class=\"group rule-group\" data-rule=\"", out);
			html_text(out, f->rule);
			fputs("\">\n<h3>", out);
			write_rule(out, f->rule, opts);
			fputs("</h3>\n", out);
		} else if (new_file) {
			fputs("</section>\n", out);
		}
		if (new_file) {
			fputs("<section class=\"group file-group\" data-file=\"", out);
			html_text(out, display(&f->loc));
			fputs("\">\n<h4>", out);
			html_text(out, display(&f->loc));
			fputs("</h4>\n", out);
		}
		write_finding(out, f, o[i].index + 1, opts);
	}
	if (n)
		fputs("</section>\n</section>\n", out);
}

void output_html(FILE *out, const struct findings *fs, const struct output_options *opts)
{
	size_t i, n = fs->items.len, nrules, nfiles, nsev = 0;
	struct ordered *o = xcalloc(n ? n : 1, sizeof(*o));
	struct tally *rules = xcalloc(n ? n : 1, sizeof(*rules));
	struct tally *files = xcalloc(n ? n : 1, sizeof(*files));
	struct tally sevs[3];

	for (i = 0; i < n; i++) {
		o[i].f = fs->items.items[i];
		o[i].index = i;
	}
	qsort(o, n, sizeof(*o), by_rule);
	nrules = tally(o, n, 0, rules);
	nfiles = tally(o, n, 1, files);
	for (i = 3; i-- > 0;) {
		struct tally t = { severity_name((enum severity)i), { 0, 0, 0 } };

		sevs[nsev++] = t;
	}

	write_head(out, opts);
	fputs("<body>\n<header>\n<h1>timercheck report</h1>\n", out);
	fprintf(out, "<p class=\"summary\">%zu finding%s in %zu file%s</p>\n</header>\n", n,
		n == 1 ? "" : "s", nfiles, nfiles == 1 ? "" : "s");
	fputs("<nav id=\"filters\">\n", out);
	write_select(out, "rule", "Rule", rules, nrules);
	write_select(out, "severity", "Severity", sevs, nsev);
	write_select(out, "file", "File", files, nfiles);
	fprintf(out, "<span id=\"shown\">%zu finding%s</span>\n</nav>\n", n, n == 1 ? "" : "s");
	write_table(out, "By rule", "rule", rules, nrules);
	write_table(out, "By file", "file", files, nfiles);
	if (opts->coverage)
		write_coverage(out, opts->coverage);
	write_findings(out, o, n, opts);
	fputs("<script>", out);
	fputs(html_report_js, out);
	fputs("</script>\n</body>\n</html>\n", out);
	free(o);
	free(rules);
	free(files);
}

/*
 * A small driver for the fix engine (checker/report/fix_*.c): builds
 * findings with the fix-its given on the command line, records the files
 * they name as the analysis would (content hash, system header, TU with
 * errors), then plans, exports and applies the fixes as --fix and
 * --export-fixes do. It reaches cases no rule produces today: fix-its in
 * headers, in macros, in system headers, the same edit from two findings.
 *
 * usage: timercheck-fix-test [--fix] [--fix-errors] [--export FILE]
 *          [--system FILE] [--error-tu FILE] [--stale FILE]
 *          [--project-root DIR (default: the working directory)]
 *          (--finding RULE FILE LINE COL [--in-macro]
 *           [--fixit FILE L1 C1 L2 C2 TEXT]...)...
 * Files are named as given (relative to the working directory); TEXT may
 * hold \n, \t and \\ for a line break, a tab and a backslash. Exit status: 0, or 1 when a file could not be
 * written, 2 on a usage error.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "analysis/findings.h"
#include "report/fix_apply.h"
#include "report/fix_export.h"
#include "report/fix_plan.h"
#include "support/paths.h"

static unsigned number(const char *s)
{
	return (unsigned)strtoul(s, NULL, 10);
}

static char *unescape(const char *s)
{
	struct strbuf sb = STRBUF_INIT;

	for (; *s; s++) {
		if (s[0] == '\\' && (s[1] == 'n' || s[1] == 't' || s[1] == '\\')) {
			s++;
			strbuf_addch(&sb, *s == 'n' ? '\n' : *s == 't' ? '\t' : '\\');
		} else {
			strbuf_addch(&sb, *s);
		}
	}
	return sb.buf ? strbuf_detach(&sb) : xstrdup("");
}

/* Records path (absolute) as the analysis would have read it. */
static void record(struct fix_sources *src, struct ptrvec *named, const char *abs)
{
	struct tu_facts tf = TU_FACTS_INIT;
	char *text = NULL;
	size_t len = 0;

	if (strmap_get(&src->files, abs))
		return;
	if (read_file(abs, &text, &len) != 0)
		return;
	tu_facts_add_dep(&tf, abs, content_hash(text, len));
	fix_sources_record(src, &tf);
	tu_facts_release(&tf);
	ptrvec_push(named, xstrdup(abs));
	free(text);
}

static struct fix_source *source(struct fix_sources *src, struct ptrvec *named, const char *abs)
{
	record(src, named, abs);
	return strmap_get(&src->files, abs);
}

int main(int argc, char **argv)
{
	struct findings fs = FINDINGS_INIT;
	struct fix_sources src = FIX_SOURCES_INIT;
	struct fix_plan plan = FIX_PLAN_INIT;
	struct fix_options o;
	struct ptrvec named = PTRVEC_INIT, roots = PTRVEC_INIT, marks = PTRVEC_INIT;
	struct srcmap sm = SRCMAP_INIT;
	struct finding *f = NULL;
	const char *export = NULL, *root = ".";
	char *cwd = path_cwd(), *err = NULL, *real_root;
	int fix = 0, fix_errors = 0, ret = 0, i;
	size_t k;

	for (i = 1; i < argc; i++) {
		const char *a = argv[i];

		if (!strcmp(a, "--fix")) {
			fix = 1;
		} else if (!strcmp(a, "--fix-errors")) {
			fix = fix_errors = 1;
		} else if (!strcmp(a, "--project-root") && i + 1 < argc) {
			root = argv[++i];
		} else if (!strcmp(a, "--export") && i + 1 < argc) {
			export = argv[++i];
		} else if ((!strcmp(a, "--system") || !strcmp(a, "--error-tu") ||
			    !strcmp(a, "--stale")) && i + 1 < argc) {
			ptrvec_push(&marks, (char *)a);
			ptrvec_push(&marks, argv[++i]);
		} else if (!strcmp(a, "--finding") && i + 4 < argc) {
			struct tc_loc loc;

			loc.file = path_absolute(argv[i + 2], cwd);
			loc.line = number(argv[i + 3]);
			loc.col = number(argv[i + 4]);
			f = findings_add(&fs, argv[i + 1], SEV_WARNING, &loc, "finding %d", i);
			record(&src, &named, loc.file);
			free(loc.file);
			i += 4;
		} else if (!strcmp(a, "--in-macro") && f) {
			finding_add_macro(f, "M", &f->loc);
		} else if (!strcmp(a, "--fixit") && f && i + 6 < argc) {
			struct tc_loc b, e;
			char *text = unescape(argv[i + 6]);

			b.file = e.file = path_absolute(argv[i + 1], cwd);
			b.line = number(argv[i + 2]);
			b.col = number(argv[i + 3]);
			e.line = number(argv[i + 4]);
			e.col = number(argv[i + 5]);
			finding_add_fixit(f, &b, &e, text);
			record(&src, &named, b.file);
			free(b.file);
			free(text);
			i += 6;
		} else {
			fprintf(stderr, "timercheck-fix-test: bad argument '%s'\n", a);
			return 2;
		}
	}
	for (k = 0; k + 1 < marks.len; k += 2) {
		char *abs = path_absolute(marks.items[k + 1], cwd);
		struct fix_source *s = source(&src, &named, abs);

		if (s && !strcmp(marks.items[k], "--system"))
			s->system = 1;
		else if (s && !strcmp(marks.items[k], "--error-tu"))
			s->in_error_tu = 1;
		else if (s)
			s->hash ^= 1;
		free(abs);
	}
	ptrvec_push(&roots, xstrdup(cwd));
	memset(&o, 0, sizeof(o));
	o.fix_errors = fix_errors;
	o.roots = &roots;
	o.cwd = cwd;
	real_root = realpath(root, NULL);
	o.project_root = real_root;
	findings_sort_unique(&fs);
	fix_plan_build(&plan, &fs, &src, &o);
	if (export && fix_export(export, &fs, &plan, &sm, named.len ? named.items[0] : NULL, &err)) {
		fprintf(stderr, "timercheck-fix-test: %s\n", err);
		free(err);
		ret = 1;
	}
	if (fix && fix_apply(&plan, cwd, 0) != 0)
		ret = 1;
	fix_plan_release(&plan);
	fix_sources_release(&src);
	findings_release(&fs);
	srcmap_release(&sm);
	ptrvec_free_all(&named);
	ptrvec_free_all(&roots);
	ptrvec_release(&marks);
	free(real_root);
	free(cwd);
	return ret;
}

/*
 * Emitters: print findings in one format. Each emitter is one function
 * behind this header; main.c picks one.
 */
#ifndef TIMERCHECK_REPORT_EMIT_H
#define TIMERCHECK_REPORT_EMIT_H

#include <stdio.h>

#include "analysis/findings.h"
#include "analysis/joined_rules.h"
#include "support/source_cache.h"

struct output_options {
	int color;		/* ANSI colours, as clang prints them */
	int show_source;	/* the source line and a caret under each location */
	struct srcmap *sources;	/* where source lines come from (unsaved buffers included), or NULL */
	/* For the json and sarif emitters; NULL when unknown. */
	const char *srcroot;	/* absolute folder: SARIF's SRCROOT, the base of relative URIs */
	const char *doc_uri;	/* base URI of the rule docs ("<doc_uri>/<id>.md"), or NULL */
	const char *tool_version;
	/* For SARIF only; all may be NULL (the emitter driver leaves them so). */
	const struct findings *in_source;	/* suppressed by a NOLINT comment */
	const struct findings *baselined;	/* suppressed by --baseline */
	const struct ptrvec *notices;	/* struct tool_notice *: the run's own problems */
	int exit_code;			/* the run's exit status; with has_exit_code */
	int has_exit_code;
	/* For HTML and JSON: --coverage's table, or NULL. */
	const struct coverage *coverage;
};

/* A problem of the run itself, not of the code (a file that could not be analysed). */
struct tool_notice {
	enum severity level;
	char *file;		/* the file it is about, or NULL */
	char *message;
};

/* Clang's format: path:line:col: severity: message [rule], source line, caret, notes. */
void output_text(FILE *out, const struct findings *fs, const struct output_options *opts);

/*
 * JSON: one object per finding, with notes, macro expansion chain and
 * fix-its (docs/output-formats.md). Write errors show in ferror(out).
 */
void output_json(FILE *out, const struct findings *fs, const struct output_options *opts);

/*
 * SARIF 2.1.0: rule metadata and help from the rule pages, results with
 * relatedLocations, codeFlows, fixes and partialFingerprints, suppressed
 * results (opts->in_source, opts->baselined) with their suppressions, and
 * the invocation (exit code, opts->notices).
 */
void output_sarif(FILE *out, const struct findings *fs, const struct output_options *opts);

/*
 * HTML: one self-contained page (script and style embedded, a strict
 * Content-Security-Policy, everything from the code escaped) with the
 * findings grouped by rule and then by file, each with a source excerpt and
 * its notes, tables by rule and by file, opts->coverage's table, and
 * filters by rule, severity and file (docs/output-formats.md).
 */
void output_html(FILE *out, const struct findings *fs, const struct output_options *opts);

/*
 * f's fix-its in clang's -fdiagnostics-parseable-fixits form, one line each:
 * fix-it:"file":{l1:c1-l2:c2}:"replacement"
 */
void output_fixits_parseable(FILE *out, const struct finding *f);

/*
 * The macro expansion chain of f: f->macros when a rule filled it, else the
 * steps read back from its "expanded from macro 'X'" notes. Appends
 * borrowed struct macro_step * to out when from f->macros; when derived
 * from notes, the steps are malloc'd and *owned is set (free them with
 * output_macro_chain_release()).
 */
void output_macro_chain(const struct finding *f, struct ptrvec *out, int *owned);
void output_macro_chain_release(struct ptrvec *chain, int owned);

/* The path as shown to the user: relative to the current directory when below it. */
const char *output_display_path(const char *path);

#endif

/*
 * The SARIF 2.1.0 emitter, for code-scanning services (GitHub, GitLab,
 * Azure DevOps) and SARIF viewers. One run: the tool with every rule's
 * metadata (rule_table and the meta rules, with the rule pages embedded at
 * build time as help), then one result per finding with its notes as
 * relatedLocations and codeFlows, its fix-its as fixes and its fingerprint
 * as partialFingerprints, then the suppressed findings with their
 * suppressions, then the invocation (exit code, the run's own problems).
 * Paths below opts->srcroot (the project's root) are relative URIs against
 * the SRCROOT base id; others are file:// URIs. Rule help links are never
 * file:// URIs of this machine: only --doc-uri makes them.
 * The output passes `sarif-multitool validate` (testdata/output/).
 */
#include "report/emit.h"

#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "input/compdb.h"
#include "support/json_writer.h"
#include "support/paths.h"
#include "analysis/rule_catalog.h"
#include "analysis/rule_docs.h"

#define SARIF_SCHEMA "https://json.schemastore.org/sarif-2.1.0.json"
#define FINGERPRINT_KEY "timercheck/v2"

static const char *sarif_level(enum severity sev)
{
	switch (sev) {
	case SEV_ERROR: return "error";
	case SEV_WARNING: return "warning";
	case SEV_NOTE: return "note";
	}
	return "none";
}

/* The URI of a rule's help page, <doc_uri>/<id>.md, or NULL without --doc-uri. */
static char *help_uri(const char *id, const struct output_options *opts)
{
	struct strbuf sb = STRBUF_INIT;
	size_t n;

	/* Never a file:// URI of this machine: it means nothing where the log is read. */
	if (!opts->doc_uri || !*opts->doc_uri)
		return NULL;
	n = strlen(opts->doc_uri);
	strbuf_addstr(&sb, opts->doc_uri);
	if (opts->doc_uri[n - 1] != '/')
		strbuf_addch(&sb, '/');
	uri_add_path(&sb, id);
	strbuf_addstr(&sb, ".md");
	return strbuf_detach(&sb);
}

/* "callback-cast-arity" -> "CallbackCastArity": SARIF's friendly rule name. */
static char *friendly_name(const char *id)
{
	struct strbuf sb = STRBUF_INIT;
	int upper = 1;

	for (; *id; id++) {
		if (*id == '-' || *id == '_') {
			upper = 1;
			continue;
		}
		strbuf_addch(&sb, upper && *id >= 'a' && *id <= 'z' ? (char)(*id - 'a' + 'A') : *id);
		upper = 0;
	}
	return strbuf_detach(&sb);
}

/*
 * What code-scanning services show and filter on, by rule family: tags
 * (a CWE where one fits), how often a finding is right (precision) and how
 * bad it is (problem.severity, GitHub's "error", "warning", "recommendation").
 */
struct rule_kind {
	const char *prefix;
	const char *tags[3];
	const char *precision;
};

static const struct rule_kind rule_kinds[] = {
	{ "callback-cast-", { "correctness", "cfi", "external/cwe/cwe-686" }, "high" },
	{ "context-type-confusion", { "correctness", "type-confusion", "external/cwe/cwe-843" }, "high" },
	{ "container-", { "correctness", "type-confusion", "external/cwe/cwe-843" }, "high" },
	{ "context-", { "correctness", "external/cwe/cwe-704", NULL }, "high" },
	{ "migration-", { "maintainability", "migration", NULL }, "very-high" },
	{ "clang-diagnostic-", { "compiler", NULL, NULL }, "very-high" },
	{ "timercheck-", { "suppression", NULL, NULL }, "very-high" },
};

static const struct rule_kind *kind_of(const char *id)
{
	size_t i;

	for (i = 0; i < sizeof(rule_kinds) / sizeof(rule_kinds[0]); i++)
		if (starts_with(id, rule_kinds[i].prefix))
			return &rule_kinds[i];
	return NULL;
}

static const char *problem_severity(enum severity sev)
{
	switch (sev) {
	case SEV_ERROR: return "error";
	case SEV_WARNING: return "warning";
	case SEV_NOTE: break;
	}
	return "recommendation";
}

static void text_object(struct json_writer *w, const char *key, const char *text)
{
	json_key(w, key);
	json_begin_object(w);
	json_kv_string(w, "text", text);
	json_end_object(w);
}

static void rule_properties(struct json_writer *w, const struct rule_info *r)
{
	const struct rule_kind *k = kind_of(r->id);
	size_t i;

	json_key(w, "properties");
	json_begin_object(w);
	json_key(w, "tags");
	json_begin_array(w);
	for (i = 0; k && i < 3 && k->tags[i]; i++)
		json_string(w, k->tags[i]);
	json_end_array(w);
	json_kv_string(w, "precision", k ? k->precision : "medium");
	json_kv_string(w, "problem.severity", problem_severity(r->severity));
	json_end_object(w);
}

static void rule_descriptor(struct json_writer *w, const struct rule_info *r,
			    const struct output_options *opts)
{
	const char *md = rule_doc_markdown(r->id);
	char *full = md ? rule_doc_summary(md) : NULL;
	char *plain = md ? rule_doc_plain(md) : NULL;
	char *uri = help_uri(r->id, opts);
	char *name = friendly_name(r->id);

	json_begin_object(w);
	json_kv_string(w, "id", r->id);
	json_kv_string(w, "name", name);
	text_object(w, "shortDescription", r->summary);
	text_object(w, "fullDescription", full ? full : r->summary);
	if (uri)
		json_kv_string(w, "helpUri", uri);
	json_key(w, "help");
	json_begin_object(w);
	if (md) {
		json_kv_string(w, "text", plain);
		json_kv_string(w, "markdown", md);
	} else {
		char *text = xasprintf("%s. Run 'timercheck --explain %s'.", r->summary, r->id);

		json_kv_string(w, "text", text);
		free(text);
	}
	json_end_object(w);
	json_key(w, "defaultConfiguration");
	json_begin_object(w);
	json_kv_string(w, "level", sarif_level(r->severity));
	if (rule_off_by_default(r->id))
	{
		json_key(w, "enabled");
		json_bool(w, 0);
	}
	json_end_object(w);
	rule_properties(w, r);
	json_end_object(w);
	free(full);
	free(plain);
	free(uri);
	free(name);
}

/* "artifactLocation": relative to SRCROOT when below it, else a file:// URI. */
static void artifact_location(struct json_writer *w, const char *file,
			      const struct output_options *opts)
{
	struct strbuf sb = STRBUF_INIT;
	size_t n = opts->srcroot ? strlen(opts->srcroot) : 0;
	/* Paths the parser reports relative (-IInputs) are relative to the current directory. */
	char *abs = path_absolute(file, NULL);

	file = abs;
	json_key(w, "artifactLocation");
	json_begin_object(w);
	if (n && strncmp(file, opts->srcroot, n) == 0 &&
	    (file[n] == '/' || (n == 1 && opts->srcroot[0] == '/')) && file[n + (n > 1)] != '\0') {
		uri_add_path(&sb, file + n + (n > 1));
		json_kv_string(w, "uri", sb.buf);
		json_kv_string(w, "uriBaseId", "SRCROOT");
	} else {
		uri_add_file(&sb, file);
		json_kv_string(w, "uri", sb.buf);
	}
	json_end_object(w);
	strbuf_release(&sb);
	free(abs);
}

static void region(struct json_writer *w, const char *key, unsigned l1, unsigned c1, unsigned l2,
		   unsigned c2)
{
	json_key(w, key);
	json_begin_object(w);
	json_kv_int(w, "startLine", l1);
	if (c1)
		json_kv_int(w, "startColumn", c1);
	if (l2) {
		json_kv_int(w, "endLine", l2);
		if (c2)
			json_kv_int(w, "endColumn", c2);
	}
	json_end_object(w);
}

static void physical_location(struct json_writer *w, const struct tc_loc *loc,
			      const struct output_options *opts)
{
	json_key(w, "physicalLocation");
	json_begin_object(w);
	artifact_location(w, loc->file, opts);
	/* A finding about the whole file (it could not be parsed) starts at its first line. */
	region(w, "region", loc->line ? loc->line : 1, loc->line ? loc->col : 0, 0, 0);
	json_end_object(w);
}

static void message(struct json_writer *w, const char *text)
{
	json_key(w, "message");
	json_begin_object(w);
	json_kv_string(w, "text", text);
	json_end_object(w);
}

static long rule_index(const char *id)
{
	const struct rule_info *r;
	long i = 0;

	for (r = rule_table; r->id; r++, i++)
		if (strcmp(r->id, id) == 0)
			return i;
	for (r = meta_rule_table; r->id; r++, i++)
		if (strcmp(r->id, id) == 0)
			return i;
	return -1;
}

/* The fix-its as one SARIF fix: an artifactChange per file, in first-seen order. */
static void fixes(struct json_writer *w, const struct finding *f, const struct output_options *opts)
{
	struct ptrvec files = PTRVEC_INIT;
	size_t i, j, k;

	for (i = 0; i < f->fixits.len; i++) {
		const struct fixit *x = f->fixits.items[i];
		const char *file = x->begin.file ? x->begin.file : f->loc.file;

		for (k = 0; k < files.len && strcmp(files.items[k], file) != 0; k++)
			;
		if (file && k == files.len)
			ptrvec_push(&files, (void *)file);
	}
	json_key(w, "fixes");
	json_begin_array(w);
	json_begin_object(w);
	json_key(w, "description");
	json_begin_object(w);
	json_kv_string(w, "text", f->fixits.len == 1 ? "apply the suggested replacement"
						       : "apply the suggested replacements");
	json_end_object(w);
	json_key(w, "artifactChanges");
	json_begin_array(w);
	for (k = 0; k < files.len; k++) {
		json_begin_object(w);
		artifact_location(w, files.items[k], opts);
		json_key(w, "replacements");
		json_begin_array(w);
		for (j = 0; j < f->fixits.len; j++) {
			const struct fixit *x = f->fixits.items[j];
			const char *file = x->begin.file ? x->begin.file : f->loc.file;

			if (strcmp(file, files.items[k]) != 0)
				continue;
			json_begin_object(w);
			region(w, "deletedRegion", x->begin.line, x->begin.col, x->end.line,
			       x->end.col);
			json_key(w, "insertedContent");
			json_begin_object(w);
			json_kv_string(w, "text", x->replacement);
			json_end_object(w);
			json_end_object(w);
		}
		json_end_array(w);
		json_end_object(w);
	}
	json_end_array(w);
	json_end_object(w);
	json_end_array(w);
	ptrvec_release(&files);
}

/*
 * How the value got where the finding is, for viewers that step through a
 * path (GitHub code scanning shows codeFlows): each note in order (where it
 * was registered, erased, stored, handed on), then the finding itself.
 */
static void code_flow(struct json_writer *w, const struct finding *f,
		      const struct output_options *opts)
{
	size_t i, located = 0;

	for (i = 0; i < f->notes.len; i++)
		located += ((const struct note *)f->notes.items[i])->loc.file != NULL;
	if (!located || !f->loc.file)
		return;
	json_key(w, "codeFlows");
	json_begin_array(w);
	json_begin_object(w);
	json_key(w, "threadFlows");
	json_begin_array(w);
	json_begin_object(w);
	json_key(w, "locations");
	json_begin_array(w);
	for (i = 0; i <= f->notes.len; i++) {
		const struct note *n = i < f->notes.len ? f->notes.items[i] : NULL;
		const struct tc_loc *loc = n ? &n->loc : &f->loc;

		if (!loc->file)
			continue;
		json_begin_object(w);
		json_key(w, "location");
		json_begin_object(w);
		physical_location(w, loc, opts);
		message(w, n ? n->message : f->message);
		json_end_object(w);
		json_end_object(w);
	}
	json_end_array(w);
	json_end_object(w);
	json_end_array(w);
	json_end_object(w);
	json_end_array(w);
}

enum suppressed_by { NOT_SUPPRESSED, BY_COMMENT, BY_BASELINE };

static void suppressions(struct json_writer *w, enum suppressed_by how)
{
	json_key(w, "suppressions");
	json_begin_array(w);
	json_begin_object(w);
	if (how == BY_COMMENT) {
		json_kv_string(w, "kind", "inSource");
		json_kv_string(w, "justification", "a NOLINT comment covers it");
	} else {
		json_kv_string(w, "kind", "external");
		json_kv_string(w, "justification", "recorded in the baseline (--baseline)");
	}
	json_end_object(w);
	json_end_array(w);
}

/*
 * properties.calledBy: where the function of a cast finding is called
 * through the cast's type (analysis/called_casts.h), with what.
 */
static void called_by(struct json_writer *w, const struct finding *f,
		      const struct output_options *opts)
{
	size_t i;

	json_key(w, "calledBy");
	json_begin_array(w);
	for (i = 0; i < f->called_by.len; i++) {
		const struct finding_call *c = f->called_by.items[i];

		json_begin_object(w);
		if (c->loc.file)
			physical_location(w, &c->loc, opts);
		json_kv_string(w, "through", c->through);
		json_kv_string(w, "passed", c->passed);
		json_key(w, "otherObject");
		json_bool(w, c->other_object);
		json_end_object(w);
	}
	json_end_array(w);
}

static void result(struct json_writer *w, const struct finding *f, const struct output_options *opts,
		   enum suppressed_by how)
{
	long index = rule_index(f->rule);
	size_t i;

	json_begin_object(w);
	json_kv_string(w, "ruleId", f->rule);
	if (index >= 0)
		json_kv_int(w, "ruleIndex", index);
	json_kv_string(w, "level", sarif_level(f->severity));
	message(w, f->message);
	if (f->loc.file) {
		json_key(w, "locations");
		json_begin_array(w);
		json_begin_object(w);
		physical_location(w, &f->loc, opts);
		if (f->function) {
			json_key(w, "logicalLocations");
			json_begin_array(w);
			json_begin_object(w);
			json_kv_string(w, "name", f->function);
			json_kv_string(w, "kind", "function");
			json_end_object(w);
			json_end_array(w);
		}
		json_end_object(w);
		json_end_array(w);
	}
	if (f->notes.len) {
		size_t id = 0;

		json_key(w, "relatedLocations");
		json_begin_array(w);
		for (i = 0; i < f->notes.len; i++) {
			const struct note *n = f->notes.items[i];

			if (!n->loc.file)
				continue;
			json_begin_object(w);
			json_kv_int(w, "id", (long long)++id);
			physical_location(w, &n->loc, opts);
			message(w, n->message);
			json_end_object(w);
		}
		json_end_array(w);
	}
	if (f->notes.len)
		code_flow(w, f, opts);
	if (f->fingerprint) {
		json_key(w, "partialFingerprints");
		json_begin_object(w);
		json_kv_string(w, FINGERPRINT_KEY, f->fingerprint);
		json_end_object(w);
	}
	if (f->fixits.len)
		fixes(w, f, opts);
	if (how != NOT_SUPPRESSED)
		suppressions(w, how);
	if (f->inferred || f->called_by.len) {
		json_key(w, "properties");
		json_begin_object(w);
		if (f->inferred) {
			json_key(w, "inferred");
			json_bool(w, 1);
		}
		if (f->called_by.len)
			called_by(w, f, opts);
		json_end_object(w);
	}
	json_end_object(w);
}

/* One invocation: how the run ended and the problems it had (files not analysed). */
static void invocation(struct json_writer *w, const struct output_options *opts)
{
	size_t i;

	json_key(w, "invocations");
	json_begin_array(w);
	json_begin_object(w);
	json_key(w, "executionSuccessful");
	/* Findings (exit 1) are a successful run; 2 and 3 mean the tool could not do its job. */
	json_bool(w, !opts->has_exit_code || opts->exit_code < 2);
	if (opts->has_exit_code)
		json_kv_int(w, "exitCode", opts->exit_code);
	json_key(w, "toolExecutionNotifications");
	json_begin_array(w);
	for (i = 0; opts->notices && i < opts->notices->len; i++) {
		const struct tool_notice *n = opts->notices->items[i];

		json_begin_object(w);
		json_kv_string(w, "level", sarif_level(n->level));
		message(w, n->message);
		if (n->file) {
			struct tc_loc loc = { n->file, 0, 0 };

			json_key(w, "locations");
			json_begin_array(w);
			json_begin_object(w);
			physical_location(w, &loc, opts);
			json_end_object(w);
			json_end_array(w);
		}
		json_end_object(w);
	}
	json_end_array(w);
	json_end_object(w);
	json_end_array(w);
}

void output_sarif(FILE *out, const struct findings *fs, const struct output_options *opts)
{
	const struct rule_info *r;
	struct json_writer w;
	size_t i;

	json_init(&w, out);
	json_begin_object(&w);
	json_kv_string(&w, "$schema", SARIF_SCHEMA);
	json_kv_string(&w, "version", "2.1.0");
	json_key(&w, "runs");
	json_begin_array(&w);
	json_begin_object(&w);

	json_key(&w, "tool");
	json_begin_object(&w);
	json_key(&w, "driver");
	json_begin_object(&w);
	json_kv_string(&w, "name", "timercheck");
	if (opts->tool_version) {
		json_kv_string(&w, "version", opts->tool_version);
		json_kv_string(&w, "semanticVersion", opts->tool_version);
	}
	if (opts->doc_uri && *opts->doc_uri)
		json_kv_string(&w, "informationUri", opts->doc_uri);
	json_key(&w, "rules");
	json_begin_array(&w);
	for (r = rule_table; r->id; r++)
		rule_descriptor(&w, r, opts);
	for (r = meta_rule_table; r->id; r++)
		rule_descriptor(&w, r, opts);
	json_end_array(&w);
	json_end_object(&w);
	json_end_object(&w);

	if (opts->srcroot) {
		struct strbuf sb = STRBUF_INIT;

		uri_add_file(&sb, opts->srcroot);
		if (sb.buf[sb.len - 1] != '/')
			strbuf_addch(&sb, '/');
		json_key(&w, "originalUriBaseIds");
		json_begin_object(&w);
		json_key(&w, "SRCROOT");
		json_begin_object(&w);
		json_kv_string(&w, "uri", sb.buf);
		json_end_object(&w);
		json_end_object(&w);
		strbuf_release(&sb);
	}

	json_key(&w, "results");
	json_begin_array(&w);
	for (i = 0; i < fs->items.len; i++)
		result(&w, fs->items.items[i], opts, NOT_SUPPRESSED);
	for (i = 0; opts->in_source && i < opts->in_source->items.len; i++)
		result(&w, opts->in_source->items.items[i], opts, BY_COMMENT);
	for (i = 0; opts->baselined && i < opts->baselined->items.len; i++)
		result(&w, opts->baselined->items.items[i], opts, BY_BASELINE);
	json_end_array(&w);
	invocation(&w, opts);

	json_end_object(&w);
	json_end_array(&w);
	json_end_object(&w);
	json_finish(&w);
}

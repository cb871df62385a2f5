/*
 * The SARIF 2.1.0 emitter, for code-scanning services (GitHub, GitLab,
 * Azure DevOps) and SARIF viewers. One run: the tool with every rule's
 * metadata (rule_table and the meta rules), then one result per finding
 * with its notes as relatedLocations, its fix-its as fixes and its
 * fingerprint as partialFingerprints. Paths below opts->srcroot are
 * relative URIs against the SRCROOT base id; others are file:// URIs.
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

#define SARIF_SCHEMA "https://json.schemastore.org/sarif-2.1.0.json"
#define FINGERPRINT_KEY "timercheck/v1"

static const char *sarif_level(enum severity sev)
{
	switch (sev) {
	case SEV_ERROR: return "error";
	case SEV_WARNING: return "warning";
	case SEV_NOTE: return "note";
	}
	return "none";
}

/* The docs page of a rule, if there is one: a malloc'd absolute path or NULL. */
static char *doc_page(const char *id)
{
	const char *dir = install_docs_rules_dir();
	char *path, *abs;

	if (!dir)
		return NULL;
	path = xasprintf("%s/%s.md", dir, id);
	abs = path_absolute(path, NULL);
	free(path);
	if (access(abs, R_OK) != 0) {
		free(abs);
		return NULL;
	}
	return abs;
}

/*
 * The first paragraph of a docs page after its title, joined into one line,
 * or NULL. Markdown emphasis is kept as it is; SARIF viewers show it.
 */
static char *doc_summary(const char *page)
{
	struct strbuf sb = STRBUF_INIT;
	char *text, *p, *line;
	int in_para = 0;

	if (!page || read_file(page, &text, NULL) != 0)
		return NULL;
	for (p = text; (line = strsep(&p, "\n")) != NULL;) {
		size_t n = strlen(line);

		while (n && (line[n - 1] == '\r' || line[n - 1] == ' '))
			line[--n] = '\0';
		if (!n || line[0] == '#' || starts_with(line, "```")) {
			if (in_para)
				break;
			continue;
		}
		if (line[0] == '-' || line[0] == '*' || line[0] == '|' || line[0] == '>' ||
		    line[0] == '=')
			continue;
		if (in_para)
			strbuf_addch(&sb, ' ');
		strbuf_addstr(&sb, line);
		in_para = 1;
	}
	free(text);
	if (!sb.len)
		return NULL;
	return strbuf_detach(&sb);
}

/* The URI of a rule's help page: <doc_uri>/<id>.md, or the local page as a file URI. */
static char *help_uri(const char *id, const struct output_options *opts, const char *page)
{
	struct strbuf sb = STRBUF_INIT;

	if (opts->doc_uri && *opts->doc_uri) {
		size_t n = strlen(opts->doc_uri);

		strbuf_addstr(&sb, opts->doc_uri);
		if (opts->doc_uri[n - 1] != '/')
			strbuf_addch(&sb, '/');
		uri_add_path(&sb, id);
		strbuf_addstr(&sb, ".md");
	} else if (page) {
		uri_add_file(&sb, page);
	} else {
		return NULL;
	}
	return strbuf_detach(&sb);
}

static void rule_descriptor(struct json_writer *w, const struct rule_info *r,
			    const struct output_options *opts)
{
	char *page = doc_page(r->id);
	char *full = doc_summary(page);
	char *uri = help_uri(r->id, opts, page);

	json_begin_object(w);
	json_kv_string(w, "id", r->id);
	json_key(w, "shortDescription");
	json_begin_object(w);
	json_kv_string(w, "text", r->summary);
	json_end_object(w);
	json_key(w, "fullDescription");
	json_begin_object(w);
	json_kv_string(w, "text", full ? full : r->summary);
	json_end_object(w);
	if (uri)
		json_kv_string(w, "helpUri", uri);
	json_key(w, "help");
	json_begin_object(w);
	{
		char *text = xasprintf("%s. See docs/rules/%s.md, or run "
				       "'timercheck --explain %s'.", r->summary, r->id, r->id);

		json_kv_string(w, "text", text);
		free(text);
	}
	json_end_object(w);
	json_key(w, "defaultConfiguration");
	json_begin_object(w);
	json_kv_string(w, "level", sarif_level(r->severity));
	json_end_object(w);
	json_end_object(w);
	free(page);
	free(full);
	free(uri);
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
	if (loc->line)
		region(w, "region", loc->line, loc->col, 0, 0);
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

static void result(struct json_writer *w, const struct finding *f, const struct output_options *opts)
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
	if (f->inferred) {
		json_key(w, "properties");
		json_begin_object(w);
		json_key(w, "inferred");
		json_bool(w, 1);
		json_end_object(w);
	}
	json_end_object(w);
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
	if (opts->doc_uri && *opts->doc_uri) {
		json_kv_string(&w, "informationUri", opts->doc_uri);
	} else if (install_docs_rules_dir()) {
		char *abs = path_absolute(install_docs_rules_dir(), NULL);
		struct strbuf sb = STRBUF_INIT;

		uri_add_file(&sb, abs);
		strbuf_addch(&sb, '/');
		json_kv_string(&w, "informationUri", sb.buf);
		strbuf_release(&sb);
		free(abs);
	}
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
		result(&w, fs->items.items[i], opts);
	json_end_array(&w);

	json_end_object(&w);
	json_end_array(&w);
	json_end_object(&w);
	json_finish(&w);
}

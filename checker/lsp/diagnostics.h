/*
 * Findings in the language server's terms: the diagnostics of one file (a
 * finding appears in every file that holds one of its locations: at its
 * own location in its file, at its first note in each other file, with the
 * other locations as relatedInformation) and the quick fixes made of its
 * fix-its (a WorkspaceEdit).
 */
#ifndef TIMERCHECK_LSP_DIAGNOSTICS_H
#define TIMERCHECK_LSP_DIAGNOSTICS_H

#include "analysis/findings.h"
#include "support/json_writer.h"
#include "support/source_cache.h"

struct lsp_format {
	int utf16;		/* positions count UTF-16 code units (else bytes) */
	struct srcmap *sources;	/* line text for positions: open buffers, else the files */
	const char *doc_uri;	/* base URI of the rule pages, or NULL for the local pages */
};

/* The JSON array of path's diagnostics (path absolute, normalised), malloc'd. */
char *diagnostics_for_file(const struct findings *fs, const char *path,
			   const struct lsp_format *fmt);

/*
 * Writes the array of code actions for the findings shown in path on lines
 * first..last (from 1) that have fix-its: one quick
 * fix each. Cannot fail.
 */
void diagnostics_code_actions(struct json_writer *w, const struct findings *fs, const char *path,
			      unsigned first, unsigned last, const struct lsp_format *fmt);

#endif

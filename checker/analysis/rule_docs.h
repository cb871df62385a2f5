/*
 * The rule pages (docs/rules/<id>.md), embedded in the binary at build time
 * (embed_docs.cmake), so --explain and the SARIF emitter have every rule's
 * page whatever is installed where. The table is generated; the lookups
 * and the Markdown-to-text conversion are in rule_docs.c.
 */
#ifndef TIMERCHECK_ANALYSIS_RULE_DOCS_H
#define TIMERCHECK_ANALYSIS_RULE_DOCS_H

struct rule_doc {
	const char *id;
	const char *markdown;	/* the whole page */
};

/* Every embedded page, sorted by id, terminated by an entry with id NULL. */
extern const struct rule_doc rule_docs[];

/* The page of rule id, or NULL when it has none. Borrowed, static. */
const char *rule_doc_markdown(const char *id);

/*
 * The page without its title line, as plain text: headings, emphasis,
 * code fences and link targets removed ("[x](y.md)" becomes "x"), code
 * blocks kept and indented. Returns a malloc'd string; caller frees.
 */
char *rule_doc_plain(const char *markdown);

/*
 * The first paragraph after the title as one line of plain text, or NULL
 * when the page has none. Malloc'd; caller frees.
 */
char *rule_doc_summary(const char *markdown);

#endif

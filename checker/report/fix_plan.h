/*
 * Fix planning: which edits --fix and --export-fixes make, decided once for
 * both, so the files --fix writes and the files clang-apply-replacements
 * makes from the exported YAML are the same bytes.
 *
 * The fix-its of the findings shown (struct fixit, line and byte column)
 * become byte offsets into each file's current content. A finding's fix is
 * all or nothing: when any of its edits cannot be made, none is, and a
 * message on stderr says why ("timercheck: not fixing LOC [rule]: WHY").
 * An edit is refused when its file
 *  - is not one the analysis read (a dependency of an analysed TU), or is
 *    a system header;
 *  - belongs to a TU that had compiler errors (unless --fix-errors);
 *  - changed on disk since it was parsed (its FNV-1a hash differs from the
 *    one its dep record holds);
 *  - is a symlink, or lies under one, whose target is outside the project
 *    (the working directory and the folders of the inputs);
 * or when its range is outside the file, inside a preprocessor directive
 * (a macro definition), covers the macro expansion the finding is in, or
 * overlaps another finding's edit (both findings are then left alone).
 * Identical edits asked for by several findings (one header seen by two
 * TUs) are made once, and findings linked by such shared edits are fixed
 * together or not at all. Inserted line breaks follow the file's: a CRLF file
 * gets CRLF.
 *
 * Writing lives in fix_apply.c, the YAML in fix_export.c.
 */
#ifndef TIMERCHECK_REPORT_FIX_PLAN_H
#define TIMERCHECK_REPORT_FIX_PLAN_H

#include <stddef.h>

#include "analysis/findings.h"
#include "facts/facts.h"
#include "support/strmap.h"
#include "support/util.h"

/* What the analysis knew of each file it read. */
struct fix_source {
	unsigned long long hash;	/* FNV-1a of the content when parsed */
	int system;			/* a system header */
	int in_error_tu;		/* some TU reading it had compiler errors */
	int conflicting_hash;		/* two TUs saw different contents */
};

struct fix_sources {
	struct strmap files;	/* absolute path -> struct fix_source * */
};
#define FIX_SOURCES_INIT { STRMAP_INIT }

/* Records tf's dependencies (call before facts_set_take(), which drops them). Cannot fail. */
void fix_sources_record(struct fix_sources *s, const struct tu_facts *tf);
void fix_sources_release(struct fix_sources *s);

/* One replacement: bytes [begin, end) of the file's content become text. */
struct fix_edit {
	size_t begin, end;
	char *text;			/* line breaks already those of the file */
	struct ptrvec owners;		/* struct finding *, the findings that ask for it */
	unsigned line, col;		/* where it starts, for messages */
};

struct fix_file {
	char *path;			/* absolute, as the findings name it */
	char *target;			/* the file written: path, or a symlink's target */
	char *content;			/* as read (the hash matched) */
	size_t len;
	int crlf;			/* line breaks are CRLF */
	struct ptrvec edits;		/* struct fix_edit *, by offset; no overlap, no duplicate */
};

struct fix_plan {
	struct ptrvec files;		/* struct fix_file *, by path; only files with edits */
	size_t refused;			/* findings with fix-its whose fix is not made */
};
#define FIX_PLAN_INIT { PTRVEC_INIT, 0 }

struct fix_options {
	int fix_errors;			/* also edit files of TUs with compiler errors */
	const struct ptrvec *roots;	/* char *, absolute: where symlinks may point */
	const char *project_root;	/* real path: no file outside it is edited (NULL: none is) */
	const char *cwd;		/* for shorter paths in messages */
};

/*
 * Plans the fixes of the findings in fs (after every filter). Messages for
 * what is not fixed go to stderr. Cannot fail: a file that cannot be read
 * has its findings refused with a message.
 */
void fix_plan_build(struct fix_plan *p, const struct findings *fs, const struct fix_sources *src,
		    const struct fix_options *o);
void fix_plan_release(struct fix_plan *p);

/* Where each line of a text starts, for offsets of many positions. */
struct fix_lines {
	const char *text;
	size_t len;
	size_t *starts;		/* starts[i]: offset of line i + 1 */
	size_t n;
};

/* Indexes text (borrowed; it must outlive lines). Cannot fail. */
void fix_lines_init(struct fix_lines *lines, const char *text, size_t len);
void fix_lines_release(struct fix_lines *lines);

/*
 * The byte offset of line:col (1-based; columns count bytes, as libclang's
 * do), or -1 when there is no such position. The column may point just past
 * a line's last character (at its line break, or the end of the text).
 */
long long fix_lines_offset(const struct fix_lines *lines, unsigned line, unsigned col);

#endif

/*
 * The language server's quarantine: TUs whose analysis timed out or ran
 * out of memory, so that the next keystroke does not pay for them again.
 * An entry is keyed by a hash of the command (directory, file, arguments)
 * and of the main file's text (the unsaved buffer, else the file on disk):
 * editing the file or its command lets it be tried again. The list is
 * bounded (QUARANTINE_MAX); the oldest entry goes first. A header that
 * makes a TU spin is not part of the key: saving the main file, or
 * reloading the database, is how to retry it after fixing a header.
 */
#ifndef TIMERCHECK_LSP_QUARANTINE_H
#define TIMERCHECK_LSP_QUARANTINE_H

#include <stddef.h>

#include "input/compdb.h"

#define QUARANTINE_MAX 256

struct quarantine_entry {
	unsigned long long command;	/* hash of the directory, file and arguments */
	unsigned long long text;	/* hash of the main file's text */
	char *why;			/* "timed out after 60 s", "ran out of memory" */
};

struct quarantine {
	struct quarantine_entry items[QUARANTINE_MAX];
	size_t len;
	size_t oldest;		/* once full: the entry replaced next */
};
#define QUARANTINE_INIT { { { 0, 0, NULL } }, 0, 0 }

/*
 * Why a TU was quarantined: "timed out after N s" or "ran out of memory",
 * taken from the message of a failed TU, in buf; NULL when the failure is
 * not one that would happen again at once (a crash, a parse error, a
 * worker that could not start).
 */
const char *quarantine_reason(const char *failure, char *buf, size_t size);

/*
 * The reason cmd is quarantined for (owned by q), or NULL. Its main file's
 * text is cmd->contents when set (an open buffer), else the file on disk,
 * read only when the command itself is in the quarantine. Cannot fail.
 */
const char *quarantine_find(const struct quarantine *q, const struct compile_cmd *cmd);

/*
 * Quarantines cmd with its main file's text as it is now, for why (copied),
 * replacing the oldest entry when full. Cannot fail.
 */
void quarantine_add(struct quarantine *q, const struct compile_cmd *cmd, const char *why);

void quarantine_release(struct quarantine *q);

#endif

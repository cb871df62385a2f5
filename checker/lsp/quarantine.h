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

#include "tu/compile_cmd.h"

#define QUARANTINE_MAX 256

struct quarantine_entry {
	unsigned long long key;
	char *why;		/* "timed out after 60 s", "ran out of memory" */
};

struct quarantine {
	struct quarantine_entry items[QUARANTINE_MAX];
	size_t len;
	size_t oldest;		/* once full: the entry replaced next */
};
#define QUARANTINE_INIT { { { 0, NULL } }, 0, 0 }

/*
 * The key of cmd with the main file's text: contents when not NULL (an
 * open buffer), else the file read from disk (an unreadable file hashes as
 * empty). Cannot fail.
 */
unsigned long long quarantine_key(const struct compile_cmd *cmd, const char *contents,
				  size_t contents_len);

/*
 * Why a TU was quarantined: "timed out after N s" or "ran out of memory",
 * taken from the message of a failed TU; NULL when the failure is not one
 * that would happen again at once (a crash, a parse error).
 */
const char *quarantine_reason(const char *failure, char *buf, size_t size);

/* The reason key is quarantined for (owned by q), or NULL. */
const char *quarantine_find(const struct quarantine *q, unsigned long long key);

/* Quarantines key for why (copied), replacing the oldest entry when full. Cannot fail. */
void quarantine_add(struct quarantine *q, unsigned long long key, const char *why);

void quarantine_release(struct quarantine *q);

#endif

/*
 * Facts files: TU records (facts.h) stored one per file, for --facts-dir, the
 * cache and --join. Writes are atomic (a temporary file in the same folder,
 * renamed over the final name), so a reader never sees half a record, even
 * when runs overlap or one is killed. docs/design.md, "Facts files".
 */
#ifndef TIMERCHECK_FACTS_FACTS_FILES_H
#define TIMERCHECK_FACTS_FACTS_FILES_H

#include <stdio.h>
#include <sys/stat.h>
#include <sys/types.h>

#include "facts/facts.h"

/* Creates dir and any missing parents. Returns 0, or -1 with errno set. */
int factsio_mkdirs(const char *dir);
/* The same, making each missing folder with mode (less the umask): 0700 for the cache. */
int factsio_mkdirs_mode(const char *dir, mode_t mode);

/*
 * Why an opened file or folder (its fstat) cannot be trusted to hold only
 * what this user wrote: NULL when it is owned by the effective user and no
 * one else can write it; else a malloc'd reason, "owned by user 65534, not
 * by you (user 0)" or "writable by other users (mode 1777)". A folder others
 * can write lets them replace its files, whoever owns the folder.
 */
char *factsio_distrust(const struct stat *st);

/*
 * Reads the file name (relative to the folder dirfd; a path with AT_FDCWD)
 * whole, only if it is a regular file that factsio_distrust accepts: the
 * last component is not followed if it is a symbolic link, and the open
 * never blocks (a FIFO). The checks are made on the opened file, so nothing
 * can be swapped in between. Returns 0 with *text (malloc'd, NUL-terminated)
 * and *len; or -1 with errno ELOOP (a symbolic link), EINVAL (not a regular
 * file), EPERM (not trusted: *distrust, if not NULL, gets the malloc'd
 * reason), EFBIG (over READ_FILE_MAX) or the error of open or read.
 */
int factsio_read_private(int dirfd, const char *name, char **text, size_t *len, char **distrust);

/* The same, reading at most the first limit bytes (all of it when limit is 0). */
int factsio_read_private_prefix(int dirfd, const char *name, size_t limit, char **text,
				size_t *len, char **distrust);

/*
 * Writes prefix (may be NULL) followed by tf's record to dir/name atomically.
 * Returns 0, or -1 with errno set; no temporary file is left behind either way.
 */
int factsio_write(const char *dir, const char *name, const char *prefix,
		  const struct tu_facts *tf);
/*
 * The same in the open folder dirfd, the file made with mode (less the
 * umask; the cache uses 0600). The temporary file is created exclusively
 * and the rename is inside dirfd, so a symbolic link planted in the folder
 * is replaced, never followed.
 */
int factsio_write_at(int dirfd, const char *name, const char *prefix,
		     const struct tu_facts *tf, mode_t mode);

/* The same for bytes already rendered: data, len written as they are. */
int factsio_write_bytes_at(int dirfd, const char *name, const char *data, size_t len,
			   mode_t mode);

/*
 * The name of a TU's file in a facts folder: BASENAME.HASH.facts, where HASH
 * is 16 hex digits of the main file's absolute path and BASENAME is at most
 * FACTSIO_BASENAME_MAX bytes of its base name, every byte outside
 * [A-Za-z0-9._+-] written as '_'. So any legal path gives a short, portable
 * name (the record inside holds the full path). The second and later
 * commands for the same main file in one plan get BASENAME.HASH.N.facts
 * (occurrence N counts from 1 for the first). Returns a malloc'd string.
 */
#define FACTSIO_BASENAME_MAX 64
char *factsio_name(const char *main_file, unsigned occurrence);

/*
 * A facts folder's index of one run (--facts-dir): the plan it belongs to and
 * the records the run writes there, so that --join can tell a folder with
 * missing records or a missing shard from a complete one. Its file,
 * timercheck-PLAN.index (or timercheck-PLAN.K-of-N.index for shard K of N),
 * is written before any record, so a run killed half way is noticed too.
 */
struct factsio_index {
	unsigned long long plan;	/* hash of the whole plan's main files, in order */
	size_t plan_tus;		/* commands in the whole plan */
	unsigned shard, shards;		/* 1-based shard of shards; 0, 0: not sharded */
	char *const *names;		/* the names of this run's records (borrowed) */
	size_t nnames;
};

/* Writes ix to dir atomically. Returns 0, or -1 with errno set. */
int factsio_write_index(const char *dir, const struct factsio_index *ix);

/* The file name of ix in its folder, malloc'd. */
char *factsio_index_name(const struct factsio_index *ix);

/*
 * Reads facts records for --join from paths: folders (their *.facts files)
 * or single files. Files are taken in the order of their names (the path
 * inside its folder), whatever the folder; a name found in more than one
 * folder is read from the last folder given. Calls sink once per record in
 * that order (the sink takes tf's contents). Each unreadable folder or file,
 * and each malformed record, is reported on err as "PATH: line N: message"
 * and skipped. So is a folder with neither records nor an index, a record
 * that an index (*.index, same rule for names) lists but no folder holds,
 * and a shard of a sharded plan whose index no folder holds: TUs that would
 * otherwise be lost without a word. Returns the number of problems reported.
 */
int factsio_load(const struct ptrvec *paths, FILE *err,
		 void (*sink)(struct tu_facts *tf, void *data), void *data);

#endif

/*
 * The quarantine of TUs that timed out or ran out of memory (see
 * quarantine.h). A plain array: 256 entries are looked up once per command
 * per analysis, which costs nothing next to parsing one file.
 */
#include "lsp/quarantine.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "support/util.h"

static unsigned long long hash_text(unsigned long long h, const char *s)
{
	/* The NUL separates fields: "a" "bc" and "ab" "c" differ. */
	return hash_bytes(h, s ? s : "", s ? strlen(s) + 1 : 1);
}

unsigned long long quarantine_key(const struct compile_cmd *cmd, const char *contents,
				  size_t contents_len)
{
	unsigned long long h = HASH_INIT;
	char *disk = NULL;
	size_t i, len = 0;

	h = hash_text(h, cmd->directory);
	h = hash_text(h, cmd->file);
	for (i = 0; i < cmd->argv.len; i++)
		h = hash_text(h, cmd->argv.items[i]);
	if (!contents && read_file(cmd->file, &disk, &len) == 0) {
		contents = disk;
		contents_len = len;
	}
	h = hash_bytes(h, "\1", 1);
	if (contents)
		h = hash_bytes(h, contents, contents_len);
	free(disk);
	return h;
}

const char *quarantine_reason(const char *failure, char *buf, size_t size)
{
	const char *p;
	unsigned seconds;

	/* A worker that could not start says nothing about the file. */
	if (!failure || strstr(failure, "could not start"))
		return NULL;
	p = strstr(failure, "timed out after ");
	if (p && sscanf(p, "timed out after %u s", &seconds) == 1) {
		snprintf(buf, size, "timed out after %u s", seconds);
		return buf;
	}
	if (strstr(failure, "ran out of memory")) {
		snprintf(buf, size, "ran out of memory");
		return buf;
	}
	return NULL;
}

const char *quarantine_find(const struct quarantine *q, unsigned long long key)
{
	size_t i;

	for (i = 0; i < q->len; i++)
		if (q->items[i].key == key)
			return q->items[i].why;
	return NULL;
}

void quarantine_add(struct quarantine *q, unsigned long long key, const char *why)
{
	struct quarantine_entry *e;
	size_t i;

	for (i = 0; i < q->len; i++)
		if (q->items[i].key == key) {
			free(q->items[i].why);
			q->items[i].why = xstrdup(why);
			return;
		}
	if (q->len < QUARANTINE_MAX) {
		e = &q->items[q->len++];
	} else {
		e = &q->items[q->oldest];
		q->oldest = (q->oldest + 1) % QUARANTINE_MAX;
		free(e->why);
	}
	e->key = key;
	e->why = xstrdup(why);
}

void quarantine_release(struct quarantine *q)
{
	size_t i;

	for (i = 0; i < q->len; i++)
		free(q->items[i].why);
	q->len = 0;
	q->oldest = 0;
}

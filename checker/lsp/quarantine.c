/*
 * The quarantine of TUs that timed out or ran out of memory (see
 * quarantine.h). A plain array: 256 entries compared with one hash per
 * command per analysis cost nothing next to a cache lookup; the main file
 * is read and hashed only for a command that is in the quarantine.
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

static unsigned long long command_key(const struct compile_cmd *cmd)
{
	unsigned long long h = HASH_INIT;
	size_t i;

	h = hash_text(h, cmd->directory);
	h = hash_text(h, cmd->file);
	for (i = 0; i < cmd->argv.len; i++)
		h = hash_text(h, cmd->argv.items[i]);
	return h;
}

/* The main file's text: the buffer, else the file (an unreadable one hashes as empty). */
static unsigned long long text_key(const struct compile_cmd *cmd)
{
	char *disk = NULL;
	size_t len = 0;
	unsigned long long h;

	if (cmd->contents)
		return hash_bytes(HASH_INIT, cmd->contents, cmd->contents_len);
	if (read_file(cmd->file, &disk, &len) != 0)
		return HASH_INIT;
	h = hash_bytes(HASH_INIT, disk, len);
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

/* The entry of cmd, or NULL. */
static struct quarantine_entry *lookup(const struct quarantine *q, const struct compile_cmd *cmd)
{
	unsigned long long command = command_key(cmd), text = 0;
	int have_text = 0;
	size_t i;

	for (i = 0; i < q->len; i++) {
		if (q->items[i].command != command)
			continue;
		/* Only now is the file read: most commands are never quarantined. */
		if (!have_text) {
			text = text_key(cmd);
			have_text = 1;
		}
		if (q->items[i].text == text)
			return (struct quarantine_entry *)&q->items[i];
	}
	return NULL;
}

const char *quarantine_find(const struct quarantine *q, const struct compile_cmd *cmd)
{
	const struct quarantine_entry *e = q->len ? lookup(q, cmd) : NULL;

	return e ? e->why : NULL;
}

void quarantine_add(struct quarantine *q, const struct compile_cmd *cmd, const char *why)
{
	struct quarantine_entry *e = lookup(q, cmd);

	if (e) {
		free(e->why);
		e->why = xstrdup(why);
		return;
	}
	if (q->len < QUARANTINE_MAX) {
		e = &q->items[q->len++];
	} else {
		e = &q->items[q->oldest];
		q->oldest = (q->oldest + 1) % QUARANTINE_MAX;
		free(e->why);
	}
	e->command = command_key(cmd);
	e->text = text_key(cmd);
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

/*
 * Loading compile commands (see compdb.h): the JSON read by
 * support/json_reader.c, each entry checked and turned into a command here,
 * its arguments prepared as clang's tools would (input/compdb_args.c).
 */
#include "input/compdb.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "input/compdb_args.h"
#include "support/json_reader.h"
#include "support/paths.h"

int compdb_exists_in(const char *dir)
{
	char *p = xasprintf("%s/compile_commands.json", dir);
	struct stat st;
	int ok = stat(p, &st) == 0 && S_ISREG(st.st_mode);

	free(p);
	return ok;
}

char *compdb_find(const char *path)
{
	char *dir = path_absolute(path, NULL);
	struct stat st;

	if (stat(dir, &st) != 0 || !S_ISDIR(st.st_mode)) {
		char *slash = strrchr(dir, '/');

		if (slash && slash != dir)
			*slash = '\0';
		else
			strcpy(dir, "/");
	}
	for (;;) {
		char *build = xasprintf("%s/build", dir);
		char *slash;

		if (compdb_exists_in(dir)) {
			free(build);
			return dir;
		}
		if (compdb_exists_in(build)) {
			free(dir);
			return build;
		}
		free(build);
		slash = strrchr(dir, '/');
		if (!slash || strcmp(dir, "/") == 0)
			break;
		if (slash == dir)
			slash[1] = '\0';
		else
			*slash = '\0';
	}
	free(dir);
	return NULL;
}

/*
 * Reading the database (docs/usage.md, "Compile databases"). The checks
 * are libclang's JSONCompilationDatabase's: an array of objects with
 * "directory", "file" and "command" or "arguments", nothing else but
 * "output"; a broken entry refuses the whole database, as it did there.
 */
struct loader {
	const char *path;	/* the database, for messages */
	struct strbuf why;	/* the entry's problem */
	size_t rsp_read;	/* response-file bytes read for the whole database */
};

/* Records what is wrong with entry index (0-based): "entry N (line L): what". */
static int entry_fail(struct loader *ld, size_t index, unsigned line, const char *what)
{
	strbuf_addf(&ld->why, "entry %zu (line %u): %s", index + 1, line, what);
	return -1;
}

/* The same about one member, named by its key (quoted: a key may hold any character). */
static int member_fail(struct loader *ld, size_t index, const struct json_member *m,
		       const char *what)
{
	strbuf_addf(&ld->why, "entry %zu (line %u): ", index + 1, m->line);
	json_quote(&ld->why, m->key, m->key_len);
	strbuf_addf(&ld->why, " %s", what);
	return -1;
}

/* A string without NUL bytes (they cannot reach a file name or an argument), or NULL. */
static const char *plain_string(const struct json_value *v)
{
	return v && v->type == JSON_STRING && strlen(v->u.text) == v->len ? v->u.text : NULL;
}

/* Checks each member of entry: known keys, of the right types. */
static int check_members(struct loader *ld, size_t index, const struct json_value *entry)
{
	static const char *const keys[] = { "directory", "file", "command", "arguments", "output" };
	size_t i, k, a;

	for (i = 0; i < entry->len; i++) {
		const struct json_member *m = &entry->u.members[i];

		for (k = 0; k < sizeof(keys) / sizeof(keys[0]) && strcmp(m->key, keys[k]) != 0; k++)
			;
		if (k == sizeof(keys) / sizeof(keys[0]) || strlen(m->key) != m->key_len)
			return member_fail(ld, index, m, "is not a key of a compile command");
		if (strcmp(m->key, "arguments") != 0) {
			if (!plain_string(&m->value))
				return member_fail(ld, index, m,
						   "must be a string without NUL characters");
			continue;
		}
		if (m->value.type != JSON_ARRAY)
			return member_fail(ld, index, m, "must be an array of strings");
		for (a = 0; a < m->value.len; a++)
			if (!plain_string(&m->value.u.items[a]))
				return member_fail(ld, index, m,
						   "must hold only strings without NUL characters");
	}
	if (!json_get(entry, "file"))
		return entry_fail(ld, index, entry->line, "no \"file\"");
	if (!json_get(entry, "directory"))
		return entry_fail(ld, index, entry->line, "no \"directory\"");
	if (!json_get(entry, "command") && !json_get(entry, "arguments"))
		return entry_fail(ld, index, entry->line, "no \"command\" or \"arguments\"");
	return 0;
}

/*
 * The command's words: "arguments" when there is one (a one-element array
 * is split like "command", as libclang does), else "command" split.
 */
static void entry_words(const struct json_value *entry, struct ptrvec *argv)
{
	const struct json_value *args = json_get(entry, "arguments");
	const struct json_value *command = args && args->len != 1 ? NULL
				       : args ? json_at(args, 0) : json_get(entry, "command");
	size_t i;

	if (command) {
		compdb_split_command(command->u.text, command->len, argv);
		return;
	}
	for (i = 0; i < args->len; i++)
		ptrvec_push(argv, xstrdup(args->u.items[i].u.text));
}

/* The compile command of a C entry, in the order libclang's layers apply (compdb_args.h). */
static struct compile_cmd *entry_command(struct loader *ld, size_t index,
					 const struct json_value *entry)
{
	struct compile_cmd *c = compile_cmd_new(json_text(json_get(entry, "file")),
						json_text(json_get(entry, "directory")));
	char *err = NULL;

	c->has_compiler = 1;
	entry_words(entry, &c->argv);
	compdb_drop_launchers(&c->argv);
	if (compdb_expand_response_files(&c->argv, c->directory, &ld->rsp_read, &err) != 0) {
		/* Only this TU fails (the engine reports it); the others are analysed. */
		struct strbuf sb = STRBUF_INIT;

		strbuf_addf(&sb, "cannot use entry %zu (line %u) of compilation database '",
			    index + 1, entry->line);
		strbuf_add_printable(&sb, ld->path);
		strbuf_addf(&sb, "': %s", err);
		c->error = strbuf_detach(&sb);
		free(err);
		return c;
	}
	compdb_infer_target_and_mode(&c->argv);
	return c;
}

/* Parses text (the database at path) into cmds; -1 with a malloc'd message in *err. */
static int parse_database(const char *path, const char *text, size_t len, struct ptrvec *cmds,
			  char **err)
{
	struct loader ld = { path, STRBUF_INIT, 0 };
	struct json_value doc;
	char *json_err = NULL;
	size_t i;

	if (len >= 3 && memcmp(text, "\xef\xbb\xbf", 3) == 0) {
		text += 3;	/* a UTF-8 byte order mark, which libclang skips too */
		len -= 3;
	}
	if (json_parse(text, len, NULL, &doc, &json_err) != 0) {
		*err = xasprintf("malformed compilation database '%s': %s", path, json_err);
		free(json_err);
		return -1;
	}
	if (doc.type != JSON_ARRAY) {
		*err = xasprintf("malformed compilation database '%s': expected a JSON array of "
				 "compile commands", path);
		json_release(&doc);
		return -1;
	}
	for (i = 0; i < doc.len && !ld.why.len; i++) {
		const struct json_value *entry = &doc.u.items[i];

		if (entry->type != JSON_OBJECT)
			entry_fail(&ld, i, entry->line, "expected an object (a compile command)");
		else if (check_members(&ld, i, entry) == 0 &&
			 ends_with(json_text(json_get(entry, "file")), ".c"))
			ptrvec_push(cmds, entry_command(&ld, i, entry));
	}
	json_release(&doc);
	if (!ld.why.len)
		return 0;
	*err = xasprintf("malformed compilation database '%s': %s", path, ld.why.buf);
	strbuf_release(&ld.why);
	for (i = 0; i < cmds->len; i++)
		compile_cmd_free(cmds->items[i]);
	ptrvec_release(cmds);
	return -1;
}

int compdb_load(struct compdb *db, const char *dir, char **err)
{
	char *path = xasprintf("%s/compile_commands.json", dir), *text;
	size_t len;
	int ret;

	if (read_file(path, &text, &len) != 0) {
		*err = xasprintf("cannot read compilation database '%s': %s", path,
				 read_file_strerror(errno));
		free(path);
		return -1;
	}
	ret = parse_database(path, text, len, &db->cmds, err);
	free(text);
	if (ret == 0)
		db->path = path;
	else
		free(path);
	return ret;
}

void compdb_add(struct compdb *db, const char *file, const char *directory,
		const char *const *flags, int nflags)
{
	struct compile_cmd *c = compile_cmd_new(file, directory);
	int i;

	c->flags_from_user = 1;	/* typed by the user: tu/arg_filter.h trusts them a little more */
	for (i = 0; i < nflags; i++)
		ptrvec_push(&c->argv, xstrdup(flags[i]));
	ptrvec_push(&db->cmds, c);
}

size_t compdb_lookup(const struct compdb *db, const char *file, struct ptrvec *out)
{
	size_t i, n = 0;

	for (i = 0; i < db->cmds.len; i++) {
		struct compile_cmd *c = db->cmds.items[i];

		if (strcmp(c->file, file) == 0) {
			ptrvec_push(out, c);
			n++;
		}
	}
	return n;
}

void compdb_release(struct compdb *db)
{
	size_t i;

	for (i = 0; i < db->cmds.len; i++)
		compile_cmd_free(db->cmds.items[i]);
	ptrvec_release(&db->cmds);
	free(db->path);
	db->path = NULL;
}

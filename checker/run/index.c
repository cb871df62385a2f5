/*
 * The project index (see index.h): choosing it, looking the TUs that were
 * not asked for up in the cache or in the index folder, adding this run's
 * records to the folder, and keeping only the findings that touch the TUs
 * analysed now. A folder entry is
 *   timercheck-index 3 SALT MAC\n  SALT: 16 hex digits of engine_cache_salt()
 *                                  MAC: 64 hex digits, HMAC-SHA-256 under this
 *                                  user's index key (index_key.h) of
 *                                  "timercheck-index 3 SALT\n" and the rest
 *   links LEN\n                   then LEN bytes: its links (index_links.h),
 *                                  read first to choose the entries to read
 *   dir LEN\n                     then LEN bytes: the command's directory
 * followed by one facts record (facts_write); its name is factsio_name() of
 * the main file, so a TU has one entry, which its next check replaces.
 * The folder also holds the claims on header findings (index_claim.c).
 */
#include "run/index.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "facts/facts_files.h"
#include "run/engine.h"
#include "run/index_claim.h"
#include "run/index_key.h"
#include "run/index_links.h"
#include "support/sha256.h"
#include "support/paths.h"

#define ENTRY_MAGIC "timercheck-index 3 "
/* How much of an entry is read for its links (a kernel TU's: 2.7 KB); more when they are longer. */
#define LINKS_PEEK 16384
/* Links longer than this are not an entry's. */
#define LINKS_MAX (64ULL << 20)
/* The MAC after the salt: 64 hex digits. */
#define MAC_HEX (2 * SHA256_SIZE)
/* How many TUs a note names before "and N more". */
#define NAMES_SHOWN 5

void index_plan(struct project_index *ix, const struct cli *cli, const struct compdb *db,
		const struct ptrvec *todo)
{
	struct strmap asked = STRMAP_INIT;
	const char *objtree;
	size_t i;

	ix->kind = INDEX_OFF;
	/* Nothing asked for (every input was an error): nothing to join. */
	if (cli->no_index || cli->join || cli->shards || !todo->len)
		return;
	if (db->path && !cli->dashdash && !cli->kbuild) {
		if (cli->index_dir && cli->verbose)
			fprintf(stderr, "timercheck: index: --index-dir is not used with a compile "
					"database: its index is the cache\n");
		/* A database run: the index is the cache; only a run asked for fewer TUs needs it. */
		for (i = 0; i < todo->len; i++)
			strmap_put(&asked, ((const struct compile_cmd *)todo->items[i])->file, (void *)1);
		for (i = 0; i < db->cmds.len; i++) {
			const struct compile_cmd *c = db->cmds.items[i];

			if (!strmap_get(&asked, c->file))
				ptrvec_push(&ix->others, (void *)c);
		}
		strmap_release(&asked);
		if (ix->others.len) {
			char *slash = strrchr(db->path, '/');

			ix->kind = INDEX_CACHE;
			ix->db_dir = slash ? xstrndup(db->path, (size_t)(slash - db->path))
					   : xstrdup(".");
		}
		return;
	}
	if (cli->index_dir) {
		ix->folder = xstrdup(cli->index_dir);
	} else if (cli->kbuild && (objtree = getenv("objtree")) && *objtree) {
		/* The kernel's top Makefile exports objtree; every CHECK call runs there. */
		ix->folder = xasprintf("%s/%s", objtree, INDEX_KBUILD_FOLDER);
	}
	if (ix->folder) {
		ix->kind = INDEX_FOLDER;
		/* An entry is used stale or not: its files are compared only to say so. */
		ix->check_stale = cli->stats || cli->verbose;
		/* An unsaved buffer is not the file: it is joined, never added. */
		ix->write = !cli->stdin_filename;
		/* One call per file of one build: each header finding is printed by one of them. */
		ix->claims = cli->kbuild && !cli->dashdash && ix->write;
	}
}

/* A main file as shown in a note: relative to the current directory when under it. */
static char *shown_path(const char *file)
{
	char *cwd = path_cwd(), *rel = path_relative(file, cwd);

	free(cwd);
	if (strncmp(rel, "../", 3) == 0 || strcmp(rel, "..") == 0) {
		free(rel);
		return xstrdup(file);
	}
	return rel;
}

static void note_written(struct project_index *ix, time_t written)
{
	if (!written)
		return;
	if (!ix->oldest || written < ix->oldest)
		ix->oldest = written;
	if (written > ix->newest)
		ix->newest = written;
}

/*
 * INDEX_CACHE: every other command's entry: a hit goes to sink at once (so
 * the full records are never all held), a stale one is analysed again.
 */
static void look_up_others(struct project_index *ix, struct ptrvec *todo,
			   void (*sink)(struct tu_facts *tf, void *data), void *data)
{
	size_t i;

	for (i = 0; i < ix->others.len; i++) {
		struct compile_cmd *cmd = ix->others.items[i];
		struct tu_facts tf = TU_FACTS_INIT;
		char *key, *log = NULL, *why = NULL;
		time_t written = 0;
		enum cache_state state;

		if (cmd->error) {
			/* Its command cannot be built (a bad response file): a full run reports it. */
			ptrvec_push(&ix->missing, xstrdup(cmd->file));
			continue;
		}
		key = cache_key(&ix->cache, cmd);
		state = cache_lookup_dated(&ix->cache, key, cmd, &tf, &log, &why, 1, &written);
		if (state == CACHE_HIT) {
			note_written(ix, written);
			ix->indexed++;
			sink(&tf, data);
			tu_facts_release(&tf);
		} else if (state == CACHE_STALE) {
			if (ix->verbose)
				fprintf(ix->verbose, "timercheck: index: analysing %s again: %s\n",
					cmd->file, why);
			ptrvec_push(&ix->stale, xstrdup(cmd->file));
			ptrvec_push(todo, cmd);
		} else {
			if (ix->verbose)
				fprintf(ix->verbose, "timercheck: index: %s is not indexed: %s\n",
					cmd->file, why);
			ptrvec_push(&ix->missing, xstrdup(cmd->file));
		}
		free(log);
		free(why);
		free(key);
	}
}

/* INDEX_FOLDER: creates (0700), opens and checks the folder. Returns as index_open. */
static int open_folder(struct project_index *ix, const char *cache_dir, const char *tool_version,
		       char **message)
{
	char *salt = engine_cache_salt(tool_version), *distrust, *why = NULL;
	char *key_dir = cache_dir ? xstrdup(cache_dir) : cache_default_dir();
	struct stat st;

	ix->salt = hash_bytes(HASH_INIT, salt, strlen(salt));
	free(salt);
	/* Without this user's key no entry can be told from a forged one. */
	if (index_key_load(key_dir, ix->key, &why) != 0) {
		fprintf(stderr, "timercheck: warning: cannot use your index key: %s; checking "
				"without the index\n", why);
		free(why);
		free(key_dir);
		ix->kind = INDEX_OFF;
		return 0;
	}
	free(key_dir);
	if (factsio_mkdirs_mode(ix->folder, 0700) != 0 ||
	    (ix->dirfd = open(ix->folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)) < 0 ||
	    fstat(ix->dirfd, &st) != 0) {
		fprintf(stderr, "timercheck: warning: cannot use the index folder '%s': %s; "
				"checking without the index\n", ix->folder, strerror(errno));
		ix->kind = INDEX_OFF;
		return 0;
	}
	if (st.st_uid != geteuid()) {
		/* Shipped in a tree or unpacked from an archive: not this user's index. */
		fprintf(stderr, "timercheck: note: ignoring the index folder '%s': it is owned by "
				"user %lu, not by you (user %lu); use a folder of your own "
				"(--index-dir=DIR) to join other files\n", ix->folder,
			(unsigned long)st.st_uid, (unsigned long)geteuid());
		ix->kind = INDEX_OFF;
		return 0;
	}
	distrust = factsio_distrust(&st);
	if (!distrust)
		return 0;
	*message = xasprintf("index folder '%s' is %s: refusing it, since its entries could be "
			     "changed to hide or invent findings; use a folder of your own "
			     "(--index-dir=DIR) or --no-index", ix->folder, distrust);
	free(distrust);
	ix->kind = INDEX_OFF;
	return -1;
}

int index_open(struct project_index *ix, struct ptrvec *todo, const char *cache_dir,
	       const char *tool_version, FILE *verbose,
	       void (*sink)(struct tu_facts *tf, void *data), void *data, char **message)
{
	char *salt, *refused = NULL;
	size_t i;

	*message = NULL;
	ix->verbose = verbose;
	ix->todo = todo;
	ix->requested = todo->len;
	for (i = 0; i < todo->len; i++)
		strmap_put(&ix->asked, ((const struct compile_cmd *)todo->items[i])->file, (void *)1);
	if (ix->kind == INDEX_FOLDER)
		return open_folder(ix, cache_dir, tool_version, message);
	if (ix->kind != INDEX_CACHE)
		return 0;
	if (!ix->others.len) {
		/* The configuration excludes every entry not asked for: a whole run. */
		ix->kind = INDEX_OFF;
		return 0;
	}
	if (!cache_dir) {
		if (verbose)
			fprintf(verbose, "timercheck: index: off, since the cache is (--no-cache)\n");
		ix->kind = INDEX_OFF;
		return 0;
	}
	salt = engine_cache_salt(tool_version);
	if (cache_open(&ix->cache, cache_dir, salt, &refused) != 0) {
		/* main checked the folder already; the engine says why it cannot use it. */
		free(refused);
		free(salt);
		ix->kind = INDEX_OFF;
		return 0;
	}
	free(salt);
	look_up_others(ix, todo, sink, data);
	return 0;
}

int index_wants_deps(const struct project_index *ix)
{
	return ix->kind == INDEX_FOLDER;
}

static void add_file(struct project_index *ix, const char *file)
{
	if (file && *file)
		strmap_put(&ix->files, file, (void *)1);
}

/* Remembers every file an asked-for TU read or has a fact in. */
static void remember_files(struct project_index *ix, const struct tu_facts *tf,
			   const struct compile_cmd *cmd)
{
	size_t i;

	add_file(ix, tf->main_file);
	if (cmd)
		add_file(ix, cmd->file);
	if (tf->main_file && *tf->main_file) {
		strmap_put(&ix->main_now, tf->main_file, (void *)1);
		if (!ix->claimant && tf->main_file[0] == '/')
			ix->claimant = xstrdup(tf->main_file);
	}
	if (cmd && cmd->file && *cmd->file)
		strmap_put(&ix->main_now, cmd->file, (void *)1);
	for (i = 0; i < tf->deps.len; i++) {
		const struct tu_dep *d = tf->deps.items[i];

		add_file(ix, d->path);
		if (d->path[0] != '/' && cmd) {
			char *abs = path_absolute(d->path, cmd->directory);

			add_file(ix, abs);
			free(abs);
		}
	}
	for (i = 0; i < tf->facts.len; i++) {
		const struct fact *f = tf->facts.items[i];

		add_file(ix, f->loc.file);
		add_file(ix, f->spell.file);
	}
}

/* The MAC of an entry, as hex: over its magic, its salt and body (all after the first line). */
static void entry_mac(const struct project_index *ix, const char *body, size_t len,
		      char hex[MAC_HEX + 1])
{
	struct hmac_sha256 h;
	unsigned char mac[SHA256_SIZE];
	char *signed_head = xasprintf(ENTRY_MAGIC "%016llx\n", ix->salt);
	size_t i;

	hmac_sha256_init(&h, ix->key, sizeof(ix->key));
	hmac_sha256_update(&h, signed_head, strlen(signed_head));
	hmac_sha256_update(&h, body, len);
	hmac_sha256_final(&h, mac);
	for (i = 0; i < SHA256_SIZE; i++)
		snprintf(hex + 2 * i, 3, "%02x", mac[i]);
	free(signed_head);
}

/* The entry's body: its links, the directory and the record. Returns it malloc'd, or NULL. */
static char *render_body(const struct tu_facts *tf, const char *dir, size_t *len)
{
	char *buf = NULL;
	FILE *f = open_memstream(&buf, len);
	size_t links_len;
	char *links;
	int ok;

	if (!f)
		return NULL;
	links = index_links_render(tf, &links_len);
	ok = fprintf(f, "links %zu\n", links_len) >= 0 &&
	     fwrite(links, 1, links_len, f) == links_len &&
	     fprintf(f, "dir %zu\n%s", strlen(dir), dir) >= 0 && facts_write(f, tf) == 0;
	free(links);
	if (fclose(f) != 0 || !ok) {
		free(buf);
		return NULL;
	}
	return buf;
}

/* Adds tf, analysed under cmd, to the index folder: replaces its main file's entry. */
static void write_entry(struct project_index *ix, const struct tu_facts *tf,
			const struct compile_cmd *cmd)
{
	char *name, *body;
	char mac[MAC_HEX + 1];
	size_t len = 0;
	int ret = -1;

	if (!tf->main_file)
		return;
	name = factsio_name(tf->main_file, 1);
	if (tf->status == TU_FAILED) {
		/* Nothing new to say, and the old entry is out of date. */
		if (unlinkat(ix->dirfd, name, 0) != 0 && errno != ENOENT)
			ix->write_errors++;
		free(name);
		return;
	}
	body = render_body(tf, cmd->directory, &len);
	if (body) {
		struct strbuf entry = STRBUF_INIT;

		entry_mac(ix, body, len, mac);
		strbuf_addf(&entry, ENTRY_MAGIC "%016llx %s\n", ix->salt, mac);
		strbuf_add(&entry, body, len);
		ret = factsio_write_bytes_at(ix->dirfd, name, entry.buf, entry.len, 0600);
		strbuf_release(&entry);
		free(body);
	}
	if (ret != 0) {
		fprintf(stderr, "timercheck: warning: cannot add %s to the index '%s': %s\n",
			tf->main_file, ix->folder, strerror(errno));
		ix->write_errors++;
	}
	free(name);
}

void index_take(struct project_index *ix, const struct tu_facts *tf)
{
	size_t k = ix->delivered++;
	const struct compile_cmd *cmd;

	if (ix->kind == INDEX_OFF || !ix->todo || k >= ix->todo->len)
		return;
	cmd = ix->todo->items[k];
	if (k >= ix->requested)
		return;		/* a stale entry analysed again: joined, not reported on */
	remember_files(ix, tf, cmd);
	if (ix->kind == INDEX_FOLDER)
		index_links_want_tu(&ix->wants, tf);
	if (ix->kind == INDEX_FOLDER && ix->write)
		write_entry(ix, tf, cmd);
}

enum entry_check {
	ENTRY_OK,
	ENTRY_OTHER_BUILD,	/* not an entry of this build (magic, salt, shape) */
	ENTRY_NOT_SIGNED,	/* this build's, but not signed with this user's key */
};

/*
 * Reads the header "WORD LEN\n" at *pos of text (len bytes): *n gets LEN,
 * *pos moves past the newline. -1 when it is not there or LEN bytes do not
 * follow.
 */
static int section(const char *text, size_t len, size_t *pos, const char *word, size_t *n)
{
	size_t w = strlen(word), i, start;

	if (len - *pos < w || memcmp(text + *pos, word, w) != 0)
		return -1;
	start = *pos + w;
	*n = 0;
	for (i = start; i < len && text[i] >= '0' && text[i] <= '9' && i < start + 9; i++)
		*n = *n * 10 + (size_t)(text[i] - '0');
	if (i == start || i >= len || text[i] != '\n' || *n > len - i - 1)
		return -1;
	*pos = i + 1;
	return 0;
}

/* The length of an entry's first line, with this build's magic and salt; 0 when it is not one. */
static size_t entry_head(const struct project_index *ix, const char *text, size_t len)
{
	char *magic = xasprintf(ENTRY_MAGIC "%016llx ", ix->salt);
	size_t mlen = strlen(magic);
	int ok = len >= mlen + MAC_HEX + 1 && memcmp(text, magic, mlen) == 0 &&
		 text[mlen + MAC_HEX] == '\n';

	free(magic);
	return ok ? mlen + MAC_HEX + 1 : 0;
}

/*
 * Checks a folder entry's magic, salt and MAC, and splits it into its
 * directory and its record (its links are skipped: they were read first).
 */
static enum entry_check split_entry(const struct project_index *ix, const char *text, size_t len,
				    char **dir, size_t *record)
{
	size_t head = entry_head(ix, text, len), pos = head, n;
	char want[MAC_HEX + 1];

	if (!head)
		return ENTRY_OTHER_BUILD;
	entry_mac(ix, text + head, len - head, want);
	if (!mac_equal((const unsigned char *)want, (const unsigned char *)text + head - MAC_HEX - 1,
		       MAC_HEX))
		return ENTRY_NOT_SIGNED;
	if (section(text, len, &pos, "links ", &n) != 0)
		return ENTRY_OTHER_BUILD;
	pos += n;
	if (section(text, len, &pos, "dir ", &n) != 0 || !n)
		return ENTRY_OTHER_BUILD;
	*dir = xstrndup(text + pos, n);
	*record = pos + n;
	if (strlen(*dir) != n || (*dir)[0] != '/') {
		free(*dir);
		*dir = NULL;
		return ENTRY_OTHER_BUILD;
	}
	return ENTRY_OK;
}

/*
 * An entry's links, from its first bytes (the MAC is checked when the entry
 * is read). Returns them malloc'd with *len, or NULL when the entry is not
 * one of this build's or cannot be read (reading it whole then says why).
 */
static char *peek_links(const struct project_index *ix, const char *name, size_t *len)
{
	size_t limit = LINKS_PEEK, got, head, pos, n;
	char *text, *links = NULL;
	int again = 1;

	while (again) {
		again = 0;
		if (factsio_read_private_prefix(ix->dirfd, name, limit, &text, &got, NULL) != 0)
			return NULL;
		head = entry_head(ix, text, got);
		pos = head;
		if (head && section(text, got, &pos, "links ", &n) == 0) {
			links = xstrndup(text + pos, n);
			*len = n;
		} else if (head && got == limit && limit == LINKS_PEEK && got - head > 6 &&
			   memcmp(text + head, "links ", 6) == 0) {
			/* The links go on past the first read (text is NUL-terminated): read to their end. */
			char *end;
			unsigned long long want = strtoull(text + head + 6, &end, 10);

			if (*end == '\n' && want < LINKS_MAX) {
				limit = (size_t)(end - text) + 1 + (size_t)want;
				again = 1;
			}
		}
		free(text);
	}
	return links;
}

static int cmp_names(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

/* The *.facts entries of the folder, sorted (the delivery order does not depend on readdir). */
static void list_entries(struct project_index *ix, struct ptrvec *names)
{
	int fd = dup(ix->dirfd);
	DIR *d;
	struct dirent *e;

	if (fd < 0 || !(d = fdopendir(fd))) {
		if (fd >= 0)
			close(fd);
		return;
	}
	rewinddir(d);
	while ((e = readdir(d)))
		if (e->d_name[0] != '.' && ends_with(e->d_name, ".facts"))
			ptrvec_push(names, xstrdup(e->d_name));
	closedir(d);
	if (names->len)
		qsort(names->items, names->len, sizeof(*names->items), cmp_names);
}

/* Why an entry's TU is out of date, or NULL. */
static char *entry_stale(struct project_index *ix, const struct tu_facts *tf, const char *dir)
{
	size_t i;

	for (i = 0; i < tf->deps.len; i++) {
		char *why = cache_dependency_changed(&ix->cache, tf->deps.items[i], dir, NULL, NULL, 0);

		if (why)
			return why;
	}
	return NULL;
}

/*
 * Removes the record's dep lines (they follow its status line), which only
 * the staleness check reads and the join drops: parsing a kernel TU's
 * hundreds of paths per entry was most of reading the index. Returns the
 * record's new length.
 */
static size_t drop_dep_lines(char *record, size_t len)
{
	char *p = record, *end = record + len, *first = NULL, *nl;

	while (p < end && (nl = memchr(p, '\n', (size_t)(end - p)))) {
		int dep = end - p > 4 && memcmp(p, "dep\t", 4) == 0;

		if (dep && !first)
			first = p;
		else if (!dep && first)
			break;
		p = nl + 1;
	}
	if (!first)
		return len;
	memmove(first, p, (size_t)(end - p));
	return len - (size_t)(p - first);
}

/* Reads one folder entry; hands it to sink unless it is asked for, gone or not usable. */
static void read_entry(struct project_index *ix, const char *name,
		       void (*sink)(struct tu_facts *tf, void *data), void *data)
{
	struct tu_facts tf = TU_FACTS_INIT;
	char *text = NULL, *distrust = NULL, *dir = NULL, *err = NULL, *why;
	size_t len, record;
	struct stat st;
	enum entry_check check;

	if (factsio_read_private(ix->dirfd, name, &text, &len, &distrust) != 0) {
		int err = errno;

		if (ix->verbose)
			fprintf(ix->verbose, "timercheck: index: '%s/%s' not used: %s\n", ix->folder,
				name, distrust ? distrust : err == ELOOP ? "a symbolic link"
					: err == EINVAL ? "not a regular file" : strerror(err));
		free(distrust);
		ix->refused++;
		return;
	}
	check = split_entry(ix, text, len, &dir, &record);
	if (check == ENTRY_NOT_SIGNED) {
		/* Not written by this user on this machine: perhaps shipped in the tree. */
		if (ix->verbose)
			fprintf(ix->verbose, "timercheck: index: '%s/%s' not used: not signed with "
				"your index key\n", ix->folder, name);
		ix->refused++;
		ix->not_signed++;
		goto out;
	}
	if (check == ENTRY_OK && !ix->check_stale)
		len = record + drop_dep_lines(text + record, len - record);
	if (check != ENTRY_OK ||
	    facts_parse(text + record, len - record, &tf, &err) != 0 || !tf.main_file ||
	    tf.main_file[0] != '/') {
		if (ix->verbose)
			fprintf(ix->verbose, "timercheck: index: '%s/%s' not used: %s\n", ix->folder,
				name, err ? err : "not an entry of this timercheck build");
		ix->refused++;
		goto out;
	}
	if (strmap_get(&ix->asked, tf.main_file))
		goto out;	/* analysed now */
	if (stat(tf.main_file, &st) != 0 && errno == ENOENT) {
		if (ix->verbose)
			fprintf(ix->verbose, "timercheck: index: %s is gone: its entry is not used\n",
				tf.main_file);
		goto out;
	}
	why = ix->check_stale ? entry_stale(ix, &tf, dir) : NULL;
	if (why) {
		/* Used as indexed: its own check (perhaps running now) will refresh it. */
		if (ix->verbose)
			fprintf(ix->verbose, "timercheck: index: using the facts of %s as indexed, "
				"although %s\n", tf.main_file, why);
		ptrvec_push(&ix->stale, xstrdup(tf.main_file));
		free(why);
	}
	if (fstatat(ix->dirfd, name, &st, AT_SYMLINK_NOFOLLOW) == 0)
		note_written(ix, st.st_mtime);
	ix->indexed++;
	sink(&tf, data);
out:
	tu_facts_release(&tf);
	free(err);
	free(dir);
	free(text);
}

/* The note naming the TUs of the database that are not indexed. */
static void name_missing(const struct project_index *ix)
{
	struct strbuf sb = STRBUF_INIT;
	size_t i, n = ix->missing.len;
	char *db;

	if (!n)
		return;
	db = shown_path(ix->db_dir);
	for (i = 0; i < n && i < NAMES_SHOWN; i++) {
		char *shown = shown_path(ix->missing.items[i]);

		strbuf_addstr(&sb, i ? ", " : "");
		strbuf_add_printable(&sb, shown);
		free(shown);
	}
	if (n > NAMES_SHOWN)
		strbuf_addf(&sb, " and %zu more", n - NAMES_SHOWN);
	fprintf(stderr, "timercheck: note: %zu TU%s of the compile database %s not indexed yet, "
		"so findings joining %s are not reported: %s (run 'timercheck -p %s' once)\n", n,
		n == 1 ? "" : "s", n == 1 ? "is" : "are", n == 1 ? "it" : "them", sb.buf, db);
	strbuf_release(&sb);
	free(db);
}

/*
 * Keeps in names (sorted) the entries whose links meet the files checked
 * now, directly or through the P and K links of an entry kept
 * (index_links.h), and those whose links cannot be read (reading them says
 * why they are not used).
 * The others cannot change this run's findings: they are not read.
 */
static void select_linked(struct project_index *ix, struct ptrvec *names)
{
	size_t n = names->len, i, kept = 0, others = 0;
	char **links = xcalloc(n ? n : 1, sizeof(*links));
	size_t *lens = xcalloc(n ? n : 1, sizeof(*lens));
	char *chosen = xcalloc(n ? n : 1, 1);
	struct strmap own = STRMAP_INIT;
	int more = 1;

	/* The entries of the files checked now are replaced, not joined. */
	for (i = 0; i < ix->asked.cap; i++)
		if (ix->asked.slots[i].key) {
			char *name = factsio_name(ix->asked.slots[i].key, 1);

			strmap_insert(&own, name, NULL);
			free(name);
		}
	for (i = 0; i < n; i++) {
		if (strmap_find(&own, names->items[i]))
			continue;	/* neither read nor counted */
		others++;
		links[i] = peek_links(ix, names->items[i], &lens[i]);
		chosen[i] = !links[i];
	}
	strmap_release(&own);
	while (more) {
		more = 0;
		for (i = 0; i < n; i++)
			if (!chosen[i] && links[i] && index_links_meet(&ix->wants, links[i], lens[i], 1))
				chosen[i] = more = 1;
	}
	for (i = 0; i < n; i++) {
		if (chosen[i])
			names->items[kept++] = names->items[i];
		else if (links[i])
			ix->not_linked++;
		if (!chosen[i])
			free(names->items[i]);
		free(links[i]);
	}
	names->len = kept;
	if (ix->verbose && ix->not_linked)
		fprintf(ix->verbose, "timercheck: index: %zu of %zu other entries share nothing with "
			"the files checked: not read\n", ix->not_linked, others);
	free(links);
	free(lens);
	free(chosen);
}

void index_deliver(struct project_index *ix, void (*sink)(struct tu_facts *tf, void *data),
		   void *data)
{
	struct ptrvec names = PTRVEC_INIT;
	size_t i;

	if (ix->kind == INDEX_CACHE) {
		name_missing(ix);
	} else if (ix->kind == INDEX_FOLDER) {
		struct timespec start, end;

		clock_gettime(CLOCK_MONOTONIC, &start);
		list_entries(ix, &names);
		select_linked(ix, &names);
		for (i = 0; i < names.len; i++)
			read_entry(ix, names.items[i], sink, data);
		ptrvec_free_all(&names);
		clock_gettime(CLOCK_MONOTONIC, &end);
		ix->read_seconds = (double)(end.tv_sec - start.tv_sec) +
				   (double)(end.tv_nsec - start.tv_nsec) / 1e9;
		if (ix->not_signed)
			fprintf(stderr, "timercheck: note: ignoring %zu entr%s of the index folder "
					"'%s' that you did not write on this machine (not signed "
					"with your index key): their TUs are not joined until "
					"their own checks replace them\n", ix->not_signed,
				ix->not_signed == 1 ? "y" : "ies", ix->folder);
	}
}

static int in_analysed_file(const struct finding *f, const void *data)
{
	const struct project_index *ix = data;
	size_t i;

	if (f->loc.file && strmap_get(&ix->files, f->loc.file))
		return 1;
	/* Another file's finding is this run's too when it points into a main file of it. */
	for (i = 0; i < f->notes.len; i++) {
		const struct note *n = f->notes.items[i];

		if (n->loc.file && strmap_get(&ix->main_now, n->loc.file))
			return 1;
	}
	for (i = 0; i < f->macros.len; i++) {
		const struct macro_step *m = f->macros.items[i];

		if (m->loc.file && strmap_get(&ix->main_now, m->loc.file))
			return 1;
	}
	return 0;
}

struct claiming {
	const struct project_index *ix;
	struct claim_folder cf;
};

/* Whether f is in a header this call read (not in the main file of a TU analysed now). */
static int in_header_read(const struct project_index *ix, const struct finding *f)
{
	return f->loc.file && !strmap_get(&ix->main_now, f->loc.file) &&
	       strmap_get(&ix->files, f->loc.file);
}

/* A finding in a header this call read: printed by this call only if it claims it first. */
static int claimed_by_this_call(const struct finding *f, const void *data)
{
	const struct claiming *c = data;

	return !in_header_read(c->ix, f) || index_claim_prints(&c->cf, f);
}

static int any_in_header(const struct project_index *ix, const struct findings *fs)
{
	size_t i;

	for (i = 0; i < fs->items.len; i++)
		if (in_header_read(ix, fs->items.items[i]))
			return 1;
	return 0;
}

size_t index_filter(struct project_index *ix, struct findings *fs)
{
	struct claiming c;
	size_t dropped;
	int lock;

	if (ix->kind == INDEX_OFF)
		return 0;
	dropped = findings_keep(fs, in_analysed_file, ix);
	if (ix->kind != INDEX_FOLDER || !ix->claims || !ix->claimant || !any_in_header(ix, fs))
		return dropped;
	c.ix = ix;
	c.cf.dirfd = ix->dirfd;
	c.cf.salt = ix->salt;
	c.cf.key = ix->key;
	c.cf.claimant = ix->claimant;
	lock = index_claim_lock(ix->dirfd);
	if (lock < 0)
		return dropped;	/* without the lock two calls could both claim: print */
	dropped += findings_keep(fs, claimed_by_this_call, &c);
	index_claim_unlock(lock);
	return dropped;
}

size_t index_asked_tus(const struct project_index *ix, size_t delivered)
{
	return ix->kind == INDEX_OFF || ix->requested > delivered ? delivered : ix->requested;
}

/* An age as "42 s", "5 min", "3 h" or "2 days". */
static void format_age(char *buf, size_t size, time_t when, time_t now)
{
	long long s = when && now > when ? (long long)(now - when) : 0;

	if (s < 120)
		snprintf(buf, size, "%lld s", s);
	else if (s < 2 * 3600)
		snprintf(buf, size, "%lld min", s / 60);
	else if (s < 2 * 86400)
		snprintf(buf, size, "%lld h", s / 3600);
	else
		snprintf(buf, size, "%lld days", s / 86400);
}

void index_print_stats(FILE *out, const struct project_index *ix)
{
	char oldest[32], newest[32];
	time_t now = time(NULL);

	if (ix->kind == INDEX_OFF)
		return;
	format_age(oldest, sizeof(oldest), ix->oldest, now);
	format_age(newest, sizeof(newest), ix->newest, now);
	fprintf(out, "timercheck: stats: index %s: %zu TUs from the index", ix->kind == INDEX_CACHE
		? "(the cache)" : ix->folder, ix->indexed);
	if (ix->indexed)
		fprintf(out, " (written %s to %s ago)", newest, oldest);
	fprintf(out, ", %zu stale (%s), %zu not indexed", ix->stale.len,
		ix->kind == INDEX_CACHE ? "analysed again" : "used as indexed", ix->missing.len);
	if (ix->refused)
		fprintf(out, ", %zu entries not used", ix->refused);
	if (ix->not_linked)
		fprintf(out, ", %zu not linked to the files checked (not read)", ix->not_linked);
	if (ix->kind == INDEX_FOLDER)
		fprintf(out, "; read in %.3f s", ix->read_seconds);
	fputc('\n', out);
}

void index_release(struct project_index *ix)
{
	ptrvec_release(&ix->others);
	ptrvec_free_all(&ix->missing);
	ptrvec_free_all(&ix->stale);
	strmap_release(&ix->asked);
	strmap_release(&ix->files);
	strmap_release(&ix->main_now);
	index_links_release(&ix->wants);
	free(ix->claimant);
	cache_release(&ix->cache);
	if (ix->dirfd >= 0)
		close(ix->dirfd);
	free(ix->folder);
	free(ix->db_dir);
	memset(ix, 0, sizeof(*ix));
	ix->dirfd = -1;
}

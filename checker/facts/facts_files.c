/*
 * Facts files on disk (see facts_files.h): atomic writes, names, and reading
 * folders of them back for --join.
 */
#include "facts/facts_files.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

int factsio_mkdirs_mode(const char *dir, mode_t mode)
{
	char *path = xstrdup(dir), *p;
	struct stat st;
	int ret = 0;

	for (p = path + 1; ret == 0; p++) {
		char c = *p;

		if (c != '/' && c != '\0')
			continue;
		*p = '\0';
		if (mkdir(path, mode) != 0 && errno != EEXIST)
			ret = -1;
		*p = c;
		if (!c)
			break;
	}
	if (ret == 0 && stat(dir, &st) != 0) {
		ret = -1;
	} else if (ret == 0 && !S_ISDIR(st.st_mode)) {
		errno = ENOTDIR;
		ret = -1;
	}
	free(path);
	return ret;
}

int factsio_mkdirs(const char *dir)
{
	return factsio_mkdirs_mode(dir, 0777);
}

char *factsio_distrust(const struct stat *st)
{
	uid_t me = geteuid();

	if (st->st_uid != me)
		return xasprintf("owned by user %lu, not by you (user %lu)",
				 (unsigned long)st->st_uid, (unsigned long)me);
	if (st->st_mode & (S_IWGRP | S_IWOTH))
		return xasprintf("writable by other users (mode %04o)",
				 (unsigned)(st->st_mode & 07777));
	return NULL;
}

/*
 * Reads the open regular file fd whole (read_file's limits, for a file
 * opened here), or its first limit bytes when limit is not 0.
 */
static int read_whole_fd(int fd, const struct stat *st, size_t limit, char **text, size_t *len)
{
	struct strbuf sb = STRBUF_INIT;
	char chunk[65536];
	int saved;

	if ((unsigned long long)st->st_size > READ_FILE_MAX) {
		errno = EFBIG;
		return -1;
	}
	for (;;) {
		size_t want = limit && limit - sb.len < sizeof(chunk) ? limit - sb.len : sizeof(chunk);
		ssize_t n = want ? read(fd, chunk, want) : 0;

		if (n < 0 && errno == EINTR)
			continue;
		if (n == 0)
			break;
		if (n < 0)
			goto fail;
		if (sb.len + (size_t)n > READ_FILE_MAX) {	/* it grew while we read */
			errno = EFBIG;
			goto fail;
		}
		strbuf_add(&sb, chunk, (size_t)n);
	}
	*len = sb.len;
	*text = strbuf_detach(&sb);
	return 0;
fail:
	saved = errno;
	strbuf_release(&sb);
	errno = saved;
	return -1;
}

int factsio_read_private_prefix(int dirfd, const char *name, size_t limit, char **text,
				size_t *len, char **distrust)
{
	int fd = openat(dirfd, name, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC | O_NOCTTY);
	struct stat st;
	char *why = NULL;
	int ret = -1, saved;

	if (distrust)
		*distrust = NULL;
	if (fd < 0)
		return -1;
	if (fstat(fd, &st) != 0)
		goto out;
	if (!S_ISREG(st.st_mode)) {
		errno = EINVAL;
		goto out;
	}
	why = factsio_distrust(&st);
	if (why) {
		if (distrust)
			*distrust = why;
		else
			free(why);
		errno = EPERM;
		goto out;
	}
	ret = read_whole_fd(fd, &st, limit, text, len);
out:
	saved = errno;
	close(fd);
	errno = saved;
	return ret;
}

int factsio_read_private(int dirfd, const char *name, char **text, size_t *len, char **distrust)
{
	return factsio_read_private_prefix(dirfd, name, 0, text, len, distrust);
}

/*
 * Creates a hidden temporary file for name in dirfd (readers skip hidden
 * files) exclusively, so nothing already there, a symbolic link included, is
 * ever opened. Returns its fd and sets *tmp, or -1 with errno set.
 */
static int create_temporary(int dirfd, const char *name, mode_t mode, char **tmp)
{
	static const char digits[] = "abcdefghijklmnopqrstuvwxyz0123456789";
	static unsigned long counter;
	int attempt;

	for (attempt = 0; attempt < 100; attempt++) {
		struct timespec now;
		unsigned long long h = hash_bytes(HASH_INIT, name, strlen(name));
		unsigned long id[3];
		char suffix[7];
		int fd, i;

		clock_gettime(CLOCK_REALTIME, &now);
		id[0] = (unsigned long)now.tv_nsec ^ (unsigned long)now.tv_sec;
		id[1] = (unsigned long)getpid();
		id[2] = counter++;
		h = hash_bytes(h, id, sizeof(id));
		for (i = 0; i < 6; i++, h /= 36)
			suffix[i] = digits[h % 36];
		suffix[6] = '\0';
		*tmp = xasprintf(".%s.%s", name, suffix);
		fd = openat(dirfd, *tmp, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, mode);
		if (fd >= 0)
			return fd;
		free(*tmp);
		*tmp = NULL;
		if (errno != EEXIST)
			return -1;
	}
	errno = EEXIST;
	return -1;
}

/* Writes a file's whole text through fill(f, arg); nonzero means failure (errno). */
typedef int (*file_filler)(FILE *f, const void *arg);

/* Writes dirfd/name atomically: a temporary file, renamed over name once complete. */
static int write_atomically(int dirfd, const char *name, mode_t mode, file_filler fill,
			    const void *arg)
{
	char *tmp = NULL;
	int fd = create_temporary(dirfd, name, mode, &tmp), ok, saved;
	FILE *f;

	if (fd < 0)
		return -1;
	f = fdopen(fd, "w");
	if (!f) {
		saved = errno;
		close(fd);
		goto fail;
	}
	errno = 0;
	ok = fill(f, arg) == 0;
	saved = errno ? errno : EIO;
	if (fclose(f) != 0 && ok) {
		ok = 0;
		saved = errno;
	}
	if (ok && renameat(dirfd, tmp, dirfd, name) == 0) {
		free(tmp);
		return 0;
	}
	if (ok)
		saved = errno;
fail:
	unlinkat(dirfd, tmp, 0);
	free(tmp);
	errno = saved;
	return -1;
}

struct record_text {
	const char *prefix;
	const struct tu_facts *tf;
};

static int fill_record(FILE *f, const void *arg)
{
	const struct record_text *rt = arg;

	if (rt->prefix && fputs(rt->prefix, f) == EOF)
		return -1;
	return facts_write(f, rt->tf);
}

int factsio_write_at(int dirfd, const char *name, const char *prefix,
		     const struct tu_facts *tf, mode_t mode)
{
	struct record_text rt = { prefix, tf };

	return write_atomically(dirfd, name, mode, fill_record, &rt);
}

struct bytes_text {
	const char *data;
	size_t len;
};

static int fill_bytes(FILE *f, const void *arg)
{
	const struct bytes_text *bt = arg;

	return bt->len && fwrite(bt->data, 1, bt->len, f) != bt->len ? -1 : 0;
}

int factsio_write_bytes_at(int dirfd, const char *name, const char *data, size_t len,
			   mode_t mode)
{
	struct bytes_text bt = { data, len };

	return write_atomically(dirfd, name, mode, fill_bytes, &bt);
}

/* Runs write_at on the folder dir, opened for the one write. */
static int write_in_folder(const char *dir, const char *name, file_filler fill, const void *arg)
{
	int dirfd = open(dir, O_RDONLY | O_DIRECTORY | O_CLOEXEC), ret, saved;

	if (dirfd < 0)
		return -1;
	ret = write_atomically(dirfd, name, 0666, fill, arg);
	saved = errno;
	close(dirfd);
	errno = saved;
	return ret;
}

int factsio_write(const char *dir, const char *name, const char *prefix,
		  const struct tu_facts *tf)
{
	struct record_text rt = { prefix, tf };

	return write_in_folder(dir, name, fill_record, &rt);
}

/* Bytes kept as they are in a facts file's name: portable on any file system. */
static int portable_name_byte(char c)
{
	return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
	       c == '.' || c == '_' || c == '-' || c == '+';
}

char *factsio_name(const char *main_file, unsigned occurrence)
{
	const char *slash = strrchr(main_file, '/');
	const char *base = slash ? slash + 1 : main_file;
	unsigned long long h = hash_bytes(HASH_INIT, main_file, strlen(main_file));
	char shown[FACTSIO_BASENAME_MAX + 1];
	size_t i;

	/* Cut short: the hash of the whole path keeps names apart, the record holds the path. */
	for (i = 0; base[i] && i < FACTSIO_BASENAME_MAX; i++)
		shown[i] = portable_name_byte(base[i]) ? base[i] : '_';
	shown[i] = '\0';
	if (!shown[0] || shown[0] == '.')
		strcpy(shown, "tu");	/* never a hidden file, which the reader skips */
	if (occurrence > 1)
		return xasprintf("%s.%016llx.%u.facts", shown, h, occurrence);
	return xasprintf("%s.%016llx.facts", shown, h);
}

/* Indexes */

#define INDEX_HEADER "timercheck-facts-index 1\n"

char *factsio_index_name(const struct factsio_index *ix)
{
	if (ix->shards)
		return xasprintf("timercheck-%016llx.%u-of-%u.index", ix->plan, ix->shard, ix->shards);
	return xasprintf("timercheck-%016llx.index", ix->plan);
}

static int fill_index(FILE *f, const void *arg)
{
	const struct factsio_index *ix = arg;
	size_t i;

	fputs(INDEX_HEADER, f);
	fprintf(f, "plan %016llx %zu\nshard %u %u\n", ix->plan, ix->plan_tus, ix->shard,
		ix->shards);
	for (i = 0; i < ix->nnames; i++)
		fprintf(f, "record %s\n", ix->names[i]);
	fputs("end\n", f);
	return ferror(f) ? -1 : 0;
}

int factsio_write_index(const char *dir, const struct factsio_index *ix)
{
	char *name = factsio_index_name(ix);
	int ret = write_in_folder(dir, name, fill_index, ix), saved = errno;

	free(name);
	errno = saved;
	return ret;
}

/* Reading */

struct entry {
	char *name;	/* sort key: the name inside the folder */
	char *path;
	size_t order;	/* position of its folder on the command line */
};

static int cmp_entry(const void *a, const void *b)
{
	const struct entry *x = *(struct entry *const *)a, *y = *(struct entry *const *)b;
	int c = strcmp(x->name, y->name);

	if (c)
		return c;
	return x->order < y->order ? -1 : x->order > y->order;
}

static void add_entry(struct ptrvec *v, const char *name, char *path, size_t order)
{
	struct entry *e = xmalloc(sizeof(*e));

	e->name = xstrdup(name);
	e->path = path;
	e->order = order;
	ptrvec_push(v, e);
}

/* The records and indexes found for --join (struct entry *). */
struct listing {
	struct ptrvec records;
	struct ptrvec indexes;
};

/*
 * Lists dir's *.facts and *.index files (not hidden ones: those are
 * unfinished writes) and sets *found to how many there were.
 */
static int list_dir(const char *dir, size_t order, struct listing *out, size_t *found)
{
	DIR *d = opendir(dir);
	struct dirent *de;

	*found = 0;
	if (!d)
		return -1;
	errno = 0;
	while ((de = readdir(d)) != NULL) {
		struct ptrvec *v = NULL;

		if (de->d_name[0] == '.')
			continue;
		if (ends_with(de->d_name, ".facts"))
			v = &out->records;
		else if (ends_with(de->d_name, ".index"))
			v = &out->indexes;
		if (!v)
			continue;
		add_entry(v, de->d_name, xasprintf("%s/%s", dir, de->d_name), order);
		(*found)++;
	}
	closedir(d);
	return 0;
}

static void free_entry(struct entry *e)
{
	free(e->name);
	free(e->path);
	free(e);
}

/* Sorts v by name and keeps one entry per name: the last folder given wins (the same TU written twice). */
static void keep_last_of_each_name(struct ptrvec *v)
{
	size_t i, kept = 0;

	if (v->len > 1)
		qsort(v->items, v->len, sizeof(void *), cmp_entry);
	for (i = 0; i < v->len; i++) {
		struct entry *e = v->items[i];
		const struct entry *later = i + 1 < v->len ? v->items[i + 1] : NULL;

		if (later && strcmp(later->name, e->name) == 0)
			free_entry(e);
		else
			v->items[kept++] = e;
	}
	v->len = kept;
}

static void free_entries(struct ptrvec *v)
{
	size_t i;

	for (i = 0; i < v->len; i++)
		free_entry(v->items[i]);
	ptrvec_release(v);
}

static int load_one(const char *path, FILE *err, void (*sink)(struct tu_facts *, void *),
		    void *data)
{
	struct tu_facts tf = TU_FACTS_INIT;
	char *text, *msg = NULL;
	size_t len;

	if (read_file(path, &text, &len) != 0) {
		fprintf(err, "timercheck: error: %s: cannot read: %s\n", path, read_file_strerror(errno));
		return 1;
	}
	if (facts_parse(text, len, &tf, &msg) != 0) {
		fprintf(err, "timercheck: error: %s: %s\n", path, msg);
		free(msg);
		free(text);
		return 1;
	}
	free(text);
	sink(&tf, data);
	tu_facts_release(&tf);
	return 0;
}

/* An index as read back (factsio_index, with its own names). */
struct index_read {
	const char *path;		/* borrowed from its entry */
	unsigned long long plan;
	size_t plan_tus;
	unsigned shard, shards;
	struct ptrvec names;		/* char * */
};

/* A name factsio_name could have made: one plain, visible *.facts file in the folder. */
static int is_record_name(const char *name)
{
	return name[0] && name[0] != '.' && !strchr(name, '/') && ends_with(name, ".facts");
}

/* One line of an index: "plan", "shard", "record" or "end". Returns 0, or -1 if malformed. */
static int parse_index_line(const char *line, struct index_read *ix, int *ended)
{
	unsigned long long tus;
	char extra;

	if (starts_with(line, "record ") && is_record_name(line + 7)) {
		ptrvec_push(&ix->names, xstrdup(line + 7));
		return 0;
	}
	if (sscanf(line, "plan %16llx %llu%c", &ix->plan, &tus, &extra) == 2) {
		ix->plan_tus = (size_t)tus;
		return 0;
	}
	if (sscanf(line, "shard %u %u%c", &ix->shard, &ix->shards, &extra) == 2)
		return (ix->shards || ix->shard) && (!ix->shard || ix->shard > ix->shards) ? -1 : 0;
	if (strcmp(line, "end") == 0) {
		*ended = 1;
		return 0;
	}
	return -1;
}

/*
 * Parses an index file's text. Returns 0, or -1 with *line_no and *what
 * saying where and what is wrong.
 */
static int parse_index(const char *text, size_t len, struct index_read *ix, unsigned *line_no,
		       const char **what)
{
	size_t pos = strlen(INDEX_HEADER);
	int ended = 0;

	*line_no = 1;
	*what = "not a facts index";
	if (len < pos || memcmp(text, INDEX_HEADER, pos) != 0)
		return -1;
	*what = "malformed facts index line";
	while (pos < len && !ended) {
		const char *nl = memchr(text + pos, '\n', len - pos);
		size_t n = nl ? (size_t)(nl - (text + pos)) : len - pos;
		char *line = xstrndup(text + pos, n);
		int bad = !nl || strlen(line) != n || parse_index_line(line, ix, &ended) != 0;

		++*line_no;
		free(line);
		if (bad)
			return -1;
		pos += n + 1;
	}
	if (ended && pos == len)
		return 0;
	if (!ended) {
		++*line_no;
		*what = "truncated facts index (no 'end')";
	} else {
		++*line_no;
		*what = "text after the end of the facts index";
	}
	return -1;
}

static void index_release(struct index_read *ix)
{
	ptrvec_free_all(&ix->names);
}

/* Reads and parses the index at e into ix. Returns 0, or 1 (a problem, reported). */
static int read_index(const struct entry *e, struct index_read *ix, FILE *err)
{
	char *text;
	size_t len;
	unsigned line_no;
	const char *what;

	memset(ix, 0, sizeof(*ix));
	ix->path = e->path;
	if (read_file(e->path, &text, &len) != 0) {
		fprintf(err, "timercheck: error: %s: cannot read: %s\n", e->path,
			read_file_strerror(errno));
		return 1;
	}
	if (parse_index(text, len, ix, &line_no, &what) != 0) {
		fprintf(err, "timercheck: error: %s: line %u: %s\n", e->path, line_no, what);
		free(text);
		index_release(ix);
		memset(ix, 0, sizeof(*ix));
		ix->path = e->path;
		return 1;
	}
	free(text);
	return 0;
}

static int cmp_entry_to_name(const void *key, const void *elem)
{
	return strcmp(key, (*(struct entry *const *)elem)->name);
}

#define MISSING_SHOWN 10	/* missing records named per index; the rest are counted */

/* Reports each record ix lists that records (sorted, one per name) lacks. */
static int check_index_records(const struct index_read *ix, const struct ptrvec *records, FILE *err)
{
	size_t i, missing = 0;

	for (i = 0; i < ix->names.len; i++) {
		const char *name = ix->names.items[i];

		if (records->len && bsearch(name, records->items, records->len, sizeof(void *),
					    cmp_entry_to_name))
			continue;
		if (++missing <= MISSING_SHOWN)
			fprintf(err, "timercheck: error: %s: record '%s' is missing\n", ix->path, name);
	}
	if (missing > MISSING_SHOWN)
		fprintf(err, "timercheck: error: %s: %zu more records are missing\n", ix->path,
			missing - MISSING_SHOWN);
	return missing ? 1 : 0;
}

static int cmp_shard(const void *a, const void *b)
{
	const struct index_read *x = *(struct index_read *const *)a;
	const struct index_read *y = *(struct index_read *const *)b;

	if (x->plan != y->plan)
		return x->plan < y->plan ? -1 : 1;
	if (x->shards != y->shards)
		return x->shards < y->shards ? -1 : 1;
	return x->shard < y->shard ? -1 : x->shard > y->shard;
}

static void report_missing_shards(const struct index_read *seen, unsigned long long from,
				  unsigned long long to, FILE *err)
{
	if (from == to)
		fprintf(err, "timercheck: error: %s: shard %llu/%u of this plan (%zu TUs) is missing: "
			"no folder given holds its index, timercheck-%016llx.%llu-of-%u.index\n",
			seen->path, from, seen->shards, seen->plan_tus, seen->plan, from, seen->shards);
	else
		fprintf(err, "timercheck: error: %s: shards %llu to %llu of %u of this plan (%zu TUs) "
			"are missing: no folder given holds their indexes\n", seen->path, from, to,
			seen->shards, seen->plan_tus);
}

/* Every shard 1..N of a sharded plan must have its index. Returns the problems reported. */
static int check_shards(struct index_read *ixs, size_t n, FILE *err)
{
	struct index_read **sharded = xcalloc(n ? n : 1, sizeof(*sharded));
	size_t i, m = 0;
	int problems = 0;
	unsigned long long expected = 1;	/* wider than a shard number: N + 1 never wraps */

	for (i = 0; i < n; i++)
		if (ixs[i].shards)
			sharded[m++] = &ixs[i];
	if (m > 1)
		qsort(sharded, m, sizeof(*sharded), cmp_shard);
	for (i = 0; i < m; i++) {
		const struct index_read *ix = sharded[i];
		const struct index_read *next = i + 1 < m ? sharded[i + 1] : NULL;
		int last_of_plan = !next || next->plan != ix->plan || next->shards != ix->shards;

		if (ix->shard > expected) {
			report_missing_shards(ix, expected, ix->shard - 1ULL, err);
			problems++;
		}
		if (ix->shard >= expected)
			expected = ix->shard + 1ULL;
		if (last_of_plan && expected <= ix->shards) {
			report_missing_shards(ix, expected, ix->shards, err);
			problems++;
		}
		if (last_of_plan)
			expected = 1;
	}
	free(sharded);
	return problems;
}

/* Checks the indexes against the records found: missing records and missing shards. */
static int check_indexes(const struct ptrvec *indexes, const struct ptrvec *records, FILE *err)
{
	struct index_read *ixs = xcalloc(indexes->len ? indexes->len : 1, sizeof(*ixs));
	size_t i;
	int problems = 0;

	for (i = 0; i < indexes->len; i++) {
		if (read_index(indexes->items[i], &ixs[i], err) != 0)
			problems++;
		else
			problems += check_index_records(&ixs[i], records, err);
	}
	problems += check_shards(ixs, indexes->len, err);
	for (i = 0; i < indexes->len; i++)
		index_release(&ixs[i]);
	free(ixs);
	return problems;
}

/* Adds path's records and indexes to l. Returns the problems reported. */
static int list_path(const char *p, size_t order, struct listing *l, FILE *err)
{
	struct stat st;
	size_t found;

	if (stat(p, &st) != 0) {
		fprintf(err, "timercheck: error: %s: %s\n", p, strerror(errno));
		return 1;
	}
	if (!S_ISDIR(st.st_mode)) {
		const char *slash = strrchr(p, '/');

		add_entry(&l->records, slash ? slash + 1 : p, xstrdup(p), order);
		return 0;
	}
	if (list_dir(p, order, l, &found) != 0) {
		fprintf(err, "timercheck: error: %s: cannot read folder: %s\n", p, strerror(errno));
		return 1;
	}
	if (!found) {
		/* Never a silent success with every TU of the folder lost. */
		fprintf(err, "timercheck: error: %s: no facts records in this folder (no *.facts "
			"file)\n", p);
		return 1;
	}
	return 0;
}

int factsio_load(const struct ptrvec *paths, FILE *err,
		 void (*sink)(struct tu_facts *tf, void *data), void *data)
{
	struct listing l = { PTRVEC_INIT, PTRVEC_INIT };
	int problems = 0;
	size_t i;

	for (i = 0; i < paths->len; i++)
		problems += list_path(paths->items[i], i, &l, err);
	keep_last_of_each_name(&l.records);
	keep_last_of_each_name(&l.indexes);
	for (i = 0; i < l.records.len; i++) {
		const struct entry *e = l.records.items[i];

		problems += load_one(e->path, err, sink, data);
	}
	problems += check_indexes(&l.indexes, &l.records, err);
	free_entries(&l.records);
	free_entries(&l.indexes);
	return problems;
}

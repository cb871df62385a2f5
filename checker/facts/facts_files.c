/*
 * Facts files on disk (see facts_files.h): atomic writes, names, and reading
 * folders of them back for --join.
 */
#include "facts/facts_files.h"

#include <dirent.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

int factsio_mkdirs(const char *dir)
{
	char *path = xstrdup(dir), *p;
	struct stat st;
	int ret = 0;

	for (p = path + 1; ret == 0; p++) {
		char c = *p;

		if (c != '/' && c != '\0')
			continue;
		*p = '\0';
		if (mkdir(path, 0777) != 0 && errno != EEXIST)
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

int factsio_write(const char *dir, const char *name, const char *prefix,
		  const struct tu_facts *tf)
{
	char *tmp = xasprintf("%s/.%s.XXXXXX", dir, name), *final = NULL;
	mode_t mask;
	FILE *f;
	int fd, saved;

	fd = mkstemp(tmp);
	if (fd < 0)
		goto fail;
	/* mkstemp makes 0600 files; give them the usual permissions. */
	mask = umask(0);
	umask(mask);
	fchmod(fd, 0666 & ~mask);
	f = fdopen(fd, "w");
	if (!f) {
		saved = errno;
		close(fd);
		unlink(tmp);
		errno = saved;
		goto fail;
	}
	errno = 0;
	if ((prefix && fputs(prefix, f) == EOF) || facts_write(f, tf) != 0) {
		saved = errno ? errno : EIO;
		fclose(f);
		unlink(tmp);
		errno = saved;
		goto fail;
	}
	if (fclose(f) != 0) {
		saved = errno;
		unlink(tmp);
		errno = saved;
		goto fail;
	}
	final = xasprintf("%s/%s", dir, name);
	if (rename(tmp, final) != 0) {
		saved = errno;
		unlink(tmp);
		errno = saved;
		goto fail;
	}
	free(final);
	free(tmp);
	return 0;
fail:
	saved = errno;
	free(final);
	free(tmp);
	errno = saved;
	return -1;
}

char *factsio_name(const char *main_file, unsigned occurrence)
{
	const char *slash = strrchr(main_file, '/');
	const char *base = slash ? slash + 1 : main_file;
	unsigned long long h = hash_bytes(HASH_INIT, main_file, strlen(main_file));

	if (!*base || *base == '.')
		base = "tu";	/* never a hidden file, which the reader skips */
	if (occurrence > 1)
		return xasprintf("%s.%016llx.%u.facts", base, h, occurrence);
	return xasprintf("%s.%016llx.facts", base, h);
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

/* Lists dir's *.facts files (not hidden ones: those are unfinished writes). */
static int list_dir(const char *dir, size_t order, struct ptrvec *out)
{
	DIR *d = opendir(dir);
	struct dirent *de;

	if (!d)
		return -1;
	errno = 0;
	while ((de = readdir(d)) != NULL) {
		if (de->d_name[0] == '.' || !ends_with(de->d_name, ".facts"))
			continue;
		add_entry(out, de->d_name, xasprintf("%s/%s", dir, de->d_name), order);
	}
	closedir(d);
	return 0;
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

int factsio_load(const struct ptrvec *paths, FILE *err,
		 void (*sink)(struct tu_facts *tf, void *data), void *data)
{
	struct ptrvec entries = PTRVEC_INIT;
	int problems = 0;
	size_t i;

	for (i = 0; i < paths->len; i++) {
		const char *p = paths->items[i];
		struct stat st;

		if (stat(p, &st) != 0) {
			fprintf(err, "timercheck: error: %s: %s\n", p, strerror(errno));
			problems++;
		} else if (S_ISDIR(st.st_mode)) {
			if (list_dir(p, i, &entries) != 0) {
				fprintf(err, "timercheck: error: %s: cannot read folder: %s\n", p,
					strerror(errno));
				problems++;
			}
		} else {
			const char *slash = strrchr(p, '/');

			add_entry(&entries, slash ? slash + 1 : p, xstrdup(p), i);
		}
	}
	if (entries.len > 1)
		qsort(entries.items, entries.len, sizeof(void *), cmp_entry);
	for (i = 0; i < entries.len; i++) {
		struct entry *e = entries.items[i];
		const struct entry *later = i + 1 < entries.len ? entries.items[i + 1] : NULL;

		/* The same TU in several folders: the last folder given wins. */
		if (!later || strcmp(later->name, e->name) != 0)
			problems += load_one(e->path, err, sink, data);
		free(e->name);
		free(e->path);
		free(e);
	}
	ptrvec_release(&entries);
	return problems;
}

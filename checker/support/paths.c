/*
 * Install-relative lookups and path helpers (see paths.h).
 */
#include "support/paths.h"

#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#ifndef TIMERCHECK_SOURCE_DIR
#define TIMERCHECK_SOURCE_DIR ""
#endif

const char *install_exe_dir(void)
{
	static char dir[PATH_MAX];
	static int done;

	if (!done) {
		ssize_t n = readlink("/proc/self/exe", dir, sizeof(dir) - 1);
		char *slash;

		done = 1;
		if (n <= 0) {
			dir[0] = '\0';
		} else {
			dir[n] = '\0';
			slash = strrchr(dir, '/');
			if (slash)
				*slash = '\0';
		}
	}
	return dir[0] ? dir : NULL;
}

static int is_dir(const char *path)
{
	struct stat st;

	return stat(path, &st) == 0 && S_ISDIR(st.st_mode);
}

/* Picks <exe_dir>/../<installed> or <source>/<in_tree>, whichever exists first. */
static const char *find_dir(char *buf, size_t size, const char *installed, const char *in_tree)
{
	const char *exe = install_exe_dir();

	if (exe) {
		snprintf(buf, size, "%s/../%s", exe, installed);
		if (is_dir(buf))
			return buf;
	}
	if (*TIMERCHECK_SOURCE_DIR) {
		snprintf(buf, size, "%s/%s", TIMERCHECK_SOURCE_DIR, in_tree);
		if (is_dir(buf))
			return buf;
	}
	return NULL;
}

const char *install_rules_dir(void)
{
	static char buf[PATH_MAX];
	static const char *found;
	static int done;

	if (!done) {
		done = 1;
		found = find_dir(buf, sizeof(buf), "share/timercheck/rules", "rules");
	}
	return found;
}

const char *install_docs_rules_dir(void)
{
	static char buf[PATH_MAX];
	static const char *found;
	static int done;

	if (!done) {
		done = 1;
		found = find_dir(buf, sizeof(buf), "share/doc/timercheck/rules", "docs/rules");
	}
	return found;
}

char *path_relative(const char *path, const char *dir)
{
	struct strbuf sb = STRBUF_INIT;
	size_t common = 0, i;
	const char *rest;

	/* The longest common prefix that ends at a component boundary. */
	for (i = 0;; i++) {
		int pe = path[i] == '\0' || path[i] == '/';
		int de = dir[i] == '\0' || dir[i] == '/';

		if (pe && de)
			common = i;
		if (path[i] != dir[i] || !path[i])
			break;
	}
	if (strcmp(dir, "/") == 0)
		common = 0;
	rest = path + common;
	while (*rest == '/')
		rest++;
	for (i = common; dir[i]; i++)
		if (dir[i] == '/' && dir[i + 1] && dir[i + 1] != '/')
			strbuf_addstr(&sb, "../");
	strbuf_addstr(&sb, rest);
	if (!sb.len)
		strbuf_addch(&sb, '.');
	else if (sb.buf[sb.len - 1] == '/')
		sb.buf[--sb.len] = '\0';
	return strbuf_detach(&sb);
}

void uri_add_path(struct strbuf *sb, const char *path)
{
	static const char hex[] = "0123456789ABCDEF";
	const unsigned char *p;

	for (p = (const unsigned char *)path; *p; p++) {
		if ((*p >= 'a' && *p <= 'z') || (*p >= 'A' && *p <= 'Z') || (*p >= '0' && *p <= '9') ||
		    *p == '-' || *p == '.' || *p == '_' || *p == '~' || *p == '/') {
			strbuf_addch(sb, (char)*p);
		} else {
			strbuf_addch(sb, '%');
			strbuf_addch(sb, hex[*p >> 4]);
			strbuf_addch(sb, hex[*p & 15]);
		}
	}
}

void uri_add_file(struct strbuf *sb, const char *abs_path)
{
	strbuf_addstr(sb, "file://");
	uri_add_path(sb, abs_path);
}

char *path_cwd(void)
{
	char buf[PATH_MAX];

	if (!getcwd(buf, sizeof(buf)))
		return xstrdup("/");
	return xstrdup(buf);
}

char *path_absolute(const char *path, const char *base)
{
	struct strbuf sb = STRBUF_INIT;
	struct ptrvec parts = PTRVEC_INIT;
	char *joined, *p, *save = NULL;
	size_t i;

	if (path[0] == '/') {
		joined = xstrdup(path);
	} else {
		char cwd[PATH_MAX];

		if (!base)
			base = getcwd(cwd, sizeof(cwd)) ? cwd : ".";
		joined = xasprintf("%s/%s", base, path);
	}
	for (p = strtok_r(joined, "/", &save); p; p = strtok_r(NULL, "/", &save)) {
		if (strcmp(p, ".") == 0)
			continue;
		if (strcmp(p, "..") == 0) {
			if (parts.len)
				parts.len--;
			continue;
		}
		ptrvec_push(&parts, p);
	}
	for (i = 0; i < parts.len; i++) {
		strbuf_addch(&sb, '/');
		strbuf_addstr(&sb, parts.items[i]);
	}
	if (!parts.len)
		strbuf_addch(&sb, '/');
	ptrvec_release(&parts);
	free(joined);
	return strbuf_detach(&sb);
}

/* The length of the folder prefix that a and b (absolute, normalised folders) share. */
static size_t common_folder_len(const char *a, size_t alen, const char *b)
{
	size_t i = 0, last = 0;

	while (i < alen && a[i] && a[i] == b[i]) {
		if (a[i] == '/')
			last = i;
		i++;
	}
	/* All of the shorter one, when it ends on a folder boundary of the other. */
	if ((i == alen || a[i] == '/') && (b[i] == '/' || !b[i]))
		return i;
	return last;
}

char *path_common_folder(const struct ptrvec *folders)
{
	const char *first;
	size_t i, len;

	if (!folders->len)
		return NULL;
	first = folders->items[0];
	len = strlen(first);
	for (i = 1; i < folders->len && len; i++)
		len = common_folder_len(first, len, folders->items[i]);
	if (len <= 1)
		return NULL;	/* only "/" in common: no project there */
	return xstrndup(first, len);
}

/*
 * .timercheck files (see config.h). The parser knows just enough YAML for
 * the documented format: top-level "Key: value" lines, values that are
 * plain, quoted or [a, b] lists, "- item" lists and "name: value" maps
 * indented under a key, and '#' comments.
 */
#include "input/config.h"

#include <errno.h>
#include <fnmatch.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "analysis/rule_catalog.h"
#include "input/compdb.h"
#include "support/limit_values.h"
#include "support/paths.h"

#define CONFIG_NAME ".timercheck"

void config_init(struct config *c, const char *dir)
{
	memset(c, 0, sizeof(*c));
	c->dir = xstrdup(dir);
	c->fail_on = FAIL_ON_UNSET;
}

void config_release(struct config *c)
{
	size_t i;

	for (i = 0; i < c->severities.len; i++) {
		struct severity_override *o = c->severities.items[i];

		free(o->glob);
		free(o);
	}
	ptrvec_release(&c->severities);
	ptrvec_free_all(&c->apis);
	ptrvec_free_all(&c->rule_files);
	ptrvec_free_all(&c->excludes);
	ere_free(c->header_re);
	free(c->header_filter);
	free(c->project_root);
	free(c->checks);
	free(c->path);
	free(c->dir);
	memset(c, 0, sizeof(*c));
}

const struct ptrvec *config_apis(const struct config *c)
{
	return &c->apis;
}

const struct ptrvec *config_rule_files(const struct config *c)
{
	return &c->rule_files;
}

static char *trim(char *s)
{
	char *e;

	while (*s == ' ' || *s == '\t')
		s++;
	e = s + strlen(s);
	while (e > s && (e[-1] == ' ' || e[-1] == '\t' || e[-1] == '\r'))
		*--e = '\0';
	return s;
}

/* Cuts a '#' comment that starts the line or follows a blank, outside quotes. */
static void cut_comment(char *s)
{
	char quote = 0;
	char *p;

	for (p = s; *p; p++) {
		if (quote) {
			if (*p == quote)
				quote = 0;
		} else if (*p == '\'' || *p == '"') {
			quote = *p;
		} else if (*p == '#' && (p == s || p[-1] == ' ' || p[-1] == '\t')) {
			*p = '\0';
			return;
		}
	}
}

/* Removes one pair of matching quotes around s (in place). */
static char *unquote(char *s)
{
	size_t n = strlen(s);

	if (n >= 2 && (s[0] == '\'' || s[0] == '"') && s[n - 1] == s[0]) {
		s[n - 1] = '\0';
		return s + 1;
	}
	return s;
}

/* Splits "a, b" or "[a, b]" into items (each trimmed and unquoted). */
static void split_list(char *value, struct ptrvec *out)
{
	size_t n = strlen(value);
	char *p, *item;

	if (n >= 2 && value[0] == '[' && value[n - 1] == ']') {
		value[n - 1] = '\0';
		value++;
	}
	for (p = value; (item = strsep(&p, ",")) != NULL;) {
		item = unquote(trim(item));
		if (*item)
			ptrvec_push(out, xstrdup(item));
	}
}

int severity_override_parse(const char *s, struct severity_override *out)
{
	const char *eq = strrchr(s, '=');
	char *sev;
	int v;

	if (!eq)
		eq = strrchr(s, ':');
	if (!eq || eq == s)
		return -1;
	sev = xstrdup(eq + 1);
	v = severity_parse(trim(sev));
	free(sev);
	if (v < 0)
		return -1;
	out->glob = xstrndup(s, (size_t)(eq - s));
	{
		char *t = trim(out->glob);

		memmove(out->glob, t, strlen(t) + 1);
	}
	out->severity = (enum severity)v;
	return 0;
}

static char *resolve(const struct config *c, const char *p)
{
	return path_absolute(p, c->dir);
}

enum key {
	K_CHECKS, K_SEVERITY, K_FAILON, K_APIS, K_RULES, K_EXCLUDE, K_HEADERFILTER,
	K_PROJECTROOT, K_MEMORYLIMIT, K_CPULIMIT, K_UNKNOWN
};

static enum key key_of(const char *k)
{
	static const char *const names[] = {
		[K_CHECKS] = "Checks", [K_SEVERITY] = "Severity", [K_FAILON] = "FailOn",
		[K_APIS] = "Apis", [K_RULES] = "Rules", [K_EXCLUDE] = "Exclude",
		[K_HEADERFILTER] = "HeaderFilter", [K_PROJECTROOT] = "ProjectRoot",
		[K_MEMORYLIMIT] = "MemoryLimit", [K_CPULIMIT] = "CpuLimit",
	};
	int i;

	for (i = 0; i < K_UNKNOWN; i++)
		if (strcmp(k, names[i]) == 0)
			return (enum key)i;
	return K_UNKNOWN;
}

/*
 * Applies one value (a scalar or one list item) of key. Returns 0, or -1
 * with the problem in *what and, for some, a detail to append in *why.
 */
static int apply(struct config *c, enum key key, char *value, const char **what,
		 const char **why)
{
	struct ptrvec items = PTRVEC_INIT;
	size_t i;
	int rc = 0;

	switch (key) {
	case K_CHECKS: {
		char *v = unquote(value);

		if (c->checks) {
			char *joined = xasprintf("%s,%s", c->checks, v);

			free(c->checks);
			c->checks = joined;
		} else {
			c->checks = xstrdup(v);
		}
		return 0;
	}
	case K_SEVERITY: {
		struct severity_override o;

		if (severity_override_parse(unquote(value), &o) != 0) {
			*what = "expected 'rule-glob: error|warning|note'";
			return -1;
		}
		ptrvec_push(&c->severities, xmalloc(sizeof(o)));
		*(struct severity_override *)c->severities.items[c->severities.len - 1] = o;
		return 0;
	}
	case K_FAILON: {
		char *v = unquote(value);
		int sev = strcmp(v, "none") == 0 ? FAIL_ON_NONE : severity_parse(v);

		if (sev == -1 && strcmp(v, "none") != 0) {
			*what = "expected error, warning, note or none";
			return -1;
		}
		c->fail_on = sev;
		return 0;
	}
	case K_HEADERFILTER: {
		char *v = unquote(value);

		ere_free(c->header_re);
		free(c->header_filter);
		c->header_filter = NULL;
		c->header_re = ere_compile(v, why);
		if (!c->header_re) {
			*what = "invalid HeaderFilter regular expression: ";
			return -1;
		}
		c->header_filter = xstrdup(v);
		return 0;
	}
	case K_PROJECTROOT: {
		/*
		 * The file comes with the tree: it may narrow where fixes go, never
		 * widen it past its own folder.
		 */
		char *v = unquote(value), *root = resolve(c, v);
		size_t n = strlen(c->dir);

		if (!(strncmp(root, c->dir, n) == 0 &&
		      (root[n] == '\0' || root[n] == '/' || (n == 1 && c->dir[0] == '/')))) {
			free(root);
			*what = "ProjectRoot must be this file's folder or a folder below it";
			return -1;
		}
		free(c->project_root);
		c->project_root = root;
		return 0;
	}
	case K_MEMORYLIMIT:
		/* The file comes with the tree: it may lower a limit, never lift it (run/limits.h). */
		if (limit_parse_size(unquote(value), &c->memory_limit) != 0 || !c->memory_limit) {
			*what = "expected a size above 0 such as 512M or 2G (a configuration "
				"can lower the memory limit, not turn it off)";
			return -1;
		}
		return 0;
	case K_CPULIMIT:
		if (limit_parse_seconds(unquote(value), &c->cpu_limit) != 0 || !c->cpu_limit) {
			*what = "expected whole seconds above 0 (a configuration can lower the "
				"CPU limit, not turn it off)";
			return -1;
		}
		return 0;
	case K_APIS:
	case K_RULES:
	case K_EXCLUDE:
		split_list(value, &items);
		for (i = 0; i < items.len; i++) {
			char *it = items.items[i];

			if (key == K_APIS) {
				ptrvec_push(&c->apis, it);
			} else if (key == K_RULES) {
				ptrvec_push(&c->rule_files, resolve(c, it));
				free(it);
			} else {
				ptrvec_push(&c->excludes, it);
			}
		}
		ptrvec_release(&items);
		return rc;
	case K_UNKNOWN:
		break;
	}
	*what = "unknown key";
	return -1;
}

int config_parse(struct config *c, const char *text, const char *path, char **err)
{
	char *copy = xstrdup(text), *p = copy, *line;
	enum key current = K_UNKNOWN;
	int have_key = 0;
	unsigned lineno = 0;

	while ((line = strsep(&p, "\n")) != NULL) {
		const char *what = NULL, *why = "";
		int indented = line[0] == ' ' || line[0] == '\t';
		char *s, *colon;

		lineno++;
		cut_comment(line);
		s = trim(line);
		if (!*s || strcmp(s, "---") == 0)
			continue;
		if (indented) {
			if (!have_key) {
				what = "indented line without a key above it";
			} else if (s[0] == '-' && (s[1] == ' ' || s[1] == '\0')) {
				if (current == K_SEVERITY)
					what = "expected 'rule-glob: severity' under Severity";
				else if (apply(c, current, trim(s + 1), &what, &why) == 0)
					continue;
			} else if (current == K_SEVERITY) {
				if (apply(c, current, s, &what, &why) == 0)
					continue;
			} else {
				what = "expected a '- item' line";
			}
		} else {
			colon = strchr(s, ':');
			if (!colon) {
				what = "expected 'Key: value'";
			} else {
				char *value;

				*colon = '\0';
				value = trim(colon + 1);
				current = key_of(trim(s));
				have_key = 1;
				if (current == K_UNKNOWN) {
					*err = xasprintf("%s:%u: unknown key '%s' (expected Checks, "
							 "Severity, FailOn, Apis, Rules, Exclude, "
							 "HeaderFilter, ProjectRoot, MemoryLimit or "
							 "CpuLimit)", path, lineno, trim(s));
					free(copy);
					return -1;
				}
				if (!*value || apply(c, current, value, &what, &why) == 0)
					continue;
			}
		}
		*err = xasprintf("%s:%u: %s%s", path, lineno, what, why);
		free(copy);
		return -1;
	}
	free(copy);
	return 0;
}

int config_load(struct config *c, const char *path, char **err)
{
	char *text;
	int rc;

	if (read_file(path, &text, NULL) != 0) {
		*err = xasprintf("cannot read '%s': %s", path, read_file_strerror(errno));
		return -1;
	}
	free(c->path);
	c->path = xstrdup(path);
	rc = config_parse(c, text, path, err);
	free(text);
	return rc;
}

int checks_enabled(const char *rule, const char *config_checks, const char *cli_checks)
{
	const char *lists[2] = { config_checks, cli_checks };
	int enabled = !rule_off_by_default(rule), i;

	for (i = 0; i < 2; i++) {
		char *copy, *p, *glob;

		if (!lists[i])
			continue;
		copy = xstrdup(lists[i]);
		for (p = copy; (glob = strsep(&p, ",")) != NULL;) {
			int neg;

			glob = trim(glob);
			neg = glob[0] == '-';
			if (neg)
				glob = trim(glob + 1);
			if (*glob && fnmatch(glob, rule, 0) == 0)
				enabled = !neg;
		}
		free(copy);
	}
	return enabled;
}

int config_excludes(const struct config *c, const char *file)
{
	char *rel, *abs;
	size_t i;
	int hit = 0;

	if (!c->excludes.len || !file)
		return 0;
	abs = path_absolute(file, NULL);
	file = abs;
	rel = path_relative(file, c->dir);
	for (i = 0; i < c->excludes.len && !hit; i++) {
		char *pat = xstrdup(c->excludes.items[i]);
		const char *subject = pat[0] == '/' ? file : rel;
		size_t n = strlen(pat);

		while (n > 1 && pat[n - 1] == '/')
			pat[--n] = '\0';
		/* The pattern names the file, or a folder the file is under. */
		hit = fnmatch(pat, subject, 0) == 0 ||
		      (strncmp(subject, pat, n) == 0 && subject[n] == '/');
		if (!hit) {
			char *under = xasprintf("%s/*", pat);

			hit = fnmatch(under, subject, 0) == 0;
			free(under);
		}
		free(pat);
	}
	free(rel);
	free(abs);
	return hit;
}

void config_set_init(struct config_set *cs)
{
	memset(cs, 0, sizeof(*cs));
	config_init(&cs->defaults, "/");
}

int config_set_fixed(struct config_set *cs, const char *path)
{
	struct config *c = xmalloc(sizeof(*c));
	char *abs = path_absolute(path, NULL), *slash, *err = NULL;

	slash = strrchr(abs, '/');
	if (slash)
		*slash = '\0';
	config_init(c, *abs ? abs : "/");
	free(abs);
	ptrvec_push(&cs->owned, c);
	if (config_load(c, path, &err) != 0) {
		fprintf(stderr, "timercheck: error: %s\n", err);
		free(err);
		cs->errors++;
		return -1;
	}
	cs->fixed = c;
	return 0;
}

/*
 * The configuration for folder dir (absolute): its own file, or its parent's.
 * Folders are remembered in a hash map (the config, or NULL for none): every
 * finding and every planned file asks, and a tree has thousands of folders.
 */
static struct config *config_for_dir(struct config_set *cs, const char *dir)
{
	struct strmap_entry *known = strmap_find(&cs->dirs, dir);
	struct config *found = NULL;
	char *file, *err = NULL;
	struct stat st;

	if (known)
		return known->value;
	file = xasprintf("%s/%s", strcmp(dir, "/") == 0 ? "" : dir, CONFIG_NAME);
	if (stat(file, &st) == 0 && S_ISREG(st.st_mode)) {
		found = xmalloc(sizeof(*found));
		config_init(found, dir);
		ptrvec_push(&cs->owned, found);
		if (config_load(found, file, &err) != 0) {
			fprintf(stderr, "timercheck: error: %s\n", err);
			free(err);
			cs->errors++;
			found = NULL;
		}
	}
	free(file);
	if (!found && strcmp(dir, "/") != 0) {
		char *parent = xstrdup(dir), *slash = strrchr(parent, '/');

		if (slash == parent)
			slash[1] = '\0';
		else if (slash)
			*slash = '\0';
		found = config_for_dir(cs, parent);
		free(parent);
	}
	strmap_put(&cs->dirs, dir, found);
	return found;
}

const struct config *config_for(struct config_set *cs, const char *file)
{
	struct config *c;
	char *dir, *slash;

	if (cs->fixed)
		return cs->fixed;
	if (!file)
		return &cs->defaults;
	dir = path_absolute(file, NULL);
	slash = strrchr(dir, '/');
	if (slash == dir)
		slash[1] = '\0';
	else if (slash)
		*slash = '\0';
	else
		strcpy(dir, ".");
	c = config_for_dir(cs, dir);
	free(dir);
	return c ? c : &cs->defaults;
}

void config_set_release(struct config_set *cs)
{
	size_t i;

	strmap_release(&cs->dirs);
	for (i = 0; i < cs->owned.len; i++) {
		config_release(cs->owned.items[i]);
		free(cs->owned.items[i]);
	}
	ptrvec_release(&cs->owned);
	config_release(&cs->defaults);
	cs->fixed = NULL;
}

/*
 * The fix stage (see fix_stage.h): where symlinks may point, then plan,
 * export, apply.
 */
#include "report/fix_stage.h"

#include <dirent.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "report/fix_apply.h"
#include "report/fix_export.h"
#include "support/paths.h"

/* The project: the working directory and the folders of the inputs, real paths. */
static void project_roots(const struct cli *cli, const char *cwd, struct ptrvec *roots)
{
	size_t i;
	char *real = realpath(cwd, NULL);

	if (real)
		ptrvec_push(roots, real);
	for (i = 0; i < cli->inputs.len; i++) {
		char *abs = path_absolute(cli->inputs.items[i], cwd), *slash;
		struct stat st;

		if (stat(abs, &st) == 0 && !S_ISDIR(st.st_mode) && (slash = strrchr(abs, '/')))
			*(slash == abs ? slash + 1 : slash) = '\0';
		real = realpath(abs, NULL);
		if (real)
			ptrvec_push(roots, real);
		free(abs);
	}
}

/* Whether name is "SOURCE.timercheck-XXXXXX" (mkstemp's six letters or digits); sets *source_len. */
static int temporary_name(const char *name, size_t *source_len)
{
	static const char infix[] = ".timercheck-";
	size_t n = strlen(name), k = sizeof(infix) - 1, i;

	if (n <= k + 6)
		return 0;
	for (i = n - 6; i < n; i++)
		if (!((name[i] >= 'a' && name[i] <= 'z') || (name[i] >= 'A' && name[i] <= 'Z') ||
		      (name[i] >= '0' && name[i] <= '9')))
			return 0;
	if (memcmp(name + n - 6 - k, infix, k) != 0)
		return 0;
	*source_len = n - 6 - k;
	return 1;
}

/*
 * Removes the temporaries an earlier --fix left beside the files this run
 * read under the project root (killed between writing and renaming): only
 * names of exactly SOURCE.timercheck-XXXXXX where SOURCE is such a file,
 * regular files (not followed if links) of this user, last written before
 * this run started.
 */
static void remove_stale_temporaries(const struct report *r, int quiet)
{
	const struct strmap *files = &r->fix_sources.files;
	struct strmap dirs = STRMAP_INIT;
	size_t i;

	for (i = 0; i < files->cap; i++) {
		const char *path = files->slots[i].key, *slash;
		const struct fix_source *s = files->slots[i].value;
		char *dir;
		DIR *d;
		struct dirent *e;

		if (!path || s->system || !(slash = strrchr(path, '/')) || !r->fix_root ||
		    !starts_with(path, r->fix_root) || path[strlen(r->fix_root)] != '/')
			continue;
		dir = xstrndup(path, (size_t)(slash - path) + 1);
		if (strmap_find(&dirs, dir) || !(d = opendir(dir))) {
			free(dir);
			continue;
		}
		strmap_put(&dirs, dir, NULL);
		while ((e = readdir(d))) {
			size_t source_len;
			char *source, *tmp;
			struct stat st;

			if (!temporary_name(e->d_name, &source_len))
				continue;
			source = xasprintf("%s%.*s", dir, (int)source_len, e->d_name);
			tmp = xasprintf("%s%s", dir, e->d_name);
			if (strmap_find(files, source) && fstatat(dirfd(d), e->d_name, &st,
								  AT_SYMLINK_NOFOLLOW) == 0 &&
			    S_ISREG(st.st_mode) && st.st_uid == geteuid() &&
			    st.st_mtime < r->started && unlinkat(dirfd(d), e->d_name, 0) == 0 &&
			    !quiet) {
				char *shown = path_relative(tmp, r->root);

				fprintf(stderr, "timercheck: removed '%s', left by an earlier --fix that "
						"was stopped\n", starts_with(shown, "../") ? tmp : shown);
				free(shown);
			}
			free(source);
			free(tmp);
		}
		closedir(d);
		free(dir);
	}
	strmap_release(&dirs);
}

int fix_stage_run(struct report *r, const struct findings *fs, const struct facts_set *set)
{
	const struct cli *cli = r->cli;
	struct fix_plan plan = FIX_PLAN_INIT;
	struct fix_options o;
	struct ptrvec roots = PTRVEC_INIT;
	const char *main_file = NULL;
	char *cwd = path_cwd(), *err = NULL, *project_root;
	size_t i;
	int ret = 0;

	for (i = 0; set && i < set->tus.len && !main_file; i++) {
		const struct tu_facts *tf = set->tus.items[i];

		main_file = tf->main_file;
	}
	if (cli->fix)
		remove_stale_temporaries(r, cli->quiet);
	project_roots(cli, cwd, &roots);
	memset(&o, 0, sizeof(o));
	o.fix_errors = cli->fix_errors;
	o.roots = &roots;
	/*
	 * Its real path, as each file's is: a symlinked checkout still matches.
	 * A root that does not exist holds no file, so every edit is refused.
	 */
	project_root = r->fix_root ? realpath(r->fix_root, NULL) : NULL;
	if (!project_root && r->fix_root)
		project_root = xstrdup(r->fix_root);
	o.project_root = project_root;
	o.cwd = cwd;
	fix_plan_build(&plan, fs, &r->fix_sources, &o);

	if (cli->export_fixes &&
	    fix_export(cli->export_fixes, fs, &plan, &r->sources, main_file, &err) != 0) {
		fprintf(stderr, "timercheck: error: %s\n", err);
		free(err);
		ret = -1;
	}
	if (cli->fix && !ret && fix_apply(&plan, cwd, cli->quiet) != 0)
		ret = -1;
	if (cli->fix && !cli->quiet && plan.refused)
		fprintf(stderr, "timercheck: %zu finding%s not fixed (see above)\n", plan.refused,
			plan.refused == 1 ? "" : "s");
	fix_plan_release(&plan);
	ptrvec_free_all(&roots);
	free(project_root);
	free(cwd);
	return ret;
}

/*
 * The fix stage (see fix_stage.h): where symlinks may point, then plan,
 * export, apply.
 */
#include "report/fix_stage.h"

#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

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

int fix_stage_run(struct report *r, const struct findings *fs, const struct facts_set *set)
{
	const struct cli *cli = r->cli;
	struct fix_plan plan = FIX_PLAN_INIT;
	struct fix_options o;
	struct ptrvec roots = PTRVEC_INIT;
	const char *main_file = NULL;
	char *cwd = path_cwd(), *err = NULL;
	size_t i;
	int ret = 0;

	for (i = 0; set && i < set->tus.len && !main_file; i++) {
		const struct tu_facts *tf = set->tus.items[i];

		main_file = tf->main_file;
	}
	project_roots(cli, cwd, &roots);
	memset(&o, 0, sizeof(o));
	o.fix_errors = cli->fix_errors;
	o.roots = &roots;
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
	free(cwd);
	return ret;
}

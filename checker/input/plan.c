/*
 * Choosing the compile commands to analyse (see plan.h).
 */
#include "input/plan.h"
#include "support/paths.h"

#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "input/dir_scan.h"
#include "input/neighbour.h"

/* Adds the database entries under dir (an absolute path). Returns how many. */
static size_t select_under(const struct compdb *db, const char *dir, struct ptrvec *out)
{
	size_t i, n = 0, len = strlen(dir);

	for (i = 0; i < db->cmds.len; i++) {
		const struct compile_cmd *c = db->cmds.items[i];

		if (strncmp(c->file, dir, len) == 0 && (c->file[len] == '/' || len == 1)) {
			ptrvec_push(out, (void *)c);
			n++;
		}
	}
	return n;
}

/*
 * Builds the list of commands to analyse. Returns the number of input
 * errors (each already reported).
 */
int plan_commands(struct cli *cli, struct compdb *db, struct compdb *adhoc, struct ptrvec *todo)
{
	char cwd[PATH_MAX];
	int errors = 0;
	size_t i, j;
	int use_db = !cli->dashdash && !cli->kbuild;

	if (!getcwd(cwd, sizeof(cwd)))
		strcpy(cwd, "/");
	if (use_db) {
		char *dir = cli->compdb_dir ? xstrdup(cli->compdb_dir)
					    : compdb_find(cli->inputs.len ? cli->inputs.items[0] : ".");
		char *err = NULL;

		if (cli->compdb_dir && !compdb_exists_in(cli->compdb_dir)) {
			fprintf(stderr, "timercheck: error: no compile_commands.json in '%s'\n",
				cli->compdb_dir);
			free(dir);
			return 1;
		}
		if (dir && compdb_load(db, dir, &err) != 0) {
			fprintf(stderr, "timercheck: error: %s\n", err);
			free(err);
			free(dir);
			return 1;
		}
		if (dir && cli->verbose)
			fprintf(stderr, "timercheck: using compilation database %s (%zu C entries)\n",
				db->path, db->cmds.len);
		if (!dir) {
			use_db = 0;
			if (cli->verbose)
				fprintf(stderr, "timercheck: no compile_commands.json found; analysing "
						"with no compiler flags (pass them after '--')\n");
		}
		free(dir);
	}
	if (use_db && !cli->inputs.len) {
		for (i = 0; i < db->cmds.len; i++)
			ptrvec_push(todo, db->cmds.items[i]);
		if (!db->cmds.len) {
			fprintf(stderr, "timercheck: error: compilation database '%s' has no C entries\n",
				db->path);
			errors++;
		}
		return errors;
	}
	if (!cli->inputs.len) {
		fprintf(stderr, "timercheck: error: no input files (and no compile_commands.json)\n"
				"try 'timercheck --help'\n");
		return 1;
	}
	for (i = 0; i < cli->inputs.len; i++) {
		const char *in = cli->inputs.items[i];
		char *abs = path_absolute(in, cwd);
		struct stat st;

		if (stat(in, &st) != 0) {
			fprintf(stderr, "timercheck: error: no such file or directory: '%s'\n", in);
			errors++;
		} else if (!S_ISDIR(st.st_mode) && !S_ISREG(st.st_mode)) {
			fprintf(stderr, "timercheck: error: not a regular file or directory: '%s'\n", in);
			errors++;
		} else if (S_ISDIR(st.st_mode)) {
			struct ptrvec files = PTRVEC_INIT;
			size_t found;

			if (use_db) {
				found = select_under(db, abs, todo);
			} else {
				errors += scan_directory(abs, &files, stderr);
				found = files.len;
				for (j = 0; j < files.len; j++) {
					compdb_add(adhoc, files.items[j], cwd,
						   (const char *const *)cli->flags.items, (int)cli->flags.len);
					ptrvec_push(todo, adhoc->cmds.items[adhoc->cmds.len - 1]);
					free(files.items[j]);
				}
				ptrvec_release(&files);
			}
			if (!found) {
				fprintf(stderr, "timercheck: error: no C source files %s '%s'\n",
					use_db ? "of the compilation database under" : "found under", in);
				errors++;
			}
		} else if (!use_db || !compdb_lookup(db, abs, todo)) {
			const struct compile_cmd *near = use_db ? neighbour_find(db, abs) : NULL;

			if (near) {
				char *rel = path_relative(near->file, cwd);

				/* as clangd does: the nearest entry's flags beat none at all */
				fprintf(stderr, "timercheck: %s: not in the compile database; "
						"using the flags of %s\n", in, rel);
				free(rel);
				ptrvec_push(&adhoc->cmds, neighbour_borrow(near, abs));
			} else {
				if (use_db && cli->verbose)
					fprintf(stderr, "timercheck: '%s' is not in the compilation "
							"database; analysing it with no flags\n", in);
				compdb_add(adhoc, abs, cwd, (const char *const *)cli->flags.items,
					   (int)cli->flags.len);
			}
			ptrvec_push(todo, adhoc->cmds.items[adhoc->cmds.len - 1]);
		}
		free(abs);
	}
	return errors;
}


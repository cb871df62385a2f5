/*
 * The reporting stage (see report.h).
 */
#include "report.h"

#include <stdlib.h>
#include <unistd.h>

#include "output.h"

int report_findings(const struct cli *cli, struct findings *fs, size_t files)
{
	struct output_options oo;

	findings_sort_unique(fs);
	oo.color = cli->color >= 0 ? cli->color : (isatty(STDOUT_FILENO) && !getenv("NO_COLOR"));
	oo.show_source = 1;
	output_text(stdout, fs, &oo);
	if (!cli->quiet && fs->items.len)
		fprintf(stderr, "%zu finding%s in %zu file%s\n", fs->items.len,
			fs->items.len == 1 ? "" : "s", files, files == 1 ? "" : "s");
	if (fflush(stdout) != 0) {
		perror("timercheck: error: cannot write the findings");
		return EXIT_INPUT;
	}
	return findings_count_at_least(fs, cli->fail_on) ? EXIT_FINDINGS : EXIT_CLEAN;
}

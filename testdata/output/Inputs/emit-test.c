/*
 * A small driver for the emitters (checker/out_*.c): builds findings that
 * no rule produces yet (fix-its, a macro chain, an enclosing function, file
 * names with spaces, quotes, newlines and bytes that are not UTF-8) and
 * prints them in one format, so testdata/output/emitters.test can check
 * every format on them.
 *
 * usage: timercheck-emit-test text|json|sarif|html <srcroot>
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "analysis/findings.h"
#include "report/fingerprint.h"
#include "report/emit.h"

int main(int argc, char **argv)
{
	struct findings fs = FINDINGS_INIT;
	struct output_options oo;
	struct srcmap sm = SRCMAP_INIT;
	struct finding *f;
	struct tc_loc loc, end, note;
	char *main_file, *odd;

	if (argc != 3) {
		fputs("usage: timercheck-emit-test text|json|sarif|html <srcroot>\n", stderr);
		return 2;
	}
	main_file = xasprintf("%s/src/timer setup.c", argv[2]);
	loc.file = main_file;
	loc.line = 12;
	loc.col = 18;
	f = findings_add(&fs, "callback-cast-arity", SEV_WARNING, &loc,
			 "function 'on_tick' cast to incompatible type 'void (*)(int)'");
	finding_set_function(f, "arm");
	note.file = xasprintf("%s/include/timer.h", argv[2]);
	note.line = 7;
	note.col = 9;
	finding_add_note(f, &note, "expanded from macro '%s'", "SETUP");
	finding_add_macro(f, "SETUP", &note);
	end = loc;
	end.col = 42;
	finding_add_fixit(f, &loc, &end, "on_tick_typed");
	end.col = loc.col;
	finding_add_fixit(f, &end, &end, "/* \"quoted\"\tand\nnew line */");

	/* A finding outside the source root, in a file whose name is not UTF-8. */
	odd = xasprintf("/elsewhere/we\"ird\n\xff\xfe name%s.c", "");
	loc.file = odd;
	loc.line = 3;
	loc.col = 1;
	f = findings_add(&fs, "callback-cast-return", SEV_NOTE, &loc, "bad byte \xc3\x28 and \xe2\x82\xac");
	loc.col = 5;
	end = loc;
	end.col = 9;
	finding_add_fixit(f, &loc, &end, "");

	findings_sort_unique(&fs);
	fingerprint_findings(&fs, &sm, argv[2]);
	memset(&oo, 0, sizeof(oo));
	oo.srcroot = argv[2];
	oo.doc_uri = "https://example.org/timercheck/docs/rules";
	oo.tool_version = "0.0.0-test";
	if (strcmp(argv[1], "json") == 0) {
		output_json(stdout, &fs, &oo);
	} else if (strcmp(argv[1], "sarif") == 0) {
		output_sarif(stdout, &fs, &oo);
	} else if (strcmp(argv[1], "html") == 0) {
		output_html(stdout, &fs, &oo);
	} else {
		size_t i;

		for (i = 0; i < fs.items.len; i++) {
			struct findings one = FINDINGS_INIT;

			one.items.items = &fs.items.items[i];
			one.items.len = 1;
			output_text(stdout, &one, &oo);
			output_fixits_parseable(stdout, fs.items.items[i]);
		}
	}
	findings_release(&fs);
	srcmap_release(&sm);
	free(note.file);
	free(odd);
	free(main_file);
	return ferror(stdout) ? 1 : 0;
}

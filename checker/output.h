/*
 * Emitters: print findings in one format. Each emitter is one function
 * behind this header; main.c picks one.
 */
#ifndef TIMERCHECK_OUTPUT_H
#define TIMERCHECK_OUTPUT_H

#include <stdio.h>

#include "diag.h"

struct output_options {
	int color;		/* ANSI colours, as clang prints them */
	int show_source;	/* the source line and a caret under each location */
};

/* Clang's format: path:line:col: severity: message [rule], source line, caret, notes. */
void output_text(FILE *out, const struct findings *fs, const struct output_options *opts);

/* The path as shown to the user: relative to the current directory when below it. */
const char *output_display_path(const char *path);

#endif

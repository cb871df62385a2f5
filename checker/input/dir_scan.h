/*
 * Finding C sources under directories, for runs without a compilation
 * database. Symlinks are followed, but each directory is entered once, so
 * symlink loops end; unreadable directories are reported and skipped, and so
 * is every other path that cannot be looked at (one longer than PATH_MAX),
 * with a warning naming it.
 */
#ifndef TIMERCHECK_INPUT_DIR_SCAN_H
#define TIMERCHECK_INPUT_DIR_SCAN_H

#include <stdio.h>

#include "support/util.h"

/*
 * Appends the absolute paths (malloc'd char *) of the .c files under dir to
 * out, sorted. Problems are printed to err naming the folder. Returns the
 * number of directories that could not be read.
 */
int scan_directory(const char *dir, struct ptrvec *out, FILE *err);

#endif

/*
 * Planning: which compile commands to analyse, from the inputs on the
 * command line and the compilation database (found or named with -p).
 */
#ifndef TIMERCHECK_INPUT_PLAN_H
#define TIMERCHECK_INPUT_PLAN_H

#include "input/cli.h"
#include "input/compdb.h"

/*
 * Fills todo with borrowed struct compile_cmd pointers, owned by db (loaded
 * from compile_commands.json) or adhoc (built from the command line). Each
 * problem is reported on stderr; returns how many there were.
 */
int plan_commands(struct cli *cli, struct compdb *db, struct compdb *adhoc, struct ptrvec *todo);

#endif

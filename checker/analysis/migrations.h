/*
 * Migrations: the migration-timer-setup, migration-tasklet-setup and
 * migration-timercore-embedded rules.
 * A legacy registration (setup_timer(), init_timer() with the function and
 * data stores, tasklet_init()) whose context is the container of the
 * object it registers can move to the embedded API (timer_setup() and
 * from_timer(), tasklet_setup() and from_tasklet(); timercore's legacy and
 * typed generations to its embedded one); each callback whose
 * registrations all can, in every TU, gets one finding whose fix-its
 * convert the registrations and the callback together. The others get a
 * finding saying why not, with no fix-it. docs/rules/migration-*.md.
 */
#ifndef TIMERCHECK_ANALYSIS_MIGRATIONS_H
#define TIMERCHECK_ANALYSIS_MIGRATIONS_H

#include "analysis/findings.h"
#include "analysis/packs.h"

/* Appends the migration findings of the facts; nothing without a model. Cannot fail. */
void migrations_check(const struct facts_set *set, const struct model *model, struct findings *out);

#endif

/*
 * Initialiser lists (init_lists.c): the stores a struct or array
 * initialiser makes, as the matching assignments would.
 */
#ifndef TIMERCHECK_TU_INIT_LISTS_H
#define TIMERCHECK_TU_INIT_LISTS_H

#include "tu/walk.h"

/* The store facts of the initialiser list LIST (PARENT: its VarDecl, or the list around it). */
void init_lists_record(struct walk *w, CXCursor list, CXCursor parent);

#endif

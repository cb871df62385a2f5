/*
 * The type keys of the structs registrations embed their objects in
 * (FACT_RECORD facts), for the join's layout comparison of two containers
 * (analysis/joined_rules.c). Private to tu/.
 */
#ifndef TIMERCHECK_TU_RECORD_KEYS_H
#define TIMERCHECK_TU_RECORD_KEYS_H

#include "tu/clang.h"
#include "facts/facts.h"

/*
 * Adds one record fact for each outermost container named by an embedded
 * arg or store fact of tf whose definition is a top-level (or nested) record
 * of tu. Records defined inside function bodies are not looked for. Cannot fail.
 */
void record_keys_add(CXTranslationUnit tu, struct tu_facts *tf);

#endif

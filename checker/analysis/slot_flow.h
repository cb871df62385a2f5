/*
 * Functions through generic slots: a function stored into a struct field or
 * a global of a generic type (void *, an integer, void (*)(void)) in one
 * place, and what that slot holds converted into a function-pointer type in
 * another, maybe in another file. The store and the conversion are facts
 * (store with VAL_FUNCTION, cast with FACT_F_FROM_SLOT); the types meet
 * only here. Fields are followed by record and field name, for every object
 * of the record. Works on facts only.
 */
#ifndef TIMERCHECK_ANALYSIS_SLOT_FLOW_H
#define TIMERCHECK_ANALYSIS_SLOT_FLOW_H

#include "analysis/rules.h"

/*
 * Reports each conversion of a slot into a function-pointer type, once per
 * function stored in the slot that it does not fit, at the severity of the
 * matching cast rule; when some function of the slot fits the conversion
 * (a tagged slot: the program tells its values apart), only the functions
 * that no conversion of the slot fits. A generic parameter of a function
 * ("param:NAME#N") is reported at the caller's argument.
 */
void slot_flow_check(const struct facts_set *set, const struct rule_options *opts,
		     struct findings *out);

/*
 * What the slots hold, for the checks above and for the join (a
 * registration whose callback is read from a slot, join.c): every store of
 * a function with its signature (store facts, borrowed from set), sorted
 * by slot, appended to stores; and each function a call passes to a
 * generic parameter, as a store into "param:NAME#N" (made here, appended
 * to owned too: the caller fact_free()s them). Cannot fail.
 */
void slot_flow_stores(const struct facts_set *set, struct ptrvec *stores, struct ptrvec *owned);

/*
 * Appends to found the store facts of the functions slot can hold, one per
 * function: "record.field", "global:USR", "return:USR", an array element
 * "global:USR[2]" (what is stored there or at an unknown index) or a whole
 * array (everything stored into it). stores as slot_flow_stores() makes it.
 */
void slot_flow_functions(const struct ptrvec *stores, const char *slot, struct ptrvec *found);

/*
 * Appends to found every store of the function usr into what slot can
 * hold (as slot_flow_functions(), without keeping one per function): the
 * places its casts, if any, are written. A copy from another slot (g2 =
 * g1, o->op = g) stands for the stores of usr into the slot it copied, up
 * to four copies back.
 */
void slot_flow_stores_of(const struct ptrvec *stores, const char *slot, const char *usr,
			 struct ptrvec *found);

/*
 * The slot a call passes, or a store copies, a function pointer from
 * (FACT_F_FROM_SLOT: a call's container, a store's sig); NULL for any
 * other fact.
 */
const char *slot_flow_read_slot(const struct fact *f);

/*
 * f (a cast or call reading a slot: container; a store copying one: sig)
 * as read in its function: a parameter slot of a static function of a .c
 * file is that file's own (origins_read_slot()). f itself, or a copy
 * pushed to owned (struct fact *, for fact_free()).
 */
const struct fact *slot_flow_read_as(const struct fact *f, struct ptrvec *owned);

/*
 * Is s a store that one slot's copy into another made (g2 = g1: a store of
 * each function g1 holds into g2, FACT_F_FROM_SLOT, container the slot
 * copied, via the path back to the first store)?
 */
int slot_flow_is_copy(const struct fact *s);

/*
 * How a function got into a slot, for messages: "stored in field
 * 'driver.handler'", "stored in global 'saved'", "returned by
 * 'get_handler'" (a USR's last name). into: "stored into ... here" wording
 * ("stored into global 'saved'"). Malloc'd.
 */
char *slot_flow_spelling(const char *slot, int into);

#endif

/*
 * Inference: callback APIs no pack describes, recognised from the
 * declarations the TUs see (decl facts, tu/decls.c) and turned into the
 * same entries a pack has, so the round-trip and container rules apply to
 * them unchanged. A pack's entry always wins over an inferred one.
 */
#ifndef TIMERCHECK_ANALYSIS_INFER_H
#define TIMERCHECK_ANALYSIS_INFER_H

#include <stdio.h>

#include "analysis/packs.h"
#include "facts/facts.h"

#define INFER_PACK_NAME "inferred"

/*
 * Appends to m a pack named INFER_PACK_NAME (model_pack.inferred set) with
 * one entry per API the decl facts of set describe and no pack of m
 * already covers: a function a pack names, or a record field a pack's
 * field entry names. The entries point into set's facts (inferred_from),
 * so set must outlive their use. Nothing is appended when nothing was
 * inferred. Returns the number of entries.
 */
size_t infer_add_pack(struct model *m, const struct facts_set *set);

/*
 * Prints the inferred pack of m in the rules/ format (docs/rules-format.md),
 * named INFER_PACK_NAME, each entry followed by a comment saying where it
 * was declared: a file that --rules loads back. Functions that set's facts
 * show to be wrappers of a pack's API are left out, as the join leaves
 * their inferred entries out.
 */
void infer_dump(FILE *out, const struct model *m, const struct facts_set *set);

/* The evidence= word of an entry's evidence ("prototype", "call", "field"). */
const char *infer_evidence_name(enum entry_evidence evidence);

#endif

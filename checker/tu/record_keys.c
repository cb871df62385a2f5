/*
 * Record facts (see record_keys.h): the names wanted come from the facts
 * already extracted; one walk over the file-scope declarations, into record
 * definitions only (never into function bodies), finds their definitions.
 */
#include "tu/record_keys.h"

#include "support/strmap.h"
#include "support/util.h"
#include "tu/type_keys.h"
#include "tu/value_shapes.h"

#include <stdlib.h>
#include <string.h>

struct record_walk {
	struct strmap wanted;	/* container name -> non-NULL once its fact is written */
	struct tu_facts *tf;
};

/* The outermost container of an embedded value's chain, malloc'd. */
static char *outermost(const char *chain)
{
	const char *bar = strchr(chain, '|');

	return bar ? xstrndup(chain, (size_t)(bar - chain)) : xstrdup(chain);
}

static enum CXChildVisitResult find_records(CXCursor c, CXCursor parent, CXClientData data)
{
	struct record_walk *rw = data;
	enum CXCursorKind k = clang_getCursorKind(c);
	struct strmap_entry *e;
	char *name;

	(void)parent;
	if ((k != CXCursor_StructDecl && k != CXCursor_UnionDecl) || !clang_isCursorDefinition(c))
		return CXChildVisit_Continue;
	name = values_type_name(clang_getCursorType(c));
	e = strmap_find(&rw->wanted, name);
	if (e && !e->value) {
		struct fact *f = facts_add(rw->tf, FACT_RECORD);

		f->container = name;
		f->tkey = type_key(clang_getCanonicalType(clang_getCursorType(c)));
		e->value = f;
	} else {
		free(name);
	}
	return CXChildVisit_Recurse;	/* records defined inside this one */
}

void record_keys_add(CXTranslationUnit tu, struct tu_facts *tf)
{
	struct record_walk rw = { STRMAP_INIT, tf };
	size_t i, n = tf->facts.len;

	for (i = 0; i < n; i++) {
		const struct fact *f = tf->facts.items[i];

		if ((f->kind == FACT_ARG || f->kind == FACT_STORE) && (f->flags & VAL_EMBEDDED) &&
		    f->container) {
			char *name = outermost(f->container);

			strmap_insert(&rw.wanted, name, NULL);
			free(name);
		}
	}
	if (rw.wanted.len)
		clang_visitChildren(clang_getTranslationUnitCursor(tu), find_records, &rw);
	strmap_release(&rw.wanted);
}

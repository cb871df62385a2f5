/*
 * API models: the rules/ packs that say which calls and struct fields
 * register callbacks, where the context value goes, and how a callback gets
 * its object back. Parsing and lookup only; the rules that use them live in
 * joined_rules.c. The format is documented in
 * docs/rules-format.md.
 */
#ifndef TIMERCHECK_ANALYSIS_PACKS_H
#define TIMERCHECK_ANALYSIS_PACKS_H

#include "support/util.h"

struct fact;

enum entry_kind {
	ENTRY_CALL,		/* call NAME callback=N context=N: a context value passed beside the
				 * callback; or object=N context-field=F: stored in the object's field F */
	ENTRY_FIELDS,		/* fields RECORD callback=F context=F: the legacy field pair */
	ENTRY_EMBED_CALL,	/* embed-call NAME object=N callback=N: the callback gets the embedded object */
	ENTRY_EMBED_FIELD,	/* embed-field RECORD callback=F: obj->member.F = cb */
};

#define PARAM_LAST (-1)

/*
 * What an entry rests on (call and embed-call entries; evidence=): a
 * pack's word (none), or what inference saw (analysis/infer.c).
 */
enum entry_evidence {
	EVIDENCE_NONE,		/* a pack says so */
	EVIDENCE_PROTOTYPE,	/* a declaration alone: its findings are at most warnings */
	EVIDENCE_CALL,		/* the body calls the callback with the value */
	EVIDENCE_FIELD,		/* the body stores both into an object whose callback field is
				 * called with that value somewhere */
};

struct model_entry {
	enum entry_kind kind;
	char *name;		/* callee, or record tag for field entries */
	int callback, context, object;	/* 1-based argument indexes (call entries) */
	char *callback_field, *context_field;	/* field entries; call entries: context-field= */
	int param;		/* the callback parameter that receives the context or object,
				 * or PARAM_LAST: the callback's last parameter (call entries) */
	char *via_getter;	/* the callback reads the context through this getter of the parameter */
	char *via_field;	/* ... or through this field of the parameter */
	char *suggest;		/* the typed or embedded API to move to */
	char *member;		/* embed-call: the callback gets this member of the object */
	/*
	 * if-arg=N:NAME / unless-arg=N:NAME: the entry applies only to calls
	 * whose argument N is (is not) the enumerator or variable NAME
	 * (G_CONNECT_SWAPPED). cond_arg is 0 without a condition.
	 */
	int cond_arg;
	char *cond_name;
	int cond_unless;
	const struct model_pack *pack;
	unsigned line;
	/*
	 * A derived entry (analysis/wrappers.c): name is a function that
	 * passes its parameters on to the inner entry's API; through is the
	 * call or store inside it that does. NULL for a pack's own entries.
	 */
	const struct model_entry *inner;
	const struct fact *through;
	const struct fact *fixed_value;	/* the context or object the wrapper itself passes */
	/*
	 * A wrapper that fixes the callback and takes only its context
	 * (conn_arm(t, arg) registering conn_timeout with arg): the call or
	 * store inside it that registers the callback; callback is then 0.
	 */
	const struct fact *fixed_callback;
	char *scope;		/* the wrapper's USR */
	/* An inferred entry (analysis/infer.c): the decl fact it comes from; NULL in a pack. */
	const struct fact *inferred_from;
	enum entry_evidence evidence;
	/* EVIDENCE_FIELD: the store and the call through the field that show it (inferred entries). */
	const struct fact *evidence_store, *evidence_call;
};

/*
 * dispatch NAME source=N callback=N from=F,G,...: NAME(source, callback,
 * ...) hands the callback to the source's dispatch, which calls it with
 * the real type the source's constructor implies (GLib's
 * g_source_set_callback on a child-watch, IO or custom source: the
 * G_SOURCE_FUNC idiom). A cast of the function passed there is sanctioned
 * when the source argument was made by one of the from functions.
 */
struct model_dispatch {
	char *name;
	int source, callback;		/* 1-based argument indexes */
	struct ptrvec from;		/* char *: the constructors of such sources */
	unsigned line;
};

struct model_pack {
	char *name;
	char *description;
	char *file;
	unsigned line;			/* of the 'pack' line */
	struct ptrvec entries;		/* struct model_entry * */
	struct ptrvec sanctioned;	/* char *: macros whose own casts are sanctioned */
	struct ptrvec stubs;		/* char *: functions any function type may take (stub lines) */
	struct ptrvec not_inferred;	/* char *: functions and structs never inferred (infer.h) */
	int inferred;			/* built from declarations (infer.h), not read from a file */
	struct ptrvec dispatches;	/* struct model_dispatch * */
};

struct model {
	struct ptrvec packs;		/* struct model_pack * */
	/*
	 * Packs --api left out: not used, but inference (infer.h) never infers
	 * from a system header's function one of them describes.
	 */
	struct ptrvec unselected;	/* struct model_pack * */
};
#define MODEL_INIT { PTRVEC_INIT, PTRVEC_INIT }

/*
 * Parses one rules file (text of len bytes, named path for messages) into a
 * new pack appended to m. Returns 0, or -1 with *err = "path:line: message"
 * (malloc'd); m is unchanged on error.
 */
int model_parse(struct model *m, const char *path, const char *text, size_t len, char **err);

/* Loads a file, or every *.rules file of a directory (sorted). Same contract as model_parse. */
int model_load(struct model *m, const char *path, char **err);

/*
 * Keeps only the packs named in a comma-separated list ("none": no pack);
 * the others move to m->unselected. Returns -1 and *err if a name is unknown.
 */
int model_select(struct model *m, const char *names, char **err);

const struct model_pack *model_pack_of_macro(const struct model *m, const char *macro);
/*
 * The pack naming function as a stub (a 'stub' line: a placeholder such as
 * Linux's __static_call_return0 that is patched out, never called through
 * the type it is cast to), or NULL.
 */
const struct model_pack *model_pack_of_stub(const struct model *m, const char *function);

/* The dispatch entry of a pack for callee name, or NULL. */
const struct model_dispatch *model_dispatch_of(const struct model *m, const char *name,
					       const struct model_pack **pack);

/* A digest of the model, for messages and --verbose. */
size_t model_entry_count(const struct model *m);

void model_release(struct model *m);

#endif

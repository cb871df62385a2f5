// --coverage counts each registration site once, as verified, reported or
// unknown. A NULL context and a re-arm with the callback's own argument are
// safe by construction: verified, never "mismatched" (as they were). A
// wrong context is reported, counted from the finding shown. A callback
// whose body is not seen is unknown, with its reason (--verbose), in the
// text and in the JSON report.
// RUN: not %timercheck --no-cache --api glib --no-infer --coverage --verbose %s -- -I%inputs/glib 2> %t.err | %check %s
// RUN: FileCheck %s --check-prefix=COV --strict-whitespace < %t.err
// COV:      {{^}}timercheck: coverage: registrations found through glib{{$}}
// COV-NEXT: {{^}}api             found  verified  reported  unknown  from{{$}}
// COV-NEXT: {{^}}g_idle_add          3         3         0        0  pack glib{{$}}
// COV-NEXT: {{^}}g_timeout_add       2         0         1        1  pack glib{{$}}
// COV-NEXT: {{^}}{{.*}}coverage-contexts.c:[[#@LINE+53]]: unknown: 'remote_tick' registered with 'g_timeout_add': callback does not use its context, or its body is in a file not analysed{{$}}
// COV-NOT:  unknown:
// COV:      {{^}}1 finding in 1 file (1 analysed){{$}}

// "reported" counts the findings shown: a finding the configuration turns
// off leaves its site unknown, saying so.
// RUN: %timercheck --no-cache --api glib --no-infer --coverage --verbose --checks=-context-type-confusion %s -- -I%inputs/glib 2>&1 >/dev/null | FileCheck %s --check-prefix=OFF
// OFF:      {{^}}g_timeout_add {{ *}}2 {{ *}}0 {{ *}}0 {{ *}}2 {{ *}}pack glib{{$}}
// OFF:      {{^}}{{.*}}coverage-contexts.c:[[#@LINE+44]]: unknown: 'peer_tick' registered with 'g_timeout_add': its finding is not shown (the rule is off, or NOLINT, the baseline, --diff or the project index's files hide it){{$}}
// OFF:      {{^}}no findings (1 file analysed){{$}}

// The same numbers and the unknown site in the JSON report.
// RUN: not %timercheck --no-cache --api glib --no-infer --coverage --format=json %s -- -I%inputs/glib > %t.json 2>/dev/null
// RUN: python3 -c 'import json, sys; c = json.load(open(sys.argv[1]))["coverage"]; [print("api", a["api"], a["pack"], a["inferred"], a["found"], a["verified"], a["reported"], a["unknown"]) for a in c["apis"]]; [print("unknown", u["api"], u["file"], u["line"], u["callback"], u["reason"]) for u in c["unknown"]]' %t.json | FileCheck %s --check-prefix=JSON
// JSON:      {{^}}api g_idle_add glib False 3 3 0 0{{$}}
// JSON-NEXT: {{^}}api g_timeout_add glib False 2 0 1 1{{$}}
// JSON-NEXT: {{^}}unknown g_timeout_add {{.*}}coverage-contexts.c [[#@LINE+37]] remote_tick callback does not use its context, or its body is in a file not analysed{{$}}
#include <glib.h>

struct conn { int fd; };
struct peer { long id; };

/* Re-arms itself with the context it received. */
static gboolean conn_poll(gpointer data)
{
	struct conn *c = data;

	g_idle_add(conn_poll, data);
	return c->fd > 0;
}

static gboolean bye(gpointer data)
{
	(void)data;
	return FALSE;
}

static gboolean peer_tick(gpointer data)
{
	struct peer *p = data;
	// CHECK: coverage-contexts.c:[[@LINE-1]]:19: error: callback 'peer_tick' recovers its context as 'struct peer *', but it is registered with 'struct conn *' [context-type-confusion]
	// CHECK: coverage-contexts.c:[[@LINE+11]]:31: note: 'peer_tick' registered here with a context of type 'struct conn *'

	return p->id > 0;
}

extern gboolean remote_tick(gpointer data);

void start(struct conn *c, struct conn *other)
{
	g_idle_add(conn_poll, c);
	g_idle_add(bye, NULL);
	g_timeout_add(10, peer_tick, other);
	g_timeout_add(10, remote_tick, other);
}

// --format=sarif: SARIF 2.1.0 with every rule's metadata (help text and
// Markdown from the rule pages embedded at build time, a fullDescription
// without Markdown, tags, precision, problem.severity, a helpUri only from
// --doc-uri, the build or a GitHub clone: never a file:// URI of this
// machine), results with
// relatedLocations for the notes and partialFingerprints, and the
// invocation with its exit code. Paths in the project (the folder with
// .git) are relative to SRCROOT (percent-encoded: the file name here has a
// space) whatever the current directory. Validated by Microsoft's validator
// in sarif-validate.test.
// RUN: rm -rf %t && mkdir -p %t/.git && cp %s "%t/sarif file.c" && cp -R %S/Inputs %t/
// RUN: cd %t && not %timercheck --format=sarif --output=out.sarif "sarif file.c" -- -IInputs
// RUN: python3 %S/Inputs/sarif_check.py < %t/out.sarif | FileCheck %s
// CHECK: driver timercheck {{[0-9.]+}}
// CHECK: rule callback-cast-pointer-integer level=error shortDescription,fullDescription,help helpUri={{[^ ]*}} markdown=yes tags=correctness,cfi,external/cwe/cwe-686 precision=high problem.severity=error{{$}}
// CHECK: rule callback-cast-arity level=warning shortDescription,fullDescription,help helpUri={{[^ ]*}} markdown=yes {{.*}} problem.severity=warning{{$}}
// CHECK: rule migration-integer-context level=warning {{.*}} tags=maintainability,migration precision=very-high problem.severity=warning{{$}}
// CHECK: rule migration-no-typed-api level=warning {{.*}} disabled{{$}}
// CHECK: rule timercheck-unknown-suppression level=warning shortDescription,fullDescription,help helpUri={{[^ ]*}} markdown=yes
// CHECK: base SRCROOT file:///{{.*}}/sarif.c.tmp/{{$}}
#include "api.h"

struct conn;
void on_conn(struct conn *c);

void arm(struct timer_list *t)
{
	SETUP_UNCHECKED(t, on_conn);
	// CHECK: result error callback-cast-pointer-integer SRCROOT:sarif%20file.c:[[@LINE-1]]:2: function 'on_conn' of type 'void (struct conn *)' cast to incompatible type 'void (*)(unsigned long)'
	// CHECK-NEXT: related 1 SRCROOT:Inputs/api.h:6:{{[0-9]+}}: expanded from macro 'SETUP_UNCHECKED'
	// CHECK-NEXT: related 2 SRCROOT:sarif%20file.c:{{[0-9]+}}:6: 'on_conn' declared here
	// CHECK-NEXT: fingerprint timercheck/v2={{[0-9a-f]+}}:0
}
// CHECK-NOT: result
// CHECK: invocation successful=True exitCode=1{{$}}
// CHECK-NOT: sarif error

// The same URIs from another working directory.
// RUN: mkdir -p %t/sub && cd %t/sub && not %timercheck --format=sarif "../sarif file.c" -- -I../Inputs | python3 %S/Inputs/sarif_check.py | FileCheck %s --check-prefix=SUB
// SUB: base SRCROOT file:///{{.*}}/sarif.c.tmp/{{$}}
// SUB: result error callback-cast-pointer-integer SRCROOT:sarif%20file.c:{{[0-9]+}}:2:

// The help is the rule's page: Markdown as written, text without marks.
// RUN: python3 -c "import json,sys; r=json.load(open(sys.argv[1]))['runs'][0]['tool']['driver']['rules'][0]; print(r['fullDescription']['text']); print(r['help']['markdown'].splitlines()[0]); print(r['help']['text'].splitlines()[0])" %t/out.sarif | FileCheck %s --check-prefix=HELP
// HELP: {{^}}A function is cast to a function-pointer type that passes
// HELP-NEXT: {{^}}# callback-cast-pointer-integer{{$}}
// HELP-NEXT: {{^}}A function is cast to a function-pointer type that passes

// --doc-uri points the rules' helpUri at a published copy of docs/rules.
// RUN: cd %t && not %timercheck --format=sarif --doc-uri=https://example.org/tc/docs/rules/ "sarif file.c" -- -IInputs | python3 %S/Inputs/sarif_check.py | FileCheck %s --check-prefix=DOC
// DOC: rule callback-cast-arity level=warning {{.*}} helpUri=https://example.org/tc/docs/rules/callback-cast-arity.md

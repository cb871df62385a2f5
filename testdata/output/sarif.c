// --format=sarif: SARIF 2.1.0 with every rule's metadata, results with
// relatedLocations for the notes and partialFingerprints; paths under the
// current directory are relative to SRCROOT (percent-encoded: the file name
// here has a space). Validated by Microsoft's validator in sarif-validate.test.
// RUN: rm -rf %t && mkdir -p %t && cp %s "%t/sarif file.c" && cp -R %S/Inputs %t/
// RUN: cd %t && not %timercheck --format=sarif --output=out.sarif "sarif file.c" -- -IInputs
// RUN: python3 %S/Inputs/sarif_check.py < %t/out.sarif | FileCheck %s
// CHECK: driver timercheck {{[0-9.]+}}
// CHECK: rule callback-cast-pointer-integer level=error shortDescription,fullDescription,help helpUri=
// CHECK: rule callback-cast-arity level=warning shortDescription,fullDescription,help
// CHECK: rule timercheck-unknown-suppression level=warning
// CHECK: base SRCROOT file:///{{.*}}/sarif.c.tmp/{{$}}
#include "api.h"

struct conn;
void on_conn(struct conn *c);

void arm(struct timer_list *t)
{
	SETUP_UNCHECKED(t, on_conn);
	// CHECK: result error callback-cast-pointer-integer SRCROOT:sarif%20file.c:[[@LINE-1]]:2: function 'on_conn' of type 'void (struct conn *)' cast to incompatible type 'void (*)(unsigned long)'
	// CHECK-NEXT: related 1 SRCROOT:Inputs/api.h:6:{{[0-9]+}}: expanded from macro 'SETUP_UNCHECKED'
	// CHECK-NEXT: related 2 SRCROOT:sarif%20file.c:16:6: 'on_conn' declared here
	// CHECK-NEXT: fingerprint timercheck/v1={{[0-9a-f]+}}:0
}
// CHECK-NOT: result
// CHECK-NOT: sarif error

// --doc-uri points the rules' helpUri at a published copy of docs/rules.
// RUN: cd %t && not %timercheck --format=sarif --doc-uri=https://example.org/tc/docs/rules/ "sarif file.c" -- -IInputs | python3 %S/Inputs/sarif_check.py | FileCheck %s --check-prefix=DOC
// DOC: rule callback-cast-arity level=warning {{.*}} helpUri=https://example.org/tc/docs/rules/callback-cast-arity.md

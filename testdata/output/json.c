// --format=json: one object per finding with its notes (and their
// locations), the macro expansion chain and fix-its; the schema is checked by
// Inputs/json_check.py against docs/output-formats.md. The exit status is the
// same as for text.
// RUN: rm -rf %t && mkdir -p %t && cp %s %t/json.c && cp -R %S/Inputs %t/
// RUN: cd %t && not %timercheck --format=json json.c -- -IInputs > %t/out.json
// RUN: python3 %S/Inputs/json_check.py < %t/out.json | FileCheck %s
// The document is pretty-printed, one member per line.
// RUN: FileCheck %s --check-prefix=RAW < %t/out.json
#include "api.h"

struct conn;
void on_conn(struct conn *c);
void (*keep)(unsigned long) = (void (*)(unsigned long))on_conn;
// CHECK: finding error json.c:[[@LINE-1]]:31 function 'on_conn' of type 'void (struct conn *)' cast to incompatible type 'void (*)(unsigned long)': parameter 1 is 'struct conn *', the cast passes 'unsigned long' [callback-cast-pointer-integer] fp={{[0-9a-f]+}}:0
// CHECK-NEXT: note json.c:[[@LINE-3]]:6 'on_conn' declared here

void arm(struct timer_list *t)
{
	SETUP_UNCHECKED(t, on_conn);
	// CHECK: finding error json.c:[[@LINE-1]]:2 function 'on_conn'{{.*}}[callback-cast-pointer-integer]
	// CHECK-NEXT: note Inputs/api.h:6:{{[0-9]+}} expanded from macro 'SETUP_UNCHECKED'
	// CHECK-NEXT: note json.c:13:6 'on_conn' declared here
	// CHECK-NEXT: macro SETUP_UNCHECKED at Inputs/api.h:6:{{[0-9]+}}
}
// CHECK-NOT: finding
// CHECK-NOT: schema error

// RAW: {{^}}{
// RAW-NEXT: {{^}}  "version": 1,
// RAW: {{^}}      "rule": "callback-cast-pointer-integer",
// RAW-NEXT: {{^}}      "severity": "error",
// RAW-NEXT: {{^}}      "file": "json.c",
// RAW-NEXT: {{^}}      "line": 14,
// RAW-NEXT: {{^}}      "column": 31,

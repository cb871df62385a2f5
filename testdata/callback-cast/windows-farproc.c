// Windows' FARPROC (what GetProcAddress() returns) is a generic function
// type, like void (*)(void): a function cast to it is stored, not called,
// and a FARPROC cast to the real type before the call is the idiom. Both
// are silent. Calling through FARPROC without the cast back is the bug
// (checked like a cast, as for void (*)(void), when the stored function is
// known). The typedefs model windef.h's (libclang parses the test on
// Linux); the rule looks for the names FARPROC, NEARPROC and PROC.
// RUN: not %timercheck %s -- | %check %s
typedef long long INT_PTR;
typedef INT_PTR (*FARPROC)();
typedef void *HMODULE;
FARPROC GetProcAddress(HMODULE module, const char *name);

typedef int (*add_fn)(int, int);
int local_add(int a, int b);
long long local_id(void);

FARPROC g_table[2];

int use(HMODULE h)
{
	add_fn add = (add_fn)GetProcAddress(h, "add");
	int (*neg)(int) = (int (*)(int))GetProcAddress(h, "neg");
	FARPROC stored = (FARPROC)local_add;

	g_table[0] = (FARPROC)local_add;
	g_table[1] = (FARPROC)local_id;
	return add(1, 2) + neg(3) + ((add_fn)stored)(4, 5) + ((add_fn)g_table[0])(6, 7) +
	       (int)((FARPROC)local_add)(8, 9);
	// CHECK: windows-farproc.c:[[@LINE-1]]:15: error: function 'local_add' of type 'int (int, int)' called through incompatible type 'FARPROC' without a cast back to its own type: {{.*}}[callback-cast-{{.*}}]
	// CHECK: windows-farproc.c:[[@LINE-2]]:15: note: called here through 'FARPROC': kCFI traps the call
	// CHECK: note: 'local_add' declared here
}

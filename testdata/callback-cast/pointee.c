// Pointer parameters to different object types: undefined behaviour that
// traps under Clang CFI and kCFI; a warning.
// RUN: not %timercheck %s -- | %check %s
// RUN: not %timercheck --profile=cfi %s -- | FileCheck %s --check-prefix=CFI

struct foo { int x; };
struct bar { int y; };
void on_foo(struct foo *f);
void on_const(const char *s);

void (*generic_cb)(void *);
void (*bar_cb)(struct bar *);
void (*char_cb)(char *);

void setup(void)
{
	generic_cb = (void (*)(void *))on_foo;
	// CHECK: pointee.c:[[@LINE-1]]:15: warning: function 'on_foo' of type 'void (struct foo *)' cast to incompatible type 'void (*)(void *)': parameter 1 is 'struct foo *', the cast passes 'void *' [callback-cast-pointee]
	// CHECK: note: 'on_foo' declared here
	// CFI: pointee.c:[[@LINE-3]]:15: error: {{.*}}[callback-cast-pointee]
	bar_cb = (void (*)(struct bar *))on_foo;
	// CHECK: pointee.c:[[@LINE-1]]:11: warning: {{.*}}parameter 1 is 'struct foo *', the cast passes 'struct bar *' [callback-cast-pointee]
	// CHECK: note: 'on_foo' declared here
	char_cb = (void (*)(char *))on_const;
	// CHECK: pointee.c:[[@LINE-1]]:12: warning: {{.*}}parameter 1 is 'const char *', the cast passes 'char *' [callback-cast-pointee]
	// CHECK: note: 'on_const' declared here
}

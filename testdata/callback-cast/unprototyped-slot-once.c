// One written cast, one finding: a cast whose result is then converted
// implicitly into a pointer declared without a prototype is reported once,
// at the cast (the implicit conversion of the already wrong value is the
// same mistake, at the same place). An implicit conversion that is the only
// wrong step (the cast itself is right) is still reported.
// RUN: not %timercheck %s -- | %check %s
void on_char(char c);
void on_long(unsigned long v);
void on_short(short s);

void (*knr_slot)();

void wire(void)
{
	knr_slot = (void (*)(unsigned long))on_char;
	// CHECK: unprototyped-slot-once.c:[[@LINE-1]]:13: warning: function 'on_char' of type 'void (char)' cast to incompatible type 'void (*)(unsigned long)': parameter 1 is 'char', the cast passes 'unsigned long' [callback-cast-param-type]
	// CHECK: note: 'on_char' declared here

	/* Clean: the same type, and unsigned long survives the promotions. */
	knr_slot = (void (*)(unsigned long))on_long;

	/* The cast is right, the store into the unprototyped pointer is not. */
	knr_slot = (void (*)(short))on_short;
	// CHECK: unprototyped-slot-once.c:[[@LINE-1]]:13: warning: function 'on_short' of type 'void (short)' converted implicitly to incompatible type 'void (*)()': parameter 1 is 'short', the conversion passes 'int' [callback-cast-param-type]
	// CHECK: unprototyped-slot-once.c:[[@LINE-2]]:13: note: its type is erased here: cast to 'void (*)(short)'
	// CHECK: note: 'on_short' declared here
}

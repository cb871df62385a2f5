// Known bug: when an unprototyped function is cast to a prototype with a
// parameter that default promotions change, the message reads "parameter 1
// is '', the cast passes 'short'": the function's side is an empty quoted
// type. It should say what the function really takes (no prototype: the
// argument arrives promoted, as 'int'), never ''.
// RUN: not %timercheck %s -- | %check %s

void knr();

void (*short_cb)(short);

void wire(void)
{
	short_cb = (void (*)(short))knr;
	// CHECK: unprototyped-message.c:[[@LINE-1]]:13: warning: function 'knr' of type 'void ()' cast to incompatible type 'void (*)(short)': {{([^']|'[^'])*}}'short' [callback-cast-param-type]
	// CHECK: note: 'knr' declared here
}

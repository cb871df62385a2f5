// '&f' is the same function as 'f': casts of it are found, with or without
// parentheses.
// RUN: not %timercheck %s -- | %check %s

struct conn { int fd; };
typedef void (*cb_t)(unsigned long);
void on_conn(struct conn *c);
void on_data(unsigned long data);

cb_t table[] = {
	(cb_t)&on_conn,
	// CHECK: address-of.c:[[@LINE-1]]:2: error: function 'on_conn' of type 'void (struct conn *)' cast to incompatible type 'cb_t': parameter 1 is 'struct conn *', the cast passes 'unsigned long' [callback-cast-pointer-integer]
	// CHECK: note: 'on_conn' declared here
	(cb_t)(&on_conn),
	// CHECK: address-of.c:[[@LINE-1]]:2: error: function 'on_conn'{{.*}}[callback-cast-pointer-integer]
	// CHECK: note: 'on_conn' declared here
	(cb_t)&on_data,
	&on_data,
};

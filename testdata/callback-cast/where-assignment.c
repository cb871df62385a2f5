// Casts on the right of assignments through pointers are found: member
// chains, dereferenced slots and array elements.
// RUN: not %timercheck %s -- | %check %s

struct conn { int fd; };
typedef void (*cb_t)(unsigned long);
struct ops { cb_t cb; };
struct dev { struct ops *ops; cb_t cbs[2]; };

void on_conn(struct conn *c);
void on_data(unsigned long data);

void wire(struct dev *d, cb_t *slot)
{
	d->ops->cb = (cb_t)on_conn;
	// CHECK: where-assignment.c:[[@LINE-1]]:15: error: function 'on_conn' of type 'void (struct conn *)' cast to incompatible type 'cb_t': parameter 1 is 'struct conn *', the cast passes 'unsigned long' [callback-cast-pointer-integer]
	// CHECK: note: 'on_conn' declared here
	*slot = (cb_t)on_conn;
	// CHECK: where-assignment.c:[[@LINE-1]]:10: error: function 'on_conn'{{.*}}[callback-cast-pointer-integer]
	// CHECK: note: 'on_conn' declared here
	d->cbs[1] = (cb_t)on_conn;
	// CHECK: where-assignment.c:[[@LINE-1]]:14: error: function 'on_conn'{{.*}}[callback-cast-pointer-integer]
	// CHECK: note: 'on_conn' declared here

	/* Clean. */
	d->ops->cb = on_data;
	*slot = (cb_t)on_data;
	d->cbs[0] = (cb_t)on_data;
}

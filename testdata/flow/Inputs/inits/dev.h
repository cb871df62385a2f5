/* Shared by register.c and use.c: an ops table with an array of generic slots, a timer embedded in a device. */
#include "legacy.h"
struct conn { int fd; };
enum { OP_OPEN, OP_CLOSE, OP_MAX };
struct dev_ops { const char *name; void *ops[OP_MAX]; };
struct good_ops { const char *name; void *ops[OP_MAX]; };
struct dev { long id; struct { int armed; struct timer_list t; } poll; };
extern struct dev_ops conn_ops;
extern struct good_ops plain_ops;
void conn_close(struct conn *c);
void plain_close(unsigned long cookie);
void conn_poll(unsigned long data);

#include "dev.h"

struct dev_ops conn_ops = { .name = "conn", .ops = { [OP_CLOSE] = (void *)conn_close } };
struct good_ops plain_ops = { .name = "plain", .ops = { [OP_CLOSE] = (void *)plain_close } };

static struct conn the_conn;
static struct dev the_dev;

/* The timer two levels down, its context the wrong object, then the right one. */
struct dev bad_dev = { .poll = { .armed = 1, .t = { .function = conn_poll, .data = (unsigned long)&the_dev } } };
struct dev good_dev = { .poll.t.function = conn_poll, .poll.t.data = (unsigned long)&the_conn };

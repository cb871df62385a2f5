/* Parses only with the flags of its compile command: -DNEEDED and -Iinc. */
#ifndef NEEDED
#error NEEDED is not defined: the compile command's flags were not used
#endif
#include "needed.h"
struct conn;
void on_conn(struct conn *c);
needed_cb_t cb = (needed_cb_t)on_conn;

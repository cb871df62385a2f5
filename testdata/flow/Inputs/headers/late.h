/* Defined after the code that names it. */
static timer_fn hdr_late(void) { return (timer_fn)conn_tick; }

/* Static functions of a header: only those the including TU names are walked. */
typedef void (*timer_fn)(unsigned long);
struct conn { int fd; };
void conn_tick(struct conn *c);

static inline timer_fn hdr_called(void) { return (timer_fn)conn_tick; }
static inline timer_fn hdr_in_table(void) { return (timer_fn)conn_tick; }
static inline timer_fn hdr_inner(void) { return (timer_fn)conn_tick; }
static inline timer_fn hdr_outer(void) { return hdr_inner(); }
static inline timer_fn hdr_only_from_unused(void) { return (timer_fn)conn_tick; }
static inline timer_fn hdr_unused(void) { return hdr_only_from_unused(); }
timer_fn hdr_not_static(void);
timer_fn hdr_not_static(void) { return (timer_fn)conn_tick; }
static timer_fn hdr_late(void);

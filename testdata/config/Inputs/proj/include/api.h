typedef void (*timer_fn)(unsigned long);
void no_args(void);
int ret_int(unsigned long);
static inline void hdr_arm(void) { timer_fn f = (timer_fn)no_args; (void)f; }

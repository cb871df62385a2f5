static inline void hidden_arm(void) { timer_fn f = (timer_fn)no_args; (void)f; }

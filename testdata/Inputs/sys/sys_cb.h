/*
 * A model system header (included with -isystem) for timercheck's tests.
 * The bad casts below are spelled and expanded inside the system header, so
 * they are not the user's to fix: timercheck stays silent about them.
 */
#ifndef TC_TEST_SYS_CB_H
#define TC_TEST_SYS_CB_H

typedef void (*sys_cb_t)(unsigned long);
void sys_register(sys_cb_t cb);

struct sys_ctx;
void sys_handler(struct sys_ctx *ctx);

/* Used by user code: a finding at the user's line. */
#define SYS_REGISTER(fn) sys_register((sys_cb_t)(fn))
/* Used only inside this header. */
#define SYS_REGISTER_OWN() sys_register((sys_cb_t)sys_handler)

static inline void sys_init(void)
{
	sys_register((sys_cb_t)sys_handler);
	SYS_REGISTER_OWN();
}

#endif

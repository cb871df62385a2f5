/*
 * A model callback-registration API for timercheck's tests (written for
 * timercheck; not taken from any project). The macros cast their function
 * argument the way old kernel-style APIs did.
 */
#ifndef TC_TEST_CB_API_H
#define TC_TEST_CB_API_H

typedef void (*cb_t)(unsigned long);
void register_cb(cb_t cb, unsigned long data);

/* Casts fn to the API's type: one finding per use with an unsuitable fn. */
#define REGISTER(fn, p) register_cb((cb_t)(fn), (unsigned long)(p))
/* Only casts. */
#define AS_CB(fn) ((cb_t)(fn))

#endif

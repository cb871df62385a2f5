/* Anonymous structs in callbacks' types, for anonymous-moved.test. */
typedef void (*timer_fn)(unsigned long);

typedef struct {
	int state;
} ctx_t;

void on_ctx(ctx_t *c);
void on_anon(struct { int a; } *p);
timer_fn a = (timer_fn)on_ctx;
timer_fn b = (timer_fn)on_anon;

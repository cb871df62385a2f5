/* A project's wrappers that fix a libuv timer's callback and take its context. */
#include <uv.h>
void conn_start(uv_timer_t *t, void *arg);
void conn_start3(uv_timer_t *t, void *arg);

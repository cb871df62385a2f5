/* A model of libuv's handle, request and thread APIs, written for the
 * tests: the documented names, parameter order and the public 'data'
 * member, none of the code. */
#ifndef MODEL_UV_H
#define MODEL_UV_H
#define NULL ((void *)0)
typedef unsigned long size_t;
typedef unsigned long long uint64_t;

typedef struct uv_loop_s uv_loop_t;
typedef struct uv_handle_s uv_handle_t;
typedef struct uv_timer_s uv_timer_t;
typedef struct uv_idle_s uv_idle_t;
typedef struct uv_async_s uv_async_t;
typedef struct uv_work_s uv_work_t;

/* Every handle and request starts with a public 'void *data' the library never touches. */
#define MODEL_UV_HANDLE_FIELDS void *data; uv_loop_t *loop; int type; void *private_[4];
struct uv_loop_s { void *data; int active_handles; };
struct uv_handle_s { MODEL_UV_HANDLE_FIELDS };

typedef void (*uv_timer_cb)(uv_timer_t *handle);
struct uv_timer_s { MODEL_UV_HANDLE_FIELDS uv_timer_cb timer_cb; uint64_t timeout; };
int uv_timer_init(uv_loop_t *loop, uv_timer_t *handle);
int uv_timer_start(uv_timer_t *handle, uv_timer_cb cb, uint64_t timeout, uint64_t repeat);
int uv_timer_stop(uv_timer_t *handle);

typedef void (*uv_idle_cb)(uv_idle_t *handle);
struct uv_idle_s { MODEL_UV_HANDLE_FIELDS uv_idle_cb idle_cb; };
int uv_idle_init(uv_loop_t *loop, uv_idle_t *idle);
int uv_idle_start(uv_idle_t *idle, uv_idle_cb cb);

typedef void (*uv_async_cb)(uv_async_t *handle);
struct uv_async_s { MODEL_UV_HANDLE_FIELDS uv_async_cb async_cb; };
int uv_async_init(uv_loop_t *loop, uv_async_t *async, uv_async_cb async_cb);

typedef void (*uv_work_cb)(uv_work_t *req);
typedef void (*uv_after_work_cb)(uv_work_t *req, int status);
struct uv_work_s { void *data; int type; uv_loop_t *loop; uv_work_cb work_cb; uv_after_work_cb after_work_cb; };
int uv_queue_work(uv_loop_t *loop, uv_work_t *req, uv_work_cb work_cb, uv_after_work_cb after_work_cb);

typedef unsigned long uv_thread_t;
typedef void (*uv_thread_cb)(void *arg);
int uv_thread_create(uv_thread_t *tid, uv_thread_cb entry, void *arg);
#endif

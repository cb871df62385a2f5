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

/* Additions (#18): poll handles, close, streams and write requests, thread options. */
typedef struct uv_poll_s uv_poll_t;
typedef void (*uv_poll_cb)(uv_poll_t *handle, int status, int events);
struct uv_poll_s { MODEL_UV_HANDLE_FIELDS uv_poll_cb poll_cb; };
int uv_poll_start(uv_poll_t *handle, int events, uv_poll_cb cb);
typedef void (*uv_close_cb)(uv_handle_t *handle);
void uv_close(uv_handle_t *handle, uv_close_cb close_cb);
typedef struct uv_stream_s uv_stream_t;
struct uv_stream_s { MODEL_UV_HANDLE_FIELDS };
typedef struct uv_write_s uv_write_t;
typedef void (*uv_write_cb)(uv_write_t *req, int status);
struct uv_write_s { void *data; int type; uv_write_cb cb; uv_stream_t *handle; };
typedef struct { char *base; size_t len; } uv_buf_t;
int uv_write(uv_write_t *req, uv_stream_t *handle, const uv_buf_t bufs[], unsigned int nbufs,
	     uv_write_cb cb);
typedef struct { int flags; size_t stack_size; } uv_thread_options_t;
int uv_thread_create_ex(uv_thread_t *tid, const uv_thread_options_t *params, uv_thread_cb entry,
			void *arg);

/* Streams' and UDP's read callbacks with their alloc callback; UDP send requests; uv_walk. */
typedef long ssize_t;
struct sockaddr;
typedef void (*uv_alloc_cb)(uv_handle_t *handle, size_t suggested_size, uv_buf_t *buf);
typedef void (*uv_read_cb)(uv_stream_t *stream, ssize_t nread, const uv_buf_t *buf);
int uv_read_start(uv_stream_t *stream, uv_alloc_cb alloc_cb, uv_read_cb read_cb);
typedef struct uv_udp_s uv_udp_t;
typedef struct uv_udp_send_s uv_udp_send_t;
struct uv_udp_s { MODEL_UV_HANDLE_FIELDS };
typedef void (*uv_udp_recv_cb)(uv_udp_t *handle, ssize_t nread, const uv_buf_t *buf,
			       const struct sockaddr *addr, unsigned flags);
typedef void (*uv_udp_send_cb)(uv_udp_send_t *req, int status);
struct uv_udp_send_s { void *data; int type; uv_udp_t *handle; uv_udp_send_cb cb; };
int uv_udp_recv_start(uv_udp_t *handle, uv_alloc_cb alloc_cb, uv_udp_recv_cb recv_cb);
int uv_udp_send(uv_udp_send_t *req, uv_udp_t *handle, const uv_buf_t bufs[], unsigned int nbufs,
		const struct sockaddr *addr, uv_udp_send_cb send_cb);
typedef void (*uv_walk_cb)(uv_handle_t *handle, void *arg);
void uv_walk(uv_loop_t *loop, uv_walk_cb walk_cb, void *arg);
#endif

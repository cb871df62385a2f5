/* A model of the POSIX thread and timer APIs (and C11 threads), written
 * for the tests: the documented names, parameter order and struct members
 * (POSIX.1-2017 <pthread.h>, <signal.h>, <time.h>; C11 <threads.h>), none of
 * any C library's code. */
#ifndef MODEL_POSIX_H
#define MODEL_POSIX_H
#define NULL ((void *)0)
typedef unsigned long pthread_t;
typedef struct { long opaque[7]; } pthread_attr_t;
int pthread_create(pthread_t *thread, const pthread_attr_t *attr,
		   void *(*start_routine)(void *), void *arg);
int pthread_join(pthread_t thread, void **retval);

/* SIGEV_THREAD notification: the function gets the sigevent's sigev_value. */
union sigval {
	int sival_int;
	void *sival_ptr;
};
#ifndef MODEL_GLIBC_SIGEVENT
struct sigevent {
	int sigev_notify;
	int sigev_signo;
	union sigval sigev_value;
	void (*sigev_notify_function)(union sigval);
	pthread_attr_t *sigev_notify_attributes;
};
#else
/* The GNU C library's layout: the POSIX member names are macros for members
 * of an anonymous structure inside a union. */
struct sigevent {
	union sigval sigev_value;
	int sigev_signo;
	int sigev_notify;
	union {
		int _pad[12];
		int _tid;
		struct {
			void (*_function)(union sigval);
			pthread_attr_t *_attribute;
		} _sigev_thread;
	} _sigev_un;
};
#define sigev_notify_function _sigev_un._sigev_thread._function
#define sigev_notify_attributes _sigev_un._sigev_thread._attribute
#endif
#define SIGEV_SIGNAL 0
#define SIGEV_NONE 1
#define SIGEV_THREAD 2
typedef int clockid_t;
typedef void *timer_t;
#define CLOCK_MONOTONIC 1
int timer_create(clockid_t clockid, struct sigevent *sevp, timer_t *timerid);

/* C11 threads */
typedef unsigned long thrd_t;
typedef int (*thrd_start_t)(void *);
int thrd_create(thrd_t *thr, thrd_start_t func, void *arg);

/* The C library's comparators and exit handlers (<stdlib.h>, <search.h>). */
typedef unsigned long size_t;
void qsort(void *base, size_t nmemb, size_t size, int (*compar)(const void *, const void *));
void qsort_r(void *base, size_t nmemb, size_t size,
	     int (*compar)(const void *, const void *, void *), void *arg);
void *bsearch(const void *key, const void *base, size_t nmemb, size_t size,
	      int (*compar)(const void *, const void *));
void *tsearch(const void *key, void **rootp, int (*compar)(const void *, const void *));
void *tfind(const void *key, void *const *rootp, int (*compar)(const void *, const void *));
typedef enum { preorder, postorder, endorder, leaf } VISIT;
void twalk_r(const void *root, void (*action)(const void *nodep, VISIT which, void *closure),
	     void *closure);
int on_exit(void (*function)(int status, void *arg), void *arg);
int atexit(void (*function)(void));
#endif

/*
 * A small event loop with its own timer API, described by no pack: Redis'
 * aeCreateTimeEvent() shape, a callback and a finalizer that both get the
 * context back. loop.c has the bodies.
 */
#ifndef LOOP_H
#define LOOP_H

struct loop;
typedef int time_proc(struct loop *l, long long id, void *data);
typedef void finalizer_proc(struct loop *l, void *data);

long long create_time_event(struct loop *l, long long ms, time_proc *proc, void *data,
			    finalizer_proc *fin);
int delete_time_event(struct loop *l, long long id);
void process_time_events(struct loop *l);

#endif

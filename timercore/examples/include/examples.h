/*
 * examples.h: the interface every timercore example implements, once per
 * API generation (examples/legacy, examples/typed, examples/embedded).
 *
 * The four clients are small but realistic users of timers: a network
 * device's transmit watchdog, keyboard auto-repeat, a block-request
 * timeout and a periodic heartbeat.  Each generation's implementation has
 * the same behaviour, so one test (test/test-examples.c) exercises all
 * three.  Objects are allocated by *_new() and released by *_free(), which
 * stops their timers first.  Times are ticks of the base they run on.
 */
#ifndef TIMERCORE_EXAMPLES_H
#define TIMERCORE_EXAMPLES_H

#include "timercore/timer.h"

/* Which generation this library implements: "legacy", "typed", "embedded". */
extern const char example_generation[];

/*
 * A network device with a transmit watchdog: netdev_xmit() queues a packet
 * and starts the watchdog if it is not running; netdev_tx_done() completes
 * everything queued and stops it.  If the watchdog fires with packets
 * still queued, the device counts a timeout, "resets" (drops the queue)
 * and the watchdog stays off until the next transmit.
 */
struct netdev;
struct netdev *netdev_new(struct timer_base *base, const char *name,
			  unsigned long timeout);
void netdev_xmit(struct netdev *dev, unsigned long now);
void netdev_tx_done(struct netdev *dev);
unsigned int netdev_timeouts(const struct netdev *dev);
unsigned int netdev_queued(const struct netdev *dev);
void netdev_free(struct netdev *dev);

/*
 * Keyboard auto-repeat: kbd_press() emits the key once and, after `delay`
 * ticks, once every `period` ticks until kbd_release().
 */
struct kbd;
struct kbd *kbd_new(struct timer_base *base, unsigned long delay,
		    unsigned long period);
void kbd_press(struct kbd *kbd, int key, unsigned long now);
void kbd_release(struct kbd *kbd);
unsigned int kbd_events(const struct kbd *kbd, int key);
void kbd_free(struct kbd *kbd);

/*
 * Block requests with a timeout: blk_submit() starts a request;
 * blk_complete() finishes it (returns 0, or -1 if it had already timed
 * out).  A request that times out completes with an error.
 */
struct blk_queue;
struct blk_queue *blk_queue_new(struct timer_base *base,
				unsigned long timeout, unsigned int depth);
int blk_submit(struct blk_queue *q, unsigned int tag, unsigned long now);
int blk_complete(struct blk_queue *q, unsigned int tag);
unsigned int blk_timed_out(const struct blk_queue *q);
void blk_queue_free(struct blk_queue *q);

/*
 * A heartbeat that re-arms itself every `period` ticks from its own
 * callback until heartbeat_stop(), which waits for a running beat.
 */
struct heartbeat;
struct heartbeat *heartbeat_new(struct timer_base *base, unsigned long period);
void heartbeat_start(struct heartbeat *hb, unsigned long now);
void heartbeat_stop(struct heartbeat *hb);
unsigned long heartbeat_beats(const struct heartbeat *hb);
void heartbeat_free(struct heartbeat *hb);

#endif /* TIMERCORE_EXAMPLES_H */

/*
 * test-examples.c: exercises the example clients.  Built once per API
 * generation against that generation's example library; the expected
 * behaviour is the same for all three.
 */
#include "test.h"

#include "examples.h"

static struct timer_base *base;

static void run_to(unsigned long *now, unsigned long to)
{
	while (*now != to)
		run_timers(base, ++*now);
}

TEST_IMPL(netdev_watchdog)
{
	struct netdev *dev;
	unsigned long now = 0;

	base = timer_base_new(0);
	dev = netdev_new(base, "eth0", 100);
	ASSERT_NOT_NULL(dev);
	netdev_xmit(dev, now);
	run_to(&now, 50);
	netdev_tx_done(dev);
	run_to(&now, 300);
	ASSERT_EQ(netdev_timeouts(dev), 0);
	netdev_xmit(dev, now);            /* watchdog due at 400 */
	run_to(&now, 310);
	netdev_xmit(dev, now);            /* does not push it back */
	ASSERT_EQ(netdev_queued(dev), 2);
	run_to(&now, 399);
	ASSERT_EQ(netdev_timeouts(dev), 0);
	run_to(&now, 400 + 12);           /* level 1: up to 7 ticks late */
	ASSERT_EQ(netdev_timeouts(dev), 1);
	ASSERT_EQ(netdev_queued(dev), 0);
	netdev_free(dev);
	TEARDOWN(base);
	return 0;
}

TEST_IMPL(kbd_repeat)
{
	struct kbd *kbd;
	unsigned long now = 0;

	base = timer_base_new(0);
	kbd = kbd_new(base, 30, 10);
	ASSERT_NOT_NULL(kbd);
	kbd_press(kbd, 'a', now);
	ASSERT_EQ(kbd_events(kbd, 'a'), 1);
	run_to(&now, 29);
	ASSERT_EQ(kbd_events(kbd, 'a'), 1);
	run_to(&now, 30);
	ASSERT_EQ(kbd_events(kbd, 'a'), 2);
	run_to(&now, 60);
	ASSERT_EQ(kbd_events(kbd, 'a'), 5);
	kbd_release(kbd);
	run_to(&now, 200);
	ASSERT_EQ(kbd_events(kbd, 'a'), 5);
	kbd_press(kbd, 'b', now);
	run_to(&now, 245);
	ASSERT_EQ(kbd_events(kbd, 'b'), 3);
	kbd_free(kbd);
	TEARDOWN(base);
	return 0;
}

TEST_IMPL(blk_timeout)
{
	struct blk_queue *q;
	unsigned long now = 0;
	unsigned int tag;

	base = timer_base_new(0);
	q = blk_queue_new(base, 50, 8);
	ASSERT_NOT_NULL(q);
	for (tag = 0; tag < 8; tag++)
		ASSERT_EQ(blk_submit(q, tag, now), 0);
	ASSERT_EQ(blk_submit(q, 8, now), -1);
	ASSERT_EQ(blk_submit(q, 3, now), -1);        /* busy */
	run_to(&now, 10);
	for (tag = 0; tag < 4; tag++)
		ASSERT_EQ(blk_complete(q, tag), 0);
	run_to(&now, 49);
	ASSERT_EQ(blk_timed_out(q), 0);
	run_to(&now, 50);
	ASSERT_EQ(blk_timed_out(q), 4);
	ASSERT_EQ(blk_complete(q, 4), -1);           /* timed out */
	ASSERT_EQ(blk_complete(q, 4), -1);           /* not active */
	ASSERT_EQ(blk_submit(q, 4, now), 0);
	ASSERT_EQ(blk_complete(q, 4), 0);
	blk_queue_free(q);                           /* 5..7 still active */
	TEARDOWN(base);
	return 0;
}

TEST_IMPL(heartbeat)
{
	struct heartbeat *hb;
	unsigned long now = 0;

	base = timer_base_new(0);
	hb = heartbeat_new(base, 20);
	ASSERT_NOT_NULL(hb);
	heartbeat_start(hb, now);
	run_to(&now, 200);
	ASSERT_EQ(heartbeat_beats(hb), 10);
	/* One call covering several periods catches up beat by beat. */
	ASSERT_EQ(run_timers(base, now + 100), 5);
	now += 100;
	ASSERT_EQ(heartbeat_beats(hb), 15);
	heartbeat_stop(hb);
	run_to(&now, 500);
	ASSERT_EQ(heartbeat_beats(hb), 15);
	heartbeat_free(hb);
	TEARDOWN(base);
	return 0;
}

TEST_IMPL(generation)
{
	printf("# generation: %s\n", example_generation);
	return 0;
}

#define TESTS                                                               \
	TEST_ENTRY(generation)                                               \
	TEST_ENTRY(netdev_watchdog)                                          \
	TEST_ENTRY(kbd_repeat)                                               \
	TEST_ENTRY(blk_timeout)                                              \
	TEST_ENTRY(heartbeat)

TEST_MAIN(TESTS)

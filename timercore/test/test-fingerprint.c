/*
 * test-fingerprint.c: the runtime type fingerprint (built with
 * TIMERCORE_DEBUG_TYPES against the timercore_dt library).  Correct
 * recoveries pass; a recovery with the wrong container aborts with a
 * message naming both types (death tests: fork, waitpid, check stderr).
 */
#include "test.h"

#ifndef TIMERCORE_DEBUG_TYPES
#error "build with TIMERCORE_DEBUG_TYPES"
#endif

struct netdev {
	int id;
	char name[40];
	struct timer_list watchdog;
};

struct blkreq {
	struct timer_list timeout;
	unsigned int tag;
};

static int netdev_hits, blk_hits;

static void netdev_fire(struct timer_list *t)
{
	struct netdev *dev = from_timer(dev, t, watchdog);

	ASSERT_EQ(dev->id, 7);
	netdev_hits++;
}

/* Wrong: recovers a netdev's watchdog as a block request. */
static void blk_fire(struct timer_list *t)
{
	struct blkreq *rq = from_timer(rq, t, timeout);

	blk_hits += (int)rq->tag;
}

/* A container no timer_setup_in() ever names. */
struct rawreq {
	long cookie;
	struct timer_list timer;
};

static void raw_fire(struct timer_list *t)
{
	struct rawreq *raw = from_timer(raw, t, timer);

	blk_hits += (int)raw->cookie;
}

static void run_one(struct timer_list *t)
{
	struct timer_base *base = timer_base_new(0);

	t->expires = 1;
	add_timer_on(t, base);
	ASSERT_EQ(run_timers(base, 1), 1);
	TEARDOWN(base);
}

TEST_IMPL(matching_container_passes)
{
	struct netdev dev = { .id = 7 };
	struct blkreq rq = { .tag = 1 };

	timer_setup_in(&dev, struct netdev, watchdog, netdev_fire, 0);
	run_one(&dev.watchdog);
	run_one(&dev.watchdog);
	timer_setup_in(&rq, struct blkreq, timeout, blk_fire, 0);
	run_one(&rq.timeout);
	ASSERT_EQ(netdev_hits, 2);
	ASSERT_EQ(blk_hits, 1);
	/* Plain timer_setup(): the first from_timer() records. */
	timer_setup(&dev.watchdog, netdev_fire, 0);
	run_one(&dev.watchdog);
	run_one(&dev.watchdog);
	ASSERT_EQ(netdev_hits, 4);
	return 0;
}

static void wrong_container(void *arg)
{
	struct netdev dev = { .id = 7 };
	struct blkreq other = { .tag = 0 };

	/* With arg, a block request is set up somewhere: name it. */
	timer_setup_in(&other, struct blkreq, timeout, blk_fire, 0);
	timer_setup_in(&dev, struct netdev, watchdog,
		       arg ? blk_fire : raw_fire, 0);
	run_one(&dev.watchdog);
}

static void recovered_two_ways(void *arg)
{
	struct netdev dev = { .id = 7 };

	(void)arg;
	timer_setup(&dev.watchdog, netdev_fire, 0);
	run_one(&dev.watchdog);
	dev.watchdog.function = blk_fire;
	run_one(&dev.watchdog);
}

TEST_IMPL(wrong_container_aborts)
{
	static const char *const both[] = {
		"from_timer() recovers timer", "as 'struct blkreq'",
		"set up in 'struct netdev'", "member 'watchdog' at offset",
		"member 'timeout' at offset 0", "through 'rq'", NULL };
	static const char *const unnamed[] = {
		"as '__typeof__(*raw)'", "set up in 'struct netdev'",
		"member 'timer' at offset 8", NULL };
	static const char *const twice[] = {
		"but it was first recovered as 'struct netdev'",
		"recovers timer", "as 'struct blkreq'", NULL };
	int yes = 1;

	ASSERT_EQ(expect_death(wrong_container, &yes, SIGABRT, both), 0);
	ASSERT_EQ(expect_death(wrong_container, NULL, SIGABRT, unnamed), 0);
	ASSERT_EQ(expect_death(recovered_two_ways, NULL, SIGABRT, twice), 0);
	return 0;
}

#define TESTS                                                               \
	TEST_ENTRY(matching_container_passes)                                \
	TEST_ENTRY(wrong_container_aborts)

TEST_MAIN(TESTS)

/*
 * test-sizes.c: the layouts.  The fingerprint costs nothing in size when
 * it is off: struct timer_list ends with function (no hidden field), and is
 * 40 bytes on LP64 like the kernel's 4.15+ timer.  With
 * TIMERCORE_DEBUG_TYPES it grows by exactly one pointer.
 */
#include "test.h"

#include "../tools/sizes.h"

_Static_assert(sizeof(struct timer_list) ==
	       offsetof(struct timer_list, function) + sizeof(void (*)(void)),
	       "fingerprint off: nothing after function");
#if defined(__LP64__)
_Static_assert(sizeof(struct timer_list) == 40, "embedded timer is 40 bytes");
_Static_assert(sizeof(struct timer_list_legacy) == 56, "legacy is 56 bytes");
_Static_assert(sizeof(struct timer_list_typed) == 56, "typed is 56 bytes");
#endif
_Static_assert(offsetof(struct timer_list_legacy, timer) == 0 &&
	       offsetof(struct timer_list_typed, timer) == 0,
	       "compat layouts start with the core timer");

TEST_IMPL(sizes_plain_vs_debug)
{
	struct timercore_sizes p, d;

	timercore_sizes_plain(&p);
	timercore_sizes_debug(&d);
	ASSERT_EQ(p.embedded, sizeof(struct timer_list));
	ASSERT_EQ(p.legacy, sizeof(struct timer_list_legacy));
	ASSERT_EQ(p.typed, sizeof(struct timer_list_typed));
	ASSERT_EQ(d.embedded, p.embedded + sizeof(void *));
	ASSERT_EQ(d.legacy, p.legacy + sizeof(void *));
	ASSERT_EQ(d.typed, p.typed + sizeof(void *));
	printf("# embedded %zu, legacy %zu, typed %zu bytes "
	       "(fingerprint on: %zu, %zu, %zu)\n", p.embedded, p.legacy,
	       p.typed, d.embedded, d.legacy, d.typed);
	return 0;
}

#define TESTS TEST_ENTRY(sizes_plain_vs_debug)

TEST_MAIN(TESTS)

// One callback for two containers laid out alike: key_timeout() (in
// Inputs/keys/keys.c) recovers 'struct key_deferred' member 'work.work',
// and this file registers it for a 'struct key_off_deferred', whose first
// member is a one-member wrapper of the other's (Linux 6.1's static keys:
// DEFINE_STATIC_KEY_DEFERRED_FALSE() in net/ipv6/ip6_flowlabel.c against
// kernel/jump_label.c, a false container-shared-callback). The same member
// names and layouts, every member, are no proven bug: silent. The buggy
// twins' key wrapper has a second member, so 'work' sits elsewhere, or the
// container has a member more than the recovered one: still errors.
// RUN: %timercheck --no-cache %s %S/Inputs/keys/keys.c -- -I%inputs/linux -I%S/Inputs/keys | %check --allow-empty %s
// RUN: not %timercheck --no-cache %s %S/Inputs/keys/keys.c -- -I%inputs/linux -I%S/Inputs/keys -DBUG | %check %s --check-prefix=BUG
#include "keys.h"

#define KEY_DEFERRED_INIT(name, rl) { .timeout = (rl), .work = { .work = { .func = key_timeout } } }

struct key_off_deferred flow_exclusive = KEY_DEFERRED_INIT(flow_exclusive, 100);

#ifdef BUG
struct key_pair_deferred pair_exclusive = KEY_DEFERRED_INIT(pair_exclusive, 100);
// BUG: layout-twins.c:[[@LINE-1]]:43: error: callback 'key_timeout' is registered here for 'struct key_pair_deferred' member 'work.work', but it recovers 'struct key_deferred' member 'work.work' [container-shared-callback]
// BUG: keys.c:5:27: note: 'key_timeout' recovers 'struct key_deferred' member 'work.work' here
struct key_tail_deferred tail_exclusive = KEY_DEFERRED_INIT(tail_exclusive, 100);
// BUG: layout-twins.c:[[@LINE-1]]:43: error: callback 'key_timeout' is registered here for 'struct key_tail_deferred' member 'work.work', but it recovers 'struct key_deferred' member 'work.work' [container-shared-callback]
// BUG: keys.c:5:27: note: 'key_timeout' recovers 'struct key_deferred' member 'work.work' here
#endif

// Casts C calls compatible but kCFI traps (its type ids name the types as
// written): an enum for its integer type, as parameter or return type (the
// kernel's netdev_tx_t handlers), an enum with a fixed underlying type the
// same way, a const-qualified return type, and char (*)[] for char (*)[15].
// The default profile is silent on them (C11 6.7.2.2p4, C17 6.7.6.3p5,
// C11 6.7.6.2p6); --profile=cfi reports each, once (kcfi-probe.test runs them).
// RUN: %timercheck %s -- | %check --allow-empty %s --check-prefix=DEF
// RUN: not %timercheck --profile=cfi %s -- | %check %s --check-prefix=CFI
// DEF-NOT: {{.}}

typedef enum netdev_tx { NETDEV_TX_OK = 0, NETDEV_TX_BUSY = 0x10 } netdev_tx_t;
enum state { IDLE, BUSY };
enum wide : long { SMALL, LARGE = 1L << 40 };
struct sk_buff;

netdev_tx_t drv_xmit(struct sk_buff *skb);
void set_state(enum state s);
void set_wide(enum wide w);
const int get_count(void);
void take_name(char (*buf)[15]);

unsigned int (*xmit_slot)(struct sk_buff *);
void (*state_slot)(unsigned int);
void (*wide_slot)(long);
int (*count_slot)(void);
void (*name_slot)(char (*)[]);
/* The enum's own type is compatible in every profile. */
netdev_tx_t (*typed_xmit)(struct sk_buff *);

void wire(void)
{
	xmit_slot = (unsigned int (*)(struct sk_buff *))drv_xmit;
	// CFI: profile-cfi-only.c:[[@LINE-1]]:14: error: function 'drv_xmit' of type 'enum netdev_tx (struct sk_buff *)' cast to incompatible type 'unsigned int (*)(struct sk_buff *)': it returns 'enum netdev_tx', the cast expects 'unsigned int' (compatible in C, but CFI traps the call) [callback-cast-return]
	// CFI: note: 'drv_xmit' declared here
	state_slot = (void (*)(unsigned int))set_state;
	// CFI: profile-cfi-only.c:[[@LINE-1]]:15: error: {{.*}}parameter 1 is 'enum state', the cast passes 'unsigned int' (compatible in C, but CFI traps the call) [callback-cast-param-type]
	// CFI: note: 'set_state' declared here
	wide_slot = (void (*)(long))set_wide;
	// CFI: profile-cfi-only.c:[[@LINE-1]]:14: error: {{.*}}parameter 1 is 'enum wide', the cast passes 'long' (compatible in C, but CFI traps the call) [callback-cast-param-type]
	// CFI: note: 'set_wide' declared here
	count_slot = (int (*)(void))get_count;
	// CFI: profile-cfi-only.c:[[@LINE-1]]:15: error: {{.*}}it returns 'const int', the cast expects 'int' (compatible in C, but CFI traps the call) [callback-cast-return]
	// CFI: note: 'get_count' declared here
	name_slot = (void (*)(char (*)[]))take_name;
	// CFI: profile-cfi-only.c:[[@LINE-1]]:14: error: {{.*}}parameter 1 is 'char (*)[15]', the cast passes 'char (*)[]' (compatible in C, but CFI traps the call) [callback-cast-pointee]
	// CFI: note: 'take_name' declared here
	typed_xmit = drv_xmit;
}

// C: compatible (C11 6.7.2.2p4: an enum is compatible with its underlying type, here unsigned int)
enum state { IDLE, BUSY };
typedef void (*setter_t)(unsigned int);
static void set_state(enum state s) { (void)s; }
setter_t volatile slot;
int main(void) { slot = (setter_t)set_state; slot(BUSY); return 0; }

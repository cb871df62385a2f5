// C: compatible (an enum return type for its underlying type: the kernel's netdev_tx_t handlers)
enum tx { TX_OK, TX_BUSY };
typedef unsigned int (*xmit_t)(void *);
static enum tx xmit(void *skb) { (void)skb; return TX_OK; }
xmit_t volatile slot;
int main(void) { slot = (xmit_t)xmit; return (int)slot(0); }

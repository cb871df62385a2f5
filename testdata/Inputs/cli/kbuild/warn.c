/* A "driver" whose only finding is a warning. */
#include <timer.h>
struct warn { struct timer_list timer; };
void warn_timeout(unsigned long data, int extra);
void warn_arm(struct warn *w)
{
	w->timer.function = (void (*)(unsigned long))warn_timeout;
}

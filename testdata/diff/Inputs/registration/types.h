struct priv { struct wdog_s wd; int n; };
struct other { struct wdog_s wd; long x; };
void other_timeout(wdparm_t arg);

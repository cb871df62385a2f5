/* No findings here. */
void on_tick(unsigned long data);
void (*ok)(unsigned long) = on_tick;

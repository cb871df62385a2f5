/* No findings: exit status 0. */
void on_data(unsigned long data);
void (*cb)(unsigned long) = on_data;

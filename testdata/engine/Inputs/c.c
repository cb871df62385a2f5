/* Clean: no finding and no include. */
void on_c(unsigned long data);
void (*c_cb)(unsigned long) = on_c;

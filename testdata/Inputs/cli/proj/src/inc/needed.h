typedef void (*needed_cb_t)(unsigned long);

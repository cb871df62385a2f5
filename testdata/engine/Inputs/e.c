/* A return-type cast (warning). */
int on_e(unsigned long v);
void (*e_cb)(unsigned long) = (void (*)(unsigned long))on_e;

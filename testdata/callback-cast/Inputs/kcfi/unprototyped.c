// C: compatible (C11 6.7.6.3p15: no prototype, and int survives the default argument promotions)
typedef void (*old_t)();
static void on_int(int v) { (void)v; }
old_t volatile slot;
int main(void) { slot = (old_t)on_int; slot(1); return 0; }

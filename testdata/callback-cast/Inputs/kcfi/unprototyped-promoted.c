// C: incompatible (no prototype: a char parameter does not survive the default argument promotions)
typedef void (*old_t)();
static void on_char(char v) { (void)v; }
old_t volatile slot;
int main(void) { slot = (old_t)on_char; slot('x'); return 0; }

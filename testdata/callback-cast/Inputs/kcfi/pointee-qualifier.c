// C: incompatible (const char * and char *: pointers to differently qualified types)
typedef void (*text_t)(char *);
static void on_text(const char *s) { (void)s; }
text_t volatile slot;
int main(void) { char b[2] = "x"; slot = (text_t)on_text; slot(b); return 0; }

// C: compatible (C11 6.7.6.2p6: char [] is compatible with char [15])
typedef void (*name_t)(char (*)[]);
static void take(char (*buf)[15]) { (*buf)[0] = 0; }
name_t volatile slot;
int main(void) { static char b[15]; slot = (name_t)take; slot(&b); return 0; }

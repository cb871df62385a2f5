/* A static callback defined in a header: see arity-safety.c. */
static void tick_in_header(void)
{
}

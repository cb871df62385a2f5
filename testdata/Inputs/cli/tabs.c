/* Tabs in the source line are kept in the echo and the caret line. */
struct conn;
void on_conn(struct conn *c);
void wire(void)
{
	void (*cb)(unsigned long) =	(void (*)(unsigned long))on_conn;
	(void)cb;
}

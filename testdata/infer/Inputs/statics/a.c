/* A static 'post' taking (callback, argument). */
struct a_obj { int n; };

static void post(void (*fn)(void *), void *arg)
{
	fn(arg);
}

static void a_run(void *arg)
{
	struct a_obj *o = arg;

	o->n = 0;
}

void a_start(struct a_obj *o)
{
	post(a_run, o);
}

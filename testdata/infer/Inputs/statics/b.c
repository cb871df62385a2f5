/* Another file's static 'post', taking (argument, callback). */
struct b_obj { long m; };

static void post(void *arg, void (*fn)(void *))
{
	fn(arg);
}

static void b_run(void *arg)
{
	struct b_obj *o = arg;

	o->m = 0;
}

void b_start(struct b_obj *o)
{
	post(o, b_run);
}

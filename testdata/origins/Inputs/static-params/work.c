struct work { void (*func)(struct work *w); };

/* Another file's static helper of the same name: its pfunc is a work function. */
static void init_helper(struct work *w, void *pfunc, unsigned long data)
{
	(void)data;
	w->func = pfunc;
}

static void flush_work_fn(struct work *w)
{
	(void)w;
}

void work_start(struct work *w)
{
	init_helper(w, flush_work_fn, 0);
}

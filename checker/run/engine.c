/*
 * The per-TU step over many commands (see engine.h): shard selection, cache
 * lookups, analysis in worker processes (or in this process with the hidden
 * --in-process option), cache stores, --facts-dir writes and in-order
 * delivery to the sink. Results arrive in any order; each waits in its slot
 * until every earlier TU has been delivered (unless the caller asks for
 * any-order delivery: then it goes to the sink at once).
 */
#include "run/engine.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <time.h>
#include <unistd.h>

#include "run/cache.h"
#include "facts/facts_files.h"
#include "tu/libclang.h"
#include "run/progress.h"
#include "tu/analyze.h"
#include "run/limits.h"
#include "run/solo.h"
#include "run/worker.h"

int engine_rules_version(void)
{
	return ENGINE_RULES_VERSION;
}

void engine_options_init(struct engine_options *opts)
{
	memset(opts, 0, sizeof(*opts));
	opts->timeout = ENGINE_DEFAULT_TIMEOUT;
	opts->memory_limit = ENGINE_MEMORY_DEFAULT;
	opts->cpu_limit = ENGINE_DEFAULT_CPU_LIMIT;
	opts->tool_version = "";
}

struct run {
	const struct ptrvec *cmds;
	const struct engine_options *opts;
	engine_sink sink;
	void *data;
	struct engine_stats *st;
	size_t nsel;
	size_t *sel;			/* selected command indexes, ascending */
	size_t *pos;			/* command index -> position in sel */
	struct tu_facts **results;	/* per position: finished, not yet delivered */
	char **logs;			/* per position: worker --verbose text, or NULL */
	char **names;			/* per position: --facts-dir file name, or NULL */
	size_t next;			/* position delivered next */
	size_t finished;
	int facts_dir_ok;
	unsigned long long plan_hash;	/* the whole plan's main files, for the facts index */
	int stdout_tty;
	struct cache cache;
	int cache_refused;		/* the cache folder is not to be trusted */
	int solo;			/* the one TU was analysed in this process (solo.h) */
	struct progress progress;
	int problems;
};

static const struct compile_cmd *cmd_at(const struct run *r, size_t k)
{
	return r->cmds->items[r->sel[k]];
}

/* Hands the finished TU at position k to the sink. */
static void deliver_one(struct run *r, size_t k)
{
	struct tu_facts *tf = r->results[k];

	if (r->logs[k]) {
		progress_clear(&r->progress);
		if (r->opts->verbose)
			fputs(r->logs[k], r->opts->verbose);
		free(r->logs[k]);
		r->logs[k] = NULL;
	}
	if (r->names && r->facts_dir_ok &&
	    factsio_write(r->opts->facts_dir, r->names[k], NULL, tf) != 0) {
		progress_clear(&r->progress);
		fprintf(stderr, "timercheck: error: cannot write '%s/%s': %s\n",
			r->opts->facts_dir, r->names[k], strerror(errno));
		r->st->write_errors++;
	}
	if (tf->status == TU_FAILED)
		r->st->failed++;
	if (r->stdout_tty)
		progress_clear(&r->progress);
	r->st->tus++;
	r->sink(tf, r->data);
	tu_facts_release(tf);
	free(tf);
	r->results[k] = NULL;
}

/* Hands every finished TU that is next in input order to the sink. */
static void deliver_ready(struct run *r)
{
	while (r->next < r->nsel && r->results[r->next])
		deliver_one(r, r->next++);
}

/* Takes tf's contents as the result at position k. */
static void finish(struct run *r, size_t k, struct tu_facts *tf, const char *log)
{
	struct tu_facts *copy = xmalloc(sizeof(*copy));

	*copy = *tf;
	memset(tf, 0, sizeof(*tf));
	r->results[k] = copy;
	if (r->opts->verbose && log && *log)
		r->logs[k] = xstrdup(log);
	r->finished++;
	progress_update(&r->progress, r->finished, cmd_at(r, k)->file);
	if (r->opts->any_order)
		deliver_one(r, k);
	else
		deliver_ready(r);
}

/* A TU analysed in this run: stored in the cache, then finished. */
static void analysed(struct run *r, size_t k, struct tu_facts *tf, const char *log)
{
	if (r->cache.dir) {
		char *key = cache_key(&r->cache, cmd_at(r, k));

		if (cache_store(&r->cache, key, tf, log) != 0) {
			if (r->opts->verbose)
				fprintf(r->opts->verbose, "timercheck: cache: cannot store the facts "
					"of %s: %s\n", tf->main_file, strerror(errno));
		} else if (r->opts->cached) {
			r->opts->cached(key, cmd_at(r, k), r->data);
		}
		free(key);
	}
	finish(r, k, tf, log);
}

static void worker_done(size_t task, struct tu_facts *tf, const char *log, void *data)
{
	struct run *r = data;

	analysed(r, r->pos[task], tf, log);
}

static void worker_tick(void *data)
{
	struct run *r = data;

	if (r->progress.out)
		progress_tick(&r->progress);
	if (r->opts->tick)
		r->opts->tick(r->data);
}

struct named {
	const char *file;
	size_t k;
};

static int cmp_named(const void *a, const void *b)
{
	const struct named *x = a, *y = b;
	int c = strcmp(x->file, y->file);

	if (c)
		return c;
	return x->k < y->k ? -1 : x->k > y->k;
}

/*
 * Names the facts files of the selected commands. Occurrences of a main file
 * are counted over the whole plan, so every shard names a TU the same way.
 */
static void name_facts_files(struct run *r)
{
	size_t n = r->cmds->len, i, occurrence = 0;
	struct named *all = xcalloc(n, sizeof(*all));

	for (i = 0; i < n; i++) {
		all[i].file = ((const struct compile_cmd *)r->cmds->items[i])->file;
		all[i].k = i;
	}
	qsort(all, n, sizeof(*all), cmp_named);
	r->names = xcalloc(r->nsel ? r->nsel : 1, sizeof(*r->names));
	r->plan_hash = HASH_INIT;
	for (i = 0; i < n; i++) {
		const char *file = ((const struct compile_cmd *)r->cmds->items[i])->file;

		r->plan_hash = hash_bytes(r->plan_hash, file, strlen(file) + 1);
	}
	for (i = 0; i < n; i++) {
		size_t cmd = all[i].k;

		occurrence = i && strcmp(all[i - 1].file, all[i].file) == 0 ? occurrence + 1 : 1;
		if (r->pos[cmd] != (size_t)-1)
			r->names[r->pos[cmd]] = factsio_name(all[i].file, (unsigned)occurrence);
	}
	free(all);
}

/*
 * Writes the facts folder's index of this run before any record, so that
 * --join notices records that never arrive (a failed write, a killed run).
 */
static void write_facts_index(struct run *r)
{
	struct factsio_index ix;

	ix.plan = r->plan_hash;
	ix.plan_tus = r->cmds->len;
	ix.shard = r->opts->shards ? r->opts->shard : 0;
	ix.shards = r->opts->shards;
	ix.names = r->names;
	ix.nnames = r->nsel;
	if (factsio_write_index(r->opts->facts_dir, &ix) != 0) {
		char *name = factsio_index_name(&ix);

		fprintf(stderr, "timercheck: error: cannot write '%s/%s': %s\n", r->opts->facts_dir,
			name, strerror(errno));
		free(name);
		r->st->write_errors++;
	}
}

/*
 * Everything besides the command that decides a TU's facts. The hash of the
 * running executable is part of it, so a rebuilt timercheck whose extractor
 * changed never trusts facts of the old one, even if nobody bumped a version.
 */
char *engine_cache_salt(const char *tool_version)
{
	/* The library's file, not its version string: asking would load it (libclang.h). */
	char *lib = libclang_identity();
	unsigned long long exe_hash = 0;
	char *exe, *salt;
	size_t len;

	if (read_file("/proc/self/exe", &exe, &len) == 0) {
		exe_hash = content_hash(exe, len);
		free(exe);
	}
	salt = xasprintf("timercheck %s\nfacts %d\nrules %d\nlibclang %s\nC API %d.%d\n"
			 "executable %016llx\n", tool_version, FACTS_FORMAT_VERSION,
			 engine_rules_version(), lib, libclang_api_major(),
			 libclang_api_minor(), exe_hash);
	free(lib);
	return salt;
}

static void open_cache(struct run *r)
{
	char *salt, *refused = NULL;

	if (!r->opts->cache_dir)
		return;
	salt = engine_cache_salt(r->opts->tool_version);
	if (cache_open(&r->cache, r->opts->cache_dir, salt, &refused) != 0) {
		if (refused) {
			/* main checked the folder; it changed since: still one error, exit 2. */
			progress_clear(&r->progress);
			fprintf(stderr, "timercheck: error: %s\n", refused);
			r->cache_refused = 1;
		} else if (r->opts->verbose) {
			fprintf(r->opts->verbose, "timercheck: cache: cannot use '%s': %s; analysing "
				"without the cache\n", r->opts->cache_dir, strerror(errno));
		}
	}
	free(refused);
	free(salt);
}

/*
 * Finishes the cached TUs and those the input stage could not build
 * (cmd->error); appends the others' command indexes to todo.
 */
static void use_cache(struct run *r, size_t *todo, size_t *ntodo)
{
	size_t k;

	for (k = 0; k < r->nsel; k++) {
		const struct compile_cmd *cmd = cmd_at(r, k);
		struct tu_facts tf = TU_FACTS_INIT;
		char *why = NULL, *log = NULL, *key;

		if (cmd->error) {
			/* The input stage could not build its command (a bad response file). */
			worker_failed_facts(&tf, cmd->file, cmd->error);
			finish(r, k, &tf, NULL);
			continue;
		}
		if (!r->cache.dir) {
			todo[(*ntodo)++] = r->sel[k];
			continue;
		}
		key = cache_key(&r->cache, cmd);
		if (cache_lookup(&r->cache, key, cmd, &tf, &log, &why) == 0) {
			if (r->opts->verbose)
				fprintf(r->opts->verbose, "timercheck: cache: reusing the facts of %s\n",
					cmd->file);
			r->st->cached++;
			if (r->opts->cached)
				r->opts->cached(key, cmd, r->data);
			finish(r, k, &tf, log);
			free(log);
		} else {
			if (r->opts->verbose)
				fprintf(r->opts->verbose, "timercheck: cache: analysing %s: %s\n",
					cmd->file, why);
			todo[(*ntodo)++] = r->sel[k];
		}
		free(why);
		free(key);
	}
}

/* --in-process: the same work as a worker's, in this process, for debugging. */
static void analyse_in_process(struct run *r, const size_t *todo, size_t ntodo, int hash_deps)
{
	struct tu_parser *parser = tu_parser_new();
	size_t i;

	for (i = 0; i < ntodo; i++) {
		struct tu_facts tf = TU_FACTS_INIT;
		struct tu_options to = { NULL, hash_deps };
		char *log = NULL;
		size_t loglen = 0;

		to.verbose = open_memstream(&log, &loglen);
		tu_analyze(parser, r->cmds->items[todo[i]], &to, &tf);
		if (to.verbose && fclose(to.verbose) != 0) {
			free(log);
			log = NULL;
		}
		analysed(r, r->pos[todo[i]], &tf, log);
		free(log);
	}
	tu_parser_free(parser);
}

/*
 * Analyses the one TU of the run in this process, guarded (solo.h).
 * Returns 0, or -1 when the guards cannot be set up: a worker then does it.
 */
static int analyse_solo(struct run *r, size_t task, int hash_deps)
{
	const struct compile_cmd *cmd = r->cmds->items[task];
	struct tu_options to = { NULL, hash_deps };
	struct tu_facts tf = TU_FACTS_INIT;
	struct worker_options wo;
	struct solo_guard guard;
	struct tu_parser *parser;
	char *log = NULL, *printed = NULL;
	size_t loglen = 0, printed_len = 0;
	int cut = 0;

	memset(&wo, 0, sizeof(wo));
	wo.jobs = 1;
	limits_for_workers(r->opts, &wo);
	/* The --verbose text is kept with cached facts, so it is always captured. */
	to.verbose = open_memstream(&log, &loglen);
	if (!to.verbose)
		return -1;
	if (solo_begin(&guard, &wo, r->opts->timeout) != 0) {
		fclose(to.verbose);
		free(log);
		return -1;
	}
	worker_test_hook(cmd->file);
	parser = tu_parser_new();
	tu_analyze(parser, cmd, &to, &tf);
	tu_parser_free(parser);
	/* A worker tells a failed parse from a broken libclang (its start-up check). */
	if (tf.status == TU_FAILED)
		solo_retry_in_worker();
	solo_end(&guard, &printed, &printed_len, &cut);
	if (fclose(to.verbose) != 0) {
		free(log);
		log = NULL;
	}
	if (log && printed_len && (r->opts->verbose || r->cache.dir)) {
		char *shown = worker_printed_log(printed, printed_len, cut, cmd->file);
		char *all = xasprintf("%s%s", log, shown);

		free(shown);
		free(log);
		log = all;
	}
	free(printed);
	r->solo = 1;
	analysed(r, r->pos[task], &tf, log);
	free(log);
	return 0;
}

static double timeval_seconds(const struct timeval *tv)
{
	return (double)tv->tv_sec + (double)tv->tv_usec / 1e6;
}

static void measure(struct engine_stats *st, const struct timespec *start, int workers)
{
	struct rusage self, children;
	struct timespec now;

	clock_gettime(CLOCK_MONOTONIC, &now);
	st->wall = (double)(now.tv_sec - start->tv_sec) +
		   (double)(now.tv_nsec - start->tv_nsec) / 1e9;
	getrusage(RUSAGE_SELF, &self);
	getrusage(RUSAGE_CHILDREN, &children);
	st->cpu = timeval_seconds(&self.ru_utime) + timeval_seconds(&self.ru_stime) +
		  timeval_seconds(&children.ru_utime) + timeval_seconds(&children.ru_stime);
	st->peak_rss_kb = workers ? children.ru_maxrss : self.ru_maxrss;
	st->rss_of_workers = workers;
}

int engine_run(const struct ptrvec *cmds, const struct engine_options *opts, engine_sink sink,
	       void *data, struct engine_stats *stats)
{
	struct engine_stats local;
	struct run r;
	struct timespec start;
	size_t i, ntodo = 0, *todo;
	char *fatal = NULL;
	long cpus;

	clock_gettime(CLOCK_MONOTONIC, &start);
	memset(&r, 0, sizeof(r));
	memset(&local, 0, sizeof(local));
	r.cmds = cmds;
	r.opts = opts;
	r.sink = sink;
	r.data = data;
	r.st = stats ? stats : &local;
	memset(r.st, 0, sizeof(*r.st));
	r.cache = (struct cache)CACHE_INIT;
	r.stdout_tty = isatty(STDOUT_FILENO);

	r.sel = xcalloc(cmds->len ? cmds->len : 1, sizeof(*r.sel));
	r.pos = xcalloc(cmds->len ? cmds->len : 1, sizeof(*r.pos));
	for (i = 0; i < cmds->len; i++) {
		r.pos[i] = (size_t)-1;
		if (!opts->shards || i % opts->shards == opts->shard - 1) {
			r.pos[i] = r.nsel;
			r.sel[r.nsel++] = i;
		}
	}
	r.results = xcalloc(r.nsel ? r.nsel : 1, sizeof(*r.results));
	r.logs = xcalloc(r.nsel ? r.nsel : 1, sizeof(*r.logs));
	todo = xcalloc(r.nsel ? r.nsel : 1, sizeof(*todo));
	if (opts->facts_dir) {
		r.facts_dir_ok = factsio_mkdirs(opts->facts_dir) == 0;
		if (!r.facts_dir_ok) {
			fprintf(stderr, "timercheck: error: cannot create facts folder '%s': %s\n",
				opts->facts_dir, strerror(errno));
			r.st->write_errors++;
		}
		name_facts_files(&r);
		if (r.facts_dir_ok)
			write_facts_index(&r);
	}
	progress_init(&r.progress, stderr, r.nsel, opts->progress);
	open_cache(&r);

	use_cache(&r, todo, &ntodo);
	/* Once, here: workers inherit it, and a missing libclang is one error. */
	if (ntodo)
		libclang_require();
	r.st->analysed = ntodo;
	cpus = sysconf(_SC_NPROCESSORS_ONLN);
	r.st->jobs = opts->jobs ? opts->jobs : cpus > 0 ? (unsigned)cpus : 1;
	if (r.st->jobs > ntodo)
		r.st->jobs = (unsigned)ntodo;
	if (opts->in_process) {
		r.st->jobs = ntodo ? 1 : 0;
		analyse_in_process(&r, todo, ntodo, r.cache.dir != NULL || opts->hash_deps);
	} else if (opts->solo && ntodo == 1 &&
		   analyse_solo(&r, todo[0], r.cache.dir != NULL || opts->hash_deps) == 0) {
		r.st->jobs = 1;
	} else if (ntodo) {
		struct worker_options wo;

		memset(&wo, 0, sizeof(wo));
		wo.jobs = r.st->jobs;
		wo.timeout = opts->timeout;
		wo.recycle = opts->recycle;
		/* The --verbose text is kept with cached facts, so it is always captured. */
		wo.verbose = opts->verbose || r.cache.dir;
		wo.hash_deps = r.cache.dir != NULL || opts->hash_deps;
		wo.tick = r.progress.out || opts->tick ? worker_tick : NULL;
		limits_for_workers(opts, &wo);
		if (worker_run(cmds, todo, ntodo, &wo, worker_done, &r, &fatal) != 0) {
			progress_clear(&r.progress);
			fprintf(stderr, "timercheck: error: %s\n", fatal);
			free(fatal);
			r.st->cannot_start = 1;
		}
		r.st->interrupted = worker_interrupted();
	}
	deliver_ready(&r);
	if (r.st->interrupted)
		r.st->not_delivered = r.nsel - r.st->tus;
	progress_end(&r.progress);
	measure(r.st, &start, !opts->in_process && !r.solo && ntodo);

	for (i = 0; r.names && i < r.nsel; i++)
		free(r.names[i]);
	for (i = 0; i < r.nsel; i++) {
		/* Only left over when worker_run could start no worker. */
		if (r.results[i]) {
			tu_facts_release(r.results[i]);
			free(r.results[i]);
		}
		free(r.logs[i]);
	}
	cache_release(&r.cache);
	free(r.names);
	free(r.logs);
	free(r.results);
	free(todo);
	free(r.pos);
	free(r.sel);
	return (int)(r.st->failed + r.st->write_errors) + r.cache_refused;
}

struct join {
	engine_sink sink;
	void *data;
	struct engine_stats *st;
};

static void join_sink(struct tu_facts *tf, void *data)
{
	struct join *j = data;

	j->st->tus++;
	if (tf->status == TU_FAILED)
		j->st->failed++;
	j->sink(tf, j->data);
}

int engine_join(const struct ptrvec *paths, engine_sink sink, void *data,
		struct engine_stats *stats)
{
	struct engine_stats local;
	struct join j = { sink, data, stats ? stats : &local };
	struct timespec start;
	int problems;

	clock_gettime(CLOCK_MONOTONIC, &start);
	memset(j.st, 0, sizeof(*j.st));
	problems = factsio_load(paths, stderr, join_sink, &j);
	measure(j.st, &start, 0);
	return problems + (int)j.st->failed;
}

void engine_print_stats(FILE *out, const struct engine_stats *st)
{
	fprintf(out, "timercheck: stats: %zu TUs, %zu analysed, %zu from the cache, %zu failed; "
		"%.2f s wall, %.2f s CPU, %u jobs; %s peak RSS %.1f MiB; libclang %s\n",
		st->tus, st->analysed, st->cached, st->failed, st->wall, st->cpu, st->jobs,
		st->rss_of_workers ? "worker" : "process", (double)st->peak_rss_kb / 1024.0,
		libclang_loaded() ? "loaded" : "not loaded");
}

void engine_print_peaks(FILE *out, size_t facts_received, size_t facts_kept)
{
	struct rusage self, children;
	char workers[64] = "none ran";

	getrusage(RUSAGE_SELF, &self);
	getrusage(RUSAGE_CHILDREN, &children);
	if (children.ru_maxrss > 0)
		snprintf(workers, sizeof(workers), "%.1f MiB", (double)children.ru_maxrss / 1024.0);
	fprintf(out, "timercheck: stats: peak RSS of the parent %.1f MiB, of the workers %s; "
		"%zu facts received, %zu kept\n", (double)self.ru_maxrss / 1024.0, workers,
		facts_received, facts_kept);
}

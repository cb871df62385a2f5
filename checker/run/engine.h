/*
 * The engine: runs the per-TU step (parse, extract, dispose) over a list of
 * compile commands and hands each TU's facts to a sink, in input order,
 * whatever the number of worker processes. It owns the worker pool
 * (worker.h), the incremental cache (cache.h), --facts-dir and --shard
 * (facts_files.h), the progress line (progress.h) and --join's reading side.
 * docs/design.md, "Workers", "Cache" and "Facts files".
 */
#ifndef TIMERCHECK_RUN_ENGINE_H
#define TIMERCHECK_RUN_ENGINE_H

#include <stdio.h>

#include "input/compdb.h"
#include "facts/facts.h"

/*
 * The version of what the rules and rule packs make the extractor record.
 * Bump it when a change to extraction or to the rules' inputs would give
 * different facts for unchanged code: cached facts of older versions are
 * then no longer used. (Findings are never cached; rules always run afresh.)
 */
#define ENGINE_RULES_VERSION 1

/* ENGINE_RULES_VERSION, for code that wants a function. */
int engine_rules_version(void);

#define ENGINE_DEFAULT_TIMEOUT 300	/* seconds, --tu-timeout */
#define ENGINE_DEFAULT_CPU_LIMIT 300	/* CPU seconds per file, --cpu-limit */
/* memory_limit: the share of the machine's memory (run/limits.h), worked out by engine_run. */
#define ENGINE_MEMORY_DEFAULT (~0ULL)

/* Where a resource limit came from: it is named when a file exceeds it. */
enum engine_limit_origin {
	ENGINE_LIMIT_DEFAULT,	/* no option said otherwise */
	ENGINE_LIMIT_OPTION,	/* --memory-limit, --cpu-limit */
	ENGINE_LIMIT_CONFIG,	/* MemoryLimit:, CpuLimit: in .timercheck (lower only) */
};

struct engine_options {
	FILE *verbose;		/* explanations, or NULL */
	unsigned jobs;		/* worker processes (-j); 0: the number of online CPUs */
	int in_process;		/* analyse in this process: no workers, no isolation, no timeout */
	int solo;		/* a run of one TU analyses it in this process, guarded by
				   the supervisor that solo_supervise() started (run/solo.h) */
	unsigned timeout;	/* seconds one TU may take (--tu-timeout), 0 for no limit */
	unsigned recycle;	/* replace a worker after this many TUs, 0 for never */
	const char *cache_dir;	/* the cache folder, or NULL for no cache */
	const char *facts_dir;	/* write every TU's record here (--facts-dir), or NULL */
	unsigned shard, shards;	/* analyse only share shard (1-based) of shards; 0/0: all */
	int progress;		/* show the progress line if stderr is a terminal */
	const char *tool_version;	/* timercheck's version, part of the cache key */
	int hash_deps;		/* record every TU's input files and hashes even without a
				   cache (the project index; --fix checks that a file has not changed) */
	/* Per worker process, applied after fork (run/limits.h); not with in_process. */
	unsigned long long memory_limit;	/* bytes of address space, 0 for none, or
						   ENGINE_MEMORY_DEFAULT */
	unsigned cpu_limit;			/* CPU seconds per TU, 0 for none */
	enum engine_limit_origin memory_limit_from, cpu_limit_from;
	int any_order;		/* deliver each TU as soon as it finishes, not in input order
				   (the language server: one slow TU must not hold back the rest) */
	void (*tick)(void *data);	/* called with the sink's data about every 500 ms while
					   workers run, or NULL (the language server's timers) */
	void (*cached)(const char *key, const struct compile_cmd *cmd, void *data);
				/* told, with the sink's data, each cache key that holds a
				   command's facts after this run (a hit or a store), or NULL
				   (the language server evicts its unsaved buffers' entries) */
};

/*
 * The text naming everything besides a command that decides its facts (the
 * timercheck, facts format, rules and libclang versions, a hash of this
 * executable): the cache's salt, also the project index's (run/index.h).
 * Returns a malloc'd string.
 */
char *engine_cache_salt(const char *tool_version);

/*
 * Sets the defaults: jobs 0 (CPUs), timeout ENGINE_DEFAULT_TIMEOUT, the
 * default memory and CPU limits, no cache, no facts dir.
 */
void engine_options_init(struct engine_options *opts);

struct engine_stats {
	size_t tus;		/* TUs delivered to the sink */
	size_t analysed;	/* of which parsed in this run */
	size_t cached;		/* of which taken from the cache */
	size_t failed;		/* of which TU_FAILED (crash, timeout, unparsable) */
	size_t write_errors;	/* facts files that could not be written */
	double wall;		/* seconds */
	double cpu;		/* seconds, this process and its workers */
	long peak_rss_kb;	/* the largest peak resident size of a worker, in KiB */
	int rss_of_workers;	/* peak_rss_kb is a worker's, not this process's */
	unsigned jobs;		/* worker processes used at most */
	int cannot_start;	/* no analysis process could start: one error said why, and
				   the TUs left were not delivered (exit 3) */
	int interrupted;	/* the signal (SIGINT, SIGTERM, SIGHUP) that stopped the
				   analysis, or 0: only the TUs finished in input order up to
				   the first unfinished one (any_order: every TU finished) were
				   delivered */
	size_t not_delivered;	/* TUs selected but not delivered (interrupted) */
};

/* Receives one TU's facts; takes ownership of *tf's contents (may move them out). */
typedef void (*engine_sink)(struct tu_facts *tf, void *data);

/*
 * Analyses every struct compile_cmd * in cmds (or, with opts->shards, the
 * commands whose 0-based index i has i % shards == shard - 1), calling sink
 * once per command, in the order of cmds (with opts->any_order, in the
 * order they finish). TUs that cannot be parsed, crash
 * libclang or time out are delivered as TU_FAILED records with a FACT_DIAG
 * saying why. Facts files that cannot be written are reported on stderr.
 * Returns the number of TU_FAILED records plus unwritten facts files: nonzero
 * means the run is incomplete. Fills *stats if stats is not NULL.
 */
int engine_run(const struct ptrvec *cmds, const struct engine_options *opts, engine_sink sink,
	       void *data, struct engine_stats *stats);

/*
 * --join: reads the facts files in paths (folders of *.facts, or files; see
 * factsio_load for the order) and calls sink once per record. Problems are
 * reported on stderr. Returns the number of unreadable or malformed files
 * plus TU_FAILED records. Fills *stats (tus and failed) if not NULL.
 */
int engine_join(const struct ptrvec *paths, engine_sink sink, void *data,
		struct engine_stats *stats);

/* Prints stats as one line on out (for --stats). */
void engine_print_stats(FILE *out, const struct engine_stats *stats);

/*
 * Prints the run's memory as one line on out, at the very end of a run (for
 * --stats): this process's peak RSS (getrusage(RUSAGE_SELF).ru_maxrss), the
 * largest peak of the workers it reaped (RUSAGE_CHILDREN), and how many
 * facts the set kept of those it received (facts.h, facts_set_take()).
 */
void engine_print_peaks(FILE *out, size_t facts_received, size_t facts_kept);

#endif

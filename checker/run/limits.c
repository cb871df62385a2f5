/*
 * Per-worker memory and CPU limits (see limits.h): reading the machine's
 * memory, choosing the limits, and the setrlimit calls in the workers.
 */
#define _GNU_SOURCE
#include "run/limits.h"

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <sys/resource.h>
#include <unistd.h>

#include "input/cli.h"
#include "input/config.h"
#include "support/limit_values.h"

/* AddressSanitizer: GCC says __SANITIZE_ADDRESS__, clang __has_feature. */
#if defined(__SANITIZE_ADDRESS__)
#define TIMERCHECK_ASAN 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define TIMERCHECK_ASAN 1
#endif
#endif

/* Reads a small file into buf as a string. Returns 0, or -1. */
static int read_small(const char *path, char *buf, size_t size)
{
	size_t len = 0;
	int fd = open(path, O_RDONLY | O_CLOEXEC);

	if (fd < 0)
		return -1;
	while (len + 1 < size) {
		ssize_t n = read(fd, buf + len, size - 1 - len);

		if (n < 0 && errno == EINTR)
			continue;
		if (n <= 0)
			break;
		len += (size_t)n;
	}
	close(fd);
	buf[len] = '\0';
	return len ? 0 : -1;
}

/* Lowers *best to the limit in the cgroup file path, if it states one. */
static void lower_to_cgroup_file(const char *path, unsigned long long *best)
{
	char text[64];
	unsigned long long bytes;

	if (read_small(path, text, sizeof(text)) == 0 && limit_parse_cgroup(text, &bytes) == 0)
		*best = limit_lower(*best, bytes);
}

/*
 * Lowers *best to the memory limits of this process's cgroup and of its
 * parents: v2 (the "0::" line of /proc/self/cgroup) and v1 (the "memory"
 * controller's line).
 */
static void lower_to_cgroups(unsigned long long *best)
{
	char text[4096], *line, *save = NULL;

	if (read_small("/proc/self/cgroup", text, sizeof(text)) != 0)
		return;
	for (line = strtok_r(text, "\n", &save); line; line = strtok_r(NULL, "\n", &save)) {
		const char *root = NULL, *file = NULL, *rel = NULL;
		char dir[4096], path[4200];

		if (strncmp(line, "0::", 3) == 0) {
			root = "/sys/fs/cgroup";
			file = "memory.max";
			rel = line + 3;
		} else if (strstr(line, ":memory:")) {
			root = "/sys/fs/cgroup/memory";
			file = "memory.limit_in_bytes";
			rel = strstr(line, ":memory:") + 8;
		}
		if (!root || snprintf(dir, sizeof(dir), "%s", rel) >= (int)sizeof(dir))
			continue;
		/* The limit that binds may be set on a parent: walk up to the root. */
		for (;;) {
			char *slash = strrchr(dir, '/');

			snprintf(path, sizeof(path), "%s%s/%s", root, dir, file);
			lower_to_cgroup_file(path, best);
			if (!slash || slash == dir) {
				if (dir[0] && strcmp(dir, "/") != 0) {
					dir[0] = '\0';
					continue;
				}
				break;
			}
			*slash = '\0';
		}
	}
}

unsigned long long limits_machine_memory(void)
{
	char text[8192];
	unsigned long long total = 0;

	if (read_small("/proc/meminfo", text, sizeof(text)) != 0 ||
	    limit_parse_meminfo(text, &total) != 0)
		total = 0;
	lower_to_cgroups(&total);
	return total;
}

static unsigned jobs_or_cpus(unsigned jobs)
{
	long cpus;

	if (jobs)
		return jobs;
	cpus = sysconf(_SC_NPROCESSORS_ONLN);
	return cpus > 0 ? (unsigned)cpus : 1;
}

void limits_choose(struct engine_options *eo, const struct cli *cli,
		   const struct config *run_config)
{
	if (cli->memory_limit_given) {
		eo->memory_limit = cli->memory_limit;
		eo->memory_limit_from = ENGINE_LIMIT_OPTION;
	}
	if (cli->cpu_limit_given) {
		eo->cpu_limit = cli->cpu_limit;
		eo->cpu_limit_from = ENGINE_LIMIT_OPTION;
	}
	if (!run_config)
		return;
	/* The file comes with the tree: it may lower a limit, never lift one. */
	if (run_config->memory_limit) {
		unsigned long long now = eo->memory_limit;

		if (now == ENGINE_MEMORY_DEFAULT)
			now = limit_default_memory(limits_machine_memory(), jobs_or_cpus(eo->jobs));
		if (!now || run_config->memory_limit < now) {
			eo->memory_limit = run_config->memory_limit;
			eo->memory_limit_from = ENGINE_LIMIT_CONFIG;
		}
	}
	if (run_config->cpu_limit && (!eo->cpu_limit || run_config->cpu_limit < eo->cpu_limit)) {
		eo->cpu_limit = run_config->cpu_limit;
		eo->cpu_limit_from = ENGINE_LIMIT_CONFIG;
	}
}

void limits_for_workers(const struct engine_options *eo, struct worker_options *wo)
{
	wo->memory_limit = eo->memory_limit;
	/* The share is of -j's processes (or one per CPU), not of the files left. */
	if (wo->memory_limit == ENGINE_MEMORY_DEFAULT)
		wo->memory_limit = limit_default_memory(limits_machine_memory(),
							jobs_or_cpus(eo->jobs));
	wo->cpu_limit = eo->cpu_limit;
	wo->memory_limit_from = (int)eo->memory_limit_from;
	wo->cpu_limit_from = (int)eo->cpu_limit_from;
}

/* Worker side */

static rlim_t user_cpu_limit = RLIM_INFINITY;	/* the soft RLIMIT_CPU the worker started with */

static void on_cpu_limit(int sig)
{
	(void)sig;
	_exit(LIMITS_EXIT_CPU);
}

void limits_enter_worker(const struct worker_options *wo)
{
	struct rlimit rl;

#ifndef TIMERCHECK_ASAN
	/*
	 * Not under AddressSanitizer: it reserves terabytes of address space for
	 * its shadow memory at start, so any RLIMIT_AS would stop the worker.
	 */
	if (wo->memory_limit && getrlimit(RLIMIT_AS, &rl) == 0 &&
	    (rl.rlim_cur == RLIM_INFINITY || rl.rlim_cur > wo->memory_limit)) {
		rl.rlim_cur = (rlim_t)wo->memory_limit;
		setrlimit(RLIMIT_AS, &rl);
	}
#endif
	if (getrlimit(RLIMIT_CPU, &rl) == 0)
		user_cpu_limit = rl.rlim_cur;
	if (wo->cpu_limit) {
		struct sigaction sa;

		memset(&sa, 0, sizeof(sa));
		sa.sa_handler = on_cpu_limit;
		sigemptyset(&sa.sa_mask);
		sigaction(SIGXCPU, &sa, NULL);
		limits_begin_task(wo);	/* the first parse, before "ready", too */
	}
}

void limits_begin_task(const struct worker_options *wo)
{
	struct rusage ru;
	struct rlimit rl;
	rlim_t want;

	if (!wo->cpu_limit || getrusage(RUSAGE_SELF, &ru) != 0 || getrlimit(RLIMIT_CPU, &rl) != 0)
		return;
	/* Rounded up: the kernel counts whole seconds against the soft limit. */
	want = (rlim_t)ru.ru_utime.tv_sec + (rlim_t)ru.ru_stime.tv_sec + 1 + wo->cpu_limit;
	if (user_cpu_limit != RLIM_INFINITY && want > user_cpu_limit)
		want = user_cpu_limit;
	if (rl.rlim_max != RLIM_INFINITY && want > rl.rlim_max)
		want = rl.rlim_max;
	rl.rlim_cur = want;
	setrlimit(RLIMIT_CPU, &rl);
}

/* Parent side */

int limits_memory_is_ours(const struct worker_options *wo)
{
	struct rlimit rl;

	if (!wo->memory_limit || getrlimit(RLIMIT_AS, &rl) != 0)
		return 0;
#ifdef TIMERCHECK_ASAN
	return 0;
#else
	return rl.rlim_cur == RLIM_INFINITY || rl.rlim_cur > wo->memory_limit;
#endif
}

void limits_name(const struct worker_options *wo, int cpu, char *buf, size_t size)
{
	int from = cpu ? wo->cpu_limit_from : wo->memory_limit_from;
	char value[32];

	if (cpu)
		snprintf(value, sizeof(value), "%u", wo->cpu_limit);
	else
		limit_format_size(wo->memory_limit, value, sizeof(value));
	if (from == ENGINE_LIMIT_CONFIG)
		snprintf(buf, size, "%s: %s in .timercheck", cpu ? "CpuLimit" : "MemoryLimit", value);
	else
		snprintf(buf, size, "--%s-limit=%s%s", cpu ? "cpu" : "memory", value,
			 from == ENGINE_LIMIT_DEFAULT ? ", the default" : "");
}

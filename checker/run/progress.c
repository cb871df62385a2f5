/*
 * The progress line (see progress.h).
 */
#include "run/progress.h"

#include "report/emit.h"

#include <string.h>
#include <sys/ioctl.h>
#include <unistd.h>

static double seconds_since(const struct timespec *t)
{
	struct timespec now;

	clock_gettime(CLOCK_MONOTONIC, &now);
	return (double)(now.tv_sec - t->tv_sec) + (double)(now.tv_nsec - t->tv_nsec) / 1e9;
}

static unsigned term_width(FILE *out)
{
	struct winsize ws;

	if (ioctl(fileno(out), TIOCGWINSZ, &ws) == 0 && ws.ws_col > 20)
		return ws.ws_col;
	return 80;
}

void progress_init(struct progress *p, FILE *out, size_t total, int enabled)
{
	memset(p, 0, sizeof(*p));
	if (!enabled || !isatty(fileno(out)) || !total)
		return;
	p->out = out;
	p->total = total;
	clock_gettime(CLOCK_MONOTONIC, &p->start);
}

static void draw(struct progress *p)
{
	double elapsed = seconds_since(&p->start);
	double rate = elapsed > 0 ? (double)p->done / elapsed : 0;
	char line[512], eta[32];
	size_t width = term_width(p->out);
	int n;

	if (rate > 0) {
		unsigned long left = (unsigned long)((double)(p->total - p->done) / rate + 0.5);

		snprintf(eta, sizeof(eta), "%lu:%02lu left", left / 60, left % 60);
	} else {
		snprintf(eta, sizeof(eta), "-:-- left");
	}
	n = snprintf(line, sizeof(line), "timercheck: [%zu/%zu] %3u%%  %.1f TU/s  %s  ",
		     p->done, p->total, (unsigned)(p->done * 100 / p->total), rate, eta);
	if (n < 0 || (unsigned)n >= sizeof(line))
		return;
	if (width > sizeof(line))
		width = sizeof(line);
	if (p->file && (unsigned)n + 4 < width) {
		/* The end of the path is the informative part: elide its start.
		 * A line that wrapped could not be redrawn in place. */
		const char *file = output_display_path(p->file);
		size_t room = width - 1 - (size_t)n, len = strlen(file);

		if (len > room)
			snprintf(line + n, sizeof(line) - (size_t)n, "...%s", file + len - (room - 3));
		else
			snprintf(line + n, sizeof(line) - (size_t)n, "%s", file);
	}
	line[width - 1] = '\0';
	fprintf(p->out, "\r%s\033[K", line);
	fflush(p->out);
	p->shown = 1;
	clock_gettime(CLOCK_MONOTONIC, &p->drawn_at);
}

void progress_update(struct progress *p, size_t done, const char *file)
{
	if (!p->out)
		return;
	p->done = done;
	p->file = file;
	if (!p->shown || done == p->total || seconds_since(&p->drawn_at) >= 0.1)
		draw(p);
}

void progress_tick(struct progress *p)
{
	if (p->out && seconds_since(&p->drawn_at) >= 0.5)
		draw(p);
}

void progress_clear(struct progress *p)
{
	if (p->out && p->shown) {
		fputs("\r\033[K", p->out);
		fflush(p->out);
		p->shown = 0;
	}
}

void progress_end(struct progress *p)
{
	progress_clear(p);
	p->out = NULL;
}

/*
 * A driver for support/ere.c, the HeaderFilter matcher, that holds it to
 * what glibc's regcomp/regexec (REG_EXTENDED, the matcher timercheck used
 * before) say, for testdata/config/header-filter-regex.test.
 *
 * usage: timercheck-regex-test table FILE
 *          each line "pattern<TAB>subject<TAB>expected": expected is match,
 *          nomatch, invalid (both refuse the pattern) or refused (only ere
 *          refuses it: back-references, bounds). The subject takes \n, \t,
 *          \\ and \xHH escapes; the pattern is taken as written. Prints one
 *          line per case that is not as expected, or where ere and glibc
 *          disagree, then a summary.
 *        timercheck-regex-test random SEED COUNT
 *          COUNT random short patterns, each against random subjects, ere
 *          against glibc (patterns ere refuses for its bounds are skipped).
 *        timercheck-regex-test search PATTERN SUBJECT
 *          prints match, nomatch or "refused: why" for ere alone.
 * Exit status 1 when any case fails.
 */
#include <regex.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "support/ere.h"
#include "support/util.h"

enum verdict { MATCH, NOMATCH, REFUSED };

static const char *const verdict_names[] = { "match", "nomatch", "refused" };

static enum verdict ere_verdict(const char *pattern, const char *subject, const char **why)
{
	struct ere *re = ere_compile(pattern, why);
	int hit;

	if (!re)
		return REFUSED;
	hit = ere_search(re, subject);
	ere_free(re);
	return hit ? MATCH : NOMATCH;
}

static enum verdict glibc_verdict(const char *pattern, const char *subject)
{
	regex_t re;
	int hit;

	if (regcomp(&re, pattern, REG_EXTENDED | REG_NOSUB) != 0)
		return REFUSED;
	hit = regexec(&re, subject, 0, NULL, 0) == 0;
	regfree(&re);
	return hit ? MATCH : NOMATCH;
}

/* Decodes \n, \t, \\ and \xHH in place. */
static void unescape(char *s)
{
	char *out = s;

	while (*s) {
		if (s[0] == '\\' && s[1] == 'n') {
			*out++ = '\n';
			s += 2;
		} else if (s[0] == '\\' && s[1] == 't') {
			*out++ = '\t';
			s += 2;
		} else if (s[0] == '\\' && s[1] == '\\') {
			*out++ = '\\';
			s += 2;
		} else if (s[0] == '\\' && s[1] == 'x' && s[2] && s[3]) {
			char hex[3] = { s[2], s[3], 0 };

			*out++ = (char)strtol(hex, NULL, 16);
			s += 4;
		} else {
			*out++ = *s++;
		}
	}
	*out = '\0';
}

static int run_table(const char *path)
{
	char *text, *line, *next;
	unsigned lineno = 0, cases = 0, failures = 0;

	if (read_file(path, &text, NULL) != 0) {
		fprintf(stderr, "cannot read %s\n", path);
		return 2;
	}
	for (line = text; line && *line; line = next) {
		char *subject, *expected, *tab;
		enum verdict ours, theirs, want;
		const char *why = "";

		next = strchr(line, '\n');
		if (next)
			*next++ = '\0';
		lineno++;
		if (line[0] == '#' || !line[0])
			continue;
		subject = strchr(line, '\t');
		expected = subject ? strchr(subject + 1, '\t') : NULL;
		if (!expected) {
			fprintf(stderr, "%s:%u: expected pattern<TAB>subject<TAB>expected\n", path,
				lineno);
			free(text);
			return 2;
		}
		*subject++ = '\0';
		*expected++ = '\0';
		tab = strchr(expected, '\t');
		if (tab)
			*tab = '\0';
		unescape(subject);
		want = strcmp(expected, "match") == 0	  ? MATCH
		       : strcmp(expected, "nomatch") == 0 ? NOMATCH
							  : REFUSED;
		ours = ere_verdict(line, subject, &why);
		theirs = glibc_verdict(line, subject);
		cases++;
		/* "refused": glibc accepts what ere refuses (back-references, bounds). */
		if (ours != want || (strcmp(expected, "refused") == 0 ? theirs == REFUSED
								      : theirs != want)) {
			printf("FAIL %s:%u: /%s/ on '%s': ere %s%s%s, glibc %s, expected %s\n", path,
			       lineno, line, subject, verdict_names[ours], ours == REFUSED ? ": " : "",
			       ours == REFUSED ? why : "", verdict_names[theirs], expected);
			failures++;
		}
	}
	free(text);
	printf("table: %u cases, %u failed\n", cases, failures);
	return failures ? 1 : 0;
}

static unsigned long long rng_state;

static unsigned pick(unsigned n)
{
	/* xorshift64*: the same sequence on every machine. */
	rng_state ^= rng_state >> 12;
	rng_state ^= rng_state << 25;
	rng_state ^= rng_state >> 27;
	return (unsigned)((rng_state * 2685821657736338717ULL) >> 33) % n;
}

static void random_pattern(struct strbuf *sb)
{
	static const char *const pieces[] = {
		"a", "b", "x", "_", "/", " ", "-", ",", "0", "1", "2", ".", "*", "+", "?", "|",
		"(", ")", "(", ")", "[", "]", "^", "$", "{", "}", "{1}", "{0,2}", "{2,}", "{,1}",
		"\\", "\\.", "\\w", "\\W", "\\s", "\\S", "\\b", "\\B", "\\<", "\\>", "\\`", "\\'",
		"[:alpha:]", "[:digit:]", "[:space:]", "[:punct:]", "[=a=]", "[.b.]", "[.-.]",
		"[^a]", "[a-c]", "[]a]", "[-x]", "\xc3\xa9", "\xe9", "\x1b", "\n", "\t", "[\x80-\xff]",
	};
	unsigned n = 1 + pick(10), i;

	for (i = 0; i < n; i++)
		strbuf_addstr(sb, pieces[pick(sizeof(pieces) / sizeof(pieces[0]))]);
}

static void random_subject(char *buf, size_t size)
{
	static const char bytes[] = "abxab_/ -,012.\n\t]^[\xc3\xa9\xe9\x1b";
	size_t n = pick((unsigned)size), i;

	for (i = 0; i < n; i++)
		buf[i] = bytes[pick(sizeof(bytes) - 1)];
	buf[n] = '\0';
}

/* A pattern ere refuses on purpose (glibc accepts it): not a disagreement. */
static int refused_by_design(const char *why)
{
	return strstr(why, "back-reference") || strstr(why, "over 255") ||
	       strstr(why, "too complex");
}

/*
 * glibc lets '^' hold just after a newline the match consumed, and '$' just
 * before one ("\n^b" and "$\n" match "a\nb", "^b" and "a$" do not): its DFA
 * treats a newline as a line break inside a match even without
 * REG_NEWLINE. ere follows POSIX ('^' and '$' only at the subject's ends);
 * such disagreements are counted apart.
 */
static int newline_anchor_quirk(const char *pattern, const char *subject)
{
	return strchr(subject, '\n') && strpbrk(pattern, "^$");
}

static int run_random(unsigned long long seed, unsigned count)
{
	unsigned i, j, valid = 0, refused = 0, skipped = 0, subjects = 0, failures = 0;
	unsigned quirks = 0;

	rng_state = seed * 0x9E3779B97F4A7C15ULL + 1;
	for (i = 0; i < count; i++) {
		struct strbuf sb = STRBUF_INIT;
		const char *why = "";
		struct ere *re;
		regex_t g;
		int glibc_ok;

		random_pattern(&sb);
		re = ere_compile(sb.buf, &why);
		glibc_ok = regcomp(&g, sb.buf, REG_EXTENDED | REG_NOSUB) == 0;
		if (!re && refused_by_design(why)) {
			skipped++;
		} else if (!re != !glibc_ok) {
			printf("FAIL /%s/: ere %s%s, glibc %s\n", sb.buf, re ? "accepts" : "refuses: ",
			       re ? "" : why, glibc_ok ? "accepts" : "refuses");
			failures++;
		} else if (!re) {
			refused++;
		} else {
			valid++;
			for (j = 0; j < 8; j++) {
				char subject[16];
				int ours, theirs;

				random_subject(subject, sizeof(subject) - 1);
				ours = ere_search(re, subject);
				theirs = regexec(&g, subject, 0, NULL, 0) == 0;
				subjects++;
				if (ours != theirs && newline_anchor_quirk(sb.buf, subject)) {
					quirks++;
				} else if (ours != theirs) {
					printf("FAIL /%s/ on '%s': ere %s, glibc %s\n", sb.buf, subject,
					       ours ? "match" : "nomatch", theirs ? "match" : "nomatch");
					failures++;
				}
			}
		}
		if (glibc_ok)
			regfree(&g);
		ere_free(re);
		strbuf_release(&sb);
	}
	printf("random: %u patterns (%u valid, %u invalid for both, %u refused by design), "
	       "%u subjects, %u disagreements (and %u where glibc anchors at a newline)\n",
	       count, valid, refused, skipped, subjects, failures, quirks);
	return failures ? 1 : 0;
}

int main(int argc, char **argv)
{
	if (argc == 3 && strcmp(argv[1], "table") == 0)
		return run_table(argv[2]);
	if (argc == 4 && strcmp(argv[1], "random") == 0)
		return run_random(strtoull(argv[2], NULL, 10), (unsigned)strtoul(argv[3], NULL, 10));
	if (argc == 4 && strcmp(argv[1], "search") == 0) {
		const char *why = "";
		enum verdict v = ere_verdict(argv[2], argv[3], &why);

		printf("%s%s%s\n", verdict_names[v], v == REFUSED ? ": " : "", v == REFUSED ? why : "");
		return 0;
	}
	fputs("usage: timercheck-regex-test table FILE | random SEED COUNT | search PATTERN "
	      "SUBJECT\n",
	      stderr);
	return 2;
}

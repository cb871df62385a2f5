/*
 * A matcher for POSIX extended regular expressions (the HeaderFilter and
 * --header-filter syntax) whose time is linear in the subject: a pattern
 * is parsed into a Thompson NFA and simulated one subject byte at a time,
 * so a match costs at most strlen(subject) * states steps, whatever the
 * pattern. glibc's regcomp/regexec are exponential in some patterns a
 * stranger's .timercheck can choose (stacked repetitions at compile time,
 * back-references at match time); this one has no such case.
 *
 * The syntax is glibc's REG_EXTENDED in the C locale, minus
 * back-references: literals and \-escaped characters, '.', bracket
 * expressions ([a-z], [^...], [[:alpha:]], [[.c.]], [[=c=]]), '^' and '$'
 * (string start and end), '|', '(...)', '*', '+', '?', {m}, {m,}, {,n} and
 * {m,n}, and glibc's \w \W \s \S \b \B \< \> \` \'. Whether a subject
 * matches is what regexec() says for the same pattern (regex-test checks
 * it against glibc), with one exception: '^' and '$' hold only at the
 * subject's ends, as POSIX says, where glibc also lets them hold next to
 * a newline inside the match. Patterns are bounded: ERE_MAX_PATTERN bytes,
 * repetition counts up to ERE_MAX_REPEAT, ERE_MAX_STATES states once
 * counts are expanded.
 */
#ifndef TIMERCHECK_SUPPORT_ERE_H
#define TIMERCHECK_SUPPORT_ERE_H

#define ERE_MAX_PATTERN 512
#define ERE_MAX_REPEAT 255	/* POSIX's minimum RE_DUP_MAX */
#define ERE_MAX_STATES 4096

struct ere;

/*
 * Compiles pattern. Returns the matcher, or NULL with *why set to a static
 * description of the problem ("unmatched '('", "back-references ... are
 * not supported", ...).
 */
struct ere *ere_compile(const char *pattern, const char **why);

/* True when some part of subject matches (regexec's answer, without REG_NOTBOL/REG_NOTEOL). */
int ere_search(const struct ere *re, const char *subject);

void ere_free(struct ere *re);

#endif

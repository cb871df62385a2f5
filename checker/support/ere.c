/*
 * The linear-time ERE matcher (see ere.h). Three steps: a recursive-descent
 * parser that follows glibc's ERE grammar (which operators may start an
 * expression, where ']' and '-' are literal in a bracket expression) and
 * builds a syntax tree; a compiler that turns the tree into a Thompson
 * NFA, expanding counted repetitions under a state budget; and a
 * simulation that keeps the set of live states, each state visited at most
 * once per subject position.
 */
#include "support/ere.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "support/util.h"

/* The one kind of transition: a set of bytes (a literal is a set of one). */
struct byteset {
	uint32_t bits[8];
};

/* Zero-width assertions: '^', '$', \< \> \b \B (\` and \' are '^' and '$'). */
enum assertion {
	AT_START, AT_END, AT_WORD_START, AT_WORD_END, AT_WORD_EDGE, AT_NOT_WORD_EDGE
};

enum node_kind { N_EMPTY, N_SET, N_ASSERT, N_CAT, N_ALT, N_REPEAT };

struct node {
	enum node_kind kind;
	int arg;		/* N_SET: set index; N_ASSERT: enum assertion */
	int min, max;		/* N_REPEAT: counts, max -1 for no bound */
	struct node *a, *b;	/* N_CAT, N_ALT: both; N_REPEAT: a */
	int emits;		/* compiles to at least one state */
};

enum op { OP_SET, OP_ASSERT, OP_SPLIT, OP_JMP, OP_MATCH };

struct inst {
	enum op op;
	int x, y;		/* SET: set; ASSERT: assertion; SPLIT: both targets; JMP: x */
};

struct ere {
	struct inst *prog;
	int len;
	struct byteset *sets;
	int nsets;
};

struct parser {
	const unsigned char *p, *end;
	struct ptrvec nodes;	/* every node made, freed together */
	struct byteset *sets;
	int nsets, sets_alloc;
	const char *why;	/* the first error, or NULL */
};

static void set_add(struct byteset *s, unsigned c)
{
	s->bits[c >> 5] |= (uint32_t)1 << (c & 31);
}

static int set_has(const struct byteset *s, unsigned c)
{
	return (s->bits[c >> 5] >> (c & 31)) & 1;
}

static void set_add_range(struct byteset *s, unsigned lo, unsigned hi)
{
	unsigned c;

	for (c = lo; c <= hi; c++)
		set_add(s, c);
}

static void set_invert(struct byteset *s)
{
	int i;

	for (i = 0; i < 8; i++)
		s->bits[i] = ~s->bits[i];
}

static int is_word_byte(int c)
{
	return (c >= '0' && c <= '9') || (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') ||
	       c == '_';
}

/* Adds a [:name:] class, as the C locale defines it. Returns -1 for an unknown name. */
static int set_add_class(struct byteset *s, const char *name)
{
	static const char *const names[] = {
		"alpha", "upper", "lower", "digit", "xdigit", "space",
		"print", "punct", "graph", "cntrl", "blank", "alnum",
	};
	int which = -1, i;
	unsigned c;

	for (i = 0; i < (int)(sizeof(names) / sizeof(names[0])); i++)
		if (strcmp(name, names[i]) == 0)
			which = i;
	if (which < 0)
		return -1;
	for (c = 0; c < 128; c++) {
		int upper = c >= 'A' && c <= 'Z', lower = c >= 'a' && c <= 'z';
		int digit = c >= '0' && c <= '9', graph = c > ' ' && c < 0x7f;
		int in[] = {
			upper || lower, upper, lower, digit,
			digit || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F'),
			c == ' ' || (c >= '\t' && c <= '\r'),
			graph || c == ' ', graph && !upper && !lower && !digit, graph,
			c < ' ' || c == 0x7f, c == ' ' || c == '\t', upper || lower || digit,
		};

		if (in[which])
			set_add(s, c);
	}
	return 0;
}

static struct node *new_node(struct parser *ps, enum node_kind kind)
{
	struct node *n = xcalloc(1, sizeof(*n));

	n->kind = kind;
	ptrvec_push(&ps->nodes, n);
	return n;
}

static struct node *new_set(struct parser *ps, const struct byteset *s)
{
	struct node *n = new_node(ps, N_SET);

	if (ps->nsets == ps->sets_alloc) {
		ps->sets_alloc = ps->sets_alloc ? 2 * ps->sets_alloc : 16;
		ps->sets = xrealloc(ps->sets, (size_t)ps->sets_alloc * sizeof(*ps->sets));
	}
	ps->sets[ps->nsets] = *s;
	n->arg = ps->nsets++;
	n->emits = 1;
	return n;
}

static struct node *new_byte(struct parser *ps, unsigned c)
{
	struct byteset s;

	memset(&s, 0, sizeof(s));
	set_add(&s, c);
	return new_set(ps, &s);
}

static struct node *new_assert(struct parser *ps, enum assertion a)
{
	struct node *n = new_node(ps, N_ASSERT);

	n->arg = a;
	n->emits = 1;
	return n;
}

static struct node *new_pair(struct parser *ps, enum node_kind kind, struct node *a,
			     struct node *b)
{
	struct node *n;

	if (kind == N_CAT && a->kind == N_EMPTY)
		return b;
	if (kind == N_CAT && b->kind == N_EMPTY)
		return a;
	n = new_node(ps, kind);
	n->a = a;
	n->b = b;
	n->emits = kind == N_ALT || a->emits || b->emits;
	return n;
}

static struct node *fail(struct parser *ps, const char *why)
{
	if (!ps->why)
		ps->why = why;
	return NULL;
}

static int at_end(const struct parser *ps)
{
	return ps->p >= ps->end;
}

/* One element of a bracket expression: a byte, or a [:class:], [=c=] or [.c.] name. */
struct bracket_elem {
	char kind;		/* 'c' byte, ':' class, '=' equivalence class, '.' collating symbol */
	unsigned char byte;
	char name[33];
};

/* Reads the name of "[:name:]" (and [= =], [. .]) after its "[:". */
static int parse_bracket_name(struct parser *ps, struct bracket_elem *e)
{
	size_t i;

	for (i = 0;; i++) {
		unsigned char c;

		if (i >= sizeof(e->name) - 1 || ps->end - ps->p < 2) {
			fail(ps, "unmatched '[' (or a [:class:] name that does not end)");
			return -1;
		}
		c = *ps->p++;
		if (c == (unsigned char)e->kind && *ps->p == ']')
			break;
		e->name[i] = (char)c;
	}
	e->name[i] = '\0';
	ps->p++;
	return 0;
}

/*
 * A '-' is literal only first (hyphen_ok), last (before ']') or as the end
 * of a range: elsewhere glibc refuses it, so this does too.
 */
static int parse_bracket_elem(struct parser *ps, struct bracket_elem *e, int hyphen_ok)
{
	memset(e, 0, sizeof(*e));
	if (at_end(ps)) {
		fail(ps, "unmatched '['");
		return -1;
	}
	if (ps->p[0] == '[' && ps->end - ps->p > 1 &&
	    (ps->p[1] == ':' || ps->p[1] == '=' || ps->p[1] == '.')) {
		e->kind = (char)ps->p[1];
		ps->p += 2;
		return parse_bracket_name(ps, e);
	}
	if (ps->p[0] == '-' && !hyphen_ok && !(ps->end - ps->p > 1 && ps->p[1] == ']')) {
		fail(ps, "'-' inside [...] must come first, last or end a range");
		return -1;
	}
	e->kind = 'c';
	e->byte = *ps->p++;
	return 0;
}

/* The byte a range end stands for, or -1 (a class, or a name longer than one byte). */
static int bracket_elem_byte(const struct bracket_elem *e)
{
	if (e->kind == 'c')
		return e->byte;
	if (e->kind == '.' && strlen(e->name) == 1)
		return (unsigned char)e->name[0];
	return -1;
}

static int add_bracket_elem(struct parser *ps, struct byteset *s, const struct bracket_elem *e)
{
	switch (e->kind) {
	case ':':
		if (set_add_class(s, e->name) != 0) {
			fail(ps, "unknown character class in [:name:]");
			return -1;
		}
		return 0;
	case '=':
	case '.':
		if (strlen(e->name) != 1) {
			fail(ps, "unknown collating element in [.name.] or [=name=]");
			return -1;
		}
		set_add(s, (unsigned char)e->name[0]);
		return 0;
	default:
		set_add(s, e->byte);
		return 0;
	}
}

static int add_bracket_range(struct parser *ps, struct byteset *s, const struct bracket_elem *lo,
			     const struct bracket_elem *hi)
{
	int a = bracket_elem_byte(lo), b = bracket_elem_byte(hi);

	if (a < 0 || b < 0 || a > b) {
		fail(ps, "invalid range in [...]");
		return -1;
	}
	set_add_range(s, (unsigned)a, (unsigned)b);
	return 0;
}

/* A bracket expression, after its '['. */
static struct node *parse_bracket(struct parser *ps)
{
	struct byteset s;
	int negate = 0, first = 1;

	memset(&s, 0, sizeof(s));
	if (!at_end(ps) && *ps->p == '^') {
		negate = 1;
		ps->p++;
	}
	for (;;) {
		struct bracket_elem lo, hi;
		int range = 0;

		/* The first element may be ']' or '-': parse_bracket_elem takes any byte. */
		if (parse_bracket_elem(ps, &lo, first) != 0)
			return NULL;
		first = 0;
		if (lo.kind != ':' && lo.kind != '=') {
			if (at_end(ps) || (ps->p[0] == '-' && ps->end - ps->p < 2))
				return fail(ps, "unmatched '['");
			if (ps->p[0] == '-' && ps->p[1] != ']') {
				ps->p++;
				if (parse_bracket_elem(ps, &hi, 1) != 0)
					return NULL;
				range = 1;
			}
		}
		if ((range ? add_bracket_range(ps, &s, &lo, &hi) : add_bracket_elem(ps, &s, &lo)) != 0)
			return NULL;
		if (at_end(ps))
			return fail(ps, "unmatched '['");
		if (*ps->p == ']') {
			ps->p++;
			break;
		}
	}
	if (negate)
		set_invert(&s);
	return new_set(ps, &s);
}

/* Reads decimal digits; returns -1 if there are none, ERE_MAX_REPEAT + 1 for anything larger. */
static int parse_count(struct parser *ps)
{
	int n = -1;

	while (!at_end(ps) && *ps->p >= '0' && *ps->p <= '9') {
		int d = *ps->p++ - '0';

		n = n < 0 ? d : n * 10 + d;
		if (n > ERE_MAX_REPEAT)
			n = ERE_MAX_REPEAT + 1;
	}
	return n;
}

/* "{m}", "{m,}", "{,n}" or "{m,n}", after the '{'. */
static int parse_interval(struct parser *ps, int *min, int *max)
{
	int comma = 0;

	*min = parse_count(ps);
	*max = *min;
	if (!at_end(ps) && *ps->p == ',') {
		comma = 1;
		ps->p++;
		*max = parse_count(ps);
	}
	if (at_end(ps)) {
		fail(ps, "unmatched '{'");
		return -1;
	}
	if (*ps->p++ != '}' || (*min < 0 && !comma)) {
		fail(ps, "invalid repetition count in {...}");
		return -1;
	}
	if (*min < 0)
		*min = 0;
	if (*max >= 0 && *min > *max) {
		fail(ps, "invalid repetition count in {m,n}: m is larger than n");
		return -1;
	}
	if (*min > ERE_MAX_REPEAT || *max > ERE_MAX_REPEAT) {
		fail(ps, "repetition count in {...} over 255");
		return -1;
	}
	return 0;
}

/* Applies the repetition operator at ps->p to atom. */
static struct node *parse_repetition(struct parser *ps, struct node *atom)
{
	unsigned char op = *ps->p++;
	struct node *n;
	int min = op == '+', max = op == '?' ? 1 : -1;

	if (op == '{' && parse_interval(ps, &min, &max) != 0)
		return NULL;
	/* glibc drops an atom repeated {0}, so it matches only the empty string. */
	if (max == 0 || atom->kind == N_EMPTY)
		return new_node(ps, N_EMPTY);
	n = new_node(ps, N_REPEAT);
	n->a = atom;
	n->min = min;
	n->max = max;
	n->emits = atom->emits;
	return n;
}

static struct node *parse_alternation(struct parser *ps, int depth);

/* A '\' escape, after the '\': an assertion, a class, or the byte itself. */
static struct node *parse_escape(struct parser *ps, int *is_assertion)
{
	static const char assertions[] = "`'<>bB";
	static const enum assertion meaning[] = {
		AT_START, AT_END, AT_WORD_START, AT_WORD_END, AT_WORD_EDGE, AT_NOT_WORD_EDGE,
	};
	struct byteset s;
	unsigned char c;
	const char *hit;
	unsigned b;

	if (at_end(ps))
		return fail(ps, "trailing backslash");
	c = *ps->p++;
	if (c >= '1' && c <= '9')
		return fail(ps, "back-references (\\1 to \\9) are not supported: matching "
				"them can take time exponential in the path");
	hit = c ? strchr(assertions, c) : NULL;
	if (hit) {
		*is_assertion = 1;
		return new_assert(ps, meaning[hit - assertions]);
	}
	if (c != 'w' && c != 'W' && c != 's' && c != 'S')
		return new_byte(ps, c);
	memset(&s, 0, sizeof(s));
	for (b = 0; b < 256; b++)
		if (c == 'w' || c == 'W' ? is_word_byte((int)b)
					 : b == ' ' || (b >= '\t' && b <= '\r'))
			set_add(&s, b);
	if (c == 'W' || c == 'S')
		set_invert(&s);
	return new_set(ps, &s);
}

/* An atom and the repetition operators after it. */
static struct node *parse_piece(struct parser *ps, int depth)
{
	struct byteset all;
	struct node *atom;
	unsigned char c = *ps->p++;
	int is_assertion = 0;

	switch (c) {
	case '(':
		if (!at_end(ps) && *ps->p == ')') {
			ps->p++;
			atom = new_node(ps, N_EMPTY);
			break;
		}
		atom = parse_alternation(ps, depth + 1);
		if (!atom)
			return NULL;
		if (at_end(ps))
			return fail(ps, "unmatched '('");
		ps->p++;
		break;
	case '[':
		atom = parse_bracket(ps);
		break;
	case '.':
		memset(&all, 0xff, sizeof(all));
		atom = new_set(ps, &all);
		break;
	case '^':
	case '$':
		atom = new_assert(ps, c == '^' ? AT_START : AT_END);
		is_assertion = 1;
		break;
	case '*':
	case '+':
	case '?':
	case '{':
		return fail(ps, "'*', '+', '?' or '{' with nothing before it to repeat");
	case '\\':
		atom = parse_escape(ps, &is_assertion);
		break;
	default:
		/* ')' outside a group and '}' are literal, as in glibc. */
		atom = new_byte(ps, c);
		break;
	}
	/* An assertion cannot be repeated: a '*' after it starts the next piece (an error). */
	while (atom && !is_assertion && !at_end(ps) && strchr("*+?{", *ps->p))
		atom = parse_repetition(ps, atom);
	return atom;
}

static struct node *parse_branch(struct parser *ps, int depth)
{
	struct node *branch = new_node(ps, N_EMPTY);

	while (!at_end(ps) && *ps->p != '|' && !(depth && *ps->p == ')')) {
		struct node *piece = parse_piece(ps, depth);

		if (!piece)
			return NULL;
		branch = new_pair(ps, N_CAT, branch, piece);
	}
	return branch;
}

/* Branches separated by '|' (any may be empty), up to the end or the group's ')'. */
static struct node *parse_alternation(struct parser *ps, int depth)
{
	struct node *alt = parse_branch(ps, depth);

	while (alt && !at_end(ps) && *ps->p == '|') {
		struct node *branch;

		ps->p++;
		branch = parse_branch(ps, depth);
		alt = branch ? new_pair(ps, N_ALT, alt, branch) : NULL;
	}
	return alt;
}

struct compiler {
	struct inst *prog;
	int len;
	int over_budget;
};

/* Appends a state; returns its index, or -1 once the budget is spent. */
static int emit(struct compiler *c, enum op op, int x, int y)
{
	if (c->len >= ERE_MAX_STATES) {
		c->over_budget = 1;
		return -1;
	}
	c->prog[c->len].op = op;
	c->prog[c->len].x = x;
	c->prog[c->len].y = y;
	return c->len++;
}

static void compile(struct compiler *c, const struct node *n);

/* e{min,max}: min copies, then a loop (no bound) or max - min optional copies. */
static void compile_repeat(struct compiler *c, const struct node *e, int min, int max)
{
	int copies = max < 0 && min > 0 ? min - 1 : min, i, at, pending = -1;

	for (i = 0; i < copies && !c->over_budget; i++)
		compile(c, e);
	if (max < 0 && min == 0) {
		at = emit(c, OP_SPLIT, c->len + 1, 0);
		compile(c, e);
		emit(c, OP_JMP, at, 0);
		if (!c->over_budget)
			c->prog[at].y = c->len;
	} else if (max < 0) {
		at = c->len;
		compile(c, e);
		emit(c, OP_SPLIT, at, c->len + 1);
	} else {
		/* Each optional copy may be skipped to the end: chain the SPLITs through y. */
		for (i = min; i < max && !c->over_budget; i++) {
			at = emit(c, OP_SPLIT, c->len + 1, pending);
			pending = at;
			compile(c, e);
		}
		while (!c->over_budget && pending >= 0) {
			at = c->prog[pending].y;
			c->prog[pending].y = c->len;
			pending = at;
		}
	}
}

static void compile(struct compiler *c, const struct node *n)
{
	int at, jmp;

	if (c->over_budget || !n->emits)
		return;
	switch (n->kind) {
	case N_EMPTY:
		break;
	case N_SET:
		emit(c, OP_SET, n->arg, 0);
		break;
	case N_ASSERT:
		emit(c, OP_ASSERT, n->arg, 0);
		break;
	case N_CAT:
		compile(c, n->a);
		compile(c, n->b);
		break;
	case N_ALT:
		at = emit(c, OP_SPLIT, c->len + 1, 0);
		compile(c, n->a);
		jmp = emit(c, OP_JMP, 0, 0);
		if (!c->over_budget)
			c->prog[at].y = c->len;
		compile(c, n->b);
		if (!c->over_budget)
			c->prog[jmp].x = c->len;
		break;
	case N_REPEAT:
		compile_repeat(c, n->a, n->min, n->max);
		break;
	}
}

static void release_nodes(struct parser *ps)
{
	ptrvec_free_all(&ps->nodes);
}

struct ere *ere_compile(const char *pattern, const char **why)
{
	struct parser ps;
	struct compiler c;
	struct node *root;
	struct ere *re;
	size_t n = strlen(pattern);

	if (n > ERE_MAX_PATTERN) {
		*why = "longer than 512 bytes";
		return NULL;
	}
	memset(&ps, 0, sizeof(ps));
	ps.p = (const unsigned char *)pattern;
	ps.end = ps.p + n;
	root = parse_alternation(&ps, 0);
	if (!root) {
		*why = ps.why;
		release_nodes(&ps);
		free(ps.sets);
		return NULL;
	}
	memset(&c, 0, sizeof(c));
	c.prog = xmalloc((ERE_MAX_STATES + 1) * sizeof(*c.prog));
	compile(&c, root);
	release_nodes(&ps);
	if (c.over_budget) {
		*why = "too complex: more than 4096 states once {m,n} counts are expanded";
		free(c.prog);
		free(ps.sets);
		return NULL;
	}
	c.prog[c.len].op = OP_MATCH;
	c.prog[c.len].x = c.prog[c.len].y = 0;
	re = xmalloc(sizeof(*re));
	re->prog = xrealloc(c.prog, (size_t)(c.len + 1) * sizeof(*c.prog));
	re->len = c.len + 1;
	re->sets = ps.sets;
	re->nsets = ps.nsets;
	return re;
}

void ere_free(struct ere *re)
{
	if (!re)
		return;
	free(re->prog);
	free(re->sets);
	free(re);
}

/* The simulation's state: the subject, and which states were reached at which position. */
struct run {
	const struct ere *re;
	const unsigned char *s;
	size_t n;
	size_t *seen;		/* seen[pc] == stamp: pc reached at the current position */
	size_t stamp;		/* position + 1 */
	int *stack;
};

static int assertion_holds(const struct run *r, int a, size_t pos)
{
	int before = pos > 0 && is_word_byte(r->s[pos - 1]);
	int after = pos < r->n && is_word_byte(r->s[pos]);

	switch ((enum assertion)a) {
	case AT_START:
		return pos == 0;
	case AT_END:
		return pos == r->n;
	case AT_WORD_START:
		return !before && after;
	case AT_WORD_END:
		return before && !after;
	case AT_WORD_EDGE:
		return before != after;
	case AT_NOT_WORD_EDGE:
		return before == after;
	}
	return 0;
}

static void push_state(struct run *r, int *top, int pc)
{
	if (r->seen[pc] != r->stamp) {
		r->seen[pc] = r->stamp;
		r->stack[(*top)++] = pc;
	}
}

/*
 * Adds to list the byte-consuming states reachable from pc at pos without
 * consuming a byte. Returns 1 when that reaches the match state.
 */
static int add_states(struct run *r, int *list, int *count, int pc, size_t pos)
{
	int top = 0;

	push_state(r, &top, pc);
	while (top) {
		int at = r->stack[--top];
		const struct inst *in = &r->re->prog[at];

		switch (in->op) {
		case OP_MATCH:
			return 1;
		case OP_SET:
			list[(*count)++] = at;
			break;
		case OP_JMP:
			push_state(r, &top, in->x);
			break;
		case OP_SPLIT:
			push_state(r, &top, in->x);
			push_state(r, &top, in->y);
			break;
		case OP_ASSERT:
			if (assertion_holds(r, in->x, pos))
				push_state(r, &top, at + 1);
			break;
		}
	}
	return 0;
}

int ere_search(const struct ere *re, const char *subject)
{
	struct run r;
	int *cur = xmalloc((size_t)re->len * sizeof(int));
	int *next = xmalloc((size_t)re->len * sizeof(int));
	int ncur = 0, matched = 0;
	size_t pos;

	r.re = re;
	r.s = (const unsigned char *)subject;
	r.n = strlen(subject);
	r.seen = xcalloc((size_t)re->len, sizeof(*r.seen));
	r.stack = xmalloc((size_t)re->len * sizeof(int));
	r.stamp = 1;
	for (pos = 0;; pos++) {
		int nnext = 0, i, *swap;

		/* Unanchored: a match may also start at this position. */
		if (add_states(&r, cur, &ncur, 0, pos)) {
			matched = 1;
			break;
		}
		if (pos == r.n)
			break;
		r.stamp++;
		for (i = 0; i < ncur && !matched; i++) {
			const struct inst *in = &re->prog[cur[i]];

			if (set_has(&re->sets[in->x], r.s[pos]))
				matched = add_states(&r, next, &nnext, cur[i] + 1, pos + 1);
		}
		if (matched)
			break;
		swap = cur;
		cur = next;
		next = swap;
		ncur = nnext;
	}
	free(cur);
	free(next);
	free(r.seen);
	free(r.stack);
	return matched;
}

/* re.c — parses an extended regular expression (| ( ) * + ? {m,n}, bracket expressions,
 * . ^ $ and backslash escapes) into the syntax tree of re.h, by recursive descent. */
#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#include "re.h"

/* Deepest nesting of groups, which bounds the recursion of the parser. */
#define MAX_DEPTH 500

struct parser {
	struct re *re;
	const unsigned char *p;	/* the next pattern byte */
	bool icase;
	int groups;		/* open parentheses */
	const char *err;
};

static int fail(struct parser *ps, const char *msg)
{
	if (!ps->err)
		ps->err = msg;
	return -1;
}

static int new_node(struct parser *ps, enum re_kind kind, int left, int right)
{
	struct re *re = ps->re;
	struct re_node *n;

	if (re->nnodes == re->node_cap) {
		int cap = re->node_cap ? 2 * re->node_cap : 64;
		struct re_node *nodes = realloc(re->nodes, (size_t)cap * sizeof *nodes);

		if (!nodes)
			return fail(ps, "out of memory");
		re->nodes = nodes;
		re->node_cap = cap;
	}
	n = &re->nodes[re->nnodes];
	n->kind = kind;
	n->left = left;
	n->right = right;
	n->min = n->max = 0;
	n->set = -1;
	return re->nnodes++;
}

/* Adds an empty byte set; returns its index. */
static int new_set(struct parser *ps)
{
	struct re *re = ps->re;

	if (re->nsets == re->set_cap) {
		int cap = re->set_cap ? 2 * re->set_cap : 16;
		struct re_set *sets = realloc(re->sets, (size_t)cap * sizeof *sets);

		if (!sets)
			return fail(ps, "out of memory");
		re->sets = sets;
		re->set_cap = cap;
	}
	memset(&re->sets[re->nsets], 0, sizeof re->sets[0]);
	return re->nsets++;
}

/* Completes a set: both cases of letters under -i, then the complement if negated. No set
 * holds the newline, which never occurs inside a line. */
static void finish_set(struct parser *ps, struct re_set *s, bool negate)
{
	if (ps->icase) {
		for (int c = 'a'; c <= 'z'; c++) {
			if (re_set_has(s, c) || re_set_has(s, toupper(c))) {
				re_set_add(s, c);
				re_set_add(s, toupper(c));
			}
		}
	}
	if (negate) {
		for (int i = 0; i < 8; i++)
			s->w[i] = ~s->w[i];
	}
	s->w['\n' >> 5] &= ~((uint32_t)1 << ('\n' & 31));
}

/* A node matching one byte of a set that the caller fills in through *set. */
static int set_node(struct parser *ps, int *set)
{
	int n;

	*set = new_set(ps);
	if (*set < 0)
		return -1;
	n = new_node(ps, RE_SET, -1, -1);
	if (n >= 0)
		ps->re->nodes[n].set = *set;
	return n;
}

static int literal(struct parser *ps, int c)
{
	int set, n = set_node(ps, &set);

	if (n < 0)
		return -1;
	re_set_add(&ps->re->sets[set], c);
	finish_set(ps, &ps->re->sets[set], false);
	return n;
}

static const struct {
	const char *name;
	int (*is)(int);
} classes[] = {
	{ "alnum", isalnum }, { "alpha", isalpha }, { "blank", isblank },
	{ "cntrl", iscntrl }, { "digit", isdigit }, { "graph", isgraph },
	{ "lower", islower }, { "print", isprint }, { "punct", ispunct },
	{ "space", isspace }, { "upper", isupper }, { "xdigit", isxdigit },
};

/* Adds [:name:] to s; p points past "[:". */
static int bracket_class(struct parser *ps, struct re_set *s)
{
	const char *name = (const char *)ps->p;
	const char *close = strstr(name, ":]");
	size_t len;

	if (!close)
		return fail(ps, "unmatched [");
	len = (size_t)(close - name);
	for (size_t i = 0; i < sizeof classes / sizeof classes[0]; i++) {
		if (strlen(classes[i].name) == len && !strncmp(classes[i].name, name, len)) {
			for (int c = 0; c < 256; c++) {
				if (classes[i].is(c))
					re_set_add(s, c);
			}
			ps->p = (const unsigned char *)close + 2;
			return 0;
		}
	}
	return fail(ps, "invalid character class name");
}

/* One element of a bracket expression that may end a range: a byte, or [.c.] or [=c=],
 * which in the C locale are the byte c. Returns the byte. */
static int bracket_byte(struct parser *ps)
{
	const unsigned char *p = ps->p;

	if (p[0] == '[' && (p[1] == '.' || p[1] == '=')) {
		if (!p[2] || p[3] != p[1] || p[4] != ']')
			return fail(ps, "invalid collating element");
		ps->p += 5;
		return p[2];
	}
	ps->p++;
	return p[0];
}

/* A bracket expression; p points past the '['. */
static int bracket(struct parser *ps)
{
	int set, n = set_node(ps, &set);
	struct re_set s;
	bool negate = false;
	bool first = true;

	if (n < 0)
		return -1;
	memset(&s, 0, sizeof s);
	if (*ps->p == '^') {
		negate = true;
		ps->p++;
	}
	while (first || *ps->p != ']') {
		int lo, hi;

		first = false;
		if (!*ps->p)
			return fail(ps, "unmatched [");
		if (ps->p[0] == '[' && ps->p[1] == ':') {
			ps->p += 2;
			if (bracket_class(ps, &s) < 0)
				return -1;
			continue;
		}
		lo = bracket_byte(ps);
		if (lo < 0)
			return -1;
		hi = lo;
		if (ps->p[0] == '-' && ps->p[1] && ps->p[1] != ']') {
			ps->p++;
			hi = bracket_byte(ps);
			if (hi < 0)
				return -1;
			if (hi < lo)
				return fail(ps, "invalid range end");
		}
		for (int c = lo; c <= hi; c++)
			re_set_add(&s, c);
	}
	ps->p++;
	finish_set(ps, &s, negate);
	ps->re->sets[set] = s;
	return n;
}

static int parse_alt(struct parser *ps);

static int atom(struct parser *ps)
{
	int c = *ps->p++;
	int n, set;

	switch (c) {
	case '(':
		if (++ps->groups > MAX_DEPTH)
			return fail(ps, "parentheses nested too deeply");
		n = parse_alt(ps);
		if (n < 0)
			return -1;
		if (*ps->p != ')')
			return fail(ps, "unmatched (");
		ps->p++;
		ps->groups--;
		return n;
	case '[':
		return bracket(ps);
	case '.':
		n = set_node(ps, &set);
		if (n >= 0)
			finish_set(ps, &ps->re->sets[set], true);
		return n;
	case '^':
		return new_node(ps, RE_BOL, -1, -1);
	case '$':
		return new_node(ps, RE_EOL, -1, -1);
	case '\\':
		if (!*ps->p)
			return fail(ps, "trailing backslash");
		return literal(ps, *ps->p++);
	case '*':
	case '+':
	case '?':
		return fail(ps, "repetition operator without operand");
	default:
		return literal(ps, c);
	}
}

/* Reads a decimal number; beyond RE_DUP_MAX its value only needs to stay too large. */
static int number(const unsigned char **pp)
{
	int v = 0;

	while (isdigit(**pp)) {
		if (v <= RE_DUP_MAX)
			v = 10 * v + (**pp - '0');
		(*pp)++;
	}
	return v;
}

/* An interval {m}, {m,}, {,n} or {m,n}; p points at the '{'. Returns 1 and the bounds, or
 * 0 when the brace does not start an interval and so stands for itself. */
static int interval(struct parser *ps, int *min, int *max)
{
	const unsigned char *p = ps->p + 1;

	if (!isdigit(*p) && *p != ',')
		return 0;
	*min = number(&p);
	*max = *min;
	if (*p == ',') {
		p++;
		*max = isdigit(*p) ? number(&p) : RE_INF;
	}
	if (*p != '}')
		return 0;
	if (*min > RE_DUP_MAX || *max > RE_DUP_MAX)
		return fail(ps, "interval count too large");
	if (*max != RE_INF && *max < *min)
		return fail(ps, "invalid content of {}");
	ps->p = p + 1;
	return 1;
}

/* An atom and the repetition operators that follow it. */
static int piece(struct parser *ps)
{
	int n = atom(ps);

	while (n >= 0) {
		int c = *ps->p, min, max, r;

		if (c == '*' || c == '+' || c == '?') {
			ps->p++;
			min = c == '+' ? 1 : 0;
			max = c == '?' ? 1 : RE_INF;
		} else if (c == '{') {
			r = interval(ps, &min, &max);
			if (r <= 0)
				return r < 0 ? -1 : n;
		} else {
			break;
		}
		r = new_node(ps, RE_REPEAT, n, -1);
		if (r < 0)
			return -1;
		ps->re->nodes[r].min = min;
		ps->re->nodes[r].max = max;
		n = r;
	}
	return n;
}

/* A branch: pieces up to '|', the end of a group or the end of the pattern. */
static int parse_cat(struct parser *ps)
{
	int n = -1;

	while (*ps->p && *ps->p != '|' && !(*ps->p == ')' && ps->groups)) {
		int m = piece(ps);

		if (m < 0)
			return -1;
		n = n < 0 ? m : new_node(ps, RE_CAT, n, m);
		if (n < 0)
			return -1;
	}
	return n < 0 ? new_node(ps, RE_EMPTY, -1, -1) : n;
}

static int parse_alt(struct parser *ps)
{
	int n = parse_cat(ps);

	while (n >= 0 && *ps->p == '|') {
		int m;

		ps->p++;
		m = parse_cat(ps);
		if (m < 0)
			return -1;
		n = new_node(ps, RE_ALT, n, m);
	}
	return n;
}

const char *re_parse(struct re *re, const char *pattern, bool icase)
{
	struct parser ps = {
		.re = re,
		.p = (const unsigned char *)pattern,
		.icase = icase,
	};

	memset(re, 0, sizeof *re);
	re->root = parse_alt(&ps);
	if (re->root < 0) {
		re_free(re);
		return ps.err;
	}
	return NULL;
}

void re_free(struct re *re)
{
	free(re->nodes);
	free(re->sets);
	memset(re, 0, sizeof *re);
}

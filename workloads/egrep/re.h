/* re.h — the syntax tree of an extended regular expression (POSIX ERE as egrep reads it)
 * and its byte sets; re.c parses a pattern into it, nfa.c compiles it. */
#ifndef EGREP_RE_H
#define EGREP_RE_H

#include <stdbool.h>
#include <stdint.h>

/* Largest count in an interval {m,n}; RE_INF stands for an omitted upper bound. */
#define RE_DUP_MAX 255
#define RE_INF (-1)

/* A set of bytes, one bit each. */
struct re_set {
	uint32_t w[8];
};

static inline bool re_set_has(const struct re_set *s, int c)
{
	return (s->w[c >> 5] >> (c & 31)) & 1;
}

static inline void re_set_add(struct re_set *s, int c)
{
	s->w[c >> 5] |= (uint32_t)1 << (c & 31);
}

enum re_kind {
	RE_EMPTY,	/* the empty string */
	RE_SET,		/* one byte of sets[set] */
	RE_BOL,		/* ^: the start of a line */
	RE_EOL,		/* $: the end of a line */
	RE_CAT,		/* left, then right */
	RE_ALT,		/* left or right */
	RE_REPEAT,	/* left, min to max times */
};

struct re_node {
	enum re_kind kind;
	int left, right;	/* children (node indices) */
	int min, max;		/* RE_REPEAT bounds; max may be RE_INF */
	int set;		/* RE_SET: index into re.sets */
};

struct re {
	struct re_node *nodes;
	int nnodes, node_cap;
	struct re_set *sets;
	int nsets, set_cap;
	int root;
};

/* Parses pattern into re; with icase letters match either case. Returns NULL, or a message
 * saying what is wrong (re is then freed). */
const char *re_parse(struct re *re, const char *pattern, bool icase);
void re_free(struct re *re);

#endif

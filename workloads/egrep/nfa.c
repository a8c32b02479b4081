/* nfa.c — compiles the syntax tree of re.h into a Thompson automaton, back to front: every
 * node is built knowing the state it continues to, so no fragment needs patching later. */
#include <stdlib.h>
#include <string.h>

#include "nfa.h"

/* Deepest recursion through the tree: nested groups and repetitions. */
#define MAX_DEPTH 1000

struct compiler {
	struct nfa *nfa;
	const struct re *re;
	int depth;
	const char *err;
};

static int fail(struct compiler *cc, const char *msg)
{
	if (!cc->err)
		cc->err = msg;
	return -1;
}

static int add(struct compiler *cc, enum nfa_op op, int out, int out1, int set)
{
	struct nfa *nfa = cc->nfa;
	struct nfa_state *st;

	if (nfa->nstates == NFA_MAX_STATES)
		return fail(cc, "regular expression too big");
	if (nfa->nstates == nfa->cap) {
		int cap = nfa->cap ? 2 * nfa->cap : 64;
		struct nfa_state *states = realloc(nfa->states, (size_t)cap * sizeof *states);

		if (!states)
			return fail(cc, "out of memory");
		nfa->states = states;
		nfa->cap = cap;
	}
	st = &nfa->states[nfa->nstates];
	st->op = op;
	st->out = out;
	st->out1 = out1;
	st->set = set;
	return nfa->nstates++;
}

static int compile(struct compiler *cc, int node, int next);

/* A concatenation: its last piece first, then back along the left spine. */
static int compile_cat(struct compiler *cc, int node, int next)
{
	const struct re_node *nodes = cc->re->nodes;

	while (nodes[node].kind == RE_CAT) {
		next = compile(cc, nodes[node].right, next);
		if (next < 0)
			return -1;
		node = nodes[node].left;
	}
	return compile(cc, node, next);
}

/* An alternation: a split per alternative along the left spine. */
static int compile_alt(struct compiler *cc, int node, int next)
{
	const struct re_node *nodes = cc->re->nodes;
	int entry = add(cc, NFA_SPLIT, -1, -1, -1);
	int split = entry;

	while (split >= 0) {
		int branch = compile(cc, nodes[node].right, next);
		bool last;

		if (branch < 0)
			return -1;
		cc->nfa->states[split].out1 = branch;
		node = nodes[node].left;
		last = nodes[node].kind != RE_ALT;
		branch = last ? compile(cc, node, next) : add(cc, NFA_SPLIT, -1, -1, -1);
		if (branch < 0)
			return -1;
		cc->nfa->states[split].out = branch;
		if (last)
			return entry;
		split = branch;
	}
	return -1;
}

/* x{min,max}: min copies of x, then either a loop or max - min optional copies. */
static int compile_repeat(struct compiler *cc, const struct re_node *n, int next)
{
	int entry = next;
	int copies = n->min;

	if (n->max == RE_INF) {
		int split = add(cc, NFA_SPLIT, -1, next, -1);
		int body = split < 0 ? -1 : compile(cc, n->left, split);

		if (body < 0)
			return -1;
		cc->nfa->states[split].out = body;
		if (n->min > 0) {
			entry = body;
			copies--;
		} else {
			entry = split;
		}
	} else {
		for (int i = n->min; i < n->max; i++) {
			int body = compile(cc, n->left, entry);

			if (body < 0)
				return -1;
			entry = add(cc, NFA_SPLIT, body, next, -1);
			if (entry < 0)
				return -1;
		}
	}
	for (int i = 0; i < copies && entry >= 0; i++)
		entry = compile(cc, n->left, entry);
	return entry;
}

/* Builds node to continue at state next; returns the state where it starts. */
static int compile(struct compiler *cc, int node, int next)
{
	const struct re_node *n = &cc->re->nodes[node];
	int entry;

	if (cc->depth == MAX_DEPTH)
		return fail(cc, "regular expression too complex");
	cc->depth++;
	switch (n->kind) {
	case RE_EMPTY:
		entry = next;
		break;
	case RE_SET:
		entry = add(cc, NFA_SET, next, -1, n->set);
		break;
	case RE_BOL:
		entry = add(cc, NFA_BOL, next, -1, -1);
		break;
	case RE_EOL:
		entry = add(cc, NFA_EOL, next, -1, -1);
		break;
	case RE_CAT:
		entry = compile_cat(cc, node, next);
		break;
	case RE_ALT:
		entry = compile_alt(cc, node, next);
		break;
	default:
		entry = compile_repeat(cc, n, next);
		break;
	}
	cc->depth--;
	return entry;
}

const char *nfa_compile(struct nfa *nfa, const struct re *re)
{
	struct compiler cc = { .nfa = nfa, .re = re };

	memset(nfa, 0, sizeof *nfa);
	nfa->sets = malloc((size_t)(re->nsets ? re->nsets : 1) * sizeof *nfa->sets);
	if (!nfa->sets)
		return "out of memory";
	if (re->nsets)
		memcpy(nfa->sets, re->sets, (size_t)re->nsets * sizeof *nfa->sets);
	nfa->nsets = re->nsets;
	nfa->match = add(&cc, NFA_MATCH, -1, -1, -1);
	nfa->start = nfa->match < 0 ? -1 : compile(&cc, re->root, nfa->match);
	if (nfa->start < 0) {
		nfa_free(nfa);
		return cc.err;
	}
	return NULL;
}

void nfa_free(struct nfa *nfa)
{
	free(nfa->states);
	free(nfa->sets);
	memset(nfa, 0, sizeof *nfa);
}

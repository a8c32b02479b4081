/* dfa.c — subset construction on demand: a DFA state is the set of NFA states reachable after
 * the bytes read so far, looked up by hash; the cache of states is flushed when it fills. */
#include <stdlib.h>
#include <string.h>

#include "dfa.h"

#define NBUCKETS (2 * DFA_MAX_STATES)

/* NFA state set entries the cache may hold per state, on average. */
#define POOL_PER_STATE 16

/* What holds where a closure is taken: the anchors that may be crossed. */
#define AT_BOL 1u
#define AT_EOL 2u

struct dfa {
	const struct nfa *nfa;
	struct dfa_state start;
	struct dfa_state *states;	/* the cache: nstates of DFA_MAX_STATES in use */
	int nstates;
	int *pool;			/* the sets of the cached states */
	int pool_used, pool_cap;
	struct dfa_state *buckets[NBUCKETS];
	int *work;			/* the set being built */
	int *stack;			/* NFA states still to visit */
	uint32_t *mark;			/* == gen: visited in the current pass */
	uint32_t gen;
};

static void pass_begin(struct dfa *d)
{
	if (++d->gen == 0) {
		memset(d->mark, 0, (size_t)d->nfa->nstates * sizeof *d->mark);
		d->gen = 1;
	}
}

static void push(struct dfa *d, int *sp, int state)
{
	if (d->mark[state] != d->gen) {
		d->mark[state] = d->gen;
		d->stack[(*sp)++] = state;
	}
}

/* Marks the states reachable from seed without consuming a byte, in context ctx. */
static void closure(struct dfa *d, int seed, unsigned ctx)
{
	const struct nfa_state *states = d->nfa->states;
	int sp = 0;

	push(d, &sp, seed);
	while (sp) {
		const struct nfa_state *st = &states[d->stack[--sp]];

		switch (st->op) {
		case NFA_SPLIT:
			push(d, &sp, st->out1);
			push(d, &sp, st->out);
			break;
		case NFA_BOL:
			if (ctx & AT_BOL)
				push(d, &sp, st->out);
			break;
		case NFA_EOL:
			if (ctx & AT_EOL)
				push(d, &sp, st->out);
			break;
		default:
			break;
		}
	}
}

/* Lists the marked states that consume a byte, wait for the line end or match, ascending. */
static int collect(struct dfa *d, int *set)
{
	const struct nfa_state *states = d->nfa->states;
	int n = 0;

	for (int i = 0; i < d->nfa->nstates; i++) {
		if (d->mark[i] == d->gen &&
		    (states[i].op == NFA_SET || states[i].op == NFA_EOL || states[i].op == NFA_MATCH))
			set[n++] = i;
	}
	return n;
}

/* Whether s matches now, and whether it matches if the line ends here. */
static void set_flags(struct dfa *d, struct dfa_state *s, bool at_bol)
{
	const struct nfa *nfa = d->nfa;

	s->accept = false;
	pass_begin(d);
	for (int i = 0; i < s->nset; i++) {
		enum nfa_op op = nfa->states[s->set[i]].op;

		if (op == NFA_MATCH)
			s->accept = true;
		else if (op == NFA_EOL)
			closure(d, s->set[i], AT_EOL | (at_bol ? AT_BOL : 0));
	}
	s->accept_eol = s->accept || d->mark[nfa->match] == d->gen;
}

static uint32_t hash(const int *set, int n)
{
	uint32_t h = 2166136261u;

	for (int i = 0; i < n; i++)
		h = (h ^ (uint32_t)set[i]) * 16777619u;
	return h;
}

static struct dfa_state *lookup(struct dfa *d, const int *set, int n, uint32_t h)
{
	struct dfa_state *s;

	for (s = d->buckets[h % NBUCKETS]; s; s = s->chain) {
		if (s->hash == h && s->nset == n && !memcmp(s->set, set, (size_t)n * sizeof *set))
			return s;
	}
	return NULL;
}

static struct dfa_state *add(struct dfa *d, const int *set, int n, uint32_t h)
{
	struct dfa_state *s = &d->states[d->nstates++];
	int *copy = d->pool + d->pool_used;

	memset(s->next, 0, sizeof s->next);
	memcpy(copy, set, (size_t)n * sizeof *set);
	d->pool_used += n;
	s->set = copy;
	s->nset = n;
	s->hash = h;
	set_flags(d, s, false);
	s->chain = d->buckets[h % NBUCKETS];
	d->buckets[h % NBUCKETS] = s;
	return s;
}

static void flush(struct dfa *d)
{
	d->nstates = 0;
	d->pool_used = 0;
	memset(d->buckets, 0, sizeof d->buckets);
	memset(d->start.next, 0, sizeof d->start.next);
}

struct dfa *dfa_new(const struct nfa *nfa)
{
	struct dfa *d = calloc(1, sizeof *d);
	size_t n = (size_t)nfa->nstates;
	int *set;

	if (!d)
		return NULL;
	d->nfa = nfa;
	d->pool_cap = DFA_MAX_STATES * POOL_PER_STATE + nfa->nstates;
	d->states = malloc(DFA_MAX_STATES * sizeof *d->states);
	d->pool = malloc((size_t)d->pool_cap * sizeof *d->pool);
	d->work = malloc(n * sizeof *d->work);
	d->stack = malloc(n * sizeof *d->stack);
	d->mark = calloc(n, sizeof *d->mark);
	set = malloc(n * sizeof *set);
	if (!d->states || !d->pool || !d->work || !d->stack || !d->mark || !set) {
		free(set);
		dfa_free(d);
		return NULL;
	}
	pass_begin(d);
	closure(d, nfa->start, AT_BOL);
	d->start.nset = collect(d, set);
	d->start.set = set;
	set_flags(d, &d->start, true);
	return d;
}

void dfa_free(struct dfa *d)
{
	if (!d)
		return;
	free(d->start.set);
	free(d->states);
	free(d->pool);
	free(d->work);
	free(d->stack);
	free(d->mark);
	free(d);
}

struct dfa_state *dfa_start(struct dfa *d)
{
	return &d->start;
}

struct dfa_state *dfa_step(struct dfa *d, struct dfa_state *s, int c)
{
	const struct nfa *nfa = d->nfa;
	struct dfa_state *t;
	uint32_t h;
	int n;

	/* Unanchored search: a match may also begin after this byte, so the start joins in. */
	pass_begin(d);
	for (int i = 0; i < s->nset; i++) {
		const struct nfa_state *st = &nfa->states[s->set[i]];

		if (st->op == NFA_SET && re_set_has(&nfa->sets[st->set], c))
			closure(d, st->out, 0);
	}
	closure(d, nfa->start, 0);
	n = collect(d, d->work);
	h = hash(d->work, n);
	t = lookup(d, d->work, n, h);
	if (!t) {
		if (d->nstates == DFA_MAX_STATES || d->pool_used + n > d->pool_cap) {
			flush(d);
			return add(d, d->work, n, h);
		}
		t = add(d, d->work, n, h);
	}
	s->next[c] = t;
	return t;
}

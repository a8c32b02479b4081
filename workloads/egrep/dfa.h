/* dfa.h — the deterministic automaton, built lazily from the NFA while scanning: one state per
 * set of NFA states met, transitions cached in tables indexed by byte, a bounded state cache. */
#ifndef EGREP_DFA_H
#define EGREP_DFA_H

#include <stdbool.h>
#include <stdint.h>

#include "nfa.h"

/* States the cache holds besides the start state; when it is full it is flushed. */
#define DFA_MAX_STATES 128

struct dfa_state {
	/* The state after each byte, or NULL: not built yet, or never cached (the byte '\n',
	 * every byte out of an accepting state), so that the scanner stops and decides. */
	struct dfa_state *next[256];
	bool accept;		/* the line matches whatever follows */
	bool accept_eol;	/* the line matches if it ends here */
	/* Private to dfa.c. */
	struct dfa_state *chain;	/* the next state in the same hash bucket */
	int *set;			/* the NFA states, ascending: NFA_SET, NFA_EOL, NFA_MATCH */
	int nset;
	uint32_t hash;
};

struct dfa;

/* A DFA for nfa, which must outlive it; NULL when out of memory. */
struct dfa *dfa_new(const struct nfa *nfa);
void dfa_free(struct dfa *d);

/* The state at the start of a line; it stays valid across cache flushes. */
struct dfa_state *dfa_start(struct dfa *d);

/* The state after byte c (never '\n') from state s, which is not accepting; it is built,
 * and cached in s->next[c], if need be. Building may flush the cache: then every state but
 * the start state and the one returned is gone. */
struct dfa_state *dfa_step(struct dfa *d, struct dfa_state *s, int c);

#endif

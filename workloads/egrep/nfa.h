/* nfa.h — the nondeterministic automaton of a pattern (Thompson's construction): states with
 * a byte set, epsilon splits, line anchors and the match; nfa.c builds it from the tree. */
#ifndef EGREP_NFA_H
#define EGREP_NFA_H

#include "re.h"

/* Most states an automaton may have: bounds what intervals like (x{200}){200} cost. */
#define NFA_MAX_STATES 30000

enum nfa_op {
	NFA_SET,	/* consume one byte of sets[set], then go to out */
	NFA_SPLIT,	/* go to out and to out1 without consuming */
	NFA_BOL,	/* go to out at the start of a line */
	NFA_EOL,	/* go to out at the end of a line */
	NFA_MATCH,	/* the pattern has matched */
};

struct nfa_state {
	enum nfa_op op;
	int out, out1;
	int set;
};

struct nfa {
	struct nfa_state *states;
	int nstates, cap;
	struct re_set *sets;
	int nsets;
	int start;	/* the entry state */
	int match;	/* the NFA_MATCH state */
};

/* Builds nfa from the tree re, which it does not keep. Returns NULL, or a message saying
 * what is wrong (nfa is then freed). */
const char *nfa_compile(struct nfa *nfa, const struct re *re);
void nfa_free(struct nfa *nfa);

#endif

/* profile.h — measured edge frequencies for the tree placement (aex build --profile): a
 * training run's golden trace counted per CFG edge of every function (harness/profile.c,
 * `aex profile`), kept as text (docs/techniques.md, "Profile"), read back by the build, whose
 * maximum spanning trees are then taken over the counts instead of the static estimate. */
#ifndef AEX_PROFILE_H
#define AEX_PROFILE_H

#include <stdbool.h>
#include <stdint.h>

#include "cfg.h"
#include "strbuf.h"

#define INSTR_PROFILE_MAGIC "aex-profile 1"

/* One function's counts: its file's stem (the build's input name without its number:
 * "emit", "rt-printf"), its name, the shape of its CFG, and a count per edge. */
struct instr_profile_func {
	char *stem, *name;
	int nblocks, nedges;
	uint64_t shape;          /* instr_profile_shape of its CFG */
	uint64_t *count;         /* [nedges] */
};

struct instr_profile {
	struct instr_profile_func *f;
	int n, cap;
};

/* A CFG's shape: FNV-1a 64 over its block and edge counts and every edge's ends and kind. A
 * profile's counts apply to a function only when its CFG has the shape they were counted on. */
uint64_t instr_profile_shape(const struct cfg *g);

/* Adds a function's counts (copies the strings and the counts). */
void instr_profile_add(struct instr_profile *p, const char *stem, const char *name,
		       const struct cfg *g, const uint64_t *count);

/* The profile as text: its magic line, then per function "f STEM NAME NBLOCKS NEDGES SHAPE"
 * and a line "e EDGE COUNT" for each edge that ran. */
void instr_profile_format(const struct instr_profile *p, struct strbuf *out);

/* Reads a profile's text (path for messages). Returns 0, or -1 after "path:line: error: ...". */
int instr_profile_parse(const char *path, const char *text, struct instr_profile *p);

/* The weights of the edges of function name of file stem, whose CFG is g, into w[g->nedges]:
 * its counts when the profile has the function with g's shape. Returns true then, false (w
 * untouched) when it does not. */
bool instr_profile_weights(const struct instr_profile *p, const char *stem, const char *name,
			   const struct cfg *g, double *w);

void instr_profile_free(struct instr_profile *p);

#endif

/* place.h — witness placement: which block entries or CFG edges write a witness, and its value,
 * so that the regenerator can follow the control flow (blocks: every block, pixie-like;
 * cbranch: both edges of every conditional branch, AE 1990; tree: qpt's spanning tree). */
#ifndef AEX_PLACE_H
#define AEX_PLACE_H

#include <stdbool.h>

#include "cfg.h"

/* The placements: X(ID, name), the name aex build --placement and the schema use. */
#define PLACE_LIST(X)                                                                      \
	X(BLOCKS, "blocks")     /* every block's entry, pixie-like */                       \
	X(CBRANCH, "cbranch")   /* both edges of every conditional branch, AE 1990 */       \
	X(TREE, "tree")         /* the edges off qpt's maximum spanning tree */

enum place_kind {
#define PLACE_ENUM(id, name) PLACE_##id,
	PLACE_LIST(PLACE_ENUM)
#undef PLACE_ENUM
	PLACE_KINDS
};

/* A placement's name as an item of an initializer: { PLACE_LIST(PLACE_NAME_ITEM) NULL }. */
#define PLACE_NAME_ITEM(id, name) name,

struct placement {
	enum place_kind kind;
	int width;             /* bytes per witness: 1, or 2 for functions of more than 255 blocks */
	int *block_witness;    /* [nblocks]: value written on entry to the block, or -1 */
	int *edge_witness;     /* [nedges]: value written on the edge, or -1 */
	int nwitnesses;        /* static count */
};

/* Parses a placement's name; returns -1 for anything else. */
int place_parse(const char *name, enum place_kind *kind);
const char *place_name(enum place_kind kind);
/* Every placement's name, ", "-separated. */
const char *place_names(void);

/* event_block[b]: block b writes events of its own before it ends (a recorded value, a call,
 * a system call); force_edge[e]: edge e writes events (its delay slot's values). The tree
 * placement must put a witness between any conditional branch and such events, so that the
 * regenerator can tell the branch's way from the next witness. Both may be NULL for the other
 * placements. */
/* decided[b]: block b ends with a conditional branch the regenerator decides itself (slice.h):
 * its edges get no witnesses, and the tree placement then adds witnesses where a branch it
 * must follow by the next witness would otherwise be ambiguous. May be NULL. */
/* weights[e]: how often edge e ran in a training run (aex build --profile), which the tree
 * placement's maximum spanning tree is then taken over (Ball and Larus: optimal for measured
 * frequencies; ties by the static weight below); NULL: the static weights. */
void place_function(enum place_kind kind, const struct cfg *g, const bool *event_block,
		    const bool *force_edge, const bool *decided, const double *weights,
		    struct placement *p);
void place_free(struct placement *p);

/* The witness of edge e under the blocks and cbranch placements: the block it leads to, or,
 * for the taken edge of a conditional branch whose two edges lead to one block, the number of
 * blocks (no block has it). */
int place_edge_witness_value(const struct cfg *g, int e);

/* The static weight of edge e (how often it is expected to run per call of the function):
 * 10 per enclosing loop, halved on each arm of a conditional branch. */
double place_edge_weight(const struct cfg *g, int e);
/* How often code depth loops deep runs per call by the static estimate: 10 per loop, at most
 * 10^9 (the slicer's weight of a record, hoist's of a loop's back edge). */
double place_depth_weight(int depth);

#endif

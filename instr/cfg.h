/* cfg.h — basic blocks, the control-flow graph with its EXIT vertex, dominators and natural
 * loops of one function, built from the ISA-neutral IR (a branch and its delay slot belong to
 * one block). */
#ifndef AEX_CFG_H
#define AEX_CFG_H

#include <stdbool.h>

#include "ir.h"

/* How control leaves a block: the schema's words (include/aex_schema.h, AEX_SCHEMA_ENDS). */
enum cfg_end {
#define CFG_END_ENUM(id, word) CFG_END_##id = AEX_END_##id,
	AEX_SCHEMA_ENDS(CFG_END_ENUM)
#undef CFG_END_ENUM
};

struct cfg_edge {
	int src, dst;      /* block indices; dst == cfg.exit for EXIT */
	bool taken;        /* the branch-taken edge of a conditional branch */
	bool back;         /* a loop back edge (dst dominates src) */
};

struct cfg_block {
	int first, last;   /* instruction range [first, last], delay slot included */
	int branch;        /* the control-transfer instruction ending the block, or -1 */
	int slot;          /* its delay slot, or -1 */
	bool slot_on_taken, slot_on_fall;  /* whether the slot executes on each edge */
	enum cfg_end end;
	int succ[2];       /* edge indices (succ[0] fall-through or the only successor), -1 */
	int nsucc;
	int *pred;         /* incoming edge indices */
	int npred;
	int idom;          /* immediate dominator (block), -1 for the entry */
	int loop_depth;    /* number of natural loops containing the block */
	int loop_header;   /* innermost loop's header block, -1 outside loops */
	int rpo;           /* position in reverse postorder, -1 if unreachable */
};

struct cfg {
	const struct ir_func *func;
	struct cfg_block *blocks;
	int nblocks;
	int exit;          /* the EXIT vertex: index nblocks, no block record */
	struct cfg_edge *edges;
	int nedges;
	int *block_of;     /* instruction index -> block */
	int nloops;
};

/* Builds the CFG of f. Returns 0, or -1 with "path:line: error: ..." on stderr (a branch
 * into the middle of a delay slot, a branch target outside the function ...). */
int cfg_build(const char *path, const struct ir_func *f, struct cfg *g);
void cfg_free(struct cfg *g);

/* Is a a dominator of b? (a block dominates itself) */
bool cfg_dominates(const struct cfg *g, int a, int b);

#endif

/* slice.h — data slices (Larus's easy / hard / impossible definitions): for every load, store
 * and indirect control transfer of a function, which definitions the regenerator recomputes
 * and which values the traced program must record, once, where they are defined. */
#ifndef AEX_SLICE_H
#define AEX_SLICE_H

#include <stdbool.h>

#include "cfg.h"
#include "ir.h"
#include "target.h"

struct slice {
	int ninsns;
	bool *compute;           /* the regenerator executes the instruction's op */
	ir_regset *record_after; /* values recorded after the instruction (a call: at its return
				  * point, after the delay slot) */
	bool *record_target;     /* an indirect call or jump: its target is recorded before it */
	bool *decided;           /* a conditional branch the regenerator decides itself: its
				  * compared registers are in the slices at no extra record */
	ir_regset record_entry;  /* values recorded at function entry */
	ir_regset entry_passed;  /* values live into the function its callers pass (struct
				  * slice_calls.passed) that the slices use */
	ir_regset *supplied;     /* with slice_calls.try_supply: per instruction, the registers
				  * tried at a call that went into the slices at no extra record */
	ir_regset ret_known;     /* slice_calls.ret_try that every return supplied */
	ir_regset *took;         /* with slice_calls.returned: per call, the registers the
				  * slices take from its callee */
	uint8_t *slot;           /* with SLICE_SLOTS: the stack slot (a pseudo-register from
				  * t->nregs up) a word load reads or a word store writes, else
				  * IR_REG_NONE; computed, the load copies the slot into its dst and
				  * the store its store_reg into the slot */
	bool sp_from_caller;     /* the regenerator passes the stack pointer from the caller */
	ir_regset used;          /* registers the regenerated function keeps as variables */
	int nrecords;            /* static count of value events (entry + after + targets) */
};

/* What the program around a function lets its slices assume and asks of them (technique
 * pass, docs/techniques.md). Arrays are per instruction; NULL: nothing. */
struct slice_calls {
	ir_regset passed;            /* registers live into f that every caller passes: known
				      * at entry, not recorded */
	const ir_regset *supply;     /* at a direct call or tail jump: registers its callee
				      * takes passed, put into the slices as the callee sees
				      * them (after a tail jump's delay slot) */
	const ir_regset *try_supply; /* the same, to try: each kept only where that records
				      * nothing more (s->supplied) */
	const ir_regset *returned;   /* at a direct call: registers its callee returns known
				      * (the regenerator takes them from it: no record) */
	ir_regset ret_need;          /* registers put into the slices at every return, as the
				      * caller sees them (after the return's delay slot) */
	ir_regset ret_try;           /* the same, to try: s->ret_known gets those every return
				      * supplied at no extra record */
};

/* What slice_function may do (docs/techniques.md). */
enum slice_flag {
	SLICE_DECIDE = 1u << 0,  /* decide conditional branches on known values */
	SLICE_NARROW = 1u << 1,  /* a byte or halfword load records only the bytes it loaded */
	SLICE_CUT = 1u << 2,     /* record a narrow computed value (a mask, a high part, a
				  * comparison) instead of what it is computed from, where that
				  * weighs less */
	SLICE_SLOTS = 1u << 3,   /* a word the function stores to its stack frame and loads
				  * again is known when the stored value is */
	SLICE_HOIST = 1u << 4,   /* with SLICE_DECIDE: a branch is decided also at the price
				  * of recorded values, where they weigh less than the witnesses it
				  * saves (struct slice_weights): values at entry, or, weighed by a
				  * training run's counts, any */
};

/* The bytes recorded for register r defined by instruction in (NULL: live into the
 * function) under flags: 1 or 2 for a narrow load or computed value, else 4; *sign tells
 * whether the regenerator sign-extends them. */
int slice_value_width(const struct ir_insn *in, unsigned r, unsigned flags, bool *sign);

/* Analyses f. program_entry: f is where the process starts, so even the stack pointer comes
 * from the kernel and is recorded. calls: NULL, or struct slice_calls. flags (enum
 * slice_flag): SLICE_DECIDE adds, branch by branch, the registers each conditional branch
 * with a known condition compares, where that costs no recorded value (they are known
 * already or recomputed from known ones), and marks it decided; SLICE_CUT and SLICE_SLOTS
 * then move a recorded value to where it weighs least (bytes times the static estimate of
 * how often it runs). Returns 0, or -1 with a path:line error. */
/* How the slicer weighs a recorded value: its bytes times how often it runs, by default the
 * static estimate (10 per loop level). */
struct slice_weights {
	const double *block_freq;     /* [nblocks]: how often each block ran in a training run
				       * (aex build --profile), or NULL: the static estimate */
	const double *decide_budget;  /* with SLICE_HOIST: per conditional branch, what deciding
				       * it may cost in recorded values (weighed as above) where
				       * otherwise it costs none; NULL: nothing */
};

/* w: NULL, or the weights above. */
int slice_function(const struct target *t, const char *path, const struct ir_func *f,
		   const struct cfg *g, bool program_entry, const struct slice_calls *calls,
		   unsigned flags, const struct slice_weights *w, struct slice *s);
void slice_free(struct slice *s);

/* The instructions of block b in execution order: a call's delay slot runs before the callee,
 * so it comes before the call's effects. Fills order (capacity: the block's length); returns
 * the count. */
int slice_block_order(const struct ir_func *f, const struct cfg_block *b, int *order);

#endif

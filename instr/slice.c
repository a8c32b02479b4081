/* slice.c — backward slices of the address registers over the CFG (reaching definitions found
 * by a backward search per query), classifying each definition as computable by the
 * regenerator (constants, ALU operations on slice values) or impossible (loads, call and system
 * call results, values live into the function), which is recorded where it is defined; then
 * moving records where they weigh less (a narrow computed value instead of its sources, a
 * stack slot's value from its store instead of its load). */
#include "slice.h"
#include "place.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define DEF_ENTRY (-1)

struct ctx {
	const struct target *t;
	const char *path;
	const struct ir_func *f;
	const struct cfg *g;
	int **order;        /* per block: instructions in execution order */
	int *norder;
	int *pos;           /* instruction -> position in its block's order */
	unsigned char *done;/* (insn, reg) definitions already classified */
	bool entry_done[IR_MAX_REGS];
	struct slice *s;
	bool program_entry;
	ir_regset passed;   /* struct slice_calls.passed */
	const ir_regset *returned;   /* struct slice_calls.returned */
	bool trial;         /* trying a branch or a call: failures are silent */
	/* what a trial changed, undone when it is not kept (struct undo) */
	struct undo *undo;
	int nundo, capundo;
	/* the work list of (insn, reg) uses whose definitions are needed */
	int *wi, *wr;
	int nw, capw;
	/* definitions of the stack pointer in the delay slots of tail jumps */
	int *tail_sp_def, ntail;
	/* scratch for find_defs: a block (and whether its slot ran) was seen by the search
	 * numbered seen_mark when seen[] holds that number */
	int *stack;
	unsigned *seen, seen_mark;
	/* scratch for drain */
	int *mine;
	unsigned flags;     /* enum slice_flag */
	/* stack slots (SLICE_SLOTS): pseudo-registers t->nregs + k; per instruction the slot a
	 * word store defines from its store_reg, and the slots it overwrites otherwise */
	uint8_t *store_slot;
	ir_regset *clobber;
	int nslots;
	double cost;        /* in a trial: the weight of the values it recorded */
	int recorded;       /* in a trial: how many of them are not values at entry */
	struct slice_weights w;   /* slice_function's */
};

/* One change a trial made: which array, which element, and the element's value before. */
enum undo_kind { UNDO_DONE, UNDO_ENTRY_DONE, UNDO_COMPUTE, UNDO_RECORD_AFTER, UNDO_TOOK };

struct undo {
	enum undo_kind kind;
	size_t idx;
	ir_regset old;
};

/* Notes, during a trial, that element idx of an array is about to change from old. */
static void journal(struct ctx *c, enum undo_kind kind, size_t idx, const ir_regset *old)
{
	if (!c->trial)
		return;
	if (c->nundo == c->capundo) {
		c->capundo = c->capundo ? 2 * c->capundo : 64;
		c->undo = realloc(c->undo, (size_t)c->capundo * sizeof *c->undo);
		if (!c->undo) {
			fprintf(stderr, "aex: error: out of memory\n");
			exit(1);
		}
	}
	c->undo[c->nundo++] = (struct undo){ kind, idx, old ? *old : (ir_regset){ { 0, 0 } } };
}

/* Puts back, newest first, what the trial changed. */
static void undo_trial(struct ctx *c)
{
	while (c->nundo) {
		const struct undo *u = &c->undo[--c->nundo];

		switch (u->kind) {
		case UNDO_DONE:
			c->done[u->idx] = 0;
			break;
		case UNDO_ENTRY_DONE:
			c->entry_done[u->idx] = false;
			break;
		case UNDO_COMPUTE:
			c->s->compute[u->idx] = false;
			break;
		case UNDO_RECORD_AFTER:
			c->s->record_after[u->idx] = u->old;
			break;
		case UNDO_TOOK:
			c->s->took[u->idx] = u->old;
			break;
		}
	}
}

/* Puts the slices back as they were before a trial (saved: *s then). */
static void restore_trial(struct ctx *c, const struct slice *saved)
{
	undo_trial(c);
	c->s->record_entry = saved->record_entry;
	c->s->entry_passed = saved->entry_passed;
	c->s->used = saved->used;
	c->s->sp_from_caller = saved->sp_from_caller;
	c->s->nrecords = saved->nrecords;
}

static bool is_call(const struct ir_insn *in)
{
	return in->ctl == IR_CTL_CALL || in->ctl == IR_CTL_ICALL;
}

int slice_block_order(const struct ir_func *f, const struct cfg_block *b, int *order)
{
	int n = 0;

	for (int i = b->first; i <= b->last; i++) {
		const struct ir_insn *in = &f->insns[i];

		if (is_call(in) && in->delay != IR_DELAY_NONE && i + 1 <= b->last) {
			order[n++] = i + 1;   /* the slot runs before the callee */
			order[n++] = i;
			i++;
		} else {
			order[n++] = i;
		}
	}
	return n;
}

static bool writes(const struct ctx *c, int i, int r)
{
	if ((unsigned)r >= c->t->nregs)   /* a stack slot */
		return c->nslots && (c->store_slot[i] == r ||
				     ir_regset_has(&c->clobber[i], (unsigned)r));
	return ir_regset_has(&c->f->insns[i].writes, (unsigned)r);
}

/* How often instruction i is expected to run per call: 10 per loop level, as placement
 * weighs edges (instr/place.c). */
static double weight(const struct ctx *c, int i)
{
	if (c->w.block_freq)
		return c->w.block_freq[c->g->block_of[i]];
	return place_depth_weight(c->g->blocks[c->g->block_of[i]].loop_depth);
}

/* A narrow result the regenerator can take from a value event of 1 or 2 bytes: a mask, the
 * high part of a shift, a comparison. 0 otherwise. */
static int narrow_op(const struct ir_insn *in, bool *sign)
{
	uint32_t v = (uint32_t)in->imm.addend;
	bool imm = in->src2 == IR_REG_NONE && !in->imm.sym && in->imm.reloc == 0;

	*sign = false;
	if (in->dst2 != IR_REG_NONE)
		return 0;
	switch (in->op) {
	case IR_OP_AND:
		return !imm ? 0 : v <= 0xff ? 1 : v <= 0xffff ? 2 : 0;
	case IR_OP_SRL:
	case IR_OP_SRA:
		*sign = in->op == IR_OP_SRA;
		return !imm ? 0 : (v & 31) >= 24 ? 1 : (v & 31) >= 16 ? 2 : 0;
	case IR_OP_SLT:
	case IR_OP_SLTU:
		return 1;
	default:
		return 0;
	}
}

int slice_value_width(const struct ir_insn *in, unsigned r, unsigned flags, bool *sign)
{
	int w;

	*sign = false;
	if (!in || in->dst != r || in->dst2 != IR_REG_NONE)
		return 4;
	if ((flags & SLICE_NARROW) && in->mem == IR_MEM_LOAD &&
	    (in->mem_size == 1 || in->mem_size == 2)) {
		*sign = in->mem_signed;
		return in->mem_size;
	}
	if ((flags & SLICE_CUT) && in->mem == IR_MEM_NONE && (w = narrow_op(in, sign)) > 0)
		return w;
	*sign = false;
	return 4;
}

/* Adds d to defs[] unless present. */
static void add_def(int *defs, int *n, int d)
{
	for (int k = 0; k < *n; k++)
		if (defs[k] == d)
			return;
	defs[(*n)++] = d;
}

/* Scans block b backwards from position p-1 (execution order) for a definition of r; the
 * delay slot is skipped when it does not execute on the edge we came from. */
static int scan_block(struct ctx *c, int b, int p, int r, bool with_slot)
{
	const struct cfg_block *bl = &c->g->blocks[b];

	for (int k = p - 1; k >= 0; k--) {
		int i = c->order[b][k];

		if (i == bl->slot && !with_slot)
			continue;
		if (writes(c, i, r))
			return i;
	}
	return -2;
}

/* The definitions of r reaching instruction i (DEF_ENTRY for the value at entry). */
static int find_defs(struct ctx *c, int i, int r, int *defs)
{
	const struct cfg *g = c->g;
	int n = 0, top = 0, b = g->block_of[i], d;

	d = scan_block(c, b, c->pos[i], r, true);
	if (d >= 0) {
		defs[n++] = d;
		return n;
	}
	if (++c->seen_mark == 0) {   /* wrapped: start the numbering again */
		memset(c->seen, 0, (size_t)g->nblocks * 2 * sizeof *c->seen);
		c->seen_mark = 1;
	}
	if (b == 0)
		add_def(defs, &n, DEF_ENTRY);
	for (int k = 0; k < g->blocks[b].npred; k++)
		c->stack[top++] = g->blocks[b].pred[k];
	while (top) {
		const struct cfg_edge *e = &g->edges[c->stack[--top]];
		const struct cfg_block *pb = &g->blocks[e->src];
		bool with_slot = pb->slot < 0 || (e->taken ? pb->slot_on_taken : pb->slot_on_fall);
		unsigned *seen = &c->seen[e->src * 2 + with_slot];

		if (*seen == c->seen_mark)
			continue;
		*seen = c->seen_mark;
		d = scan_block(c, e->src, c->norder[e->src], r, with_slot);
		if (d >= 0) {
			add_def(defs, &n, d);
			continue;
		}
		if (e->src == 0)
			add_def(defs, &n, DEF_ENTRY);
		for (int k = 0; k < pb->npred; k++)
			c->stack[top++] = pb->pred[k];
	}
	return n;
}

static void need(struct ctx *c, int i, int r)
{
	if (r == IR_REG_NONE || r == c->t->zero_reg)
		return;
	if (c->nw == c->capw) {
		c->capw = c->capw ? 2 * c->capw : 64;
		c->wi = realloc(c->wi, (size_t)c->capw * sizeof *c->wi);
		c->wr = realloc(c->wr, (size_t)c->capw * sizeof *c->wr);
		if (!c->wi || !c->wr) {
			fprintf(stderr, "aex: error: out of memory\n");
			exit(1);
		}
	}
	c->wi[c->nw] = i;
	c->wr[c->nw++] = r;
}

static bool computable_op(enum ir_op op)
{
	return op >= IR_OP_MOVE && op != IR_OP_DIV && op != IR_OP_DIVU;
}

/* Does instruction j compute register r in a way the regenerator can repeat? */
static bool computes(const struct ir_insn *in, int r)
{
	return computable_op(in->op) && (in->dst == r || in->dst2 == r) && !is_call(in) &&
	       in->ctl != IR_CTL_SYSCALL;
}

/* A source that is not recordable (HI, LO, Y) is usable only if every definition reaching j
 * computes it. */
static bool source_ok(struct ctx *c, int j, int src, int *defs)
{
	int n;

	if (src == IR_REG_NONE || src == c->t->zero_reg ||
	    ir_regset_has(&c->t->recordable, (unsigned)src))
		return true;
	n = find_defs(c, j, src, defs);
	for (int k = 0; k < n; k++)
		if (defs[k] == DEF_ENTRY || !computes(&c->f->insns[defs[k]], src))
			return false;
	return n > 0;
}

static int record(struct ctx *c, int j, int r)
{
	const struct ir_insn *in = &c->f->insns[j];

	if (!ir_regset_has(&c->t->recordable, (unsigned)r)) {
		if (!c->trial)
			fprintf(stderr, "%s:%d: error: an address depends on %s, defined here in a "
				"way that can be neither recomputed nor recorded\n", c->path,
				in->line, c->t->reg_names[r]);
		return -1;
	}
	if (!ir_regset_has(&c->s->record_after[j], (unsigned)r)) {
		bool sign;

		journal(c, UNDO_RECORD_AFTER, (size_t)j, &c->s->record_after[j]);
		ir_regset_add(&c->s->record_after[j], (unsigned)r);
		c->s->nrecords++;
		c->recorded++;
		c->cost += slice_value_width(in, (unsigned)r, c->flags, &sign) * weight(c, j);
	}
	return 0;
}

static int classify(struct ctx *c, int j, int r, int *scratch)
{
	const struct ir_insn *in;
	unsigned char *d;

	if (j == DEF_ENTRY) {
		if (c->entry_done[r])
			return 0;
		journal(c, UNDO_ENTRY_DONE, (size_t)r, NULL);
		c->entry_done[r] = true;
		if (r == c->t->sp_reg && !c->program_entry) {
			c->s->sp_from_caller = true;
		} else if (ir_regset_has(&c->passed, (unsigned)r)) {
			ir_regset_add(&c->s->entry_passed, (unsigned)r);
		} else if (!ir_regset_has(&c->t->recordable, (unsigned)r)) {
			if (!c->trial)
				fprintf(stderr, "%s:%d: error: an address in %s depends on %s at "
					"entry\n", c->path, c->f->insns[0].line, c->f->name,
					c->t->reg_names[r]);
			return -1;
		} else {
			ir_regset_add(&c->s->record_entry, (unsigned)r);
			c->s->nrecords++;
			c->cost += 4 * (c->w.block_freq ? c->w.block_freq[0] : 1);
		}
		ir_regset_add(&c->s->used, (unsigned)r);
		return 0;
	}
	d = &c->done[(size_t)j * IR_MAX_REGS + (size_t)r];
	if (*d)
		return 0;
	journal(c, UNDO_DONE, (size_t)j * IR_MAX_REGS + (size_t)r, NULL);
	*d = 1;
	in = &c->f->insns[j];
	ir_regset_add(&c->s->used, (unsigned)r);
	if (c->returned && ir_regset_has(&c->returned[j], (unsigned)r)) {
		journal(c, UNDO_TOOK, (size_t)j, &c->s->took[j]);
		ir_regset_add(&c->s->took[j], (unsigned)r);
		return 0;   /* the callee returns it known */
	}
	if ((unsigned)r >= c->t->nregs && c->nslots && c->store_slot[j] == r) {
		/* a word stored to a stack slot: the slot is what was stored */
		if (!c->s->compute[j])
			journal(c, UNDO_COMPUTE, (size_t)j, NULL);
		c->s->compute[j] = true;
		if (in->store_reg != c->t->zero_reg)
			ir_regset_add(&c->s->used, in->store_reg);
		need(c, j, in->store_reg);
		return 0;
	}
	/* A narrow value outside a trial is recorded first; relocate() may compute it instead. */
	if ((c->flags & SLICE_CUT) && !c->trial && in->mem == IR_MEM_NONE && in->dst == r &&
	    ir_regset_has(&c->t->recordable, (unsigned)r)) {
		bool sign;

		if (narrow_op(in, &sign))
			return record(c, j, r);
	}
	if (computes(in, r) && source_ok(c, j, in->src1, scratch) &&
	    source_ok(c, j, in->src2, scratch)) {
		if (!c->s->compute[j])
			journal(c, UNDO_COMPUTE, (size_t)j, NULL);
		c->s->compute[j] = true;
		if (in->dst != IR_REG_NONE)
			ir_regset_add(&c->s->used, in->dst);
		if (in->dst2 != IR_REG_NONE)
			ir_regset_add(&c->s->used, in->dst2);
		need(c, j, in->src1);
		need(c, j, in->src2);
		return 0;
	}
	/* A register-window operation hands r the old value of another register (unless r is
	 * the instruction's own result): a move the regenerator repeats. */
	if (in->window && r != in->dst && r != in->dst2) {
		const struct target_window *w = &c->t->windows[in->window - 1];

		for (int k = 0; k < w->nmoves; k++)
			if (w->to[k] == r) {
				ir_regset_add(&c->s->used, w->from[k]);
				need(c, j, w->from[k]);
				return 0;
			}
	}
	return record(c, j, r);
}

/* Classifies the definitions of every use on the work list. */
static int drain(struct ctx *c, int *defs, int *scratch)
{
	int rc = 0;

	while (rc == 0 && c->nw) {
		int i = c->wi[--c->nw], r = c->wr[c->nw];
		int nd = find_defs(c, i, r, defs);

		/* classify() searches again (into defs and scratch): keep this list apart */
		memcpy(c->mine, defs, (size_t)nd * sizeof *defs);
		for (int k = 0; k < nd && rc == 0; k++)
			rc = classify(c, c->mine[k], r, scratch);
	}
	c->nw = 0;
	return rc;
}

/* Register r as the other side of transfer i sees it: a call's callee, when its delay slot
 * has run (the block order puts it first); a tail jump's callee or a return's caller, after
 * its delay slot. */
static int need_for_callee(struct ctx *c, int i, int r, int *scratch)
{
	const struct ir_insn *in = &c->f->insns[i];
	int slot = !is_call(in) && in->delay == IR_DELAY_ALWAYS && i + 1 < c->f->ninsns ? i + 1
											   : -1;

	if (r == IR_REG_NONE || r == c->t->zero_reg)
		return 0;
	if (slot >= 0 && writes(c, slot, r))
		return classify(c, slot, r, scratch);
	need(c, slot >= 0 ? slot : i, r);
	return 0;
}

/* Tries to put registers r1 and r2 (or IR_REG_NONE), as instruction i reads them (callee:
 * as the callee of transfer i sees them), into the slices: kept when that records nothing
 * more (every definition reaching them is known already or recomputed from known values),
 * undone otherwise. Returns whether it was kept. */
static bool try_need(struct ctx *c, int i, int r1, int r2, bool callee, double budget,
		     int *defs, int *scratch)
{
	struct slice *s = c->s;
	struct slice saved = *s;
	bool kept;
	int rc;

	c->trial = true;
	c->nundo = 0;
	c->cost = 0;
	c->recorded = 0;
	if (callee) {
		rc = need_for_callee(c, i, r1, scratch);
		if (rc == 0)
			rc = need_for_callee(c, i, r2, scratch);
	} else {
		need(c, i, r1);
		need(c, i, r2);
		rc = 0;
	}
	if (rc == 0)
		rc = drain(c, defs, scratch);
	c->nw = 0;
	c->trial = false;
	kept = rc == 0 && (s->nrecords == saved.nrecords ||
			   (c->cost < budget && (!c->recorded || c->w.block_freq)));
	if (kept) {
		c->nundo = 0;
		if (r1 != IR_REG_NONE && r1 != c->t->zero_reg)
			ir_regset_add(&s->used, (unsigned)r1);
		if (r2 != IR_REG_NONE && r2 != c->t->zero_reg)
			ir_regset_add(&s->used, (unsigned)r2);
	} else {
		restore_trial(c, &saved);
	}
	return kept;
}

/* What deciding the branch at i may cost in recorded values (weighted as struct ctx's cost):
 * with SLICE_HOIST, less than the witnesses it saves (struct slice_weights); else nothing.
 * Weighed by the static estimate, only values at entry may be added (try_need): values
 * loaded before a loop that runs fewer times than the estimate cost more than they save. */
static double hoist_budget(const struct ctx *c, int i)
{
	return (c->flags & SLICE_HOIST) && c->w.decide_budget ? c->w.decide_budget[i] : 0;
}

/* Moves the record of r after instruction i (a narrow computed value, or a word loaded from a
 * stack slot) to what i computes it from: kept when the values that records weigh less than
 * the one it removes, undone otherwise. */
static bool try_relocate(struct ctx *c, int i, unsigned r, int *defs, int *scratch)
{
	const struct ir_insn *in = &c->f->insns[i];
	struct slice *s = c->s;
	struct slice saved = *s;
	uint8_t slot = s->slot ? s->slot[i] : IR_REG_NONE;
	bool sign, kept;
	double removed = slice_value_width(in, r, c->flags, &sign) * weight(c, i);
	int rc = 0;

	c->trial = true;
	c->nundo = 0;
	c->cost = 0;
	journal(c, UNDO_RECORD_AFTER, (size_t)i, &s->record_after[i]);
	ir_regset_del(&s->record_after[i], r);
	s->nrecords--;
	journal(c, UNDO_COMPUTE, (size_t)i, NULL);
	s->compute[i] = true;
	if (slot != IR_REG_NONE) {
		ir_regset_add(&s->used, slot);
		need(c, i, slot);
	} else if (source_ok(c, i, in->src1, scratch) && source_ok(c, i, in->src2, scratch)) {
		need(c, i, in->src1);
		need(c, i, in->src2);
	} else {
		rc = -1;
	}
	if (rc == 0)
		rc = drain(c, defs, scratch);
	c->nw = 0;
	c->trial = false;
	kept = rc == 0 && c->cost < removed;
	if (kept) {
		c->nundo = 0;
		for (int k = 0; k < 2; k++) {
			int src = k ? in->src2 : in->src1;

			if (slot == IR_REG_NONE && src != IR_REG_NONE && src != c->t->zero_reg)
				ir_regset_add(&s->used, (unsigned)src);
		}
	} else {
		restore_trial(c, &saved);
	}
	return kept;
}

/* Tries every record relocation (technique cut: narrow computed values; slots: words loaded
 * from stack slots), in instruction order. */
static void relocate(struct ctx *c, int *defs, int *scratch)
{
	const struct ir_func *f = c->f;

	for (int i = 0; i < f->ninsns; i++) {
		const struct ir_insn *in = &f->insns[i];
		bool sign;

		if (in->dst == IR_REG_NONE || !ir_regset_has(&c->s->record_after[i], in->dst))
			continue;
		if ((c->s->slot && c->s->slot[i] != IR_REG_NONE && in->mem == IR_MEM_LOAD) ||
		    ((c->flags & SLICE_CUT) && in->mem == IR_MEM_NONE && narrow_op(in, &sign)))
			try_relocate(c, i, in->dst, defs, scratch);
	}
}

/* Finds f's stack slots (SLICE_SLOTS): the aligned words at constant offsets from the
 * frame register that word loads and stores reach. Only where the frame register's value
 * at every access and call is one and the same definition (so an offset names one word), and
 * no instruction reads it but as an access's base, its own adjustment or a control transfer
 * (so no pointer into the frame exists: only the function and, in the outgoing arguments, its
 * callees write the words). A slot is defined by a word store of an IR register, and
 * overwritten (not recomputable) by any other store reaching it and by a call or system call
 * unless it lies where calls leave the frame alone (ir_func.frame_keep_lo, frame_keep_hi). */
static void frame_setup(struct ctx *c, int *defs)
{
	const struct target *t = c->t;
	const struct ir_func *f = c->f;
	unsigned fr = t->frame_reg;
	int n = f->ninsns, base = -3, max = IR_MAX_REGS - (int)t->nregs, nslots = 0;
	int32_t off[IR_MAX_REGS];
	uint8_t *slot;

	if (!(c->flags & SLICE_SLOTS) || fr == IR_REG_NONE || fr == t->zero_reg ||
	    fr >= t->nregs || max <= 0)
		return;
	for (int i = 0; i < n; i++) {
		const struct ir_insn *in = &f->insns[i];
		bool framed = in->mem != IR_MEM_NONE && in->base == fr && !in->disp.sym &&
			      in->disp.reloc == 0 &&
			      (in->index == IR_REG_NONE || in->index == t->zero_reg);
		bool call = is_call(in) || in->ctl == IR_CTL_SYSCALL;
		bool adjust = (in->op == IR_OP_ADD || in->op == IR_OP_SUB) && in->dst == fr &&
			      in->src1 == fr && in->src2 == IR_REG_NONE && !in->imm.sym;

		if (ir_regset_has(&in->reads, fr) && !adjust && in->ctl == IR_CTL_NONE &&
		    (!framed || in->store_reg == fr || in->index == fr))
			return;   /* the frame's address escapes */
		if (in->window && (in->src1 == fr || in->src2 == fr))
			return;
		if (in->ctl != IR_CTL_NONE && in->ctl != IR_CTL_CALL && in->ctl != IR_CTL_ICALL &&
		    in->ctl != IR_CTL_SYSCALL && in->ctl != IR_CTL_RET &&
		    in->ctl != IR_CTL_JUMP && in->ctl != IR_CTL_IJUMP &&
		    ir_regset_has(&in->reads, fr))
			return;   /* a branch compares it */
		if (in->ctl == IR_CTL_CBRANCH && (in->src1 == fr || in->src2 == fr))
			return;
		if (framed || call) {
			if (find_defs(c, i, (int)fr, defs) != 1)
				return;
			if (base == -3)
				base = defs[0];
			else if (defs[0] != base)
				return;
		}
		if (framed && in->mem_size == 4 && (in->disp.addend & 3) == 0 &&
		    (in->mem == IR_MEM_LOAD || in->mem == IR_MEM_STORE)) {
			int k = 0;

			while (k < nslots && off[k] != in->disp.addend)
				k++;
			if (k == nslots && nslots < max)
				off[nslots++] = in->disp.addend;
		}
	}
	if (!nslots)
		return;
	c->nslots = nslots;
	c->store_slot = ir_xcalloc((size_t)n, sizeof *c->store_slot);
	c->clobber = ir_xcalloc((size_t)n, sizeof *c->clobber);
	slot = c->s->slot = ir_xcalloc((size_t)n, sizeof *c->s->slot);
	for (int i = 0; i < n; i++) {
		const struct ir_insn *in = &f->insns[i];
		bool framed = in->mem != IR_MEM_NONE && in->base == fr && !in->disp.sym &&
			      in->disp.reloc == 0 &&
			      (in->index == IR_REG_NONE || in->index == t->zero_reg);
		int64_t lo = 0, hi = 0;   /* bytes [lo, hi) overwritten otherwise */

		c->store_slot[i] = slot[i] = IR_REG_NONE;
		if (is_call(in) || in->ctl == IR_CTL_SYSCALL) {
			for (int k = 0; k < nslots; k++)
				if (!f->frame_known || off[k] < f->frame_keep_lo ||
				    (int64_t)off[k] + 4 > f->frame_keep_hi)
					ir_regset_add(&c->clobber[i], t->nregs + (unsigned)k);
		} else if (framed && in->mem != IR_MEM_LOAD) {
			int k = 0;

			while (k < nslots && off[k] != in->disp.addend)
				k++;
			if (k < nslots && in->mem == IR_MEM_STORE && in->mem_size == 4 &&
			    in->store_reg != IR_REG_NONE) {
				c->store_slot[i] = slot[i] = (uint8_t)(t->nregs + (unsigned)k);
			} else {
				/* an unaligned part (IR_MEM_STORE_LEFT, _RIGHT) reaches the bytes of its word */
				lo = (int64_t)in->disp.addend - 3;
				hi = (int64_t)in->disp.addend + in->mem_size + 3;
			}
		} else if (framed && in->mem_size == 4 && in->dst != IR_REG_NONE &&
			   in->dst2 == IR_REG_NONE && ir_regset_has(&t->recordable, in->dst)) {
			for (int k = 0; k < nslots; k++)
				if (off[k] == in->disp.addend)
					slot[i] = (uint8_t)(t->nregs + (unsigned)k);
		}
		for (int k = 0; k < nslots; k++)
			if ((int64_t)off[k] + 4 > lo && off[k] < hi)
				ir_regset_add(&c->clobber[i], t->nregs + (unsigned)k);
	}
}

/* A call's registers for its callee: those to supply, then those to try (all at once, else
 * one by one). */
static int supply_calls(struct ctx *c, const struct slice_calls *calls, int *defs, int *scratch)
{
	const struct ir_func *f = c->f;
	int rc = 0;

	for (int i = 0; i < f->ninsns && calls->supply && rc == 0; i++)
		for (unsigned r = 0; r < c->t->nregs && rc == 0; r++)
			if (ir_regset_has(&calls->supply[i], r)) {
				rc = need_for_callee(c, i, (int)r, scratch);
				ir_regset_add(&c->s->used, r);
			}
	for (int i = 0; i < f->ninsns && rc == 0; i++)
		for (unsigned r = 0; r < c->t->nregs && rc == 0; r++)
			if (f->insns[i].ctl == IR_CTL_RET && ir_regset_has(&calls->ret_need, r)) {
				rc = need_for_callee(c, i, (int)r, scratch);
				ir_regset_add(&c->s->used, r);
			}
	if (rc == 0)
		rc = drain(c, defs, scratch);
	/* what every return can give its caller */
	c->s->ret_known = calls->ret_try;
	for (int i = 0; i < f->ninsns && rc == 0; i++)
		for (unsigned r = 0; r < c->t->nregs; r++)
			if (f->insns[i].ctl == IR_CTL_RET && ir_regset_has(&c->s->ret_known, r) &&
			    !try_need(c, i, (int)r, IR_REG_NONE, true, 0, defs, scratch))
				ir_regset_del(&c->s->ret_known, r);
	for (int i = 0; i < f->ninsns && rc == 0 && calls->try_supply; i++) {
		ir_regset want = calls->try_supply[i];
		int regs[IR_MAX_REGS], n = 0;

		for (unsigned r = 0; r < c->t->nregs; r++)
			if (ir_regset_has(&want, r))
				regs[n++] = (int)r;
		if (!n)
			continue;
		if (n == 1 || n == 2) {
			if (try_need(c, i, regs[0], n == 2 ? regs[1] : IR_REG_NONE, true, 0, defs,
				     scratch)) {
				c->s->supplied[i] = want;
				continue;
			}
		}
		for (int k = 0; k < n; k++)
			if (try_need(c, i, regs[k], IR_REG_NONE, true, 0, defs, scratch))
				ir_regset_add(&c->s->supplied[i], (unsigned)regs[k]);
	}
	return rc;
}

/* The slicing's state for function f, its per-block orders included. */
static void ctx_init(struct ctx *c, const struct target *t, const char *path,
		     const struct ir_func *f, const struct cfg *g, struct slice *s)
{
	int n = f->ninsns;

	c->t = t;
	c->path = path;
	c->f = f;
	c->g = g;
	c->s = s;
	c->order = ir_xcalloc((size_t)g->nblocks, sizeof *c->order);
	c->norder = ir_xcalloc((size_t)g->nblocks, sizeof *c->norder);
	c->pos = ir_xcalloc((size_t)n, sizeof *c->pos);
	c->done = ir_xcalloc((size_t)n * IR_MAX_REGS, 1);
	c->stack = ir_xcalloc((size_t)g->nedges * 2 + 1, sizeof *c->stack);
	c->seen = ir_xcalloc((size_t)g->nblocks * 2, sizeof *c->seen);
	c->mine = ir_xcalloc((size_t)n + 1, sizeof *c->mine);
	c->tail_sp_def = ir_xcalloc((size_t)n, sizeof *c->tail_sp_def);
	for (int b = 0; b < g->nblocks; b++) {
		const struct cfg_block *bl = &g->blocks[b];

		c->order[b] = ir_xcalloc((size_t)(bl->last - bl->first + 1), sizeof(int));
		c->norder[b] = slice_block_order(f, bl, c->order[b]);
		for (int k = 0; k < c->norder[b]; k++)
			c->pos[c->order[b][k]] = k;
	}
}

static void ctx_free(struct ctx *c)
{
	for (int b = 0; b < c->g->nblocks; b++)
		free(c->order[b]);
	free(c->order);
	free(c->norder);
	free(c->pos);
	free(c->done);
	free(c->stack);
	free(c->seen);
	free(c->mine);
	free(c->undo);
	free(c->tail_sp_def);
	free(c->store_slot);
	free(c->clobber);
	free(c->wi);
	free(c->wr);
}

/* A register instruction i needs, counted as used (the zero register is not). */
static void need_used(struct ctx *c, int i, uint8_t reg)
{
	need(c, i, reg);
	if (reg != c->t->zero_reg)
		ir_regset_add(&c->s->used, reg);
}

/* Instruction i's roots: the address registers of its memory access, the stack pointer a
 * callee starts with; an indirect target is recorded. Returns 0, or -1 after a path:line
 * error. */
static int slice_roots(struct ctx *c, int i)
{
	const struct target *t = c->t;
	const struct ir_func *f = c->f;
	const struct ir_insn *in = &f->insns[i];
	struct slice *s = c->s;

	if (in->mem != IR_MEM_NONE && in->base != IR_REG_NONE)
		need_used(c, i, in->base);
	if (in->mem != IR_MEM_NONE && in->index != IR_REG_NONE)
		need_used(c, i, in->index);
	/* A callee starts with the caller's stack pointer: at a call, the delay slot has run
	 * (the block order puts it first); at a tail jump, its slot runs before the callee too,
	 * so the stack pointer is the one after the slot. */
	if (is_call(in)) {
		need(c, i, t->sp_reg);
		ir_regset_add(&s->used, t->sp_reg);
	} else if (in->ctl == IR_CTL_IJUMP ||
		   (in->ctl == IR_CTL_JUMP && c->g->blocks[c->g->block_of[i]].end == CFG_END_TAILCALL)) {
		int slot = in->delay != IR_DELAY_NONE && i + 1 < f->ninsns ? i + 1 : -1;

		if (slot >= 0 && writes(c, slot, t->sp_reg))
			c->tail_sp_def[c->ntail++] = slot;
		else
			need(c, slot >= 0 ? slot : i, t->sp_reg);
		ir_regset_add(&s->used, t->sp_reg);
	}
	if (in->ctl == IR_CTL_ICALL || in->ctl == IR_CTL_IJUMP) {
		if (in->ctl_reg == IR_REG_NONE || !ir_regset_has(&t->recordable, in->ctl_reg)) {
			fprintf(stderr, "%s:%d: error: indirect transfer through a register that "
				"cannot be recorded\n", c->path, in->line);
			return -1;
		}
		s->record_target[i] = true;
		s->nrecords++;
	}
	return 0;
}

/* From the roots to the slices: the stack pointers of tail jumps, the worklist, the records
 * placed, what callers supply and callees return, the branches the regenerator decides.
 * Returns 0, or -1 after path:line errors. */
static int slice_solve(struct ctx *c, const struct slice_calls *calls, int *defs, int *scratch)
{
	const struct ir_func *f = c->f;
	int rc = 0;

	for (int k = 0; k < c->ntail && rc == 0; k++)
		rc = classify(c, c->tail_sp_def[k], c->t->sp_reg, scratch);
	if (rc == 0)
		rc = drain(c, defs, scratch);
	if (rc == 0)
		relocate(c, defs, scratch);
	if (rc == 0 && calls)
		rc = supply_calls(c, calls, defs, scratch);
	if (rc == 0 && calls)
		relocate(c, defs, scratch);
	for (int i = 0; i < f->ninsns && rc == 0 && (c->flags & SLICE_DECIDE); i++)
		if (f->insns[i].ctl == IR_CTL_CBRANCH && f->insns[i].cond != IR_COND_NONE &&
		    try_need(c, i, f->insns[i].src1, f->insns[i].src2, false, hoist_budget(c, i),
			     defs, scratch))
			c->s->decided[i] = true;
	return rc;
}

int slice_function(const struct target *t, const char *path, const struct ir_func *f,
		   const struct cfg *g, bool program_entry, const struct slice_calls *calls,
		   unsigned flags, const struct slice_weights *w, struct slice *s)
{
	struct ctx c = { .w = w ? *w : (struct slice_weights){ 0 } };
	int n = f->ninsns, rc = 0, *defs, *scratch;

	memset(s, 0, sizeof *s);
	s->ninsns = n;
	s->compute = ir_xcalloc((size_t)n, sizeof *s->compute);
	s->record_after = ir_xcalloc((size_t)n, sizeof *s->record_after);
	s->record_target = ir_xcalloc((size_t)n, sizeof *s->record_target);
	s->decided = ir_xcalloc((size_t)n, sizeof *s->decided);
	ctx_init(&c, t, path, f, g, s);
	c.program_entry = program_entry;
	c.flags = flags;
	if (calls) {
		c.passed = calls->passed;
		c.returned = calls->returned;
	}
	if (calls && calls->returned)
		s->took = ir_xcalloc((size_t)n, sizeof *s->took);
	if (calls && calls->try_supply)
		s->supplied = ir_xcalloc((size_t)n, sizeof *s->supplied);
	defs = ir_xcalloc((size_t)n + 1, sizeof *defs);
	scratch = ir_xcalloc((size_t)n + 1, sizeof *scratch);
	frame_setup(&c, defs);
	for (int i = 0; i < n && rc == 0; i++)
		rc = slice_roots(&c, i);
	if (rc == 0)
		rc = slice_solve(&c, calls, defs, scratch);
	if (program_entry)
		s->sp_from_caller = false;
	ctx_free(&c);
	free(defs);
	free(scratch);
	if (rc)
		slice_free(s);
	return rc;
}

void slice_free(struct slice *s)
{
	free(s->compute);
	free(s->record_after);
	free(s->record_target);
	free(s->decided);
	free(s->supplied);
	free(s->took);
	free(s->slot);
	memset(s, 0, sizeof *s);
}

/* cfg.c — blocks, edges, dominators (Cooper, Harvey and Kennedy's iterative algorithm over the
 * reverse postorder) and natural loops of a function. */
#include "cfg.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int label_index(const struct ir_func *f, const char *name)
{
	for (int i = 0; i < f->nlabels; i++)
		if (strcmp(f->labels[i], name) == 0)
			return f->label_insn[i];
	return -1;
}

static int add_edge(struct cfg *g, int *cap, int src, int dst, bool taken)
{
	if (g->nedges == *cap) {
		*cap = *cap ? 2 * *cap : 16;
		g->edges = realloc(g->edges, (size_t)*cap * sizeof *g->edges);
		if (!g->edges) {
			fprintf(stderr, "aex: error: out of memory\n");
			exit(1);
		}
	}
	g->edges[g->nedges] = (struct cfg_edge){ .src = src, .dst = dst, .taken = taken };
	return g->nedges++;
}

static int ctl_slot(const struct ir_insn *in)
{
	return in->ctl != IR_CTL_NONE && in->ctl != IR_CTL_CALL && in->ctl != IR_CTL_ICALL &&
	       in->ctl != IR_CTL_SYSCALL;
}

/* Depth-first numbering for the reverse postorder (iterative: functions can be large). */
static void number(struct cfg *g, int *order)
{
	int n = g->nblocks, top = 0, count = 0;
	int *stack = ir_xcalloc((size_t)n, sizeof *stack), *next = ir_xcalloc((size_t)n, sizeof *next);
	bool *seen = ir_xcalloc((size_t)n, sizeof *seen);

	for (int b = 0; b < n; b++)
		g->blocks[b].rpo = -1;
	if (n) {
		stack[top++] = 0;
		seen[0] = true;
	}
	while (top) {
		int b = stack[top - 1];
		struct cfg_block *bl = &g->blocks[b];

		if (next[b] < bl->nsucc) {
			int d = g->edges[bl->succ[next[b]++]].dst;
			if (d != g->exit && !seen[d]) {
				seen[d] = true;
				stack[top++] = d;
			}
			continue;
		}
		order[count++] = b;   /* postorder */
		top--;
	}
	/* reverse it */
	for (int i = 0; i < count / 2; i++) {
		int t = order[i];
		order[i] = order[count - 1 - i];
		order[count - 1 - i] = t;
	}
	for (int i = 0; i < count; i++)
		g->blocks[order[i]].rpo = i;
	for (int i = count; i < n; i++)
		order[i] = -1;
	free(stack);
	free(next);
	free(seen);
}

static int intersect(const struct cfg *g, int a, int b)
{
	while (a != b) {
		while (g->blocks[a].rpo > g->blocks[b].rpo)
			a = g->blocks[a].idom;
		while (g->blocks[b].rpo > g->blocks[a].rpo)
			b = g->blocks[b].idom;
	}
	return a;
}

static void dominators(struct cfg *g, const int *order)
{
	bool changed = true;

	for (int b = 0; b < g->nblocks; b++)
		g->blocks[b].idom = -1;
	if (!g->nblocks)
		return;
	g->blocks[0].idom = 0;
	while (changed) {
		changed = false;
		for (int i = 1; i < g->nblocks && order[i] >= 0; i++) {
			int b = order[i], nd = -1;
			struct cfg_block *bl = &g->blocks[b];

			for (int k = 0; k < bl->npred; k++) {
				int p = g->edges[bl->pred[k]].src;
				if (g->blocks[p].idom < 0)
					continue;
				nd = nd < 0 ? p : intersect(g, p, nd);
			}
			if (nd != bl->idom) {
				bl->idom = nd;
				changed = true;
			}
		}
	}
	g->blocks[0].idom = -1;
}

bool cfg_dominates(const struct cfg *g, int a, int b)
{
	if (a == g->exit || b == g->exit || g->blocks[b].rpo < 0)
		return false;
	for (;;) {
		if (a == b)
			return true;
		if (b == 0 || g->blocks[b].idom < 0)
			return false;
		b = g->blocks[b].idom;
	}
}

/* Natural loops: for each back edge s->h, the blocks reaching s without passing h. */
static void loops(struct cfg *g)
{
	int n = g->nblocks;
	int *stack = ir_xcalloc((size_t)n, sizeof *stack), *in = ir_xcalloc((size_t)n, sizeof *in);
	int *hsize = ir_xcalloc((size_t)n, sizeof *hsize);

	for (int b = 0; b < n; b++) {
		g->blocks[b].loop_depth = 0;
		g->blocks[b].loop_header = -1;
	}
	for (int e = 0; e < g->nedges; e++) {
		struct cfg_edge *ed = &g->edges[e];

		ed->back = ed->dst != g->exit && g->blocks[ed->src].rpo >= 0 &&
			   cfg_dominates(g, ed->dst, ed->src);
	}
	/* One loop per header: the union of its back edges' bodies. */
	for (int h = 0; h < n; h++) {
		int top = 0, size = 0;
		bool header = false;

		for (int k = 0; k < g->blocks[h].npred; k++)
			header |= g->edges[g->blocks[h].pred[k]].back;
		if (!header)
			continue;
		g->nloops++;
		memset(in, 0, (size_t)n * sizeof *in);
		in[h] = 1;
		for (int k = 0; k < g->blocks[h].npred; k++) {
			struct cfg_edge *ed = &g->edges[g->blocks[h].pred[k]];
			if (ed->back && !in[ed->src]) {
				in[ed->src] = 1;
				stack[top++] = ed->src;
			}
		}
		while (top) {
			int b = stack[--top];
			for (int k = 0; k < g->blocks[b].npred; k++) {
				int p = g->edges[g->blocks[b].pred[k]].src;
				if (!in[p] && g->blocks[p].rpo >= 0) {
					in[p] = 1;
					stack[top++] = p;
				}
			}
		}
		for (int b = 0; b < n; b++)
			size += in[b];
		hsize[h] = size;
		for (int b = 0; b < n; b++) {
			if (!in[b])
				continue;
			g->blocks[b].loop_depth++;
			/* innermost = the smallest enclosing loop */
			if (g->blocks[b].loop_header < 0 || hsize[g->blocks[b].loop_header] > size)
				g->blocks[b].loop_header = h;
		}
	}
	free(stack);
	free(in);
	free(hsize);
}

/* The instructions that start a block: the first, every labelled one, every one after a
 * control transfer (and its delay slot), into leader[]. Returns 0, or -1 after a path:line
 * error. */
static int find_leaders(const char *path, const struct ir_func *f, bool *leader)
{
	int n = f->ninsns;

	leader[0] = true;
	for (int i = 0; i < f->nlabels; i++) {
		if (f->label_insn[i] >= n) {
			fprintf(stderr, "%s:%d: error: label %s ends function %s without an "
				"instruction after it\n", path, f->insns[n - 1].line, f->labels[i],
				f->name);
			return -1;
		}
		leader[f->label_insn[i]] = true;
	}
	for (int i = 0; i < n; i++) {
		const struct ir_insn *in = &f->insns[i];
		int after = i + 1 + (ctl_slot(in) && in->delay != IR_DELAY_NONE);

		if (ctl_slot(in) && after <= n)
			leader[after] = true;
	}
	return 0;
}

/* A delay slot may not start a block (no branch into a slot), hold a control transfer, or be
 * missing at the function's end. Returns 0, or -1 after a path:line error. */
static int check_slots(const char *path, const struct ir_func *f, const bool *leader)
{
	int n = f->ninsns;

	for (int i = 0; i + 1 < n; i++) {
		const struct ir_insn *in = &f->insns[i];

		if (ctl_slot(in) && in->delay != IR_DELAY_NONE && leader[i + 1]) {
			fprintf(stderr, "%s:%d: error: a label on the delay slot of the branch at line "
				"%d: control flow into a delay slot cannot be traced\n", path,
				f->insns[i + 1].line, in->line);
			return -1;
		}
		if (ctl_slot(in) && in->delay != IR_DELAY_NONE && ctl_slot(&f->insns[i + 1])) {
			fprintf(stderr, "%s:%d: error: a control transfer in a delay slot\n", path,
				f->insns[i + 1].line);
			return -1;
		}
	}
	if (ctl_slot(&f->insns[n - 1]) && f->insns[n - 1].delay != IR_DELAY_NONE) {
		fprintf(stderr, "%s:%d: error: the function ends in a delay slot\n", path,
			f->insns[n - 1].line);
		return -1;
	}
	return 0;
}

/* The blocks, from their leaders. */
static void make_blocks(struct cfg *g, const bool *leader)
{
	int n = g->func->ninsns;

	for (int i = 0; i < n; i++)
		g->nblocks += leader[i];
	g->blocks = ir_xcalloc((size_t)g->nblocks, sizeof *g->blocks);
	g->exit = g->nblocks;
	for (int i = 0, b = -1; i < n; i++) {
		if (leader[i]) {
			b++;
			g->blocks[b].first = i;
			g->blocks[b].branch = g->blocks[b].slot = -1;
		}
		g->blocks[b].last = i;
		g->block_of[i] = b;
	}
}

/* Block b's end and its edges out (next: the block after it, or EXIT). Returns 0, or -1
 * after a path:line error. */
static int block_edges(const char *path, struct cfg *g, int *ecap, int b)
{
	const struct ir_func *f = g->func;
	struct cfg_block *bl = &g->blocks[b];
	int bi = bl->last, next = b + 1 < g->nblocks ? b + 1 : g->exit, t;
	const struct ir_insn *last;

	if (bl->last > bl->first && ctl_slot(&f->insns[bl->last - 1]) &&
	    f->insns[bl->last - 1].delay != IR_DELAY_NONE)
		bi = bl->last - 1;
	last = &f->insns[bi];
	if (!ctl_slot(last)) {
		bl->end = next == g->exit ? CFG_END_OFF : CFG_END_FALL;
		bl->succ[bl->nsucc++] = add_edge(g, ecap, b, next, false);
		return 0;
	}
	bl->branch = bi;
	if (last->delay != IR_DELAY_NONE) {
		bl->slot = bi + 1;
		bl->slot_on_taken = last->delay == IR_DELAY_ALWAYS ||
				    last->delay == IR_DELAY_ANNUL_UNTAKEN;
		bl->slot_on_fall = last->delay == IR_DELAY_ALWAYS;
	}
	t = (last->ctl == IR_CTL_CBRANCH || last->ctl == IR_CTL_JUMP) && last->target
		    ? label_index(f, last->target)
		    : -1;
	if (last->ctl == IR_CTL_CBRANCH && t < 0) {
		fprintf(stderr, "%s:%d: error: conditional branch to %s, outside function %s\n",
			path, last->line, last->target ? last->target : "?", f->name);
		return -1;
	}
	if (last->ctl == IR_CTL_CBRANCH) {
		bl->end = CFG_END_CBRANCH;
		bl->succ[bl->nsucc++] = add_edge(g, ecap, b, next, false);
	} else {
		bl->end = last->ctl == IR_CTL_JUMP ? (t < 0 ? CFG_END_TAILCALL : CFG_END_JUMP)
			  : last->ctl == IR_CTL_RET   ? CFG_END_RET
			  : last->ctl == IR_CTL_IJUMP ? CFG_END_IJUMP
						      : CFG_END_TRAP;
	}
	bl->succ[bl->nsucc++] = add_edge(g, ecap, b, t >= 0 ? g->block_of[t] : g->exit, true);
	return 0;
}

/* Each block's predecessor edges. */
static void link_preds(struct cfg *g)
{
	for (int e = 0; e < g->nedges; e++)
		if (g->edges[e].dst != g->exit)
			g->blocks[g->edges[e].dst].npred++;
	for (int b = 0; b < g->nblocks; b++) {
		g->blocks[b].pred = ir_xcalloc((size_t)g->blocks[b].npred, sizeof(int));
		g->blocks[b].npred = 0;
	}
	for (int e = 0; e < g->nedges; e++)
		if (g->edges[e].dst != g->exit) {
			struct cfg_block *d = &g->blocks[g->edges[e].dst];

			d->pred[d->npred++] = e;
		}
}

int cfg_build(const char *path, const struct ir_func *f, struct cfg *g)
{
	int n = f->ninsns, ecap = 0, *order;
	bool *leader;

	memset(g, 0, sizeof *g);
	g->func = f;
	if (n == 0)
		return 0;
	leader = ir_xcalloc((size_t)n + 1, sizeof *leader);
	g->block_of = ir_xcalloc((size_t)n, sizeof *g->block_of);
	if (find_leaders(path, f, leader) < 0 || check_slots(path, f, leader) < 0) {
		free(leader);
		cfg_free(g);
		return -1;
	}
	make_blocks(g, leader);
	free(leader);
	for (int b = 0; b < g->nblocks; b++)
		if (block_edges(path, g, &ecap, b) < 0) {
			cfg_free(g);
			return -1;
		}
	link_preds(g);
	order = ir_xcalloc((size_t)g->nblocks, sizeof *order);
	number(g, order);
	dominators(g, order);
	loops(g);
	free(order);
	return 0;
}

void cfg_free(struct cfg *g)
{
	for (int b = 0; b < g->nblocks; b++)
		free(g->blocks[b].pred);
	free(g->blocks);
	free(g->edges);
	free(g->block_of);
	memset(g, 0, sizeof *g);
}

/* test_place.c — the spanning-tree placement on the graphs of Mazières & Smith: Figure 1
 * (P, Q, A, B, C, EXIT) and zero() (Figure 6), built by hand; the expected instrumented edges
 * are the report's. */
#include <criterion/criterion.h>
#include <stdlib.h>
#include <string.h>

#include "place.h"

struct graph {
	struct cfg g;
	struct cfg_block blocks[8];
	struct cfg_edge edges[16];
	int preds[8][8];
};

/* Blocks 0..n-1, EXIT = n; edges given as (src, dst) with dst -1 for EXIT. */
static void build(struct graph *gr, int n, const int (*e)[2], int ne, const int *depth)
{
	memset(gr, 0, sizeof *gr);
	gr->g.blocks = gr->blocks;
	gr->g.edges = gr->edges;
	gr->g.nblocks = n;
	gr->g.exit = n;
	gr->g.nedges = ne;
	for (int b = 0; b < n; b++) {
		gr->blocks[b].pred = gr->preds[b];
		gr->blocks[b].loop_depth = depth[b];
	}
	for (int i = 0; i < ne; i++) {
		int s = e[i][0], d = e[i][1] < 0 ? n : e[i][1];
		struct cfg_block *sb = &gr->blocks[s];

		gr->edges[i] = (struct cfg_edge){ .src = s, .dst = d, .taken = sb->nsucc == 1 };
		sb->succ[sb->nsucc++] = i;
		if (d != n)
			gr->blocks[d].pred[gr->blocks[d].npred++] = i;
	}
	for (int b = 0; b < n; b++)
		gr->blocks[b].end = gr->blocks[b].nsucc == 2 ? CFG_END_CBRANCH : CFG_END_FALL;
}

static bool instrumented(const struct placement *p, int e)
{
	return p->edge_witness[e] >= 0;
}

/* Figure 1: P(0) -> Q(1) | EXIT; Q -> A(2) | B(3); A -> C(4); B -> C; C -> P (loop). */
Test(place, figure1)
{
	static const int e[][2] = { { 0, 1 }, { 0, -1 }, { 1, 2 }, { 1, 3 }, { 2, 4 }, { 3, 4 },
				    { 4, 0 } };
	static const int depth[] = { 1, 1, 1, 1, 1 };
	struct graph gr;
	struct placement p;

	build(&gr, 5, e, 7, depth);
	place_function(PLACE_TREE, &gr.g, NULL, NULL, NULL, NULL, &p);
	cr_expect(instrumented(&p, 1), "P->EXIT blocks EXIT from predicate P");
	cr_expect(instrumented(&p, 2), "Q->A");
	cr_expect(instrumented(&p, 3), "Q->B");
	cr_expect(!instrumented(&p, 0) && !instrumented(&p, 4) && !instrumented(&p, 5) &&
		  !instrumented(&p, 6), "P->Q, A->C, B->C, C->P are the tree");
	cr_expect_eq(p.nwitnesses, 3);
	place_free(&p);
}

/* Figure 1 with Q a call vertex: the blocking witness goes on P->Q, after which Q's own
 * outgoing edges need only one witness between them. */
Test(place, figure1_call_in_q)
{
	static const int e[][2] = { { 0, 1 }, { 0, -1 }, { 1, 2 }, { 1, 3 }, { 2, 4 }, { 3, 4 },
				    { 4, 0 } };
	static const int depth[] = { 1, 1, 1, 1, 1 };
	bool events[5] = { false, true, false, false, false };
	struct graph gr;
	struct placement p;

	build(&gr, 5, e, 7, depth);
	place_function(PLACE_TREE, &gr.g, events, NULL, NULL, NULL, &p);
	cr_expect(instrumented(&p, 0), "blocking witness on P->Q");
	cr_expect(instrumented(&p, 1), "P->EXIT");
	cr_expect(instrumented(&p, 2) != instrumented(&p, 3), "one of Q->A, Q->B");
	cr_expect_eq(p.nwitnesses, 3);
	place_free(&p);
}

/* zero(): 0 -> 1 | 3(EXIT); 1 -> 2; 2 -> 2 (loop) | 3. Expected: 0->3, 2->3, 2->2. */
Test(place, zero)
{
	static const int e[][2] = { { 0, 1 }, { 0, -1 }, { 1, 2 }, { 2, 2 }, { 2, -1 } };
	static const int depth[] = { 0, 0, 1 };
	struct graph gr;
	struct placement p;

	build(&gr, 3, e, 5, depth);
	place_function(PLACE_TREE, &gr.g, NULL, NULL, NULL, NULL, &p);
	cr_expect(instrumented(&p, 1), "0->3");
	cr_expect(instrumented(&p, 4), "2->3");
	cr_expect(instrumented(&p, 3), "2->2");
	cr_expect(!instrumented(&p, 0) && !instrumented(&p, 2), "0->1 and 1->2 are the tree");
	cr_expect_eq(p.nwitnesses, 3);
	/* witness values are distinct */
	cr_expect_neq(p.edge_witness[1], p.edge_witness[3]);
	cr_expect_neq(p.edge_witness[1], p.edge_witness[4]);
	cr_expect_neq(p.edge_witness[3], p.edge_witness[4]);
	place_free(&p);
}

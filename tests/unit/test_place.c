/* test_place.c — the spanning-tree placement on the graphs of Mazières & Smith: Figure 1
 * (P, Q, A, B, C, EXIT) and zero() (Figure 6), built by hand; the expected instrumented edges
 * are the report's. */
#include <criterion/criterion.h>
#include <stdlib.h>
#include <string.h>

#include "place.h"
#include "testutil.h"

struct graph {
	struct cfg g;
	struct cfg_block blocks[8];
	struct cfg_edge edges[16];
	int preds[8][16];
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

/* The edges the tree placement must witness before choosing a tree, found here the simple
 * way (no events, no decided branches: only EXIT is an event vertex): every edge from a
 * branching block into EXIT or into a chain of non-branching blocks that reaches it. */
static void exit_blocked(const struct graph *gr, bool *blocked)
{
	const struct cfg *g = &gr->g;
	bool seen[9] = { false };
	int stack[16], top = 0;

	memset(blocked, 0, sizeof(bool) * (size_t)g->nedges);
	stack[top++] = g->exit;
	seen[g->exit] = true;
	while (top) {
		int x = stack[--top];

		for (int e = 0; e < g->nedges; e++) {
			int u = g->edges[e].src;

			if (g->edges[e].dst != x)
				continue;
			if (g->blocks[u].nsucc == 2)
				blocked[e] = true;
			else if (!seen[u]) {
				seen[u] = true;
				stack[top++] = u;
			}
		}
	}
}

static int root(int *parent, int x)
{
	while (parent[x] != x)
		x = parent[x];
	return x;
}

/* The heaviest forest of the edges in mask (each of weight w[e]) with EXIT->ENTRY in it,
 * by trying every subset: the oracle for Kruskal's. */
static double heaviest_forest(const struct graph *gr, const bool *usable, const double *w)
{
	const struct cfg *g = &gr->g;
	double best = -1;
	int best_size = -1;

	for (unsigned mask = 0; mask < 1u << g->nedges; mask++) {
		int parent[9], size = 0;
		double sum = 0;
		bool ok = true;

		for (int v = 0; v <= g->nblocks; v++)
			parent[v] = v;
		parent[g->exit] = 0;
		for (int e = 0; e < g->nedges && ok; e++) {
			int a, b;

			if (!(mask >> e & 1))
				continue;
			if (!usable[e]) {
				ok = false;
				break;
			}
			a = root(parent, g->edges[e].src);
			b = root(parent, g->edges[e].dst);
			if (a == b)
				ok = false;
			parent[a] = b;
			size++;
			sum += w[e];
		}
		if (ok && (size > best_size || (size == best_size && sum > best))) {
			best_size = size;
			best = sum;
		}
	}
	return best;
}

/* With measured weights (aex build --profile), the edges left without witnesses are a
 * maximum spanning forest of the edges not blocked, EXIT->ENTRY in it: over random CFGs and
 * random counts (ties among them), against every subset. */
Test(place, measured_weights_give_a_maximum_tree)
{
	uint64_t seed = 0x5eed;

	for (int round = 0; round < 400; round++) {
		int n = 2 + (int)(xorshift64(&seed) % 6), ne = 0;
		int e[16][2], depth[8] = { 0 };
		double w[16];
		bool blocked[16], usable[16];
		struct graph gr;
		struct placement p;
		double tree = 0;

		for (int b = 0; b < n && ne < 14; b++) {
			int k = 1 + (int)(xorshift64(&seed) % 2);

			for (int j = 0; j < k; j++) {
				int d = (int)(xorshift64(&seed) % (unsigned)(n + 1));

				e[ne][0] = b;
				e[ne][1] = d == n || (b == n - 1 && j == k - 1) ? -1 : d;
				w[ne] = (double)(xorshift64(&seed) % 6);
				ne++;
			}
		}
		build(&gr, n, (const int (*)[2])e, ne, depth);
		exit_blocked(&gr, blocked);
		place_function(PLACE_TREE, &gr.g, NULL, NULL, NULL, w, &p);
		for (int i = 0; i < ne; i++) {
			usable[i] = !blocked[i];
			if (blocked[i])
				cr_expect(instrumented(&p, i), "round %d: blocked edge %d", round, i);
			else if (!instrumented(&p, i))
				tree += w[i];
		}
		cr_expect_eq(tree, heaviest_forest(&gr, usable, w),
			     "round %d: the tree weighs %g, the heaviest %g", round, tree,
			     heaviest_forest(&gr, usable, w));
		place_free(&p);
	}
}

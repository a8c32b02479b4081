/* place.c — the witness placements. A witness's value is the number of the block control
 * reaches, so the regenerator can check it as well as follow it. */
#include "place.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char *const names[PLACE_KINDS] = { PLACE_LIST(PLACE_NAME_ITEM) };

int place_parse(const char *name, enum place_kind *kind)
{
	for (unsigned i = 0; i < sizeof names / sizeof names[0]; i++) {
		if (strcmp(name, names[i]) == 0) {
			*kind = (enum place_kind)i;
			return 0;
		}
	}
	return -1;
}

const char *place_name(enum place_kind kind)
{
	return names[kind];
}

const char *place_names(void)
{
	static char buf[128];

	if (!buf[0])
		for (int k = 0; k < PLACE_KINDS; k++)
			snprintf(buf + strlen(buf), sizeof buf - strlen(buf), "%s%s", k ? ", " : "",
				 names[k]);
	return buf;
}

static int *filled(int n)
{
	int *a = malloc((size_t)(n ? n : 1) * sizeof *a);

	if (!a) {
		fprintf(stderr, "aex: error: out of memory\n");
		exit(1);
	}
	for (int i = 0; i < n; i++)
		a[i] = -1;
	return a;
}

static int find(int *parent, int x)
{
	while (parent[x] != x) {
		parent[x] = parent[parent[x]];
		x = parent[x];
	}
	return x;
}

/* An edge in Kruskal's order: by its weight (a measured count, or the static estimate),
 * then, among equal weights, by the static estimate, then by number. */
struct wedge {
	int e;
	double w, ws;
};

static int cmp_wedge(const void *a, const void *b)
{
	const struct wedge *x = a, *y = b;

	if (x->w != y->w)
		return x->w < y->w ? 1 : -1;
	if (x->ws != y->ws)
		return x->ws < y->ws ? 1 : -1;
	return x->e - y->e;
}

static bool predicate(const struct cfg *g, int b)
{
	return b != g->exit && g->blocks[b].nsucc == 2;
}

/* A branch the regenerator follows by the next witness. */
static bool followed(const struct cfg *g, const bool *decided, int b)
{
	return predicate(g, b) && !(decided && decided[b]);
}

/* The witnesses that can come first after edge e, as the regenerator finds them (regen/
 * compile.c first_witnesses): its own, or those of the edges a path without witnesses leads
 * to. False when such a path reaches EXIT or a block with events first. */
static bool first_witnesses(const struct cfg *g, const bool *event_block, const int *ew, int e,
			    bool *seen, int *vals, int *n)
{
	const struct cfg_edge *ed = &g->edges[e];

	if (ew[e] >= 0) {
		vals[(*n)++] = ew[e];
		return true;
	}
	if (ed->dst == g->exit)
		return false;
	if (seen[ed->dst])
		return true;
	seen[ed->dst] = true;
	if (event_block && event_block[ed->dst])
		return false;
	for (int k = 0; k < g->blocks[ed->dst].nsucc; k++)
		if (!first_witnesses(g, event_block, ew, g->blocks[ed->dst].succ[k], seen, vals, n))
			return false;
	return true;
}

/* Adds witnesses (numbered from *next) to both edges of every followed branch whose way the
 * next witness does not tell, until none is left. */
static void repair(const struct cfg *g, const bool *event_block, const bool *decided,
		   struct placement *p, int *next)
{
	bool *seen = calloc((size_t)g->nblocks + 1, 1);
	int *vals[2], nv[2];
	bool changed = true;

	vals[0] = malloc(sizeof(int) * ((size_t)g->nedges + 1));
	vals[1] = malloc(sizeof(int) * ((size_t)g->nedges + 1));
	if (!seen || !vals[0] || !vals[1]) {
		fprintf(stderr, "aex: error: out of memory\n");
		exit(1);
	}
	while (changed) {
		changed = false;
		for (int b = 0; b < g->nblocks; b++) {
			bool ok = true;

			if (!followed(g, decided, b))
				continue;
			for (int k = 0; k < 2 && ok; k++) {
				memset(seen, 0, (size_t)g->nblocks + 1);
				nv[k] = 0;
				ok = first_witnesses(g, event_block, p->edge_witness,
						     g->blocks[b].succ[k], seen, vals[k], &nv[k]) &&
				     nv[k] > 0;
			}
			for (int i = 0; i < nv[0] && ok; i++)
				for (int j = 0; j < nv[1] && ok; j++)
					ok = vals[0][i] != vals[1][j];
			if (ok)
				continue;
			for (int k = 0; k < 2; k++)
				if (p->edge_witness[g->blocks[b].succ[k]] < 0) {
					p->edge_witness[g->blocks[b].succ[k]] = (*next)++;
					p->nwitnesses++;
					changed = true;
				}
		}
	}
	free(seen);
	free(vals[0]);
	free(vals[1]);
}

/* The static weight of an edge: 10 per loop level (loops iterate ten times), halved on each
 * arm of a conditional branch (branches go either way). */
static double weight(const struct cfg *g, const struct cfg_edge *e)
{
	int d = g->blocks[e->src].loop_depth;
	double w = 1;

	if (e->dst != g->exit && g->blocks[e->dst].loop_depth < d)
		d = g->blocks[e->dst].loop_depth;
	for (int i = 0; i < d; i++)
		w *= 10;
	return predicate(g, e->src) ? w / 2 : w;
}

/* qpt / Ball-Larus: blocking witnesses first, on the outgoing edge of every conditional branch
 * from which a path free of branches reaches events (a call, a recorded value, a system call)
 * or EXIT; then Kruskal's maximum spanning tree of the remaining edges, starting from the
 * imaginary EXIT->ENTRY edge; every edge outside the tree gets a witness. */
static void place_tree(const struct cfg *g, const bool *event_block, const bool *force_edge,
		       const bool *decided, const double *weights, struct placement *p)
{
	int n = g->nblocks, top = 0, nw = 0, next = 0;
	int *parent = malloc((size_t)(n + 1) * sizeof *parent);
	int *stack = malloc((size_t)(g->nedges + n + 1) * sizeof *stack);
	bool *seen = calloc((size_t)n + 1, 1), *instr = calloc((size_t)g->nedges + 1, 1);
	struct wedge *we = malloc((size_t)(g->nedges + 1) * sizeof *we);

	if (!parent || !stack || !seen || !instr || !we) {
		fprintf(stderr, "aex: error: out of memory\n");
		exit(1);
	}
	/* Blocking: search backwards from each event vertex through non-branching blocks. */
	for (int v = 0; v <= n; v++) {
		bool event = v == g->exit || (event_block && event_block[v]);

		if (!event)
			continue;
		memset(seen, 0, (size_t)n + 1);
		top = 0;
		stack[top++] = v;
		seen[v] = true;
		while (top) {
			int x = stack[--top];

			if (x == g->exit) {
				for (int e = 0; e < g->nedges; e++) {
					if (g->edges[e].dst != g->exit)
						continue;
					if (followed(g, decided, g->edges[e].src))
						instr[e] = true;
					else if (!seen[g->edges[e].src]) {
						seen[g->edges[e].src] = true;
						stack[top++] = g->edges[e].src;
					}
				}
				continue;
			}
			for (int k = 0; k < g->blocks[x].npred; k++) {
				int e = g->blocks[x].pred[k], u = g->edges[e].src;

				if (followed(g, decided, u))
					instr[e] = true;
				else if (!seen[u]) {
					seen[u] = true;
					stack[top++] = u;
				}
			}
		}
	}
	for (int e = 0; e < g->nedges; e++)
		if (force_edge && force_edge[e])
			instr[e] = true;
	/* Kruskal over the rest, heaviest first, from EXIT->ENTRY. */
	for (int i = 0; i <= n; i++)
		parent[i] = i;
	parent[find(parent, n)] = find(parent, 0);
	for (int e = 0; e < g->nedges; e++)
		if (!instr[e]) {
			double ws = weight(g, &g->edges[e]);

			we[nw++] = (struct wedge){ .e = e, .w = weights ? weights[e] : ws, .ws = ws };
		}
	qsort(we, (size_t)nw, sizeof *we, cmp_wedge);
	for (int i = 0; i < nw; i++) {
		const struct cfg_edge *e = &g->edges[we[i].e];
		int a = find(parent, e->src), b = find(parent, e->dst == g->exit ? n : e->dst);

		if (a != b)
			parent[a] = b;
		else
			instr[we[i].e] = true;
	}
	/* The edges of decided branches need no witness; where that leaves a followed branch
	 * ambiguous, repair() witnesses it. */
	for (int e = 0; e < g->nedges; e++)
		if (decided && decided[g->edges[e].src] && !(force_edge && force_edge[e]))
			instr[e] = false;
	for (int e = 0; e < g->nedges; e++)
		if (instr[e]) {
			p->edge_witness[e] = next++;
			p->nwitnesses++;
		}
	if (decided)
		repair(g, event_block, decided, p, &next);
	p->width = next > 256 ? 2 : 1;
	free(parent);
	free(stack);
	free(seen);
	free(instr);
	free(we);
}

void place_function(enum place_kind kind, const struct cfg *g, const bool *event_block,
		    const bool *force_edge, const bool *decided, const double *weights,
		    struct placement *p)
{
	memset(p, 0, sizeof *p);
	p->kind = kind;
	p->width = g->nblocks > 255 ? 2 : 1;
	p->block_witness = filled(g->nblocks);
	p->edge_witness = filled(g->nedges);
	if (kind == PLACE_BLOCKS) {
		for (int b = 0; b < g->nblocks; b++) {
			p->block_witness[b] = b;
			p->nwitnesses++;
		}
		return;
	}
	if (kind == PLACE_TREE) {
		place_tree(g, event_block, force_edge, decided, weights, p);
		return;
	}
	for (int b = 0; b < g->nblocks; b++) {
		const struct cfg_block *bl = &g->blocks[b];

		if (bl->end != CFG_END_CBRANCH || (decided && decided[b]))
			continue;
		for (int k = 0; k < bl->nsucc; k++) {
			p->edge_witness[bl->succ[k]] = place_edge_witness_value(g, bl->succ[k]);
			p->nwitnesses++;
		}
	}
}

int place_edge_witness_value(const struct cfg *g, int e)
{
	const struct cfg_edge *ed = &g->edges[e];
	const struct cfg_block *bl = &g->blocks[ed->src];

	/* both ways lead to one block (a branch over an annulled slot): the taken edge says so
	 * with a number no block has */
	if (ed->taken && bl->nsucc == 2 && g->edges[bl->succ[0]].dst == ed->dst)
		return g->nblocks;
	return ed->dst;
}

double place_edge_weight(const struct cfg *g, int e)
{
	return weight(g, &g->edges[e]);
}

double place_depth_weight(int depth)
{
	double w = 1;

	for (int d = depth; d > 0 && w < 1e9; d--)
		w *= 10;
	return w;
}

void place_free(struct placement *p)
{
	free(p->block_witness);
	free(p->edge_witness);
	memset(p, 0, sizeof *p);
}

/* place.c — the witness placements. A witness's value is the number of the block control
 * reaches, so the regenerator can check it as well as follow it. */
#include "place.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char *const names[] = { "blocks", "cbranch" };

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
	return "blocks, cbranch";
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

void place_function(enum place_kind kind, const struct cfg *g, struct placement *p)
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
	for (int b = 0; b < g->nblocks; b++) {
		const struct cfg_block *bl = &g->blocks[b];

		if (bl->end != CFG_END_CBRANCH)
			continue;
		for (int k = 0; k < bl->nsucc; k++) {
			p->edge_witness[bl->succ[k]] = g->edges[bl->succ[k]].dst;
			p->nwitnesses++;
		}
	}
}

void place_free(struct placement *p)
{
	free(p->block_witness);
	free(p->edge_witness);
	memset(p, 0, sizeof *p);
}

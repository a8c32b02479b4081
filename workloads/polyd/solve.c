/* solve.c — the exhaustive search. The first empty square in scan order must be covered by
 * some piece, and by that piece's first cell in scan order, so each orientation is tried
 * with its first cell there (Scott's method, as in de Bruijn's and Knuth's programs). After
 * a placement, every empty region next to it must still be fillable: at least as large as
 * the smallest piece and a multiple of the gcd of the piece sizes. */
#include <string.h>

#include "polyd.h"

/* The size of the empty region around square pos, counting each square once per stamp. */
static int region_size(struct puzzle *pz, int pos)
{
	uint8_t *cell = pz->cell;
	int *mark = pz->mark, *stack = pz->stack;
	int sp = 0, n = 0, stride = pz->stride, stamp = pz->stamp;

	mark[pos] = stamp;
	stack[sp++] = pos;
	while (sp) {
		int p = stack[--sp];
		int next[4];

		n++;
		next[0] = p + 1;
		next[1] = p - 1;
		next[2] = p + stride;
		next[3] = p - stride;
		for (int k = 0; k < 4; k++) {
			int q = next[k];

			/* Above the first row is outside the array: the board starts at index 0. */
			if (q >= 0 && cell[q] == EMPTY && mark[q] != stamp) {
				mark[q] = stamp;
				stack[sp++] = q;
			}
		}
	}
	return n;
}

/* True when the squares next to the piece just placed at pos (orientation o) lie in
 * regions that can still be filled. */
static int regions_ok(struct puzzle *pz, int pos, const struct orient *o)
{
	int stride = pz->stride;

	pz->stamp++;
	for (int i = 0; i < o->ncells; i++) {
		int p = pos + o->off[i];
		int around[4] = { p + 1, p - 1, p + stride, p - stride };

		for (int k = 0; k < 4; k++) {
			int q = around[k], n;

			if (q < 0 || pz->cell[q] != EMPTY || pz->mark[q] == pz->stamp)
				continue;
			n = region_size(pz, q);
			if (n < pz->min_area || n % pz->area_gcd != 0)
				return 0;
		}
	}
	return 1;
}

static void found(struct puzzle *pz)
{
	char drawn[MAX_SIDE * MAX_SIDE + 1];

	board_draw(pz, drawn);
	if (pz->solutions == 0) {
		strcpy(pz->first, drawn);
		memcpy(pz->first_at, pz->placed_at, sizeof *pz->first_at * (size_t)(pz->rows * pz->cols));
		memcpy(pz->first_type, pz->placed_type, sizeof pz->first_type);
	}
	pz->solutions++;
	if (board_is_least(pz, drawn))
		pz->distinct++;
}

/* Covers the squares from pos on; left squares before pos are all covered. */
static void search(struct puzzle *pz, int pos, int left)
{
	uint8_t *cell = pz->cell;

	pz->nodes++;
	while (cell[pos] != EMPTY)
		pos++;
	for (int t = 0; t < pz->ntypes; t++) {
		const struct piece *p = pz->type[t];

		if (pz->count[t] == 0 || p->ncells > left)
			continue;
		for (int k = 0; k < p->norient; k++) {
			const struct orient *o = &p->orient[k];
			int i, mark = 2 + pz->nplaced;

			pz->tries++;
			for (i = 1; i < o->ncells; i++)
				if (cell[pos + o->off[i]] != EMPTY)
					break;
			if (i < o->ncells)
				continue;
			for (i = 0; i < o->ncells; i++)
				cell[pos + o->off[i]] = (uint8_t)mark;
			pz->placed_type[pz->nplaced++] = t;
			pz->count[t]--;
			if (left == o->ncells)
				found(pz);
			else if (regions_ok(pz, pos, o))
				search(pz, pos + 1, left - o->ncells);
			else
				pz->pruned++;
			pz->count[t]++;
			pz->nplaced--;
			for (i = 0; i < o->ncells; i++)
				cell[pos + o->off[i]] = EMPTY;
		}
	}
}

static int gcd(int a, int b)
{
	while (b) {
		int t = a % b;

		a = b;
		b = t;
	}
	return a;
}

/* Counts every way to cover the board with the pieces (some may be left over). */
void solve(struct puzzle *pz)
{
	int area = 0;

	pz->min_area = MAX_CELLS + 1;
	pz->area_gcd = 0;
	for (int t = 0; t < pz->ntypes; t++) {
		const struct piece *p = pz->type[t];

		area += p->ncells * pz->count[t];
		if (p->ncells < pz->min_area)
			pz->min_area = p->ncells;
		pz->area_gcd = gcd(p->ncells, pz->area_gcd);
	}
	/* With pieces left over, a region need only hold some of them: the gcd still holds,
	 * since every piece size is a multiple of it. */
	pz->solutions = pz->distinct = pz->nodes = pz->tries = pz->pruned = 0;
	pz->nplaced = 0;
	if (area >= pz->squares && pz->squares > 0)
		search(pz, 0, pz->squares);
}

/* board.c — the board: its walled array, its symmetries (those of the rectangle that map
 * the holes onto holes), and solutions drawn as one letter per square. A board wider than it
 * is tall is searched transposed: filling it along the short side meets dead ends sooner
 * (a 3x20 strip takes a hundredth of the nodes as 20x3); it is printed as defined. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "polyd.h"

static void *xcalloc(size_t n, size_t size)
{
	void *p = calloc(n, size);

	if (!p) {
		fprintf(stderr, "polyd: out of memory\n");
		exit(2);
	}
	return p;
}

/* Where transform t takes square (r, c) of a rows x cols rectangle, or 0 when the transform
 * does not map the rectangle onto itself (the turns and diagonal flips need a square). */
static int map_square(int t, int rows, int cols, int r, int c, int *r2, int *c2)
{
	if (t >= 4 && rows != cols)
		return 0;
	if (t == 0) {				/* identity */
		*r2 = r, *c2 = c;
	} else if (t == 1) {			/* half turn */
		*r2 = rows - 1 - r, *c2 = cols - 1 - c;
	} else if (t == 2) {			/* mirror left to right */
		*r2 = r, *c2 = cols - 1 - c;
	} else if (t == 3) {			/* mirror top to bottom */
		*r2 = rows - 1 - r, *c2 = c;
	} else if (t == 4) {			/* quarter turn */
		*r2 = c, *c2 = rows - 1 - r;
	} else if (t == 5) {			/* three quarter turns */
		*r2 = cols - 1 - c, *c2 = r;
	} else if (t == 6) {			/* the main diagonal */
		*r2 = c, *c2 = r;
	} else {				/* the other diagonal */
		*r2 = cols - 1 - c, *c2 = rows - 1 - r;
	}
	return 1;
}

/* True when square (r, c) of the board as searched is a hole. */
static int is_hole(const struct puzzle *pz, int r, int c)
{
	return pz->transposed ? pz->def->hole[c][r] : pz->def->hole[r][c];
}

/* Finds the board's symmetries other than the identity. */
static void find_symmetries(struct puzzle *pz)
{
	int rows = pz->rows, cols = pz->cols;

	pz->nsym = 0;
	for (int t = 1; t < 8; t++) {
		int *map, ok = 1, r2 = 0, c2 = 0;

		if (!map_square(t, rows, cols, 0, 0, &r2, &c2))
			continue;
		map = xcalloc((size_t)(rows * cols), sizeof *map);
		for (int r = 0; r < rows && ok; r++)
			for (int c = 0; c < cols && ok; c++) {
				map_square(t, rows, cols, r, c, &r2, &c2);
				ok = is_hole(pz, r, c) == is_hole(pz, r2, c2);
				map[r * cols + c] = r2 * cols + c2;
			}
		if (ok)
			pz->sym_map[pz->nsym++] = map;
		else
			free(map);
	}
}

/* Lays out the board for pieces up to pad + 1 squares across. */
void board_init(struct puzzle *pz, const struct board_def *def, int pad)
{
	pz->def = def;
	pz->transposed = def->cols > def->rows;
	pz->rows = pz->transposed ? def->cols : def->rows;
	pz->cols = pz->transposed ? def->rows : def->cols;
	pz->stride = pz->cols + pad;
	pz->size = (pz->rows + pad) * pz->stride;
	pz->cell = xcalloc((size_t)pz->size, 1);
	pz->mark = xcalloc((size_t)pz->size, sizeof *pz->mark);
	pz->stack = xcalloc((size_t)pz->size, sizeof *pz->stack);
	pz->first = xcalloc((size_t)(def->rows * def->cols + 1), 1);
	pz->first_at = xcalloc((size_t)(def->rows * def->cols), sizeof *pz->first_at);
	pz->placed_at = xcalloc((size_t)(def->rows * def->cols), sizeof *pz->placed_at);
	pz->image = xcalloc((size_t)(def->rows * def->cols), sizeof *pz->image);
	pz->stamp = 0;
	pz->squares = 0;
	memset(pz->cell, WALL, (size_t)pz->size);
	for (int r = 0; r < pz->rows; r++)
		for (int c = 0; c < pz->cols; c++)
			if (!is_hole(pz, r, c)) {
				pz->cell[r * pz->stride + c] = EMPTY;
				pz->squares++;
			}
	find_symmetries(pz);
}

void board_free(struct puzzle *pz)
{
	for (int k = 0; k < pz->nsym; k++)
		free(pz->sym_map[k]);
	free(pz->cell);
	free(pz->mark);
	free(pz->stack);
	free(pz->first);
	free(pz->first_at);
	free(pz->placed_at);
	free(pz->image);
}

/* Draws the board as rows * cols letters: the letter of the piece on each square, '#' for a
 * hole, '.' for an empty square; placed_at[] gets the number of the piece on each square
 * (-1 for none). */
void board_draw(struct puzzle *pz, char *out)
{
	int i = 0;

	for (int r = 0; r < pz->rows; r++)
		for (int c = 0; c < pz->cols; c++, i++) {
			int v = pz->cell[r * pz->stride + c];

			pz->placed_at[i] = v >= 2 ? v - 2 : -1;
			out[i] = v == WALL ? '#' : v == EMPTY ? '.' :
				 pz->type[pz->placed_type[v - 2]]->letter;
		}
	out[i] = '\0';
}

/* True when no symmetry of the board turns the solution into a smaller one: one solution of
 * each family of symmetric solutions passes. A solution is compared square by square, by the
 * letter of the piece on it, then by the piece's number when the pieces are numbered in
 * order of their first square; the search places pieces in that order, so the solution's
 * own numbers are the placement numbers. Numbers tell copies of one piece apart. */
int board_is_least(struct puzzle *pz, const char *drawn)
{
	int n = pz->rows * pz->cols, relabel[64];

	for (int k = 0; k < pz->nsym; k++) {
		const int *map = pz->sym_map[k];
		int next = 0, order = 0;

		for (int i = 0; i < n; i++)
			pz->image[map[i]] = pz->placed_at[i];
		for (int j = 0; j < pz->nplaced; j++)
			relabel[j] = -1;
		for (int i = 0; i < n && order == 0; i++) {
			int id = pz->image[i], own = pz->placed_at[i], label;
			char a, b;

			if (id < 0)
				continue;		/* a hole, in both */
			if (relabel[id] < 0)
				relabel[id] = next++;
			label = relabel[id];
			a = pz->type[pz->placed_type[id]]->letter;
			b = drawn[i];
			order = a != b ? a - b : label - own;
		}
		if (order < 0)
			return 0;
	}
	return 1;
}

/* Prints the first solution as the board was defined. */
void board_print(const struct puzzle *pz, const char *indent)
{
	static const char copies[] = "abcdefghijklmnopqrstuvwxyz";

	for (int r = 0; r < pz->def->rows; r++) {
		fputs(indent, stdout);
		for (int c = 0; c < pz->def->cols; c++) {
			int i = pz->transposed ? c * pz->cols + r : r * pz->cols + c;
			int id = pz->first_at[i];

			putchar(id < 0 || pz->count[pz->first_type[id]] == 1 ? pz->first[i] :
				copies[id % 26]);
		}
		putchar('\n');
	}
}

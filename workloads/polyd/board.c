/* board.c — the board: its walled array, its symmetries (those of the rectangle that map
 * the holes onto holes), and solutions drawn as one letter per square. */
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

/* Finds the board's symmetries other than the identity. */
static void find_symmetries(struct puzzle *pz)
{
	const struct board_def *d = pz->def;

	pz->nsym = 0;
	for (int t = 1; t < 8; t++) {
		int *map, ok = 1, r2 = 0, c2 = 0;

		if (!map_square(t, d->rows, d->cols, 0, 0, &r2, &c2))
			continue;
		map = xcalloc((size_t)(d->rows * d->cols), sizeof *map);
		for (int r = 0; r < d->rows && ok; r++)
			for (int c = 0; c < d->cols && ok; c++) {
				map_square(t, d->rows, d->cols, r, c, &r2, &c2);
				ok = d->hole[r][c] == d->hole[r2][c2];
				map[r * d->cols + c] = r2 * d->cols + c2;
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
	pz->rows = def->rows;
	pz->cols = def->cols;
	pz->stride = def->cols + pad;
	pz->size = (def->rows + pad) * pz->stride;
	pz->cell = xcalloc((size_t)pz->size, 1);
	pz->mark = xcalloc((size_t)pz->size, sizeof *pz->mark);
	pz->stack = xcalloc((size_t)pz->size, sizeof *pz->stack);
	pz->first = xcalloc((size_t)(def->rows * def->cols + 1), 1);
	pz->scratch = xcalloc((size_t)(def->rows * def->cols + 1), 1);
	pz->stamp = 0;
	pz->squares = 0;
	memset(pz->cell, WALL, (size_t)pz->size);
	for (int r = 0; r < def->rows; r++)
		for (int c = 0; c < def->cols; c++)
			if (!def->hole[r][c]) {
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
	free(pz->scratch);
}

/* Draws the board as rows * cols letters: the letter of the piece on each square, '#' for a
 * hole, '.' for an empty square. */
void board_draw(const struct puzzle *pz, char *out)
{
	for (int r = 0; r < pz->rows; r++)
		for (int c = 0; c < pz->cols; c++) {
			int v = pz->cell[r * pz->stride + c];

			*out++ = v == WALL ? '#' : v == EMPTY ? '.' :
				 pz->type[pz->placed_type[v - 2]]->letter;
		}
	*out = '\0';
}

/* True when no symmetry of the board turns the drawn solution into a smaller one (in the
 * order of strcmp): one solution of each family of symmetric solutions passes. */
int board_is_least(struct puzzle *pz, const char *drawn)
{
	int n = pz->rows * pz->cols;

	for (int k = 0; k < pz->nsym; k++) {
		const int *map = pz->sym_map[k];

		for (int i = 0; i < n; i++)
			pz->scratch[map[i]] = drawn[i];
		if (memcmp(pz->scratch, drawn, (size_t)n) < 0)
			return 0;
	}
	return 1;
}

void board_print(const struct puzzle *pz, const char *drawn, const char *indent)
{
	for (int r = 0; r < pz->rows; r++)
		printf("%s%.*s\n", indent, pz->cols, drawn + r * pz->cols);
}

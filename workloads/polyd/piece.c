/* piece.c — pieces: read from a picture, turned and flipped into their distinct
 * orientations, each normalised to scan order from its first cell. */
#include <stdio.h>
#include <string.h>

#include "polyd.h"

/* Sorts cells into scan order (few cells: insertion sort). */
static void sort_cells(struct point *p, int n)
{
	for (int i = 1; i < n; i++) {
		struct point t = p[i];
		int j = i;

		while (j > 0 && (p[j - 1].r > t.r || (p[j - 1].r == t.r && p[j - 1].c > t.c))) {
			p[j] = p[j - 1];
			j--;
		}
		p[j] = t;
	}
}

/* Moves the cells so that the first in scan order is at (0, 0). */
static void normalise(struct orient *o)
{
	int r0, c0;

	sort_cells(o->cells, o->ncells);
	r0 = o->cells[0].r;
	c0 = o->cells[0].c;
	for (int i = 0; i < o->ncells; i++) {
		o->cells[i].r -= r0;
		o->cells[i].c -= c0;
	}
}

static int same_orient(const struct orient *a, const struct orient *b)
{
	for (int i = 0; i < a->ncells; i++)
		if (a->cells[i].r != b->cells[i].r || a->cells[i].c != b->cells[i].c)
			return 0;
	return 1;
}

/* Transform t of (r, c): t & 3 quarter turns, then a reflection when t & 4. */
static struct point transform(struct point p, int t)
{
	struct point q = p;

	for (int k = 0; k < (t & 3); k++) {
		int r = q.r;

		q.r = q.c;
		q.c = -r;
	}
	if (t & 4)
		q.c = -q.c;
	return q;
}

/* True when the cells form one piece (connected through edges). */
static int connected(const struct orient *o)
{
	int seen[MAX_CELLS] = { 1 }, stack[MAX_CELLS], sp = 0, reached = 1;

	stack[sp++] = 0;
	while (sp) {
		struct point a = o->cells[stack[--sp]];

		for (int i = 0; i < o->ncells; i++) {
			struct point b = o->cells[i];
			int dr = a.r - b.r, dc = a.c - b.c;

			if (!seen[i] && dr * dr + dc * dc == 1) {
				seen[i] = 1;
				reached++;
				stack[sp++] = i;
			}
		}
	}
	return reached == o->ncells;
}

/* Reads a piece from its picture: '#' (or any letter) is a cell, '.' or ' ' is not. Returns
 * 0, or -1 with a message in err. */
int piece_parse(struct piece *p, const char *name, char rows[][MAX_SIDE + 2], int nrows,
		char *err, int errlen)
{
	struct orient base = { 0 };

	memset(p, 0, sizeof *p);
	snprintf(p->name, sizeof p->name, "%s", name);
	p->letter = name[0];
	for (int r = 0; r < nrows; r++)
		for (int c = 0; rows[r][c]; c++) {
			if (rows[r][c] == '.' || rows[r][c] == ' ')
				continue;
			if (base.ncells == MAX_CELLS) {
				snprintf(err, (size_t)errlen, "piece %s has more than %d cells", name,
					 MAX_CELLS);
				return -1;
			}
			base.cells[base.ncells].r = r;
			base.cells[base.ncells].c = c;
			base.ncells++;
		}
	if (base.ncells == 0) {
		snprintf(err, (size_t)errlen, "piece %s has no cells", name);
		return -1;
	}
	if (!connected(&base)) {
		snprintf(err, (size_t)errlen, "piece %s is not connected", name);
		return -1;
	}
	p->ncells = base.ncells;
	/* The eight transforms; keep those that differ from every one kept before. */
	for (int t = 0; t < 8; t++) {
		struct orient o = { .ncells = base.ncells };
		int dup = 0;

		for (int i = 0; i < base.ncells; i++)
			o.cells[i] = transform(base.cells[i], t);
		normalise(&o);
		for (int k = 0; k < p->norient && !dup; k++)
			dup = same_orient(&p->orient[k], &o);
		if (!dup)
			p->orient[p->norient++] = o;
	}
	return 0;
}

/* Computes the array offsets of every orientation for a board of the given stride. */
void piece_bind(struct piece *p, int stride)
{
	for (int k = 0; k < p->norient; k++) {
		struct orient *o = &p->orient[k];

		for (int i = 0; i < o->ncells; i++)
			o->off[i] = o->cells[i].r * stride + o->cells[i].c;
	}
}

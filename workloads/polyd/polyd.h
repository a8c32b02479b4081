/* polyd.h — polyd, a polyomino puzzle solver: the pieces with their orientations, the board
 * with its border, the exhaustive search and what it counts. */
#ifndef POLYD_H
#define POLYD_H

#include <stdint.h>

#define MAX_CELLS 8		/* cells of the largest piece */
#define MAX_ORIENT 8		/* rotations and reflections */
#define MAX_PIECES 32		/* piece types of one puzzle */
#define MAX_SIDE 32		/* rows or columns of a board */
#define NAME_LEN 16

/* A cell of a piece or a board position, row first. */
struct point {
	int r;
	int c;
};

/* One way to lay a piece down. cells are in scan order (row by row, left to right) and
 * relative to the first, which the search puts on the first empty square; off[] are the same
 * cells as distances in the board's array, set once the board is known. */
struct orient {
	int ncells;
	struct point cells[MAX_CELLS];
	int off[MAX_CELLS];
};

/* A piece type as defined in the input. */
struct piece {
	char name[NAME_LEN];
	char letter;		/* how it is drawn in a solution */
	int ncells;
	int norient;
	struct orient orient[MAX_ORIENT];
};

/* A board as the input defines it. */
struct board_def {
	char name[NAME_LEN];
	int rows;
	int cols;
	char hole[MAX_SIDE][MAX_SIDE];	/* 1 where the board has no square */
};

/* The pieces and boards the input defines. */
struct library {
	struct piece pieces[64];
	int npieces;
	struct board_def boards[16];
	int nboards;
};

/* The board as the search sees it (transposed when wider than tall): rows x cols squares in an array of stride columns,
 * walled on the right and below (the wall is as wide as a piece), so no placement needs a
 * bounds check. A square holds WALL, EMPTY, or 2 + the number of the piece placed on it. */
enum { EMPTY = 0, WALL = 1 };

/* One puzzle: a board and the pieces available (count copies of each). */
struct puzzle {
	const struct board_def *def;
	int transposed;				/* rows and columns swapped for the search */
	int rows, cols, stride, size;
	uint8_t *cell;
	int squares;				/* squares to cover */
	int ntypes;
	struct piece *type[MAX_PIECES];
	int count[MAX_PIECES];			/* copies left */
	int placed_type[64];			/* the type of each placed piece */
	int nplaced;
	int min_area;				/* the smallest piece */
	int area_gcd;				/* every region must be a multiple of it */
	/* Flood-fill work space. */
	int *mark;
	int stamp;
	int *stack;
	/* The symmetries of the board: each maps square (r, c) to sym_map[k][r * cols + c]. */
	int nsym;
	int *sym_map[8];
	/* What the search found. */
	long solutions;
	long distinct;				/* solutions that are the least of their images */
	long nodes;				/* calls of the search */
	long tries;				/* orientations tested */
	long pruned;				/* placements refused by the region check */
	char *first;				/* the first solution, as letters */
	int *first_at;				/* its pieces' numbers per square */
	int first_type[64];			/* the type of each of its pieces */
	int *placed_at;				/* the piece on each square of a solution */
	int *image;				/* the same for a symmetric image */
};

/* piece.c */
int piece_parse(struct piece *p, const char *name, char rows[][MAX_SIDE + 2], int nrows,
		char *err, int errlen);
void piece_bind(struct piece *p, int stride);

/* board.c */
void board_init(struct puzzle *pz, const struct board_def *def, int pad);
void board_free(struct puzzle *pz);
void board_draw(struct puzzle *pz, char *out);
int board_is_least(struct puzzle *pz, const char *drawn);
void board_print(const struct puzzle *pz, const char *indent);

/* solve.c */
void solve(struct puzzle *pz);

/* input.c */
int input_run(const char *path, struct library *lib);

#endif

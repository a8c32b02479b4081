/* gen.c — writes the input of the polyd workload: `gen SIZE DIR` makes DIR/puzzles, the
 * polyominoes from the domino to the twelve pentominoes, rectangles and boards with holes
 * (some holes placed by a seeded generator), and the searches to run on them. */
#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct shape {
	const char *name;
	char letter;		/* drawn with it */
	const char *rows[5];
};

/* The pieces: each row a string, '#' a cell. Pentominoes carry Golomb's letters. */
static const struct shape shapes[] = {
	{ "D", 'D', { "##" } },
	{ "I3", 'i', { "###" } },
	{ "L3", 'l', { "##", "#." } },
	{ "I4", 'J', { "####" } },
	{ "O4", 'O', { "##", "##" } },
	{ "T4", 't', { "###", ".#." } },
	{ "S4", 'S', { ".##", "##." } },
	{ "L4", 'K', { "###", "#.." } },
	{ "F", 'F', { ".##", "##.", ".#." } },
	{ "I", 'I', { "#####" } },
	{ "L", 'L', { "####", "#..." } },
	{ "N", 'N', { "##..", ".###" } },
	{ "P", 'P', { "##", "##", "#." } },
	{ "T", 'T', { "###", ".#.", ".#." } },
	{ "U", 'U', { "#.#", "###" } },
	{ "V", 'V', { "#..", "#..", "###" } },
	{ "W", 'W', { "#..", "##.", ".##" } },
	{ "X", 'X', { ".#.", "###", ".#." } },
	{ "Y", 'Y', { "####", ".#.." } },
	{ "Z", 'Z', { "##.", ".#.", ".##" } },
};

#define PENTOMINOES "F I L N P T U V W X Y Z"
#define TETROMINOES "I4 O4 T4 S4 L4"

/* A board: a rectangle, with holes from a picture or placed at random. */
struct board {
	const char *name;
	int rows, cols;
	const char *picture;	/* rows of '.' and '#' one after the other, or NULL */
	int random_holes;	/* holes placed by the generator */
};

/* A search: a board and the pieces for it. */
struct job {
	const char *board;
	const char *pieces;
};

static const struct board boards[] = {
	{ "r5x4", 5, 4, NULL, 0 },
	{ "r5x5", 5, 5, NULL, 0 },
	{ "r3x10", 3, 10, NULL, 0 },
	{ "sq4", 4, 4, NULL, 0 },
	{ "r4x6", 4, 6, NULL, 0 },
	{ "r4x5", 4, 5, NULL, 0 },
	{ "r8x4", 8, 4, NULL, 0 },
	{ "sq6", 6, 6, NULL, 0 },
	/* 6x6 without its centre: a frame of 32 squares. */
	{ "frame", 6, 6, "......" "......" "..##.." "..##.." "......" "......", 0 },
	/* 5x5 without its centre. */
	{ "ring", 5, 5, "....." "....." "..#.." "....." ".....", 0 },
	/* 5x6 with five holes: 25 squares for five pentominoes. */
	{ "holes1", 5, 6, NULL, 5 },
	{ "holes2", 5, 6, NULL, 5 },
};

static const struct job small_jobs[] = {
	{ "r5x4", PENTOMINOES },
	{ "sq4", "D*8" },
	/* The five tetrominoes cannot make a rectangle (the T4 again). */
	{ "r4x5", TETROMINOES },
	{ "r8x4", "L4*8" },
	{ "holes1", PENTOMINOES },
};

static const struct job paper_jobs[] = {
	{ "r5x4", PENTOMINOES },
	{ "r3x10", PENTOMINOES },
	{ "r5x5", PENTOMINOES },
	{ "r4x5", TETROMINOES },
	{ "r8x4", "L4*8" },
	{ "sq6", "L3*12" },
	{ "r4x6", "D*12" },
	{ "ring", "D*12" },
	/* Impossible: T4 covers three squares of one colour of the chessboard. */
	{ "frame", "I4 O4 T4 S4 L4*4" },
	{ "holes1", PENTOMINOES },
	{ "holes2", PENTOMINOES },
};

static uint64_t rng_state = 0x853c49e6748fea9bULL;

/* xorshift64*: the same sequence on every host. */
static uint32_t rng(void)
{
	rng_state ^= rng_state >> 12;
	rng_state ^= rng_state << 25;
	rng_state ^= rng_state >> 27;
	return (uint32_t)((rng_state * 0x2545f4914f6cdd1dULL) >> 32);
}

static void write_board(FILE *f, const struct board *b)
{
	char grid[32][33];

	for (int r = 0; r < b->rows; r++) {
		for (int c = 0; c < b->cols; c++)
			grid[r][c] = b->picture ? b->picture[r * b->cols + c] : '.';
		grid[r][b->cols] = '\0';
	}
	for (int k = 0; k < b->random_holes;) {
		int r = (int)(rng() % (uint32_t)b->rows), c = (int)(rng() % (uint32_t)b->cols);

		if (grid[r][c] == '.') {
			grid[r][c] = '#';
			k++;
		}
	}
	fprintf(f, "board %s %d %d\n", b->name, b->rows, b->cols);
	for (int r = 0; r < b->rows; r++)
		fprintf(f, "%s\n", grid[r]);
	fputc('\n', f);
}

int main(int argc, char **argv)
{
	const struct job *jobs;
	size_t njobs;
	char path[4096];
	FILE *f;

	if (argc != 3 || (strcmp(argv[1], "small") && strcmp(argv[1], "paper"))) {
		fprintf(stderr, "usage: gen small|paper DIR\n");
		return 2;
	}
	if (strcmp(argv[1], "small") == 0) {
		jobs = small_jobs;
		njobs = sizeof small_jobs / sizeof small_jobs[0];
	} else {
		jobs = paper_jobs;
		njobs = sizeof paper_jobs / sizeof paper_jobs[0];
	}
	snprintf(path, sizeof path, "%s/puzzles", argv[2]);
	f = fopen(path, "w");
	if (!f) {
		fprintf(stderr, "gen: %s: %s\n", path, strerror(errno));
		return 2;
	}
	fprintf(f, "# polyd puzzles (%s): pieces, boards, then the searches\n\n", argv[1]);
	for (size_t i = 0; i < sizeof shapes / sizeof shapes[0]; i++) {
		fprintf(f, "piece %s %c\n", shapes[i].name, shapes[i].letter);
		for (int r = 0; r < 5 && shapes[i].rows[r]; r++)
			fprintf(f, "%s\n", shapes[i].rows[r]);
		fputc('\n', f);
	}
	/* Every board is written, so the random holes do not depend on the size. */
	for (size_t i = 0; i < sizeof boards / sizeof boards[0]; i++)
		write_board(f, &boards[i]);
	for (size_t i = 0; i < njobs; i++)
		fprintf(f, "solve %s %s\n", jobs[i].board, jobs[i].pieces);
	if (fclose(f)) {
		fprintf(stderr, "gen: %s: %s\n", path, strerror(errno));
		return 2;
	}
	return 0;
}

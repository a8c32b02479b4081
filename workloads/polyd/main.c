/* main.c — polyd: counts the ways to cover boards with polyominoes (pentominoes, tetrominoes,
 * polydominoes in general), by exhaustive backtracking search with region pruning, as the
 * puzzle files named on the command line ask (input.c describes them). Sample output:
 *
 *   solve r5x4: 5x4 board, 20 squares, 4 symmetries; 12 pieces of 12 types, 63 orientations
 *     200 solutions, 50 distinct; 526 nodes, 24719 tries, 807 pruned
 *     first:
 *       FVVV
 *       FFFV
 *       UFUV
 *       UUUL
 *       LLLL
 *
 * "distinct" counts solutions up to the symmetries of the board; "tries" are orientations
 * tested at the first empty square, "pruned" placements that left an unfillable region.
 */
#include <stdio.h>
#include <stdlib.h>

#include "polyd.h"

int main(int argc, char **argv)
{
	struct library *lib;

	if (argc < 2) {
		fprintf(stderr, "usage: polyd FILE...\n");
		return 2;
	}
	lib = calloc(1, sizeof *lib);
	if (!lib) {
		fprintf(stderr, "polyd: out of memory\n");
		return 2;
	}
	for (int i = 1; i < argc; i++)
		if (input_run(argv[i], lib) < 0)
			return 1;
	free(lib);
	return 0;
}

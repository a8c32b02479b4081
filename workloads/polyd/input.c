/* input.c — reads a puzzle file and runs it. A file defines pieces and boards and asks for
 * searches, in that order of need:
 *
 *   # a comment
 *   piece NAME [LETTER]   then its picture: lines of '#' (a cell) and '.', to a blank line
 *   board NAME ROWS COLS  then ROWS lines of COLS squares: '.' a square, '#' a hole
 *   solve BOARD ITEM...   ITEM is NAME or NAME*COUNT (that many copies of the piece)
 *
 * A piece is drawn in solutions with its LETTER, by default the first letter of its name, or
 * the next unused letter when another piece already has that one. Copies of one piece are
 * drawn with the letters a, b, c ... in the order they were placed, to tell them apart. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "polyd.h"

struct reader {
	FILE *f;
	const char *path;
	int lineno;
	char line[256];
	int pushed;		/* the line was read ahead and not yet used */
};

static void fail(const struct reader *rd, const char *msg)
{
	fflush(stdout);
	fprintf(stderr, "%s:%d: error: %s\n", rd->path, rd->lineno, msg);
	exit(2);
}

/* The next line without its newline, or NULL at the end of the file. */
static char *next_line(struct reader *rd)
{
	size_t n;

	if (rd->pushed) {
		rd->pushed = 0;
		return rd->line;
	}
	if (!fgets(rd->line, sizeof rd->line, rd->f))
		return NULL;
	rd->lineno++;
	n = strlen(rd->line);
	if (n && rd->line[n - 1] == '\n')
		rd->line[--n] = '\0';
	else if (n == sizeof rd->line - 1)
		fail(rd, "line too long");
	return rd->line;
}

/* Splits s into at most max words in place; returns how many. */
static int split(char *s, char **w, int max)
{
	int n = 0;

	for (;;) {
		while (*s == ' ' || *s == '\t')
			s++;
		if (!*s || n == max)
			return n;
		w[n++] = s;
		while (*s && *s != ' ' && *s != '\t')
			s++;
		if (*s)
			*s++ = '\0';
	}
}

static struct piece *find_piece(struct library *lib, const char *name)
{
	for (int i = 0; i < lib->npieces; i++)
		if (strcmp(lib->pieces[i].name, name) == 0)
			return &lib->pieces[i];
	return NULL;
}

static const struct board_def *find_board(const struct library *lib, const char *name)
{
	for (int i = 0; i < lib->nboards; i++)
		if (strcmp(lib->boards[i].name, name) == 0)
			return &lib->boards[i];
	return NULL;
}

static char unused_letter(const struct library *lib, char want)
{
	static const char spare[] = "abcdefghijklmnopqrstuvwxyz0123456789";
	const char *s = spare;

	for (;;) {
		int used = 0;

		for (int i = 0; i < lib->npieces && !used; i++)
			used = lib->pieces[i].letter == want;
		if (!used || !*s)
			return want;
		want = *s++;
	}
}

static void read_piece(struct reader *rd, struct library *lib, char **w, int nw)
{
	char rows[MAX_SIDE][MAX_SIDE + 2], err[96], name[NAME_LEN], letter;
	int nrows = 0, at = rd->lineno;
	char *s;
	struct piece *p;

	if (nw < 2 || nw > 3 || strlen(w[1]) >= NAME_LEN || (nw == 3 && strlen(w[2]) != 1))
		fail(rd, "expected: piece NAME [LETTER]");
	if (find_piece(lib, w[1]))
		fail(rd, "piece defined twice");
	if (lib->npieces == (int)(sizeof lib->pieces / sizeof lib->pieces[0]))
		fail(rd, "too many pieces");
	strcpy(name, w[1]);		/* w points into the line buffer, which is reused */
	letter = nw == 3 ? w[2][0] : name[0];
	while ((s = next_line(rd)) && (*s == '#' || *s == '.')) {
		if (nrows == MAX_SIDE || strlen(s) > MAX_SIDE)
			fail(rd, "piece picture too large");
		strcpy(rows[nrows++], s);
	}
	if (s)
		rd->pushed = 1;
	p = &lib->pieces[lib->npieces];
	if (piece_parse(p, name, rows, nrows, err, sizeof err) < 0) {
		rd->lineno = at;	/* the piece line */
		fail(rd, err);
	}
	p->letter = unused_letter(lib, letter);
	lib->npieces++;
}

static void read_board(struct reader *rd, struct library *lib, char **w, int nw)
{
	struct board_def *b;

	if (nw != 4 || strlen(w[1]) >= NAME_LEN)
		fail(rd, "expected: board NAME ROWS COLS");
	if (lib->nboards == (int)(sizeof lib->boards / sizeof lib->boards[0]))
		fail(rd, "too many boards");
	b = &lib->boards[lib->nboards];
	memset(b, 0, sizeof *b);
	snprintf(b->name, sizeof b->name, "%s", w[1]);
	b->rows = atoi(w[2]);
	b->cols = atoi(w[3]);
	if (find_board(lib, b->name))
		fail(rd, "board defined twice");
	if (b->rows < 1 || b->cols < 1 || b->rows > MAX_SIDE || b->cols > MAX_SIDE)
		fail(rd, "board size out of range");
	for (int r = 0; r < b->rows; r++) {
		char *s = next_line(rd);

		if (!s || (int)strlen(s) != b->cols)
			fail(rd, "board row missing or of the wrong length");
		for (int c = 0; c < b->cols; c++) {
			if (s[c] != '.' && s[c] != '#')
				fail(rd, "a board square is '.' or '#'");
			b->hole[r][c] = s[c] == '#';
		}
	}
	lib->nboards++;
}

/* Sets up the puzzle a solve line asks for, runs it and prints what it found. */
static void run_solve(struct reader *rd, struct library *lib, char **w, int nw)
{
	struct puzzle pz;
	const struct board_def *b;
	int maxext = 1, npieces = 0, norient = 0;

	if (nw < 3)
		fail(rd, "expected: solve BOARD PIECE...");
	b = find_board(lib, w[1]);
	if (!b)
		fail(rd, "no such board");
	memset(&pz, 0, sizeof pz);
	for (int i = 2; i < nw; i++) {
		char *star = strchr(w[i], '*');
		int count = 1;
		struct piece *p;

		if (star) {
			*star = '\0';
			count = atoi(star + 1);
			if (count < 1)
				fail(rd, "bad piece count");
		}
		p = find_piece(lib, w[i]);
		if (!p)
			fail(rd, "no such piece");
		for (int t = 0; t < pz.ntypes; t++)
			if (pz.type[t] == p)
				fail(rd, "piece listed twice");
		if (pz.ntypes == MAX_PIECES || npieces + count > 64)
			fail(rd, "too many pieces");
		pz.type[pz.ntypes] = p;
		pz.count[pz.ntypes++] = count;
		npieces += count;
		norient += p->norient;
		for (int k = 0; k < p->norient; k++)
			for (int c = 0; c < p->ncells; c++) {
				const struct point *q = &p->orient[k].cells[c];
				int ext = (q->r > q->c ? q->r : q->c < 0 ? -q->c : q->c) + 1;

				if (ext > maxext)
					maxext = ext;
			}
	}
	board_init(&pz, b, maxext > 1 ? maxext - 1 : 1);
	for (int t = 0; t < pz.ntypes; t++)
		piece_bind(pz.type[t], pz.stride);

	printf("solve %s: %dx%d board, %d squares, %d symmetries; %d pieces of %d types, "
	       "%d orientations\n", b->name, b->rows, b->cols, pz.squares, pz.nsym + 1, npieces,
	       pz.ntypes, norient);
	solve(&pz);
	printf("  %ld solutions, %ld distinct; %ld nodes, %ld tries, %ld pruned\n", pz.solutions,
	       pz.distinct, pz.nodes, pz.tries, pz.pruned);
	if (pz.solutions) {
		printf("  first:\n");
		board_print(&pz, "    ");
	}
	board_free(&pz);
}

/* Runs the file at path; returns 0, or exits with a message on bad input. */
int input_run(const char *path, struct library *lib)
{
	struct reader rd = { .path = path };
	char *s, *w[MAX_PIECES + 4];
	int nw;

	rd.f = fopen(path, "r");
	if (!rd.f) {
		fprintf(stderr, "polyd: cannot open %s\n", path);
		return -1;
	}
	while ((s = next_line(&rd))) {
		nw = split(s, w, (int)(sizeof w / sizeof w[0]));
		if (nw == 0 || w[0][0] == '#')
			continue;
		if (strcmp(w[0], "piece") == 0)
			read_piece(&rd, lib, w, nw);
		else if (strcmp(w[0], "board") == 0)
			read_board(&rd, lib, w, nw);
		else if (strcmp(w[0], "solve") == 0)
			run_solve(&rd, lib, w, nw);
		else
			fail(&rd, "expected piece, board or solve");
	}
	fclose(rd.f);
	return 0;
}

/* search.h — runs the DFA over a file read in fixed blocks, line by line, and prints or counts
 * the lines selected (those that match, or with invert those that do not). */
#ifndef EGREP_SEARCH_H
#define EGREP_SEARCH_H

#include <stdbool.h>

#include "dfa.h"

/* The size of each read(). */
#define SEARCH_BLOCK 8192

struct search_opts {
	bool count;	/* count the selected lines instead of printing them */
	bool invert;	/* select the lines that do not match */
};

/* Scans the file open on fd, printing each selected line on stdout unless opts->count.
 * Returns how many lines were selected, or -1 with errno set if reading failed or memory
 * ran out. A last line without its '\n' is a line too. */
long search_fd(struct dfa *d, int fd, const struct search_opts *opts);

#endif

/* tracediff.h — comparing two canonical full traces (docs/trace-format.md) record by record:
 * the first divergence, with context and its PC named. Used by `aex diff` and `aex check`. */
#ifndef AEX_TRACEDIFF_H
#define AEX_TRACEDIFF_H

#include <stdbool.h>
#include <stdint.h>

/* The most records of context shown on each side of a divergence. */
#define DIFF_MAX_CONTEXT 64

struct diff_result {
	uint64_t records_a, records_b;
	uint64_t counts[3];       /* fetches, reads, writes of the first trace */
	int status_a, status_b;   /* enum trace_status at the end */
};

/* Compares two canonical traces (files or FIFOs), printing the first divergence unless quiet,
 * its PCs named from elf (NULL: 'plain' beside a when its build matches). Returns 0 identical,
 * 1 different, 2 unreadable. */
int diff_traces(const char *a, const char *b, const char *elf, int context, bool quiet,
		struct diff_result *result);

#endif

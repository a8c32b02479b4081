/* bench.h — `aex bench`: the configurations it runs (bench.c); the report it writes from
 * their results is report.h's. docs/bench.md describes both. */
#ifndef AEX_BENCH_H
#define AEX_BENCH_H

#include <stdbool.h>
#include <stdio.h>

#include "report.h"

/* What the user chose (NULL-terminated lists); NULL: the table's own default. */
struct bench_selection {
	const char **isas, **workloads, **sizes, **placements, **strategies;
	const char **exclude;    /* --exclude: "ISA:WORKLOAD" or "WORKLOAD" left out, or NULL */
	bool quick;   /* --quick: the ablation (table 7) on one workload, unless -w gives them */
	const char *regen_opt;   /* --regen-opt for every build, or NULL (aex check's default) */
	const char *regen_cc;    /* --regen-cc for every build, or NULL: gcc */
};

/* The configurations to run, each once whatever number of tables it feeds. */
struct bench_plan {
	struct bench_row *rows;
	int n, cap;
	const char *regen_opt;   /* struct bench_selection's */
	const char *regen_cc;    /* struct bench_selection's, or "gcc" */
};

/* The known placements, strategies and sizes, NULL-terminated (for checking a selection). */
extern const char *const bench_placements[];
extern const char *const bench_strategies[];
extern const char *const bench_sizes[];

/* Adds every table's configurations for the selection (ISAs are required), small ones
 * first; strategies an ISA lacks are left out. */
void bench_plan_make(struct bench_plan *p, const struct bench_selection *sel);
/* Prints one line a configuration with the tables it feeds (aex bench --list). */
void bench_plan_print(const struct bench_plan *p);
void bench_plan_free(struct bench_plan *p);

/* Builds every configuration, then runs each with `aex check --full-timing` (reps
 * repetitions), or with report_only loads the results an earlier run kept in outdir/logs;
 * writes the report into outdir. command is the command line, for the report. Returns the
 * number of failed configurations (a failed report counts as one). */
int bench_execute(struct bench_plan *p, int reps, const char *outdir, bool plots,
		  bool report_only, const char *command);

#endif

/* bench.h — `aex bench`: the configurations it runs (bench.c) and the report it writes from
 * their results (report.c). docs/bench.md describes both. */
#ifndef AEX_BENCH_H
#define AEX_BENCH_H

#include <stdbool.h>
#include <stdio.h>

/* The tables of the report; a configuration can serve several. */
enum {
	BT_FIG11 = 1 << 0,      /* 1: Mazières & Smith 1994, Fig. 11 */
	BT_LARUS = 1 << 1,      /* 2: Larus 1990, section 6 */
	BT_PLACEMENT = 1 << 2,  /* 3: blocks, cbranch, tree */
	BT_STRATEGY = 1 << 3,   /* 4: reserved, steal */
	BT_REGEN = 1 << 4,      /* 5: regenerator vs golden plugin */
	BT_ABLATION = 1 << 5,   /* 7: each technique off vs on (table 6 has no rows of its own) */
	BT_PROCESSES = 1 << 6,  /* 8: programs that fork, process by process */
};
#define BT_COUNT 7

/* The report's number of each BT_ bit, in bit order. */
extern const int bench_table_numbers[BT_COUNT];
/* The numbers of the tables in a BT_ mask, space-separated, into buf. */
const char *bench_tables_str(unsigned tables, char *buf, size_t n);

/* One configuration: `aex check --full-timing --json` of a workload. */
struct bench_row {
	const char *isa, *workload, *size, *placement, *strategy;
	const char *techniques;  /* --techniques: "all" (the default), "none", "no-NAME" */
	unsigned tables;         /* BT_* */
	int status;              /* check's exit status; -1: not run */
	char *json;              /* its JSON object, or NULL */
	char *log;               /* its standard error */
	double secs;             /* how long it took */
};

struct bench_run {
	struct bench_row *rows;
	int nrows;
	int reps;
	const char *outdir;
	const char *command;     /* the command line, for the report */
	double secs;             /* the whole run */
	bool plots;
};

/* Table 7's variants of --techniques, NULL-terminated: "none", "no-NAME" for each
 * technique, "all". */
const char *const *bench_ablation_variants(void);

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

/* A number (or true/false as 1/0) of a row's JSON object; NAN when absent. */
double bench_num(const struct bench_row *r, const char *key);
/* True when the row ran and its traces were identical (and its outputs agreed). */
bool bench_ok(const struct bench_row *r);
/* A string value of the row's JSON (caller frees), or NULL. */
char *bench_str(const struct bench_row *r, const char *key);

/* Writes REPORT.md, the CSVs and the plots into run->outdir. Returns 0, or -1 with a
 * message. */
int bench_report(const struct bench_run *run);

#endif

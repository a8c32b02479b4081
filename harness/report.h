/* report.h — the results of `aex bench` (a row a configuration, each with the metrics of its
 * check) and the report written from them: REPORT.md, the CSVs and the plots (report.c,
 * docs/bench.md). */
#ifndef AEX_REPORT_H
#define AEX_REPORT_H

#include <stdbool.h>
#include <stddef.h>

#include "metric.h"

/* The tables of the report; a configuration can serve several. */
enum {
	BT_FIG11 = 1 << 0,      /* 1: Mazières & Smith 1994, Fig. 11 */
	BT_LARUS = 1 << 1,      /* 2: Larus 1990, section 6 */
	BT_PLACEMENT = 1 << 2,  /* 3: blocks, cbranch, tree */
	BT_STRATEGY = 1 << 3,   /* 4: reserved, steal */
	BT_REGEN = 1 << 4,      /* 5: regenerator vs golden plugin */
	BT_ABLATION = 1 << 5,   /* 7: each technique off vs on (table 6 has no rows of its own) */
	BT_PROCESSES = 1 << 6,  /* 8: programs that fork, process by process */
	BT_CONTINUUM = 1 << 7,  /* 11: full trace, abstract execution, replay */
};
#define BT_COUNT 8

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
	struct metric_set *m;    /* that object read (bench_row_json), or NULL */
	char *log;               /* its standard error */
	double secs;             /* how long it took */
};

/* Table 7's variants: the techniques' (instr_technique_variants), then the tree weighed by
 * the edge counts of a training run at each size (aex check --train; a row's techniques
 * "train-small", "train-paper"; with quick the first only), NULL-terminated. */
#define BENCH_TRAIN_PREFIX "train-"
const char *const *bench_ablation_variants(bool quick);

struct bench_run {
	struct bench_row *rows;
	int nrows;
	int reps;
	const char *outdir;
	const char *command;     /* the command line, for the report */
	double secs;             /* the whole run */
	bool plots;
};

/* Gives the row its check's JSON object (json, owned by the row from then on; NULL: none)
 * and reads it. */
void bench_row_json(struct bench_row *r, char *json);
/* Frees what bench_row_json gave the row. */
void bench_row_json_free(struct bench_row *r);
/* A number (or true/false as 1/0) of the row's metrics; NAN when absent. */
double bench_num(const struct bench_row *r, enum metric_id id);
/* A string of the row's metrics, or NULL. */
const char *bench_str(const struct bench_row *r, enum metric_id id);
/* True when the row ran and its traces were identical (and its outputs agreed). */
bool bench_ok(const struct bench_row *r);

/* Writes REPORT.md, the CSVs and the plots into run->outdir. Returns 0, or -1 with a
 * message. */
int bench_report(const struct bench_run *run);

#endif

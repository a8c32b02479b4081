/* check.h — `aex check`: build (or reuse a build), run plain and traced, golden trace,
 * regeneration, record-by-record comparison and the metrics (docs/bench.md). */
#ifndef AEX_CHECK_H
#define AEX_CHECK_H

#include <stdbool.h>
#include <stddef.h>

/* What to check; the command line validated (cli/cmd_check.c). */
struct check_opts {
	const char *isa;
	const char *workload;     /* a workload, or NULL: the user's sources */
	const char *size;         /* the workload's size: "small", "paper" */
	const char *placement, *strategy;
	const char *steal_regs;   /* strategy steal: forced registers, or NULL */
	const char *regen_opt;    /* the regenerator's -O level, or NULL for the default */
	const char *regen_cc;     /* its compiler, "gcc" or "tcc"; NULL: tcc at size small when
				   * it is installed and no -O level is given, else gcc */
	const char *techniques;   /* the trace-size techniques (aex build --techniques), or NULL:
				   * all */
	const char *profile;      /* aex build --profile's edge counts, or NULL */
	const char *train;        /* a workload's size whose run's edge counts (profiling_train)
				   * weigh the tree, or NULL */
	const char *train_dir;    /* the build without a profile that trains, or NULL: the one a
				   * check without --train makes (OUT.train with -o OUT) */
	const char *outdir;       /* the build directory, or NULL for the default */
	const char *cflags;       /* extra compiler flags, or NULL */
	const char *stdin_path;   /* the program's standard input: a file, "-" for ours, NULL:
				   * ours unless it is a terminal or a device (then none) */
	char *const *srcs;        /* the user's sources (without a workload) */
	int nsrcs;
	char *const *args;        /* the guest's arguments after "--" */
	int nargs;
	int reps;                 /* wall-time repetitions, 1..99 */
	bool json;                /* the metrics as one JSON object */
	bool full_timing;         /* also the dummy and stored runs, gzip, canonical sinks */
	bool caches;              /* with full_timing: the caches simulated in the regenerator,
				   * a hierarchy and the miss-ratio curves (table 10) */
	bool reuse_build;         /* outdir holds the build: do not build */
	bool build_only;          /* build into outdir and stop */
	bool report;              /* print the placement report while building */
	bool verbose;
	bool golden_traced;       /* the golden trace from the traced run whose events are
				   * regenerated, not from a run of the plain ELF */
	bool replay;              /* --mode replay: the replay build's recorded run against its
				   * replay (docs/replay.md), not the traced build */
	unsigned long long skip_insns, insns;   /* a window: only the records of instructions
						 * skip_insns .. skip_insns+insns-1 of each
						 * process are compared (insns 0: to the end) */
};

/* Why a check refuses to read a pipe as the program's input without --stdin. */
#define CHECK_STDIN_PIPE                                                                     \
	"standard input is a pipe: give the program's input as a file (<FILE or --stdin FILE), " \
	"--stdin - to read this pipe to its end first, or </dev/null for none"

/* Checks the program; prints the verdict and the metrics. Returns the exit status: 0
 * identical and transparent, 1 not (or the build failed), 2 bad input. */
int check_program(const struct check_opts *o);

/* The miss ratios of the curve NAME ("instr", "data", "unified") in the text of a
 * regenerator's --format sim --curve statistics (its line "curve NAME ACCESSES NSIZES
 * SIZE... MISSES... NBUCKETS BUCKET...": sim/curve.h), misses over accesses with 6 decimals,
 * comma-separated, into out. Returns the number of sizes, or -1 when the line is missing,
 * malformed or does not fit. */
int check_curve_ratios(const char *dump, const char *name, char *out, size_t size);

/* The name of the check's i-th stage, in the order they run (docs/code.md), or NULL after
 * the last: of a check of the traced build, or with replay of the replay build. */
const char *check_stage_name(int i, bool replay);

#endif

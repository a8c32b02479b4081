/* workload.h — the benchmark programs of workloads/ (layout in workloads/README.md): finding
 * their sources, generating their inputs, building them for a guest ISA and for the host, and
 * the arguments and working directory of a run. */
#ifndef AEX_WORKLOAD_H
#define AEX_WORKLOAD_H

#include <stdbool.h>

#include "toolchain.h"
#include "util.h"

struct workload {
	char *name;            /* as given: "li", "egrep-match", "larus" */
	char *base;            /* directory name under workloads/: "li", "egrep", "micro" */
	char *dir;             /* absolute source directory */
	char *build_dir;       /* <build>/workloads/<name> */
	struct util_argv srcs; /* program sources (generated ones in build_dir/src) */
	char *gen;             /* input generator source, or NULL */
	char *args_file;       /* "args", "args.match"; NULL for a micro program */
	char *expected;        /* micro: the expected output file */
	bool micro;
	bool golden_traced;    /* its course depends on timing (a file "golden", for a micro
				* program <name>.golden, that says "traced"): aex check takes
				* the golden trace from the traced run (docs/golden.md) */
};

/* Finds a workload by name. Returns 0, or -1 with a message listing the known ones. */
int workload_load(const char *name, struct workload *w);
void workload_free(struct workload *w);
/* Known workload names, comma separated (caller does not free). */
const char *workload_list(void);

/* The guest arguments for size ("small" or "paper") as a vector. Returns 0 or -1. */
int workload_args(const struct workload *w, const char *size, struct util_argv *args);
/* Generates (or reuses) the inputs for size; *dir is the run's working directory (caller
 * frees). Returns 0 or -1. */
int workload_inputs(struct workload *w, const char *size, char **dir);
/* Generates the workload's tables (gperf) so its sources are complete. Returns 0 or -1. */
int workload_prepare(struct workload *w);
/* Builds the plain ELF for tc into outdir, or, when outdir is NULL, into <build_dir>/<isa>
 * unless it is newer than every source there; *out is the directory (caller frees).
 * extra_cflags may be NULL. Returns 0, or the build's status. */
int workload_build(struct workload *w, const struct toolchain *tc, const char *outdir,
		   const char *extra_cflags, bool verbose, char **out);
/* Builds (or reuses) the host reference binary; *bin is its path (caller frees). */
int workload_host_build(struct workload *w, char **bin);

#endif

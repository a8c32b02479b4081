/* goldrun.h — the golden full trace of a guest's plain ELF, logged by the QEMU plugin during a
 * deterministic run (aex golden, aex check). docs/golden.md describes it. */
#ifndef AEX_GOLDRUN_H
#define AEX_GOLDRUN_H

#include <stdbool.h>

#include "guest.h"
#include "run.h"

/* What golden_run logs. */
struct golden_opts {
	const char *size;         /* the workload's size (the default trace's name) */
	const char *out;          /* the trace ("-": standard output; NULL: beside the binary, or
				   * golden-<workload>-<size>.trace in a workload's build
				   * directory) */
	bool count_only;          /* only the counts */
	bool quiet;               /* no counts printed */
	bool from_traced;         /* run the build directory's traced ELF instead, its trace as
				   * the plain ELF's would be (docs/golden.md, "From the traced
				   * run") */
	unsigned long long skip_insns, insns;   /* a window of each process's trace (regen's
						 * --skip-insns, --insns); 0, 0: all */
};

/* Runs t's plain ELF with o (argv0, environment, stack, verbosity set by the caller) under
 * the golden plugin as g says. Returns the guest's status, or 1 or 2 with a message (2: a
 * window that starts after the program's end). */
int golden_run(struct guest *t, const struct golden_opts *g, struct run_opts *o);

/* The golden plugin's options for a window (",skip=N,insns=M"; "" for none): a new
 * string. */
char *golden_window_opts(unsigned long long skip_insns, unsigned long long insns);

/* The golden plugin's options for a run of build directory dir's traced ELF that logs its
 * trace as the plain ELF's would be (docs/golden.md, "From the traced run"), opts (e.g.
 * "out=...,build=...,stats=...") appended: a string to free, or NULL with a message. *pcmap
 * is the map's temporary file, to unlink and free after the run. */
/* The golden plugin's path, followed by ",opts" when opts is not NULL (a new string). */
char *golden_plugin(const char *opts);

char *golden_traced_plugin(const char *dir, const char *opts, char **pcmap);

/* After a run that logged trace and its children's (TRACE.1, ...) with the plugin's
 * stats=STATS: closes the trace of every process that a signal killed (it has no stats file
 * and its trace no end), saying so unless quiet, and removes the children's stats files. */
void golden_close_traces(const char *trace, const char *stats, bool quiet);

#endif

/* profiling.h — `aex profile`, `aex check --train`: the edge counts of a training run
 * (docs/techniques.md, "Profile"), from golden traces of a build's plain ELF, for
 * `aex build --profile`. */
#ifndef AEX_PROFILING_H
#define AEX_PROFILING_H

#include <stdbool.h>

#include "profile.h"
#include "toolchain.h"

/* The counts of one build's functions so far. */
struct profiling;

/* The CFG of every function of build dir's instrumented files at its address in dir/plain
 * (tc the build's ISA), every count 0. NULL with a message when dir is not such a build. */
struct profiling *profiling_open(const struct toolchain *tc, const char *dir);
/* Adds the edges of one process's golden trace of dir/plain (canonical format; "-": standard
 * input). 0, or 1 after a message (a damaged trace, or one not of this build). */
int profiling_walk(struct profiling *k, const char *trace);
/* The counts as a profile (every function; those that never ran with no counts). */
void profiling_result(const struct profiling *k, struct instr_profile *out);
/* Writes them as text to path; 0, or -1 with a message. */
int profiling_write(const struct profiling *k, const char *path);
void profiling_close(struct profiling *k);

/* Trains: runs dir/plain as workload runs at size (no standard input) under the golden plugin
 * and writes the edge counts of its every process to out. 0, 1 when the run or a trace
 * failed, 2 when dir is not a traced build (messages said). */
int profiling_train(const struct toolchain *tc, const char *dir, const char *workload,
		    const char *size, const char *out, bool verbose);

#endif

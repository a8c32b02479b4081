/* traced.h — running a build's traced ELF with its event trace going to a file, standard
 * output, /dev/null or a zstd-compressed file (aex run, aex check). */
#ifndef AEX_TRACED_H
#define AEX_TRACED_H

#include "toolchain.h"

/* Runs dir/traced with its events going to events (a path, "-" for stdout, or NULL for
 * /dev/null), stdout to out_fd (0: ours), the environment entries env added. Returns the
 * guest status or -1. */
int traced_run(const struct toolchain *tc, const char *dir, const char *events, char *const *args,
	       int nargs, const char *cwd, int out_fd, char *const *env, int nenv);

/* A stored run: dir/traced with its events streamed through a pipe into zstd and the file
 * zpath, as a tracing system that keeps its traces compressed does. Returns the guest status
 * or -1 (also when the compressor failed). */
int traced_run_stored(const struct toolchain *tc, const char *dir, const char *zpath,
		      char *const *args, int nargs, const char *cwd, int out_fd);

#endif

/* traced.h — running a build's traced ELF with its event trace stored (framed, checked,
 * zstd-compressed unless raw: docs/event-format.md) in a file or on standard output, or
 * discarded (aex run, aex check). */
#ifndef AEX_TRACED_H
#define AEX_TRACED_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "toolchain.h"
#include "util.h"

/* The zstd level of stored event traces, chosen by measurement (docs/event-format.md): the
 * fastest, since a short run writes its events in one burst at its exit and the compression
 * of that burst adds to the run's wall time. */
#define TRACED_ZSTD_LEVEL 1

struct traced_opts {
	const char *events;     /* a path, "-" for standard output, NULL: discarded */
	int level;              /* zstd level of the frames; 0: raw frames */
	size_t frame;           /* a stream's bytes per frame (0: AEX_EVENTS_FRAME_RAW) */
	uint64_t sync_every;    /* stream bytes between sync frames (0: AEX_EVENTS_SYNC_EVERY) */
	bool no_sync;           /* no sync frames */
	char *const *args;      /* the program's arguments */
	int nargs;
	const char *cwd;
	int out_fd;             /* the program's standard output (0: ours; stderr with "-") */
	char *const *env;       /* environment entries added */
	int nenv;
	const char *plugin;     /* a QEMU plugin and its options, or NULL */
	const char *elf;        /* the ELF to run; NULL: dir/traced (dir/replay records a
				 * replay log in the same frames: docs/replay.md) */
	const void *prologue;   /* bytes of stream 0 before the program's (a replay log's
				 * account of the run), or NULL */
	size_t nprologue;
	const char *argv0;      /* the guest's argv[0]; NULL: RUN_DEFAULT_ARGV0 */
	unsigned long stack_size; /* its stack; 0: RUN_DEFAULT_STACK */
	/* filled in: */
	unsigned long long raw_bytes;     /* the program's events: both streams' bytes */
	unsigned long long stored_bytes;  /* bytes written, header and framing included */
	int processes;                    /* processes traced: 1, or more when it forked (each
					   * with its event trace: docs/processes.md) */
};

/* Runs dir/traced; a program that forks gets an event trace per process (events, events.1,
 * events.1.2, ... as the golden plugin names them) and the run record events.run. Returns the program's status (as run_guest), or -1 with a message when it
 * could not run or its event trace could not be stored whole (then the file holds an exact
 * prefix). */
int traced_run(const struct toolchain *tc, const char *dir, struct traced_opts *o);

/* The suffixes of the per-process files of base that exist (".1", ".1.2", ...: a dot and a
 * number, once or more; the first process's file, base itself, is not among them), sorted
 * as the processes were made (numerically, level by level), pushed to out. */
void traced_process_files(const char *base, struct util_argv *out);
/* Every process's file of base, the first process's (base itself, suffix "") first: the
 * suffixes into sfx and the paths into paths. */
void traced_all_process_files(const char *base, struct util_argv *sfx, struct util_argv *paths);

/* For a run of a traced ELF outside aex run (counting, timing, its golden trace): its event
 * descriptors (AEX_EVENTS_FD, AEX_EVENTS_SOCKET_FD) become /dev/null, so the events go
 * nowhere (a child's too: the fork finds no socket), and o keeps them (keep_fd unless it is
 * taken). traced_discard_end closes them after the run. */
struct run_opts;
void traced_discard_events(struct run_opts *o);
void traced_discard_end(void);

/* Removes the event traces of a run at base: every process's and the run record. */
void traced_remove(const char *base);

#endif

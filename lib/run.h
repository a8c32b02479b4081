/* run.h — running a guest binary under qemu-user the deterministic way: fixed environment,
 * fixed argv[0] and executable path length, fixed stack size and random seed, no core files,
 * so two binaries with the same data layout start with the same stack pointer. */
#ifndef AEX_RUN_H
#define AEX_RUN_H

#include "toolchain.h"

struct run_opts {
	const struct toolchain *tc;
	const char *binary;
	char *const *args;        /* guest arguments after argv[0] */
	int nargs;
	const char *argv0;        /* guest argv[0]; default RUN_DEFAULT_ARGV0 */
	char *const *env;         /* extra KEY=VALUE entries for the guest environment */
	int nenv;
	const char *plugin;       /* "path.so,key=val,..." to load a TCG plugin, or NULL */
	unsigned long stack_size; /* 0: RUN_DEFAULT_STACK */
	bool verbose;             /* print the qemu command line */
	int stdout_fd;            /* > 0: the guest's standard output goes there (default: ours) */
	int keep_fd;              /* > 2: a descriptor the plugin inherits (cleared close-on-exec) */
	int keep_fd2;             /* > 2: another */
	/* Called once the guest has started, before waiting for it (e.g. to read what it writes
	 * into a pipe). */
	void (*during)(void *ctx);
	void *during_ctx;
	int *wait_status;         /* the guest's wait status, when it ran */
	const char *cwd;          /* the guest's working directory (default: ours) */
};

#define RUN_DEFAULT_ARGV0 "prog"
#define RUN_DEFAULT_STACK (8UL << 20)
/* The guest environment before --env additions (docs/memory-layout.md). */
extern const char *const run_base_env[];

/* --fixed-clock (docs/rt.md): the guest's clocks count its own calls of them instead of
 * time. The commands that take --fixed-clock set RUN_FIXED_CLOCK_ENV=1 in aex's own
 * environment, so every guest run_guest starts, in this process and in the aex processes it
 * starts (aex golden under aex check, aex check under aex bench), gets RUN_FIXED_CLOCK_ENV=1
 * in its environment after the base: the plain, traced and golden runs stay alike. */
#define RUN_FIXED_CLOCK_ENV "AEX_FIXED_CLOCK"
/* Asks for the fixed clock in every guest this process and its children run. */
void run_set_fixed_clock(void);
/* Whether guests run with the fixed clock (asked here or inherited). */
bool run_fixed_clock(void);

/* The guest's standard input. Every guest gets aex's own, unless RUN_STDIN_ENV in aex's
 * environment names a file: then each guest run_guest starts (here and in the aex processes
 * it starts) reads that file from its first byte — how aex check gives its plain, traced,
 * counting and golden runs the same input (run_set_stdin). */
#define RUN_STDIN_ENV "AEX_GUEST_STDIN"
/* Gives every guest this process and its children start the file path as standard input. */
void run_set_stdin(const char *path);

/* Runs the guest and waits. Returns its exit status (0..255), 128+signal if it was killed,
 * or -1 with a message when it cannot be started. */
int run_guest(const struct run_opts *o);

#endif

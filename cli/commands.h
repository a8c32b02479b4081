/* commands.h — the subcommands of bin/aex that live outside aex.c, and the helpers they share
 * with it. Each returns the process exit status (util.h UTIL_EXIT_*). */
#ifndef AEX_COMMANDS_H
#define AEX_COMMANDS_H

#include <stdbool.h>
#include <stdint.h>

#include "toolchain.h"
#include "util.h"
#include "workload.h"

/* What exec and golden run: a guest binary (or build directory), or a workload at a size
 * (built for the ISA and given its inputs and arguments). */
struct cmd_target {
	const struct toolchain *tc;
	char *binary;            /* the plain ELF */
	char *dir;               /* its build directory, or NULL for a bare binary */
	char *cwd;               /* the run's working directory (workloads), or NULL */
	struct util_argv args;   /* guest arguments: the workload's, then the user's */
	struct workload w;
	bool is_workload;
};

/* Resolves either `where` (a binary or build directory; isa optional) or workload at size
 * (isa required), then appends the user's arguments. Dies with a message on bad input. */
void cmd_target_resolve(struct cmd_target *t, const char *isa, const char *where,
			const char *workload, const char *size, char *const *user_args, int nuser,
			bool verbose);
void cmd_target_free(struct cmd_target *t);

/* Compares two canonical traces (files or FIFOs), printing the first divergence unless quiet.
 * Returns 0 identical, 1 different, 2 unreadable. */
struct diff_result {
	uint64_t records_a, records_b;
	uint64_t counts[3];       /* fetches, reads, writes of the first trace */
	int status_a, status_b;   /* enum trace_status at the end */
};
int diff_traces(const char *a, const char *b, const char *elf, int context, bool quiet,
		struct diff_result *result);

int cmd_exec(int argc, char **argv);
int cmd_run(int argc, char **argv);
int cmd_regen(int argc, char **argv);
int cmd_check(int argc, char **argv);
int cmd_golden(int argc, char **argv);
int cmd_diff(int argc, char **argv);
int cmd_stat(int argc, char **argv);
int cmd_convert(int argc, char **argv);
int cmd_bench(int argc, char **argv);

/* The toolchain of a named ISA; exits with a usage error listing the known ones. */
const struct toolchain *cmd_isa_or_die(const char *isa);
/* The ISA of a guest binary, cross-checked with isa when not NULL; dies on mismatch. */
const struct toolchain *cmd_binary_isa(const char *isa, const char *binary);
/* Index of "--" in argv, or argc. */
int cmd_split_dashes(int argc, char **argv);
/* Adds a --env KEY=VALUE entry to the guest environment; dies on anything else. */
void cmd_add_env(struct util_argv *env, const char *kv);
/* Parses a size with an optional k/M suffix; dies on garbage. */
unsigned long cmd_parse_size(const char *s);

#endif

/* guest.h — what exec, golden, run and check run: a guest binary or build directory, or a
 * workload at a size; and the ISA of a guest binary. */
#ifndef AEX_GUEST_H
#define AEX_GUEST_H

#include <stdbool.h>

#include "toolchain.h"
#include "util.h"
#include "workload.h"

/* What exec, golden, run and check run: a guest binary (or build directory), or a workload at
 * a size (built for the ISA and given its inputs and arguments). */
struct guest {
	const struct toolchain *tc;
	char *binary;            /* the plain ELF */
	char *dir;               /* its build directory, or NULL for a bare binary */
	char *cwd;               /* the run's working directory (workloads), or NULL */
	struct util_argv args;   /* guest arguments: the workload's, then the user's */
	struct workload w;
	bool is_workload;
};

/* Resolves either `where` (a binary or build directory; isa optional) or workload at size
 * (isa required), then appends the user's arguments. Returns 0, or the exit status with a
 * message (2 bad input, 1 a failed build); guest_free frees what it made either way. */
int guest_resolve(struct guest *t, const char *isa, const char *where, const char *workload,
		   const char *size, char *const *user_args, int nuser, bool verbose);
void guest_free(struct guest *t);

/* Options of a run of binary as t runs (toolchain, arguments, working directory); the rest
 * zero. */
struct run_opts;
void guest_run_opts(const struct guest *t, const char *binary, struct run_opts *o);

/* The toolchain of a named ISA; exits with a usage error listing the known ones. */
const struct toolchain *guest_isa_or_die(const char *isa);
/* The ISA of a guest binary, cross-checked with isa when not NULL; NULL with a message when
 * it is not one or not isa's. */
const struct toolchain *guest_binary_isa(const char *isa, const char *binary);

#endif

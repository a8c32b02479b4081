/* guest.c — what exec, golden, run and check run: a guest binary or build directory, or a
 * workload at a size (built for the ISA, with its inputs and arguments); the ISA of a guest
 * binary. */
#include "guest.h"
#include "elf.h"
#include "run.h"
#include "util.h"

#include <stdlib.h>
#include <string.h>

const struct toolchain *guest_isa_or_die(const char *isa)
{
	const struct toolchain *tc = toolchain_get(isa);

	if (!tc)
		exit(UTIL_EXIT_USAGE);
	return tc;
}

const struct toolchain *guest_binary_isa(const char *isa, const char *binary)
{
	struct elf_info info;
	const struct toolchain *tc, *want;

	if (elf_read_info(binary, &info) < 0)
		return NULL;
	tc = toolchain_by_machine(info.machine);
	if (isa) {
		if (!(want = toolchain_get(isa)))
			return NULL;
		if (tc != want) {
			util_error("%s: is not a %s binary (ELF machine %d)", binary, isa,
				   info.machine);
			return NULL;
		}
	}
	if (!tc)
		util_error("%s: ELF machine %d is not a known ISA (known: %s)", binary, info.machine,
			   toolchain_list());
	return tc;
}

/* A workload at a size: built for the ISA, its arguments and input directory. */
static int resolve_workload(struct guest *t, const char *isa, const char *workload,
			    const char *size, bool verbose)
{
	if (!isa) {
		util_error("-w %s needs -i ISA (%s)", workload, toolchain_list());
		return UTIL_EXIT_USAGE;
	}
	if (!(t->tc = toolchain_get(isa)) || workload_load(workload, &t->w) < 0)
		return UTIL_EXIT_USAGE;
	t->is_workload = true;
	if (workload_args(&t->w, size, &t->args) < 0)
		return UTIL_EXIT_USAGE;
	if (workload_build(&t->w, t->tc, NULL, NULL, verbose, &t->dir) != 0) {
		util_error("building %s for %s failed", workload, t->tc->isa);
		return UTIL_EXIT_FAIL;
	}
	if (workload_inputs(&t->w, size, &t->cwd) < 0)
		return UTIL_EXIT_FAIL;
	t->binary = util_xasprintf("%s/plain", t->dir);
	return 0;
}

/* A binary, or a build directory's plain ELF, and its ISA. */
static int resolve_binary(struct guest *t, const char *isa, const char *where)
{
	if (!where) {
		util_error("no binary, build directory or -w WORKLOAD given");
		return UTIL_EXIT_USAGE;
	}
	if (util_is_dir(where)) {
		t->dir = util_xstrdup(where);
		t->binary = util_xasprintf("%s/plain", where);
	} else {
		t->binary = util_xstrdup(where);
	}
	if (!util_file_exists(t->binary)) {
		util_error("%s: no such file (build it with aex build)", t->binary);
		return UTIL_EXIT_USAGE;
	}
	return (t->tc = guest_binary_isa(isa, t->binary)) ? 0 : UTIL_EXIT_USAGE;
}

int guest_resolve(struct guest *t, const char *isa, const char *where, const char *workload,
		  const char *size, char *const *user_args, int nuser, bool verbose)
{
	int rc;

	memset(t, 0, sizeof *t);
	if (workload && where) {
		util_error("give either a binary or -w WORKLOAD, not both");
		return UTIL_EXIT_USAGE;
	}
	rc = workload ? resolve_workload(t, isa, workload, size, verbose)
		      : resolve_binary(t, isa, where);
	for (int i = 0; rc == 0 && i < nuser; i++)
		util_argv_push(&t->args, user_args[i]);
	return rc;
}

void guest_free(struct guest *t)
{
	free(t->binary);
	free(t->dir);
	free(t->cwd);
	util_argv_free(&t->args);
	if (t->is_workload)
		workload_free(&t->w);
	memset(t, 0, sizeof *t);
}

void guest_run_opts(const struct guest *t, const char *binary, struct run_opts *o)
{
	memset(o, 0, sizeof *o);
	o->tc = t->tc;
	o->binary = binary;
	o->args = t->args.v;
	o->nargs = t->args.n;
	o->cwd = t->cwd;
}

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
	const struct toolchain *tc;

	if (elf_read_info(binary, &info) < 0)
		exit(UTIL_EXIT_USAGE);
	tc = toolchain_by_machine(info.machine);
	if (isa) {
		const struct toolchain *want = guest_isa_or_die(isa);
		if (tc != want)
			util_die(UTIL_EXIT_USAGE, "%s: is not a %s binary (ELF machine %d)", binary,
				 isa, info.machine);
	}
	if (!tc)
		util_die(UTIL_EXIT_USAGE, "%s: ELF machine %d is not a known ISA (known: %s)", binary,
			 info.machine, toolchain_list());
	return tc;
}

void guest_resolve(struct guest *t, const char *isa, const char *where, const char *workload,
		   const char *size, char *const *user_args, int nuser, bool verbose)
{
	memset(t, 0, sizeof *t);
	if (workload) {
		if (where)
			util_die(UTIL_EXIT_USAGE, "give either a binary or -w WORKLOAD, not both");
		if (!isa)
			util_die(UTIL_EXIT_USAGE, "-w %s needs -i ISA (%s)", workload, toolchain_list());
		t->tc = guest_isa_or_die(isa);
		if (workload_load(workload, &t->w) < 0)
			exit(UTIL_EXIT_USAGE);
		t->is_workload = true;
		if (workload_args(&t->w, size, &t->args) < 0)
			exit(UTIL_EXIT_USAGE);
		if (workload_build(&t->w, t->tc, NULL, NULL, verbose, &t->dir) != 0)
			util_die(UTIL_EXIT_FAIL, "building %s for %s failed", workload, t->tc->isa);
		if (workload_inputs(&t->w, size, &t->cwd) < 0)
			exit(UTIL_EXIT_FAIL);
		t->binary = util_xasprintf("%s/plain", t->dir);
	} else {
		if (!where)
			util_die(UTIL_EXIT_USAGE, "no binary, build directory or -w WORKLOAD given");
		if (util_is_dir(where)) {
			t->dir = util_xstrdup(where);
			t->binary = util_xasprintf("%s/plain", where);
		} else {
			t->binary = util_xstrdup(where);
		}
		if (!util_file_exists(t->binary))
			util_die(UTIL_EXIT_USAGE, "%s: no such file (build it with aex build)",
				 t->binary);
		t->tc = guest_binary_isa(isa, t->binary);
	}
	for (int i = 0; i < nuser; i++)
		util_argv_push(&t->args, user_args[i]);
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

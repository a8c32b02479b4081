/* cmd_exec.c — `aex exec`: run a guest binary, or a workload at a size, deterministically
 * (cli/run.c); with --verify, compare its output and exit status with the host build's.
 *
 *   $ aex exec -i sparc -w li -s small --verify
 *   aex exec: li small on sparc: same output as the host (13 bytes) and status 0 */
#include "commands.h"
#include "verify.h"
#include "run.h"
#include "util.h"

#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void usage(FILE *f)
{
	fprintf(f,
		"usage: aex exec [-i ISA] [options] BINARY|DIR [-- ARGS...]\n"
		"       aex exec -i ISA -w WORKLOAD [-s small|paper] [--verify] [-- ARGS...]\n"
		"\n"
		"Runs a guest binary (DIR/plain for a build directory) under qemu-user\n"
		"deterministically: fixed environment, fixed argv[0] and executable path length,\n"
		"fixed stack size and AT_RANDOM seed, so any two binaries with the same data layout\n"
		"start with the same stack pointer (docs/memory-layout.md). With -w, builds the\n"
		"workload for ISA (when a source changed), generates its inputs and runs it in the\n"
		"input directory with the workload's arguments for the size.\n"
		"The program reads aex's standard input. The exit status is the guest's (128+N if it\n"
		"died of signal N).\n"
		"\n"
		"options:\n"
		"  -i, --isa ISA        the ISA (%s); default: from the ELF header\n"
		"  -w, --workload NAME  a workload (%s)\n"
		"  -s, --size SIZE      small (default) or paper\n"
		"      --verify         do not show the output: compare it and the exit status with\n"
		"                       the host build's (a micro program's also with its .expected);\n"
		"                       exit 0 when they agree, 1 when not\n"
		"      --argv0 NAME     guest argv[0] (default %s)\n"
		"      --env KEY=VALUE  add to the guest environment (repeatable); the base is\n"
		"                       PATH=/usr/bin:/bin HOME=/ LANG=C\n"
		"      --stack SIZE     guest stack size (default 8M)\n"
		"      --fixed-clock    the guest's clocks count its calls of them instead of time\n"
		"                       (AEX_FIXED_CLOCK=1 in its environment; docs/rt.md)\n"
		"  -v, --verbose        print the qemu and build command lines\n"
		"  -h, --help           this text\n"
		"\n"
		"examples:\n"
		"  aex exec out -- 10\n"
		"  aex exec -i riscv32 -w li --verify\n",
		toolchain_list(), workload_list(), RUN_DEFAULT_ARGV0);
}

int cmd_exec(int argc, char **argv)
{
	static const struct option longopts[] = {
		{ "isa", required_argument, NULL, 'i' },
		{ "workload", required_argument, NULL, 'w' },
		{ "size", required_argument, NULL, 's' },
		{ "verify", no_argument, NULL, 'V' },
		{ "argv0", required_argument, NULL, 'a' },
		{ "env", required_argument, NULL, 'e' },
		{ "stack", required_argument, NULL, 'k' },
		{ "fixed-clock", no_argument, NULL, 'C' },
		{ "verbose", no_argument, NULL, 'v' },
		{ "help", no_argument, NULL, 'h' },
		{ NULL, 0, NULL, 0 },
	};
	struct run_opts o = { 0 };
	struct util_argv env = { 0 };
	struct guest t;
	int dashes = cmd_split_dashes(argc, argv), c, rc;
	const char *isa = NULL, *workload = NULL, *size = "small", *where = NULL;
	bool do_verify = false;
	char *label;

	while ((c = getopt_long(dashes, argv, "i:w:s:vh", longopts, NULL)) != -1) {
		switch (c) {
		case 'i': isa = optarg; break;
		case 'w': workload = optarg; break;
		case 's': cmd_size_or_die(optarg); size = optarg; break;
		case 'V': do_verify = true; break;
		case 'a': o.argv0 = optarg; break;
		case 'e': cmd_add_env(&env, optarg); break;
		case 'k': o.stack_size = cmd_parse_size(optarg); break;
		case 'C': run_set_fixed_clock(); break;
		case 'v': o.verbose = true; break;
		case 'h': usage(stdout); return UTIL_EXIT_OK;
		default: return cmd_usage_hint();
		}
	}
	if (dashes - optind > 1) {
		util_error("more than one binary given (guest arguments go after --)");
		usage(stderr);
		return UTIL_EXIT_USAGE;
	}
	if (dashes - optind == 1)
		where = argv[optind];
	rc = guest_resolve(&t, isa, where, workload, size, dashes < argc ? argv + dashes + 1 : NULL,
			   dashes < argc ? argc - dashes - 1 : 0, o.verbose);
	if (rc) {
		guest_free(&t);
		return rc;
	}
	o.tc = t.tc;
	o.binary = t.binary;
	o.args = t.args.v;
	o.nargs = t.args.n;
	o.cwd = t.cwd;
	o.env = env.v;
	o.nenv = env.n;
	if (do_verify && !t.is_workload)
		util_die(UTIL_EXIT_USAGE, "--verify needs -w WORKLOAD");
	if (do_verify) {
		label = util_xasprintf("%s %s on %s", t.is_workload ? t.w.name : t.binary,
				       t.is_workload ? size : "", t.tc->isa);
		rc = verify_against_host(&t, &o, label);
		free(label);
	} else {
		rc = run_guest(&o);
		rc = rc < 0 ? UTIL_EXIT_FAIL : rc;
	}
	guest_free(&t);
	util_argv_free(&env);
	return rc;
}

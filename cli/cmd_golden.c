/* cmd_golden.c — `aex golden`: its command line; harness/goldrun.c logs the trace.
 *
 *   $ aex golden out -- 8
 *   92
 *   aex golden: out/golden.trace: 1048580 insns, 201337 reads, 99812 writes, 2.1 MB, 0.41 s */
#include "commands.h"
#include "goldrun.h"
#include "run.h"
#include "util.h"

#include <errno.h>
#include <fcntl.h>
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

static void usage(FILE *f)
{
	fprintf(f,
		"usage: aex golden [-i ISA] [--out FILE|-] [options] DIR|BINARY [-- ARGS...]\n"
		"       aex golden -i ISA -w WORKLOAD [-s small|paper] [options] [-- ARGS...]\n"
		"\n"
		"Runs a plain guest ELF (DIR/plain for a build directory, or a workload as 'aex exec\n"
		"-w' does) deterministically, as 'aex exec' does, with the golden QEMU plugin, and\n"
		"writes its full trace (every instruction fetch, load and store) in the canonical\n"
		"format (docs/trace-format.md). Prints the counts and the time on stderr; exits with\n"
		"the guest's status. The program reads aex's standard input.\n"
		"\n"
		"options:\n"
		"  -w, --workload NAME  a workload; -s, --size SIZE: small (default) or paper\n"
		"  -o, --out FILE       the trace (default DIR/golden.trace, BINARY.golden, or\n"
		"                       golden-SIZE.trace in the workload's build directory);\n"
		"                       '-' writes it to standard output, and the guest's standard\n"
		"                       output then goes to standard error. A forked child's trace\n"
		"                       goes to FILE.<n>.\n"
		"      --count-only     no trace: count instructions exactly (inline counter)\n"
		"      --skip-insns N   a window: only the records of instructions N (from 0) ...\n"
		"      --insns M        ... to N+M-1 (default: to the end) of each process, as\n"
		"                       aex regen --skip-insns N --insns M writes them; a window\n"
		"                       that starts after the program's end is an error (status 2)\n"
		"      --from-traced    run DIR/traced instead (events discarded) and log its trace\n"
		"                       as the plain ELF's would be: each original instruction at\n"
		"                       its plain address, the tracing's own instructions and event\n"
		"                       stores left out (docs/golden.md); needs DIR/regen\n"
		"  -i, --isa ISA        the binary's ISA (default: from its ELF header)\n"
		"      --argv0 NAME, --env KEY=VALUE, --stack SIZE, --fixed-clock   as for aex exec\n"
		"  -q, --quiet          no summary line\n"
		"  -v, --verbose        print the qemu command line\n"
		"  -h, --help           this text\n"
		"\n"
		"example:\n"
		"  aex golden out -- 10 && aex stat out/golden.trace\n");
}

/* Calls fn on every child trace PREFIX.<digits>[.<digits>...] (in directory order). */
int cmd_golden(int argc, char **argv)
{
	static const struct option longopts[] = {
		{ "isa", required_argument, NULL, 'i' },
		{ "workload", required_argument, NULL, 'w' },
		{ "size", required_argument, NULL, 'S' },
		{ "out", required_argument, NULL, 'o' },
		{ "count-only", no_argument, NULL, 'c' },
		{ "from-traced", no_argument, NULL, 'T' },
		{ "skip-insns", required_argument, NULL, 'K' },
		{ "insns", required_argument, NULL, 'N' },
		{ "argv0", required_argument, NULL, 'a' },
		{ "env", required_argument, NULL, 'e' },
		{ "stack", required_argument, NULL, 'k' },
		{ "fixed-clock", no_argument, NULL, 'C' },
		{ "quiet", no_argument, NULL, 'q' },
		{ "verbose", no_argument, NULL, 'v' },
		{ "help", no_argument, NULL, 'h' },
		{ NULL, 0, NULL, 0 },
	};
	int dashes = cmd_split_dashes(argc, argv), c, rc;
	const char *isa = NULL, *workload = NULL;
	struct guest t;
	struct stat st;
	struct golden_opts g = { .size = "small" };
	struct run_opts o = { 0 };
	struct util_argv env = { 0 };

	while ((c = getopt_long(dashes, argv, "i:w:s:o:qvh", longopts, NULL)) != -1) {
		switch (c) {
		case 'i': isa = optarg; break;
		case 'w': workload = optarg; break;
		case 's': case 'S': cmd_size_or_die(optarg); g.size = optarg; break;
		case 'o': g.out = optarg; break;
		case 'c': g.count_only = true; break;
		case 'T': g.from_traced = true; break;
		case 'K': g.skip_insns = cmd_parse_count("--skip-insns", optarg); break;
		case 'N': g.insns = cmd_parse_count("--insns", optarg); break;
		case 'a': o.argv0 = optarg; break;
		case 'e': cmd_add_env(&env, optarg); break;
		case 'k': o.stack_size = cmd_parse_size(optarg); break;
		case 'C': run_set_fixed_clock(); break;
		case 'q': g.quiet = true; break;
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
	rc = guest_resolve(&t, isa, dashes - optind == 1 ? argv[optind] : NULL, workload, g.size,
			   dashes < argc ? argv + dashes + 1 : NULL,
			   dashes < argc ? argc - dashes - 1 : 0, o.verbose);
	if (rc) {
		guest_free(&t);
		return rc;
	}
	if (g.out && strcmp(g.out, "-") != 0 && (stat(g.out, &st) < 0 || S_ISREG(st.st_mode))) {
		/* a trace file that cannot be written is bad input, found before the run (a pipe
		 * or a device is left to the plugin: opening it here would be seen) */
		int fd = open(g.out, O_WRONLY | O_CREAT | O_CLOEXEC, 0644);

		if (fd < 0)
			util_die(UTIL_EXIT_USAGE, "%s: %s", g.out, strerror(errno));
		close(fd);
	}
	o.env = env.v;
	o.nenv = env.n;
	rc = golden_run(&t, &g, &o);
	guest_free(&t);
	util_argv_free(&env);
	return rc;
}

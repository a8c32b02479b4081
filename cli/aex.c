/* aex.c — the aex command: subcommands over the abstract-execution tracing pipeline.
 *
 *   $ aex build -i mips -o out prog.c
 *   aex build: out/plain: mips ELF, text 0x2f40 bytes, data+bss 0x1a10 bytes
 *   $ aex exec -i mips out/plain -- 8
 *   92
 *
 * Exit status: 0 success, 1 the command failed (build error, guest status is passed through
 * by exec), 2 bad usage or bad input. Each subcommand has --help. */
#include "build.h"
#include "commands.h"
#include "elf.h"
#include "isacheck.h"
#include "run.h"
#include "toolchain.h"
#include "util.h"

#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct command {
	const char *name;
	int (*fn)(int argc, char **argv);
	const char *summary;
};

static const struct command *commands(void);

static void exec_usage(FILE *f)
{
	fprintf(f,
		"usage: aex exec [-i ISA] [options] BINARY [-- ARGS...]\n"
		"\n"
		"Runs a guest binary under qemu-user deterministically: fixed environment, fixed\n"
		"argv[0] and executable path length, fixed stack size and AT_RANDOM seed, so any two\n"
		"binaries with the same data layout start with the same stack pointer.\n"
		"The exit status is the guest's (128+N if it died of signal N).\n"
		"\n"
		"options:\n"
		"  -i, --isa ISA        the binary's ISA (%s); default: from its ELF header\n"
		"      --argv0 NAME     guest argv[0] (default %s)\n"
		"      --env KEY=VALUE  add to the guest environment (repeatable); the base is\n"
		"                       PATH=/usr/bin:/bin HOME=/ LANG=C\n"
		"      --stack SIZE     guest stack size (default 8M)\n"
		"  -v, --verbose        print the qemu command line\n"
		"  -h, --help           this text\n",
		toolchain_list(), RUN_DEFAULT_ARGV0);
}

static int cmd_exec(int argc, char **argv)
{
	static const struct option longopts[] = {
		{ "isa", required_argument, NULL, 'i' },
		{ "argv0", required_argument, NULL, 'a' },
		{ "env", required_argument, NULL, 'e' },
		{ "stack", required_argument, NULL, 's' },
		{ "verbose", no_argument, NULL, 'v' },
		{ "help", no_argument, NULL, 'h' },
		{ NULL, 0, NULL, 0 },
	};
	struct run_opts o = { 0 };
	struct util_argv env = { 0 };
	int dashes = cmd_split_dashes(argc, argv), c, rc;
	const char *isa = NULL;

	while ((c = getopt_long(dashes, argv, "i:vh", longopts, NULL)) != -1) {
		switch (c) {
		case 'i': isa = optarg; break;
		case 'a': o.argv0 = optarg; break;
		case 'e':
			if (!strchr(optarg, '=') || optarg[0] == '=')
				util_die(UTIL_EXIT_USAGE, "--env wants KEY=VALUE, not '%s'", optarg);
			util_argv_push(&env, optarg);
			break;
		case 's': o.stack_size = cmd_parse_size(optarg); break;
		case 'v': o.verbose = true; break;
		case 'h': exec_usage(stdout); return UTIL_EXIT_OK;
		default: exec_usage(stderr); return UTIL_EXIT_USAGE;
		}
	}
	if (optind != dashes - 1) {
		util_error(optind >= dashes ? "no binary given" : "more than one binary given "
			   "(guest arguments go after --)");
		exec_usage(stderr);
		return UTIL_EXIT_USAGE;
	}
	o.binary = argv[optind];
	o.tc = cmd_binary_isa(isa, o.binary);
	o.args = dashes < argc ? argv + dashes + 1 : NULL;
	o.nargs = dashes < argc ? argc - dashes - 1 : 0;
	o.env = env.v;
	o.nenv = env.n;
	rc = run_guest(&o);
	util_argv_free(&env);
	return rc < 0 ? UTIL_EXIT_FAIL : rc;
}

static void build_usage(FILE *f)
{
	fprintf(f,
		"usage: aex build -i ISA [-o DIR] [options] SRC...\n"
		"\n"
		"Compiles C sources (and .s/.S assembly) for a guest ISA against rt, the guest C\n"
		"library, links them (with any .o objects given) using the fixed memory layout\n"
		"(docs/memory-layout.md) and checks that every instruction belongs to the ISA.\n"
		"Writes DIR/plain (the ELF), DIR/asm/ (the compiler's assembly) and DIR/obj/.\n"
		"\n"
		"options:\n"
		"  -i, --isa ISA        target ISA: %s\n"
		"  -o, --out DIR        output directory (default: aex-out)\n"
		"      --cflags FLAGS   extra compiler flags, e.g. \"-DN=8 -O1\"\n"
		"  -v, --verbose        print each command\n"
		"  -h, --help           this text\n",
		toolchain_list());
}

static int cmd_build(int argc, char **argv)
{
	static const struct option longopts[] = {
		{ "isa", required_argument, NULL, 'i' },
		{ "out", required_argument, NULL, 'o' },
		{ "cflags", required_argument, NULL, 'c' },
		{ "verbose", no_argument, NULL, 'v' },
		{ "help", no_argument, NULL, 'h' },
		{ NULL, 0, NULL, 0 },
	};
	struct build_opts o = { 0 };
	const char *isa = NULL;
	int c, rc;

	o.outdir = "aex-out";
	while ((c = getopt_long(argc, argv, "i:o:vh", longopts, NULL)) != -1) {
		switch (c) {
		case 'i': isa = optarg; break;
		case 'o': o.outdir = optarg; break;
		case 'c': o.extra_cflags = optarg; break;
		case 'v': o.verbose = true; break;
		case 'h': build_usage(stdout); return UTIL_EXIT_OK;
		default: build_usage(stderr); return UTIL_EXIT_USAGE;
		}
	}
	if (!isa) {
		util_error("no ISA given (-i %s)", toolchain_list());
		return UTIL_EXIT_USAGE;
	}
	if (optind >= argc) {
		util_error("no sources given");
		build_usage(stderr);
		return UTIL_EXIT_USAGE;
	}
	o.tc = cmd_isa_or_die(isa);
	o.srcs = argv + optind;
	o.nsrcs = argc - optind;
	rc = build_plain(&o);
	if (rc == 0)
		util_note("%s/plain: %s ELF", o.outdir, o.tc->isa);
	return rc;
}

static void isacheck_usage(FILE *f)
{
	fprintf(f,
		"usage: aex isacheck [-i ISA] ELF...\n"
		"\n"
		"Checks that every instruction of each guest ELF belongs to its ISA (MIPS I, SPARC V8)\n"
		"and is usable by user code; names the function and instruction of each violation.\n"
		"Exit status 0 when all conform, 1 otherwise.\n");
}

static int cmd_isacheck(int argc, char **argv)
{
	static const struct option longopts[] = {
		{ "isa", required_argument, NULL, 'i' },
		{ "help", no_argument, NULL, 'h' },
		{ NULL, 0, NULL, 0 },
	};
	const char *isa = NULL;
	int c, rc = 0;

	while ((c = getopt_long(argc, argv, "i:h", longopts, NULL)) != -1) {
		switch (c) {
		case 'i': isa = optarg; break;
		case 'h': isacheck_usage(stdout); return UTIL_EXIT_OK;
		default: isacheck_usage(stderr); return UTIL_EXIT_USAGE;
		}
	}
	if (optind >= argc) {
		isacheck_usage(stderr);
		return UTIL_EXIT_USAGE;
	}
	for (int i = optind; i < argc; i++) {
		struct elf_info info;
		const struct toolchain *tc;
		int r;

		if (elf_read_info(argv[i], &info) < 0)
			return UTIL_EXIT_USAGE;
		tc = isa ? cmd_isa_or_die(isa) : toolchain_by_machine(info.machine);
		if (!tc) {
			util_error("%s: ELF machine %d is not a known ISA (known: %s)", argv[i],
				   info.machine, toolchain_list());
			rc = UTIL_EXIT_FAIL;
			continue;
		}
		r = isacheck_elf(tc, argv[i]);
		if (r != 0)
			rc = r < 0 ? UTIL_EXIT_USAGE : UTIL_EXIT_FAIL;
	}
	return rc;
}

static void usage(FILE *f)
{
	fprintf(f, "usage: aex COMMAND [options] [-- ARGS]\n\ncommands:\n");
	for (const struct command *c = commands(); c->name; c++)
		fprintf(f, "  %-10s %s\n", c->name, c->summary);
	fprintf(f, "\n'aex COMMAND --help' describes a command. Exit status: 0 success, "
		   "1 failure, 2 bad usage or input.\n");
}

static int cmd_help(int argc, char **argv)
{
	(void)argc;
	(void)argv;
	usage(stdout);
	return UTIL_EXIT_OK;
}

static const struct command command_table[] = {
	{ "build", cmd_build, "compile C sources for a guest ISA into a plain ELF" },
	{ "exec", cmd_exec, "run a guest binary under qemu, deterministically" },
	{ "golden", cmd_golden, "log the golden full trace of a plain ELF under qemu" },
	{ "diff", cmd_diff, "compare two full traces; show the first divergence" },
	{ "stat", cmd_stat, "counts, sizes, unique PCs and address ranges of a trace" },
	{ "convert", cmd_convert, "convert a trace to Dinero IV's din format" },
	{ "isacheck", cmd_isacheck, "check that guest ELFs contain only their ISA's instructions" },
	{ "help", cmd_help, "this text" },
	{ NULL, NULL, NULL },
};

static const struct command *commands(void)
{
	return command_table;
}

int main(int argc, char **argv)
{
	static char progname[64];

	if (argc < 2) {
		usage(stderr);
		return UTIL_EXIT_USAGE;
	}
	if (strcmp(argv[1], "--help") == 0 || strcmp(argv[1], "-h") == 0)
		return cmd_help(argc, argv);
	for (const struct command *c = commands(); c->name; c++) {
		if (strcmp(argv[1], c->name) == 0) {
			snprintf(progname, sizeof progname, "aex %s", c->name);
			util_progname = progname;
			return c->fn(argc - 1, argv + 1);
		}
	}
	util_error("unknown command '%s'", argv[1]);
	usage(stderr);
	return UTIL_EXIT_USAGE;
}

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
#include "check.h"
#include "commands.h"
#include "instrument.h"
#include "elf.h"
#include "isacheck.h"
#include "run.h"
#include "toolchain.h"
#include "util.h"
#include "workload.h"

#include "aex_events.h"
#include "aex_trace.h"

#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct command {
	const char *name;
	int (*fn)(int argc, char **argv);
	const char *summary;
};

/* The version of aex; the trace formats carry their own (docs/event-format.md,
 * docs/trace-format.md). */
#define AEX_VERSION "0.9"

static const struct command *commands(void);
static char help_progname[64];

static void build_usage(FILE *f)
{
	fprintf(f,
		"usage: aex build -i ISA [-o DIR] [options] SRC...\n"
		"       aex build -i ISA -w WORKLOAD [-o DIR] [options]\n"
		"\n"
		"Compiles C sources (and .s/.S assembly) for a guest ISA against rt, the guest C\n"
		"library, links them using the fixed memory layout (docs/memory-layout.md) and checks\n"
		"that every instruction belongs to the ISA. Writes DIR/plain (the ELF) and, with a\n"
		"placement, its instrumented twin DIR/traced, the schema DIR/schema and the\n"
		"regenerator DIR/regen (docs/schema.md); .o inputs need --placement none.\n"
		"\n"
		"options:\n"
		"  -i, --isa ISA        target ISA: %s\n"
		"  -o, --out DIR        output directory (default: aex-out; for -w, the workload's\n"
		"                       build directory)\n"
		"  -w, --workload NAME  build a workload's sources (%s): the plain ELF in its\n"
		"                       build directory, or with --placement P also the traced\n"
		"                       one in <isa>-<strategy>-P there, as aex check builds it\n"
		"      --cflags FLAGS   extra compiler flags, e.g. \"-DN=8 -O1\"\n"
		"      --placement P    witness placement: blocks, cbranch, tree (default where\n"
		"                       the ISA can be traced), or none (the plain ELF only)\n"
		"      --placement-report  print, per function, the witness sites the placement\n"
		"                       chose and their static cost\n"
		"      --strategy S     how instrumentation gets registers: reserved (default:\n"
		"                       registers the compiler never uses) or steal (every\n"
		"                       register allocatable; the instrumenter takes some and keeps\n"
		"                       the program's values in shadow memory; docs/strategies.md)\n"
		"      --steal-regs R1,R2  with steal: take these registers instead of the\n"
		"                       least-used ones\n"
		"      --regen-cc CC    the compiler of the regenerator's C: gcc (default) or tcc\n"
		"                       (compiles some ninety times faster, regenerates about a\n"
		"                       third as fast; docs/testing.md)\n"
		"      --regen-opt N    compile the regenerator with gcc -ON (0..3, default 1;\n"
		"                       0 compiles about 3 times faster and regenerates about 2.8\n"
		"                       times slower; 2 and 3 compile slower, regenerate no faster)\n"
		"      --techniques L   the techniques that make event traces smaller, a comma-\n"
		"                       separated list read left to right from 'all': NAME,\n"
		"                       no-NAME, all, none (known: %s; docs/techniques.md)\n"
		"      --profile FILE   weigh the tree placement's spanning trees by the edge\n"
		"                       counts of a training run ('aex profile'), not the static\n"
		"                       estimate (docs/techniques.md, \"Profile\")\n"
		"      --mode M         trace (default: the traced twin, with a placement) or\n"
		"                       replay: the plain ELF and DIR/replay, the program with the\n"
		"                       recording layer of its system calls, for 'aex record' and\n"
		"                       'aex replay' (docs/replay.md)\n"
		"  -v, --verbose        print each command\n"
		"  -h, --help           this text\n"
		"\n"
		"A build whose inputs are those of the build already in DIR (the sources and every\n"
		"header gcc read for them, the options, rt, aex itself: DIR/stamp) is not made\n"
		"again: 'up to date'. --placement-report always builds.\n"
		"What gcc makes of each preprocessed C source (its warnings said again) and the\n"
		"assembler of each of rt's files are kept in build/objcache of the aex tree and\n"
		"reused when the same command meets the same text again; AEX_OBJ_CACHE=DIR keeps\n"
		"them in DIR, AEX_OBJ_CACHE=off keeps none, AEX_OBJ_CACHE_MAX bounds it (default\n"
		"1G; the entries used longest ago go first).\n"
		"\n"
		"examples:\n"
		"  aex build -i mips -o out prog.c util.c        # out/plain, out/traced, out/regen\n"
		"  aex build -i sparc -w li --placement none      # li's plain ELF\n",
		toolchain_list(), workload_list(), instr_technique_names());
}

static int cmd_build(int argc, char **argv)
{
	static const struct option longopts[] = {
		{ "isa", required_argument, NULL, 'i' },
		{ "out", required_argument, NULL, 'o' },
		{ "workload", required_argument, NULL, 'w' },
		{ "cflags", required_argument, NULL, 'c' },
		{ "placement", required_argument, NULL, 'p' },
		{ "placement-report", no_argument, NULL, 'R' },
		{ "strategy", required_argument, NULL, 'S' },
		{ "steal-regs", required_argument, NULL, 'T' },
		{ "regen-opt", required_argument, NULL, 'O' },
		{ "regen-cc", required_argument, NULL, 'C' },
		{ "techniques", required_argument, NULL, 'X' },
		{ "profile", required_argument, NULL, 'P' },
		{ "mode", required_argument, NULL, 'M' },
		{ "verbose", no_argument, NULL, 'v' },
		{ "help", no_argument, NULL, 'h' },
		{ NULL, 0, NULL, 0 },
	};
	struct build_opts o = { 0 };
	const char *isa = NULL, *workload = NULL, *strategy = "reserved";
	int c, rc;

	o.outdir = NULL;
	while ((c = getopt_long(argc, argv, "i:o:w:vh", longopts, NULL)) != -1) {
		switch (c) {
		case 'i': isa = optarg; break;
		case 'o': o.outdir = optarg; break;
		case 'w': workload = optarg; break;
		case 'c': o.extra_cflags = optarg; break;
		case 'p': o.placement = optarg; break;
		case 'R': o.report = true; break;
		case 'S': strategy = optarg; break;
		case 'T': o.steal_regs = optarg; break;
		case 'O': o.regen_opt = optarg; break;
		case 'C': o.regen_cc = optarg; break;
		case 'X': o.techniques = optarg; break;
		case 'P': o.profile = optarg; break;
		case 'M':
			if (strcmp(optarg, "replay") == 0)
				o.replay = true;
			else if (strcmp(optarg, "trace") != 0)
				util_die(UTIL_EXIT_USAGE, "unknown --mode '%s' (trace or replay)",
					 optarg);
			break;
		case 'v': o.verbose = true; break;
		case 'h': build_usage(stdout); return UTIL_EXIT_OK;
		default: return cmd_usage_hint();
		}
	}
	if (!isa) {
		util_error("no ISA given (-i %s)", toolchain_list());
		return UTIL_EXIT_USAGE;
	}
	o.tc = toolchain_strategy(guest_isa_or_die(isa), strategy);
	if (!o.tc)
		return UTIL_EXIT_USAGE;
	if (o.steal_regs && strcmp(strategy, "steal") != 0)
		util_die(UTIL_EXIT_USAGE, "--steal-regs needs --strategy steal");
	if (o.profile && o.placement && strcmp(o.placement, "none") == 0)
		util_die(UTIL_EXIT_USAGE, "--profile weighs the tree placement's spanning trees: "
			 "placement none has none");
	if (o.replay && o.placement)
		util_die(UTIL_EXIT_USAGE, "--mode replay builds the plain ELF and its replay twin: "
			 "no placement");
	cmd_regen_cc_or_die(o.regen_cc, o.regen_opt);
	cmd_techniques_or_die(o.techniques);
	if (workload && optind < argc)
		util_die(UTIL_EXIT_USAGE, "give either sources or -w WORKLOAD, not both");
	if (workload && o.placement && strcmp(o.placement, "none") != 0) {
		/* traced too: what aex check --build-only builds, in the same directory */
		struct check_opts co = { .isa = isa, .workload = workload, .size = "small",
					 .placement = o.placement, .strategy = strategy,
					 .steal_regs = o.steal_regs, .regen_opt = o.regen_opt,
					 .regen_cc = o.regen_cc ? o.regen_cc : "gcc",
					 .techniques = o.techniques, .profile = o.profile,
					 .outdir = o.outdir, .cflags = o.extra_cflags, .reps = 1,
					 .build_only = true, .report = o.report,
					 .verbose = o.verbose };

		return check_program(&co);
	}
	if (workload) {
		struct workload w;
		char *dir = NULL;

		if (workload_load(workload, &w) < 0)
			return UTIL_EXIT_USAGE;
		rc = workload_build(&w, o.tc, o.outdir, o.extra_cflags, o.verbose, &dir);
		if (rc == 0)
			util_note("%s/plain: %s ELF of %s", dir, o.tc->isa, workload);
		free(dir);
		workload_free(&w);
		return rc;
	}
	if (optind >= argc) {
		util_error("no sources given");
		build_usage(stderr);
		return UTIL_EXIT_USAGE;
	}
	if (!o.outdir)
		o.outdir = "aex-out";
	o.srcs = argv + optind;
	o.nsrcs = argc - optind;
	rc = build_program(&o);
	if (rc == 0)
		util_note("%s/plain: %s ELF", o.outdir, o.tc->isa);
	return rc;
}

static void isacheck_usage(FILE *f)
{
	fprintf(f,
		"usage: aex isacheck [-i ISA] ELF...\n"
		"\n"
		"Checks that every instruction of each guest ELF belongs to its ISA (MIPS I, SPARC V8,\n"
		"RV32IM) and is usable by user code; names the function and instruction of each\n"
		"violation. Exit status 0 when all conform, 1 otherwise, 2 on bad usage or input (an\n"
		"ELF of another ISA than -i's).\n"
		"\n"
		"options:\n"
		"  -i, --isa ISA        the ISA (%s); default: from each ELF's header\n"
		"  -h, --help           this text\n"
		"\n"
		"example:\n"
		"  aex isacheck out/plain out/traced\n", toolchain_list());
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
		default: return cmd_usage_hint();
		}
	}
	if (optind >= argc)
		return cmd_usage_error("give the ELF files to check");
	for (int i = optind; i < argc; i++) {
		struct elf_info info;
		const struct toolchain *tc;
		int r;

		if (elf_read_info(argv[i], &info) < 0)
			return UTIL_EXIT_USAGE;
		tc = isa ? guest_isa_or_die(isa) : toolchain_by_machine(info.machine);
		if (tc && isa && info.machine != tc->elf_machine) {
			const struct toolchain *its = toolchain_by_machine(info.machine);

			if (its)
				util_error("%s: a %s ELF (machine %d), not %s: give -i %s, or no -i",
					   argv[i], its->isa, info.machine, tc->isa, its->isa);
			else
				util_error("%s: ELF machine %d is no guest ISA's, not %s", argv[i],
					   info.machine, tc->isa);
			rc = UTIL_EXIT_USAGE;
			continue;
		}
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
	if (argc >= 2 && strcmp(argv[1], "--help") != 0 && strcmp(argv[1], "-h") != 0) {
		/* aex help CMD: CMD's own --help */
		for (const struct command *c = commands(); c->name; c++) {
			if (strcmp(argv[1], c->name) == 0 && c->fn != cmd_help) {
				static char help[] = "--help";
				char *av[] = { argv[1], help, NULL };

				snprintf(help_progname, sizeof help_progname, "aex %s", c->name);
				util_progname = help_progname;
				return c->fn(2, av);
			}
		}
		util_error("unknown command '%s'", argv[1]);
		usage(stderr);
		return UTIL_EXIT_USAGE;
	}
	usage(stdout);
	return UTIL_EXIT_OK;
}

static int cmd_version(int argc, char **argv)
{
	(void)argc;
	(void)argv;
	printf("aex %s (event traces version %d, full traces version %d)\n", AEX_VERSION,
	       AEX_EVENTS_VERSION, AEX_TRACE_VERSION);
	return UTIL_EXIT_OK;
}

static const struct command command_table[] = {
	{ "build", cmd_build, "compile C for a guest ISA: the plain ELF; with a placement, "
			      "also the traced ELF and regenerator" },
	{ "exec", cmd_exec, "run a guest binary under qemu, deterministically" },
	{ "run", cmd_run, "run a traced ELF: write its event trace" },
	{ "regen", cmd_regen, "regenerate the full trace from an event trace" },
	{ "check", cmd_check, "build, trace, regenerate and compare with the golden trace" },
	{ "golden", cmd_golden, "log the golden full trace of a plain ELF under qemu" },
	{ "profile", cmd_profile, "count a training run's edges for aex build --profile" },
	{ "record", cmd_record, "run a replay ELF: log its system calls (docs/replay.md)" },
	{ "replay", cmd_replay, "run a replay ELF again from its log: its full trace" },
	{ "diff", cmd_diff, "compare two full traces; show the first divergence" },
	{ "stat", cmd_stat, "counts, sizes, unique PCs and address ranges of a trace" },
	{ "convert", cmd_convert, "convert a trace to Dinero IV's din format" },
	{ "sim", cmd_sim, "simulate caches (Dinero IV's model and options) or miss-ratio "
			  "curves, fed by a trace or a regeneration" },
	{ "bench", cmd_bench, "run the benchmark matrix; write the report, tables and plots" },
	{ "isacheck", cmd_isacheck, "check that guest ELFs contain only their ISA's instructions" },
	{ "help", cmd_help, "this text; 'aex help COMMAND': the command's --help" },
	{ "version", cmd_version, "the version of aex and of its trace formats" },
	{ NULL, NULL, NULL },
};

static const struct command *commands(void)
{
	return command_table;
}

int main(int argc, char **argv)
{
	static char progname[64], errname[80];

	if (argc < 2) {
		usage(stderr);
		return UTIL_EXIT_USAGE;
	}
	if (strcmp(argv[1], "--help") == 0 || strcmp(argv[1], "-h") == 0)
		return cmd_help(1, argv);
	if (strcmp(argv[1], "--version") == 0)
		return cmd_version(argc, argv);
	for (const struct command *c = commands(); c->name; c++) {
		if (strcmp(argv[1], c->name) == 0) {
			snprintf(progname, sizeof progname, "aex %s", c->name);
			util_progname = progname;
			/* getopt's messages start with argv[0]: "aex build: error: ..." */
			snprintf(errname, sizeof errname, "aex %s: error", c->name);
			argv[1] = errname;
			return c->fn(argc - 1, argv + 1);
		}
	}
	util_error("unknown command '%s'", argv[1]);
	usage(stderr);
	return UTIL_EXIT_USAGE;
}

/* cmd_check.c — `aex check`: its command line; harness/check.c does the work.
 *
 *   $ aex check -i mips -w li --json
 *   {"isa": "mips", "workload": "li", "size": "small", "strategy": "reserved",
 *    "placement": "cbranch", "identical": true, ...} */
#include "build.h"
#include "check.h"
#include "commands.h"
#include "instrument.h"
#include "run.h"
#include "util.h"
#include "workload.h"

#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

static void check_usage(FILE *f)
{
	fprintf(f,
		"usage: aex check -i ISA (-w WORKLOAD [-s small|paper] | SRC... [-- ARGS])\n"
		"                 [--placement P] [--strategy S] [--json] [-o DIR] [--reps N]\n"
		"\n"
		"Builds the program with tracing, runs the plain and the traced ELF (their outputs\n"
		"and exit statuses must agree), logs the golden trace of the plain ELF, regenerates\n"
		"the full trace from the event trace and compares the two record by record, streamed\n"
		"through pipes. Prints the metrics of docs/bench.md (--json: one JSON object).\n"
		"Exit status 0 when the traces are identical and the traced run printed and exited\n"
		"as the plain one (transparent), 1 when not (the text says which failed), 2 on bad\n"
		"input.\n"
		"\n"
		"options:\n"
		"  -i, --isa ISA        %s\n"
		"  -w, --workload NAME  a workload (%s)\n"
		"  -s, --size SIZE      small (default) or paper\n"
		"      --placement P    blocks, cbranch, tree (default: the smallest traces)\n"
		"      --strategy S     reserved (default) or steal (docs/strategies.md)\n"
		"      --steal-regs R1,R2  with steal: the registers to take\n"
		"      --regen-cc CC    the compiler of the regenerator's C: gcc or tcc (default:\n"
		"                       tcc, when installed, at size small, where it checks sooner;\n"
		"                       gcc -O1 at paper size or with --regen-opt)\n"
		"      --regen-opt N    compile the regenerator with gcc -ON (0..3, default 1)\n"
		"      --techniques L   trace-size techniques, as for aex build (known: %s)\n"
		"      --profile FILE   the tree weighed by a training run's edge counts, as for\n"
		"                       aex build (its own build directory: P-profile)\n"
		"      --train SIZE     a workload's: those counts from its run at SIZE (small or\n"
		"                       paper) of the build without a profile (P-train-SIZE);\n"
		"                       its DIR/profile-SIZE is used again while it is newer than\n"
		"                       that build\n"
		"      --train-dir DIR  that build (default: the one a check without --train\n"
		"                       makes; with -o OUT, OUT.train)\n"
		"      --cflags FLAGS   extra compiler flags, as for aex build\n"
		"  -o, --out DIR        build directory (default under build/check/)\n"
		"      --reps N         wall-time repetitions, median taken (default 3)\n"
		"      --fixed-clock    the guest's clocks count its calls of them instead of time, in\n"
		"                       every run: a program that times itself stays transparent\n"
		"                       (docs/rt.md)\n"
		"      --json           print the metrics as JSON\n"
		"      --full-timing    also time, in the same interleaving, the traced ELF with its\n"
		"                       events discarded ('dummy') and with them compressed by zstd\n"
		"                       into a file ('stored'); the event trace's gzip -1 size; and\n"
		"                       the golden plugin and the regenerator each writing the\n"
		"                       canonical trace to /dev/null (docs/bench.md)\n"
		"      --caches         with --full-timing, for a program of one process whose\n"
		"                       traces are identical: also time the regenerator feeding\n"
		"                       aex sim's model in its process, a cache hierarchy (split\n"
		"                       8K level 1, 256K 4-way level 2) and the miss-ratio\n"
		"                       curves (fully associative, 32-byte blocks, 1K to 4M),\n"
		"                       and give the curves' miss ratios (docs/bench.md)\n"
		"      --golden FROM    plain (default): the golden trace of a run of the plain ELF;\n"
		"                       traced: of the traced run whose events are regenerated,\n"
		"                       each instruction at its plain address (docs/golden.md), for\n"
		"                       programs whose course depends on how their processes or\n"
		"                       signals are timed\n"
		"      --reuse-build    do not build: -o DIR holds what 'aex build' made with the\n"
		"                       same ISA, workload, placement and strategy\n"
		"      --build-only     build into -o DIR (as check would) and stop\n"
		"      --stdin FILE     the program's standard input ('-': ours, read to its end\n"
		"                       first). Without it: ours when it is a file, none when it\n"
		"                       is a terminal or /dev/null; a pipe is refused. Every run\n"
		"                       (plain, traced, counting, golden) reads the same bytes\n"
		"      --skip-insns N   compare a window only: the records of instructions N (from\n"
		"      --insns M        0) to N+M-1 (M 0 or none: to the end) of each process, as\n"
		"                       aex golden and aex regen write them with the same options\n"
		"                       (golden_* figures then count the window; bytes per\n"
		"                       reference stay the whole run's)\n"
		"      --mode M         trace (default) or replay: build the replay twin (aex build\n"
		"                       --mode replay), record a run under the golden plugin,\n"
		"                       replay its log and compare the replay's trace, output and\n"
		"                       status with the recorded run's (docs/replay.md); the\n"
		"                       figures then speak of the log and the replay\n"
		"  -v, --verbose        print each command it runs\n"
		"  -h, --help           this text\n"
		"\n"
		"examples:\n"
		"  aex check -i mips prog.c -- 10\n"
		"  aex check -i mips -w li --skip-insns 1000000 --insns 50000\n"
		"  aex check -i sparc -w li --placement cbranch --json\n"
		"  aex check -i riscv32 -w egrep --mode replay\n",
		toolchain_list(), workload_list(), instr_technique_names());
}

/* --mode replay: what concerns only the traced build refused; its build directory's
 * "placement" is replay. */
static void replay_options_or_die(struct check_opts *o, bool placement_given, bool golden_given)
{
	const char *bad = placement_given ? "--placement" : o->techniques ? "--techniques"
			: o->profile ? "--profile" : o->train ? "--train" : o->regen_opt ? "--regen-opt"
			: o->regen_cc ? "--regen-cc" : o->caches ? "--caches"
			: golden_given ? "--golden" : o->skip_insns || o->insns ? "a window"
			: o->steal_regs ? "--steal-regs" : NULL;

	if (bad)
		util_die(UTIL_EXIT_USAGE, "--mode replay checks the replay build against the golden "
			 "trace of its recorded run: %s does not apply", bad);
	o->placement = "replay";
}

int cmd_check(int argc, char **argv)
{
	static const struct option longopts[] = {
		{ "isa", required_argument, NULL, 'i' },
		{ "workload", required_argument, NULL, 'w' },
		{ "size", required_argument, NULL, 's' },
		{ "placement", required_argument, NULL, 'p' },
		{ "strategy", required_argument, NULL, 'S' },
		{ "steal-regs", required_argument, NULL, 'T' },
		{ "regen-opt", required_argument, NULL, 'O' },
		{ "regen-cc", required_argument, NULL, 'K' },
		{ "techniques", required_argument, NULL, 'X' },
		{ "profile", required_argument, NULL, 'P' },
		{ "train", required_argument, NULL, 'A' },
		{ "train-dir", required_argument, NULL, 'D' },
		{ "cflags", required_argument, NULL, 'c' },
		{ "out", required_argument, NULL, 'o' },
		{ "reps", required_argument, NULL, 'r' },
		{ "json", no_argument, NULL, 'j' },
		{ "full-timing", no_argument, NULL, 'F' },
		{ "caches", no_argument, NULL, 'Y' },
		{ "fixed-clock", no_argument, NULL, 'C' },
		{ "reuse-build", no_argument, NULL, 'U' },
		{ "build-only", no_argument, NULL, 'B' },
		{ "golden", required_argument, NULL, 'G' },
		{ "mode", required_argument, NULL, 'M' },
		{ "stdin", required_argument, NULL, 'I' },
		{ "skip-insns", required_argument, NULL, 'W' },
		{ "insns", required_argument, NULL, 'N' },
		{ "verbose", no_argument, NULL, 'v' },
		{ "help", no_argument, NULL, 'h' },
		{ NULL, 0, NULL, 0 },
	};
	int dashes = cmd_split_dashes(argc, argv), c;
	bool placement_given = false, golden_given = false;
	struct check_opts o = { .size = "small", .placement = "tree", .strategy = "reserved",
				.reps = 3 };

	while ((c = getopt_long(dashes, argv, "i:w:s:o:vh", longopts, NULL)) != -1) {
		switch (c) {
		case 'i': o.isa = optarg; break;
		case 'w': o.workload = optarg; break;
		case 's': cmd_size_or_die(optarg); o.size = optarg; break;
		case 'p': o.placement = optarg; placement_given = true; break;
		case 'S': o.strategy = optarg; break;
		case 'T': o.steal_regs = optarg; break;
		case 'O': o.regen_opt = optarg; break;
		case 'K': o.regen_cc = optarg; break;
		case 'X': o.techniques = optarg; break;
		case 'P': o.profile = optarg; break;
		case 'A': cmd_size_or_die(optarg); o.train = optarg; break;
		case 'D': o.train_dir = optarg; break;
		case 'c': o.cflags = optarg; break;
		case 'o': o.outdir = optarg; break;
		case 'r': o.reps = atoi(optarg); break;
		case 'j': o.json = true; break;
		case 'F': o.full_timing = true; break;
		case 'Y': o.caches = true; break;
		case 'C': run_set_fixed_clock(); break;
		case 'U': o.reuse_build = true; break;
		case 'W': o.skip_insns = cmd_parse_count("--skip-insns", optarg); break;
		case 'N': o.insns = cmd_parse_count("--insns", optarg); break;
		case 'B': o.build_only = true; break;
		case 'G':
			if (strcmp(optarg, "plain") != 0 && strcmp(optarg, "traced") != 0)
				util_die(UTIL_EXIT_USAGE, "--golden wants plain or traced, not '%s'",
					 optarg);
			o.golden_traced = strcmp(optarg, "traced") == 0;
			golden_given = true;
			break;
		case 'M':
			if (strcmp(optarg, "trace") != 0 && strcmp(optarg, "replay") != 0)
				util_die(UTIL_EXIT_USAGE, "--mode wants trace or replay, not '%s'",
					 optarg);
			o.replay = strcmp(optarg, "replay") == 0;
			break;
		case 'I': o.stdin_path = optarg; break;
		case 'v': o.verbose = true; break;
		case 'h': check_usage(stdout); return UTIL_EXIT_OK;
		default: return cmd_usage_hint();
		}
	}
	if (!o.isa) {
		util_error("no ISA given (-i %s)", toolchain_list());
		return UTIL_EXIT_USAGE;
	}
	if (o.reps < 1 || o.reps > 99)
		util_die(UTIL_EXIT_USAGE, "--reps wants 1..99");
	if (o.reuse_build && o.build_only)
		util_die(UTIL_EXIT_USAGE, "--reuse-build and --build-only exclude each other");
	if (o.caches && !o.full_timing)
		util_die(UTIL_EXIT_USAGE, "--caches needs --full-timing");
	if (o.reuse_build && !o.outdir)
		util_die(UTIL_EXIT_USAGE, "--reuse-build needs -o DIR");
	if (o.steal_regs && strcmp(o.strategy, "steal") != 0)
		util_die(UTIL_EXIT_USAGE, "--steal-regs needs --strategy steal");
	if (o.replay)
		replay_options_or_die(&o, placement_given, golden_given);
	if (!o.stdin_path) {
		/* before building: a pipe without --stdin is refused (harness/check.c) */
		struct stat st;

		if (fstat(STDIN_FILENO, &st) == 0 && (S_ISFIFO(st.st_mode) || S_ISSOCK(st.st_mode)))
			util_die(UTIL_EXIT_USAGE, "%s", CHECK_STDIN_PIPE);
	}
		cmd_regen_cc_or_die(o.regen_cc, o.regen_opt);
	cmd_techniques_or_die(o.techniques);
	if (o.workload && optind < dashes)
		util_die(UTIL_EXIT_USAGE, "give either sources or -w WORKLOAD, not both");
	if (!o.workload && optind >= dashes)
		util_die(UTIL_EXIT_USAGE, "no sources and no -w WORKLOAD given");
	o.srcs = argv + optind;
	o.nsrcs = dashes - optind;
	o.args = dashes < argc ? argv + dashes + 1 : NULL;
	o.nargs = dashes < argc ? argc - dashes - 1 : 0;
	return check_program(&o);
}

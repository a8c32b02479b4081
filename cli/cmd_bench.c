/* cmd_bench.c — `aex bench`: its command line (which ISAs, workloads, sizes, placements and
 * strategies replace each table's defaults); harness/bench.c runs the plan and writes the
 * report. */
#include "bench.h"
#include "build.h"
#include "commands.h"
#include "run.h"
#include "target.h"
#include "toolchain.h"
#include "util.h"
#include "workload.h"

#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* A comma-separated option value as a NULL-terminated list; each element must be one of
 * known (when known is not NULL). */
/* The ISAs aex can trace (a target behind toolchains/<isa>.mk), the default of -i: an ISA
 * whose port has its toolchain and rt only is left out. */
static const char *traced_isas(void)
{
	static char *list;
	char *all, *save = NULL;

	if (list)
		return list;
	all = util_xstrdup(toolchain_list());
	list = util_xstrdup("");
	for (char *i = strtok_r(all, ", ", &save); i; i = strtok_r(NULL, ", ", &save)) {
		if (target_get(i)) {
			char *t = util_xasprintf("%s%s%s", list, *list ? ", " : "", i);

			free(list);
			list = t;
		}
	}
	free(all);
	return list;
}

static const char **parse_list(const char *opt, const char *arg, const char *const *known)
{
	char *copy = util_xstrdup(arg), *save = NULL;
	const char **v = util_xmalloc(sizeof *v * (strlen(arg) + 2));
	int n = 0;

	for (char *tok = strtok_r(copy, ", ", &save); tok; tok = strtok_r(NULL, ", ", &save)) {
		if (known) {
			int k;

			for (k = 0; known[k] && strcmp(known[k], tok) != 0; k++)
				;
			if (!known[k]) {
				struct util_argv names = { 0 };
				char *all;

				for (k = 0; known[k]; k++)
					util_argv_push(&names, known[k]);
				all = util_argv_join(&names);
				util_die(UTIL_EXIT_USAGE, "--%s: unknown '%s' (known: %s)", opt, tok, all);
			}
		}
		v[n++] = util_xstrdup(tok);
	}
	if (n == 0)
		util_die(UTIL_EXIT_USAGE, "--%s wants a comma-separated list", opt);
	v[n] = NULL;
	free(copy);
	return v;
}

static void free_list(const char **v)
{
	for (const char **p = v; p && *p; p++)
		free((char *)*p);
	free(v);
}

static void usage(FILE *f)
{
	fprintf(f,
		"usage: aex bench [--quick] [-i ISAS] [-w WORKLOADS] [-s SIZES] [--placement PS]\n"
		"                 [--strategy SS] [--reps N] [-o DIR] [--list] [--no-plots]\n"
		"\n"
		"Runs the benchmark: every configuration of the tables below with 'aex check'\n"
		"(build, plain and traced runs interleaved, golden trace, regeneration, record-by-\n"
		"record comparison, streamed through pipes; --full-timing for the rows of tables 1,\n"
		"2 and 5), and writes DIR/REPORT.md, one CSV per table, runs.csv (every metric of\n"
		"every configuration) and PNG plots.\n"
		"Exit status 0 when every configuration's traces are identical.\n"
		"\n"
		"tables (docs/bench.md):\n"
		"  1  Mazieres & Smith 1994 Fig. 11: li, cc, egrep; paper size, tree, reserved\n"
		"  2  Larus 1990: li, cc, egrep, compress, polyd, sgefa, pdp; paper, tree, reserved\n"
		"  3  placements: li, cc, egrep; small; blocks, cbranch, tree; reserved\n"
		"  4  strategies (ISAs with two): li, cc, egrep; small; every placement; reserved, steal\n"
		"  5  regenerator vs golden plugin: the rows of table 2\n"
		"  6  event bytes by cause: the rows of tables 1 and 2\n"
		"  7  ablation: li, cc, egrep; small; tree; reserved; --techniques none, each\n"
		"     no-NAME, all\n"
		"  8  programs that fork, process by process: cc-make at paper size, the micro\n"
		"     programs pipeline and forks (when no -w is given); tree, reserved\n"
		"  9  regeneration, windows and workers: the rows of table 2\n"
		"  10 caches, miss ratio against size: the rows of table 2, with 'aex check\n"
		"     --caches' (the regenerator feeding aex sim's model)\n"
		"\n"
		"options (each list replaces that dimension's default in every table):\n"
		"  -i, --isa LIST        ISAs (default: %s)\n"
		"  -w, --workload LIST   workloads (%s)\n"
		"  -s, --size LIST       small, paper\n"
		"      --placement LIST  blocks, cbranch, tree\n"
		"      --strategy LIST   reserved, steal\n"
		"      --exclude LIST    leave out configurations: ISA:WORKLOAD, or WORKLOAD on\n"
		"                        every ISA (e.g. riscv32:pdp, which runs 555 M\n"
		"                        instructions at size small through software floating point)\n"
		"      --quick           every table at small size, the ablation (table 7) on\n"
		"                        egrep only (a few minutes)\n"
		"      --reps N          wall-time repetitions, median with min and max (default 3)\n"
		"      --regen-cc CC     compile the regenerators with gcc (default) or tcc (they\n"
		"                        build sooner and regenerate about a third as fast)\n"
		"      --regen-opt N     compile the regenerators with gcc -ON (default 1; the\n"
		"                        regeneration rates of table 5 are for that level)\n"
		"      --fixed-clock     every guest's clocks count its calls of them (docs/rt.md)\n"
		"  -o, --out DIR         where the report goes (default bench/results)\n"
		"      --list            print the configurations and exit\n"
		"      --no-plots        no gnuplot\n"
		"      --report-only     run nothing: write the report again from the results the\n"
		"                        same selection left in DIR/logs\n"
		"  -h, --help            this text\n"
		"\n"
		"example:\n"
		"  aex bench --quick -o /tmp/quick && less /tmp/quick/REPORT.md\n",
		traced_isas(), workload_list());
}

int cmd_bench(int argc, char **argv)
{
	static const struct option longopts[] = {
		{ "isa", required_argument, NULL, 'i' },
		{ "workload", required_argument, NULL, 'w' },
		{ "size", required_argument, NULL, 's' },
		{ "placement", required_argument, NULL, 'p' },
		{ "strategy", required_argument, NULL, 'S' },
		{ "quick", no_argument, NULL, 'q' },
		{ "exclude", required_argument, NULL, 'x' },
		{ "regen-opt", required_argument, NULL, 'O' },
		{ "regen-cc", required_argument, NULL, 'K' },
		{ "reps", required_argument, NULL, 'r' },
		{ "fixed-clock", no_argument, NULL, 'C' },
		{ "out", required_argument, NULL, 'o' },
		{ "list", no_argument, NULL, 'l' },
		{ "no-plots", no_argument, NULL, 'P' },
		{ "report-only", no_argument, NULL, 'R' },
		{ "help", no_argument, NULL, 'h' },
		{ NULL, 0, NULL, 0 },
	};
	struct bench_selection sel = { 0 };
	struct bench_plan plan = { 0 };
	const char *outdir = NULL;
	bool quick = false, list = false, plots = true, report_only = false;
	int c, reps = 3, failed = 0;
	char *defout = NULL, *command;
	struct util_argv cmdline = { 0 };

	/* the command line as typed, for the report (argv[0] is getopt's message prefix) */
	util_argv_push(&cmdline, "aex bench");
	for (int i = 1; i < argc; i++)
		util_argv_push(&cmdline, argv[i]);
	while ((c = getopt_long(argc, argv, "i:w:s:o:h", longopts, NULL)) != -1) {
		switch (c) {
		case 'i': sel.isas = parse_list("isa", optarg, NULL); break;
		case 'w': sel.workloads = parse_list("workload", optarg, NULL); break;
		case 's': sel.sizes = parse_list("size", optarg, bench_sizes); break;
		case 'p': sel.placements = parse_list("placement", optarg, bench_placements); break;
		case 'S': sel.strategies = parse_list("strategy", optarg, bench_strategies); break;
		case 'q': quick = true; break;
		case 'x': sel.exclude = parse_list("exclude", optarg, NULL); break;
		case 'O': sel.regen_opt = optarg; break;
		case 'K': sel.regen_cc = optarg; break;
		case 'r': reps = atoi(optarg); break;
		case 'C': run_set_fixed_clock(); break;
		case 'o': outdir = optarg; break;
		case 'l': list = true; break;
		case 'P': plots = false; break;
		case 'R': report_only = true; break;
		case 'h':
			usage(stdout);
			util_argv_free(&cmdline);
			return UTIL_EXIT_OK;
		default:
			util_argv_free(&cmdline);
			return cmd_usage_hint();
		}
	}
	if (optind < argc) {
		util_error("unexpected argument '%s'", argv[optind]);
		usage(stderr);
		util_argv_free(&cmdline);
		return UTIL_EXIT_USAGE;
	}
	if (reps < 1 || reps > 99)
		util_die(UTIL_EXIT_USAGE, "--reps wants 1..99");
	cmd_regen_cc_or_die(sel.regen_cc, sel.regen_opt);
	if (quick && sel.sizes)
		util_die(UTIL_EXIT_USAGE, "--quick is --size small: give one of them");
	if (quick)
		sel.sizes = parse_list("size", "small", bench_sizes);
	sel.quick = quick;
	if (!sel.isas)
		sel.isas = parse_list("isa", traced_isas(), NULL);
	for (const char **i = sel.isas; *i; i++)
		guest_isa_or_die(*i);
	for (const char **w = sel.workloads; w && *w; w++) {
		struct workload wl;

		if (workload_load(*w, &wl) < 0)
			exit(UTIL_EXIT_USAGE);
		workload_free(&wl);
	}
	for (const char **x = sel.exclude; x && *x; x++) {
		/* ISA:WORKLOAD or WORKLOAD, each a known name */
		const char *colon = strchr(*x, ':'), *w = colon ? colon + 1 : *x;
		struct workload wl;

		if (colon) {
			char *isa = util_xasprintf("%.*s", (int)(colon - *x), *x);

			guest_isa_or_die(isa);
			free(isa);
		}
		if (workload_load(w, &wl) < 0)
			exit(UTIL_EXIT_USAGE);
		workload_free(&wl);
	}
	for (const char **s = sel.strategies; s && *s; s++) {
		bool any = false;

		for (const char **i = sel.isas; *i; i++)
			any |= strstr(toolchain_strategies(toolchain_get(*i)), *s) != NULL;
		if (!any)
			util_die(UTIL_EXIT_USAGE, "--strategy %s: none of the chosen ISAs has it", *s);
	}

	bench_plan_make(&plan, &sel);
	if (plan.n == 0)
		util_die(UTIL_EXIT_USAGE, "the selection leaves no configuration to run");
	if (list) {
		bench_plan_print(&plan);
	} else {
		if (!outdir)
			outdir = defout = util_xasprintf("%s/bench/results", toolchain_root());
		command = util_argv_join(&cmdline);
		failed = bench_execute(&plan, reps, outdir, plots, report_only, command);
		free(command);
	}
	free(defout);
	bench_plan_free(&plan);
	free_list(sel.isas);
	free_list(sel.workloads);
	free_list(sel.exclude);
	free_list(sel.sizes);
	free_list(sel.placements);
	free_list(sel.strategies);
	util_argv_free(&cmdline);
	return failed ? UTIL_EXIT_FAIL : UTIL_EXIT_OK;
}

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
		"     no-NAME, all; the tree trained on the small and the paper input (--train;\n"
		"     --quick: egrep, the small input)\n"
		"  8  programs that fork, process by process: cc-make at paper size, the micro\n"
		"     programs pipeline and forks (when no -w is given); tree, reserved\n"
		"  9  regeneration, windows and workers: the rows of table 2\n"
		"  10 caches, miss ratio against size: the rows of table 2, with 'aex check\n"
		"     --caches' (the regenerator feeding aex sim's model)\n"
		"  11 the continuum: the full trace, abstract execution and the replay of the\n"
		"     inputs ('aex check --mode replay'): the workloads of table 2 (--quick: li,\n"
		"     cc, egrep); not with --placement\n"
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

/* What the command line asks for. */
struct bench_cli {
	struct bench_selection sel;
	const char *outdir;
	bool quick, list, plots, report_only;
	int reps;
	struct util_argv cmdline;   /* as typed, for the report */
};

/* The options into cli; -1 to go on, else the exit status (--help, a bad option). */
static int parse_options(int argc, char **argv, struct bench_cli *cli)
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
	struct bench_selection *sel = &cli->sel;
	int c;

	/* argv[0] is getopt's message prefix, not what was typed */
	util_argv_push(&cli->cmdline, "aex bench");
	for (int i = 1; i < argc; i++)
		util_argv_push(&cli->cmdline, argv[i]);
	while ((c = getopt_long(argc, argv, "i:w:s:o:h", longopts, NULL)) != -1) {
		switch (c) {
		case 'i': sel->isas = parse_list("isa", optarg, NULL); break;
		case 'w': sel->workloads = parse_list("workload", optarg, NULL); break;
		case 's': sel->sizes = parse_list("size", optarg, bench_sizes); break;
		case 'p': sel->placements = parse_list("placement", optarg, bench_placements); break;
		case 'S': sel->strategies = parse_list("strategy", optarg, bench_strategies); break;
		case 'q': cli->quick = true; break;
		case 'x': sel->exclude = parse_list("exclude", optarg, NULL); break;
		case 'O': sel->regen_opt = optarg; break;
		case 'K': sel->regen_cc = optarg; break;
		case 'r': cli->reps = atoi(optarg); break;
		case 'C': run_set_fixed_clock(); break;
		case 'o': cli->outdir = optarg; break;
		case 'l': cli->list = true; break;
		case 'P': cli->plots = false; break;
		case 'R': cli->report_only = true; break;
		case 'h':
			usage(stdout);
			return UTIL_EXIT_OK;
		default:
			return cmd_usage_hint();
		}
	}
	if (optind < argc) {
		util_error("unexpected argument '%s'", argv[optind]);
		usage(stderr);
		return UTIL_EXIT_USAGE;
	}
	return -1;
}

/* A known workload's name, or exit 2 with the message. */
static void workload_or_die(const char *name)
{
	struct workload wl;

	if (workload_load(name, &wl) < 0)
		exit(UTIL_EXIT_USAGE);
	workload_free(&wl);
}

/* The selection checked and completed (--quick's size, the ISAs by default); exits 2 with a
 * message on a name or a combination that cannot be. */
static void settle_selection(struct bench_cli *cli)
{
	struct bench_selection *sel = &cli->sel;

	if (cli->reps < 1 || cli->reps > 99)
		util_die(UTIL_EXIT_USAGE, "--reps wants 1..99");
	cmd_regen_cc_or_die(sel->regen_cc, sel->regen_opt);
	if (cli->quick && sel->sizes)
		util_die(UTIL_EXIT_USAGE, "--quick is --size small: give one of them");
	if (cli->quick)
		sel->sizes = parse_list("size", "small", bench_sizes);
	sel->quick = cli->quick;
	if (!sel->isas)
		sel->isas = parse_list("isa", traced_isas(), NULL);
	for (const char **i = sel->isas; *i; i++)
		guest_isa_or_die(*i);
	for (const char **w = sel->workloads; w && *w; w++)
		workload_or_die(*w);
	for (const char **x = sel->exclude; x && *x; x++) {
		/* ISA:WORKLOAD or WORKLOAD, each a known name */
		const char *colon = strchr(*x, ':');

		if (colon) {
			char *isa = util_xasprintf("%.*s", (int)(colon - *x), *x);

			guest_isa_or_die(isa);
			free(isa);
		}
		workload_or_die(colon ? colon + 1 : *x);
	}
	for (const char **s = sel->strategies; s && *s; s++) {
		bool any = false;

		for (const char **i = sel->isas; *i; i++)
			any |= strstr(toolchain_strategies(toolchain_get(*i)), *s) != NULL;
		if (!any)
			util_die(UTIL_EXIT_USAGE, "--strategy %s: none of the chosen ISAs has it", *s);
	}
}

static void bench_cli_free(struct bench_cli *cli)
{
	free_list(cli->sel.isas);
	free_list(cli->sel.workloads);
	free_list(cli->sel.exclude);
	free_list(cli->sel.sizes);
	free_list(cli->sel.placements);
	free_list(cli->sel.strategies);
	util_argv_free(&cli->cmdline);
}

int cmd_bench(int argc, char **argv)
{
	struct bench_cli cli = { .plots = true, .reps = 3 };
	struct bench_plan plan = { 0 };
	int rc = parse_options(argc, argv, &cli), failed = 0;

	if (rc >= 0) {
		bench_cli_free(&cli);
		return rc;
	}
	settle_selection(&cli);
	bench_plan_make(&plan, &cli.sel);
	if (plan.n == 0)
		util_die(UTIL_EXIT_USAGE, "the selection leaves no configuration to run");
	if (cli.list) {
		bench_plan_print(&plan);
	} else {
		char *defout = util_xasprintf("%s/bench/results", toolchain_root());
		char *command = util_argv_join(&cli.cmdline);

		failed = bench_execute(&plan, cli.reps, cli.outdir ? cli.outdir : defout, cli.plots,
				       cli.report_only, command);
		free(command);
		free(defout);
	}
	bench_plan_free(&plan);
	bench_cli_free(&cli);
	return failed ? UTIL_EXIT_FAIL : UTIL_EXIT_OK;
}

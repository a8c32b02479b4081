/* cmd_bench.c — `aex bench`: runs the benchmark matrix (workloads × ISAs × placements ×
 * strategies × sizes) with `aex check --full-timing --json`, one configuration at a time,
 * gates every one on identical traces and writes the report (bench_report.c).
 *
 *   $ aex bench --quick
 *   aex bench: [1/41, 0:00 elapsed] mips li small blocks reserved
 *   aex bench: ... identical, 1.309 B/ref, 1.83x insns, 2.46x wall (9.1 s)
 *   ...
 *   aex bench: bench/results/REPORT.md: 41 configurations, all identical (6:12) */
#include "bench.h"
#include "commands.h"
#include "toolchain.h"
#include "util.h"
#include "workload.h"

#include <errno.h>
#include <fcntl.h>
#include <getopt.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

static const char *const fig11_workloads[] = { "li", "cc", "egrep", NULL };
static const char *const larus_workloads[] = { "li", "cc", "egrep", "compress", "polyd",
					      "sgefa", "pdp", NULL };
static const char *const all_placements[] = { "blocks", "cbranch", "tree", NULL };
static const char *const tree_only[] = { "tree", NULL };
static const char *const reserved_only[] = { "reserved", NULL };
static const char *const known_strategies[] = { "reserved", "steal", NULL };
static const char *const known_sizes[] = { "small", "paper", NULL };
static const char *const paper_size[] = { "paper", NULL };
static const char *const small_size[] = { "small", NULL };

static double now(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

double bench_num(const struct bench_row *r, const char *key)
{
	char pat[80];
	const char *p;

	if (!r->json)
		return NAN;
	snprintf(pat, sizeof pat, "\"%s\": ", key);
	p = strstr(r->json, pat);
	if (!p)
		return NAN;
	p += strlen(pat);
	if (strncmp(p, "true", 4) == 0)
		return 1;
	if (strncmp(p, "false", 5) == 0)
		return 0;
	return strtod(p, NULL);
}

bool bench_ok(const struct bench_row *r)
{
	return r->status == 0 && bench_num(r, "identical") == 1 && bench_num(r, "transparent") == 1;
}

/* A comma-separated option value as a NULL-terminated list; each element must be one of
 * known (when known is not NULL). */
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

struct plan {
	struct bench_row *rows;
	int n, cap;
};

static void add_row(struct plan *p, const char *isa, const char *w, const char *size,
		    const char *placement, const char *strategy, unsigned table)
{
	for (int i = 0; i < p->n; i++) {
		struct bench_row *r = &p->rows[i];

		if (strcmp(r->isa, isa) == 0 && strcmp(r->workload, w) == 0 &&
		    strcmp(r->size, size) == 0 && strcmp(r->placement, placement) == 0 &&
		    strcmp(r->strategy, strategy) == 0) {
			r->tables |= table;
			return;
		}
	}
	if (p->n == p->cap) {
		p->cap = p->cap ? 2 * p->cap : 64;
		p->rows = util_xrealloc(p->rows, sizeof *p->rows * (size_t)p->cap);
	}
	p->rows[p->n++] = (struct bench_row){ isa, w, size, placement, strategy, table, -1,
					      NULL, NULL, 0 };
}

/* What the user chose; NULL: the table's own default. */
struct selection {
	const char **isas, **workloads, **sizes, **placements, **strategies;
};

/* Adds the rows of one table: every ISA × workload × size × placement × strategy, each
 * dimension the user's choice or the table's default; strategies the ISA lacks are left out
 * (the strategy table needs an ISA with two). */
static void add_table(struct plan *p, const struct selection *sel, unsigned table,
		      const char *const *workloads, const char *const *sizes,
		      const char *const *placements, const char *const *strategies)
{
	const char *const *ws = sel->workloads ? sel->workloads : workloads;
	const char *const *ss = sel->sizes ? sel->sizes : sizes;
	const char *const *ps = sel->placements ? sel->placements : placements;
	const char *const *sts = sel->strategies ? sel->strategies : strategies;

	for (const char *const *i = sel->isas; *i; i++) {
		const struct toolchain *tc = toolchain_get(*i);
		const char *have = toolchain_strategies(tc);
		int nhave = 0;

		for (const char *const *k = known_strategies; *k; k++)
			nhave += strstr(have, *k) != NULL;
		if (table == BT_STRATEGY && nhave < 2)
			continue;
		for (const char *const *w = ws; *w; w++)
			for (const char *const *s = ss; *s; s++)
				for (const char *const *st = sts; *st; st++) {
					if (!strstr(have, *st))
						continue;
					for (const char *const *pl = ps; *pl; pl++)
						add_row(p, *i, *w, *s, *pl, *st, table);
				}
	}
}

/* Small configurations first (a broken build shows early), each size in the plan's order. */
static void small_first(struct plan *p)
{
	struct bench_row *v = util_xmalloc(sizeof *v * (size_t)(p->n + 1));
	int n = 0;

	for (int pass = 0; pass < 2; pass++)
		for (int i = 0; i < p->n; i++)
			if ((strcmp(p->rows[i].size, "paper") == 0) == pass)
				v[n++] = p->rows[i];
	free(p->rows);
	p->rows = v;
}

static char *build_dir_of(const struct bench_row *r)
{
	return util_xasprintf("%s/bench/%s-%s-%s-%s", toolchain_build_dir(), r->isa, r->workload,
			      r->strategy, r->placement);
}

/* The start of a row's `aex check` command line: ISA, workload, placement, strategy. */
static void check_argv(struct util_argv *av, const char *self, const struct bench_row *r)
{
	util_argv_push(av, self);
	util_argv_push(av, "check");
	util_argv_push(av, "-i");
	util_argv_push(av, r->isa);
	util_argv_push(av, "-w");
	util_argv_push(av, r->workload);
	util_argv_push(av, "--placement");
	util_argv_push(av, r->placement);
	util_argv_push(av, "--strategy");
	util_argv_push(av, r->strategy);
}

/* Builds every configuration's program, schema and regenerator before anything is timed,
 * BUILD_JOBS at a time ('aex check --build-only'); the timed runs then reuse them. A failed
 * build leaves its directory without a traced ELF, which the configuration reports. */
#define BUILD_JOBS 2
static void prebuild(const struct plan *p, const char *self, const char *logdir)
{
	struct util_argv dirs = { 0 };
	int running = 0, done = 0, failed = 0;

	for (int i = 0; i < p->n; i++) {
		char *d = build_dir_of(&p->rows[i]);
		int k;

		for (k = 0; k < dirs.n && strcmp(dirs.v[k], d) != 0; k++)
			;
		if (k == dirs.n)
			util_argv_push(&dirs, d);
		free(d);
	}
	for (int next = 0; done < dirs.n;) {
		if (next < dirs.n && running < BUILD_JOBS) {
			const struct bench_row *r = NULL;
			struct util_argv av = { 0 };
			char *log;
			int lf;
			pid_t pid;

			for (int i = 0; i < p->n && !r; i++) {
				char *d = build_dir_of(&p->rows[i]);

				if (strcmp(d, dirs.v[next]) == 0)
					r = &p->rows[i];
				free(d);
			}
			log = util_xasprintf("%s/build-%s-%s-%s-%s.log", logdir, r->isa, r->workload,
					     r->strategy, r->placement);
			check_argv(&av, self, r);
			util_argv_push(&av, "--build-only");
			util_argv_push(&av, "-o");
			util_argv_push(&av, dirs.v[next]);
			lf = open(log, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
			fflush(NULL);
			pid = fork();
			if (pid == 0) {
				if (lf >= 0) {
					dup2(lf, STDOUT_FILENO);
					dup2(lf, STDERR_FILENO);
				}
				execv(av.v[0], av.v);
				_exit(127);
			}
			if (lf >= 0)
				close(lf);
			if (pid < 0)
				util_die(UTIL_EXIT_FAIL, "fork: %s", strerror(errno));
			fprintf(stderr, "aex bench: building %d/%d: %s %s %s %s\n", next + 1, dirs.n,
				r->isa, r->workload, r->placement, r->strategy);
			util_argv_free(&av);
			free(log);
			running++;
			next++;
		} else {
			int st;

			if (wait(&st) < 0) {
				if (errno == EINTR)
					continue;
				break;
			}
			running--;
			done++;
			failed += util_wait_status(st) != 0;
		}
	}
	if (failed)
		util_warn("%d of %d builds failed (their logs: %s/build-*.log)", failed, dirs.n, logdir);
	util_argv_free(&dirs);
}

static char *row_name(const struct bench_row *r, char sep)
{
	return util_xasprintf("%s%c%s%c%s%c%s%c%s", r->isa, sep, r->workload, sep, r->size, sep,
			      r->placement, sep, r->strategy);
}

static void fmt_time(char *buf, size_t n, double s)
{
	long t = (long)(s + 0.5);

	if (t >= 3600)
		snprintf(buf, n, "%ld:%02ld:%02ld", t / 3600, t / 60 % 60, t % 60);
	else
		snprintf(buf, n, "%ld:%02ld", t / 60, t % 60);
}

static char *result_path(const struct bench_row *r, const char *logdir)
{
	char *name = row_name(r, '-'), *path = util_xasprintf("%s/%s.result", logdir, name);

	free(name);
	return path;
}

/* Keeps a row's result in logdir, for --report-only: "status S seconds T" and check's JSON. */
static void save_row(const struct bench_row *r, const char *logdir)
{
	char *path = result_path(r, logdir);
	FILE *f = fopen(path, "w");

	if (f) {
		fprintf(f, "status %d seconds %.3f\n%s", r->status, r->secs, r->json ? r->json : "");
		fclose(f);
	}
	free(path);
}

/* Loads what save_row kept; false when there is nothing. */
static bool load_row(struct bench_row *r, const char *logdir)
{
	char *path = result_path(r, logdir), *text = util_read_file(path, NULL), *nl;
	bool ok = text && sscanf(text, "status %d seconds %lf", &r->status, &r->secs) == 2 &&
		  (nl = strchr(text, '\n')) != NULL;

	if (ok) {
		r->json = strchr(nl, '{') ? util_xstrdup(nl + 1) : NULL;
		r->log = util_xasprintf("%s.log", path);
		strcpy(r->log + strlen(r->log) - strlen(".result.log"), ".log");
	}
	free(text);
	free(path);
	return ok;
}

/* Runs one configuration: `aex check ... --json`, its standard output captured and its
 * standard error in the row's log. */
static void run_row(struct bench_row *r, const char *self, int reps, const char *logdir)
{
	char *name = row_name(r, '-'), *reps_s = util_xasprintf("%d", reps);
	char *bdir = build_dir_of(r);
	struct util_argv av = { 0 };
	int lf, saved;
	char *out = NULL;
	double t0 = now();

	r->log = util_xasprintf("%s/%s.log", logdir, name);
	check_argv(&av, self, r);
	util_argv_push(&av, "-s");
	util_argv_push(&av, r->size);
	util_argv_push(&av, "--reps");
	util_argv_push(&av, reps_s);
	util_argv_push(&av, "--full-timing");
	util_argv_push(&av, "--reuse-build");
	util_argv_push(&av, "--json");
	util_argv_push(&av, "-o");
	util_argv_push(&av, bdir);
	lf = open(r->log, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
	saved = dup(STDERR_FILENO);
	if (lf < 0 || saved < 0)
		util_die(UTIL_EXIT_FAIL, "%s: %s", r->log, strerror(errno));
	/* check's standard error goes to the log while it runs */
	fflush(stderr);
	dup2(lf, STDERR_FILENO);
	r->status = util_run(&av, &out);
	dup2(saved, STDERR_FILENO);
	close(saved);
	close(lf);
	r->json = out && strchr(out, '{') ? out : NULL;
	if (!r->json)
		free(out);
	r->secs = now() - t0;
	save_row(r, logdir);
	{
		/* the event trace of a paper run is hundreds of MB: keep the disk free */
		char *ev = util_xasprintf("%s/events", bdir);
		unlink(ev);
		free(ev);
	}
	util_argv_free(&av);
	free(name);
	free(reps_s);
	free(bdir);
}

static void usage(FILE *f)
{
	fprintf(f,
		"usage: aex bench [--quick] [-i ISAS] [-w WORKLOADS] [-s SIZES] [--placement PS]\n"
		"                 [--strategy SS] [--reps N] [-o DIR] [--list] [--no-plots]\n"
		"\n"
		"Runs the benchmark: every configuration of the tables below with 'aex check\n"
		"--full-timing' (build, plain and traced runs interleaved, golden trace, regeneration,\n"
		"record-by-record comparison, streamed through pipes), and writes DIR/REPORT.md, one\n"
		"CSV per table, runs.csv (every metric of every configuration) and PNG plots.\n"
		"Exit status 0 when every configuration's traces are identical.\n"
		"\n"
		"tables (docs/bench.md):\n"
		"  1  Mazieres & Smith 1994 Fig. 11: li, cc, egrep; paper size, tree, reserved\n"
		"  2  Larus 1990: li, cc, egrep, compress, polyd, sgefa, pdp; paper, tree, reserved\n"
		"  3  placements: li, cc, egrep; small; blocks, cbranch, tree; reserved\n"
		"  4  strategies (ISAs with two): li, cc, egrep; small; every placement; reserved, steal\n"
		"  5  regenerator vs golden plugin: the rows of table 2\n"
		"\n"
		"options (each list replaces that dimension's default in every table):\n"
		"  -i, --isa LIST        ISAs (default: %s)\n"
		"  -w, --workload LIST   workloads (%s)\n"
		"  -s, --size LIST       small, paper\n"
		"      --placement LIST  blocks, cbranch, tree\n"
		"      --strategy LIST   reserved, steal\n"
		"      --quick           every table at small size (a few minutes)\n"
		"      --reps N          wall-time repetitions, median with min and max (default 3)\n"
		"  -o, --out DIR         where the report goes (default bench/results)\n"
		"      --list            print the configurations and exit\n"
		"      --no-plots        no gnuplot\n"
		"      --report-only     run nothing: write the report again from the results the\n"
		"                        same selection left in DIR/logs\n"
		"  -h, --help            this text\n",
		toolchain_list(), workload_list());
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
		{ "reps", required_argument, NULL, 'r' },
		{ "out", required_argument, NULL, 'o' },
		{ "list", no_argument, NULL, 'l' },
		{ "no-plots", no_argument, NULL, 'P' },
		{ "report-only", no_argument, NULL, 'R' },
		{ "help", no_argument, NULL, 'h' },
		{ NULL, 0, NULL, 0 },
	};
	struct selection sel = { 0 };
	struct plan plan = { 0 };
	struct bench_run run = { 0 };
	const char *outdir = NULL;
	bool quick = false, list = false, plots = true, report_only = false;
	int c, reps = 3, failed = 0;
	char *self, *logdir, *defout = NULL;
	double t0, wsmall = 0, wpaper = 0;
	int nsmall = 0, npaper = 0;
	struct util_argv cmdline = { 0 };

	for (int i = 0; i < argc; i++)
		util_argv_push(&cmdline, argv[i]);
	while ((c = getopt_long(argc, argv, "i:w:s:o:h", longopts, NULL)) != -1) {
		switch (c) {
		case 'i': sel.isas = parse_list("isa", optarg, NULL); break;
		case 'w': sel.workloads = parse_list("workload", optarg, NULL); break;
		case 's': sel.sizes = parse_list("size", optarg, known_sizes); break;
		case 'p': sel.placements = parse_list("placement", optarg, all_placements); break;
		case 'S': sel.strategies = parse_list("strategy", optarg, known_strategies); break;
		case 'q': quick = true; break;
		case 'r': reps = atoi(optarg); break;
		case 'o': outdir = optarg; break;
		case 'l': list = true; break;
		case 'P': plots = false; break;
		case 'R': report_only = true; break;
		case 'h': usage(stdout); return UTIL_EXIT_OK;
		default: usage(stderr); return UTIL_EXIT_USAGE;
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
	if (quick && sel.sizes)
		util_die(UTIL_EXIT_USAGE, "--quick is --size small: give one of them");
	if (quick)
		sel.sizes = parse_list("size", "small", known_sizes);
	if (!sel.isas)
		sel.isas = parse_list("isa", toolchain_list(), NULL);
	for (const char **i = sel.isas; *i; i++)
		cmd_isa_or_die(*i);
	for (const char **w = sel.workloads; w && *w; w++) {
		struct workload wl;

		if (workload_load(*w, &wl) < 0)
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

	add_table(&plan, &sel, BT_FIG11, fig11_workloads, paper_size, tree_only, reserved_only);
	add_table(&plan, &sel, BT_LARUS | BT_REGEN, larus_workloads, paper_size, tree_only,
		  reserved_only);
	add_table(&plan, &sel, BT_PLACEMENT, fig11_workloads, small_size, all_placements,
		  reserved_only);
	add_table(&plan, &sel, BT_STRATEGY, fig11_workloads, small_size, all_placements,
		  known_strategies);
	if (plan.n == 0)
		util_die(UTIL_EXIT_USAGE, "the selection leaves no configuration to run");
	small_first(&plan);
	if (list) {
		for (int i = 0; i < plan.n; i++) {
			char *nm = row_name(&plan.rows[i], ' ');
			printf("%s  tables", nm);
			for (int t = 0; t < 5; t++)
				if (plan.rows[i].tables & (1u << t))
					printf(" %d", t + 1);
			printf("\n");
			free(nm);
		}
		goto out;
	}

	if (!outdir)
		outdir = defout = util_xasprintf("%s/bench/results", toolchain_root());
	logdir = util_xasprintf("%s/logs", outdir);
	if (util_mkdirs(logdir) < 0)
		util_die(UTIL_EXIT_FAIL, "%s: %s", logdir, strerror(errno));
	self = util_xstrdup("/proc/self/exe");
	{
		char buf[4096];
		ssize_t n = readlink("/proc/self/exe", buf, sizeof buf - 1);

		if (n > 0) {
			buf[n] = '\0';
			free(self);
			self = util_xstrdup(buf);
		}
	}
	t0 = now();
	if (report_only) {
		int k = 0;

		for (int i = 0; i < plan.n; i++)
			if (load_row(&plan.rows[i], logdir))
				plan.rows[k++] = plan.rows[i];
		if (!k)
			util_die(UTIL_EXIT_FAIL, "%s: no results of this selection", logdir);
		plan.n = k;
	} else {
		util_note("%d configurations, %d repetitions each; report in %s", plan.n, reps,
			  outdir);
		prebuild(&plan, self, logdir);
	}
	for (int i = 0; i < plan.n && !report_only; i++) {
		struct bench_row *r = &plan.rows[i];
		char el[32], left[48] = "";
		bool paper = strcmp(r->size, "paper") == 0;

		fmt_time(el, sizeof el, now() - t0);
		{
			/* the estimate: the mean time of each size so far (a paper run is taken as
			 * 10 small ones until one has run) */
			double ms = nsmall ? wsmall / nsmall : 0, mp = npaper ? wpaper / npaper : 0;
			double est = 0;

			if (!ms && mp)
				ms = mp / 10;
			if (!mp && ms)
				mp = ms * 10;
			for (int k = i; k < plan.n; k++)
				est += strcmp(plan.rows[k].size, "paper") == 0 ? mp : ms;
			if (est > 0) {
				char e[32];

				fmt_time(e, sizeof e, est);
				snprintf(left, sizeof left, ", ~%s left", e);
			}
		}
		fprintf(stderr, "aex bench: [%d/%d, %s elapsed%s] %s %s %s %s %s\n", i + 1, plan.n,
			el, left, r->isa, r->workload, r->size, r->placement, r->strategy);
		run_row(r, self, reps, logdir);
		if (paper) {
			wpaper += r->secs;
			npaper++;
		} else {
			wsmall += r->secs;
			nsmall++;
		}
		if (bench_ok(r)) {
			fprintf(stderr, "aex bench:   identical, %.3f B/ref, %.2fx insns, %.2fx wall "
				"(%.1f s)\n", bench_num(r, "bytes_per_ref"), bench_num(r, "insn_ratio"),
				bench_num(r, "wall_ratio"), r->secs);
		} else {
			fprintf(stderr, "aex bench:   FAILED (%s; see %s)\n",
				!r->json ? "no result"
				: bench_num(r, "identical") != 1 ? "traces not identical"
								 : "outputs differ",
				r->log);
		}
	}
	run.rows = plan.rows;
	run.nrows = plan.n;
	run.reps = reps;
	run.outdir = outdir;
	run.command = util_argv_join(&cmdline);
	run.secs = now() - t0;
	for (int i = 0; i < plan.n; i++) {
		failed += !bench_ok(&plan.rows[i]);
		if (report_only)
			run.secs += plan.rows[i].secs;
	}
	run.plots = plots;
	if (bench_report(&run) < 0)
		failed++;
	{
		char el[32];

		fmt_time(el, sizeof el, run.secs);
		if (failed)
			util_error("%s/REPORT.md: %d of %d configurations FAILED (%s)", outdir, failed,
				   plan.n, el);
		else
			util_note("%s/REPORT.md: %d configurations, all identical (%s)", outdir,
				  plan.n, el);
	}
	free(self);
	free(logdir);
	free(defout);
	free((char *)run.command);
out:
	for (int i = 0; i < plan.n; i++) {
		free(plan.rows[i].json);
		free(plan.rows[i].log);
	}
	free(plan.rows);
	free_list(sel.isas);
	free_list(sel.workloads);
	free_list(sel.sizes);
	free_list(sel.placements);
	free_list(sel.strategies);
	util_argv_free(&cmdline);
	return failed ? UTIL_EXIT_FAIL : UTIL_EXIT_OK;
}

/* bench.c — what `aex bench` runs: the plan (every table's configurations for the user's
 * selection, each configuration once), the builds ahead of the timed runs, one `aex check
 * --json` per configuration (--full-timing for the rows of tables 1, 2 and 5) with progress
 * on standard error, the results kept
 * for --report-only, and the report (report.c). docs/bench.md describes it.
 *
 *   $ aex bench --quick
 *   aex bench: [1/41, 0:00 elapsed] mips li small blocks reserved
 *   aex bench: ... identical, 1.309 B/ref, 1.83x insns, 2.46x wall (9.1 s)
 *   ...
 *   aex bench: bench/results/REPORT.md: 41 configurations, all identical (6:12) */
#include "bench.h"
#include "place.h"
#include "techniques.h"
#include "toolchain.h"
#include "traced.h"
#include "util.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

static const char *const fig11_workloads[] = { "li", "cc", "egrep", NULL };
/* --quick's ablation: the workload whose bytes the techniques change most */
static const char *const quick_ablation_workloads[] = { "egrep", NULL };
static const char *const larus_workloads[] = { "li", "cc", "egrep", "compress", "polyd",
					      "sgefa", "pdp", NULL };
const char *const bench_placements[] = { PLACE_LIST(PLACE_NAME_ITEM) NULL };
static const char *const tree_only[] = { "tree", NULL };
/* table 11: the replay build (aex check --mode replay), its "placement" in the plan */
static const char *const replay_only[] = { "replay", NULL };
static const char *const reserved_only[] = { "reserved", NULL };
const char *const bench_strategies[] = { "reserved", "steal", NULL };
const char *const bench_sizes[] = { "small", "paper", NULL };
static const char *const paper_size[] = { "paper", NULL };
static const char *const small_size[] = { "small", NULL };
static const char *const all_techniques[] = { "all", NULL };
/* table 8: the programs that fork (docs/processes.md), the micro ones at their one size */
static const char *const process_workloads[] = { "cc-make", NULL };
static const char *const process_micro[] = { "pipeline", "forks", NULL };
static void add_row(struct bench_plan *p, const char *isa, const char *w, const char *size,
		    const char *placement, const char *strategy, const char *techniques,
		    unsigned table)
{
	for (int i = 0; i < p->n; i++) {
		struct bench_row *r = &p->rows[i];

		if (strcmp(r->isa, isa) == 0 && strcmp(r->workload, w) == 0 &&
		    strcmp(r->size, size) == 0 && strcmp(r->placement, placement) == 0 &&
		    strcmp(r->strategy, strategy) == 0 && strcmp(r->techniques, techniques) == 0) {
			r->tables |= table;
			return;
		}
	}
	if (p->n == p->cap) {
		p->cap = p->cap ? 2 * p->cap : 64;
		p->rows = util_xrealloc(p->rows, sizeof *p->rows * (size_t)p->cap);
	}
	p->rows[p->n++] = (struct bench_row){ .isa = isa, .workload = w, .size = size,
					      .placement = placement, .strategy = strategy,
					      .techniques = techniques, .tables = table,
					      .status = -1 };
}


/* The training size of a "train-SIZE" variant (bench_ablation_variants), or NULL. */
static const char *train_size(const char *techniques)
{
	size_t n = strlen(BENCH_TRAIN_PREFIX);

	return strncmp(techniques, BENCH_TRAIN_PREFIX, n) == 0 ? techniques + n : NULL;
}

/* Adds the rows of one table: every ISA × workload × size × placement × strategy ×
 * techniques, each dimension but the last the user's choice or the table's default;
 * strategies the ISA lacks are left out (the strategy table needs an ISA with two). */
/* True when --exclude names the workload w on isa (a workload's variants by their own names). */
static bool excluded(const struct bench_selection *sel, const char *isa, const char *w)
{
	size_t n = strlen(isa);

	for (const char *const *x = sel->exclude; x && *x; x++)
		if (strcmp(*x, w) == 0 ||
		    (strncmp(*x, isa, n) == 0 && (*x)[n] == ':' && strcmp(*x + n + 1, w) == 0))
			return true;
	return false;
}

static void add_table(struct bench_plan *p, const struct bench_selection *sel, unsigned table,
		      const char *const *workloads, const char *const *sizes,
		      const char *const *placements, const char *const *strategies,
		      const char *const *techniques)
{
	const char *const *ws = sel->workloads ? sel->workloads : workloads;
	const char *const *ss = sel->sizes ? sel->sizes : sizes;
	const char *const *ps = sel->placements ? sel->placements : placements;
	const char *const *sts = sel->strategies ? sel->strategies : strategies;

	for (const char *const *i = sel->isas; *i; i++) {
		const struct toolchain *tc = toolchain_get(*i);
		const char *have = toolchain_strategies(tc);
		int nhave = 0;

		for (const char *const *k = bench_strategies; *k; k++)
			nhave += strstr(have, *k) != NULL;
		if (table == BT_STRATEGY && nhave < 2)
			continue;
		for (const char *const *w = ws; *w; w++)
			for (const char *const *s = ss; *s && !excluded(sel, *i, *w); s++)
				for (const char *const *st = sts; *st; st++) {
					if (!strstr(have, *st))
						continue;
					for (const char *const *pl = ps; *pl; pl++)
						for (const char *const *te = techniques; *te; te++)
							if (!train_size(*te) ||
							    strcmp(*pl, "tree") == 0)
								add_row(p, *i, *w, *s, *pl, *st,
									*te, table);
				}
	}
}

/* Small configurations first (a broken build shows early), each size in the plan's order. */
static void small_first(struct bench_plan *p)
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

/* The techniques as a name suffix: "" for the default, "-LIST" otherwise. */
static const char *techniques_suffix(const struct bench_row *r, char *buf, size_t n)
{
	if (strcmp(r->techniques, "all") == 0)
		return "";
	snprintf(buf, n, "-%s", r->techniques);
	return buf;
}

static char *build_dir_of(const struct bench_row *r)
{
	char te[64];

	return util_xasprintf("%s/bench/%s-%s-%s-%s%s", toolchain_build_dir(), r->isa, r->workload,
			      r->strategy, r->placement, techniques_suffix(r, te, sizeof te));
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
	if (strcmp(r->placement, "replay") == 0) {
		util_argv_push(av, "--mode");
		util_argv_push(av, "replay");
	} else {
		util_argv_push(av, "--placement");
		util_argv_push(av, r->placement);
	}
	util_argv_push(av, "--strategy");
	util_argv_push(av, r->strategy);
	if (train_size(r->techniques)) {
		/* trained on the build of all techniques, which the ablation builds too */
		struct bench_row all = *r;
		char *dir;

		all.techniques = "all";
		dir = build_dir_of(&all);
		util_argv_push(av, "--train");
		util_argv_push(av, train_size(r->techniques));
		util_argv_push(av, "--train-dir");
		util_argv_push(av, dir);
		free(dir);
	} else if (strcmp(r->techniques, "all") != 0) {
		util_argv_push(av, "--techniques");
		util_argv_push(av, r->techniques);
	}
}

/* Builds every configuration's program, schema and regenerator before anything is timed,
 * BUILD_JOBS at a time ('aex check --build-only'); the timed runs then reuse them. A failed
 * build leaves its directory without a traced ELF, which the configuration reports. */
#define BUILD_JOBS 2
static void prebuild(const struct bench_plan *p, const char *self, const char *logdir)
{
	struct util_argv dirs = { 0 };
	int running = 0, done = 0, failed = 0;

	/* the builds that train (table 7's train-SIZE) after the others: they run the build of
	 * all techniques, which must not be made beside them */
	int ntrain = 0;

	for (int pass = 0; pass < 2; pass++)
		for (int i = 0; i < p->n; i++) {
			char *d = build_dir_of(&p->rows[i]);
			int k;

			if ((train_size(p->rows[i].techniques) != NULL) != pass) {
				free(d);
				continue;
			}
			for (k = 0; k < dirs.n && strcmp(dirs.v[k], d) != 0; k++)
				;
			if (k == dirs.n) {
				util_argv_push(&dirs, d);
				ntrain += pass;
			}
			free(d);
		}
	for (int next = 0; done < dirs.n;) {
		/* the first that trains waits for every other to be built */
		bool barrier = next == dirs.n - ntrain && running > 0;

		if (next < dirs.n && running < BUILD_JOBS && !barrier) {
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
			{
				char te[64];

				log = util_xasprintf("%s/build-%s-%s-%s-%s%s.log", logdir, r->isa,
						     r->workload, r->strategy, r->placement,
						     techniques_suffix(r, te, sizeof te));
			}
			check_argv(&av, self, r);
			if (strcmp(r->placement, "replay") != 0)   /* (it has no regenerator) */
				util_argv_push(&av, "--regen-cc");
			if (strcmp(r->placement, "replay") != 0)
				util_argv_push(&av, p->regen_cc);
			if (p->regen_opt && strcmp(r->placement, "replay") != 0) {
				util_argv_push(&av, "--regen-opt");
				util_argv_push(&av, p->regen_opt);
			}
			util_argv_push(&av, "--build-only");
			util_argv_push(&av, "-o");
			util_argv_push(&av, dirs.v[next]);
			lf = open(log, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
			pid = util_spawn(&(struct util_spawn){ .argv = av.v, .stdout_fd = lf,
							       .stderr_fd = lf });
			if (lf >= 0)
				close(lf);
			if (pid < 0)
				exit(UTIL_EXIT_FAIL);
			fprintf(stderr, "aex bench: building %d/%d: %s %s %s %s%s%s\n", next + 1,
				dirs.n, r->isa, r->workload, r->placement, r->strategy,
				strcmp(r->techniques, "all") ? " " : "",
				strcmp(r->techniques, "all") ? r->techniques : "");
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

/* The row's name, its fields joined by sep; the techniques only when not the default. */
static char *row_name(const struct bench_row *r, char sep)
{
	char *base = util_xasprintf("%s%c%s%c%s%c%s%c%s", r->isa, sep, r->workload, sep, r->size,
				    sep, r->placement, sep, r->strategy), *name;

	if (strcmp(r->techniques, "all") == 0)
		return base;
	name = util_xasprintf("%s%c%s", base, sep, r->techniques);
	free(base);
	return name;
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
		bench_row_json(r, strchr(nl, '{') ? util_xstrdup(nl + 1) : NULL);
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
	double t0 = util_now();

	r->log = util_xasprintf("%s/%s.log", logdir, name);
	check_argv(&av, self, r);
	util_argv_push(&av, "-s");
	util_argv_push(&av, r->size);
	util_argv_push(&av, "--reps");
	util_argv_push(&av, reps_s);
	/* the timings only tables 1, 2 and 5 show (dummy and stored runs, gzip -1, the canonical
	 * sinks): the other tables' rows do without them */
	if (r->tables & (BT_FIG11 | BT_LARUS | BT_REGEN))
		util_argv_push(&av, "--full-timing");
	if (r->tables & BT_REGEN)   /* table 10: the caches of table 2's programs */
		util_argv_push(&av, "--caches");
	util_argv_push(&av, "--reuse-build");
	util_argv_push(&av, "--stdin");       /* the workloads read files, never ours */
	util_argv_push(&av, "/dev/null");
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
	if (out && !strchr(out, '{')) {
		free(out);
		out = NULL;
	}
	bench_row_json(r, out);
	r->secs = util_now() - t0;
	save_row(r, logdir);
	{
		/* the event trace of a paper run is hundreds of MB: keep the disk free (every
		 * process's, and the run record) */
		char *ev = util_xasprintf("%s/events", bdir);
		char *log = util_xasprintf("%s/replay.log", bdir);

		traced_remove(ev);
		traced_remove(log);
		free(ev);
		free(log);
	}
	util_argv_free(&av);
	free(name);
	free(reps_s);
	free(bdir);
}

void bench_plan_make(struct bench_plan *p, const struct bench_selection *sel)
{
	p->regen_opt = sel->regen_opt;
	p->regen_cc = sel->regen_cc ? sel->regen_cc : "gcc";
	add_table(p, sel, BT_FIG11, fig11_workloads, paper_size, tree_only, reserved_only,
		  all_techniques);
	add_table(p, sel, BT_LARUS | BT_REGEN, larus_workloads, paper_size, tree_only,
		  reserved_only, all_techniques);
	add_table(p, sel, BT_PLACEMENT, fig11_workloads, small_size, bench_placements,
		  reserved_only, all_techniques);
	add_table(p, sel, BT_STRATEGY, fig11_workloads, small_size, bench_placements,
		  bench_strategies, all_techniques);
	add_table(p, sel, BT_ABLATION, sel->quick ? quick_ablation_workloads : fig11_workloads,
		  small_size, tree_only, reserved_only,
		  bench_ablation_variants(sel->quick));
	add_table(p, sel, BT_PROCESSES, process_workloads, paper_size, tree_only, reserved_only,
		  all_techniques);
	if (!sel->workloads)
		add_table(p, sel, BT_PROCESSES, process_micro, small_size, tree_only, reserved_only,
			  all_techniques);
	/* the continuum: the replay build beside tables 1 and 2's traced one; not when the
	 * placements are the user's (the replay build has none) */
	if (!sel->placements) {
		struct bench_selection s2 = *sel;

		s2.strategies = NULL;
		add_table(p, &s2, BT_CONTINUUM, sel->quick ? fig11_workloads : larus_workloads,
			  paper_size, replay_only, reserved_only, all_techniques);
	}
	small_first(p);
}

void bench_plan_print(const struct bench_plan *p)
{
	for (int i = 0; i < p->n; i++) {
		char *nm = row_name(&p->rows[i], ' '), tb[64];

		printf("%s  tables %s\n", nm, bench_tables_str(p->rows[i].tables, tb, sizeof tb));
		free(nm);
	}
}

void bench_plan_free(struct bench_plan *p)
{
	for (int i = 0; i < p->n; i++) {
		bench_row_json_free(&p->rows[i]);
		free(p->rows[i].log);
	}
	free(p->rows);
	memset(p, 0, sizeof *p);
}

int bench_execute(struct bench_plan *p, int reps, const char *outdir, bool plots,
		  bool report_only, const char *command)
{
	struct bench_run run = { 0 };
	char *self, *logdir;
	double t0, wsmall = 0, wpaper = 0;
	int nsmall = 0, npaper = 0, failed = 0;

	logdir = util_xasprintf("%s/logs", outdir);
	if (util_mkdirs(logdir) < 0)
		util_die(UTIL_EXIT_FAIL, "%s: %s", logdir, strerror(errno));
	self = util_self_exe();
	t0 = util_now();
	if (report_only) {
		int k = 0;

		for (int i = 0; i < p->n; i++)
			if (load_row(&p->rows[i], logdir))
				p->rows[k++] = p->rows[i];
		if (!k)
			util_die(UTIL_EXIT_FAIL, "%s: no results of this selection", logdir);
		p->n = k;
	} else {
		util_note("%d configurations, %d repetitions each; report in %s", p->n, reps,
			  outdir);
		prebuild(p, self, logdir);
	}
	for (int i = 0; i < p->n && !report_only; i++) {
		struct bench_row *r = &p->rows[i];
		char el[32], left[48] = "";
		bool paper = strcmp(r->size, "paper") == 0;

		fmt_time(el, sizeof el, util_now() - t0);
		{
			/* the estimate: the mean time of each size so far (a paper run is taken as
			 * 10 small ones until one has run) */
			double ms = nsmall ? wsmall / nsmall : 0, mp = npaper ? wpaper / npaper : 0;
			double est = 0;

			if (!ms && mp)
				ms = mp / 10;
			if (!mp && ms)
				mp = ms * 10;
			for (int k = i; k < p->n; k++)
				est += strcmp(p->rows[k].size, "paper") == 0 ? mp : ms;
			if (est > 0) {
				char e[32];

				fmt_time(e, sizeof e, est);
				snprintf(left, sizeof left, ", ~%s left", e);
			}
		}
		{
			char *nm = row_name(r, ' ');

			fprintf(stderr, "aex bench: [%d/%d, %s elapsed%s] %s\n", i + 1, p->n, el,
				left, nm);
			free(nm);
		}
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
				"(%.1f s)\n", bench_num(r, M_BYTES_PER_REF), bench_num(r, M_INSN_RATIO),
				bench_num(r, M_WALL_RATIO), r->secs);
		} else {
			fprintf(stderr, "aex bench:   FAILED (%s; see %s)\n",
				!r->json ? "no result"
				: bench_num(r, M_IDENTICAL) != 1 ? "traces not identical"
								 : "outputs differ",
				r->log);
		}
	}
	run.rows = p->rows;
	run.nrows = p->n;
	run.reps = reps;
	run.outdir = outdir;
	run.command = util_xstrdup(command);
	run.secs = util_now() - t0;
	for (int i = 0; i < p->n; i++) {
		failed += !bench_ok(&p->rows[i]);
		if (report_only)
			run.secs += p->rows[i].secs;
	}
	run.plots = plots;
	if (bench_report(&run) < 0)
		failed++;
	{
		char el[32];

		fmt_time(el, sizeof el, run.secs);
		if (failed)
			util_error("%s/REPORT.md: %d of %d configurations FAILED (%s)", outdir, failed,
				   p->n, el);
		else
			util_note("%s/REPORT.md: %d configurations, all identical (%s)", outdir,
				  p->n, el);
	}
	free(self);
	free(logdir);
	free((char *)run.command);
	return failed;
}

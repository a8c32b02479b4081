/* report.c — what `aex bench` writes from its configurations' metrics: REPORT.md (the
 * papers' tables with their published numbers beside ours, the machine, the tools, two
 * sentences per table), one CSV per table, runs.csv, and gnuplot PNGs (docs/bench.md). */
#include "report.h"
#include "place.h"
#include "techniques.h"
#include "strbuf.h"
#include "toolchain.h"
#include "traced.h"
#include "util.h"

#include <errno.h>
#include <fcntl.h>
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/utsname.h>
#include <time.h>
#include <unistd.h>
#include <zlib.h>
#include <zstd.h>

/* ---- the papers' numbers --------------------------------------------------------------- */

/* Mazières & Smith 1994, Fig. 11 (SPARCstation 1, qpt; times in seconds). */
static const struct {
	const char *workload, *name;
	double untraced, dummy, traced, refs, trace_bytes;
} fig11[] = {
	{ "li", "li", 36, 111, 630, 275e6, 28e6 },
	{ "cc", "gcc", 13, 35, 230, 144e6, 13e6 },
	{ "egrep", "egrep", 12, 16, 41, 9.7e6, 1.4e6 },
};

/* Larus 1990, section 6 (DECstation 3100, AE; times user + system in seconds; ae.out.Z is
 * compress's output). */
static const struct {
	const char *workload;
	double prog, profile, ratio, ae_out, ae_out_z, insns, refs, full_raw, full_z, regen, rate;
} larus[] = {
	{ "pdp", 1.9, 7.0, 3.7, 10117340, 697790, 19777774, 6622419, 9.8, 141.7, 116.3, 171533 },
	{ "compress", 1.7, 4.3, 2.5, 5222138, 1964649, 15840343, 4950641, 19.9, 52.9, 59.4,
	  350017 },
	{ "polyd", 3.5, 13.3, 3.8, 16692484, 2198161, 42510559, 9318059, 15.5, 117.9, 209.3,
	  247628 },
	{ "sgefa", 2.6, 2.1, 0.8, 1590518, 137871, 12651297, 3464586, 50.7, 584.0, 42.2,
	  381893 },
};

#define NELEM(a) (sizeof(a) / sizeof((a)[0]))

/* ---- helpers ----------------------------------------------------------------------------- */

static double N(const struct bench_row *r, enum metric_id id)
{
	return bench_num(r, id);
}

static double refs_of(const struct bench_row *r)
{
	return N(r, M_GOLDEN_READS) + N(r, M_GOLDEN_WRITES);
}

static double addrs_of(const struct bench_row *r)
{
	return N(r, M_GOLDEN_INSNS) + refs_of(r);
}

static double ratio(double a, double b)
{
	return b > 0 && !isnan(a) ? a / b : NAN;
}

/* A count for people: 1.23 G, 45.6 M, 789 k. */
static const char *human(char *buf, size_t n, double v, const char *unit)
{
	if (isnan(v))
		snprintf(buf, n, "–");
	else if (v >= 1e9)
		snprintf(buf, n, "%.2f G%s", v / 1e9, unit);
	else if (v >= 1e6)
		snprintf(buf, n, "%.1f M%s", v / 1e6, unit);
	else if (v >= 1e4)
		snprintf(buf, n, "%.0f k%s", v / 1e3, unit);
	else
		snprintf(buf, n, "%.0f %s", v, unit);
	return buf;
}

/* Seconds for people: 0.61 s, 1:51. */
static const char *secs(char *buf, size_t n, double s)
{
	if (isnan(s) || s < 0)
		snprintf(buf, n, "–");
	else if (s < 60)
		snprintf(buf, n, "%.2f s", s);
	else
		snprintf(buf, n, "%d:%02d", (int)(s + 0.5) / 60, (int)(s + 0.5) % 60);
	return buf;
}

/* A running minimum and maximum. */
struct range {
	double lo, hi;
	int n;
};

static void range_add(struct range *r, double v)
{
	if (isnan(v) || isinf(v))
		return;
	if (!r->n || v < r->lo)
		r->lo = v;
	if (!r->n || v > r->hi)
		r->hi = v;
	r->n++;
}

static const char *range_fmt(char *buf, size_t n, const struct range *r, const char *fmt)
{
	char a[24], b[24];

	if (!r->n) {
		snprintf(buf, n, "–");
		return buf;
	}
	snprintf(a, sizeof a, fmt, r->lo);
	snprintf(b, sizeof b, fmt, r->hi);
	if (strcmp(a, b) == 0)
		snprintf(buf, n, "%s", a);
	else
		snprintf(buf, n, "%s–%s", a, b);
	return buf;
}

static FILE *open_in(const char *dir, const char *name)
{
	char *path = util_xasprintf("%s/%s", dir, name);
	FILE *f = fopen(path, "w");

	if (!f)
		util_error("%s: %s", path, strerror(errno));
	free(path);
	return f;
}

static void csv_num(FILE *f, double v)
{
	if (isnan(v))
		fputc(',', f);
	else if (v == floor(v) && fabs(v) < 1e15)
		fprintf(f, ",%.0f", v);
	else
		fprintf(f, ",%.6g", v);
}

/* A string field: quoted when it holds a comma, a quote or a line break (the miss-ratio
 * curves are comma-separated lists). */
static void csv_str(FILE *f, const char *s)
{
	if (!strpbrk(s, ",\"\n")) {
		fprintf(f, ",%s", s);
		return;
	}
	fputs(",\"", f);
	for (; *s; s++) {
		if (*s == '"')   /* a quote doubled */
			fputc('"', f);
		fputc(*s, f);
	}
	fputc('"', f);
}

/* The rows of a table that ran and were identical, in the plan's order. */
static int select_rows(const struct bench_run *run, unsigned table, const char *isa,
		       const struct bench_row **out)
{
	int n = 0;

	for (int i = 0; i < run->nrows; i++) {
		const struct bench_row *r = &run->rows[i];

		if ((r->tables & table) && (!isa || strcmp(r->isa, isa) == 0) && bench_ok(r))
			out[n++] = r;
	}
	return n;
}

/* The ISAs among the rows of a table, in order of appearance. */
static int isas_of(const struct bench_run *run, unsigned table, const char **out)
{
	int n = 0;

	for (int i = 0; i < run->nrows; i++) {
		const struct bench_row *r = &run->rows[i];
		int k;

		if (!(r->tables & table))
			continue;
		for (k = 0; k < n && strcmp(out[k], r->isa) != 0; k++)
			;
		if (k == n)
			out[n++] = r->isa;
	}
	return n;
}

/* The first line a command prints, or "unknown". */
static char *first_line(const char *cmd, const char *arg)
{
	struct util_argv av = { 0 };
	char *out = NULL, *nl;
	int null = open("/dev/null", 0), saved = dup(2);

	util_argv_push(&av, cmd);
	util_argv_push(&av, arg);
	dup2(null, 2);
	if (util_run(&av, &out) != 0 || !out || !*out) {
		free(out);
		out = util_xstrdup("unknown");
	}
	dup2(saved, 2);
	close(saved);
	close(null);
	if ((nl = strchr(out, '\n')))
		*nl = '\0';
	util_argv_free(&av);
	return out;
}

static char *cpu_model(void)
{
	FILE *f = fopen("/proc/cpuinfo", "r");
	char line[512];

	while (f && fgets(line, sizeof line, f)) {
		char *c = strchr(line, ':');

		if (strncmp(line, "model name", 10) == 0 && c) {
			fclose(f);
			c[strcspn(c, "\n")] = '\0';
			return util_xstrdup(c + 2);
		}
	}
	if (f)
		fclose(f);
	return util_xstrdup("unknown");
}

static double mem_gib(void)
{
	FILE *f = fopen("/proc/meminfo", "r");
	double kb = NAN;

	if (f) {
		if (fscanf(f, "MemTotal: %lf kB", &kb) != 1)
			kb = NAN;
		fclose(f);
	}
	return kb / (1024.0 * 1024.0);
}

/* ---- the report -------------------------------------------------------------------------- */

static void header(FILE *md, const struct bench_run *run)
{
	char date[64], el[32], *cpu = cpu_model(), *qemu, *gcc, *git;
	time_t t = time(NULL);
	struct utsname u;
	int ok = 0;
	char *gitdir = util_xasprintf("%s/.git", toolchain_root());

	strftime(date, sizeof date, "%Y-%m-%d %H:%M UTC", gmtime(&t));
	for (int i = 0; i < run->nrows; i++)
		ok += bench_ok(&run->rows[i]);
	uname(&u);
	fprintf(md, "# aex benchmark report\n\n");
	fprintf(md, "Made %s by `%s` in %s: %d configurations, ", date, run->command,
		secs(el, sizeof el, run->secs), run->nrows);
	if (ok == run->nrows)
		fprintf(md, "every one traced identically to its golden trace.\n\n");
	else
		fprintf(md, "**%d of them FAILED** (see the end of this report); they are left "
			"out of the tables.\n\n", run->nrows - ok);
	fprintf(md, "## Machine and tools\n\n");
	fprintf(md, "| | |\n|---|---|\n");
	fprintf(md, "| machine | %s, %ld cores, %.1f GiB; %s %s %s |\n", cpu,
		sysconf(_SC_NPROCESSORS_ONLN), mem_gib(), u.sysname, u.release, u.machine);
	for (int i = 0; i < run->nrows; i++) {
		const struct toolchain *tc = toolchain_get(run->rows[i].isa);
		bool seen = false;

		for (int k = 0; k < i; k++)
			seen |= strcmp(run->rows[k].isa, run->rows[i].isa) == 0;
		if (seen || !tc)
			continue;
		qemu = first_line(tc->qemu, "--version");
		gcc = first_line(tc->cc, "--version");
		fprintf(md, "| %s | `%s`: %s; `%s`: %s |\n", tc->isa, tc->qemu, qemu, tc->cc, gcc);
		free(qemu);
		free(gcc);
	}
	fprintf(md, "| compression | zstd %s (level 3 for the zstd sizes, level %d for stored "
		"traces), zlib %s (gzip -1), in-process |\n", ZSTD_versionString(),
		TRACED_ZSTD_LEVEL, zlibVersion());
	if (run->plots) {
		char *g = first_line("gnuplot", "--version");
		fprintf(md, "| plots | %s |\n", g);
		free(g);
	}
	git = NULL;
	if (util_is_dir(gitdir)) {
		struct util_argv av = { 0 };

		util_argv_push(&av, "git");
		util_argv_push(&av, "-C");
		util_argv_push(&av, toolchain_root());
		util_argv_push(&av, "describe");
		util_argv_push(&av, "--always");
		util_argv_push(&av, "--dirty");
		if (util_run(&av, &git) != 0) {
			free(git);
			git = NULL;
		}
		util_argv_free(&av);
	}
	if (git)
		git[strcspn(git, "\n")] = '\0';
	fprintf(md, "| aex | commit %s |\n", git ? git : "unknown");
	{
		/* how the regenerators were compiled (aex bench --regen-cc, --regen-opt) */
		struct strbuf how = { 0 };

		for (int i = 0; i < run->nrows; i++) {
			const char *h = bench_str(&run->rows[i], M_REGEN_CC);

			bool seen = false;

			for (int k = 0; k < i && h && !seen; k++) {
				const char *e = bench_str(&run->rows[k], M_REGEN_CC);

				seen = e && strcmp(e, h) == 0;
			}
			if (h && !seen)
				strbuf_addf(&how, "%s%s", how.len ? ", " : "", h);
		}
		gcc = first_line("gcc", "--version");
		fprintf(md, "| regenerators | compiled by %s (host `gcc`: %s) |\n",
			how.s ? how.s : "unknown", gcc);
		free(gcc);
		strbuf_free(&how);
	}
	fprintf(md, "| repetitions | %d per configuration: wall times are the median (min and max "
		"in the CSVs) of runs interleaved plain, dummy, stored, traced |\n", run->reps);
	fprintf(md, "| sizes | small: at most 20 M guest instructions; paper: the papers' "
		"data-reference counts (`workloads/README.md`) |\n\n");
	free(git);
	free(gitdir);
	free(cpu);
	fprintf(md,
		"**Reading the numbers.** A *reference* is a data load or store, an *address* any "
		"record of the full trace (instruction fetch or reference). Every configuration "
		"runs under qemu-user: *untraced* is the plain ELF, *dummy* the traced ELF with its "
		"events discarded, *traced* the traced ELF with its event trace stored uncompressed "
		"(`aex run --raw`), and *stored* as `aex run` stores it by default, compressed by "
		"zstd (both in checked frames, written by aex while the program runs); ratios "
		"are to the untraced run. Instruction ratios are exact guest instruction counts "
		"(traced / plain). All times are wall times on this machine, in emulation, so they "
		"compare with the papers' native times only as ratios. `docs/bench.md` defines "
		"every column.\n\n");
}

/* Table 1: Mazières & Smith 1994, Fig. 11. */
static void table_fig11(FILE *md, FILE *csv, const struct bench_run *run,
			const struct bench_row **rows)
{
	const char *isas[8];
	int nisa = isas_of(run, BT_FIG11, isas);
	struct range dummy = { 0 }, stored = { 0 }, bpr = { 0 }, zr = { 0 };
	char a[64], b[64], c[64], d[64], e[64], f[64], g[64];

	fprintf(csv, "isa,workload,size,untraced_s,untraced_min_s,untraced_max_s,dummy_s,"
		"dummy_min_s,dummy_max_s,stored_s,stored_min_s,stored_max_s,dummy_ratio,"
		"stored_ratio,data_refs,event_bytes,stored_bytes_zstd,event_bytes_gzip,"
		"bytes_per_ref,paper_untraced_s,paper_dummy_s,paper_traced_s,paper_data_refs,"
		"paper_trace_bytes\n");
	fprintf(md, "## 1. Traced and untraced execution times (Mazières & Smith 1994, Fig. 11)\n\n");
	fprintf(md, "li, cc (the papers' gcc) and egrep under tree placement and the reserved "
		"strategy. The paper's rows (*italic*) are qpt on a SPARCstation 1, its "
		"traced time with the trace piped through gzip to disk.\n\n");
	for (int k = 0; k < nisa; k++) {
		int n = select_rows(run, BT_FIG11, isas[k], rows);

		if (!n)
			continue;
		fprintf(md, "**%s**\n\n", isas[k]);
		fprintf(md, "| workload | size | untraced | dummy | stored | data references | "
			"trace (zstd) | bytes/ref |\n|---|---|---:|---:|---:|---:|---:|---:|\n");
		for (int i = 0; i < n; i++) {
			const struct bench_row *r = rows[i];
			double u = N(r, M_WALL_PLAIN_S), du = N(r, M_WALL_DUMMY_S);
			double st = N(r, M_WALL_STORED_S);

			range_add(&dummy, du / u);
			range_add(&stored, st / u);
			range_add(&bpr, N(r, M_BYTES_PER_REF));
			range_add(&zr, 100 * ratio(N(r, M_STORED_BYTES), N(r, M_EVENT_BYTES)));
			fprintf(md, "| %s | %s | %s | %s (%.1f×) | %s (%.1f×) | %s | %s | %.3f |\n",
				r->workload, r->size, secs(a, sizeof a, u), secs(b, sizeof b, du), du / u,
				secs(c, sizeof c, st), st / u, human(d, sizeof d, refs_of(r), ""),
				human(e, sizeof e, N(r, M_STORED_BYTES), "B"), N(r, M_BYTES_PER_REF));
			fprintf(csv, "%s,%s,%s", r->isa, r->workload, r->size);
			csv_num(csv, u);
			csv_num(csv, N(r, M_WALL_PLAIN_MIN_S));
			csv_num(csv, N(r, M_WALL_PLAIN_MAX_S));
			csv_num(csv, du);
			csv_num(csv, N(r, M_WALL_DUMMY_MIN_S));
			csv_num(csv, N(r, M_WALL_DUMMY_MAX_S));
			csv_num(csv, st);
			csv_num(csv, N(r, M_WALL_STORED_MIN_S));
			csv_num(csv, N(r, M_WALL_STORED_MAX_S));
			csv_num(csv, du / u);
			csv_num(csv, st / u);
			csv_num(csv, refs_of(r));
			csv_num(csv, N(r, M_EVENT_BYTES));
			csv_num(csv, N(r, M_STORED_BYTES));
			csv_num(csv, N(r, M_EVENT_BYTES_GZIP));
			csv_num(csv, N(r, M_BYTES_PER_REF));
			for (size_t p = 0; p < NELEM(fig11); p++) {
				if (strcmp(fig11[p].workload, r->workload) != 0)
					continue;
				fprintf(md, "| *%s, M&S 1994* | | *%s* | *%s (%.1f×)* | *%s (%.1f×)* | "
					"*%s* | *%s* | *%.2f gzipped* |\n", fig11[p].name,
					secs(a, sizeof a, fig11[p].untraced),
					secs(b, sizeof b, fig11[p].dummy),
					fig11[p].dummy / fig11[p].untraced,
					secs(c, sizeof c, fig11[p].traced),
					fig11[p].traced / fig11[p].untraced,
					human(d, sizeof d, fig11[p].refs, ""),
					human(e, sizeof e, fig11[p].trace_bytes, "B"),
					fig11[p].trace_bytes / fig11[p].refs);
				csv_num(csv, fig11[p].untraced);
				csv_num(csv, fig11[p].dummy);
				csv_num(csv, fig11[p].traced);
				csv_num(csv, fig11[p].refs);
				csv_num(csv, fig11[p].trace_bytes);
			}
			if (strcmp(r->workload, "li") && strcmp(r->workload, "cc") &&
			    strcmp(r->workload, "egrep"))
				fprintf(csv, ",,,,,");
			fprintf(csv, "\n");
		}
		fprintf(md, "\n");
	}
	if (!dummy.n) {
		fprintf(md, "No configuration of this table ran.\n\n");
		return;
	}
	fprintf(md, "Here the traced program with its events discarded takes %s× the untraced "
		"run, and %s× with the events compressed and stored, against 1.3–3.1× and "
		"3.4–17.7× in 1994, when storing meant gzip and a local disk. The event traces take "
		"%s bytes per data reference (the paper: about ⅔ byte into the buffer, 0.09–0.14 "
		"byte after gzip), and zstd stores them in %s%% of their raw size.\n\n",
		range_fmt(a, sizeof a, &dummy, "%.1f"), range_fmt(b, sizeof b, &stored, "%.1f"),
		range_fmt(f, sizeof f, &bpr, "%.2f"), range_fmt(g, sizeof g, &zr, "%.0f"));
}

/* Table 2: Larus 1990, section 6, in its four parts. */
static void table_larus(FILE *md, FILE *csv, const struct bench_run *run,
			const struct bench_row **rows)
{
	const char *isas[8];
	int nisa = isas_of(run, BT_LARUS, isas);
	struct range over = { 0 }, raw = { 0 }, gz = { 0 }, rate = { 0 }, bpr = { 0 };
	char a[64], b[64], c[64], d[64], e[64];
	int total = 0;

	fprintf(csv, "isa,workload,size,program_s,traced_s,overhead_s,overhead_ratio,"
		"event_bytes,event_bytes_gzip,event_bytes_zstd,insns,data_refs,bytes_per_ref,"
		"full_over_event,full_over_gzip,full_over_zstd,regen_s,regen_addrs_per_s,"
		"paper_program_s,paper_profile_s,paper_ratio,paper_ae_out,paper_ae_out_z,"
		"paper_insns,paper_refs,paper_full_over_event,paper_full_over_z,paper_regen_s,"
		"paper_regen_addrs_per_s\n");
	fprintf(md, "## 2. Abstract execution's costs (Larus 1990, section 6)\n\n");
	fprintf(md, "Tree placement, reserved strategy. *Traced* writes the raw event trace to a "
		"file, as AE wrote `ae.out`; the overhead is traced − untraced and its ratio is to "
		"the untraced time, as Larus defined them. The full trace costs 5 bytes per address. "
		"Regeneration is timed into a null sink (Larus: a dummy consumer). Larus's rows "
		"(*italic*) are AE on a DECstation 3100 (MIPS R2000, 14 MIPS), user + system "
		"seconds, `ae.out.Z` compressed by compress.\n\n");
	for (int k = 0; k < nisa; k++) {
		int n = select_rows(run, BT_LARUS, isas[k], rows);

		if (!n)
			continue;
		total += n;
		fprintf(md, "**%s**\n\n", isas[k]);
		fprintf(md, "| workload | size | program | traced | overhead (ratio) | event trace | "
			"gzip -1 | zstd | instructions | data refs | full / event | full / gzip | "
			"regeneration | addresses/s |\n"
			"|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|\n");
		for (int i = 0; i < n; i++) {
			const struct bench_row *r = rows[i];
			double u = N(r, M_WALL_PLAIN_S), t = N(r, M_WALL_TRACED_S);
			double full = 5 * addrs_of(r), ev = N(r, M_EVENT_BYTES);
			double gzb = N(r, M_EVENT_BYTES_GZIP), zs = N(r, M_EVENT_BYTES_ZSTD);

			range_add(&over, (t - u) / u);
			range_add(&raw, full / ev);
			range_add(&gz, full / gzb);
			range_add(&rate, N(r, M_REGEN_ADDRS_PER_S));
			range_add(&bpr, N(r, M_BYTES_PER_REF));
			fprintf(md, "| %s | %s | %s | %s | %s (%.1f) | ", r->workload, r->size,
				secs(a, sizeof a, u), secs(b, sizeof b, t), secs(c, sizeof c, t - u),
				(t - u) / u);
			fprintf(md, "%s | %s | %s | %s | ", human(a, sizeof a, ev, "B"),
				human(b, sizeof b, gzb, "B"), human(c, sizeof c, zs, "B"),
				human(d, sizeof d, N(r, M_GOLDEN_INSNS), ""));
			fprintf(md, "%s | %.1f | %.1f | %s | %.1f M |\n",
				human(a, sizeof a, refs_of(r), ""), full / ev, full / gzb,
				secs(b, sizeof b, N(r, M_REGEN_S)), N(r, M_REGEN_ADDRS_PER_S) / 1e6);
			fprintf(csv, "%s,%s,%s", r->isa, r->workload, r->size);
			csv_num(csv, u);
			csv_num(csv, t);
			csv_num(csv, t - u);
			csv_num(csv, (t - u) / u);
			csv_num(csv, ev);
			csv_num(csv, gzb);
			csv_num(csv, zs);
			csv_num(csv, N(r, M_GOLDEN_INSNS));
			csv_num(csv, refs_of(r));
			csv_num(csv, N(r, M_BYTES_PER_REF));
			csv_num(csv, full / ev);
			csv_num(csv, full / gzb);
			csv_num(csv, full / zs);
			csv_num(csv, N(r, M_REGEN_S));
			csv_num(csv, N(r, M_REGEN_ADDRS_PER_S));
			{
				size_t p;

				for (p = 0; p < NELEM(larus) && strcmp(larus[p].workload, r->workload);
				     p++)
					;
				if (p == NELEM(larus)) {
					fprintf(csv, ",,,,,,,,,,,\n");
					continue;
				}
				fprintf(md, "| *%s, Larus 1990* | | *%.1f s* | *%.1f s* | *%.1f s (%.1f)* "
					"| *%s* | *%s (.Z)* | | *%s* | *%s* | *%.1f* | *%.1f (.Z)* | "
					"*%.1f s* | *%.2f M* |\n", r->workload, larus[p].prog,
					larus[p].prog + larus[p].profile, larus[p].profile,
					larus[p].ratio, human(a, sizeof a, larus[p].ae_out, "B"),
					human(b, sizeof b, larus[p].ae_out_z, "B"),
					human(c, sizeof c, larus[p].insns, ""),
					human(d, sizeof d, larus[p].refs, ""), larus[p].full_raw,
					larus[p].full_z, larus[p].regen, larus[p].rate / 1e6);
				csv_num(csv, larus[p].prog);
				csv_num(csv, larus[p].profile);
				csv_num(csv, larus[p].ratio);
				csv_num(csv, larus[p].ae_out);
				csv_num(csv, larus[p].ae_out_z);
				csv_num(csv, larus[p].insns);
				csv_num(csv, larus[p].refs);
				csv_num(csv, larus[p].full_raw);
				csv_num(csv, larus[p].full_z);
				csv_num(csv, larus[p].regen);
				csv_num(csv, larus[p].rate);
				fprintf(csv, "\n");
			}
		}
		fprintf(md, "\n");
	}
	if (!total) {
		fprintf(md, "No configuration of this table ran.\n\n");
		return;
	}
	fprintf(md, "Writing the event trace adds %s× the untraced time here (Larus measured "
		"0.8–3.8×, mostly system time writing to a 1990 disk), at %s bytes per data "
		"reference (Larus: 0.46–1.79). ",
		range_fmt(a, sizeof a, &over, "%.1f"), range_fmt(b, sizeof b, &bpr, "%.2f"));
	fprintf(md, "The event traces are %s× smaller than the full traces, %s× after gzip -1 "
		"(Larus: 9.8–50.7×, and 52.9–584× after compress), and the regenerator rebuilds "
		"%s M addresses per second against his 0.17–0.38 M.\n\n",
		range_fmt(c, sizeof c, &raw, "%.0f"), range_fmt(d, sizeof d, &gz, "%.0f"),
		range_fmt(e, sizeof e, &(struct range){ rate.lo / 1e6, rate.hi / 1e6, rate.n },
			  "%.0f"));
}

static const char *const placements[PLACE_KINDS] = { PLACE_LIST(PLACE_NAME_ITEM) };

/* Table 3: the placements. */
static void table_placement(FILE *md, FILE *csv, const struct bench_run *run,
			    const struct bench_row **rows)
{
	const char *isas[8];
	int nisa = isas_of(run, BT_PLACEMENT, isas), total = 0;
	double sum_bpr[PLACE_KINDS] = { 0 }, sum_wit[PLACE_KINDS] = { 0 };
	int cnt[PLACE_KINDS] = { 0 };
	struct range insn[PLACE_KINDS] = { { 0 } }, vdiff = { 0 };
	char a[64], b[64], c[64];

	fprintf(csv, "isa,workload,size,placement,strategy,bytes_per_ref,witness_bytes_per_ref,"
		"value_bytes_per_ref,event_bytes,witness_bytes,value_bytes,insn_ratio,wall_ratio,"
		"wall_plain_s,wall_traced_s,wall_traced_min_s,wall_traced_max_s\n");
	fprintf(md, "## 3. Witness placement: blocks, cbranch, tree\n\n");
	fprintf(md, "Bytes per data reference split into control-flow witnesses (and system-call "
		"markers) and recorded values; reserved strategy. *blocks* writes a witness at "
		"every branch target as AE did, *cbranch* on both edges of every conditional branch, "
		"*tree* off qpt's maximum spanning tree with blocking witnesses. Papers: AE wrote "
		"0.46–1.79 bytes per reference on MIPS (Larus 1990), qpt about ⅔ byte on SPARC "
		"(Mazières & Smith 1994).\n\n");
	for (int k = 0; k < nisa; k++) {
		int n = select_rows(run, BT_PLACEMENT, isas[k], rows);

		if (!n)
			continue;
		total += n;
		fprintf(md, "**%s**\n\n", isas[k]);
		fprintf(md, "| workload | size | placement | bytes/ref | witness | value | insn ratio "
			"| wall ratio |\n|---|---|---|---:|---:|---:|---:|---:|\n");
		for (int i = 0; i < n; i++) {
			const struct bench_row *r = rows[i];
			double refs = refs_of(r), v = N(r, M_VALUE_BYTES);
			double w = N(r, M_WITNESS_BYTES) + N(r, M_MARKER_BYTES);
			int p;

			for (p = 0; p < PLACE_KINDS && strcmp(placements[p], r->placement); p++)
				;
			if (p < PLACE_KINDS) {
				sum_bpr[p] += N(r, M_BYTES_PER_REF);
				sum_wit[p] += w / refs;
				cnt[p]++;
				range_add(&insn[p], N(r, M_INSN_RATIO));
			}
			for (int j = 0; j < i; j++)
				if (strcmp(rows[j]->workload, r->workload) == 0 &&
				    strcmp(rows[j]->size, r->size) == 0)
					range_add(&vdiff, 100 * fabs(v - N(rows[j], M_VALUE_BYTES)) /
								  fmax(v, 1));
			fprintf(md, "| %s | %s | %s | %.3f | %.3f | %.3f | %.2f | %.2f |\n",
				r->workload, r->size, r->placement, N(r, M_BYTES_PER_REF), w / refs,
				v / refs, N(r, M_INSN_RATIO), N(r, M_WALL_RATIO));
			fprintf(csv, "%s,%s,%s,%s,%s", r->isa, r->workload, r->size, r->placement,
				r->strategy);
			csv_num(csv, N(r, M_BYTES_PER_REF));
			csv_num(csv, w / refs);
			csv_num(csv, v / refs);
			csv_num(csv, N(r, M_EVENT_BYTES));
			csv_num(csv, w);
			csv_num(csv, v);
			csv_num(csv, N(r, M_INSN_RATIO));
			csv_num(csv, N(r, M_WALL_RATIO));
			csv_num(csv, N(r, M_WALL_PLAIN_S));
			csv_num(csv, N(r, M_WALL_TRACED_S));
			csv_num(csv, N(r, M_WALL_TRACED_MIN_S));
			csv_num(csv, N(r, M_WALL_TRACED_MAX_S));
			fprintf(csv, "\n");
		}
		fprintf(md, "\n");
	}
	if (!total) {
		fprintf(md, "No configuration of this table ran.\n\n");
		return;
	}
	fprintf(md, "Averaged over the rows above, bytes per reference are");
	for (int p = 0; p < PLACE_KINDS; p++)
		if (cnt[p])
			fprintf(md, "%s %.3f under %s (witnesses %.3f)", p ? "," : "",
				sum_bpr[p] / cnt[p], placements[p], sum_wit[p] / cnt[p]);
	if (vdiff.n)
		fprintf(md, "; a workload's value bytes differ by at most %.1f%% between "
			"placements%s. ", vdiff.hi,
			vdiff.hi < 1 ? ", so the placements differ in their witnesses alone" : "");
	else
		fprintf(md, ". ");
	fprintf(md, "Traced programs execute %s× the plain instructions under blocks, %s× under "
		"cbranch and %s× under tree, which is what the choice of heuristic costs in "
		"execution.\n\n", range_fmt(a, sizeof a, &insn[0], "%.2f"),
		range_fmt(b, sizeof b, &insn[1], "%.2f"), range_fmt(c, sizeof c, &insn[2], "%.2f"));
}

/* Table 4: the strategies, side by side per workload and placement. */
static void table_strategy(FILE *md, FILE *csv, const struct bench_run *run,
			   const struct bench_row **rows)
{
	const char *isas[8];
	int nisa = isas_of(run, BT_STRATEGY, isas), pairs = 0;
	struct range dinsn = { 0 }, dbytes = { 0 }, dwall = { 0 };
	char a[64], b[64], c[64];

	fprintf(csv, "isa,workload,size,placement,strategy,bytes_per_ref,insn_ratio,wall_ratio,"
		"guest_insns_traced,wall_traced_s,wall_traced_min_s,wall_traced_max_s\n");
	fprintf(md, "## 4. Register strategy: reserved vs steal\n\n");
	fprintf(md, "*reserved* compiles the program without the registers the instrumentation "
		"uses (AE's `$23` on MIPS); *steal* compiles it with every register and lets the "
		"instrumenter take two, keeping the program's values of them in shadow memory and "
		"rewriting every instruction that names them, as epoxie did "
		"(`docs/strategies.md`). Only ISAs with both strategies appear.\n\n");
	for (int k = 0; k < nisa; k++) {
		int n = select_rows(run, BT_STRATEGY, isas[k], rows);

		if (!n)
			continue;
		fprintf(md, "**%s**\n\n", isas[k]);
		fprintf(md, "| workload | size | placement | bytes/ref reserved | steal | insn ratio "
			"reserved | steal | wall ratio reserved | steal |\n"
			"|---|---|---|---:|---:|---:|---:|---:|---:|\n");
		for (int i = 0; i < n; i++) {
			const struct bench_row *r = rows[i], *s = NULL;

			fprintf(csv, "%s,%s,%s,%s,%s", r->isa, r->workload, r->size, r->placement,
				r->strategy);
			csv_num(csv, N(r, M_BYTES_PER_REF));
			csv_num(csv, N(r, M_INSN_RATIO));
			csv_num(csv, N(r, M_WALL_RATIO));
			csv_num(csv, N(r, M_GUEST_INSNS_TRACED));
			csv_num(csv, N(r, M_WALL_TRACED_S));
			csv_num(csv, N(r, M_WALL_TRACED_MIN_S));
			csv_num(csv, N(r, M_WALL_TRACED_MAX_S));
			fprintf(csv, "\n");
			if (strcmp(r->strategy, "reserved") != 0)
				continue;
			for (int j = 0; j < n; j++)
				if (strcmp(rows[j]->strategy, "steal") == 0 &&
				    strcmp(rows[j]->workload, r->workload) == 0 &&
				    strcmp(rows[j]->size, r->size) == 0 &&
				    strcmp(rows[j]->placement, r->placement) == 0)
					s = rows[j];
			if (!s)
				continue;
			pairs++;
			range_add(&dinsn, 100 * (N(s, M_INSN_RATIO) / N(r, M_INSN_RATIO) - 1));
			range_add(&dbytes, 100 * (N(s, M_EVENT_BYTES) / N(r, M_EVENT_BYTES) - 1));
			range_add(&dwall, N(s, M_WALL_RATIO) / N(r, M_WALL_RATIO));
			fprintf(md, "| %s | %s | %s | %.3f | %.3f | %.2f | %.2f | %.2f | %.2f |\n",
				r->workload, r->size, r->placement, N(r, M_BYTES_PER_REF),
				N(s, M_BYTES_PER_REF), N(r, M_INSN_RATIO), N(s, M_INSN_RATIO),
				N(r, M_WALL_RATIO), N(s, M_WALL_RATIO));
		}
		fprintf(md, "\n");
	}
	if (!pairs) {
		fprintf(md, "No pair of configurations of this table ran.\n\n");
		return;
	}
	fprintf(md, "Stealing changes the traced instruction count by %s%% against the reserved "
		"register and the event bytes by %s%%",
		range_fmt(a, sizeof a, &dinsn, "%+.1f"), range_fmt(b, sizeof b, &dbytes, "%+.1f"));
	if (fabs(dinsn.lo) < 5 && fabs(dinsn.hi) < 5)
		fprintf(md, ": the instrumenter takes registers the compiled code hardly names, so "
			"few instructions need rewriting. ");
	else
		fprintf(md, ": the registers taken are ones the compiled code uses, and every "
			"instruction naming them is rewritten around shadow-memory loads and stores. ");
	fprintf(md, "The wall ratios of steal are %s times those of reserved; wall times under "
		"qemu vary from run to run (min and max in the CSV), the instruction counts are "
		"exact.\n\n", range_fmt(c, sizeof c, &dwall, "%.2f"));
}

/* Table 5: the regenerator against the golden plugin, same trace, same sink. */
static void table_regen(FILE *md, FILE *csv, const struct bench_run *run,
			const struct bench_row **rows)
{
	const char *isas[8];
	int nisa = isas_of(run, BT_REGEN, isas), total = 0;
	struct range speed = { 0 }, grate = { 0 }, rrate = { 0 }, nrate = { 0 };
	char a[64], b[64], c[64], d[64];

	fprintf(csv, "isa,workload,size,addresses,golden_canon_s,golden_addrs_per_s,"
		"regen_canon_s,regen_canon_addrs_per_s,regen_null_s,regen_null_addrs_per_s,"
		"regen_over_golden\n");
	fprintf(md, "## 5. Regeneration vs the golden plugin\n\n");
	fprintf(md, "The same full trace, written in the canonical format to `/dev/null` by the "
		"golden QEMU plugin (running the plain program) and by the regenerator (reading the "
		"event trace), wall time of each process; then the regenerator into its null sink, "
		"its own timing. Larus's regenerator made 0.17–0.38 M addresses/s into a dummy "
		"consumer.\n\n");
	for (int k = 0; k < nisa; k++) {
		int n = select_rows(run, BT_REGEN, isas[k], rows);

		if (!n)
			continue;
		total += n;
		fprintf(md, "**%s**\n\n", isas[k]);
		fprintf(md, "| workload | size | addresses | golden | addresses/s | regen | "
			"addresses/s | regen / golden | regen, null sink |\n"
			"|---|---|---:|---:|---:|---:|---:|---:|---:|\n");
		for (int i = 0; i < n; i++) {
			const struct bench_row *r = rows[i];
			double ad = addrs_of(r), g = N(r, M_GOLDEN_CANON_S), rg = N(r, M_REGEN_CANON_S);
			double gr = ratio(ad, g), rr = ratio(ad, rg);

			range_add(&speed, rr / gr);
			range_add(&grate, gr / 1e6);
			range_add(&rrate, rr / 1e6);
			range_add(&nrate, N(r, M_REGEN_ADDRS_PER_S) / 1e6);
			fprintf(md, "| %s | %s | %s | %s | %.1f M | %s | %.1f M | %.1f× | %.1f M |\n",
				r->workload, r->size, human(a, sizeof a, ad, ""), secs(b, sizeof b, g),
				gr / 1e6, secs(c, sizeof c, rg), rr / 1e6, rr / gr,
				N(r, M_REGEN_ADDRS_PER_S) / 1e6);
			fprintf(csv, "%s,%s,%s", r->isa, r->workload, r->size);
			csv_num(csv, ad);
			csv_num(csv, g);
			csv_num(csv, gr);
			csv_num(csv, rg);
			csv_num(csv, rr);
			csv_num(csv, N(r, M_REGEN_S));
			csv_num(csv, N(r, M_REGEN_ADDRS_PER_S));
			csv_num(csv, rr / gr);
			fprintf(csv, "\n");
		}
		fprintf(md, "\n");
	}
	if (!total) {
		fprintf(md, "No configuration of this table ran.\n\n");
		return;
	}
	fprintf(md, "Into the same sink the regenerator produces the trace at %s M addresses/s "
		"and the golden plugin at %s M, a ratio of %s×",
		range_fmt(a, sizeof a, &rrate, "%.0f"), range_fmt(b, sizeof b, &grate, "%.0f"),
		range_fmt(c, sizeof c, &speed, "%.1f"));
	if (speed.lo > 1)
		fprintf(md, ": the golden plugin must emulate the whole program, the regenerator "
			"only re-executes its address slices. ");
	else
		fprintf(md, ". ");
	fprintf(md, "Without the formatting and the writes, the regenerator reaches %s M "
		"addresses/s, %s times the best rate of Larus's regenerator on its 14-MIPS "
		"machine.\n\n", range_fmt(d, sizeof d, &nrate, "%.0f"),
		range_fmt(a, sizeof a, &(struct range){ nrate.lo * 1e6 / 381893,
							nrate.hi * 1e6 / 381893, nrate.n },
			  "%.0f"));
}

/* Table 9: what a window of the trace costs against the whole (regeneration into the null
 * sink), and the workers. */
static void table_windows(FILE *md, FILE *csv, const struct bench_run *run,
			  const struct bench_row **rows)
{
	const char *isas[8];
	int nisa = isas_of(run, BT_REGEN, isas), total = 0;
	struct range last = { 0 };
	char a[64];

	fprintf(csv, "isa,workload,size,insns,regen_null_s,index_s,first_pct_s,middle_pct_s,"
		"last_pct_s,last_pct_over_whole,workers\n");
	fprintf(md, "## 9. Regeneration: windows and workers\n\n");
	fprintf(md, "A window of 1 %% of the first process's instructions (`aex regen "
		"--skip-insns N --insns M --index INDEX`) at its start, its middle and its end, "
		"regenerated into the null sink from the last checkpoint before it, wall time of "
		"the regenerator; the index (checkpoints every 1 %%, `--index-every`) made by one "
		"whole regeneration; against the whole regeneration's own time (table 5). What "
		"remains of a late window's cost is reading the compressed event trace up to its "
		"checkpoint. Workers: the regeneration's threads; `--jobs` shares only the encoding "
		"of the canonical and din formats (docs/schema.md).\n\n");
	for (int k = 0; k < nisa; k++) {
		int n = select_rows(run, BT_REGEN, isas[k], rows);

		if (!n)
			continue;
		total += n;
		fprintf(md, "**%s**\n\n", isas[k]);
		fprintf(md, "| workload | size | instructions | whole | index | first 1 %% | "
			"middle 1 %% | last 1 %% | last / whole | workers |\n"
			"|---|---|---:|---:|---:|---:|---:|---:|---:|---:|\n");
		for (int i = 0; i < n; i++) {
			const struct bench_row *r = rows[i];
			double whole = N(r, M_REGEN_S), lp = N(r, M_REGEN_LAST_PCT_S);
			char b[32], c[32], d[32], e[32], x[32];

			range_add(&last, lp / whole);
			fprintf(md, "| %s | %s | %s | %s | %s | %s | %s | %s | %.2f | 1 |\n",
				r->workload, r->size, human(a, sizeof a, N(r, M_GOLDEN_INSNS), ""),
				secs(b, sizeof b, whole), secs(x, sizeof x, N(r, M_REGEN_INDEX_S)),
				secs(c, sizeof c, N(r, M_REGEN_FIRST_PCT_S)),
				secs(d, sizeof d, N(r, M_REGEN_MIDDLE_PCT_S)), secs(e, sizeof e, lp),
				lp / whole);
			fprintf(csv, "%s,%s,%s", r->isa, r->workload, r->size);
			csv_num(csv, N(r, M_GOLDEN_INSNS));
			csv_num(csv, whole);
			csv_num(csv, N(r, M_REGEN_INDEX_S));
			csv_num(csv, N(r, M_REGEN_FIRST_PCT_S));
			csv_num(csv, N(r, M_REGEN_MIDDLE_PCT_S));
			csv_num(csv, lp);
			csv_num(csv, lp / whole);
			fprintf(csv, ",1\n");
		}
		fprintf(md, "\n");
	}
	if (!total) {
		fprintf(md, "No configuration of this table ran.\n\n");
		return;
	}
	fprintf(md, "From the index, the last 1 %% costs %s of the whole regeneration.\n\n",
		range_fmt(a, sizeof a, &last, "%.2f"));
}

/* ---- table 10: caches -------------------------------------------------------------------- */

/* A row's miss ratios of one kind of references (metric.h, --caches) into v, one a size;
 * false when it has none. */
static bool curve_of(const struct bench_row *r, int kind, double *v)
{
	const char *p = bench_str(r, M_CURVE_KIND(kind));
	char *e;

	for (int n = 0; p && n < METRIC_CURVE_SIZES; n++, p = e + 1) {
		v[n] = strtod(p, &e);
		if (e == p || *e != (n == METRIC_CURVE_SIZES - 1 ? '\0' : ','))
			return false;
	}
	return p != NULL;
}

/* True when a row has all three curves. */
static bool has_curves(const struct bench_row *r)
{
	double v[METRIC_CURVE_SIZES];

	for (int k = 0; k < METRIC_CURVE_KINDS; k++)
		if (!curve_of(r, k, v))
			return false;
	return true;
}

/* The cache size of a curve's i-th miss ratio: "1K" ... "4M", or in lower case. */
static const char *curve_size(int i, bool lower, char *buf, size_t n)
{
	unsigned long long b = METRIC_CURVE_MIN << i;

	if (b >= 1ULL << 20)
		snprintf(buf, n, "%llu%c", b >> 20, lower ? 'm' : 'M');
	else
		snprintf(buf, n, "%llu%c", b >> 10, lower ? 'k' : 'K');
	return buf;
}

/* The curve's sizes REPORT.md shows: every other one, from the first (1K, 4K, ... 4M). */
#define CURVE_SHOWN(i) ((i) % 2 == 0)

/* One configuration's lines of table 10: a line a kind in the CSV; in REPORT.md the speed on
 * its first line only. */
static void caches_row(FILE *md, FILE *csv, const struct bench_row *r)
{
	double sim = N(r, M_SIM_S), curve = N(r, M_CURVE_S);

	for (int k = 0; k < METRIC_CURVE_KINDS; k++) {
		double v[METRIC_CURVE_SIZES];
		char a[32], b[32], c[32];

		curve_of(r, k, v);
		fprintf(md, "| %s | %s | %s |", k ? "" : r->workload, k ? "" : r->size,
			metric_curve_kind(k));
		for (int i = 0; i < METRIC_CURVE_SIZES; i++)
			if (CURVE_SHOWN(i))
				fprintf(md, " %.3g |", v[i]);
		if (k)
			fprintf(md, " | | | |\n");
		else
			fprintf(md, " %s | %s | %s | %.1f× |\n", secs(a, sizeof a, sim),
				human(b, sizeof b, N(r, M_SIM_REFS_PER_S), ""),
				human(c, sizeof c, N(r, M_REGEN_ADDRS_PER_S), ""),
				ratio(curve, sim));
		fprintf(csv, "%s,%s,%s,%s", r->isa, r->workload, r->size, metric_curve_kind(k));
		for (int i = 0; i < METRIC_CURVE_SIZES; i++)
			csv_num(csv, v[i]);
		csv_num(csv, sim);
		csv_num(csv, N(r, M_SIM_REFS_PER_S));
		csv_num(csv, N(r, M_REGEN_ADDRS_PER_S));
		csv_num(csv, curve);
		csv_num(csv, ratio(curve, sim));
		fprintf(csv, "\n");
	}
}

/* What table 10's figures say: how far the unified miss ratio falls and at what size it
 * reaches its floor, and what the simulation costs against the null regeneration. */
static void caches_summary(FILE *md, const struct bench_row **rows, int n, int missing)
{
	struct range first = { 0 }, last = { 0 }, knee = { 0 }, rate = { 0 }, slow = { 0 };
	struct range cs = { 0 };
	const struct bench_row *big = NULL;
	int bigk = -1;
	char a[64], b[64], c[64], d[16], e[16], lo[16], hi[16];

	for (int i = 0; i < n; i++) {
		double u[METRIC_CURVE_SIZES];
		int k = 0;

		curve_of(rows[i], METRIC_CURVE_KINDS - 1, u);
		range_add(&first, u[0]);
		range_add(&last, u[METRIC_CURVE_SIZES - 1]);
		/* the smallest size within 10 % of the largest's miss ratio */
		while (k < METRIC_CURVE_SIZES - 1 && u[k] > 1.1 * u[METRIC_CURVE_SIZES - 1])
			k++;
		range_add(&knee, k);
		if (k > bigk) {
			bigk = k;
			big = rows[i];
		}
		range_add(&rate, N(rows[i], M_SIM_REFS_PER_S) / 1e6);
		range_add(&slow, ratio(N(rows[i], M_REGEN_ADDRS_PER_S),
				       N(rows[i], M_SIM_REFS_PER_S)));
		range_add(&cs, ratio(N(rows[i], M_CURVE_S), N(rows[i], M_SIM_S)));
	}
	curve_size((int)knee.lo, false, d, sizeof d);
	curve_size((int)knee.hi, false, e, sizeof e);
	fprintf(md, "The unified miss ratio is %s at %s and %s at %s; %s curve comes within "
		"10 %% of its %s value at %s%s%s (%s on %s the largest). ",
		range_fmt(a, sizeof a, &first, "%.3g"), curve_size(0, false, lo, sizeof lo),
		range_fmt(b, sizeof b, &last, "%.3g"),
		curve_size(METRIC_CURVE_SIZES - 1, false, hi, sizeof hi),
		n > 1 ? "each configuration's" : "the", hi, d, knee.lo < knee.hi ? " to " : "",
		knee.lo < knee.hi ? e : "", big->workload, big->isa);
	fprintf(md, "Fed in the regenerator's process, the hierarchy runs at %s M references/s, "
		"the null regeneration %s times as fast, and the three curves take %s times the "
		"hierarchy's time (whole runs: start-up included).%s\n\n",
		range_fmt(a, sizeof a, &rate, "%.0f"), range_fmt(b, sizeof b, &slow, "%.1f"),
		range_fmt(c, sizeof c, &cs, "%.1f"),
		missing ? " Configurations of table 2 without cache figures (several processes, or "
			  "a simulation that failed: their logs say) are left out." : "");
}

/* Table 10: the miss ratio of caches from 1K to 4M, simulated in the regenerator's process
 * (aex check --caches), and what the simulation costs. */
static void table_caches(FILE *md, FILE *csv, const struct bench_run *run,
			 const struct bench_row **rows)
{
	const char *isas[8];
	int nisa = isas_of(run, BT_REGEN, isas), total = 0, missing = 0;
	char sz[16];

	fprintf(csv, "isa,workload,size,kind");
	for (int i = 0; i < METRIC_CURVE_SIZES; i++)
		fprintf(csv, ",m_%s", curve_size(i, true, sz, sizeof sz));
	fprintf(csv, ",sim_s,sim_refs_per_s,regen_addrs_per_s,curve_s,curve_over_sim\n");
	fprintf(md, "## 10. Caches: miss ratio against size\n\n");
	fprintf(md, "The regenerated references fed to `aex sim`'s model in the regenerator's "
		"process (`--format sim`, docs/sim.md), nothing written: the miss ratio of fully "
		"associative LRU caches of %d-byte blocks at each size, for instruction fetches, "
		"data references and both (unified), from one pass of the curves. *sim*: the "
		"regeneration feeding a hierarchy (split 8K direct-mapped level 1, 32-byte blocks; "
		"256K 4-way level 2, 64-byte blocks), wall time; its references (all addresses) "
		"per second beside the null regeneration's addresses per second (table 5); "
		"*curves / sim*: the curves' run over the hierarchy's.\n\n", METRIC_CURVE_BSIZE);
	for (int k = 0; k < nisa; k++) {
		int n = select_rows(run, BT_REGEN, isas[k], rows), m = 0;

		for (int i = 0; i < n; i++)
			if (has_curves(rows[i]))
				rows[m++] = rows[i];
		missing += n - m;
		if (!m)
			continue;
		fprintf(md, "**%s**\n\n| workload | size | kind |", isas[k]);
		for (int i = 0; i < METRIC_CURVE_SIZES; i++)
			if (CURVE_SHOWN(i))
				fprintf(md, " %s |", curve_size(i, false, sz, sizeof sz));
		fprintf(md, " sim | references/s | null regen, addresses/s | curves / sim |\n"
			"|---|---|---|");
		for (int i = 0; i < METRIC_CURVE_SIZES; i++)
			if (CURVE_SHOWN(i))
				fprintf(md, "---:|");
		fprintf(md, "---:|---:|---:|---:|\n");
		for (int i = 0; i < m; i++)
			caches_row(md, csv, rows[i]);
		fprintf(md, "\n");
		total += m;
	}
	if (!total) {
		fprintf(md, "No configuration of this table has cache figures.\n\n");
		return;
	}
	/* the rows of every ISA, for the summary */
	nisa = select_rows(run, BT_REGEN, NULL, rows);
	total = 0;
	for (int i = 0; i < nisa; i++)
		if (has_curves(rows[i]))
			rows[total++] = rows[i];
	caches_summary(md, rows, total, missing);
}

/* ---- plots ------------------------------------------------------------------------------- */

/* Runs a plot's script: 1 when it made the plot, -1 when not (a plot function returns the
 * same, or 0 when no row fed it). */
static int gnuplot(const char *dir, const char *script)
{
	struct util_argv av = { 0 };
	char *path = util_xasprintf("%s/%s", dir, script);
	int rc;

	util_argv_push(&av, "gnuplot");
	util_argv_push(&av, path);
	rc = util_run(&av, NULL);
	util_argv_free(&av);
	free(path);
	return rc == 0 ? 1 : -1;
}

/* Bytes per reference against the instruction and the wall ratio, a series per ISA and
 * placement, from table 3's rows. */
static int plot_placement(const struct bench_run *run, const char *pdir,
			  const struct bench_row **rows)
{
	FILE *dat = open_in(pdir, "placement.dat"), *gp;
	const char *isas[8], *titles[32];
	int nisa = isas_of(run, BT_PLACEMENT, isas), nseries = 0, sizes = 0;
	bool small = false, paper = false;

	if (!dat)
		return -1;
	for (int i = 0, n = select_rows(run, BT_PLACEMENT, NULL, rows); i < n; i++) {
		small |= strcmp(rows[i]->size, "small") == 0;
		paper |= strcmp(rows[i]->size, "paper") == 0;
	}
	sizes = small + paper;
	for (int k = 0; k < nisa; k++)
		for (int p = 0; p < PLACE_KINDS; p++) {
			int n = select_rows(run, BT_PLACEMENT, isas[k], rows), m = 0;

			for (int i = 0; i < n; i++) {
				if (strcmp(rows[i]->placement, placements[p]) != 0)
					continue;
				if (!m++)
					fprintf(dat, "# %s %s\n", isas[k], placements[p]);
				fprintf(dat, "%.4f %.4f %.4f %s%s%s\n", N(rows[i], M_INSN_RATIO),
					N(rows[i], M_WALL_RATIO), N(rows[i], M_BYTES_PER_REF),
					rows[i]->workload, sizes > 1 ? "/" : "",
					sizes > 1 ? rows[i]->size : "");
			}
			if (m && nseries < 32) {
				titles[nseries++] = util_xasprintf("%s %s", isas[k], placements[p]);
				fprintf(dat, "\n\n");
			}
		}
	fclose(dat);
	if (!nseries)
		return 0;
	gp = open_in(pdir, "placement.gp");
	if (!gp)
		return -1;
	fprintf(gp, "# bytes per reference vs slowdown, by ISA and placement (aex bench)\n"
		"set terminal pngcairo size 1400,560 font ',10'\n"
		"set output '%s/../bytes_per_ref_vs_slowdown.png'\n"
		"cd '%s'\n"
		"set multiplot layout 1,2 title 'Event bytes per data reference vs slowdown'\n"
		"set grid\n"
		"set ylabel 'bytes per data reference'\n", pdir, pdir);
	for (int panel = 0; panel < 2; panel++) {
		fprintf(gp, "set xlabel '%s'\n%s\nplot ", panel ? "wall time, traced / plain (median)"
								 : "guest instructions, traced / plain",
			panel ? "set key outside right center vertical" : "unset key");
		for (int s = 0; s < nseries; s++)
			fprintf(gp, "%s'placement.dat' index %d using %d:3 with points pt %d ps 1.6 "
				"lc %d title '%s', '' index %d using %d:3:(stringcolumn(4)) with "
				"labels offset 0.6,0.6 left font ',7' notitle", s ? ", \\\n     " : "",
				s, panel ? 2 : 1, 5 + 2 * (s % 3), 1 + s / 3, titles[s], s,
				panel ? 2 : 1);
		fprintf(gp, "\n");
	}
	fprintf(gp, "unset multiplot\n");
	fclose(gp);
	for (int s = 0; s < nseries; s++)
		free((char *)titles[s]);
	return gnuplot(pdir, "placement.gp");
}

/* Per-workload bars of the full trace, the event trace and its compressed sizes, from
 * table 2's rows. */
static int plot_sizes(const struct bench_run *run, const char *pdir,
		      const struct bench_row **rows)
{
	FILE *dat = open_in(pdir, "sizes.dat"), *gp;
	int n = select_rows(run, BT_LARUS, NULL, rows);

	if (!dat)
		return -1;
	fprintf(dat, "# label full event gzip-1 zstd\n");
	for (int i = 0; i < n; i++)
		fprintf(dat, "%s/%s %.0f %.0f %.0f %.0f\n", rows[i]->workload, rows[i]->isa,
			5 * addrs_of(rows[i]), N(rows[i], M_EVENT_BYTES),
			N(rows[i], M_EVENT_BYTES_GZIP), N(rows[i], M_EVENT_BYTES_ZSTD));
	fclose(dat);
	if (!n)
		return 0;
	gp = open_in(pdir, "sizes.gp");
	if (!gp)
		return -1;
	fprintf(gp, "# trace sizes per workload (aex bench)\n"
		"set terminal pngcairo size 1200,520 font ',10'\n"
		"set output '%s/../trace_sizes.png'\n"
		"cd '%s'\n"
		"set title 'Trace sizes: full trace (5 bytes per address), event trace, compressed'\n"
		"set style data histogram\nset style histogram clustered gap 1\n"
		"set style fill solid 0.8 border -1\nset boxwidth 0.9\nset logscale y\n"
		"set ylabel 'bytes'\nset format y '%%.0s %%cB'\nset grid ytics\n"
		"set key outside bottom center horizontal\n"
		"set xtics rotate by -30\n"
		"plot 'sizes.dat' using 2:xtic(1) title 'full trace', '' using 3 title 'event trace', "
		"'' using 4 title 'gzip -1', '' using 5 title 'zstd'\n", pdir, pdir);
	fclose(gp);
	return gnuplot(pdir, "sizes.gp");
}

/* ---- table 11: the continuum ------------------------------------------------------------ */

/* The abstract-execution row (tree, reserved, all techniques) of a replay row's program. */
static const struct bench_row *ae_row_of(const struct bench_run *run, const struct bench_row *r)
{
	for (int i = 0; i < run->nrows; i++) {
		const struct bench_row *q = &run->rows[i];

		if (bench_ok(q) && strcmp(q->isa, r->isa) == 0 &&
		    strcmp(q->workload, r->workload) == 0 && strcmp(q->size, r->size) == 0 &&
		    strcmp(q->placement, "tree") == 0 && strcmp(q->strategy, "reserved") == 0 &&
		    strcmp(q->techniques, "all") == 0)
			return q;
	}
	return NULL;
}

/* "x.xxx" of v over d, or "–". */
static const char *per(char *buf, size_t n, double v, double d, const char *fmt)
{
	if (d > 0 && v > 0)
		snprintf(buf, n, fmt, v / d);
	else
		snprintf(buf, n, "–");
	return buf;
}

/* One program's three ends, its CSV line and its Markdown row. */
static void continuum_row(FILE *md, FILE *csv, const struct bench_row *r,
			  const struct bench_row *ae, struct range *log_bpr, struct range *rec)
{
	double refs = refs_of(r);
	char a[6][32];

	range_add(log_bpr, N(r, M_BYTES_PER_REF));
	if (N(r, M_WALL_RATIO) > 0)
		range_add(rec, N(r, M_WALL_RATIO));
	fprintf(md, "| %s | %s | %s | %s | ", r->workload, r->size,
		per(a[0], sizeof a[0], N(r, M_TRACE_BYTES), refs, "%.2f"),
		per(a[1], sizeof a[1], N(r, M_TRACE_BYTES_ZSTD), refs, "%.3f"));
	if (ae)
		fprintf(md, "%.3f | %s | %.2f | %.0f M | ", N(ae, M_BYTES_PER_REF),
			per(a[2], sizeof a[2], N(ae, M_EVENT_BYTES_ZSTD), refs_of(ae), "%.3f"),
			N(ae, M_WALL_RATIO), N(ae, M_REGEN_ADDRS_PER_S) / 1e6);
	else
		fprintf(md, "– | – | – | – | ");
	fprintf(md, "%s | %s | %.2f | %.0f M |\n",
		per(a[3], sizeof a[3], N(r, M_EVENT_BYTES), refs, "%.4f"),
		per(a[4], sizeof a[4], N(r, M_EVENT_BYTES_ZSTD), refs, "%.4f"), N(r, M_WALL_RATIO),
		N(r, M_REGEN_ADDRS_PER_S) / 1e6);
	fprintf(csv, "%s,%s,%s", r->isa, r->workload, r->size);
	csv_num(csv, refs);
	csv_num(csv, N(r, M_TRACE_BYTES));
	csv_num(csv, N(r, M_TRACE_BYTES_ZSTD));
	csv_num(csv, ae ? N(ae, M_EVENT_BYTES) : 0);
	csv_num(csv, ae ? N(ae, M_EVENT_BYTES_ZSTD) : 0);
	csv_num(csv, ae ? N(ae, M_BYTES_PER_REF) : 0);
	csv_num(csv, ae ? N(ae, M_WALL_RATIO) : 0);
	csv_num(csv, ae ? N(ae, M_REGEN_ADDRS_PER_S) : 0);
	csv_num(csv, N(r, M_EVENT_BYTES));
	csv_num(csv, N(r, M_EVENT_BYTES_ZSTD));
	csv_num(csv, N(r, M_BYTES_PER_REF));
	csv_num(csv, N(r, M_WALL_RATIO));
	csv_num(csv, N(r, M_REGEN_ADDRS_PER_S));
	fprintf(csv, "\n");
}

/* Table 11: the continuum (Larus 1990): the full trace, abstract execution, and the replay of
 * the recorded inputs, side by side, with Larus's own figures. */
static void table_continuum(FILE *md, FILE *csv, const struct bench_run *run,
			    const struct bench_row **rows)
{
	const char *isas[8];
	int nisa = isas_of(run, BT_CONTINUUM, isas), total = 0;
	struct range log_bpr = { 0 }, rec = { 0 };
	char a[64], b[64];

	fprintf(csv, "isa,workload,size,data_refs,full_bytes,full_bytes_zstd,ae_event_bytes,"
		"ae_event_bytes_zstd,ae_bytes_per_ref,ae_wall_ratio,ae_regen_addrs_per_s,"
		"replay_log_bytes,replay_log_bytes_zstd,replay_bytes_per_ref,replay_wall_ratio,"
		"replay_addrs_per_s\n");
	fprintf(md, "## 11. The continuum: full trace, abstract execution, replay\n\n");
	fprintf(md, "Larus (1990) places abstract execution between recording every address and "
		"recording only the inputs. The same program at each end, in bytes per data "
		"reference: the *full trace* is the golden trace of the recorded run in the "
		"canonical format (docs/trace-format.md), and after zstd -3; *abstract execution* "
		"is the tree placement's event trace (table 2's row), its traced wall ratio and "
		"regeneration rate into the null sink; *replay* is the log of the program's system "
		"calls (docs/replay.md), raw and after zstd -3, the recording's wall ratio, and "
		"how fast a replay under the golden plugin gives the full trace. Larus's rows "
		"(*italic*): AE's `ae.out` and `ae.out.Z` per data reference, his full trace at "
		"5 bytes per address.\n\n");
	for (int k = 0; k < nisa; k++) {
		int n = select_rows(run, BT_CONTINUUM, isas[k], rows);

		if (!n)
			continue;
		total += n;
		fprintf(md, "**%s**\n\n| workload | size | full trace | zstd | AE events | zstd | "
			"AE wall ratio | AE regeneration | replay log | zstd | recording wall "
			"ratio | replay |\n|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|"
			"---:|\n", isas[k]);
		for (int i = 0; i < n; i++) {
			size_t p;

			continuum_row(md, csv, rows[i], ae_row_of(run, rows[i]), &log_bpr, &rec);
			for (p = 0; p < NELEM(larus) && strcmp(larus[p].workload, rows[i]->workload);
			     p++)
				;
			if (p < NELEM(larus))
				fprintf(md, "| *%s, Larus 1990* | | *%.2f* | | *%.3f* | *%.3f (.Z)* | "
					"*%.1f* | *%.2f M* | | | | |\n", rows[i]->workload,
					5 * (larus[p].insns + larus[p].refs) / larus[p].refs,
					larus[p].ae_out / larus[p].refs,
					larus[p].ae_out_z / larus[p].refs, 1 + larus[p].ratio,
					larus[p].rate / 1e6);
		}
		fprintf(md, "\n");
	}
	if (!total) {
		fprintf(md, "No configuration of this table ran.\n\n");
		return;
	}
	fprintf(md, "The replay's log takes %s bytes per data reference — what the program read, "
		"and some twelve bytes per system call — and recording costs %s× the plain run's "
		"wall time; the price is paid at the other end, where the program runs again, "
		"under an emulator that logs every address.\n\n",
		range_fmt(a, sizeof a, &log_bpr, "%.4f"), range_fmt(b, sizeof b, &rec, "%.2f"));
}

/* Per program, bytes per data reference at the continuum's three ends (table 11). */
static int plot_continuum(const struct bench_run *run, const char *pdir,
			  const struct bench_row **rows)
{
	FILE *dat = open_in(pdir, "continuum.dat"), *gp;
	int n = select_rows(run, BT_CONTINUUM, NULL, rows), k = 0;

	if (!dat)
		return -1;
	fprintf(dat, "# label full full-zstd ae ae-zstd replay replay-zstd (bytes per data ref)\n");
	for (int i = 0; i < n; i++) {
		const struct bench_row *r = rows[i], *ae = ae_row_of(run, r);
		double refs = refs_of(r);

		if (!ae || refs <= 0 || N(r, M_EVENT_BYTES) <= 0)
			continue;
		k++;
		fprintf(dat, "%s/%s %g %g %g %g %g %g\n", r->workload, r->isa,
			N(r, M_TRACE_BYTES) / refs, N(r, M_TRACE_BYTES_ZSTD) / refs,
			N(ae, M_BYTES_PER_REF), N(ae, M_EVENT_BYTES_ZSTD) / refs_of(ae),
			N(r, M_EVENT_BYTES) / refs, N(r, M_EVENT_BYTES_ZSTD) / refs);
	}
	fclose(dat);
	if (!k)
		return 0;
	gp = open_in(pdir, "continuum.gp");
	if (!gp)
		return -1;
	fprintf(gp, "# the continuum per workload (aex bench, table 11)\n"
		"set terminal pngcairo size 1400,560 font ',10'\n"
		"set output '%s/../continuum.png'\n"
		"cd '%s'\n"
		"set title 'Bytes per data reference: full trace, abstract execution, replay "
		"(raw and zstd)'\n"
		"set style data histogram\nset style histogram clustered gap 1\n"
		"set style fill solid 0.8 border -1\nset boxwidth 0.9\nset logscale y\n"
		"set ylabel 'bytes per data reference'\nset grid ytics\n"
		"set key outside bottom center horizontal\nset xtics rotate by -30\n"
		"plot 'continuum.dat' using 2:xtic(1) title 'full trace', '' using 3 title "
		"'full, zstd', '' using 4 title 'abstract execution', '' using 5 title 'AE, zstd', "
		"'' using 6 title 'replay log', '' using 7 title 'log, zstd'\n", pdir, pdir);
	fclose(gp);
	return gnuplot(pdir, "continuum.gp");
}

/* ---- table 6: event bytes by cause ------------------------------------------------------- */

static void table_causes(FILE *md, FILE *csv, const struct bench_run *run,
			 const struct bench_row **rows)
{
	const unsigned table = BT_FIG11 | BT_LARUS;
	const char *isas[8];
	int nisa = isas_of(run, table, isas);

	fprintf(csv, "isa,workload,size,placement,strategy,bytes_per_ref,witness,marker");
	for (int c = 0; c < AEX_VALUE_KINDS; c++)
		fprintf(csv, ",value_%s", aex_value_kind_name(c));
	fprintf(csv, ",witness_bits_per_cbranch,zstd_bytes_per_ref\n");
	fprintf(md, "## 6. Event bytes by cause\n\n");
	fprintf(md, "Where the bytes of each event trace of tables 1 and 2 go, per data reference: "
		"control-flow witnesses, system-call markers, and recorded values by what defined "
		"them (a load, a call's result, a register live into a function, an indirect "
		"call's target, a system call's result, anything else). *bits/cbranch*: witness "
		"bits per conditional branch executed. *zstd*: the event trace compressed with "
		"zstd, per data reference. Techniques: docs/techniques.md.\n\n");
	for (int k = 0; k < nisa; k++) {
		int n = select_rows(run, table, isas[k], rows);

		if (!n)
			continue;
		fprintf(md, "**%s**\n\n| workload | size | bytes/ref | witness | marker |", isas[k]);
		for (int c = 0; c < AEX_VALUE_KINDS; c++)
			fprintf(md, " %s |", aex_value_kind_name(c));
		fprintf(md, " bits/cbranch | zstd |\n|---|---|---:|---:|---:|");
		for (int c = 0; c < AEX_VALUE_KINDS; c++)
			fprintf(md, "---:|");
		fprintf(md, "---:|---:|\n");
		for (int i = 0; i < n; i++) {
			const struct bench_row *r = rows[i];
			double refs = refs_of(r);

			fprintf(md, "| %s | %s | %.3f | %.3f | %.3f |", r->workload, r->size,
				N(r, M_BYTES_PER_REF), N(r, M_WITNESS_BYTES) / refs,
				N(r, M_MARKER_BYTES) / refs);
			fprintf(csv, "%s,%s,%s,%s,%s", r->isa, r->workload, r->size, r->placement,
				r->strategy);
			csv_num(csv, N(r, M_BYTES_PER_REF));
			csv_num(csv, N(r, M_WITNESS_BYTES) / refs);
			csv_num(csv, N(r, M_MARKER_BYTES) / refs);
			for (int c = 0; c < AEX_VALUE_KINDS; c++) {
				fprintf(md, " %.3f |", N(r, M_VALUE_BYTES_KIND(c)) / refs);
				csv_num(csv, N(r, M_VALUE_BYTES_KIND(c)) / refs);
			}
			fprintf(md, " %.2f | %.3f |\n", N(r, M_WITNESS_BITS_PER_CBRANCH),
				N(r, M_EVENT_BYTES_ZSTD) / refs);
			csv_num(csv, N(r, M_WITNESS_BITS_PER_CBRANCH));
			csv_num(csv, N(r, M_EVENT_BYTES_ZSTD) / refs);
			fprintf(csv, "\n");
		}
		fprintf(md, "\n");
	}
}

/* ---- table 7: the ablation ---------------------------------------------------------------- */

/* Table 7's variants beyond the techniques: the tree weighed by the edge counts of a training
 * run of the workload at a size (aex check --train), a row's "techniques" being "train-SIZE":
 * the same input as the measured one at size small, another at paper (not with --quick). */
static const char *const train_variants[] = { BENCH_TRAIN_PREFIX "small",
					      BENCH_TRAIN_PREFIX "paper", NULL };

const char *const *bench_ablation_variants(bool quick)
{
	static const char *v[2][32];
	int k = quick ? 1 : 0;

	if (!v[k][0]) {
		const char *const *t = instr_technique_variants();
		int n = 0;

		while (t[n] && n < 28) {
			v[k][n] = t[n];
			n++;
		}
		for (int j = 0; train_variants[j] && (j == 0 || !quick); j++)
			v[k][n++] = train_variants[j];
		v[k][n] = NULL;
	}
	return v[k];
}

/* The row of table 7 with r's configuration and the given techniques, or NULL. */
static const struct bench_row *variant_of(const struct bench_run *run, const struct bench_row *r,
					  const char *techniques)
{
	for (int i = 0; i < run->nrows; i++) {
		const struct bench_row *q = &run->rows[i];

		if ((q->tables & BT_ABLATION) && bench_ok(q) && strcmp(q->isa, r->isa) == 0 &&
		    strcmp(q->workload, r->workload) == 0 && strcmp(q->size, r->size) == 0 &&
		    strcmp(q->placement, r->placement) == 0 &&
		    strcmp(q->strategy, r->strategy) == 0 && strcmp(q->techniques, techniques) == 0)
			return q;
	}
	return NULL;
}

/* The first row of table 7 of each configuration (workload, size, placement, strategy) of
 * an ISA, in the plan's order. */
static int ablation_configs(const struct bench_run *run, const char *isa,
			    const struct bench_row **out)
{
	const struct bench_row *rows[run->nrows + 1];
	int n = select_rows(run, BT_ABLATION, isa, rows), m = 0;

	for (int i = 0; i < n; i++) {
		int k;

		for (k = 0; k < m; k++)
			if (strcmp(out[k]->workload, rows[i]->workload) == 0 &&
			    strcmp(out[k]->size, rows[i]->size) == 0 &&
			    strcmp(out[k]->placement, rows[i]->placement) == 0 &&
			    strcmp(out[k]->strategy, rows[i]->strategy) == 0)
				break;
		if (k == m)
			out[m++] = rows[i];
	}
	return m;
}

static void table_ablation(FILE *md, FILE *csv, const struct bench_run *run,
			   const struct bench_row **rows)
{
	const char *const *var = bench_ablation_variants(false);
	const char *isas[8];
	int nisa = isas_of(run, BT_ABLATION, isas), nvar = 0;

	while (var[nvar])
		nvar++;
	fprintf(csv, "isa,workload,size,placement,strategy,techniques,bytes_per_ref,"
		"zstd_bytes_per_ref,witness_bytes_per_ref,value_bytes_per_ref,insn_ratio,wall_ratio,"
		"witness_bits_per_cbranch,bytes_per_ref_vs_all,insn_ratio_vs_all\n");
	fprintf(md, "## 7. Ablation: each technique off vs on\n\n");
	fprintf(md, "The techniques that make the event trace smaller (docs/techniques.md), "
		"switched with `--techniques`: every one off (*none*), each one off alone "
		"(*no-NAME*), and all on (*all*, the default); and all on with the tree placement's "
		"spanning trees weighed by the edge counts of a training run of the workload "
		"(*train-SIZE*: `aex check --train SIZE`, docs/techniques.md \"Profile\"; at size "
		"small, *train-small* trains on the input it is measured on, *train-paper* on "
		"another). *vs all*: the variant's bytes per reference and instruction ratio "
		"divided by those of *all*; above 1 is what the technique saves, below 1 what the "
		"profile saves.\n\n");
	for (int k = 0; k < nisa; k++) {
		int n = ablation_configs(run, isas[k], rows);

		if (!n)
			continue;
		fprintf(md, "**%s**\n\n| workload | size | techniques | bytes/ref | zstd | insn ratio "
			"| wall ratio | bits/cbranch | bytes/ref vs all | insn vs all |\n"
			"|---|---|---|---:|---:|---:|---:|---:|---:|---:|\n", isas[k]);
		for (int i = 0; i < n; i++) {
			const struct bench_row *all = variant_of(run, rows[i], "all");

			for (int v = 0; v < nvar; v++) {
				const struct bench_row *r = variant_of(run, rows[i], var[v]);
				double refs, b, in;

				if (!r)
					continue;
				refs = refs_of(r);
				b = all ? ratio(N(r, M_BYTES_PER_REF), N(all, M_BYTES_PER_REF)) : NAN;
				in = all ? ratio(N(r, M_INSN_RATIO), N(all, M_INSN_RATIO)) : NAN;
				fprintf(md, "| %s | %s | %s | %.3f | %.3f | %.3f | %.2f | %.2f | %.3f | "
					"%.3f |\n", r->workload, r->size, r->techniques,
					N(r, M_BYTES_PER_REF), N(r, M_EVENT_BYTES_ZSTD) / refs,
					N(r, M_INSN_RATIO), N(r, M_WALL_RATIO),
					N(r, M_WITNESS_BITS_PER_CBRANCH), b, in);
				fprintf(csv, "%s,%s,%s,%s,%s,%s", r->isa, r->workload, r->size,
					r->placement, r->strategy, r->techniques);
				csv_num(csv, N(r, M_BYTES_PER_REF));
				csv_num(csv, N(r, M_EVENT_BYTES_ZSTD) / refs);
				csv_num(csv, (N(r, M_WITNESS_BYTES) + N(r, M_MARKER_BYTES)) / refs);
				csv_num(csv, N(r, M_VALUE_BYTES) / refs);
				csv_num(csv, N(r, M_INSN_RATIO));
				csv_num(csv, N(r, M_WALL_RATIO));
				csv_num(csv, N(r, M_WITNESS_BITS_PER_CBRANCH));
				csv_num(csv, b);
				csv_num(csv, in);
				fprintf(csv, "\n");
			}
		}
		fprintf(md, "\n");
		/* per variant, the median over the configurations of its ratios to all */
		fprintf(md, "Medians over the workloads above, against *all*:");
		for (int v = 0, first = 1; v < nvar; v++) {
			double bv[n + 1], iv[n + 1];
			int m = 0;

			if (strcmp(var[v], "all") == 0)
				continue;
			for (int i = 0; i < n; i++) {
				const struct bench_row *r = variant_of(run, rows[i], var[v]);
				const struct bench_row *all = variant_of(run, rows[i], "all");

				if (!r || !all)
					continue;
				bv[m] = ratio(N(r, M_BYTES_PER_REF), N(all, M_BYTES_PER_REF));
				iv[m++] = ratio(N(r, M_INSN_RATIO), N(all, M_INSN_RATIO));
			}
			if (!m)
				continue;
			fprintf(md, "%s *%s* %.2f× the bytes per reference and %.2f× the instructions",
				first ? "" : ";", var[v], util_median(bv, m), util_median(iv, m));
			first = 0;
		}
		fprintf(md, ".\n\n");
	}
}

/* ---- table 8: programs that fork --------------------------------------------------------- */

/* The objects of a row's "per_process" array (aex check --json of a program that forks), each
 * as a row of its own whose JSON is the object, so that N() reads its fields. Returns their
 * number (0: none); free with procs_free. */
static int procs_of(const struct bench_row *r, struct bench_row **out)
{
	const char *p = r->json ? strstr(r->json, "\"per_process\": [") : NULL;
	int n = 0;

	*out = NULL;
	if (!p)
		return 0;
	p = strchr(p, '[') + 1;
	for (const char *open = strchr(p, '{'), *end = strchr(p, ']'); open && (!end || open < end);
	     open = strchr(open + 1, '{')) {
		const char *close = strchr(open, '}');

		if (!close)
			break;
		*out = util_xrealloc(*out, sizeof **out * (size_t)(n + 1));
		(*out)[n] = *r;
		(*out)[n].json = NULL;
		(*out)[n].m = NULL;
		bench_row_json(&(*out)[n], util_xasprintf("%.*s", (int)(close - open + 1), open));
		n++;
	}
	return n;
}

static void procs_free(struct bench_row *v, int n)
{
	for (int i = 0; i < n; i++)
		bench_row_json_free(&v[i]);
	free(v);
}

/* The process name of a per-process row: its "process" field. */
static const char *proc_name(const struct bench_row *r, char *buf, size_t n)
{
	const char *p = bench_str(r, M_PROCESS);

	snprintf(buf, n, "%s", p ? p : "?");
	return buf;
}

static void table_processes(FILE *md, FILE *csv, const struct bench_run *run,
			    const struct bench_row **rows)
{
	const char *isas[8];
	int nisa = isas_of(run, BT_PROCESSES, isas), total = 0;
	struct range bpr = { 0 }, ins = { 0 }, wall = { 0 };
	char a[64], b[64], c[64], d[64];

	fprintf(csv, "isa,workload,size,placement,strategy,process,golden_insns,data_refs,"
		"event_bytes,bytes_per_ref,insn_ratio,wall_plain_s,wall_traced_s,wall_ratio\n");
	fprintf(md, "## 8. Programs that fork\n\n");
	fprintf(md, "Each process of a run traced, regenerated and checked on its own "
		"(docs/processes.md): the run in total (*all*, the wall ratio of the whole run), "
		"then each process, named as the golden plugin names them (`0`, its children `0.1`, "
		"`0.2`, ...). A process's wall times are its lifetime, from its start or fork to its "
		"exit, in runs of their own (the golden plugin timing every process without "
		"instrumenting it), medians; a parent's includes the time it waits for its "
		"children.\n\n");
	for (int k = 0; k < nisa; k++) {
		int n = select_rows(run, BT_PROCESSES, isas[k], rows), shown = 0;

		for (int i = 0; i < n; i++) {
			const struct bench_row *r = rows[i];
			struct bench_row *pv;
			int np = procs_of(r, &pv);

			if (np < 2) {
				procs_free(pv, np);
				continue;
			}
			if (!shown++)
				fprintf(md, "**%s**\n\n| workload | size | process | instructions | "
					"data refs | bytes/ref | insn ratio | wall ratio |\n"
					"|---|---|---|---:|---:|---:|---:|---:|\n", isas[k]);
			total++;
			fprintf(md, "| %s | %s | all %d | %s | %s | %.3f | %.3f | %.2f |\n",
				r->workload, r->size, np, human(a, sizeof a, N(r, M_GOLDEN_INSNS), ""),
				human(b, sizeof b, refs_of(r), ""), N(r, M_BYTES_PER_REF),
				N(r, M_INSN_RATIO), N(r, M_WALL_RATIO));
			fprintf(csv, "%s,%s,%s,%s,%s,all", r->isa, r->workload, r->size, r->placement,
				r->strategy);
			csv_num(csv, N(r, M_GOLDEN_INSNS));
			csv_num(csv, refs_of(r));
			csv_num(csv, N(r, M_EVENT_BYTES));
			csv_num(csv, N(r, M_BYTES_PER_REF));
			csv_num(csv, N(r, M_INSN_RATIO));
			csv_num(csv, N(r, M_WALL_PLAIN_S));
			csv_num(csv, N(r, M_WALL_TRACED_S));
			csv_num(csv, N(r, M_WALL_RATIO));
			fprintf(csv, "\n");
			for (int j = 0; j < np; j++) {
				const struct bench_row *q = &pv[j];
				double wr = N(q, M_WALL_RATIO);

				range_add(&bpr, N(q, M_BYTES_PER_REF));
				range_add(&ins, N(q, M_INSN_RATIO));
				if (wr > 0)
					range_add(&wall, wr);
				fprintf(md, "| | | %s | %s | %s | %.3f | %.3f | %s |\n",
					proc_name(q, c, sizeof c),
					human(a, sizeof a, N(q, M_GOLDEN_INSNS), ""),
					human(b, sizeof b, refs_of(q), ""), N(q, M_BYTES_PER_REF),
					N(q, M_INSN_RATIO),
					wr > 0 ? (snprintf(d, sizeof d, "%.2f", wr), d) : "–");
				fprintf(csv, "%s,%s,%s,%s,%s,%s", r->isa, r->workload, r->size,
					r->placement, r->strategy, proc_name(q, c, sizeof c));
				csv_num(csv, N(q, M_GOLDEN_INSNS));
				csv_num(csv, refs_of(q));
				csv_num(csv, N(q, M_EVENT_BYTES));
				csv_num(csv, N(q, M_BYTES_PER_REF));
				csv_num(csv, N(q, M_INSN_RATIO));
				csv_num(csv, N(q, M_WALL_PLAIN_S));
				csv_num(csv, N(q, M_WALL_TRACED_S));
				csv_num(csv, wr);
				fprintf(csv, "\n");
			}
			procs_free(pv, np);
		}
		if (shown)
			fprintf(md, "\n");
	}
	if (!total) {
		fprintf(md, "No configuration of this table made more than one process.\n\n");
		return;
	}
	fprintf(md, "Process by process, %s bytes per data reference, %s× the instructions and "
		"%s× the wall time. A process that runs few instructions (a parent that only forks "
		"and waits) pays most for the runtime's start and the fork's hand-over, relatively; "
		"the processes that do the work cost what a single-process run of the same code "
		"costs.\n\n", range_fmt(a, sizeof a, &bpr, "%.3f"), range_fmt(b, sizeof b, &ins, "%.2f"),
		range_fmt(c, sizeof c, &wall, "%.2f"));
}

/* Bars of bytes per reference and the instruction ratio per variant, from table 7's rows. */
static int plot_ablation(const struct bench_run *run, const char *pdir,
			 const struct bench_row **rows)
{
	const char *const *var = bench_ablation_variants(false);
	const char *isas[8];
	int nisa = isas_of(run, BT_ABLATION, isas), nvar = 0, lines = 0;
	FILE *dat = open_in(pdir, "ablation.dat"), *gp;

	if (!dat)
		return -1;
	while (var[nvar])
		nvar++;
	fprintf(dat, "# label, then per variant (");
	for (int v = 0; v < nvar; v++)
		fprintf(dat, "%s%s", v ? " " : "", var[v]);
	fprintf(dat, ") bytes/ref, then per variant insn ratio\n");
	for (int k = 0; k < nisa; k++) {
		int n = ablation_configs(run, isas[k], rows);

		for (int i = 0; i < n; i++, lines++) {
			fprintf(dat, "%s/%s", rows[i]->workload, isas[k]);
			for (int pass = 0; pass < 2; pass++)
				for (int v = 0; v < nvar; v++) {
					const struct bench_row *r = variant_of(run, rows[i], var[v]);

					fprintf(dat, " %.4f", !r ? NAN
							      : N(r, pass ? M_INSN_RATIO : M_BYTES_PER_REF));
				}
			fprintf(dat, "\n");
		}
	}
	fclose(dat);
	if (!lines)
		return 0;
	gp = open_in(pdir, "ablation.gp");
	if (!gp)
		return -1;
	fprintf(gp, "# the ablation: each technique off vs on (aex bench)\n"
		"set terminal pngcairo size 1400,520 font ',10'\n"
		"set output '%s/../ablation.png'\n"
		"cd '%s'\n"
		"set multiplot layout 1,2 title 'Techniques off vs on'\n"
		"set style data histogram\nset style histogram clustered gap 1\n"
		"set style fill solid 0.8 border -1\nset boxwidth 0.9\nset grid ytics\n"
		"set key outside bottom center horizontal\nset xtics rotate by -30\n"
		"set yrange [0:*]\n", pdir, pdir);
	for (int pass = 0; pass < 2; pass++) {
		fprintf(gp, "set ylabel '%s'\nplot ", pass ? "guest instructions, traced / plain"
							   : "bytes per data reference");
		for (int v = 0; v < nvar; v++)
			fprintf(gp, "%s'ablation.dat' using %d%s title '%s'", v ? ", " : "",
				2 + pass * nvar + v, v ? "" : ":xtic(1)", var[v]);
		fprintf(gp, "\n");
	}
	fprintf(gp, "unset multiplot\n");
	fclose(gp);
	return gnuplot(pdir, "ablation.gp");
}

/* The miss ratio against the cache size, a panel per kind of references, a line per workload
 * and ISA (colour the workload, dashes and points the ISA), from table 10's rows. */
static int plot_caches(const struct bench_run *run, const char *pdir,
		       const struct bench_row **rows)
{
	FILE *dat = open_in(pdir, "miss_ratio.dat"), *gp;
	static const int points[] = { 7, 5, 9, 11, 13 };
	const char *ws[32];
	int n = select_rows(run, BT_REGEN, NULL, rows), m = 0, nws = 0;
	char sz[16];

	if (!dat)
		return -1;
	fprintf(dat, "# per workload and ISA: cache size (bytes), then the miss ratio of");
	for (int k = 0; k < METRIC_CURVE_KINDS; k++)
		fprintf(dat, " %s", metric_curve_kind(k));
	fprintf(dat, "\n");
	for (int i = 0; i < n; i++) {
		double v[METRIC_CURVE_KINDS][METRIC_CURVE_SIZES];

		if (!has_curves(rows[i]))
			continue;
		rows[m++] = rows[i];
		fprintf(dat, "# %s %s\n", rows[i]->workload, rows[i]->isa);
		for (int k = 0; k < METRIC_CURVE_KINDS; k++)
			curve_of(rows[i], k, v[k]);
		for (int s = 0; s < METRIC_CURVE_SIZES; s++) {
			fprintf(dat, "%llu", METRIC_CURVE_MIN << s);
			for (int k = 0; k < METRIC_CURVE_KINDS; k++)
				fprintf(dat, " %.6g", v[k][s]);
			fprintf(dat, "\n");
		}
		fprintf(dat, "\n\n");
	}
	fclose(dat);
	if (!m)
		return 0;
	gp = open_in(pdir, "miss_ratio.gp");
	if (!gp)
		return -1;
	fprintf(gp, "# miss ratio against cache size, by kind of reference (aex bench)\n"
		"set terminal pngcairo size 1800,600 font ',10'\n"
		"set output '%s/../miss_ratio.png'\n"
		"cd '%s'\n"
		"set multiplot layout 1,%d title 'Miss ratio against cache size (fully associative "
		"LRU, %d-byte blocks)'\n"
		"set logscale x 2\nset logscale y\nset grid\nset format y '%%g'\n"
		"set xlabel 'cache size (bytes)'\nset ylabel 'miss ratio'\nset xtics (",
		pdir, pdir, METRIC_CURVE_KINDS, METRIC_CURVE_BSIZE);
	for (int s = 0; s < METRIC_CURVE_SIZES; s += 2)
		fprintf(gp, "%s'%s' %llu", s ? ", " : "", curve_size(s, false, sz, sizeof sz),
			METRIC_CURVE_MIN << s);
	fprintf(gp, ")\n");
	for (int k = 0; k < METRIC_CURVE_KINDS; k++) {
		fprintf(gp, "set title '%s'\n%s\nplot ", metric_curve_kind(k),
			k ? "unset key" : "set key top right font ',8' spacing 0.9");
		for (int i = 0; i < m; i++) {
			const char *isas[8];
			int w, a, nisa = isas_of(run, BT_REGEN, isas);

			for (w = 0; w < nws && strcmp(ws[w], rows[i]->workload) != 0; w++)
				;
			if (w == nws && nws < 32)
				ws[nws++] = rows[i]->workload;
			for (a = 0; a < nisa && strcmp(isas[a], rows[i]->isa) != 0; a++)
				;
			/* a ratio of 0 has no place on a logarithmic axis */
			fprintf(gp, "%s'miss_ratio.dat' index %d using 1:($%d > 0 ? $%d : 1/0) "
				"with linespoints lw 1.5 lc %d dt %d pt %d ps 0.8 title '%s %s'",
				i ? ", \\\n     " : "", i, 2 + k, 2 + k, 1 + w % 8, 1 + a % 5,
				points[a % 5], rows[i]->workload, rows[i]->isa);
		}
		fprintf(gp, "\n");
	}
	fprintf(gp, "unset multiplot\n");
	fclose(gp);
	return gnuplot(pdir, "miss_ratio.gp");
}

/* The plots and their section of REPORT.md; false when gnuplot failed for one that had
 * data. */
static bool plots_section(FILE *md, const struct bench_run *run, const struct bench_row **rows,
			  const char *pdir)
{
	static const struct {
		int (*fn)(const struct bench_run *, const char *, const struct bench_row **);
		const char *md;
	} plots[] = {
		{ plot_placement,
		  "![bytes per reference vs slowdown](bytes_per_ref_vs_slowdown.png)\n\nBytes "
		  "per data reference against the instruction ratio (left) and the wall ratio "
		  "(right), one series per ISA and placement (table 3).\n\n" },
		{ plot_sizes,
		  "![trace sizes](trace_sizes.png)\n\nThe full trace at 5 bytes per address, the "
		  "event trace, and the event trace after gzip -1 and zstd, per workload and ISA, "
		  "on a logarithmic scale (table 2).\n\n" },
		{ plot_ablation,
		  "![ablation](ablation.png)\n\nBytes per data reference (left) and the "
		  "instruction ratio (right) with every technique off, each one off alone, and all "
		  "on, per workload and ISA (table 7).\n\n" },
		{ plot_caches,
		  "![miss ratio](miss_ratio.png)\n\nThe miss ratio of fully associative LRU caches "
		  "against their size, for instruction fetches, data references and both, a line "
		  "per workload and ISA, on logarithmic scales (table 10).\n\n" },
		{ plot_continuum,
		  "![continuum](continuum.png)\n\nBytes per data reference of the full trace, "
		  "the abstract-execution event trace and the replay log, each raw and after zstd, "
		  "per workload and ISA, on a logarithmic scale (table 11).\n\n" },
	};
	char *abs;
	bool ok = true, any = false;

	util_mkdirs(pdir);
	abs = realpath(pdir, NULL);
	if (!abs) {
		util_error("%s: %s", pdir, strerror(errno));
		return false;
	}
	fprintf(md, "## Plots\n\n");
	for (size_t p = 0; p < NELEM(plots); p++) {
		int rc = plots[p].fn(run, abs, rows);

		if (rc > 0)
			fprintf(md, "%s", plots[p].md);
		any |= rc > 0;
		ok &= rc >= 0;
	}
	if (!any)
		fprintf(md, "No plot: gnuplot failed or no configuration fed one.\n\n");
	fprintf(md, "The gnuplot scripts and their data are in `plots/`.\n\n");
	free(abs);
	return ok;
}

/* ---- runs.csv ------------------------------------------------------------------------------ */

/* The metrics of runs.csv, in its columns' order (struct metric_desc.csv), into ids; returns
 * their number. */
static int run_fields(enum metric_id *ids)
{
	int n = 0;

	for (int col = 1; col <= M_COUNT; col++)
		for (int i = 0; i < M_COUNT; i++)
			if (metric_desc[i].csv == col)
				ids[n++] = (enum metric_id)i;
	return n;
}

static void runs_csv(FILE *f, const struct bench_run *run)
{
	enum metric_id ids[M_COUNT];
	int n = run_fields(ids);

	fprintf(f, "isa,workload,size,placement,strategy,techniques,tables,status,seconds");
	for (int k = 0; k < n; k++)
		fprintf(f, ",%s", metric_desc[ids[k]].key);
	fprintf(f, "\n");
	for (int i = 0; i < run->nrows; i++) {
		const struct bench_row *r = &run->rows[i];
		char tb[64];

		fprintf(f, "%s,%s,%s,%s,%s,%s,%s,%s", r->isa, r->workload, r->size, r->placement,
			r->strategy, r->techniques, bench_tables_str(r->tables, tb, sizeof tb),
			bench_ok(r) ? "ok" : "failed");
		csv_num(f, r->secs);
		for (int k = 0; k < n; k++) {
			const char *str = bench_str(r, ids[k]);

			if (metric_desc[ids[k]].type == MT_STR)
				csv_str(f, str ? str : "");
			else
				csv_num(f, N(r, ids[k]));
		}
		fprintf(f, "\n");
	}
}

int bench_report(const struct bench_run *run)
{
	const struct bench_row **rows = util_xmalloc(sizeof *rows * (size_t)(run->nrows + 1));
	static const struct {
		unsigned table;
		const char *csv;
		void (*fn)(FILE *, FILE *, const struct bench_run *, const struct bench_row **);
	} tables[] = {
		{ BT_FIG11, "table1_fig11.csv", table_fig11 },
		{ BT_LARUS, "table2_larus.csv", table_larus },
		{ BT_PLACEMENT, "table3_placement.csv", table_placement },
		{ BT_STRATEGY, "table4_strategy.csv", table_strategy },
		{ BT_REGEN, "table5_regen.csv", table_regen },
		{ BT_FIG11 | BT_LARUS, "table6_causes.csv", table_causes },
		{ BT_ABLATION, "table7_ablation.csv", table_ablation },
		{ BT_PROCESSES, "table8_processes.csv", table_processes },
		{ BT_REGEN, "table9_windows.csv", table_windows },
		{ BT_REGEN, "table10_caches.csv", table_caches },
		{ BT_CONTINUUM, "table11_continuum.csv", table_continuum },
	};
	char *pdir = util_xasprintf("%s/plots", run->outdir);
	FILE *md = open_in(run->outdir, "REPORT.md"), *f;
	int rc = 0, nfail = 0;
	bool plots_ok;

	if (!md) {
		free(rows);
		free(pdir);
		return -1;
	}
	header(md, run);
	for (size_t t = 0; t < NELEM(tables); t++) {
		bool any = false;

		for (int i = 0; i < run->nrows; i++)
			any |= (run->rows[i].tables & tables[t].table) != 0;
		if (!any)
			continue;
		f = open_in(run->outdir, tables[t].csv);
		if (!f) {
			rc = -1;
			continue;
		}
		tables[t].fn(md, f, run, rows);
		fprintf(md, "CSV: [`%s`](%s).\n\n", tables[t].csv, tables[t].csv);
		fclose(f);
	}
	f = open_in(run->outdir, "runs.csv");
	if (f) {
		runs_csv(f, run);
		fclose(f);
	} else {
		rc = -1;
	}

	plots_ok = !run->plots || plots_section(md, run, rows, pdir);

	for (int i = 0; i < run->nrows; i++)
		nfail += !bench_ok(&run->rows[i]);
	if (nfail) {
		fprintf(md, "## Failures\n\n| configuration | status | log |\n|---|---|---|\n");
		for (int i = 0; i < run->nrows; i++) {
			const struct bench_row *r = &run->rows[i];

			if (bench_ok(r))
				continue;
			fprintf(md, "| %s %s %s %s %s%s%s | %s | `%s` |\n", r->isa, r->workload,
				r->size, r->placement, r->strategy,
				strcmp(r->techniques, "all") ? " " : "",
				strcmp(r->techniques, "all") ? r->techniques : "",
				!r->json ? "no result"
				: N(r, M_IDENTICAL) != 1 ? "traces not identical"
							 : "outputs differ",
				r->log ? r->log : "");
		}
		fprintf(md, "\n");
	}
	if (fclose(md) != 0)
		rc = -1;
	if (!plots_ok && nfail < run->nrows)
		util_warn("%s: some plots are missing (is gnuplot installed?)", pdir);
	free(pdir);
	free(rows);
	return rc;
}

const int bench_table_numbers[BT_COUNT] = { 1, 2, 3, 4, 5, 7, 8, 11 };

const char *bench_tables_str(unsigned tables, char *buf, size_t n)
{
	size_t len = 0;

	buf[0] = '\0';
	for (int t = 0; t < BT_COUNT; t++)
		if ((tables & (1u << t)) && len < n)
			len += (size_t)snprintf(buf + len, n - len, "%s%d", len ? " " : "",
						bench_table_numbers[t]);
	return buf;
}

void bench_row_json(struct bench_row *r, char *json)
{
	bench_row_json_free(r);
	r->json = json;
	if (json) {
		r->m = util_xmalloc(sizeof *r->m);
		metric_parse_json(json, r->m);
	}
}

void bench_row_json_free(struct bench_row *r)
{
	free(r->json);
	r->json = NULL;
	if (r->m)
		metric_set_free(r->m);
	free(r->m);
	r->m = NULL;
}

double bench_num(const struct bench_row *r, enum metric_id id)
{
	return r->m ? metric_num(r->m, id) : NAN;
}

const char *bench_str(const struct bench_row *r, enum metric_id id)
{
	return r->m ? metric_str(r->m, id) : NULL;
}

bool bench_ok(const struct bench_row *r)
{
	return r->status == 0 && bench_num(r, M_IDENTICAL) == 1 && bench_num(r, M_TRANSPARENT) == 1;
}

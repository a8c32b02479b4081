/* test_bench.c — `aex bench`: the quick benchmark runs every table's configurations at size
 * small, all identical, and writes REPORT.md, the CSVs with their stable columns, runs.csv and
 * the PNG plots; --report-only writes the same tables again from the kept results; the plan
 * and the refusals of bad selections; the miss ratios read from a regenerator's curves and
 * table 10 written from canned metrics. */
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "report.h"
#include "testutil.h"
#include "util.h"

/* Lines of text, the header included. */
static int lines(const char *text)
{
	int n = 0;

	for (const char *p = text; *p; p++)
		n += *p == '\n';
	return n;
}

/* The value of column col (0-based) of a CSV line, copied into buf. */
static const char *field(const char *line, int col, char *buf, size_t n)
{
	size_t k = 0;

	for (; col > 0 && *line && *line != '\n'; line++)
		col -= *line == ',';
	while (*line && *line != ',' && *line != '\n' && k + 1 < n)
		buf[k++] = *line++;
	buf[k] = '\0';
	return buf;
}

/* Index of a column in a CSV header line, or -1. */
static int column(const char *header, const char *name)
{
	char buf[64];

	for (int c = 0; c < 200; c++) {
		field(header, c, buf, sizeof buf);
		if (!buf[0])
			return -1;
		if (strcmp(buf, name) == 0)
			return c;
	}
	return -1;
}

/* Whether the table numbers of runs.csv's "tables" field ("1 2 5", "11") hold table t. */
static bool in_tables(const char *list, int t)
{
	for (const char *p = list; *p;) {
		char *end;
		long v = strtol(p, &end, 10);

		if (end == p)
			p++;
		else if (v == t)
			return true;
		else
			p = end;
	}
	return false;
}

static char *read_in(const char *dir, const char *name)
{
	char *path = util_xasprintf("%s/%s", dir, name), *text = util_read_file(path, NULL);

	cr_assert(text != NULL, "%s is missing", path);
	free(path);
	return text;
}

Test(bench, quick, .timeout = 3600)
{
	char *dir = util_xasprintf("%s/build/tests/bench", AEX_SRCDIR);
	/* make check leaves pdp on RV32IM (555 M instructions at size small, through rt's
	 * software floating point) to make check-full: one row less in tables 2, 5 and 6 */
	int less = test_full() ? 0 : 1;
	char *cmd = util_xasprintf("rm -rf %s && %s bench --quick --reps 1 %s %s -o %s 2>&1",
				   dir, AEX_BIN, test_regen(),
				   less ? "--exclude riscv32:pdp" : "", dir);
	char *out = NULL, *md, *runs, *t3, *t3again, *png;
	static const char *const csvs[][2] = {
		{ "table1_fig11.csv", "isa,workload,size,untraced_s,untraced_min_s,untraced_max_s,"
				      "dummy_s," },
		{ "table2_larus.csv", "isa,workload,size,program_s,traced_s,overhead_s," },
		{ "table3_placement.csv", "isa,workload,size,placement,strategy,bytes_per_ref,"
					  "witness_bytes_per_ref,value_bytes_per_ref," },
		{ "table4_strategy.csv", "isa,workload,size,placement,strategy,bytes_per_ref," },
		{ "table5_regen.csv", "isa,workload,size,addresses,golden_canon_s,golden_addrs_per_s,"
				      "regen_canon_s," },
		{ "table6_causes.csv", "isa,workload,size,placement,strategy,bytes_per_ref,witness,"
				       "marker,value_load,value_call,value_entry,value_target," },
		{ "table7_ablation.csv", "isa,workload,size,placement,strategy,techniques,"
					 "bytes_per_ref,zstd_bytes_per_ref," },
		{ "table8_processes.csv", "isa,workload,size,placement,strategy,process,"
					  "golden_insns,data_refs,event_bytes,bytes_per_ref," },
		{ "table9_windows.csv", "isa,workload,size,insns,regen_null_s,index_s,first_pct_s,"
					"middle_pct_s,last_pct_s,last_pct_over_whole,workers" },
		{ "table10_caches.csv", "isa,workload,size,kind,m_1k,m_2k,m_4k,m_8k,m_16k,m_32k,"
					"m_64k,m_128k,m_256k,m_512k,m_1m,m_2m,m_4m,sim_s,"
					"sim_refs_per_s,regen_addrs_per_s,curve_s,curve_over_sim\n" },
		{ "table11_continuum.csv", "isa,workload,size,data_refs,full_bytes,full_bytes_zstd,"
					   "ae_event_bytes," },
	};
	/* quick: 3 ISAs x 3 workloads x 3 placements (table 3), 7 workloads at tree per ISA
	 * (tables 1, 2, 5, 6; 3 of them shared with table 3), steal x 9 on MIPS and RV32IM
	 * (table 4, with their reserved rows), and 3 ISAs x egrep x 8 technique lists and the
	 * tree trained on its small input (table 7; "all" shared with table 3; the ablation of li
	 * and cc is checked by make check-full),
	 * and 3 ISAs x cc-make, pipeline and forks (table 8: a line for the run and one for each
	 * of its 4, 4 and 31 processes); table 10 a line for each kind of reference (3) of the
	 * rows of table 2; table 11 the replay of li, cc and egrep on the 3 ISAs. Of them, those
	 * pdp on RV32IM makes (left out by make check) */
	static const int rows[] = { 9, 21, 27, 36, 21, 21, 27, 126, 21, 63, 9 };
	static const int pdp_rows[] = { 0, 1, 0, 0, 1, 1, 0, 0, 1, 3, 0 };
	int rc = test_sh(cmd, &out);

	cr_assert_eq(rc, 0, "aex bench --quick exited %d\n%s", rc, out);
	md = read_in(dir, "REPORT.md");
	cr_expect(strstr(md, "every one traced identically") != NULL, "%s", md);
	cr_expect(strstr(md, " by `aex bench --quick --reps 1 ") != NULL,
		  "REPORT.md does not give the command as typed");
	for (int t = 1; t <= 11; t++) {
		char *h = util_xasprintf("\n## %d. ", t);
		cr_expect(strstr(md, h) != NULL, "REPORT.md lacks table %d", t);
		free(h);
	}
	cr_expect(strstr(md, "M&S 1994") && strstr(md, "Larus 1990") && strstr(md, "| machine |"),
		  "REPORT.md lacks the papers' rows or the machine");
	{
		/* the report says how the regenerators were compiled, as they were */
		const char *r = getenv("AEX_TEST_REGEN");
		char *how = util_xasprintf("| regenerators | compiled by %s (", r && *r ? r : "tcc");

		cr_expect(strstr(md, how) != NULL, "REPORT.md lacks '%s'", how);
		free(how);
	}
	for (size_t i = 0; i < sizeof csvs / sizeof csvs[0]; i++) {
		char *text = read_in(dir, csvs[i][0]);

		cr_expect(strncmp(text, csvs[i][1], strlen(csvs[i][1])) == 0, "%s: header %.200s",
			  csvs[i][0], text);
		cr_expect_eq(lines(text), rows[i] + 1 - pdp_rows[i] * less, "%s: %d lines",
			     csvs[i][0], lines(text));
		free(text);
	}
	/* runs.csv: every configuration ok, witness and value bytes add up to the event bytes */
	runs = read_in(dir, "runs.csv");
	cr_expect_eq(lines(runs), 100 - less, "runs.csv: %d lines", lines(runs));
	{
		int ev = column(runs, "event_bytes"), wi = column(runs, "witness_bytes");
		int va = column(runs, "value_bytes"), st = column(runs, "status");
		int mk = column(runs, "marker_bytes");
		int gz = column(runs, "event_bytes_gzip"), du = column(runs, "wall_dummy_s");
		int tb = column(runs, "tables"), si = column(runs, "sim_s");
		int cu = column(runs, "curve_unified");

		cr_assert(ev > 0 && wi > 0 && va > 0 && st > 0 && gz > 0 && du > 0 && mk > 0 &&
			  tb > 0 && si > 0 && cu > si, "%.400s", runs);
		for (const char *l = strchr(runs, '\n') + 1; *l; l = strchr(l, '\n') + 1) {
			char b[4][40];

			cr_expect_str_eq(field(l, st, b[0], sizeof b[0]), "ok", "%.200s", l);
			cr_expect_eq(strtoull(field(l, wi, b[1], sizeof b[1]), NULL, 10) +
					     strtoull(field(l, va, b[2], sizeof b[2]), NULL, 10) +
					     strtoull(field(l, mk, b[0], sizeof b[0]), NULL, 10),
				     strtoull(field(l, ev, b[3], sizeof b[3]), NULL, 10), "%.200s", l);
			/* the full timing (dummy runs, gzip -1) for the rows of tables 1, 2 and 5,
			 * and only for them */
			field(l, tb, b[0], sizeof b[0]);
			if (in_tables(b[0], 1) || in_tables(b[0], 2) || in_tables(b[0], 5)) {
				cr_expect(strtoull(field(l, gz, b[1], sizeof b[1]), NULL, 10) > 0,
					  "%.200s", l);
				cr_expect(strtod(field(l, du, b[1], sizeof b[1]), NULL) > 0, "%.200s",
					  l);
			} else {
				cr_expect_str_eq(field(l, gz, b[1], sizeof b[1]), "", "%.200s", l);
				cr_expect_str_eq(field(l, du, b[1], sizeof b[1]), "", "%.200s", l);
			}
			/* --caches ran for the rows of table 2 (runs.csv's tables: "1 2 3 ..."),
			 * and only for them; its curves are the last columns, quoted */
			if (in_tables(field(l, tb, b[0], sizeof b[0]), 2))
				cr_expect(strtod(field(l, si, b[1], sizeof b[1]), NULL) > 0 &&
					  strstr(l, ",\"0.") != NULL, "%.300s", l);
			else
				cr_expect_str_eq(field(l, si, b[1], sizeof b[1]), "", "%.300s", l);
		}
	}
	/* the ablation: on MIPS every technique off costs bytes on its workload */
	{
		char *t7 = read_in(dir, "table7_ablation.csv"), b[3][40];
		int te = column(t7, "techniques"), vs = column(t7, "bytes_per_ref_vs_all"), n = 0;

		cr_assert(te > 0 && vs > 0, "%.300s", t7);
		for (const char *l = strchr(t7, '\n') + 1; *l; l = strchr(l, '\n') + 1) {
			if (strcmp(field(l, 0, b[0], sizeof b[0]), "mips") != 0 ||
			    strcmp(field(l, te, b[1], sizeof b[1]), "none") != 0)
				continue;
			n++;
			cr_expect(strtod(field(l, vs, b[2], sizeof b[2]), NULL) > 1.05, "%.200s", l);
		}
		cr_expect_eq(n, 1, "%s", t7);
		free(t7);
	}
	for (int i = 0; i < 5; i++) {
		static const char *const pngs[] = { "bytes_per_ref_vs_slowdown.png",
						    "trace_sizes.png", "ablation.png",
						    "miss_ratio.png", "continuum.png" };
		size_t len = 0;
		char *p = util_xasprintf("%s/%s", dir, pngs[i]);

		png = util_read_file(p, &len);
		cr_expect(png && len > 1000 && memcmp(png, "\x89PNG", 4) == 0, "%s", p);
		free(png);
		free(p);
	}
	/* the same tables again from the kept results */
	t3 = read_in(dir, "table3_placement.csv");
	free(out);
	free(cmd);
	cmd = util_xasprintf("%s bench --quick -o %s --report-only 2>&1", AEX_BIN, dir);
	rc = test_sh(cmd, &out);
	cr_expect_eq(rc, 0, "%s", out);
	t3again = read_in(dir, "table3_placement.csv");
	cr_expect_str_eq(t3again, t3);
	free(t3);
	free(t3again);
	free(runs);
	free(md);
	free(out);
	free(cmd);
	free(dir);
}

Test(bench, plan)
{
	char *cmd = util_xasprintf("%s bench --list 2>&1", AEX_BIN), *out = NULL;

	cr_assert_eq(test_sh(cmd, &out), 0, "%s", out);
	/* per ISA: 7 paper rows (tables 1, 2, 5), 9 small ones (tables 3, 4), 27 more for table
	 * 7 (7 technique lists besides all, trained on 2 sizes, for 3 workloads), 3 for table 8;
	 * 9 steal rows (table 4) on MIPS and RV32IM; 7 replay rows at paper (table 11) */
	cr_expect_eq(lines(out), 177, "%s", out);
	cr_expect(strstr(out, "sparc compress paper replay reserved  tables 11\n") != NULL, "%s",
		  out);
	cr_expect(strstr(out, "mips cc small tree reserved train-paper  tables 7\n") != NULL, "%s",
		  out);
	cr_expect(strstr(out, "riscv32 egrep small cbranch steal  tables 4\n") != NULL, "%s", out);
	cr_expect(strstr(out, "riscv32 pipeline small tree reserved  tables 8\n") != NULL, "%s",
		  out);
	cr_expect(strstr(out, "mips cc-make paper tree reserved  tables 8\n") != NULL, "%s", out);
	cr_expect(strstr(out, "sparc forks small tree reserved  tables 8\n") != NULL, "%s", out);
	cr_expect(strstr(out, "mips li paper tree reserved  tables 1 2 5\n") != NULL, "%s", out);
	cr_expect(strstr(out, "mips li small tree reserved  tables 3 4 7\n") != NULL, "%s", out);
	cr_expect(strstr(out, "sparc egrep small tree reserved no-narrow  tables 7\n") != NULL,
		  "%s", out);
	cr_expect(strstr(out, "sparc pdp paper tree reserved  tables 2 5\n") != NULL, "%s", out);
	cr_expect(strstr(out, "mips egrep small cbranch steal  tables 4\n") != NULL, "%s", out);
	cr_expect(strstr(out, "sparc li small tree steal") == NULL, "%s", out);
	free(out);
	free(cmd);
	/* --exclude leaves out a workload on one ISA, or on all */
	cmd = util_xasprintf("%s bench --list --exclude riscv32:pdp,li 2>&1", AEX_BIN);
	cr_assert_eq(test_sh(cmd, &out), 0, "%s", out);
	cr_expect(!strstr(out, "riscv32 pdp") && !strstr(out, " li ") &&
		  strstr(out, "mips pdp paper tree reserved  tables 2 5\n") &&
		  strstr(out, "riscv32 egrep small cbranch steal  tables 4\n"), "%s", out);
	free(out);
	free(cmd);
	/* a selection replaces that dimension in every table: one row (and no trained ones: blocks
	 * has no tree to weigh) */
	cmd = util_xasprintf("%s bench --list -i sparc -w cc -s paper --placement blocks 2>&1",
			     AEX_BIN);
	cr_assert_eq(test_sh(cmd, &out), 0, "%s", out);
	cr_expect_str_eq(out, "sparc cc paper blocks reserved  tables 1 2 3 5 7 8\n"
			      "sparc cc paper blocks reserved none  tables 7\n"
			      "sparc cc paper blocks reserved no-narrow  tables 7\n"
			      "sparc cc paper blocks reserved no-decide  tables 7\n"
			      "sparc cc paper blocks reserved no-pass  tables 7\n"
			      "sparc cc paper blocks reserved no-cut  tables 7\n"
			      "sparc cc paper blocks reserved no-slots  tables 7\n"
			      "sparc cc paper blocks reserved no-hoist  tables 7\n");
	free(out);
	free(cmd);
}

Test(bench, bad_selections)
{
	static const char *const bad[][2] = {
		{ "--size huge", "--size: unknown 'huge'" },
		{ "-w nosuch", "nosuch" },
		{ "-i vax", "vax" },
		{ "--quick --size paper", "--quick is --size small" },
		{ "--reps 0", "--reps wants" },
		{ "--regen-opt 7", "--regen-opt wants" },
		{ "--regen-cc cc", "--regen-cc wants" },
		{ "--exclude vax:li", "unknown ISA 'vax'" },
		{ "--exclude mips:nosuch", "unknown workload 'nosuch'" },
		{ "-i sparc -w cc --exclude cc", "leaves no configuration" },
		{ "-i sparc --strategy steal", "none of the chosen ISAs has it" },
		{ "stray", "unexpected argument" },
	};

	for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
		char *cmd = util_xasprintf("%s bench --list %s 2>&1", AEX_BIN, bad[i][0]);
		char *out = NULL;
		int rc = test_sh(cmd, &out);

		cr_expect_eq(rc, 2, "%s: exit %d\n%s", bad[i][0], rc, out);
		cr_expect(strstr(out, bad[i][1]) != NULL, "%s: %s", bad[i][0], out);
		free(out);
		free(cmd);
	}
}

/* The curves of a regenerator's --format sim --curve statistics (egrep small, MIPS), read
 * into check's miss ratios: misses over accesses, 6 decimals, one a size. */
Test(bench, curve_ratios)
{
	static const char dump[] =
		"curve instr 1937880 13 1024 2048 4096 8192 16384 32768 65536 131072 262144 524288 "
		"1048576 2097152 4194304 14114 1862 522 389 385 385 385 385 385 385 385 385 385 20 "
		"1482000 401609 8427 29051 981 1698 12252 1340 133 4 0 0 0 0 0 0 0 0 0 385\n"
		"curve data 480569 13 1024 2048 4096 8192 16384 32768 65536 131072 262144 524288 "
		"1048576 2097152 4194304 32480 16012 9704 7950 911 859 859 859 859 859 859 859 859 "
		"20 13386 238420 58813 65380 39633 32457 16468 6308 1754 7039 52 0 0 0 0 0 0 0 0 "
		"859\n"
		"curve unified 0 2 1024 2048 0 0 0\n";
	char out[512], small[40];

	cr_expect_eq(check_curve_ratios(dump, "instr", out, sizeof out), 13);
	cr_expect_str_eq(out, "0.007283,0.000961,0.000269,0.000201,0.000199,0.000199,0.000199,"
			      "0.000199,0.000199,0.000199,0.000199,0.000199,0.000199");
	cr_expect_eq(check_curve_ratios(dump, "data", out, sizeof out), 13);
	cr_expect_str_eq(out, "0.067587,0.033319,0.020193,0.016543,0.001896,0.001787,0.001787,"
			      "0.001787,0.001787,0.001787,0.001787,0.001787,0.001787");
	/* no accesses of that kind: no ratio */
	cr_expect_eq(check_curve_ratios(dump, "unified", out, sizeof out), 2);
	cr_expect_str_eq(out, "nan,nan");
	/* a curve missing, a name that only starts like one, a line cut short, no room */
	cr_expect_eq(check_curve_ratios(dump, "all", out, sizeof out), -1);
	cr_expect_eq(check_curve_ratios(dump, "inst", out, sizeof out), -1);
	cr_expect_eq(check_curve_ratios("curve data 10 3 1024 2048 4096 1 2\n", "data", out,
					sizeof out), -1);
	cr_expect_eq(check_curve_ratios("curve data 10 2 1024 x 1 2\n", "data", out, sizeof out),
		     -1);
	cr_expect_eq(check_curve_ratios(dump, "instr", small, sizeof small), -1);
	cr_expect_eq(check_curve_ratios("", "instr", out, sizeof out), -1);
}

/* A canned configuration of table 2 (and 5, 9, 10) as aex check --json gives it. */
static void canned_row(struct bench_row *r, const char *workload, const char *isa,
		       const char *curves)
{
	*r = (struct bench_row){ .isa = isa, .workload = workload, .size = "small",
				 .placement = "tree", .strategy = "reserved", .techniques = "all",
				 .tables = BT_LARUS | BT_REGEN, .status = 0, .secs = 1 };
	bench_row_json(r, util_xasprintf(
		"{\"isa\": \"%s\", \"workload\": \"%s\", \"size\": \"small\", \"identical\": true, "
		"\"transparent\": true, \"golden_insns\": 1937880, \"golden_reads\": 466346, "
		"\"golden_writes\": 14223, \"regen_s\": 0.0097, \"regen_addrs_per_s\": 249324639, "
		"\"processes\": 1, \"regen_cc\": \"tcc\"%s}", isa, workload, curves));
}

/* Table 10 and its CSV from canned metrics: a line per kind, the ratios of each size, the
 * speeds; a configuration without the curves (several processes) left out; runs.csv quotes
 * the curves. */
Test(bench, report_caches)
{
	char *dir = util_xasprintf("%s/build/tests/bench-caches", AEX_SRCDIR), *cmd, *md, *csv;
	static const char head[] = "isa,workload,size,kind,m_1k,m_2k,m_4k,m_8k,m_16k,m_32k,m_64k,"
				   "m_128k,m_256k,m_512k,m_1m,m_2m,m_4m,sim_s,sim_refs_per_s,"
				   "regen_addrs_per_s,curve_s,curve_over_sim\n";
	char *runs, b[64];
	struct bench_row rows[3];
	const char *l;
	int ci;

	setenv("AEX_ROOT", AEX_SRCDIR, 1);
	cmd = util_xasprintf("rm -rf %s && mkdir -p %s", dir, dir);
	cr_assert_eq(test_sh(cmd, NULL), 0);
	canned_row(&rows[0], "egrep", "mips",
		   ", \"sim_s\": 0.0200, \"sim_refs_per_s\": 161229933, \"curve_s\": 0.0300, "
		   "\"curve_instr\": \"0.007283,0.000961,0.000269,0.000201,0.000199,0.000199,"
		   "0.000199,0.000199,0.000199,0.000199,0.000199,0.000199,0.000199\", "
		   "\"curve_data\": \"0.067587,0.033319,0.020193,0.016543,0.001896,0.001787,"
		   "0.001787,0.001787,0.001787,0.001787,0.001787,0.001787,0.001787\", "
		   "\"curve_unified\": \"0.025601,0.015260,0.006417,0.004196,0.000601,0.000518,"
		   "0.000514,0.000514,0.000514,0.000514,0.000514,0.000514,0.000514\"");
	canned_row(&rows[1], "li", "sparc",
		   ", \"sim_s\": 0.2000, \"sim_refs_per_s\": 100000000, \"curve_s\": 0.5000, "
		   "\"curve_instr\": \"0.1,0.09,0.08,0.07,0.06,0.05,0.04,0.03,0.02,0.01,0.001,0,"
		   "0\", \"curve_data\": \"0.2,0.19,0.18,0.17,0.16,0.15,0.14,0.13,0.12,0.11,0.1,"
		   "0.1,0.1\", "
		   "\"curve_unified\": \"0.3,0.2,0.1,0.05,0.02,0.01,0.005,0.002,0.001,0.001,0.001,"
		   "0.001,0.001\"");
	canned_row(&rows[2], "cc-make", "mips", "");
	cr_assert_eq(bench_report(&(struct bench_run){ .rows = rows, .nrows = 3, .reps = 1,
						       .outdir = dir, .command = "aex bench" }), 0);
	md = read_in(dir, "REPORT.md");
	csv = read_in(dir, "table10_caches.csv");
	cr_expect(strstr(md, "\n## 10. Caches: miss ratio against size\n") != NULL, "%s", md);
	cr_expect(strstr(md, "| egrep | small | instr | 0.00728 | 0.000269 | 0.000199 | 0.000199 "
			     "| 0.000199 | 0.000199 | 0.000199 | 0.02 s | 161.2 M | 249.3 M | "
			     "1.5× |\n") != NULL, "%s", md);
	cr_expect(strstr(md, "|  |  | unified | 0.0256 | 0.00642 | 0.000601 | 0.000514 |") != NULL,
		  "%s", md);
	/* the interpretation is the data's: the ranges, the largest working set */
	cr_expect(strstr(md, "The unified miss ratio is 0.0256–0.3 at 1K and 0.000514–0.001 at "
			     "4M; each configuration's curve comes within 10 % of its 4M value at "
			     "32K to 256K (li on sparc the largest).") != NULL, "%s", md);
	cr_expect(strstr(md, "Configurations of table 2 without cache figures") != NULL, "%s", md);
	cr_expect(strstr(md, "CSV: [`table10_caches.csv`]") != NULL, "%s", md);
	cr_expect(strncmp(csv, head, strlen(head)) == 0, "%s", csv);
	cr_expect_eq(lines(csv), 7, "%s", csv);
	cr_expect(strstr(csv, "\nmips,egrep,small,data,0.067587,0.033319,0.020193,0.016543,"
			      "0.001896,0.001787,0.001787,0.001787,0.001787,0.001787,0.001787,"
			      "0.001787,0.001787,0.02,161229933,249324639,0.03,1.5\n") != NULL,
		  "%s", csv);
	cr_expect(strstr(csv, "\nsparc,li,small,instr,0.1,0.09,") != NULL, "%s", csv);
	cr_expect(strstr(csv, "cc-make") == NULL, "%s", csv);
	/* runs.csv: the curves last, quoted */
	runs = read_in(dir, "runs.csv");
	ci = column(runs, "curve_instr");
	cr_expect(ci > 0 && column(runs, "curve_unified") == ci + 2 &&
		  column(runs, "sim_s") == ci - 3, "%.2000s", runs);
	l = strchr(runs, '\n') + 1;
	cr_expect(strstr(l, ",\"0.007283,0.000961,") != NULL, "%s", l);
	cr_expect_str_eq(field(l, ci - 3, b, sizeof b), "0.02");
	l = strchr(strchr(l, '\n') + 1, '\n') + 1;
	cr_expect(strncmp(l, "mips,cc-make,", 13) == 0 && strstr(l, ",,,,,,\n") != NULL, "%s", l);
	for (int i = 0; i < 3; i++)
		bench_row_json_free(&rows[i]);
	free(runs);
	free(csv);
	free(md);
	free(cmd);
	free(dir);
}

/* test_simcli.c — aex sim as a user runs it: the statistics of a regeneration in process
 * equal those of the golden traces, process by process and together, for a program that
 * forks (a hierarchy with every policy the model has, and the curves); Dinero IV's rows
 * for a hand-worked din trace, extended and traditional; bad configurations and bad input
 * refused with exit status 2 and Dinero IV's message or the file and line. */
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "testutil.h"

static char *sim_dir(const char *name)
{
	char *dir = util_xasprintf("%s/build/tests/simcli/%s", AEX_SRCDIR, name);

	cr_assert_eq(util_mkdirs(dir), 0);
	return dir;
}

/* Runs cmd; its standard output (exit status in *rc). */
static char *run(const char *cmd, int *rc)
{
	char *out = NULL;

	*rc = test_sh(cmd, &out);
	return out ? out : util_xstrdup("");
}

Test(simcli, regeneration_equals_golden_traces, .timeout = 600)
{
	static const char *const configs[] = {
		"-l1-isize 1k -l1-ibsize 16 -l1-dsize 512 -l1-dbsize 16 -l1-dassoc 2 "
		"-l1-dwback n -l1-dwalloc n -l2-usize 8k -l2-ubsize 32 -l2-uassoc 4 -l2-urepl f "
		"-l2-uccc",
		"-l1-usize 2k -l1-ubsize 32 -l1-uassoc 4 -l1-ufetch a -l1-uccc -l2-usize 16k "
		"-l2-ubsize 64 -l2-uassoc 64 -l2-ufetch m",
		"-l1-isize 256 -l1-ibsize 8 -l1-iassoc 32 -l1-ifetch t -l1-dsize 256 -l1-dbsize 8 "
		"-l1-drepl r -l1-dccc --seed 7 -stat-idcombine",
		"--curve --bsize 16 --min 256 --max 64k",
		"--curve --bsize 32 --assoc 2 --min 1k --max 32k --json",
	};
	char *dir = sim_dir("forks");
	char *cmd = util_xasprintf("rm -rf %1$s && %2$s build -i mips --placement tree %3$s -o %1$s "
				   "%4$s/workloads/micro/forks.c >%1$s.log 2>&1 && %2$s run %1$s "
				   ">/dev/null 2>&1 && %2$s golden %1$s >/dev/null 2>&1",
				   dir, AEX_BIN, test_regen(), AEX_SRCDIR);
	int rc;

	cr_assert_eq(test_sh(cmd, NULL), 0, "%s", cmd);
	free(cmd);
	for (size_t i = 0; i < sizeof configs / sizeof configs[0]; i++) {
		int rc2;
		char *a, *b;

		cmd = util_xasprintf("%s sim %s %s %s/events 2>&1", AEX_BIN, configs[i], dir, dir);
		a = run(cmd, &rc);
		cr_expect_eq(rc, 0, "%s\n%s", cmd, a);
		free(cmd);
		cmd = util_xasprintf("%s sim %s %s/golden.trace* 2>&1", AEX_BIN, configs[i], dir);
		b = run(cmd, &rc2);
		cr_expect_eq(rc2, 0, "%s\n%s", cmd, b);
		cr_expect_str_eq(a, b, "%s: the regeneration's statistics differ from the golden "
			      "traces'", configs[i]);
		cr_expect(strstr(a, "31 processes") || strstr(a, "\"all\""),
			  "%s: not every process:\n%s", configs[i], a);
		free(cmd);
		free(a);
		free(b);
	}
	free(dir);
}

/* One row's Total column. */
static double total(const char *out, const char *row)
{
	const char *p = strstr(out, row);

	cr_assert(p, "no row '%s' in\n%s", row, out);
	return strtod(p + strlen(row), NULL);
}

Test(simcli, hand_worked_din, .timeout = 60)
{
	/* A direct-mapped 64-byte cache of 16-byte blocks (4 sets), with classification:
	 *   r 0   miss (compulsory), block 0 in set 0
	 *   r 4   hit
	 *   w 40  miss (compulsory), block 4 in set 0 evicts block 0; write-allocate: a read of
	 *         the block below; dirty
	 *   r 0   miss: a fully associative cache of 4 blocks would hold it: conflict; evicts
	 *         block 4, dirty: 16 bytes written back
	 *   i 8   hit (the same block)
	 * 5 demand fetches, 3 misses (2 compulsory, 1 conflict), 48 bytes read below, and at
	 * the end nothing dirty left: 16 bytes written. */
	char *dir = sim_dir("din");
	char *x = util_xasprintf("%s/x.din", dir), *d = util_xasprintf("%s/d.din", dir);
	FILE *f = fopen(x, "w");
	char *cmd, *out, *out2;
	int rc;

	fputs("r 0 4\nr 4 4\nw 40 4\nr 0 4\ni 8 4\n", f);
	fclose(f);
	f = fopen(d, "w");
	fputs("0 0\n0 4\n1 40\n0 0\n2 8\n", f);
	fclose(f);
	cmd = util_xasprintf("%s sim -l1-usize 64 -l1-ubsize 16 -l1-uccc %s", AEX_BIN, x);
	out = run(cmd, &rc);
	cr_assert_eq(rc, 0, "%s\n%s", cmd, out);
	cr_expect_eq(total(out, " Demand Fetches\t\t"), 5);
	cr_expect_eq(total(out, " Demand Misses\t\t"), 3);
	cr_expect_eq(total(out, "   Compulsory misses\t"), 2);
	cr_expect_eq(total(out, "   Conflict misses\t"), 1);
	cr_expect_eq(total(out, "   Capacity misses\t"), 0);
	cr_expect_eq(total(out, " Bytes From Memory\t"), 48);
	cr_expect_eq(total(out, " Bytes To Memory\t"), 16);
	cr_expect(strstr(out, "  Demand miss rate\t      0.6000\t"), "%s", out);
	free(cmd);
	/* the traditional form (told apart by its first record): the same statistics */
	cmd = util_xasprintf("%s sim -l1-usize 64 -l1-ubsize 16 -l1-uccc %s", AEX_BIN, d);
	out2 = run(cmd, &rc);
	cr_assert_eq(rc, 0, "%s\n%s", cmd, out2);
	cr_expect_str_eq(strstr(out, "---Simulation begins"), strstr(out2, "---Simulation begins"));
	free(cmd);
	free(out);
	free(out2);
	free(x);
	free(d);
	free(dir);
}

Test(simcli, refusals, .timeout = 60)
{
	static const struct {
		const char *args, *says;
	} cases[] = {
		{ "-l1-usize 3000 -l1-ubsize 32 X", "arg must be power of 2" },
		{ "-l1-usize 1k -l1-ubsize 32 -l1-uassoc 64 X", "size < blocksize * associativity" },
		{ "-l1-usize 8k -l1-ubsize 32 -l1-urepl x X", "replacement policy unrecognized" },
		{ "-l1-usize 8k -l1-ubsize 32 -l1-ufetch q X", "fetch policy unrecognized" },
		{ "-l1-usize 8k X", "block size must be specified" },
		{ "-l1-isize 8k -l1-ibsize 32 X", "no d cache" },
		{ "-l1-usize 8k -l1-ubsize 32 -l2-isize 64k -l2-ibsize 32 -l2-dsize 64k "
		  "-l2-dbsize 32 X", "level 1 cache is unified, level 2 is not" },
		{ "-l1-isize 8k -l1-ibsize 32 -l1-iwalloc n -l1-dsize 8k -l1-dbsize 32 X",
		  "icache cannot have write allocate policy" },
		{ "-l1-usize 8k -l1-ubsize 32 -l1-usbsize 16 X", "sub-blocks are not supported" },
		{ "-l1-usize 8k -l1-ubsize 32 -l1-uassoc X", "bad option" },
		{ "-l1-usize 8k -l1-ubsize 32 -flushcount 10 X", "-flushcount is not supported" },
		{ "-l1-usize 8k -l1-ubsize 32 -frobnicate X", "unknown option '-frobnicate'" },
		{ "--curve --bsize 24 X", "block size must be a power of two" },
		{ "--curve --min 8k --max 4k X", "the smallest first" },
		{ "-l1-usize 8k -l1-ubsize 32", "give a trace" },
		{ "-l1-usize 8k -l1-ubsize 32 BAD", "BAD:2: error: unknown access type 'q'" },
		{ "-l1-usize 8k -l1-ubsize 32 -informat d BAD", "BAD:1: error: a din record's "
								 "label" },
		{ "-l1-usize 8k -l1-ubsize 32 CB", "CB:1: error: copy-back and invalidation" },
		{ "-l1-usize 8k -l1-ubsize 32 NOSIZE", "NOSIZE:1: error: no size" },
	};
	char *dir = sim_dir("refusals");
	char *bad = util_xasprintf("%s/BAD", dir), *cb = util_xasprintf("%s/CB", dir);
	char *ns = util_xasprintf("%s/NOSIZE", dir);
	FILE *f = fopen(bad, "w");

	fputs("r 10 4\nq 10 4\n", f);
	fclose(f);
	f = fopen(cb, "w");
	fputs("c 10 4\n", f);
	fclose(f);
	f = fopen(ns, "w");
	fputs("r 10\n", f);
	fclose(f);
	for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
		char *cmd = util_xasprintf("cd %s && %s sim %s 2>&1", dir, AEX_BIN, cases[i].args);
		int rc;
		char *out = run(cmd, &rc);

		cr_expect_eq(rc, 2, "aex sim %s: exit %d, not 2\n%s", cases[i].args, rc, out);
		cr_expect(strstr(out, cases[i].says), "aex sim %s: says\n%s\nnot '%s'",
			  cases[i].args, out, cases[i].says);
		free(out);
		free(cmd);
	}
	free(bad);
	free(cb);
	free(ns);
	free(dir);
}

/* test_profile.c — edge counts of a training run (docs/techniques.md, "Profile"): the text
 * form read back and its errors; the counts `aex profile` finds in the golden trace of
 * larus on the three ISAs (every edge of its functions, by flow conservation and the calls
 * they make); a build weighed by them and `aex check --train` identical; refusals. */
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cfg.h"
#include "profile.h"
#include "profiling.h"
#include "target.h"
#include "testutil.h"
#include "toolchain.h"
#include "util.h"

#define WORK AEX_SRCDIR "/build/tests/profile"

/* A CFG of three blocks: 0 -> 1 | 2; 1 -> 2; 2 -> EXIT. */
static void small_cfg(struct cfg *g, struct cfg_block *bl, struct cfg_edge *ed)
{
	static const int e[][2] = { { 0, 1 }, { 0, 2 }, { 1, 2 }, { 2, 3 } };

	memset(g, 0, sizeof *g);
	memset(bl, 0, 3 * sizeof *bl);
	g->blocks = bl;
	g->edges = ed;
	g->nblocks = 3;
	g->exit = 3;
	g->nedges = 4;
	for (int i = 0; i < 4; i++)
		ed[i] = (struct cfg_edge){ .src = e[i][0], .dst = e[i][1], .taken = i == 1 };
}

Test(profile, text_round_trip)
{
	struct cfg g;
	struct cfg_block bl[3];
	struct cfg_edge ed[4];
	uint64_t count[4] = { 7, 0, 7, 1ULL << 40 };
	struct instr_profile p = { 0 }, q;
	struct strbuf a = { 0 }, b = { 0 };
	double w[4];

	small_cfg(&g, bl, ed);
	instr_profile_add(&p, "emit", "ascii", &g, count);
	instr_profile_add(&p, "rt-printf", "vfprintf", &g, (uint64_t[4]){ 0 });
	instr_profile_format(&p, &a);
	cr_assert_eq(instr_profile_parse("p", a.s, &q), 0);
	instr_profile_format(&q, &b);
	cr_expect_str_eq(a.s, b.s);
	cr_expect(strstr(a.s, "\ne 1 ") == NULL, "an edge that never ran has no line: %s", a.s);
	cr_assert(instr_profile_weights(&q, "emit", "ascii", &g, w));
	cr_expect(w[0] == 7 && w[1] == 0 && w[2] == 7 && w[3] == (double)(1ULL << 40));
	cr_expect(!instr_profile_weights(&q, "emit", "other", &g, w), "another function");
	cr_expect(!instr_profile_weights(&q, "expr", "ascii", &g, w), "another file");
	ed[1].dst = 1;   /* the same counts of blocks and edges, another shape */
	cr_expect(!instr_profile_weights(&q, "emit", "ascii", &g, w), "a changed function");
	instr_profile_free(&p);
	instr_profile_free(&q);
	strbuf_free(&a);
	strbuf_free(&b);
}

Test(profile, bad_text_refused)
{
	static const struct {
		const char *text, *want;
	} bad[] = {
		{ "aex-profile 2\n", "p:1: error: not an aex profile" },
		{ "", "p:1: error: not an aex profile" },
		{ "aex-profile 1\ne 0 5\n", "p:2: error: an edge count before any function" },
		{ "aex-profile 1\nf emit ascii 3 4 0123456789abcdef\ne 4 1\n", "p:3: error: no such "
		  "edge" },
		{ "aex-profile 1\nf emit ascii 3 4 0123456789abcdef\ne 1 x\n", "p:3: error: expected" },
		{ "aex-profile 1\nf emit ascii 0 4 0123456789abcdef\n", "p:2: error: a function's "
		  "block or edge count" },
		{ "aex-profile 1\n# a comment\n\nf emit ascii 3 4 01\nf emit\n", "p:5: error: expected" },
	};

	for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
		char path[] = "/tmp/aex-profile-err.XXXXXX", *err;
		int fd = mkstemp(path);
		FILE *f = fdopen(fd, "w+");
		struct instr_profile p;
		int saved = dup(2), rc;

		cr_assert(f);
		fflush(stderr);
		dup2(fd, 2);
		rc = instr_profile_parse("p", bad[i].text, &p);
		fflush(stderr);
		dup2(saved, 2);
		close(saved);
		err = util_read_file(path, NULL);
		cr_expect_eq(rc, -1, "%s", bad[i].text);
		cr_expect(err && strstr(err, bad[i].want), "%s: said '%s', not '%s'", bad[i].text,
			  err ? err : "", bad[i].want);
		free(err);
		fclose(f);
		unlink(path);
	}
}

/* The counts of every function of larus.c in build dir (ISA isa), each edge's, from its
 * profile file: how often each block was entered and left by its edges must agree (every
 * function of larus returns), each function left as often as it was entered, sub called
 * 100 times by main, once. */
static void expect_larus_counts(const char *isa, const char *dir, const struct instr_profile *p)
{
	const struct target *t = target_get(isa);
	char *path = util_xasprintf("%s/asm/larus.s", dir), *text = util_read_file(path, NULL);
	struct ir_file file = { 0 };
	int seen = 0;

	cr_assert(text, "%s", path);
	cr_assert_eq(t->parse(path, text, &file), 0);
	for (int fi = 0; fi < file.nfuncs; fi++) {
		const struct ir_func *f = &file.funcs[fi];
		struct cfg g;
		double *w, calls = -1;

		if (f->ninsns == 0)
			continue;
		cr_assert_eq(cfg_build(path, f, &g), 0);
		w = util_xmalloc(sizeof *w * (size_t)(g.nedges + 1));
		cr_assert(instr_profile_weights(p, "larus", f->name, &g, w), "%s: %s not in the "
			  "profile, or of another shape", isa, f->name);
		for (int b = 0; b <= g.nblocks; b++) {
			double in = 0, out = 0;

			for (int e = 0; e < g.nedges; e++) {
				in += g.edges[e].dst == b ? w[e] : 0;
				out += g.edges[e].src == b ? w[e] : 0;
			}
			if (b == 0)
				calls = out - in;   /* entered by its calls and its own edges */
			else if (b == g.nblocks)
				cr_expect_eq(in, calls, "%s %s: left %g times, called %g", isa,
					     f->name, in, calls);
			else
				cr_expect_eq(in, out, "%s %s: block %d entered %g times, left %g", isa,
					     f->name, b, in, out);
		}
		if (strcmp(f->name, "sub") == 0)
			cr_expect_eq(calls, 100, "%s: sub called %g times", isa, calls);
		if (strcmp(f->name, "main") == 0)
			cr_expect_eq(calls, 1, "%s: main called %g times", isa, calls);
		seen += strcmp(f->name, "sub") == 0 || strcmp(f->name, "main") == 0;
		free(w);
		cfg_free(&g);
	}
	cr_expect_eq(seen, 2, "%s: sub and main", isa);
	ir_file_free(&file);
	free(text);
	free(path);
}

Test(profile, counts_of_larus, .timeout = 300)
{
	static const char *const isas[] = { "mips", "sparc", "riscv32" };

	for (size_t i = 0; i < 3; i++) {
		char *dir = util_xasprintf("%s/larus-%s", WORK, isas[i]);
		char *cmd = util_xasprintf("rm -rf %s && %s build -i %s --placement tree %s -o %s "
					   "%s/workloads/micro/larus.c >/dev/null 2>&1 && "
					   "%s golden -q %s >/dev/null && %s profile %s 2>&1",
					   dir, AEX_BIN, isas[i], test_regen(), dir, AEX_SRCDIR,
					   AEX_BIN, dir, AEX_BIN, dir);
		char *out = NULL, *ppath = util_xasprintf("%s/profile", dir), *text;
		struct instr_profile p;

		cr_assert_eq(util_mkdirs(WORK), 0);
		cr_assert_eq(test_sh(cmd, &out), 0, "%s\n%s", cmd, out);
		cr_expect(strstr(out, "of them ran; 1 trace"), "%s", out);
		text = util_read_file(ppath, NULL);
		cr_assert(text);
		cr_assert_eq(instr_profile_parse(ppath, text, &p), 0);
		expect_larus_counts(isas[i], dir, &p);
		instr_profile_free(&p);
		free(text);
		free(out);
		free(cmd);
		free(ppath);
		free(dir);
	}
}

/* A build weighed by a profile traces identically; --train makes the profile from the run at
 * the size it names; what cannot be weighed is refused. */
Test(profile, trained_builds_identical, .timeout = 600)
{
	static const char *const isas[] = { "mips", "sparc", "riscv32" };
	char *out = NULL, *cmd;

	for (size_t i = 0; i < 3; i++) {
		cmd = util_xasprintf("%s check -i %s -w compress --train small --placement tree %s "
				     "--reps 1 --json -o %s/compress-%s 2>&1", AEX_BIN, isas[i],
				     test_regen(), WORK, isas[i]);
		cr_expect_eq(test_sh(cmd, &out), 0, "%s\n%s", cmd, out);
		cr_expect(strstr(out, "\"identical\": true") && strstr(out, "\"transparent\": true"),
			  "%s: %s", isas[i], out);
		cr_expect(strstr(out, "functions weighed by their measured edge counts") &&
			  strstr(out, "\"profile\": \""), "%s", out);
		free(out);
		if (i == 0) {
			/* again: the profile, newer than the build that trains, is used again */
			cr_expect_eq(test_sh(cmd, &out), 0, "%s\n%s", cmd, out);
			cr_expect(strstr(out, "as made after the build that trains") &&
				  strstr(out, "\"identical\": true"), "%s", out);
			free(out);
		}
		free(cmd);
	}
	/* larus's profile applied to another program: only the rt functions the two share
	 * match; a placement without a tree refused */
	cmd = util_xasprintf("rm -rf %s/lt && %s build -i mips --placement tree %s -o %s/lt "
			     "%s/workloads/micro/larus.c >/dev/null 2>&1 && %s golden -q %s/lt "
			     ">/dev/null && %s profile -q %s/lt && %s build -i mips --placement tree "
			     "%s --profile %s/lt/profile -o %s/recursion "
			     "%s/workloads/micro/recursion.c 2>&1", WORK, AEX_BIN, test_regen(), WORK,
			     AEX_SRCDIR, AEX_BIN, WORK, AEX_BIN, WORK, AEX_BIN, test_regen(), WORK,
			     WORK, AEX_SRCDIR);
	cr_expect_eq(test_sh(cmd, &out), 0, "%s", out);
	cr_expect(strstr(out, "profile ") && strstr(out, "functions weighed") &&
		  !strstr(out, "the trees of 0 of"), "%s", out);
	free(out);
	free(cmd);
	/* larus's golden trace is no trace of recursion's build */
	cmd = util_xasprintf("%s profile -o %s/wrong %s/recursion %s/lt/golden.trace 2>&1", AEX_BIN,
			     WORK, WORK, WORK);
	cr_expect_eq(test_sh(cmd, &out), 1, "%s", out);
	cr_expect(strstr(out, "lt/golden.trace: a trace of another ELF") &&
		  !util_file_exists(WORK "/wrong"), "%s", out);
	free(out);
	free(cmd);
	cmd = util_xasprintf("echo 'aex-profile 1' >%s/empty && %s build -i mips --placement "
			     "cbranch --profile %s/empty -o %s/cb %s/workloads/micro/larus.c 2>&1",
			     WORK, AEX_BIN, WORK, WORK, AEX_SRCDIR);
	cr_expect_eq(test_sh(cmd, &out), 2, "%s", out);
	cr_expect(strstr(out, "placement cbranch has none"), "%s", out);
	free(out);
	free(cmd);
	cmd = util_xasprintf("%s build -i mips --placement tree --profile %s/nonesuch -o %s/cb "
			     "%s/workloads/micro/larus.c 2>&1; %s check -i mips %s/workloads/micro/"
			     "larus.c --train small 2>&1", AEX_BIN, WORK, WORK, AEX_SRCDIR, AEX_BIN,
			     AEX_SRCDIR);
	cr_expect_eq(test_sh(cmd, &out), 2, "%s", out);
	cr_expect(strstr(out, "nonesuch: No such file") && strstr(out, "--train runs a workload"),
		  "%s", out);
	free(out);
	free(cmd);
}

/* test_window.c — windows of a trace (aex regen, aex golden and aex check --skip-insns N --insns
 * M; docs/trace-format.md, "Windows"): for micro programs on every ISA, seeded random windows
 * and windows that start at chosen points (a handler's first instruction, the first one after a
 * longjmp or a fork, the first and the last instruction of the program) regenerated from the
 * event trace are compared, process by process, with the same window cut here from the whole
 * golden trace; a window of each program is logged by aex golden too and must be the same;
 * a window past the end is refused. */
#include <criterion/criterion.h>

#include "aex_events.h"
#include "elf.h"
#include "testutil.h"
#include "trace.h"

#include <sys/stat.h>
#include <unistd.h>

/* A micro program and the functions whose first run places a window: one starting at its first
 * instruction (inside a handler), one at the first instruction after it has run (after a
 * longjmp, after a fork: the parent's side). */
struct wprog {
	const char *name;
	const char *syms[3];
};

static const struct wprog progs[] = {
	{ "recursion", { NULL } },
	{ "signals", { "on_usr1", "on_alrm", NULL } },
	{ "longjmp", { "longjmp", NULL } },
	{ "forks", { "fork", NULL } },
	{ "crash", { NULL } },
	{ "indirect", { NULL } },
	{ "fp_sort", { NULL } },
};

/* A window: instructions skip .. skip+n-1 (n 0: to the end). */
struct window {
	uint64_t skip, n;
	char why[64];
};

/* Compares the window trace at got with window w cut from the whole trace at full, record by
 * record, and their ends: NULL when they agree, else a message (caller frees). */
static char *window_matches(const char *full, const char *got, const struct window *w)
{
	struct trace_reader a, b;
	struct trace_record ra, rb;
	enum trace_status sa, sb;
	uint64_t k = 0, end = w->n ? w->skip + w->n : UINT64_MAX, idx = 0;
	bool in = false;
	char *msg = NULL;

	if (trace_open(&a, full) < 0)
		return util_xasprintf("%s: cannot be read", full);
	if (trace_open(&b, got) < 0) {
		trace_close(&a);
		return util_xasprintf("%s: cannot be read", got);
	}
	while ((sa = trace_next(&a, &ra)) == TRACE_RECORD) {
		if (ra.kind == AEX_TK_FETCH) {
			in = k >= w->skip && k < end;
			if (k++ == end)
				break;
		}
		if (!in)
			continue;
		sb = trace_next(&b, &rb);
		if (sb != TRACE_RECORD || rb.kind != ra.kind || rb.size != ra.size ||
		    rb.addr != ra.addr) {
			msg = util_xasprintf("%s: record %llu: %s %u 0x%08x expected, got %s", got,
					     (unsigned long long)idx, trace_kind_name(ra.kind),
					     ra.size, ra.addr,
					     sb == TRACE_RECORD ? trace_kind_name(rb.kind) : "its end");
			break;
		}
		idx++;
	}
	if (!msg) {
		/* the window ends where the whole trace does, or complete at its own end */
		enum trace_status want = sa == TRACE_RECORD ? TRACE_END : sa;

		sb = trace_next(&b, &rb);
		if (sb != want)
			msg = util_xasprintf("%s: after %llu records: status %d, %d expected", got,
					     (unsigned long long)idx, (int)sb, (int)want);
	}
	trace_close(&a);
	trace_close(&b);
	return msg;
}

/* The fetches of the trace at path, and where the first run of each of syms begins and ends
 * (the fetch index of its first instruction, of the first one after it), from plain's
 * symbols. */
static uint64_t scan_trace(const char *path, const char *plain, const char *const *syms,
			   uint64_t at[][2])
{
	struct elf_symtab tab = { 0 };
	const struct elf_symbol *s[3] = { NULL };
	struct trace_reader r;
	struct trace_record rec;
	uint64_t k = 0;

	cr_assert_eq(elf_load_symbols(plain, &tab), 0);
	for (int j = 0; syms[j]; j++) {
		for (int i = 0; i < tab.n && !s[j]; i++)
			if (strcmp(tab.syms[i].name, syms[j]) == 0)
				s[j] = &tab.syms[i];
		cr_assert_not_null(s[j], "%s: no symbol %s", plain, syms[j]);
		at[j][0] = at[j][1] = UINT64_MAX;
	}
	cr_assert_eq(trace_open(&r, path), 0);
	while (trace_next(&r, &rec) == TRACE_RECORD) {
		if (rec.kind != AEX_TK_FETCH)
			continue;
		for (int j = 0; syms[j]; j++) {
			bool inside = rec.addr >= s[j]->addr && rec.addr < s[j]->addr + s[j]->size;

			if (inside && at[j][0] == UINT64_MAX)
				at[j][0] = k;
			else if (!inside && at[j][0] != UINT64_MAX && at[j][1] == UINT64_MAX)
				at[j][1] = k;
		}
		k++;
	}
	trace_close(&r);
	elf_free_symbols(&tab);
	return k;
}

/* The windows of a program whose first process ran total instructions: the first and the last
 * instruction, the whole trace from 1 on, those the symbols place, and seeded random ones. */
static int windows_of(uint64_t total, const char *const *syms, uint64_t at[][2],
		      uint64_t *seed, struct window *w)
{
	int n = 0;

	w[n++] = (struct window){ 0, 1, "the first instruction" };
	w[n++] = (struct window){ total - 1, 1, "the last instruction" };
	w[n++] = (struct window){ 1, 0, "all but the first instruction" };
	for (int j = 0; syms[j]; j++) {
		for (int e = 0; e < 2; e++) {
			if (at[j][e] >= total)
				continue;
			w[n] = (struct window){ at[j][e], 1 + xorshift64(seed) % 3000, "" };
			snprintf(w[n].why, sizeof w[n].why, "%s %s", e ? "after" : "in", syms[j]);
			n++;
		}
	}
	for (int i = 0; i < 4; i++) {
		uint64_t skip = xorshift64(seed) % total;
		uint64_t len = i == 3 ? 0 : 1 + xorshift64(seed) % (i ? 20000 : 200);

		w[n] = (struct window){ skip, len, "random" };
		n++;
	}
	return n;
}

/* The processes' trace files of a run written to base: "" and the suffixes of its children. */
static int process_suffixes(const char *base, char sfx[][16], int max)
{
	int n = 0;

	sfx[n++][0] = '\0';
	for (int i = 1; n < max; i++) {
		char *p = util_xasprintf("%s.%d", base, i);
		bool there = access(p, F_OK) == 0;

		free(p);
		if (!there)
			break;
		snprintf(sfx[n++], 16, ".%d", i);
		for (int j = 1; n < max; j++) {
			char *q = util_xasprintf("%s.%d.%d", base, i, j);

			there = access(q, F_OK) == 0;
			free(q);
			if (!there)
				break;
			snprintf(sfx[n++], 16, ".%d.%d", i, j);
		}
	}
	return n;
}

/* Builds, runs (the event trace in frames of 256 bytes, a sync frame every 512: windows from an
 * index start reading at one) and logs the golden trace of prog on isa under placement in dir. */
static void prepare(const char *isa, const char *prog, const char *placement, const char *dir)
{
	char *cmd = util_xasprintf(
		"rm -rf %s && mkdir -p %s && %s build -i %s %s --placement %s -o %s/b "
		"%s/workloads/micro/%s.c >/dev/null 2>&1 && (%s run --frame-size 256 "
		"--sync-every 512 %s/b >/dev/null 2>&1; "
		"%s golden -q %s/b -o %s/full >/dev/null 2>&1; true) && test -s %s/b/events && "
		"test -s %s/full",
		dir, dir, AEX_BIN, isa, test_regen(), placement, dir, AEX_SRCDIR, prog, AEX_BIN, dir,
		AEX_BIN, dir, dir, dir, dir);
	char *out = NULL;

	cr_assert_eq(test_sh(cmd, &out), 0, "%s\n%s", cmd, out);
	free(out);
	free(cmd);
}

/* Every window of prog on isa, regenerated and compared with the whole golden trace, each
 * process's; one of them also logged by aex golden. */
/* Did the regeneration whose stats are dir/xs start reading its event trace at a sync frame
 * (docs/event-format.md)? */
static int read_from_sync(const char *dir)
{
	char *path = util_xasprintf("%s/xs", dir);
	char *text = util_read_file(path, NULL), *at = text ? strstr(text, "\nread_from ") : NULL;
	int sync = at && strtoull(at + 11, NULL, 10) > AEX_EVENTS_HEADER_SIZE;

	cr_expect_not_null(at, "%s has no read_from", path);
	free(text);
	free(path);
	return sync;
}

/* The windows of prog: how many of them from the index started reading at a sync frame. */
static int check_program_windows(const char *isa, const struct wprog *p, const char *placement,
				 uint64_t *seed)
{
	int sought = 0;
	char *dir = util_xasprintf("%s/build/tests/window/%s-%s-%s", AEX_SRCDIR, isa, p->name,
				   placement);
	char *full = util_xasprintf("%s/full", dir), *plain = util_xasprintf("%s/b/plain", dir);
	char sfx[64][16];
	uint64_t at[3][2], total;
	struct window w[24];
	int nw, np;

	prepare(isa, p->name, placement, dir);
	total = scan_trace(full, plain, p->syms, at);
	cr_assert_gt(total, 100, "%s: %llu instructions", full, (unsigned long long)total);
	{
		/* an index of regenerator checkpoints, every tenth of the run */
		char *cmd = util_xasprintf("%s regen %s/b %s/b/events --format null --index-every "
					   "%llu %s/idx 2>&1", AEX_BIN, dir, dir,
					   (unsigned long long)(total / 10 + 1), dir);
		char *out = NULL;
		int rc = test_sh(cmd, &out);

		cr_assert(rc == 0 || (rc == 1 && strcmp(p->name, "crash") == 0), "%s\n%s", cmd,
			  out);
		free(cmd);
		free(out);
	}
	nw = windows_of(total, p->syms, at, seed, w);
	np = process_suffixes(full, sfx, 64);
	for (int i = 0; i < nw; i++) {
		char *cmd = util_xasprintf("rm -f %s/w %s/w.* %s/g %s/g.* %s/x; %s regen %s/b "
					   "%s/b/events -o %s/w --skip-insns %llu --insns %llu 2>&1; r=$?; "
					   "%s regen %s/b %s/b/events -o %s/x --index %s/idx --stats "
					   "%s/xs --skip-insns %llu --insns %llu 2>&1; exit $r",
					   dir, dir, dir, dir, dir, AEX_BIN, dir, dir, dir,
					   (unsigned long long)w[i].skip, (unsigned long long)w[i].n,
					   AEX_BIN, dir, dir, dir, dir, dir, (unsigned long long)w[i].skip,
					   (unsigned long long)w[i].n);
		char *out = NULL;
		int rc = test_sh(cmd, &out);

		cr_assert(rc == 0 || (rc == 1 && strcmp(p->name, "crash") == 0),
			  "%s %s, window %llu+%llu (%s): status %d\n%s", isa, p->name,
			  (unsigned long long)w[i].skip, (unsigned long long)w[i].n, w[i].why, rc, out);
		if (i == nw - 2) {
			/* the same window from aex golden */
			char *g = util_xasprintf("%s golden -q %s/b -o %s/g --skip-insns %llu --insns "
						 "%llu >/dev/null 2>&1; true", AEX_BIN, dir, dir,
						 (unsigned long long)w[i].skip,
						 (unsigned long long)w[i].n);

			cr_assert_eq(test_sh(g, NULL), 0);
			free(g);
		}
		for (int k = 0; k < np; k++) {
			char *fp = util_xasprintf("%s%s", full, sfx[k]);
			char *wp = util_xasprintf("%s/w%s", dir, sfx[k]);
			char *gp = util_xasprintf("%s/g%s", dir, sfx[k]);
			char *msg = window_matches(fp, wp, &w[i]);

			cr_expect_null(msg, "%s %s %s, window %llu+%llu (%s): %s", isa, placement,
				       p->name, (unsigned long long)w[i].skip,
				       (unsigned long long)w[i].n, w[i].why, msg);
			free(msg);
			if (k == 0) {
				/* the same window from the index's last checkpoint before it */
				char *xp = util_xasprintf("%s/x", dir);

				msg = window_matches(fp, xp, &w[i]);
				cr_expect_null(msg, "%s %s %s, window %llu+%llu (%s) from the index: %s",
					       isa, placement, p->name, (unsigned long long)w[i].skip,
					       (unsigned long long)w[i].n, w[i].why, msg);
				free(msg);
				free(xp);
				sought += read_from_sync(dir);
			}
			if (i == nw - 2) {
				msg = window_matches(fp, gp, &w[i]);
				cr_expect_null(msg, "%s %s, aex golden's window %llu+%llu: %s", isa,
					       p->name, (unsigned long long)w[i].skip,
					       (unsigned long long)w[i].n, msg);
				free(msg);
			}
			free(fp);
			free(wp);
			free(gp);
		}
		free(out);
		free(cmd);
	}
	free(full);
	free(plain);
	free(dir);
	return sought;
}

/* Under tree; in make check-full, under blocks and cbranch too. The windows from the index
 * of the programs without forks, crashes or handlers between system calls start reading the
 * event trace at a sync frame, those not too near its start. */
static void windows_on(const char *isa)
{
	static const char *const placements[] = { "tree", "blocks", "cbranch" };

	for (int p = 0; p < (test_full() ? 3 : 1); p++) {
		uint64_t seed = 0x5eed0f3a11ce + (uint64_t)strlen(isa) * 7919 + (uint64_t)p;

		for (size_t i = 0; i < sizeof progs / sizeof progs[0]; i++) {
			int n = check_program_windows(isa, &progs[i], placements[p], &seed);

			/* no fork, crash or handler between system calls: checkpoints in the
			 * index, windows from them reading from a sync frame */
			if (strcmp(progs[i].name, "recursion") == 0 ||
			    strcmp(progs[i].name, "indirect") == 0 ||
			    strcmp(progs[i].name, "fp_sort") == 0)
				cr_expect_gt(n, 0, "%s %s %s: no window from the index started at a "
						   "sync frame", isa, placements[p], progs[i].name);
		}
	}
}

Test(window, micro_mips, .timeout = 900)
{
	windows_on("mips");
}

Test(window, micro_sparc, .timeout = 900)
{
	windows_on("sparc");
}

Test(window, micro_riscv32, .timeout = 900)
{
	windows_on("riscv32");
}

/* --jobs: the same bytes from 1, 2 and 3 threads, canonical and din, whole and windowed, every
 * process's (forks); and with an index, from 2 and 3 processes regenerating segments between
 * checkpoints (a program without children). */
Test(window, jobs_same_output, .timeout = 300)
{
	static const char *const progs_j[] = { "recursion", "forks" };

	for (int i = 0; i < 2; i++) {
		char *dir = util_xasprintf("%s/build/tests/window/jobs-%s", AEX_SRCDIR, progs_j[i]);
		char *cmd, *out = NULL;

		prepare("sparc", progs_j[i], "tree", dir);
		cmd = util_xasprintf(
			"cd %s && %s regen b b/events --format null --index-every 20000 idx "
			"2>/dev/null && for j in 1 2 3; do for f in canon din; do "
			"%s regen b b/events --format $f --jobs $j -o $f.$j 2>/dev/null || exit 1; "
			"%s regen b b/events --format $f --jobs $j --skip-insns 333 --insns 77777 "
			"-o w$f.$j 2>/dev/null || exit 1; "
			"%s regen b b/events --format $f --jobs $j --index idx -o i$f.$j 2>/dev/null "
			"|| exit 1; %s regen b b/events --format $f --jobs $j --index idx "
			"--skip-insns 1333 --insns 177777 -o v$f.$j 2>/dev/null || exit 1; "
			"done; done; n=0; "
			"for f in canon.1* din.1* wcanon.1* wdin.1*; do for j in 2 3; do "
			"cmp $f $(echo $f | sed 's/[.]1/.'$j/) || exit 1; done; n=$((n+1)); done; "
			"for j in 1 2 3; do cmp canon.1 icanon.$j && cmp din.1 idin.$j || exit 1; "
			"cmp vcanon.1 vcanon.$j && cmp vdin.1 vdin.$j || exit 1; done; "
			"echo $n files", dir, AEX_BIN, AEX_BIN, AEX_BIN, AEX_BIN, AEX_BIN);
		cr_expect_eq(test_sh(cmd, &out), 0, "%s: %s", progs_j[i], out);
		cr_expect(strstr(out, i ? "124 files" : "4 files") != NULL, "%s: %s", progs_j[i],
			  out);
		free(cmd);
		free(out);
		free(dir);
	}
}

/* A window past the end, a bad count: refused with status 2 by the three commands. */
Test(window, refused, .timeout = 300)
{
	char *dir = util_xasprintf("%s/build/tests/window/mips-recursion-tree", AEX_SRCDIR);
	char *cmd, *out = NULL;

	prepare("mips", "recursion", "tree", dir);
	cmd = util_xasprintf("%s regen %s/b %s/b/events --format null --skip-insns 4000000000 2>&1",
			     AEX_BIN, dir, dir);
	cr_expect_eq(test_sh(cmd, &out), 2, "%s", out);
	cr_expect(strstr(out, "after the program's end") != NULL, "%s", out);
	free(cmd);
	free(out);
	cmd = util_xasprintf("%s golden -q %s/b -o %s/g --skip-insns 4000000000 2>&1; echo \" rc=$?\"; "
			     "test -e %s/g && echo kept", AEX_BIN, dir, dir, dir);
	test_sh(cmd, &out);
	cr_expect(strstr(out, "after the program's end") && strstr(out, " rc=2") &&
		  !strstr(out, "kept"), "%s", out);
	free(cmd);
	free(out);
	cmd = util_xasprintf("%s check -i mips %s --reps 1 -o %s/b --reuse-build %s/workloads/micro/"
			     "recursion.c --skip-insns 4000000000 2>&1", AEX_BIN, test_regen(), dir,
			     AEX_SRCDIR);
	cr_expect_eq(test_sh(cmd, &out), 2, "%s", out);
	cr_expect(strstr(out, "after the program's end") != NULL, "%s", out);
	free(cmd);
	free(out);
	/* an index of another event trace (the same build, another run's events: the first
	 * kilobytes differ), a file that is none, none at all, from a pipe */
	cmd = util_xasprintf("cd %s && %s regen b b/events --format null --index-every 100000 idx "
			     ">/dev/null 2>&1 && head -c 100000 b/events > cut && %s regen b cut "
			     "--format null --index idx --skip-insns 5 2>&1; echo \" rc=$?\"; "
			     "%s regen b b/events --format null --index b/plain 2>&1; echo \" rc=$?\"; "
			     "%s regen b b/events --format null --index-every 0 x 2>&1; echo \" rc=$?\"; "
			     "cat b/events | %s regen b - --format null --index idx 2>&1; "
			     "echo \" rc=$?\"", dir, AEX_BIN, AEX_BIN, AEX_BIN, AEX_BIN, AEX_BIN);
	test_sh(cmd, &out);
	{
		const char *p = out;
		int refusals = 0;

		while ((p = strstr(p, " rc=2")) != NULL) {
			refusals++;
			p++;
		}
		cr_expect_eq(refusals, 4, "%s", out);
		cr_expect(strstr(out, "not an index of this build's checkpoints") &&
			  strstr(out, "wants at least 1") && strstr(out, "as a file"), "%s", out);
	}
	free(cmd);
	free(out);
	for (int i = 0; i < 3; i++) {
		static const char *const bad[] = { "-1", "1x", "" };

		cmd = util_xasprintf("%s regen %s/b %s/b/events --format null --insns '%s' 2>&1; "
				     "%s golden -q %s/b -o /dev/null --skip-insns '%s' 2>&1", AEX_BIN,
				     dir, dir, bad[i], AEX_BIN, dir, bad[i]);
		cr_expect_eq(test_sh(cmd, &out), 2, "%s", out);
		cr_expect(strstr(out, "wants a number of instructions") != NULL, "%s", out);
		free(cmd);
		free(out);
	}
	free(dir);
}

/* aex check of a window: identical, its golden counts the window's, the whole run's bytes per
 * reference; an asynchronous signal's program against the golden trace of its own traced
 * run. */
Test(window, check, .timeout = 600)
{
	char *dir = util_xasprintf("%s/build/tests/window/check", AEX_SRCDIR);
	char *cmd = util_xasprintf("%s check -i mips %s --reps 1 --json -o %s/li -w li "
				   "--skip-insns 1000000 --insns 30000 2>/dev/null", AEX_BIN,
				   test_regen(), dir);
	char *out = NULL;

	cr_assert_eq(test_sh(cmd, &out), 0, "%s", out);
	cr_expect(strstr(out, "\"identical\": true") && strstr(out, "\"golden_insns\": 30000,") &&
		  strstr(out, "\"window_skip_insns\": 1000000") &&
		  strstr(out, "\"window_insns\": 30000"), "%s", out);
	free(cmd);
	free(out);
	/* sampler runs until its timer has ticked 100 times, so its length follows the
	 * machine's speed (120,000 instructions on SPARC on a loaded machine, 981,000 on an idle
	 * one): a window that always lies inside the run, around setitimer (at instruction
	 * 77,298 on SPARC: the program's list is built before) and its first ticks */
	cmd = util_xasprintf("%s check -i sparc %s --reps 1 -o %s/sampler -w sampler "
			     "--skip-insns 60000 --insns 25000 2>&1", AEX_BIN, test_regen(), dir);
	cr_assert_eq(test_sh(cmd, &out), 0, "%s", out);
	cr_expect(strstr(out, "identical") && strstr(out, "golden    25000 insns"), "%s", out);
	free(cmd);
	free(out);
	free(dir);
}

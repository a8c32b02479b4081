/* test_check.c — abstract execution end to end on every ISA the instrumenter supports: every
 * workload at size small under every placement must regenerate a trace identical to the golden
 * one (aex check), a crashing program its exact prefix; an event trace from another build, a
 * corrupt, damaged, truncated or mutated one, and one written to a full disk, are handled as
 * docs/event-format.md says; a program that forks gets a trace per process, each identical
 * (docs/processes.md); a signal handler that runs as a system call returns is traced, one that
 * would run elsewhere stops the traced run with a message. Under the tree placement the
 * schema compiler checks, for every conditional branch of every function built, that the
 * witness sets of its two edges are disjoint.
 * The configurations `aex bench --quick` runs are checked there (bench::quick), the rest
 * here, all with regenerators compiled -O0 (--regen-opt 0, or $AEX_TEST_REGEN_OPT: make
 * check-full runs everything again at -O1, aex build's default), which compile three times
 * faster. */
#include <criterion/criterion.h>
#include <criterion/parameterized.h>
#include <ctype.h>
#include <dirent.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "aex_events.h"
#include "evframe.h"
#include "strbuf.h"
#include "target.h"
#include "testutil.h"
#include "toolchain.h"
#include "trace.h"
#include "util.h"

struct check_case {
	char isa[16];
	char workload[40];
	char placement[16];
};

static const char *const placements[] = { "blocks", "cbranch", "tree" };
#define MAX_CASES 512

/* Configurations whose size small runs far beyond the 20 M guest instructions of the others:
 * pdp on RV32IM, whose single-precision arithmetic goes through rt's software floating point
 * (555 M instructions, 50 s a check). make check leaves them to make check-full, here under
 * blocks and cbranch, in bench::quick (aex bench --exclude riscv32:pdp) under tree. */
static bool heavy(const char *isa, const char *w)
{
	return strcmp(isa, "riscv32") == 0 && strcmp(w, "pdp") == 0 && !test_full();
}

static void add(struct check_case *c, int *n, const char *isa, const char *w)
{
	for (size_t p = 0; p < sizeof placements / sizeof placements[0] && *n < MAX_CASES; p++) {
		if (test_in_bench_plan(isa, w, placements[p], "reserved") || heavy(isa, w))
			continue;
		snprintf(c[*n].isa, sizeof c[*n].isa, "%s", isa);
		snprintf(c[*n].workload, sizeof c[*n].workload, "%s", w);
		snprintf(c[*n].placement, sizeof c[*n].placement, "%s", placements[p]);
		(*n)++;
	}
}

/* Every workload (variants included) and micro program, those that fork included (each
 * process's trace identical). */
ParameterizedTestParameters(check, small)
{
	struct check_case *cases = cr_malloc(sizeof *cases * MAX_CASES);
	int n = 0;
	const char *isas[] = { "mips", "sparc", "riscv32" };

	for (size_t i = 0; i < sizeof isas / sizeof isas[0]; i++) {
		char *root = util_xasprintf("%s/workloads", AEX_SRCDIR);
		DIR *d = opendir(root), *sub;
		struct dirent *e;

		if (!target_get(isas[i]))
			continue;
		while (d && (e = readdir(d))) {
			char *dir = util_xasprintf("%s/%s", root, e->d_name);
			char *args = util_xasprintf("%s/args", dir);

			if (e->d_name[0] != '.' && strcmp(e->d_name, "micro") != 0 &&
			    util_file_exists(args)) {
				add(cases, &n, isas[i], e->d_name);
				sub = opendir(dir);
				while (sub && (e = readdir(sub))) {
					if (strncmp(e->d_name, "args.", 5) == 0) {
						char *v = util_xasprintf("%s-%s", util_basename(dir),
									 e->d_name + 5);
						add(cases, &n, isas[i], v);
						free(v);
					}
				}
				if (sub)
					closedir(sub);
			}
			free(args);
			free(dir);
		}
		if (d)
			closedir(d);
		free(root);
		root = util_xasprintf("%s/workloads/micro", AEX_SRCDIR);
		d = opendir(root);
		while (d && (e = readdir(d))) {
			if (util_has_suffix(e->d_name, ".c")) {
				char *w = util_xasprintf("%.*s", (int)strlen(e->d_name) - 2, e->d_name);
				add(cases, &n, isas[i], w);
				free(w);
			}
		}
		if (d)
			closedir(d);
		free(root);
	}
	return cr_make_param_array(struct check_case, cases, (size_t)n);
}

ParameterizedTest(struct check_case *c, check, small, .timeout = 600)
{
	char *dir = util_xasprintf("%s/build/tests/check/small/%s-%s-%s", AEX_SRCDIR, c->isa,
				   c->workload, c->placement);
	char *cmd = util_xasprintf("%s check -i %s -w %s --placement %s --reps 1 %s "
				   "--json -o %s 2>&1", test_matrix_aex(), c->isa, c->workload,
				   c->placement, test_regen(), dir);
	char *out = NULL;
	int rc = test_sh(cmd, &out);

	cr_expect_eq(rc, 0, "%s %s %s: aex check exited %d\n%s", c->isa, c->workload,
		     c->placement, rc, out);
	cr_expect(strstr(out, "\"identical\": true") != NULL, "%s", out);
	cr_expect(strstr(out, "\"transparent\": true") != NULL, "%s", out);
	for (int k = 0; test_golden_from_traced[k]; k++) {
		/* the golden trace from the traced run, on this build (golden::from_traced_*) */
		if (strcmp(c->workload, test_golden_from_traced[k]) != 0)
			continue;
		free(out);
		free(cmd);
		cmd = test_from_traced_cmd(dir);
		cr_expect_eq(test_sh(cmd, &out), 0, "%s %s %s: %s", c->isa, c->workload,
			     c->placement, out);
		cr_expect(strstr(out, "identical") && !strstr(out, "differ") &&
			  !strstr(out, "divergence"), "%s %s %s: %s", c->isa, c->workload,
			  c->placement, out);
		if (strcmp(c->workload, "forkpipe") == 0)
			cr_expect(strstr(out, "identical") && strstr(strstr(out, "identical") + 1,
								   "identical"),
				  "the child's traces: %s", out);
	}
	free(out);
	free(cmd);
	free(dir);
}

/* ---- the event trace's contract ----------------------------------------------------------- */

/* larus built for isa under placement, and its event trace (DIR/events) recorded with frames
 * of 512 event bytes, so that a damage or a cut leaves frames before it; without hoist, whose
 * decided inner loop would leave some 700 event bytes (check::hoist) where these tests want
 * 10 KB of witnesses. */
static char *larus_build_on(const char *isa, const char *placement, const char *tag)
{
	char *dir = util_xasprintf("%s/build/tests/check/larus-%s-%s-%s", AEX_SRCDIR, isa,
				   placement, tag);
	char *cmd = util_xasprintf("%s build -i %s --placement %s --techniques no-hoist %s -o %s "
				   "%s/workloads/micro/larus.c >%s.log 2>&1 && "
				   "%s run --frame-size 512 %s >/dev/null 2>&1 && "
				   "%s golden -q %s >/dev/null", AEX_BIN, isa, placement,
				   test_regen(), dir, AEX_SRCDIR, dir, AEX_BIN, dir, AEX_BIN, dir);

	cr_assert_eq(util_mkdirs(dir), 0);
	cr_assert_eq(test_sh(cmd, NULL), 0, "%s", cmd);
	free(cmd);
	return dir;
}

static char *larus_build(const char *placement, const char *tag)
{
	return larus_build_on("mips", placement, tag);
}

static void write_bytes(const char *path, const void *p, size_t n)
{
	FILE *f = fopen(path, "wb");

	cr_assert_not_null(f, "%s", path);
	cr_assert_eq(fwrite(p, 1, n, f), n);
	cr_assert_eq(fclose(f), 0);
}

/* The canonical trace reg is an exact prefix of dir's golden trace, of at least min records,
 * and ends without its end record. */
static void expect_prefix(const char *dir, const char *reg, unsigned long long min)
{
	char *gold = util_xasprintf("%s/golden.trace", dir);
	struct trace_reader g, r;
	struct trace_record x, y;
	enum trace_status st;

	cr_assert_eq(trace_open(&g, gold), 0);
	cr_assert_eq(trace_open(&r, reg), 0, "%s", reg);
	while ((st = trace_next(&r, &y)) == TRACE_RECORD) {
		cr_assert_eq(trace_next(&g, &x), TRACE_RECORD);
		cr_assert(x.kind == y.kind && x.size == y.size && x.addr == y.addr,
			  "record %llu differs from the golden trace", (unsigned long long)r.index);
	}
	cr_expect_eq(st, TRACE_TRUNCATED);
	cr_expect_geq(r.index, min, "the prefix is too short: %llu records",
		      (unsigned long long)r.index);
	trace_close(&g);
	trace_close(&r);
	free(gold);
}

/* The trace of the same program built with another placement: refused by its header (the
 * traced ELF's identity), not halfway through the events. */
Test(check, foreign_trace_refused, .timeout = 300)
{
	char *a = larus_build("cbranch", "foreign"), *b = larus_build("blocks", "foreign");
	char *cmd = util_xasprintf("%s regen %s %s/events --format null 2>&1", AEX_BIN, a, b);
	char *out = NULL;

	cr_expect_eq(test_sh(cmd, &out), 2, "%s", out);
	cr_expect(strstr(out, "aex regen: error: event trace file byte 32: a trace of another "
			      "build of this program (its traced ELF") &&
		  strstr(out, "another placement, strategy or technique set)"), "%s", out);
	cr_expect(!strstr(out, "fetches"), "%s", out);
	free(out);
	free(cmd);
	free(a);
	free(b);
}

/* dir/events with its two streams changed by mutate, stored again (checksums valid) as
 * dir/events.bad; the regenerator's exit status and messages. */
static int regen_changed(const char *dir, void (*mutate)(struct evf_events *ev), char **out)
{
	char *ev = util_xasprintf("%s/events", dir), *bad = util_xasprintf("%s/events.bad", dir);
	char *cmd = util_xasprintf("%s regen %s %s --format null 2>&1", AEX_BIN, dir, bad);
	struct evf_events e;
	struct evf_header h;
	struct evf_end end;
	struct evf_writer w;
	char msg[300];
	int fd, rc;

	cr_assert_eq(evf_read_all(ev, &h, &e, &end, msg, sizeof msg), 0, "%s", msg);
	cr_assert(e.len[AEX_EVENTS_STREAM_BYTES] > 0 && e.len[AEX_EVENTS_STREAM_WORDS] > 0,
		  "%s: the event bytes or the value words are empty", ev);
	mutate(&e);
	fd = open(bad, O_WRONLY | O_CREAT | O_TRUNC, 0644);
	cr_assert_geq(fd, 0);
	cr_assert_eq(evf_writer_open(&w, fd, &h, 0, 0), 0);
	for (int s = 0; s < AEX_EVENTS_STREAMS; s++)
		cr_assert_eq(evf_write(&w, s, e.data[s], e.len[s]), 0);
	cr_assert_eq(evf_finish(&w, &end), 0);
	evf_writer_free(&w);
	close(fd);
	rc = test_sh(cmd, out);
	evf_events_free(&e);
	free(cmd);
	free(ev);
	free(bad);
	return rc;
}

/* Witnesses are block numbers: every event byte from the middle on made one that leads
 * nowhere (0xee is no block of any function here). */
static void bad_witnesses(struct evf_events *ev)
{
	size_t len = ev->len[AEX_EVENTS_STREAM_BYTES];

	for (size_t i = len / 2, n = 0; i < len && n < 64; i++, n++)
		ev->data[AEX_EVENTS_STREAM_BYTES][i] = 0xee;
}

/* One value word more than the program wrote. */
static void extra_word(struct evf_events *ev)
{
	const int s = AEX_EVENTS_STREAM_WORDS;
	uint8_t *p = realloc(ev->data[s], ev->len[s] + 4);

	cr_assert_not_null(p);
	memcpy(p + ev->len[s], "\x12\x34\x56\x78", 4);
	ev->data[s] = p;
	ev->len[s] += 4;
}

/* The last value word lost. */
static void lost_word(struct evf_events *ev)
{
	ev->len[AEX_EVENTS_STREAM_WORDS] -= 4;
}

/* Events that pass every checksum but lead nowhere (a writer's or a build's fault, not the
 * disk's): the regenerator's own checks refuse them, naming the event byte; so are value
 * words after the program's exit, and an exit whose value words are missing. */
Test(check, corrupt_trace_refused, .timeout = 300)
{
	char *a = larus_build("cbranch", "corrupt"), *out = NULL;

	cr_expect_eq(regen_changed(a, bad_witnesses, &out), 2, "%s", out);
	cr_expect(strstr(out, "event trace byte") != NULL && strstr(out, "leads nowhere"), "%s",
		  out);
	free(out);
	out = NULL;
	cr_expect_eq(regen_changed(a, extra_word, &out), 2, "%s", out);
	cr_expect(strstr(out, "events after the program's exit (in the value words)") != NULL,
		  "%s", out);
	free(out);
	out = NULL;
	cr_expect_eq(regen_changed(a, lost_word, &out), 2, "%s", out);
	cr_expect(strstr(out, "without its exit event") != NULL, "%s", out);
	free(out);
	free(a);
}

/* A byte changed on disk: the frame's checksum catches it; the trace before that frame is
 * regenerated exactly and the regenerator exits 2, naming the frame's file offset. */
Test(check, damaged_frame_refused, .timeout = 300)
{
	char *a = larus_build("tree", "damaged");
	char *ev = util_xasprintf("%s/events", a), *bad = util_xasprintf("%s/events.bad", a);
	char *reg = util_xasprintf("%s/damaged.trace", a), *cmd, *out = NULL;
	size_t len;
	char *data = util_read_file(ev, &len);

	cr_assert_not_null(data);
	data[len * 2 / 3] ^= 0x04;
	write_bytes(bad, data, len);
	cmd = util_xasprintf("%s regen %s %s -o %s 2>&1", AEX_BIN, a, bad, reg);
	cr_expect_eq(test_sh(cmd, &out), 2, "%s", out);
	cr_expect(strstr(out, "event trace file byte") != NULL && strstr(out, "is damaged"), "%s",
		  out);
	expect_prefix(a, reg, 1000);
	free(out);
	free(cmd);
	free(data);
	free(ev);
	free(bad);
	free(reg);
	free(a);
}

/* A trace cut anywhere regenerates an exact prefix of the golden trace, and says so. */
Test(check, truncated_trace_prefix, .timeout = 300)
{
	char *a = larus_build("cbranch", "truncated");
	char *ev = util_xasprintf("%s/events", a), *cut = util_xasprintf("%s/events.cut", a);
	char *reg = util_xasprintf("%s/cut.trace", a), *cmd, *out = NULL;
	size_t len;
	char *data = util_read_file(ev, &len);

	cr_assert_not_null(data);
	write_bytes(cut, data, len * 2 / 3);
	cmd = util_xasprintf("%s regen %s %s -o %s 2>&1", AEX_BIN, a, cut, reg);
	cr_expect_eq(test_sh(cmd, &out), 1, "a truncated trace should exit 1: %s", out);
	cr_expect(strstr(out, "truncated") != NULL, "%s", out);
	expect_prefix(a, reg, 1000);
	free(out);
	free(cmd);
	free(data);
	free(ev);
	free(cut);
	free(reg);
	free(a);
}

/* With few records allowed to wait for the next event (--max-pending 8), long stretches go on
 * unconfirmed: a trace cut anywhere still gives either an exact prefix (exit 1) or a refusal
 * (exit 2, when the cut leaves records handed on unconfirmed), never more than happened. */
Test(check, pending_bound_cut_traces, .timeout = 300)
{
	char *a = larus_build("tree", "pending");
	char *ev = util_xasprintf("%s/events", a), *cut = util_xasprintf("%s/events.cut", a);
	char *reg = util_xasprintf("%s/cut.trace", a);
	size_t len;
	char *data = util_read_file(ev, &len);
	int refused = 0, prefixes = 0;

	cr_assert_not_null(data);
	for (int k = 1; k <= 12; k++) {
		char *cmd = util_xasprintf("%s/regen %s --max-pending 8 -o %s 2>&1", a, cut, reg);
		char *out = NULL;
		int rc;

		write_bytes(cut, data, AEX_EVENTS_HEADER_SIZE + (len - AEX_EVENTS_HEADER_SIZE) * k / 13);
		rc = test_sh(cmd, &out);
		cr_assert(rc == 1 || rc == 2, "cut %d/13: exit %d\n%s", k, rc, out);
		if (rc == 1) {
			expect_prefix(a, reg, 0);
			prefixes++;
		} else {
			cr_expect(strstr(out, "not certain") != NULL, "cut %d/13: %s", k, out);
			refused++;
		}
		free(out);
		free(cmd);
	}
	cr_expect_gt(prefixes, 0);
	free(data);
	free(ev);
	free(cut);
	free(reg);
	free(a);
}

/* The mutation experiment: mutants of real event traces on every ISA — single-bit flips
 * anywhere, truncations, header bytes flipped, garbage appended. Every byte of a stored trace
 * is read (checksums cover them all): no mutant may crash or hang the regenerator, nor pass
 * as good (exit 0). A cut is a truncation (1) once the header is whole, anything else a
 * corruption (2). */
static uint64_t mut_rng = 0x9e3779b97f4a7c15ull;

static uint64_t mut_next(void)
{
	return xorshift64(&mut_rng);
}

Test(check, event_trace_mutants, .timeout = 900)
{
	static const char *const isas[] = { "mips", "sparc", "riscv32" };
	int total = 0;

	for (size_t k = 0; k < sizeof isas / sizeof isas[0]; k++) {
		char *a = larus_build_on(isas[k], "tree", "mutants");
		char *ev = util_xasprintf("%s/events", a), *m = util_xasprintf("%s/mutant", a);
		char *cmd = util_xasprintf("timeout 60 %s/regen %s --format null 2>&1", a, m);
		size_t len;
		uint8_t *data = (uint8_t *)util_read_file(ev, &len), *buf;

		cr_assert_not_null(data);
		cr_assert_gt(len, 400, "%s: too small a trace for the experiment", ev);
		buf = util_xmalloc(len + 256);
		for (int i = 0; i < 520; i++, total++) {
			int kind = i % 4, want, rc;
			size_t n = len;
			char *out = NULL, what[64];

			memcpy(buf, data, len);
			if (kind == 0) {          /* a bit flip anywhere */
				size_t at = mut_next() % len;

				buf[at] ^= (uint8_t)(1u << (mut_next() % 8));
				want = 2;
				snprintf(what, sizeof what, "bit flip at byte %zu", at);
			} else if (kind == 1) {   /* a cut */
				n = mut_next() % len;
				want = n < AEX_EVENTS_HEADER_SIZE ? 2 : 1;
				snprintf(what, sizeof what, "cut at byte %zu", n);
			} else if (kind == 2) {   /* a header byte changed */
				size_t at = mut_next() % AEX_EVENTS_HEADER_SIZE;

				buf[at] ^= (uint8_t)(1 + mut_next() % 255);
				want = 2;
				snprintf(what, sizeof what, "header byte %zu changed", at);
			} else {                  /* garbage appended */
				size_t extra = 1 + mut_next() % 200;

				for (size_t j = 0; j < extra; j++)
					buf[len + j] = (uint8_t)mut_next();
				n = len + extra;
				want = 2;
				snprintf(what, sizeof what, "%zu bytes appended", extra);
			}
			write_bytes(m, buf, n);
			rc = test_sh(cmd, &out);
			cr_assert(rc != 0 && rc != 124 && rc < 128,
				  "%s mutant %d (%s): exit %d\n%s", isas[k], i, what, rc, out);
			cr_expect_eq(rc, want, "%s mutant %d (%s): exit %d, not %d\n%s", isas[k], i,
				     what, rc, want, out);
			free(out);
		}
		free(buf);
		free(data);
		free(cmd);
		free(ev);
		free(m);
		free(a);
	}
	cr_expect_geq(total, 1000);
}

/* aex run on a full disk (a 8 KiB tmpfs of its own mount namespace): exit status 1, a message
 * naming the cause, and the file holds an exact prefix. */
Test(check, run_on_full_disk, .timeout = 300)
{
	char *a = larus_build("tree", "fulldisk");
	char *cmd = util_xasprintf(
		"mkdir -p %s/full && unshare -m sh -c 'mount -t tmpfs -o size=8k tmpfs %s/full && "
		"{ %s run --raw --frame-size 512 -o %s/full/events %s >/dev/null 2>%s/full.err; "
		"echo $? >%s/full.rc; cp %s/full/events %s/full.events; }'",
		a, a, AEX_BIN, a, a, a, a, a, a);
	char *rcp = util_xasprintf("%s/full.rc", a), *errp = util_xasprintf("%s/full.err", a);
	char *reg = util_xasprintf("%s/full.trace", a), *out = NULL, *rc, *err;

	if (test_sh(cmd, NULL) != 0)
		cr_skip_test("no tmpfs of our own here (unshare -m and mount need the privilege)");
	rc = util_read_file(rcp, NULL);
	err = util_read_file(errp, NULL);
	cr_assert(rc && err);
	cr_expect_eq(atoi(rc), 1, "aex run on a full disk exited %s: %s", rc, err);
	cr_expect(strstr(err, "writing the event trace failed: No space left on device") != NULL,
		  "%s", err);
	free(cmd);
	cmd = util_xasprintf("%s regen %s %s/full.events -o %s 2>&1", AEX_BIN, a, a, reg);
	cr_expect_eq(test_sh(cmd, &out), 1, "%s", out);
	expect_prefix(a, reg, 1000);
	free(out);
	free(rc);
	free(err);
	free(rcp);
	free(errp);
	free(reg);
	free(cmd);
	free(a);
}

/* rt's newer library functions traced: tests/guest/timefmt.c (gmtime, mktime, timegm,
 * strftime with every conversion, asctime, ctime, difftime over 120 times),
 * tests/guest/stdiomore.c (setlocale, localeconv, tmpnam, tmpfile, rename, freopen, fgetpos,
 * fsetpos), tests/guest/options.c (getopt), tests/guest/lines.c (getline, getdelim,
 * nanosleep, sleep, usleep, _Exit), tests/guest/mathc99.c (C99's additions to libm, %a),
 * tests/guest/sigjumps.c (sigsetjmp, siglongjmp out of a handler), tests/guest/dirs.c (stat,
 * mkdir, opendir, readdir, rmdir), tests/guest/scanning.c (fscanf, scanf) and
 * tests/guest/wide.c (<wchar.h> and <wctype.h>: conversions, wide strings, wcstol ...
 * wcstof, wide streams through a pipe), tests/guest/wideio.c (swprintf, fwprintf, swscanf,
 * fwscanf, wcsftime) and tests/guest/fenvs.c (<fenv.h>: the flags and
 * rounding modes in MIPS's FCSR, SPARC's %fsr and RV32 softfp's word) and tests/guest/special.c
 * (erf, erfc, tgamma, lgamma, signgam, nexttoward) and tests/guest/longmath.c (every long
 * double function of <math.h> and <complex.h>, binary128 on SPARC and RV32, and <tgmath.h>'s
 * long double dispatch), identical on the three
 * ISAs and transparent (the traced run prints what the plain one does, which test_guest
 * compares with glibc's). A matrix, like check::small: run by bin/aex, by the sanitized aex
 * under make check-full. The
 * names of tmpnam and tmpfile follow the process id, and so do the addresses their digits
 * are read from: stdiomore, lines, dirs and scanning are checked against the golden trace
 * of their own traced run (--golden traced). One test per ISA. */
struct isa_param {
	char isa[8];
};

ParameterizedTestParameters(check, rt_library)
{
	static struct isa_param p[] = { { "mips" }, { "sparc" }, { "riscv32" } };

	return cr_make_param_array(struct isa_param, p, sizeof p / sizeof p[0]);
}

ParameterizedTest(struct isa_param *p, check, rt_library, .timeout = 600)
{
	const char *isas[] = { p->isa };
	static const char *const progs[][2] = { { "scanning", "--golden traced" },
						 { "mapping", "--golden traced" },
						 { "timefmt", "" },
						 { "stdiomore", "--golden traced" },
						 { "options", "" },
						 { "lines", "--golden traced" },
						 { "mathc99", "" }, { "sigjumps", "" },
						 { "dirs", "--golden traced" },
						 { "wide", "" }, { "wideio", "" },
						 { "fenvs", "" },
						 { "complexes", "" }, { "headers", "" },
						 { "quads", "" }, { "special", "" },
						 { "longio", "" }, { "longmath", "" } };

	for (size_t i = 0; i < sizeof isas / sizeof isas[0]; i++) {
		for (size_t k = 0; k < sizeof progs / sizeof progs[0]; k++) {
			char *cmd = util_xasprintf("cd /tmp && %s check -i %s %s --reps 1 --json %s -o "
						   "%s/build/tests/check/%s-%s %s/tests/guest/%s.c "
						   "2>&1", test_matrix_aex(), isas[i], test_regen(),
						   progs[k][1], AEX_SRCDIR, progs[k][0], isas[i],
						   AEX_SRCDIR, progs[k][0]);
			char *out = NULL;

			cr_expect_eq(test_sh(cmd, &out), 0, "%s %s: %s", isas[i], progs[k][0], out);
			cr_expect(strstr(out, "\"identical\": true, \"transparent\": true") != NULL,
				  "%s %s: %s", isas[i], progs[k][0], out);
			free(out);
			free(cmd);
		}
	}
}

/* Signals (docs/processes.md, "Signals"): tests/guest/process.c installs a handler and sends
 * itself the signal, restores SIG_DFL in a child that then raises SIGTERM and dies of it: each
 * process's trace identical (the child's up to the system call whose return the signal came
 * at). A program that installs a SIGSEGV handler runs traced; a signal a child sends while
 * the parent computes runs its handler at the parent's next event store. On both ISAs. */
Test(check, signals, .timeout = 600)
{
	const char *isas[] = { "mips", "sparc", "riscv32" };
	static const char *const progs[][2] = {
		{ "segv", "#include <signal.h>\n#include <stdio.h>\n"
			  "static void h(int s) { (void)s; }\n"
			  "int main(void) { signal(SIGSEGV, h); puts(\"installed\"); return 0; }\n" },
		{ "async", "#include <signal.h>\n#include <stdio.h>\n#include <unistd.h>\n"
			   "static volatile int flag;\n"
			   "static void h(int s) { flag = s; }\n"
			   "int main(void) { int fds[2]; char c = 0; pid_t parent = getpid();\n"
			   "  signal(SIGUSR1, h);\n"
			   "  if (pipe(fds) < 0) return 2;\n"
			   "  if (fork() == 0) { volatile unsigned x = 0;\n"
			   "    if (read(fds[0], &c, 1) != 1) _exit(3);\n"
			   "    for (unsigned i = 0; i < 3000000; i++) x += i;\n"
			   "    kill(parent, SIGUSR1); _exit(0); }\n"
			   "  if (write(fds[1], &c, 1) != 1) return 4;\n"
			   "  while (!flag) ;\n"
			   "  puts(\"caught\"); return 0; }\n" },
	};

	for (size_t i = 0; i < sizeof isas / sizeof isas[0]; i++) {
		char *cmd = util_xasprintf("%s check -i %s %s %s/tests/guest/process.c 2>&1",
					   AEX_BIN, isas[i], test_regen(), AEX_SRCDIR);
		char *out = NULL;

		cr_expect_eq(test_sh(cmd, &out), 0, "%s: %s", isas[i], out);
		cr_expect(strstr(out, "process.c (reserved, tree): identical — process 0.2 died of a "
				      "signal") != NULL, "%s: %s", isas[i], out);
		free(out);
		free(cmd);
		for (int k = 0; k < 2; k++) {
			char *dir = util_xasprintf("%s/build/tests/check/signals-%s-%s", AEX_SRCDIR,
						   progs[k][0], isas[i]);
			char *src = util_xasprintf("%s.c", dir);

			FILE *f;

			util_mkdirs(dir);
			f = fopen(src, "w");
			cr_assert(f != NULL, "%s", src);
			fputs(progs[k][1], f);
			fclose(f);
			cmd = util_xasprintf("%s build -i %s %s -o %s %s >/dev/null 2>&1 && %s run %s "
					     "2>&1", AEX_BIN, isas[i], test_regen(), dir, src, AEX_BIN,
					     dir);
			/* both traced: a SIGSEGV handler is the program's for its own faults; the
			 * child's signal waits for the parent's next event store */
			cr_expect_eq(test_sh(cmd, &out), 0, "%s %s: %s", isas[i], progs[k][0], out);
			cr_expect(out && strstr(out, k == 0 ? "installed" : "caught"), "%s %s: %s",
				  isas[i], progs[k][0], out);
			free(out);
			free(cmd);
			free(src);
			free(dir);
		}
	}
}

/* Asynchronous signals (docs/processes.md, "Asynchronous signals"): the micro program sampler,
 * a SIGALRM every 200 µs while the program computes, is identical (every handler at the
 * instruction it came at, against the golden trace of the same run, which sampler.golden asks
 * for) and transparent in 20 runs on each ISA, whose instruction counts show that the signals
 * came at different points. (check::small runs it under every placement, check::steal
 * under steal.) */
Test(check, async_signals, .timeout = 1200)
{
	const char *isas[] = { "mips", "sparc", "riscv32" };

	for (size_t i = 0; i < sizeof isas / sizeof isas[0]; i++) {
		char *dir = util_xasprintf("%s/build/tests/check/async-timer-%s", AEX_SRCDIR,
					   isas[i]);
		char *cmd = util_xasprintf("%s check -i %s %s -o %s --build-only -w sampler 2>&1",
					   AEX_BIN, isas[i], test_regen(), dir);
		char *out = NULL;
		unsigned long long first = 0;
		bool varied = false;

		cr_assert_eq(test_sh(cmd, &out), 0, "%s: %s", isas[i], out);
		free(out);
		free(cmd);
		for (int r = 0; r < 20; r++) {
			const char *p;

			cmd = util_xasprintf("%s check -i %s -o %s --reuse-build -w sampler --reps 1 "
					     "--json 2>/dev/null", AEX_BIN, isas[i], dir);
			cr_expect_eq(test_sh(cmd, &out), 0, "%s run %d: %s", isas[i], r, out);
			cr_expect(out && strstr(out, "\"identical\": true") &&
					  strstr(out, "\"transparent\": true") &&
					  strstr(out, "\"golden\": \"traced\""),
				  "%s run %d: %s", isas[i], r, out);
			p = out ? strstr(out, "\"golden_insns\": ") : NULL;
			if (p) {
				unsigned long long n = strtoull(p + 16, NULL, 10);

				if (r == 0)
					first = n;
				else if (n != first)
					varied = true;
			}
			free(out);
			free(cmd);
		}
		cr_expect(varied, "%s: 20 runs of the same instruction count: the signals never "
				  "moved", isas[i]);
		free(dir);
	}
}

/* Handlers of faults (docs/processes.md, "Faults"), tests/guest/fault.c against the golden
 * trace of the traced run: on both ISAs a SIGSEGV handler that leaves by longjmp, three times,
 * a SIGSEGV handler that exits, and every signal blocked with sigprocmask while the event
 * buffers fill (SIGSEGV read back blocked; a child's fault with SIGSEGV blocked ends it by the
 * signal, its trace equal to the golden one up to the faulting store); on MIPS the longjmp
 * recovery from the trap of a division by zero; identical and transparent. A handler that
 * returns to the faulting instruction stops the traced run with its message, exit status
 * 127. */
Test(check, fault_handlers, .timeout = 900)
{
	static const char *const cases[][3] = {
		{ "mips", "segv", "" },
		{ "sparc", "segv", "" },
		{ "mips", "trap", "--cflags -mcheck-zero-division " },
		{ "mips", "exit", "" },
		{ "sparc", "exit", "" },
		{ "mips", "mask", "" },
		{ "sparc", "mask", "" },
		{ "riscv32", "segv", "" },
		{ "riscv32", "exit", "" },
		{ "riscv32", "mask", "" },
	};
	char *out = NULL, *cmd;

	for (size_t c = 0; c < sizeof cases / sizeof cases[0]; c++) {
		cmd = util_xasprintf("%s check -i %s %s %s/tests/guest/fault.c %s--golden traced "
				     "--reps 1 --json -o %s/build/tests/check/fault-%s-%s -- %s "
				     "2>/dev/null", AEX_BIN, cases[c][0], test_regen(), AEX_SRCDIR,
				     cases[c][2],
				     AEX_SRCDIR, cases[c][0], cases[c][1], cases[c][1]);
		cr_expect_eq(test_sh(cmd, &out), 0, "%s %s: %s", cases[c][0], cases[c][1], out);
		cr_expect(out && strstr(out, "\"identical\": true") &&
				  strstr(out, "\"transparent\": true"),
			  "%s %s: %s", cases[c][0], cases[c][1], out);
		if (strcmp(cases[c][1], "mask") == 0)
			cr_expect(out && strstr(out, "process 0.1 died of a signal") &&
					  strstr(out, "\"processes\": 2"),
				  "%s mask: %s", cases[c][0], out);
		free(out);
		free(cmd);
	}
	for (int i = 0; i < 3; i++) {
		const char *isa = i == 2 ? "riscv32" : i ? "sparc" : "mips";

		cmd = util_xasprintf("%s build -i %s %s -o %s/build/tests/check/fault-return-%s "
				     "%s/tests/guest/fault.c >/dev/null 2>&1 && %s run "
				     "%s/build/tests/check/fault-return-%s -- return 2>&1", AEX_BIN, isa,
				     test_regen(), AEX_SRCDIR, isa, AEX_SRCDIR, AEX_BIN, AEX_SRCDIR, isa);
		cr_expect_eq(test_sh(cmd, &out), 127, "%s: %s", isa, out);
		cr_expect(out && strstr(out, "a handler of a fault returned"), "%s: %s", isa, out);
		free(out);
		free(cmd);
	}
}

/* --golden traced (docs/golden.md, "From the traced run"): tests/guest/race.c reads lines of
 * two children through stdio and waits for whichever ends first, so its instructions differ
 * from run to run; the golden trace logged from the traced run whose events are regenerated
 * is identical to the regenerated one, every process's, on both ISAs, and the JSON says
 * where the golden trace came from. A bad --golden is a usage error. */
Test(check, golden_traced, .timeout = 600)
{
	const char *isas[] = { "mips", "sparc", "riscv32" };
	char *out = NULL, *cmd;

	for (size_t i = 0; i < sizeof isas / sizeof isas[0]; i++) {
		cmd = util_xasprintf("%s check -i %s %s %s/tests/guest/race.c --golden traced "
				     "--reps 1 --json 2>/dev/null", AEX_BIN, isas[i], test_regen(),
				     AEX_SRCDIR);
		cr_expect_eq(test_sh(cmd, &out), 0, "%s: %s", isas[i], out);
		cr_expect(out && strstr(out, "\"identical\": true") &&
				  strstr(out, "\"golden\": \"traced\"") &&
				  strstr(out, "\"processes\": 3"),
			  "%s: %s", isas[i], out);
		free(out);
		free(cmd);
	}
	cmd = util_xasprintf("%s check -i mips %s/tests/guest/race.c --golden both 2>&1", AEX_BIN,
			     AEX_SRCDIR);
	cr_expect_eq(test_sh(cmd, &out), 2, "%s", out);
	cr_expect(out && strstr(out, "--golden wants plain or traced"), "%s", out);
	free(out);
	free(cmd);
}

/* A program that forks (docs/processes.md): aex run writes an event trace per process and
 * the run record (the tree, where each fork happened, how each process ended); aex regen
 * regenerates each into its own file; a child's missing event trace is an error naming the
 * process, and so is a consumer that cannot fork with the program (events from standard
 * input). On both ISAs. */
Test(check, processes_run_record, .timeout = 600)
{
	const char *isas[] = { "mips", "sparc", "riscv32" };

	for (size_t i = 0; i < sizeof isas / sizeof isas[0]; i++) {
		char *dir = util_xasprintf("%s/build/tests/check/forkpipe-%s", AEX_SRCDIR, isas[i]);
		char *cmd = util_xasprintf("%s build -i %s %s -o %s %s/workloads/micro/forkpipe.c "
					   "2>&1 && %s run %s 2>&1 && %s regen %s %s/events -o "
					   "%s/full.trace 2>&1", AEX_BIN, isas[i], test_regen(), dir, AEX_SRCDIR, AEX_BIN, dir,
					   AEX_BIN, dir, dir, dir);
		char *out = NULL, *rec, *path, *f1, *f2;

		cr_assert_eq(test_sh(cmd, &out), 0, "%s: %s", isas[i], out);
		cr_expect(strstr(out, "forkpipe 3067349402 child 0") != NULL, "%s", out);
		cr_expect(strstr(out, "process 0: complete") && strstr(out, "process 0.1: complete"),
			  "%s", out);
		free(out);
		path = util_xasprintf("%s/events.run", dir);
		rec = util_read_file(path, NULL);
		cr_assert(rec != NULL, "%s", path);
		cr_expect(strncmp(rec, "aex-run 1\nprocess 0 pid ", 24) == 0, "%s", rec);
		cr_expect(strstr(rec, " events events exit 0 forks 1\n") != NULL, "%s", rec);
		cr_expect(strstr(rec, "process 0.1 pid ") && strstr(rec, " parent 0 fork 1 at ") &&
			  strstr(rec, " events events.1 exit 0 forks 0\n"), "%s", rec);
		free(rec);
		/* aex stat shows it as a tree */
		free(cmd);
		cmd = util_xasprintf("%s stat %s 2>&1", AEX_BIN, path);
		cr_expect_eq(test_sh(cmd, &out), 0, "%s", out);
		cr_expect(strstr(out, "\n0            pid ") && strstr(out, "\n  0.1        pid ") &&
			  strstr(out, "processes  2\n"), "%s", out);
		free(out);
		free(path);
		f1 = util_xasprintf("%s/full.trace.1", dir);
		cr_expect(util_file_exists(f1), "%s", f1);
		/* the child's events gone: its regeneration fails, naming it */
		f2 = util_xasprintf("%s/events.1", dir);
		cr_assert_eq(unlink(f2), 0);
		free(cmd);
		cmd = util_xasprintf("%s regen %s %s/events -o %s/full.trace 2>&1", AEX_BIN, dir, dir,
				     dir);
		cr_expect_eq(test_sh(cmd, &out), 2, "%s", out);
		cr_expect(strstr(out, "process 0.1") && strstr(out, "events.1"), "%s", out);
		free(out);
		/* from standard input the children's traces have nowhere to come from */
		free(cmd);
		cmd = util_xasprintf("%s regen %s - -o %s/full.trace < %s/events 2>&1", AEX_BIN, dir,
				     dir, dir);
		cr_expect_eq(test_sh(cmd, &out), 2, "%s", out);
		cr_expect(strstr(out, "its children's traces need the event trace as a file"), "%s",
			  out);
		free(out);
		free(f1);
		free(f2);
		free(cmd);
		free(dir);
	}
}

/* Quad-precision long double (SPARC's _Q_ routines, RV32's __*tf* helpers: rt's softquad)
 * builds, runs and traces identical; `aex build` refused it before rt had the arithmetic. */
Test(check, long_double, .timeout = 300)
{
	static const char *const isas[] = { "sparc", "riscv32" };

	for (size_t i = 0; i < sizeof isas / sizeof isas[0]; i++) {
		char *cmd = util_xasprintf("cd /tmp && %s check -i %s %s --reps 1 --json -o "
					   "%s/build/tests/check/long-double-%s "
					   "%s/tests/instr/long-double.c 2>&1", AEX_BIN, isas[i],
					   test_regen(), AEX_SRCDIR, isas[i], AEX_SRCDIR);
		char *out = NULL;

		cr_expect_eq(test_sh(cmd, &out), 0, "%s: %s", isas[i], out);
		cr_expect(strstr(out, "\"identical\": true, \"transparent\": true") != NULL,
			  "%s: %s", isas[i], out);
		free(out);
		free(cmd);
	}
}

/* The traced program does not change the descriptors it gets nor what it prints. */
Test(check, transparency_of_files, .timeout = 300)
{
	char *dir = util_xasprintf("%s/build/tests/check/files", AEX_SRCDIR);
	char *cmd = util_xasprintf("%s build -i mips %s -o %s %s/tests/guest/files.c "
				   ">/dev/null 2>&1 && cd /tmp && %s exec %s/plain -- a 'b c' > %s/p.out "
				   "&& %s run %s -- a 'b c' > %s/t.out 2>/dev/null && cmp %s/p.out "
				   "%s/t.out", AEX_BIN, test_regen(), dir, AEX_SRCDIR, AEX_BIN, dir,
				   dir, AEX_BIN, dir, dir, dir, dir);

	cr_expect_eq(test_sh(cmd, NULL), 0, "plain and traced outputs differ: %s", cmd);
	free(cmd);
	free(dir);
}

/* An indirect jump through stored label addresses is refused at build time, with the line. */
Test(check, computed_goto_refused, .timeout = 300)
{
	char *dir = util_xasprintf("%s/build/tests/check/computed-goto", AEX_SRCDIR);
	char *cmd = util_xasprintf("%s build -i mips -o %s %s/tests/instr/computed-goto.c 2>&1",
				   AEX_BIN, dir, AEX_SRCDIR);
	char *out = NULL;

	cr_expect_eq(test_sh(cmd, &out), 1, "%s", out);
	cr_expect(strstr(out, "computed-goto.s:") && strstr(out, "error: the address of label") &&
		  strstr(out, "cannot be traced"), "%s", out);
	free(out);
	free(cmd);
	free(dir);
}

/* ---- SPARC ---------------------------------------------------------------------------------- */

struct placement_param {
	char placement[16];
};

ParameterizedTestParameters(check, sparc_forms)
{
	static struct placement_param p[] = { { "blocks" }, { "cbranch" }, { "tree" } };

	return cr_make_param_array(struct placement_param, p, sizeof p / sizeof p[0]);
}

/* ldd/std, ldstub, swap, %y, annulled slots, ba,a, save/restore computing, tail calls from a
 * window and from a leaf, window spills and fills: the regenerated trace is exact. */
ParameterizedTest(struct placement_param *p, check, sparc_forms, .timeout = 300)
{
	char *dir = util_xasprintf("%s/build/tests/check/sparc-forms-%s", AEX_SRCDIR, p->placement);
	char *cmd = util_xasprintf("%s check -i sparc --placement %s --reps 1 %s --json "
				   "-o %s %s/tests/instr/sparc-ops.S %s/tests/instr/sparc-main.c 2>&1",
				   AEX_BIN, p->placement, test_regen(), dir, AEX_SRCDIR, AEX_SRCDIR);
	char *out = NULL;

	cr_expect_eq(test_sh(cmd, &out), 0, "%s", out);
	cr_expect(strstr(out, "\"identical\": true") != NULL, "%s", out);
	cr_expect(strstr(out, "\"transparent\": true") != NULL, "%s", out);
	free(out);
	free(cmd);
	free(dir);
}

/* A function that uses the registers the tracing runtime keeps its state in (%g5-%g7) is
 * instrumented by stealing them inside it, with a note, and traces exactly: loads through them,
 * their values recorded, an annulled delay slot, a slot writing what the branch's compare read,
 * a return's slot. */
ParameterizedTestParameters(check, sparc_reserved_registers_stolen)
{
	static struct placement_param p[] = { { "blocks" }, { "cbranch" }, { "tree" } };

	return cr_make_param_array(struct placement_param, p, sizeof p / sizeof p[0]);
}

ParameterizedTest(struct placement_param *p, check, sparc_reserved_registers_stolen,
		  .timeout = 300)
{
	char *dir = util_xasprintf("%s/build/tests/check/sparc-g6-%s", AEX_SRCDIR, p->placement);
	char *cmd = util_xasprintf("%s check -i sparc --placement %s --reps 1 %s --json "
				   "-o %s %s/tests/instr/sparc-g6.S %s/tests/instr/sparc-g6-main.c 2>&1",
				   AEX_BIN, p->placement, test_regen(), dir, AEX_SRCDIR, AEX_SRCDIR);
	char *out = NULL;

	cr_expect_eq(test_sh(cmd, &out), 0, "%s", out);
	cr_expect(strstr(out, "sparc-g6.s:") && strstr(out, "note: mix uses %g6, %g7") &&
		  strstr(out, "note: walk uses %g5, %g6, %g7") &&
		  strstr(out, "2 functions using them instrumented by stealing them"), "%s", out);
	cr_expect(strstr(out, "\"identical\": true") != NULL, "%s", out);
	cr_expect(strstr(out, "\"transparent\": true") != NULL, "%s", out);
	free(out);
	free(cmd);
	free(dir);
}

/* What stealing cannot rewrite, and registers no code may name, are refused with the line. */
struct refusal {
	char isa[8], strategy[12], insn[40], message[80];
};

ParameterizedTestParameters(check, steal_refusals)
{
	static struct refusal r[] = {
		{ "sparc", "reserved", "ldd [%o0],%g6", "doubleword access naming %g5-%g7" },
		{ "sparc", "reserved", "add %g5,%g6,%g7", "naming %g5, %g6 and %g7" },
		{ "mips", "reserved", "addu $23,$4,$5", "$23 is reserved for tracing" },
		{ "mips", "reserved", "addu $1,$4,$5", "$1 is the instrumentation's own register" },
		{ "mips", "steal", "addu $1,$4,$5", "$1 is the instrumentation's own register" },
		{ "mips", "reserved", "addu $28,$4,$5", "$28 is the instrumentation's own register" },
		{ "mips", "steal", "lw $4,0($28)", "$28 is the instrumentation's own register" },
	};

	return cr_make_param_array(struct refusal, r, sizeof r / sizeof r[0]);
}

ParameterizedTest(struct refusal *r, check, steal_refusals, .timeout = 120)
{
	char tag[64];
	size_t k = 0;
	char *dir;

	/* a directory of its own per case (they run in parallel): the instruction's letters */
	for (const char *q = r->insn; *q && k + 1 < sizeof tag; q++)
		if (isalnum((unsigned char)*q))
			tag[k++] = *q;
	tag[k] = '\0';
	dir = util_xasprintf("%s/build/tests/check/refuse-%s-%s-%s", AEX_SRCDIR, r->isa,
			     r->strategy, tag);
	char *src = util_xasprintf("%s.s", dir);
	char *text = strcmp(r->isa, "mips") == 0
		? util_xasprintf("\t.text\n\t.globl\tmain\n\t.ent\tmain\n\t.type\tmain, @function\n"
				 "main:\n\t.set\tnoreorder\n\t.set\tnomacro\n\t.set\tnoat\n\t%s\n"
				 "\tjr\t$31\n\tmove\t$2,$0\n\t.end\tmain\n", r->insn)
		: util_xasprintf("\t.section\t\".text\"\n\t.align\t4\n\t.global\tmain\n"
				 "\t.type\tmain, #function\nmain:\n\t%s\n\tretl\n\t mov\t0, %%o0\n"
				 "\t.size\tmain, .-main\n", r->insn);
	char *cmd = util_xasprintf("%s build -i %s %s --strategy %s -o %s %s 2>&1", AEX_BIN,
				   r->isa, test_regen(), r->strategy, dir, src);
	char *out = NULL;
	FILE *f;

	cr_assert_eq(util_mkdirs(dir), 0);
	f = fopen(src, "w");
	cr_assert(f);
	fputs(text, f);
	fclose(f);
	cr_expect_neq(test_sh(cmd, &out), 0, "%s", out);
	cr_expect(strstr(out, ".s:") && strstr(out, "error:") && strstr(out, r->message), "%s",
		  out);
	free(out);
	free(cmd);
	free(text);
	free(src);
	free(dir);
}

/* --regen-opt takes a gcc optimisation level, 0 to 3; anything else is bad usage. */
Test(check, regen_opt_refused, .timeout = 60)
{
	static const char *const bad[] = { "4", "x", "", "01", "-1" };

	for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
		char *cmd = util_xasprintf("%s build -i mips --regen-opt '%s' -o %s/build/tests/check/"
					   "regen-opt %s/workloads/micro/larus.c 2>&1; %s check -i "
					   "sparc -w larus --regen-opt '%s' 2>&1", AEX_BIN, bad[i],
					   AEX_SRCDIR, AEX_SRCDIR, AEX_BIN, bad[i]);
		char *out = NULL;
		int rc = test_sh(cmd, &out);
		const char *first = strstr(out, "--regen-opt wants");

		cr_expect_eq(rc, 2, "'%s': exit %d\n%s", bad[i], rc, out);
		cr_expect(first && strstr(first + 1, "--regen-opt wants"), "'%s': %s", bad[i], out);
		free(out);
		free(cmd);
	}
}

/* The compilers of the regenerator's C (--regen-cc) regenerate the same trace: for every
 * workload at size small on every ISA, a check with the tcc-built regenerator (identical to
 * the golden trace), then the same build with a gcc-built one (the level of make check-full
 * when it sets AEX_TEST_REGEN to gcc -ON, else -O0): the same traced ELF and regenerator C
 * (but for its first line, which names the build directory), and the gcc-built regenerator's trace of the checked run's events byte for byte the
 * tcc-built one's; each build says how it was compiled. */
struct regen_cc_case {
	char isa[16];
	char workload[40];
};

ParameterizedTestParameters(check, regen_cc_same_traces)
{
	static const char *const isas[] = { "mips", "sparc", "riscv32" };
	struct regen_cc_case *cases = cr_malloc(sizeof *cases * 64);
	char *root = util_xasprintf("%s/workloads", AEX_SRCDIR);
	DIR *d = opendir(root);
	struct dirent *e;
	int n = 0;

	while (d && (e = readdir(d)) && n + 3 <= 64) {
		char *args = util_xasprintf("%s/%s/args", root, e->d_name);

		if (e->d_name[0] != '.' && util_file_exists(args))
			for (size_t i = 0; i < sizeof isas / sizeof isas[0]; i++, n++) {
				snprintf(cases[n].isa, sizeof cases[n].isa, "%s", isas[i]);
				snprintf(cases[n].workload, sizeof cases[n].workload, "%.39s",
					 e->d_name);
			}
		free(args);
	}
	if (d)
		closedir(d);
	free(root);
	return cr_make_param_array(struct regen_cc_case, cases, (size_t)n);
}

ParameterizedTest(struct regen_cc_case *c, check, regen_cc_same_traces, .timeout = 600)
{
	if (!test_full())
		cr_skip_test("make check-full runs it (with gcc -O1, aex build's default)");

	const char *r = getenv("AEX_TEST_REGEN");
	const char *level = r && strncmp(r, "gcc -O", 6) == 0 ? r + 6 : "0";
	char *dir = util_xasprintf("%s/build/tests/check/regen-cc/%s-%s", AEX_SRCDIR, c->isa,
				   c->workload);
	char *cmd = util_xasprintf(
		"set -e; d=%s; aex=%s; i=%s; w=%s; rm -rf $d; mkdir -p $d; "
		"$aex check -i $i -w $w --regen-cc tcc --reps 1 --json -o $d/tcc >$d/check.json; "
		"$aex check -i $i -w $w --regen-cc gcc --regen-opt %s --build-only -o $d/gcc 2>&1; "
		"cmp $d/tcc/traced $d/gcc/traced; "
		"[ \"$(tail -n +2 $d/tcc/regen.c | cksum)\" = \"$(tail -n +2 $d/gcc/regen.c | cksum)\" ]; "
		"cat $d/tcc/regen.cc $d/gcc/regen.cc; "
		"for k in tcc gcc; do { $aex regen $d/$k $d/tcc/events 2>$d/$k.err || "
		"echo \"regen failed\" >>$d/$k.err; } | cksum >$d/$k.sum; done; "
		"cat $d/tcc.sum $d/gcc.sum $d/tcc.err $d/gcc.err",
		dir, AEX_BIN, c->isa, c->workload, level);
	char *out = NULL, *json = NULL, *jpath = util_xasprintf("%s/check.json", dir);
	char *want = util_xasprintf("tcc\ngcc -O%s\n", level);
	int rc = test_sh(cmd, &out);

	cr_assert_eq(rc, 0, "%s %s: exit %d\n%s", c->isa, c->workload, rc, out);
	json = util_read_file(jpath, NULL);
	cr_expect(json && strstr(json, "\"identical\": true") &&
		  strstr(json, "\"regen_cc\": \"tcc\""), "%s %s: %s", c->isa, c->workload, json);
	cr_expect(strncmp(strstr(out, "tcc\n") ? strstr(out, "tcc\n") : "", want, strlen(want)) == 0,
		  "%s %s: regen.cc: %s", c->isa, c->workload, out);
	{
		/* the two checksums (cksum: CRC, length) are equal and cover a whole trace */
		const char *a = strstr(out, want) + strlen(want), *b = strchr(a, '\n');
		unsigned long crc, len;

		const char *done = strstr(out, "regen: complete");

		cr_assert(b && sscanf(a, "%lu %lu", &crc, &len) == 2 && len > 1000, "%s", out);
		cr_expect(strncmp(a, b + 1, (size_t)(b - a)) == 0, "%s %s: traces differ:\n%s",
			  c->isa, c->workload, out);
		cr_expect(done && strstr(done + 1, "regen: complete") && !strstr(out, "failed") &&
			  !strstr(out, "error"), "%s %s: %s", c->isa, c->workload, out);
	}
	free(json);
	free(jpath);
	free(want);
	free(out);
	free(cmd);
	free(dir);
}

/* aex check takes the compiler flags aex build takes. */
Test(check, cflags, .timeout = 300)
{
	char *dir = util_xasprintf("%s/build/tests/check/cflags", AEX_SRCDIR);
	char *src = util_xasprintf("%s.c", dir), *outf = util_xasprintf("%s/plain.out", dir);
	char *cmd = util_xasprintf("%s check -i sparc --cflags '-DAEX_N=42 -DAEX_M=\"m\"' "
				   "%s --reps 1 --json -o %s %s 2>&1", AEX_BIN,
				   test_regen(), dir, src);
	char *out = NULL, *printed;
	FILE *f;

	cr_assert_eq(util_mkdirs(dir), 0);
	f = fopen(src, "w");
	cr_assert(f);
	fputs("#include <stdio.h>\nint main(void)\n{\n\tprintf(\"%d %s\\n\", AEX_N, AEX_M);\n"
	      "\treturn 0;\n}\n", f);
	fclose(f);
	cr_expect_eq(test_sh(cmd, &out), 0, "%s", out);
	cr_expect(strstr(out, "\"identical\": true") != NULL, "%s", out);
	printed = util_read_file(outf, NULL);
	cr_expect(printed && strcmp(printed, "42 m\n") == 0, "the program printed '%s'",
		  printed ? printed : "(nothing)");
	free(printed);
	free(out);
	free(cmd);
	free(outf);
	free(src);
	free(dir);
}

/* Writes text to path, making its directory. */
static void write_source(const char *path, const char *text)
{
	char *dir = util_xstrdup(path), *slash = strrchr(dir, '/');
	FILE *f;

	if (slash)
		*slash = '\0';
	cr_assert_eq(util_mkdirs(dir), 0);
	f = fopen(path, "w");
	cr_assert(f, "%s", path);
	fputs(text, f);
	fclose(f);
	free(dir);
}

/* The two verdicts apart: a program that prints bytes of its own ELF file (the plain and the
 * traced ELF differ there; no branch depends on them) has identical traces but is not
 * transparent, and aex check says so, with the first output line that differs; exit 1. */
Test(check, verdicts_apart, .timeout = 300)
{
	char *dir = util_xasprintf("%s/build/tests/check/verdicts", AEX_SRCDIR);
	char *src = util_xasprintf("%s/selfbytes.c", dir);
	char *cmd = util_xasprintf("%s check -i mips %s --reps 1 -o %s/out %s 2>&1; "
				   "echo rc=$?; %s check -i mips --reuse-build --reps 1 --json "
				   "-o %s/out %s 2>/dev/null", AEX_BIN, test_regen(), dir, src,
				   AEX_BIN, dir, src);
	char *out = NULL;

	write_source(src, "#include <fcntl.h>\n#include <stdio.h>\n#include <unistd.h>\n"
		     "int main(void)\n{\n\tunsigned char b[36];\n"
		     "\tint fd = open(\"/proc/self/exe\", O_RDONLY);\n\n"
		     "\tprintf(\"same line\\n\");\n\tfflush(stdout);\n"
		     "\tif (fd < 0 || read(fd, b, sizeof b) != (ssize_t)sizeof b)\n\t\treturn 3;\n"
		     "\twrite(1, \"shoff=\", 6);\n\twrite(1, b + 32, 4);\n\twrite(1, \"\\n\", 1);\n"
		     "\treturn 0;\n}\n");
	cr_expect_eq(test_sh(cmd, &out), 1, "%s", out);
	cr_expect(strstr(out, "selfbytes.c (reserved, tree): traces identical, but NOT "
			 "transparent — the traced program's output differs") != NULL, "%s", out);
	cr_expect(strstr(out, "verdicts  traces identical; transparency FAILED") != NULL, "%s",
		  out);
	cr_expect(strstr(out, "hint      a program that reads a clock") &&
		  strstr(out, "--fixed-clock (docs/rt.md) or --golden traced"), "%s", out);
	cr_expect(strstr(out, "output    first difference at line 2: plain \"shoff=") &&
		  strstr(out, "\", traced \"shoff="), "%s", out);
	cr_expect(strstr(out, "rc=1\n") != NULL, "%s", out);
	cr_expect(strstr(out, "\"identical\": true, \"transparent\": false") != NULL, "%s", out);
	cr_expect(strstr(out, "\"output_diff\": \"line 2: plain \\\"shoff=") != NULL, "%s", out);
	free(out);
	free(cmd);
	free(src);
	free(dir);
}


/* In the traced ELF at path: the tracing runtime's range, [__aex_rt_begin, __aex_rt_end) of
 * the linker script, holds every function of the runtime (its C part, __aex_core_*, and the
 * routines of trace.S): the handlers test a pc against it. A target whose runtime is all its
 * own assembly (no <ISA>_TRACE_CORE) may use labels of its own instead. */
static void expect_runtime_range(const char *isa, const char *path)
{
	static const char *const asm_funcs[] = { "__aex_start", "__aex_sys", "__aex_flush",
						 "__aex_fork", "__aex_sigaction", "__aex_signal",
						 "__aex_sighandler", "__aex_sigret" };
	const struct toolchain *tc = toolchain_get(isa);
	char *cmd, *out = NULL, *save = NULL;
	unsigned long begin = 0, end = 0, addr[64];
	char names[64][40];
	int n = 0, core = 0;

	cr_assert(tc != NULL);
	cmd = util_xasprintf("%s -t %s", tc->objdump, path);
	cr_assert_eq(test_sh(cmd, &out), 0, "%s", out);
	for (char *line = strtok_r(out, "\n", &save); line; line = strtok_r(NULL, "\n", &save)) {
		const char *name = strrchr(line, ' ');
		unsigned long a = strtoul(line, NULL, 16);

		name = name ? name + 1 : line;
		if (strcmp(name, "__aex_rt_begin") == 0)
			begin = a;
		else if (strcmp(name, "__aex_rt_end") == 0)
			end = a;
		else if (strncmp(name, "__aex_", 6) == 0 && strstr(line, " F ") && n < 64) {
			addr[n] = a;
			snprintf(names[n++], sizeof names[0], "%s", name);
		}
	}
	if (!tc->trace_core && !begin)
		goto done;
	cr_expect(begin && end > begin, "%s: no runtime range [%lx, %lx)", path, begin, end);
	for (int i = 0; i < n; i++) {
		bool listed = strncmp(names[i], "__aex_core_", 11) == 0;

		core += listed;
		for (size_t k = 0; k < sizeof asm_funcs / sizeof asm_funcs[0]; k++)
			listed = listed || strcmp(names[i], asm_funcs[k]) == 0;
		if (listed)
			cr_expect(addr[i] >= begin && addr[i] < end, "%s: %s at %lx is outside the "
				  "runtime's range [%lx, %lx)", path, names[i], addr[i], begin, end);
	}
	cr_expect(!tc->trace_core || core >= 8, "%s: %d functions of the C part", path, core);
done:
	free(out);
	free(cmd);
}

/* A function reached only by tail jumps returns what the callers of its tail callers take
 * (instr/plan.c): inner is static and only tail-called by outer, whose callers branch on its
 * result; the regenerator must compute inner's return value, or it takes the branch on a
 * stale one (each result below differs from the one before it). On the three ISAs. */
Test(check, tail_call_returns, .timeout = 300)
{
	const char *isas[] = { "mips", "sparc", "riscv32" };
	char *dir = util_xasprintf("%s/build/tests/check/tailret", AEX_SRCDIR);
	char *src = util_xasprintf("%s.c", dir);

	write_source(src, "#include <stdio.h>\n\n"
		     "static __attribute__((noinline)) int inner(int x)\n{\n"
		     "\tif (x % 3 == 0)\n\t\treturn -x;\n\treturn x * 2;\n}\n\n"
		     "__attribute__((noinline)) int outer(int x)\n{\n\treturn inner(x + 1);\n}\n\n"
		     "int main(void)\n{\n\tint neg = 0, pos = 0;\n\n"
		     "\tfor (int i = 0; i < 30; i++) {\n\t\tif (outer(i) < 0)\n\t\t\tneg++;\n"
		     "\t\telse\n\t\t\tpos++;\n\t}\n"
		     "\tprintf(\"%d %d\\n\", neg, pos);\n\treturn 0;\n}\n");
	for (size_t i = 0; i < sizeof isas / sizeof isas[0]; i++) {
		char *cmd = util_xasprintf("%s check -i %s %s --reps 1 --json -o %s-%s %s 2>&1",
					   AEX_BIN, isas[i], test_regen(), dir, isas[i], src);
		char *out = NULL;

		cr_expect_eq(test_sh(cmd, &out), 0, "%s: %s", isas[i], out);
		cr_expect(strstr(out, "\"identical\": true, \"transparent\": true") != NULL, "%s: %s",
			  isas[i], out);
		free(out);
		free(cmd);
	}
	free(src);
	free(dir);
}

ParameterizedTestParameters(check, rt_names)
{
	static struct isa_param p[] = { { "mips" }, { "sparc" }, { "riscv32" } };

	return cr_make_param_array(struct isa_param, p, sizeof p / sizeof p[0]);
}

/* A program may define names rt defines (time, clock, write, abs, fabs, gmtime_r, asctime_r)
 * or C libraries commonly do (index, random), as a global or a function, and still use printf,
 * atoi, sqrt and ctime, which pull in rt's files defining abs, fabs, gmtime_r and asctime_r:
 * it links, rt's stdio keeps writing through rt's own write, rt's ctime through its own
 * gmtime_r and asctime_r, and the trace is identical (docs/rt.md, "Names"). The traced ELF's runtime
 * range holds the whole runtime (expect_runtime_range). */
ParameterizedTest(struct isa_param *p, check, rt_names, .timeout = 300)
{
	char *dir = util_xasprintf("%s/build/tests/check/names-%s", AEX_SRCDIR, p->isa);
	char *src = util_xasprintf("%s/names.c", dir), *outf = util_xasprintf("%s/out/plain.out", dir);
	char *cmd = util_xasprintf("%s check -i %s %s --reps 1 --json -o %s/out %s 2>&1",
				   AEX_BIN, p->isa, test_regen(), dir, src);
	char *out = NULL, *printed;

	write_source(src, "#include <stdio.h>\n#include <string.h>\n\n"
		     "long time = 7;\n"
		     "static int writes;\n"
		     "__attribute__((noinline)) int index(int i)\n{\n\treturn i * 3;\n}\n"
		     "__attribute__((noinline)) int random(void)\n{\n"
		     "\tstatic unsigned s = 1;\n\n\ts = s * 1103515245u + 12345u;\n"
		     "\treturn (int)(s >> 16) & 0x7fff;\n}\n"
		     "__attribute__((noinline)) long clock(void)\n{\n\treturn time * 2;\n}\n"
		     "/* never called by rt: its stdio writes through rt's own write */\n"
		     "__attribute__((noinline)) long write(int fd, const void *buf, unsigned long n)\n"
		     "{\n\t(void)fd;\n\t(void)buf;\n\twrites++;\n\treturn (long)n;\n}\n"
		     "int atoi(const char *s);\ndouble sqrt(double x);\n"
		     "__attribute__((noinline)) int abs(int x)\n{\n\treturn x < 0 ? -x * 10 : x * 10;\n}\n"
		     "__attribute__((noinline)) double fabs(double x)\n{\n\treturn x * x;\n}\n"
		     "/* rt's ctime calls rt's own gmtime_r and asctime_r */\n"
		     "__attribute__((noinline)) int gmtime_r(int x)\n{\n\treturn x + 1;\n}\n"
		     "__attribute__((noinline)) int asctime_r(int x)\n{\n\treturn x + 2;\n}\n"
		     "char *ctime(const long *t);\n"
		     "int main(void)\n{\n\tchar buf[32];\n\tint r = random();\n\n"
		     "\tsnprintf(buf, sizeof buf, \"%d\", index(14));\n"
		     "\tprintf(\"time %ld clock %ld index %s random %d %d\\n\", time, clock(), buf, r,"
		     " random());\n"
		     "\twrite(1, \"x\", 1);\n"
		     "\tprintf(\"own writes %d\\n\", writes);\n"
		     "\tprintf(\"abs %d atoi %d fabs %g sqrt %g\\n\", abs(-3), atoi(\"12\"), fabs(-2.0),"
		     " sqrt(16.0));\n"
		     "\tprintf(\"gmtime_r %d asctime_r %d %s\", gmtime_r(5), asctime_r(5), "
		     "ctime(&(long){ 31536000 }));\n"
		     "\treturn (int)strlen(buf) - 2;\n}\n");
	cr_expect_eq(test_sh(cmd, &out), 0, "%s", out);
	cr_expect(strstr(out, "multiple definition") == NULL, "%s", out);
	cr_expect(strstr(out, "\"identical\": true, \"transparent\": true") != NULL, "%s", out);
	printed = util_read_file(outf, NULL);
	cr_expect(printed && strcmp(printed, "time 7 clock 14 index 42 random 16838 5758\n"
					     "own writes 1\nabs 30 atoi 12 fabs 4 sqrt 4\n"
					     "gmtime_r 6 asctime_r 7 Fri Jan  1 00:00:00 1971\n") == 0,
		  "the program printed '%s'", printed ? printed : "(nothing)");
	free(printed);
	free(outf);
	outf = util_xasprintf("%s/out/traced", dir);
	expect_runtime_range(p->isa, outf);
	free(out);
	free(cmd);
	free(outf);
	free(src);
	free(dir);
}

ParameterizedTestParameters(check, fixed_clock)
{
	static struct isa_param p[] = { { "mips" }, { "sparc" }, { "riscv32" } };

	return cr_make_param_array(struct isa_param, p, sizeof p / sizeof p[0]);
}

/* A program that times a busy loop with every clock rt has is transparent and traces
 * identically under --fixed-clock, and reads the virtual clock of docs/rt.md: one
 * millisecond more at every read. */
ParameterizedTest(struct isa_param *p, check, fixed_clock, .timeout = 300)
{
	char *dir = util_xasprintf("%s/build/tests/check/fixed-clock-%s", AEX_SRCDIR, p->isa);
	char *src = util_xasprintf("%s/selftime.c", dir), *outf = util_xasprintf("%s/out/plain.out", dir);
	char *cmd = util_xasprintf("%s check -i %s --fixed-clock %s --reps 1 --json -o "
				   "%s/out %s 2>&1 && %s exec --fixed-clock %s/out/plain && %s run "
				   "--fixed-clock %s/out -o /dev/null", AEX_BIN, p->isa, test_regen(),
				   dir, src, AEX_BIN, dir, AEX_BIN, dir);
	char *out = NULL, *printed;
	static const char expected[] = "clock 3000\ntime 946684800\nusec 2000\n"
				       "mono 0.006000000\ntimes 0 0\nsum 3710737283\n";

	write_source(src, "#include <stdio.h>\n#include <sys/time.h>\n#include <sys/times.h>\n"
		     "#include <time.h>\n\n"
		     "int main(void)\n{\n"
		     "\tclock_t c0 = clock(), c1, tk;\n\ttime_t t0 = time(NULL);\n"
		     "\tstruct timeval tv0, tv1;\n\tstruct timespec ts;\n\tstruct tms tm;\n"
		     "\tunsigned sum = 0;\n\n"
		     "\tgettimeofday(&tv0, NULL);\n"
		     "\tfor (unsigned i = 0; i < 100000; i++)\n\t\tsum += i ^ (sum >> 3);\n"
		     "\tc1 = clock();\n\tgettimeofday(&tv1, NULL);\n"
		     "\tclock_gettime(CLOCK_MONOTONIC, &ts);\n\ttk = times(&tm);\n"
		     "\tprintf(\"clock %ld\\n\", (long)(c1 - c0));\n"
		     "\tprintf(\"time %ld\\n\", (long)t0);\n"
		     "\tprintf(\"usec %ld\\n\", (long)((tv1.tv_sec - tv0.tv_sec) * 1000000 +"
		     " (tv1.tv_usec - tv0.tv_usec)));\n"
		     "\tprintf(\"mono %ld.%09ld\\n\", (long)ts.tv_sec, ts.tv_nsec);\n"
		     "\tprintf(\"times %ld %ld\\n\", (long)tk, (long)tm.tms_utime);\n"
		     "\tprintf(\"sum %u\\n\", sum);\n"
		     "\treturn 0;\n}\n");
	cr_expect_eq(test_sh(cmd, &out), 0, "%s", out);
	cr_expect(strstr(out, "\"identical\": true, \"transparent\": true") != NULL, "%s", out);
	printed = util_read_file(outf, NULL);
	cr_expect(printed && strcmp(printed, expected) == 0, "the program printed '%s'",
		  printed ? printed : "(nothing)");
	/* aex exec and aex run print the same */
	cr_expect(out && strstr(out, expected) && strstr(strstr(out, expected) + 1, expected),
		  "%s", out);
	free(printed);
	free(out);
	free(cmd);
	free(outf);
	free(src);
	free(dir);
}

/* aex build -w W --placement P builds the traced twin too, where aex check would. */
Test(check, build_workload_placement, .timeout = 300)
{
	char *dir = util_xasprintf("%s/build/tests/check/build-w", AEX_SRCDIR);
	char *cmd = util_xasprintf("rm -rf %s && %s build -i mips -w larus --placement blocks "
				   "%s -o %s 2>&1 && %s check -i mips -w larus "
				   "--placement blocks --reuse-build -o %s --reps 1 --json 2>&1",
				   dir, AEX_BIN, test_regen(), dir, AEX_BIN, dir);
	char *out = NULL;

	cr_expect_eq(test_sh(cmd, &out), 0, "%s", out);
	cr_expect(strstr(out, "placement blocks") != NULL, "%s", out);
	cr_expect(strstr(out, "\"identical\": true") != NULL, "%s", out);
	for (int i = 0; i < 3; i++) {
		static const char *const made[] = { "traced", "schema", "regen" };
		char *p = util_xasprintf("%s/%s", dir, made[i]);

		cr_expect(util_file_exists(p), "%s was not built", p);
		free(p);
	}
	free(out);
	free(cmd);
	free(dir);
}

/* ---- strategy steal: code compiled with every register allocatable ---------------------- */

struct steal_case {
	char isa[12], workload[24], placement[12], regs[16];
};

/* On each ISA that can steal: li, cc and egrep under every placement with the registers the
 * heuristic chooses; every micro program (those that fork too) under tree with them, and
 * under cbranch and blocks with busy registers forced (callee-saved ones, temporaries): loop
 * counters, pointers kept across calls, and on MIPS delay slots naming them, moved before
 * their branches or copied onto their edges (sampler too, whose golden trace comes from its
 * traced run: it logs a moved slot after its branch and a copy in the slot's stead,
 * docs/golden.md). */
ParameterizedTestParameters(check, steal)
{
	static const struct {
		const char *isa, *callee_saved, *temporaries;
	} isas[] = { { "mips", "$16,$17", "$8,$9" }, { "riscv32", "s0,s1", "t0,t2" } };
	struct steal_case *cases = cr_malloc(sizeof *cases * 256);
	int n = 0;
	const char *wl[] = { "li", "cc", "egrep" };
	char *root = util_xasprintf("%s/workloads/micro", AEX_SRCDIR);

	for (size_t k = 0; k < sizeof isas / sizeof isas[0]; k++) {
		DIR *d = opendir(root);
		struct dirent *e;

		for (size_t i = 0; i < sizeof wl / sizeof wl[0]; i++)
			for (size_t p = 0; p < sizeof placements / sizeof placements[0]; p++) {
				if (test_in_bench_plan(isas[k].isa, wl[i], placements[p], "steal"))
					continue;
				snprintf(cases[n].isa, sizeof cases[n].isa, "%s", isas[k].isa);
				snprintf(cases[n].workload, sizeof cases[n].workload, "%s", wl[i]);
				snprintf(cases[n].placement, sizeof cases[n].placement, "%s",
					 placements[p]);
				cases[n++].regs[0] = '\0';
			}
		while (d && (e = readdir(d)) && n + 3 <= 256) {
			const char *const forced[][2] = { { "tree", "" },
							  { "cbranch", isas[k].callee_saved },
							  { "blocks", isas[k].temporaries } };

			if (!util_has_suffix(e->d_name, ".c"))
				continue;
			for (int f = 0; f < 3; f++) {
				snprintf(cases[n].isa, sizeof cases[n].isa, "%s", isas[k].isa);
				snprintf(cases[n].workload, sizeof cases[n].workload, "%.*s",
					 (int)strlen(e->d_name) - 2, e->d_name);
				snprintf(cases[n].placement, sizeof cases[n].placement, "%s",
					 forced[f][0]);
				snprintf(cases[n].regs, sizeof cases[n].regs, "%s", forced[f][1]);
				n++;
			}
		}
		if (d)
			closedir(d);
	}
	free(root);
	return cr_make_param_array(struct steal_case, cases, (size_t)n);
}

ParameterizedTest(struct steal_case *c, check, steal, .timeout = 600)
{
	char *cmd = util_xasprintf("%s check -i %s --strategy steal %s %s%s%s -w %s "
				   "--placement %s --reps 1 --json 2>&1", test_matrix_aex(), c->isa,
				   test_regen(), c->regs[0] ? "--steal-regs '" : "", c->regs,
				   c->regs[0] ? "'" : "", c->workload, c->placement);
	char *out = NULL;
	int rc = test_sh(cmd, &out);

	cr_expect_eq(rc, 0, "%s: exit %d\n%s", cmd, rc, out);
	cr_expect(strstr(out, "strategy steal: took ") != NULL, "%s", out);
	cr_expect(strstr(out, "original instructions rewritten") != NULL, "%s", out);
	cr_expect(strstr(out, "\"strategy\": \"steal\"") != NULL, "%s", out);
	cr_expect(strstr(out, "\"identical\": true") != NULL, "%s", out);
	cr_expect(strstr(out, "\"transparent\": true") != NULL, "%s", out);
	free(out);
	free(cmd);
}

/* The number after "KEY": in a JSON text, or -1. */
static double json_value(const char *json, const char *key)
{
	char *k = util_xasprintf("\"%s\": ", key);
	const char *p = strstr(json, k);
	double v = p ? strtod(p + strlen(k), NULL) : -1;

	free(k);
	return v;
}

/* Does a schema record a value narrower than 4 bytes (v=R:W)? */
static bool narrow_values(const char *schema)
{
	for (const char *p = strstr(schema, " v="); p; p = strstr(p + 1, " v=")) {
		size_t len = strcspn(p + 3, " \n");

		if (memchr(p + 3, ':', len))
			return true;
	}
	return false;
}

/* Does a schema record a narrow value after an instruction that is no load (technique cut)? */
static bool cut_values(const char *schema)
{
	for (const char *p = strstr(schema, "\n i "); p; p = strstr(p + 1, "\n i ")) {
		size_t len = strcspn(p + 1, "\n");
		char *line = util_xasprintf("%.*s", (int)len, p + 1);
		bool cut = strstr(line, " v=") && strchr(strstr(line, " v="), ':') &&
			   !strstr(line, " m=r") && !strstr(line, " call") && !strstr(line, " icall") &&
			   !strstr(line, " sys");

		free(line);
		if (cut)
			return true;
	}
	return false;
}

/* --techniques: a byte-wise table lookup (narrow values, and its masked index cut) in a
 * counted loop (a decided branch), through a function whose table argument its caller knows
 * (passed), traces identically with every technique and with none, and smaller with them; the
 * schema shows 1-byte values, cut indices, decided branches and passed registers; an unknown
 * name is refused. */
/* hoist (docs/techniques.md): a counted loop in a function called through a pointer (so that
 * no caller passes it its arguments) tests j against its argument n, which is recorded once at
 * entry instead of a witness an iteration: on each ISA its schema has the decided branch only
 * with hoist, both traces are identical, and hoist's has less than a fifth of the other's
 * event bytes. And in Larus's example, main passes sub its arguments on every ISA, though SPARC
 * and RV32 have an instruction spelt `sub`. */
static const char hoist_src[] =
	"#include <stdio.h>\n"
	"int a[100][100];\n"
	"__attribute__((noinline)) void fill(int *x, int n, int i)\n"
	"{\n\tfor (int j = 0; j < n; j++)\n\t\tx[j] = i + j;\n}\n"
	"void (*volatile fp)(int *, int, int) = fill;\n"
	"int main(void)\n{\n\tunsigned s = 0;\n"
	"\tfor (int i = 0; i < 100; i++)\n\t\tfp(a[i], 100, i);\n"
	"\tfor (int i = 0; i < 100; i++)\n\t\tfor (int j = 0; j < 100; j++)\n"
	"\t\t\ts = s * 31 + (unsigned)a[i][j];\n"
	"\tprintf(\"%u\\n\", s);\n\treturn 0;\n}\n";

/* The schema's lines of function name (a string to free), or NULL. */
static char *schema_function(const char *dir, const char *name)
{
	char *path = util_xasprintf("%s/schema", dir), *schema = util_read_file(path, NULL);
	char *key = util_xasprintf(" %s global ", name), *f, *end, *out = NULL;

	if (schema && (f = strstr(schema, key)) && (end = strstr(f, "\nend\n")))
		out = util_xasprintf("%.*s", (int)(end - f), f);
	free(schema);
	free(path);
	free(key);
	return out;
}

Test(check, hoist, .timeout = 300)
{
	static const char *const isas[] = { "mips", "sparc", "riscv32" };
	char *src = util_xasprintf("%s/build/tests/check/hoist.c", AEX_SRCDIR);

	cr_assert_eq(util_mkdirs(AEX_SRCDIR "/build/tests/check"), 0);
	write_bytes(src, hoist_src, strlen(hoist_src));
	for (size_t k = 0; k < sizeof isas / sizeof isas[0]; k++) {
		double bytes[2];
		char *dir, *cmd, *out = NULL, *f;

		for (int on = 0; on < 2; on++) {
			dir = util_xasprintf("%s/build/tests/check/hoist-%s-%d", AEX_SRCDIR, isas[k],
					     on);
			cmd = util_xasprintf("%s check -i %s --techniques %s %s --reps 1 --json -o %s "
					     "%s 2>&1", AEX_BIN, isas[k], on ? "all" : "no-hoist",
					     test_regen(), dir, src);
			cr_expect_eq(test_sh(cmd, &out), 0, "%s", out);
			cr_expect(strstr(out, "\"identical\": true") && strstr(out, "\"transparent\": "
										"true"), "%s", out);
			bytes[on] = json_value(out, "event_bytes");
			f = schema_function(dir, "fill");
			cr_assert(f, "%s: no fill in the schema", isas[k]);
			cr_expect((strstr(f, " br=") != NULL) == (bool)on, "%s: fill's loop decided %s "
				  "hoist", isas[k], on ? "without" : "only with");
			free(f);
			free(out);
			free(cmd);
			free(dir);
		}
		cr_expect(bytes[1] > 0 && bytes[1] * 5 < bytes[0], "%s: %g event bytes with hoist, "
			  "%g without", isas[k], bytes[1], bytes[0]);
		dir = util_xasprintf("%s/build/tests/check/hoist-larus-%s", AEX_SRCDIR, isas[k]);
		cmd = util_xasprintf("%s build -i %s --placement tree %s -o %s "
				     "%s/workloads/micro/larus.c 2>&1", AEX_BIN, isas[k], test_regen(),
				     dir, AEX_SRCDIR);
		cr_expect_eq(test_sh(cmd, &out), 0, "%s", out);
		f = schema_function(dir, "sub");
		cr_expect(f && strstr(f, "\n pass ") && !strstr(f, "\n pass\n"),
			  "%s: sub takes nothing passed: %s", isas[k], f ? f : "(no sub)");
		free(f);
		free(out);
		free(cmd);
		free(dir);
	}
	free(src);
}

Test(check, techniques, .timeout = 600)
{
	char *dir = util_xasprintf("%s/build/tests/check/techniques", AEX_SRCDIR);
	char *src = util_xasprintf("%s.c", dir);
	static const char *const isas[] = { "mips", "sparc", "riscv32" };
	FILE *f;

	cr_assert_eq(util_mkdirs(dir), 0);
	f = fopen(src, "w");
	cr_assert(f);
	fputs("#include <stdio.h>\n"
	      "static unsigned table[256];\n"
	      "static const char text[] = \"abstract execution records only what it must\";\n"
	      "__attribute__((noinline, noclone)) unsigned step(const unsigned *t, unsigned h,\n"
	      "\t\t\t\t\t\t  unsigned c)\n"
	      "{\n\treturn (h >> 8) ^ t[(h ^ c) & 0xff];\n}\n"
	      "int main(void)\n{\n\tunsigned h = 0;\n"
	      "\tfor (int i = 0; i < 256; i++)\n\t\ttable[i] = (unsigned)i * 2654435761u;\n"
	      "\tfor (int r = 0; r < 50; r++)\n"
	      "\t\tfor (const char *p = text; *p; p++)\n"
	      "\t\t\th = (h >> 8) ^ table[(h ^ (unsigned char)*p) & 0xff];\n"
	      "\tfor (int r = 0; r < 50; r++)\n"
	      "\t\th = step(table, h, (unsigned)r);\n"
	      "\tprintf(\"%08x\\n\", h);\n\treturn 0;\n}\n", f);
	fclose(f);
	for (size_t k = 0; k < sizeof isas / sizeof isas[0]; k++) {
		double bytes[2], bits[2], entry[2];

		for (int all = 0; all < 2; all++) {
			char *out = NULL, *sdir = util_xasprintf("%s/%s-%d", dir, isas[k], all);
			char *cmd = util_xasprintf("%s check -i %s --techniques %s %s "
						   "--reps 1 --json -o %s %s 2>&1", AEX_BIN, isas[k],
						   all ? "all" : "none", test_regen(), sdir, src);
			char *schema_path = util_xasprintf("%s/schema", sdir);
			char *schema;

			cr_expect_eq(test_sh(cmd, &out), 0, "%s", out);
			cr_expect(strstr(out, "\"identical\": true") != NULL, "%s", out);
			bytes[all] = json_value(out, "event_bytes");
			bits[all] = json_value(out, "witness_bits_per_cbranch");
			entry[all] = json_value(out, "value_bytes_entry");
			schema = util_read_file(schema_path, NULL);
			cr_assert(schema);
			cr_expect(narrow_values(schema) == (bool)all,
				  "%s: 1-byte values only with narrow", isas[k]);
			cr_expect((strstr(schema, " br=") != NULL) == (bool)all,
				  "%s: decided branches only with decide", isas[k]);
			cr_expect((strstr(schema, "\n pass ") != NULL) == (bool)all,
				  "%s: passed registers only with pass", isas[k]);
			cr_expect(cut_values(schema) == (bool)all,
				  "%s: the masked index recorded (1 byte) only with cut", isas[k]);
			cr_expect(strstr(schema, all ? "techniques narrow,decide,pass,cut,slots,hoist"
						     : "techniques none"));
			free(schema);
			free(schema_path);
			free(cmd);
			free(sdir);
			free(out);
		}
		cr_expect(bytes[1] > 0 && bytes[1] < bytes[0], "%s: %g bytes with, %g without",
			  isas[k], bytes[1], bytes[0]);
		cr_expect(bits[1] < bits[0], "%s: %g witness bits per branch with, %g without",
			  isas[k], bits[1], bits[0]);
		cr_expect(entry[1] >= 0 && entry[1] < entry[0], "%s: %g entry value bytes with, %g "
			  "without", isas[k], entry[1], entry[0]);
	}
	{
		char *out = NULL;
		char *cmd = util_xasprintf("%s check -i mips --techniques narrow,fast %s 2>&1",
					   AEX_BIN, src);

		cr_expect_eq(test_sh(cmd, &out), 2, "%s", out);
		cr_expect(strstr(out, "unknown technique 'fast'") != NULL, "%s", out);
		free(out);
		free(cmd);
	}
	free(src);
	free(dir);
}

/* A program that forks: check's JSON gives each process's figures, which add up to the run's,
 * and each process's wall times, plain and traced. */
Test(check, per_process_figures, .timeout = 600)
{
	const char *isas[] = { "mips", "sparc", "riscv32" };
	static const char *const keys[] = { "golden_insns", "golden_reads", "golden_writes",
					     "event_bytes", "guest_insns_plain",
					     "guest_insns_traced" };

	for (size_t i = 0; i < sizeof isas / sizeof isas[0]; i++) {
		char *cmd = util_xasprintf("%s check -i %s %s -w pipeline --json 2>/dev/null",
					   AEX_BIN, isas[i], test_regen());
		char *out = NULL, *arr;
		double sum[6] = { 0 };
		int n = 0;

		cr_assert_eq(test_sh(cmd, &out), 0, "%s: %s", isas[i], out);
		cr_expect_eq(json_value(out, "processes"), 4, "%s", out);
		arr = strstr(out, "\"per_process\": [");
		cr_assert(arr != NULL, "%s", out);
		for (char *o = strchr(arr, '{'); o; o = strchr(o + 1, '{'), n++) {
			char *end = strchr(o, '}'), name[32];

			cr_assert(end != NULL);
			*end = '\0';
			if (n == 0)
				snprintf(name, sizeof name, "\"process\": \"0\"");
			else
				snprintf(name, sizeof name, "\"process\": \"0.%d\"", n);
			cr_expect(strstr(o, name) != NULL, "process %d: %s", n, o);
			for (int k = 0; k < 6; k++) {
				double v = json_value(o, keys[k]);

				cr_expect(v > 0, "%s: %s", keys[k], o);
				sum[k] += v;
			}
			cr_expect(json_value(o, "wall_plain_s") > 0 && json_value(o, "wall_traced_s") > 0,
				  "%s", o);
			cr_expect(json_value(o, "insn_ratio") > 1, "%s", o);
			*end = '}';
		}
		cr_expect_eq(n, 4, "%s", arr);
		*arr = '\0';
		for (int k = 0; k < 6; k++)
			cr_expect_eq(sum[k], json_value(out, keys[k]), "%s: %s: the processes' sum %.0f",
				     isas[i], keys[k], sum[k]);
		free(out);
		free(cmd);
	}
}

/* Every key aex check --json prints (with --full-timing, of a program that forks, so that
 * per_process comes too) is described in docs/bench.md; a build that fails still prints an
 * object, which says so. */
Test(check, json_keys_documented, .timeout = 600)
{
	char *doc = util_read_file(AEX_SRCDIR "/docs/bench.md", NULL);
	char *dir = util_xasprintf("%s/build/tests/check/json", AEX_SRCDIR);
	/* its own build directory: check::per_process_figures builds pipeline in the default
	 * one, maybe at the same time */
	char *cmd = util_xasprintf("%s check -i mips %s -w pipeline --full-timing --reps 1 --json "
				   "-o %s/pipeline 2>/dev/null", AEX_BIN, test_regen(), dir);
	char *out = NULL;
	int keys = 0;

	cr_assert_not_null(doc);
	cr_assert_eq(test_sh(cmd, &out), 0, "%s", out);
	for (char *q = strchr(out, '"'); q; q = strchr(q + 1, '"')) {
		char *end = strchr(q + 1, '"'), *key;

		if (!end)
			break;
		if (end[1] == ':') {
			key = util_xasprintf("`%.*s`", (int)(end - q - 1), q + 1);
			cr_expect(strstr(doc, key) != NULL, "docs/bench.md does not describe %s", key);
			free(key);
			keys++;
		}
		q = end;
	}
	cr_expect_gt(keys, 60, "%d keys in %s", keys, out);
	free(out);
	free(cmd);

	out = util_xasprintf("%s/broken.c", dir);
	write_source(out, "int main(void) { return undeclared; }\n");
	free(out);
	cmd = util_xasprintf("%s check -i mips %s --json %s/broken.c 2>/dev/null", AEX_BIN,
			     test_regen(), dir);
	cr_expect_eq(test_sh(cmd, &out), 1, "%s", out);
	cr_expect(out && strstr(out, "\"identical\": false, \"transparent\": false, "
			       "\"failed\": \"build\"}"), "%s", out);
	cr_expect(out && strstr(out, "\"workload\": \"broken.c\""), "%s", out);
	free(out);
	free(cmd);
	free(dir);
	free(doc);
}

/* aex check gives every run the same standard input: a program counting the bytes and
 * words it reads prints the same counts in the plain and the traced run, and the traces are
 * identical, whether the input comes through a pipe (the three ISAs), a file, or --stdin;
 * from a terminal-less /dev/null it reads nothing. */
ParameterizedTestParameters(check, stdin_same_for_every_run)
{
	static struct isa_param isas[] = { { "mips" }, { "sparc" }, { "riscv32" } };

	return cr_make_param_array(struct isa_param, isas, sizeof isas / sizeof isas[0]);
}

ParameterizedTest(struct isa_param *p, check, stdin_same_for_every_run, .timeout = 300)
{
	char *dir = util_xasprintf("%s/build/tests/check/stdin-%s", AEX_SRCDIR, p->isa);
	char *src = util_xasprintf("%s/wc.c", dir), *in = util_xasprintf("%s/in.txt", dir);
	static const char *const how[] = { "printf 'one two\\nthree\\n' | %1$s --stdin -",
					   "%1$s <%2$s", "%1$s --stdin %2$s", "%1$s </dev/null" };
	static const char *const want[] = { "14 bytes, 3 words", "9 bytes, 2 words",
					    "9 bytes, 2 words", "0 bytes, 0 words" };
	FILE *f;

	write_source(src, "#include <ctype.h>\n#include <stdio.h>\n"
		     "int main(void)\n{\n\tint c, bytes = 0, words = 0, in = 0;\n\n"
		     "\twhile ((c = getchar()) != EOF) {\n\t\tbytes++;\n"
		     "\t\tif (isspace(c))\n\t\t\tin = 0;\n\t\telse if (!in)\n"
		     "\t\t\tin = 1, words++;\n\t}\n"
		     "\tprintf(\"%d bytes, %d words\\n\", bytes, words);\n\treturn 0;\n}\n");
	f = fopen(in, "w");
	cr_assert_not_null(f);
	fputs("four five", f);
	fclose(f);
	for (int k = 0; k < 4; k++) {
		char *check, *cmd, *out = NULL, *pout, *tout;

		if (k > 0 && strcmp(p->isa, "mips") != 0)
			continue;
		check = util_xasprintf("%s check -i %s %s --reps 1 -o %s/out %s 2>&1", AEX_BIN,
				       p->isa, test_regen(), dir, src);
		cmd = util_xasprintf(how[k], check, in);
		cr_expect_eq(test_sh(cmd, &out), 0, "%s:\n%s", cmd, out);
		cr_expect(strstr(out, "): identical"), "%s:\n%s", cmd, out);
		pout = util_xasprintf("%s/out/plain.out", dir);
		tout = util_xasprintf("%s/out/traced.out", dir);
		free(out);
		out = util_read_file(pout, NULL);
		cr_expect(out && strstr(out, want[k]), "%s: the plain run printed %s", cmd, out);
		free(out);
		out = util_read_file(tout, NULL);
		cr_expect(out && strstr(out, want[k]), "%s: the traced run printed %s", cmd, out);
		free(out);
		free(pout);
		free(tout);
		free(cmd);
		free(check);
	}
	if (strcmp(p->isa, "mips") == 0) {
		/* a pipe without --stdin: refused at once, before building */
		char *cmd = util_xasprintf("printf x | %s check -i mips %s 2>&1", AEX_BIN, src);
		char *out = NULL;

		cr_expect_eq(test_sh(cmd, &out), 2, "%s", out);
		cr_expect(out && strstr(out, "aex check: error: standard input is a pipe"), "%s",
			  out);
		free(out);
		free(cmd);
	}
	free(in);
	free(src);
	free(dir);
}

/* A program killed by a signal has its instructions counted all the same: the counting
 * plugin keeps its count in a shared mapping (golden.c, stats=), so guest_insns_plain is the
 * golden trace's count and the ratio is not 0. */
ParameterizedTestParameters(check, crash_counts)
{
	static struct isa_param isas[] = { { "mips" }, { "sparc" }, { "riscv32" } };

	return cr_make_param_array(struct isa_param, isas, sizeof isas / sizeof isas[0]);
}

ParameterizedTest(struct isa_param *p, check, crash_counts, .timeout = 300)
{
	char *cmd = util_xasprintf("%s check -i %s %s -w crash --reps 1 --json 2>/dev/null", AEX_BIN,
				   p->isa, test_regen());
	char *out = NULL;

	cr_assert_eq(test_sh(cmd, &out), 0, "%s", out);
	cr_expect(json_value(out, "guest_insns_plain") > 100, "%s", out);
	cr_expect_eq(json_value(out, "guest_insns_plain"), json_value(out, "golden_insns"), "%s",
		     out);
	cr_expect(json_value(out, "insn_ratio") > 1.0, "%s", out);
	free(out);
	free(cmd);
}

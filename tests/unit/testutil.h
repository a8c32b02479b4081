/* testutil.h — what the Criterion suites share: where the sources and the aex binary under
 * test are (the Makefile passes AEX_SRCDIR and AEX_BIN, a sanitized build of bin/aex), and
 * running a shell command with its output captured. */
#ifndef AEX_TESTUTIL_H
#define AEX_TESTUTIL_H

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "strbuf.h"
#include "util.h"

#ifndef AEX_SRCDIR
#define AEX_SRCDIR "."
#endif
#ifndef AEX_BIN
#define AEX_BIN AEX_SRCDIR "/bin/aex"
#endif
#ifndef AEX_PLAIN_BIN
#define AEX_PLAIN_BIN AEX_SRCDIR "/bin/aex"
#endif

/* The tests' xorshift generator (Marsaglia's 13, 7, 17); each test file seeds its own state. */
static inline uint64_t xorshift64(uint64_t *state)
{
	*state ^= *state << 13;
	*state ^= *state >> 7;
	*state ^= *state << 17;
	return *state;
}

/* Runs cmd with /bin/sh; returns its status (128+N for signal N), stdout in *out if not NULL.
 * AEX_ROOT points the aex under test at this source tree. */
static inline int test_sh(const char *cmd, char **out)
{
	struct util_argv av = { 0 };
	char *full;
	int rc;

	setenv("AEX_ROOT", AEX_SRCDIR, 1);
	util_argv_push(&av, "/bin/sh");
	util_argv_push(&av, "-c");
	/* standard input: none, unless the command gives one (the runner's is a pipe) */
	full = util_xasprintf("exec </dev/null; %s", cmd);
	util_argv_push(&av, full);
	rc = util_run(&av, out);
	util_argv_free(&av);
	free(full);
	return rc;
}

/* True under make check-full (AEX_TEST_FULL=1): the tests and configurations that make check
 * leaves to it (docs/testing.md) run too. */
static inline int test_full(void)
{
	const char *f = getenv("AEX_TEST_FULL");

	return f && strcmp(f, "1") == 0;
}

/* The number of random cases a host test of rt's library runs of its n: all of them under
 * make check-full, a quarter (the first quarter of the same seeded sequence) under make
 * check, whose time budget they would otherwise take a fifth of (docs/testing.md). */
static inline int test_cases(int n)
{
	return test_full() || n < 4 ? n : n / 4;
}

/* The aex the check matrices (check::small, check::steal) run: bin/aex, the tool as users run
 * it, built -O2 without sanitizers; under make check-full the sanitized build (AEX_BIN), as
 * every other test runs. The sanitizers watch the same host code in make check through the
 * other suites: bench::quick's 90 builds (every workload, placement and strategy), the
 * contract and refusal tests, the golden and process tests (docs/testing.md). */
static inline const char *test_matrix_aex(void)
{
	return test_full() ? AEX_BIN : AEX_PLAIN_BIN;
}

/* The micro programs whose golden trace from the traced run is compared with the plain run's
 * under every placement on every ISA (docs/golden.md): calls through pointers, longjmp, byte
 * and halfword accesses, MIPS's multi-word FP-to-integer macros, forks and signal handlers.
 * check::small does it on its builds, golden::from_traced_equals_plain on those check::small
 * leaves to bench::quick. NULL-terminated. */
static const char *const test_golden_from_traced[] = { "larus", "longjmp", "indirect", "access",
						       "fp_nbody", "forkpipe", "signals", NULL };

/* The shell commands that compare, in build directory dir, the golden trace of the plain run
 * with the one logged from the traced run (aex golden --from-traced), every process's;
 * caller frees. Its output says "identical" once per process. */
static inline char *test_from_traced_cmd(const char *dir)
{
	return util_xasprintf(
		"%s golden -q -o %s/plain.trace %s >/dev/null 2>&1 && %s golden -q --from-traced "
		"-o %s/traced.trace %s >/dev/null 2>&1 && %s diff %s/plain.trace %s/traced.trace "
		"2>&1 && for f in %s/plain.trace.*; do [ -e \"$f\" ] || continue; %s diff \"$f\" "
		"%s/traced.trace${f#%s/plain.trace} 2>&1 || exit 1; done; "
		"rm -f %s/plain.trace* %s/traced.trace*",
		AEX_BIN, dir, dir, AEX_BIN, dir, dir, AEX_BIN, dir, dir, dir, AEX_BIN, dir, dir,
		dir, dir);
}

/* The configurations `aex bench --quick` runs (bench::quick checks each is identical and
 * transparent), as "isa workload placement strategy" lines; the matrices leave them out
 * rather than check them twice. Empty when the plan cannot be listed: then nothing is left
 * out. */
static inline const char *test_bench_plan(void)
{
	static char *plan;

	if (!plan) {
		char *cmd = util_xasprintf("%s bench --quick --list 2>/dev/null", AEX_BIN), *out = NULL;
		struct strbuf sb = { 0 };

		if (test_sh(cmd, &out) == 0 && out) {
			for (char *l = strtok(out, "\n"); l; l = strtok(NULL, "\n")) {
				char isa[16], w[40], size[16], pl[16], st[16];

				if (sscanf(l, "%15s %39s %15s %15s %15s", isa, w, size, pl, st) == 5 &&
				    strcmp(size, "small") == 0)
					strbuf_addf(&sb, "%s %s %s %s\n", isa, w, pl, st);
			}
		}
		plan = sb.s ? sb.s : util_xstrdup("");
		free(out);
		free(cmd);
	}
	return plan;
}

static inline int test_in_bench_plan(const char *isa, const char *w, const char *placement,
				     const char *strategy)
{
	char *line = util_xasprintf("%s %s %s %s\n", isa, w, placement, strategy);
	const char *plan = test_bench_plan(), *hit = strstr(plan, line);
	int in = hit && (hit == plan || hit[-1] == '\n');

	free(line);
	return in;
}

/* How the suites compile regenerators, as aex's options: $AEX_TEST_REGEN, "tcc" (the
 * default: make check) or "gcc -ON" (make check-full: "gcc -O1", aex build's default). */
static inline const char *test_regen(void)
{
	static char buf[64];
	const char *r = getenv("AEX_TEST_REGEN");

	if (!r || !*r || strcmp(r, "tcc") == 0)
		return "--regen-cc tcc";
	if (strncmp(r, "gcc -O", 6) == 0 && r[6] >= '0' && r[6] <= '3' && !r[7]) {
		snprintf(buf, sizeof buf, "--regen-cc gcc --regen-opt %c", r[6]);
		return buf;
	}
	fprintf(stderr, "AEX_TEST_REGEN: 'tcc' or 'gcc -ON', not '%s'\n", r);
	abort();
}

#endif

/* testutil.h — what the Criterion suites share: where the sources and the aex binary under
 * test are (the Makefile passes AEX_SRCDIR and AEX_BIN, a sanitized build of bin/aex), and
 * running a shell command with its output captured. */
#ifndef AEX_TESTUTIL_H
#define AEX_TESTUTIL_H

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "util.h"

#ifndef AEX_SRCDIR
#define AEX_SRCDIR "."
#endif
#ifndef AEX_BIN
#define AEX_BIN AEX_SRCDIR "/bin/aex"
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
	int rc;

	setenv("AEX_ROOT", AEX_SRCDIR, 1);
	util_argv_push(&av, "/bin/sh");
	util_argv_push(&av, "-c");
	util_argv_push(&av, cmd);
	rc = util_run(&av, out);
	util_argv_free(&av);
	return rc;
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

/* testutil.h — what the Criterion suites share: where the sources and the aex binary under
 * test are (the Makefile passes AEX_SRCDIR and AEX_BIN, a sanitized build of bin/aex), and
 * running a shell command with its output captured. */
#ifndef AEX_TESTUTIL_H
#define AEX_TESTUTIL_H

#include <stdint.h>
#include <stdlib.h>

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

/* The regenerators' optimisation level in the check matrices: $AEX_TEST_REGEN_OPT (make
 * check-full sets 1, the default of aex build), else 0, which compiles three times faster. */
static inline const char *test_regen_opt(void)
{
	const char *o = getenv("AEX_TEST_REGEN_OPT");

	return o && *o ? o : "0";
}

#endif

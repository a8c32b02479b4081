/* test_getopt.c — rt's getopt (rt/src/getopt.c) against the host's glibc: random command
 * lines under every ordering ('+', '-', the default permutation) with and without ':', the
 * options returned, their arguments, optind, optopt and argv's final order all equal. */
#include <criterion/criterion.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

extern char *rt_optarg;
extern int rt_optind, rt_opterr, rt_optopt;
int rt_getopt(int argc, char *const argv[], const char *optstring);

static uint32_t getopt_rng = 0x2545f491;

static uint32_t next(void)
{
	getopt_rng ^= getopt_rng << 13;
	getopt_rng ^= getopt_rng >> 17;
	getopt_rng ^= getopt_rng << 5;
	return getopt_rng;
}

Test(getopt, against_glibc)
{
	static const char *const words[] = { "-a", "-b", "-ab", "-ba", "-bval", "-c", "-cval",
					     "-acv", "--", "-", "op1", "op2", "file", "-x", "-ax",
					     "-d", "-dx", "-:", "-a:", "x-y", "-aaa", "-W", "-Wfoo",
					     "-;", "-a;" };
	static const char *const optstrings[] = { "ab:c::d", "+ab:c::d", "-ab:c::d", ":ab:c::d",
						  "+:ab:c::", "-:ab:c::", "abW;", "a", "" };
	int bad = 0;

	unsetenv("POSIXLY_CORRECT");
	for (int trial = 0; trial < 20000 && bad < 10; trial++) {
		const char *os = optstrings[next() % (sizeof optstrings / sizeof optstrings[0])];
		int argc = 1 + (int)(next() % 8);
		char *a[10], *b[10], log_a[512] = "", log_b[512] = "";
		size_t la = 0, lb = 0;

		a[0] = b[0] = "prog";
		for (int i = 1; i < argc; i++)
			a[i] = b[i] = (char *)words[next() % (sizeof words / sizeof words[0])];
		a[argc] = b[argc] = NULL;
		optind = 0;
		opterr = 0;
		rt_optind = 0;
		rt_opterr = 0;
		for (int k = 0; k < 20; k++) {
			int c = getopt(argc, a, os);

			la += (size_t)snprintf(log_a + la, sizeof log_a - la, "[%d %s %d %d]", c,
					       optarg ? optarg : "-", optind, c == '?' || c == ':' ? optopt : 0);
			if (c == -1 || la >= sizeof log_a)
				break;
		}
		for (int k = 0; k < 20; k++) {
			int c = rt_getopt(argc, b, os);

			lb += (size_t)snprintf(log_b + lb, sizeof log_b - lb, "[%d %s %d %d]", c,
					       rt_optarg ? rt_optarg : "-", rt_optind,
					       c == '?' || c == ':' ? rt_optopt : 0);
			if (c == -1 || lb >= sizeof log_b)
				break;
		}
		for (int i = 0; i < argc; i++) {
			la += (size_t)snprintf(log_a + la, sizeof log_a - la, " %s", a[i]);
			lb += (size_t)snprintf(log_b + lb, sizeof log_b - lb, " %s", b[i]);
		}
		if (strcmp(log_a, log_b) != 0) {
			cr_log_error("\"%s\": glibc %s\n  rt %s", os, log_a, log_b);
			bad++;
		}
	}
	cr_expect_eq(bad, 0, "%d command lines differ (logged)", bad);
}

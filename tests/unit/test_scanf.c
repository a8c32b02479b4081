/* test_scanf.c — rt's scanf family against the host's glibc: random inputs (numbers in
 * every base and spelling, partial prefixes such as "0x", "-", "1e+", "in", "nan(", words,
 * white space, punctuation) under random formats (every conversion, widths, suppression,
 * literals, %n), through sscanf and through fscanf on a file: the same return value, the
 * same values stored, and — for a stream — the same characters left to read after it. */
#include <criterion/criterion.h>
#include <criterion/logging.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "rt_host_stdio.h"
#include "testutil.h"

static uint64_t scanf_rng = 0x51f15e1d2c3b4a59ULL;

static unsigned rnd(unsigned n)
{
	return (unsigned)(xorshift64(&scanf_rng) % n);
}

static const char *const pieces[] = {
	"0", "1", "42", "-7", "+3", "0x", "0X1f", "0xg", "017", "08", "-", "+", "  ", " ",
	"\t", "\n", "1e5", "1e+", "2.5e", ".5", ".", ".e", "1.", "3.25", "-0", "inf", "INF",
	"infinity", "in", "infin", "nan", "NaN(abc)", "nan(", "nan(x", "0x1p4", "0x1.8p-3",
	"0x.8", "0xp", "0x.p1", "0e5", "-0x", "9223372036854775808", "-9223372036854775809",
	"4294967296", "2147483648", "1.5e-320", "0x1P+4", "INFINITY", "nAn", "iNfX", "(nil)", "(NIL", "(", "abc", "xyz", "a", "Z", "_", "%", "=", ";", ",", "]", "-x", "99999999999",
	"18446744073709551616", "7e-400", "1e400", "000000000012", "e", "p",
};

static const char *const convs[] = {
	"%d", "%i", "%u", "%o", "%x", "%X", "%3d", "%2i", "%1x", "%4x", "%hhd", "%hu", "%ld",
	"%lld", "%*d", "%f", "%lf", "%e", "%g", "%a", "%3f", "%5lf", "%*f", "%2lg", "%s",
	"%3s", "%c", "%2c", "%[a-z]", "%[^;=]", "%2[0-9]", "%*s", "%n", " ", "%%", "=", ";",
	"x", "%*c", "%1[-+]", "%p", "%lu", "%llx", "%lli", "%hhu", "%5c", "%*[a-z]", "%zd",
	"%jd", "%lo", "%2[]a]", "%[^]]", "%4a", "%le",
};

/* One stored value, whatever the conversion: compared byte for byte. */
union val {
	long long ll;
	double d;
	float f;
	char s[64];
};

struct result {
	int ret;
	union val v[6];
	char rest[256];
};

static int nargs(const char *fmt)
{
	int n = 0;

	for (const char *p = fmt; (p = strchr(p, '%')); p++) {
		if (p[1] == '%') {
			p++;
			continue;
		}
		if (p[1] != '*')
			n++;
	}
	return n;
}

/* Reads what a stream has left. */
static void rest_host(FILE *f, char *out, size_t n)
{
	size_t k = fread(out, 1, n - 1, f);

	out[k] = '\0';
}

static void rest_rt(rt_FILE *f, char *out, size_t n)
{
	size_t k = rt_fread(out, 1, n - 1, f);

	out[k] = '\0';
}

static int same(const struct result *a, const struct result *b, int n)
{
	if (a->ret != b->ret || strcmp(a->rest, b->rest) != 0)
		return 0;
	for (int i = 0; i < n && i < a->ret + 1 && i < 6; i++)
		if (memcmp(&a->v[i], &b->v[i], sizeof a->v[i]) != 0)
			return 0;
	return 1;
}

Test(scanf, random_like_glibc, .timeout = 120)
{
	char path[64];
	int bad = 0, cases = 0;

	snprintf(path, sizeof path, "/tmp/aex_scanf_%d", (int)getpid());
	for (int trial = 0; trial < test_cases(30000) && bad < 10; trial++) {
		char input[200] = "", fmt[100] = "";
		struct result h, r, hs, rs;
		int n;

		for (int k = 0, m = 1 + (int)rnd(5); k < m; k++)
			strcat(input, pieces[rnd(sizeof pieces / sizeof pieces[0])]);
		for (int k = 0, m = 1 + (int)rnd(4); k < m; k++)
			strcat(fmt, convs[rnd(sizeof convs / sizeof convs[0])]);
		n = nargs(fmt);
		if (n > 6)
			continue;
		memset(&h, 0x5a, sizeof h);
		memset(&r, 0x5a, sizeof r);
		memset(&hs, 0x5a, sizeof hs);
		memset(&rs, 0x5a, sizeof rs);
		/* every argument points at a union big enough for any conversion; %n and the
		 * integers of every length store through it alike */
#define ARGS(x) &(x).v[0], &(x).v[1], &(x).v[2], &(x).v[3], &(x).v[4], &(x).v[5]
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wformat-nonliteral"
		hs.ret = sscanf(input, fmt, ARGS(hs));
		rs.ret = rt_sscanf(input, fmt, ARGS(rs));
		{
			FILE *w = fopen(path, "w");
			FILE *hf;
			rt_FILE *rf;

			cr_assert(w);
			fputs(input, w);
			fclose(w);
			hf = fopen(path, "r");
			rf = rt_fopen(path, "r");
			cr_assert(hf && rf);
			h.ret = fscanf(hf, fmt, ARGS(h));
			r.ret = rt_fscanf(rf, fmt, ARGS(r));
			rest_host(hf, h.rest, sizeof h.rest);
			rest_rt(rf, r.rest, sizeof r.rest);
			fclose(hf);
			rt_fclose(rf);
		}
#pragma GCC diagnostic pop
		hs.rest[0] = rs.rest[0] = '\0';
		cases++;
		if (!same(&hs, &rs, n) && bad++ < 10)
			cr_log_error("sscanf(\"%s\", \"%s\"): host %d, rt %d", input, fmt, hs.ret,
				     rs.ret);
		if (!same(&h, &r, n) && bad++ < 10)
			cr_log_error("fscanf(\"%s\", \"%s\"): host %d rest \"%s\", rt %d rest \"%s\"",
				     input, fmt, h.ret, h.rest, r.ret, r.rest);
	}
	unlink(path);
	cr_log_info("scanf: %d cases", cases);
	cr_expect_eq(bad, 0, "%d of %d cases differ (above)", bad, cases);
}

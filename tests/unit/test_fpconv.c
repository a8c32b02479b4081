/* test_fpconv.c — unit tests of rt's floating conversions (rt/src/fpconv.c, printf.c,
 * strtod.c): %f %e %g and their flags byte for byte against the host's snprintf, strtod and
 * strtof bit for bit (value, end, ERANGE) on random doubles in many spellings and on exact
 * halfway cases, and sscanf's floating conversions. */
#include <criterion/criterion.h>
#include <criterion/logging.h>
#include <errno.h>
#include <float.h>
#include <math.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "rt_host_math.h"
#include "rt_host_stdio.h"

#define MAX_REPORTS 10

static uint64_t rng_state = 0x2545f4914f6cdd1dULL;

static uint64_t rng64(void)
{
	return xorshift64(&rng_state);
}

/* A double of one of several kinds: any bit pattern, a short decimal, an integer, a tie
 * for rounding (k + 1/2 scaled by a power of 10 or 2), a subnormal, a special. */
static double some_double(void)
{
	static const double special[] = { 0.0, -0.0, INFINITY, -INFINITY, NAN, -NAN, DBL_MAX,
					  DBL_MIN, DBL_TRUE_MIN, 0.5, 1.5, 2.5, 0.125, 9.5,
					  999999.5, 0.05, 1e15, 1e16, 1e17, 1e22, 1e23, 5e-324 };
	uint64_t u = rng64();
	double sign = u & 1 ? -1 : 1;

	switch ((u >> 1) % 8) {
	case 0:
		return special[(u >> 8) % (sizeof(special) / sizeof(special[0]))];
	case 1:
		return sign * (double)(rng64() % 100000) / 1000;
	case 2:
		return sign * (double)(rng64() % 10000000);
	case 3:
		return sign * ldexp((double)(2 * (rng64() % 1000) + 1), -(int)(rng64() % 12));
	case 4:
		return from_bits(rng64() & 0x800fffffffffffffULL);
	case 5:
		return sign * ldexp((double)(rng64() >> 11), (int)(rng64() % 200) - 100);
	default:
		return from_bits(rng64());
	}
}

struct tally {
	long cases;
	long bad;
};

static void compare(struct tally *t, const char *fmt, ...)
{
	static char want[4096], got[4096];
	va_list ap, aq;
	int hr, rr;

	va_start(ap, fmt);
	va_copy(aq, ap);
	hr = vsnprintf(want, sizeof(want), fmt, ap);
	rr = rt_vsnprintf(got, sizeof(got), fmt, aq);
	va_end(aq);
	va_end(ap);
	t->cases++;
	if (hr == rr && hr >= 0 && (size_t)hr < sizeof(want) && memcmp(want, got, (size_t)hr + 1) == 0)
		return;
	if (t->bad++ < MAX_REPORTS)
		cr_log_error("format \"%s\": host %d \"%.200s\", rt %d \"%.200s\"", fmt, hr, want, rr, got);
}

static const char *const formats[] = {
	"%f", "%.0f", "%.1f", "%.2f", "%.3f", "%.10f", "%.17f", "%#.0f", "%+f", "% .4f",
	"%-14.3f|", "%014.2f", "%F", "%e", "%.0e", "%.1e", "%.3e", "%.16e", "%.20e", "%#.0e",
	"%+.2E", "%013.4e", "%-13.2e|", "%g", "%.0g", "%.1g", "%.2g", "%.5g", "%.15g",
	"%.17g", "%#g", "%#.3g", "%+G", "% 12g", "%-12.4g|", "%012g", "%.25g", "%10.3f",
	"%*.*f", "%*.*e", "%*.*g", "%Lf",
};

Test(fpconv, printf_floats_like_host)
{
	struct tally t = { 0, 0 };
	size_t i, j;
	double x;
	int w, p;

	for (i = 0; i < 4000; i++) {
		x = some_double();
		for (j = 0; j < sizeof(formats) / sizeof(formats[0]); j++) {
			w = (int)(rng64() % 30) - 5;
			p = (int)(rng64() % 25) - 2;
			if (formats[j][1] == '*')
				compare(&t, formats[j], w, p, x);
			else if (formats[j][1] == 'L')
				continue;
			else
				compare(&t, formats[j], x);
		}
	}
	cr_log_info("printf: %ld floating conversions compared", t.cases);
	cr_expect_eq(t.bad, 0, "%ld of %ld conversions differ", t.bad, t.cases);
}

/* %a and %A byte for byte as glibc writes them: every kind of double, every flag, widths and
 * precisions 0 to 15 (rounding to nearest, ties to even, carries into the leading digit). */
Test(fpconv, printf_hex_floats_like_host)
{
	static const char *const hexformats[] = {
		"%a", "%A", "%.0a", "%.1a", "%.2a", "%.3a", "%.12a", "%.13a", "%.15a", "%#a",
		"%#.0a", "%+a", "% a", "%-24a|", "%024a", "%+020.3A", "%*.*a", "%#*.*A", "%la",
	};
	struct tally t = { 0, 0 };

	for (int i = 0; i < 6000; i++) {
		double x = some_double();

		/* ties at every precision: a fraction ending in 8 followed by zeros */
		if (i % 5 == 0)
			x = from_bits((rng64() & 0xfff0000000000000ULL) |
				      (rng64() & 0x000fffffffffffffULL & ~((1ULL << (4 * (rng64() % 13)))
									 - 1)) |
				      (1ULL << (4 * (rng64() % 13) + 3)));
		for (size_t j = 0; j < sizeof(hexformats) / sizeof(hexformats[0]); j++) {
			int w = (int)(rng64() % 30) - 5, p = (int)(rng64() % 18) - 2;

			if (strchr(hexformats[j], '*'))
				compare(&t, hexformats[j], w, p, x);
			else
				compare(&t, hexformats[j], x);
		}
	}
	cr_log_info("printf: %ld %%a conversions compared", t.cases);
	cr_expect_eq(t.bad, 0, "%ld of %ld conversions differ", t.bad, t.cases);
}

/* Every digit of the extremes, and a mix with the integer conversions around them. */
Test(fpconv, printf_long_expansions_and_mixed_arguments)
{
	struct tally t = { 0, 0 };
	int i;

	compare(&t, "%.1074f", DBL_TRUE_MIN);
	compare(&t, "%.1100e", DBL_TRUE_MIN);
	compare(&t, "%f", DBL_MAX);
	compare(&t, "%.800g", -DBL_MAX);
	compare(&t, "%.1080f", DBL_MIN);
	compare(&t, "%.770e", 0x1.fffffffffffffp-1022);
	for (i = 0; i < 200; i++)
		compare(&t, "%d %f %s %.3e %c %g %lld %5.1f", i, some_double(), "x", some_double(),
			'A' + i % 26, some_double(), (long long)rng64(), some_double());
	cr_expect_eq(t.bad, 0, "%ld of %ld conversions differ", t.bad, t.cases);
}

/* ---- strtod -------------------------------------------------------------------------------- */

static void compare_strtod(struct tally *t, const char *s)
{
	char *he, *re;
	double h, r;
	float hf, rf;
	int herr, rerr;

	errno = 0;
	h = strtod(s, &he);
	herr = errno;
	rt_errno = 0;
	r = rt_strtod(s, &re);
	rerr = rt_errno;
	t->cases++;
	if (to_bits(h) != to_bits(r) || he - s != re - s || herr != rerr) {
		if (!(isnan(h) && isnan(r) && he - s == re - s) && t->bad++ < MAX_REPORTS)
			cr_log_error("strtod(\"%.300s\"): host %a end %td errno %d, rt %a end %td errno %d",
				     s, h, he - s, herr, r, re - s, rerr);
	}
	errno = 0;
	hf = strtof(s, &he);
	herr = errno;
	rt_errno = 0;
	rf = rt_strtof(s, &re);
	rerr = rt_errno;
	t->cases++;
	if (memcmp(&hf, &rf, sizeof(hf)) || he - s != re - s || herr != rerr) {
		if (!(isnan(hf) && isnan(rf) && he - s == re - s) && t->bad++ < MAX_REPORTS)
			cr_log_error("strtof(\"%.300s\"): host %a end %td errno %d, rt %a end %td errno %d",
				     s, (double)hf, he - s, herr, (double)rf, re - s, rerr);
	}
}

Test(fpconv, strtod_fixed_table)
{
	static const char *const table[] = {
		"0", "-0", "+0.0e10", "1", "-1.5", ".5", "5.", ".", "-.e1", "e5", "1e", "1e+",
		"1e-x", "  \t 42.25xyz", "inf", "-INF", "Infinity", "infinit", "nan", "NaN(123abc)",
		"nan(", "nan()", "-nan", "0x", "0x1", "0x1.8p3", "0X.8P-1", "0x1p-1074", "0x1p-1075",
		"0x1.00000000000008p0", "0x1.000000000000081p0", "0x1.fffffffffffff8p1023", "0xp1",
		/* rounded up to the smallest normal: ERANGE unless the bit under the round bit is
		 * set (tiny after rounding with an unbounded exponent); NaN payloads that overflow */
		"0x1.fffffffffffffp-1023", "0x1.fffffffffffff4p-1023", "0x1.fffffffffffff8p-1023",
		"0x1.fffffep-127", "0x1.ffffffp-127", "nan(0x123456789abcdef0123)", "nan(99999999999999999999x)",
		"1e308", "1.7976931348623157e308", "1.7976931348623158e308", "1.797693134862315808e308",
		"1e309", "-1e400", "2.2250738585072014e-308", "2.2250738585072011e-308",
		"4.9406564584124654e-324", "2.4703282292062327e-324", "2.4703282292062328e-324",
		"1e-400", "0.000000000000000000000000000000000000001e39", "123456789012345678901234567890",
		"9007199254740993", "9007199254740992.5", "9007199254740993.0000000000000000001",
		"3.4028235e38", "3.4028236e38", "1.4e-45", "7e-46", "1.17549435e-38",
		"00000000000000000000000000001.5", "1_000", "1,5", "+-1", "0.1", "0.2", "0.3",
	};
	struct tally t = { 0, 0 };
	size_t i;

	for (i = 0; i < sizeof(table) / sizeof(table[0]); i++)
		compare_strtod(&t, table[i]);
	cr_expect_eq(t.bad, 0, "%ld of %ld conversions differ", t.bad, t.cases);
}

/* Random doubles written with 1 to 20 significant digits (so most need rounding), in %e,
 * %f and %g spellings, and the exact decimal expansions of halfway points between
 * neighbouring doubles, plus or minus a tiny amount. */
Test(fpconv, strtod_random_and_halfway_cases)
{
	static char buf[2000];
	struct tally t = { 0, 0 };
	long double mid;
	double x, y;
	int i, p;

	for (i = 0; i < 20000; i++) {
		x = some_double();
		p = (int)(rng64() % 20);
		snprintf(buf, sizeof(buf), "%.*e", p, x);
		compare_strtod(&t, buf);
		snprintf(buf, sizeof(buf), "%.*g", p + 1, x);
		compare_strtod(&t, buf);
		if (fabs(x) < 1e25) {
			snprintf(buf, sizeof(buf), "%.*f", p, x);
			compare_strtod(&t, buf);
		}
	}
	for (i = 0; i < 3000; i++) {
		x = from_bits(rng64() & 0x7fefffffffffffffULL);
		if (i % 3 == 0)
			x = from_bits(rng64() & 0x000fffffffffffffULL);	/* subnormal */
		y = nextafter(x, INFINITY);
		mid = ((long double)x + (long double)y) / 2;	/* exact in 64 bits */
		snprintf(buf, sizeof(buf), "%.800Lg", mid);
		compare_strtod(&t, buf);
		strcat(buf, i & 1 ? "0000000001" : "e0");
		if (strchr(buf, 'e') == NULL || (i & 1) == 0)
			compare_strtod(&t, buf);
	}
	cr_log_info("strtod/strtof: %ld conversions compared", t.cases);
	cr_expect_eq(t.bad, 0, "%ld of %ld conversions differ", t.bad, t.cases);
}

Test(fpconv, atof_and_sscanf_floats)
{
	static const char *const inputs[] = {
		"3.25", "  -1e-3 rest", "12345678901234567890", "0x1p4", "inf", "nan", "1e999",
		"2.5e", ".e", "7.0000000000000000001", "-0", "1e-310",
	};
	size_t i;
	float f1, f2;
	double d1, d2, e1, e2;
	int h, r, n1, n2;

	for (i = 0; i < sizeof(inputs) / sizeof(inputs[0]); i++) {
		d1 = atof(inputs[i]);
		d2 = rt_atof(inputs[i]);
		cr_expect(to_bits(d1) == to_bits(d2) || (isnan(d1) && isnan(d2)), "atof(\"%s\")",
			  inputs[i]);
		f1 = f2 = 0;
		d1 = d2 = e1 = e2 = 0;
		n1 = n2 = -1;
		h = sscanf(inputs[i], "%f%n", &f1, &n1);
		r = rt_sscanf(inputs[i], "%f%n", &f2, &n2);
		cr_expect(h == r && n1 == n2 && (memcmp(&f1, &f2, sizeof(f1)) == 0 || isnan(f1)),
			  "sscanf(\"%s\", \"%%f\"): host %d %a %d, rt %d %a %d", inputs[i], h,
			  (double)f1, n1, r, (double)f2, n2);
		h = sscanf(inputs[i], "%4lf%lg", &d1, &e1);
		r = rt_sscanf(inputs[i], "%4lf%lg", &d2, &e2);
		cr_expect(h == r && (to_bits(d1) == to_bits(d2) || isnan(d1)) &&
			  (to_bits(e1) == to_bits(e2) || isnan(e1)),
			  "sscanf(\"%s\", \"%%4lf%%lg\"): host %d %a %a, rt %d %a %a", inputs[i], h,
			  d1, e1, r, d2, e2);
	}
	h = sscanf("1.5 x 2e3", "%le x %*g %n", &d1, &n1);
	r = rt_sscanf("1.5 x 2e3", "%le x %*g %n", &d2, &n2);
	cr_expect(h == r && d1 == d2 && n1 == n2);
}

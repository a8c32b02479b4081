/* test_longio.c — unit tests of rt's long double text conversions (rt/src/fpconv.c, printf.c,
 * strtod.c): the binary128 paths that SPARC and RV32 run, reached on the host through their
 * internal entries (the bits of a binary128, not the host's x87 long double), against glibc's
 * __float128 references: strtof128 bit for bit (value, end, ERANGE) on random decimal and
 * hexadecimal strings of values of every exponent, exact halfway cases and strings just
 * either side of them; printf's %La %Le %Lf %Lg byte for byte against strfromf128 and, with
 * flags and widths, libquadmath's quadmath_snprintf (opened by the test that uses it: loaded,
 * libquadmath registers printf modifiers with glibc, whose wide printf then takes a path that
 * the random formats of test_wformat.c make crash). The host's own long double (x87) then
 * goes through the same code: strtold, wcstold, printf %L[efg] and sscanf %L against glibc. */
#include <criterion/criterion.h>
#include <criterion/logging.h>
#include <dlfcn.h>
#include <errno.h>
#include <quadmath.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <wchar.h>
#include "rt_host_stdio.h"
#include "testutil.h"

#define MAX_REPORTS 10

/* rt's, as the host build names them */
unsigned long rt___rt_fp_parse_wide(const char *s, unsigned long max, int x87fmt, uint64_t *w,
				    int *erange);
int rt___rt_snprintf_quad(char *s, unsigned long n, const char *fmt, ...);
long double rt_strtold(const char *s, char **end);
long double rt_wcstold(const wchar_t *s, wchar_t **end);

/* libquadmath's quadmath_snprintf, from the library opened here (see above). */
static int (*q_snprintf)(char *s, size_t n, const char *fmt, ...);

static void open_quadmath(void)
{
	void *h = dlopen("libquadmath.so.0", RTLD_NOW);

	cr_assert(h != NULL, "libquadmath.so.0: %s", dlerror());
	*(void **)&q_snprintf = dlsym(h, "quadmath_snprintf");
	cr_assert(q_snprintf != NULL, "quadmath_snprintf: %s", dlerror());
}

static uint64_t rng_state = 0x9e3779b97f4a7c15ULL;

static uint64_t rng64(void)
{
	return xorshift64(&rng_state);
}

static __float128 quad_of(uint64_t hi, uint64_t lo)
{
	__float128 q;
	uint64_t w[2] = { lo, hi };

	memcpy(&q, w, sizeof(q));
	return q;
}

static void bits_of(__float128 q, uint64_t *hi, uint64_t *lo)
{
	uint64_t w[2];

	memcpy(w, &q, sizeof(w));
	*lo = w[0];
	*hi = w[1];
}

/* A finite binary128 of one of several kinds: any exponent with random fraction bits, a
 * subnormal, one with few fraction bits (ties for rounding to a precision), small integers,
 * the extremes. */
static __float128 some_quad(void)
{
	static const uint64_t special[][2] = {
		{ 0, 0 }, { 0x8000000000000000ULL, 0 }, { 0x3fff000000000000ULL, 0 },
		{ 0x7ffeffffffffffffULL, ~0ULL }, { 0x0001000000000000ULL, 0 }, { 0, 1 },
		{ 0x0000ffffffffffffULL, ~0ULL }, { 0x3ffb999999999999ULL, 0x999999999999999aULL },
	};
	uint64_t u = rng64(), sign = (u & 1) << 63, be = rng64() % 32767, hi, lo;

	switch ((u >> 1) % 6) {
	case 0:
		u = (u >> 8) % (sizeof(special) / sizeof(special[0]));
		return quad_of(special[u][0], special[u][1]);
	case 1:
		return quad_of(sign | (rng64() & 0x0000ffffffffffffULL), rng64() >> (rng64() % 64));
	case 2:	/* a few significant bits: halfway cases for the precisions */
		hi = sign | be << 48 | (rng64() & 0x0000ffff00000000ULL);
		return quad_of(hi, 0);
	case 3:
		return (__float128)(int64_t)(rng64() % 2000001) / ((rng64() & 1) ? 1 : 1024);
	case 4:	/* exponents near 1 */
		be = 16383 - 200 + rng64() % 400;
		/* fall through */
	default:
		hi = sign | be << 48 | (rng64() & 0x0000ffffffffffffULL);
		lo = rng64();
		return quad_of(hi, lo);
	}
}

struct tally {
	long cases;
	long bad;
};

/* ---- strtold on binary128 ------------------------------------------------------------------ */

static void check_parse(struct tally *t, const char *s)
{
	char *hend;
	uint64_t w[2], hh, hl;
	int erange, herange;
	unsigned long n;
	__float128 h;

	errno = 0;
	h = strtof128(s, &hend);
	herange = errno == ERANGE;
	bits_of(h, &hh, &hl);
	n = rt___rt_fp_parse_wide(s, SIZE_MAX, 0, w, &erange);
	t->cases++;
	if (n == (unsigned long)(hend - s) && (n == 0 || (w[0] == hh && w[1] == hl && erange == herange)))
		return;
	if (t->bad++ < MAX_REPORTS)
		cr_log_error("strtold(\"%.300s\"): glibc %016llx%016llx end %ld erange %d, rt %016llx%016llx end %lu erange %d",
			     s, (unsigned long long)hh, (unsigned long long)hl, (long)(hend - s), herange,
			     (unsigned long long)w[0], (unsigned long long)w[1], n, erange);
}

/* The exact decimal expansion of m 2^e (m < 2^114 as hi:lo), in base-10^9 limbs: the
 * midpoints between neighbouring binary128 values, written out in full. */
static void limbs_mul(uint32_t *l, int *n, uint32_t f)
{
	uint64_t carry = 0;
	int i;

	for (i = 0; i < *n; i++) {
		carry += (uint64_t)l[i] * f;
		l[i] = (uint32_t)(carry % 1000000000);
		carry /= 1000000000;
	}
	while (carry) {
		l[(*n)++] = (uint32_t)(carry % 1000000000);
		carry /= 1000000000;
	}
}

static char *exact_decimal(uint64_t hi, uint64_t lo, int e)
{
	static char out[20000], digits[20000];
	static uint32_t l[2400];
	unsigned __int128 m = (unsigned __int128)hi << 64 | lo;
	int n = 0, k = 0, i, len;

	while (m) {
		l[n++] = (uint32_t)(m % 1000000000);
		m /= 1000000000;
	}
	for (; e >= 29; e -= 29)
		limbs_mul(l, &n, 1u << 29);
	if (e > 0)
		limbs_mul(l, &n, 1u << e);
	for (; e <= -13; e += 13, k += 13)	/* m 2^-k = m 5^k / 10^k */
		limbs_mul(l, &n, 1220703125);	/* 5^13 */
	for (; e < 0; e++, k++)
		limbs_mul(l, &n, 5);
	len = sprintf(digits, "%u", l[n - 1]);
	for (i = n - 2; i >= 0; i--)
		len += sprintf(digits + len, "%09u", l[i]);
	if (k >= len) {	/* leading zeros: 0.000ddd */
		memset(out, '0', (size_t)(k - len + 1));
		memcpy(out + k - len + 1, digits, (size_t)len + 1);
		len = k + 1;
		memcpy(digits, out, (size_t)len + 1);
	}
	if (k) {
		memcpy(out, digits, (size_t)(len - k));
		out[len - k] = '.';
		memcpy(out + len - k + 1, digits + len - k, (size_t)k + 1);
	} else {
		memcpy(out, digits, (size_t)len + 1);
	}
	return out;
}

Test(longio, strtold_binary128_like_strtof128, .timeout = 120)
{
	static const char *const fixed[] = {
		"0", "-0", "1", "0.1", "1e4932", "1.18973149535723176508575932662800702e4932",
		"1.189731495357231765085759326628007016e4932",
		"1.1897314953572317650857593266280071e4932", "1e4933", "-1e5000", "1e-4966",
		"3e-4966", "3.2e-4966", "3.3e-4966", "6.475175119438025110924438958227646552e-4966",
		"1e-4965", "1e-5000", "3.36210314311209350626267781732175260e-4932",
		"inf", "-Infinity", "infinit", "nan", "-nan", "nan(123)", "nan(0x1234567890abcdef)",
		"nan(0x123456789abcdef0123)", "nan(077)", "nan(12a)", "nan()", "nan(", "NaN(_x)",
		"0x1p-16494", "0x1p-16495", "0x1.8p-16495", "0x0.0000000000000000000000000001p-16382",
		"0x1.ffffffffffffffffffffffffffff8p16383", "0x1.ffffffffffffffffffffffffffff7fp16383",
		"0x1.00000000000000000000000000008p0", "0x1.000000000000000000000000000081p0",
		"0x1.00000000000000000000000000018p0", "0x", "0x.", "0xp1", ".e5", "1e", "1e+", "-.5e-3",
		"0x1p99999999", "0x1p-99999999", "1e99999999", "1e-99999999", "00000.0000001e7",
		"123456789012345678901234567890123456789012345678901234567890",
		".000000000000000000000000000000000000000000000000001e50",
	};
	struct tally t = { 0, 0 };
	char s[20100];
	uint64_t hi, lo;
	size_t i;
	int k, p;

	for (i = 0; i < sizeof(fixed) / sizeof(fixed[0]); i++)
		check_parse(&t, fixed[i]);
	for (i = 0; i < (size_t)test_cases(2000); i++) {
		__float128 q = some_quad();

		/* round trips and short spellings, decimal and hexadecimal */
		p = (int)(rng64() % 45);
		strfromf128(s, sizeof(s), p == 0 ? "%.36e" : p < 20 ? "%.20e" : "%.40g", q);
		if (p > 30)
			snprintf(s, sizeof(s), "%.*e", p - 30, (double)q);
		check_parse(&t, s);
		strfromf128(s, sizeof(s), p < 10 ? "%.3a" : "%a", q);
		check_parse(&t, s);
	}
	/* exact midpoints between neighbours, and strings just above and below them */
	for (i = 0; i < 300; i++) {
		__float128 q = some_quad();
		int be, e;
		size_t n;

		bits_of(q, &hi, &lo);
		hi &= 0x7fffffffffffffffULL;
		if (i % 3 == 0)	/* exponents where the expansion stays short */
			hi = (hi & 0x0000ffffffffffffULL) | (uint64_t)(16383 - 120 + rng64() % 240) << 48;
		be = (int)(hi >> 48);
		if (be == 0x7fff)
			continue;
		e = (be ? be - 16495 : -16494) - 1;
		hi = (be ? (hi & 0x0000ffffffffffffULL) | 0x0001000000000000ULL : hi);
		/* 2m + 1 */
		hi = hi << 1 | lo >> 63;
		lo = lo << 1 | 1;
		snprintf(s, sizeof(s), "%s", exact_decimal(hi, lo, e));
		check_parse(&t, s);
		n = strlen(s);
		k = s[n - 1];
		snprintf(s + n, sizeof(s) - n, "%s0000000000000000000001", strchr(s, '.') ? "" : ".");
		check_parse(&t, s);	/* just above */
		if (k > '0') {	/* just below: the last digit lowered, nines after it */
			s[n - 1] = (char)(k - 1);
			snprintf(s + n, sizeof(s) - n, "%s99999999999", strchr(s, '.') ? "" : ".");
			check_parse(&t, s);
		}
	}
	cr_log_info("strtold (binary128): %ld strings compared", t.cases);
	cr_expect_eq(t.bad, 0, "%ld of %ld strings differ", t.bad, t.cases);
}

/* ---- printf on binary128 ------------------------------------------------------------------- */

static void check_format(struct tally *t, const char *fmt, const char *qfmt, __float128 q, int byq)
{
	static char want[20000], got[20000];
	int hr, rr;

	if (byq)
		hr = q_snprintf(want, sizeof(want), qfmt, q);
	else
		hr = strfromf128(want, sizeof(want), qfmt, q);
	rr = rt___rt_snprintf_quad(got, sizeof(got), fmt, &q);
	t->cases++;
	if (hr == rr && hr >= 0 && (size_t)hr < sizeof(want) && memcmp(want, got, (size_t)hr + 1) == 0)
		return;
	if (t->bad++ < MAX_REPORTS)
		cr_log_error("format \"%s\": glibc %d \"%.200s\", rt %d \"%.200s\"", fmt, hr, want, rr, got);
}

Test(longio, printf_binary128_like_glibc, .timeout = 300)
{
	static const char convs[] = "aAeEfFgG";
	static const char *const flags[] = { "", "-", "+", " ", "#", "0", "-+", "#0", "+0", "- #" };
	struct tally t = { 0, 0 };
	char fmt[64], qfmt[64];
	int i, j, p, w;

	open_quadmath();
	for (i = 0; i < test_cases(700); i++) {
		__float128 q = some_quad();

		for (j = 0; j < 8; j++) {
			char c = convs[j];

			/* the default and a random precision: against strfromf128 */
			if (c != 'f' && c != 'F') {
				snprintf(fmt, sizeof(fmt), "%%L%c", c);
				snprintf(qfmt, sizeof(qfmt), "%%%c", c);
				check_format(&t, fmt, qfmt, q, 0);
			}
			p = (int)(rng64() % 40);
			if ((c == 'f' || c == 'F') && rng64() % 4)
				p %= 8;
			snprintf(fmt, sizeof(fmt), "%%.%dL%c", p, c);
			snprintf(qfmt, sizeof(qfmt), "%%.%d%c", p, c);
			check_format(&t, fmt, qfmt, q, 0);
			/* flags and widths: against quadmath_snprintf */
			w = (int)(rng64() % 50);
			snprintf(fmt, sizeof(fmt), "%%%s%d.%dL%c", flags[i % 10], w, p, c);
			snprintf(qfmt, sizeof(qfmt), "%%%s%d.%dQ%c", flags[i % 10], w, p, c);
			check_format(&t, fmt, qfmt, q, 1);
		}
	}
	/* infinities and NaNs */
	for (j = 0; j < 8; j++) {
		snprintf(fmt, sizeof(fmt), "%%+8L%c", convs[j]);
		snprintf(qfmt, sizeof(qfmt), "%%+8Q%c", convs[j]);
		check_format(&t, fmt, qfmt, quad_of(0x7fff000000000000ULL, 0), 1);
		check_format(&t, fmt, qfmt, quad_of(0xffff000000000000ULL, 0), 1);
		check_format(&t, fmt, qfmt, quad_of(0x7fff800000000000ULL, 0), 1);
		check_format(&t, fmt, qfmt, quad_of(0xffff000000000000ULL, 1), 1);
	}
	cr_log_info("printf (binary128): %ld conversions compared", t.cases);
	cr_expect_eq(t.bad, 0, "%ld of %ld conversions differ", t.bad, t.cases);
}

/* ---- the host's x87 long double through the same code ------------------------------------- */

Test(longio, x87_strtold_printf_scanf_like_glibc, .timeout = 120)
{
	static const char *const fmts[] = { "%Le", "%.30Le", "%Lf", "%.3Lf", "%Lg", "%.25Lg",
					    "%-+30.10Le|", "%#012.0Lf", "%.0Le" };
	struct tally t = { 0, 0 };
	char s[12000], want[12000], got[12000], *hend, *rend;
	wchar_t ws[128], *wend, *rwend;
	long double h, r;
	int i, j, herr, rerr, hn, rn;

	for (i = 0; i < test_cases(4000); i++) {
		__float128 q = some_quad();
		long double x = (long double)q;

		if (i % 2)
			strfromf128(s, sizeof(s), i % 4 == 1 ? "%.25e" : "%a", q);
		else
			snprintf(s, sizeof(s), "%.*Lg", (int)(rng64() % 25) + 1, x);
		errno = 0;
		h = strtold(s, &hend);
		herr = errno;
		rt_errno = 0;
		r = rt_strtold(s, &rend);
		rerr = rt_errno;
		t.cases++;
		if (memcmp(&h, &r, 10) || hend - s != rend - s || herr != rerr) {
			if (t.bad++ < MAX_REPORTS)
				cr_log_error("strtold(\"%s\"): glibc %La end %ld errno %d, rt %La end %ld errno %d",
					     s, h, (long)(hend - s), herr, r, (long)(rend - s), rerr);
		}
		if (i % 8 == 0) {
			swprintf(ws, 128, L"  %s!", s);
			h = wcstold(ws, &wend);
			r = rt_wcstold(ws, &rwend);
			t.cases++;
			if (memcmp(&h, &r, 10) || wend != rwend)
				if (t.bad++ < MAX_REPORTS)
					cr_log_error("wcstold(\"%s\") differs", s);
		}
		hn = sscanf(s, "%Lf%n", &h, &herr);
		rn = rt_sscanf(s, "%Lf%n", &r, &rerr);
		t.cases++;
		if (hn != rn || (hn == 1 && (memcmp(&h, &r, 10) || herr != rerr)))
			if (t.bad++ < MAX_REPORTS)
				cr_log_error("sscanf(\"%s\", \"%%Lf\") differs", s);
		j = (int)(rng64() % (sizeof(fmts) / sizeof(fmts[0])));
		hn = snprintf(want, sizeof(want), fmts[j], x);
		rn = rt_snprintf(got, sizeof(got), fmts[j], x);
		t.cases++;
		if (hn != rn || strcmp(want, got))
			if (t.bad++ < MAX_REPORTS)
				cr_log_error("\"%s\" of %La: glibc \"%.100s\", rt \"%.100s\"", fmts[j], x, want, got);
	}
	cr_log_info("x87 long double: %ld conversions compared", t.cases);
	cr_expect_eq(t.bad, 0, "%ld of %ld conversions differ", t.bad, t.cases);
}

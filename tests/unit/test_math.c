/* test_math.c — unit tests of rt's mathematical library (rt/src/math.c, explog.c, trig.c,
 * mathf.c, mathc99.c): the exact functions bit for bit against the host over random bit
 * patterns, and the maximum error in ulps of the others against the host's long double
 * functions over random arguments in their useful ranges. docs/rt.md reports the measured
 * bounds. */
#include <criterion/criterion.h>
#include <criterion/logging.h>
#include <errno.h>
#include <float.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include "rt_host_math.h"

#define MAX_REPORTS 10

static uint64_t rng_state = 0x9e3779b97f4a7c15ULL;

static uint64_t rng64(void)
{
	return xorshift64(&rng_state);
}

/* Uniform in [lo, hi]. */
static double uniform(double lo, double hi)
{
	return lo + (hi - lo) * ((double)(rng64() >> 11) * 0x1p-53);
}

/* Random finite doubles, sign included, every exponent equally likely; some specials. */
static double any_double(void)
{
	static const double special[] = { 0.0, -0.0, 1.0, -1.0, 0.5, 2.0, DBL_MIN, DBL_MAX,
					  DBL_TRUE_MIN, INFINITY, -INFINITY, NAN, 3.0, -7.5 };
	uint64_t u = rng64();

	if (u % 64 == 0)
		return special[(u >> 8) % (sizeof(special) / sizeof(special[0]))];
	if (u % 64 == 1)	/* small integers and halves */
		return (double)((int64_t)(rng64() % 2001) - 1000) * 0.5;
	return from_bits(u);
}

static int same(double a, double b)
{
	return (isnan(a) && isnan(b)) || to_bits(a) == to_bits(b);
}

/* Equal when the host's result is special (NaN, infinite, zero, one) and otherwise within
 * one ulp: neither library rounds these functions correctly. */
static int close_to(double got, double want)
{
	if (isnan(want) || isinf(want) || want == 0 || fabs(want) == 1)
		return same(got, want);
	return signbit(got) == signbit(want) && ulps(got, want) <= 1;
}

/* ---- exact functions ----------------------------------------------------------------------- */

#define EXACT_SAMPLES 300000

Test(math, exact_functions_match_the_host)
{
	long bad = 0;
	int i, e1, e2;
	double x, y, i1, i2;

	for (i = 0; i < EXACT_SAMPLES; i++) {
		x = any_double();
		y = any_double();
		if (i % 3 == 0 && isnormal(x) && isnormal(y))	/* nearby magnitudes make fmod work longer */
			y = ldexp(y, -ilogb(y) + ilogb(x) - (int)(rng64() % 60));
#define CHECK(expr_rt, expr_host)                                                          \
	do {                                                                                \
		double g_ = (expr_rt), w_ = (expr_host);                                    \
		if (!same(g_, w_) && bad++ < MAX_REPORTS)                                   \
			cr_log_error("%s(%a, %a): rt %a, host %a", #expr_host, x, y, g_, w_); \
	} while (0)
		CHECK(rt_sqrt(fabs(x)), sqrt(fabs(x)));
		CHECK(rt_sqrt(x), sqrt(x));
		CHECK(rt_fabs(x), fabs(x));
		CHECK(rt_floor(x), floor(x));
		CHECK(rt_ceil(x), ceil(x));
		CHECK(rt_trunc(x), trunc(x));
		CHECK(rt_round(x), round(x));
		CHECK(rt_fmod(x, y), fmod(x, y));
		CHECK(rt_copysign(x, y), copysign(x, y));
		CHECK(rt_frexp(x, &e1), frexp(x, &e2));
		if (isfinite(x) && e1 != e2 && bad++ < MAX_REPORTS)
			cr_log_error("frexp(%a): exponent rt %d, host %d", x, e1, e2);
		e1 = (int)(rng64() % 2300) - 1150;
		CHECK(rt_ldexp(x, e1), ldexp(x, e1));
		CHECK(rt_modf(x, &i1), modf(x, &i2));
		CHECK(i1, i2);
		CHECK(rt_sqrtf((float)fabs(x)), sqrtf((float)fabs(x)));
		CHECK(rt_floorf((float)x), floorf((float)x));
		CHECK(rt_fmodf((float)x, (float)y), fmodf((float)x, (float)y));
		CHECK((double)rt___rt_fpclassify(x), (double)(fpclassify(x) == FP_NAN ? 0 :
			fpclassify(x) == FP_INFINITE ? 1 : fpclassify(x) == FP_ZERO ? 2 :
			fpclassify(x) == FP_SUBNORMAL ? 3 : 4));
		CHECK((double)rt___rt_signbit(x), (double)!!signbit(x));
		/* C99's exact additions (rt/src/mathc99.c) */
		CHECK(rt_rint(x), rint(x));
		CHECK(rt_nearbyint(x), nearbyint(x));
		if (fabs(x) < 0x1p62) {
			CHECK((double)rt_lrint(x), (double)lrint(x));
			CHECK((double)rt_llrint(x), (double)llrint(x));
			CHECK((double)rt_lround(x), (double)lround(x));
			CHECK((double)rt_llround(x), (double)llround(x));
			CHECK((double)rt_lrintf((float)x), (double)lrintf((float)x));
			CHECK((double)rt_lroundf((float)x), (double)lroundf((float)x));
		}
		CHECK(rt_nextafter(x, y), nextafter(x, y));
		CHECK(rt_nextafter(x, x), nextafter(x, x));
		CHECK(rt_remainder(x, y), remainder(x, y));
		{
			int q1 = 0, q2 = 0;

			CHECK(rt_remquo(x, y, &q1), remquo(x, y, &q2));
			if (!isnan(x) && !isnan(y) && isfinite(x) && y != 0 && q1 != q2 &&
			    bad++ < MAX_REPORTS)
				cr_log_error("remquo(%a, %a): quo rt %d, host %d", x, y, q1, q2);
			CHECK(rt_remquof((float)x, (float)y, &q1), remquof((float)x, (float)y, &q2));
			if (!isnan((float)x) && !isnan((float)y) && isfinite((float)x) &&
			    (float)y != 0 && q1 != q2 && bad++ < MAX_REPORTS)
				cr_log_error("remquof(%a, %a): quo rt %d, host %d", x, y, q1, q2);
		}
		CHECK(rt_fdim(x, y), fdim(x, y));
		CHECK((double)rt_ilogb(x), (double)ilogb(x));
		CHECK(rt_logb(x), logb(x));
		CHECK(rt_scalbln(x, e1 * 3L), scalbln(x, e1 * 3L));
		CHECK(rt_rintf((float)x), rintf((float)x));
		CHECK(rt_nextafterf((float)x, (float)y), nextafterf((float)x, (float)y));
		CHECK(rt_remainderf((float)x, (float)y), remainderf((float)x, (float)y));
		CHECK((double)rt_ilogbf((float)x), (double)ilogbf((float)x));
		CHECK(rt_logbf((float)x), logbf((float)x));
#undef CHECK
	}
	cr_expect_eq(bad, 0, "%ld differences from the host", bad);
}

Test(math, domain_and_range_errors_set_errno)
{
	rt_errno = 0;
	cr_expect(isnan(rt_sqrt(-1.0)));
	cr_expect_eq(rt_errno, EDOM);
	rt_errno = 0;
	cr_expect(isnan(rt_log(-1.0)));
	cr_expect_eq(rt_errno, EDOM);
	rt_errno = 0;
	cr_expect_eq(rt_log(0.0), -INFINITY);
	cr_expect_eq(rt_errno, ERANGE);
	rt_errno = 0;
	cr_expect_eq(rt_exp(1000.0), INFINITY);
	cr_expect_eq(rt_errno, ERANGE);
	rt_errno = 0;
	cr_expect(isnan(rt_pow(-2.0, 0.5)));
	cr_expect_eq(rt_errno, EDOM);
	rt_errno = 0;
	cr_expect(isnan(rt_asin(1.5)));
	cr_expect_eq(rt_errno, EDOM);
	rt_errno = 0;
	cr_expect(isnan(rt_fmod(1.0, 0.0)));
	cr_expect_eq(rt_errno, EDOM);
	/* the invalid-operation NaN has the host's sign, so guests print "-nan" as it does */
	cr_expect_eq(!!signbit(rt_log(-1.0)), !!signbit(log(-1.0)));
	cr_expect_eq(!!signbit(rt_sin(INFINITY)), !!signbit(sin(INFINITY)));
}

/* The special values of C's Annex F, against the host: exactly where the result is special. */
Test(math, special_values_match_the_host)
{
	static const double v[] = { 0.0, -0.0, 1.0, -1.0, 0.5, -0.5, 2.0, -2.0, 3.0, -3.0,
				    INFINITY, -INFINITY, NAN, 1e300, -1e300, 1e-300, DBL_TRUE_MIN };
	size_t i, j, n = sizeof(v) / sizeof(v[0]);
	long bad = 0;

	for (i = 0; i < n; i++)
		for (j = 0; j < n; j++) {
			if (!close_to(rt_pow(v[i], v[j]), pow(v[i], v[j])) && bad++ < MAX_REPORTS)
				cr_log_error("pow(%a, %a): rt %a host %a", v[i], v[j],
					     rt_pow(v[i], v[j]), pow(v[i], v[j]));
			if (!close_to(rt_atan2(v[i], v[j]), atan2(v[i], v[j])) && bad++ < MAX_REPORTS)
				cr_log_error("atan2(%a, %a): rt %a host %a", v[i], v[j],
					     rt_atan2(v[i], v[j]), atan2(v[i], v[j]));
			if (!close_to(rt_hypot(v[i], v[j]), hypot(v[i], v[j])) && bad++ < MAX_REPORTS)
				cr_log_error("hypot(%a, %a): rt %a host %a", v[i], v[j],
					     rt_hypot(v[i], v[j]), hypot(v[i], v[j]));
		}
	for (i = 0; i < n; i++) {
#define ONE(f)                                                                             \
	if (!close_to(rt_##f(v[i]), f(v[i])) && bad++ < MAX_REPORTS)                            \
		cr_log_error(#f "(%a): rt %a host %a", v[i], rt_##f(v[i]), f(v[i]));
		ONE(exp) ONE(log) ONE(log10) ONE(log2) ONE(sin) ONE(cos) ONE(tan) ONE(asin)
		ONE(acos) ONE(atan) ONE(sinh) ONE(cosh) ONE(tanh)
#undef ONE
	}
	cr_expect_eq(bad, 0, "%ld differences from the host", bad);
}

/* ---- accuracy ------------------------------------------------------------------------------- */

#define SAMPLES 100000

enum dist { LINEAR, LOG, BITS };

/* One row of the accuracy table: a function on a range, the bound asserted (ulps). */
struct acc {
	const char *name;
	double (*f)(double);
	long double (*ref)(long double);
	double lo, hi;
	enum dist dist;
	double bound;
};

static double draw(enum dist d, double lo, double hi)
{
	double x;

	if (d == LINEAR)
		return uniform(lo, hi);
	if (d == LOG) {	/* |x| log-uniform in [lo, hi], either sign when lo < 0 */
		x = exp2(uniform(log2(fabs(lo) > 0 ? fabs(lo) : hi * 1e-300), log2(hi)));
		return lo < 0 && (rng64() & 1) ? -x : x;
	}
	do
		x = from_bits(rng64() & 0x7fffffffffffffffULL);
	while (!(x >= lo && x <= hi));
	return x;
}

static double measure(const struct acc *a, double *worst)
{
	double x, e, max = 0;
	int i;

	for (i = 0; i < SAMPLES; i++) {
		x = draw(a->dist, a->lo, a->hi);
		e = ulps(a->f(x), a->ref((long double)x));
		if (e > max) {
			max = e;
			*worst = x;
		}
	}
	return max;
}

static const struct acc table[] = {
	{ "exp", rt_exp, expl, -745, 709.7, LINEAR, 1 },
	{ "exp", rt_exp, expl, -1, 1, LINEAR, 1 },
	{ "log", rt_log, logl, 0, DBL_MAX, BITS, 1 },
	{ "log", rt_log, logl, 0.5, 2, LINEAR, 1 },
	{ "log10", rt_log10, log10l, 0, DBL_MAX, BITS, 1 },
	{ "log2", rt_log2, log2l, 0, DBL_MAX, BITS, 1 },
	{ "sin", rt_sin, sinl, -10, 10, LINEAR, 1 },
	{ "sin", rt_sin, sinl, 1e-10, 1e300, LOG, 1 },
	{ "cos", rt_cos, cosl, -10, 10, LINEAR, 1 },
	{ "cos", rt_cos, cosl, 1e-10, 1e300, LOG, 1 },
	{ "tan", rt_tan, tanl, -10, 10, LINEAR, 2.1 },
	{ "tan", rt_tan, tanl, 1e-10, 1e300, LOG, 2.1 },
	{ "asin", rt_asin, asinl, -1, 1, LINEAR, 1 },
	{ "acos", rt_acos, acosl, -1, 1, LINEAR, 1 },
	{ "atan", rt_atan, atanl, -1e20, 1e20, LOG, 1 },
	{ "atan", rt_atan, atanl, -4, 4, LINEAR, 1 },
	{ "sinh", rt_sinh, sinhl, -710, 710, LINEAR, 1.6 },
	{ "sinh", rt_sinh, sinhl, -2, 2, LINEAR, 1.6 },
	{ "cosh", rt_cosh, coshl, -710, 710, LINEAR, 1.3 },
	{ "cosh", rt_cosh, coshl, -2, 2, LINEAR, 1.3 },
	{ "tanh", rt_tanh, tanhl, -20, 20, LINEAR, 1.4 },
	{ "tanh", rt_tanh, tanhl, -1, 1, LINEAR, 1.4 },
	/* C99's (rt/src/mathc99.c) */
	{ "cbrt", rt_cbrt, cbrtl, 0, DBL_MAX, BITS, 1 },
	{ "cbrt", rt_cbrt, cbrtl, -10, 10, LINEAR, 1 },
	{ "expm1", rt_expm1, expm1l, -40, 709.7, LINEAR, 1 },
	{ "expm1", rt_expm1, expm1l, -1, 1, LINEAR, 1 },
	{ "expm1", rt_expm1, expm1l, -1e-300, 0.5, LOG, 1 },
	{ "log1p", rt_log1p, log1pl, -0.999, 1, LINEAR, 1 },
	{ "log1p", rt_log1p, log1pl, -1e-300, 0.5, LOG, 1 },
	{ "log1p", rt_log1p, log1pl, 0, DBL_MAX, BITS, 1 },
	{ "exp2", rt_exp2, exp2l, -1074, 1023.9, LINEAR, 1 },
	{ "exp2", rt_exp2, exp2l, -1, 1, LINEAR, 1 },
	{ "asinh", rt_asinh, asinhl, -1e-300, 1e300, LOG, 1.5 },
	{ "asinh", rt_asinh, asinhl, -4, 4, LINEAR, 1.5 },
	{ "acosh", rt_acosh, acoshl, 1, 4, LINEAR, 2 },
	{ "acosh", rt_acosh, acoshl, 1, 1e300, LOG, 2 },
	{ "atanh", rt_atanh, atanhl, -1, 1, LINEAR, 1.5 },
	{ "atanh", rt_atanh, atanhl, -1e-300, 0.9999, LOG, 1.5 },
};

Test(math, accuracy_of_one_argument_functions)
{
	size_t i;
	double max, worst = 0;

	for (i = 0; i < sizeof(table) / sizeof(table[0]); i++) {
		max = measure(&table[i], &worst);
		cr_log_info("%-6s [%g, %g] %s: max %.3f ulp (at %a)", table[i].name, table[i].lo,
			    table[i].hi, table[i].dist == LINEAR ? "uniform" : table[i].dist == LOG ?
			    "log-uniform" : "bit patterns", max, worst);
		cr_expect(max <= table[i].bound, "%s on [%g, %g]: %.3f ulp at %a, bound %g",
			  table[i].name, table[i].lo, table[i].hi, max, worst, table[i].bound);
	}
}

/* Two-argument functions: pow on bases and exponents with a finite result, atan2 and
 * hypot on pairs of any magnitude. */
Test(math, accuracy_of_two_argument_functions)
{
	double x, y, e, mp = 0, mp2 = 0, ma = 0, mh = 0, mu = 0, wx = 0, wy = 0;
	int i;

	for (i = 0; i < SAMPLES; i++) {
		x = draw(LOG, 1e-5, 1e5);
		y = uniform(-60, 60);
		e = ulps(rt_pow(x, y), powl(x, y));
		if (e > mp) {
			mp = e;
			wx = x;
			wy = y;
		}
		x = uniform(0.5, 2);
		y = uniform(-1000, 1000) * (rng64() & 1 ? 1 : 0.001);
		if (rng64() & 1)
			x = -x, y = rint(y);
		e = ulps(rt_pow(x, y), powl(x, y));
		mp2 = e > mp2 ? e : mp2;
		x = draw(LOG, -1e200, 1e200);
		y = draw(LOG, -1e200, 1e200);
		e = ulps(rt_atan2(y, x), atan2l(y, x));
		ma = e > ma ? e : ma;
		e = ulps(rt_hypot(y, x), hypotl(y, x));
		mh = e > mh ? e : mh;
		x = uniform(-10, 10);
		y = uniform(-10, 10);
		e = ulps(rt_atan2(y, x), atan2l(y, x));
		mu = e > mu ? e : mu;
		e = ulps(rt_hypot(y, x), hypotl(y, x));
		mh = e > mh ? e : mh;
	}
	cr_log_info("atan2  x, y uniform in [-10, 10]: max %.3f ulp", mu);
	cr_expect(mu <= 1.3, "atan2 on [-10, 10]: %.3f ulp", mu);
	cr_log_info("pow    x in [1e-5, 1e5] log-uniform, y in [-60, 60]: max %.3f ulp (%a, %a)",
		    mp, wx, wy);
	cr_log_info("pow    x in [0.5, 2] (or negative, y integral), |y| <= 1000: max %.3f ulp", mp2);
	cr_log_info("atan2  |x|, |y| in [1e-200, 1e200] log-uniform: max %.3f ulp", ma);
	cr_log_info("hypot  |x|, |y| in [1e-200, 1e200] log-uniform and in [-10, 10]: max %.3f ulp", mh);
	cr_expect(mp <= 1, "pow: %.3f ulp at (%a, %a)", mp, wx, wy);
	cr_expect(mp2 <= 1, "pow near 1: %.3f ulp", mp2);
	cr_expect(ma <= 1, "atan2: %.3f ulp", ma);
	cr_expect(mh <= 1, "hypot: %.3f ulp", mh);
}

/* The float forms, in float ulps. */
Test(math, accuracy_of_float_forms)
{
	double max = 0, e;
	float x, y;
	int i;

	for (i = 0; i < SAMPLES; i++) {
		x = (float)uniform(-10, 10);
		y = (float)uniform(-10, 10);
#define F1(fn) e = ulpsf(rt_##fn##f(x), fn##l(x)); max = e > max ? e : max;
		F1(sin) F1(cos) F1(tan) F1(atan) F1(exp) F1(sinh) F1(cosh) F1(tanh)
		F1(cbrt) F1(expm1) F1(exp2) F1(asinh)
#undef F1
		e = ulpsf(rt_log1pf(fabsf(x)), log1pl(fabsf(x)));
		max = e > max ? e : max;
		e = ulpsf(rt_acoshf(1 + fabsf(x)), acoshl(1 + fabsf(x)));
		max = e > max ? e : max;
		e = ulpsf(rt_atanhf(x / 10), atanhl(x / 10));
		max = e > max ? e : max;
		e = ulpsf(rt_sqrtf(fabsf(x)), sqrtl(fabsf(x)));
		max = e > max ? e : max;
		e = ulpsf(rt_logf(fabsf(x)), logl(fabsf(x)));
		max = e > max ? e : max;
		e = ulpsf(rt_log10f(fabsf(x)), log10l(fabsf(x)));
		max = e > max ? e : max;
		e = ulpsf(rt_asinf(x / 10), asinl(x / 10));
		max = e > max ? e : max;
		e = ulpsf(rt_acosf(x / 10), acosl(x / 10));
		max = e > max ? e : max;
		e = ulpsf(rt_powf(fabsf(x), y), powl(fabsf(x), y));
		max = e > max ? e : max;
		e = ulpsf(rt_atan2f(y, x), atan2l(y, x));
		max = e > max ? e : max;
		e = ulpsf(rt_hypotf(y, x), hypotl(y, x));
		max = e > max ? e : max;
	}
	cr_log_info("float forms on [-10, 10]: max %.3f float ulp", max);
	cr_expect(max <= 1, "float forms: %.3f float ulp", max);
}

/* fma and fmaf bit for bit as the host's (which rounds once): products and addends of every
 * magnitude, the addend near the product's negation (cancellation), subnormal and
 * overflowing results, ties, zeros, infinities and NaNs. */
static float from_bits32(uint32_t u)
{
	float f;

	memcpy(&f, &u, sizeof f);
	return f;
}

static double fma_operand(uint64_t *st, int k)
{
	static const double special[] = { 0.0, -0.0, INFINITY, -INFINITY, NAN, 1.0, -1.0,
					  DBL_MIN, DBL_TRUE_MIN, DBL_MAX, 0x1p-537, 0x1p512 };
	uint64_t u = xorshift64(st);

	switch (k % 6) {
	case 0:
		return special[u % (sizeof special / sizeof special[0])];
	case 1:
		return from_bits(u & 0x800fffffffffffffULL);   /* subnormal */
	case 2:
		return from_bits((u & 0x800fffffffffffffULL) | (uint64_t)(1023 + (int)(u >> 52 & 127)
									    - 64) << 52);
	case 3:
		return from_bits((u & 0x800fffffffffffffULL) | (uint64_t)(1 + (u >> 52 & 63)) << 52);
	default:
		return from_bits(u);
	}
}

Test(math, fma_exact_like_the_host)
{
	uint64_t st = 0x9e3779b97f4a7c15ULL;
	long bad = 0, n = 0;

	for (int i = 0; i < 400000 && bad < 10; i++) {
		double x = fma_operand(&st, (int)(xorshift64(&st) % 7));
		double y = fma_operand(&st, (int)(xorshift64(&st) % 7));
		double z = fma_operand(&st, (int)(xorshift64(&st) % 7)), h, r;
		float fx = (float)x, fy = (float)y, fz = (float)z, fh, fr;

		if (i % 3 == 0)
			z = -(x * y) * (1 + ldexp((double)(int)(xorshift64(&st) % 9) - 4, -52));
		if (i % 5 == 0)
			fz = -(fx * fy) + (float)(xorshift64(&st) % 3) * ldexpf(fx * fy, -24);
		if (i % 7 == 0) {   /* float operands of every scale */
			fx = from_bits32((uint32_t)xorshift64(&st));
			fy = from_bits32((uint32_t)xorshift64(&st));
			fz = from_bits32((uint32_t)xorshift64(&st));
		}
		h = fma(x, y, z);
		r = rt_fma(x, y, z);
		n++;
		if (!(isnan(h) && isnan(r)) && to_bits(h) != to_bits(r) && bad++ < 10)
			cr_log_error("fma(%a, %a, %a): host %a, rt %a", x, y, z, h, r);
		fh = fmaf(fx, fy, fz);
		fr = rt_fmaf(fx, fy, fz);
		n++;
		if (!(isnan(fh) && isnan(fr)) && memcmp(&fh, &fr, sizeof fh) != 0 && bad++ < 10)
			cr_log_error("fmaf(%a, %a, %a): host %a, rt %a", (double)fx, (double)fy,
				     (double)fz, (double)fh, (double)fr);
	}
	cr_expect_eq(bad, 0, "%ld of %ld differ", bad, n);
}

/* nan and nanf with tags of every kind, and the float forms scalbnf, scalblnf, llrintf,
 * llroundf, fdimf, fmaxf, fminf, bit for bit as the host's. */
Test(math, more_float_forms_and_nan_like_the_host)
{
	static const char *const tags[] = { "", "0", "1", "123", "0x7ffff", "0x8000000000000",
					    "0xfffffffffffff", "99999999999999999999", "abc",
					    "-1", "0x", "_x", "0777", "4194303", "4194304" };
	uint64_t st = 0x1f2e3d4c5b6a7988ULL;
	long bad = 0;

	for (size_t i = 0; i < sizeof tags / sizeof tags[0]; i++) {
		double h = nan(tags[i]), r = rt_nan(tags[i]);
		float fh = nanf(tags[i]), fr = rt_nanf(tags[i]);

		cr_expect_eq(to_bits(h), to_bits(r), "nan(\"%s\"): host %llx, rt %llx", tags[i],
			     (unsigned long long)to_bits(h), (unsigned long long)to_bits(r));
		cr_expect(memcmp(&fh, &fr, sizeof fh) == 0, "nanf(\"%s\")", tags[i]);
	}
	for (int i = 0; i < 200000 && bad < 10; i++) {
		/* (NaNs quiet: rt, as C99, treats a signaling one as quiet; glibc's fmax does not) */
		float x = from_bits32((uint32_t)xorshift64(&st) | 0x400000u * (i % 3 == 0));
		float y = from_bits32((uint32_t)xorshift64(&st) | 0x400000u);
		int e = (int)(xorshift64(&st) % 700) - 350;

		if (i % 2)
			x = (float)((int)(xorshift64(&st) % 2001) - 1000) * 0.25f;
		if (isnan(x))
			x = from_bits32(((uint32_t)xorshift64(&st) & 0x803fffffu) | 0x7fc00000u);
		float a[5] = { scalbnf(x, e), scalblnf(x, (long)e * 3), fdimf(x, y), fmaxf(x, y),
			       fminf(x, y) };
		float b[5] = { rt_scalbnf(x, e), rt_scalblnf(x, (long)e * 3), rt_fdimf(x, y),
			       rt_fmaxf(x, y), rt_fminf(x, y) };

		for (int k = 0; k < 5; k++)
			if (!(isnan(a[k]) && isnan(b[k])) && memcmp(&a[k], &b[k], sizeof a[k]) != 0 &&
			    bad++ < 10)
				cr_log_error("function %d of %a, %a (e %d): host %a, rt %a", k,
					     (double)x, (double)y, e, (double)a[k], (double)b[k]);
		if (fabsf(x) < 1e18f) {
			if (llrintf(x) != rt_llrintf(x) && bad++ < 10)
				cr_log_error("llrintf(%a)", (double)x);
			if (llroundf(x) != rt_llroundf(x) && bad++ < 10)
				cr_log_error("llroundf(%a)", (double)x);
		}
	}
	cr_expect_eq(bad, 0, "%ld differ", bad);
}

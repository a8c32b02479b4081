/* test_special.c — unit tests of rt's error and gamma functions and nexttoward (rt/src/erf.c,
 * gamma.c, nexttoward.c): the maximum error in ulps of erf, erfc, tgamma, lgamma and their
 * float forms against the host's long double functions over random arguments, their special
 * values, errno and signgam exactly as the host's, and nexttoward bit for bit against the
 * host's on random pairs (the host build reads x87 80-bit long doubles). docs/rt.md reports
 * the measured bounds. */
#include <criterion/criterion.h>
#include <criterion/logging.h>
#include <errno.h>
#include <float.h>
#include <math.h>
#include <stdint.h>
#include <string.h>
#include "rt_host_math.h"

#define SAMPLES 100000
#define MAX_REPORTS 10

static uint64_t rng_state = 0x2545f4914f6cdd1dULL;

static double uniform(double lo, double hi)
{
	return lo + (hi - lo) * ((double)(xorshift64(&rng_state) >> 11) * 0x1p-53);
}

/* |x| log-uniform in [lo, hi] (lo > 0), negative too when neg. */
static double log_uniform(double lo, double hi, int neg)
{
	double x = exp2(uniform(log2(lo), log2(hi)));

	return neg && (xorshift64(&rng_state) & 1) ? -x : x;
}

/* One row of the accuracy table: a function on a range, the bound asserted (ulps). */
struct acc {
	const char *name;
	double (*f)(double);
	long double (*ref)(long double);
	double lo, hi;
	int log;   /* log-uniform |x| in [lo, hi], either sign when lo < 0 */
	double bound;
};

static double rt_lgamma_only(double x)
{
	return rt_lgamma(x);
}

static const struct acc table[] = {
	{ "erf", rt_erf, erfl, -6, 6, 0, 1.2 },
	{ "erf", rt_erf, erfl, -1e-300, 6, 1, 1.2 },
	{ "erfc", rt_erfc, erfcl, -6, 27.3, 0, 2 },
	{ "erfc", rt_erfc, erfcl, -1, 1, 0, 2 },
	{ "erfc", rt_erfc, erfcl, 0.5, 4, 0, 2 },
	{ "erfc", rt_erfc, erfcl, 4, 27.3, 0, 2 },
	{ "erfc", rt_erfc, erfcl, -1e-300, 1, 1, 2 },
	{ "tgamma", rt_tgamma, tgammal, 0, 10, 0, 1 },
	{ "tgamma", rt_tgamma, tgammal, 10, 171.6, 0, 1 },
	{ "tgamma", rt_tgamma, tgammal, 1e-300, 1, 1, 1 },
	{ "tgamma", rt_tgamma, tgammal, -20, 0, 0, 1 },
	{ "tgamma", rt_tgamma, tgammal, -190, -20, 0, 1 },
	{ "lgamma", rt_lgamma_only, lgammal, 0, 10, 0, 1.2 },
	{ "lgamma", rt_lgamma_only, lgammal, 0.5, 3, 0, 1.2 },
	{ "lgamma", rt_lgamma_only, lgammal, 1e-300, 10, 1, 1.2 },
	{ "lgamma", rt_lgamma_only, lgammal, 10, 1e300, 1, 1.6 },
	{ "lgamma", rt_lgamma_only, lgammal, -2, 0, 0, 1.2 },
	{ "lgamma", rt_lgamma_only, lgammal, -20, -7, 0, 1.2 },
	{ "lgamma", rt_lgamma_only, lgammal, -1e15, -20, 0, 1.2 },
	{ "lgamma", rt_lgamma_only, lgammal, -7, -2, 0, 1.5 },
};

static double measure(const struct acc *a, double *worst)
{
	double max = 0;

	for (int i = 0; i < SAMPLES; i++) {
		double x = a->log ? log_uniform(a->lo < 0 ? -a->lo : a->lo, a->hi, a->lo < 0) :
				    uniform(a->lo, a->hi), e;
		e = ulps(a->f(x), a->ref(x));
		if (e > max) {
			max = e;
			*worst = x;
		}
	}
	return max;
}

Test(special, accuracy)
{
	for (size_t i = 0; i < sizeof table / sizeof table[0]; i++) {
		double worst = 0, max = measure(&table[i], &worst);

		cr_log_info("%-6s [%g, %g] %s: max %.3f ulp (at %a)", table[i].name, table[i].lo,
			    table[i].hi, table[i].log ? "log-uniform" : "uniform", max, worst);
		cr_expect(max <= table[i].bound, "%s on [%g, %g]: %.3f ulp at %a, bound %g",
			  table[i].name, table[i].lo, table[i].hi, max, worst, table[i].bound);
	}
}

/* The zero of lgammal in [a, b], where it changes sign, by bisection. */
static long double lgamma_zero(long double a, long double b)
{
	int sa = lgammal(a) > 0;

	for (int i = 0; i < 200 && a < b; i++) {
		long double m = (a + b) / 2;

		if (m <= a || m >= b)
			break;
		if ((lgammal(m) > 0) == sa)
			a = m;
		else
			b = m;
	}
	return (a + b) / 2;
}

/* lgamma near its zeros below -2 (two in each (-n-1, -n), found here by bisection on the
 * host's lgammal): arguments at every distance from 1e-18 to a fifth of the way to the pole,
 * and the 80 doubles around each zero; relative error as elsewhere. */
Test(special, lgamma_near_negative_zeros)
{
	double max = 0, worst = 0;

	for (int n = 2; n <= 16; n++) {
		long double lo = -n - 1, hi = -n, a = lo, b = hi;

		for (int i = 0; i < 200; i++) {   /* the minimum of lgammal, by ternary search */
			long double m1 = a + (b - a) / 3, m2 = b - (b - a) / 3;

			if (lgammal(m1) < lgammal(m2))
				b = m2;
			else
				a = m1;
		}
		for (int side = 0; side < 2; side++) {
			long double tiny = ldexpl(1, -62) * n;
			long double z = side ? lgamma_zero(a, hi - tiny) : lgamma_zero(lo + tiny, a);
			long double d = fminl(z - lo, hi - z);
			double x = (double)z;

			for (int i = 0; i < 4000; i++) {
				double t = (double)(z + (i & 1 ? 1 : -1) * expl(log(1e-18) +
						    (logl(d / 5) - log(1e-18)) * uniform(0, 1))), e;

				e = ulps(rt_lgamma(t), lgammal(t));
				if (e > max) {
					max = e;
					worst = t;
				}
			}
			for (int i = 0; i < 40; i++)
				x = nextafter(x, 0);
			for (int i = 0; i < 80; i++, x = nextafter(x, -100)) {
				double e = ulps(rt_lgamma(x), lgammal(x));

				if (e > max) {
					max = e;
					worst = x;
				}
			}
		}
	}
	cr_log_info("lgamma near its 30 zeros in (-17, -2): max %.3f ulp (at %a)", max, worst);
	cr_expect(max <= 1.5, "lgamma near its negative zeros: %.3f ulp at %a", max, worst);
}

/* The float forms, in float ulps, computed in double. */
Test(special, accuracy_of_float_forms)
{
	double max = 0, e;

	for (int i = 0; i < SAMPLES; i++) {
		float x = (float)uniform(-10, 10), y = (float)uniform(-45, 36), z;

		e = ulpsf(rt_erff(x), erfl(x));
		max = e > max ? e : max;
		z = (float)uniform(-4, 10.1);
		e = ulpsf(rt_erfcf(z), erfcl(z));
		max = e > max ? e : max;
		e = ulpsf(rt_tgammaf(y), tgammal(y));
		max = e > max ? e : max;
		e = ulpsf(rt_lgammaf(y), lgammal(y));
		max = e > max ? e : max;
		z = (float)log_uniform(1e-30, 1e36, 0);
		e = ulpsf(rt_lgammaf(z), lgammal(z));
		max = e > max ? e : max;
	}
	cr_log_info("erff erfcf tgammaf lgammaf: max %.3f float ulp", max);
	cr_expect(max <= 1, "float forms: %.3f float ulp", max);
}

/* Special values, poles, overflow and underflow: the value bit for bit as the host's where
 * that is a NaN (its sign too), infinite or zero, else within 2 ulps (1 float ulp) of the
 * host's long double function (glibc's tgamma(23) and tgammaf(-2.5) are an ulp off; rt's are
 * not); errno and signgam exactly as the host's. */
static const double specials[] = {
	0.0, -0.0, INFINITY, -INFINITY, NAN, -NAN, 1, 2, 3, 4, 10, 23, 24, -1, -2, -3, -1e300,
	1e300, 0.5, -0.5, -1.5, -2.5, 171.6, 171.7, 172, -170.5, -171.5, -176.5, -182.5, -184.5,
	-190.5, -1000.5, 5e-324, -5e-324, 1e-310, 1e-308, 0x1p-1023, 0x1p-1024, -0x1p-1024,
	0x1.8p-1024, 0x1p-60, -0x1p-60, 0x1p-80, 26.5, 26.6, 27.2, 27.3, 28, 5.9, 6, -5.9, -6,
	2.55e305, 2.56e305, DBL_MAX, -DBL_MAX, -0x1p52, -0x1p52 + 0.5, -0x1p53 + 1, 0x1p60, 0x1p61,
};

static int agrees(double got, double want, long double ref)
{
	if (isnan(want) || isinf(want) || want == 0)
		return (isnan(got) && isnan(want) && !signbit(got) == !signbit(want)) ||
		       to_bits(got) == to_bits(want);
	return !signbit(got) == !signbit(want) && ulps(got, ref) <= 2;
}

static int agrees_float(float got, float want, long double ref)
{
	if (isnan(want) || isinf(want) || want == 0)
		return (isnan(got) && isnan(want) && !signbit(got) == !signbit(want)) ||
		       memcmp(&got, &want, sizeof got) == 0;
	return !signbit(got) == !signbit(want) && ulpsf(got, ref) <= 1;
}

Test(special, special_values_errno_and_signgam)
{
	long bad = 0;

	for (size_t i = 0; i < sizeof specials / sizeof specials[0]; i++) {
		double x = specials[i];
		struct {
			const char *name;
			double (*rt)(double), (*host)(double);
			long double (*ref)(long double);
		} fn[] = { { "erf", rt_erf, erf, erfl }, { "erfc", rt_erfc, erfc, erfcl },
			   { "tgamma", rt_tgamma, tgamma, tgammal },
			   { "lgamma", rt_lgamma_only, lgamma, lgammal } };

		for (size_t k = 0; k < sizeof fn / sizeof fn[0]; k++) {
			double g, w;
			int eg, ew, sg, sw;

			rt_errno = 0;
			rt_signgam = 7;
			g = fn[k].rt(x);
			eg = rt_errno;
			sg = rt_signgam;
			errno = 0;
			signgam = 7;
			w = fn[k].host(x);
			ew = errno;
			sw = signgam;
			if ((!agrees(g, w, fn[k].ref(x)) || eg != ew || sg != sw) &&
			    bad++ < MAX_REPORTS)
				cr_log_error("%s(%a): rt %a errno %d signgam %d, host %a errno %d "
					     "signgam %d", fn[k].name, x, g, eg, sg, w, ew, sw);
		}
		{
			int sg = 9, sw = 9;
			double g = rt_lgamma_r(x, &sg), w = lgamma_r(x, &sw);

			if ((!agrees(g, w, lgammal(x)) || sg != sw) && bad++ < MAX_REPORTS)
				cr_log_error("lgamma_r(%a): rt %a %d, host %a %d", x, g, sg, w, sw);
		}
	}
	cr_expect_eq(bad, 0, "%ld differences from the host", bad);
}

static const float fspecials[] = {
	0.0f, -0.0f, INFINITY, -INFINITY, NAN, 1, 2, 3, -1, -3, 0.5f, -0.5f, -2.5f, 1e-40f, 1e-45f,
	9, 10, 10.1f, 10.5f, 11, 35, 35.1f, -36.5f, -38.5f, -40.5f, -41.5f, -45.5f, 1e-39f, 3e-39f,
	4e36f, 1e37f, 3.4e38f, -1e-45f, -4e7f, 1e-30f,
};

Test(special, float_forms_special_values_errno_and_signgam)
{
	long bad = 0;

	for (size_t i = 0; i < sizeof fspecials / sizeof fspecials[0]; i++) {
		float x = fspecials[i];
		struct {
			const char *name;
			float (*rt)(float), (*host)(float);
			long double (*ref)(long double);
		} fn[] = { { "erff", rt_erff, erff, erfl }, { "erfcf", rt_erfcf, erfcf, erfcl },
			   { "tgammaf", rt_tgammaf, tgammaf, tgammal },
			   { "lgammaf", rt_lgammaf, lgammaf, lgammal } };

		for (size_t k = 0; k < sizeof fn / sizeof fn[0]; k++) {
			float g, w;
			int eg, ew, sg, sw;

			rt_errno = 0;
			rt_signgam = 7;
			g = fn[k].rt(x);
			eg = rt_errno;
			sg = rt_signgam;
			errno = 0;
			signgam = 7;
			w = fn[k].host(x);
			ew = errno;
			sw = signgam;
			if (!agrees_float(g, w, fn[k].ref(x)) || eg != ew || sg != sw) {
				if (bad++ < MAX_REPORTS)
					cr_log_error("%s(%a): rt %a errno %d signgam %d, host %a errno "
						     "%d signgam %d", fn[k].name, (double)x, (double)g,
						     eg, sg, (double)w, ew, sw);
			}
		}
		{
			int sg = 9, sw = 9;
			float g = rt_lgammaf_r(x, &sg), w = lgammaf_r(x, &sw);

			if ((!agrees_float(g, w, lgammal(x)) || sg != sw) && bad++ < MAX_REPORTS)
				cr_log_error("lgammaf_r(%a): rt %a %d, host %a %d", (double)x,
					     (double)g, sg, (double)w, sw);
		}
	}
	cr_expect_eq(bad, 0, "%ld differences from the host", bad);
}

/* ---- nexttoward ------------------------------------------------------------------------- */

/* A long double (x87: 64-bit significand with its leading bit, 15-bit exponent) from bits. */
static long double ld_from(uint64_t sig, unsigned se)
{
	long double y = 0;
	unsigned char b[sizeof y];
	uint16_t s = (uint16_t)se;

	memset(b, 0, sizeof b);
	memcpy(b, &sig, sizeof sig);
	memcpy(b + 8, &s, sizeof s);
	memcpy(&y, b, sizeof y);
	return y;
}

static double any_double(uint64_t *st)
{
	static const double special[] = { 0.0, -0.0, 1.0, -1.0, DBL_MIN, -DBL_MIN, DBL_MAX,
					  -DBL_MAX, DBL_TRUE_MIN, -DBL_TRUE_MIN, INFINITY,
					  -INFINITY, NAN, 0x1.0000000000001p-1022 };
	uint64_t u = xorshift64(st);

	if (u % 16 == 0)
		return special[(u >> 8) % (sizeof special / sizeof special[0])];
	if (u % 16 == 1)
		return (double)((int)(xorshift64(st) % 201) - 100) * 0.5;
	return from_bits(xorshift64(st));
}

/* y for x: x itself, x moved by less than a double's ulp (only a wider long double holds
 * it), another double, a long double from random bits (any exponent, the leading bit set), an
 * infinity, a zero or a NaN. */
static long double any_toward(uint64_t *st, double x)
{
	uint64_t u = xorshift64(st);

	switch (u % 8) {
	case 0:
		return x;
	case 1:
		return (long double)x * (1 + ((u >> 8) & 1 ? 0x1p-60L : -0x1p-60L));
	case 2:
		return (long double)x + ((u >> 8) & 1 ? 1 : -1) * 0x1p-1100L;
	case 3:
		return from_bits(xorshift64(st));
	case 4:
		return ld_from(xorshift64(st) | 1ULL << 63, (unsigned)(xorshift64(st) & 0xffff) %
			       0xffff);
	case 5:
		return ld_from(xorshift64(st) | 1ULL << 63, (unsigned)(16383 - 1200 +
			       xorshift64(st) % 2400) | (unsigned)(u >> 9 & 1) << 15);
	case 6: {
		static const long double s[] = { INFINITY, -INFINITY, 0.0L, -0.0L, NAN, 1e4000L,
						 -1e4000L, 1e-4000L, DBL_MAX, LDBL_MAX };

		return s[(u >> 8) % (sizeof s / sizeof s[0])];
	}
	default:
		return (long double)any_double(st);
	}
}

Test(special, nexttoward_like_the_host)
{
	uint64_t st = 0x0123456789abcdefULL;
	long bad = 0;

	for (int i = 0; i < 300000 && bad < MAX_REPORTS; i++) {
		double x = any_double(&st), g, w;
		float fx = (float)x, fg, fw;
		long double y = any_toward(&st, x), fy = i % 3 ? any_toward(&st, fx) : y;
		int eg, ew;

		rt_errno = 0;
		g = rt_nexttoward(x, y);
		eg = rt_errno;
		errno = 0;
		w = nexttoward(x, y);
		ew = errno;
		if ((!(isnan(g) && isnan(w)) && to_bits(g) != to_bits(w)) || eg != ew) {
			bad++;
			cr_log_error("nexttoward(%a, %La): rt %a errno %d, host %a errno %d", x, y, g,
				     eg, w, ew);
		}
		rt_errno = 0;
		fg = rt_nexttowardf(fx, fy);
		eg = rt_errno;
		errno = 0;
		fw = nexttowardf(fx, fy);
		ew = errno;
		if ((!(isnan(fg) && isnan(fw)) && memcmp(&fg, &fw, sizeof fg) != 0) || eg != ew) {
			bad++;
			cr_log_error("nexttowardf(%a, %La): rt %a errno %d, host %a errno %d",
				     (double)fx, fy, (double)fg, eg, (double)fw, ew);
		}
	}
	cr_expect_eq(bad, 0, "%ld differences from the host", bad);
}

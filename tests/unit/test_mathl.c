/* test_mathl.c — unit tests of rt's long double functions in binary128 (rt/src/mathl.c,
 * mathlx.c, complexl.c), which long double uses on SPARC and RV32. The host's long double is
 * x87's, so the host build compiles them on __float128 (rt/src/mathl.h) and they are tested
 * through that type: the exact ones bit for bit, errno included, against glibc's _Float128
 * functions (fabsf128 …) over random bit patterns (any exponent; exponents close together;
 * near the subnormal range and overflow), integers, halfway cases and special values; the
 * ones computed from rt's double functions within their documented bound (docs/rt.md). */
#include <criterion/criterion.h>
#include <criterion/logging.h>
#include <complex.h>
#include <errno.h>
#include <float.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include "testutil.h"

typedef __float128 quad;

#define MAX_REPORTS 10

/* rt's, as the host build names them (objcopy --prefix-symbols=rt_) */
quad rt___rt_fabsl(quad x);
quad rt___rt_copysignl(quad x, quad y);
quad rt___rt_ceill(quad x);
quad rt___rt_floorl(quad x);
quad rt___rt_truncl(quad x);
quad rt___rt_roundl(quad x);
quad rt___rt_rintl(quad x);
quad rt___rt_nearbyintl(quad x);
long rt___rt_lrintl(quad x);
long long rt___rt_llrintl(quad x);
long rt___rt_lroundl(quad x);
long long rt___rt_llroundl(quad x);
quad rt___rt_fmodl(quad x, quad y);
quad rt___rt_remainderl(quad x, quad y);
quad rt___rt_remquol(quad x, quad y, int *quo);
quad rt___rt_frexpl(quad x, int *e);
quad rt___rt_ldexpl(quad x, int e);
quad rt___rt_scalbnl(quad x, int e);
quad rt___rt_scalblnl(quad x, long e);
int rt___rt_ilogbl(quad x);
quad rt___rt_logbl(quad x);
quad rt___rt_modfl(quad x, quad *ip);
quad rt___rt_nextafterl(quad x, quad y);
quad rt___rt_nexttowardl(quad x, quad y);
quad rt___rt_fdiml(quad x, quad y);
quad rt___rt_fmaxl(quad x, quad y);
quad rt___rt_fminl(quad x, quad y);
quad rt___rt_sqrtl(quad x);
quad rt___rt_nanl(const char *tag);
quad rt___rt_fmal(quad x, quad y, quad z);
extern int rt_errno;

static uint64_t rng_state = 0x2545f4914f6cdd1dULL;

static uint64_t rng64(void)
{
	return xorshift64(&rng_state);
}

struct qb {
	uint64_t hi, lo;
};

static struct qb qbits(quad q)
{
	uint64_t w[2];

	memcpy(w, &q, sizeof w);
	return (struct qb){ w[1], w[0] };
}

static quad qfrom(uint64_t hi, uint64_t lo)
{
	uint64_t w[2] = { lo, hi };
	quad q;

	memcpy(&q, w, sizeof q);
	return q;
}

static int same_bits(quad a, quad b)
{
	return !memcmp(&a, &b, sizeof a);
}

static void show(char *buf, size_t n, quad q)
{
	struct qb b = qbits(q);

	snprintf(buf, n, "%016llx:%016llx (%.17g)", (unsigned long long)b.hi,
		 (unsigned long long)b.lo, (double)q);
}

/* Random binary128 values: any bits; a biased exponent near 0x3fff (integers, halves,
 * fractions); near the subnormal range; near overflow; small integers and halves;
 * special values. */
static quad any_quad(void)
{
	static const uint64_t special[][2] = {
		{ 0, 0 }, { 0x8000000000000000ULL, 0 }, { 0x3fff000000000000ULL, 0 },
		{ 0xbfff000000000000ULL, 0 }, { 0x3ffe000000000000ULL, 0 },
		{ 0x7fff000000000000ULL, 0 }, { 0xffff000000000000ULL, 0 },
		{ 0x7fff800000000000ULL, 0 }, { 0xffff800000000000ULL, 5 },
		{ 0x7fff400000000000ULL, 1 }, { 0x7ffeffffffffffffULL, ~0ULL },
		{ 0x0001000000000000ULL, 0 }, { 0, 1 }, { 0x0000ffffffffffffULL, ~0ULL },
		{ 0x406f000000000000ULL, 0 }, { 0x406e000000000000ULL, 1 },
		{ 0x403e000000000000ULL, 0 }, { 0xc03e000000000000ULL, 0 },
		{ 0x403dffffffffffffULL, 0xffff000000000000ULL },
	};
	uint64_t u = rng64(), hi = rng64(), lo = rng64();
	int sign = (int)(u >> 63);

	switch (u % 16) {
	case 0:
		return qfrom(special[(u >> 8) % (sizeof special / sizeof special[0])][0],
			     special[(u >> 8) % (sizeof special / sizeof special[0])][1]);
	case 1:
	case 2:
		return (quad)((int64_t)(rng64() % 4001) - 2000) * 0.5Q;
	case 3:
	case 4:
	case 5:
	case 6: {	/* exponent within 130 of 1: integers and fractions of every length */
		uint64_t e = 0x3fff - 10 + (u >> 8) % 140;

		return qfrom((uint64_t)sign << 63 | e << 48 | (hi & 0xffffffffffffULL),
			     (u >> 20) % 3 ? lo : lo & ~0xffffffffULL);
	}
	case 7:	/* subnormal or just above */
		return qfrom((uint64_t)sign << 63 | ((u >> 8) % 3) << 48 | (hi & 0xffffffffffffULL), lo);
	case 8:	/* near overflow */
		return qfrom((uint64_t)sign << 63 | (0x7ffeULL - (u >> 8) % 3) << 48
			     | (hi & 0xffffffffffffULL), lo);
	default:
		return qfrom(hi, lo);
	}
}

/* y near x: the same exponent or one apart, for cancellation and tie cases */
static quad near_quad(quad x)
{
	struct qb b = qbits(x);
	uint64_t u = rng64();

	if (u % 4 == 0)
		return any_quad();
	b.hi = (b.hi & 0xffff000000000000ULL) + (((u >> 8) % 5) << 48) - (2ULL << 48);
	b.hi ^= (u >> 16) % 2 ? 0x8000000000000000ULL : 0;
	b.hi |= rng64() & 0xffffffffffffULL;
	b.lo = rng64();
	return qfrom(b.hi, b.lo);
}

#define N_RANDOM test_cases(300000)

/* ---- exact functions ----------------------------------------------------------------------- */

typedef quad (*fn1)(quad);
typedef quad (*fn2)(quad, quad);

static void check1(const char *name, fn1 rt, fn1 ref)
{
	int bad = 0;

	for (int i = 0; i < N_RANDOM; i++) {
		quad x = any_quad(), got, want;
		int e_got, e_want;

		errno = 0;
		rt_errno = 0;
		want = ref(x);
		e_want = errno;
		got = rt(x);
		e_got = rt_errno;
		if (!same_bits(got, want) || e_got != e_want) {
			char a[80], b[80], c[80];

			show(a, sizeof a, x);
			show(b, sizeof b, got);
			show(c, sizeof c, want);
			if (bad++ < MAX_REPORTS)
				cr_log_error("%s(%s) = %s errno %d, glibc %s errno %d", name, a, b,
					     e_got, c, e_want);
		}
	}
	cr_expect_eq(bad, 0, "%s: %d of %d differ", name, bad, N_RANDOM);
}

static void check2(const char *name, fn2 rt, fn2 ref)
{
	int bad = 0;

	for (int i = 0; i < N_RANDOM; i++) {
		quad x = any_quad(), y = i % 2 ? near_quad(x) : any_quad(), got, want;
		int e_got, e_want;

		errno = 0;
		rt_errno = 0;
		want = ref(x, y);
		e_want = errno;
		got = rt(x, y);
		e_got = rt_errno;
		if (!same_bits(got, want) || e_got != e_want) {
			char a[80], b[80], c[80], d[80];

			show(a, sizeof a, x);
			show(d, sizeof d, y);
			show(b, sizeof b, got);
			show(c, sizeof c, want);
			if (bad++ < MAX_REPORTS)
				cr_log_error("%s(%s, %s) = %s errno %d, glibc %s errno %d", name, a, d,
					     b, e_got, c, e_want);
		}
	}
	cr_expect_eq(bad, 0, "%s: %d of %d differ", name, bad, N_RANDOM);
}

#define EXACT1(f) \
	Test(mathl, f) \
	{ \
		check1(#f "l", rt___rt_##f##l, f##f128); \
	}
#define EXACT2(f) \
	Test(mathl, f) \
	{ \
		check2(#f "l", rt___rt_##f##l, f##f128); \
	}

EXACT1(fabs)
EXACT1(ceil)
EXACT1(floor)
EXACT1(trunc)
EXACT1(round)
EXACT1(rint)
EXACT1(nearbyint)
EXACT1(logb)
EXACT1(sqrt)
EXACT2(copysign)
EXACT2(fmod)
EXACT2(remainder)
EXACT2(nextafter)
EXACT2(fdim)
EXACT2(fmax)
EXACT2(fmin)

static quad nexttoward_ref(quad x, quad y)
{
	return nextafterf128(x, y);	/* nexttoward's y is long double: binary128 on the guests */
}

Test(mathl, nexttoward)
{
	check2("nexttowardl", rt___rt_nexttowardl, nexttoward_ref);
}

/* the conversions to integers, ilogb (errno too), frexp, modf, remquo */
Test(mathl, to_integer)
{
	int bad = 0;

	for (int i = 0; i < N_RANDOM; i++) {
		quad x = any_quad();
		long long got[6], want[6];

		if (i % 3 == 0)	/* around the limits of long long */
			x = qfrom(0x403d000000000000ULL + (rng64() % 3 << 48) + (rng64() >> 16 & 0xffffffffffffULL),
				  rng64() & ~0xffffULL) * (rng64() % 2 ? 1 : -1);
		got[0] = rt___rt_lrintl(x);
		want[0] = lrintf128(x);
		got[1] = rt___rt_llrintl(x);
		want[1] = llrintf128(x);
		got[2] = rt___rt_lroundl(x);
		want[2] = lroundf128(x);
		got[3] = rt___rt_llroundl(x);
		want[3] = llroundf128(x);
		rt_errno = 0;
		errno = 0;
		got[4] = rt___rt_ilogbl(x);
		want[4] = ilogbf128(x);
		got[5] = rt_errno;
		want[5] = errno;
		for (int k = 0; k < 6; k++)
			if (got[k] != want[k] && bad++ < MAX_REPORTS) {
				char a[80];

				show(a, sizeof a, x);
				cr_log_error("%s: result %d: %lld, glibc %lld", a, k, got[k], want[k]);
			}
	}
	cr_expect_eq(bad, 0, "%d differ", bad);
}

Test(mathl, frexp_modf_remquo)
{
	int bad = 0;

	for (int i = 0; i < N_RANDOM; i++) {
		quad x = any_quad(), y = i % 2 ? near_quad(x) : any_quad(), g, w, gi, wi;
		int ge = 7, we = 7, gq = 77, wq = 77;
		char a[80], b[80], c[80], d[80];

		g = rt___rt_frexpl(x, &ge);
		w = frexpf128(x, &we);
		if ((!same_bits(g, w) || ge != we) && bad++ < MAX_REPORTS) {
			show(a, sizeof a, x);
			show(b, sizeof b, g);
			show(c, sizeof c, w);
			cr_log_error("frexpl(%s) = %s, %d; glibc %s, %d", a, b, ge, c, we);
		}
		g = rt___rt_modfl(x, &gi);
		w = modff128(x, &wi);
		if ((!same_bits(g, w) || !same_bits(gi, wi)) && bad++ < MAX_REPORTS) {
			show(a, sizeof a, x);
			show(b, sizeof b, g);
			show(c, sizeof c, w);
			cr_log_error("modfl(%s) = %s; glibc %s", a, b, c);
		}
		g = rt___rt_remquol(x, y, &gq);
		w = remquof128(x, y, &wq);
		if ((!same_bits(g, w) || (!isnan((double)w) && gq != wq)) && bad++ < MAX_REPORTS) {
			show(a, sizeof a, x);
			show(d, sizeof d, y);
			show(b, sizeof b, g);
			show(c, sizeof c, w);
			cr_log_error("remquol(%s, %s) = %s, %d; glibc %s, %d", a, d, b, gq, c, wq);
		}
	}
	cr_expect_eq(bad, 0, "%d differ", bad);
}

Test(mathl, ldexp_scalbn)
{
	static const int edges[] = { 0, 1, -1, 112, -112, 113, -113, 16383, -16382, 16384,
				     -16383, -16494, -16495, 32767, -32767, 40000, -40000,
				     2147483647, -2147483647 - 1 };
	int bad = 0;

	for (int i = 0; i < N_RANDOM; i++) {
		quad x = any_quad(), g[3], w[3];
		int e = i % 4 == 0 ? edges[rng64() % (sizeof edges / sizeof edges[0])]
			: (int)(rng64() % 70001) - 35000, eg, ew;

		rt_errno = 0;
		errno = 0;
		g[0] = rt___rt_ldexpl(x, e);
		w[0] = ldexpf128(x, e);
		eg = rt_errno;
		ew = errno;
		g[1] = rt___rt_scalbnl(x, e);
		w[1] = scalbnf128(x, e);
		g[2] = rt___rt_scalblnl(x, (long)e * (i % 5 == 1 ? 100000 : 1));
		w[2] = scalblnf128(x, (long)e * (i % 5 == 1 ? 100000 : 1));
		for (int k = 0; k < 3; k++)
			if ((!same_bits(g[k], w[k]) || eg != ew) && bad++ < MAX_REPORTS) {
				char a[80], b[80], c[80];

				show(a, sizeof a, x);
				show(b, sizeof b, g[k]);
				show(c, sizeof c, w[k]);
				cr_log_error("%d: (%s, %d) = %s errno %d; glibc %s errno %d", k, a, e,
					     b, eg, c, ew);
			}
	}
	cr_expect_eq(bad, 0, "%d differ", bad);
}

Test(mathl, nan)
{
	static const char *const tags[] = { "", "0", "1", "0x7f", "077", "123456789",
					     "0xffffffffffffffff", "99999999999999999999999",
					     "abc", "12abc", "-1", " 1", "0x", "1_", "+5", NULL };

	for (size_t i = 0; i < sizeof tags / sizeof tags[0]; i++) {
		quad g = rt___rt_nanl(tags[i]), w = nanf128(tags[i] ? tags[i] : "");

		cr_expect(same_bits(g, w), "nanl(\"%s\"): %016llx:%016llx, glibc %016llx:%016llx",
			  tags[i] ? tags[i] : "(null)", (unsigned long long)qbits(g).hi,
			  (unsigned long long)qbits(g).lo, (unsigned long long)qbits(w).hi,
			  (unsigned long long)qbits(w).lo);
	}
}

/* fmal: random operands, and products near the addend (cancellation, every rounding case) */
Test(mathl, fma)
{
	int bad = 0;

	for (int i = 0; i < 2 * N_RANDOM; i++) {
		quad x = any_quad(), y = any_quad(), z, g, w;

		switch (i % 4) {
		case 0:
			z = any_quad();
			break;
		case 1:	/* z = -(x y) nearly: cancellation */
			z = -(x * y) * (1 + (quad)(int64_t)(rng64() % 2001 - 1000) * 0x1p-112Q);
			break;
		case 2:	/* z a little: ties and sticky bits */
			z = x * y * 0x1p-113Q * (quad)(int64_t)(rng64() % 9 - 4);
			break;
		default:
			z = near_quad(x * y);
			break;
		}
		g = rt___rt_fmal(x, y, z);
		w = fmaf128(x, y, z);
		if (!same_bits(g, w) && bad++ < MAX_REPORTS) {
			char a[80], b[80], c[80], d[80], e[80];

			show(a, sizeof a, x);
			show(b, sizeof b, y);
			show(c, sizeof c, z);
			show(d, sizeof d, g);
			show(e, sizeof e, w);
			cr_log_error("fmal(%s, %s, %s) = %s, glibc %s", a, b, c, d, e);
		}
	}
	cr_expect_eq(bad, 0, "%d of %d differ", bad, 2 * N_RANDOM);
}

/* ---- the functions of double's precision ------------------------------------------------- */

quad rt___rt_expl(quad x);
quad rt___rt_exp2l(quad x);
quad rt___rt_expm1l(quad x);
quad rt___rt_logl(quad x);
quad rt___rt_log2l(quad x);
quad rt___rt_log10l(quad x);
quad rt___rt_log1pl(quad x);
quad rt___rt_powl(quad x, quad y);
quad rt___rt_cbrtl(quad x);
quad rt___rt_hypotl(quad x, quad y);
quad rt___rt_sinl(quad x);
quad rt___rt_cosl(quad x);
quad rt___rt_tanl(quad x);
quad rt___rt_asinl(quad x);
quad rt___rt_acosl(quad x);
quad rt___rt_atanl(quad x);
quad rt___rt_atan2l(quad y, quad x);
quad rt___rt_sinhl(quad x);
quad rt___rt_coshl(quad x);
quad rt___rt_tanhl(quad x);
quad rt___rt_asinhl(quad x);
quad rt___rt_acoshl(quad x);
quad rt___rt_atanhl(quad x);
quad rt___rt_erfl(quad x);
quad rt___rt_erfcl(quad x);
quad rt___rt_lgammal(quad x);
quad rt___rt_tgammal(quad x);
extern int rt_signgam;

/* |got - want| / |want| in units of 2^-53 (a double's half ulp is 2^-53 relative at most);
 * 0 when both are the same special value, 1e9 when only one is special. A subnormal want is
 * measured against the smallest normal. */
static double err53(quad got, quad want)
{
	quad d, w = fabsf128(want);

	if (isnan((double)want) || isnan((double)got))
		return isnan((double)want) && isnan((double)got) ? 0 : 1e9;
	if (isinf((double)(want * 0x1p-16000Q)) || isinf((double)(got * 0x1p-16000Q)))
		return got == want ? 0 : 1e9;
	if (want == 0 || got == 0)
		return got == want && signbit((double)got) == signbit((double)want) ? 0 : 1e9;
	if (w < 0x1p-16382Q)
		w = 0x1p-16382Q;
	d = fabsf128(got - want) / w;
	return (double)(d * 0x1p53Q);
}

static quad uniform_q(quad lo, quad hi)
{
	quad u = (quad)(rng64() >> 11) * 0x1p-53Q + (quad)(rng64() >> 11) * 0x1p-106Q;

	return lo + (hi - lo) * u;
}

/* log-uniform |x| in [lo, hi] (lo > 0), random sign if signs */
static quad loguniform_q(quad lo, quad hi, int signs)
{
	quad x = expf128(logf128(lo) + (logf128(hi) - logf128(lo)) * uniform_q(0, 1));

	return signs && rng64() % 2 ? -x : x;
}

#define N_APPROX 20000

struct range {
	quad lo, hi;
	int log, signs;
};

static double measure1(const char *name, fn1 rt, fn1 ref, struct range r, double bound)
{
	double worst = 0;
	int bad = 0;

	for (int i = 0; i < N_APPROX; i++) {
		quad x = r.log ? loguniform_q(r.lo, r.hi, r.signs) : uniform_q(r.lo, r.hi);
		quad got = rt(x), want = ref(x);
		double e = err53(got, want);

		if (e > worst)
			worst = e;
		if (e > bound && bad++ < MAX_REPORTS) {
			char a[80], b[80], c[80];

			show(a, sizeof a, x);
			show(b, sizeof b, got);
			show(c, sizeof c, want);
			cr_log_error("%s(%s) = %s, glibc %s: %.3g", name, a, b, c, e);
		}
	}
	cr_log_info("%s [%g, %g]%s: max error %.3f x 2^-53", name, (double)r.lo, (double)r.hi, r.log ? " log" : "",
		    worst);
	cr_expect_leq(worst, bound, "%s [%g, %g]: %.3f x 2^-53 > %.3f", name, (double)r.lo, (double)r.hi, worst,
		      bound);
	return worst;
}

/* special arguments: NaN, infinite, zero, errno and the sign of zeros as glibc's; finite
 * results within the bound */
static void specials1(const char *name, fn1 rt, fn1 ref, double bound)
{
	static const double args[] = { 0.0, -0.0, 1.0, -1.0, 0.5, -0.5, 2.0, -2.0, 3.0, -3.0,
				       1e-300, -1e-300, 1e300, -1e300, 10.0, -10.0, 100.0, 1000.0,
				       -1000.0, 11356.0, 11357.0, -11432.0, -11434.0, 20000.0,
				       -20000.0, 1e-20, 27.0, 106.0, 107.0, 110.0, 1755.0,
				       1756.0, -1.5, -2.5, 0.75, 1.75, 710.0, 800.0, -800.0 };
	static const quad qargs[] = { 0x1p-16494Q, -0x1p-16494Q, 0x1p-16382Q, 0x1p-4000Q,
				      -0x1p-4000Q, 0x1p4000Q, -0x1p4000Q, 0x1p1100Q, 0x1p16383Q,
				      1 + 0x1p-100Q, 1 - 0x1p-100Q, -1 + 0x1p-100Q, 0x1p-70Q,
				      -0x1p-70Q, 3 + 0x1p-90Q, -3 + 0x1p-90Q };
	int n = sizeof args / sizeof args[0], nq = sizeof qargs / sizeof qargs[0];
	int trig = !strcmp(name, "sinl") || !strcmp(name, "cosl") || !strcmp(name, "tanl");

	for (int i = 0; i < n + nq + 3; i++) {
		quad x = i < n ? (quad)args[i] : i < n + nq ? qargs[i - n]
			 : i == n + nq ? (quad)INFINITY : i == n + nq + 1 ? -(quad)INFINITY
			 : (quad)NAN, got, want;
		int eg, ew;
		double e;

		if (trig && fabsf128(x) >= 0x1p1024Q && !isinf((double)(x * 0x1p-16000Q)))
			continue;	/* not reduced: NaN (docs/rt.md) */
		errno = 0;
		rt_errno = 0;
		want = ref(x);
		ew = errno;
		got = rt(x);
		eg = rt_errno;
		e = err53(got, want);
		cr_expect(e <= bound && (eg == ew || (ew == ERANGE && want != 0 && !isinf((double)(want * 0x1p-16000Q)))),
			  "%s(%.17g = %016llx:%016llx) = %.17g errno %d, glibc %.17g errno %d (%.3g)",
			  name, (double)x, (unsigned long long)qbits(x).hi,
			  (unsigned long long)qbits(x).lo, (double)got, eg, (double)want, ew, e);
	}
}

#define APPROX1(f, bound, ...) \
	Test(mathl, f) \
	{ \
		static const struct range ranges[] = { __VA_ARGS__ }; \
		for (size_t i = 0; i < sizeof ranges / sizeof ranges[0]; i++) \
			measure1(#f "l", rt___rt_##f##l, f##f128, ranges[i], bound); \
		specials1(#f "l", rt___rt_##f##l, f##f128, bound); \
	}

APPROX1(exp, 2, { -11400, 11356, 0, 0 }, { -1, 1, 0, 0 }, { 1e-30, 1, 1, 1 })
APPROX1(exp2, 2, { -16450, 16383, 0, 0 }, { -1, 1, 0, 0 })
APPROX1(expm1, 2, { -100, 11356, 0, 0 }, { -1, 1, 0, 0 }, { 1e-4000Q, 1, 1, 1 })
APPROX1(log, 1.1, { 1e-4900Q, 1e4900Q, 1, 0 }, { 0.5, 2, 0, 0 }, { 0.999999, 1.000001, 0, 0 })
APPROX1(log2, 1.1, { 1e-4900Q, 1e4900Q, 1, 0 }, { 0.5, 2, 0, 0 })
APPROX1(log10, 1.1, { 1e-4900Q, 1e4900Q, 1, 0 }, { 0.5, 2, 0, 0 })
APPROX1(log1p, 1.1, { -0.999, 1, 0, 0 }, { 1e-4900Q, 0.5, 1, 1 }, { 1, 1e4900Q, 1, 0 })
APPROX1(cbrt, 0.1, { 1e-4900Q, 1e4900Q, 1, 1 }, { -10, 10, 0, 0 })
APPROX1(sin, 2.5, { -10, 10, 0, 0 }, { 1e-30, 1e17, 1, 1 }, { 1e-4000Q, 1, 1, 1 })
APPROX1(cos, 2.5, { -10, 10, 0, 0 }, { 1e-30, 1e17, 1, 1 })
APPROX1(tan, 4, { -10, 10, 0, 0 }, { 1e-30, 1e17, 1, 1 }, { 1e-4000Q, 1, 1, 1 })
APPROX1(asin, 2.5, { -1, 1, 0, 0 }, { 1e-4000Q, 1, 1, 1 })
APPROX1(acos, 2.5, { -1, 1, 0, 0 }, { 0.999999, 1, 0, 0 })
APPROX1(atan, 2.5, { -4, 4, 0, 0 }, { 1e-4000Q, 1e4000Q, 1, 1 })
APPROX1(sinh, 2.5, { -2, 2, 0, 0 }, { -11357, 11357, 0, 0 }, { 1e-4000Q, 1, 1, 1 })
APPROX1(cosh, 2.5, { -2, 2, 0, 0 }, { -11357, 11357, 0, 0 })
APPROX1(tanh, 2.5, { -1, 1, 0, 0 }, { -50, 50, 0, 0 }, { 1e-4000Q, 1, 1, 1 })
APPROX1(asinh, 2.5, { 1e-4000Q, 1e4000Q, 1, 1 }, { -4, 4, 0, 0 })
APPROX1(acosh, 2.5, { 1, 4, 0, 0 }, { 1, 1e4900Q, 1, 0 })
APPROX1(atanh, 2.5, { -1, 1, 0, 0 }, { 1e-4000Q, 0.9999, 1, 1 })
APPROX1(erf, 2.5, { -6, 6, 0, 0 }, { 1e-4000Q, 6, 1, 1 })
APPROX1(erfc, 3, { -6, 106, 0, 0 }, { -1, 1, 0, 0 }, { 0.5, 30, 0, 0 })
APPROX1(tgamma, 4, { 0, 10, 0, 0 }, { 10, 1755, 0, 0 }, { 1e-4000Q, 1, 1, 0 },
	{ -20, 0, 0, 0 }, { -1700, -20, 0, 0 })

/* sin, cos, tan beyond 2^60: x split into three doubles, each reduced, the angles added:
 * the absolute error of sin and cos is a few 2^-53, tan's relative one grows near its
 * poles */
Test(mathl, trig_beyond_2p60)
{
	double worst_s = 0, worst_c = 0;

	for (int i = 0; i < N_APPROX; i++) {
		quad x = loguniform_q(1e18Q, 1e300Q, 1);
		double es = (double)(fabsf128(rt___rt_sinl(x) - sinf128(x)) * 0x1p53Q);
		double ec = (double)(fabsf128(rt___rt_cosl(x) - cosf128(x)) * 0x1p53Q);
		quad t = rt___rt_tanl(x), tw = tanf128(x), c = cosf128(x);
		/* tan's error follows from sin's and cos's: about (1 + tan^2) 2^-53 absolute */
		double et = (double)(fabsf128(t - tw) * c * c * 0x1p53Q);

		worst_s = es > worst_s ? es : worst_s;
		worst_c = ec > worst_c ? ec : worst_c;
		cr_expect_leq(et, 8, "tanl(%.17g) = %.17g, glibc %.17g", (double)x, (double)t,
			      (double)tw);
	}
	cr_log_info("beyond 2^60: sinl, cosl absolute error %.3f, %.3f x 2^-53", worst_s, worst_c);
	cr_expect_leq(worst_s, 4, "sinl: absolute error %.3f x 2^-53", worst_s);
	cr_expect_leq(worst_c, 4, "cosl: absolute error %.3f x 2^-53", worst_c);
}

Test(mathl, lgamma)
{
	static const struct range ranges[] = { { 0, 10, 0, 0 }, { 3, 1e4900Q, 1, 0 },
						{ 1e-4000Q, 0.5, 1, 0 }, { -1e30, -20, 1, 0 } };

	for (size_t i = 0; i < sizeof ranges / sizeof ranges[0]; i++)
		measure1("lgammal", rt___rt_lgammal, lgammaf128, ranges[i], 3);
	specials1("lgammal", rt___rt_lgammal, lgammaf128, 8);
	for (int i = 0; i < 2000; i++) {	/* signgam */
		quad x = uniform_q(-30, 30);
		int sg;

		rt___rt_lgammal(x);
		lgammaf128(x);
		sg = rt_signgam;
		cr_expect_eq(sg, signgam, "signgam of lgammal(%.17g): %d, glibc %d", (double)x, sg,
			     signgam);
	}
}

static void measure2(const char *name, fn2 rt, fn2 ref, struct range rx, struct range ry,
		     double bound)
{
	double worst = 0;
	int bad = 0;

	for (int i = 0; i < N_APPROX; i++) {
		quad x = rx.log ? loguniform_q(rx.lo, rx.hi, rx.signs) : uniform_q(rx.lo, rx.hi);
		quad y = ry.log ? loguniform_q(ry.lo, ry.hi, ry.signs) : uniform_q(ry.lo, ry.hi);
		quad got = rt(x, y), want = ref(x, y);
		double e = err53(got, want);

		if (e > worst)
			worst = e;
		if (e > bound && bad++ < MAX_REPORTS)
			cr_log_error("%s(%.17g, %.17g) = %.17g, glibc %.17g: %.3g", name, (double)x,
				     (double)y, (double)got, (double)want, e);
	}
	cr_log_info("%s: max error %.3f x 2^-53", name, worst);
	cr_expect_leq(worst, bound, "%s: %.3f x 2^-53 > %.3f", name, worst, bound);
}

/* the special values of two-argument functions: every pair of a set */
static void specials2(const char *name, fn2 rt, fn2 ref, double bound)
{
	static const quad v[] = { 0.0Q, -0.0Q, 1, -1, 0.5Q, -0.5Q, 2, -2, 3, -3, 1e300Q, 0x1p-16494Q,
				  0x1p4000Q, -0x1p4000Q, 0x1p-4000Q, 100.5Q, -7 };
	int n = sizeof v / sizeof v[0];

	for (int i = 0; i < n + 3; i++)
		for (int j = 0; j < n + 3; j++) {
			quad x = i < n ? v[i] : i == n ? (quad)INFINITY : i == n + 1 ? -(quad)INFINITY : (quad)NAN;
			quad y = j < n ? v[j] : j == n ? (quad)INFINITY : j == n + 1 ? -(quad)INFINITY : (quad)NAN;
			quad got, want;
			int eg, ew;

			errno = 0;
			rt_errno = 0;
			want = ref(x, y);
			ew = errno;
			got = rt(x, y);
			eg = rt_errno;
			cr_expect(err53(got, want) <= bound && eg == ew,
				  "%s(%.17g, %.17g) = %.17g errno %d, glibc %.17g errno %d", name,
				  (double)x, (double)y, (double)got, eg, (double)want, ew);
		}
}

Test(mathl, pow)
{
	measure2("powl", rt___rt_powl, powf128, (struct range){ 1e-5, 1e5, 1, 0 },
		 (struct range){ -60, 60, 0, 0 }, 6);
	measure2("powl", rt___rt_powl, powf128, (struct range){ 0.5, 2, 0, 0 },
		 (struct range){ -10000, 10000, 0, 0 }, 6);
	measure2("powl", rt___rt_powl, powf128, (struct range){ 1e-100, 1e100, 1, 0 },
		 (struct range){ -40, 40, 0, 0 }, 6);
	specials2("powl", rt___rt_powl, powf128, 6);
}

Test(mathl, hypot)
{
	measure2("hypotl", rt___rt_hypotl, hypotf128, (struct range){ 1e-4900Q, 1e4900Q, 1, 1 },
		 (struct range){ 1e-4900Q, 1e4900Q, 1, 1 }, 1e-10);
	measure2("hypotl", rt___rt_hypotl, hypotf128, (struct range){ -10, 10, 0, 0 },
		 (struct range){ -10, 10, 0, 0 }, 1e-10);
	specials2("hypotl", rt___rt_hypotl, hypotf128, 1e-10);
}

Test(mathl, atan2)
{
	measure2("atan2l", rt___rt_atan2l, atan2f128, (struct range){ -10, 10, 0, 0 },
		 (struct range){ -10, 10, 0, 0 }, 2.5);
	measure2("atan2l", rt___rt_atan2l, atan2f128, (struct range){ 1e-4000Q, 1e4000Q, 1, 1 },
		 (struct range){ 1e-4000Q, 1e4000Q, 1, 1 }, 2.5);
	specials2("atan2l", rt___rt_atan2l, atan2f128, 2.5);
}

/* ---- complex ----------------------------------------------------------------------------- */

typedef _Complex float __attribute__((mode(TC))) cquad;

cquad __multc3(quad a, quad b, quad c, quad d);	/* libgcc's */
cquad __divtc3(quad a, quad b, quad c, quad d);
cquad rt___multc3(quad a, quad b, quad c, quad d);
cquad rt___divtc3(quad a, quad b, quad c, quad d);
quad rt___rt_cabsl(cquad z);
quad rt___rt_cargl(cquad z);
quad rt___rt_creall(cquad z);
quad rt___rt_cimagl(cquad z);
cquad rt___rt_conjl(cquad z);
cquad rt___rt_cprojl(cquad z);
cquad rt___rt_cexpl(cquad z);
cquad rt___rt_clogl(cquad z);
cquad rt___rt_csqrtl(cquad z);
cquad rt___rt_csinl(cquad z);
cquad rt___rt_ccosl(cquad z);
cquad rt___rt_ctanl(cquad z);
cquad rt___rt_casinl(cquad z);
cquad rt___rt_cacosl(cquad z);
cquad rt___rt_catanl(cquad z);
cquad rt___rt_csinhl(cquad z);
cquad rt___rt_ccoshl(cquad z);
cquad rt___rt_ctanhl(cquad z);
cquad rt___rt_casinhl(cquad z);
cquad rt___rt_cacoshl(cquad z);
cquad rt___rt_catanhl(cquad z);
cquad rt___rt_cpowl(cquad x, cquad y);

static cquad cqv(quad x, quad y)
{
	cquad z;

	__real__ z = x;
	__imag__ z = y;
	return z;
}

/* gcc's helpers bit for bit as libgcc's: operands of any bits, specials, moderate values */
Test(mathl, multc3_divtc3)
{
	int bad = 0;

	for (int i = 0; i < N_RANDOM; i++) {
		quad o[4];
		cquad g, w;

		for (int k = 0; k < 4; k++)
			o[k] = i % 3 ? any_quad() : uniform_q(-10, 10);
		g = rt___multc3(o[0], o[1], o[2], o[3]);
		w = __multc3(o[0], o[1], o[2], o[3]);
		if ((!same_bits(__real__ g, __real__ w) || !same_bits(__imag__ g, __imag__ w))
		    && bad++ < MAX_REPORTS)
			cr_log_error("__multc3(%.17g, %.17g, %.17g, %.17g) = %.17g%+.17gi, libgcc %.17g%+.17gi",
				     (double)o[0], (double)o[1], (double)o[2], (double)o[3],
				     (double)__real__ g, (double)__imag__ g, (double)__real__ w,
				     (double)__imag__ w);
		g = rt___divtc3(o[0], o[1], o[2], o[3]);
		w = __divtc3(o[0], o[1], o[2], o[3]);
		if ((!same_bits(__real__ g, __real__ w) || !same_bits(__imag__ g, __imag__ w))
		    && !(isnan((double)__real__ g) && isnan((double)__real__ w)
			 && isnan((double)__imag__ g) && isnan((double)__imag__ w))
		    && bad++ < MAX_REPORTS)
			cr_log_error("__divtc3(%.17g, %.17g, %.17g, %.17g) = %.17g%+.17gi, libgcc %.17g%+.17gi",
				     (double)o[0], (double)o[1], (double)o[2], (double)o[3],
				     (double)__real__ g, (double)__imag__ g, (double)__real__ w,
				     (double)__imag__ w);
	}
	cr_expect_eq(bad, 0, "%d differ", bad);
}

typedef cquad (*cfn1)(cquad);

/* each part within bound x 2^-53 of the larger part of glibc's result (x, y in [-10, 10]) */
static void check_c1(const char *name, cfn1 rt, cfn1 ref, double bound)
{
	double worst = 0;

	for (int i = 0; i < N_APPROX / 4; i++) {
		cquad z = cqv(uniform_q(-10, 10), uniform_q(-10, 10)), g = rt(z), w = ref(z);
		quad m = fmaxf128(fabsf128(__real__ w), fabsf128(__imag__ w));
		double e = (double)(fmaxf128(fabsf128(__real__ g - __real__ w),
					     fabsf128(__imag__ g - __imag__ w)) / m * 0x1p53Q);

		worst = e > worst ? e : worst;
	}
	cr_log_info("%s: max error %.3f x 2^-53 of the larger part", name, worst);
	cr_expect_leq(worst, bound, "%s: %.3f x 2^-53", name, worst);
}

Test(mathl, complex_functions)
{
	cquad z = cqv(3, -4), p;

	cr_expect(rt___rt_cabsl(z) == 5);
	cr_expect(rt___rt_creall(z) == 3 && rt___rt_cimagl(z) == -4);
	p = rt___rt_conjl(z);
	cr_expect(__real__ p == 3 && __imag__ p == 4);
	p = rt___rt_cprojl(cqv(__builtin_nanf128(""), -(quad)INFINITY));
	cr_expect(isinf((double)__real__ p) && __imag__ p == 0 && signbit((double)__imag__ p));
	cr_expect(fabsf128(rt___rt_cargl(cqv(-1, 0x1p-200Q)) - atan2f128(0x1p-200Q, -1)) < 1e-33Q);
	check_c1("cexpl", rt___rt_cexpl, cexpf128, 100);
	check_c1("clogl", rt___rt_clogl, clogf128, 100);
	check_c1("csqrtl", rt___rt_csqrtl, csqrtf128, 100);
	check_c1("csinl", rt___rt_csinl, csinf128, 100);
	check_c1("ccosl", rt___rt_ccosl, ccosf128, 100);
	check_c1("ctanl", rt___rt_ctanl, ctanf128, 100);
	check_c1("casinl", rt___rt_casinl, casinf128, 100);
	check_c1("cacosl", rt___rt_cacosl, cacosf128, 100);
	check_c1("catanl", rt___rt_catanl, catanf128, 100);
	check_c1("csinhl", rt___rt_csinhl, csinhf128, 100);
	check_c1("ccoshl", rt___rt_ccoshl, ccoshf128, 100);
	check_c1("ctanhl", rt___rt_ctanhl, ctanhf128, 100);
	check_c1("casinhl", rt___rt_casinhl, casinhf128, 100);
	check_c1("cacoshl", rt___rt_cacoshl, cacoshf128, 100);
	check_c1("catanhl", rt___rt_catanhl, catanhf128, 100);
	p = rt___rt_cpowl(cqv(2, 0), cqv(10, 0));
	cr_expect(fabsf128(__real__ p - 1024) < 1e-10Q && fabsf128(__imag__ p) < 1e-10Q);
}

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

#define N_RANDOM 300000

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

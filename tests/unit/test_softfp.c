/* test_softfp.c — unit tests of rt's software floating point (rt/src/softfp.c), which guests
 * without a floating-point unit use: each helper against the host's SSE arithmetic, bit for
 * bit, over special values (zeros, subnormals, the largest and smallest normals, infinities,
 * NaNs) and random operands (any bits; exponents close together, where subtraction cancels
 * and every rounding case comes up; near the subnormal range and near overflow). A NaN result
 * must be a NaN; that of an invalid operation on numbers, the host's default NaN exactly. */
#include <criterion/criterion.h>
#include <math.h>
#include <stdint.h>
#include <string.h>
#include "testutil.h"
#include "fpbits.h"

/* rt's helpers as the host build names them (objcopy --prefix-symbols=rt_) */
double rt___adddf3(double a, double b);
double rt___subdf3(double a, double b);
double rt___muldf3(double a, double b);
double rt___divdf3(double a, double b);
double rt___negdf2(double a);
int rt___eqdf2(double a, double b);
int rt___nedf2(double a, double b);
int rt___ltdf2(double a, double b);
int rt___ledf2(double a, double b);
int rt___gtdf2(double a, double b);
int rt___gedf2(double a, double b);
int rt___unorddf2(double a, double b);
double rt___floatsidf(int i);
double rt___floatunsidf(unsigned int i);
int rt___fixdfsi(double a);
unsigned int rt___fixunsdfsi(double a);
double rt___extendsfdf2(float a);
float rt___truncdfsf2(double a);
float rt___addsf3(float a, float b);
float rt___subsf3(float a, float b);
float rt___mulsf3(float a, float b);
float rt___divsf3(float a, float b);
int rt___ltsf2(float a, float b);
int rt___gesf2(float a, float b);
float rt___floatsisf(int i);
float rt___floatunsisf(unsigned int i);
int rt___fixsfsi(float a);

#define RANDOM_PAIRS 200000
#define MAX_REPORTS 10

static uint64_t rng_state = 0x2545f4914f6cdd1dULL;

static uint64_t rng(void)
{
	return xorshift64(&rng_state);
}

static const uint64_t edges[] = {
	0, 1, 2, 3, 0x000fffffffffffffULL, 0x0010000000000000ULL, 0x0010000000000001ULL,
	0x001fffffffffffffULL, 0x3ca0000000000000ULL, 0x3fe0000000000000ULL,
	0x3fefffffffffffffULL, 0x3ff0000000000000ULL, 0x3ff0000000000001ULL,
	0x3ff8000000000000ULL, 0x4000000000000000ULL, 0x4340000000000000ULL,
	0x4330000000000001ULL, 0x41dfffffffc00000ULL, 0x41e0000000000000ULL,
	0x41efffffffe00000ULL, 0x7fe0000000000000ULL, 0x7fefffffffffffffULL,
	0x7ff0000000000000ULL, 0x7ff8000000000000ULL, 0x7ff0000000000001ULL,
	0x7ff4000000000000ULL, 0x3e70000000000000ULL, 0x3690000000000000ULL,
};
#define NEDGES (sizeof(edges) / sizeof(edges[0]))

/* A random double: any bits, or exponents near a base that is random, near the subnormals,
 * or near overflow, so that pairs of them cancel and round in every way. */
static uint64_t random_double(int e0)
{
	uint64_t sign = rng() & 0x8000000000000000ULL, frac = rng() & 0x000fffffffffffffULL;
	int e;

	switch (rng() % 4) {
	case 0:
		return rng();
	case 1:
		e = e0 + (int)(rng() % 121) - 60;
		break;
	case 2:
		e = (int)(rng() % 60);
		break;
	default:
		e = 2046 - (int)(rng() % 30);
		break;
	}
	if (e < 0)
		e = 0;
	if (e > 2046)
		e = 2046;
	if (rng() % 8 == 0)
		frac &= ~((1ULL << (rng() % 52)) - 1);   /* few bits: exact cases, ties */
	return sign | (uint64_t)e << 52 | frac;
}

/* A result against the host's: the same bits, or both NaN (the default NaN exactly when no
 * operand was a NaN). */
static bool same_double(double soft, double host, double a, double b)
{
	if (isnan(host))
		return isnan(soft) && (isnan(a) || isnan(b) || bits(soft) == bits(host));
	return bits(soft) == bits(host);
}

static bool same_float(float soft, float host, float a, float b)
{
	if (isnan(host))
		return isnan(soft) && (isnan(a) || isnan(b) || fbits(soft) == fbits(host));
	return fbits(soft) == fbits(host);
}

typedef double (*dop)(double, double);

static double host_add(double a, double b)
{
	volatile double x = a, y = b;

	return x + y;
}

static double host_sub(double a, double b)
{
	volatile double x = a, y = b;

	return x - y;
}

static double host_mul(double a, double b)
{
	volatile double x = a, y = b;

	return x * y;
}

static double host_div(double a, double b)
{
	volatile double x = a, y = b;

	return x / y;
}

static void check_dop(const char *name, dop soft, dop host)
{
	int bad = 0;
	long n = 0;

	for (size_t i = 0; i < NEDGES * 2; i++)
		for (size_t j = 0; j < NEDGES * 2; j++) {
			double a = dbl(edges[i / 2] ^ (i & 1 ? 0x8000000000000000ULL : 0));
			double b = dbl(edges[j / 2] ^ (j & 1 ? 0x8000000000000000ULL : 0));
			double s = soft(a, b), h = host(a, b);

			n++;
			if (!same_double(s, h, a, b) && bad++ < MAX_REPORTS)
				cr_log_error("%s(%016llx, %016llx) = %016llx, host %016llx", name,
					     (unsigned long long)bits(a), (unsigned long long)bits(b),
					     (unsigned long long)bits(s), (unsigned long long)bits(h));
		}
	for (long k = 0; k < RANDOM_PAIRS; k++) {
		int e0 = (int)(rng() % 2047);
		double a = dbl(random_double(e0)), b = dbl(random_double(e0));
		double s = soft(a, b), h = host(a, b);

		n++;
		if (!same_double(s, h, a, b) && bad++ < MAX_REPORTS)
			cr_log_error("%s(%016llx, %016llx) = %016llx, host %016llx", name,
				     (unsigned long long)bits(a), (unsigned long long)bits(b),
				     (unsigned long long)bits(s), (unsigned long long)bits(h));
	}
	cr_expect_eq(bad, 0, "%s: %d of %ld results differ from the host's", name, bad, n);
}

Test(softfp, adddf3)
{
	check_dop("__adddf3", rt___adddf3, host_add);
}

Test(softfp, subdf3)
{
	check_dop("__subdf3", rt___subdf3, host_sub);
}

Test(softfp, muldf3)
{
	check_dop("__muldf3", rt___muldf3, host_mul);
}

Test(softfp, divdf3)
{
	check_dop("__divdf3", rt___divdf3, host_div);
}

/* Comparisons: each helper's sign as the C operator it stands for decides. */
Test(softfp, compare_double)
{
	int bad = 0;

	for (long k = 0; k < RANDOM_PAIRS; k++) {
		double a, b;

		if (k < (long)(NEDGES * NEDGES * 4)) {
			a = dbl(edges[k / 2 % NEDGES] ^ (k & 1 ? 0x8000000000000000ULL : 0));
			b = dbl(edges[k / (2 * (long)NEDGES) % NEDGES] ^
				(k / (2 * (long)NEDGES * (long)NEDGES) & 1 ? 0x8000000000000000ULL : 0));
		} else {
			int e0 = (int)(rng() % 2047);

			a = dbl(random_double(e0));
			b = rng() % 4 ? dbl(random_double(e0)) : a;
		}
		if ((rt___eqdf2(a, b) == 0) != (a == b) || (rt___nedf2(a, b) != 0) != (a != b) ||
		    (rt___ltdf2(a, b) < 0) != (a < b) || (rt___ledf2(a, b) <= 0) != (a <= b) ||
		    (rt___gtdf2(a, b) > 0) != (a > b) || (rt___gedf2(a, b) >= 0) != (a >= b) ||
		    (rt___unorddf2(a, b) != 0) != (isnan(a) || isnan(b)))
			if (bad++ < MAX_REPORTS)
				cr_log_error("comparing %016llx with %016llx",
					     (unsigned long long)bits(a), (unsigned long long)bits(b));
	}
	cr_expect_eq(bad, 0, "%d comparisons differ from the host's", bad);
	cr_expect_eq(bits(rt___negdf2(1.5)), bits(-1.5));
	cr_expect_eq(bits(rt___negdf2(0.0)), bits(-0.0));
}

/* Conversions between int and double, and between float and double. */
Test(softfp, conversions)
{
	static const int ints[] = { 0, 1, -1, 2, 3, 1000000, -1000000, 0x7fffffff,
				    (int)0x80000000u, 0x7ffffffe, 0x12345678, -0x12345679 };
	int bad = 0;

	for (size_t i = 0; i < sizeof ints / sizeof ints[0]; i++) {
		cr_expect_eq(bits(rt___floatsidf(ints[i])), bits((double)ints[i]), "%d", ints[i]);
		cr_expect_eq(bits(rt___floatunsidf((unsigned)ints[i])),
			     bits((double)(unsigned)ints[i]), "%u", (unsigned)ints[i]);
		cr_expect_eq(fbits(rt___floatsisf(ints[i])), fbits((float)ints[i]), "%d", ints[i]);
		cr_expect_eq(fbits(rt___floatunsisf((unsigned)ints[i])),
			     fbits((float)(unsigned)ints[i]), "%u", (unsigned)ints[i]);
	}
	for (long k = 0; k < RANDOM_PAIRS; k++) {
		uint32_t w = (uint32_t)rng();
		uint64_t d = random_double((int)(rng() % 2047));
		double x = dbl(d);
		float f = flt(w);
		volatile double vx = x;
		volatile float vf = f;

		if (bits(rt___floatsidf((int)w)) != bits((double)(int)w) ||
		    fbits(rt___floatsisf((int)w)) != fbits((float)(int)w) ||
		    fbits(rt___floatunsisf(w)) != fbits((float)w) ||
		    !same_double(rt___extendsfdf2(f), (double)vf, f, 0) ||
		    !same_float(rt___truncdfsf2(x), (float)vx, (float)vx, 0)) {
			if (bad++ < MAX_REPORTS)
				cr_log_error("converting %08x / %016llx", w, (unsigned long long)d);
		}
		if (fabs(x) < 2147483648.0 && rt___fixdfsi(x) != (int)vx && bad++ < MAX_REPORTS)
			cr_log_error("__fixdfsi(%016llx)", (unsigned long long)d);
		if (x > -1.0 && x < 4294967296.0 && rt___fixunsdfsi(x) != (unsigned)vx &&
		    bad++ < MAX_REPORTS)
			cr_log_error("__fixunsdfsi(%016llx)", (unsigned long long)d);
		if (fabsf(f) < 2147483648.0f && rt___fixsfsi(f) != (int)vf && bad++ < MAX_REPORTS)
			cr_log_error("__fixsfsi(%08x)", w);
	}
	cr_expect_eq(bad, 0, "%d conversions differ from the host's", bad);
	/* out of range: saturated, NaN to the largest (RISC-V's rule) */
	cr_expect_eq(rt___fixdfsi(1e10), 0x7fffffff);
	cr_expect_eq(rt___fixdfsi(-1e10), (int)0x80000000u);
	cr_expect_eq(rt___fixdfsi(dbl(0x7ff8000000000000ULL)), 0x7fffffff);
	cr_expect_eq(rt___fixunsdfsi(-5.0), 0u);
	cr_expect_eq(rt___fixunsdfsi(1e10), 0xffffffffu);
}

typedef float (*fop)(float, float);

/* Single precision: through double, rounded once, as the host rounds. */
Test(softfp, float_arithmetic)
{
	static const fop soft[] = { rt___addsf3, rt___subsf3, rt___mulsf3, rt___divsf3 };
	static const char *const names[] = { "__addsf3", "__subsf3", "__mulsf3", "__divsf3" };
	int bad = 0;

	for (long k = 0; k < RANDOM_PAIRS; k++) {
		uint32_t wa = (uint32_t)rng(), wb = (uint32_t)rng();
		float a, b;
		volatile float x, y;

		if (rng() % 2) {   /* exponents close together */
			wb = (wb & 0x807fffffu) |
			     (uint32_t)(((wa >> 23 & 0xff) + rng() % 31 + 241) % 256) << 23;
			if (rng() % 4 == 0)
				wb &= ~((1u << (rng() % 23)) - 1);
		}
		a = flt(wa);
		b = flt(wb);
		x = a;
		y = b;
		for (int o = 0; o < 4; o++) {
			float h = o == 0 ? x + y : o == 1 ? x - y : o == 2 ? x * y : x / y;
			float s = soft[o](a, b);

			if (!same_float(s, h, a, b) && bad++ < MAX_REPORTS)
				cr_log_error("%s(%08x, %08x) = %08x, host %08x", names[o], wa, wb,
					     fbits(s), fbits(h));
		}
		if ((rt___ltsf2(a, b) < 0) != (x < y) || (rt___gesf2(a, b) >= 0) != (x >= y))
			if (bad++ < MAX_REPORTS)
				cr_log_error("comparing %08x with %08x", wa, wb);
	}
	cr_expect_eq(bad, 0, "%d single-precision results differ from the host's", bad);
}

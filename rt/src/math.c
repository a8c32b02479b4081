/* math.c — the exact functions of rt's mathematical library, all on the IEEE-754 bits:
 * classification, fabs, sqrt (integer square root of the significand, correctly rounded),
 * floor, ceil, trunc, round, fmod (integer long division), frexp, ldexp, modf; and hypot. */
#include <errno.h>
#include <math.h>
#include <stdint.h>
#include "fp.h"
#include "rt.h"

#define FRAC_MASK 0x000fffffffffffffULL
#define IMPLICIT 0x0010000000000000ULL

int __rt_fpclassify(double x)
{
	uint64_t u = FP_ABS(fp_bits(x));

	if (u >= 0x7ff0000000000000ULL)
		return u == 0x7ff0000000000000ULL ? FP_INFINITE : FP_NAN;
	if (u == 0)
		return FP_ZERO;
	return u < IMPLICIT ? FP_SUBNORMAL : FP_NORMAL;
}

int __rt_fpclassifyf(float x)
{
	uint32_t u;

	memcpy(&u, &x, sizeof(u));
	u &= 0x7fffffff;
	if (u >= 0x7f800000)
		return u == 0x7f800000 ? FP_INFINITE : FP_NAN;
	if (u == 0)
		return FP_ZERO;
	return u < 0x00800000 ? FP_SUBNORMAL : FP_NORMAL;
}

int __rt_signbit(double x)
{
	return (int)(fp_bits(x) >> 63);
}

int __rt_signbitf(float x)
{
	uint32_t u;

	memcpy(&u, &x, sizeof(u));
	return (int)(u >> 31);
}

/* A finite nonzero |x| as m * 2^e with m an integer below 2^53. */
static void split(uint64_t u, uint64_t *m, int *e)
{
	int be = FP_EXP(u);

	*m = be ? (u & FRAC_MASK) | IMPLICIT : u & FRAC_MASK;
	*e = be ? be - 1075 : -1074;
}

static int bit_length(uint64_t m)
{
	int n = 0;

	for (; m >> 32; m >>= 32)
		n += 32;
	for (; m; m >>= 1)
		n++;
	return n;
}

/* The double nearest to (-1)^sign * m * 2^e, m < 2^63, ties to even; overflow gives
 * infinity. */
static double compose(int sign, uint64_t m, int e)
{
	uint64_t s = sign ? FP_SIGN : 0, rb, sticky;
	int len, shift;

	if (!m)
		return fp_from(s);
	len = bit_length(m);
	shift = len - 1 + e >= -1022 ? len - 53 : -1074 - e;
	if (shift <= 0) {
		m <<= -shift;
	} else {
		rb = shift - 1 < 64 ? (m >> (shift - 1)) & 1 : 0;
		sticky = shift - 1 >= 64 ? 1 : (m & ((1ULL << (shift - 1)) - 1)) != 0;
		m = shift >= 64 ? 0 : m >> shift;
		if (rb && (sticky || (m & 1)))
			m++;
	}
	e += shift;
	if (m >> 53) {
		m >>= 1;
		e++;
	}
	if (m < IMPLICIT)	/* subnormal or zero: e is -1074 */
		return fp_from(s | m);
	if (e + 1075 >= 2047)
		return fp_from(s | 0x7ff0000000000000ULL);
	return fp_from(s | ((uint64_t)(e + 1075) << 52) | (m & FRAC_MASK));
}

double __rt_scale(double x, int e)
{
	uint64_t u = fp_bits(x), m;
	int ex;

	if (FP_EXP(u) == 0x7ff || !FP_ABS(u))
		return x;
	split(FP_ABS(u), &m, &ex);
	if (e > 3000)
		e = 3000;
	if (e < -3000)
		e = -3000;
	return compose((int)(u >> 63), m, ex + e);
}

RT_WEAK(ldexp, __rt_ldexp);
double __rt_ldexp(double x, int e)
{
	double r = __rt_scale(x, e);
	uint64_t u = FP_ABS(fp_bits(r));

	if ((u == 0x7ff0000000000000ULL || !u) && FP_ABS(fp_bits(x)) && FP_EXP(fp_bits(x)) != 0x7ff)
		errno = ERANGE;
	return r;
}

RT_WEAK(scalbn, __rt_scalbn);
double __rt_scalbn(double x, int e)
{
	return __rt_ldexp(x, e);
}

RT_WEAK(frexp, __rt_frexp);
double __rt_frexp(double x, int *e)
{
	uint64_t u = fp_bits(x), m;
	int ex, len;

	*e = 0;
	if (FP_EXP(u) == 0x7ff || !FP_ABS(u))
		return x;
	split(FP_ABS(u), &m, &ex);
	len = bit_length(m);
	*e = ex + len;
	m <<= 53 - len;
	return fp_from((u & FP_SIGN) | (uint64_t)1022 << 52 | (m & FRAC_MASK));
}

RT_WEAK(fabs, __rt_fabs);
double __rt_fabs(double x)
{
	return fp_from(FP_ABS(fp_bits(x)));
}

RT_WEAK(copysign, __rt_copysign);
double __rt_copysign(double x, double y)
{
	return fp_from(FP_ABS(fp_bits(x)) | (fp_bits(y) & FP_SIGN));
}

/* The correctly rounded square root: q = floor(sqrt(m * 2^54)) two bits of the radicand at
 * a time, the remainder deciding the last rounding. */
RT_WEAK(sqrt, __rt_sqrt);
double __rt_sqrt(double x)
{
	uint64_t u = fp_bits(x), m, r = 0, q = 0, t;
	int e, i, bit;

	if (!FP_ABS(u))
		return x;
	if (u >> 63) {
		errno = EDOM;
		return fp_from(FP_DEFAULT_NAN);
	}
	if (FP_EXP(u) == 0x7ff)
		return x;
	split(u, &m, &e);
	while (m < IMPLICIT) {	/* subnormal: normalise */
		m <<= 1;
		e--;
	}
	if (e & 1) {
		m <<= 1;
		e--;
	}
	/* m < 2^54: the radicand m * 2^54 has 108 bits, 54 pairs. */
	for (i = 53; i >= 0; i--) {
		bit = 2 * i - 54;
		r = r << 2 | (bit >= 0 ? (m >> bit) & 3 : 0);
		t = q << 2 | 1;
		if (r >= t) {
			r -= t;
			q = q << 1 | 1;
		} else {
			q <<= 1;
		}
	}
	/* q has 54 bits: the last is the rounding bit, r != 0 the sticky one; no exact tie. */
	t = q & 1;
	q >>= 1;
	if (t && (r || (q & 1)))
		q++;
	return fp_from(((uint64_t)(e / 2 + 26 + 1022) << 52) + q);
}

RT_WEAK(trunc, __rt_trunc);
double __rt_trunc(double x)
{
	uint64_t u = fp_bits(x);
	int e = FP_EXP(u) - 1023;

	if (e >= 52)
		return x;
	if (e < 0)
		return fp_from(u & FP_SIGN);
	return fp_from(u & ~(FRAC_MASK >> e));
}

/* Rounds |x| away from zero to an integer when it is not one. */
static double away(double x)
{
	uint64_t u = fp_bits(x), mask;
	int e = FP_EXP(u) - 1023;

	if (e >= 52 || !FP_ABS(u))
		return x;
	if (e < 0)
		return fp_from((u & FP_SIGN) | 0x3ff0000000000000ULL);
	mask = FRAC_MASK >> e;
	if (!(u & mask))
		return x;
	return fp_from((u & ~mask) + mask + 1);
}

RT_WEAK(floor, __rt_floor);
double __rt_floor(double x)
{
	return fp_bits(x) >> 63 ? away(x) : __rt_trunc(x);
}

RT_WEAK(ceil, __rt_ceil);
double __rt_ceil(double x)
{
	return fp_bits(x) >> 63 ? __rt_trunc(x) : away(x);
}

RT_WEAK(round, __rt_round);
double __rt_round(double x)
{
	uint64_t u = fp_bits(x);
	int e = FP_EXP(u) - 1023;

	if (e >= 52)
		return x;
	if (e < -1)
		return fp_from(u & FP_SIGN);
	if (e == -1)
		return fp_from((u & FP_SIGN) | 0x3ff0000000000000ULL);
	u += 1ULL << (51 - e);
	return fp_from(u & ~(FRAC_MASK >> e));
}

RT_WEAK(modf, __rt_modf);
double __rt_modf(double x, double *ip)
{
	uint64_t u = fp_bits(x);

	*ip = trunc(x);
	if (FP_EXP(u) == 0x7ff)
		return FP_ABS(u) == 0x7ff0000000000000ULL ? fp_from(u & FP_SIGN) : x;
	return __rt_copysign(x - *ip, x);
}

/* The exact remainder of x / y truncated toward zero: shift-and-subtract on the integer
 * significands, one bit of the quotient per step. */
RT_WEAK(fmod, __rt_fmod);
double __rt_fmod(double x, double y)
{
	uint64_t ux = fp_bits(x), uy = fp_bits(y), mx, my;
	int ex, ey;

	if (FP_EXP(ux) == 0x7ff || FP_EXP(uy) == 0x7ff || !FP_ABS(uy)) {
		if (FP_ABS(ux) > 0x7ff0000000000000ULL || FP_ABS(uy) > 0x7ff0000000000000ULL)
			return x + y;
		if (FP_EXP(ux) == 0x7ff || !FP_ABS(uy)) {
			errno = EDOM;
			return fp_from(FP_DEFAULT_NAN);
		}
		return x;	/* y infinite */
	}
	if (FP_ABS(ux) < FP_ABS(uy))
		return x;
	split(FP_ABS(ux), &mx, &ex);
	split(FP_ABS(uy), &my, &ey);
	for (; mx < IMPLICIT; ex--)	/* normalise subnormals so that mx < 2 my */
		mx <<= 1;
	for (; my < IMPLICIT; ey--)
		my <<= 1;
	for (; ex > ey; ex--) {
		if (mx >= my)
			mx -= my;
		mx <<= 1;
	}
	if (mx >= my)
		mx -= my;
	return compose((int)(ux >> 63), mx, ey);
}

RT_WEAK(fmin, __rt_fmin);
double __rt_fmin(double x, double y)
{
	if (__rt_fpclassify(x) == FP_NAN)
		return y;
	if (__rt_fpclassify(y) == FP_NAN)
		return x;
	return x < y || (x == y && __rt_signbit(x)) ? x : y;
}

RT_WEAK(fmax, __rt_fmax);
double __rt_fmax(double x, double y)
{
	if (__rt_fpclassify(x) == FP_NAN)
		return y;
	if (__rt_fpclassify(y) == FP_NAN)
		return x;
	return x > y || (x == y && !__rt_signbit(x)) ? x : y;
}

/* sqrt(x^2 + y^2): both scaled near 1, the sum of squares kept as a double-double, its
 * square root corrected by one Newton step on the remainder. */
RT_WEAK(hypot, __rt_hypot);
double __rt_hypot(double x, double y)
{
	uint64_t ux = FP_ABS(fp_bits(x)), uy = FP_ABS(fp_bits(y)), t;
	double a, b, p1, e1, p2, e2, s, se, h, hh, he;
	int ea;

	if (ux == 0x7ff0000000000000ULL || uy == 0x7ff0000000000000ULL)
		return fp_from(0x7ff0000000000000ULL);
	if (ux > 0x7ff0000000000000ULL || uy > 0x7ff0000000000000ULL)
		return x + y;
	if (ux < uy) {
		t = ux;
		ux = uy;
		uy = t;
	}
	a = fp_from(ux);
	b = fp_from(uy);
	if (!uy || FP_EXP(ux) - FP_EXP(uy) > 60)
		return a + b;
	__rt_frexp(a, &ea);
	a = __rt_scale(a, -ea);
	b = __rt_scale(b, -ea);
	fp_two_prod(a, a, &p1, &e1);
	fp_two_prod(b, b, &p2, &e2);
	fp_fast_sum(p1, p2, &s, &se);
	se += e1 + e2;
	h = __rt_sqrt(s);
	fp_two_prod(h, h, &hh, &he);
	h += ((s - hh) - he + se) / (2 * h);
	h = __rt_scale(h, ea);
	if (FP_ABS(fp_bits(h)) == 0x7ff0000000000000ULL)
		errno = ERANGE;
	return h;
}

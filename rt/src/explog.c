/* explog.c — exponential and logarithm in rt's mathematical library: exp as 2^k * e^r with
 * k = round(x / ln 2) and a Cody–Waite two-part ln 2; log from the significand m in
 * [sqrt(1/2), sqrt(2)) as 2 atanh((m-1)/(m+1)), in double-double so pow can use it; pow as
 * e^(y ln x) with y ln x a double-double; sinh, cosh, tanh from exp and Taylor series. */
#include <errno.h>
#include <math.h>
#include <stdint.h>
#include "fp.h"
#include "rt.h"

#define INVLN2 0x1.71547652b82fep+0
#define LN2_HI 0x1.62e42fee00000p-1	/* 32 bits: k * LN2_HI is exact */
#define LN2_LO 0x1.a39ef35793c76p-33
#define LN2 0x1.62e42fefa39efp-1	/* ln 2 = LN2 + LN2_TAIL */
#define LN2_TAIL 0x1.abc9e3b39803fp-56
#define IVLN10 0x1.bcb7b1526e50ep-2	/* 1/ln 10 */
#define IVLN10_TAIL 0x1.95355baaafad3p-57
#define IVLN2_TAIL 0x1.777d0ffda0d24p-56
#define EXP_MAX 709.782712893384	/* ln(DBL_MAX) rounded */
#define EXP_MIN -745.1332191019412	/* ln(2^-1075) */
#define POS_INF 0x7ff0000000000000ULL

/* 1/n! for n = 2..13: e^r - 1 - r on |r| <= ln(2)/2 to below 2^-60 relative. */
static const double inv_fact[] = {
	1.0 / 2, 1.0 / 6, 1.0 / 24, 1.0 / 120, 1.0 / 720, 1.0 / 5040, 1.0 / 40320,
	1.0 / 362880, 1.0 / 3628800, 1.0 / 39916800, 1.0 / 479001600, 1.0 / 6227020800.0,
};

double __rt_exp_dd(double hi, double lo)
{
	double kd, a, b, r, c, p, y;
	int k, i;

	if (hi != hi)
		return hi + lo;
	if (hi > EXP_MAX) {
		errno = ERANGE;
		return fp_from(POS_INF);
	}
	if (hi < EXP_MIN) {
		errno = ERANGE;
		return 0.0;
	}
	k = (int)(hi * INVLN2 + (hi < 0 ? -0.5 : 0.5));
	kd = k;
	a = hi - kd * LN2_HI;
	b = lo - kd * LN2_LO;
	r = a + b;
	c = (a - r) + b;
	/* e^(r+c) = 1 + r + r^2 (1/2 + r/6 + ...) + c (1 + r) */
	p = inv_fact[11];
	for (i = 10; i >= 0; i--)
		p = p * r + inv_fact[i];
	p = r * r * p;
	y = 1.0 + (r + (p + (c + c * r)));
	if (k > -1022 && k < 1024)
		return y * fp_pow2(k);
	y = __rt_scale(y, k);
	if (FP_ABS(fp_bits(y)) == POS_INF || y == 0)
		errno = ERANGE;
	return y;
}

RT_WEAK(exp, __rt_exp);
double __rt_exp(double x)
{
	return __rt_exp_dd(x, 0.0);
}

/* 2/(2n+1) for n = 2..15: the tail of 2 atanh(s) = 2s + 2s^3/3 + s^5 (2/5 + ...). */
static const double atanh_coef[] = {
	2.0 / 5, 2.0 / 7, 2.0 / 9, 2.0 / 11, 2.0 / 13, 2.0 / 15, 2.0 / 17,
	2.0 / 19, 2.0 / 21, 2.0 / 23, 2.0 / 25, 2.0 / 27, 2.0 / 29, 2.0 / 31,
};

void __rt_log_dd(double x, double *hi, double *lo)
{
	uint64_t u = fp_bits(x);
	int k = 0, i;
	double m, f, dh, dl, sh, sl, p, pe, s2, s2l, s3, s3l, t3, t3l, t5, z, a, ae, v, vl, h, l;

	if (FP_EXP(u) == 0) {	/* subnormal */
		u = fp_bits(x * 0x1p54);
		k = -54;
	}
	k += FP_EXP(u) - 1023;
	m = fp_from((u & 0x000fffffffffffffULL) | 0x3ff0000000000000ULL);
	if (m > 0x1.6a09e667f3bcdp+0) {	/* sqrt(2) */
		m *= 0.5;
		k++;
	}
	f = m - 1.0;
	/* s = f / (2 + f) as sh + sl */
	dh = 2.0 + f;
	dl = f - (dh - 2.0);
	sh = f / dh;
	fp_two_prod(sh, dh, &p, &pe);
	sl = (((f - p) - pe) - sh * dl) / dh;
	/* (2/3) s^3 as t3 + t3l, the rest t5 */
	fp_two_prod(sh, sh, &s2, &s2l);
	s2l += 2 * sh * sl;
	fp_two_prod(s2, sh, &s3, &s3l);
	s3l += s2 * sl + s2l * sh;
	fp_two_prod(s3, 0x1.5555555555555p-1, &t3, &t3l);
	t3l += s3 * 0x1.5555555555555p-55 + s3l * 0x1.5555555555555p-1;
	z = s2;
	p = atanh_coef[13];
	for (i = 12; i >= 0; i--)
		p = p * z + atanh_coef[i];
	t5 = s3 * s2 * p;
	/* k ln 2 as a + ae */
	fp_two_prod((double)k, LN2, &a, &ae);
	ae += k * LN2_TAIL;
	fp_two_sum(2 * sh, t3, &v, &vl);
	fp_two_sum(a, v, &h, &l);
	l += vl + ae + 2 * sl + t3l + t5;
	*hi = h + l;
	*lo = l - (*hi - h);
}

/* The special values of log-like functions; 1 when x is one (*r set), 0 otherwise. */
static int log_special(double x, double *r)
{
	uint64_t u = fp_bits(x);

	if (FP_ABS(u) > POS_INF || u == POS_INF) {
		*r = x;
		return 1;
	}
	if (!FP_ABS(u)) {
		errno = ERANGE;
		*r = -fp_from(POS_INF);
		return 1;
	}
	if (u >> 63) {
		errno = EDOM;
		*r = fp_from(FP_DEFAULT_NAN);
		return 1;
	}
	return 0;
}

RT_WEAK(log, __rt_log);
double __rt_log(double x)
{
	double h, l;

	if (log_special(x, &h))
		return h;
	__rt_log_dd(x, &h, &l);
	return h;
}

/* ln x times a constant given as c + ct. */
static double log_times(double x, double c, double ct)
{
	double h, l, p, pe;

	if (log_special(x, &h))
		return h;
	__rt_log_dd(x, &h, &l);
	fp_two_prod(h, c, &p, &pe);
	return p + (pe + h * ct + l * c);
}

RT_WEAK(log10, __rt_log10);
double __rt_log10(double x)
{
	return log_times(x, IVLN10, IVLN10_TAIL);
}

RT_WEAK(log2, __rt_log2);
double __rt_log2(double x)
{
	return log_times(x, INVLN2, IVLN2_TAIL);
}

/* 2 when y is an even integer (every |y| >= 2^53 is), 1 when odd, 0 when not an integer. */
static int int_kind(double y)
{
	uint64_t u = FP_ABS(fp_bits(y));
	int sh = 1075 - FP_EXP(u);	/* the units bit is bit sh of the significand */

	if (u >= 0x4340000000000000ULL)
		return 2;
	if (trunc(y) != y)
		return 0;
	if (sh > 52)
		return 2;	/* zero */
	return ((u | 0x0010000000000000ULL) >> sh) & 1 ? 1 : 2;
}

RT_WEAK(pow, __rt_pow);
double __rt_pow(double x, double y)
{
	uint64_t ux = fp_bits(x), uy = fp_bits(y), ax = FP_ABS(ux), ay = FP_ABS(uy);
	double lh, ll, z, zh, zl, pe, r;
	int kind, neg = 0;

	if (!ay || ux == 0x3ff0000000000000ULL)
		return 1.0;
	if (ax > POS_INF || ay > POS_INF)
		return x + y;
	kind = int_kind(y);
	if (!ax) {
		if (uy >> 63) {
			errno = ERANGE;
			return kind == 1 ? 1 / x : fp_from(POS_INF);
		}
		return kind == 1 ? x : 0.0;
	}
	if (ay == POS_INF) {
		if (ax == 0x3ff0000000000000ULL)
			return 1.0;
		return (ax < 0x3ff0000000000000ULL) == !!(uy >> 63) ? fp_from(POS_INF) : 0.0;
	}
	if (ax == POS_INF) {
		r = uy >> 63 ? 0.0 : fp_from(POS_INF);
		return ux >> 63 && kind == 1 ? -r : r;
	}
	if (ux >> 63) {
		if (!kind) {
			errno = EDOM;
			return fp_from(FP_DEFAULT_NAN);
		}
		neg = kind == 1;
	}
	__rt_log_dd(fp_from(ax), &lh, &ll);
	z = y * lh;
	if (z > 800 || z < -800) {
		r = __rt_exp_dd(z, 0.0);
	} else {
		fp_two_prod(y, lh, &zh, &pe);
		pe += y * ll;
		fp_fast_sum(zh, pe, &zh, &zl);
		r = __rt_exp_dd(zh, zl);
	}
	return neg ? -r : r;
}

/* sinh x for |x| < 1: x + x^3/3! + ... + x^21/21!. */
static double sinh_small(double x)
{
	static const double c[] = {
		1.0 / 6, 1.0 / 120, 1.0 / 5040, 1.0 / 362880, 1.0 / 39916800,
		1.0 / 6227020800.0, 1.0 / 1307674368000.0, 1.0 / 355687428096000.0,
		1.0 / 121645100408832000.0, 1.0 / 51090942171709440000.0,
	};
	double z = x * x, p = c[9];
	int i;

	for (i = 8; i >= 0; i--)
		p = p * z + c[i];
	return x + x * z * p;
}

/* e^|x| / 2 for |x| >= 22, without overflowing before the end. */
static double half_exp(double ax)
{
	double h, l;

	fp_two_sum(ax, -LN2, &h, &l);
	l -= LN2_TAIL;
	fp_fast_sum(h, l, &h, &l);
	return __rt_exp_dd(h, l);
}

RT_WEAK(sinh, __rt_sinh);
double __rt_sinh(double x)
{
	double ax = fabs(x), e, r;

	if (ax > 0x1p1023 || ax != ax)
		return x + x;
	if (ax < 0x1p-28)
		return x;
	if (ax < 1)
		return sinh_small(x);
	if (ax < 22) {
		e = __rt_exp(ax);
		r = 0.5 * (e - 1 / e);
	} else {
		r = half_exp(ax);
	}
	return x < 0 ? -r : r;
}

RT_WEAK(cosh, __rt_cosh);
double __rt_cosh(double x)
{
	double ax = fabs(x), e;

	if (ax != ax || ax > 0x1p1023)
		return ax + ax;
	if (ax < 0x1p-27)
		return 1.0;
	if (ax < 22) {
		e = __rt_exp(ax);
		return 0.5 * e + 0.5 / e;
	}
	return half_exp(ax);
}

/* tanh x - x for |x| < 0.625: x^3 (-1/3 + ...), the Taylor coefficients of tanh to x^51. */
static double ktanh(double x)
{
	static const double c[] = {
		-0x1.5555555555555p-2, 0x1.1111111111111p-3, -0x1.ba1ba1ba1ba1cp-5,
		0x1.664f4882c10fap-6, -0x1.226e355e6c23dp-7, 0x1.d6d3d0e157de0p-9,
		-0x1.7da36452b75e3p-10, 0x1.3558248036744p-11, -0x1.f57d7734d1664p-13,
		0x1.967e18afcafadp-14, -0x1.497d8eea25259p-15, 0x1.0b132d39a6050p-16,
		-0x1.b0f72d3ee24e9p-18, 0x1.5ef2da474e5b7p-19, -0x1.1c77df95c1c0dp-20,
		0x1.cd299de4ae6bbp-22, -0x1.75cde6563fed9p-23, 0x1.2efe8db3aff1fp-24,
		-0x1.eb3229047434cp-26, 0x1.8e25ff9327e2cp-27, -0x1.42ba1a349b490p-28,
		0x1.0597b61cb3092p-29, -0x1.a813f6eaa7058p-31, 0x1.57bea2950f11ep-32,
		-0x1.16a101c5fde96p-33,
	};
	double z = x * x, p = c[24];
	int i;

	for (i = 23; i >= 0; i--)
		p = p * z + c[i];
	return x * z * p;
}

RT_WEAK(tanh, __rt_tanh);
double __rt_tanh(double x)
{
	double ax = fabs(x), r;

	if (ax != ax)
		return x + x;
	if (ax < 0x1p-28)
		return x;
	if (ax >= 22)
		return x < 0 ? -1.0 : 1.0;
	if (ax < 0.625) {
		r = ax + ktanh(ax);
	} else {
		r = 1 - 2 / (__rt_exp(2 * ax) + 1);
	}
	return x < 0 ? -r : r;
}

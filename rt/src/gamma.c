/* gamma.c — tgamma, lgamma (which sets signgam), lgamma_r and their float forms. ln Gamma as a
 * double-double: Stirling's series for y >= 10; below, shifted up, ln Gamma(x) = ln Gamma(x + n)
 * - ln |x (x+1) ... (x+n-1)| with the product a double-double; for x <= -20 the reflection
 * Gamma(x) = -pi / (x sin(pi x) Gamma(-x)) in logarithms, ln(sin(pi x)) from its series.
 * lgamma near its zeros at 1 and 2 from the Taylor series of ln Gamma there (zeta values); tgamma is e^(ln Gamma) rounded
 * once, and the factorial itself for the integers 1..23. docs/rt.md has the accuracy. */
#include <errno.h>
#include <math.h>
#include "fp.h"
#include "rt.h"

double __rt_log(double x);
double __rt_floor(double x);

#define INF_BITS 0x7ff0000000000000ULL
#define NAN_BITS 0x7ff8000000000000ULL   /* glibc's tgamma of -inf or a negative integer: +nan */
#define LN_SQRT2PI_HI 0x1.d67f1c864beb5p-1   /* ln sqrt(2 pi) */
#define LN_SQRT2PI_LO -0x1.65b5a1b7ff5dfp-55
#define EULER_HI 0x1.2788cfc6fb619p-1   /* Euler's gamma */
#define EULER_LO -0x1.6cb90701fbfabp-58
#define ONE_M_EULER_HI 0x1.b0ee6072093cep-2   /* 1 - gamma */
#define ONE_M_EULER_LO 0x1.6cb90701fbfabp-58
#define ZETA2_HI 0x1.a51a6625307d3p+0   /* zeta(2) = pi^2/6 */
#define ZETA2_LO 0x1.1873d8912200cp-55

int signgam;

/* Stirling's series: B_2k / (2k (2k-1)), k = 1..10 (below 2^-62 relative for y >= 10);
 * the Taylor coefficients of ln Gamma(1 + e) after -gamma e: (-1)^k zeta(k) / k, k = 2..23,
 * and of ln Gamma(2 + e) after (1 - gamma) e: (-1)^k (zeta(k) - 1) / k, k = 2..17 (both to
 * below 2^-62 relative for |e| <= 0.15). */
static const double stirling[] = {
	0x1.5555555555555p-4, -0x1.6c16c16c16c17p-9, 0x1.a01a01a01a01ap-11, -0x1.3813813813814p-11,
	0x1.b951e2b18ff23p-11, -0x1.f6ab0d9993c7dp-10, 0x1.a41a41a41a41ap-8, -0x1.e4286cb0f5398p-6,
	0x1.6fe96381e0680p-3, -0x1.6476701181f3ap+0,
};

static const double near1[] = {
	0x1.a51a6625307d3p-1, -0x1.9a4d55beab2d7p-2, 0x1.151322ac7d848p-2, -0x1.a8b9c17aa6149p-3,
	0x1.5b40cb100c306p-3, -0x1.2703a1dcea3aep-3, 0x1.010b36af86397p-3, -0x1.c806706d57db4p-4,
	0x1.9a01e385d5f8fp-4, -0x1.748c33114c6d6p-4, 0x1.556ad63243bc4p-4, -0x1.3b1d971fc5985p-4,
	0x1.2496df8320c5fp-4, -0x1.11133476e7fe0p-4, 0x1.00010064cdeb2p-4, -0x1.e1e2d311e8abdp-5,
	0x1.c71ce3a20b419p-5, -0x1.af28a1b5688a0p-5, 0x1.9999b3352d5bap-5, -0x1.86186db77bfbfp-5,
	0x1.745d1d1778df9p-5, -0x1.642c88591b66dp-5,
};

static const double near2[] = {
	0x1.4a34cc4a60fa6p-2, -0x1.13e001a557607p-4, 0x1.51322ac7d8483p-6, -0x1.e404fc218f5f2p-8,
	0x1.7add6eadb6c30p-9, -0x1.38ac5c2bf8e08p-10, 0x1.0b36af86396e9p-11, -0x1.d3fd4c76d2fc8p-13,
	0x1.a127b0f17d65ap-14, -0x1.78de5bd7c81efp-15, 0x1.580dcee66eb02p-16, -0x1.3cbc963ce2243p-17,
	0x1.2597a39f34aacp-18, -0x1.11b2eb7679541p-19, 0x1.0064cdeb22f0fp-20, -0x1.e2600d93cfd2fp-22,
};

/* zeta(2k) / k, k = 2..31: ln(sin(pi r) / (pi r)) = -sum zeta(2k) r^(2k) / k to below 2^-64
 * for |r| <= 1/2. */
static const double log_sinc[] = {
	0x1.151322ac7d848p-1, 0x1.5b40cb100c306p-2, 0x1.010b36af86397p-2, 0x1.9a01e385d5f8fp-3,
	0x1.556ad63243bc4p-3, 0x1.2496df8320c5fp-3, 0x1.00010064cdeb2p-3, 0x1.c71ce3a20b419p-4,
	0x1.9999b3352d5bap-4, 0x1.745d1d1778df9p-4, 0x1.555556aaafdcdp-4, 0x1.3b13b189d925ep-4,
	0x1.24924936db7bcp-4, 0x1.111111155556dp-4, 0x1.0000000100002p-4, 0x1.e1e1e1e25a5a6p-5,
	0x1.c71c71c738e39p-5, 0x1.af286bca21af3p-5, 0x1.999999999b333p-5, 0x1.8618618618c31p-5,
	0x1.745d1745d18bap-5, 0x1.642c8590b21bdp-5, 0x1.555555555556bp-5, 0x1.47ae147ae1480p-5,
	0x1.3b13b13b13b15p-5, 0x1.2f684bda12f69p-5, 0x1.2492492492492p-5, 0x1.1a7b9611a7b96p-5,
	0x1.1111111111111p-5, 0x1.0842108421084p-5,
};

static double horner(const double *c, int n, double x)
{
	double p = c[n - 1];

	for (int i = n - 2; i >= 0; i--)
		p = p * x + c[i];
	return p;
}

/* An integer (every |x| >= 2^52 is one). */
static int is_integer(double x)
{
	double a = fp_from(FP_ABS(fp_bits(x)));

	return a >= 0x1p52 || (a + 0x1p52) - 0x1p52 == a;
}

/* ln Gamma(y) for 10 <= y <= 2^60 as hi + lo: (y - 1/2) ln y - y + ln sqrt(2 pi) + S(y), the
 * first terms in double-double (y - 1/2 is exact), Stirling's sum S in double. */
static __attribute__((noinline)) void lgamma_big(double y, double *hi, double *lo)
{
	double lh, ll, ph, pl, h, l, e, z = 1 / (y * y), s;

	s = horner(stirling, 10, z) / y;
	__rt_log_dd(y, &lh, &ll);
	fp_two_prod(y - 0.5, lh, &ph, &pl);
	pl += (y - 0.5) * ll;
	fp_two_sum(ph, -y, &h, &l);
	l += pl;
	fp_two_sum(h, LN_SQRT2PI_HI, &h, &e);
	l += e + LN_SQRT2PI_LO + s;
	fp_fast_sum(h, l, hi, lo);
}

/* (hi + lo) += (bh + bl) */
static __attribute__((noinline)) void dd_add(double *hi, double *lo, double bh, double bl)
{
	double h, e;

	fp_two_sum(*hi, bh, &h, &e);
	e += *lo + bl;
	fp_fast_sum(h, e, hi, lo);
}

/* For non-integral |x| < 2^52: r = the distance from x to the nearest integer (exact, in
 * (0, 1/2]) and ln(sin(pi r) / (pi r)) as hi + lo, its first term zeta(2) r^2 in
 * double-double. */
static __attribute__((noinline)) double log_sinc_pi(double x, double *hi, double *lo)
{
	double a = fp_from(FP_ABS(fp_bits(x))), r = a - ((a + 0x1p52) - 0x1p52), zh, zl, h, l;

	r = fp_from(FP_ABS(fp_bits(r)));
	fp_two_prod(r, r, &zh, &zl);
	fp_two_prod(ZETA2_HI, zh, &h, &l);
	l += ZETA2_LO * zh + ZETA2_HI * zl + zh * zh * horner(log_sinc, 30, zh);
	fp_fast_sum(-h, -l, hi, lo);
	return r;
}

/* ln |Gamma(x)| for -20 < x < 10 (not a pole, |x| >= 2^-70) as hi + lo, and whether
 * Gamma(x) < 0: shifted up to y = x + k >= 10, ln Gamma(x) = ln Gamma(y) - ln |p| with
 * p = x (x+1) ... (x+k-1) a double-double (each factor x + i exact as one). Kept out of line,
 * as the other steps here: with soft floating point, one function holding them all would
 * outgrow a branch's reach on RV32 once instrumented. */
static __attribute__((noinline)) void lgamma_shift(double x, double *hi, double *lo, int *neg)
{
	double ph = 1, pl = 0, fh, fl, th, tl, yh, yl, lh, ll;
	int k;

	for (k = 0; x + k < 10; k++) {
		fp_two_sum(x, (double)k, &fh, &fl);
		fp_two_prod(ph, fh, &th, &tl);
		tl += ph * fl + pl * fh;
		fp_fast_sum(th, tl, &ph, &pl);
	}
	*neg = ph < 0;
	if (*neg) {
		ph = -ph;
		pl = -pl;
	}
	fp_two_sum(x, (double)k, &yh, &yl);
	lgamma_big(yh, hi, lo);
	/* ln Gamma(yh + yl) = ln Gamma(yh) + psi(yh) yl, psi(y) ~ ln y - 1/(2y) */
	__rt_log_dd(ph, &lh, &ll);
	ll += pl / ph;
	dd_add(hi, lo, -lh, -ll + (__rt_log(yh) - 0.5 / yh) * yl);
}

/* ln |Gamma(x)| for -2^52 < x <= -20, not a pole: ln pi - ln |x| - ln |sin(pi x)| - ln Gamma(-x)
 * (the reflection), where ln |sin(pi x)| = ln pi + ln r + ln(sin(pi r) / (pi r)): ln pi
 * cancels. */
static __attribute__((noinline)) void lgamma_reflect(double x, double *hi, double *lo,
						     int *neg)
{
	double lh, ll, th, tl, r;

	*neg = !is_integer(__rt_floor(x) * 0.5);   /* floor(x) odd */
	lgamma_big(-x, hi, lo);
	*hi = -*hi;
	*lo = -*lo;
	__rt_log_dd(-x, &lh, &ll);
	dd_add(hi, lo, -lh, -ll);
	r = log_sinc_pi(x, &th, &tl);
	dd_add(hi, lo, -th, -tl);
	__rt_log_dd(r, &lh, &ll);
	dd_add(hi, lo, -lh, -ll);
}

/* ln |Gamma(x)| as hi + lo, and whether Gamma(x) < 0, for finite x that is not a pole with
 * 2^-70 <= |x| <= 2^60. */
static void lgamma_dd(double x, double *hi, double *lo, int *neg)
{
	*neg = 0;
	if (x >= 10)
		lgamma_big(x, hi, lo);
	else if (x > -20)
		lgamma_shift(x, hi, lo, neg);
	else
		lgamma_reflect(x, hi, lo, neg);
}

/* Gamma(x) for the integers 1..23: (x-1)!, every product exact. */
static double factorial(int n)
{
	double f = 1;

	for (int i = 2; i < n; i++)
		f *= i;
	return f;
}

RT_WEAK(tgamma, __rt_tgamma);
double __rt_tgamma(double x)
{
	uint64_t u = fp_bits(x);
	double a = fp_from(FP_ABS(u)), h, l, r;
	int neg;

	if (FP_ABS(u) >= INF_BITS) {
		if (u == (INF_BITS | FP_SIGN)) {
			errno = EDOM;
			return fp_from(NAN_BITS);
		}
		return x + x;   /* +inf, NaN */
	}
	if (a < 0x1p-54) {   /* 1/x - gamma rounds to 1/x */
		r = 1 / x;
		if (FP_ABS(fp_bits(r)) == INF_BITS)
			errno = ERANGE;   /* the pole at 0, or overflow */
		return r;
	}
	if (is_integer(x)) {
		if (u >> 63) {
			errno = EDOM;
			return fp_from(NAN_BITS);
		}
		if (x <= 23)
			return factorial((int)x);
	}
	if (x > 172) {
		errno = ERANGE;
		return fp_from(INF_BITS);
	}
	if (x < -190) {   /* |Gamma(x)| < 2^-1100 */
		errno = ERANGE;
		return is_integer(__rt_floor(x) * 0.5) ? 0.0 : -0.0;
	}
	lgamma_dd(x, &h, &l, &neg);
	r = __rt_exp_dd(h, l);   /* ERANGE when it overflows or underflows to zero, as glibc */
	return neg ? -r : r;
}

/* ln |Gamma(x)| and its sign; +inf with ERANGE at the poles (sign 1 at the negative integers,
 * the zero's sign at 0, as glibc). */
static double lgamma_sign(double x, int *sign)
{
	uint64_t u = fp_bits(x);
	double a = fp_from(FP_ABS(u)), h, l, e;
	int neg;

	*sign = 1;
	if (FP_ABS(u) > INF_BITS)
		return x + x;
	if (FP_ABS(u) == INF_BITS)
		return a;
	if (a == 0 || (u >> 63 && is_integer(x))) {
		if (a == 0 && u >> 63)
			*sign = -1;
		errno = ERANGE;
		return fp_from(INF_BITS);
	}
	if (a < 0x1p-70) {   /* -ln |x| - gamma x: the second term is below half an ulp */
		*sign = u >> 63 ? -1 : 1;
		return -__rt_log(a);
	}
	if (x > 0x1p60) {   /* x (ln x - 1), the rest below an ulp */
		__rt_log_dd(x, &h, &l);
		h = x * ((h - 1) + l);
		if (FP_ABS(fp_bits(h)) == INF_BITS)
			errno = ERANGE;
		return h;
	}
	if (x >= 0.85 && x < 1.15) {   /* e = x - 1, exact: -gamma e + sum zeta(k)/k (-e)^k */
		e = x - 1;
		fp_two_prod(-EULER_HI, e, &h, &l);
		return h + (l - EULER_LO * e + e * e * horner(near1, 22, e));
	}
	if (x >= 1.85 && x < 2.15) {   /* e = x - 2 */
		e = x - 2;
		fp_two_prod(ONE_M_EULER_HI, e, &h, &l);
		return h + (l + ONE_M_EULER_LO * e + e * e * horner(near2, 16, e));
	}
	lgamma_dd(x, &h, &l, &neg);
	*sign = neg ? -1 : 1;
	return h;
}

RT_WEAK(lgamma_r, __rt_lgamma_r);
double __rt_lgamma_r(double x, int *sign)
{
	return lgamma_sign(x, sign);
}

RT_WEAK(lgamma, __rt_lgamma);
double __rt_lgamma(double x)
{
	return lgamma_sign(x, &signgam);
}

/* The float forms from the double ones, rounded once; a finite double that overflows the
 * float range, or a nonzero one that underflows to zero, sets ERANGE as glibc's do. */
static float to_float(double r)
{
	float f = (float)r;

	if ((f == 0 && r != 0) ||
	    (FP_ABS(fp_bits(f)) == INF_BITS && FP_ABS(fp_bits(r)) < INF_BITS))
		errno = ERANGE;
	return f;
}

RT_WEAK(tgammaf, __rt_tgammaf);
float __rt_tgammaf(float x)
{
	return to_float(__rt_tgamma(x));
}

RT_WEAK(lgammaf_r, __rt_lgammaf_r);
float __rt_lgammaf_r(float x, int *sign)
{
	return to_float(lgamma_sign(x, sign));
}

RT_WEAK(lgammaf, __rt_lgammaf);
float __rt_lgammaf(float x)
{
	return to_float(lgamma_sign(x, &signgam));
}

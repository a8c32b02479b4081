/* mathc99.c — the C99 additions to rt's mathematical library: the exact ones (rint,
 * nearbyint, lrint, llrint, lround, llround, nextafter, remainder, remquo, fdim, ilogb,
 * logb, scalbln), bit for bit as glibc's, and the approximated ones (cbrt, expm1, log1p,
 * exp2, asinh, acosh, atanh) from the double-double logarithm and exponential of explog.c;
 * their float forms computed in double and rounded once. docs/rt.md has the accuracy. */
#include <errno.h>
#include <limits.h>
#include <math.h>
#include "fp.h"
#include "rt.h"

#define INF_BITS 0x7ff0000000000000ULL
#define LN2_HI 0x1.62e42fefa39efp-1   /* ln 2 = LN2_HI + LN2_LO to about 2^-106 */
#define LN2_LO 0x1.abc9e3b39803fp-56

static int is_nan(double x)
{
	return FP_ABS(fp_bits(x)) > INF_BITS;
}

/* ---- exact ---------------------------------------------------------------------------------- */

/* Round to nearest, ties to even: rt's arithmetic is always in that mode, so adding and
 * taking away 2^52 rounds |x| < 2^52 to an integer. */
RT_WEAK(rint, __rt_rint);
double __rt_rint(double x)
{
	uint64_t u = fp_bits(x);
	double a = fp_from(FP_ABS(u)), r;

	if (FP_EXP(u) >= 1023 + 52)
		return x;   /* an integer already, infinite or NaN */
	r = (a + 0x1p52) - 0x1p52;
	return fp_from(fp_bits(r) | (u & FP_SIGN));
}

RT_WEAK(nearbyint, __rt_nearbyint);
double __rt_nearbyint(double x)
{
	return __rt_rint(x);
}

RT_WEAK(lrint, __rt_lrint);
long __rt_lrint(double x)
{
	return (long)__rt_rint(x);
}

RT_WEAK(llrint, __rt_llrint);
long long __rt_llrint(double x)
{
	return (long long)__rt_rint(x);
}

RT_WEAK(lround, __rt_lround);
long __rt_lround(double x)
{
	return (long)round(x);
}

RT_WEAK(llround, __rt_llround);
long long __rt_llround(double x)
{
	return (long long)round(x);
}

/* The next double after x towards y; ERANGE when it overflows or is subnormal or zero. */
RT_WEAK(nextafter, __rt_nextafter);
double __rt_nextafter(double x, double y)
{
	uint64_t ux = fp_bits(x), uy = fp_bits(y), r;

	if (is_nan(x) || is_nan(y))
		return x + y;
	if (x == y)
		return y;
	if (!FP_ABS(ux))
		r = (uy & FP_SIGN) | 1;
	else if ((x < y) == !(ux >> 63))
		r = ux + 1;
	else
		r = ux - 1;
	if (FP_EXP(r) == 0x7ff || FP_EXP(r) == 0)
		errno = ERANGE;
	return fp_from(r);
}

/* x - n y with n the integer nearest x / y (ties to even), exact; *quo: n's sign and, as
 * glibc gives them, its three low bits plus the rounding's one (0 to 8). From fmod by 8|y| (exact), then by 4, 2, 1 times |y|: each subtraction is
 * exact (Sterbenz), and each gives a bit of n. */
static double rem_quo(double x, double y, int *quo)
{
	uint64_t ux = fp_bits(x), uy = fp_bits(y);
	double ax = fp_from(FP_ABS(ux)), ay = fp_from(FP_ABS(uy)), r = ax, half;
	int q = 0;

	*quo = 0;
	if (is_nan(x) || is_nan(y))
		return x + y;
	if (FP_EXP(ux) == 0x7ff || !FP_ABS(uy)) {
		errno = EDOM;
		return fp_from(FP_DEFAULT_NAN);
	}
	if (FP_EXP(uy) == 0x7ff)
		return x;
	if (ay < 0x1p1021)   /* else 8 |y| is infinite, and |x| below it */
		r = fmod(ax, 8 * ay);
	for (int k = 4; k >= 1; k /= 2) {
		double m = k * ay;   /* infinite only where r is below it anyway */

		if (r >= m) {
			r -= m;
			q += k;
		}
	}
	half = FP_EXP(uy) > 1 ? ay * 0.5 : 0;
	if (FP_EXP(uy) > 1 ? (r > half || (r == half && (q & 1))) :
			      (2 * r > ay || (2 * r == ay && (q & 1)))) {
		r -= ay;
		q++;
	}
	*quo = (ux ^ uy) >> 63 ? -q : q;   /* 0 .. 8: glibc's, unmasked after the rounding */
	return fp_from(fp_bits(r) ^ (ux & FP_SIGN));
}

/* For |y| below 2^-970 glibc takes the remainder by |y| 2^128 twice, the first scaled up by
 * 2^128: the value is the same, but a zero has the sign of the first remainder, not x's.
 * So here too, to give glibc's bits. */
RT_WEAK(remainder, __rt_remainder);
double __rt_remainder(double x, double y)
{
	uint64_t uy = fp_bits(y);
	int q;

	if (FP_EXP(uy) < 53 && FP_ABS(uy) && FP_EXP(fp_bits(x)) < 0x7fe) {
		double big = fp_from(FP_ABS(uy)) * 0x1p128;

		return rem_quo(rem_quo(x, big, &q) * 0x1p128, big, &q) * 0x1p-128;
	}
	return rem_quo(x, y, &q);
}

RT_WEAK(remquo, __rt_remquo);
double __rt_remquo(double x, double y, int *quo)
{
	return rem_quo(x, y, quo);
}

RT_WEAK(fdim, __rt_fdim);
double __rt_fdim(double x, double y)
{
	double d;

	if (is_nan(x) || is_nan(y))
		return x + y;
	if (!(x > y))
		return 0.0;
	d = x - y;
	if (FP_EXP(fp_bits(d)) == 0x7ff)
		errno = ERANGE;
	return d;
}

/* The unbiased exponent of x (of its leading bit, for a subnormal). */
static int exponent(uint64_t u)
{
	int e = FP_EXP(u) - 1023;

	if (!FP_EXP(u)) {
		int k = 0;

		for (uint64_t m = FP_ABS(u) << 12; !(m >> 63); m <<= 1)
			k++;
		e = -1023 - k;   /* the fraction's leading bit at 51 - k: 2^(51 - k - 1074) */
	}
	return e;
}

RT_WEAK(ilogb, __rt_ilogb);
int __rt_ilogb(double x)
{
	uint64_t u = fp_bits(x);

	if (!FP_ABS(u) || is_nan(x)) {
		errno = EDOM;
		return FP_ILOGB0;
	}
	if (FP_EXP(u) == 0x7ff) {
		errno = EDOM;
		return INT_MAX;
	}
	return exponent(u);
}

RT_WEAK(logb, __rt_logb);
double __rt_logb(double x)
{
	uint64_t u = fp_bits(x);

	if (is_nan(x))
		return x * x;
	if (FP_EXP(u) == 0x7ff)
		return fp_from(INF_BITS);
	if (!FP_ABS(u)) {
		errno = ERANGE;
		return fp_from(INF_BITS | FP_SIGN);
	}
	return (double)exponent(u);
}

RT_WEAK(scalbln, __rt_scalbln);
double __rt_scalbln(double x, long n)
{
	return scalbn(x, n > 100000 ? 100000 : n < -100000 ? -100000 : (int)n);
}

/* ---- approximated --------------------------------------------------------------------------- */

/* ln(1 + x): 1 + x = s + e exactly, ln(s + e) = ln s + e / s (the next term, (e/s)^2 / 2,
 * is below 2^-106 of the result), ln s as a double-double. */
RT_WEAK(log1p, __rt_log1p);
double __rt_log1p(double x)
{
	double s, e, hi, lo;

	if (is_nan(x))
		return x + x;
	if (x <= -1) {
		errno = x == -1 ? ERANGE : EDOM;
		return x == -1 ? fp_from(INF_BITS | FP_SIGN) : fp_from(FP_DEFAULT_NAN);
	}
	if (FP_EXP(fp_bits(x)) == 0x7ff || fabs(x) < 0x1p-54)
		return x;
	fp_two_sum(1.0, x, &s, &e);
	__rt_log_dd(s, &hi, &lo);
	return hi + (lo + e / s);
}

/* e^x - 1: u = e^x rounded, d = x - ln u (tiny: u's error), e^x = u e^d = u (1 + d); so
 * e^x - 1 = (u - 1) + u d, u - 1 taken exactly as a double-double. */
RT_WEAK(expm1, __rt_expm1);
double __rt_expm1(double x)
{
	double u, s, e, hi, lo, d;

	if (is_nan(x))
		return x + x;
	if (fabs(x) < 0x1p-54)
		return x;
	if (x > 709.782712893384)
		return exp(x);   /* overflows, ERANGE */
	if (x < -40)
		return -1.0 + 0x1p-60;   /* rounds to -1 */
	u = exp(x);
	__rt_log_dd(u, &hi, &lo);
	d = (x - hi) - lo;
	fp_two_sum(u, -1.0, &s, &e);
	return s + (e + u * d);
}

/* 2^x = 2^n 2^f, n the integer nearest x, f = x - n in [-1/2, 1/2] exact, 2^f = e^(f ln 2)
 * with f ln 2 a double-double. */
RT_WEAK(exp2, __rt_exp2);
double __rt_exp2(double x)
{
	double n, f, p, pe;

	if (is_nan(x))
		return x + x;
	if (x >= 1024) {
		if (FP_EXP(fp_bits(x)) != 0x7ff)
			errno = ERANGE;
		return fp_from(INF_BITS);
	}
	if (x < -1075) {
		if (FP_EXP(fp_bits(x)) != 0x7ff)
			errno = ERANGE;
		return 0.0;
	}
	n = __rt_rint(x);
	f = x - n;
	fp_two_prod(f, LN2_HI, &p, &pe);
	return __rt_scale(__rt_exp_dd(p, pe + f * LN2_LO), (int)n);
}

/* The cube root: a first guess from the exponent, Newton steps in double, and a last one
 * from the residual x - t^3 taken as a double-double. */
RT_WEAK(cbrt, __rt_cbrt);
double __rt_cbrt(double x)
{
	uint64_t u = fp_bits(x);
	double a = fp_from(FP_ABS(u)), t, t2, t2e, t3, t3e, r;
	int e, k = 0;

	if (FP_EXP(u) == 0x7ff || !FP_ABS(u))
		return x + x;
	if (!FP_EXP(u)) {   /* subnormal: scale by 2^99 (a cube) */
		a *= 0x1p99;
		k = -33;
	}
	e = FP_EXP(fp_bits(a)) - 1023;
	/* a = m 2^e, m in [1, 2); 2^(e/3) times a guess for the cube root of m 2^(e mod 3) */
	{
		int q = e >= 0 ? e / 3 : -((-e + 2) / 3), rm = e - 3 * q;
		double m = fp_from((FP_ABS(fp_bits(a)) & 0x000fffffffffffffULL) |
				   0x3ff0000000000000ULL) * (double)(1 << rm);

		t = 1.0 + (m - 1.0) * (0.3333333 - (m - 1.0) * 0.0408);   /* m in [1, 8) */
		for (int i = 0; i < 6; i++)
			t = t - (t * t * t - m) / (3 * t * t);
		t = __rt_scale(t, q);
	}
	fp_two_prod(t, t, &t2, &t2e);
	fp_two_prod(t2, t, &t3, &t3e);
	r = ((a - t3) - t3e) - t2e * t;
	t += r / (3 * t * t);
	t = __rt_scale(t, k);
	return u >> 63 ? -t : t;
}

RT_WEAK(asinh, __rt_asinh);
double __rt_asinh(double x)
{
	uint64_t u = fp_bits(x);
	double a = fp_from(FP_ABS(u)), r;

	if (is_nan(x))
		return x + x;
	if (FP_EXP(u) == 0x7ff || a < 0x1p-28)
		return x;   /* infinity, tiny: itself */
	if (a > 0x1p28)
		r = log(a) + M_LN2;
	else if (a > 2)
		r = log(2 * a + 1 / (sqrt(a * a + 1) + a));
	else
		r = __rt_log1p(a + a * a / (1 + sqrt(1 + a * a)));
	return u >> 63 ? -r : r;
}

RT_WEAK(acosh, __rt_acosh);
double __rt_acosh(double x)
{
	double t;

	if (is_nan(x))
		return x + x;
	if (x < 1) {
		errno = EDOM;
		return fp_from(FP_DEFAULT_NAN);
	}
	if (x > 0x1p28)
		return FP_EXP(fp_bits(x)) == 0x7ff ? x : log(x) + M_LN2;
	if (x > 2)
		return log(2 * x - 1 / (x + sqrt(x * x - 1)));
	t = x - 1;
	return __rt_log1p(t + sqrt(2 * t + t * t));
}

RT_WEAK(atanh, __rt_atanh);
double __rt_atanh(double x)
{
	uint64_t u = fp_bits(x);
	double a = fp_from(FP_ABS(u)), r;

	if (is_nan(x))
		return x + x;
	if (a > 1) {
		errno = EDOM;
		return fp_from(FP_DEFAULT_NAN);
	}
	if (a == 1) {
		errno = ERANGE;
		return fp_from(INF_BITS | (u & FP_SIGN));
	}
	if (a < 0x1p-28)
		return x;
	r = a < 0.5 ? 0.5 * __rt_log1p(2 * a + 2 * a * a / (1 - a))
		    : 0.5 * __rt_log1p(2 * a / (1 - a));
	return u >> 63 ? -r : r;
}

/* ---- float forms ---------------------------------------------------------------------------- */

#define F1(name, dname) \
	RT_WEAK(name, __rt_##name); \
	float __rt_##name(float x) { return (float)dname((double)x); }

F1(rintf, __rt_rint)
F1(nearbyintf, __rt_rint)
F1(cbrtf, __rt_cbrt)
F1(expm1f, __rt_expm1)
F1(log1pf, __rt_log1p)
F1(exp2f, __rt_exp2)
F1(asinhf, __rt_asinh)
F1(acoshf, __rt_acosh)
F1(atanhf, __rt_atanh)
F1(logbf, __rt_logb)

RT_WEAK(lrintf, __rt_lrintf);
long __rt_lrintf(float x)
{
	return (long)__rt_rint((double)x);
}

RT_WEAK(lroundf, __rt_lroundf);
long __rt_lroundf(float x)
{
	return (long)round((double)x);
}

RT_WEAK(ilogbf, __rt_ilogbf);
int __rt_ilogbf(float x)
{
	return __rt_ilogb((double)x);
}

RT_WEAK(remainderf, __rt_remainderf);
float __rt_remainderf(float x, float y)
{
	int q;

	return (float)rem_quo((double)x, (double)y, &q);
}

RT_WEAK(remquof, __rt_remquof);
float __rt_remquof(float x, float y, int *quo)
{
	return (float)rem_quo((double)x, (double)y, quo);
}

RT_WEAK(nextafterf, __rt_nextafterf);
float __rt_nextafterf(float x, float y)
{
	uint32_t ux, uy, r;
	float f;

	if (x != x || y != y)
		return x + y;
	if (x == y)
		return y;
	memcpy(&ux, &x, 4);
	memcpy(&uy, &y, 4);
	if (!(ux & 0x7fffffff))
		r = (uy & 0x80000000u) | 1;
	else if ((x < y) == !(ux >> 31))
		r = ux + 1;
	else
		r = ux - 1;
	if ((r & 0x7f800000u) == 0x7f800000u || !(r & 0x7f800000u))
		errno = ERANGE;
	memcpy(&f, &r, 4);
	return f;
}

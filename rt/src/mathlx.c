/* mathlx.c — the long double functions of <math.h> that are not exact (expl … tgammal). On
 * SPARC and RV32, where long double is IEEE binary128, each is computed from rt's double
 * functions on the argument's double-double parts, with the reductions, scalings and
 * corrections done in binary128 (softquad.c) so that the whole of binary128's range works:
 * the result has about double's precision (2^-53 relative; docs/rt.md has each function's
 * method and bound), not binary128's 2^-113. hypotl and cbrtl come close to binary128's
 * (a binary128 square root; a Newton step), logl and its kin to 2^-66. On MIPS o32 long
 * double is double: each is the double function. */
#include <errno.h>
#include <math.h>
#include "rt.h"

#if __LDBL_MANT_DIG__ == 53

/* ---- MIPS o32: long double is double ------------------------------------------------------ */

#define L_AS_D1(f) \
	__typeof(f) __rt_##f; \
	RT_WEAK(f##l, __rt_##f##l); \
	long double __rt_##f##l(long double x) \
	{ \
		return __rt_##f(x); \
	}
#define L_AS_D2(f) \
	__typeof(f) __rt_##f; \
	RT_WEAK(f##l, __rt_##f##l); \
	long double __rt_##f##l(long double x, long double y) \
	{ \
		return __rt_##f(x, y); \
	}

L_AS_D1(exp)
L_AS_D1(exp2)
L_AS_D1(expm1)
L_AS_D1(log)
L_AS_D1(log2)
L_AS_D1(log10)
L_AS_D1(log1p)
L_AS_D2(pow)
L_AS_D1(cbrt)
L_AS_D2(hypot)
L_AS_D1(sin)
L_AS_D1(cos)
L_AS_D1(tan)
L_AS_D1(asin)
L_AS_D1(acos)
L_AS_D1(atan)
L_AS_D2(atan2)
L_AS_D1(sinh)
L_AS_D1(cosh)
L_AS_D1(tanh)
L_AS_D1(asinh)
L_AS_D1(acosh)
L_AS_D1(atanh)
L_AS_D1(erf)
L_AS_D1(erfc)
L_AS_D1(lgamma)
L_AS_D1(tgamma)

#else

/* ---- binary128 (SPARC, RV32; __float128 in the host build) ------------------------------ */

#include "fp.h"
#include "mathl.h"

__typeof(exp) __rt_exp;
__typeof(log) __rt_log;
__typeof(expm1) __rt_expm1;
__typeof(sin) __rt_sin;
__typeof(cos) __rt_cos;
__typeof(tan) __rt_tan;
__typeof(asin) __rt_asin;
__typeof(sqrt) __rt_sqrt;
__typeof(atan) __rt_atan;
__typeof(atan2) __rt_atan2;
__typeof(sinh) __rt_sinh;
__typeof(cosh) __rt_cosh;
__typeof(tanh) __rt_tanh;
__typeof(asinh) __rt_asinh;
__typeof(cbrt) __rt_cbrt;
__typeof(erf) __rt_erf;
__typeof(erfc) __rt_erfc;
__typeof(lgamma) __rt_lgamma;
__typeof(tgamma) __rt_tgamma;

#define LN2 QC(0.693147180559945309417232121458176568)
#define INV_LN2 QC(1.44269504088896340735992468100189214)
#define INV_LN10 QC(0.434294481903251827651128918916605082)
#define LOG10_2 QC(0.301029995663981195213738894724493027)
#define PI QC(3.14159265358979323846264338327950288)
#define PIO2 QC(1.57079632679489661923132169163975144)
#define TWO_OVER_PI QC(0.636619772367581343075535053490057448)
#define TWO_OVER_SQRTPI QC(1.12837916709551257389615890312154517)
#define LN_SQRT2PI QC(0.918938533204672741780329736405617640)
/* pi/2 = P1 + P2 + P3: P1 and P2 of 53 bits (k P1, k P2 exact for k < 2^60) */
#define P1 0x1.921fb54442d18p0
#define P2 0x1.1a62633145c07p-54
#define P3 QC(-0x1.f1976b7ed8fbbacc19c5fefa20adp-110)
/* e^x overflows above OVER, is below half the smallest subnormal below UNDER */
#define OVER QC(11356.5234062941439494919310779707649)
#define UNDER QC(-11433.4627433362978788372438434526231)

static rt_quad default_nan(void)
{
	return q_from(0xffff800000000000ULL, 0);	/* an invalid operation's, x86-64's */
}

static rt_quad inf_of(int sign)
{
	return q_from(Q_INF_HI | (sign ? Q_SIGN : 0), 0);
}

/* |x| below 2^e */
static int below(rt_quad x, int e)
{
	return q_exp(q_bits(x)) < Q_BIAS + e;
}

/* x = hi + lo, the two doubles nearest (x within double's range) */
static double hi_of(rt_quad x)
{
	return (double)x;
}

static double lo_of(rt_quad x)
{
	return (double)(x - (rt_quad)(double)x);
}

/* e^(x), x finite and between UNDER and OVER, without errno: x = k ln 2 + r in binary128, e^r
 * from the double-double exponential, scaled by 2^k with one rounding */
static rt_quad exp_q(rt_quad x)
{
	rt_quad k = __rt_rintl(x * INV_LN2), r = x - k * LN2;

	return __rt_scalbnl((rt_quad)__rt_exp_dd(hi_of(r), lo_of(r)), (int)k);
}

/* e^x with glibc's special values and errno */
RT_WEAK(expl, __rt_expl);
rt_quad __rt_expl(rt_quad x)
{
	rt_quad r;

	if (q_isnan(x))
		return x + x;
	if (q_isinf(x))
		return q_signbit(x) ? 0 : x;
	if (x > OVER) {
		errno = ERANGE;
		return inf_of(0);
	}
	if (x < UNDER) {
		errno = ERANGE;
		return 0;
	}
	if (below(x, -60))
		return 1 + x;
	r = exp_q(x);
	if (q_iszero(r))
		errno = ERANGE;
	return r;
}

RT_WEAK(exp2l, __rt_exp2l);
rt_quad __rt_exp2l(rt_quad x)
{
	rt_quad k, r;

	if (q_isnan(x))
		return x + x;
	if (q_isinf(x))
		return q_signbit(x) ? 0 : x;
	if (x >= 16384) {
		errno = ERANGE;
		return inf_of(0);
	}
	if (x < -16495) {
		errno = ERANGE;
		return 0;
	}
	k = __rt_rintl(x);
	x = (x - k) * LN2;	/* x - k exact */
	r = __rt_scalbnl((rt_quad)__rt_exp_dd(hi_of(x), lo_of(x)), (int)k);
	if (q_iszero(r))
		errno = ERANGE;
	return r;
}

RT_WEAK(expm1l, __rt_expm1l);
rt_quad __rt_expm1l(rt_quad x)
{
	if (q_isnan(x))
		return x + x;
	if (below(x, -60))
		return x;
	if (below(x, 0))	/* |x| < 1: the double function, whose condition is about 1 */
		return (rt_quad)__rt_expm1(hi_of(x)) + lo_of(x) * __rt_exp(hi_of(x));
	if (x < -80)
		return -1;	/* e^x below 2^-115 */
	return __rt_expl(x) - 1;
}

/* ln x for finite x > 0: x = 2^k m, m in [sqrt(1/2), sqrt(2)); ln m from the double-double
 * logarithm of m's leading double and m's next bits divided by it (about 2^-66) */
static rt_quad log_q(rt_quad x, rt_quad *k)
{
	int e;
	rt_quad m = __rt_frexpl(x, &e);
	double mh, ml, h, l;

	if (m < QC(0.707106781186547524400844362104849039)) {
		m *= 2;
		e--;
	}
	*k = e;
	mh = hi_of(m);
	ml = lo_of(m);
	__rt_log_dd(mh, &h, &l);
	return (rt_quad)h + (rt_quad)(l + ml / mh);
}

/* the special values of the logarithms: NaN, negative (EDOM), zero (ERANGE), infinite;
 * 0 when x is finite and positive */
static int log_special(rt_quad x, rt_quad *r)
{
	if (q_isnan(x)) {
		*r = x + x;
		return 1;
	}
	if (q_iszero(x)) {
		errno = ERANGE;
		*r = inf_of(1);
		return 1;
	}
	if (q_signbit(x)) {
		errno = EDOM;
		*r = default_nan();
		return 1;
	}
	if (q_isinf(x)) {
		*r = x;
		return 1;
	}
	return 0;
}

RT_WEAK(logl, __rt_logl);
rt_quad __rt_logl(rt_quad x)
{
	rt_quad r, k;

	if (log_special(x, &r))
		return r;
	r = log_q(x, &k);
	return k * LN2 + r;
}

RT_WEAK(log2l, __rt_log2l);
rt_quad __rt_log2l(rt_quad x)
{
	rt_quad r, k;

	if (log_special(x, &r))
		return r;
	r = log_q(x, &k);
	return k + r * INV_LN2;
}

RT_WEAK(log10l, __rt_log10l);
rt_quad __rt_log10l(rt_quad x)
{
	rt_quad r, k;

	if (log_special(x, &r))
		return r;
	r = log_q(x, &k);
	return k * LOG10_2 + r * INV_LN10;
}

/* ln(1 + x) = ln u + (x - (u - 1)) / u with u = 1 + x rounded */
RT_WEAK(log1pl, __rt_log1pl);
rt_quad __rt_log1pl(rt_quad x)
{
	rt_quad u;

	if (q_isnan(x))
		return x + x;
	if (x == -1) {
		errno = ERANGE;
		return inf_of(1);
	}
	if (x < -1) {
		errno = EDOM;
		return default_nan();
	}
	if (below(x, -60))
		return x;
	if (q_isinf(x))
		return x;
	u = 1 + x;
	return __rt_logl(u) + (x - (u - 1)) / u;
}

static int is_integer(rt_quad y)
{
	return __rt_truncl(y) == y;
}

static int is_odd_integer(rt_quad y)
{
	return is_integer(y) && below(y, 113) && __rt_fmodl(y, 2) != 0;
}

/* C99 Annex F's special cases, then e^(y ln|x|) with ln from log_q and the product in
 * binary128 */
RT_WEAK(powl, __rt_powl);
rt_quad __rt_powl(rt_quad x, rt_quad y)
{
	rt_quad t, k, r;
	int neg = 0;

	if (q_iszero(y) || x == 1)
		return 1;
	if (q_isnan(x) || q_isnan(y))
		return x + y;
	if (q_isinf(y)) {
		if (x == -1)
			return 1;
		return (q_fabs(x) < 1) == !q_signbit(y) ? 0 : q_fabs(y);
	}
	if (q_isinf(x)) {
		neg = q_signbit(x) && is_odd_integer(y);
		return q_signbit(y) ? q_from(neg ? Q_SIGN : 0, 0) : inf_of(neg);
	}
	if (q_iszero(x)) {
		neg = q_signbit(x) && is_odd_integer(y);
		if (q_signbit(y)) {
			errno = ERANGE;
			return inf_of(neg);
		}
		return q_from(neg ? Q_SIGN : 0, 0);
	}
	if (q_signbit(x)) {
		if (!is_integer(y)) {
			errno = EDOM;
			return default_nan();
		}
		neg = is_odd_integer(y);
		x = -x;
	}
	r = log_q(x, &k);
	t = y * (k * LN2 + r);
	if (t > OVER) {
		errno = ERANGE;
		return inf_of(neg);
	}
	if (t < UNDER) {
		errno = ERANGE;
		return q_from(neg ? Q_SIGN : 0, 0);
	}
	r = exp_q(t);
	if (q_iszero(r))
		errno = ERANGE;
	return neg ? -r : r;
}

/* x = m 2^(3k), m in [1/8, 1) scaled exactly; the double cube root of m, one Newton step in
 * binary128 (about 2^-105) */
RT_WEAK(cbrtl, __rt_cbrtl);
rt_quad __rt_cbrtl(rt_quad x)
{
	int e, k;
	rt_quad m, c;

	if (q_exp(q_bits(x)) == Q_EXP_MAX || q_iszero(x))
		return x + x;
	m = __rt_frexpl(q_fabs(x), &e);
	k = (e >= 0 ? e : e - 2) / 3;	/* floor(e / 3) */
	m = __rt_scalbnl(m, e - 3 * k);	/* in [1/2, 4) */
	c = __rt_cbrt(hi_of(m));
	c -= (c * c * c - m) / (3 * c * c);
	c = __rt_scalbnl(c, k);
	return q_signbit(x) ? -c : c;
}

/* both scaled by a power of 2 so the larger is near 1, the sum of squares and the square
 * root in binary128 (within an ulp or so of binary128) */
RT_WEAK(hypotl, __rt_hypotl);
rt_quad __rt_hypotl(rt_quad x, rt_quad y)
{
	rt_quad a = q_fabs(x), b = q_fabs(y), t, r;
	int e;

	if (q_isinf(x) || q_isinf(y))
		return inf_of(0);
	if (q_isnan(x) || q_isnan(y))
		return x + y;
	if (a < b) {
		t = a;
		a = b;
		b = t;
	}
	if (q_iszero(b))
		return a;
	__rt_frexpl(a, &e);
	a = __rt_scalbnl(a, -e);
	b = __rt_scalbnl(b, -e);
	r = __rt_scalbnl(__rt_sqrtq(a * a + b * b), e);
	if (q_isinf(r))
		errno = ERANGE;
	return r;
}

/* ---- trigonometric --------------------------------------------------------------------- */

/* x reduced: x = n pi/2 + r, |r| <= pi/4 or so, for |x| < 2^60: Cody-Waite in binary128
 * with a three-part pi/2 (k P1 and k P2 exact) */
static rt_quad reduce(rt_quad x, int *n)
{
	rt_quad k = __rt_rintl(x * TWO_OVER_PI);

	*n = (int)(__rt_fmodl(k, 4));
	if (*n < 0)
		*n += 4;
	return ((x - k * (rt_quad)P1) - k * (rt_quad)P2) - k * P3;
}

/* sin and cos of r + its correction (a double-double, |r| <= pi/4) */
static void sincos_dd(double h, double l, double *s, double *c)
{
	double sh = __rt_sin(h), ch = __rt_cos(h);

	*s = sh + ch * l;
	*c = ch - sh * l;
}

/* sin x and cos x for finite x, |x| < 2^1024: below 2^60 from the reduction above; beyond,
 * x is split into three doubles (113 bits), each reduced by rt's double functions
 * (Payne-Hanek), and the angles added */
static void sincos_q(rt_quad x, double *s, double *c)
{
	int n;
	double t;

	if (below(x, 60)) {
		rt_quad r = reduce(x, &n);

		sincos_dd(hi_of(r), lo_of(r), s, c);
	} else {
		double a = hi_of(x), b = lo_of(x), cc = (double)(x - a - b);
		double sa = __rt_sin(a), ca = __rt_cos(a), sb = __rt_sin(b), cb = __rt_cos(b);
		double sab = sa * cb + ca * sb, cab = ca * cb - sa * sb;

		*s = sab * __rt_cos(cc) + cab * __rt_sin(cc);
		*c = cab * __rt_cos(cc) - sab * __rt_sin(cc);
		return;
	}
	switch (n) {
	case 1: t = *s; *s = *c; *c = -t; break;
	case 2: *s = -*s; *c = -*c; break;
	case 3: t = *s; *s = -*c; *c = t; break;
	default: break;
	}
}

/* NaN with EDOM for an infinite x; for |x| >= 2^1024, beyond what is reduced, NaN too
 * (docs/rt.md) */
static int trig_special(rt_quad x, rt_quad *r)
{
	if (q_isnan(x)) {
		*r = x + x;
		return 1;
	}
	if (!below(x, 1024)) {
		errno = EDOM;
		*r = default_nan();
		return 1;
	}
	return 0;
}

RT_WEAK(sinl, __rt_sinl);
rt_quad __rt_sinl(rt_quad x)
{
	double s, c;
	rt_quad r;

	if (trig_special(x, &r))
		return r;
	if (below(x, -60))
		return x;
	sincos_q(x, &s, &c);
	return s;
}

RT_WEAK(cosl, __rt_cosl);
rt_quad __rt_cosl(rt_quad x)
{
	double s, c;
	rt_quad r;

	if (trig_special(x, &r))
		return r;
	if (below(x, -60))
		return 1;
	sincos_q(x, &s, &c);
	return c;
}

RT_WEAK(tanl, __rt_tanl);
rt_quad __rt_tanl(rt_quad x)
{
	double s, c, t;
	rt_quad r;
	int n;

	if (trig_special(x, &r))
		return r;
	if (below(x, -60))
		return x;
	if (below(x, 60)) {	/* tan(h + l) = tan h + (1 + tan^2 h) l; odd n: -1/tan */
		r = reduce(x, &n);
		t = __rt_tan(hi_of(r));
		r = (rt_quad)t + (1 + (rt_quad)t * t) * lo_of(r);
		return n & 1 ? -1 / r : r;
	}
	sincos_q(x, &s, &c);
	return (rt_quad)s / c;
}

/* sqrt(1 - h^2), asin's derivative's reciprocal */
static double sqrt_1m(double h)
{
	return __rt_sqrt(1 - h * h);
}

/* asin: beyond 1/2, pi/2 - 2 asin(sqrt((1 - |x|) / 2)) with 1 - |x| exact */
RT_WEAK(asinl, __rt_asinl);
rt_quad __rt_asinl(rt_quad x)
{
	rt_quad a = q_fabs(x), r, w;

	if (q_isnan(x))
		return x + x;
	if (a > 1) {
		errno = EDOM;
		return default_nan();
	}
	if (below(x, -60))
		return x;
	if (a <= QC(0.5)) {
		double h = hi_of(x);

		return (rt_quad)__rt_asin(h) + lo_of(x) / sqrt_1m(h);
	}
	w = __rt_sqrtq((1 - a) / 2);
	r = PIO2 - 2 * ((rt_quad)__rt_asin(hi_of(w)) + lo_of(w) / sqrt_1m(hi_of(w)));
	return q_signbit(x) ? -r : r;
}

/* acos: pi/2 - asin below 1/2; beyond, 2 asin(sqrt((1 - x) / 2)) or pi - that of -x */
RT_WEAK(acosl, __rt_acosl);
rt_quad __rt_acosl(rt_quad x)
{
	rt_quad a = q_fabs(x), w, r;

	if (q_isnan(x))
		return x + x;
	if (a > 1) {
		errno = EDOM;
		return default_nan();
	}
	if (a <= QC(0.5))
		return PIO2 - __rt_asinl(x);
	w = __rt_sqrtq((1 - a) / 2);
	r = 2 * ((rt_quad)__rt_asin(hi_of(w)) + lo_of(w) / sqrt_1m(hi_of(w)));
	return q_signbit(x) ? PI - r : r;
}

/* atan(h + l) = atan h + l / (1 + h^2) */
RT_WEAK(atanl, __rt_atanl);
rt_quad __rt_atanl(rt_quad x)
{
	double h;

	if (q_isnan(x))
		return x + x;
	if (below(x, -60))
		return x;
	if (!below(x, 120))
		return q_signbit(x) ? -PIO2 : PIO2;
	h = hi_of(x);
	return (rt_quad)__rt_atan(h) + lo_of(x) / (1 + h * h);
}

/* both scaled by one power of 2 (the larger near 1), then the double atan2 of the leading
 * parts (its special values, zeros and infinities, are C99's) and the quotient's low part;
 * a ratio below 2^-120 with x > 0: y / x */
static rt_quad atan2_errno(rt_quad y, rt_quad x, rt_quad q);

RT_WEAK(atan2l, __rt_atan2l);
rt_quad __rt_atan2l(rt_quad y, rt_quad x)
{
	rt_quad ay = q_fabs(y), ax = q_fabs(x), m = ax > ay ? ax : ay, q, y0 = y, x0 = x;
	int e;
	double yh, xh;

	if (q_isnan(x) || q_isnan(y))
		return x + y;
	if (!q_isinf(m) && !q_iszero(m)) {
		__rt_frexpl(m, &e);
		x = __rt_scalbnl(x, -e);
		y = __rt_scalbnl(y, -e);
		if (!q_iszero(y0) && !q_iszero(x0) && __rt_ilogbl(ay) - __rt_ilogbl(ax) < -120)
			return atan2_errno(y0, x0, q_signbit(x) ? (q_signbit(y) ? -PI : PI) : y0 / x0);
		if (!q_iszero(y0) && !q_iszero(x0) && __rt_ilogbl(ay) - __rt_ilogbl(ax) > 120)
			return q_signbit(y) ? -PIO2 : PIO2;
	}
	if (q_isinf(m) && !(q_isinf(x) && q_isinf(y))) {	/* the finite one as +-1 */
		if (!q_isinf(x))
			x = q_signbit(x) ? -1 : 1;
		if (!q_isinf(y))
			y = q_signbit(y) ? -1 : 1;
	}
	yh = hi_of(y);
	xh = hi_of(x);
	q = (rt_quad)__rt_atan2(yh, xh);
	if (!q_isinf(m) && !q_iszero(x) && !q_iszero(y)) {
		/* atan2(y, x) = atan2(yh, xh) + (xh yl - yh xl) / (xh^2 + yh^2) */
		q += (xh * (y - yh) - yh * (x - xh)) / ((rt_quad)xh * xh + (rt_quad)yh * yh);
	}
	return atan2_errno(y0, x0, q);
}

/* glibc's errno: ERANGE for a zero result from a nonzero y and a finite x */
static rt_quad atan2_errno(rt_quad y, rt_quad x, rt_quad q)
{
	if (q_iszero(q) && !q_iszero(y) && !q_isinf(x) && !q_isnan(x))
		errno = ERANGE;
	return q;
}

/* ---- hyperbolic ------------------------------------------------------------------------ */

RT_WEAK(sinhl, __rt_sinhl);
rt_quad __rt_sinhl(rt_quad x)
{
	rt_quad a = q_fabs(x), r;

	if (q_isnan(x))
		return x + x;
	if (q_isinf(x) || below(x, -60))
		return x;
	if (a < 1) {	/* sinh(h + l) = sinh h + l cosh h */
		double h = hi_of(x);

		return (rt_quad)__rt_sinh(h) + lo_of(x) * __rt_cosh(h);
	}
	if (a > 40)
		r = __rt_expl(a - LN2);	/* ERANGE on overflow */
	else {
		r = exp_q(a);
		r = (r - 1 / r) / 2;
	}
	return q_signbit(x) ? -r : r;
}

RT_WEAK(coshl, __rt_coshl);
rt_quad __rt_coshl(rt_quad x)
{
	rt_quad a = q_fabs(x), r;

	if (q_isnan(x))
		return x + x;
	if (q_isinf(x))
		return a;
	if (below(x, -60))
		return 1;
	if (a < 1) {
		double h = hi_of(a);

		return (rt_quad)__rt_cosh(h) + lo_of(a) * __rt_sinh(h);
	}
	if (a > 40)
		return __rt_expl(a - LN2);
	r = exp_q(a);
	return (r + 1 / r) / 2;
}

RT_WEAK(tanhl, __rt_tanhl);
rt_quad __rt_tanhl(rt_quad x)
{
	rt_quad a = q_fabs(x), r;

	if (q_isnan(x))
		return x + x;
	if (below(x, -60))
		return x;
	if (a < 1) {	/* tanh(h + l) = tanh h + l (1 - tanh^2 h) */
		double h = hi_of(x), t = __rt_tanh(h);

		return (rt_quad)t + lo_of(x) * (1 - t * t);
	}
	if (a > 40)
		r = 1;
	else
		r = 1 - 2 / (exp_q(2 * a) + 1);
	return q_signbit(x) ? -r : r;
}

/* ln(|x| + sqrt(x^2 + 1)) in binary128 from 1 on; beyond 2^60, ln|x| + ln 2 */
RT_WEAK(asinhl, __rt_asinhl);
rt_quad __rt_asinhl(rt_quad x)
{
	rt_quad a = q_fabs(x), r;

	if (q_isnan(x))
		return x + x;
	if (q_isinf(x) || below(x, -60))
		return x;
	if (a < 1) {
		double h = hi_of(x);

		return (rt_quad)__rt_asinh(h) + lo_of(x) / __rt_sqrt(1 + h * h);
	}
	if (!below(a, 60))
		r = __rt_logl(a) + LN2;
	else
		r = __rt_logl(a + __rt_sqrtq(a * a + 1));
	return q_signbit(x) ? -r : r;
}

/* log1p(t) with t = x - 1 + sqrt((x - 1)(x + 1)), x - 1 exact; beyond 2^60, ln x + ln 2 */
RT_WEAK(acoshl, __rt_acoshl);
rt_quad __rt_acoshl(rt_quad x)
{
	rt_quad t;

	if (q_isnan(x))
		return x + x;
	if (x < 1) {
		errno = EDOM;
		return default_nan();
	}
	if (q_isinf(x))
		return x;
	if (!below(x, 60))
		return __rt_logl(x) + LN2;
	t = x - 1;
	return __rt_log1pl(t + __rt_sqrtq(t * (x + 1)));
}

/* log1p(2|x| / (1 - |x|)) / 2 */
RT_WEAK(atanhl, __rt_atanhl);
rt_quad __rt_atanhl(rt_quad x)
{
	rt_quad a = q_fabs(x), r;

	if (q_isnan(x))
		return x + x;
	if (a > 1) {
		errno = EDOM;
		return default_nan();
	}
	if (a == 1) {
		errno = ERANGE;
		return inf_of(q_signbit(x));
	}
	if (below(x, -60))
		return x;
	r = __rt_log1pl(2 * a / (1 - a)) / 2;
	return q_signbit(x) ? -r : r;
}

/* ---- error and gamma functions --------------------------------------------------------- */

/* erf(h + l) = erf h + l (2/sqrt(pi)) e^(-h^2), and erfc likewise */
static double erf_slope(double h)
{
	return 1.1283791670955126 * __rt_exp(-h * h);
}

RT_WEAK(erfl, __rt_erfl);
rt_quad __rt_erfl(rt_quad x)
{
	double h;

	if (q_isnan(x))
		return x + x;
	if (below(x, -60))
		return x * TWO_OVER_SQRTPI;
	if (q_fabs(x) > 9)	/* erf is 1 to binary128's precision beyond 8.9 */
		return q_signbit(x) ? -1 : 1;
	h = hi_of(x);
	return (rt_quad)__rt_erf(h) + lo_of(x) * erf_slope(h);
}

/* erfc(a) for a >= 10: e^(-a^2) / (a sqrt(pi)) times the asymptotic series
 * sum (-1)^n (2n-1)!! / (2a^2)^n, summed to below 2^-60, e^(-a^2) in binary128 */
static rt_quad erfc_tail(rt_quad a)
{
	rt_quad a2 = a * a, v = 1 / (2 * a2), term = 1, sum = 1, e;

	for (int n = 1; n < 40; n++) {
		term *= -(2 * n - 1) * v;
		sum += term;
		if (below(term, -62))
			break;
	}
	if (-a2 < UNDER) {
		errno = ERANGE;
		return 0;
	}
	e = exp_q(-a2) * sum / (a * QC(1.77245385090551602729816748334114518));
	if (q_iszero(e))
		errno = ERANGE;
	return e;
}

RT_WEAK(erfcl, __rt_erfcl);
rt_quad __rt_erfcl(rt_quad x)
{
	rt_quad a = q_fabs(x);
	double h;

	if (q_isnan(x))
		return x + x;
	if (q_isinf(x))
		return q_signbit(x) ? 2 : 0;
	if (a >= 10) {	/* erfc(-10) is 2 to binary128's precision */
		if (q_signbit(x))
			return 2;
		if (a > 110) {
			errno = ERANGE;
			return 0;
		}
		return erfc_tail(a);
	}
	h = hi_of(x);
	return (rt_quad)__rt_erfc(h) - lo_of(x) * erf_slope(h);
}

/* digamma(x), the derivative of ln Gamma, to a few digits (for the argument's low part):
 * shifted up to 10, then the asymptotic series to x^-14; x < 0 by reflection */
static double digamma(double x)
{
	double r = 0, f;

	if (x <= 0)
		return digamma(1 - x) - 3.141592653589793 / __rt_tan(3.141592653589793 * x);
	for (; x < 10; x++)
		r -= 1 / x;
	f = 1 / (x * x);
	return r + __rt_log(x) - 0.5 / x
	       - f * (1.0 / 12 - f * (1.0 / 120 - f * (1.0 / 252 - f * (1.0 / 240 - f * (1.0 / 132
	       - f * (691.0 / 32760 - f / 12))))));
}

/* sin(pi x) for a negative non-integer x (pi times the distance to the nearest integer,
 * exact in binary128, the sign from the integer's parity) */
static double sin_pi(rt_quad x)
{
	rt_quad n = __rt_rintl(x);
	double s = __rt_sin(3.141592653589793 * (double)(x - n));

	return __rt_fmodl(n, 2) != 0 ? -s : s;
}

/* ln|Gamma(x)|: below 2^-60 -ln|x|; within double's range, where the leading double of x is
 * not an integer, the double lgamma of the leading part plus the low part times digamma;
 * beyond 2^1000 Stirling's x (ln x - 1) - ln x / 2 + ln sqrt(2 pi); other x < 0 (next to a
 * negative integer or beyond -2^52) by reflection, ln(pi / |sin(pi x)|) - ln Gamma(1 - x) */
static rt_quad lgamma_q(rt_quad x)
{
	double h = hi_of(x);

	if (below(x, -60))
		return -__rt_logl(q_fabs(x));
	if (x > 0 && !below(x, 1000)) {
		rt_quad l = __rt_logl(x);

		return x * (l - 1) - l / 2 + LN_SQRT2PI;
	}
	if (x > 0 || (below(x, 52) && (rt_quad)__rt_rintl(h) != (rt_quad)h))
		return (rt_quad)__rt_lgamma(h) + lo_of(x) * digamma(h);
	return (rt_quad)__rt_log(3.141592653589793 / __builtin_fabs(sin_pi(x)))
	       - lgamma_q(1 - x);
}

RT_WEAK(lgammal, __rt_lgammal);
rt_quad __rt_lgammal(rt_quad x)
{
	rt_quad r;

	signgam = 1;
	if (q_isnan(x))
		return x + x;
	if (q_isinf(x))
		return q_fabs(x);
	if (q_iszero(x) || (q_signbit(x) && is_integer(x))) {
		if (q_iszero(x) && q_signbit(x))
			signgam = -1;
		errno = ERANGE;
		return inf_of(0);
	}
	if (x < 0 && sin_pi(x) < 0)
		signgam = -1;
	r = lgamma_q(x);
	if (q_isinf(r))
		errno = ERANGE;
	return r;
}

/* Gamma(x): within double's range (x > -170, its leading double not an integer) from the
 * double tgamma times 1 + the low part times digamma; from 171 to its overflow near 1755.5 Gamma(y) (y in [170, 171)) times the
 * product (y)(y + 1)... in binary128; below 2^-60 1/x; other x < 0 by reflection,
 * pi / (sin(pi x) Gamma(1 - x)) */
static rt_quad tgamma_pos(rt_quad x)
{
	double h;

	if (below(x, -60))
		return 1 / x;
	if (x < 171 && x > -170) {
		h = hi_of(x);
		return (rt_quad)__rt_tgamma(h) * (1 + lo_of(x) * digamma(h));
	}
	if (x > QC(1755.5)) {
		errno = ERANGE;
		return inf_of(0);
	}
	{
		rt_quad n = __rt_floorl(x) - 170, y = x - n, p = tgamma_pos(y);

		for (int i = 0; i < (int)n; i++)
			p *= y + i;
		if (q_isinf(p))
			errno = ERANGE;
		return p;
	}
}

RT_WEAK(tgammal, __rt_tgammal);
rt_quad __rt_tgammal(rt_quad x)
{
	rt_quad r;

	if (q_isnan(x))
		return x + x;
	if (q_iszero(x)) {
		errno = ERANGE;
		return inf_of(q_signbit(x));
	}
	if (q_signbit(x) && (q_isinf(x) || is_integer(x))) {
		errno = EDOM;
		return q_from(Q_INF_HI | Q_QUIET_HI, 0);	/* a positive NaN, as glibc's */
	}
	if (q_isinf(x))
		return x;
	if (below(x, -60)) {
		r = 1 / x;
		if (q_isinf(r))
			errno = ERANGE;
		return r;
	}
	if (x > 0)
		return tgamma_pos(x);
	if (x > -170 && (rt_quad)__rt_rintl(hi_of(x)) != (rt_quad)hi_of(x))
		return tgamma_pos(x);	/* the double tgamma, corrected */
	r = 1 - x;
	r = PI / (sin_pi(x) * tgamma_pos(r));
	if (q_iszero(r))
		errno = ERANGE;
	return r;
}

#endif

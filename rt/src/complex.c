/* complex.c — C99's <complex.h> functions: cabs carg cimag creal conj cproj exactly, and
 * cexp clog cpow csqrt, the circular and hyperbolic functions and their inverses from rt's
 * real functions, with C99 Annex G's special values (infinities, NaNs, signed zeros, branch
 * cuts) as glibc's give them. The inverse functions' finite arguments follow Hull, Fairgrieve
 * and Tang ("Implementing the complex arcsine and arccosine functions using exception
 * handling", 1997); clog and catanh compute x^2 + y^2 - 1 as a double-double near |z| = 1;
 * ctanh and ctan use e^(-2|x|) where sinh and cosh would add their errors. The float forms are the double ones rounded once per part. docs/rt.md has the accuracy. */
#include <complex.h>
#include <float.h>
#include <math.h>
#include "fp.h"
#include "rt.h"

double __rt_exp(double x);
double __rt_log(double x);
double __rt_log1p(double x);
double __rt_sin(double x);
double __rt_cos(double x);
double __rt_sinh(double x);
double __rt_cosh(double x);
double __rt_asin(double x);
double __rt_acos(double x);
double __rt_atan2(double y, double x);
double __rt_hypot(double x, double y);
double __rt_sqrt(double x);
double __rt_scalbn(double x, int e);
double __rt_atanh(double x);
double complex __muldc3(double a, double b, double c, double d);

#define INF_BITS 0x7ff0000000000000ULL
#define NAN_ (fp_from(0x7ff8000000000000ULL))	/* glibc's M_NAN, a positive quiet NaN */
#define INF_ (fp_from(INF_BITS))
#define PI 0x1.921fb54442d18p+1
#define PI_2 0x1.921fb54442d18p+0
#define PI_4 0x1.921fb54442d18p-1
#define LN2 0x1.62e42fefa39efp-1
/* exp(T) is the largest exp of an integer below DBL_MAX: (DBL_MAX_EXP - 1) ln 2 */
#define T 709

/* ---- on the bits ----------------------------------------------------------------------------- */

static int is_nan(double x)
{
	return FP_ABS(fp_bits(x)) > INF_BITS;
}

static int is_inf(double x)
{
	return FP_ABS(fp_bits(x)) == INF_BITS;
}

static int is_finite(double x)
{
	return FP_ABS(fp_bits(x)) < INF_BITS;
}

static int is_zero(double x)
{
	return FP_ABS(fp_bits(x)) == 0;
}

static int neg(double x)
{
	return (int)(fp_bits(x) >> 63);
}

static double fabs_(double x)
{
	return fp_from(FP_ABS(fp_bits(x)));
}

/* |x| with y's sign */
static double sign_of(double x, double y)
{
	return fp_from(FP_ABS(fp_bits(x)) | (fp_bits(y) & FP_SIGN));
}

/* sin y and cos y, y itself and 1 when y is tiny (glibc's choice, which keeps sin's
 * subnormal results exact) */
static void sin_cos(double y, double *s, double *c)
{
	if (fabs_(y) > DBL_MIN) {
		*s = __rt_sin(y);
		*c = __rt_cos(y);
	} else {
		*s = y;
		*c = 1;
	}
}

/* x^2 + y^2 - 1 for 0 <= y <= x < 2, the squares as double-doubles and the sum compensated,
 * so it keeps its relative accuracy when it cancels (|x + iy| near 1). */
static double x2y2m1(double x, double y)
{
	double xh, xl, yh, yl, s, e, t, err = 0;

	fp_two_prod(x, x, &xh, &xl);
	fp_two_prod(y, y, &yh, &yl);
	fp_two_sum(xh, -1.0, &s, &e);
	err += e;
	fp_two_sum(s, yh, &t, &e);
	err += e;
	fp_two_sum(t, xl, &s, &e);
	err += e;
	fp_two_sum(s, yl, &t, &e);
	return t + (err + e);
}

/* (h + l)^2 + y^2 as hi + *lo, |l| <= ulp(h) / 2, |h| and |y| below 2^500 */
static double sq_plus_sq(double h, double l, double y, double *lo)
{
	double p, e, q, f, s, g;

	fp_two_prod(h, h, &p, &e);
	fp_two_prod(y, y, &q, &f);
	fp_two_sum(p, q, &s, &g);
	*lo = g + e + f + 2 * h * l;
	return s;
}

/* (ah + al) / (bh + bl), rounded (to within a little more than half an ulp) */
static double dd_div(double ah, double al, double bh, double bl)
{
	double q = ah / bh, p, e;

	fp_two_prod(q, bh, &p, &e);
	return q + ((ah - p) - e + al - q * bl) / bh;
}

/* ---- exact ----------------------------------------------------------------------------------- */

RT_WEAK(creal, __rt_creal);
double __rt_creal(double complex z)
{
	return __real__ z;
}

RT_WEAK(cimag, __rt_cimag);
double __rt_cimag(double complex z)
{
	return __imag__ z;
}

RT_WEAK(conj, __rt_conj);
double complex __rt_conj(double complex z)
{
	return CMPLX(__real__ z, -__imag__ z);
}

RT_WEAK(cabs, __rt_cabs);
double __rt_cabs(double complex z)
{
	return __rt_hypot(__real__ z, __imag__ z);
}

RT_WEAK(carg, __rt_carg);
double __rt_carg(double complex z)
{
	return __rt_atan2(__imag__ z, __real__ z);
}

/* The Riemann sphere's projection: every infinity to +inf with the imaginary part's sign. */
RT_WEAK(cproj, __rt_cproj);
double complex __rt_cproj(double complex z)
{
	if (is_inf(__real__ z) || is_inf(__imag__ z))
		return CMPLX(INF_, sign_of(0.0, __imag__ z));
	return z;
}

/* ---- exponential, logarithm, powers, square root --------------------------------------------- */

RT_WEAK(cexp, __rt_cexp);
double complex __rt_cexp(double complex z)
{
	double x = __real__ z, y = __imag__ z, s, c, v;

	if (is_finite(x)) {
		if (!is_finite(y))
			return CMPLX(NAN_, NAN_);
		sin_cos(y, &s, &c);
		if (x > T) {	/* e^x = e^T e^T e^(x - 2T), so the product overflows only when it must */
			double et = __rt_exp(T);

			x -= T;
			s *= et;
			c *= et;
			if (x > T) {
				x -= T;
				s *= et;
				c *= et;
			}
		}
		if (x > T)
			return CMPLX(DBL_MAX * c, DBL_MAX * s);
		v = __rt_exp(x);
		return CMPLX(v * c, v * s);
	}
	if (is_inf(x)) {
		if (is_finite(y)) {
			v = neg(x) ? 0.0 : INF_;
			if (is_zero(y))
				return CMPLX(v, y);
			sin_cos(y, &s, &c);
			return CMPLX(sign_of(v, c), sign_of(v, s));
		}
		if (!neg(x))
			return CMPLX(INF_, y - y);
		return CMPLX(0.0, sign_of(0.0, y));
	}
	return CMPLX(NAN_, is_zero(y) ? y : NAN_);
}

RT_WEAK(clog, __rt_clog);
double complex __rt_clog(double complex z)
{
	double x = __real__ z, y = __imag__ z, ax = fabs_(x), ay = fabs_(y), re;
	int scale = 0;

	if (is_zero(x) && is_zero(y))	/* the pole: -inf, and the argument */
		return CMPLX(-1 / ax, sign_of(neg(x) ? PI : 0.0, y));
	if (is_nan(x) || is_nan(y))
		return CMPLX(is_inf(x) || is_inf(y) ? INF_ : NAN_, NAN_);
	if (ax < ay) {
		double t = ax;

		ax = ay;
		ay = t;
	}
	if (ax > DBL_MAX / 2) {
		scale = -1;
		ax = __rt_scalbn(ax, -1);
		ay = ay >= 2 * DBL_MIN ? __rt_scalbn(ay, -1) : 0;
	} else if (ax < DBL_MIN && ay < DBL_MIN) {
		scale = DBL_MANT_DIG;
		ax = __rt_scalbn(ax, scale);
		ay = __rt_scalbn(ay, scale);
	}
	if (scale == 0 && ax >= 0.5 && ax < 2 && ay < 1)	/* |z| near 1: log1p(|z|^2 - 1) / 2 */
		re = __rt_log1p(x2y2m1(ax, ay)) / 2;
	else
		re = __rt_log(__rt_hypot(ax, ay)) - scale * LN2;
	return CMPLX(re, __rt_atan2(y, x));
}

/* x^y = e^(y log x), glibc's way (the product by gcc's complex multiplication). */
RT_WEAK(cpow, __rt_cpow);
double complex __rt_cpow(double complex x, double complex y)
{
	double complex l = __rt_clog(x);

	return __rt_cexp(__muldc3(__real__ y, __imag__ y, __real__ l, __imag__ l));
}

RT_WEAK(csqrt, __rt_csqrt);
double complex __rt_csqrt(double complex z)
{
	double x = __real__ z, y = __imag__ z, d, r, s;
	int scale = 0;

	if (!is_finite(x) || !is_finite(y)) {
		if (is_inf(y))
			return CMPLX(INF_, y);
		if (is_inf(x)) {
			if (neg(x))
				return CMPLX(is_nan(y) ? NAN_ : 0.0, sign_of(INF_, y));
			return CMPLX(x, is_nan(y) ? NAN_ : sign_of(0.0, y));
		}
		return CMPLX(NAN_, NAN_);
	}
	if (is_zero(y)) {
		if (x < 0)
			return CMPLX(0.0, sign_of(__rt_sqrt(-x), y));
		return CMPLX(fabs_(__rt_sqrt(x)), sign_of(0.0, y));
	}
	if (is_zero(x)) {
		r = fabs_(y) >= 2 * DBL_MIN ? __rt_sqrt(0.5 * fabs_(y)) : 0.5 * __rt_sqrt(2 * fabs_(y));
		return CMPLX(r, sign_of(r, y));
	}
	if (fabs_(x) > DBL_MAX / 4) {
		scale = 1;
		x = __rt_scalbn(x, -2);
		y = __rt_scalbn(y, -2);
	} else if (fabs_(y) > DBL_MAX / 4) {
		scale = 1;
		x = fabs_(x) >= 4 * DBL_MIN ? __rt_scalbn(x, -2) : 0;
		y = __rt_scalbn(y, -2);
	} else if (fabs_(x) < 2 * DBL_MIN && fabs_(y) < 2 * DBL_MIN) {
		scale = -((DBL_MANT_DIG + 1) / 2);
		x = __rt_scalbn(x, -2 * scale);
		y = __rt_scalbn(y, -2 * scale);
	}
	d = __rt_hypot(x, y);
	/* 2 Re Im = y: the smaller part from the larger, without cancellation in d -+ x */
	if (x > 0) {
		r = __rt_sqrt(0.5 * (d + x));
		if (scale == 1 && fabs_(y) < 1) {
			s = y / r;
			r = __rt_scalbn(r, scale);
			scale = 0;
		} else
			s = 0.5 * (y / r);
	} else {
		s = __rt_sqrt(0.5 * (d - x));
		if (scale == 1 && fabs_(y) < 1) {
			r = fabs_(y / s);
			s = __rt_scalbn(s, scale);
			scale = 0;
		} else
			r = fabs_(0.5 * (y / s));
	}
	if (scale) {
		r = __rt_scalbn(r, scale);
		s = __rt_scalbn(s, scale);
	}
	return CMPLX(r, sign_of(s, y));
}

/* ---- hyperbolic and circular functions ------------------------------------------------------- */

/* e^|x| / 2 times c and s for |x| > T, without overflowing before the product must. */
static double complex big_exp(double ax, double c, double s)
{
	double et = __rt_exp(T);

	ax -= T;
	c *= et / 2;
	s *= et / 2;
	if (ax > T) {
		ax -= T;
		c *= et;
		s *= et;
	}
	if (ax > T)
		return CMPLX(DBL_MAX * c, DBL_MAX * s);
	et = __rt_exp(ax);
	return CMPLX(et * c, et * s);
}

RT_WEAK(csinh, __rt_csinh);
double complex __rt_csinh(double complex z)
{
	double x = __real__ z, y = __imag__ z, ax = fabs_(x), s, c;
	int negate = neg(x);

	if (is_finite(x)) {
		if (is_finite(y)) {
			sin_cos(y, &s, &c);
			if (negate)
				c = -c;
			if (ax > T)
				return big_exp(ax, c, s);
			return CMPLX(__rt_sinh(ax) * c, __rt_cosh(ax) * s);
		}
		if (is_zero(x))
			return CMPLX(negate ? -0.0 : 0.0, y - y);
		return CMPLX(NAN_, NAN_);
	}
	if (is_inf(x)) {
		if (is_finite(y) && !is_zero(y)) {
			sin_cos(y, &s, &c);
			return CMPLX(negate ? -sign_of(INF_, c) : sign_of(INF_, c), sign_of(INF_, s));
		}
		if (is_zero(y))
			return CMPLX(negate ? -INF_ : INF_, y);
		return CMPLX(INF_, y - y);
	}
	return CMPLX(NAN_, is_zero(y) ? y : NAN_);
}

RT_WEAK(ccosh, __rt_ccosh);
double complex __rt_ccosh(double complex z)
{
	double x = __real__ z, y = __imag__ z, ax = fabs_(x), s, c;

	if (is_finite(x)) {
		if (is_finite(y)) {
			sin_cos(y, &s, &c);
			if (ax > T)
				return big_exp(ax, c, neg(x) ? -s : s);
			return CMPLX(__rt_cosh(ax) * c, __rt_sinh(x) * s);
		}
		return CMPLX(y - y, is_zero(x) ? 0.0 : NAN_);
	}
	if (is_inf(x)) {
		if (is_finite(y) && !is_zero(y)) {
			sin_cos(y, &s, &c);
			return CMPLX(sign_of(INF_, c), sign_of(INF_, s) * sign_of(1.0, x));
		}
		if (is_zero(y))
			return CMPLX(INF_, y * sign_of(1.0, x));
		return CMPLX(INF_, y - y);
	}
	return CMPLX(NAN_, is_zero(y) ? y : NAN_);
}

/* tanh(x + iy) = (sinh x cosh x + i sin y cos y) / (sinh^2 x + cos^2 y), as glibc's, but
 * for 1 <= |x| <= T/2 from e^(-2|x|) */
RT_WEAK(ctanh, __rt_ctanh);
double complex __rt_ctanh(double complex z)
{
	double x = __real__ z, y = __imag__ z, s, c, sh, ch, den, im;

	if (!is_finite(x) || !is_finite(y)) {
		if (is_inf(x)) {
			if (is_finite(y) && fabs_(y) > 1) {
				sin_cos(y, &s, &c);
				return CMPLX(sign_of(1.0, x), sign_of(0.0, s * c));
			}
			return CMPLX(sign_of(1.0, x), sign_of(0.0, y));
		}
		if (is_zero(y))
			return z;
		return CMPLX(is_zero(x) ? x : NAN_, NAN_);
	}
	if (fabs_(x) >= 1 && fabs_(x) <= T / 2 && fabs_(y) < 0x1p1022) {
		/* with E = e^(-2|x|): (sign(x) (1 - E^2) + 2iE sin 2y) / (1 + E^2 + 2E cos 2y), whose
		 * terms, E below 0.14, carry less error than sinh's and cosh's */
		double e = __rt_exp(-2 * fabs_(x));

		den = 1 + e * e + 2 * e * __rt_cos(2 * y);
		/* (2E / den, a normal number, so that a subnormal part is rounded once) */
		return CMPLX(sign_of((1 - e * e) / den, x), 2 * e / den * __rt_sin(2 * y));
	}
	sin_cos(y, &s, &c);
	if (fabs_(x) > T / 2) {
		/* the real part is +-1; the imaginary one 4 sin y cos y / e^(2|x|), perhaps subnormal */
		double e2t = __rt_exp(2 * (T / 2)), ax = fabs_(x) - T / 2;

		im = 4 * s * c / e2t;
		im /= ax > T / 2 ? e2t : __rt_exp(2 * ax);
		return CMPLX(sign_of(1.0, x), im);
	}
	if (fabs_(x) > DBL_MIN) {
		sh = __rt_sinh(x);
		ch = __rt_cosh(x);
	} else {
		sh = x;
		ch = 1;
	}
	den = fabs_(sh) > fabs_(c) * DBL_EPSILON ? sh * sh + c * c : c * c;
	return CMPLX(sh * ch / den, s * c / den);
}

/* sin z = -i sinh(iz), but with glibc's special values where the identity's would differ:
 * an infinite imaginary part with a real one infinite or NaN gives NaN + i inf. */
RT_WEAK(csin, __rt_csin);
double complex __rt_csin(double complex z)
{
	double x = __real__ z, y = __imag__ z;
	double complex r;

	if (is_inf(y) && !is_finite(x))
		return CMPLX(x - x, INF_);
	r = __rt_csinh(CMPLX(-y, x));
	return CMPLX(__imag__ r, -__real__ r);
}

/* cos z = cosh(iz) */
RT_WEAK(ccos, __rt_ccos);
double complex __rt_ccos(double complex z)
{
	return __rt_ccosh(CMPLX(-__imag__ z, __real__ z));
}

/* tan z = -i tanh(iz) */
RT_WEAK(ctan, __rt_ctan);
double complex __rt_ctan(double complex z)
{
	double complex r = __rt_ctanh(CMPLX(-__imag__ z, __real__ z));

	return CMPLX(__imag__ r, -__real__ r);
}

/* ---- inverse functions ----------------------------------------------------------------------- */

#define A_CROSSOVER 10
#define B_CROSSOVER 0.6417
#define FOUR_SQRT_MIN 0x1p-509
#define QUARTER_SQRT_MAX 0x1p509
#define SQRT_MIN 0x1p-511
#define RECIP_EPSILON (1 / DBL_EPSILON)
#define SQRT_6_EPSILON 3.6500241499888571e-8
#define PIO2_LO 6.1232339957367659e-17	/* pi/2 - PI_2 */

/* (|a + ib| - b) / 2, h = |a + ib|, without cancellation */
static double half_diff(double a, double b, double h)
{
	if (b < 0)
		return (h - b) / 2;
	if (b == 0)
		return a / 2;
	return a * a / (h + b) / 2;
}

/* Hull et al.'s core for x, y >= 0 below 1/epsilon, with A = (|z + i| + |z - i|) / 2 and
 * B = y / A: *rx = Re casinh(x + iy) = log(A + sqrt(A^2 - 1)) computed from A - 1 without
 * cancellation; and either *b = B, usable for asin (returns 1), or (returns 0) *den and
 * *ny with Im casinh = atan2(*ny, *den) (*den = sqrt(A^2 - y^2), both scaled alike). */
static int hull(double x, double y, double *rx, double *b, double *den, double *ny)
{
	double r = __rt_hypot(x, y + 1), s = __rt_hypot(x, y - 1), a = (r + s) / 2, am1;

	if (a < 1)
		a = 1;
	if (a < A_CROSSOVER) {
		if (y == 1 && x < DBL_EPSILON * DBL_EPSILON / 128)
			*rx = __rt_sqrt(x);
		else if (x >= DBL_EPSILON * fabs_(y - 1)) {
			am1 = half_diff(x, 1 + y, r) + half_diff(x, 1 - y, s);
			*rx = __rt_log1p(am1 + __rt_sqrt(am1 * (a + 1)));
		} else if (y < 1)
			*rx = x / __rt_sqrt((1 - y) * (1 + y));
		else
			*rx = __rt_log1p((y - 1) + __rt_sqrt((y - 1) * (y + 1)));
	} else
		*rx = __rt_log(a + __rt_sqrt(a * a - 1));
	*ny = y;
	if (y < FOUR_SQRT_MIN) {	/* y / A could underflow: atan2 of scaled values */
		*den = a * (2 / DBL_EPSILON);
		*ny = y * (2 / DBL_EPSILON);
		return 0;
	}
	*b = y / a;
	if (*b <= B_CROSSOVER)
		return 1;
	if (y == 1 && x < DBL_EPSILON / 128)
		*den = __rt_sqrt(x) * __rt_sqrt((a + y) / 2);
	else if (x >= DBL_EPSILON * fabs_(y - 1))
		*den = __rt_sqrt((half_diff(x, y + 1, r) + half_diff(x, y - 1, s)) * (a + y));
	else if (y > 1) {
		*den = x * (4 / DBL_EPSILON / DBL_EPSILON) * y / __rt_sqrt((y + 1) * (y - 1));
		*ny = y * (4 / DBL_EPSILON / DBL_EPSILON);
	} else
		*den = __rt_sqrt((1 - y) * (1 + y));
	return 0;
}

/* log|z| + i arg z for |z| beyond 1/epsilon, where the inverse functions are logarithms */
static double complex clog_large(double x, double y)
{
	double ax = fabs_(x), ay = fabs_(y), t;

	if (ax < ay) {
		t = ax;
		ax = ay;
		ay = t;
	}
	if (ax > DBL_MAX / 2)
		return CMPLX(__rt_log(__rt_hypot(x / M_E, y / M_E)) + 1, __rt_atan2(y, x));
	if (ax > QUARTER_SQRT_MAX || ay < SQRT_MIN)
		return CMPLX(__rt_log(__rt_hypot(x, y)), __rt_atan2(y, x));
	return CMPLX(__rt_log(ax * ax + ay * ay) / 2, __rt_atan2(y, x));
}

RT_WEAK(casinh, __rt_casinh);
double complex __rt_casinh(double complex z)
{
	double x = __real__ z, y = __imag__ z, ax = fabs_(x), ay = fabs_(y), rx, ry, b, den, ny;

	if (!is_finite(x) || !is_finite(y)) {
		if (is_inf(y))
			return CMPLX(sign_of(INF_, x),
				     is_nan(x) ? NAN_ : sign_of(is_finite(x) ? PI_2 : PI_4, y));
		if (!is_finite(x))
			return CMPLX(x, (is_inf(x) && is_finite(y)) || (is_nan(x) && is_zero(y)) ?
					sign_of(0.0, y) : NAN_);
		return CMPLX(NAN_, NAN_);
	}
	if (is_zero(x) && is_zero(y))
		return z;
	if (ax > RECIP_EPSILON || ay > RECIP_EPSILON) {
		/* sign(x) (log(2 |z|) + i arg(sign(x) z)) */
		double complex w = clog_large(ax, neg(x) ? -y : y);

		return CMPLX(sign_of(__real__ w + LN2, x), sign_of(__imag__ w, y));
	}
	if (ax < SQRT_6_EPSILON / 4 && ay < SQRT_6_EPSILON / 4)
		return z;
	if (hull(ax, ay, &rx, &b, &den, &ny))
		ry = __rt_asin(b);
	else
		ry = __rt_atan2(ny, den);
	return CMPLX(sign_of(rx, x), sign_of(ry, y));
}

/* asin z = -i asinh(iz) */
RT_WEAK(casin, __rt_casin);
double complex __rt_casin(double complex z)
{
	double x = __real__ z, y = __imag__ z;
	double complex w;

	if (is_nan(x) || is_nan(y)) {
		if (is_zero(x))
			return z;
		if (is_inf(x) || is_inf(y))
			return CMPLX(NAN_, sign_of(INF_, y));
		return CMPLX(NAN_, NAN_);
	}
	w = __rt_casinh(CMPLX(-y, x));
	return CMPLX(__imag__ w, -__real__ w);
}

/* acos z = pi/2 - asin z, from Hull et al.'s quantities for z near 1 and -1 */
RT_WEAK(cacos, __rt_cacos);
double complex __rt_cacos(double complex z)
{
	double x = __real__ z, y = __imag__ z, ax = fabs_(x), ay = fabs_(y), rx, ry, b, den, nx;

	if (!is_finite(x) || !is_finite(y) || (is_zero(x) && is_zero(y))) {
		double complex w = __rt_casin(z);

		rx = PI_2 - __real__ w;
		return CMPLX(rx == 0 ? 0.0 : rx, -__imag__ w);
	}
	if (ax > RECIP_EPSILON || ay > RECIP_EPSILON) {
		double complex w = clog_large(x, y);

		ry = __real__ w + LN2;
		return CMPLX(fabs_(__imag__ w), neg(y) ? ry : -ry);
	}
	if (x == 1 && y == 0)
		return CMPLX(0.0, -y);
	if (ax < SQRT_6_EPSILON / 4 && ay < SQRT_6_EPSILON / 4)
		return CMPLX(PI_2 - (x - PIO2_LO), -y);
	if (hull(ay, ax, &ry, &b, &den, &nx))
		rx = __rt_acos(neg(x) ? -b : b);
	else
		rx = __rt_atan2(den, neg(x) ? -nx : nx);
	return CMPLX(rx, neg(y) ? ry : -ry);
}

RT_WEAK(cacosh, __rt_cacosh);
double complex __rt_cacosh(double complex z)
{
	double x = __real__ z, y = __imag__ z;
	double complex w;

	if (!is_finite(x) || !is_finite(y)) {
		if (is_inf(y))
			return CMPLX(INF_, is_nan(x) ? NAN_ : sign_of(is_inf(x) ? (x < 0 ? PI - PI_4 : PI_4)
								       : PI_2, y));
		if (is_inf(x))
			return CMPLX(INF_, is_nan(y) ? NAN_ : sign_of(neg(x) ? PI : 0.0, y));
		return CMPLX(NAN_, is_zero(x) ? PI_2 : NAN_);
	}
	if (is_zero(x) && is_zero(y))
		return CMPLX(0.0, sign_of(PI_2, y));
	/* acosh z = +-i acos z, the sign making the real part positive */
	w = __rt_cacos(z);
	return CMPLX(fabs_(__imag__ w), sign_of(__real__ w, y));
}

/* atanh z = log1p(4x / ((1 - x)^2 + y^2)) / 4 + i atan2(2y, (1 - x)(1 + x) - y^2) / 2, as
 * glibc's, with the real part's quotient from double-doubles */
RT_WEAK(catanh, __rt_catanh);
double complex __rt_catanh(double complex z)
{
	double x = __real__ z, y = __imag__ z, ax, ay, re, den;

	if (!is_finite(x) || !is_finite(y)) {
		if (is_inf(y))
			return CMPLX(sign_of(0.0, x), sign_of(PI_2, y));
		if (is_inf(x) || is_zero(x))
			return CMPLX(sign_of(0.0, x), is_nan(y) ? NAN_ : sign_of(PI_2, y));
		return CMPLX(NAN_, NAN_);
	}
	if (is_zero(x) && is_zero(y))
		return z;
	if (fabs_(x) >= 16 / DBL_EPSILON || fabs_(y) >= 16 / DBL_EPSILON) {
		/* 1/z + i sign(y) pi/2 */
		if (fabs_(y) <= 1)
			re = 1 / x;
		else if (fabs_(x) <= 1)
			re = x / y / y;
		else {
			double h = __rt_hypot(x / 2, y / 2);

			re = x / h / h / 4;
		}
		return CMPLX(re, sign_of(PI_2, y));
	}
	if (is_zero(x))
		re = x;
	else if (fabs_(x) == 1 && fabs_(y) < DBL_EPSILON * DBL_EPSILON)
		re = sign_of(0.5, x) * (LN2 - __rt_log(fabs_(y)));
	else {
		/* |1 + z|^2 and |1 - z|^2 as double-doubles, so that their ratio or 4x / |1 - z|^2
		 * is rounded once */
		double h, l, nh, nl, dh, dl, f;

		fp_two_sum(1, x, &h, &l);
		nh = sq_plus_sq(h, l, y, &nl);
		fp_two_sum(1, -x, &h, &l);
		dh = sq_plus_sq(h, l, y, &dl);
		f = dd_div(nh, nl, dh, dl);
		re = f < 0.5 ? 0.25 * __rt_log(f) : 0.25 * __rt_log1p(dd_div(4 * x, 0, dh, dl));
	}
	ax = fabs_(x);
	ay = fabs_(y);
	if (ax < ay) {
		double t = ax;

		ax = ay;
		ay = t;
	}
	if (ay < DBL_EPSILON / 2) {
		den = (1 - ax) * (1 + ax);
		if (den == 0)
			den = 0;
	} else if (ax >= 1)
		den = (1 - ax) * (1 + ax) - ay * ay;
	else	/* (glibc: only from |z| = 0.75; the plain formula's error is 1.5 ulps) */
		den = -x2y2m1(ax, ay);
	return CMPLX(re, 0.5 * __rt_atan2(2 * y, den));
}

/* atan z = -i atanh(iz) */
RT_WEAK(catan, __rt_catan);
double complex __rt_catan(double complex z)
{
	double complex r = __rt_catanh(CMPLX(-__imag__ z, __real__ z));

	return CMPLX(__imag__ r, -__real__ r);
}

/* ---- float forms ----------------------------------------------------------------------------- */

#define CF(z) CMPLX(__real__(z), __imag__(z))
#define FC(w) CMPLXF((float)__real__(w), (float)__imag__(w))

#define RT_COMPLEXF(name) \
	RT_WEAK(name##f, __rt_##name##f); \
	float complex __rt_##name##f(float complex z) \
	{ \
		double complex w = __rt_##name(CF(z)); \
		return FC(w); \
	}

RT_COMPLEXF(cexp)
RT_COMPLEXF(clog)
RT_COMPLEXF(csqrt)
RT_COMPLEXF(csin)
RT_COMPLEXF(ccos)
RT_COMPLEXF(ctan)
RT_COMPLEXF(casin)
RT_COMPLEXF(cacos)
RT_COMPLEXF(catan)
RT_COMPLEXF(csinh)
RT_COMPLEXF(ccosh)
RT_COMPLEXF(ctanh)
RT_COMPLEXF(casinh)
RT_COMPLEXF(cacosh)
RT_COMPLEXF(catanh)
RT_COMPLEXF(cproj)
RT_COMPLEXF(conj)

RT_WEAK(cpowf, __rt_cpowf);
float complex __rt_cpowf(float complex x, float complex y)
{
	double complex w = __rt_cpow(CF(x), CF(y));

	return FC(w);
}

RT_WEAK(cabsf, __rt_cabsf);
float __rt_cabsf(float complex z)
{
	return (float)__rt_cabs(CF(z));
}

RT_WEAK(cargf, __rt_cargf);
float __rt_cargf(float complex z)
{
	return (float)__rt_carg(CF(z));
}

RT_WEAK(crealf, __rt_crealf);
float __rt_crealf(float complex z)
{
	return __real__ z;
}

RT_WEAK(cimagf, __rt_cimagf);
float __rt_cimagf(float complex z)
{
	return __imag__ z;
}

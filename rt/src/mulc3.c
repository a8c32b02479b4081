/* mulc3.c — the helpers gcc calls for complex multiplication and division when the plain
 * formulas give NaN + iNaN (__muldc3, __mulsc3) or always (__divdc3, __divsc3), bit for bit
 * as gcc 12's libgcc: C99 Annex G's recovery of infinities for the product; for the
 * quotient Smith's method with libgcc's scaling against overflow and underflow (double), the
 * plain formula in double (float), then the same recovery of infinities and zeros. Reserved
 * names, so no weak aliases (docs/rt.md, "Names"). */
#include <complex.h>
#include <float.h>
#include "fp.h"

double complex __muldc3(double a, double b, double c, double d);
double complex __divdc3(double a, double b, double c, double d);
float complex __mulsc3(float a, float b, float c, float d);
float complex __divsc3(float a, float b, float c, float d);

#define INF_BITS 0x7ff0000000000000ULL

/* fp_bits and fp_from with the copy inlined even under -fno-builtin: these helpers are called
 * for every complex product, and their code must stay short */
static uint64_t bits(double x)
{
	uint64_t u;

	__builtin_memcpy(&u, &x, sizeof u);
	return u;
}

static double from(uint64_t u)
{
	double x;

	__builtin_memcpy(&x, &u, sizeof x);
	return x;
}

static int is_nan(double x)
{
	return FP_ABS(bits(x)) > INF_BITS;
}

static int is_inf(double x)
{
	return FP_ABS(bits(x)) == INF_BITS;
}

static int is_finite(double x)
{
	return FP_ABS(bits(x)) < INF_BITS;
}

static double fabs_(double x)
{
	return from(FP_ABS(bits(x)));
}

/* |x| with y's sign */
static double sign_of(double x, double y)
{
	return from(FP_ABS(bits(x)) | (bits(y) & FP_SIGN));
}

/* 1 or 0, as x is infinite or not, with x's sign: an infinite operand "boxed" */
static double box(double x)
{
	return sign_of(is_inf(x) ? 1.0 : 0.0, x);
}

/* A NaN part of the other operand becomes a zero of its sign. */
static double unnan(double x)
{
	return is_nan(x) ? sign_of(0.0, x) : x;
}

double complex __muldc3(double a, double b, double c, double d)
{
	double ac = a * c, bd = b * d, ad = a * d, bc = b * c;
	double x = ac - bd, y = ad + bc;
	int recalc = 0;

	if (!is_nan(x) || !is_nan(y))
		return CMPLX(x, y);
	if (is_inf(a) || is_inf(b)) {
		a = box(a);
		b = box(b);
		c = unnan(c);
		d = unnan(d);
		recalc = 1;
	}
	if (is_inf(c) || is_inf(d)) {
		c = box(c);
		d = box(d);
		a = unnan(a);
		b = unnan(b);
		recalc = 1;
	}
	if (!recalc && (is_inf(ac) || is_inf(bd) || is_inf(ad) || is_inf(bc))) {
		/* infinities from overflow */
		a = unnan(a);
		b = unnan(b);
		c = unnan(c);
		d = unnan(d);
		recalc = 1;
	}
	if (recalc) {
		x = __builtin_inf() * (a * c - b * d);
		y = __builtin_inf() * (a * d + b * c);
	}
	return CMPLX(x, y);
}

/* The float product in float arithmetic, as libgcc's. */
static float fsign_of(float x, float y)
{
	return (float)sign_of(x, y);
}

static float fbox(float x)
{
	return fsign_of(is_inf(x) ? 1.0f : 0.0f, x);
}

static float funnan(float x)
{
	return is_nan(x) ? fsign_of(0.0f, x) : x;
}

float complex __mulsc3(float a, float b, float c, float d)
{
	float ac = a * c, bd = b * d, ad = a * d, bc = b * c;
	float x = ac - bd, y = ad + bc;
	int recalc = 0;

	if (!is_nan(x) || !is_nan(y))
		return CMPLXF(x, y);
	if (is_inf(a) || is_inf(b)) {
		a = fbox(a);
		b = fbox(b);
		c = funnan(c);
		d = funnan(d);
		recalc = 1;
	}
	if (is_inf(c) || is_inf(d)) {
		c = fbox(c);
		d = fbox(d);
		a = funnan(a);
		b = funnan(b);
		recalc = 1;
	}
	if (!recalc && (is_inf(ac) || is_inf(bd) || is_inf(ad) || is_inf(bc))) {
		a = funnan(a);
		b = funnan(b);
		c = funnan(c);
		d = funnan(d);
		recalc = 1;
	}
	if (recalc) {
		x = __builtin_inff() * (a * c - b * d);
		y = __builtin_inff() * (a * d + b * c);
	}
	return CMPLXF(x, y);
}

/* (a + ib) / (c + id) gave x + iy, both NaN: the infinite or zero quotient C99 Annex G
 * wants when the divisor is zero, the dividend infinite or the divisor infinite. */
static void recover(double a, double b, double c, double d, double *x, double *y)
{
	if (c == 0.0 && d == 0.0 && (!is_nan(a) || !is_nan(b))) {
		*x = sign_of(__builtin_inf(), c) * a;
		*y = sign_of(__builtin_inf(), c) * b;
	} else if ((is_inf(a) || is_inf(b)) && is_finite(c) && is_finite(d)) {
		a = box(a);
		b = box(b);
		*x = __builtin_inf() * (a * c + b * d);
		*y = __builtin_inf() * (b * c - a * d);
	} else if ((is_inf(c) || is_inf(d)) && is_finite(a) && is_finite(b)) {
		c = box(c);
		d = box(d);
		*x = 0.0 * (a * c + b * d);
		*y = 0.0 * (b * c - a * d);
	}
}

/* The same in float arithmetic, for __divsc3. */
static void frecover(float a, float b, float c, float d, float *x, float *y)
{
	if (c == 0.0f && d == 0.0f && (!is_nan(a) || !is_nan(b))) {
		*x = fsign_of(__builtin_inff(), c) * a;
		*y = fsign_of(__builtin_inff(), c) * b;
	} else if ((is_inf(a) || is_inf(b)) && is_finite(c) && is_finite(d)) {
		a = fbox(a);
		b = fbox(b);
		*x = __builtin_inff() * (a * c + b * d);
		*y = __builtin_inff() * (b * c - a * d);
	} else if ((is_inf(c) || is_inf(d)) && is_finite(a) && is_finite(b)) {
		c = fbox(c);
		d = fbox(d);
		*x = 0.0f * (a * c + b * d);
		*y = 0.0f * (b * c - a * d);
	}
}

#define RBIG (DBL_MAX / 2)
#define RMIN DBL_MIN
#define RMIN2 DBL_EPSILON
#define RMINSCAL (1 / DBL_EPSILON)
#define RMAX2 (RBIG * RMIN2)

/* Smith's method for |c| < |d| (c / d the ratio), on the operands scaled as libgcc scales
 * them (left in *a ... *d for the recovery). Each case a function of its own: together
 * they are too long for one RV32 branch to cross on a soft-float ISA. */
static __attribute__((noinline)) void smith_d(double *a, double *b, double *c, double *d,
					      double *x, double *y)
{
	double ratio, denom;

	if (fabs_(*d) >= RBIG) {	/* keep c * ratio + d from overflowing */
		*a /= 2;
		*b /= 2;
		*c /= 2;
		*d /= 2;
	}
	if (fabs_(*d) < RMIN2
	    || (fabs_(*a) < RMIN && fabs_(*b) < RMAX2 && fabs_(*d) < RMAX2)
	    || (fabs_(*b) < RMIN && fabs_(*a) < RMAX2 && fabs_(*d) < RMAX2)) {
		/* small operands scaled up against underflow */
		*a *= RMINSCAL;
		*b *= RMINSCAL;
		*c *= RMINSCAL;
		*d *= RMINSCAL;
	}
	ratio = *c / *d;
	denom = *c * ratio + *d;
	if (fabs_(ratio) > RMIN) {
		*x = (*a * ratio + *b) / denom;
		*y = (*b * ratio - *a) / denom;
	} else {	/* a subnormal ratio: another order */
		*x = (*c * (*a / *d) + *b) / denom;
		*y = (*c * (*b / *d) - *a) / denom;
	}
}

/* ... and for |c| >= |d| (d / c the ratio) */
static __attribute__((noinline)) void smith_c(double *a, double *b, double *c, double *d,
					      double *x, double *y)
{
	double ratio, denom;

	if (fabs_(*c) >= RBIG) {
		*a /= 2;
		*b /= 2;
		*c /= 2;
		*d /= 2;
	}
	if (fabs_(*c) < RMIN2
	    || (fabs_(*a) < RMIN && fabs_(*b) < RMAX2 && fabs_(*c) < RMAX2)
	    || (fabs_(*b) < RMIN && fabs_(*a) < RMAX2 && fabs_(*c) < RMAX2)) {
		*a *= RMINSCAL;
		*b *= RMINSCAL;
		*c *= RMINSCAL;
		*d *= RMINSCAL;
	}
	ratio = *d / *c;
	denom = *d * ratio + *c;
	if (fabs_(ratio) > RMIN) {
		*x = (*b * ratio + *a) / denom;
		*y = (*b - *a * ratio) / denom;
	} else {
		*x = (*a + *d * (*b / *c)) / denom;
		*y = (*b - *d * (*a / *c)) / denom;
	}
}

double complex __divdc3(double a, double b, double c, double d)
{
	double x, y;

	if (fabs_(c) < fabs_(d))
		smith_d(&a, &b, &c, &d, &x, &y);
	else
		smith_c(&a, &b, &c, &d, &x, &y);
	if (is_nan(x) && is_nan(y))
		recover(a, b, c, d, &x, &y);
	return CMPLX(x, y);
}

/* float: the plain formula in double, where nothing overflows or underflows */
float complex __divsc3(float a, float b, float c, float d)
{
	double denom = (double)c * c + (double)d * d;
	float x = (float)(((double)a * c + (double)b * d) / denom);
	float y = (float)(((double)b * c - (double)a * d) / denom);

	if (is_nan(x) && is_nan(y))
		frecover(a, b, c, d, &x, &y);
	return CMPLXF(x, y);
}

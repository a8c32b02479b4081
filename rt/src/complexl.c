/* complexl.c — the long double complex functions of <complex.h> (cabsl … catanhl) and, where
 * long double is binary128 (SPARC, RV32), the helpers gcc calls for its complex product and
 * quotient (__multc3, __divtc3: libgcc's algorithms in binary128). creall, cimagl, conjl and
 * cprojl are exact, cabsl and cargl are hypotl and atan2l; the others are the double
 * functions of complex.c on each part rounded to double, their parts converted back: double's
 * precision, and double's range for the arguments' and the results' parts (docs/rt.md). On
 * MIPS o32 long double is double: each is the double function. */
#include <complex.h>
#include <math.h>
#include "rt.h"

#if __LDBL_MANT_DIG__ == 53

/* ---- MIPS o32: long double is double ------------------------------------------------------ */

#define L_AS_D(f, ret) \
	__typeof(f) __rt_##f; \
	RT_WEAK(f##l, __rt_##f##l); \
	ret __rt_##f##l(long double complex z) \
	{ \
		return __rt_##f(z); \
	}

L_AS_D(cabs, long double)
L_AS_D(carg, long double)
L_AS_D(cimag, long double)
L_AS_D(creal, long double)
L_AS_D(conj, long double complex)
L_AS_D(cproj, long double complex)
L_AS_D(cexp, long double complex)
L_AS_D(clog, long double complex)
L_AS_D(csqrt, long double complex)
L_AS_D(csin, long double complex)
L_AS_D(ccos, long double complex)
L_AS_D(ctan, long double complex)
L_AS_D(casin, long double complex)
L_AS_D(cacos, long double complex)
L_AS_D(catan, long double complex)
L_AS_D(csinh, long double complex)
L_AS_D(ccosh, long double complex)
L_AS_D(ctanh, long double complex)
L_AS_D(casinh, long double complex)
L_AS_D(cacosh, long double complex)
L_AS_D(catanh, long double complex)

__typeof(cpow) __rt_cpow;
RT_WEAK(cpowl, __rt_cpowl);
long double complex __rt_cpowl(long double complex x, long double complex y)
{
	return __rt_cpow(x, y);
}

#else

/* ---- binary128 (SPARC, RV32; __float128 in the host build) ------------------------------ */

#include "mathl.h"

#define RE(z) __real__(z)
#define IM(z) __imag__(z)

static rt_cquad cq(rt_quad x, rt_quad y)
{
	rt_cquad z;

	__real__ z = x;
	__imag__ z = y;
	return z;
}

RT_WEAK(creall, __rt_creall);
rt_quad __rt_creall(rt_cquad z)
{
	return RE(z);
}

RT_WEAK(cimagl, __rt_cimagl);
rt_quad __rt_cimagl(rt_cquad z)
{
	return IM(z);
}

RT_WEAK(conjl, __rt_conjl);
rt_cquad __rt_conjl(rt_cquad z)
{
	return cq(RE(z), -IM(z));
}

/* an infinite part (even with a NaN): +inf + i0 with the imaginary part's sign */
RT_WEAK(cprojl, __rt_cprojl);
rt_cquad __rt_cprojl(rt_cquad z)
{
	if (q_isinf(RE(z)) || q_isinf(IM(z)))
		return cq(q_from(Q_INF_HI, 0), q_from(q_bits(IM(z)).hi & Q_SIGN, 0));
	return z;
}

RT_WEAK(cabsl, __rt_cabsl);
rt_quad __rt_cabsl(rt_cquad z)
{
	return __rt_hypotl(RE(z), IM(z));
}

RT_WEAK(cargl, __rt_cargl);
rt_quad __rt_cargl(rt_cquad z)
{
	return __rt_atan2l(IM(z), RE(z));
}

/* the double function of each part rounded to double, the result's parts widened */
#define VIA_DOUBLE(f) \
	__typeof(f) __rt_##f; \
	rt_cquad __rt_##f##l(rt_cquad z) \
	{ \
		double complex w = __rt_##f(__builtin_complex((double)RE(z), (double)IM(z))); \
		return cq(__real__ w, __imag__ w); \
	}

RT_WEAK(cexpl, __rt_cexpl);
VIA_DOUBLE(cexp)
RT_WEAK(clogl, __rt_clogl);
VIA_DOUBLE(clog)
RT_WEAK(csqrtl, __rt_csqrtl);
VIA_DOUBLE(csqrt)
RT_WEAK(csinl, __rt_csinl);
VIA_DOUBLE(csin)
RT_WEAK(ccosl, __rt_ccosl);
VIA_DOUBLE(ccos)
RT_WEAK(ctanl, __rt_ctanl);
VIA_DOUBLE(ctan)
RT_WEAK(casinl, __rt_casinl);
VIA_DOUBLE(casin)
RT_WEAK(cacosl, __rt_cacosl);
VIA_DOUBLE(cacos)
RT_WEAK(catanl, __rt_catanl);
VIA_DOUBLE(catan)
RT_WEAK(csinhl, __rt_csinhl);
VIA_DOUBLE(csinh)
RT_WEAK(ccoshl, __rt_ccoshl);
VIA_DOUBLE(ccosh)
RT_WEAK(ctanhl, __rt_ctanhl);
VIA_DOUBLE(ctanh)
RT_WEAK(casinhl, __rt_casinhl);
VIA_DOUBLE(casinh)
RT_WEAK(cacoshl, __rt_cacoshl);
VIA_DOUBLE(cacosh)
RT_WEAK(catanhl, __rt_catanhl);
VIA_DOUBLE(catanh)

__typeof(cpow) __rt_cpow;
RT_WEAK(cpowl, __rt_cpowl);
rt_cquad __rt_cpowl(rt_cquad x, rt_cquad y)
{
	double complex w = __rt_cpow(__builtin_complex((double)RE(x), (double)IM(x)),
				     __builtin_complex((double)RE(y), (double)IM(y)));

	return cq(__real__ w, __imag__ w);
}

/* ---- gcc's helpers: libgcc's __multc3 and __divtc3 (reserved names, no weak aliases) --- */

rt_cquad __multc3(rt_quad a, rt_quad b, rt_quad c, rt_quad d);
rt_cquad __divtc3(rt_quad a, rt_quad b, rt_quad c, rt_quad d);

static rt_quad sign_of(rt_quad x, rt_quad y)
{
	return __rt_copysignl(x, y);
}

static rt_quad box(rt_quad x)	/* 1 or 0 as x is infinite or not, with x's sign */
{
	return sign_of(q_isinf(x) ? 1 : 0, x);
}

static rt_quad unnan(rt_quad x)	/* a NaN becomes a zero of its sign */
{
	return q_isnan(x) ? sign_of(0, x) : x;
}

static int is_finite(rt_quad x)
{
	return q_exp(q_bits(x)) != Q_EXP_MAX;
}

/* C99 Annex G's recovery of infinities when the plain product is NaN + iNaN */
rt_cquad __multc3(rt_quad a, rt_quad b, rt_quad c, rt_quad d)
{
	rt_quad ac = a * c, bd = b * d, ad = a * d, bc = b * c, x = ac - bd, y = ad + bc;
	rt_quad inf = q_from(Q_INF_HI, 0);
	int recalc = 0;

	if (!q_isnan(x) || !q_isnan(y))
		return cq(x, y);
	if (q_isinf(a) || q_isinf(b)) {
		a = box(a);
		b = box(b);
		c = unnan(c);
		d = unnan(d);
		recalc = 1;
	}
	if (q_isinf(c) || q_isinf(d)) {
		c = box(c);
		d = box(d);
		a = unnan(a);
		b = unnan(b);
		recalc = 1;
	}
	if (!recalc && (q_isinf(ac) || q_isinf(bd) || q_isinf(ad) || q_isinf(bc))) {
		a = unnan(a);
		b = unnan(b);
		c = unnan(c);
		d = unnan(d);
		recalc = 1;
	}
	if (recalc) {
		x = inf * (a * c - b * d);
		y = inf * (a * d + b * c);
	}
	return cq(x, y);
}

/* libgcc's limits for binary128 */
#define RBIG QC(0x1.ffffffffffffffffffffffffffffp+16382)	/* LDBL_MAX / 2 */
#define RMIN QC(0x1p-16382)
#define RMIN2 QC(0x1p-112)
#define RMINSCAL QC(0x1p112)
#define RMAX2 (RBIG * RMIN2)

/* Smith's method with libgcc's scaling; x + iy from the operands a..d, with |c| < |d| when
 * swap (d / c the ratio otherwise) */
static __attribute__((noinline)) void smith(rt_quad *a, rt_quad *b, rt_quad *c, rt_quad *d,
					    rt_quad *x, rt_quad *y)
{
	rt_quad ratio, denom;
	int small_c = q_fabs(*c) < q_fabs(*d);
	rt_quad big = small_c ? q_fabs(*d) : q_fabs(*c);

	if (big >= RBIG) {
		*a /= 2;
		*b /= 2;
		*c /= 2;
		*d /= 2;
		big /= 2;
	}
	if (big < RMIN2 || (q_fabs(*a) < RMIN && q_fabs(*b) < RMAX2 && big < RMAX2)
	    || (q_fabs(*b) < RMIN && q_fabs(*a) < RMAX2 && big < RMAX2)) {
		*a *= RMINSCAL;
		*b *= RMINSCAL;
		*c *= RMINSCAL;
		*d *= RMINSCAL;
	}
	if (small_c) {
		ratio = *c / *d;
		denom = *c * ratio + *d;
		if (q_fabs(ratio) > RMIN) {
			*x = (*a * ratio + *b) / denom;
			*y = (*b * ratio - *a) / denom;
		} else {
			*x = (*c * (*a / *d) + *b) / denom;
			*y = (*c * (*b / *d) - *a) / denom;
		}
	} else {
		ratio = *d / *c;
		denom = *d * ratio + *c;
		if (q_fabs(ratio) > RMIN) {
			*x = (*b * ratio + *a) / denom;
			*y = (*b - *a * ratio) / denom;
		} else {
			*x = (*a + *d * (*b / *c)) / denom;
			*y = (*b - *d * (*a / *c)) / denom;
		}
	}
}

rt_cquad __divtc3(rt_quad a, rt_quad b, rt_quad c, rt_quad d)
{
	rt_quad x, y, inf = q_from(Q_INF_HI, 0);

	smith(&a, &b, &c, &d, &x, &y);
	if (q_isnan(x) && q_isnan(y)) {	/* the infinite or zero quotient Annex G wants */
		if (q_iszero(c) && q_iszero(d) && (!q_isnan(a) || !q_isnan(b))) {
			x = sign_of(inf, c) * a;
			y = sign_of(inf, c) * b;
		} else if ((q_isinf(a) || q_isinf(b)) && is_finite(c) && is_finite(d)) {
			a = box(a);
			b = box(b);
			x = inf * (a * c + b * d);
			y = inf * (b * c - a * d);
		} else if ((q_isinf(c) || q_isinf(d)) && is_finite(a) && is_finite(b)) {
			c = box(c);
			d = box(d);
			x = 0 * (a * c + b * d);
			y = 0 * (b * c - a * d);
		}
	}
	return cq(x, y);
}

#endif

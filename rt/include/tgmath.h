/* tgmath.h — C99's type-generic mathematics (7.22) for aex guest programs (rt): each macro
 * calls the float, double, long double or complex function of <math.h> and <complex.h> that
 * its arguments' types select, with _Generic.
 *
 * The type is that of the arguments of generic parameters taken together: complex if any is
 * complex; long double if any is long double (sqrt(2.0L) is sqrtl(2.0L)); float if all are
 * float; double otherwise (an integer argument counts as double, as C99 says). */
#ifndef RT_TGMATH_H
#define RT_TGMATH_H

#include <complex.h>
#include <math.h>

/* A zero of the type an argument contributes: float, double, long double or their complex
 * types. Never evaluated: it only stands in _Generic's controlling expression, where the
 * usual arithmetic conversions of a sum combine the arguments' types. */
#define __RT_TGT(x) _Generic((x), float: 0.0f, double: 0.0, long double: 0.0L, \
	float _Complex: (float _Complex)0, double _Complex: (double _Complex)0, \
	long double _Complex: (long double _Complex)0, default: 0.0)

/* Real only, generic in x (and y, z). */
#define __RT_TG_R1(fn, x) _Generic(__RT_TGT(x), float: fn##f, long double: fn##l, default: fn)
#define __RT_TG_R2(fn, x, y) _Generic(__RT_TGT(x) + __RT_TGT(y), float: fn##f, \
	long double: fn##l, default: fn)
#define __RT_TG_R3(fn, x, y, z) _Generic(__RT_TGT(x) + __RT_TGT(y) + __RT_TGT(z), \
	float: fn##f, long double: fn##l, default: fn)
/* Real and complex: fn, fnf, fnl, cfn, cfnf, cfnl. */
#define __RT_TG_C1(fn, x) _Generic(__RT_TGT(x), float: fn##f, double: fn, long double: fn##l, \
	float _Complex: c##fn##f, long double _Complex: c##fn##l, default: c##fn)
#define __RT_TG_C2(fn, x, y) _Generic(__RT_TGT(x) + __RT_TGT(y), float: fn##f, double: fn, \
	long double: fn##l, float _Complex: c##fn##f, long double _Complex: c##fn##l, \
	default: c##fn)
/* Complex only: a real argument is a complex one with a zero imaginary part. */
#define __RT_TG_CO(fn, x) _Generic(__RT_TGT(x), float: fn##f, float _Complex: fn##f, \
	long double: fn##l, long double _Complex: fn##l, default: fn)

/* <math.h> and <complex.h> */
#define acos(x) __RT_TG_C1(acos, x)(x)
#define asin(x) __RT_TG_C1(asin, x)(x)
#define atan(x) __RT_TG_C1(atan, x)(x)
#define acosh(x) __RT_TG_C1(acosh, x)(x)
#define asinh(x) __RT_TG_C1(asinh, x)(x)
#define atanh(x) __RT_TG_C1(atanh, x)(x)
#define cos(x) __RT_TG_C1(cos, x)(x)
#define sin(x) __RT_TG_C1(sin, x)(x)
#define tan(x) __RT_TG_C1(tan, x)(x)
#define cosh(x) __RT_TG_C1(cosh, x)(x)
#define sinh(x) __RT_TG_C1(sinh, x)(x)
#define tanh(x) __RT_TG_C1(tanh, x)(x)
#define exp(x) __RT_TG_C1(exp, x)(x)
#define log(x) __RT_TG_C1(log, x)(x)
#define pow(x, y) __RT_TG_C2(pow, x, y)(x, y)
#define sqrt(x) __RT_TG_C1(sqrt, x)(x)
/* fabs of a complex is its modulus, cabs */
#define fabs(x) _Generic(__RT_TGT(x), float: fabsf, double: fabs, long double: fabsl, \
	float _Complex: cabsf, long double _Complex: cabsl, default: cabs)(x)

/* <math.h> only */
#define atan2(y, x) __RT_TG_R2(atan2, y, x)(y, x)
#define cbrt(x) __RT_TG_R1(cbrt, x)(x)
#define ceil(x) __RT_TG_R1(ceil, x)(x)
#define copysign(x, y) __RT_TG_R2(copysign, x, y)(x, y)
#define erf(x) __RT_TG_R1(erf, x)(x)
#define erfc(x) __RT_TG_R1(erfc, x)(x)
#define exp2(x) __RT_TG_R1(exp2, x)(x)
#define expm1(x) __RT_TG_R1(expm1, x)(x)
#define fdim(x, y) __RT_TG_R2(fdim, x, y)(x, y)
#define floor(x) __RT_TG_R1(floor, x)(x)
#define fma(x, y, z) __RT_TG_R3(fma, x, y, z)(x, y, z)
#define fmax(x, y) __RT_TG_R2(fmax, x, y)(x, y)
#define fmin(x, y) __RT_TG_R2(fmin, x, y)(x, y)
#define fmod(x, y) __RT_TG_R2(fmod, x, y)(x, y)
#define frexp(x, e) __RT_TG_R1(frexp, x)(x, e)
#define hypot(x, y) __RT_TG_R2(hypot, x, y)(x, y)
#define ilogb(x) __RT_TG_R1(ilogb, x)(x)
#define ldexp(x, e) __RT_TG_R1(ldexp, x)(x, e)
#define lgamma(x) __RT_TG_R1(lgamma, x)(x)
#define llrint(x) __RT_TG_R1(llrint, x)(x)
#define llround(x) __RT_TG_R1(llround, x)(x)
#define log10(x) __RT_TG_R1(log10, x)(x)
#define log1p(x) __RT_TG_R1(log1p, x)(x)
#define log2(x) __RT_TG_R1(log2, x)(x)
#define logb(x) __RT_TG_R1(logb, x)(x)
#define lrint(x) __RT_TG_R1(lrint, x)(x)
#define lround(x) __RT_TG_R1(lround, x)(x)
#define nearbyint(x) __RT_TG_R1(nearbyint, x)(x)
#define nextafter(x, y) __RT_TG_R2(nextafter, x, y)(x, y)
#define nexttoward(x, y) __RT_TG_R1(nexttoward, x)(x, y)
#define remainder(x, y) __RT_TG_R2(remainder, x, y)(x, y)
#define remquo(x, y, q) __RT_TG_R2(remquo, x, y)(x, y, q)
#define rint(x) __RT_TG_R1(rint, x)(x)
#define round(x) __RT_TG_R1(round, x)(x)
#define scalbn(x, n) __RT_TG_R1(scalbn, x)(x, n)
#define scalbln(x, n) __RT_TG_R1(scalbln, x)(x, n)
#define tgamma(x) __RT_TG_R1(tgamma, x)(x)
#define trunc(x) __RT_TG_R1(trunc, x)(x)

/* <complex.h> only */
#define carg(x) __RT_TG_CO(carg, x)(x)
#define cimag(x) __RT_TG_CO(cimag, x)(x)
#define conj(x) __RT_TG_CO(conj, x)(x)
#define cproj(x) __RT_TG_CO(cproj, x)(x)
#define creal(x) __RT_TG_CO(creal, x)(x)

#endif

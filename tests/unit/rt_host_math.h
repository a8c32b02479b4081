/* rt_host_math.h — rt's mathematical functions and float conversions as the host unit tests
 * see them: every rt symbol carries the rt_ prefix. */
#ifndef AEX_RT_HOST_MATH_H
#define AEX_RT_HOST_MATH_H

#include <float.h>
#include <math.h>
#include <stdint.h>
#include <string.h>

#include "testutil.h"   /* xorshift64 */

/* A double's bits, and back. */
static inline double from_bits(uint64_t u)
{
	double x;

	memcpy(&x, &u, sizeof(x));
	return x;
}

static inline uint64_t to_bits(double x)
{
	uint64_t u;

	memcpy(&u, &x, sizeof(u));
	return u;
}

/* |got - ref| in ulps of the double (float) nearest ref; 0 when both are NaN or the same
 * infinity, 1e9 when only one is. */
static inline double ulps(double got, long double ref)
{
	double r = (double)ref;
	long double u;
	int e;

	if (isnan(r) || isnan(got))
		return isnan(r) && isnan(got) ? 0 : 1e9;
	if (isinf(r) || isinf(got))
		return got == r ? 0 : 1e9;
	if (fabsl(ref) < DBL_MIN)
		u = DBL_TRUE_MIN;
	else {
		frexpl(ref, &e);
		u = ldexpl(1.0L, e - 53);
	}
	return (double)(fabsl((long double)got - ref) / u);
}

static inline double ulpsf(float got, long double ref)
{
	float r = (float)ref;
	long double u;
	int e;

	if (isnan(r) || isnan(got))
		return isnan(r) && isnan(got) ? 0 : 1e9;
	if (isinf(r) || isinf(got))
		return got == r ? 0 : 1e9;
	if (fabsl(ref) < FLT_MIN)
		u = FLT_TRUE_MIN;
	else {
		frexpl(ref, &e);
		u = ldexpl(1.0L, e - 24);
	}
	return (double)(fabsl((long double)got - ref) / u);
}

#define RT_MATH_1(name) double rt_##name(double x); float rt_##name##f(float x);
#define RT_MATH_2(name) double rt_##name(double x, double y); float rt_##name##f(float x, float y);

RT_MATH_1(fabs) RT_MATH_1(sqrt) RT_MATH_1(floor) RT_MATH_1(ceil) RT_MATH_1(trunc)
RT_MATH_1(round) RT_MATH_1(exp) RT_MATH_1(log) RT_MATH_1(log10) RT_MATH_1(log2)
RT_MATH_1(sinh) RT_MATH_1(cosh) RT_MATH_1(tanh) RT_MATH_1(sin) RT_MATH_1(cos) RT_MATH_1(tan)
RT_MATH_1(asin) RT_MATH_1(acos) RT_MATH_1(atan)
RT_MATH_2(fmod) RT_MATH_2(pow) RT_MATH_2(hypot) RT_MATH_2(atan2) RT_MATH_2(copysign)

double rt_frexp(double x, int *e);
double rt_ldexp(double x, int e);
double rt_modf(double x, double *ip);
float rt_frexpf(float x, int *e);
float rt_ldexpf(float x, int e);
float rt_modff(float x, float *ip);
int rt___rt_fpclassify(double x);
int rt___rt_fpclassifyf(float x);
int rt___rt_signbit(double x);

double rt_strtod(const char *s, char **end);
float rt_strtof(const char *s, char **end);
double rt_atof(const char *s);

extern int rt_errno;

/* rt/src/mathc99.c */
double rt_rint(double x);
double rt_nearbyint(double x);
long rt_lrint(double x);
long long rt_llrint(double x);
long rt_lround(double x);
long long rt_llround(double x);
double rt_nextafter(double x, double y);
double rt_fma(double x, double y, double z);
double rt_nan(const char *tag);
float rt_nanf(const char *tag);
float rt_scalbnf(float x, int e);
float rt_scalblnf(float x, long e);
long long rt_llrintf(float x);
long long rt_llroundf(float x);
float rt_fdimf(float x, float y);
float rt_fmaxf(float x, float y);
float rt_fminf(float x, float y);
float rt_fmaf(float x, float y, float z);
double rt_remainder(double x, double y);
double rt_remquo(double x, double y, int *quo);
double rt_fdim(double x, double y);
int rt_ilogb(double x);
double rt_logb(double x);
double rt_scalbln(double x, long n);
double rt_cbrt(double x);
double rt_expm1(double x);
double rt_log1p(double x);
double rt_exp2(double x);
double rt_asinh(double x);
double rt_acosh(double x);
double rt_atanh(double x);
float rt_rintf(float x);
long rt_lrintf(float x);
long rt_lroundf(float x);
float rt_nextafterf(float x, float y);
float rt_remainderf(float x, float y);
float rt_remquof(float x, float y, int *quo);
int rt_ilogbf(float x);
float rt_logbf(float x);
float rt_cbrtf(float x);
float rt_expm1f(float x);
float rt_log1pf(float x);
float rt_exp2f(float x);
float rt_asinhf(float x);
float rt_acoshf(float x);
float rt_atanhf(float x);
/* rt/src/erf.c, gamma.c, nexttoward.c */
double rt_erf(double x);
double rt_erfc(double x);
double rt_tgamma(double x);
double rt_lgamma(double x);
double rt_lgamma_r(double x, int *sign);
float rt_erff(float x);
float rt_erfcf(float x);
float rt_tgammaf(float x);
float rt_lgammaf(float x);
float rt_lgammaf_r(float x, int *sign);
extern int rt_signgam;
double rt_nexttoward(double x, long double y);
float rt_nexttowardf(float x, long double y);

/* rt/src/complex.c and mulc3.c (the float forms rt_cexpf ..., same pattern) */
#define RT_COMPLEX_1(name) \
	double _Complex rt_##name(double _Complex z); float _Complex rt_##name##f(float _Complex z);
RT_COMPLEX_1(cexp) RT_COMPLEX_1(clog) RT_COMPLEX_1(csqrt) RT_COMPLEX_1(csin) RT_COMPLEX_1(ccos)
RT_COMPLEX_1(ctan) RT_COMPLEX_1(casin) RT_COMPLEX_1(cacos) RT_COMPLEX_1(catan)
RT_COMPLEX_1(csinh) RT_COMPLEX_1(ccosh) RT_COMPLEX_1(ctanh) RT_COMPLEX_1(casinh)
RT_COMPLEX_1(cacosh) RT_COMPLEX_1(catanh) RT_COMPLEX_1(cproj) RT_COMPLEX_1(conj)
double _Complex rt_cpow(double _Complex x, double _Complex y);
float _Complex rt_cpowf(float _Complex x, float _Complex y);
double rt_cabs(double _Complex z);
double rt_carg(double _Complex z);
double rt_creal(double _Complex z);
double rt_cimag(double _Complex z);
float rt_cabsf(float _Complex z);
float rt_cargf(float _Complex z);
float rt_crealf(float _Complex z);
float rt_cimagf(float _Complex z);
double _Complex rt___muldc3(double a, double b, double c, double d);
double _Complex rt___divdc3(double a, double b, double c, double d);
float _Complex rt___mulsc3(float a, float b, float c, float d);
float _Complex rt___divsc3(float a, float b, float c, float d);

#endif

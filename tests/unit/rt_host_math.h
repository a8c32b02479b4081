/* rt_host_math.h — rt's mathematical functions and float conversions as the host unit tests
 * see them: every rt symbol carries the rt_ prefix. */
#ifndef AEX_RT_HOST_MATH_H
#define AEX_RT_HOST_MATH_H

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

#endif

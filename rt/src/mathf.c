/* mathf.c — the float forms of rt's mathematical functions: each computes in double and
 * rounds once to float, within one float ulp (exact where the double function is). */
#include <math.h>
#include "rt.h"

/* Each under its internal name with its public one a weak alias (RT_WEAK); the double forms
 * are called by their public names, as between rt's files (docs/rt.md, "Names"). */
#define F1(name, dname) \
	RT_WEAK(name, __rt_##name); \
	float __rt_##name(float x) { return (float)dname((double)x); }
#define F2(name, dname) \
	RT_WEAK(name, __rt_##name); \
	float __rt_##name(float x, float y) { return (float)dname((double)x, (double)y); }

F1(fabsf, fabs)
F1(sqrtf, sqrt)
F1(floorf, floor)
F1(ceilf, ceil)
F1(truncf, trunc)
F1(roundf, round)
F1(expf, exp)
F1(logf, log)
F1(log10f, log10)
F1(log2f, log2)
F1(sinhf, sinh)
F1(coshf, cosh)
F1(tanhf, tanh)
F1(sinf, sin)
F1(cosf, cos)
F1(tanf, tan)
F1(asinf, asin)
F1(acosf, acos)
F1(atanf, atan)
F2(fmodf, fmod)
F2(powf, pow)
F2(hypotf, hypot)
F2(atan2f, atan2)
F2(copysignf, copysign)

RT_WEAK(frexpf, __rt_frexpf);
float __rt_frexpf(float x, int *e)
{
	return (float)frexp((double)x, e);
}

RT_WEAK(ldexpf, __rt_ldexpf);
float __rt_ldexpf(float x, int e)
{
	return (float)ldexp((double)x, e);
}

RT_WEAK(modff, __rt_modff);
float __rt_modff(float x, float *ip)
{
	double i, f = modf((double)x, &i);

	*ip = (float)i;
	return (float)f;
}

/* mathmore.c — more of C99's <math.h>, all exact: nan and nanf (the payload read as strtod
 * reads "NAN(...)"), and the float forms scalbnf, scalblnf, llrintf, llroundf, fdimf, fmaxf
 * and fminf, from the double ones (a float widens to double exactly, and each double result
 * here is exact before its one rounding to float). */
#include <limits.h>
#include <math.h>
#include <stdlib.h>
#include "rt.h"

double __rt_strtod(const char *restrict s, char **restrict end);
float __rt_strtof(const char *restrict s, char **restrict end);
double __rt_scalbn(double x, int e);
double __rt_fmax(double x, double y);
double __rt_fmin(double x, double y);
long long __rt_llrint(double x);
long long __rt_llround(double x);

/* "NAN(" tag ")" into buf, or "NAN" when the tag does not fit (glibc reads the tag as
 * strtod does; one too long for any payload gives the default NaN too). */
static const char *nan_text(const char *tag, char *buf, size_t n)
{
	size_t k = 0;

	buf[k++] = 'N';
	buf[k++] = 'A';
	buf[k++] = 'N';
	buf[k++] = '(';
	for (; tag && *tag && k + 2 < n; tag++)
		buf[k++] = *tag;
	if (tag && *tag)
		return "NAN";
	buf[k++] = ')';
	buf[k] = '\0';
	return buf;
}

RT_WEAK(nan, __rt_nan);
double __rt_nan(const char *tag)
{
	char buf[128];

	return __rt_strtod(nan_text(tag, buf, sizeof buf), NULL);
}

RT_WEAK(nanf, __rt_nanf);
float __rt_nanf(const char *tag)
{
	char buf[128];

	return __rt_strtof(nan_text(tag, buf, sizeof buf), NULL);
}

RT_WEAK(scalbnf, __rt_scalbnf);
float __rt_scalbnf(float x, int e)
{
	/* beyond +-400 every float result is 0 or infinite already */
	return (float)__rt_scalbn(x, e < -400 ? -400 : e > 400 ? 400 : e);
}

RT_WEAK(scalblnf, __rt_scalblnf);
float __rt_scalblnf(float x, long e)
{
	return __rt_scalbnf(x, e < -400 ? -400 : e > 400 ? 400 : (int)e);
}

RT_WEAK(llrintf, __rt_llrintf);
long long __rt_llrintf(float x)
{
	return __rt_llrint(x);
}

RT_WEAK(llroundf, __rt_llroundf);
long long __rt_llroundf(float x)
{
	return __rt_llround(x);
}

RT_WEAK(fdimf, __rt_fdimf);
float __rt_fdimf(float x, float y)
{
	if (x != x || y != y)
		return x + y;   /* a NaN */
	return x > y ? x - y : 0.0f;
}

RT_WEAK(fmaxf, __rt_fmaxf);
float __rt_fmaxf(float x, float y)
{
	return (float)__rt_fmax(x, y);
}

RT_WEAK(fminf, __rt_fminf);
float __rt_fminf(float x, float y)
{
	return (float)__rt_fmin(x, y);
}

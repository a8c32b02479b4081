/* math.h — the mathematical library of aex guest programs (rt): IEEE-754 double functions in
 * portable C (rt/src/math.c, trig.c, explog.c, mathc99.c, erf.c, gamma.c, ...), their float
 * forms and their long double forms (mathl.c, mathlx.c). docs/rt.md has the accuracy. */
#ifndef RT_MATH_H
#define RT_MATH_H

#define HUGE_VAL __builtin_huge_val()
#define HUGE_VALF __builtin_huge_valf()
#define INFINITY __builtin_inff()
#define NAN __builtin_nanf("")

#define MATH_ERRNO 1
#define MATH_ERREXCEPT 2
#define math_errhandling MATH_ERRNO	/* errno EDOM and ERANGE; no exception flags */

/* ilogb of 0 and of a NaN: glibc's on x86-64, so a guest prints what the host build does */
#define FP_ILOGB0 (-2147483647 - 1)
#define FP_ILOGBNAN (-2147483647 - 1)

#define FP_NAN 0
#define FP_INFINITE 1
#define FP_ZERO 2
#define FP_SUBNORMAL 3
#define FP_NORMAL 4

#define M_E 2.7182818284590452354
#define M_LOG2E 1.4426950408889634074
#define M_LOG10E 0.43429448190325182765
#define M_LN2 0.69314718055994530942
#define M_LN10 2.30258509299404568402
#define M_PI 3.14159265358979323846
#define M_PI_2 1.57079632679489661923
#define M_PI_4 0.78539816339744830962
#define M_1_PI 0.31830988618379067154
#define M_2_PI 0.63661977236758134308
#define M_2_SQRTPI 1.12837916709551257390
#define M_SQRT2 1.41421356237309504880
#define M_SQRT1_2 0.70710678118654752440

typedef float float_t;
typedef double double_t;

/* Classification on the bits, so it needs no floating-point comparison (none of these is
 * a helper call on soft-float MIPS). A long double argument is converted to double. */
int __rt_fpclassify(double x);
int __rt_fpclassifyf(float x);
int __rt_signbit(double x);
int __rt_signbitf(float x);
#define __RT_FPGEN(fn, x) _Generic((x), float: fn##f, default: fn)(x)
#define fpclassify(x) __RT_FPGEN(__rt_fpclassify, x)
#define signbit(x) __RT_FPGEN(__rt_signbit, x)
#define isnan(x) (fpclassify(x) == FP_NAN)
#define isinf(x) (fpclassify(x) == FP_INFINITE)
#define isfinite(x) (fpclassify(x) >= FP_ZERO)
#define isnormal(x) (fpclassify(x) == FP_NORMAL)
/* The quiet comparisons: the compiler's (an unordered comparison raises no invalid). */
#define isgreater(x, y) __builtin_isgreater(x, y)
#define isgreaterequal(x, y) __builtin_isgreaterequal(x, y)
#define isless(x, y) __builtin_isless(x, y)
#define islessequal(x, y) __builtin_islessequal(x, y)
#define islessgreater(x, y) __builtin_islessgreater(x, y)
#define isunordered(x, y) __builtin_isunordered(x, y)

/* rt/src/math.c: exact functions. */
double fabs(double x);
double sqrt(double x);
double floor(double x);
double ceil(double x);
double trunc(double x);
double round(double x);
double fmod(double x, double y);
double frexp(double x, int *e);
double ldexp(double x, int e);
double scalbn(double x, int e);
double modf(double x, double *ip);
double copysign(double x, double y);
double fmin(double x, double y);
double fmax(double x, double y);
/* x * y + z rounded once (rt/src/fma.c) */
double fma(double x, double y, double z);
float fmaf(float x, float y, float z);
double hypot(double x, double y);

/* rt/src/explog.c. */
double exp(double x);
double log(double x);
double log10(double x);
double log2(double x);
double pow(double x, double y);
double sinh(double x);
double cosh(double x);
double tanh(double x);

/* rt/src/trig.c. */
double sin(double x);
double cos(double x);
double tan(double x);
double asin(double x);
double acos(double x);
double atan(double x);
double atan2(double y, double x);

/* The float forms: computed in double and rounded once (rt/src/mathf.c). */
float fabsf(float x);
float sqrtf(float x);
float floorf(float x);
float ceilf(float x);
float truncf(float x);
float roundf(float x);
float fmodf(float x, float y);
float frexpf(float x, int *e);
float ldexpf(float x, int e);
float modff(float x, float *ip);
float copysignf(float x, float y);
float hypotf(float x, float y);
float expf(float x);
float logf(float x);
float log10f(float x);
float log2f(float x);
float powf(float x, float y);
float sinhf(float x);
float coshf(float x);
float tanhf(float x);
float sinf(float x);
float cosf(float x);
float tanf(float x);
float asinf(float x);
float acosf(float x);
float atanf(float x);
float atan2f(float y, float x);

/* rt/src/mathc99.c: C99's additions. Exact: */
double rint(double x);
double nearbyint(double x);
long lrint(double x);
long long llrint(double x);
long lround(double x);
long long llround(double x);
double nextafter(double x, double y);
double remainder(double x, double y);
double remquo(double x, double y, int *quo);
double fdim(double x, double y);
int ilogb(double x);
double logb(double x);
double scalbln(double x, long n);
/* ... and approximated (docs/rt.md): */
double cbrt(double x);
double expm1(double x);
double log1p(double x);
double exp2(double x);
double asinh(double x);
double acosh(double x);
double atanh(double x);
float rintf(float x);
float nearbyintf(float x);
long lrintf(float x);
long lroundf(float x);
float nextafterf(float x, float y);
/* rt/src/mathmore.c */
double nan(const char *tag);
float nanf(const char *tag);
float scalbnf(float x, int e);
float scalblnf(float x, long e);
long long llrintf(float x);
long long llroundf(float x);
float fdimf(float x, float y);
float fmaxf(float x, float y);
float fminf(float x, float y);
float remainderf(float x, float y);
float remquof(float x, float y, int *quo);
int ilogbf(float x);
float logbf(float x);
float cbrtf(float x);
float expm1f(float x);
float log1pf(float x);
float exp2f(float x);
float asinhf(float x);
float acoshf(float x);
float atanhf(float x);
/* rt/src/erf.c, gamma.c (docs/rt.md): the error and gamma functions. lgamma and lgammaf set
 * signgam to the sign of Gamma(x); lgamma_r and lgammaf_r store it in *sign instead. */
double erf(double x);
double erfc(double x);
double tgamma(double x);
double lgamma(double x);
double lgamma_r(double x, int *sign);
float erff(float x);
float erfcf(float x);
float tgammaf(float x);
float lgammaf(float x);
float lgammaf_r(float x, int *sign);
extern int signgam;
/* rt/src/nexttoward.c: exact, comparing x with y on y's bits (no long double arithmetic) */
double nexttoward(double x, long double y);
float nexttowardf(float x, long double y);

/* The long double forms (rt/src/mathl.c, mathlx.c; docs/rt.md, "Floating point"). On MIPS
 * o32 long double is double and each is the double function; on SPARC and RV32 it is IEEE
 * binary128: the exact functions below are exact in binary128, the others carry double's
 * precision (about 2^-53 relative) over binary128's whole range. */
#define HUGE_VALL __builtin_huge_vall()
/* exact */
long double fabsl(long double x);
long double copysignl(long double x, long double y);
long double ceill(long double x);
long double floorl(long double x);
long double truncl(long double x);
long double roundl(long double x);
long double rintl(long double x);
long double nearbyintl(long double x);
long lrintl(long double x);
long long llrintl(long double x);
long lroundl(long double x);
long long llroundl(long double x);
long double fmodl(long double x, long double y);
long double remainderl(long double x, long double y);
long double remquol(long double x, long double y, int *quo);
long double frexpl(long double x, int *e);
long double ldexpl(long double x, int e);
long double scalbnl(long double x, int e);
long double scalblnl(long double x, long e);
int ilogbl(long double x);
long double logbl(long double x);
long double modfl(long double x, long double *ip);
long double nextafterl(long double x, long double y);
long double nexttowardl(long double x, long double y);
long double fdiml(long double x, long double y);
long double fmaxl(long double x, long double y);
long double fminl(long double x, long double y);
long double sqrtl(long double x);
long double nanl(const char *tag);
long double fmal(long double x, long double y, long double z);
/* double's precision */
long double expl(long double x);
long double exp2l(long double x);
long double expm1l(long double x);
long double logl(long double x);
long double log2l(long double x);
long double log10l(long double x);
long double log1pl(long double x);
long double powl(long double x, long double y);
long double cbrtl(long double x);
long double hypotl(long double x, long double y);
long double sinl(long double x);
long double cosl(long double x);
long double tanl(long double x);
long double asinl(long double x);
long double acosl(long double x);
long double atanl(long double x);
long double atan2l(long double y, long double x);
long double sinhl(long double x);
long double coshl(long double x);
long double tanhl(long double x);
long double asinhl(long double x);
long double acoshl(long double x);
long double atanhl(long double x);
long double erfl(long double x);
long double erfcl(long double x);
long double lgammal(long double x);
long double tgammal(long double x);

#endif

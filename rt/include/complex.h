/* complex.h — C99's complex arithmetic for aex guest programs (rt): the double and float
 * functions of rt/src/complex.c and the long double ones of complexl.c (docs/rt.md,
 * "Floating point"). */
#ifndef RT_COMPLEX_H
#define RT_COMPLEX_H

#define complex _Complex
#define _Complex_I (__extension__ 1.0iF)
#define I _Complex_I
/* C11: x + iy made without arithmetic, so an infinite or NaN part leaves the other as given */
#define CMPLX(x, y) __builtin_complex((double)(x), (double)(y))
#define CMPLXF(x, y) __builtin_complex((float)(x), (float)(y))
#define CMPLXL(x, y) __builtin_complex((long double)(x), (long double)(y))

/* Exact: */
double cabs(double complex z);
double carg(double complex z);
double cimag(double complex z);
double creal(double complex z);
double complex conj(double complex z);
double complex cproj(double complex z);
float cabsf(float complex z);
float cargf(float complex z);
float cimagf(float complex z);
float crealf(float complex z);
float complex conjf(float complex z);
float complex cprojf(float complex z);

/* From rt's real functions, C99 Annex G's special values as glibc's (docs/rt.md): */
double complex cexp(double complex z);
double complex clog(double complex z);
double complex cpow(double complex x, double complex y);
double complex csqrt(double complex z);
double complex csin(double complex z);
double complex ccos(double complex z);
double complex ctan(double complex z);
double complex casin(double complex z);
double complex cacos(double complex z);
double complex catan(double complex z);
double complex csinh(double complex z);
double complex ccosh(double complex z);
double complex ctanh(double complex z);
double complex casinh(double complex z);
double complex cacosh(double complex z);
double complex catanh(double complex z);
/* ... and their float forms, computed in double and rounded once per part: */
float complex cexpf(float complex z);
float complex clogf(float complex z);
float complex cpowf(float complex x, float complex y);
float complex csqrtf(float complex z);
float complex csinf(float complex z);
float complex ccosf(float complex z);
float complex ctanf(float complex z);
float complex casinf(float complex z);
float complex cacosf(float complex z);
float complex catanf(float complex z);
float complex csinhf(float complex z);
float complex ccoshf(float complex z);
float complex ctanhf(float complex z);
float complex casinhf(float complex z);
float complex cacoshf(float complex z);
float complex catanhf(float complex z);

/* The long double forms (rt/src/complexl.c): creall cimagl conjl cprojl exact, cabsl and
 * cargl hypotl and atan2l; the others the double functions on parts rounded to double. */
long double cabsl(long double complex z);
long double cargl(long double complex z);
long double cimagl(long double complex z);
long double creall(long double complex z);
long double complex conjl(long double complex z);
long double complex cprojl(long double complex z);
long double complex cexpl(long double complex z);
long double complex clogl(long double complex z);
long double complex cpowl(long double complex x, long double complex y);
long double complex csqrtl(long double complex z);
long double complex csinl(long double complex z);
long double complex ccosl(long double complex z);
long double complex ctanl(long double complex z);
long double complex casinl(long double complex z);
long double complex cacosl(long double complex z);
long double complex catanl(long double complex z);
long double complex csinhl(long double complex z);
long double complex ccoshl(long double complex z);
long double complex ctanhl(long double complex z);
long double complex casinhl(long double complex z);
long double complex cacoshl(long double complex z);
long double complex catanhl(long double complex z);

#endif

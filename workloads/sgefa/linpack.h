/* linpack.h — sgefa: LINPACK's LU factorisation (sgefa) and solver (sgesl) with the BLAS-1
 * routines they call, in fixed point. A number is a fix: a 32-bit integer scaled by
 * 2^FIX_FRAC (Q15.16: range +-32768, resolution 1.5e-5); products and quotients go through
 * 64-bit intermediates. Matrices are column major, as in Fortran: element (i, j) of a matrix with
 * leading dimension lda is a[i + j * lda], counting from 0. */
#ifndef LINPACK_H
#define LINPACK_H

#include <stdint.h>

typedef int32_t fix;

#define FIX_FRAC 16
#define FIX_MAX_INT ((1 << (31 - FIX_FRAC)) - 1)	/* the largest whole part */
#define FIX_STR_LEN 40		/* room for fix_str */
#define FIX_ONE ((fix)1 << FIX_FRAC)
#define FIX_INT(n) ((fix)((n) * FIX_ONE))

/* Arithmetic rounds to nearest, ties away from zero. */

/* Rounds a product of two fixes (2 * FIX_FRAC fraction bits) to a fix. */
static inline fix fix_round64(int64_t v)
{
	int64_t half = (int64_t)1 << (FIX_FRAC - 1);

	return (fix)(v >= 0 ? (v + half) >> FIX_FRAC : -((-v + half) >> FIX_FRAC));
}

static inline fix fix_mul(fix a, fix b)
{
	return fix_round64((int64_t)a * b);
}

static inline fix fix_abs(fix a)
{
	return a < 0 ? -a : a;
}

/* fixed.c */
fix fix_div(fix a, fix b);
fix fix_from_ratio(int64_t num, int64_t den);
/* A number in decimal with digits places (at most 9): "-1.234567". buf has FIX_STR_LEN. */
char *fix_str(char *buf, fix x, int digits);
/* Parses a decimal number ("-0.3125", "12"; not "7.5e-3"); returns the number of characters
 * used, or 0. */
int fix_parse(const char *s, fix *out);

/* blas.c: the Basic Linear Algebra Subprograms, level 1, as LINPACK calls them (n elements,
 * stride inc; unit strides unrolled as in the reference versions). */
int isamax(int n, const fix *x, int incx);		/* index of the largest |x|, from 0 */
void sscal(int n, fix a, fix *x, int incx);		/* x = a * x */
void saxpy(int n, fix a, const fix *x, int incx, fix *y, int incy);	/* y += a * x */
fix sdot(int n, const fix *x, int incx, const fix *y, int incy);	/* x . y */
int64_t sasum(int n, const fix *x, int incx);		/* sum of |x|, in fix units */

/* sgefa.c: factors a (n x n, leading dimension lda) as P L U in place; ipvt gets the pivot
 * rows. Returns 0, or k + 1 when U(k, k) is zero (sgesl would divide by zero). */
int sgefa(fix *a, int lda, int n, int *ipvt);
/* Solves a x = b (job 0) or trans(a) x = b (job 1) with the factors; x replaces b. */
void sgesl(const fix *a, int lda, int n, const int *ipvt, fix *b, int job);
/* The determinant from the factors as mantissa * 2^exponent, 1 <= |mantissa| < 2 (sgedi's
 * job 10, in base 2). */
void sgedet(const fix *a, int lda, int n, const int *ipvt, fix *mantissa, int *exponent);

/* matrix.c: the problems. */
struct matrix {
	int n;
	int lda;
	fix *a;
};

void matrix_alloc(struct matrix *m, int n);
void matrix_free(struct matrix *m);
void matgen(struct matrix *m, int n, int seed);
int matrix_read(struct matrix *m, const char *path);
int64_t matrix_norm1(const struct matrix *m);	/* in fix units, without overflow */
/* y = a x (job 0) or trans(a) x (job 1), accumulated exactly and rounded once. */
void matvec(const struct matrix *m, const fix *x, fix *y, int job);

#endif

/* linpack.h — sgefa: LINPACK's LU factorisation (sgefa) and solver (sgesl) with the BLAS-1
 * routines they call, in single precision (float) as LINPACK's s-routines. Matrices are column
 * major, as in Fortran: element (i, j) of a matrix with leading dimension lda is
 * a[i + j * lda], counting from 0. */
#ifndef LINPACK_H
#define LINPACK_H

/* The spacing of floats at 1: 2^-23 (FLT_EPSILON). */
#define SGEFA_EPS 1.1920928955078125e-7f

/* blas.c: the Basic Linear Algebra Subprograms, level 1, as LINPACK calls them (n elements,
 * stride inc; unit strides unrolled as in the reference versions). */
int isamax(int n, const float *x, int incx);		/* index of the largest |x|, from 0 */
void sscal(int n, float a, float *x, int incx);		/* x = a * x */
void saxpy(int n, float a, const float *x, int incx, float *y, int incy);	/* y += a * x */
float sdot(int n, const float *x, int incx, const float *y, int incy);	/* x . y */
float sasum(int n, const float *x, int incx);		/* sum of |x| */

/* sgefa.c: factors a (n x n, leading dimension lda) as P L U in place; ipvt gets the pivot
 * rows. Returns 0, or k + 1 when U(k, k) is zero (sgesl would divide by zero). */
int sgefa(float *a, int lda, int n, int *ipvt);
/* Solves a x = b (job 0) or trans(a) x = b (job 1) with the factors; x replaces b. */
void sgesl(const float *a, int lda, int n, const int *ipvt, float *b, int job);
/* The determinant from the factors as mantissa * 2^exponent, 1 <= |mantissa| < 2 (sgedi's
 * job 10, in base 2). */
void sgedet(const float *a, int lda, int n, const int *ipvt, float *mantissa, int *exponent);

/* matrix.c: the problems. */
struct matrix {
	int n;
	int lda;
	float *a;
};

void matrix_alloc(struct matrix *m, int n);
void matrix_free(struct matrix *m);
void matgen(struct matrix *m, int n, int seed);
int matrix_read(struct matrix *m, const char *path);
float matrix_norm1(const struct matrix *m);
/* y = a x (job 0) or trans(a) x (job 1), accumulated in double and rounded once. */
void matvec(const struct matrix *m, const float *x, float *y, int job);

#endif

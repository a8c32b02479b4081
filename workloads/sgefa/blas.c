/* blas.c — level-1 BLAS in fixed point, after the reference Fortran (Dongarra, 1978): a
 * general loop for any stride and, for unit strides, one unrolled by four (sscal by five). */
#include "linpack.h"

int isamax(int n, const fix *x, int incx)
{
	int imax = 0;
	fix smax;

	if (n < 1)
		return -1;
	if (n == 1)
		return 0;
	smax = fix_abs(x[0]);
	if (incx != 1) {
		for (int i = 1, ix = incx; i < n; i++, ix += incx)
			if (fix_abs(x[ix]) > smax) {
				imax = i;
				smax = fix_abs(x[ix]);
			}
		return imax;
	}
	for (int i = 1; i < n; i++)
		if (fix_abs(x[i]) > smax) {
			imax = i;
			smax = fix_abs(x[i]);
		}
	return imax;
}

void sscal(int n, fix a, fix *x, int incx)
{
	int m, i;

	if (n < 1)
		return;
	if (incx != 1) {
		for (i = 0; i < n * incx; i += incx)
			x[i] = fix_mul(a, x[i]);
		return;
	}
	m = n % 5;
	for (i = 0; i < m; i++)
		x[i] = fix_mul(a, x[i]);
	for (; i < n; i += 5) {
		x[i] = fix_mul(a, x[i]);
		x[i + 1] = fix_mul(a, x[i + 1]);
		x[i + 2] = fix_mul(a, x[i + 2]);
		x[i + 3] = fix_mul(a, x[i + 3]);
		x[i + 4] = fix_mul(a, x[i + 4]);
	}
}

void saxpy(int n, fix a, const fix *x, int incx, fix *y, int incy)
{
	int m, i;

	if (n < 1 || a == 0)
		return;
	if (incx != 1 || incy != 1) {
		int ix = incx < 0 ? (1 - n) * incx : 0, iy = incy < 0 ? (1 - n) * incy : 0;

		for (i = 0; i < n; i++, ix += incx, iy += incy)
			y[iy] += fix_mul(a, x[ix]);
		return;
	}
	m = n % 4;
	for (i = 0; i < m; i++)
		y[i] += fix_mul(a, x[i]);
	for (; i < n; i += 4) {
		y[i] += fix_mul(a, x[i]);
		y[i + 1] += fix_mul(a, x[i + 1]);
		y[i + 2] += fix_mul(a, x[i + 2]);
		y[i + 3] += fix_mul(a, x[i + 3]);
	}
}

/* The products are summed exactly and rounded once (no overflow while the elements stay
 * below 2^15 / sqrt(n) in magnitude). */
fix sdot(int n, const fix *x, int incx, const fix *y, int incy)
{
	int64_t sum = 0;
	int m, i;

	if (n < 1)
		return 0;
	if (incx != 1 || incy != 1) {
		int ix = incx < 0 ? (1 - n) * incx : 0, iy = incy < 0 ? (1 - n) * incy : 0;

		for (i = 0; i < n; i++, ix += incx, iy += incy)
			sum += (int64_t)x[ix] * y[iy];
		return fix_round64(sum);
	}
	m = n % 5;
	for (i = 0; i < m; i++)
		sum += (int64_t)x[i] * y[i];
	for (; i < n; i += 5)
		sum += (int64_t)x[i] * y[i] + (int64_t)x[i + 1] * y[i + 1] +
		       (int64_t)x[i + 2] * y[i + 2] + (int64_t)x[i + 3] * y[i + 3] +
		       (int64_t)x[i + 4] * y[i + 4];
	return fix_round64(sum);
}

int64_t sasum(int n, const fix *x, int incx)
{
	int64_t sum = 0;

	for (int i = 0; i < n; i++)
		sum += fix_abs(x[i * incx]);
	return sum;
}

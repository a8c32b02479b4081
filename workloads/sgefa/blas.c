/* blas.c — level-1 BLAS in single precision, after the reference Fortran (Dongarra, 1978): a
 * general loop for any stride and, for unit strides, one unrolled by four (sscal, sdot by five). */
#include "linpack.h"

static float sabs(float a)
{
	return a < 0 ? -a : a;
}

int isamax(int n, const float *x, int incx)
{
	int imax = 0;
	float smax;

	if (n < 1)
		return -1;
	if (n == 1)
		return 0;
	smax = sabs(x[0]);
	if (incx != 1) {
		for (int i = 1, ix = incx; i < n; i++, ix += incx)
			if (sabs(x[ix]) > smax) {
				imax = i;
				smax = sabs(x[ix]);
			}
		return imax;
	}
	for (int i = 1; i < n; i++)
		if (sabs(x[i]) > smax) {
			imax = i;
			smax = sabs(x[i]);
		}
	return imax;
}

void sscal(int n, float a, float *x, int incx)
{
	int m, i;

	if (n < 1)
		return;
	if (incx != 1) {
		for (i = 0; i < n * incx; i += incx)
			x[i] = a * x[i];
		return;
	}
	m = n % 5;
	for (i = 0; i < m; i++)
		x[i] = a * x[i];
	for (; i < n; i += 5) {
		x[i] = a * x[i];
		x[i + 1] = a * x[i + 1];
		x[i + 2] = a * x[i + 2];
		x[i + 3] = a * x[i + 3];
		x[i + 4] = a * x[i + 4];
	}
}

void saxpy(int n, float a, const float *x, int incx, float *y, int incy)
{
	int m, i;

	if (n < 1 || a == 0)
		return;
	if (incx != 1 || incy != 1) {
		int ix = incx < 0 ? (1 - n) * incx : 0, iy = incy < 0 ? (1 - n) * incy : 0;

		for (i = 0; i < n; i++, ix += incx, iy += incy)
			y[iy] += a * x[ix];
		return;
	}
	m = n % 4;
	for (i = 0; i < m; i++)
		y[i] += a * x[i];
	for (; i < n; i += 4) {
		y[i] += a * x[i];
		y[i + 1] += a * x[i + 1];
		y[i + 2] += a * x[i + 2];
		y[i + 3] += a * x[i + 3];
	}
}

float sdot(int n, const float *x, int incx, const float *y, int incy)
{
	float sum = 0;
	int m, i;

	if (n < 1)
		return 0;
	if (incx != 1 || incy != 1) {
		int ix = incx < 0 ? (1 - n) * incx : 0, iy = incy < 0 ? (1 - n) * incy : 0;

		for (i = 0; i < n; i++, ix += incx, iy += incy)
			sum += x[ix] * y[iy];
		return sum;
	}
	m = n % 5;
	for (i = 0; i < m; i++)
		sum += x[i] * y[i];
	for (; i < n; i += 5)
		sum = sum + x[i] * y[i] + x[i + 1] * y[i + 1] + x[i + 2] * y[i + 2] +
		      x[i + 3] * y[i + 3] + x[i + 4] * y[i + 4];
	return sum;
}

float sasum(int n, const float *x, int incx)
{
	float sum = 0;

	for (int i = 0; i < n; i++)
		sum += sabs(x[i * incx]);
	return sum;
}

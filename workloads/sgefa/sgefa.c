/* sgefa.c — LINPACK's sgefa (Gaussian elimination with partial pivoting, column oriented:
 * the multipliers are scaled down a column, then each later column is updated by saxpy) and
 * sgesl (the forward and back substitutions, for a or its transpose), after Moler's Fortran
 * of 1978; sgedet is sgedi's determinant, in base 2. */
#include "linpack.h"

static float sabs(float a)
{
	return a < 0 ? -a : a;
}

int sgefa(float *a, int lda, int n, int *ipvt)
{
	int info = 0;

	for (int k = 0; k < n - 1; k++) {
		float *col = a + k * lda;		/* column k */
		int l = isamax(n - k, col + k, 1) + k;
		float t;

		ipvt[k] = l;
		if (col[l] == 0) {
			/* A zero pivot: this column is already triangular. */
			info = k + 1;
			continue;
		}
		if (l != k) {
			t = col[l];
			col[l] = col[k];
			col[k] = t;
		}
		/* The multipliers, negated: column k below the diagonal times -1 / pivot. */
		t = -1.0f / col[k];
		sscal(n - k - 1, t, col + k + 1, 1);
		/* Row elimination with column indexing. */
		for (int j = k + 1; j < n; j++) {
			float *cj = a + j * lda;

			t = cj[l];
			if (l != k) {
				cj[l] = cj[k];
				cj[k] = t;
			}
			saxpy(n - k - 1, t, col + k + 1, 1, cj + k + 1, 1);
		}
	}
	ipvt[n - 1] = n - 1;
	if (a[(n - 1) + (n - 1) * lda] == 0)
		info = n;
	return info;
}

void sgesl(const float *a, int lda, int n, const int *ipvt, float *b, int job)
{
	float t;

	if (job == 0) {
		/* Solve L y = b, applying the interchanges as they come. */
		for (int k = 0; k < n - 1; k++) {
			int l = ipvt[k];

			t = b[l];
			if (l != k) {
				b[l] = b[k];
				b[k] = t;
			}
			saxpy(n - k - 1, t, a + k + 1 + k * lda, 1, b + k + 1, 1);
		}
		/* Solve U x = y, column by column from the last. */
		for (int k = n - 1; k >= 0; k--) {
			b[k] /= a[k + k * lda];
			t = -b[k];
			saxpy(k, t, a + k * lda, 1, b, 1);
		}
		return;
	}
	/* Solve trans(U) y = b. */
	for (int k = 0; k < n; k++) {
		t = sdot(k, a + k * lda, 1, b, 1);
		b[k] = (b[k] - t) / a[k + k * lda];
	}
	/* Solve trans(L) x = y, undoing the interchanges from the last. */
	for (int k = n - 2; k >= 0; k--) {
		int l = ipvt[k];

		b[k] += sdot(n - k - 1, a + k + 1 + k * lda, 1, b + k + 1, 1);
		if (l != k) {
			t = b[l];
			b[l] = b[k];
			b[k] = t;
		}
	}
}

void sgedet(const float *a, int lda, int n, const int *ipvt, float *mantissa, int *exponent)
{
	float m = 1;
	int e = 0;

	for (int i = 0; i < n; i++) {
		if (ipvt[i] != i)
			m = -m;
		m *= a[i + i * lda];
		if (m == 0)
			break;
		/* Scaling by powers of two is exact: the product never overflows. */
		while (sabs(m) >= 2) {
			m *= 0.5f;
			e++;
		}
		while (sabs(m) < 1) {
			m *= 2;
			e--;
		}
	}
	*mantissa = m != 0 ? m : 0;
	*exponent = m != 0 ? e : 0;
}

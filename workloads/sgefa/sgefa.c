/* sgefa.c — LINPACK's sgefa (Gaussian elimination with partial pivoting, column oriented:
 * the multipliers are scaled down a column, then each later column is updated by saxpy) and
 * sgesl (the forward and back substitutions, for a or its transpose), after Moler's Fortran
 * of 1978; sgedet is sgedi's determinant, in base 2. */
#include "linpack.h"

int sgefa(fix *a, int lda, int n, int *ipvt)
{
	int info = 0;

	for (int k = 0; k < n - 1; k++) {
		fix *col = a + k * lda;		/* column k */
		int l = isamax(n - k, col + k, 1) + k;
		fix t;

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
		t = fix_div(-FIX_ONE, col[k]);
		sscal(n - k - 1, t, col + k + 1, 1);
		/* Row elimination with column indexing. */
		for (int j = k + 1; j < n; j++) {
			fix *cj = a + j * lda;

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

void sgesl(const fix *a, int lda, int n, const int *ipvt, fix *b, int job)
{
	fix t;

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
			b[k] = fix_div(b[k], a[k + k * lda]);
			t = -b[k];
			saxpy(k, t, a + k * lda, 1, b, 1);
		}
		return;
	}
	/* Solve trans(U) y = b. */
	for (int k = 0; k < n; k++) {
		t = sdot(k, a + k * lda, 1, b, 1);
		b[k] = fix_div(b[k] - t, a[k + k * lda]);
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

void sgedet(const fix *a, int lda, int n, const int *ipvt, fix *mantissa, int *exponent)
{
	fix m = FIX_ONE;
	int e = 0;

	for (int i = 0; i < n; i++) {
		fix d = a[i + i * lda];
		int64_t p;

		if (ipvt[i] != i)
			m = -m;
		if (d == 0) {
			m = 0;
			break;
		}
		/* Normalise the pivot to 1 <= |d| < 2 first, so the product stays in range. */
		while (fix_abs(d) >= 2 * FIX_ONE) {
			d = fix_round64((int64_t)d * (FIX_ONE / 2));
			e++;
		}
		while (fix_abs(d) < FIX_ONE) {
			d *= 2;
			e--;
		}
		p = (int64_t)m * d;
		m = fix_round64(p);
		while (fix_abs(m) >= 2 * FIX_ONE) {
			m = fix_round64((int64_t)m * (FIX_ONE / 2));
			e++;
		}
	}
	*mantissa = m;
	*exponent = m ? e : 0;
}

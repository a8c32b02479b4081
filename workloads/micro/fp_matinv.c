/* fp_matinv.c — matrix inversion in double by Gauss-Jordan elimination with partial pivoting,
 * on an [A | I] tableau: a small integer matrix, seeded pseudo-random ones, a symmetric
 * tridiagonal one, the ill-conditioned Hilbert matrices of order 6 and 8, and a singular one.
 * For each prints the pivot swaps, the determinant, the largest entry of the inverse, the
 * residual norm max|A*inv(A) - I|, and a checksum of the inverse's bits; then a checksum line. */
#include <math.h>
#include <stdio.h>
#include <string.h>

#define NMAX 10

static double a[NMAX][NMAX], inv[NMAX][NMAX];
static unsigned seed = 12345;

/* A fraction in [-1, 1) with 2^-16 resolution, from a 32-bit LCG. */
static double next(void)
{
	seed = seed * 1103515245u + 12345u;
	return (double)((int)(seed >> 15 & 0x1ffff) - 0x10000) / 65536.0;
}

/* Inverts a (n x n) into inv; returns the number of row swaps, or -1 if singular. The
 * determinant is the product of the pivots, negated once per swap. */
static int gauss_jordan(int n, double *det)
{
	static double t[NMAX][2 * NMAX];
	int swaps = 0;

	for (int i = 0; i < n; i++)
		for (int j = 0; j < 2 * n; j++)
			t[i][j] = j < n ? a[i][j] : (j - n == i);
	*det = 1;
	for (int k = 0; k < n; k++) {
		int p = k;
		double piv;

		for (int i = k + 1; i < n; i++)
			if (fabs(t[i][k]) > fabs(t[p][k]))
				p = i;
		if (t[p][k] == 0) {
			*det = 0;
			return -1;
		}
		if (p != k) {
			double row[2 * NMAX];

			memcpy(row, t[p], sizeof row);
			memcpy(t[p], t[k], sizeof row);
			memcpy(t[k], row, sizeof row);
			swaps++;
			*det = -*det;
		}
		piv = t[k][k];
		*det *= piv;
		for (int j = 0; j < 2 * n; j++)
			t[k][j] /= piv;
		for (int i = 0; i < n; i++) {
			double f = t[i][k];

			if (i == k || f == 0)
				continue;
			for (int j = 0; j < 2 * n; j++)
				t[i][j] -= f * t[k][j];
		}
	}
	for (int i = 0; i < n; i++)
		for (int j = 0; j < n; j++)
			inv[i][j] = t[i][n + j];
	return swaps;
}

static double residual(int n)
{
	double r = 0;

	for (int i = 0; i < n; i++)
		for (int j = 0; j < n; j++) {
			double s = 0;

			for (int k = 0; k < n; k++)
				s += a[i][k] * inv[k][j];
			s -= i == j;
			if (fabs(s) > r)
				r = fabs(s);
		}
	return r;
}

static unsigned total;

static void run(const char *name, int n)
{
	double det, big = 0;
	unsigned h = 0;
	int swaps = gauss_jordan(n, &det);

	if (swaps < 0) {
		printf("%-10s n=%d singular\n", name, n);
		total = total * 31 + 1;
		return;
	}
	for (int i = 0; i < n; i++)
		for (int j = 0; j < n; j++) {
			unsigned long long bits;

			memcpy(&bits, &inv[i][j], sizeof bits);
			h = h * 31 + (unsigned)(bits >> 32) * 7 + (unsigned)bits;
			if (fabs(inv[i][j]) > fabs(big))
				big = inv[i][j];
		}
	printf("%-10s n=%d swaps %d det %.6e max %.6e residual %.3e bits %08x\n", name, n, swaps,
	       det, big, residual(n), h);
	total = total * 31 + h;
}

int main(void)
{
	static const double small[4][4] = {
		{ 2, -1, 0, 3 }, { 4, 1, -2, 0 }, { -1, 5, 1, 1 }, { 0, 2, 7, -3 },
	};

	for (int i = 0; i < 4; i++)
		for (int j = 0; j < 4; j++)
			a[i][j] = small[i][j];
	run("integer", 4);
	for (int n = 5; n <= 10; n += 5) {
		for (int i = 0; i < n; i++)
			for (int j = 0; j < n; j++)
				a[i][j] = next();
		run("random", n);
	}
	for (int i = 0; i < 7; i++)
		for (int j = 0; j < 7; j++)
			a[i][j] = i == j ? 2 : (i - j == 1 || j - i == 1) ? -1 : 0;
	run("tridiag", 7);
	for (int n = 6; n <= 8; n += 2) {
		for (int i = 0; i < n; i++)
			for (int j = 0; j < n; j++)
				a[i][j] = 1.0 / (i + j + 1);
		run("hilbert", n);
	}
	for (int i = 0; i < 5; i++)
		for (int j = 0; j < 5; j++)
			a[i][j] = i < 4 ? (i + 1) * (j + 2) % 7 : a[1][j] + a[2][j];
	run("singular", 5);
	printf("fp_matinv %u\n", total);
	return 0;
}

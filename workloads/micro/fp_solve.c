/* fp_solve.c — quadratic and cubic equations over a table of coefficients, in double: the
 * quadratic by the cancellation-free formula (real or complex roots), the cubic by the
 * trigonometric method when it has three real roots (acos, cos) and by Cardano's formula
 * otherwise (cube roots through pow, polished by a Newton step). Prints the roots rounded to
 * 1e-6, whether each satisfies its equation, and a checksum of the rounded roots. */
#include <math.h>
#include <stdio.h>

#define PI 3.141592653589793

static unsigned sum;
static int bad;

/* x rounded to 1e-6, never -0. */
static double round6(double x)
{
	double r = floor(x * 1e6 + 0.5) / 1e6;

	return r == 0 ? 0 : r;
}

static void note(double x)
{
	sum = sum * 31 + (unsigned)(long long)floor(x * 1e6 + 0.5);
}

static double cube_root(double x)
{
	double r;

	if (x == 0)
		return 0;
	r = pow(fabs(x), 1.0 / 3);
	r -= (r * r * r - fabs(x)) / (3 * r * r);
	return x < 0 ? -r : r;
}

static void sort3(double *r, int n)
{
	for (int i = 1; i < n; i++)
		for (int j = i; j > 0 && r[j] < r[j - 1]; j--) {
			double t = r[j];

			r[j] = r[j - 1];
			r[j - 1] = t;
		}
}

static void quadratic(double a, double b, double c)
{
	double d = b * b - 4 * a * c;

	printf("%g x^2 %+g x %+g:", a, b, c);
	if (a == 0) {
		double x = round6(-c / b);

		printf(" linear %.6f\n", x);
		note(x);
	} else if (d < 0) {
		double re = round6(-b / (2 * a)), im = round6(sqrt(-d) / (2 * fabs(a)));

		printf(" complex %.6f +- %.6fi\n", re, im);
		note(re);
		note(im);
	} else {
		double s = sqrt(d), q = -0.5 * (b + (b < 0 ? -s : s)), r[2];
		int ok = 1;

		r[0] = q / a;
		r[1] = q != 0 ? c / q : r[0];
		sort3(r, 2);
		for (int i = 0; i < 2; i++) {
			double x = r[i], p = (a * x + b) * x + c;

			if (fabs(p) > 1e-9 * (fabs(a * x * x) + fabs(b * x) + fabs(c) + 1))
				ok = 0;
			r[i] = round6(x);
			note(r[i]);
		}
		printf(" real %.6f %.6f%s\n", r[0], r[1], ok ? "" : " (inexact)");
		bad += !ok;
	}
}

/* x^3 + a x^2 + b x + c = 0 */
static void cubic(double a, double b, double c)
{
	double q = (a * a - 3 * b) / 9, r = (2 * a * a * a - 9 * a * b + 27 * c) / 54;
	double q3 = q * q * q, x[3];
	int n, ok = 1;

	printf("x^3 %+g x^2 %+g x %+g:", a, b, c);
	if (r * r < q3) {
		double t = r / sqrt(q3), th, m = -2 * sqrt(q);

		if (t > 1)
			t = 1;
		if (t < -1)
			t = -1;
		th = acos(t);
		for (int k = 0; k < 3; k++)
			x[k] = m * cos((th + 2 * PI * k) / 3) - a / 3;
		n = 3;
	} else {
		double u = -cube_root(r + (r < 0 ? -1 : 1) * sqrt(r * r - q3));
		double v = u == 0 ? 0 : q / u;
		double re = -(u + v) / 2 - a / 3, im = sqrt(3.0) / 2 * (u - v);

		x[0] = u + v - a / 3;
		n = 1;
		if (fabs(im) > 1e-9 * (fabs(re) + 1)) {
			re = round6(re);
			im = round6(fabs(im));
			printf(" complex %.6f +- %.6fi", re, im);
			note(re);
			note(im);
		} else {
			x[1] = x[2] = re;
			n = 3;
		}
	}
	sort3(x, n);
	printf(" real");
	for (int i = 0; i < n; i++) {
		double p = ((x[i] + a) * x[i] + b) * x[i] + c;

		if (fabs(p) > 1e-6 * (fabs(x[i] * x[i] * x[i]) + fabs(a * x[i] * x[i]) +
				      fabs(b * x[i]) + fabs(c) + 1))
			ok = 0;
		x[i] = round6(x[i]);
		printf(" %.6f", x[i]);
		note(x[i]);
	}
	printf("%s\n", ok ? "" : " (inexact)");
	bad += !ok;
}

int main(void)
{
	static const double quad[][3] = {
		{ 1, -3, 2 }, { 1, 2, 1 }, { 2, 0, -8 }, { 1, 0, 1 }, { 1, 1, 1 },
		{ 3, -7, -6 }, { 1, -1e8, 1 }, { 1e-3, 1, 1e-3 }, { 0, 4, -10 }, { -2.5, 1.5, 4 },
		{ 1, -2.000002, 1.000002 }, { 0.5, 0.25, -0.125 },
	};
	static const double cub[][3] = {
		{ -6, 11, -6 },	   /* 1 2 3 */
		{ -4, 5, -2 },	   /* 1 1 2 */
		{ -3, 3, -1 },	   /* 1 1 1 */
		{ 0, 0, -8 },	   /* 2 and a complex pair */
		{ 0, -7, 6 },	   /* -3 1 2 */
		{ 1, 1, 1 },	   /* -1, +-i */
		{ 0, -2, 0 },	   /* -sqrt 2, 0, sqrt 2 */
		{ -0.5, -5.25, 2.5 },
		{ 3, 3, 1 },	   /* -1 three times */
		{ 0, 1, 10 },
		{ -1e3, 1, -1e-3 },
		{ 2.2, -13.7, 0.9 },
	};

	for (unsigned i = 0; i < sizeof quad / sizeof quad[0]; i++)
		quadratic(quad[i][0], quad[i][1], quad[i][2]);
	for (unsigned i = 0; i < sizeof cub / sizeof cub[0]; i++)
		cubic(cub[i][0], cub[i][1], cub[i][2]);
	/* A sweep: x^3 - s x + 1 for s from 0 to 6 crosses from one real root to three. */
	for (int s = 0; s <= 24; s++) {
		double a = 0, b = -s / 4.0, c = 1, q = (a * a - 3 * b) / 9;
		double r = (2 * a * a * a - 9 * a * b + 27 * c) / 54, x[3];
		int n = 1;

		if (r * r < q * q * q) {
			double th = acos(r / sqrt(q * q * q));

			for (int k = 0; k < 3; k++)
				x[k] = -2 * sqrt(q) * cos((th + 2 * PI * k) / 3);
			n = 3;
		} else {
			double u = -cube_root(r + sqrt(r * r - q * q * q));

			x[0] = u + (u == 0 ? 0 : q / u);
		}
		for (int k = 0; k < n; k++)
			note(round6(x[k]));
		sum += (unsigned)n;
	}
	printf("inexact %d\n", bad);
	printf("fp_solve %u\n", sum);
	return 0;
}

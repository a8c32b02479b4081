/* fp_stats.c — a statistics kernel over seeded pseudo-random samples, once in float and once
 * in double: mean, variance and standard deviation by Welford's one-pass update (and by the
 * two-pass formula, to compare), covariance, correlation, and the least-squares line of y on x.
 * Prints each statistic for three data sets and a checksum of them quantised to 1e-6. */
#include <math.h>
#include <stdio.h>

#define N 1500

static unsigned seed;
static unsigned sum;

/* Uniform in [0, 1) with 2^-24 resolution, exact in float and double. */
static unsigned next24(void)
{
	seed = seed * 1664525u + 1013904223u;
	return seed >> 8;
}

static void note(double x)
{
	sum = sum * 31 + (unsigned)(long long)floor(x * 1e6 + 0.5);
}

#define STATS(T, SQRT, NAME)                                                                      \
	static void NAME(const char *label, const T *x, const T *y, int n)                       \
	{                                                                                         \
		T mx = 0, my = 0, m2x = 0, m2y = 0, cxy = 0, sx = 0, ss = 0;                      \
		T var, sd, var2, corr, slope, icpt;                                               \
                                                                                                  \
		for (int i = 0; i < n; i++) {                                                     \
			T dx = x[i] - mx, dy = y[i] - my;                                         \
                                                                                                  \
			mx += dx / (T)(i + 1);                                                    \
			my += dy / (T)(i + 1);                                                    \
			m2x += dx * (x[i] - mx);                                                  \
			m2y += dy * (y[i] - my);                                                  \
			cxy += dx * (y[i] - my);                                                  \
			sx += x[i];                                                               \
		}                                                                                 \
		var = m2x / (T)(n - 1);                                                           \
		sd = SQRT(var);                                                                   \
		sx /= (T)n;                                                                       \
		for (int i = 0; i < n; i++)                                                       \
			ss += (x[i] - sx) * (x[i] - sx);                                          \
		var2 = ss / (T)(n - 1);                                                           \
		corr = cxy / SQRT(m2x * m2y);                                                     \
		slope = cxy / m2x;                                                                \
		icpt = my - slope * mx;                                                           \
		printf("%s mean %.6f %.6f var %.6f (two-pass %.6f) sd %.6f\n", label, (double)mx, \
		       (double)my, (double)var, (double)var2, (double)sd);                        \
		printf("%s corr %.6f line y = %.6f x %+.6f\n", label, (double)corr,               \
		       (double)slope, (double)icpt);                                              \
		note(mx);                                                                         \
		note(my);                                                                         \
		note(var);                                                                        \
		note(var2);                                                                       \
		note(sd);                                                                         \
		note(corr);                                                                       \
		note(slope);                                                                      \
		note(icpt);                                                                       \
	}

STATS(float, sqrtf, stats_float)
STATS(double, sqrt, stats_double)

static float xf[N], yf[N];
static double xd[N], yd[N];

/* Data set k: x uniform on [lo, lo + width), y = slope x + icpt + noise of the given size. */
static void fill(unsigned s, double lo, double width, double slope, double icpt, double noise)
{
	seed = s;
	for (int i = 0; i < N; i++) {
		double u = next24() / 16777216.0, v = next24() / 16777216.0 - 0.5;

		xd[i] = lo + width * u;
		yd[i] = slope * xd[i] + icpt + noise * v;
		xf[i] = (float)xd[i];
		yf[i] = (float)yd[i];
	}
}

int main(void)
{
	static const struct {
		unsigned seed;
		double lo, width, slope, icpt, noise;
	} sets[] = {
		{ 1, 0, 10, 3, 2, 1 },
		{ 2, -50, 100, -0.25, 40, 30 },
		{ 3, 1000, 1, 2, -1500, 0.01 }, /* offset data: one-pass and two-pass differ */
	};

	for (unsigned k = 0; k < sizeof sets / sizeof sets[0]; k++) {
		char label[16];

		fill(sets[k].seed, sets[k].lo, sets[k].width, sets[k].slope, sets[k].icpt,
		     sets[k].noise);
		snprintf(label, sizeof label, "set%u float ", k + 1);
		stats_float(label, xf, yf, N);
		snprintf(label, sizeof label, "set%u double", k + 1);
		stats_double(label, xd, yd, N);
	}
	printf("fp_stats %u\n", sum);
	return 0;
}

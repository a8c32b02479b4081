/* special.c — the error and gamma functions and nexttoward on the guest: erf, erfc, tgamma,
 * lgamma (with signgam), lgamma_r and the float forms over pseudo-random arguments, printed to
 * 11 digits (5 for the float forms) so that rt's and glibc's last-bit differences do not show;
 * their special values, errno and signgam, and nexttoward and nexttowardf, exact, printed in
 * full. Long doubles only as constants and copies (no long double arithmetic: SPARC and RV32
 * would need the quad routines rt does not have). The output is identical on every guest ISA
 * and on the host. */
#include <errno.h>
#include <float.h>
#include <math.h>
#include <stdio.h>
#include <stdint.h>

static uint32_t state = 2463534242u;

static uint32_t next(void)
{
	state ^= state << 13;
	state ^= state >> 17;
	state ^= state << 5;
	return state;
}

/* Uniform in [lo, hi). */
static double uniform(double lo, double hi)
{
	return lo + (hi - lo) * (next() * 0x1p-32);
}

/* An approximated result to 11 digits; NaNs without their sign. */
static void approx(const char *name, double v)
{
	if (isnan(v))
		printf(" %s nan", name);
	else
		printf(" %s %.11g", name, v);
}

/* An exact result in full. */
static void exact(const char *name, double v)
{
	if (isnan(v))
		printf(" %s nan", name);
	else
		printf(" %s %a", name, v);
}

static const double specials[] = {
	0.0, -0.0, INFINITY, -INFINITY, NAN, 1, 2, 3, 10, -1, -2, -1e300, 1e300, 0.5, -0.5,
	-1.5, -2.5, 171.6, 171.7, 172, -170.5, -182.5, -1000.5, 5e-324, -5e-324, 1e-310,
	0x1p-1024, 0x1p-60, -0x1p-60, 27.2, 27.3, 28, 5.9, 6, -5.9, -6, 2.55e305, 2.56e305,
	DBL_MAX, -0x1p52, -0x1p52 + 0.5,
};

/* doubles, written so that every long double format holds them exactly */
static const long double toward[] = {
	0.0L, -0.0L, 1.0L, -1.0L, 0.5L, 0x1.7e43c8800759cp+996L, -0x1.56e1fc2f8f359p-997L,
	0x1p-1022L, 0x1p-1074L, 0x1.fffffffffffffp+1023L, INFINITY, -INFINITY,
};

static const double from[] = {
	0.0, -0.0, 1.0, -1.0, 0.5, 3.0, 1e300, -1e-300, DBL_MIN, DBL_TRUE_MIN, -DBL_TRUE_MIN,
	DBL_MAX, -DBL_MAX, INFINITY, -INFINITY, 0x1.0000000000001p-1022, 2.2250738585072014e-308,
};

/* y just beyond 1 by less than a double's ulp: 1 itself where long double is double (MIPS),
 * above 1 elsewhere; below 2^-64 of 1 only binary128 (SPARC, RV32) holds it. */
static const long double above1 = 1.0L + 0x1p-60L, below1 = 1.0L - 0x1p-70L;
static const long double above1_128 = 1.0L + 0x1p-100L;

static void check(const char *what, double got, double want)
{
	printf("%s %s\n", what, got == want ? "ok" : "BAD");
}

int main(void)
{
	int s;

	for (int i = 0; i < 60; i++) {
		double x = i % 3 == 0 ? uniform(-6, 6) : i % 3 == 1 ? uniform(0, 30) :
			   uniform(-30, 180);
		double g = i % 4 == 0 ? uniform(-7, 0) : i % 4 == 1 ? uniform(-40, -7) :
			   i % 4 == 2 ? uniform(0.5, 3) : uniform(0, 1000);
		float f = (float)uniform(-10, 12);

		printf("%.17g", x);
		approx("erf", erf(x));
		approx("erfc", erfc(x));
		approx("tgamma", tgamma(x));
		printf("\n  %.17g", g);
		approx("tgamma", tgamma(g));
		approx("lgamma", lgamma(g));
		printf(" signgam %d", signgam);
		approx("lgamma_r", lgamma_r(g, &s));
		printf(" %d\n", s);
		printf("  %.9g erff %.5g erfcf %.5g tgammaf %.5g", (double)f, (double)erff(f),
		       (double)erfcf(f), (double)tgammaf(f));
		printf(" lgammaf %.5g", (double)lgammaf(f));   /* sets signgam: apart */
		printf(" %d lgammaf_r %.5g", signgam, (double)lgammaf_r(f, &s));
		printf(" %d\n", s);
	}
	for (size_t i = 0; i < sizeof specials / sizeof specials[0]; i++) {
		double x = specials[i], r;

		printf("%a:", x);
		errno = 0;
		r = erf(x);
		approx("erf", r);
		printf(" %d", errno);
		errno = 0;
		r = erfc(x);
		approx("erfc", r);
		printf(" %d", errno);
		errno = 0;
		r = tgamma(x);
		approx("tgamma", r);
		printf(" %d", errno);
		errno = 0;
		signgam = 7;
		r = lgamma(x);
		approx("lgamma", r);
		printf(" %d %d", errno, signgam);
		errno = 0;
		r = (double)tgammaf((float)x);   /* glibc's is an ulp off at 3, 0.5, ... */
		printf(" tgammaf %.5g %d", r, errno);
		errno = 0;
		r = (double)lgammaf_r((float)x, &s);
		printf(" lgammaf_r %.5g %d %d\n", r, errno, s);
	}
	for (size_t i = 0; i < sizeof from / sizeof from[0]; i++) {
		printf("%a:", from[i]);
		for (size_t k = 0; k < sizeof toward / sizeof toward[0]; k++) {
			double r;
			float rf;

			errno = 0;
			r = nexttoward(from[i], toward[k]);
			exact("", r);
			printf(" %d", errno);
			errno = 0;
			rf = nexttowardf((float)from[i], toward[k]);
			exact("f", (double)rf);
			printf(" %d", errno);
		}
		printf("\n");
	}
	for (int i = 0; i < 40; i++) {
		double x = uniform(-3, 3) * (i % 2 ? 1 : 1e-300);
		long double y = toward[next() % (sizeof toward / sizeof toward[0])];

		errno = 0;
		exact("nexttoward", nexttoward(x, y));
		printf(" %d\n", errno);
	}
	check("nexttoward(1, 1 + 2^-60)", nexttoward(1.0, above1),
	      LDBL_MANT_DIG > 53 ? 0x1.0000000000001p0 : 1.0);
	check("nexttoward(1, 1 - 2^-70)", nexttoward(1.0, below1),
	      LDBL_MANT_DIG > 64 ? 0x1.fffffffffffffp-1 : 1.0);
	check("nexttoward(1, 1 + 2^-100)", nexttoward(1.0, above1_128),
	      LDBL_MANT_DIG > 100 ? 0x1.0000000000001p0 : 1.0);
	check("nexttowardf(1, 1 + 2^-100)", nexttowardf(1.0f, above1_128),
	      LDBL_MANT_DIG > 100 ? 0x1.000002p0 : 1.0);
	check("nexttoward(2, 1 + 2^-60)", nexttoward(2.0, above1), 0x1.fffffffffffffp0);
	return 0;
}

/* complexes.c — C99's <complex.h> and <tgmath.h> on the guest: every function at C99 Annex
 * G's special values (infinities, NaNs, signed zeros) and at pseudo-random arguments, printed
 * to 11 significant digits (a NaN without its sign, which the ISAs' hardware does not agree
 * on), the float forms to 4 (cpowf to 3); complex * and / (gcc's __muldc3 __divdc3 __mulsc3 __divsc3)
 * in full with %a; and tgmath.h's choice of function and result type. The output is
 * identical on every guest ISA and on the host. */
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <tgmath.h>

static uint32_t state = 2463534242u;

static uint32_t next(void)
{
	state ^= state << 13;
	state ^= state >> 17;
	state ^= state << 5;
	return state;
}

/* uniform in [lo, hi) */
static double uniform(double lo, double hi)
{
	return lo + (hi - lo) * (next() * 0x1p-32);
}

static void num(const char *fmt, double x)
{
	if (x != x)
		printf(" nan");
	else
		printf(fmt, x);
}

static void show(double complex z)
{
	num(" %.11g", creal(z));
	num(" %.11g", cimag(z));
}

static void showf(float complex z)
{
	num(" %.4g", crealf(z));
	num(" %.4g", cimagf(z));
}

/* exact: %a, and NaN without its sign */
static void exact(double complex z)
{
	num(" %a", creal(z));
	num(" %a", cimag(z));
}

static const struct fn {
	const char *name;
	double complex (*d)(double complex);
	float complex (*f)(float complex);
} fns[] = {
#define FN(n) { #n, n, n##f }
	FN(cexp), FN(clog), FN(csqrt), FN(csin), FN(ccos), FN(ctan), FN(casin), FN(cacos),
	FN(catan), FN(csinh), FN(ccosh), FN(ctanh), FN(casinh), FN(cacosh), FN(catanh),
	FN(cproj), FN(conj),
#undef FN
};
#define NFNS (sizeof fns / sizeof fns[0])

/* volatile, so that the compiler folds none of it */
static volatile double specials[] = { 0.0, -0.0, 0.5, -1.0, 2.0, 1e300, -1e300, 710.0,
				      __builtin_inf(), -__builtin_inf(), __builtin_nan("") };
#define NSPECIALS (sizeof specials / sizeof specials[0])

static void special_values(void)
{
	for (size_t k = 0; k < NFNS; k++) {
		printf("%s:", fns[k].name);
		for (size_t i = 0; i < NSPECIALS; i++)
			for (size_t j = 0; j < NSPECIALS; j++) {
				double x = specials[i], y = specials[j];
				double complex w = fns[k].d(CMPLX(x, y));

				/* only the parts that are special: zero, infinite or NaN */
				printf(" (");
				if (creal(w) == 0 || creal(w) != creal(w) || isinf(creal(w)))
					num("%g", creal(w));
				else
					printf("f");
				if (cimag(w) == 0 || cimag(w) != cimag(w) || isinf(cimag(w)))
					num(",%g", cimag(w));
				else
					printf(",f");
				printf(")");
			}
		printf("\n");
	}
}

/* An argument: uniform in [-4, 4]^2, near the unit circle, or small (made with correctly
 * rounded operations only, so the host's libm makes the same ones). */
static double complex argument(int i)
{
	double x = uniform(-1, 1), m;

	switch (i % 3) {
	case 0:
		return CMPLX(uniform(-4, 4), uniform(-4, 4));
	case 1:
		m = 1 + uniform(-1e-6, 1e-6);
		return CMPLX(m * x, (next() & 1 ? m : -m) * sqrt(1 - x * x));
	default:
		return CMPLX(uniform(-1e-3, 1e-3), uniform(-1e-3, 1e-3));
	}
}

static void random_values(void)
{
	for (int i = 0; i < 12; i++) {
		double complex z = argument(i);
		float complex zf = CMPLXF(uniform(-3, 3), uniform(-3, 3));

		printf("z = %a %a, zf = %a %a\n", creal(z), cimag(z), (double)crealf(zf),
		       (double)cimagf(zf));
		for (size_t k = 0; k < NFNS; k++) {
			printf("  %-6s", fns[k].name);
			show(fns[k].d(z));
			printf("  f");
			showf(fns[k].f(zf));
			printf("\n");
		}
		printf("  cabs %.11g carg %.11g cabsf %.4g cargf %.4g\n", cabs(z), carg(z),
		       (double)cabsf(zf), (double)cargf(zf));
		{
			double complex p = CMPLX(uniform(-2, 2), uniform(-2, 2));
			float complex w = cpowf(zf, CMPLXF(1.5f, -0.5f));

			printf("  cpow");
			show(cpow(z, p));
			/* glibc's float cpow, in float, is the least accurate of all: 3 digits */
			printf(" cpowf");
			num(" %.3g", crealf(w));
			num(" %.3g", cimagf(w));
			printf("\n");
		}
	}
}

/* x * y and x / y through gcc's helpers, at random and special operands */
static void arithmetic(void)
{
	for (int i = 0; i < 40; i++) {
		double p[4];
		double complex x, y;
		float complex xf, yf;

		for (int k = 0; k < 4; k++) {
			uint32_t r = next();

			p[k] = r % 4 == 0 ? specials[r / 4 % NSPECIALS]
				: r % 4 == 1 ? uniform(-1e300, 1e300) * (r % 3 ? 1e-300 : 1)
				: uniform(-100, 100);
		}
		x = CMPLX(p[0], p[1]);
		y = CMPLX(p[2], p[3]);
		xf = CMPLXF(p[0], p[1]);
		yf = CMPLXF(p[2], p[3]);
		printf("%a %a, %a %a:", p[0], p[1], p[2], p[3]);
		exact(x * y);
		printf(" /");
		exact(x / y);
		printf("\n  float:");
		exact(xf * yf);
		printf(" /");
		exact(xf / yf);
		printf("\n");
	}
	{
		/* C99 Annex G: an infinite operand makes an infinite product or quotient even with a
		 * NaN part, and a zero divisor an infinite quotient */
		double complex inf_nan = CMPLX(specials[8], specials[10]), one = CMPLX(specials[3], 0);

		printf("annex G:");
		exact(inf_nan * one);
		exact(one / CMPLX(specials[0], specials[0]));
		exact(CMPLX(2, 3) / CMPLX(specials[8], specials[10]));
		exact(CMPLX(1e300, 1e300) / CMPLX(1e-300, 1e300));
		printf("\n");
	}
}

#define TYPE(x) _Generic((x), float: "float", double: "double", float complex: "float complex", \
	double complex: "double complex", int: "int", long: "long", long long: "long long", \
	default: "other")

static void type_generic(void)
{
	volatile float f = 2.0f;
	volatile double d = 2.0;
	volatile int n = 2;
	float complex zf = CMPLXF(-4, 0);
	double complex zd = CMPLX(-4, 0);
	int q, q2;
	double r;

	printf("sqrt: %s %zu %.9g, %s %zu %.17g, %s %zu %.17g, %s %zu", TYPE(sqrt(f)),
	       sizeof sqrt(f), (double)sqrt(f), TYPE(sqrt(d)), sizeof sqrt(d), sqrt(d),
	       TYPE(sqrt(n)), sizeof sqrt(n), sqrt(n), TYPE(sqrt(zd)), sizeof sqrt(zd));
	show(sqrt(zd));
	printf(", %s %zu", TYPE(sqrt(zf)), sizeof sqrt(zf));
	show(sqrt(zf));
	printf("\n");
	printf("exp %s %s %s; pow %s %s %s %s; atan2 %s %s; fma %s %s\n", TYPE(exp(f)), TYPE(exp(n)),
	       TYPE(exp(zf)), TYPE(pow(f, f)), TYPE(pow(f, n)), TYPE(pow(f, zf)), TYPE(pow(zf, d)),
	       TYPE(atan2(f, f)), TYPE(atan2(f, d)), TYPE(fma(f, f, f)), TYPE(fma(f, f, n)));
	printf("fabs %s %s %.9g; carg %s %s; creal %s %s; cimag %s; conj %s %s; cproj %s\n",
	       TYPE(fabs(f)), TYPE(fabs(zf)), (double)fabs(zf), TYPE(carg(zd)), TYPE(carg(zf)),
	       TYPE(creal(zd)), TYPE(creal(zf)), TYPE(cimag(zf)), TYPE(conj(zd)), TYPE(conj(zf)),
	       TYPE(cproj(zf)));
	r = (double)remquo(7.5f, f, &q2);
	printf("frexp %s; ldexp %s %.9g; ilogb %s; lrint %s; llround %s; nextafter %s %s; "
	       "remquo %s %.9g %d; scalbn %s; cbrt %s %.9g; hypot %s %.9g\n",
	       TYPE(frexp(f, &q)), TYPE(ldexp(f, 3)), (double)ldexp(f, 3), TYPE(ilogb(f)),
	       TYPE(lrint(f)), TYPE(llround(d)), TYPE(nextafter(f, f)), TYPE(nextafter(f, d)),
	       TYPE(remquo(f, f, &q)), r, q2, TYPE(scalbn(f, 2)),
	       TYPE(cbrt(n)), cbrt(n * 4), TYPE(hypot(f, f)), (double)hypot(3.0f, 4.0f));
	printf("values: %.9g %.17g %.11g %.11g %.11g %.9g %.17g\n", (double)exp(f), exp(n),
	       pow(n, 0.5), creal(exp(zd)), cimag(log(zd)), (double)atan2(f, f), sin(n));
}

int main(void)
{
	special_values();
	random_values();
	arithmetic();
	type_generic();
	return 0;
}

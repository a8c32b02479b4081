/* test_complex.c — unit tests of rt's <complex.h> (rt/src/complex.c) and of the helpers gcc
 * calls for complex multiplication and division (rt/src/mulc3.c): C99 Annex G's tables
 * written out; special values against glibc's results, exactly (infinities and zeros bit for
 * bit, NaN for NaN); random finite arguments within the ulp bounds docs/rt.md gives, against
 * the host's long double functions; __muldc3 __divdc3 __mulsc3 __divsc3 bit for bit against
 * the host's libgcc over random and special operands. */
#include <complex.h>
#include <criterion/criterion.h>
#include <criterion/logging.h>
#include <criterion/parameterized.h>
#include <float.h>
#include <math.h>
#include <stdint.h>
#include <string.h>
#include "rt_host_math.h"

#undef complex	/* the suite's name; the types are spelt _Complex */

#define MAX_REPORTS 10

double _Complex __muldc3(double a, double b, double c, double d);
double _Complex __divdc3(double a, double b, double c, double d);
float _Complex __mulsc3(float a, float b, float c, float d);
float _Complex __divsc3(float a, float b, float c, float d);

typedef double _Complex (*cfn)(double _Complex);
typedef float _Complex (*cfnf)(float _Complex);
typedef long double _Complex (*cfnl)(long double _Complex);

static const struct fn {
	const char *name;
	cfn rt, host;
	cfnl ref;
	cfnf rtf, hostf;
} fns[] = {
#define FN(n) { #n, rt_##n, n, n##l, rt_##n##f, n##f }
	FN(cexp), FN(clog), FN(csqrt), FN(csin), FN(ccos), FN(ctan), FN(casin), FN(cacos),
	FN(catan), FN(csinh), FN(ccosh), FN(ctanh), FN(casinh), FN(cacosh), FN(catanh),
	FN(cproj), FN(conj),
#undef FN
};
#define NFNS (sizeof fns / sizeof fns[0])

static uint64_t rng_state = 0x2545f4914f6cdd1dULL;

static uint64_t rng64(void)
{
	return xorshift64(&rng_state);
}

static double uniform(double lo, double hi)
{
	return lo + (hi - lo) * ((double)(rng64() >> 11) * 0x1p-53);
}

/* |x| log-uniform in [lo, hi], random sign */
static double log_uniform(double lo, double hi)
{
	double x = exp(uniform(log(lo), log(hi)));

	return rng64() & 1 ? -x : x;
}

/* The ranges of the random arguments (sample() below). */
enum range { UNIFORM10, WIDE, UNIT_CIRCLE, NEAR_ZERO, NEAR_ONE };

/* The bound asserted for fn (ulps of each part, docs/rt.md's table: the largest error
 * measured over its ranges, rounded up to a half and half an ulp more), the ranges it is
 * measured on (1 << enum range) and its float form's bound (float ulps). */
struct bound {
	const char *name;
	double bound;
	unsigned ranges;
	double boundf;
};

#define EXP_RANGES (1u << UNIFORM10 | 1u << WIDE)
#define TAN_RANGES (EXP_RANGES | 1u << NEAR_ZERO)
#define ALL_RANGES 0x1fu

static const struct bound bounds[] = {
	{ "cexp", 3, EXP_RANGES, 1 },	   { "clog", 2.5, ALL_RANGES, 1 },
	{ "csqrt", 2.5, ALL_RANGES, 1 },   { "csin", 3.5, EXP_RANGES, 1 },
	{ "ccos", 3.5, EXP_RANGES, 1 },	   { "ctan", 4.5, TAN_RANGES, 1 },
	{ "casin", 3.5, ALL_RANGES, 1 },   { "cacos", 3.5, ALL_RANGES, 1 },
	{ "catan", 3, ALL_RANGES, 1 },	   { "csinh", 3.5, EXP_RANGES, 1 },
	{ "ccosh", 3.5, EXP_RANGES, 1 },   { "ctanh", 4.5, TAN_RANGES, 1 },
	{ "casinh", 3.5, ALL_RANGES, 1 },  { "cacosh", 3.5, ALL_RANGES, 1 },
	{ "catanh", 3, ALL_RANGES, 1 },   { "cproj", 0, EXP_RANGES, 0 },
	{ "conj", 0, EXP_RANGES, 0 },
};

static const struct bound *bound_of(const char *name)
{
	for (size_t i = 0; i < sizeof bounds / sizeof bounds[0]; i++)
		if (!strcmp(bounds[i].name, name))
			return &bounds[i];
	cr_assert_fail("no bound for %s", name);
	return NULL;
}

/* ---- special values --------------------------------------------------------------------------- */

static const double specials[] = { 0.0, -0.0, 0x1p-1074, -0x1p-1074, 0x1p-1022, 1e-300, 0.5,
				   -0.5, 1.0, -1.0, 2.0, -2.0, 0x1.921fb54442d18p+0, 3.0, -3.0,
				   100.0, 709.5, 710.0, -710.0, 1e300, -1e300, DBL_MAX, -DBL_MAX,
				   INFINITY, -INFINITY, NAN, -NAN };
#define NSPECIALS (sizeof specials / sizeof specials[0])

/* rt's part against glibc's (want) and the long double reference (ref): a NaN for a NaN, the
 * same bits for an infinity or a zero, and within bound ulps of the reference otherwise
 * (both libraries approximate those). */
static int agrees(double got, double want, long double ref, double bound)
{
	if (isnan(want))
		return isnan(got);
	if (isinf(want) || want == 0)
		return to_bits(got) == to_bits(want);
	return signbit(got) == signbit(want) && ulps(got, ref) <= bound;
}

static int agreesf(float got, float want, long double ref, double bound)
{
	if (isnan(want))
		return isnan(got);
	if (isinf(want) || want == 0)
		return to_bits(got) == to_bits(want);
	return signbit(got) == signbit(want) && ulpsf(got, ref) <= bound;
}

static double normwise(double _Complex g, long double _Complex w, int p);

static int cpow_agrees(double _Complex g, double _Complex w)
{
	for (int k = 0; k < 2; k++) {
		double a = k ? cimag(g) : creal(g), b = k ? cimag(w) : creal(w);

		if (isnan(b) || isinf(b) || b == 0 ? to_bits(a) != to_bits(b) && !(isnan(a) && isnan(b))
		    : !isfinite(a) || a == 0)
			return 0;
	}
	return !isfinite(creal(w)) || !isfinite(cimag(w)) || normwise(g, w, 53) <= 1000;
}

Test(complex, special_values_as_glibc)
{
	/* cpow's exponents: a huge finite one would make e^(y log x)'s argument huge, its sign
	 * hanging on the last bit of log x, which the two libraries need not share */
	static const double exps[] = { 0.0, -0.0, 0.5, -1.0, 2.0, INFINITY, -INFINITY, NAN };
	long bad = 0, n = 0;

	for (size_t k = 0; k < NFNS; k++) {
		double bound = bound_of(fns[k].name)->bound, boundf = bound_of(fns[k].name)->boundf;

		for (size_t i = 0; i < NSPECIALS; i++)
			for (size_t j = 0; j < NSPECIALS; j++) {
				double _Complex z = CMPLX(specials[i], specials[j]);
				double _Complex g = fns[k].rt(z), w = fns[k].host(z);
				long double _Complex r = fns[k].ref(z);
				float _Complex zf = CMPLXF(specials[i], specials[j]);
				float _Complex gf = fns[k].rtf(zf), wf = fns[k].hostf(zf);
				long double _Complex rf = fns[k].ref(zf);

				n++;
				if ((!agrees(creal(g), creal(w), creall(r), bound)
				     || !agrees(cimag(g), cimag(w), cimagl(r), bound))
				    && bad++ < 3 * MAX_REPORTS)
					cr_log_error("%s(%a + i%a): rt %a + i%a, glibc %a + i%a",
						     fns[k].name, creal(z), cimag(z), creal(g),
						     cimag(g), creal(w), cimag(w));
				if ((!agreesf(crealf(gf), crealf(wf), creall(rf), boundf)
				     || !agreesf(cimagf(gf), cimagf(wf), cimagl(rf), boundf))
				    && bad++ < 3 * MAX_REPORTS)
					cr_log_error("%sf(%a + i%a): rt %a + i%a, glibc %a + i%a",
						     fns[k].name, crealf(zf), cimagf(zf), crealf(gf),
						     cimagf(gf), crealf(wf), cimagf(wf));
			}
	}
	for (size_t i = 0; i < NSPECIALS; i++)
		for (size_t j = 0; j < NSPECIALS; j++) {
			double _Complex z = CMPLX(specials[i], specials[j]);
			double a = rt_cabs(z), b = rt_carg(z);

			n++;
			if ((!agrees(a, cabs(z), cabsl(z), 1) || !agrees(b, carg(z), cargl(z), 1.3)
			     || to_bits(rt_creal(z)) != to_bits(creal(z))
			     || to_bits(rt_cimag(z)) != to_bits(cimag(z))) && bad++ < 3 * MAX_REPORTS)
				cr_log_error("cabs/carg(%a + i%a): rt %a %a, glibc %a %a", creal(z),
					     cimag(z), a, b, cabs(z), carg(z));
			for (size_t k = 0; k < sizeof exps / sizeof exps[0]; k++) {
				double _Complex y = CMPLX(exps[k], exps[(k * 3 + i + j) % 8]);
				double _Complex g = rt_cpow(z, y), w = cpow(z, y);

				/* finite parts: cpow's error grows with |y log x|, and one part may
				 * be all cancellation: within 1000 ulps of the larger part */
				n++;
				if (!cpow_agrees(g, w) && bad++ < 3 * MAX_REPORTS)
					cr_log_error("cpow(%a + i%a, %a + i%a): rt %a + i%a, glibc %a + i%a",
						     creal(z), cimag(z), creal(y), cimag(y), creal(g),
						     cimag(g), creal(w), cimag(w));
			}
		}
	cr_expect_eq(bad, 0, "%ld of %ld special arguments differ from glibc", bad, n);
}

/* C99 Annex G (G.6) written out: the function, the argument, the result. NaN stands for any
 * NaN; a zero's and an infinity's sign count. Where Annex G leaves a sign unspecified
 * (any), glibc's choice. */
#define INF_ INFINITY
#define NAN_ NAN
static const struct annex_g {
	const char *name;
	double x, y, re, im;
	int any;	/* a sign Annex G leaves unspecified: glibc's, and no symmetry checked */
} annex_g[] = {
	{ "cacos", 0.0, 0.0, M_PI_2, -0.0, 0 },
	{ "cacos", -0.0, 0.0, M_PI_2, -0.0, 0 },
	{ "cacos", 0.0, NAN_, M_PI_2, NAN_, 0 },
	{ "cacos", 2.0, INF_, M_PI_2, -INF_, 0 },
	{ "cacos", -INF_, 2.0, M_PI, -INF_, 0 },
	{ "cacos", INF_, 2.0, 0.0, -INF_, 0 },
	{ "cacos", -INF_, INF_, 3 * M_PI_4, -INF_, 0 },
	{ "cacos", INF_, INF_, M_PI_4, -INF_, 0 },
	{ "cacos", INF_, NAN_, NAN_, -INF_, 1 },
	{ "cacos", NAN_, INF_, NAN_, -INF_, 0 },
	{ "cacos", NAN_, 2.0, NAN_, NAN_, 0 },
	{ "casinh", 0.0, 0.0, 0.0, 0.0, 0 },
	{ "casinh", 2.0, INF_, INF_, M_PI_2, 0 },
	{ "casinh", INF_, 2.0, INF_, 0.0, 0 },
	{ "casinh", INF_, INF_, INF_, M_PI_4, 0 },
	{ "casinh", INF_, NAN_, INF_, NAN_, 0 },
	{ "casinh", NAN_, 0.0, NAN_, 0.0, 0 },
	{ "casinh", NAN_, INF_, INF_, NAN_, 1 },
	{ "casinh", NAN_, 2.0, NAN_, NAN_, 0 },
	{ "catanh", 0.0, 0.0, 0.0, 0.0, 0 },
	{ "catanh", 0.0, NAN_, 0.0, NAN_, 0 },
	{ "catanh", 1.0, 0.0, INF_, 0.0, 0 },
	{ "catanh", 2.0, INF_, 0.0, M_PI_2, 0 },
	{ "catanh", INF_, 2.0, 0.0, M_PI_2, 0 },
	{ "catanh", INF_, INF_, 0.0, M_PI_2, 0 },
	{ "catanh", INF_, NAN_, 0.0, NAN_, 0 },
	{ "catanh", NAN_, INF_, 0.0, M_PI_2, 1 },
	{ "catanh", NAN_, 2.0, NAN_, NAN_, 0 },
	{ "ccosh", 0.0, 0.0, 1.0, 0.0, 0 },
	{ "ccosh", 0.0, INF_, NAN_, 0.0, 1 },
	{ "ccosh", 0.0, NAN_, NAN_, 0.0, 1 },
	{ "ccosh", 2.0, INF_, NAN_, NAN_, 0 },
	{ "ccosh", INF_, 0.0, INF_, 0.0, 0 },
	{ "ccosh", INF_, 1.0, INF_, INF_, 0 },
	{ "ccosh", INF_, 2.0, -INF_, INF_, 0 },
	{ "ccosh", INF_, 4.0, -INF_, -INF_, 0 },
	{ "ccosh", INF_, INF_, INF_, NAN_, 1 },
	{ "ccosh", INF_, NAN_, INF_, NAN_, 0 },
	{ "ccosh", NAN_, 0.0, NAN_, 0.0, 1 },
	{ "ccosh", NAN_, 2.0, NAN_, NAN_, 0 },
	{ "csinh", 0.0, 0.0, 0.0, 0.0, 0 },
	{ "csinh", 0.0, INF_, 0.0, NAN_, 1 },
	{ "csinh", 0.0, NAN_, 0.0, NAN_, 1 },
	{ "csinh", 2.0, INF_, NAN_, NAN_, 0 },
	{ "csinh", INF_, 0.0, INF_, 0.0, 0 },
	{ "csinh", INF_, 2.0, -INF_, INF_, 0 },
	{ "csinh", INF_, INF_, INF_, NAN_, 1 },
	{ "csinh", INF_, NAN_, INF_, NAN_, 1 },
	{ "csinh", NAN_, 0.0, NAN_, 0.0, 0 },
	{ "csinh", NAN_, 2.0, NAN_, NAN_, 0 },
	{ "ctanh", 0.0, 0.0, 0.0, 0.0, 0 },
	{ "ctanh", 2.0, INF_, NAN_, NAN_, 0 },
	{ "ctanh", INF_, 2.0, 1.0, -0.0, 0 },
	{ "ctanh", INF_, 1.0, 1.0, 0.0, 0 },
	{ "ctanh", INF_, INF_, 1.0, 0.0, 1 },
	{ "ctanh", INF_, NAN_, 1.0, 0.0, 1 },
	{ "ctanh", NAN_, 0.0, NAN_, 0.0, 0 },
	{ "ctanh", NAN_, 2.0, NAN_, NAN_, 0 },
	{ "cexp", 0.0, 0.0, 1.0, 0.0, 0 },
	{ "cexp", -0.0, 0.0, 1.0, 0.0, 0 },
	{ "cexp", 2.0, INF_, NAN_, NAN_, 0 },
	{ "cexp", INF_, 0.0, INF_, 0.0, 0 },
	{ "cexp", -INF_, 2.0, -0.0, 0.0, 0 },
	{ "cexp", INF_, 2.0, -INF_, INF_, 0 },
	{ "cexp", -INF_, INF_, 0.0, 0.0, 1 },
	{ "cexp", INF_, INF_, INF_, NAN_, 1 },
	{ "cexp", -INF_, NAN_, 0.0, 0.0, 1 },
	{ "cexp", INF_, NAN_, INF_, NAN_, 1 },
	{ "cexp", NAN_, 0.0, NAN_, 0.0, 0 },
	{ "cexp", NAN_, 2.0, NAN_, NAN_, 0 },
	{ "clog", -0.0, 0.0, -INF_, M_PI, 0 },
	{ "clog", 0.0, 0.0, -INF_, 0.0, 0 },
	{ "clog", 2.0, INF_, INF_, M_PI_2, 0 },
	{ "clog", 2.0, NAN_, NAN_, NAN_, 0 },
	{ "clog", -INF_, 2.0, INF_, M_PI, 0 },
	{ "clog", INF_, 2.0, INF_, 0.0, 0 },
	{ "clog", -INF_, INF_, INF_, 3 * M_PI_4, 0 },
	{ "clog", INF_, INF_, INF_, M_PI_4, 0 },
	{ "clog", INF_, NAN_, INF_, NAN_, 0 },
	{ "clog", NAN_, INF_, INF_, NAN_, 0 },
	{ "clog", NAN_, 2.0, NAN_, NAN_, 0 },
	{ "csqrt", 0.0, 0.0, 0.0, 0.0, 0 },
	{ "csqrt", -0.0, 0.0, 0.0, 0.0, 0 },
	{ "csqrt", 2.0, INF_, INF_, INF_, 0 },
	{ "csqrt", NAN_, INF_, INF_, INF_, 0 },
	{ "csqrt", 2.0, NAN_, NAN_, NAN_, 0 },
	{ "csqrt", -INF_, 2.0, 0.0, INF_, 0 },
	{ "csqrt", INF_, 2.0, INF_, 0.0, 0 },
	{ "csqrt", -INF_, NAN_, NAN_, INF_, 1 },
	{ "csqrt", INF_, NAN_, INF_, NAN_, 0 },
	{ "csqrt", NAN_, 2.0, NAN_, NAN_, 0 },
};

static int is(double got, double want)
{
	return isnan(want) ? isnan(got) : to_bits(got) == to_bits(want);
}

Test(complex, annex_g_table)
{
	long bad = 0;

	for (size_t i = 0; i < sizeof annex_g / sizeof annex_g[0]; i++) {
		const struct annex_g *t = &annex_g[i];
		const struct fn *f = NULL;

		for (size_t k = 0; k < NFNS; k++)
			if (!strcmp(fns[k].name, t->name))
				f = &fns[k];
		cr_assert(f, "%s", t->name);
		/* and the conjugate and (for the odd and even functions) the negated argument:
		 * f(conj z) = conj f(z); casinh, catanh, csinh, ctanh odd; ccosh even */
		for (int v = 0; v < (t->any ? 1 : 3); v++) {
			double x = t->x, y = v & 1 ? -t->y : t->y, re = t->re, im = v & 1 ? -t->im : t->im;
			double _Complex g;

			if (v == 2) {
				if (strcmp(t->name, "ccosh") && strcmp(t->name, "casinh")
				    && strcmp(t->name, "catanh") && strcmp(t->name, "csinh")
				    && strcmp(t->name, "ctanh"))
					continue;
				x = -x;
				y = -y;
				if (strcmp(t->name, "ccosh"))
					re = -re, im = -im;
			}
			g = f->rt(CMPLX(x, y));
			if ((!is(creal(g), re) || !is(cimag(g), im)) && bad++ < MAX_REPORTS)
				cr_log_error("%s(%a + i%a): %a + i%a, Annex G %a + i%a", t->name, x, y,
					     creal(g), cimag(g), re, im);
		}
	}
	cr_expect_eq(bad, 0);
}

/* ---- accuracy ----------------------------------------------------------------------------- */

#define SAMPLES 100000

static const char *const range_names[] = { "uniform [-10, 10]^2",
					    "wide (log-uniform, or [-745, 745] for exp's argument)",
					    "near |z| = 1", "log-uniform |x|, |y| in [1e-300, 1e-3]",
					    "near +-1 and +-i" };

/* Is fn e^(x) in its real part's direction (cexp csinh ccosh ctanh) or its imaginary one's? */
static int exp_like(const char *name, int *imag)
{
	static const char *const re[] = { "cexp", "csinh", "ccosh", "ctanh" };
	static const char *const im[] = { "csin", "ccos", "ctan" };

	for (size_t i = 0; i < 4; i++)
		if (!strcmp(name, re[i])) {
			*imag = 0;
			return 1;
		}
	for (size_t i = 0; i < 3; i++)
		if (!strcmp(name, im[i])) {
			*imag = 1;
			return 1;
		}
	return 0;
}

static double _Complex sample(enum range r, const char *name)
{
	int imag;

	switch (r) {
	case UNIFORM10:
		return CMPLX(uniform(-10, 10), uniform(-10, 10));
	case WIDE:
		if (exp_like(name, &imag)) {
			double e = uniform(-745, 745), o = log_uniform(1e-300, 1e300);

			return imag ? CMPLX(o, e) : CMPLX(e, o);
		}
		return CMPLX(log_uniform(1e-300, 1e300), log_uniform(1e-300, 1e300));
	case UNIT_CIRCLE: {
		double t = uniform(-M_PI, M_PI), m = 1 + log_uniform(1e-18, 1e-3);

		return CMPLX(m * cos(t), m * sin(t));
	}
	case NEAR_ZERO:
		return CMPLX(log_uniform(1e-300, 1e-3), log_uniform(1e-300, 1e-3));
	case NEAR_ONE: {
		double a = (rng64() & 1 ? 1 : -1) + log_uniform(1e-18, 1e-2), b = log_uniform(1e-300, 1e-2);

		return rng64() & 1 ? CMPLX(a, b) : CMPLX(b, a);
	}
	}
	return 0;
}

/* One test per function (bounds[] is in fns[]'s order), so they run side by side. */
struct fn_index {
	size_t k;
};

ParameterizedTestParameters(complex, accuracy_against_long_double)
{
	static struct fn_index p[NFNS];

	for (size_t k = 0; k < NFNS; k++)
		p[k].k = k;
	return cr_make_param_array(struct fn_index, p, NFNS);
}

ParameterizedTest(struct fn_index *p, complex, accuracy_against_long_double)
{
	const struct fn *f = &fns[p->k];
	const struct bound *b = bound_of(f->name);
	double maxf = 0;
	long bad = 0;

	rng_state = 0x2545f4914f6cdd1dULL + p->k;
	for (int r = 0; r < 5; r++) {
		double max = 0, bound = b->bound;
		double _Complex worst = 0;

		if (!(b->ranges & 1u << r))
			continue;
		for (int i = 0; i < SAMPLES; i++) {
			double _Complex z = sample(r, f->name), g = f->rt(z);
			long double _Complex w = f->ref(z);
			double e = fmax(ulps(creal(g), creall(w)), ulps(cimag(g), cimagl(w)));

			if (e > max) {
				max = e;
				worst = z;
			}
		}
		cr_log_info("%-7s %-55s max %.3f ulp (at %a + i%a)", f->name, range_names[r], max,
			    creal(worst), cimag(worst));
		if (max > bound && bad++ < MAX_REPORTS)
			cr_log_error("%s over %s: %.3f ulp > %g, at %a + i%a", f->name,
				     range_names[r], max, bound, creal(worst), cimag(worst));
	}
	for (int i = 0; i < SAMPLES; i++) {
		float _Complex z = CMPLXF(uniform(-10, 10), uniform(-10, 10)), g = f->rtf(z);
		long double _Complex w = f->ref(z);
		double e = fmax(ulpsf(crealf(g), creall(w)), ulpsf(cimagf(g), cimagl(w)));

		maxf = e > maxf ? e : maxf;
	}
	cr_log_info("%sf     uniform [-10, 10]^2: max %.3f float ulp", f->name, maxf);
	if (maxf > b->boundf && bad++ < MAX_REPORTS)
		cr_log_error("%sf: %.3f float ulp > %g", f->name, maxf, b->boundf);
	cr_expect_eq(bad, 0);
}

/* max(|g - w| per part) in ulps (of a p-bit significand) of w's larger part */
static double normwise(double _Complex g, long double _Complex w, int p)
{
	long double big = fmaxl(fabsl(creall(w)), fabsl(cimagl(w)));
	int e;

	if (!isfinite(big) || big == 0)
		return 0;
	frexpl(big, &e);
	return (double)(fmaxl(fabsl(creal(g) - creall(w)), fabsl(cimag(g) - cimagl(w)))
			/ ldexpl(1, e - p));
}

/* cabs and carg are hypot and atan2; cpow is e^(y log x), its error growing with |y log x|,
 * measured in ulps of the larger part of the result (normwise), as the float form. */
Test(complex, cabs_carg_cpow)
{
	double mabs = 0, marg = 0, mpow = 0, mpowf = 0, mglibc = 0;

	for (int i = 0; i < SAMPLES; i++) {
		double _Complex z = CMPLX(log_uniform(1e-300, 1e300), log_uniform(1e-300, 1e300));
		double _Complex x = CMPLX(uniform(-10, 10), uniform(-10, 10));
		double _Complex y = CMPLX(uniform(-4, 4), uniform(-4, 4)), g;
		long double _Complex w;
		double e;

		e = ulps(rt_cabs(z), cabsl(z));
		mabs = e > mabs ? e : mabs;
		e = ulps(rt_carg(z), cargl(z));
		marg = e > marg ? e : marg;
		g = rt_cpow(x, y);
		w = cpowl(x, y);
		e = normwise(g, w, 53);
		mpow = e > mpow ? e : mpow;
		{
			float _Complex xf = x, yf = y;

			e = normwise(rt_cpowf(xf, yf), cpowl(xf, yf), 24);
			mpowf = e > mpowf ? e : mpowf;
		}
		e = normwise(cpow(x, y), w, 53);
		mglibc = e > mglibc ? e : mglibc;
	}
	cr_log_info("cabs %.3f carg %.3f cpow %.3f (of the larger part; glibc's %.3f) cpowf %.3f",
		    mabs, marg, mpow, mglibc, mpowf);
	cr_expect_leq(mabs, 1);
	cr_expect_leq(marg, 1.3);
	cr_expect_leq(mpow, 48);
	cr_expect_leq(mpowf, 1);
}

/* ---- gcc's helpers ------------------------------------------------------------------------ */

/* Operands for the helpers: bit patterns of every exponent, specials, and moderate values. */
static double operand(void)
{
	static const double special[] = { 0.0, -0.0, 1.0, -1.0, INFINITY, -INFINITY, NAN, -NAN,
					  DBL_MAX, -DBL_MAX, DBL_MIN, 0x1p-1074, 0x1p1000, 0x1p-1000,
					  0x1p-540, DBL_EPSILON };
	uint64_t u = rng64();

	switch (u % 8) {
	case 0:
		return special[(u >> 8) % (sizeof special / sizeof special[0])];
	case 1:
	case 2:
		return uniform(-10, 10);
	case 3:
		return log_uniform(1e-320, 1e308);
	default:
		return from_bits(rng64());
	}
}

static int same_bits(double _Complex g, double _Complex w)
{
	return to_bits(creal(g)) == to_bits(creal(w)) && to_bits(cimag(g)) == to_bits(cimag(w));
}

static int same_bits_exactf(float _Complex g, float _Complex w)
{
	float a[2] = { crealf(g), cimagf(g) }, b[2] = { crealf(w), cimagf(w) };

	return memcmp(a, b, sizeof a) == 0;
}

/* __divsc3: the same bits, or NaN for NaN (the plain formula, in double, propagates one of two
 * NaN operands, which one depending on how the compiler ordered the operations) */
static int same_partf(float g, float w)
{
	return (isnan(g) && isnan(w)) || memcmp(&g, &w, sizeof g) == 0;
}

static int same_bitsf(float _Complex g, float _Complex w)
{
	return same_partf(crealf(g), crealf(w)) && same_partf(cimagf(g), cimagf(w));
}

Test(complex, helpers_bit_for_bit_as_libgcc)
{
	long bad = 0;

	for (int i = 0; i < 1000000; i++) {
		double a = operand(), b = operand(), c = operand(), d = operand();
		float af = (float)a, bf = (float)b, cf = (float)c, df = (float)d;

		if (i % 4 == 0) {	/* nearby magnitudes, where the quotient is most delicate */
			c = a * uniform(0.5, 2);
			df = (float)(d = b * uniform(-2, 2));
			cf = (float)c;
		}
#define HELPER(fn, same_, x, y, z, t)                                                          \
	do {                                                                                    \
		if (!same_(rt_##fn(x, y, z, t), fn(x, y, z, t)) && bad++ < MAX_REPORTS)         \
			cr_log_error(#fn "(%a, %a, %a, %a): rt %a + i%a, libgcc %a + i%a",      \
				     (double)x, (double)y, (double)z, (double)t,                  \
				     (double)creal(rt_##fn(x, y, z, t)),                         \
				     (double)cimag(rt_##fn(x, y, z, t)), (double)creal(fn(x, y, z, t)), \
				     (double)cimag(fn(x, y, z, t)));                             \
	} while (0)
		HELPER(__muldc3, same_bits, a, b, c, d);
		HELPER(__divdc3, same_bits, a, b, c, d);
		HELPER(__mulsc3, same_bits_exactf, af, bf, cf, df);
		HELPER(__divsc3, same_bitsf, af, bf, cf, df);
	}
	cr_expect_eq(bad, 0);
}

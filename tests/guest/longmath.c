/* longmath.c — every long double function of <math.h> and <complex.h> and <tgmath.h>'s
 * dispatch of long double arguments: rt's binary128 functions on SPARC and RV32, the double
 * ones on MIPS o32, glibc's x87 ones on the host. What it prints is the same on all of
 * them: exact results, or results printed through double to ten digits (no value lies near
 * a tie there), and sizes. The arguments are volatile so that gcc computes nothing at
 * compile time. */
#include <complex.h>
#include <errno.h>
#include <stdio.h>
#include <tgmath.h>

static volatile long double zero = 0.0L, half = 0.5L, one = 1.0L, two = 2.0L, three = 3.0L;
static volatile long double m2_5 = -2.5L, p2_5 = 2.5L, p3_5 = 3.5L, p10_5 = 10.5L;
static volatile long double big = 1000000000000000.5L, ten = 10.0L, e48 = 48.0L;

static void show(const char *what, long double x)
{
	printf("%-16s %.10g\n", what, (double)x);
}

static void showc(const char *what, long double complex z)
{
	printf("%-16s %.10g %+.10g i\n", what, (double)creall(z), (double)cimagl(z));
}

static void exact(void)
{
	long double ip;
	int e = 0, q = 0;

	show("fabsl", fabsl(-m2_5));
	show("copysignl", copysignl(three, -one));
	show("ceill", ceill(m2_5));
	show("floorl", floorl(m2_5));
	show("truncl", truncl(m2_5));
	show("roundl", roundl(p2_5));
	show("rintl", rintl(p2_5));
	show("nearbyintl", nearbyintl(p3_5));
	printf("%-16s %ld %lld %ld %lld\n", "l(l)rint l(l)round", lrintl(m2_5), llrintl(big),
	       lroundl(m2_5), llroundl(p2_5));
	show("fmodl", fmodl(p10_5, three));
	show("remainderl", remainderl(p10_5, three));
	show("remquol", remquol(p10_5, three, &q));
	printf("%-16s %d\n", "remquol quo", q);
	show("frexpl", frexpl(e48, &e));
	printf("%-16s %d\n", "frexpl exp", e);
	show("ldexpl", ldexpl(three, 10));
	show("scalbnl", scalbnl(three, -2));
	show("scalblnl", scalblnl(three, 20L));
	printf("%-16s %d %d\n", "ilogbl", ilogbl(e48), ilogbl(half));
	show("logbl", logbl(e48));
	show("modfl", modfl(p3_5 + 0.25L, &ip));
	show("modfl int", ip);
	printf("%-16s %d %d\n", "nextafterl", nextafterl(one, two) > one,
	       nextafterl(one, zero) < one);
	printf("%-16s %d\n", "nexttowardl", nexttowardl(one, -two) < one);
	show("fdiml", fdiml(three, two));
	show("fmaxl", fmaxl(m2_5, two));
	show("fminl", fminl(m2_5, two));
	show("sqrtl", sqrtl(two));
	show("sqrtl 2.25", sqrtl(2.25L * one));
	printf("%-16s %d\n", "nanl", __builtin_isnan(nanl("")));
	show("fmal", fmal(two, three, ten));
}

static void approximated(void)
{
	show("expl", expl(one));
	show("exp2l", exp2l(ten));
	show("expm1l", expm1l(half));
	show("logl", logl(ten));
	show("log2l", log2l(e48));
	show("log10l", log10l(ten * ten * ten));
	show("log1pl", log1pl(one));
	show("powl", powl(two, half));
	show("powl -2^3", powl(-two, three));
	show("cbrtl", cbrtl(three * 9));
	show("hypotl", hypotl(three, three + one));
	show("sinl", sinl(one));
	show("cosl", cosl(one));
	show("tanl", tanl(one));
	show("sinl 100", sinl(ten * ten));
	show("asinl", asinl(half));
	show("acosl", acosl(half));
	show("atanl", atanl(one));
	show("atan2l", atan2l(one, -one));
	show("sinhl", sinhl(one));
	show("coshl", coshl(one));
	show("tanhl", tanhl(half));
	show("asinhl", asinhl(one));
	show("acoshl", acoshl(two));
	show("atanhl", atanhl(half));
	show("erfl", erfl(half));
	show("erfcl", erfcl(two));
	show("lgammal", lgammal(ten));
	show("tgammal", tgammal(p3_5 + 1.5L));
	errno = 0;
	logl(-one);
	printf("%-16s %d\n", "logl(-1) EDOM", errno == EDOM);
	errno = 0;
	sqrtl(-one);
	printf("%-16s %d\n", "sqrtl(-1) EDOM", errno == EDOM);
}

static void complexes(void)
{
	long double complex a = CMPLXL(one, two), b = CMPLXL(three, three + one);
	long double complex z = CMPLXL(half, half), w = CMPLXL(one, one);

	show("cabsl", cabsl(b));
	show("cargl", cargl(w));
	show("creall", creall(a));
	show("cimagl", cimagl(a));
	showc("conjl", conjl(a));
	showc("cprojl", cprojl(a));
	showc("a * b", a * b);
	showc("a / b", a / b);
	showc("cexpl", cexpl(w));
	showc("clogl", clogl(w));
	showc("cpowl", cpowl(CMPLXL(two, zero), CMPLXL(three, zero)));
	showc("csqrtl", csqrtl(CMPLXL(-two - two, zero)));
	showc("csinl", csinl(a));
	showc("ccosl", ccosl(a));
	showc("ctanl", ctanl(z));
	showc("casinl", casinl(z));
	showc("cacosl", cacosl(z));
	showc("catanl", catanl(z));
	showc("csinhl", csinhl(a));
	showc("ccoshl", ccoshl(a));
	showc("ctanhl", ctanhl(z));
	showc("casinhl", casinhl(z));
	showc("cacoshl", cacoshl(w));
	showc("catanhl", catanhl(z));
}

/* <tgmath.h>: a long double argument selects the l function (its result is long double) */
static void generic(void)
{
	long double complex z = CMPLXL(one, one);
	int ld = sizeof(long double), k = 0;

	printf("%-16s %d %d %d %d %d %d %d %d\n", "tgmath sizes",
	       sizeof(sqrt(two)) == ld, sizeof(pow(two, 1)) == ld, sizeof(fabs(two)) == ld,
	       sizeof(fma(1.0f, 2.0, two)) == ld, sizeof(atan2(1.0f, two)) == ld,
	       sizeof(nexttoward(two, 1.0L)) == ld, sizeof(ilogb(two)) == sizeof(int),
	       sizeof(exp(z)) == sizeof(long double complex));
	printf("%-16s %d %d %d\n", "tgmath complex", sizeof(creal(z)) == ld,
	       sizeof(fabs(z)) == ld, sizeof(carg(two)) == ld);
	show("sqrt(2.0L)", sqrt(two));
	show("remquo", remquo(p10_5, three, &k));
	show("lgamma", lgamma(ten));
	showc("exp(z)", exp(z));
}

int main(void)
{
	exact();
	approximated();
	complexes();
	generic();
	return 0;
}

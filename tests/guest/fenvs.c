/* fenvs.c — <fenv.h> on the guest: an operation that raises each exception flag (double and
 * float arithmetic, conversions between floating types and from integers, comparisons with a
 * NaN), fetestexcept of subsets, feclearexcept, fegetexceptflag and fesetexceptflag,
 * feraiseexcept, the environments (fegetenv, fesetenv, FE_DFL_ENV, feholdexcept,
 * feupdateenv) and each rounding mode the ISA has: its effect on quotients, products, sums,
 * conversions and overflow, printed with %a (glibc's decimal conversions round in the current
 * mode, rt's to nearest). Flags are printed as words and modes by their macro names, and
 * only what every ISA does alike (SPARC's feraiseexcept raises inexact with overflow, so the
 * flag asked for is what is tested), so the output is identical on every guest ISA and on
 * the host. The operands are volatile: the compiler neither folds nor moves the operations. */
#pragma GCC diagnostic ignored "-Wunknown-pragmas"
#pragma STDC FENV_ACCESS ON
#include <fenv.h>
#include <float.h>
#include <stdio.h>

static volatile double zero = 0.0, one = 1.0, two = 2.0, three = 3.0, ten = 10.0;
static volatile double big = DBL_MAX, tiny = DBL_MIN, third, nan_value, inf_value;
static volatile float fbig = 1e30f, fone = 1.0f, fthree = 3.0f, fsmall = 1e-30f;
static volatile double d;
static volatile float f;
static volatile int yes;

static const struct {
	int flag;
	const char *name;
} flags[] = {
	{ FE_INVALID, "invalid" },   { FE_DIVBYZERO, "divbyzero" }, { FE_OVERFLOW, "overflow" },
	{ FE_UNDERFLOW, "underflow" }, { FE_INEXACT, "inexact" },
};

/* The flags raised, then cleared. */
static void show(const char *what)
{
	int any = 0;

	printf("%-28s", what);
	for (unsigned int i = 0; i < sizeof flags / sizeof flags[0]; i++)
		if (fetestexcept(flags[i].flag)) {
			printf(" %s", flags[i].name);
			any = 1;
		}
	printf("%s\n", any ? "" : " none");
	feclearexcept(FE_ALL_EXCEPT);
}

static void operations(void)
{
	feclearexcept(FE_ALL_EXCEPT);
	show("nothing");
	d = zero / zero;
	show("0/0");
	d = one / zero;
	show("1/0");
	d = -one / zero;
	show("-1/0");
	d = big * two;
	show("DBL_MAX*2");
	d = tiny * tiny;
	show("DBL_MIN*DBL_MIN");
	d = tiny / ten;
	show("DBL_MIN/10");
	d = one / three;
	show("1/3");
	d = one + two;
	show("1+2");
	d = big + one;
	show("DBL_MAX+1");
	d = big - big;
	show("DBL_MAX-DBL_MAX");
	d = inf_value - inf_value;
	show("inf-inf");
	d = zero * inf_value;
	show("0*inf");
	d = inf_value / inf_value;
	show("inf/inf");
	d = inf_value * two;
	show("inf*2");
	f = fbig * fbig;
	show("1e30f*1e30f");
	f = fsmall * fsmall;
	show("1e-30f*1e-30f");
	f = fone / fthree;
	show("1f/3f");
	f = fone + fone;
	show("1f+1f");
	f = (float)big;
	show("(float)DBL_MAX");
	f = (float)(tiny * 1e200);
	show("(float)1e-108");
	f = (float)third;
	show("(float)(1/3)");
	d = (double)fbig;
	show("(double)1e30f");
	f = (float)(yes + 16777216);
	show("(float)16777217");
	f = (float)(yes + 16777215);
	show("(float)16777216");
	yes = nan_value < one;
	show("NaN<1");
	yes = nan_value >= one;
	show("NaN>=1");
	yes = nan_value == one;
	show("NaN==1");
	yes = nan_value != one;
	show("NaN!=1");
	yes = one < two;
	show("1<2");
}

static void flag_functions(void)
{
	fexcept_t saved;

	d = one / zero;
	d = one / three;
	printf("fetestexcept(divbyzero|invalid) %s\n",
	       fetestexcept(FE_DIVBYZERO | FE_INVALID) == FE_DIVBYZERO ? "divbyzero" : "wrong");
	printf("fetestexcept(all) == divbyzero|inexact %d\n",
	       fetestexcept(FE_ALL_EXCEPT) == (FE_DIVBYZERO | FE_INEXACT));
	feclearexcept(FE_INEXACT);
	show("feclearexcept(inexact)");
	d = zero / zero;
	fegetexceptflag(&saved, FE_ALL_EXCEPT);
	feclearexcept(FE_ALL_EXCEPT);
	show("cleared");
	fesetexceptflag(&saved, FE_INVALID);
	show("fesetexceptflag(invalid)");
	fesetexceptflag(&saved, FE_OVERFLOW);
	show("fesetexceptflag(overflow)");
	for (unsigned int i = 0; i < sizeof flags / sizeof flags[0]; i++) {
		int rc;

		feclearexcept(FE_ALL_EXCEPT);
		rc = feraiseexcept(flags[i].flag);
		printf("feraiseexcept(%s) %d %s\n", flags[i].name, rc,
		       fetestexcept(flags[i].flag) ? "raised" : "not raised");
	}
	feclearexcept(FE_ALL_EXCEPT);
	feraiseexcept(FE_INVALID | FE_DIVBYZERO);
	show("feraiseexcept(inv|div)");
}

static void environments(void)
{
	fenv_t env, held;

	d = one / zero;
	fegetenv(&env);
	feclearexcept(FE_ALL_EXCEPT);
	d = zero / zero;
	fesetenv(&env);
	show("fesetenv(saved)");
	d = zero / zero;
	fesetenv(FE_DFL_ENV);
	show("fesetenv(FE_DFL_ENV)");
	printf("default rounding %s\n", fegetround() == FE_TONEAREST ? "FE_TONEAREST" : "other");
	d = one / zero;
	printf("feholdexcept %d\n", feholdexcept(&held));
	show("held");
	d = one / three;
	printf("feupdateenv %d\n", feupdateenv(&held));
	show("updated");
	d = one / zero;
	feholdexcept(&held);
	fesetenv(&held);
	show("held, set back");
}

static void rounding(const char *name, int mode)
{
	volatile double x;

	if (fesetround(mode) != 0 || fegetround() != mode) {
		printf("%s: not set\n", name);
		return;
	}
	printf("%s:\n", name);
	printf("  1/3 %a  -1/3 %a  2/3 %a\n", one / three, -one / three, two / three);
	printf("  1/10 %a  -1/10 %a\n", one / ten, -one / ten);
	printf("  1f/3f %a  -1f/3f %a\n", (double)(fone / fthree), (double)(-fone / fthree));
	x = one + 1e-30;
	printf("  1+1e-30 %a  -1-1e-30 %a\n", x, -one - 1e-30);
	x = big * two;
	printf("  DBL_MAX*2 %a  -DBL_MAX*2 %a\n", x, -big * two);
	x = one - one;
	printf("  1-1 %a  (float)(1/3) %a  (float)16777217 %a\n", x, (double)(float)third,
	       (double)(float)(yes + 16777216));
	printf("  (float)-16777219 %a  DBL_MIN/3 %a\n", (double)(float)(-yes - 16777218),
	       tiny / three);
	feclearexcept(FE_ALL_EXCEPT);
}

int main(void)
{
	third = one / three;
	nan_value = zero / zero;
	inf_value = one / zero;
	yes = 1;
	printf("FE_ALL_EXCEPT covers the five: %d\n",
	       (FE_ALL_EXCEPT & (FE_INVALID | FE_DIVBYZERO | FE_OVERFLOW | FE_UNDERFLOW |
				 FE_INEXACT)) == (FE_INVALID | FE_DIVBYZERO | FE_OVERFLOW |
						  FE_UNDERFLOW | FE_INEXACT));
	operations();
	flag_functions();
	environments();
	rounding("FE_TONEAREST", FE_TONEAREST);
#ifdef FE_TOWARDZERO
	rounding("FE_TOWARDZERO", FE_TOWARDZERO);
#endif
#ifdef FE_UPWARD
	rounding("FE_UPWARD", FE_UPWARD);
#endif
#ifdef FE_DOWNWARD
	rounding("FE_DOWNWARD", FE_DOWNWARD);
#endif
	fesetround(FE_TONEAREST);
	printf("fesetround(12345) %s\n", fesetround(12345) ? "refused" : "accepted");
	printf("back to nearest %d\n", fegetround() == FE_TONEAREST);
	return 0;
}

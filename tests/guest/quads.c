/* quads.c — arithmetic in long double: binary128 in software on SPARC and RV32 (rt's
 * softquad), double on MIPS o32, x87's 80 bits on the host. What it prints is the same on
 * all of them: results exact in every one of those formats, or rounded ones converted to
 * double where the wider rounding first changes nothing (no value lies near a tie of
 * double), or printed to fewer digits than double holds; comparisons and conversions. The
 * operands are volatile so that gcc computes nothing at compile time. */
#include <float.h>
#include <stdio.h>

static volatile long double zero = 0.0L, one = 1.0L, two = 2.0L, three = 3.0L, seven = 7.0L;
static volatile long double quarter = 0.25L, big = 4503599627370496.0L;   /* 2^52 */
static volatile int minus5 = -5, k40000 = 40000;
static volatile unsigned int u3e9 = 3000000000u;
static volatile long long m2p62 = -4611686018427387904LL;   /* -2^62 */
static volatile unsigned long long u2p63 = 9223372036854775808ULL;
static volatile float f125 = 1.25f;
static volatile double d01 = 0.1;

/* Passed and returned by value (by reference on SPARC, RV32). */
static __attribute__((noinline)) long double axpy(long double a, long double x, long double y)
{
	return a * x + y;
}

static void show(const char *what, long double x)
{
	printf("%-22s %.17g\n", what, (double)x);
}

int main(void)
{
	long double s, x, nan;
	int k;

	show("1 + 2", one + two);
	show("1 - 3", one - three);
	show("3 * 7", three * seven);
	show("7 / 4", seven * quarter);
	show("1 / 4", one / (two * two));
	show("-(2)", -two);
	show("2^52 + 1", big + one);
	show("2^52 * 3 + 7", axpy(big, three, seven));
	show("1 / 3", one / three);
	show("2 / 7", two / seven);
	show("22 / 7", (two * 11) / seven);
	show("0.1 * 3", (long double)d01 * three);
	show("2^-10", one / 1024);
	show("-0 * 3", -zero * three);
	printf("%-22s %d\n", "signbit(-0 * 3)", (double)(-zero * three) == 0 &&
	       1 / (double)(-zero * three) < 0);

	/* Newton's iteration for sqrt 2 and a harmonic sum: rounded differently in each
	 * format, but not in the digits printed */
	x = one;
	for (k = 0; k < 8; k++)
		x = (x + two / x) / two;
	printf("%-22s %.12g\n", "sqrt 2 (Newton)", (double)x);
	s = zero;
	for (k = 1; k <= 1000; k++)
		s += one / k;
	printf("%-22s %.12g\n", "H(1000)", (double)s);

	/* comparisons, NaN unordered */
	nan = zero / zero;
	printf("%-22s %d %d %d %d %d %d\n", "1 < 3 <= > >= == !=", one < three, one <= three,
	       one > three, one >= three, one == three, one != three);
	printf("%-22s %d %d %d %d %d %d\n", "3 vs 3", three < three, three <= three,
	       three > three, three >= three, three == three, three != three);
	printf("%-22s %d %d %d %d %d %d\n", "NaN vs 1", nan < one, nan <= one, nan > one,
	       nan >= one, nan == nan, nan != nan);
	printf("%-22s %d\n", "-0 == 0", -zero == zero);
	printf("%-22s %d\n", "1 + eps > 1", one + LDBL_EPSILON > one);

	/* conversions */
	printf("%-22s %d\n", "(int)(-5 / 2)", (int)((long double)minus5 / two));
	printf("%-22s %u\n", "(unsigned)3e9 + 1", (unsigned int)((long double)u3e9 + one));
	printf("%-22s %lld\n", "(long long)-2^62 / 4", (long long)((long double)m2p62 * quarter));
	printf("%-22s %llu\n", "(ull)2^63 + 2^52", (unsigned long long)((long double)u2p63 + big));
	printf("%-22s %d\n", "(int)(40000 * 1.25)", (int)((long double)k40000 * f125));
	printf("%-22s %.9g\n", "(float)(1 / 3)", (double)(float)(one / three));
	printf("%-22s %.9g\n", "(float)1.25 * 3", (double)(float)((long double)f125 * three));
	printf("%-22s %d\n", "(int)7.99", (int)(seven + 0.99L));
	printf("%-22s %d\n", "(int)-7.99", (int)-(seven + 0.99L));
	return 0;
}

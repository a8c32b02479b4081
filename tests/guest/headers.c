/* headers.c — every header of C99's library (clauses 7.2-7.26) included, and one function or
 * macro of each used: the program builds and runs on each guest ISA and the host, printing
 * the same lines. */
#include <assert.h>
#include <complex.h>
#include <ctype.h>
#include <errno.h>
#include <fenv.h>
#include <float.h>
#include <inttypes.h>
#include <iso646.h>
#include <limits.h>
#include <locale.h>
#include <math.h>
#include <setjmp.h>
#include <signal.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <tgmath.h>
#include <time.h>
#include <wchar.h>
#include <wctype.h>

static jmp_buf env;
static volatile sig_atomic_t caught;

static void on_signal(int sig)
{
	caught = sig;
}

static void jump(int v)
{
	longjmp(env, v);
}

/* <stdarg.h> */
static int sum(int n, ...)
{
	va_list ap;
	int s = 0;

	va_start(ap, n);
	while (n--)
		s += va_arg(ap, int);
	va_end(ap);
	return s;
}

struct pair {
	char c;
	double d;
};

int main(void)
{
	volatile double two = 2.0, zero = 0.0, quotient;
	volatile float twof = 2.0f;
	double complex z = 3.0 + 4.0 * I;
	struct tm *tm;
	time_t t = 1000000000;
	char buf[64];
	wchar_t wide[] = L"wide";
	char *end;
	bool yes = true;
	int v;

	assert(yes);							/* assert.h */
	printf("complex.h: cabs %g creal %g cimag %g\n", cabs(z), creal(z * z),
	       cimag(z * z));
	printf("ctype.h: %c%c\n", toupper('a'), isdigit('7') ? 'y' : 'n');
	errno = 0;
	strtol("99999999999999999999", &end, 10);
	printf("errno.h: ERANGE %s\n", errno == ERANGE ? "set" : "not set");
	feclearexcept(FE_ALL_EXCEPT);
	printf("fenv.h: inexact after clearing %d, ", fetestexcept(FE_INEXACT) != 0);
	quotient = 1.0 / zero;
	printf("divbyzero after 1/0 %s\n", fetestexcept(FE_DIVBYZERO) ? "set" : "not set");
	printf("float.h: DBL_MANT_DIG %d FLT_DIG %d\n", DBL_MANT_DIG, FLT_DIG);
	printf("inttypes.h: %" PRId64 " %" PRIdMAX " %" PRIuMAX "\n", (int64_t)1 << 40,
	       strtoimax("-123456789012", NULL, 10), wcstoumax(L"  077", NULL, 0));
	printf("iso646.h: %d\n", (1 and 0) or not 0);
	printf("limits.h: INT_MAX %d CHAR_BIT %d\n", INT_MAX, CHAR_BIT);
	printf("locale.h: %s\n", setlocale(LC_ALL, NULL));
	printf("math.h: sqrt(2) %.17g isgreater %d\n", sqrt(two), isgreater(two, zero));
	if ((v = setjmp(env)) == 0)
		jump(7);
	printf("setjmp.h: longjmp gave %d\n", v);
	signal(SIGUSR1, on_signal);
	raise(SIGUSR1);
	printf("signal.h: caught %s\n", caught == SIGUSR1 ? "SIGUSR1" : "nothing");
	printf("stdarg.h: %d\n", sum(4, 1, 2, 3, 4));
	printf("stdbool.h: %d\n", yes);
	printf("stddef.h: offsetof %d\n", (int)offsetof(struct pair, d) >= 4);
	printf("stdint.h: %u %d\n", (unsigned)UINT16_MAX, INT8_MIN);
	printf("stdio.h: %s\n", "printf");
	printf("stdlib.h: %ld %d\n", strtol("0x1f", NULL, 16), abs(-5));
	printf("string.h: %zu\n", strlen("seven c"));
	printf("tgmath.h: sizeof sqrt(float) %zu sizeof sqrt(double) %zu sqrt(2.0f) %.9g\n",
	       sizeof sqrt(twof), sizeof sqrt(two), (double)sqrt(twof));
	tm = gmtime(&t);
	strftime(buf, sizeof buf, "%Y-%m-%d %H:%M:%S", tm);
	printf("time.h: %s\n", buf);
	printf("wchar.h: %zu\n", wcslen(wide));
	printf("wctype.h: %lc\n", (wint_t)towupper(L'w'));
	(void)quotient;
	return 0;
}

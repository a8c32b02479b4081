/* longio.c — long double text conversions: printf's %Le %Lf %Lg, strtold, wcstold and scanf's
 * %L conversions. long double is binary128 on SPARC and RV32 (rt's exact conversions), double
 * on MIPS o32 and x87's 80 bits on the host, so what is printed is what agrees in all four:
 * values exact in double, digits fewer than double holds, and round trips (the value read
 * back from its own text, compared in the machine's format). %La, whose digits depend on the
 * format, is left to the unit tests (tests/unit/test_longio.c). */
#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <wchar.h>

static volatile long double one = 1.0L, three = 3.0L, seven = 7.0L, tenth = 0.1L;

static void show_formats(long double x)
{
	printf("[%Le] [%.3LE] [%Lf] [%.0Lf] [%Lg] [%.12LG] [%#.3Lg]\n", x, x, x, x, x, x, x);
	printf("[%+14.4Le] [%-12.2Lf] [%012.3Lg] [% .1Lf]\n", x, x, x, x);
}

static void round_trip(const char *what, long double x)
{
	char buf[128];
	long double y;
	char *end;

	snprintf(buf, sizeof buf, "%.40Le", x);
	y = strtold(buf, &end);
	printf("%-12s decimal %s", what, y == x && *end == '\0' ? "ok" : "differs");
	snprintf(buf, sizeof buf, "%La", x);
	y = strtold(buf, &end);
	printf(", hexadecimal %s", y == x && *end == '\0' ? "ok" : "differs");
	y = 0;
	printf(", sscanf %s\n", sscanf(buf, "%Lf", &y) == 1 && y == x ? "ok" : "differs");
}

static void parse(const char *s)
{
	char *end;
	long double x;

	errno = 0;
	x = strtold(s, &end);
	printf("strtold(\"%s\") = %.15Lg, end +%d%s\n", s, x, (int)(end - s),
	       errno == ERANGE ? ", ERANGE" : "");
}

int main(void)
{
	static const long double values[] = { 0.0L, -0.0L, 1.0L, -2.5L, 0.5L, 1.5L, 0.125L,
					      1024.0L, 1152921504606846976.0L, 9.5367431640625e-07L,
					      123456.75L, -0.001953125L, 1e22L, 6.103515625e-05L };
	long double x, y, z;
	wchar_t *wend;
	size_t i;
	int n, k;

	for (i = 0; i < sizeof values / sizeof values[0]; i++)
		show_formats(values[i]);
	x = one / three;
	printf("1/3: %.15Lg %.10Le %.12Lf\n", x, x, x);
	x = tenth;
	printf("0.1: %.15Lg %.3Le %Lf\n", x, x, x);
	printf("2^-30: %.40Lf\n", 9.31322574615478515625e-10L);
	printf("ties: %.0Lf %.0Lf %.0Lf %.1Lf %.2Le\n", 0.5L, 1.5L, 2.5L, 0.25L, 1.125L);
	printf("inf: %Lf %LE %+Lg %8Lf|\n", (long double)INFINITY, (long double)INFINITY,
	       (long double)INFINITY, -(long double)INFINITY);

	round_trip("1/3", one / three);
	round_trip("1/7", one / seven);
	round_trip("0.1", tenth);
	round_trip("-7/3", -seven / three);
	round_trip("2^-20/3", one / three / 1048576);
	round_trip("3*10^20/7", three * 1e20L / seven);

	parse("1.5e3xyz");
	parse("  -0x1.8p-2");
	parse("0.000001");
	parse("1e99999");
	parse("-1e-99999");
	parse("INFINITY");
	parse("infin");
	parse(".e5");
	parse("123456789012345678901234567890e-20");

	x = wcstold(L"  2.5e2xyz", &wend);
	printf("wcstold: %.6Lg, %d left\n", x, (int)wcslen(wend));

	n = sscanf("3.25 -1e-3 0x1.4p3", "%Lf %Le %La", &x, &y, &z);
	printf("sscanf: %d %.4Lf %.4Lg %.4Lg\n", n, x, y, z);
	k = -1;
	n = sscanf("1.5e+x", "%Lf%n", &x, &k);
	printf("sscanf prefix: %d %.3Lg %d\n", n, x, k);
	n = sscanf("12345", "%3Lf%Lf", &x, &y);
	printf("sscanf width: %d %.6Lg %.6Lg\n", n, x, y);
	n = sscanf("nan inf", "%*f %LG", &x);
	printf("sscanf special: %d %Lf\n", n, x);
	return 0;
}

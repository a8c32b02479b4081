/* fpclass.c — <math.h>'s classification macros on float and double (and a long double
 * argument): fpclassify, isnan, isinf, isfinite, isnormal, signbit, on zeros, subnormals,
 * normals, infinities and NaNs of both signs. */
#include <float.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

/* NaNs made of their bits: the sign of a NaN an operation makes differs between the ISAs. */
static double dbits(uint64_t u)
{
	double d;

	memcpy(&d, &u, sizeof d);
	return d;
}

static float fbits(uint32_t u)
{
	float f;

	memcpy(&f, &u, sizeof f);
	return f;
}

static const char *class_name(int c)
{
	switch (c) {
	case FP_NAN: return "nan";
	case FP_INFINITE: return "infinite";
	case FP_ZERO: return "zero";
	case FP_SUBNORMAL: return "subnormal";
	case FP_NORMAL: return "normal";
	}
	return "?";
}

#define SHOW(label, x)                                                                      \
	printf("%-10s %-6s %-9s nan %d inf %d finite %d normal %d sign %d\n", label,            \
	       sizeof(x) == sizeof(float) ? "float" : "double", class_name(fpclassify(x)),      \
	       !!isnan(x), !!isinf(x), !!isfinite(x), !!isnormal(x), !!signbit(x))

int main(void)
{
	volatile double zero = 0.0, one = 1.0;
	double d[] = { 0.0, -zero, DBL_MIN / 4, -DBL_MIN, 1.5, -DBL_MAX, one / zero, -one / zero,
		       dbits(0x7ff4000000000000ull), dbits(0xfff4000000000000ull) };
	const char *names[] = { "0", "-0", "subnormal", "-min", "1.5", "-max", "inf", "-inf",
				"nan", "-nan" };
	float f[] = { 0.0f, -(float)zero, FLT_MIN / 4, -FLT_MIN, 1.5f, -FLT_MAX,
		      (float)(one / zero), (float)(-one / zero), fbits(0x7fa00000u),
		      fbits(0xffa00000u) };

	for (int i = 0; i < 10; i++) {
		SHOW(names[i], d[i]);
		SHOW(names[i], f[i]);
	}
	SHOW("INFINITY", INFINITY);
	SHOW("HUGE_VAL", HUGE_VAL);
	SHOW("NAN", NAN);
	printf("long double 2.5L: %s\n", class_name(fpclassify(2.5L)));
	return 0;
}

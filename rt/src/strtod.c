/* strtod.c — strtod, strtof, strtold and atof: the correctly rounded conversion of
 * rt/src/fpconv.c (integer arithmetic) with the result returned as a floating value; the only
 * floating-point instructions are the moves of that result. */
#include <ctype.h>
#include <errno.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include "fpconv.h"
#include "rt.h"

/* Shared by strtod, strtof and strtold (wide: w as __rt_fp_parse_wide gives it): the bits,
 * *end set like strtod's. */
static uint64_t parse(const char *s, char **end, int single, uint64_t *wide)
{
	const char *p = s;
	uint64_t bits = 0;
	size_t n;
	int erange;

	while (isspace((unsigned char)*p))
		p++;
	if (wide)
		n = __rt_fp_parse_wide(p, SIZE_MAX, __LDBL_MANT_DIG__ == 64, wide, &erange);
	else
		n = __rt_fp_parse(p, SIZE_MAX, single, &bits, &erange);
	if (end)
		*end = (char *)(n ? p + n : s);
	if (erange)
		errno = ERANGE;
	return bits;
}

RT_WEAK(strtod, __rt_strtod);
double __rt_strtod(const char *restrict s, char **restrict end)
{
	uint64_t bits = parse(s, end, 0, NULL);
	double d;

	memcpy(&d, &bits, sizeof(d));
	return d;
}

RT_WEAK(strtof, __rt_strtof);
float __rt_strtof(const char *restrict s, char **restrict end)
{
	uint32_t bits = (uint32_t)parse(s, end, 1, NULL);
	float f;

	memcpy(&f, &bits, sizeof(f));
	return f;
}

RT_WEAK(strtold, __rt_strtold);
long double __rt_strtold(const char *restrict s, char **restrict end)
{
#if __LDBL_MANT_DIG__ == 53
	return __rt_strtod(s, end);
#else
	uint64_t w[2];
	long double r;

	parse(s, end, 0, w);
	__rt_fp_store_ld(&r, w);
	return r;
#endif
}

RT_WEAK(atof, __rt_atof);
double __rt_atof(const char *s)
{
	return __rt_strtod(s, NULL);
}

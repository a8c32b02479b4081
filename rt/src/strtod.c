/* strtod.c — strtod, strtof and atof: the correctly rounded conversion of rt/src/fpconv.c
 * (integer arithmetic) with the result returned as a floating value; the only floating-point
 * instructions are the moves of that result. */
#include <ctype.h>
#include <errno.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include "fpconv.h"
#include "rt.h"

/* Shared by strtod and strtof: the bits, *end set like strtod's. */
static uint64_t parse(const char *s, char **end, int single)
{
	const char *p = s;
	uint64_t bits = 0;
	size_t n;
	int erange;

	while (isspace((unsigned char)*p))
		p++;
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
	uint64_t bits = parse(s, end, 0);
	double d;

	memcpy(&d, &bits, sizeof(d));
	return d;
}

RT_WEAK(strtof, __rt_strtof);
float __rt_strtof(const char *restrict s, char **restrict end)
{
	uint32_t bits = (uint32_t)parse(s, end, 1);
	float f;

	memcpy(&f, &bits, sizeof(f));
	return f;
}

RT_WEAK(atof, __rt_atof);
double __rt_atof(const char *s)
{
	return __rt_strtod(s, NULL);
}

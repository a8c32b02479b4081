/* numbers.c — numbers: decimal conversion, the logistic activation function, and the random
 * number generator of the simulator. */
#include <math.h>

#include "pdp.h"

/* Beyond +-16 the function is within 2^-23 of 0 or 1: it is held there, so a unit never
 * saturates completely and its derivative act (1 - act) stays positive. */
#define RANGE 16

/* Computed in double and rounded once to float: a last-bit difference in exp() between two
 * C libraries changes the float only in the rarest cases. */
float logistic(float net)
{
	if (net > RANGE)
		net = RANGE;
	else if (net < -RANGE)
		net = -RANGE;
	return (float)(1.0 / (1.0 + exp(-(double)net)));
}

/* xorshift32 (Marsaglia): every state but 0 has the full period. */
uint32_t rng_next(uint32_t *state)
{
	uint32_t x = *state;

	x ^= x << 13;
	x ^= x >> 17;
	x ^= x << 5;
	return *state = x;
}

/* A decimal number without exponent ("-0.25", "3"), of at most 15 digits, rounded once. */
int number_parse(const char *s, float *out)
{
	int neg = 0, digits = 0;
	long long num = 0, scale = 1;

	if (*s == '-' || *s == '+')
		neg = *s++ == '-';
	for (; *s >= '0' && *s <= '9'; s++)
		if (++digits <= 15)
			num = num * 10 + (*s - '0');
	if (*s == '.')
		for (s++; *s >= '0' && *s <= '9'; s++)
			if (++digits <= 15) {
				num = num * 10 + (*s - '0');
				scale *= 10;
			}
	if (!digits || digits > 15 || *s)
		return 0;
	*out = (float)((neg ? -(double)num : (double)num) / (double)scale);
	return 1;
}

/* fixed.c — fixed-point numbers: decimal conversion, the logistic activation function by
 * table with linear interpolation, and the random number generator of the simulator. */
#include <stdio.h>

#include "pdp.h"

/* The table holds logistic(k / STEPS) for k = 0 .. RANGE * STEPS; beyond RANGE the function
 * is within 2^-23 of 1 and counts as 1. */
#define STEPS 64
#define RANGE 16
#define TABLE_SIZE (RANGE * STEPS + 1)

static fix table[TABLE_SIZE];

/* Fills the table from e^-x computed with integers only: e^-(1/64) by its series in Q60,
 * then e^-(k/64) as its powers in Q30, then 1 / (1 + e^-x). */
void logistic_init(void)
{
	const int64_t one30 = (int64_t)1 << 30;
	uint64_t term = (uint64_t)1 << 60, sum = 0;
	int64_t step, e;

	for (int n = 0; term; n++) {
		sum = n & 1 ? sum - term : sum + term;
		term /= (uint64_t)STEPS * (uint64_t)(n + 1);
	}
	step = (int64_t)((sum + ((uint64_t)1 << 29)) >> 30);
	e = one30;
	for (int k = 0; k < TABLE_SIZE; k++) {
		int64_t den = one30 + e;

		table[k] = (fix)((((int64_t)FIX_ONE << 30) + den / 2) / den);
		e = (e * step + one30 / 2) >> 30;
	}
}

fix logistic(fix net)
{
	fix x = net < 0 ? -net : net, y;
	int i, frac;

	if (x >= RANGE * FIX_ONE) {
		y = FIX_ONE;
	} else {
		/* x = (i + frac / 1024) / 64 */
		i = x >> (FIX_FRAC - 6);
		frac = x & ((1 << (FIX_FRAC - 6)) - 1);
		y = table[i] + (((table[i + 1] - table[i]) * frac) >> (FIX_FRAC - 6));
	}
	return net < 0 ? FIX_ONE - y : y;
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

int fix_parse(const char *s, fix *out)
{
	int neg = 0, digits = 0;
	int64_t whole = 0, frac = 0, scale = 1;

	if (*s == '-' || *s == '+')
		neg = *s++ == '-';
	while (*s >= '0' && *s <= '9') {
		whole = whole * 10 + (*s++ - '0');
		digits++;
		if (whole > 32767)
			return 0;
	}
	if (*s == '.')
		for (s++; *s >= '0' && *s <= '9'; s++, digits++)
			if (scale < 100000000) {
				frac = frac * 10 + (*s - '0');
				scale *= 10;
			}
	if (!digits || *s)
		return 0;
	*out = (fix)(whole * FIX_ONE + (frac * FIX_ONE + scale / 2) / scale);
	if (neg)
		*out = -*out;
	return 1;
}

char *fix_str(char *buf, fix x, int digits)
{
	int64_t v = x < 0 ? -(int64_t)x : x, scale = 1;

	if (digits > 8)
		digits = 8;
	for (int i = 0; i < digits; i++)
		scale *= 10;
	v = (v * scale + FIX_ONE / 2) >> FIX_FRAC;
	snprintf(buf, FIX_STR_LEN, "%s%d.%0*d", x < 0 && v ? "-" : "", (int)(v / scale), digits,
		 (int)(v % scale));
	return buf;
}

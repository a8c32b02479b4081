/* fixed.c — fixed-point arithmetic: products and quotients through 64-bit intermediates
 * (rt's __divdi3 on the 32-bit guests), decimal conversion both ways. */
#include <stdio.h>

#include "linpack.h"

/* num / den rounded to nearest; with num in fix units times den's scale, a fix. */
fix fix_from_ratio(int64_t num, int64_t den)
{
	int64_t q, r;
	int neg = (num < 0) != (den < 0);

	if (num < 0)
		num = -num;
	if (den < 0)
		den = -den;
	q = num / den;
	r = num % den;
	if (2 * r >= den)
		q++;
	return (fix)(neg ? -q : q);
}

fix fix_div(fix a, fix b)
{
	return fix_from_ratio((int64_t)a * FIX_ONE, b);
}

char *fix_str(char *buf, fix x, int digits)
{
	int64_t v = x < 0 ? -(int64_t)x : x, scale = 1;

	if (digits > 9)
		digits = 9;
	for (int i = 0; i < digits; i++)
		scale *= 10;
	/* Round to the digits shown, then split; a value that rounds to zero has no sign. */
	v = (v * scale + ((int64_t)1 << (FIX_FRAC - 1))) >> FIX_FRAC;
	if (digits > 0)
		snprintf(buf, FIX_STR_LEN, "%s%lld.%0*lld", x < 0 && v ? "-" : "", (long long)(v / scale), digits,
			(long long)(v % scale));
	else
		snprintf(buf, FIX_STR_LEN, "%s%lld", x < 0 && v ? "-" : "", (long long)v);
	return buf;
}

int fix_parse(const char *s, fix *out)
{
	const char *p = s;
	int neg = 0, ndigits = 0;
	int64_t whole = 0, frac = 0, scale = 1;

	if (*p == '-' || *p == '+')
		neg = *p++ == '-';
	while (*p >= '0' && *p <= '9') {
		whole = whole * 10 + (*p++ - '0');
		ndigits++;
		if (whole > FIX_MAX_INT)
			return 0;			/* out of range */
	}
	if (*p == '.') {
		p++;
		while (*p >= '0' && *p <= '9') {
			if (scale < 1000000000) {	/* further digits are below the resolution */
				frac = frac * 10 + (*p - '0');
				scale *= 10;
			}
			p++;
			ndigits++;
		}
	}
	if (ndigits == 0)
		return 0;
	*out = (fix)(whole << FIX_FRAC) + fix_from_ratio(frac << FIX_FRAC, scale);
	if (neg)
		*out = -*out;
	return (int)(p - s);
}

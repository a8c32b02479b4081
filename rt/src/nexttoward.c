/* nexttoward.c — nexttoward and nexttowardf: the next double (float) after x in the direction
 * of a long double y, bit for bit and errno as glibc's. long double is binary64 on MIPS o32,
 * binary128 on SPARC V8 and RV32 and x87's 80-bit format in the host build, and rt has no
 * long double arithmetic: x and y are compared on their bits, as exponents and 64-bit
 * significands. */
#include <errno.h>
#include <math.h>
#include <stdint.h>
#include <string.h>
#include "fp.h"
#include "rt.h"

enum { MAG_ZERO, MAG_FINITE, MAG_INF, MAG_NAN };

/* A number as sign, kind and, when finite and nonzero, sig * 2^(exp - 63) with sig's bit 63
 * set, plus sticky: whether bits below sig's are nonzero. A NaN keeps its fraction in sig,
 * left-aligned, for the NaN it turns into. */
struct mag {
	int kind, neg, exp, sticky;
	uint64_t sig;
};

/* sig * 2^(exp - 63), sig nonzero, normalised. */
static struct mag finite(int neg, uint64_t sig, int exp, int sticky)
{
	struct mag m = { MAG_FINITE, neg, exp, sticky, sig };

	for (; !(m.sig >> 63); m.sig <<= 1)
		m.exp--;
	return m;
}

static struct mag special(int kind, int neg, uint64_t frac)
{
	struct mag m = { kind, neg, 0, 0, frac };

	return m;
}

/* The value of binary64 bits (with the significand's leading bit shifted up to bit 63). */
static struct mag of_binary64(uint64_t u)
{
	int neg = (int)(u >> 63), e = FP_EXP(u);
	uint64_t f = u & 0x000fffffffffffffULL;

	if (e == 0x7ff)
		return special(f ? MAG_NAN : MAG_INF, neg, f << 12);
	if (e == 0)
		return f ? finite(neg, f << 11, -1022, 0) : special(MAG_ZERO, neg, 0);
	return finite(neg, (f | 0x0010000000000000ULL) << 11, e - 1023, 0);
}

static struct mag of_float(float x)
{
	uint32_t u;
	int neg, e;
	uint64_t f;

	memcpy(&u, &x, sizeof u);
	neg = (int)(u >> 31);
	e = (int)(u >> 23 & 0xff);
	f = u & 0x7fffff;
	if (e == 0xff)
		return special(f ? MAG_NAN : MAG_INF, neg, f << 41);
	if (e == 0)
		return f ? finite(neg, f << 40, -126, 0) : special(MAG_ZERO, neg, 0);
	return finite(neg, (f | 0x800000) << 40, e - 127, 0);
}

/* A long double below every nonzero float and double: the subnormals of the wider formats
 * (their exponent only has to be small enough). */
#define TINY_EXP (-16400)

static struct mag of_long_double(long double y)
{
#if __LDBL_MANT_DIG__ == 53
	uint64_t u;

	memcpy(&u, &y, sizeof u);
	return of_binary64(u);
#elif __LDBL_MANT_DIG__ == 64
	/* x87 (the host build, little-endian): the significand with its explicit leading bit
	 * in bytes 0-7, sign and 15-bit exponent in bytes 8-9 */
	unsigned char b[sizeof y];
	uint64_t sig;
	uint16_t se;
	int e;

	memcpy(b, &y, sizeof y);
	memcpy(&sig, b, sizeof sig);
	memcpy(&se, b + 8, sizeof se);
	e = se & 0x7fff;
	if (e == 0x7fff)
		return special(sig << 1 ? MAG_NAN : MAG_INF, se >> 15, sig << 1);
	if (!sig)
		return special(MAG_ZERO, se >> 15, 0);
	return finite(se >> 15, sig, e ? e - 16383 : TINY_EXP, 0);
#elif __LDBL_MANT_DIG__ == 113
	/* binary128: sign, 15-bit exponent, 112-bit fraction; the high word first in memory on
	 * a big-endian ISA (SPARC), second on a little-endian one (RV32) */
	uint64_t w[2], hi, lo, fh;
	int e, neg;

	memcpy(w, &y, sizeof w);
#if __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
	hi = w[0];
	lo = w[1];
#else
	hi = w[1];
	lo = w[0];
#endif
	neg = (int)(hi >> 63);
	e = (int)(hi >> 48 & 0x7fff);
	fh = hi & 0x0000ffffffffffffULL;
	if (e == 0x7fff)
		return special(fh | lo ? MAG_NAN : MAG_INF, neg, fh << 16 | lo >> 48);
	if (e == 0)
		return fh | lo ? finite(neg, 1, TINY_EXP, 0) : special(MAG_ZERO, neg, 0);
	return finite(neg, 1ULL << 63 | fh << 15 | lo >> 49, e - 16383,
		      (lo & 0x0001ffffffffffffULL) != 0);
#else
#error "nexttoward: unknown long double format"
#endif
}

/* -1, 0, 1 as x < y, x == y, x > y, for x and y not NaN. */
static int compare(const struct mag *x, const struct mag *y)
{
	int c;

	if (x->kind == MAG_ZERO && y->kind == MAG_ZERO)
		return 0;
	if (x->neg != y->neg)
		return x->neg ? -1 : 1;
	/* the same sign: compare the magnitudes, then turn the answer for negatives */
	if (x->kind != y->kind)
		c = x->kind < y->kind ? -1 : 1;   /* zero < finite < infinite */
	else if (x->kind != MAG_FINITE)
		c = 0;
	else if (x->exp != y->exp)
		c = x->exp < y->exp ? -1 : 1;
	else if (x->sig != y->sig)
		c = x->sig < y->sig ? -1 : 1;
	else
		c = y->sticky ? -1 : x->sticky ? 1 : 0;
	return x->neg ? -c : c;
}

/* The step from x's bits u towards y: none (y equal: y itself, for the sign of a zero), to the
 * smallest subnormal from a zero (no ERANGE, as glibc), else one unit in the last place up or
 * down in magnitude; *range set when the result is infinite, subnormal or zero. The NaN
 * cases are the caller's. */
static uint64_t step(uint64_t u, int width, const struct mag *mx, const struct mag *my,
		     int *range)
{
	uint64_t sign = 1ULL << (width - 1), expmask = width == 64 ? 0x7ff0000000000000ULL :
			0x7f800000ULL, r;
	int c = compare(mx, my);

	*range = 0;
	if (c == 0)
		return mx->kind == MAG_ZERO ? (my->neg ? sign : 0) : u;
	if (mx->kind == MAG_ZERO)
		return (my->neg ? sign : 0) | 1;
	r = (c < 0) == !mx->neg ? u + 1 : u - 1;   /* away from zero, or towards it */
	*range = (r & expmask) == expmask || (r & expmask) == 0;
	return r;
}

RT_WEAK(nexttoward, __rt_nexttoward);
double __rt_nexttoward(double x, long double y)
{
	uint64_t u = fp_bits(x), r;
	struct mag mx = of_binary64(u), my = of_long_double(y);
	int range;

	if (mx.kind == MAG_NAN)
		return x + x;
	if (my.kind == MAG_NAN)   /* y's NaN as a double: its sign and leading fraction bits */
		return fp_from((uint64_t)my.neg << 63 | 0x7ff8000000000000ULL | my.sig >> 12);
	r = step(u, 64, &mx, &my, &range);
	if (range)
		errno = ERANGE;
	return fp_from(r);
}

RT_WEAK(nexttowardf, __rt_nexttowardf);
float __rt_nexttowardf(float x, long double y)
{
	struct mag mx = of_float(x), my = of_long_double(y);
	uint32_t u, r;
	float f;
	int range;

	if (mx.kind == MAG_NAN)
		return x + x;
	memcpy(&u, &x, sizeof u);
	if (my.kind == MAG_NAN)
		r = (uint32_t)my.neg << 31 | 0x7fc00000u | (uint32_t)(my.sig >> 41);
	else
		r = (uint32_t)step(u, 32, &mx, &my, &range);
	if (my.kind != MAG_NAN && range)
		errno = ERANGE;
	memcpy(&f, &r, sizeof f);
	return f;
}

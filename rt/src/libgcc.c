/* libgcc.c — the arithmetic helpers gcc calls on 32-bit targets (64-bit division, shifts,
 * comparisons, bit counts, byte swaps, conversions between 64-bit integers and floating
 * point), for guests built without libgcc. */
#include <fenv.h>
#include <stddef.h>
#include "rt.h"

/* Everything here is written with 32-bit operations only (plus 64-bit additions,
 * subtractions, comparisons, 32x32->64 multiplications and shifts by exactly 32, which gcc
 * expands inline): any other 64-bit operation could compile into a call of the very
 * helper being defined. */

long long __muldi3(long long a, long long b);
long long __divdi3(long long a, long long b);
long long __moddi3(long long a, long long b);
long long __divmoddi4(long long a, long long b, long long *rem);
unsigned long long __udivdi3(unsigned long long a, unsigned long long b);
unsigned long long __umoddi3(unsigned long long a, unsigned long long b);
unsigned long long __udivmoddi4(unsigned long long a, unsigned long long b,
				unsigned long long *rem);
long long __ashldi3(long long a, int b);
long long __ashrdi3(long long a, int b);
long long __lshrdi3(long long a, int b);
int __cmpdi2(long long a, long long b);
int __ucmpdi2(unsigned long long a, unsigned long long b);
long long __negdi2(long long a);
int __clzsi2(unsigned int a);
int __ctzsi2(unsigned int a);
int __ffssi2(unsigned int a);
int __popcountsi2(unsigned int a);
int __paritysi2(unsigned int a);
int __bswapsi2(int a);
int __clzdi2(unsigned long long a);
int __ctzdi2(unsigned long long a);
int __ffsdi2(long long a);
int __popcountdi2(unsigned long long a);
int __paritydi2(unsigned long long a);
long long __bswapdi2(long long a);
double __floatdidf(long long a);
double __floatundidf(unsigned long long a);
float __floatdisf(long long a);
float __floatundisf(unsigned long long a);
long long __fixdfdi(double a);
unsigned long long __fixunsdfdi(double a);
long long __fixsfdi(float a);
unsigned long long __fixunssfdi(float a);

static unsigned int hi32(unsigned long long x)
{
	return (unsigned int)(x >> 32);
}

static unsigned int lo32(unsigned long long x)
{
	return (unsigned int)x;
}

static unsigned long long make64(unsigned int hi, unsigned int lo)
{
	return (unsigned long long)hi << 32 | lo;
}

/* Leading and trailing zeros of a 32-bit word, by binary search; 32 for 0. */
static int clz32(unsigned int x)
{
	int n = 0;

	if (!x)
		return 32;
	if (!(x & 0xffff0000u)) {
		n += 16;
		x <<= 16;
	}
	if (!(x & 0xff000000u)) {
		n += 8;
		x <<= 8;
	}
	if (!(x & 0xf0000000u)) {
		n += 4;
		x <<= 4;
	}
	if (!(x & 0xc0000000u)) {
		n += 2;
		x <<= 2;
	}
	if (!(x & 0x80000000u))
		n += 1;
	return n;
}

static int ctz32(unsigned int x)
{
	int n = 0;

	if (!x)
		return 32;
	if (!(x & 0xffffu)) {
		n += 16;
		x >>= 16;
	}
	if (!(x & 0xffu)) {
		n += 8;
		x >>= 8;
	}
	if (!(x & 0xfu)) {
		n += 4;
		x >>= 4;
	}
	if (!(x & 0x3u)) {
		n += 2;
		x >>= 2;
	}
	if (!(x & 0x1u))
		n += 1;
	return n;
}

static int popcount32(unsigned int x)
{
	x = x - ((x >> 1) & 0x55555555u);
	x = (x & 0x33333333u) + ((x >> 2) & 0x33333333u);
	x = (x + (x >> 4)) & 0x0f0f0f0fu;
	x += x >> 8;
	x += x >> 16;
	return (int)(x & 0x3f);
}

static unsigned int bswap32(unsigned int x)
{
	return x >> 24 | (x >> 8 & 0xff00u) | (x << 8 & 0xff0000u) | x << 24;
}

/* (n1:n0) / d for n1 < d and d normalized (top bit set): the quotient, and the remainder in
 * *r. Schoolbook division in base 2^16, as in GMP's udiv_qrnnd. */
static unsigned int udiv_qrnnd(unsigned int *r, unsigned int n1, unsigned int n0, unsigned int d)
{
	unsigned int d1 = d >> 16, d0 = d & 0xffffu;
	unsigned int q1, q0, r1, r0, m;

	q1 = n1 / d1;
	r1 = n1 - q1 * d1;
	m = q1 * d0;
	r1 = r1 << 16 | n0 >> 16;
	if (r1 < m) {
		q1--;
		r1 += d;
		if (r1 >= d && r1 < m) {	/* no carry out of r1 += d */
			q1--;
			r1 += d;
		}
	}
	r1 -= m;

	q0 = r1 / d1;
	r0 = r1 - q0 * d1;
	m = q0 * d0;
	r0 = r0 << 16 | (n0 & 0xffffu);
	if (r0 < m) {
		q0--;
		r0 += d;
		if (r0 >= d && r0 < m) {
			q0--;
			r0 += d;
		}
	}
	r0 -= m;

	*r = r0;
	return q1 << 16 | q0;
}

/* Knuth's algorithm D specialised to two-word operands (the structure of libgcc's). */
unsigned long long __udivmoddi4(unsigned long long a, unsigned long long b,
				unsigned long long *rem)
{
	unsigned int n2, n1 = hi32(a), n0 = lo32(a);
	unsigned int d1 = hi32(b), d0 = lo32(b);
	unsigned int q1, q0, r, m1, m0;
	unsigned long long m;
	int s;

	if (d1 == 0) {
		if (n1 == 0 || d0 == 0) {
			/* 32/32, or division by zero, which then behaves (traps or not) as a 32-bit
			 * division by zero does on the ISA. */
			if (rem)
				*rem = n0 % d0;
			return n0 / d0;
		}
		if (d0 > n1) {
			/* One quotient word. */
			s = clz32(d0);
			if (s) {
				d0 <<= s;
				n1 = n1 << s | n0 >> (32 - s);
				n0 <<= s;
			}
			q1 = 0;
			q0 = udiv_qrnnd(&r, n1, n0, d0);
		} else {
			/* Two quotient words. */
			s = clz32(d0);
			if (s == 0) {
				n1 -= d0;
				q1 = 1;
			} else {
				d0 <<= s;
				n2 = n1 >> (32 - s);
				n1 = n1 << s | n0 >> (32 - s);
				n0 <<= s;
				q1 = udiv_qrnnd(&n1, n2, n1, d0);
			}
			q0 = udiv_qrnnd(&r, n1, n0, d0);
		}
		if (rem)
			*rem = r >> s;
		return make64(q1, q0);
	}

	if (d1 > n1) {
		/* b > a. */
		if (rem)
			*rem = a;
		return 0;
	}

	s = clz32(d1);
	if (s == 0) {
		/* Both have the top bit set: the quotient is 0 or 1. */
		if (n1 > d1 || n0 >= d0) {
			if (rem)
				*rem = a - b;
			return 1;
		}
		if (rem)
			*rem = a;
		return 0;
	}

	/* Normalize so that d1 has its top bit set; the quotient fits in one word. */
	d1 = d1 << s | d0 >> (32 - s);
	d0 <<= s;
	n2 = n1 >> (32 - s);
	n1 = n1 << s | n0 >> (32 - s);
	n0 <<= s;
	q0 = udiv_qrnnd(&n1, n2, n1, d1);
	m = (unsigned long long)q0 * d0;
	m1 = hi32(m);
	m0 = lo32(m);
	if (m1 > n1 || (m1 == n1 && m0 > n0)) {
		q0--;
		m -= make64(d1, d0);
	}
	if (rem) {
		/* The remainder (n1:n0 - m) shifted back right by s. */
		m = make64(n1, n0) - m;
		m1 = hi32(m);
		m0 = lo32(m);
		*rem = make64(m1 >> s, m1 << (32 - s) | m0 >> s);
	}
	return q0;
}

unsigned long long __udivdi3(unsigned long long a, unsigned long long b)
{
	return __udivmoddi4(a, b, NULL);
}

unsigned long long __umoddi3(unsigned long long a, unsigned long long b)
{
	unsigned long long r;

	__udivmoddi4(a, b, &r);
	return r;
}

/* Signed division truncates: the quotient is negative when the signs differ, the
 * remainder takes the sign of the dividend. */
long long __divmoddi4(long long a, long long b, long long *rem)
{
	unsigned long long ua = (unsigned long long)a, ub = (unsigned long long)b, q, r;

	if (a < 0)
		ua = 0 - ua;
	if (b < 0)
		ub = 0 - ub;
	q = __udivmoddi4(ua, ub, &r);
	if ((a < 0) != (b < 0))
		q = 0 - q;
	if (rem)
		*rem = (long long)(a < 0 ? 0 - r : r);
	return (long long)q;
}

long long __divdi3(long long a, long long b)
{
	return __divmoddi4(a, b, NULL);
}

long long __moddi3(long long a, long long b)
{
	long long r;

	__divmoddi4(a, b, &r);
	return r;
}

long long __muldi3(long long a, long long b)
{
	unsigned long long ua = (unsigned long long)a, ub = (unsigned long long)b;
	unsigned long long p = (unsigned long long)lo32(ua) * lo32(ub);

	return (long long)make64(hi32(p) + hi32(ua) * lo32(ub) + lo32(ua) * hi32(ub), lo32(p));
}

/* Shifts: libgcc's contract is a count in 0..63. */
long long __ashldi3(long long a, int b)
{
	unsigned int hi = hi32((unsigned long long)a), lo = lo32((unsigned long long)a);

	if (b == 0)
		return a;
	if (b >= 32)
		return (long long)make64(lo << (b - 32), 0);
	return (long long)make64(hi << b | lo >> (32 - b), lo << b);
}

long long __lshrdi3(long long a, int b)
{
	unsigned int hi = hi32((unsigned long long)a), lo = lo32((unsigned long long)a);

	if (b == 0)
		return a;
	if (b >= 32)
		return (long long)make64(0, hi >> (b - 32));
	return (long long)make64(hi >> b, lo >> b | hi << (32 - b));
}

long long __ashrdi3(long long a, int b)
{
	unsigned int hi = hi32((unsigned long long)a), lo = lo32((unsigned long long)a);
	unsigned int sign = a < 0 ? ~0u : 0;

	if (b == 0)
		return a;
	if (b >= 32)
		return (long long)make64(sign, b == 32 ? hi : (hi >> (b - 32) | sign << (64 - b)));
	return (long long)make64(hi >> b | sign << (32 - b), lo >> b | hi << (32 - b));
}

/* Three-way comparisons: 0 if a < b, 1 if equal, 2 if a > b. */
int __cmpdi2(long long a, long long b)
{
	int ah = (int)hi32((unsigned long long)a), bh = (int)hi32((unsigned long long)b);
	unsigned int al = lo32((unsigned long long)a), bl = lo32((unsigned long long)b);

	if (ah != bh)
		return ah < bh ? 0 : 2;
	if (al != bl)
		return al < bl ? 0 : 2;
	return 1;
}

int __ucmpdi2(unsigned long long a, unsigned long long b)
{
	unsigned int ah = hi32(a), bh = hi32(b), al = lo32(a), bl = lo32(b);

	if (ah != bh)
		return ah < bh ? 0 : 2;
	if (al != bl)
		return al < bl ? 0 : 2;
	return 1;
}

long long __negdi2(long long a)
{
	unsigned int hi = hi32((unsigned long long)a), lo = lo32((unsigned long long)a);

	return (long long)make64(0 - hi - (lo != 0), 0 - lo);
}

/* Bit counts. clz and ctz of 0 are undefined for gcc; these give the width. */
int __clzsi2(unsigned int a)
{
	return clz32(a);
}

int __ctzsi2(unsigned int a)
{
	return ctz32(a);
}

int __ffssi2(unsigned int a)
{
	return a ? ctz32(a) + 1 : 0;
}

int __popcountsi2(unsigned int a)
{
	return popcount32(a);
}

int __paritysi2(unsigned int a)
{
	return popcount32(a) & 1;
}

int __bswapsi2(int a)
{
	return (int)bswap32((unsigned int)a);
}

int __clzdi2(unsigned long long a)
{
	return hi32(a) ? clz32(hi32(a)) : 32 + clz32(lo32(a));
}

int __ctzdi2(unsigned long long a)
{
	return lo32(a) ? ctz32(lo32(a)) : 32 + ctz32(hi32(a));
}

int __ffsdi2(long long a)
{
	unsigned long long u = (unsigned long long)a;

	if (lo32(u))
		return ctz32(lo32(u)) + 1;
	return hi32(u) ? ctz32(hi32(u)) + 33 : 0;
}

int __popcountdi2(unsigned long long a)
{
	return popcount32(hi32(a)) + popcount32(lo32(a));
}

int __paritydi2(unsigned long long a)
{
	return popcount32(hi32(a) ^ lo32(a)) & 1;
}

long long __bswapdi2(long long a)
{
	unsigned long long u = (unsigned long long)a;

	return (long long)make64(bswap32(lo32(u)), bswap32(hi32(u)));
}

/* ---- 64-bit integers and floating point ------------------------------------------------
 * The hardware converts 32-bit integers only. hi * 2^32 is exact in a double, so
 * hi * 2^32 + lo rounds once, as the conversion must, in any rounding mode and raising
 * inexact exactly when it rounds. */

#define TWO32 4294967296.0

static unsigned long long bits_of(double a)
{
	unsigned long long u;

	__builtin_memcpy(&u, &a, sizeof(u));
	return u;
}

static double double_of(unsigned long long u)
{
	double a;

	__builtin_memcpy(&a, &u, sizeof(a));
	return a;
}

double __floatundidf(unsigned long long a)
{
	return (double)hi32(a) * TWO32 + (double)lo32(a);
}

double __floatdidf(long long a)
{
	return (double)(int)hi32((unsigned long long)a) * TWO32 + (double)lo32((unsigned long long)a);
}

/* a as a double, exact: past 53 significant bits the bits shifted out leave a sticky 1, far
 * below float's 24, so that rounding it to float rounds a. */
static double sticky_double(unsigned long long a)
{
	int shift = 0;
	double d;

	while (hi32(a) >= (1u << 21)) {         /* a >= 2^53 */
		unsigned int lost = lo32(a) & 1u;

		a = make64(hi32(a) >> 1, lo32(a) >> 1 | hi32(a) << 31) | lost;
		shift++;
	}
	d = __floatundidf(a);
	while (shift-- > 0)
		d *= 2.0;
	return d;
}

float __floatundisf(unsigned long long a)
{
	return (float)sticky_double(a);
}

/* The sign set on the bits, so that the one rounding is of the signed value (gcc would turn
 * (float)-d into -(float)d, which a directed rounding tells apart). */
float __floatdisf(long long a)
{
	unsigned long long u = (unsigned long long)a;

	if (a >= 0)
		return (float)sticky_double(u);
	return (float)double_of(bits_of(sticky_double(make64(~hi32(u), ~lo32(u)) + 1)) |
				make64(0x80000000u, 0));
}

/* Toward zero, as RISC-V's conversions: out of range, or a NaN, raises invalid (and not
 * inexact) and gives the nearest end of the range (a NaN the largest integer); in range, a
 * fraction cut off raises inexact. */

static int exp_of(unsigned long long u)
{
	return (int)(hi32(u) >> 20 & 0x7ff);
}

static int is_nan(unsigned long long u)
{
	return exp_of(u) == 0x7ff && ((hi32(u) & 0xfffff) | lo32(u));
}

/* |a| truncated, for |a| < 2^64 (u its bits): the high word from the bits (converting
 * |a| / 2^32 could raise a spurious inexact), the low one converted from the exact remainder,
 * which raises inexact exactly when a has a fraction. */
static unsigned long long trunc_mag64(double a, unsigned long long u)
{
	unsigned int h = hi32(u), hi = 0;
	int e = exp_of(u);

	if (h >> 31)
		a = -a;
	if (e >= 0x3ff + 32) {   /* the significand shifted right by 1107 - e, in 21..52 */
		unsigned int s = (unsigned int)(0x3ff + 84 - e), mh = (h & 0xfffff) | 0x100000;

		hi = s >= 32 ? mh >> (s - 32) : mh << (32 - s) | lo32(u) >> s;
	}
	return make64(hi, (unsigned int)(a - (double)hi * TWO32));
}

unsigned long long __fixunsdfdi(double a)
{
	unsigned long long u = bits_of(a);
	int neg = (int)(hi32(u) >> 31), e = exp_of(u);

	if (e >= 0x3ff + 64 || (neg && e >= 0x3ff)) {
		__rt_feraiseexcept(FE_INVALID);
		return is_nan(u) || !neg ? ~0ULL : 0;
	}
	return trunc_mag64(a, u);
}

long long __fixdfdi(double a)
{
	unsigned long long u = bits_of(a), m;
	int neg = (int)(hi32(u) >> 31), e = exp_of(u);

	if (e >= 0x3ff + 63 && !(neg && u == 0xc3e0000000000000ULL)) {   /* -2^63 fits */
		__rt_feraiseexcept(FE_INVALID);
		return (long long)(is_nan(u) || !neg ? make64(0x7fffffffu, 0xffffffffu) :
				   make64(0x80000000u, 0));
	}
	m = trunc_mag64(a, u);
	return (long long)(neg ? make64(~hi32(m), ~lo32(m)) + 1 : m);
}

unsigned long long __fixunssfdi(float a)
{
	return __fixunsdfdi((double)a);
}

long long __fixsfdi(float a)
{
	return __fixdfdi((double)a);
}

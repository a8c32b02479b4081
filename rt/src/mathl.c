/* mathl.c — the exact long double functions of <math.h> (fabsl … fmal). On SPARC and RV32,
 * where long double is IEEE binary128, they work on the bits (sign, 15-bit exponent,
 * 112-bit fraction) and softquad.c's correctly rounded arithmetic, bit for bit and errno as
 * glibc's _Float128 functions on x86-64 (tests/unit/test_mathl.c); fmal rounds the exact
 * 226-bit product plus the addend once. On MIPS o32 long double is double: each is the
 * double function. docs/rt.md has the details. */
#include <errno.h>
#include <limits.h>
#include <math.h>
#include <stdlib.h>
#include "rt.h"

#if __LDBL_MANT_DIG__ == 53

/* ---- MIPS o32: long double is double ------------------------------------------------------ */

#define L_AS_D1(f) \
	__typeof(f) __rt_##f; \
	RT_WEAK(f##l, __rt_##f##l); \
	long double __rt_##f##l(long double x) \
	{ \
		return __rt_##f(x); \
	}
#define L_AS_D2(f) \
	__typeof(f) __rt_##f; \
	RT_WEAK(f##l, __rt_##f##l); \
	long double __rt_##f##l(long double x, long double y) \
	{ \
		return __rt_##f(x, y); \
	}
/* with a return type and a second parameter of their own */
#define L_AS_DX(f, ret, t2) \
	__typeof(f) __rt_##f; \
	RT_WEAK(f##l, __rt_##f##l); \
	ret __rt_##f##l(long double x, t2 y) \
	{ \
		return __rt_##f(x, y); \
	}
#define L_AS_DI(f, ret) \
	__typeof(f) __rt_##f; \
	RT_WEAK(f##l, __rt_##f##l); \
	ret __rt_##f##l(long double x) \
	{ \
		return __rt_##f(x); \
	}

L_AS_D1(fabs)
L_AS_D2(copysign)
L_AS_D1(ceil)
L_AS_D1(floor)
L_AS_D1(trunc)
L_AS_D1(round)
L_AS_D1(rint)
L_AS_D1(nearbyint)
L_AS_DI(lrint, long)
L_AS_DI(llrint, long long)
L_AS_DI(lround, long)
L_AS_DI(llround, long long)
L_AS_D2(fmod)
L_AS_D2(remainder)
L_AS_DX(frexp, long double, int *)
L_AS_DX(ldexp, long double, int)
L_AS_DX(scalbn, long double, int)
L_AS_DX(scalbln, long double, long)
L_AS_DI(ilogb, int)
L_AS_D1(logb)
L_AS_D2(nextafter)
L_AS_D2(nexttoward)
L_AS_D2(fdim)
L_AS_D2(fmax)
L_AS_D2(fmin)
L_AS_D1(sqrt)

__typeof(remquo) __rt_remquo;
RT_WEAK(remquol, __rt_remquol);
long double __rt_remquol(long double x, long double y, int *quo)
{
	return __rt_remquo(x, y, quo);
}

__typeof(modf) __rt_modf;
RT_WEAK(modfl, __rt_modfl);
long double __rt_modfl(long double x, long double *ip)
{
	double i, f = __rt_modf(x, &i);

	*ip = i;
	return f;
}

__typeof(nan) __rt_nan;
RT_WEAK(nanl, __rt_nanl);
long double __rt_nanl(const char *tag)
{
	return __rt_nan(tag);
}

__typeof(fma) __rt_fma;
RT_WEAK(fmal, __rt_fmal);
long double __rt_fmal(long double x, long double y, long double z)
{
	return __rt_fma(x, y, z);
}

#else

/* ---- binary128 (SPARC, RV32; __float128 in the host build) ------------------------------ */

#include "mathl.h"

unsigned long long __rt_strtoull(const char *restrict s, char **restrict end, int base);

RT_WEAK(fabsl, __rt_fabsl);
rt_quad __rt_fabsl(rt_quad x)
{
	return q_fabs(x);
}

RT_WEAK(copysignl, __rt_copysignl);
rt_quad __rt_copysignl(rt_quad x, rt_quad y)
{
	struct qbits a = q_bits(x);

	return q_from((a.hi & ~Q_SIGN) | (q_bits(y).hi & Q_SIGN), a.lo);
}

/* x rounded to an integer: toward zero, down, up, to nearest with ties away from zero or
 * to even. The fraction's bits are cleared and, when the magnitude must grow, one unit of
 * the last integer bit added to the bits (a carry into the exponent is right). */
enum { R_TRUNC, R_FLOOR, R_CEIL, R_ROUND, R_RINT };

static rt_quad round_to_int(rt_quad x, int mode)
{
	struct qbits b = q_bits(x);
	int e = q_exp(b) - Q_BIAS, sign = (int)(b.hi >> 63), up;
	uint64_t fh, fl, hh, hl, uh, ul;

	if (e >= 112)
		return q_exp(b) == Q_EXP_MAX ? x + x : x;   /* an integer, infinite or NaN */
	if (e < 0) {	/* |x| < 1: 0 or 1 */
		int nonzero = ((b.hi & ~Q_SIGN) | b.lo) != 0;

		up = mode == R_FLOOR ? sign && nonzero : mode == R_CEIL ? !sign && nonzero
		   : mode == R_ROUND ? e == -1
		   : mode == R_RINT ? e == -1 && ((b.hi & Q_FRAC_HI) | b.lo) : 0;
		return q_from((b.hi & Q_SIGN) | (up ? (uint64_t)Q_BIAS << 48 : 0), 0);
	}
	/* fraction bits: the low 112 - e; half: bit 111 - e; unit: bit 112 - e */
	if (112 - e >= 64) {
		fh = (1ULL << (112 - e - 64)) - 1;
		fl = ~0ULL;
		uh = 1ULL << (112 - e - 64);
		ul = 0;
	} else {
		fh = 0;
		fl = (1ULL << (112 - e)) - 1;
		uh = 0;
		ul = 1ULL << (112 - e);
	}
	if (111 - e >= 64) {
		hh = 1ULL << (111 - e - 64);
		hl = 0;
	} else {
		hh = 0;
		hl = 1ULL << (111 - e);
	}
	if (!((b.hi & fh) | (b.lo & fl)))
		return x;
	switch (mode) {
	case R_FLOOR: up = sign; break;
	case R_CEIL: up = !sign; break;
	case R_ROUND: up = (b.hi & hh) || (b.lo & hl); break;
	case R_RINT: {
		uint64_t rh = b.hi & fh, rl = b.lo & fl;

		up = rh > hh || (rh == hh && rl > hl)
		     || (rh == hh && rl == hl && ((b.hi & uh) || (b.lo & ul)));
		break;
	}
	default: up = 0; break;
	}
	b.hi &= ~fh;
	b.lo &= ~fl;
	if (up) {
		uint64_t lo = b.lo + ul;

		b.hi += uh + (lo < b.lo);
		b.lo = lo;
	}
	return q_from(b.hi, b.lo);
}

RT_WEAK(ceill, __rt_ceill);
rt_quad __rt_ceill(rt_quad x)
{
	return round_to_int(x, R_CEIL);
}

RT_WEAK(floorl, __rt_floorl);
rt_quad __rt_floorl(rt_quad x)
{
	return round_to_int(x, R_FLOOR);
}

RT_WEAK(truncl, __rt_truncl);
rt_quad __rt_truncl(rt_quad x)
{
	return round_to_int(x, R_TRUNC);
}

RT_WEAK(roundl, __rt_roundl);
rt_quad __rt_roundl(rt_quad x)
{
	return round_to_int(x, R_ROUND);
}

/* rt's arithmetic always rounds to nearest, ties to even */
RT_WEAK(rintl, __rt_rintl);
rt_quad __rt_rintl(rt_quad x)
{
	return round_to_int(x, R_RINT);
}

RT_WEAK(nearbyintl, __rt_nearbyintl);
rt_quad __rt_nearbyintl(rt_quad x)
{
	return round_to_int(x, R_RINT);
}

/* x rounded to r, converted to an integer of n bits as glibc's does it on x86-64: beyond
 * the range (a NaN too) saturated, the largest integer of x's sign; but an |x| below 2^(n-1)
 * that rounds up to 2^(n-1) wraps round to the smallest integer, as glibc's arithmetic does
 * (the value is unspecified). */
static int wraps(rt_quad x, rt_quad r, int n)
{
	return q_fabs(x) < q_from((uint64_t)(Q_BIAS + n - 1) << 48, 0)
	       && r == q_from((uint64_t)(Q_BIAS + n - 1) << 48, 0);
}

RT_WEAK(lrintl, __rt_lrintl);
long __rt_lrintl(rt_quad x)
{
	rt_quad r = round_to_int(x, R_RINT);

	return wraps(x, r, 8 * sizeof(long)) ? LONG_MIN : (long)r;
}

RT_WEAK(llrintl, __rt_llrintl);
long long __rt_llrintl(rt_quad x)
{
	rt_quad r = round_to_int(x, R_RINT);

	return wraps(x, r, 64) ? LLONG_MIN : (long long)r;
}

RT_WEAK(lroundl, __rt_lroundl);
long __rt_lroundl(rt_quad x)
{
	rt_quad r = round_to_int(x, R_ROUND);

	return wraps(x, r, 8 * sizeof(long)) ? LONG_MIN : (long)r;
}

RT_WEAK(llroundl, __rt_llroundl);
long long __rt_llroundl(rt_quad x)
{
	rt_quad r = round_to_int(x, R_ROUND);

	return wraps(x, r, 64) ? LLONG_MIN : (long long)r;
}

/* The significand of a finite nonzero |x| as an integer below 2^113 and the exponent of its
 * last bit: |x| = m 2^e. */
static struct qbits unpack(struct qbits b, int *e)
{
	int ex = q_exp(b);
	struct qbits m = { b.hi & Q_FRAC_HI, b.lo };

	if (ex)
		m.hi |= 1ULL << 48;
	else
		ex = 1;
	*e = ex - Q_BIAS - 112;
	return m;
}

static int ge128(struct qbits a, struct qbits b)
{
	return a.hi > b.hi || (a.hi == b.hi && a.lo >= b.lo);
}

static struct qbits sub128(struct qbits a, struct qbits b)
{
	return (struct qbits){ a.hi - b.hi - (a.lo < b.lo), a.lo - b.lo };
}

static struct qbits shl1(struct qbits a)
{
	return (struct qbits){ a.hi << 1 | a.lo >> 63, a.lo << 1 };
}

static struct qbits shr1(struct qbits a)
{
	return (struct qbits){ a.hi >> 1, a.hi << 63 | a.lo >> 1 };
}

/* m with its leading bit at bit 112, e lowered to match */
static struct qbits normalize(struct qbits m, int *e)
{
	while (!(m.hi >> 48)) {
		m = shl1(m);
		(*e)--;
	}
	return m;
}

/* m 2^e (m < 2^113, exact in binary128: a multiple of the smallest subnormal) with the
 * sign. */
static rt_quad pack_exact(int sign, struct qbits m, int e)
{
	uint64_t s = sign ? Q_SIGN : 0;

	if (!(m.hi | m.lo))
		return q_from(s, 0);
	while (!(m.hi >> 48) && e > 1 - Q_BIAS - 112) {
		m = shl1(m);
		e--;
	}
	for (; e < 1 - Q_BIAS - 112; e++)	/* below the subnormal range: only zeros go */
		m = shr1(m);
	if (!(m.hi >> 48))	/* subnormal */
		return q_from(s | m.hi, m.lo);
	return q_from(s | (uint64_t)(e + 112 + Q_BIAS) << 48 | (m.hi & Q_FRAC_HI), m.lo);
}

/* x - n y with n = trunc(x / y), exact: shift-and-subtract on the significands, one
 * quotient bit per step. */
RT_WEAK(fmodl, __rt_fmodl);
rt_quad __rt_fmodl(rt_quad x, rt_quad y)
{
	struct qbits bx = q_bits(x), by = q_bits(y), mx, my;
	int ex, ey;

	if (q_iszero(y) || q_exp(bx) == Q_EXP_MAX || q_isnan(y)) {
		if (!q_isnan(x) && !q_isnan(y))
			errno = EDOM;
		return (x * y) / (x * y);
	}
	bx.hi &= ~Q_SIGN;
	by.hi &= ~Q_SIGN;
	if (!ge128(bx, by))
		return x;
	mx = normalize(unpack(bx, &ex), &ex);
	my = normalize(unpack(by, &ey), &ey);
	for (; ex > ey; ex--) {
		if (ge128(mx, my))
			mx = sub128(mx, my);
		mx = shl1(mx);
	}
	if (ge128(mx, my))
		mx = sub128(mx, my);
	return pack_exact(q_signbit(x), mx, ey);
}

/* glibc's: x reduced by fmod, then by |y| once or twice to the nearest (ties to even) */
RT_WEAK(remainderl, __rt_remainderl);
rt_quad __rt_remainderl(rt_quad x, rt_quad p)
{
	struct qbits bx = q_bits(x), bp = q_bits(p);
	uint64_t hx = bx.hi & ~Q_SIGN, hp = bp.hi & ~Q_SIGN, sx = bx.hi & Q_SIGN;
	rt_quad half;

	if (!(hp | bp.lo) || hx >= Q_INF_HI || (hp >= Q_INF_HI && ((hp - Q_INF_HI) | bp.lo))) {
		if (!q_isnan(x) && !q_isnan(p))
			errno = EDOM;
		return (x * p) / (x * p);
	}
	if (hp <= 0x7ffdffffffffffffULL)
		x = __rt_fmodl(x, p + p);   /* now |x| < 2|p| */
	if (hx == hp && bx.lo == bp.lo)
		return (rt_quad)0.0 * x;
	x = q_fabs(x);
	p = q_fabs(p);
	if (hp < 0x0002000000000000ULL) {
		if (x + x > p) {
			x -= p;
			if (x + x >= p)
				x -= p;
		}
	} else {
		half = (rt_quad)0.5 * p;
		if (x > half) {
			x -= p;
			if (x >= half)
				x -= p;
		}
	}
	if (q_iszero(x))
		x = 0;
	bx = q_bits(x);
	return q_from(bx.hi ^ sx, bx.lo);
}

/* glibc's: *quo gets the quotient's sign and its three low bits (plus the rounding's one) */
RT_WEAK(remquol, __rt_remquol);
rt_quad __rt_remquol(rt_quad x, rt_quad y, int *quo)
{
	struct qbits bx = q_bits(x), by = q_bits(y);
	uint64_t hx = bx.hi & ~Q_SIGN, hy = by.hi & ~Q_SIGN, sx = bx.hi & Q_SIGN;
	int qs = (int)((bx.hi ^ by.hi) >> 63), cquo = 0;
	rt_quad half;

	if (!(hy | by.lo) || hx >= Q_INF_HI || (hy >= Q_INF_HI && ((hy - Q_INF_HI) | by.lo))) {
		if (!q_isnan(x) && !q_isnan(y))
			errno = EDOM;
		return (x * y) / (x * y);
	}
	if (hy <= 0x7ffbffffffffffffULL)
		x = __rt_fmodl(x, 8 * y);   /* now |x| < 8|y| */
	if (hx == hy && bx.lo == by.lo) {
		*quo = qs ? -1 : 1;
		return (rt_quad)0.0 * x;
	}
	x = q_fabs(x);
	y = q_fabs(y);
	if (hy <= 0x7ffcffffffffffffULL && x >= 4 * y) {
		x -= 4 * y;
		cquo += 4;
	}
	if (hy <= 0x7ffdffffffffffffULL && x >= 2 * y) {
		x -= 2 * y;
		cquo += 2;
	}
	if (hy < 0x0002000000000000ULL) {
		if (x + x > y) {
			x -= y;
			++cquo;
			if (x + x >= y) {
				x -= y;
				++cquo;
			}
		}
	} else {
		half = (rt_quad)0.5 * y;
		if (x > half) {
			x -= y;
			++cquo;
			if (x >= half) {
				x -= y;
				++cquo;
			}
		}
	}
	*quo = qs ? -cquo : cquo;
	if (q_iszero(x))
		x = 0;
	return sx ? -x : x;
}

RT_WEAK(frexpl, __rt_frexpl);
rt_quad __rt_frexpl(rt_quad x, int *e)
{
	struct qbits b = q_bits(x);
	int ex = q_exp(b), k = 0;

	*e = 0;
	if (ex == Q_EXP_MAX || q_iszero(x))
		return x + x;
	if (!ex) {	/* subnormal: scaled by 2^114 exactly */
		x *= QC(0x1p114);
		b = q_bits(x);
		ex = q_exp(b);
		k = -114;
	}
	*e = ex - (Q_BIAS - 1) + k;
	return q_from((b.hi & ~(0x7fffULL << 48)) | (uint64_t)(Q_BIAS - 1) << 48, b.lo);
}

/* x 2^e rounded once: by at most three exact steps of 2^±16000-odd, then one rounding
 * multiplication (musl's scalbnl). */
static rt_quad scale(rt_quad x, long n)
{
	if (n > 16383) {
		x *= QC(0x1p16383);
		n -= 16383;
		if (n > 16383) {
			x *= QC(0x1p16383);
			n -= 16383;
			if (n > 16383)
				n = 16383;
		}
	} else if (n < -16382) {
		x *= QC(0x1p-16269);	/* 2^-16382 2^113: stays normal for a normal x */
		n += 16382 - 113;
		if (n < -16382) {
			x *= QC(0x1p-16269);
			n += 16382 - 113;
			if (n < -16382)
				n = -16382;
		}
	}
	return x * q_from((uint64_t)(Q_BIAS + n) << 48, 0);
}

RT_WEAK(scalbnl, __rt_scalbnl);
rt_quad __rt_scalbnl(rt_quad x, int e)
{
	if (q_exp(q_bits(x)) == Q_EXP_MAX || q_iszero(x))
		return x + x;
	return scale(x, e);
}

RT_WEAK(scalblnl, __rt_scalblnl);
rt_quad __rt_scalblnl(rt_quad x, long e)
{
	if (q_exp(q_bits(x)) == Q_EXP_MAX || q_iszero(x))
		return x + x;
	return scale(x, e);
}

/* ERANGE when a finite nonzero x overflows or underflows to zero, as glibc's */
RT_WEAK(ldexpl, __rt_ldexpl);
rt_quad __rt_ldexpl(rt_quad x, int e)
{
	rt_quad r;

	if (q_exp(q_bits(x)) == Q_EXP_MAX || q_iszero(x))
		return x + x;
	r = scale(x, e);
	if (q_isinf(r) || q_iszero(r))
		errno = ERANGE;
	return r;
}

/* The exponent of a finite nonzero |x|: a subnormal's from its leading bit. */
static int exponent(struct qbits b)
{
	int e;

	normalize(unpack(b, &e), &e);
	return e + 112;
}

RT_WEAK(ilogbl, __rt_ilogbl);
int __rt_ilogbl(rt_quad x)
{
	struct qbits b = q_bits(x);

	if (q_iszero(x) || q_isnan(x)) {
		errno = EDOM;
		return FP_ILOGB0;
	}
	if (q_exp(b) == Q_EXP_MAX) {
		errno = EDOM;
		return INT_MAX;
	}
	return exponent(b);
}

RT_WEAK(logbl, __rt_logbl);
rt_quad __rt_logbl(rt_quad x)
{
	struct qbits b = q_bits(x);

	if (q_isnan(x))
		return x * x;
	if (q_exp(b) == Q_EXP_MAX)
		return q_from(Q_INF_HI, 0);
	if (q_iszero(x))	/* no ERANGE: glibc's sets none */
		return q_from(Q_INF_HI | Q_SIGN, 0);
	return (rt_quad)exponent(b);
}

RT_WEAK(modfl, __rt_modfl);
rt_quad __rt_modfl(rt_quad x, rt_quad *ip)
{
	struct qbits b = q_bits(x);
	int e = q_exp(b) - Q_BIAS;

	if (e < 0) {
		*ip = q_from(b.hi & Q_SIGN, 0);
		return x;
	}
	if (e > 111) {	/* an integer, infinite or NaN (quieted) */
		*ip = q_isnan(x) ? x + x : x;
		if (q_isnan(x))
			return x + x;
		return q_from(b.hi & Q_SIGN, 0);
	}
	*ip = round_to_int(x, R_TRUNC);
	if (*ip == x)
		return q_from(b.hi & Q_SIGN, 0);
	return x - *ip;
}

/* The next binary128 after x towards y; ERANGE when it overflows or is subnormal or zero,
 * unless x is zero. */
RT_WEAK(nextafterl, __rt_nextafterl);
rt_quad __rt_nextafterl(rt_quad x, rt_quad y)
{
	struct qbits b = q_bits(x);

	if (q_isnan(x) || q_isnan(y))
		return x + y;
	if (x == y)
		return y;
	if (q_iszero(x))	/* the smallest subnormal, without ERANGE (glibc's) */
		return q_from(q_bits(y).hi & Q_SIGN, 1);
	else if ((x < y) == !(b.hi >> 63))
		b = (struct qbits){ b.hi + (b.lo == ~0ULL), b.lo + 1 };
	else
		b = (struct qbits){ b.hi - !b.lo, b.lo - 1 };
	if (q_exp(b) == Q_EXP_MAX || q_exp(b) == 0)
		errno = ERANGE;
	return q_from(b.hi, b.lo);
}

/* long double y is binary128 as x is */
RT_WEAK(nexttowardl, __rt_nexttowardl);
rt_quad __rt_nexttowardl(rt_quad x, rt_quad y)
{
	return __rt_nextafterl(x, y);
}

RT_WEAK(fdiml, __rt_fdiml);
rt_quad __rt_fdiml(rt_quad x, rt_quad y)
{
	rt_quad r;

	if (__builtin_islessequal(x, y))
		return 0;
	r = x - y;
	if (q_isinf(r) && !q_isinf(x) && !q_isinf(y))
		errno = ERANGE;
	return r;
}

static int is_signaling(rt_quad x)
{
	return q_isnan(x) && !(q_bits(x).hi & Q_QUIET_HI);
}

/* glibc's: a signaling NaN gives a quiet NaN, a quiet one the other operand, equal
 * operands (+0 and -0) the first */
RT_WEAK(fmaxl, __rt_fmaxl);
rt_quad __rt_fmaxl(rt_quad x, rt_quad y)
{
	if (__builtin_isgreaterequal(x, y))
		return x;
	if (__builtin_isless(x, y))
		return y;
	if (is_signaling(x) || is_signaling(y))
		return x + y;
	return q_isnan(y) ? x : y;
}

RT_WEAK(fminl, __rt_fminl);
rt_quad __rt_fminl(rt_quad x, rt_quad y)
{
	if (__builtin_islessequal(x, y))
		return x;
	if (__builtin_isgreater(x, y))
		return y;
	if (is_signaling(x) || is_signaling(y))
		return x + y;
	return q_isnan(y) ? x : y;
}

RT_WEAK(sqrtl, __rt_sqrtl);
rt_quad __rt_sqrtl(rt_quad x)
{
	if (q_signbit(x) && !q_iszero(x) && !q_isnan(x))
		errno = EDOM;
	return __rt_sqrtq(x);
}

/* glibc's: a tag of letters, digits and _ that strtoull reads whole in base 0 is the low
 * 64 bits of the payload; any other tag gives the default quiet NaN. */
RT_WEAK(nanl, __rt_nanl);
rt_quad __rt_nanl(const char *tag)
{
	unsigned long long m = 0;
	const char *p = tag;
	char *end;

	for (; p && *p; p++)
		if (!((*p >= '0' && *p <= '9') || (*p >= 'a' && *p <= 'z') || (*p >= 'A' && *p <= 'Z')
		      || *p == '_'))
			break;
	if (tag && !*p) {
		m = __rt_strtoull(tag, &end, 0);
		if (*end)
			m = 0;
	}
	return q_from(Q_INF_HI | Q_QUIET_HI, m);
}

/* ---- fmal: x y + z rounded once -------------------------------------------------------- */

/* A 256-bit integer as eight 32-bit limbs, the least significant first: wide enough for the
 * 226-bit product of two significands, the addend aligned beside it and a sticky bit. */
#define W 8
typedef struct {
	uint32_t l[W];
} wide;

static wide wide_of(struct qbits m)
{
	wide a = { { (uint32_t)m.lo, (uint32_t)(m.lo >> 32), (uint32_t)m.hi,
		     (uint32_t)(m.hi >> 32), 0, 0, 0, 0 } };

	return a;
}

/* a b for a, b < 2^128 (32x32->64 multiplications) */
static wide wide_mul(struct qbits a, struct qbits b)
{
	wide x = wide_of(a), y = wide_of(b), r = { { 0 } };

	for (int i = 0; i < 4; i++) {
		uint64_t carry = 0;

		for (int j = 0; j < 4; j++) {
			uint64_t t = (uint64_t)x.l[i] * y.l[j] + r.l[i + j] + carry;

			r.l[i + j] = (uint32_t)t;
			carry = t >> 32;
		}
		r.l[i + 4] = (uint32_t)carry;
	}
	return r;
}

static int wide_top(const wide *a)	/* the leading bit's position, -1 for 0 */
{
	for (int i = W - 1; i >= 0; i--)
		for (int k = 31; k >= 0; k--)
			if (a->l[i] >> k & 1)
				return i * 32 + k;
	return -1;
}

static void wide_shl(wide *a, int n)
{
	wide r = { { 0 } };

	for (int i = W - 1; i >= 0; i--) {
		int s = i - n / 32, k = n % 32;

		if (s >= 0)
			r.l[i] = a->l[s] << k | (k && s > 0 ? a->l[s - 1] >> (32 - k) : 0);
	}
	*a = r;
}

/* a >> n, 0 <= n < 256 */
static void wide_shr(wide *a, int n)
{
	wide r = { { 0 } };

	for (int i = 0; i < W; i++) {
		int s = i + n / 32, k = n % 32;

		if (s < W)
			r.l[i] = a->l[s] >> k | (k && s + 1 < W ? a->l[s + 1] << (32 - k) : 0);
	}
	*a = r;
}

static int wide_any_below(const wide *a, int n);

/* a >> n, n >= 0, the bits shifted out ORed into the last bit (sticky) */
static void wide_shr_jam(wide *a, int n)
{
	int lost = wide_any_below(a, n);

	if (n >= 32 * W)
		*a = (wide){ { 0 } };
	else
		wide_shr(a, n);
	a->l[0] |= (uint32_t)lost;
}

static int wide_cmp(const wide *a, const wide *b)
{
	for (int i = W - 1; i >= 0; i--)
		if (a->l[i] != b->l[i])
			return a->l[i] < b->l[i] ? -1 : 1;
	return 0;
}

static void wide_add(wide *a, const wide *b)	/* a += b */
{
	uint64_t c = 0;

	for (int i = 0; i < W; i++) {
		c += (uint64_t)a->l[i] + b->l[i];
		a->l[i] = (uint32_t)c;
		c >>= 32;
	}
}

static void wide_sub(wide *a, const wide *b)	/* a -= b, a >= b */
{
	uint64_t borrow = 0;

	for (int i = 0; i < W; i++) {
		uint64_t t = (uint64_t)a->l[i] - b->l[i] - borrow;

		a->l[i] = (uint32_t)t;
		borrow = t >> 63;
	}
}

static int wide_bit(const wide *a, int i)
{
	return i >= 0 && i < 32 * W ? (int)(a->l[i / 32] >> (i % 32) & 1) : 0;
}

/* any bit below bit n */
static int wide_any_below(const wide *a, int n)
{
	for (int i = 0; i < W && 32 * i < n; i++) {
		uint32_t m = n - 32 * i >= 32 ? ~0u : (1u << (n - 32 * i)) - 1;

		if (a->l[i] & m)
			return 1;
	}
	return 0;
}

/* sign (a 2^e), a nonzero, rounded once to binary128, to nearest even: subnormal results and
 * overflow included. The result's last bit has the exponent of a normal one (its leading
 * bit less 112) or, below the normal range, the smallest subnormal's. */
static rt_quad wide_round(int sign, wide a, int e)
{
	int top = wide_top(&a), lead = top + e, last = (lead < 1 - Q_BIAS ? 1 - Q_BIAS : lead) - 112;
	int shift = last - e;   /* bits below the result's last one */
	uint64_t s = sign ? Q_SIGN : 0, hi, lo;

	if (shift > 0) {
		int half = wide_bit(&a, shift - 1), sticky = wide_any_below(&a, shift - 1), odd;

		if (shift >= 32 * W) {
			hi = lo = 0;
		} else {
			wide_shr(&a, shift);
			lo = (uint64_t)a.l[1] << 32 | a.l[0];
			hi = (uint64_t)a.l[3] << 32 | a.l[2];
		}
		odd = (int)(lo & 1);
		if (half && (sticky || odd)) {
			lo++;
			hi += !lo;
		}
	} else {
		wide_shl(&a, -shift);
		lo = (uint64_t)a.l[1] << 32 | a.l[0];
		hi = (uint64_t)a.l[3] << 32 | a.l[2];
	}
	/* hi:lo < 2^113, its bit 112 the hidden one (which adds 1 to the exponent field) */
	hi += (uint64_t)(last + 112 + Q_BIAS - 1) << 48;
	if (hi >= Q_INF_HI)
		return q_from(s | Q_INF_HI, 0);
	return q_from(s | hi, lo);
}

/* x y + z rounded once: the exact 226-bit product and the addend, each with its leading bit
 * put at bit 253 of a 256-bit integer, the one of the smaller exponent shifted right with
 * a sticky bit, added or subtracted, then rounded (glibc's fmaf128 is correctly rounded
 * too). Infinities, NaNs and zero factors: x * y + z, whose operations give the same, but
 * an infinite z with finite factors is z. */
RT_WEAK(fmal, __rt_fmal);
rt_quad __rt_fmal(rt_quad x, rt_quad y, rt_quad z)
{
	struct qbits bx = q_bits(x), by = q_bits(y), bz = q_bits(z);
	int ex, ey, ez, ep, e, sp, sz, c;
	wide p, w;

	if (q_isinf(z) && q_exp(bx) != Q_EXP_MAX && q_exp(by) != Q_EXP_MAX)
		return z;	/* x y is finite, however far it overflows */
	if (q_exp(bx) == Q_EXP_MAX || q_exp(by) == Q_EXP_MAX || q_exp(bz) == Q_EXP_MAX
	    || q_iszero(x) || q_iszero(y))
		return x * y + z;
	if (q_iszero(z))	/* the product rounded once; a zero from underflow keeps its sign */
		return x * y;
	p = wide_mul(unpack(bx, &ex), unpack(by, &ey));
	w = wide_of(unpack(bz, &ez));
	ep = ex + ey;
	sp = (int)((bx.hi ^ by.hi) >> 63);
	sz = (int)(bz.hi >> 63);
	c = 253 - wide_top(&p);
	wide_shl(&p, c);
	ep -= c;
	c = 253 - wide_top(&w);
	wide_shl(&w, c);
	ez -= c;
	if (ep >= ez) {
		wide_shr_jam(&w, ep - ez);
		e = ep;
	} else {
		wide_shr_jam(&p, ez - ep);
		e = ez;
	}
	if (sp == sz) {
		wide_add(&p, &w);
		return wide_round(sp, p, e);
	}
	c = wide_cmp(&p, &w);
	if (!c)
		return 0;	/* an exact zero: +0 when rounding to nearest */
	if (c > 0) {
		wide_sub(&p, &w);
		return wide_round(sp, p, e);
	}
	wide_sub(&w, &p);
	return wide_round(sz, w, e);
}

#endif

/* softfp.c — IEEE-754 arithmetic in software, for guests whose ISA has no floating-point unit
 * (RV32IM): the helpers gcc calls for float and double under a soft-float ABI. Binary64
 * addition, subtraction, multiplication and division, correctly rounded in the mode <fenv.h>
 * sets (to nearest, ties to even, unless the program asks), subnormals included;
 * comparisons; conversions to and from 32-bit integers and between float and double.
 * Binary32 arithmetic is done in binary64 and rounded once: for +, -, * and / of floats that
 * double rounding is innocuous (53 >= 2 * 24 + 2 bits), so the result is the correctly
 * rounded float, in every rounding mode (a directed rounding done twice is done once).
 * Everything works on the bits with integer operations.
 *
 * NaNs as the host's SSE gives them, so that a guest prints what the same program built for
 * the host prints: an invalid operation gives the default NaN (negative, quiet); a NaN
 * operand comes back quiet, the first one's when both are NaN. A conversion to an integer out
 * of its range saturates, and a NaN gives the largest integer, as RISC-V's conversions do (C
 * leaves both undefined).
 *
 * The IEEE exception flags accumulate in __rt_fenv (rt/src/fp.h; <fenv.h> reads them,
 * rt/src/fenv.c) as IEEE 754 and the host's SSE raise them: invalid (a signaling NaN operand,
 * inf - inf, 0 * inf, 0 / 0, inf / inf, an ordered comparison with a NaN, a conversion out of
 * an integer's range), divide-by-zero, overflow (with inexact), underflow (a tiny inexact
 * result, tininess detected after rounding as x86 and RISC-V do) and inexact. A float
 * operation done in double raises the float's flags: its double step never overflows nor
 * underflows, and when it is inexact so is the float result.
 *
 * The algorithms are the classic ones of software floating point: significands widened
 * with guard bits, the smaller one shifted right with a sticky bit, one rounding at the end
 * (round_pack); division by restoring long division. */
#include <fenv.h>
#include <stdint.h>
#include "fp.h"

#define SIGN64 0x8000000000000000ULL
#define QUIET64 0x0008000000000000ULL
#define DEFAULT_NAN32 0xffc00000u

double __adddf3(double a, double b);
double __subdf3(double a, double b);
double __muldf3(double a, double b);
double __divdf3(double a, double b);
double __negdf2(double a);
int __eqdf2(double a, double b);
int __nedf2(double a, double b);
int __ltdf2(double a, double b);
int __ledf2(double a, double b);
int __gtdf2(double a, double b);
int __gedf2(double a, double b);
int __cmpdf2(double a, double b);
int __unorddf2(double a, double b);
double __floatsidf(int i);
double __floatunsidf(unsigned int i);
int __fixdfsi(double a);
unsigned int __fixunsdfsi(double a);
double __extendsfdf2(float a);
float __truncdfsf2(double a);
float __addsf3(float a, float b);
float __subsf3(float a, float b);
float __mulsf3(float a, float b);
float __divsf3(float a, float b);
float __negsf2(float a);
int __eqsf2(float a, float b);
int __nesf2(float a, float b);
int __ltsf2(float a, float b);
int __lesf2(float a, float b);
int __gtsf2(float a, float b);
int __gesf2(float a, float b);
int __cmpsf2(float a, float b);
int __unordsf2(float a, float b);
float __floatsisf(int i);
float __floatunsisf(unsigned int i);
int __fixsfsi(float a);
unsigned int __fixunssfsi(float a);

unsigned int __rt_fenv;

static int is_nan64(uint64_t u)
{
	return FP_ABS(u) > 0x7ff0000000000000ULL;
}

static int is_snan64(uint64_t u)
{
	return is_nan64(u) && !(u & QUIET64);
}

static void raise_flags(unsigned int flags)
{
	__rt_fenv |= flags;
}

/* The NaN of an operation with a NaN operand: the first NaN, quiet; a signaling NaN operand
 * raises invalid. */
static uint64_t nan_of(uint64_t a, uint64_t b)
{
	if (is_snan64(a) || is_snan64(b))
		raise_flags(FE_INVALID);
	return (is_nan64(a) ? a : b) | QUIET64;
}

/* The NaN of an invalid operation on numbers. */
static uint64_t invalid(void)
{
	raise_flags(FE_INVALID);
	return FP_DEFAULT_NAN;
}

/* What a directed rounding adds below the last bit kept, to a result of sign `sign`: all the
 * rounding bits (`all`) when it rounds away from zero (up when positive, down when negative),
 * nothing when it rounds toward zero. */
static unsigned int directed_inc(unsigned int env, int sign, unsigned int all)
{
	return (env & FP_ROUND_MASK) == (sign ? FP_RDN : FP_RUP) ? all : 0;
}

static int clz64(uint64_t x)
{
	int n = 0;

	if (!(x >> 32)) {
		n += 32;
		x <<= 32;
	}
	if (!(x >> 48)) {
		n += 16;
		x <<= 16;
	}
	if (!(x >> 56)) {
		n += 8;
		x <<= 8;
	}
	if (!(x >> 60)) {
		n += 4;
		x <<= 4;
	}
	if (!(x >> 62)) {
		n += 2;
		x <<= 2;
	}
	return n + !(x >> 63);
}

/* a >> dist, with a 1 in the lowest bit when a bit shifted out was 1. */
static uint64_t shift_jam(uint64_t a, int dist)
{
	if (dist <= 0)
		return a;
	if (dist >= 64)
		return a != 0;
	return a >> dist | ((a << (64 - dist)) != 0);
}

static uint64_t pack(int sign, int exp, uint64_t sig)
{
	return ((uint64_t)sign << 63) + ((uint64_t)exp << 52) + sig;
}

/* sig * 2^(exp - 1085) rounded to a double in the current mode: sig has its leading 1 at bit
 * 62 (or below, for a result that is subnormal), the ten bits below the result's last are
 * rounded away; exp is the biased exponent less one (the leading 1 adds the one back as it is
 * packed). Raises inexact, underflow and overflow. */
static uint64_t round_pack(int sign, int exp, uint64_t sig)
{
	unsigned int env = __rt_fenv, rb = (unsigned int)(sig & 0x3ff), inc = 0x200;

	if (env & FP_ROUND_MASK)
		inc = directed_inc(env, sign, 0x3ff);
	if ((unsigned int)exp >= 0x7fd) {
		if (exp < 0) {
			/* tiny: below 2^-1022 even once rounded to 53 bits */
			int tiny = exp < -1 || sig + inc < SIGN64;

			sig = shift_jam(sig, -exp);
			exp = 0;
			rb = (unsigned int)(sig & 0x3ff);
			if (tiny && rb)
				env |= FE_UNDERFLOW;
		} else if (exp > 0x7fd || sig + inc >= SIGN64) {
			__rt_fenv = env | FE_OVERFLOW | FE_INEXACT;
			return pack(sign, 0x7ff, 0) - !inc;   /* toward zero: the largest double */
		}
	}
	sig = (sig + inc) >> 10;
	if (rb) {
		__rt_fenv = env | FE_INEXACT;
		if (rb == 0x200 && inc == 0x200)
			sig &= ~1ULL;   /* a tie: to even */
	}
	if (!sig)
		exp = 0;
	return pack(sign, exp, sig);
}

/* The same for sig with its leading 1 anywhere (not zero). */
static uint64_t norm_round_pack(int sign, int exp, uint64_t sig)
{
	int shift = clz64(sig) - 1;

	exp -= shift;
	if (shift >= 10 && (unsigned int)exp < 0x7fd)
		return pack(sign, sig ? exp : 0, sig << (shift - 10));
	return round_pack(sign, exp, sig << shift);
}

/* |a| + |b| with the sign of the result. */
static uint64_t add_mags(uint64_t a, uint64_t b, int sign)
{
	int ea = FP_EXP(a), eb = FP_EXP(b), diff = ea - eb, ez;
	uint64_t sa = a & 0x000fffffffffffffULL, sb = b & 0x000fffffffffffffULL, sz;

	if (!diff) {
		if (!ea)
			return a + sb;   /* two subnormals: a carry makes the result normal */
		if (ea == 0x7ff)
			return sa | sb ? nan_of(a, b) : a;
		return round_pack(sign, ea, (0x0020000000000000ULL + sa + sb) << 9);
	}
	sa <<= 9;
	sb <<= 9;
	if (diff < 0) {
		if (eb == 0x7ff)
			return sb ? nan_of(a, b) : pack(sign, 0x7ff, 0);
		ez = eb;
		sa = shift_jam(ea ? sa + 0x2000000000000000ULL : sa << 1, -diff);
	} else {
		if (ea == 0x7ff)
			return sa ? nan_of(a, b) : a;
		ez = ea;
		sb = shift_jam(eb ? sb + 0x2000000000000000ULL : sb << 1, diff);
	}
	sz = 0x2000000000000000ULL + sa + sb;
	if (sz < 0x4000000000000000ULL) {
		ez--;
		sz <<= 1;
	}
	return round_pack(sign, ez, sz);
}

/* |a| - |b|, the sign of a given (flipped when |b| is larger). */
static uint64_t sub_mags(uint64_t a, uint64_t b, int sign)
{
	int ea = FP_EXP(a), eb = FP_EXP(b), diff = ea - eb, ez, shift;
	uint64_t sa = a & 0x000fffffffffffffULL, sb = b & 0x000fffffffffffffULL, sz;

	if (!diff) {
		int64_t d;

		if (ea == 0x7ff)
			return sa | sb ? nan_of(a, b) : invalid();   /* inf - inf */
		d = (int64_t)(sa - sb);
		if (!d)   /* an exact zero: -0 when rounding down, else +0 */
			return (__rt_fenv & FP_ROUND_MASK) == FP_RDN ? SIGN64 : 0;
		if (ea)
			ea--;
		if (d < 0) {
			sign = !sign;
			d = -d;
		}
		shift = clz64((uint64_t)d) - 11;
		ez = ea - shift;
		if (ez < 0) {
			shift = ea;
			ez = 0;
		}
		return pack(sign, ez, (uint64_t)d << shift);
	}
	sa <<= 10;
	sb <<= 10;
	if (diff < 0) {
		sign = !sign;
		if (eb == 0x7ff)
			return sb ? nan_of(a, b) : pack(sign, 0x7ff, 0);
		sa = shift_jam(ea ? sa + 0x4000000000000000ULL : sa + sa, -diff);
		sb |= 0x4000000000000000ULL;
		ez = eb;
		sz = sb - sa;
	} else {
		if (ea == 0x7ff)
			return sa ? nan_of(a, b) : a;
		sb = shift_jam(eb ? sb + 0x4000000000000000ULL : sb + sb, diff);
		sa |= 0x4000000000000000ULL;
		ez = ea;
		sz = sa - sb;
	}
	return norm_round_pack(sign, ez - 1, sz);
}

static uint64_t add64(uint64_t a, uint64_t b)
{
	int sign = (int)(a >> 63);

	return sign == (int)(b >> 63) ? add_mags(a, b, sign) : sub_mags(a, b, sign);
}

/* A subnormal's significand made normal: its leading 1 at bit 52, *exp the exponent. */
static uint64_t norm_subnormal(uint64_t sig, int *exp)
{
	int shift = clz64(sig) - 11;

	*exp = 1 - shift;
	return sig << shift;
}

/* The high 64 bits of a * b, with a sticky 1 for the low ones. */
static uint64_t mul_high_jam(uint64_t a, uint64_t b)
{
	uint64_t a0 = (uint32_t)a, a1 = a >> 32, b0 = (uint32_t)b, b1 = b >> 32;
	uint64_t p00 = a0 * b0, p01 = a0 * b1, p10 = a1 * b0, p11 = a1 * b1;
	uint64_t mid = (p00 >> 32) + (uint32_t)p01 + (uint32_t)p10;   /* bits 32..63, carry */
	uint64_t low = (uint32_t)p00 | (uint64_t)(uint32_t)mid << 32;

	return (p11 + (p01 >> 32) + (p10 >> 32) + (mid >> 32)) | (low != 0);
}

static uint64_t mul64(uint64_t a, uint64_t b)
{
	int sign = (int)((a ^ b) >> 63), ea = FP_EXP(a), eb = FP_EXP(b), ez;
	uint64_t sa = a & 0x000fffffffffffffULL, sb = b & 0x000fffffffffffffULL, sz;

	if (ea == 0x7ff || eb == 0x7ff) {
		if ((ea == 0x7ff && sa) || (eb == 0x7ff && sb))
			return nan_of(a, b);
		if ((ea == 0x7ff && !(eb | sb)) || (eb == 0x7ff && !(ea | sa)))
			return invalid();   /* inf * 0 */
		return pack(sign, 0x7ff, 0);
	}
	if (!ea) {
		if (!sa)
			return pack(sign, 0, 0);
		sa = norm_subnormal(sa, &ea);
	}
	if (!eb) {
		if (!sb)
			return pack(sign, 0, 0);
		sb = norm_subnormal(sb, &eb);
	}
	ez = ea + eb - 0x3ff;
	sa = (sa | 0x0010000000000000ULL) << 10;
	sb = (sb | 0x0010000000000000ULL) << 11;
	sz = mul_high_jam(sa, sb);
	if (sz < 0x4000000000000000ULL) {
		ez--;
		sz <<= 1;
	}
	return round_pack(sign, ez, sz);
}

static uint64_t div64(uint64_t a, uint64_t b)
{
	int sign = (int)((a ^ b) >> 63), ea = FP_EXP(a), eb = FP_EXP(b), ez;
	uint64_t sa = a & 0x000fffffffffffffULL, sb = b & 0x000fffffffffffffULL, q = 0, rem;

	if (ea == 0x7ff) {
		if (sa || (eb == 0x7ff && sb))
			return nan_of(a, b);
		return eb == 0x7ff ? invalid() : pack(sign, 0x7ff, 0);   /* inf / inf */
	}
	if (eb == 0x7ff)
		return sb ? nan_of(a, b) : pack(sign, 0, 0);
	if (!eb) {
		if (!sb) {
			if (!(ea | sa))
				return invalid();   /* 0 / 0 */
			raise_flags(FE_DIVBYZERO);
			return pack(sign, 0x7ff, 0);
		}
		sb = norm_subnormal(sb, &eb);
	}
	if (!ea) {
		if (!sa)
			return pack(sign, 0, 0);
		sa = norm_subnormal(sa, &ea);
	}
	ez = ea - eb + 0x3fe;
	sa |= 0x0010000000000000ULL;
	sb |= 0x0010000000000000ULL;
	if (sa < sb) {
		ez--;
		sa <<= 1;
	}
	/* sb <= sa < 2 sb: 63 bits of the quotient, the leading one at bit 62 */
	rem = sa;
	for (int i = 62; i >= 0; i--) {
		if (rem >= sb) {
			rem -= sb;
			q |= 1ULL << i;
		}
		rem <<= 1;
	}
	return round_pack(sign, ez, q | (rem != 0));
}

/* -1, 0 or 1 as a is less than, equal to or greater than b; nan when either is a NaN, which
 * raises invalid when the comparison is an ordered one (<, <=, >, >=) or the NaN signaling. */
static int cmp64(uint64_t a, uint64_t b, int nan, int ordered)
{
	int sa = (int)(a >> 63);

	if (is_nan64(a) || is_nan64(b)) {
		if (ordered || is_snan64(a) || is_snan64(b))
			raise_flags(FE_INVALID);
		return nan;
	}
	if (!FP_ABS(a | b) || a == b)
		return 0;   /* +0 == -0 */
	if (sa != (int)(b >> 63))
		return sa ? -1 : 1;
	return (a < b) ^ sa ? -1 : 1;
}

double __adddf3(double a, double b)
{
	return fp_from(add64(fp_bits(a), fp_bits(b)));
}

double __subdf3(double a, double b)
{
	return fp_from(add64(fp_bits(a), fp_bits(b) ^ SIGN64));
}

double __muldf3(double a, double b)
{
	return fp_from(mul64(fp_bits(a), fp_bits(b)));
}

double __divdf3(double a, double b)
{
	return fp_from(div64(fp_bits(a), fp_bits(b)));
}

double __negdf2(double a)
{
	return fp_from(fp_bits(a) ^ SIGN64);
}

/* The comparisons: a result whose sign, as the C operator each stands for reads it, is the
 * comparison's; a NaN makes each false (eq and ne: nonzero). gcc calls __eqdf2 and __nedf2
 * for == and !=, quiet comparisons (x86's ucomisd); the others are ordered (comisd). */
#define COMPARE(name, type, widen, nan, ordered) \
	int name(type a, type b) \
	{ \
		return cmp64(widen(a), widen(b), nan, ordered); \
	}
COMPARE(__eqdf2, double, fp_bits, 1, 0)
COMPARE(__nedf2, double, fp_bits, 1, 0)
COMPARE(__ltdf2, double, fp_bits, 1, 1)
COMPARE(__ledf2, double, fp_bits, 1, 1)
COMPARE(__cmpdf2, double, fp_bits, 1, 1)
COMPARE(__gtdf2, double, fp_bits, -1, 1)
COMPARE(__gedf2, double, fp_bits, -1, 1)

int __unorddf2(double a, double b)
{
	uint64_t ua = fp_bits(a), ub = fp_bits(b);

	if (is_snan64(ua) || is_snan64(ub))
		raise_flags(FE_INVALID);
	return is_nan64(ua) || is_nan64(ub);
}

static uint64_t from_u32(int sign, uint32_t m)
{
	int shift;

	if (!m)
		return 0;
	shift = clz64(m) - 11;   /* exact: 32 bits fit in 53 */
	return pack(sign, 0x432 - shift, (uint64_t)m << shift);
}

double __floatsidf(int i)
{
	return fp_from(from_u32(i < 0, i < 0 ? 0u - (uint32_t)i : (uint32_t)i));
}

double __floatunsidf(unsigned int i)
{
	return fp_from(from_u32(0, i));
}

/* |a| truncated, if below 2^32, *frac nonzero when a fraction was cut off; else -1 (NaN or
 * out of range). */
static int64_t trunc_mag(uint64_t a, int *frac)
{
	int e = FP_EXP(a);
	uint64_t m = (a & 0x000fffffffffffffULL) | 0x0010000000000000ULL;

	*frac = 0;
	if (is_nan64(a) || e >= 0x3ff + 32)
		return -1;
	if (e < 0x3ff) {
		*frac = FP_ABS(a) != 0;
		return 0;
	}
	*frac = (m << (e - 0x3f3)) != 0;   /* the bits below the binary point */
	return (int64_t)(m >> (0x433 - e));
}

/* Out of range (a NaN too): invalid, and not inexact; in range: inexact if a fraction was cut. */
int __fixdfsi(double a)
{
	uint64_t u = fp_bits(a);
	int frac, neg = (int)(u >> 63);
	int64_t m = trunc_mag(u, &frac);

	if (m < 0 || m > 0x7fffffffLL + neg) {
		raise_flags(FE_INVALID);
		return is_nan64(u) || !neg ? 0x7fffffff : (int)0x80000000u;
	}
	if (frac)
		raise_flags(FE_INEXACT);
	return neg ? (int)(0u - (uint32_t)m) : (int)m;
}

unsigned int __fixunsdfsi(double a)
{
	uint64_t u = fp_bits(a);
	int frac, neg = (int)(u >> 63);
	int64_t m = trunc_mag(u, &frac);

	if (m < 0 || (neg && m)) {
		raise_flags(FE_INVALID);
		return is_nan64(u) || !neg ? 0xffffffffu : 0;
	}
	if (frac)
		raise_flags(FE_INEXACT);
	return (unsigned int)m;
}

double __extendsfdf2(float a)
{
	uint32_t u;
	int sign, e;
	uint64_t m;

	memcpy(&u, &a, sizeof(u));
	sign = (int)(u >> 31);
	e = (int)(u >> 23 & 0xff);
	m = u & 0x7fffff;
	if (e == 0xff) {
		if (m && !(m & 0x400000))
			raise_flags(FE_INVALID);   /* a signaling NaN */
		return fp_from(m ? pack(sign, 0x7ff, m << 29) | QUIET64 : pack(sign, 0x7ff, 0));
	}
	if (!e) {
		if (!m)
			return fp_from(pack(sign, 0, 0));
		e = 1 - (clz64(m) - 40);
		m = (m << (clz64(m) - 40)) & 0x7fffff;
	}
	return fp_from(pack(sign, e + 0x380, m << 29));
}

/* round_pack's for a float: sig has its leading 1 at bit 30, seven rounding bits; exp is the
 * biased exponent less one. */
static uint32_t round_pack32(int sign, int exp, uint32_t sig)
{
	unsigned int env = __rt_fenv, rb = sig & 0x7f, inc = 0x40;

	if (env & FP_ROUND_MASK)
		inc = directed_inc(env, sign, 0x7f);
	if ((unsigned int)exp >= 0xfd) {
		if (exp < 0) {
			int tiny = exp < -1 || sig + inc < 0x80000000u;

			sig = (uint32_t)shift_jam(sig, -exp);
			exp = 0;
			rb = sig & 0x7f;
			if (tiny && rb)
				env |= FE_UNDERFLOW;
		} else if (exp > 0xfd || sig + inc >= 0x80000000u) {
			__rt_fenv = env | FE_OVERFLOW | FE_INEXACT;
			return ((uint32_t)sign << 31) + 0x7f800000u - !inc;
		}
	}
	sig = (sig + inc) >> 7;
	if (rb) {
		__rt_fenv = env | FE_INEXACT;
		if (rb == 0x40 && inc == 0x40)
			sig &= ~1u;   /* a tie: to even */
	}
	if (!sig)
		exp = 0;
	return ((uint32_t)sign << 31) + ((uint32_t)exp << 23) + sig;
}

float __truncdfsf2(double a)
{
	uint64_t u = fp_bits(a);
	int sign = (int)(u >> 63), e = FP_EXP(u);
	uint64_t m = u & 0x000fffffffffffffULL;
	uint32_t r, sig;
	float f;

	if (e == 0x7ff) {
		r = (uint32_t)sign << 31 | 0x7f800000u;
		if (m) {
			if (is_snan64(u))
				raise_flags(FE_INVALID);
			r |= 0x400000u | (uint32_t)(m >> 29);
		}
	} else {
		/* 30 bits with a sticky one, the leading one at bit 30 */
		sig = (uint32_t)shift_jam(m, 22);
		if (!(e | sig))
			r = (uint32_t)sign << 31;
		else
			r = round_pack32(sign, e - 0x381, sig | 0x40000000u);
	}
	memcpy(&f, &r, sizeof(f));
	return f;
}

/* Single precision through double: every float is a double, and +, -, * and / rounded to
 * double and then to float give the correctly rounded float. */
static uint64_t wide(float a)
{
	return fp_bits(__extendsfdf2(a));
}

static int is_nan32(float a)
{
	uint32_t u;

	memcpy(&u, &a, sizeof(u));
	return (u & 0x7fffffff) > 0x7f800000;
}

static int is_snan32(float a)
{
	uint32_t u;

	memcpy(&u, &a, sizeof(u));
	return is_nan32(a) && !(u & 0x400000);
}

/* The float result of an operation on floats, rounded once from its double result; an
 * invalid operation's NaN is the float default NaN. */
static float narrow(uint64_t r, float a, float b)
{
	float f;
	uint32_t n = DEFAULT_NAN32;

	if (r == FP_DEFAULT_NAN && !is_nan32(a) && !is_nan32(b)) {
		memcpy(&f, &n, sizeof(f));
		return f;
	}
	return __truncdfsf2(fp_from(r));
}

float __addsf3(float a, float b)
{
	return narrow(add64(wide(a), wide(b)), a, b);
}

float __subsf3(float a, float b)
{
	return narrow(add64(wide(a), wide(b) ^ SIGN64), a, b);
}

float __mulsf3(float a, float b)
{
	return narrow(mul64(wide(a), wide(b)), a, b);
}

float __divsf3(float a, float b)
{
	return narrow(div64(wide(a), wide(b)), a, b);
}

float __negsf2(float a)
{
	uint32_t u;

	memcpy(&u, &a, sizeof(u));
	u ^= 0x80000000u;
	memcpy(&a, &u, sizeof(u));
	return a;
}

COMPARE(__eqsf2, float, wide, 1, 0)
COMPARE(__nesf2, float, wide, 1, 0)
COMPARE(__ltsf2, float, wide, 1, 1)
COMPARE(__lesf2, float, wide, 1, 1)
COMPARE(__cmpsf2, float, wide, 1, 1)
COMPARE(__gtsf2, float, wide, -1, 1)
COMPARE(__gesf2, float, wide, -1, 1)

int __unordsf2(float a, float b)
{
	if (is_snan32(a) || is_snan32(b))
		raise_flags(FE_INVALID);
	return is_nan32(a) || is_nan32(b);
}

float __floatsisf(int i)
{
	return __truncdfsf2(__floatsidf(i));
}

float __floatunsisf(unsigned int i)
{
	return __truncdfsf2(__floatunsidf(i));
}

int __fixsfsi(float a)
{
	return __fixdfsi(__extendsfdf2(a));
}

unsigned int __fixunssfsi(float a)
{
	return __fixunsdfsi(__extendsfdf2(a));
}

/* softquad.c — IEEE-754 binary128 arithmetic in software, for the ISAs whose `long double`
 * is quad precision (SPARC V8, whose gcc calls the ABI's _Q_ routines for it, and RV32's
 * ilp32): addition, subtraction, multiplication, division and square root, correctly
 * rounded to nearest even, subnormals included; comparisons; conversions to and from 32-
 * and 64-bit integers, float and double. The helpers have the names gcc calls on RV32
 * (libgcc's __addtf3 …); SPARC's _Q_ routines (softquad_sparc.c) call them. Everything
 * works on the bits with integer operations; a 128-bit value is two uint64_t halves, and
 * nothing needs more of a 32-bit machine than 64-bit additions and shifts and 32x32->64
 * multiplications.
 *
 * Results, NaNs included, are bit for bit those of libgcc's soft-fp for x86-64's __float128
 * (tests/unit/test_softquad.c): an invalid operation gives the default NaN (negative,
 * quiet); a NaN operand comes back quiet; of two NaN operands, the one with the larger
 * significand, and on a tie the first for + and *, the second for - and /. No
 * exception flags and no other rounding mode (round_pack's rounding increment is where one
 * would go). A conversion to an integer saturates: too large a value, or a NaN, gives the
 * largest integer of its sign (a negative one: 0 when unsigned).
 *
 * The algorithms are softfp.c's, widened: significands with guard bits, the smaller one
 * shifted right with a sticky bit, one rounding at the end (round_pack); the product from
 * 32-bit limbs; division by restoring long division; the square root digit by digit. */
#include <stdint.h>
#include "fp.h"
#include "softquad.h"

/* A binary128's bits: sign (bit 127 = hi's 63), 15 exponent bits (biased by 0x3fff), 112
 * fraction bits (hi's low 48 and lo). */
typedef struct {
	uint64_t hi, lo;
} u128;

#define EXP_MAX 0x7fff
#define BIAS 0x3fff
#define FRAC_HI 0x0000ffffffffffffULL
#define HIDDEN_HI 0x0001000000000000ULL
#define QUIET_HI 0x0000800000000000ULL
#define SIGN_HI 0x8000000000000000ULL
#define DEFAULT_NAN_HI 0xffff800000000000ULL

/* The bits of a quad in memory order: the high half first on a big-endian machine. */
union qbits {
	rt_quad q;
	uint64_t w[2];
};
#if __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
#define W_HI 0
#else
#define W_HI 1
#endif

static u128 bits(rt_quad q)
{
	union qbits u;

	u.q = q;
	return (u128){ u.w[W_HI], u.w[1 - W_HI] };
}

static rt_quad quad(u128 a)
{
	union qbits u;

	u.w[W_HI] = a.hi;
	u.w[1 - W_HI] = a.lo;
	return u.q;
}

static u128 mk(uint64_t hi, uint64_t lo)
{
	return (u128){ hi, lo };
}

static int exp_of(u128 a)
{
	return (int)(a.hi >> 48 & EXP_MAX);
}

static u128 frac_of(u128 a)
{
	return mk(a.hi & FRAC_HI, a.lo);
}

/* A significand with its leading 1 (the hidden bit, bit 112) set. */
static u128 or_hidden(u128 sig)
{
	return mk(sig.hi | HIDDEN_HI, sig.lo);
}

static int is_zero(u128 a)
{
	return !(a.hi | a.lo);
}

static int is_nan(u128 a)
{
	uint64_t h = a.hi & ~SIGN_HI;

	return h > 0x7fff000000000000ULL || (h == 0x7fff000000000000ULL && a.lo);
}

static int lt(u128 a, u128 b)
{
	return a.hi < b.hi || (a.hi == b.hi && a.lo < b.lo);
}

static u128 add(u128 a, u128 b)
{
	uint64_t lo = a.lo + b.lo;

	return mk(a.hi + b.hi + (lo < a.lo), lo);
}

static u128 sub(u128 a, u128 b)
{
	return mk(a.hi - b.hi - (a.lo < b.lo), a.lo - b.lo);
}

/* a << n, 0 <= n < 128. */
static u128 shl(u128 a, int n)
{
	if (!n)
		return a;
	if (n >= 64)
		return mk(a.lo << (n - 64), 0);
	return mk(a.hi << n | a.lo >> (64 - n), a.lo << n);
}

/* a >> n, 0 <= n < 128. */
static u128 shr(u128 a, int n)
{
	if (!n)
		return a;
	if (n >= 64)
		return mk(0, a.hi >> (n - 64));
	return mk(a.hi >> n, a.hi << (64 - n) | a.lo >> n);
}

/* a >> n, with a 1 in the lowest bit when a bit shifted out was 1; n >= 0. */
static u128 shr_jam(u128 a, int n)
{
	if (n <= 0)
		return a;
	if (n >= 128)
		return mk(0, !is_zero(a));
	if (n >= 64) {
		uint64_t out = a.lo | (n > 64 ? a.hi << (128 - n) : 0);

		return mk(0, (n > 64 ? a.hi >> (n - 64) : a.hi) | (out != 0));
	}
	return mk(a.hi >> n, (a.hi << (64 - n) | a.lo >> n) | ((a.lo << (64 - n)) != 0));
}

static int clz64q(uint64_t x)
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

/* Leading zeros of a nonzero a. */
static int clz128(u128 a)
{
	return a.hi ? clz64q(a.hi) : 64 + clz64q(a.lo);
}

/* sig (with its leading 1 at bit 112 if normal, which adds one to exp) packed under sign and
 * the exponent field exp. */
static u128 pack(int sign, int exp, u128 sig)
{
	return add(mk((uint64_t)sign << 63 | (uint64_t)exp << 48, 0), sig);
}

/* The NaN of an operation with a NaN operand, quiet (see the top). */
static u128 nan_of(u128 a, u128 b, int first_on_tie)
{
	u128 r = a;

	if (!is_nan(a)) {
		r = b;
	} else if (is_nan(b)) {
		u128 fa = frac_of(a), fb = frac_of(b);

		if (lt(fa, fb) || (!lt(fb, fa) && !first_on_tie))
			r = b;
	}
	r.hi |= QUIET_HI;
	return r;
}

/* What is added to a significand before the bits below the result's last place, of which
 * half is half that place, are cut off: half, rounding to nearest (round_pack and to_narrow
 * then send a tie to even). A directed rounding mode would return 0 or 2 * half - 1 here, by
 * the sign, and overflow would then give the largest finite number when it is 0. */
static uint64_t round_increment(int sign, uint64_t half)
{
	(void)sign;
	return half;
}

/* The quad nearest sig * 2^(exp - 16508): sig has its leading 1 at bit 126 (or below, for a
 * result that is subnormal), the 14 bits below the result's last are rounded away; exp is
 * the biased exponent less one (the leading 1 adds the one back as it is packed). */
static u128 round_pack(int sign, int exp, u128 sig)
{
	uint64_t incr = round_increment(sign, 0x2000), rb = sig.lo & 0x3fff;

	if ((unsigned int)exp >= EXP_MAX - 2) {
		if (exp < 0) {
			sig = shr_jam(sig, -exp);
			exp = 0;
			rb = sig.lo & 0x3fff;
		} else if (exp > EXP_MAX - 2 || !lt(add(sig, mk(0, incr)), mk(SIGN_HI, 0))) {
			return mk((uint64_t)sign << 63 | (uint64_t)EXP_MAX << 48, 0);
		}
	}
	sig = add(sig, mk(0, incr));
	sig = mk(sig.hi >> 14, sig.hi << 50 | sig.lo >> 14);
	if (rb == 0x2000)
		sig.lo &= ~1ULL;   /* a tie: to even */
	if (is_zero(sig))
		exp = 0;
	return pack(sign, exp, sig);
}

/* The same for sig with its leading 1 anywhere (not zero). */
static u128 norm_round_pack(int sign, int exp, u128 sig)
{
	int shift = clz128(sig) - 1;

	exp -= shift;
	if (shift >= 14 && (unsigned int)exp < EXP_MAX - 2)
		return pack(sign, exp, shl(sig, shift - 14));
	return round_pack(sign, exp, shl(sig, shift));
}

/* |a| + |b| with the sign of the result; tie as nan_of's (the operation's, + or -). */
static u128 add_mags(u128 a, u128 b, int sign, int tie)
{
	int ea = exp_of(a), eb = exp_of(b), diff = ea - eb, ez;
	u128 sa = frac_of(a), sb = frac_of(b), sz, one = mk(0x2000000000000000ULL, 0);

	if (!diff) {
		if (!ea)
			return add(a, sb);   /* two subnormals: a carry makes the result normal */
		if (ea == EXP_MAX)
			return is_zero(sa) && is_zero(sb) ? a : nan_of(a, b, tie);
		return round_pack(sign, ea, shl(add(mk(2 * HIDDEN_HI, 0), add(sa, sb)), 13));
	}
	/* the leading 1 (one) at bit 125 */
	sa = shl(sa, 13);
	sb = shl(sb, 13);
	if (diff < 0) {
		if (eb == EXP_MAX)
			return is_zero(sb) ? mk((uint64_t)sign << 63 | (uint64_t)EXP_MAX << 48, 0)
					   : nan_of(a, b, tie);
		ez = eb;
		sa = shr_jam(ea ? add(sa, one) : shl(sa, 1), -diff);
	} else {
		if (ea == EXP_MAX)
			return is_zero(sa) ? a : nan_of(a, b, tie);
		ez = ea;
		sb = shr_jam(eb ? add(sb, one) : shl(sb, 1), diff);
	}
	sz = add(one, add(sa, sb));
	if (sz.hi < 0x4000000000000000ULL) {
		ez--;
		sz = shl(sz, 1);
	}
	return round_pack(sign, ez, sz);
}

/* |a| - |b|, the sign of a given (flipped when |b| is larger); tie as add_mags's. */
static u128 sub_mags(u128 a, u128 b, int sign, int tie)
{
	int ea = exp_of(a), eb = exp_of(b), diff = ea - eb, ez, shift;
	u128 sa = frac_of(a), sb = frac_of(b), sz, one = mk(0x4000000000000000ULL, 0);

	if (!diff) {
		if (ea == EXP_MAX)
			return is_zero(sa) && is_zero(sb) ? mk(DEFAULT_NAN_HI, 0)   /* inf - inf */
							   : nan_of(a, b, tie);
		if (lt(sa, sb)) {
			sign = !sign;
			sz = sub(sb, sa);
		} else {
			sz = sub(sa, sb);
		}
		if (is_zero(sz))
			return mk(0, 0);   /* +0 when rounding to nearest */
		if (ea)
			ea--;
		shift = clz128(sz) - 15;
		ez = ea - shift;
		if (ez < 0) {
			shift = ea;
			ez = 0;
		}
		return pack(sign, ez, shl(sz, shift));
	}
	/* the leading 1 (one) at bit 126 */
	sa = shl(sa, 14);
	sb = shl(sb, 14);
	if (diff < 0) {
		sign = !sign;
		if (eb == EXP_MAX)
			return is_zero(sb) ? mk((uint64_t)sign << 63 | (uint64_t)EXP_MAX << 48, 0)
					   : nan_of(a, b, tie);
		sa = shr_jam(ea ? add(sa, one) : shl(sa, 1), -diff);
		ez = eb;
		sz = sub(add(sb, one), sa);
	} else {
		if (ea == EXP_MAX)
			return is_zero(sa) ? a : nan_of(a, b, tie);
		sb = shr_jam(eb ? add(sb, one) : shl(sb, 1), diff);
		ez = ea;
		sz = sub(add(sa, one), sb);
	}
	return norm_round_pack(sign, ez - 1, sz);
}

/* a + b, or a - b (the sign of a NaN b is then left as it is). */
static u128 add128(u128 a, u128 b, int subtract)
{
	int sign = (int)(a.hi >> 63);

	if (subtract && !is_nan(b))
		b.hi ^= SIGN_HI;
	if (sign == (int)(b.hi >> 63))
		return add_mags(a, b, sign, !subtract);
	return sub_mags(a, b, sign, !subtract);
}

/* A subnormal's fraction made normal: its leading 1 at bit 112, *exp the exponent. */
static u128 norm_subnormal(u128 sig, int *exp)
{
	int shift = clz128(sig) - 15;

	*exp = 1 - shift;
	return shl(sig, shift);
}

/* The high 128 bits of a * b, with a sticky 1 for the low ones: 32-bit limbs. */
static u128 mul_high_jam(u128 a, u128 b)
{
	uint32_t x[4] = { (uint32_t)a.lo, (uint32_t)(a.lo >> 32), (uint32_t)a.hi,
			  (uint32_t)(a.hi >> 32) };
	uint32_t y[4] = { (uint32_t)b.lo, (uint32_t)(b.lo >> 32), (uint32_t)b.hi,
			  (uint32_t)(b.hi >> 32) };
	uint32_t z[8] = { 0 };

	for (int i = 0; i < 4; i++) {
		uint64_t carry = 0;

		for (int j = 0; j < 4; j++) {
			uint64_t t = (uint64_t)x[i] * y[j] + z[i + j] + carry;

			z[i + j] = (uint32_t)t;
			carry = t >> 32;
		}
		z[i + 4] = (uint32_t)carry;
	}
	return mk((uint64_t)z[7] << 32 | z[6],
		  ((uint64_t)z[5] << 32 | z[4]) | ((z[3] | z[2] | z[1] | z[0]) != 0));
}

static u128 mul128(u128 a, u128 b)
{
	int sign = (int)((a.hi ^ b.hi) >> 63), ea = exp_of(a), eb = exp_of(b), ez;
	u128 sa = frac_of(a), sb = frac_of(b), sz;

	if (ea == EXP_MAX || eb == EXP_MAX) {
		if (is_nan(a) || is_nan(b))
			return nan_of(a, b, 1);
		if ((ea == EXP_MAX && !eb && is_zero(sb)) || (eb == EXP_MAX && !ea && is_zero(sa)))
			return mk(DEFAULT_NAN_HI, 0);   /* inf * 0 */
		return mk((uint64_t)sign << 63 | (uint64_t)EXP_MAX << 48, 0);
	}
	if (!ea) {
		if (is_zero(sa))
			return mk((uint64_t)sign << 63, 0);
		sa = norm_subnormal(sa, &ea);
	}
	if (!eb) {
		if (is_zero(sb))
			return mk((uint64_t)sign << 63, 0);
		sb = norm_subnormal(sb, &eb);
	}
	ez = ea + eb - BIAS;
	sa = shl(or_hidden(sa), 14);
	sb = shl(or_hidden(sb), 15);
	sz = mul_high_jam(sa, sb);
	if (sz.hi < 0x4000000000000000ULL) {
		ez--;
		sz = shl(sz, 1);
	}
	return round_pack(sign, ez, sz);
}

static u128 div128(u128 a, u128 b)
{
	int sign = (int)((a.hi ^ b.hi) >> 63), ea = exp_of(a), eb = exp_of(b), ez;
	u128 sa = frac_of(a), sb = frac_of(b), q = mk(0, 0), rem;

	if (ea == EXP_MAX) {
		if (is_nan(a) || is_nan(b))
			return nan_of(a, b, 0);
		return eb == EXP_MAX ? mk(DEFAULT_NAN_HI, 0)   /* inf / inf */
				     : mk((uint64_t)sign << 63 | (uint64_t)EXP_MAX << 48, 0);
	}
	if (eb == EXP_MAX)
		return is_zero(sb) ? mk((uint64_t)sign << 63, 0) : nan_of(a, b, 0);
	if (!eb) {
		if (is_zero(sb))
			return ea || !is_zero(sa)
				? mk((uint64_t)sign << 63 | (uint64_t)EXP_MAX << 48, 0)   /* x / 0 */
				: mk(DEFAULT_NAN_HI, 0);   /* 0 / 0 */
		sb = norm_subnormal(sb, &eb);
	}
	if (!ea) {
		if (is_zero(sa))
			return mk((uint64_t)sign << 63, 0);
		sa = norm_subnormal(sa, &ea);
	}
	ez = ea - eb + BIAS - 1;
	sa = or_hidden(sa);
	sb = or_hidden(sb);
	if (lt(sa, sb)) {
		ez--;
		sa = shl(sa, 1);
	}
	/* sb <= sa < 2 sb: 116 bits of the quotient, the leading one at bit 115 */
	rem = sa;
	for (int i = 0; i < 116; i++) {
		q = shl(q, 1);
		if (!lt(rem, sb)) {
			rem = sub(rem, sb);
			q.lo |= 1;
		}
		rem = shl(rem, 1);
	}
	q = shl(q, 11);
	q.lo |= !is_zero(rem);
	return round_pack(sign, ez, q);
}

static u128 sqrt128(u128 a)
{
	int ea = exp_of(a), ez;
	u128 sa = frac_of(a), m, r = mk(0, 0), rem = mk(0, 0);

	if (ea == EXP_MAX && !is_zero(sa))
		return nan_of(a, a, 1);
	if (a.hi >> 63)
		return !ea && is_zero(sa) ? a : mk(DEFAULT_NAN_HI, 0);   /* -0; x < 0 */
	if (ea == EXP_MAX)
		return a;
	if (!ea) {
		if (is_zero(sa))
			return a;
		sa = norm_subnormal(sa, &ea);
	}
	sa = or_hidden(sa);
	/* a = sa * 2^(ea - BIAS - 112); the root of m = sa * 2^114 (ea - BIAS even) or 2^115
	 * has 114 bits, the leading one at bit 113, and the exponent floor((ea - BIAS) / 2). m's
	 * top 114 bits, left-aligned, give the first 57 pairs of digits; the rest are zeros. */
	ez = ((ea + BIAS) >> 1) - 1;
	m = shl(sa, (ea & 1) ? 14 : 15);
	for (int i = 0; i < 114; i++) {
		u128 trial;

		rem = shl(rem, 2);
		rem.lo |= m.hi >> 62;
		m = shl(m, 2);
		trial = shl(r, 2);
		trial.lo |= 1;
		r = shl(r, 1);
		if (!lt(rem, trial)) {
			rem = sub(rem, trial);
			r.lo |= 1;
		}
	}
	r = shl(r, 13);
	r.lo |= !is_zero(rem);
	return round_pack(0, ez, r);
}

/* -1, 0 or 1 as a is less than, equal to or greater than b; 2 when either is a NaN. */
static int cmp128(u128 a, u128 b)
{
	int sa = (int)(a.hi >> 63);

	if (is_nan(a) || is_nan(b))
		return 2;
	if (is_zero(mk((a.hi | b.hi) & ~SIGN_HI, a.lo | b.lo)) || (a.hi == b.hi && a.lo == b.lo))
		return 0;   /* +0 == -0 */
	if (sa != (int)(b.hi >> 63))
		return sa ? -1 : 1;
	return lt(a, b) ^ sa ? -1 : 1;
}

rt_quad __addtf3(rt_quad a, rt_quad b)
{
	return quad(add128(bits(a), bits(b), 0));
}

rt_quad __subtf3(rt_quad a, rt_quad b)
{
	return quad(add128(bits(a), bits(b), 1));
}

rt_quad __multf3(rt_quad a, rt_quad b)
{
	return quad(mul128(bits(a), bits(b)));
}

rt_quad __divtf3(rt_quad a, rt_quad b)
{
	return quad(div128(bits(a), bits(b)));
}

rt_quad __negtf2(rt_quad a)
{
	u128 u = bits(a);

	u.hi ^= SIGN_HI;
	return quad(u);
}

rt_quad __rt_sqrtq(rt_quad a)
{
	return quad(sqrt128(bits(a)));
}

/* The comparisons as libgcc's: eq and ne 0 when equal, else 1; the others -1, 0 or 1, and
 * for a NaN a result that makes the C operator each stands for false (2 or -2). */
long __eqtf2(rt_quad a, rt_quad b)
{
	return cmp128(bits(a), bits(b)) != 0;
}

long __netf2(rt_quad a, rt_quad b)
{
	return cmp128(bits(a), bits(b)) != 0;
}

long __lttf2(rt_quad a, rt_quad b)
{
	return cmp128(bits(a), bits(b));
}

long __letf2(rt_quad a, rt_quad b)
{
	return cmp128(bits(a), bits(b));
}

long __gttf2(rt_quad a, rt_quad b)
{
	int c = cmp128(bits(a), bits(b));

	return c == 2 ? -2 : c;
}

long __getf2(rt_quad a, rt_quad b)
{
	int c = cmp128(bits(a), bits(b));

	return c == 2 ? -2 : c;
}

long __unordtf2(rt_quad a, rt_quad b)
{
	return is_nan(bits(a)) || is_nan(bits(b));
}

/* ±m, exactly (64 bits fit in 113). */
static u128 from_u64(int sign, uint64_t m)
{
	int shift;

	if (!m)
		return mk(0, 0);
	shift = clz64q(m) + 49;   /* the leading 1 to bit 112 */
	return pack(sign, BIAS + 111 - shift, shl(mk(0, m), shift));
}

rt_quad __floatsitf(int i)
{
	return quad(from_u64(i < 0, i < 0 ? 0u - (uint32_t)i : (uint32_t)i));
}

rt_quad __floatunsitf(unsigned int i)
{
	return quad(from_u64(0, i));
}

rt_quad __floatditf(long long i)
{
	return quad(from_u64(i < 0, i < 0 ? 0 - (uint64_t)i : (uint64_t)i));
}

rt_quad __floatunditf(unsigned long long i)
{
	return quad(from_u64(0, i));
}

/* |a| truncated, if below 2^limit (limit <= 64); else *big is set (a NaN too). */
static uint64_t trunc_mag(u128 a, int limit, int *big)
{
	int e = exp_of(a);

	*big = e >= BIAS + limit;
	if (e < BIAS || *big)
		return 0;
	return shr(or_hidden(frac_of(a)), BIAS + 112 - e).lo;
}

/* The integer of n bits (32 or 64) a truncates to, saturated: see the top. */
static uint64_t to_signed(rt_quad q, int n)
{
	u128 a = bits(q);
	int neg = (int)(a.hi >> 63), big;
	uint64_t m = trunc_mag(a, n, &big), min = 1ULL << (n - 1);

	if (neg)
		return big || m > min ? 0 - min : 0 - m;
	return big || m > min - 1 ? min - 1 : m;
}

static uint64_t to_unsigned(rt_quad q, int n)
{
	u128 a = bits(q);
	int big;
	uint64_t m = trunc_mag(a, n, &big);

	if (a.hi >> 63)
		return 0;
	return big ? ~(uint64_t)0 >> (64 - n) : m;
}

int __fixtfsi(rt_quad a)
{
	return (int)(uint32_t)to_signed(a, 32);
}

unsigned int __fixunstfsi(rt_quad a)
{
	return (unsigned int)to_unsigned(a, 32);
}

long long __fixtfdi(rt_quad a)
{
	return (long long)to_signed(a, 64);
}

unsigned long long __fixunstfdi(rt_quad a)
{
	return to_unsigned(a, 64);
}

/* A float or double by its bits: FRAC fraction bits, EMAX the exponent field's largest value. */
struct narrow {
	int frac, emax;
};

static const struct narrow binary32 = { 23, 0xff }, binary64 = { 52, 0x7ff };

/* A float or double (n) from a quad. */
static uint64_t to_narrow(u128 a, const struct narrow *n)
{
	int sign = (int)(a.hi >> 63), e = exp_of(a), exp, shift = 62 - n->frac;
	uint64_t sig, sign_bit = (uint64_t)sign << (n->frac + (n->emax == 0xff ? 8 : 11));
	uint64_t half = 1ULL << (shift - 1), incr = round_increment(sign, half), rb;

	if (e == EXP_MAX) {
		/* infinity, or a NaN with its payload's high bits, quiet */
		sig = 0;
		if (!is_zero(frac_of(a)))
			sig = shr(frac_of(a), 112 - n->frac).lo | 1ULL << (n->frac - 1);
		return sign_bit | (uint64_t)n->emax << n->frac | sig;
	}
	/* 63 bits of the significand with a sticky 1, the leading one at bit 62 */
	sig = (frac_of(a).hi | (e ? HIDDEN_HI : 0)) << 14 | a.lo >> 50 | ((a.lo << 14) != 0);
	exp = e - BIAS + (n->emax >> 1) - 1;
	if (!e && sig)
		exp++;   /* a subnormal quad: its exponent is 1 (far too small for any narrow) */
	rb = sig & (2 * half - 1);
	if (exp < 0 || exp >= n->emax - 2) {
		if (exp < 0) {
			sig = -exp >= 63 ? sig != 0 : sig >> -exp | ((sig << (64 + exp)) != 0);
			exp = 0;
			rb = sig & (2 * half - 1);
		} else if (exp > n->emax - 2 || sig + incr >= 1ULL << 63) {
			return sign_bit | (uint64_t)n->emax << n->frac;
		}
	}
	sig = (sig + incr) >> shift;
	if (rb == half)
		sig &= ~1ULL;   /* a tie: to even */
	if (!sig)
		exp = 0;
	return sign_bit + ((uint64_t)exp << n->frac) + sig;
}

float __trunctfsf2(rt_quad a)
{
	uint32_t u = (uint32_t)to_narrow(bits(a), &binary32);
	float f;

	memcpy(&f, &u, sizeof(f));
	return f;
}

double __trunctfdf2(rt_quad a)
{
	return fp_from(to_narrow(bits(a), &binary64));
}

/* A quad from a float's or a double's fields (exactly). */
static u128 from_narrow(int sign, int e, uint64_t m, const struct narrow *n)
{
	u128 f;

	if (e == n->emax) {
		f = shl(mk(0, m), 112 - n->frac);
		if (m)
			f.hi |= QUIET_HI;
		return pack(sign, EXP_MAX, f);
	}
	if (!e) {
		int shift;

		if (!m)
			return mk((uint64_t)sign << 63, 0);
		shift = clz64q(m) - (63 - n->frac);
		e = 1 - shift;
		m = (m << shift) & ((1ULL << n->frac) - 1);
	}
	return pack(sign, e - (n->emax >> 1) + BIAS, shl(mk(0, m), 112 - n->frac));
}

rt_quad __extendsftf2(float a)
{
	uint32_t u;

	memcpy(&u, &a, sizeof(u));
	return quad(from_narrow((int)(u >> 31), (int)(u >> 23 & 0xff), u & 0x7fffff, &binary32));
}

rt_quad __extenddftf2(double a)
{
	uint64_t u = fp_bits(a);

	return quad(from_narrow((int)(u >> 63), FP_EXP(u), u & 0x000fffffffffffffULL, &binary64));
}

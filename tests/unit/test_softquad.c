/* test_softquad.c — unit tests of rt's binary128 software floating point (rt/src/softquad.c,
 * rt/src/softquad_sparc.c), which long double uses on SPARC and RV32: each libgcc-named
 * helper against the host's own (libgcc's soft-fp for x86-64's __float128), bit for bit,
 * NaNs included, over special values (zeros, subnormals, the largest and smallest normals,
 * infinities, quiet and signaling NaNs, integer limits, halfway cases of the conversions)
 * and random operands (any bits; exponents close together, where subtraction cancels and
 * every rounding case comes up; near the subnormal range and near overflow). The square
 * root, which libgcc lacks, is checked exactly with integer arithmetic; SPARC's _Q_ routines
 * against the helpers they stand for. */
#include <criterion/criterion.h>
#include <stdint.h>
#include <string.h>
#include "testutil.h"
#include "fpbits.h"

typedef __float128 quad;

/* The host's helpers (libgcc). */
quad __addtf3(quad a, quad b);
quad __subtf3(quad a, quad b);
quad __multf3(quad a, quad b);
quad __divtf3(quad a, quad b);
quad __negtf2(quad a);
int __eqtf2(quad a, quad b);
int __netf2(quad a, quad b);
int __lttf2(quad a, quad b);
int __letf2(quad a, quad b);
int __gttf2(quad a, quad b);
int __getf2(quad a, quad b);
int __unordtf2(quad a, quad b);
quad __floatsitf(int i);
quad __floatunsitf(unsigned int i);
quad __floatditf(long long i);
quad __floatunditf(unsigned long long i);
int __fixtfsi(quad a);
unsigned int __fixunstfsi(quad a);
long long __fixtfdi(quad a);
unsigned long long __fixunstfdi(quad a);
quad __extendsftf2(float a);
quad __extenddftf2(double a);
float __trunctfsf2(quad a);
double __trunctfdf2(quad a);

/* rt's, as the host build names them (objcopy --prefix-symbols=rt_) */
quad rt___addtf3(quad a, quad b);
quad rt___subtf3(quad a, quad b);
quad rt___multf3(quad a, quad b);
quad rt___divtf3(quad a, quad b);
quad rt___negtf2(quad a);
int rt___eqtf2(quad a, quad b);
int rt___netf2(quad a, quad b);
int rt___lttf2(quad a, quad b);
int rt___letf2(quad a, quad b);
int rt___gttf2(quad a, quad b);
int rt___getf2(quad a, quad b);
int rt___unordtf2(quad a, quad b);
quad rt___floatsitf(int i);
quad rt___floatunsitf(unsigned int i);
quad rt___floatditf(long long i);
quad rt___floatunditf(unsigned long long i);
int rt___fixtfsi(quad a);
unsigned int rt___fixunstfsi(quad a);
long long rt___fixtfdi(quad a);
unsigned long long rt___fixunstfdi(quad a);
quad rt___extendsftf2(float a);
quad rt___extenddftf2(double a);
float rt___trunctfsf2(quad a);
double rt___trunctfdf2(quad a);
quad rt___rt_sqrtq(quad a);
quad rt__Q_add(const quad *a, const quad *b);
quad rt__Q_sub(const quad *a, const quad *b);
quad rt__Q_mul(const quad *a, const quad *b);
quad rt__Q_div(const quad *a, const quad *b);
quad rt__Q_neg(const quad *a);
quad rt__Q_sqrt(const quad *a);
int rt__Q_cmp(const quad *a, const quad *b);
int rt__Q_cmpe(const quad *a, const quad *b);
int rt__Q_feq(const quad *a, const quad *b);
int rt__Q_fne(const quad *a, const quad *b);
int rt__Q_flt(const quad *a, const quad *b);
int rt__Q_fle(const quad *a, const quad *b);
int rt__Q_fgt(const quad *a, const quad *b);
int rt__Q_fge(const quad *a, const quad *b);
quad rt__Q_itoq(int i);
quad rt__Q_utoq(unsigned int i);
quad rt__Q_lltoq(long long i);
quad rt__Q_ulltoq(unsigned long long i);
int rt__Q_qtoi(const quad *a);
unsigned int rt__Q_qtou(const quad *a);
long long rt__Q_qtoll(const quad *a);
unsigned long long rt__Q_qtoull(const quad *a);
quad rt__Q_stoq(float a);
quad rt__Q_dtoq(double a);
float rt__Q_qtos(const quad *a);
double rt__Q_qtod(const quad *a);

#define RANDOM_PAIRS 60000
#define MAX_REPORTS 10
#define SIGN 0x8000000000000000ULL

static uint64_t rng_state = 0x9e3779b97f4a7c15ULL;

static uint64_t rng(void)
{
	return xorshift64(&rng_state);
}

typedef struct {
	uint64_t hi, lo;
} qbits;

static qbits qb(quad x)
{
	uint64_t w[2];

	memcpy(w, &x, sizeof(w));   /* x86-64: the low half first */
	return (qbits){ w[1], w[0] };
}

static quad qf(uint64_t hi, uint64_t lo)
{
	uint64_t w[2] = { lo, hi };
	quad x;

	memcpy(&x, w, sizeof(x));
	return x;
}

static bool same(quad a, quad b)
{
	return !memcmp(&a, &b, sizeof(a));
}

/* Special values (the high half; the low one in edge_lo), each also negated. */
static const uint64_t edge_hi[] = {
	0, 0, 0, 0x0000ffffffffffffULL, 0x0001000000000000ULL, 0x0001000000000000ULL,
	0x3fff000000000000ULL, 0x3fff000000000000ULL, 0x3fff800000000000ULL,
	0x3ffe000000000000ULL, 0x3ffeffffffffffffULL, 0x4000000000000000ULL,
	0x401e000000000000ULL, 0x401dfffffffe0000ULL, 0x401effffffff0000ULL,
	0x401f000000000000ULL, 0x403e000000000000ULL, 0x403effffffffffffULL,
	0x403f000000000000ULL, 0x406f000000000000ULL, 0x7ffeffffffffffffULL,
	0x7fff000000000000ULL, 0x7fff800000000000ULL, 0x7fff000000000000ULL,
	0x7fff400000000000ULL, 0x7fffffffffffffffULL, 0x7fff800000000001ULL,
	0x3ff0000000000000ULL, 0x3c00000000000000ULL, 0x3bff000000000000ULL,
	0x3bcc000000000000ULL, 0x3bcd000000000000ULL, 0x3f80000000000000ULL,
	0x3f6a000000000000ULL, 0x43fe000000000000ULL, 0x43ff000000000000ULL,
	0x407e000000000000ULL, 0x407f000000000000ULL, 0x3fff000000000008ULL,
	0x3fff000000000010ULL, 0x3fff000000000018ULL, 0x3fff000002000000ULL,
	0x3fff000003000000ULL, 0x3fff000001000000ULL, 0x43feffffffffffffULL,
	0x407effffe0000000ULL, 0x407efffff0000000ULL,
};
static const uint64_t edge_lo[] = {
	0, 1, 2, 0xffffffffffffffffULL, 0, 1,
	0, 1, 0,
	0, 0xffffffffffffffffULL, 0,
	0, 0, 0,
	0, 0, 0xfffe000000000000ULL,
	0, 0, 0xffffffffffffffffULL,
	0, 0, 1,
	0, 0xffffffffffffffffULL, 0,
	0, 0, 0,
	0, 0, 0,
	0, 0xffffffffffffffffULL, 0,
	0, 0, 0x8000000000000000ULL,
	0, 0x1000000000000000ULL, 0,
	0, 0x0000000000000001ULL, 0xf800000000000000ULL,
	0, 0,
};
#define NEDGES (sizeof(edge_hi) / sizeof(edge_hi[0]))
_Static_assert(sizeof(edge_hi) == sizeof(edge_lo), "edge_hi and edge_lo pair up");

static quad edge(size_t i)
{
	return qf(edge_hi[i / 2] ^ (i & 1 ? SIGN : 0), edge_lo[i / 2]);
}

/* A random quad: any bits, or an exponent near e0, near the subnormals or near overflow,
 * sometimes with few significant bits (exact results, ties). */
static quad random_quad(int e0)
{
	uint64_t sign = rng() & SIGN, hi = rng() & 0x0000ffffffffffffULL, lo = rng();
	int e, keep;

	switch (rng() % 4) {
	case 0:
		return qf(rng(), rng());
	case 1:
		e = e0 + (int)(rng() % 241) - 120;
		break;
	case 2:
		e = (int)(rng() % 120);
		break;
	default:
		e = 32766 - (int)(rng() % 60);
		break;
	}
	if (e < 0)
		e = 0;
	if (e > 32766)
		e = 32766;
	if (rng() % 8 == 0) {
		keep = (int)(rng() % 113);   /* the fraction's top bits kept */
		if (keep <= 48) {
			hi &= ~((1ULL << (48 - keep)) - 1);
			lo = 0;
		} else if (keep < 112) {
			lo &= ~((1ULL << (112 - keep)) - 1);
		}
	}
	return qf(sign | (uint64_t)e << 48 | hi, lo);
}

static void report(int *bad, const char *name, quad a, quad b, const char *what, qbits s,
		   qbits h)
{
	qbits x = qb(a), y = qb(b);

	if ((*bad)++ < MAX_REPORTS)
		cr_log_error("%s(%016llx%016llx, %016llx%016llx) %s %016llx%016llx, host "
			     "%016llx%016llx", name, (unsigned long long)x.hi,
			     (unsigned long long)x.lo, (unsigned long long)y.hi,
			     (unsigned long long)y.lo, what, (unsigned long long)s.hi,
			     (unsigned long long)s.lo, (unsigned long long)h.hi,
			     (unsigned long long)h.lo);
}

/* Operand pairs: every pair of edges, then random ones. */
static bool next_pair(long k, quad *a, quad *b)
{
	long ne = (long)NEDGES * 2;

	if (k < ne * ne) {
		*a = edge((size_t)(k / ne));
		*b = edge((size_t)(k % ne));
		return true;
	}
	if (k >= ne * ne + RANDOM_PAIRS)
		return false;
	int e0 = (int)(rng() % 32767);

	*a = random_quad(e0);
	*b = random_quad(e0);
	return true;
}

typedef quad (*qop)(quad, quad);

static void check_op(const char *name, qop soft, qop host)
{
	int bad = 0;
	long k;
	quad a, b;

	for (k = 0; next_pair(k, &a, &b); k++) {
		quad s = soft(a, b), h = host(a, b);

		if (!same(s, h))
			report(&bad, name, a, b, "=", qb(s), qb(h));
	}
	cr_expect_eq(bad, 0, "%s: %d of %ld results differ from the host's", name, bad, k);
}

Test(softquad, addtf3)
{
	check_op("__addtf3", rt___addtf3, __addtf3);
}

Test(softquad, subtf3)
{
	check_op("__subtf3", rt___subtf3, __subtf3);
}

Test(softquad, multf3)
{
	check_op("__multf3", rt___multf3, __multf3);
}

Test(softquad, divtf3)
{
	check_op("__divtf3", rt___divtf3, __divtf3);
}

/* Every comparison's exact result (libgcc's values: eq/ne 0 or 1; 2 or -2 unordered). */
Test(softquad, compare)
{
	static const struct {
		const char *name;
		int (*soft)(quad, quad), (*host)(quad, quad);
	} cmp[] = {
		{ "__eqtf2", rt___eqtf2, __eqtf2 }, { "__netf2", rt___netf2, __netf2 },
		{ "__lttf2", rt___lttf2, __lttf2 }, { "__letf2", rt___letf2, __letf2 },
		{ "__gttf2", rt___gttf2, __gttf2 }, { "__getf2", rt___getf2, __getf2 },
		{ "__unordtf2", rt___unordtf2, __unordtf2 },
	};
	int bad = 0;
	long k;
	quad a, b;

	for (k = 0; next_pair(k, &a, &b); k++) {
		if (k % 4 == 3)
			b = a;   /* equal operands */
		for (size_t c = 0; c < sizeof cmp / sizeof cmp[0]; c++) {
			int s = cmp[c].soft(a, b), h = cmp[c].host(a, b);

			if (s != h)
				report(&bad, cmp[c].name, a, b, "=", (qbits){ 0, (uint64_t)s },
				       (qbits){ 0, (uint64_t)h });
		}
	}
	cr_expect_eq(bad, 0, "%d comparisons differ from the host's", bad);
}

/* Conversions between quad and the integers, float and double, and negation. */
Test(softquad, conversions)
{
	int bad = 0;
	long k;
	quad a, b;

	for (k = 0; next_pair(k, &a, &b); k++) {
		uint64_t r = rng();
		int shift = (int)(r % 64);
		uint64_t i = k % 2 ? rng() >> shift : (uint64_t)((int64_t)rng() >> shift);
		uint64_t d = k % 3 ? rng() : bits((double)__trunctfdf2(a));
		uint32_t f = k % 3 ? (uint32_t)rng() : fbits(__trunctfsf2(a));

#define CONV_IN(name, arg) \
	do { \
		quad s = rt_##name(arg), h = name(arg); \
		if (!same(s, h)) \
			report(&bad, #name, qf(0, (uint64_t)(arg)), qf(0, 0), "=", qb(s), \
			       qb(h)); \
	} while (0)
#define CONV_OUT(name, get) \
	do { \
		uint64_t s = get(rt_##name(a)), h = get(name(a)); \
		if (s != h) \
			report(&bad, #name, a, qf(0, 0), "=", (qbits){ 0, s }, (qbits){ 0, h }); \
	} while (0)
#define AS_U64(x) ((uint64_t)(x))
		CONV_IN(__floatsitf, (int)i);
		CONV_IN(__floatunsitf, (unsigned int)i);
		CONV_IN(__floatditf, (long long)i);
		CONV_IN(__floatunditf, (unsigned long long)i);
		CONV_IN(__extenddftf2, dbl(d));
		CONV_IN(__extendsftf2, flt(f));
		CONV_OUT(__fixtfsi, AS_U64);
		CONV_OUT(__fixunstfsi, AS_U64);
		CONV_OUT(__fixtfdi, AS_U64);
		CONV_OUT(__fixunstfdi, AS_U64);
		CONV_OUT(__trunctfdf2, bits);
		CONV_OUT(__trunctfsf2, fbits);
		if (!same(rt___negtf2(a), __negtf2(a)))
			report(&bad, "__negtf2", a, b, "=", qb(rt___negtf2(a)), qb(__negtf2(a)));
	}
	cr_expect_eq(bad, 0, "%d conversions differ from the host's", bad);
}

/* ---- the square root, exactly --------------------------------------------------------- */

typedef unsigned __int128 u128;

/* A 256-bit number, w[3] the most significant word. */
typedef struct {
	uint64_t w[4];
} u256;

static u256 mul256(u128 a, u128 b)
{
	uint64_t x[2] = { (uint64_t)a, (uint64_t)(a >> 64) }, y[2] = { (uint64_t)b,
								      (uint64_t)(b >> 64) };
	u256 r = { { 0, 0, 0, 0 } };

	for (int i = 0; i < 2; i++) {
		u128 carry = 0;

		for (int j = 0; j < 2; j++) {
			u128 t = (u128)x[i] * y[j] + r.w[i + j] + carry;

			r.w[i + j] = (uint64_t)t;
			carry = t >> 64;
		}
		r.w[i + 2] = (uint64_t)carry;
	}
	return r;
}

/* x << d, d < 256 (the bits shifted beyond 255 lost). */
static u256 shl256(u128 x, int d)
{
	u256 r = { { 0, 0, 0, 0 } };
	uint64_t in[2] = { (uint64_t)x, (uint64_t)(x >> 64) };

	for (int i = 0; i < 2; i++) {
		int bit = i * 64 + d, w = bit / 64, s = bit % 64;

		if (w < 4)
			r.w[w] |= in[i] << s;
		if (s && w + 1 < 4)
			r.w[w + 1] |= in[i] >> (64 - s);
	}
	return r;
}

static int cmp256(u256 a, u256 b)
{
	for (int i = 3; i >= 0; i--)
		if (a.w[i] != b.w[i])
			return a.w[i] < b.w[i] ? -1 : 1;
	return 0;
}

/* A positive finite quad as m * 2^e, m an integer (its significand). */
static u128 sig_exp(quad x, int *e)
{
	qbits b = qb(x);
	int field = (int)(b.hi >> 48 & 0x7fff);
	u128 m = (u128)(b.hi & 0x0000ffffffffffffULL) << 64 | b.lo;

	if (field)
		m |= (u128)1 << 112;
	*e = (field ? field : 1) - 16383 - 112;
	return m;
}

/* r is sqrt(x) rounded to nearest: (2R - 1)^2 < X 2^d < (2R + 1)^2 (no ties exist). */
static bool sqrt_ok(quad x, quad r)
{
	int ex, er, d;
	u128 X = sig_exp(x, &ex), R = sig_exp(r, &er);

	if (R >> 112 != 1)
		return false;   /* the root of a positive quad is normal */
	d = ex - 2 * er + 2;
	if (d < 0 || d > 255 || (d > 128 && X >> (256 - d)))
		return false;
	u256 m = shl256(X, d);

	return cmp256(mul256(2 * R - 1, 2 * R - 1), m) < 0 &&
	       cmp256(m, mul256(2 * R + 1, 2 * R + 1)) < 0;
}

Test(softquad, sqrt)
{
	int bad = 0;
	long k;
	quad a, b;

	for (k = 0; next_pair(k, &a, &b); k++) {
		qbits x = qb(a), s = qb(rt___rt_sqrtq(a));
		bool nan = (x.hi & ~SIGN) > 0x7fff000000000000ULL ||
			   ((x.hi & ~SIGN) == 0x7fff000000000000ULL && x.lo);
		bool zero = !((x.hi & ~SIGN) | x.lo);
		bool ok;

		if (nan)
			ok = s.hi == (x.hi | 0x0000800000000000ULL) && s.lo == x.lo;   /* quieted */
		else if (zero || x.hi == 0x7fff000000000000ULL)
			ok = s.hi == x.hi && s.lo == x.lo;   /* ±0, +inf */
		else if (x.hi & SIGN)
			ok = s.hi == 0xffff800000000000ULL && !s.lo;   /* the default NaN */
		else
			ok = sqrt_ok(a, qf(s.hi, s.lo));
		if (!ok)
			report(&bad, "sqrt", a, a, "=", s, s);
	}
	/* exact squares */
	for (k = 1; k < 20000; k++) {
		quad q = rt___floatditf(k * 2654435761LL), sq = rt___multf3(q, q);

		if (!same(rt___rt_sqrtq(sq), q))
			report(&bad, "sqrt", sq, sq, "=", qb(rt___rt_sqrtq(sq)), qb(q));
	}
	cr_expect_eq(bad, 0, "%d square roots wrong", bad);
}

/* SPARC's _Q_ routines: the helpers they stand for, operands by reference; _Q_cmp in the
 * condition codes' order (0 =, 1 <, 2 >, 3 unordered). */
Test(softquad, sparc_routines)
{
	int bad = 0;
	long k;
	quad a, b;

	for (k = 0; next_pair(k, &a, &b) && k < 40000; k++) {
		int c = rt___unordtf2(a, b) ? 3 : rt___lttf2(a, b) < 0 ? 1 : rt___eqtf2(a, b) ? 2 : 0;
		int i = (int)rng();
		float f = flt((uint32_t)rng());
		double d = dbl(rng());
		uint64_t u = rng();
		bool ok = same(rt__Q_add(&a, &b), rt___addtf3(a, b)) &&
			  same(rt__Q_sub(&a, &b), rt___subtf3(a, b)) &&
			  same(rt__Q_mul(&a, &b), rt___multf3(a, b)) &&
			  same(rt__Q_div(&a, &b), rt___divtf3(a, b)) &&
			  same(rt__Q_neg(&a), rt___negtf2(a)) &&
			  same(rt__Q_sqrt(&a), rt___rt_sqrtq(a)) &&
			  rt__Q_cmp(&a, &b) == c && rt__Q_cmpe(&a, &b) == c &&
			  rt__Q_feq(&a, &b) == (c == 0) && rt__Q_fne(&a, &b) == (c != 0) &&
			  rt__Q_flt(&a, &b) == (c == 1) && rt__Q_fle(&a, &b) == (c <= 1) &&
			  rt__Q_fgt(&a, &b) == (c == 2) && rt__Q_fge(&a, &b) == (c == 0 || c == 2) &&
			  same(rt__Q_itoq(i), rt___floatsitf(i)) &&
			  same(rt__Q_utoq((unsigned)i), rt___floatunsitf((unsigned)i)) &&
			  same(rt__Q_lltoq(i * 7LL * 1048576), rt___floatditf(i * 7LL * 1048576)) &&
			  same(rt__Q_ulltoq(u), rt___floatunditf(u)) &&
			  rt__Q_qtoi(&a) == rt___fixtfsi(a) && rt__Q_qtou(&a) == rt___fixunstfsi(a) &&
			  rt__Q_qtoll(&a) == rt___fixtfdi(a) && rt__Q_qtoull(&a) == rt___fixunstfdi(a) &&
			  same(rt__Q_stoq(f), rt___extendsftf2(f)) &&
			  same(rt__Q_dtoq(d), rt___extenddftf2(d)) &&
			  fbits(rt__Q_qtos(&a)) == fbits(rt___trunctfsf2(a)) &&
			  bits(rt__Q_qtod(&a)) == bits(rt___trunctfdf2(a));

		if (!ok)
			report(&bad, "_Q_", a, b, "differ", qb(a), qb(b));
	}
	cr_expect_eq(bad, 0, "%d operand pairs where a _Q_ routine differs", bad);
}

/* fma.c — fma and fmaf: x * y + z rounded once, to nearest with ties to even, bit for bit
 * as glibc's. In integer arithmetic: the 106-bit product and the addend placed in a 128-bit
 * window (each with at least 20 zero bits below it, so aligning them loses nothing unless
 * they lie more than 20 bits apart, when at most one bit can cancel and a sticky bit in the
 * window's lowest place stands for what was shifted out), added or subtracted exactly, then
 * rounded to 53 (24) bits — on the subnormal grid when the result is that small — with
 * overflow to infinity. fmaf computes in the same way from its operands widened to double
 * (exactly), rounding once to float. */
#include <math.h>
#include "fp.h"
#include "rt.h"

struct u128 {
	uint64_t hi, lo;
};

/* a * b for a, b < 2^53, from 32-bit halves (the guests multiply 32 by 32 bits). */
static struct u128 mul53(uint64_t a, uint64_t b)
{
	uint64_t a0 = (uint32_t)a, a1 = a >> 32, b0 = (uint32_t)b, b1 = b >> 32;
	uint64_t p00 = a0 * b0, p01 = a0 * b1, p10 = a1 * b0, p11 = a1 * b1;
	uint64_t mid = (p00 >> 32) + (uint32_t)p01 + (uint32_t)p10;
	struct u128 r;

	r.lo = (mid << 32) | (uint32_t)p00;
	r.hi = p11 + (p01 >> 32) + (p10 >> 32) + (mid >> 32);
	return r;
}

static int bitlen64(uint64_t x)
{
	int n = 0;

	while (x) {
		x >>= 1;
		n++;
	}
	return n;
}

static int bitlen(struct u128 x)
{
	return x.hi ? 64 + bitlen64(x.hi) : bitlen64(x.lo);
}

static struct u128 shl(struct u128 x, int n)
{
	if (n <= 0)
		return x;
	if (n >= 64)
		return (struct u128){ x.lo << (n - 64), 0 };
	return (struct u128){ (x.hi << n) | (x.lo >> (64 - n)), x.lo << n };
}

/* x >> n; *lost: whether bits that were set went out. */
static struct u128 shr(struct u128 x, int n, int *lost)
{
	struct u128 r;

	*lost = 0;
	if (n <= 0)
		return x;
	if (n >= 128) {
		*lost = (x.hi | x.lo) != 0;
		return (struct u128){ 0, 0 };
	}
	if (n >= 64) {
		*lost = x.lo != 0 || (n > 64 && (x.hi << (128 - n)) != 0);
		return (struct u128){ 0, x.hi >> (n - 64) };
	}
	*lost = (x.lo << (64 - n)) != 0;
	r.lo = (x.lo >> n) | (x.hi << (64 - n));
	r.hi = x.hi >> n;
	return r;
}

static int less(struct u128 a, struct u128 b)
{
	return a.hi < b.hi || (a.hi == b.hi && a.lo < b.lo);
}

static struct u128 add(struct u128 a, struct u128 b)
{
	struct u128 r = { a.hi + b.hi, a.lo + b.lo };

	r.hi += r.lo < a.lo;
	return r;
}

static struct u128 sub(struct u128 a, struct u128 b)
{
	struct u128 r = { a.hi - b.hi, a.lo - b.lo };

	r.hi -= a.lo < b.lo;
	return r;
}

/* A finite nonzero double as m * 2^e, 2^52 <= m < 2^53. */
static uint64_t unpack(uint64_t u, int *e)
{
	int x = FP_EXP(u);
	uint64_t m = u & 0x000fffffffffffffULL;

	if (x) {
		*e = x - 1023 - 52;
		return m | 0x0010000000000000ULL;
	}
	*e = -1074;
	while (!(m >> 52)) {
		m <<= 1;
		(*e)--;
	}
	return m;
}

/* The double (a float's value, for p 24) nearest r * 2^e, r nonzero, in a format of p bits
 * whose normal numbers have exponents emin .. emax. */
static double round_to(int neg, struct u128 r, int e, int p, int emin, int emax)
{
	int k = bitlen(r), top = e + k - 1, lsb = (top < emin ? emin : top) - (p - 1);
	int q = lsb - e, lost, n;
	uint64_t m, bits;

	if (q <= 0) {
		m = r.lo << -q;   /* fewer than p bits: exact */
	} else {
		struct u128 g = shr(r, q - 1, &lost);

		m = g.lo >> 1;
		if ((g.lo & 1) && (lost || (m & 1)))
			m++;
		if (m >> p) {
			m >>= 1;
			lsb++;
		}
	}
	if (!m)
		return fp_from(neg ? FP_SIGN : 0);
	n = bitlen64(m);
	if (lsb + n - 1 > emax)
		return fp_from((neg ? FP_SIGN : 0) | 0x7ff0000000000000ULL);
	if (lsb + n - 1 >= -1022)
		bits = (uint64_t)(lsb + n - 1 + 1023) << 52 |
		       ((m << (53 - n)) & 0x000fffffffffffffULL);
	else
		bits = m << (lsb + 1074);   /* a double subnormal: lsb >= -1074 */
	return fp_from(bits | (neg ? FP_SIGN : 0));
}

/* x * y + z for finite nonzero x, y, z, rounded to p bits (emin, emax). */
static double fused(double x, double y, double z, int p, int emin, int emax)
{
	uint64_t ux = fp_bits(x), uy = fp_bits(y), uz = fp_bits(z);
	int ex, ey, ez, ea, eb, np = (int)((ux ^ uy) >> 63), nz = (int)(uz >> 63), na, nb, lost;
	uint64_t mx = unpack(ux, &ex), my = unpack(uy, &ey), mz = unpack(uz, &ez);
	struct u128 a = mul53(mx, my), b = { 0, mz }, t;

	/* both with their highest bit at bit 125 of the window */
	ea = ex + ey - (126 - bitlen(a));
	a = shl(a, 126 - bitlen(a));
	eb = ez - 73;
	b = shl(b, 73);
	na = np;
	nb = nz;
	if (ea < eb) {
		t = a, a = b, b = t;
		ex = ea, ea = eb, eb = ex;
		ex = na, na = nb, nb = ex;
	}
	b = shr(b, ea - eb, &lost);
	b.lo |= (uint64_t)lost;   /* the sticky bit */
	if (na == nb) {
		a = add(a, b);
	} else if (less(a, b)) {
		a = sub(b, a);
		na = nb;
	} else {
		a = sub(a, b);
	}
	if (!a.hi && !a.lo)
		return 0.0;   /* an exact zero sum of opposite signs is +0 */
	return round_to(na, a, ea, p, emin, emax);
}

/* The cases the integer arithmetic does not take: NaN, infinities and zeros. */
static int special(double x, double y, double z, double *r)
{
	uint64_t ux = fp_bits(x), uy = fp_bits(y), uz = fp_bits(z);

	if (FP_EXP(ux) == 0x7ff || FP_EXP(uy) == 0x7ff || FP_ABS(uz) > 0x7ff0000000000000ULL) {
		*r = x * y + z;   /* NaN, or infinity times something */
		return 1;
	}
	if (FP_EXP(uz) == 0x7ff) {
		*r = z;   /* a finite product does not change an infinite addend */
		return 1;
	}
	if (!FP_ABS(ux) || !FP_ABS(uy)) {
		*r = x * y + z;   /* the product is an exact zero */
		return 1;
	}
	if (!FP_ABS(uz)) {
		*r = x * y;   /* one rounding, the product's sign kept */
		return 1;
	}
	return 0;
}

RT_WEAK(fma, __rt_fma);
double __rt_fma(double x, double y, double z)
{
	double r;

	if (special(x, y, z, &r))
		return r;
	return fused(x, y, z, 53, -1022, 1023);
}

RT_WEAK(fmaf, __rt_fmaf);
float __rt_fmaf(float x, float y, float z)
{
	double r;

	if (special(x, y, z, &r))
		return (float)r;   /* (a float product is exact in double: one rounding) */
	return (float)fused(x, y, z, 24, -126, 127);   /* exactly a float */
}

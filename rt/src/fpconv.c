/* fpconv.c — exact binary <-> decimal conversion for printf, scanf and strtod, in integer
 * arithmetic only (32-bit operations: the guests have no floating point in these paths).
 * To decimal: |x| = m 2^e is m 2^e (e >= 0) or m 5^-e / 10^-e, an integer computed in base
 * 10^4 limbs. From decimal: D 10^E is D 10^E or D 2^s / 5^-E 2^-(s-E) in 16-bit limbs, with
 * the quotient's remainder as sticky bit, then rounded once to nearest, ties to even. */
#include <stddef.h>
#include <stdint.h>
#include <string.h>
#include "fpconv.h"

/* ---- to decimal -------------------------------------------------------------------------- */

#define DLIMBS (FPCONV_DIGITS / 4 + 8)

/* L (n limbs of base 10^4, least significant first) *= f, f * 10^4 < 2^32. */
static void dec_mul(uint32_t *l, int *n, uint32_t f)
{
	uint32_t carry = 0, t;
	int i;

	for (i = 0; i < *n; i++) {
		t = l[i] * f + carry;
		l[i] = t % 10000;
		carry = t / 10000;
	}
	while (carry) {
		l[(*n)++] = carry % 10000;
		carry /= 10000;
	}
}

static void dec_add(uint32_t *l, int *n, uint32_t v)
{
	int i;

	for (i = 0; v; i++) {
		if (i == *n)
			l[(*n)++] = 0;
		v += l[i];
		l[i] = v % 10000;
		v /= 10000;
	}
}

int __rt_fp_digits(uint64_t bits, char *d, int *dp)
{
	uint32_t l[DLIMBS];
	uint64_t m = bits & 0x000fffffffffffffULL;
	int be = (int)(bits >> 52 & 0x7ff), e, n = 0, k, i, j, nd = 0;
	uint32_t v;

	if (be)
		m |= 0x0010000000000000ULL;
	e = be ? be - 1075 : -1074;
	*dp = 0;
	if (!m)
		return 0;
	/* m = a 2^26 + b with 32-bit pieces */
	dec_add(l, &n, (uint32_t)(m >> 26));
	dec_mul(l, &n, 1 << 13);
	dec_mul(l, &n, 1 << 13);
	dec_add(l, &n, (uint32_t)m & ((1u << 26) - 1));
	k = 0;
	if (e >= 0) {
		for (; e >= 16; e -= 16)
			dec_mul(l, &n, 1 << 16);
		dec_mul(l, &n, 1u << e);
	} else {
		k = -e;
		for (; e <= -8; e += 8)
			dec_mul(l, &n, 390625);	/* 5^8 */
		for (; e < 0; e++)
			dec_mul(l, &n, 5);
	}
	for (i = n - 1; i >= 0; i--) {
		v = l[i];
		for (j = 3; j >= 0; j--) {
			d[nd + j] = (char)('0' + v % 10);
			v /= 10;
		}
		nd += 4;
	}
	for (i = 0; d[i] == '0'; i++)
		;
	memmove(d, d + i, (size_t)(nd - i));
	nd -= i;
	*dp = nd - k;
	while (nd > 0 && d[nd - 1] == '0')
		nd--;
	return nd;
}

/* ---- from decimal ------------------------------------------------------------------------ */

#define MAXD 800	/* significant digits kept; the rest only count as nonzero or not */
#define BLIMBS 400	/* 16-bit limbs: D 2^s, s about 2.33 |E| + 66 */

struct big {
	uint32_t l[BLIMBS];	/* 16 bits each, least significant first */
	int n;
};

static void big_mul(struct big *b, uint32_t f)	/* f < 2^16 */
{
	uint32_t carry = 0, t;
	int i;

	for (i = 0; i < b->n; i++) {
		t = b->l[i] * f + carry;
		b->l[i] = t & 0xffff;
		carry = t >> 16;
	}
	if (carry && b->n < BLIMBS)
		b->l[b->n++] = carry;
}

static void big_add(struct big *b, uint32_t v)
{
	int i;

	for (i = 0; v; i++) {
		if (i == b->n)
			b->l[b->n++] = 0;
		v += b->l[i];
		b->l[i] = v & 0xffff;
		v >>= 16;
	}
}

/* b /= f (f < 2^16); returns whether the remainder is nonzero. */
static int big_div(struct big *b, uint32_t f)
{
	uint32_t r = 0, cur;
	int i;

	for (i = b->n - 1; i >= 0; i--) {
		cur = r << 16 | b->l[i];
		b->l[i] = cur / f;
		r = cur % f;
	}
	while (b->n > 0 && !b->l[b->n - 1])
		b->n--;
	return r != 0;
}

static void big_shl(struct big *b, int s)
{
	int w = s / 16, k = s % 16, i;

	if (!b->n)
		return;
	if (k) {
		b->l[b->n] = 0;
		for (i = b->n; i > 0; i--)
			b->l[i] = ((b->l[i] << k) | (b->l[i - 1] >> (16 - k))) & 0xffff;
		b->l[0] = (b->l[0] << k) & 0xffff;
		b->n++;
	}
	if (w) {
		memmove(b->l + w, b->l, (size_t)b->n * sizeof(b->l[0]));
		memset(b->l, 0, (size_t)w * sizeof(b->l[0]));
		b->n += w;
	}
	while (b->n > 0 && !b->l[b->n - 1])
		b->n--;
}

static int bits_of(uint32_t v)
{
	int n = 0;

	for (; v; v >>= 1)
		n++;
	return n;
}

static int big_len(const struct big *b)
{
	return b->n ? 16 * (b->n - 1) + bits_of(b->l[b->n - 1]) : 0;
}

static int big_bit(const struct big *b, int i)
{
	return i >= 0 && i / 16 < b->n ? (int)(b->l[i / 16] >> (i % 16) & 1) : 0;
}

/* Whether any of bits 0 .. i-1 is set. */
static int big_any_below(const struct big *b, int i)
{
	int w;

	for (w = 0; w < b->n && 16 * (w + 1) <= i; w++)
		if (b->l[w])
			return 1;
	return w < b->n && i > 16 * w && (b->l[w] & ((1u << (i - 16 * w)) - 1));
}

/* The binary format: significand bits, the exponent of the smallest subnormal's unit,
 * the biased exponent of infinity. */
struct fmt {
	int p, emin, einf;
};

static const struct fmt dbl = { 53, -1074, 2047 }, flt = { 24, -149, 255 };

/* The bits nearest to (m + sticky/2...) 2^e, m < 2^62 (sticky: nonzero bits below m). */
static uint64_t round_bits(uint64_t m, int e, int sticky, const struct fmt *f, int *erange)
{
	uint64_t rb = 0;
	int len = 0, shift, bias = 1 - f->emin;	/* e + bias: the biased exponent of m >= 2^(p-1) */

	if (!m)
		return 0;
	for (rb = m; rb; rb >>= 1)
		len++;
	rb = 0;
	shift = len - 1 + e >= f->emin + f->p - 1 ? len - f->p : f->emin - e;
	if (shift <= 0) {
		m <<= -shift;
	} else {
		rb = shift - 1 < 64 ? (m >> (shift - 1)) & 1 : 0;
		if (shift - 1 >= 64 ? m != 0 : (m & ((1ULL << (shift - 1)) - 1)) != 0)
			sticky = 1;
		m = shift >= 64 ? 0 : m >> shift;
		if (rb && (sticky || (m & 1)))
			m++;
	}
	e += shift;
	if (m >> f->p) {
		m >>= 1;
		e++;
	}
	if (m < 1ULL << (f->p - 1)) {	/* subnormal or zero */
		if (rb || sticky)
			*erange = 1;
		return m;
	}
	if (e + bias >= f->einf) {
		*erange = 1;
		return (uint64_t)f->einf << (f->p - 1);
	}
	return (uint64_t)(e + bias) << (f->p - 1) | (m & ((1ULL << (f->p - 1)) - 1));
}

/* Rounds b 2^e (sticky: a nonzero part below b was dropped). */
static uint64_t round_big(const struct big *b, int e, int sticky, const struct fmt *f, int *erange)
{
	int len = big_len(b), lo = len > 62 ? len - 62 : 0, i;
	uint64_t m = 0;

	for (i = len - 1; i >= lo; i--)
		m = m << 1 | (uint64_t)big_bit(b, i);
	if (big_any_below(b, lo))
		sticky = 1;
	return round_bits(m, e + lo, sticky, f, erange);
}

static int lower(int c)
{
	return c >= 'A' && c <= 'Z' ? c + 32 : c;
}

/* Whether s (at most max characters) starts with word, ignoring case. */
static int starts(const char *s, size_t max, const char *word)
{
	size_t i;

	for (i = 0; word[i]; i++)
		if (i >= max || lower((unsigned char)s[i]) != word[i])
			return 0;
	return 1;
}

static int hexval(int c)
{
	c = lower(c);
	if (c >= '0' && c <= '9')
		return c - '0';
	if (c >= 'a' && c <= 'f')
		return c - 'a' + 10;
	return -1;
}

/* Reads an optionally signed decimal exponent at s[i]; returns the index after it, or i when
 * there is none. */
static size_t parse_exp(const char *s, size_t i, size_t max, long *ev)
{
	size_t j = i + 1;
	long v = 0;
	int neg = 0;

	if (j < max && (s[j] == '+' || s[j] == '-'))
		neg = s[j++] == '-';
	if (j >= max || s[j] < '0' || s[j] > '9')
		return i;
	for (; j < max && s[j] >= '0' && s[j] <= '9'; j++)
		if (v < 100000)
			v = v * 10 + (s[j] - '0');
	*ev = neg ? -v : v;
	return j;
}

/* A hexadecimal significand and binary exponent after "0x" at s[i]. */
static size_t parse_hex(const char *s, size_t i, size_t max, const struct fmt *f, uint64_t *bits,
			int *erange)
{
	uint64_t m = 0;
	long e = 0, ev = 0;
	int sticky = 0, any = 0, point = 0, v;

	for (; i < max; i++) {
		if (s[i] == '.' && !point) {
			point = 1;
			continue;
		}
		if ((v = hexval((unsigned char)s[i])) < 0)
			break;
		any = 1;
		if (m >> 56) {	/* keep 60 bits */
			sticky |= v != 0;
			e += point ? 0 : 4;
		} else {
			m = m << 4 | (uint64_t)v;
			e -= point ? 4 : 0;
		}
	}
	if (!any)
		return 0;
	if (i < max && (s[i] == 'p' || s[i] == 'P'))
		i = parse_exp(s, i, max, &ev);
	e += ev;
	if (!m)
		*bits = 0;
	else if (e > 2000)
		*bits = round_bits(1, 2000, 0, f, erange);
	else if (e < -2000)
		*bits = round_bits(1, -2000, 0, f, erange);
	else
		*bits = round_bits(m, (int)e, sticky, f, erange);
	return i;
}

/* A NaN's payload as glibc reads its n-char sequence: the whole sequence as strtoull reads
 * it in base 0 (saturating at 2^64 - 1); 0 when it is not all one number. */
static uint64_t nan_payload(const char *t, size_t n)
{
	uint64_t v = 0;
	size_t k = 0;
	int base = 10, over = 0, d;

	if (n >= 2 && t[0] == '0' && lower((unsigned char)t[1]) == 'x') {
		base = 16;
		k = 2;
	} else if (n >= 1 && t[0] == '0') {
		base = 8;
	}
	if (k == n && base == 16)
		return 0;   /* "0x" alone: strtoull stops after the 0 */
	for (; k < n; k++) {
		int c = lower((unsigned char)t[k]);

		d = c >= '0' && c <= '9' ? c - '0' : c >= 'a' && c <= 'z' ? c - 'a' + 10 : 99;
		if (d >= base)
			return 0;
		if (v > (UINT64_MAX - (uint64_t)d) / (uint64_t)base)
			over = 1;
		v = v * (uint64_t)base + (uint64_t)d;
	}
	return over ? UINT64_MAX : v;
}

size_t __rt_fp_parse(const char *s, size_t max, int single, uint64_t *bits, int *erange)
{
	const struct fmt *f = single ? &flt : &dbl;
	uint64_t sign = 0, qnan = single ? 0x7fc00000 : 0x7ff8000000000000ULL;
	char dig[MAXD];
	struct big b;
	size_t i = 0, j;
	long ev = 0, dp = 0, e10;
	int nd = 0, any = 0, point = 0, sticky = 0, started = 0, k, s2, top;

	*erange = 0;
	*bits = 0;
	if (i < max && (s[i] == '+' || s[i] == '-'))
		sign = s[i++] == '-';
	sign <<= single ? 31 : 63;
	if (starts(s + i, max - i, "inf")) {
		*bits = sign | (uint64_t)f->einf << (f->p - 1);
		return i + (starts(s + i, max - i, "infinity") ? 8 : 3);
	}
	if (starts(s + i, max - i, "nan")) {
		*bits = sign | qnan;
		i += 3;
		if (i < max && s[i] == '(') {
			for (j = i + 1; j < max && (s[j] == '_' || (s[j] >= '0' && s[j] <= '9') ||
				   (lower((unsigned char)s[j]) >= 'a' && lower((unsigned char)s[j]) <= 'z')); j++)
				;
			if (j < max && s[j] == ')') {
				*bits |= nan_payload(s + i + 1, j - i - 1) &
					 (single ? 0x3fffffULL : 0x7ffffffffffffULL);
				i = j + 1;
			}
		}
		return i;
	}
	if (i + 1 < max && s[i] == '0' && lower((unsigned char)s[i + 1]) == 'x' &&
	    (j = parse_hex(s, i + 2, max, f, bits, erange)) != 0) {
		*bits |= sign;
		return j;
	}
	for (; i < max; i++) {
		if (s[i] == '.' && !point) {
			point = 1;
			continue;
		}
		if (s[i] < '0' || s[i] > '9')
			break;
		any = 1;
		if (s[i] == '0' && !started) {
			dp -= point;
			continue;
		}
		started = 1;
		dp += !point;
		if (nd < MAXD)
			dig[nd++] = s[i];
		else if (s[i] != '0')
			sticky = 1;
	}
	if (!any)
		return 0;
	if (i < max && (s[i] == 'e' || s[i] == 'E'))
		i = parse_exp(s, i, max, &ev);
	while (nd > 0 && dig[nd - 1] == '0')
		nd--;
	if (!nd) {
		*bits = sign;
		return i;
	}
	/* value = 0.dig * 10^(dp + ev): decide the far ranges without arithmetic */
	top = (int)(dp + ev);
	if (top > (single ? 40 : 310)) {
		*bits = sign | round_bits(1, 3000, 0, f, erange);
		return i;
	}
	if (top < (single ? -46 : -324)) {
		*erange = 1;
		*bits = sign;
		return i;
	}
	b.n = 0;
	for (k = 0; k < nd; k++) {
		big_mul(&b, 10);
		big_add(&b, (uint32_t)(dig[k] - '0'));
	}
	e10 = top - nd;
	if (e10 >= 0) {
		for (; e10 >= 4; e10 -= 4)
			big_mul(&b, 10000);
		for (; e10 > 0; e10--)
			big_mul(&b, 10);
		*bits = sign | round_big(&b, 0, sticky, f, erange);
		return i;
	}
	k = (int)-e10;
	s2 = (k * 2378 + 1023) / 1024 + 66 - big_len(&b);	/* 2378/1024 > log2(5) */
	if (s2 < 0)
		s2 = 0;
	big_shl(&b, s2);
	for (; k >= 6; k -= 6)
		sticky |= big_div(&b, 15625);	/* 5^6 */
	for (; k > 0; k--)
		sticky |= big_div(&b, 5);
	*bits = sign | round_big(&b, (int)e10 - s2, sticky, f, erange);
	return i;
}

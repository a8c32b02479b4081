/* fpconv.c — exact binary <-> decimal conversion for printf, scanf, strtod and strtold, in
 * integer arithmetic only (32-bit operations: the guests have no floating point in these
 * paths), for double, float and the long doubles wider than double (binary128; x87 for the
 * host build). To decimal: |x| = m 2^e is m 2^e (e >= 0) or m 5^-e / 10^-e, an integer
 * computed in base 10^4 limbs. From decimal: D 10^E is D 10^E or D 2^s / 5^-E 2^-(s-E) in
 * 16-bit limbs, with the quotient's remainder as sticky bit, then rounded once to nearest,
 * ties to even. */
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

/* The decimal digits of l (n limbs holding the significand) * 2^e into d (see fpconv.h). */
static int expand(uint32_t *l, int n, int e, char *d, int *dp)
{
	int k = 0, i, j, nd = 0;
	uint32_t v;

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

int __rt_fp_digits(uint64_t bits, char *d, int *dp)
{
	uint32_t l[DLIMBS];
	uint64_t m = bits & 0x000fffffffffffffULL;
	int be = (int)(bits >> 52 & 0x7ff), n = 0;

	if (be)
		m |= 0x0010000000000000ULL;
	*dp = 0;
	if (!m)
		return 0;
	/* m = a 2^26 + b with 32-bit pieces */
	dec_add(l, &n, (uint32_t)(m >> 26));
	dec_mul(l, &n, 1 << 13);
	dec_mul(l, &n, 1 << 13);
	dec_add(l, &n, (uint32_t)m & ((1u << 26) - 1));
	return expand(l, n, be ? be - 1075 : -1074, d, dp);
}

#define QLIMBS (FPCONV_QDIGITS / 4 + 8)

int __rt_fp_digits_q(uint64_t hi, uint64_t lo, char *d, int *dp)
{
	uint32_t l[QLIMBS];
	int be = (int)(hi >> 48 & 0x7fff), n = 0, i;

	hi &= 0x0000ffffffffffffULL;
	if (be)
		hi |= 0x0001000000000000ULL;
	*dp = 0;
	if (!hi && !lo)
		return 0;
	/* the 113-bit significand, 16 bits at a time from the top */
	for (i = 3; i >= 0; i--) {
		dec_mul(l, &n, 1 << 16);
		dec_add(l, &n, (uint32_t)(hi >> 16 * i) & 0xffff);
	}
	for (i = 3; i >= 0; i--) {
		dec_mul(l, &n, 1 << 16);
		dec_add(l, &n, (uint32_t)(lo >> 16 * i) & 0xffff);
	}
	return expand(l, n, be ? be - 16495 : -16494, d, dp);
}

/* ---- from decimal ------------------------------------------------------------------------ */

/* Significant digits kept (the rest only count as nonzero or not) and 16-bit limbs for
 * D 2^s (s about 2.33 |E| + 66), for double and float, and for the wide long doubles. */
#define MAXD 800
#define BLIMBS 400
#define MAXD_WIDE FPCONV_QDIGITS
#define BLIMBS_WIDE 2500

struct big {
	uint32_t *l;	/* 16 bits each, least significant first */
	int n, cap;
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
	if (carry && b->n < b->cap)
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

/* The binary format: significand bits, the exponent of the smallest subnormal's unit, the
 * biased exponent of infinity; a decimal 0.D 10^top is infinite above top = over and zero
 * below top = under. */
struct fmt {
	int p, emin, einf, over, under;
};

static const struct fmt dbl = { 53, -1074, 2047, 310, -324 }, flt = { 24, -149, 255, 40, -46 },
			quad = { 113, -16494, 32767, 4933, -4965 },
			x87 = { 64, -16445, 32767, 4933, -4950 };

/* The bits nearest to (m + sticky/2...) 2^e, m < 2^62 (sticky: nonzero bits below m). */
/* glibc's ERANGE for a result below the smallest normal before rounding: tiny after rounding
 * to p bits with an unbounded exponent, which a value rounded up to the smallest normal is
 * unless the bit under its round bit (under) is set. */
#define TINY_CARRY(sub, rb, under) ((sub) && (rb) && !(under))

static uint64_t round_bits(uint64_t m, int e, int sticky, const struct fmt *f, int *erange)
{
	uint64_t rb = 0;
	int len = 0, shift, under, bias = 1 - f->emin;	/* e + bias: the biased exponent of m >= 2^(p-1) */

	if (!m)
		return 0;
	for (rb = m; rb; rb >>= 1)
		len++;
	rb = 0;
	shift = len - 1 + e >= f->emin + f->p - 1 ? len - f->p : f->emin - e;
	under = shift >= 2 && shift - 2 < 64 ? (int)(m >> (shift - 2) & 1) : 0;
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
	if (m == 1ULL << (f->p - 1) && TINY_CARRY(shift > len - f->p, rb, under))
		*erange = 1;
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

/* Rounds b 2^e (sticky: a nonzero part below b was dropped) to a format wider than 62 bits:
 * w[0] the high word, w[1] the low one. binary128: sign, 15-bit exponent and 48 fraction bits
 * in w[0], the other 64 in w[1]; x87: sign and exponent in the low 16 bits of w[0], the
 * 64-bit significand with its explicit integer bit in w[1]. */
static void round_wide(const struct big *b, int e, int sticky, const struct fmt *f, uint64_t *w,
		       int *erange)
{
	int len = big_len(b), shift, i, rb = 0, under, bias = 1 - f->emin, be, q = f->p == 113;
	uint64_t mh = 0, ml = 0;

	w[0] = w[1] = 0;
	if (!len)
		return;
	shift = len - 1 + e >= f->emin + f->p - 1 ? len - f->p : f->emin - e;
	under = shift >= 2 ? big_bit(b, shift - 2) : 0;
	if (shift > 0) {
		rb = big_bit(b, shift - 1);
		if (big_any_below(b, shift - 1))
			sticky = 1;
	}
	for (i = f->p - 1; i >= 0; i--) {
		mh = mh << 1 | ml >> 63;
		ml = ml << 1 | (uint64_t)big_bit(b, i + shift);
	}
	if (rb && (sticky || (ml & 1)) && !++ml)
		mh++;
	e += shift;
	if (mh >> (f->p - 64)) {	/* carried to 2^p: 2^(p-1) one place up */
		ml = ml >> 1 | mh << 63;
		mh >>= 1;
		e++;
	}
	if (!(q ? mh >> 48 : ml >> 63)) {	/* subnormal or zero */
		if (rb || sticky)
			*erange = 1;
		w[0] = mh;
		w[1] = ml;
		return;
	}
	if (mh == (q ? 1ULL << 48 : 0) && ml == (q ? 0 : 1ULL << 63) &&
	    TINY_CARRY(shift > len - f->p, rb, under))
		*erange = 1;
	be = e + bias;
	if (be >= f->einf) {
		*erange = 1;
		w[0] = q ? (uint64_t)f->einf << 48 : (uint64_t)f->einf;
		w[1] = q ? 0 : 1ULL << 63;
		return;
	}
	w[0] = q ? (uint64_t)be << 48 | (mh & 0x0000ffffffffffffULL) : (uint64_t)be;
	w[1] = ml;
}

/* Rounds b 2^e to any format: w[1] the bits of a double or float (w[0] 0), or as above. */
static void round_any(const struct big *b, int e, int sticky, const struct fmt *f, uint64_t *w,
		      int *erange)
{
	if (f->p > 62) {
		round_wide(b, e, sticky, f, w, erange);
	} else {
		w[0] = 0;
		w[1] = round_big(b, e, sticky, f, erange);
	}
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

/* Whether c may be in a NaN's n-char sequence. */
static int nchar(int c)
{
	c = lower(c);
	return c == '_' || (c >= '0' && c <= '9') || (c >= 'a' && c <= 'z');
}

/* A NaN's payload as glibc reads its n-char sequence: the whole sequence as strtoull reads
 * it in base 0 (saturating at 2^64 - 1, when glibc's strtod is left with strtoull's ERANGE:
 * *erange); 0 when it is not all one number. */
static uint64_t nan_payload(const char *t, size_t n, int *erange)
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
			*erange = over = 1;
		v = v * (uint64_t)base + (uint64_t)d;
	}
	return over ? UINT64_MAX : v;
}

/* A hexadecimal significand and binary exponent after "0x" at s[i]: 32 significant digits
 * kept, the rest a sticky bit. */
static size_t parse_hex(const char *s, size_t i, size_t max, const struct fmt *f, struct big *b,
			uint64_t *w, int *erange)
{
	long e = 0, ev = 0;
	int sticky = 0, any = 0, point = 0, nd = 0, v;

	b->n = 0;
	for (; i < max; i++) {
		if (s[i] == '.' && !point) {
			point = 1;
			continue;
		}
		if ((v = hexval((unsigned char)s[i])) < 0)
			break;
		any = 1;
		if (nd >= 32) {
			sticky |= v != 0;
			e += point ? 0 : 4;
		} else {
			big_mul(b, 16);
			big_add(b, (uint32_t)v);
			nd += b->n > 0;
			e -= point ? 4 : 0;
		}
	}
	if (!any)
		return 0;
	if (i < max && (s[i] == 'p' || s[i] == 'P'))
		i = parse_exp(s, i, max, &ev);
	e += ev;
	if (e > 60000)
		e = 60000;
	if (e < -60000)
		e = -60000;
	round_any(b, (int)e, sticky, f, w, erange);
	return i;
}

/* The parser of every format: the sign, NaN and infinity, hexadecimal and decimal; the
 * result in w as round_any gives it, the sign included; dig has room for maxd digits. */
static size_t parse(const char *s, size_t max, const struct fmt *f, uint64_t *w, int *erange,
		    char *dig, int maxd, struct big *b)
{
	int wide = f->p > 62, q = f->p == 113;
	size_t i = 0, j;
	long ev = 0, dp = 0, e10;
	int nd = 0, any = 0, point = 0, sticky = 0, started = 0, neg = 0, k, s2, top;
	uint64_t pay;

	*erange = 0;
	w[0] = w[1] = 0;
	if (i < max && (s[i] == '+' || s[i] == '-'))
		neg = s[i++] == '-';
	if (starts(s + i, max - i, "inf")) {
		j = i + (starts(s + i, max - i, "infinity") ? 8 : 3);
		if (!wide) {
			w[1] = (uint64_t)f->einf << (f->p - 1);
		} else {
			w[0] = q ? (uint64_t)f->einf << 48 : (uint64_t)f->einf;
			w[1] = q ? 0 : 1ULL << 63;
		}
		goto sign;
	}
	if (starts(s + i, max - i, "nan")) {
		j = i + 3;
		pay = 0;
		if (j < max && s[j] == '(') {
			for (k = 1; j + k < max && nchar((unsigned char)s[j + k]); k++)
				;
			if (j + k < max && s[j + k] == ')') {
				pay = nan_payload(s + j + 1, (size_t)k - 1, erange);
				j += (size_t)k + 1;
			}
		}
		if (f == &flt) {
			w[1] = 0x7fc00000 | (pay & 0x3fffff);
		} else if (f == &dbl) {
			w[1] = 0x7ff8000000000000ULL | (pay & 0x7ffffffffffffULL);
		} else if (q) {	/* the payload's 64 bits are all below the quiet bit */
			w[0] = 0x7fff800000000000ULL;
			w[1] = pay;
		} else {
			w[0] = 0x7fff;
			w[1] = 0xc000000000000000ULL | (pay & 0x3fffffffffffffffULL);
		}
		goto sign;
	}
	if (i + 1 < max && s[i] == '0' && lower((unsigned char)s[i + 1]) == 'x' &&
	    (j = parse_hex(s, i + 2, max, f, b, w, erange)) != 0)
		goto sign;
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
		if (nd < maxd)
			dig[nd++] = s[i];
		else if (s[i] != '0')
			sticky = 1;
	}
	if (!any)
		return 0;
	if (i < max && (s[i] == 'e' || s[i] == 'E'))
		i = parse_exp(s, i, max, &ev);
	j = i;
	while (nd > 0 && dig[nd - 1] == '0')
		nd--;
	if (!nd)
		goto sign;
	/* value = 0.dig * 10^(dp + ev): decide the far ranges without arithmetic */
	top = (int)(dp + ev);
	b->n = 0;
	if (top > f->over) {
		big_add(b, 1);
		round_any(b, 60000, 0, f, w, erange);
		goto sign;
	}
	if (top < f->under) {
		*erange = 1;
		goto sign;
	}
	for (k = 0; k + 4 <= nd; k += 4) {	/* four digits at a time */
		big_mul(b, 10000);
		big_add(b, (uint32_t)((dig[k] - '0') * 1000 + (dig[k + 1] - '0') * 100 +
				      (dig[k + 2] - '0') * 10 + (dig[k + 3] - '0')));
	}
	for (; k < nd; k++) {
		big_mul(b, 10);
		big_add(b, (uint32_t)(dig[k] - '0'));
	}
	e10 = top - nd;
	if (e10 >= 0) {
		for (; e10 >= 4; e10 -= 4)
			big_mul(b, 10000);
		for (; e10 > 0; e10--)
			big_mul(b, 10);
		round_any(b, 0, sticky, f, w, erange);
		goto sign;
	}
	k = (int)-e10;
	/* 2378/1024 > log2(5): a quotient of 66 bits or more (130 for the wide formats) */
	s2 = (k * 2378 + 1023) / 1024 + (wide ? 130 : 66) - big_len(b);
	if (s2 < 0)
		s2 = 0;
	big_shl(b, s2);
	for (; k >= 6; k -= 6)
		sticky |= big_div(b, 15625);	/* 5^6 */
	for (; k > 0; k--)
		sticky |= big_div(b, 5);
	round_any(b, (int)e10 - s2, sticky, f, w, erange);
sign:
	if (neg && !wide)
		w[1] |= 1ULL << (f->p == 24 ? 31 : 63);
	else if (neg)
		w[0] |= q ? 1ULL << 63 : 0x8000;
	return j;
}

size_t __rt_fp_parse(const char *s, size_t max, int single, uint64_t *bits, int *erange)
{
	char dig[MAXD];
	uint32_t l[BLIMBS];
	struct big b = { l, 0, BLIMBS };
	uint64_t w[2];
	size_t n = parse(s, max, single ? &flt : &dbl, w, erange, dig, MAXD, &b);

	*bits = w[1];
	return n;
}

size_t __rt_fp_parse_wide(const char *s, size_t max, int x87fmt, uint64_t *w, int *erange)
{
	char dig[MAXD_WIDE];
	uint32_t l[BLIMBS_WIDE];
	struct big b = { l, 0, BLIMBS_WIDE };

	return parse(s, max, x87fmt ? &x87 : &quad, w, erange, dig, MAXD_WIDE, &b);
}

/* ---- long double in memory ----------------------------------------------------------------- */

#if __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
#define HI 0	/* the high word's place in memory */
#else
#define HI 1
#endif

void __rt_fp_store_ld(void *p, const uint64_t *w)
{
	unsigned char *c = p;
#if __LDBL_MANT_DIG__ == 64
	uint16_t se = (uint16_t)w[0];

	memcpy(c, &w[1], 8);	/* x86: little-endian, the significand first */
	memcpy(c + 8, &se, 2);
#else
	memcpy(c + 8 * HI, &w[0], 8);
	memcpy(c + 8 * (1 - HI), &w[1], 8);
#endif
}

void __rt_fp_load_ld(const void *p, uint64_t *w)
{
	const unsigned char *c = p;
#if __LDBL_MANT_DIG__ == 64
	uint16_t se;

	memcpy(&w[1], c, 8);
	memcpy(&se, c + 8, 2);
	w[0] = se;
#else
	memcpy(&w[0], c + 8 * HI, 8);
	memcpy(&w[1], c + 8 * (1 - HI), 8);
#endif
}

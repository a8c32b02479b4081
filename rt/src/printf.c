/* printf.c — formatted I/O for aex guest programs: the printf family on one integer-only
 * formatting engine, and the scanf family, whose engine also reads wide input for wscanf.c.
 * <stdio.h> lists what is supported. */
#include <ctype.h>
#include <errno.h>
#include <limits.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <sys/types.h>
#include <unistd.h>
#include <wchar.h>
#include "fpconv.h"
#include "rt.h"

/* Where formatted characters go: buf holds up to cap of them. When it is full, drain
 * empties it into a stream or a descriptor; without drain the rest is dropped, though
 * still counted (snprintf). */
struct out {
	char *buf;
	size_t cap;
	size_t len;
	size_t total;
	int (*drain)(struct out *o);
	FILE *f;
	int fd;
	int err;
	int quad_ref;	/* an L floating argument is a pointer to a binary128 (host tests) */
};

/* The chunk the stream and descriptor printers format into before writing. */
#define CHUNK 512

#define FL_MINUS 0x01
#define FL_PLUS 0x02
#define FL_SPACE 0x04
#define FL_ALT 0x08
#define FL_ZERO 0x10

enum { LEN_NONE, LEN_HH, LEN_H, LEN_L, LEN_LL, LEN_Z, LEN_T, LEN_J, LEN_LD };

/* One conversion specification: %[flags][width][.precision][length]conv. */
struct spec {
	int flags;
	int width;
	int prec;	/* -1: none given */
	int len;
	char conv;
};

/* The bits of a double argument, read without floating-point instructions where the ABI
 * allows it: the 32-bit guest ABIs pass a variadic double in two integer words exactly as a
 * long long (big-endian: the same 64 bits); the x86-64 host passes it in a vector register. */
#ifdef __x86_64__
static uint64_t arg_double(va_list *ap)
{
	double d = va_arg(*ap, double);
	uint64_t u;

	memcpy(&u, &d, sizeof(u));
	return u;
}
#else
#define arg_double(ap) ((uint64_t)va_arg(*(ap), unsigned long long))
#endif

/* A long double wider than double is converted as a binary128: on SPARC and RV32 it is
 * one, passed by reference (the ABIs pass anything wider than two words so); the host's x87
 * long double, passed by value, is widened to one exactly. */
#if __LDBL_MANT_DIG__ == 53
#define LDBL_IS_DOUBLE 1
#else
#define LDBL_IS_DOUBLE 0

/* The binary128 bits of a long double argument: q[0] the high 64, q[1] the low 64. */
static void arg_quad(struct out *o, va_list *ap, uint64_t *q)
{
#ifdef __x86_64__
	uint64_t w[2], sig, frac;
	long double x;

	if (o->quad_ref) {
		const unsigned char *p = va_arg(*ap, const void *);

		memcpy(&q[1], p, 8);
		memcpy(&q[0], p + 8, 8);
		return;
	}
	x = va_arg(*ap, long double);
	__rt_fp_load_ld(&x, w);
	/* sign and exponent carry over (the same bias; an x87 subnormal is a binary128 one
	 * with the same exponent field 0); the 63 fraction bits go to the top of the 112 */
	sig = w[1];
	frac = sig & 0x7fffffffffffffffULL;
	if (!(w[0] & 0x7fff))
		frac = sig;
	q[0] = (w[0] & 0xffff) << 48 | frac >> 15;
	q[1] = frac << 49;
#else
	(void)o;
	__rt_fp_load_ld(va_arg(*ap, const void *), q);
#endif
}
#endif

static void emit(struct out *o, const char *s, size_t n)
{
	size_t k;

	o->total += n;
	while (n > 0) {
		if (o->len == o->cap) {
			if (!o->drain)
				return;
			if (o->drain(o) < 0)
				o->err = 1;
			o->len = 0;
		}
		k = o->cap - o->len < n ? o->cap - o->len : n;
		memcpy(o->buf + o->len, s, k);
		o->len += k;
		s += k;
		n -= k;
	}
}

static void pad(struct out *o, char c, size_t n)
{
	char fill[32];
	size_t k;

	memset(fill, c, sizeof(fill));
	while (n > 0) {
		k = n < sizeof(fill) ? n : sizeof(fill);
		emit(o, fill, k);
		n -= k;
	}
}

/* Emits s (n characters) padded with spaces to the field width. */
static void emit_field(struct out *o, const struct spec *sp, const char *s, size_t n)
{
	size_t fill = (size_t)sp->width > n ? (size_t)sp->width - n : 0;

	if (!(sp->flags & FL_MINUS))
		pad(o, ' ', fill);
	emit(o, s, n);
	if (sp->flags & FL_MINUS)
		pad(o, ' ', fill);
}

/* Divides *v by d (at most 65536) with 32-bit divisions only, returning the remainder:
 * the 32-bit guests have no 64-bit divide instruction. */
static uint32_t divmod(uint64_t *v, uint32_t d)
{
	uint32_t hi = (uint32_t)(*v >> 32), lo = (uint32_t)*v;
	uint32_t qhi = hi / d, mid, qmid, low;

	mid = (hi % d) << 16 | lo >> 16;
	qmid = mid / d;
	low = (mid % d) << 16 | (lo & 0xffff);
	*v = (uint64_t)qhi << 32 | (uint64_t)(qmid << 16 | low / d);
	return low % d;
}

/* Writes the digits of v backwards from end; returns where they start (at end for 0). */
static char *digits(char *end, uint64_t v, int base, int upper)
{
	const char *xd = upper ? "0123456789ABCDEF" : "0123456789abcdef";
	char *p = end;
	uint32_t r, w;
	int i;

	if (base == 16) {
		for (; v; v >>= 4)
			*--p = xd[v & 15];
	} else if (base == 8) {
		for (; v; v >>= 3)
			*--p = (char)('0' + (v & 7));
	} else {
		while (v >> 32) {
			r = divmod(&v, 10000);
			for (i = 0; i < 4; i++, r /= 10)
				*--p = (char)('0' + r % 10);
		}
		for (w = (uint32_t)v; w; w /= 10)
			*--p = (char)('0' + w % 10);
	}
	return p;
}

/* Emits an integer: field padding, prefix (sign or 0x), zeros from the precision or the 0
 * flag, then the digits. */
static void emit_int(struct out *o, const struct spec *sp, uint64_t v, int base, const char *prefix)
{
	char buf[24], *end = buf + sizeof(buf), *d;
	size_t nd, plen = strlen(prefix), zeros = 0, body, fill = 0;
	int upper = sp->conv == 'X';

	d = digits(end, v, base, upper);
	nd = (size_t)(end - d);
	if (sp->prec >= 0 && (size_t)sp->prec > nd)
		zeros = (size_t)sp->prec - nd;
	else if (sp->prec < 0 && !nd)
		zeros = 1;
	if (base == 8 && (sp->flags & FL_ALT) && !zeros && (!nd || *d != '0'))
		zeros = 1;
	body = plen + zeros + nd;
	if ((size_t)sp->width > body)
		fill = (size_t)sp->width - body;
	if (sp->prec < 0 && (sp->flags & (FL_ZERO | FL_MINUS)) == FL_ZERO) {
		zeros += fill;
		fill = 0;
	}
	if (!(sp->flags & FL_MINUS))
		pad(o, ' ', fill);
	emit(o, prefix, plen);
	pad(o, '0', zeros);
	emit(o, d, nd);
	if (sp->flags & FL_MINUS)
		pad(o, ' ', fill);
}

static uintmax_t arg_unsigned(va_list *ap, int len)
{
	if (len == LEN_HH)
		return (unsigned char)va_arg(*ap, unsigned int);
	if (len == LEN_H)
		return (unsigned short)va_arg(*ap, unsigned int);
	if (len == LEN_L)
		return va_arg(*ap, unsigned long);
	if (len == LEN_LL)
		return va_arg(*ap, unsigned long long);
	if (len == LEN_Z)
		return va_arg(*ap, size_t);
	if (len == LEN_T)
		return (size_t)va_arg(*ap, ptrdiff_t);
	if (len == LEN_J)
		return va_arg(*ap, uintmax_t);
	return va_arg(*ap, unsigned int);
}

static intmax_t arg_signed(va_list *ap, int len)
{
	if (len == LEN_HH)
		return (signed char)va_arg(*ap, int);
	if (len == LEN_H)
		return (short)va_arg(*ap, int);
	if (len == LEN_L)
		return va_arg(*ap, long);
	if (len == LEN_LL)
		return va_arg(*ap, long long);
	if (len == LEN_Z)
		return va_arg(*ap, ssize_t);
	if (len == LEN_T)
		return va_arg(*ap, ptrdiff_t);
	if (len == LEN_J)
		return va_arg(*ap, intmax_t);
	return va_arg(*ap, int);
}

static void conv_signed(struct out *o, const struct spec *sp, va_list *ap)
{
	intmax_t s = arg_signed(ap, sp->len);
	uint64_t v = (uint64_t)s;
	const char *prefix = "";

	if (s < 0) {
		v = -v;
		prefix = "-";
	} else if (sp->flags & FL_PLUS) {
		prefix = "+";
	} else if (sp->flags & FL_SPACE) {
		prefix = " ";
	}
	emit_int(o, sp, v, 10, prefix);
}

static void conv_unsigned(struct out *o, const struct spec *sp, va_list *ap)
{
	uint64_t v = arg_unsigned(ap, sp->len);
	const char *prefix = "";
	int base = 10;

	if (sp->conv == 'o') {
		base = 8;
	} else if (sp->conv == 'x' || sp->conv == 'X') {
		base = 16;
		if ((sp->flags & FL_ALT) && v)
			prefix = sp->conv == 'x' ? "0x" : "0X";
	}
	emit_int(o, sp, v, base, prefix);
}

/* %p: like %#lx, with the + and space flags honoured; a null pointer is "(nil)". */
static void conv_pointer(struct out *o, const struct spec *sp, va_list *ap)
{
	uintptr_t v = (uintptr_t)va_arg(*ap, void *);
	const char *prefix = "0x";

	if (!v) {
		emit_field(o, sp, "(nil)", 5);
		return;
	}
	if (sp->flags & FL_PLUS)
		prefix = "+0x";
	else if (sp->flags & FL_SPACE)
		prefix = " 0x";
	emit_int(o, sp, v, 16, prefix);
}

/* %s: at most precision bytes are read; a null pointer is "(null)", or nothing when the
 * precision is too short for it. */
static void conv_string(struct out *o, const struct spec *sp, va_list *ap)
{
	const char *s = va_arg(*ap, const char *);
	size_t n = 0, max = sp->prec < 0 ? SIZE_MAX : (size_t)sp->prec;

	if (!s)
		s = max >= 6 ? "(null)" : "";
	while (n < max && s[n])
		n++;
	emit_field(o, sp, s, n);
}

static void conv_count(struct out *o, const struct spec *sp, va_list *ap)
{
	size_t n = o->total;

	if (sp->len == LEN_HH)
		*va_arg(*ap, signed char *) = (signed char)n;
	else if (sp->len == LEN_H)
		*va_arg(*ap, short *) = (short)n;
	else if (sp->len == LEN_L)
		*va_arg(*ap, long *) = (long)n;
	else if (sp->len == LEN_LL)
		*va_arg(*ap, long long *) = (long long)n;
	else if (sp->len == LEN_Z)
		*va_arg(*ap, ssize_t *) = (ssize_t)n;
	else if (sp->len == LEN_T)
		*va_arg(*ap, ptrdiff_t *) = (ptrdiff_t)n;
	else if (sp->len == LEN_J)
		*va_arg(*ap, intmax_t *) = (intmax_t)n;
	else
		*va_arg(*ap, int *) = (int)n;
}

/* Floating conversions, exact: the decimal digits of the double are all computed
 * (rt/src/fpconv.c) and rounded here in decimal, ties to even as glibc does. */

/* Rounds the digits d[0..*n) (value 0.d * 10^*dp) to their first cut digits. */
static void round_digits(char *d, int *n, int *dp, int cut)
{
	int up, i;

	if (cut >= *n)
		return;
	if (cut < 0) {
		*n = 0;
		return;
	}
	up = d[cut] > '5' || (d[cut] == '5' && (cut + 1 < *n || (cut > 0 && (d[cut - 1] & 1))));
	*n = cut;
	if (up) {
		for (i = cut - 1; i >= 0 && d[i] == '9'; i--)
			;
		if (i < 0) {
			d[0] = '1';
			*n = 1;
			*dp += 1;
		} else {
			d[i]++;
			*n = i + 1;
		}
	}
	while (*n > 0 && d[*n - 1] == '0')
		(*n)--;
}

/* Emits digits d[from .. from+count) of the n digits, '0' outside them. */
static void emit_digits(struct out *o, const char *d, int n, int from, int count)
{
	int k;

	while (count > 0 && from < 0) {
		k = -from < count ? -from : count;
		pad(o, '0', (size_t)k);
		from += k;
		count -= k;
	}
	if (count > 0 && from < n) {
		k = n - from < count ? n - from : count;
		emit(o, d + from, (size_t)k);
		from += k;
		count -= k;
	}
	pad(o, '0', (size_t)count);
}

/* The sign a conversion writes before a value. */
static const char *sign_of(const struct spec *sp, int neg)
{
	return neg ? "-" : sp->flags & FL_PLUS ? "+" : sp->flags & FL_SPACE ? " " : "";
}

/* An infinity or a NaN, whatever the conversion. */
static void emit_special(struct out *o, const struct spec *sp, const char *sign, int nan)
{
	int upper = sp->conv >= 'A' && sp->conv <= 'Z';
	size_t len = strlen(sign) + 3, fill = (size_t)sp->width > len ? (size_t)sp->width - len : 0;

	if (!(sp->flags & FL_MINUS))
		pad(o, ' ', fill);
	emit(o, sign, strlen(sign));
	if (nan)
		emit(o, upper ? "NAN" : "nan", 3);
	else
		emit(o, upper ? "INF" : "inf", 3);
	if (sp->flags & FL_MINUS)
		pad(o, ' ', fill);
}

/* %e %f %g of the exact digits d[0..n) of a finite value 0.d * 10^dp. */
static void emit_decimal(struct out *o, const struct spec *sp, const char *sign, char *d, int n,
			 int dp)
{
	char ebuf[8], *ep = ebuf + sizeof(ebuf);
	int upper = sp->conv >= 'A' && sp->conv <= 'Z', conv = sp->conv | 0x20, alt = sp->flags & FL_ALT;
	int p = sp->prec < 0 ? 6 : sp->prec, x, estyle, point, frac, x10;
	size_t len, fill = 0;

	if (conv == 'g') {
		if (p == 0)
			p = 1;
		x = n ? dp - 1 : 0;
		/* glibc: when rounding carries a fixed-style number into exponent style, the #
		 * flag keeps no fraction digits ("%#g" of 999999.5 is "1.e+06") */
		frac = p > x && x >= -4;
		round_digits(d, &n, &dp, p);
		x = n ? dp - 1 : 0;
		estyle = !(p > x && x >= -4);
		p = estyle ? (frac ? 0 : p - 1) : p - 1 - x;
		if (!alt) {
			frac = estyle ? n - 1 : n - dp;
			p = frac < 0 ? 0 : frac < p ? frac : p;
		}
	} else {
		estyle = conv == 'e';
		round_digits(d, &n, &dp, estyle ? p + 1 : dp + p);
	}
	point = p > 0 || alt;
	x = n ? dp - 1 : 0;
	if (estyle) {
		x10 = x < 0 ? -x : x;
		do {
			*--ep = (char)('0' + x10 % 10);
			x10 /= 10;
		} while (x10 || ebuf + sizeof(ebuf) - ep < 2);
		*--ep = x < 0 ? '-' : '+';
		*--ep = upper ? 'E' : 'e';
		len = 1 + (size_t)point + (size_t)p + (size_t)(ebuf + sizeof(ebuf) - ep);
	} else {
		len = (size_t)(dp > 0 ? dp : 1) + (size_t)point + (size_t)p;
	}
	len += strlen(sign);
	fill = (size_t)sp->width > len ? (size_t)sp->width - len : 0;
	if (!(sp->flags & (FL_MINUS | FL_ZERO)))
		pad(o, ' ', fill);
	emit(o, sign, strlen(sign));
	if ((sp->flags & (FL_MINUS | FL_ZERO)) == FL_ZERO)
		pad(o, '0', fill);
	if (estyle) {
		emit_digits(o, d, n, 0, 1);
		if (point)
			emit(o, ".", 1);
		emit_digits(o, d, n, 1, p);
		emit(o, ep, (size_t)(ebuf + sizeof(ebuf) - ep));
	} else {
		if (dp > 0)
			emit_digits(o, d, n, 0, dp);
		else
			emit(o, "0", 1);
		if (point)
			emit(o, ".", 1);
		emit_digits(o, d, n, dp, p);
	}
	if (sp->flags & FL_MINUS)
		pad(o, ' ', fill);
}

static void conv_float(struct out *o, const struct spec *sp, uint64_t bits)
{
	char d[FPCONV_DIGITS];
	const char *sign = sign_of(sp, (int)(bits >> 63));
	int n, dp;

	if ((bits >> 52 & 0x7ff) == 0x7ff) {
		emit_special(o, sp, sign, (bits & 0x000fffffffffffffULL) != 0);
		return;
	}
	n = __rt_fp_digits(bits, d, &dp);
	emit_decimal(o, sp, sign, d, n, dp);
}

/* %a, %A as glibc writes a double or a binary128, "[-]0x1.hhhp+d": a leading 1 (0 for a
 * subnormal or zero, whose exponent is that of the smallest normal, and 0), the nd fraction
 * digits nib[] (values 0..15) without their trailing zeros, or rounded to the precision (to
 * nearest, ties to even; a carry out of the leading digit makes it 2, as glibc leaves it),
 * and the binary exponent in decimal. */
static void emit_hex(struct out *o, const struct spec *sp, const char *sign, int lead, char *nib,
		     int nd, int e)
{
	static const char lower[] = "0123456789abcdef", upper[] = "0123456789ABCDEF";
	const char *hex = sp->conv == 'A' ? upper : lower;
	char ebuf[8], *ep = ebuf + sizeof(ebuf);
	int keep = nd, up, i, point, x10;
	size_t len, fill;

	if (sp->prec >= 0 && sp->prec < nd) {
		keep = sp->prec;
		up = nib[keep] > 8;
		if (nib[keep] == 8) {
			for (i = keep + 1; i < nd && !nib[i]; i++)
				;
			up = i < nd || ((keep ? nib[keep - 1] : lead) & 1);
		}
		if (up) {
			for (i = keep - 1; i >= 0 && nib[i] == 15; i--)
				nib[i] = 0;
			if (i < 0)
				lead++;
			else
				nib[i]++;
		}
	} else if (sp->prec < 0) {
		while (keep > 0 && !nib[keep - 1])
			keep--;
	}
	for (i = 0; i < keep; i++)
		nib[i] = hex[(int)nib[i]];
	point = keep > 0 || (sp->flags & FL_ALT) || sp->prec > 0;
	x10 = e < 0 ? -e : e;
	do {
		*--ep = (char)('0' + x10 % 10);
		x10 /= 10;
	} while (x10);
	*--ep = e < 0 ? '-' : '+';
	*--ep = sp->conv == 'A' ? 'P' : 'p';
	len = strlen(sign) + 3 + (size_t)point + (size_t)(sp->prec > nd ? sp->prec : keep) +
	      (size_t)(ebuf + sizeof(ebuf) - ep);
	fill = (size_t)sp->width > len ? (size_t)sp->width - len : 0;
	if (!(sp->flags & (FL_MINUS | FL_ZERO)))
		pad(o, ' ', fill);
	emit(o, sign, strlen(sign));
	emit(o, sp->conv == 'A' ? "0X" : "0x", 2);
	if ((sp->flags & (FL_MINUS | FL_ZERO)) == FL_ZERO)
		pad(o, '0', fill);
	emit(o, &hex[lead], 1);
	if (point)
		emit(o, ".", 1);
	emit(o, nib, (size_t)keep);
	if (sp->prec > nd)
		pad(o, '0', (size_t)(sp->prec - nd));
	emit(o, ep, (size_t)(ebuf + sizeof(ebuf) - ep));
	if (sp->flags & FL_MINUS)
		pad(o, ' ', fill);
}

/* %a of a finite double: 13 fraction digits, exponent -1022 for a subnormal. */
static void conv_hexfloat(struct out *o, const struct spec *sp, uint64_t bits)
{
	int bexp = (int)(bits >> 52 & 0x7ff), i;
	uint64_t frac = bits & 0x000fffffffffffffULL;
	char nib[13];

	for (i = 12; i >= 0; i--, frac >>= 4)
		nib[i] = (char)(frac & 15);
	frac = bits & 0x000fffffffffffffULL;
	emit_hex(o, sp, sign_of(sp, (int)(bits >> 63)), bexp ? 1 : 0, nib, 13,
		 bexp ? bexp - 1023 : frac ? -1022 : 0);
}

#if !LDBL_IS_DOUBLE
/* %a %e %f %g of a long double wider than double, as a binary128: 28 fraction digits for
 * %a, exponent -16382 for a subnormal; every decimal digit exact. */
static void conv_quad(struct out *o, const struct spec *sp, va_list *ap)
{
	uint64_t q[2];
	const char *sign;
	int be, i, n, dp;

	arg_quad(o, ap, q);
	sign = sign_of(sp, (int)(q[0] >> 63));
	be = (int)(q[0] >> 48 & 0x7fff);
	if (be == 0x7fff) {
		emit_special(o, sp, sign, ((q[0] & 0x0000ffffffffffffULL) | q[1]) != 0);
	} else if ((sp->conv | 0x20) == 'a') {
		char nib[28];
		int any = (q[0] & 0x0000ffffffffffffULL) || q[1];

		for (i = 0; i < 12; i++)
			nib[i] = (char)(q[0] >> (44 - 4 * i) & 15);
		for (i = 0; i < 16; i++)
			nib[12 + i] = (char)(q[1] >> (60 - 4 * i) & 15);
		emit_hex(o, sp, sign, be ? 1 : 0, nib, 28, be ? be - 16383 : any ? -16382 : 0);
	} else {
		char d[FPCONV_QDIGITS];

		n = __rt_fp_digits_q(q[0], q[1], d, &dp);
		emit_decimal(o, sp, sign, d, n, dp);
	}
}
#endif

/* Carries out the conversion sp; text is the specification as written, from its '%'. */
static void convert(struct out *o, const struct spec *sp, va_list *ap, const char *text, size_t n)
{
	char c = sp->conv, ch;

	if (c == 'd' || c == 'i') {
		conv_signed(o, sp, ap);
	} else if (c == 'u' || c == 'o' || c == 'x' || c == 'X') {
		conv_unsigned(o, sp, ap);
	} else if (c == 'c') {
		ch = (char)va_arg(*ap, int);
		emit_field(o, sp, &ch, 1);
	} else if (c == 's') {
		conv_string(o, sp, ap);
	} else if (c == 'p') {
		conv_pointer(o, sp, ap);
	} else if (c == 'n') {
		conv_count(o, sp, ap);
	} else if (c == '%') {
		emit(o, "%", 1);
	} else if (c && strchr("eEfFgG", c) && (sp->len != LEN_LD || LDBL_IS_DOUBLE)) {
		conv_float(o, sp, arg_double(ap));
	} else if ((c == 'a' || c == 'A') && (sp->len != LEN_LD || LDBL_IS_DOUBLE)) {
		uint64_t bits = arg_double(ap);

		if ((bits >> 52 & 0x7ff) == 0x7ff)
			conv_float(o, sp, bits);   /* inf, nan: as %e writes them */
		else
			conv_hexfloat(o, sp, bits);
#if !LDBL_IS_DOUBLE
	} else if (c && strchr("aAeEfFgG", c)) {
		conv_quad(o, sp, ap);
#endif
	} else {
		emit(o, text, n);
	}
}

/* Reads a decimal field width or precision; -1 if it does not fit an int. */
static int parse_num(const char **pp)
{
	const char *p = *pp;
	int n = 0;

	for (; *p >= '0' && *p <= '9'; p++) {
		if (n > (INT_MAX - (*p - '0')) / 10)
			return -1;
		n = n * 10 + (*p - '0');
	}
	*pp = p;
	return n;
}

static int parse_flags(const char **pp)
{
	const char *p = *pp;
	int flags = 0;

	for (;; p++) {
		if (*p == '-')
			flags |= FL_MINUS;
		else if (*p == '+')
			flags |= FL_PLUS;
		else if (*p == ' ')
			flags |= FL_SPACE;
		else if (*p == '#')
			flags |= FL_ALT;
		else if (*p == '0')
			flags |= FL_ZERO;
		else
			break;
	}
	*pp = p;
	return flags;
}

static int parse_len(const char **pp)
{
	const char *p = *pp;
	int len = LEN_NONE;

	if (*p == 'h')
		len = *++p == 'h' ? (p++, LEN_HH) : LEN_H;
	else if (*p == 'l')
		len = *++p == 'l' ? (p++, LEN_LL) : LEN_L;
	else if (*p == 'z')
		len = (p++, LEN_Z);
	else if (*p == 't')
		len = (p++, LEN_T);
	else if (*p == 'j')
		len = (p++, LEN_J);
	else if (*p == 'L')
		len = (p++, LEN_LD);
	*pp = p;
	return len;
}

/* Parses the specification after a '%' at *pp, taking `*` widths and precisions from ap;
 * returns -1 when one does not fit an int. */
static int parse_spec(const char **pp, struct spec *sp, va_list *ap)
{
	const char *p = *pp;
	int w;

	sp->flags = parse_flags(&p);
	if (*p == '*') {
		p++;
		w = va_arg(*ap, int);
		if (w == INT_MIN)
			return -1;
		if (w < 0) {
			sp->flags |= FL_MINUS;
			w = -w;
		}
		sp->width = w;
	} else if ((sp->width = parse_num(&p)) < 0) {
		return -1;
	}
	sp->prec = -1;
	if (*p == '.') {
		p++;
		if (*p == '*') {
			p++;
			w = va_arg(*ap, int);
			sp->prec = w < 0 ? -1 : w;
		} else if ((sp->prec = parse_num(&p)) < 0) {
			return -1;
		}
	}
	sp->len = parse_len(&p);
	sp->conv = *p;
	if (*p)
		p++;
	*pp = p;
	return 0;
}

static int format(struct out *o, const char *fmt, va_list args)
{
	va_list ap;
	const char *p;
	struct spec sp;
	int r = 0;

	va_copy(ap, args);
	while (*fmt) {
		for (p = fmt; *p && *p != '%'; p++)
			;
		emit(o, fmt, (size_t)(p - fmt));
		if (!*p)
			break;
		fmt = p++;
		if (parse_spec(&p, &sp, &ap) < 0) {
			r = -1;
			break;
		}
		convert(o, &sp, &ap, fmt, (size_t)(p - fmt));
		fmt = p;
	}
	va_end(ap);
	if (r < 0 || o->total > INT_MAX) {
		errno = EOVERFLOW;
		return -1;
	}
	return (int)o->total;
}

/* rt's own fwrite and write, never a program's of the same name (docs/rt.md, "Names") */
size_t __rt_fwrite(const void *ptr, size_t size, size_t nmemb, FILE *f);

static int drain_file(struct out *o)
{
	return __rt_fwrite(o->buf, 1, o->len, o->f) == o->len ? 0 : -1;
}

static int drain_fd(struct out *o)
{
	const char *p = o->buf;
	size_t n = o->len;
	ssize_t r;

	while (n > 0) {
		r = __rt_write(o->fd, p, n);
		if (r < 0 && errno == EINTR)
			continue;
		if (r <= 0)
			return -1;
		p += r;
		n -= (size_t)r;
	}
	return 0;
}

/* Formats through a CHUNK-sized buffer emptied by drain: one write for a short result on
 * an unbuffered stream or a descriptor. */
static int format_chunked(struct out *o, const char *fmt, va_list ap)
{
	char chunk[CHUNK];
	int r;

	o->buf = chunk;
	o->cap = sizeof(chunk);
	r = format(o, fmt, ap);
	if (o->len && o->drain(o) < 0)
		o->err = 1;
	return o->err ? -1 : r;
}

RT_WEAK(vfprintf, __rt_vfprintf);
int __rt_vfprintf(FILE *f, const char *fmt, va_list ap)
{
	struct out o = { .drain = drain_file, .f = f };

	return format_chunked(&o, fmt, ap);
}

RT_WEAK(vdprintf, __rt_vdprintf);
int __rt_vdprintf(int fd, const char *fmt, va_list ap)
{
	struct out o = { .drain = drain_fd, .fd = fd };

	return format_chunked(&o, fmt, ap);
}

RT_WEAK(vprintf, __rt_vprintf);
int __rt_vprintf(const char *fmt, va_list ap)
{
	return __rt_vfprintf(stdout, fmt, ap);
}

#ifdef __x86_64__
/* The host build's test entry: snprintf with each L floating argument a pointer to a
 * binary128 (as SPARC and RV32 pass it), which the host's long double cannot carry. */
int __rt_snprintf_quad(char *s, size_t n, const char *fmt, ...);
int __rt_snprintf_quad(char *s, size_t n, const char *fmt, ...)
{
	struct out o = { .buf = s, .cap = n ? n - 1 : 0, .quad_ref = 1 };
	va_list ap;
	int r;

	va_start(ap, fmt);
	r = format(&o, fmt, ap);
	va_end(ap);
	if (n)
		s[o.len] = '\0';
	return r;
}
#endif

RT_WEAK(vsnprintf, __rt_vsnprintf);
int __rt_vsnprintf(char *s, size_t n, const char *fmt, va_list ap)
{
	struct out o = { .buf = s, .cap = n ? n - 1 : 0 };
	int r = format(&o, fmt, ap);

	if (n)
		s[o.len] = '\0';
	return r;
}

RT_WEAK(vsprintf, __rt_vsprintf);
int __rt_vsprintf(char *s, const char *fmt, va_list ap)
{
	return __rt_vsnprintf(s, SIZE_MAX, fmt, ap);
}

RT_WEAK(printf, __rt_printf);
int __rt_printf(const char *fmt, ...)
{
	va_list ap;
	int r;

	va_start(ap, fmt);
	r = __rt_vfprintf(stdout, fmt, ap);
	va_end(ap);
	return r;
}

RT_WEAK(fprintf, __rt_fprintf);
int __rt_fprintf(FILE *f, const char *fmt, ...)
{
	va_list ap;
	int r;

	va_start(ap, fmt);
	r = __rt_vfprintf(f, fmt, ap);
	va_end(ap);
	return r;
}

RT_WEAK(dprintf, __rt_dprintf);
int __rt_dprintf(int fd, const char *fmt, ...)
{
	va_list ap;
	int r;

	va_start(ap, fmt);
	r = __rt_vdprintf(fd, fmt, ap);
	va_end(ap);
	return r;
}

RT_WEAK(sprintf, __rt_sprintf);
int __rt_sprintf(char *s, const char *fmt, ...)
{
	va_list ap;
	int r;

	va_start(ap, fmt);
	r = __rt_vsnprintf(s, SIZE_MAX, fmt, ap);
	va_end(ap);
	return r;
}

RT_WEAK(snprintf, __rt_snprintf);
int __rt_snprintf(char *s, size_t n, const char *fmt, ...)
{
	va_list ap;
	int r;

	va_start(ap, fmt);
	r = __rt_vsnprintf(s, n, fmt, ap);
	va_end(ap);
	return r;
}

/* The scanf family */

/* One scanf conversion: %[*][width][length]conv. */
struct scan {
	int suppress;
	size_t width;	/* SIZE_MAX: none given */
	int len;
	unsigned char conv;
};

/* Results of one conversion: done, no match, or the input ran out. */
#define SCAN_OK 1
#define SCAN_MISMATCH 0
#define SCAN_END (-1)

/* What the family reads: a string, or a stream read a character at a time with one
 * character of lookahead, given back (ungetc) when the scan ends. Every conversion reads
 * the longest prefix of its kind of item, as glibc does, so a stream and a string of the
 * same characters scan alike, and a stream is left where glibc leaves it. */
#define NONE (-2)

struct src {
	const unsigned char *s;   /* a string, or NULL */
	FILE *f;                  /* a stream */
	int ahead;                /* the stream's character read and not taken, or NONE */
	size_t count;             /* characters taken (%n) */
	/* Wide input (wscanf.c): get gives the next wide character (0 at the end). The
	 * engine sees a character above 0x7f as WIDE (no class, no digit; its value in wc),
	 * and reads the format as nfmt, wfmt with each such character made WIDE. */
	int (*get)(void *ctx, wint_t *wc);
	void *ctx;
	wint_t wc;                /* the wide character ahead */
	const wchar_t *wfmt;      /* NULL for narrow input */
	const unsigned char *nfmt;
	int ended;                /* the input has ended: errno was end_errno then */
	int end_errno;
	int quiet;                /* skipping white space before a conversion */
};

/* The end of the input. As glibc's scanf, which restores errno to what it was when the
 * input ended at every later attempt to read, an ERANGE from a conversion that ran into
 * the end is undone by the next directive that reads. The white space glibc skips before
 * a conversion is read with errno 0 (what it keeps if the input ends there), and errno put
 * back afterwards. */
__attribute__((noinline)) static int at_end(struct src *in)
{
	if (!in->ended) {
		in->ended = 1;
		in->end_errno = errno;
	} else if (!in->quiet) {
		errno = in->end_errno;
	}
	return EOF;
}

#define WIDE 0x80

/* The next wide character, WIDE for one above 0x7f (out of line: peek stays small enough
 * to be inlined in the narrow engine as before). */
__attribute__((noinline)) static int wide_next(struct src *in)
{
	if (!in->get(in->ctx, &in->wc))
		return EOF;
	return in->wc <= 0x7f ? (int)in->wc : WIDE;
}

int __rt_fgetc(FILE *f);
int __rt_ungetc(int c, FILE *f);

/* (inlined, as it was before wide input: the narrow engine's every read) */
__attribute__((always_inline)) static inline int peek(struct src *in)
{
	if (in->s)
		return *in->s ? *in->s : at_end(in);
	if (in->ahead == NONE)
		in->ahead = in->get ? wide_next(in) : __rt_fgetc(in->f);
	return in->ahead == EOF ? at_end(in) : in->ahead;
}

static void take(struct src *in)
{
	in->count++;
	if (in->s)
		in->s++;
	else
		in->ahead = NONE;
}

/* Skips white space: before a conversion (quiet: with errno 0, then put back, see at_end),
 * or else. */
static void skip_white(struct src *in, int quiet)
{
	int c, saved = errno;

	if (quiet)
		errno = 0;
	in->quiet = quiet;
	while ((c = peek(in)) != EOF && isspace(c))
		take(in);
	in->quiet = 0;
	if (quiet)
		errno = saved;
}

#define skip_space(in) skip_white(in, 1)

static int digit_value(int c)
{
	if (c >= '0' && c <= '9')
		return c - '0';
	if (c >= 'a' && c <= 'z')
		return c - 'a' + 10;
	if (c >= 'A' && c <= 'Z')
		return c - 'A' + 10;
	return 36;
}

/* Reads an optionally signed integer in base (0: from its prefix) within width characters:
 * its magnitude in *mag (saturated at 2^64 - 1, *over set) and its sign in *neg. A "0x"
 * prefix is taken even when no hexadecimal digit follows it (its value is 0), as glibc
 * takes it. */
static int scan_int(struct src *in, const struct scan *sc, int base, uint64_t *mag, int *neg,
		    int *over)
{
	size_t width = sc->width;
	uint64_t v = 0;
	int d, any = 0, c;

	*neg = 0;
	*over = 0;
	skip_space(in);
	c = peek(in);
	if (c == EOF)
		return SCAN_END;
	if (c == '+' || c == '-') {
		*neg = c == '-';
		take(in);
		width--;
		c = width ? peek(in) : EOF;
	}
	if ((base == 0 || base == 16) && width && c == '0') {
		take(in);
		width--;
		any = 1;
		c = width ? peek(in) : EOF;
		if (width && (c == 'x' || c == 'X')) {
			take(in);
			width--;
			base = 16;
			c = width ? peek(in) : EOF;
		} else if (base == 0) {
			base = 8;
		}
	} else if (base == 0) {
		base = 10;
	}
	for (; width && c != EOF && (d = digit_value(c)) < base; width--) {
		if (v > (UINT64_MAX - (unsigned int)d) / (unsigned int)base)
			*over = 1;
		v = v * (unsigned int)base + (unsigned int)d;
		any = 1;
		take(in);
		c = width > 1 ? peek(in) : EOF;
	}
	if (!any)
		return SCAN_MISMATCH;
	*mag = *over ? UINT64_MAX : v;
	return SCAN_OK;
}

/* The value glibc stores: the item converted by strtol or strtoul (d i signed, the others
 * unsigned) — strtoll and strtoull with ll, and with j where intmax_t is wider than long —,
 * saturating at the limits of that type (errno ERANGE, as strtol sets it, also for a
 * suppressed conversion), then cut to the argument's type. */
static uint64_t int_value(uint64_t mag, int neg, int over, int is_signed, int len)
{
	int bits = len == LEN_LL || (len == LEN_J && sizeof(intmax_t) > sizeof(long)) ? 64
		   : (int)(8 * sizeof(long));
	uint64_t max = bits == 64 ? UINT64_MAX : (UINT64_C(1) << bits) - 1;
	uint64_t smax = max >> 1;

	if (is_signed) {
		if (over || mag > smax + (uint64_t)neg) {
			errno = ERANGE;
			return neg ? -(smax + 1) : smax;
		}
		return neg ? -mag : mag;
	}
	if (over || mag > max) {
		errno = ERANGE;
		return UINT64_MAX;
	}
	return neg ? -mag : mag;
}

static void store_int(va_list *ap, int len, uint64_t v)
{
	if (len == LEN_HH)
		*va_arg(*ap, unsigned char *) = (unsigned char)v;
	else if (len == LEN_H)
		*va_arg(*ap, unsigned short *) = (unsigned short)v;
	else if (len == LEN_L)
		*va_arg(*ap, unsigned long *) = (unsigned long)v;
	else if (len == LEN_LL)
		*va_arg(*ap, unsigned long long *) = v;
	else if (len == LEN_Z)
		*va_arg(*ap, size_t *) = (size_t)v;
	else if (len == LEN_T)
		*va_arg(*ap, ptrdiff_t *) = (ptrdiff_t)v;
	else if (len == LEN_J)
		*va_arg(*ap, uintmax_t *) = v;
	else
		*va_arg(*ap, unsigned int *) = (unsigned int)v;
}

static int scan_number(struct src *in, const struct scan *sc, va_list *ap)
{
	unsigned char c = sc->conv;
	int base = c == 'i' ? 0 : c == 'o' ? 8 : (c == 'x' || c == 'X' || c == 'p') ? 16 : 10;
	uint64_t mag, v;
	size_t before;
	int neg, over, r;

	skip_space(in);
	before = in->count;
	r = scan_int(in, sc, base, &mag, &neg, &over);
	if (r == SCAN_MISMATCH && c == 'p' && in->count == before && sc->width >= 5 &&
	    peek(in) == '(') {
		/* %p reads back what %p prints for a null pointer, "(nil)" */
		take(in);
		for (const char *w = "nil)"; *w; w++) {
			int x = peek(in);

			if (x == EOF || (*w == ')' ? x : x | 0x20) != *w)
				return SCAN_MISMATCH;
			take(in);
		}
		if (!sc->suppress)
			*va_arg(*ap, void **) = NULL;
		return SCAN_OK;
	}
	if (r != SCAN_OK)
		return r;
	v = int_value(mag, neg, over, c == 'd' || c == 'i', c == 'p' ? LEN_L : sc->len);
	if (sc->suppress)
		return r;
	if (c == 'p')
		*va_arg(*ap, void **) = (void *)(uintptr_t)v;
	else
		store_int(ap, sc->len, v);
	return SCAN_OK;
}

/* A floating item's characters, as many as fit its buffer (a longer item is refused). */
#define FLOAT_ITEM_MAX 1536

struct item {
	char b[FLOAT_ITEM_MAX + 1];
	size_t n, width;
	int c;
	int full;
};

/* Takes the lookahead character into the item; the next one becomes the lookahead. */
static void item_take(struct src *in, struct item *it)
{
	if (it->n < FLOAT_ITEM_MAX)
		it->b[it->n++] = (char)it->c;
	else
		it->full = 1;
	take(in);
	it->width--;
	it->c = it->width ? peek(in) : EOF;
}

/* Takes the letters of word (lower case) while the input spells it, in either case; 0 when
 * it does not: glibc then takes the letter that differs too (a character it does not give
 * back). As glibc, reads what follows the word only when more may follow ("inf"), not
 * after "nan" or "infinity" (it->c is then EOF). */
static int item_word(struct src *in, struct item *it, const char *word, int more)
{
	for (; *word; word++) {
		if (!it->width || it->c == EOF)
			return 0;
		if ((it->c | 0x20) != *word) {
			take(in);
			return 0;
		}
		if (!word[1] && !more) {
			it->b[it->n++] = (char)it->c;   /* (the first letters: room enough) */
			take(in);
			it->c = EOF;
			return 1;
		}
		item_take(in, it);
	}
	return 1;
}

static void item_digits(struct src *in, struct item *it, int hex, int *any)
{
	while (it->width && it->c != EOF && digit_value(it->c) < (hex ? 16 : 10)) {
		item_take(in, it);
		*any = 1;
	}
}

/* The longest prefix of a floating constant glibc's scanf reads: a sign, then "inf"
 * ["inity"] or "nan" (no n-char sequence), or decimal or hexadecimal digits with a point and
 * an exponent. 0 when the item is not one: a word misspelt, "0x" without a digit. */
static int item_float(struct src *in, struct item *it)
{
	int hex = 0, any = 0;
	size_t prefix;

	if (it->width && (it->c == '+' || it->c == '-'))
		item_take(in, it);
	if (it->width && it->c != EOF && (it->c | 0x20) == 'i') {
		if (!item_word(in, it, "inf", 1))
			return 0;
		return it->width && it->c != EOF && (it->c | 0x20) == 'i' ? item_word(in, it, "inity", 0)
									    : 1;
	}
	if (it->width && it->c != EOF && (it->c | 0x20) == 'n')
		return item_word(in, it, "nan", 0);
	if (it->width && it->c == '0') {
		item_take(in, it);
		any = 1;
		/* (glibc takes the x only with room left for a digit after it) */
		if (it->width > 1 && it->c != EOF && (it->c | 0x20) == 'x') {
			item_take(in, it);
			hex = 1;
			any = 0;
		}
	}
	prefix = it->n;
	item_digits(in, it, hex, &any);
	if (it->width && it->c == '.') {
		item_take(in, it);
		item_digits(in, it, hex, &any);
	}
	if (hex && it->n == prefix)
		return 0;   /* "0x" and nothing after it */
	if (any && it->width && it->c != EOF && (it->c | 0x20) == (hex ? 'p' : 'e')) {
		item_take(in, it);
		if (it->width && (it->c == '+' || it->c == '-'))
			item_take(in, it);
		item_digits(in, it, 0, &any);
	}
	return 1;
}

/* %e %f %g %a: a floating constant as strtod() reads it (rt/src/fpconv.c), within width
 * characters, stored through float *, double * (l) or long double * (L, as strtold reads it);
 * an item strtod reads only the start of ("2.5e", "0x") gives that start's value. */
static int scan_float(struct src *in, const struct scan *sc, va_list *ap)
{
	struct item it;
	uint64_t bits, w[2];
	uint32_t b32;
	int erange, ok, single = sc->len != LEN_L && sc->len != LEN_LD;
	int wide = sc->len == LEN_LD && !LDBL_IS_DOUBLE;

	skip_space(in);
	it.n = 0;
	it.full = 0;
	it.width = sc->width;
	it.c = peek(in);
	if (it.c == EOF)
		return SCAN_END;
	ok = item_float(in, &it);
	it.b[it.n] = '\0';
	if (!ok || it.full)
		return SCAN_MISMATCH;
	if (!(wide ? __rt_fp_parse_wide(it.b, it.n, __LDBL_MANT_DIG__ == 64, w, &erange)
		   : __rt_fp_parse(it.b, it.n, single, &bits, &erange)))
		return SCAN_MISMATCH;
	if (erange)
		errno = ERANGE;   /* as glibc's strtod leaves it */
	if (sc->suppress)
		return SCAN_OK;
	if (wide) {
		__rt_fp_store_ld(va_arg(*ap, void *), w);
	} else if (single) {
		b32 = (uint32_t)bits;
		memcpy(va_arg(*ap, float *), &b32, sizeof(b32));
	} else {
		memcpy(va_arg(*ap, void *), &bits, sizeof(bits));
	}
	return SCAN_OK;
}

/* Reads the scanset after "%[" at *pp into set, one bit per byte value; returns -1 when
 * it has no closing ']'. A '-' between two characters makes a range. */
static int parse_set(const unsigned char **pp, unsigned char set[32])
{
	const unsigned char *p = *pp;
	unsigned int c, hi, invert = *p == '^';

	memset(set, 0, 32);
	p += invert;
	if (*p == ']') {
		set[']' / 8] |= (unsigned char)(1 << (']' % 8));
		p++;
	}
	for (; *p && *p != ']'; p++) {
		c = *p;
		hi = c;
		if (p[1] == '-' && p[2] && p[2] != ']' && p[2] >= c) {
			hi = p[2];
			p += 2;
		}
		for (; c <= hi; c++)
			set[c / 8] |= (unsigned char)(1 << (c % 8));
	}
	if (!*p)
		return -1;
	*pp = p + 1;
	for (c = 0; invert && c < 32; c++)
		set[c] = (unsigned char)~set[c];
	return 0;
}

/* Whether conversion sc takes c: %c every character, %s those not white, %[ those in set. */
static int accepts(const struct scan *sc, const unsigned char *set, int c)
{
	if (sc->conv == 'c')
		return 1;
	if (sc->conv == 's')
		return !isspace(c);
	return (set[c / 8] >> (c % 8)) & 1;
}

/* %c, %s and %[: copies the characters accepted to the next argument, NUL-terminated
 * except for %c. */
static int scan_chars(struct src *in, const struct scan *sc, const unsigned char *set,
		      va_list *ap)
{
	size_t width = sc->width == SIZE_MAX && sc->conv == 'c' ? 1 : sc->width, n = 0;
	char *dst = sc->suppress ? NULL : va_arg(*ap, char *);
	int c;

	if (sc->conv == 's')
		skip_space(in);
	if ((c = peek(in)) == EOF)
		return SCAN_END;
	while (n < width && c != EOF && accepts(sc, set, c)) {
		if (dst)
			dst[n] = (char)c;
		n++;
		take(in);
		c = n < width ? peek(in) : EOF;
	}
	if (!n)
		return SCAN_MISMATCH;
	if (dst && sc->conv != 'c')
		dst[n] = '\0';
	return SCAN_OK;
}

/* Whether the wide scanset at p (after "%[") holds c, as parse_set reads a set. */
__attribute__((noinline)) static int wide_in_set(const wchar_t *p, wint_t c)
{
	int invert = *p == L'^', in = 0;
	wint_t lo, hi;

	p += invert;
	if (*p == L']') {
		in = c == L']';
		p++;
	}
	for (; *p && *p != L']'; p++) {
		lo = hi = (wint_t)*p;
		if (p[1] == L'-' && p[2] && p[2] != L']' && (wint_t)p[2] >= lo) {
			hi = (wint_t)p[2];
			p += 2;
		}
		in |= c >= lo && c <= hi;
	}
	return in ^ invert;
}

/* %c, %s and %[ over wide input: wchar_t stored with l, else char, as glibc's wcrtomb
 * gives it: a character above 0x7f is EILSEQ, which ends %c as an input failure and %s
 * and %[ as a matching one (what was stored stays, unterminated). wset: the wide scanset.
 * (Out of line: the narrow engine's code stays as it was, and its branches near.) */
__attribute__((noinline)) static int scan_wchars(struct src *in, const struct scan *sc,
					       const wchar_t *wset, va_list *ap)
{
	size_t width = sc->width == SIZE_MAX && sc->conv == 'c' ? 1 : sc->width, n = 0;
	void *dst = sc->suppress ? NULL : va_arg(*ap, void *);
	int c, wide = sc->len == LEN_L;

	if (sc->conv == 's')
		skip_space(in);
	if ((c = peek(in)) == EOF)
		return SCAN_END;
	while (n < width && c != EOF &&
	       (sc->conv == 'c' || (sc->conv == 's' ? !isspace(c) : wide_in_set(wset, in->wc)))) {
		if (dst && wide) {
			((wchar_t *)dst)[n] = (wchar_t)in->wc;
		} else if (dst) {
			if (in->wc > 0x7f) {
				errno = EILSEQ;
				return sc->conv == 'c' ? SCAN_END : SCAN_MISMATCH;
			}
			((char *)dst)[n] = (char)in->wc;
		}
		n++;
		take(in);
		c = n < width ? peek(in) : EOF;
	}
	if (!n)
		return SCAN_MISMATCH;
	if (dst && sc->conv != 'c') {
		if (wide) {
			((wchar_t *)dst)[n] = 0;
		} else {
			/* glibc's terminator here is two bytes */
			((char *)dst)[n] = '\0';
			((char *)dst)[n + 1] = '\0';
		}
	}
	return SCAN_OK;
}

static const unsigned char *parse_scan(const unsigned char *f, struct scan *sc)
{
	const char *p;
	size_t w = 0;
	int any = 0;

	sc->suppress = *f == '*';
	f += sc->suppress;
	for (; *f >= '0' && *f <= '9'; f++, any = 1)
		w = w * 10 + (size_t)(*f - '0');
	sc->width = any && w ? w : SIZE_MAX;
	p = (const char *)f;
	sc->len = parse_len(&p);
	f = (const unsigned char *)p;
	sc->conv = *f;
	return *f ? f + 1 : f;
}

/* Carries out one conversion other than %%; returns a SCAN_ result. */
static int scan_one(struct src *in, const unsigned char **fp, va_list *ap, int *assigned)
{
	struct scan sc;
	unsigned char set[32];
	const unsigned char *at;
	unsigned char c;
	int r;

	*fp = parse_scan(*fp, &sc);
	c = sc.conv;
	if (c == 'n') {
		if (!sc.suppress)
			store_int(ap, sc.len, (uint64_t)in->count);
		return SCAN_OK;
	}
	at = *fp;
	if (c == '[' && parse_set(fp, set) < 0)
		return SCAN_MISMATCH;
	if ((c == 'c' || c == 's' || c == '[') && in->wfmt)
		r = scan_wchars(in, &sc, in->wfmt + (at - in->nfmt), ap);
	else if (c == 'c' || c == 's' || c == '[')
		r = scan_chars(in, &sc, set, ap);
	else if (c && strchr("diouxXp", c))
		r = scan_number(in, &sc, ap);
	else if (c && strchr("aAeEfFgG", c))
		r = scan_float(in, &sc, ap);
	else
		return SCAN_MISMATCH;
	if (r == SCAN_OK && !sc.suppress)
		(*assigned)++;
	return r;
}

/* The engine: the directives of fmt against in; the count of assignments, or EOF when the
 * input ran out before any. */
static int scan(struct src *in, const char *fmt, va_list args)
{
	const unsigned char *f = (const unsigned char *)fmt;
	va_list ap;
	int assigned = 0, r = SCAN_OK, c;

	va_copy(ap, args);
	while (*f && r == SCAN_OK) {
		if (isspace(*f)) {
			while (isspace(*f))
				f++;
			skip_white(in, *f == '%');
		} else if (*f == '%' && f[1] != '%') {
			f++;
			r = scan_one(in, &f, &ap, &assigned);
		} else {
			if (*f == '%') {	/* %%: one '%', after any white space */
				f++;
				skip_space(in);
			}
			c = peek(in);
			if (c == EOF)
				r = SCAN_END;
			else if (c != *f++)
				r = SCAN_MISMATCH;
			else if (c == WIDE && in->wfmt && in->wc != (wint_t)in->wfmt[f - 1 - in->nfmt])
				r = SCAN_MISMATCH;
			else
				take(in);
		}
	}
	va_end(ap);
	return r == SCAN_END && !assigned ? EOF : assigned;
}

/* The engine over wide input for wscanf.c: get and ctx give the characters, wfmt is the
 * format and nfmt its copy with WIDE for each character above 0x7f (and for the
 * negative ones). *ahead is left the character read and not taken, or WEOF. */
int __rt_wscan(int (*get)(void *ctx, wint_t *wc), void *ctx, const wchar_t *wfmt,
	       const char *nfmt, va_list args, wint_t *ahead);
int __rt_wscan(int (*get)(void *ctx, wint_t *wc), void *ctx, const wchar_t *wfmt,
	       const char *nfmt, va_list args, wint_t *ahead)
{
	struct src in = { .ahead = NONE, .get = get, .ctx = ctx, .wfmt = wfmt,
			  .nfmt = (const unsigned char *)nfmt };
	int r = scan(&in, nfmt, args);

	*ahead = in.ahead != NONE && in.ahead != EOF ? in.wc : WEOF;
	return r;
}

RT_WEAK(vsscanf, __rt_vsscanf);
int __rt_vsscanf(const char *str, const char *fmt, va_list args)
{
	struct src in = { .s = (const unsigned char *)str, .ahead = NONE };

	return scan(&in, fmt, args);
}

RT_WEAK(sscanf, __rt_sscanf);
int __rt_sscanf(const char *s, const char *fmt, ...)
{
	va_list ap;
	int r;

	va_start(ap, fmt);
	r = __rt_vsscanf(s, fmt, ap);
	va_end(ap);
	return r;
}

RT_WEAK(vfscanf, __rt_vfscanf);
int __rt_vfscanf(FILE *f, const char *fmt, va_list args)
{
	struct src in = { .f = f, .ahead = NONE };
	int r = scan(&in, fmt, args);

	/* the character read and not taken goes back, as glibc leaves it */
	if (in.ahead != NONE && in.ahead != EOF)
		__rt_ungetc(in.ahead, f);
	return r;
}

RT_WEAK(fscanf, __rt_fscanf);
int __rt_fscanf(FILE *f, const char *fmt, ...)
{
	va_list ap;
	int r;

	va_start(ap, fmt);
	r = __rt_vfscanf(f, fmt, ap);
	va_end(ap);
	return r;
}

RT_WEAK(vscanf, __rt_vscanf);
int __rt_vscanf(const char *fmt, va_list ap)
{
	return __rt_vfscanf(stdin, fmt, ap);
}

RT_WEAK(scanf, __rt_scanf);
int __rt_scanf(const char *fmt, ...)
{
	va_list ap;
	int r;

	va_start(ap, fmt);
	r = __rt_vfscanf(stdin, fmt, ap);
	va_end(ap);
	return r;
}

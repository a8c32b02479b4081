/* wprintf.c — the wide printf family (wprintf fwprintf swprintf and their v forms) in the
 * "C" locale, as glibc's behave there, on printf.c's engine: this file reads the wide format,
 * writes its text and the %c %lc %s %ls %n conversions itself and has every other conversion
 * formatted by the narrow engine (vsnprintf), whose output is ASCII, widened a byte at a time.
 * A stream is oriented wide (a byte stream is refused: -1) and takes each wide character
 * through fputwc, which transliterates one above 0x7f; swprintf stores them unchanged. */
#include <errno.h>
#include <limits.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/types.h>
#include <wchar.h>
#include "rt.h"
#include "stdio_impl.h"

__typeof(snprintf) __rt_snprintf;
__typeof(vsnprintf) __rt_vsnprintf;
__typeof(fputwc) __rt_fputwc;
__typeof(fwide) __rt_fwide;
__typeof(btowc) __rt_btowc;

/* Where the wide characters go: a stream, or buf (room for cap of them; the rest dropped,
 * over set, as glibc's swprintf keeps formatting into a scratch buffer). */
struct wout {
	FILE *f;
	wchar_t *buf;
	size_t cap;
	size_t len;
	size_t total;	/* characters written, for %n and the result */
	int over;
	int fail;	/* a character could not be written: the call ends with -1 */
};

#define FL_MINUS 0x01

enum { LEN_NONE, LEN_HH, LEN_H, LEN_L, LEN_LL, LEN_Z, LEN_T, LEN_J, LEN_LD };

/* Writes one character. As glibc's, WEOF (from %c of a byte above 0x7f, or %lc) is stored
 * and then fails the call: a fully buffered stream writes it as fputwc does ("?"), one
 * unbuffered or line buffered not at all (glibc's putwc hands it to the overflow, which
 * takes WEOF for "flush"). */
static void wput(struct wout *o, wchar_t c)
{
	o->total++;
	if (o->f) {
		if ((wint_t)c == WEOF && o->f->mode != _IOFBF)
			o->fail = 1;
		else if (__rt_fputwc(c, o->f) == WEOF)
			o->fail = 1;
		return;
	}
	if (o->len < o->cap)
		o->buf[o->len++] = c;
	else
		o->over = 1;
	if ((wint_t)c == WEOF)
		o->fail = 1;
}

static void wpad(struct wout *o, size_t n)
{
	while (n-- > 0 && !o->fail)
		wput(o, L' ');
}

/* n characters, narrow (s) or wide (ws), padded with spaces to width. */
static void wfield(struct wout *o, int flags, int width, const char *s, const wchar_t *ws, size_t n)
{
	size_t fill = (size_t)width > n ? (size_t)width - n : 0;

	if (!(flags & FL_MINUS))
		wpad(o, fill);
	for (size_t i = 0; i < n && !o->fail; i++)
		wput(o, s ? (wchar_t)(unsigned char)s[i] : ws[i]);
	if (flags & FL_MINUS)
		wpad(o, fill);
}

/* A decimal width or precision, -1 when it does not fit an int (the engine's limit). */
static int wnum(const wchar_t **pp)
{
	const wchar_t *p = *pp;
	int n = 0;

	for (; *p >= L'0' && *p <= L'9'; p++) {
		if (n > (INT_MAX - (int)(*p - L'0')) / 10)
			return -1;
		n = n * 10 + (int)(*p - L'0');
	}
	*pp = p;
	return n;
}

/* Not a conversion: written as glibc's printf_unknown writes it back, from what was read —
 * '%', the flags # + (or space) - 0 (not with a '-' flag) in that order, the width unless
 * 0, the precision unless none, the conversion character; no length modifier. flags: the
 * flag characters given ("%-0#"); left: '-' given or a negative '*' width. */
static void unknown(struct wout *o, const char *flags, int left, int width, int prec, wchar_t c)
{
	char b[48];
	int n = __rt_snprintf(b, sizeof b, "%%%s%s%s%s", strchr(flags, '#') ? "#" : "",
			      strchr(flags, '+') ? "+" : strchr(flags, ' ') ? " " : "",
			      left ? "-" : "", strchr(flags, '0') && !strchr(flags, '-') ? "0" : "");

	if (width)
		n += __rt_snprintf(b + n, sizeof b - (size_t)n, "%d", width);
	if (prec >= 0)
		n += __rt_snprintf(b + n, sizeof b - (size_t)n, ".%d", prec);
	wfield(o, 0, 0, b, NULL, (size_t)n);
	if (!o->fail)
		wput(o, c);
}

/* The narrow engine's output for spec (ASCII: "%" flags width precision length conv) and
 * its one argument, widened; -1 when the engine refuses it (errno set) or memory runs out. */
static int narrow(struct wout *o, const char *spec, ...)
{
	char b[128], *p = b;
	va_list ap, aq;
	int n;

	va_start(ap, spec);
	va_copy(aq, ap);
	n = __rt_vsnprintf(b, sizeof b, spec, ap);
	if (n >= (int)sizeof b) {   /* a long field: formatted again into room enough */
		p = malloc((size_t)n + 1);
		if (p)
			__rt_vsnprintf(p, (size_t)n + 1, spec, aq);
	}
	va_end(aq);
	va_end(ap);
	if (n < 0 || !p)
		return -1;
	wfield(o, 0, 0, p, NULL, (size_t)n);
	if (p != b)
		free(p);
	return 0;
}

/* The conversion at *pp (after its '%'); text is where it starts. 0, or -1 to end the call
 * with -1 (errno set where glibc sets it). */
static int wconvert(struct wout *o, const wchar_t **pp, const wchar_t *text, va_list *ap)
{
	const wchar_t *p = *pp;
	char spec[64] = "%", given[8], *q = spec + 1;
	int flags = 0, width, prec = -1, len = LEN_NONE, w;
	wchar_t c;

	for (;; p++) {
		if (*p == L'-')
			flags |= FL_MINUS;
		else if (*p != L'+' && *p != L' ' && *p != L'#' && *p != L'0')
			break;
		if (!strchr(spec, (char)*p))
			*q++ = (char)*p;
	}
	memcpy(given, spec, sizeof given);
	if (*p == L'*') {
		p++;
		width = va_arg(*ap, int);
		if (width == INT_MIN) {
			errno = EOVERFLOW;
			return -1;
		}
		if (width < 0) {
			width = -width;
			flags |= FL_MINUS;
			if (!strchr(spec, '-'))
				*q++ = '-';
		}
	} else if ((width = wnum(&p)) < 0) {
		errno = EOVERFLOW;
		return -1;
	}
	if (*p == L'.') {
		p++;
		if (*p == L'*') {
			p++;
			w = va_arg(*ap, int);
			prec = w < 0 ? -1 : w;
		} else if ((prec = wnum(&p)) < 0) {
			errno = EOVERFLOW;
			return -1;
		}
	}
	if (*p == L'h')
		len = *++p == L'h' ? (p++, LEN_HH) : LEN_H;
	else if (*p == L'l')
		len = *++p == L'l' ? (p++, LEN_LL) : LEN_L;
	else if (*p == L'z')
		len = (p++, LEN_Z);
	else if (*p == L't')
		len = (p++, LEN_T);
	else if (*p == L'j')
		len = (p++, LEN_J);
	else if (*p == L'L')
		len = (p++, LEN_LD);
	c = *p;
	if (!c) {
		/* the format ends inside a conversion: glibc refuses it */
		errno = EINVAL;
		return -1;
	}
	*pp = ++p;
	q += width ? __rt_snprintf(q, 16, "%d", width) : 0;
	q += prec >= 0 ? __rt_snprintf(q, 16, ".%d", prec) : 0;

	switch (c) {
	case L'd': case L'i': case L'u': case L'o': case L'x': case L'X': {
		int sgn = c == L'd' || c == L'i';
		unsigned long long u;

		if (len == LEN_HH)
			u = sgn ? (unsigned long long)(signed char)va_arg(*ap, int)
				: (unsigned char)va_arg(*ap, unsigned int);
		else if (len == LEN_H)
			u = sgn ? (unsigned long long)(short)va_arg(*ap, int)
				: (unsigned short)va_arg(*ap, unsigned int);
		else if (len == LEN_L)
			u = sgn ? (unsigned long long)va_arg(*ap, long) : va_arg(*ap, unsigned long);
		else if (len == LEN_LL)
			u = va_arg(*ap, unsigned long long);
		else if (len == LEN_Z || len == LEN_T)
			u = sgn ? (unsigned long long)va_arg(*ap, ssize_t) : va_arg(*ap, size_t);
		else if (len == LEN_J)
			u = sgn ? (unsigned long long)va_arg(*ap, intmax_t) : va_arg(*ap, uintmax_t);
		else
			u = sgn ? (unsigned long long)va_arg(*ap, int) : va_arg(*ap, unsigned int);
		*q++ = 'l';
		*q++ = 'l';
		*q++ = (char)c;
		*q = '\0';
		return narrow(o, spec, u);
	}
	case L'p':
		*q++ = 'p';
		*q = '\0';
		return narrow(o, spec, va_arg(*ap, void *));
	case L'e': case L'E': case L'f': case L'F': case L'g': case L'G': case L'a': case L'A':
		if (len == LEN_LD && __LDBL_MANT_DIG__ != 53) {
			/* the engine copies it as written, its argument skipped */
			(void)va_arg(*ap, long double);
			wfield(o, 0, 0, NULL, text, (size_t)(p - text));
			break;
		}
		*q++ = (char)c;
		*q = '\0';
		return narrow(o, spec, va_arg(*ap, double));
	case L'C':	/* glibc's %C and %S: %lc and %ls */
	case L'c': {
		wint_t wc = len == LEN_L || c == L'C' ? va_arg(*ap, wint_t)
					 : __rt_btowc((unsigned char)va_arg(*ap, int));

		wfield(o, flags, width, NULL, (const wchar_t *)&wc, 1);
		break;
	}
	case L'S':
	case L's': {
		size_t n = 0, max = prec < 0 ? SIZE_MAX : (size_t)prec;

		if (len == LEN_L || c == L'S') {
			const wchar_t *ws = va_arg(*ap, const wchar_t *);

			if (!ws)
				ws = max >= 6 ? L"(null)" : L"";
			while (n < max && ws[n])
				n++;
			wfield(o, flags, width, NULL, ws, n);
		} else {
			const char *s = va_arg(*ap, const char *);

			if (!s)
				s = max >= 6 ? "(null)" : "";
			/* glibc converts the bytes it takes before writing any: one above 0x7f
			 * ends the call */
			for (; n < max && s[n]; n++) {
				if ((unsigned char)s[n] > 0x7f) {
					errno = EILSEQ;
					return -1;
				}
			}
			wfield(o, flags, width, s, NULL, n);
		}
		break;
	}
	case L'n': {
		size_t n = o->total;

		if (len == LEN_HH)
			*va_arg(*ap, signed char *) = (signed char)n;
		else if (len == LEN_H)
			*va_arg(*ap, short *) = (short)n;
		else if (len == LEN_L)
			*va_arg(*ap, long *) = (long)n;
		else if (len == LEN_LL)
			*va_arg(*ap, long long *) = (long long)n;
		else if (len == LEN_Z)
			*va_arg(*ap, ssize_t *) = (ssize_t)n;
		else if (len == LEN_T)
			*va_arg(*ap, ptrdiff_t *) = (ptrdiff_t)n;
		else if (len == LEN_J)
			*va_arg(*ap, intmax_t *) = (intmax_t)n;
		else
			*va_arg(*ap, int *) = (int)n;
		break;
	}
	case L'%':
		wput(o, L'%');
		break;
	default:
		unknown(o, given, flags & FL_MINUS, width, prec, c);
		break;
	}
	return 0;
}

/* The engine of the family: fmt into o; the count of characters, or -1. */
static int wformat(struct wout *o, const wchar_t *fmt, va_list args)
{
	va_list ap;
	const wchar_t *p;
	int r = 0;

	va_copy(ap, args);
	while (*fmt && !o->fail) {
		for (p = fmt; *p && *p != L'%' && !o->fail; p++)
			wput(o, *p);
		if (!*p || o->fail)
			break;
		fmt = p++;
		if (wconvert(o, &p, fmt, &ap) < 0) {
			r = -1;
			break;
		}
		fmt = p;
	}
	va_end(ap);
	if (r < 0 || o->fail)
		return -1;
	if (o->total > INT_MAX) {
		errno = EOVERFLOW;
		return -1;
	}
	return (int)o->total;
}

RT_WEAK(vfwprintf, __rt_vfwprintf);
int __rt_vfwprintf(FILE *restrict f, const wchar_t *restrict fmt, va_list ap)
{
	struct wout o = { .f = f };

	if (__rt_fwide(f, 1) != 1)
		return -1;
	return wformat(&o, fmt, ap);
}

/* As glibc's: -1 when the result and its terminator do not fit n characters (the first
 * n - 1 written, no terminator; s[0] is 0 when n is 1); after an error that is not for
 * room, the characters written are terminated. */
RT_WEAK(vswprintf, __rt_vswprintf);
int __rt_vswprintf(wchar_t *restrict s, size_t n, const wchar_t *restrict fmt, va_list ap)
{
	struct wout o = { .buf = s, .cap = n ? n - 1 : 0 };
	int r;

	if (!n)
		return -1;
	s[0] = 0;
	r = wformat(&o, fmt, ap);
	if (o.over)
		return -1;
	s[o.len] = 0;
	return r;
}

RT_WEAK(vwprintf, __rt_vwprintf);
int __rt_vwprintf(const wchar_t *restrict fmt, va_list ap)
{
	return __rt_vfwprintf(stdout, fmt, ap);
}

RT_WEAK(wprintf, __rt_wprintf);
int __rt_wprintf(const wchar_t *restrict fmt, ...)
{
	va_list ap;
	int r;

	va_start(ap, fmt);
	r = __rt_vfwprintf(stdout, fmt, ap);
	va_end(ap);
	return r;
}

RT_WEAK(fwprintf, __rt_fwprintf);
int __rt_fwprintf(FILE *restrict f, const wchar_t *restrict fmt, ...)
{
	va_list ap;
	int r;

	va_start(ap, fmt);
	r = __rt_vfwprintf(f, fmt, ap);
	va_end(ap);
	return r;
}

RT_WEAK(swprintf, __rt_swprintf);
int __rt_swprintf(wchar_t *restrict s, size_t n, const wchar_t *restrict fmt, ...)
{
	va_list ap;
	int r;

	va_start(ap, fmt);
	r = __rt_vswprintf(s, n, fmt, ap);
	va_end(ap);
	return r;
}

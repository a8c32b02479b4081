/* wscanf.c — the wide scanf family (wscanf fwscanf swscanf and their v forms) in the "C"
 * locale, as glibc's behave there, on printf.c's scanf engine: this file gives the engine
 * the wide characters of a string or of a wide stream (fgetwc: a byte above 0x7f ends the
 * input with EILSEQ, left unread) and the format with each character above 0x7f marked;
 * the engine matches those exactly and stores %ls %lc %l[ as wchar_t, %s %c %[ as char
 * (a character above 0x7f fails there, EILSEQ, as glibc's wcrtomb makes it fail). */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <wchar.h>
#include "rt.h"
#include "stdio_impl.h"

__typeof(fgetwc) __rt_fgetwc;
__typeof(ungetwc) __rt_ungetwc;
__typeof(ungetc) __rt_ungetc;
__typeof(fwide) __rt_fwide;
__typeof(wcslen) __rt_wcslen;
int __rt_wscan(int (*get)(void *ctx, wint_t *wc), void *ctx, const wchar_t *wfmt,
	       const char *nfmt, va_list args, wint_t *ahead);

/* The next character of a wide string (ctx: where it stands); 0 at its end — at a
 * character WEOF too, where glibc's string stream reads the end. */
static int string_get(void *ctx, wint_t *wc)
{
	const wchar_t **s = ctx;

	if (!**s || (wint_t)**s == WEOF)
		return 0;
	*wc = (wint_t)*(*s)++;
	return 1;
}

/* The next character of a wide stream; 0 at its end or on an error (EILSEQ). */
static int stream_get(void *ctx, wint_t *wc)
{
	wint_t c = __rt_fgetwc(ctx);

	if (c == WEOF)
		return 0;
	*wc = c;
	return 1;
}

/* Runs the engine with fmt narrowed: each character above 0x7f (or negative) 0x80. */
static int wscan(int (*get)(void *ctx, wint_t *wc), void *ctx, const wchar_t *fmt, va_list ap,
		 wint_t *ahead)
{
	char small[128], *n = small;
	size_t len = __rt_wcslen(fmt), i;
	int r;

	if (len >= sizeof small && !(n = malloc(len + 1)))
		return EOF;
	for (i = 0; i < len; i++)
		n[i] = fmt[i] >= 0 && fmt[i] <= 0x7f ? (char)fmt[i] : (char)0x80;
	n[len] = '\0';
	r = __rt_wscan(get, ctx, fmt, n, ap, ahead);
	if (n != small)
		free(n);
	return r;
}

RT_WEAK(vswscanf, __rt_vswscanf);
int __rt_vswscanf(const wchar_t *restrict s, const wchar_t *restrict fmt, va_list ap)
{
	const wchar_t *at = s;
	wint_t ahead;

	return wscan(string_get, &at, fmt, ap, &ahead);
}

/* As glibc's: EOF for a byte stream; the character read and not taken goes back — as the
 * byte it was when it can (ftell then counts it, as glibc's does), else with ungetwc. */
RT_WEAK(vfwscanf, __rt_vfwscanf);
int __rt_vfwscanf(FILE *restrict f, const wchar_t *restrict fmt, va_list ap)
{
	wint_t ahead;
	int r;

	if (__rt_fwide(f, 1) != 1)
		return EOF;
	r = wscan(stream_get, f, fmt, ap, &ahead);
	if (ahead != WEOF && ahead <= 0x7f && !f->nwungot && f->ungot == EOF)
		__rt_ungetc((int)ahead, f);
	else if (ahead != WEOF)
		__rt_ungetwc(ahead, f);
	return r;
}

RT_WEAK(vwscanf, __rt_vwscanf);
int __rt_vwscanf(const wchar_t *restrict fmt, va_list ap)
{
	return __rt_vfwscanf(stdin, fmt, ap);
}

RT_WEAK(swscanf, __rt_swscanf);
int __rt_swscanf(const wchar_t *restrict s, const wchar_t *restrict fmt, ...)
{
	va_list ap;
	int r;

	va_start(ap, fmt);
	r = __rt_vswscanf(s, fmt, ap);
	va_end(ap);
	return r;
}

RT_WEAK(fwscanf, __rt_fwscanf);
int __rt_fwscanf(FILE *restrict f, const wchar_t *restrict fmt, ...)
{
	va_list ap;
	int r;

	va_start(ap, fmt);
	r = __rt_vfwscanf(f, fmt, ap);
	va_end(ap);
	return r;
}

RT_WEAK(wscanf, __rt_wscanf);
int __rt_wscanf(const wchar_t *restrict fmt, ...)
{
	va_list ap;
	int r;

	va_start(ap, fmt);
	r = __rt_vfwscanf(stdin, fmt, ap);
	va_end(ap);
	return r;
}

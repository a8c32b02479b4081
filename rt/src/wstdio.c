/* wstdio.c — wide character streams in the "C" locale, as glibc's behave there: fwide, the
 * orientation a stream takes at its first I/O (byte I/O in stdio.c makes it -1), fgetwc
 * (a byte above 0x7f is EILSEQ and stays unread), fputwc (a character above 0x7f written as
 * glibc transliterates it, translit.h), fgetws, fputws, ungetwc and their short forms. */
#include <errno.h>
#include <stdio.h>
#include <wchar.h>
#include "rt.h"
#include "stdio_impl.h"
#include "translit.h"

__typeof(fgetc) __rt_fgetc;
__typeof(fputc) __rt_fputc;
__typeof(fwrite) __rt_fwrite;

RT_WEAK(fwide, __rt_fwide);
int __rt_fwide(FILE *f, int mode)
{
	if (mode && !f->orient)
		f->orient = mode > 0 ? 1 : -1;
	return f->orient;
}

RT_WEAK(fgetwc, __rt_fgetwc);
wint_t __rt_fgetwc(FILE *f)
{
	int c;

	if (__rt_fwide(f, 1) != 1)
		return WEOF;
	if (f->nwungot)
		return f->wungot[--f->nwungot];
	c = __rt_fgetc(f);
	if (c == EOF)
		return WEOF;
	if (c > 0x7f) {
		f->ungot = c;
		f->flags |= F_ERR;
		errno = EILSEQ;
		return WEOF;
	}
	return (wint_t)c;
}

RT_WEAK(getwc, __rt_getwc);
wint_t __rt_getwc(FILE *f)
{
	return __rt_fgetwc(f);
}

RT_WEAK(getwchar, __rt_getwchar);
wint_t __rt_getwchar(void)
{
	return __rt_fgetwc(stdin);
}

/* Writes wc to a wide stream: 0 or EOF. */
static int put_wide(wchar_t wc, FILE *f)
{
	unsigned int c = (unsigned int)wc;
	size_t lo = 0, hi = TL_COUNT, mid, n;
	const char *s = "?";

	if (c <= 0x7f)
		return __rt_fputc((int)c, f) == EOF ? EOF : 0;
	while (lo < hi) {
		mid = (lo + hi) / 2;
		if (tl_wc[mid] < c)
			lo = mid + 1;
		else
			hi = mid;
	}
	n = 1;
	if (lo < TL_COUNT && tl_wc[lo] == c) {
		s = tl_text + tl_at[lo];
		n = (size_t)(tl_at[lo + 1] - tl_at[lo]);
	}
	return n && __rt_fwrite(s, 1, n, f) != n ? EOF : 0;
}

RT_WEAK(fputwc, __rt_fputwc);
wint_t __rt_fputwc(wchar_t wc, FILE *f)
{
	if (__rt_fwide(f, 1) != 1 || put_wide(wc, f) < 0)
		return WEOF;
	return (wint_t)wc;
}

/* glibc's putwc does not check the orientation: on a byte stream it writes the low byte of
 * wc as fputc does and returns that. */
RT_WEAK(putwc, __rt_putwc);
wint_t __rt_putwc(wchar_t wc, FILE *f)
{
	int c;

	if (f->orient < 0) {
		c = __rt_fputc((unsigned char)wc, f);
		return c == EOF ? WEOF : (wint_t)c;
	}
	return __rt_fputwc(wc, f);
}

RT_WEAK(putwchar, __rt_putwchar);
wint_t __rt_putwchar(wchar_t wc)
{
	return __rt_putwc(wc, stdout);
}

/* 1 on success, as glibc. */
RT_WEAK(fputws, __rt_fputws);
int __rt_fputws(const wchar_t *restrict s, FILE *restrict f)
{
	if (__rt_fwide(f, 1) != 1)
		return EOF;
	for (; *s; s++)
		if (put_wide(*s, f) < 0)
			return EOF;
	return 1;
}

/* glibc's: n = 1 gives the empty string at once; otherwise NULL when nothing was read or an
 * error came up during this call (the characters read before it are in s, unterminated),
 * and the error indicator as it was before the call is kept. */
RT_WEAK(fgetws, __rt_fgetws);
wchar_t *__rt_fgetws(wchar_t *restrict s, int n, FILE *restrict f)
{
	int old = f->flags & F_ERR, i = 0;
	wchar_t *r = s;
	wint_t c;

	if (n <= 0)
		return NULL;
	if (n == 1) {
		s[0] = 0;
		return s;
	}
	f->flags &= ~F_ERR;
	while (i < n - 1) {
		c = __rt_fgetwc(f);
		if (c == WEOF)
			break;
		s[i++] = (wchar_t)c;
		if (c == '\n')
			break;
	}
	if (!i || (f->flags & F_ERR))
		r = NULL;
	else
		s[i] = 0;
	f->flags |= old;
	return r;
}

/* Any character but WEOF, up to 4 of them (glibc: as many as memory allows); it orients the
 * stream wide and clears the end-of-file indicator. */
RT_WEAK(ungetwc, __rt_ungetwc);
wint_t __rt_ungetwc(wint_t wc, FILE *f)
{
	__rt_fwide(f, 1);
	if (wc == WEOF || f->nwungot == (int)(sizeof f->wungot / sizeof f->wungot[0]))
		return WEOF;
	f->wungot[f->nwungot++] = wc;
	f->flags &= ~F_EOF;
	return wc;
}

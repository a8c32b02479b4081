/* wchar.c — wide characters in the "C" locale, as glibc's "C" locale has them: the single
 * character and string conversions of <wchar.h> and <stdlib.h> (bytes 0..0x7f are the wide
 * characters 0..0x7f, anything else is EILSEQ), the wide string and array functions, and
 * wcstol ... wcstof through the narrow conversions. */
#include <errno.h>
#include <inttypes.h>
#include <stdlib.h>
#include <string.h>
#include <wchar.h>
#include "rt.h"

#define STDIO_EOF (-1)

RT_WEAK(btowc, __rt_btowc);
wint_t __rt_btowc(int c)
{
	return c >= 0 && c <= 0x7f ? (wint_t)c : WEOF;
}

RT_WEAK(wctob, __rt_wctob);
int __rt_wctob(wint_t c)
{
	return c <= 0x7f ? (int)c : STDIO_EOF;
}

RT_WEAK(mbsinit, __rt_mbsinit);
int __rt_mbsinit(const mbstate_t *ps)
{
	return !ps || ps->__count == 0;
}

RT_WEAK(mbrtowc, __rt_mbrtowc);
size_t __rt_mbrtowc(wchar_t *restrict pwc, const char *restrict s, size_t n,
		    mbstate_t *restrict ps)
{
	unsigned char c;

	(void)ps;
	if (!s)
		return 0;
	if (!n)
		return (size_t)-2;
	c = (unsigned char)*s;
	if (c > 0x7f) {
		errno = EILSEQ;
		return (size_t)-1;
	}
	if (pwc)
		*pwc = c;
	return c != 0;
}

RT_WEAK(mbrlen, __rt_mbrlen);
size_t __rt_mbrlen(const char *restrict s, size_t n, mbstate_t *restrict ps)
{
	return __rt_mbrtowc(NULL, s, n, ps);
}

RT_WEAK(wcrtomb, __rt_wcrtomb);
size_t __rt_wcrtomb(char *restrict s, wchar_t wc, mbstate_t *restrict ps)
{
	(void)ps;
	if (!s)
		return 1;
	if ((wint_t)wc > 0x7f) {
		errno = EILSEQ;
		return (size_t)-1;
	}
	*s = (char)wc;
	return 1;
}

RT_WEAK(mbsrtowcs, __rt_mbsrtowcs);
size_t __rt_mbsrtowcs(wchar_t *restrict dst, const char **restrict src, size_t len,
		      mbstate_t *restrict ps)
{
	const unsigned char *s = (const unsigned char *)*src;
	size_t n = 0;

	(void)ps;
	for (; !dst || n < len; n++, s++) {
		if (*s > 0x7f) {
			if (dst)
				*src = (const char *)s;
			errno = EILSEQ;
			return (size_t)-1;
		}
		if (dst)
			dst[n] = *s;
		if (!*s) {
			if (dst)
				*src = NULL;
			return n;
		}
	}
	*src = (const char *)s;
	return n;
}

RT_WEAK(wcsrtombs, __rt_wcsrtombs);
size_t __rt_wcsrtombs(char *restrict dst, const wchar_t **restrict src, size_t len,
		      mbstate_t *restrict ps)
{
	const wchar_t *s = *src;
	size_t n = 0;

	(void)ps;
	for (; !dst || n < len; n++, s++) {
		if ((wint_t)*s > 0x7f) {
			if (dst)
				*src = s;
			errno = EILSEQ;
			return (size_t)-1;
		}
		if (dst)
			dst[n] = (char)*s;
		if (!*s) {
			if (dst)
				*src = NULL;
			return n;
		}
	}
	*src = s;
	return n;
}

/* <stdlib.h>'s: no state, so a null s answers 0 (the encoding is not state-dependent). */
RT_WEAK(mblen, __rt_mblen);
int __rt_mblen(const char *s, size_t n)
{
	if (!s || !*s)
		return 0;
	return (int)__rt_mbrtowc(NULL, s, n, NULL) < 0 ? -1 : 1;
}

RT_WEAK(mbtowc, __rt_mbtowc);
int __rt_mbtowc(wchar_t *restrict pwc, const char *restrict s, size_t n)
{
	if (!s)
		return 0;
	if (!*s) {
		if (pwc)
			*pwc = 0;
		return 0;
	}
	return (int)__rt_mbrtowc(pwc, s, n, NULL) < 0 ? -1 : 1;
}

RT_WEAK(wctomb, __rt_wctomb);
int __rt_wctomb(char *s, wchar_t wc)
{
	if (!s)
		return 0;
	return (int)__rt_wcrtomb(s, wc, NULL);
}

RT_WEAK(mbstowcs, __rt_mbstowcs);
size_t __rt_mbstowcs(wchar_t *restrict dst, const char *restrict src, size_t n)
{
	const char *s = src;

	return __rt_mbsrtowcs(dst, &s, n, NULL);
}

RT_WEAK(wcstombs, __rt_wcstombs);
size_t __rt_wcstombs(char *restrict dst, const wchar_t *restrict src, size_t n)
{
	const wchar_t *s = src;

	return __rt_wcsrtombs(dst, &s, n, NULL);
}

RT_WEAK(wcslen, __rt_wcslen);
size_t __rt_wcslen(const wchar_t *s)
{
	const wchar_t *p = s;

	while (*p)
		p++;
	return (size_t)(p - s);
}

RT_WEAK(wcscpy, __rt_wcscpy);
wchar_t *__rt_wcscpy(wchar_t *restrict d, const wchar_t *restrict s)
{
	wchar_t *p = d;

	while ((*p++ = *s++))
		;
	return d;
}

/* Pads with null characters up to n. */
RT_WEAK(wcsncpy, __rt_wcsncpy);
wchar_t *__rt_wcsncpy(wchar_t *restrict d, const wchar_t *restrict s, size_t n)
{
	size_t i = 0;

	for (; i < n && s[i]; i++)
		d[i] = s[i];
	for (; i < n; i++)
		d[i] = 0;
	return d;
}

RT_WEAK(wcscat, __rt_wcscat);
wchar_t *__rt_wcscat(wchar_t *restrict d, const wchar_t *restrict s)
{
	__rt_wcscpy(d + __rt_wcslen(d), s);
	return d;
}

/* At most n characters of s and a null character. */
RT_WEAK(wcsncat, __rt_wcsncat);
wchar_t *__rt_wcsncat(wchar_t *restrict d, const wchar_t *restrict s, size_t n)
{
	wchar_t *p = d + __rt_wcslen(d);

	while (n-- && *s)
		*p++ = *s++;
	*p = 0;
	return d;
}

static int cmp(wchar_t a, wchar_t b)
{
	return a < b ? -1 : a > b;
}

RT_WEAK(wcscmp, __rt_wcscmp);
int __rt_wcscmp(const wchar_t *a, const wchar_t *b)
{
	while (*a && *a == *b) {
		a++;
		b++;
	}
	return cmp(*a, *b);
}

RT_WEAK(wcsncmp, __rt_wcsncmp);
int __rt_wcsncmp(const wchar_t *a, const wchar_t *b, size_t n)
{
	for (; n; n--, a++, b++)
		if (*a != *b || !*a)
			return cmp(*a, *b);
	return 0;
}

RT_WEAK(wcscoll, __rt_wcscoll);
int __rt_wcscoll(const wchar_t *a, const wchar_t *b)
{
	return __rt_wcscmp(a, b);
}

/* glibc's "C" locale: min(wcslen(s) + 1, n) characters copied, so no terminator when n is
 * not more than the length. */
RT_WEAK(wcsxfrm, __rt_wcsxfrm);
size_t __rt_wcsxfrm(wchar_t *restrict d, const wchar_t *restrict s, size_t n)
{
	size_t len = __rt_wcslen(s);

	if (n)
		__rt_wcsncpy(d, s, len + 1 < n ? len + 1 : n);
	return len;
}

RT_WEAK(wcschr, __rt_wcschr);
wchar_t *__rt_wcschr(const wchar_t *s, wchar_t c)
{
	for (;; s++) {
		if (*s == c)
			return (wchar_t *)s;
		if (!*s)
			return NULL;
	}
}

RT_WEAK(wcsrchr, __rt_wcsrchr);
wchar_t *__rt_wcsrchr(const wchar_t *s, wchar_t c)
{
	const wchar_t *last = NULL;

	for (;; s++) {
		if (*s == c)
			last = s;
		if (!*s)
			return (wchar_t *)last;
	}
}

RT_WEAK(wcsstr, __rt_wcsstr);
wchar_t *__rt_wcsstr(const wchar_t *restrict hay, const wchar_t *restrict needle)
{
	size_t n = __rt_wcslen(needle);

	if (!n)
		return (wchar_t *)hay;
	for (; *hay; hay++)
		if (*hay == *needle && __rt_wcsncmp(hay, needle, n) == 0)
			return (wchar_t *)hay;
	return NULL;
}

static int in(wchar_t c, const wchar_t *set)
{
	for (; *set; set++)
		if (*set == c)
			return 1;
	return 0;
}

RT_WEAK(wcsspn, __rt_wcsspn);
size_t __rt_wcsspn(const wchar_t *s, const wchar_t *accept)
{
	size_t n = 0;

	while (s[n] && in(s[n], accept))
		n++;
	return n;
}

RT_WEAK(wcscspn, __rt_wcscspn);
size_t __rt_wcscspn(const wchar_t *s, const wchar_t *reject)
{
	size_t n = 0;

	while (s[n] && !in(s[n], reject))
		n++;
	return n;
}

RT_WEAK(wcspbrk, __rt_wcspbrk);
wchar_t *__rt_wcspbrk(const wchar_t *s, const wchar_t *accept)
{
	s += __rt_wcscspn(s, accept);
	return *s ? (wchar_t *)s : NULL;
}

RT_WEAK(wcstok, __rt_wcstok);
wchar_t *__rt_wcstok(wchar_t *restrict s, const wchar_t *restrict delim, wchar_t **restrict save)
{
	wchar_t *end;

	if (!s)
		s = *save;
	s += __rt_wcsspn(s, delim);
	if (!*s) {
		*save = s;
		return NULL;
	}
	end = s + __rt_wcscspn(s, delim);
	if (*end)
		*end++ = 0;
	*save = end;
	return s;
}

RT_WEAK(wmemchr, __rt_wmemchr);
wchar_t *__rt_wmemchr(const wchar_t *s, wchar_t c, size_t n)
{
	for (; n; n--, s++)
		if (*s == c)
			return (wchar_t *)s;
	return NULL;
}

RT_WEAK(wmemcmp, __rt_wmemcmp);
int __rt_wmemcmp(const wchar_t *a, const wchar_t *b, size_t n)
{
	for (; n; n--, a++, b++)
		if (*a != *b)
			return cmp(*a, *b);
	return 0;
}

RT_WEAK(wmemcpy, __rt_wmemcpy);
wchar_t *__rt_wmemcpy(wchar_t *restrict d, const wchar_t *restrict s, size_t n)
{
	return memcpy(d, s, n * sizeof(wchar_t));
}

RT_WEAK(wmemmove, __rt_wmemmove);
wchar_t *__rt_wmemmove(wchar_t *d, const wchar_t *s, size_t n)
{
	return memmove(d, s, n * sizeof(wchar_t));
}

RT_WEAK(wmemset, __rt_wmemset);
wchar_t *__rt_wmemset(wchar_t *d, wchar_t c, size_t n)
{
	for (size_t i = 0; i < n; i++)
		d[i] = c;
	return d;
}

/* The narrow copy of s's prefix of characters 1..0x7f (nothing else can be part of a
 * number): in buf when it fits, else from malloc. NULL when malloc fails. */
static char *narrow(const wchar_t *s, char *buf, size_t size)
{
	size_t n = 0, i;
	char *p = buf;

	while ((wint_t)s[n] - 1 < 0x7f)
		n++;
	if (n >= size && !(p = malloc(n + 1)))
		return NULL;
	for (i = 0; i < n; i++)
		p[i] = (char)s[i];
	p[n] = '\0';
	return p;
}

#define NARROW_BUF 128

/* Sets *end (when asked) to the wide character after what the narrow conversion took. */
#define WIDE_CONVERT(type, call)                                               \
	do {                                                                       \
		char buf[NARROW_BUF], *p = narrow(s, buf, sizeof buf), *e;         \
		type r;                                                            \
                                                                                   \
		if (!p) {                                                          \
			if (end)                                                   \
				*end = (wchar_t *)s;                               \
			return 0;                                                  \
		}                                                                  \
		r = call;                                                          \
		if (end)                                                           \
			*end = (wchar_t *)s + (e - p);                             \
		if (p != buf)                                                      \
			free(p);                                                   \
		return r;                                                          \
	} while (0)

RT_WEAK(wcstol, __rt_wcstol);
long __rt_wcstol(const wchar_t *restrict s, wchar_t **restrict end, int base)
{
	WIDE_CONVERT(long, strtol(p, &e, base));
}

RT_WEAK(wcstoul, __rt_wcstoul);
unsigned long __rt_wcstoul(const wchar_t *restrict s, wchar_t **restrict end, int base)
{
	WIDE_CONVERT(unsigned long, strtoul(p, &e, base));
}

RT_WEAK(wcstoll, __rt_wcstoll);
long long __rt_wcstoll(const wchar_t *restrict s, wchar_t **restrict end, int base)
{
	WIDE_CONVERT(long long, strtoll(p, &e, base));
}

RT_WEAK(wcstoull, __rt_wcstoull);
unsigned long long __rt_wcstoull(const wchar_t *restrict s, wchar_t **restrict end, int base)
{
	WIDE_CONVERT(unsigned long long, strtoull(p, &e, base));
}

RT_WEAK(wcstoimax, __rt_wcstoimax);
intmax_t __rt_wcstoimax(const wchar_t *restrict s, wchar_t **restrict end, int base)
{
	WIDE_CONVERT(intmax_t, strtoimax(p, &e, base));
}

RT_WEAK(wcstoumax, __rt_wcstoumax);
uintmax_t __rt_wcstoumax(const wchar_t *restrict s, wchar_t **restrict end, int base)
{
	WIDE_CONVERT(uintmax_t, strtoumax(p, &e, base));
}

RT_WEAK(wcstod, __rt_wcstod);
double __rt_wcstod(const wchar_t *restrict s, wchar_t **restrict end)
{
	WIDE_CONVERT(double, strtod(p, &e));
}

RT_WEAK(wcstold, __rt_wcstold);
long double __rt_wcstold(const wchar_t *restrict s, wchar_t **restrict end)
{
	WIDE_CONVERT(long double, strtold(p, &e));
}

RT_WEAK(wcstof, __rt_wcstof);
float __rt_wcstof(const wchar_t *restrict s, wchar_t **restrict end)
{
	WIDE_CONVERT(float, strtof(p, &e));
}

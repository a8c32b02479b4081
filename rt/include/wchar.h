/* wchar.h — wide characters for aex guest programs (rt), in the "C" locale only: bytes
 * 0..0x7f are the wide characters 0..0x7f and every other byte is an encoding error (EILSEQ),
 * as in glibc's "C" locale. Conversions and strings: rt/src/wchar.c; wide streams:
 * rt/src/wstdio.c; formatted I/O: rt/src/wprintf.c, wscanf.c (docs/rt.md). */
#ifndef RT_WCHAR_H
#define RT_WCHAR_H

#include <stdarg.h>
#include <stddef.h>

/* The ABI's types: int and unsigned int on every aex ISA and on x86-64. */
#ifndef RT_WINT_T
#define RT_WINT_T
typedef __WINT_TYPE__ wint_t;
#endif

#define WCHAR_MIN __WCHAR_MIN__
#define WCHAR_MAX __WCHAR_MAX__
#define WEOF ((wint_t)-1)

/* glibc's layout; the "C" locale never leaves a conversion in a shift state. */
typedef struct {
	int __count;
	unsigned int __value;
} mbstate_t;

typedef struct __rt_file FILE;

/* Single characters. A byte above 0x7f, and a wide character outside 0..0x7f, is an encoding
 * error: btowc gives WEOF, wctob EOF, and the restartable conversions (size_t)-1 with errno
 * EILSEQ. A null s asks the conversion to return to the initial state (it always is). */
wint_t btowc(int c);
int wctob(wint_t c);
int mbsinit(const mbstate_t *ps);
size_t mbrlen(const char *restrict s, size_t n, mbstate_t *restrict ps);
size_t mbrtowc(wchar_t *restrict pwc, const char *restrict s, size_t n,
	       mbstate_t *restrict ps);
size_t wcrtomb(char *restrict s, wchar_t wc, mbstate_t *restrict ps);
/* Strings: *src is left at the character that could not be converted, after the last one
 * converted when len runs out, and NULL when the terminator was converted (dst not NULL). */
size_t mbsrtowcs(wchar_t *restrict dst, const char **restrict src, size_t len,
		 mbstate_t *restrict ps);
size_t wcsrtombs(char *restrict dst, const wchar_t **restrict src, size_t len,
		 mbstate_t *restrict ps);

/* Wide strings and arrays: wcscmp, wcsncmp and wmemcmp compare wchar_t (signed) values;
 * wcscoll is wcscmp and wcsxfrm a copy, as in the "C" locale. */
size_t wcslen(const wchar_t *s);
wchar_t *wcscpy(wchar_t *restrict d, const wchar_t *restrict s);
wchar_t *wcsncpy(wchar_t *restrict d, const wchar_t *restrict s, size_t n);
wchar_t *wcscat(wchar_t *restrict d, const wchar_t *restrict s);
wchar_t *wcsncat(wchar_t *restrict d, const wchar_t *restrict s, size_t n);
int wcscmp(const wchar_t *a, const wchar_t *b);
int wcsncmp(const wchar_t *a, const wchar_t *b, size_t n);
int wcscoll(const wchar_t *a, const wchar_t *b);
size_t wcsxfrm(wchar_t *restrict d, const wchar_t *restrict s, size_t n);
wchar_t *wcschr(const wchar_t *s, wchar_t c);
wchar_t *wcsrchr(const wchar_t *s, wchar_t c);
wchar_t *wcsstr(const wchar_t *restrict hay, const wchar_t *restrict needle);
size_t wcsspn(const wchar_t *s, const wchar_t *accept);
size_t wcscspn(const wchar_t *s, const wchar_t *reject);
wchar_t *wcspbrk(const wchar_t *s, const wchar_t *accept);
wchar_t *wcstok(wchar_t *restrict s, const wchar_t *restrict delim, wchar_t **restrict save);
wchar_t *wmemchr(const wchar_t *s, wchar_t c, size_t n);
int wmemcmp(const wchar_t *a, const wchar_t *b, size_t n);
wchar_t *wmemcpy(wchar_t *restrict d, const wchar_t *restrict s, size_t n);
wchar_t *wmemmove(wchar_t *d, const wchar_t *s, size_t n);
wchar_t *wmemset(wchar_t *d, wchar_t c, size_t n);

/* Numbers: the narrow strtol ... strtof of rt over the string's prefix of characters
 * 1..0x7f (a number has no others), the end mapped back. */
long wcstol(const wchar_t *restrict s, wchar_t **restrict end, int base);
unsigned long wcstoul(const wchar_t *restrict s, wchar_t **restrict end, int base);
long long wcstoll(const wchar_t *restrict s, wchar_t **restrict end, int base);
unsigned long long wcstoull(const wchar_t *restrict s, wchar_t **restrict end, int base);
double wcstod(const wchar_t *restrict s, wchar_t **restrict end);
long double wcstold(const wchar_t *restrict s, wchar_t **restrict end);
float wcstof(const wchar_t *restrict s, wchar_t **restrict end);

/* Wide streams (rt/src/wstdio.c), as glibc's in the "C" locale: the first I/O on a stream
 * fixes its orientation (fwide), and a wide function on a byte stream fails with WEOF. A
 * byte above 0x7f stops fgetwc with WEOF, EILSEQ and the error indicator, and stays unread;
 * fputwc writes a character above 0x7f as glibc's "C" locale transliterates it ("(C)" for
 * U+00A9, "?" for most). ungetwc keeps up to 4 characters, any values. As glibc's, putwc
 * and putwchar on a byte stream write the low byte of the character (fputc). */
wint_t fgetwc(FILE *f);
wint_t getwc(FILE *f);
wint_t getwchar(void);
wint_t fputwc(wchar_t wc, FILE *f);
wint_t putwc(wchar_t wc, FILE *f);
wint_t putwchar(wchar_t wc);
wchar_t *fgetws(wchar_t *restrict s, int n, FILE *restrict f);
int fputws(const wchar_t *restrict s, FILE *restrict f);
wint_t ungetwc(wint_t wc, FILE *f);
int fwide(FILE *f, int mode);
/* Formatted output (rt/src/wprintf.c), as glibc's in the "C" locale: printf's conversions
 * with a wide format, widths, precisions and %n counting wide characters; %s takes a char
 * string (a byte above 0x7f in it: -1, EILSEQ), %ls a wide one, %c an int (btowc), %lc a
 * wint_t. A stream is oriented wide (-1 for a byte stream) and written through fputwc;
 * swprintf returns -1 when the result and its terminator do not fit n characters. */
int wprintf(const wchar_t *restrict fmt, ...);
int fwprintf(FILE *restrict f, const wchar_t *restrict fmt, ...);
int swprintf(wchar_t *restrict s, size_t n, const wchar_t *restrict fmt, ...);
int vwprintf(const wchar_t *restrict fmt, va_list ap);
int vfwprintf(FILE *restrict f, const wchar_t *restrict fmt, va_list ap);
int vswprintf(wchar_t *restrict s, size_t n, const wchar_t *restrict fmt, va_list ap);
/* Formatted input (rt/src/wscanf.c), as glibc's in the "C" locale: scanf's conversions over
 * wide input with a wide format; %ls %lc %l[ store wchar_t, %s %c %[ char (a character
 * above 0x7f there: EILSEQ, the conversion fails); a wide stream's byte above 0x7f ends its
 * input (EILSEQ), a byte stream gives EOF. */
int wscanf(const wchar_t *restrict fmt, ...);
int fwscanf(FILE *restrict f, const wchar_t *restrict fmt, ...);
int swscanf(const wchar_t *restrict s, const wchar_t *restrict fmt, ...);
int vwscanf(const wchar_t *restrict fmt, va_list ap);
int vfwscanf(FILE *restrict f, const wchar_t *restrict fmt, va_list ap);
int vswscanf(const wchar_t *restrict s, const wchar_t *restrict fmt, va_list ap);
/* strftime's conversions (rt/src/time.c) with a wide format and result. */
struct tm;
size_t wcsftime(wchar_t *restrict s, size_t max, const wchar_t *restrict fmt,
		const struct tm *restrict tm);

#endif

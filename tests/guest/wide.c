/* wide.c — rt's <wchar.h>, <wctype.h> and multibyte <stdlib.h> in the "C" locale: the single
 * and string conversions over every byte and edge wide characters, classes and case
 * mappings, the wcs and wmem functions, wcstol ... wcstof, and wide streams through a pipe
 * (transliteration, EILSEQ, ungetwc, orientation); the output is identical on every guest
 * ISA and on the host (glibc under LANG=C). */
#include <errno.h>
#include <limits.h>
#include <locale.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <wchar.h>
#include <wctype.h>

/* A wide string as text: ASCII as it is, the rest as <hex>. */
static void show(const char *label, const wchar_t *s)
{
	printf("%s \"", label);
	if (!s) {
		printf("(null)\"\n");
		return;
	}
	for (; *s; s++) {
		if (*s >= 0x20 && *s < 0x7f)
			putchar((int)*s);
		else
			printf("<%x>", (unsigned)*s);
	}
	printf("\"\n");
}

static unsigned hash(unsigned h, unsigned v)
{
	return (h ^ v) * 16777619u;
}

static void conversions(void)
{
	static const long wides[] = { 0, 0x41, 0x7f, 0x80, 0xa9, 0xff, 0x100, 0x2018, 0xfffd,
				      0x10ffff, 0x110000, 0x7fffffff, -1, -2 };
	unsigned h = 2166136261u;
	mbstate_t st;
	char buf[8];
	int valid = 0;

	memset(&st, 0, sizeof st);
	for (int c = -1; c < 256; c++) {
		wchar_t w = 99;
		char b = (char)c;
		size_t r;

		errno = 0;
		r = mbrtowc(&w, &b, 1, &st);
		h = hash(h, (unsigned)btowc(c));
		h = hash(h, (unsigned)r);
		h = hash(h, (unsigned)w);
		h = hash(h, errno == EILSEQ);
		h = hash(h, (unsigned)mblen(&b, 1));
		valid += btowc(c) != WEOF;
	}
	printf("bytes: %d valid, hash %08x, mbsinit %d\n", valid, h, mbsinit(&st));
	printf("mbrtowc n=0: %d, null s: %d, mblen(NULL): %d, MB_CUR_MAX %d\n",
	       (int)mbrtowc(NULL, "a", 0, &st), (int)mbrtowc(NULL, NULL, 0, &st), mblen(NULL, 0),
	       (int)MB_CUR_MAX);
	for (size_t i = 0; i < sizeof wides / sizeof wides[0]; i++) {
		wchar_t w = (wchar_t)wides[i];
		size_t r;
		int e;

		memset(buf, '.', sizeof buf);
		errno = 0;
		r = wcrtomb(buf, w, &st);
		e = errno == EILSEQ;
		printf("%lx: wctob %d wcrtomb %d %02x eilseq %d wctomb %d upper %x lower %x\n",
		       (unsigned long)(unsigned)w, wctob((wint_t)w), (int)r, (unsigned char)buf[0], e,
		       wctomb(buf, w), (unsigned)towupper((wint_t)w), (unsigned)towlower((wint_t)w));
	}
	errno = 0;
	wcrtomb(buf, 0x80, &st);
	printf("EILSEQ: %s\n", strerror(errno));
}

static void classes(void)
{
	static const char *const names[] = { "alnum", "alpha", "blank", "cntrl", "digit", "graph",
					     "lower", "print", "punct", "space", "upper",
					     "xdigit" };
	int (*const fn[])(wint_t) = { iswalnum, iswalpha, iswblank, iswcntrl, iswdigit, iswgraph,
				      iswlower, iswprint, iswpunct, iswspace, iswupper,
				      iswxdigit };

	for (size_t k = 0; k < 12; k++) {
		unsigned h = 2166136261u;
		int n = 0;

		for (long c = -2; c < 0x180; c++) {
			int in = fn[k]((wint_t)c) != 0;

			if (in != (iswctype((wint_t)c, wctype(names[k])) != 0))
				printf("iswctype %s %lx differs\n", names[k], c);
			n += in;
			if (in)
				h = hash(h, (unsigned)c);
		}
		printf("%-6s %3d %08x\n", names[k], n, h);
	}
	printf("wctype(\"bogus\") %d, wctrans(\"toupper\") %d, wctrans(\"x\") %d\n",
	       wctype("bogus") != 0, wctrans("toupper") != 0, wctrans("x") != 0);
	printf("towctrans: %c %c %x\n", (int)towctrans(L'q', wctrans("toupper")),
	       (int)towctrans(L'Q', wctrans("tolower")), (unsigned)towctrans(0xe9, wctrans("toupper")));
}

static void strings(void)
{
	wchar_t a[64], b[64], *save, *tok;
	const wchar_t *hay = L"the cat sat on the mat";

	wcscpy(a, L"wide ");
	wcscat(a, L"strings");
	wcsncat(a, L" and more", 4);
	show("wcscat", a);
	printf("wcslen %d\n", (int)wcslen(a));
	wmemset(b, L'#', 10);
	wcsncpy(b, L"abc", 6);
	printf("wcsncpy %d %d %d %c\n", b[2], b[3], b[5], (int)b[6]);
	printf("wcscmp %d %d %d wcsncmp %d wcscoll %d\n", wcscmp(L"abc", L"abd") < 0,
	       wcscmp(L"abc", L"abc"), wcscmp(L"\x100", L"a") > 0, wcsncmp(L"abcx", L"abcy", 3),
	       wcscoll(L"b", L"a") > 0);
	printf("negative sorts first: %d %d\n", wcscmp((wchar_t[]){ -1, 0 }, L"a") < 0,
	       wmemcmp((wchar_t[]){ -1 }, L"a", 1) < 0);
	printf("wcsxfrm %d\n", (int)wcsxfrm(b, L"xfrm", 10));
	show("  copy", b);
	printf("wcschr %d wcsrchr %d wcsstr %d %d wcsspn %d wcscspn %d wcspbrk %d\n",
	       (int)(wcschr(hay, L'a') - hay), (int)(wcsrchr(hay, L'a') - hay),
	       (int)(wcsstr(hay, L"the m") - hay), wcsstr(hay, L"dog") == NULL,
	       (int)wcsspn(hay, L"eht "), (int)wcscspn(hay, L"os"),
	       (int)(wcspbrk(hay, L"mno") - hay));
	printf("wcschr nul %d wmemchr %d\n", (int)(wcschr(hay, 0) - hay),
	       (int)(wmemchr(hay, L'o', 20) - hay));
	wcscpy(a, L"  one,two,,three  four ");
	for (tok = wcstok(a, L" ,", &save); tok; tok = wcstok(NULL, L" ,", &save))
		show("token", tok);
	wcscpy(a, L"0123456789");
	wmemmove(a + 2, a, 6);
	show("wmemmove", a);
	wmemmove(a, a + 3, 5);
	show("wmemmove", a);
	wmemcpy(a, L"XY", 2);
	show("wmemcpy", a);
}

/* long is 32 bits on the guests and 64 on the host: wcstol and wcstoul are shown only where
 * that does not matter, the limits by name (and not wcstoul where wcstol is LONG_MIN). */
static void show_long(long l, unsigned long u)
{
	if (l == LONG_MAX || l == LONG_MIN)
		printf("%s", l == LONG_MAX ? "LONG_MAX" : "LONG_MIN");
	else
		printf("%ld", l);
	if (l == LONG_MIN)
		printf(" -");
	else if (u > ULONG_MAX / 2)
		printf(" ULONG_MAX-%lu", ULONG_MAX - u);
	else
		printf(" %lu", u);
}

static void numbers(void)
{
	static const wchar_t *const ints[] = { L"  42", L"-0x1fz", L"0777", L"z9", L"+zz",
					       L"99999999999999999999", L"-9223372036854775809",
					       L"2147483646", L"  -1", L"12\x663", L"0x", L"" };
	static const wchar_t *const wides[] = { L"4294967296", L"-4294967297x", L"0x7fffffffffffffff",
						L"18446744073709551616" };
	static const int bases[] = { 10, 0, 0, 36, 36, 10, 10, 0, 10, 10, 16, 10 };
	static const wchar_t *const reals[] = { L"3.25", L" -1e-3x", L"0x1.8p3", L"inf",
						L"nan(abc)", L"1e400", L"1e-400", L".5e", L"2.5\xb2",
						L"0.1", L"-0", L"abc" };
	wchar_t *end;

	for (size_t i = 0; i < sizeof ints / sizeof ints[0]; i++) {
		long l;
		unsigned long long u;
		int e1, e2;

		errno = 0;
		l = wcstol(ints[i], &end, bases[i]);
		e1 = errno == ERANGE;
		errno = 0;
		u = wcstoull(ints[i], NULL, bases[i]);
		e2 = errno == ERANGE;
		printf("base %d: wcstol, wcstoul ", bases[i]);
		show_long(l, wcstoul(ints[i], NULL, bases[i]));
		printf(" end %d erange %d; wcstoull %llu erange %d; wcstoll %lld\n",
		       (int)(end - ints[i]), e1, u, e2, wcstoll(ints[i], NULL, bases[i]));
	}
	for (size_t i = 0; i < sizeof wides / sizeof wides[0]; i++) {
		long long ll;
		int e;

		errno = 0;
		ll = wcstoll(wides[i], &end, 0);
		e = errno == ERANGE;
		printf("wcstoll %lld end %d erange %d wcstoull %llu\n", ll, (int)(end - wides[i]), e,
		       wcstoull(wides[i], NULL, 0));
	}
	for (size_t i = 0; i < sizeof reals / sizeof reals[0]; i++) {
		double d;
		float f;
		int e;

		errno = 0;
		d = wcstod(reals[i], &end);
		e = errno == ERANGE;
		f = wcstof(reals[i], NULL);
		printf("wcstod %.17g %a end %d erange %d; wcstof %.9g\n", d, d,
		       (int)(end - reals[i]), e, (double)f);
	}
}

static void string_conversions(void)
{
	const char *src = "multi\x80" "byte", *p;
	const wchar_t *wsrc = L"wide\x2018" L"chars", *q;
	wchar_t w[16];
	char s[16];
	mbstate_t st;
	size_t r;

	memset(&st, 0, sizeof st);
	for (size_t len = 0; len < 8; len++) {
		p = src;
		errno = 0;
		r = mbsrtowcs(w, &p, len, &st);
		printf("mbsrtowcs len %d: %d at %d eilseq %d", (int)len, (int)r,
		       p ? (int)(p - src) : -1, errno == EILSEQ);
		q = wsrc;
		errno = 0;
		r = wcsrtombs(s, &q, len, &st);
		printf("; wcsrtombs %d at %d eilseq %d\n", (int)r, q ? (int)(q - wsrc) : -1,
		       errno == EILSEQ);
	}
	p = "fine";
	r = mbsrtowcs(w, &p, 10, &st);
	printf("mbsrtowcs whole %d src %s", (int)r, p ? "set" : "NULL");
	show("", w);
	q = L"back";
	r = wcsrtombs(s, &q, 10, &st);
	printf("wcsrtombs whole %d src %s \"%s\"\n", (int)r, q ? "set" : "NULL", s);
	printf("counts: %d %d %d %d\n", (int)mbsrtowcs(NULL, &src, 0, &st),
	       (int)mbstowcs(NULL, "twelve chars", 3), (int)wcstombs(NULL, L"five!", 0),
	       (int)wcstombs(NULL, L"\xe9", 0));
	r = mbstowcs(w, "abc", 16);
	printf("mbstowcs %d", (int)r);
	show("", w);
	r = wcstombs(s, L"xyz", 2);
	s[2] = 0;
	printf("wcstombs %d \"%s\"\n", (int)r, s);
}

static void streams(void)
{
	static const wchar_t out[] = { L'a', 0xa9, L'b', 0x2018, 0xe4, 0xfb01, 0xbd, L'\n', 0 };
	int fd[2];
	FILE *w, *r;
	wchar_t line[32];
	wint_t c;

	if (pipe(fd) < 0 || !(w = fdopen(fd[1], "w")) || !(r = fdopen(fd[0], "r")))
		return;
	printf("fwide new %d", fwide(w, 0));
	printf(" after fputws %d", fputws(out, w));
	printf(" -> %d\n", fwide(w, 0));
	printf("fputwc %x", (unsigned)fputwc(L'z', w));
	printf(" %x", (unsigned)putwc(0x3000, w));
	printf(" %x\n", (unsigned)fputwc(L'\n', w));
	fclose(w);
	while (fgetws(line, 32, r))
		show("fgetws", line);
	printf("eof %d err %d\n", feof(r), ferror(r));
	fclose(r);

	if (pipe(fd) < 0 || !(w = fdopen(fd[1], "w")) || !(r = fdopen(fd[0], "r")))
		return;
	fputs("ab\x80" "c\nxy", w);
	printf("byte stream: fwide %d", fwide(w, 0));
	printf(" fputwc %x", (unsigned)fputwc(L'q', w));
	printf(" putwc %x\n", (unsigned)putwc(0x2151, w));
	fclose(w);
	printf("fwide read %d", fwide(r, 0));
	c = fgetwc(r);
	printf(" fgetwc %x -> %d", (unsigned)c, fwide(r, 0));
	printf(" ungetwc %x", (unsigned)ungetwc(c, r));
	printf(" getwc %x", (unsigned)getwc(r));
	printf(" %x", (unsigned)fgetwc(r));
	for (int i = 0; i < 2; i++) {
		errno = 0;
		c = fgetwc(r);
		printf(" %x eilseq %d err %d", (unsigned)c, errno == EILSEQ, ferror(r) != 0);
	}
	printf(" ungetwc %x", (unsigned)ungetwc(0x2018, r));
	printf(" %x", (unsigned)fgetwc(r));
	printf(" ungetwc WEOF %x\n", (unsigned)ungetwc(WEOF, r));
	printf("fgetws n=1: %d", fgetws(line, 1, r) == line && !line[0]);
	printf(", then %d\n", fgetws(line, 8, r) != NULL);
	fclose(r);
	printf("fwide(stdout) %d, putwchar on it:", fwide(stdout, 1));
	printf(" %x\n", (unsigned)putwchar(0x2121));
}

int main(void)
{
	int o = fwide(stdout, 0);

	printf("setlocale %s, stdout orientation %d\n", setlocale(LC_ALL, "C"), o);
	conversions();
	classes();
	strings();
	numbers();
	string_conversions();
	streams();
	return 0;
}

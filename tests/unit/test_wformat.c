/* test_wformat.c — unit tests of rt's wide formatted I/O (rt/src/wprintf.c, wcsftime in
 * rt/src/time.c) against the host's glibc in its "C" locale: random formats and arguments
 * through swprintf (every buffer size, characters above 0x7f, encoding errors) and fwprintf
 * to files, the orientation rules, and wcsftime's every conversion over random times. */
#include <criterion/criterion.h>
#include <criterion/logging.h>
#include <errno.h>
#include <limits.h>
#include <locale.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include <wchar.h>
#include "rt_host_stdio.h"

int rt_vswprintf(wchar_t *s, size_t n, const wchar_t *fmt, va_list ap);
int rt_swprintf(wchar_t *s, size_t n, const wchar_t *fmt, ...);
int rt_vfwprintf(rt_FILE *f, const wchar_t *fmt, va_list ap);
int rt_fwprintf(rt_FILE *f, const wchar_t *fmt, ...);
int rt_fwide(rt_FILE *f, int mode);
wint_t rt_fputwc(wchar_t wc, rt_FILE *f);

/* rt's struct tm (rt/include/time.h): C99's nine fields */
struct rt_tm {
	int tm_sec, tm_min, tm_hour, tm_mday, tm_mon, tm_year, tm_wday, tm_yday, tm_isdst;
};
size_t rt_wcsftime(wchar_t *s, size_t max, const wchar_t *fmt, const struct rt_tm *tm);
struct rt_tm *rt_gmtime_r(const long *t, struct rt_tm *tm);

#define MAX_REPORTS 20

static uint64_t rng = 0x853c49e6748fea9bull;

static uint64_t rnd(void)
{
	rng ^= rng << 13;
	rng ^= rng >> 7;
	rng ^= rng << 17;
	return rng;
}

static void c_locale(void)
{
	cr_assert(setlocale(LC_ALL, "C") != NULL);
}

/* A per-process scratch file name in /tmp. */
static const char *scratch(const char *name)
{
	static char path[4][64];
	static int k;
	char *p = path[k++ % 4];

	snprintf(p, sizeof path[0], "/tmp/aex_wformat_%d_%s", (int)getpid(), name);
	return p;
}

static char *slurp(const char *path, size_t *n)
{
	FILE *f = fopen(path, "rb");
	char *s = malloc(1 << 22);

	cr_assert(f && s);
	*n = fread(s, 1, 1 << 22, f);
	fclose(f);
	return s;
}

/* The format as the log shows it: characters above 0x7e as \x{...}. */
static const char *shown(const wchar_t *w)
{
	static char b[1024];
	size_t n = 0;

	for (; *w && n < sizeof b - 16; w++)
		n += (size_t)snprintf(b + n, sizeof b - n, *w >= 0x20 && *w < 0x7f ? "%c" : "\\x{%x}",
				      (unsigned)*w);
	b[n] = 0;
	return b;
}

/* ---- random formats ------------------------------------------------------------------------ */

/* The kinds of argument a conversion takes. */
enum kind { K_INT, K_LONG, K_PTR, K_DBL, K_CHR, K_WCHR, K_STR, K_WSTR, K_NONE };

struct conv {
	const char *text;
	enum kind kind;
};

static const struct conv convs[] = {
	{ "d", K_INT }, { "i", K_INT }, { "u", K_INT }, { "o", K_INT }, { "x", K_INT },
	{ "X", K_INT }, { "hhd", K_INT }, { "hu", K_INT }, { "hhx", K_INT }, { "ld", K_LONG },
	{ "lld", K_LONG }, { "llu", K_LONG }, { "lx", K_LONG }, { "zu", K_LONG }, { "td", K_LONG },
	{ "jd", K_LONG }, { "jo", K_LONG }, { "p", K_PTR }, { "e", K_DBL }, { "E", K_DBL },
	{ "f", K_DBL }, { "F", K_DBL }, { "g", K_DBL }, { "G", K_DBL }, { "a", K_DBL },
	{ "A", K_DBL }, { "lf", K_DBL }, { "c", K_CHR }, { "lc", K_WCHR }, { "C", K_WCHR },
	{ "s", K_STR }, { "ls", K_WSTR }, { "S", K_WSTR }, { "%", K_NONE }, { "y", K_NONE },
	{ "\xe2\x80\x98", K_NONE },
};

static const char *const strs[] = { "", "a", "abc", "hello, world", "0123456789abcdefghij",
				     "tab\there", "x\xe9y", "\x80", "caf\xc3\xa9", NULL };
static const wchar_t *const wstrs[] = { L"", L"a", L"abc", L"wide \x2018quoted\x2019",
					L"\xe9t\xe9", L"\xfb01", L"\x10ffff\x7f", L"0123456789",
					NULL };
static const int stars[] = { -8, 9, 0, 3, -1, 30 };

/* Appends ASCII or UTF-8 text (one wide character per sequence) to w. */
static void append(wchar_t *w, size_t *n, const char *s)
{
	wchar_t c;

	while (*s) {
		int k = mbtowc(&c, s, 4);

		if (k <= 0) {   /* the "C" locale: a byte above 0x7f stands for U+2018 */
			c = (unsigned char)*s >= 0xe0 ? 0x2018 : (unsigned char)*s;
			k = (unsigned char)*s >= 0xe0 ? 3 : 1;
		}
		w[(*n)++] = c;
		s += k;
	}
	w[*n] = 0;
}

/* Random literal text: ASCII mostly, now and then a character above 0x7f. */
static void literal(wchar_t *w, size_t *n)
{
	static const wchar_t odd[] = { 0xe9, 0xa9, 0x2018, 0xfb01, 0xbd, 0x10ffff, 0x7f, 0x80 };
	int k = (int)(rnd() % 5);

	for (int i = 0; i < k; i++) {
		uint64_t r = rnd();

		w[(*n)++] = r % 9 == 0 ? odd[(r >> 8) % 8] : (wchar_t)(' ' + (r >> 8) % 94);
		if (w[*n - 1] == L'%')
			w[*n - 1] = L'=';
	}
	w[*n] = 0;
}

/* A random conversion specification; the values its stars take in st (*ns of them). */
static const struct conv *spec(wchar_t *w, size_t *n, int *st, int *ns)
{
	static const char *const widths[] = { "", "", "1", "6", "25", "*" };
	static const char *const precs[] = { "", "", ".", ".0", ".1", ".4", ".22", ".*" };
	const struct conv *cv = &convs[rnd() % (sizeof convs / sizeof convs[0])];
	const char *wd = widths[rnd() % 6], *pr = precs[rnd() % 8];
	char b[32] = "%";

	for (const char *f = "-+ #0"; *f; f++)
		if (rnd() % 5 == 0)
			strncat(b, f, 1);
	strcat(b, wd);
	strcat(b, pr);
	strcat(b, cv->text);
	*ns = 0;
	if (*wd == '*')
		st[(*ns)++] = stars[rnd() % 6];
	if (*pr && pr[1] == '*')
		st[(*ns)++] = stars[rnd() % 6];
	append(w, n, b);
	return cv;
}

/* One random argument of each kind. */
struct args {
	int i;
	long long l;
	void *p;
	double d;
	wint_t wc;
	const char *s;
	const wchar_t *ws;
};

static void some_args(struct args *a)
{
	static const long long ints[] = { 0, 1, -1, 42, -42, 127, 128, 255, 256, 32767, -32768,
					  65535, INT_MAX, INT_MIN, UINT_MAX, LLONG_MAX, LLONG_MIN,
					  0x123456789abcdefLL, 1000000007 };
	static const double dbls[] = { 0.0, -0.0, 1.0, -1.5, 0.1, 123456.789, 1e300, -1e-300,
				       5e-324, 2.5, 999999.5, 1.0 / 0.0, -1.0 / 0.0, 0.0 / 0.0 };
	static const wint_t wcs[] = { 'a', 'Z', ' ', 0, 0x7f, 0x80, 0xe9, 0x2018, 0xfb01,
				      0x10ffff, WEOF };
	uint64_t r = rnd();

	a->l = r % 3 ? ints[r % (sizeof ints / sizeof ints[0])] : (long long)rnd();
	a->i = (int)a->l;
	a->p = r % 7 == 0 ? NULL : (void *)(uintptr_t)rnd();
	if (r % 4 == 0) {
		uint64_t bits = rnd();

		memcpy(&a->d, &bits, sizeof a->d);
	} else {
		a->d = dbls[(r >> 8) % (sizeof dbls / sizeof dbls[0])];
	}
	a->wc = wcs[(r >> 16) % (sizeof wcs / sizeof wcs[0])];
	a->s = strs[(r >> 24) % (sizeof strs / sizeof strs[0])];
	a->ws = wstrs[(r >> 32) % (sizeof wstrs / sizeof wstrs[0])];
	if (r % 11 == 0)
		a->i = (int)(0x80 + (r >> 40) % 0x80);   /* %c of a byte above 0x7f */
}

/* Calls f(..., fmt, stars, the argument of kind k, &count) */
#define WITH_ARGS(call, k, a, st, ns, cnt)                                                  \
	do {                                                                                \
		switch (k) {                                                                \
		case K_INT: case K_CHR: WITH_STARS(call, st, ns, (a)->i, cnt); break;       \
		case K_LONG: WITH_STARS(call, st, ns, (a)->l, cnt); break;                  \
		case K_PTR: WITH_STARS(call, st, ns, (a)->p, cnt); break;                   \
		case K_DBL: WITH_STARS(call, st, ns, (a)->d, cnt); break;                   \
		case K_WCHR: WITH_STARS(call, st, ns, (a)->wc, cnt); break;                 \
		case K_STR: WITH_STARS(call, st, ns, (a)->s, cnt); break;                   \
		case K_WSTR: WITH_STARS(call, st, ns, (a)->ws, cnt); break;                 \
		default: WITH_STARS_ONLY(call, st, ns, cnt); break;                         \
		}                                                                           \
	} while (0)
#define WITH_STARS(call, st, ns, x, cnt)                                                    \
	((ns) == 0 ? call(x, cnt) : (ns) == 1 ? call((st)[0], x, cnt)                       \
					       : call((st)[0], (st)[1], x, cnt))

#define WITH_STARS_ONLY(call, st, ns, cnt)                                                  \
	((ns) == 0 ? call(cnt) : (ns) == 1 ? call((st)[0], cnt) : call((st)[0], (st)[1], cnt))

/* A random format: text, a conversion, text, %n, text. */
static const struct conv *some_format(wchar_t *w, int *st, int *ns)
{
	size_t n = 0;
	const struct conv *cv;

	w[0] = 0;
	literal(w, &n);
	cv = spec(w, &n, st, ns);
	literal(w, &n);
	append(w, &n, "%n");
	literal(w, &n);
	return cv;
}

/* ---- swprintf ---------------------------------------------------------------------------- */

struct sw {
	size_t n;
	wchar_t want[300], got[300];
	int hr, rr, he, re, hn, rn;
};

/* cnt: the %n target among the arguments */
static void sw_compare(struct sw *t, int *cnt, const wchar_t *fmt, ...)
{
	va_list ap, aq;

	va_start(ap, fmt);
	va_copy(aq, ap);
	wmemset(t->want, L'#', 300);
	wmemset(t->got, L'#', 300);
	errno = 0;
	rt_errno = 0;
	*cnt = -7;
	t->hr = vswprintf(t->want, t->n, fmt, ap);
	t->he = errno;
	t->hn = *cnt;
	*cnt = -7;
	t->rr = rt_vswprintf(t->got, t->n, fmt, aq);
	t->re = rt_errno;
	t->rn = *cnt;
	va_end(aq);
	va_end(ap);
}

Test(wformat, swprintf_random)
{
	static const size_t sizes[] = { 1, 2, 3, 5, 8, 13, 40, 256, 256, 256 };
	int bad = 0;

	c_locale();
	for (int i = 0; i < 60000; i++) {
		static struct sw t;
		wchar_t fmt[128];
		struct args a;
		int st[2], ns, cnt;
		const struct conv *cv = some_format(fmt, st, &ns);

		some_args(&a);
		t.n = sizes[rnd() % (sizeof sizes / sizeof sizes[0])];
#define SW_CALL(...) sw_compare(&t, &cnt, fmt, __VA_ARGS__)
		WITH_ARGS(SW_CALL, cv->kind, &a, st, ns, &cnt);
#undef SW_CALL
		if (t.hr == t.rr && t.he == t.re && t.hn == t.rn && wmemcmp(t.want, t.got, 300) == 0)
			continue;
		if (bad++ < MAX_REPORTS)
			cr_log_error("swprintf(n=%zu, \"%s\"): host %d errno %d %%n %d, rt %d errno %d %%n %d",
				     t.n, shown(fmt), t.hr, t.he, t.hn, t.rr, t.re, t.rn);
		if (bad <= MAX_REPORTS)
			cr_log_error("  host \"%s\"", shown(t.want));
		if (bad <= MAX_REPORTS)
			cr_log_error("  rt   \"%s\"", shown(t.got));
	}
	cr_expect_eq(bad, 0, "%d of the calls differ (logged)", bad);
}

static int rt_sw(wchar_t *s, size_t n, const wchar_t *fmt, ...)
{
	va_list ap;
	int r;

	va_start(ap, fmt);
	r = rt_vswprintf(s, n, fmt, ap);
	va_end(ap);
	return r;
}

/* The edges glibc's swprintf has: n = 0 and 1, an exact fit, one short, an encoding error
 * before and after the room runs out, WEOF from %c and %lc. */
Test(wformat, swprintf_edges)
{
	static const struct {
		size_t n;
		const wchar_t *fmt;
		const char *s;
		int c;
	} cases[] = {	/* the arguments: s, then c */
		{ 0, L"abc", "", 0 }, { 1, L"", "", 0 }, { 1, L"a", "", 0 }, { 4, L"abc", "", 0 },
		{ 3, L"abc", "", 0 }, { 5, L"abc%s", "de\xe9", 0 }, { 5, L"abcdef%s", "\xe9", 0 },
		{ 9, L"%.1s|%c", "x\xe9", 'q' }, { 9, L"%.2s", "x\xe9", 0 }, { 9, L"%sab%cd", "", 0xe9 },
		{ 2, L"%sab%cd", "", 0xe9 }, { 9, L"%s%3c|", "", 0xff }, { 9, L"%s%-3c|", "", 0xff },
		{ 9, L"\x2018%s\xfb01", "ok", 0 }, { 9, L"%\x2018d|%y", "", 0 }, { 9, L"%", "", 0 },
		{ 9, L"ab%5", "", 0 },
	};

	c_locale();
	for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
		wchar_t want[16], got[16];
		int hr, rr, he, re;

		wmemset(want, L'#', 16);
		wmemset(got, L'#', 16);
		errno = 0;
		rt_errno = 0;
		hr = swprintf(want, cases[i].n, cases[i].fmt, cases[i].s, cases[i].c);
		he = errno;
		rr = rt_sw(got, cases[i].n, cases[i].fmt, cases[i].s, cases[i].c);
		re = rt_errno;
		cr_expect(hr == rr && he == re && wmemcmp(want, got, 16) == 0,
			  "swprintf(%zu, \"%s\"): host %d errno %d, rt %d errno %d", cases[i].n,
			  shown(cases[i].fmt), hr, he, rr, re);
	}
	{
		wchar_t want[4] = L"##", got[4] = L"##";

		cr_expect_eq(rt_sw(got, 4, L"%lc%lc", (wint_t)0x2018, WEOF),
			     swprintf(want, 4, L"%lc%lc", (wint_t)0x2018, WEOF));
		cr_expect(wmemcmp(want, got, 4) == 0);
	}
}

/* ---- fwprintf to files ------------------------------------------------------------------- */

struct fw {
	rt_FILE *f1;
	FILE *f2;
	int hr, rr, he, re, hn, rn;
};

static void fw_compare(struct fw *t, int *cnt, const wchar_t *fmt, ...)
{
	va_list ap, aq;

	va_start(ap, fmt);
	va_copy(aq, ap);
	errno = 0;
	rt_errno = 0;
	*cnt = -7;
	t->hr = vfwprintf(t->f2, fmt, ap);
	t->he = errno;
	t->hn = *cnt;
	*cnt = -7;
	t->rr = rt_vfwprintf(t->f1, fmt, aq);
	t->re = rt_errno;
	t->rn = *cnt;
	va_end(aq);
	va_end(ap);
}

/* Random formats and arguments to a file; the files' bytes equal (characters above 0x7f
 * transliterated), each call's result and errno too. */
Test(wformat, fwprintf_random)
{
	const char *p1 = scratch("fw1"), *p2 = scratch("fw2");
	struct fw t = { rt_fopen(p1, "w"), fopen(p2, "w"), 0, 0, 0, 0, 0, 0 };
	char *s1, *s2;
	size_t n1, n2;
	int bad = 0;

	c_locale();
	cr_assert(t.f1 && t.f2);
	for (int i = 0; i < 20000; i++) {
		wchar_t fmt[128];
		struct args a;
		int st[2], ns, cnt;
		const struct conv *cv = some_format(fmt, st, &ns);

		some_args(&a);
#define FW_CALL(...) fw_compare(&t, &cnt, fmt, __VA_ARGS__)
		WITH_ARGS(FW_CALL, cv->kind, &a, st, ns, &cnt);
#undef FW_CALL
		if (t.hr == t.rr && t.he == t.re && t.hn == t.rn)
			continue;
		if (bad++ < MAX_REPORTS)
			cr_log_error("fwprintf(\"%s\"): host %d errno %d, rt %d errno %d", shown(fmt),
				     t.hr, t.he, t.rr, t.re);
	}
	cr_expect_eq(rt_fwide(t.f1, 0), fwide(t.f2, 0));
	cr_expect_eq(rt_fclose(t.f1), 0);
	cr_expect_eq(fclose(t.f2), 0);
	s1 = slurp(p1, &n1);
	s2 = slurp(p2, &n2);
	cr_expect(n1 == n2 && memcmp(s1, s2, n2) == 0, "%zu bytes, glibc %zu", n1, n2);
	for (size_t k = 0; k < n1 && k < n2; k++) {
		if (s1[k] != s2[k]) {
			cr_log_error("first difference at byte %zu", k);
			break;
		}
	}
	cr_expect_eq(bad, 0, "%d of the calls differ (logged)", bad);
	free(s1);
	free(s2);
	unlink(p1);
	unlink(p2);
}

/* A byte stream refuses the wide printf (-1, errno kept, nothing written); fwprintf orients
 * a new stream wide; an unbuffered stream takes it all. */
Test(wformat, fwprintf_orientation)
{
	const char *p1 = scratch("or1"), *p2 = scratch("or2");
	rt_FILE *f1 = rt_fopen(p1, "w");
	FILE *f2 = fopen(p2, "w");
	char *s1, *s2;
	size_t n1, n2;

	c_locale();
	cr_assert(f1 && f2);
	cr_expect_eq(rt_fputs("byte ", f1) >= 0, fputs("byte ", f2) >= 0);
	errno = 0;
	rt_errno = 0;
	cr_expect_eq(rt_fwprintf(f1, L"x%d", 1), fwprintf(f2, L"x%d", 1));
	cr_expect_eq(rt_errno, errno);
	cr_expect_eq(rt_fwide(f1, 0), fwide(f2, 0));
	cr_expect_eq(rt_fclose(f1), 0);
	cr_expect_eq(fclose(f2), 0);
	s1 = slurp(p1, &n1);
	s2 = slurp(p2, &n2);
	cr_expect(n1 == n2 && memcmp(s1, s2, n2) == 0);
	free(s1);
	free(s2);

	f1 = rt_fopen(p1, "w");
	f2 = fopen(p2, "w");
	rt_setvbuf(f1, NULL, RT_IONBF, 0);
	setvbuf(f2, NULL, _IONBF, 0);
	cr_expect_eq(rt_fwide(f1, 0), fwide(f2, 0));
	cr_expect_eq(rt_fwprintf(f1, L"x%dy\x2018%ls|%s", 42, L"\xa9\xbd", "ok"),
		     fwprintf(f2, L"x%dy\x2018%ls|%s", 42, L"\xa9\xbd", "ok"));
	cr_expect_eq(rt_fwide(f1, 0), fwide(f2, 0));
	cr_expect_eq(rt_fwprintf(f1, L"[%s]", "\xe9"), fwprintf(f2, L"[%s]", "\xe9"));
	cr_expect_eq(rt_fwprintf(f1, L"[%c]", 0xe9), fwprintf(f2, L"[%c]", 0xe9));
	cr_expect_eq(rt_fwprintf(f1, L"%5lc|", (wint_t)0xfb01), fwprintf(f2, L"%5lc|", (wint_t)0xfb01));
	cr_expect_eq(rt_fclose(f1), 0);
	cr_expect_eq(fclose(f2), 0);
	s1 = slurp(p1, &n1);
	s2 = slurp(p2, &n2);
	cr_expect(n1 == n2 && memcmp(s1, s2, n2) == 0, "%zu bytes \"%.*s\", glibc %zu \"%.*s\"", n1,
		  (int)n1, s1, n2, (int)n2, s2);
	free(s1);
	free(s2);
	unlink(p1);
	unlink(p2);
}

/* ---- wcsftime ---------------------------------------------------------------------------- */

static void to_host(const struct rt_tm *r, struct tm *h)
{
	memset(h, 0, sizeof *h);
	h->tm_sec = r->tm_sec;
	h->tm_min = r->tm_min;
	h->tm_hour = r->tm_hour;
	h->tm_mday = r->tm_mday;
	h->tm_mon = r->tm_mon;
	h->tm_year = r->tm_year;
	h->tm_wday = r->tm_wday;
	h->tm_yday = r->tm_yday;
	h->tm_isdst = r->tm_isdst;
	h->tm_zone = "GMT";
}

/* Every conversion alone, with random flags and widths, and composite formats with
 * characters above 0x7f, over random times, into buffers of random sizes. */
Test(wformat, wcsftime_random)
{
	static const char conv[] = "aAbBcCdDeFgGhHIjmMnprRStTuUVwWxXyYzZ%";
	static const wchar_t *const composite[] = {
		L"%Y-%m-%dT%H:%M:%S%z", L"[%c] [%x] [%X] [%D %r]", L"%Ec %EC %Ex %EX %Ey %EY",
		L"\x2018%A\x2019 %d\xa0%B", L"%\xe9 %E\x2018 %", L"100%% %%%Y \xfb01", L"",
		L"%Q %q %", L"%E%",
		L"%5Y %-d %-e %_H %0e %_3j %-j %12d %012e", L"%10A|%-10a|%010B|%^a %^B %^p",
		L"%#a %#A %#b %#B %#h %#p %#Z %#Y", L"%10F|%^c|%15T|%-3D|%_12x",
	};
	int bad = 0;

	c_locale();
	for (int i = 0; i < 20000 && bad < MAX_REPORTS; i++) {
		long t = i % 3 ? (long)(rnd() % 0x100000000ull) - 0x80000000L
			       : (long)(rnd() % 284000000000ull) - 30610224000L;   /* 1000..9999 */
		struct rt_tm r;
		struct tm h;
		wchar_t fmt[64], want[256], got[256];
		size_t max = rnd() % 4 ? 256 : rnd() % 40, wn, gn, k = 0;

		cr_assert_not_null(rt_gmtime_r(&t, &r));
		to_host(&r, &h);
		if (i % 4 == 0) {
			wcscpy(fmt, composite[rnd() % (sizeof composite / sizeof composite[0])]);
		} else {
			/* what rt's strftime takes as glibc does (tests/unit/test_time.c): a flag
			 * or a width of 3 or more, E and O where they apply */
			char c = conv[rnd() % (sizeof conv - 1)];

			fmt[k++] = L'%';
			if (rnd() % 3 == 0 && c != 'z' && c != 'c')
				fmt[k++] = (wchar_t)"_-0^#"[rnd() % 5];
			else if (rnd() % 4 == 0 && c != 'z')
				fmt[k++] = (wchar_t)(L'3' + rnd() % 10);
			if (rnd() % 4 == 0 && strchr("cCxXyY", c))
				fmt[k++] = L'E';
			else if (rnd() % 4 == 0 && strchr("deHImMSuUVwWy", c))
				fmt[k++] = L'O';
			fmt[k++] = (wchar_t)c;
			fmt[k++] = rnd() % 3 ? L'.' : 0x2018;
			fmt[k] = 0;
		}
		wmemset(want, L'#', 256);
		wmemset(got, L'#', 256);
		wn = wcsftime(want, max, fmt, &h);
		gn = rt_wcsftime(got, max, fmt, &r);
		if (wn != gn || (wn && wmemcmp(want, got, wn + 1) != 0)) {
			bad++;
			cr_log_error("wcsftime(%zu, \"%s\") of %ld: host %zu, rt %zu", max, shown(fmt),
				     t, wn, gn);
			cr_log_error("  host \"%s\"", shown(want));
			cr_log_error("  rt   \"%s\"", shown(got));
		}
	}
	cr_expect_eq(bad, 0, "%d conversions differ (logged)", bad);
}

/* Any format, flags and modifiers glibc reads otherwise too: wcsftime gives what rt's
 * strftime gives for the same ASCII format, widened. */
Test(wformat, wcsftime_is_strftime)
{
	static const char chars[] = "%%%%%_-0^#123EOaAbBcCdDeFgGhHIjmMnprRStTuUVwWxXyYzZQq. ";
	size_t rt_strftime(char *s, size_t max, const char *fmt, const struct rt_tm *tm);

	for (int i = 0; i < 20000; i++) {
		long t = (long)(rnd() % 0x100000000ull) - 0x80000000L;
		struct rt_tm r;
		char f[16], want[128];
		wchar_t wf[16], got[128];
		size_t k = rnd() % 12, max = rnd() % 4 ? 128 : rnd() % 30, wn, gn;

		for (size_t j = 0; j < k; j++) {
			f[j] = chars[rnd() % (sizeof chars - 1)];
			wf[j] = (unsigned char)f[j];
		}
		f[k] = 0;
		wf[k] = 0;
		cr_assert_not_null(rt_gmtime_r(&t, &r));
		wn = rt_strftime(want, max, f, &r);
		gn = rt_wcsftime(got, max, wf, &r);
		cr_assert_eq(wn, gn, "\"%s\": strftime %zu, wcsftime %zu", f, wn, gn);
		for (size_t j = 0; wn && j <= wn; j++)
			cr_assert_eq((wchar_t)(unsigned char)want[j], got[j], "\"%s\" at %zu", f, j);
	}
}

/* ---- swscanf and fwscanf ----------------------------------------------------------------- */

int rt_vswscanf(const wchar_t *s, const wchar_t *fmt, va_list ap);
int rt_swscanf(const wchar_t *s, const wchar_t *fmt, ...);
int rt_vfwscanf(rt_FILE *f, const wchar_t *fmt, va_list ap);
int rt_fwscanf(rt_FILE *f, const wchar_t *fmt, ...);
wint_t rt_fgetwc(rt_FILE *f);
long rt_ftell(rt_FILE *f);

/* Pieces of random input: numbers of every kind, words, characters above 0x7f, spaces. */
static const char *const in_pieces[] = {
	"0", "42", "-17", "+5", "0x1f", "0X", "077", "4294967296", "-9223372036854775809",
	"99999999999999999999", "1.5", "-0.25e3", "1e", "2.5e+", ".5", "0x1.8p3", "inf",
	"-Infinity", "nan", "nanx", "in", "abc", "hello", "Z", "(nil)", "%", "]", "-", "x-y",
	" ", " ", "  ", "\t", "\n", "\xe2\x80\x98", "\xc3\xa9", "\xef\xac\x81", "a\xe2\x80\x98z",
};

/* Conversions with the pointer each stores through (all arguments are pointers). */
static const char *const in_convs[] = {
	"%d", "%i", "%u", "%x", "%o", "%ld", "%lld", "%hhd", "%hu", "%jd", "%zu", "%3d", "%*d",
	"%p", "%f", "%lf", "%e", "%g", "%a", "%4lf", "%s", "%ls", "%3s", "%2ls", "%*s", "%c",
	"%lc", "%3c", "%2lc", "%[a-z]", "%l[a-z]", "%[^ ]", "%l[^ ]", "%[^\xe2\x80\x98]",
	"%l[^\xe2\x80\x98]", "%l[\xe2\x80\x98-\xe2\x80\x99" "a]", "%[]a-]", "%l[^]x]", "%n", "%%",
	" ", "x", "-", "\xe2\x80\x98", "%5[0-9]", "%*[^\n]", "%1$d",
};

/* Room for any item of the inputs (a file's is at most 40 pieces), as wchar_t. */
struct dst {
	union {
		long long ll;
		double d;
		wchar_t w[1024];
	} v[4];
};

static wchar_t *some_input(wchar_t *w, int pieces)
{
	size_t n = 0;

	w[0] = 0;
	for (int i = 0; i < pieces && n < 200; i++)
		append(w, &n, in_pieces[rnd() % (sizeof in_pieces / sizeof in_pieces[0])]);
	return w;
}

static void some_scan_format(wchar_t *w)
{
	size_t n = 0;
	int k = 1 + (int)(rnd() % 4);

	w[0] = 0;
	for (int i = 0; i < k; i++) {
		append(w, &n, in_convs[rnd() % (sizeof in_convs / sizeof in_convs[0])]);
		if (rnd() % 3 == 0)
			append(w, &n, " ");
	}
}

/* Formats that take at most 4 pointers, with no %1$ (positional arguments, not in rt). */
static bool usable(const wchar_t *fmt)
{
	return !wcsstr(fmt, L"$");
}

Test(wformat, swscanf_random)
{
	int bad = 0;

	c_locale();
	for (int i = 0; i < 60000; i++) {
		static struct dst want, got;
		wchar_t in[256], fmt[128];
		int hr, rr, he, re;

		some_input(in, 1 + (int)(rnd() % 6));
		some_scan_format(fmt);
		if (!usable(fmt))
			continue;
		memset(&want, 0x5a, sizeof want);
		memset(&got, 0x5a, sizeof got);
		errno = 0;
		rt_errno = 0;
		hr = swscanf(in, fmt, &want.v[0], &want.v[1], &want.v[2], &want.v[3]);
		he = errno;
		rr = rt_swscanf(in, fmt, &got.v[0], &got.v[1], &got.v[2], &got.v[3]);
		re = rt_errno;
		if (hr == rr && he == re && memcmp(&want, &got, sizeof want) == 0)
			continue;
		if (bad++ < MAX_REPORTS) {
			char sin[1024];

			snprintf(sin, sizeof sin, "%s", shown(in));
			cr_log_error("swscanf(\"%s\", \"%s\"): host %d errno %d, rt %d errno %d%s", sin,
				     shown(fmt), hr, he, rr, re,
				     memcmp(&want, &got, sizeof want) ? ", stored values differ" : "");
		}
	}
	cr_expect_eq(bad, 0, "%d of the calls differ (logged)", bad);
}

/* Random formats read from a file of random pieces (bytes above 0x7f among them) until
 * the input ends or fails: results, values, errno, the error indicator, where each stream
 * stands and the byte left unread. */
Test(wformat, fwscanf_random)
{
	const char *p = scratch("in");
	int bad = 0;

	c_locale();
	for (int file = 0; file < 400; file++) {
		FILE *w = fopen(p, "w");
		rt_FILE *f1;
		FILE *f2;

		cr_assert(w);
		for (int i = 0; i < 40; i++)
			fputs(in_pieces[rnd() % (sizeof in_pieces / sizeof in_pieces[0] -
						 (rnd() % 3 ? 5 : 0))],
			      w);
		fclose(w);
		f1 = rt_fopen(p, "r");
		f2 = fopen(p, "r");
		cr_assert(f1 && f2);
		for (int call = 0; call < 60; call++) {
			static struct dst want, got;
			wchar_t fmt[128];
			int hr, rr, he, re;

			some_scan_format(fmt);
			if (!usable(fmt))
				continue;
			memset(&want, 0x5a, sizeof want);
			memset(&got, 0x5a, sizeof got);
			errno = 0;
			rt_errno = 0;
			hr = fwscanf(f2, fmt, &want.v[0], &want.v[1], &want.v[2], &want.v[3]);
			he = errno;
			rr = rt_fwscanf(f1, fmt, &got.v[0], &got.v[1], &got.v[2], &got.v[3]);
			re = rt_errno;
			if (hr != rr || he != re || memcmp(&want, &got, sizeof want) != 0 ||
			    ftell(f2) != rt_ftell(f1) || !ferror(f2) != !rt_ferror(f1) ||
			    !feof(f2) != !rt_feof(f1)) {
				{
					size_t fn;
					char *txt = slurp(p, &fn);

					cr_log_error("input \"%.*s\"", (int)(fn < 80 ? fn : 80), txt);
					free(txt);
				}
				for (size_t k = 0; k < sizeof want; k++)
					if (((char *)&want)[k] != ((char *)&got)[k]) {
						cr_log_error("byte %zu: %02x, rt %02x", k,
							     ((unsigned char *)&want)[k],
							     ((unsigned char *)&got)[k]);
						break;
					}
				if (bad++ < MAX_REPORTS)
					cr_log_error("file %d call %d fwscanf(\"%s\"): host %d errno %d "
						     "at %ld err %d eof %d, rt %d errno %d at %ld err %d "
						     "eof %d%s",
						     file, call, shown(fmt), hr, he, ftell(f2), ferror(f2),
						     feof(f2), rr, re, rt_ftell(f1), rt_ferror(f1), rt_feof(f1),
						     memcmp(&want, &got, sizeof want) ? ", values differ" : "");
				break;
			}
			if (hr == EOF)
				break;
		}
		rt_fclose(f1);
		fclose(f2);
	}
	unlink(p);
	cr_expect_eq(bad, 0, "%d of the files differ (logged)", bad);
}

/* A byte stream gives EOF; fwscanf orients a new stream wide; what is pushed back with
 * ungetwc is read first; a byte above 0x7f ends the input and stays unread. */
Test(wformat, fwscanf_edges)
{
	const char *p = scratch("edge");
	FILE *w = fopen(p, "w");
	rt_FILE *f1;
	FILE *f2;
	int x1 = -1, x2 = -1;
	char a1[8] = "#######", a2[8] = "#######";

	c_locale();
	cr_assert(w);
	fputs("12 ab\xe9z 7", w);
	fclose(w);
	f1 = rt_fopen(p, "r");
	f2 = fopen(p, "r");
	cr_expect_eq(rt_fgetc(f1), fgetc(f2));
	errno = 0;
	rt_errno = 0;
	cr_expect_eq(rt_fwscanf(f1, L"%d", &x1), fwscanf(f2, L"%d", &x2));
	cr_expect_eq(rt_errno, errno);
	cr_expect_eq(rt_fclose(f1), 0);
	fclose(f2);

	f1 = rt_fopen(p, "r");
	f2 = fopen(p, "r");
	cr_expect_eq(rt_fwide(f1, 0), fwide(f2, 0));
	cr_expect_eq(rt_fwscanf(f1, L"%d %s", &x1, a1), fwscanf(f2, L"%d %s", &x2, a2));
	cr_expect_eq(x1, x2);
	cr_expect(memcmp(a1, a2, 8) == 0, "\"%s\", glibc \"%s\"", a1, a2);
	cr_expect_eq(rt_fwide(f1, 0), fwide(f2, 0));
	cr_expect_eq(!rt_ferror(f1), !ferror(f2));
	cr_expect_eq(rt_ftell(f1), ftell(f2));
	cr_expect_eq(rt_fclose(f1), 0);
	fclose(f2);
	unlink(p);
}

/* A character WEOF in swscanf's input ends it, as glibc's string stream reads it. */
Test(wformat, swscanf_weof_ends_input)
{
	static const wchar_t in[] = { L'a', L'b', (wchar_t)-1, L'c', 0 }, in2[] = { (wchar_t)-1, 0 };
	wchar_t w1[8] = { 0 }, w2[8] = { 0 };
	int n1 = -5, n2 = -5;

	cr_expect_eq(rt_swscanf(in, L"%ls%n", w1, &n1), swscanf(in, L"%ls%n", w2, &n2));
	cr_expect(n1 == n2 && wmemcmp(w1, w2, 8) == 0);
	cr_expect_eq(rt_swscanf(in2, L"%d", &n1), swscanf(in2, L"%d", &n2));
}

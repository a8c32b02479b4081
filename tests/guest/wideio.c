/* wideio.c — rt's wide formatted I/O in the "C" locale: swprintf over conversions, widths,
 * characters above 0x7f, encoding errors and buffers too small; fwprintf and fwscanf through
 * a pipe (transliteration, orientation, EILSEQ); swscanf into char and wchar_t; wcsftime.
 * The output is identical on every guest ISA and on the host (glibc under LANG=C). */
#include <errno.h>
#include <locale.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include <wchar.h>

/* A wide string as text: ASCII as it is, the rest as <hex>. */
static void show(const wchar_t *s, size_t n)
{
	putchar('"');
	for (size_t i = 0; i < n; i++) {
		if (s[i] >= 0x20 && s[i] < 0x7f)
			putchar((int)s[i]);
		else
			printf("<%x>", (unsigned)s[i]);
	}
	putchar('"');
}

/* swprintf into 24 characters (or n), the whole buffer shown up to its first '#'. */
static void sw(const char *label, size_t n, const wchar_t *fmt, ...)
{
	wchar_t b[24];
	size_t len = 0;
	va_list ap;
	int r;

	wmemset(b, L'#', 24);
	errno = 0;
	va_start(ap, fmt);
	r = vswprintf(b, n, fmt, ap);
	va_end(ap);
	while (len < 24 && b[len] != L'#')
		len++;
	printf("%-12s %3d %s ", label, r, errno == EILSEQ ? "EILSEQ" : errno ? "errno" : "-");
	show(b, len);
	putchar('\n');
}

static void formatting(void)
{
	int n1 = -1;
	short n2 = -1;

	sw("int", 24, L"[%d|%5i|%-5u|%05x]", -42, 7, 300u, 0xbeefu);
	sw("flags", 24, L"[%+d|% d|%#o|%#X]", 5, 5, 8u, 255u);
	sw("long", 24, L"%ld %lld", -1234567L, 1234567890123LL);
	sw("hh h", 24, L"%hhd %hu %hhx", 300, 70000, 0x1ff);
	sw("star", 24, L"[%*d|%-*d|%.*d]", 4, 1, 4, 2, 3, 3);
	sw("float", 24, L"%.3f %e", 3.14159, -0.000125);
	sw("g a", 24, L"%g %G %a", 1e-5, 1e20, 1.5);
	sw("inf nan", 24, L"%f %F %e", 1.0 / 0.0, -1.0 / 0.0, __builtin_nan(""));
	sw("ptr", 24, L"%p %p", (void *)0, (void *)0x1234);
	sw("str", 24, L"[%s|%5s|%-4.2s]", "abc", "de", "fgh");
	sw("null str", 24, L"[%s|%.3s|%ls]", (char *)0, (char *)0, (wchar_t *)0);
	sw("wide str", 24, L"[%ls|%4.1ls]", L"\x2018q\x2019", L"\xe9t\xe9");
	sw("chars", 24, L"[%c|%3c|%lc|%-3lc]", 'a', 'b', (wint_t)0xfb01, (wint_t)0x263a);
	sw("literal", 24, L"\xa9 %d \x10ffff", 2026);
	sw("%n", 24, L"\x2018%s%n%hn|", "abc", &n1, &n2);
	printf("%%n %d %d\n", n1, n2);
	sw("percent", 24, L"100%% %5%|");
	sw("unknown", 24, L"%y %-08.3k %\x2018");
	sw("%s byte", 24, L"ok %s", "caf\xe9");
	sw("%.3s byte", 24, L"[%.3s]", "caf\xe9");
	sw("%c byte", 24, L"a%cb", 0xe9);
	sw("%lc WEOF", 24, L"a%lcb", WEOF);
	sw("fits", 6, L"%d", 12345);
	sw("one short", 6, L"%d", 123456);
	sw("n 1", 1, L"abc");
	sw("n 0", 0, L"abc");
	sw("short EILSEQ", 4, L"abcdef%s", "\xe9");
	sw("end %", 24, L"abc%");
}

/* The bytes a pipe holds, as text (bytes above 0x7e as <hex>). */
static void drain(const char *label, int fd)
{
	char b[512];
	ssize_t n = read(fd, b, sizeof b);

	printf("%-12s %2zd \"", label, n);
	for (ssize_t i = 0; i < n; i++) {
		if (b[i] >= 0x20 && b[i] < 0x7f)
			putchar(b[i]);
		else
			printf("<%02x>", (unsigned char)b[i]);
	}
	printf("\"\n");
}

static void streams(void)
{
	int fd[2];
	FILE *w, *r;
	int x = -1, rc;
	char s[16];
	wchar_t ws[16];

	if (pipe(fd) < 0 || !(w = fdopen(fd[1], "w")))
		return;
	printf("fwide before %d\n", fwide(w, 0));
	rc = fwprintf(w, L"%d\x2018%ls|%s|%5lc|\xa9\n", 42, L"\xbd\xe9", "ok", (wint_t)0xfb01);
	printf("fwprintf %d, fwide %d\n", rc, fwide(w, 0));
	errno = 0;
	rc = fwprintf(w, L"[%s]", "\xe9");
	printf("fwprintf %%s byte %d %s\n", rc, errno == EILSEQ ? "EILSEQ" : "-");
	rc = fwprintf(w, L"[%c]", 0xe9);
	printf("fwprintf %%c byte %d\n", rc);
	fflush(w);
	drain("pipe", fd[0]);
	fclose(w);
	close(fd[0]);

	if (pipe(fd) < 0 || !(w = fdopen(fd[1], "w")) || !(r = fdopen(fd[0], "r")))
		return;
	fputs("byte ", w);
	rc = fwprintf(w, L"wide");
	printf("fwprintf on byte stream %d, fwide %d\n", rc, fwide(w, 0));
	fputs("12 ab 3.5e2 \x2a\xe9z", w);
	fclose(w);
	rc = fwscanf(r, L"%s", s);
	printf("fwscanf %d \"%s\" fwide %d\n", rc, s, fwide(r, 0));
	rc = fwscanf(r, L"%d %ls", &x, ws);
	printf("fwscanf %d %d ", rc, x);
	show(ws, wcslen(ws));
	putchar('\n');
	{
		double d = 0;
		wchar_t c = 0;

		errno = 0;
		rc = fwscanf(r, L"%lf %lc%lc", &d, &c, &c);
		printf("fwscanf %d %g %x %s ferror %d\n", rc, d, (unsigned)c,
		       errno == EILSEQ ? "EILSEQ" : "-", ferror(r) != 0);
	}
	clearerr(r);
	printf("then fgetwc %x\n", (unsigned)fgetwc(r));
	fclose(r);
}

/* One value stored by swscanf, by its kind: i int, L long long, d double, s char string,
 * w wide string, c two chars, C one wchar_t. */
static void value(char kind, const void *v)
{
	if (kind == 'i')
		printf(" %d", *(const int *)v);
	else if (kind == 'L')
		printf(" %lld", *(const long long *)v);
	else if (kind == 'd')
		printf(" %g", *(const double *)v);
	else if (kind == 's' || kind == 'c')
		printf(" [%02x %02x %02x %02x %02x]", ((const unsigned char *)v)[0],
		       ((const unsigned char *)v)[1], ((const unsigned char *)v)[2],
		       ((const unsigned char *)v)[3], ((const unsigned char *)v)[4]);
	else if (kind == 'w')
		printf(" {%x %x %x %x}", (unsigned)((const wchar_t *)v)[0],
		       (unsigned)((const wchar_t *)v)[1], (unsigned)((const wchar_t *)v)[2],
		       (unsigned)((const wchar_t *)v)[3]);
	else if (kind == 'C')
		printf(" {%x}", (unsigned)*(const wchar_t *)v);
}

static void scanning(void)
{
	static const struct {
		const wchar_t *in, *fmt;
		const char *kinds;
	} cases[] = {
		{ L"42 -17 0x1f", L"%d %i %x", "iii" }, { L"3.25 1e3 inf", L"%lf %lf %lf", "ddd" },
		{ L"abc \x2018q\x2019 z", L"%s %ls %lc", "swC" }, { L"\x2018" L"5", L"\x2018%d", "i" },
		{ L"\x2019" L"5", L"\x2018%d", "i" }, { L"ab\xe9" L"cd", L"%s", "s" },
		{ L"\xe9", L"%c", "c" }, { L"ab\xe9", L"%[a-z\xe9]", "s" },
		{ L"ab\xe9" L"c", L"%l[a-z\xe9]", "w" }, { L"a\x2018" L"b", L"%l[^b]", "w" },
		{ L"   ", L"%d", "i" }, { L"12 ab", L"%d %*s %d", "ii" },
		{ L"99999999999999999999", L"%lld", "L" }, { L"99999999999999999999 ", L"%lld ", "L" },
		{ L"7 ab", L"%d%n %2c", "iic" }, { L"", L"%ls", "w" },
	};

	for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
		union {
			int i;
			long long ll;
			double d;
			char c[16];
			wchar_t w[16];
		} v[3];
		int rc;

		memset(v, 0, sizeof v);
		errno = 0;
		rc = swscanf(cases[i].in, cases[i].fmt, &v[0], &v[1], &v[2]);
		printf("swscanf %2zu: %2d %-6s", i, rc,
		       errno == EILSEQ ? "EILSEQ" : errno == ERANGE ? "ERANGE" : "-");
		for (int k = 0; cases[i].kinds[k]; k++)
			value(cases[i].kinds[k], &v[k]);
		putchar('\n');
	}
}

static void times(void)
{
	static const long when[] = { 0, 951782400, 1700000000, -2000000000 };
	wchar_t b[256];

	for (size_t i = 0; i < sizeof when / sizeof when[0]; i++) {
		time_t t = (time_t)when[i];
		struct tm tm;
		size_t n;

		gmtime_r(&t, &tm);
		n = wcsftime(b, 256, L"%a %A %b %B %c|%C %d %D %e %F %g %G %H %I %j|"
				    L"\x2018%m %M %p %r %R %S %T %u %U %V %w %W %x %X %y %Y %z %%", &tm);
		printf("wcsftime %zu ", n);
		show(b, n);
		putchar('\n');
		n = wcsftime(b, 8, L"%A %B", &tm);
		printf("wcsftime short %zu\n", n);
	}
}

int main(void)
{
	setlocale(LC_ALL, "C");
	formatting();
	streams();
	scanning();
	times();
	printf("wprintf on byte stdout %d\n", wprintf(L"x"));
	return 0;
}

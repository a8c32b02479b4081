/* test_printf.c — unit tests of rt's formatting engine: rt_snprintf against the host's snprintf
 * over generated formats and edge values, the table tests/unit/data/printf.tsv, and sscanf. */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif
#include <criterion/criterion.h>
#include <criterion/logging.h>
#include <errno.h>
#include <fcntl.h>
#include <inttypes.h>
#include <limits.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "rt_host_stdio.h"

#ifndef AEX_SRCDIR
#define AEX_SRCDIR "."
#endif

#define TABLE AEX_SRCDIR "/tests/unit/data/printf.tsv"
#define MAX_REPORTS 20

/* Tally of one comparison run; the first MAX_REPORTS differences are logged. */
struct tally {
	long cases;
	long bad;
};

/* Formats the arguments with the host's vsnprintf and rt_vsnprintf; both results (return
 * value and bytes, which may include NULs from %c) must be equal. */
static void compare(struct tally *t, const char *fmt, ...)
{
	char want[512], got[512];
	va_list ap, aq;
	int hr, rr;

	va_start(ap, fmt);
	va_copy(aq, ap);
	hr = vsnprintf(want, sizeof(want), fmt, ap);
	rr = rt_vsnprintf(got, sizeof(got), fmt, aq);
	va_end(aq);
	va_end(ap);
	t->cases++;
	if (hr == rr && hr >= 0 && (size_t)hr < sizeof(want) && memcmp(want, got, (size_t)hr + 1) == 0)
		return;
	if (t->bad++ < MAX_REPORTS)
		cr_log_error("format \"%s\": host %d \"%s\", rt %d \"%s\"", fmt, hr, want, rr, got);
}

/* Calls compare() with the `*` arguments st[0..n) before the value x. */
#define COMPARE(t, fmt, st, n, x)                                            \
	((n) == 0 ? compare(t, fmt, x) : (n) == 1 ? compare(t, fmt, (st)[0], x) \
						  : compare(t, fmt, (st)[0], (st)[1], x))

static const char *const widths[] = { "", "1", "6", "25", "*", "*" };
static const int width_stars[] = { 0, 0, 0, 0, -8, 9 };
static const char *const precisions[] = { "", ".", ".0", ".1", ".4", ".22", ".*", ".*", ".*" };
static const int precision_stars[] = { 0, 0, 0, 0, 0, 0, -1, 0, 3 };
static const char *const lengths[] = { "", "hh", "h", "l", "ll", "z", "t", "j" };

static const unsigned long long values[] = {
	0, 1, 2, 7, 8, 9, 10, 15, 16, 99, 100, 127, 128, 255, 256, 4095, 32767, 32768, 65535,
	65536, 999999999, 1000000000, INT_MAX, (unsigned long long)INT_MIN, UINT_MAX,
	(unsigned long long)UINT_MAX + 1, 9999999999ULL, 10000000000ULL, 0x123456789abcdef0ULL,
	1000000000000000000ULL, 9999999999999999999ULL, LLONG_MAX, (unsigned long long)LLONG_MIN,
	(unsigned long long)-1, (unsigned long long)-2, (unsigned long long)-10,
	(unsigned long long)-100000, (unsigned long long)-4294967296LL,
};

#define NELEM(a) (sizeof(a) / sizeof((a)[0]))

/* The flags of mask (bit i: the i-th of "-+ #0") as a string. */
static void flag_string(char *s, unsigned mask)
{
	static const char all[] = "-+ #0";
	unsigned i;

	for (i = 0; i < 5; i++)
		if (mask & (1u << i))
			*s++ = all[i];
	*s = '\0';
}

/* One value through one format, passed as the type its length modifier names. */
static void compare_value(struct tally *t, const char *fmt, const int *st, int n, int len,
			  unsigned long long v)
{
	if (len <= 2)
		COMPARE(t, fmt, st, n, (int)v);
	else if (len == 3)
		COMPARE(t, fmt, st, n, (long)v);
	else if (len == 4)
		COMPARE(t, fmt, st, n, (long long)v);
	else if (len == 5)
		COMPARE(t, fmt, st, n, (size_t)v);
	else if (len == 6)
		COMPARE(t, fmt, st, n, (ptrdiff_t)v);
	else
		COMPARE(t, fmt, st, n, (intmax_t)v);
}

/* Every flag set, width, precision and length modifier with conversion conv, over values. */
static void integer_matrix(char conv)
{
	struct tally t = { 0, 0 };
	char fmt[64], flags[8];
	unsigned mask;
	size_t w, p, l, v;
	int st[2], n;

	for (mask = 0; mask < 32; mask++) {
		flag_string(flags, mask);
		for (w = 0; w < NELEM(widths); w++) {
			for (p = 0; p < NELEM(precisions); p++) {
				n = 0;
				if (strchr(widths[w], '*'))
					st[n++] = width_stars[w];
				if (strchr(precisions[p], '*'))
					st[n++] = precision_stars[p];
				for (l = 0; l < NELEM(lengths); l++) {
					snprintf(fmt, sizeof(fmt), "[%%%s%s%s%s%c]", flags, widths[w],
						 precisions[p], lengths[l], conv);
					for (v = 0; v < NELEM(values); v++)
						compare_value(&t, fmt, st, n, (int)l, values[v]);
				}
			}
		}
	}
	cr_log_info("%%%c: %ld formats x values compared", conv, t.cases);
	cr_expect_eq(t.bad, 0, "%%%c: %ld of %ld results differ from the host's", conv, t.bad, t.cases);
}

Test(printf_host, conv_d) { integer_matrix('d'); }
Test(printf_host, conv_i) { integer_matrix('i'); }
Test(printf_host, conv_u) { integer_matrix('u'); }
Test(printf_host, conv_o) { integer_matrix('o'); }
Test(printf_host, conv_x) { integer_matrix('x'); }
Test(printf_host, conv_X) { integer_matrix('X'); }

/* Every flag set, width and precision over c, s and p; flags that do not apply to a
 * conversion are ignored by both. */
static void text_matrix(char conv)
{
	static const char *const strings[] = { "", "a", "hello", "a somewhat longer string!", NULL };
	static const int chars[] = { 'a', ' ', '%', 0x7f, 0xe9, 0, 0x141 };
	static const uintptr_t pointers[] = { 0, 1, 0xdeadbeef, 0x7fffffffffffULL, UINTPTR_MAX };
	struct tally t = { 0, 0 };
	char fmt[64], flags[8];
	unsigned mask;
	size_t w, p, i;
	int st[2], n;

	for (mask = 0; mask < 32; mask++) {
		flag_string(flags, mask);
		for (w = 0; w < NELEM(widths); w++) {
			for (p = 0; p < NELEM(precisions); p++) {
				n = 0;
				if (strchr(widths[w], '*'))
					st[n++] = width_stars[w];
				if (strchr(precisions[p], '*'))
					st[n++] = precision_stars[p];
				snprintf(fmt, sizeof(fmt), "<%%%s%s%s%c>", flags, widths[w], precisions[p], conv);
				for (i = 0; conv == 's' && i < NELEM(strings); i++)
					COMPARE(&t, fmt, st, n, strings[i]);
				for (i = 0; conv == 'c' && i < NELEM(chars); i++)
					COMPARE(&t, fmt, st, n, chars[i]);
				for (i = 0; conv == 'p' && i < NELEM(pointers); i++)
					COMPARE(&t, fmt, st, n, (void *)pointers[i]);
			}
		}
	}
	cr_expect_eq(t.bad, 0, "%%%c: %ld of %ld results differ from the host's", conv, t.bad, t.cases);
}

Test(printf_host, conv_s) { text_matrix('s'); }
Test(printf_host, conv_c) { text_matrix('c'); }
Test(printf_host, conv_p) { text_matrix('p'); }

Test(printf_host, mixed_formats)
{
	struct tally t = { 0, 0 };

	compare(&t, "plain text, no conversions");
	compare(&t, "");
	compare(&t, "%%");
	compare(&t, "%d%s%c%x%%%lld|%-5.3s|%+.0d|%#o", 42, "str", 'z', 255u, LLONG_MIN, "abcdef", 0, 0u);
	compare(&t, "%*d|%-*d|%.*d|%*.*x", 5, 1, 5, 2, 3, 3, 8, 4, 0xabcu);
	compare(&t, "%hhd %hhu %hd %hu", 0x1ff, 0x1ff, 0x1ffff, 0x1ffff);
	compare(&t, "%zu %zd %td %jd %ju", (size_t)SIZE_MAX, (ssize_t)-1, (ptrdiff_t)PTRDIFF_MIN,
		INTMAX_MIN, UINTMAX_MAX);
	compare(&t, "%s and %s", "first", "second");
	compare(&t, "%.0s|%.1s|%.100s", "xyz", "xyz", "xyz");
	compare(&t, "%0*d|%0-*d", -6, 7, 6, 7);
	cr_expect_eq(t.bad, 0, "%ld of %ld results differ from the host's", t.bad, t.cases);
}

/* Every buffer size from 0 to past the result: the same bytes and return value as the host. */
Test(printf_host, truncation_every_size)
{
	static const char fmt[] = "%s=%08lld|%-6x|%c";
	char want[64], got[64];
	size_t n;
	int hr, rr;

	for (n = 0; n < sizeof(want); n++) {
		memset(want, '#', sizeof(want));
		memset(got, '#', sizeof(got));
		hr = snprintf(want, n, fmt, "key", -42LL, 0xbeefu, 'q');
		rr = rt_snprintf(got, n, fmt, "key", -42LL, 0xbeefu, 'q');
		cr_expect_eq(rr, hr, "size %zu: rt returned %d, host %d", n, rr, hr);
		cr_expect_arr_eq(got, want, sizeof(got), "size %zu: buffers differ", n);
	}
}

Test(printf_snprintf, size_zero_writes_nothing)
{
	char buf[4] = "xyz";

	cr_expect_eq(rt_snprintf(NULL, 0, "%d apples", 12345), 12);
	cr_expect_eq(rt_snprintf(buf, 0, "%s", "long string"), 11);
	cr_expect_str_eq(buf, "xyz");
}

Test(printf_snprintf, size_one_gives_empty_string)
{
	char buf[4] = "xyz";

	cr_expect_eq(rt_snprintf(buf, 1, "%d", 987), 3);
	cr_expect_eq(buf[0], '\0');
	cr_expect_eq(buf[1], 'y');
}

Test(printf_snprintf, exact_fit_and_one_short)
{
	char buf[8];

	memset(buf, '#', sizeof(buf));
	cr_expect_eq(rt_snprintf(buf, 8, "%s", "1234567"), 7);
	cr_expect_str_eq(buf, "1234567");
	memset(buf, '#', sizeof(buf));
	cr_expect_eq(rt_snprintf(buf, 7, "%s", "1234567"), 7);
	cr_expect_str_eq(buf, "123456");
	cr_expect_eq(buf[7], '#');
}

Test(printf_snprintf, long_output_counts_everything)
{
	char buf[16];

	cr_expect_eq(rt_snprintf(buf, sizeof(buf), "%5000d|%-3000s|", 1, "x"), 8002);
	cr_expect_str_eq(buf, "               ");
}

Test(printf_snprintf, sprintf_is_unbounded)
{
	char buf[128];

	cr_expect_eq(rt_sprintf(buf, "%s-%d-%x", "abc", -5, 0xffu), 9);
	cr_expect_str_eq(buf, "abc--5-ff");
}

/* Unchecked by the compiler's format warnings, for formats that are wrong on purpose. */
static int call_vsnprintf(char *buf, unsigned long n, const char *fmt, ...)
{
	va_list ap;
	int r;

	va_start(ap, fmt);
	r = rt_vsnprintf(buf, n, fmt, ap);
	va_end(ap);
	return r;
}

Test(printf_snprintf, width_overflow_fails)
{
	char buf[16];

	rt_errno = 0;
	cr_expect_eq(call_vsnprintf(buf, sizeof(buf), "%99999999999d", 1), -1);
	cr_expect_neq(rt_errno, 0);
	cr_expect_eq(call_vsnprintf(buf, sizeof(buf), "%*d", INT_MIN, 1), -1);
	cr_expect_eq(call_vsnprintf(buf, sizeof(buf), "%2147483647d%d", 1, 2), -1);
}

Test(printf_snprintf, percent_n_stores_count)
{
	signed char hh = 0;
	short h = 0;
	int i = 0;
	long l = 0;
	long long ll = 0;
	size_t z = 0;
	intmax_t j = 0;
	char buf[64];

	cr_expect_eq(rt_snprintf(buf, sizeof(buf), "ab%ncd%hhnef%hn%ln%lln%zn%jnxyz", &i, &hh, &h,
				 &l, &ll, &z, &j), 9);
	cr_expect_str_eq(buf, "abcdefxyz");
	cr_expect_eq(i, 2);
	cr_expect_eq(hh, 4);
	cr_expect_eq(h, 6);
	cr_expect_eq(l, 6);
	cr_expect_eq(ll, 6);
	cr_expect_eq(z, 6);
	cr_expect_eq(j, 6);
	cr_expect_eq(rt_snprintf(buf, 3, "%s%n", "truncated", &i), 9);
	cr_expect_eq(i, 9);
}

/* Floating conversions take their argument in order among the others, %a too. */
Test(printf_snprintf, floating_conversions_keep_arguments_in_order)
{
	char buf[64];

	cr_expect_eq(rt_snprintf(buf, sizeof(buf), "%f|%d", 1.5, 7), 10);
	cr_expect_str_eq(buf, "1.500000|7");
	cr_expect_eq(rt_snprintf(buf, sizeof(buf), "%-8.3e|%s|%G", 2.0, "s", 3.0), 13);
	cr_expect_str_eq(buf, "2.000e+00|s|3");
	cr_expect_eq(rt_snprintf(buf, sizeof(buf), "%a|%d", 1.0, 7), 8);
	cr_expect_str_eq(buf, "0x1p+0|7");
}

Test(printf_snprintf, vsnprintf_leaves_va_list_usable)
{
	char buf[32];

	cr_expect_eq(call_vsnprintf(buf, sizeof(buf), "%d,%s,%llu", -1, "x", ULLONG_MAX), 25);
	cr_expect_str_eq(buf, "-1,x,18446744073709551615");
}

Test(printf_fd, writes_once_to_descriptor)
{
	char buf[8192], big[3000];
	int fds[2];
	ssize_t n;

	cr_assert_eq(pipe(fds), 0);
	cr_expect_eq(rt_dprintf(fds[1], "%s:%04d\n", "code", 42), 10);
	n = read(fds[0], buf, sizeof(buf));
	cr_expect_eq(n, 10);
	cr_expect_arr_eq(buf, "code:0042\n", 10);
	memset(big, 'b', sizeof(big) - 1);
	big[sizeof(big) - 1] = '\0';
	cr_expect_eq(rt_dprintf(fds[1], "<%s>", big), 3001);
	n = 0;
	while (n < 3001)
		n += read(fds[0], buf + n, sizeof(buf) - (size_t)n);
	cr_expect_eq(n, 3001);
	cr_expect_eq(buf[0], '<');
	cr_expect_eq(buf[3000], '>');
	close(fds[0]);
	close(fds[1]);
}

/* printf.tsv */

/* Undoes the table's escapes in place: \t, \n, \\ and \ before any other character. */
static void unescape(char *s)
{
	char *d = s;

	for (; *s; s++) {
		if (*s == '\\' && s[1]) {
			s++;
			*d++ = *s == 't' ? '\t' : *s == 'n' ? '\n' : *s;
		} else {
			*d++ = *s;
		}
	}
	*d = '\0';
}

/* Formats with rt_snprintf: the `*` arguments st[0..n), then v read as type (for "none",
 * an int 0 the format does not use). */
static int table_format(char *buf, size_t size, const char *fmt, const int *st, int n,
			const char *type, const char *v)
{
	unsigned long long u = strtoull(v, NULL, 0);
	long long s = strtoll(v, NULL, 0);

#define TABLE_CALL(x)                                                                     \
	((n) == 0 ? rt_snprintf(buf, size, fmt, x) : (n) == 1 ? rt_snprintf(buf, size, fmt, st[0], x) \
							: rt_snprintf(buf, size, fmt, st[0], st[1], x))
	if (!strcmp(type, "none"))
		return TABLE_CALL(0);
	if (!strcmp(type, "int"))
		return TABLE_CALL((int)s);
	if (!strcmp(type, "uint"))
		return TABLE_CALL((unsigned)u);
	if (!strcmp(type, "long"))
		return TABLE_CALL((long)s);
	if (!strcmp(type, "ulong"))
		return TABLE_CALL((unsigned long)u);
	if (!strcmp(type, "llong"))
		return TABLE_CALL(s);
	if (!strcmp(type, "ullong"))
		return TABLE_CALL(u);
	if (!strcmp(type, "size"))
		return TABLE_CALL((size_t)u);
	if (!strcmp(type, "ptrdiff"))
		return TABLE_CALL((ptrdiff_t)s);
	if (!strcmp(type, "intmax"))
		return TABLE_CALL((intmax_t)s);
	if (!strcmp(type, "str"))
		return TABLE_CALL(v);
	if (!strcmp(type, "nullstr"))
		return TABLE_CALL((const char *)NULL);
	if (!strcmp(type, "ptr"))
		return TABLE_CALL((void *)(uintptr_t)u);
	if (!strcmp(type, "double"))
		return TABLE_CALL(strtod(v, NULL));
#undef TABLE_CALL
	cr_log_error("unknown argument type \"%s\"", type);
	return -2;
}

/* Splits one table line into its four fields; false if it has not exactly four. */
static bool split_line(char *line, char *field[4])
{
	int i;

	line[strcspn(line, "\r\n")] = '\0';
	for (i = 0; i < 4; i++) {
		field[i] = line;
		line = strchr(line, '\t');
		if (!line)
			return i == 3;
		*line++ = '\0';
	}
	return false;
}

/* Takes the leading "int," of the value for each `*` in the format. */
static const char *take_stars(const char *fmt, const char *v, int *st, int *n)
{
	char *end;

	*n = 0;
	for (; *fmt; fmt++) {
		if (*fmt != '*')
			continue;
		st[(*n)++] = (int)strtol(v, &end, 0);
		v = *end == ',' ? end + 1 : end;
	}
	return v;
}

Test(printf_table, data_file)
{
	FILE *f = fopen(TABLE, "r");
	char *line = NULL, *field[4], got[512];
	const char *v;
	size_t cap = 0;
	int lineno = 0, cases = 0, st[2], n, r;

	cr_assert_not_null(f, "cannot open %s", TABLE);
	while (getline(&line, &cap, f) >= 0) {
		lineno++;
		if (line[0] == '#' || line[strspn(line, "\r\n")] == '\0')
			continue;
		cr_assert(split_line(line, field), "%s:%d: expected 4 tab-separated fields", TABLE, lineno);
		v = take_stars(field[0], field[2], st, &n);
		unescape(field[0]);
		unescape(field[3]);
		unescape((char *)v);
		r = table_format(got, sizeof(got), field[0], st, n, field[1], v);
		cr_expect_str_eq(got, field[3], "%s:%d: format \"%s\": got \"%s\", want \"%s\"", TABLE,
				 lineno, field[0], got, field[3]);
		cr_expect_eq(r, (int)strlen(field[3]), "%s:%d: returned %d", TABLE, lineno, r);
		cases++;
	}
	free(line);
	fclose(f);
	cr_expect_gt(cases, 100, "only %d cases in %s", cases, TABLE);
}

/* sscanf */

Test(printf_sscanf, integers_like_host)
{
	static const char *const inputs[] = { "0", "42", "-42", "+7", "  123abc", "0x1F", "0X1f", "017",
					      "-0x10", "2147483647", "-2147483648", "4294967295",
					      "  -1", "99 100", "08", "0xz", "abc", "", "   " };
	static const char *const formats[] = { "%d", "%i", "%u", "%o", "%x", "%X", "%2d", "%3i", "%1x" };
	size_t i, k;
	int hr, rr, hv, rv;

	for (k = 0; k < NELEM(formats); k++) {
		for (i = 0; i < NELEM(inputs); i++) {
			hv = rv = -12345;
			hr = sscanf(inputs[i], formats[k], &hv);
			rr = rt_sscanf(inputs[i], formats[k], &rv);
			cr_expect_eq(rr, hr, "\"%s\" with %s: rt %d, host %d", inputs[i], formats[k], rr, hr);
			cr_expect_eq(rv, hv, "\"%s\" with %s: rt %d, host %d", inputs[i], formats[k], rv, hv);
		}
	}
}

Test(printf_sscanf, length_modifiers)
{
	signed char hh;
	short h;
	long l;
	long long ll;
	unsigned long long ull;
	size_t z;
	ptrdiff_t t;
	intmax_t j;
	void *p;

	cr_expect_eq(rt_sscanf("-5 300 -70000 -9000000000 18446744073709551615 77 -3 12 0xbeef",
			       "%hhd %hd %ld %lld %llu %zu %td %jd %p", &hh, &h, &l, &ll, &ull, &z, &t,
			       &j, &p), 9);
	cr_expect_eq(hh, -5);
	cr_expect_eq(h, 300);
	cr_expect_eq(l, -70000);
	cr_expect_eq(ll, -9000000000LL);
	cr_expect_eq(ull, ULLONG_MAX);
	cr_expect_eq(z, 77);
	cr_expect_eq(t, -3);
	cr_expect_eq(j, 12);
	cr_expect_eq(p, (void *)0xbeef);
	cr_expect_eq(rt_sscanf("-9223372036854775808", "%lld", &ll), 1);
	cr_expect_eq(ll, LLONG_MIN);
}

Test(printf_sscanf, strings_chars_and_sets)
{
	char a[32], b[32], c[8];
	int n = -1;

	memset(c, '#', sizeof(c));
	cr_expect_eq(rt_sscanf("  hello world", "%s %5s%n", a, b, &n), 2);
	cr_expect_str_eq(a, "hello");
	cr_expect_str_eq(b, "world");
	cr_expect_eq(n, 13);
	cr_expect_eq(rt_sscanf("xyzw", "%3c", c), 1);
	cr_expect_arr_eq(c, "xyz#", 4);
	cr_expect_eq(rt_sscanf(" q", "%c", c), 1);
	cr_expect_eq(c[0], ' ');
	cr_expect_eq(rt_sscanf("key=value;rest", "%[a-z]=%[^;];%s", a, b, c), 3);
	cr_expect_str_eq(a, "key");
	cr_expect_str_eq(b, "value");
	cr_expect_str_eq(c, "rest");
	cr_expect_eq(rt_sscanf("]]-a-x", "%[]-]%[a-]", a, b), 2);
	cr_expect_str_eq(a, "]]-");
	cr_expect_str_eq(b, "a-");
	cr_expect_eq(rt_sscanf("123", "%[a-z]", a), 0);
}

Test(printf_sscanf, suppression_literals_and_failures)
{
	int x = 0, y = 0, n = 0;
	char s[8];

	cr_expect_eq(rt_sscanf("10,20", "%*d,%d", &x), 1);
	cr_expect_eq(x, 20);
	cr_expect_eq(rt_sscanf("5%  6", "%d%%%d", &x, &y), 2);
	cr_expect_eq(y, 6);
	cr_expect_eq(rt_sscanf("abc", "abd"), 0);
	cr_expect_eq(rt_sscanf("ab", "abc"), RT_EOF);
	cr_expect_eq(rt_sscanf("", "%d", &x), RT_EOF);
	cr_expect_eq(rt_sscanf("   ", "%s", s), RT_EOF);
	cr_expect_eq(rt_sscanf("7", "%d %d", &x, &y), 1);
	cr_expect_eq(rt_sscanf("x", "%d", &x), 0);
	cr_expect_eq(rt_sscanf("", "%n", &n), 0);
	cr_expect_eq(rt_sscanf("12345", "%2d%3d", &x, &y), 2);
	cr_expect_eq(x, 12);
	cr_expect_eq(y, 345);
}

/* test_time.c — unit tests of rt's time.c against the host's glibc (in UTC): gmtime and
 * localtime over random and edge times, timegm and mktime over random broken-down times far
 * out of their fields' ranges, strftime's every C99 conversion (and E/O modifiers, GNU's
 * flags and widths, unknown ones, a buffer too small), asctime, ctime and difftime. */
#include <criterion/criterion.h>
#include <errno.h>
#include <limits.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

/* rt's struct tm (rt/include/time.h): C99's nine fields, nothing after them */
struct rt_tm {
	int tm_sec, tm_min, tm_hour, tm_mday, tm_mon, tm_year, tm_wday, tm_yday, tm_isdst;
};

#define RT_EOVERFLOW 75   /* tests/host/include/bits/errno.h */

extern int rt_errno;
struct rt_tm *rt_gmtime_r(const long *t, struct rt_tm *tm);
struct rt_tm *rt_gmtime(const long *t);
struct rt_tm *rt_localtime_r(const long *t, struct rt_tm *tm);
struct rt_tm *rt_localtime(const long *t);
long rt_timegm(struct rt_tm *tm);
long rt_mktime(struct rt_tm *tm);
double rt_difftime(long t1, long t0);
char *rt_asctime_r(const struct rt_tm *tm, char *buf);
char *rt_asctime(const struct rt_tm *tm);
char *rt_ctime_r(const long *t, char *buf);
char *rt_ctime(const long *t);
size_t rt_strftime(char *s, size_t max, const char *fmt, const struct rt_tm *tm);

static uint64_t time_rng = 0x9e3779b97f4a7c15ull;

static uint64_t rnd(void)
{
	time_rng ^= time_rng << 13;
	time_rng ^= time_rng >> 7;
	time_rng ^= time_rng << 17;
	return time_rng;
}

/* A random integer in [lo, hi]. */
static long long between(long long lo, long long hi)
{
	return lo + (long long)(rnd() % (uint64_t)(hi - lo + 1));
}

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

static bool same_tm(const struct rt_tm *r, const struct tm *h)
{
	return r->tm_sec == h->tm_sec && r->tm_min == h->tm_min && r->tm_hour == h->tm_hour &&
	       r->tm_mday == h->tm_mday && r->tm_mon == h->tm_mon && r->tm_year == h->tm_year &&
	       r->tm_wday == h->tm_wday && r->tm_yday == h->tm_yday && r->tm_isdst == h->tm_isdst;
}

/* A time: edges now and then, else random over the guest's 32-bit range or far beyond. */
static long some_time(int i)
{
	static const long edges[] = { 0, -1, 1, 86399, 86400, -86400, -86401, INT32_MAX, INT32_MIN,
				      951782400, 951868800, 978307199, 4107542400, -2208988800,
				      -62135596800, 253402300799, 253402300800, LONG_MAX, LONG_MIN,
				      LONG_MAX / 86400 * 86400, 67767976233316800,
				      67768036191676799, 67768036191676800, -67768040609740800,
				      -67768040609740801 };

	if (i < (int)(sizeof edges / sizeof edges[0]))
		return edges[i];
	switch (rnd() % 3) {
	case 0: return (long)between(INT32_MIN, INT32_MAX);
	case 1: return (long)between(-70000000000000000, 70000000000000000);
	default: return (long)between(-100000000000, 300000000000);
	}
}

Test(time, gmtime_localtime)
{
	int bad = 0;

	for (int i = 0; i < 200000 && bad < 10; i++) {
		long t = some_time(i);
		time_t ht = t;
		struct rt_tm r, r2;
		struct tm h, *hp;
		struct rt_tm *rp;

		errno = 0;
		rt_errno = 0;
		hp = gmtime_r(&ht, &h);
		rp = rt_gmtime_r(&t, &r);
		if ((hp == NULL) != (rp == NULL) || (hp && !same_tm(&r, &h)) ||
		    (!hp && rt_errno != RT_EOVERFLOW)) {
			cr_log_error("gmtime(%ld): host %s %d-%02d-%02d %02d:%02d:%02d wday %d yday %d, "
				     "rt %s %d-%02d-%02d %02d:%02d:%02d wday %d yday %d", t,
				     hp ? "" : "NULL", h.tm_year, h.tm_mon, h.tm_mday, h.tm_hour,
				     h.tm_min, h.tm_sec, h.tm_wday, h.tm_yday, rp ? "" : "NULL",
				     r.tm_year, r.tm_mon, r.tm_mday, r.tm_hour, r.tm_min, r.tm_sec,
				     r.tm_wday, r.tm_yday);
			bad++;
			continue;
		}
		if (rp) {
			cr_assert_eq(rt_localtime_r(&t, &r2), &r2);
			cr_assert(memcmp(&r, &r2, sizeof r) == 0, "localtime(%ld) is not UTC", t);
			cr_assert(memcmp(rt_gmtime(&t), &r, sizeof r) == 0);
			cr_assert(memcmp(rt_localtime(&t), &r, sizeof r) == 0);
		}
	}
	cr_expect_eq(bad, 0, "%d times differ (logged)", bad);
}

/* A broken-down time with fields out of range, near the edges of the representable. */
static void some_tm(int i, struct rt_tm *r)
{
	memset(r, 0, sizeof *r);
	if (i % 50 == 0) {
		r->tm_year = (int)between(INT_MAX - 3000, INT_MAX);
		r->tm_mon = (int)between(-30, 30);
		r->tm_mday = (int)between(INT_MIN, INT_MAX);
		r->tm_hour = (int)between(INT_MIN, INT_MAX);
		r->tm_min = (int)between(INT_MIN, INT_MAX);
		r->tm_sec = (int)between(INT_MIN, INT_MAX);
		return;
	}
	r->tm_year = (int)between(-2000, 9000);
	r->tm_mon = (int)(i % 3 ? between(0, 11) : between(-500, 500));
	r->tm_mday = (int)(i % 5 ? between(1, 31) : between(-5000, 5000));
	r->tm_hour = (int)(i % 7 ? between(0, 23) : between(-100000, 100000));
	r->tm_min = (int)(i % 4 ? between(0, 59) : between(-1000000, 1000000));
	r->tm_sec = (int)(i % 6 ? between(0, 60) : between(INT_MIN, INT_MAX));
	r->tm_wday = (int)between(-10, 10);   /* ignored, then set */
	r->tm_yday = (int)between(-400, 400);
	r->tm_isdst = (int)between(-1, 0);
}

Test(time, timegm_mktime)
{
	int bad = 0;

	setenv("TZ", "UTC", 1);
	tzset();
	for (int i = 0; i < 200000 && bad < 10; i++) {
		struct rt_tm r, r2;
		struct tm h, h2;
		long got, got2;
		time_t want, want2;

		some_tm(i, &r);
		r2 = r;
		to_host(&r, &h);
		h2 = h;
		want = timegm(&h);
		want2 = mktime(&h2);
		rt_errno = 0;
		got = rt_timegm(&r);
		got2 = rt_mktime(&r2);
		if (got != want || got2 != want2 || (want != -1 && !same_tm(&r, &h)) ||
		    (want2 != -1 && !same_tm(&r2, &h2)) || (got == -1 && rt_errno != RT_EOVERFLOW &&
							      !same_tm(&r, &h))) {
			cr_log_error("timegm #%d: host %ld / %ld, rt %ld / %ld; fields host "
				     "%d-%d-%d %d:%d:%d wday %d yday %d, rt %d-%d-%d %d:%d:%d wday %d "
				     "yday %d", i, (long)want, (long)want2, got, got2, h.tm_year,
				     h.tm_mon, h.tm_mday, h.tm_hour, h.tm_min, h.tm_sec, h.tm_wday,
				     h.tm_yday, r.tm_year, r.tm_mon, r.tm_mday, r.tm_hour, r.tm_min,
				     r.tm_sec, r.tm_wday, r.tm_yday);
			bad++;
		}
	}
	cr_expect_eq(bad, 0, "%d broken-down times differ (logged)", bad);
}

Test(time, strftime_conversions)
{
	static const char conv[] = "aAbBcCdDeFgGhHIjmMnprRStTuUVwWxXyYz%";
	static const char *const composite[] = {
		"%Y-%m-%dT%H:%M:%S%z", "[%c] [%x] [%X] [%D %r]", "%Ec %EC %Ex %EX %Ey %EY",
		"%Od %Oe %OH %OI %Om %OM %OS %Ou %OU %OV %Ow %OW %Oy", "week %G-W%V-%u (%g)",
		"no conversions at all", "%Q %q %", "%E%", "100%% %%%Y", "",
		/* GNU's flags and widths, which glibc takes */
		"%5Y %-d %-e %_H %0e %_3j %-j %12d %012e", "%10A|%-10a|%010B|%^a %^B %^p",
		"%#a %#A %#b %#B %#h %#p %#Z %#Y", "%10F|%^c|%15T|%-3D|%_12x", "%_5%|%3n|%4t",
	};
	int bad = 0;

	for (int i = 0; i < 40000 && bad < 10; i++) {
		long t = i < 400 ? (long)between(-62167219200, 253402300799)
				 : (long)between(INT32_MIN, INT32_MAX);
		struct rt_tm r;
		struct tm h;
		char want[256], got[256], fmt[8];
		size_t wn, gn;

		/* every day of a few years, the turns of century years (their ISO weeks), then
		 * random */
		if (i < 3000) {
			t = 1104537600L + (long)i * 86400;   /* from 2005-01-01 */
		} else if (i < 3000 + 30 * 12) {
			static const int years[12] = { 1600, 1700, 1800, 1900, 2000, 2100, 2200,
						       2300, 2400, 1999, 2001, 2004 };
			struct tm y = { .tm_mday = 17, .tm_mon = 11,
					.tm_year = years[(i - 3000) / 30] - 1900 };

			t = (long)timegm(&y) + (long)((i - 3000) % 30) * 86400;
		}
		cr_assert_not_null(rt_gmtime_r(&t, &r));
		to_host(&r, &h);
		for (size_t c = 0; c < sizeof conv - 1 + sizeof composite / sizeof composite[0];
		     c++) {
			const char *f = fmt;

			if (c < sizeof conv - 1)
				snprintf(fmt, sizeof fmt, "%%%c", conv[c]);
			else
				f = composite[c - (sizeof conv - 1)];
			memset(want, 'x', sizeof want);
			memset(got, 'x', sizeof got);
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wformat-nonliteral"
#pragma GCC diagnostic ignored "-Wformat"
			wn = strftime(want, sizeof want, f, &h);
#pragma GCC diagnostic pop
			gn = rt_strftime(got, sizeof got, f, &r);
			if (wn != gn || strcmp(want, got) != 0) {
				cr_log_error("strftime(\"%s\") of %ld: host %zu \"%s\", rt %zu \"%s\"", f,
					     t, wn, want, gn, got);
				bad++;
			}
		}
	}
	cr_expect_eq(bad, 0, "%d conversions differ (logged)", bad);
}

/* Too small a buffer: 0, as the host says; exactly big enough: the length. */
Test(time, strftime_limits)
{
	long t = 1700000000;
	struct rt_tm r;
	struct tm h;
	char want[64], got[64];

	rt_gmtime_r(&t, &r);
	to_host(&r, &h);
	for (size_t max = 0; max < 40; max++) {
		size_t wn = strftime(want, max, "%A, %d %B %Y %T", &h);
		size_t gn = rt_strftime(got, max, "%A, %d %B %Y %T", &r);

		cr_expect_eq(gn, wn, "max %zu: host %zu, rt %zu", max, wn, gn);
		if (wn)
			cr_expect_str_eq(got, want);
	}
}

Test(time, asctime_ctime_difftime)
{
	int bad = 0;

	for (int i = 0; i < 100000 && bad < 10; i++) {
		long t = i % 10 ? (long)between(INT32_MIN, INT32_MAX)
				: (long)between(-62167219200, 253402300799);
		time_t ht = t;
		struct rt_tm r;
		struct tm h;
		char want[64], got[64];

		if (i == 0)
			t = ht = 253402300800;   /* the year 10000: glibc's asctime says EOVERFLOW */
		rt_gmtime_r(&t, &r);
		gmtime_r(&ht, &h);
		if ((asctime_r(&h, want) == NULL) != (rt_asctime_r(&r, got) == NULL) ||
		    (i && strcmp(want, got) != 0) || (i && strcmp(rt_asctime(&r), want) != 0) ||
		    (i && strcmp(rt_ctime(&t), want) != 0) ||
		    (i && strcmp(rt_ctime_r(&t, got), want) != 0)) {
			cr_log_error("asctime of %ld: host \"%s\", rt \"%s\"", t, want, got);
			bad++;
		}
		{
			long t0 = (long)between(INT32_MIN, INT32_MAX);

			cr_expect(rt_difftime(t, t0) == difftime(ht, (time_t)t0));
		}
	}
	cr_expect_eq(bad, 0, "%d differ (logged)", bad);
	{
		/* a day and a month out of their ranges */
		struct rt_tm r = { 5, 4, 3, 2, -1, 99, 9, 0, 0 };
		struct tm h;
		char want[64], got[64];

		to_host(&r, &h);
		cr_assert_not_null(asctime_r(&h, want));
		cr_assert_not_null(rt_asctime_r(&r, got));
		cr_expect_str_eq(got, want);
	}
}

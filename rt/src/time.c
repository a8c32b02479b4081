/* time.c — the time conversions of <time.h> in UTC (rt has no time-zone database, so local
 * time is UTC: docs/rt.md): gmtime, localtime, mktime, timegm, difftime, asctime, ctime and
 * strftime in the "C" locale, each as glibc prints and normalises them. Dates are proleptic
 * Gregorian, computed from day counts (no loops over years). */
#include <errno.h>
#include <stdbool.h>
#include <stdio.h>
#include <string.h>
#include <time.h>
#include <wchar.h>
#include "rt.h"

#define SECS_PER_DAY 86400L

static const char *const wday_name[7] = { "Sunday", "Monday", "Tuesday", "Wednesday",
					   "Thursday", "Friday", "Saturday" };
static const char *const mon_name[12] = { "January", "February", "March", "April", "May",
					   "June", "July", "August", "September", "October",
					   "November", "December" };

static int leap(long long y)
{
	return y % 4 == 0 && (y % 100 != 0 || y % 400 == 0);
}

/* Floor division and its remainder, for negative dividends too. */
static long long floor_div(long long a, long long b)
{
	return a / b - (a % b != 0 && (a < 0) != (b < 0));
}

/* The days from 1970-01-01 to y-m-d (m 1..12): Hinnant's days_from_civil. */
static long long days_from_civil(long long y, int m, int d)
{
	long long era, yoe, doy, doe;

	y -= m <= 2;
	era = floor_div(y, 400);
	yoe = y - era * 400;
	doy = (153 * (m + (m > 2 ? -3 : 9)) + 2) / 5 + d - 1;
	doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
	return era * 146097 + doe - 719468;
}

/* The date of a day from 1970-01-01: Hinnant's civil_from_days. */
static void civil_from_days(long long z, long long *y, int *m, int *d)
{
	long long era, doe, yoe, doy, mp;

	z += 719468;
	era = floor_div(z, 146097);
	doe = z - era * 146097;
	yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365;
	doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
	mp = (5 * doy + 2) / 153;
	*d = (int)(doy - (153 * mp + 2) / 5 + 1);
	*m = (int)(mp < 10 ? mp + 3 : mp - 9);
	*y = yoe + era * 400 + (*m <= 2);
}

RT_WEAK(gmtime_r, __rt_gmtime_r);
struct tm *__rt_gmtime_r(const time_t *t, struct tm *tm)
{
	long long days = *t / SECS_PER_DAY, y;
	long secs = (long)(*t % SECS_PER_DAY);
	int m, d;

	if (secs < 0) {
		secs += SECS_PER_DAY;
		days--;
	}
	civil_from_days(days, &y, &m, &d);
	if (y - 1900 > 0x7fffffff || y - 1900 < -0x7fffffff - 1) {
		errno = EOVERFLOW;
		return NULL;
	}
	tm->tm_sec = (int)(secs % 60);
	tm->tm_min = (int)(secs / 60 % 60);
	tm->tm_hour = (int)(secs / 3600);
	tm->tm_mday = d;
	tm->tm_mon = m - 1;
	tm->tm_year = (int)(y - 1900);
	tm->tm_wday = (int)(days + 4 - floor_div(days + 4, 7) * 7);   /* 1970-01-01: Thursday */
	tm->tm_yday = (int)(days - days_from_civil(y, 1, 1));
	tm->tm_isdst = 0;
	return tm;
}

static struct tm tm_static;

RT_WEAK(gmtime, __rt_gmtime);
struct tm *__rt_gmtime(const time_t *t)
{
	return __rt_gmtime_r(t, &tm_static);
}

RT_WEAK(localtime_r, __rt_localtime_r);
struct tm *__rt_localtime_r(const time_t *t, struct tm *tm)
{
	return __rt_gmtime_r(t, tm);
}

RT_WEAK(localtime, __rt_localtime);
struct tm *__rt_localtime(const time_t *t)
{
	return __rt_gmtime_r(t, &tm_static);
}

/* The time of a broken-down time whose fields may be out of their ranges (normalised: 14
 * months are a year and two months, day 0 the last of the month before), its fields then
 * set as gmtime sets them; -1 with EOVERFLOW when time_t cannot hold it. */
RT_WEAK(timegm, __rt_timegm);
time_t __rt_timegm(struct tm *tm)
{
	long long y = (long long)tm->tm_year + 1900 + floor_div(tm->tm_mon, 12);
	int mon = (int)(tm->tm_mon - floor_div(tm->tm_mon, 12) * 12);
	long long t = (days_from_civil(y, mon + 1, 1) + tm->tm_mday - 1) * SECS_PER_DAY +
		      (long long)tm->tm_hour * 3600 + (long long)tm->tm_min * 60 + tm->tm_sec;
	time_t r = (time_t)t;

	if ((long long)r != t || !__rt_gmtime_r(&r, tm)) {
		errno = EOVERFLOW;
		return (time_t)-1;
	}
	return r;
}

RT_WEAK(mktime, __rt_mktime);
time_t __rt_mktime(struct tm *tm)
{
	return __rt_timegm(tm);
}

RT_WEAK(difftime, __rt_difftime);
double __rt_difftime(time_t t1, time_t t0)
{
	return (double)t1 - (double)t0;
}

static char asc_buf[64];

RT_WEAK(asctime_r, __rt_asctime_r);
char *__rt_asctime_r(const struct tm *tm, char *buf)
{
	/* C99 7.23.3.1's format; glibc's "???" for a day or month out of range, and NULL
	 * (EOVERFLOW) when the year does not fit in four digits' worth of the 26 bytes */
	const char *wd = tm->tm_wday >= 0 && tm->tm_wday < 7 ? wday_name[tm->tm_wday] : "???";
	const char *mn = tm->tm_mon >= 0 && tm->tm_mon < 12 ? mon_name[tm->tm_mon] : "???";
	int n = snprintf(buf, 26, "%.3s %.3s%3d %.2d:%.2d:%.2d %d\n", wd, mn, tm->tm_mday,
			 tm->tm_hour, tm->tm_min, tm->tm_sec, 1900 + tm->tm_year);

	if (n < 0 || n >= 26) {
		errno = EOVERFLOW;
		return NULL;
	}
	return buf;
}

RT_WEAK(asctime, __rt_asctime);
char *__rt_asctime(const struct tm *tm)
{
	return __rt_asctime_r(tm, asc_buf);
}

RT_WEAK(ctime_r, __rt_ctime_r);
char *__rt_ctime_r(const time_t *t, char *buf)
{
	struct tm tm;

	return __rt_gmtime_r(t, &tm) ? __rt_asctime_r(&tm, buf) : NULL;
}

RT_WEAK(ctime, __rt_ctime);
char *__rt_ctime(const time_t *t)
{
	return __rt_ctime_r(t, asc_buf);
}

/* ---- strftime ------------------------------------------------------------------------------ */

/* Where the result goes: p (strftime) or w (wcsftime), max characters; n counts them all. */
struct out {
	char *p;
	wchar_t *w;
	size_t n, max;
};

static void put(struct out *o, const char *s, size_t n)
{
	for (size_t i = 0; i < n; i++, o->n++) {
		if (o->n >= o->max)
			continue;
		if (o->w)
			o->w[o->n] = (unsigned char)s[i];
		else
			o->p[o->n] = s[i];
	}
}

/* The format, narrow or wide (wcsftime's). */
struct fmt {
	const char *s;
	const wchar_t *w;
};

/* Its character at i; one outside ASCII is 0x7f, no conversion character. */
static char fch(const struct fmt *f, size_t i)
{
	if (!f->w)
		return f->s[i];
	return f->w[i] >= 0 && f->w[i] < 0x7f ? (char)f->w[i] : 0x7f;
}

/* Copies n characters of the format from i as they stand. */
static void put_fmt(struct out *o, const struct fmt *f, size_t i, size_t n)
{
	if (!f->w) {
		put(o, f->s + i, n);
		return;
	}
	for (; n > 0; n--, i++, o->n++)
		if (o->n < o->max)
			o->w[o->n] = f->w[i];
}

/* A conversion's flags and width (GNU's, which glibc takes: '_' pad with spaces, '-' do not
 * pad, '0' pad with zeros, '^' upper case, '#' the other case; then a field width). */
struct spec {
	char flag;      /* 0 or one of _-0 (the last given) */
	bool upper, swap;
	int width;      /* -1: none */
};

/* A number, at least width digits (the spec's, else dflt, pad '0' or ' ' as the spec says or
 * else pad), a '-' before a negative one. */
static void num(struct out *o, const struct spec *sp, long long v, int dflt, char pad)
{
	char b[24];
	int k = 0, width = sp->width >= 0 ? sp->width : dflt;
	unsigned long long u = v < 0 ? 0 - (unsigned long long)v : (unsigned long long)v;

	if (sp->flag == '-')
		width = 0;
	else if (sp->flag == '_')
		pad = ' ';
	else if (sp->flag == '0' || (sp->width >= 0 && pad == '0'))
		pad = '0';
	do {
		b[k++] = (char)('0' + u % 10);
		u /= 10;
	} while (u);
	if (v < 0)
		width--;
	if (v < 0 && pad == '0')
		put(o, "-", 1);
	for (; width > k; width--)
		put(o, &pad, 1);
	if (v < 0 && pad != '0')
		put(o, "-", 1);
	while (k)
		put(o, &b[--k], 1);
}

/* A string (n bytes), padded on the left to the spec's width (spaces, zeros with '0'),
 * in upper case with '^' (or with '#' where upper is the other case), in lower case where
 * '#' asks for it (lower). */
static void str(struct out *o, const struct spec *sp, const char *s, size_t n, bool lower)
{
	char pad = sp->flag == '0' ? '0' : ' ';

	for (int w = sp->width; w > (int)n; w--)   /* '-' too, as glibc does */
		put(o, &pad, 1);
	for (size_t i = 0; i < n; i++) {
		char c = s[i];

		if ((sp->upper || (sp->swap && !lower)) && c >= 'a' && c <= 'z')
			c = (char)(c - 'a' + 'A');
		else if (sp->swap && lower && c >= 'A' && c <= 'Z')
			c = (char)(c - 'A' + 'a');
		put(o, &c, 1);
	}
}

/* glibc's iso_week_days: the days since the Monday of the week holding the year's first
 * Thursday (negative: the day belongs to the year before's last week). */
static int iso_week_days(int yday, int wday)
{
	int big = (366 / 7 + 2) * 7;

	return yday - (yday - wday + 4 + big) % 7 + 3;
}

/* The ISO 8601 week-based year and week of tm. */
static void iso_week(const struct tm *tm, long long *year, int *week)
{
	long long y = (long long)tm->tm_year + 1900;
	int days = iso_week_days(tm->tm_yday, tm->tm_wday);

	if (days < 0) {
		y--;
		days = iso_week_days(tm->tm_yday + 365 + leap(y), tm->tm_wday);
	} else {
		int d = iso_week_days(tm->tm_yday - 365 - leap(y), tm->tm_wday);

		if (d >= 0) {
			y++;
			days = d;
		}
	}
	*year = y;
	*week = days / 7 + 1;
}

static void format(struct out *o, const struct fmt *f, const struct tm *tm);

/* A composite conversion: fmt's result, as a string of the spec's width. */
static void sub(struct out *o, const struct spec *sp, const char *fmt, const struct tm *tm)
{
	char b[128];
	struct out t = { b, NULL, 0, sizeof b };
	struct fmt f = { fmt, NULL };

	format(&t, &f, tm);
	str(o, sp, b, t.n < sizeof b ? t.n : sizeof b, false);
}

/* One conversion (the character after '%', its flags, width and any E or O modifier, which
 * the C locale ignores); 0 when c is none (then written as it stands). */
static int conversion(struct out *o, const struct spec *sp, char c, const struct tm *tm)
{
	long long year = (long long)tm->tm_year + 1900, iy;
	int hour12 = tm->tm_hour % 12 ? tm->tm_hour % 12 : 12, wk;
	const char *wd = tm->tm_wday >= 0 && tm->tm_wday < 7 ? wday_name[tm->tm_wday] : "?";
	const char *mn = tm->tm_mon >= 0 && tm->tm_mon < 12 ? mon_name[tm->tm_mon] : "?";

	switch (c) {
	case 'a': str(o, sp, wd, wd[1] ? 3 : 1, false); break;
	case 'A': str(o, sp, wd, strlen(wd), false); break;
	case 'b': case 'h': str(o, sp, mn, mn[1] ? 3 : 1, false); break;
	case 'B': str(o, sp, mn, strlen(mn), false); break;
	case 'c': sub(o, sp, "%a %b %e %H:%M:%S %Y", tm); break;
	case 'C': num(o, sp, floor_div(year, 100), 2, '0'); break;
	case 'd': num(o, sp, tm->tm_mday, 2, '0'); break;
	case 'D': case 'x': sub(o, sp, "%m/%d/%y", tm); break;
	case 'e': num(o, sp, tm->tm_mday, 2, ' '); break;
	case 'F': sub(o, sp, "%Y-%m-%d", tm); break;
	case 'g': iso_week(tm, &iy, &wk); num(o, sp, (iy % 100 + 100) % 100, 2, '0'); break;
	case 'G': iso_week(tm, &iy, &wk); num(o, sp, iy, 1, '0'); break;
	case 'H': num(o, sp, tm->tm_hour, 2, '0'); break;
	case 'I': num(o, sp, hour12, 2, '0'); break;
	case 'j': num(o, sp, tm->tm_yday + 1, 3, '0'); break;
	case 'm': num(o, sp, tm->tm_mon + 1, 2, '0'); break;
	case 'M': num(o, sp, tm->tm_min, 2, '0'); break;
	case 'n': str(o, sp, "\n", 1, false); break;
	case 'p': str(o, sp, tm->tm_hour < 12 ? "AM" : "PM", 2, true); break;
	case 'r': sub(o, sp, "%I:%M:%S %p", tm); break;
	case 'R': sub(o, sp, "%H:%M", tm); break;
	case 'S': num(o, sp, tm->tm_sec, 2, '0'); break;
	case 't': str(o, sp, "\t", 1, false); break;
	case 'T': case 'X': sub(o, sp, "%H:%M:%S", tm); break;
	case 'u': num(o, sp, (tm->tm_wday + 6) % 7 + 1, 1, '0'); break;
	case 'U': num(o, sp, (tm->tm_yday - tm->tm_wday + 7) / 7, 2, '0'); break;
	case 'V': iso_week(tm, &iy, &wk); num(o, sp, wk, 2, '0'); break;
	case 'w': num(o, sp, tm->tm_wday, 1, '0'); break;
	case 'W': num(o, sp, (tm->tm_yday - (tm->tm_wday + 6) % 7 + 7) / 7, 2, '0'); break;
	case 'y': num(o, sp, (year % 100 + 100) % 100, 2, '0'); break;
	case 'Y': num(o, sp, year, 1, '0'); break;
	case 'z': str(o, sp, "+0000", 5, false); break;
	case 'Z': str(o, sp, "GMT", 3, true); break;
	case '%': str(o, sp, "%", 1, false); break;
	default: return 0;
	}
	return 1;
}

static void format(struct out *o, const struct fmt *f, const struct tm *tm)
{
	size_t i = 0;
	char c;

	while ((c = fch(f, i)) != 0) {
		size_t at = i;
		struct spec sp = { 0, false, false, -1 };

		if (c != '%') {
			put_fmt(o, f, i++, 1);
			continue;
		}
		for (c = fch(f, ++i); c == '_' || c == '-' || c == '0' || c == '^' || c == '#';
		     c = fch(f, ++i)) {
			if (c == '^')
				sp.upper = true;
			else if (c == '#')
				sp.swap = true;
			else
				sp.flag = c;
		}
		if (c >= '1' && c <= '9')
			for (sp.width = 0; c >= '0' && c <= '9'; c = fch(f, ++i))
				sp.width = sp.width < 100000 ? sp.width * 10 + (c - '0') : sp.width;
		if (c == 'E' || c == 'O')
			c = fch(f, ++i);
		if (!c) {
			/* the format ends in the conversion: as it stands */
			put_fmt(o, f, at, i - at);
			break;
		}
		if (!conversion(o, &sp, c, tm))
			put_fmt(o, f, at, i - at + 1);   /* not a conversion: as it stands */
		i++;
	}
}

RT_WEAK(strftime, __rt_strftime);
size_t __rt_strftime(char *restrict s, size_t max, const char *restrict fmt,
		     const struct tm *restrict tm)
{
	struct out o = { s, NULL, 0, max };
	struct fmt f = { fmt, NULL };

	format(&o, &f, tm);
	if (o.n >= max)
		return 0;
	s[o.n] = '\0';
	return o.n;
}

/* strftime's conversions with a wide format and result, as glibc's wcsftime. */
RT_WEAK(wcsftime, __rt_wcsftime);
size_t __rt_wcsftime(wchar_t *restrict s, size_t max, const wchar_t *restrict fmt,
		     const struct tm *restrict tm)
{
	struct out o = { NULL, s, 0, max };
	struct fmt f = { NULL, fmt };

	format(&o, &f, tm);
	if (o.n >= max)
		return 0;
	s[o.n] = 0;
	return o.n;
}

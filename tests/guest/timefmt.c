/* timefmt.c — rt's time conversions (gmtime, localtime, mktime, timegm, strftime, asctime,
 * ctime, difftime) over edge and pseudo-random 32-bit times, in UTC; the output is identical
 * on every guest ISA and on the host (whose C library is told TZ=UTC). */
#define _DEFAULT_SOURCE
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static unsigned long lcg = 12345;

/* C99's fields (glibc's struct tm has more, and names the zone UTC or GMT) */
static int same(const struct tm *a, const struct tm *b)
{
	return a->tm_sec == b->tm_sec && a->tm_min == b->tm_min && a->tm_hour == b->tm_hour &&
	       a->tm_mday == b->tm_mday && a->tm_mon == b->tm_mon && a->tm_year == b->tm_year &&
	       a->tm_wday == b->tm_wday && a->tm_yday == b->tm_yday && a->tm_isdst == b->tm_isdst;
}

static long next_time(void)
{
	lcg = (lcg * 1103515245ul + 12345ul) & 0xfffffffful;
	return (long)(lcg % 4200000000ul) - 2100000000l;
}

int main(void)
{
	static const long edges[] = { 0, -1, 86399, 951782400, 951868800, 978307199, 2147483647,
				      -2147483647 - 1, 1104537600, 1230768000, 1293753600 };
	char b[256];
	int n = 0;

#ifdef __GLIBC__
	setenv("TZ", "UTC", 1);
	tzset();
#endif
	for (int i = 0; i < 120; i++) {
		time_t t = i < (int)(sizeof edges / sizeof edges[0]) ? (time_t)edges[i]
								     : (time_t)next_time();
		struct tm tm, *g = gmtime(&t), *l;

		if (!g) {
			printf("%ld: gmtime failed\n", (long)t);
			continue;
		}
		tm = *g;
		l = localtime(&t);
		strftime(b, sizeof b, "%a %A %b %B %c|%C %d %D %e %F %g %G %h %H %I %j %m %M %p %r "
				      "%R %S %T %u %U %V %w %W %x %X %y %Y %z %Z %% %-d %_H %10A %^b",
			 &tm);
		printf("%ld: %s| %s", (long)t, b, asctime(&tm));
		if (!same(l, &tm) || strcmp(ctime(&t), asctime(&tm)) != 0)
			printf("  local time or ctime differs\n");
		/* fields out of range, normalised */
		tm.tm_mon += i - 60;
		tm.tm_mday -= 3 * i;
		tm.tm_hour += 7 * i;
		tm.tm_min -= 11 * i;
		tm.tm_sec += 13 * i;
		tm.tm_year = 70 + (tm.tm_year - 70) / 2;
		{
			struct tm m = tm;
			time_t a = timegm(&tm), c = mktime(&m);

			strftime(b, sizeof b, "%F %T %j %u", &tm);
			printf("  timegm %ld mktime %ld %s %s, %.0f s apart\n", (long)a, (long)c, b,
			       same(&m, &tm) ? "same" : "differ", difftime(a, t));
		}
		n++;
	}
	printf("%d times\n", n);
	return 0;
}

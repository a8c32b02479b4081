/* time.h — clocks and time conversions for aex guest programs (rt). rt has no time-zone
 * database: local time is UTC (docs/rt.md). */
#ifndef RT_TIME_H
#define RT_TIME_H

#include <sys/types.h>

#define CLOCKS_PER_SEC 1000000L
#define CLOCK_REALTIME 0
#define CLOCK_MONOTONIC 1
#define CLOCK_PROCESS_CPUTIME_ID 2
#define CLOCK_THREAD_CPUTIME_ID 3
#define CLOCK_MONOTONIC_RAW 4
#define CLOCK_REALTIME_COARSE 5
#define CLOCK_MONOTONIC_COARSE 6
#define CLOCK_BOOTTIME 7

typedef int clockid_t;

struct timespec {
	time_t tv_sec;
	long tv_nsec;
};

#ifndef NULL
#define NULL ((void *)0)
#endif

/* A broken-down time (C99 7.23.1). */
struct tm {
	int tm_sec;     /* 0..60 */
	int tm_min;     /* 0..59 */
	int tm_hour;    /* 0..23 */
	int tm_mday;    /* 1..31 */
	int tm_mon;     /* 0..11 */
	int tm_year;    /* years since 1900 */
	int tm_wday;    /* 0..6, Sunday 0 */
	int tm_yday;    /* 0..365 */
	int tm_isdst;   /* 0: UTC has no daylight saving time */
};

int clock_gettime(clockid_t clk, struct timespec *ts);
int nanosleep(const struct timespec *req, struct timespec *rem);
time_t time(time_t *t);
clock_t clock(void);

double difftime(time_t t1, time_t t0);
time_t mktime(struct tm *tm);
time_t timegm(struct tm *tm);
struct tm *gmtime(const time_t *t);
struct tm *gmtime_r(const time_t *t, struct tm *tm);
struct tm *localtime(const time_t *t);
struct tm *localtime_r(const time_t *t, struct tm *tm);
char *asctime(const struct tm *tm);
char *asctime_r(const struct tm *tm, char *buf);
char *ctime(const time_t *t);
char *ctime_r(const time_t *t, char *buf);
size_t strftime(char *restrict s, size_t max, const char *restrict fmt,
		const struct tm *restrict tm);

#endif

/* sys/time.h — gettimeofday for aex guest programs (rt): the real-time clock in
 * microseconds (rt/src/unistd.c; under aex's --fixed-clock, the virtual clock of docs/rt.md). */
#ifndef RT_SYS_TIME_H
#define RT_SYS_TIME_H

#include <sys/types.h>

struct timeval {
	time_t tv_sec;
	long tv_usec;
};

/* Always UTC: gettimeofday fills it with zeros. */
struct timezone {
	int tz_minuteswest;
	int tz_dsttime;
};

int gettimeofday(struct timeval *tv, void *tz);

#endif

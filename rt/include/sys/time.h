/* sys/time.h — gettimeofday for aex guest programs (rt): the real-time clock in
 * microseconds (rt/src/unistd.c; under aex's --fixed-clock, the virtual clock of docs/rt.md);
 * the interval timers (setitimer, getitimer: the kernel's, whatever the clock). */
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

/* The interval timers: ITIMER_REAL sends SIGALRM, ITIMER_VIRTUAL SIGVTALRM, ITIMER_PROF
 * SIGPROF. */
#define ITIMER_REAL 0
#define ITIMER_VIRTUAL 1
#define ITIMER_PROF 2

struct itimerval {
	struct timeval it_interval;
	struct timeval it_value;
};

int setitimer(int which, const struct itimerval *new_value, struct itimerval *old_value);
int getitimer(int which, struct itimerval *value);

#endif

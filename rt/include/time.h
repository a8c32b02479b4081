/* time.h — clocks for aex guest programs (rt). Integer only: no floating point. */
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

int clock_gettime(clockid_t clk, struct timespec *ts);
time_t time(time_t *t);
clock_t clock(void);

#endif

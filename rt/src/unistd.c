/* unistd.c — the system calls rt exposes, as thin wrappers over __rt_syscall, and the clocks.
 * Numbers and flag values come from the ISA's <bits/...> headers; nothing here is ISA-specific.
 * An ISA whose kernel has only the newer generic calls (RV32's: no open, unlink, lseek, dup2,
 * alarm, wait4, nor clock_gettime with a 32-bit time) lacks those SYS_ names, and the
 * wrapper uses openat, unlinkat, _llseek, dup3, setitimer, waitid or clock_gettime64.
 * Each function is defined under its strong internal name __rt_NAME, which rt's own code
 * calls, with NAME a weak alias a program may define for itself (docs/rt.md, "Names"). */
#include <errno.h>
#include <fcntl.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/time.h>
#include <sys/times.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>
#include <bits/sysnum.h>
#include "rt.h"

int errno;

long __rt_ret(long r)
{
	if (r < 0 && r > -4096) {
		errno = (int)-r;
		return -1;
	}
	return r;
}

RT_WEAK(read, __rt_read);
ssize_t __rt_read(int fd, void *buf, size_t n)
{
	return __rt_ret(RT_SYS3(SYS_read, fd, buf, n));
}

RT_WEAK(write, __rt_write);
ssize_t __rt_write(int fd, const void *buf, size_t n)
{
	return __rt_ret(RT_SYS3(SYS_write, fd, buf, n));
}

RT_WEAK(open, __rt_open);
int __rt_open(const char *path, int flags, ...)
{
	int mode = 0;

	if (flags & O_CREAT) {
		va_list ap;
		va_start(ap, flags);
		mode = va_arg(ap, int);
		va_end(ap);
	}
#ifdef SYS_open
	return (int)__rt_ret(RT_SYS3(SYS_open, path, flags, mode));
#else
	return (int)__rt_ret(RT_SYS4(SYS_openat, AT_FDCWD, path, flags, mode));
#endif
}

RT_WEAK(creat, __rt_creat);
int __rt_creat(const char *path, mode_t mode)
{
	return __rt_open(path, O_WRONLY | O_CREAT | O_TRUNC, mode);
}

RT_WEAK(close, __rt_close);
int __rt_close(int fd)
{
	return (int)__rt_ret(RT_SYS1(SYS_close, fd));
}

RT_WEAK(lseek, __rt_lseek);
off_t __rt_lseek(int fd, off_t off, int whence)
{
#ifdef SYS_lseek
	return __rt_ret(RT_SYS3(SYS_lseek, fd, off, whence));
#else
	long long pos;
	long r = __rt_ret(RT_SYS5(SYS__llseek, fd, (long)((long long)off >> 32), (long)off, &pos,
				  whence));

	return r < 0 ? -1 : (off_t)pos;
#endif
}

RT_WEAK(rename, __rt_rename);
int __rt_rename(const char *from, const char *to)
{
#ifdef SYS_rename
	return (int)__rt_ret(RT_SYS2(SYS_rename, from, to));
#else
	return (int)__rt_ret(RT_SYS5(SYS_renameat2, AT_FDCWD, from, AT_FDCWD, to, 0));
#endif
}

RT_WEAK(unlink, __rt_unlink);
int __rt_unlink(const char *path)
{
#ifdef SYS_unlink
	return (int)__rt_ret(RT_SYS1(SYS_unlink, path));
#else
	return (int)__rt_ret(RT_SYS3(SYS_unlinkat, AT_FDCWD, path, 0));
#endif
}

RT_WEAK(dup2, __rt_dup2);
int __rt_dup2(int oldfd, int newfd)
{
#ifdef SYS_dup2
	return (int)__rt_ret(RT_SYS2(SYS_dup2, oldfd, newfd));
#else
	if (oldfd == newfd)   /* dup3 refuses equal descriptors; dup2 checks oldfd is open */
		return (int)__rt_ret(RT_SYS3(SYS_fcntl, oldfd, F_GETFD, 0)) < 0 ? -1 : newfd;
	return (int)__rt_ret(RT_SYS3(SYS_dup3, oldfd, newfd, 0));
#endif
}

RT_WEAK(pipe2, __rt_pipe2);
int __rt_pipe2(int fds[2], int flags)
{
	return (int)__rt_ret(RT_SYS2(SYS_pipe2, fds, flags));
}

RT_WEAK(pipe, __rt_pipe);
int __rt_pipe(int fds[2])
{
	return __rt_pipe2(fds, 0);
}

/* (__rt_fork is the ISA's primitive, targets/<isa>/rt/syscall.S) */
RT_WEAK(fork, __rt_fork_c);
pid_t __rt_fork_c(void)
{
	return (pid_t)__rt_ret(__rt_fork());
}

RT_WEAK(getpid, __rt_getpid);
pid_t __rt_getpid(void)
{
	return (pid_t)RT_SYS0(SYS_getpid);
}

RT_WEAK(wait4, __rt_wait4);
pid_t __rt_wait4(pid_t pid, int *status, int options, void *rusage)
{
#ifdef SYS_wait4
	return (pid_t)__rt_ret(RT_SYS4(SYS_wait4, pid, status, options, rusage));
#else
	/* waitid: the child's siginfo (si_pid at 12, si_status at 20, si_code at 8) makes the
	 * status; a WNOHANG wait that finds no child ended leaves si_pid 0 */
	int info[32] = { 0 };
	int idtype = pid < -1 ? 2 : pid == -1 ? 0 : pid == 0 ? 2 : 1;   /* P_PGID, P_ALL, P_PID */
	long r = __rt_ret(RT_SYS5(SYS_waitid, idtype, pid < -1 ? -pid : pid == -1 ? 0 : pid, info,
				  options | 4 /* WEXITED */, rusage));

	if (r < 0)
		return -1;
	if (status && info[3])
		*status = info[2] == 1 ? (info[5] & 0xff) << 8             /* CLD_EXITED */
			  : info[2] == 3 ? (info[5] & 0x7f) | 0x80          /* CLD_DUMPED */
					 : info[5] & 0x7f;                  /* CLD_KILLED */
	return (pid_t)info[3];
#endif
}

RT_WEAK(waitpid, __rt_waitpid);
pid_t __rt_waitpid(pid_t pid, int *status, int options)
{
	return __rt_wait4(pid, status, options, NULL);
}

RT_WEAK(wait, __rt_wait);
pid_t __rt_wait(int *status)
{
	return __rt_wait4(-1, status, 0, NULL);
}

/* ---- clocks ------------------------------------------------------------------------------
 * Under aex's --fixed-clock the environment holds AEX_FIXED_CLOCK=1 and the clocks read a
 * virtual time instead of the kernel's: it starts at 0 and every read of any clock (time,
 * clock, times, gettimeofday, clock_gettime) first advances it by one millisecond, so what
 * a program reads depends only on how many times it read a clock before. CLOCK_REALTIME
 * (time, gettimeofday) adds 946684800 s (2000-01-01 00:00:00 UTC); the other clocks start at
 * 0. No system call is made. docs/rt.md. */

#define FIXED_EPOCH 946684800L   /* 2000-01-01 00:00:00 UTC */

static int fixed_clock = -1;     /* -1: not looked up yet */
static unsigned long fixed_ms;   /* the virtual time, in milliseconds */

/* Whether the environment (set by __rt_start) holds AEX_FIXED_CLOCK=1; looked up once. */
static int clock_fixed(void)
{
	if (fixed_clock < 0) {
		static const char want[] = "AEX_FIXED_CLOCK=1";

		fixed_clock = 0;
		for (char **e = environ; e && *e && !fixed_clock; e++) {
			const char *s = *e;
			unsigned i = 0;

			while (want[i] && s[i] == want[i])
				i++;
			fixed_clock = !want[i] && !s[i];
		}
	}
	return fixed_clock;
}

RT_WEAK(clock_gettime, __rt_clock_gettime);
int __rt_clock_gettime(clockid_t clk, struct timespec *ts)
{
	if (clock_fixed()) {
		unsigned long ms = ++fixed_ms;

		if (clk < 0 || clk > CLOCK_BOOTTIME) {
			errno = EINVAL;
			return -1;
		}
		ts->tv_sec = (time_t)(ms / 1000) +
			     (clk == CLOCK_REALTIME || clk == CLOCK_REALTIME_COARSE ? FIXED_EPOCH : 0);
		ts->tv_nsec = (long)(ms % 1000) * 1000000L;
		return 0;
	}
#ifdef SYS_clock_gettime
	return (int)__rt_ret(RT_SYS2(SYS_clock_gettime, clk, ts));
#else
	{
		long long t64[2];   /* struct __kernel_timespec: 64-bit seconds and nanoseconds */

		if (__rt_ret(RT_SYS2(SYS_clock_gettime64, clk, t64)) < 0)
			return -1;
		ts->tv_sec = (time_t)t64[0];
		ts->tv_nsec = (long)t64[1];
		return 0;
	}
#endif
}

RT_WEAK(time, __rt_time);
time_t __rt_time(time_t *t)
{
	struct timespec ts;

	if (__rt_clock_gettime(CLOCK_REALTIME, &ts) < 0)
		return (time_t)-1;
	if (t)
		*t = ts.tv_sec;
	return ts.tv_sec;
}

/* Sleeping: under --fixed-clock the virtual time moves on by the time asked for (rounded up
 * to its milliseconds) and no system call is made, so a program's course stays independent
 * of time; else the kernel's nanosleep (RV32: clock_nanosleep on CLOCK_REALTIME). */
RT_WEAK(nanosleep, __rt_nanosleep);
int __rt_nanosleep(const struct timespec *req, struct timespec *rem)
{
	if (req->tv_nsec < 0 || req->tv_nsec > 999999999 || req->tv_sec < 0) {
		errno = EINVAL;
		return -1;
	}
	if (clock_fixed()) {
		fixed_ms += (unsigned long)req->tv_sec * 1000ul +
			    ((unsigned long)req->tv_nsec + 999999ul) / 1000000ul;
		return 0;   /* never interrupted: rem untouched, as after any whole sleep */
	}
#ifdef SYS_nanosleep
	return (int)__rt_ret(RT_SYS2(SYS_nanosleep, req, rem));
#else
	{
		long long r64[2] = { req->tv_sec, req->tv_nsec }, m64[2] = { 0, 0 };
		long e = RT_SYS4(SYS_clock_nanosleep_time64, CLOCK_REALTIME, 0, r64, m64);

		if (rem && e == -EINTR) {
			rem->tv_sec = (time_t)m64[0];
			rem->tv_nsec = (long)m64[1];
		}
		return (int)__rt_ret(e);
	}
#endif
}

RT_WEAK(sleep, __rt_sleep);
unsigned int __rt_sleep(unsigned int seconds)
{
	struct timespec ts = { (time_t)seconds, 0 };

	if (__rt_nanosleep(&ts, &ts) < 0)
		return (unsigned int)ts.tv_sec + (ts.tv_nsec >= 500000000L);
	return 0;
}

RT_WEAK(usleep, __rt_usleep);
int __rt_usleep(unsigned int usec)
{
	struct timespec ts = { (time_t)(usec / 1000000u), (long)(usec % 1000000u) * 1000L };

	return __rt_nanosleep(&ts, NULL);
}

RT_WEAK(setitimer, __rt_setitimer);
int __rt_setitimer(int which, const struct itimerval *new_value, struct itimerval *old_value)
{
	return (int)__rt_ret(RT_SYS3(SYS_setitimer, which, new_value, old_value));
}

RT_WEAK(getitimer, __rt_getitimer);
int __rt_getitimer(int which, struct itimerval *value)
{
	return (int)__rt_ret(RT_SYS2(SYS_getitimer, which, value));
}

RT_WEAK(alarm, __rt_alarm);
unsigned int __rt_alarm(unsigned int seconds)
{
#ifdef SYS_alarm
	return (unsigned int)RT_SYS1(SYS_alarm, seconds);
#else
	struct itimerval it = { { 0, 0 }, { (time_t)seconds, 0 } }, old;

	if (__rt_setitimer(ITIMER_REAL, &it, &old) < 0)
		return 0;
	return (unsigned int)old.it_value.tv_sec + (old.it_value.tv_usec ? 1u : 0u);
#endif
}

RT_WEAK(gettimeofday, __rt_gettimeofday);
int __rt_gettimeofday(struct timeval *tv, void *tz)
{
	struct timespec ts;

	if (__rt_clock_gettime(CLOCK_REALTIME, &ts) < 0)
		return -1;
	if (tv) {
		tv->tv_sec = ts.tv_sec;
		tv->tv_usec = ts.tv_nsec / 1000;
	}
	if (tz) {
		/* UTC, no daylight saving time */
		struct timezone *z = tz;

		z->tz_minuteswest = 0;
		z->tz_dsttime = 0;
	}
	return 0;
}

RT_WEAK(clock, __rt_clock);
clock_t __rt_clock(void)
{
	struct timespec ts;

	if (__rt_clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts) < 0)
		return (clock_t)-1;
	return (clock_t)(ts.tv_sec * CLOCKS_PER_SEC + ts.tv_nsec / 1000);
}

RT_WEAK(times, __rt_times);
clock_t __rt_times(struct tms *buf)
{
	if (clock_fixed()) {
		/* clock ticks of 10 ms (the kernel's USER_HZ, 100): user time only */
		clock_t ticks = (clock_t)(++fixed_ms / 10);

		if (buf) {
			buf->tms_utime = ticks;
			buf->tms_stime = buf->tms_cutime = buf->tms_cstime = 0;
		}
		return ticks;
	}
	return (clock_t)__rt_ret(RT_SYS1(SYS_times, buf));
}

/* rt treats no descriptor as a terminal, so buffering (and so the order of system calls)
 * never depends on where output goes: plain and traced runs stay comparable. */
RT_WEAK(isatty, __rt_isatty);
int __rt_isatty(int fd)
{
	(void)fd;
	errno = ENOTTY;
	return 0;
}

/* The program break. The kernel answers brk(0) with the current break and any request
 * with the new break (the old one when it refuses). */
static char *cur_brk;

void *__rt_brk(void *addr)
{
	return (void *)RT_SYS1(SYS_brk, addr);
}

RT_WEAK(brk, __rt_brk_c);
int __rt_brk_c(void *addr)
{
	char *r = __rt_brk(addr);

	if (r != addr) {
		errno = ENOMEM;
		return -1;
	}
	cur_brk = r;
	return 0;
}

RT_WEAK(sbrk, __rt_sbrk);
void *__rt_sbrk(long incr)
{
	char *old;

	if (!cur_brk)
		cur_brk = __rt_brk(NULL);
	old = cur_brk;
	if (incr == 0)
		return old;
	if ((incr > 0 && (unsigned long)incr > ~(unsigned long)old) ||
	    (incr < 0 && (unsigned long)-incr > (unsigned long)old) || __rt_brk_c(old + incr) < 0) {
		errno = ENOMEM;
		return (void *)-1;
	}
	return old;
}

RT_WEAK(_Exit, __rt_exit_now);
RT_WEAK(_exit, __rt_exit_now);
void __rt_exit_now(int status)
{
	for (;;)
		RT_SYS1(SYS_exit_group, status);
}

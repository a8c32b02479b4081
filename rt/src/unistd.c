/* unistd.c — the system calls rt exposes, as thin wrappers over __rt_syscall.
 * Numbers and flag values come from the ISA's <bits/...> headers; nothing here is ISA-specific. */
#include <errno.h>
#include <fcntl.h>
#include <stdarg.h>
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

ssize_t read(int fd, void *buf, size_t n)
{
	return __rt_ret(RT_SYS3(SYS_read, fd, buf, n));
}

ssize_t write(int fd, const void *buf, size_t n)
{
	return __rt_ret(RT_SYS3(SYS_write, fd, buf, n));
}

int open(const char *path, int flags, ...)
{
	int mode = 0;

	if (flags & O_CREAT) {
		va_list ap;
		va_start(ap, flags);
		mode = va_arg(ap, int);
		va_end(ap);
	}
	return (int)__rt_ret(RT_SYS3(SYS_open, path, flags, mode));
}

int creat(const char *path, mode_t mode)
{
	return open(path, O_WRONLY | O_CREAT | O_TRUNC, mode);
}

int close(int fd)
{
	return (int)__rt_ret(RT_SYS1(SYS_close, fd));
}

off_t lseek(int fd, off_t off, int whence)
{
	return __rt_ret(RT_SYS3(SYS_lseek, fd, off, whence));
}

int unlink(const char *path)
{
	return (int)__rt_ret(RT_SYS1(SYS_unlink, path));
}

int dup2(int oldfd, int newfd)
{
	return (int)__rt_ret(RT_SYS2(SYS_dup2, oldfd, newfd));
}

int pipe2(int fds[2], int flags)
{
	return (int)__rt_ret(RT_SYS2(SYS_pipe2, fds, flags));
}

int pipe(int fds[2])
{
	return pipe2(fds, 0);
}

pid_t fork(void)
{
	return (pid_t)__rt_ret(__rt_fork());
}

pid_t getpid(void)
{
	return (pid_t)RT_SYS0(SYS_getpid);
}

pid_t wait4(pid_t pid, int *status, int options, void *rusage)
{
	return (pid_t)__rt_ret(RT_SYS4(SYS_wait4, pid, status, options, rusage));
}

pid_t waitpid(pid_t pid, int *status, int options)
{
	return wait4(pid, status, options, NULL);
}

pid_t wait(int *status)
{
	return wait4(-1, status, 0, NULL);
}

int clock_gettime(clockid_t clk, struct timespec *ts)
{
	return (int)__rt_ret(RT_SYS2(SYS_clock_gettime, clk, ts));
}

time_t time(time_t *t)
{
	struct timespec ts;

	if (clock_gettime(CLOCK_REALTIME, &ts) < 0)
		return (time_t)-1;
	if (t)
		*t = ts.tv_sec;
	return ts.tv_sec;
}

clock_t clock(void)
{
	struct timespec ts;

	if (clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts) < 0)
		return (clock_t)-1;
	return (clock_t)(ts.tv_sec * CLOCKS_PER_SEC + ts.tv_nsec / 1000);
}

clock_t times(struct tms *buf)
{
	return (clock_t)__rt_ret(RT_SYS1(SYS_times, buf));
}

/* rt treats no descriptor as a terminal, so buffering (and so the order of system calls)
 * never depends on where output goes: plain and traced runs stay comparable. */
int isatty(int fd)
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

int brk(void *addr)
{
	char *r = __rt_brk(addr);

	if (r != addr) {
		errno = ENOMEM;
		return -1;
	}
	cur_brk = r;
	return 0;
}

void *sbrk(long incr)
{
	char *old;

	if (!cur_brk)
		cur_brk = __rt_brk(NULL);
	old = cur_brk;
	if (incr == 0)
		return old;
	if ((incr > 0 && (unsigned long)incr > ~(unsigned long)old) ||
	    (incr < 0 && (unsigned long)-incr > (unsigned long)old) || brk(old + incr) < 0) {
		errno = ENOMEM;
		return (void *)-1;
	}
	return old;
}

void _exit(int status)
{
	for (;;)
		RT_SYS1(SYS_exit_group, status);
}

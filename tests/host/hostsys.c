/* hostsys.c — the per-ISA primitives of rt, for running rt's portable code on the host in
 * unit tests. rt is compiled for the host with every symbol prefixed `rt_` (see Makefile),
 * so its __rt_syscall becomes rt___rt_syscall, provided here. brk is emulated on a static
 * arena so rt's malloc never fights the host's. */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif
#include <errno.h>
#include <sys/syscall.h>
#include <unistd.h>

long rt___rt_syscall(long n, long a, long b, long c, long d, long e, long f);
int rt___rt_fork(void);

#define ARENA_SIZE (256L << 20)
static char arena[ARENA_SIZE] __attribute__((aligned(4096)));
static char *arena_brk = arena;

long rt___rt_syscall(long n, long a, long b, long c, long d, long e, long f)
{
	long r;

	if (n == SYS_brk) {
		char *want = (char *)a;
		if (want >= arena && want <= arena + ARENA_SIZE)
			arena_brk = want;
		return (long)arena_brk;
	}
	r = syscall(n, a, b, c, d, e, f);
	return r < 0 ? -errno : r;
}

int rt___rt_fork(void)
{
	long r = syscall(SYS_fork);
	return r < 0 ? -errno : (int)r;
}

/* mman.c — mmap, munmap, mprotect. The kernel (the emulator) places a mapping by what it has
 * mapped already, which differs between the plain and the traced run of a program; so rt
 * places every mapping the program does not place itself, at addresses that depend only on
 * the program's own calls: down from MMAP_TOP (below the stack, docs/memory-layout.md), each
 * below the last, asked for with MAP_FIXED once rt has made sure the heap lies below it.
 * Addresses are not reused after munmap. */
#include <errno.h>
#include <stdint.h>
#include <sys/mman.h>
#include <unistd.h>
#include <bits/sysnum.h>
#include "rt.h"

#define PAGE 4096u
#define MMAP_TOP 0x3ff00000u   /* 1 MiB below the stack's lowest address */

static uintptr_t next_top = MMAP_TOP;

static long do_mmap(uintptr_t addr, size_t len, int prot, int flags, int fd, off_t off)
{
#ifdef SYS_mmap2
	return __rt_syscall(SYS_mmap2, (long)addr, (long)len, prot, flags, fd,
			    (long)((unsigned long)off / PAGE));
#else
	return __rt_syscall(SYS_mmap, (long)addr, (long)len, prot, flags, fd, (long)off);
#endif
}

RT_WEAK(mmap, __rt_mmap);
void *__rt_mmap(void *addr, size_t len, int prot, int flags, int fd, off_t off)
{
	size_t size = (len + PAGE - 1) & ~(size_t)(PAGE - 1);
	uintptr_t at = (uintptr_t)addr;
	int placed = !(flags & MAP_FIXED);
	long r;

	if (!len || size < len || (off & (PAGE - 1))) {
		errno = EINVAL;
		return MAP_FAILED;
	}
	if (placed) {
		/* rt's place: the next below the last, above the heap */
		if (size > next_top || next_top - size < (uintptr_t)__rt_sbrk(0)) {
			errno = ENOMEM;
			return MAP_FAILED;
		}
		at = next_top - size;
		flags |= MAP_FIXED;
	}
	r = do_mmap(at, size, prot, flags, fd, off);
	if (r < 0 && r > -4096) {
		errno = (int)-r;
		return MAP_FAILED;
	}
	if (placed)
		next_top = at;
	return (void *)r;
}

RT_WEAK(munmap, __rt_munmap);
int __rt_munmap(void *addr, size_t len)
{
	long r = RT_SYS2(SYS_munmap, addr, len);

	if (r < 0) {
		errno = (int)-r;
		return -1;
	}
	return 0;
}

RT_WEAK(mprotect, __rt_mprotect);
int __rt_mprotect(void *addr, size_t len, int prot)
{
	long r = RT_SYS3(SYS_mprotect, addr, len, prot);

	if (r < 0) {
		errno = (int)-r;
		return -1;
	}
	return 0;
}

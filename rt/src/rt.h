/* rt.h — internal interface of the aex guest C library.
 * The per-ISA primitives (targets/<isa>/rt/syscall.S and friends) the portable code in rt/src/ is built on. */
#ifndef RT_INTERNAL_H
#define RT_INTERNAL_H

/* Raw system call: the kernel's result, or -errno on failure (targets/<isa>/rt/syscall.S). */
long __rt_syscall(long n, long a, long b, long c, long d, long e, long f);
/* fork(2) with the ISA's return convention normalised: 0 in the child. */
int __rt_fork(void);

/* Turns a raw result into the C convention: sets errno and returns -1 on failure. */
long __rt_ret(long r);

/* Called by exit() after the atexit handlers: flushes every open stdio stream.
 * Set by stdio the first time a stream buffers output, so programs without stdio
 * do not link it. */
extern void (*__rt_stdio_flush_hook)(void);

/* The initial program break and the current one (rt/src/unistd.c). */
void *__rt_brk(void *addr);

#define RT_SYS0(n) __rt_syscall((n), 0, 0, 0, 0, 0, 0)
#define RT_SYS1(n, a) __rt_syscall((n), (long)(a), 0, 0, 0, 0, 0)
#define RT_SYS2(n, a, b) __rt_syscall((n), (long)(a), (long)(b), 0, 0, 0, 0)
#define RT_SYS3(n, a, b, c) __rt_syscall((n), (long)(a), (long)(b), (long)(c), 0, 0, 0)
#define RT_SYS4(n, a, b, c, d) __rt_syscall((n), (long)(a), (long)(b), (long)(c), (long)(d), 0, 0)
#define RT_SYS5(n, a, b, c, d, e) \
	__rt_syscall((n), (long)(a), (long)(b), (long)(c), (long)(d), (long)(e), 0)

#endif

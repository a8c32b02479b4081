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

/* rt's public functions (NAME) are weak aliases of strong internal ones (__rt_NAME): a
 * program may define NAME itself, and rt's own calls of __rt_NAME still reach rt's function
 * (docs/rt.md, "Names"). RT_WEAK(NAME, __rt_NAME); right before the definition of __rt_NAME
 * declares it with NAME's type (from the public header) and NAME as its weak alias. */
#define RT_WEAK(name, internal) \
	__typeof(name) internal; \
	extern __typeof(name) name __attribute__((weak, alias(#internal)))

/* The FPU's control and status register (MIPS: FCSR, SPARC: %fsr), read and written
 * (targets/<isa>/rt/fpcsr.S, on an ISA with an FPU). */
unsigned int __rt_fpcsr_get(void);
void __rt_fpcsr_set(unsigned int value);
/* feraiseexcept (rt/src/fenv.c), which libgcc.c's conversions to 64-bit integers call. */
int __rt_feraiseexcept(int excepts);

/* The system calls rt's own code makes (rt/src/unistd.c), by their internal names. */
#include <sys/types.h>
ssize_t __rt_read(int fd, void *buf, size_t n);
ssize_t __rt_write(int fd, const void *buf, size_t n);
int __rt_open(const char *path, int flags, ...);
int __rt_close(int fd);
off_t __rt_lseek(int fd, off_t off, int whence);
pid_t __rt_getpid(void);
int __rt_unlink(const char *path);
void *__rt_sbrk(long incr);
void __rt_exit_now(int status) __attribute__((noreturn));
/* exit() (rt/src/process.c), which __rt_start calls with main's result. */
void __rt_exit(int status) __attribute__((noreturn));
/* abort() (rt/src/signal.c), which assert calls. */
void __rt_abort(void) __attribute__((noreturn));

#define RT_SYS0(n) __rt_syscall((n), 0, 0, 0, 0, 0, 0)
#define RT_SYS1(n, a) __rt_syscall((n), (long)(a), 0, 0, 0, 0, 0)
#define RT_SYS2(n, a, b) __rt_syscall((n), (long)(a), (long)(b), 0, 0, 0, 0)
#define RT_SYS3(n, a, b, c) __rt_syscall((n), (long)(a), (long)(b), (long)(c), 0, 0, 0)
#define RT_SYS4(n, a, b, c, d) __rt_syscall((n), (long)(a), (long)(b), (long)(c), (long)(d), 0, 0)
#define RT_SYS5(n, a, b, c, d, e) \
	__rt_syscall((n), (long)(a), (long)(b), (long)(c), (long)(d), (long)(e), 0)

#endif

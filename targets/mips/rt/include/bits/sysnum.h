/* bits/sysnum.h — system call numbers of the MIPS o32 Linux ABI, used by rt/src/unistd.c. */
#ifndef RT_BITS_SYSNUM_H
#define RT_BITS_SYSNUM_H

#define SYS_exit (4000 + 1)
#define SYS_read (4000 + 3)
#define SYS_write (4000 + 4)
#define SYS_writev (4000 + 146)
#define SYS_open (4000 + 5)
#define SYS_close (4000 + 6)
#define SYS_unlink (4000 + 10)
#define SYS_lseek (4000 + 19)
#define SYS_getpid (4000 + 20)
#define SYS_kill (4000 + 37)
#define SYS_rename (4000 + 38)
#define SYS_mkdir (4000 + 39)
#define SYS_rmdir (4000 + 40)
#define SYS_getdents64 (4000 + 219)
#define SYS_statx (4000 + 366)
#define SYS_nanosleep (4000 + 166)
#define SYS_times (4000 + 43)
#define SYS_brk (4000 + 45)
#define SYS_dup2 (4000 + 63)
#define SYS_wait4 (4000 + 114)
#define SYS_rt_sigreturn (4000 + 193)
#define SYS_rt_sigaction (4000 + 194)
#define SYS_rt_sigprocmask (4000 + 195)
#define SYS_rt_sigsuspend (4000 + 199)
#define SYS_exit_group (4000 + 246)
#define SYS_clock_gettime (4000 + 263)
#define SYS_pipe2 (4000 + 328)
#define SYS_gettimeofday (4000 + 78)
#define SYS_setitimer (4000 + 104)
#define SYS_getitimer (4000 + 105)
#define SYS_alarm (4000 + 27)
#define SYS_ioctl (4000 + 54)
/* for the tracing runtime (targets/trace-core.c) */
#define SYS_fork (4000 + 2)
#define SYS_fcntl (4000 + 55)
#define SYS_mprotect (4000 + 125)
#define SYS_sendmsg (4000 + 179)
#define SYS_sigaltstack (4000 + 206)
#define SYS_dup3 (4000 + 327)

#define SYS_mmap2 (4000 + 210)   /* offset in 4096-byte pages */
#define SYS_munmap (4000 + 91)

#endif

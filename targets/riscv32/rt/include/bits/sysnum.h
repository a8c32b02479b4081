/* bits/sysnum.h — system call numbers of the RV32 Linux ABI (the generic table, 64-bit time
 * only), used by rt/src/unistd.c and
 * targets/trace-core.c. RV32 has no open, unlink, lseek, dup2, alarm, wait4 or
 * 32-bit clock_gettime: rt uses the generic calls instead (rt/src/unistd.c). */
#ifndef RT_BITS_SYSNUM_H
#define RT_BITS_SYSNUM_H

#define SYS_dup3 24
#define SYS_fcntl 25
#define SYS_ioctl 29
#define SYS_unlinkat 35
#define SYS_openat 56
#define SYS_renameat2 276
#define SYS_mkdirat 34
#define SYS_getdents64 61
#define SYS_statx 291
#define SYS_close 57
#define SYS_pipe2 59
#define SYS__llseek 62
#define SYS_read 63
#define SYS_write 64
#define SYS_writev 66
#define SYS_exit 93
#define SYS_exit_group 94
#define SYS_waitid 95
#define SYS_getitimer 102
#define SYS_setitimer 103
#define SYS_kill 129
#define SYS_rt_sigsuspend 133
#define SYS_sigaltstack 132
#define SYS_rt_sigaction 134
#define SYS_rt_sigprocmask 135
#define SYS_rt_sigreturn 139
#define SYS_times 153
#define SYS_getpid 172
#define SYS_sendmsg 211
#define SYS_brk 214
#define SYS_clone 220
#define SYS_mprotect 226
#define SYS_clock_gettime64 403
#define SYS_clock_nanosleep_time64 407

#define SYS_mmap2 222   /* offset in 4096-byte pages */
#define SYS_munmap 215

#endif

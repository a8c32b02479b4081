/* bits/sysnum.h — system call numbers of the x86-64 (host tests only) Linux ABI, used by rt/src/unistd.c. */
#ifndef RT_BITS_SYSNUM_H
#define RT_BITS_SYSNUM_H

#define SYS_exit 60
#define SYS_read 0
#define SYS_write 1
#define SYS_open 2
#define SYS_close 3
#define SYS_unlink 87
#define SYS_rename 82
#define SYS_mkdir 83
#define SYS_rmdir 84
#define SYS_getdents64 217
#define SYS_statx 332
#define SYS_nanosleep 35
#define SYS_lseek 8
#define SYS_getpid 39
#define SYS_kill 62
#define SYS_times 100
#define SYS_brk 12
#define SYS_dup2 33
#define SYS_wait4 61
#define SYS_rt_sigreturn 15
#define SYS_rt_sigaction 13
#define SYS_rt_sigprocmask 14
#define SYS_rt_sigsuspend 130
#define SYS_exit_group 231
#define SYS_clock_gettime 228
#define SYS_pipe2 293
#define SYS_gettimeofday 96
#define SYS_setitimer 38
#define SYS_getitimer 36
#define SYS_alarm 37
#define SYS_ioctl 16

#define SYS_mmap 9   /* offset in bytes */
#define SYS_munmap 11
#define SYS_mprotect 10

#endif

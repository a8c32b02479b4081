/* bits/sysnum.h — system call numbers of the SPARC 32-bit Linux ABI, used by rt/src/unistd.c. */
#ifndef RT_BITS_SYSNUM_H
#define RT_BITS_SYSNUM_H

#define SYS_exit 1
#define SYS_read 3
#define SYS_write 4
#define SYS_writev 121
#define SYS_open 5
#define SYS_close 6
#define SYS_unlink 10
#define SYS_lseek 19
#define SYS_getpid 20
#define SYS_rename 128
#define SYS_mkdir 136
#define SYS_rmdir 137
#define SYS_getdents64 154
#define SYS_statx 360
#define SYS_nanosleep 249
#define SYS_kill 37
#define SYS_times 43
#define SYS_brk 17
#define SYS_fork 2           /* rt: targets/sparc/rt/syscall.S */
#define SYS_sigreturn 216    /* rt: the restorer, targets/sparc/rt/syscall.S */
#define SYS_dup2 90
#define SYS_wait4 7
#define SYS_rt_sigreturn 101
#define SYS_rt_sigaction 102
#define SYS_rt_sigprocmask 103
#define SYS_rt_sigsuspend 107
#define SYS_exit_group 188
#define SYS_clock_gettime 257
#define SYS_pipe2 321
#define SYS_gettimeofday 116
#define SYS_setitimer 83
#define SYS_getitimer 86
#define SYS_alarm 27
#define SYS_ioctl 54
#define SYS_dup3 320
#define SYS_sendmsg 114

#define SYS_mmap2 56   /* offset in 4096-byte pages */
#define SYS_munmap 73
#define SYS_mprotect 74

#endif

/* sys/types.h — POSIX scalar types for aex guest programs (rt). */
#ifndef RT_SYS_TYPES_H
#define RT_SYS_TYPES_H

#include <stddef.h>

typedef __PTRDIFF_TYPE__ ssize_t;
typedef long off_t;
typedef int pid_t;
typedef unsigned int mode_t;
typedef long time_t;
typedef long clock_t;
typedef unsigned int uid_t;
typedef unsigned int gid_t;
typedef unsigned long long dev_t;
typedef unsigned long long ino_t;
typedef unsigned int nlink_t;
typedef long blksize_t;
typedef long long blkcnt_t;

#endif

/* bits/errno.h — x86-64 Linux error numbers above 34 (host tests only). */
#ifndef RT_BITS_ERRNO_H
#define RT_BITS_ERRNO_H

#define ENOMSG 42
#define EDEADLK 35
#define ENAMETOOLONG 36
#define EOVERFLOW 75
#define ENOSYS 38
#define ENOTEMPTY 39
#define ELOOP 40
#define ENOTSUP 95
#define EILSEQ 84

#endif

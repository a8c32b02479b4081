/* bits/errno.h — MIPS Linux error numbers above 34 (only those rt uses or reports). */
#ifndef RT_BITS_ERRNO_H
#define RT_BITS_ERRNO_H

#define ENOMSG 35
#define EDEADLK 45
#define ENAMETOOLONG 78
#define EOVERFLOW 79
#define ENOSYS 89
#define ENOTEMPTY 93
#define ELOOP 90
#define ENOTSUP 122
#define EILSEQ 88
#define ENOTSOCK 95

#endif

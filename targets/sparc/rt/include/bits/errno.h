/* bits/errno.h — SPARC Linux error numbers above 34 (only those rt uses or reports). */
#ifndef RT_BITS_ERRNO_H
#define RT_BITS_ERRNO_H

#define ENOMSG 75
#define EDEADLK 78
#define ENAMETOOLONG 63
#define EOVERFLOW 92
#define ENOSYS 90
#define ENOTEMPTY 66
#define ELOOP 62
#define ENOTSUP 45
#define EILSEQ 122
#define ENOTSOCK 38

#endif

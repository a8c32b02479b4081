/* bits/fcntl.h — open(2) flags of the RV32 Linux ABI (the generic ones), and what the
 * generic calls rt makes instead of open, unlink and dup2 need. */
#ifndef RT_BITS_FCNTL_H
#define RT_BITS_FCNTL_H

#define O_RDONLY 00
#define O_WRONLY 01
#define O_RDWR 02
#define O_CREAT 0100
#define O_EXCL 0200
#define O_TRUNC 01000
#define O_APPEND 02000
#define O_NONBLOCK 04000
#define O_CLOEXEC 02000000
#define AT_FDCWD (-100)
#define F_GETFD 1

#endif

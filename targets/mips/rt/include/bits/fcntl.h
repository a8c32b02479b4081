/* bits/fcntl.h — open(2) flags of the MIPS Linux ABI. */
#ifndef RT_BITS_FCNTL_H
#define RT_BITS_FCNTL_H

#define O_RDONLY 0x0000
#define O_WRONLY 0x0001
#define O_RDWR 0x0002
#define O_APPEND 0x0008
#define O_NONBLOCK 0x0080
#define O_CREAT 0x0100
#define O_TRUNC 0x0200
#define O_EXCL 0x0400
#define O_CLOEXEC 0x80000
#define F_GETFD 1

#endif

/* bits/fcntl.h — open(2) flags of the x86-64 Linux ABI (host tests only). */
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

#endif

/* fcntl.h — open(2) for aex guest programs (rt); flag values are per ISA (<bits/fcntl.h>). */
#ifndef RT_FCNTL_H
#define RT_FCNTL_H

#include <sys/types.h>
#include <bits/fcntl.h>

int open(const char *path, int flags, ...);
int creat(const char *path, mode_t mode);

#endif

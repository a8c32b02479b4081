/* sys/mman.h — memory mappings (rt/src/mman.c): mmap, munmap, mprotect. A mapping the
 * program lets rt place (no MAP_FIXED) gets an address of rt's choosing — the next one down
 * from just below the stack, the same in every run of the program, plain or traced —, not
 * the kernel's, which depends on what else the emulator mapped. */
#ifndef RT_SYS_MMAN_H
#define RT_SYS_MMAN_H

#include <stddef.h>
#include <sys/types.h>
#include <bits/mman.h>

#define PROT_NONE 0
#define PROT_READ 1
#define PROT_WRITE 2
#define PROT_EXEC 4
#define MAP_ANON MAP_ANONYMOUS
#define MAP_FAILED ((void *)-1)

void *mmap(void *addr, size_t len, int prot, int flags, int fd, off_t off);
int munmap(void *addr, size_t len);
int mprotect(void *addr, size_t len, int prot);

#endif

/* bits/mman.h — mmap's flags on the x86-64 host (tests only) (rt/include/sys/mman.h). */
#ifndef RT_BITS_MMAN_H
#define RT_BITS_MMAN_H

#define MAP_SHARED 0x01
#define MAP_PRIVATE 0x02
#define MAP_FIXED 0x10
#define MAP_ANONYMOUS 0x20

#endif

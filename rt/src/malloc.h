/* malloc.h — internal interface of rt's allocator (rt/src/malloc.c):
 * the heap consistency checker, for unit tests and debugging. */
#ifndef RT_MALLOC_INTERNAL_H
#define RT_MALLOC_INTERNAL_H

/* Walks every block and free list: 0 if the heap is consistent, otherwise the (positive)
 * number of the first check that failed. */
int __rt_malloc_check(void);

#endif

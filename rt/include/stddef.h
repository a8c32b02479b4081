/* stddef.h — freestanding definitions for aex guest programs (rt).
 * Types come from the compiler's predefined macros, so the header serves every ISA and the host. */
#ifndef RT_STDDEF_H
#define RT_STDDEF_H

typedef __SIZE_TYPE__ size_t;
typedef __PTRDIFF_TYPE__ ptrdiff_t;
#ifndef __cplusplus
typedef __WCHAR_TYPE__ wchar_t;
#endif
typedef struct { long long __ll; long double __ld; } max_align_t;

#define NULL ((void *)0)
#define offsetof(type, member) __builtin_offsetof(type, member)

#endif

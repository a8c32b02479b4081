/* bits/fenv.h — <fenv.h> on SPARC V8 (rt/include/fenv.h): the %fsr's bits, as glibc's. The
 * flags are the accrued exceptions (aexc, bits 5-9); the current ones (cexc) are 5 bits below,
 * the trap enables (TEM) 18 above; the rounding direction is bits 30-31. fenv_t holds the %fsr. */
#ifndef RT_BITS_FENV_H
#define RT_BITS_FENV_H

#define FE_INEXACT 0x020
#define FE_DIVBYZERO 0x040
#define FE_UNDERFLOW 0x080
#define FE_OVERFLOW 0x100
#define FE_INVALID 0x200
#define FE_ALL_EXCEPT (FE_INEXACT | FE_DIVBYZERO | FE_UNDERFLOW | FE_OVERFLOW | FE_INVALID)

#define FE_TONEAREST 0x0
#define FE_TOWARDZERO 0x40000000
#define FE_UPWARD (-0x7fffffff - 1)   /* 0x80000000 */
#define FE_DOWNWARD (-0x40000000)     /* 0xc0000000 */

typedef unsigned long int fexcept_t;
typedef unsigned long int fenv_t;

#endif

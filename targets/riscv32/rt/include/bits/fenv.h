/* bits/fenv.h — <fenv.h> on RV32 (rt/include/fenv.h): the fcsr's flag bits and rounding modes,
 * as glibc's for RISC-V with an FPU. RV32IM has none: rt's software floating point
 * (rt/src/softfp.c) keeps the flags and the mode in a word of its own. fenv_t holds that word. */
#ifndef RT_BITS_FENV_H
#define RT_BITS_FENV_H

#define FE_INEXACT 0x01
#define FE_UNDERFLOW 0x02
#define FE_OVERFLOW 0x04
#define FE_DIVBYZERO 0x08
#define FE_INVALID 0x10
#define FE_ALL_EXCEPT (FE_INEXACT | FE_UNDERFLOW | FE_OVERFLOW | FE_DIVBYZERO | FE_INVALID)

#define FE_TONEAREST 0x0
#define FE_TOWARDZERO 0x1
#define FE_DOWNWARD 0x2
#define FE_UPWARD 0x3

typedef unsigned int fexcept_t;
typedef unsigned int fenv_t;

#endif

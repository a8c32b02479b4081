/* bits/fenv.h — <fenv.h> with x86-64's flag and rounding-mode values (host tests only): rt's
 * software floating point (rt/src/softfp.c) built for the host keeps these flags, so that a
 * test compares them with the host's own fetestexcept directly. fenv_t is rt's word. */
#ifndef RT_BITS_FENV_H
#define RT_BITS_FENV_H

#define FE_INVALID 0x01
#define FE_DIVBYZERO 0x04
#define FE_OVERFLOW 0x08
#define FE_UNDERFLOW 0x10
#define FE_INEXACT 0x20
#define FE_ALL_EXCEPT (FE_INEXACT | FE_DIVBYZERO | FE_UNDERFLOW | FE_OVERFLOW | FE_INVALID)

#define FE_TONEAREST 0x0
#define FE_DOWNWARD 0x400
#define FE_UPWARD 0x800
#define FE_TOWARDZERO 0xc00

typedef unsigned int fexcept_t;
typedef unsigned int fenv_t;

#endif

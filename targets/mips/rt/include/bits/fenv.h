/* bits/fenv.h — <fenv.h> on MIPS (rt/include/fenv.h): the FCSR's bits, as glibc's. The flags
 * are FCSR bits 2-6; their enables sit 5 bits above, their cause bits 10 above; the rounding
 * mode is bits 0-1. fenv_t holds the FCSR. */
#ifndef RT_BITS_FENV_H
#define RT_BITS_FENV_H

#define FE_INEXACT 0x04
#define FE_UNDERFLOW 0x08
#define FE_OVERFLOW 0x10
#define FE_DIVBYZERO 0x20
#define FE_INVALID 0x40
#define FE_ALL_EXCEPT (FE_INEXACT | FE_UNDERFLOW | FE_OVERFLOW | FE_DIVBYZERO | FE_INVALID)

#define FE_TONEAREST 0x0
#define FE_TOWARDZERO 0x1
#define FE_UPWARD 0x2
#define FE_DOWNWARD 0x3

typedef unsigned short int fexcept_t;
typedef struct {
	unsigned int __fp_control_register;
} fenv_t;

#endif

/* float.h — characteristics of the floating types for aex guest programs (rt): IEEE-754
 * binary32 and binary64; long double is per ISA (binary64 on MIPS o32, binary128 on SPARC V8
 * and RV32). */
#ifndef RT_FLOAT_H
#define RT_FLOAT_H

#define FLT_RADIX 2
#define FLT_ROUNDS 1		/* to nearest */
#define FLT_EVAL_METHOD 0	/* each type evaluates in its own precision */
#define DECIMAL_DIG __DECIMAL_DIG__

#define FLT_MANT_DIG 24
#define FLT_DIG 6
#define FLT_DECIMAL_DIG 9
#define FLT_MIN_EXP (-125)
#define FLT_MIN_10_EXP (-37)
#define FLT_MAX_EXP 128
#define FLT_MAX_10_EXP 38
#define FLT_MAX 0x1.fffffep+127F
#define FLT_MIN 0x1p-126F
#define FLT_EPSILON 0x1p-23F
#define FLT_TRUE_MIN 0x1p-149F
#define FLT_HAS_SUBNORM 1

#define DBL_MANT_DIG 53
#define DBL_DIG 15
#define DBL_DECIMAL_DIG 17
#define DBL_MIN_EXP (-1021)
#define DBL_MIN_10_EXP (-307)
#define DBL_MAX_EXP 1024
#define DBL_MAX_10_EXP 308
#define DBL_MAX 0x1.fffffffffffffp+1023
#define DBL_MIN 0x1p-1022
#define DBL_EPSILON 0x1p-52
#define DBL_TRUE_MIN 0x1p-1074
#define DBL_HAS_SUBNORM 1

/* long double differs per ISA: the compiler's own description of it. rt's code never
 * computes in long double (it is software quad arithmetic on SPARC and RV32). */
#define LDBL_MANT_DIG __LDBL_MANT_DIG__
#define LDBL_DIG __LDBL_DIG__
#define LDBL_DECIMAL_DIG __LDBL_DECIMAL_DIG__
#define LDBL_MIN_EXP __LDBL_MIN_EXP__
#define LDBL_MIN_10_EXP __LDBL_MIN_10_EXP__
#define LDBL_MAX_EXP __LDBL_MAX_EXP__
#define LDBL_MAX_10_EXP __LDBL_MAX_10_EXP__
#define LDBL_MAX __LDBL_MAX__
#define LDBL_MIN __LDBL_MIN__
#define LDBL_EPSILON __LDBL_EPSILON__
#define LDBL_TRUE_MIN __LDBL_DENORM_MIN__
#define LDBL_HAS_SUBNORM 1

#endif

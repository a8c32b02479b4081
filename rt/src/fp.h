/* fp.h — internal helpers of rt's mathematical library: the IEEE-754 bits of a double as one
 * uint64_t (so byte order never matters) and double-double arithmetic (Dekker, no FMA). */
#ifndef RT_FP_H
#define RT_FP_H

#include <stdint.h>
#include <string.h>

static inline uint64_t fp_bits(double x)
{
	uint64_t u;

	memcpy(&u, &x, sizeof(u));
	return u;
}

static inline double fp_from(uint64_t u)
{
	double x;

	memcpy(&x, &u, sizeof(x));
	return x;
}

/* The biased exponent field and the absolute value's bits. */
#define FP_EXP(u) ((int)((u) >> 52 & 0x7ff))
#define FP_ABS(u) ((u) & 0x7fffffffffffffffULL)
#define FP_SIGN 0x8000000000000000ULL
/* The NaN of an invalid operation: x86-64's default NaN, negative, so that a guest prints
 * "-nan" as the same program built for the host does. */
#define FP_DEFAULT_NAN 0xfff8000000000000ULL

/* The floating-point environment of rt's software floating point (rt/src/softfp.c), which
 * <fenv.h> reads and sets on an ISA without an FPU (rt/src/fenv.c): the flags raised, as
 * <bits/fenv.h>'s FE_* bits (all below bit 8), and the rounding mode in bits 8-9, numbered as
 * RISC-V's frm field numbers them. 0: no flag, round to nearest. */
extern unsigned int __rt_fenv;
#define FP_ROUND_SHIFT 8
#define FP_ROUND_MASK (3u << FP_ROUND_SHIFT)
#define FP_RNE (0u << FP_ROUND_SHIFT)   /* to nearest, ties to even */
#define FP_RTZ (1u << FP_ROUND_SHIFT)   /* toward zero */
#define FP_RDN (2u << FP_ROUND_SHIFT)   /* down, toward -inf */
#define FP_RUP (3u << FP_ROUND_SHIFT)   /* up, toward +inf */

/* 2^e for -1022 <= e <= 1023. */
static inline double fp_pow2(int e)
{
	return fp_from((uint64_t)(e + 1023) << 52);
}

/* x * 2^e with one rounding (rt/src/math.c). */
double __rt_scale(double x, int e);
/* ln(x) as hi + lo with about 2^-66 relative error, for finite x > 0 (rt/src/explog.c). */
void __rt_log_dd(double x, double *hi, double *lo);
/* e^(hi + lo) with |lo| <= ulp(hi), overflow and underflow handled (rt/src/explog.c). */
double __rt_exp_dd(double hi, double lo);

/* Double-double pieces: a + b = s + e exactly. */
static inline void fp_two_sum(double a, double b, double *s, double *e)
{
	double t = a + b, bb = t - a;

	*e = (a - (t - bb)) + (b - bb);
	*s = t;
}

/* |a| >= |b|: a + b = s + e exactly. */
static inline void fp_fast_sum(double a, double b, double *s, double *e)
{
	double t = a + b;

	*e = b - (t - a);
	*s = t;
}

/* a * b = p + e exactly (Dekker's product; the operands must not be near overflow). */
static inline void fp_two_prod(double a, double b, double *p, double *e)
{
	const double split = 134217729.0;	/* 2^27 + 1 */
	double t, ah, al, bh, bl;

	t = split * a;
	ah = t - (t - a);
	al = a - ah;
	t = split * b;
	bh = t - (t - b);
	bl = b - bh;
	*p = a * b;
	*e = ((ah * bh - *p) + ah * bl + al * bh) + al * bl;
}

#endif

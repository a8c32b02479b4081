/* fpconv.h — exact conversions between IEEE-754 bits and decimal text, in integer arithmetic
 * only (rt/src/fpconv.c): printf and scanf use them, so they link on soft-float guests. */
#ifndef RT_FPCONV_H
#define RT_FPCONV_H

#include <stddef.h>
#include <stdint.h>

/* Room for every significant digit of a double (at most 767), of a binary128 (at most
 * 11563; an x87 long double has fewer), and a margin. */
#define FPCONV_DIGITS 800
#define FPCONV_QDIGITS 11600

/* The exact decimal digits of |x| (x the bits of a finite double): returns their number n,
 * without leading or trailing zeros (0 for zero); |x| = 0.d[0]d[1]...d[n-1] * 10^*dp. */
int __rt_fp_digits(uint64_t bits, char *d, int *dp);
/* The same for a finite binary128, hi its high 64 bits (d: room for FPCONV_QDIGITS). */
int __rt_fp_digits_q(uint64_t hi, uint64_t lo, char *d, int *dp);

/* Parses a decimal or hexadecimal floating constant, "inf", "infinity", "nan" or "nan(...)"
 * (optional sign, no leading space) from s, reading at most max characters, correctly
 * rounded to double (single: to float, in the low 32 bits of *bits). Returns the number of
 * characters used (0: no conversion); *erange is set on overflow and underflow. */
size_t __rt_fp_parse(const char *s, size_t max, int single, uint64_t *bits, int *erange);

/* The same, correctly rounded to a long double wider than double: binary128 (x87fmt 0), w[0]
 * the high 64 bits and w[1] the low ones, or x87's 80-bit format (x87fmt 1), w[0] the sign
 * and exponent (16 bits) and w[1] the significand. NaNs take the n-char sequence's number
 * as their low payload bits, as glibc's strtold does. */
size_t __rt_fp_parse_wide(const char *s, size_t max, int x87fmt, uint64_t *w, int *erange);

/* Stores w (as __rt_fp_parse_wide gives it, for the build's long double) at p, in memory
 * order; reads it back. */
void __rt_fp_store_ld(void *p, const uint64_t *w);
void __rt_fp_load_ld(const void *p, uint64_t *w);

#endif

/* fpconv.h — exact conversions between IEEE-754 bits and decimal text, in integer arithmetic
 * only (rt/src/fpconv.c): printf and scanf use them, so they link on soft-float guests. */
#ifndef RT_FPCONV_H
#define RT_FPCONV_H

#include <stddef.h>
#include <stdint.h>

/* Room for every significant digit of a double (at most 767) and a margin. */
#define FPCONV_DIGITS 800

/* The exact decimal digits of |x| (x the bits of a finite double): returns their number n,
 * without leading or trailing zeros (0 for zero); |x| = 0.d[0]d[1]...d[n-1] * 10^*dp. */
int __rt_fp_digits(uint64_t bits, char *d, int *dp);

/* Parses a decimal or hexadecimal floating constant, "inf", "infinity", "nan" or "nan(...)"
 * (optional sign, no leading space) from s, reading at most max characters, correctly
 * rounded to double (single: to float, in the low 32 bits of *bits). Returns the number of
 * characters used (0: no conversion); *erange is set on overflow and underflow. */
size_t __rt_fp_parse(const char *s, size_t max, int single, uint64_t *bits, int *erange);

#endif

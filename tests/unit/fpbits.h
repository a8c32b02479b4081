/* fpbits.h — a double's or a float's bits and back, for the tests of the software floating
 * point (softfp, fenv, softquad), which compare results bit for bit. */
#ifndef AEX_TEST_FPBITS_H
#define AEX_TEST_FPBITS_H

#include <stdint.h>
#include <string.h>

static inline uint64_t bits(double x)
{
	uint64_t u;

	memcpy(&u, &x, sizeof(u));
	return u;
}

static inline double dbl(uint64_t u)
{
	double x;

	memcpy(&x, &u, sizeof(x));
	return x;
}

static inline uint32_t fbits(float x)
{
	uint32_t u;

	memcpy(&u, &x, sizeof(u));
	return u;
}

static inline float flt(uint32_t u)
{
	float x;

	memcpy(&x, &u, sizeof(x));
	return x;
}

#endif

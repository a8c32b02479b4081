/* trig.c — circular functions of rt's mathematical library. Arguments are reduced modulo pi/2:
 * Cody–Waite with a three-part pi/2 below 2^19, Payne–Hanek (the integer product of the
 * significand with a window of the bits of 2/pi) above; then Taylor polynomials on
 * [-pi/4, pi/4]. atan splits its range at 7/16, 11/16, 19/16, 39/16 around atan(c) for c in
 * {0, 1/2, 1, 3/2, inf}; asin and acos use the Taylor series of asin up to 1/2 and
 * asin x = pi/2 - 2 asin(sqrt((1-x)/2)) beyond. */
#include <errno.h>
#include <math.h>
#include <stdint.h>
#include "fp.h"
#include "rt.h"

#define PIO2 0x1.921fb54442d18p+0	/* pi/2 = PIO2 + PIO2_TAIL */
#define PIO2_TAIL 0x1.1a62633145c07p-54
#define PI 0x1.921fb54442d18p+1
#define PI_TAIL 0x1.1a62633145c07p-53
#define PIO4 0x1.921fb54442d18p-1
#define PIO4_TAIL 0x1.1a62633145c07p-55
#define PIO2_1 0x1.921fb54400000p+0	/* 33 bits each: n * PIO2_1 and n * PIO2_2 are exact */
#define PIO2_2 0x1.0b4611a600000p-34
#define PIO2_3 0x1.3198a2e037073p-69
#define INVPIO2 0x1.45f306dc9c883p-1

/* The bits of 2/pi after the binary point, most significant first. */
static const uint32_t two_over_pi[40] = {
	0xa2f9836e, 0x4e441529, 0xfc2757d1, 0xf534ddc0, 0xdb629599, 0x3c439041, 0xfe5163ab,
	0xdebbc561, 0xb7246e3a, 0x424dd2e0, 0x06492eea, 0x09d1921c, 0xfe1deb1c, 0xb129a73e,
	0xe88235f5, 0x2ebb4484, 0xe99c7026, 0xb45f7e41, 0x3991d639, 0x835339f4, 0x9c845f8b,
	0xbdf9283b, 0x1ff897ff, 0xde05980f, 0xef2f118b, 0x5a0a6d1f, 0x6d367ecf, 0x27cb09b7,
	0x4f463f66, 0x9e5fea2d, 0x7527bac7, 0xebe5f17b, 0x3d0739f7, 0x8a5292ea, 0x6bfb5fb1,
	0x1f8d5d08, 0x56033046, 0xfc7b6bab, 0xf0cfbc20, 0x9af4361d,
};

/* The 32 bits of 2/pi from bit j (bit 1 is the first after the point). */
static uint32_t pi_bits(int j)
{
	int w = (j - 1) / 32, sh = (j - 1) % 32;

	return sh ? two_over_pi[w] << sh | two_over_pi[w + 1] >> (32 - sh) : two_over_pi[w];
}

/* Bit i of the little-endian limbs p. */
#define PBIT(p, i) ((p)[(i) / 32] >> ((i) % 32) & 1)

/* Payne–Hanek for finite |x| >= 2^19: x = m 2^e, and x * 2/pi mod 4 = m * W * 2^-S mod 4
 * with W the 192 bits of 2/pi from bit i0 (earlier bits give multiples of 4). */
static int reduce_large(double x, double *rh, double *rl)
{
	uint64_t u = fp_bits(x), m = (u & 0x000fffffffffffffULL) | 0x0010000000000000ULL;
	uint64_t fh = 0, fl = 0, acc, a, b;
	uint32_t w[6], p[8] = { 0 }, mw[2] = { (uint32_t)m, (uint32_t)(m >> 32) };
	int e = FP_EXP(u) - 1075, i0 = e - 1 > 1 ? e - 1 : 1, s, i, j, n, lz = 0, neg = 0;
	double h, l, ph, pe;

	for (i = 0; i < 6; i++)	/* little-endian: w[5] is the first 32 bits */
		w[5 - i] = pi_bits(i0 + 32 * i);
	for (i = 0; i < 2; i++) {
		acc = 0;
		for (j = 0; j < 6; j++) {
			acc += (uint64_t)mw[i] * w[j] + p[i + j];
			p[i + j] = (uint32_t)acc;
			acc >>= 32;
		}
		p[i + 6] = (uint32_t)acc;
	}
	s = i0 + 191 - e;
	n = (int)(PBIT(p, s) | PBIT(p, s + 1) << 1);
	for (i = 1; i <= 128; i++) {	/* the fraction's top 128 bits */
		if (i <= 64)
			fh = fh << 1 | PBIT(p, s - i);
		else
			fl = fl << 1 | PBIT(p, s - i);
	}
	if (fh >> 63) {	/* fraction >= 1/2: take fraction - 1 */
		n++;
		neg = 1;
		fl = -fl;
		fh = ~fh + (fl == 0);
	}
	while (lz < 120 && !(fh >> 63)) {
		fh = fh << 1 | fl >> 63;
		fl <<= 1;
		lz++;
	}
	a = fh >> 11;	/* 53 bits, the top one set: the double a 2^(-53-lz) built directly */
	b = (fh & 0x7ff) << 42 | fl >> 22;
	h = fp_from((uint64_t)(1022 - lz) << 52 | (a & 0x000fffffffffffffULL));
	/* b < 2^53 in two int32 pieces: 32-bit guests have no 64-bit conversion instruction */
	l = ((double)(int32_t)(b >> 26) * 0x1p26 + (double)(int32_t)(b & 0x3ffffff)) *
	    fp_pow2(-106 - lz);
	fp_two_prod(h, PIO2, &ph, &pe);
	pe += h * PIO2_TAIL + l * PIO2;
	fp_fast_sum(ph, pe, rh, rl);
	if (neg) {
		*rh = -*rh;
		*rl = -*rl;
	}
	if (u >> 63) {
		*rh = -*rh;
		*rl = -*rl;
		n = -n;
	}
	return n & 3;
}

/* x = n pi/2 + rh + rl with |rh + rl| <= about pi/4; returns n mod 4. */
static int reduce(double x, double *rh, double *rl)
{
	double ax = fabs(x), nd, a, w, h, l;
	int n;

	if (ax <= PIO4) {
		*rh = x;
		*rl = 0;
		return 0;
	}
	if (ax >= 0x1p19)
		return reduce_large(x, rh, rl);
	n = (int)(x * INVPIO2 + (x < 0 ? -0.5 : 0.5));
	nd = n;
	a = x - nd * PIO2_1;
	w = nd * PIO2_2;
	fp_two_sum(a, -w, &h, &l);
	l -= nd * PIO2_3;
	fp_fast_sum(h, l, rh, rl);
	return n & 3;
}

/* sin(r + rl), |r| <= pi/4: r - r^3/3! + ... - r^23/23!. */
static double ksin(double r, double rl)
{
	static const double c[] = {
		-1.0 / 6, 1.0 / 120, -1.0 / 5040, 1.0 / 362880, -1.0 / 39916800,
		1.0 / 6227020800.0, -1.0 / 1307674368000.0, 1.0 / 355687428096000.0,
		-1.0 / 121645100408832000.0, 1.0 / 51090942171709440000.0,
		-1.0 / 25852016738884976640000.0,
	};
	double z = r * r, p = c[10];
	int i;

	for (i = 9; i >= 0; i--)
		p = p * z + c[i];
	return r + (r * z * p + rl * (1 - 0.5 * z));
}

/* cos(r + rl), |r| <= pi/4: 1 - r^2/2 + r^4 (1/4! - ...) - rl r. */
static double kcos(double r, double rl)
{
	static const double c[] = {
		1.0 / 24, -1.0 / 720, 1.0 / 40320, -1.0 / 3628800, 1.0 / 479001600,
		-1.0 / 87178291200.0, 1.0 / 20922789888000.0, -1.0 / 6402373705728000.0,
		1.0 / 2432902008176640000.0, -1.0 / 1124000727777607680000.0,
	};
	double z = r * r, hz = 0.5 * z, w = 1 - hz, p = c[9];
	int i;

	for (i = 8; i >= 0; i--)
		p = p * z + c[i];
	return w + (((1 - w) - hz) + (z * z * p - r * rl));
}

/* NaN for an infinite or NaN argument; 1 when *r is set. */
static int trig_special(double x, double *r)
{
	if (FP_EXP(fp_bits(x)) != 0x7ff)
		return 0;
	if (FP_ABS(fp_bits(x)) == 0x7ff0000000000000ULL) {
		errno = EDOM;
		*r = fp_from(FP_DEFAULT_NAN);
	} else {
		*r = x;
	}
	return 1;
}

RT_WEAK(sin, __rt_sin);
double __rt_sin(double x)
{
	double rh, rl;
	int n;

	if (trig_special(x, &rh))
		return rh;
	if (fabs(x) < 0x1p-27)
		return x;
	n = reduce(x, &rh, &rl);
	switch (n) {
	case 0: return ksin(rh, rl);
	case 1: return kcos(rh, rl);
	case 2: return -ksin(rh, rl);
	default: return -kcos(rh, rl);
	}
}

RT_WEAK(cos, __rt_cos);
double __rt_cos(double x)
{
	double rh, rl;
	int n;

	if (trig_special(x, &rh))
		return rh;
	if (fabs(x) < 0x1p-27)
		return 1.0;
	n = reduce(x, &rh, &rl);
	switch (n) {
	case 0: return kcos(rh, rl);
	case 1: return -ksin(rh, rl);
	case 2: return -kcos(rh, rl);
	default: return ksin(rh, rl);
	}
}

RT_WEAK(tan, __rt_tan);
double __rt_tan(double x)
{
	double rh, rl, s, c;
	int n;

	if (trig_special(x, &rh))
		return rh;
	if (fabs(x) < 0x1p-27)
		return x;
	n = reduce(x, &rh, &rl);
	s = ksin(rh, rl);
	c = kcos(rh, rl);
	return n & 1 ? -c / s : s / c;
}

/* atan t for |t| <= 7/16: t - t^3/3 + ... - t^47/47. */
static double katan(double t)
{
	double z = t * t, p = 0;
	int n;

	for (n = 23; n >= 1; n--)
		p = p * z + (n & 1 ? -1.0 : 1.0) / (2 * n + 1);
	return t * z * p;
}

RT_WEAK(atan, __rt_atan);
double __rt_atan(double x)
{
	double ax = fabs(x), t, bh, bl, r;

	if (ax != ax)
		return x + x;
	if (ax >= 0x1p66)
		return x < 0 ? -(PIO2 + PIO2_TAIL) : PIO2 + PIO2_TAIL;
	if (ax < 0x1p-27)
		return x;
	if (ax < 7.0 / 16) {
		r = ax + katan(ax);
	} else {
		if (ax < 11.0 / 16) {
			t = (2 * ax - 1) / (2 + ax);
			bh = 0x1.dac670561bb4fp-2;
			bl = 0x1.a2b7f222f65e2p-56;
		} else if (ax < 19.0 / 16) {
			t = (ax - 1) / (ax + 1);
			bh = PIO4;
			bl = PIO4_TAIL;
		} else if (ax < 39.0 / 16) {
			t = (2 * ax - 3) / (2 + 3 * ax);
			bh = 0x1.f730bd281f69bp-1;
			bl = 0x1.007887af0cbbdp-56;
		} else {
			t = -1 / ax;
			bh = PIO2;
			bl = PIO2_TAIL;
		}
		r = bh + (t + (katan(t) + bl));
	}
	return x < 0 ? -r : r;
}

RT_WEAK(atan2, __rt_atan2);
double __rt_atan2(double y, double x)
{
	uint64_t ux = fp_bits(x), uy = fp_bits(y);
	int ex = FP_EXP(ux), ey = FP_EXP(uy), xneg = (int)(ux >> 63);
	double r, q, ax, ay, p, pe;

	if (FP_ABS(ux) > 0x7ff0000000000000ULL || FP_ABS(uy) > 0x7ff0000000000000ULL)
		return x + y;
	if (!FP_ABS(uy))
		r = xneg ? PI + PI_TAIL : 0.0;
	else if (!FP_ABS(ux))
		r = PIO2 + PIO2_TAIL;
	else if (ey == 0x7ff)
		r = ex != 0x7ff ? PIO2 + PIO2_TAIL : xneg ? 3 * PIO4 + 3 * PIO4_TAIL : PIO4 + PIO4_TAIL;
	else if (ex == 0x7ff)
		r = xneg ? PI + PI_TAIL : 0.0;
	else if (ey - ex > 60)
		r = PIO2 + PIO2_TAIL;
	else if (xneg && ex - ey > 60)
		r = PI + PI_TAIL;
	else {
		ay = fabs(y);
		ax = fabs(x);
		q = ay / ax;
		r = __rt_atan(q);
		if (ex > 100 && ex < 1900 && ey > 100 && ey < 1900) {
			/* atan(q + ql) = atan q + ql / (1 + q^2), ql the quotient's rounding error */
			fp_two_prod(q, ax, &p, &pe);
			r += ((ay - p) - pe) / ax / (1 + q * q);
		}
		if (xneg)
			r = PI - (r - PI_TAIL);
	}
	return uy >> 63 ? -r : r;
}

/* asin t - t for |t| <= 1/2: t^3 (1/6 + ...), the Taylor coefficients
 * (2n)! / (4^n n!^2 (2n+1)) for n = 1..26. */
static double kasin(double t)
{
	static const double c[] = {
		0x1.5555555555555p-3, 0x1.3333333333333p-4, 0x1.6db6db6db6db7p-5,
		0x1.f1c71c71c71c7p-6, 0x1.6e8ba2e8ba2e9p-6, 0x1.1c4ec4ec4ec4fp-6,
		0x1.c99999999999ap-7, 0x1.7a87878787878p-7, 0x1.3fde50d79435ep-7,
		0x1.12ef3cf3cf3cfp-7, 0x1.df3bd37a6f4dfp-8, 0x1.a6863d70a3d71p-8,
		0x1.782dda12f684cp-8, 0x1.51ba308d3dcb1p-8, 0x1.31683bdef7bdfp-8,
		0x1.15ee9d45d1746p-8, 0x1.fcaf8fb6db6dbp-9, 0x1.d3d2a8e0dd67dp-9,
		0x1.b026f57b13b14p-9, 0x1.90cb77f60c7cep-9, 0x1.750de64d7d05fp-9,
		0x1.5c5f56efaaaabp-9, 0x1.464c0950f7d47p-9, 0x1.3275586c5f2f0p-9,
		0x1.208d3570ae5a6p-9, 0x1.1052bc5fa960ap-9,
	};
	double z = t * t, p = c[25];
	int i;

	for (i = 24; i >= 0; i--)
		p = p * z + c[i];
	return t * z * p;
}

/* asin(sqrt(z)) as s + w, s the rounded square root, for 0 <= z <= 1/4. */
static double asin_sqrt(double z, double *s)
{
	double h, hh, he;

	h = sqrt(z);
	fp_two_prod(h, h, &hh, &he);
	*s = h;
	return ((z - hh) - he) / (2 * h) + kasin(h);
}

/* Domain check of asin and acos: 1 when *r is set. */
static int arc_special(double x, double *r)
{
	double ax = fabs(x);

	if (ax != ax) {
		*r = x + x;
		return 1;
	}
	if (ax > 1) {
		errno = EDOM;
		*r = fp_from(FP_DEFAULT_NAN);
		return 1;
	}
	return 0;
}

RT_WEAK(asin, __rt_asin);
double __rt_asin(double x)
{
	double ax = fabs(x), s, w, h, l, r;

	if (arc_special(x, &r))
		return r;
	if (ax < 0x1p-27)
		return x;
	if (ax <= 0.5)
		return x + kasin(x);
	if (ax == 1)
		r = PIO2 + PIO2_TAIL;
	else {
		w = asin_sqrt(0.5 * (1 - ax), &s);
		fp_two_sum(PIO2, -2 * s, &h, &l);
		r = h + (l - (2 * w - PIO2_TAIL));
	}
	return x < 0 ? -r : r;
}

RT_WEAK(acos, __rt_acos);
double __rt_acos(double x)
{
	double s, w, h, l;

	if (arc_special(x, &h))
		return h;
	if (fabs(x) <= 0.5) {
		fp_two_sum(PIO2, -x, &h, &l);
		return h + (l - (kasin(x) - PIO2_TAIL));
	}
	if (x > 0) {
		if (x == 1)
			return 0.0;
		w = asin_sqrt(0.5 * (1 - x), &s);
		return 2 * s + 2 * w;
	}
	if (x == -1)
		return PI + PI_TAIL;
	w = asin_sqrt(0.5 * (1 + x), &s);
	fp_two_sum(PI, -2 * s, &h, &l);
	return h + (l - (2 * w - PI_TAIL));
}

/* erf.c — the error functions erf and erfc and their float forms. Near 0 the Taylor series of
 * erf as a double-double (erf below 0.75, erfc = 1 - erf below 0.5); beyond, erfc(a) =
 * e^(-a^2 + ln R(a)) with R(a) = e^(a^2) erfc(a) from polynomials (on five intervals of
 * [0.5, 4] in a, beyond 4 a R(a) in t = 1/a^2), the exponent a double-double so that the tail
 * keeps its accuracy down to erfc's underflow near 27.2, and erf = 1 - erfc. docs/rt.md has
 * the accuracy. */
#include <errno.h>
#include <math.h>
#include "fp.h"
#include "rt.h"

#define INF_BITS 0x7ff0000000000000ULL
#define C0_HI 0x1.20dd750429b6dp+0   /* 2/sqrt(pi) = C0_HI + C0_LO */
#define C0_LO 0x1.1ae3a914fed80p-56
#define C0_M1 0x1.06eba8214db69p-3   /* 2/sqrt(pi) - 1 */

/* The Taylor coefficients of erf(x) / x after the first: (2/sqrt(pi)) (-1)^n / (n! (2n+1)),
 * n = 1..17 (to below 2^-60 relative on |x| < 0.75). */
static const double taylor[] = {
	-0x1.812746b0379e7p-2, 0x1.ce2f21a042be2p-4, -0x1.b82ce31288b51p-6, 0x1.565bcd0e6a53fp-8,
	-0x1.c02db40040b86p-11, 0x1.f9a326f9b89b7p-14, -0x1.f4d25c3e0c2ebp-17,
	0x1.b9e6c9dc651a3p-20, -0x1.5f742ec43e71ap-23, 0x1.fcc5720624c1cp-27,
	-0x1.51d7181c5d36dp-30, 0x1.9e6ad5e55a730p-34, -0x1.d8453cb0c46eap-38,
	0x1.f683ae4a97007p-42, -0x1.f56f071a885cfp-46, 0x1.d70b3537f4765p-50,
	-0x1.a2007af3447f6p-54,
};

/* R(a) = e^(a^2) erfc(a) on [0.5, 4]: polynomials of degree 16 in a - mid, fitted at
 * Chebyshev nodes in 80-digit arithmetic, relative error below 2^-64 (the coefficients'
 * own rounding dominates). */
static const double rfit[5][17] = {
	{	/* [0.5, 1]: a - 0.75 */
		0x1.038d54ea3d834p-1, -0x1.78cdd551ee51ap-2, 0x1.d90093ae10928p-3,
		-0x1.09e77d40e0239p-3, 0x1.1192f5bd6877dp-4, -0x1.054d68295b17ep-5,
		0x1.d43a7c7a660cep-7, -0x1.8c97dd4ecb603p-8, 0x1.3f81897cfee82p-9,
		-0x1.ec0cf4a29082dp-11, 0x1.6b982bf7cc122p-12, -0x1.02b17ec58f27cp-13,
		0x1.637258c508aeep-15, -0x1.d89a2e82658dbp-17, 0x1.30d9b679ab763p-18,
		-0x1.879bb4360f29bp-20, 0x1.dd537718ef76cp-22,
	},
	{	/* [1, 1.5]: a - 1.25 */
		0x1.78a692138767ap-2, -0x1.abaacdbfa8b07p-3, 0x1.b56f45eef7e58p-4,
		-0x1.9b635ac624ad5p-5, 0x1.68a25a6641f26p-6, -0x1.299636d6c5855p-7,
		0x1.d1b695aabbf27p-9, -0x1.5b8bc94c6e6c0p-10, 0x1.f0fe6fb60b1e4p-12,
		-0x1.55c07d0db32bap-13, 0x1.c5703583aa003p-15, -0x1.22fc54614208cp-16,
		0x1.6a18d1875915fp-18, -0x1.b5a70e1ae92b5p-20, 0x1.01722d19a7f37p-21,
		-0x1.2d52e7d9ca20fp-23, 0x1.50eeabc07ec9cp-25,
	},
	{	/* [1.5, 2]: a - 1.75 */
		0x1.23cfc2f1dc7e0p-2, -0x1.0c3d538446447p-3, 0x1.c8d0cef0f810dp-5,
		-0x1.6cb52fe48945fp-6, 0x1.13648a11ffe73p-7, -0x1.8bf716a8eabd4p-9,
		0x1.106bd5c04333dp-10, -0x1.6838884abbb22p-12, 0x1.cb4c687e51f7dp-14,
		-0x1.1b2912c4f883ap-15, 0x1.5273f33c24f7fp-17, -0x1.88fb3f48c8d91p-19,
		0x1.bc1035ed7ca45p-21, -0x1.e90d00140b3d1p-23, 0x1.06e8f27bbe3c3p-24,
		-0x1.191b414a2ebd0p-26, 0x1.20d86808366c8p-28,
	},
	{	/* [2, 3]: a - 2.5 */
		0x1.afbb3f3b7343bp-3, -0x1.3086d7f01ac85p-4, 0x1.98958a7a8e4a3p-6,
		-0x1.0632076809e11p-7, 0x1.435c04e207cb3p-9, -0x1.809ce8ab4eb77p-11,
		0x1.ba8a67cfbaca3p-13, -0x1.edd423a02acbfp-15, 0x1.0bcba32343445p-16,
		-0x1.1ad10ab8a5671p-18, 0x1.234fec1129a77p-20, -0x1.2516089fa8258p-22,
		0x1.205ea2f0d65d1p-24, -0x1.156b068cd3e63p-26, 0x1.05f2cb2c45b9dp-28,
		-0x1.006c9c222404fp-30, 0x1.d182456c55dc3p-33,
	},
	{	/* [3, 4]: a - 3.5 */
		0x1.3e0a99a0ee914p-3, -0x1.5285d2eb1ef74p-5, 0x1.5d581133378edp-7,
		-0x1.5e5d7e9899183p-9, 0x1.5632136d8cce4p-11, -0x1.460abd6b253d1p-13,
		0x1.2f839e543eb89p-15, -0x1.146bc40741d6cp-17, 0x1.ed2a96753c640p-20,
		-0x1.af5d63ce7edb0p-22, 0x1.724f929341191p-24, -0x1.3845b1fba466dp-26,
		0x1.02ddf9ec80018p-28, -0x1.a5eaada01747fp-31, 0x1.52b9489f6c849p-33,
		-0x1.16eb19cdf733cp-35, 0x1.b23eb0e700542p-38,
	},
};

/* a R(a) for a >= 4 in t = 1/a^2 in [0, 1/16] (the same kind of fit; 1/sqrt(pi) at t = 0,
 * then the asymptotic series' -1/2, 3/4, ... bent to fit), relative error below 2^-63. */
static const double gfit[] = {
	0x1.20dd750429b6dp-1, -0x1.20dd750429b69p-2, 0x1.b14c2f863d075p-2, -0x1.0ecf9db2f98e9p+0,
	0x1.d9eb53636c0f9p+1, -0x1.0a94507da3f5fp+4, 0x1.6e8a19839f5bep+6, -0x1.29bb72f2fe098p+9,
	0x1.16766fe4445fdp+12, -0x1.23e5c02f87893p+15, 0x1.48e27473182d5p+18,
	-0x1.745a79d285e34p+21, 0x1.83bd679aa9415p+24, -0x1.50daab2a301bbp+27,
	0x1.b6d35eaaf29e3p+29, -0x1.72c41ea2c2c97p+31, 0x1.2bf2d962392f5p+32,
};

static const double mid[] = { 0.75, 1.25, 1.75, 2.5, 3.5 };

static double horner(const double *c, int n, double x)
{
	double p = c[n - 1];

	for (int i = n - 2; i >= 0; i--)
		p = p * x + c[i];
	return p;
}

/* c[0] + x (c[1] + x (...)) as hi + lo: the last addition exact, so ln of it keeps the
 * polynomial's accuracy. */
static void horner_dd(const double *c, int n, double x, double *hi, double *lo)
{
	fp_two_sum(c[0], x * horner(c + 1, n - 1, x), hi, lo);
}

/* erf(x) for |x| < 0.75 as hi + lo: x (C0 + x^2 P(x^2)), the first product exact. */
static void erf_small(double x, double *hi, double *lo)
{
	double z = x * x, h, l;

	fp_two_prod(x, C0_HI, &h, &l);
	l += x * C0_LO + x * z * horner(taylor, 17, z);
	fp_fast_sum(h, l, hi, lo);
}

/* erfc(a) for 0.5 <= a < 28: e^(-a^2 + ln R(a)), a^2 exact as a double-double; one rounding
 * at the end (in exp), subnormal results included; 0 with ERANGE when it underflows. */
static double erfc_big(double a)
{
	double sh, sl, rh, rl, lh, ll, ah, al, h, l, e;

	fp_two_prod(a, a, &sh, &sl);
	if (a < 4) {
		int k = a < 1 ? 0 : a < 1.5 ? 1 : a < 2 ? 2 : a < 3 ? 3 : 4;

		horner_dd(rfit[k], 17, a - mid[k], &rh, &rl);   /* a - mid is exact (Sterbenz) */
		__rt_log_dd(rh, &lh, &ll);
		ll += rl / rh;
	} else {
		horner_dd(gfit, 17, 1 / sh, &rh, &rl);
		__rt_log_dd(rh, &lh, &ll);
		__rt_log_dd(a, &ah, &al);   /* ln R = ln(a R) - ln a */
		fp_two_sum(lh, -ah, &lh, &e);
		ll += e - al + rl / rh;
	}
	fp_two_sum(-sh, lh, &h, &l);
	l += ll - sl;
	fp_fast_sum(h, l, &h, &l);
	return __rt_exp_dd(h, l);
}

RT_WEAK(erf, __rt_erf);
double __rt_erf(double x)
{
	uint64_t u = fp_bits(x);
	double a = fp_from(FP_ABS(u)), h, l;

	if (FP_ABS(u) > INF_BITS)
		return x + x;
	if (a < 0x1p-28)
		return x + x * C0_M1;   /* zeros and subnormals too */
	if (a < 0.75) {
		erf_small(x, &h, &l);
		return h;
	}
	h = a >= 6 ? 1.0 : 1.0 - erfc_big(a);   /* erfc(6) < 2^-54 */
	return u >> 63 ? -h : h;
}

RT_WEAK(erfc, __rt_erfc);
double __rt_erfc(double x)
{
	uint64_t u = fp_bits(x);
	double a = fp_from(FP_ABS(u)), h, l, s, e;

	if (FP_ABS(u) > INF_BITS)
		return x + x;
	if (a < 0x1p-56)
		return 1.0;
	if (a < 0.5) {   /* 1 - erf(x), erf's double-double making it exact but for one rounding */
		erf_small(x, &h, &l);
		fp_two_sum(1.0, -h, &s, &e);
		return s + (e - l);
	}
	if (u >> 63)
		return a >= 6 ? 2.0 : 2.0 - erfc_big(a);
	if (a >= 28) {
		if (FP_ABS(u) != INF_BITS)
			errno = ERANGE;
		return 0.0;
	}
	return erfc_big(a);
}

RT_WEAK(erff, __rt_erff);
float __rt_erff(float x)
{
	return (float)__rt_erf(x);
}

/* A nonzero double that is zero as a float underflowed: ERANGE, as glibc's erfcf. */
RT_WEAK(erfcf, __rt_erfcf);
float __rt_erfcf(float x)
{
	double r = __rt_erfc(x);
	float f = (float)r;

	if (f == 0 && r != 0)
		errno = ERANGE;
	return f;
}

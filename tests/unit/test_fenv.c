/* test_fenv.c — unit tests of rt's <fenv.h> on software floating point (rt/src/fenv.c over
 * rt/src/softfp.c, as RV32IM runs them): every helper gcc calls, in each of the four rounding
 * modes, against the host's SSE arithmetic under fesetround — the same result bits and the
 * same exception flags (fetestexcept after the operation, the flags cleared before). The rt
 * build for the host numbers the flags and modes as x86-64 does (tests/host/include/bits/
 * fenv.h), so they compare directly. Operands: edge values (zeros, subnormals, the extremes,
 * infinities, quiet and signaling NaNs) and random ones (any bits; exponents close together,
 * near the subnormals, near overflow; integers near the ends of their ranges). The
 * conversions to unsigned integers are checked against RISC-V's rule (invalid below -1 and
 * beyond the range, inexact for a fraction cut off): x86 has no such instruction. libgcc.c's
 * 64-bit conversions run on the host's own arithmetic here; their flags are the host's and
 * rt's together. Then the <fenv.h> functions themselves. */
#include <criterion/criterion.h>
#include <fenv.h>
#include <math.h>
#include <stdbool.h>
#include <stdint.h>
#include <string.h>
#include "testutil.h"
#include "fpbits.h"

/* rt as the host build names it (objcopy --prefix-symbols=rt_) */
double rt___adddf3(double a, double b);
double rt___subdf3(double a, double b);
double rt___muldf3(double a, double b);
double rt___divdf3(double a, double b);
int rt___eqdf2(double a, double b);
int rt___nedf2(double a, double b);
int rt___ltdf2(double a, double b);
int rt___ledf2(double a, double b);
int rt___gtdf2(double a, double b);
int rt___gedf2(double a, double b);
int rt___unorddf2(double a, double b);
float rt___addsf3(float a, float b);
float rt___subsf3(float a, float b);
float rt___mulsf3(float a, float b);
float rt___divsf3(float a, float b);
int rt___eqsf2(float a, float b);
int rt___nesf2(float a, float b);
int rt___ltsf2(float a, float b);
int rt___lesf2(float a, float b);
int rt___gtsf2(float a, float b);
int rt___gesf2(float a, float b);
int rt___unordsf2(float a, float b);
double rt___floatsidf(int i);
double rt___floatunsidf(unsigned int i);
float rt___floatsisf(int i);
float rt___floatunsisf(unsigned int i);
int rt___fixdfsi(double a);
unsigned int rt___fixunsdfsi(double a);
int rt___fixsfsi(float a);
unsigned int rt___fixunssfsi(float a);
double rt___extendsfdf2(float a);
float rt___truncdfsf2(double a);
double rt___floatdidf(long long a);
double rt___floatundidf(unsigned long long a);
float rt___floatdisf(long long a);
float rt___floatundisf(unsigned long long a);
long long rt___fixdfdi(double a);
unsigned long long rt___fixunsdfdi(double a);
long long rt___fixsfdi(float a);
int rt_feclearexcept(int excepts);
int rt_fegetexceptflag(fexcept_t *flagp, int excepts);
int rt_feraiseexcept(int excepts);
int rt_fesetexceptflag(const fexcept_t *flagp, int excepts);
int rt_fetestexcept(int excepts);
int rt_fegetround(void);
int rt_fesetround(int round);
int rt_fegetenv(unsigned int *envp);
int rt_feholdexcept(unsigned int *envp);
int rt_fesetenv(const unsigned int *envp);
int rt_feupdateenv(const unsigned int *envp);

#define RANDOM_CASES 40000   /* per operation and rounding mode */
#define MAX_REPORTS 10

static const int modes[] = { FE_TONEAREST, FE_TOWARDZERO, FE_UPWARD, FE_DOWNWARD };
static const char *const mode_names[] = { "nearest", "toward zero", "upward", "downward" };

static uint64_t rng_state = 0x9e3779b97f4a7c15ULL;

static uint64_t rng(void)
{
	return xorshift64(&rng_state);
}

/* ---- operands ---------------------------------------------------------------------------- */

static const uint64_t edges64[] = {
	0, 1, 2, 0x000fffffffffffffULL, 0x0010000000000000ULL, 0x0010000000000001ULL,
	0x001fffffffffffffULL, 0x3ca0000000000000ULL, 0x3fe0000000000000ULL,
	0x3fefffffffffffffULL, 0x3ff0000000000000ULL, 0x3ff0000000000001ULL,
	0x3ff8000000000000ULL, 0x4008000000000000ULL, 0x4340000000000000ULL,
	0x41dfffffffc00000ULL, 0x41e0000000000000ULL, 0x41efffffffe00000ULL,
	0x41f0000000000000ULL, 0x43e0000000000000ULL, 0x43f0000000000000ULL,
	0x7fe0000000000000ULL, 0x7fefffffffffffffULL, 0x7ff0000000000000ULL,
	0x7ff8000000000000ULL, 0x7ff0000000000001ULL, 0x7ff4000000000000ULL,
	0x3690000000000000ULL, 0x3810000000000000ULL, 0x380fffffe0000000ULL,
	0x47efffffe0000000ULL, 0x47effffff0000000ULL, 0x36a0000000000000ULL,
};
#define NEDGES64 (sizeof edges64 / sizeof edges64[0])

static const uint32_t edges32[] = {
	0, 1, 2, 0x007fffff, 0x00800000, 0x00800001, 0x33800000, 0x3f000000, 0x3f7fffff,
	0x3f800000, 0x3f800001, 0x3fc00000, 0x40400000, 0x4b800000, 0x4effffff, 0x4f000000,
	0x4f800000, 0x5f000000, 0x5f800000, 0x7f000000, 0x7f7fffff, 0x7f800000, 0x7fc00000,
	0x7f800001, 0x7fa00000, 0x0c800000, 0x1f800000,
};
#define NEDGES32 (sizeof edges32 / sizeof edges32[0])

/* A random double: any bits, or an exponent near e0 (so that pairs of them cancel and round
 * in every way), near the subnormals, near overflow or near the integers' ranges. */
static uint64_t random_double(int e0)
{
	uint64_t sign = rng() & 0x8000000000000000ULL, frac = rng() & 0x000fffffffffffffULL;
	int e;

	switch (rng() % 5) {
	case 0:
		return rng();
	case 1:
		e = e0 + (int)(rng() % 121) - 60;
		break;
	case 2:
		e = (int)(rng() % 60);
		break;
	case 3:
		e = 0x3fe + (int)(rng() % 68);   /* 0.5 .. 2^66 */
		break;
	default:
		e = 2046 - (int)(rng() % 30);
		break;
	}
	if (e < 0)
		e = 0;
	if (e > 2046)
		e = 2046;
	if (rng() % 4 == 0)
		frac &= ~((1ULL << (rng() % 52)) - 1);   /* few bits: exact cases, ties */
	return sign | (uint64_t)e << 52 | frac;
}

/* The same for floats; exponents near e0, near the subnormals, near overflow. */
static uint32_t random_float(int e0)
{
	uint32_t sign = (uint32_t)rng() & 0x80000000u, frac = (uint32_t)rng() & 0x7fffff;
	int e;

	switch (rng() % 5) {
	case 0:
		return (uint32_t)rng();
	case 1:
		e = e0 + (int)(rng() % 31) - 15;
		break;
	case 2:
		e = (int)(rng() % 30);
		break;
	case 3:
		e = 0x7e + (int)(rng() % 36);
		break;
	default:
		e = 254 - (int)(rng() % 30);
		break;
	}
	if (e < 0)
		e = 0;
	if (e > 254)
		e = 254;
	if (rng() % 4 == 0)
		frac &= ~((1u << (rng() % 23)) - 1);
	return sign | (uint32_t)e << 23 | frac;
}

/* A random integer of random magnitude, often near a power of two. */
static uint64_t random_int(void)
{
	uint64_t x = rng() >> (rng() % 64);

	if (rng() % 4 == 0)
		x = (1ULL << (rng() % 64)) + (rng() % 5) - 2;
	return rng() % 2 ? x : 0 - x;
}

/* ---- operations: one signature for all, the operands and result as bits ---------------- */

enum kind { D2, F2, D1, F1, I1 };   /* operands: two doubles, two floats, one of each, an integer */
enum res { RD, RF, RI };            /* result: double bits, float bits, an integer compared as is */

struct op {
	const char *name;
	enum kind kind;
	enum res res;
	uint64_t (*rt)(uint64_t a, uint64_t b);
	uint64_t (*host)(uint64_t a, uint64_t b);
	bool both;   /* rt's runs on host arithmetic too (libgcc.c): its flags are both's */
};

#define DOP(name, sym, expr) \
	static uint64_t rt_##name(uint64_t a, uint64_t b) \
	{ \
		return bits(sym(dbl(a), dbl(b))); \
	} \
	static uint64_t host_##name(uint64_t a, uint64_t b) \
	{ \
		volatile double x = dbl(a), y = dbl(b), r = expr; \
		return bits(r); \
	}
#define FOP(name, sym, expr) \
	static uint64_t rt_##name(uint64_t a, uint64_t b) \
	{ \
		return fbits(sym(flt((uint32_t)a), flt((uint32_t)b))); \
	} \
	static uint64_t host_##name(uint64_t a, uint64_t b) \
	{ \
		volatile float x = flt((uint32_t)a), y = flt((uint32_t)b), r = expr; \
		return fbits(r); \
	}
/* a comparison: rt's helper read as gcc reads it, the host's operator */
#define CMP(name, sym, type, conv, test, expr) \
	static uint64_t rt_##name(uint64_t a, uint64_t b) \
	{ \
		return sym(conv(a), conv(b)) test; \
	} \
	static uint64_t host_##name(uint64_t a, uint64_t b) \
	{ \
		volatile type x = conv(a), y = conv(b); \
		volatile int r = expr; \
		return (uint64_t)r; \
	}
#define FLT(u) flt((uint32_t)(u))
/* a conversion: argument of type targ from the bits, result bits */
#define CONV(name, sym, targ, from, to, expr) \
	static uint64_t rt_##name(uint64_t a, uint64_t b) \
	{ \
		(void)b; \
		return to(sym(from(a))); \
	} \
	static uint64_t host_##name(uint64_t a, uint64_t b) \
	{ \
		volatile targ x = from(a); \
		(void)b; \
		return to(expr); \
	}
#define ID(x) ((uint64_t)(x))
#define I32(u) ((int)(uint32_t)(u))
#define U32(u) ((uint32_t)(u))
#define I64(u) ((long long)(u))
#define U64(u) ((unsigned long long)(u))

DOP(adddf3, rt___adddf3, x + y)
DOP(subdf3, rt___subdf3, x - y)
DOP(muldf3, rt___muldf3, x * y)
DOP(divdf3, rt___divdf3, x / y)
FOP(addsf3, rt___addsf3, x + y)
FOP(subsf3, rt___subsf3, x - y)
FOP(mulsf3, rt___mulsf3, x * y)
FOP(divsf3, rt___divsf3, x / y)
CMP(eqdf2, rt___eqdf2, double, dbl, == 0, x == y)
CMP(nedf2, rt___nedf2, double, dbl, != 0, x != y)
CMP(ltdf2, rt___ltdf2, double, dbl, < 0, x < y)
CMP(ledf2, rt___ledf2, double, dbl, <= 0, x <= y)
CMP(gtdf2, rt___gtdf2, double, dbl, > 0, x > y)
CMP(gedf2, rt___gedf2, double, dbl, >= 0, x >= y)
CMP(unorddf2, rt___unorddf2, double, dbl, != 0, __builtin_isunordered(x, y))
CMP(eqsf2, rt___eqsf2, float, FLT, == 0, x == y)
CMP(nesf2, rt___nesf2, float, FLT, != 0, x != y)
CMP(ltsf2, rt___ltsf2, float, FLT, < 0, x < y)
CMP(lesf2, rt___lesf2, float, FLT, <= 0, x <= y)
CMP(gtsf2, rt___gtsf2, float, FLT, > 0, x > y)
CMP(gesf2, rt___gesf2, float, FLT, >= 0, x >= y)
CMP(unordsf2, rt___unordsf2, float, FLT, != 0, __builtin_isunordered(x, y))
CONV(truncdfsf2, rt___truncdfsf2, double, dbl, fbits, (float)x)
CONV(extendsfdf2, rt___extendsfdf2, float, FLT, bits, (double)x)
CONV(floatsidf, rt___floatsidf, int, I32, bits, (double)x)
CONV(floatunsidf, rt___floatunsidf, unsigned int, U32, bits, (double)x)
CONV(floatsisf, rt___floatsisf, int, I32, fbits, (float)x)
CONV(floatunsisf, rt___floatunsisf, unsigned int, U32, fbits, (float)x)
CONV(floatdidf, rt___floatdidf, long long, I64, bits, (double)x)
CONV(floatundidf, rt___floatundidf, unsigned long long, U64, bits, (double)x)
CONV(floatdisf, rt___floatdisf, long long, I64, fbits, (float)x)
CONV(floatundisf, rt___floatundisf, unsigned long long, U64, fbits, (float)x)

/* To integers: x86's cvttsd2si raises what RISC-V's conversions raise, but gives the
 * "integer indefinite" where rt saturates; the results are compared where in range. */
CONV(fixdfsi, rt___fixdfsi, double, dbl, ID, (int)x)
CONV(fixsfsi, rt___fixsfsi, float, FLT, ID, (int)x)
CONV(fixdfdi, rt___fixdfdi, double, dbl, ID, (long long)x)
CONV(fixsfdi, rt___fixsfdi, float, FLT, ID, (long long)x)

/* To unsigned integers, RISC-V's rule computed on the host: x86 has no such conversion. */
static uint64_t unsigned_rule(double x, double limit)
{
	if (isnan(x) || x <= -1.0 || x >= limit) {
		volatile double z = 0.0, r = z / z;   /* invalid, nothing else */
		(void)r;
		return 0;
	}
	if (trunc(x) != x) {
		volatile double one = 1.0, three = 3.0, r = one / three;   /* inexact */
		(void)r;
	}
	return x < 1.0 ? 0 : (uint64_t)x;
}

static uint64_t rt_fixunsdfsi(uint64_t a, uint64_t b)
{
	(void)b;
	return rt___fixunsdfsi(dbl(a));
}

static uint64_t host_fixunsdfsi(uint64_t a, uint64_t b)
{
	(void)b;
	return unsigned_rule(dbl(a), 4294967296.0);
}

static uint64_t rt_fixunssfsi(uint64_t a, uint64_t b)
{
	(void)b;
	return rt___fixunssfsi(FLT(a));
}

static uint64_t host_fixunssfsi(uint64_t a, uint64_t b)
{
	volatile double x = FLT(a);   /* a signaling NaN: invalid, as the rule gives anyway */

	(void)b;
	return unsigned_rule(x, 4294967296.0);
}

static uint64_t rt_fixunsdfdi(uint64_t a, uint64_t b)
{
	(void)b;
	return rt___fixunsdfdi(dbl(a));
}

static uint64_t host_fixunsdfdi(uint64_t a, uint64_t b)
{
	(void)b;
	return unsigned_rule(dbl(a), 18446744073709551616.0);
}

static const struct op ops[] = {
	{ "__adddf3", D2, RD, rt_adddf3, host_adddf3, false },
	{ "__subdf3", D2, RD, rt_subdf3, host_subdf3, false },
	{ "__muldf3", D2, RD, rt_muldf3, host_muldf3, false },
	{ "__divdf3", D2, RD, rt_divdf3, host_divdf3, false },
	{ "__addsf3", F2, RF, rt_addsf3, host_addsf3, false },
	{ "__subsf3", F2, RF, rt_subsf3, host_subsf3, false },
	{ "__mulsf3", F2, RF, rt_mulsf3, host_mulsf3, false },
	{ "__divsf3", F2, RF, rt_divsf3, host_divsf3, false },
	{ "__eqdf2", D2, RI, rt_eqdf2, host_eqdf2, false },
	{ "__nedf2", D2, RI, rt_nedf2, host_nedf2, false },
	{ "__ltdf2", D2, RI, rt_ltdf2, host_ltdf2, false },
	{ "__ledf2", D2, RI, rt_ledf2, host_ledf2, false },
	{ "__gtdf2", D2, RI, rt_gtdf2, host_gtdf2, false },
	{ "__gedf2", D2, RI, rt_gedf2, host_gedf2, false },
	{ "__unorddf2", D2, RI, rt_unorddf2, host_unorddf2, false },
	{ "__eqsf2", F2, RI, rt_eqsf2, host_eqsf2, false },
	{ "__nesf2", F2, RI, rt_nesf2, host_nesf2, false },
	{ "__ltsf2", F2, RI, rt_ltsf2, host_ltsf2, false },
	{ "__lesf2", F2, RI, rt_lesf2, host_lesf2, false },
	{ "__gtsf2", F2, RI, rt_gtsf2, host_gtsf2, false },
	{ "__gesf2", F2, RI, rt_gesf2, host_gesf2, false },
	{ "__unordsf2", F2, RI, rt_unordsf2, host_unordsf2, false },
	{ "__truncdfsf2", D1, RF, rt_truncdfsf2, host_truncdfsf2, false },
	{ "__extendsfdf2", F1, RD, rt_extendsfdf2, host_extendsfdf2, false },
	{ "__floatsidf", I1, RD, rt_floatsidf, host_floatsidf, false },
	{ "__floatunsidf", I1, RD, rt_floatunsidf, host_floatunsidf, false },
	{ "__floatsisf", I1, RF, rt_floatsisf, host_floatsisf, false },
	{ "__floatunsisf", I1, RF, rt_floatunsisf, host_floatunsisf, false },
	{ "__fixdfsi", D1, RI, rt_fixdfsi, host_fixdfsi, false },
	{ "__fixsfsi", F1, RI, rt_fixsfsi, host_fixsfsi, false },
	{ "__fixunsdfsi", D1, RI, rt_fixunsdfsi, host_fixunsdfsi, false },
	{ "__fixunssfsi", F1, RI, rt_fixunssfsi, host_fixunssfsi, false },
	{ "__floatdidf", I1, RD, rt_floatdidf, host_floatdidf, true },
	{ "__floatundidf", I1, RD, rt_floatundidf, host_floatundidf, true },
	{ "__floatdisf", I1, RF, rt_floatdisf, host_floatdisf, true },
	{ "__floatundisf", I1, RF, rt_floatundisf, host_floatundisf, true },
	{ "__fixdfdi", D1, RI, rt_fixdfdi, host_fixdfdi, true },
	{ "__fixsfdi", F1, RI, rt_fixsfdi, host_fixsfdi, true },
	{ "__fixunsdfdi", D1, RI, rt_fixunsdfdi, host_fixunsdfdi, true },
};
#define NOPS (sizeof ops / sizeof ops[0])

/* ---- the comparison ---------------------------------------------------------------------- */

static bool is_nan_bits(uint64_t u, enum res res)
{
	return res == RD ? (u & 0x7fffffffffffffffULL) > 0x7ff0000000000000ULL :
			   (u & 0x7fffffff) > 0x7f800000;
}

static bool operand_nan(uint64_t a, uint64_t b, enum kind kind)
{
	switch (kind) {
	case D2:
		return isnan(dbl(a)) || isnan(dbl(b));
	case D1:
		return isnan(dbl(a));
	case F2:
		return isnan(FLT(a)) || isnan(FLT(b));
	case F1:
		return isnan(FLT(a));
	default:
		return false;
	}
}

/* One operation in one mode: the results (a NaN must be a NaN, the host's default NaN when no
 * operand was one; an integer out of range is not compared, its flags are) and the flags. */
static bool same(const struct op *op, int mode, uint64_t a, uint64_t b, char *why, size_t n)
{
	uint64_t r, h;
	int rf, hf;

	fesetround(mode);
	feclearexcept(FE_ALL_EXCEPT);
	h = op->host(a, b);
	hf = fetestexcept(FE_ALL_EXCEPT);
	rt_fesetround(mode);
	rt_feclearexcept(FE_ALL_EXCEPT);
	feclearexcept(FE_ALL_EXCEPT);
	r = op->rt(a, b);
	rf = rt_fetestexcept(FE_ALL_EXCEPT);
	if (op->both)
		rf |= fetestexcept(FE_ALL_EXCEPT);
	fesetround(FE_TONEAREST);
	rt_fesetround(FE_TONEAREST);
	if (rf != hf) {
		snprintf(why, n, "flags %#x, host %#x", rf, hf);
		return false;
	}
	if (op->res == RI && (hf & FE_INVALID))
		return true;
	if (op->res != RI && is_nan_bits(h, op->res) && is_nan_bits(r, op->res) &&
	    operand_nan(a, b, op->kind))
		return true;
	if (r != h) {
		snprintf(why, n, "result %#llx, host %#llx", (unsigned long long)r,
			 (unsigned long long)h);
		return false;
	}
	return true;
}

static uint64_t operand(enum kind kind, int e0, size_t edge, bool use_edge)
{
	uint64_t sign = edge & 1;

	edge /= 2;
	switch (kind) {
	case D2:
	case D1:
		return use_edge ? edges64[edge % NEDGES64] ^ sign << 63 : random_double(e0);
	case F2:
	case F1:
		return use_edge ? edges32[edge % NEDGES32] ^ (uint32_t)sign << 31 :
				  random_float(e0 >> 3);
	default:
		return random_int();
	}
}

static void check_op(const struct op *op)
{
	size_t nedges = op->kind == D2 || op->kind == D1 ? NEDGES64 * 2 : NEDGES32 * 2;
	size_t pairs = op->kind == D2 || op->kind == F2 ? nedges * nedges : nedges;
	int bad = 0;
	long n = 0;

	if (op->kind == I1)
		pairs = 0;
	for (size_t m = 0; m < sizeof modes / sizeof modes[0]; m++) {
		for (size_t k = 0; k < pairs + RANDOM_CASES; k++) {
			int e0 = (int)(rng() % 2047);
			bool edge = k < pairs;
			uint64_t a = operand(op->kind, e0, k % nedges, edge), b = 0;
			char why[80];

			if (op->kind == D2 || op->kind == F2) {
				if (edge)
					b = operand(op->kind, e0, k / nedges, true);
				else
					b = rng() % 8 ? operand(op->kind, e0, 0, false) : a;
			}
			n++;
			if (!same(op, modes[m], a, b, why, sizeof why) && bad++ < MAX_REPORTS)
				cr_log_error("%s(%#llx, %#llx) rounding %s: %s", op->name,
					     (unsigned long long)a, (unsigned long long)b,
					     mode_names[m], why);
		}
	}
	cr_expect_eq(bad, 0, "%s: %d of %ld cases differ from the host's", op->name, bad, n);
}

Test(fenv, arithmetic)
{
	for (size_t i = 0; i < NOPS; i++)
		if (ops[i].kind == D2 && ops[i].res != RI)
			check_op(&ops[i]);
}

Test(fenv, float_arithmetic)
{
	for (size_t i = 0; i < NOPS; i++)
		if (ops[i].kind == F2 && ops[i].res != RI)
			check_op(&ops[i]);
}

Test(fenv, comparisons)
{
	for (size_t i = 0; i < NOPS; i++)
		if ((ops[i].kind == D2 || ops[i].kind == F2) && ops[i].res == RI)
			check_op(&ops[i]);
}

Test(fenv, conversions)
{
	for (size_t i = 0; i < NOPS; i++)
		if (ops[i].kind != D2 && ops[i].kind != F2)
			check_op(&ops[i]);
}

/* ---- <fenv.h> itself --------------------------------------------------------------------- */

Test(fenv, functions)
{
	fexcept_t saved;
	unsigned int env, env2;

	rt_fesetenv((const unsigned int *)-1);   /* FE_DFL_ENV */
	cr_expect_eq(rt_fetestexcept(FE_ALL_EXCEPT), 0);
	cr_expect_eq(rt_fegetround(), FE_TONEAREST);
	/* each flag raised by an operation, and only it */
	rt___divdf3(0.0, 0.0);
	cr_expect_eq(rt_fetestexcept(FE_ALL_EXCEPT), FE_INVALID);
	rt_feclearexcept(FE_INVALID);
	rt___divdf3(1.0, 0.0);
	cr_expect_eq(rt_fetestexcept(FE_ALL_EXCEPT), FE_DIVBYZERO);
	rt_feclearexcept(FE_ALL_EXCEPT);
	rt___muldf3(1e300, 1e300);
	cr_expect_eq(rt_fetestexcept(FE_ALL_EXCEPT), FE_OVERFLOW | FE_INEXACT);
	rt_feclearexcept(FE_ALL_EXCEPT);
	rt___muldf3(1e-300, 1e-300);
	cr_expect_eq(rt_fetestexcept(FE_ALL_EXCEPT), FE_UNDERFLOW | FE_INEXACT);
	rt_feclearexcept(FE_ALL_EXCEPT);
	rt___divdf3(1.0, 3.0);
	cr_expect_eq(rt_fetestexcept(FE_ALL_EXCEPT), FE_INEXACT);
	cr_expect_eq(rt_fetestexcept(FE_INVALID | FE_OVERFLOW), 0);
	/* raise, save, clear, restore */
	rt_feclearexcept(FE_ALL_EXCEPT);
	rt_feraiseexcept(FE_OVERFLOW | FE_DIVBYZERO);
	cr_expect_eq(rt_fetestexcept(FE_ALL_EXCEPT), FE_OVERFLOW | FE_DIVBYZERO);
	rt_fegetexceptflag(&saved, FE_ALL_EXCEPT);
	rt_feclearexcept(FE_OVERFLOW);
	cr_expect_eq(rt_fetestexcept(FE_ALL_EXCEPT), FE_DIVBYZERO);
	rt_fesetexceptflag(&saved, FE_OVERFLOW);
	cr_expect_eq(rt_fetestexcept(FE_ALL_EXCEPT), FE_OVERFLOW | FE_DIVBYZERO);
	/* rounding modes */
	for (size_t m = 0; m < sizeof modes / sizeof modes[0]; m++) {
		cr_expect_eq(rt_fesetround(modes[m]), 0);
		cr_expect_eq(rt_fegetround(), modes[m]);
	}
	cr_expect_neq(rt_fesetround(0x123), 0);
	cr_expect_eq(rt_fegetround(), FE_DOWNWARD);
	cr_expect_eq(bits(rt___subdf3(1.0, 1.0)), bits(-0.0));   /* x - x is -0 rounding down */
	cr_expect_eq(bits(rt___divdf3(1.0, 10.0)), 0x3fb9999999999999ULL);   /* 0.1 rounded down */
	/* environments */
	rt_feclearexcept(FE_INEXACT);
	rt_fegetenv(&env);
	rt_fesetenv((const unsigned int *)-1);
	cr_expect_eq(rt_fetestexcept(FE_ALL_EXCEPT), 0);
	cr_expect_eq(rt_fegetround(), FE_TONEAREST);
	rt_fesetenv(&env);
	cr_expect_eq(rt_fegetround(), FE_DOWNWARD);
	cr_expect_eq(rt_fetestexcept(FE_ALL_EXCEPT), FE_OVERFLOW | FE_DIVBYZERO);
	cr_expect_eq(rt_feholdexcept(&env2), 0);
	cr_expect_eq(rt_fetestexcept(FE_ALL_EXCEPT), 0);
	cr_expect_eq(rt_fegetround(), FE_DOWNWARD);
	rt___divdf3(1.0, 3.0);
	rt_feupdateenv(&env2);
	cr_expect_eq(rt_fetestexcept(FE_ALL_EXCEPT), FE_OVERFLOW | FE_DIVBYZERO | FE_INEXACT);
	rt_fesetenv((const unsigned int *)-1);
}

/* test_libgcc.c — unit tests of rt's compiler helpers (rt/src/libgcc.c): each one against the
 * host's native 64-bit operators and builtins, over edge values and random values. */
#include <criterion/criterion.h>
#include <criterion/logging.h>
#include <limits.h>
#include <math.h>
#include <string.h>
#include <stdint.h>
#include <stdlib.h>
#include "rt_host_stdlib.h"
#include "testutil.h"

#define RANDOM_VALUES 4000
#define MAX_REPORTS 20

static uint64_t rng_state = 0x9e3779b97f4a7c15ULL;

static uint64_t rng(void)
{
	return xorshift64(&rng_state);
}

/* Random values of every magnitude: a random word cut to a random number of bits. */
static uint64_t rng_value(void)
{
	unsigned int bits = (unsigned int)(rng() % 65);

	return bits == 64 ? rng() : rng() & ((1ULL << bits) - 1);
}

static const uint64_t edges[] = {
	0, 1, 2, 3, 7, 10, 0xff, 0xffff, 0x10000, 0x7fffffff, 0x80000000, 0x80000001,
	0xfffffffe, 0xffffffff, 0x100000000ULL, 0x100000001ULL, 0x1ffffffffULL,
	0x123456789abcdefULL, 0x7ffffffffffffffeULL, 0x7fffffffffffffffULL,
	0x8000000000000000ULL, 0x8000000000000001ULL, 0xfffffffeffffffffULL,
	0xffffffff00000000ULL, 0xffffffff80000000ULL, 0xfffffffffffffffeULL,
	0xffffffffffffffffULL, 0x0000000100000000ULL - 2, 0xdeadbeefcafebabeULL,
};

#define NEDGES (sizeof(edges) / sizeof(edges[0]))

static uint64_t *values;
static size_t nvalues;

/* The edge values, their neighbours and negations, then random values. */
static void make_values(void)
{
	size_t i;

	values = malloc((NEDGES * 4 + RANDOM_VALUES) * sizeof(*values));
	cr_assert_not_null(values);
	for (i = 0; i < NEDGES; i++) {
		values[nvalues++] = edges[i];
		values[nvalues++] = edges[i] + 1;
		values[nvalues++] = edges[i] - 1;
		values[nvalues++] = 0 - edges[i];
	}
	while (nvalues < NEDGES * 4 + RANDOM_VALUES)
		values[nvalues++] = rng_value();
}

static void free_values(void)
{
	free(values);
	values = NULL;
	nvalues = 0;
}

struct tally {
	long cases;
	long bad;
};

static void check(struct tally *t, int ok, const char *what, uint64_t a, uint64_t b,
		  uint64_t got, uint64_t want)
{
	t->cases++;
	if (ok)
		return;
	if (t->bad++ < MAX_REPORTS)
		cr_log_error("%s(%#llx, %#llx) = %#llx, want %#llx", what, (unsigned long long)a,
			     (unsigned long long)b, (unsigned long long)got,
			     (unsigned long long)want);
}

#define CHECK(t, what, a, b, got, want) \
	check(t, (uint64_t)(got) == (uint64_t)(want), what, a, b, (uint64_t)(got), (uint64_t)(want))

TestSuite(libgcc, .init = make_values, .fini = free_values);

Test(libgcc, unsigned_division)
{
	struct tally t = { 0, 0 };
	size_t i, j;

	for (i = 0; i < nvalues; i++) {
		for (j = 0; j < nvalues; j += 1 + (i + j) % 7) {
			uint64_t a = values[i], b = values[j];
			unsigned long long r = 0xdead;

			if (b == 0)
				continue;
			CHECK(&t, "__udivdi3", a, b, rt___udivdi3(a, b), a / b);
			CHECK(&t, "__umoddi3", a, b, rt___umoddi3(a, b), a % b);
			CHECK(&t, "__udivmoddi4", a, b, rt___udivmoddi4(a, b, &r), a / b);
			CHECK(&t, "__udivmoddi4 rem", a, b, r, a % b);
			CHECK(&t, "__udivmoddi4 NULL", a, b, rt___udivmoddi4(a, b, NULL), a / b);
		}
	}
	cr_log_info("%ld unsigned division checks", t.cases);
	cr_assert_eq(t.bad, 0, "%ld of %ld unsigned division checks failed", t.bad, t.cases);
}

Test(libgcc, signed_division)
{
	struct tally t = { 0, 0 };
	size_t i, j;

	for (i = 0; i < nvalues; i++) {
		for (j = 0; j < nvalues; j += 1 + (i + j) % 7) {
			int64_t a = (int64_t)values[i], b = (int64_t)values[j];
			long long r = 0xdead;

			if (b == 0 || (a == INT64_MIN && b == -1))
				continue;
			CHECK(&t, "__divdi3", a, b, rt___divdi3(a, b), a / b);
			CHECK(&t, "__moddi3", a, b, rt___moddi3(a, b), a % b);
			CHECK(&t, "__divmoddi4", a, b, rt___divmoddi4(a, b, &r), a / b);
			CHECK(&t, "__divmoddi4 rem", a, b, r, a % b);
		}
	}
	cr_log_info("%ld signed division checks", t.cases);
	cr_assert_eq(t.bad, 0, "%ld of %ld signed division checks failed", t.bad, t.cases);
}

/* The one overflowing signed division wraps, as the two's complement arithmetic of the
 * guests' inline code does. */
Test(libgcc, signed_division_overflow)
{
	long long r = 1;

	cr_assert_eq(rt___divdi3(LLONG_MIN, -1), LLONG_MIN);
	cr_assert_eq(rt___moddi3(LLONG_MIN, -1), 0);
	cr_assert_eq(rt___divmoddi4(LLONG_MIN, -1, &r), LLONG_MIN);
	cr_assert_eq(r, 0);
}

Test(libgcc, multiplication_and_comparison)
{
	struct tally t = { 0, 0 };
	size_t i, j;

	for (i = 0; i < nvalues; i++) {
		for (j = 0; j < nvalues; j += 1 + (i + j) % 5) {
			uint64_t a = values[i], b = values[j];
			int64_t sa = (int64_t)a, sb = (int64_t)b;

			CHECK(&t, "__muldi3", a, b, rt___muldi3(sa, sb), a * b);
			CHECK(&t, "__cmpdi2", a, b, rt___cmpdi2(sa, sb), sa < sb ? 0 : sa == sb ? 1 : 2);
			CHECK(&t, "__ucmpdi2", a, b, rt___ucmpdi2(a, b), a < b ? 0 : a == b ? 1 : 2);
		}
		CHECK(&t, "__cmpdi2 self", values[i], values[i],
		      rt___cmpdi2((int64_t)values[i], (int64_t)values[i]), 1);
		CHECK(&t, "__ucmpdi2 self", values[i], values[i],
		      rt___ucmpdi2(values[i], values[i]), 1);
	}
	cr_log_info("%ld multiplication and comparison checks", t.cases);
	cr_assert_eq(t.bad, 0, "%ld of %ld checks failed", t.bad, t.cases);
}

Test(libgcc, shifts_and_negation)
{
	struct tally t = { 0, 0 };
	size_t i;
	int s;

	for (i = 0; i < nvalues; i++) {
		uint64_t a = values[i];
		int64_t sa = (int64_t)a;

		for (s = 0; s < 64; s++) {
			CHECK(&t, "__ashldi3", a, s, rt___ashldi3(sa, s), a << s);
			CHECK(&t, "__lshrdi3", a, s, rt___lshrdi3(sa, s), a >> s);
			CHECK(&t, "__ashrdi3", a, s, rt___ashrdi3(sa, s), sa >> s);
		}
		CHECK(&t, "__negdi2", a, 0, rt___negdi2(sa), 0 - a);
	}
	cr_log_info("%ld shift and negation checks", t.cases);
	cr_assert_eq(t.bad, 0, "%ld of %ld checks failed", t.bad, t.cases);
}

Test(libgcc, bit_operations)
{
	struct tally t = { 0, 0 };
	size_t i;

	for (i = 0; i < nvalues; i++) {
		uint64_t a = values[i];
		unsigned int w = (unsigned int)a, h = (unsigned int)(a >> 32);

		if (w) {
			CHECK(&t, "__clzsi2", w, 0, rt___clzsi2(w), __builtin_clz(w));
			CHECK(&t, "__ctzsi2", w, 0, rt___ctzsi2(w), __builtin_ctz(w));
		}
		if (a) {
			CHECK(&t, "__clzdi2", a, 0, rt___clzdi2(a), __builtin_clzll(a));
			CHECK(&t, "__ctzdi2", a, 0, rt___ctzdi2(a), __builtin_ctzll(a));
		}
		CHECK(&t, "__ffssi2", w, 0, rt___ffssi2(w), __builtin_ffs((int)w));
		CHECK(&t, "__ffsdi2", a, 0, rt___ffsdi2((int64_t)a), __builtin_ffsll((long long)a));
		CHECK(&t, "__popcountsi2", w, 0, rt___popcountsi2(w), __builtin_popcount(w));
		CHECK(&t, "__popcountsi2 hi", h, 0, rt___popcountsi2(h), __builtin_popcount(h));
		CHECK(&t, "__popcountdi2", a, 0, rt___popcountdi2(a), __builtin_popcountll(a));
		CHECK(&t, "__paritysi2", w, 0, rt___paritysi2(w), __builtin_parity(w));
		CHECK(&t, "__paritydi2", a, 0, rt___paritydi2(a), __builtin_parityll(a));
		CHECK(&t, "__bswapsi2", w, 0, (unsigned int)rt___bswapsi2((int)w),
		      __builtin_bswap32(w));
		CHECK(&t, "__bswapdi2", a, 0, rt___bswapdi2((int64_t)a), __builtin_bswap64(a));
	}
	cr_log_info("%ld bit operation checks", t.cases);
	cr_assert_eq(t.bad, 0, "%ld of %ld checks failed", t.bad, t.cases);
}

/* Every single-bit and all-ones-below value, where the counting helpers change answer. */
Test(libgcc, bit_boundaries)
{
	int i;

	for (i = 0; i < 32; i++) {
		unsigned int bit = 1u << i;

		cr_assert_eq(rt___clzsi2(bit), 31 - i);
		cr_assert_eq(rt___clzsi2(bit | (bit - 1)), 31 - i);
		cr_assert_eq(rt___ctzsi2(bit), i);
		cr_assert_eq(rt___ctzsi2(~(bit - 1)), i);
		cr_assert_eq(rt___ffssi2(bit), i + 1);
		cr_assert_eq(rt___popcountsi2(bit - 1), i);
	}
	for (i = 0; i < 64; i++) {
		unsigned long long bit = 1ULL << i;

		cr_assert_eq(rt___clzdi2(bit), 63 - i);
		cr_assert_eq(rt___clzdi2(bit | (bit - 1)), 63 - i);
		cr_assert_eq(rt___ctzdi2(bit), i);
		cr_assert_eq(rt___ctzdi2(~(bit - 1)), i);
		cr_assert_eq(rt___ffsdi2((long long)bit), i + 1);
		cr_assert_eq(rt___popcountdi2(bit - 1), i);
		cr_assert_eq(rt___paritydi2(bit), 1);
	}
	/* Zero: undefined for gcc's clz and ctz; rt answers the width. */
	cr_assert_eq(rt___clzsi2(0), 32);
	cr_assert_eq(rt___ctzsi2(0), 32);
	cr_assert_eq(rt___clzdi2(0), 64);
	cr_assert_eq(rt___ctzdi2(0), 64);
	cr_assert_eq(rt___ffssi2(0), 0);
	cr_assert_eq(rt___ffsdi2(0), 0);
	cr_assert_eq(rt___popcountdi2(~0ULL), 64);
	cr_assert_eq(rt___paritydi2(~0ULL), 0);
	cr_assert_eq(rt___paritysi2(0x80000001u), 0);
	cr_assert_eq(rt___paritysi2(0x80000000u), 1);
}

/* Divisors that make the normalised quotient estimate too large by one or two, the case
 * the correction steps of the division exist for. */
Test(libgcc, division_corrections)
{
	struct tally t = { 0, 0 };
	unsigned long long d, n, q, m;
	int i, k, step;

	for (i = 0; i < 20000; i++) {
		k = (int)(rng() % 63) + 1;
		d = (rng() | 1ULL << 63) >> k;
		n = rng();
		for (step = -2; step <= 2; step++) {
			q = n / d + (unsigned long long)step;
			m = q * d;

			CHECK(&t, "__udivdi3", m, d, rt___udivdi3(m, d), m / d);
			CHECK(&t, "__umoddi3", m, d, rt___umoddi3(m, d), m % d);
			CHECK(&t, "__udivdi3", m - 1, d, rt___udivdi3(m - 1, d), (m - 1) / d);
			CHECK(&t, "__umoddi3", m - 1, d, rt___umoddi3(m - 1, d), (m - 1) % d);
		}
	}
	cr_log_info("%ld division correction checks", t.cases);
	cr_assert_eq(t.bad, 0, "%ld of %ld checks failed", t.bad, t.cases);
}

/* 64-bit integers to and from floating point: the host converts natively (correctly rounded,
 * toward zero), the helpers with 32-bit conversions only. Bits are compared, not values. */
static uint64_t dbits(double d)
{
	uint64_t u;

	memcpy(&u, &d, sizeof u);
	return u;
}

static uint64_t fbits(float f)
{
	uint32_t u;

	memcpy(&u, &f, sizeof u);
	return u;
}

Test(libgcc, float_conversions)
{
	struct tally t = { 0, 0 };

	for (size_t i = 0; i < nvalues; i++) {
		uint64_t a = values[i];
		long long s = (long long)a;

		CHECK(&t, "__floatundidf", a, 0, dbits(rt___floatundidf(a)), dbits((double)a));
		CHECK(&t, "__floatdidf", a, 0, dbits(rt___floatdidf(s)), dbits((double)s));
		CHECK(&t, "__floatundisf", a, 0, fbits(rt___floatundisf(a)), fbits((float)a));
		CHECK(&t, "__floatdisf", a, 0, fbits(rt___floatdisf(s)), fbits((float)s));
	}
	for (int i = 0; i < RANDOM_VALUES * 4; i++) {
		/* doubles in range, of every magnitude, with fractions */
		double d = ldexp((double)(rng() >> 11), (int)(rng() % 75) - 53 - 22);
		double n = -d;
		float f = (float)d;

		if (d >= 9.2e18)
			continue;
		CHECK(&t, "__fixunsdfdi", dbits(d), 0, rt___fixunsdfdi(d), (unsigned long long)d);
		CHECK(&t, "__fixdfdi", dbits(d), 0, rt___fixdfdi(d), (long long)d);
		CHECK(&t, "__fixdfdi neg", dbits(n), 0, rt___fixdfdi(n), (long long)n);
		CHECK(&t, "__fixunssfdi", fbits(f), 0, rt___fixunssfdi(f), (unsigned long long)f);
		CHECK(&t, "__fixsfdi", fbits(-f), 0, rt___fixsfdi(-f), (long long)-f);
	}
	cr_log_info("%ld conversion checks", t.cases);
	cr_assert_eq(t.bad, 0, "%ld of %ld conversion checks failed", t.bad, t.cases);
}

/* test_stdlib.c — unit tests of rt's stdlib.c and ctype.c: strto* against the host over a
 * fixed table and a generated set, qsort, bsearch, integer helpers, rand and ctype. */
#include <criterion/criterion.h>
#include <criterion/logging.h>
#include <ctype.h>
#include <errno.h>
#include <inttypes.h>
#include <limits.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "rt_host_stdlib.h"

#define MAX_REPORTS 20

static uint32_t rng_state = 0x6b8b4567;

static uint32_t rng(void)
{
	rng_state ^= rng_state << 13;
	rng_state ^= rng_state >> 17;
	rng_state ^= rng_state << 5;
	return rng_state;
}

/* ---- strto* ------------------------------------------------------------------------------ */

struct tally {
	long cases;
	long bad;
};

/* One input through rt_strto<kind> and the host's: value, errno and end must agree. */
static void compare_strto(struct tally *t, char kind, const char *s, int base)
{
	unsigned long long want, got;
	char *want_end, *got_end;
	int want_errno;

	errno = 0;
	rt_errno = 0;
	switch (kind) {
	case 'l':
		want = (unsigned long long)strtol(s, &want_end, base);
		got = (unsigned long long)rt_strtol(s, &got_end, base);
		break;
	case 'u':
		want = strtoul(s, &want_end, base);
		got = rt_strtoul(s, &got_end, base);
		break;
	case 'L':
		want = (unsigned long long)strtoll(s, &want_end, base);
		got = (unsigned long long)rt_strtoll(s, &got_end, base);
		break;
	case 'U':
		want = strtoull(s, &want_end, base);
		got = rt_strtoull(s, &got_end, base);
		break;
	case 'i':
		want = (unsigned long long)strtoimax(s, &want_end, base);
		got = (unsigned long long)rt_strtoimax(s, &got_end, base);
		break;
	default:
		want = strtoumax(s, &want_end, base);
		got = rt_strtoumax(s, &got_end, base);
		break;
	}
	want_errno = errno;
	t->cases++;
	if (got == want && got_end == want_end && rt_errno == want_errno)
		return;
	if (t->bad++ < MAX_REPORTS)
		cr_log_error("strto%c(\"%s\", %d): rt %#llx end+%td errno %d, host %#llx end+%td "
			     "errno %d", kind, s, base, got, got_end - s, rt_errno, want,
			     want_end - s, want_errno);
}

static void compare_all_kinds(struct tally *t, const char *s, int base)
{
	static const char kinds[] = "luLUiv";
	const char *k;

	for (k = kinds; *k; k++)
		compare_strto(t, *k, s, base);
}

static const int bases[] = { 0, 2, 8, 10, 16, 36 };
#define NBASES (sizeof(bases) / sizeof(bases[0]))

/* Writes v (up to 128 bits) in base b, 2 <= b <= 36. */
static void to_base(char *s, unsigned __int128 v, int b)
{
	char tmp[140];
	int n = 0;

	do {
		tmp[n++] = "0123456789abcdefghijklmnopqrstuvwxyz"[v % (unsigned)b];
		v /= (unsigned)b;
	} while (v);
	while (n)
		*s++ = tmp[--n];
	*s = '\0';
}

Test(strto, fixed_table)
{
	static const struct {
		const char *s;
		int base;
	} cases[] = {
		{ "0", 10 }, { "-0", 10 }, { "+0", 0 }, { "  42", 10 }, { "\t\n\v\f\r 42", 0 },
		{ "-42abc", 10 }, { "+-1", 10 }, { "-+1", 10 }, { "--1", 10 }, { "", 10 },
		{ "   ", 10 }, { "-", 10 }, { "+", 0 }, { "x", 16 }, { "0x", 16 }, { "0x", 0 },
		{ "0X", 0 }, { "0xg", 16 }, { "0x1g", 16 }, { "0x1F", 0 }, { "0XaBc", 16 },
		{ "-0x80", 0 }, { "0x10", 10 }, { "0x10", 8 }, { "0x10", 36 }, { "010", 0 },
		{ "08", 0 }, { "0789", 0 }, { "-010", 0 }, { "777", 8 }, { "8", 8 },
		{ "101012", 2 }, { "2", 2 }, { "-1", 2 }, { "zZ", 36 }, { "10", 36 },
		{ "9223372036854775807", 10 }, { "9223372036854775808", 10 },
		{ "-9223372036854775808", 10 }, { "-9223372036854775809", 10 },
		{ "18446744073709551615", 10 }, { "18446744073709551616", 10 },
		{ "-18446744073709551615", 10 }, { "-18446744073709551616", 10 },
		{ "99999999999999999999999999999999", 10 }, { "-99999999999999999999999999", 10 },
		{ "0x7fffffffffffffff", 0 }, { "0x8000000000000000", 0 },
		{ "0xffffffffffffffff", 16 }, { "0x10000000000000000", 16 },
		{ "-0x8000000000000000", 0 }, { "-0x8000000000000001", 0 },
		{ "1777777777777777777777", 0 }, { "2000000000000000000000", 0 },
		{ "1y2p0ij32e8e7", 36 }, { "1y2p0ij32e8e8", 36 }, { "3w5e11264sgsf", 36 },
		{ "3w5e11264sgsg", 36 }, { "00000000000000000000000000000001", 10 },
		{ "4294967295", 10 }, { "4294967296", 10 }, { "-2147483648", 10 },
		{ "-2147483649", 10 }, { " \t-0x", 0 }, { "1 2", 10 }, { "\xe9" "1", 10 },
	};
	struct tally t = { 0, 0 };
	size_t i;

	for (i = 0; i < sizeof(cases) / sizeof(cases[0]); i++)
		compare_all_kinds(&t, cases[i].s, cases[i].base);
	cr_assert_eq(t.bad, 0, "%ld of %ld conversions differ from the host", t.bad, t.cases);
}

/* Every combination of leading space, sign, base prefix, digits (including each limit and
 * its neighbours written in each base) and trailing text, in each base. */
Test(strto, generated_set)
{
	static const char *const spaces[] = { "", " ", "\t\n " };
	static const char *const signs[] = { "", "+", "-", "--", "+-" };
	static const char *const prefixes[] = { "", "0", "0x", "0X" };
	static const char *const trailers[] = { "", " ", "x", "9", "g", "z", "." };
	static const char *const fixed_bodies[] = {
		"", "0", "1", "7", "8", "9", "a", "f", "g", "z", "Z", "123", "ff", "FF", "777",
		"1010", "zz", "00000000000000000000000000077",
	};
	static const unsigned __int128 limits[] = {
		INT_MAX, (unsigned __int128)INT_MAX + 1, UINT_MAX, (unsigned __int128)UINT_MAX + 1,
		LONG_MAX, (unsigned __int128)LONG_MAX + 1, ULONG_MAX,
		(unsigned __int128)ULONG_MAX + 1, (unsigned __int128)ULONG_MAX * 10,
	};
	char bodies[64][160], s[256];
	size_t nbodies = 0, a, b, c, d, e, f, g;
	struct tally t = { 0, 0 };

	for (a = 0; a < sizeof(fixed_bodies) / sizeof(fixed_bodies[0]); a++)
		strcpy(bodies[nbodies++], fixed_bodies[a]);
	for (a = 0; a < NBASES; a++) {
		int base = bases[a] ? bases[a] : 10;

		for (b = 0; b < sizeof(limits) / sizeof(limits[0]); b += 2 + (a % 2))
			to_base(bodies[nbodies++], limits[b] - 1 + a % 3, base);
	}

	for (a = 0; a < sizeof(spaces) / sizeof(spaces[0]); a++)
		for (b = 0; b < sizeof(signs) / sizeof(signs[0]); b++)
			for (c = 0; c < sizeof(prefixes) / sizeof(prefixes[0]); c++)
				for (d = 0; d < nbodies; d++)
					for (e = 0; e < sizeof(trailers) / sizeof(trailers[0]); e++) {
						strcpy(s, spaces[a]);
						strcat(s, signs[b]);
						strcat(s, prefixes[c]);
						strcat(s, bodies[d]);
						strcat(s, trailers[e]);
						for (f = 0; f < NBASES; f++)
							compare_all_kinds(&t, s, bases[f]);
					}

	/* Every limit written in every base, signed and not. */
	for (f = 2; f <= 36; f++) {
		for (g = 0; g < sizeof(limits) / sizeof(limits[0]); g++) {
			for (e = 0; e < 3; e++) {
				s[0] = '-';
				to_base(s + 1, limits[g] - 1 + e, (int)f);
				compare_all_kinds(&t, s, (int)f);
				compare_all_kinds(&t, s + 1, (int)f);
			}
		}
	}
	cr_log_info("%ld conversions compared", t.cases);
	cr_assert_eq(t.bad, 0, "%ld of %ld conversions differ from the host", t.bad, t.cases);
}

Test(strto, no_digits_leaves_end_at_start)
{
	static const char *const inputs[] = { "", "  ", " -", "+", "0x", "xyz", " +x" };
	char *end;
	size_t i;

	for (i = 0; i < sizeof(inputs) / sizeof(inputs[0]); i++) {
		rt_errno = 0;
		cr_assert_eq(rt_strtol(inputs[i], &end, 16), 0);
		if (strcmp(inputs[i], "0x") == 0)
			cr_assert_eq(end, inputs[i] + 1);	/* the 0 is a digit */
		else
			cr_assert_eq(end, inputs[i]);
		cr_assert_eq(rt_errno, 0);
	}
	cr_assert_eq(rt_strtoul("-", NULL, 10), 0);
}

Test(strto, invalid_base)
{
	static const int invalid[] = { -1, 1, 37, 100 };
	const char *s = "123";
	char *end = NULL;
	size_t i;

	for (i = 0; i < sizeof(invalid) / sizeof(invalid[0]); i++) {
		rt_errno = 0;
		cr_assert_eq(rt_strtol(s, &end, invalid[i]), 0);
		cr_assert_eq(rt_errno, RT_EINVAL);
		cr_assert_eq(end, s);
		rt_errno = 0;
		cr_assert_eq(rt_strtoull(s, NULL, invalid[i]), 0);
		cr_assert_eq(rt_errno, RT_EINVAL);
	}
}

Test(strto, overflow_sets_erange)
{
	char *end;

	rt_errno = 0;
	cr_assert_eq(rt_strtol("99999999999999999999x", &end, 10), LONG_MAX);
	cr_assert_eq(rt_errno, RT_ERANGE);
	cr_assert_eq(*end, 'x');
	rt_errno = 0;
	cr_assert_eq(rt_strtol("-99999999999999999999", NULL, 10), LONG_MIN);
	cr_assert_eq(rt_errno, RT_ERANGE);
	rt_errno = 0;
	cr_assert_eq(rt_strtoul("-99999999999999999999", NULL, 10), ULONG_MAX);
	cr_assert_eq(rt_errno, RT_ERANGE);
	rt_errno = 0;
	cr_assert_eq(rt_strtoul("-1", NULL, 10), ULONG_MAX);
	cr_assert_eq(rt_errno, 0);
	cr_assert_eq(rt_strtol("-9223372036854775808", NULL, 10), LONG_MIN);
	cr_assert_eq(rt_errno, 0);
}

Test(strto, ato_functions)
{
	static const char *const inputs[] = {
		"0", "-0", "42", "  -17xyz", "+2147483647", "-2147483648", "", "abc", "0x10", "010",
		"9223372036854775807", "-9223372036854775808",
	};
	size_t i;

	for (i = 0; i < sizeof(inputs) / sizeof(inputs[0]); i++) {
		cr_assert_eq(rt_atol(inputs[i]), atol(inputs[i]), "atol(\"%s\")", inputs[i]);
		cr_assert_eq(rt_atoll(inputs[i]), atoll(inputs[i]), "atoll(\"%s\")", inputs[i]);
		if (atol(inputs[i]) >= INT_MIN && atol(inputs[i]) <= INT_MAX)
			cr_assert_eq(rt_atoi(inputs[i]), atoi(inputs[i]), "atoi(\"%s\")", inputs[i]);
	}
}

/* ---- qsort and bsearch ------------------------------------------------------------------- */

/* Elements of any size: the key is the first byte (size 1) or the first two bytes, big
 * endian; the rest of the element holds its original index, so a lost or duplicated
 * element shows. */
static size_t elem_size;
static long compares;

static unsigned int key_of(const void *p)
{
	const unsigned char *b = p;

	return elem_size == 1 ? b[0] : (unsigned int)b[0] << 8 | b[1];
}

static int by_key(const void *a, const void *b)
{
	unsigned int x = key_of(a), y = key_of(b);

	compares++;
	return (x > y) - (x < y);
}

static int by_bytes(const void *a, const void *b)
{
	return memcmp(a, b, elem_size);
}

enum pattern { RANDOM, FEW_KEYS, ALL_EQUAL, SORTED, REVERSED, ORGAN_PIPE, SAWTOOTH, NPATTERNS };

static void fill_elements(unsigned char *base, size_t n, size_t size, enum pattern p)
{
	size_t i, j;
	unsigned int key;

	for (i = 0; i < n; i++) {
		unsigned char *e = base + i * size;

		switch (p) {
		case RANDOM:
			key = rng();
			break;
		case FEW_KEYS:
			key = rng() % 3 * 0x101;
			break;
		case ALL_EQUAL:
			key = 0x4242;
			break;
		case SORTED:
			key = (unsigned int)(i * 65535 / (n + 1));
			break;
		case REVERSED:
			key = (unsigned int)((n - i) * 65535 / (n + 1));
			break;
		case ORGAN_PIPE:
			key = (unsigned int)((i < n / 2 ? i : n - i) * 65535 / (n + 1));
			break;
		default:
			key = (unsigned int)(i % 17);
			break;
		}
		e[0] = (unsigned char)(size == 1 ? key : key >> 8);
		if (size > 1)
			e[1] = (unsigned char)key;
		for (j = 2; j < size; j++)
			e[j] = (unsigned char)(i >> (8 * ((j - 2) % sizeof(size_t))));
	}
}

static void check_sort(size_t n, size_t size, enum pattern p, size_t misalign)
{
	unsigned char *mem = malloc(n * size + misalign + 1);
	unsigned char *got = mem + misalign, *want = malloc(n * size + 1);
	unsigned char *a = malloc(n * size + 1), *b = malloc(n * size + 1);
	size_t i;

	elem_size = size;
	fill_elements(got, n, size, p);
	memcpy(want, got, n * size);
	memcpy(a, got, n * size);
	qsort(want, n, size, by_key);
	compares = 0;
	rt_qsort(got, n, size, by_key);

	for (i = 0; i < n; i++)
		cr_assert_eq(key_of(got + i * size), key_of(want + i * size),
			     "n=%zu size=%zu pattern=%d: key %zu differs", n, size, p, i);
	/* The same elements: the sorted input and output compare equal byte for byte. */
	memcpy(b, got, n * size);
	qsort(a, n, size, by_bytes);
	qsort(b, n, size, by_bytes);
	cr_assert_arr_eq(a, b, n * size, "n=%zu size=%zu pattern=%d: elements lost", n, size, p);
	free(mem);
	free(want);
	free(a);
	free(b);
}

Test(qsort, like_host_for_many_sizes_and_patterns)
{
	static const size_t sizes[] = { 1, 2, 3, 4, 5, 8, 12, 16, 24, 33 };
	static const size_t counts[] = { 0, 1, 2, 3, 7, 8, 9, 10, 16, 31, 100, 1000, 5000 };
	size_t s, c, misalign;
	int p;

	for (s = 0; s < sizeof(sizes) / sizeof(sizes[0]); s++)
		for (c = 0; c < sizeof(counts) / sizeof(counts[0]); c++)
			for (p = 0; p < NPATTERNS; p++)
				for (misalign = 0; misalign < 2; misalign++)
					check_sort(counts[c], sizes[s], p, misalign);
}

/* Comparison counts stay n log n even with all keys equal. */
Test(qsort, equal_keys_stay_fast)
{
	const size_t n = 20000;
	unsigned char *v = malloc(n * 4);

	elem_size = 4;
	fill_elements(v, n, 4, ALL_EQUAL);
	compares = 0;
	rt_qsort(v, n, 4, by_key);
	cr_log_info("%ld comparisons for %zu equal keys", compares, n);
	cr_assert_lt(compares, 3 * 20000 * 15);
	free(v);
}

/* McIlroy's adversary ("A killer adversary for quicksort", 1999) decides the outcome of each
 * comparison as late as it can so as to drive any quicksort quadratic; the heapsort fallback
 * must keep the count n log n. */
static int *adv_val, adv_gas, adv_solid, adv_candidate;

static int adversary(const void *a, const void *b)
{
	int x = *(const int *)a, y = *(const int *)b;

	compares++;
	if (adv_val[x] == adv_gas && adv_val[y] == adv_gas) {
		if (x == adv_candidate)
			adv_val[x] = adv_solid++;
		else
			adv_val[y] = adv_solid++;
	}
	if (adv_val[x] == adv_gas)
		adv_candidate = x;
	else if (adv_val[y] == adv_gas)
		adv_candidate = y;
	return (adv_val[x] > adv_val[y]) - (adv_val[x] < adv_val[y]);
}

Test(qsort, survives_the_killer_adversary)
{
	const int n = 20000;
	int *ptr = malloc(n * sizeof(int)), i;

	adv_val = malloc(n * sizeof(int));
	adv_gas = n;
	adv_solid = 0;
	adv_candidate = 0;
	for (i = 0; i < n; i++) {
		ptr[i] = i;
		adv_val[i] = adv_gas;
	}
	compares = 0;
	rt_qsort(ptr, (size_t)n, sizeof(int), adversary);
	cr_log_info("%ld comparisons against the adversary for n=%d", compares, n);
	cr_assert_lt(compares, 6L * n * 15, "%ld comparisons: quadratic behaviour", compares);
	for (i = 1; i < n; i++)
		cr_assert_leq(adv_val[ptr[i - 1]], adv_val[ptr[i]]);
	free(ptr);
	free(adv_val);
}

static int int_cmp(const void *a, const void *b)
{
	int x = *(const int *)a, y = *(const int *)b;

	return (x > y) - (x < y);
}

Test(bsearch, finds_every_key_and_no_other)
{
	int v[300], key, *hit;
	size_t n, i;

	for (n = 0; n <= 300; n += 1 + n / 8) {
		for (i = 0; i < n; i++)
			v[i] = (int)(rng() % 400);
		qsort(v, n, sizeof(int), int_cmp);
		for (key = -1; key <= 401; key++) {
			hit = rt_bsearch(&key, v, n, sizeof(int), int_cmp);
			if (bsearch(&key, v, n, sizeof(int), int_cmp)) {
				cr_assert_not_null(hit, "key %d in %zu elements", key, n);
				cr_assert_eq(*hit, key);
				cr_assert_eq((size_t)(hit - v) < n, 1);
			} else {
				cr_assert_null(hit, "key %d in %zu elements", key, n);
			}
		}
	}
}

Test(bsearch, odd_element_size)
{
	unsigned char v[200 * 12], key[12];
	unsigned char *hit;
	size_t i;

	elem_size = 12;
	for (i = 0; i < 200; i++) {
		memset(v + i * 12, 0, 12);
		v[i * 12] = (unsigned char)(i * 3 >> 8);
		v[i * 12 + 1] = (unsigned char)(i * 3);
	}
	for (i = 0; i < 600; i++) {
		memset(key, 0, sizeof(key));
		key[0] = (unsigned char)(i >> 8);
		key[1] = (unsigned char)i;
		hit = rt_bsearch(key, v, 200, 12, by_key);
		if (i % 3 == 0)
			cr_assert_eq(hit, v + i / 3 * 12);
		else
			cr_assert_null(hit);
	}
}

/* ---- integer helpers and rand ------------------------------------------------------------ */

Test(stdlib, abs_and_div)
{
	int i, a, b;
	long la, lb;
	long long lla, llb;

	cr_assert_eq(rt_abs(-5), 5);
	cr_assert_eq(rt_abs(INT_MAX), INT_MAX);
	cr_assert_eq(rt_labs(LONG_MIN + 1), LONG_MAX);
	cr_assert_eq(rt_llabs(-1LL), 1);
	cr_assert_eq(rt_imaxabs(-7), 7);
	for (i = 0; i < 10000; i++) {
		a = (int)rng();
		b = (int)rng() >> (rng() % 31);
		la = (long)((uint64_t)rng() << 32 | rng()) >> (rng() % 63);
		lb = (long)((uint64_t)rng() << 32 | rng()) >> (rng() % 63);
		lla = la ^ 0x5555;
		llb = lb | 1;
		if (a != INT_MIN)
			cr_assert_eq(rt_abs(a), abs(a));
		if (la != LONG_MIN)
			cr_assert_eq(rt_labs(la), labs(la));
		if (lla != LLONG_MIN)
			cr_assert_eq(rt_llabs(lla), llabs(lla));
		if (b != 0 && !(a == INT_MIN && b == -1)) {
			struct rt_div r = rt_div(a, b);
			div_t w = div(a, b);

			cr_assert(r.quot == w.quot && r.rem == w.rem, "div(%d, %d)", a, b);
		}
		if (lb != 0 && !(la == LONG_MIN && lb == -1)) {
			struct rt_ldiv r = rt_ldiv(la, lb);
			ldiv_t w = ldiv(la, lb);

			cr_assert(r.quot == w.quot && r.rem == w.rem, "ldiv(%ld, %ld)", la, lb);
		}
		if (!(lla == LLONG_MIN && llb == -1)) {
			struct rt_lldiv r = rt_lldiv(lla, llb);
			lldiv_t w = lldiv(lla, llb);

			cr_assert(r.quot == w.quot && r.rem == w.rem, "lldiv(%lld, %lld)", lla, llb);
		}
		if (!(la == LONG_MIN && llb == -1)) {
			struct rt_imaxdiv r = rt_imaxdiv(la, (long)llb);
			imaxdiv_t w = imaxdiv(la, (long)llb);

			cr_assert(r.quot == w.quot && r.rem == w.rem, "imaxdiv(%ld, %lld)", la, llb);
		}
	}
}

/* The generator is part of the guest ABI: the same sequence on every ISA. */
static int reference_rand(unsigned long long *state)
{
	*state = *state * 6364136223846793005ULL + 1442695040888963407ULL;
	return (int)(*state >> 33);
}

Test(stdlib, rand_is_deterministic)
{
	unsigned long long state = 1;
	long long sum = 0;
	int i, first[100], r, odd = 0;

	/* Without srand, as if srand(1). */
	for (i = 0; i < 100; i++) {
		first[i] = rt_rand();
		cr_assert_eq(first[i], reference_rand(&state));
	}
	rt_srand(1);
	for (i = 0; i < 100; i++)
		cr_assert_eq(rt_rand(), first[i]);
	rt_srand(12345);
	state = 12345;
	for (i = 0; i < 100000; i++) {
		r = rt_rand();
		cr_assert_eq(r, reference_rand(&state));
		cr_assert(r >= 0 && r <= RT_RAND_MAX);
		sum += r;
		odd += r & 1;
	}
	cr_assert_lt(llabs(sum / 100000 - RT_RAND_MAX / 2), RT_RAND_MAX / 100);
	cr_assert_lt(abs(odd - 50000), 1000);
}

/* ---- ctype ------------------------------------------------------------------------------- */

Test(ctype, like_host_for_every_byte_and_eof)
{
	static const struct {
		const char *name;
		int (*rt)(int);
		int (*host)(int);
		unsigned int mask;
	} classes[] = {
		{ "isalnum", rt_isalnum, isalnum, RT_CT_UPPER | RT_CT_LOWER | RT_CT_DIGIT },
		{ "isalpha", rt_isalpha, isalpha, RT_CT_UPPER | RT_CT_LOWER },
		{ "isblank", rt_isblank, isblank, RT_CT_BLANK },
		{ "iscntrl", rt_iscntrl, iscntrl, RT_CT_CNTRL },
		{ "isdigit", rt_isdigit, isdigit, RT_CT_DIGIT },
		{ "isgraph", rt_isgraph, isgraph,
		  RT_CT_UPPER | RT_CT_LOWER | RT_CT_DIGIT | RT_CT_PUNCT },
		{ "islower", rt_islower, islower, RT_CT_LOWER },
		{ "isprint", rt_isprint, isprint,
		  RT_CT_UPPER | RT_CT_LOWER | RT_CT_DIGIT | RT_CT_PUNCT | RT_CT_SP },
		{ "ispunct", rt_ispunct, ispunct, RT_CT_PUNCT },
		{ "isspace", rt_isspace, isspace, RT_CT_SPACE },
		{ "isupper", rt_isupper, isupper, RT_CT_UPPER },
		{ "isxdigit", rt_isxdigit, isxdigit, RT_CT_XDIGIT },
	};
	size_t k;
	int c;

	for (c = EOF; c <= 255; c++) {
		for (k = 0; k < sizeof(classes) / sizeof(classes[0]); k++) {
			int want = classes[k].host(c) != 0;

			cr_assert_eq(classes[k].rt(c) != 0, want, "%s(%d)", classes[k].name, c);
			/* What the <ctype.h> macro computes. */
			cr_assert_eq((rt___rt_ctype[c + 128] & classes[k].mask) != 0, want,
				     "%s macro (%d)", classes[k].name, c);
		}
		cr_assert_eq(rt_tolower(c), tolower(c), "tolower(%d)", c);
		cr_assert_eq(rt_toupper(c), toupper(c), "toupper(%d)", c);
	}
	/* Negative plain chars and out-of-range values have no class and map to themselves. */
	for (c = -300; c < EOF; c++) {
		for (k = 0; k < sizeof(classes) / sizeof(classes[0]); k++)
			cr_assert_eq(classes[k].rt(c), 0, "%s(%d)", classes[k].name, c);
		if (c >= -128)
			cr_assert_eq(rt___rt_ctype[c + 128], 0);
		cr_assert_eq(rt_tolower(c), c);
		cr_assert_eq(rt_toupper(c), c);
	}
	for (c = 256; c < 600; c++)
		cr_assert_eq(rt_isalpha(c) | rt_isprint(c) | rt_isspace(c), 0);
}

/* rt has no execve: system(NULL) says there is no command processor, and system and popen of
 * a command fail with ENOSYS (38 on the host) rather than go on as if it had run. */
Test(stdlib, system_and_popen_refused)
{
	rt_errno = 0;
	cr_expect_eq(rt_system(NULL), 0);
	cr_expect_eq(rt_system("true"), -1);
	cr_expect_eq(rt_errno, 38);
	rt_errno = 0;
	cr_expect_null(rt_popen("true", "r"));
	cr_expect_eq(rt_errno, 38);
	cr_expect_eq(rt_pclose(NULL), -1);
}

/* stdlib.c — number conversion (strto*, ato*), sorting and searching, integer arithmetic
 * and the pseudo-random generator of <stdlib.h> and <inttypes.h>. */
#include <ctype.h>
#include <errno.h>
#include <inttypes.h>
#include <limits.h>
#include <stdint.h>
#include <stdlib.h>
#include "rt.h"

/* Conversion. */

#define NEGATIVE 1
#define OVERFLOW 2

static int digit_value(unsigned char c)
{
	if (c >= '0' && c <= '9')
		return c - '0';
	if (c >= 'a' && c <= 'z')
		return c - 'a' + 10;
	if (c >= 'A' && c <= 'Z')
		return c - 'A' + 10;
	return 36;
}

/* The common part of the strto* functions: parses optional space, sign, base prefix and
 * digits, and returns the magnitude. A magnitude above pos_max (neg_max when there is a
 * minus sign) sets OVERFLOW in *flags and errno to ERANGE. With no digits, *end is s and
 * the result 0; an invalid base also sets errno to EINVAL. */
static unsigned long long convert(const char *s, char **end, int base,
				  unsigned long long pos_max, unsigned long long neg_max, int *flags)
{
	const unsigned char *p = (const unsigned char *)s, *digits;
	unsigned long long acc = 0, max, cutoff;
	int d, cutlim;

	*flags = 0;
	if (base < 0 || base == 1 || base > 36) {
		if (end)
			*end = (char *)s;
		errno = EINVAL;
		return 0;
	}
	while (isspace(*p))
		p++;
	if (*p == '-' || *p == '+') {
		if (*p == '-')
			*flags = NEGATIVE;
		p++;
	}
	if ((base == 0 || base == 16) && p[0] == '0' && (p[1] == 'x' || p[1] == 'X') &&
	    isxdigit(p[2])) {
		p += 2;
		base = 16;
	} else if (base == 0) {
		base = p[0] == '0' ? 8 : 10;
	}

	max = *flags & NEGATIVE ? neg_max : pos_max;
	cutoff = max / (unsigned int)base;
	cutlim = (int)(max % (unsigned int)base);
	for (digits = p; (d = digit_value(*p)) < base; p++) {
		if (acc > cutoff || (acc == cutoff && d > cutlim))
			*flags |= OVERFLOW;
		else
			acc = acc * (unsigned int)base + (unsigned int)d;
	}
	if (p == digits) {
		if (end)
			*end = (char *)s;
		*flags = 0;
		return 0;
	}
	if (end)
		*end = (char *)p;
	if (*flags & OVERFLOW) {
		errno = ERANGE;
		return max;
	}
	return acc;
}

RT_WEAK(strtol, __rt_strtol);
long __rt_strtol(const char *restrict s, char **restrict end, int base)
{
	int flags;
	unsigned long long m = convert(s, end, base, LONG_MAX, (unsigned long long)LONG_MAX + 1,
				       &flags);

	return flags & NEGATIVE ? (long)(0 - (unsigned long)m) : (long)m;
}

RT_WEAK(strtoul, __rt_strtoul);
unsigned long __rt_strtoul(const char *restrict s, char **restrict end, int base)
{
	int flags;
	unsigned long long m = convert(s, end, base, ULONG_MAX, ULONG_MAX, &flags);

	if (flags & OVERFLOW)
		return ULONG_MAX;
	return flags & NEGATIVE ? 0 - (unsigned long)m : (unsigned long)m;
}

RT_WEAK(strtoll, __rt_strtoll);
long long __rt_strtoll(const char *restrict s, char **restrict end, int base)
{
	int flags;
	unsigned long long m = convert(s, end, base, LLONG_MAX, (unsigned long long)LLONG_MAX + 1,
				       &flags);

	return flags & NEGATIVE ? (long long)(0 - m) : (long long)m;
}

RT_WEAK(strtoull, __rt_strtoull);
unsigned long long __rt_strtoull(const char *restrict s, char **restrict end, int base)
{
	int flags;
	unsigned long long m = convert(s, end, base, ULLONG_MAX, ULLONG_MAX, &flags);

	if (flags & OVERFLOW)
		return ULLONG_MAX;
	return flags & NEGATIVE ? 0 - m : m;
}

RT_WEAK(strtoimax, __rt_strtoimax);
intmax_t __rt_strtoimax(const char *restrict s, char **restrict end, int base)
{
	int flags;
	unsigned long long m = convert(s, end, base, INTMAX_MAX, (unsigned long long)INTMAX_MAX + 1,
				       &flags);

	return flags & NEGATIVE ? (intmax_t)(0 - m) : (intmax_t)m;
}

RT_WEAK(strtoumax, __rt_strtoumax);
uintmax_t __rt_strtoumax(const char *restrict s, char **restrict end, int base)
{
	int flags;
	unsigned long long m = convert(s, end, base, UINTMAX_MAX, UINTMAX_MAX, &flags);

	if (flags & OVERFLOW)
		return UINTMAX_MAX;
	return flags & NEGATIVE ? 0 - (uintmax_t)m : (uintmax_t)m;
}

RT_WEAK(atoi, __rt_atoi);
int __rt_atoi(const char *s)
{
	return (int)__rt_strtol(s, NULL, 10);
}

RT_WEAK(atol, __rt_atol);
long __rt_atol(const char *s)
{
	return __rt_strtol(s, NULL, 10);
}

RT_WEAK(atoll, __rt_atoll);
long long __rt_atoll(const char *s)
{
	return __rt_strtoll(s, NULL, 10);
}

/* Sorting: introsort. Quicksort with a median-of-three pivot, recursing into the smaller
 * part only; heapsort for ranges that partition badly too often; insertion sort for short
 * ranges. Elements are exchanged by words when their size and alignment allow. */

typedef int (*cmp_fn)(const void *, const void *);
typedef unsigned int __attribute__((may_alias)) sort_word;

#define INSERTION_MAX 8

static void swap(char *a, char *b, size_t size, int by_words)
{
	if (by_words) {
		sort_word *p = (sort_word *)a, *q = (sort_word *)b, t;

		for (size /= sizeof(sort_word); size; size--) {
			t = *p;
			*p++ = *q;
			*q++ = t;
		}
	} else {
		char t;

		for (; size; size--) {
			t = *a;
			*a++ = *b;
			*b++ = t;
		}
	}
}

static void insertion_sort(char *base, size_t n, size_t size, cmp_fn cmp, int by_words)
{
	char *end = base + n * size, *i, *j;

	for (i = base + size; i < end; i += size)
		for (j = i; j > base && cmp(j - size, j) > 0; j -= size)
			swap(j - size, j, size, by_words);
}

static void sift_down(char *base, size_t root, size_t n, size_t size, cmp_fn cmp, int by_words)
{
	size_t child;

	while (root < n / 2) {
		child = 2 * root + 1;
		if (child + 1 < n && cmp(base + child * size, base + (child + 1) * size) < 0)
			child++;
		if (cmp(base + root * size, base + child * size) >= 0)
			return;
		swap(base + root * size, base + child * size, size, by_words);
		root = child;
	}
}

static void heap_sort(char *base, size_t n, size_t size, cmp_fn cmp, int by_words)
{
	size_t i;

	for (i = n / 2; i > 0; i--)
		sift_down(base, i - 1, n, size, cmp, by_words);
	for (i = n - 1; i > 0; i--) {
		swap(base, base + i * size, size, by_words);
		sift_down(base, 0, i, size, cmp, by_words);
	}
}

static void intro_sort(char *base, size_t n, size_t size, cmp_fn cmp, int by_words,
		       unsigned int depth)
{
	char *hi, *mid, *i, *j;
	size_t left;

	while (n > INSERTION_MAX) {
		if (depth-- == 0) {
			heap_sort(base, n, size, cmp, by_words);
			return;
		}
		/* Order the first, middle and last elements, then move the median to the front
		 * as the pivot; the last element is then no smaller than the pivot. */
		hi = base + (n - 1) * size;
		mid = base + n / 2 * size;
		if (cmp(mid, base) < 0)
			swap(mid, base, size, by_words);
		if (cmp(hi, mid) < 0) {
			swap(hi, mid, size, by_words);
			if (cmp(mid, base) < 0)
				swap(mid, base, size, by_words);
		}
		swap(base, mid, size, by_words);

		/* Partition: both scans stop on keys equal to the pivot, which keeps runs of
		 * equal keys balanced. */
		i = base + size;
		j = hi;
		for (;;) {
			while (i < hi && cmp(i, base) < 0)
				i += size;
			while (j > base && cmp(base, j) < 0)
				j -= size;
			if (i >= j)
				break;
			swap(i, j, size, by_words);
			i += size;
			j -= size;
		}
		swap(base, j, size, by_words);

		left = (size_t)(j - base) / size;
		if (left < n - 1 - left) {
			intro_sort(base, left, size, cmp, by_words, depth);
			base = j + size;
			n = n - 1 - left;
		} else {
			intro_sort(j + size, n - 1 - left, size, cmp, by_words, depth);
			n = left;
		}
	}
	insertion_sort(base, n, size, cmp, by_words);
}

RT_WEAK(qsort, __rt_qsort);
void __rt_qsort(void *base, size_t n, size_t size, int (*cmp)(const void *, const void *))
{
	unsigned int depth = 0;
	size_t m;

	if (n < 2 || size == 0)
		return;
	for (m = n; m > 1; m >>= 1)
		depth += 2;
	intro_sort(base, n, size, cmp, ((uintptr_t)base | size) % sizeof(sort_word) == 0, depth);
}

RT_WEAK(bsearch, __rt_bsearch);
void *__rt_bsearch(const void *key, const void *base, size_t n, size_t size,
		   int (*cmp)(const void *, const void *))
{
	const char *lo = base, *p;
	int c;

	while (n > 0) {
		p = lo + n / 2 * size;
		c = cmp(key, p);
		if (c == 0)
			return (void *)p;
		if (c > 0) {
			lo = p + size;
			n -= n / 2 + 1;
		} else {
			n /= 2;
		}
	}
	return NULL;
}

/* Integer arithmetic. */

RT_WEAK(abs, __rt_abs);
int __rt_abs(int x)
{
	return x < 0 ? -x : x;
}

RT_WEAK(labs, __rt_labs);
long __rt_labs(long x)
{
	return x < 0 ? -x : x;
}

RT_WEAK(llabs, __rt_llabs);
long long __rt_llabs(long long x)
{
	return x < 0 ? -x : x;
}

RT_WEAK(imaxabs, __rt_imaxabs);
intmax_t __rt_imaxabs(intmax_t x)
{
	return x < 0 ? -x : x;
}

RT_WEAK(div, __rt_div);
div_t __rt_div(int num, int den)
{
	div_t r = { num / den, num % den };

	return r;
}

RT_WEAK(ldiv, __rt_ldiv);
ldiv_t __rt_ldiv(long num, long den)
{
	ldiv_t r = { num / den, num % den };

	return r;
}

RT_WEAK(lldiv, __rt_lldiv);
lldiv_t __rt_lldiv(long long num, long long den)
{
	lldiv_t r = { num / den, num % den };

	return r;
}

RT_WEAK(imaxdiv, __rt_imaxdiv);
imaxdiv_t __rt_imaxdiv(intmax_t num, intmax_t den)
{
	imaxdiv_t r = { num / den, num % den };

	return r;
}

/* Pseudo-random numbers: a 64-bit linear congruential generator (Knuth's MMIX constants)
 * returning the top 31 bits of its state. */
static unsigned long long rand_state = 1;

RT_WEAK(srand, __rt_srand);
void __rt_srand(unsigned int seed)
{
	rand_state = seed;
}

RT_WEAK(rand, __rt_rand);
int __rt_rand(void)
{
	rand_state = rand_state * 6364136223846793005ULL + 1442695040888963407ULL;
	return (int)(rand_state >> 33);
}

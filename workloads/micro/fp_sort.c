/* fp_sort.c — sorting floating-point keys: doubles with qsort and a comparator, the same keys
 * with an insertion sort and a merge sort of our own, and float records with a stable merge
 * sort. The keys mix -0.0 and +0.0 (ordered -0.0 first), many equal keys, infinities, huge and
 * tiny magnitudes (a subnormal among them) and seeded pseudo-random values built with ldexp.
 * Prints the order checks, the extremes and quantiles, and checksums of the sorted keys' bits. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define N 400
#define NF 300

static unsigned seed = 2024;

static unsigned next(void)
{
	seed = seed * 1103515245u + 12345u;
	return seed >> 8;
}

static unsigned long long dbits(double x)
{
	unsigned long long b;

	memcpy(&b, &x, sizeof b);
	return b;
}

static unsigned fbits(float x)
{
	unsigned b;

	memcpy(&b, &x, sizeof b);
	return b;
}

/* A total order on non-NaN doubles: numeric, and -0.0 before +0.0. */
static int dcmp(double x, double y)
{
	if (x < y)
		return -1;
	if (x > y)
		return 1;
	return (int)(dbits(y) >> 63) - (int)(dbits(x) >> 63);
}

static int qcmp(const void *a, const void *b)
{
	return dcmp(*(const double *)a, *(const double *)b);
}

static void insertion(double *v, int n)
{
	for (int i = 1; i < n; i++) {
		double t = v[i];
		int j = i;

		for (; j > 0 && dcmp(v[j - 1], t) > 0; j--)
			v[j] = v[j - 1];
		v[j] = t;
	}
}

static double tmpd[N];

static void merge_sort(double *v, int n)
{
	int h = n / 2, i = 0, j = h, k = 0;

	if (n < 2)
		return;
	merge_sort(v, h);
	merge_sort(v + h, n - h);
	while (i < h && j < n)
		tmpd[k++] = dcmp(v[j], v[i]) < 0 ? v[j++] : v[i++];
	while (i < h)
		tmpd[k++] = v[i++];
	while (j < n)
		tmpd[k++] = v[j++];
	memcpy(v, tmpd, (size_t)n * sizeof *v);
}

struct rec {
	float key;
	int id;
};

static struct rec recs[NF], tmpr[NF];

/* Stable bottom-up merge sort on the key alone (-0.0f and 0.0f compare equal here). */
static void merge_recs(struct rec *v, int n)
{
	for (int w = 1; w < n; w *= 2) {
		for (int lo = 0; lo < n; lo += 2 * w) {
			int mid = lo + w < n ? lo + w : n, hi = lo + 2 * w < n ? lo + 2 * w : n;
			int i = lo, j = mid, k = lo;

			while (i < mid && j < hi)
				tmpr[k++] = v[j].key < v[i].key ? v[j++] : v[i++];
			while (i < mid)
				tmpr[k++] = v[i++];
			while (j < hi)
				tmpr[k++] = v[j++];
		}
		memcpy(v, tmpr, (size_t)n * sizeof *v);
	}
}

static double keys[N], a[N], b[N], c[N];

static void make_keys(void)
{
	static const double special[] = {
		0.0, -0.0, 0.0, -0.0, 1.0, -1.0, 1.0, 1e300, -1e300, 1e-300, -1e-300,
		4.9406564584124654e-324, 2.2250738585072014e-308, 1.7976931348623157e308,
		-1.7976931348623157e308, 0.1, 0.1, 0.1, 1.0 / 3, -2.5, 1e16, 1e16 + 2,
	};
	int n = 0;

	for (unsigned i = 0; i < sizeof special / sizeof special[0]; i++)
		keys[n++] = special[i];
	keys[n++] = HUGE_VAL;
	keys[n++] = -HUGE_VAL;
	while (n < N) {
		unsigned r = next();
		double m = (double)(r & 0xffff) / 65536.0 + 0.5;
		int e = (int)(next() % 41) - 20;

		if (r & 0x10000)
			m = -m;
		if (r % 7 == 0)
			m = floor(m * 8) / 8; /* coarse: many equal keys */
		keys[n++] = ldexp(m, e);
	}
}

static int infinite(float x)
{
	return x != 0 && x * 0.5f == x;
}

static int check_sorted(const double *v, int n)
{
	for (int i = 1; i < n; i++)
		if (dcmp(v[i - 1], v[i]) > 0)
			return 0;
	return 1;
}

static unsigned checksum(const double *v, int n)
{
	unsigned h = 0;

	for (int i = 0; i < n; i++) {
		unsigned long long x = dbits(v[i]);

		h = h * 31 + (unsigned)(x >> 32);
		h = h * 31 + (unsigned)x;
	}
	return h;
}

int main(void)
{
	unsigned total, hf = 0;
	int zeros = 0, negzeros = 0, dups = 0, stable = 1, fsorted = 1, first, pos;
	const double tenth = 0.1, *hit;

	make_keys();
	memcpy(a, keys, sizeof a);
	memcpy(b, keys, sizeof b);
	memcpy(c, keys, sizeof c);
	qsort(a, N, sizeof a[0], qcmp);
	insertion(b, N);
	merge_sort(c, N);
	printf("qsort sorted %d, insertion same %d, merge same %d\n", check_sorted(a, N),
	       memcmp(a, b, sizeof a) == 0, memcmp(a, c, sizeof a) == 0);
	for (int i = 0; i < N; i++) {
		if (a[i] == 0) {
			zeros++;
			if (dbits(a[i]) >> 63) {
				negzeros++;
				if (i > 0 && a[i - 1] == 0 && !(dbits(a[i - 1]) >> 63))
					stable = 0; /* a -0.0 after a +0.0 */
			}
		}
		if (i > 0 && a[i] == a[i - 1])
			dups++;
	}
	for (first = 0; first < N && a[first] != 0; first++)
		;
	for (pos = first; pos < N && a[pos] <= 0; pos++)
		;
	hit = bsearch(&tenth, a, N, sizeof a[0], qcmp);
	printf("zeros %d (negative %d, first %s), equal neighbours %d, order of zeros %s\n", zeros,
	       negzeros, dbits(a[first]) >> 63 ? "-0" : "+0", dups, stable ? "ok" : "wrong");
	printf("finite min %e max %e\n", a[1], a[N - 2]);
	printf("smallest positive %e, next %e, 0.1 found %d\n", a[pos], a[pos + 1], hit != NULL);
	printf("quantiles %.9g %.9g %.9g\n", a[N / 4], a[N / 2], a[3 * N / 4]);
	total = checksum(a, N);
	printf("doubles %08x\n", total);

	for (int i = 0; i < NF; i++) {
		recs[i].key = (float)keys[(i * 7) % N];
		if (i % 5 == 0)
			recs[i].key = (float)(int)(next() % 9) - 4; /* small integers, many equal */
		recs[i].id = i;
	}
	merge_recs(recs, NF);
	for (int i = 1; i < NF; i++) {
		if (recs[i].key < recs[i - 1].key)
			fsorted = 0;
		if (recs[i].key == recs[i - 1].key && recs[i].id < recs[i - 1].id)
			stable = 0;
	}
	for (int i = 0; i < NF; i++)
		hf = hf * 31 + fbits(recs[i].key) + (unsigned)recs[i].id;
	for (first = 0; infinite(recs[first].key); first++)
		;
	for (pos = NF - 1; infinite(recs[pos].key); pos--)
		;
	printf("floats sorted %d stable %d finite min %g max %g median %.6g\n", fsorted, stable,
	       recs[first].key, recs[pos].key, recs[NF / 2].key);
	printf("floats %08x\n", hf);
	printf("fp_sort %u\n", total * 31 + hf);
	return 0;
}

/* test_curve.c — sim/curve.c's one-pass miss-ratio curves against a separate simulation of
 * every size: a plain LRU list per size (fully associative) and per set (one
 * associativity), over random streams with locality; and its reuse-distance histogram
 * against distances counted by walking an LRU list. */
#include <criterion/criterion.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "curve.h"
#include "testutil.h"

static uint64_t rng = 0x1234567;

static uint32_t next(void)
{
	return (uint32_t)xorshift64(&rng);
}

/* An address stream with reuse at every distance: a hot loop, a walk over a growing array,
 * random far blocks, and accesses that cross a block. */
static uint32_t stream(int i, unsigned *size)
{
	uint32_t r = next();

	*size = 1u << (r % 4);
	switch (r % 7) {
	case 0: case 1: return 0x1000 + (uint32_t)(i % 96) * 4;
	case 2: return 0x400000 + (next() % 4096) * 8;
	case 3: return 0x800000 + (uint32_t)(i % 20000) * 16;
	case 4: *size = 8; return 0x2000 + (next() % 64) * 32 + 28;   /* crosses a block */
	default: return 0x10000 + (next() % 256) * 64 + (next() % 64);
	}
}

/* The plain model: one LRU list of blocks per set of one cache; misses counted. */
struct ref {
	uint32_t *blocks;     /* sets x ways, most recent first, 0 empty */
	uint64_t sets, ways, misses;
};

static void ref_access(struct ref *r, uint32_t b)
{
	uint32_t *w = r->blocks + (b % r->sets) * r->ways;
	uint64_t j;

	for (j = 0; j < r->ways; j++)
		if (w[j] == b + 1)
			break;
	if (j == r->ways) {
		r->misses++;
		j = r->ways - 1;
	}
	for (; j > 0; j--)
		w[j] = w[j - 1];
	w[0] = b + 1;
}

static void compare(unsigned bsize, unsigned assoc, uint64_t lo, uint64_t hi, int n)
{
	struct sim_curve_config cfg = { .bsize = bsize, .assoc = assoc, .min_size = lo,
					.max_size = hi };
	const char *err = NULL;
	struct sim_curve *c = sim_curve_new(&cfg, &err);
	struct ref refs[16];
	int ns;
	uint64_t accesses = 0;

	cr_assert(c, "%s", err);
	ns = sim_curve_nsizes(c);
	cr_assert(ns <= 16);
	for (int i = 0; i < ns; i++) {
		uint64_t blocks = sim_curve_size(c, i) / bsize;

		refs[i].ways = assoc ? assoc : blocks;
		refs[i].sets = blocks / refs[i].ways;
		refs[i].misses = 0;
		refs[i].blocks = calloc(blocks, sizeof(uint32_t));
	}
	for (int i = 0; i < n; i++) {
		unsigned size;
		uint32_t a = stream(i, &size);

		sim_curve_access(c, a, size);
		for (uint32_t b = a / bsize; b <= (a + size - 1) / bsize; b++) {
			accesses++;
			for (int k = 0; k < ns; k++)
				ref_access(&refs[k], b);
		}
	}
	cr_assert_eq(sim_curve_accesses(c), accesses);
	for (int k = 0; k < ns; k++) {
		cr_expect_eq(sim_curve_misses(c, k), refs[k].misses,
			     "bsize %u assoc %u size %llu: %llu misses, the plain model %llu", bsize,
			     assoc, (unsigned long long)sim_curve_size(c, k),
			     (unsigned long long)sim_curve_misses(c, k),
			     (unsigned long long)refs[k].misses);
		free(refs[k].blocks);
	}
	sim_curve_free(c);
}

Test(curve, fully_associative_every_size)
{
	compare(32, 0, 32, 64 * 1024, 300000);
	compare(4, 0, 4, 4096, 100000);
	compare(64, 0, 1024, 256 * 1024, 200000);
}

Test(curve, one_associativity_every_size)
{
	compare(32, 1, 1024, 64 * 1024, 200000);
	compare(32, 4, 1024, 256 * 1024, 200000);
	compare(16, 2, 64, 8192, 200000);
}

/* The histogram: each access's distance found by walking one LRU list of every block. */
Test(curve, reuse_distance_histogram)
{
	struct sim_curve_config cfg = { .bsize = 16, .assoc = 0, .min_size = 16,
					.max_size = 16 * 1024 };
	const char *err = NULL;
	struct sim_curve *c = sim_curve_new(&cfg, &err);
	uint32_t *list = calloc(1 << 20, sizeof *list);
	uint64_t hist[40] = { 0 };
	size_t len = 0;
	int nb;

	cr_assert(c, "%s", err);
	nb = sim_curve_nbuckets(c);
	cr_assert_eq(nb, 13);   /* zones 0 .. 11 (2^10 blocks the last marker), cold */
	for (int i = 0; i < 100000; i++) {
		unsigned size;
		uint32_t a = stream(i, &size);

		sim_curve_access(c, a, size);
		for (uint32_t b = a / 16; b <= (a + size - 1) / 16; b++) {
			size_t d = 0;
			int bucket;

			while (d < len && list[d] != b)
				d++;
			if (d == len) {
				bucket = nb - 1;
				len++;
			} else {
				bucket = 0;
				while (bucket < nb - 2 && (UINT64_C(1) << bucket) <= d)
					bucket++;
			}
			hist[bucket]++;
			memmove(list + 1, list, d * sizeof *list);
			list[0] = b;
		}
	}
	for (int b = 0; b < nb; b++)
		cr_expect_eq(sim_curve_bucket(c, b), hist[b], "bucket %d: %llu, walked %llu", b,
			     (unsigned long long)sim_curve_bucket(c, b),
			     (unsigned long long)hist[b]);
	free(list);
	sim_curve_free(c);
}

Test(curve, bad_configurations)
{
	static const struct sim_curve_config bad[] = {
		{ .bsize = 24, .min_size = 1024, .max_size = 4096 },
		{ .bsize = 32, .min_size = 1000, .max_size = 4096 },
		{ .bsize = 32, .min_size = 8192, .max_size = 4096 },
		{ .bsize = 32, .assoc = 64, .min_size = 1024, .max_size = 4096 },
	};

	for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
		const char *err = NULL;

		cr_expect_null(sim_curve_new(&bad[i], &err), "configuration %zu accepted", i);
		cr_expect(err && *err);
	}
}

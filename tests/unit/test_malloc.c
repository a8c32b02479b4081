/* test_malloc.c — unit tests of rt's allocator (rt/src/malloc.c): a random stress run with
 * content, alignment and overlap checks and the heap checker, plus its specific behaviours. */
#include <criterion/criterion.h>
#include <criterion/logging.h>
#include <stdalign.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include "rt_host_stdlib.h"

#define ALIGNMENT alignof(max_align_t)
#define SLOTS 1000
#define MAX_SIZE 65536

static uint32_t rng_state = 0x1f123bb5;

static uint32_t rng(void)
{
	rng_state ^= rng_state << 13;
	rng_state ^= rng_state >> 17;
	rng_state ^= rng_state << 5;
	return rng_state;
}

/* Mostly small blocks, some medium, a few up to MAX_SIZE. */
static size_t random_size(void)
{
	uint32_t r = rng() % 10;

	if (r < 5)
		return rng() % 257;
	if (r < 8)
		return rng() % 4097;
	return rng() % (MAX_SIZE + 1);
}

static unsigned char pattern(unsigned int id, size_t i)
{
	return (unsigned char)(id * 131u + i * 7u + (i >> 8));
}

static void fill(unsigned char *p, size_t n, unsigned int id)
{
	size_t i;

	for (i = 0; i < n; i++)
		p[i] = pattern(id, i);
}

/* Index of the first byte of p[0..n) that is not id's pattern, or n. */
static size_t verify(const unsigned char *p, size_t n, unsigned int id)
{
	size_t i;

	for (i = 0; i < n; i++)
		if (p[i] != pattern(id, i))
			return i;
	return n;
}

static int all_zero(const unsigned char *p, size_t n)
{
	while (n--)
		if (*p++)
			return 0;
	return 1;
}

struct slot {
	unsigned char *p;
	size_t size;
	unsigned int id;
};

static struct slot slots[SLOTS];
static struct slot *order[SLOTS];

static int by_address(const void *a, const void *b)
{
	uintptr_t x = (uintptr_t)(*(struct slot *const *)a)->p;
	uintptr_t y = (uintptr_t)(*(struct slot *const *)b)->p;

	return (x > y) - (x < y);
}

/* Every live block lies in the heap and no two overlap (empty blocks count as one byte,
 * since each must have an address of its own). */
static void check_no_overlap(const char *base)
{
	char *top = rt_sbrk(0);
	size_t n = 0, i;

	for (i = 0; i < SLOTS; i++)
		if (slots[i].p)
			order[n++] = &slots[i];
	qsort(order, n, sizeof(order[0]), by_address);
	for (i = 0; i < n; i++) {
		cr_assert((char *)order[i]->p >= base && (char *)order[i]->p + order[i]->size <= top,
			  "block %u outside the heap", order[i]->id);
		if (i > 0)
			cr_assert(order[i - 1]->p + (order[i - 1]->size ? order[i - 1]->size : 1) <=
					  order[i]->p,
				  "blocks %u and %u overlap", order[i - 1]->id, order[i]->id);
	}
}

static void check_block(const struct slot *s, const char *when)
{
	size_t bad = verify(s->p, s->size, s->id);

	cr_assert_eq(bad, s->size, "block %u (%zu bytes) corrupted at byte %zu %s", s->id, s->size,
		     bad, when);
}

static void check_aligned(const void *p)
{
	cr_assert_eq((uintptr_t)p % ALIGNMENT, 0, "%p not aligned to %zu", p, ALIGNMENT);
}

Test(malloc, random_stress)
{
	const char *base = rt_sbrk(0);
	unsigned int next_id = 1;
	size_t peak_live = 0, live = 0, old;
	long op, frees = 0, reallocs = 0, callocs = 0;
	struct slot *s;
	unsigned char *q;
	int r;

	for (op = 0; op < 60000; op++) {
		s = &slots[rng() % SLOTS];
		r = (int)(rng() % 10);
		if (!s->p) {
			s->size = random_size();
			s->id = next_id++;
			if (r < 3) {
				s->p = rt_calloc(s->size, 1);
				cr_assert_not_null(s->p);
				cr_assert(all_zero(s->p, s->size), "calloc block %u not zeroed", s->id);
				callocs++;
			} else {
				s->p = rt_malloc(s->size);
				cr_assert_not_null(s->p);
			}
			check_aligned(s->p);
			fill(s->p, s->size, s->id);
			live += s->size;
		} else if (r < 4) {
			check_block(s, "before free");
			rt_free(s->p);
			live -= s->size;
			s->p = NULL;
			frees++;
		} else {
			check_block(s, "before realloc");
			old = s->size;
			s->size = random_size();
			q = rt_realloc(s->p, s->size);
			cr_assert_not_null(q);
			check_aligned(q);
			cr_assert_eq(verify(q, old < s->size ? old : s->size, s->id),
				     old < s->size ? old : s->size,
				     "block %u not preserved by realloc from %zu to %zu", s->id, old,
				     s->size);
			s->p = q;
			s->id = next_id++;
			fill(s->p, s->size, s->id);
			live = live - old + s->size;
			reallocs++;
		}
		if (live > peak_live)
			peak_live = live;
		if (op % 500 == 0) {
			cr_assert_eq(rt___rt_malloc_check(), 0, "heap inconsistent after %ld operations",
				     op);
			check_no_overlap(base);
		}
		/* Now and then something else moves the break, by an odd amount: the heap
		 * must carry on in a new segment. */
		if (op % 15000 == 7499)
			cr_assert_neq(rt_sbrk(4096 + 3), (void *)-1);
	}
	for (s = slots; s < slots + SLOTS; s++) {
		if (s->p) {
			check_block(s, "at the end");
			rt_free(s->p);
			s->p = NULL;
		}
	}
	cr_assert_eq(rt___rt_malloc_check(), 0);
	cr_log_info("%ld frees, %ld reallocs, %ld callocs; peak live %zu bytes, heap %td bytes",
		    frees, reallocs, callocs, peak_live, (char *)rt_sbrk(0) - base);
}

/* A steady working set must not make the break grow without bound: after a warm-up, the heap
 * stays within a small factor of the live data. */
Test(malloc, steady_working_set_reuses_memory)
{
	const char *base = rt_sbrk(0);
	size_t live = 0, peak_live = 0, i, heap_warm = 0;
	long op;
	struct slot *s;

	for (op = 0; op < 100000; op++) {
		/* Keep about half the slots live. */
		s = &slots[rng() % SLOTS];
		if (s->p) {
			rt_free(s->p);
			live -= s->size;
			s->p = NULL;
		}
		s = &slots[rng() % SLOTS];
		if (!s->p) {
			s->size = random_size();
			s->p = rt_malloc(s->size);
			cr_assert_not_null(s->p);
			live += s->size;
			if (live > peak_live)
				peak_live = live;
		}
		if (op == 20000)
			heap_warm = (size_t)((char *)rt_sbrk(0) - base);
	}
	cr_log_info("peak live %zu bytes, heap %zu bytes after warm-up, %td at the end", peak_live,
		    heap_warm, (char *)rt_sbrk(0) - base);
	cr_assert_leq((size_t)((char *)rt_sbrk(0) - base), 2 * peak_live + (1 << 20));
	cr_assert_leq((size_t)((char *)rt_sbrk(0) - base), heap_warm + heap_warm / 4);
	cr_assert_eq(rt___rt_malloc_check(), 0);
	for (i = 0; i < SLOTS; i++) {
		rt_free(slots[i].p);
		slots[i].p = NULL;
	}
	cr_assert_eq(rt___rt_malloc_check(), 0);
}

Test(malloc, zero_size_gives_unique_pointers)
{
	void *a = rt_malloc(0), *b = rt_malloc(0), *c;

	cr_assert_not_null(a);
	cr_assert_not_null(b);
	cr_assert_neq(a, b);
	check_aligned(a);
	check_aligned(b);
	c = rt_realloc(a, 0);
	cr_assert_not_null(c);
	cr_assert_neq(c, b);
	rt_free(b);
	rt_free(c);
	rt_free(NULL);
	c = rt_calloc(0, 10);
	cr_assert_not_null(c);
	rt_free(c);
	cr_assert_eq(rt___rt_malloc_check(), 0);
}

Test(malloc, failures_set_enomem)
{
	char *p = rt_malloc(100), *q;

	fill((unsigned char *)p, 100, 7);
	rt_errno = 0;
	cr_assert_null(rt_malloc((size_t)-1));
	cr_assert_eq(rt_errno, RT_ENOMEM);
	rt_errno = 0;
	cr_assert_null(rt_malloc((size_t)-1 / 2));
	cr_assert_eq(rt_errno, RT_ENOMEM);
	/* Larger than the host's emulated break arena (256 MB): sbrk refuses. */
	rt_errno = 0;
	cr_assert_null(rt_malloc((size_t)300 << 20));
	cr_assert_eq(rt_errno, RT_ENOMEM);
	rt_errno = 0;
	cr_assert_null(rt_calloc((size_t)-1 / 2 + 2, 2));
	cr_assert_eq(rt_errno, RT_ENOMEM);
	rt_errno = 0;
	cr_assert_null(rt_calloc((size_t)1 << 40, (size_t)1 << 40));
	cr_assert_eq(rt_errno, RT_ENOMEM);
	rt_errno = 0;
	cr_assert_null(rt_realloc(p, (size_t)-1));
	cr_assert_eq(rt_errno, RT_ENOMEM);
	rt_errno = 0;
	cr_assert_null(rt_realloc(p, (size_t)300 << 20));
	cr_assert_eq(rt_errno, RT_ENOMEM);
	/* The old block is intact and the heap still works. */
	cr_assert_eq(verify((unsigned char *)p, 100, 7), 100);
	cr_assert_eq(rt___rt_malloc_check(), 0);
	q = rt_malloc(1000);
	cr_assert_not_null(q);
	rt_free(q);
	rt_free(p);
	cr_assert_eq(rt___rt_malloc_check(), 0);
}

Test(malloc, realloc_grows_in_place)
{
	unsigned char *a = rt_malloc(100), *b = rt_malloc(1000), *c = rt_malloc(100), *p;

	fill(a, 100, 1);
	rt_free(b);
	/* Into the free neighbour. */
	p = rt_realloc(a, 600);
	cr_assert_eq(p, a);
	cr_assert_eq(verify(p, 100, 1), 100);
	fill(p, 600, 2);
	/* Shrinking never moves. */
	p = rt_realloc(p, 50);
	cr_assert_eq(p, a);
	cr_assert_eq(verify(p, 50, 2), 50);
	cr_assert_eq(rt___rt_malloc_check(), 0);
	/* At the top of the heap: the heap grows under the block. */
	rt_free(c);
	b = rt_malloc(200000);
	fill(b, 200000, 3);
	p = rt_realloc(b, 3000000);
	cr_assert_eq(p, b);
	cr_assert_eq(verify(p, 200000, 3), 200000);
	cr_assert_eq(rt___rt_malloc_check(), 0);
	rt_free(p);
	rt_free(a);
	cr_assert_eq(rt___rt_malloc_check(), 0);
}

Test(malloc, realloc_moves_when_it_must)
{
	unsigned char *a = rt_malloc(100), *b = rt_malloc(100), *p;

	fill(a, 100, 9);
	p = rt_realloc(a, 5000);
	cr_assert_not_null(p);
	cr_assert_neq(p, a);
	cr_assert_eq(verify(p, 100, 9), 100);
	cr_assert_eq(rt_realloc(NULL, 10) != NULL, 1);
	cr_assert_eq(rt___rt_malloc_check(), 0);
	rt_free(b);
	rt_free(p);
	cr_assert_eq(rt___rt_malloc_check(), 0);
}

Test(malloc, neighbours_coalesce)
{
	unsigned char *a = rt_malloc(1000), *b = rt_malloc(1000), *c = rt_malloc(1000);
	unsigned char *guard = rt_malloc(16), *p;

	rt_free(a);
	rt_free(c);
	cr_assert_eq(rt___rt_malloc_check(), 0);
	rt_free(b);
	cr_assert_eq(rt___rt_malloc_check(), 0);
	/* The three blocks are one again. */
	p = rt_malloc(3000);
	cr_assert_eq(p, a);
	rt_free(p);
	rt_free(guard);
	cr_assert_eq(rt___rt_malloc_check(), 0);
}

Test(malloc, freed_memory_is_reused)
{
	unsigned char *a = rt_malloc(5000), *guard = rt_malloc(16), *b;

	memset(a, 0xff, 5000);
	rt_free(a);
	b = rt_malloc(5000);
	cr_assert_eq(b, a);
	rt_free(b);
	b = rt_calloc(5000, 1);
	cr_assert_eq(b, a);
	cr_assert(all_zero(b, 5000));
	rt_free(b);
	rt_free(guard);
}

Test(malloc, large_free_block_at_the_top_is_trimmed)
{
	char *base, *p;

	rt_free(rt_malloc(10));
	base = rt_sbrk(0);
	p = rt_malloc((size_t)8 << 20);
	cr_assert_not_null(p);
	memset(p, 1, (size_t)8 << 20);
	cr_assert_geq((char *)rt_sbrk(0) - base, 8 << 20);
	rt_free(p);
	cr_assert_lt((char *)rt_sbrk(0) - base, 512 << 10);
	cr_assert_eq(rt___rt_malloc_check(), 0);
}

Test(malloc, foreign_break_move_starts_a_segment)
{
	unsigned char *a = rt_malloc(100), *b, *c;
	char *mark;

	fill(a, 100, 4);
	mark = rt_sbrk(0);
	cr_assert_neq(rt_sbrk(12345), (void *)-1);
	b = rt_malloc(200000);
	cr_assert_not_null(b);
	check_aligned(b);
	cr_assert((char *)b >= mark + 12345, "the new block overlaps memory sbrk gave away");
	fill(b, 200000, 5);
	c = rt_realloc(a, 300000);
	cr_assert_not_null(c);
	check_aligned(c);
	cr_assert_eq(verify(c, 100, 4), 100);
	cr_assert_eq(verify(b, 200000, 5), 200000);
	cr_assert_eq(rt___rt_malloc_check(), 0);
	rt_free(b);
	rt_free(c);
	cr_assert_eq(rt___rt_malloc_check(), 0);
}

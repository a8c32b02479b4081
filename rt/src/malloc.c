/* malloc.c — rt's memory allocator: malloc, calloc, realloc and free on the sbrk() heap,
 * with boundary tags, segregated free lists, coalescing, and a consistency checker. */
#include <errno.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "malloc.h"
#include "rt.h"

/*
 * The heap is one or more segments of memory obtained with sbrk(); a new segment starts
 * only when something else has moved the break. A segment is a run of adjacent blocks
 * closed by an epilogue: a lone header marked in use, with size 0.
 *
 * A block begins with a header word holding its size (a multiple of ALIGN, header
 * included) and the INUSE and PREV_INUSE flags. The payload follows the header and is
 * ALIGN-aligned, so blocks start WORD bytes below an ALIGN boundary. A free block keeps the
 * links of its free list after the header and repeats its size in its last word (the
 * footer), which is how its right neighbour finds it when coalescing; the neighbour's
 * PREV_INUSE flag says whether that footer exists, as allocated blocks have none. Two free
 * blocks are never adjacent.
 *
 * Free blocks sit in NBINS lists by size class: one class per size below SMALL_LIMIT, then
 * four per power of two. A bitmap of the non-empty lists finds the smallest class that can
 * serve a request.
 */
#define ALIGN _Alignof(max_align_t)
#define ALIGN_SHIFT (ALIGN == 16 ? 4 : 3)
#define WORD sizeof(size_t)
#define INUSE ((size_t)1)
#define PREV_INUSE ((size_t)2)
#define FLAGS (INUSE | PREV_INUSE)

_Static_assert(ALIGN == 8 || ALIGN == 16, "max_align_t alignment must be 8 or 16");

struct block {
	size_t head;
	struct block *next;	/* free blocks: the links of their list */
	struct block *prev;
};

struct segment {
	struct segment *next;	/* the next older segment */
	struct block *first;
	struct block *end;	/* the epilogue */
};

#define MIN_BLOCK ((sizeof(struct block) + WORD + ALIGN - 1) & ~(ALIGN - 1))
#define NSMALL 64
#define SMALL_LIMIT (NSMALL * ALIGN)
#define SMALL_SHIFT (6 + ALIGN_SHIFT)
#define NBINS (NSMALL + 4 * (8 * WORD - SMALL_SHIFT))
#define NMAP ((NBINS + 31) / 32)

#define GROW_UNIT ((size_t)64 << 10)		/* the heap grows by multiples of this */
#define TRIM_THRESHOLD ((size_t)1 << 20)	/* a free top block this large is given back */
#define TOP_PAD ((size_t)128 << 10)		/* but for this much */
#define SEG_OVERHEAD (sizeof(struct segment) + 4 * ALIGN)
#define MAX_REQUEST ((size_t)PTRDIFF_MAX - 2 * GROW_UNIT)

static struct block *bins[NBINS];
static unsigned int binmap[NMAP];
static struct segment *segments;	/* newest first */
static char *brk_top;			/* the break after the allocator's last sbrk() */

static size_t block_size(const struct block *b)
{
	return b->head & ~FLAGS;
}

static struct block *next_block(struct block *b)
{
	return (struct block *)((char *)b + block_size(b));
}

static size_t *footer(struct block *b)
{
	return (size_t *)((char *)b + block_size(b)) - 1;
}

/* Only when b's PREV_INUSE flag is clear. */
static struct block *prev_block(struct block *b)
{
	return (struct block *)((char *)b - ((size_t *)b)[-1]);
}

static uintptr_t align_down(uintptr_t x, uintptr_t a)
{
	return x & ~(a - 1);
}

static uintptr_t align_up(uintptr_t x, uintptr_t a)
{
	return (x + a - 1) & ~(a - 1);
}

static unsigned int floor_log2(size_t x)
{
	unsigned int n = 0;

	while (x >>= 1)
		n++;
	return n;
}

static unsigned int bin_index(size_t size)
{
	unsigned int k;

	if (size < SMALL_LIMIT)
		return (unsigned int)(size >> ALIGN_SHIFT);
	k = floor_log2(size);
	return NSMALL + 4 * (k - SMALL_SHIFT) + (unsigned int)((size >> (k - 2)) & 3);
}

/* The first non-empty list from class i on; NBINS if there is none. */
static unsigned int first_bin(unsigned int i)
{
	unsigned int w = i / 32, bits;

	if (i >= NBINS)
		return NBINS;
	bits = binmap[w] & (~0u << (i % 32));
	while (!bits) {
		if (++w == NMAP)
			return NBINS;
		bits = binmap[w];
	}
	return w * 32 + (unsigned int)__builtin_ctz(bits);   /* rt's __ctzsi2 on the guests */
}

static void bin_insert(struct block *b)
{
	unsigned int i = bin_index(block_size(b));

	b->prev = NULL;
	b->next = bins[i];
	if (b->next)
		b->next->prev = b;
	bins[i] = b;
	binmap[i / 32] |= 1u << (i % 32);
}

static void bin_remove(struct block *b)
{
	unsigned int i;

	if (b->next)
		b->next->prev = b->prev;
	if (b->prev) {
		b->prev->next = b->next;
	} else {
		i = bin_index(block_size(b));
		bins[i] = b->next;
		if (!b->next)
			binmap[i / 32] &= ~(1u << (i % 32));
	}
}

/* Takes out of the lists a free block of at least need bytes: the best fit among the
 * blocks of need's class, else the first block of the next non-empty class. */
static struct block *find_fit(size_t need)
{
	unsigned int i = bin_index(need);
	struct block *b, *best = NULL;

	if (need >= SMALL_LIMIT) {
		for (b = bins[i]; b; b = b->next) {
			if (block_size(b) >= need && (!best || block_size(b) < block_size(best))) {
				best = b;
				if (block_size(b) == need)
					break;
			}
		}
		i++;
	}
	if (!best) {
		i = first_bin(i);
		if (i == NBINS)
			return NULL;
		best = bins[i];
	}
	bin_remove(best);
	return best;
}

/* Allocates need bytes at the start of the free block b, which is in no list, and gives
 * back the rest if it can stand as a block. */
static void *take(struct block *b, size_t need)
{
	size_t size = block_size(b);
	struct block *rest;

	if (size - need >= MIN_BLOCK) {
		b->head = need | (b->head & PREV_INUSE) | INUSE;
		rest = next_block(b);
		rest->head = (size - need) | PREV_INUSE;
		*footer(rest) = size - need;
		bin_insert(rest);
	} else {
		b->head |= INUSE;
		next_block(b)->head |= PREV_INUSE;
	}
	return (char *)b + WORD;
}

/* Marks b free and merges it with its free neighbours: returns the merged block, with its
 * footer written and its successor told, but in no list yet. */
static struct block *coalesce(struct block *b)
{
	size_t size = block_size(b);
	struct block *n = next_block(b);

	if (!(n->head & INUSE)) {
		bin_remove(n);
		size += block_size(n);
	}
	if (!(b->head & PREV_INUSE)) {
		b = prev_block(b);
		bin_remove(b);
		size += block_size(b);
	}
	b->head = size | PREV_INUSE;
	*footer(b) = size;
	next_block(b)->head &= ~PREV_INUSE;
	return b;
}

/* Grows the heap until the last block of the newest segment is free and at least need
 * bytes long. */
static int extend(size_t need)
{
	struct segment *s;
	struct block *b, *e;
	size_t have, incr;
	char *old, *end;

	for (;;) {
		have = 0;
		if (segments && !(segments->end->head & PREV_INUSE))
			have = block_size(prev_block(segments->end));
		if (have >= need)
			return 0;
		incr = align_up(need - have + SEG_OVERHEAD, GROW_UNIT);
		old = __rt_sbrk((long)incr);
		if (old == (void *)-1)
			return -1;
		end = old + incr;
		e = (struct block *)(align_down((uintptr_t)end, ALIGN) - WORD);
		if (segments && old == brk_top) {
			/* Contiguous: the old epilogue becomes the header of the new space. */
			b = segments->end;
			b->head = (size_t)((char *)e - (char *)b) | (b->head & PREV_INUSE);
		} else {
			s = (struct segment *)align_up((uintptr_t)old, _Alignof(struct segment));
			b = (struct block *)(align_up((uintptr_t)(s + 1) + WORD, ALIGN) - WORD);
			b->head = (size_t)((char *)e - (char *)b) | PREV_INUSE;
			s->next = segments;
			s->first = b;
			segments = s;
		}
		segments->end = e;
		e->head = INUSE;
		brk_top = end;
		bin_insert(coalesce(b));
	}
}

/* Gives back to the system all but TOP_PAD bytes of b, the free last block of the newest
 * segment, unless something else has moved the break since. */
static void trim(struct block *b)
{
	struct block *e = (struct block *)((char *)b + TOP_PAD);
	char *end = (char *)e + WORD;
	int saved = errno;

	if (__rt_sbrk(0) == brk_top && __rt_sbrk(-(long)(brk_top - end)) != (void *)-1) {
		brk_top = end;
		b->head = TOP_PAD | PREV_INUSE;
		*footer(b) = TOP_PAD;
		e->head = INUSE;
		segments->end = e;
	}
	errno = saved;
}

static size_t request_size(size_t n)
{
	size_t need = align_up(n + WORD, ALIGN);

	return need < MIN_BLOCK ? MIN_BLOCK : need;
}

RT_WEAK(malloc, __rt_malloc);
void *__rt_malloc(size_t n)
{
	struct block *b;
	size_t need;

	if (n > MAX_REQUEST) {
		errno = ENOMEM;
		return NULL;
	}
	need = request_size(n);
	b = find_fit(need);
	if (!b) {
		if (extend(need) < 0)
			return NULL;
		b = find_fit(need);
	}
	return take(b, need);
}

RT_WEAK(free, __rt_free);
void __rt_free(void *p)
{
	struct block *b;

	if (!p)
		return;
	b = coalesce((struct block *)((char *)p - WORD));
	if (block_size(b) >= TRIM_THRESHOLD && next_block(b) == segments->end)
		trim(b);
	bin_insert(b);
}

RT_WEAK(calloc, __rt_calloc);
void *__rt_calloc(size_t count, size_t size)
{
	void *p;

	if (size && count > (size_t)-1 / size) {
		errno = ENOMEM;
		return NULL;
	}
	p = __rt_malloc(count * size);
	if (p)
		memset(p, 0, count * size);
	return p;
}

/* Makes the allocated block b at least need bytes long without moving it, by taking in
 * its free successor, after growing the heap if b ends the newest segment. */
static int grow_in_place(struct block *b, size_t need)
{
	size_t size = block_size(b);
	struct block *n = next_block(b);
	int saved = errno;

	if ((n->head & INUSE || size + block_size(n) < need) &&
	    (n == segments->end || (!(n->head & INUSE) && next_block(n) == segments->end))) {
		if (extend(need - size) < 0) {
			errno = saved;
			return 0;
		}
		n = next_block(b);
	}
	if (n->head & INUSE || size + block_size(n) < need)
		return 0;
	bin_remove(n);
	b->head += block_size(n);
	next_block(b)->head |= PREV_INUSE;
	return 1;
}

/* Cuts the allocated block b down to need bytes, freeing the tail if it can stand as a
 * block. */
static void shrink(struct block *b, size_t need)
{
	size_t size = block_size(b);
	struct block *rest;

	if (size - need < MIN_BLOCK)
		return;
	b->head = need | (b->head & PREV_INUSE) | INUSE;
	rest = next_block(b);
	rest->head = (size - need) | PREV_INUSE | INUSE;
	__rt_free((char *)rest + WORD);
}

RT_WEAK(realloc, __rt_realloc);
void *__rt_realloc(void *p, size_t n)
{
	struct block *b;
	size_t need;
	void *q;

	if (!p)
		return __rt_malloc(n);
	if (n > MAX_REQUEST) {
		errno = ENOMEM;
		return NULL;
	}
	need = request_size(n);
	b = (struct block *)((char *)p - WORD);
	if (block_size(b) < need && !grow_in_place(b, need)) {
		q = __rt_malloc(n);
		if (q) {
			memcpy(q, p, block_size(b) - WORD);
			__rt_free(p);
		}
		return q;
	}
	shrink(b, need);
	return p;
}

/* The consistency checker. */

static int in_heap(struct block *b)
{
	struct segment *s;

	for (s = segments; s; s = s->next)
		if ((uintptr_t)b >= (uintptr_t)s->first && (uintptr_t)b < (uintptr_t)s->end)
			return 1;
	return 0;
}

static int listed(struct block *b)
{
	struct block *p;

	for (p = bins[bin_index(block_size(b))]; p; p = p->next)
		if (p == b)
			return 1;
	return 0;
}

int __rt_malloc_check(void)
{
	struct segment *s;
	struct block *b, *prev;
	size_t size, nfree = 0, nlisted = 0;
	unsigned int i;
	int prev_free, is_free;

	/* Every block of every segment: alignment, size, flags, footers, no free neighbours. */
	for (s = segments; s; s = s->next) {
		if (((uintptr_t)s->end + WORD) & (ALIGN - 1))
			return 1;
		prev_free = 0;
		for (b = s->first; b != s->end; b = next_block(b)) {
			size = block_size(b);
			is_free = !(b->head & INUSE);
			if (((uintptr_t)b + WORD) & (ALIGN - 1))
				return 1;
			if (size < MIN_BLOCK || size & (ALIGN - 1) ||
			    size > (uintptr_t)s->end - (uintptr_t)b)
				return 2;
			if (((b->head & PREV_INUSE) == 0) != prev_free)
				return 3;
			if (is_free && prev_free)
				return 4;
			if (is_free && *footer(b) != size)
				return 5;
			nfree += is_free;
			prev_free = is_free;
		}
		if (s->end->head != (INUSE | (prev_free ? 0 : PREV_INUSE)))
			return 6;
	}
	if (segments && (uintptr_t)segments->end + WORD > (uintptr_t)brk_top)
		return 7;

	/* Every list: linked both ways, blocks of its class, free and in the heap; the bitmap
	 * in step; no more entries than free blocks (which also rules out cycles). */
	for (i = 0; i < NBINS; i++) {
		if ((bins[i] != NULL) != ((binmap[i / 32] >> (i % 32)) & 1))
			return 8;
		for (prev = NULL, b = bins[i]; b; prev = b, b = b->next) {
			if (++nlisted > nfree)
				return 9;
			if (!in_heap(b) || (((uintptr_t)b + WORD) & (ALIGN - 1)) || b->prev != prev)
				return 10;
			if (b->head & INUSE || bin_index(block_size(b)) != i)
				return 11;
		}
	}
	if (nlisted != nfree)
		return 9;

	/* Every free block in its list: with the counts equal, the lists hold exactly them. */
	for (s = segments; s; s = s->next)
		for (b = s->first; b != s->end; b = next_block(b))
			if (!(b->head & INUSE) && !listed(b))
				return 12;
	return 0;
}

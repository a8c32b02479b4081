/* cache.c — the cache hierarchy model (cache.h): Dinero IV's d4ref without sub-blocks.
 *
 * A set is a stack of its blocks, the most recent (LRU) or the newest (FIFO) on top; a miss
 * puts the new block on top and evicts the bottom one (LRU, FIFO) or a random one of the
 * others (random) when the set is full. Sets of up to SMALL_ASSOC ways are arrays in stack
 * order; larger ones (fully associative caches, the compulsory/capacity/conflict shadow)
 * are linked lists with a hash index. What a reference makes a cache do next — the rest of
 * a reference cut at a block boundary, a prefetch, a write-back, a write passed on, the
 * fetch of a missing block — goes on the cache's stack of pending references and is done
 * last pushed first, as Dinero IV's d4_dopending does: the order decides the state of the
 * caches below, so it is part of the statistics. */
#include "cache.h"

#include <stdlib.h>
#include <string.h>

#define SMALL_ASSOC 16
#define NIL UINT32_MAX

/* Flags of a pending reference. */
enum { PF = 1, MULTI = 2, COPYB = 4 };

struct pend {
	uint64_t addr;
	uint32_t size;
	uint8_t kind, flags;
};

struct way {
	uint64_t block;
	uint8_t valid, dirty, ref;
};

/* A large set: nodes in a doubly linked stack, found by a hash of their block. */
struct node {
	uint64_t block;
	uint32_t up, down;     /* towards the top, towards the bottom */
	uint8_t dirty, ref;
};

struct big {
	struct node *nodes;    /* assoc of them */
	uint32_t n, top, bottom;
	uint32_t *table;       /* node + 1 (0: empty; deleted entries are re-inserted) */
	uint32_t tmask;
};

/* A block found in a set: small (way) or big (node). */
struct hit {
	struct way *w;
	uint32_t node;
};

struct set_store {
	unsigned assoc;
	uint64_t nsets;
	struct way *ways;      /* nsets x assoc (small sets) */
	struct big *bigs;      /* nsets (large sets) */
};

/* A block set (the blocks ever referenced): open addressing over block + 1. */
struct blockset {
	uint64_t *slots;
	uint64_t mask, n;
};

struct cache {
	struct sim_cache_config cfg;
	unsigned lg2b;
	bool ro;               /* an instruction cache */
	struct set_store sets;
	struct set_store shadow;   /* ccc: fully associative, as many blocks */
	struct blockset seen;
	struct cache *down;    /* NULL: memory */
	uint32_t rng;
	bool fast;             /* small sets, no prefetch, no ccc: sim_access's short way */
	uint64_t last;         /* the block of the last fast hit + 1 (0: none since the cache
				* last took the long way): still on the top of its set */
	struct way *last_way;
	uint64_t set_mask;     /* nsets - 1 when a power of two, else 0 */
	struct pend *pend;
	size_t npend, cap;
	struct sim_stats st;
};

struct sim {
	struct sim_config cfg;
	struct cache caches[SIM_MAX_LEVELS][3];   /* u, i, d */
	struct cache *ci, *cd;
	bool oom;
};

static bool pow2(uint64_t x)
{
	return x && !(x & (x - 1));
}

static unsigned lg2(uint64_t x)
{
	unsigned k = 0;

	while ((UINT64_C(1) << k) < x)
		k++;
	return k;
}

/* ---- configuration --------------------------------------------------------------------- */

static const char *check_cache(const struct sim_cache_config *c)
{
	if (!pow2(c->size))
		return "a cache size must be a power of two";
	if (!pow2(c->bsize))
		return "a block size must be a power of two";
	if (c->bsize > 32768)
		return "a block size must be at most 32k";
	if (c->assoc < 1)
		return "an associativity must be at least 1";
	if ((uint64_t)c->bsize * c->assoc > c->size)
		return "a cache's size is less than its block size times its associativity";
	if (c->size > (UINT64_C(1) << 40))
		return "a cache size must be at most 1t";
	if (c->fetch != SIM_DEMAND && c->pfdist < 1)
		return "a prefetch distance must be at least 1";
	if ((c->fetch == SIM_LOADFWD || c->fetch == SIM_SUBBLOCK) && c->pfdist > 1)
		return "a prefetch distance is greater than the block size (load-forward and "
		       "sub-block prefetch move within a block; there are no sub-blocks)";
	return NULL;
}

const char *sim_config_check(const struct sim_config *cfg)
{
	const char *e;

	if (cfg->nlevels < 1 || cfg->nlevels > SIM_MAX_LEVELS)
		return "there must be 1 to 5 levels of caches";
	for (int l = 0; l < cfg->nlevels; l++) {
		if (!cfg->split[l]) {
			if ((e = check_cache(&cfg->u[l])))
				return e;
		} else if ((e = check_cache(&cfg->i[l])) || (e = check_cache(&cfg->d[l]))) {
			return e;
		}
		if (l > 0 && !cfg->split[l - 1] && cfg->split[l])
			return "a unified level is above a split one";
	}
	return NULL;
}

/* ---- sets ------------------------------------------------------------------------------- */

static uint32_t hash64(uint64_t b)
{
	b *= UINT64_C(0x9e3779b97f4a7c15);
	return (uint32_t)(b >> 32);
}

static int store_init(struct set_store *s, uint64_t nsets, unsigned assoc)
{
	s->assoc = assoc;
	s->nsets = nsets;
	if (assoc <= SMALL_ASSOC) {
		s->ways = calloc(nsets * assoc, sizeof *s->ways);
		return s->ways ? 0 : -1;
	}
	s->bigs = calloc(nsets, sizeof *s->bigs);
	if (!s->bigs)
		return -1;
	for (uint64_t i = 0; i < nsets; i++) {
		struct big *b = &s->bigs[i];

		b->top = b->bottom = NIL;
		b->nodes = malloc((size_t)assoc * sizeof *b->nodes);
		b->tmask = 1;
		while (b->tmask < 2 * assoc)
			b->tmask = 2 * b->tmask + 1;
		b->table = calloc((size_t)b->tmask + 1, sizeof *b->table);
		if (!b->nodes || !b->table)
			return -1;
	}
	return 0;
}

static void store_free(struct set_store *s)
{
	free(s->ways);
	if (s->bigs)
		for (uint64_t i = 0; i < s->nsets; i++) {
			free(s->bigs[i].nodes);
			free(s->bigs[i].table);
		}
	free(s->bigs);
}

static uint32_t *big_slot(struct big *b, uint64_t block)
{
	uint32_t i = hash64(block) & b->tmask;

	while (b->table[i] && b->nodes[b->table[i] - 1].block != block)
		i = (i + 1) & b->tmask;
	return &b->table[i];
}

static void big_unindex(struct big *b, uint64_t block)
{
	uint32_t i = (uint32_t)(big_slot(b, block) - b->table);

	/* backward-shift deletion keeps every probe sequence unbroken */
	b->table[i] = 0;
	for (uint32_t j = (i + 1) & b->tmask; b->table[j]; j = (j + 1) & b->tmask) {
		uint32_t v = b->table[j];

		b->table[j] = 0;
		*big_slot(b, b->nodes[v - 1].block) = v;
	}
}

static void big_unlink(struct big *b, uint32_t n)
{
	struct node *x = &b->nodes[n];

	if (x->up != NIL)
		b->nodes[x->up].down = x->down;
	else
		b->top = x->down;
	if (x->down != NIL)
		b->nodes[x->down].up = x->up;
	else
		b->bottom = x->up;
}

static void big_push_top(struct big *b, uint32_t n)
{
	struct node *x = &b->nodes[n];

	x->up = NIL;
	x->down = b->top;
	if (b->top != NIL)
		b->nodes[b->top].up = n;
	else
		b->bottom = n;
	b->top = n;
}

static bool store_find(struct set_store *s, uint64_t set, uint64_t block, struct hit *h)
{
	if (s->ways) {
		struct way *w = s->ways + set * s->assoc;

		for (unsigned j = 0; j < s->assoc && w[j].valid; j++)
			if (w[j].block == block) {
				h->w = &w[j];
				return true;
			}
		return false;
	}
	{
		struct big *b = &s->bigs[set];
		uint32_t v = *big_slot(b, block);

		if (!v)
			return false;
		h->w = NULL;
		h->node = v - 1;
		return true;
	}
}

static uint8_t *hit_dirty(struct set_store *s, uint64_t set, struct hit *h)
{
	return h->w ? &h->w->dirty : &s->bigs[set].nodes[h->node].dirty;
}

static uint8_t *hit_ref(struct set_store *s, uint64_t set, struct hit *h)
{
	return h->w ? &h->w->ref : &s->bigs[set].nodes[h->node].ref;
}

static uint32_t next_rand(uint32_t *r)
{
	*r ^= *r << 13;
	*r ^= *r >> 17;
	*r ^= *r << 5;
	return *r;
}

/* The replacement policy's update: a hit (LRU: to the top), or a miss: block on top, with
 * its state cleared; when the set was full, the victim (its block and dirty bit) in *vb,
 * *vdirty and true returned. h then designates the new block. */
static bool store_place(struct set_store *s, uint64_t set, uint64_t block, bool found,
			struct hit *h, enum sim_repl repl, uint32_t *rng, uint64_t *vb,
			uint8_t *vdirty)
{
	unsigned a = s->assoc;
	bool evicted = false;

	if (s->ways) {
		struct way *w = s->ways + set * a, nw;
		unsigned j, n;

		/* (loops, not memmove: a set has a few ways) */
		if (found) {
			if (repl == SIM_LRU && h->w != w) {
				nw = *h->w;
				for (struct way *x = h->w; x > w; x--)
					x[0] = x[-1];
				w[0] = nw;
				h->w = w;
			}
			return false;
		}
		for (n = 0; n < a && w[n].valid; n++)
			;
		if (n == a) {
			/* full: the bottom goes (LRU, FIFO), or a random one of them */
			j = repl == SIM_RANDOM ? next_rand(rng) % a : a - 1;
			*vb = w[j].block;
			*vdirty = w[j].dirty;
			evicted = true;
			for (; j + 1 < a; j++)
				w[j] = w[j + 1];
			n = a - 1;
		}
		for (j = n; j > 0; j--)
			w[j] = w[j - 1];
		w[0] = (struct way){ .block = block, .valid = 1 };
		h->w = w;
		return evicted;
	}
	{
		struct big *b = &s->bigs[set];
		uint32_t n;

		if (found) {
			if (repl == SIM_LRU && b->top != h->node) {
				big_unlink(b, h->node);
				big_push_top(b, h->node);
			}
			return false;
		}
		if (b->n == a) {
			uint32_t v = b->bottom;

			if (repl == SIM_RANDOM)
				for (uint32_t k = next_rand(rng) % a, x = b->top; ; x = b->nodes[x].down)
					if (k-- == 0) {
						v = x;
						break;
					}
			*vb = b->nodes[v].block;
			*vdirty = b->nodes[v].dirty;
			evicted = true;
			big_unlink(b, v);
			big_unindex(b, *vb);
			n = v;
		} else {
			n = b->n++;
		}
		b->nodes[n] = (struct node){ .block = block };
		big_push_top(b, n);
		*big_slot(b, block) = n + 1;
		h->w = NULL;
		h->node = n;
		return evicted;
	}
}

/* ---- the block set ------------------------------------------------------------------------ */

/* Whether block was in the set; it is afterwards. -1: out of memory. */
static int seen_add(struct blockset *s, uint64_t block)
{
	uint64_t i;

	if (2 * (s->n + 1) > s->mask) {
		struct blockset t = { .mask = s->mask ? 2 * s->mask + 1 : 1023 };

		t.slots = calloc(t.mask + 1, sizeof *t.slots);
		if (!t.slots)
			return -1;
		for (uint64_t k = 0; k <= s->mask && s->slots; k++)
			if (s->slots[k]) {
				i = hash64(s->slots[k]) & t.mask;
				while (t.slots[i])
					i = (i + 1) & t.mask;
				t.slots[i] = s->slots[k];
				t.n++;
			}
		free(s->slots);
		*s = t;
	}
	i = hash64(block + 1) & s->mask;
	while (s->slots[i]) {
		if (s->slots[i] == block + 1)
			return 1;
		i = (i + 1) & s->mask;
	}
	s->slots[i] = block + 1;
	s->n++;
	return 0;
}

/* ---- references ------------------------------------------------------------------------- */

static void push(struct sim *sm, struct cache *c, struct pend p)
{
	if (c->npend == c->cap) {
		size_t ncap = c->cap ? 2 * c->cap : 16;
		struct pend *n = realloc(c->pend, ncap * sizeof *n);

		if (!n) {
			sm->oom = true;
			return;
		}
		c->pend = n;
		c->cap = ncap;
	}
	c->pend[c->npend++] = p;
}

static void cache_ref(struct sim *sm, struct cache *c, struct pend m);

/* Dinero IV's d4copyback of the whole cache: the copy-back to pass on first (done last),
 * then a write-back of every dirty block, set by set, each from the top down. */
static void copyback(struct sim *sm, struct cache *c)
{
	struct set_store *s = &c->sets;

	push(sm, c, (struct pend){ .kind = SIM_MISC, .flags = COPYB });
	for (uint64_t set = 0; set < s->nsets; set++) {
		if (s->ways) {
			struct way *w = s->ways + set * s->assoc;

			for (unsigned j = 0; j < s->assoc && w[j].valid; j++)
				if (w[j].dirty) {
					push(sm, c, (struct pend){ .addr = w[j].block << c->lg2b,
								   .size = c->cfg.bsize,
								   .kind = SIM_WRITE });
					w[j].dirty = 0;
				}
		} else {
			struct big *b = &s->bigs[set];

			for (uint32_t x = b->top; x != NIL; x = b->nodes[x].down)
				if (b->nodes[x].dirty) {
					push(sm, c, (struct pend){
							    .addr = b->nodes[x].block << c->lg2b,
							    .size = c->cfg.bsize, .kind = SIM_WRITE });
					b->nodes[x].dirty = 0;
				}
		}
	}
}

/* One reference in cache c (d4ref's body, its pending references pushed, not done). */
static void ref_one(struct sim *sm, struct cache *c, struct pend m)
{
	const struct sim_cache_config *cf = &c->cfg;
	uint64_t block = m.addr >> c->lg2b, set, vb = 0;
	unsigned atype = m.kind;
	bool pf = m.flags & PF, miss, walloc, wback = false;
	uint8_t vdirty = 0;
	struct hit h = { 0 };

	if (m.flags & COPYB) {
		copyback(sm, c);
		return;
	}
	if (((m.addr + m.size - 1) >> c->lg2b) != block) {
		uint32_t first = cf->bsize - (uint32_t)(m.addr & (cf->bsize - 1));

		push(sm, c, (struct pend){ .addr = (block + 1) << c->lg2b, .size = m.size - first,
					   .kind = m.kind, .flags = (uint8_t)(m.flags | MULTI) });
		c->st.multiblock++;
		m.size = first;
	}
	set = c->set_mask ? block & c->set_mask : block % c->sets.nsets;
	walloc = atype == SIM_WRITE && cf->write_allocate;
	miss = !store_find(&c->sets, set, block, &h);

	/* prefetch: on demand reads and instruction fetches only */
	if (!pf && (atype == SIM_READ || atype == SIM_IFETCH) && cf->fetch != SIM_DEMAND) {
		bool go;
		uint64_t target = (m.addr + (uint64_t)cf->pfdist * cf->bsize) &
				  ~(uint64_t)(cf->bsize - 1);

		switch (cf->fetch) {
		case SIM_ALWAYS: go = true; break;
		case SIM_MISS: go = miss; break;
		case SIM_TAGGED: go = miss || !*hit_ref(&c->sets, set, &h); break;
		case SIM_LOADFWD: go = (target >> c->lg2b) == block; break;
		default:   /* SIM_SUBBLOCK: wraps around within the block */
			go = true;
			if ((target >> c->lg2b) != block)
				target -= cf->bsize;
			break;
		}
		if (go)
			push(sm, c, (struct pend){ .addr = target, .size = cf->bsize,
						   .kind = (uint8_t)atype, .flags = PF });
	}

	/* the cache's update (not for a write miss that does not allocate) */
	if (atype != SIM_WRITE || !miss || walloc) {
		bool ev = store_place(&c->sets, set, block, !miss, &h, cf->repl, &c->rng, &vb,
				      &vdirty);

		if (!pf)
			*hit_ref(&c->sets, set, &h) = 1;
		wback = atype == SIM_WRITE && cf->write_back;
		if (wback)
			*hit_dirty(&c->sets, set, &h) = 1;
		if (ev && vdirty)
			push(sm, c, (struct pend){ .addr = vb << c->lg2b, .size = cf->bsize,
						   .kind = SIM_WRITE });
	}
	if (atype == SIM_WRITE && !wback)
		push(sm, c, (struct pend){ .addr = m.addr, .size = m.size, .kind = SIM_WRITE });
	if (miss && (atype != SIM_WRITE || (walloc && m.size != cf->bsize)))
		push(sm, c, (struct pend){ .addr = block << c->lg2b, .size = cf->bsize,
					   .kind = (uint8_t)(atype == SIM_WRITE ? SIM_READ : atype) });

	if (cf->ccc) {
		struct hit fh;
		bool fullmiss = !store_find(&c->shadow, 0, block, &fh);

		if (atype != SIM_WRITE || !fullmiss || walloc)
			store_place(&c->shadow, 0, block, !fullmiss, &fh, cf->repl, &c->rng, &vb,
				    &vdirty);
		if (miss) {
			uint64_t *k;

			if (!fullmiss) {
				k = pf ? c->st.pconf : c->st.conf;
			} else {
				int was = seen_add(&c->seen, block);

				if (was < 0)
					sm->oom = true;
				k = was > 0 ? (pf ? c->st.pcap : c->st.cap)
					    : (pf ? c->st.pcomp : c->st.comp);
			}
			k[atype]++;
		}
	}
	if (pf) {
		c->st.pfetch[atype]++;
		c->st.pmiss[atype] += miss;
	} else {
		c->st.fetch[atype]++;
		c->st.miss[atype] += miss;
	}
}

/* d4ref: one reference, then every pending one, last pushed first: the cache's own
 * (prefetches, the rest of a cut reference) in it, the others in the level below. */
static void cache_ref(struct sim *sm, struct cache *c, struct pend m)
{
	size_t base = c->npend;

	c->last = 0;   /* the sets may change */
	ref_one(sm, c, m);
	while (c->npend > base) {
		struct pend p = c->pend[--c->npend];

		if (p.flags & (PF | MULTI)) {
			p.flags &= (uint8_t)~MULTI;
			ref_one(sm, c, p);
			continue;
		}
		if (p.flags & COPYB)
			;   /* not counted */
		else if (p.kind == SIM_WRITE)
			c->st.bytes_to += p.size;
		else
			c->st.bytes_from += p.size;
		if (c->down)
			cache_ref(sm, c->down, p);
	}
}

/* A hit on the top of its set, in one block, that passes nothing on, in a cache with small
 * sets and neither prefetch nor ccc: what ref_one would do, short, but for the count of the
 * demand fetch, which the caller adds. False: not such a one. */
static inline bool fast_hit(struct cache *c, int kind, uint64_t addr, unsigned size)
{
	uint64_t block = addr >> c->lg2b;
	struct way *w;

	if (!c->fast || ((addr + size - 1) >> c->lg2b) != block)
		return false;
	if (block + 1 == c->last) {
		w = c->last_way;
	} else {
		w = c->sets.ways + (c->set_mask ? block & c->set_mask : block % c->sets.nsets) *
				   c->sets.assoc;
		if (!w->valid || w->block != block)
			return false;
		c->last = block + 1;
		c->last_way = w;
	}
	if (kind == SIM_WRITE) {
		if (!c->cfg.write_back)
			return false;
		w->dirty = 1;
	}
	w->ref = 1;
	return true;
}

void sim_access(struct sim *s, int kind, uint64_t addr, unsigned size)
{
	struct cache *c = kind == SIM_IFETCH ? s->ci : s->cd;

	if (!size)
		size = 1;
	if (fast_hit(c, kind, addr, size))
		c->st.fetch[kind]++;
	else
		cache_ref(s, c, (struct pend){ .addr = addr, .size = size, .kind = (uint8_t)kind });
}

/* A record that is not a repeat of its cache's last block: 1 when it took the long way
 * (ref_one counted its demand fetch), 0 when a fast hit (the caller counts it). */
static __attribute__((noinline)) int record_step(struct sim *s, int kind, uint32_t addr,
						 unsigned size)
{
	struct cache *c = kind == SIM_IFETCH ? s->ci : s->cd;

	if (fast_hit(c, kind, addr, size))
		return 0;
	cache_ref(s, c, (struct pend){ .addr = addr, .size = size, .kind = (uint8_t)kind });
	return 1;
}

void sim_records(struct sim *s, const uint64_t *recs, size_t n)
{
	/* AEX_TK_FETCH 1, AEX_TK_READ 2, AEX_TK_WRITE 3 (include/aex_trace.h), 0 none */
	static const int kinds[4] = { SIM_MISC, SIM_IFETCH, SIM_READ, SIM_WRITE };
	struct cache *ci = s->ci, *cd = s->cd;
	const unsigned ilg = ci->lg2b, dlg = cd->lg2b;
	const bool dwb = cd->cfg.write_back;
	/* The fast hits are counted at the end, from the records' kinds: an increment of a
	 * counter in memory at every record made each wait for the one before */
	uint64_t s1 = 0, s2 = 0, slow[4] = { 0 }, f, w, r;

	for (size_t i = 0; i < n; i++) {
		uint64_t x = recs[i], k = (x >> 40) & 3;
		unsigned size = (unsigned)(x >> 32) & 0xff;
		uint32_t addr = (uint32_t)x;
		uint64_t end = (uint64_t)addr + (size ? size : 1) - 1;

		s1 += k;
		s2 += k * k;
		/* the block its cache took last, whole: on the top of its set (fast caches only
		 * keep a last block) */
		if (k == 1) {
			if ((addr >> ilg) + 1 == ci->last && (end >> ilg) + 1 == ci->last)
				continue;
		} else if (k && (addr >> dlg) + 1 == cd->last && (end >> dlg) + 1 == cd->last) {
			if (k == 2)
				continue;
			if (dwb) {
				cd->last_way->dirty = 1;
				continue;
			}
		}
		slow[k] += (uint64_t)record_step(s, kinds[k], addr, size ? size : 1);
	}
	/* f + r + w = n - slow[0] (kind 0 adds nothing to the sums), f + 2r + 3w = s1,
	 * f + 4r + 9w = s2 */
	n -= slow[0];
	w = (s2 - 3 * s1 + 2 * (uint64_t)n) / 2;
	r = s1 - n - 2 * w;
	f = n - r - w;
	s->ci->st.fetch[SIM_IFETCH] += f - slow[1];
	s->cd->st.fetch[SIM_READ] += r - slow[2];
	s->cd->st.fetch[SIM_WRITE] += w - slow[3];
}

void sim_finish(struct sim *s)
{
	cache_ref(s, s->cd, (struct pend){ .kind = SIM_MISC, .flags = COPYB });
}

/* ---- the hierarchy ---------------------------------------------------------------------- */

static int cache_init(struct cache *c, const struct sim_cache_config *cf, bool ro,
		      uint32_t seed)
{
	uint64_t nsets = cf->size / ((uint64_t)cf->bsize * cf->assoc);

	c->cfg = *cf;
	c->ro = ro;
	c->lg2b = lg2(cf->bsize);
	c->rng = seed ? seed : 0x2545f491u;
	if (store_init(&c->sets, nsets, cf->assoc) < 0)
		return -1;
	c->set_mask = pow2(nsets) ? nsets - 1 : 0;
	c->fast = c->sets.ways && !cf->ccc && cf->fetch == SIM_DEMAND;
	if (cf->ccc && store_init(&c->shadow, 1, (unsigned)(nsets * cf->assoc)) < 0)
		return -1;
	return 0;
}

struct sim *sim_new(const struct sim_config *cfg, const char **err)
{
	struct sim *s;
	const char *e = sim_config_check(cfg);

	if (e) {
		*err = e;
		return NULL;
	}
	s = calloc(1, sizeof *s);
	if (!s) {
		*err = "out of memory";
		return NULL;
	}
	s->cfg = *cfg;
	for (int l = 0; l < cfg->nlevels; l++) {
		uint32_t seed = cfg->seed * 2654435761u + (uint32_t)l * 3 + 1;
		int r = cfg->split[l] ? (cache_init(&s->caches[l][1], &cfg->i[l], true, seed + 1) |
					 cache_init(&s->caches[l][2], &cfg->d[l], false, seed + 2))
				      : cache_init(&s->caches[l][0], &cfg->u[l], false, seed);

		if (r < 0) {
			sim_free(s);
			*err = "out of memory";
			return NULL;
		}
	}
	/* each cache's level below: the same kind's cache of a split level, or the unified */
	for (int l = 0; l + 1 < cfg->nlevels; l++)
		for (int k = 0; k < 3; k++) {
			struct cache *c = &s->caches[l][k];

			if (!c->cfg.size)
				continue;
			c->down = cfg->split[l + 1] ? &s->caches[l + 1][k] : &s->caches[l + 1][0];
		}
	s->ci = cfg->split[0] ? &s->caches[0][1] : &s->caches[0][0];
	s->cd = cfg->split[0] ? &s->caches[0][2] : &s->caches[0][0];
	return s;
}

void sim_free(struct sim *s)
{
	if (!s)
		return;
	for (int l = 0; l < SIM_MAX_LEVELS; l++)
		for (int k = 0; k < 3; k++) {
			struct cache *c = &s->caches[l][k];

			store_free(&c->sets);
			store_free(&c->shadow);
			free(c->seen.slots);
			free(c->pend);
		}
	free(s);
}

const struct sim_stats *sim_stats(const struct sim *s, int level, char which)
{
	int k = which == 'u' ? 0 : which == 'i' ? 1 : which == 'd' ? 2 : -1;

	if (level < 1 || level > s->cfg.nlevels || k < 0 || !s->caches[level - 1][k].cfg.size)
		return NULL;
	return &s->caches[level - 1][k].st;
}

const struct sim_config *sim_config(const struct sim *s)
{
	return &s->cfg;
}

void sim_stats_add(struct sim_stats *a, const struct sim_stats *b)
{
	for (int k = 0; k < SIM_KINDS; k++) {
		a->fetch[k] += b->fetch[k];
		a->miss[k] += b->miss[k];
		a->pfetch[k] += b->pfetch[k];
		a->pmiss[k] += b->pmiss[k];
		a->comp[k] += b->comp[k];
		a->cap[k] += b->cap[k];
		a->conf[k] += b->conf[k];
		a->pcomp[k] += b->pcomp[k];
		a->pcap[k] += b->pcap[k];
		a->pconf[k] += b->pconf[k];
	}
	a->multiblock += b->multiblock;
	a->bytes_from += b->bytes_from;
	a->bytes_to += b->bytes_to;
}

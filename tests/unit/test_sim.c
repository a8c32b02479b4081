/* test_sim.c — sim/cache.c's cache hierarchy against a separate, plain model of Dinero IV's
 * d4ref (version 7, no sub-blocks) written here: each set an array of its blocks in stack
 * order, the compulsory/capacity/conflict shadow a plain array, the blocks ever seen a sorted
 * array, each cache's pending references a LIFO. Both are fed the same random hierarchies and
 * reference streams and must agree on every statistic of every cache; a few small cases are
 * worked out by hand; bad configurations are refused; random replacement repeats with its
 * seed and is LRU when a set has one way. */
#include <criterion/criterion.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cache.h"
#include "testutil.h"
#include "trace.h"

/* ---- the reference model ---------------------------------------------------------------- */

#define REF_COPYB 4     /* a pending whole-cache copy-back (passed down last) */

struct ref_item {
	uint64_t addr;
	unsigned size;
	int kind;             /* enum sim_kind, or REF_COPYB */
	bool prefetch;        /* a prefetch: done by the same cache */
	bool rest;            /* the rest of a reference cut at a block boundary: same cache */
};

struct ref_line {
	uint64_t block;       /* the block's byte address */
	bool dirty, referenced;
};

struct ref_cache {
	struct sim_cache_config cf;
	unsigned nsets, ways;
	struct ref_line *lines;      /* set s at lines[s * ways], top (MRU / newest) first */
	unsigned *nvalid;            /* the valid lines of each set: its first nvalid[s] */
	struct ref_line *shadow;     /* ccc: one fully associative set of nsets * ways */
	unsigned nshadow;
	uint64_t *seen;              /* ccc: the blocks the "infinite cache" has seen, sorted */
	size_t nseen, seen_cap;
	struct ref_item *pend;       /* pending references, the last pushed on top */
	size_t npend, pend_cap;
	struct ref_cache *down;      /* NULL: memory */
	struct sim_stats st;
};

struct ref_sim {
	struct ref_cache *c[SIM_MAX_LEVELS][3];   /* u, i, d */
	struct ref_cache *l1i, *l1d;
};

static void ref_push(struct ref_cache *c, uint64_t addr, unsigned size, int kind, bool pf,
		     bool rest)
{
	if (c->npend == c->pend_cap) {
		c->pend_cap = c->pend_cap ? 2 * c->pend_cap : 16;
		c->pend = realloc(c->pend, c->pend_cap * sizeof *c->pend);
		cr_assert_not_null(c->pend);
	}
	c->pend[c->npend++] = (struct ref_item){ addr, size, kind, pf, rest };
}

/* The index of block among the n lines l, or -1. */
static int ref_find(const struct ref_line *l, unsigned n, uint64_t block)
{
	for (unsigned i = 0; i < n; i++)
		if (l[i].block == block)
			return (int)i;
	return -1;
}

static void ref_to_top(struct ref_line *l, int i)
{
	struct ref_line t = l[i];

	memmove(l + 1, l, (size_t)i * sizeof *l);
	l[0] = t;
}

/* Puts block on top of the stack l (*n of cap lines valid), clean and not referenced; the
 * line pushed off the bottom of a full stack goes to *victim (returns whether there was). */
static bool ref_insert(struct ref_line *l, unsigned *n, unsigned cap, uint64_t block,
		       struct ref_line *victim)
{
	bool full = *n == cap;

	if (full)
		*victim = l[cap - 1];
	else
		(*n)++;
	memmove(l + 1, l, (size_t)(*n - 1) * sizeof *l);
	l[0] = (struct ref_line){ block, false, false };
	return full;
}

/* Whether block was seen before; it is seen from now on. */
static bool ref_seen(struct ref_cache *c, uint64_t block)
{
	size_t lo = 0, hi = c->nseen;

	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;

		if (c->seen[mid] < block)
			lo = mid + 1;
		else
			hi = mid;
	}
	if (lo < c->nseen && c->seen[lo] == block)
		return true;
	if (c->nseen == c->seen_cap) {
		c->seen_cap = c->seen_cap ? 2 * c->seen_cap : 64;
		c->seen = realloc(c->seen, c->seen_cap * sizeof *c->seen);
		cr_assert_not_null(c->seen);
	}
	memmove(c->seen + lo + 1, c->seen + lo, (c->nseen - lo) * sizeof *c->seen);
	c->seen[lo] = block;
	c->nseen++;
	return false;
}

/* One reference (or one part of one) in cache c, as d4ref does it: what it makes the cache
 * do next is pushed on c's pending stack, in d4ref's order. */
static void ref_one(struct ref_cache *c, struct ref_item m)
{
	const struct sim_cache_config *cf = &c->cf;
	const uint64_t bs = cf->bsize, block = m.addr & ~(bs - 1);
	const int k = m.kind;
	const bool pf = m.prefetch;

	if (((m.addr + m.size - 1) & ~(bs - 1)) != block) {
		unsigned first = (unsigned)(bs - (m.addr & (bs - 1)));

		ref_push(c, block + bs, m.size - first, k, pf, true);
		c->st.multiblock++;
		m.size = first;
	}

	unsigned set = (unsigned)((m.addr / bs) % c->nsets);
	struct ref_line *l = c->lines + (size_t)set * c->ways;
	int i = ref_find(l, c->nvalid[set], block);
	bool miss = i < 0;
	bool walloc = k == SIM_WRITE && cf->write_allocate;

	if (!pf && (k == SIM_READ || k == SIM_IFETCH)) {
		uint64_t target = (m.addr + (uint64_t)cf->pfdist * bs) & ~(bs - 1);
		bool go = false;

		switch (cf->fetch) {
		case SIM_DEMAND:
			break;
		case SIM_ALWAYS:
			go = true;
			break;
		case SIM_MISS:
			go = miss;
			break;
		case SIM_TAGGED:
			go = miss || !l[i].referenced;
			break;
		case SIM_LOADFWD:       /* only within the block: never without sub-blocks */
			go = target == block;
			break;
		case SIM_SUBBLOCK:      /* wraps around within the block */
			go = true;
			if (target != block)
				target -= bs;
			break;
		}
		if (go)
			ref_push(c, target, cf->bsize, k, true, false);
	}

	bool wback = false;

	if (k != SIM_WRITE || !miss || walloc) {
		struct ref_line *line, victim;
		bool evicted = false;

		if (miss) {
			evicted = ref_insert(l, &c->nvalid[set], c->ways, block, &victim);
			line = &l[0];
		} else {
			if (cf->repl == SIM_LRU) {
				ref_to_top(l, i);
				i = 0;
			}
			line = &l[i];
		}
		if (!pf)
			line->referenced = true;
		wback = k == SIM_WRITE && cf->write_back;
		if (wback)
			line->dirty = true;
		if (evicted && victim.dirty)
			ref_push(c, victim.block, cf->bsize, SIM_WRITE, false, false);
	}
	if (k == SIM_WRITE && !wback)
		ref_push(c, m.addr, m.size, SIM_WRITE, false, false);
	if (miss && (k != SIM_WRITE || (walloc && m.size != bs)))
		ref_push(c, block, cf->bsize, k == SIM_WRITE ? SIM_READ : k, false, false);

	if (cf->ccc) {
		int j = ref_find(c->shadow, c->nshadow, block);
		bool fullmiss = j < 0;
		struct ref_line gone;

		if (k != SIM_WRITE || !fullmiss || walloc) {
			if (fullmiss)
				ref_insert(c->shadow, &c->nshadow, c->nsets * c->ways, block,
					   &gone);
			else if (cf->repl == SIM_LRU)
				ref_to_top(c->shadow, j);
		}
		if (miss) {
			uint64_t *n;

			if (!fullmiss)
				n = pf ? c->st.pconf : c->st.conf;
			else if (ref_seen(c, block))
				n = pf ? c->st.pcap : c->st.cap;
			else
				n = pf ? c->st.pcomp : c->st.comp;
			n[k]++;
		}
	}

	if (pf) {
		c->st.pfetch[k]++;
		c->st.pmiss[k] += miss;
	} else {
		c->st.fetch[k]++;
		c->st.miss[k] += miss;
	}
}

/* Dinero's d4copyback with prop: the copy-back goes down after every dirty block's write-back
 * (sets in order, each from its top); all of them are pushed before any is done. */
static void ref_copyback(struct ref_cache *c)
{
	ref_push(c, 0, 0, REF_COPYB, false, false);
	for (unsigned s = 0; s < c->nsets; s++) {
		struct ref_line *l = c->lines + (size_t)s * c->ways;

		for (unsigned i = 0; i < c->nvalid[s]; i++)
			if (l[i].dirty) {
				ref_push(c, l[i].block, c->cf.bsize, SIM_WRITE, false, false);
				l[i].dirty = false;
			}
	}
}

/* d4ref then d4_dopending: the pending stack drained last pushed first; a prefetch or the
 * rest of a cut reference is done by c itself, anything else counted and passed down. */
static void ref_ref(struct ref_cache *c, struct ref_item m)
{
	if (!c)
		return;
	if (m.kind == REF_COPYB)
		ref_copyback(c);
	else
		ref_one(c, m);
	while (c->npend > 0) {
		struct ref_item it = c->pend[--c->npend];

		if (it.prefetch || it.rest) {
			it.rest = false;
			ref_one(c, it);
			continue;
		}
		if (it.kind == SIM_WRITE)
			c->st.bytes_to += it.size;
		else if (it.kind != REF_COPYB)
			c->st.bytes_from += it.size;
		ref_ref(c->down, it);
	}
}

static struct ref_cache *ref_cache_new(const struct sim_cache_config *cf, struct ref_cache *down)
{
	struct ref_cache *c = calloc(1, sizeof *c);

	cr_assert_not_null(c);
	c->cf = *cf;
	c->ways = cf->assoc;
	c->nsets = (unsigned)(cf->size / ((uint64_t)cf->bsize * cf->assoc));
	c->lines = calloc((size_t)c->nsets * c->ways, sizeof *c->lines);
	c->nvalid = calloc(c->nsets, sizeof *c->nvalid);
	c->shadow = calloc((size_t)c->nsets * c->ways, sizeof *c->shadow);
	cr_assert(c->lines && c->nvalid && c->shadow);
	c->down = down;
	return c;
}

/* The hierarchy linked as Dinero's initialize_caches does, from the last level up: a unified
 * cache passes to the cache below it on the instruction side (there is one cache below a
 * unified level), a split level's i and d caches to the i and d caches (or the unified one)
 * below. Random replacement is modelled only where it cannot choose (one way, no ccc). */
static struct ref_sim *ref_new(const struct sim_config *cfg)
{
	struct ref_sim *r = calloc(1, sizeof *r);
	struct ref_cache *ci = NULL, *cd = NULL;

	cr_assert_not_null(r);
	for (int l = cfg->nlevels - 1; l >= 0; l--) {
		if (!cfg->split[l]) {
			r->c[l][0] = ref_cache_new(&cfg->u[l], ci);
			ci = cd = r->c[l][0];
		} else {
			r->c[l][1] = ref_cache_new(&cfg->i[l], ci);
			r->c[l][2] = ref_cache_new(&cfg->d[l], cd);
			ci = r->c[l][1];
			cd = r->c[l][2];
		}
	}
	r->l1i = ci;
	r->l1d = cd;
	return r;
}

static void ref_free(struct ref_sim *r)
{
	for (int l = 0; l < SIM_MAX_LEVELS; l++)
		for (int w = 0; w < 3; w++) {
			struct ref_cache *c = r->c[l][w];

			if (!c)
				continue;
			free(c->lines);
			free(c->nvalid);
			free(c->shadow);
			free(c->seen);
			free(c->pend);
			free(c);
		}
	free(r);
}

static void ref_access(struct ref_sim *r, int kind, uint64_t addr, unsigned size)
{
	ref_ref(kind == SIM_IFETCH ? r->l1i : r->l1d,
		(struct ref_item){ addr, size, kind, false, false });
}

/* The end: level 1's data (or unified) cache copies back, and the copy-back goes down. */
static void ref_finish(struct ref_sim *r)
{
	ref_ref(r->l1d, (struct ref_item){ 0, 0, REF_COPYB, false, false });
}

static const struct sim_stats *ref_stats(const struct ref_sim *r, int level, char which)
{
	struct ref_cache *c = r->c[level - 1][which == 'u' ? 0 : which == 'i' ? 1 : 2];

	return c ? &c->st : NULL;
}

/* ---- comparing, printing ------------------------------------------------------------------ */

/* The first field in which a (the simulator's) and b (expected) differ, in what; false if
 * none does. */
static bool stats_differ(const struct sim_stats *a, const struct sim_stats *b, char *what,
			 size_t n)
{
	static const char *const kinds[SIM_KINDS] = { "read", "write", "ifetch", "misc" };
#define ARRAY(f)                                                                          \
	for (int k = 0; k < SIM_KINDS; k++)                                               \
		if (a->f[k] != b->f[k]) {                                                 \
			snprintf(what, n, "%s[%s]: %llu, expected %llu", #f, kinds[k],    \
				 (unsigned long long)a->f[k], (unsigned long long)b->f[k]); \
			return true;                                                      \
		}
#define SCALAR(f)                                                                         \
	if (a->f != b->f) {                                                               \
		snprintf(what, n, "%s: %llu, expected %llu", #f, (unsigned long long)a->f,       \
			 (unsigned long long)b->f);                                         \
		return true;                                                              \
	}
	ARRAY(fetch) ARRAY(miss) ARRAY(pfetch) ARRAY(pmiss)
	ARRAY(comp) ARRAY(cap) ARRAY(conf) ARRAY(pcomp) ARRAY(pcap) ARRAY(pconf)
	SCALAR(multiblock) SCALAR(bytes_from) SCALAR(bytes_to)
#undef ARRAY
#undef SCALAR
	return false;
}

/* A configuration as Dinero IV's options. */
static void config_text(const struct sim_config *cfg, char *buf, size_t n)
{
	size_t len = 0;

	buf[0] = 0;
	for (int l = 0; l < cfg->nlevels; l++)
		for (int w = 0; w < 3; w++) {
			const struct sim_cache_config *c = w == 0 ? &cfg->u[l] : w == 1 ? &cfg->i[l]
									: &cfg->d[l];
			char t = "uid"[w];

			if ((w == 0) == cfg->split[l])
				continue;
			len += (size_t)snprintf(buf + len, len < n ? n - len : 0,
				"-l%d-%csize %llu -l%d-%cbsize %u -l%d-%cassoc %u -l%d-%crepl %c "
				"-l%d-%cfetch %c ", l + 1, t, (unsigned long long)c->size,
				l + 1, t, c->bsize, l + 1, t, c->assoc, l + 1, t, "lfr"[c->repl],
				l + 1, t, "damtls"[c->fetch]);
			if (c->fetch != SIM_DEMAND)
				len += (size_t)snprintf(buf + len, len < n ? n - len : 0,
					"-l%d-%cpfdist %u ", l + 1, t, c->pfdist);
			if (w != 1)
				len += (size_t)snprintf(buf + len, len < n ? n - len : 0,
					"-l%d-%cwalloc %c -l%d-%cwback %c ", l + 1, t,
					c->write_allocate ? 'a' : 'n', l + 1, t,
					c->write_back ? 'a' : 'n');
			if (c->ccc)
				len += (size_t)snprintf(buf + len, len < n ? n - len : 0,
					"-l%d-%cccc ", l + 1, t);
		}
}

/* Compares every cache of s with the model's; reports the first difference (with the
 * configuration and what) and returns whether there was one. */
static bool compare_all(const struct sim *s, const struct ref_sim *r, const struct sim_config *cfg,
			const char *label)
{
	for (int l = 1; l <= cfg->nlevels; l++)
		for (int w = 0; w < 3; w++) {
			char which = "uid"[w], what[160], text[2048];
			const struct sim_stats *a = sim_stats(s, l, which);
			const struct sim_stats *b = ref_stats(r, l, which);

			if (!a != !b) {
				cr_log_error("%s: level %d %c-cache: %s by the simulator", label, l,
					     which, a ? "present" : "missing");
				return true;
			}
			if (a && stats_differ(a, b, what, sizeof what)) {
				config_text(cfg, text, sizeof text);
				cr_log_error("%s: %s\n  l%d-%ccache %s", label, text, l, which,
					     what);
				return true;
			}
		}
	return false;
}

/* ---- random hierarchies and streams ------------------------------------------------------- */

static uint64_t rng_state = 0x9e3779b97f4a7c15u;

static uint64_t rnd(void)
{
	rng_state ^= rng_state << 13;
	rng_state ^= rng_state >> 7;
	rng_state ^= rng_state << 17;
	return rng_state;
}

static unsigned rndn(unsigned n)
{
	return (unsigned)(rnd() % n);
}

static void gen_cache(struct sim_cache_config *c, bool icache, enum sim_repl repl)
{
	static const unsigned assocs[] = { 1, 2, 3, 4, 8, 0 };

	memset(c, 0, sizeof *c);
	c->size = UINT64_C(1) << (8 + rndn(9));         /* 256 B .. 64 KB */
	c->bsize = 1u << (2 + rndn(6));                  /* 4 .. 128 */
	do {
		c->assoc = assocs[rndn(6)];
		if (!c->assoc)
			c->assoc = (unsigned)(c->size / c->bsize);
	} while ((uint64_t)c->bsize * c->assoc > c->size);
	c->repl = repl;
	c->fetch = rndn(3) == 0 ? SIM_DEMAND : (enum sim_fetch)rndn(6);
	c->pfdist = c->fetch == SIM_ALWAYS || c->fetch == SIM_MISS || c->fetch == SIM_TAGGED
		? 1 + rndn(3) : 1;
	c->write_back = icache || rndn(2);
	c->write_allocate = icache || rndn(2);
	c->ccc = rndn(2);
}

static void gen_config(struct sim_config *cfg)
{
	memset(cfg, 0, sizeof *cfg);
	cfg->nlevels = 1 + (int)rndn(3);
	cfg->seed = (uint32_t)rnd();
	for (int l = 0; l < cfg->nlevels; l++) {
		/* a unified level cannot sit above a split one */
		cfg->split[l] = (l == 0 || cfg->split[l - 1]) && rndn(2);
		if (cfg->split[l]) {
			gen_cache(&cfg->i[l], true, rndn(2) ? SIM_LRU : SIM_FIFO);
			gen_cache(&cfg->d[l], false, rndn(2) ? SIM_LRU : SIM_FIFO);
		} else {
			gen_cache(&cfg->u[l], false, rndn(2) ? SIM_LRU : SIM_FIFO);
		}
	}
}

/* A stream with locality: an instruction loop that now and then jumps, a strided walk over
 * an array, random bytes of a small hot region, references that straddle 64-byte
 * boundaries, far addresses; mostly 1-, 2-, 4-, 8-byte sizes, sometimes up to 64. */
struct stream {
	uint64_t code, code_len, pc;
	uint64_t arr, arr_len, stride, pos;
	uint64_t hot, hot_len;
};

static void gen_stream(struct stream *st)
{
	static const uint64_t strides[] = { 4, 8, 16, 64, 100, 256, 4096 };

	st->code = 0x10000 + (uint64_t)rndn(64) * 4;
	st->code_len = 256u << rndn(6);
	st->pc = 0;
	st->arr = 0x200000 + (uint64_t)rndn(1024) * 8;
	st->arr_len = 1024u << rndn(6);
	st->stride = strides[rndn(7)];
	st->pos = 0;
	st->hot = 0x700000 + (uint64_t)rndn(4096);
	st->hot_len = 128u << rndn(6);
}

static void gen_ref(struct stream *st, int *kind, uint64_t *addr, unsigned *size)
{
	static const unsigned sizes[] = { 1, 2, 4, 8 };
	unsigned r = rndn(100), d = rndn(20);

	*size = rndn(10) ? sizes[rndn(4)] : 1 + rndn(64);
	*kind = d < 11 ? SIM_READ : d < 18 ? SIM_WRITE : d < 19 ? SIM_MISC : SIM_IFETCH;
	if (r < 35) {
		*kind = SIM_IFETCH;
		if (rndn(40) == 0)
			st->pc = rndn((unsigned)st->code_len) & ~UINT64_C(3);
		*addr = st->code + st->pc;
		*size = rndn(8) ? 4 : *size;
		st->pc = (st->pc + 4) % st->code_len;
	} else if (r < 55) {
		*addr = st->arr + st->pos;
		st->pos = (st->pos + st->stride) % st->arr_len;
	} else if (r < 85) {
		*addr = st->hot + rndn((unsigned)st->hot_len);
	} else if (r < 95) {
		*addr = st->hot + (uint64_t)rndn((unsigned)st->hot_len / 64 + 1) * 64 + 63
			- rndn(4);
		*size = 2 + rndn(7);
	} else {
		*addr = rnd() % 0x40000000u;
	}
}

/* ---- tests ---------------------------------------------------------------------------------- */

Test(sim, lru_fifo_random_configs, .timeout = 120)
{
	int failures = 0, n = 0;

	rng_state = 0x5eed0f51a1c0ffeeu;
	for (int t = 0; t < 300 && failures < 5; t++) {
		struct sim_config cfg;
		struct stream st;
		const char *err = NULL;
		char label[32];

		gen_config(&cfg);
		gen_stream(&st);

		struct sim *s = sim_new(&cfg, &err);
		char text[2048];

		config_text(&cfg, text, sizeof text);
		cr_assert_not_null(s, "configuration %d refused (%s): %s", t, err ? err : "?",
				   text);
		cr_assert_null(sim_config_check(&cfg));

		struct ref_sim *r = ref_new(&cfg);
		unsigned refs = 1500 + rndn(2500);

		for (unsigned i = 0; i < refs; i++) {
			int kind;
			uint64_t addr;
			unsigned size;

			gen_ref(&st, &kind, &addr, &size);
			sim_access(s, kind, addr, size);
			ref_access(r, kind, addr, size);
		}
		sim_finish(s);
		ref_finish(r);
		snprintf(label, sizeof label, "configuration %d", t);
		failures += compare_all(s, r, &cfg, label);
		n++;
		ref_free(r);
		sim_free(s);
	}
	cr_expect_eq(failures, 0, "%d of %d configurations differ from the model", failures, n);
}

struct hand_ref {
	int kind;
	uint64_t addr;
	unsigned size;
};

/* Runs refs through cfg in both the simulator and the model and checks the statistics of the
 * cache (level, which) in both against want. */
static void hand_check(const struct sim_config *cfg, const struct hand_ref *refs, size_t n,
		       int level, char which, const struct sim_stats *want)
{
	const char *err = NULL;
	struct sim *s = sim_new(cfg, &err);
	struct ref_sim *r = ref_new(cfg);
	char what[160];

	cr_assert_not_null(s, "refused: %s", err ? err : "?");
	for (size_t i = 0; i < n; i++) {
		sim_access(s, refs[i].kind, refs[i].addr, refs[i].size);
		ref_access(r, refs[i].kind, refs[i].addr, refs[i].size);
	}
	sim_finish(s);
	ref_finish(r);
	cr_assert_not_null(sim_stats(s, level, which));
	cr_expect(!stats_differ(sim_stats(s, level, which), want, what, sizeof what),
		  "simulator, l%d-%ccache: %s", level, which, what);
	cr_expect(!stats_differ(ref_stats(r, level, which), want, what, sizeof what),
		  "model, l%d-%ccache: %s", level, which, what);
	ref_free(r);
	sim_free(s);
}

static struct sim_cache_config plain_cache(uint64_t size, unsigned bsize, unsigned assoc)
{
	return (struct sim_cache_config){ .size = size, .bsize = bsize, .assoc = assoc,
		.repl = SIM_LRU, .fetch = SIM_DEMAND, .pfdist = 1, .write_back = true,
		.write_allocate = true };
}

/* A direct-mapped 64-byte cache of 16-byte blocks (4 sets: set = (addr >> 4) % 4), write-back,
 * write-allocate, with ccc (shadow: fully associative, 4 blocks, LRU):
 *
 *  1  R 0x00/4   set 0 miss, never seen: compulsory; fetch 16       shadow 00
 *  2  R 0x04/4   hit
 *  3  R 0x40/4   set 0 miss (evicts clean 00); shadow misses,
 *                never seen: compulsory; fetch 16                   shadow 40 00
 *  4  R 0x00/4   set 0 miss (evicts 40); shadow hits: conflict;
 *                fetch 16                                           shadow 00 40
 *  5  W 0x10/4   set 1 miss, allocated, 4 < 16 so fetched (16);
 *                compulsory; dirty                                  shadow 10 00 40
 *  6  W 0x1e/4   cut at 0x20 (multiblock 1): 0x1e/2 hits 10; the
 *                rest 0x20/2: set 2 miss, fetch 16, compulsory,
 *                dirty                                              shadow 20 10 00 40
 *  7  R 0x30/4   set 3 miss, compulsory; fetch 16                   shadow 30 20 10 00
 *  8  I 0x34/4   hit (a unified cache)
 *  9  R 0x40/4   set 0 miss (evicts clean 00); the shadow dropped
 *                40 at 7 but it was seen: capacity; fetch 16        shadow 40 30 20 10
 * 10  W 0x50/16  set 1 miss: allocated, covers the block so not
 *                fetched; the dirty 10 is written back (16);
 *                compulsory                                         shadow 50 40 30 20
 * end: sets 0..3 hold 40, 50 (dirty), 20 (dirty), 30: 32 bytes written back.
 *
 * Reads: 6 fetches, 5 misses (3 compulsory, 1 conflict, 1 capacity); writes: 4 fetches,
 * 3 misses (compulsory); 1 instruction fetch; bytes from 7 x 16 = 112, to 16 + 32 = 48. */
Test(sim, hand_checked_direct_mapped)
{
	struct sim_config cfg = { .nlevels = 1 };
	static const struct hand_ref refs[] = {
		{ SIM_READ, 0x00, 4 }, { SIM_READ, 0x04, 4 }, { SIM_READ, 0x40, 4 },
		{ SIM_READ, 0x00, 4 }, { SIM_WRITE, 0x10, 4 }, { SIM_WRITE, 0x1e, 4 },
		{ SIM_READ, 0x30, 4 }, { SIM_IFETCH, 0x34, 4 }, { SIM_READ, 0x40, 4 },
		{ SIM_WRITE, 0x50, 16 },
	};
	const struct sim_stats want = {
		.fetch = { [SIM_READ] = 6, [SIM_WRITE] = 4, [SIM_IFETCH] = 1 },
		.miss = { [SIM_READ] = 5, [SIM_WRITE] = 3 },
		.comp = { [SIM_READ] = 3, [SIM_WRITE] = 3 },
		.cap = { [SIM_READ] = 1 },
		.conf = { [SIM_READ] = 1 },
		.multiblock = 1, .bytes_from = 112, .bytes_to = 48,
	};

	cfg.u[0] = plain_cache(64, 16, 1);
	cfg.u[0].ccc = true;
	hand_check(&cfg, refs, sizeof refs / sizeof refs[0], 1, 'u', &want);
}

/* The order of what a miss sends down. Level 1 and level 2 each hold one 16-byte block
 * (write-back, write-allocate).
 *  1  W 0x00/4  l1 miss: READ 0x00/16 to l2 (l2 miss, fetches 16); l1 holds 00 dirty.
 *  2  R 0x10/4  l1 miss, victim 00 dirty: the fetch is done first (popped first): l2 READ
 *               0x10 misses and replaces 00; then the write-back: l2 WRITE 0x00/16 misses,
 *               covers the block (no fetch) and replaces 10: l2 holds 00 dirty.
 *  3  R 0x00/4  l1 miss (10 clean goes): l2 READ 0x00 hits.
 * end: l1 holds 00 clean; l2 copies 00 back (16).
 * (Write-back before fetch would leave 10 in l2 and make 3 miss there.) */
Test(sim, hand_checked_order_two_levels)
{
	struct sim_config cfg = { .nlevels = 2 };
	static const struct hand_ref refs[] = {
		{ SIM_WRITE, 0x00, 4 }, { SIM_READ, 0x10, 4 }, { SIM_READ, 0x00, 4 },
	};
	const struct sim_stats want1 = {
		.fetch = { [SIM_READ] = 2, [SIM_WRITE] = 1 },
		.miss = { [SIM_READ] = 2, [SIM_WRITE] = 1 },
		.bytes_from = 48, .bytes_to = 16,
	};
	const struct sim_stats want2 = {
		.fetch = { [SIM_READ] = 3, [SIM_WRITE] = 1 },
		.miss = { [SIM_READ] = 2, [SIM_WRITE] = 1 },
		.bytes_from = 32, .bytes_to = 16,
	};

	cfg.u[0] = plain_cache(16, 16, 1);
	cfg.u[1] = plain_cache(16, 16, 1);
	hand_check(&cfg, refs, 3, 1, 'u', &want1);
	hand_check(&cfg, refs, 3, 2, 'u', &want2);
}

/* Tagged prefetch; level 1 split, its data cache fully associative, 64 bytes of 16-byte
 * blocks, LRU:
 *  1  R 0x00/4  miss: prefetch 0x10 (a miss: fetched, not marked referenced)
 *  2  R 0x10/4  hit on a block not yet referenced: prefetch 0x20 (a miss)
 *  3  R 0x14/4  hit on a referenced block: nothing
 * The data cache is write-through and does not allocate on a write miss:
 *  4  W 0x20/4  hit: no prefetch (a write), passed on (4 bytes to)
 *  5  W 0x80/4  miss: not allocated, not fetched, passed on (4)
 *  6  W 0x10/4  hit: passed on (4)
 *  7  I 0x1000/4  the instruction cache: a miss, fetched (16) */
Test(sim, hand_checked_tagged_prefetch)
{
	struct sim_config cfg = { .nlevels = 1, .split = { true } };
	static const struct hand_ref refs[] = {
		{ SIM_READ, 0x00, 4 }, { SIM_READ, 0x10, 4 }, { SIM_READ, 0x14, 4 },
		{ SIM_WRITE, 0x20, 4 }, { SIM_WRITE, 0x80, 4 }, { SIM_WRITE, 0x10, 4 },
		{ SIM_IFETCH, 0x1000, 4 },
	};
	const struct sim_stats want = {
		.fetch = { [SIM_READ] = 3, [SIM_WRITE] = 3 },
		.miss = { [SIM_READ] = 1, [SIM_WRITE] = 1 },
		.pfetch = { [SIM_READ] = 2 },
		.pmiss = { [SIM_READ] = 2 },
		.bytes_from = 48, .bytes_to = 12,
	};
	const struct sim_stats wanti = {
		.fetch = { [SIM_IFETCH] = 1 },
		.miss = { [SIM_IFETCH] = 1 },
		.bytes_from = 16,
	};

	cfg.i[0] = plain_cache(64, 16, 4);
	cfg.d[0] = plain_cache(64, 16, 4);
	cfg.d[0].fetch = SIM_TAGGED;
	cfg.d[0].write_back = false;
	cfg.d[0].write_allocate = false;
	hand_check(&cfg, refs, sizeof refs / sizeof refs[0], 1, 'd', &want);
	hand_check(&cfg, refs, sizeof refs / sizeof refs[0], 1, 'i', &wanti);
}

static void expect_refused(const struct sim_config *cfg, const char *why)
{
	const char *err = NULL;
	struct sim *s;

	cr_expect_not_null(sim_config_check(cfg), "sim_config_check accepts %s", why);
	s = sim_new(cfg, &err);
	cr_expect_null(s, "sim_new accepts %s", why);
	cr_expect(s || err, "sim_new refuses %s without saying why", why);
	if (s)
		sim_free(s);
}

Test(sim, bad_configurations)
{
	struct sim_config good = { .nlevels = 1 }, c;
	const char *err = NULL;
	struct sim *s;

	good.u[0] = plain_cache(1024, 32, 2);
	cr_expect_null(sim_config_check(&good));
	s = sim_new(&good, &err);
	cr_expect_not_null(s, "a good configuration refused: %s", err ? err : "?");
	if (s)
		sim_free(s);

	c = good, c.u[0].size = 1000;
	expect_refused(&c, "a size not a power of two");
	c = good, c.u[0].bsize = 24;
	expect_refused(&c, "a block size not a power of two");
	c = good, c.u[0].size = 256, c.u[0].bsize = 64, c.u[0].assoc = 8;
	expect_refused(&c, "block size x associativity > size");
	c = good, c.u[0].assoc = 0;
	expect_refused(&c, "associativity 0");
	c = good, c.u[0].fetch = SIM_LOADFWD, c.u[0].pfdist = 2;
	expect_refused(&c, "load-forward prefetch at distance 2");
	c = good, c.u[0].fetch = SIM_SUBBLOCK, c.u[0].pfdist = 2;
	expect_refused(&c, "sub-block prefetch at distance 2");
	c = good, c.nlevels = 0;
	expect_refused(&c, "0 levels");
	c = good, c.nlevels = SIM_MAX_LEVELS + 1;
	expect_refused(&c, "too many levels");

	/* a unified level 1 above a split level 2 */
	c = good, c.nlevels = 2, c.split[1] = true;
	c.i[1] = c.d[1] = plain_cache(8192, 32, 4);
	expect_refused(&c, "a unified level above a split one");

	/* the same check on each cache of a split level */
	c = good, c.split[0] = true, c.i[0] = c.d[0] = good.u[0];
	cr_expect_null(sim_config_check(&c));
	c.d[0].bsize = 24;
	expect_refused(&c, "a data cache's block size not a power of two");
	c.d[0] = good.u[0], c.i[0].assoc = 0;
	expect_refused(&c, "an instruction cache's associativity 0");

	/* split above split, split above unified: fine */
	c = good, c.nlevels = 3, c.split[0] = c.split[1] = true;
	c.i[0] = c.d[0] = c.i[1] = c.d[1] = c.u[2] = good.u[0];
	cr_expect_null(sim_config_check(&c));
}

/* Statistics of cfg over a fixed stream, every cache's in stats[level - 1][u, i, d]. */
static void run_fixed(const struct sim_config *cfg, uint64_t seed,
		      struct sim_stats stats[SIM_MAX_LEVELS][3], struct ref_sim *r)
{
	const char *err = NULL;
	struct sim *s = sim_new(cfg, &err);
	struct stream st;

	cr_assert_not_null(s, "refused: %s", err ? err : "?");
	rng_state = seed;
	gen_stream(&st);
	for (int i = 0; i < 20000; i++) {
		int kind;
		uint64_t addr;
		unsigned size;

		gen_ref(&st, &kind, &addr, &size);
		sim_access(s, kind, addr, size);
		if (r)
			ref_access(r, kind, addr, size);
	}
	sim_finish(s);
	if (r)
		ref_finish(r);
	memset(stats, 0, sizeof(struct sim_stats) * SIM_MAX_LEVELS * 3);
	for (int l = 1; l <= cfg->nlevels; l++)
		for (int w = 0; w < 3; w++) {
			const struct sim_stats *p = sim_stats(s, l, "uid"[w]);

			if (p)
				stats[l - 1][w] = *p;
		}
	sim_free(s);
}

static bool all_equal(const struct sim_config *cfg, struct sim_stats a[SIM_MAX_LEVELS][3],
		      struct sim_stats b[SIM_MAX_LEVELS][3], const char *label)
{
	char what[160];

	for (int l = 0; l < cfg->nlevels; l++)
		for (int w = 0; w < 3; w++)
			if (stats_differ(&a[l][w], &b[l][w], what, sizeof what)) {
				cr_log_error("%s: l%d-%ccache %s", label, l + 1, "uid"[w], what);
				return false;
			}
	return true;
}

Test(sim, random_replacement, .timeout = 60)
{
	static struct sim_stats a[SIM_MAX_LEVELS][3], b[SIM_MAX_LEVELS][3];
	struct sim_config cfg = { .nlevels = 2, .split = { true }, .seed = 12345 };

	/* set-associative and fully associative random caches, with ccc (a random shadow) */
	cfg.i[0] = plain_cache(1024, 32, 4);
	cfg.d[0] = plain_cache(2048, 16, 8);
	cfg.u[1] = plain_cache(8192, 64, 128);
	cfg.i[0].repl = cfg.d[0].repl = cfg.u[1].repl = SIM_RANDOM;
	cfg.d[0].ccc = cfg.u[1].ccc = true;
	cfg.d[0].fetch = SIM_MISS;
	run_fixed(&cfg, 77, a, NULL);
	run_fixed(&cfg, 77, b, NULL);
	cr_expect(all_equal(&cfg, a, b, "random replacement, same seed"),
		  "random replacement does not repeat with its seed");
	cr_expect(a[0][2].miss[SIM_READ] > 0 && a[1][0].fetch[SIM_READ] > 0);

	/* ... and it is not LRU there (the data cache: 8 ways) */
	char what[160];

	cfg.i[0].repl = cfg.d[0].repl = cfg.u[1].repl = SIM_LRU;
	run_fixed(&cfg, 77, b, NULL);
	cr_expect(stats_differ(&a[0][2], &b[0][2], what, sizeof what),
		  "random replacement in an 8-way cache gives LRU's statistics");

	/* one way: nothing to choose, so random is LRU (and FIFO) exactly */
	cfg.i[0] = plain_cache(1024, 32, 1);
	cfg.d[0] = plain_cache(2048, 16, 1);
	cfg.u[1] = plain_cache(8192, 64, 1);
	cfg.d[0].write_back = false;
	cfg.d[0].fetch = SIM_TAGGED;
	cfg.u[1].fetch = SIM_ALWAYS;
	cfg.i[0].repl = cfg.d[0].repl = cfg.u[1].repl = SIM_LRU;

	struct ref_sim *r = ref_new(&cfg);

	run_fixed(&cfg, 78, a, r);
	memset(b, 0, sizeof b);
	for (int l = 1; l <= cfg.nlevels; l++)
		for (int w = 0; w < 3; w++)
			if (ref_stats(r, l, "uid"[w]))
				b[l - 1][w] = *ref_stats(r, l, "uid"[w]);
	cr_expect(all_equal(&cfg, a, b, "one way, LRU against the model"),
		  "one way, LRU: the simulator differs from the model");
	ref_free(r);
	cfg.i[0].repl = cfg.d[0].repl = cfg.u[1].repl = SIM_RANDOM;
	run_fixed(&cfg, 78, b, NULL);
	cr_expect(all_equal(&cfg, b, a, "one way, random against LRU"),
		  "random replacement with one way differs from LRU");
}

/* sim_records (batches of packed records, its fast hits counted from the batch's kinds) gives
 * every statistic sim_access gives record by record, and the reference model's: random
 * hierarchies, streams of fetches, reads and writes (the kinds a full trace has; sizes up to
 * 8 and crossing blocks), batches of random lengths. */
Test(sim, records_equal_accesses, .timeout = 120)
{
	int failures = 0;

	for (int trial = 0; trial < 150 && failures < 5; trial++) {
		struct sim_config cfg;
		struct stream st;
		const char *err = NULL;
		struct sim *a, *b;
		struct ref_sim *r;
		uint64_t *recs;
		size_t n = 1000 + rndn(3000), done = 0;
		char label[64];

		gen_config(&cfg);
		a = sim_new(&cfg, &err);
		if (!a)
			continue;   /* (a configuration the generator may make and the model refuse) */
		b = sim_new(&cfg, &err);
		r = ref_new(&cfg);
		gen_stream(&st);
		recs = malloc(n * sizeof *recs);
		for (size_t i = 0; i < n; i++) {
			int kind;
			uint64_t addr;
			unsigned size, tk;

			gen_ref(&st, &kind, &addr, &size);
			if (kind == SIM_MISC)
				kind = SIM_READ;
			size = size > 8 ? 8 : size;
			addr &= 0xffffffffu;
			tk = kind == SIM_IFETCH ? 1 : kind == SIM_READ ? 2 : 3;   /* AEX_TK_* */
			recs[i] = ((uint64_t)tk << 40) | ((uint64_t)size << 32) | addr;
			sim_access(b, kind, addr, size);
			ref_access(r, kind, addr, size);
		}
		while (done < n) {
			size_t k = 1 + rndn(700);

			k = k > n - done ? n - done : k;
			sim_records(a, recs + done, k);
			done += k;
		}
		sim_finish(a);
		sim_finish(b);
		ref_finish(r);
		snprintf(label, sizeof label, "trial %d, sim_records against the model", trial);
		if (compare_all(a, r, &cfg, label))
			failures++;
		for (int l = 1; l <= cfg.nlevels; l++)
			for (int w = 0; w < 3; w++) {
				const struct sim_stats *x = sim_stats(a, l, "uid"[w]);
				const struct sim_stats *y = sim_stats(b, l, "uid"[w]);

				if (x && memcmp(x, y, sizeof *x) != 0) {
					cr_log_error("trial %d: l%d-%ccache: sim_records differs from "
						     "sim_access", trial, l, "uid"[w]);
					failures++;
				}
			}
		free(recs);
		sim_free(a);
		sim_free(b);
		ref_free(r);
	}
	cr_expect_eq(failures, 0, "%d trials differ (above)", failures);
}

/* A real trace: the golden trace of Larus's own example program (MIPS), through the model and
 * the reference model in random LRU and FIFO hierarchies: every statistic equal. */
Test(sim, real_trace_against_the_model, .timeout = 300)
{
	char *dir = util_xasprintf("%s/build/tests/sim/larus", AEX_SRCDIR);
	char *cmd = util_xasprintf("rm -rf %1$s && %2$s build -i mips --placement none -o %1$s "
				   "%3$s/workloads/micro/larus.c >/dev/null 2>&1 && %2$s golden "
				   "%1$s >/dev/null 2>&1", dir, AEX_BIN, AEX_SRCDIR);
	char *path = util_xasprintf("%s/golden.trace", dir);
	static const int kinds[4] = { SIM_MISC, SIM_IFETCH, SIM_READ, SIM_WRITE };
	int failures = 0;

	cr_assert_eq(util_mkdirs(dir), 0);
	cr_assert_eq(test_sh(cmd, NULL), 0, "%s", cmd);
	for (int trial = 0; trial < 12 && failures < 3; trial++) {
		struct sim_config cfg;
		struct trace_reader r;
		struct trace_record rec;
		const char *err = NULL;
		struct sim *a;
		struct ref_sim *b;
		char label[64];

		gen_config(&cfg);
		if (!(a = sim_new(&cfg, &err)))
			continue;
		b = ref_new(&cfg);
		cr_assert_eq(trace_open(&r, path), 0);
		while (trace_next(&r, &rec) == TRACE_RECORD) {
			sim_access(a, kinds[rec.kind & 3], rec.addr, rec.size);
			ref_access(b, kinds[rec.kind & 3], rec.addr, rec.size);
		}
		trace_close(&r);
		sim_finish(a);
		ref_finish(b);
		snprintf(label, sizeof label, "larus's golden trace, trial %d", trial);
		failures += compare_all(a, b, &cfg, label);
		sim_free(a);
		ref_free(b);
	}
	cr_expect_eq(failures, 0, "%d configurations differ (above)", failures);
	free(path);
	free(cmd);
	free(dir);
}

/* curve.c — miss-ratio curves in one pass (curve.h): Mattson's LRU stack with power-of-two
 * markers for a fully associative family, simultaneous truncated per-set stacks for one
 * associativity. */
#include "curve.h"

#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

#define NIL UINT32_MAX
#define MAX_ZONES 34   /* markers at depths 2^0 .. 2^32 at most, and the zone past them */

struct node {
	uint32_t prev, next;   /* towards the top (more recent), towards the bottom */
	uint32_t block;
	uint32_t zone;         /* 0: depth 0; k: depths 2^(k-1) .. 2^k - 1; past the last marker */
};

/* One size of a set-associative family: ways[set * assoc ...] the blocks + 1 of each set,
 * most recent first (0: empty). */
struct sized {
	uint32_t *ways;
	uint32_t set_mask;
};

struct sim_curve {
	struct sim_curve_config cfg;
	unsigned bshift;
	int nsizes, first_k;      /* sizes reported: 2^first_k .. blocks, nsizes of them */
	uint64_t accesses;
	uint32_t last;            /* the last block referenced + 1 (0: none yet) */
	/* fully associative */
	struct node *nodes;
	uint32_t nnodes, cap;
	uint32_t *table;          /* node index + 1 by hash of the block (0: empty) */
	uint32_t tmask;
	uint32_t head;
	int nmarks;               /* markers 0 .. nmarks - 1 at depths 2^k - 1 */
	uint32_t marks[MAX_ZONES];
	uint64_t hist[MAX_ZONES + 1];   /* by zone, then cold */
	/* one associativity */
	struct sized *sized;
	uint64_t *misses;         /* per size (set-associative) */
};

static int log2u(uint64_t x)
{
	int k = 0;

	while ((UINT64_C(1) << k) < x)
		k++;
	return k;
}

static bool pow2(uint64_t x)
{
	return x && !(x & (x - 1));
}

struct sim_curve *sim_curve_new(const struct sim_curve_config *cfg, const char **err)
{
	struct sim_curve *c;
	uint64_t way_bytes = (uint64_t)cfg->bsize * (cfg->assoc ? cfg->assoc : 1);

	if (!pow2(cfg->bsize) || cfg->bsize < 4 || cfg->bsize > 65536) {
		*err = "the block size must be a power of two from 4 to 64k";
		return NULL;
	}
	if (!pow2(cfg->min_size) || !pow2(cfg->max_size) || cfg->min_size > cfg->max_size ||
	    cfg->max_size > (UINT64_C(1) << 31)) {
		*err = "the sizes must be powers of two, the smallest first, at most 2g";
		return NULL;
	}
	if (cfg->min_size < way_bytes) {
		*err = "the smallest size must hold at least one block in each way";
		return NULL;
	}
	if (cfg->assoc && cfg->assoc > 1024) {
		*err = "the associativity must be at most 1024 (0: fully associative)";
		return NULL;
	}
	c = calloc(1, sizeof *c);
	if (!c) {
		*err = "out of memory";
		return NULL;
	}
	c->cfg = *cfg;
	c->bshift = (unsigned)log2u(cfg->bsize);
	c->first_k = log2u(cfg->min_size / cfg->bsize);
	c->nsizes = log2u(cfg->max_size / cfg->bsize) - c->first_k + 1;
	c->head = NIL;
	if (!cfg->assoc) {
		c->nmarks = log2u(cfg->max_size / cfg->bsize) + 1;
		for (int k = 0; k < c->nmarks; k++)
			c->marks[k] = NIL;
		c->cap = 1024;
		c->nodes = malloc(c->cap * sizeof *c->nodes);
		c->tmask = 2047;
		c->table = calloc(c->tmask + 1, sizeof *c->table);
		if (!c->nodes || !c->table)
			goto oom;
		return c;
	}
	c->sized = calloc((size_t)c->nsizes, sizeof *c->sized);
	c->misses = calloc((size_t)c->nsizes, sizeof *c->misses);
	if (!c->sized || !c->misses)
		goto oom;
	for (int i = 0; i < c->nsizes; i++) {
		uint64_t sets = (cfg->min_size << i) / way_bytes;

		c->sized[i].set_mask = (uint32_t)(sets - 1);
		c->sized[i].ways = calloc(sets * cfg->assoc, sizeof(uint32_t));
		if (!c->sized[i].ways)
			goto oom;
	}
	return c;
oom:
	sim_curve_free(c);
	*err = "out of memory";
	return NULL;
}

void sim_curve_free(struct sim_curve *c)
{
	if (!c)
		return;
	free(c->nodes);
	free(c->table);
	if (c->sized)
		for (int i = 0; i < c->nsizes; i++)
			free(c->sized[i].ways);
	free(c->sized);
	free(c->misses);
	free(c);
}

static uint32_t hash(uint32_t b)
{
	return (b * 0x9e3779b1u) ^ (b >> 15);
}

/* The slot of block b's entry in the table, or of the empty entry where it goes. */
static uint32_t *slot_of(struct sim_curve *c, uint32_t b)
{
	uint32_t i = hash(b) & c->tmask;

	while (c->table[i] && c->nodes[c->table[i] - 1].block != b)
		i = (i + 1) & c->tmask;
	return &c->table[i];
}

static int grow(struct sim_curve *c)
{
	if (c->nnodes == c->cap) {
		struct node *n = realloc(c->nodes, 2 * (size_t)c->cap * sizeof *n);

		if (!n)
			return -1;
		c->nodes = n;
		c->cap *= 2;
	}
	if (2 * (uint64_t)(c->nnodes + 1) > c->tmask) {
		uint32_t *old = c->table, omask = c->tmask;

		c->tmask = 2 * c->tmask + 1;
		c->table = calloc((size_t)c->tmask + 1, sizeof *c->table);
		if (!c->table) {
			c->table = old;
			c->tmask = omask;
			return -1;
		}
		for (uint32_t i = 0; i <= omask; i++)
			if (old[i])
				*slot_of(c, c->nodes[old[i] - 1].block) = old[i];
		free(old);
	}
	return 0;
}

/* Pushes the node at the boundary of each zone k < z one zone down: the reference just moved
 * to the top made every block above its old depth one deeper. */
static void shift_marks(struct sim_curve *c, int z)
{
	for (int k = 0; k < z && k < c->nmarks; k++) {
		uint32_t m = c->marks[k];

		if (m == NIL)
			return;   /* a zone not full yet: nothing is deeper */
		c->nodes[m].zone = (uint32_t)k + 1;
		c->marks[k] = c->nodes[m].prev;
	}
}

static void access_fa(struct sim_curve *c, uint32_t b)
{
	uint32_t *slot, n, second;
	struct node *nd;

	/* the block second from the top (a stream of fetches and data in turn) needs no hash */
	n = c->head != NIL ? c->nodes[c->head].next : NIL;
	if (n != NIL && c->nodes[n].block == b) {
		second = n + 1;
		slot = &second;   /* (not a table slot: only read below) */
	} else {
		slot = slot_of(c, b);
	}
	if (*slot) {
		uint32_t z;

		n = *slot - 1;
		nd = &c->nodes[n];
		z = nd->zone;
		c->hist[z]++;
		if (z == 0)
			return;
		if ((int)z < c->nmarks && c->marks[z] == n)
			c->marks[z] = nd->prev;
		/* unlink (it is not the head: its zone is not 0) */
		c->nodes[nd->prev].next = nd->next;
		if (nd->next != NIL)
			c->nodes[nd->next].prev = nd->prev;
		nd->prev = NIL;
		nd->next = c->head;
		c->nodes[c->head].prev = n;
		c->head = n;
		nd->zone = 0;
		shift_marks(c, (int)z);
		c->marks[0] = n;
		return;
	}
	c->hist[MAX_ZONES]++;
	if (grow(c) < 0) {
		/* out of memory: count the rest as first references (never a wrong hit) */
		return;
	}
	slot = slot_of(c, b);
	n = c->nnodes++;
	*slot = n + 1;
	nd = &c->nodes[n];
	nd->block = b;
	nd->zone = 0;
	nd->prev = NIL;
	nd->next = c->head;
	if (c->head != NIL)
		c->nodes[c->head].prev = n;
	c->head = n;
	/* every zone one deeper; a zone that just became full gets its marker (the bottom) */
	shift_marks(c, c->nmarks);
	for (int k = 0; k < c->nmarks; k++)
		if (c->marks[k] == NIL) {
			if (c->nnodes == (UINT32_C(1) << k)) {
				uint32_t t = n;

				while (c->nodes[t].next != NIL)
					t = c->nodes[t].next;
				c->marks[k] = t;
			}
			break;
		}
	c->marks[0] = n;
}

static void access_sa(struct sim_curve *c, uint32_t b)
{
	unsigned a = c->cfg.assoc;

	for (int i = 0; i < c->nsizes; i++) {
		uint32_t *w = c->sized[i].ways + (size_t)(b & c->sized[i].set_mask) * a;
		unsigned j = 0;

		while (j < a && w[j] != b + 1)
			j++;
		if (j == a) {
			c->misses[i]++;
			j = a - 1;
		}
		memmove(w + 1, w, j * sizeof *w);
		w[0] = b + 1;
	}
}

/* One block's access. */
static inline void access_block(struct sim_curve *c, uint32_t b)
{
	c->accesses++;
	if (c->last == b + 1) {
		if (!c->cfg.assoc)
			c->hist[0]++;
		return;
	}
	c->last = b + 1;
	if (c->cfg.assoc)
		access_sa(c, b);
	else
		access_fa(c, b);
}

void sim_curve_access(struct sim_curve *c, uint32_t addr, unsigned size)
{
	uint32_t b = addr >> c->bshift, e = (uint32_t)((addr + (uint64_t)(size ? size : 1) - 1) >>
						       c->bshift);

	for (;; b++) {
		access_block(c, b);
		if (b == e)
			break;
	}
}

void sim_curve_records(struct sim_curve *instr, struct sim_curve *data, struct sim_curve *all,
		       const uint64_t *recs, size_t n)
{
	const unsigned sh = (all ? all : instr)->bshift;
	/* accesses and repeats of the last block counted here, added at the end: a counter
	 * in memory incremented at every access made each wait for the one before */
	uint64_t acc[2] = { 0, 0 }, rep[2] = { 0, 0 }, acc_all = 0, rep_all = 0;

	for (size_t i = 0; i < n; i++) {
		uint64_t x = recs[i];
		uint32_t a = (uint32_t)x, size = (uint32_t)(x >> 32) & 0xff;
		uint32_t b = a >> sh, e = (uint32_t)((a + (uint64_t)(size ? size : 1) - 1) >> sh);
		int d = ((x >> 40) & 3) != 1;
		struct sim_curve *c = d ? data : instr;

		for (;; b++) {
			acc[d]++;
			acc_all++;
			if (!c) {
				/* only the curve of all references */
			} else if (c->last == b + 1) {
				rep[d]++;
			} else {
				c->last = b + 1;
				if (c->cfg.assoc)
					access_sa(c, b);
				else
					access_fa(c, b);
			}
			if (!all) {
				/* only the instructions' and the data's */
			} else if (all->last == b + 1) {
				rep_all++;
			} else {
				all->last = b + 1;
				if (all->cfg.assoc)
					access_sa(all, b);
				else
					access_fa(all, b);
			}
			if (b == e)
				break;
		}
	}
	/* a repeat is distance 0 (the fully associative histogram's first zone) */
	if (instr) {
		instr->accesses += acc[0];
		data->accesses += acc[1];
		instr->hist[0] += instr->cfg.assoc ? 0 : rep[0];
		data->hist[0] += data->cfg.assoc ? 0 : rep[1];
	}
	if (all) {
		all->accesses += acc_all;
		all->hist[0] += all->cfg.assoc ? 0 : rep_all;
	}
}

int sim_curve_nsizes(const struct sim_curve *c)
{
	return c->nsizes;
}

uint64_t sim_curve_size(const struct sim_curve *c, int i)
{
	return c->cfg.min_size << i;
}

uint64_t sim_curve_accesses(const struct sim_curve *c)
{
	return c->accesses;
}

uint64_t sim_curve_misses(const struct sim_curve *c, int i)
{
	uint64_t m;
	int k;

	if (c->cfg.assoc)
		return c->misses[i];
	/* a cache of 2^k blocks misses every reference deeper than zone k, and the cold ones */
	k = c->first_k + i;
	m = c->hist[MAX_ZONES];
	for (int z = k + 1; z <= c->nmarks; z++)
		m += c->hist[z];
	return m;
}

int sim_curve_nbuckets(const struct sim_curve *c)
{
	return c->cfg.assoc ? 0 : c->nmarks + 2;
}

uint64_t sim_curve_bucket(const struct sim_curve *c, int b)
{
	return b == c->nmarks + 1 ? c->hist[MAX_ZONES] : c->hist[b];
}

void sim_curve_result(const struct sim_curve *c, struct sim_curve_result *r)
{
	memset(r, 0, sizeof *r);
	r->accesses = c->accesses;
	r->nsizes = c->nsizes;
	for (int i = 0; i < c->nsizes && i < SIM_CURVE_MAX_SIZES; i++) {
		r->size[i] = sim_curve_size(c, i);
		r->misses[i] = sim_curve_misses(c, i);
	}
	r->nbuckets = sim_curve_nbuckets(c);
	for (int b = 0; b < r->nbuckets && b < SIM_CURVE_MAX_SIZES + 2; b++)
		r->bucket[b] = sim_curve_bucket(c, b);
}

void sim_curve_result_add(struct sim_curve_result *a, const struct sim_curve_result *b)
{
	a->accesses += b->accesses;
	for (int i = 0; i < a->nsizes; i++)
		a->misses[i] += b->misses[i];
	for (int i = 0; i < a->nbuckets; i++)
		a->bucket[i] += b->bucket[i];
}

void sim_curve_result_dump(FILE *f, const char *name, const struct sim_curve_result *r)
{
	fprintf(f, "curve %s %llu %d", name, (unsigned long long)r->accesses, r->nsizes);
	for (int i = 0; i < r->nsizes; i++)
		fprintf(f, " %llu", (unsigned long long)r->size[i]);
	for (int i = 0; i < r->nsizes; i++)
		fprintf(f, " %llu", (unsigned long long)r->misses[i]);
	fprintf(f, " %d", r->nbuckets);
	for (int i = 0; i < r->nbuckets; i++)
		fprintf(f, " %llu", (unsigned long long)r->bucket[i]);
	fprintf(f, "\n");
}

static int parse_u64(const char **p, uint64_t *v)
{
	char *e;

	*v = strtoull(*p, &e, 10);
	if (e == *p)
		return -1;
	*p = e;
	return 0;
}

int sim_curve_result_parse(const char *line, struct sim_curve_result *r)
{
	const char *p = line;
	uint64_t n;

	memset(r, 0, sizeof *r);
	if (parse_u64(&p, &r->accesses) < 0 || parse_u64(&p, &n) < 0 || n > SIM_CURVE_MAX_SIZES)
		return -1;
	r->nsizes = (int)n;
	for (int i = 0; i < r->nsizes; i++)
		if (parse_u64(&p, &r->size[i]) < 0)
			return -1;
	for (int i = 0; i < r->nsizes; i++)
		if (parse_u64(&p, &r->misses[i]) < 0)
			return -1;
	if (parse_u64(&p, &n) < 0 || n > SIM_CURVE_MAX_SIZES + 2)
		return -1;
	r->nbuckets = (int)n;
	for (int i = 0; i < r->nbuckets; i++)
		if (parse_u64(&p, &r->bucket[i]) < 0)
			return -1;
	return 0;
}

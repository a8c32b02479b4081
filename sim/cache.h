/* cache.h — the cache hierarchy model of aex sim: Dinero IV's (version 7) model and
 * statistics — levels of unified or split caches; size, block size, associativity; LRU, FIFO
 * or random replacement; write-back or write-through, write-allocate or not; demand, always,
 * miss, tagged, load-forward and sub-block prefetch; compulsory / capacity / conflict
 * classification — fed one reference at a time.
 *
 * Each cache counts, by access kind (read, write, instruction fetch, miscellaneous), its
 * demand fetches and misses, its prefetches, the references that spanned blocks, and the
 * bytes it moved to and from the level below it. A reference that crosses a block boundary
 * is cut there (each part counted); a miss fetches the block from the level below (a write's
 * as a read, an instruction's as an instruction fetch); a dirty victim is written back there
 * (a write of the block); a write-through cache, and a write miss that does not allocate,
 * pass the write on. The level below handles these in Dinero IV's order (docs/sim.md): the
 * fetch, the write passed on, the write-back, then the prefetch and the rest of a cut
 * reference in the cache itself. A conflict miss would have hit in a fully associative
 * cache of the same size and policy; a compulsory one is a block's first reference; the
 * rest are capacity misses.
 * Limits: no sub-blocks (the sub-block size is the block size); no prefetch abort. */
#ifndef AEX_SIM_CACHE_H
#define AEX_SIM_CACHE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* Access kinds, in Dinero IV's din label order (0 read, 1 write, 2 instruction fetch, 3
 * miscellaneous). */
enum sim_kind { SIM_READ = 0, SIM_WRITE = 1, SIM_IFETCH = 2, SIM_MISC = 3, SIM_KINDS = 4 };

enum sim_repl { SIM_LRU, SIM_FIFO, SIM_RANDOM };
enum sim_fetch {
	SIM_DEMAND,     /* d: no prefetch */
	SIM_ALWAYS,     /* a: the next block (pfdist blocks on) at every read and fetch */
	SIM_MISS,       /* m: the same, at those that miss */
	SIM_TAGGED,     /* t: at a miss, or at the first reference to a prefetched block */
	SIM_LOADFWD,    /* l: always, within the block (without sub-blocks: never) */
	SIM_SUBBLOCK,   /* s: always, wrapping around within the block */
};

#define SIM_MAX_LEVELS 5

/* One cache. */
struct sim_cache_config {
	uint64_t size;          /* bytes; a power of two */
	unsigned bsize;         /* block size, a power of two */
	unsigned assoc;         /* ways; size / bsize for fully associative */
	enum sim_repl repl;
	enum sim_fetch fetch;
	unsigned pfdist;        /* prefetch distance in blocks (default 1) */
	bool write_back;        /* else write-through */
	bool write_allocate;
	bool ccc;               /* classify misses: compulsory, capacity, conflict */
};

/* The hierarchy: levels 1 .. nlevels, each unified or split into i and d. */
struct sim_config {
	int nlevels;
	bool split[SIM_MAX_LEVELS];
	struct sim_cache_config u[SIM_MAX_LEVELS], i[SIM_MAX_LEVELS], d[SIM_MAX_LEVELS];
	uint32_t seed;          /* of random replacement */
};

/* One cache's statistics (all in accesses unless named bytes). */
struct sim_stats {
	uint64_t fetch[SIM_KINDS], miss[SIM_KINDS];          /* demand */
	uint64_t pfetch[SIM_KINDS], pmiss[SIM_KINDS];        /* prefetch */
	uint64_t comp[SIM_KINDS], cap[SIM_KINDS], conf[SIM_KINDS];   /* demand misses, ccc */
	uint64_t pcomp[SIM_KINDS], pcap[SIM_KINDS], pconf[SIM_KINDS]; /* prefetch misses, ccc */
	uint64_t multiblock;      /* references that spanned blocks (each part also counted) */
	uint64_t bytes_from;      /* bytes fetched from the level below */
	uint64_t bytes_to;        /* bytes written to it (write-backs, write-through) */
};

struct sim;

/* A hierarchy, or NULL with *err saying what is wrong with the configuration. */
struct sim *sim_new(const struct sim_config *cfg, const char **err);
void sim_free(struct sim *s);
/* One reference of kind k (enum sim_kind) at addr, size bytes (1 .. 65535); a read,
 * write or miscellaneous access goes to level 1's data (or unified) cache, an instruction
 * fetch to its instruction (or unified) cache. */
void sim_access(struct sim *s, int kind, uint64_t addr, unsigned size);
/* n records of a full trace packed as include/aex_regen.h's aex_record (address in bits
 * 0..31, size in 32..39, AEX_TK_* kind in 40..47), each as sim_access would take it. */
void sim_records(struct sim *s, const uint64_t *recs, size_t n);
/* The end of the references: every dirty block is copied back, level 1's data or unified
 * cache first, then each level below (as Dinero IV does before it prints its statistics). */
void sim_finish(struct sim *s);
/* Statistics of level l (1..), cache 'u', 'i' or 'd'; NULL when there is none such. */
const struct sim_stats *sim_stats(const struct sim *s, int level, char which);
const struct sim_config *sim_config(const struct sim *s);
/* Adds b's statistics into a's (the combined statistics of several processes). */
void sim_stats_add(struct sim_stats *a, const struct sim_stats *b);

/* Checks a configuration (the rules sim_new applies); NULL or why it is wrong. */
const char *sim_config_check(const struct sim_config *cfg);

#endif

/* curve.h — miss-ratio curves in one pass: the miss ratio of every cache size of an LRU family
 * (one block size; fully associative, or one associativity) and the reuse-distance histogram.
 *
 * Fully associative: Mattson et al.'s (1970) LRU stack, one list of every block by recency,
 * with a marker at each power-of-two depth; a reference's depth (its stack distance, in
 * distinct blocks referenced since its block's last reference) is known by the zone between
 * two markers it is found in, and moving it to the top moves one node across each marker
 * above it: O(1 + log2 distance) a reference. Every cache of 2^k blocks misses exactly the
 * references of distance >= 2^k (LRU's inclusion property).
 *
 * One associativity A: the caches of A ways and 2^k sets (bit selection) hold each other in
 * turn (a set of the larger is part of a set of the smaller, and keeps the A blocks of it
 * referenced last), but a reference's distance is per set; each size is simulated with its
 * own truncated per-set stacks, in the same pass (a reference that repeats the stream's last
 * block hits and changes nothing in every one of them).
 *
 * Sample (aex sim --curve, li small, MIPS):
 *     size      instr_miss   data_miss  unified_miss
 *     1K        0.0859       0.1202     0.1115
 *     ...
 * Limits: LRU only; sizes are powers of two; a reference that spans blocks counts once per
 * block (as Dinero IV counts its parts). */
#ifndef AEX_SIM_CURVE_H
#define AEX_SIM_CURVE_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#define SIM_CURVE_MAX_SIZES 40

struct sim_curve_config {
	unsigned bsize;        /* block size in bytes, a power of two */
	unsigned assoc;        /* ways; 0: fully associative */
	uint64_t min_size;     /* the smallest and largest sizes reported (bytes, powers of two, */
	uint64_t max_size;     /* each at least bsize x assoc) */
};

struct sim_curve;

/* A curve over one stream of references; NULL with *err set on a bad configuration. */
struct sim_curve *sim_curve_new(const struct sim_curve_config *c, const char **err);
void sim_curve_free(struct sim_curve *c);
/* One reference of size bytes at addr (each block it touches is one access). */
void sim_curve_access(struct sim_curve *c, uint32_t addr, unsigned size);

/* n records packed as include/aex_regen.h's aex_record (address bits 0..31, size 32..39,
 * kind 40..47): fetches into instr, data references into data, all into all (the three
 * curves of one configuration); instr and data both NULL, or all NULL, leaves those out
 * (two threads can share the work). */
void sim_curve_records(struct sim_curve *instr, struct sim_curve *data, struct sim_curve *all,
		       const uint64_t *recs, size_t n);

/* The sizes reported (min_size, 2 min_size, ... max_size): how many, and each one's. */
int sim_curve_nsizes(const struct sim_curve *c);
uint64_t sim_curve_size(const struct sim_curve *c, int i);
/* Accesses so far, and the misses of a cache of size i. */
uint64_t sim_curve_accesses(const struct sim_curve *c);
uint64_t sim_curve_misses(const struct sim_curve *c, int i);

/* Fully associative only: the reuse-distance histogram in log2 buckets: bucket 0 distance 0,
 * bucket b >= 1 distances 2^(b-1) .. 2^b - 1, bucket nbuckets - 2 every distance from
 * 2^(nbuckets-3) on, bucket nbuckets - 1 first references (cold). 0 buckets otherwise. */
int sim_curve_nbuckets(const struct sim_curve *c);
uint64_t sim_curve_bucket(const struct sim_curve *c, int b);

/* A curve's numbers, to add up (the processes of a program) and to write out. */
struct sim_curve_result {
	uint64_t accesses;
	int nsizes, nbuckets;
	uint64_t size[SIM_CURVE_MAX_SIZES], misses[SIM_CURVE_MAX_SIZES];
	uint64_t bucket[SIM_CURVE_MAX_SIZES + 2];
};

void sim_curve_result(const struct sim_curve *c, struct sim_curve_result *r);
/* a += b (the same sizes and buckets) */
void sim_curve_result_add(struct sim_curve_result *a, const struct sim_curve_result *b);
/* One line: "curve NAME accesses nsizes size... misses... nbuckets bucket...". */
void sim_curve_result_dump(FILE *f, const char *name, const struct sim_curve_result *r);
/* Parses such a line (without its "curve NAME "): 0, or -1. */
int sim_curve_result_parse(const char *line, struct sim_curve_result *r);

#endif

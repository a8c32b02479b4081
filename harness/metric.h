/* metric.h — the one vocabulary of a check's figures: every key `aex check --json` prints
 * (docs/bench.md, "Every key of aex check --json"), in the order it prints them, with its
 * type and where else it appears (a forking program's per-process objects, runs.csv). The
 * check fills a metric_set and prints it from this table; aex bench parses each check's JSON
 * into a metric_set once and reads its fields by id. */
#ifndef AEX_METRIC_H
#define AEX_METRIC_H

#include <stdbool.h>
#include <stdio.h>

#include "aex_regen.h"

/* How a value is printed: a JSON string, true/false, an integer, a number with four
 * decimals, a number without decimals. */
enum metric_type { MT_STR, MT_BOOL, MT_U64, MT_INT, MT_F4, MT_F0 };

/* Where a key appears besides the check's object. */
#define MF_PROC 1u      /* in each object of "per_process" (a program that forks) */

/* X(ID, key, type, flags, column of runs.csv from 1, 0: none). The JSON order is this
 * table's; the keys printed are those a check set (the --full-timing ones with it, "failed"
 * when the build failed, "process" only in per-process objects). */
#define METRIC_LIST(X)                                                                     \
	X(ISA, "isa", MT_STR, 0, 0)                                                        \
	X(WORKLOAD, "workload", MT_STR, 0, 0)                                              \
	X(SIZE, "size", MT_STR, 0, 0)                                                      \
	X(STRATEGY, "strategy", MT_STR, 0, 0)                                              \
	X(PLACEMENT, "placement", MT_STR, 0, 0)                                            \
	X(PROFILE, "profile", MT_STR, 0, 0)                                                \
	X(PROCESS, "process", MT_STR, MF_PROC, 0)                                          \
	X(IDENTICAL, "identical", MT_BOOL, 0, 1)                                           \
	X(TRANSPARENT, "transparent", MT_BOOL, 0, 2)                                       \
	X(GOLDEN_INSNS, "golden_insns", MT_U64, MF_PROC, 3)                                \
	X(GOLDEN_READS, "golden_reads", MT_U64, MF_PROC, 4)                                \
	X(GOLDEN_WRITES, "golden_writes", MT_U64, MF_PROC, 5)                              \
	X(WINDOW_SKIP_INSNS, "window_skip_insns", MT_U64, 0, 0)                            \
	X(WINDOW_INSNS, "window_insns", MT_U64, 0, 0)                                      \
	X(EVENT_BYTES, "event_bytes", MT_U64, MF_PROC, 6)                                  \
	X(EVENT_BYTES_ZSTD, "event_bytes_zstd", MT_U64, 0, 7)                              \
	X(WITNESS_BYTES, "witness_bytes", MT_U64, 0, 10)                                   \
	X(VALUE_BYTES, "value_bytes", MT_U64, 0, 11)                                       \
	X(BYTES_PER_REF, "bytes_per_ref", MT_F4, MF_PROC, 21)                              \
	X(BYTES_PER_ADDR, "bytes_per_addr", MT_F4, 0, 22)                                  \
	X(GUEST_INSNS_PLAIN, "guest_insns_plain", MT_U64, MF_PROC, 23)                     \
	X(GUEST_INSNS_TRACED, "guest_insns_traced", MT_U64, MF_PROC, 24)                   \
	X(INSN_RATIO, "insn_ratio", MT_F4, MF_PROC, 25)                                    \
	X(REPS, "reps", MT_INT, 0, 26)                                                     \
	X(WALL_PLAIN_S, "wall_plain_s", MT_F4, MF_PROC, 27)                                \
	X(WALL_PLAIN_MIN_S, "wall_plain_min_s", MT_F4, 0, 28)                              \
	X(WALL_PLAIN_MAX_S, "wall_plain_max_s", MT_F4, 0, 29)                              \
	X(WALL_TRACED_S, "wall_traced_s", MT_F4, MF_PROC, 30)                              \
	X(WALL_TRACED_MIN_S, "wall_traced_min_s", MT_F4, 0, 31)                            \
	X(WALL_TRACED_MAX_S, "wall_traced_max_s", MT_F4, 0, 32)                            \
	X(WALL_RATIO, "wall_ratio", MT_F4, MF_PROC, 39)                                    \
	X(REGEN_S, "regen_s", MT_F4, 0, 40)                                                \
	X(REGEN_ADDRS_PER_S, "regen_addrs_per_s", MT_F0, 0, 41)                            \
	X(GOLDEN_S, "golden_s", MT_F4, 0, 44)                                              \
	X(GOLDEN, "golden", MT_STR, 0, 0)                                                  \
	X(PROCESSES, "processes", MT_INT, 0, 0)                                            \
	X(VALUE_BYTES_LOAD, "value_bytes_load", MT_U64, 0, 13)                             \
	X(VALUE_BYTES_CALL, "value_bytes_call", MT_U64, 0, 14)                             \
	X(VALUE_BYTES_ENTRY, "value_bytes_entry", MT_U64, 0, 15)                           \
	X(VALUE_BYTES_TARGET, "value_bytes_target", MT_U64, 0, 16)                         \
	X(VALUE_BYTES_SYSCALL, "value_bytes_syscall", MT_U64, 0, 17)                       \
	X(VALUE_BYTES_OTHER, "value_bytes_other", MT_U64, 0, 18)                           \
	X(MARKER_BYTES, "marker_bytes", MT_U64, 0, 12)                                     \
	X(CBRANCHES, "cbranches", MT_U64, 0, 19)                                           \
	X(WITNESS_BITS_PER_CBRANCH, "witness_bits_per_cbranch", MT_F4, 0, 20)              \
	X(EVENT_BYTES_GZIP, "event_bytes_gzip", MT_U64, 0, 8)                              \
	X(STORED_BYTES, "stored_bytes", MT_U64, 0, 9)                                      \
	X(WALL_DUMMY_S, "wall_dummy_s", MT_F4, 0, 33)                                      \
	X(WALL_DUMMY_MIN_S, "wall_dummy_min_s", MT_F4, 0, 34)                              \
	X(WALL_DUMMY_MAX_S, "wall_dummy_max_s", MT_F4, 0, 35)                              \
	X(WALL_STORED_S, "wall_stored_s", MT_F4, 0, 36)                                    \
	X(WALL_STORED_MIN_S, "wall_stored_min_s", MT_F4, 0, 37)                            \
	X(WALL_STORED_MAX_S, "wall_stored_max_s", MT_F4, 0, 38)                            \
	X(REGEN_CANON_S, "regen_canon_s", MT_F4, 0, 42)                                    \
	X(GOLDEN_CANON_S, "golden_canon_s", MT_F4, 0, 43)                                  \
	X(REGEN_CC, "regen_cc", MT_STR, 0, 45)                                             \
	X(REGEN_FIRST_PCT_S, "regen_first_pct_s", MT_F4, 0, 46)                            \
	X(REGEN_MIDDLE_PCT_S, "regen_middle_pct_s", MT_F4, 0, 47)                          \
	X(REGEN_LAST_PCT_S, "regen_last_pct_s", MT_F4, 0, 48)                              \
	X(REGEN_INDEX_S, "regen_index_s", MT_F4, 0, 49)                                    \
	X(SIM_S, "sim_s", MT_F4, 0, 50)                                                    \
	X(SIM_REFS_PER_S, "sim_refs_per_s", MT_F0, 0, 51)                                  \
	X(CURVE_S, "curve_s", MT_F4, 0, 52)                                                \
	X(CURVE_INSTR, "curve_instr", MT_STR, 0, 53)                                       \
	X(CURVE_DATA, "curve_data", MT_STR, 0, 54)                                         \
	X(CURVE_UNIFIED, "curve_unified", MT_STR, 0, 55)                                   \
	X(TRACE_BYTES, "trace_bytes", MT_U64, 0, 56)                                       \
	X(TRACE_BYTES_ZSTD, "trace_bytes_zstd", MT_U64, 0, 57)                             \
	X(OUTPUT_DIFF, "output_diff", MT_STR, 0, 0)                                        \
	X(NOTE, "note", MT_STR, 0, 0)                                                      \
	X(FAILED, "failed", MT_STR, 0, 0)

enum metric_id {
#define METRIC_ENUM(id, key, type, flags, csv) M_##id,
	METRIC_LIST(METRIC_ENUM)
#undef METRIC_ENUM
	M_COUNT
};

/* The value bytes of each kind of recorded value are consecutive, in aex_value_kind's
 * order. */
#define M_VALUE_BYTES_KIND(k) ((enum metric_id)(M_VALUE_BYTES_LOAD + (k)))

/* The miss-ratio curves of aex check --caches (docs/bench.md, table 10): instruction
 * fetches, data references, all references, consecutive, each the miss ratios of fully
 * associative LRU caches of 32-byte blocks from METRIC_CURVE_MIN bytes, doubling,
 * METRIC_CURVE_SIZES of them (1K to 4M), as "r1,r2,...". */
#define METRIC_CURVE_KINDS 3
#define M_CURVE_KIND(k) ((enum metric_id)(M_CURVE_INSTR + (k)))
#define METRIC_CURVE_BSIZE 32
#define METRIC_CURVE_MIN 1024ULL
#define METRIC_CURVE_SIZES 13
/* The name of a curve's kind as the regenerator's dump and the report give it: "instr",
 * "data", "unified". */
const char *metric_curve_kind(int k);

struct metric_desc {
	const char *key;
	enum metric_type type;
	unsigned flags;           /* MF_* */
	int csv;                  /* runs.csv column (its order), 0: not there */
};

extern const struct metric_desc metric_desc[M_COUNT];

/* The id of a key, or -1. */
int metric_by_key(const char *key);

/* A check's figures: the keys set, with their values. */
struct metric_set {
	bool set[M_COUNT];
	double num[M_COUNT];              /* numbers and booleans (1, 0) */
	unsigned long long count[M_COUNT];   /* integers, exactly */
	char *str[M_COUNT];               /* strings */
};

void metric_set_num(struct metric_set *s, enum metric_id id, double v);
/* An integer (MT_U64, MT_INT) or a boolean (MT_BOOL: 0 or 1). */
void metric_set_count(struct metric_set *s, enum metric_id id, unsigned long long v);
void metric_set_str(struct metric_set *s, enum metric_id id, const char *v);
/* The value, NAN (a number) or NULL (a string) when not set. */
double metric_num(const struct metric_set *s, enum metric_id id);
/* An integer's value, 0 when not set. */
unsigned long long metric_count(const struct metric_set *s, enum metric_id id);
const char *metric_str(const struct metric_set *s, enum metric_id id);
void metric_set_free(struct metric_set *s);

/* Prints the keys set as `"key": value` pairs separated by ", " (no braces), in the table's
 * order; only those with every flag of `only` (0: all). */
void metric_print_fields(FILE *f, const struct metric_set *s, unsigned only);
/* Prints s as a JSON string (quotes, backslashes and control characters escaped). */
void metric_print_json_str(FILE *f, const char *s);

/* Reads the fields of a JSON object of aex check (the one at the start of json; nested
 * arrays and objects skipped) into s; keys not in the table are ignored. Returns 0, or -1
 * when it is not such an object. */
int metric_parse_json(const char *json, struct metric_set *s);

#endif

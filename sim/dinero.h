/* dinero.h — Dinero IV's command-line options and output for the cache model (cache.h): a
 * user's existing `dineroIV -l1-isize 8k -l1-ibsize 32 …` options configure aex sim, and its
 * statistics print in Dinero IV's layout (or as JSON, or as the stats dump a regenerator
 * writes for aex sim to read back).
 *
 * Options: -lN-Tsize, -lN-Tbsize, -lN-Tsbsize (equal to the block size), -lN-Tassoc,
 * -lN-Trepl (l f r), -lN-Tfetch (d a m t l s), -lN-Tpfdist, -lN-Tpfabort (0), -lN-Twalloc
 * (a n f), -lN-Twback (a n f), -lN-Tccc; N 1..5, T u, i or d; -skipcount, -maxcount,
 * -informat (D d), -stat-idcombine. Checks and defaults as Dinero IV's verify_options. */
#ifndef AEX_SIM_DINERO_H
#define AEX_SIM_DINERO_H

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>

#include "cache.h"

/* The options as given, level by level (index 0 u, 1 i, 2 d). */
struct sim_dinero {
	struct {
		uint64_t size, bsize, sbsize;
		unsigned assoc, pfdist, pfabort;
		char repl, fetch, walloc, wback;
		bool ccc, any;
	} c[SIM_MAX_LEVELS][3];
	uint64_t skipcount, maxcount;
	char informat;            /* 'D' extended din (Dinero IV's default), 'd' traditional */
	bool idcombine;
};

/* One option at argv[0] (its value, if it takes one, at argv[1], NULL if none): returns
 * how many words it used (1 or 2), 0 when argv[0] is not a Dinero IV option, or -1 with the
 * message in err. */
int sim_dinero_option(struct sim_dinero *d, char *const *argv, char *err, size_t errlen);
/* The defaults, the checks and the configuration: 0, or -1 with the message in err. */
int sim_dinero_config(struct sim_dinero *d, struct sim_config *cfg, char *err, size_t errlen);
/* Dinero IV's "Summary of options" lines. */
void sim_dinero_summary(FILE *f, const struct sim_dinero *d);

/* The statistics of every cache of a hierarchy: stats[level][k] (k 0 u, 1 i, 2 d; a cache
 * the configuration lacks is skipped). */
struct sim_report {
	struct sim_config cfg;
	struct sim_stats st[SIM_MAX_LEVELS][3];
};

void sim_report_of(struct sim_report *r, const struct sim *s);
/* Adds b into a (same configuration). */
void sim_report_add(struct sim_report *a, const struct sim_report *b);
/* Dinero IV's per-cache blocks (dostats), with -stat-idcombine's combined blocks when
 * idcombine. */
void sim_report_print(FILE *f, const struct sim_report *r, bool idcombine);
/* One JSON object: {"caches":[{"name":"l1-icache","demand_fetches":{"total":..,
 * "instrn":..,"data":..,"read":..,"write":..,"misc":..},…},…]}. */
void sim_report_json(FILE *f, const struct sim_report *r);
/* The dump a regenerator writes and aex sim reads back: "aexsim 1" then one line per cache
 * "L K f0 f1 f2 f3 m0 … bytes_to" of every counter. Read: 0, or -1 (malformed, with what
 * in err). */
void sim_report_dump(FILE *f, const struct sim_report *r);
int sim_report_load(FILE *f, struct sim_report *r, char *err, size_t errlen);

#endif

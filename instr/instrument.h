/* instrument.h — the instrumenter proper: one assembly file in, three texts out: the plain
 * file (the same code with only labels and a symbol table added), the traced file (the same
 * code with event-writing sequences inserted) and its part of the schema (docs/schema.md). */
#ifndef AEX_INSTRUMENT_H
#define AEX_INSTRUMENT_H

#include "place.h"
#include "strbuf.h"
#include "target.h"

struct instr_stats {
	int functions, blocks, insns;
	int witnesses, values;       /* static event sites */
	int inserted;                /* instructions added to the traced file */
	int rewritten;               /* original instructions rewritten (strategy steal) */
	int stolen_functions;        /* functions instrumented by stealing the reserved
				      * strategy's registers (target.reserved_stolen) */
};

/* The techniques that make the event trace smaller, each switchable (docs/techniques.md). */
enum instr_technique {
	INSTR_NARROW = 1u << 0,   /* a byte or halfword load's value: only its loaded bits */
	INSTR_DECIDE = 1u << 1,   /* branches on known values: decided by the regenerator */
	INSTR_PASS = 1u << 2,     /* values across calls the other side knows: passed */
	INSTR_CUT = 1u << 3,      /* a narrow computed value recorded instead of its sources */
	INSTR_SLOTS = 1u << 4,    /* words stored to the stack frame and loaded again: known */
};
#define INSTR_TECHNIQUES_ALL (INSTR_NARROW | INSTR_DECIDE | INSTR_PASS | INSTR_CUT | INSTR_SLOTS)

/* The slicer's flags (enum slice_flag) for techniques under placement. */
unsigned instr_slice_flags(unsigned techniques, enum place_kind placement);

/* Parses a comma-separated list of technique names ("all", "none", NAME, no-NAME, applied
 * left to right, starting from all) into *out. Returns 0, or -1 naming the unknown one in
 * bad (of size nbad). */
int instr_techniques_parse(const char *list, unsigned *out, char *bad, size_t nbad);
/* The names of the techniques in mask, comma-separated ("none" for 0), in a static buffer. */
const char *instr_techniques_name(unsigned mask);
/* Every technique's name, comma-separated. */
const char *instr_technique_names(void);

struct instr_opts {
	enum place_kind placement;
	const uint8_t *stolen;   /* the registers the steal strategy took (t->nsteal of them,
				  * instr_choose_stolen), or NULL for the reserved strategy */
	unsigned techniques;     /* enum instr_technique */
	const struct instr_plan *plan;   /* instr_plan_make's, or NULL */
};

struct instr_plan;

/* The whole program's plan (technique pass, instr/plan.c): parses and slices the n files
 * (their paths and texts) to find the values live into each function that its callers can
 * pass, and the results it can return known. Returns NULL after path:line errors. The files must be instrumented as file numbers
 * 0..n-1 in the same order, each with o->plan set. */
struct instr_plan *instr_plan_make(const struct target *t, const struct instr_opts *o, int n,
				   const char *const *paths, const char *const *texts);
void instr_plan_free(struct instr_plan *p);

/* Instruments the file at path (its text in text) as file number index of the program.
 * Appends to plain, traced and schema. Returns 0, or -1 after path:line errors. */
int instr_file(const struct target *t, const struct instr_opts *o, int index, const char *path,
	       const char *text, struct strbuf *plain, struct strbuf *traced,
	       struct strbuf *schema, struct instr_stats *stats);

/* Strategy steal's choice. instr_weigh_file adds to cost[r], for every instruction of the
 * file that names register r as an operand, 10^(the loop depth of its block): the static
 * estimate of how often rewritten code would run. Returns 0, or -1 after path:line errors. */
int instr_weigh_file(const struct target *t, const char *path, const char *text,
		     double cost[IR_MAX_REGS]);
/* Picks the t->nsteal registers of t->stealable with the lowest cost (on a tie the higher
 * number) into stolen, cheapest first. Returns 0, or -1 when the target cannot steal. */
int instr_choose_stolen(const struct target *t, const double cost[IR_MAX_REGS],
			uint8_t *stolen);

/* When set, instr_file appends to it, per function, the witness sites the placement chose and
 * their static cost (aex build --placement-report). */
extern struct strbuf *instr_report;

/* The schema's first lines. */
void instr_schema_header(const struct target *t, const struct instr_opts *o,
			 struct strbuf *schema);

#endif

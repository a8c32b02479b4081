/* instrument.h — the instrumenter proper: one assembly file in, three texts out: the plain
 * file (the same code with only labels and a symbol table added), the traced file (the same
 * code with event-writing sequences inserted) and its part of the schema (docs/schema.md). */
#ifndef AEX_INSTRUMENT_H
#define AEX_INSTRUMENT_H

#include "place.h"
#include "plan.h"
#include "profile.h"
#include "techniques.h"
#include "strbuf.h"
#include "target.h"

struct instr_stats {
	int functions, blocks, insns;
	int witnesses, values;       /* static event sites */
	int inserted;                /* instructions added to the traced file */
	int rewritten;               /* original instructions rewritten (strategy steal) */
	int stolen_functions;        /* functions instrumented by stealing the reserved
				      * strategy's registers (target.reserved_stolen) */
	int profiled;                /* functions whose tree the profile's counts weighed */
};

struct instr_opts {
	enum place_kind placement;
	const uint8_t *stolen;   /* the registers the steal strategy took (t->nsteal of them,
				  * instr_choose_stolen), or NULL for the reserved strategy */
	unsigned techniques;     /* enum instr_technique */
	const struct instr_plan *plan;   /* instr_plan_make's, or NULL */
	struct strbuf *report;   /* when set, instr_file appends to it, per function, the
				  * witness sites the placement chose and their static cost
				  * (aex build --placement-report) */
	const struct instr_profile *profile;   /* the tree's weights measured in a training
						* run (aex build --profile), or NULL */
	const char *profile_stem;              /* the file's name in the profile ("emit",
						* "rt-printf") */
};

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

/* The schema's first lines. */
void instr_schema_header(const struct target *t, const struct instr_opts *o,
			 struct strbuf *schema);

#endif

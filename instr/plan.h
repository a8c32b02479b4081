/* plan.h — the whole-program plan (technique pass, plan.c): made once for the program, then
 * asked by the instrumentation of each function what it may take passed and return known. */
#ifndef AEX_PLAN_H
#define AEX_PLAN_H

#include <stdbool.h>

#include "ir.h"

struct instr_plan;
struct target;

/* The whole program's plan: parses and slices the n files (their paths and texts; flags the
 * slicer's, instr_slice_flags) to find the values live into each function that its callers
 * can pass, and the results it can return known. Returns NULL after path:line errors. The
 * files must be instrumented as file numbers 0..n-1 in the same order, each with
 * instr_opts.plan set. */
struct instr_plan *instr_plan_make(const struct target *t, unsigned flags, int n,
				   const char *const *paths, const char *const *texts);
void instr_plan_free(struct instr_plan *p);

/* What the plan says of one function. */
struct plan_facts {
	ir_regset passed;            /* the registers its callers pass it */
	ir_regset rets;              /* the registers it returns known to its direct callers */
	const ir_regset *supply;     /* per instruction, or NULL: what a direct call or tail
				      * jump passes its callee */
	const ir_regset *returned;   /* per instruction, or NULL: what a direct call's callee
				      * returns known */
};

/* The facts of function fi of file k (ninsns instructions, a check that the files are the
 * same). Returns false, with every fact empty, when the plan does not know it. */
bool instr_plan_function(const struct instr_plan *p, int k, int fi, int ninsns,
			 struct plan_facts *out);

#endif

/* plan.h — what the whole-program plan (plan.c) tells the instrumentation of one function. */
#ifndef AEX_PLAN_H
#define AEX_PLAN_H

#include <stdbool.h>

#include "ir.h"

struct instr_plan;

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

/* plan.h — what the whole-program plan (plan.c) tells the instrumentation of one function. */
#ifndef AEX_PLAN_H
#define AEX_PLAN_H

#include <stdbool.h>

#include "ir.h"

struct instr_plan;

/* For function fi of file k (ninsns instructions, a check that the files are the same): the
 * registers its callers pass it, and per instruction what a direct call passes its callee
 * (*supply NULL: nothing). Returns false, with both empty, when the plan does not know it. */
bool instr_plan_function(const struct instr_plan *p, int k, int fi, int ninsns,
			 ir_regset *passed, const ir_regset **supply);

#endif

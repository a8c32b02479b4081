/* techniques.h — the techniques that make the event trace smaller, each switchable
 * (docs/techniques.md): one table, X(ID, name, what it does), in the order their names are
 * listed and their bits are numbered. */
#ifndef AEX_TECHNIQUES_H
#define AEX_TECHNIQUES_H

#include <stddef.h>

#include "place.h"

#define INSTR_TECHNIQUE_LIST(X)                                                            \
	X(NARROW, "narrow", "a byte or halfword load's value: only its loaded bits")       \
	X(DECIDE, "decide", "branches on known values: decided by the regenerator")        \
	X(PASS, "pass", "values across calls the other side knows: passed")                \
	X(CUT, "cut", "a narrow computed value recorded instead of its sources")           \
	X(SLOTS, "slots", "words stored to the stack frame and loaded again: known")        \
	X(HOIST, "hoist", "a loop's branch decided from values recorded once outside it")

enum instr_technique_index {
#define TECHNIQUE_INDEX(id, name, doc) INSTR_##id##_INDEX,
	INSTR_TECHNIQUE_LIST(TECHNIQUE_INDEX)
#undef TECHNIQUE_INDEX
	INSTR_TECHNIQUES
};

/* A technique's bit in a mask. */
enum instr_technique {
#define TECHNIQUE_BIT(id, name, doc) INSTR_##id = 1u << INSTR_##id##_INDEX,
	INSTR_TECHNIQUE_LIST(TECHNIQUE_BIT)
#undef TECHNIQUE_BIT
};
#define INSTR_TECHNIQUES_ALL ((1u << INSTR_TECHNIQUES) - 1)

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
/* The ablation's variants of --techniques, NULL-terminated: "none", "no-NAME" for each
 * technique in the table's order, "all". */
const char *const *instr_technique_variants(void);

#endif

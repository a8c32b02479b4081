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
};

/* Instruments the file at path (its text in text) as file number index of the program.
 * Appends to plain, traced and schema. Returns 0, or -1 after path:line errors. */
int instr_file(const struct target *t, enum place_kind placement, int index, const char *path,
	       const char *text, struct strbuf *plain, struct strbuf *traced,
	       struct strbuf *schema, struct instr_stats *stats);

/* When set, instr_file appends to it, per function, the witness sites the placement chose and
 * their static cost (aex build --placement-report). */
extern struct strbuf *instr_report;

/* The schema's first lines. */
void instr_schema_header(const struct target *t, enum place_kind placement, struct strbuf *schema);

#endif

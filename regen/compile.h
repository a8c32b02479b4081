/* compile.h — the schema compiler (the papers' aec): a build's schema plus the symbol values
 * recorded in its plain and traced ELFs, translated into the C of a regenerator. */
#ifndef AEX_REGEN_COMPILE_H
#define AEX_REGEN_COMPILE_H

#include <stdint.h>

#include "strbuf.h"
#include "target.h"

/* The .aex_syms words of one ELF, per file number. */
struct regen_syms {
	uint32_t **words;      /* words[file] or NULL when the file is not linked */
	int *count;
	int nfiles;
};

/* Reads a section of such words (.aex_syms, .aex_pcs) of an ELF. Returns 0, or -1 with a
 * message. */
int regen_read_syms(const char *elf, const char *section, struct regen_syms *syms);
void regen_syms_free(struct regen_syms *syms);

/* Writes the regenerator's C for the schema text (from path, for messages) to out.
 * build, traced_id: the plain and the traced ELF's identities (FNV-1a 64; traced_id 0: not
 * checked). traced_pcx (.aex_pcx, or NULL): pairs of a traced address
 * and an instruction's place in the .aex_pcs list, added to the pcmap, as are the nextra
 * {traced, plain} pairs of extra. Returns 0, or -1 with a message. */
int regen_compile(const struct target *t, const char *path, const char *schema,
		  const struct regen_syms *plain, const struct regen_syms *traced,
		  const struct regen_syms *traced_pcs, const struct regen_syms *traced_pcx,
		  const uint32_t (*extra)[2], size_t nextra, uint64_t build, uint64_t traced_id,
		  struct strbuf *out);

#endif

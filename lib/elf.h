/* elf.h — the little of ELF32 that aex reads itself: the header (machine, flags, byte order)
 * of guest binaries, so commands can name the ISA of a binary and refuse a wrong one. */
#ifndef AEX_ELF_H
#define AEX_ELF_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

struct elf_info {
	int machine;        /* e_machine */
	uint32_t flags;     /* e_flags */
	bool big_endian;
	uint32_t entry;
};

/* Reads the ELF32 header of path. Returns 0, or -1 with a message naming the file. */
int elf_read_info(const char *path, struct elf_info *info);

/* Function and object symbols of an ELF32, sorted by address, for naming addresses. */
struct elf_symbol {
	uint32_t addr, size;
	char *name;
};
struct elf_symtab {
	struct elf_symbol *syms;
	int n;
};
/* Returns 0, or -1 with a message. */
int elf_load_symbols(const char *path, struct elf_symtab *tab);
/* The symbol containing addr (or the nearest one below it), or NULL. */
const struct elf_symbol *elf_lookup(const struct elf_symtab *tab, uint32_t addr);
void elf_free_symbols(struct elf_symtab *tab);

/* The contents of the section called name (malloc'd), its length and the file's byte order.
 * Returns 0, or -1 with a message (also when the section is missing). */
int elf_read_section(const char *path, const char *name, uint8_t **data, size_t *len,
		     bool *big_endian);
/* The same, and the section's address. */
int elf_read_section_at(const char *path, const char *name, uint8_t **data, size_t *len,
			bool *big_endian, uint32_t *addr);
/* A 32-bit word in the given byte order. */
uint32_t elf_word(const uint8_t *p, bool big_endian);

/* FNV-1a 64 of the file's bytes: the build identity stored in trace headers. */
int elf_build_id(const char *path, uint64_t *id);

#endif

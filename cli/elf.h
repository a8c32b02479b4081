/* elf.h — the little of ELF32 that aex reads itself: the header (machine, flags, byte order)
 * of guest binaries, so commands can name the ISA of a binary and refuse a wrong one. */
#ifndef AEX_ELF_H
#define AEX_ELF_H

#include <stdbool.h>
#include <stdint.h>

struct elf_info {
	int machine;        /* e_machine */
	uint32_t flags;     /* e_flags */
	bool big_endian;
	uint32_t entry;
};

/* Reads the ELF32 header of path. Returns 0, or -1 with a message naming the file. */
int elf_read_info(const char *path, struct elf_info *info);

#endif

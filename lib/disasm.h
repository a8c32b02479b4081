/* disasm.h — one instruction of a guest ELF as the ISA's objdump prints it, for messages
 * (ISA conformance violations, trace divergences). */
#ifndef AEX_DISASM_H
#define AEX_DISASM_H

#include <stdbool.h>
#include <stdint.h>

#include "toolchain.h"

/* The instruction at addr ("lw v0,0(v1)"), decoded for the ISA itself or, with any_arch, for
 * its whole family (to name what is outside the ISA). NULL when objdump cannot tell.
 * Caller frees. */
char *disasm_one(const struct toolchain *tc, const char *elf, uint32_t addr, bool any_arch);

#endif

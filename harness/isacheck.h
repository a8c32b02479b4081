/* isacheck.h — ISA conformance of guest ELFs: every instruction must belong to the target ISA
 * (MIPS I, SPARC V8) and be usable by user code. `aex build` runs it on everything it links. */
#ifndef AEX_ISACHECK_H
#define AEX_ISACHECK_H

#include "toolchain.h"

/* Checks the ELF header and disassembles the text. Returns 0 when conforming; otherwise
 * prints one `error:` line per violation (function, address, word, instruction) and returns
 * 1, or -1 when the check itself could not run. */
int isacheck_elf(const struct toolchain *tc, const char *path);

#endif

/* targets.h — the target object of each ISA backend (targets/<isa>/target.c), declared for the
 * registry in targets.c; nothing else includes it: the rest of aex uses target_get(). */
#ifndef AEX_TARGETS_H
#define AEX_TARGETS_H

#include "target.h"

extern const struct target mips_target;
extern const struct target sparc_target;
extern const struct target riscv32_target;

#endif

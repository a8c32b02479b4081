/* target.h — the one door into an ISA: everything the instrumenter and the regenerator need to
 * know about MIPS, SPARC or a third ISA, as data and hooks. instr/ and regen/ include only
 * this header; targets/<isa>/ implements it (docs/porting.md lists what each hook must do). */
#ifndef AEX_TARGET_H
#define AEX_TARGET_H

#include <stdbool.h>
#include <stdint.h>

#include "ir.h"

struct strbuf;

struct target {
	const char *name;              /* "mips": matches toolchains/<name>.mk */
	bool big_endian;
	unsigned nregs;                /* registers in IR numbering, pseudo-registers included */
	const char *const *reg_names;  /* printable names ("$4", "%o0", "hi") */
	uint8_t zero_reg;              /* hard-wired zero, or IR_REG_NONE */
	uint8_t sp_reg;                /* the stack pointer */
	ir_regset callee_saved;        /* preserved across calls by the ABI (sp included) */
	ir_regset call_clobbered;      /* undefined after a call returns */
	ir_regset syscall_results;     /* defined by a system call */
	ir_regset recordable;          /* registers whose value instrumentation can record (the
					* general registers; not pseudo-registers like HI/LO) */

	/* Parses one assembly file (compiler output or hand-written, one instruction per line)
	 * into f. Errors go to stderr as "path:line: error: ..." and make it return -1. */
	int (*parse)(const char *path, const char *text, struct ir_file *f);

	/* The value of a relocated immediate as C source, given the symbol's value as a C
	 * expression: "(((V) + 0x8000) >> 16) << 16" for MIPS %hi in lui. */
	const char *(*reloc_c_expr)(uint8_t reloc);
};

/* The registered targets, and lookup by name (NULL if unknown). */
const struct target *target_get(const char *name);
const char *target_list(void);

#endif

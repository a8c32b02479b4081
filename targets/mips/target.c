/* target.c — the MIPS I target object: the facts of the o32 ABI the instrumenter and the
 * regenerator need (registers and their roles), the parser, and the relocation operators. */
#include "mips/emit.h"
#include "mips/mips.h"
#include "target.h"
#include "targets.h"

static const char *const reg_names[MIPS_NREGS] = {
	"$0", "$1", "$2", "$3", "$4", "$5", "$6", "$7", "$8", "$9", "$10", "$11", "$12",
	"$13", "$14", "$15", "$16", "$17", "$18", "$19", "$20", "$21", "$22", "$23", "$24",
	"$25", "$26", "$27", "$28", "$29", "$30", "$31", "hi", "lo",
};

/* V and the result are uint32_t; indexed by enum mips_reloc. */
static const char *const reloc_c_exprs[] = {
	[MIPS_RELOC_NONE] = "(V)",
	[MIPS_RELOC_HI] = "((((V) + 0x8000u) >> 16) << 16)",
	[MIPS_RELOC_LO] = "((((V) & 0xffffu) ^ 0x8000u) - 0x8000u)",
	[MIPS_RELOC_LOU] = "((V) & 0xffffu)",
};

const struct target mips_target = {
	.name = "mips",
	.big_endian = true,
	.nregs = MIPS_NREGS,
	.reg_names = reg_names,
	.zero_reg = MIPS_REG_ZERO,
	.sp_reg = MIPS_REG_SP,
	.callee_saved = { { MIPS_SET_CALLEE_SAVED, 0 } },
	.call_clobbered = { { MIPS_SET_CALL_CLOBBERED, 0 } },
	.syscall_results = { { MIPS_SET_SYSCALL_RESULTS, 0 } },
	.recordable = { { MIPS_SET_GENERAL, 0 } },
	.link_reg = MIPS_REG_RA,
	.frame_reg = MIPS_REG_SP,
	.parse = mips_parse,
	.reloc_c_exprs = reloc_c_exprs,
	.nrelocs = sizeof reloc_c_exprs / sizeof reloc_c_exprs[0],
	.local_label_prefix = "$L",
	.entry_symbol = "__start",
	.emit_events = mips_emit_events,
	.jump_format = "\tj\t%s\n\tnop\n",
	.line_comment = "#",
	.operand_ends = " \t#\n",
	.emit_syscall_hook = mips_emit_syscall_hook,
	.traces_signals = true,
	.nonalloc_section = ".section %s,\"\",@progbits",
	.word_directive = ".word",
	.nop_line = "\tnop",
	.reserved_regs = "$23 (the event buffer; gcc -ffixed-23), $28 (the value buffer; $gp, "
			 "unused by -mno-abicalls -G0 code) and $1 ($at, unused by gcc)",
	/* $8-$24 and $30; never $1-$7, $26, $27, $29 or $31, which system calls, the kernel,
	 * calls and returns use implicitly, nor $25, which the kernel sets to the handler's
	 * address when it delivers a signal (a stolen buffer pointer would be lost at every
	 * handler's entry), nor $28, the value buffer's pointer */
	.stealable = { { 0x01ffff00ull | (1ull << 30), 0 } },
	.nsteal = 2,
	.reserved_set = { { 1ull << 23, 0 } },
	.instr_temps = { { 1ull << 1 | 1ull << 28, 0 } },
	.named_regs = mips_named_regs,
	.rewrite = mips_rewrite,
};

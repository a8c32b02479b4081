/* target.c — the RV32IM target object: the facts of the ilp32 ABI the instrumenter and the
 * regenerator need, the parser, and the relocation operators. */
#include "riscv32/emit.h"
#include "riscv32/riscv32.h"
#include "target.h"
#include "targets.h"


/* V and the result are uint32_t; indexed by enum rv_reloc. */
static const char *const reloc_c_exprs[] = {
	[RV_RELOC_NONE] = "(V)",
	[RV_RELOC_HI] = "((((V) + 0x800u) >> 12) << 12)",
	[RV_RELOC_LO] = "((((V) & 0xfffu) ^ 0x800u) - 0x800u)",
};

const struct target riscv32_target = {
	.name = "riscv32",
	.big_endian = false,
	.nregs = RV_NREGS,
	.reg_names = rv_abi_names,
	.zero_reg = RV_REG_ZERO,
	.sp_reg = RV_REG_SP,
	.callee_saved = { { RV_SET_CALLEE_SAVED, 0 } },
	.call_clobbered = { { RV_SET_CALL_CLOBBERED, 0 } },
	.syscall_results = { { RV_SET_SYSCALL_RESULTS, 0 } },
	.recordable = { { RV_SET_GENERAL, 0 } },
	.link_reg = RV_REG_RA,
	.frame_reg = RV_REG_SP,
	.parse = rv_parse,
	.normalize = rv_normalize,
	.reloc_c_exprs = reloc_c_exprs,
	.nrelocs = sizeof reloc_c_exprs / sizeof reloc_c_exprs[0],
	.local_label_prefix = ".L",
	.entry_symbol = "_start",
	.emit_events = rv_emit_events,
	.jump_format = "\tj\t%s\n",
	.line_comment = "#",
	.operand_ends = " \t#\n",
	.emit_syscall_hook = rv_emit_syscall_hook,
	.traces_signals = true,
	.nonalloc_section = ".section %s,\"\",@progbits",
	.word_directive = ".word",
	.nop_line = "\tnop",
	.reserved_regs = "t6 (the event buffer; gcc -ffixed-t6), gp (the value buffer) and tp "
			 "(the temporary; code built without relaxation or threads uses neither)",
	.reserved_set = { { 1ull << RV_REG_T6, 0 } },
	/* t0, t2, s0-s11, t3-t6: never a0-a7 (system calls and calls read them implicitly),
	 * ra, sp, gp, tp, nor t1, which tail's auipc writes */
	.stealable = { { RV_BIT(5) | RV_BIT(7) | 0x0ffc0300ull | 0xf0000000ull, 0 } },
	.nsteal = 2,
	.instr_temps = { { 1ull << RV_REG_GP | 1ull << RV_REG_TP, 0 } },
	.named_regs = rv_named_regs,
	.rewrite = rv_rewrite,
};

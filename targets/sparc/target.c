/* target.c — the SPARC V8 target object: the facts of the 32-bit SPARC ABI the instrumenter
 * and the regenerator need (registers and their roles, the register windows), the parser, and
 * the relocation operators. */
#include "sparc/emit.h"
#include "sparc/sparc.h"
#include "target.h"
#include "targets.h"

static const char *const reg_names[SPARC_NREGS] = {
	"%g0", "%g1", "%g2", "%g3", "%g4", "%g5", "%g6", "%g7",
	"%o0", "%o1", "%o2", "%o3", "%o4", "%o5", "%o6", "%o7",
	"%l0", "%l1", "%l2", "%l3", "%l4", "%l5", "%l6", "%l7",
	"%i0", "%i1", "%i2", "%i3", "%i4", "%i5", "%i6", "%i7",
	"%y", "%icc",
};

/* save: the caller's %o registers become the callee's %i registers, and the callee's %l and
 * %o registers are a fresh window's; restore moves them back, and the %l and %i registers it
 * returns to are the caller's, which the callee cannot know. */
static const struct target_window windows[SPARC_NWINDOWS] = {
	[SPARC_WINDOW_SAVE] = {
		.name = "save",
		.nmoves = 8,
		.to = { 24, 25, 26, 27, 28, 29, 30, 31 },
		.from = { 8, 9, 10, 11, 12, 13, 14, 15 },
		.unknown = { { SPARC_SET_LOCALS | SPARC_SET_OUTS, 0 } },
	},
	[SPARC_WINDOW_RESTORE] = {
		.name = "restore",
		.nmoves = 8,
		.to = { 8, 9, 10, 11, 12, 13, 14, 15 },
		.from = { 24, 25, 26, 27, 28, 29, 30, 31 },
		.unknown = { { SPARC_SET_LOCALS | SPARC_SET_INS, 0 } },
	},
};

/* V and the result are uint32_t; indexed by enum sparc_reloc. */
static const char *const reloc_c_exprs[] = {
	[SPARC_RELOC_NONE] = "(V)",
	[SPARC_RELOC_HI] = "((V) & 0xfffffc00u)",
	[SPARC_RELOC_LO] = "((V) & 0x3ffu)",
};

const struct target sparc_target = {
	.name = "sparc",
	.big_endian = true,
	.nregs = SPARC_NREGS,
	.reg_names = reg_names,
	.zero_reg = SPARC_REG_G0,
	.sp_reg = SPARC_REG_SP,
	.callee_saved = { { SPARC_SET_CALLEE_SAVED, 0 } },
	.call_clobbered = { { SPARC_SET_CALL_CLOBBERED, 0 } },
	.syscall_results = { { SPARC_SET_SYSCALL_RESULTS, 0 } },
	.recordable = { { SPARC_SET_GENERAL, 0 } },
	.link_reg = SPARC_REG_O7,
	.frame_reg = SPARC_REG_FP,
	.windows = windows,
	.nwindows = SPARC_NWINDOWS,
	.parse = sparc_parse,
	.reloc_c_exprs = reloc_c_exprs,
	.nrelocs = sizeof reloc_c_exprs / sizeof reloc_c_exprs[0],
	.local_label_prefix = ".L",
	.entry_symbol = "_start",
	.emit_events = sparc_emit_events,
	.jump_format = "\tba\t%s\n\t nop\n",
	.line_comment = "!",
	.operand_ends = " \t!\n,",
	.emit_syscall_hook = sparc_emit_syscall_hook,
	.traces_signals = true,
	.nonalloc_section = ".section %s,\"\",@progbits",
	.word_directive = ".word",
	.nop_line = "\tnop",
	.reserved_regs = "%g6 and %g7 (the event buffers) and %g5 (reserved by the ABI)",
	.nsteal = 3,
	.reserved_set = { { 0xe0ull, 0 } },
	.reserved_stolen = (const uint8_t[]){ 6, 5, 7 },
	.cbranch_hidden_reads = true,
	.named_regs = sparc_named_regs,
	.rewrite = sparc_rewrite,
};

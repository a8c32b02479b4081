/* sparc.h — the SPARC V8 target's private header: instruction word layout, the opcode table
 * (sparc-opc.c) with its operand formats and flags, relocation codes, registers and the parser. */
#ifndef AEX_SPARC_H
#define AEX_SPARC_H

#include <stddef.h>
#include <stdint.h>

#include "ir.h"
#include "opcode.h"

/*
 * Instruction word formats (32 bits, bit 31 on the left):
 *
 *    31 30 29 28   25 24  22 21                                     0
 *   +-----+--+-------+------+----------------------------------------+
 *   | op=0|  rd      | op2  |                imm22                   |  sethi, unimp
 *   +-----+--+-------+------+----------------------------------------+
 *   | op=0|a | cond  | op2  |                disp22                  |  Bicc, FBfcc, CBccc
 *   +-----+--+-------+------+----------------------------------------+
 *   | op=1|                      disp30                              |  call
 *   +-----+----------+-----------+---------+--+-----------+----------+
 *   | op  |    rd    |    op3    |   rs1   |i=0|   asi    |   rs2    |  op=2 arithmetic,
 *   +-----+----------+-----------+---------+--+-----------+----------+  op=3 memory
 *   | op  |    rd    |    op3    |   rs1   |i=1|       simm13        |
 *   +-----+----------+-----------+---------+--+----------------------+
 *    31 30 29      25 24       19 18     14 13 12        5 4        0
 *
 * Ticc is op=2 with the condition in bits 28..25 and the trap number in simm13 (or rs2).
 */
#define SPARC_SIZE_OP 2
#define SPARC_SIZE_RD 5
#define SPARC_SIZE_A 1
#define SPARC_SIZE_COND 4
#define SPARC_SIZE_OP2 3
#define SPARC_SIZE_OP3 6
#define SPARC_SIZE_RS1 5
#define SPARC_SIZE_I 1
#define SPARC_SIZE_RS2 5
#define SPARC_SIZE_SIMM13 13
#define SPARC_SIZE_IMM22 22
#define SPARC_SIZE_DISP30 30

#define SPARC_POS_RS2 0
#define SPARC_POS_SIMM13 0
#define SPARC_POS_IMM22 0
#define SPARC_POS_DISP30 0
#define SPARC_POS_I (SPARC_POS_SIMM13 + SPARC_SIZE_SIMM13)
#define SPARC_POS_RS1 (SPARC_POS_I + SPARC_SIZE_I)
#define SPARC_POS_OP3 (SPARC_POS_RS1 + SPARC_SIZE_RS1)
#define SPARC_POS_OP2 SPARC_SIZE_IMM22
#define SPARC_POS_RD (SPARC_POS_OP3 + SPARC_SIZE_OP3)
#define SPARC_POS_COND SPARC_POS_RD
#define SPARC_POS_A (SPARC_POS_COND + SPARC_SIZE_COND)
#define SPARC_POS_OP (SPARC_POS_RD + SPARC_SIZE_RD)

/* n one-bits starting at bit p, and field access by position and size */
#define SPARC_MASK1(n, p) ((~((~(uint32_t)0) << (n))) << (p))
#define SPARC_GET(w, pos, size) (((uint32_t)(w) >> (pos)) & SPARC_MASK1(size, 0))
#define SPARC_PUT(w, v, pos, size) \
	(((uint32_t)(w) & ~SPARC_MASK1(size, pos)) | \
	 (((uint32_t)(v) << (pos)) & SPARC_MASK1(size, pos)))

#define SPARC_OP(w) SPARC_GET(w, SPARC_POS_OP, SPARC_SIZE_OP)
#define SPARC_RD(w) SPARC_GET(w, SPARC_POS_RD, SPARC_SIZE_RD)
#define SPARC_COND(w) SPARC_GET(w, SPARC_POS_COND, SPARC_SIZE_COND)
#define SPARC_RS1(w) SPARC_GET(w, SPARC_POS_RS1, SPARC_SIZE_RS1)
#define SPARC_I(w) SPARC_GET(w, SPARC_POS_I, SPARC_SIZE_I)
#define SPARC_RS2(w) SPARC_GET(w, SPARC_POS_RS2, SPARC_SIZE_RS2)
/* simm13, sign-extended */
#define SPARC_SIMM13(w) \
	((int32_t)((SPARC_GET(w, SPARC_POS_SIMM13, SPARC_SIZE_SIMM13) ^ 0x1000u) - 0x1000u))

/* Registers in IR numbering: %g0-%g7 0-7, %o0-%o7 8-15, %l0-%l7 16-23, %i0-%i7 24-31 (the
 * hardware's r0-r31 of the current window), then the multiply/divide register Y and the
 * integer condition codes icc. */
enum {
	SPARC_REG_G0 = 0,
	SPARC_REG_G1 = 1,
	SPARC_REG_O0 = 8,
	SPARC_REG_SP = 14,    /* %o6 */
	SPARC_REG_O7 = 15,    /* the call's return address */
	SPARC_REG_L0 = 16,
	SPARC_REG_I0 = 24,
	SPARC_REG_FP = 30,    /* %i6 */
	SPARC_REG_I7 = 31,
	SPARC_REG_Y = 32,
	SPARC_REG_ICC = 33,   /* the integer condition codes, as IR flags (ir.h, IR_OP_ADDCC) */
	SPARC_NREGS = 34,
};

/* %g5-%g7 belong to the tracing runtime (gcc never uses them): a function that names one is
 * instrumented by stealing them (targets/sparc/steal.c). */

/* Register sets as the w[0] word of an ir_regset (every register is below 64). */
#define SPARC_BIT(r) (1ull << (r))
#define SPARC_SET_OUTS 0x0000ff00ull    /* %o0-%o7 */
#define SPARC_SET_LOCALS 0x00ff0000ull  /* %l0-%l7 */
#define SPARC_SET_INS 0xff000000ull     /* %i0-%i7 */
/* the general registers but %g0: what instrumentation can record (%g5-%g7 from their shadow
 * words, in a function that steals them) */
#define SPARC_SET_GENERAL 0xfffffffeull
/* preserved across a call as the caller sees it: the callee's save/restore keep the window,
 * %sp included */
#define SPARC_SET_CALLEE_SAVED (SPARC_SET_LOCALS | SPARC_SET_INS | SPARC_BIT(SPARC_REG_SP))
/* changed by a call: %g1-%g4, %o0-%o5, %o7 (the return address), Y, icc */
#define SPARC_SET_CALL_CLOBBERED (0x1eull | 0x3f00ull | SPARC_BIT(SPARC_REG_O7) | \
				  SPARC_BIT(SPARC_REG_Y) | SPARC_BIT(SPARC_REG_ICC))
/* read by a call: the argument registers %o0-%o5 and %sp (further arguments and the
 * struct-return pointer are on the stack) */
#define SPARC_SET_CALL_ARGS (0x3f00ull | SPARC_BIT(SPARC_REG_SP))
/* read by a return: the results (%o0, %o1 of a leaf or %i0, %i1 before the restore), both
 * return addresses and the callee-saved set */
#define SPARC_SET_RETURN (SPARC_BIT(8) | SPARC_BIT(9) | SPARC_BIT(SPARC_REG_O7) | \
			  SPARC_SET_CALLEE_SAVED)
/* read by a tail call (call with a restore or a write of %o7 in its slot, jmp through a
 * register): what a call reads, the return address the callee will use, the callee-saved set */
#define SPARC_SET_TAIL_CALL (SPARC_SET_CALL_ARGS | SPARC_BIT(SPARC_REG_O7) | SPARC_SET_CALLEE_SAVED)
/* read by ta 0x10: the number in %g1, arguments in %o0-%o5, %sp */
#define SPARC_SET_SYSCALL_ARGS (SPARC_BIT(SPARC_REG_G1) | SPARC_SET_CALL_ARGS)
/* written by ta 0x10: results in %o0, %o1, and the error flag in the carry of icc */
#define SPARC_SET_SYSCALL_RESULTS (SPARC_BIT(8) | SPARC_BIT(9) | SPARC_BIT(SPARC_REG_ICC))
/* written by save and restore (besides rd): the whole window */
#define SPARC_SET_WINDOW (SPARC_SET_OUTS | SPARC_SET_LOCALS | SPARC_SET_INS)

/* The register-window operations (struct target.windows; ir_insn.window is 1 + the index). */
enum sparc_window {
	SPARC_WINDOW_SAVE = 0,
	SPARC_WINDOW_RESTORE = 1,
	SPARC_NWINDOWS = 2,
};

/* The software traps the parser knows (ta N). */
#define SPARC_TRAP_FLUSH_WINDOWS 3
#define SPARC_TRAP_SYSCALL 0x10

/* Relocation operators of immediates (struct ir_imm.reloc), with what the instruction
 * receives for a symbol value V (target.c gives each as a C expression, V and result uint32):
 *   SPARC_RELOC_NONE  V itself
 *   SPARC_RELOC_HI    %hi(V) in sethi: the register gets V & 0xfffffc00
 *   SPARC_RELOC_LO    %lo(V) in a simm13 field: V & 0x3ff, never negative, so HI | LO == V */
enum sparc_reloc {
	SPARC_RELOC_NONE = 0,
	SPARC_RELOC_HI,
	SPARC_RELOC_LO,
};

/* Flags of a table row: what the instruction reads and writes, and how it transfers control. */
enum sparc_flag {
	SPARC_WR_D = 1u << 0,       /* writes rd */
	SPARC_WR_D2 = 1u << 1,      /* writes rd + 1 (ldd) */
	SPARC_RD_D = 1u << 2,       /* reads rd (stores, swap) */
	SPARC_RD_D2 = 1u << 3,      /* reads rd + 1 (std) */
	SPARC_RD_1 = 1u << 4,       /* reads rs1 */
	SPARC_RD_2 = 1u << 5,       /* reads rs2 when the second operand is a register (i = 0) */
	SPARC_RD_Y = 1u << 6,
	SPARC_WR_Y = 1u << 7,
	SPARC_LOAD = 1u << 8,       /* loads from [rs1 + rs2 | simm13] */
	SPARC_STORE = 1u << 9,      /* stores there (both: an atomic read and write) */
	SPARC_BYTE = 1u << 10,      /* access size 1 */
	SPARC_HALF = 1u << 11,      /* 2 */
	SPARC_WORD = 1u << 12,      /* 4 */
	SPARC_DWORD = 1u << 13,     /* 8: rd and rd + 1, rd even */
	SPARC_SIGNED = 1u << 14,    /* the loaded value is sign-extended */
	SPARC_CBRANCH = 1u << 15,   /* conditional branch, with a delay slot */
	SPARC_BA = 1u << 16,        /* branch always, with a delay slot */
	SPARC_BN = 1u << 17,        /* branch never: a no-op whose slot runs normally */
	SPARC_ANNUL = 1u << 18,     /* ,a: the slot runs only if the branch is taken (never for ba) */
	SPARC_CALL = 1u << 19,      /* call to a label, writes %o7, with a delay slot */
	SPARC_JMPL = 1u << 20,      /* jmpl: return, indirect call or jump, with a delay slot */
	SPARC_TRAP = 1u << 21,      /* ta: system call, window flush or a trap */
	SPARC_UNIMP = 1u << 22,     /* unimp: traps (or a struct size word after a call) */
	SPARC_SAVE = 1u << 23,      /* register window save */
	SPARC_RESTORE = 1u << 24,   /* register window restore */
	SPARC_FP = 1u << 25,        /* floating point: %f registers are not IR registers */
	/* refused rows */
	SPARC_COP = 1u << 26,       /* coprocessor */
	SPARC_PRIV = 1u << 27,      /* privileged or alternate space */
	SPARC_V9 = 1u << 28,        /* SPARC V9 only */
	SPARC_CTRAP = 1u << 29,     /* conditional trap */
	SPARC_MACRO = 1u << 30,     /* a synthetic instruction that may take two words (set) */
};
#define SPARC_REFUSED (SPARC_COP | SPARC_PRIV | SPARC_V9 | SPARC_CTRAP | SPARC_MACRO)

/*
 * Operand formats (the args column): letters are operands, ',' '[' ']' '+' stand for themselves
 * and blanks may surround any of them.
 *   d  rd               1  rs1              2  rs2
 *   r  one register put in both rs1 and rd (inc, bset, not ...)
 *   R  one register put in both rs2 and rd (neg)
 *   D  rd of a register pair (ldd, std): even
 *   x  rs2 or simm13 (i = 1): -4096..4095 or %lo(expr)
 *   i  simm13 only
 *   s  rs2 or a shift count 0..31
 *   A  address in brackets: [rs1], [rs1+rs2], [rs1+simm13], [rs1-n], [simm13], [simm13+rs1]
 *      (simm13 may be %lo(expr))
 *   J  an address without brackets (jmpl, jmp, call, flush)
 *   T  trap number 0..127, also written %g0+N
 *   h  sethi's operand: %hi(expr), or 0..0x3fffff (the register gets it << 10)
 *   n  unimp's 22-bit constant
 *   l  branch target (disp22): a label
 *   L  call target (disp30): a symbol
 *   c  the call's argument count that gas accepts and ignores
 *   y  the Y register (%y)
 *   f g e  floating-point registers %f0..%f31 in rs1, rs2, rd;  E  rd, an even one (a pair)
 *   F  %fsr
 * Only in refused rows: a (an alternate space number after an address), S (set's 32-bit
 * value), Z (V9's %icc).
 */
extern const struct opcode_row sparc_opcodes[];
extern const int sparc_nopcodes;

/* The mnemonic lookup: a gperf perfect hash generated at build time from sparc_opcodes
 * (gen/lookup.c writes its input). first..first+count-1 are the rows of name. */
const struct opcode_name *sparc_lookup(const char *str, size_t len);

/* Parses SPARC V8 assembly as gcc -S emits it (see target.h for the contract). Besides ir.h's
 * facts:
 * - every instruction must lie inside a function (.type NAME, #function or @function, the
 *   label, up to .size NAME or the next function) and be one machine word: gcc's synthetic
 *   instructions are accepted, `set` is refused; an instruction naming %g5, %g6 or %g7 (kept
 *   for tracing), coprocessor, privileged and V9 instructions are refused;
 * - floating-point registers are not IR registers (loads and stores of them are memory
 *   accesses that define or read no IR register; fbfcc is a conditional branch without a
 *   condition the IR describes);
 * - ir_insn.target_flags is the index of the sparc_opcodes row the instruction matched;
 * - %g0 never appears in reads or writes (it may appear as an operand, src1 of neg); a write
 *   to %g0 defines nothing (op IR_OP_NONE);
 * - save and restore are IR_OP_ADD with window 1 + SPARC_WINDOW_SAVE / _RESTORE and write the
 *   whole window (%o, %l, %i) besides rd;
 * - calls (call, jmpl to %o7) read %o0-%o5 and %sp and write every call-clobbered register.
 *   A call whose delay slot is a restore or writes %o7 is a tail call: a jump (IR_CTL_JUMP to
 *   the symbol, or IR_CTL_IJUMP) reading SPARC_SET_TAIL_CALL and writing %o7. jmpl to %i7+8,
 *   %o7+8 (ret, retl) or +12 (returning past a caller's struct size word) is a return
 *   reading SPARC_SET_RETURN; jmp through another register is an indirect jump reading
 *   SPARC_SET_TAIL_CALL; other jmpl addresses are refused. ta 0x10 is the system call (reads
 *   %g1, %o0-%o5, %sp, writes %o0, %o1), ta 3 (flush windows) does nothing the IR sees, any
 *   other ta and unimp trap. What a control transfer writes it leaves undefined: its op is
 *   IR_OP_NONE and writes says which registers;
 * - gas assembles a tail call to a function of the same section as ba, and the
 *   `or %rN, %g0, %o7` in its slot as nop when `or %o7, %g0, %rN` comes before the call: the
 *   same control flow and values, so the IR describes the source;
 * - `unimp N` right after a call's delay slot is the struct size word of a call to a function
 *   returning a structure: never executed (the callee returns past it), it is ctl IR_CTL_NONE
 *   with no effects;
 * - branches have a delay slot (IR_DELAY_ALWAYS, IR_DELAY_ANNUL_UNTAKEN with ,a), except
 *   ba,a, a jump whose slot never runs (IR_DELAY_NONE: the next line is an ordinary
 *   instruction); bn is a no-op (IR_CTL_NONE) and bn,a is refused;
 * - numeric local labels (1:, 1f, 1b) are renamed .L__aex_L<n> in the line texts and the IR,
 *   names gas keeps out of the symbol table;
 * - a label may share its line with an instruction: that line is IR_LINE_INSN with label set.
 * On error, f is left empty. */
int sparc_parse(const char *path, const char *text, struct ir_file *f);
/* The number of a register name after its '%' (s[0..n): "o0", "sp", "r17", "y"), or -1. */
int sparc_reg_number(const char *s, size_t n);

#endif

/* mips.h — the MIPS I target's private header: instruction word layout, the opcode table
 * (mips-opc.c) with its operand formats and flags, relocation codes, registers and the parser. */
#ifndef AEX_MIPS_H
#define AEX_MIPS_H

#include <stddef.h>
#include <stdint.h>

#include "ir.h"
#include "opcode.h"

/*
 * Instruction word formats (32 bits, bit 31 on the left):
 *
 *    31       26 25     21 20     16 15     11 10      6 5        0
 *   +-----------+---------+---------+---------+---------+----------+
 *   |  opcode   |   rs    |   rt    |   rd    |   sa    |  funct   |  R-type
 *   +-----------+---------+---------+---------+---------+----------+
 *   |  opcode   |   rs    |   rt    |          immediate           |  I-type
 *   +-----------+---------+---------+------------------------------+
 *   |  opcode   |                    target                        |  J-type
 *   +-----------+--------------------------------------------------+
 *
 * break puts two 10-bit codes in bits 25..16 and 15..6, syscall one 20-bit code in 25..6.
 */
#define MIPS_SIZE_OP 6
#define MIPS_SIZE_RS 5
#define MIPS_SIZE_RT 5
#define MIPS_SIZE_RD 5
#define MIPS_SIZE_SA 5
#define MIPS_SIZE_FUNCT 6
#define MIPS_SIZE_IMM 16
#define MIPS_SIZE_TARGET 26
#define MIPS_SIZE_CODE10 10
#define MIPS_SIZE_CODE20 20

#define MIPS_POS_FUNCT 0
#define MIPS_POS_SA (MIPS_POS_FUNCT + MIPS_SIZE_FUNCT)
#define MIPS_POS_RD (MIPS_POS_SA + MIPS_SIZE_SA)
#define MIPS_POS_RT (MIPS_POS_RD + MIPS_SIZE_RD)
#define MIPS_POS_RS (MIPS_POS_RT + MIPS_SIZE_RT)
#define MIPS_POS_OP (MIPS_POS_RS + MIPS_SIZE_RS)
#define MIPS_POS_IMM 0
#define MIPS_POS_TARGET 0
#define MIPS_POS_CODE_LO MIPS_POS_SA
#define MIPS_POS_CODE_HI MIPS_POS_RT
#define MIPS_POS_CODE20 MIPS_POS_SA

/* n one-bits starting at bit p, and field access by position and size */
#define MIPS_MASK1(n, p) ((~((~(uint32_t)0) << (n))) << (p))
#define MIPS_GET(w, pos, size) (((uint32_t)(w) >> (pos)) & MIPS_MASK1(size, 0))
#define MIPS_PUT(w, v, pos, size) \
	(((uint32_t)(w) & ~MIPS_MASK1(size, pos)) | (((uint32_t)(v) << (pos)) & MIPS_MASK1(size, pos)))

#define MIPS_OP(w) MIPS_GET(w, MIPS_POS_OP, MIPS_SIZE_OP)
#define MIPS_RS(w) MIPS_GET(w, MIPS_POS_RS, MIPS_SIZE_RS)
#define MIPS_RT(w) MIPS_GET(w, MIPS_POS_RT, MIPS_SIZE_RT)
#define MIPS_RD(w) MIPS_GET(w, MIPS_POS_RD, MIPS_SIZE_RD)
#define MIPS_SA(w) MIPS_GET(w, MIPS_POS_SA, MIPS_SIZE_SA)
#define MIPS_FUNCT(w) MIPS_GET(w, MIPS_POS_FUNCT, MIPS_SIZE_FUNCT)
#define MIPS_IMM(w) MIPS_GET(w, MIPS_POS_IMM, MIPS_SIZE_IMM)

/* Registers in IR numbering: $0..$31 are 0..31, then the multiply/divide unit's HI and LO. */
enum {
	MIPS_REG_ZERO = 0,
	MIPS_REG_SP = 29,
	MIPS_REG_RA = 31,
	MIPS_REG_HI = 32,
	MIPS_REG_LO = 33,
	MIPS_NREGS = 34,
};

/* o32 register sets as the w[0] word of an ir_regset (every register is below 64). */
#define MIPS_BIT(r) (1ull << (r))
/* the general registers but $0: what instrumentation can record */
#define MIPS_SET_GENERAL 0xfffffffeull
/* changed by a call: $1-$15, $24, $25, $31, HI, LO */
#define MIPS_SET_CALL_CLOBBERED (0x0000fffeull | MIPS_BIT(24) | MIPS_BIT(25) | \
				 MIPS_BIT(MIPS_REG_RA) | MIPS_BIT(MIPS_REG_HI) | MIPS_BIT(MIPS_REG_LO))
/* preserved by a call: $16-$23, $28 ($gp), $29 ($sp), $30 */
#define MIPS_SET_CALLEE_SAVED (0x00ff0000ull | MIPS_BIT(28) | MIPS_BIT(MIPS_REG_SP) | MIPS_BIT(30))
/* read by a call: the argument registers $4-$7 and $sp (further arguments are on the stack) */
#define MIPS_SET_CALL_ARGS (0x000000f0ull | MIPS_BIT(MIPS_REG_SP))
/* read by a return (jr $31): the results $2, $3, the return address, the callee-saved set */
#define MIPS_SET_RETURN (MIPS_BIT(2) | MIPS_BIT(3) | MIPS_BIT(MIPS_REG_RA) | MIPS_SET_CALLEE_SAVED)
/* read by a tail call (j to another function, jr of another register): what a call reads,
 * the return address the callee will use and the callee-saved set */
#define MIPS_SET_TAIL_CALL (MIPS_SET_CALL_ARGS | MIPS_BIT(MIPS_REG_RA) | MIPS_SET_CALLEE_SAVED)
/* read by syscall: the number in $2, arguments in $4-$7 and on the stack */
#define MIPS_SET_SYSCALL_ARGS (MIPS_BIT(2) | MIPS_SET_CALL_ARGS)
/* written by syscall: results in $2, $3 and the error flag in $7 */
#define MIPS_SET_SYSCALL_RESULTS (MIPS_BIT(2) | MIPS_BIT(3) | MIPS_BIT(7))

/* Relocation operators of immediates (struct ir_imm.reloc), with what the instruction
 * receives for a symbol value V (target.c gives each as a C expression, V and result uint32):
 *   MIPS_RELOC_NONE  V itself
 *   MIPS_RELOC_HI    %hi(V) in lui: the register gets ((V + 0x8000) >> 16) << 16
 *   MIPS_RELOC_LO    %lo(V) in addiu, slti, sltiu, loads and stores: the low half
 *                    sign-extended, (int32)(int16)(V & 0xffff), so HI + LO == V
 *   MIPS_RELOC_LOU   %lo(V) in andi, ori, xori: the low half zero-extended, V & 0xffff */
enum mips_reloc {
	MIPS_RELOC_NONE = 0,
	MIPS_RELOC_HI,
	MIPS_RELOC_LO,
	MIPS_RELOC_LOU,
};

/* Flags of a table row: what the instruction reads and writes, and how it transfers control. */
enum mips_flag {
	MIPS_WR_D = 1u << 0,       /* writes rd */
	MIPS_WR_T = 1u << 1,       /* writes rt */
	MIPS_WR_31 = 1u << 2,      /* writes $31 (the link register) */
	MIPS_RD_S = 1u << 3,       /* reads rs */
	MIPS_RD_T = 1u << 4,       /* reads rt */
	MIPS_RD_HI = 1u << 5,
	MIPS_RD_LO = 1u << 6,
	MIPS_WR_HI = 1u << 7,
	MIPS_WR_LO = 1u << 8,
	MIPS_LOAD = 1u << 9,       /* loads from rs + offset */
	MIPS_STORE = 1u << 10,     /* stores rt at rs + offset */
	MIPS_BYTE = 1u << 11,      /* access size 1 */
	MIPS_HALF = 1u << 12,      /* access size 2 */
	MIPS_WORD = 1u << 13,      /* access size 4 */
	MIPS_SIGNED = 1u << 14,    /* the loaded value is sign-extended */
	MIPS_LEFT = 1u << 15,      /* lwl, swl: the bytes from the address to the word's end */
	MIPS_RIGHT = 1u << 16,     /* lwr, swr: the bytes from the word's start to the address */
	MIPS_CBRANCH = 1u << 17,   /* conditional branch, with a delay slot */
	MIPS_JUMP = 1u << 18,      /* unconditional branch or jump, with a delay slot */
	MIPS_CALL = 1u << 19,      /* jump and link, with a delay slot */
	MIPS_SYSCALL = 1u << 20,   /* system call */
	MIPS_TRAP = 1u << 21,      /* break: traps unconditionally */
	MIPS_FP = 1u << 22,        /* floating point (coprocessor 1) */
	MIPS_COP = 1u << 23,       /* coprocessor 0, 2 or 3: refused */
	MIPS_LATE = 1u << 24,      /* the written register is readable one instruction later
				    * (a move from coprocessor 1, as a load) */
	MIPS_MACRO = 1u << 25,     /* the assembler's macro of MIPS_MACRO_WORDS words */
};

/* The words of the one macro accepted (trunc.w.d and trunc.w.s on MIPS I). */
#define MIPS_MACRO_WORDS 10

/*
 * Operand formats (the args column): letters are operands, ',' '(' ')' stand for themselves
 * and blanks may surround any of them.
 *   d  rd               s  rs               t  rt               b  base register (rs) of o(b)
 *   z  $0 in rd (div and divu name it; the three-register forms are macros)
 *   <  shift amount, 0..31 (sa)
 *   j  signed 16-bit immediate, or %lo(expr)
 *   i  unsigned 16-bit immediate, or %lo(expr) (zero-extended)
 *   u  upper half for lui: 0..0xffff, or %hi(expr)
 *   o  signed 16-bit offset of o(b), or %lo(expr); may be empty
 *   p  PC-relative branch target: a label
 *   a  jump target (26-bit region address): a symbol
 *   c  break's first code (bits 25..16)   q  its second code (15..6)   B  syscall's code (25..6)
 *   J  li: a number that fits 16 signed bits (assembled as addiu rt,$0)
 *   K  li: a number that fits 16 unsigned bits (ori rt,$0)
 *   I  li: a 32-bit number whose low half is zero (lui rt)
 *   S  fs (15..11)      T  ft (20..16)      D  fd (10..6): floating-point registers $f0..$f31
 *   G  coprocessor register in rd (15..11): $0..$31 (cfc1, ctc1: $31 is the FCSR)
 * Only in refused rows (coprocessors 0, 2, 3):
 *   E  coprocessor register in rt (20..16)  C  coprocessor operation (24..0)
 */
extern const struct opcode_row mips_opcodes[];
extern const int mips_nopcodes;

/* The mnemonic lookup: a gperf perfect hash generated at build time from mips_opcodes
 * (gen/lookup.c writes its input). first..first+count-1 are the rows of name. */
const struct opcode_name *mips_lookup(const char *str, size_t len);

/* Parses MIPS I assembly (see target.h for the contract). Besides ir.h's facts:
 * - every instruction must lie inside a function and in a `.set noreorder` and `.set nomacro`
 *   region, and be one machine word (gcc's one-word pseudo-instructions are accepted), but
 *   for trunc.w.d and trunc.w.s, the macro gcc emits for MIPS I (ten words, in a `.set macro`
 *   region or not, never in a delay slot);
 * - floating-point registers are not IR registers: an instruction's $f operands are not in
 *   its reads or writes; mfc1 and cfc1 define their general register opaquely;
 * - ir_insn.target_flags is the index of the mips_opcodes row the instruction matched;
 * - $0 never appears in reads or writes (it still appears as an operand, src1 of negu);
 *   a write to $0 defines nothing (op IR_OP_NONE);
 * - calls (jal, jalr, bal) read $4-$7 and $sp and write every call-clobbered register;
 *   a return (jr $31) reads MIPS_SET_RETURN; jr of another register and j to a symbol outside
 *   the function are taken for tail calls and read MIPS_SET_TAIL_CALL; syscall reads $2,
 *   $4-$7, $sp and writes $2, $3, $7. What a control transfer writes it leaves undefined:
 *   its op is IR_OP_NONE and writes says which registers;
 * - numeric local labels (1:, 1f, 1b) are renamed $__aex_L<n> in the line texts and the IR,
 *   names gas keeps out of the symbol table;
 * - a label may share its line with an instruction: that line is IR_LINE_INSN with label set.
 * On error, f is left empty. */
int mips_parse(const char *path, const char *text, struct ir_file *f);
/* The number of the register named s[0..n) ("$4", "$sp", "$s8"), or -1. */
int mips_reg_number(const char *s, size_t n);

#endif

/* riscv32.h — the RV32IM target's private header: instruction fields, the opcode table
 * (riscv32-opc.c) with its operand formats and flags, relocation codes, registers, the parser. */
#ifndef AEX_RISCV32_H
#define AEX_RISCV32_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "ir.h"
#include "opcode.h"

/* Register fields of a 32-bit instruction word: rd 11..7, rs1 19..15, rs2 24..20. */
#define RV_RD(w) (((w) >> 7) & 31u)
#define RV_RS1(w) (((w) >> 15) & 31u)
#define RV_RS2(w) (((w) >> 20) & 31u)
#define RV_PUT(w, v, pos) (((w) & ~(31u << (pos))) | ((uint32_t)(v) << (pos)))

/* Registers in IR numbering: x0..x31 are 0..31; there are no pseudo-registers. */
enum {
	RV_REG_ZERO = 0,
	RV_REG_RA = 1,
	RV_REG_SP = 2,
	RV_REG_GP = 3,
	RV_REG_TP = 4,
	RV_REG_T1 = 6,
	RV_REG_A0 = 10,
	RV_REG_A7 = 17,
	RV_REG_T6 = 31,
	RV_NREGS = 32,
};

#define RV_BIT(r) (1ull << (r))
/* ilp32: the general registers but x0 (what instrumentation can record) */
#define RV_SET_GENERAL 0xfffffffeull
/* changed by a call: ra, t0-t2, a0-a7, t3-t6 */
#define RV_SET_CALL_CLOBBERED (RV_BIT(1) | 0x000000e0ull | 0x0003fc00ull | 0xf0000000ull)
/* preserved by a call: sp, s0-s1, s2-s11 (and gp, tp, which no code changes) */
#define RV_SET_CALLEE_SAVED (RV_BIT(2) | RV_BIT(3) | RV_BIT(4) | 0x00000300ull | 0x0ffc0000ull)
/* read by a call: a0-a7 and sp */
#define RV_SET_CALL_ARGS (0x0003fc00ull | RV_BIT(RV_REG_SP))
/* read by a return: a0, a1, ra and the callee-saved set */
#define RV_SET_RETURN (RV_BIT(10) | RV_BIT(11) | RV_BIT(RV_REG_RA) | RV_SET_CALLEE_SAVED)
/* read by a tail call: what a call reads, ra and the callee-saved set */
#define RV_SET_TAIL_CALL (RV_SET_CALL_ARGS | RV_BIT(RV_REG_RA) | RV_SET_CALLEE_SAVED)
/* ecall reads a7 and a0-a5 and writes a0 */
#define RV_SET_SYSCALL_ARGS (RV_BIT(RV_REG_A7) | 0x0000fc00ull | RV_BIT(RV_REG_SP))
#define RV_SET_SYSCALL_RESULTS RV_BIT(RV_REG_A0)

/* Relocation operators (struct ir_imm.reloc), what the instruction receives for V:
 *   RV_RELOC_HI  %hi(V) in lui: the register gets ((V + 0x800) >> 12) << 12
 *   RV_RELOC_LO  %lo(V) in addi, loads, stores (every I/S immediate is sign-extended): the
 *                low 12 bits sign-extended, so HI + LO == V */
enum rv_reloc {
	RV_RELOC_NONE = 0,
	RV_RELOC_HI,
	RV_RELOC_LO,
};

/* Flags of a table row. */
enum rv_flag {
	RV_WR_D = 1u << 0,      /* writes rd */
	RV_RD_S = 1u << 1,      /* reads rs1 */
	RV_RD_T = 1u << 2,      /* reads rs2 */
	RV_LOAD = 1u << 3,      /* loads rd from rs1 + offset */
	RV_STORE = 1u << 4,     /* stores rs2 at rs1 + offset */
	RV_BYTE = 1u << 5,
	RV_HALF = 1u << 6,
	RV_SIGNED = 1u << 7,    /* the loaded value is sign-extended */
	RV_CBRANCH = 1u << 8,   /* conditional branch */
	RV_JUMP = 1u << 9,      /* j, jr, ret, tail */
	RV_CALL = 1u << 10,     /* jal, jalr, call: link in ra */
	RV_SYSCALL = 1u << 11,  /* ecall */
	RV_TRAP = 1u << 12,     /* ebreak, unimp */
	RV_TWO = 1u << 13,      /* the assembler's two words (call, tail, la, lla) */
	RV_LI = 1u << 14,       /* li: one or two words, as the constant needs */
	RV_WR_T1 = 1u << 15,    /* tail: its auipc writes t1 */
};

/*
 * Operand formats: letters are operands, ',' '(' ')' stand for themselves.
 *   d  rd    s  rs1    t  rs2    b  base register (rs1) of o(b)
 *   j  signed 12-bit immediate, or %lo(expr)
 *   u  lui's upper part: 0..0xfffff (the register gets it << 12), or %hi(expr)
 *   o  signed 12-bit offset of o(b), or %lo(expr); may be empty
 *   <  shift amount, 0..31
 *   p  branch target: a label          a  jump or call target: a symbol
 *   L  li's constant, any 32-bit number (one or two words)
 *   A  la's and lla's symbol (+ addend)
 */
extern const struct opcode_row rv_opcodes[];
extern const int rv_nopcodes;

/* The mnemonic lookup, a gperf perfect hash generated at build time (gen/lookup.c). */
const struct opcode_name *rv_lookup(const char *str, size_t len);

/* Parses RV32IM assembly (target.h's contract). Besides ir.h's facts: call, tail, la and lla
 * are two words, li one or two as its constant needs (ir_insn.words); a conditional branch
 * farther than the 4 KiB one word reaches is refused (rv_normalize writes it out); gp, tp and (under the
 * reserved strategy) t6 belong to the tracing; x0 is never in reads or writes; a write to it
 * defines nothing; ir_insn.target_flags is the rv_opcodes row. */
int rv_parse(const char *path, const char *text, struct ir_file *f);
int rv_reg_number(const char *s, size_t n);
extern const char *const rv_abi_names[32];   /* "zero", "ra", ... */
const char *rv_abi_name(unsigned r);
/* struct target.normalize: far conditional branches written out as the two instructions the
 * assembler would make of them (riscv32-parse.c). */
char *rv_normalize(const char *path, const char *text, bool *err);

#endif

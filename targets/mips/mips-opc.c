/* mips-opc.c — the MIPS I instruction table: one row per instruction form, user-mode integer
 * instructions and gcc's one-word pseudo-instructions, floating point, then the refused
 * coprocessor ones. */
#include "mips/mips.h"

/* Short names for the flag column (enum mips_flag). */
#define WD MIPS_WR_D
#define WT MIPS_WR_T
#define W31 MIPS_WR_31
#define RS MIPS_RD_S
#define RT MIPS_RD_T
#define RHI MIPS_RD_HI
#define RLO MIPS_RD_LO
#define WHILO (MIPS_WR_HI | MIPS_WR_LO)
#define LB (MIPS_LOAD | MIPS_BYTE | WT | RS)
#define LH (MIPS_LOAD | MIPS_HALF | WT | RS)
#define LW (MIPS_LOAD | MIPS_WORD | WT | RS)
#define SB (MIPS_STORE | MIPS_BYTE | RT | RS)
#define SH (MIPS_STORE | MIPS_HALF | RT | RS)
#define SW (MIPS_STORE | MIPS_WORD | RT | RS)
#define SGN MIPS_SIGNED
#define CBR MIPS_CBRANCH
#define JMP MIPS_JUMP
#define CALL MIPS_CALL
#define FP MIPS_FP
#define FLW (MIPS_LOAD | MIPS_WORD | RS)
#define FSW (MIPS_STORE | MIPS_WORD | RS)
#define COP MIPS_COP

/* Rows of one mnemonic are adjacent (gen/lookup.c checks it) and tried in order: the first
 * whose operand format accepts the operands is the instruction. */
const struct opcode_row mips_opcodes[] = {
	/* name      args       match       mask        flags             op */
	{ "add",     "d,s,t",  0x00000020, 0xfc0007ff, WD | RS | RT,     IR_OP_ADD },
	{ "addi",    "t,s,j",  0x20000000, 0xfc000000, WT | RS,          IR_OP_ADD },
	{ "addiu",   "t,s,j",  0x24000000, 0xfc000000, WT | RS,          IR_OP_ADD },
	{ "addu",    "d,s,t",  0x00000021, 0xfc0007ff, WD | RS | RT,     IR_OP_ADD },
	{ "and",     "d,s,t",  0x00000024, 0xfc0007ff, WD | RS | RT,     IR_OP_AND },
	{ "andi",    "t,s,i",  0x30000000, 0xfc000000, WT | RS,          IR_OP_AND },
	{ "b",       "p",      0x10000000, 0xffff0000, JMP,              IR_OP_NONE },   /* beq $0,$0 */
	{ "bal",     "p",      0x04110000, 0xffff0000, CALL | W31,       IR_OP_NONE },   /* bgezal $0 */
	{ "beq",     "s,t,p",  0x10000000, 0xfc000000, CBR | RS | RT,    IR_OP_NONE },
	{ "beqz",    "s,p",    0x10000000, 0xfc1f0000, CBR | RS,         IR_OP_NONE },   /* beq s,$0 */
	{ "bgez",    "s,p",    0x04010000, 0xfc1f0000, CBR | RS,         IR_OP_NONE },
	{ "bgezal",  "s,p",    0x04110000, 0xfc1f0000, CBR | CALL | RS | W31, IR_OP_NONE },
	{ "bgtz",    "s,p",    0x1c000000, 0xfc1f0000, CBR | RS,         IR_OP_NONE },
	{ "blez",    "s,p",    0x18000000, 0xfc1f0000, CBR | RS,         IR_OP_NONE },
	{ "bltz",    "s,p",    0x04000000, 0xfc1f0000, CBR | RS,         IR_OP_NONE },
	{ "bltzal",  "s,p",    0x04100000, 0xfc1f0000, CBR | CALL | RS | W31, IR_OP_NONE },
	{ "bne",     "s,t,p",  0x14000000, 0xfc000000, CBR | RS | RT,    IR_OP_NONE },
	{ "bnez",    "s,p",    0x14000000, 0xfc1f0000, CBR | RS,         IR_OP_NONE },   /* bne s,$0 */
	{ "break",   "",       0x0000000d, 0xffffffff, MIPS_TRAP,        IR_OP_NONE },
	{ "break",   "c",      0x0000000d, 0xfc00ffff, MIPS_TRAP,        IR_OP_NONE },
	{ "break",   "c,q",    0x0000000d, 0xfc00003f, MIPS_TRAP,        IR_OP_NONE },
	{ "div",     "z,s,t",  0x0000001a, 0xfc00ffff, RS | RT | WHILO,  IR_OP_DIV },
	{ "divu",    "z,s,t",  0x0000001b, 0xfc00ffff, RS | RT | WHILO,  IR_OP_DIVU },
	{ "j",       "a",      0x08000000, 0xfc000000, JMP,              IR_OP_NONE },
	{ "jal",     "a",      0x0c000000, 0xfc000000, CALL | W31,       IR_OP_NONE },
	{ "jalr",    "s",      0x0000f809, 0xfc1fffff, CALL | RS | WD,   IR_OP_NONE },   /* rd = $31 */
	{ "jalr",    "d,s",    0x00000009, 0xfc1f07ff, CALL | RS | WD,   IR_OP_NONE },
	{ "jr",      "s",      0x00000008, 0xfc1fffff, JMP | RS,         IR_OP_NONE },
	{ "lb",      "t,o(b)", 0x80000000, 0xfc000000, LB | SGN,         IR_OP_OPAQUE },
	{ "lbu",     "t,o(b)", 0x90000000, 0xfc000000, LB,               IR_OP_OPAQUE },
	{ "lh",      "t,o(b)", 0x84000000, 0xfc000000, LH | SGN,         IR_OP_OPAQUE },
	{ "lhu",     "t,o(b)", 0x94000000, 0xfc000000, LH,               IR_OP_OPAQUE },
	{ "li",      "t,J",    0x24000000, 0xffe00000, WT,               IR_OP_CONST },  /* addiu t,$0 */
	{ "li",      "t,K",    0x34000000, 0xffe00000, WT,               IR_OP_CONST },  /* ori t,$0 */
	{ "li",      "t,I",    0x3c000000, 0xffe00000, WT,               IR_OP_CONST },  /* lui t */
	{ "lui",     "t,u",    0x3c000000, 0xffe00000, WT,               IR_OP_CONST },
	{ "lw",      "t,o(b)", 0x8c000000, 0xfc000000, LW,               IR_OP_OPAQUE },
	{ "lwl",     "t,o(b)", 0x88000000, 0xfc000000, LW | MIPS_LEFT | RT,  IR_OP_OPAQUE },
	{ "lwr",     "t,o(b)", 0x98000000, 0xfc000000, LW | MIPS_RIGHT | RT, IR_OP_OPAQUE },
	{ "mfhi",    "d",      0x00000010, 0xffff07ff, WD | RHI,         IR_OP_MOVE },
	{ "mflo",    "d",      0x00000012, 0xffff07ff, WD | RLO,         IR_OP_MOVE },
	{ "move",    "d,s",    0x00000025, 0xfc1f07ff, WD | RS,          IR_OP_MOVE },   /* or d,s,$0 */
	{ "mthi",    "s",      0x00000011, 0xfc1fffff, RS | MIPS_WR_HI,  IR_OP_MOVE },
	{ "mtlo",    "s",      0x00000013, 0xfc1fffff, RS | MIPS_WR_LO,  IR_OP_MOVE },
	{ "mult",    "s,t",    0x00000018, 0xfc00ffff, RS | RT | WHILO,  IR_OP_MULT },
	{ "multu",   "s,t",    0x00000019, 0xfc00ffff, RS | RT | WHILO,  IR_OP_MULTU },
	{ "negu",    "d,t",    0x00000023, 0xffe007ff, WD | RS | RT,     IR_OP_SUB },    /* subu d,$0,t */
	{ "nop",     "",       0x00000000, 0xffffffff, 0,                IR_OP_NONE },   /* sll $0,$0,0 */
	{ "nor",     "d,s,t",  0x00000027, 0xfc0007ff, WD | RS | RT,     IR_OP_NOR },
	{ "not",     "d,s",    0x00000027, 0xfc1f07ff, WD | RS | RT,     IR_OP_NOR },    /* nor d,s,$0 */
	{ "or",      "d,s,t",  0x00000025, 0xfc0007ff, WD | RS | RT,     IR_OP_OR },
	{ "ori",     "t,s,i",  0x34000000, 0xfc000000, WT | RS,          IR_OP_OR },
	{ "sb",      "t,o(b)", 0xa0000000, 0xfc000000, SB,               IR_OP_NONE },
	{ "sh",      "t,o(b)", 0xa4000000, 0xfc000000, SH,               IR_OP_NONE },
	{ "sll",     "d,t,<",  0x00000000, 0xffe0003f, WD | RT,          IR_OP_SLL },
	{ "sll",     "d,t,s",  0x00000004, 0xfc0007ff, WD | RT | RS,     IR_OP_SLL },    /* sllv */
	{ "sllv",    "d,t,s",  0x00000004, 0xfc0007ff, WD | RT | RS,     IR_OP_SLL },
	{ "slt",     "d,s,t",  0x0000002a, 0xfc0007ff, WD | RS | RT,     IR_OP_SLT },
	{ "slt",     "t,s,j",  0x28000000, 0xfc000000, WT | RS,          IR_OP_SLT },    /* slti */
	{ "slti",    "t,s,j",  0x28000000, 0xfc000000, WT | RS,          IR_OP_SLT },
	{ "sltiu",   "t,s,j",  0x2c000000, 0xfc000000, WT | RS,          IR_OP_SLTU },
	{ "sltu",    "d,s,t",  0x0000002b, 0xfc0007ff, WD | RS | RT,     IR_OP_SLTU },
	{ "sltu",    "t,s,j",  0x2c000000, 0xfc000000, WT | RS,          IR_OP_SLTU },   /* sltiu */
	{ "sra",     "d,t,<",  0x00000003, 0xffe0003f, WD | RT,          IR_OP_SRA },
	{ "sra",     "d,t,s",  0x00000007, 0xfc0007ff, WD | RT | RS,     IR_OP_SRA },    /* srav */
	{ "srav",    "d,t,s",  0x00000007, 0xfc0007ff, WD | RT | RS,     IR_OP_SRA },
	{ "srl",     "d,t,<",  0x00000002, 0xffe0003f, WD | RT,          IR_OP_SRL },
	{ "srl",     "d,t,s",  0x00000006, 0xfc0007ff, WD | RT | RS,     IR_OP_SRL },    /* srlv */
	{ "srlv",    "d,t,s",  0x00000006, 0xfc0007ff, WD | RT | RS,     IR_OP_SRL },
	{ "sub",     "d,s,t",  0x00000022, 0xfc0007ff, WD | RS | RT,     IR_OP_SUB },
	{ "subu",    "d,s,t",  0x00000023, 0xfc0007ff, WD | RS | RT,     IR_OP_SUB },
	{ "sw",      "t,o(b)", 0xac000000, 0xfc000000, SW,               IR_OP_NONE },
	{ "swl",     "t,o(b)", 0xa8000000, 0xfc000000, SW | MIPS_LEFT,   IR_OP_NONE },
	{ "swr",     "t,o(b)", 0xb8000000, 0xfc000000, SW | MIPS_RIGHT,  IR_OP_NONE },
	{ "syscall", "",       0x0000000c, 0xffffffff, MIPS_SYSCALL,     IR_OP_NONE },
	{ "syscall", "B",      0x0000000c, 0xfc00003f, MIPS_SYSCALL,     IR_OP_NONE },
	{ "xor",     "d,s,t",  0x00000026, 0xfc0007ff, WD | RS | RT,     IR_OP_XOR },
	{ "xori",    "t,s,i",  0x38000000, 0xfc000000, WT | RS,          IR_OP_XOR },

	/* Floating point (coprocessor 1, the R2010): operations on $f registers the IR does not
	 * model; loads and stores of them; moves to and from the general registers (a move from
	 * one is an opaque value, available after one instruction as a load's); bc1t/bc1f branch
	 * on the condition bit, which only a witness tells. */
	{ "abs.d",   "D,S",    0x46200005, 0xffff003f, FP, IR_OP_NONE },
	{ "abs.s",   "D,S",    0x46000005, 0xffff003f, FP, IR_OP_NONE },
	{ "add.d",   "D,S,T",  0x46200000, 0xffe0003f, FP, IR_OP_NONE },
	{ "add.s",   "D,S,T",  0x46000000, 0xffe0003f, FP, IR_OP_NONE },
	{ "bc1f",    "p",      0x45000000, 0xffff0000, FP | CBR, IR_OP_NONE },
	{ "bc1t",    "p",      0x45010000, 0xffff0000, FP | CBR, IR_OP_NONE },
	{ "c.f.d",   "S,T",    0x46200030, 0xffe007ff, FP, IR_OP_NONE },
	{ "c.f.s",   "S,T",    0x46000030, 0xffe007ff, FP, IR_OP_NONE },
	{ "c.un.d",  "S,T",    0x46200031, 0xffe007ff, FP, IR_OP_NONE },
	{ "c.un.s",  "S,T",    0x46000031, 0xffe007ff, FP, IR_OP_NONE },
	{ "c.eq.d",  "S,T",    0x46200032, 0xffe007ff, FP, IR_OP_NONE },
	{ "c.eq.s",  "S,T",    0x46000032, 0xffe007ff, FP, IR_OP_NONE },
	{ "c.ueq.d", "S,T",    0x46200033, 0xffe007ff, FP, IR_OP_NONE },
	{ "c.ueq.s", "S,T",    0x46000033, 0xffe007ff, FP, IR_OP_NONE },
	{ "c.olt.d", "S,T",    0x46200034, 0xffe007ff, FP, IR_OP_NONE },
	{ "c.olt.s", "S,T",    0x46000034, 0xffe007ff, FP, IR_OP_NONE },
	{ "c.ult.d", "S,T",    0x46200035, 0xffe007ff, FP, IR_OP_NONE },
	{ "c.ult.s", "S,T",    0x46000035, 0xffe007ff, FP, IR_OP_NONE },
	{ "c.ole.d", "S,T",    0x46200036, 0xffe007ff, FP, IR_OP_NONE },
	{ "c.ole.s", "S,T",    0x46000036, 0xffe007ff, FP, IR_OP_NONE },
	{ "c.ule.d", "S,T",    0x46200037, 0xffe007ff, FP, IR_OP_NONE },
	{ "c.ule.s", "S,T",    0x46000037, 0xffe007ff, FP, IR_OP_NONE },
	{ "c.sf.d",  "S,T",    0x46200038, 0xffe007ff, FP, IR_OP_NONE },
	{ "c.sf.s",  "S,T",    0x46000038, 0xffe007ff, FP, IR_OP_NONE },
	{ "c.ngle.d", "S,T",   0x46200039, 0xffe007ff, FP, IR_OP_NONE },
	{ "c.ngle.s", "S,T",   0x46000039, 0xffe007ff, FP, IR_OP_NONE },
	{ "c.seq.d", "S,T",    0x4620003a, 0xffe007ff, FP, IR_OP_NONE },
	{ "c.seq.s", "S,T",    0x4600003a, 0xffe007ff, FP, IR_OP_NONE },
	{ "c.ngl.d", "S,T",    0x4620003b, 0xffe007ff, FP, IR_OP_NONE },
	{ "c.ngl.s", "S,T",    0x4600003b, 0xffe007ff, FP, IR_OP_NONE },
	{ "c.lt.d",  "S,T",    0x4620003c, 0xffe007ff, FP, IR_OP_NONE },
	{ "c.lt.s",  "S,T",    0x4600003c, 0xffe007ff, FP, IR_OP_NONE },
	{ "c.nge.d", "S,T",    0x4620003d, 0xffe007ff, FP, IR_OP_NONE },
	{ "c.nge.s", "S,T",    0x4600003d, 0xffe007ff, FP, IR_OP_NONE },
	{ "c.le.d",  "S,T",    0x4620003e, 0xffe007ff, FP, IR_OP_NONE },
	{ "c.le.s",  "S,T",    0x4600003e, 0xffe007ff, FP, IR_OP_NONE },
	{ "c.ngt.d", "S,T",    0x4620003f, 0xffe007ff, FP, IR_OP_NONE },
	{ "c.ngt.s", "S,T",    0x4600003f, 0xffe007ff, FP, IR_OP_NONE },
	{ "cfc1",    "t,G",    0x44400000, 0xffe007ff, FP | WT | MIPS_LATE, IR_OP_OPAQUE },
	{ "ctc1",    "t,G",    0x44c00000, 0xffe007ff, FP | RT, IR_OP_NONE },
	{ "cvt.d.s", "D,S",    0x46000021, 0xffff003f, FP, IR_OP_NONE },
	{ "cvt.d.w", "D,S",    0x46800021, 0xffff003f, FP, IR_OP_NONE },
	{ "cvt.s.d", "D,S",    0x46200020, 0xffff003f, FP, IR_OP_NONE },
	{ "cvt.s.w", "D,S",    0x46800020, 0xffff003f, FP, IR_OP_NONE },
	{ "cvt.w.d", "D,S",    0x46200024, 0xffff003f, FP, IR_OP_NONE },
	{ "cvt.w.s", "D,S",    0x46000024, 0xffff003f, FP, IR_OP_NONE },
	{ "div.d",   "D,S,T",  0x46200003, 0xffe0003f, FP, IR_OP_NONE },
	{ "div.s",   "D,S,T",  0x46000003, 0xffe0003f, FP, IR_OP_NONE },
	{ "l.s",     "T,o(b)", 0xc4000000, 0xfc000000, FP | FLW, IR_OP_NONE },   /* lwc1 */
	{ "lwc1",    "T,o(b)", 0xc4000000, 0xfc000000, FP | FLW, IR_OP_NONE },
	{ "mfc1",    "t,S",    0x44000000, 0xffe007ff, FP | WT | MIPS_LATE, IR_OP_OPAQUE },
	{ "mov.d",   "D,S",    0x46200006, 0xffff003f, FP, IR_OP_NONE },
	{ "mov.s",   "D,S",    0x46000006, 0xffff003f, FP, IR_OP_NONE },
	{ "mtc1",    "t,S",    0x44800000, 0xffe007ff, FP | RT, IR_OP_NONE },
	{ "mul.d",   "D,S,T",  0x46200002, 0xffe0003f, FP, IR_OP_NONE },
	{ "mul.s",   "D,S,T",  0x46000002, 0xffe0003f, FP, IR_OP_NONE },
	{ "neg.d",   "D,S",    0x46200007, 0xffff003f, FP, IR_OP_NONE },
	{ "neg.s",   "D,S",    0x46000007, 0xffff003f, FP, IR_OP_NONE },
	{ "s.s",     "T,o(b)", 0xe4000000, 0xfc000000, FP | FSW, IR_OP_NONE },   /* swc1 */
	{ "sub.d",   "D,S,T",  0x46200001, 0xffe0003f, FP, IR_OP_NONE },
	{ "sub.s",   "D,S,T",  0x46000001, 0xffe0003f, FP, IR_OP_NONE },
	/* MIPS I has no trunc.w: gcc emits the assembler's macro, ten words that set the
	 * rounding mode to zero in the FCSR through $1 and rt, convert, and restore it; rt is left
	 * holding the FCSR. One line of several words (ir_insn.words). */
	{ "trunc.w.d", "D,S,t", 0x46200024, 0xffff003f, FP | WT | MIPS_MACRO, IR_OP_OPAQUE },
	{ "trunc.w.s", "D,S,t", 0x46000024, 0xffff003f, FP | WT | MIPS_MACRO, IR_OP_OPAQUE },
	{ "swc1",    "T,o(b)", 0xe4000000, 0xfc000000, FP | FSW, IR_OP_NONE },

	/* Coprocessors 0 (system control), 2 and 3: refused. */
	{ "bc0f",    "p",      0x41000000, 0xffff0000, COP, IR_OP_NONE },
	{ "bc0t",    "p",      0x41010000, 0xffff0000, COP, IR_OP_NONE },
	{ "bc2f",    "p",      0x49000000, 0xffff0000, COP, IR_OP_NONE },
	{ "bc2t",    "p",      0x49010000, 0xffff0000, COP, IR_OP_NONE },
	{ "bc3f",    "p",      0x4d000000, 0xffff0000, COP, IR_OP_NONE },
	{ "bc3t",    "p",      0x4d010000, 0xffff0000, COP, IR_OP_NONE },
	{ "c0",      "C",      0x42000000, 0xfe000000, COP, IR_OP_NONE },
	{ "c2",      "C",      0x4a000000, 0xfe000000, COP, IR_OP_NONE },
	{ "c3",      "C",      0x4e000000, 0xfe000000, COP, IR_OP_NONE },
	{ "cfc0",    "t,G",    0x40400000, 0xffe007ff, COP, IR_OP_NONE },
	{ "cfc2",    "t,G",    0x48400000, 0xffe007ff, COP, IR_OP_NONE },
	{ "cfc3",    "t,G",    0x4c400000, 0xffe007ff, COP, IR_OP_NONE },
	{ "ctc0",    "t,G",    0x40c00000, 0xffe007ff, COP, IR_OP_NONE },
	{ "ctc2",    "t,G",    0x48c00000, 0xffe007ff, COP, IR_OP_NONE },
	{ "ctc3",    "t,G",    0x4cc00000, 0xffe007ff, COP, IR_OP_NONE },
	{ "lwc2",    "E,o(b)", 0xc8000000, 0xfc000000, COP, IR_OP_NONE },
	{ "lwc3",    "E,o(b)", 0xcc000000, 0xfc000000, COP, IR_OP_NONE },
	{ "mfc0",    "t,G",    0x40000000, 0xffe007ff, COP, IR_OP_NONE },
	{ "mfc2",    "t,G",    0x48000000, 0xffe007ff, COP, IR_OP_NONE },
	{ "mfc3",    "t,G",    0x4c000000, 0xffe007ff, COP, IR_OP_NONE },
	{ "mtc0",    "t,G",    0x40800000, 0xffe007ff, COP, IR_OP_NONE },
	{ "mtc2",    "t,G",    0x48800000, 0xffe007ff, COP, IR_OP_NONE },
	{ "mtc3",    "t,G",    0x4c800000, 0xffe007ff, COP, IR_OP_NONE },
	{ "rfe",     "",       0x42000010, 0xffffffff, COP, IR_OP_NONE },
	{ "swc2",    "E,o(b)", 0xe8000000, 0xfc000000, COP, IR_OP_NONE },
	{ "swc3",    "E,o(b)", 0xec000000, 0xfc000000, COP, IR_OP_NONE },
	{ "tlbp",    "",       0x42000008, 0xffffffff, COP, IR_OP_NONE },
	{ "tlbr",    "",       0x42000001, 0xffffffff, COP, IR_OP_NONE },
	{ "tlbwi",   "",       0x42000002, 0xffffffff, COP, IR_OP_NONE },
	{ "tlbwr",   "",       0x42000006, 0xffffffff, COP, IR_OP_NONE },
};

const int mips_nopcodes = sizeof mips_opcodes / sizeof mips_opcodes[0];

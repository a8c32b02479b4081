/* sparc-opc.c — the SPARC V8 instruction table: one row per instruction form, the user-mode
 * integer instructions and the one-word synthetic instructions gcc and hand-written code use,
 * floating point, then the refused ones (coprocessor, privileged, V9, `set`). */
#include "sparc/sparc.h"

/* Word fields by position (sparc.h draws the layout). */
#define OP(x) SPARC_PUT(0, x, SPARC_POS_OP, SPARC_SIZE_OP)
#define OP2(x) SPARC_PUT(0, x, SPARC_POS_OP2, SPARC_SIZE_OP2)
#define OP3(x) SPARC_PUT(0, x, SPARC_POS_OP3, SPARC_SIZE_OP3)
#define COND(x) SPARC_PUT(0, x, SPARC_POS_COND, SPARC_SIZE_COND)
#define RD(x) SPARC_PUT(0, x, SPARC_POS_RD, SPARC_SIZE_RD)
#define RS1(x) SPARC_PUT(0, x, SPARC_POS_RS1, SPARC_SIZE_RS1)
#define RS2(x) SPARC_PUT(0, x, SPARC_POS_RS2, SPARC_SIZE_RS2)
#define SIMM(x) SPARC_PUT(0, x, SPARC_POS_SIMM13, SPARC_SIZE_SIMM13)
#define IMM SPARC_PUT(0, 1, SPARC_POS_I, SPARC_SIZE_I)
#define ANNUL SPARC_PUT(0, 1, SPARC_POS_A, SPARC_SIZE_A)
/* floating-point operation (opf, bits 13..5) and the V9 fields the refused rows use */
#define OPF(x) SPARC_PUT(0, x, 5, 9)
#define RCOND(x) SPARC_PUT(0, x, 10, 3)
#define MCOND(x) SPARC_PUT(0, x, 14, 4)
#define X64 SPARC_PUT(0, 1, 12, 1)

/* Formats 2 and 3 (op, op2 / op3), and the masks of whole fields */
#define F2(op2) (OP(0) | OP2(op2))
#define F3(op, op3) (OP(op) | OP3(op3))
#define M2 (OP(3) | OP2(7))
#define M3 (OP(3) | OP3(0x3f))
#define MRD RD(31)
#define MRS1 RS1(31)
#define MRS2 RS2(31)
#define MSIMM SIMM(0x1fff)
#define MBR (M2 | ANNUL | COND(15))
#define ALL 0xffffffffu

/* Short names for the flag column (enum sparc_flag). */
#define WD SPARC_WR_D
#define R1 SPARC_RD_1
#define R2 SPARC_RD_2
#define RR (SPARC_RD_1 | SPARC_RD_2)
#define ALU (RR | WD)
#define RY SPARC_RD_Y
#define WY SPARC_WR_Y
#define LD(size) (SPARC_LOAD | (size) | RR | WD)
#define ST(size) (SPARC_STORE | (size) | RR | SPARC_RD_D)
#define B SPARC_BYTE
#define H SPARC_HALF
#define W SPARC_WORD
#define DW SPARC_DWORD
#define SGN SPARC_SIGNED
#define JMPL SPARC_JMPL
#define FP SPARC_FP
#define FLD(size) (SPARC_FP | SPARC_LOAD | (size) | RR)
#define FST(size) (SPARC_FP | SPARC_STORE | (size) | RR)
#define COP SPARC_COP
#define PRIV SPARC_PRIV
#define V9 SPARC_V9

/* Register and immediate forms of one operation are one row ('x'). */
#define ARITH(name, op3, flags, op) { name, "1,x,d", F3(2, op3), M3, ALU | (flags), op }

/* Integer branches: the plain and the annulling (",a") row of one condition. */
#define BICC(name, cond, flags) \
	{ name, "l", F2(2) | COND(cond), MBR, flags, IR_OP_NONE }, \
	{ name ",a", "l", F2(2) | ANNUL | COND(cond), MBR, (flags) | SPARC_ANNUL, IR_OP_NONE }
#define BCOND(name, cond) BICC(name, cond, SPARC_CBRANCH)

/* Traps: ta N; the conditional ones are refused. */
#define TICC(name, cond, flags) \
	{ name, "T", F3(2, 0x3a) | COND(cond) | IMM, M3 | ANNUL | COND(15) | MRS1 | IMM, flags, \
	  IR_OP_NONE }

/* Floating-point branches (flags: SPARC_CBRANCH, or SPARC_BA, SPARC_BN); coprocessor ones
 * (refused). */
#define FBFCC(name, cond, flags) \
	{ name, "l", F2(6) | COND(cond), MBR, FP | (flags), IR_OP_NONE }, \
	{ name ",a", "l", F2(6) | ANNUL | COND(cond), MBR, FP | (flags) | SPARC_ANNUL, IR_OP_NONE }
#define CBCCC(name, cond) \
	{ name, "l", F2(7) | COND(cond), MBR, COP, IR_OP_NONE }, \
	{ name ",a", "l", F2(7) | ANNUL | COND(cond), MBR, COP | SPARC_ANNUL, IR_OP_NONE }

/* Floating-point operations: three operands, two (rs1 = 0), compare (rd = 0). */
#define FOP3(name, opf) { name, "f,g,e", F3(2, 0x34) | OPF(opf), M3 | OPF(0x1ff), FP, IR_OP_NONE }
#define FOP2(name, opf) \
	{ name, "g,e", F3(2, 0x34) | OPF(opf), M3 | MRS1 | OPF(0x1ff), FP, IR_OP_NONE }
#define FCMP(name, opf) \
	{ name, "f,g", F3(2, 0x35) | OPF(opf), M3 | MRD | OPF(0x1ff), FP, IR_OP_NONE }

/* Alternate-space loads and stores (privileged in V8: refused). */
#define LDA(name, op3) { name, "A a,d", F3(3, op3), M3 | IMM, PRIV, IR_OP_NONE }
#define STA(name, op3) { name, "d,A a", F3(3, op3), M3 | IMM, PRIV, IR_OP_NONE }

/* V9 conditional moves and branches on a register (refused). */
#define MOVCC(name, cond) \
	{ name, "Z,x,d", F3(2, 0x2c) | SPARC_PUT(0, 1, 18, 1) | MCOND(cond), \
	  M3 | SPARC_PUT(0, 1, 18, 1) | MCOND(15) | SPARC_PUT(0, 3, 11, 2), V9, IR_OP_NONE }
#define MOVR(name, rcond) \
	{ name, "1,x,d", F3(2, 0x2f) | RCOND(rcond), M3 | RCOND(7), V9, IR_OP_NONE }
#define BPR(name, rcond) \
	{ name, "1,l", F2(3) | RD(rcond), M2 | RD(15), V9, IR_OP_NONE }

/* Rows of one mnemonic are adjacent (gen/lookup.c checks it) and tried in order: the first
 * whose operand format accepts the operands is the instruction. */
const struct opcode_row sparc_opcodes[] = {
	/* Arithmetic and logic: rd = rs1 op (rs2 | simm13). */
	ARITH("add",      0x00, 0,        IR_OP_ADD),
	ARITH("addcc",    0x10, 0,        IR_OP_ADD),
	ARITH("addx",     0x08, 0,        IR_OP_OPAQUE),   /* + carry */
	ARITH("addxcc",   0x18, 0,        IR_OP_OPAQUE),
	ARITH("and",      0x01, 0,        IR_OP_AND),
	ARITH("andcc",    0x11, 0,        IR_OP_AND),
	ARITH("andn",     0x05, 0,        IR_OP_OPAQUE),   /* rs1 & ~op2 */
	ARITH("andncc",   0x15, 0,        IR_OP_OPAQUE),
	ARITH("or",       0x02, 0,        IR_OP_OR),
	ARITH("orcc",     0x12, 0,        IR_OP_OR),
	ARITH("orn",      0x06, 0,        IR_OP_OPAQUE),
	ARITH("orncc",    0x16, 0,        IR_OP_OPAQUE),
	ARITH("xor",      0x03, 0,        IR_OP_XOR),
	ARITH("xorcc",    0x13, 0,        IR_OP_XOR),
	ARITH("xnor",     0x07, 0,        IR_OP_OPAQUE),   /* IR_OP_NOR when op2 is 0 (parser) */
	ARITH("xnorcc",   0x17, 0,        IR_OP_OPAQUE),
	ARITH("sub",      0x04, 0,        IR_OP_SUB),
	ARITH("subcc",    0x14, 0,        IR_OP_SUB),
	ARITH("subx",     0x0c, 0,        IR_OP_OPAQUE),   /* - carry */
	ARITH("subxcc",   0x1c, 0,        IR_OP_OPAQUE),
	ARITH("taddcc",   0x20, 0,        IR_OP_OPAQUE),
	ARITH("taddcctv", 0x22, 0,        IR_OP_OPAQUE),
	ARITH("tsubcc",   0x21, 0,        IR_OP_OPAQUE),
	ARITH("tsubcctv", 0x23, 0,        IR_OP_OPAQUE),
	ARITH("mulscc",   0x24, RY | WY,  IR_OP_OPAQUE),   /* a multiply step: dst2 = Y */
	ARITH("umul",     0x0a, WY,       IR_OP_UMUL32),   /* dst2 = Y, the high word */
	ARITH("umulcc",   0x1a, WY,       IR_OP_UMUL32),
	ARITH("smul",     0x0b, WY,       IR_OP_MUL32),
	ARITH("smulcc",   0x1b, WY,       IR_OP_MUL32),
	ARITH("udiv",     0x0e, RY,       IR_OP_OPAQUE),   /* (Y:rs1) / op2 */
	ARITH("udivcc",   0x1e, RY,       IR_OP_OPAQUE),
	ARITH("sdiv",     0x0f, RY,       IR_OP_OPAQUE),
	ARITH("sdivcc",   0x1f, RY,       IR_OP_OPAQUE),
	{ "sll",     "1,s,d",  F3(2, 0x25), M3,               ALU,         IR_OP_SLL },
	{ "srl",     "1,s,d",  F3(2, 0x26), M3,               ALU,         IR_OP_SRL },
	{ "sra",     "1,s,d",  F3(2, 0x27), M3,               ALU,         IR_OP_SRA },
	{ "sethi",   "h,d",    F2(4),       M2,               WD,          IR_OP_CONST },
	{ "nop",     "",       F2(4),       ALL,              0,           IR_OP_NONE },  /* sethi 0,%g0 */

	/* The Y register. */
	{ "rd",      "y,d",    F3(2, 0x28), M3 | MRS1,        RY | WD,     IR_OP_MOVE },
	{ "wr",      "1,x,y",  F3(2, 0x30), M3 | MRD,         RR | WY,     IR_OP_XOR },
	{ "wr",      "x,y",    F3(2, 0x30), M3 | MRD | MRS1,  R2 | WY,     IR_OP_XOR },   /* rs1 %g0 */

	/* Register windows: rd (new window) = rs1 + op2 (old window). */
	{ "save",    "1,x,d",  F3(2, 0x3c), M3,               ALU | SPARC_SAVE,    IR_OP_ADD },
	{ "save",    "",       F3(2, 0x3c), ALL,              SPARC_SAVE,          IR_OP_NONE },
	{ "restore", "1,x,d",  F3(2, 0x3d), M3,               ALU | SPARC_RESTORE, IR_OP_ADD },
	{ "restore", "",       F3(2, 0x3d), ALL,              SPARC_RESTORE,       IR_OP_NONE },

	/* Loads and stores: [rs1 + rs2 | simm13]. */
	{ "ld",      "A,d",    F3(3, 0x00), M3,               LD(W),       IR_OP_OPAQUE },
	{ "ld",      "A,e",    F3(3, 0x20), M3,               FLD(W),      IR_OP_NONE },  /* ldf */
	{ "ld",      "A,F",    F3(3, 0x21), M3 | MRD,         FLD(W),      IR_OP_NONE },  /* ldfsr */
	{ "ldub",    "A,d",    F3(3, 0x01), M3,               LD(B),       IR_OP_OPAQUE },
	{ "lduh",    "A,d",    F3(3, 0x02), M3,               LD(H),       IR_OP_OPAQUE },
	{ "ldd",     "A,D",    F3(3, 0x03), M3,               LD(DW) | SPARC_WR_D2, IR_OP_OPAQUE },
	{ "ldd",     "A,E",    F3(3, 0x23), M3,               FLD(DW),     IR_OP_NONE },  /* lddf */
	{ "ldsb",    "A,d",    F3(3, 0x09), M3,               LD(B) | SGN, IR_OP_OPAQUE },
	{ "ldsh",    "A,d",    F3(3, 0x0a), M3,               LD(H) | SGN, IR_OP_OPAQUE },
	{ "ldstub",  "A,d",    F3(3, 0x0d), M3,               LD(B) | SPARC_STORE, IR_OP_OPAQUE },
	{ "swap",    "A,d",    F3(3, 0x0f), M3,               LD(W) | SPARC_STORE | SPARC_RD_D,
	  IR_OP_OPAQUE },
	{ "st",      "d,A",    F3(3, 0x04), M3,               ST(W),       IR_OP_NONE },
	{ "st",      "e,A",    F3(3, 0x24), M3,               FST(W),      IR_OP_NONE },  /* stf */
	{ "st",      "F,A",    F3(3, 0x25), M3 | MRD,         FST(W),      IR_OP_NONE },  /* stfsr */
	{ "stb",     "d,A",    F3(3, 0x05), M3,               ST(B),       IR_OP_NONE },
	{ "sth",     "d,A",    F3(3, 0x06), M3,               ST(H),       IR_OP_NONE },
	{ "std",     "D,A",    F3(3, 0x07), M3,               ST(DW) | SPARC_RD_D2, IR_OP_NONE },
	{ "std",     "E,A",    F3(3, 0x27), M3,               FST(DW),     IR_OP_NONE },  /* stdf */

	/* Control transfers. */
	BICC("b",    0x8, SPARC_BA),
	BICC("ba",   0x8, SPARC_BA),
	BICC("bn",   0x0, SPARC_BN),
	BCOND("bne", 0x9),
	BCOND("bnz", 0x9),
	BCOND("be",  0x1),
	BCOND("bz",  0x1),
	BCOND("bg",  0xa),
	BCOND("bgt", 0xa),
	BCOND("ble", 0x2),
	BCOND("bge", 0xb),
	BCOND("bl",  0x3),
	BCOND("blt", 0x3),
	BCOND("bgu", 0xc),
	BCOND("bleu", 0x4),
	BCOND("bcc", 0xd),
	BCOND("bgeu", 0xd),
	BCOND("bcs", 0x5),
	BCOND("blu", 0x5),
	BCOND("bpos", 0xe),
	BCOND("bneg", 0x6),
	BCOND("bvc", 0xf),
	BCOND("bvs", 0x7),
	{ "call",    "L",      OP(1),       OP(3),            SPARC_CALL,  IR_OP_NONE },
	{ "call",    "L,c",    OP(1),       OP(3),            SPARC_CALL,  IR_OP_NONE },
	{ "call",    "J",      F3(2, 0x38) | RD(15), M3 | MRD, JMPL | RR | WD, IR_OP_NONE },
	{ "call",    "J,c",    F3(2, 0x38) | RD(15), M3 | MRD, JMPL | RR | WD, IR_OP_NONE },
	{ "jmpl",    "J,d",    F3(2, 0x38), M3,               JMPL | RR | WD, IR_OP_NONE },
	{ "jmp",     "J",      F3(2, 0x38), M3 | MRD,         JMPL | RR,   IR_OP_NONE },
	{ "ret",     "",       F3(2, 0x38) | RS1(31) | IMM | SIMM(8), ALL, JMPL | R1, IR_OP_NONE },
	{ "retl",    "",       F3(2, 0x38) | RS1(15) | IMM | SIMM(8), ALL, JMPL | R1, IR_OP_NONE },
	TICC("t",    0x8, SPARC_TRAP),
	TICC("ta",   0x8, SPARC_TRAP),
	TICC("tn",   0x0, SPARC_CTRAP),
	TICC("tne",  0x9, SPARC_CTRAP),
	TICC("tnz",  0x9, SPARC_CTRAP),
	TICC("te",   0x1, SPARC_CTRAP),
	TICC("tz",   0x1, SPARC_CTRAP),
	TICC("tg",   0xa, SPARC_CTRAP),
	TICC("tgt",  0xa, SPARC_CTRAP),
	TICC("tle",  0x2, SPARC_CTRAP),
	TICC("tge",  0xb, SPARC_CTRAP),
	TICC("tl",   0x3, SPARC_CTRAP),
	TICC("tlt",  0x3, SPARC_CTRAP),
	TICC("tgu",  0xc, SPARC_CTRAP),
	TICC("tleu", 0x4, SPARC_CTRAP),
	TICC("tcc",  0xd, SPARC_CTRAP),
	TICC("tgeu", 0xd, SPARC_CTRAP),
	TICC("tcs",  0x5, SPARC_CTRAP),
	TICC("tlu",  0x5, SPARC_CTRAP),
	TICC("tpos", 0xe, SPARC_CTRAP),
	TICC("tneg", 0x6, SPARC_CTRAP),
	TICC("tvc",  0xf, SPARC_CTRAP),
	TICC("tvs",  0x7, SPARC_CTRAP),
	{ "unimp",   "n",      F2(0),       M2 | MRD,         SPARC_UNIMP, IR_OP_NONE },
	{ "unimp",   "",       F2(0),       ALL,              SPARC_UNIMP, IR_OP_NONE },

	/* Other user instructions without effects on registers. */
	{ "flush",   "J",      F3(2, 0x3b), M3 | MRD,         RR,          IR_OP_NONE },
	{ "iflush",  "J",      F3(2, 0x3b), M3 | MRD,         RR,          IR_OP_NONE },
	{ "stbar",   "",       F3(2, 0x28) | RS1(15), ALL,    0,           IR_OP_NONE },

	/* Synthetic instructions (The SPARC Architecture Manual V8, appendix A). cmp, tst and btst
	 * write %g0: they compute nothing but the condition codes. */
	{ "btog",    "x,r",    F3(2, 0x03), M3,               ALU,         IR_OP_XOR },   /* xor */
	{ "bclr",    "x,r",    F3(2, 0x05), M3,               ALU,         IR_OP_OPAQUE }, /* andn */
	{ "bset",    "x,r",    F3(2, 0x02), M3,               ALU,         IR_OP_OR },
	{ "btst",    "x,1",    F3(2, 0x11), M3 | MRD,         ALU,         IR_OP_AND },   /* andcc */
	{ "clr",     "d",      F3(2, 0x02), M3 | MRS1 | IMM | MRS2, WD,    IR_OP_CONST }, /* or */
	{ "clr",     "A",      F3(3, 0x04), M3 | MRD,         ST(W),       IR_OP_NONE },  /* st */
	{ "clrb",    "A",      F3(3, 0x05), M3 | MRD,         ST(B),       IR_OP_NONE },
	{ "clrh",    "A",      F3(3, 0x06), M3 | MRD,         ST(H),       IR_OP_NONE },
	{ "cmp",     "1,x",    F3(2, 0x14), M3 | MRD,         ALU,         IR_OP_SUB },   /* subcc */
	{ "dec",     "r",      F3(2, 0x04) | IMM | SIMM(1), M3 | IMM | MSIMM, R1 | WD, IR_OP_SUB },
	{ "dec",     "i,r",    F3(2, 0x04) | IMM, M3 | IMM,   R1 | WD,     IR_OP_SUB },
	{ "deccc",   "r",      F3(2, 0x14) | IMM | SIMM(1), M3 | IMM | MSIMM, R1 | WD, IR_OP_SUB },
	{ "deccc",   "i,r",    F3(2, 0x14) | IMM, M3 | IMM,   R1 | WD,     IR_OP_SUB },
	{ "inc",     "r",      F3(2, 0x00) | IMM | SIMM(1), M3 | IMM | MSIMM, R1 | WD, IR_OP_ADD },
	{ "inc",     "i,r",    F3(2, 0x00) | IMM, M3 | IMM,   R1 | WD,     IR_OP_ADD },
	{ "inccc",   "r",      F3(2, 0x10) | IMM | SIMM(1), M3 | IMM | MSIMM, R1 | WD, IR_OP_ADD },
	{ "inccc",   "i,r",    F3(2, 0x10) | IMM, M3 | IMM,   R1 | WD,     IR_OP_ADD },
	{ "mov",     "x,d",    F3(2, 0x02), M3 | MRS1,        R2 | WD,     IR_OP_MOVE },  /* or */
	{ "mov",     "y,d",    F3(2, 0x28), M3 | MRS1,        RY | WD,     IR_OP_MOVE },  /* rd */
	{ "mov",     "x,y",    F3(2, 0x30), M3 | MRD | MRS1,  R2 | WY,     IR_OP_XOR },   /* wr */
	{ "neg",     "2,d",    F3(2, 0x04), M3 | MRS1 | IMM,  R2 | WD,     IR_OP_SUB },   /* sub */
	{ "neg",     "R",      F3(2, 0x04), M3 | MRS1 | IMM,  R2 | WD,     IR_OP_SUB },
	{ "not",     "1,d",    F3(2, 0x07), M3 | IMM | MRS2,  R1 | WD,     IR_OP_NOR },   /* xnor */
	{ "not",     "r",      F3(2, 0x07), M3 | IMM | MRS2,  R1 | WD,     IR_OP_NOR },
	{ "tst",     "1",      F3(2, 0x12), M3 | MRD | IMM | MRS2, R1 | WD, IR_OP_OR },   /* orcc */
	{ "set",     "S,d",    0,           0,                SPARC_MACRO, IR_OP_NONE },

	/* Floating point: operations on %f registers, which the IR does not model (their loads
	 * and stores are rows of ld, ldd, st, std above); fbfcc branches on %fcc, which only a
	 * witness tells. */
	FOP2("fitos",  0x0c4),
	FOP2("fitod",  0x0c8),
	FOP2("fitoq",  0x0cc),
	FOP2("fstoi",  0x0d1),
	FOP2("fdtoi",  0x0d2),
	FOP2("fqtoi",  0x0d3),
	FOP2("fstod",  0x0c9),
	FOP2("fstoq",  0x0cd),
	FOP2("fdtos",  0x0c6),
	FOP2("fdtoq",  0x0ce),
	FOP2("fqtos",  0x0c7),
	FOP2("fqtod",  0x0cb),
	FOP2("fmovs",  0x001),
	FOP2("fnegs",  0x005),
	FOP2("fabss",  0x009),
	FOP2("fsqrts", 0x029),
	FOP2("fsqrtd", 0x02a),
	FOP2("fsqrtq", 0x02b),
	FOP3("fadds",  0x041),
	FOP3("faddd",  0x042),
	FOP3("faddq",  0x043),
	FOP3("fsubs",  0x045),
	FOP3("fsubd",  0x046),
	FOP3("fsubq",  0x047),
	FOP3("fmuls",  0x049),
	FOP3("fmuld",  0x04a),
	FOP3("fmulq",  0x04b),
	FOP3("fsmuld", 0x069),
	FOP3("fdmulq", 0x06e),
	FOP3("fdivs",  0x04d),
	FOP3("fdivd",  0x04e),
	FOP3("fdivq",  0x04f),
	FCMP("fcmps",  0x051),
	FCMP("fcmpd",  0x052),
	FCMP("fcmpq",  0x053),
	FCMP("fcmpes", 0x055),
	FCMP("fcmped", 0x056),
	FCMP("fcmpeq", 0x057),
	FBFCC("fb",    0x8, SPARC_BA),
	FBFCC("fba",   0x8, SPARC_BA),
	FBFCC("fbn",   0x0, SPARC_BN),
	FBFCC("fbu",   0x7, SPARC_CBRANCH),
	FBFCC("fbg",   0x6, SPARC_CBRANCH),
	FBFCC("fbug",  0x5, SPARC_CBRANCH),
	FBFCC("fbl",   0x4, SPARC_CBRANCH),
	FBFCC("fbul",  0x3, SPARC_CBRANCH),
	FBFCC("fblg",  0x2, SPARC_CBRANCH),
	FBFCC("fbne",  0x1, SPARC_CBRANCH),
	FBFCC("fbnz",  0x1, SPARC_CBRANCH),
	FBFCC("fbe",   0x9, SPARC_CBRANCH),
	FBFCC("fbz",   0x9, SPARC_CBRANCH),
	FBFCC("fbue",  0xa, SPARC_CBRANCH),
	FBFCC("fbge",  0xb, SPARC_CBRANCH),
	FBFCC("fbuge", 0xc, SPARC_CBRANCH),
	FBFCC("fble",  0xd, SPARC_CBRANCH),
	FBFCC("fbule", 0xe, SPARC_CBRANCH),
	FBFCC("fbo",   0xf, SPARC_CBRANCH),

	/* Coprocessor branches: refused (its loads and stores by the parser, on %c registers). */
	CBCCC("cb",    0x8),
	CBCCC("cba",   0x8),
	CBCCC("cbn",   0x0),
	CBCCC("cb3",   0x7),
	CBCCC("cb2",   0x6),
	CBCCC("cb23",  0x5),
	CBCCC("cb1",   0x4),
	CBCCC("cb13",  0x3),
	CBCCC("cb12",  0x2),
	CBCCC("cb123", 0x1),
	CBCCC("cb0",   0x9),
	CBCCC("cb03",  0xa),
	CBCCC("cb02",  0xb),
	CBCCC("cb023", 0xc),
	CBCCC("cb01",  0xd),
	CBCCC("cb013", 0xe),
	CBCCC("cb012", 0xf),

	/* Privileged: rett and the alternate-space loads and stores (rd and wr of %psr, %wim and
	 * %tbr are refused by the parser). */
	{ "rett",    "J",      F3(2, 0x39), M3 | MRD,         PRIV,        IR_OP_NONE },
	LDA("lda",     0x10),
	LDA("lduba",   0x11),
	LDA("lduha",   0x12),
	LDA("ldda",    0x13),
	LDA("ldsba",   0x19),
	LDA("ldsha",   0x1a),
	LDA("ldstuba", 0x1d),
	LDA("swapa",   0x1f),
	STA("sta",     0x14),
	STA("stba",    0x15),
	STA("stha",    0x16),
	STA("stda",    0x17),

	/* SPARC V9 only: refused (also any operand naming %icc, %xcc, %fccN, %ccr, %asi ...). */
	{ "ldx",     "A,d",    F3(3, 0x0b), M3,               V9,          IR_OP_NONE },
	{ "ldsw",    "A,d",    F3(3, 0x08), M3,               V9,          IR_OP_NONE },
	{ "lduw",    "A,d",    F3(3, 0x00), M3,               V9,          IR_OP_NONE },
	{ "stx",     "d,A",    F3(3, 0x0e), M3,               V9,          IR_OP_NONE },
	{ "mulx",    "1,x,d",  F3(2, 0x09), M3,               V9,          IR_OP_NONE },
	{ "sdivx",   "1,x,d",  F3(2, 0x2d), M3,               V9,          IR_OP_NONE },
	{ "udivx",   "1,x,d",  F3(2, 0x0d), M3,               V9,          IR_OP_NONE },
	{ "popc",    "x,d",    F3(2, 0x2e), M3 | MRS1,        V9,          IR_OP_NONE },
	{ "sllx",    "1,s,d",  F3(2, 0x25) | X64, M3 | X64,   V9,          IR_OP_NONE },
	{ "srlx",    "1,s,d",  F3(2, 0x26) | X64, M3 | X64,   V9,          IR_OP_NONE },
	{ "srax",    "1,s,d",  F3(2, 0x27) | X64, M3 | X64,   V9,          IR_OP_NONE },
	{ "flushw",  "",       F3(2, 0x2b), ALL,              V9,          IR_OP_NONE },
	{ "return",  "J",      F3(2, 0x39), M3 | MRD,         V9,          IR_OP_NONE },
	{ "setx",    "S,d",    0,           0,                V9,          IR_OP_NONE },
	BPR("brz",   0x1),
	BPR("brlez", 0x2),
	BPR("brlz",  0x3),
	BPR("brnz",  0x5),
	BPR("brgz",  0x6),
	BPR("brgez", 0x7),
	MOVR("movrz",   0x1),
	MOVR("movrlez", 0x2),
	MOVR("movrlz",  0x3),
	MOVR("movrnz",  0x5),
	MOVR("movrgz",  0x6),
	MOVR("movrgez", 0x7),
	MOVCC("mova",   0x8),
	MOVCC("movn",   0x0),
	MOVCC("movne",  0x9),
	MOVCC("movnz",  0x9),
	MOVCC("move",   0x1),
	MOVCC("movz",   0x1),
	MOVCC("movg",   0xa),
	MOVCC("movle",  0x2),
	MOVCC("movge",  0xb),
	MOVCC("movl",   0x3),
	MOVCC("movgu",  0xc),
	MOVCC("movleu", 0x4),
	MOVCC("movcc",  0xd),
	MOVCC("movgeu", 0xd),
	MOVCC("movcs",  0x5),
	MOVCC("movlu",  0x5),
	MOVCC("movpos", 0xe),
	MOVCC("movneg", 0x6),
	MOVCC("movvc",  0xf),
	MOVCC("movvs",  0x7),
};

const int sparc_nopcodes = sizeof sparc_opcodes / sizeof sparc_opcodes[0];

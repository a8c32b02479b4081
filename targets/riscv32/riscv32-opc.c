/* riscv32-opc.c — the RV32IM instruction table: one row per instruction form, the base and M
 * instructions and the assembler's pseudo-instructions gcc emits. */
#include "riscv32/riscv32.h"

#define WD RV_WR_D
#define RS RV_RD_S
#define RT RV_RD_T
#define R3 (WD | RS | RT)
#define I2 (WD | RS)
#define LD(sz) (RV_LOAD | (sz) | WD | RS)
#define ST(sz) (RV_STORE | (sz) | RS | RT)
#define CB RV_CBRANCH
#define M_R 0xfe00707fu   /* opcode, funct3, funct7 */
#define M_I 0x0000707fu   /* opcode, funct3 */
#define M_RS1 0x000f8000u
#define M_RS2 0x01f00000u
#define M_RD 0x00000f80u

/* Rows of one mnemonic are adjacent (gen/lookup.c checks it) and tried in order. */
const struct opcode_row rv_opcodes[] = {
	/* name     args      match       mask                 flags                  op */
	{ "add",    "d,s,t",  0x00000033, M_R,                 R3,                    IR_OP_ADD },
	{ "addi",   "d,s,j",  0x00000013, M_I,                 I2,                    IR_OP_ADD },
	{ "and",    "d,s,t",  0x00007033, M_R,                 R3,                    IR_OP_AND },
	{ "andi",   "d,s,j",  0x00007013, M_I,                 I2,                    IR_OP_AND },
	{ "auipc",  "d,u",    0x00000017, 0x7f,                WD,                    IR_OP_OPAQUE },
	{ "beq",    "s,t,p",  0x00000063, M_I,                 CB | RS | RT,          IR_OP_NONE },
	{ "beqz",   "s,p",    0x00000063, M_I | M_RS2,         CB | RS,               IR_OP_NONE },
	{ "bge",    "s,t,p",  0x00005063, M_I,                 CB | RS | RT,          IR_OP_NONE },
	{ "bgeu",   "s,t,p",  0x00007063, M_I,                 CB | RS | RT,          IR_OP_NONE },
	{ "bgez",   "s,p",    0x00005063, M_I | M_RS2,         CB | RS,               IR_OP_NONE },
	{ "bgt",    "t,s,p",  0x00004063, M_I,                 CB | RS | RT,          IR_OP_NONE },
	{ "bgtu",   "t,s,p",  0x00006063, M_I,                 CB | RS | RT,          IR_OP_NONE },
	{ "bgtz",   "t,p",    0x00004063, M_I | M_RS1,         CB | RT,               IR_OP_NONE },
	{ "ble",    "t,s,p",  0x00005063, M_I,                 CB | RS | RT,          IR_OP_NONE },
	{ "bleu",   "t,s,p",  0x00007063, M_I,                 CB | RS | RT,          IR_OP_NONE },
	{ "blez",   "t,p",    0x00005063, M_I | M_RS1,         CB | RT,               IR_OP_NONE },
	{ "blt",    "s,t,p",  0x00004063, M_I,                 CB | RS | RT,          IR_OP_NONE },
	{ "bltu",   "s,t,p",  0x00006063, M_I,                 CB | RS | RT,          IR_OP_NONE },
	{ "bltz",   "s,p",    0x00004063, M_I | M_RS2,         CB | RS,               IR_OP_NONE },
	{ "bne",    "s,t,p",  0x00001063, M_I,                 CB | RS | RT,          IR_OP_NONE },
	{ "bnez",   "s,p",    0x00001063, M_I | M_RS2,         CB | RS,               IR_OP_NONE },
	{ "call",   "a",      0x00000097, 0xfff,               RV_CALL | RV_TWO,      IR_OP_NONE },
	{ "div",    "d,s,t",  0x02004033, M_R,                 R3,                    IR_OP_OPAQUE },
	{ "divu",   "d,s,t",  0x02005033, M_R,                 R3,                    IR_OP_OPAQUE },
	{ "ebreak", "",       0x00100073, 0xffffffff,          RV_TRAP,               IR_OP_NONE },
	{ "ecall",  "",       0x00000073, 0xffffffff,          RV_SYSCALL,            IR_OP_NONE },
	{ "j",      "a",      0x0000006f, 0xfff,               RV_JUMP,               IR_OP_NONE },
	{ "jal",    "a",      0x000000ef, 0xfff,               RV_CALL,               IR_OP_NONE },
	{ "jalr",   "s",      0x000000e7, 0xfff07fff,          RV_CALL | RS,          IR_OP_NONE },
	{ "jr",     "s",      0x00000067, 0xfff07fff,          RV_JUMP | RS,          IR_OP_NONE },
	{ "la",     "d,A",    0x00000017, 0x7f,                WD | RV_TWO,           IR_OP_CONST },
	{ "lb",     "d,o(b)", 0x00000003, M_I,                 LD(RV_BYTE | RV_SIGNED), IR_OP_OPAQUE },
	{ "lbu",    "d,o(b)", 0x00004003, M_I,                 LD(RV_BYTE),           IR_OP_OPAQUE },
	{ "lh",     "d,o(b)", 0x00001003, M_I,                 LD(RV_HALF | RV_SIGNED), IR_OP_OPAQUE },
	{ "lhu",    "d,o(b)", 0x00005003, M_I,                 LD(RV_HALF),           IR_OP_OPAQUE },
	{ "li",     "d,L",    0x00000000, 0,                   WD | RV_LI,            IR_OP_CONST },
	{ "lla",    "d,A",    0x00000017, 0x7f,                WD | RV_TWO,           IR_OP_CONST },
	{ "lui",    "d,u",    0x00000037, 0x7f,                WD,                    IR_OP_CONST },
	{ "lw",     "d,o(b)", 0x00002003, M_I,                 LD(0),                 IR_OP_OPAQUE },
	{ "mul",    "d,s,t",  0x02000033, M_R,                 R3,                    IR_OP_MUL32 },
	{ "mulh",   "d,s,t",  0x02001033, M_R,                 R3,                    IR_OP_OPAQUE },
	{ "mulhsu", "d,s,t",  0x02002033, M_R,                 R3,                    IR_OP_OPAQUE },
	{ "mulhu",  "d,s,t",  0x02003033, M_R,                 R3,                    IR_OP_OPAQUE },
	{ "mv",     "d,s",    0x00000013, 0xfff0707f,          I2,                    IR_OP_MOVE },
	{ "neg",    "d,t",    0x40000033, M_R | M_RS1,         WD | RT,               IR_OP_SUB },
	{ "nop",    "",       0x00000013, 0xffffffff,          0,                     IR_OP_NONE },
	{ "not",    "d,s",    0xfff04013, 0xfff0707f,          I2,                    IR_OP_XOR },
	{ "or",     "d,s,t",  0x00006033, M_R,                 R3,                    IR_OP_OR },
	{ "ori",    "d,s,j",  0x00006013, M_I,                 I2,                    IR_OP_OR },
	{ "rem",    "d,s,t",  0x02006033, M_R,                 R3,                    IR_OP_OPAQUE },
	{ "remu",   "d,s,t",  0x02007033, M_R,                 R3,                    IR_OP_OPAQUE },
	{ "ret",    "",       0x00008067, 0xffffffff,          RV_JUMP,               IR_OP_NONE },
	{ "sb",     "t,o(b)", 0x00000023, M_I,                 ST(RV_BYTE),           IR_OP_NONE },
	{ "seqz",   "d,s",    0x00103013, 0xfff0707f,          I2,                    IR_OP_SLTU },
	{ "sgtz",   "d,t",    0x00002033, M_R | M_RS1,         WD | RT,               IR_OP_SLT },
	{ "sgt",    "d,t,s",  0x00002033, M_R,                 R3,                    IR_OP_SLT },
	{ "sgtu",   "d,t,s",  0x00003033, M_R,                 R3,                    IR_OP_SLTU },
	{ "sh",     "t,o(b)", 0x00001023, M_I,                 ST(RV_HALF),           IR_OP_NONE },
	{ "sll",    "d,s,t",  0x00001033, M_R,                 R3,                    IR_OP_SLL },
	{ "slli",   "d,s,<",  0x00001013, M_R,                 I2,                    IR_OP_SLL },
	{ "slt",    "d,s,t",  0x00002033, M_R,                 R3,                    IR_OP_SLT },
	{ "slti",   "d,s,j",  0x00002013, M_I,                 I2,                    IR_OP_SLT },
	{ "sltiu",  "d,s,j",  0x00003013, M_I,                 I2,                    IR_OP_SLTU },
	{ "sltu",   "d,s,t",  0x00003033, M_R,                 R3,                    IR_OP_SLTU },
	{ "sltz",   "d,s",    0x00002033, M_R | M_RS2,         I2,                    IR_OP_SLT },
	{ "snez",   "d,t",    0x00003033, M_R | M_RS1,         WD | RT,               IR_OP_SLTU },
	{ "sra",    "d,s,t",  0x40005033, M_R,                 R3,                    IR_OP_SRA },
	{ "srai",   "d,s,<",  0x40005013, M_R,                 I2,                    IR_OP_SRA },
	{ "srl",    "d,s,t",  0x00005033, M_R,                 R3,                    IR_OP_SRL },
	{ "srli",   "d,s,<",  0x00005013, M_R,                 I2,                    IR_OP_SRL },
	{ "sub",    "d,s,t",  0x40000033, M_R,                 R3,                    IR_OP_SUB },
	{ "sw",     "t,o(b)", 0x00002023, M_I,                 ST(0),                 IR_OP_NONE },
	{ "tail",   "a",      0x00000317, 0xfff,               RV_JUMP | RV_TWO | RV_WR_T1, IR_OP_NONE },
	{ "xor",    "d,s,t",  0x00004033, M_R,                 R3,                    IR_OP_XOR },
	{ "xori",   "d,s,j",  0x00004013, M_I,                 I2,                    IR_OP_XOR },
};

const int rv_nopcodes = sizeof rv_opcodes / sizeof rv_opcodes[0];

/* aex_schema.h — the words of the schema (docs/schema.md) that its writer, the instrumenter,
 * prints and its reader, the schema compiler, parses: one table each, X(ID, word), in the
 * order of their enums (the instrumenter's enum cfg_end, ir_mem, ir_op and ir_cond are made
 * from the same tables). A reader parses a word once, into its enum, with aex_schema_word. */
#ifndef AEX_SCHEMA_H
#define AEX_SCHEMA_H

#include <string.h>

/* The most registers a function's pass line names (a call passes its callee), and the
 * registers a rets line may name (returned known, by number): the regenerator's struct rg
 * holds that many of each. */
#define AEX_SCHEMA_PASS 72
#define AEX_SCHEMA_RETS 72

/* How a block ends (its "block" line). */
#define AEX_SCHEMA_ENDS(X)                                                                 \
	X(FALL, "fall")         /* falls into the next block */                             \
	X(CBRANCH, "cbranch")   /* conditional branch: succ[0] fall-through, succ[1] taken */ \
	X(JUMP, "jump")         /* unconditional jump: succ[0] */                           \
	X(RET, "ret")           /* return: EXIT */                                          \
	X(TAILCALL, "tail")     /* direct jump to another function: EXIT */                 \
	X(IJUMP, "ijump")       /* indirect jump (a tail call through a register): EXIT */  \
	X(TRAP, "trap")         /* trap that does not continue: EXIT */                     \
	X(OFF, "off")           /* falls off the end of the function (after a call that     \
				 * never returns) */

/* An instruction's memory access (its m= field). */
#define AEX_SCHEMA_MEMS(X)                                                                 \
	X(NONE, "-")                                                                        \
	X(LOAD, "r")                                                                        \
	X(STORE, "w")                                                                       \
	X(LOADSTORE, "rw")      /* a read then a write of the same location (atomic swaps) */ \
	X(LOAD_LEFT, "rl")      /* unaligned load, left part: bytes A .. A|3 (big-endian) */ \
	X(LOAD_RIGHT, "rr")     /* unaligned load, right part: bytes A&~3 .. A */           \
	X(STORE_LEFT, "wl")     /* unaligned store, left part */                            \
	X(STORE_RIGHT, "wr")    /* unaligned store, right part */

/* What an instruction computes (its c= field): dst = op(src1, src2 or imm). Only the
 * operations that can appear in an address slice are modelled; anything else that defines a
 * register is OPAQUE, which makes its result an impossible value. The condition-code
 * operations (ADDCC ..): dst (or none) = src1 op (src2 | imm), and dst2 = the condition codes
 * of the result as a flags register holds them: N (bit 3, the sign), Z (bit 2, zero), V (bit
 * 1, signed overflow) and C (bit 0: the carry of an addition, the borrow of a subtraction; 0
 * for the logical ones, as is V). */
#define AEX_SCHEMA_OPS(X)                                                                  \
	X(NONE, "none")         /* defines nothing the regenerator cares about */           \
	X(OPAQUE, "opaque")     /* defines dst in a way the regenerator cannot recompute */ \
	X(MOVE, "move")         /* dst = src1 */                                            \
	X(CONST, "const")       /* dst = imm */                                             \
	X(ADD, "add")           /* dst = src1 + (src2 | imm) */                             \
	X(SUB, "sub")           /* dst = src1 - (src2 | imm) */                             \
	X(AND, "and")                                                                       \
	X(OR, "or")                                                                         \
	X(XOR, "xor")                                                                       \
	X(NOR, "nor")                                                                       \
	X(SLL, "sll")           /* dst = src1 << ((src2 | imm) & 31) */                     \
	X(SRL, "srl")                                                                       \
	X(SRA, "sra")                                                                       \
	X(SLT, "slt")           /* dst = (int32)src1 < (int32)(src2 | imm) */               \
	X(SLTU, "sltu")                                                                     \
	X(MULT, "mult")         /* hi:lo = (int64)src1 * src2 (dst the lo register, dst2 hi) */ \
	X(MULTU, "multu")                                                                   \
	X(DIV, "div")           /* lo = src1 / src2, hi = src1 % src2 (signed) */           \
	X(DIVU, "divu")                                                                     \
	X(MUL32, "mul32")       /* dst = low word of src1 * (src2 | imm), dst2 the high word */ \
	X(UMUL32, "umul32")                                                                 \
	X(ADDCC, "addcc")                                                                   \
	X(SUBCC, "subcc")                                                                   \
	X(ANDCC, "andcc")                                                                   \
	X(ORCC, "orcc")                                                                     \
	X(XORCC, "xorcc")

/* The condition of a conditional branch the regenerator decides (its br= field): taken when
 * it holds for src1 and src2 (a missing src2 reads as 0). The F* conditions test a flags
 * register src1 as the condition-code operations define it. */
#define AEX_SCHEMA_CONDS(X)                                                                \
	X(NONE, "-")                                                                        \
	X(EQ, "eq")             /* src1 == src2 */                                          \
	X(NE, "ne")             /* src1 != src2 */                                          \
	X(LEZ, "lez")           /* (int32)src1 <= 0 */                                      \
	X(GTZ, "gtz")           /* (int32)src1 > 0 */                                       \
	X(LTZ, "ltz")           /* (int32)src1 < 0 */                                       \
	X(GEZ, "gez")           /* (int32)src1 >= 0 */                                      \
	X(FZ, "fz")             /* Z */                                                     \
	X(FNZ, "fnz")           /* !Z */                                                    \
	X(FGT, "fgt")           /* !(Z | (N ^ V)): signed > */                              \
	X(FLE, "fle")           /* Z | (N ^ V) */                                           \
	X(FGE, "fge")           /* !(N ^ V) */                                              \
	X(FLT, "flt")           /* N ^ V */                                                 \
	X(FGTU, "fgtu")         /* !(C | Z): unsigned > */                                  \
	X(FLEU, "fleu")         /* C | Z */                                                 \
	X(FGEU, "fgeu")         /* !C */                                                    \
	X(FLTU, "fltu")         /* C */                                                     \
	X(FPOS, "fpos")         /* !N */                                                    \
	X(FNEG, "fneg")         /* N */                                                     \
	X(FVC, "fvc")           /* !V */                                                    \
	X(FVS, "fvs")           /* V */

#define AEX_SCHEMA_ENUM_END(id, word) AEX_END_##id,
#define AEX_SCHEMA_ENUM_MEM(id, word) AEX_MEM_##id,
#define AEX_SCHEMA_ENUM_OP(id, word) AEX_OP_##id,
#define AEX_SCHEMA_ENUM_COND(id, word) AEX_COND_##id,
#define AEX_SCHEMA_WORD(id, word) word,

enum aex_end { AEX_SCHEMA_ENDS(AEX_SCHEMA_ENUM_END) AEX_ENDS };
enum aex_mem { AEX_SCHEMA_MEMS(AEX_SCHEMA_ENUM_MEM) AEX_MEMS };
enum aex_op { AEX_SCHEMA_OPS(AEX_SCHEMA_ENUM_OP) AEX_OPS };
enum aex_cond { AEX_SCHEMA_CONDS(AEX_SCHEMA_ENUM_COND) AEX_CONDS };

static inline const char *aex_end_word(int k)
{
	static const char *const w[AEX_ENDS] = { AEX_SCHEMA_ENDS(AEX_SCHEMA_WORD) };

	return k >= 0 && k < AEX_ENDS ? w[k] : "?";
}

static inline const char *aex_mem_word(int k)
{
	static const char *const w[AEX_MEMS] = { AEX_SCHEMA_MEMS(AEX_SCHEMA_WORD) };

	return k >= 0 && k < AEX_MEMS ? w[k] : "?";
}

static inline const char *aex_op_word(int k)
{
	static const char *const w[AEX_OPS] = { AEX_SCHEMA_OPS(AEX_SCHEMA_WORD) };

	return k >= 0 && k < AEX_OPS ? w[k] : "?";
}

static inline const char *aex_cond_word(int k)
{
	static const char *const w[AEX_CONDS] = { AEX_SCHEMA_CONDS(AEX_SCHEMA_WORD) };

	return k >= 0 && k < AEX_CONDS ? w[k] : "?";
}

/* The enum value of word in a table of n words named by word_of (aex_end_word, ...), or -1. */
static inline int aex_schema_word(const char *word, const char *(*word_of)(int), int n)
{
	for (int k = 0; k < n; k++)
		if (strcmp(word, word_of(k)) == 0)
			return k;
	return -1;
}

#endif

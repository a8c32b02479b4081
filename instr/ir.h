/* ir.h — the ISA-neutral intermediate form the instrumenter works on: an assembly file as
 * lines, functions as instructions with their dataflow and control-flow facts. Targets fill it
 * in (targets/<isa>/); CFG, slicing and placement read only what is here, never mnemonics. */
#ifndef AEX_IR_H
#define AEX_IR_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* Registers are small integers chosen by the target (0..IR_MAX_REGS-1): its general registers
 * first, then pseudo-registers such as HI/LO or Y. IR_REG_NONE marks an absent operand. */
#define IR_MAX_REGS 72
#define IR_REG_NONE 0xff

/* A set of registers. */
typedef struct {
	uint64_t w[2];
} ir_regset;

static inline void ir_regset_add(ir_regset *s, unsigned r)
{
	if (r < IR_MAX_REGS)
		s->w[r >> 6] |= 1ull << (r & 63);
}

static inline bool ir_regset_has(const ir_regset *s, unsigned r)
{
	return r < IR_MAX_REGS && (s->w[r >> 6] >> (r & 63)) & 1;
}

static inline void ir_regset_del(ir_regset *s, unsigned r)
{
	if (r < IR_MAX_REGS)
		s->w[r >> 6] &= ~(1ull << (r & 63));
}

/* Control transfer kind of an instruction. */
enum ir_ctl {
	IR_CTL_NONE = 0,   /* falls through */
	IR_CTL_CBRANCH,    /* conditional branch to target; falls through otherwise */
	IR_CTL_JUMP,       /* unconditional direct jump to target */
	IR_CTL_CALL,       /* direct call of target; returns to the next instruction */
	IR_CTL_ICALL,      /* indirect call through register `ctl_reg` */
	IR_CTL_RET,        /* return from the function */
	IR_CTL_IJUMP,      /* indirect jump through `ctl_reg` (not a return) */
	IR_CTL_SYSCALL,    /* system call: may not return (exit), defines the result regs */
	IR_CTL_TRAP,       /* unconditional trap (break): does not fall through */
};

/* Delay-slot behaviour of a control transfer. */
enum ir_delay {
	IR_DELAY_NONE = 0,      /* no delay slot */
	IR_DELAY_ALWAYS,        /* the next instruction always executes */
	IR_DELAY_ANNUL_UNTAKEN, /* annulling branch: the slot executes only when taken */
	IR_DELAY_ANNUL_ALWAYS,  /* annulling always/never branch: the slot never executes */
};

/* Memory access of an instruction. */
enum ir_mem {
	IR_MEM_NONE = 0,
	IR_MEM_LOAD,
	IR_MEM_STORE,
	IR_MEM_LOADSTORE,    /* a read then a write of the same location (atomic swaps) */
	IR_MEM_LOAD_LEFT,    /* unaligned load, left part: bytes A .. A|3 (big-endian) */
	IR_MEM_LOAD_RIGHT,   /* unaligned load, right part: bytes A&~3 .. A */
	IR_MEM_STORE_LEFT,   /* unaligned store, left part */
	IR_MEM_STORE_RIGHT,  /* unaligned store, right part */
};

/* What an instruction computes, for the regenerator: dst = op(src1, src2 or imm). Only the
 * operations that can appear in an address slice are modelled; anything else that defines a
 * register is IR_OP_OPAQUE, which makes its result an impossible value. */
enum ir_op {
	IR_OP_NONE = 0,   /* defines nothing the regenerator cares about */
	IR_OP_OPAQUE,     /* defines dst in a way the regenerator cannot recompute */
	IR_OP_MOVE,       /* dst = src1 */
	IR_OP_CONST,      /* dst = imm */
	IR_OP_ADD,        /* dst = src1 + (src2 | imm) */
	IR_OP_SUB,        /* dst = src1 - (src2 | imm) */
	IR_OP_AND,
	IR_OP_OR,
	IR_OP_XOR,
	IR_OP_NOR,
	IR_OP_SLL,        /* dst = src1 << ((src2 | imm) & 31) */
	IR_OP_SRL,
	IR_OP_SRA,
	IR_OP_SLT,        /* dst = (int32)src1 < (int32)(src2 | imm) */
	IR_OP_SLTU,
	IR_OP_MULT,       /* hi:lo = (int64)src1 * src2 (dst = lo register, dst2 = hi) */
	IR_OP_MULTU,
	IR_OP_DIV,        /* lo = src1 / src2, hi = src1 % src2 (signed) */
	IR_OP_DIVU,
	IR_OP_MUL32,      /* dst = low word of src1 * (src2 | imm), and dst2 = the high word */
	IR_OP_UMUL32,
	/* Condition-code operations: dst (or NONE) = src1 op (src2 | imm), and dst2 = the
	 * condition codes of the result as a flags register holds them: N (bit 3, the sign),
	 * Z (bit 2, zero), V (bit 1, signed overflow) and C (bit 0: the carry of an addition,
	 * the borrow of a subtraction; 0 for the logical ones, as is V). */
	IR_OP_ADDCC,
	IR_OP_SUBCC,
	IR_OP_ANDCC,
	IR_OP_ORCC,
	IR_OP_XORCC,
};

/* The condition of a conditional branch, when the target describes it (IR_COND_NONE: it does
 * not): the branch is taken when it holds for src1 and src2 (a missing src2 reads as 0). The
 * IR_COND_F* conditions test a flags register src1 as the *CC operations define it. */
enum ir_cond {
	IR_COND_NONE = 0,
	IR_COND_EQ,       /* src1 == src2 */
	IR_COND_NE,       /* src1 != src2 */
	IR_COND_LEZ,      /* (int32)src1 <= 0 */
	IR_COND_GTZ,      /* (int32)src1 > 0 */
	IR_COND_LTZ,      /* (int32)src1 < 0 */
	IR_COND_GEZ,      /* (int32)src1 >= 0 */
	IR_COND_FZ,       /* Z */
	IR_COND_FNZ,      /* !Z */
	IR_COND_FGT,      /* !(Z | (N ^ V)): signed > */
	IR_COND_FLE,      /* Z | (N ^ V) */
	IR_COND_FGE,      /* !(N ^ V) */
	IR_COND_FLT,      /* N ^ V */
	IR_COND_FGTU,     /* !(C | Z): unsigned > */
	IR_COND_FLEU,     /* C | Z */
	IR_COND_FGEU,     /* !C */
	IR_COND_FLTU,     /* C */
	IR_COND_FPOS,     /* !N */
	IR_COND_FNEG,     /* N */
	IR_COND_FVC,      /* !V */
	IR_COND_FVS,      /* V */
};

/* A symbolic immediate: sym + addend, optionally a relocation operator of the target's
 * (%hi, %lo ...), resolved against the plain ELF's symbol table when the regenerator is built.
 * A plain number has sym == NULL. */
struct ir_imm {
	const char *sym;
	int32_t addend;
	uint8_t reloc;     /* target-defined: 0 = the full value */
};

/* One machine instruction. */
struct ir_insn {
	int line;                 /* 1-based line in the source .s */
	uint32_t pos;             /* position in the function (instructions from its start) */
	uint8_t size;             /* bytes */
	uint8_t words;            /* machine instructions the line assembles to, each size/words
				   * bytes: 1, or more for an assembler macro the target accepts */
	bool late;                /* dst is readable one instruction after this one only (a
				   * load delay): recording it waits */
	enum ir_ctl ctl;
	enum ir_delay delay;
	uint8_t ctl_reg;          /* register of an indirect call or jump */
	const char *target;       /* label of a direct branch, jump or call */
	enum ir_mem mem;
	uint8_t mem_size;         /* bytes accessed (1..8) */
	bool mem_signed;
	uint8_t store_reg;        /* a store's value register (the zero register for a store of
				   * zero), IR_REG_NONE when not an IR register (floating point)
				   * or not a store */
	uint8_t base;             /* address = base register + index register + disp */
	uint8_t index;            /* IR_REG_NONE when the address has no index register */
	struct ir_imm disp;
	enum ir_op op;
	uint8_t dst, dst2;        /* registers defined by op (dst2: second result, or NONE) */
	uint8_t src1, src2;       /* operand registers, or NONE (a conditional branch with a
				   * cond: the registers it compares) */
	enum ir_cond cond;        /* a conditional branch's condition, or IR_COND_NONE */
	struct ir_imm imm;        /* the immediate operand when src2 is NONE */
	ir_regset reads, writes;  /* every register read / written (including by calls) */
	uint8_t window;           /* 0, or 1 + the index of the target's register-window
				   * operation this instruction performs (struct target.windows):
				   * applied after the sources are read, before dst is written */
	bool skipped;             /* a word control always passes over, never executed (the
				   * struct-size word after a call, which the callee returns past):
				   * nothing is recorded for it and nothing is inserted before it */
	uint16_t target_flags;    /* private to the target */
};

/* A line of the assembly file, kept so outputs reproduce the input exactly. */
enum ir_line_kind {
	IR_LINE_OTHER = 0,   /* directive, comment, blank: copied through */
	IR_LINE_LABEL,       /* "name:" */
	IR_LINE_INSN,        /* one instruction */
};

struct ir_line {
	enum ir_line_kind kind;
	char *text;          /* the line as read, without its newline */
	char *label;         /* IR_LINE_LABEL: the name; IR_LINE_INSN: a label defined on the
			      * same line before the instruction ("1: jr $31"), or NULL */
	int insn;            /* IR_LINE_INSN: index into the function's insns, or -1 */
	int func;            /* index of the enclosing function, or -1 outside functions */
};

struct ir_func {
	char *name;
	bool global;
	int first_line, last_line;  /* lines of the function's body (label to end) */
	/* Stack slots (struct target.frame_reg): with frame_known, a call or system call leaves
	 * alone the words within [frame_reg + frame_keep_lo, frame_reg + frame_keep_hi) and may
	 * write any other (the outgoing arguments, every callee's frame, a register-window save
	 * area); without, it may write any of the function's slots. */
	bool frame_known;
	int32_t frame_keep_lo, frame_keep_hi;
	struct ir_insn *insns;
	int ninsns;
	/* labels inside the function: name → instruction index they precede */
	char **labels;
	int *label_insn;
	int nlabels;
};

struct ir_file {
	char *path;
	struct ir_line *lines;
	int nlines;
	struct ir_func *funcs;
	int nfuncs;
};

/* Frees everything f holds (every string in it is its own allocation) and empties it. */
void ir_file_free(struct ir_file *f);

/* calloc that never returns NULL (at least one element): out of memory ends the process. */
void *ir_xcalloc(size_t n, size_t size);

#endif

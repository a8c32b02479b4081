/* ir.h — the ISA-neutral intermediate form the instrumenter works on: an assembly file as
 * lines, functions as instructions with their dataflow and control-flow facts. Targets fill it
 * in (targets/<isa>/); CFG, slicing and placement read only what is here, never mnemonics. */
#ifndef AEX_IR_H
#define AEX_IR_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "aex_schema.h"

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

/* An instruction's memory access: the schema's words (AEX_SCHEMA_MEMS). */
enum ir_mem {
#define IR_MEM_ENUM(id, word) IR_MEM_##id = AEX_MEM_##id,
	AEX_SCHEMA_MEMS(IR_MEM_ENUM)
#undef IR_MEM_ENUM
};

/* What an instruction computes, for the regenerator: the schema's words and their meaning
 * (AEX_SCHEMA_OPS). */
enum ir_op {
#define IR_OP_ENUM(id, word) IR_OP_##id = AEX_OP_##id,
	AEX_SCHEMA_OPS(IR_OP_ENUM)
#undef IR_OP_ENUM
};

/* The condition of a conditional branch, when the target describes it (IR_COND_NONE: it does
 * not): the schema's words and their meaning (AEX_SCHEMA_CONDS). */
enum ir_cond {
#define IR_COND_ENUM(id, word) IR_COND_##id = AEX_COND_##id,
	AEX_SCHEMA_CONDS(IR_COND_ENUM)
#undef IR_COND_ENUM
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

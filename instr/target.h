/* target.h — the one door into an ISA: everything the instrumenter and the regenerator need to
 * know about a target, as data and hooks. instr/ and regen/ include only
 * this header; targets/<isa>/ implements it (docs/porting.md lists what each hook must do). */
#ifndef AEX_TARGET_H
#define AEX_TARGET_H

#include <stdbool.h>
#include <stdint.h>

#include "ir.h"

struct strbuf;

/* One event of an instrumentation group. */
enum target_event_kind {
	TARGET_EV_WITNESS,   /* a constant of `size` bytes */
	TARGET_EV_VALUE,     /* the low `size` bytes (1, 2 or 4) of register `reg` */
};

struct target_event {
	enum target_event_kind kind;
	uint32_t value;
	uint8_t size;
	uint8_t reg;
};

/* A register-window operation (a window save or restore). An instruction performing it
 * reads its sources in the old window; then the registers to[k] take the old values of
 * from[k], all at once; the registers in `unknown` hold values the function cannot know (a new
 * window's, or the caller's registers coming back); then the instruction's dst is written, in
 * the new window. Every register in to[] and unknown is in the instruction's writes. */
struct target_window {
	const char *name;
	uint8_t nmoves;
	uint8_t to[32], from[32];
	ir_regset unknown;
};

struct target {
	const char *name;              /* matches toolchains/<name>.mk */
	bool big_endian;
	unsigned nregs;                /* registers in IR numbering, pseudo-registers included */
	const char *const *reg_names;  /* printable names ("$4", "%o0", "hi") */
	uint8_t zero_reg;              /* hard-wired zero, or IR_REG_NONE */
	uint8_t sp_reg;                /* the stack pointer */
	ir_regset callee_saved;        /* preserved across calls by the ABI (sp included) */
	ir_regset call_clobbered;      /* undefined after a call returns */
	ir_regset syscall_results;     /* defined by a system call */
	ir_regset recordable;          /* registers whose value instrumentation can record (the
					* general registers; not pseudo-registers like HI/LO) */
	const struct target_window *windows;  /* register-window operations (ir_insn.window) */
	uint8_t nwindows;
	uint8_t link_reg;              /* the register a call writes before its delay slot runs */
	uint8_t frame_reg;             /* the register that addresses a function's stack slots
					* (technique slots, docs/techniques.md), or IR_REG_NONE */

	/* Parses one assembly file (compiler output or hand-written, one instruction per line)
	 * into f. Errors go to stderr as "path:line: error: ..." and make it return -1. */
	int (*parse)(const char *path, const char *text, struct ir_file *f);
	/* Rewrites the compiler's output before anything reads or assembles it, for what the
	 * assembler would otherwise expand on its own (NULL: nothing). Returns the new text
	 * (malloc'd), NULL when it stays as it is, or NULL with *err set after a message. */
	char *(*normalize)(const char *path, const char *text, bool *err);

	/* The value of a relocated immediate as C source of the symbol's value V, indexed by the
	 * relocation number the parser gives (0: none, "(V)"), e.g. "((((V) + 0x8000u) >> 16)
	 * << 16)" for a high-half operator; nrelocs entries. */
	const char *const *reloc_c_exprs;
	int nrelocs;

	/* ---- instrumentation (assembly text; instr/ decides what and where, the target how) */
	const char *local_label_prefix;   /* labels the assembler keeps out of the symbol table */
	const char *entry_symbol;         /* where a program starts ("__start") */
	/* Appends code writing ev[0..n) to the event buffer; a full buffer must be flushed. A
	 * target that checks for room inline gets check_bytes > 0, the room the group needs, and
	 * appends its out-of-line flush code to stubs (labels made from id); a target whose runtime
	 * flushes on a guard-page fault ignores both. after_load: the instruction just before defined the first value
	 * event's register by a load (a target with load delays waits for it). */
	void (*emit_events)(struct strbuf *out, struct strbuf *stubs, const char *id,
			    const struct target_event *ev, int n, int check_bytes, bool after_load,
			    const uint8_t *stolen);
	/* A printf format of an unconditional jump to its %s, with its delay slot filled if the
	 * ISA has one, as lines. */
	const char *jump_format;
	/* Retargeting a branch or jump line (instr/ replaces its target label): the characters
	 * that start a comment on an instruction line, and those that may follow the target
	 * operand (besides the line's end). */
	const char *line_comment;
	const char *operand_ends;
	/* Returns how many labels <id>_s0, <id>_s1, ... it defined, each on an instruction without
	 * a memory access that runs only when the runtime does the system call itself (a fork,
	 * rt_sigaction), before it does, and only then: the golden trace of the traced run logs
	 * the system call's fetch there (docs/golden.md, .aex_pcx).
	 * Code before a system call instruction: flushes the events when it ends the process,
	 * does a fork itself through the runtime (which writes the marker and makes the child's
	 * event pipe, docs/processes.md) and then goes on at the label <id>_a, which the
	 * instrumenter puts right after the system call instruction; refuses system calls
	 * tracing does not support (clone) with a message. */
	int (*emit_syscall_hook)(struct strbuf *out, struct strbuf *stubs, const char *id,
				 const uint8_t *stolen);
	/* The hook also hands rt_sigaction to the runtime, which runs the program's signal
	 * handlers as its system calls return and writes the events after them
	 * (docs/processes.md, "Signals"); false: programs that install handlers are refused. */
	bool traces_signals;
	/* A printf format switching to a non-allocated section named by its %s (.aex_syms,
	 * .aex_pcs), and the directive of a 4-byte data word. */
	const char *nonalloc_section;
	const char *word_directive;
	const char *nop_line;             /* an instruction doing nothing, as a line */
	const char *reserved_regs;        /* the registers the reserved strategy uses, for people */

	/* ---- strategy steal (docs/porting.md): the instrumentation takes nsteal registers of
	 * stealable from the program, instr/ chooses which; the program's values of them live
	 * in shadow words the target's code keeps. Every hook above that takes `stolen` gets the
	 * chosen registers in the target's order (NULL under the reserved strategy). */
	ir_regset stealable;              /* empty: the target cannot steal */
	uint8_t nsteal;
	/* The registers the reserved strategy takes from the program. A function naming one is
	 * instrumented by stealing them inside it when reserved_stolen lists them in the hooks'
	 * `stolen` order (a target whose ABI reserves them for the system), else refused. */
	ir_regset reserved_set;
	const uint8_t *reserved_stolen;
	/* Registers the instrumentation always uses, which no instruction may name. */
	ir_regset instr_temps;
	/* Conditional branches read state the IR does not model (condition codes): a rewritten
	 * delay slot of one is copied onto its edges, never moved in front of it. */
	bool cbranch_hidden_reads;
	/* The registers a line of assembly names as operands (not the ABI's implicit uses). */
	void (*named_regs)(const char *line, ir_regset *out);
	/* Rewrites the instruction `in` on `line` so that it works on the program's values of
	 * the stolen registers: code before it (pre), its new text (*text, malloc'd) and code
	 * after it (post, empty for a control transfer). Returns 0 when the line names no stolen
	 * register, 1 when rewritten, -1 when it cannot be (the message, without a location,
	 * in *text). */
	int (*rewrite)(const struct ir_insn *in, const char *line, const uint8_t *stolen,
		       struct strbuf *pre, char **text, struct strbuf *post);
};

/* The registered targets, and lookup by name (NULL if unknown). */
const struct target *target_get(const char *name);
const char *target_list(void);

#endif

/* asmtext.h — the assembly-text layer the targets' parsers share: characters, symbols, labels,
 * comments and strings of gas syntax, numeric local labels, functions and their labels, and
 * the passes over a file; each ISA gives its syntax and hooks (struct asm_syntax) and parses
 * its own instructions. */
#ifndef AEX_ASMTEXT_H
#define AEX_ASMTEXT_H

#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "ir.h"
#include "opcode.h"
#include "strbuf.h"

/* ---- characters (ASCII, whatever the host's locale) and tokens ---------------------------- */

bool asm_is_space(int c);
bool asm_is_digit(int c);
bool asm_is_alpha(int c);
bool asm_is_sym_start(int c);   /* letters, '_', '.', '$' */
bool asm_is_sym_char(int c);
const char *asm_skip_ws(const char *s);

/* ---- register operands of a line (the targets' each_reg walks them, calling back with each
 * one's number and text) ---------------------------------------------------------------------- */

/* A callback that adds each register to the ir_regset arg. */
void asm_add_named_reg(void *arg, int r, const char *s, size_t n);

/* Renaming register `from` to the text `to` throughout a line: each_reg with asm_rename_reg
 * copies the line up to each operand naming it and writes `to` in its place; then
 * asm_rename_end copies the rest and returns the new line. */
struct asm_rename {
	const char *done;        /* the line copied up to here */
	unsigned from;
	char to[16];
	struct strbuf out;
};
void asm_rename_reg(void *arg, int r, const char *s, size_t n);
char *asm_rename_end(struct asm_rename *rn);
size_t asm_sym_len(const char *s);
bool asm_all_digits(const char *s, size_t n);
bool asm_word_is(const char *s, size_t n, const char *w);
/* Skips a string literal starting at s[0] == '"'; returns the position after it. */
const char *asm_skip_string(const char *s);
/* Length of the operand token at s (up to one of delims, trailing blanks left out; at least
 * one character), for messages. */
int asm_tok_len(const char *s, const char *delims);
/* A number at *sp: decimal, 0x hexadecimal or 0 octal, at most 32 bits; *sp moves past it.
 * Returns 0, -1 when it is no number, -2 when it does not fit 32 bits. */
int asm_parse_number(const char **sp, int64_t *v);
/* The symbol a directive names first (".size NAME, ..."), as (s, *n). */
const char *asm_first_name(const char *args, size_t *n);

/* ---- operands ---------------------------------------------------------------------------- */

/* An immediate: a number, or sym + number, under a relocation operator (the ISA's number). */
struct asm_expr {
	const char *sym;   /* NULL for a plain number */
	size_t symlen;
	int64_t value;     /* the number, or the addend */
	uint8_t reloc;
};

/* Where and why an operand failed to match: of an instruction's rows, the one that got
 * furthest is reported. */
struct asm_fault {
	const char *at;
	char msg[160];
};

/* Records the failure at `at`; returns -1. */
int asm_fail(struct asm_fault *f, const char *at, const char *fmt, ...)
	__attribute__((format(printf, 3, 4)));
int asm_vfail(struct asm_fault *f, const char *at, const char *fmt, va_list ap)
	__attribute__((format(printf, 3, 0)));

/* What the shared operand parsers need of an ISA: how long a register operand at s is (0:
 * none there), whether a sum stops before "+ register" (an address's index), the names of its
 * relocation operators indexed by relocation number (0, none: NULL; NULL-terminated), and the
 * characters that end an operand token in messages. */
struct asm_operands {
	size_t (*reg_len)(const char *s);
	bool stop_before_reg;
	const char *const *relocs;
	const char *delims;
};

/* A sum of numbers and at most one symbol (added, not subtracted), within 32 bits. 0, or -1. */
int asm_sum(struct asm_fault *f, const char **sp, struct asm_expr *e,
	    const struct asm_operands *ops);
/* An immediate: a sum, or %op(sum) for one of the relocation operators. 0, or -1. */
int asm_expr(struct asm_fault *f, const char **sp, struct asm_expr *e,
	     const struct asm_operands *ops);

/* The separator c next in the operand text, past blanks (*sp moves past it); 0, or -1 with
 * "expected 'c', found ..." (the found token up to one of delims). */
int asm_expect(struct asm_fault *f, const char **sp, char c, const char *delims);

/* asm_parse_number with its message: "bad number" or "does not fit 32 bits". 0, or -1. */
int asm_number(struct asm_fault *f, const char **sp, int64_t *v, const char *delims);
/* A sum without a symbol whose value lies in lo..hi, into *v. 0, or -1. */
int asm_bounded(struct asm_fault *f, const char **sp, int64_t lo, int64_t hi, int64_t *v,
		const struct asm_operands *ops);

/* s[0..n) as a string of its own, or NULL when s is NULL. */
char *asm_dup_sym(const char *s, size_t n);
/* The IR's immediate of an operand (its symbol copied). */
struct ir_imm asm_make_imm(const struct asm_expr *e);

/* Adds registers 0..63 given as a bit mask to set. */
void asm_add_bits(ir_regset *set, uint64_t bits);

/* ---- a string → int map ------------------------------------------------------------------ */

struct asm_map {
	char **keys;
	int *vals;
	size_t cap, n;
};

int asm_map_get(const struct asm_map *m, const char *k, size_t len);   /* -1: absent */
void asm_map_put(struct asm_map *m, const char *k, size_t len, int val);
void asm_map_free(struct asm_map *m);

/* ---- one ISA's syntax and hooks ----------------------------------------------------------- */

struct asm_parser;

struct asm_syntax {
	const char *line_comment;    /* characters that start a comment anywhere on a line */
	const char *first_comment;   /* characters that do only as a line's first non-blank */
	char reg_prefix;             /* a name right after it is a register, never a local label
				      * reference (0: none) */
	const char *local_prefix;    /* numeric local labels become this and a number */
	bool ent_end;                /* .ent NAME / .end NAME open and close functions */
	const char *const *function_kinds;  /* ".type NAME, KIND" kinds meaning function */
	const char *const *body_breakers;   /* directives refused inside a function (data,
					     * sections) */
	/* Parses the instruction at line i (s: its code, comments blanked) into *in; -1 with a
	 * message (asm_error). */
	int (*insn)(struct asm_parser *p, int i, const char *s, struct ir_insn *in);
	/* An ISA's own directive d (dn bytes) at line i, before the shared ones: 1 handled, 0
	 * not the ISA's, -1 error. May be NULL. */
	int (*directive)(struct asm_parser *p, int i, const char *d, size_t dn, const char *args);
	/* Before an instruction is parsed (an ISA's assembler modes): 0, or -1 with a message.
	 * May be NULL. */
	int (*before_insn)(struct asm_parser *p, int i);
	/* A function is complete: facts that depend on the instructions around one. May be
	 * NULL. */
	void (*finish_func)(struct ir_func *fn);
	/* An instruction of a function whose target lies outside it: 0 when it may (a call; the
	 * hook marks a tail call), 1 when it is a branch that must stay inside. */
	int (*outside_target)(struct ir_insn *in);
};

/* The definitions of one numeric local label ("1"), in file order. */
struct asm_numlabel {
	char **names;
	int n, cap;
	int seen;      /* definitions at or before the line being renamed */
};

struct asm_parser {
	const struct asm_syntax *syn;
	void *isa;                /* the ISA parser's own state */
	const char *path;
	struct ir_file *f;
	char **code;              /* each line with its comments blanked */
	bool *in_comment;         /* a block comment is open where the line starts */
	struct asm_map labels;    /* named labels: name → line index */
	struct asm_map funcs;     /* names announced as functions */
	struct asm_map globals;   /* names made global by .globl or .global */
	struct asm_map numbers;   /* numeric label → index into nums */
	struct asm_numlabel *nums;
	int nnums, nums_cap;
	int *numdefs;             /* numeric definitions in file order (index into nums) */
	int nnumdefs, numdefs_cap;
	int cur;                  /* the open function, or -1 */
	bool quiet;               /* asm_error says nothing */
	int funcs_cap, insns_cap, labels_cap;
};

/* Prints "path:line: error: ..." for line i (0-based); returns -1. */
int asm_error(struct asm_parser *p, int i, const char *fmt, ...)
	__attribute__((format(printf, 3, 4)));
/* v with room for element n (capacity *cap, doubled as needed). */
void *asm_grow(void *v, int n, int *cap, size_t size);

/* Matches the operand text ops against one mnemonic's rows[0..n), in order, with match, which
 * fills the ISA's match state m (its first member a struct asm_fault) and returns 0 or -1.
 * Returns the index of the first row that matches (m holds its match), or -1 after the error
 * "bad operands for 'NAME': ..." at line i, from the row that got furthest into the
 * operands (of rows failing at the same place, the one expecting more operands). */
int asm_match_rows(struct asm_parser *p, int i, const struct opcode_row *rows, int n,
		   const char *ops, int (*match)(const struct opcode_row *, const char *, void *),
		   void *m);

/* ---- branches the assembler lengthens (struct target.normalize) ------------------------- */

/* A conditional branch reaches lo..hi bytes from itself; gas makes a farther one the opposite
 * branch over an unconditional jump: two words, the second of which runs on one edge only,
 * which no IR fact says. */
struct asm_reach {
	int32_t lo, hi;
	const char *const (*pairs)[2];   /* the mnemonics of opposite branches */
	int npairs;
	const char *jump;                /* the unconditional jump's mnemonic */
};

/* The first conditional branch of f beyond its reach (*fn, *j: where), or 0 when none. */
int asm_far_branch(const struct ir_file *f, const struct asm_reach *r, int *fn, int *j);
/* text with every far branch written out as the two instructions the assembler would make,
 * "OPP ops,L2; JUMP target; L2:", until none is left (which lengthens others); NULL when it
 * has none or does not parse (the parser says why when it reads it); NULL with *err set
 * after a message. */
char *asm_write_far_branches(const struct asm_syntax *syn, const char *path, const char *text,
			     const struct asm_reach *r, bool *err);

/* Parses text (the file path) into f: lines, functions, labels, and each instruction through
 * syn->insn; isa is the ISA's own state for its hooks (p->isa). Returns 0, or -1 with a
 * `path:line: error:` message and f left empty. */
int asm_parse(const struct asm_syntax *syn, void *isa, const char *path, const char *text,
	      struct ir_file *f);

#endif

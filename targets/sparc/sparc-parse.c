/* sparc-parse.c — reads SPARC V8 assembly as gcc -S emits it (and hand-written files in the
 * same style) into the IR: every line verbatim, the functions, and each instruction's facts. */
#include "sparc/sparc.h"
#include "asmtext.h"
#include "util.h"

#include <assert.h>
#include <string.h>

/* ---- registers ----------------------------------------------------------------------- */

/* The number of a register name after its '%' (s[0..n): "o0", "sp", "r17", "y"), or -1. */
int sparc_reg_number(const char *s, size_t n)
{
	static const char banks[] = "goli";

	if (n == 2 && s[0] && strchr(banks, s[0]) && s[1] >= '0' && s[1] <= '7')
		return 8 * (int)(strchr(banks, s[0]) - banks) + s[1] - '0';
	if (asm_word_is(s, n, "sp"))
		return SPARC_REG_SP;
	if (asm_word_is(s, n, "fp"))
		return SPARC_REG_FP;
	if (asm_word_is(s, n, "y"))
		return SPARC_REG_Y;
	if (n >= 2 && s[0] == 'r' && asm_all_digits(s + 1, n - 1) && n <= 3 && (n == 2 || s[1] != '0')) {
		int r = n == 2 ? s[1] - '0' : (s[1] - '0') * 10 + s[2] - '0';
		return r < 32 ? r : -1;
	}
	return -1;
}

/* Whether s[0..n) is name followed by a number (f12, c3, asr17). */
static bool numbered(const char *s, size_t n, const char *name)
{
	size_t k = strlen(name);

	return n > k && memcmp(s, name, k) == 0 && asm_all_digits(s + k, n - k);
}

/* Whether s starts with a register operand: '%' and a name not followed by '(' (a
 * relocation operator such as %hi(...)). */
static bool at_register(const char *s)
{
	return s[0] == '%' && asm_is_sym_start((unsigned char)s[1]) &&
	       *asm_skip_ws(s + 1 + asm_sym_len(s + 1)) != '(';
}

/* Refuses an instruction (mnemonic mn) whose operands name a register aex cannot handle:
 * the floating-point queue, a coprocessor's, a privileged or ancillary
 * state register, or a V9 one. */
static int check_registers(struct asm_parser *p, int i, const char *mn, int mnlen, const char *ops)
{
	static const char *const v9[] = { "icc", "xcc", "fcc0", "fcc1", "fcc2", "fcc3", "ccr",
					  "asi", "pc", "npc", "tick", "fprs", "gsr", "softint",
					  "pstate", "tl", "pil", "cwp", "tba", "tt", "tpc", "tnpc",
					  "tstate", "canrestore", "cansave", "cleanwin",
					  "otherwin", "wstate", "ver", "stick" };

	for (const char *s = ops; *s; s++) {
		const char *name = s + 1;
		size_t n;

		if (*s == '"') {
			s = asm_skip_string(s) - 1;
			continue;
		}
		if (!at_register(s))
			continue;
		n = asm_sym_len(name);
		if (asm_word_is(name, n, "fq"))
			return asm_error(p, i, "the floating-point queue %%fq is privileged ('%.*s')",
					 mnlen, mn);
		if (numbered(name, n, "c") || asm_word_is(name, n, "csr") || asm_word_is(name, n, "cq"))
			return asm_error(p, i, "coprocessor register %%%.*s is not supported", (int)n, name);
		if (asm_word_is(name, n, "psr") || asm_word_is(name, n, "wim") || asm_word_is(name, n, "tbr"))
			return asm_error(p, i, "privileged register %%%.*s is not supported", (int)n, name);
		if (numbered(name, n, "asr"))
			return asm_error(p, i, "ancillary state register %%%.*s is not supported", (int)n,
				     name);
		for (size_t k = 0; k < sizeof v9 / sizeof v9[0]; k++)
			if (asm_word_is(name, n, v9[k]))
				return asm_error(p, i, "%%%.*s is SPARC V9 (only V8 is supported)", (int)n,
					     name);
		s += n;
	}
	return 0;
}

/* ---- operands ------------------------------------------------------------------------ */

/* The result of matching one row's operand format against the operand text. */
struct match {
	struct asm_fault fault; /* why and where the match failed */
	uint32_t word;          /* the row's match with the operand fields filled in */
	struct asm_expr val;    /* the immediate (simm13, sethi's value, trap number) */
	bool has_val;
	bool has_index;         /* the address has a second register */
	const char *target;     /* branch or call target */
	size_t targetlen;
};

/* Records why and where the operands failed to match; -1. */
#define fail(m, ...) asm_fail(&(m)->fault, __VA_ARGS__)

/* Length of the operand token at s, for messages. */
static int tok_len(const char *s)
{
	return asm_tok_len(s, ",[]+");
}

/* A register operand's length at s ("%o0", not "%hi(...)"), or 0. */
static size_t reg_len(const char *s)
{
	return at_register(s) ? asm_sym_len(s + 1) + 1 : 0;
}

static const char *const relocs[] = {
	[SPARC_RELOC_HI] = "hi", [SPARC_RELOC_LO] = "lo", [SPARC_RELOC_LO + 1] = NULL,
};

/* A sum stops before "+ %reg": the index of an address [%rs1 + %rs2]. */
static const struct asm_operands operands = { reg_len, true, relocs, ",[]+" };

/* A register operand: any of r0-r31 (general) or only %y (y). */
static int parse_reg(struct match *m, const char **sp, bool y)
{
	const char *s = asm_skip_ws(*sp);
	size_t n = *s == '%' ? asm_sym_len(s + 1) : 0;
	int r = n ? sparc_reg_number(s + 1, n) : -1;

	if (!*s)
		return fail(m, s, "missing operand");
	if (*s != '%')
		return fail(m, s, "expected a register, found '%.*s'", tok_len(s), s);
	if (r < 0)
		return fail(m, s, "unknown register '%.*s'", (int)n + 1, s);
	if (y != (r == SPARC_REG_Y))
		return fail(m, s, y ? "expected %%y, found '%.*s'" : "expected a general register, "
			    "found '%.*s'", (int)n + 1, s);
	*sp = s + 1 + n;
	return r;
}


/* A floating-point register ('f', 'g', 'e', 'E': %f0..%f31, E even) or %fsr ('F'). */
static int parse_fp_reg(struct match *m, const char **sp, char kind)
{
	const char *s = asm_skip_ws(*sp);
	size_t n = *s == '%' ? asm_sym_len(s + 1) : 0;
	int r = -1;

	if (!*s)
		return fail(m, s, "missing operand");
	if (kind == 'F') {
		if (!asm_word_is(s + 1, n, "fsr"))
			return fail(m, s, "expected %%fsr, found '%.*s'", tok_len(s), s);
		*sp = s + 1 + n;
		return 0;
	}
	if (n >= 2 && n <= 3 && s[1] == 'f' && asm_all_digits(s + 2, n - 1) && !(n == 3 && s[2] == '0'))
		r = n == 2 ? s[2] - '0' : (s[2] - '0') * 10 + s[3] - '0';
	if (r < 0 || r > 31)
		return fail(m, s, "expected a floating-point register, found '%.*s'", tok_len(s), s);
	if (kind == 'E' && r % 2)
		return fail(m, s, "the first register of a pair must be even, not '%.*s'",
			    (int)n + 1, s);
	*sp = s + 1 + n;
	return r;
}

/* A simm13 immediate, -4096..4095 or %lo(expr), into the word (i = 1). */
static int parse_simm13(struct match *m, const char **sp)
{
	const char *s = asm_skip_ws(*sp);
	struct asm_expr *e = &m->val;

	if (asm_expr(&m->fault, sp, e, &operands) < 0)
		return -1;
	if (e->reloc == SPARC_RELOC_HI)
		return fail(m, s, "%%hi() goes only with sethi");
	if (e->reloc == SPARC_RELOC_NONE && e->sym)
		return fail(m, s, "symbol '%.*s' must be written %%lo(%.*s)", (int)e->symlen,
			    e->sym, (int)e->symlen, e->sym);
	if (e->reloc == SPARC_RELOC_NONE && (e->value < -4096 || e->value > 4095))
		return fail(m, s, "%lld is out of range (-4096..4095)", (long long)e->value);
	m->has_val = true;
	m->word = SPARC_PUT(m->word, 1, SPARC_POS_I, SPARC_SIZE_I);
	if (e->reloc == SPARC_RELOC_NONE)
		m->word = SPARC_PUT(m->word, (uint32_t)e->value, SPARC_POS_SIMM13, SPARC_SIZE_SIMM13);
	return 0;
}

/* A register in rs2 (i = 0), or an immediate: simm13, or a shift count 0..31 (shift). */
static int parse_reg_or_imm(struct match *m, const char **sp, bool shift)
{
	const char *s = asm_skip_ws(*sp);
	int64_t v;
	int r;

	if (at_register(s)) {
		if ((r = parse_reg(m, sp, false)) < 0)
			return -1;
		m->word = SPARC_PUT(m->word, (uint32_t)r, SPARC_POS_RS2, SPARC_SIZE_RS2);
		return 0;
	}
	if (!shift)
		return parse_simm13(m, sp);
	if (asm_bounded(&m->fault, sp, 0, 31, &v, &operands) < 0)
		return -1;
	m->val = (struct asm_expr){ .value = v };
	m->has_val = true;
	m->word = SPARC_PUT(m->word, 1, SPARC_POS_I, SPARC_SIZE_I);
	m->word = SPARC_PUT(m->word, (uint32_t)v, SPARC_POS_SIMM13, SPARC_SIZE_SIMM13);
	return 0;
}

/* An address: rs1, rs1+rs2, rs1+simm13, rs1-n, simm13, simm13+rs1 (without brackets). */
static int parse_address(struct match *m, const char **sp)
{
	const char *s = asm_skip_ws(*sp);
	int r;

	if (!*s)
		return fail(m, s, "missing operand");
	if (at_register(s)) {
		if ((r = parse_reg(m, &s, false)) < 0)
			return -1;
		m->word = SPARC_PUT(m->word, (uint32_t)r, SPARC_POS_RS1, SPARC_SIZE_RS1);
		s = asm_skip_ws(s);
		if (*s == '+') {
			const char *t = asm_skip_ws(s + 1);

			if (at_register(t)) {
				if ((r = parse_reg(m, &t, false)) < 0)
					return -1;
				m->word = SPARC_PUT(m->word, (uint32_t)r, SPARC_POS_RS2,
						    SPARC_SIZE_RS2);
				m->has_index = true;
			} else if (parse_simm13(m, &t) < 0) {
				return -1;
			}
			s = t;
		} else if (*s == '-' && parse_simm13(m, &s) < 0) {
			return -1;
		}
	} else {
		if (parse_simm13(m, &s) < 0)
			return -1;
		s = asm_skip_ws(s);
		if (*s == '+' && at_register(asm_skip_ws(s + 1))) {
			s = asm_skip_ws(s + 1);
			if ((r = parse_reg(m, &s, false)) < 0)
				return -1;
			m->word = SPARC_PUT(m->word, (uint32_t)r, SPARC_POS_RS1, SPARC_SIZE_RS1);
		}
	}
	*sp = s;
	return 0;
}

/* sethi's operand: %hi(expr), or 0..0x3fffff (the register gets it << 10). */
static int parse_sethi(struct match *m, const char **sp)
{
	const char *s = asm_skip_ws(*sp);
	struct asm_expr *e = &m->val;

	if (asm_expr(&m->fault, sp, e, &operands) < 0)
		return -1;
	if (e->reloc == SPARC_RELOC_LO)
		return fail(m, s, "%%lo() does not go with sethi");
	if (e->reloc == SPARC_RELOC_NONE && e->sym)
		return fail(m, s, "symbol '%.*s' must be written %%hi(%.*s)", (int)e->symlen,
			    e->sym, (int)e->symlen, e->sym);
	if (e->reloc == SPARC_RELOC_NONE) {
		if (e->value < 0 || e->value > 0x3fffff)
			return fail(m, s, "%lld is out of range (0..4194303)", (long long)e->value);
		m->word = SPARC_PUT(m->word, (uint32_t)e->value, SPARC_POS_IMM22, SPARC_SIZE_IMM22);
		e->value = (int32_t)((uint32_t)e->value << 10);
	}
	m->has_val = true;
	return 0;
}

/* The trap number of ta: 0..127, or %g0 + that. */
static int parse_trap(struct match *m, const char **sp)
{
	const char *s = asm_skip_ws(*sp);
	int64_t v;
	int r;

	if (at_register(s)) {
		if ((r = parse_reg(m, &s, false)) < 0)
			return -1;
		if (r != SPARC_REG_G0)
			return fail(m, asm_skip_ws(*sp), "a trap number in a register is not supported");
		s = asm_skip_ws(s);
		if (*s != '+')
			return fail(m, s, "a trap number in a register is not supported");
		s++;
	}
	if (asm_bounded(&m->fault, &s, 0, 127, &v, &operands) < 0)
		return -1;
	m->val = (struct asm_expr){ .value = v };
	m->has_val = true;
	m->word = SPARC_PUT(m->word, (uint32_t)v, SPARC_POS_SIMM13, SPARC_SIZE_SIMM13);
	*sp = s;
	return 0;
}

static int parse_target(struct match *m, const char **sp)
{
	const char *s = asm_skip_ws(*sp);
	size_t n = asm_is_sym_start((unsigned char)*s) ? asm_sym_len(s) : 0;

	if (!*s)
		return fail(m, s, "missing operand");
	if (at_register(s))
		return fail(m, s, "expected a label, found register '%.*s'", (int)asm_sym_len(s + 1) + 1,
			    s);
	if (!n)
		return fail(m, s, "expected a label, found '%.*s'", tok_len(s), s);
	m->target = s;
	m->targetlen = n;
	*sp = s + n;
	return 0;
}

static int expect(struct match *m, const char **sp, char c)
{
	return asm_expect(&m->fault, sp, c, ",[]+");
}

/* Matches the operand text s against the format of op; fills m. Returns 0 or -1. */
static int match_row(const struct opcode_row *op, const char *s, void *mv)
{
	struct match *m = mv;
	int64_t v;
	int r;

	memset(m, 0, sizeof *m);
	m->word = op->match;
	for (const char *a = op->args; *a; a++) {
		s = asm_skip_ws(s);
		switch (*a) {
		case ' ':
			break;
		case ',':
		case '+':
			if (expect(m, &s, *a) < 0)
				return -1;
			break;
		case 'd':
		case '1':
		case '2':
		case 'r':
		case 'R':
		case 'D': {
			const char *at = s;

			if ((r = parse_reg(m, &s, false)) < 0)
				return -1;
			if (*a == 'D' && r % 2)
				return fail(m, at, "the first register of a pair must be even, not "
					    "'%.*s'", (int)(s - at), at);
			if (*a == 'd' || *a == 'D' || *a == 'r' || *a == 'R')
				m->word = SPARC_PUT(m->word, (uint32_t)r, SPARC_POS_RD, SPARC_SIZE_RD);
			if (*a == '1' || *a == 'r')
				m->word = SPARC_PUT(m->word, (uint32_t)r, SPARC_POS_RS1,
						    SPARC_SIZE_RS1);
			if (*a == '2' || *a == 'R')
				m->word = SPARC_PUT(m->word, (uint32_t)r, SPARC_POS_RS2,
						    SPARC_SIZE_RS2);
			break;
		}
		case 'y':
			if (parse_reg(m, &s, true) < 0)
				return -1;
			break;
		case 'x':
		case 's':
			if (parse_reg_or_imm(m, &s, *a == 's') < 0)
				return -1;
			break;
		case 'i':
			if (parse_simm13(m, &s) < 0)
				return -1;
			break;
		case 'A':
			if (expect(m, &s, '[') < 0 || parse_address(m, &s) < 0 ||
			    expect(m, &s, ']') < 0)
				return -1;
			break;
		case 'J':
			if (parse_address(m, &s) < 0)
				return -1;
			break;
		case 'T':
			if (parse_trap(m, &s) < 0)
				return -1;
			break;
		case 'h':
			if (parse_sethi(m, &s) < 0)
				return -1;
			break;
		case 'n':
			if (asm_bounded(&m->fault, &s, 0, 0x3fffff, &v, &operands) < 0)
				return -1;
			m->word |= (uint32_t)v;   /* unimp's const22 */
			break;
		case 'c':
			if (asm_bounded(&m->fault, &s, 0, 0xffffffffll, &v, &operands) < 0)
				return -1;
			break;
		case 'l':
		case 'L':
			if (parse_target(m, &s) < 0)
				return -1;
			break;
		case 'f':
		case 'g':
		case 'e':
		case 'E':
		case 'F':
			if ((r = parse_fp_reg(m, &s, *a)) < 0)
				return -1;
			if (*a == 'f')
				m->word = SPARC_PUT(m->word, (uint32_t)r, SPARC_POS_RS1, SPARC_SIZE_RS1);
			else if (*a == 'g')
				m->word = SPARC_PUT(m->word, (uint32_t)r, SPARC_POS_RS2, SPARC_SIZE_RS2);
			else if (*a != 'F')
				m->word = SPARC_PUT(m->word, (uint32_t)r, SPARC_POS_RD, SPARC_SIZE_RD);
			break;
		default:
			/* a S Z: only refused rows have them, and those are never matched */
			assert(!"operand letter of a refused row");
		}
	}
	s = asm_skip_ws(s);
	if (*s)
		return fail(m, s, "unexpected '%.40s'", s);
	return 0;
}

/* ---- instructions ---------------------------------------------------------------------- */

static void add_reg(ir_regset *set, unsigned r)
{
	if (r != SPARC_REG_G0)
		ir_regset_add(set, r);
}

/* Does the instruction word w set icc: the arithmetic "cc" forms (op3 0x10-0x1f), the tagged
 * ones and mulscc (0x20-0x24)? */
static bool writes_icc(uint32_t w)
{
	unsigned op3 = SPARC_GET(w, SPARC_POS_OP3, SPARC_SIZE_OP3);

	return SPARC_OP(w) == 2 && op3 >= 0x10 && op3 <= 0x24;
}

/* Does it read icc: a conditional branch (Bicc but ba and bn), addx, subx and their cc
 * forms (the carry), mulscc? */
static bool reads_icc(uint32_t w)
{
	unsigned op3 = SPARC_GET(w, SPARC_POS_OP3, SPARC_SIZE_OP3), cond = SPARC_COND(w);

	if (SPARC_OP(w) == 0)
		return SPARC_GET(w, SPARC_POS_OP2, SPARC_SIZE_OP2) == 2 && cond != 0 && cond != 8;
	return SPARC_OP(w) == 2 && (op3 == 0x08 || op3 == 0x18 || op3 == 0x0c || op3 == 0x1c ||
				    op3 == 0x24);
}

/* The registers an instruction that matched row op reads and writes. */
static void derive_regs(uint32_t fl, uint32_t w, bool imm, struct ir_insn *in)
{
	unsigned rd = SPARC_RD(w), rs1 = SPARC_RS1(w), rs2 = SPARC_RS2(w);

	if (fl & SPARC_RD_1)
		add_reg(&in->reads, rs1);
	if ((fl & SPARC_RD_2) && !imm)
		add_reg(&in->reads, rs2);
	if (fl & SPARC_RD_D)
		add_reg(&in->reads, rd);
	if (fl & SPARC_RD_D2)
		add_reg(&in->reads, rd + 1);
	if (fl & SPARC_RD_Y)
		add_reg(&in->reads, SPARC_REG_Y);
	if (fl & SPARC_WR_D)
		add_reg(&in->writes, rd);
	if (fl & SPARC_WR_D2)
		add_reg(&in->writes, rd + 1);
	if (fl & SPARC_WR_Y)
		add_reg(&in->writes, SPARC_REG_Y);
	if (writes_icc(w))
		add_reg(&in->writes, SPARC_REG_ICC);
	if (reads_icc(w))
		add_reg(&in->reads, SPARC_REG_ICC);
}

/* A load's or store's access: kind, size, address registers and displacement. */
static void derive_mem(uint32_t fl, const struct match *m, bool imm, const struct asm_expr *val,
		       struct ir_insn *in)
{
	uint32_t w = m->word;

	in->mem = (fl & SPARC_LOAD) && (fl & SPARC_STORE) ? IR_MEM_LOADSTORE
		  : fl & SPARC_LOAD ? IR_MEM_LOAD : IR_MEM_STORE;
	in->mem_size = fl & SPARC_BYTE ? 1 : fl & SPARC_HALF ? 2 : fl & SPARC_WORD ? 4 : 8;
	in->mem_signed = fl & SPARC_SIGNED;
	in->base = (uint8_t)SPARC_RS1(w);
	if (m->has_index)
		in->index = (uint8_t)SPARC_RS2(w);
	if (imm)
		in->disp = asm_make_imm(val);
	if (in->mem == IR_MEM_STORE && (fl & SPARC_RD_D))
		in->store_reg = (uint8_t)SPARC_RD(w);
}

/* A branch: Bicc's cond field, 0 to 15, as the condition of the flags in icc. */
static void derive_branch(uint32_t fl, const struct match *m, struct ir_insn *in)
{
	static const enum ir_cond conds[16] = {
		IR_COND_NONE, IR_COND_FZ,  IR_COND_FLE, IR_COND_FLT,  IR_COND_FLEU, IR_COND_FLTU,
		IR_COND_FNEG, IR_COND_FVS, IR_COND_NONE, IR_COND_FNZ, IR_COND_FGT,  IR_COND_FGE,
		IR_COND_FGTU, IR_COND_FGEU, IR_COND_FPOS, IR_COND_FVC,
	};

	in->ctl = fl & SPARC_BA ? IR_CTL_JUMP : IR_CTL_CBRANCH;
	in->delay = !(fl & SPARC_ANNUL) ? IR_DELAY_ALWAYS
		    : fl & SPARC_BA	   ? IR_DELAY_NONE
					   : IR_DELAY_ANNUL_UNTAKEN;
	in->target = asm_dup_sym(m->target, m->targetlen);
	if (in->ctl == IR_CTL_CBRANCH && !(fl & SPARC_FP)) {
		in->cond = conds[SPARC_COND(m->word)];
		in->src1 = SPARC_REG_ICC;
	}
}

/* jmpl: a return, an indirect jump or an indirect call. Returns NULL, or why it is
 * refused. */
static const char *derive_jmpl(const struct match *m, bool imm, const struct asm_expr *val,
			       struct ir_insn *in)
{
	unsigned rd = SPARC_RD(m->word), rs1 = SPARC_RS1(m->word), rs2 = SPARC_RS2(m->word);
	/* the address is a register alone (or plus %g0) */
	bool plain = !imm && (!m->has_index || rs2 == SPARC_REG_G0);

	in->delay = IR_DELAY_ALWAYS;
	if (rd == SPARC_REG_G0 && imm && !val->sym && !val->reloc &&
	    (rs1 == SPARC_REG_I7 || rs1 == SPARC_REG_O7) && (val->value == 8 || val->value == 12)) {
		in->ctl = IR_CTL_RET;
		asm_add_bits(&in->reads, SPARC_SET_RETURN);
	} else if (rd == SPARC_REG_G0 && plain) {
		in->ctl = IR_CTL_IJUMP;
		in->ctl_reg = (uint8_t)rs1;
		asm_add_bits(&in->reads, SPARC_SET_TAIL_CALL);
	} else if (rd == SPARC_REG_O7 && plain) {
		in->ctl = IR_CTL_ICALL;
		in->ctl_reg = (uint8_t)rs1;
		asm_add_bits(&in->reads, SPARC_SET_CALL_ARGS);
		asm_add_bits(&in->writes, SPARC_SET_CALL_CLOBBERED);
	} else if (rd == SPARC_REG_G0 || rd == SPARC_REG_O7) {
		return "an indirect jump or call must go through a register alone (jmp %reg, "
		       "call %reg), or return to %i7+8 or %o7+8";
	} else {
		return "jmpl may only link into %o7 (a call) or %g0 (a jump)";
	}
	return NULL;
}

/* How control leaves the instruction: a branch, a call, jmpl, a trap. Returns NULL, or why
 * it is refused. */
static const char *derive_control(uint32_t fl, const struct match *m, bool imm,
				  const struct asm_expr *val, struct ir_insn *in)
{
	if (fl & (SPARC_CBRANCH | SPARC_BA)) {
		derive_branch(fl, m, in);
	} else if (fl & SPARC_CALL) {
		in->ctl = IR_CTL_CALL;
		in->delay = IR_DELAY_ALWAYS;
		in->target = asm_dup_sym(m->target, m->targetlen);
		asm_add_bits(&in->reads, SPARC_SET_CALL_ARGS);
		asm_add_bits(&in->writes, SPARC_SET_CALL_CLOBBERED);
	} else if (fl & SPARC_JMPL) {
		return derive_jmpl(m, imm, val, in);
	} else if (fl & SPARC_TRAP) {
		in->ctl = val->value == SPARC_TRAP_SYSCALL	     ? IR_CTL_SYSCALL
			  : val->value == SPARC_TRAP_FLUSH_WINDOWS ? IR_CTL_NONE
								   : IR_CTL_TRAP;
		if (in->ctl == IR_CTL_SYSCALL) {
			asm_add_bits(&in->reads, SPARC_SET_SYSCALL_ARGS);
			asm_add_bits(&in->writes, SPARC_SET_SYSCALL_RESULTS);
		}
	} else if (fl & SPARC_UNIMP) {
		in->ctl = IR_CTL_TRAP;
		in->imm.addend = (int32_t)(m->word & 0x3fffff);   /* its number, which fix_calls
								    * reads */
	}
	return NULL;
}

/* The computation of an instruction of row op (in->op set): its operands, its results. */
static void derive_op(const struct opcode_row *op, const struct match *m, bool imm,
		      const struct asm_expr *val, struct ir_insn *in)
{
	uint32_t fl = op->flags, w = m->word;
	unsigned rd = SPARC_RD(w), rs1 = SPARC_RS1(w), rs2 = SPARC_RS2(w);

	if (writes_icc(w) && in->op >= IR_OP_ADD && in->op <= IR_OP_XOR) {
		/* addcc, subcc, andcc, orcc, xorcc (cmp, tst, btst): the result, if rd is not
		 * %g0, and the condition codes */
		static const enum ir_op cc[] = { IR_OP_ADDCC, IR_OP_SUBCC, IR_OP_ANDCC, IR_OP_ORCC,
						 IR_OP_XORCC };

		in->op = cc[in->op - IR_OP_ADD];
		in->dst = rd == SPARC_REG_G0 ? IR_REG_NONE : (uint8_t)rd;
		in->dst2 = SPARC_REG_ICC;
		in->src1 = (uint8_t)rs1;
		if (imm)
			in->imm = asm_make_imm(val);
		else
			in->src2 = (uint8_t)rs2;
		return;
	}
	if (fl & SPARC_WR_D) {
		if (rd == SPARC_REG_G0) {
			in->op = IR_OP_NONE;
			return;
		}
		in->dst = (uint8_t)rd;
		if (fl & SPARC_WR_D2)
			in->dst2 = (uint8_t)(rd + 1);
		else if (fl & SPARC_WR_Y)
			in->dst2 = SPARC_REG_Y;
	} else {
		assert(fl & SPARC_WR_Y);
		in->dst = SPARC_REG_Y;
	}
	/* xnor with a zero operand is not: ~rs1, which IR_OP_NOR computes */
	if (in->op == IR_OP_OPAQUE && !strncmp(op->name, "xnor", 4) &&
	    (imm ? !val->sym && !val->reloc && val->value == 0 : rs2 == SPARC_REG_G0))
		in->op = IR_OP_NOR;
	switch (in->op) {
	case IR_OP_OPAQUE:
		break;
	case IR_OP_CONST:
		if (m->has_val)
			in->imm = asm_make_imm(val);   /* sethi; clr is 0 */
		break;
	case IR_OP_MOVE:
		if (fl & SPARC_RD_Y) {
			in->src1 = SPARC_REG_Y;
		} else if (imm) {
			in->op = IR_OP_CONST;
			in->imm = asm_make_imm(val);
		} else {
			in->src1 = (uint8_t)rs2;
		}
		break;
	default:
		in->src1 = (uint8_t)rs1;
		if (imm)
			in->imm = asm_make_imm(val);
		else
			in->src2 = (uint8_t)rs2;
		break;
	}
}

/* Fills in the IR facts of an instruction that matched row op. Returns NULL, or why the
 * instruction is refused. */
static const char *derive(const struct opcode_row *op, const struct match *m,
			  struct ir_insn *in)
{
	uint32_t fl = op->flags, w = m->word;
	bool imm = SPARC_OP(w) >= 2 && SPARC_I(w);   /* format 3 with simm13 */
	struct asm_expr val = m->val;
	const char *why;

	if (!m->has_val)
		val = (struct asm_expr){ .value = imm ? SPARC_SIMM13(w) : 0 };
	in->size = 4;
	in->words = 1;
	in->ctl_reg = in->base = in->index = in->dst = in->dst2 = in->src1 = in->src2 = IR_REG_NONE;
	in->store_reg = IR_REG_NONE;
	in->target_flags = (uint16_t)(op - sparc_opcodes);
	derive_regs(fl, w, imm, in);
	if (fl & (SPARC_LOAD | SPARC_STORE))
		derive_mem(fl, m, imm, &val, in);
	if (fl & (SPARC_SAVE | SPARC_RESTORE)) {
		in->window = 1 + (fl & SPARC_SAVE ? SPARC_WINDOW_SAVE : SPARC_WINDOW_RESTORE);
		asm_add_bits(&in->writes, SPARC_SET_WINDOW);
	}
	if ((why = derive_control(fl, m, imm, &val, in)) != NULL)
		return why;
	in->op = op->op;
	if (in->op != IR_OP_NONE)
		derive_op(op, m, imm, &val, in);
	return NULL;
}

/* Parses the instruction at s (line i) into in. */
static int parse_insn(struct asm_parser *p, int i, const char *s, struct ir_insn *in)
{
	const char *mn = s, *ops, *why;
	size_t n = 0;
	const struct opcode_name *name;
	const struct opcode_row *op;
	struct match m;
	int k;

	while (asm_is_alpha((unsigned char)s[n]) || asm_is_digit((unsigned char)s[n]) || s[n] == '.' ||
	       s[n] == '_' || s[n] == ',')
		n++;
	if (!n || !asm_is_alpha((unsigned char)*s) || (s[n] && !asm_is_space((unsigned char)s[n])))
		return asm_error(p, i, "malformed instruction '%.*s'", tok_len(s), s);
	ops = asm_skip_ws(s + n);
	name = sparc_lookup(mn, n);
	if (!name) {
		const char *comma = memchr(mn, ',', n);

		if (comma && (!strncmp(comma, ",pt", 3) || !strncmp(comma, ",pn", 3) ||
			      !strncmp(comma, ",a,p", 4)))
			return asm_error(p, i, "branch prediction ('%.*s') is SPARC V9 (only V8 is "
				     "supported)", (int)n, mn);
		if (check_registers(p, i, mn, (int)n, ops) < 0)
			return -1;
		return asm_error(p, i, "unknown SPARC V8 instruction '%.*s'", (int)n, mn);
	}
	op = &sparc_opcodes[name->first];
	if (op->flags & SPARC_COP)
		return asm_error(p, i, "coprocessor instruction '%s' is not supported", op->name);
	if (op->flags & SPARC_PRIV)
		return asm_error(p, i, "privileged instruction '%s' is not supported", op->name);
	if (op->flags & SPARC_V9)
		return asm_error(p, i, "'%s' is SPARC V9 (only V8 is supported)", op->name);
	if (op->flags & SPARC_CTRAP)
		return asm_error(p, i, "conditional trap '%s' is not supported", op->name);
	if (op->flags & SPARC_MACRO)
		return asm_error(p, i, "'%s' may assemble to two instructions (write sethi and or)",
			     op->name);
	if ((op->flags & SPARC_BN) && (op->flags & SPARC_ANNUL))
		return asm_error(p, i, "'%s' is not supported (it skips the next instruction)",
			     op->name);
	if (check_registers(p, i, mn, (int)n, ops) < 0)
		return -1;

	if ((k = asm_match_rows(p, i, op, name->count, ops, match_row, &m)) < 0)
		return -1;
	in->line = i + 1;
	if ((why = derive(op + k, &m, in)) != NULL) {
		size_t len = strlen(ops);

		while (len && asm_is_space((unsigned char)ops[len - 1]))
			len--;
		return asm_error(p, i, "'%s %.*s': %s", name->name, (int)len, ops, why);
	}
	return 0;
}

/* ---- functions ------------------------------------------------------------------------ */

/* The facts that depend on the next instruction: calls that are tail calls (the delay slot
 * restores the window, or puts the caller's return address back in %o7), and the struct
 * size word after a call's delay slot. */
static void fix_calls(struct ir_func *fn)
{
	for (int k = 0; k + 1 < fn->ninsns; k++) {
		struct ir_insn *in = &fn->insns[k];
		const struct ir_insn *slot = &fn->insns[k + 1];

		if ((in->ctl != IR_CTL_CALL && in->ctl != IR_CTL_ICALL) ||
		    (slot->window != 1 + SPARC_WINDOW_RESTORE &&
		     !ir_regset_has(&slot->writes, SPARC_REG_O7)))
			continue;
		in->ctl = in->ctl == IR_CTL_CALL ? IR_CTL_JUMP : IR_CTL_IJUMP;
		asm_add_bits(&in->reads, SPARC_SET_TAIL_CALL);
		in->writes = (ir_regset){ { SPARC_BIT(SPARC_REG_O7), 0 } };
	}
	for (int k = 2; k < fn->ninsns; k++) {
		struct ir_insn *in = &fn->insns[k];

		/* unimp 0 after a call that does not return is a real trap (crt0) */
		if ((sparc_opcodes[in->target_flags].flags & SPARC_UNIMP) && in->imm.addend != 0 &&
		    (fn->insns[k - 2].ctl == IR_CTL_CALL || fn->insns[k - 2].ctl == IR_CTL_ICALL)) {
			in->ctl = IR_CTL_NONE;
			in->skipped = true;
		}
	}
}

/* ---- directives ---------------------------------------------------------------------- */

/* Directives that emit data or switch sections: inside a function they would move the
 * instructions that follow away from the positions the IR gives them. */
static const char *const body_breakers[] = {
	".align", ".balign", ".p2align", ".byte", ".half", ".hword", ".short", ".word", ".int",
	".long", ".nword", ".xword", ".uahalf", ".uaword", ".uaxword", ".dword", ".quad",
	".2byte", ".4byte", ".8byte", ".ascii", ".asciz", ".string", ".space", ".skip", ".zero",
	".fill", ".float", ".double", ".single", ".org", ".incbin", ".section", ".seg", ".text",
	".data", ".bss", ".previous", ".pushsection", ".popsection", ".subsection", NULL,
};

/* A branch must stay inside its function; calls and jumps to symbols may leave it. */
static int outside_target(struct ir_insn *in)
{
	return strchr(sparc_opcodes[in->target_flags].args, 'l') != NULL;
}

static const char *const function_kinds[] = {
	"#function", "@function", "%function", "\"function\"", "STT_FUNC", NULL,
};

/* Numeric local labels (1:, 1f, 1b) become .L__aex_L<n>: gas keeps .L names out of the
 * symbol table, as it does with gcc's own .L labels. */
static const struct asm_syntax sparc_syntax = {
	.line_comment = "!",
	.first_comment = "#",
	.reg_prefix = '%',
	.local_prefix = ".L__aex_L",
	.ent_end = false,
	.function_kinds = function_kinds,
	.body_breakers = body_breakers,
	.insn = parse_insn,
	.finish_func = fix_calls,
	.outside_target = outside_target,
};

/* Which words of a function's frame its callees leave alone, as offsets from %fp: a function
 * with one `save %sp, -N, %sp` has its %sp at %fp - N; a callee (and a window overflow) may
 * write below %sp + 92 (the register save area, the struct-return word and the six argument
 * words a callee stores its arguments to), and the further arguments the function itself
 * stores at %sp + 92 and up; above them, up to %fp, lie its locals. */
static void frame_facts(struct ir_func *fn)
{
	int saves = 0;
	int64_t n = 0, ext = 92;

	for (int i = 0; i < fn->ninsns; i++) {
		const struct ir_insn *in = &fn->insns[i];

		if (in->window == 1 + SPARC_WINDOW_SAVE) {
			saves++;
			if (in->src1 != SPARC_REG_SP || in->src2 != IR_REG_NONE || in->imm.sym ||
			    in->imm.reloc || in->imm.addend >= 0)
				return;
			n = -(int64_t)in->imm.addend;
		}
		if (in->mem != IR_MEM_NONE && in->mem != IR_MEM_LOAD && in->base == SPARC_REG_SP) {
			if (in->index != IR_REG_NONE && in->index != SPARC_REG_G0)
				return;
			if (!in->disp.sym && (int64_t)in->disp.addend + in->mem_size > ext)
				ext = (int64_t)in->disp.addend + in->mem_size;
			if (in->disp.sym)
				return;
		}
	}
	if (saves != 1 || ext - n >= 0)
		return;
	fn->frame_known = true;
	fn->frame_keep_lo = (int32_t)(ext - n);
	fn->frame_keep_hi = 0;
}

int sparc_parse(const char *path, const char *text, struct ir_file *f)
{
	int rc = asm_parse(&sparc_syntax, NULL, path, text, f);

	for (int k = 0; rc == 0 && k < f->nfuncs; k++)
		frame_facts(&f->funcs[k]);
	return rc;
}

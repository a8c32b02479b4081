/* mips-parse.c — reads MIPS I assembly as gcc -S emits it (and hand-written files in the same
 * style) into the IR: every line verbatim, the functions, and each instruction's facts. */
#include "mips/mips.h"
#include "asmtext.h"
#include "util.h"

#include <assert.h>
#include <stdlib.h>
#include <string.h>

#define SET_DEPTH 16

/* The assembler modes of .set, pushed and popped. */
struct mode {
	bool reorder, macro;   /* .set reorder / .set macro in force */
};

struct modes {
	struct mode mode[SET_DEPTH];
	int depth;
};

static const char *const reg_alias[32] = {
	"zero", "at", "v0", "v1", "a0", "a1", "a2", "a3", "t0", "t1", "t2", "t3", "t4", "t5",
	"t6", "t7", "s0", "s1", "s2", "s3", "s4", "s5", "s6", "s7", "t8", "t9", "k0", "k1",
	"gp", "sp", "fp", "ra",
};

/* The number of the register named s[0..n) ("$4", "$sp", "$s8"), or -1. */
int mips_reg_number(const char *s, size_t n)
{
	if (n < 2 || s[0] != '$')
		return -1;
	s++;
	n--;
	if (asm_all_digits(s, n)) {
		if (n > 2 || (n == 2 && s[0] == '0'))
			return -1;
		int r = n == 1 ? s[0] - '0' : (s[0] - '0') * 10 + s[1] - '0';
		return r < 32 ? r : -1;
	}
	if (asm_word_is(s, n, "s8"))
		return 30;
	for (int r = 0; r < 32; r++)
		if (asm_word_is(s, n, reg_alias[r]))
			return r;
	return -1;
}

/* The number of the floating-point register named s[0..n) ("$f0".."$f31"), or -1. */
static int fp_reg_number(const char *s, size_t n)
{
	int r;

	if (n < 3 || n > 4 || s[0] != '$' || s[1] != 'f' || !asm_all_digits(s + 2, n - 2) ||
	    (n == 4 && s[2] == '0'))
		return -1;
	r = n == 3 ? s[2] - '0' : (s[2] - '0') * 10 + s[3] - '0';
	return r < 32 ? r : -1;
}

/* ---- operands ------------------------------------------------------------------------ */

/* The result of matching one row's operand format against the operand text. */
struct match {
	struct asm_fault fault; /* why and where the match failed */
	uint32_t word;          /* the row's match with the register fields filled in */
	struct asm_expr val;    /* the immediate, offset or shift amount */
	const char *target;     /* branch or jump target */
	size_t targetlen;
};

/* Records why and where the operands failed to match; -1. */
#define fail(m, ...) asm_fail(&(m)->fault, __VA_ARGS__)

/* Length of the operand token at s, for messages. */
static int tok_len(const char *s)
{
	return asm_tok_len(s, ",()");
}

/* A register operand's length at s ("$4", "$sp"), or 0. */
static size_t reg_len(const char *s)
{
	size_t n = asm_is_sym_start((unsigned char)*s) ? asm_sym_len(s) : 0;

	return n && mips_reg_number(s, n) >= 0 ? n : 0;
}

static const char *const relocs[] = {
	[MIPS_RELOC_HI] = "hi", [MIPS_RELOC_LO] = "lo", [MIPS_RELOC_LO + 1] = NULL,
};

static const struct asm_operands operands = { reg_len, false, relocs, ",()" };

static int parse_reg(struct match *m, const char **sp)
{
	const char *s = asm_skip_ws(*sp);
	size_t n = *s == '$' ? 1 + asm_sym_len(s + 1) : 0;
	int r = mips_reg_number(s, n);

	if (!*s)
		return fail(m, s, "missing operand");
	if (r < 0)
		return *s == '$' ? fail(m, s, "unknown register '%.*s'", (int)n, s)
				 : fail(m, s, "expected a register, found '%.*s'", tok_len(s), s);
	*sp = s + n;
	return r;
}


/* A floating-point register operand ('S', 'T', 'D'). */
static int parse_fp_reg(struct match *m, const char **sp)
{
	const char *s = asm_skip_ws(*sp);
	size_t n = *s == '$' ? 1 + asm_sym_len(s + 1) : 0;
	int r = fp_reg_number(s, n);

	if (!*s)
		return fail(m, s, "missing operand");
	if (r < 0)
		return fail(m, s, "expected a floating-point register, found '%.*s'", tok_len(s), s);
	*sp = s + n;
	return r;
}

/* A 16-bit immediate ('j', 'o': signed; 'i': unsigned) or %lo(). */
static int parse_imm16(struct match *m, const char **sp, bool is_signed, struct asm_expr *e)
{
	const char *s = asm_skip_ws(*sp);

	if (asm_expr(&m->fault, sp, e, &operands) < 0)
		return -1;
	if (e->reloc == MIPS_RELOC_HI)
		return fail(m, s, "%%hi() goes only with lui");
	if (e->reloc == MIPS_RELOC_LO) {
		if (!is_signed)
			e->reloc = MIPS_RELOC_LOU;
		return 0;
	}
	if (e->sym)
		return fail(m, s, "symbol '%.*s' must be written %%lo(%.*s)", (int)e->symlen,
			    e->sym, (int)e->symlen, e->sym);
	if (is_signed && (e->value < -32768 || e->value > 32767))
		return fail(m, s, "%lld is out of range (-32768..32767)", (long long)e->value);
	if (!is_signed && (e->value < 0 || e->value > 0xffff))
		return fail(m, s, "%lld is out of range (0..65535)", (long long)e->value);
	return 0;
}

/* lui's operand: 0..0xffff (the register gets it << 16) or %hi(). */
static int parse_upper(struct match *m, const char **sp, struct asm_expr *e)
{
	const char *s = asm_skip_ws(*sp);

	if (asm_expr(&m->fault, sp, e, &operands) < 0)
		return -1;
	if (e->reloc == MIPS_RELOC_HI)
		return 0;
	if (e->reloc == MIPS_RELOC_LO)
		return fail(m, s, "%%lo() does not go with lui");
	if (e->sym)
		return fail(m, s, "symbol '%.*s' must be written %%hi(%.*s)", (int)e->symlen,
			    e->sym, (int)e->symlen, e->sym);
	if (e->value < 0 || e->value > 0xffff)
		return fail(m, s, "%lld is out of range (0..65535)", (long long)e->value);
	e->value = (int32_t)((uint32_t)e->value << 16);
	return 0;
}

/* li's constant, which one machine word must load ('J', 'K', 'I'). */
static int parse_li(struct match *m, const char **sp, char kind, struct asm_expr *e)
{
	const char *s = asm_skip_ws(*sp);
	int64_t v;
	uint32_t u;
	bool fits;

	if (asm_bounded(&m->fault, sp, -0x80000000ll, 0xffffffffll, &v, &operands) < 0)
		return -1;
	u = (uint32_t)v;
	fits = kind == 'J' ? (int32_t)u >= -32768 && (int32_t)u <= 32767
	     : kind == 'K' ? u <= 0xffff : (u & 0xffff) == 0;
	if (!fits)
		return fail(m, s, "'%.*s' takes more than one instruction to load", tok_len(s), s);
	e->sym = NULL;
	e->value = (int32_t)u;
	e->reloc = MIPS_RELOC_NONE;
	return 0;
}

static int parse_target(struct match *m, const char **sp)
{
	const char *s = asm_skip_ws(*sp);
	size_t n = asm_is_sym_start((unsigned char)*s) ? asm_sym_len(s) : 0;

	if (!*s)
		return fail(m, s, "missing operand");
	if (!n)
		return fail(m, s, "expected a label, found '%.*s'", tok_len(s), s);
	if (mips_reg_number(s, n) >= 0)
		return fail(m, s, "expected a label, found register '%.*s'", (int)n, s);
	m->target = s;
	m->targetlen = n;
	*sp = s + n;
	return 0;
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
		case ',':
		case '(':
		case ')':
			if (asm_expect(&m->fault, &s, *a, ",()") < 0)
				return -1;
			break;
		case 'd':
		case 's':
		case 'b':
		case 't':
		case 'z':
			if ((r = parse_reg(m, &s)) < 0)
				return -1;
			if (*a == 'z' && r != 0)
				return fail(m, s, "the first operand must be $0 (the three-register "
					    "form is a macro)");
			if (*a == 'd')
				m->word = MIPS_PUT(m->word, r, MIPS_POS_RD, MIPS_SIZE_RD);
			else if (*a == 't')
				m->word = MIPS_PUT(m->word, r, MIPS_POS_RT, MIPS_SIZE_RT);
			else if (*a != 'z')
				m->word = MIPS_PUT(m->word, r, MIPS_POS_RS, MIPS_SIZE_RS);
			break;
		case '<':
			if (asm_bounded(&m->fault, &s, 0, 31, &v, &operands) < 0)
				return -1;
			m->val.value = v;
			break;
		case 'j':
		case 'i':
			if (parse_imm16(m, &s, *a == 'j', &m->val) < 0)
				return -1;
			break;
		case 'o':
			if (*s != '(' && parse_imm16(m, &s, true, &m->val) < 0)
				return -1;
			break;
		case 'u':
			if (parse_upper(m, &s, &m->val) < 0)
				return -1;
			break;
		case 'J':
		case 'K':
		case 'I':
			if (parse_li(m, &s, *a, &m->val) < 0)
				return -1;
			break;
		case 'p':
		case 'a':
			if (parse_target(m, &s) < 0)
				return -1;
			break;
		case 'c':
		case 'q':
			if (asm_bounded(&m->fault, &s, 0, 1023, &v, &operands) < 0)
				return -1;
			break;
		case 'B':
			if (asm_bounded(&m->fault, &s, 0, 0xfffff, &v, &operands) < 0)
				return -1;
			break;
		case 'S':
		case 'T':
		case 'D':
			if ((r = parse_fp_reg(m, &s)) < 0)
				return -1;
			m->word = MIPS_PUT(m->word, r, *a == 'S' ? MIPS_POS_RD : *a == 'T' ? MIPS_POS_RT
									 : MIPS_POS_SA, 5);
			break;
		case 'G':
			if ((r = parse_reg(m, &s)) < 0)
				return -1;
			m->word = MIPS_PUT(m->word, r, MIPS_POS_RD, MIPS_SIZE_RD);
			break;
		default:
			/* E C: only refused rows have them, and those are never matched */
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
	if (r != MIPS_REG_ZERO)
		ir_regset_add(set, r);
}

/* The registers an instruction reads and writes; the ones it defines into defs (their
 * number). */
static unsigned derive_regs(uint32_t fl, uint32_t w, struct ir_insn *in, unsigned defs[4])
{
	unsigned rs = MIPS_RS(w), rt = MIPS_RT(w), rd = MIPS_RD(w), ndefs = 0;

	if (fl & MIPS_RD_S)
		add_reg(&in->reads, rs);
	if (fl & MIPS_RD_T)
		add_reg(&in->reads, rt);
	if (fl & MIPS_RD_HI)
		add_reg(&in->reads, MIPS_REG_HI);
	if (fl & MIPS_RD_LO)
		add_reg(&in->reads, MIPS_REG_LO);
	if (fl & MIPS_WR_D)
		add_reg(&in->writes, defs[ndefs++] = rd);
	if (fl & MIPS_WR_T)
		add_reg(&in->writes, defs[ndefs++] = rt);
	if (fl & MIPS_WR_31)
		add_reg(&in->writes, MIPS_REG_RA);
	if (fl & MIPS_WR_LO)
		add_reg(&in->writes, defs[ndefs++] = MIPS_REG_LO);
	if (fl & MIPS_WR_HI)
		add_reg(&in->writes, defs[ndefs++] = MIPS_REG_HI);
	return ndefs;
}

/* A load's or store's access: kind, size, base and displacement. */
static void derive_mem(uint32_t fl, const struct match *m, struct ir_insn *in)
{
	if (fl & MIPS_LOAD)
		in->mem = fl & MIPS_LEFT ? IR_MEM_LOAD_LEFT
			: fl & MIPS_RIGHT ? IR_MEM_LOAD_RIGHT : IR_MEM_LOAD;
	else
		in->mem = fl & MIPS_LEFT ? IR_MEM_STORE_LEFT
			: fl & MIPS_RIGHT ? IR_MEM_STORE_RIGHT : IR_MEM_STORE;
	in->mem_size = fl & MIPS_BYTE ? 1 : fl & MIPS_HALF ? 2 : 4;
	in->mem_signed = fl & MIPS_SIGNED;
	in->base = (uint8_t)MIPS_RS(m->word);
	in->disp = asm_make_imm(&m->val);
	if ((fl & MIPS_STORE) && (fl & MIPS_RD_T) && !(fl & (MIPS_LEFT | MIPS_RIGHT)))
		in->store_reg = (uint8_t)MIPS_RT(m->word);
}

/* How control leaves the instruction; for a conditional branch (not a branch-and-link),
 * what the regenerator needs to decide it itself. */
static void derive_control(const struct opcode_row *op, const struct match *m,
			   struct ir_insn *in)
{
	static const struct {
		const char *name;
		enum ir_cond cond;
	} conds[] = {
		{ "beq", IR_COND_EQ }, { "beqz", IR_COND_EQ }, { "bne", IR_COND_NE },
		{ "bnez", IR_COND_NE }, { "blez", IR_COND_LEZ }, { "bgtz", IR_COND_GTZ },
		{ "bltz", IR_COND_LTZ }, { "bgez", IR_COND_GEZ },
	};
	uint32_t fl = op->flags;
	unsigned rs = MIPS_RS(m->word), rt = MIPS_RT(m->word);

	if (fl & (MIPS_CBRANCH | MIPS_JUMP | MIPS_CALL))
		in->delay = IR_DELAY_ALWAYS;
	in->target = asm_dup_sym(m->target, m->targetlen);
	if (fl & MIPS_CBRANCH) {
		in->ctl = IR_CTL_CBRANCH;
	} else if ((fl & MIPS_JUMP) && m->target) {
		in->ctl = IR_CTL_JUMP;
	} else if (fl & MIPS_JUMP) {
		in->ctl = rs == MIPS_REG_RA ? IR_CTL_RET : IR_CTL_IJUMP;
		in->ctl_reg = (uint8_t)rs;
		asm_add_bits(&in->reads, rs == MIPS_REG_RA ? MIPS_SET_RETURN : MIPS_SET_TAIL_CALL);
	} else if (fl & MIPS_CALL) {
		in->ctl = m->target ? IR_CTL_CALL : IR_CTL_ICALL;
		if (!m->target)
			in->ctl_reg = (uint8_t)rs;
		asm_add_bits(&in->reads, MIPS_SET_CALL_ARGS);
		asm_add_bits(&in->writes, MIPS_SET_CALL_CLOBBERED);
	} else if (fl & MIPS_SYSCALL) {
		in->ctl = IR_CTL_SYSCALL;
		asm_add_bits(&in->reads, MIPS_SET_SYSCALL_ARGS);
		asm_add_bits(&in->writes, MIPS_SET_SYSCALL_RESULTS);
	} else if (fl & MIPS_TRAP) {
		in->ctl = IR_CTL_TRAP;
	}
	if (!(fl & MIPS_CBRANCH) || (fl & MIPS_CALL))
		return;
	for (size_t k = 0; k < sizeof conds / sizeof conds[0]; k++)
		if (strcmp(op->name, conds[k].name) == 0)
			in->cond = conds[k].cond;
	if (in->cond != IR_COND_NONE) {
		in->src1 = (uint8_t)rs;
		in->src2 = fl & MIPS_RD_T ? (uint8_t)rt : IR_REG_NONE;
	}
}

/* The computation (in->op set, defs its ndefs results): its operands and results. */
static void derive_op(uint32_t fl, const struct match *m, const unsigned defs[4],
		      unsigned ndefs, struct ir_insn *in)
{
	unsigned rs = MIPS_RS(m->word), rt = MIPS_RT(m->word);

	assert(ndefs > 0);
	if (defs[0] == MIPS_REG_ZERO) {
		in->op = IR_OP_NONE;
		return;
	}
	in->dst = (uint8_t)defs[0];
	if (ndefs > 1)
		in->dst2 = (uint8_t)defs[1];
	switch (in->op) {
	case IR_OP_CONST:
	case IR_OP_OPAQUE:
		break;
	case IR_OP_MOVE:
		in->src1 = fl & MIPS_RD_S ? rs : fl & MIPS_RD_HI ? MIPS_REG_HI : MIPS_REG_LO;
		break;
	case IR_OP_SLL:
	case IR_OP_SRL:
	case IR_OP_SRA:
		in->src1 = (uint8_t)rt;
		if (fl & MIPS_RD_S)
			in->src2 = (uint8_t)rs;
		break;
	default:
		in->src1 = (uint8_t)rs;
		if (fl & MIPS_RD_T)
			in->src2 = (uint8_t)rt;
		break;
	}
	if (in->src2 == IR_REG_NONE && in->op != IR_OP_MOVE && in->op != IR_OP_OPAQUE)
		in->imm = asm_make_imm(&m->val);
}

/* Fills in the IR facts of an instruction that matched row op. */
static void derive(const struct opcode_row *op, const struct match *m, struct ir_insn *in)
{
	uint32_t fl = op->flags;
	unsigned defs[4], ndefs;

	in->size = fl & MIPS_MACRO ? 4 * MIPS_MACRO_WORDS : 4;
	in->words = fl & MIPS_MACRO ? MIPS_MACRO_WORDS : 1;
	in->late = (fl & (MIPS_LOAD | MIPS_LATE)) != 0;
	in->ctl_reg = in->base = in->index = in->dst = in->dst2 = in->src1 = in->src2 = IR_REG_NONE;
	in->store_reg = IR_REG_NONE;
	in->target_flags = (uint16_t)(op - mips_opcodes);
	ndefs = derive_regs(fl, m->word, in, defs);
	if (fl & (MIPS_LOAD | MIPS_STORE))
		derive_mem(fl, m, in);
	derive_control(op, m, in);
	in->op = op->op;
	if (in->op != IR_OP_NONE)
		derive_op(fl, m, defs, ndefs, in);
}

/* Parses the instruction at s (line i) into in. */
static int parse_insn(struct asm_parser *p, int i, const char *s, struct ir_insn *in)
{
	const struct modes *ms = p->isa;
	const char *mn = s, *ops;
	size_t n = 0;
	const struct opcode_name *name;
	const struct opcode_row *op;
	struct match m;
	int k;

	while (asm_is_alpha((unsigned char)s[n]) || asm_is_digit((unsigned char)s[n]) || s[n] == '.' ||
	       s[n] == '_')
		n++;
	if (!n || (s[n] && !asm_is_space((unsigned char)s[n])))
		return asm_error(p, i, "malformed instruction '%.*s'", tok_len(s), s);
	ops = asm_skip_ws(s + n);
	name = mips_lookup(mn, n);
	if (!name)
		return asm_error(p, i, "unknown MIPS I instruction '%.*s'", (int)n, mn);
	op = &mips_opcodes[name->first];
	if (ms->mode[ms->depth].macro && !(op->flags & MIPS_MACRO))
		return asm_error(p, i, "instruction in a .set macro region (use .set nomacro)");
	if (!ms->mode[ms->depth].macro && (op->flags & MIPS_MACRO))
		return asm_error(p, i, "instruction in a .set nomacro region: the macro '%s' needs "
				 ".set macro", op->name);
	if (op->flags & MIPS_MACRO) {
		const struct ir_func *fn = &p->f->funcs[p->cur];

		if (fn->ninsns > 0 && fn->insns[fn->ninsns - 1].delay != IR_DELAY_NONE)
			return asm_error(p, i, "the macro '%s' in a delay slot", op->name);
	}
	if (op->flags & MIPS_COP)
		return asm_error(p, i, "coprocessor instruction '%s' is not supported", op->name);
	if ((op->flags & MIPS_CBRANCH) && (op->flags & MIPS_CALL))
		return asm_error(p, i, "conditional call '%s' is not supported", op->name);

	if ((k = asm_match_rows(p, i, op, name->count, ops, match_row, &m)) < 0)
		return -1;
	in->line = i + 1;
	derive(op + k, &m, in);
	return 0;
}

/* ---- directives ---------------------------------------------------------------------- */

/* Directives that emit data or switch sections: inside a function they would move the
 * instructions that follow away from the positions the IR gives them. */
static const char *const body_breakers[] = {
	".align", ".balign", ".p2align", ".byte", ".half", ".hword", ".short", ".word", ".int",
	".long", ".dword", ".quad", ".2byte", ".4byte", ".8byte", ".ascii", ".asciz", ".string",
	".space", ".skip", ".zero", ".fill", ".float", ".double", ".single", ".org", ".gpword",
	".gpdword", ".incbin", ".section", ".text", ".data", ".rdata", ".sdata", ".bss", ".sbss",
	".previous", ".pushsection", ".popsection", ".subsection", NULL,
};

/* Directives that emit PIC code. */
static const char *const pic[] = {
	".cpload", ".cprestore", ".cpsetup", ".cplocal", ".cpreturn", ".cpadd",
};

static int set_option(struct asm_parser *p, int i, const char *args)
{
	size_t n;
	const char *s = asm_first_name(args, &n);
	struct modes *ms = p->isa;
	struct mode *md = &ms->mode[ms->depth];

	if (asm_word_is(s, n, "noreorder")) {
		md->reorder = false;
	} else if (asm_word_is(s, n, "reorder")) {
		md->reorder = true;
	} else if (asm_word_is(s, n, "nomacro")) {
		md->macro = false;
	} else if (asm_word_is(s, n, "macro")) {
		md->macro = true;
	} else if (asm_word_is(s, n, "push")) {
		if (ms->depth + 1 == SET_DEPTH)
			return asm_error(p, i, ".set push nested more than %d deep", SET_DEPTH - 1);
		ms->mode[ms->depth + 1] = *md;
		ms->depth++;
	} else if (asm_word_is(s, n, "pop")) {
		if (ms->depth == 0)
			return asm_error(p, i, ".set pop without .set push");
		ms->depth--;
	} else if (asm_word_is(s, n, "mips16") || asm_word_is(s, n, "micromips")) {
		return asm_error(p, i, "MIPS16 and microMIPS code is not supported");
	}
	return 0;
}

/* The directives only MIPS has: .set (the assembler's modes), and PIC code refused. */
static int mips_directive(struct asm_parser *p, int i, const char *d, size_t dn, const char *args)
{
	if (asm_word_is(d, dn, ".set"))
		return set_option(p, i, args) < 0 ? -1 : 1;
	for (size_t k = 0; k < sizeof pic / sizeof pic[0]; k++)
		if (asm_word_is(d, dn, pic[k]))
			return asm_error(p, i, "'%s' is not supported (PIC code)", pic[k]);
	return 0;
}

/* An instruction must lie where the assembler will neither move nor expand it. */
static int before_insn(struct asm_parser *p, int i)
{
	const struct modes *ms = p->isa;

	if (ms->mode[ms->depth].reorder)
		return asm_error(p, i, "instruction in a .set reorder region (the assembler could "
				 "move it; use .set noreorder)");
	return 0;
}

/* A call may leave the function; j to another function is a tail call; a branch may not. */
static int outside_target(struct ir_insn *in)
{
	const struct opcode_row *op = &mips_opcodes[in->target_flags];

	if (in->ctl == IR_CTL_CALL)
		return 0;
	if (strchr(op->args, 'p'))
		return 1;
	asm_add_bits(&in->reads, MIPS_SET_TAIL_CALL);
	return 0;
}

static const char *const function_kinds[] = {
	"@function", "%function", "\"function\"", "STT_FUNC", NULL,
};

/* Numeric local labels (1:, 1f, 1b) become $__aex_L<n>: gas keeps $-names out of the symbol
 * table, as it does with gcc's own $L labels. */
static const struct asm_syntax mips_syntax = {
	.line_comment = "#",
	.first_comment = "",
	.reg_prefix = 0,
	.local_prefix = "$__aex_L",
	.ent_end = true,
	.function_kinds = function_kinds,
	.body_breakers = body_breakers,
	.insn = parse_insn,
	.directive = mips_directive,
	.before_insn = before_insn,
	.outside_target = outside_target,
};

/* gcc's .frame line says how large the outgoing-argument area at the bottom of a function's
 * frame is ("# vars= V, regs= R/F, args= A, gp= G"): a callee may write $sp + [0, A) and
 * below, and leaves the words from $sp + A up alone. Without it (hand-written code), a call
 * may write any of the function's stack slots. */
static void frame_facts(struct ir_file *f)
{
	for (int L = 0; L < f->nlines; L++) {
		const char *s = asm_skip_ws(f->lines[L].text), *a;
		int fi = f->lines[L].func;
		char *end;
		long v;

		if (fi < 0 || strncmp(s, ".frame", 6) != 0 || !(a = strstr(s, "args= ")))
			continue;
		v = strtol(a + 6, &end, 10);
		if (end == a + 6 || v < 0 || v > (1L << 24))
			continue;
		f->funcs[fi].frame_known = true;
		f->funcs[fi].frame_keep_lo = (int32_t)v;
		f->funcs[fi].frame_keep_hi = INT32_MAX;
	}
}

int mips_parse(const char *path, const char *text, struct ir_file *f)
{
	struct modes ms = { .depth = 0 };
	int rc;

	ms.mode[0] = (struct mode){ .reorder = true, .macro = true };
	rc = asm_parse(&mips_syntax, &ms, path, text, f);
	if (rc == 0)
		frame_facts(f);
	return rc;
}

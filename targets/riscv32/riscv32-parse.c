/* riscv32-parse.c — reads RV32IM assembly as gcc -S emits it (and hand-written files in the
 * same style) into the IR: every line verbatim, the functions, and each instruction's facts. */
#include "riscv32/riscv32.h"
#include "asmtext.h"
#include "strbuf.h"
#include "util.h"

#include <assert.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

const char *const rv_abi_names[32] = {
	"zero", "ra", "sp", "gp", "tp", "t0", "t1", "t2", "s0", "s1", "a0", "a1", "a2", "a3",
	"a4", "a5", "a6", "a7", "s2", "s3", "s4", "s5", "s6", "s7", "s8", "s9", "s10", "s11",
	"t3", "t4", "t5", "t6",
};

const char *rv_abi_name(unsigned r)
{
	return r < 32 ? rv_abi_names[r] : "?";
}

/* The number of the register named s[0..n) ("x10", "a0", "fp"), or -1. */
int rv_reg_number(const char *s, size_t n)
{
	if (n >= 2 && n <= 3 && s[0] == 'x' && asm_all_digits(s + 1, n - 1) && (n == 2 || s[1] != '0')) {
		int r = n == 2 ? s[1] - '0' : (s[1] - '0') * 10 + s[2] - '0';
		return r < 32 ? r : -1;
	}
	if (asm_word_is(s, n, "fp"))
		return 8;
	for (int r = 0; r < 32; r++)
		if (asm_word_is(s, n, rv_abi_names[r]))
			return r;
	return -1;
}

/* ---- operands ------------------------------------------------------------------------ */

struct match {
	struct asm_fault fault;
	uint32_t word;          /* the row's match with the register fields filled in */
	struct asm_expr val;    /* the immediate, offset, shift amount or constant */
	bool has_val;
	const char *target;
	size_t targetlen;
};

#define fail(m, ...) asm_fail(&(m)->fault, __VA_ARGS__)

static int tok_len(const char *s)
{
	return asm_tok_len(s, ",()");
}

static size_t reg_len(const char *s)
{
	size_t n = asm_is_sym_start((unsigned char)*s) ? asm_sym_len(s) : 0;

	return n && rv_reg_number(s, n) >= 0 ? n : 0;
}

static const char *const relocs[] = {
	[RV_RELOC_HI] = "hi", [RV_RELOC_LO] = "lo", [RV_RELOC_LO + 1] = NULL,
};

static const struct asm_operands operands = { reg_len, false, relocs, ",()" };

static int parse_reg(struct match *m, const char **sp)
{
	const char *s = asm_skip_ws(*sp);
	size_t n = asm_is_sym_start((unsigned char)*s) ? asm_sym_len(s) : 0;
	int r = rv_reg_number(s, n);

	if (!*s)
		return fail(m, s, "missing operand");
	if (r < 0)
		return fail(m, s, "expected a register, found '%.*s'", tok_len(s), s);
	*sp = s + n;
	return r;
}

/* A 12-bit signed immediate or %lo(); lui's 20-bit one or %hi() (upper). */
static int parse_imm(struct match *m, const char **sp, bool upper)
{
	const char *s = asm_skip_ws(*sp);
	struct asm_expr *e = &m->val;
	int want = upper ? RV_RELOC_HI : RV_RELOC_LO;

	if (asm_expr(&m->fault, sp, e, &operands) < 0)
		return -1;
	m->has_val = true;
	if (e->reloc == want)
		return 0;
	if (e->reloc)
		return fail(m, s, "%%%s() does not go with this instruction", relocs[e->reloc]);
	if (e->sym)
		return fail(m, s, "symbol '%.*s' must be written %%%s(%.*s)", (int)e->symlen, e->sym,
			    relocs[want], (int)e->symlen, e->sym);
	if (upper) {
		if (e->value < 0 || e->value > 0xfffff)
			return fail(m, s, "%lld is out of range (0..1048575)", (long long)e->value);
		e->value = (int32_t)((uint32_t)e->value << 12);
	} else if (e->value < -2048 || e->value > 2047) {
		return fail(m, s, "%lld is out of range (-2048..2047)", (long long)e->value);
	}
	return 0;
}

/* A label ('p'), or a symbol ('a': no register form exists, so "call zero" calls a function
 * named zero). */
static int parse_target(struct match *m, const char **sp, bool sym)
{
	const char *s = asm_skip_ws(*sp);
	size_t n = asm_is_sym_start((unsigned char)*s) ? asm_sym_len(s) : 0;

	if (!*s)
		return fail(m, s, "missing operand");
	if (!n)
		return fail(m, s, "expected a label, found '%.*s'", tok_len(s), s);
	if (!sym && rv_reg_number(s, n) >= 0)
		return fail(m, s, "expected a label, found register '%.*s'", (int)n, s);
	m->target = s;
	m->targetlen = n;
	*sp = s + n;
	return 0;
}

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
			if ((r = parse_reg(m, &s)) < 0)
				return -1;
			m->word = RV_PUT(m->word, r, *a == 'd' ? 7 : *a == 't' ? 20 : 15);
			break;
		case 'j':
		case 'u':
			if (parse_imm(m, &s, *a == 'u') < 0)
				return -1;
			break;
		case 'o':
			if (*s != '(' && parse_imm(m, &s, false) < 0)
				return -1;
			break;
		case '<':
			if (asm_bounded(&m->fault, &s, 0, 31, &v, &operands) < 0)
				return -1;
			m->val.value = v;
			m->has_val = true;
			break;
		case 'L':
			if (asm_bounded(&m->fault, &s, -0x80000000ll, 0xffffffffll, &v, &operands) < 0)
				return -1;
			m->val.value = (int32_t)(uint32_t)v;
			m->has_val = true;
			break;
		case 'A':
			if (asm_sum(&m->fault, &s, &m->val, &operands) < 0)
				return -1;
			m->has_val = true;
			break;
		case 'p':
		case 'a':
			if (parse_target(m, &s, *a == 'a') < 0)
				return -1;
			break;
		default:
			assert(!"unknown operand letter");
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
	if (r != RV_REG_ZERO)
		ir_regset_add(set, r);
}

/* li's words, as gas assembles the constant: addi, lui, or lui and addi. */
static int li_words(int32_t v)
{
	return (v >= -2048 && v <= 2047) || (v & 0xfff) == 0 ? 1 : 2;
}

static void derive(const struct opcode_row *op, const struct match *m, struct ir_insn *in)
{
	uint32_t fl = op->flags;
	unsigned rs = RV_RS1(m->word), rt = RV_RS2(m->word), rd = RV_RD(m->word);

	in->words = fl & RV_TWO ? 2 : fl & RV_LI ? (uint8_t)li_words((int32_t)m->val.value) : 1;
	in->size = (uint8_t)(4 * in->words);
	in->ctl_reg = in->base = in->index = in->dst = in->dst2 = in->src1 = in->src2 = IR_REG_NONE;
	in->store_reg = IR_REG_NONE;
	in->target_flags = (uint16_t)(op - rv_opcodes);
	if (fl & RV_RD_S)
		add_reg(&in->reads, rs);
	if (fl & RV_RD_T)
		add_reg(&in->reads, rt);
	if (fl & RV_WR_D)
		add_reg(&in->writes, rd);
	if (fl & RV_WR_T1)
		add_reg(&in->writes, RV_REG_T1);
	if (fl & (RV_LOAD | RV_STORE)) {
		in->mem = fl & RV_LOAD ? IR_MEM_LOAD : IR_MEM_STORE;
		in->mem_size = fl & RV_BYTE ? 1 : fl & RV_HALF ? 2 : 4;
		in->mem_signed = fl & RV_SIGNED;
		in->base = (uint8_t)rs;
		in->disp = asm_make_imm(&m->val);
		if (fl & RV_STORE)
			in->store_reg = (uint8_t)rt;
	}
	in->target = asm_dup_sym(m->target, m->targetlen);
	if (fl & RV_CBRANCH) {
		static const struct {
			const char *name;
			enum ir_cond cond;
		} conds[] = {
			{ "beq", IR_COND_EQ }, { "beqz", IR_COND_EQ }, { "bne", IR_COND_NE },
			{ "bnez", IR_COND_NE }, { "blez", IR_COND_LEZ }, { "bgtz", IR_COND_GTZ },
			{ "bltz", IR_COND_LTZ }, { "bgez", IR_COND_GEZ },
		};

		in->ctl = IR_CTL_CBRANCH;
		for (size_t k = 0; k < sizeof conds / sizeof conds[0]; k++)
			if (strcmp(op->name, conds[k].name) == 0)
				in->cond = conds[k].cond;
		if (in->cond != IR_COND_NONE) {
			/* blez and bgtz compare x0 with their register in rs2 */
			in->src1 = (uint8_t)(fl & RV_RD_S ? rs : rt);
			in->src2 = (fl & (RV_RD_S | RV_RD_T)) == (RV_RD_S | RV_RD_T) ? (uint8_t)rt
										      : IR_REG_NONE;
		}
	} else if (fl & RV_JUMP) {
		if (m->target) {
			in->ctl = IR_CTL_JUMP;
		} else {
			if (!(fl & RV_RD_S))
				rs = RV_REG_RA;   /* ret */
			in->ctl = rs == RV_REG_RA ? IR_CTL_RET : IR_CTL_IJUMP;
			in->ctl_reg = (uint8_t)rs;
			asm_add_bits(&in->reads, rs == RV_REG_RA ? RV_SET_RETURN : RV_SET_TAIL_CALL);
		}
	} else if (fl & RV_CALL) {
		in->ctl = m->target ? IR_CTL_CALL : IR_CTL_ICALL;
		if (!m->target)
			in->ctl_reg = (uint8_t)rs;
		asm_add_bits(&in->reads, RV_SET_CALL_ARGS);
		asm_add_bits(&in->writes, RV_SET_CALL_CLOBBERED);
	} else if (fl & RV_SYSCALL) {
		in->ctl = IR_CTL_SYSCALL;
		asm_add_bits(&in->reads, RV_SET_SYSCALL_ARGS);
		asm_add_bits(&in->writes, RV_SET_SYSCALL_RESULTS);
	} else if (fl & RV_TRAP) {
		in->ctl = IR_CTL_TRAP;
	}
	in->op = op->op;
	if (in->op == IR_OP_NONE)
		return;
	if (rd == RV_REG_ZERO) {
		in->op = IR_OP_NONE;
		return;
	}
	in->dst = (uint8_t)rd;
	switch (in->op) {
	case IR_OP_OPAQUE:
		break;
	case IR_OP_CONST:
		in->imm = asm_make_imm(&m->val);
		break;
	case IR_OP_MOVE:
		in->src1 = (uint8_t)rs;
		break;
	default:
		in->src1 = (uint8_t)rs;
		if (fl & RV_RD_T) {
			in->src2 = (uint8_t)rt;
		} else if (m->has_val) {
			in->imm = asm_make_imm(&m->val);
		} else {
			/* a pseudo-instruction's fixed immediate (not -1, seqz 1, sltz 0) */
			in->imm.addend = (int32_t)m->word >> 20;
		}
		break;
	}
}

static int parse_insn(struct asm_parser *p, int i, const char *s, struct ir_insn *in)
{
	const char *ops;
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
	name = rv_lookup(s, n);
	if (!name)
		return asm_error(p, i, "unknown RV32IM instruction '%.*s'", (int)n, s);
	op = &rv_opcodes[name->first];
	if ((k = asm_match_rows(p, i, op, name->count, ops, match_row, &m)) < 0)
		return -1;
	in->line = i + 1;
	derive(op + k, &m, in);
	return 0;
}

/* ---- directives and functions ---------------------------------------------------------- */

static const char *const body_breakers[] = {
	".align", ".balign", ".p2align", ".byte", ".half", ".hword", ".short", ".word", ".int",
	".long", ".dword", ".quad", ".2byte", ".4byte", ".8byte", ".ascii", ".asciz", ".string",
	".space", ".skip", ".zero", ".fill", ".float", ".double", ".single", ".org", ".incbin",
	".insn", ".section", ".text", ".data", ".rodata", ".sdata", ".bss", ".sbss", ".previous",
	".pushsection", ".popsection", ".subsection", NULL,
};

/* .option: compressed instructions, relaxation and PIC code would change the words. */
static int rv_directive(struct asm_parser *p, int i, const char *d, size_t dn, const char *args)
{
	size_t n;
	const char *s;

	if (!asm_word_is(d, dn, ".option"))
		return 0;
	s = asm_first_name(args, &n);
	if (asm_word_is(s, n, "rvc") || asm_word_is(s, n, "relax") || asm_word_is(s, n, "pic"))
		return asm_error(p, i, "'.option %.*s' is not supported (RV32IM without compressed "
				 "instructions, relaxation or PIC)", (int)n, s);
	return 1;
}

/* A call, and j or tail to another function (a tail call), may leave it; a branch may not. */
static int outside_target(struct ir_insn *in)
{
	if (in->ctl == IR_CTL_CALL)
		return 0;
	if (in->ctl != IR_CTL_JUMP)
		return 1;
	asm_add_bits(&in->reads, RV_SET_TAIL_CALL);
	return 0;
}

static const char *const function_kinds[] = {
	"@function", "%function", "\"function\"", "STT_FUNC", NULL,
};

static const struct asm_syntax rv_syntax = {
	.line_comment = "#",
	.first_comment = "",
	.reg_prefix = 0,
	.local_prefix = ".L__aex_L",
	.ent_end = false,
	.function_kinds = function_kinds,
	.body_breakers = body_breakers,
	.insn = parse_insn,
	.directive = rv_directive,
	.outside_target = outside_target,
};

/* A conditional branch reaches 4 KiB either way; gas lengthens a farther one. */
static const char *const opposite[][2] = {
	{ "beq", "bne" }, { "blt", "bge" }, { "bltu", "bgeu" }, { "beqz", "bnez" },
	{ "blez", "bgtz" }, { "bltz", "bgez" }, { "bgt", "ble" }, { "bgtu", "bleu" },
};
static const struct asm_reach reach = { -4096, 4094, opposite, 8, "j" };

char *rv_normalize(const char *path, const char *text, bool *err)
{
	return asm_write_far_branches(&rv_syntax, path, text, &reach, err);
}

int rv_parse(const char *path, const char *text, struct ir_file *f)
{
	int rc = asm_parse(&rv_syntax, NULL, path, text, f), k, j;

	if (rc == 0 && asm_far_branch(f, &reach, &k, &j)) {
		fprintf(stderr, "%s:%d: error: the branch to %s is farther than one RV32 branch "
			"reaches: write it as the opposite branch over a jump\n", path,
			f->funcs[k].insns[j].line, f->funcs[k].insns[j].target);
		ir_file_free(f);
		return -1;
	}
	return rc;
}

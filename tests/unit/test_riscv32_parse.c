/* test_riscv32_parse.c — the RV32IM parser, instruction table and target object: instruction
 * facts, errors, far branches written out, every table row and every rt file checked against
 * gas. */
#include <criterion/criterion.h>
#include <dirent.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "ir.h"
#include "riscv32/riscv32.h"
#include "strbuf.h"
#include "target.h"
#include "testutil.h"
#include "toolchain.h"
#include "util.h"

#define WORK AEX_SRCDIR "/build/tests/riscv32-parse"
#define HEAD "\t.text\n\t.align\t2\n\t.globl\tf\n\t.type\tf, @function\nf:\n"
#define TAIL "L:\n\tret\n\t.size\tf, .-f\n"

static const struct target *rv(void)
{
	const struct target *t = target_get("riscv32");

	cr_assert(t, "no riscv32 target");
	return t;
}

static const struct toolchain *rv_tc(void)
{
	setenv("AEX_ROOT", AEX_SRCDIR, 1);
	const struct toolchain *tc = toolchain_get("riscv32");

	cr_assert(tc, "no riscv32 toolchain");
	return tc;
}

/* Parses text with standard error captured into *err (caller frees). */
static int parse_capture(const char *text, struct ir_file *f, char **err)
{
	FILE *tmp = tmpfile();
	int saved, rc;
	long n;

	cr_assert(tmp);
	fflush(stderr);
	saved = dup(2);
	dup2(fileno(tmp), 2);
	rc = rv()->parse("t.s", text, f);
	fflush(stderr);
	dup2(saved, 2);
	close(saved);
	fseek(tmp, 0, SEEK_END);
	n = ftell(tmp);
	rewind(tmp);
	*err = calloc(1, (size_t)n + 1);
	cr_assert(fread(*err, 1, (size_t)n, tmp) == (size_t)n);
	fclose(tmp);
	return rc;
}

/* The one instruction of HEAD insn TAIL. */
static struct ir_insn parse_one(const char *insn, struct ir_file *f)
{
	char *text = util_xasprintf(HEAD "\t%s\n" TAIL, insn), *err = NULL;

	cr_assert_eq(parse_capture(text, f, &err), 0, "'%s' does not parse: %s", insn, err);
	cr_assert_eq(f->nfuncs, 1);
	free(text);
	free(err);
	return f->funcs[0].insns[0];
}

#define N IR_REG_NONE

/* The facts the regenerator and the slicer need, instruction by instruction. */
Test(riscv32_parse, facts)
{
	static const struct {
		const char *insn;
		enum ir_ctl ctl;
		enum ir_op op;
		uint8_t dst, src1, src2, words;
		int32_t imm;
		enum ir_cond cond;
	} cases[] = {
		{ "add\ta0,a1,a2", 0, IR_OP_ADD, 10, 11, 12, 1, 0, 0 },
		{ "addi\ta0,sp,-16", 0, IR_OP_ADD, 10, 2, N, 1, -16, 0 },
		{ "mv\ts0,a0", 0, IR_OP_MOVE, 8, 10, N, 1, 0, 0 },
		{ "not\ta0,a1", 0, IR_OP_XOR, 10, 11, N, 1, -1, 0 },
		{ "neg\ta0,a1", 0, IR_OP_SUB, 10, 0, 11, 1, 0, 0 },
		{ "seqz\ta0,a1", 0, IR_OP_SLTU, 10, 11, N, 1, 1, 0 },
		{ "snez\ta0,a1", 0, IR_OP_SLTU, 10, 0, 11, 1, 0, 0 },
		{ "sltz\ta0,a1", 0, IR_OP_SLT, 10, 11, N, 1, 0, 0 },
		{ "sgtz\ta0,a1", 0, IR_OP_SLT, 10, 0, 11, 1, 0, 0 },
		{ "sgt\ta0,a1,a2", 0, IR_OP_SLT, 10, 12, 11, 1, 0, 0 },
		{ "sgtu\ta0,a1,a2", 0, IR_OP_SLTU, 10, 12, 11, 1, 0, 0 },
		{ "slli\ta0,a1,3", 0, IR_OP_SLL, 10, 11, N, 1, 3, 0 },
		{ "srai\ta0,a1,31", 0, IR_OP_SRA, 10, 11, N, 1, 31, 0 },
		{ "mul\ta0,a1,a2", 0, IR_OP_MUL32, 10, 11, 12, 1, 0, 0 },
		{ "mulhu\ta0,a1,a2", 0, IR_OP_OPAQUE, 10, N, N, 1, 0, 0 },
		{ "remu\ta0,a1,a2", 0, IR_OP_OPAQUE, 10, N, N, 1, 0, 0 },
		{ "lui\ta5,74565", 0, IR_OP_CONST, 15, N, N, 1, 0x12345000, 0 },
		{ "li\ta0,100", 0, IR_OP_CONST, 10, N, N, 1, 100, 0 },
		{ "li\ta0,-2048", 0, IR_OP_CONST, 10, N, N, 1, -2048, 0 },
		{ "li\ta0,2048", 0, IR_OP_CONST, 10, N, N, 2, 2048, 0 },
		{ "li\ta0,0x12345000", 0, IR_OP_CONST, 10, N, N, 1, 0x12345000, 0 },
		{ "li\ta0,0x12345678", 0, IR_OP_CONST, 10, N, N, 2, 0x12345678, 0 },
		{ "li\ta0,-1", 0, IR_OP_CONST, 10, N, N, 1, -1, 0 },
		{ "addi\tzero,zero,0", 0, IR_OP_NONE, N, N, N, 1, 0, 0 },
		{ "beq\ta0,a1,L", IR_CTL_CBRANCH, 0, N, 10, 11, 1, 0, IR_COND_EQ },
		{ "bnez\ta0,L", IR_CTL_CBRANCH, 0, N, 10, N, 1, 0, IR_COND_NE },
		{ "blez\ta0,L", IR_CTL_CBRANCH, 0, N, 10, N, 1, 0, IR_COND_LEZ },
		{ "bgtz\ta3,L", IR_CTL_CBRANCH, 0, N, 13, N, 1, 0, IR_COND_GTZ },
		{ "bltz\ta0,L", IR_CTL_CBRANCH, 0, N, 10, N, 1, 0, IR_COND_LTZ },
		{ "bge\ta0,a1,L", IR_CTL_CBRANCH, 0, N, N, N, 1, 0, IR_COND_NONE },
		{ "bleu\ta0,a1,L", IR_CTL_CBRANCH, 0, N, N, N, 1, 0, IR_COND_NONE },
		{ "call\tg", IR_CTL_CALL, 0, N, N, N, 2, 0, 0 },
		{ "call\tzero", IR_CTL_CALL, 0, N, N, N, 2, 0, 0 },
		{ "jal\tg", IR_CTL_CALL, 0, N, N, N, 1, 0, 0 },
		{ "jalr\ta5", IR_CTL_ICALL, 0, N, N, N, 1, 0, 0 },
		{ "tail\tg", IR_CTL_JUMP, 0, N, N, N, 2, 0, 0 },
		{ "j\tL", IR_CTL_JUMP, 0, N, N, N, 1, 0, 0 },
		{ "jr\ta5", IR_CTL_IJUMP, 0, N, N, N, 1, 0, 0 },
		{ "jr\tra", IR_CTL_RET, 0, N, N, N, 1, 0, 0 },
		{ "ecall", IR_CTL_SYSCALL, 0, N, N, N, 1, 0, 0 },
		{ "ebreak", IR_CTL_TRAP, 0, N, N, N, 1, 0, 0 },
	};

	for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
		struct ir_file f;
		struct ir_insn in = parse_one(cases[i].insn, &f);

		cr_expect_eq(in.ctl, cases[i].ctl, "%s: ctl", cases[i].insn);
		cr_expect_eq(in.op, cases[i].op, "%s: op", cases[i].insn);
		cr_expect_eq(in.dst, cases[i].dst, "%s: dst", cases[i].insn);
		cr_expect_eq(in.words, cases[i].words, "%s: words", cases[i].insn);
		cr_expect_eq(in.size, 4 * cases[i].words, "%s: size", cases[i].insn);
		cr_expect_eq(in.delay, IR_DELAY_NONE);
		cr_expect(!ir_regset_has(&in.reads, 0) && !ir_regset_has(&in.writes, 0));
		if (in.ctl != IR_CTL_CBRANCH || cases[i].cond) {
			cr_expect_eq(in.src1, cases[i].src1, "%s: src1", cases[i].insn);
			cr_expect_eq(in.src2, cases[i].src2, "%s: src2", cases[i].insn);
		}
		cr_expect_eq(in.cond, cases[i].cond, "%s: cond", cases[i].insn);
		if (in.op != IR_OP_NONE && in.op != IR_OP_OPAQUE && in.src2 == N &&
		    in.op != IR_OP_MOVE)
			cr_expect_eq(in.imm.addend, cases[i].imm, "%s: imm %d", cases[i].insn,
				     in.imm.addend);
		if (in.ctl == IR_CTL_CALL || in.ctl == IR_CTL_ICALL) {
			cr_expect(ir_regset_has(&in.writes, 1) && ir_regset_has(&in.reads, 10));
			cr_expect(ir_regset_has(&in.writes, 31) && !ir_regset_has(&in.writes, 8));
		}
		if (strncmp(cases[i].insn, "tail", 4) == 0)
			cr_expect(ir_regset_has(&in.writes, 6) && ir_regset_has(&in.reads, 1));
		if (in.ctl == IR_CTL_SYSCALL)
			cr_expect(ir_regset_has(&in.reads, 17) && ir_regset_has(&in.writes, 10));
		ir_file_free(&f);
	}
}

Test(riscv32_parse, memory_and_relocations)
{
	struct ir_file f;
	struct ir_insn in = parse_one("lw\ta0,%lo(tab+8)(a5)", &f);

	cr_expect_eq(in.mem, IR_MEM_LOAD);
	cr_expect_eq(in.mem_size, 4);
	cr_expect_eq(in.base, 15);
	cr_expect_str_eq(in.disp.sym, "tab");
	cr_expect_eq(in.disp.addend, 8);
	cr_expect_eq(in.disp.reloc, RV_RELOC_LO);
	ir_file_free(&f);
	in = parse_one("lbu\ta0,(a1)", &f);
	cr_expect(in.mem == IR_MEM_LOAD && in.mem_size == 1 && !in.mem_signed && in.base == 11);
	ir_file_free(&f);
	in = parse_one("lh\ta0,-2(sp)", &f);
	cr_expect(in.mem_size == 2 && in.mem_signed && in.disp.addend == -2);
	ir_file_free(&f);
	in = parse_one("sb\tzero,3(s0)", &f);
	cr_expect(in.mem == IR_MEM_STORE && in.mem_size == 1 && in.store_reg == 0 && in.base == 8);
	ir_file_free(&f);
	in = parse_one("sw\ta1,%lo(x)(a5)", &f);
	cr_expect(in.store_reg == 11 && in.disp.reloc == RV_RELOC_LO);
	ir_file_free(&f);
	in = parse_one("lui\ta5,%hi(x+4)", &f);
	cr_expect(in.op == IR_OP_CONST && in.imm.reloc == RV_RELOC_HI && in.imm.addend == 4);
	ir_file_free(&f);
	in = parse_one("addi\ta5,a5,%lo(x)", &f);
	cr_expect(in.op == IR_OP_ADD && in.imm.reloc == RV_RELOC_LO);
	ir_file_free(&f);
	in = parse_one("la\ta0,x+12", &f);
	cr_expect(in.op == IR_OP_CONST && in.words == 2 && in.imm.reloc == 0 &&
		  strcmp(in.imm.sym, "x") == 0 && in.imm.addend == 12);
	ir_file_free(&f);
}

Test(riscv32_parse, errors)
{
	static const struct {
		const char *insn, *want;
	} cases[] = {
		{ "fadd.s\tfa0,fa1,fa2", "t.s:6: error: unknown RV32IM instruction 'fadd.s'" },
		{ "addi\ta0,a1,2048", "out of range (-2048..2047)" },
		{ "addi\ta0,a1,x", "must be written %lo(x)" },
		{ "lui\ta0,%lo(x)", "%lo() does not go with this instruction" },
		{ "add\ta0,a1", "expected ','" },
		{ "add\ta0,a1,q7", "expected a register, found 'q7'" },
		{ "slli\ta0,a1,32", "t.s:6: error: bad operands for 'slli'" },
		{ "beq\ta0,a1,a2", "expected a label, found register 'a2'" },
	};

	for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
		char *text = util_xasprintf(HEAD "\t%s\n" TAIL, cases[i].insn), *err = NULL;
		struct ir_file f;

		cr_expect_eq(parse_capture(text, &f, &err), -1, "%s parses", cases[i].insn);
		cr_expect(strstr(err, cases[i].want), "%s: '%s' lacks '%s'", cases[i].insn, err,
			  cases[i].want);
		free(text);
		free(err);
	}
	{
		char *err = NULL;
		struct ir_file f;

		cr_expect_eq(parse_capture("\t.option\trvc\n" HEAD TAIL, &f, &err), -1);
		cr_expect(strstr(err, "t.s:1: error: '.option rvc' is not supported"), "%s", err);
		free(err);
	}
}

static void assemble(const struct toolchain *tc, const char *src, const char *out)
{
	char *cmd = util_xasprintf("%s %s -c -o %s %s 2>&1", tc->cc, tc->asflags, out, src), *log = NULL;

	cr_assert_eq(test_sh(cmd, &log), 0, "%s failed:\n%s", cmd, log ? log : "");
	free(log);
	free(cmd);
}

/* The words of an object's .text, and the size of its function symbol name (0: none). */
static int text_words(const struct toolchain *tc, const char *obj, uint32_t *w, int max,
		      const char *name, unsigned *size)
{
	char *cmd = util_xasprintf("%s -d -z -t %s", tc->objdump, obj), *out = NULL, *save = NULL;
	int n = 0;
	bool text = false;

	cr_assert_eq(test_sh(cmd, &out), 0, "%s failed", cmd);
	*size = 0;
	for (char *l = strtok_r(out, "\n", &save); l; l = strtok_r(NULL, "\n", &save)) {
		unsigned addr, word, sz;
		char nm[128];

		if (strncmp(l, "Disassembly of section", 22) == 0)
			text = strstr(l, " .text:") != NULL;
		else if (strlen(l) > 17 && l[15] == 'F' && strchr(l, '\t') &&
			 sscanf(strchr(l, '\t') + 1, "%x %127s", &sz, nm) == 2 && strcmp(nm, name) == 0)
			*size = sz;
		else if (text && sscanf(l, " %x:\t%8x", &addr, &word) == 2 && n < max)
			w[n++] = word;
	}
	free(out);
	free(cmd);
	return n;
}

/* Every row of the table: gas assembles an instance of it to a word its match and mask
 * accept (the first word of a two-word one), and to as many words as the row says. */
Test(riscv32_table, encodings, .timeout = 60)
{
	const struct toolchain *tc = rv_tc();
	char *path = WORK "/table.s", *o = WORK "/table.o";
	static uint32_t w[4096];
	unsigned size;
	int at = 0, n;
	FILE *out;

	cr_assert_eq(util_mkdirs(WORK), 0);
	out = fopen(path, "w");
	cr_assert(out);
	fputs("\t.text\nlab:\n", out);
	for (int i = 0; i < rv_nopcodes; i++) {
		fprintf(out, "\t%s\t", rv_opcodes[i].name);
		for (const char *a = rv_opcodes[i].args; *a; a++) {
			const char *ex = *a == 'd' ? "a0" : *a == 's' ? "a1" : *a == 't' ? "a2"
				       : *a == 'b' ? "s1" : *a == 'j' ? "-5" : *a == 'u' ? "74565"
				       : *a == 'o' ? "12" : *a == '<' ? "7" : *a == 'p' || *a == 'a'
				       ? "lab" : *a == 'L' ? "0x12345678" : *a == 'A' ? "lab" : NULL;
			fputs(ex ? ex : (char[2]){ *a, 0 }, out);
		}
		fputs("\n\t.word\t0\n", out);
	}
	fclose(out);
	assemble(tc, path, o);
	n = text_words(tc, o, w, 4096, "", &size);
	for (int i = 0; i < rv_nopcodes; i++) {
		const struct opcode_row *op = &rv_opcodes[i];
		int words = op->flags & (RV_TWO | RV_LI) ? 2 : 1;

		cr_assert(at + words < n);
		cr_expect_eq(w[at] & op->mask, op->match, "row %d '%s %s': gas gives %08x", i,
			     op->name, op->args, w[at]);
		cr_expect_eq(w[at + words], 0, "row %d '%s %s': not %d words", i, op->name, op->args,
			     words);
		at += words + 1;
	}
}

/* The size of every function symbol of obj (`objdump -t`, one run for the whole file), as
 * "NAME SIZE\n" lines of a string to search for "\nNAME ". */
static char *function_sizes(const struct toolchain *tc, const char *obj)
{
	char *cmd = util_xasprintf("%s -t %s", tc->objdump, obj), *out = NULL, *save = NULL;
	struct strbuf sb = { 0 };

	cr_assert_eq(test_sh(cmd, &out), 0, "%s failed", cmd);
	strbuf_puts(&sb, "\n");
	for (char *l = strtok_r(out, "\n", &save); l; l = strtok_r(NULL, "\n", &save)) {
		unsigned sz;
		char nm[128];

		if (strlen(l) > 17 && l[15] == 'F' && strchr(l, '\t') &&
		    sscanf(strchr(l, '\t') + 1, "%x %127s", &sz, nm) == 2)
			strbuf_addf(&sb, "%s %u\n", nm, sz);
	}
	free(out);
	free(cmd);
	return sb.s;
}

/* rt, as compiled for both strategies: every file parses, and every function is as large as
 * the IR says. */
Test(riscv32_parse, rt_corpus, .timeout = 120)
{
	const struct toolchain *tc = rv_tc();
	static const char *const dirs[] = { "rt", "rt-steal" };
	int files = 0;

	for (int d = 0; d < 2; d++) {
		char *dir = util_xasprintf("%s/build/riscv32/%s", AEX_SRCDIR, dirs[d]);
		DIR *dp = opendir(dir);
		struct dirent *e;

		cr_assert(dp, "%s: run make rt", dir);
		while ((e = readdir(dp))) {
			char *path, *text, *o, *sizes;
			struct ir_file f;

			if (!util_has_suffix(e->d_name, ".s"))
				continue;
			path = util_xasprintf("%s/%s", dir, e->d_name);
			o = util_xasprintf("%s/%s-%s.o", WORK, dirs[d], e->d_name);
			text = util_read_file(path, NULL);
			cr_assert(text);
			cr_assert_eq(rv()->parse(path, text, &f), 0, "%s does not parse", path);
			cr_assert_eq(util_mkdirs(WORK), 0);
			assemble(tc, path, o);
			sizes = function_sizes(tc, o);
			for (int k = 0; k < f.nfuncs; k++) {
				const struct ir_func *fn = &f.funcs[k];
				char *key = util_xasprintf("\n%s ", fn->name);
				const char *at = strstr(sizes, key);
				unsigned size = at ? (unsigned)strtoul(at + strlen(key), NULL, 10) : 0;
				unsigned words = 0;

				for (int j = 0; j < fn->ninsns; j++)
					words += fn->insns[j].words;
				cr_expect_eq(size, 4 * words, "%s: %s is %u bytes, the IR says %u words",
					     path, fn->name, size, words);
				free(key);
			}
			free(sizes);
			ir_file_free(&f);
			free(text);
			free(path);
			free(o);
			files++;
		}
		closedir(dp);
		free(dir);
	}
	cr_expect_gt(files, 20);
}

/* A branch farther than 4 KiB: refused by the parser with its line, written out by the
 * normalization into the two instructions gas makes of it (the same words). */
Test(riscv32_parse, far_branches, .timeout = 60)
{
	const struct toolchain *tc = rv_tc();
	char *text, *err = NULL, *norm;
	size_t len = 0, cap = 1 << 16;
	struct ir_file f;
	bool bad = false;
	static uint32_t wa[4096], wb[4096];
	unsigned sa, sb;
	int na, nb;
	FILE *out;

	text = malloc(cap);
	len += (size_t)snprintf(text, cap, HEAD "\tbeq\ta0,a1,L\n1:\tbgtz\ta2,L\n");
	for (int i = 0; i < 1100; i++)
		len += (size_t)snprintf(text + len, cap - len, "\taddi\ta0,a0,1\n");
	len += (size_t)snprintf(text + len, cap - len, "\tbnez\ta0,1b\n" TAIL);
	cr_expect_eq(parse_capture(text, &f, &err), -1);
	cr_expect(strstr(err, "t.s:6: error: the branch to L is farther than one RV32 branch "
			      "reaches"), "%s", err);
	free(err);
	norm = rv()->normalize("t.s", text, &bad);
	cr_assert(norm && !bad);
	cr_expect(strstr(norm, "\tbne\ta0,a1,.L__aex_far0\n\tj\tL\n.L__aex_far0:\n"), "%s", norm);
	cr_expect(strstr(norm, "\tble\ta2,zero,.L__aex_far1\n") || strstr(norm, "blez\ta2,"),
		  "bgtz inverted");
	cr_assert_eq(parse_capture(norm, &f, &err), 0, "%s", err);
	free(err);
	cr_assert_eq(util_mkdirs(WORK), 0);
	out = fopen(WORK "/far.s", "w");
	fputs(text, out);
	fclose(out);
	out = fopen(WORK "/far-norm.s", "w");
	fputs(norm, out);
	fclose(out);
	assemble(tc, WORK "/far.s", WORK "/far.o");
	assemble(tc, WORK "/far-norm.s", WORK "/far-norm.o");
	na = text_words(tc, WORK "/far.o", wa, 4096, "f", &sa);
	nb = text_words(tc, WORK "/far-norm.o", wb, 4096, "f", &sb);
	cr_expect_eq(na, nb);
	cr_expect_eq(sa, sb);
	cr_expect(memcmp(wa, wb, sizeof wa) == 0, "the written-out branches assemble differently");
	{
		unsigned words = 0;

		for (int j = 0; j < f.funcs[0].ninsns; j++)
			words += f.funcs[0].insns[j].words;
		cr_expect_eq(4 * words, sb);
	}
	ir_file_free(&f);
	cr_expect_null(rv()->normalize("t.s", HEAD "\tbeq\ta0,a1,L\n" TAIL, &bad));
	cr_expect(!bad);
	free(norm);
	free(text);
}

Test(riscv32_target, object)
{
	const struct target *t = rv();

	cr_expect_str_eq(t->name, "riscv32");
	cr_expect(!t->big_endian);
	cr_expect_eq(t->nregs, 32);
	cr_expect_str_eq(t->reg_names[10], "a0");
	cr_expect_str_eq(t->reg_names[31], "t6");
	cr_expect_eq(t->zero_reg, 0);
	cr_expect_eq(t->sp_reg, 2);
	cr_expect_eq(t->link_reg, 1);
	cr_expect_str_eq(t->entry_symbol, "_start");
	for (unsigned r = 0; r < 32; r++) {
		bool saved = r == 2 || r == 3 || r == 4 || r == 8 || r == 9 || (r >= 18 && r <= 27);

		cr_expect_eq(ir_regset_has(&t->callee_saved, r), saved, "callee_saved %u", r);
		cr_expect_eq(ir_regset_has(&t->call_clobbered, r), !saved && r != 0, "clobbered %u", r);
		cr_expect_eq(ir_regset_has(&t->syscall_results, r), r == 10);
		cr_expect_eq(ir_regset_has(&t->reserved_set, r), r == 31);
		cr_expect_eq(ir_regset_has(&t->instr_temps, r), r == 3 || r == 4);
		/* never a register calls, returns, system calls or tail's auipc use */
		if (ir_regset_has(&t->stealable, r))
			cr_expect(r >= 5 && r != 6 && !(r >= 10 && r <= 17), "stealable %u", r);
	}
	cr_expect_eq(t->nsteal, 2);
	cr_expect_null(t->windows);
	cr_expect(!t->cbranch_hidden_reads);
	cr_expect(strstr(target_list(), "riscv32"));
}

/* The relocation operators: lui %hi(V) then addi %lo(V) gives V, for the values around the
 * sign of the low part, through the expressions the regenerator compiles. */
Test(riscv32_target, reloc_c_expr)
{
	const struct target *t = rv();
	static const uint32_t vs[] = { 0, 1, 0x7ff, 0x800, 0xfff, 0x1000, 0x12345678, 0x7ffff800,
				       0x80000000, 0xfffff800, 0xffffffff };

	cr_assert_eq(t->nrelocs, 3);
	cr_expect_str_eq(t->reloc_c_exprs[0], "(V)");
	for (size_t i = 0; i < sizeof vs / sizeof vs[0]; i++) {
		uint32_t V = vs[i];
		uint32_t hi = ((((V) + 0x800u) >> 12) << 12), lo = ((((V) & 0xfffu) ^ 0x800u) - 0x800u);

		cr_expect_eq(hi + lo, V, "%08x", V);
		cr_expect_eq(hi & 0xfff, 0u);
		cr_expect((int32_t)lo >= -2048 && (int32_t)lo <= 2047);
	}
	cr_expect_str_eq(t->reloc_c_exprs[RV_RELOC_HI], "((((V) + 0x800u) >> 12) << 12)");
	cr_expect_str_eq(t->reloc_c_exprs[RV_RELOC_LO], "((((V) & 0xfffu) ^ 0x800u) - 0x800u)");
}

/* The registers a line names, which stealing rewrites and the reserved strategy refuses. */
Test(riscv32_target, named_regs)
{
	static const struct {
		const char *line;
		uint64_t want;
	} cases[] = {
		{ "\tadd\ta0,a1,t6", 1ull << 10 | 1ull << 11 | 1ull << 31 },
		{ "\tlw\ts1,%lo(tp)(a5)", 1ull << 9 | 1ull << 15 },
		{ "\tcall\tgp", 0 },
		{ "\tbeq\tt0,zero,a0", 1ull << 5 },
		{ ".L3:\tsw\tra,12(sp)\t# x0 x1", 1ull << 1 | 1ull << 2 },
		{ "\tla\ts0,t6", 1ull << 8 },
		{ "s0", 1ull << 8 },
		{ "t2", 1ull << 7 },
	};

	for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
		ir_regset s = { { 0, 0 } };

		rv()->named_regs(cases[i].line, &s);
		cr_expect_eq(s.w[0], cases[i].want, "'%s': %llx", cases[i].line,
			     (unsigned long long)s.w[0]);
	}
}

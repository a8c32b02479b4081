/* test_mips_parse.c — the MIPS I parser, instruction table and target object: data-file cases,
 * errors, functions and labels, and every table row and corpus file checked against gas. */
#include <criterion/criterion.h>
#include <criterion/logging.h>
#include <criterion/parameterized.h>
#include <dirent.h>
#include <fcntl.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "ir.h"
#include "mips/mips.h"
#include "target.h"
#include "testutil.h"
#include "toolchain.h"
#include "util.h"

#define DATA AEX_SRCDIR "/tests/unit/data/mips-parse.txt"
#define WORK AEX_SRCDIR "/build/tests/mips-parse"
#define LOCAL_PREFIX "$__aex_L"

/* The prologue every data case is wrapped in: the instruction is line 7. */
#define HEAD "\t.set\tnoat\n\t.set\tnoreorder\n\t.set\tnomacro\n\t.ent\tf\n" \
	"\t.type\tf, @function\nf:\n"
#define TAIL "L:\n\tnop\n\t.end\tf\n\t.size\tf, .-f\n"
/* A shorter one for the error cases: the first line after it is line 6. */
#define FHEAD "\t.set\tnoreorder\n\t.set\tnomacro\n\t.ent\tf\n\t.type\tf, @function\nf:\n"

static const struct target *mips(void)
{
	const struct target *t = target_get("mips");

	cr_assert(t, "no mips target");
	return t;
}

static const struct toolchain *mips_tc(void)
{
	const struct toolchain *tc;

	setenv("AEX_ROOT", AEX_SRCDIR, 1);
	tc = toolchain_get("mips");
	cr_assert(tc, "no mips toolchain");
	return tc;
}

/* Parses text with standard error captured into *err (caller frees). */
static int parse_capture(const char *path, const char *text, struct ir_file *f, char **err)
{
	FILE *tmp = tmpfile();
	int saved, rc;
	long n;

	cr_assert(tmp);
	fflush(stderr);
	saved = dup(2);
	dup2(fileno(tmp), 2);
	rc = mips()->parse(path, text, f);
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

/* ---- the notation of mips-parse.txt --------------------------------------------------- */

/* ORDER: enum ir_ctl, ir_delay, ir_mem, ir_op in ir.h; enum mips_reloc in mips.h */
static const char *const ctl_names[] = { "none", "cbranch", "jump", "call", "icall", "ret",
					 "ijump", "syscall", "trap" };
static const char *const delay_names[] = { "none", "always", "annul-untaken", "annul-always" };
static const char *const mem_names[] = { "none", "load", "store", "loadstore", "loadleft",
					 "loadright", "storeleft", "storeright" };
static const char *const op_names[] = { "none", "opaque", "move", "const", "add", "sub", "and",
					"or", "xor", "nor", "sll", "srl", "sra", "slt", "sltu",
					"mult", "multu", "div", "divu", "mul32", "umul32" };
static const char *const reloc_names[] = { "", "%hi", "%lo", "%lou" };

static void put(char *buf, size_t size, const char *fmt, ...) __attribute__((format(printf, 3, 4)));

static void put(char *buf, size_t size, const char *fmt, ...)
{
	size_t len = strlen(buf);
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(buf + len, size - len, fmt, ap);
	va_end(ap);
}

static void put_imm(char *buf, size_t size, const char *key, const struct ir_imm *imm)
{
	char body[128];

	if (!imm->sym && !imm->addend && !imm->reloc)
		return;
	if (imm->sym && imm->addend)
		snprintf(body, sizeof body, "%s%+d", imm->sym, (int)imm->addend);
	else if (imm->sym)
		snprintf(body, sizeof body, "%s", imm->sym);
	else
		snprintf(body, sizeof body, "%d", (int)imm->addend);
	if (imm->reloc)
		put(buf, size, " %s=%s(%s)", key, reloc_names[imm->reloc], body);
	else
		put(buf, size, " %s=%s", key, body);
}

static void put_reg(char *buf, size_t size, const char *key, unsigned r)
{
	if (r != IR_REG_NONE)
		put(buf, size, " %s=%s", key, mips()->reg_names[r]);
}

static void put_set(char *buf, size_t size, const char *key, const ir_regset *s)
{
	const struct target *t = mips();
	bool first = true;

	for (unsigned r = 0; r < t->nregs; r++) {
		unsigned e = r;

		if (!ir_regset_has(s, r))
			continue;
		while (e + 1 < 32 && ir_regset_has(s, e + 1))
			e++;
		put(buf, size, "%s", first ? " " : ",");
		if (first)
			put(buf, size, "%s=", key);
		first = false;
		if (e >= r + 2) {
			put(buf, size, "%s-%s", t->reg_names[r], t->reg_names[e]);
			r = e;
		} else {
			put(buf, size, "%s", t->reg_names[r]);
		}
	}
}

static const char *const cond_names[] = { "", "eq", "ne", "lez", "gtz", "ltz", "gez" };

/* The facts of an instruction in the notation of mips-parse.txt. */
static void describe(const struct ir_insn *in, char *buf, size_t size)
{
	buf[0] = '\0';
	if (in->ctl)
		put(buf, size, " ctl=%s", ctl_names[in->ctl]);
	if (in->delay)
		put(buf, size, " delay=%s", delay_names[in->delay]);
	put_reg(buf, size, "reg", in->ctl_reg);
	if (in->target)
		put(buf, size, " target=%s", in->target);
	if (in->mem)
		put(buf, size, " mem=%s%d%s", mem_names[in->mem], in->mem_size,
		    in->mem_signed ? "s" : "");
	put_reg(buf, size, "base", in->base);
	put_imm(buf, size, "disp", &in->disp);
	if (in->op)
		put(buf, size, " op=%s", op_names[in->op]);
	if (in->cond)
		put(buf, size, " cond=%s", cond_names[in->cond]);
	put_reg(buf, size, "dst", in->dst);
	put_reg(buf, size, "dst2", in->dst2);
	put_reg(buf, size, "src1", in->src1);
	put_reg(buf, size, "src2", in->src2);
	put_imm(buf, size, "imm", &in->imm);
	put_set(buf, size, "reads", &in->reads);
	put_set(buf, size, "writes", &in->writes);
	if (in->late)
		put(buf, size, " late");
	if (in->words > 1)
		put(buf, size, " words=%d", in->words);
	if (buf[0])
		memmove(buf, buf + 1, strlen(buf));
}

struct data_case {
	int lineno;
	char *insn, *want;
};

/* Reads mips-parse.txt. Returns the number of cases. */
static int load_cases(struct data_case **cases)
{
	char *text = util_read_file(DATA, NULL), *save = NULL;
	int n = 0, lineno = 0;

	cr_assert(text, "cannot read %s", DATA);
	*cases = NULL;
	for (char *line = strtok_r(text, "\n", &save); line; line = strtok_r(NULL, "\n", &save)) {
		char *sep;

		lineno++;
		if (!line[0] || line[0] == '#')
			continue;
		sep = strstr(line, " =>");
		cr_assert(sep, "%s: a case without ' =>': %s", DATA, line);
		*cases = realloc(*cases, (size_t)(n + 1) * sizeof **cases);
		(*cases)[n].lineno = lineno;
		(*cases)[n].insn = util_xasprintf("%.*s", (int)(sep - line), line);
		(*cases)[n].want = util_xstrdup(sep[3] == ' ' ? sep + 4 : sep + 3);
		n++;
	}
	free(text);
	return n;
}

static void free_cases(struct data_case *cases, int n)
{
	for (int i = 0; i < n; i++) {
		free(cases[i].insn);
		free(cases[i].want);
	}
	free(cases);
}

static bool is_error_case(const struct data_case *c)
{
	return strncmp(c->want, "t.s:", 4) == 0;
}

/* ---- invariants of any parsed file ------------------------------------------------------ */

static void check_invariants(const struct ir_file *f)
{
	for (int i = 0; i < f->nlines; i++) {
		const struct ir_line *L = &f->lines[i];

		cr_assert(L->text);
		cr_assert((L->kind == IR_LINE_LABEL) <= (L->label != NULL));
		if (L->kind == IR_LINE_INSN) {
			cr_assert(L->func >= 0 && L->func < f->nfuncs);
			cr_assert(L->insn >= 0 && L->insn < f->funcs[L->func].ninsns);
			cr_assert_eq(f->funcs[L->func].insns[L->insn].line, i + 1);
		} else {
			cr_assert_eq(L->insn, -1);
		}
	}
	for (int k = 0; k < f->nfuncs; k++) {
		const struct ir_func *fn = &f->funcs[k];

		cr_assert(fn->first_line >= 1 && fn->first_line <= fn->last_line &&
			  fn->last_line <= f->nlines);
		for (int i = fn->first_line; i <= fn->last_line; i++)
			cr_assert_eq(f->lines[i - 1].func, k, "line %d of %s", i, fn->name);
		for (int j = 0; j < fn->ninsns; j++) {
			const struct ir_insn *in = &fn->insns[j];
			bool direct = in->ctl == IR_CTL_CBRANCH || in->ctl == IR_CTL_JUMP ||
				      in->ctl == IR_CTL_CALL;

			cr_assert(in->pos == (uint32_t)j && in->size == 4 * in->words);
			cr_assert(in->words == 1 || (in->words == MIPS_MACRO_WORDS &&
						     (mips_opcodes[in->target_flags].flags & MIPS_MACRO)));
			cr_assert(in->line >= fn->first_line && in->line <= fn->last_line);
			cr_assert(f->lines[in->line - 1].kind == IR_LINE_INSN);
			cr_assert(direct == (in->target != NULL));
			cr_assert(in->target_flags < mips_nopcodes);
		}
		for (int j = 0; j < fn->nlabels; j++)
			cr_assert(fn->label_insn[j] >= 0 && fn->label_insn[j] <= fn->ninsns);
	}
}

/* ---- assembling, and reading objects back ---------------------------------------------- */

struct obj_sym {
	char name[128], section[64];
	uint32_t addr, size;
};

struct obj_section {
	char name[64];
	uint32_t *words;
	int n;
};

struct obj {
	struct obj_sym *syms;
	int nsyms;
	struct obj_section secs[16];
	int nsecs;
	char *disasm;          /* objdump -d -z from its first section on */
};

static void assemble(const struct toolchain *tc, const char *flags, const char *src,
		     const char *out)
{
	char *cmd = util_xasprintf("%s %s -c -o %s %s 2>&1", tc->cc, flags, out, src), *log = NULL;
	int rc = test_sh(cmd, &log);

	cr_assert_eq(rc, 0, "%s failed:\n%s", cmd, log ? log : "");
	free(log);
	free(cmd);
}

static struct obj_section *obj_section(struct obj *o, const char *name)
{
	for (int i = 0; i < o->nsecs; i++)
		if (strcmp(o->secs[i].name, name) == 0)
			return &o->secs[i];
	return NULL;
}

static void obj_load(const struct toolchain *tc, const char *path, struct obj *o)
{
	char *cmd, *out = NULL, *save = NULL, *start;
	struct obj_section *sec = NULL;

	memset(o, 0, sizeof *o);
	cmd = util_xasprintf("%s -t %s", tc->objdump, path);
	cr_assert_eq(test_sh(cmd, &out), 0, "%s failed", cmd);
	free(cmd);
	/* "00000000 l     F .text	00000094 name" */
	for (char *l = strtok_r(out, "\n", &save); l; l = strtok_r(NULL, "\n", &save)) {
		struct obj_sym s;
		char *tab = strchr(l, '\t'), *sp;

		if (strlen(l) < 17 || !tab || l[8] != ' ' || l[15] != 'F')
			continue;
		*tab = '\0';
		sp = strrchr(l, ' ');
		cr_assert(sp);
		snprintf(s.section, sizeof s.section, "%s", sp + 1);
		s.addr = (uint32_t)strtoul(l, NULL, 16);
		cr_assert_eq(sscanf(tab + 1, "%x %127s", &s.size, s.name), 2);
		o->syms = realloc(o->syms, (size_t)(o->nsyms + 1) * sizeof *o->syms);
		o->syms[o->nsyms++] = s;
	}
	free(out);
	out = NULL;
	cmd = util_xasprintf("%s -d -z %s", tc->objdump, path);
	cr_assert_eq(test_sh(cmd, &out), 0, "%s failed", cmd);
	free(cmd);
	start = strstr(out, "Disassembly of section");
	o->disasm = util_xstrdup(start ? start : "");
	save = NULL;
	for (char *l = strtok_r(out, "\n", &save); l; l = strtok_r(NULL, "\n", &save)) {
		unsigned addr, word;
		char name[64];

		if (sscanf(l, "Disassembly of section %63[^:]:", name) == 1) {
			cr_assert(o->nsecs < 16);
			sec = &o->secs[o->nsecs++];
			snprintf(sec->name, sizeof sec->name, "%s", name);
		} else if (sec && sscanf(l, " %x:\t%8x", &addr, &word) == 2 && strchr(l, '\t') &&
			   strlen(strchr(l, '\t')) > 9 && strchr(l, '\t')[9] == ' ') {
			cr_assert_eq(addr, (unsigned)sec->n * 4, "%s: a gap in %s", path, sec->name);
			sec->words = realloc(sec->words, (size_t)(sec->n + 1) * sizeof *sec->words);
			sec->words[sec->n++] = word;
		}
	}
	free(out);
}

static void obj_free(struct obj *o)
{
	for (int i = 0; i < o->nsecs; i++)
		free(o->secs[i].words);
	free(o->syms);
	free(o->disasm);
}

/* Every function of f against the object: 4 bytes per word of each IR instruction, and each
 * one-word instruction is an instance of the table row the parser chose for its line (the
 * trunc macro's eighth word, its cvt.w). */
static void check_words(const struct ir_file *f, struct obj *o)
{
	for (int k = 0; k < f->nfuncs; k++) {
		const struct ir_func *fn = &f->funcs[k];
		const struct obj_sym *s = NULL;
		struct obj_section *sec;

		for (int i = 0; i < o->nsyms && !s; i++)
			if (strcmp(o->syms[i].name, fn->name) == 0)
				s = &o->syms[i];
		cr_assert(s, "%s: no function symbol %s in the object", f->path, fn->name);
		unsigned words = 0;

		for (int j = 0; j < fn->ninsns; j++) {
			cr_assert_eq(fn->insns[j].size, 4u * fn->insns[j].words);
			words += fn->insns[j].words;
		}
		cr_assert_eq(s->size, 4u * words, "%s: %s is %u bytes, the IR has %u words",
			     f->path, fn->name, s->size, words);
		sec = obj_section(o, s->section);
		cr_assert(sec && s->addr / 4 + words <= (unsigned)sec->n);
		for (int j = 0, at = 0; j < fn->ninsns; at += fn->insns[j].words, j++) {
			const struct ir_insn *in = &fn->insns[j];
			const struct opcode_row *op = &mips_opcodes[in->target_flags];
			uint32_t w = sec->words[s->addr / 4 + (unsigned)at + (in->words > 1 ? 7u : 0u)];

			cr_expect_eq(w & op->mask, op->match, "%s:%d: '%s' assembled to %08x, not an "
				     "instance of row '%s %s' (%08x/%08x)", f->path, in->line,
				     f->lines[in->line - 1].text, w, op->name, op->args, op->match,
				     op->mask);
		}
	}
}

/* Writes the IR's lines as a file. */
static void write_lines(const struct ir_file *f, const char *path)
{
	FILE *out = fopen(path, "w");

	cr_assert(out, "cannot write %s", path);
	for (int i = 0; i < f->nlines; i++)
		fprintf(out, "%s\n", f->lines[i].text);
	fclose(out);
}

/* One corpus file: parses without error, keeps every line (numeric labels aside), assembles
 * from the IR's lines to the same code as from the file, and matches the table rows. */
static void check_file(const struct toolchain *tc, const char *path, const char *dir)
{
	char *text = util_read_file(path, NULL), *copy, *orig_o, *ir_s, *ir_o;
	const char *base = util_basename(path);
	struct ir_file f;
	struct obj a, b;
	int i = 0;

	cr_assert(text, "cannot read %s", path);
	cr_assert_eq(mips()->parse(path, text, &f), 0, "%s does not parse", path);
	check_invariants(&f);
	copy = util_xstrdup(text);
	for (char *l = copy, *nl; *l; l = nl ? nl + 1 : l + strlen(l), i++) {
		nl = strchr(l, '\n');
		if (nl)
			*nl = '\0';
		cr_assert(i < f.nlines, "%s: lines lost", path);
		cr_expect(strcmp(l, f.lines[i].text) == 0 || strstr(f.lines[i].text, LOCAL_PREFIX),
			  "%s:%d: line changed to '%s'", path, i + 1, f.lines[i].text);
		if (!nl)
			break;
	}
	free(copy);

	cr_assert_eq(util_mkdirs(dir), 0);
	orig_o = util_xasprintf("%s/%s.orig.o", dir, base);
	ir_s = util_xasprintf("%s/ir-%s", dir, base);
	ir_o = util_xasprintf("%s/%s.o", dir, base);
	write_lines(&f, ir_s);
	assemble(tc, tc->asflags, path, orig_o);
	assemble(tc, tc->asflags, ir_s, ir_o);
	obj_load(tc, orig_o, &a);
	obj_load(tc, ir_o, &b);
	cr_expect_str_eq(a.disasm, b.disasm, "%s: the IR's lines assemble differently", path);
	check_words(&f, &b);
	obj_free(&a);
	obj_free(&b);
	free(orig_o);
	free(ir_s);
	free(ir_o);
	ir_file_free(&f);
	free(text);
}

/* ---- the data file ----------------------------------------------------------------------- */

Test(mips_parse, data)
{
	struct data_case *cases;
	int n = load_cases(&cases), bad = 0;

	cr_assert(n > 100, "only %d cases in %s", n, DATA);
	for (int i = 0; i < n; i++) {
		const struct data_case *c = &cases[i];
		char *text = util_xasprintf(HEAD "\t%s\n" TAIL, c->insn), *err = NULL, got[1024];
		struct ir_file f;
		int rc = parse_capture("t.s", text, &f, &err);

		if (is_error_case(c)) {
			size_t len = strlen(err);

			if (rc != -1 || f.nlines || !len || err[len - 1] != '\n' ||
			    strncmp(err, c->want, len - 1) != 0 || strlen(c->want) != len - 1) {
				cr_log_error("%s:%d: '%s': want \"%s\", got %d \"%s\"", DATA, c->lineno,
					     c->insn, c->want, rc, err);
				bad++;
			}
		} else if (rc != 0) {
			cr_log_error("%s:%d: '%s' refused: %s", DATA, c->lineno, c->insn, err);
			bad++;
		} else {
			const struct ir_insn *in = &f.funcs[0].insns[0];

			check_invariants(&f);
			cr_assert_eq(f.nfuncs, 1);
			cr_assert_eq(f.funcs[0].ninsns, 2);
			cr_assert(in->line == 7 && in->pos == 0 && in->size == 4 && in->words == 1);
			describe(in, got, sizeof got);
			if (strcmp(got, c->want) != 0) {
				cr_log_error("%s:%d: '%s':\n  want: %s\n  got:  %s", DATA, c->lineno,
					     c->insn, c->want, got);
				bad++;
			}
			ir_file_free(&f);
		}
		free(err);
		free(text);
	}
	free_cases(cases, n);
	cr_assert_eq(bad, 0, "%d of %d cases failed", bad, n);
}

/* All positive cases as one function, assembled by gas: each row chosen matches its word. */
Test(mips_parse, data_encodings, .timeout = 60)
{
	const struct toolchain *tc = mips_tc();
	struct data_case *cases;
	int n = load_cases(&cases);
	char *path = util_xasprintf("%s/cases.s", WORK), *o = util_xasprintf("%s/cases.o", WORK);
	char *text;
	struct ir_file f;
	struct obj ob;
	FILE *out;

	cr_assert_eq(util_mkdirs(WORK), 0);
	out = fopen(path, "w");
	cr_assert(out);
	fputs(HEAD, out);
	for (int i = 0; i < n; i++)
		if (!is_error_case(&cases[i]))
			fprintf(out, "\t%s\n\tnop\n", cases[i].insn);
	fputs(TAIL, out);
	fclose(out);
	free_cases(cases, n);

	text = util_read_file(path, NULL);
	cr_assert_eq(mips()->parse(path, text, &f), 0);
	assemble(tc, tc->asflags, path, o);
	obj_load(tc, o, &ob);
	check_words(&f, &ob);
	obj_free(&ob);
	ir_file_free(&f);
	free(text);
	free(path);
	free(o);
}

/* MIPS I's trunc.w.d and trunc.w.s, the one macro accepted: ten words in a .set macro
 * region, its general register defined opaquely; not in a delay slot. */
Test(mips_parse, trunc_macro, .timeout = 60)
{
	static const char text[] =
		"\t.set\tnoreorder\n\t.set\tnomacro\n\t.ent\tf\n\t.type\tf, @function\nf:\n"
		"\tmul.d\t$f12,$f12,$f0\n\t.set\tmacro\n\ttrunc.w.d $f0,$f12,$4\n"
		"\ttrunc.w.s $f2,$f4,$9\n\t.set\tnomacro\n\tmfc1\t$2,$f0\n\tnop\n"
		"\tjr\t$31\n\tnop\n\t.end\tf\n\t.size\tf, .-f\n";
	const struct toolchain *tc = mips_tc();
	char *path = util_xasprintf("%s/trunc.s", WORK), *o = util_xasprintf("%s/trunc.o", WORK);
	char got[1024], *err = NULL;
	struct ir_file f;
	struct obj ob;
	FILE *out;

	cr_assert_eq(mips()->parse("trunc.s", text, &f), 0);
	cr_assert_eq(f.funcs[0].ninsns, 7);
	describe(&f.funcs[0].insns[1], got, sizeof got);
	cr_expect_str_eq(got, "op=opaque dst=$4 writes=$4 words=10");
	cr_expect_eq(f.funcs[0].insns[1].size, 40);
	describe(&f.funcs[0].insns[2], got, sizeof got);
	cr_expect_str_eq(got, "op=opaque dst=$9 writes=$9 words=10");
	cr_assert_eq(util_mkdirs(WORK), 0);
	out = fopen(path, "w");
	cr_assert(out);
	fputs(text, out);
	fclose(out);
	assemble(tc, tc->asflags, path, o);
	obj_load(tc, o, &ob);
	check_words(&f, &ob);
	obj_free(&ob);
	ir_file_free(&f);
	cr_expect_eq(parse_capture("t.s", HEAD "\tbeq\t$4,$0,L\n\t.set\tmacro\n"
				   "\ttrunc.w.d $f0,$f12,$4\n\t.set\tnomacro\n" TAIL, &f, &err), -1);
	cr_expect_str_eq(err, "t.s:9: error: the macro 'trunc.w.d' in a delay slot\n");
	free(err);
	free(path);
	free(o);
}

/* ---- errors that take more than one line ------------------------------------------------ */

static const struct {
	const char *text, *err;
} errors[] = {
	{ "\t.text\n\tnop\n", "t.s:2: error: instruction outside a function" },
	{ "\t.set\tnomacro\n\t.ent\tf\nf:\n\tnop\n", "t.s:4: error: instruction in a .set "
	  "reorder region (the assembler could move it; use .set noreorder)" },
	{ "\t.set\tnoreorder\n\t.ent\tf\nf:\n\tnop\n", "t.s:4: error: instruction in a .set macro "
	  "region (use .set nomacro)" },
	{ FHEAD "\tnop\n\t.set\treorder\n\tnop\n", "t.s:8: error: instruction in a .set reorder "
	  "region (the assembler could move it; use .set noreorder)" },
	{ FHEAD "\t.set\tpush\n\t.set\tmacro\n\t.set\tpop\n\tnop\n\t.set\tmacro\n\tnop\n",
	  "t.s:11: error: instruction in a .set macro region (use .set nomacro)" },
	{ FHEAD "\tnop\n\t.end\tf\n\tnop\n", "t.s:8: error: instruction outside a function" },
	{ "\t.set\tpop\n", "t.s:1: error: .set pop without .set push" },
	{ "\t.set\tpush\n\t.set\tpush\n\t.set\tpush\n\t.set\tpush\n\t.set\tpush\n\t.set\tpush\n"
	  "\t.set\tpush\n\t.set\tpush\n\t.set\tpush\n\t.set\tpush\n\t.set\tpush\n\t.set\tpush\n"
	  "\t.set\tpush\n\t.set\tpush\n\t.set\tpush\n\t.set\tpush\n",
	  "t.s:16: error: .set push nested more than 15 deep" },
	{ "\t.set\tmips16\n", "t.s:1: error: MIPS16 and microMIPS code is not supported" },
	{ "\t.cpload\t$25\n", "t.s:1: error: '.cpload' is not supported (PIC code)" },
	{ "a:\nb: c:\n", "t.s:2: error: more than one label on a line is not supported" },
	{ "a:\n\t.data\na:\n", "t.s:3: error: label 'a' is already defined on line 1" },
	{ FHEAD "\tnop\n\t.word\t0\n", "t.s:7: error: '.word' inside function 'f' is not supported" },
	{ FHEAD "\t.align\t2\n", "t.s:6: error: '.align' inside function 'f' is not supported" },
	{ FHEAD "\t.section\t.rodata\n", "t.s:6: error: '.section' inside function 'f' is not "
	  "supported" },
	{ FHEAD "\tb\tL2\n\tnop\n\t.end\tf\n\t.ent\tg\ng:\nL2:\tnop\n\t.end\tg\n",
	  "t.s:6: error: branch to 'L2', which is outside function 'f'" },
	{ FHEAD "1:\tnop\n2:\tb\t1f\n\tnop\n", "t.s:7: error: undefined local label '1f'" },
	{ FHEAD "1:\tb\t1f\n\tnop\n", "t.s:6: error: undefined local label '1f'" },
	{ FHEAD "\tbeq\t$2,$0,2f\n\tnop\n\t.end\tf\n2:\n", "t.s:6: error: branch to '" LOCAL_PREFIX
	  "1', which is outside function 'f'" },
	{ "\t.text\n\t.globl\tfoo\n\t.ent\tfoo\nfoo:\t.ent\tbar\n", "t.s:4: error: '.ent' "
	  "announces 'bar' on the line of label 'foo', which opens a function: that function would "
	  "have no lines" },
};

Test(mips_parse, errors)
{
	for (size_t i = 0; i < sizeof errors / sizeof errors[0]; i++) {
		struct ir_file f;
		char *err = NULL, *want = util_xasprintf("%s\n", errors[i].err);
		int rc = parse_capture("t.s", errors[i].text, &f, &err);

		cr_expect_eq(rc, -1, "case %zu parsed", i);
		cr_expect_str_eq(err, want, "case %zu", i);
		cr_expect_eq(f.nlines + f.nfuncs, 0, "case %zu: the file is not left empty", i);
		free(err);
		free(want);
	}
}

/* ---- functions, labels and lines -------------------------------------------------------- */

static int label_index(const struct ir_func *fn, const char *name)
{
	for (int i = 0; i < fn->nlabels; i++)
		if (strcmp(fn->labels[i], name) == 0)
			return fn->label_insn[i];
	return -2;
}

Test(mips_parse, functions_and_labels)
{
	static const char text[] =
		"\t.text\n"                          /*  1 */
		"\t.set\tnoreorder\n"                 /*  2 */
		"\t.set\tnomacro\n"                   /*  3 */
		"\t.globl\tsetjmp\n"                  /*  4 */
		"\t.globl\t_setjmp, other\n"          /*  5 */
		"\t.ent\tsetjmp\n"                    /*  6 */
		"\t.type\tsetjmp, @function\n"        /*  7 */
		"setjmp:\n"                           /*  8 */
		"_setjmp:\n"                          /*  9 */
		"\tsw\t$16,0($4)\n"                   /* 10 */
		"$L2:\n"                              /* 11 */
		"\tjr\t$31\n"                         /* 12 */
		"\tmove\t$2,$0\n"                     /* 13 */
		"\t.end\tsetjmp\n"                    /* 14 */
		"\t.size\tsetjmp, .-setjmp\n"         /* 15 */
		"\n"                                  /* 16 */
		"\t.type\tg, @function\n"             /* 17 */
		"g:\n"                                /* 18 */
		"1:\taddiu\t$2,$2,-1\n"               /* 19 */
		"\tbne\t$2,$0,1b\n"                   /* 20 */
		"\tnop\n"                             /* 21 */
		"\tb\t1f\n"                           /* 22 */
		"\tnop\n"                             /* 23 */
		"1:\tjr\t$31 # 1f 1b\n"               /* 24 */
		"\tnop\n"                             /* 25 */
		"end:";                               /* 26: no newline */
	struct ir_file f;
	const struct ir_func *s, *g;
	char *err = NULL;

	cr_assert_eq(parse_capture("t.s", text, &f, &err), 0, "%s", err);
	free(err);
	check_invariants(&f);
	cr_assert_eq(f.nlines, 26);
	cr_assert_eq(f.nfuncs, 2);
	s = &f.funcs[0];
	g = &f.funcs[1];
	cr_expect_str_eq(s->name, "setjmp");
	cr_expect(s->global);
	cr_expect_eq(s->first_line, 8);
	cr_expect_eq(s->last_line, 14);
	cr_expect_eq(s->ninsns, 3);
	cr_expect_eq(s->nlabels, 3);
	cr_expect_eq(label_index(s, "setjmp"), 0);
	cr_expect_eq(label_index(s, "_setjmp"), 0);
	cr_expect_eq(label_index(s, "$L2"), 1);
	cr_expect_eq(f.lines[5].func, -1);
	cr_expect_eq(f.lines[7].kind, IR_LINE_LABEL);
	cr_expect_str_eq(f.lines[7].label, "setjmp");
	cr_expect_eq(f.lines[13].func, 0);
	cr_expect_eq(f.lines[14].func, -1);
	cr_expect_eq(f.lines[11].kind, IR_LINE_INSN);
	cr_expect_eq(f.lines[11].insn, 1);
	cr_expect_eq(s->insns[1].ctl, IR_CTL_RET);

	cr_expect_str_eq(g->name, "g");
	cr_expect(!g->global);
	cr_expect_eq(g->first_line, 18);
	cr_expect_eq(g->last_line, 26);
	cr_expect_eq(g->ninsns, 7);
	cr_expect_eq(label_index(g, "g"), 0);
	cr_expect_eq(label_index(g, LOCAL_PREFIX "1"), 0);
	cr_expect_eq(label_index(g, LOCAL_PREFIX "2"), 5);
	cr_expect_eq(label_index(g, "end"), 7);
	cr_expect_str_eq(f.lines[18].text, LOCAL_PREFIX "1:\taddiu\t$2,$2,-1");
	cr_expect_eq(f.lines[18].kind, IR_LINE_INSN);
	cr_expect_str_eq(f.lines[18].label, LOCAL_PREFIX "1");
	cr_expect_str_eq(f.lines[19].text, "\tbne\t$2,$0," LOCAL_PREFIX "1");
	cr_expect_str_eq(g->insns[1].target, LOCAL_PREFIX "1");
	cr_expect_str_eq(f.lines[21].text, "\tb\t" LOCAL_PREFIX "2");
	cr_expect_str_eq(g->insns[3].target, LOCAL_PREFIX "2");
	cr_expect_str_eq(f.lines[23].text, LOCAL_PREFIX "2:\tjr\t$31 # 1f 1b");
	cr_expect_str_eq(f.lines[25].text, "end:");
	cr_expect_eq(f.lines[25].func, 1);
	ir_file_free(&f);
}

Test(mips_parse, boundaries_comments_and_modes)
{
	static const char text[] =
		"\t.set\tnoreorder\t# comment\n"      /*  1 */
		"\t.set\tnomacro\n"                   /*  2 */
		"\t.ent\ta\n"                         /*  3 */
		"a:\n"                                /*  4 */
		"\tnop\n"                             /*  5 */
		"\t.ent\tb\n"                         /*  6: a ends on line 5 */
		"b:\t/* a block comment\n"            /*  7 */
		"\taddu $2,$3,$4 is not code */ nop\n" /* 8 */
		"\t.set\tpush\n"                      /*  9 */
		"\t.set\treorder\n"                   /* 10 */
		"\t.set\tpop\n"                       /* 11 */
		"\tjr\t$31 # return\n"                /* 12 */
		"\tnop\r\n"                           /* 13 */
		"\t.end\tb\n"                         /* 14 */
		"\t.data\n"                           /* 15 */
		"str:\t.ascii\t\"# no comment; no statement\"\n" /* 16 */
		"\t.set\tx, 5\n"                      /* 17 */
		"y = 4\n";                            /* 18 */
	struct ir_file f;
	char *err = NULL;

	cr_assert_eq(parse_capture("t.s", text, &f, &err), 0, "%s", err);
	free(err);
	check_invariants(&f);
	cr_assert_eq(f.nlines, 18);
	cr_assert_eq(f.nfuncs, 2);
	cr_expect_eq(f.funcs[0].first_line, 4);
	cr_expect_eq(f.funcs[0].last_line, 5);
	cr_expect_eq(f.funcs[0].ninsns, 1);
	cr_expect_eq(f.lines[5].func, -1);
	cr_expect_eq(f.funcs[1].first_line, 7);
	cr_expect_eq(f.funcs[1].last_line, 14);
	cr_expect_eq(f.funcs[1].ninsns, 3);
	cr_expect_eq(f.lines[6].kind, IR_LINE_LABEL);
	cr_expect_eq(f.lines[7].kind, IR_LINE_INSN);
	cr_expect_str_eq(f.lines[12].text, "\tnop\r");
	cr_expect_eq(f.lines[15].kind, IR_LINE_LABEL);
	cr_expect_eq(f.lines[17].kind, IR_LINE_OTHER);
	ir_file_free(&f);

	cr_assert_eq(parse_capture("t.s", "", &f, &err), 0);
	free(err);
	cr_expect_eq(f.nlines + f.nfuncs, 0);
	ir_file_free(&f);
}

/* ---- the table ------------------------------------------------------------------------------ */

Test(mips_table, lookup)
{
	static const char *const absent[] = { "", "addx", "ad", "ADD", "la", "mul", "c.eq", "l.d" };

	for (int i = 0; i < mips_nopcodes; i++) {
		const char *name = mips_opcodes[i].name;
		const struct opcode_name *m = mips_lookup(name, strlen(name));

		cr_assert(m, "%s is not found", name);
		cr_expect_str_eq(m->name, name);
		cr_expect(m->first <= i && i < m->first + m->count, "%s: row %d outside %d+%d",
			  name, i, m->first, m->count);
	}
	for (size_t i = 0; i < sizeof absent / sizeof absent[0]; i++)
		cr_expect_null(mips_lookup(absent[i], strlen(absent[i])), "'%s' found", absent[i]);
}

Test(mips_table, rows)
{
	for (int i = 0; i < mips_nopcodes; i++) {
		const struct opcode_row *op = &mips_opcodes[i];
		uint32_t fl = op->flags;
		int sizes = !!(fl & MIPS_BYTE) + !!(fl & MIPS_HALF) + !!(fl & MIPS_WORD);

		cr_expect_eq(op->match & ~op->mask, 0, "%s: match outside mask", op->name);
		if (fl & MIPS_COP) {
			cr_expect_eq(fl & ~MIPS_COP, 0, "%s", op->name);
			cr_expect_eq(op->op, IR_OP_NONE, "%s", op->name);
			continue;
		}
		/* floating point: only mfc1, cfc1 and the trunc macro define a general register,
		 * opaquely (late, or a macro) */
		if ((fl & MIPS_FP) && (fl & MIPS_WR_T))
			cr_expect(op->op == IR_OP_OPAQUE && (fl & (MIPS_LATE | MIPS_MACRO)), "%s",
				  op->name);
		else if (fl & MIPS_FP)
			cr_expect(op->op == IR_OP_NONE && !(fl & (MIPS_WR_D | MIPS_WR_31)), "%s",
				  op->name);
		cr_expect_eq(sizes, (fl & (MIPS_LOAD | MIPS_STORE)) ? 1 : 0, "%s", op->name);
		if (op->op != IR_OP_NONE)
			cr_expect(fl & (MIPS_WR_D | MIPS_WR_T | MIPS_WR_HI | MIPS_WR_LO),
				  "%s computes nothing", op->name);
		if (fl & (MIPS_CBRANCH | MIPS_JUMP | MIPS_CALL))
			cr_expect(strpbrk(op->args, "pas"), "%s: no target", op->name);
	}
}

/* Example operands for each format letter, chosen so that gas picks the same row. */
static const char *example(char letter)
{
	switch (letter) {
	case 'd': return "$2";
	case 's': return "$3";
	case 't': return "$4";
	case 'b': return "$5";
	case 'z': return "$0";
	case 'S': return "$f2";
	case 'T': return "$f4";
	case 'D': return "$f6";
	case 'G': return "$5";
	case 'E': return "$6";
	case 'C': return "0x123";
	case 'j': return "-4";
	case 'i': return "0x8004";
	case 'u': return "0x1234";
	case '<': return "3";
	case 'o': return "8";
	case 'p': return "lab";
	case 'a': return "sym";
	case 'c': return "7";
	case 'q': return "3";
	case 'B': return "5";
	case 'J': return "-4";
	case 'K': return "0x8004";
	case 'I': return "0x12340000";
	}
	return NULL;
}

/* Every row, refused ones included, assembled by gas with example operands: the word must be
 * an instance of the row. Floating point needs -mhard-float here. */
Test(mips_table, encodings, .timeout = 60)
{
	const struct toolchain *tc = mips_tc();
	char *path = util_xasprintf("%s/table.s", WORK), *o = util_xasprintf("%s/table.o", WORK);
	char *flags = util_xstrdup(tc->asflags);
	struct obj ob;
	struct obj_section *text;
	FILE *out;
	int at = 0;

	cr_assert(strstr(flags, "-mhard-float"));
	cr_assert_eq(util_mkdirs(WORK), 0);
	out = fopen(path, "w");
	cr_assert(out);
	fputs("\t.text\n\t.set\tnoreorder\n\t.set\tnomacro\nlab:\n", out);
	for (int i = 0; i < mips_nopcodes; i++) {
		bool macro = mips_opcodes[i].flags & MIPS_MACRO;

		fprintf(out, "%s\t%s\t", macro ? "\t.set\tmacro\n" : "", mips_opcodes[i].name);
		for (const char *a = mips_opcodes[i].args; *a; a++)
			fputs(example(*a) ? example(*a) : (char[2]){ *a, 0 }, out);
		fprintf(out, "\n%s\tnop\n", macro ? "\t.set\tnomacro\n" : "");
	}
	fclose(out);
	assemble(tc, flags, path, o);
	obj_load(tc, o, &ob);
	text = obj_section(&ob, ".text");
	cr_assert(text);
	for (int i = 0; i < mips_nopcodes; i++) {
		const struct opcode_row *op = &mips_opcodes[i];
		/* the macro: ten words, the conversion the eighth */
		int words = op->flags & MIPS_MACRO ? MIPS_MACRO_WORDS : 1;
		int k = at + (op->flags & MIPS_MACRO ? 7 : 0);

		cr_assert(at + words < text->n);
		cr_expect_eq(text->words[k] & op->mask, op->match, "row %d '%s %s': gas gives "
			     "%08x", i, op->name, op->args, text->words[k]);
		cr_expect_eq(text->words[at + words], 0, "row %d '%s %s': not %d words", i,
			     op->name, op->args, words);
		at += words + 1;
	}
	obj_free(&ob);
	free(flags);
	free(path);
	free(o);
}

/* ---- the target object ------------------------------------------------------------------ */

Test(mips_target, object)
{
	const struct target *t = mips();

	cr_expect_str_eq(t->name, "mips");
	cr_expect(t->big_endian);
	cr_expect_eq(t->nregs, 34);
	cr_expect_str_eq(t->reg_names[0], "$0");
	cr_expect_str_eq(t->reg_names[31], "$31");
	cr_expect_str_eq(t->reg_names[MIPS_REG_HI], "hi");
	cr_expect_str_eq(t->reg_names[MIPS_REG_LO], "lo");
	cr_expect_eq(t->zero_reg, 0);
	cr_expect_eq(t->sp_reg, 29);
	for (unsigned r = 0; r < t->nregs; r++) {
		bool saved = (r >= 16 && r <= 23) || (r >= 28 && r <= 30);
		bool clobbered = (r >= 1 && r <= 15) || r == 24 || r == 25 || r == 31 ||
				 r == MIPS_REG_HI || r == MIPS_REG_LO;

		cr_expect_eq(ir_regset_has(&t->callee_saved, r), saved, "callee_saved %u", r);
		cr_expect_eq(ir_regset_has(&t->call_clobbered, r), clobbered, "call_clobbered %u", r);
		cr_expect_eq(ir_regset_has(&t->syscall_results, r), r == 2 || r == 3 || r == 7);
		cr_expect_eq(ir_regset_has(&t->recordable, r), r >= 1 && r <= 31);
	}
	cr_expect_null(target_get("vax"));
	cr_expect(strstr(target_list(), "mips"));
}

/* The relocation expressions, compiled: %hi(V) + %lo(V) == V as lui + addiu compute it. */
Test(mips_target, reloc_c_expr, .timeout = 60)
{
	static const uint32_t vs[] = { 0, 1, 0x7fff, 0x8000, 0xffff, 0x10000, 0x12345678,
				       0x1234abcd, 0x7fff8000, 0x7fffffff, 0x80000000, 0xffff7fff,
				       0xffff8000, 0xffffffff };
	const struct target *t = mips();
	char *src = util_xasprintf("%s/reloc.c", WORK), *bin = util_xasprintf("%s/reloc", WORK);
	char *cmd, *out = NULL, *p;
	FILE *f;

	cr_assert_eq(util_mkdirs(WORK), 0);
	f = fopen(src, "w");
	cr_assert(f);
	fprintf(f, "#include <stdint.h>\n#include <stdio.h>\nint main(void)\n{\n"
		"\tstatic const uint32_t vs[] = {");
	for (size_t i = 0; i < sizeof vs / sizeof vs[0]; i++)
		fprintf(f, " 0x%x,", vs[i]);
	fprintf(f, " };\n\tfor (unsigned i = 0; i < %zu; i++) {\n\t\tuint32_t V = vs[i];\n"
		"\t\tprintf(\"%%x %%x %%x %%x\\n\", (uint32_t)%s, (uint32_t)%s, (uint32_t)%s, "
		"(uint32_t)%s);\n\t}\n\treturn 0;\n}\n", sizeof vs / sizeof vs[0],
		t->reloc_c_exprs[MIPS_RELOC_NONE], t->reloc_c_exprs[MIPS_RELOC_HI],
		t->reloc_c_exprs[MIPS_RELOC_LO], t->reloc_c_exprs[MIPS_RELOC_LOU]);
	fclose(f);
	cmd = util_xasprintf("gcc -std=c11 -Wall -Werror -o %s %s && %s", bin, src, bin);
	cr_assert_eq(test_sh(cmd, &out), 0, "%s failed", cmd);
	p = out;
	for (size_t i = 0; i < sizeof vs / sizeof vs[0]; i++) {
		unsigned full, hi, lo, lou;
		int used = 0;
		uint32_t v = vs[i], want_lo = (uint32_t)(int32_t)(int16_t)(v & 0xffff);

		cr_assert_eq(sscanf(p, "%x %x %x %x\n%n", &full, &hi, &lo, &lou, &used), 4);
		p += used;
		cr_expect_eq(full, v);
		cr_expect_eq(lo, want_lo, "%%lo(%08x) = %08x", v, lo);
		cr_expect_eq(hi, v - want_lo, "%%hi(%08x) = %08x", v, hi);
		cr_expect_eq(hi & 0xffff, 0);
		cr_expect_eq(lou, v & 0xffff);
	}
	free(out);
	free(cmd);
	free(src);
	free(bin);
}

/* ---- the corpus ------------------------------------------------------------------------- */

struct corpus {
	char name[48];
};

#define MAX_CORPUS 64

static void corpus_add(struct corpus *c, int *n, const char *name, size_t len)
{
	if (*n < MAX_CORPUS)
		snprintf(c[(*n)++].name, sizeof c->name, "%.*s", (int)len, name);
}

/* rt's compiler output, the hand-written assembly, and every workload. */
ParameterizedTestParameters(mips_parse, corpus)
{
	struct corpus *c = cr_malloc(sizeof *c * MAX_CORPUS);
	DIR *d = opendir(AEX_SRCDIR "/workloads");
	struct dirent *e;
	int n = 0;

	corpus_add(c, &n, "rt", 2);
	corpus_add(c, &n, "handwritten", 11);
	while (d && (e = readdir(d))) {
		char *args = util_xasprintf(AEX_SRCDIR "/workloads/%s/args", e->d_name);

		if (e->d_name[0] != '.' && util_file_exists(args))
			corpus_add(c, &n, e->d_name, strlen(e->d_name));
		free(args);
	}
	if (d)
		closedir(d);
	d = opendir(AEX_SRCDIR "/workloads/micro");
	while (d && (e = readdir(d)))
		if (util_has_suffix(e->d_name, ".c"))
			corpus_add(c, &n, e->d_name, strlen(e->d_name) - 2);
	if (d)
		closedir(d);
	return cr_make_param_array(struct corpus, c, (size_t)n);
}

/* Adds dir/NAME for every NAME ending in suffix. */
static void list_files(struct util_argv *files, const char *dir, const char *suffix)
{
	DIR *d = opendir(dir);
	struct dirent *e;

	while (d && (e = readdir(d))) {
		if (util_has_suffix(e->d_name, suffix)) {
			char *p = util_xasprintf("%s/%s", dir, e->d_name);

			util_argv_push(files, p);
			free(p);
		}
	}
	if (d)
		closedir(d);
}

ParameterizedTest(struct corpus *c, mips_parse, corpus, .timeout = 300)
{
	const struct toolchain *tc = mips_tc();
	struct util_argv files = { 0 };
	char *dir = util_xasprintf("%s/%s", WORK, c->name), *check;

	if (strcmp(c->name, "rt") == 0) {
		list_files(&files, AEX_SRCDIR "/build/mips/rt", ".s");
		cr_assert(files.n > 0, "no compiler output in build/mips/rt: rebuild rt with "
			  "rm -f build/mips/rt/*.o build/mips/rt/librt.a && make rt");
	} else if (strcmp(c->name, "handwritten") == 0) {
		struct util_argv srcs = { 0 };

		/* preprocessed, as the Makefile does for the instrumenter */
		list_files(&srcs, AEX_SRCDIR "/targets/mips/rt", ".S");
		util_argv_push(&srcs, AEX_SRCDIR "/tests/golden/mips_access.S");
		cr_assert_eq(util_mkdirs(dir), 0);
		for (int i = 0; i < srcs.n; i++) {
			const char *base = util_basename(srcs.v[i]);
			char *out = util_xasprintf("%s/%.*s.s", dir, (int)strlen(base) - 2, base);
			char *cmd = util_xasprintf("%s %s -I%s/rt/include -I%s/targets/mips/rt/include "
						   "-E -P -x assembler-with-cpp -o %s %s 2>&1", tc->cc,
						   tc->asflags, AEX_SRCDIR, AEX_SRCDIR, out, srcs.v[i]);
			char *log = NULL;

			cr_assert_eq(test_sh(cmd, &log), 0, "%s failed:\n%s", cmd, log ? log : "");
			util_argv_push(&files, out);
			free(log);
			free(cmd);
			free(out);
		}
		util_argv_free(&srcs);
	} else {
		char *cmd = util_xasprintf("%s build -i mips -w %s --placement none -o %s 2>&1",
					   AEX_BIN, c->name, dir), *log = NULL, *asmdir;

		cr_assert_eq(test_sh(cmd, &log), 0, "%s failed:\n%s", cmd, log ? log : "");
		free(log);
		free(cmd);
		asmdir = util_xasprintf("%s/asm", dir);
		list_files(&files, asmdir, ".s");
		free(asmdir);
		cr_assert(files.n > 0, "%s: no assembly", c->name);
	}
	check = util_xasprintf("%s/check", dir);
	for (int i = 0; i < files.n; i++)
		check_file(tc, files.v[i], check);
	util_argv_free(&files);
	free(check);
	free(dir);
}

/* ---- garbage ------------------------------------------------------------------------------ */

static uint32_t rng = 2463534242u;

static uint32_t next_random(void)
{
	rng ^= rng << 13;
	rng ^= rng >> 17;
	rng ^= rng << 5;
	return rng;
}

/* Mutated and random inputs: the parser answers 0 or -1, never crashes, and what it accepts
 * is consistent. */
Test(mips_parse, fuzz, .timeout = 120)
{
	static const char alphabet[] = "$%()+-,.:;#/*\"\\\n\t\r 0123456789abfhilorswxL_";
	const char *seeds[4] = {
		HEAD "\tlw\t$3,%lo(x+4)($2)\n1:\tbne\t$2,$0,1b\n\tli\t$2,0x8000\n\tjal\tg\n" TAIL,
		NULL, NULL, NULL,
	};
	char *owned[3];
	int devnull = open("/dev/null", O_WRONLY), saved;

	owned[0] = util_read_file(AEX_SRCDIR "/targets/mips/rt/setjmp.S", NULL);
	owned[1] = util_read_file(AEX_SRCDIR "/targets/mips/rt/syscall.S", NULL);
	owned[2] = util_read_file(AEX_SRCDIR "/tests/golden/mips_access.S", NULL);
	for (int i = 0; i < 3; i++) {
		cr_assert(owned[i]);
		seeds[i + 1] = owned[i];
	}
	fflush(stderr);
	saved = dup(2);
	dup2(devnull, 2);
	for (int iter = 0; iter < 4000; iter++) {
		const char *seed = seeds[next_random() % 4];
		size_t len = strlen(seed), cap = len + 64;
		char *t = util_xmalloc(cap + 1);
		struct ir_file f;
		int rc;

		if (iter < 500) {
			len = next_random() % 200;
			for (size_t k = 0; k < len; k++)
				t[k] = (char)(1 + next_random() % 255);
		} else {
			memcpy(t, seed, len);
			for (int m = 1 + (int)(next_random() % 8); m > 0 && len > 0; m--) {
				size_t at = next_random() % len;
				char c = alphabet[next_random() % (sizeof alphabet - 1)];

				switch (next_random() % 3) {
				case 0:
					t[at] = c;
					break;
				case 1:
					if (len < cap) {
						memmove(t + at + 1, t + at, len - at);
						t[at] = c;
						len++;
					}
					break;
				default:
					memmove(t + at, t + at + 1, len - at - 1);
					len--;
					break;
				}
			}
		}
		t[len] = '\0';
		rc = mips()->parse("fuzz.s", t, &f);
		cr_assert(rc == 0 || rc == -1);
		if (rc == 0)
			check_invariants(&f);
		ir_file_free(&f);
		free(t);
	}
	fflush(stderr);
	dup2(saved, 2);
	close(saved);
	close(devnull);
	for (int i = 0; i < 3; i++)
		free(owned[i]);
}

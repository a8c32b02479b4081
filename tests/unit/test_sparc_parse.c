/* test_sparc_parse.c — the SPARC V8 parser, instruction table and target object: data-file
 * cases, errors, functions and labels, tail calls, and every table row and corpus file checked
 * against gas. */
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
#include "sparc/sparc.h"
#include "target.h"
#include "testutil.h"
#include "toolchain.h"
#include "util.h"

#define DATA AEX_SRCDIR "/tests/unit/data/sparc-parse.txt"
#define WORK AEX_SRCDIR "/build/tests/sparc-parse"
#define LOCAL_PREFIX ".L__aex_L"

/* The prologue every data case is wrapped in: the instruction is line 7. */
#define HEAD "\t.section\t\".text\"\n\t.align 4\n\t.global f\n\t.type\tf, #function\n" \
	"\t.proc\t04\nf:\n"
#define TAIL "L:\n\tnop\n\t.size\tf, .-f\n"
/* A shorter one for the error cases: the first line after it is line 6. */
#define FHEAD "\t.section\t\".text\"\n\t.align 4\n\t.type\tf, #function\n\t.proc\t04\nf:\n"

static const struct target *sparc(void)
{
	const struct target *t = target_get("sparc");

	cr_assert(t, "no sparc target");
	return t;
}

static const struct toolchain *sparc_tc(void)
{
	const struct toolchain *tc;

	setenv("AEX_ROOT", AEX_SRCDIR, 1);
	tc = toolchain_get("sparc");
	cr_assert(tc, "no sparc toolchain");
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
	rc = sparc()->parse(path, text, f);
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

/* ---- the notation of sparc-parse.txt -------------------------------------------------- */

/* ORDER: enum ir_ctl, ir_delay, ir_mem, ir_op in ir.h; enum sparc_reloc in sparc.h */
static const char *const ctl_names[] = { "none", "cbranch", "jump", "call", "icall", "ret",
					 "ijump", "syscall", "trap" };
static const char *const delay_names[] = { "none", "always", "annul-untaken", "annul-always" };
static const char *const mem_names[] = { "none", "load", "store", "loadstore", "loadleft",
					 "loadright", "storeleft", "storeright" };
static const char *const op_names[] = { "none", "opaque", "move", "const", "add", "sub", "and",
					"or", "xor", "nor", "sll", "srl", "sra", "slt", "sltu",
					"mult", "multu", "div", "divu", "mul32", "umul32",
					"addcc", "subcc", "andcc", "orcc", "xorcc" };
static const char *const cond_names[] = { "", "eq", "ne", "lez", "gtz", "ltz", "gez", "fz",
					  "fnz", "fgt", "fle", "fge", "flt", "fgtu", "fleu",
					  "fgeu", "fltu", "fpos", "fneg", "fvc", "fvs" };
static const char *const reloc_names[] = { "", "%hi", "%lo" };

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
		put(buf, size, " %s=%s", key, sparc()->reg_names[r]);
}

static void put_set(char *buf, size_t size, const char *key, const ir_regset *s)
{
	const struct target *t = sparc();
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

/* The facts of an instruction in the notation of sparc-parse.txt. */
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
	put_reg(buf, size, "index", in->index);
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
	if (in->window)
		put(buf, size, " window=%s", sparc()->windows[in->window - 1].name);
	if (in->skipped)
		put(buf, size, " skipped");
	if (buf[0])
		memmove(buf, buf + 1, strlen(buf));
}

struct data_case {
	int lineno;
	char *insn, *want;
};

/* Reads sparc-parse.txt. Returns the number of cases. */
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
	const struct target *t = sparc();

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
			bool indirect = in->ctl == IR_CTL_ICALL || in->ctl == IR_CTL_IJUMP;

			cr_assert(in->pos == (uint32_t)j && in->size == 4 && in->words == 1);
			cr_assert(in->line >= fn->first_line && in->line <= fn->last_line);
			cr_assert(f->lines[in->line - 1].kind == IR_LINE_INSN);
			cr_assert(direct <= (in->target != NULL));
			cr_assert(indirect == (in->ctl_reg != IR_REG_NONE));
			cr_assert(in->target_flags < sparc_nopcodes);
			cr_assert(in->window <= t->nwindows);
			cr_assert((in->mem != IR_MEM_NONE) == (in->base != IR_REG_NONE));
			cr_assert(in->mem != IR_MEM_NONE || in->index == IR_REG_NONE);
			cr_assert(!ir_regset_has(&in->reads, 0) && !ir_regset_has(&in->writes, 0));
			/* an operation defines dst or, when its result is discarded (cmp), dst2 */
			if (in->op != IR_OP_NONE)
				cr_assert(ir_regset_has(&in->writes, in->dst != IR_REG_NONE ? in->dst
											   : in->dst2));
			if (in->dst2 != IR_REG_NONE)
				cr_assert(ir_regset_has(&in->writes, in->dst2));
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
	/* "00000000 g     F .text	00000094 name" */
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
	cmd = util_xasprintf("%s -d -z -m %s %s", tc->objdump, tc->objdump_arch, path);
	cr_assert_eq(test_sh(cmd, &out), 0, "%s failed", cmd);
	free(cmd);
	start = strstr(out, "Disassembly of section");
	o->disasm = util_xstrdup(start ? start : "");
	save = NULL;
	/* "   4:	12 bf ff ff 	bne  0 <x>" */
	for (char *l = strtok_r(out, "\n", &save); l; l = strtok_r(NULL, "\n", &save)) {
		unsigned addr, b[4];
		char name[64];

		if (sscanf(l, "Disassembly of section %63[^:]:", name) == 1) {
			cr_assert(o->nsecs < 16);
			sec = &o->secs[o->nsecs++];
			snprintf(sec->name, sizeof sec->name, "%s", name);
		} else if (sec && sscanf(l, " %x:\t%2x %2x %2x %2x", &addr, &b[0], &b[1], &b[2],
					 &b[3]) == 5) {
			cr_assert_eq(addr, (unsigned)sec->n * 4, "%s: a gap in %s", path, sec->name);
			sec->words = realloc(sec->words, (size_t)(sec->n + 1) * sizeof *sec->words);
			sec->words[sec->n++] = b[0] << 24 | b[1] << 16 | b[2] << 8 | b[3];
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

/* gas's one rewrite: a call to a function of the same section whose delay slot is a restore
 * or sets %o7 from another register (a tail call) becomes ba, and then `or %rN, %g0, %o7` in
 * its slot after `or %o7, %g0, %rN` becomes nop (tc-sparc.c, md_apply_fix). The control
 * flow and the values are the same, so the IR keeps the call's row. */
#define WORD_BA 0x10800000u
#define MASK_BA 0xffc00000u
#define WORD_NOP 0x01000000u

/* Every function of f against the object: 4 bytes per IR instruction, and each word is an
 * instance of the table row the parser chose for its line. */
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
		cr_assert_eq(s->size, 4u * (unsigned)fn->ninsns, "%s: %s is %u bytes, the IR has %d "
			     "instructions", f->path, fn->name, s->size, fn->ninsns);
		sec = obj_section(o, s->section);
		cr_assert(sec && s->addr / 4 + (unsigned)fn->ninsns <= (unsigned)sec->n);
		for (int j = 0, relaxed = 0; j < fn->ninsns; j++) {
			const struct ir_insn *in = &fn->insns[j];
			const struct opcode_row *op = &sparc_opcodes[in->target_flags];
			uint32_t w = sec->words[s->addr / 4 + (unsigned)j];
			bool in_slot = relaxed;

			relaxed = (w & op->mask) != op->match && in->ctl == IR_CTL_JUMP &&
				  (op->flags & SPARC_CALL) && (w & MASK_BA) == WORD_BA;
			if (relaxed || (in_slot && w == WORD_NOP &&
					ir_regset_has(&in->writes, SPARC_REG_O7)))
				continue;
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
	cr_assert_eq(sparc()->parse(path, text, &f), 0, "%s does not parse", path);
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

Test(sparc_parse, data)
{
	struct data_case *cases;
	int n = load_cases(&cases), bad = 0;

	cr_assert(n > 150, "only %d cases in %s", n, DATA);
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
			cr_assert(in->line == 7 && in->pos == 0 && in->size == 4);
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
Test(sparc_parse, data_encodings, .timeout = 60)
{
	const struct toolchain *tc = sparc_tc();
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
	cr_assert_eq(sparc()->parse(path, text, &f), 0);
	assemble(tc, tc->asflags, path, o);
	obj_load(tc, o, &ob);
	check_words(&f, &ob);
	obj_free(&ob);
	ir_file_free(&f);
	free(text);
	free(path);
	free(o);
}

/* ---- errors that take more than one line ------------------------------------------------ */

static const struct {
	const char *text, *err;
} errors[] = {
	{ "\t.section\t\".text\"\n\tnop\n", "t.s:2: error: instruction outside a function" },
	{ FHEAD "\tnop\n\t.size\tf, .-f\n\tnop\n", "t.s:8: error: instruction outside a function" },
	{ "a:\nb: c:\n", "t.s:2: error: more than one label on a line is not supported" },
	{ "a:\n\t.data\na:\n", "t.s:3: error: label 'a' is already defined on line 1" },
	{ FHEAD "\tnop\n\t.word\t0\n", "t.s:7: error: '.word' inside function 'f' is not supported" },
	{ FHEAD "\t.align\t4\n", "t.s:6: error: '.align' inside function 'f' is not supported" },
	{ FHEAD "\t.section\t\".rodata\"\n", "t.s:6: error: '.section' inside function 'f' is not "
	  "supported" },
	{ FHEAD "\t.seg\t\"data\"\n", "t.s:6: error: '.seg' inside function 'f' is not supported" },
	{ FHEAD "\tb\tL2\n\tnop\n\t.size\tf, .-f\n\t.type\tg, #function\ng:\nL2:\tnop\n",
	  "t.s:6: error: branch to 'L2', which is outside function 'f'" },
	{ FHEAD "1:\tnop\n2:\tb\t1f\n\tnop\n", "t.s:7: error: undefined local label '1f'" },
	{ FHEAD "\tbne\t2f\n\tnop\n\t.size\tf, .-f\n2:\n", "t.s:6: error: branch to '"
	  LOCAL_PREFIX "1', which is outside function 'f'" },
	{ "\t.section\t\".text\"\n\t.type\tfoo, #function\nfoo:\t.type\tbar, #function\n",
	  "t.s:3: error: '.type' announces 'bar' on the line of label 'foo', which opens a "
	  "function: that function would have no lines" },
};

Test(sparc_parse, errors)
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

Test(sparc_parse, functions_and_labels)
{
	static const char text[] =
		"\t.text\n"                           /*  1 */
		"\t.global\tsetjmp\n"                 /*  2 */
		"\t.globl\t_setjmp, other\n"          /*  3 */
		"\t.type\tsetjmp, #function\n"        /*  4 */
		"setjmp:\n"                           /*  5 */
		"_setjmp:\n"                          /*  6 */
		"\tst\t%sp, [%o0+0]\n"                /*  7 */
		".LL2:\n"                             /*  8 */
		"\tjmp\t%o7+8\n"                      /*  9 */
		"\t mov\t0, %o0\n"                    /* 10 */
		"\t.size\tsetjmp, .-setjmp\n"         /* 11 */
		"\n"                                  /* 12 */
		"\t.type\tg, @function\n"             /* 13 */
		"g:\n"                                /* 14 */
		"1:\tsubcc\t%o0, 1, %o0\n"            /* 15 */
		"\tbne\t1b\n"                         /* 16 */
		"\t nop\n"                            /* 17 */
		"\tb\t1f\n"                           /* 18 */
		"\t nop\n"                            /* 19 */
		"1:\tretl ! 1f 1b\n"                  /* 20 */
		"\t nop\n"                            /* 21 */
		"end:";                               /* 22: no newline */
	struct ir_file f;
	const struct ir_func *s, *g;
	char *err = NULL;

	cr_assert_eq(parse_capture("t.s", text, &f, &err), 0, "%s", err);
	free(err);
	check_invariants(&f);
	cr_assert_eq(f.nlines, 22);
	cr_assert_eq(f.nfuncs, 2);
	s = &f.funcs[0];
	g = &f.funcs[1];
	cr_expect_str_eq(s->name, "setjmp");
	cr_expect(s->global);
	cr_expect_eq(s->first_line, 5);
	cr_expect_eq(s->last_line, 11);
	cr_expect_eq(s->ninsns, 3);
	cr_expect_eq(s->nlabels, 3);
	cr_expect_eq(label_index(s, "setjmp"), 0);
	cr_expect_eq(label_index(s, "_setjmp"), 0);
	cr_expect_eq(label_index(s, ".LL2"), 1);
	cr_expect_eq(f.lines[3].func, -1);
	cr_expect_eq(f.lines[4].kind, IR_LINE_LABEL);
	cr_expect_str_eq(f.lines[4].label, "setjmp");
	cr_expect_eq(f.lines[10].func, 0);
	cr_expect_eq(f.lines[11].func, -1);
	cr_expect_eq(f.lines[8].kind, IR_LINE_INSN);
	cr_expect_eq(f.lines[8].insn, 1);
	cr_expect_eq(s->insns[1].ctl, IR_CTL_RET);

	cr_expect_str_eq(g->name, "g");
	cr_expect(!g->global);
	cr_expect_eq(g->first_line, 14);
	cr_expect_eq(g->last_line, 22);
	cr_expect_eq(g->ninsns, 7);
	cr_expect_eq(label_index(g, "g"), 0);
	cr_expect_eq(label_index(g, LOCAL_PREFIX "1"), 0);
	cr_expect_eq(label_index(g, LOCAL_PREFIX "2"), 5);
	cr_expect_eq(label_index(g, "end"), 7);
	cr_expect_str_eq(f.lines[14].text, LOCAL_PREFIX "1:\tsubcc\t%o0, 1, %o0");
	cr_expect_eq(f.lines[14].kind, IR_LINE_INSN);
	cr_expect_str_eq(f.lines[14].label, LOCAL_PREFIX "1");
	cr_expect_str_eq(f.lines[15].text, "\tbne\t" LOCAL_PREFIX "1");
	cr_expect_str_eq(g->insns[1].target, LOCAL_PREFIX "1");
	cr_expect_str_eq(f.lines[17].text, "\tb\t" LOCAL_PREFIX "2");
	cr_expect_str_eq(g->insns[3].target, LOCAL_PREFIX "2");
	cr_expect_str_eq(f.lines[19].text, LOCAL_PREFIX "2:\tretl ! 1f 1b");
	cr_expect_str_eq(f.lines[21].text, "end:");
	cr_expect_eq(f.lines[21].func, 1);
	ir_file_free(&f);
}

Test(sparc_parse, boundaries_and_comments)
{
	static const char text[] =
		"! a comment line; with a separator\n"  /*  1 */
		"#NO_APP\n"                           /*  2 */
		"\t.section\t\".text\" ! comment\n"   /*  3 */
		"\t.type\ta, #function\n"             /*  4 */
		"\t.proc\t04\n"                       /*  5 */
		"a:\n"                                /*  6 */
		"\tnop\n"                             /*  7 */
		"\t.type\tb, #function\n"             /*  8: a ends on line 7 */
		"\t.proc\t020\n"                      /*  9 */
		"b:\t/* a block comment\n"            /* 10 */
		"\tadd %o1,%o2,%o3 is not code */ nop\n" /* 11 */
		"\tretl\t! return; a comment\n"       /* 12 */
		"\t nop\r\n"                          /* 13 */
		"\t.size\tb, .-b\n"                   /* 14 */
		"\t.section\t\".rodata\"\n"           /* 15 */
		"str:\t.asciz\t\"! no comment; no statement\"\n" /* 16 */
		"\t.common\tbuf,8,4\n"                /* 17 */
		"\t.ident\t\"GCC: (Debian 12.2.0-14) 12.2.0\"\n" /* 18 */
		"\t.section\t.note.GNU-stack,\"\",@progbits\n" /* 19 */
		"y = 4\n";                            /* 20 */
	struct ir_file f;
	char *err = NULL;

	cr_assert_eq(parse_capture("t.s", text, &f, &err), 0, "%s", err);
	free(err);
	check_invariants(&f);
	cr_assert_eq(f.nlines, 20);
	cr_assert_eq(f.nfuncs, 2);
	cr_expect_eq(f.funcs[0].first_line, 6);
	cr_expect_eq(f.funcs[0].last_line, 7);
	cr_expect_eq(f.funcs[0].ninsns, 1);
	cr_expect_eq(f.lines[7].func, -1);
	cr_expect_eq(f.funcs[1].first_line, 10);
	cr_expect_eq(f.funcs[1].last_line, 14);
	cr_expect_eq(f.funcs[1].ninsns, 3);
	cr_expect_eq(f.lines[9].kind, IR_LINE_LABEL);
	cr_expect_eq(f.lines[10].kind, IR_LINE_INSN);
	cr_expect_str_eq(f.lines[12].text, "\t nop\r");
	cr_expect_eq(f.lines[15].kind, IR_LINE_LABEL);
	cr_expect_eq(f.lines[19].kind, IR_LINE_OTHER);
	ir_file_free(&f);

	cr_assert_eq(parse_capture("t.s", "", &f, &err), 0);
	free(err);
	cr_expect_eq(f.nlines + f.nfuncs, 0);
	ir_file_free(&f);
}

/* The facts that depend on the next instruction: tail calls (gcc's sibling calls from a
 * window and from a leaf), and the struct size word after a call. */
Test(sparc_parse, tail_calls)
{
	static const char text[] =
		"\t.type\tf, #function\n"             /*  1 */
		"f:\n"                                /*  2 */
		"\tsave\t%sp, -96, %sp\n"             /*  3: 0 */
		"\tcall\tg, 0\n"                      /*  4: 1 a call */
		"\t nop\n"                            /*  5: 2 */
		"\tunimp\t32\n"                       /*  6: 3 struct size word */
		"\tcall\t%i1, 0\n"                    /*  7: 4 an indirect call */
		"\t mov\t%i0, %o0\n"                  /*  8: 5 */
		"\tunimp\t8\n"                        /*  9: 6 struct size word */
		"\tunimp\t0\n"                        /* 10: 7 a trap */
		"\tcall\tg, 0\n"                      /* 11: 8 a tail call */
		"\t restore %g0, %i5, %o0\n"          /* 12: 9 */
		"\tcall\t%g1, 0\n"                    /* 13: 10 an indirect tail call */
		"\t restore\n"                        /* 14: 11 */
		"\t.size\tf, .-f\n"                   /* 15 */
		"\t.type\tleaf, #function\n"          /* 16 */
		"leaf:\n"                             /* 17 */
		"\tor\t%o7, %g0, %g1\n"               /* 18: 0 */
		"\tcall\tput, 0\n"                    /* 19: 1 a tail call from a leaf */
		"\t or\t%g1, %g0, %o7\n"              /* 20: 2 */
		"\t.size\tleaf, .-leaf\n";            /* 21 */
	struct ir_file f;
	const struct ir_insn *in;
	char *err = NULL, got[1024];

	cr_assert_eq(parse_capture("t.s", text, &f, &err), 0, "%s", err);
	free(err);
	check_invariants(&f);
	cr_assert_eq(f.nfuncs, 2);
	in = f.funcs[0].insns;
	describe(&in[1], got, sizeof got);
	cr_expect_str_eq(got, "ctl=call delay=always target=g reads=%o0-%o6 "
			 "writes=%g1-%g4,%o0-%o5,%o7,%y,%icc");
	describe(&in[3], got, sizeof got);
	cr_expect_str_eq(got, "imm=32 skipped");
	describe(&in[4], got, sizeof got);
	cr_expect_str_eq(got, "ctl=icall delay=always reg=%i1 reads=%o0-%o6,%i1 "
			 "writes=%g1-%g4,%o0-%o5,%o7,%y,%icc");
	describe(&in[6], got, sizeof got);
	cr_expect_str_eq(got, "imm=8 skipped");
	describe(&in[7], got, sizeof got);
	cr_expect_str_eq(got, "ctl=trap");
	describe(&in[8], got, sizeof got);
	cr_expect_str_eq(got, "ctl=jump delay=always target=g reads=%o0-%i7 writes=%o7");
	describe(&in[10], got, sizeof got);
	cr_expect_str_eq(got, "ctl=ijump delay=always reg=%g1 reads=%g1,%o0-%i7 writes=%o7");
	in = f.funcs[1].insns;
	describe(&in[1], got, sizeof got);
	cr_expect_str_eq(got, "ctl=jump delay=always target=put reads=%o0-%i7 writes=%o7");
	ir_file_free(&f);
}

/* ---- the table ------------------------------------------------------------------------------ */

Test(sparc_table, lookup)
{
	static const char *const absent[] = { "", "Add", "ad", "be,pt", "b,a,pt", "ldf", "mul",
					      "bn,", "ba,A" };

	for (int i = 0; i < sparc_nopcodes; i++) {
		const char *name = sparc_opcodes[i].name;
		const struct opcode_name *m = sparc_lookup(name, strlen(name));

		cr_assert(m, "%s is not found", name);
		cr_expect_str_eq(m->name, name);
		cr_expect(m->first <= i && i < m->first + m->count, "%s: row %d outside %d+%d",
			  name, i, m->first, m->count);
	}
	for (size_t i = 0; i < sizeof absent / sizeof absent[0]; i++)
		cr_expect_null(sparc_lookup(absent[i], strlen(absent[i])), "'%s' found", absent[i]);
}

Test(sparc_table, rows)
{
	for (int i = 0; i < sparc_nopcodes; i++) {
		const struct opcode_row *op = &sparc_opcodes[i];
		uint32_t fl = op->flags;
		int sizes = !!(fl & SPARC_BYTE) + !!(fl & SPARC_HALF) + !!(fl & SPARC_WORD) +
			    !!(fl & SPARC_DWORD);

		cr_expect_eq(op->match & ~op->mask, 0, "%s: match outside mask", op->name);
		if (fl & SPARC_REFUSED) {
			cr_expect_eq(fl & ~(SPARC_REFUSED | SPARC_ANNUL), 0, "%s", op->name);
			cr_expect_eq(op->op, IR_OP_NONE, "%s", op->name);
			continue;
		}
		cr_expect_eq(sizes, (fl & (SPARC_LOAD | SPARC_STORE)) ? 1 : 0, "%s", op->name);
		/* floating point defines and reads no IR register but the address's */
		if (fl & SPARC_FP)
			cr_expect(op->op == IR_OP_NONE && !(fl & (SPARC_WR_D | SPARC_WR_D2 |
								  SPARC_RD_D | SPARC_RD_D2 |
								  SPARC_WR_Y | SPARC_RD_Y)),
				  "%s", op->name);
		if (op->op != IR_OP_NONE)
			cr_expect(fl & (SPARC_WR_D | SPARC_WR_Y), "%s computes nothing", op->name);
		if (fl & (SPARC_CBRANCH | SPARC_BA | SPARC_BN))
			cr_expect_str_eq(op->args, "l", "%s", op->name);
		if (fl & SPARC_CALL)
			cr_expect(strchr(op->args, 'L'), "%s: no target", op->name);
		if (fl & SPARC_JMPL)
			cr_expect(strchr(op->args, 'J') || !op->args[0], "%s: no address", op->name);
		if (fl & SPARC_DWORD)
			cr_expect(strchr(op->args, 'D') || strchr(op->args, 'E'),
				  "%s: no register pair", op->name);
	}
}

/* Example operands for each format letter, chosen so that gas picks the same row. */
static const char *example(char letter)
{
	switch (letter) {
	case 'd': return "%o1";
	case '1': return "%o2";
	case '2': return "%o3";
	case 'r': return "%o4";
	case 'R': return "%o5";
	case 'D': return "%l2";
	case 'x': return "%l1";
	case 'i': return "-4";
	case 's': return "3";
	case 'A': return "[%o1+%o2]";
	case 'J': return "%l3";
	case 'T': return "0x10";
	case 'h': return "%hi(lab)";
	case 'n': return "32";
	case 'l': return "lab";
	case 'L': return "lab";
	case 'c': return "0";
	case 'y': return "%y";
	case 'f': return "%f4";   /* quad registers are multiples of 4 */
	case 'g': return "%f8";
	case 'e': return "%f12";
	case 'E': return "%f14";
	case 'F': return "%fsr";
	case 'a': return "0x20";
	case 'Z': return "%icc";
	}
	return NULL;
}

/* Every row of one kind (V9 ones, or the others), assembled by gas with example operands:
 * the word must be an instance of the row. */
static void check_encodings(bool v9)
{
	const struct toolchain *tc = sparc_tc();
	char *path = util_xasprintf("%s/table%s.s", WORK, v9 ? "-v9" : "");
	char *o = util_xasprintf("%s/table%s.o", WORK, v9 ? "-v9" : "");
	char *flags = util_xstrdup(tc->asflags), *cpu = strstr(flags, "-mcpu=v8");
	int rows[1024], n = 0;
	struct obj ob;
	struct obj_section *text;
	FILE *out;

	cr_assert(cpu);
	if (v9)
		memcpy(cpu, "-mcpu=v9", 8);
	cr_assert_eq(util_mkdirs(WORK), 0);
	out = fopen(path, "w");
	cr_assert(out);
	fputs("\t.text\nlab:\n", out);
	for (int i = 0; i < sparc_nopcodes; i++) {
		const struct opcode_row *op = &sparc_opcodes[i];

		if (!!(op->flags & SPARC_V9) != v9 || strchr(op->args, 'S'))
			continue;
		cr_assert(n < 1024);
		rows[n++] = i;
		fprintf(out, "\t%s\t", op->name);
		for (const char *a = op->args; *a; a++)
			fputs(example(*a) ? example(*a) : (char[2]){ *a, 0 }, out);
		fputs("\n\tnop\n", out);
	}
	fclose(out);
	assemble(tc, flags, path, o);
	obj_load(tc, o, &ob);
	text = obj_section(&ob, ".text");
	cr_assert(text && text->n >= 2 * n);
	for (int k = 0; k < n; k++) {
		const struct opcode_row *op = &sparc_opcodes[rows[k]];

		cr_expect_eq(text->words[2 * k] & op->mask, op->match, "row %d '%s %s': gas gives "
			     "%08x", rows[k], op->name, op->args, text->words[2 * k]);
	}
	obj_free(&ob);
	free(flags);
	free(path);
	free(o);
}

Test(sparc_table, encodings, .timeout = 60)
{
	check_encodings(false);
}

Test(sparc_table, encodings_v9, .timeout = 60)
{
	check_encodings(true);
}

/* ---- the target object ------------------------------------------------------------------ */

Test(sparc_target, object)
{
	const struct target *t = sparc();
	static const char *const names[] = { "%g0", "%g7", "%o0", "%o6", "%o7", "%l0", "%l7",
					     "%i0", "%i6", "%i7", "%y", "%icc" };
	static const unsigned regs[] = { 0, 7, 8, 14, 15, 16, 23, 24, 30, 31, 32, 33 };

	cr_expect_str_eq(t->name, "sparc");
	cr_expect(t->big_endian);
	cr_expect_eq(t->nregs, 34);
	for (size_t i = 0; i < sizeof regs / sizeof regs[0]; i++)
		cr_expect_str_eq(t->reg_names[regs[i]], names[i]);
	cr_expect_eq(t->zero_reg, 0);
	cr_expect_eq(t->sp_reg, 14);
	cr_expect_str_eq(t->local_label_prefix, ".L");
	cr_expect_str_eq(t->entry_symbol, "_start");
	cr_expect_str_eq(t->word_directive, ".word");
	cr_expect_str_eq(t->nonalloc_section, ".section %s,\"\",@progbits");
	for (unsigned r = 0; r < t->nregs; r++) {
		bool saved = r >= 16 ? r < 32 : r == 14;
		bool clobbered = (r >= 1 && r <= 4) || (r >= 8 && r <= 13) || r == 15 || r == 32 ||
				 r == 33;

		cr_expect_eq(ir_regset_has(&t->callee_saved, r), saved, "callee_saved %u", r);
		cr_expect_eq(ir_regset_has(&t->call_clobbered, r), clobbered, "call_clobbered %u", r);
		/* the error flag is icc's carry */
		cr_expect_eq(ir_regset_has(&t->syscall_results, r), r == 8 || r == 9 || r == 33);
		/* %g5-%g7 too: from their shadow words in a function that steals them */
		cr_expect_eq(ir_regset_has(&t->recordable, r), r >= 1 && r <= 31,
			     "recordable %u", r);
		cr_expect_eq(ir_regset_has(&t->reserved_set, r), r >= 5 && r <= 7, "reserved %u", r);
		cr_expect(!ir_regset_has(&t->stealable, r), "stealable %u", r);
	}
	cr_assert_eq(t->nsteal, 3);
	cr_expect(t->reserved_stolen && t->reserved_stolen[0] == 6 && t->reserved_stolen[1] == 5 &&
		  t->reserved_stolen[2] == 7);
	cr_expect(t->cbranch_hidden_reads);
	cr_assert_eq(t->nwindows, 2);
	for (int w = 0; w < 2; w++) {
		const struct target_window *win = &t->windows[w];

		cr_expect_str_eq(win->name, w == 0 ? "save" : "restore");
		cr_assert_eq(win->nmoves, 8);
		for (unsigned k = 0; k < 8; k++) {
			cr_expect_eq(win->to[k], w == 0 ? 24 + k : 8 + k);
			cr_expect_eq(win->from[k], w == 0 ? 8 + k : 24 + k);
		}
		for (unsigned r = 0; r < t->nregs; r++)
			cr_expect_eq(ir_regset_has(&win->unknown, r),
				     (r >= 16 && r <= 23) || (w == 0 ? r >= 8 && r <= 15
								     : r >= 24 && r <= 31),
				     "window %d register %u", w, r);
	}
	cr_expect_null(target_get("vax"));
	cr_expect(strstr(target_list(), "sparc"));
}

/* The relocation expressions, compiled: sethi %hi(V) then or %lo(V) gives V. */
Test(sparc_target, reloc_c_expr, .timeout = 60)
{
	static const uint32_t vs[] = { 0, 1, 0x3ff, 0x400, 0xfff, 0x1000, 0x12345678, 0x1234abcd,
				       0x7fffffff, 0x80000000, 0xfffffc00, 0xffffffff };
	const struct target *t = sparc();
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
		"\t\tprintf(\"%%x %%x %%x\\n\", (uint32_t)%s, (uint32_t)%s, (uint32_t)%s);\n"
		"\t}\n\treturn 0;\n}\n", sizeof vs / sizeof vs[0], t->reloc_c_exprs[SPARC_RELOC_NONE],
		t->reloc_c_exprs[SPARC_RELOC_HI], t->reloc_c_exprs[SPARC_RELOC_LO]);
	fclose(f);
	cmd = util_xasprintf("gcc -std=c11 -Wall -Werror -o %s %s && %s", bin, src, bin);
	cr_assert_eq(test_sh(cmd, &out), 0, "%s failed", cmd);
	p = out;
	for (size_t i = 0; i < sizeof vs / sizeof vs[0]; i++) {
		unsigned full, hi, lo;
		int used = 0;
		uint32_t v = vs[i];

		cr_assert_eq(sscanf(p, "%x %x %x\n%n", &full, &hi, &lo, &used), 3);
		p += used;
		cr_expect_eq(full, v);
		cr_expect_eq(hi, (v >> 10) << 10, "%%hi(%08x) = %08x", v, hi);
		cr_expect_eq(lo, v & 0x3ff, "%%lo(%08x) = %08x", v, lo);
		cr_expect_eq(hi | lo, v);
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
ParameterizedTestParameters(sparc_parse, corpus)
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

ParameterizedTest(struct corpus *c, sparc_parse, corpus, .timeout = 300)
{
	const struct toolchain *tc = sparc_tc();
	struct util_argv files = { 0 };
	char *dir = util_xasprintf("%s/%s", WORK, c->name), *check;

	if (strcmp(c->name, "rt") == 0) {
		list_files(&files, AEX_SRCDIR "/build/sparc/rt", ".s");
		cr_assert(files.n > 0, "no compiler output in build/sparc/rt: rebuild rt with "
			  "rm -f build/sparc/rt/*.o build/sparc/rt/librt.a && make rt");
	} else if (strcmp(c->name, "handwritten") == 0) {
		struct util_argv srcs = { 0 };

		/* preprocessed, as the Makefile does for the instrumenter */
		list_files(&srcs, AEX_SRCDIR "/targets/sparc/rt", ".S");
		util_argv_push(&srcs, AEX_SRCDIR "/tests/instr/sparc-ops.S");
		cr_assert_eq(util_mkdirs(dir), 0);
		for (int i = 0; i < srcs.n; i++) {
			const char *base = util_basename(srcs.v[i]);
			char *out = util_xasprintf("%s/%.*s.s", dir, (int)strlen(base) - 2, base);
			char *cmd = util_xasprintf("%s %s -I%s/rt/include -I%s/targets/sparc/rt/include "
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
		char *cmd = util_xasprintf("%s build -i sparc -w %s --placement none -o %s 2>&1",
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
Test(sparc_parse, fuzz, .timeout = 120)
{
	static const char alphabet[] = "%()[]+-,.:;#!/*\"\\\n\t\r 0123456789abfgiloxyL_";
	const char *seeds[4] = {
		HEAD "\tld\t[%o3+%lo(x+4)], %g1\n1:\tbne,a\t1b\n\t mov\t0x800, %o0\n\tcall\tg, 0\n"
		"\t restore %g0, %g1, %o0\n" TAIL,
		NULL, NULL, NULL,
	};
	char *owned[3];
	int devnull = open("/dev/null", O_WRONLY), saved;

	owned[0] = util_read_file(AEX_SRCDIR "/targets/sparc/rt/setjmp.S", NULL);
	owned[1] = util_read_file(AEX_SRCDIR "/targets/sparc/rt/syscall.S", NULL);
	owned[2] = util_read_file(AEX_SRCDIR "/tests/instr/sparc-ops.S", NULL);
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
		rc = sparc()->parse("fuzz.s", t, &f);
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

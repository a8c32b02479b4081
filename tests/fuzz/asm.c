/* asm.c — libFuzzer harness: one assembly file through a target's parser and, when it is
 * accepted, the whole instrumenter (the technique pass's plan, the CFG, the slices, the
 * placement, the emission, the steal strategy's weighing). FUZZ_ISA names the target. The
 * first input byte chooses the options, the rest is the file: bits 0-1 the placement (3:
 * tree), bit 2 the steal strategy (on a target that can steal), bits 3-7 the techniques
 * switched off (narrow, decide, pass, cut, slots). Every input must end as accepted or refused with
 * path:line errors (0 or -1): never a crash, a hang, a sanitizer report, or an accepted file
 * whose IR is inconsistent. */
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "instrument.h"
#include "ir.h"
#include "strbuf.h"
#include "target.h"
#include "util.h"

#ifndef FUZZ_ISA
#error "FUZZ_ISA names the target"
#endif

static const struct target *t;

int LLVMFuzzerInitialize(int *argc, char ***argv);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerInitialize(int *argc, char ***argv)
{
	(void)argc;
	(void)argv;
	t = target_get(FUZZ_ISA);
	if (!t)
		abort();
	return 0;
}

/* What every consumer of the IR relies on (instr/ir.h). */
static void check_ir(const struct ir_file *f)
{
	for (int i = 0; i < f->nlines; i++) {
		const struct ir_line *L = &f->lines[i];

		if (!L->text || (L->kind == IR_LINE_LABEL && !L->label))
			abort();
		if (L->kind == IR_LINE_INSN) {
			if (L->func < 0 || L->func >= f->nfuncs || L->insn < 0 ||
			    L->insn >= f->funcs[L->func].ninsns ||
			    f->funcs[L->func].insns[L->insn].line != i + 1)
				abort();
		} else if (L->insn != -1) {
			abort();
		}
	}
	for (int k = 0; k < f->nfuncs; k++) {
		const struct ir_func *fn = &f->funcs[k];

		if (fn->first_line < 1 || fn->first_line > fn->last_line || fn->last_line > f->nlines)
			abort();
		for (int i = fn->first_line; i <= fn->last_line; i++)
			if (f->lines[i - 1].func != k)
				abort();
		for (int j = 0; j < fn->ninsns; j++) {
			const struct ir_insn *in = &fn->insns[j];
			bool direct = in->ctl == IR_CTL_CBRANCH || in->ctl == IR_CTL_JUMP ||
				      in->ctl == IR_CTL_CALL;

			if (in->pos != (uint32_t)j || in->words < 1 || in->size % in->words ||
			    in->line < fn->first_line || in->line > fn->last_line ||
			    f->lines[in->line - 1].kind != IR_LINE_INSN || (direct && !in->target))
				abort();
		}
		for (int j = 0; j < fn->nlabels; j++)
			if (fn->label_insn[j] < 0 || fn->label_insn[j] > fn->ninsns)
				abort();
	}
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static const enum place_kind kinds[4] = { PLACE_BLOCKS, PLACE_CBRANCH, PLACE_TREE,
						  PLACE_TREE };
	const char *path = "fuzz.s";
	struct instr_opts o = { 0 };
	struct instr_plan *plan = NULL;
	struct strbuf plain = { 0 }, traced = { 0 }, schema = { 0 };
	struct instr_stats stats = { 0 };
	uint8_t stolen[IR_MAX_REGS];
	struct ir_file f;
	char *text;
	int rc;

	if (size < 1)
		return 0;
	text = util_xmalloc(size);
	memcpy(text, data + 1, size - 1);
	text[size - 1] = '\0';
	rc = t->parse(path, text, &f);
	if (rc != 0 && rc != -1)
		abort();
	if (rc == 0)
		check_ir(&f);
	ir_file_free(&f);
	if (rc < 0)
		goto out;

	o.placement = kinds[data[0] & 3];
	o.techniques = INSTR_TECHNIQUES_ALL & ~((unsigned)(data[0] >> 3) & 31);
	if ((data[0] & 4) && t->nsteal) {
		double cost[IR_MAX_REGS] = { 0 };

		rc = instr_weigh_file(t, path, text, cost);   /* the CFG's errors too */
		if (rc != 0 && rc != -1)
			abort();
		if (rc < 0)
			goto out;
		if (instr_choose_stolen(t, cost, stolen) == 0)
			o.stolen = stolen;
	}
	if (o.techniques & INSTR_PASS) {
		const char *const texts[1] = { text };

		plan = instr_plan_make(t, instr_slice_flags(o.techniques, o.placement), 1, &path,
				       texts);
		if (!plan)
			goto out;
		o.plan = plan;
	}
	instr_schema_header(t, &o, &schema);
	rc = instr_file(t, &o, 0, path, text, &plain, &traced, &schema, &stats);
	if (rc != 0 && rc != -1)
		abort();
out:
	instr_plan_free(plan);
	strbuf_free(&plain);
	strbuf_free(&traced);
	strbuf_free(&schema);
	free(text);
	return 0;
}

/* steal.c — the MIPS side of the steal strategy (docs/strategies.md). The instrumentation
 * takes two registers from the program: B = stolen[0], the event-buffer pointer, and
 * T = stolen[1], a scratch register of the rewritten code. The program's values of both live
 * in shadow words in the runtime's state area (STATE + MIPS_SHADOW(r)); $1 is the temporary,
 * as under the reserved strategy. An original instruction naming B or T runs with B renamed
 * to $1 and T as itself, between loads of the shadow words it reads and stores of the one it
 * writes:
 *
 *	addu	$B,$B,$T	becomes		lui	$1,0x0f81
 *						lw	$T,SH_T($1)
 *						lw	$1,SH_B($1)
 *						nop			# load delay
 *						addu	$1,$1,$T
 *						lui	$T,0x0f81
 *						sw	$1,SH_B($T)
 *
 * A control transfer only reads (its loads go before it; no code can follow it before its
 * delay slot); instr/ moves or duplicates a delay slot that needs rewriting. */
#include "emit.h"
#include "asmtext.h"
#include "mips.h"
#include "strbuf.h"
#include "util.h"

#include <stdlib.h>
#include <string.h>

#define STATE_HI "0x0f81"
#define PUSH "\t.set\tpush\n\t.set\tnoat\n"
#define POP "\t.set\tpop\n"

/* Calls f(register, start, length) for every register token of the line (up to a comment). */
static void each_reg(const char *line, void (*f)(void *, int, const char *, size_t), void *arg)
{
	for (const char *p = line; *p && *p != '#'; p++) {
		size_t n = 1;
		int r;

		if (*p != '$' || (p > line && asm_is_sym_char(p[-1])))
			continue;
		while (asm_is_sym_char(p[n]) && p[n] != '$')
			n++;
		r = mips_reg_number(p, n);
		if (r >= 0)
			f(arg, r, p, n);
		p += n - 1;
	}
}

void mips_named_regs(const char *line, ir_regset *out)
{
	each_reg(line, asm_add_named_reg, out);
}

int mips_rewrite(const struct ir_insn *in, const char *line, const uint8_t *stolen,
		 struct strbuf *pre, char **text, struct strbuf *post)
{
	unsigned B = stolen[0], T = stolen[1];
	ir_regset named = { { 0, 0 } };
	bool nb, nt, rb, rt, wb, wt;
	struct asm_rename rn = { .done = line, .from = B, .to = "$1" };

	mips_named_regs(line, &named);
	nb = ir_regset_has(&named, B);
	nt = ir_regset_has(&named, T);
	if (!nb && !nt)
		return 0;
	if (in->words > 1) {
		/* trunc.w's macro: its register only receives the FCSR (it is written before it
		 * is read) and $1 is the macro's own temporary, so the macro runs on T, and T's
		 * value then becomes the program's value of the stolen register it names */
		unsigned r = nb ? B : T;

		if (nb && nt) {
			*text = util_xasprintf("the macro names both stolen $%u and $%u", B, T);
			return -1;
		}
		snprintf(rn.to, sizeof rn.to, "$%u", T);
		rn.from = r;
		each_reg(line, asm_rename_reg, &rn);
		*text = asm_rename_end(&rn);
		strbuf_addf(post, PUSH "\tlui\t$1," STATE_HI "\n\tsw\t$%u,%u($1)\n" POP, T,
			    MIPS_SHADOW(r));
		return 1;
	}
	if (ir_regset_has(&named, 1)) {
		*text = util_xstrdup("the instruction names $1 ($at), the instrumentation's "
				     "temporary");
		return -1;
	}
	if (in->ctl != IR_CTL_NONE) {
		/* a control transfer reads what it names (jalr's link register is $31) */
		bool ok = in->ctl == IR_CTL_CBRANCH || in->ctl == IR_CTL_ICALL ||
			  in->ctl == IR_CTL_IJUMP || in->ctl == IR_CTL_RET;

		for (unsigned r = 0; ok && r < 32; r++)
			if ((r == B || r == T) && ir_regset_has(&named, r))
				ok = in->ctl == IR_CTL_CBRANCH ? ir_regset_has(&in->reads, r)
							       : in->ctl_reg == r;
		if (!ok) {
			*text = util_xasprintf("a control transfer naming $%u or $%u as anything "
					       "but a source cannot be rewritten", B, T);
			return -1;
		}
		rb = nb;
		rt = nt;
		wb = wt = false;
	} else {
		rb = nb && ir_regset_has(&in->reads, B);
		rt = nt && ir_regset_has(&in->reads, T);
		wb = nb && ir_regset_has(&in->writes, B);
		wt = nt && ir_regset_has(&in->writes, T);
		if ((nb && !rb && !wb) || (nt && !rt && !wt) || (wb && wt)) {
			*text = util_xasprintf("cannot rewrite an instruction naming stolen $%u or "
					       "$%u", B, T);
			return -1;
		}
	}
	strbuf_puts(pre, PUSH);
	if (rb && rt)
		strbuf_addf(pre, "\tlui\t$1," STATE_HI "\n\tlw\t$%u,%u($1)\n\tlw\t$1,%u($1)\n"
				 "\tnop\n", T, MIPS_SHADOW(T), MIPS_SHADOW(B));
	else if (rb)
		strbuf_addf(pre, "\tlui\t$1," STATE_HI "\n\tlw\t$1,%u($1)\n\tnop\n", MIPS_SHADOW(B));
	else if (rt)
		strbuf_addf(pre, "\tlui\t$%u," STATE_HI "\n\tlw\t$%u,%u($%u)\n\tnop\n", T, T,
			    MIPS_SHADOW(T), T);
	each_reg(line, asm_rename_reg, &rn);
	*text = asm_rename_end(&rn);
	if (wb)
		strbuf_addf(post, "\tlui\t$%u," STATE_HI "\n\tsw\t$1,%u($%u)\n", T, MIPS_SHADOW(B), T);
	if (wt)
		strbuf_addf(post, "\tlui\t$1," STATE_HI "\n\tsw\t$%u,%u($1)\n", T, MIPS_SHADOW(T));
	strbuf_puts(post, POP);
	return 1;
}

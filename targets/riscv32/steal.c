/* steal.c — the RV32 side of the steal strategy (docs/strategies.md), and the registers a
 * line names. */
#include "emit.h"
#include "asmtext.h"
#include "riscv32.h"
#include "strbuf.h"
#include "util.h"

#include <stdlib.h>
#include <string.h>

#define STATE_HI "0x0f810"	/* the runtime's state, 0x0f810000 (trace.S) */

/* Calls f(register, start, length) for every register operand of the line: the words after
 * the mnemonic that are register names, but for symbols (in %hi() and %lo(), and the last
 * operand of a branch, jump, call or la). */
static void each_reg(const char *line, void (*f)(void *, int, const char *, size_t), void *arg)
{
	const char *p = line, *end, *last;
	const struct opcode_name *name;
	size_t n;
	int depth = 0;

	for (int lab = 0; lab < 2; lab++) {   /* past "label:" */
		while (*p == ' ' || *p == '\t')
			p++;
		for (n = 0; asm_is_sym_char(p[n]); n++)
			;
		if (p[n] != ':')
			break;
		p += n + 1;
	}
	name = rv_lookup(p, n);
	end = p + strcspn(p, "#");
	last = end;
	if (name && strpbrk(rv_opcodes[name->first].args, "paA")) {
		last = memrchr(p, ',', (size_t)(end - p));
		last = last ? last : p + n;
	}
	for (p += name ? n : 0; p < last; p++) {   /* (a bare operand list: --steal-regs) */
		size_t k = 0;
		int r;

		if (*p == '%') {
			depth = 1;
			continue;
		}
		if (*p == ')' && depth) {
			depth = 0;
			continue;
		}
		if (!asm_is_sym_char(*p) || depth)
			continue;
		while (p + k < last && asm_is_sym_char(p[k]))
			k++;
		r = rv_reg_number(p, k);
		if (r >= 0)
			f(arg, r, p, k);
		p += k - 1;
	}
}

void rv_named_regs(const char *line, ir_regset *out)
{
	bool zero = ir_regset_has(out, RV_REG_ZERO);

	each_reg(line, asm_add_named_reg, out);
	if (!zero)   /* x0 names no register's value */
		ir_regset_del(out, RV_REG_ZERO);
}

/* The steal strategy takes B = stolen[0], the event buffer's pointer, and T = stolen[1], a
 * scratch register; the program's values of both live in shadow words (STATE + RV_SHADOW(r)),
 * and tp stays the temporary. An instruction naming B or T runs with B renamed to tp and T
 * as itself, between loads of the shadow words it reads and the store of the one it writes:
 *
 *	add	B,B,T		becomes		lui	tp,0x0f810
 *						lw	T,SH_T(tp)
 *						lw	tp,SH_B(tp)
 *						add	tp,tp,T
 *						lui	T,0x0f810
 *						sw	tp,SH_B(T)
 *
 * A control transfer only reads (its loads go before it). li and la, two words, take their
 * register whole. */
int rv_rewrite(const struct ir_insn *in, const char *line, const uint8_t *stolen,
	       struct strbuf *pre, char **text, struct strbuf *post)
{
	unsigned B = stolen[0], T = stolen[1];
	ir_regset named = { { 0, 0 } };
	bool nb, nt, rb, rt, wb, wt;
	struct asm_rename rn = { .done = line, .from = B, .to = "tp" };

	rv_named_regs(line, &named);
	nb = ir_regset_has(&named, B);
	nt = ir_regset_has(&named, T);
	if (!nb && !nt)
		return 0;
	if (ir_regset_has(&named, RV_TMP)) {
		*text = util_xstrdup("the instruction names tp, the instrumentation's temporary");
		return -1;
	}
	rb = nb && ir_regset_has(&in->reads, B);
	rt = nt && ir_regset_has(&in->reads, T);
	wb = nb && ir_regset_has(&in->writes, B) && in->ctl == IR_CTL_NONE;
	wt = nt && ir_regset_has(&in->writes, T) && in->ctl == IR_CTL_NONE;
	if ((nb && !rb && !wb) || (nt && !rt && !wt) || (wb && wt)) {
		*text = util_xasprintf("cannot rewrite an instruction naming stolen %s or %s as "
				       "anything but a source or its one result",
				       rv_abi_name(B), rv_abi_name(T));
		return -1;
	}
	if (rb && rt)
		strbuf_addf(pre, "\tlui\ttp," STATE_HI "\n\tlw\tx%u,%u(tp)\n\tlw\ttp,%u(tp)\n", T,
			    RV_SHADOW(T), RV_SHADOW(B));
	else if (rb)
		strbuf_addf(pre, "\tlui\ttp," STATE_HI "\n\tlw\ttp,%u(tp)\n", RV_SHADOW(B));
	else if (rt)
		strbuf_addf(pre, "\tlui\tx%u," STATE_HI "\n\tlw\tx%u,%u(x%u)\n", T, T, RV_SHADOW(T), T);
	each_reg(line, asm_rename_reg, &rn);
	*text = asm_rename_end(&rn);
	if (wb)
		strbuf_addf(post, "\tlui\tx%u," STATE_HI "\n\tsw\ttp,%u(x%u)\n", T, RV_SHADOW(B), T);
	if (wt)
		strbuf_addf(post, "\tlui\ttp," STATE_HI "\n\tsw\tx%u,%u(tp)\n", T, RV_SHADOW(T));
	return 1;
}

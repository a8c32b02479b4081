/* steal.c — SPARC code that uses %g5-%g7 (docs/strategies.md). The ABI reserves them for the
 * system, 32-bit gcc never uses them, and the tracing runtime keeps its state in them (%g6 and
 * %g7 the event buffers' pointers, %g5 the temporary). A function that names one (hand-written
 * assembly, as some BSD libc routines were) is instrumented by stealing all three inside it:
 * the program's values live in shadow words in the runtime's state area (STATE +
 * SPARC_SHADOW(r)), and every instruction naming one runs on the program's values of the ones
 * it names. The buffer pointers are kept in the state area (STATE + SPARC_SAVE(r)) meanwhile;
 * afterwards one of the three the instruction does not name addresses the state area to store
 * what it wrote and bring the pointers back:
 *
 *	xor	%g7, %g6, %g7	becomes		sethi	%hi(0x0f810000), %g5
 *						st	%g6, [%g5+SAVE_G6]
 *						st	%g7, [%g5+SAVE_G7]
 *						ld	[%g5+SH_G6], %g6
 *						ld	[%g5+SH_G7], %g7
 *						xor	%g7, %g6, %g7
 *						sethi	%hi(0x0f810000), %g5
 *						st	%g7, [%g5+SH_G7]
 *						ld	[%g5+SAVE_G6], %g6
 *						ld	[%g5+SAVE_G7], %g7
 *
 * A control transfer only reads, and nothing can follow it before its delay slot: the one
 * register of %g5-%g7 it names is loaded into %g5, which it names in its place. None of this
 * touches the condition codes or %y. Refused: an instruction naming all three, a doubleword
 * access of a pair among them, a control transfer naming two. */
#include "emit.h"
#include "asmtext.h"
#include "sparc.h"
#include "strbuf.h"
#include "util.h"

#include <stdlib.h>
#include <string.h>

#define STATE "0x0f810000"

static const char *const gname[8] = { "%g0", "%g1", "%g2", "%g3", "%g4", "%g5", "%g6", "%g7" };

/* Calls f(register, start, length) for every register operand of the line: a '%' and a name
 * not followed by '(' (a relocation operator), up to a comment. */
static void each_reg(const char *line, void (*f)(void *, int, const char *, size_t), void *arg)
{
	bool in_string = false;

	for (const char *p = line; *p && (in_string || *p != '!'); p++) {
		size_t n = 0;
		const char *q;
		int r;

		if (*p == '"')
			in_string = !in_string;
		if (in_string || *p != '%')
			continue;
		while (asm_is_sym_char(p[1 + n]))
			n++;
		for (q = p + 1 + n; *q == ' ' || *q == '\t'; q++)
			;
		r = n && *q != '(' ? sparc_reg_number(p + 1, n) : -1;
		if (r >= 0 && r < 32)
			f(arg, r, p, n + 1);
		p += n;
	}
}

void sparc_named_regs(const char *line, ir_regset *out)
{
	each_reg(line, asm_add_named_reg, out);
}

/* pre: the buffer pointers into the state area, then the program's values of the named
 * registers the instruction reads (%g5, the base, last). */
static void rewrite_pre(struct strbuf *pre, const ir_regset *reads, bool named[8])
{
	strbuf_addf(pre, "\tsethi\t%%hi(" STATE "), %%g5\n\tst\t%%g6, [%%g5+%u]\n"
			 "\tst\t%%g7, [%%g5+%u]\n", SPARC_SAVE(6), SPARC_SAVE(7));
	for (unsigned r = 6; r <= 7; r++)
		if (named[r] && ir_regset_has(reads, r))
			strbuf_addf(pre, "\tld\t[%%g5+%u], %s\n", SPARC_SHADOW(r), gname[r]);
	if (named[5] && ir_regset_has(reads, 5))
		strbuf_addf(pre, "\tld\t[%%g5+%u], %%g5\n", SPARC_SHADOW(5));
}

/* post: through a register b the instruction does not name, what it wrote (w, or 0) into
 * its shadow word, then the buffer pointers back (b's own last). */
static void rewrite_post(struct strbuf *post, unsigned b, unsigned w)
{
	strbuf_addf(post, "\tsethi\t%%hi(" STATE "), %s\n", gname[b]);
	if (w)
		strbuf_addf(post, "\tst\t%s, [%s+%u]\n", gname[w], gname[b], SPARC_SHADOW(w));
	for (unsigned r = 6; r <= 7; r++)
		if (r != b)
			strbuf_addf(post, "\tld\t[%s+%u], %s\n", gname[b], SPARC_SAVE(r), gname[r]);
	if (b != 5)
		strbuf_addf(post, "\tld\t[%s+%u], %s\n", gname[b], SPARC_SAVE(b), gname[b]);
}

int sparc_rewrite(const struct ir_insn *in, const char *line, const uint8_t *stolen,
		  struct strbuf *pre, char **text, struct strbuf *post)
{
	ir_regset named = { { 0, 0 } };
	bool n[8] = { false }, ctl = in->ctl != IR_CTL_NONE;
	unsigned w = 0, count = 0;

	(void)stolen;   /* always %g6, %g5, %g7: target.reserved_stolen */
	sparc_named_regs(line, &named);
	for (unsigned r = 5; r <= 7; r++) {
		n[r] = ir_regset_has(&named, r);
		count += n[r];
	}
	if (count == 0)
		return 0;
	if (count == 3) {
		*text = util_xstrdup("an instruction naming %g5, %g6 and %g7 cannot be rewritten");
		return -1;
	}
	if (in->mem_size == 8) {
		*text = util_xstrdup("a doubleword access naming %g5-%g7 cannot be rewritten");
		return -1;
	}
	for (unsigned r = 5; r <= 7; r++) {
		if (!n[r])
			continue;
		if (ir_regset_has(&in->writes, r) && !ctl) {
			if (w) {
				*text = util_xstrdup("cannot rewrite an instruction writing two of "
						     "%g5-%g7");
				return -1;
			}
			w = r;
		} else if (!ir_regset_has(&in->reads, r) && in->ctl_reg != r) {
			*text = util_xasprintf("cannot rewrite this use of %s", gname[r]);
			return -1;
		}
	}
	if (ctl) {
		struct asm_rename rn = { .done = line, .from = 5, .to = "%g5" };

		if (in->ctl != IR_CTL_CBRANCH && in->ctl != IR_CTL_ICALL &&
		    in->ctl != IR_CTL_IJUMP && in->ctl != IR_CTL_RET) {
			*text = util_xstrdup("this control transfer naming %g5-%g7 cannot be "
					     "rewritten");
			return -1;
		}
		if (count > 1) {
			*text = util_xstrdup("a control transfer naming two of %g5-%g7 cannot be "
					     "rewritten");
			return -1;
		}
		rn.from = n[5] ? 5 : n[6] ? 6 : 7;
		strbuf_addf(pre, "\tsethi\t%%hi(" STATE "), %%g5\n\tld\t[%%g5+%u], %%g5\n",
			    SPARC_SHADOW(rn.from));
		each_reg(line, asm_rename_reg, &rn);
		*text = asm_rename_end(&rn);
		return 1;
	}
	rewrite_pre(pre, &in->reads, n);
	*text = util_xstrdup(line);
	rewrite_post(post, !n[5] ? 5 : !n[6] ? 6 : 7, w);
	return 1;
}

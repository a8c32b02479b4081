/* steal.c — SPARC code that uses %g5-%g7 (docs/strategies.md). The ABI reserves them for the
 * system, 32-bit gcc never uses them, and the tracing runtime keeps its state in them (%g6 the
 * event buffer, %g5 and %g7 temporaries). A function that names one (hand-written assembly, as
 * some BSD libc routines were) is instrumented by stealing all three inside it: the program's
 * values live in shadow words in the runtime's state area (STATE + SPARC_SHADOW(r)), and every
 * instruction naming one runs between loads of the shadow words it reads and a store of the one
 * it writes. %g5 and %g7 hold their own program values while the instruction runs; %g6 keeps
 * the buffer pointer, so the instruction names %g5 or %g7 (whichever it does not name) in its
 * place:
 *
 *	xor	%g7, %g6, %g7	becomes		sethi	%hi(0x0f810000), %g7
 *						ld	[%g7+SH_G7], %g7
 *						sethi	%hi(0x0f810000), %g5
 *						ld	[%g5+SH_G6], %g5
 *						xor	%g7, %g5, %g7
 *						sethi	%hi(0x0f810000), %g5
 *						st	%g7, [%g5+SH_G7]
 *
 * None of this touches the condition codes or %y. Refused: an instruction naming all three,
 * a doubleword access of a pair among them, a control transfer writing one. */
#include "emit.h"
#include "sparc.h"
#include "strbuf.h"
#include "util.h"

#include <stdlib.h>
#include <string.h>

#define STATE "0x0f810000"

static const char *const gname[8] = { "%g0", "%g1", "%g2", "%g3", "%g4", "%g5", "%g6", "%g7" };

static bool sym_char(char c)
{
	return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
	       c == '_' || c == '.' || c == '$';
}

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
		while (sym_char(p[1 + n]))
			n++;
		for (q = p + 1 + n; *q == ' ' || *q == '\t'; q++)
			;
		r = n && *q != '(' ? sparc_reg_number(p + 1, n) : -1;
		if (r >= 0 && r < 32)
			f(arg, r, p, n + 1);
		p += n;
	}
}

static void add_named(void *arg, int r, const char *s, size_t n)
{
	(void)s;
	(void)n;
	ir_regset_add(arg, (unsigned)r);
}

void sparc_named_regs(const char *line, ir_regset *out)
{
	each_reg(line, add_named, out);
}

struct rename {
	const char *done;   /* copied up to here */
	unsigned from;
	const char *to;
	struct strbuf out;
};

static void rename_reg(void *arg, int r, const char *s, size_t n)
{
	struct rename *rn = arg;

	if ((unsigned)r != rn->from)
		return;
	strbuf_add(&rn->out, rn->done, (size_t)(s - rn->done));
	strbuf_puts(&rn->out, rn->to);
	rn->done = s + n;
}

/* Loads the program's value of register r into register into. */
static void load(struct strbuf *pre, unsigned r, unsigned into)
{
	strbuf_addf(pre, "\tsethi\t%%hi(" STATE "), %s\n\tld\t[%s+%u], %s\n", gname[into],
		    gname[into], SPARC_SHADOW(r), gname[into]);
}

int sparc_rewrite(const struct ir_insn *in, const char *line, const uint8_t *stolen,
		  struct strbuf *pre, char **text, struct strbuf *post)
{
	ir_regset named = { { 0, 0 } };
	bool n5, n6, n7, ctl = in->ctl != IR_CTL_NONE;
	unsigned x, w = 0;
	struct rename rn = { line, 6, NULL, { 0 } };

	(void)stolen;   /* always %g6, %g5, %g7: target.reserved_stolen */
	sparc_named_regs(line, &named);
	n5 = ir_regset_has(&named, 5);
	n6 = ir_regset_has(&named, 6);
	n7 = ir_regset_has(&named, 7);
	if (!n5 && !n6 && !n7)
		return 0;
	if (n5 && n6 && n7) {
		*text = util_xstrdup("an instruction naming %g5, %g6 and %g7 cannot be rewritten");
		return -1;
	}
	if (in->mem_size == 8) {
		*text = util_xstrdup("a doubleword access naming %g5-%g7 cannot be rewritten");
		return -1;
	}
	for (unsigned r = 5; r <= 7; r++) {
		if (!ir_regset_has(&named, r))
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
	if (ctl && ir_regset_has(&named, 5) + ir_regset_has(&named, 6) + ir_regset_has(&named, 7) &&
	    in->ctl != IR_CTL_CBRANCH && in->ctl != IR_CTL_ICALL && in->ctl != IR_CTL_IJUMP &&
	    in->ctl != IR_CTL_RET) {
		*text = util_xstrdup("this control transfer naming %g5-%g7 cannot be rewritten");
		return -1;
	}
	x = n5 ? 7 : 5;   /* where %g6's value goes */
	if (n5 && ir_regset_has(&in->reads, 5))
		load(pre, 5, 5);
	if (n7 && (ir_regset_has(&in->reads, 7) || in->ctl_reg == 7))
		load(pre, 7, 7);
	if (n6 && (ir_regset_has(&in->reads, 6) || in->ctl_reg == 6))
		load(pre, 6, x);
	rn.to = gname[x];
	each_reg(line, rename_reg, &rn);
	strbuf_puts(&rn.out, rn.done);
	*text = rn.out.s;
	if (w) {
		unsigned d = w == 6 ? x : w, y = d == 5 ? 7 : 5;

		strbuf_addf(post, "\tsethi\t%%hi(" STATE "), %s\n\tst\t%s, [%s+%u]\n", gname[y],
			    gname[d], gname[y], SPARC_SHADOW(w));
	}
	return 1;
}

/* gen68k.c — the code generator: walks each function's checked syntax tree and writes 68000
 * (68020) assembly, choosing addressing modes and temporaries among d0-d7 and a0-a5. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "cc.h"

enum { D0, D1, D2, D3, D4, D5, D6, D7, A0, A1, A2, A3, A4, A5, FP, SP, NREGS };

#define IS_AREG(r) ((r) >= A0)

static const char *const reg_names[NREGS] = {
	"d0", "d1", "d2", "d3", "d4", "d5", "d6", "d7",
	"a0", "a1", "a2", "a3", "a4", "a5", "a6", "sp",
};

/* Where a value is: an immediate (possibly a symbol's address), a register, or memory
 * addressed by a base register (or absolutely) plus a displacement and an index register.
 * A value pushed on the stack to free its registers is O_PUSHED until it is popped. */
enum opkind { O_IMM, O_REG, O_MEM, O_PUSHED };

struct opnd {
	int kind;
	int reg;		/* O_REG: the register; O_MEM: the base register, -1 if absolute */
	int idx;		/* O_MEM: the index data register, or -1 */
	int32_t off;		/* O_IMM: the value; O_MEM: the displacement */
	const char *sym;	/* O_IMM, O_MEM: a symbol the value or displacement is added to */
	int size;		/* O_MEM: the width of the access, 1, 2 or 4 */
	int uns;		/* O_MEM: zero-extended when loaded */
	int pushed_mem;		/* O_PUSHED: what was pushed is a memory operand's address */
};

/* Condition codes in pairs whose members are each other's negation. */
enum { CC_EQ, CC_NE, CC_LT, CC_GE, CC_LE, CC_GT, CC_LO, CC_HS, CC_LS, CC_HI };

static const char *const cc_names[] = {
	"eq", "ne", "lt", "ge", "le", "gt", "cs", "cc", "ls", "hi",
};

struct case_ent {
	int32_t val;
	int label;
};

static struct buf code;		/* the instructions of the current function */
static int busy[NREGS];		/* holds a temporary */
static int var_reg[NREGS];	/* holds a register variable */
static unsigned saved_mask;	/* the callee-saved registers the function uses */
static int frame;		/* bytes of locals in the current block */
static int frame_max;
static int ret_label;
static int brk_label;
static int cont_label;
static const struct node *last_stmt;
static struct strlit *strings;	/* string literals to emit with the function */
static int label_no;

static struct opnd gen_expr(struct node *n);
static void gen_void(struct node *n);
static void gen_branch(struct node *n, int label, int sense);
static void gen_stmt(struct node *n);

void gen_init(void)
{
	label_no = 0;
	strings = NULL;
}

int gen_label(void)
{
	return ++label_no;
}

static void ins(const char *fmt, ...) __attribute__((format(printf, 1, 2)));

static void ins(const char *fmt, ...)
{
	va_list ap;

	buf_put(&code, "\t", 1);
	va_start(ap, fmt);
	buf_vprintf(&code, fmt, ap);
	va_end(ap);
	buf_put(&code, "\n", 1);
}

static void label_here(int label)
{
	buf_printf(&code, "L%d:\n", label);
}

/* The assembler label of a string literal, which is emitted with the current function. */
static const char *string_label(struct strlit *s)
{
	if (!s->label) {
		s->next = strings;
		strings = s;
	}
	return emit_string_name(s);
}

/* ---- operands ---- */

static struct opnd imm(int32_t v)
{
	struct opnd o = { O_IMM, -1, -1, v, NULL, 4, 0, 0 };

	return o;
}

static struct opnd imm_sym(const char *sym, int32_t off)
{
	struct opnd o = imm(off);

	o.sym = sym;
	return o;
}

static struct opnd reg_op(int r)
{
	struct opnd o = { O_REG, r, -1, 0, NULL, 4, 0, 0 };

	return o;
}

static struct opnd mem_op(int base, int32_t off)
{
	struct opnd o = { O_MEM, base, -1, off, NULL, 4, 0, 0 };

	return o;
}

/* The text of an operand; each is valid for the next three calls. */
static const char *op_text(const struct opnd *o)
{
	static char bufs[4][96];
	static int next;
	char *b = bufs[next++ & 3];

	switch (o->kind) {
	case O_IMM:
		if (!o->sym)
			snprintf(b, 96, "#%d", (int)o->off);
		else if (o->off)
			snprintf(b, 96, "#%s%+d", o->sym, (int)o->off);
		else
			snprintf(b, 96, "#%s", o->sym);
		break;
	case O_REG:
		return reg_names[o->reg];
	default:
		if (o->reg < 0) {
			if (!o->sym)
				snprintf(b, 96, "%d", (int)o->off);
			else if (o->off)
				snprintf(b, 96, "%s%+d", o->sym, (int)o->off);
			else
				snprintf(b, 96, "%s", o->sym);
		} else if (o->idx >= 0) {
			snprintf(b, 96, "%d(%s,%s.l)", (int)o->off, reg_names[o->reg],
				 reg_names[o->idx]);
		} else if (o->off) {
			snprintf(b, 96, "%d(%s)", (int)o->off, reg_names[o->reg]);
		} else {
			snprintf(b, 96, "(%s)", reg_names[o->reg]);
		}
		break;
	}
	return b;
}

static char size_suffix(int size)
{
	return size == 1 ? 'b' : size == 2 ? 'w' : 'l';
}

/* ---- registers ---- */

static int callee_saved(int r)
{
	return (r >= D2 && r <= D7) || (r >= A2 && r <= A5);
}

static int alloc_reg(int first, int last)
{
	int r;

	for (r = first; r <= last; r++) {
		if (!busy[r] && !var_reg[r]) {
			busy[r] = 1;
			if (callee_saved(r))
				saved_mask |= 1u << r;
			return r;
		}
	}
	diag_fatal("expression too complex: out of registers");
}

static int alloc_dreg(void)
{
	return alloc_reg(D0, D7);
}

static int alloc_areg(void)
{
	return alloc_reg(A0, A5);
}

static int nfree(int first, int last)
{
	int r, n = 0;

	for (r = first; r <= last; r++)
		n += !busy[r] && !var_reg[r];
	return n;
}

static int is_temp(int r)
{
	return r >= 0 && busy[r];
}

static void free_reg(int r)
{
	if (r >= 0)
		busy[r] = 0;
}

static void free_op(const struct opnd *o)
{
	if (o->kind == O_REG) {
		free_reg(o->reg);
	} else if (o->kind == O_MEM) {
		free_reg(o->reg);
		free_reg(o->idx);
	}
}

static void set_access(struct opnd *o, const struct type *t)
{
	o->size = type_is_scalar(t) ? type_size(t) : 4;
	o->uns = t->uns;
}

/* Emits a load of an operand into register r, extended to 32 bits. */
static void load(const struct opnd *o, int r)
{
	switch (o->kind) {
	case O_IMM:
		if (o->sym && IS_AREG(r))
			ins("lea %s,%s", op_text(o) + 1, reg_names[r]);
		else if (!o->sym && !IS_AREG(r) && o->off >= -128 && o->off <= 127)
			ins("moveq %s,%s", op_text(o), reg_names[r]);
		else
			ins("movel %s,%s", op_text(o), reg_names[r]);
		break;
	case O_REG:
		if (o->reg != r)
			ins("movel %s,%s", reg_names[o->reg], reg_names[r]);
		break;
	default:
		if (o->size == 4) {
			ins("movel %s,%s", op_text(o), reg_names[r]);
			break;
		}
		ins("move%c %s,%s", size_suffix(o->size), op_text(o), reg_names[r]);
		if (o->uns)
			ins("andl #%d,%s", o->size == 1 ? 0xff : 0xffff, reg_names[r]);
		else
			ins("%s %s", o->size == 1 ? "extbl" : "extl", reg_names[r]);
		break;
	}
}

/* Puts a value in a data register of its own; returns the register. */
static int to_dreg(struct opnd *o)
{
	int r;

	if (o->kind == O_REG && !IS_AREG(o->reg) && is_temp(o->reg))
		return o->reg;
	free_op(o);
	r = alloc_dreg();
	load(o, r);
	*o = reg_op(r);
	return r;
}

/* Puts a value in an address register of its own; returns the register. */
static int to_areg(struct opnd *o)
{
	int r;

	if (o->kind == O_REG && IS_AREG(o->reg) && is_temp(o->reg))
		return o->reg;
	if (o->kind == O_MEM && o->size < 4)
		to_dreg(o);
	free_op(o);
	r = alloc_areg();
	load(o, r);
	*o = reg_op(r);
	return r;
}

/* A copy of a value in a new data (or, for pointers, address) register; o stays valid. */
static int load_copy(const struct opnd *o, int address)
{
	int r = address ? alloc_areg() : alloc_dreg();

	if (address && o->kind == O_MEM && o->size < 4) {
		int d = alloc_dreg();

		load(o, d);
		ins("movel %s,%s", reg_names[d], reg_names[r]);
		free_reg(d);
	} else {
		load(o, r);
	}
	return r;
}

/* Makes a value usable as the 32-bit source of an instruction: narrow memory is loaded,
 * and so is an address register where the instruction takes none. */
static void source(struct opnd *o, int areg_ok)
{
	if ((o->kind == O_MEM && o->size < 4) || (o->kind == O_REG && IS_AREG(o->reg) && !areg_ok))
		to_dreg(o);
}

/* Computes the address of a memory operand into an address register it then owns. */
static int lea_to_areg(struct opnd *o)
{
	int a;

	if (is_temp(o->reg) && o->idx < 0 && o->off == 0 && !o->sym)
		return o->reg;
	a = is_temp(o->reg) ? o->reg : alloc_areg();
	if (o->reg < 0 && o->idx >= 0) {
		struct opnd base = *o;

		base.idx = -1;
		ins("lea %s,%s", op_text(&base), reg_names[a]);
		ins("lea 0(%s,%s.l),%s", reg_names[a], reg_names[o->idx], reg_names[a]);
	} else {
		ins("lea %s,%s", op_text(o), reg_names[a]);
	}
	free_reg(o->idx);
	o->reg = a;
	o->idx = -1;
	o->off = 0;
	o->sym = NULL;
	return a;
}

/* An indexed operand needs a base register and an 8-bit displacement. */
static void fix_mem(struct opnd *o)
{
	struct opnd base;
	int a;

	if (o->kind != O_MEM || o->idx < 0 || (o->reg >= 0 && o->off >= -128 && o->off <= 127))
		return;
	base = *o;
	base.idx = -1;
	a = is_temp(o->reg) ? o->reg : alloc_areg();
	ins("lea %s,%s", op_text(&base), reg_names[a]);
	o->reg = a;
	o->off = 0;
	o->sym = NULL;
}

static int is_leaf(const struct node *n)
{
	return n->op == N_NUM || n->op == N_VAR || (n->op == N_ADDR && n->a->op == N_VAR);
}

/* Before evaluating next while o is held: if registers run short, o goes on the stack. */
static void protect(struct opnd *o, const struct node *next)
{
	int r;

	if (is_leaf(next) || (nfree(D0, D7) >= 3 && nfree(A0, A5) >= 2))
		return;
	if (o->kind == O_REG && is_temp(o->reg)) {
		r = o->reg;
		o->pushed_mem = 0;
	} else if (o->kind == O_MEM && (is_temp(o->reg) || is_temp(o->idx))) {
		r = lea_to_areg(o);
		o->pushed_mem = 1;
	} else {
		return;
	}
	ins("movel %s,-(sp)", reg_names[r]);
	free_reg(r);
	o->kind = O_PUSHED;
	o->reg = r;
}

static void restore(struct opnd *o)
{
	int r;

	if (o->kind != O_PUSHED)
		return;
	r = o->pushed_mem || IS_AREG(o->reg) ? alloc_areg() : alloc_dreg();
	ins("movel (sp)+,%s", reg_names[r]);
	if (o->pushed_mem) {
		o->kind = O_MEM;
		o->reg = r;
	} else {
		*o = reg_op(r);
	}
}

/* Sign- or zero-extends the low part of a data register to a narrow integer type. */
static void extend(int r, const struct type *t)
{
	if (t->size == 1)
		ins(t->uns ? "andl #255,%s" : "extbl %s", reg_names[r]);
	else if (t->size == 2)
		ins(t->uns ? "andl #65535,%s" : "extl %s", reg_names[r]);
}

static int log2_exact(int32_t v)
{
	int k = 0;

	if (v <= 0 || (v & (v - 1)))
		return -1;
	while (v > 1) {
		v >>= 1;
		k++;
	}
	return k;
}

/* A shift of a data register by a constant count. */
static void shift_const(const char *op, int k, int r)
{
	if (k == 0)
		return;
	if (k >= 1 && k <= 8) {
		ins("%s #%d,%s", op, k, reg_names[r]);
	} else {
		int c = alloc_dreg();

		ins("moveq #%d,%s", k, reg_names[c]);
		ins("%s %s,%s", op, reg_names[c], reg_names[r]);
		free_reg(c);
	}
}

/* ---- lvalues and addresses ---- */

static struct opnd var_opnd(struct sym *s)
{
	struct opnd o;

	if (s->reg >= 0)
		return reg_op(s->reg);
	if (s->sclass == SC_AUTO || s->sclass == SC_REGISTER || s->sclass == SC_PARAM)
		return mem_op(FP, s->offset);
	o = mem_op(-1, 0);
	o.sym = emit_symname(s);
	return o;
}

static struct opnd lvalue_raw(struct node *n);

/* The memory a pointer expression points to, as an addressing mode. */
static struct opnd address_of(struct node *p)
{
	struct opnd o, i;

	switch (p->op) {
	case N_ADDR:
		return lvalue_raw(p->a);
	case N_ADD:
	case N_SUB:
		if (p->type->kind != TY_PTR)
			break;
		if (fold_is_const(p->b)) {
			o = address_of(p->a);
			o.off += p->op == N_ADD ? p->b->val : -p->b->val;
			return o;
		}
		if (p->op == N_SUB)
			break;
		o = address_of(p->a);
		if (o.kind != O_MEM)
			break;
		if (o.idx >= 0)
			lea_to_areg(&o);
		protect(&o, p->b);
		i = gen_expr(p->b);
		restore(&o);
		o.idx = to_dreg(&i);
		return o;
	default:
		break;
	}
	o = gen_expr(p);
	if (o.kind == O_IMM) {
		o.kind = O_MEM;
		return o;
	}
	if (o.kind != O_REG || !IS_AREG(o.reg))
		to_areg(&o);
	return mem_op(o.reg, 0);
}

static struct opnd lvalue_raw(struct node *n)
{
	struct opnd o;

	switch (n->op) {
	case N_VAR:
		return var_opnd(n->sym);
	case N_STR:
		o = mem_op(-1, 0);
		o.sym = string_label(n->str);
		return o;
	case N_MEMBER:
		o = lvalue_raw(n->a);
		o.off += n->field->offset;
		return o;
	case N_DEREF:
		return address_of(n->a);
	default:
		/* A struct assignment used as a value stands for its destination. */
		return gen_expr(n);
	}
}

static struct opnd gen_lvalue(struct node *n)
{
	struct opnd o = lvalue_raw(n);

	if (o.kind == O_MEM) {
		set_access(&o, n->type);
		fix_mem(&o);
	}
	return o;
}

/* The value of &x. */
static struct opnd gen_address(struct node *x)
{
	struct opnd o;

	if (x->op == N_VAR && x->sym->kind == SYM_FUNC)
		return imm_sym(emit_symname(x->sym), 0);
	o = lvalue_raw(x);
	if (o.reg < 0 && o.idx < 0)
		return imm_sym(o.sym, o.off);
	if (o.idx < 0 && o.off == 0 && o.reg != FP)
		return reg_op(o.reg);
	return reg_op(lea_to_areg(&o));
}

/* ---- stores ---- */

/* Stores a value of type t into an lvalue; src is released or left in a register. */
static void store(const struct opnd *dst, struct opnd *src, const struct type *t)
{
	int size = type_size(t);

	if (dst->kind == O_REG) {
		if (src->kind == O_MEM && src->size < 4)
			to_dreg(src);
		if (src->kind == O_IMM && !src->sym && !IS_AREG(dst->reg) && src->off >= -128 &&
		    src->off <= 127)
			ins("moveq %s,%s", op_text(src), reg_names[dst->reg]);
		else if (src->kind != O_REG || src->reg != dst->reg)
			ins("movel %s,%s", op_text(src), reg_names[dst->reg]);
		return;
	}
	if (src->kind == O_IMM && !src->sym && src->off == 0) {
		ins("clr%c %s", size_suffix(size), op_text(dst));
		return;
	}
	if (src->kind == O_IMM && src->sym && size < 4)
		to_dreg(src);
	if (src->kind == O_MEM) {
		if (src->size < size) {
			to_dreg(src);
		} else if (src->size > size) {
			src->off += src->size - size;
			src->size = size;
			fix_mem(src);
		}
	}
	if (src->kind == O_REG && IS_AREG(src->reg) && size == 1)
		to_dreg(src);
	if (src->kind == O_IMM && !src->sym)
		src->off = fold_cast(src->off, t);
	ins("move%c %s,%s", size_suffix(size), op_text(src), op_text(dst));
}

/* Copies size bytes between two memory operands. */
static void copy_block(struct opnd *dst, struct opnd *src, int size)
{
	struct opnd d, s;
	int k, i, loop;

	if (size <= 32) {
		if (dst->idx >= 0)
			lea_to_areg(dst);
		if (src->idx >= 0)
			lea_to_areg(src);
		for (k = 0; k < size; k += 4) {
			d = *dst;
			s = *src;
			d.off += k;
			s.off += k;
			ins("move%c %s,%s", size - k >= 4 ? 'l' : 'w', op_text(&s), op_text(&d));
		}
		return;
	}
	lea_to_areg(dst);
	lea_to_areg(src);
	if (size % 4) {
		size -= 2;
		ins("movew %d(%s),%d(%s)", size, reg_names[src->reg], size, reg_names[dst->reg]);
	}
	i = alloc_dreg();
	loop = gen_label();
	ins("%s #%d,%s", size - 4 <= 127 ? "moveq" : "movel", size - 4, reg_names[i]);
	label_here(loop);
	ins("movel 0(%s,%s.l),0(%s,%s.l)", reg_names[src->reg], reg_names[i],
	    reg_names[dst->reg], reg_names[i]);
	ins("subql #4,%s", reg_names[i]);
	ins("jge L%d", loop);
	free_reg(i);
}

/* Clears size bytes of memory. */
static void clear_block(struct opnd *dst, int size)
{
	struct opnd d;
	int k, w, i, loop;

	if (size <= 32) {
		if (dst->idx >= 0)
			lea_to_areg(dst);
		for (k = 0; k < size; k += w) {
			w = size - k >= 4 ? 4 : size - k >= 2 ? 2 : 1;
			d = *dst;
			d.off += k;
			ins("clr%c %s", size_suffix(w), op_text(&d));
		}
		return;
	}
	lea_to_areg(dst);
	i = alloc_dreg();
	loop = gen_label();
	ins("movel #%d,%s", size / 4 - 1, reg_names[i]);
	label_here(loop);
	ins("clrl (%s)+", reg_names[dst->reg]);
	ins("dbra %s,L%d", reg_names[i], loop);
	for (k = size / 4 * 4; k < size; k++)
		ins("clrb (%s)+", reg_names[dst->reg]);
	free_reg(i);
}

/* ---- expressions ---- */

static int has_call(const struct node *n)
{
	if (!n)
		return 0;
	if (n->op == N_CALL)
		return 1;
	return has_call(n->a) || has_call(n->b) || has_call(n->c);
}

/* Whether an integer conversion leaves a normalized value unchanged. */
static int same_value(const struct type *from, const struct type *to)
{
	if (!type_is_integer(from))
		return 0;
	if (from->size < to->size)
		return from->uns || !to->uns;
	return from->size == to->size && from->uns == to->uns;
}

static struct opnd gen_cast(struct node *n)
{
	struct type *t = n->type;
	struct opnd o;
	int r;

	if (t->kind == TY_VOID) {
		gen_void(n->a);
		return imm(0);
	}
	o = gen_expr(n->a);
	if (!type_is_integer(t) || t->size == 4 || same_value(n->a->type, t))
		return o;
	if (o.kind == O_MEM && o.size >= t->size) {
		/* The low-order part of a big-endian value in memory. */
		o.off += o.size - t->size;
		o.size = t->size;
		o.uns = t->uns;
		fix_mem(&o);
		return o;
	}
	r = to_dreg(&o);
	extend(r, t);
	return o;
}

/* dst += src or dst -= src at the given width, with the quick forms for small constants. */
static void add_sub(int op, const struct opnd *src, const struct opnd *dst, int size)
{
	int32_t v = src->off;

	if (src->kind == O_IMM && !src->sym && v != 0 && v >= -8 && v <= 8) {
		if (v < 0) {
			v = -v;
			op = op == N_ADD ? N_SUB : N_ADD;
		}
		ins("%sq%c #%d,%s", op == N_ADD ? "add" : "sub", size_suffix(size), (int)v,
		    op_text(dst));
	} else {
		ins("%s%c %s,%s", op == N_ADD ? "add" : "sub", size_suffix(size), op_text(src),
		    op_text(dst));
	}
}

/* r = r op src for *, / and %, in the signedness given; returns the result register. */
static int mul_div(int op, struct opnd *src, int r, int uns)
{
	int k = src->kind == O_IMM && !src->sym ? log2_exact(src->off) : -1;
	int rem, skip;

	if (op == N_MUL) {
		if (k > 0) {
			shift_const("lsll", k, r);
		} else {
			source(src, 0);
			ins("mul%cl %s,%s", uns ? 'u' : 's', op_text(src), reg_names[r]);
		}
		return r;
	}
	if (k > 0 && uns) {
		if (op == N_DIV)
			shift_const("lsrl", k, r);
		else
			ins("andl #%d,%s", (int)src->off - 1, reg_names[r]);
		return r;
	}
	if (k > 0 && op == N_DIV) {
		/* Signed division rounds toward zero: bias negative dividends. */
		struct opnd bias = imm(src->off - 1);
		struct opnd dst = reg_op(r);

		skip = gen_label();
		ins("tstl %s", reg_names[r]);
		ins("jge L%d", skip);
		add_sub(N_ADD, &bias, &dst, 4);
		label_here(skip);
		shift_const("asrl", k, r);
		return r;
	}
	source(src, 0);
	if (op == N_DIV) {
		ins("div%cl %s,%s", uns ? 'u' : 's', op_text(src), reg_names[r]);
		return r;
	}
	rem = alloc_dreg();
	ins("div%cll %s,%s:%s", uns ? 'u' : 's', op_text(src), reg_names[rem], reg_names[r]);
	free_reg(r);
	return rem;
}

/* r = r op src for the bitwise operators and shifts. */
static void logic(int op, struct opnd *src, int r, int uns, int size)
{
	static const char *const names[] = { [N_AND] = "and", [N_OR] = "or", [N_XOR] = "eor" };

	if (op == N_SHL || op == N_SHR) {
		const char *mn = op == N_SHL ? "lsll" : uns ? "lsrl" : "asrl";

		if (src->kind == O_IMM && !src->sym) {
			shift_const(mn, (int)src->off, r);
		} else {
			to_dreg(src);
			ins("%s %s,%s", mn, op_text(src), reg_names[r]);
		}
		return;
	}
	if (src->kind != O_IMM || src->sym)
		to_dreg(src);
	ins("%s%c %s,%s", names[op], size_suffix(size), op_text(src), reg_names[r]);
}

/* Applies an arithmetic operator to a data register holding the left operand. */
static int apply(int op, struct opnd *src, int r, int uns)
{
	struct opnd dst = reg_op(r);

	switch (op) {
	case N_ADD:
	case N_SUB:
		source(src, 1);
		add_sub(op, src, &dst, 4);
		return r;
	case N_MUL:
	case N_DIV:
	case N_MOD:
		return mul_div(op, src, r, uns);
	default:
		logic(op, src, r, uns, 4);
		return r;
	}
}

static struct opnd gen_arith(struct node *n)
{
	struct opnd l, r, t;
	int op = n->op;
	int d;

	l = gen_expr(n->a);
	protect(&l, n->b);
	r = gen_expr(n->b);
	restore(&l);
	if (l.kind == O_IMM && r.kind == O_IMM && !(l.sym && r.sym) &&
	    (op == N_ADD || (op == N_SUB && !r.sym))) {
		/* A symbol's address plus a constant is still a constant. */
		uint32_t k = op == N_ADD ? (uint32_t)l.off + (uint32_t)r.off
					 : (uint32_t)l.off - (uint32_t)r.off;

		return imm_sym(l.sym ? l.sym : r.sym, (int32_t)k);
	}
	if ((op == N_ADD || op == N_MUL || op == N_AND || op == N_OR || op == N_XOR) &&
	    (l.kind == O_IMM || (!(l.kind == O_REG && is_temp(l.reg)) &&
				 r.kind == O_REG && is_temp(r.reg) && !IS_AREG(r.reg)))) {
		t = l;
		l = r;
		r = t;
	}
	if (n->type->kind == TY_PTR && l.kind == O_REG && IS_AREG(l.reg) && is_temp(l.reg)) {
		source(&r, 1);
		add_sub(op, &r, &l, 4);
		free_op(&r);
		return l;
	}
	d = to_dreg(&l);
	d = apply(op, &r, d, n->type->uns);
	free_op(&r);
	return reg_op(d);
}

static int cmp_cc(int op, int uns)
{
	switch (op) {
	case N_EQ: return CC_EQ;
	case N_NE: return CC_NE;
	case N_LT: return uns ? CC_LO : CC_LT;
	case N_GE: return uns ? CC_HS : CC_GE;
	case N_LE: return uns ? CC_LS : CC_LE;
	default: return uns ? CC_HI : CC_GT;
	}
}

/* The condition that holds when the operands of a comparison are exchanged. */
static int swap_cc(int cc)
{
	static const int swapped[] = {
		[CC_EQ] = CC_EQ, [CC_NE] = CC_NE, [CC_LT] = CC_GT, [CC_GE] = CC_LE,
		[CC_LE] = CC_GE, [CC_GT] = CC_LT, [CC_LO] = CC_HI, [CC_HS] = CC_LS,
		[CC_LS] = CC_HS, [CC_HI] = CC_LO,
	};

	return swapped[cc];
}

static int cc_unsigned(int cc)
{
	return cc >= CC_LO;
}

/* Whether a narrow memory operand can be compared with the constant v as it is. */
static int narrow_ok(const struct opnd *m, int32_t v, int cc)
{
	struct type t = { 0 };

	t.kind = m->size == 1 ? TY_CHAR : TY_SHORT;
	t.uns = m->uns;
	t.size = m->size;
	if (fold_cast(v, &t) != v)
		return 0;
	return cc == CC_EQ || cc == CC_NE || cc_unsigned(cc) == m->uns;
}

/* Emits the test of a value against zero; the result is true under CC_NE. */
static int test(struct opnd *o)
{
	if (o->kind == O_IMM)
		to_dreg(o);
	ins("tst%c %s", o->kind == O_MEM ? size_suffix(o->size) : 'l', op_text(o));
	free_op(o);
	return CC_NE;
}

static int gen_compare(struct node *n)
{
	int uns = n->ctype->uns || n->ctype->kind == TY_PTR;
	int cc = cmp_cc(n->op, uns);
	struct opnd l, r, t;

	l = gen_expr(n->a);
	protect(&l, n->b);
	r = gen_expr(n->b);
	restore(&l);
	if (l.kind == O_IMM && r.kind != O_IMM) {
		t = l;
		l = r;
		r = t;
		cc = swap_cc(cc);
	}
	if (r.kind == O_IMM && !r.sym) {
		if (l.kind == O_IMM || (l.kind == O_MEM && l.size < 4 && !narrow_ok(&l, r.off, cc)))
			to_dreg(&l);
		if (r.off == 0)
			ins("tst%c %s", l.kind == O_MEM ? size_suffix(l.size) : 'l', op_text(&l));
		else
			ins("cmp%c %s,%s", l.kind == O_MEM ? size_suffix(l.size) : 'l', op_text(&r),
			    op_text(&l));
	} else {
		if (l.kind != O_REG && r.kind == O_REG) {
			t = l;
			l = r;
			r = t;
			cc = swap_cc(cc);
		}
		if (l.kind != O_REG)
			to_dreg(&l);
		source(&r, 1);
		ins("cmpl %s,%s", op_text(&r), op_text(&l));
	}
	free_op(&l);
	free_op(&r);
	return cc;
}

static int is_compare(const struct node *n)
{
	return n->op >= N_LT && n->op <= N_NE;
}

/* Whether a condition reduces to one condition code, without && or ||. */
static int is_cc_node(const struct node *n)
{
	if (is_compare(n))
		return 1;
	if (n->op == N_NOT)
		return n->a->op != N_LAND && n->a->op != N_LOR &&
		       (n->a->op != N_NOT || is_cc_node(n->a));
	return 0;
}

/* Evaluates a condition into the condition codes; returns the code that means true. */
static int gen_cc(struct node *n)
{
	struct opnd o;

	if (is_compare(n))
		return gen_compare(n);
	if (n->op == N_NOT && is_cc_node(n))
		return gen_cc(n->a) ^ 1;
	o = gen_expr(n);
	return test(&o);
}

static void gen_branch(struct node *n, int label, int sense)
{
	int skip;

	switch (n->op) {
	case N_NUM:
		if ((n->val != 0) == sense)
			ins("jra L%d", label);
		return;
	case N_NOT:
		gen_branch(n->a, label, !sense);
		return;
	case N_LAND:
	case N_LOR:
		if (sense == (n->op == N_LOR)) {
			gen_branch(n->a, label, sense);
			gen_branch(n->b, label, sense);
		} else {
			skip = gen_label();
			gen_branch(n->a, skip, !sense);
			gen_branch(n->b, label, sense);
			label_here(skip);
		}
		return;
	case N_COMMA:
		gen_void(n->a);
		gen_branch(n->b, label, sense);
		return;
	default:
		ins("j%s L%d", cc_names[gen_cc(n) ^ !sense], label);
		return;
	}
}

static struct opnd gen_bool(struct node *n)
{
	int r, f, end;

	if (is_cc_node(n)) {
		int cc = gen_cc(n);

		r = alloc_dreg();
		ins("s%s %s", cc_names[cc], reg_names[r]);
		ins("negb %s", reg_names[r]);
		ins("extbl %s", reg_names[r]);
		return reg_op(r);
	}
	f = gen_label();
	end = gen_label();
	gen_branch(n, f, 0);
	r = alloc_dreg();
	ins("moveq #1,%s", reg_names[r]);
	ins("jra L%d", end);
	label_here(f);
	ins("moveq #0,%s", reg_names[r]);
	label_here(end);
	return reg_op(r);
}

static struct opnd gen_cond_expr(struct node *n)
{
	int other = gen_label();
	int end = gen_label();
	struct opnd o;
	int r, r2;

	gen_branch(n->a, other, 0);
	o = gen_expr(n->b);
	r = to_dreg(&o);
	ins("jra L%d", end);
	free_reg(r);
	label_here(other);
	o = gen_expr(n->c);
	r2 = to_dreg(&o);
	if (r2 != r) {
		ins("movel %s,%s", reg_names[r2], reg_names[r]);
		free_reg(r2);
		busy[r] = 1;
	}
	label_here(end);
	return reg_op(r);
}

static struct opnd gen_assign(struct node *n, int want)
{
	struct opnd dst, src;

	if (has_call(n->b) && !is_leaf(n->a)) {
		src = gen_expr(n->b);
		if (src.kind == O_MEM && n->type->kind != TY_STRUCT && n->type->kind != TY_UNION)
			to_dreg(&src);
		protect(&src, n->a);
		dst = gen_lvalue(n->a);
		restore(&src);
	} else {
		dst = gen_lvalue(n->a);
		protect(&dst, n->b);
		src = gen_expr(n->b);
		restore(&dst);
	}
	if (n->type->kind == TY_STRUCT || n->type->kind == TY_UNION) {
		copy_block(&dst, &src, type_size(n->type));
		free_op(&src);
		if (want)
			return dst;
		free_op(&dst);
		return imm(0);
	}
	store(&dst, &src, n->type);
	if (want && (src.kind == O_IMM || src.kind == O_REG)) {
		free_op(&dst);
		return src;
	}
	free_op(&src);
	if (want)
		return dst;
	free_op(&dst);
	return imm(0);
}

static struct opnd gen_assignop(struct node *n, int want)
{
	struct opnd dst, src, res;
	const struct type *t = n->type;
	int size = type_size(t);
	int op = n->sub;
	int d;

	dst = gen_lvalue(n->a);
	protect(&dst, n->b);
	src = gen_expr(n->b);
	restore(&dst);
	if (op == N_ADD || op == N_SUB || op == N_AND || op == N_OR || op == N_XOR) {
		if (dst.kind == O_REG) {
			if (op == N_ADD || op == N_SUB) {
				source(&src, 1);
				add_sub(op, &src, &dst, 4);
			} else {
				logic(op, &src, dst.reg, 0, 4);
			}
			extend(dst.reg, t);
		} else {
			if (src.kind != O_IMM || src.sym)
				to_dreg(&src);
			else
				src.off = fold_cast(src.off, t);
			if (op == N_ADD || op == N_SUB) {
				add_sub(op, &src, &dst, size);
			} else {
				ins("%s%c %s,%s", op == N_AND ? "and" : op == N_OR ? "or" : "eor",
				    size_suffix(size), op_text(&src), op_text(&dst));
			}
		}
		free_op(&src);
		if (want)
			return dst;
		free_op(&dst);
		return imm(0);
	}
	d = load_copy(&dst, 0);
	d = apply(op, &src, d, n->ctype->uns);
	free_op(&src);
	if (want || dst.kind == O_REG)
		extend(d, t);
	res = reg_op(d);
	store(&dst, &res, t);
	free_op(&dst);
	if (!want) {
		free_reg(d);
		return imm(0);
	}
	return res;
}

static struct opnd gen_incdec(struct node *n, int want)
{
	struct opnd dst = gen_lvalue(n->a);
	struct opnd step = imm(n->val);
	const struct type *t = n->type;
	int post = n->op == N_POSTINC || n->op == N_POSTDEC;
	int r = -1;

	if (want && post)
		r = load_copy(&dst, t->kind == TY_PTR);
	add_sub(n->op == N_PREINC || n->op == N_POSTINC ? N_ADD : N_SUB, &step, &dst,
		dst.kind == O_REG ? 4 : type_size(t));
	if (dst.kind == O_REG)
		extend(dst.reg, t);
	if (r >= 0) {
		free_op(&dst);
		return reg_op(r);
	}
	if (want)
		return dst;
	free_op(&dst);
	return imm(0);
}

static int reg_count(unsigned mask)
{
	int r, n = 0;

	for (r = 0; r < NREGS; r++)
		n += (mask >> r) & 1;
	return n;
}

/* The register list of a moveml, like "d2-d4/a2"; a single register for a movel. */
static const char *reg_list(unsigned mask)
{
	static char list[64];
	int r, end, len = 0;

	list[0] = '\0';
	for (r = 0; r < NREGS; r++) {
		if (!((mask >> r) & 1))
			continue;
		for (end = r; end + 1 < NREGS && end + 1 != A0 && ((mask >> (end + 1)) & 1); end++)
			;
		len += snprintf(list + len, sizeof(list) - (size_t)len, "%s%s", len ? "/" : "",
				reg_names[r]);
		if (end > r)
			len += snprintf(list + len, sizeof(list) - (size_t)len, "-%s",
					reg_names[end]);
		r = end;
	}
	return list;
}

static void push_regs(unsigned mask)
{
	ins("%s %s,-(sp)", reg_count(mask) == 1 ? "movel" : "moveml", reg_list(mask));
}

static void pop_regs(unsigned mask)
{
	ins("%s (sp)+,%s", reg_count(mask) == 1 ? "movel" : "moveml", reg_list(mask));
}

/* Pushes the arguments from the last; returns the number of bytes pushed. */
static int push_args(struct node *arg)
{
	struct opnd o;
	int bytes;

	if (!arg)
		return 0;
	bytes = push_args(arg->next);
	o = gen_expr(arg);
	if (o.kind == O_IMM && o.sym) {
		ins("pea %s", op_text(&o) + 1);
	} else {
		source(&o, 1);
		ins("movel %s,-(sp)", op_text(&o));
	}
	free_op(&o);
	return bytes + 4;
}

static struct opnd gen_call(struct node *n)
{
	static const int scratch[] = { D0, D1, A0, A1 };
	unsigned saved = 0;
	struct opnd res = imm(0);
	int i, bytes;

	for (i = 0; i < 4; i++) {
		if (busy[scratch[i]]) {
			saved |= 1u << scratch[i];
			busy[scratch[i]] = 0;
		}
	}
	if (saved)
		push_regs(saved);
	bytes = push_args(n->b);
	if (n->a->op == N_ADDR && n->a->a->op == N_VAR) {
		ins("jbsr %s", emit_symname(n->a->a->sym));
	} else {
		struct opnd f = gen_expr(n->a);
		int a = to_areg(&f);

		ins("jbsr (%s)", reg_names[a]);
		free_reg(a);
	}
	if (bytes > 0 && bytes <= 8)
		ins("addql #%d,sp", bytes);
	else if (bytes > 8)
		ins("lea %d(sp),sp", bytes);
	for (i = 0; i < 4; i++)
		if ((saved >> scratch[i]) & 1)
			busy[scratch[i]] = 1;
	if (n->type->kind != TY_VOID) {
		if (busy[D0]) {
			int r = alloc_dreg();

			ins("movel d0,%s", reg_names[r]);
			res = reg_op(r);
		} else {
			busy[D0] = 1;
			res = reg_op(D0);
		}
	}
	if (saved)
		pop_regs(saved);
	return res;
}

static struct opnd gen_expr(struct node *n)
{
	struct opnd o;
	int r;

	switch (n->op) {
	case N_NUM:
		return imm(n->val);
	case N_VAR:
	case N_DEREF:
	case N_MEMBER:
	case N_STR:
		return gen_lvalue(n);
	case N_ADDR:
		return gen_address(n->a);
	case N_CAST:
		return gen_cast(n);
	case N_NEG:
	case N_COMPL:
		o = gen_expr(n->a);
		r = to_dreg(&o);
		ins("%s %s", n->op == N_NEG ? "negl" : "notl", reg_names[r]);
		return o;
	case N_NOT: case N_LT: case N_GT: case N_LE: case N_GE: case N_EQ: case N_NE:
	case N_LAND: case N_LOR:
		return gen_bool(n);
	case N_COND:
		if (n->type->kind == TY_VOID) {
			gen_void(n);
			return imm(0);
		}
		return gen_cond_expr(n);
	case N_ASSIGN:
		return gen_assign(n, 1);
	case N_ASSIGNOP:
		return gen_assignop(n, 1);
	case N_PREINC: case N_PREDEC: case N_POSTINC: case N_POSTDEC:
		return gen_incdec(n, 1);
	case N_CALL:
		return gen_call(n);
	case N_COMMA:
		gen_void(n->a);
		return gen_expr(n->b);
	default:
		return gen_arith(n);
	}
}

/* Evaluates an expression for its side effects only. */
static void gen_void(struct node *n)
{
	struct opnd o;
	int end;

	switch (n->op) {
	case N_NUM:
	case N_VAR:
	case N_STR:
		return;
	case N_ASSIGN:
		gen_assign(n, 0);
		return;
	case N_ASSIGNOP:
		gen_assignop(n, 0);
		return;
	case N_PREINC: case N_PREDEC: case N_POSTINC: case N_POSTDEC:
		gen_incdec(n, 0);
		return;
	case N_CALL:
		o = gen_call(n);
		free_op(&o);
		return;
	case N_COMMA:
		gen_void(n->a);
		gen_void(n->b);
		return;
	case N_LAND:
	case N_LOR:
		end = gen_label();
		gen_branch(n->a, end, n->op == N_LOR);
		gen_void(n->b);
		label_here(end);
		return;
	case N_COND: {
		int other = gen_label();

		end = gen_label();
		gen_branch(n->a, other, 0);
		gen_void(n->b);
		ins("jra L%d", end);
		label_here(other);
		gen_void(n->c);
		label_here(end);
		return;
	}
	default:
		if (n->a)
			gen_void(n->a);
		if (n->b)
			gen_void(n->b);
		return;
	}
}

/* ---- statements ---- */

static void local_init(struct node *n)
{
	struct sym *s = n->sym;
	const struct init *in;
	int size = type_size(s->type);
	int covered = 0;

	if (s->reg < 0) {
		int align = type_align(s->type);

		frame = (frame + size + align - 1) / align * align;
		if (frame > frame_max)
			frame_max = frame;
		s->offset = -frame;
	}
	if (!n->init)
		return;
	for (in = n->init; in; in = in->next)
		covered += type_size(in->type);
	if (type_is_aggregate(s->type) && covered < size) {
		struct opnd m = mem_op(FP, s->offset);

		clear_block(&m, size);
		free_op(&m);
	}
	for (in = n->init; in; in = in->next) {
		struct opnd dst = s->reg >= 0 ? reg_op(s->reg) : mem_op(FP, s->offset + in->offset);
		struct opnd src;

		if (in->expr->op == N_STR && in->type->kind == TY_ARRAY) {
			const unsigned char *p = (const unsigned char *)in->expr->str->s;
			int len = in->expr->str->len + 1;
			int k, w;

			if (len > in->type->len)
				len = in->type->len;
			for (k = 0; k < len; k += w) {
				uint32_t v = 0;
				int j;

				w = len - k >= 4 ? 4 : len - k >= 2 ? 2 : 1;
				for (j = 0; j < w; j++)
					v = v << 8 | p[k + j];
				ins("move%c #%u,%d(a6)", size_suffix(w), (unsigned)v,
				    (int)(dst.off + k));
			}
			continue;
		}
		if (in->type->kind == TY_STRUCT || in->type->kind == TY_UNION) {
			src = gen_expr(in->expr);
			copy_block(&dst, &src, type_size(in->type));
			free_op(&src);
			free_op(&dst);
			continue;
		}
		set_access(&dst, in->type);
		src = gen_expr(in->expr);
		store(&dst, &src, in->type);
		free_op(&src);
	}
}

static int cmp_signed(const void *a, const void *b)
{
	int32_t x = ((const struct case_ent *)a)->val, y = ((const struct case_ent *)b)->val;

	return (x > y) - (x < y);
}

static int cmp_unsigned(const void *a, const void *b)
{
	uint32_t x = (uint32_t)((const struct case_ent *)a)->val;
	uint32_t y = (uint32_t)((const struct case_ent *)b)->val;

	return (x > y) - (x < y);
}

/* A binary search over the sorted case values in register r. */
static void case_tree(const struct case_ent *c, int lo, int hi, int r, int def, int uns)
{
	int i, right;

	if (hi - lo < 4) {
		for (i = lo; i <= hi; i++) {
			ins("cmpl #%d,%s", (int)c[i].val, reg_names[r]);
			ins("jeq L%d", c[i].label);
		}
		ins("jra L%d", def);
		return;
	}
	i = (lo + hi) / 2;
	right = gen_label();
	ins("cmpl #%d,%s", (int)c[i].val, reg_names[r]);
	ins("jeq L%d", c[i].label);
	ins("j%s L%d", uns ? "hi" : "gt", right);
	case_tree(c, lo, i - 1, r, def, uns);
	label_here(right);
	case_tree(c, i + 1, hi, r, def, uns);
}

static void gen_switch(struct node *n)
{
	struct opnd v = gen_expr(n->a);
	struct case_ent *c;
	struct node *k;
	int count = 0, i, r;
	int saved_brk = brk_label;
	int brk = gen_label();
	int def = n->deflt ? n->deflt->label : brk;
	int uns = n->type->uns;

	for (k = n->cases; k; k = k->case_next)
		count++;
	c = mem_alloc(&mem_tree, sizeof(*c) * (size_t)(count ? count : 1));
	for (i = 0, k = n->cases; k; k = k->case_next, i++) {
		c[i].val = k->val;
		c[i].label = k->label;
	}
	qsort(c, (size_t)count, sizeof(*c), uns ? cmp_unsigned : cmp_signed);
	if (count == 0) {
		free_op(&v);
		ins("jra L%d", def);
	} else if (count >= 4 &&
		   (uint32_t)c[count - 1].val - (uint32_t)c[0].val <= 3u * (uint32_t)count) {
		uint32_t range = (uint32_t)c[count - 1].val - (uint32_t)c[0].val;
		int table = gen_label();
		int a;
		uint32_t j;

		r = to_dreg(&v);
		if (c[0].val) {
			struct opnd lo = imm(c[0].val), d = reg_op(r);

			add_sub(N_SUB, &lo, &d, 4);
		}
		ins("cmpl #%u,%s", (unsigned)range, reg_names[r]);
		ins("jhi L%d", def);
		ins("lsll #2,%s", reg_names[r]);
		a = alloc_areg();
		ins("lea L%d,%s", table, reg_names[a]);
		ins("movel 0(%s,%s.l),%s", reg_names[a], reg_names[r], reg_names[a]);
		ins("jmp (%s)", reg_names[a]);
		free_reg(a);
		free_reg(r);
		label_here(table);
		for (i = 0, j = 0; j <= range; j++) {
			if ((uint32_t)c[i].val - (uint32_t)c[0].val == j)
				ins(".long L%d", c[i++].label);
			else
				ins(".long L%d", def);
		}
	} else {
		if (v.kind == O_REG && !IS_AREG(v.reg))
			r = v.reg;
		else
			r = to_dreg(&v);
		case_tree(c, 0, count - 1, r, def, uns);
		free_op(&v);
	}
	brk_label = brk;
	gen_stmt(n->b);
	brk_label = saved_brk;
	label_here(brk);
}

static void gen_loop(struct node *cond, struct node *step, struct node *body, int test_first)
{
	int saved_brk = brk_label, saved_cont = cont_label;
	int top = gen_label();
	int test = gen_label();
	int always = !cond || (cond->op == N_NUM && cond->val);

	brk_label = gen_label();
	cont_label = step ? gen_label() : test;
	if (test_first && !always)
		ins("jra L%d", test);
	label_here(top);
	gen_stmt(body);
	if (step) {
		label_here(cont_label);
		gen_void(step);
	}
	label_here(test);
	if (always)
		ins("jra L%d", top);
	else
		gen_branch(cond, top, 1);
	label_here(brk_label);
	brk_label = saved_brk;
	cont_label = saved_cont;
}

static void gen_return(struct node *n)
{
	if (n->a) {
		struct opnd o = gen_expr(n->a);

		if (n->a->type->kind == TY_VOID) {
			free_op(&o);
		} else if (!(o.kind == O_REG && o.reg == D0)) {
			free_op(&o);
			load(&o, D0);
		}
		free_reg(D0);
	}
	if (n != last_stmt)
		ins("jra L%d", ret_label);
}

static void gen_stmt(struct node *n)
{
	struct node *s;
	int saved, other, end;

	switch (n->op) {
	case S_EXPR:
		if (n->a)
			gen_void(n->a);
		break;
	case S_BLOCK:
		saved = frame;
		for (s = n->a; s; s = s->next)
			gen_stmt(s);
		frame = saved;
		break;
	case S_DECL:
		local_init(n);
		break;
	case S_IF:
		other = gen_label();
		gen_branch(n->a, other, 0);
		gen_stmt(n->b);
		if (n->c) {
			end = gen_label();
			ins("jra L%d", end);
			label_here(other);
			gen_stmt(n->c);
			label_here(end);
		} else {
			label_here(other);
		}
		break;
	case S_WHILE:
		gen_loop(n->a, NULL, n->b, 1);
		break;
	case S_DO:
		gen_loop(n->a, NULL, n->b, 0);
		break;
	case S_FOR:
		if (n->a)
			gen_void(n->a);
		gen_loop(n->b, n->c, n->d, 1);
		break;
	case S_SWITCH:
		gen_switch(n);
		break;
	case S_CASE:
	case S_DEFAULT:
		label_here(n->label);
		gen_stmt(n->a);
		break;
	case S_BREAK:
		ins("jra L%d", brk_label);
		break;
	case S_CONTINUE:
		ins("jra L%d", cont_label);
		break;
	case S_RETURN:
		gen_return(n);
		break;
	case S_GOTO:
		ins("jra L%d", n->lab->asm_label);
		break;
	case S_LABEL:
		label_here(n->lab->asm_label);
		gen_stmt(n->a);
		break;
	}
	for (saved = 0; saved < NREGS; saved++)
		if (busy[saved])
			diag_fatal("internal error: %s still in use after a statement",
				   reg_names[saved]);
}

/* ---- functions ---- */

void gen_function(struct sym *fn, struct sym *locals, struct node *tree)
{
	struct sym *s;
	int offset = 8;
	int nsaved;

	memset(busy, 0, sizeof(busy));
	memset(var_reg, 0, sizeof(var_reg));
	saved_mask = 0;
	frame = frame_max = 0;
	code.len = 0;
	ret_label = gen_label();
	brk_label = cont_label = 0;
	for (last_stmt = tree->a; last_stmt && last_stmt->next; last_stmt = last_stmt->next)
		;
	for (s = locals; s; s = s->list_next) {
		if (s->reg >= 0) {
			var_reg[s->reg] = 1;
			saved_mask |= 1u << s->reg;
		}
		if (s->sclass != SC_PARAM)
			continue;
		s->offset = offset + 4 - type_size(s->type);
		offset += 4;
		if (s->reg >= 0) {
			struct opnd m = mem_op(FP, s->offset);

			set_access(&m, s->type);
			load(&m, s->reg);
		}
	}
	gen_stmt(tree);
	frame_max = (frame_max + 1) & ~1;
	nsaved = reg_count(saved_mask);

	emit_strings(strings);
	strings = NULL;
	emit_section(1);
	buf_puts(&emit_out, "\t.even\n");
	if (fn->sclass != SC_STATIC)
		buf_printf(&emit_out, "\t.globl %s\n", emit_symname(fn));
	buf_printf(&emit_out, "%s:\n\tlink a6,#%d\n", emit_symname(fn), -frame_max);
	if (nsaved)
		buf_printf(&emit_out, "\t%s %s,-(sp)\n", nsaved == 1 ? "movel" : "moveml",
			   reg_list(saved_mask));
	buf_put(&emit_out, code.p ? code.p : "", code.len);
	buf_printf(&emit_out, "L%d:\n", ret_label);
	if (nsaved)
		buf_printf(&emit_out, "\t%s %d(a6),%s\n", nsaved == 1 ? "movel" : "moveml",
			   -frame_max - 4 * nsaved, reg_list(saved_mask));
	buf_puts(&emit_out, "\tunlk a6\n\trts\n");
}

/* fold.c — constant folding in the 32-bit arithmetic of the target, algebraic
 * simplifications, and the evaluation of address constants for static initializers. */
#include "cc.h"

/* The int32_t with the bits of v, without implementation-defined conversions. */
static int32_t s32(uint32_t v)
{
	return v <= INT32_MAX ? (int32_t)v : (int32_t)(v - 2147483648u) - INT32_MAX - 1;
}

int32_t fold_cast(int32_t v, const struct type *t)
{
	uint32_t u = (uint32_t)v;

	switch (t->kind) {
	case TY_CHAR:
		u &= 0xff;
		return t->uns || u < 0x80 ? (int32_t)u : (int32_t)u - 0x100;
	case TY_SHORT:
		u &= 0xffff;
		return t->uns || u < 0x8000 ? (int32_t)u : (int32_t)u - 0x10000;
	default:
		return v;
	}
}

int fold_is_const(const struct node *n)
{
	return n->op == N_NUM;
}

int fold_is_null(const struct node *n)
{
	return n->op == N_NUM && n->val == 0 && n->type->kind != TY_PTR;
}

static int side_effects(const struct node *n)
{
	if (!n)
		return 0;
	switch (n->op) {
	case N_CALL:
	case N_ASSIGN:
	case N_ASSIGNOP:
	case N_PREINC:
	case N_PREDEC:
	case N_POSTINC:
	case N_POSTDEC:
		return 1;
	default:
		return side_effects(n->a) || side_effects(n->b) || side_effects(n->c);
	}
}

static struct node *number(struct node *n, int32_t v)
{
	n->op = N_NUM;
	n->val = fold_cast(v, n->type);
	n->a = n->b = n->c = NULL;
	return n;
}

/* Folds a binary operation on two constants; 0 when it must be left to run time. */
static int fold_binary(struct node *n, int32_t x, int32_t y, int32_t *r)
{
	int uns = n->ctype ? n->ctype->uns || n->ctype->kind == TY_PTR : n->type->uns;
	uint32_t ux = (uint32_t)x, uy = (uint32_t)y;

	switch (n->op) {
	case N_ADD:
		*r = s32(ux + uy);
		return 1;
	case N_SUB:
		*r = s32(ux - uy);
		return 1;
	case N_MUL:
		*r = s32(ux * uy);
		return 1;
	case N_DIV:
	case N_MOD:
		if (y == 0) {
			diag_warning(n->line, "division by zero");
			return 0;
		}
		if (uns)
			*r = s32(n->op == N_DIV ? ux / uy : ux % uy);
		else if (x == INT32_MIN && y == -1)
			*r = n->op == N_DIV ? INT32_MIN : 0;
		else
			*r = n->op == N_DIV ? x / y : x % y;
		return 1;
	case N_SHL:
	case N_SHR:
		if (y < 0 || y > 31) {
			diag_warning(n->line, y < 0 ? "shift count is negative"
						    : "shift count >= width of type");
			return 0;
		}
		if (n->op == N_SHL)
			*r = s32(ux << y);
		else if (uns || x >= 0)
			*r = s32(ux >> y);
		else
			*r = ~(~x >> y);
		return 1;
	case N_AND:
		*r = x & y;
		return 1;
	case N_OR:
		*r = x | y;
		return 1;
	case N_XOR:
		*r = x ^ y;
		return 1;
	case N_LT:
		*r = uns ? ux < uy : x < y;
		return 1;
	case N_GT:
		*r = uns ? ux > uy : x > y;
		return 1;
	case N_LE:
		*r = uns ? ux <= uy : x <= y;
		return 1;
	case N_GE:
		*r = uns ? ux >= uy : x >= y;
		return 1;
	case N_EQ:
		*r = x == y;
		return 1;
	case N_NE:
		*r = x != y;
		return 1;
	case N_LAND:
		*r = x && y;
		return 1;
	case N_LOR:
		*r = x || y;
		return 1;
	default:
		return 0;
	}
}

/* x op c where c is a constant that leaves x unchanged or decides the result. */
static struct node *simplify(struct node *n)
{
	struct node *x = n->a;
	int32_t c = n->b->val;

	if ((n->op == N_DIV || n->op == N_MOD) && c == 0)
		diag_warning(n->line, "division by zero");
	if (x->type != n->type)
		return n;
	switch (n->op) {
	case N_ADD:
	case N_SUB:
		if (c == 0)
			return x;
		/* (x + c1) + c2 becomes x + (c1 + c2). */
		if ((x->op == N_ADD || x->op == N_SUB) && fold_is_const(x->b) &&
		    x->b->type == n->b->type) {
			uint32_t k = (uint32_t)x->b->val;
			uint32_t sum;

			if (x->op == N_SUB)
				k = -k;
			sum = n->op == N_ADD ? k + (uint32_t)c : k - (uint32_t)c;
			n->op = N_ADD;
			n->a = x->a;
			n->b->val = s32(sum);
		}
		return n;
	case N_MUL:
		if (c == 1)
			return x;
		if (c == 0 && !side_effects(x))
			return number(n, 0);
		return n;
	case N_DIV:
		return c == 1 ? x : n;
	case N_OR:
	case N_XOR:
	case N_SHL:
	case N_SHR:
		return c == 0 ? x : n;
	case N_AND:
		if (c == 0 && !side_effects(x))
			return number(n, 0);
		return c == -1 ? x : n;
	default:
		return n;
	}
}

/* Called on every expression node as it is built: returns the node or its simplification. */
struct node *fold(struct node *n)
{
	int32_t r;

	switch (n->op) {
	case N_NEG:
		if (fold_is_const(n->a))
			return number(n, s32(-(uint32_t)n->a->val));
		return n;
	case N_COMPL:
		if (fold_is_const(n->a))
			return number(n, ~n->a->val);
		return n;
	case N_NOT:
		if (fold_is_const(n->a))
			return number(n, !n->a->val);
		return n;
	case N_CAST:
		if (fold_is_const(n->a) && type_is_scalar(n->type))
			return number(n, n->a->val);
		return n;
	case N_LAND:
	case N_LOR:
		if (fold_is_const(n->a) && (n->op == N_LAND ? !n->a->val : n->a->val))
			return number(n, n->op == N_LOR);
		if (fold_is_const(n->a) && fold_is_const(n->b) &&
		    fold_binary(n, n->a->val, n->b->val, &r))
			return number(n, r);
		return n;
	case N_COND:
		if (fold_is_const(n->a)) {
			struct node *arm = n->a->val ? n->b : n->c;
			struct node *c;

			/* The arm may have been converted without a node of its own. */
			if (arm->type == n->type)
				return arm;
			c = expr_new(N_CAST, n->type, n->line);
			c->a = arm;
			return fold(c);
		}
		return n;
	case N_COMMA:
		if (!side_effects(n->a))
			return n->b;
		return n;
	case N_ADD: case N_SUB: case N_MUL: case N_DIV: case N_MOD: case N_SHL: case N_SHR:
	case N_LT: case N_GT: case N_LE: case N_GE: case N_EQ: case N_NE:
	case N_AND: case N_XOR: case N_OR:
		if (fold_is_const(n->a) && fold_is_const(n->b)) {
			if (fold_binary(n, n->a->val, n->b->val, &r))
				return number(n, r);
			return n;
		}
		if (fold_is_const(n->b))
			return simplify(n);
		if (fold_is_const(n->a) && (n->op == N_ADD || n->op == N_MUL || n->op == N_AND ||
					    n->op == N_OR || n->op == N_XOR)) {
			struct node *t = n->a;

			n->a = n->b;
			n->b = t;
			return simplify(n);
		}
		return n;
	default:
		return n;
	}
}

/* Evaluates an address constant of a static initializer: a symbol or string literal plus
 * an offset, or a plain number (sym and str NULL). Returns 0 if n is no such constant. */
int fold_addr_const(struct node *n, struct sym **sym, struct strlit **str, int32_t *off)
{
	int32_t k;

	switch (n->op) {
	case N_NUM:
		*sym = NULL;
		*str = NULL;
		*off = n->val;
		return 1;
	case N_CAST:
		return type_is_scalar(n->type) && n->type->size == 4 &&
		       fold_addr_const(n->a, sym, str, off);
	case N_ADD:
	case N_SUB:
		if (!fold_is_const(n->b) || !fold_addr_const(n->a, sym, str, off))
			return 0;
		k = n->op == N_ADD ? n->b->val : s32(-(uint32_t)n->b->val);
		*off = s32((uint32_t)*off + (uint32_t)k);
		return 1;
	case N_ADDR:
		n = n->a;
		k = 0;
		while (n->op == N_MEMBER) {
			k += n->field->offset;
			n = n->a;
		}
		if (n->op == N_DEREF) {
			if (!fold_addr_const(n->a, sym, str, off))
				return 0;
			*off += k;
			return *sym || *str;
		}
		*sym = NULL;
		*str = NULL;
		*off = k;
		if (n->op == N_STR) {
			*str = n->str;
			return 1;
		}
		if (n->op == N_VAR && (n->sym->level == 0 || n->sym->sclass == SC_STATIC ||
				       n->sym->sclass == SC_EXTERN)) {
			*sym = n->sym;
			return 1;
		}
		return 0;
	default:
		return 0;
	}
}

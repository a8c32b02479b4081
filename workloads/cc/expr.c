/* expr.c — expressions: the recursive-descent parser for C's operator precedence and the
 * builders that type-check each operator, insert conversions and fold constants. */
#include <stdio.h>
#include <string.h>
#include "cc.h"

struct node *expr_new(int op, struct type *type, int line)
{
	struct node *n = mem_zalloc(&mem_tree, sizeof(*n));

	n->op = op;
	n->type = type;
	n->line = line;
	return n;
}

struct node *expr_num(int32_t v, struct type *type, int line)
{
	struct node *n = expr_new(N_NUM, type, line);

	n->val = fold_cast(v, type);
	return n;
}

static struct node *error_node(int line)
{
	return expr_num(0, ty_error, line);
}

static int is_error(const struct node *n)
{
	return n->type->kind == TY_ERROR;
}

static const char *op_spelling(int op)
{
	static const char *const names[] = {
		[N_MUL] = "*", [N_DIV] = "/", [N_MOD] = "%", [N_ADD] = "+", [N_SUB] = "-",
		[N_SHL] = "<<", [N_SHR] = ">>", [N_LT] = "<", [N_GT] = ">", [N_LE] = "<=",
		[N_GE] = ">=", [N_EQ] = "==", [N_NE] = "!=", [N_AND] = "&", [N_XOR] = "^",
		[N_OR] = "|", [N_LAND] = "&&", [N_LOR] = "||",
	};

	return names[op];
}

/* Arrays and functions used as values become pointers to their first element or to
 * themselves. */
struct node *expr_rvalue(struct node *n)
{
	struct node *a;

	if (n->type->kind != TY_ARRAY && n->type->kind != TY_FUNC)
		return n;
	if (n->op == N_DEREF && n->type->kind == TY_FUNC)
		return n->a;
	a = expr_new(N_ADDR, type_ptr(n->type->kind == TY_ARRAY ? n->type->base : n->type),
		     n->line);
	a->a = n;
	return a;
}

/* An operand whose value is used: converted to an rvalue, and not void. */
static struct node *value(struct node *n)
{
	n = expr_rvalue(n);
	if (n->type->kind == TY_VOID) {
		diag_error(n->line, "void value not ignored as it ought to be");
		return error_node(n->line);
	}
	return n;
}

static struct node *cast(struct node *n, struct type *to)
{
	struct node *c;

	if (n->op == N_NUM)
		return expr_num(n->val, to, n->line);
	c = expr_new(N_CAST, to, n->line);
	c->a = n;
	return fold(c);
}

/* An implicit conversion between scalar types. Constants take the new type; other nodes
 * get a conversion only to char or short, since between the 32-bit types (int, unsigned,
 * pointers) the bits stay the same and the operator using the value knows its type. */
static struct node *conv(struct node *n, struct type *to)
{
	const struct type *from = n->type;

	if (from->kind == TY_ERROR || to->kind == TY_ERROR || from == to)
		return n;
	if (n->op == N_NUM)
		return cast(n, to);
	if (type_is_integer(to) && to->size < 4 &&
	    (from->kind != to->kind || from->uns != to->uns))
		return cast(n, to);
	return n;
}

static struct node *unary_node(int op, struct type *type, struct node *a, int line)
{
	struct node *n = expr_new(op, type, line);

	n->a = a;
	return fold(n);
}

static struct node *binary_node(int op, struct type *type, struct node *a, struct node *b,
				int line)
{
	struct node *n = expr_new(op, type, line);

	n->a = a;
	n->b = b;
	return fold(n);
}

static int is_lvalue(const struct node *n)
{
	switch (n->op) {
	case N_VAR:
		return n->sym->kind == SYM_VAR;
	case N_DEREF:
	case N_STR:
		return 1;
	case N_MEMBER:
		return is_lvalue(n->a);
	default:
		return 0;
	}
}

/* Checks that n may be assigned to; what names the operation for the message. */
static int modifiable(struct node *n, const char *what)
{
	if (is_error(n))
		return 0;
	if (!is_lvalue(n)) {
		diag_error(n->line, "lvalue required as %s", what);
		return 0;
	}
	if (n->type->kind == TY_ARRAY) {
		diag_error(n->line, "assignment to expression with array type");
		return 0;
	}
	if (n->type->is_const) {
		if (n->op == N_VAR)
			diag_error(n->line, "assignment of read-only variable '%s'",
				   n->sym->name->s);
		else
			diag_error(n->line, "assignment of read-only location");
		return 0;
	}
	return 1;
}

/* The conversion of a value to the type of an object it is assigned to (by =, an
 * initializer, a return or an argument); what names the context for messages. */
struct node *expr_convert(struct node *n, struct type *to, const char *what)
{
	struct type *from;

	n = value(n);
	from = n->type;
	if (is_error(n) || to->kind == TY_ERROR)
		return n;
	if (type_is_integer(to) && type_is_integer(from))
		return conv(n, to);
	if (to->kind == TY_PTR) {
		if (from->kind == TY_PTR) {
			if (!type_compatible(to->base, from->base) && to->base->kind != TY_VOID &&
			    from->base->kind != TY_VOID)
				diag_warning(n->line, "%s from incompatible pointer type", what);
			return conv(n, to);
		}
		if (fold_is_null(n))
			return cast(n, to);
		if (type_is_integer(from)) {
			diag_warning(n->line, "%s makes pointer from integer without a cast", what);
			return conv(n, to);
		}
	}
	if (type_is_integer(to) && from->kind == TY_PTR) {
		diag_warning(n->line, "%s makes integer from pointer without a cast", what);
		return conv(n, to);
	}
	if ((to->kind == TY_STRUCT || to->kind == TY_UNION) && type_compatible(to, from))
		return n;
	diag_error(n->line, "incompatible types in %s: '%s' from '%s'", what, type_str(to),
		   type_str(from));
	return error_node(n->line);
}

/* A controlling expression of if, while, for, ?:, && and ||. */
struct node *expr_cond(struct node *n)
{
	n = value(n);
	if (!type_is_scalar(n->type)) {
		diag_error(n->line, "used %s type value where scalar is required",
			   n->type->kind == TY_UNION ? "union" : "struct");
		return error_node(n->line);
	}
	return n;
}

static int pointee_size(struct node *p)
{
	const struct type *t = p->type->base;

	if (!type_is_complete(t)) {
		diag_error(p->line, "arithmetic on pointer to %s type '%s'",
			   t->kind == TY_VOID ? "void" : "incomplete", type_str(t));
		return 1;
	}
	return type_size(t);
}

/* The scaled index of pointer arithmetic. */
static struct node *scale(struct node *i, int size, int line)
{
	i = conv(i, ty_int);
	if (size == 1)
		return i;
	return binary_node(N_MUL, ty_int, i, expr_num(size, ty_int, line), line);
}

static struct node *invalid_operands(int op, struct node *l, struct node *r, int line)
{
	diag_error(line, "invalid operands to binary %s (have '%s' and '%s')", op_spelling(op),
		   type_str(l->type), type_str(r->type));
	return error_node(line);
}

static struct node *compare(int op, struct node *l, struct node *r, int line)
{
	struct type *lt = l->type, *rt = r->type;
	struct type *ct;
	struct node *n;

	if (type_is_integer(lt) && type_is_integer(rt)) {
		ct = type_common(lt, rt);
		l = conv(l, ct);
		r = conv(r, ct);
	} else if (lt->kind == TY_PTR && rt->kind == TY_PTR) {
		if (!type_compatible(lt->base, rt->base) &&
		    ((op != N_EQ && op != N_NE) ||
		     (lt->base->kind != TY_VOID && rt->base->kind != TY_VOID)))
			diag_warning(line, "comparison of distinct pointer types lacks a cast");
		ct = lt;
	} else if (lt->kind == TY_PTR && type_is_integer(rt)) {
		if (!fold_is_null(r))
			diag_warning(line, "comparison between pointer and integer");
		ct = lt;
		r = cast(r, lt);
	} else if (type_is_integer(lt) && rt->kind == TY_PTR) {
		if (!fold_is_null(l))
			diag_warning(line, "comparison between pointer and integer");
		ct = rt;
		l = cast(l, rt);
	} else {
		return invalid_operands(op, l, r, line);
	}
	n = expr_new(op, ty_int, line);
	n->a = l;
	n->b = r;
	n->ctype = ct;
	return fold(n);
}

/* A binary operator other than assignment, on two operands already parsed. */
static struct node *binary(int op, struct node *l, struct node *r, int line)
{
	struct type *t;

	if (op == N_LAND || op == N_LOR)
		return binary_node(op, ty_int, expr_cond(l), expr_cond(r), line);
	l = value(l);
	r = value(r);
	if (is_error(l) || is_error(r))
		return error_node(line);
	switch (op) {
	case N_ADD:
		if (r->type->kind == TY_PTR && type_is_integer(l->type)) {
			struct node *s = l;

			l = r;
			r = s;
		}
		if (l->type->kind == TY_PTR && type_is_integer(r->type))
			return binary_node(N_ADD, l->type, l, scale(r, pointee_size(l), line),
					   line);
		break;
	case N_SUB:
		if (l->type->kind == TY_PTR && type_is_integer(r->type))
			return binary_node(N_SUB, l->type, l, scale(r, pointee_size(l), line),
					   line);
		if (l->type->kind == TY_PTR && r->type->kind == TY_PTR) {
			int size;
			struct node *d;

			if (!type_compatible(l->type->base, r->type->base))
				return invalid_operands(op, l, r, line);
			size = pointee_size(l);
			d = binary_node(N_SUB, ty_int, l, r, line);
			if (size == 1)
				return d;
			return binary_node(N_DIV, ty_int, d, expr_num(size, ty_int, line), line);
		}
		break;
	case N_LT: case N_GT: case N_LE: case N_GE: case N_EQ: case N_NE:
		return compare(op, l, r, line);
	case N_SHL:
	case N_SHR:
		if (!type_is_integer(l->type) || !type_is_integer(r->type))
			return invalid_operands(op, l, r, line);
		t = type_promote(l->type);
		return binary_node(op, t, conv(l, t), conv(r, ty_int), line);
	default:
		break;
	}
	if (!type_is_integer(l->type) || !type_is_integer(r->type))
		return invalid_operands(op, l, r, line);
	t = type_common(l->type, r->type);
	return binary_node(op, t, conv(l, t), conv(r, t), line);
}

static struct node *assign(struct node *l, struct node *r, int line)
{
	struct node *n;

	if (!modifiable(l, "left operand of assignment")) {
		value(r);
		return error_node(line);
	}
	r = expr_convert(r, l->type, "assignment");
	n = expr_new(N_ASSIGN, l->type, line);
	n->a = l;
	n->b = r;
	return n;
}

static struct node *assign_op(int op, struct node *l, struct node *r, int line)
{
	struct node *n;
	struct type *ct;

	r = value(r);
	if (!modifiable(l, "left operand of assignment") || is_error(r))
		return error_node(line);
	if ((op == N_ADD || op == N_SUB) && l->type->kind == TY_PTR && type_is_integer(r->type)) {
		ct = l->type;
		r = scale(r, pointee_size(l), line);
	} else if (type_is_integer(l->type) && type_is_integer(r->type)) {
		if (op == N_SHL || op == N_SHR) {
			ct = type_promote(l->type);
			r = conv(r, ty_int);
		} else {
			ct = type_common(l->type, r->type);
			r = conv(r, ct);
		}
	} else {
		return invalid_operands(op, l, r, line);
	}
	n = expr_new(N_ASSIGNOP, l->type, line);
	n->sub = op;
	n->ctype = ct;
	n->a = l;
	n->b = r;
	return n;
}

static struct node *incdec(int op, struct node *n, int line)
{
	struct node *r;

	if (!modifiable(n, op == N_PREINC || op == N_POSTINC ? "increment operand"
								 : "decrement operand"))
		return error_node(line);
	if (!type_is_scalar(n->type)) {
		diag_error(line, "wrong type argument to %s",
			   op == N_PREINC || op == N_POSTINC ? "increment" : "decrement");
		return error_node(line);
	}
	r = expr_new(op, n->type, line);
	r->a = n;
	r->val = n->type->kind == TY_PTR ? pointee_size(n) : 1;
	return r;
}

static struct node *deref(struct node *p, int line)
{
	struct node *n;

	p = value(p);
	if (is_error(p))
		return p;
	if (p->type->kind != TY_PTR) {
		diag_error(line, "invalid type argument of unary '*' (have '%s')",
			   type_str(p->type));
		return error_node(line);
	}
	if (p->type->base->kind == TY_VOID) {
		diag_error(line, "dereferencing 'void *' pointer");
		return error_node(line);
	}
	n = expr_new(N_DEREF, p->type->base, line);
	n->a = p;
	return n;
}

static struct node *address(struct node *n, int line)
{
	struct node *a;

	if (is_error(n))
		return n;
	if (n->op == N_DEREF)
		return n->a;
	if (n->op == N_VAR && n->sym->kind == SYM_FUNC)
		return expr_rvalue(n);
	if (!is_lvalue(n)) {
		diag_error(line, "lvalue required as unary '&' operand");
		return error_node(line);
	}
	if (n->op == N_VAR) {
		if (n->sym->sclass == SC_REGISTER) {
			diag_error(line, "address of register variable '%s' requested",
				   n->sym->name->s);
			return error_node(line);
		}
		n->sym->addr_taken = 1;
	}
	a = expr_new(N_ADDR, type_ptr(n->type), line);
	a->a = n;
	return a;
}

static struct node *member(struct node *s, int arrow, int line)
{
	struct type *t;
	struct member *m;
	struct node *n;

	if (lex_tok.kind != T_IDENT) {
		parse_expect(T_IDENT);
		return error_node(line);
	}
	if (arrow) {
		s = value(s);
		if (!is_error(s) && (s->type->kind != TY_PTR ||
				     (s->type->base->kind != TY_STRUCT &&
				      s->type->base->kind != TY_UNION))) {
			diag_error(line, "invalid type argument of '->' (have '%s')",
				   type_str(s->type));
			s = error_node(line);
		}
		if (!is_error(s)) {
			n = expr_new(N_DEREF, s->type->base, line);
			n->a = s;
			s = n;
		}
	} else if (!is_error(s) && s->type->kind != TY_STRUCT && s->type->kind != TY_UNION) {
		diag_error(line, "request for member '%s' in something not a structure or union",
			   lex_tok.name->s);
		s = error_node(line);
	}
	if (is_error(s)) {
		lex_next();
		return s;
	}
	t = s->type;
	if (!t->tag->complete) {
		diag_error(line, "dereferencing pointer to incomplete type '%s'", type_str(t));
		lex_next();
		return error_node(line);
	}
	m = type_member(t, lex_tok.name);
	if (!m) {
		diag_error(line, "'%s' has no member named '%s'", type_str(t), lex_tok.name->s);
		lex_next();
		return error_node(line);
	}
	lex_next();
	n = expr_new(N_MEMBER, t->is_const ? type_const(m->type) : m->type, line);
	n->a = s;
	n->field = m;
	return n;
}

static const char *func_name(const struct node *f)
{
	if (f->op == N_ADDR && f->a->op == N_VAR)
		return f->a->sym->name->s;
	return "<function pointer>";
}

/* A call; the function expression is parsed, the current token is '('. Arguments are
 * checked against a prototype; the others undergo the default promotions. */
static struct node *call(struct node *f, int line)
{
	struct node *n, *arg, **tail;
	struct type *ft;
	struct param *p;
	int checked, i = 0;
	char what[96];

	f = value(f);
	ft = f->type;
	if (!is_error(f) && (ft->kind != TY_PTR || ft->base->kind != TY_FUNC)) {
		diag_error(line, "called object is not a function");
		f = error_node(line);
	}
	ft = is_error(f) ? NULL : ft->base;
	n = expr_new(N_CALL, ft ? ft->base : ty_error, line);
	n->a = f;
	tail = &n->b;
	checked = ft && ft->proto;
	p = checked ? ft->params : NULL;
	lex_next();
	if (lex_tok.kind != P_RPAREN) {
		do {
			arg = value(expr_assign());
			i++;
			if (checked && !p && !ft->variadic) {
				diag_error(line, "too many arguments to function '%s'",
					   func_name(f));
				checked = 0;
			}
			if (checked && p) {
				snprintf(what, sizeof(what), "passing argument %d of '%s'", i,
					 func_name(f));
				arg = expr_convert(arg, p->type, what);
				p = p->next;
			} else if (type_is_integer(arg->type)) {
				arg = conv(arg, type_promote(arg->type));
			} else if (arg->type->kind == TY_STRUCT || arg->type->kind == TY_UNION) {
				diag_error(arg->line,
					   "passing a struct or union by value is not supported");
			}
			*tail = arg;
			tail = &arg->next;
		} while (parse_accept(P_COMMA));
	}
	parse_expect(P_RPAREN);
	if (checked && p)
		diag_error(line, "too few arguments to function '%s'", func_name(f));
	return n;
}

static struct node *identifier(void)
{
	struct name *name = lex_tok.name;
	struct sym *s = name->sym;
	int line = lex_tok.line;
	struct node *n;

	lex_next();
	if (!s) {
		if (lex_tok.kind == P_LPAREN) {
			diag_warning(line, "implicit declaration of function '%s'", name->s);
			s = sym_declare_global(name, SYM_FUNC, SC_EXTERN,
					       type_func(ty_int, NULL, 0, 0), line);
		} else {
			diag_error(line, "'%s' undeclared%s", name->s,
				   parse_func ? " (first use in this function)"
					      : " here (not in a function)");
			s = sym_declare(name, SYM_VAR, SC_AUTO, ty_error, line);
			return error_node(line);
		}
	}
	if (s->type->kind == TY_ERROR)
		return error_node(line);
	if (s->kind == SYM_ENUMCONST)
		return expr_num(s->value, ty_int, line);
	if (s->kind == SYM_TYPEDEF) {
		diag_error(line, "unexpected type name '%s': expected expression", name->s);
		return error_node(line);
	}
	n = expr_new(N_VAR, s->type, line);
	n->sym = s;
	return n;
}

static struct node *string(void)
{
	struct node *n = expr_new(N_STR, NULL, lex_tok.line);
	struct strlit *s = mem_zalloc(&mem_tree, sizeof(*s));
	struct buf b = { 0 };

	while (lex_tok.kind == T_STRING) {
		buf_put(&b, lex_tok.str, (size_t)lex_tok.len);
		lex_next();
	}
	s->len = (int)b.len;
	s->s = mem_alloc(&mem_tree, b.len + 1);
	memcpy(s->s, b.p, b.len + 1);
	buf_free(&b);
	n->str = s;
	n->type = type_array(ty_char, s->len + 1);
	return n;
}

static struct node *primary(void)
{
	struct node *n;
	int line = lex_tok.line;

	switch (lex_tok.kind) {
	case T_IDENT:
		return identifier();
	case T_NUM:
		n = expr_num(lex_tok.val, lex_tok.uns ? ty_uint : ty_int, line);
		lex_next();
		return n;
	case T_CHARCON:
		n = expr_num(lex_tok.val, ty_int, line);
		lex_next();
		return n;
	case T_STRING:
		return string();
	case P_LPAREN:
		lex_next();
		n = expr_parse();
		parse_expect(P_RPAREN);
		return n;
	default:
		parse_error_before("expected expression");
		return error_node(line);
	}
}

static struct node *postfix(void)
{
	struct node *n = primary();
	struct node *i;
	int line, arrow;

	for (;;) {
		line = lex_tok.line;
		switch (lex_tok.kind) {
		case P_LBRACK:
			lex_next();
			i = value(expr_parse());
			parse_expect(P_RBRACK);
			n = value(n);
			if (is_error(n) || is_error(i)) {
				n = error_node(line);
			} else if (!(n->type->kind == TY_PTR && type_is_integer(i->type)) &&
				   !(i->type->kind == TY_PTR && type_is_integer(n->type))) {
				diag_error(line, n->type->kind == TY_PTR || i->type->kind == TY_PTR
					   ? "array subscript is not an integer"
					   : "subscripted value is neither array nor pointer");
				n = error_node(line);
			} else {
				n = deref(binary(N_ADD, n, i, line), line);
			}
			break;
		case P_LPAREN:
			n = call(n, line);
			break;
		case P_DOT:
		case P_ARROW:
			arrow = lex_tok.kind == P_ARROW;
			lex_next();
			n = member(n, arrow, line);
			break;
		case P_INC:
			lex_next();
			n = incdec(N_POSTINC, n, line);
			break;
		case P_DEC:
			lex_next();
			n = incdec(N_POSTDEC, n, line);
			break;
		default:
			return n;
		}
	}
}

static struct node *cast_expr(void);
static struct node *unary_expr(void);
static struct type *expr_typename(void);

static struct node *size_of(int line)
{
	struct type *t;
	struct node *n;

	if (lex_tok.kind == P_LPAREN && expr_starts_typename(lex_peek())) {
		lex_next();
		t = expr_typename();
		parse_expect(P_RPAREN);
	} else {
		n = unary_expr();
		t = n->type;
	}
	if (t->kind == TY_ERROR)
		return error_node(line);
	if (!type_is_complete(t)) {
		diag_error(line, "invalid application of 'sizeof' to %s type '%s'",
			   t->kind == TY_FUNC ? "a function" : "incomplete", type_str(t));
		return error_node(line);
	}
	return expr_num(type_size(t), ty_uint, line);
}

static struct node *unary_expr(void)
{
	struct node *n;
	int line = lex_tok.line;
	int k = lex_tok.kind;

	switch (k) {
	case P_INC:
	case P_DEC:
		lex_next();
		return incdec(k == P_INC ? N_PREINC : N_PREDEC, unary_expr(), line);
	case P_AMP:
		lex_next();
		return address(cast_expr(), line);
	case P_STAR:
		lex_next();
		return deref(cast_expr(), line);
	case P_PLUS:
	case P_MINUS:
	case P_TILDE:
		lex_next();
		n = value(cast_expr());
		if (is_error(n))
			return n;
		if (!type_is_integer(n->type)) {
			diag_error(line, "wrong type argument to unary %s",
				   k == P_PLUS ? "plus" : k == P_MINUS ? "minus" : "complement");
			return error_node(line);
		}
		n = conv(n, type_promote(n->type));
		if (k == P_PLUS)
			return n;
		return unary_node(k == P_MINUS ? N_NEG : N_COMPL, type_promote(n->type), n, line);
	case P_BANG:
		lex_next();
		return unary_node(N_NOT, ty_int, expr_cond(cast_expr()), line);
	case K_SIZEOF:
		lex_next();
		return size_of(line);
	default:
		return postfix();
	}
}

static struct node *cast_expr(void)
{
	struct type *t;
	struct node *n;
	int line = lex_tok.line;

	if (lex_tok.kind != P_LPAREN || !expr_starts_typename(lex_peek()))
		return unary_expr();
	lex_next();
	t = expr_typename();
	parse_expect(P_RPAREN);
	n = cast_expr();
	if (t->kind == TY_VOID) {
		n = expr_rvalue(n);
		return unary_node(N_CAST, ty_void, n, line);
	}
	n = value(n);
	if (is_error(n) || t->kind == TY_ERROR)
		return error_node(line);
	if (!type_is_scalar(t)) {
		diag_error(line, "conversion to non-scalar type requested");
		return error_node(line);
	}
	if (!type_is_scalar(n->type)) {
		diag_error(line, "aggregate value used where a scalar was expected");
		return error_node(line);
	}
	return cast(n, t);
}

/* Binary operators by precedence, from || (1) to the multiplicative ones (10). */
static int binary_prec(int kind, int *op)
{
	switch (kind) {
	case P_OROR: *op = N_LOR; return 1;
	case P_ANDAND: *op = N_LAND; return 2;
	case P_PIPE: *op = N_OR; return 3;
	case P_CARET: *op = N_XOR; return 4;
	case P_AMP: *op = N_AND; return 5;
	case P_EQ: *op = N_EQ; return 6;
	case P_NE: *op = N_NE; return 6;
	case P_LT: *op = N_LT; return 7;
	case P_GT: *op = N_GT; return 7;
	case P_LE: *op = N_LE; return 7;
	case P_GE: *op = N_GE; return 7;
	case P_SHL: *op = N_SHL; return 8;
	case P_SHR: *op = N_SHR; return 8;
	case P_PLUS: *op = N_ADD; return 9;
	case P_MINUS: *op = N_SUB; return 9;
	case P_STAR: *op = N_MUL; return 10;
	case P_SLASH: *op = N_DIV; return 10;
	case P_PERCENT: *op = N_MOD; return 10;
	default: return 0;
	}
}

static struct node *binary_expr(int min)
{
	struct node *l = cast_expr();
	int op, prec, line;

	while ((prec = binary_prec(lex_tok.kind, &op)) >= min) {
		line = lex_tok.line;
		lex_next();
		l = binary(op, l, binary_expr(prec + 1), line);
	}
	return l;
}

static struct node *conditional(void)
{
	struct node *c = binary_expr(1);
	struct node *l, *r, *n;
	struct type *t;
	int line = lex_tok.line;

	if (!parse_accept(P_QUEST))
		return c;
	c = expr_cond(c);
	l = value(expr_parse());
	parse_expect(P_COLON);
	r = value(conditional());
	if (is_error(c) || is_error(l) || is_error(r))
		return error_node(line);
	if (type_is_integer(l->type) && type_is_integer(r->type)) {
		t = type_common(l->type, r->type);
		l = conv(l, t);
		r = conv(r, t);
	} else if (l->type->kind == TY_PTR && r->type->kind == TY_PTR) {
		t = r->type->base->kind == TY_VOID ? r->type : l->type;
		if (!type_compatible(l->type->base, r->type->base) &&
		    l->type->base->kind != TY_VOID && r->type->base->kind != TY_VOID)
			diag_warning(line, "pointer type mismatch in conditional expression");
	} else if (l->type->kind == TY_PTR && type_is_integer(r->type)) {
		if (!fold_is_null(r))
			diag_warning(line, "pointer/integer type mismatch in conditional "
					   "expression");
		t = l->type;
		r = cast(r, t);
	} else if (type_is_integer(l->type) && r->type->kind == TY_PTR) {
		if (!fold_is_null(l))
			diag_warning(line, "pointer/integer type mismatch in conditional "
					   "expression");
		t = r->type;
		l = cast(l, t);
	} else if (l->type->kind == TY_VOID && r->type->kind == TY_VOID) {
		t = ty_void;
	} else {
		diag_error(line, "type mismatch in conditional expression ('%s' and '%s')",
			   type_str(l->type), type_str(r->type));
		return error_node(line);
	}
	n = expr_new(N_COND, t, line);
	n->a = c;
	n->b = l;
	n->c = r;
	return fold(n);
}

static int assign_op_kind(int kind)
{
	switch (kind) {
	case P_PLUSEQ: return N_ADD;
	case P_MINUSEQ: return N_SUB;
	case P_STAREQ: return N_MUL;
	case P_SLASHEQ: return N_DIV;
	case P_PERCENTEQ: return N_MOD;
	case P_AMPEQ: return N_AND;
	case P_PIPEEQ: return N_OR;
	case P_CARETEQ: return N_XOR;
	case P_SHLEQ: return N_SHL;
	case P_SHREQ: return N_SHR;
	default: return -1;
	}
}

struct node *expr_assign(void)
{
	struct node *l = conditional();
	int line = lex_tok.line;
	int op;

	if (lex_tok.kind == P_ASSIGN) {
		lex_next();
		return assign(l, expr_assign(), line);
	}
	op = assign_op_kind(lex_tok.kind);
	if (op < 0)
		return l;
	lex_next();
	return assign_op(op, l, expr_assign(), line);
}

struct node *expr_parse(void)
{
	struct node *n = expr_assign();
	struct node *c;
	int line;

	while (lex_tok.kind == P_COMMA) {
		line = lex_tok.line;
		lex_next();
		c = expr_new(N_COMMA, NULL, line);
		c->a = expr_rvalue(n);
		c->b = expr_rvalue(expr_assign());
		c->type = c->b->type;
		n = fold(c);
	}
	return n;
}

/* An integer constant expression; returns it in *v, 0 with a message if there is none. */
int expr_const(int32_t *v)
{
	struct node *n = conditional();

	*v = 0;
	if (is_error(n))
		return 0;
	if (n->op != N_NUM || !type_is_integer(n->type)) {
		diag_error(n->line, "expression is not an integer constant");
		return 0;
	}
	*v = n->val;
	return 1;
}

int expr_starts_typename(const struct token *t)
{
	switch (t->kind) {
	case K_CHAR: case K_SHORT: case K_INT: case K_LONG: case K_SIGNED: case K_UNSIGNED:
	case K_VOID: case K_STRUCT: case K_UNION: case K_ENUM: case K_CONST: case K_VOLATILE:
	case K_FLOAT: case K_DOUBLE:
		return 1;
	case T_IDENT:
		return t->name->sym && t->name->sym->kind == SYM_TYPEDEF;
	default:
		return 0;
	}
}

static struct type *expr_typename(void)
{
	int sclass = SC_NONE;
	struct type *t = parse_declspec(&sclass);

	if (sclass != SC_NONE)
		diag_error(lex_tok.line, "storage class specified in a type name");
	return parse_abstract(t);
}

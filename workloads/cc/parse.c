/* parse.c — the recursive-descent parser for declarations, initializers, statements and the
 * translation unit, with the declaration checks and the hand-off of each function to codegen. */
#include <stdio.h>
#include "cc.h"

struct sym *parse_func;

static int parse_panic;		/* a syntax error was reported; skipping to a safe point */
static struct node *cur_switch;
static int loop_depth;
static int break_depth;
static struct label *labels;	/* of the current function */
static struct sym *func_locals;	/* parameters and automatic variables, in order */
static struct sym **locals_tail;
static struct sym *globals;	/* file-scope objects, in order of first declaration */
static struct sym **globals_tail;

/* One derivation of a declarator: pointer, array or function, applied to a base type. */
struct deriv {
	int kind;		/* TY_PTR, TY_ARRAY or TY_FUNC */
	int is_const;
	int len;
	struct param *params;
	int proto;
	int variadic;
	struct deriv *next;
};

struct declarator {
	struct name *name;
	int line;
	struct deriv *derivs;
};

static struct node *statement(void);
static struct type *declarator(struct type *base, struct declarator *d, int abstract);

int parse_accept(int kind)
{
	if (lex_tok.kind != kind)
		return 0;
	lex_next();
	return 1;
}

/* Reports a syntax error at the current token, unless one is being recovered from. */
void parse_error_before(const char *what)
{
	int k = lex_tok.kind;

	if (!parse_panic) {
		if (k == T_IDENT)
			diag_error(lex_tok.line, "%s before '%s'", what, lex_tok.name->s);
		else if (k == T_EOF || k == T_NUM || k == T_STRING || k == T_CHARCON)
			diag_error(lex_tok.line, "%s before %s", what, lex_spelling(k));
		else
			diag_error(lex_tok.line, "%s before '%s'", what, lex_spelling(k));
	}
	parse_panic = 1;
}

void parse_expect(int kind)
{
	char what[32];

	if (parse_accept(kind))
		return;
	if (kind == T_IDENT)
		parse_error_before("expected identifier");
	else {
		snprintf(what, sizeof(what), "expected '%s'", lex_spelling(kind));
		parse_error_before(what);
	}
}

/* After a syntax error: skips to the end of the statement or declaration. */
static void recover(void)
{
	int depth = 0;

	while (lex_tok.kind != T_EOF) {
		if (lex_tok.kind == P_SEMI && depth == 0) {
			lex_next();
			break;
		}
		if (lex_tok.kind == P_LBRACE) {
			depth++;
		} else if (lex_tok.kind == P_RBRACE) {
			if (depth == 0)
				break;
			if (--depth == 0) {
				lex_next();
				break;
			}
		}
		lex_next();
	}
	parse_panic = 0;
}

/* ---- declaration specifiers ---- */

static struct type *struct_spec(int kind)
{
	struct name *name = NULL;
	struct tag *tag = NULL;
	struct member *m, **tail;
	int line = lex_tok.line;

	lex_next();
	if (lex_tok.kind == T_IDENT) {
		name = lex_tok.name;
		lex_next();
	}
	if (lex_tok.kind != P_LBRACE) {
		if (!name) {
			parse_expect(P_LBRACE);
			return ty_error;
		}
		tag = name->tag;
		if (tag && tag->kind != kind) {
			diag_error(line, "'%s' defined as wrong kind of tag", name->s);
			return ty_error;
		}
		if (!tag || (lex_tok.kind == P_SEMI && tag->level != sym_level()))
			tag = sym_declare_tag(name, kind);
		return type_tagged(tag);
	}
	if (name && name->tag && name->tag->level == sym_level()) {
		tag = name->tag;
		if (tag->kind != kind) {
			diag_error(line, "'%s' defined as wrong kind of tag", name->s);
			tag = NULL;
		} else if (tag->complete) {
			diag_error(line, "redefinition of '%s %s'",
				   kind == TY_STRUCT ? "struct" : "union", name->s);
			tag = NULL;
		}
	}
	if (!tag)
		tag = sym_declare_tag(name, kind);
	lex_next();
	tail = &tag->members;
	*tail = NULL;
	while (lex_tok.kind != P_RBRACE && lex_tok.kind != T_EOF) {
		struct type *base = parse_declspec(NULL);

		do {
			struct declarator d = { 0 };
			struct type *t = declarator(base, &d, 0);

			if (!d.name)
				continue;
			if (!type_is_complete(t) && t->kind != TY_ERROR) {
				diag_error(d.line, "field '%s' has incomplete type", d.name->s);
				t = ty_int;
			}
			for (m = tag->members; m; m = m->next)
				if (m->name == d.name)
					diag_error(d.line, "duplicate member '%s'", d.name->s);
			m = mem_zalloc(&mem_file, sizeof(*m));
			m->name = d.name;
			m->type = t->kind == TY_ERROR ? ty_int : t;
			*tail = m;
			tail = &m->next;
		} while (parse_accept(P_COMMA));
		parse_expect(P_SEMI);
		if (parse_panic)
			recover();
	}
	parse_expect(P_RBRACE);
	type_layout(tag);
	return type_tagged(tag);
}

static struct type *enum_spec(void)
{
	struct name *name = NULL;
	struct tag *tag;
	int32_t v = 0;

	lex_next();
	if (lex_tok.kind == T_IDENT) {
		name = lex_tok.name;
		lex_next();
	}
	if (lex_tok.kind != P_LBRACE) {
		if (!name) {
			parse_expect(P_LBRACE);
			return ty_error;
		}
		if (!name->tag)
			sym_declare_tag(name, TY_INT);
		return ty_int;
	}
	if (name) {
		tag = sym_declare_tag(name, TY_INT);
		tag->complete = 1;
	}
	lex_next();
	while (lex_tok.kind == T_IDENT) {
		struct name *en = lex_tok.name;
		int line = lex_tok.line;
		struct sym *s;

		lex_next();
		if (parse_accept(P_ASSIGN))
			expr_const(&v);
		if (en->sym && en->sym->level == sym_level())
			diag_error(line, "redeclaration of '%s'", en->s);
		s = sym_declare(en, SYM_ENUMCONST, SC_NONE, ty_int, line);
		s->value = v;
		v = (int32_t)((uint32_t)v + 1);
		if (!parse_accept(P_COMMA))
			break;
	}
	parse_expect(P_RBRACE);
	return ty_int;
}

/* Declaration specifiers. sclass receives the storage class; NULL where none is allowed. */
struct type *parse_declspec(int *sclass)
{
	struct type *t = NULL;
	int n_short = 0, n_long = 0, n_int = 0, n_char = 0, n_void = 0;
	int n_signed = 0, n_unsigned = 0, is_const = 0;
	int line = lex_tok.line;

	for (;;) {
		int sc = -1;

		switch (lex_tok.kind) {
		case K_TYPEDEF: sc = SC_TYPEDEF; break;
		case K_EXTERN: sc = SC_EXTERN; break;
		case K_STATIC: sc = SC_STATIC; break;
		case K_AUTO: sc = SC_AUTO; break;
		case K_REGISTER: sc = SC_REGISTER; break;
		case K_CONST: is_const = 1; break;
		case K_VOLATILE: break;
		case K_VOID: n_void++; break;
		case K_CHAR: n_char++; break;
		case K_SHORT: n_short++; break;
		case K_INT: n_int++; break;
		case K_LONG: n_long++; break;
		case K_SIGNED: n_signed++; break;
		case K_UNSIGNED: n_unsigned++; break;
		case K_FLOAT:
		case K_DOUBLE:
			diag_error(lex_tok.line, "floating-point types are not supported");
			n_int++;
			break;
		case K_STRUCT:
		case K_UNION:
			if (t)
				diag_error(lex_tok.line, "two or more data types in declaration "
						     "specifiers");
			t = struct_spec(lex_tok.kind == K_STRUCT ? TY_STRUCT : TY_UNION);
			continue;
		case K_ENUM:
			if (t)
				diag_error(lex_tok.line, "two or more data types in declaration "
						     "specifiers");
			t = enum_spec();
			continue;
		case T_IDENT:
			if (!t && !(n_short | n_long | n_int | n_char | n_void | n_signed |
				    n_unsigned) &&
			    lex_tok.name->sym && lex_tok.name->sym->kind == SYM_TYPEDEF) {
				t = lex_tok.name->sym->type;
				break;
			}
			goto done;
		default:
			goto done;
		}
		if (sc >= 0) {
			if (!sclass)
				diag_error(lex_tok.line, "storage class specified where none is "
						     "allowed");
			else if (*sclass != SC_NONE)
				diag_error(lex_tok.line, "multiple storage classes in declaration "
						     "specifiers");
			else
				*sclass = sc;
		}
		lex_next();
	}
done:
	if (t) {
		if (n_short | n_long | n_int | n_char | n_void | n_signed | n_unsigned)
			diag_error(line, "two or more data types in declaration specifiers");
	} else if (n_void) {
		t = ty_void;
		if (n_short | n_long | n_int | n_char | n_signed | n_unsigned)
			diag_error(line, "two or more data types in declaration specifiers");
	} else if (n_char) {
		t = n_unsigned ? ty_uchar : ty_char;
		if (n_short | n_long | n_int)
			diag_error(line, "two or more data types in declaration specifiers");
	} else if (n_short) {
		t = n_unsigned ? ty_ushort : ty_short;
		if (n_long)
			diag_error(line, "both 'long' and 'short' in declaration specifiers");
	} else {
		t = n_unsigned ? ty_uint : ty_int;
	}
	if (n_signed && n_unsigned)
		diag_error(line, "both 'signed' and 'unsigned' in declaration specifiers");
	return is_const ? type_const(t) : t;
}

/* ---- declarators ---- */

static int starts_declspec(const struct token *t)
{
	switch (t->kind) {
	case K_TYPEDEF: case K_EXTERN: case K_STATIC: case K_AUTO: case K_REGISTER:
		return 1;
	default:
		return expr_starts_typename(t);
	}
}

/* Adjusts a parameter type: arrays and functions are passed as pointers. */
static struct type *param_type(struct type *t, int line)
{
	if (t->kind == TY_ARRAY)
		return type_ptr(t->base);
	if (t->kind == TY_FUNC)
		return type_ptr(t);
	if (t->kind == TY_STRUCT || t->kind == TY_UNION) {
		diag_error(line, "struct and union parameters are not supported");
		return ty_error;
	}
	return t;
}

/* The parameter list of a function declarator; the current token follows '('. */
static void params(struct deriv *dv)
{
	struct param *p, **tail = &dv->params;

	if (lex_tok.kind == P_RPAREN) {
		lex_next();
		return;
	}
	if (lex_tok.kind == K_VOID && lex_peek()->kind == P_RPAREN) {
		lex_next();
		lex_next();
		dv->proto = 1;
		return;
	}
	if (lex_tok.kind == T_IDENT && !expr_starts_typename(&lex_tok)) {
		/* An identifier list: the types follow in the definition. */
		do {
			if (lex_tok.kind != T_IDENT) {
				parse_expect(T_IDENT);
				break;
			}
			p = mem_zalloc(&mem_file, sizeof(*p));
			p->name = lex_tok.name;
			p->line = lex_tok.line;
			*tail = p;
			tail = &p->next;
			lex_next();
		} while (parse_accept(P_COMMA));
		parse_expect(P_RPAREN);
		return;
	}
	dv->proto = 1;
	do {
		struct declarator d = { 0 };
		struct type *base, *t;

		if (lex_tok.kind == P_ELLIPSIS) {
			lex_next();
			dv->variadic = 1;
			break;
		}
		d.line = lex_tok.line;
		base = parse_declspec(NULL);
		t = declarator(base, &d, 1);
		if (t->kind == TY_VOID) {
			diag_error(d.line, "parameter %s has void type", d.name ? d.name->s : "");
			t = ty_error;
		}
		for (p = dv->params; p; p = p->next)
			if (d.name && p->name == d.name)
				diag_error(d.line, "redefinition of parameter '%s'", d.name->s);
		p = mem_zalloc(&mem_file, sizeof(*p));
		p->name = d.name;
		p->line = d.line;
		p->type = param_type(t, d.line);
		*tail = p;
		tail = &p->next;
	} while (parse_accept(P_COMMA));
	parse_expect(P_RPAREN);
}

static struct deriv *new_deriv(int kind)
{
	struct deriv *dv = mem_zalloc(&mem_tree, sizeof(*dv));

	dv->kind = kind;
	dv->len = -1;
	return dv;
}

/* Parses a declarator into d: its name and its derivations in the order they apply to the
 * base type. abstract: the name may be missing. */
static void parse_derivs(struct declarator *d, int abstract)
{
	struct deriv *ptrs = NULL, **ptail = &ptrs;
	struct deriv *suffix = NULL;	/* the suffixes, last first */
	struct deriv *inner = NULL;
	struct deriv *dv, **tail;

	while (lex_tok.kind == P_STAR) {
		dv = new_deriv(TY_PTR);
		lex_next();
		while (lex_tok.kind == K_CONST || lex_tok.kind == K_VOLATILE) {
			if (lex_tok.kind == K_CONST)
				dv->is_const = 1;
			lex_next();
		}
		*ptail = dv;
		ptail = &dv->next;
	}
	if (lex_tok.kind == T_IDENT && !(abstract && expr_starts_typename(&lex_tok))) {
		d->name = lex_tok.name;
		d->line = lex_tok.line;
		lex_next();
	} else if (lex_tok.kind == P_LPAREN) {
		const struct token *la = lex_peek();

		if (!(abstract && (la->kind == P_RPAREN || expr_starts_typename(la)))) {
			struct declarator in = { 0 };

			lex_next();
			parse_derivs(&in, abstract);
			parse_expect(P_RPAREN);
			d->name = in.name;
			d->line = in.line;
			inner = in.derivs;
		}
	}
	if (!d->name && !abstract)
		parse_error_before("expected identifier or '('");
	for (;;) {
		if (lex_tok.kind == P_LBRACK) {
			dv = new_deriv(TY_ARRAY);
			lex_next();
			if (lex_tok.kind != P_RBRACK) {
				int line = lex_tok.line;
				int32_t v;

				if (expr_const(&v)) {
					if (v < 0) {
						diag_error(line, "size of array is negative");
						v = 1;
					}
					dv->len = v;
				} else {
					dv->len = 1;
				}
			}
			parse_expect(P_RBRACK);
		} else if (lex_tok.kind == P_LPAREN) {
			dv = new_deriv(TY_FUNC);
			lex_next();
			params(dv);
		} else {
			break;
		}
		dv->next = suffix;
		suffix = dv;
	}
	/* Pointers apply first, then the suffixes from the last, then the inner declarator. */
	tail = ptail;
	*tail = suffix;
	while (*tail)
		tail = &(*tail)->next;
	*tail = inner;
	d->derivs = ptrs;
}

static struct type *apply_derivs(struct type *t, struct deriv *dv, int line)
{
	for (; dv; dv = dv->next) {
		switch (dv->kind) {
		case TY_PTR:
			t = type_ptr(t);
			if (dv->is_const)
				t = type_const(t);
			break;
		case TY_ARRAY:
			if (t->kind == TY_FUNC) {
				diag_error(line, "declaration of array of functions");
				t = ty_error;
			} else if (t->kind == TY_VOID ||
				   (t->kind != TY_ERROR && type_size(t) < 0)) {
				diag_error(line, "array type has incomplete element type");
				t = ty_error;
			}
			t = type_array(t, dv->len);
			break;
		case TY_FUNC:
			if (t->kind == TY_ARRAY || t->kind == TY_FUNC) {
				diag_error(line, "function returning %s",
					   t->kind == TY_ARRAY ? "an array" : "a function");
				t = ty_error;
			} else if (t->kind == TY_STRUCT || t->kind == TY_UNION) {
				diag_error(line, "functions returning a struct or union are not "
						 "supported");
				t = ty_error;
			}
			t = type_func(t, dv->params, dv->proto, dv->variadic);
			break;
		}
	}
	return t;
}

static struct type *declarator(struct type *base, struct declarator *d, int abstract)
{
	if (!d->line)
		d->line = lex_tok.line;
	parse_derivs(d, abstract);
	return apply_derivs(base, d->derivs, d->line);
}

struct type *parse_abstract(struct type *base)
{
	struct declarator d = { 0 };
	struct type *t = declarator(base, &d, 1);

	if (d.name)
		diag_error(d.line, "unexpected name '%s' in type name", d.name->s);
	return t;
}

/* ---- initializers ---- */

struct init_ctx {
	struct init **tail;
	int is_static;
};

static void add_init(struct init_ctx *ic, int offset, struct type *t, struct node *e)
{
	struct init *in = mem_zalloc(&mem_tree, sizeof(*in));

	in->offset = offset;
	in->type = t;
	in->expr = e;
	*ic->tail = in;
	ic->tail = &in->next;
}

static void init_scalar(struct init_ctx *ic, struct type *t, int offset)
{
	struct node *e;
	struct sym *s;
	struct strlit *str;
	int32_t off;

	if (parse_accept(P_LBRACE)) {
		init_scalar(ic, t, offset);
		parse_accept(P_COMMA);
		parse_expect(P_RBRACE);
		return;
	}
	e = expr_convert(expr_assign(), t, "initialization");
	if (e->type->kind == TY_ERROR)
		return;
	if (ic->is_static && !fold_addr_const(e, &s, &str, &off)) {
		diag_error(e->line, "initializer element is not constant");
		return;
	}
	add_init(ic, offset, t, e);
}

/* A char array initialized from a string literal; returns the length it needs. */
static int init_string(struct init_ctx *ic, struct type *t, int offset)
{
	struct node *e = expr_assign();

	if (e->op != N_STR) {
		diag_error(e->line, "invalid initializer");
		return 0;
	}
	if (t->len >= 0 && e->str->len > t->len)
		diag_warning(e->line, "initializer-string for array of chars is too long");
	add_init(ic, offset, t, e);
	return e->str->len + 1;
}

static void init_any(struct init_ctx *ic, struct type *t, int offset);

/* Skips the excess elements of a braced initializer, up to its closing brace. */
static void init_excess(void)
{
	int depth = 0;

	diag_warning(lex_tok.line, "excess elements in initializer");
	while (lex_tok.kind != T_EOF) {
		if (lex_tok.kind == P_LBRACE) {
			depth++;
		} else if (lex_tok.kind == P_RBRACE) {
			if (depth == 0)
				break;
			depth--;
		}
		lex_next();
	}
}

/* The elements of an array, struct or union; braced: the list has its own braces, else it
 * takes elements from the enclosing list. Returns the number of array elements. */
static int init_aggregate(struct init_ctx *ic, struct type *t, int offset, int braced)
{
	struct member *m = t->kind == TY_ARRAY ? NULL : t->tag->members;
	int esize = t->kind == TY_ARRAY ? type_size(t->base) : 0;
	int i;

	for (i = 0;; i++) {
		if (t->kind == TY_ARRAY ? t->len >= 0 && i >= t->len
					: !m || (t->kind == TY_UNION && i > 0)) {
			if (braced && lex_tok.kind == P_COMMA && lex_peek()->kind != P_RBRACE) {
				lex_next();
				init_excess();
			}
			break;
		}
		if (i > 0) {
			if (lex_tok.kind != P_COMMA || lex_peek()->kind == P_RBRACE)
				break;
			lex_next();
		}
		if (lex_tok.kind == P_RBRACE)
			break;
		if (t->kind == TY_ARRAY) {
			init_any(ic, t->base, offset + i * esize);
		} else {
			init_any(ic, m->type, offset + m->offset);
			m = m->next;
		}
		if (parse_panic)
			break;
	}
	if (braced) {
		parse_accept(P_COMMA);
		parse_expect(P_RBRACE);
	}
	return i;
}

static void init_any(struct init_ctx *ic, struct type *t, int offset)
{
	if (t->kind == TY_ARRAY && t->base->kind == TY_CHAR && lex_tok.kind == T_STRING) {
		init_string(ic, t, offset);
	} else if (type_is_aggregate(t)) {
		if (parse_accept(P_LBRACE))
			init_aggregate(ic, t, offset, 1);
		else
			init_aggregate(ic, t, offset, 0);
	} else {
		init_scalar(ic, t, offset);
	}
}

/* The initializer of a declared object; completes an array type of unknown length. */
static struct init *initializer(struct sym *s, int is_static)
{
	struct init *list = NULL;
	struct init_ctx ic = { &list, is_static };
	struct type *t = s->type;
	int n;

	if (t->kind == TY_ARRAY && t->base->kind == TY_CHAR && lex_tok.kind == T_STRING) {
		n = init_string(&ic, t, 0);
	} else if (t->kind == TY_ARRAY || ((t->kind == TY_STRUCT || t->kind == TY_UNION) &&
					  (is_static || lex_tok.kind == P_LBRACE))) {
		if (!parse_accept(P_LBRACE)) {
			diag_error(lex_tok.line, "invalid initializer");
			expr_assign();
			return NULL;
		}
		n = init_aggregate(&ic, t, 0, 1);
	} else {
		init_scalar(&ic, t, 0);
		return list;
	}
	if (t->kind == TY_ARRAY && t->len < 0) {
		s->type = type_array(t->base, n);
		if (list && list->type == t)
			list->type = s->type;
	}
	return list;
}

/* ---- declarations ---- */

static void add_global(struct sym *s)
{
	*globals_tail = s;
	globals_tail = &s->list_next;
}

static void add_local(struct sym *s)
{
	*locals_tail = s;
	locals_tail = &s->list_next;
}

/* A declaration at file scope, or of a function or extern object in a block. */
static struct sym *declare_linked(struct name *name, struct type *t, int sclass, int line)
{
	struct sym *prev = name->sym;
	int kind = t->kind == TY_FUNC ? SYM_FUNC : SYM_VAR;
	struct sym *s;

	if (prev && (prev->level == sym_level() || (sym_level() > 0 && prev->level == 0))) {
		if (prev->kind != kind) {
			if (prev->level == sym_level()) {
				diag_error(line, "'%s' redeclared as different kind of symbol",
					   name->s);
				return prev;
			}
		} else if (!type_compatible(prev->type, t)) {
			diag_error(line, "conflicting types for '%s'", name->s);
			return prev;
		} else {
			if (sclass == SC_STATIC && prev->sclass != SC_STATIC)
				diag_error(line, "static declaration of '%s' follows non-static "
						 "declaration", name->s);
			if (t->kind == TY_FUNC && t->proto && !prev->type->proto)
				prev->type = t;
			if (t->kind == TY_ARRAY && prev->type->len < 0)
				prev->type = t;
			if (prev->sclass == SC_EXTERN && sclass != SC_EXTERN)
				prev->sclass = sclass;
			if (prev->level == sym_level())
				return prev;
		}
	}
	s = sym_declare(name, kind, sclass, t, line);
	if (sym_level() == 0 && kind == SYM_VAR)
		add_global(s);
	return s;
}

static struct sym *declare_local(struct name *name, struct type *t, int sclass, int line)
{
	struct sym *prev = name->sym;
	struct sym *s;

	if (prev && prev->level == sym_level())
		diag_error(line, "redeclaration of '%s'", name->s);
	s = sym_declare(name, SYM_VAR, sclass == SC_NONE ? SC_AUTO : sclass, t, line);
	if (sclass == SC_STATIC)
		s->label = gen_label();
	else
		add_local(s);
	return s;
}

static void check_object(struct sym *s, int sclass)
{
	if (s->type->kind == TY_VOID) {
		diag_error(s->line, "variable '%s' declared void", s->name->s);
		s->type = ty_error;
	} else if (sclass != SC_EXTERN && s->type->kind != TY_ERROR && type_size(s->type) < 0 &&
		   (sym_level() > 0 || s->type->kind != TY_ARRAY)) {
		diag_error(s->line, "storage size of '%s' isn't known", s->name->s);
		s->type = ty_error;
	}
}

/* One declarator of a declaration, with its initializer; returns S_DECL in a block. */
static struct node *init_declarator(struct type *t, struct declarator *d, int sclass)
{
	struct sym *s;
	struct init *init = NULL;
	struct node *n = NULL;
	int local = sym_level() > 0 && t->kind != TY_FUNC && sclass != SC_EXTERN;

	if (sclass == SC_TYPEDEF) {
		struct sym *prev = d->name->sym;

		if (prev && prev->level == sym_level() &&
		    (prev->kind != SYM_TYPEDEF || !type_compatible(prev->type, t)))
			diag_error(d->line, "conflicting types for '%s'", d->name->s);
		sym_declare(d->name, SYM_TYPEDEF, SC_TYPEDEF, t, d->line);
		if (lex_tok.kind == P_ASSIGN) {
			diag_error(lex_tok.line, "typedef '%s' is initialized", d->name->s);
			lex_next();
			expr_assign();
		}
		return NULL;
	}
	if (t->kind == TY_FUNC && (sclass == SC_AUTO || sclass == SC_REGISTER ||
				   (sclass == SC_STATIC && sym_level() > 0))) {
		diag_error(d->line, "invalid storage class for function '%s'", d->name->s);
		sclass = SC_EXTERN;
	}
	if (sym_level() == 0 && (sclass == SC_AUTO || sclass == SC_REGISTER)) {
		diag_error(d->line, "file-scope declaration of '%s' specifies '%s'", d->name->s,
			   sclass == SC_AUTO ? "auto" : "register");
		sclass = SC_NONE;
	}
	s = local ? declare_local(d->name, t, sclass, d->line)
		  : declare_linked(d->name, t, sclass, d->line);
	if (lex_tok.kind == P_ASSIGN) {
		int line = lex_tok.line;

		lex_next();
		if (t->kind == TY_FUNC) {
			diag_error(line, "function '%s' is initialized like a variable",
				   d->name->s);
			expr_assign();
		} else if (sclass == SC_EXTERN && sym_level() > 0) {
			diag_error(line, "'%s' has both 'extern' and initializer", d->name->s);
			expr_assign();
		} else {
			if (s->defined && !local)
				diag_error(line, "redefinition of '%s'", d->name->s);
			init = initializer(s, !local || sclass == SC_STATIC);
			s->defined = 1;
		}
	}
	if (t->kind == TY_FUNC)
		return NULL;
	check_object(s, sclass);
	if (!diag_errors && (local ? sclass == SC_STATIC : init != NULL))
		emit_data(s, init);
	if (local && sclass != SC_STATIC) {
		n = expr_new(S_DECL, NULL, d->line);
		n->sym = s;
		n->init = init;
	}
	return n;
}

/* ---- statements ---- */

static struct label *find_label(struct name *name, int line)
{
	struct label *l = name->label;

	if (!l) {
		l = mem_zalloc(&mem_tree, sizeof(*l));
		l->name = name;
		l->line = line;
		l->asm_label = gen_label();
		l->next = labels;
		labels = l;
		name->label = l;
	}
	return l;
}

/* A declaration in a block; returns its S_DECL statements. */
static struct node *local_declaration(void)
{
	int sclass = SC_NONE;
	struct type *base = parse_declspec(&sclass);
	struct node *list = NULL, **tail = &list;

	if (lex_tok.kind == P_SEMI) {
		lex_next();
		return NULL;
	}
	do {
		struct declarator d = { 0 };
		struct type *t = declarator(base, &d, 0);
		struct node *n;

		if (!d.name)
			break;
		n = init_declarator(t, &d, sclass);
		if (n) {
			*tail = n;
			tail = &n->next;
		}
	} while (parse_accept(P_COMMA));
	parse_expect(P_SEMI);
	return list;
}

/* The statements and declarations of a block up to its '}'; the '{' is consumed. */
static struct node *block_items(int line)
{
	struct node *b = expr_new(S_BLOCK, NULL, line);
	struct node **tail = &b->a;

	while (lex_tok.kind != P_RBRACE && lex_tok.kind != T_EOF) {
		struct node *n;

		if (starts_declspec(&lex_tok) &&
		    !(lex_tok.kind == T_IDENT && lex_peek()->kind == P_COLON))
			n = local_declaration();
		else
			n = statement();
		if (parse_panic)
			recover();
		*tail = n;
		while (*tail)
			tail = &(*tail)->next;
	}
	parse_expect(P_RBRACE);
	return b;
}

static struct node *compound(void)
{
	int line = lex_tok.line;
	struct node *b;

	lex_next();
	sym_enter_scope();
	b = block_items(line);
	sym_leave_scope();
	return b;
}

static struct node *paren_cond(void)
{
	struct node *c;

	parse_expect(P_LPAREN);
	c = expr_cond(expr_parse());
	parse_expect(P_RPAREN);
	return c;
}

static struct node *loop_body(void)
{
	struct node *s;

	loop_depth++;
	break_depth++;
	s = statement();
	loop_depth--;
	break_depth--;
	return s;
}

static struct node *switch_stmt(int line)
{
	struct node *n = expr_new(S_SWITCH, NULL, line);
	struct node *saved = cur_switch;
	struct node *e;

	lex_next();
	parse_expect(P_LPAREN);
	e = expr_rvalue(expr_parse());
	parse_expect(P_RPAREN);
	if (!type_is_integer(e->type)) {
		diag_error(line, "switch quantity not an integer");
		e = expr_num(0, ty_error, line);
	}
	n->a = e;
	n->type = type_promote(e->type);
	cur_switch = n;
	break_depth++;
	n->b = statement();
	break_depth--;
	cur_switch = saved;
	return n;
}

static struct node *case_label(int line)
{
	struct node *n = expr_new(S_CASE, NULL, line);
	struct node *c;
	int32_t v;
	int ok;

	lex_next();
	ok = expr_const(&v);
	parse_expect(P_COLON);
	if (!cur_switch) {
		diag_error(line, "case label not within a switch statement");
	} else if (ok) {
		n->val = fold_cast(v, cur_switch->type);
		for (c = cur_switch->cases; c; c = c->case_next)
			if (c->val == n->val) {
				diag_error(line, "duplicate case value");
				break;
			}
		if (!c) {
			n->case_next = cur_switch->cases;
			cur_switch->cases = n;
			n->label = gen_label();
		}
	}
	n->a = statement();
	return n;
}

static struct node *statement(void)
{
	struct node *n;
	int line = lex_tok.line;

	switch (lex_tok.kind) {
	case P_LBRACE:
		return compound();
	case P_SEMI:
		lex_next();
		return expr_new(S_EXPR, NULL, line);
	case K_IF:
		n = expr_new(S_IF, NULL, line);
		lex_next();
		n->a = paren_cond();
		n->b = statement();
		if (parse_accept(K_ELSE))
			n->c = statement();
		return n;
	case K_WHILE:
		n = expr_new(S_WHILE, NULL, line);
		lex_next();
		n->a = paren_cond();
		n->b = loop_body();
		return n;
	case K_DO:
		n = expr_new(S_DO, NULL, line);
		lex_next();
		n->b = loop_body();
		parse_expect(K_WHILE);
		n->a = paren_cond();
		parse_expect(P_SEMI);
		return n;
	case K_FOR:
		n = expr_new(S_FOR, NULL, line);
		lex_next();
		parse_expect(P_LPAREN);
		if (lex_tok.kind != P_SEMI)
			n->a = expr_parse();
		parse_expect(P_SEMI);
		if (lex_tok.kind != P_SEMI)
			n->b = expr_cond(expr_parse());
		parse_expect(P_SEMI);
		if (lex_tok.kind != P_RPAREN)
			n->c = expr_parse();
		parse_expect(P_RPAREN);
		n->d = loop_body();
		return n;
	case K_SWITCH:
		return switch_stmt(line);
	case K_CASE:
		return case_label(line);
	case K_DEFAULT:
		n = expr_new(S_DEFAULT, NULL, line);
		lex_next();
		parse_expect(P_COLON);
		if (!cur_switch) {
			diag_error(line, "'default' label not within a switch statement");
		} else if (cur_switch->deflt) {
			diag_error(line, "multiple default labels in one switch");
		} else {
			cur_switch->deflt = n;
			n->label = gen_label();
		}
		n->a = statement();
		return n;
	case K_BREAK:
	case K_CONTINUE:
		n = expr_new(lex_tok.kind == K_BREAK ? S_BREAK : S_CONTINUE, NULL, line);
		if (n->op == S_BREAK ? !break_depth : !loop_depth)
			diag_error(line, "%s statement not within %s", lex_spelling(lex_tok.kind),
				   n->op == S_BREAK ? "loop or switch" : "a loop");
		lex_next();
		parse_expect(P_SEMI);
		return n;
	case K_RETURN:
		n = expr_new(S_RETURN, NULL, line);
		lex_next();
		if (lex_tok.kind != P_SEMI) {
			struct node *e = expr_parse();
			struct type *rt = parse_func->type->base;

			if (rt->kind == TY_VOID) {
				e = expr_rvalue(e);
				if (e->type->kind != TY_VOID)
					diag_error(line, "'return' with a value, in function "
							 "returning void");
			} else {
				e = expr_convert(e, rt, "return");
			}
			n->a = e;
		} else if (parse_func->type->base->kind != TY_VOID) {
			diag_warning(line, "'return' with no value, in function returning "
					   "non-void");
		}
		parse_expect(P_SEMI);
		return n;
	case K_GOTO:
		n = expr_new(S_GOTO, NULL, line);
		lex_next();
		if (lex_tok.kind == T_IDENT) {
			n->lab = find_label(lex_tok.name, line);
			lex_next();
		} else {
			parse_expect(T_IDENT);
		}
		parse_expect(P_SEMI);
		return n;
	case T_IDENT:
		if (lex_peek()->kind == P_COLON) {
			n = expr_new(S_LABEL, NULL, line);
			n->lab = find_label(lex_tok.name, line);
			if (n->lab->defined)
				diag_error(line, "duplicate label '%s'", lex_tok.name->s);
			n->lab->defined = 1;
			n->lab->line = line;
			lex_next();
			lex_next();
			n->a = statement();
			return n;
		}
		break;
	default:
		break;
	}
	n = expr_new(S_EXPR, NULL, line);
	n->a = expr_rvalue(expr_parse());
	parse_expect(P_SEMI);
	return n;
}

/* ---- functions and the translation unit ---- */

/* Old-style parameter declarations between a function's declarator and its body. */
static void kr_params(struct type *ft)
{
	struct param *p;

	while (starts_declspec(&lex_tok)) {
		int sclass = SC_NONE;
		struct type *base = parse_declspec(&sclass);

		if (sclass != SC_NONE && sclass != SC_REGISTER)
			diag_error(lex_tok.line, "storage class specified for parameter");
		do {
			struct declarator d = { 0 };
			struct type *t = declarator(base, &d, 0);

			if (!d.name)
				break;
			for (p = ft->params; p; p = p->next)
				if (p->name == d.name)
					break;
			if (!p)
				diag_error(d.line, "declaration for parameter '%s' but no such "
						   "parameter", d.name->s);
			else if (p->type)
				diag_error(d.line, "redefinition of parameter '%s'", d.name->s);
			else
				p->type = param_type(t, d.line);
		} while (parse_accept(P_COMMA));
		parse_expect(P_SEMI);
		if (parse_panic)
			recover();
	}
	for (p = ft->params; p; p = p->next)
		if (!p->type)
			p->type = ty_int;
}

static void function(struct type *t, struct declarator *d, int sclass)
{
	struct sym *fn;
	struct param *p;
	struct label *l;
	struct node *body;
	int line = lex_tok.line;

	if (!t->proto)
		kr_params(t);
	fn = declare_linked(d->name, t, sclass, d->line);
	if (fn->kind != SYM_FUNC)
		fn = sym_declare(d->name, SYM_FUNC, sclass, t, d->line);
	if (fn->defined)
		diag_error(d->line, "redefinition of '%s'", d->name->s);
	fn->defined = 1;
	parse_func = fn;
	func_locals = NULL;
	locals_tail = &func_locals;
	labels = NULL;
	sym_enter_scope();
	for (p = t->params; p; p = p->next) {
		struct sym *s;

		if (!p->name) {
			diag_error(p->line, "parameter name omitted");
			continue;
		}
		s = sym_declare(p->name, SYM_VAR, SC_PARAM, p->type, p->line);
		add_local(s);
	}
	parse_expect(P_LBRACE);
	body = block_items(line);
	sym_leave_scope();
	for (l = labels; l; l = l->next) {
		if (!l->defined)
			diag_error(l->line, "label '%s' used but not defined", l->name->s);
		l->name->label = NULL;
	}
	if (!diag_errors) {
		ra_function(body, func_locals);
		gen_function(fn, func_locals, body);
	}
	parse_func = NULL;
}

static void external_declaration(void)
{
	int sclass = SC_NONE;
	struct type *base;
	int first = 1;

	if (lex_tok.kind == P_SEMI) {
		lex_next();
		return;
	}
	base = parse_declspec(&sclass);
	if (lex_tok.kind == P_SEMI) {
		lex_next();
		return;
	}
	do {
		struct declarator d = { 0 };
		struct type *t = declarator(base, &d, 0);

		if (!d.name)
			return;
		if (first && t->kind == TY_FUNC && (lex_tok.kind == P_LBRACE ||
						    (!t->proto && starts_declspec(&lex_tok)))) {
			function(t, &d, sclass);
			return;
		}
		first = 0;
		init_declarator(t, &d, sclass);
	} while (parse_accept(P_COMMA));
	parse_expect(P_SEMI);
}

void parse_unit(void)
{
	globals = NULL;
	globals_tail = &globals;
	parse_panic = 0;
	cur_switch = NULL;
	loop_depth = 0;
	break_depth = 0;
	while (lex_tok.kind != T_EOF) {
		external_declaration();
		if (parse_panic) {
			recover();
			if (lex_tok.kind == P_RBRACE)
				lex_next();
		}
		mem_release(&mem_tree);
	}
	if (!diag_errors)
		emit_end_unit(globals);
}

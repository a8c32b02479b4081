/* types.c — the type system of the 68000 target (char 1, short 2, int, long and pointers 4
 * bytes, 2-byte alignment): construction, layout, conversions, compatibility and names. */
#include <string.h>
#include "cc.h"

static struct type base_types[8];

struct type *ty_void = &base_types[0];
struct type *ty_char = &base_types[1];
struct type *ty_uchar = &base_types[2];
struct type *ty_short = &base_types[3];
struct type *ty_ushort = &base_types[4];
struct type *ty_int = &base_types[5];
struct type *ty_uint = &base_types[6];
struct type *ty_error = &base_types[7];

static void set_base(struct type *t, int kind, int uns, int size)
{
	memset(t, 0, sizeof(*t));
	t->kind = kind;
	t->uns = uns;
	t->size = size;
	t->align = size > 2 ? 2 : size;
	t->len = -1;
}

void type_init(void)
{
	set_base(ty_void, TY_VOID, 0, 1);
	set_base(ty_char, TY_CHAR, 0, 1);
	set_base(ty_uchar, TY_CHAR, 1, 1);
	set_base(ty_short, TY_SHORT, 0, 2);
	set_base(ty_ushort, TY_SHORT, 1, 2);
	set_base(ty_int, TY_INT, 0, 4);
	set_base(ty_uint, TY_INT, 1, 4);
	set_base(ty_error, TY_ERROR, 0, 4);
}

static struct type *new_type(int kind)
{
	struct type *t = mem_zalloc(&mem_file, sizeof(*t));

	t->kind = kind;
	t->len = -1;
	return t;
}

struct type *type_ptr(struct type *base)
{
	struct type *t;

	if (base->ptr)
		return base->ptr;
	t = new_type(TY_PTR);
	t->base = base;
	t->size = 4;
	t->align = 2;
	base->ptr = t;
	return t;
}

struct type *type_array(struct type *elem, int len)
{
	struct type *t = new_type(TY_ARRAY);

	t->base = elem;
	t->len = len;
	t->size = len >= 0 && elem->size >= 0 ? len * elem->size : -1;
	t->align = elem->align;
	return t;
}

struct type *type_func(struct type *ret, struct param *params, int proto, int variadic)
{
	struct type *t = new_type(TY_FUNC);

	t->base = ret;
	t->params = params;
	t->proto = proto;
	t->variadic = variadic;
	t->size = -1;
	t->align = 2;
	return t;
}

struct type *type_const(struct type *t)
{
	struct type *c;

	if (t->is_const || t->kind == TY_ERROR)
		return t;
	if (t->cv)
		return t->cv;
	c = mem_alloc(&mem_file, sizeof(*c));
	*c = *t;
	c->is_const = 1;
	c->ptr = NULL;
	c->cv = NULL;
	t->cv = c;
	return c;
}

/* The type of a struct, union or enum tag. */
struct type *type_tagged(struct tag *tag)
{
	struct type *t;

	if (tag->kind == TY_INT)
		return ty_int;
	if (tag->type)
		return tag->type;
	t = new_type(tag->kind);
	t->tag = tag;
	t->size = -1;
	t->align = 2;
	tag->type = t;
	return t;
}

int type_size(const struct type *t)
{
	if (t->kind == TY_STRUCT || t->kind == TY_UNION)
		return t->tag->complete ? t->tag->size : -1;
	if (t->kind == TY_ARRAY) {
		int n = type_size(t->base);

		return t->len >= 0 && n >= 0 ? t->len * n : -1;
	}
	return t->size;
}

int type_align(const struct type *t)
{
	if (t->kind == TY_STRUCT || t->kind == TY_UNION)
		return t->tag->complete ? t->tag->align : 2;
	if (t->kind == TY_ARRAY)
		return type_align(t->base);
	return t->align;
}

int type_is_integer(const struct type *t)
{
	return t->kind == TY_CHAR || t->kind == TY_SHORT || t->kind == TY_INT ||
	       t->kind == TY_ERROR;
}

int type_is_scalar(const struct type *t)
{
	return type_is_integer(t) || t->kind == TY_PTR;
}

int type_is_aggregate(const struct type *t)
{
	return t->kind == TY_STRUCT || t->kind == TY_UNION || t->kind == TY_ARRAY;
}

int type_is_complete(const struct type *t)
{
	return t->kind != TY_VOID && t->kind != TY_FUNC && type_size(t) >= 0;
}

static int params_compatible(const struct type *a, const struct type *b)
{
	const struct param *pa, *pb;

	if (!a->proto || !b->proto)
		return 1;
	if (a->variadic != b->variadic)
		return 0;
	for (pa = a->params, pb = b->params; pa && pb; pa = pa->next, pb = pb->next)
		if (!type_compatible(pa->type, pb->type))
			return 0;
	return !pa && !pb;
}

/* Compatibility in the sense of C, ignoring qualifiers. */
int type_compatible(const struct type *a, const struct type *b)
{
	if (a == b || a->kind == TY_ERROR || b->kind == TY_ERROR)
		return 1;
	if (a->kind != b->kind)
		return 0;
	switch (a->kind) {
	case TY_VOID:
		return 1;
	case TY_CHAR:
	case TY_SHORT:
	case TY_INT:
		return a->uns == b->uns;
	case TY_PTR:
		return type_compatible(a->base, b->base);
	case TY_ARRAY:
		return (a->len < 0 || b->len < 0 || a->len == b->len) &&
		       type_compatible(a->base, b->base);
	case TY_FUNC:
		return type_compatible(a->base, b->base) && params_compatible(a, b);
	default:
		return a->tag == b->tag;
	}
}

/* The integer promotions: char and short become int. */
struct type *type_promote(struct type *t)
{
	if (t->kind == TY_CHAR || t->kind == TY_SHORT)
		return ty_int;
	if (t->kind == TY_INT)
		return t->uns ? ty_uint : ty_int;
	return t;
}

/* The usual arithmetic conversions of two integer types. */
struct type *type_common(struct type *a, struct type *b)
{
	if (a->kind == TY_ERROR || b->kind == TY_ERROR)
		return ty_error;
	a = type_promote(a);
	b = type_promote(b);
	return a->uns || b->uns ? ty_uint : ty_int;
}

struct member *type_member(const struct type *t, const struct name *name)
{
	struct member *m;

	for (m = t->tag->members; m; m = m->next)
		if (m->name == name)
			return m;
	return NULL;
}

/* Assigns member offsets and the size of a completed struct or union. */
void type_layout(struct tag *tag)
{
	struct member *m;
	int size = 0;
	int align = 2;

	for (m = tag->members; m; m = m->next) {
		int a = type_align(m->type);
		int s = type_size(m->type);

		if (a > align)
			align = a;
		if (tag->kind == TY_STRUCT) {
			size = (size + a - 1) / a * a;
			m->offset = size;
			size += s;
		} else {
			m->offset = 0;
			if (s > size)
				size = s;
		}
	}
	tag->size = (size + align - 1) / align * align;
	tag->align = align;
	tag->complete = 1;
}

static void name_base(struct buf *b, const struct type *t)
{
	static const char *const ints[3][2] = {
		{ "char", "unsigned char" },
		{ "short", "unsigned short" },
		{ "int", "unsigned int" },
	};

	if (t->is_const)
		buf_puts(b, "const ");
	switch (t->kind) {
	case TY_VOID:
		buf_puts(b, "void");
		break;
	case TY_CHAR:
	case TY_SHORT:
	case TY_INT:
		buf_puts(b, ints[t->kind - TY_CHAR][t->uns]);
		break;
	case TY_STRUCT:
	case TY_UNION:
		buf_puts(b, t->kind == TY_STRUCT ? "struct " : "union ");
		buf_puts(b, t->tag->name ? t->tag->name->s : "<anonymous>");
		break;
	default:
		buf_puts(b, "<error>");
		break;
	}
}

static void type_name(struct buf *b, const struct type *t);

/* Writes the declarator part of a type around an inner declarator text. */
static void name_declarator(struct buf *b, const struct type *t, const char *inner)
{
	struct buf s = { 0 };
	const struct param *p;

	switch (t->kind) {
	case TY_PTR:
		buf_puts(&s, "*");
		if (t->is_const)
			buf_puts(&s, "const ");
		buf_puts(&s, inner);
		if (t->base->kind == TY_ARRAY || t->base->kind == TY_FUNC) {
			struct buf w = { 0 };

			buf_printf(&w, "(%s)", s.p);
			name_declarator(b, t->base, w.p);
			buf_free(&w);
		} else {
			name_declarator(b, t->base, s.p);
		}
		break;
	case TY_ARRAY:
		if (t->len >= 0)
			buf_printf(&s, "%s[%d]", inner, t->len);
		else
			buf_printf(&s, "%s[]", inner);
		name_declarator(b, t->base, s.p);
		break;
	case TY_FUNC:
		buf_printf(&s, "%s(", inner);
		if (t->proto && !t->params && !t->variadic)
			buf_puts(&s, "void");
		for (p = t->params; p; p = p->next) {
			type_name(&s, p->type);
			if (p->next || t->variadic)
				buf_puts(&s, ", ");
		}
		if (t->variadic)
			buf_puts(&s, "...");
		buf_puts(&s, ")");
		name_declarator(b, t->base, s.p);
		break;
	default:
		name_base(b, t);
		if (*inner) {
			buf_puts(b, " ");
			buf_puts(b, inner);
		}
		break;
	}
	buf_free(&s);
}

static void type_name(struct buf *b, const struct type *t)
{
	name_declarator(b, t, "");
}

/* The name of a type as C writes it, for diagnostics; valid until the next call but one. */
const char *type_str(const struct type *t)
{
	static struct buf bufs[2];
	static int which;
	struct buf *b = &bufs[which];

	which ^= 1;
	b->len = 0;
	type_name(b, t);
	return b->p;
}

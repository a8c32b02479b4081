/* emit.c — the assembler text outside instructions: sections, symbol names, string literals,
 * initialized static data and the common blocks of tentative definitions. */
#include <stdio.h>
#include <string.h>
#include "cc.h"

struct buf emit_out;

static int section = -1;	/* 1: .text, 0: .data, -1: none yet */
static int string_no;

void emit_init(void)
{
	emit_out.len = 0;
	section = -1;
	string_no = 0;
}

void emit_section(int text)
{
	if (section != text)
		buf_puts(&emit_out, text ? "\t.text\n" : "\t.data\n");
	section = text;
}

/* The assembler symbol of an object or function: _name, or Ln for a static local. */
const char *emit_symname(struct sym *s)
{
	struct arena *a = s->level ? &mem_tree : &mem_file;
	char *p;

	if (s->asm_name)
		return s->asm_name;
	if (s->label) {
		char tmp[16];
		int n = snprintf(tmp, sizeof(tmp), "L%d", s->label);

		p = mem_strdup(a, tmp, (size_t)n);
	} else {
		p = mem_alloc(a, (size_t)s->name->len + 2);
		p[0] = '_';
		memcpy(p + 1, s->name->s, (size_t)s->name->len + 1);
	}
	s->asm_name = p;
	return p;
}

/* The label of a string literal, numbered at its first use. */
const char *emit_string_name(struct strlit *s)
{
	char tmp[16];
	int n;

	if (s->asm_name)
		return s->asm_name;
	s->label = ++string_no;
	n = snprintf(tmp, sizeof(tmp), "LC%d", s->label);
	s->asm_name = mem_strdup(&mem_tree, tmp, (size_t)n);
	return s->asm_name;
}

/* len bytes as .ascii directives, at most 32 to a line. */
static void ascii(const char *s, int len)
{
	int i, col = 0;

	for (i = 0; i < len; i++) {
		unsigned char c = (unsigned char)s[i];

		if (col == 0)
			buf_puts(&emit_out, "\t.ascii \"");
		if (c == '"' || c == '\\')
			buf_printf(&emit_out, "\\%c", c);
		else if (c >= 0x20 && c < 0x7f)
			buf_put(&emit_out, (const char *)&c, 1);
		else
			buf_printf(&emit_out, "\\%03o", c);
		if (++col == 32 || i == len - 1) {
			buf_puts(&emit_out, "\"\n");
			col = 0;
		}
	}
}

static void string(struct strlit *s)
{
	buf_printf(&emit_out, "%s:\n", emit_string_name(s));
	ascii(s->s, s->len + 1);
}

/* The string literals a function uses, in the order of their labels. */
void emit_strings(struct strlit *list)
{
	struct strlit *rev = NULL;

	while (list) {
		struct strlit *next = list->next;

		list->next = rev;
		rev = list;
		list = next;
	}
	if (rev)
		emit_section(1);
	for (; rev; rev = rev->next)
		string(rev);
}

static int is_string_init(const struct init *in)
{
	return in->type->kind == TY_ARRAY && in->expr->op == N_STR;
}

/* One scalar of an initializer: a number or an address constant. */
static void scalar(const struct init *in)
{
	struct sym *sym;
	struct strlit *str;
	int32_t off;
	int size = type_size(in->type);

	fold_addr_const(in->expr, &sym, &str, &off);
	if (size < 4) {
		buf_printf(&emit_out, "\t.%s %d\n", size == 1 ? "byte" : "word",
			   (int)fold_cast(off, in->type));
	} else if (sym || str) {
		const char *name = sym ? emit_symname(sym) : emit_string_name(str);

		if (off)
			buf_printf(&emit_out, "\t.long %s%+d\n", name, (int)off);
		else
			buf_printf(&emit_out, "\t.long %s\n", name);
	} else {
		buf_printf(&emit_out, "\t.long %d\n", (int)off);
	}
}

/* An initialized static object; without an initializer, a static local's local common. */
void emit_data(struct sym *s, const struct init *init)
{
	const char *name = emit_symname(s);
	const struct init *in;
	int size = type_size(s->type);
	int pos = 0;

	if (!init) {
		buf_printf(&emit_out, "\t.lcomm %s,%d\n", name, size);
		return;
	}
	for (in = init; in; in = in->next) {
		struct sym *sym;
		struct strlit *str;
		int32_t off;

		if (!is_string_init(in) && fold_addr_const(in->expr, &sym, &str, &off) && str &&
		    !str->label) {
			emit_section(1);
			string(str);
		}
	}
	emit_section(0);
	if (type_align(s->type) > 1)
		buf_puts(&emit_out, "\t.even\n");
	if (s->level == 0 && s->sclass != SC_STATIC)
		buf_printf(&emit_out, "\t.globl %s\n", name);
	buf_printf(&emit_out, "%s:\n", name);
	for (in = init; in; in = in->next) {
		if (in->offset > pos)
			buf_printf(&emit_out, "\t.skip %d\n", in->offset - pos);
		if (is_string_init(in)) {
			int n = in->expr->str->len + 1;

			if (n > in->type->len)
				n = in->type->len;
			ascii(in->expr->str->s, n);
			if (in->type->len > n)
				buf_printf(&emit_out, "\t.skip %d\n", in->type->len - n);
			pos = in->offset + in->type->len;
		} else {
			scalar(in);
			pos = in->offset + type_size(in->type);
		}
	}
	if (size > pos)
		buf_printf(&emit_out, "\t.skip %d\n", size - pos);
}

/* The tentative definitions of the file that no initializer defined. */
void emit_end_unit(struct sym *globals)
{
	struct sym *s;

	for (s = globals; s; s = s->list_next) {
		int size = type_size(s->type);

		if (s->defined || s->sclass == SC_EXTERN || s->type->kind == TY_ERROR)
			continue;
		if (size < 0)
			size = type_size(s->type->base);
		buf_printf(&emit_out, "\t.%s %s,%d\n", s->sclass == SC_STATIC ? "lcomm" : "comm",
			   emit_symname(s), size);
	}
}

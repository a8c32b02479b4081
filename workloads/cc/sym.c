/* sym.c — the identifier table and scoped symbol tables: every name is interned once and
 * carries its innermost ordinary and tag bindings, which scopes push and pop. */
#include <string.h>
#include "cc.h"

#define NHASH 4096

struct scope {
	struct sym *syms;
	struct tag *tags;
	struct scope *up;
};

static struct name *table[NHASH];
static struct scope *scope;
static struct scope *file_scope;
static int level;

void sym_init(void)
{
	memset(table, 0, sizeof(table));
	file_scope = mem_zalloc(&mem_file, sizeof(*file_scope));
	scope = file_scope;
	level = 0;
}

struct name *sym_intern(const char *s, int len)
{
	unsigned h = 2166136261u;
	struct name *n;
	int i;

	for (i = 0; i < len; i++)
		h = (h ^ (unsigned char)s[i]) * 16777619u;
	for (n = table[h % NHASH]; n; n = n->next)
		if (n->hash == h && n->len == len && !memcmp(n->s, s, (size_t)len))
			return n;
	n = mem_zalloc(&mem_file, sizeof(*n));
	n->s = mem_strdup(&mem_file, s, (size_t)len);
	n->len = len;
	n->hash = h;
	n->next = table[h % NHASH];
	table[h % NHASH] = n;
	return n;
}

int sym_level(void)
{
	return level;
}

void sym_enter_scope(void)
{
	struct scope *s = mem_zalloc(&mem_tree, sizeof(*s));

	s->up = scope;
	scope = s;
	level++;
}

void sym_leave_scope(void)
{
	struct sym *s;
	struct tag *t;

	for (s = scope->syms; s; s = s->scope_next)
		s->name->sym = s->shadow;
	for (t = scope->tags; t; t = t->scope_next)
		t->name->tag = t->shadow;
	scope = scope->up;
	level--;
}

static struct sym *new_sym(struct arena *a, struct name *name, int kind, int sclass,
			   struct type *type, int line)
{
	struct sym *s = mem_zalloc(a, sizeof(*s));

	s->name = name;
	s->kind = kind;
	s->sclass = sclass;
	s->type = type;
	s->line = line;
	s->reg = -1;
	return s;
}

/* Declares a name in the current scope; the caller has checked for redeclaration. */
struct sym *sym_declare(struct name *name, int kind, int sclass, struct type *type, int line)
{
	struct sym *s = new_sym(level ? &mem_tree : &mem_file, name, kind, sclass, type, line);

	s->level = level;
	s->shadow = name->sym;
	name->sym = s;
	s->scope_next = scope->syms;
	scope->syms = s;
	return s;
}

/* Declares a name that has no binding at all at file scope, from any scope. */
struct sym *sym_declare_global(struct name *name, int kind, int sclass, struct type *type,
			       int line)
{
	struct sym *s = new_sym(&mem_file, name, kind, sclass, type, line);

	name->sym = s;
	s->scope_next = file_scope->syms;
	file_scope->syms = s;
	return s;
}

struct tag *sym_declare_tag(struct name *name, int kind)
{
	struct tag *t = mem_zalloc(&mem_file, sizeof(*t));

	t->name = name;
	t->kind = kind;
	t->level = level;
	if (name) {
		t->shadow = name->tag;
		name->tag = t;
		t->scope_next = scope->tags;
		scope->tags = t;
	}
	return t;
}

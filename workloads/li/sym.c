/* sym.c — the symbol table of li: an array of buckets, each a Lisp list of symbols, indexed by
 * a hash of the symbol's name, so that the table's layout never depends on addresses. */
#include <string.h>

#include "li.h"

#define HASH_SIZE 199

LVAL li_t;
LVAL li_unbound;
LVAL li_quote;
LVAL li_rest;

static LVAL buckets[HASH_SIZE];

static uint32_t hash(const char *name)
{
	uint32_t h = 0;

	while (*name)
		h = (h << 2) ^ (unsigned char)*name++;
	return h % HASH_SIZE;
}

LVAL li_intern(const char *name)
{
	uint32_t h = hash(name);
	LVAL b;
	LVAL sym;

	for (b = buckets[h]; b; b = li_cdr(b)) {
		if (strcmp(li_sympname(li_car(b))->u.str.text, name) == 0)
			return li_car(b);
	}
	sym = li_mksymbol(li_mkstring(name, (int32_t)strlen(name)));
	buckets[h] = li_cons(sym, buckets[h]);
	return sym;
}

void li_sym_mark(void (*mark)(LVAL))
{
	int i;

	for (i = 0; i < HASH_SIZE; i++)
		mark(buckets[i]);
}

void li_sym_init(void)
{
	li_unbound = li_intern("*unbound*");
	li_symvalue(li_unbound) = li_unbound;
	li_t = li_intern("t");
	li_symvalue(li_t) = li_t;
	li_quote = li_intern("quote");
	li_rest = li_intern("&rest");
}

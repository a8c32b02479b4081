/* print.c — the printer of li: writes objects to stdout in the syntax the reader accepts, or
 * without quotes and escapes for princ. Nothing printed depends on addresses. */
#include <inttypes.h>

#include "li.h"

static void print_string(LVAL s, int escape)
{
	int32_t i;

	if (!escape) {
		fwrite(s->u.str.text, 1, (size_t)s->u.str.len, stdout);
		return;
	}
	putchar('"');
	for (i = 0; i < s->u.str.len; i++) {
		char c = s->u.str.text[i];

		if (c == '"' || c == '\\') {
			putchar('\\');
			putchar(c);
		} else if (c == '\n') {
			fputs("\\n", stdout);
		} else if (c == '\t') {
			fputs("\\t", stdout);
		} else {
			putchar(c);
		}
	}
	putchar('"');
}

static void print_list(LVAL v, int escape)
{
	putchar('(');
	for (;;) {
		li_print(li_car(v), escape);
		v = li_cdr(v);
		if (!li_consp(v))
			break;
		putchar(' ');
	}
	if (v) {
		fputs(" . ", stdout);
		li_print(v, escape);
	}
	putchar(')');
}

void li_print(LVAL v, int escape)
{
	if (!v) {
		fputs("nil", stdout);
		return;
	}
	switch (v->type) {
	case LI_CONS:
		print_list(v, escape);
		break;
	case LI_FIXNUM:
		printf("%" PRId32, v->u.fixnum);
		break;
	case LI_SYMBOL:
		fputs(li_sympname(v)->u.str.text, stdout);
		break;
	case LI_STRING:
		print_string(v, escape);
		break;
	case LI_SUBR:
		printf("#<subr %s>", li_subrs[v->u.index].name);
		break;
	case LI_FSUBR:
		printf("#<special form %s>", li_fsubrs[v->u.index].name);
		break;
	case LI_CLOSURE:
		fputs("#<closure ", stdout);
		li_print(li_car(li_car(v)), escape);
		putchar('>');
		break;
	case LI_FREE:
		fputs("#<free>", stdout);
		break;
	}
}

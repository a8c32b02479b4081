/* main.c — the top level of li: loads the Lisp program named on the command line, evaluating
 * its expressions in turn; an error prints a message and resumes with the next expression. */
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>

#include "li.h"

static jmp_buf toplevel;
static LVAL form;

void li_error(const char *msg)
{
	printf("error: %s\n", msg);
	longjmp(toplevel, 1);
}

void li_error_obj(const char *msg, LVAL obj)
{
	printf("error: %s - ", msg);
	li_print(obj, 1);
	putchar('\n');
	longjmp(toplevel, 1);
}

static void load(FILE *f)
{
	int base;

	li_protect(&form);
	base = li_sp;
	if (setjmp(toplevel)) {
		li_sp = base;
		li_depth = 0;
	}
	while (li_read(f, &form))
		li_eval(form, NULL);
}

int main(int argc, char **argv)
{
	FILE *f;

	if (argc != 2) {
		fprintf(stderr, "usage: li FILE\n");
		return 2;
	}
	f = fopen(argv[1], "r");
	if (!f) {
		fprintf(stderr, "li: cannot open %s\n", argv[1]);
		return 1;
	}
	li_gc_init();
	li_sym_init();
	li_eval_init();
	li_builtins_init();
	load(f);
	fclose(f);
	return 0;
}

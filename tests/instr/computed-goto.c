/* computed-goto.c — jumps through a table of label addresses (a GNU C computed goto): the
 * targets of such an indirect jump cannot be known, so the instrumenter refuses the program. */
#include <stdio.h>

int main(int argc, char **argv)
{
	static void *table[] = { &&even, &&odd };

	(void)argv;
	goto *table[argc & 1];
even:
	puts("even");
	return 0;
odd:
	puts("odd");
	return 1;
}

/* layout.c — prints the initial stack pointer, the first malloc address and the address of a
 * global. Built twice, with and without -DPAD (more text), the output must not change:
 * data, heap and stack addresses do not depend on the size of text. */
#include <stdio.h>
#include <stdlib.h>

extern void *__rt_initial_sp;
int global = 1;

#ifdef PAD
/* Unused text that adds no data: the padded build differs only in the size of text. */
__attribute__((used, noinline)) int pad(int n)
{
	int a = 0;
	for (int i = 0; i < n; i++) {
		a = a * 31 + i;
		a ^= a >> 7;
		a += n * i;
		a = a * 17 + (a >> 3);
		a -= i * i;
	}
	return a;
}
#endif

int main(void)
{
	void *p = malloc(16);

	printf("sp %p\nmalloc %p\nglobal %p\n", __rt_initial_sp, p, (void *)&global);
	return 0;
}

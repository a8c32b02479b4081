/* long-double.c — quad-precision arithmetic, which rt does not provide on SPARC (its _Q_
 * routines): the build refuses it with one line naming the construct and the function. */
#include <stdio.h>

long double scale(long double x, int n)
{
	return x * n;
}

int main(void)
{
	printf("%d\n", (int)scale(2.5L, 3));
	return 0;
}

/* long-double.c — quad-precision arithmetic (long double on SPARC and RV32): rt's software
 * binary128 (SPARC's _Q_ routines, libgcc's __*tf* helpers on RV32), traced like the rest. */
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

/* larus.c — the example of Larus 1990 (Figure 1): sub(a[i], i) sets a[i][j] = i + j for a
 * 100 x 100 array, 10,000 word stores in address order; prints a checksum of the array. */
#include <stdio.h>

int a[100][100];

__attribute__((noinline)) void sub(int x[], int i)
{
	int j;

	for (j = 0; j < 100; j = j + 1)
		x[j] = i + j;
}

int main(void)
{
	unsigned sum = 0;
	int i;

	for (i = 0; i < 100; i = i + 1)
		sub(a[i], i);
	for (i = 0; i < 100; i++)
		for (int j = 0; j < 100; j++)
			sum = sum * 31 + (unsigned)a[i][j];
	printf("larus %u\n", sum);
	return 0;
}

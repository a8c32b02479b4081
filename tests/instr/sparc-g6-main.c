/* sparc-g6-main.c — calls mix() of sparc-g6.S. */
#include <stdio.h>

int mix(const int *a, int n);
int walk(const int *a, int n);

static const int a[8] = { 10, 20, 30, 40, 50, 60, 70, 80 };
static const int b[8] = { 3, 6, 1, 5, 2, 7, 4, 0 };

int main(void)
{
	printf("mix %d\n", mix(a, 8));
	for (int n = 0; n < 12; n++)
		printf("walk %d: %d\n", n, walk(b, n));
	return 0;
}

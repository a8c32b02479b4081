/* sparc-g6-main.c — calls mix() of sparc-g6.S. */
#include <stdio.h>

int mix(const int *a, int n);

static const int a[8] = { 10, 20, 30, 40, 50, 60, 70, 80 };

int main(void)
{
	printf("mix %d\n", mix(a, 8));
	return 0;
}

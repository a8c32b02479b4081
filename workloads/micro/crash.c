/* crash.c — does some work, prints it (flushed), then stores through a bad pointer: the run
 * ends with SIGSEGV (status 139), leaving a trace prefix to check. */
#include <stdio.h>

static int *volatile target;

int main(void)
{
	int sum = 0;

	for (int i = 0; i < 1000; i++)
		sum += i * i;
	printf("sum %d\n", sum);
	fflush(stdout);
	target = (int *)16;
	*target = sum;
	puts("not reached");
	return 0;
}

/* abort.c — a failed assert prints its message on stderr and aborts (SIGABRT, status 134). */
#include <assert.h>
#include <stdio.h>

int main(int argc, char **argv)
{
	(void)argv;
	puts("before");
	fflush(stdout);
	assert(argc > 5);
	puts("not reached");
	return 0;
}

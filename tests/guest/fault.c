/* fault.c — handlers of faults (docs/processes.md, "Faults"). The argument says which:
 *   segv    a SIGSEGV handler (SA_NODEFER) that leaves by longjmp, three stores to an
 *           unmapped page recovered from;
 *   trap    the same for the trap of a division by zero (MIPS: built with
 *           -mcheck-zero-division, `break 7`, which qemu sends as SIGTRAP);
 *   exit    a SIGSEGV handler that prints and exits (status 3);
 *   return  a SIGSEGV handler that returns: the store would run again (tracing refuses). */
#include <setjmp.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

static jmp_buf env;
static volatile int faults;

static void recover(int sig)
{
	faults++;
	longjmp(env, sig);
}

static void leave(int sig)
{
	printf("caught %d\n", sig);
	fflush(stdout);
	_exit(3);
}

static void back(int sig)
{
	(void)sig;
	faults++;
}

static void handle(int sig, void (*h)(int))
{
	struct sigaction sa;

	memset(&sa, 0, sizeof sa);
	sa.sa_handler = h;
	sigemptyset(&sa.sa_mask);
	sa.sa_flags = SA_NODEFER;
	sigaction(sig, &sa, 0);
}

int main(int argc, char **argv)
{
	volatile int *volatile bad = (volatile int *)16;
	volatile int zero = 0;
	const char *mode = argc > 1 ? argv[1] : "segv";
	int sum = 0;

	if (strcmp(mode, "exit") == 0) {
		handle(SIGSEGV, leave);
		*bad = 1;
		return 0;
	}
	if (strcmp(mode, "return") == 0) {
		handle(SIGSEGV, back);
		*bad = 1;
		return 0;
	}
	handle(SIGSEGV, recover);
	handle(SIGTRAP, recover);
	handle(SIGFPE, recover);
	for (int i = 0; i < 6; i++) {
		if (setjmp(env) == 0) {
			sum += i;
			if (i % 2 == 0 && strcmp(mode, "trap") == 0)
				sum += 1000 / (zero + (i % 4 ? 7 : 0));
			else if (i % 2 == 0)
				*bad = i;
			sum += 100;
		}
	}
	printf("%s: faults %d sum %d\n", mode, faults, sum);
	return 0;
}

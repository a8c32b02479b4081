/* fault.c — handlers of faults (docs/processes.md, "Faults"). The argument says which:
 *   segv    a SIGSEGV handler (SA_NODEFER) that leaves by longjmp, three stores to an
 *           unmapped page recovered from;
 *   trap    the same for the trap of a division by zero (MIPS: built with
 *           -mcheck-zero-division, `break 7`, which qemu sends as SIGTRAP);
 *   exit    a SIGSEGV handler that prints and exits (status 3);
 *   return  a SIGSEGV handler that returns: the store would run again (tracing refuses);
 *   mask    every signal blocked with sigprocmask over a list walk long enough to fill the
 *           event buffers, the mask read back, then a child whose store faults with SIGSEGV
 *           blocked and a handler installed: the fault ends it, as the kernel ends it. */
#include <setjmp.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
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

static int masked(volatile int *bad)
{
	enum { N = 5000 };
	int *next = malloc(N * sizeof *next);
	sigset_t all, old, cur;
	unsigned sum = 0;
	int k = 0, status = 0;
	pid_t pid;

	if (!next)
		return 2;
	for (int i = 0; i < N; i++)
		next[i] = (i * 7919 + 11) % N;
	handle(SIGSEGV, recover);
	sigfillset(&all);
	sigprocmask(SIG_BLOCK, &all, &old);
	for (int i = 0; i < 600000; i++) {
		k = next[k];
		if (k & 1)
			sum += (unsigned)k;
	}
	sigprocmask(SIG_BLOCK, 0, &cur);
	printf("walk %u; before: SIGSEGV %d SIGINT %d; blocked: SIGSEGV %d SIGINT %d\n", sum,
	       sigismember(&old, SIGSEGV), sigismember(&old, SIGINT), sigismember(&cur, SIGSEGV),
	       sigismember(&cur, SIGINT));
	fflush(stdout);
	pid = fork();
	if (pid == 0) {
		*bad = 1;
		_exit(0);
	}
	waitpid(pid, &status, 0);
	sigprocmask(SIG_SETMASK, &old, 0);
	sigprocmask(SIG_BLOCK, 0, &cur);
	printf("child: %s %d; after: SIGSEGV %d\n", WIFSIGNALED(status) ? "signal" : "exit",
	       WIFSIGNALED(status) ? WTERMSIG(status) : WEXITSTATUS(status),
	       sigismember(&cur, SIGSEGV));
	free(next);
	return 0;
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
	if (strcmp(mode, "mask") == 0)
		return masked(bad);
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

/* signals.c — signal handlers of the program, each run as the system call that delivers it
 * returns: signal and sigaction (a mask, SA_RESETHAND, SA_NODEFER), raise and kill of the
 * process itself, a signal held by sigprocmask and delivered when it is unblocked, another
 * held by a handler's mask and delivered as that handler returns, nested handlers (a handler
 * raising a signal), a handler with calls, a frame and a system call of its own, a handler
 * that leaves by longjmp, SIG_IGN and the old action read back, and sigsuspend waiting for a
 * signal a child process sends. Prints what the handlers counted and the order they ran in. */
#include <setjmp.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

static volatile sig_atomic_t count[32];
static volatile unsigned trail;   /* the order the handlers ran in */
static int depth, depth_max;
static jmp_buf escape;

static unsigned fib(unsigned n)
{
	return n < 2 ? n : fib(n - 1) + fib(n - 2);
}

/* The trail counts each signal by its place in this list, not its number, which differs
 * between ISAs. */
static void note(int sig)
{
	static const int order[] = { SIGUSR1, SIGUSR2, SIGHUP, SIGINT, SIGALRM };
	unsigned k = 0;

	while (k < 5 && order[k] != sig)
		k++;
	trail = trail * 31u + k + 1;
	count[sig]++;
}

static void on_usr1(int sig)
{
	note(sig);
	if (++depth > depth_max)
		depth_max = depth;
	if (count[sig] % 3 == 0)
		raise(SIGUSR2);   /* nested, unless the mask holds it */
	depth--;
}

static void on_usr2(int sig)
{
	char line[48];

	note(sig);
	snprintf(line, sizeof line, "usr2 %d fib %u\n", (int)count[sig], fib(8 + count[sig] % 5));
	if (write(1, line, strlen(line)) < 0)
		count[0]++;
}

static void on_hup(int sig)
{
	note(sig);
	if (count[sig] < 3)
		raise(sig);   /* SA_NODEFER: runs again inside itself */
}

static void on_int(int sig)
{
	note(sig);
}

static void on_alrm(int sig)
{
	note(sig);
	longjmp(escape, (int)count[sig]);
}

int main(void)
{
	struct sigaction sa, old;
	sigset_t set, none;
	void (*prev)(int);
	pid_t self = getpid(), child;
	int status = 0;

	fflush(stdout);
	signal(SIGUSR1, on_usr1);
	signal(SIGUSR2, on_usr2);
	for (int i = 0; i < 7; i++) {
		raise(SIGUSR1);
		if (i % 2)
			kill(self, SIGUSR2);
	}
	/* the old action read back, SIG_IGN */
	prev = signal(SIGUSR1, SIG_IGN);
	raise(SIGUSR1);
	printf("old action is the handler: %d\n", prev == on_usr1);
	/* a mask: SIGUSR2 held while on_usr1 runs, delivered as it returns */
	memset(&sa, 0, sizeof sa);
	sa.sa_handler = on_usr1;
	sigemptyset(&sa.sa_mask);
	sigaddset(&sa.sa_mask, SIGUSR2);
	sigaction(SIGUSR1, &sa, NULL);
	for (int i = 0; i < 3; i++)
		raise(SIGUSR1);
	sigaction(SIGUSR1, NULL, &old);
	printf("sigaction reads back the handler: %d\n", old.sa_handler == on_usr1);
	/* held by sigprocmask, delivered once when unblocked */
	sigemptyset(&set);
	sigaddset(&set, SIGUSR2);
	sigprocmask(SIG_BLOCK, &set, NULL);
	raise(SIGUSR2);
	raise(SIGUSR2);
	sigprocmask(SIG_UNBLOCK, &set, NULL);
	/* SA_NODEFER | SA_RESETHAND: recursion, then the default action again */
	memset(&sa, 0, sizeof sa);
	sa.sa_handler = on_hup;
	sa.sa_flags = SA_NODEFER;
	sigaction(SIGHUP, &sa, NULL);
	raise(SIGHUP);
	sa.sa_handler = on_int;
	sa.sa_flags = SA_RESETHAND;
	sigaction(SIGINT, &sa, NULL);
	raise(SIGINT);
	sigaction(SIGINT, NULL, &old);
	printf("SA_RESETHAND left the default: %d\n", old.sa_handler == SIG_DFL);
	/* a handler that leaves by longjmp (the signal stays blocked: unblock it each time) */
	signal(SIGALRM, on_alrm);
	for (int i = 0; i < 3; i++) {
		sigset_t alrm;
		int r = setjmp(escape);

		sigemptyset(&alrm);
		sigaddset(&alrm, SIGALRM);
		sigprocmask(SIG_UNBLOCK, &alrm, NULL);
		if (r == 0)
			raise(SIGALRM);
		else
			printf("escaped %d\n", r);
	}
	/* sigsuspend: a child sends the signal, held until the parent waits for it */
	sigprocmask(SIG_BLOCK, &set, NULL);
	fflush(stdout);
	child = fork();
	if (child == 0) {
		kill(self, SIGUSR2);
		_exit(0);
	}
	sigemptyset(&none);
	if (child > 0) {
		sigsuspend(&none);
		waitpid(child, &status, 0);
	}
	sigprocmask(SIG_UNBLOCK, &set, NULL);
	printf("usr1 %d usr2 %d hup %d int %d alrm %d; deepest %d; trail %08x; child %d\n",
	       (int)count[SIGUSR1], (int)count[SIGUSR2], (int)count[SIGHUP], (int)count[SIGINT],
	       (int)count[SIGALRM], depth_max, trail, status);
	return 0;
}

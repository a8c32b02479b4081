/* sigjumps.c — sigsetjmp and siglongjmp out of a signal handler: with the mask kept, the
 * handler's signal is unblocked again after the jump; without, it stays blocked (as after
 * longjmp); a jump within one frame, values passed through, locals declared volatile kept.
 * The output is identical on every guest ISA and on the host. */
#include <setjmp.h>
#include <signal.h>
#include <stdio.h>

static sigjmp_buf env;

static void handler(int sig)
{
	siglongjmp(env, sig);
}

static int blocked(int sig)
{
	sigset_t now;

	sigprocmask(SIG_BLOCK, NULL, &now);
	return sigismember(&now, sig);
}

int main(void)
{
	volatile int rounds = 0;
	sigset_t none;
	int r;

	sigemptyset(&none);
	signal(SIGUSR1, handler);
	for (int save = 1; save >= 0; save--) {
		sigprocmask(SIG_SETMASK, &none, NULL);
		r = sigsetjmp(env, save);
		if (r == 0) {
			printf("save %d: set, SIGUSR1 blocked %d\n", save, blocked(SIGUSR1));
			raise(SIGUSR1);
			printf("not reached\n");
		} else {
			printf("save %d: back with %s, SIGUSR1 blocked %d\n", save,
			       r == SIGUSR1 ? "SIGUSR1" : "another value", blocked(SIGUSR1));
		}
	}
	sigprocmask(SIG_SETMASK, &none, NULL);
	if (sigsetjmp(env, 1) < 5) {
		rounds++;
		siglongjmp(env, rounds);
	}
	printf("rounds %d\n", rounds);
	return 0;
}

/* async.c — signals that come while the program runs, from a timer and from other processes:
 * a timer's signal that ends a read of an empty pipe (EINTR), signals from children while the
 * parent computes without a system call (each child's before the next is forked, since
 * signals of one kind do not queue), a timer's ticks while it computes, SIGCHLD as children
 * end (during a wait too), and sigsuspend waiting for a child's signal that the mask holds
 * back otherwise. Where each signal comes differs from run to run; what it prints does not:
 * aex check --mode replay compares a replay with the golden trace of its own recorded run. */
#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/time.h>
#include <sys/wait.h>
#include <unistd.h>

#define KIDS 40		/* (the default: the first argument says how many) each child's
			 * signal comes about as its fork returns: in a call of the recording
			 * layer, on its way back, in its handler of another (SIGCHLD), or
			 * while the parent spins (docs/replay.md) */
#define TICKS 20

static volatile sig_atomic_t alarms, usr1, chld;
static volatile unsigned long spin;

static void on_alarm(int sig)
{
	(void)sig;
	alarms++;
}

static void on_usr1(int sig)
{
	(void)sig;
	usr1++;
}

static void on_chld(int sig)
{
	(void)sig;
	chld++;
}

static void timer(long usec)
{
	struct itimerval it = { { 0, usec }, { 0, usec } };

	setitimer(ITIMER_REAL, &it, NULL);
}

int main(int argc, char **argv)
{
	int kids = argc > 1 ? atoi(argv[1]) : KIDS;
	struct sigaction sa;
	sigset_t usr, none;
	pid_t parent = getpid();
	int fd[2];
	char c;
	long r;

	memset(&sa, 0, sizeof sa);
	sa.sa_handler = on_alarm;   /* (no SA_RESTART: a read it interrupts fails) */
	sigaction(SIGALRM, &sa, NULL);
	sa.sa_handler = on_usr1;
	sigaction(SIGUSR1, &sa, NULL);
	sa.sa_handler = on_chld;
	sigaction(SIGCHLD, &sa, NULL);
	if (pipe(fd) < 0)
		return 2;
	timer(2000);
	errno = 0;
	r = (long)read(fd[0], &c, 1);
	timer(0);
	printf("read %ld %s, alarms %d\n", r, errno == EINTR ? "EINTR" : "?", alarms > 0);
	for (int k = 0; k < kids; k++) {
		pid_t p = fork();

		if (p == 0) {
			kill(parent, SIGUSR1);
			_exit(k);
		}
		while (p > 0 && usr1 < k + 1)
			spin++;
	}
	alarms = 0;
	timer(500);
	while (alarms < TICKS)
		spin++;
	timer(0);
	sigemptyset(&usr);
	sigaddset(&usr, SIGUSR1);
	sigprocmask(SIG_BLOCK, &usr, NULL);
	sigemptyset(&none);
	if (fork() == 0) {
		kill(parent, SIGUSR1);
		_exit(0);
	}
	while (usr1 < kids + 1)
		sigsuspend(&none);
	sigprocmask(SIG_UNBLOCK, &usr, NULL);
	while (wait(NULL) > 0)
		;
	printf("usr1 %d, ticks %d, children's ends seen %d\n", usr1, alarms >= TICKS ? TICKS : -1,
	       chld > 0);
	return 0;
}

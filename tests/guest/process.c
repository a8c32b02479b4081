/* process.c — fork, pipe, wait, dup2, getpid, signals (kill to self with a handler, default
 * action in a child), atexit order and exit status: process control through rt. */
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

static volatile sig_atomic_t got;

static void on_usr1(int sig)
{
	got = sig == SIGUSR1 ? 1 : -1;
}

static void bye1(void)
{
	puts("atexit 1");
}

static void bye2(void)
{
	puts("atexit 2");
}

int main(void)
{
	int fds[2], status;
	char buf[64];
	pid_t pid;
	ssize_t n;

	atexit(bye1);
	atexit(bye2);
	if (signal(SIGUSR1, on_usr1) == SIG_ERR)
		return 10;
	kill(getpid(), SIGUSR1);
	printf("handler ran: %d\n", (int)got);

	if (pipe(fds) < 0)
		return 11;
	fflush(stdout);
	pid = fork();
	if (pid < 0)
		return 12;
	if (pid == 0) {
		close(fds[0]);
		dup2(fds[1], 1);
		printf("child says %d", 6 * 7);
		fflush(stdout);
		_exit(5);
	}
	close(fds[1]);
	n = read(fds[0], buf, sizeof buf - 1);
	buf[n > 0 ? n : 0] = '\0';
	waitpid(pid, &status, 0);
	printf("parent read '%s', child exited %d\n", buf, WIFEXITED(status) ? WEXITSTATUS(status) : -1);

	pid = fork();
	if (pid == 0) {
		signal(SIGTERM, SIG_DFL);
		raise(SIGTERM);
		_exit(0);
	}
	waitpid(pid, &status, 0);
	printf("second child: signaled %d by SIGTERM %d\n", WIFSIGNALED(status),
	       WIFSIGNALED(status) && WTERMSIG(status) == SIGTERM);
	return 7;
}

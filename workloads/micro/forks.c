/* forks.c — many processes, one after the other: 24 children, each computing a little and
 * exiting with a status of its own, every fourth forking a grandchild of its own; the parent
 * waits for each by pid. Every process is traced (docs/processes.md): 31 traces. */
#include <stdio.h>
#include <sys/wait.h>
#include <unistd.h>

static unsigned work(unsigned x, int n)
{
	for (int k = 0; k < n; k++)
		x = x * 2654435761u + (unsigned)k;
	return x;
}

/* Forks a process that exits with f(seed)'s status; returns that status as waited for. */
static int child(unsigned seed, int depth)
{
	int st;
	pid_t p;

	fflush(stdout);
	p = fork();
	if (p < 0)
		return -1;
	if (p == 0) {
		unsigned x = work(seed, 40 + (int)(seed % 50));

		if (depth == 0 && seed % 4 == 0)
			x += (unsigned)child(x, 1);
		_exit((int)(x % 100));
	}
	if (waitpid(p, &st, 0) != p || !WIFEXITED(st))
		return -1;
	return WEXITSTATUS(st);
}

int main(void)
{
	unsigned sum = 0;

	for (unsigned i = 0; i < 24; i++) {
		int st = child(i * 7 + 1, 0);

		if (st < 0) {
			printf("forks: child %u failed\n", i);
			return 1;
		}
		sum = sum * 31 + (unsigned)st;
	}
	printf("forks %u\n", sum);
	return 0;
}

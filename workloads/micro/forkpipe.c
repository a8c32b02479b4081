/* forkpipe.c — a parent and a child process connected by pipes: the parent sends numbers,
 * the child squares and returns them; prints a checksum. Tracing follows both processes. */
#include <stdio.h>
#include <sys/wait.h>
#include <unistd.h>

int main(void)
{
	int down[2], up[2], status;
	unsigned sum = 0;
	pid_t pid;

	if (pipe(down) < 0 || pipe(up) < 0)
		return 2;
	fflush(stdout);
	pid = fork();
	if (pid < 0)
		return 3;
	if (pid == 0) {
		int v;

		close(down[1]);
		close(up[0]);
		while (read(down[0], &v, sizeof v) == (ssize_t)sizeof v) {
			v = v * v;
			if (write(up[1], &v, sizeof v) != (ssize_t)sizeof v)
				_exit(4);
		}
		_exit(0);
	}
	close(down[0]);
	close(up[1]);
	for (int i = 1; i <= 100; i++) {
		int v = i;

		if (write(down[1], &v, sizeof v) != (ssize_t)sizeof v ||
		    read(up[0], &v, sizeof v) != (ssize_t)sizeof v)
			return 5;
		sum = sum * 3 + (unsigned)v;
	}
	close(down[1]);
	waitpid(pid, &status, 0);
	printf("forkpipe %u child %d\n", sum, WIFEXITED(status) ? WEXITSTATUS(status) : -1);
	return 0;
}

/* race.c — a program whose course depends on how its processes are scheduled: two children
 * write numbered lines into one pipe (a write per line), the parent reads them through stdio
 * (each read returns what the writers have written so far) and waits for whichever child
 * ends first. Its output does not depend on the scheduling, its instructions do: the golden
 * trace of a separate plain run differs from the traced run's, the one logged from the traced
 * run itself (aex check --golden traced) does not. */
#include <stdio.h>
#include <stdlib.h>
#include <sys/wait.h>
#include <unistd.h>

#define LINES 300

static void writer(int fd, int id)
{
	FILE *f = fdopen(fd, "w");

	if (!f)
		_exit(3);
	setvbuf(f, NULL, _IOLBF, 0);
	for (int i = 0; i < LINES; i++) {
		volatile unsigned spin = 0;

		fprintf(f, "%d %d\n", id, i);
		for (int k = 0; k < 50 * id; k++)
			spin += (unsigned)k;
	}
	fclose(f);
	_exit(0);
}

int main(void)
{
	int fds[2], status, done = 0;
	long lines[3] = { 0 }, sum[3] = { 0 };
	char buf[64];
	FILE *in;

	if (pipe(fds) < 0)
		return 2;
	for (int id = 1; id <= 2; id++) {
		pid_t p = fork();

		if (p < 0)
			return 2;
		if (p == 0) {
			close(fds[0]);
			writer(fds[1], id);
		}
	}
	close(fds[1]);
	in = fdopen(fds[0], "r");
	if (!in)
		return 2;
	while (fgets(buf, sizeof buf, in)) {
		int id = atoi(buf);
		const char *sp = buf;

		while (*sp && *sp != ' ')
			sp++;
		if (id < 1 || id > 2)
			return 4;
		lines[id]++;
		sum[id] += atol(sp);
	}
	while (wait(&status) > 0)
		done += WIFEXITED(status) && WEXITSTATUS(status) == 0;
	printf("%d children done; lines %ld %ld; sums %ld %ld\n", done, lines[1], lines[2],
	       sum[1], sum[2]);
	return 0;
}

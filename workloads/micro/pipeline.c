/* pipeline.c — a parent forks a generator, a filter and a counter joined by pipes, as a shell
 * runs `gen | filter | count`: each stage reads its standard input and writes its standard
 * output, made the pipes' ends with dup2, and the three run at once. The parent reads the
 * counter's report from a fourth pipe, waits for the three and prints the report and how each
 * ended (the filter exits with a status of its own). Every process is traced
 * (docs/processes.md).
 *
 * The stages pass 4-byte records, each written and read whole (a pipe write of 4 bytes is
 * atomic, so a read of 4 returns 4 or the end): what each process executes does not depend on
 * how the processes were scheduled, and the golden trace of a plain run can equal it. Lines
 * read through stdio would not: how much a read of a pipe returns depends on how far the
 * writer has got. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/wait.h>
#include <unistd.h>

#define NUMBERS 3000

static int get(int fd, uint32_t *v)
{
	return read(fd, v, sizeof *v) == (ssize_t)sizeof *v;
}

static void put(int fd, uint32_t v)
{
	if (write(fd, &v, sizeof v) != (ssize_t)sizeof v)
		_exit(91);
}

/* Makes fd the descriptor to, closing fd (nothing when they are the same). */
static void move_fd(int fd, int to)
{
	if (fd != to) {
		if (dup2(fd, to) < 0)
			_exit(90);
		close(fd);
	}
}

/* Pseudo-random numbers. */
static int generator(void)
{
	uint32_t x = 12345;

	for (int i = 0; i < NUMBERS; i++) {
		x = x * 1103515245u + 12345u;
		put(1, (x >> 8) % 100000u);
	}
	return 0;
}

/* Whether v has a digit 7 in decimal. */
static int has7(uint32_t v)
{
	char s[16];

	snprintf(s, sizeof s, "%u", (unsigned)v);
	for (char *p = s; *p; p++)
		if (*p == '7')
			return 1;
	return 0;
}

/* The numbers divisible by 3 or with a digit 7, doubled; exits with how many it dropped,
 * modulo 256. */
static int filter(void)
{
	uint32_t v, dropped = 0;

	while (get(0, &v)) {
		if (v % 3 == 0 || has7(v))
			put(1, 2 * v);
		else
			dropped++;
	}
	return (int)(dropped % 256);
}

/* How many numbers, their sum and the largest: one report of three records. */
static int counter(void)
{
	uint32_t v, n = 0, sum = 0, max = 0;

	while (get(0, &v)) {
		n++;
		sum += v;
		if (v > max)
			max = v;
	}
	put(1, n);
	put(1, sum);
	put(1, max);
	return 0;
}

/* Forks a stage reading in and writing out, closing every other end it was given. */
static pid_t stage(int (*run)(void), int in, int out, const int *ends, int nends)
{
	pid_t pid;

	fflush(stdout);
	pid = fork();
	if (pid < 0) {
		printf("fork failed\n");
		exit(2);
	}
	if (pid == 0) {
		for (int i = 0; i < nends; i++)
			if (ends[i] != in && ends[i] != out)
				close(ends[i]);
		move_fd(in, 0);
		move_fd(out, 1);
		_exit(run());
	}
	return pid;
}

int main(void)
{
	int a[2], b[2], c[2], status;
	uint32_t n = 0, sum = 0, max = 0;
	pid_t pids[3];

	if (pipe(a) < 0 || pipe(b) < 0 || pipe(c) < 0)
		return 3;
	{
		int ends[6] = { a[0], a[1], b[0], b[1], c[0], c[1] };

		pids[0] = stage(generator, 0, a[1], ends, 6);
		pids[1] = stage(filter, a[0], b[1], ends, 6);
		pids[2] = stage(counter, b[0], c[1], ends, 6);
	}
	close(a[0]);
	close(a[1]);
	close(b[0]);
	close(b[1]);
	close(c[1]);
	if (!get(c[0], &n) || !get(c[0], &sum) || !get(c[0], &max))
		printf("pipeline: no report\n");
	close(c[0]);
	printf("pipeline: count %u sum %u max %u\n", (unsigned)n, (unsigned)sum, (unsigned)max);
	for (int i = 0; i < 3; i++) {
		if (waitpid(pids[i], &status, 0) != pids[i])
			return 4;
		printf("stage %d: %s %d\n", i, WIFEXITED(status) ? "exit" : "signal",
		       WIFEXITED(status) ? WEXITSTATUS(status) : WTERMSIG(status));
	}
	return 0;
}

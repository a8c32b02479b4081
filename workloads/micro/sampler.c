/* sampler.c — a timer-driven sampling counter: an interval timer sends SIGALRM every 200 µs
 * while the program walks a list and branches on what it loads; the handler counts the
 * samples and reads a few list nodes itself. Where each signal comes differs from run to run,
 * so aex check takes its golden trace from the traced run (sampler.golden says so); the output
 * does not. */
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/time.h>

#define TICKS 100

struct node {
	struct node *next;
	unsigned char v;
	unsigned short w;
};

static volatile int ticks;
static struct node *volatile cur;
static unsigned long seen;

static void on_alarm(int sig)
{
	struct node *n = cur;

	(void)sig;
	ticks++;
	for (int k = 0; k < 4 && n; k++, n = n->next)
		seen += n->v;
}

int main(void)
{
	struct itimerval it = { { 0, 200 }, { 0, 200 } };
	unsigned long sum = 0;
	enum { N = 4000 };
	struct node *pool = malloc(N * sizeof *pool);

	if (!pool)
		return 2;
	for (int i = 0; i < N; i++) {
		pool[i].next = &pool[(i * 7919 + 13) % N];
		pool[i].v = (unsigned char)(i * 37);
		pool[i].w = (unsigned short)(i * 101);
	}
	cur = pool;
	if (signal(SIGALRM, on_alarm) == SIG_ERR || setitimer(ITIMER_REAL, &it, 0) < 0)
		return 3;
	for (int r = 0; ticks < TICKS; r++) {
		struct node *n = &pool[r % N];

		for (int k = 0; k < 50; k++) {
			if (n->v & 1)
				sum += n->w;
			else
				sum ^= n->v;
			n = n->next;
			cur = n;
		}
	}
	it.it_value.tv_usec = it.it_interval.tv_usec = 0;
	setitimer(ITIMER_REAL, &it, 0);
	printf("%d samples\n", ticks >= TICKS && seen > 0 && sum > 0 ? TICKS : -1);
	return 0;
}

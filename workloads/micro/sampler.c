/* sampler.c — a timer-driven sampling counter with fault recovery: an interval timer sends
 * SIGALRM every 200 µs while the program walks a list and branches on what it loads; the
 * handler counts the samples and reads a few list nodes itself. While the timer runs, the
 * program also probes addresses, some of them unmapped: the SIGSEGV handler leaves by longjmp
 * back into the probe, which unblocks SIGSEGV and reports the address unreadable. Where each
 * signal comes differs from run to run, so aex check takes its golden trace from the traced
 * run (sampler.golden says so); the output does not. */
#include <setjmp.h>
#include <signal.h>
#include <stdio.h>
#include <stdint.h>
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
static jmp_buf probe_env;
static volatile int faults;

static void on_alarm(int sig)
{
	struct node *n = cur;

	(void)sig;
	ticks++;
	for (int k = 0; k < 4 && n; k++, n = n->next)
		seen += n->v;
}

static void on_fault(int sig)
{
	faults++;
	longjmp(probe_env, sig);
}

/* The byte at p, or -1 when reading it faults. */
static int probe(const volatile unsigned char *p)
{
	if (setjmp(probe_env)) {
		sigset_t s;

		sigemptyset(&s);
		sigaddset(&s, SIGSEGV);
		sigprocmask(SIG_UNBLOCK, &s, 0);
		return -1;
	}
	return *p;
}

int main(void)
{
	struct sigaction sa;
	int readable = 0, probes = 0;
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
	sa.sa_handler = on_fault;
	sigemptyset(&sa.sa_mask);
	sa.sa_flags = 0;
	if (signal(SIGALRM, on_alarm) == SIG_ERR || sigaction(SIGSEGV, &sa, 0) < 0 ||
	    setitimer(ITIMER_REAL, &it, 0) < 0)
		return 3;
	for (int r = 0; ticks < TICKS || r < 12; r++) {
		struct node *n = &pool[r % N];

		/* the first 12 rounds probe a node and, every other round, an unmapped low page */
		if (r < 12) {
			const unsigned char *a = r % 2 ? (const unsigned char *)&pool[r * 37].v
						       : (const unsigned char *)(uintptr_t)(16 + r * 4096);

			probes++;
			readable += probe(a) >= 0;
		}

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
	printf("%d probes: %d readable, %d faults recovered\n", probes, readable, faults);
	return 0;
}

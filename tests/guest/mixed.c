/* mixed.c — stdio, malloc, qsort, setjmp/longjmp and 64-bit division together; the output
 * is identical on every guest ISA and on the host. */
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct rec {
	char name[12];
	long long key;
	int id;
};

static jmp_buf env;
static int depth_reached;

static void descend(int depth, int limit)
{
	char pad[32];

	if (limit < 0)
		return;
	memset(pad, depth, sizeof pad);
	depth_reached = depth + pad[5] - depth;
	if (depth < limit)
		descend(depth + 1, limit);
	longjmp(env, depth);
}

static int by_key(const void *a, const void *b)
{
	const struct rec *x = a, *y = b;

	if (x->key != y->key)
		return x->key < y->key ? -1 : 1;
	return x->id - y->id;
}

int main(void)
{
	unsigned long long seed = 0x9e3779b97f4a7c15ULL;
	struct rec *volatile recs = malloc(50 * sizeof *recs);
	long long sum = 0;
	char buf[64];
	int r;

	if (!recs)
		return 1;
	for (int i = 0; i < 50; i++) {
		seed = seed * 6364136223846793005ULL + 1442695040888963407ULL;
		recs[i].key = (long long)(seed >> 11) % 1000003LL - 500000;
		recs[i].id = i;
		snprintf(recs[i].name, sizeof recs[i].name, "r%02d", i);
	}
	qsort(recs, 50, sizeof *recs, by_key);
	for (int i = 0; i < 50; i += 7)
		printf("%-4s %8lld %3d\n", recs[i].name, recs[i].key, recs[i].id);

	for (int i = 0; i < 50; i++) {
		long long k = recs[i].key * 1000003LL + 17;
		sum += k / 97 - k % 89;
		sum ^= (long long)((unsigned long long)k / 1234567ULL);
	}
	printf("sum %lld q %lld r %lld u %llu\n", sum, sum / -7, sum % 1000, (unsigned long long)sum / 3);

	r = setjmp(env);
	if (r == 0) {
		descend(0, 60);
		puts("not reached");
	}
	printf("longjmp returned %d after depth %d\n", r, depth_reached);

	recs = realloc(recs, 100 * sizeof *recs);
	memset(recs + 50, 0, 50 * sizeof *recs);
	strcpy(buf, "hello");
	strcat(buf, ", world");
	printf("%s %zu %x %o %+d %5.3s|\n", buf, strlen(buf), 48879, 8, 42, "abcdef");
	free(recs);
	return 3;
}

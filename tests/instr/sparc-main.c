/* sparc-main.c — drives sparc-ops.S (see there) and prints every result. */
#include <stdio.h>

int sum_words(const int *a, int n);
int sum_pairs(const long long *p, int n);
void copy_pairs(long long *dst, const long long *src, int n);
int take_lock(unsigned char *lock);
int exchange(int *p, int v);
int mul_index(const int *a, int i, int j);
int div_index(const int *a, unsigned x, unsigned d);
void zero_bytes(char *p, int n);
int deref_if(int **p, int c);
int pick(int c, const int *a, const int *b);
int win_sum(int *a, int n);
int tail_sum(int *a, int n);
int leaf_tail(int *a, int n);
int *elem_ptr(int *a, int i);
int frame_walk(int depth, int *a);

static int a[16] = { 3, 1, 4, 1, 5, 9, 2, 6, 5, 3, 5, 8, 9, 7, 9, 3 };
static long long pairs[6] = { 1, 2, 0x100000003ll, 4, -5, 0x7fffffff00000006ll };
static long long copy[6];
static unsigned char lock;
static char bytes[40];

int main(void)
{
	int *pa = &a[2], x = 0;

	printf("sum_words %d\n", sum_words(a, 16));
	printf("sum_pairs %d\n", sum_pairs(pairs, 6));
	copy_pairs(copy, pairs, 6);
	printf("copy %lld %lld\n", copy[2], copy[5]);
	x = take_lock(&lock);
	printf("take_lock %d %d lock %d\n", x, take_lock(&lock), lock);
	printf("exchange %d %d\n", exchange(&a[3], 42), a[3]);
	for (int i = 0; i < 10; i++)
		x += mul_index(a, i, i + 3) + div_index(a, 100u + 7u * (unsigned)i, (unsigned)i + 1u);
	printf("mul/div %d\n", x);
	for (int i = 0; i < 40; i++)
		bytes[i] = (char)(i + 1);
	zero_bytes(bytes + 5, 30);
	x = 0;
	for (int i = 0; i < 40; i++)
		x = x * 3 + bytes[i];
	printf("zero %d %d %d\n", bytes[4], bytes[5], x);
	printf("deref_if %d %d\n", deref_if(&pa, 1), deref_if(&pa, 0));
	printf("pick %d %d\n", pick(0, &a[0], &a[1]), pick(1, &a[0], &a[1]));
	printf("win_sum %d\n", win_sum(a, 16));
	printf("tail_sum %d %d\n", tail_sum(a, 16), tail_sum(a + 4, 5));
	printf("leaf_tail %d\n", leaf_tail(a + 1, 7));
	printf("elem_ptr %d\n", *elem_ptr(a, 5));
	printf("frame_walk %d %d\n", frame_walk(40, a), frame_walk(3, a));
	return 0;
}

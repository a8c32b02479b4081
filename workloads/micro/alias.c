/* alias.c — two identical static functions that gcc folds into one (identical-code folding
 * emits "second = first" in the assembly), each called through its own name; prints a
 * checksum. */
#include <stdio.h>

struct vec {
	unsigned n, cap, sum;
	unsigned data[64];
};

static void __attribute__((noinline)) push_a(struct vec *v, unsigned x)
{
	if (v->n == v->cap)
		v->cap = v->cap ? v->cap * 2 : 4;
	v->data[v->n % 64] = x;
	v->sum += x * (v->n + 1);
	v->n++;
}

static void __attribute__((noinline)) push_b(struct vec *v, unsigned x)
{
	if (v->n == v->cap)
		v->cap = v->cap ? v->cap * 2 : 4;
	v->data[v->n % 64] = x;
	v->sum += x * (v->n + 1);
	v->n++;
}

int main(void)
{
	static struct vec a, b, c;

	for (unsigned i = 0; i < 500; i++) {
		push_a(&a, i * 7 + 1);
		push_b(&b, i * 13 + 5);
		if (i & 1)
			push_b(&c, a.data[i % 64] ^ b.data[(i * 3) % 64]);
		else
			push_a(&c, a.data[i % 64] ^ b.data[(i * 3) % 64]);
	}
	printf("alias %u %u %u %u %u %u\n", a.sum, a.cap, b.sum, b.cap, c.sum, c.n);
	return 0;
}

/* indirect.c — calls through a table of function pointers (and a pointer passed down), the
 * case the regenerator must map back to functions; prints a checksum. */
#include <stdio.h>

typedef unsigned (*op_fn)(unsigned, unsigned);

static unsigned op_add(unsigned a, unsigned b) { return a + b; }
static unsigned op_xor(unsigned a, unsigned b) { return a ^ (b << 3); }
static unsigned op_mul(unsigned a, unsigned b) { return a * (b | 1); }
static unsigned op_rot(unsigned a, unsigned b) { return (a << (b & 31)) | (a >> ((32 - (b & 31)) & 31)); }
static unsigned op_sub(unsigned a, unsigned b) { return a - b * 7; }

static op_fn const table[] = { op_add, op_xor, op_mul, op_rot, op_sub };

static unsigned apply_all(op_fn f, const unsigned *v, int n, unsigned acc)
{
	for (int i = 0; i < n; i++)
		acc = f(acc, v[i]);
	return acc;
}

int main(void)
{
	unsigned v[64], acc = 1;

	for (int i = 0; i < 64; i++)
		v[i] = (unsigned)i * 2654435761u;
	for (int round = 0; round < 200; round++) {
		op_fn f = table[(acc >> 7) % 5];
		acc = apply_all(f, v, 64, acc) + (unsigned)round;
		acc = table[round % 5](acc, (unsigned)round);
	}
	printf("indirect %u\n", acc);
	return 0;
}

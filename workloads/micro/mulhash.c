/* mulhash.c — multiplicative hashing: table indices taken from the high word of 32 x 32 -> 64
 * bit products, unsigned (Fibonacci hashing) and signed, so that the addresses of the table
 * accesses depend on both halves of each kind of product; prints a checksum. */
#include <stdint.h>
#include <stdio.h>

static unsigned table[1024];

int main(void)
{
	unsigned sum = 0;

	for (uint32_t i = 1; i < 5000; i++) {
		uint32_t key = i * 2654435761u;
		uint32_t h = (uint32_t)(((uint64_t)key * 0x9e3779b1u) >> 32) & 1023;
		int32_t s = (int32_t)(((int64_t)(int32_t)key * -7) >> 32) & 1023;
		uint32_t l = (uint32_t)((uint64_t)key * 40503u) >> 22;

		table[h]++;
		table[s] += 2;
		table[l] += 3;
	}
	for (int k = 0; k < 1024; k++)
		sum = sum * 31 + table[k];
	printf("mulhash %u\n", sum);
	return 0;
}

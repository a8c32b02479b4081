/* muldiv64.c — 64-bit multiply, divide, remainder and shifts, signed and unsigned, which the
 * 32-bit guests do through rt's helper routines; prints a checksum. */
#include <stdint.h>
#include <stdio.h>

int main(void)
{
	uint64_t x = 0x0123456789abcdefull, h = 0;
	int64_t s = -1234567890123ll, t = 0;

	for (int i = 1; i <= 500; i++) {
		uint64_t d = (x >> (i % 40)) | 1;
		int64_t e = (int64_t)(i * 7919) - 2000000;

		x = x * 6364136223846793005ull + 1442695040888963407ull;
		h += x / d + x % (uint64_t)(i * 13 + 1);
		h ^= h << 13;
		h ^= h >> 7;
		t += s / e - s % e;
		s = (int64_t)((uint64_t)s * 3u + (uint64_t)i * x);
		s >>= i % 5;
	}
	printf("muldiv64 %llu %lld %llu\n", (unsigned long long)h, (long long)t,
	       (unsigned long long)((uint64_t)t * h));
	return 0;
}

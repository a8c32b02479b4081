/* zero.c — the example of Mazières & Smith 1994 (Figure 4): zero() clears a 32-byte buffer
 * from its last byte down, 32 byte stores in descending address order; prints a checksum. */
#include <stdio.h>
#include <string.h>

char scratch[32];

__attribute__((noinline)) void zero(char *p, int i)
{
	while (i >= 0) {
		p[i--] = 0;
	}
}

int main(void)
{
	unsigned sum = 0;

	memset(scratch, 0x5a, sizeof scratch);
	zero(scratch, sizeof(scratch) - 1);
	for (unsigned k = 0; k < sizeof scratch; k++)
		sum = sum * 33 + (unsigned char)scratch[k] + k;
	printf("zero %u\n", sum);
	return 0;
}

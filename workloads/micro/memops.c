/* memops.c — memcpy, memmove and memset of odd sizes at odd alignments, and memcmp/memchr
 * over the results; prints a checksum. */
#include <stdio.h>
#include <string.h>

static unsigned char a[1024], b[1024];

int main(void)
{
	unsigned sum = 0;

	for (int i = 0; i < 1024; i++)
		a[i] = (unsigned char)(i * 131 + 7);
	for (int n = 0; n < 97; n += 3) {
		for (int off = 0; off < 8; off++) {
			memcpy(b + off, a + (n * 5 + off) % 512, (size_t)n);
			memset(b + 512 + off, n + off, (size_t)(n + off));
			memmove(b + off + 1, b + off, (size_t)n);
			int c = memcmp(b + off, a + off, (size_t)(n / 2 + 1));

			sum = sum * 33 + (unsigned)((c > 0) - (c < 0)) + 7u;
			{
				const unsigned char *p = memchr(b + 512, n + off, (size_t)(n + off + 1));
				sum += p ? (unsigned)(p - b) : 1u;
			}
		}
	}
	for (int i = 0; i < 1024; i++)
		sum = sum * 31 + b[i];
	printf("memops %u\n", sum);
	return 0;
}

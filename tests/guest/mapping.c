/* mapping.c — mmap of anonymous memory (private, several sizes, written and read back,
 * zero-filled at first), of a file (private: the file's bytes, and a write to the mapping
 * does not reach the file), mprotect and munmap; checksums and flags only (the addresses are
 * rt's in a guest and the kernel's on the host). rt places the mappings itself, so the
 * plain and the traced run see the same addresses (aex check: identical). */
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

static unsigned sum(const unsigned char *p, size_t n)
{
	unsigned s = 0;

	for (size_t i = 0; i < n; i++)
		s = s * 31 + p[i];
	return s;
}

int main(void)
{
	static const size_t sizes[] = { 100, 4096, 10000, 65536 * 3 + 5 };
	unsigned char *m[4];
	FILE *f = tmpfile();
	unsigned char *fm;
	int zero = 1;

	for (int k = 0; k < 4; k++) {
		m[k] = mmap(NULL, sizes[k], PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS,
			    -1, 0);
		if (m[k] == MAP_FAILED)
			return 1;
		for (size_t i = 0; i < sizes[k]; i++)
			zero &= m[k][i] == 0;
		for (size_t i = 0; i < sizes[k]; i++)
			m[k][i] = (unsigned char)(i * 7 + (size_t)k);
		printf("mapping %d: %zu bytes, page-aligned %d, sum %u\n", k, sizes[k],
		       ((uintptr_t)m[k] & 4095) == 0, sum(m[k], sizes[k]));
	}
	printf("zero-filled %d, distinct %d\n", zero, m[0] != m[1] && m[1] != m[2] && m[2] != m[3]);
	printf("munmap %d, mprotect %d, bad munmap %d\n", munmap(m[1], sizes[1]),
	       mprotect(m[2], sizes[2], PROT_READ), munmap((char *)m[0] + 1, 10));
	printf("still there: %u\n", sum(m[2], sizes[2]));
	if (!f)
		return 2;
	for (int i = 0; i < 5000; i++)
		fputc("abcdefghij"[i % 10], f);
	fflush(f);
	fm = mmap(NULL, 5000, PROT_READ | PROT_WRITE, MAP_PRIVATE, fileno(f), 0);
	if (fm == MAP_FAILED)
		return 3;
	printf("file mapping: %.12s sum %u\n", (char *)fm, sum(fm, 5000));
	fm[0] = 'Z';
	rewind(f);
	printf("file after a private write: %c, mapping %c\n", fgetc(f), fm[0]);
	printf("zero length: %d, bad offset: %d\n", mmap(NULL, 0, PROT_READ, MAP_PRIVATE |
							 MAP_ANONYMOUS, -1, 0) == MAP_FAILED,
	       mmap(NULL, 10, PROT_READ, MAP_PRIVATE, fileno(f), 100) == MAP_FAILED);
	munmap(fm, 5000);
	fclose(f);
	return 0;
}

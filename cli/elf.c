/* elf.c — reading the ELF32 header of guest binaries (either byte order). */
#include "elf.h"
#include "util.h"

#include <errno.h>
#include <stdio.h>
#include <string.h>

static uint32_t get(const unsigned char *p, int n, bool be)
{
	uint32_t v = 0;

	for (int i = 0; i < n; i++)
		v |= (uint32_t)p[be ? i : n - 1 - i] << (8 * (n - 1 - i));
	return v;
}

int elf_read_info(const char *path, struct elf_info *info)
{
	unsigned char h[52];
	FILE *f = fopen(path, "rb");
	size_t n;

	if (!f) {
		util_error("%s: %s", path, strerror(errno));
		return -1;
	}
	n = fread(h, 1, sizeof h, f);
	fclose(f);
	if (n < sizeof h || memcmp(h, "\177ELF", 4) != 0) {
		util_error("%s: not an ELF file", path);
		return -1;
	}
	if (h[4] != 1) {
		util_error("%s: not a 32-bit ELF file (guests are 32-bit)", path);
		return -1;
	}
	if (h[5] != 1 && h[5] != 2) {
		util_error("%s: unknown ELF byte order %d", path, h[5]);
		return -1;
	}
	info->big_endian = h[5] == 2;
	info->machine = (int)get(h + 18, 2, info->big_endian);
	info->entry = get(h + 24, 4, info->big_endian);
	info->flags = get(h + 36, 4, info->big_endian);
	return 0;
}

/* elf.c — reading the ELF32 header of guest binaries (either byte order). */
#include "elf.h"
#include "util.h"
#include "aex_trace.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
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

static int cmp_sym(const void *a, const void *b)
{
	const struct elf_symbol *x = a, *y = b;

	if (x->addr != y->addr)
		return x->addr < y->addr ? -1 : 1;
	return (x->size < y->size) - (x->size > y->size);
}

int elf_load_symbols(const char *path, struct elf_symtab *tab)
{
	size_t len;
	unsigned char *f = (unsigned char *)util_read_file(path, &len);
	uint32_t shoff, shentsize, shnum;
	bool be;
	int cap = 0;

	memset(tab, 0, sizeof *tab);
	if (!f) {
		util_error("%s: %s", path, strerror(errno));
		return -1;
	}
	if (len < 52 || memcmp(f, "\177ELF", 4) != 0 || f[4] != 1) {
		util_error("%s: not an ELF32 file", path);
		free(f);
		return -1;
	}
	be = f[5] == 2;
	shoff = get(f + 32, 4, be);
	shentsize = get(f + 46, 2, be);
	shnum = get(f + 48, 2, be);
	if (shentsize < 40 || shoff > len || (uint64_t)shnum * shentsize > len - shoff) {
		util_error("%s: bad section header table", path);
		free(f);
		return -1;
	}
	for (uint32_t i = 0; i < shnum; i++) {
		const unsigned char *sh = f + shoff + i * shentsize;
		uint32_t type = get(sh + 4, 4, be), off = get(sh + 16, 4, be);
		uint32_t size = get(sh + 20, 4, be), link = get(sh + 24, 4, be);
		const unsigned char *strsh;
		uint32_t stroff, strsize;

		if (type != 2 /* SHT_SYMTAB */ || link >= shnum || off > len || size > len - off)
			continue;
		strsh = f + shoff + link * shentsize;
		stroff = get(strsh + 16, 4, be);
		strsize = get(strsh + 20, 4, be);
		if (stroff > len || strsize > len - stroff)
			continue;
		for (uint32_t k = 16; k + 16 <= size; k += 16) {
			const unsigned char *st = f + off + k;
			uint32_t name = get(st, 4, be), info = st[12];
			uint32_t stype = info & 0xf;

			if ((stype != 1 && stype != 2 && stype != 0) || name >= strsize ||
			    !f[stroff + name] || get(st + 14, 2, be) == 0)
				continue;
			if (tab->n == cap) {
				cap = cap ? 2 * cap : 256;
				tab->syms = util_xrealloc(tab->syms, (size_t)cap * sizeof *tab->syms);
			}
			tab->syms[tab->n].addr = get(st + 4, 4, be);
			tab->syms[tab->n].size = get(st + 8, 4, be);
			tab->syms[tab->n].name = strndup((const char *)f + stroff + name,
							 strsize - name);
			tab->n++;
		}
	}
	free(f);
	qsort(tab->syms, (size_t)tab->n, sizeof *tab->syms, cmp_sym);
	return 0;
}

const struct elf_symbol *elf_lookup(const struct elf_symtab *tab, uint32_t addr)
{
	int lo = 0, hi = tab->n - 1, best = -1;

	while (lo <= hi) {
		int mid = lo + (hi - lo) / 2;

		if (tab->syms[mid].addr <= addr) {
			best = mid;
			lo = mid + 1;
		} else {
			hi = mid - 1;
		}
	}
	/* Prefer a sized symbol that contains addr among those at the same address. */
	for (int i = best; i >= 0 && tab->syms[i].addr == tab->syms[best].addr; i--)
		if (addr < tab->syms[i].addr + tab->syms[i].size)
			return &tab->syms[i];
	return best >= 0 ? &tab->syms[best] : NULL;
}

void elf_free_symbols(struct elf_symtab *tab)
{
	for (int i = 0; i < tab->n; i++)
		free(tab->syms[i].name);
	free(tab->syms);
	memset(tab, 0, sizeof *tab);
}

int elf_build_id(const char *path, uint64_t *id)
{
	size_t len;
	char *f = util_read_file(path, &len);

	if (!f) {
		util_error("%s: %s", path, strerror(errno));
		return -1;
	}
	*id = aex_fnv1a64(AEX_FNV1A64_INIT, f, len);
	free(f);
	return 0;
}

uint32_t elf_word(const uint8_t *p, bool big_endian)
{
	return get(p, 4, big_endian);
}

int elf_read_section(const char *path, const char *name, uint8_t **data, size_t *len,
		     bool *big_endian)
{
	uint32_t addr;

	return elf_read_section_at(path, name, data, len, big_endian, &addr);
}

int elf_read_section_at(const char *path, const char *name, uint8_t **data, size_t *len,
			bool *big_endian, uint32_t *addr)
{
	size_t flen;
	unsigned char *f = (unsigned char *)util_read_file(path, &flen);
	uint32_t shoff, shentsize, shnum, shstrndx, stroff, strsize;
	bool be;

	*data = NULL;
	*len = 0;
	if (!f) {
		util_error("%s: %s", path, strerror(errno));
		return -1;
	}
	if (flen < 52 || memcmp(f, "\177ELF", 4) != 0 || f[4] != 1) {
		util_error("%s: not an ELF32 file", path);
		free(f);
		return -1;
	}
	be = f[5] == 2;
	*big_endian = be;
	shoff = get(f + 32, 4, be);
	shentsize = get(f + 46, 2, be);
	shnum = get(f + 48, 2, be);
	shstrndx = get(f + 50, 2, be);
	if (shentsize < 40 || shoff > flen || (uint64_t)shnum * shentsize > flen - shoff ||
	    shstrndx >= shnum) {
		util_error("%s: bad section header table", path);
		free(f);
		return -1;
	}
	stroff = get(f + shoff + shstrndx * shentsize + 16, 4, be);
	strsize = get(f + shoff + shstrndx * shentsize + 20, 4, be);
	if (stroff > flen || strsize > flen - stroff) {
		util_error("%s: bad section name table", path);
		free(f);
		return -1;
	}
	for (uint32_t i = 0; i < shnum; i++) {
		const unsigned char *sh = f + shoff + i * shentsize;
		uint32_t nm = get(sh, 4, be), off = get(sh + 16, 4, be), size = get(sh + 20, 4, be);

		if (nm >= strsize || strncmp((const char *)f + stroff + nm, name, strsize - nm) != 0)
			continue;
		if (off > flen || size > flen - off) {
			util_error("%s: section %s lies outside the file", path, name);
			free(f);
			return -1;
		}
		*data = util_xmalloc(size + 1);
		memcpy(*data, f + off, size);
		*len = size;
		*addr = get(sh + 12, 4, be);
		free(f);
		return 0;
	}
	util_error("%s: no section %s", path, name);
	free(f);
	return -1;
}

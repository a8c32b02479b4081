/* techniques.c — the trace-size techniques by name: parsed from a list, named, and the
 * ablation's variants of them (techniques.h). */
#include "techniques.h"
#include "slice.h"
#include "util.h"

#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const struct {
	const char *name;
	unsigned bit;
} techniques[] = {
#define TECHNIQUE_ROW(id, name, doc) { name, INSTR_##id },
	INSTR_TECHNIQUE_LIST(TECHNIQUE_ROW)
#undef TECHNIQUE_ROW
};
#define NTECHNIQUES (sizeof techniques / sizeof techniques[0])

unsigned instr_slice_flags(unsigned mask, enum place_kind placement)
{
	return ((mask & INSTR_DECIDE) && placement != PLACE_BLOCKS ? SLICE_DECIDE : 0) |
	       (mask & INSTR_NARROW ? SLICE_NARROW : 0) | (mask & INSTR_CUT ? SLICE_CUT : 0) |
	       (mask & INSTR_SLOTS ? SLICE_SLOTS : 0) |
	       ((mask & INSTR_HOIST) && (mask & INSTR_DECIDE) && placement != PLACE_BLOCKS
			? SLICE_HOIST : 0);
}

int instr_techniques_parse(const char *list, unsigned *out, char *bad, size_t nbad)
{
	unsigned mask = INSTR_TECHNIQUES_ALL;
	const char *p = list;

	while (*p) {
		size_t len = strcspn(p, ",");
		bool off = len > 3 && strncmp(p, "no-", 3) == 0;
		const char *name = off ? p + 3 : p;
		size_t nlen = off ? len - 3 : len;
		size_t k;

		if (nlen == 3 && strncmp(name, "all", 3) == 0 && !off) {
			mask = INSTR_TECHNIQUES_ALL;
		} else if (nlen == 4 && strncmp(name, "none", 4) == 0 && !off) {
			mask = 0;
		} else {
			for (k = 0; k < NTECHNIQUES; k++)
				if (strlen(techniques[k].name) == nlen &&
				    strncmp(techniques[k].name, name, nlen) == 0)
					break;
			if (k == NTECHNIQUES) {
				snprintf(bad, nbad, "%.*s", (int)len, p);
				return -1;
			}
			mask = off ? mask & ~techniques[k].bit : mask | techniques[k].bit;
		}
		p += len;
		if (*p == ',')
			p++;
	}
	*out = mask;
	return 0;
}

const char *instr_techniques_name(unsigned mask)
{
	static char buf[256];
	size_t n = 0;

	buf[0] = 0;
	for (size_t k = 0; k < NTECHNIQUES; k++)
		if (mask & techniques[k].bit)
			n += (size_t)snprintf(buf + n, sizeof buf - n, "%s%s", n ? "," : "",
					      techniques[k].name);
	return n ? buf : "none";
}

const char *instr_technique_names(void)
{
	return instr_techniques_name(INSTR_TECHNIQUES_ALL);
}

const char *const *instr_technique_variants(void)
{
	static const char *v[NTECHNIQUES + 3];

	if (!v[0]) {
		int n = 0;

		v[n++] = "none";
		for (size_t k = 0; k < NTECHNIQUES; k++)
			v[n++] = util_xasprintf("no-%s", techniques[k].name);
		v[n++] = "all";
		v[n] = NULL;
	}
	return v;
}

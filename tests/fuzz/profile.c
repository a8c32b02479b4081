/* profile.c — libFuzzer harness: the text of a training run's edge counts (instr/profile.c,
 * aex build --profile), read, written out again and read back the same, and looked up for a
 * small CFG. Every input must be read or refused with a message: never a crash, a hang or a
 * sanitizer report. */
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "profile.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static const int e[][2] = { { 0, 1 }, { 0, 2 }, { 1, 2 }, { 2, 3 } };
	char *text = malloc(size + 1);
	struct instr_profile p, q;
	struct strbuf a = { 0 }, b = { 0 };
	struct cfg_block bl[3];
	struct cfg_edge ed[4];
	struct cfg g = { .blocks = bl, .edges = ed, .nblocks = 3, .exit = 3, .nedges = 4 };
	double w[4];

	if (!text)
		abort();
	memcpy(text, data, size);
	text[size] = '\0';
	memset(bl, 0, sizeof bl);
	for (int i = 0; i < 4; i++)
		ed[i] = (struct cfg_edge){ .src = e[i][0], .dst = e[i][1], .taken = i == 1 };
	if (instr_profile_parse("fuzz", text, &p) == 0) {
		instr_profile_format(&p, &a);
		if (instr_profile_parse("fuzz", a.s, &q) != 0)
			abort();
		instr_profile_format(&q, &b);
		if (strcmp(a.s, b.s) != 0)
			abort();
		for (int i = 0; i < p.n; i++)
			instr_profile_weights(&p, p.f[i].stem, p.f[i].name, &g, w);
		instr_profile_free(&p);
		instr_profile_free(&q);
		strbuf_free(&a);
		strbuf_free(&b);
	}
	free(text);
	return 0;
}

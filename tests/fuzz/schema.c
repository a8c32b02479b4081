/* schema.c — libFuzzer harness: a schema through the schema compiler (regen/compile.c), with
 * the symbol tables of a real build (larus's, one per ISA, which make fuzz builds into
 * FUZZ_PROGRAMS/larus-<isa>) so that a schema close to a real one gets past the symbol
 * checks into the generation of the regenerator's C. The first input byte modulo 3 chooses
 * the ISA (0: mips, 1: sparc, 2: riscv32), the rest is the schema text. Every input must end as compiled
 * or refused with an error (0 or -1): never a crash, a hang or a sanitizer report. */
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "compile.h"
#include "strbuf.h"
#include "target.h"
#include "util.h"

#ifndef FUZZ_PROGRAMS
#error "FUZZ_PROGRAMS names the directory of the builds"
#endif

#define NISAS 3
static const char *const isas[NISAS] = { "mips", "sparc", "riscv32" };

static struct program {
	const struct target *t;
	struct regen_syms plain, traced, pcs;
} programs[NISAS];

int LLVMFuzzerInitialize(int *argc, char ***argv);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerInitialize(int *argc, char ***argv)
{
	(void)argc;
	(void)argv;
	for (int i = 0; i < NISAS; i++) {
		char *plain = util_xasprintf("%s/larus-%s/plain", FUZZ_PROGRAMS, isas[i]);
		char *traced = util_xasprintf("%s/larus-%s/traced", FUZZ_PROGRAMS, isas[i]);
		struct program *p = &programs[i];

		p->t = target_get(isas[i]);
		if (!p->t || regen_read_syms(plain, ".aex_syms", &p->plain) < 0 ||
		    regen_read_syms(traced, ".aex_syms", &p->traced) < 0 ||
		    regen_read_syms(traced, ".aex_pcs", &p->pcs) < 0) {
			fprintf(stderr, "schema fuzzer: cannot read the builds in %s\n", FUZZ_PROGRAMS);
			exit(2);
		}
		free(plain);
		free(traced);
	}
	return 0;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct strbuf out = { 0 };
	const struct program *p;
	char *text;
	int rc;

	if (size < 1)
		return 0;
	p = &programs[data[0] % NISAS];
	text = util_xmalloc(size);
	memcpy(text, data + 1, size - 1);
	text[size - 1] = '\0';
	rc = regen_compile(p->t, "fuzz.schema", text, &p->plain, &p->traced, &p->pcs,
			   NULL, NULL, 0, 0x0123456789abcdefull, 0, &out);
	if (rc != 0 && rc != -1)
		abort();
	strbuf_free(&out);
	free(text);
	return 0;
}

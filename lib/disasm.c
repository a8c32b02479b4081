/* disasm.c — disassembling single instructions of guest ELFs with the ISA's objdump. */
#include "disasm.h"
#include "util.h"

#include <stdlib.h>
#include <string.h>

char *disasm_one(const struct toolchain *tc, const char *elf, uint32_t addr, bool any_arch)
{
	struct util_argv av = { 0 };
	char *out = NULL, *arg, *res = NULL, *save = NULL;

	util_argv_push(&av, tc->objdump);
	util_argv_push(&av, "-d");
	util_argv_push(&av, "-m");
	util_argv_push(&av, any_arch ? tc->objdump_any_arch : tc->objdump_arch);
	arg = util_xasprintf("--start-address=0x%x", addr);
	util_argv_push(&av, arg);
	free(arg);
	arg = util_xasprintf("--stop-address=0x%x", addr + 4);
	util_argv_push(&av, arg);
	free(arg);
	util_argv_push(&av, elf);
	/* Lines: "  400120:\t<hex>\t<mnemonic> <operands>" */
	if (util_run(&av, &out) == 0) {
		for (char *line = strtok_r(out, "\n", &save); line; line = strtok_r(NULL, "\n", &save)) {
			char *tab1 = strchr(line, '\t'), *tab2 = tab1 ? strchr(tab1 + 1, '\t') : NULL;

			if (tab2 && strtoul(line, NULL, 16) == addr) {
				for (char *t = tab2 + 1; *t; t++)
					if (*t == '\t')
						*t = ' ';
				res = util_xstrdup(tab2 + 1);
				break;
			}
		}
	}
	free(out);
	util_argv_free(&av);
	return res;
}

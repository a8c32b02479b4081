/* isacheck.c — ISA conformance check of a guest ELF by disassembling it with the ISA-restricted
 * objdump of toolchains/<isa>.mk: a word objdump cannot decode for that ISA, or a mnemonic on
 * the ISA's deny list, is a violation, reported with its function and full-family decoding. */
#include "isacheck.h"
#include "disasm.h"
#include "elf.h"
#include "util.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static bool denied(const char *deny, const char *mnem)
{
	size_t n = strlen(mnem);

	for (const char *p = deny; *p;) {
		size_t len;

		p += strspn(p, " \t");
		len = strcspn(p, " \t");
		if (len == n && strncmp(p, mnem, n) == 0)
			return true;
		p += len;
	}
	return false;
}

int isacheck_elf(const struct toolchain *tc, const char *path)
{
	struct util_argv av = { 0 };
	struct elf_info info;
	char *out = NULL, *func = NULL, *save = NULL;
	int bad = 0, rc;

	if (elf_read_info(path, &info) < 0)
		return -1;
	if (info.machine != tc->elf_machine) {
		util_error("%s: ELF machine %d is not %s (expected %d)", path, info.machine, tc->isa,
			   tc->elf_machine);
		bad++;
	} else if ((info.flags & tc->elf_flags_mask) != tc->elf_flags) {
		util_error("%s: ELF flags 0x%08x do not say %s's base ISA (flags & 0x%08lx must be "
			   "0x%08lx)", path, (unsigned)info.flags, tc->isa, tc->elf_flags_mask,
			   tc->elf_flags);
		bad++;
	}
	if (bad && info.machine != tc->elf_machine && toolchain_by_machine(info.machine)) {
		/* another guest ISA's code: disassembling it as this ISA's would call every word
		 * a violation (another member of the ISA's family, e.g. SPARC V9's machine, is
		 * disassembled: its instructions outside the ISA are the point) */
		util_error("%s: does not conform to %s", path, tc->isa);
		return 1;
	}

	util_argv_push(&av, tc->objdump);
	util_argv_push(&av, "-d");
	util_argv_push(&av, "-m");
	util_argv_push(&av, tc->objdump_arch);
	util_argv_push(&av, path);
	rc = util_run(&av, &out);
	util_argv_free(&av);
	if (rc != 0) {
		util_error("%s: %s failed (status %d)", path, tc->objdump, rc);
		free(out);
		return -1;
	}
	/* Lines: "00400120 <name>:" starts a function; "  400120:\t<hex>\t<mnemonic> <ops>". */
	for (char *line = strtok_r(out, "\n", &save); line; line = strtok_r(NULL, "\n", &save)) {
		char *tab1, *tab2, *mnem, *end;
		unsigned long addr;

		if (line[0] != ' ') {
			char *lt = strchr(line, '<'), *gt = lt ? strrchr(lt, '>') : NULL;
			if (lt && gt && gt[1] == ':') {
				free(func);
				func = util_xasprintf("%.*s", (int)(gt - lt - 1), lt + 1);
			}
			continue;
		}
		tab1 = strchr(line, '\t');
		tab2 = tab1 ? strchr(tab1 + 1, '\t') : NULL;
		if (!tab2)
			continue;
		addr = strtoul(line, &end, 16);
		if (*end != ':')
			continue;
		mnem = tab2 + 1;
		mnem[strcspn(mnem, " \t")] = '\0';
		if (strcmp(mnem, tc->isa_invalid) == 0 || denied(tc->isa_deny, mnem)) {
			char *word = util_xasprintf("%.*s", (int)(tab2 - tab1 - 1), tab1 + 1);
			char *what = disasm_one(tc, path, (uint32_t)addr, true);

			for (char *w = word; *w; w++)
				if (*w == ' ')
					memmove(w, w + 1, strlen(w));
			util_error("%s: function '%s' at 0x%lx: instruction '%s' (word %s) is %s, not %s user code",
				   path, func ? func : "?", addr, what ? what : "?", word,
				   strcmp(mnem, tc->isa_invalid) == 0
					   ? "outside the ISA"
					   : "outside the ISA's user code (its deny list: privileged, or "
					     "another extension's)",
				   tc->isa);
			free(word);
			free(what);
			bad++;
		}
	}
	free(func);
	free(out);
	if (bad)
		util_error("%s: does not conform to %s (see toolchains/%s.mk)", path, tc->isa,
			   tc->isa);
	return bad ? 1 : 0;
}

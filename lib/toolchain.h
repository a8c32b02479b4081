/* toolchain.h — where aex lives and how to build for each ISA: the settings of
 * toolchains/common.mk and toolchains/<isa>.mk, shared with the Makefile. */
#ifndef AEX_TOOLCHAIN_H
#define AEX_TOOLCHAIN_H

#include <stdbool.h>

/* One guest ISA's build and run settings (toolchains/<isa>.mk, names <ISA>_*). */
struct toolchain {
	const char *isa;           /* "mips", "sparc": the file name */
	const char *cc;            /* cross gcc */
	const char *objdump;
	const char *ar;
	const char *ar_target;     /* its --target: the objects' BFD format */
	const char *objdump_arch;  /* -m argument that disassembles only the ISA's subset */
	const char *qemu;          /* qemu-user binary */
	const char *cflags;        /* ISA code generation flags, the strategy's included */
	const char *asflags;       /* flags for assembling .s/.S, the strategy's included */
	const char *strategy;      /* how instrumentation gets registers: "reserved", "steal" */
	const char *rt_dir;        /* rt built for the strategy: build/<isa>/<rt_dir> */
	int elf_machine;           /* expected e_machine */
	unsigned long elf_flags_mask, elf_flags; /* (e_flags & mask) == flags */
	const char *isa_invalid;   /* objdump's mnemonic for a word outside the ISA */
	const char *isa_deny;      /* blank-separated mnemonics user code never contains */
	const char *objdump_any_arch; /* -m argument naming any instruction of the family */
	bool trace_core;           /* traced ELFs link build/<isa>/trace-core.o after trace.o */
	/* toolchains/common.mk */
	const char *guest_cflags;
	const char *guest_warn;
	const char *guest_ldflags;
};

/* The source tree aex runs from: $AEX_ROOT, or the directory above bin/aex. Dies if absent. */
const char *toolchain_root(void);
/* Build output root (<root>/build). */
const char *toolchain_build_dir(void);

/* Loads toolchains/<isa>.mk. Returns NULL with a message listing the known ISAs. */
const struct toolchain *toolchain_get(const char *isa);
/* The same ISA built for another register strategy (<ISA>_<STRATEGY>_CFLAGS and _ASFLAGS
 * added to the ISA's flags). NULL with a message when the ISA has no such strategy. */
const struct toolchain *toolchain_strategy(const struct toolchain *tc, const char *strategy);
/* The strategies toolchains/<isa>.mk defines, comma separated (for messages). */
const char *toolchain_strategies(const struct toolchain *tc);
/* The ISA whose ELF machine number is elf_machine, or NULL. */
const struct toolchain *toolchain_by_machine(int elf_machine);
/* The known ISA names, comma separated (for messages and --help). */
const char *toolchain_list(void);

/* Parses one make-syntax settings file into (name, value) pairs; exposed for tests.
 * Only `NAME = value` / `NAME := value`, `#` comments, blank lines and $(NAME) references
 * to names defined earlier are accepted; anything else is reported as file:line: error. */
struct toolchain_vars {
	char **names, **values;
	int n, cap;
};
int toolchain_parse(const char *path, const char *text, struct toolchain_vars *vars);
const char *toolchain_var(const struct toolchain_vars *vars, const char *name);
void toolchain_vars_free(struct toolchain_vars *vars);

#endif

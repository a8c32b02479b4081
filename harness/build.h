/* build.h — compiling C (and assembly) sources for a guest ISA into a plain ELF linked with
 * rt, the fixed memory layout and the ISA conformance check. */
#ifndef AEX_BUILD_H
#define AEX_BUILD_H

#include <stdbool.h>

#include "toolchain.h"

struct build_opts {
	const struct toolchain *tc;   /* its strategy (toolchain_strategy) is the build's */
	char *const *srcs;        /* .c, .s or .S files; .o objects are linked as they are */
	int nsrcs;
	const char *outdir;       /* receives plain (the ELF) and asm/ (gcc -S output) */
	const char *extra_cflags; /* appended to the compiler flags, or NULL */
	const char *placement;    /* witness placement; "none": the plain ELF only; NULL: the
				   * ISA's default (tree where the target can trace) */
	const char *steal_regs;   /* strategy steal: the registers to take ("$16,$17"), or NULL
				   * for instr_choose_stolen's choice */
	const char *regen_cc;     /* the compiler of the regenerator's C, "gcc" or "tcc"
				   * (build_regen_cc_valid); NULL: gcc */
	const char *regen_opt;    /* the regenerator's gcc optimisation level, "0".."3"; NULL:
				   * "1" (build_regen_opt_valid checks a user's choice); tcc has
				   * no levels */
	const char *techniques;   /* the trace-size techniques, instr_techniques_parse's list;
				   * NULL: all of them */
	const char *profile;      /* edge counts of a training run (aex profile) weighing the
				   * tree placement's spanning trees, or NULL */
	bool replay;              /* also DIR/replay, the program with the recording layer
				   * (docs/replay.md); the placement must be "none" */
	bool verbose;             /* print each command */
	bool report;              /* print the placement report */
};

/* Builds DIR/plain and, unless the placement is "none", the traced twin: DIR/traced, DIR/schema
 * and the regenerator DIR/regen (docs/schema.md). Same return values as build_plain. */
int build_program(const struct build_opts *o);

/* Returns 0 on success; 1 when compiling, linking or the ISA check failed (the tools'
 * messages are on stderr); 2 on bad input. */
int build_plain(const struct build_opts *o);

/* True when s names a regenerator optimisation level (--regen-opt: 0, 1, 2 or 3). */
bool build_regen_opt_valid(const char *s);
/* True when s names a compiler for the regenerator's C (--regen-cc: gcc or tcc). */
bool build_regen_cc_valid(const char *s);
/* The compilers --regen-cc knows, for messages: "gcc, tcc". */
const char *build_regen_cc_names(void);
/* How the build in dir compiled its regenerator ("gcc -O1", "tcc", from dir/regen.cc), or
 * NULL when it does not say (caller frees). */
char *build_regen_cc_of(const char *dir);

/* Paths of the ISA's rt pieces, for messages and tests (caller frees). */
char *build_rt_path(const struct toolchain *tc, const char *file);

#endif

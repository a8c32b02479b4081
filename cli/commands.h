/* commands.h — the subcommands of bin/aex that live outside aex.c, and the helpers they share
 * with it. Each returns the process exit status (util.h UTIL_EXIT_*). */
#ifndef AEX_COMMANDS_H
#define AEX_COMMANDS_H

#include "toolchain.h"

int cmd_golden(int argc, char **argv);
int cmd_diff(int argc, char **argv);
int cmd_stat(int argc, char **argv);
int cmd_convert(int argc, char **argv);

/* The toolchain of a named ISA; exits with a usage error listing the known ones. */
const struct toolchain *cmd_isa_or_die(const char *isa);
/* The ISA of a guest binary, cross-checked with isa when not NULL; dies on mismatch. */
const struct toolchain *cmd_binary_isa(const char *isa, const char *binary);
/* Index of "--" in argv, or argc. */
int cmd_split_dashes(int argc, char **argv);
/* Parses a size with an optional k/M suffix; dies on garbage. */
unsigned long cmd_parse_size(const char *s);

#endif

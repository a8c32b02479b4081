/* commands.h — the subcommands of bin/aex that live outside aex.c, and the helpers they share
 * with it. Each returns the process exit status (util.h UTIL_EXIT_*). */
#ifndef AEX_COMMANDS_H
#define AEX_COMMANDS_H

#include <stdbool.h>
#include <stdint.h>

#include "toolchain.h"
#include "util.h"
#include "guest.h"

int cmd_exec(int argc, char **argv);
int cmd_run(int argc, char **argv);
int cmd_regen(int argc, char **argv);
int cmd_check(int argc, char **argv);
int cmd_golden(int argc, char **argv);
int cmd_profile(int argc, char **argv);
int cmd_diff(int argc, char **argv);
int cmd_stat(int argc, char **argv);
int cmd_convert(int argc, char **argv);
int cmd_bench(int argc, char **argv);
int cmd_sim(int argc, char **argv);
int cmd_record(int argc, char **argv);
int cmd_replay(int argc, char **argv);

/* Index of "--" in argv, or argc. */
int cmd_split_dashes(int argc, char **argv);
/* Adds a --env KEY=VALUE entry to the guest environment; dies on anything else. */
void cmd_add_env(struct util_argv *env, const char *kv);
/* Dies with a usage error unless list (when not NULL) is a valid --techniques list. */
void cmd_techniques_or_die(const char *list);
/* Dies with a usage error unless --regen-cc cc and --regen-opt opt (either may be NULL) are
 * valid together: a known compiler, a level 0..3, and no level for tcc. */
void cmd_regen_cc_or_die(const char *cc, const char *opt);
/* Dies with a usage error unless size is a workload size (small, paper). */
void cmd_size_or_die(const char *size);
/* Parses a size with an optional k/M suffix; dies on garbage. */
unsigned long cmd_parse_size(const char *s);
/* A count of instructions (0 .. 2^63-1) given to option opt; exits 2 on anything else. */
unsigned long long cmd_parse_count(const char *opt, const char *s);

/* Bad usage: "aex CMD: error: MSG", then where the help is; returns UTIL_EXIT_USAGE. */
int cmd_usage_error(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
/* After getopt has said what was wrong with an option: where the help is; UTIL_EXIT_USAGE. */
int cmd_usage_hint(void);
/* What a build directory argument needs: any build, one with a traced ELF, one with a traced
 * ELF and its regenerator. */
enum cmd_build_need { CMD_BUILD_ANY, CMD_BUILD_TRACED, CMD_BUILD_REGEN };
/* 0 when dir is a build directory with what need asks; else says what is wrong with it (no
 * such directory, a file — the build's ELF, or some other —, a directory aex build did not
 * write, a build without a placement) and returns UTIL_EXIT_USAGE. */
int cmd_build_dir_check(const char *dir, enum cmd_build_need need);

#endif

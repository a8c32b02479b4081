/* cmd_common.c — small pieces shared by the subcommands' argument parsing: splitting at
 * "--", --env entries, sizes with k/M suffixes, technique lists. */
#include "commands.h"
#include "build.h"
#include "instrument.h"
#include "util.h"

#include <stdarg.h>
#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int cmd_split_dashes(int argc, char **argv)
{
	for (int i = 1; i < argc; i++)
		if (strcmp(argv[i], "--") == 0)
			return i;
	return argc;
}

void cmd_add_env(struct util_argv *env, const char *kv)
{
	if (!strchr(kv, '=') || kv[0] == '=')
		util_die(UTIL_EXIT_USAGE, "--env wants KEY=VALUE, not '%s'", kv);
	util_argv_push(env, kv);
}

void cmd_size_or_die(const char *size)
{
	if (strcmp(size, "small") != 0 && strcmp(size, "paper") != 0)
		util_die(UTIL_EXIT_USAGE, "unknown size '%s' (small or paper)", size);
}

unsigned long cmd_parse_size(const char *s)
{
	char *end;
	unsigned long v = strtoul(s, &end, 0);

	if (end == s)
		util_die(UTIL_EXIT_USAGE, "bad size '%s'", s);
	if (*end == 'k' || *end == 'K')
		v <<= 10, end++;
	else if (*end == 'm' || *end == 'M')
		v <<= 20, end++;
	if (*end || v == 0)
		util_die(UTIL_EXIT_USAGE, "bad size '%s'", s);
	return v;
}

unsigned long long cmd_parse_count(const char *opt, const char *s)
{
	char *end;
	unsigned long long v;

	errno = 0;
	v = strtoull(s, &end, 10);
	if (!*s || *end || *s == '-' || errno || v > INT64_MAX)
		util_die(UTIL_EXIT_USAGE, "%s wants a number of instructions, not '%s'", opt, s);
	return v;
}

void cmd_regen_cc_or_die(const char *cc, const char *opt)
{
	if (cc && !build_regen_cc_valid(cc))
		util_die(UTIL_EXIT_USAGE, "--regen-cc wants one of %s, not '%s'",
			 build_regen_cc_names(), cc);
	if (opt && !build_regen_opt_valid(opt))
		util_die(UTIL_EXIT_USAGE, "--regen-opt wants 0, 1, 2 or 3, not '%s'", opt);
	if (opt && cc && strcmp(cc, "tcc") == 0)
		util_die(UTIL_EXIT_USAGE, "--regen-opt is gcc's level: tcc has none");
}

void cmd_techniques_or_die(const char *list)
{
	unsigned mask;
	char bad[64];

	if (list && instr_techniques_parse(list, &mask, bad, sizeof bad) < 0)
		util_die(UTIL_EXIT_USAGE, "unknown technique '%s' in --techniques (known: %s; all, "
			 "none, no-NAME)", bad, instr_technique_names());
}

int cmd_usage_hint(void)
{
	fprintf(stderr, "%s: '%s --help' describes its arguments and options\n", util_progname,
		util_progname);
	return UTIL_EXIT_USAGE;
}

int cmd_usage_error(const char *fmt, ...)
{
	va_list ap;

	fprintf(stderr, "%s: error: ", util_progname);
	va_start(ap, fmt);
	vfprintf(stderr, fmt, ap);
	va_end(ap);
	fputc('\n', stderr);
	return cmd_usage_hint();
}

int cmd_build_dir_check(const char *dir, enum cmd_build_need need)
{
	char *plain = util_xasprintf("%s/plain", dir), *traced = util_xasprintf("%s/traced", dir);
	char *regen = util_xasprintf("%s/regen", dir);
	const char *base = util_basename(dir);
	int rc = UTIL_EXIT_USAGE;

	if (!util_file_exists(dir))
		util_error("%s: no such directory (give the directory aex build wrote: its -o)", dir);
	else if (!util_is_dir(dir) && (strcmp(base, "plain") == 0 || strcmp(base, "traced") == 0))
		util_error("%s: the ELF of a build; give its build directory, %.*s", dir,
			   base == dir ? 1 : (int)(base - dir - 1), base == dir ? "." : dir);
	else if (!util_is_dir(dir))
		util_error("%s: not a directory (give the directory aex build wrote: its -o)", dir);
	else if (!util_file_exists(plain))
		util_error("%s: not a build directory (no %s: aex build writes it)", dir, plain);
	else if (need != CMD_BUILD_ANY && !util_file_exists(traced))
		util_error("%s: a plain build (no %s): build it with a placement, e.g. "
			   "aex build --placement tree", dir, traced);
	else if (need == CMD_BUILD_REGEN && !util_file_exists(regen))
		util_error("%s: no regenerator (%s): build it again with aex build", dir, regen);
	else
		rc = 0;
	free(plain);
	free(traced);
	free(regen);
	return rc;
}

/* cmd_common.c — small pieces shared by the subcommands' argument parsing: splitting at
 * "--", --env entries, sizes with k/M suffixes, technique lists. */
#include "commands.h"
#include "build.h"
#include "instrument.h"
#include "util.h"

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

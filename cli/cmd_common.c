/* cmd_common.c — small pieces shared by the subcommands: argument splitting at "--",
 * resolving the ISA of a guest binary, sizes with k/M suffixes. */
#include "commands.h"
#include "elf.h"
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

const struct toolchain *cmd_isa_or_die(const char *isa)
{
	const struct toolchain *tc = toolchain_get(isa);

	if (!tc)
		exit(UTIL_EXIT_USAGE);
	return tc;
}

const struct toolchain *cmd_binary_isa(const char *isa, const char *binary)
{
	struct elf_info info;
	const struct toolchain *tc;

	if (elf_read_info(binary, &info) < 0)
		exit(UTIL_EXIT_USAGE);
	tc = toolchain_by_machine(info.machine);
	if (isa) {
		const struct toolchain *want = cmd_isa_or_die(isa);
		if (tc != want)
			util_die(UTIL_EXIT_USAGE, "%s: is not a %s binary (ELF machine %d)", binary,
				 isa, info.machine);
	}
	if (!tc)
		util_die(UTIL_EXIT_USAGE, "%s: ELF machine %d is not a known ISA (known: %s)", binary,
			 info.machine, toolchain_list());
	return tc;
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


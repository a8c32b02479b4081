/* targets.c — the registry of ISA backends: the one table that names every target, so that
 * instr/ and regen/ find a target by name and never test which ISA they run on. */
#include "target.h"
#include "targets.h"

#include <assert.h>
#include <stddef.h>
#include <string.h>

static const struct target *const targets[] = {
	&mips_target,
	&sparc_target,
	&riscv32_target,
};

#define NTARGETS (sizeof targets / sizeof targets[0])

const struct target *target_get(const char *name)
{
	for (size_t i = 0; i < NTARGETS; i++)
		if (strcmp(targets[i]->name, name) == 0)
			return targets[i];
	return NULL;
}

const char *target_list(void)
{
	static char list[128];

	if (!list[0]) {
		for (size_t i = 0; i < NTARGETS; i++) {
			assert(strlen(list) + strlen(targets[i]->name) + 3 <= sizeof list);
			if (i)
				strcat(list, ", ");
			strcat(list, targets[i]->name);
		}
	}
	return list;
}

/* stamp.h — whether a build directory already holds what `aex build` would make of the same
 * inputs (DIR/stamp), so that an unchanged build is not made again. */
#ifndef AEX_STAMP_H
#define AEX_STAMP_H

#include <stdbool.h>

struct stamp_inputs {
	const char *isa, *strategy, *placement, *techniques, *cflags, *steal_regs;
	const char *regen_cc, *regen_opt;
	const char *profile;          /* aex build --profile's file (by content), or NULL */
	const char *rt_dir;           /* rt as built for the ISA and strategy */
	char *const *srcs;            /* the sources, and for each the gcc -MD list of what it */
	char *const *deps;            /* read (a path, or NULL for none) */
	int nsrcs;
};

/* The stamp of a build with these inputs (caller frees). */
char *stamp_make(const struct stamp_inputs *in);
/* True when dir/stamp is stamp and every one of outputs (names in dir, NULL-ended) exists. */
bool stamp_current(const char *dir, const char *stamp, const char *const *outputs);
/* Writes dir/stamp; 0, or -1 with a message. */
int stamp_write(const char *dir, const char *stamp);
/* Removes dir/stamp (a build starts: until it ends well, dir is not current). */
void stamp_remove(const char *dir);

#endif

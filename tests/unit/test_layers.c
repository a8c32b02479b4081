/* test_layers.c — the host code's layers (README, Layout): lib/ at the bottom includes no
 * header of the rooms above it; instr/, regen/, targets/ and golden/ include none from
 * harness/ or cli/; harness/ none from cli/. A header is known by its name in a room. */
#include <criterion/criterion.h>
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "testutil.h"

/* Is there a file `name` directly in one of the rooms (a blank-separated list)? */
static const char *room_of(const char *name, const char *rooms)
{
	static char found[32];
	char *copy = util_xstrdup(rooms), *save = NULL;
	const char *hit = NULL;

	for (char *r = strtok_r(copy, " ", &save); r && !hit; r = strtok_r(NULL, " ", &save)) {
		char *path = util_xasprintf("%s/%s/%s", AEX_SRCDIR, r, name);

		if (util_file_exists(path)) {
			snprintf(found, sizeof found, "%s", r);
			hit = found;
		}
		free(path);
	}
	free(copy);
	return hit;
}

/* Checks every .c and .h below rel (recursively): no #include "x" names a header of the
 * forbidden rooms. Counts the files read. */
static void scan(const char *rel, const char *forbidden, int *files)
{
	char *dir = util_xasprintf("%s/%s", AEX_SRCDIR, rel);
	DIR *d = opendir(dir);
	struct dirent *e;

	cr_assert(d != NULL, "%s", dir);
	while ((e = readdir(d))) {
		char *path, *sub, *text;
		int line = 1;

		if (e->d_name[0] == '.')
			continue;
		path = util_xasprintf("%s/%s", dir, e->d_name);
		sub = util_xasprintf("%s/%s", rel, e->d_name);
		if (util_is_dir(path)) {
			scan(sub, forbidden, files);
		} else if (util_has_suffix(e->d_name, ".c") || util_has_suffix(e->d_name, ".h")) {
			text = util_read_file(path, NULL);
			cr_assert(text != NULL, "%s", path);
			for (char *p = text; *p; p++) {
				char name[128];
				const char *room;

				if ((p == text || p[-1] == '\n') &&
				    sscanf(p, "#include \"%127[^\"]\"", name) == 1 &&
				    (room = room_of(name, forbidden)) != NULL)
					cr_expect(false, "%s:%d includes %s from %s/", sub, line, name,
						  room);
				line += *p == '\n';
			}
			(*files)++;
			free(text);
		}
		free(sub);
		free(path);
	}
	closedir(d);
	free(dir);
}

Test(layers, lib_is_the_bottom)
{
	int files = 0;

	scan("lib", "instr regen targets golden harness cli", &files);
	cr_expect_gt(files, 10);
}

Test(layers, core_and_targets_below_harness_and_cli)
{
	int files = 0;

	scan("instr", "harness cli", &files);
	scan("regen", "harness cli", &files);
	scan("targets", "harness cli", &files);
	scan("golden", "harness cli", &files);
	cr_expect_gt(files, 30);
}

Test(layers, harness_below_cli)
{
	int files = 0;

	scan("harness", "cli", &files);
	cr_expect_gt(files, 10);
}

Test(layers, sim_stands_alone)
{
	int files = 0;

	/* the cache model is linked into every regenerator: it needs nothing but the C library
	 * and include/ */
	scan("sim", "lib instr regen targets golden harness cli", &files);
	scan("lib", "sim", &files);
	cr_expect_gt(files, 5);
}

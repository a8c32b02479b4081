/* test_build.c — aex build reuses what it made: a rebuild with the same sources, headers,
 * options, rt and aex does nothing ("up to date"); a source touched but unchanged still
 * counts as the same; one source changed compiles only it again (the other's assembly
 * comes from the cache); a changed header, another option or another aex build again; and the
 * stamp (harness/stamp.c) tells rt's files apart by content. A failed link names the
 * functions neither the program nor rt defines. */
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "stamp.h"
#include "testutil.h"
#include "util.h"

static void put(const char *dir, const char *name, const char *text)
{
	char *p = util_xasprintf("%s/%s", dir, name);
	FILE *f = fopen(p, "w");

	cr_assert_not_null(f, "%s", p);
	fputs(text, f);
	fclose(f);
	free(p);
}

/* The modification time of dir/traced, in nanoseconds. */
static long long traced_mtime(const char *dir)
{
	char *p = util_xasprintf("%s/out/traced", dir);
	struct stat st;

	cr_assert_eq(stat(p, &st), 0, "%s", p);
	free(p);
	return (long long)st.st_mtim.tv_sec * 1000000000LL + st.st_mtim.tv_nsec;
}

/* Builds; returns whether it said "up to date". */
static bool build(const char *aex, const char *dir, const char *placement)
{
	char *cmd = util_xasprintf("cd %s && %s build -i mips --placement %s %s -o out main.c "
				   "util.c 2>&1", dir, aex, placement, test_regen());
	char *out = NULL;
	bool current;

	cr_assert_eq(test_sh(cmd, &out), 0, "%s\n%s", cmd, out);
	current = strstr(out, "out: up to date") != NULL;
	free(out);
	free(cmd);
	return current;
}

Test(build, rebuild_only_when_inputs_change, .timeout = 300)
{
	char *dir = util_xasprintf("%s/build/tests/build/rebuild", AEX_SRCDIR);
	char *cmd = util_xasprintf("rm -rf %1$s && mkdir -p %1$s", dir);
	char *copy = util_xasprintf("%s/aex-copy", dir);
	long long t;

	cr_assert_eq(test_sh(cmd, NULL), 0);
	free(cmd);
	/* a cache of its own, empty: what it finds there, this test put there */
	cmd = util_xasprintf("%s/cache", dir);
	cr_assert_eq(setenv("AEX_OBJ_CACHE", cmd, 1), 0);
	free(cmd);
	put(dir, "util.h", "#define SCALE 3\nint scale(int x);\n");
	put(dir, "util.c", "#include \"util.h\"\nint scale(int x) { return x * SCALE; }\n");
	put(dir, "main.c", "#include <stdio.h>\n#include \"util.h\"\n"
			   "int main(void) { printf(\"%d\\n\", scale(14)); return 0; }\n");
	cr_expect_not(build(AEX_BIN, dir, "tree"), "the first build said up to date");
	t = traced_mtime(dir);
	cr_expect(build(AEX_BIN, dir, "tree"), "an unchanged rebuild was made again");
	cr_expect_eq(traced_mtime(dir), t, "an unchanged rebuild rewrote traced");

	/* touched, the same bytes: still the same build */
	cmd = util_xasprintf("touch %s/util.c %s/util.h", dir, dir);
	cr_assert_eq(test_sh(cmd, NULL), 0);
	free(cmd);
	cr_expect(build(AEX_BIN, dir, "tree"), "a touched, unchanged source rebuilt");

	/* a header changes: built again */
	put(dir, "util.h", "#define SCALE 4\nint scale(int x);\n");
	cr_expect_not(build(AEX_BIN, dir, "tree"), "a changed header did not rebuild");
	cr_expect(build(AEX_BIN, dir, "tree"));

	/* one source changed: only it is compiled again (main.c's assembly from the cache) */
	put(dir, "util.c", "#include \"util.h\"\nint scale(int x) { return x * SCALE + 0; }\n");
	cmd = util_xasprintf("cd %s && %s build -v -i mips --placement tree %s -o out main.c "
			     "util.c 2>&1", dir, AEX_BIN, test_regen());
	{
		char *out = NULL;

		cr_expect_eq(test_sh(cmd, &out), 0, "%s", out);
		cr_expect(out && strstr(out, "out/asm/main.s: the compiler's output for the same "
					     "source, from the cache") &&
				  !strstr(out, "out/asm/util.s: the compiler's output"),
			  "%s", out);
		free(out);
	}
	free(cmd);

	/* another option: built again */
	cr_expect_not(build(AEX_BIN, dir, "cbranch"), "another placement did not rebuild");

	/* another aex (here a copy of it elsewhere, then the copy touched) */
	cmd = util_xasprintf("cp %s %s", AEX_BIN, copy);
	cr_assert_eq(test_sh(cmd, NULL), 0);
	free(cmd);
	cr_expect_not(build(copy, dir, "cbranch"), "another aex did not rebuild");
	cr_expect(build(copy, dir, "cbranch"));
	cmd = util_xasprintf("sleep 0.01 && touch %s", copy);
	cr_assert_eq(test_sh(cmd, NULL), 0);
	free(cmd);
	cr_expect_not(build(copy, dir, "cbranch"), "a changed aex did not rebuild");

	/* the rebuilt program runs with the new header */
	cmd = util_xasprintf("%s exec %s/out", AEX_BIN, dir);
	{
		char *out = NULL;

		cr_expect_eq(test_sh(cmd, &out), 0);
		cr_expect(out && strcmp(out, "56\n") == 0, "%s", out);
		free(out);
	}
	free(cmd);
	free(copy);
	free(dir);
}

/* rt's files count by content: a changed one changes the stamp, a touched one does not. */
Test(build, stamp_follows_rt)
{
	char *dir = util_xasprintf("%s/build/tests/build/stamp-rt", AEX_SRCDIR);
	char *cmd = util_xasprintf("rm -rf %1$s && mkdir -p %1$s", dir);
	char *src = util_xasprintf("%s/p.c", dir);
	char *const srcs[] = { src };
	char *const deps[] = { NULL };
	struct stamp_inputs in = { .isa = "mips", .strategy = "reserved", .placement = "tree",
				   .rt_dir = dir, .srcs = srcs, .deps = deps, .nsrcs = 1 };
	char *a, *b, *c, *d;

	cr_assert_eq(test_sh(cmd, NULL), 0);
	free(cmd);
	put(dir, "p.c", "int main(void) { return 0; }\n");
	put(dir, "string.s", "\t.text\n");
	a = stamp_make(&in);
	cmd = util_xasprintf("sleep 0.01 && touch %s/string.s", dir);
	cr_assert_eq(test_sh(cmd, NULL), 0);
	free(cmd);
	b = stamp_make(&in);
	cr_expect_str_eq(a, b, "a touched rt file changed the stamp");
	put(dir, "string.s", "\t.text\n\tnop\n");
	c = stamp_make(&in);
	cr_expect_str_neq(a, c, "a changed rt file left the stamp as it was");
	in.techniques = "none";
	d = stamp_make(&in);
	cr_expect_str_neq(c, d, "another option left the stamp as it was");
	free(a);
	free(b);
	free(c);
	free(d);
	free(src);
	free(dir);
}

/* A function neither the program nor rt defines: named once, as such, not as gcc's hint. */
Test(build, undefined_function_named, .timeout = 120)
{
	char *dir = util_xasprintf("%s/build/tests/build/undefined", AEX_SRCDIR);
	char *cmd = util_xasprintf("rm -rf %1$s && mkdir -p %1$s", dir);
	char *out = NULL;

	cr_assert_eq(test_sh(cmd, NULL), 0);
	free(cmd);
	put(dir, "u.c", "int no_such_thing(int);\nint main(void)\n{\n"
			"\treturn no_such_thing(1) + no_such_thing(2);\n}\n");
	cmd = util_xasprintf("cd %s && %s build -i mips --placement none -o out u.c 2>&1", dir,
			     AEX_BIN);
	cr_expect_eq(test_sh(cmd, &out), 1, "%s", out);
	cr_expect(out && strstr(out, "aex build: error: no_such_thing (used by main): defined "
				    "neither by the program nor by rt, aex's C library (docs/rt.md"),
		  "%s", out);
	{
		/* once, though main calls it twice */
		const char *first = out ? strstr(out, "no_such_thing (used by") : NULL;

		cr_expect(first && !strstr(first + 1, "no_such_thing (used by"), "%s", out);
	}
	cr_expect(out && !strstr(out, "undefined reference"), "%s", out);
	free(out);
	free(cmd);
	free(dir);
}

/* The compiler's output comes from the cache when the preprocessed source and the command
 * are the same: a second build of a program elsewhere says gcc's warning again, takes the
 * assembly from the cache, and links the same ELF; a changed header is compiled again. */
Test(build, compiler_output_cached, .timeout = 300)
{
	char *dir = util_xasprintf("%s/build/tests/build/cc-cache", AEX_SRCDIR);
	char *cmd = util_xasprintf("rm -rf %1$s && mkdir -p %1$s", dir);
	static const char *const want[] = { NULL, "from the cache", NULL };
	char *outs[3];

	cr_assert_eq(test_sh(cmd, NULL), 0);
	free(cmd);
	put(dir, "w.h", "#define K 5\n");
	put(dir, "w.c", "#include \"w.h\"\nint main(void)\n{\n\tint x;\n\n\treturn x + K;\n}\n");
	for (int k = 0; k < 3; k++) {
		if (k == 2)
			put(dir, "w.h", "#define K 6\n");
		cmd = util_xasprintf("cd %1$s && AEX_OBJ_CACHE=%1$s/cache %2$s build -v -i mips "
				     "--placement none -o out%3$d w.c 2>&1", dir, AEX_BIN, k);
		outs[k] = NULL;
		cr_expect_eq(test_sh(cmd, &outs[k]), 0, "%s", outs[k]);
		cr_expect(outs[k] && strstr(outs[k], "is used uninitialized") != NULL &&
				  (!want[k] || strstr(outs[k], want[k])) &&
				  (want[k] || !strstr(outs[k], "from the cache")),
			  "build %d:\n%s", k, outs[k]);
		free(cmd);
	}
	cmd = util_xasprintf("cmp %1$s/out0/plain %1$s/out1/plain && ! cmp -s %1$s/out0/plain "
			     "%1$s/out2/plain", dir);
	cr_expect_eq(test_sh(cmd, NULL), 0, "the cached build's ELF differs, or the changed "
		     "header's does not");
	free(cmd);
	for (int k = 0; k < 3; k++)
		free(outs[k]);
	free(dir);
}

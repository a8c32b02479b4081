/* test_names.c — docs/rt.md, "Names": a program may define any name rt defines. A program
 * that defines, as functions of its own, every public name of rt's library files (read from
 * their RT_WEAK lines: stdio, printf, stdlib, string, unistd, the mathematical functions,
 * time, files, fenv, …) and calls each of them links, runs, reaches its own definitions (it
 * exits 0 only if every call returned its definition's value) and traces identical on each
 * ISA. */
#include <criterion/criterion.h>
#include <criterion/parameterized.h>
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "testutil.h"

/* The public names of one rt source file: the first argument of each RT_WEAK( line (a name
 * a file defines in two #if branches, as mathl.c does for MIPS and for binary128, once). */
static int names_of(const char *file, struct util_argv *names)
{
	char *path = util_xasprintf("%s/rt/src/%s", AEX_SRCDIR, file);
	char *text = util_read_file(path, NULL);
	int n = 0;

	cr_assert(text, "%s", path);
	for (char *p = strstr(text, "\nRT_WEAK("); p; p = strstr(p + 1, "\nRT_WEAK(")) {
		char name[64];

		int seen = 0;

		if (sscanf(p + 9, "%63[A-Za-z0-9_]", name) != 1)
			continue;
		for (int i = 0; i < names->n && !seen; i++)	/* once per ISA's #if branch */
			seen = !strcmp(names->v[i], name);
		if (!seen)
			util_argv_push(names, name);
		n++;
	}
	free(text);
	free(path);
	return n;
}

static void defines_every_name(const char *isa)
{
	static const char *const files[] = { "stdio.c", "printf.c", "stdlib.c", "string.c",
					     "unistd.c", "ctype.c", "math.c", "mathc99.c",
					     "mathf.c", "explog.c", "trig.c", "strtod.c", "time.c",
					     "files.c", "getopt.c", "locale.c", "signal.c",
					     "process.c", "malloc.c", "sigjmp.c", "fma.c",
					     "mathmore.c", "wchar.c", "wctype.c", "wstdio.c",
					     "mman.c", "fenv.c", "complex.c",
					     "erf.c", "gamma.c", "nexttoward.c",
					     "wprintf.c", "wscanf.c", "mathl.c",
					     "mathlx.c", "complexl.c" };
	char *dir = util_xasprintf("%s/build/tests/names/%s", AEX_SRCDIR, isa);
	char *src = util_xasprintf("%s/own.c", dir), *cmd, *out = NULL;
	struct util_argv names = { 0 };
	FILE *f;
	int rc;

	cr_assert_eq(util_mkdirs(dir), 0);
	for (size_t i = 0; i < sizeof files / sizeof files[0]; i++)
		cr_assert_gt(names_of(files[i], &names), 0, "no RT_WEAK in rt/src/%s", files[i]);
	f = fopen(src, "w");
	cr_assert(f);
	fprintf(f, "/* every public name of %zu rt files, the program's own */\n",
		sizeof files / sizeof files[0]);
	for (int i = 0; i < names.n; i++)
		if (strcmp(names.v[i], "main") != 0)
			fprintf(f, "int %s(void) { return %d; }\n", names.v[i], i % 7 + 1);
	fprintf(f, "int main(void)\n{\n\tlong sum = 0, want = 0;\n\n");
	for (int i = 0; i < names.n; i++) {
		fprintf(f, "\tsum += %s();\n", names.v[i]);
		fprintf(f, "\twant += %d;\n", i % 7 + 1);
	}
	fprintf(f, "\treturn sum == want ? 0 : 1;\n}\n");
	fclose(f);
	cmd = util_xasprintf("%s check -i %s %s --cflags -w -o %s/build %s 2>&1", AEX_BIN, isa,
			     test_regen(), dir, src);
	rc = test_sh(cmd, &out);
	cr_expect_eq(rc, 0, "%s: %d names of rt defined by the program: exit %d\n%s", isa,
		     names.n, rc, out);
	cr_expect(out && strstr(out, "identical"), "%s", out);
	free(out);
	free(cmd);
	util_argv_free(&names);
	free(src);
	free(dir);
}

Test(names, every_public_name_mips, .timeout = 600)
{
	defines_every_name("mips");
}

Test(names, every_public_name_sparc, .timeout = 600)
{
	defines_every_name("sparc");
}

Test(names, every_public_name_riscv32, .timeout = 600)
{
	defines_every_name("riscv32");
}

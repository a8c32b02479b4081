/* test_guest.c — guest programs (tests/guest/NAME.c) built with `aex build` and run with
 * `aex exec` on every ISA: stdout and exit status must equal tests/guest/NAME.expected and
 * NAME.status, and the same program built for the host must agree. Also: the fixed memory
 * layout (layout.c) and the ISA conformance check (tests/isa/). */
#include <criterion/criterion.h>
#include <criterion/parameterized.h>
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "toolchain.h"
#include "testutil.h"
#include "util.h"


static const char *const isas[] = { "mips", "sparc", "riscv32" };
#define NISAS (sizeof isas / sizeof isas[0])

struct guest_case {
	char name[48];
	char isa[16];
};

static char *slurp(const char *path)
{
	char *s = util_read_file(path, NULL);
	return s ? s : util_xstrdup("");
}

/* The guest arguments of a test, one per line in NAME.args, as a quoted shell string. */
static char *guest_args(const char *name)
{
	char *path = util_xasprintf("%s/tests/guest/%s.args", AEX_SRCDIR, name);
	char *text = util_read_file(path, NULL), *res = util_xstrdup("");

	free(path);
	if (!text)
		return res;
	for (char *line = strtok(text, "\n"); line; line = strtok(NULL, "\n")) {
		char *t = util_xasprintf("%s '%s'", res, line);
		free(res);
		res = t;
	}
	free(text);
	return res;
}

static int expected_status(const char *name)
{
	char *path = util_xasprintf("%s/tests/guest/%s.status", AEX_SRCDIR, name);
	char *text = util_read_file(path, NULL);
	int st = text ? atoi(text) : 0;

	free(text);
	free(path);
	return st;
}

static char *build_guest(const char *isa, const char *name, const char *tag, const char *cflags)
{
	char *dir = util_xasprintf("%s/build/tests/guest/%s/%s%s", AEX_SRCDIR, isa, name, tag);
	char *cmd = util_xasprintf("%s build --placement none -i %s -o %s %s%s%s %s/tests/guest/%s.c "
				   "2>%s.log", AEX_BIN, isa, dir, cflags ? "--cflags '" : "",
				   cflags ? cflags : "", cflags ? "'" : "", AEX_SRCDIR, name, dir);
	int rc;

	cr_assert_eq(util_mkdirs(dir), 0);
	rc = test_sh(cmd, NULL);

	if (rc != 0) {
		char *log = util_xasprintf("%s.log", dir);
		char *text = slurp(log);
		cr_log_error("build failed: %s\n%s", cmd, text);
		free(text);
		free(log);
	}
	cr_assert_eq(rc, 0, "aex build of %s for %s failed (status %d)", name, isa, rc);
	free(cmd);
	return dir;
}

static int count_guests(void)
{
	char *path = util_xasprintf("%s/tests/guest", AEX_SRCDIR);
	DIR *d = opendir(path);
	struct dirent *e;
	int n = 0;

	free(path);
	while (d && (e = readdir(d)))
		if (util_has_suffix(e->d_name, ".c"))
			n++;
	if (d)
		closedir(d);
	return n;
}

/* Every tests/guest/NAME.c that has a NAME.expected, on every ISA. */
ParameterizedTestParameters(guest, output)
{
	int max = count_guests() * (int)NISAS, n = 0;
	struct guest_case *cases = cr_malloc(sizeof *cases * (size_t)(max ? max : 1));
	char *path = util_xasprintf("%s/tests/guest", AEX_SRCDIR);
	DIR *d = opendir(path);
	struct dirent *e;

	while (d && (e = readdir(d))) {
		char *exp;

		if (!util_has_suffix(e->d_name, ".c"))
			continue;
		exp = util_xasprintf("%s/%.*s.expected", path, (int)strlen(e->d_name) - 2, e->d_name);
		if (util_file_exists(exp)) {
			for (size_t i = 0; i < NISAS && n < max; i++, n++) {
				snprintf(cases[n].name, sizeof cases[n].name, "%.*s",
					 (int)strlen(e->d_name) - 2, e->d_name);
				snprintf(cases[n].isa, sizeof cases[n].isa, "%s", isas[i]);
			}
		}
		free(exp);
	}
	if (d)
		closedir(d);
	free(path);
	return cr_make_param_array(struct guest_case, cases, (size_t)n);
}

ParameterizedTest(struct guest_case *c, guest, output, .timeout = 120)
{
	char *dir = build_guest(c->isa, c->name, "", NULL);
	char *args = guest_args(c->name);
	char *cmd = util_xasprintf("cd /tmp && %s exec -i %s %s/plain --%s 2>%s/stderr",
				   AEX_BIN, c->isa, dir, args, dir);
	char *exp_path = util_xasprintf("%s/tests/guest/%s.expected", AEX_SRCDIR, c->name);
	char *expected = slurp(exp_path), *out = NULL;
	int rc = test_sh(cmd, &out);

	cr_expect_str_eq(out, expected, "%s on %s: stdout differs", c->name, c->isa);
	cr_expect_eq(rc, expected_status(c->name), "%s on %s: exit status %d, expected %d",
		     c->name, c->isa, rc, expected_status(c->name));
	free(out);
	free(expected);
	free(exp_path);
	free(cmd);
	free(args);
	free(dir);
}

/* The same programs built for the host with its own C library agree with the expectations,
 * so the expected files describe C, not rt. */
ParameterizedTestParameters(guest, host_reference)
{
	int max = count_guests(), n = 0;
	struct guest_case *cases = cr_malloc(sizeof *cases * (size_t)(max ? max : 1));
	char *path = util_xasprintf("%s/tests/guest", AEX_SRCDIR);
	DIR *d = opendir(path);
	struct dirent *e;

	while (d && (e = readdir(d)) && n < max) {
		char *exp;

		if (!util_has_suffix(e->d_name, ".c"))
			continue;
		exp = util_xasprintf("%s/%.*s.expected", path, (int)strlen(e->d_name) - 2, e->d_name);
		if (util_file_exists(exp)) {
			snprintf(cases[n].name, sizeof cases[n].name, "%.*s",
				 (int)strlen(e->d_name) - 2, e->d_name);
			snprintf(cases[n].isa, sizeof cases[n].isa, "host");
			n++;
		}
		free(exp);
	}
	if (d)
		closedir(d);
	free(path);
	return cr_make_param_array(struct guest_case, cases, (size_t)n);
}

ParameterizedTest(struct guest_case *c, guest, host_reference, .timeout = 60)
{
	char *dir = util_xasprintf("%s/build/tests/guest/host", AEX_SRCDIR);
	char *bin = util_xasprintf("%s/%s", dir, c->name);
	char *args = guest_args(c->name);
	char *cmd, *out = NULL, *exp_path, *expected;
	int rc;

	cr_assert_eq(util_mkdirs(dir), 0);
	cmd = util_xasprintf("gcc -O2 -w -o %s %s/tests/guest/%s.c -lm", bin, AEX_SRCDIR, c->name);
	cr_assert_eq(test_sh(cmd, NULL), 0, "host build failed: %s", cmd);
	free(cmd);
	cmd = util_xasprintf("cd /tmp && env -i PATH=/usr/bin:/bin HOME=/ LANG=C %s%s 2>/dev/null",
			     bin, args);
	rc = test_sh(cmd, &out);
	exp_path = util_xasprintf("%s/tests/guest/%s.expected", AEX_SRCDIR, c->name);
	expected = slurp(exp_path);
	cr_expect_str_eq(out, expected, "%s on the host: stdout differs", c->name);
	cr_expect_eq(rc, expected_status(c->name), "%s on the host: status %d", c->name, rc);
	free(expected);
	free(exp_path);
	free(out);
	free(cmd);
	free(args);
	free(bin);
	free(dir);
}

/* Data, heap and stack addresses do not depend on the size of text, nor on the run. */
ParameterizedTestParameters(guest, layout)
{
	struct guest_case *cases = cr_malloc(sizeof *cases * NISAS);

	for (size_t i = 0; i < NISAS; i++) {
		snprintf(cases[i].name, sizeof cases[i].name, "layout");
		snprintf(cases[i].isa, sizeof cases[i].isa, "%s", isas[i]);
	}
	return cr_make_param_array(struct guest_case, cases, NISAS);
}

static size_t text_size(const char *elf)
{
	char *cmd = util_xasprintf("size -A %s | awk '$1 == \".text\" { print $2 }'", elf);
	char *out = NULL;
	size_t n;

	cr_assert_eq(test_sh(cmd, &out), 0);
	n = (size_t)strtoul(out, NULL, 10);
	free(out);
	free(cmd);
	return n;
}

ParameterizedTest(struct guest_case *c, guest, layout, .timeout = 120)
{
	char *small = build_guest(c->isa, "layout", "", NULL);
	char *big = build_guest(c->isa, "layout", "-pad", "-DPAD");
	char *elf_small = util_xasprintf("%s/plain", small), *elf_big = util_xasprintf("%s/plain", big);
	char *outs[3];
	const char *bins[3] = { small, small, big };

	cr_assert_gt(text_size(elf_big), text_size(elf_small), "the padded build has no more text");
	for (int i = 0; i < 3; i++) {
		char *cmd = util_xasprintf("%s exec -i %s %s/plain", AEX_BIN, c->isa,
					   bins[i]);
		cr_assert_eq(test_sh(cmd, &outs[i]), 0, "%s failed", cmd);
		free(cmd);
	}
	cr_expect(strstr(outs[0], "sp 0x") && strstr(outs[0], "malloc 0x1") &&
		  strstr(outs[0], "global 0x1000"), "unexpected layout output:\n%s", outs[0]);
	cr_expect_str_eq(outs[0], outs[1], "two runs of one binary differ");
	cr_expect_str_eq(outs[0], outs[2], "a build with more text moved data, heap or stack");
	for (int i = 0; i < 3; i++)
		free(outs[i]);
	free(elf_small);
	free(elf_big);
	free(small);
	free(big);
}

/* A non-conforming object makes the build fail, naming the function and the instruction.
 * The objects are compiled directly with the cross compiler and flags outside the ISA. */
struct isa_case {
	char isa[16];
	char src[32];
	char cflags[64];
	char func[32];
	char insn[32];
};

ParameterizedTestParameters(isa, reject)
{
	static const struct isa_case init[] = {
		{ "mips", "mul32r2.c", "-O2 -march=mips32r2 -mno-abicalls -fno-pic -G0", "scale",
		  "mul" },
		{ "sparc", "v9.c", "-m32 -O2 -fno-pic", "pick", "%icc" },
		{ "riscv32", "atomic.c", "-march=rv32ima -mabi=ilp32 -O2 -fno-pic", "bump",
		  "amoadd.w" },
	};
	struct isa_case *cases = cr_malloc(sizeof init);

	memcpy(cases, init, sizeof init);
	return cr_make_param_array(struct isa_case, cases, sizeof init / sizeof init[0]);
}

ParameterizedTest(struct isa_case *c, isa, reject, .timeout = 60)
{
	char *dir = util_xasprintf("%s/build/tests/isa/%s", AEX_SRCDIR, c->isa);
	const struct toolchain *tc;
	char *cmd, *out = NULL, *want = util_xasprintf("function '%s'", c->func);
	int rc;

	setenv("AEX_ROOT", AEX_SRCDIR, 1);
	tc = toolchain_get(c->isa);
	cr_assert_not_null(tc);
	cr_assert_eq(util_mkdirs(dir), 0);
	cmd = util_xasprintf("%s %s -c %s/tests/isa/%s -o %s/bad.o && %s build -i %s -o %s "
			     "%s/bad.o 2>&1", tc->cc, c->cflags, AEX_SRCDIR, c->src, dir, AEX_BIN,
			     c->isa, dir, dir);
	rc = test_sh(cmd, &out);
	cr_expect_eq(rc, 1, "non-conforming build exited %d:\n%s", rc, out);
	cr_expect(strstr(out, want) != NULL, "no mention of %s in:\n%s", want, out);
	cr_expect(strstr(out, c->insn) != NULL, "no mention of '%s' in:\n%s", c->insn, out);
	cr_expect(strstr(out, "is outside the ISA") != NULL, "no violation reported:\n%s", out);
	free(cmd);
	cmd = util_xasprintf("%s/plain", dir);
	cr_expect(!util_file_exists(cmd), "the bad ELF was kept");
	free(want);
	free(out);
	free(cmd);
	free(dir);
}

/* `file` sees a big-endian MIPS I (R3000) ELF and a plain SPARC (not SPARC32PLUS) ELF. */
Test(guest, elf_kind, .timeout = 120)
{
	char *m = build_guest("mips", "mixed", "-kind", NULL);
	char *s = build_guest("sparc", "mixed", "-kind", NULL);
	char *cmd = util_xasprintf("file -b %s/plain; file -b %s/plain; readelf -h %s/plain | "
				   "grep Machine", m, s, m);
	char *out = NULL;

	cr_assert_eq(test_sh(cmd, &out), 0);
	cr_expect(strstr(out, "32-bit MSB executable, MIPS, MIPS-I") != NULL, "%s", out);
	cr_expect(strstr(out, "32-bit MSB executable, SPARC, version 1") != NULL, "%s", out);
	cr_expect(strstr(out, "SPARC32PLUS") == NULL && strstr(out, "V8+") == NULL, "%s", out);
	cr_expect(strstr(out, "MIPS R3000") != NULL, "%s", out);
	free(out);
	free(cmd);
	free(m);
	free(s);
}

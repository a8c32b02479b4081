/* test_workloads.c — every workload (workloads/<name>/ with its variants, and each micro
 * program) at size small on every ISA: `aex exec --verify` must find the guest's output and
 * exit status equal to the host build's (and a micro program's to its .expected). */
#include <criterion/criterion.h>
#include <criterion/parameterized.h>
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "testutil.h"
#include "util.h"

struct wl_case {
	char name[48];
	char isa[16];
};

static const char *const isas[] = { "mips", "sparc", "riscv32" };
#define NISAS 3
#define MAX_CASES 256

static void add(struct wl_case *cases, int *n, const char *name)
{
	for (int i = 0; i < NISAS && *n < MAX_CASES; i++, (*n)++) {
		snprintf(cases[*n].name, sizeof cases[*n].name, "%s", name);
		snprintf(cases[*n].isa, sizeof cases[*n].isa, "%s", isas[i]);
	}
}

ParameterizedTestParameters(workload, small)
{
	struct wl_case *cases = cr_malloc(sizeof *cases * MAX_CASES);
	char *root = util_xasprintf("%s/workloads", AEX_SRCDIR);
	DIR *d = opendir(root), *m;
	struct dirent *e;
	int n = 0;

	while (d && (e = readdir(d))) {
		char *dir = util_xasprintf("%s/%s", root, e->d_name), *args;

		if (e->d_name[0] == '.' || strcmp(e->d_name, "micro") == 0) {
			free(dir);
			continue;
		}
		args = util_xasprintf("%s/args", dir);
		if (util_file_exists(args))
			add(cases, &n, e->d_name);
		free(args);
		m = opendir(dir);
		while (m && (e = readdir(m))) {
			if (strncmp(e->d_name, "args.", 5) == 0) {
				char *name = util_xasprintf("%s-%s", util_basename(dir), e->d_name + 5);
				add(cases, &n, name);
				free(name);
			}
		}
		if (m)
			closedir(m);
		free(dir);
	}
	if (d)
		closedir(d);
	free(root);
	root = util_xasprintf("%s/workloads/micro", AEX_SRCDIR);
	d = opendir(root);
	while (d && (e = readdir(d))) {
		if (util_has_suffix(e->d_name, ".c")) {
			char *name = util_xasprintf("%.*s", (int)strlen(e->d_name) - 2, e->d_name);
			add(cases, &n, name);
			free(name);
		}
	}
	if (d)
		closedir(d);
	free(root);
	return cr_make_param_array(struct wl_case, cases, (size_t)n);
}

ParameterizedTest(struct wl_case *c, workload, small, .timeout = 300)
{
	char *cmd = util_xasprintf("%s exec -i %s -w %s -s small --verify 2>&1", AEX_BIN, c->isa,
				   c->name);
	char *out = NULL;
	int rc = test_sh(cmd, &out);

	cr_expect_eq(rc, 0, "%s on %s:\n%s", c->name, c->isa, out);
	free(out);
	free(cmd);
}

/* egrep agrees with the host's grep -E -c on the generated text, for both patterns. */
ParameterizedTestParameters(workload, egrep_vs_grep)
{
	static struct wl_case p[] = { { "egrep", "mips" }, { "egrep", "sparc" },
				      { "egrep-match", "mips" }, { "egrep-match", "sparc" } };
	return cr_make_param_array(struct wl_case, p, 4);
}

ParameterizedTest(struct wl_case *c, workload, egrep_vs_grep, .timeout = 300)
{
	const char *file = strcmp(c->name, "egrep") == 0 ? "args" : "args.match";
	char *cmd = util_xasprintf(
		"set -ef; %s build -i %s -w egrep >/dev/null 2>&1; %s exec -i %s -w %s >/dev/null "
		"2>&1 || true; cd %s/build/workloads/egrep/input-small; "
		"set -- $(sed -n 's/^small://p' %s/workloads/egrep/%s); "
		"guest=$(%s exec -i %s %s/build/workloads/egrep/%s -- -c \"$@\" || true); "
		"host=$(LC_ALL=C grep -E -c \"$@\" || true); echo \"$guest $host\"",
		AEX_BIN, c->isa, AEX_BIN, c->isa, c->name, AEX_SRCDIR, AEX_SRCDIR, file, AEX_BIN,
		c->isa, AEX_SRCDIR, c->isa);
	char *out = NULL;
	long guest = -1, host = -2;

	test_sh(cmd, &out);
	cr_assert_eq(sscanf(out, "%ld %ld", &guest, &host), 2, "%s", out);
	cr_expect_eq(guest, host, "%s on %s: egrep -c says %ld, grep -E -c %ld", c->name, c->isa,
		     guest, host);
	if (strcmp(c->name, "egrep-match") == 0)
		cr_expect_gt(guest, 0, "the matching pattern matched nothing");
	else
		cr_expect_eq(guest, 0, "the absent pattern matched");
	free(out);
	free(cmd);
}

/* li counts the N-queens solutions right: 4 for 6 queens (small), 92 for 8 (paper), and
 * recovers from the deliberate error through longjmp. */
ParameterizedTestParameters(workload, li_queens)
{
	static struct wl_case p[] = { { "li", "mips" }, { "li", "sparc" } };
	return cr_make_param_array(struct wl_case, p, 2);
}

ParameterizedTest(struct wl_case *c, workload, li_queens, .timeout = 300)
{
	char *cmd = util_xasprintf("%s exec -i %s -w li -s small && %s exec -i %s -w li -s paper",
				   AEX_BIN, c->isa, AEX_BIN, c->isa);
	char *out = NULL;

	cr_assert_eq(test_sh(cmd, &out), 0, "%s", out);
	cr_expect(strstr(out, "6 queens: 4 solutions, 4 valid") != NULL, "%s", out);
	cr_expect(strstr(out, "8 queens: 92 solutions, 92 valid") != NULL, "%s", out);
	cr_expect(strstr(out, "error: bad argument type - 5\nrecovered") != NULL, "%s", out);
	free(out);
	free(cmd);
}

/* cc compiles its fixed example to the checked-in assembly on every ISA; in it every label is
 * defined once and every function has its link and unlk. */
ParameterizedTestParameters(workload, cc_example)
{
	static struct wl_case p[] = { { "cc", "mips" }, { "cc", "sparc" } };
	return cr_make_param_array(struct wl_case, p, 2);
}

ParameterizedTest(struct wl_case *c, workload, cc_example, .timeout = 300)
{
	char *cmd = util_xasprintf("%s build --placement none -i %s -w cc >/dev/null 2>&1 && cd "
				   "%s/workloads/cc/tests && %s exec -i %s %s/build/workloads/cc/%s/plain "
				   "-- example.c", AEX_BIN, c->isa, AEX_SRCDIR, AEX_BIN, c->isa,
				   AEX_SRCDIR, c->isa);
	char *path = util_xasprintf("%s/workloads/cc/tests/example.s", AEX_SRCDIR);
	char *want = util_read_file(path, NULL), *out = NULL, *save = NULL;
	int links = 0, unlks = 0, labels = 0;
	char **seen;

	cr_assert_not_null(want);
	cr_assert_eq(test_sh(cmd, &out), 0, "%s", out);
	cr_expect_str_eq(out, want, "%s: cc's output differs from example.s", c->isa);
	seen = calloc(strlen(want) + 1, sizeof *seen);
	for (char *line = strtok_r(want, "\n", &save); line; line = strtok_r(NULL, "\n", &save)) {
		size_t n = strlen(line);

		if (strstr(line, "\tlink") == line || strncmp(line, "\tlink ", 6) == 0)
			links++;
		if (strncmp(line, "\tunlk", 5) == 0)
			unlks++;
		if (n > 1 && line[n - 1] == ':' && line[0] != '\t' && line[0] != ' ') {
			for (int k = 0; k < labels; k++)
				cr_expect_str_neq(seen[k], line, "label %s defined twice", line);
			seen[labels++] = line;
		}
	}
	cr_expect_gt(links, 5);
	cr_expect_eq(links, unlks, "%d link, %d unlk", links, unlks);
	cr_expect_gt(labels, 20);
	free(seen);
	free(want);
	free(path);
	free(out);
	free(cmd);
}

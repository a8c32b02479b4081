/* test_cli.c — the exit statuses of every subcommand's error paths: 2 for a bad command line
 * or bad input (an unknown option, a missing or unreadable file, a file of the wrong kind, an
 * output that cannot be written), 1 for a failure of the work itself, never 0 and never
 * anything else (docs/event-format.md and aex --help give the convention). */
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "testutil.h"
#include "util.h"

struct exit_case {
	const char *args;   /* after "aex"; %1$s is a build directory of larus */
	int status;
	const char *says;   /* a part of the first line of what it prints */
};

static const struct exit_case cases[] = {
	{ "nosuchcmd", 2, "unknown command" },
	{ "build --bogus", 2, "aex build: error: unrecognized option '--bogus'" },
	{ "exec --bogus", 2, "unrecognized option" },
	{ "run --bogus", 2, "unrecognized option" },
	{ "regen --bogus", 2, "aex regen: error: '--bogus': the build directory and the event trace come first" },
	{ "check --bogus", 2, "unrecognized option" },
	{ "golden --bogus", 2, "unrecognized option" },
	{ "diff --bogus", 2, "unrecognized option" },
	{ "stat --bogus", 2, "--bogus" },
	{ "convert --bogus", 2, "unrecognized option" },
	{ "bench --bogus", 2, "unrecognized option" },
	{ "isacheck --bogus", 2, "unrecognized option" },
	{ "profile --bogus", 2, "unrecognized option" },
	{ "build", 2, "no ISA given" },
	{ "exec", 2, "no binary" },
	{ "run", 2, "aex run: error: give the build directory" },
	{ "regen", 2, "aex regen: error: give the build directory and the event trace" },
	{ "check", 2, "no ISA given" },
	{ "golden", 2, "no binary" },
	{ "diff", 2, "aex diff: error: give two traces" },
	{ "stat", 2, "aex stat: error: give one trace (0 given)" },
	{ "convert", 2, "aex convert: error: give one trace (0 given)" },
	{ "build -i vax x.c", 2, "unknown ISA" },
	{ "build -i mips /nonexistent.c", 2, "no such file" },
	{ "check -i mips /nonexistent.c", 2, "no such file" },
	{ "check -i mips -w nosuch", 2, "unknown workload" },
	{ "exec -i mips -w nosuch", 2, "unknown workload" },
	{ "bench -w nosuch --list", 2, "unknown workload" },
	{ "exec /nonexistent", 2, "no such file" },
	{ "golden /nonexistent", 2, "no such file" },
	{ "run /nonexistent", 2, "aex run: error: /nonexistent: no such directory" },
	{ "run --frame-size 10 %1$s", 2, "--frame-size" },
	{ "regen /nonexistent %1$s/events", 2, "aex regen: error: /nonexistent: no such directory" },
	{ "regen %1$s /nonexistent", 2, "aex regen: error: /nonexistent: No such file" },
	{ "regen %1$s %1$s/golden.trace --format null", 2, "aex regen: error: event trace file byte 0: not an aex event trace" },
	{ "regen %1$s %1$s/events --format bogus", 2, "unknown format" },
	{ "regen %1$s %1$s/events -o /nonexistent/dir/x", 2, "No such file" },
	{ "golden -o /nonexistent/dir/x %1$s", 2, "No such file" },
	{ "diff /nonexistent /nonexistent", 2, "No such file" },
	{ "diff %1$s/events %1$s/events", 2, "not an aex trace" },
	{ "stat /nonexistent", 2, "No such file" },
	{ "stat %1$s/events", 2, "not an aex trace" },
	{ "convert /nonexistent --to din", 2, "No such file" },
	{ "convert %1$s/events --to din", 2, "not an aex trace" },
	{ "isacheck /nonexistent", 2, "No such file" },
	{ "check -i mips --regen-opt 9 x.c", 2, "--regen-opt" },
	/* the kernel sets $25 to a signal handler's address: never stolen */
	{ "build -i mips --strategy steal --steal-regs '$25,$24' -o /tmp/aex-no-25 "
	  "%1$s/../../../../workloads/micro/larus.c",
	  2, "--steal-regs: '$25' is not a register mips can steal" },
	{ "check -i mips --regen-cc cc x.c", 2, "--regen-cc wants one of gcc, tcc, not 'cc'" },
	{ "build -i mips --regen-cc tcc --regen-opt 2 x.c", 2, "tcc has none" },
	{ "bench --list --regen-cc clang", 2, "--regen-cc wants" },
	{ "run -o", 2, "aex run: error: option requires an argument" },
	{ "check -i", 2, "aex check: error: option requires an argument" },
	{ "isacheck --bogus", 2, "aex isacheck: error: unrecognized option" },
	{ "run %1$s/plain", 2, "aex run: error: %1$s/plain: the ELF of a build; give its build directory, %1$s" },
	{ "run %1$s/events", 2, "aex run: error: %1$s/events: not a directory" },
	{ "run /tmp", 2, "aex run: error: /tmp: not a build directory (no /tmp/plain" },
	{ "run %1$s %1$s", 2, "aex run: error: give one build directory, not 2 arguments" },
	{ "run %1$s-plain", 2, "aex run: error: %1$s-plain: a plain build (no %1$s-plain/traced)" },
	{ "regen %1$s-plain %1$s/events", 2, "aex regen: error: %1$s-plain: a plain build" },
	{ "regen %1$s/plain %1$s/events", 2, "aex regen: error: %1$s/plain: the ELF of a build" },
	{ "regen %1$s", 2, "aex regen: error: give the event trace after the build directory" },
	{ "diff %1$s/golden.trace", 2, "aex diff: error: give two traces, the expected one and the actual one (1 given)" },
	{ "convert %1$s/golden.trace", 2, "aex convert: error: say what to convert to: --to din" },
	{ "stat %1$s/golden.trace %1$s/golden.trace", 2, "aex stat: error: give one trace (2 given)" },
	{ "help nosuch", 2, "aex help: error: unknown command 'nosuch'" },
	{ "help build", 0, "usage: aex build" },
	{ "help regen", 0, "usage: aex regen" },
	{ "--version", 0, "aex " },
	{ "check -i mips -w li -s huge", 2, "aex check: error: unknown size 'huge' (small or paper)" },
	{ "exec -i mips -w li -s huge", 2, "aex exec: error: unknown size 'huge'" },
	{ "golden -i mips -w li -s huge", 2, "aex golden: error: unknown size 'huge'" },
	{ "isacheck -i sparc %1$s/plain", 2, "aex isacheck: error: %1$s/plain: a mips ELF (machine 8), not sparc: give -i mips" },
	{ "isacheck", 2, "aex isacheck: error: give the ELF files to check" },
	{ "profile", 2, "aex profile: error: give the build directory whose traces to count" },
	{ "profile /nonexistent", 2, "aex profile: error: /nonexistent: no such directory" },
	{ "profile %1$s-plain", 2, "aex profile: error: %1$s-plain: a plain build" },
	{ "profile %1$s %1$s/nonesuch", 2, "aex profile: error: %1$s/nonesuch: no such trace" },
	{ "profile %1$s %1$s/events", 1, "aex profile: error: %1$s/events: byte 0: not an aex trace" },
	{ "profile -o /nonexistent/dir/p %1$s", 2, "/nonexistent/dir/p" },
	{ "check -i mips -w li --train huge", 2, "aex check: error: unknown size 'huge'" },
	{ "check -i mips -w li --placement cbranch --train small", 2,
	  "aex check: error: --train weighs the tree placement's spanning trees: placement cbranch "
	  "has none" },
	{ "build -i mips --placement none --profile x x.c", 2,
	  "aex build: error: --profile weighs the tree placement's spanning trees: placement none "
	  "has none" },
	{ "build -i mips --placement blocks --profile %1$s/events -o /tmp/aex-no-profile "
	  "%1$s/../../../../workloads/micro/larus.c", 2,
	  "--profile weighs the tree placement's spanning trees: placement blocks has none" },
	{ "build -i mips --placement tree --profile %1$s/events -o /tmp/aex-no-profile "
	  "%1$s/../../../../workloads/micro/larus.c", 2,
	  "%1$s/events:1: error: not an aex profile" },
};

Test(cli, exit_statuses, .timeout = 300)
{
	char *dir = util_xasprintf("%s/build/tests/cli/larus", AEX_SRCDIR);
	char *cmd = util_xasprintf("%s build -i mips --placement tree %s -o %s "
				   "%s/workloads/micro/larus.c >%s.log 2>&1 && %s run %s >/dev/null "
				   "2>&1 && %s golden -q %s >/dev/null && %s build -i mips "
				   "--placement none -o %s-plain %s/workloads/micro/larus.c >>%s.log "
				   "2>&1", AEX_BIN, test_regen(), dir, AEX_SRCDIR, dir, AEX_BIN, dir,
				   AEX_BIN, dir, AEX_BIN, dir, AEX_SRCDIR, dir);

	cr_assert_eq(util_mkdirs(dir), 0);
	cr_assert_eq(test_sh(cmd, NULL), 0, "%s", cmd);
	free(cmd);
	for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
		char args[512], says[512], *out = NULL, *nl;
		int rc;

		snprintf(args, sizeof args, cases[i].args, dir);
		snprintf(says, sizeof says, cases[i].says, dir);
		cmd = util_xasprintf("cd /tmp && %s %s 2>&1 </dev/null", AEX_BIN, args);
		rc = test_sh(cmd, &out);
		cr_expect_eq(rc, cases[i].status, "aex %s: exit %d, not %d\n%s", args, rc,
			     cases[i].status, out);
		nl = out ? strchr(out, '\n') : NULL;
		if (nl)
			*nl = '\0';
		cr_expect(out && strstr(out, says), "aex %s: the first line lacks '%s'\n%s%s%s", args,
			  says, out, nl ? "\n" : "", nl ? nl + 1 : "");
		free(out);
		free(cmd);
	}
	free(dir);
}

/* aex regen -o - writes the trace to standard output (no file named "-"), the same bytes as
 * -o FILE. */
Test(cli, regen_to_stdout, .timeout = 300)
{
	char *dir = util_xasprintf("%s/build/tests/cli/stdout", AEX_SRCDIR);
	char *cmd = util_xasprintf("rm -rf %1$s && mkdir -p %1$s && %2$s build -i mips "
				   "--placement tree %3$s -o %1$s %4$s/workloads/micro/larus.c "
				   ">%1$s.log 2>&1 && %2$s run %1$s >/dev/null 2>&1 && cd %1$s && "
				   "%2$s regen . events -o - 2>/dev/null >dash.trace && "
				   "%2$s regen . events -o file.trace 2>/dev/null && "
				   "cmp dash.trace file.trace && test ! -e ./- && "
				   "test $(wc -c <file.trace) -gt 100000",
				   dir, AEX_BIN, test_regen(), AEX_SRCDIR);

	cr_expect_eq(test_sh(cmd, NULL), 0, "%s", cmd);
	free(cmd);
	free(dir);
}

/* Every long option a subcommand's getopt table accepts (read from the sources in cli/: the
 * { "name", ..._argument, ... } entries after `int cmd_NAME(`) is in `aex NAME --help`, and
 * every docs/ or toolchains/ file a --help names exists. */
Test(cli, help_matches_options, .timeout = 120)
{
	static const char *const files[] = { "aex.c", "cmd_bench.c", "cmd_check.c", "cmd_exec.c",
					     "cmd_golden.c", "cmd_profile.c", "cmd_run.c",
					     "cmd_trace.c" };
	static const char *const cmds[] = { "build", "exec", "run", "regen", "check", "golden",
					    "profile", "diff", "stat", "convert", "bench",
					    "isacheck" };
	int options = 0;

	for (size_t f = 0; f < sizeof files / sizeof files[0]; f++) {
		char *path = util_xasprintf("%s/cli/%s", AEX_SRCDIR, files[f]);
		char *src = util_read_file(path, NULL), *cmd = NULL, *help = NULL;

		cr_assert_not_null(src, "%s", path);
		char *save = NULL;

		for (char *l = strtok_r(src, "\n", &save); l; l = strtok_r(NULL, "\n", &save)) {
			char name[40];
			int end = 0;

			if (sscanf(l, "int cmd_%39[a-z](", name) == 1 ||
			    sscanf(l, "static int cmd_%39[a-z](", name) == 1) {
				char *c = util_xasprintf("%s %s --help", AEX_BIN, name);

				free(cmd);
				free(help);
				cmd = util_xstrdup(name);
				help = NULL;
				cr_expect_eq(test_sh(c, &help), 0, "%s", c);
				free(c);
			} else if (cmd && help &&
				   sscanf(l, " { \"%39[a-z0-9-]\", %*[a-z]_argument%n", name, &end) ==
					   1 && end > 0) {
				char *opt = util_xasprintf("--%s", name);

				cr_expect(strstr(help, opt) != NULL, "aex %s accepts %s, which its "
					  "--help does not list", cmd, opt);
				free(opt);
				options++;
			}
		}
		free(cmd);
		free(help);
		free(src);
		free(path);
	}
	cr_expect_gt(options, 60, "%d options found", options);
	for (size_t c = 0; c < sizeof cmds / sizeof cmds[0]; c++) {
		char *cmd = util_xasprintf("%s %s --help", AEX_BIN, cmds[c]), *help = NULL;

		cr_expect_eq(test_sh(cmd, &help), 0, "%s", cmd);
		for (char *p = help; p && (p = strstr(p, "docs/")) != NULL; p++) {
			char file[80], *full;

			if (sscanf(p, "docs/%70[a-z0-9_.-]", file) != 1)
				continue;
			while (file[0] && file[strlen(file) - 1] == '.')
				file[strlen(file) - 1] = '\0';
			full = util_xasprintf("%s/docs/%s", AEX_SRCDIR, file);
			cr_expect(util_file_exists(full), "aex %s --help names docs/%s, which does "
				  "not exist", cmds[c], file);
			free(full);
		}
		free(help);
		free(cmd);
	}
}

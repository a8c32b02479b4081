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
	const char *says;   /* a part of the message */
};

static const struct exit_case cases[] = {
	{ "nosuchcmd", 2, "unknown command" },
	{ "build --bogus", 2, "unrecognized option" },
	{ "exec --bogus", 2, "unrecognized option" },
	{ "run --bogus", 2, "unrecognized option" },
	{ "regen --bogus", 2, "usage" },
	{ "check --bogus", 2, "unrecognized option" },
	{ "golden --bogus", 2, "unrecognized option" },
	{ "diff --bogus", 2, "unrecognized option" },
	{ "stat --bogus", 2, "--bogus" },
	{ "convert --bogus", 2, "unrecognized option" },
	{ "bench --bogus", 2, "unrecognized option" },
	{ "isacheck --bogus", 2, "unrecognized option" },
	{ "build", 2, "no ISA given" },
	{ "exec", 2, "no binary" },
	{ "run", 2, "give one build directory" },
	{ "regen", 2, "usage" },
	{ "check", 2, "no ISA given" },
	{ "golden", 2, "no binary" },
	{ "diff", 2, "usage" },
	{ "stat", 2, "usage" },
	{ "convert", 2, "usage" },
	{ "isacheck", 2, "usage" },
	{ "build -i vax x.c", 2, "unknown ISA" },
	{ "build -i mips /nonexistent.c", 2, "no such file" },
	{ "check -i mips /nonexistent.c", 2, "no such file" },
	{ "check -i mips -w nosuch", 2, "unknown workload" },
	{ "exec -i mips -w nosuch", 2, "unknown workload" },
	{ "bench -w nosuch --list", 2, "unknown workload" },
	{ "exec /nonexistent", 2, "no such file" },
	{ "golden /nonexistent", 2, "no such file" },
	{ "run /nonexistent", 2, "give one build directory" },
	{ "run --frame-size 10 %1$s", 2, "--frame-size" },
	{ "regen /nonexistent %1$s/events", 2, "usage" },
	{ "regen %1$s /nonexistent", 2, "No such file" },
	{ "regen %1$s %1$s/golden.trace --format null", 2, "not an aex event trace" },
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
	{ "check -i mips --regen-cc cc x.c", 2, "--regen-cc wants one of gcc, tcc, not 'cc'" },
	{ "build -i mips --regen-cc tcc --regen-opt 2 x.c", 2, "tcc has none" },
	{ "bench --list --regen-cc clang", 2, "--regen-cc wants" },
};

Test(cli, exit_statuses, .timeout = 300)
{
	char *dir = util_xasprintf("%s/build/tests/cli/larus", AEX_SRCDIR);
	char *cmd = util_xasprintf("%s build -i mips --placement tree %s -o %s "
				   "%s/workloads/micro/larus.c >%s.log 2>&1 && %s run %s >/dev/null "
				   "2>&1 && %s golden -q %s >/dev/null", AEX_BIN, test_regen(),
				   dir, AEX_SRCDIR, dir, AEX_BIN, dir, AEX_BIN, dir);

	cr_assert_eq(util_mkdirs(dir), 0);
	cr_assert_eq(test_sh(cmd, NULL), 0, "%s", cmd);
	free(cmd);
	for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
		char args[512], *out = NULL;
		int rc;

		snprintf(args, sizeof args, cases[i].args, dir);
		cmd = util_xasprintf("cd /tmp && %s %s 2>&1 </dev/null", AEX_BIN, args);
		rc = test_sh(cmd, &out);
		cr_expect_eq(rc, cases[i].status, "aex %s: exit %d, not %d\n%s", args, rc,
			     cases[i].status, out);
		cr_expect(out && strstr(out, cases[i].says), "aex %s: the message lacks '%s'\n%s",
			  args, cases[i].says, out);
		free(out);
		free(cmd);
	}
	free(dir);
}

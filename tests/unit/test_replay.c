/* test_replay.c — the replay end of the continuum (docs/replay.md): a recorded run replayed
 * from its log gives the recorded run's full trace, output and status on the three ISAs (and,
 * for a deterministic program, the plain run's trace); aex check --mode replay on programs
 * that read input, fault, longjmp; a damaged, cut or foreign log refused with its byte
 * offset; the recording's arguments and environment kept in the log, others refused; a
 * program that makes other calls than the log's stopped at the first. */
#include <criterion/criterion.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "evframe.h"
#include "testutil.h"
#include "util.h"

#define WORK AEX_SRCDIR "/build/tests/replay"

static const char *const isas[] = { "mips", "sparc", "riscv32" };

/* Builds prog (a file of tests/guest or workloads/micro) for isa with --mode replay into
 * WORK/name-isa; the directory, to free. */
static char *build(const char *isa, const char *src, const char *name)
{
	char *dir = util_xasprintf("%s/%s-%s", WORK, name, isa), *out = NULL;
	char *cmd = util_xasprintf("rm -rf %s && %s build -i %s --mode replay -o %s %s/%s 2>&1",
				   dir, AEX_BIN, isa, dir, AEX_SRCDIR, src);

	cr_assert_eq(test_sh(cmd, &out), 0, "%s\n%s", cmd, out);
	cr_assert(util_file_exists(dir) && strstr(out, "plain: "), "%s", out);
	free(out);
	free(cmd);
	return dir;
}

/* In dir: mixed.log, the account of the run of one.log (its prologue, up to "end\n") and
 * the calls of two.log, framed as aex record frames them. */
static void splice_logs(const char *dir)
{
	char *one = util_xasprintf("%s/one.log", dir), *two = util_xasprintf("%s/two.log", dir);
	char *mixed = util_xasprintf("%s/mixed.log", dir), msg[256];
	struct evf_header h1, h2;
	struct evf_events e1, e2;
	struct evf_end end;
	struct evf_writer w;
	const char *p1, *p2;
	int fd;

	cr_assert_eq(evf_read_all(one, &h1, &e1, &end, msg, sizeof msg), 0, "%s", msg);
	cr_assert_eq(evf_read_all(two, &h2, &e2, &end, msg, sizeof msg), 0, "%s", msg);
	p1 = memmem(e1.data[0], e1.len[0], "\nend\n", 5);
	p2 = memmem(e2.data[0], e2.len[0], "\nend\n", 5);
	cr_assert(p1 && p2);
	fd = open(mixed, O_WRONLY | O_CREAT | O_TRUNC, 0644);
	cr_assert_geq(fd, 0);
	cr_assert_eq(evf_writer_open(&w, fd, &h2, 1, 0), 0);
	cr_assert_eq(evf_write(&w, 0, e1.data[0], (size_t)(p1 + 5 - (const char *)e1.data[0])), 0);
	cr_assert_eq(evf_write(&w, 0, p2 + 5, e2.len[0] - (size_t)(p2 + 5 - (const char *)e2.data[0])),
		     0);
	cr_assert_eq(evf_finish(&w, &end), 0);
	evf_writer_free(&w);
	close(fd);
	evf_events_free(&e1);
	evf_events_free(&e2);
	free(one);
	free(two);
	free(mixed);
}

/* A program with arguments that writes, reads back, appends to and removes files: recorded
 * with the recorded run's golden trace, replayed; the replay's trace is the recorded run's
 * and the plain run's, record for record, and it prints what the recorded run printed. */
Test(replay, record_replay_identical, .timeout = 300)
{
	for (size_t i = 0; i < 3; i++) {
		char *dir = build(isas[i], "tests/guest/files.c", "files"), *out = NULL;
		char *cmd = util_xasprintf(
			"cd %s && %s record . --golden rec.trace -- a 'b c' >rec.out 2>rec.err && "
			"%s replay . -- a 'b c' >rep.out 2>rep.err && cmp rec.out rep.out && "
			"%s golden -q -o plain.trace . -- a 'b c' >plain.out 2>&1 && "
			"%s diff rec.trace replay.trace && %s diff plain.trace replay.trace && "
			"cat rec.out",
			dir, AEX_BIN, AEX_BIN, AEX_BIN, AEX_BIN, AEX_BIN);

		cr_expect_eq(test_sh(cmd, &out), 0, "%s: %s\n%s", isas[i], cmd, out);
		cr_expect(out && strstr(out, "identical") && strstr(out, "argc 3: [a] [b c]"),
			  "%s: %s", isas[i], out);
		free(out);
		free(cmd);
		free(dir);
	}
}

/* aex check --mode replay: a workload that reads its input (egrep, some hundred kilobytes
 * of log), cc (reads of odd lengths), a program killed by a fault (its log out before it
 * died), longjmp out of nested calls, processes that talk through pipes (pipeline) and 31
 * processes forked and waited for (forks: each process's log and trace); the figures speak
 * of the log and the replay. */
Test(replay, check_mode, .timeout = 600)
{
	static const char *const progs[] = { "-w egrep", "-w cc", "-w crash", "-w longjmp",
					     "-w pipeline", "-w forks" };

	for (size_t i = 0; i < 3; i++)
		for (size_t k = 0; k < sizeof progs / sizeof progs[0]; k++) {
			char *out = NULL;
			char *cmd = util_xasprintf("%s check -i %s %s --mode replay --reps 1 --json "
						   "-o %s/check-%zu-%s 2>&1", AEX_BIN, isas[i],
						   progs[k], WORK, k, isas[i]);

			cr_expect_eq(test_sh(cmd, &out), 0, "%s\n%s", cmd, out);
			cr_expect(out && strstr(out, "\"identical\": true") &&
				  strstr(out, "\"transparent\": true") &&
				  strstr(out, "\"placement\": \"replay\"") &&
				  strstr(out, "\"golden\": \"recorded\""), "%s: %s", cmd, out);
			if (k == 0)   /* egrep reads its input: the log holds it */
				cr_expect(out && !strstr(out, "\"event_bytes\": 0,"), "%s", out);
			free(out);
			free(cmd);
		}
}

/* What replay refuses: every bit flipped at a sample of the log's bytes (status 2 and the
 * byte offset, or the replay stops at a call that differs, 127), the log cut short (1),
 * another build's log (2), a file the recorded run read changed since (127, naming it); and
 * options that concern the traced build. */
Test(replay, refusals, .timeout = 300)
{
	char *dir = build("mips", "tests/guest/files.c", "bad");
	char *other = build("mips", "workloads/micro/larus.c", "larus");
	char *out = NULL, *cmd, *src;
	size_t len = 0;
	char *log;
	int flips = 0;
	FILE *f;

	cmd = util_xasprintf("cd %s && %s record . -- a 'b c' >/dev/null 2>&1", dir, AEX_BIN);
	cr_assert_eq(test_sh(cmd, NULL), 0, "%s", cmd);
	free(cmd);
	log = util_xasprintf("%s/replay.log", dir);
	free(util_read_file(log, &len));
	cr_assert_gt(len, 200);
	for (size_t pos = 0; pos < len; pos += len / 12 + 1)
		for (int bit = 0; bit < 8; bit += 3) {
			int rc;

			cmd = util_xasprintf(
				"cd %s && cp replay.log bad.log && printf \"$(printf '\\\\%%03o' "
				"$(( $(od -An -tu1 -j%zu -N1 bad.log) ^ %d )))\" | dd of=bad.log "
				"bs=1 seek=%zu conv=notrunc 2>/dev/null && %s replay --no-trace . bad.log "
				"-- a 'b c' 2>&1 >/dev/null",
				dir, pos, 1 << bit, pos, AEX_BIN);
			rc = test_sh(cmd, &out);
			cr_expect((rc == 2 && strstr(out, "byte ")) ||
				  (rc == 127 && strstr(out, "replay: ")),
				  "bit %d of byte %zu: status %d: %s", bit, pos, rc, out);
			flips++;
			free(out);
			free(cmd);
		}
	cr_expect_gt(flips, 20);
	cmd = util_xasprintf("cd %s && head -c %zu replay.log >cut.log && %s replay --no-trace . "
			     "cut.log -- a 'b c' 2>&1 >/dev/null", dir, len - 40, AEX_BIN);
	cr_expect_eq(test_sh(cmd, &out), 1, "%s", out);
	cr_expect(strstr(out, "cut.log: "), "%s", out);
	free(out);
	free(cmd);
	cmd = util_xasprintf("%s replay --no-trace %s %s/replay.log 2>&1", AEX_BIN, other, dir);
	cr_expect_eq(test_sh(cmd, &out), 2, "%s", out);
	cr_expect(strstr(out, "a log of another build"), "%s", out);
	free(out);
	free(cmd);
	/* the run it replays is the recording's: other arguments refused, none taken from the
	 * log */
	cmd = util_xasprintf("cd %s && %s replay --no-trace . -- a 'b d' 2>&1 >/dev/null; %s "
			     "replay --no-trace . --env X=1 2>&1 >/dev/null", dir, AEX_BIN, AEX_BIN);
	cr_expect_eq(test_sh(cmd, &out), 2, "%s", out);
	cr_expect(strstr(out, "not the recording's arguments") &&
		  strstr(out, "not the recording's environment"), "%s", out);
	free(out);
	free(cmd);
	cmd = util_xasprintf("cd %s && %s replay --no-trace . 2>&1", dir, AEX_BIN);
	cr_expect_eq(test_sh(cmd, &out), 0, "%s", out);
	cr_expect(strstr(out, "argc 3: [a] [b c]"), "%s", out);
	free(out);
	free(cmd);
	/* a program that makes other calls than the log's: the calls of a run with the
	 * arguments "a b" under the account of a run with "a" (a log made here from the two) */
	cmd = util_xasprintf("cd %s && %s record -o one.log . -- a >/dev/null 2>&1 && %s record "
			     "-o two.log . -- a b >/dev/null 2>&1", dir, AEX_BIN, AEX_BIN);
	cr_assert_eq(test_sh(cmd, NULL), 0, "%s", cmd);
	free(cmd);
	splice_logs(dir);
	cmd = util_xasprintf("cd %s && %s replay --no-trace . mixed.log 2>&1 >/dev/null", dir,
			     AEX_BIN);
	cr_expect_eq(test_sh(cmd, &out), 127, "%s", out);
	cr_expect(strstr(out, "the replay diverged at system call #") &&
		  strstr(out, "with other arguments"), "%s", out);
	free(out);
	free(cmd);
	/* a file the recorded run read, changed after the recording: refused; the same file
	 * removed: no matter, the replay does not read it */
	src = util_xasprintf("%s/sum.c", dir);
	f = fopen(src, "w");
	cr_assert_not_null(f);
	fputs("#include <stdio.h>\nint main(void) { FILE *f = fopen(\"in.txt\", \"r\"); int c, n "
	      "= 0; while ((c = getc(f)) != EOF) n += c; printf(\"%d\\n\", n); return 0; }\n", f);
	fclose(f);
	cmd = util_xasprintf("cd %s && echo hello >in.txt && %s build -i mips --mode replay -o sum "
			     "sum.c >/dev/null 2>&1 && %s record sum >rec.out 2>/dev/null && sleep "
			     "0.05 && echo world >in.txt && %s replay --no-trace sum 2>&1; rm in.txt "
			     "&& %s replay --no-trace sum >rep.out && cmp rec.out rep.out && cat "
			     "rep.out", dir, AEX_BIN, AEX_BIN, AEX_BIN, AEX_BIN);
	cr_expect_eq(test_sh(cmd, &out), 0, "%s", out);
	cr_expect(strstr(out, "the file in.txt changed after the recording") &&
		  strstr(out, "542\n"), "%s", out);
	free(out);
	free(cmd);
	cmd = util_xasprintf("%s record -i 2>&1; %s replay --raw %s 2>&1", AEX_BIN, AEX_BIN, dir);
	cr_expect_eq(test_sh(cmd, &out), 2, "%s", out);
	free(out);
	free(cmd);
	cmd = util_xasprintf("%s check -i mips -w li --mode replay --placement tree 2>&1; %s build "
			     "-i mips --mode replay --placement tree -o %s/x %s/workloads/micro/"
			     "larus.c 2>&1; %s replay %s/nonesuch 2>&1", AEX_BIN, AEX_BIN, WORK,
			     AEX_SRCDIR, AEX_BIN, WORK);
	cr_expect_eq(test_sh(cmd, &out), 2, "%s", out);
	cr_expect(strstr(out, "--placement does not apply") && strstr(out, "no placement"),
		  "%s", out);
	free(out);
	free(cmd);
	free(log);
	free(src);
	free(dir);
	free(other);
}

/* Programs whose course depends on time and scheduling, replayed without --fixed-clock: one
 * that times a busy loop with every clock rt has (the replay prints the recorded run's
 * times), and race (two children writing into one pipe, the parent reading whatever comes
 * first): identical to their recorded runs, each run anew (3 times per ISA; 20 under make
 * check-full). */
Test(replay, timing_dependent, .timeout = 900)
{
	char *src = util_xasprintf("%s/selftime.c", WORK), *out = NULL;
	int runs = test_full() ? 20 : 3;
	FILE *f;

	util_mkdirs(WORK);
	f = fopen(src, "w");
	cr_assert_not_null(f);
	fputs("#include <stdio.h>\n#include <sys/time.h>\n#include <time.h>\n\n"
	      "int main(void)\n{\n\tstruct timeval a, b;\n\tstruct timespec ts;\n"
	      "\tunsigned sum = 0;\n\n\tgettimeofday(&a, NULL);\n"
	      "\tfor (unsigned i = 0; i < 300000; i++)\n\t\tsum = sum * 31 + i;\n"
	      "\tgettimeofday(&b, NULL);\n\tclock_gettime(CLOCK_MONOTONIC, &ts);\n"
	      "\tprintf(\"%ld us %ld %u\\n\", (long)((b.tv_sec - a.tv_sec) * 1000000 + b.tv_usec -"
	      " a.tv_usec), (long)ts.tv_nsec, sum);\n\treturn (int)(b.tv_usec & 1);\n}\n", f);
	fclose(f);
	for (size_t i = 0; i < 3; i++) {
		char *dir = util_xasprintf("%s/selftime-%s", WORK, isas[i]);
		char *cmd = util_xasprintf(
			"rm -rf %s && %s build -i %s --mode replay -o %s %s >/dev/null 2>&1 && cd %s "
			"&& %s record . --golden rec.trace >rec.out 2>/dev/null; r=$?; %s replay . "
			">rep.out 2>/dev/null; [ $? = $r ] && cmp rec.out rep.out && %s diff "
			"rec.trace replay.trace && cat rep.out",
			dir, AEX_BIN, isas[i], dir, src, dir, AEX_BIN, AEX_BIN, AEX_BIN);

		cr_expect_eq(test_sh(cmd, &out), 0, "%s: %s", isas[i], out);
		cr_expect(out && strstr(out, "identical") && strstr(out, " us "), "%s", out);
		free(out);
		free(cmd);
		for (int r = 0; r < runs; r++) {
			cmd = util_xasprintf("%s check -i %s --mode replay --reps 1 -o %s/race-%s "
					     "%s/tests/guest/race.c 2>&1", AEX_BIN, isas[i], WORK,
					     isas[i], AEX_SRCDIR);
			cr_expect_eq(test_sh(cmd, &out), 0, "%s run %d: %s", isas[i], r, out);
			cr_expect(out && strstr(out, "race.c (reserved, replay): identical"), "%s",
				  out);
			free(out);
			free(cmd);
		}
		free(dir);
	}
	free(src);
}

/* make check-full: li, cc and egrep at paper size replayed on the three ISAs, identical to
 * their recorded runs (make check leaves the paper sizes to it: docs/testing.md). */
Test(replay, paper, .timeout = 3600)
{
	static const char *const ws[] = { "li", "cc", "egrep" };

	if (!test_full())
		cr_skip_test("paper sizes: make check-full");
	for (size_t i = 0; i < 3; i++)
		for (size_t k = 0; k < 3; k++) {
			char *out = NULL;
			char *cmd = util_xasprintf("%s check -i %s -w %s -s paper --mode replay --reps 1 "
						   "--json -o %s/paper-%s-%s 2>&1", AEX_BIN, isas[i],
						   ws[k], WORK, ws[k], isas[i]);

			cr_expect_eq(test_sh(cmd, &out), 0, "%s\n%s", cmd, out);
			cr_expect(out && strstr(out, "\"identical\": true"), "%s: %s", cmd, out);
			free(out);
			free(cmd);
		}
}

/* Handlers of signals the program sends itself (raise, nested inside a handler,
 * SA_RESETHAND, SIG_IGN, held by a handler's mask until it returns, held by sigprocmask and
 * delivered once as it is let in), one it installs and never gets (SIGINT), the old action
 * reported as its own: recorded, replayed, the replay's trace the recorded run's and the
 * plain run's, on the three ISAs. */
Test(replay, signals, .timeout = 300)
{
	char *src = util_xasprintf("%s/sig.c", WORK), *out = NULL, *cmd;
	FILE *f;

	util_mkdirs(WORK);
	f = fopen(src, "w");
	cr_assert_not_null(f);
	fputs("#include <signal.h>\n#include <stdio.h>\n#include <string.h>\n\n"
	      "static volatile int got[3];\n\n"
	      "static void on_usr1(int sig) { got[0] += sig > 0; }\n"
	      "static void on_usr2(int sig) { got[1] += sig > 0; raise(SIGUSR1); }\n"
	      "static void on_int(int sig) { got[2] += sig; }\n"
	      "static void on_held(int sig) { got[1] += sig > 0; }\n"
	      "static void on_masked(int sig) { got[0] += sig > 0; raise(SIGUSR2); "
	      "got[0] += 10 * got[1]; }\n\n"
	      "int main(void)\n{\n\tstruct sigaction sa, old;\n\n"
	      "\tsignal(SIGINT, on_int);\n\tsignal(SIGUSR1, on_usr1);\n"
	      "\tmemset(&sa, 0, sizeof sa);\n\tsa.sa_handler = on_usr2;\n"
	      "\tsa.sa_flags = SA_RESETHAND;\n\tsigaction(SIGUSR2, &sa, &old);\n"
	      "\tfor (int i = 0; i < 5; i++)\n\t\traise(SIGUSR1);\n\traise(SIGUSR2);\n"
	      "\tsigaction(SIGUSR1, 0, &old);\n"
	      "\tprintf(\"%d %d %d same %d\\n\", got[0], got[1], got[2], old.sa_handler == "
	      "on_usr1);\n\tsignal(SIGUSR2, SIG_IGN);\n\traise(SIGUSR2);\n"
	      "\tprintf(\"ignored\\n\");\n"
	      "\tgot[0] = got[1] = 0;\n\tsignal(SIGUSR2, on_held);\n"
	      "\tmemset(&sa, 0, sizeof sa);\n\tsa.sa_handler = on_masked;\n"
	      "\tsigaddset(&sa.sa_mask, SIGUSR2);\n\tsigaction(SIGUSR1, &sa, 0);\n"
	      "\traise(SIGUSR1);\n\tprintf(\"masked %d %d\\n\", got[0], got[1]);\n"
	      "\tsigemptyset(&sa.sa_mask);\n\tsigaddset(&sa.sa_mask, SIGUSR2);\n"
	      "\tsigprocmask(SIG_BLOCK, &sa.sa_mask, 0);\n\traise(SIGUSR2);\n"
	      "\traise(SIGUSR2);\n\tprintf(\"held %d\\n\", got[1]);\n"
	      "\tsigprocmask(SIG_UNBLOCK, &sa.sa_mask, 0);\n"
	      "\tprintf(\"let in %d\\n\", got[1]);\n\treturn 0;\n}\n", f);
	fclose(f);
	for (size_t i = 0; i < 3; i++) {
		char *dir = util_xasprintf("%s/sig-%s", WORK, isas[i]);

		cmd = util_xasprintf(
			"rm -rf %s && %s build -i %s --mode replay -o %s %s >/dev/null 2>&1 && cd %s "
			"&& %s record . --golden rec.trace >rec.out 2>/dev/null && %s replay . "
			">rep.out 2>/dev/null && cmp rec.out rep.out && %s golden -q -o plain.trace . "
			">/dev/null && %s diff rec.trace replay.trace && %s diff plain.trace "
			"replay.trace && cat rep.out",
			dir, AEX_BIN, isas[i], dir, src, dir, AEX_BIN, AEX_BIN, AEX_BIN, AEX_BIN,
			AEX_BIN);
		cr_expect_eq(test_sh(cmd, &out), 0, "%s: %s", isas[i], out);
		cr_expect(out && strstr(out, "6 1 0 same 1\nignored\nmasked 1 1\nheld 1\nlet in 2\n"),
			  "%s: %s", isas[i], out);
		free(out);
		free(cmd);
		free(dir);
	}
	free(src);
}

/* Signals that come while the program runs (docs/replay.md, "Asynchronous signals"): sampler
 * (a timer every 200 us, faults recovered by longjmp, a tick coming with a fault), signals
 * (sigsuspend for a child's signal) and tests/guest/async.c (a read a timer ends, 40
 * children's signals while the parent forks and computes, coming in every piece of the
 * recording layer's code (4 on SPARC), SIGCHLD during a wait, sigsuspend in a loop): each run
 * anew, recorded and replayed by aex check --mode replay, identical to the golden trace of
 * its recorded run and printing what it printed, on the three ISAs (sampler and async.c
 * once per ISA, 20 times under make check-full). */
Test(replay, async_signals, .timeout = 1800)
{
	int runs = test_full() ? 20 : 1;

	for (size_t i = 0; i < 3; i++) {
		static const char *const progs[] = { "-w sampler", "-w signals", NULL };

		for (int k = 0; k < 3; k++) {
			/* (SPARC: 4 children, not 40: there a signal still comes one instruction
			 * later on replay than recorded in about 1 run of 60 with 40:
			 * docs/replay.md, "Limits") */
			char *what = progs[k] ? util_xstrdup(progs[k])
					      : util_xasprintf("%s/tests/guest/async.c%s", AEX_SRCDIR,
							       strcmp(isas[i], "sparc") == 0
								       ? " -- 4" : "");

			for (int r = 0; r < (k == 1 ? 1 : runs); r++) {
				char *out = NULL;
				char *cmd = util_xasprintf("%s check -i %s --mode replay --reps 1 -o "
							   "%s/async-%s-%d %s 2>&1", AEX_BIN,
							   isas[i], WORK, isas[i], k, what);

				cr_expect_eq(test_sh(cmd, &out), 0, "%s run %d: %s", cmd, r, out);
				cr_expect(out && strstr(out, "(reserved, replay): identical"), "%s: %s",
					  cmd, out);
				free(out);
				free(cmd);
			}
			free(what);
		}
	}
}

/* A log whose signal record says a count other than the recorded run's (its CRCs made
 * anew: not damaged, another run's): the replay stops at that signal, saying so, status
 * 127; the log as recorded replays. */
Test(replay, async_divergence, .timeout = 300)
{
	char *dir = util_xasprintf("%s/asyncdiv-mips", WORK), *out = NULL, msg[256];
	char *log = util_xasprintf("%s/replay.log", dir), *bad = util_xasprintf("%s/bad.log", dir);
	char *cmd = util_xasprintf("%s check -i mips --mode replay --reps 1 -o %s "
				   "%s/tests/guest/async.c >/dev/null 2>&1 && cd %s && %s record "
				   "--raw . >/dev/null 2>&1", AEX_BIN, dir, AEX_SRCDIR, dir, AEX_BIN);
	static const unsigned char at_count[4] = { 0x00, 0x01, 0xff, 0xfe };   /* MIPS's order */
	struct evf_header h;
	struct evf_events e;
	struct evf_end end;
	struct evf_writer w;
	unsigned char *p;
	int fd;

	cr_assert_eq(test_sh(cmd, &out), 0, "%s\n%s", cmd, out);
	free(out);
	free(cmd);
	cr_assert_eq(evf_read_all(log, &h, &e, &end, msg, sizeof msg), 0, "%s", msg);
	p = memmem(e.data[0], e.len[0], "\nend\n", 5);
	cr_assert_not_null(p);
	p = memmem(p, e.len[0] - (size_t)(p - (unsigned char *)e.data[0]), at_count, 4);
	cr_assert_not_null(p, "no signal at a count in the log");
	p[11] ^= 8;   /* its count's low word's low byte */
	fd = open(bad, O_WRONLY | O_CREAT | O_TRUNC, 0644);
	cr_assert_geq(fd, 0);
	cr_assert_eq(evf_writer_open(&w, fd, &h, 1, 0), 0);
	cr_assert_eq(evf_write(&w, 0, e.data[0], e.len[0]), 0);
	cr_assert_eq(evf_finish(&w, &end), 0);
	evf_writer_free(&w);
	close(fd);
	evf_events_free(&e);
	cmd = util_xasprintf("cd %s && %s replay --no-trace . bad.log 2>&1", dir, AEX_BIN);
	cr_expect_eq(test_sh(cmd, &out), 127, "%s", out);
	cr_expect(out && strstr(out, "aex: error: replay: the replay diverged at signal "), "%s",
		  out);
	free(out);
	free(cmd);
	cmd = util_xasprintf("cd %s && %s replay --no-trace . 2>&1", dir, AEX_BIN);
	cr_expect_eq(test_sh(cmd, &out), 0, "%s", out);
	cr_expect(out && strstr(out, "usr1 41, ticks 20, children's ends seen 1"), "%s", out);
	free(out);
	free(cmd);
	free(bad);
	free(log);
	free(dir);
}

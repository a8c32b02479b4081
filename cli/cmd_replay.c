/* cmd_replay.c — `aex record` (a run of a build's replay ELF logs its system calls) and
 * `aex replay` (the program run again, answered from the log, its full trace logged):
 * the replay end of the continuum, docs/replay.md.
 *
 *   $ aex build -i mips --mode replay -o out prog.c
 *   $ aex record out -- args         # out/replay.log
 *   $ aex replay out -- args         # out/replay.trace: the program's full trace */
#include "commands.h"
#include "goldrun.h"
#include "replay.h"
#include "run.h"
#include "traced.h"
#include "util.h"

#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static void record_usage(FILE *f)
{
	fprintf(f,
		"usage: aex record [-o LOG] [options] DIR [-- ARGS...]\n"
		"\n"
		"Runs DIR/replay (aex build --mode replay) the way 'aex exec' runs the plain ELF:\n"
		"the program runs as it is, and the recording layer logs each of its system calls\n"
		"(its number, its arguments' hash, its result and every byte the kernel wrote into\n"
		"its memory) into LOG (default DIR/replay.log), stored as event traces are:\n"
		"checked frames, zstd-compressed (docs/replay.md); and where each signal that\n"
		"came while it ran (a timer's, a child's) came: the golden plugin counts the\n"
		"program's instructions from its first handler on. Exits with the program's\n"
		"status; 1 when the log could not be stored whole, 2 on bad arguments.\n"
		"\n"
		"options:\n"
		"  -o, --out LOG        the log's file (default DIR/replay.log)\n"
		"      --golden TRACE   also log the recorded run's full trace there, as the\n"
		"                       plain ELF's would be (the golden plugin, the layer left\n"
		"                       out): what a replay is compared with\n"
		"      --raw            store the frames uncompressed\n"
		"      --env KEY=VALUE, --fixed-clock, --argv0 NAME, --stack SIZE   as for aex\n"
		"                       exec (a replay takes the same)\n"
		"  -h, --help           this text\n"
		"\n"
		"example:\n"
		"  aex build -i mips --mode replay -o out prog.c && aex record out -- 10\n");
}

static void replay_usage(FILE *f)
{
	fprintf(f,
		"usage: aex replay [-o TRACE] [options] DIR [LOG] [-- ARGS...]\n"
		"\n"
		"Runs DIR/replay again, every system call but those that shape the process\n"
		"(memory, signals, exit, output on descriptors 1 and 2) answered from LOG (default\n"
		"DIR/replay.log), under the golden plugin, which logs the program's full trace into\n"
		"TRACE (default DIR/replay.trace) as the plain ELF's (docs/replay.md). Give the\n"
		"arguments and options of the recording. A log of another build, damaged or cut\n"
		"short is refused (status 2, 2 or 1, naming the byte offset); a program that does\n"
		"not make the recorded calls, or gets a signal elsewhere than the log says, stops\n"
		"there, naming it (status 127). Else exits with the program's status.\n"
		"\n"
		"options:\n"
		"  -o, --out TRACE      the trace's file (default DIR/replay.trace)\n"
		"      --no-trace       replay without the trace (the plugin only counts, for\n"
		"                       the log's signals)\n"
		"      --env KEY=VALUE, --fixed-clock, --argv0 NAME, --stack SIZE   as for aex\n"
		"                       exec\n"
		"  -h, --help           this text\n"
		"\n"
		"example:\n"
		"  aex record out -- 10 && aex replay out -- 10 && aex diff out/golden.trace "
		"out/replay.trace\n");
}

/* The build directory must hold a replay ELF: 0, or 2 with a message. */
static int replay_dir_check(const char *dir)
{
	char *elf = util_xasprintf("%s/replay", dir);
	int rc = cmd_build_dir_check(dir, CMD_BUILD_ANY);

	if (rc == 0 && !util_file_exists(elf)) {
		util_error("%s: no replay ELF: build it with aex build --mode replay", dir);
		rc = UTIL_EXIT_USAGE;
	}
	free(elf);
	return rc;
}

static const struct option run_longopts[] = {
	{ "out", required_argument, NULL, 'o' },
	{ "golden", required_argument, NULL, 'g' },
	{ "env", required_argument, NULL, 'e' },
	{ "fixed-clock", no_argument, NULL, 'C' },
	{ "raw", no_argument, NULL, 'r' },
	{ "no-trace", no_argument, NULL, 'n' },
	{ "argv0", required_argument, NULL, 'a' },
	{ "stack", required_argument, NULL, 'k' },
	{ "help", no_argument, NULL, 'h' },
	{ NULL, 0, NULL, 0 },
};

struct replay_cli {
	const char *out, *golden;
	bool raw, no_trace;
	struct util_argv env;
	struct traced_opts to;
};

/* The options of either command (record: which says which); 0, or the status to exit with. */
static int parse(int dashes, char **argv, bool record, struct replay_cli *c)
{
	int ch;

	while ((ch = getopt_long(dashes, argv, "o:h", run_longopts, NULL)) != -1) {
		switch (ch) {
		case 'o': c->out = optarg; break;
		case 'g':
			if (!record)
				return cmd_usage_error("--golden is aex record's: aex replay writes "
						       "its trace with -o");
			c->golden = optarg;
			break;
		case 'e': cmd_add_env(&c->env, optarg); break;
		case 'C': run_set_fixed_clock(); break;
		case 'r': c->raw = true; break;
		case 'n': c->no_trace = true; break;
		case 'a': c->to.argv0 = optarg; break;
		case 'k': c->to.stack_size = cmd_parse_size(optarg); break;
		case 'h':
			(record ? record_usage : replay_usage)(stdout);
			return -1;
		default: return cmd_usage_hint();
		}
	}
	if (record && c->no_trace)
		return cmd_usage_error("--no-trace is aex replay's");
	if (!record && c->raw)
		return cmd_usage_error("--raw is aex record's");
	return 0;
}

static int run_command(int argc, char **argv, bool record)
{
	int dashes = cmd_split_dashes(argc, argv), rc, why = 0;
	struct replay_cli c = { 0 };
	char *def = NULL, *plugin = NULL, *log = NULL;
	struct guest t;

	rc = parse(dashes, argv, record, &c);
	if (rc)
		return rc < 0 ? UTIL_EXIT_OK : rc;
	if (dashes - optind < 1 || dashes - optind > (record ? 1 : 2))
		return cmd_usage_error(dashes == optind ? "give the build directory"
					: "too many arguments (the program's own go after --)");
	if ((rc = replay_dir_check(argv[optind])) != 0)
		return rc;
	rc = guest_resolve(&t, NULL, argv[optind], NULL, NULL,
			   dashes < argc ? argv + dashes + 1 : NULL,
			   dashes < argc ? argc - dashes - 1 : 0, false);
	if (rc) {
		guest_free(&t);
		return rc;
	}
	log = dashes - optind == 2 ? util_xstrdup(argv[optind + 1])
				   : util_xasprintf("%s/replay.log", t.dir);
	c.to.args = t.args.v;
	c.to.nargs = t.args.n;
	c.to.env = c.env.v;
	c.to.nenv = c.env.n;
	if (record) {
		char *stats = c.golden ? util_xasprintf("%s.stats", c.golden) : NULL;
		char *opts = stats ? util_xasprintf("stats=%s", stats) : NULL;

		c.to.events = c.out ? c.out : log;
		c.to.level = c.raw ? 0 : TRACED_ZSTD_LEVEL;
		if (c.golden && !(plugin = replay_plugin(t.dir, c.golden, opts, false)))
			rc = -1;
		c.to.plugin = plugin;
		if (rc == 0)
			rc = replay_record(t.tc, t.dir, &c.to);
		if (rc >= 0)
			util_note("%s: %llu bytes of log, %llu stored", c.to.events,
				  c.to.raw_bytes, c.to.stored_bytes);
		if (rc >= 0 && c.golden)   /* a process a signal killed: its trace ended */
			golden_close_traces(c.golden, stats, true);
		if (stats)
			unlink(stats);
		free(stats);
		free(opts);
	} else {
		const char *trace = c.out ? c.out : (def = util_xasprintf("%s/replay.trace", t.dir));
		char *stats = util_xasprintf("%s.stats", trace), *opts;

		opts = util_xasprintf("stats=%s", stats);
		if (!c.no_trace && !(plugin = replay_plugin(t.dir, trace, opts, true)))
			why = 1;
		c.to.plugin = plugin;
		if (why == 0)
			rc = replay_run(t.tc, t.dir, log, &c.to, dashes < argc, &why);
		if (why == 0 && plugin)   /* a process a signal killed: its trace ended */
			golden_close_traces(trace, stats, true);
		unlink(stats);
		free(stats);
		free(opts);
	}
	free(plugin);
	free(def);
	free(log);
	guest_free(&t);
	util_argv_free(&c.env);
	if (why)
		return why;
	return rc < 0 ? UTIL_EXIT_FAIL : rc;
}

int cmd_record(int argc, char **argv)
{
	return run_command(argc, argv, true);
}

int cmd_replay(int argc, char **argv)
{
	return run_command(argc, argv, false);
}

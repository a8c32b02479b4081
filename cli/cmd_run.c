/* cmd_run.c — `aex run` (the traced ELF of a build writes its event trace) and `aex regen`
 * (the build's regenerator turns an event trace into the full trace).
 *
 *   $ aex run out -- args
 *   aex run: out/events: 412340 bytes of events, 41234 stored, 0.12 s */
#include "commands.h"
#include "run.h"
#include "traced.h"
#include "util.h"
#include "aex_events.h"

#include <errno.h>
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

static void run_usage(FILE *f)
{
	fprintf(f,
		"usage: aex run [-o EVENTS|-] [options] DIR [-- ARGS...]\n"
		"\n"
		"Runs the traced ELF of a build directory (aex build with a placement) the way\n"
		"'aex exec' runs the plain one, writing its event trace (docs/event-format.md) to\n"
		"EVENTS (default DIR/events; '-' is standard output, the program's own output then\n"
		"goes to standard error): checked frames, zstd-compressed. The program reads aex's\n"
		"standard input. Exits with the program's\n"
		"status; 1 (with a message) when the event trace could not be stored whole (a full\n"
		"disk: the file then holds an exact prefix), 2 on bad arguments.\n"
		"\n"
		"options:\n"
		"  -o, --out EVENTS     the event trace's file (default DIR/events; '-': standard\n"
		"                       output)\n"
		"      --raw            store the frames uncompressed\n"
		"      --frame-size N   bytes of a stream (event bytes or value words) per frame,\n"
		"                       256 .. 1048576 (default 65536): a damaged frame costs the\n"
		"                       events from it on\n"
		"      --sync-every N   bytes of both streams between sync frames, where a reader\n"
		"                       can start (a window, a worker: aex regen --index), with\n"
		"                       K or M suffix; 0: none (default 8M)\n"
		"      --env KEY=VALUE, --fixed-clock, --argv0 NAME, --stack SIZE   as for aex\n"
		"                       exec (a golden trace of the same run takes the same)\n"
		"  -h, --help           this text\n"
		"\n"
		"example:\n"
		"  aex build -i mips -o out prog.c && aex run out -- 10 && ls -l out/events\n");
}

int cmd_run(int argc, char **argv)
{
	static const struct option longopts[] = {
		{ "out", required_argument, NULL, 'o' },
		{ "env", required_argument, NULL, 'e' },
		{ "fixed-clock", no_argument, NULL, 'C' },
		{ "raw", no_argument, NULL, 'r' },
		{ "frame-size", required_argument, NULL, 'F' },
		{ "sync-every", required_argument, NULL, 'Y' },
		{ "argv0", required_argument, NULL, 'a' },
		{ "stack", required_argument, NULL, 'k' },
		{ "help", no_argument, NULL, 'h' },
		{ NULL, 0, NULL, 0 },
	};
	int dashes = cmd_split_dashes(argc, argv), c, rc;
	const char *events = NULL;
	int level = TRACED_ZSTD_LEVEL;
	struct util_argv env = { 0 };
	struct traced_opts to = { 0 };
	struct guest t;
	char *def = NULL;
	double t0;

	while ((c = getopt_long(dashes, argv, "o:h", longopts, NULL)) != -1) {
		switch (c) {
		case 'o': events = optarg; break;
		case 'e': cmd_add_env(&env, optarg); break;
		case 'C': run_set_fixed_clock(); break;
		case 'r': level = 0; break;
		case 'a': to.argv0 = optarg; break;
		case 'k': to.stack_size = cmd_parse_size(optarg); break;
		case 'F': {
			char *end;
			unsigned long v = strtoul(optarg, &end, 10);

			if (!*optarg || *end || v < 256 || v > AEX_EVENTS_FRAME_RAW_MAX)
				util_die(UTIL_EXIT_USAGE, "--frame-size wants 256 .. %u, not '%s'",
					 AEX_EVENTS_FRAME_RAW_MAX, optarg);
			to.frame = v;
			break;
		}
		case 'Y':
			to.no_sync = strcmp(optarg, "0") == 0;
			to.sync_every = to.no_sync ? 0 : cmd_parse_size(optarg);
			break;
		case 'h': run_usage(stdout); return UTIL_EXIT_OK;
		default: return cmd_usage_hint();
		}
	}
	if (dashes - optind != 1)
		return cmd_usage_error(dashes == optind ? "give the build directory"
					: "give one build directory, not %d arguments (the "
					  "program's own arguments go after --)", dashes - optind);
	if ((rc = cmd_build_dir_check(argv[optind], CMD_BUILD_TRACED)) != 0)
		return rc;
	rc = guest_resolve(&t, NULL, argv[optind], NULL, NULL,
			   dashes < argc ? argv + dashes + 1 : NULL,
			   dashes < argc ? argc - dashes - 1 : 0, false);
	if (rc) {
		guest_free(&t);
		return rc;
	}
	if (!events)
		events = def = util_xasprintf("%s/events", t.dir);
	t0 = util_now();
	to.events = events;
	to.level = level;
	to.args = t.args.v;
	to.nargs = t.args.n;
	to.env = env.v;
	to.nenv = env.n;
	rc = traced_run(t.tc, t.dir, &to);
	if (rc >= 0 && strcmp(events, "-") != 0)
		util_note("%s: %llu bytes of events, %llu stored, %.2f s", events, to.raw_bytes,
			  to.stored_bytes, util_now() - t0);
	free(def);
	guest_free(&t);
	util_argv_free(&env);
	return rc < 0 ? UTIL_EXIT_FAIL : rc;
}

static void regen_usage(FILE *f)
{
	fprintf(f,
		"usage: aex regen DIR EVENTS [--format canon|din|null] [-o OUT] [--stats FILE]\n"
		"                 [--max-pending N] [--skip-insns N] [--insns M] [--jobs J]\n"
		"                 [--index-every N INDEX] [--index INDEX]\n"
		"\n"
		"Regenerates the full trace of the program built in DIR from an event trace with\n"
		"DIR/regen: the canonical format (byte-identical to the golden trace when all is\n"
		"well), Dinero IV's din text, or nothing (for timing). Refuses a trace of another\n"
		"build or a damaged one (exit status 2, naming the byte offset); a truncated trace\n"
		"gives its exact prefix and exit status 1 (docs/event-format.md).\n"
		"\n"
		"options:\n"
		"      --format F       canon (default), din or null; sim feeds the cache model of\n"
		"                       aex sim in process (what aex sim BUILD EVENTS runs:\n"
		"                       docs/sim.md)\n"
		"  -o OUT               the trace's file (default, or '-': standard output; the\n"
		"                       binary canonical trace is refused on a terminal)\n"
		"      --stats FILE     the counts as 'key value' lines: status, records, fetches,\n"
		"                       reads, writes, seconds, event and value bytes, value bytes\n"
		"                       by kind, the event file offset read from (a forked\n"
		"                       process's in FILE.N)\n"
		"      --max-pending N  the records kept in memory until the next event confirms\n"
		"                       them (default 2^27)\n"
		"      --skip-insns N   a window: only the records of instructions N (from 0, as\n"
		"                       the golden trace counts them: aex golden --skip-insns)\n"
		"      --insns M        to N+M-1 (default: to the end); each process of a program\n"
		"                       that forks has its own. A window starting after the\n"
		"                       program's end is an error (status 2)\n"
		"      --index-every N INDEX   while regenerating, capture a checkpoint of the\n"
		"                       regenerator every N instructions into INDEX (a whole\n"
		"                       regeneration writes it; docs/trace-format.md, Windows)\n"
		"      --index INDEX    a window starts from the last checkpoint before it (an\n"
		"                       index of another build or event trace is refused)\n"
		"      --jobs J         J threads (default: the machine's cores): the canonical or\n"
		"                       din encoding shared among them; with --index, J processes\n"
		"                       each regenerating a segment between checkpoints. The\n"
		"                       output is byte for byte that of one\n"
		"  -h, --help           this text\n"
		"\n"
		"example:\n"
		"  aex build -i mips -o out prog.c && aex run out && aex regen out out/events -o t\n");
}

int cmd_regen(int argc, char **argv)
{
	struct util_argv av = { 0 };
	char *exe;
	int rc;

	if (argc >= 2 && (strcmp(argv[1], "-h") == 0 || strcmp(argv[1], "--help") == 0)) {
		regen_usage(stdout);
		return UTIL_EXIT_OK;
	}
	if (argc >= 2 && argv[1][0] == '-' && !util_file_exists(argv[1]))
		return cmd_usage_error("'%s': the build directory and the event trace come first, "
				       "the options after them", argv[1]);
	if (argc < 3)
		return cmd_usage_error(argc < 2 ? "give the build directory and the event trace"
						: "give the event trace after the build directory");
	if ((rc = cmd_build_dir_check(argv[1], CMD_BUILD_REGEN)) != 0)
		return rc;
	exe = util_xasprintf("%s/regen", argv[1]);
	util_argv_push(&av, "aex regen");   /* the regenerator's messages then say so */
	for (int i = 2; i < argc; i++)
		util_argv_push(&av, argv[i]);
	fflush(NULL);
	execv(exe, av.v);
	rc = errno;
	util_error("cannot run %s: %s", exe, strerror(rc));
	util_argv_free(&av);
	free(exe);
	return UTIL_EXIT_FAIL;
}

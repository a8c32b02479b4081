/* cmd_profile.c — `aex profile`: its command line; harness/profiling.c counts the edges.
 *
 *   $ aex golden train -- small.in && aex profile train
 *   aex profile: train/profile: 412 functions, 187 of them ran; 1 trace, 17162468 fetches */
#include "commands.h"
#include "elf.h"
#include "profiling.h"
#include "traced.h"
#include "util.h"

#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void usage(FILE *f)
{
	fprintf(f,
		"usage: aex profile [-o FILE] DIR [TRACE...]\n"
		"\n"
		"Counts how often each edge of each function's control-flow graph ran in golden\n"
		"traces of the build DIR's plain ELF (default: DIR/golden.trace and its forked\n"
		"children's DIR/golden.trace.N, as 'aex golden DIR' writes them; '-' reads one\n"
		"from standard input) and writes the counts for 'aex build --profile', whose tree\n"
		"placement then takes its maximum spanning trees over them instead of the static\n"
		"estimate (docs/techniques.md, \"Profile\"). DIR is a traced build of the program\n"
		"(any placement and strategy); a later build of the same program takes the counts\n"
		"of every function whose control-flow graph is unchanged.\n"
		"Exit status 0, 1 when a trace is damaged or not one of DIR/plain, 2 on bad usage.\n"
		"\n"
		"options:\n"
		"  -o, --out FILE       the profile (default DIR/profile)\n"
		"  -q, --quiet          no summary line\n"
		"  -h, --help           this text\n"
		"\n"
		"example (train on one input, build for another):\n"
		"  aex build -i mips -o train prog.c && aex golden train -- train.in\n"
		"  aex profile train && aex build -i mips -o out --profile train/profile prog.c\n");
}

/* The default traces: dir/golden.trace and its children's. */
static void default_traces(const char *dir, struct util_argv *traces)
{
	char *base = util_xasprintf("%s/golden.trace", dir);
	struct util_argv sfx = { 0 }, paths = { 0 };

	traced_all_process_files(base, &sfx, &paths);
	for (int i = 0; i < paths.n; i++)
		util_argv_push(traces, paths.v[i]);
	if (traces->n == 0)
		util_argv_push(traces, base);
	util_argv_free(&sfx);
	util_argv_free(&paths);
	free(base);
}

int cmd_profile(int argc, char **argv)
{
	static const struct option longopts[] = {
		{ "out", required_argument, NULL, 'o' },
		{ "quiet", no_argument, NULL, 'q' },
		{ "help", no_argument, NULL, 'h' },
		{ NULL, 0, NULL, 0 },
	};
	const char *out = NULL, *dir;
	struct util_argv traces = { 0 };
	struct instr_profile p = { 0 };
	struct profiling *k = NULL;
	struct strbuf text = { 0 };
	struct elf_info info;
	const struct toolchain *tc;
	bool quiet = false;
	char *plain, *dflt = NULL;
	int c, rc, ran = 0;

	while ((c = getopt_long(argc, argv, "o:qh", longopts, NULL)) != -1) {
		switch (c) {
		case 'o': out = optarg; break;
		case 'q': quiet = true; break;
		case 'h': usage(stdout); return UTIL_EXIT_OK;
		default: return cmd_usage_hint();
		}
	}
	if (optind >= argc)
		return cmd_usage_error("give the build directory whose traces to count");
	dir = argv[optind++];
	if ((rc = cmd_build_dir_check(dir, CMD_BUILD_TRACED)) != 0)
		return rc;
	plain = util_xasprintf("%s/plain", dir);
	rc = elf_read_info(plain, &info);
	tc = rc == 0 ? toolchain_by_machine(info.machine) : NULL;
	free(plain);
	if (!tc)
		util_die(UTIL_EXIT_USAGE, "%s/plain: not an ELF of an ISA aex knows", dir);
	for (int i = optind; i < argc; i++)
		util_argv_push(&traces, argv[i]);
	if (traces.n == 0)
		default_traces(dir, &traces);
	for (int i = 0; i < traces.n; i++)
		if (strcmp(traces.v[i], "-") != 0 && !util_file_exists(traces.v[i]))
			util_die(UTIL_EXIT_USAGE, "%s: no such trace (aex golden %s writes one)",
				 traces.v[i], dir);
	if (!(k = profiling_open(tc, dir)))
		rc = UTIL_EXIT_USAGE;
	for (int i = 0; i < traces.n && rc == 0; i++)
		rc = profiling_walk(k, traces.v[i]);
	if (rc == 0) {
		if (!out)
			out = dflt = util_xasprintf("%s/profile", dir);
		profiling_result(k, &p);
		instr_profile_format(&p, &text);
		if (strbuf_write_file(&text, out) < 0)
			rc = UTIL_EXIT_USAGE;
		for (int i = 0; i < p.n; i++)
			for (int e = 0; e < p.f[i].nedges; e++)
				if (p.f[i].count[e]) {
					ran++;
					break;
				}
		if (rc == 0 && !quiet)
			util_note("%s: %d functions, %d of them ran; %d trace%s", out, p.n, ran,
				  traces.n, traces.n == 1 ? "" : "s");
	}
	instr_profile_free(&p);
	strbuf_free(&text);
	profiling_close(k);
	util_argv_free(&traces);
	free(dflt);
	return rc;
}

/* goldrun.c — `aex golden`: the golden full trace of a plain ELF, logged by the QEMU plugin
 * (golden/golden.c) during a deterministic run (lib/run.c), into a file, standard output, or
 * only counted; the traces of forked children beside the parent's.
 *
 *   $ aex golden out -- 8
 *   92
 *   aex golden: out/golden.trace: 1048580 insns, 201337 reads, 99812 writes, 2.1 MB, 0.41 s
 *
 * A forked child's trace is written beside the parent's as TRACE.<n> (TRACE.<n>.<m> for a
 * grandchild): the header names the process path. */
#include "goldrun.h"
#include "elf.h"
#include "trace.h"
#include "traced.h"
#include "util.h"

#include <dirent.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#define PLUGIN_FD 901

/* Calls fn with the path and the suffix (".1", ".1.2", ...) of each child process's file of
 * prefix (prefix.1, prefix.1.2, ...: the golden plugin's naming). */
static void for_each_child(const char *prefix, void (*fn)(const char *path, const char *sfx))
{
	char *dir = util_xstrdup(prefix), *slash = strrchr(dir, '/');
	const char *base = slash ? slash + 1 : prefix;
	size_t blen = strlen(base);
	struct dirent *e;
	DIR *d;

	if (slash)
		*slash = '\0';
	d = opendir(slash ? (dir[0] ? dir : "/") : ".");
	while (d && (e = readdir(d))) {
		const char *s = e->d_name + blen;
		bool ok = strncmp(e->d_name, base, blen) == 0 && s[0] == '.' && s[1];

		for (const char *q = s + 1; ok && *q; q++)
			ok = (*q >= '0' && *q <= '9') || (*q == '.' && q[1] && q[-1] != '.');
		if (ok) {
			char *p = util_xasprintf("%s/%s", slash ? (dir[0] ? dir : "") : ".",
						 e->d_name);
			fn(p, s);
			free(p);
		}
	}
	if (d)
		closedir(d);
	free(dir);
}

static void remove_file(const char *path, const char *sfx)
{
	(void)sfx;
	unlink(path);
}

/* A process killed by a signal leaves its trace without END: close it, say so. Returns
 * false when the trace is unreadable. */
static bool close_trace_counts(const char *path, uint64_t counts[3])
{
	bool repaired;

	if (trace_repair(path, counts, &repaired) < 0)
		return false;
	if (repaired)
		util_note("%s: the process was killed by a signal; trace closed after %llu records",
			  path, (unsigned long long)(counts[0] + counts[1] + counts[2]));
	return true;
}

/* The stats file of the run, set before child traces are visited. */
static const char *stats_prefix;
static bool quiet_children;

/* A child's trace is complete when the plugin wrote its stats file at a normal exit. */
static void finish_child(const char *path, const char *sfx)
{
	char *st = util_xasprintf("%s%s", stats_prefix, sfx);
	uint64_t counts[3];

	if (!util_file_exists(st))
		close_trace_counts(path, counts);
	unlink(st);
	free(st);
	if (!quiet_children)
		util_note("child process trace: %s", path);
}

static bool read_stats(const char *path, unsigned long long v[3])
{
	char *text = util_read_file(path, NULL);
	bool ok;

	if (!text)
		return false;
	ok = sscanf(text, "insns %llu reads %llu writes %llu", &v[0], &v[1], &v[2]) == 3;
	free(text);
	return ok;
}

/* The text of every guest ELF (docs/memory-layout.md): in a traced ELF, what is there and not
 * an original instruction is the tracing's own. */
#define TEXT_RANGE "400000-f000000"

/* The pcmap of the build directory dir's regenerator into a temporary file (its path, to
 * unlink and free), or NULL with a message. */
static char *write_pcmap(const char *dir)
{
	char tmpl[] = "/tmp/aex-pcmap.XXXXXX";
	int fd = mkstemp(tmpl);
	char *regen = util_xasprintf("%s/regen", dir);
	struct util_argv av = { 0 };
	int rc;

	if (fd < 0) {
		free(regen);
		util_error("mkstemp: %s", strerror(errno));
		return NULL;
	}
	close(fd);
	util_argv_push(&av, regen);
	util_argv_push(&av, "--pcmap");
	util_argv_push(&av, tmpl);
	rc = util_file_exists(regen) ? util_run(&av, NULL) : -1;
	util_argv_free(&av);
	if (rc != 0) {
		util_error("%s: no regenerator to map the traced ELF's addresses with (build with a "
			   "placement)", regen);
		unlink(tmpl);
		free(regen);
		return NULL;
	}
	free(regen);
	return util_xstrdup(tmpl);
}

char *golden_plugin(const char *opts)
{
	return util_xasprintf("%s/golden/golden.so%s%s", toolchain_build_dir(), opts ? "," : "",
			      opts ? opts : "");
}

char *golden_traced_plugin(const char *dir, const char *opts, char **pcmap)
{
	char *plugin = golden_plugin(NULL), *p;

	*pcmap = NULL;
	if (!util_file_exists(plugin)) {
		util_error("%s is not built: run make in %s", plugin, toolchain_root());
		free(plugin);
		return NULL;
	}
	*pcmap = write_pcmap(dir);
	if (!*pcmap) {
		free(plugin);
		return NULL;
	}
	p = util_xasprintf("%s,map=%s,drop=" TEXT_RANGE "%s%s", plugin, *pcmap, opts ? "," : "",
			   opts ? opts : "");
	free(plugin);
	return p;
}

void golden_close_traces(const char *trace, const char *stats, bool quiet)
{
	uint64_t counts[3];

	if (!util_file_exists(stats))
		close_trace_counts(trace, counts);
	stats_prefix = stats;
	quiet_children = quiet;
	for_each_child(trace, finish_child);
}

/* Where a run's trace goes unless told: beside its build, or beside the binary. */
static char *default_trace(const struct guest *t, const char *size)
{
	if (t->is_workload)
		return util_xasprintf("%s/golden-%s-%s.trace", t->dir, t->w.name, size);
	if (t->dir)
		return util_xasprintf("%s/golden.trace", t->dir);
	return util_xasprintf("%s.golden", t->binary);
}

/* The plugin (path, options so far) with what this run logs: counts only, the trace to our
 * standard output (through PLUGIN_FD; the guest's output then goes to our standard error), or
 * the trace into a file. A new string, or NULL with a message. */
static char *plugin_for(const char *plugin, bool count_only, bool to_stdout, const char *trace,
			uint64_t build, const char *stats, struct run_opts *o)
{
	if (count_only)
		return util_xasprintf("%s,trace=off,stats=%s", plugin, stats);
	if (!to_stdout)
		return util_xasprintf("%s,out=%s,build=%016llx,stats=%s", plugin, trace,
				      (unsigned long long)build, stats);
	if (dup2(STDOUT_FILENO, PLUGIN_FD) < 0) {
		util_error("dup2: %s", strerror(errno));
		return NULL;
	}
	o->stdout_fd = STDERR_FILENO;
	o->keep_fd = PLUGIN_FD;
	return util_xasprintf("%s,fd=%d,out=%s,build=%016llx,stats=%s", plugin, PLUGIN_FD, trace,
			      (unsigned long long)build, stats);
}

/* After the run: its counts (from its stats, or from its trace when a signal killed it before
 * it wrote them), its children's traces closed. False when there are none. */
static bool golden_counts(const char *trace, const char *stats, bool count_only, bool to_stdout,
			  bool quiet, unsigned long long counts[3], unsigned long long *insns)
{
	bool have = read_stats(stats, counts);
	uint64_t c3[3];

	if (have)
		*insns = counts[0];   /* the run's, whatever the window */
	unlink(stats);
	if (count_only)
		return have;
	if (!have && !to_stdout && close_trace_counts(trace, c3)) {
		for (int i = 0; i < 3; i++)
			counts[i] = c3[i];
		have = true;
	}
	stats_prefix = stats;
	quiet_children = quiet;
	for_each_child(trace, finish_child);
	return have;
}

/* What the run logged, how large and how fast. */
static void golden_note(const char *trace, bool count_only, bool to_stdout,
			const unsigned long long counts[3], double secs)
{
	struct stat st;
	double mb;

	if (count_only) {
		util_note("%llu insns (count only), %.2f s", counts[0], secs);
		return;
	}
	mb = !to_stdout && stat(trace, &st) == 0 ? (double)st.st_size / 1e6 : 0;
	util_note("%s: %llu insns, %llu reads, %llu writes, %.1f MB, %.2f s, %.0f M records/s",
		  to_stdout ? "(stdout)" : trace, counts[0], counts[1], counts[2], mb, secs,
		  (double)(counts[0] + counts[1] + counts[2]) / secs / 1e6);
}

/* The plugin for a run: of the plain ELF, or with from_traced of the traced one (*traced), its
 * addresses mapped through *pcmap. NULL with a message. */
static char *golden_base_plugin(const struct guest *t, char **traced, char **pcmap)
{
	*traced = t->dir ? util_xasprintf("%s/traced", t->dir) : NULL;
	if (!*traced || !util_file_exists(*traced)) {
		util_error("--from-traced needs a build directory with a traced ELF");
		return NULL;
	}
	return golden_traced_plugin(t->dir, NULL, pcmap);
}

/* The plugin for the run (a new string), base its path: checked, the old children's traces
 * removed, with from_traced the traced ELF's (*traced, *pcmap). NULL with a message, *rc the
 * exit status. */
static char *golden_setup(const struct guest *t, const char *trace, const char *stats,
			  uint64_t build, bool count_only, bool to_stdout, bool from_traced,
			  char **base, char **traced, char **pcmap, struct run_opts *o, int *rc)
{
	if (!util_file_exists(*base)) {
		util_error("%s is not built: run make in %s", *base, toolchain_root());
		return NULL;
	}
	if (strchr(trace, ',')) {
		util_error("%s: the trace path may not contain a comma", trace);
		*rc = UTIL_EXIT_USAGE;
		return NULL;
	}
	if (!count_only)
		for_each_child(trace, remove_file);
	if (from_traced) {
		free(*base);
		*base = golden_base_plugin(t, traced, pcmap);
		if (!*base) {
			*rc = *traced && util_file_exists(*traced) ? UTIL_EXIT_FAIL : UTIL_EXIT_USAGE;
			return NULL;
		}
	}
	return plugin_for(*base, count_only, to_stdout, trace, build, stats, o);
}

/* Runs the guest as o says, the trace into trace (or our standard output); its counts into
 * counts. Returns the exit status. */
static int golden_log(struct run_opts *o, const char *trace, const char *stats,
		      const struct golden_opts *g, bool to_stdout, bool mapped,
		      unsigned long long *insns)
{
	bool count_only = g->count_only, quiet = g->quiet;
	unsigned long long counts[3];
	double t0 = util_now();
	int rc = run_guest(o);

	if (mapped)
		traced_discard_end();
	if (to_stdout)
		close(PLUGIN_FD);
	if (rc < 0)
		return UTIL_EXIT_FAIL;
	if (!golden_counts(trace, stats, count_only, to_stdout, quiet, counts, insns)) {
		util_error("the golden plugin wrote no counts and no trace (qemu failed?)");
		return rc ? rc : UTIL_EXIT_FAIL;
	}
	if (!quiet)
		golden_note(trace, count_only, to_stdout, counts, util_now() - t0);
	if (!quiet && !count_only && g->insns)
		util_note("the window: instructions %llu to %llu of each process", g->skip_insns,
			  g->skip_insns + g->insns - 1);
	else if (!quiet && !count_only && g->skip_insns)
		util_note("the window: instructions %llu to the end of each process",
			  g->skip_insns);
	return rc;
}

/* Removes the plugin's counts files of every process of a run (base, base.N) and their live
 * counters (.insns), whatever the run left. */
static void remove_stats_files(const char *base)
{
	struct util_argv sfx = { 0 }, paths = { 0 };

	traced_all_process_files(base, &sfx, &paths);
	for (int i = 0; i < paths.n; i++) {
		char *live = util_xasprintf("%s.insns", paths.v[i]);

		unlink(paths.v[i]);
		unlink(live);
		free(live);
	}
	util_argv_free(&sfx);
	util_argv_free(&paths);
}

char *golden_window_opts(unsigned long long skip_insns, unsigned long long insns)
{
	if (!skip_insns && !insns)
		return util_xstrdup("");
	return util_xasprintf(",skip=%llu,insns=%llu", skip_insns, insns);
}

/* The plugin's options for the run g asks for (*base: the plugin so far), or NULL. */
static char *golden_opts_plugin(const struct guest *t, const struct golden_opts *g,
				const char *trace, const char *stats, uint64_t build,
				char **base, char **traced, char **pcmap, struct run_opts *o,
				int *rc)
{
	bool to_stdout = g->out && strcmp(g->out, "-") == 0;
	char *plugin = golden_setup(t, trace, stats, build, g->count_only, to_stdout,
				    g->from_traced, base, traced, pcmap, o, rc);
	char *win = golden_window_opts(g->skip_insns, g->insns), *all;

	if (!plugin || g->count_only || !*win) {
		free(win);
		return plugin;
	}
	all = util_xasprintf("%s%s", plugin, win);
	free(plugin);
	free(win);
	return all;
}

/* A window that starts after the first process's end (its count in stats is insns): an
 * error, the empty window's trace removed. */
static int window_past_end(const struct golden_opts *g, const char *trace,
			   unsigned long long insns)
{
	struct stat st;

	if (g->count_only || (!g->skip_insns && !g->insns) || g->skip_insns < insns)
		return 0;
	if (stat(trace, &st) == 0 && S_ISREG(st.st_mode))
		unlink(trace);
	util_error("the window starts at instruction %llu, after the program's end: it ran %llu "
		   "instructions", g->skip_insns, insns);
	return UTIL_EXIT_USAGE;
}

int golden_run(struct guest *t, const struct golden_opts *g, struct run_opts *o)
{
	char *pcmap = NULL, *traced = NULL, *plugin = NULL, *base = NULL;
	bool to_stdout = g->out && strcmp(g->out, "-") == 0;
	char *prefix = default_trace(t, g->size ? g->size : "small");
	char *trace = util_xstrdup(g->out && !to_stdout ? g->out : prefix);
	char stats[] = "/tmp/aex-stats.XXXXXX";
	unsigned long long insns = 0;
	uint64_t build;
	int stats_fd = -1, rc = UTIL_EXIT_FAIL;

	o->tc = t->tc;
	if (elf_build_id(t->binary, &build) < 0) {
		rc = UTIL_EXIT_USAGE;
	} else if ((stats_fd = mkstemp(stats)) < 0) {
		util_error("mkstemp: %s", strerror(errno));
	} else {
		close(stats_fd);
		base = golden_plugin(NULL);
		plugin = golden_opts_plugin(t, g, trace, stats, build, &base, &traced, &pcmap, o,
					    &rc);
	}
	if (plugin) {
		o->plugin = plugin;
		o->binary = traced ? traced : t->binary;
		if (traced)
			traced_discard_events(o);
		o->args = t->args.v;
		o->nargs = t->args.n;
		o->cwd = t->cwd;
		rc = golden_log(o, trace, stats, g, to_stdout, pcmap != NULL, &insns);
		if (insns && window_past_end(g, trace, insns))
			rc = UTIL_EXIT_USAGE;
	}
	if (stats_fd >= 0)
		remove_stats_files(stats);
	if (pcmap)
		unlink(pcmap);
	free(pcmap);
	free(traced);
	free(trace);
	free(prefix);
	free(base);
	free(plugin);
	return rc;
}

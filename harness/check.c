/* check.c — what `aex check` does: build a program with tracing (or reuse a build), run the
 * plain and the traced ELF interleaved (their outputs and statuses must agree), log the
 * golden trace of the plain ELF and regenerate the full trace from the event trace, both
 * streamed through FIFOs into the record-by-record comparison, and measure (docs/bench.md).
 * A check is a context (struct check) that owns what it makes, and a table of named stages
 * run in order (docs/code.md); the two sides of the comparison are trace sources.
 *
 *   $ aex check -i mips -w li --json
 *   {"isa": "mips", "workload": "li", "size": "small", "strategy": "reserved",
 *    "placement": "cbranch", "identical": true, ...} */
#include "check.h"
#include "build.h"
#include "elf.h"
#include "goldrun.h"
#include "metric.h"
#include "guest.h"
#include "place.h"
#include "profiling.h"
#include "replay.h"
#include "run.h"
#include "strbuf.h"
#include "tracediff.h"
#include "traced.h"
#include "util.h"
#include "workload.h"
#include "aex_events.h"
#include "aex_regen.h"
#include "evframe.h"

#include <ctype.h>
#include <errno.h>
#include <math.h>
#include <fcntl.h>
#include <pthread.h>
#include <signal.h>
#include <stdarg.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>
#include <zlib.h>
#include <zstd.h>

/* Below this plain wall time (s), a wall ratio measures start-up and scheduling, not the
 * program: the text says so. */
#define CHECK_WALL_NOISE_S 0.1

/* Median, minimum and maximum of n wall times. */
struct walls {
	double med, min, max;
};

/* The number after "NAME " at a line start of a stats text, or 0. */
static unsigned long long stat_field(const char *text, const char *name)
{
	size_t n = strlen(name);

	for (const char *p = text; p && *p; p = strchr(p, '\n') ? strchr(p, '\n') + 1 : NULL)
		if (strncmp(p, name, n) == 0 && p[n] == ' ')
			return strtoull(p + n + 1, NULL, 10);
	return 0;
}

/* One process's figures (a program that forks: docs/processes.md). */
struct proc_metrics {
	char name[32];                 /* "0", "0.1", ...: the golden plugin's naming */
	unsigned long long golden_insns, golden_reads, golden_writes, event_bytes;
	unsigned long long whole_refs; /* its reads and writes as the whole regeneration counts
					* them (a window's check: the golden counts are the
					* window's) */
	unsigned long long insns_plain, insns_traced;
	double *walls[2];              /* its wall times, plain and traced, a run each */
	int nwalls[2];
};

struct metrics {
	bool identical, transparent, prefix;
	unsigned long long golden_insns, golden_reads, golden_writes;
	unsigned long long whole_insns, whole_refs;   /* as proc_metrics.whole_refs */
	unsigned long long event_bytes, event_bytes_zstd, event_bytes_gzip, value_bytes;
	unsigned long long vkind[AEX_VALUE_KINDS];   /* value bytes by kind */
	unsigned long long marker_bytes, cbranches;
	unsigned long long insns_plain, insns_traced, stored_bytes;
	unsigned long long trace_bytes, trace_bytes_zstd;   /* replay: the full trace's */
	int processes;                 /* of the traced run (docs/processes.md) */
	struct proc_metrics *procs;    /* each process's, when there are several */
	int nprocs;
	struct walls plain, traced, dummy, stored;
	double regen_s, golden_s, regen_rate;
	double golden_canon_s, regen_canon_s;   /* the canonical trace into /dev/null */
	unsigned long long insns0;     /* the first process's, as its regeneration counts them */
	double window_s[3];            /* its first, a middle and its last 1 %, regenerated */
	double index_s;                /* the regeneration that made their index */
	unsigned long long addrs0;     /* the first process's fetches, reads and writes */
	double sim_s, curve_s;         /* --caches: the hierarchy, the curves (0: not run) */
	char curve[METRIC_CURVE_KINDS][512];   /* their miss ratios ("": not measured) */
	char note[300];
	char outdiff[600];   /* the first output line that differs, plain and traced */
};

/* The figures of the process whose files have the suffix sfx ("", ".1", ...). */
static struct proc_metrics *proc_of(struct metrics *m, const char *sfx)
{
	char name[32];
	struct proc_metrics *p;

	snprintf(name, sizeof name, "0%s", sfx);
	for (int i = 0; i < m->nprocs; i++)
		if (strcmp(m->procs[i].name, name) == 0)
			return &m->procs[i];
	m->procs = util_xrealloc(m->procs, sizeof *m->procs * (size_t)(m->nprocs + 1));
	p = &m->procs[m->nprocs++];
	memset(p, 0, sizeof *p);
	snprintf(p->name, sizeof p->name, "%s", name);
	return p;
}

static void procs_free(struct metrics *m)
{
	for (int i = 0; i < m->nprocs; i++)
		for (int k = 0; k < 2; k++)
			free(m->procs[i].walls[k]);
	free(m->procs);
}

/* Appends line text (n bytes) to buf as a C-like quoted string, cut to at most max bytes. */
static void quote_line(char *buf, size_t size, const char *text, size_t n, size_t max)
{
	size_t len = strlen(buf);

	if (len + 1 < size)
		buf[len++] = '"';
	for (size_t i = 0; i < n && i < max && len + 5 < size; i++) {
		unsigned char c = (unsigned char)text[i];

		if (c == '"' || c == '\\')
			len += (size_t)snprintf(buf + len, size - len, "\\%c", c);
		else if (c < 32 || c > 126)
			len += (size_t)snprintf(buf + len, size - len, "\\x%02x", c);
		else
			buf[len++] = (char)c;
	}
	if (n > max && len + 4 < size)
		len += (size_t)snprintf(buf + len, size - len, "...");
	if (len + 1 < size)
		buf[len++] = '"';
	buf[len < size ? len : size - 1] = '\0';
}

/* Where two outputs first differ, as "line N: plain \"...\", traced \"...\"" (a missing
 * line is "(end of output)"). */
static void first_difference(const char *a, size_t la, const char *b, size_t lb, char *out,
			     size_t size)
{
	size_t i = 0, start = 0, ea, eb;
	int line = 1;

	for (; i < la && i < lb && a[i] == b[i]; i++)
		if (a[i] == '\n') {
			line++;
			start = i + 1;
		}
	for (ea = start; ea < la && a[ea] != '\n'; ea++)
		;
	for (eb = start; eb < lb && b[eb] != '\n'; eb++)
		;
	snprintf(out, size, "line %d: plain ", line);
	if (start < la)
		quote_line(out, size, a + start, ea - start, 120);
	else
		snprintf(out + strlen(out), size - strlen(out), "(end of output)");
	snprintf(out + strlen(out), size - strlen(out), ", traced ");
	if (start < lb)
		quote_line(out, size, b + start, eb - start, 120);
	else
		snprintf(out + strlen(out), size - strlen(out), "(end of output)");
}

/* A stage's or a trace source's "go on"; anything else is the exit status to stop with. */
#define CHECK_NEXT (-1)

/* The writer of a FIFO the diff reads: a writer that dies before opening its end (a golden
 * plugin that could not load, a regenerator that could not start) would leave the diff
 * waiting in open for ever. Once the writer has exited, a thread opens the FIFO for writing
 * and lets go (nothing when no reader is there yet: then it tries again, until the diff is
 * done), so the reader sees the end. */
struct fifo_watch {
	pid_t pid;
	const char *path;
	int status;           /* the writer's, as wait_for */
	atomic_int done;      /* the diff has returned */
	pthread_t th;
};

struct check;

/* One side of the comparison: the trace source it comes from, and the file or FIFO the
 * comparison reads it from. */
struct trace_side {
	const struct trace_source *src;
	char *path;               /* the trace */
	char *stats;              /* its writer's statistics */
	pid_t pid;                /* the writer of a FIFO while the comparison reads it, else -1 */
	struct fifo_watch watch;
	int status;               /* that writer's status, once it has exited */
};

/* A way to make one side's full trace: the golden trace of the plain run or of the traced
 * run, or the trace regenerated from the events. */
struct trace_source {
	const char *name;
	/* Logs the trace before the comparison, while the check's runs are made (the golden
	 * trace of the traced run), or NULL. */
	int (*log)(struct check *c, struct trace_side *s);
	/* Starts writing it for the comparison (s->pid its writer), or NULL when log made it
	 * whole. */
	int (*start)(struct check *c, struct trace_side *s);
};

/* One check: what it was asked, what it made and what it measured. It owns every resource
 * it holds (check_free); the stages read and fill it in order. */
struct check {
	const struct check_opts *o;
	struct build_opts bo;
	struct workload w;          /* the workload (is_wl), until the guest is resolved */
	bool is_wl, have_w, golden_traced;
	char *label;                /* the workload's name or the first source's */
	char *strategy_dir;         /* the build directory's name for forced registers, or NULL */
	char *placement_dir;        /* ... for a set of techniques or a profile, or NULL */
	char *placement_static;     /* ... for the set of techniques alone (--train), or NULL */
	char *train_dir;            /* --train: the build without a profile that trains */
	char *profile;              /* --train: the profile it made */
	char *inc;                  /* the compiler flags a workload adds */
	char *dir;                  /* the build directory (absolute once built) */
	struct guest t;             /* what every run runs: arguments, working directory */
	char *self, *plain, *traced, *regen, *events, *plain_out, *traced_out, *zpath;
	char *replay_out;           /* replay: what the replay printed */
	char *tmp;                  /* the check's own directory: FIFOs, statistics */
	int dnull;                  /* /dev/null, for writing */
	long long stdin_bytes;
	int plain_rc, traced_rc;
	double *walls[4];           /* each repetition's wall time: plain, traced, dummy, stored */
	struct traced_opts kept;    /* the traced run whose events are regenerated */
	struct trace_side golden, regenerated;
	int diff_rc;                /* the comparison's: 0 when the traces are identical */
	struct metrics m;
};

enum { WALL_PLAIN, WALL_TRACED, WALL_DUMMY, WALL_STORED };

/* Says what went wrong; returns the exit status to stop with. */
static int check_fail(int status, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static int check_fail(int status, const char *fmt, ...)
{
	va_list ap;
	char msg[1024];

	va_start(ap, fmt);
	vsnprintf(msg, sizeof msg, fmt, ap);
	va_end(ap);
	util_error("%s", msg);
	return status;
}

/* Starts av in the runs' working directory, in its own process group (a kill reaches qemu
 * too). */
static pid_t spawn(const struct check *c, const struct util_argv *av, int out_fd, int err_fd)
{
	return util_spawn(&(struct util_spawn){ .argv = av->v, .stdout_fd = out_fd,
						.stderr_fd = err_fd, .new_group = true,
						.cwd = c->t.cwd });
}

static int wait_for(pid_t pid)
{
	int st;

	while (waitpid(pid, &st, 0) < 0)
		if (errno != EINTR)
			return -1;
	return util_wait_status(st);
}

static void *fifo_watcher(void *arg)
{
	struct fifo_watch *w = arg;

	w->status = wait_for(w->pid);
	while (!atomic_load(&w->done)) {
		int fd = open(w->path, O_WRONLY | O_NONBLOCK | O_CLOEXEC);

		if (fd >= 0) {
			close(fd);
			break;
		}
		usleep(20000);
	}
	return NULL;
}

static int fifo_watch_start(struct fifo_watch *w, const char *path, pid_t pid)
{
	w->pid = pid;
	w->path = path;
	w->status = -1;
	atomic_store(&w->done, 0);
	if (pthread_create(&w->th, NULL, fifo_watcher, w) != 0)
		return check_fail(UTIL_EXIT_FAIL, "cannot start a thread");
	return CHECK_NEXT;
}

/* The writer's status, once it has exited (after the diff returned). */
static int fifo_watch_end(struct fifo_watch *w)
{
	atomic_store(&w->done, 1);
	pthread_join(w->th, NULL);
	return w->status;
}

/* The program's two streams of a stored event trace (-1 when it cannot be read whole). */
static int event_streams(const char *path, struct evf_events *ev)
{
	struct evf_header h;
	struct evf_end end;
	char msg[300];

	if (evf_read_all(path, &h, ev, &end, msg, sizeof msg) != 0) {
		evf_events_free(ev);
		return -1;
	}
	return 0;
}

/* The size of a stream of events compressed in one piece by zstd -3. */
static unsigned long long zstd_size(const uint8_t *ev, size_t len)
{
	size_t cap = ZSTD_compressBound(len), n;
	char *out = util_xmalloc(cap);

	n = ZSTD_compress(out, cap, ev, len, 3);
	free(out);
	return ZSTD_isError(n) ? 0 : (unsigned long long)n;
}

/* The size of a stream of events compressed as gzip -1 does. */
static unsigned long long gzip1_size(const uint8_t *ev, size_t len)
{
	unsigned char obuf[1 << 16];
	unsigned long long total = 0;
	z_stream z;
	int zr = Z_OK;

	memset(&z, 0, sizeof z);
	/* 16 + 15: a gzip wrapper, as the gzip program writes (without the file name) */
	if (deflateInit2(&z, 1, Z_DEFLATED, 16 + 15, 8, Z_DEFAULT_STRATEGY) != Z_OK)
		return 0;
	z.next_in = (unsigned char *)ev;
	z.avail_in = (unsigned)len;
	while (zr != Z_STREAM_END) {
		z.next_out = obuf;
		z.avail_out = sizeof obuf;
		zr = deflate(&z, Z_FINISH);
		if (zr == Z_STREAM_ERROR)
			break;
		total += sizeof obuf - z.avail_out;
	}
	deflateEnd(&z);
	return zr == Z_STREAM_END ? total : 0;
}

static struct walls walls_of(double *v, int n)
{
	double med = util_median(v, n);

	return (struct walls){ med, v[0], v[n - 1] };
}

/* Spawns av (stdout to /dev/null, stderr to err_fd, -1: ours) and returns its wall time,
 * or -1 when it fails. */
static double timed_run_err(const struct check *c, const struct util_argv *av, int err_fd)
{
	double t0 = util_now();
	int rc = wait_for(spawn(c, av, c->dnull, err_fd));

	return rc == 0 ? util_now() - t0 : -1;
}

/* The same with stderr to /dev/null. */
static double timed_run(const struct check *c, const struct util_argv *av)
{
	return timed_run_err(c, av, c->dnull);
}

/* A check of a window (--skip-insns, --insns) only. */
static bool windowed(const struct check *c)
{
	return c->o->skip_insns || c->o->insns;
}

/* The window's options of aex golden and of the regenerator. */
static void window_argv(const struct check *c, struct util_argv *av)
{
	char n[32];

	if (!windowed(c))
		return;
	snprintf(n, sizeof n, "%llu", c->o->skip_insns);
	util_argv_push(av, "--skip-insns");
	util_argv_push(av, n);
	snprintf(n, sizeof n, "%llu", c->o->insns);
	util_argv_push(av, "--insns");
	util_argv_push(av, n);
}

/* `aex golden -q -o out PLAIN -- ARGS`: the golden trace of a run of the plain ELF; with
 * window, of the check's window only. */
static void golden_argv(const struct check *c, const char *out, bool window,
			struct util_argv *av)
{
	util_argv_push(av, c->self);
	util_argv_push(av, "golden");
	util_argv_push(av, "-q");
	util_argv_push(av, "-o");
	util_argv_push(av, out);
	if (window)
		window_argv(c, av);
	util_argv_push(av, c->plain);
	util_argv_push(av, "--");
	for (int i = 0; i < c->t.args.n; i++)
		util_argv_push(av, c->t.args.v[i]);
}

/* A process's instruction count in its stats file (or, when a signal killed it before it
 * wrote them, in its counter's file beside: golden.c, stats=); false when there is none. */
static bool process_insns(const char *stats, unsigned long long *n)
{
	char *text = util_read_file(stats, NULL), *live = util_xasprintf("%s.insns", stats);
	bool ok;

	if (!text || !*text) {
		size_t len = 0;
		char *c8 = util_read_file(live, &len);
		uint64_t k;

		if (c8 && len == sizeof k) {
			memcpy(&k, c8, sizeof k);
			free(text);
			text = util_xasprintf("insns %llu\n", (unsigned long long)k);
		}
		free(c8);
	}
	ok = text && sscanf(text, "insns %llu", n) == 1;
	unlink(stats);
	unlink(live);
	free(live);
	free(text);
	return ok;
}

/* Exact guest instruction count of binary (plugin inline counter), every process's added;
 * each process's also into the check's figures (the plain or the traced count). */
static unsigned long long count_insns(struct check *c, const char *binary, bool traced)
{
	char *stats = util_xasprintf("%s/count.stats", c->tmp);
	char *opts = util_xasprintf("trace=off,stats=%s", stats), *plugin = golden_plugin(opts);
	struct util_argv sfx = { 0 }, paths = { 0 };
	struct run_opts o;
	unsigned long long n = 0;

	if (traced && c->o->replay) {   /* the layer counts the program's signals' places */
		char *counting = replay_counting_plugin(c->dir, plugin);

		free(plugin);
		plugin = counting;
	}
	guest_run_opts(&c->t, binary, &o);
	o.plugin = plugin;
	o.stdout_fd = c->dnull;
	if (traced)
		traced_discard_events(&o);
	run_guest(&o);
	traced_discard_end();
	traced_all_process_files(stats, &sfx, &paths);
	for (int i = 0; i < sfx.n; i++) {
		unsigned long long k;

		if (process_insns(paths.v[i], &k)) {
			struct proc_metrics *p = proc_of(&c->m, sfx.v[i]);

			n += k;
			*(traced ? &p->insns_traced : &p->insns_plain) = k;
		}
	}
	util_argv_free(&sfx);
	util_argv_free(&paths);
	free(plugin);
	free(opts);
	free(stats);
	return n;
}

/* A process's golden counts, added to the check's and set as the process's. */
static void add_golden_counts(struct metrics *m, const char *sfx, const struct diff_result *dr)
{
	struct proc_metrics *p = proc_of(m, sfx);

	m->golden_insns += dr->counts[0];
	m->golden_reads += dr->counts[1];
	m->golden_writes += dr->counts[2];
	p->golden_insns = dr->counts[0];
	p->golden_reads = dr->counts[1];
	p->golden_writes = dr->counts[2];
}

/* The children's traces (a program that forks, docs/processes.md): the golden and the
 * regenerated ones must be of the same processes, each pair identical. Their counts add to
 * the metrics. 0 when all are identical, else 1 with the note saying which process. */
static int diff_children(struct check *c)
{
	struct util_argv g = { 0 }, r = { 0 };
	struct metrics *m = &c->m;
	int rc = 0;

	traced_process_files(c->golden.path, &g);
	traced_process_files(c->regenerated.path, &r);
	for (int i = 0; (i < g.n || i < r.n) && rc == 0; i++) {
		int cmp = i >= g.n ? 1 : i >= r.n ? -1 : strcmp(g.v[i], r.v[i]);
		char *a, *b;
		struct diff_result dr;

		if (cmp != 0) {
			snprintf(m->note, sizeof m->note, "process 0%s has %s trace only",
				 cmp < 0 ? g.v[i] : r.v[i], cmp < 0 ? "a golden" : "a regenerated");
			rc = 1;
			break;
		}
		a = util_xasprintf("%s%s", c->golden.path, g.v[i]);
		b = util_xasprintf("%s%s", c->regenerated.path, r.v[i]);
		if (diff_traces(a, b, c->plain, 5, c->o->json, &dr) != 0) {
			snprintf(m->note, sizeof m->note, "process 0%s: the regenerated trace "
				 "differs from the golden one", g.v[i]);
			rc = 1;
		}
		add_golden_counts(m, g.v[i], &dr);
		free(a);
		free(b);
	}
	util_argv_free(&g);
	util_argv_free(&r);
	return rc;
}

/* One run of the plain (k == WALL_PLAIN) or the traced ELF under the golden plugin's
 * options plugin, output discarded, the events of a traced one into wev (removed after). */
static void run_for_walls(struct check *c, int k, const char *plugin, const char *wev)
{
	if (k == WALL_PLAIN) {
		struct run_opts ro;

		guest_run_opts(&c->t, c->plain, &ro);
		ro.stdout_fd = c->dnull;
		ro.plugin = plugin;
		run_guest(&ro);
	} else {
		struct traced_opts to = { .events = wev, .args = c->t.args.v,
					  .nargs = c->t.args.n, .cwd = c->t.cwd,
					  .out_fd = c->dnull, .plugin = plugin };

		if (c->o->replay)
			replay_record(c->t.tc, c->dir, &to);
		else
			traced_run(c->t.tc, c->dir, &to);
		traced_remove(wev);
	}
}

/* Each process's wall time, plain and traced, for a program that forks: reps runs of each
 * under the golden plugin without instrumentation (count=off), which times every process
 * from its start or fork to its exit and writes it into the process's stats file. The
 * traced runs store their events as the kept run does (raw frames, in dir/events.wall,
 * removed after). */
static void time_processes(struct check *c)
{
	char *stats = util_xasprintf("%s/wall.stats", c->tmp);
	char *opts = util_xasprintf("trace=off,count=off,stats=%s", stats);
	char *plugin = golden_plugin(opts), *wev = util_xasprintf("%s/events.wall", c->dir);
	int reps = c->o->reps;

	for (int r = 0; r < reps; r++)
		for (int k = WALL_PLAIN; k <= WALL_TRACED; k++) {
			struct util_argv sfx = { 0 }, paths = { 0 };

			run_for_walls(c, k, plugin, wev);
			traced_all_process_files(stats, &sfx, &paths);
			for (int i = 0; i < sfx.n; i++) {
				char *text = util_read_file(paths.v[i], NULL);
				const char *w = text ? strstr(text, "wall_s ") : NULL;

				if (w) {
					struct proc_metrics *p = proc_of(&c->m, sfx.v[i]);

					if (!p->walls[k])
						p->walls[k] = util_xmalloc(sizeof(double) * (size_t)reps);
					if (p->nwalls[k] < reps)
						p->walls[k][p->nwalls[k]++] = atof(w + 7);
				}
				free(text);
				/* none for the next run, whose first process may not write it */
				unlink(paths.v[i]);
			}
			util_argv_free(&sfx);
			util_argv_free(&paths);
		}
	free(plugin);
	free(opts);
	free(stats);
	free(wev);
}

static double ratio_of(double a, double b)
{
	return b > 0 ? a / b : NAN;
}

/* After a regeneration that said "truncated": the name of the first process whose trace ends
 * with the instruction a signal stopped it at (its regenerator's stats say crashed), "" when
 * some process's trace is truncated otherwise, or NULL when none is. */
static const char *crashed_processes(const char *rstats)
{
	static char name[32];
	struct util_argv sfx = { 0 }, paths = { 0 };
	bool any = false, other = false;

	traced_all_process_files(rstats, &sfx, &paths);
	name[0] = '\0';
	for (int i = 0; i < sfx.n; i++) {
		char *text = util_read_file(paths.v[i], NULL);
		unsigned long long st = text ? stat_field(text, "status") : 2;

		if (st == 1 && text && stat_field(text, "crashed") == 1) {
			if (!any)
				snprintf(name, sizeof name, "0%s", sfx.v[i]);
			any = true;
		} else if (st != 0) {
			other = true;
		}
		free(text);
	}
	util_argv_free(&sfx);
	util_argv_free(&paths);
	if (other) {
		name[0] = '\0';
		return name;
	}
	return any ? name : NULL;
}

/* Copies the descriptor in to the file path; returns the bytes copied, or -1 with a
 * message. */
static long long copy_to_file(int in, const char *path)
{
	char buf[65536];
	long long total = 0;
	int out = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
	ssize_t n;

	if (out < 0)
		return check_fail(-1, "%s: %s", path, strerror(errno));
	while ((n = read(in, buf, sizeof buf)) != 0) {
		if (n < 0 && errno == EINTR)
			continue;
		if (n < 0 || write(out, buf, (size_t)n) != n) {
			close(out);
			return check_fail(-1, "copying the standard input to %s: %s", path,
					  strerror(errno));
		}
		total += n;
	}
	if (close(out) < 0)
		return check_fail(-1, "%s: %s", path, strerror(errno));
	return total;
}

/* The program's standard input (--stdin FILE, "-" for ours, or ours when it is a file),
 * copied to DIR/stdin, which every run of the check then reads from its first byte
 * (run_set_stdin: the aex processes it starts too); /dev/null when ours is a terminal or a
 * device. Ours being a pipe is refused without --stdin: whether it will ever end is not
 * known (a shell over ssh, a test runner), and a check must not wait for it. Sets its
 * size. */
static int check_stdin(struct check *c)
{
	const char *given = c->o->stdin_path;
	char *path;
	struct stat st;
	int in = STDIN_FILENO;

	if (!given && (fstat(STDIN_FILENO, &st) < 0 || S_ISCHR(st.st_mode) ||
		       isatty(STDIN_FILENO))) {
		/* a terminal, /dev/null, or none: the program reads nothing */
		run_set_stdin("/dev/null");
		return CHECK_NEXT;
	}
	if (given && strcmp(given, "-") != 0 && (in = open(given, O_RDONLY | O_CLOEXEC)) < 0)
		return check_fail(UTIL_EXIT_USAGE, "--stdin %s: %s", given, strerror(errno));
	if (!given && !S_ISREG(st.st_mode))
		return check_fail(UTIL_EXIT_USAGE, "%s", CHECK_STDIN_PIPE);
	path = util_xasprintf("%s/stdin", c->dir);
	c->stdin_bytes = copy_to_file(in, path);
	if (in != STDIN_FILENO)
		close(in);
	if (c->stdin_bytes >= 0)
		run_set_stdin(path);
	free(path);
	return c->stdin_bytes < 0 ? UTIL_EXIT_FAIL : CHECK_NEXT;
}

/* ---- the trace sources -------------------------------------------------------------------- */

/* The golden trace of a run of the plain ELF, by `aex golden`, into a FIFO; a program killed
 * by a signal leaves its golden trace complete only in a file (the plugin's buffer of a pipe
 * dies with it), which is then logged whole first. */
static int golden_plain_start(struct check *c, struct trace_side *s)
{
	struct util_argv av = { 0 };
	bool fifo = c->plain_rc < 128;
	pid_t pid;

	if (fifo && mkfifo(s->path, 0600) < 0)
		return check_fail(UTIL_EXIT_FAIL, "mkfifo: %s", strerror(errno));
	golden_argv(c, s->path, true, &av);
	pid = spawn(c, &av, c->dnull, c->dnull);
	util_argv_free(&av);
	if (!fifo) {
		s->status = wait_for(pid);
		return CHECK_NEXT;
	}
	s->pid = pid;
	return fifo_watch_start(&s->watch, s->path, pid);
}

/* The run whose events are kept (c->kept): of the traced ELF, or of the replay ELF, whose
 * log then begins with its account of the run (docs/replay.md). */
static int run_kept(struct check *c)
{
	return c->o->replay ? replay_record(c->t.tc, c->dir, &c->kept)
			    : traced_run(c->t.tc, c->dir, &c->kept);
}

/* The golden trace of the traced run whose events are regenerated (docs/golden.md, "From the
 * traced run"): that run is made again under the golden plugin, which maps each instruction
 * to its plain address; its events replace the kept ones, its output and status are the ones
 * compared with the plain run's. */
static int golden_traced_log(struct check *c, struct trace_side *s)
{
	char *opts, *plugin, *pcmap = NULL, *win;
	uint64_t build;
	double t0;

	if (elf_build_id(c->plain, &build) < 0)
		return check_fail(UTIL_EXIT_FAIL, "%s: cannot read its build identity", c->plain);
	win = golden_window_opts(c->o->skip_insns, c->o->insns);
	if (c->o->replay) {
		/* the recorded run: its log is the one replayed */
		opts = util_xasprintf("stats=%s%s", s->stats, win);
		plugin = replay_plugin(c->dir, s->path, opts, false);
	} else {
		opts = util_xasprintf("out=%s,build=%016llx,stats=%s%s", s->path,
				      (unsigned long long)build, s->stats, win);
		plugin = golden_traced_plugin(c->dir, opts, &pcmap);
	}
	free(opts);
	free(win);
	if (!plugin)
		return check_fail(UTIL_EXIT_FAIL, "cannot log the golden trace of the traced run");
	c->kept.out_fd = open(c->traced_out, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
	c->kept.plugin = plugin;
	t0 = util_now();
	c->traced_rc = run_kept(c);
	c->m.golden_s = util_now() - t0;
	c->kept.plugin = NULL;
	close(c->kept.out_fd);
	if (pcmap)
		unlink(pcmap);
	free(pcmap);
	free(plugin);
	golden_close_traces(s->path, s->stats, true);
	return CHECK_NEXT;
}

/* The program replayed from the recorded run's log, its full trace into a FIFO, what it
 * prints into replay_out. */
static int replayed_start(struct check *c, struct trace_side *s)
{
	struct util_argv av = { 0 };
	bool fifo = c->traced_rc < 128;   /* (as the golden trace of a plain run) */
	pid_t pid;
	int out;

	if (fifo && mkfifo(s->path, 0600) < 0)
		return check_fail(UTIL_EXIT_FAIL, "mkfifo: %s", strerror(errno));
	out = open(c->replay_out, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
	if (out < 0)
		return check_fail(UTIL_EXIT_FAIL, "%s: %s", c->replay_out, strerror(errno));
	util_argv_push(&av, c->self);
	util_argv_push(&av, "replay");
	util_argv_push(&av, "-o");
	util_argv_push(&av, s->path);
	util_argv_push(&av, c->dir);
	util_argv_push(&av, c->events);
	util_argv_push(&av, "--");
	for (int i = 0; i < c->t.args.n; i++)
		util_argv_push(&av, c->t.args.v[i]);
	pid = spawn(c, &av, out, -1);
	close(out);
	util_argv_free(&av);
	if (pid < 0)
		return check_fail(UTIL_EXIT_FAIL, "cannot start aex replay");
	if (!fifo) {
		s->status = wait_for(pid);
		return CHECK_NEXT;
	}
	s->pid = pid;
	return fifo_watch_start(&s->watch, s->path, pid);
}

/* The full trace regenerated from the kept events, into a FIFO. */
static int regenerated_start(struct check *c, struct trace_side *s)
{
	struct util_argv av = { 0 };

	if (mkfifo(s->path, 0600) < 0)
		return check_fail(UTIL_EXIT_FAIL, "mkfifo: %s", strerror(errno));
	util_argv_push(&av, c->regen);
	util_argv_push(&av, c->events);
	util_argv_push(&av, "-o");
	util_argv_push(&av, s->path);
	util_argv_push(&av, "--stats");
	util_argv_push(&av, s->stats);
	window_argv(c, &av);
	s->pid = spawn(c, &av, -1, c->dnull);
	util_argv_free(&av);
	return fifo_watch_start(&s->watch, s->path, s->pid);
}

static const struct trace_source golden_of_plain = { "the golden trace of the plain run", NULL,
						     golden_plain_start };
static const struct trace_source golden_of_traced = { "the golden trace of the traced run",
						      golden_traced_log, NULL };
static const struct trace_source regenerated = { "the regenerated trace", NULL,
						 regenerated_start };
static const struct trace_source golden_of_recorded = { "the golden trace of the recorded run",
							golden_traced_log, NULL };
static const struct trace_source replayed = { "the replayed trace", NULL, replayed_start };

/* A side of the comparison from source src, its files in the check's directory. */
static void side_init(struct check *c, struct trace_side *s, const struct trace_source *src,
		      const char *name)
{
	s->src = src;
	s->path = util_xasprintf("%s/%s", c->tmp, name);
	s->stats = util_xasprintf("%s/%s.stats", c->tmp, name);
	s->pid = -1;
	s->status = -1;
}

/* After the comparison (rc: its result): a writer still writing is stopped when the traces
 * differ (it may be blocked on its FIFO), and waited for. */
static void side_end(struct trace_side *s, int rc)
{
	if (s->pid <= 0)
		return;
	if (rc != 0)
		kill(-s->pid, SIGTERM);
	s->status = fifo_watch_end(&s->watch);
	s->pid = -1;
}

/* ---- the stages ----------------------------------------------------------------------------- */

/* The build directory's default name: its ISA, strategy and placement. */
static char *dir_name(const struct check *c)
{
	return util_xasprintf("%s-%s-%s", c->bo.tc->isa,
			      c->strategy_dir ? c->strategy_dir : c->o->strategy,
			      c->placement_dir ? c->placement_dir : c->o->placement);
}

static int configure_workload(struct check *c)
{
	const struct check_opts *o = c->o;
	char *name;

	if (workload_load(o->workload, &c->w) < 0)
		return UTIL_EXIT_USAGE;
	c->is_wl = c->have_w = true;
	c->golden_traced = o->golden_traced || c->w.golden_traced;
	name = dir_name(c);
	c->dir = o->outdir ? util_xstrdup(o->outdir) : util_xasprintf("%s/%s", c->w.build_dir, name);
	free(name);
	if (o->train) {
		/* the build it trains: the one a check without --train makes */
		char *pd = c->placement_dir;

		c->placement_dir = c->placement_static;
		name = dir_name(c);
		c->placement_dir = pd;
		c->train_dir = o->train_dir ? util_xstrdup(o->train_dir)
			       : o->outdir  ? util_xasprintf("%s.train", o->outdir)
					    : util_xasprintf("%s/%s", c->w.build_dir, name);
		free(name);
	}
	c->bo.srcs = c->w.srcs.v;
	c->bo.nsrcs = c->w.srcs.n;
	c->bo.extra_cflags = c->inc = util_xasprintf("-I%s%s%s", c->w.dir, o->cflags ? " " : "",
						     o->cflags ? o->cflags : "");
	c->label = util_xstrdup(o->workload);
	return CHECK_NEXT;
}

static int configure_sources(struct check *c)
{
	const struct check_opts *o = c->o;
	char *name;

	c->golden_traced = o->golden_traced;
	c->bo.srcs = o->srcs;
	c->bo.nsrcs = o->nsrcs;
	c->bo.extra_cflags = o->cflags;
	c->label = util_xstrdup(util_basename(c->bo.srcs[0]));
	name = dir_name(c);
	c->dir = o->outdir ? util_xstrdup(o->outdir)
			   : util_xasprintf("%s/check/%s-%s", toolchain_build_dir(), c->label, name);
	free(name);
	return CHECK_NEXT;
}

/* The build's options and directory, the program's name. */
static int stage_configure(struct check *c)
{
	const struct check_opts *o = c->o;

	c->bo.steal_regs = o->steal_regs;
	c->bo.regen_opt = o->regen_opt;
	c->bo.regen_cc = o->regen_cc;
	if (!c->bo.regen_cc)   /* a regenerator that starts at once where its speed hardly counts */
		c->bo.regen_cc = !o->regen_opt && strcmp(o->size, "small") == 0 &&
					 util_in_path("tcc") ? "tcc" : "gcc";
	c->bo.techniques = o->techniques;
	c->bo.profile = o->profile;
	c->bo.report = o->report;
	c->bo.tc = toolchain_get(o->isa);
	if (c->bo.tc)
		c->bo.tc = toolchain_strategy(c->bo.tc, o->strategy);
	if (!c->bo.tc)
		return UTIL_EXIT_USAGE;
	if (c->bo.steal_regs) {
		/* its own build directory: "steal-16-17" */
		struct strbuf sb = { 0 };

		strbuf_puts(&sb, "steal-");
		for (const char *p = c->bo.steal_regs; *p; p++)
			if (isalnum((unsigned char)*p))
				strbuf_add(&sb, p, 1);
			else if (*p == ',')
				strbuf_puts(&sb, "-");
		c->strategy_dir = sb.s;
	}
	c->bo.placement = o->placement;
	c->bo.replay = o->replay;
	c->bo.verbose = o->verbose;
	if (o->techniques && strcmp(o->techniques, "all") != 0) {
		/* its own build directory: "tree-no-narrow" */
		char *p = util_xasprintf("%s-%s", o->placement, o->techniques);

		for (char *q = p; *q; q++)
			if (!isalnum((unsigned char)*q) && *q != '-')
				*q = '+';
		c->placement_static = p;
	}
	if (o->profile || o->train) {
		/* and for a profile: "tree-profile", "tree-no-narrow-train-small" */
		c->placement_dir = util_xasprintf("%s%s%s", c->placement_static ? c->placement_static
									  : o->placement,
						  o->train ? "-train-" : "-profile",
						  o->train ? o->train : "");
		if (o->train && !o->workload)
			return check_fail(UTIL_EXIT_USAGE, "--train runs a workload at another size: "
					  "give -w (for sources: aex profile, then --profile)");
		if (o->train && o->profile)
			return check_fail(UTIL_EXIT_USAGE, "give --train or --profile, not both");
		if (strcmp(o->placement, place_name(PLACE_TREE)) != 0)
			return check_fail(UTIL_EXIT_USAGE, "--%s weighs the tree placement's spanning "
					  "trees: placement %s has none", o->train ? "train" : "profile",
					  o->placement);
	} else if (c->placement_static) {
		c->placement_dir = util_xstrdup(c->placement_static);
	}
	return o->workload ? configure_workload(c) : configure_sources(c);
}

/* A build that failed: a reader of the JSON learns that there is no result, and why
 * (refused: the program has something tracing refuses). */
static void print_failed_build(const struct check *c, bool refused)
{
	struct metric_set s = { 0 };

	metric_set_str(&s, M_ISA, c->bo.tc->isa);
	metric_set_str(&s, M_WORKLOAD, c->label);
	metric_set_str(&s, M_SIZE, c->is_wl ? c->o->size : "-");
	metric_set_str(&s, M_STRATEGY, c->o->strategy);
	metric_set_str(&s, M_PLACEMENT, c->o->placement);
	metric_set_count(&s, M_IDENTICAL, 0);
	metric_set_count(&s, M_TRANSPARENT, 0);
	metric_set_str(&s, M_FAILED, refused ? "refused" : "build");
	printf("{");
	metric_print_fields(stdout, &s, 0);
	printf("}\n");
	metric_set_free(&s);
}

/* The profile --train would make is there, made after the build that trains was (its stamp):
 * the same counts again. */
static bool profile_current(const struct check *c)
{
	char *stamp = util_xasprintf("%s/stamp", c->train_dir);
	struct stat ps, ss;
	bool current = stat(c->profile, &ps) == 0 && stat(stamp, &ss) == 0 &&
		       (ps.st_mtim.tv_sec > ss.st_mtim.tv_sec ||
			(ps.st_mtim.tv_sec == ss.st_mtim.tv_sec &&
			 ps.st_mtim.tv_nsec > ss.st_mtim.tv_nsec));

	free(stamp);
	return current;
}

/* --train: the build without a profile (made unless current), run at the training size under
 * the golden plugin; its edge counts the profile of this check's build (docs/techniques.md,
 * "Profile"). */
static int stage_train(struct check *c)
{
	struct build_opts tb = c->bo;
	int rc = 0;

	if (!c->o->train)
		return CHECK_NEXT;
	c->profile = util_xasprintf("%s/profile-%s", c->train_dir, c->o->train);
	if (c->o->reuse_build)
		return CHECK_NEXT;
	tb.outdir = c->train_dir;
	tb.profile = NULL;
	tb.report = false;
	if (workload_prepare(&c->w) != 0 || (rc = build_program(&tb)) != 0) {
		util_error("building %s for %s (to train) failed", c->label, c->bo.tc->isa);
		return rc == 2 ? UTIL_EXIT_USAGE : UTIL_EXIT_FAIL;
	}
	c->bo.profile = c->profile;
	if (profile_current(c)) {
		util_note("%s: the edge counts of %s at size %s, as made after the build that "
			  "trains (delete it to train again)", c->profile, c->label, c->o->train);
		return CHECK_NEXT;
	}
	rc = profiling_train(c->bo.tc, c->train_dir, c->o->workload, c->o->train, c->profile,
			     c->o->verbose);
	if (rc != 0)
		return rc == 2 ? UTIL_EXIT_USAGE : UTIL_EXIT_FAIL;
	util_note("%s: the edge counts of %s at size %s", c->profile, c->label, c->o->train);
	return CHECK_NEXT;
}

/* Builds the program (or, with --reuse-build, finds what a build made); stops after it with
 * --build-only. */
static int stage_build(struct check *c)
{
	int brc = 0;

	if (c->o->reuse_build) {
		static const char *const need_traced[] = { "plain", "traced", "regen", NULL };
		static const char *const need_replay[] = { "plain", "replay", NULL };
		const char *const *need = c->o->replay ? need_replay : need_traced;

		for (int k = 0; need[k]; k++) {
			char *f = util_xasprintf("%s/%s", c->dir, need[k]);
			bool have = util_file_exists(f);

			free(f);
			if (!have)
				return check_fail(UTIL_EXIT_FAIL, "--reuse-build: %s has no %s (build it "
						  "first with aex check --build-only and the same "
						  "options)", c->dir, need[k]);
		}
		return CHECK_NEXT;
	}
	c->bo.outdir = c->dir;
	if ((c->is_wl && workload_prepare(&c->w) != 0) || (brc = build_program(&c->bo)) != 0) {
		/* 2: the program has something tracing refuses, said already */
		if (brc != 2)
			util_error("building %s for %s failed", c->label, c->bo.tc->isa);
		if (c->o->json)
			print_failed_build(c, brc == 2);
		return brc == 2 ? UTIL_EXIT_USAGE : UTIL_EXIT_FAIL;
	}
	return c->o->build_only ? UTIL_EXIT_OK : CHECK_NEXT;
}

/* What every run runs: the build's files (absolute: the runs happen in the workload's input
 * directory), the guest's arguments and working directory, its standard input; the check's
 * own directory. */
static int stage_inputs(struct check *c)
{
	char *abs = realpath(c->dir, NULL);
	char tmpl[] = "/tmp/aex-check.XXXXXX";
	int rc;

	if (!abs)
		return check_fail(UTIL_EXIT_FAIL, "%s: %s", c->dir, strerror(errno));
	free(c->dir);
	c->dir = abs;
	if (c->is_wl) {
		workload_free(&c->w);
		c->have_w = false;
	}
	rc = guest_resolve(&c->t, c->o->isa, c->is_wl ? NULL : c->dir,
			   c->is_wl ? c->o->workload : NULL, c->is_wl ? c->o->size : NULL,
			   c->o->args, c->o->nargs, c->o->verbose);
	if (rc)
		return rc;
	c->self = util_self_exe();
	c->plain = util_xasprintf("%s/plain", c->dir);
	c->traced = util_xasprintf("%s/%s", c->dir, c->o->replay ? "replay" : "traced");
	c->regen = util_xasprintf("%s/regen", c->dir);
	c->events = util_xasprintf("%s/%s", c->dir, c->o->replay ? "replay.log" : "events");
	c->replay_out = util_xasprintf("%s/replay.out", c->dir);
	c->plain_out = util_xasprintf("%s/plain.out", c->dir);
	c->traced_out = util_xasprintf("%s/traced.out", c->dir);
	c->zpath = util_xasprintf("%s/events.zst", c->dir);
	if (!mkdtemp(tmpl))
		return check_fail(UTIL_EXIT_FAIL, "mkdtemp: %s", strerror(errno));
	c->tmp = util_xstrdup(tmpl);
	c->dnull = open("/dev/null", O_WRONLY | O_CLOEXEC);
	if (c->dnull < 0)
		return check_fail(UTIL_EXIT_FAIL, "/dev/null: %s", strerror(errno));
	if (c->o->replay) {
		/* the replay against the golden trace of the run it replays */
		c->golden_traced = true;
		side_init(c, &c->golden, &golden_of_recorded, "golden");
		side_init(c, &c->regenerated, &replayed, "replayed");
	} else {
		side_init(c, &c->golden, c->golden_traced ? &golden_of_traced : &golden_of_plain,
			  "golden");
		side_init(c, &c->regenerated, &regenerated, "regen");
	}
	return check_stdin(c);
}

/* With --full-timing, one repetition's dummy run (events discarded) and stored run (events
 * compressed into a file), each of whose status must be the plain run's. */
static void run_dummy_stored(struct check *c, int r)
{
	struct traced_opts dummy = { .args = c->t.args.v, .nargs = c->t.args.n, .cwd = c->t.cwd,
				     .out_fd = c->dnull, .elf = c->o->replay ? c->traced : NULL };
	struct traced_opts stored = dummy;
	double t0 = util_now();
	int rc;

	rc = c->o->replay ? replay_record(c->t.tc, c->dir, &dummy)
			  : traced_run(c->t.tc, c->dir, &dummy);
	c->walls[WALL_DUMMY][r] = util_now() - t0;
	if (rc != c->plain_rc && !c->m.note[0])
		snprintf(c->m.note, sizeof c->m.note, "the dummy run's status (%d) differs from the "
			 "plain one's (%d)", rc, c->plain_rc);
	stored.events = c->zpath;
	stored.level = TRACED_ZSTD_LEVEL;
	traced_remove(c->zpath);   /* (as for the kept run, below) */
	t0 = util_now();
	rc = c->o->replay ? replay_record(c->t.tc, c->dir, &stored)
			  : traced_run(c->t.tc, c->dir, &stored);
	c->walls[WALL_STORED][r] = util_now() - t0;
	c->m.stored_bytes = stored.stored_bytes;
	if (rc != c->plain_rc && !c->m.note[0])
		snprintf(c->m.note, sizeof c->m.note, "the stored run's status (%d) differs from "
			 "the plain one's (%d)", rc, c->plain_rc);
}

/* Plain and traced runs, interleaved, timed; the first traced run's events are kept. With
 * --full-timing each repetition also runs the dummy and the stored configurations. */
static int stage_run_pair(struct check *c)
{
	int reps = c->o->reps;

	for (int k = 0; k < 4; k++)
		c->walls[k] = util_xmalloc(sizeof(double) * (size_t)reps);
	c->plain_rc = c->traced_rc = -1;
	for (int r = 0; r < reps; r++) {
		int pf = open(c->plain_out, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
		int tf = open(c->traced_out, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
		struct run_opts ro;
		double t0;

		guest_run_opts(&c->t, c->plain, &ro);
		ro.stdout_fd = pf;
		t0 = util_now();
		c->plain_rc = run_guest(&ro);
		c->walls[WALL_PLAIN][r] = util_now() - t0;
		if (c->o->full_timing)
			run_dummy_stored(c, r);
		/* the kept trace: raw frames (the stored run above is the compressed path) */
		c->kept.events = c->events;
		c->kept.level = 0;
		c->kept.args = c->t.args.v;
		c->kept.nargs = c->t.args.n;
		c->kept.cwd = c->t.cwd;
		c->kept.out_fd = tf;
		/* the repetition before's files go first: emptying them (pages of a 5 MB log
		 * freed as it is opened) is not what a run costs a user */
		traced_remove(c->events);
		t0 = util_now();
		c->traced_rc = run_kept(c);
		c->walls[WALL_TRACED][r] = util_now() - t0;
		close(pf);
		close(tf);
	}
	c->m.plain = walls_of(c->walls[WALL_PLAIN], reps);
	c->m.traced = walls_of(c->walls[WALL_TRACED], reps);
	if (c->o->full_timing) {
		c->m.dummy = walls_of(c->walls[WALL_DUMMY], reps);
		c->m.stored = walls_of(c->walls[WALL_STORED], reps);
		traced_remove(c->zpath);
	}
	return CHECK_NEXT;
}

/* The golden trace, when its source logs it before the comparison. */
static int stage_golden(struct check *c)
{
	return c->golden.src->log ? c->golden.src->log(c, &c->golden) : CHECK_NEXT;
}

/* The traced run must print and exit as the plain one. */
static int stage_transparency(struct check *c)
{
	size_t la, lb;
	char *a = util_read_file(c->plain_out, &la), *b = util_read_file(c->traced_out, &lb);
	bool same_out = a && b && la == lb && memcmp(a, b, la) == 0;
	struct metrics *m = &c->m;
	const char *what = c->o->replay ? "recorded" : "traced";

	m->transparent = same_out && c->plain_rc == c->traced_rc && !m->note[0];
	if (!same_out && a && b)
		first_difference(a, la, b, lb, m->outdiff, sizeof m->outdiff);
	if (!m->transparent && !m->note[0]) {
		if (!same_out && c->plain_rc != c->traced_rc)
			snprintf(m->note, sizeof m->note, "the %s program's output and status "
				 "(%d) differ from the plain one's (%d)", what, c->traced_rc, c->plain_rc);
		else if (!same_out)
			snprintf(m->note, sizeof m->note, "the %s program's output differs from "
				 "the plain one's", what);
		else
			snprintf(m->note, sizeof m->note, "the %s program's status (%d) differs "
				 "from the plain one's (%d)", what, c->traced_rc, c->plain_rc);
	}
	free(a);
	free(b);
	return CHECK_NEXT;
}

/* The size of the file at path compressed in one piece by zstd -3, streamed; 0 when it cannot
 * be read. */
static unsigned long long zstd_file_size(const char *path)
{
	ZSTD_CCtx *cx = ZSTD_createCCtx();
	size_t inc = ZSTD_CStreamInSize(), outc = ZSTD_CStreamOutSize(), got;
	char *in = util_xmalloc(inc), *out = util_xmalloc(outc);
	FILE *f = fopen(path, "rb");
	unsigned long long total = 0;
	bool ok = f && cx && !ZSTD_isError(ZSTD_CCtx_setParameter(cx, ZSTD_c_compressionLevel, 3));

	while (ok) {
		ZSTD_inBuffer ib;
		bool last;
		size_t left;

		got = fread(in, 1, inc, f);
		last = got < inc;
		ib = (ZSTD_inBuffer){ in, got, 0 };
		do {
			ZSTD_outBuffer ob = { out, outc, 0 };

			left = ZSTD_compressStream2(cx, &ob, &ib, last ? ZSTD_e_end : ZSTD_e_continue);
			ok = !ZSTD_isError(left);
			total += ob.pos;
		} while (ok && (last ? left != 0 : ib.pos < ib.size));
		if (last)
			break;
	}
	ok = ok && f && !ferror(f);
	if (f)
		fclose(f);
	ZSTD_freeCCtx(cx);
	free(in);
	free(out);
	return ok ? total : 0;
}

/* A replay's full trace, the recorded run's golden trace (every process's): its canonical
 * bytes, as they are and after zstd (the continuum's other end, docs/bench.md table 11). */
static void full_trace_sizes(struct check *c)
{
	struct util_argv sfx = { 0 }, paths = { 0 };

	traced_all_process_files(c->golden.path, &sfx, &paths);
	for (int i = 0; i < paths.n; i++) {
		struct stat st;

		if (stat(paths.v[i], &st) != 0)
			continue;
		c->m.trace_bytes += (unsigned long long)st.st_size;
		c->m.trace_bytes_zstd += zstd_file_size(paths.v[i]);
	}
	util_argv_free(&sfx);
	util_argv_free(&paths);
}

/* The kept event trace's size, raw and compressed: each stream of each process on its own,
 * as the stored files have them. */
static int stage_event_sizes(struct check *c)
{
	struct util_argv sfx = { 0 }, paths = { 0 };

	c->m.processes = c->kept.processes;
	c->m.event_bytes = c->kept.raw_bytes;
	traced_all_process_files(c->events, &sfx, &paths);
	for (int i = 0; i < sfx.n; i++) {
		struct evf_events ev;

		if (event_streams(paths.v[i], &ev) != 0)
			continue;
		for (int s = 0; s < AEX_EVENTS_STREAMS; s++) {
			proc_of(&c->m, sfx.v[i])->event_bytes += ev.len[s];
			if (!ev.len[s])
				continue;
			c->m.event_bytes_zstd += zstd_size(ev.data[s], ev.len[s]);
			if (c->o->full_timing)
				c->m.event_bytes_gzip += gzip1_size(ev.data[s], ev.len[s]);
		}
		evf_events_free(&ev);
	}
	util_argv_free(&sfx);
	util_argv_free(&paths);
	if (c->o->replay)
		full_trace_sizes(c);
	return CHECK_NEXT;
}

/* The exact instruction counts of the plain and the traced ELF; each process's wall times
 * for a program that forks. */
static int stage_insn_counts(struct check *c)
{
	c->m.insns_plain = count_insns(c, c->plain, false);
	c->m.insns_traced = count_insns(c, c->traced, true);
	if (c->m.processes > 1)
		time_processes(c);
	return CHECK_NEXT;
}

/* The verdict on the traces after the comparison (rc its result, rrc the regenerator's
 * status): a process that died of a signal must have the golden trace up to the
 * instruction it stopped at (the regenerator says "truncated" and that it found it). */
static void trace_verdict(struct check *c, int rc, int rrc)
{
	const char *died = rrc == 1 ? crashed_processes(c->regenerated.stats) : NULL;
	struct metrics *m = &c->m;

	m->identical = rc == 0 && (rrc == 0 || (died && *died));
	if (rc == 0 && died && *died && c->plain_rc >= 128)
		snprintf(m->note, sizeof m->note, "the program died of signal %d; the regenerated "
			 "trace equals the golden trace up to the faulting instruction",
			 c->plain_rc - 128);
	else if (rc == 0 && died && *died)
		snprintf(m->note, sizeof m->note, "process %s died of a signal; the regenerated "
			 "trace equals the golden trace up to the instruction it stopped at", died);
	if (rrc == 1 && !m->note[0])
		snprintf(m->note, sizeof m->note, "the event trace is truncated (the program died?)");
}

/* The verdict of a replay: its trace the recorded run's, its output and status too. */
static void replay_verdict(struct check *c)
{
	size_t la, lb;
	char *a = util_read_file(c->traced_out, &la), *b = util_read_file(c->replay_out, &lb);
	bool same_out = a && b && la == lb && memcmp(a, b, la) == 0;
	struct metrics *m = &c->m;
	int st = c->regenerated.status;

	m->identical = c->diff_rc == 0 && same_out && st == c->traced_rc;
	if (!same_out && a && b && !m->outdiff[0])
		first_difference(a, la, b, lb, m->outdiff, sizeof m->outdiff);
	if (!m->note[0] && c->diff_rc == 0 && !same_out)
		snprintf(m->note, sizeof m->note, "the replay's output differs from the recorded "
			 "run's");
	else if (!m->note[0] && c->diff_rc == 0 && st != c->traced_rc)
		snprintf(m->note, sizeof m->note, "the replay's status (%d) differs from the recorded "
			 "run's (%d)", st, c->traced_rc);
	else if (!m->note[0] && c->diff_rc != 0 && st != c->traced_rc)
		snprintf(m->note, sizeof m->note, "the replay stopped with status %d (the recorded "
			 "run's: %d): see its message above", st, c->traced_rc);
	free(a);
	free(b);
}

/* The golden and the regenerated trace, from their sources through FIFOs into the
 * record-by-record comparison; every process's. */
static int stage_compare(struct check *c)
{
	struct trace_side *sides[2] = { &c->golden, &c->regenerated };
	struct diff_result dr;
	double t0 = util_now();
	int rc = CHECK_NEXT;
	unsigned long long first = proc_of(&c->m, "")->insns_plain;

	if (windowed(c) && first && c->o->skip_insns >= first)
		return check_fail(UTIL_EXIT_USAGE, "the window starts at instruction %llu, after the "
				  "program's end: it ran %llu instructions", c->o->skip_insns,
				  first);
	for (int k = 0; k < 2 && rc == CHECK_NEXT; k++)
		if (sides[k]->src->start)
			rc = sides[k]->src->start(c, sides[k]);
	if (rc != CHECK_NEXT) {
		for (int k = 0; k < 2; k++)
			side_end(sides[k], 1);
		return rc;
	}
	c->diff_rc = diff_traces(c->golden.path, c->regenerated.path, c->plain, 5, c->o->json,
				 &dr);
	side_end(&c->golden, c->diff_rc);
	if (!c->golden_traced)
		c->m.golden_s = util_now() - t0;
	side_end(&c->regenerated, c->diff_rc);
	add_golden_counts(&c->m, "", &dr);
	if (c->diff_rc == 0)
		c->diff_rc = diff_children(c);
	if (c->o->replay)
		replay_verdict(c);
	else
		trace_verdict(c, c->diff_rc, c->regenerated.status);
	return CHECK_NEXT;
}

/* The regenerator's figures in its stats file text (the first process's, i == 0, give the
 * time and the rate); returns the records it produced. */
static unsigned long long add_regen_stats(struct metrics *m, const char *text, int i)
{
	const char *p = strstr(text, "records ");
	unsigned long long recs = p ? strtoull(p + 8, NULL, 10) : 0;

	p = strstr(text, "seconds ");
	if (i == 0 && p)
		m->regen_s = atof(p + 8);
	if (i == 0)
		m->regen_rate = m->regen_s > 0 ? (double)recs / m->regen_s : 0;
	m->value_bytes += stat_field(text, "value_bytes");
	for (int k = 0; k < AEX_VALUE_KINDS; k++) {
		char name[32];

		snprintf(name, sizeof name, "value_bytes_%s", aex_value_kind_name(k));
		m->vkind[k] += stat_field(text, name);
	}
	m->marker_bytes += stat_field(text, "marker_bytes");
	m->cbranches += stat_field(text, "cbranches");
	return recs;
}

/* With --full-timing and identical traces: the same trace into the same sink, the canonical
 * format on /dev/null, by the regenerator and by the golden plugin. */
static void canonical_speed(struct check *c)
{
	struct util_argv av = { 0 };
	double t0;
	int grc;

	util_argv_push(&av, c->regen);
	util_argv_push(&av, c->events);
	util_argv_push(&av, "-o");
	util_argv_push(&av, "/dev/null");
	c->m.regen_canon_s = timed_run(c, &av);
	util_argv_free(&av);
	golden_argv(c, "/dev/null", false, &av);
	t0 = util_now();
	/* it exits with the guest's status */
	grc = wait_for(spawn(c, &av, c->dnull, c->dnull));
	c->m.golden_canon_s = grc == c->plain_rc ? util_now() - t0 : -1;
	util_argv_free(&av);
}

/* The regenerator of the kept events into its null sink (options to follow). */
static void regen_null_argv(const struct check *c, struct util_argv *av)
{
	util_argv_push(av, c->regen);
	util_argv_push(av, c->events);
	util_argv_push(av, "--format");
	util_argv_push(av, "null");
}

/* With --full-timing and identical traces: the cost of a window, the null sink's time to
 * regenerate the first, a middle and the last 1 % of the first process's instructions from
 * an index of checkpoints every 1 %, and the time to make the index (docs/bench.md, table
 * 9). */
static void window_speed(struct check *c)
{
	unsigned long long n = c->m.insns0, len = n / 100 ? n / 100 : 1;
	unsigned long long skip[3] = { 0, n / 2 - len / 2, n - len };
	char *index = util_xasprintf("%s/index", c->tmp), every[32];
	struct util_argv iv = { 0 };

	snprintf(every, sizeof every, "%llu", len);
	regen_null_argv(c, &iv);
	util_argv_push(&iv, "--index-every");
	util_argv_push(&iv, every);
	util_argv_push(&iv, index);
	c->m.index_s = n ? timed_run(c, &iv) : -1;
	util_argv_free(&iv);
	for (int k = 0; k < 3; k++) {
		struct util_argv av = { 0 };
		char a[32], b[32];

		snprintf(a, sizeof a, "%llu", skip[k]);
		snprintf(b, sizeof b, "%llu", len);
		regen_null_argv(c, &av);
		util_argv_push(&av, "--skip-insns");
		util_argv_push(&av, a);
		util_argv_push(&av, "--insns");
		util_argv_push(&av, b);
		if (c->m.index_s > 0) {
			util_argv_push(&av, "--index");
			util_argv_push(&av, index);
		}
		c->m.window_s[k] = n ? timed_run(c, &av) : -1;
		util_argv_free(&av);
	}
	unlink(index);
	free(index);
}

int check_curve_ratios(const char *dump, const char *name, char *out, size_t size)
{
	char *head = util_xasprintf("curve %s ", name), *e;
	size_t hn = strlen(head), len = 0;
	const char *p = NULL;
	unsigned long long acc, n;

	for (const char *l = dump; l && *l && !p; l = strchr(l, '\n') ? strchr(l, '\n') + 1 : NULL)
		if (strncmp(l, head, hn) == 0)
			p = l + hn;
	free(head);
	if (!p || !size)
		return -1;
	out[0] = '\0';
	acc = strtoull(p, &e, 10);
	n = e > p ? strtoull(p = e, &e, 10) : 0;
	if (e == p || n == 0 || n > 64)
		return -1;
	/* the sizes, then the misses of each */
	for (unsigned long long i = 0; i < 2 * n; i++) {
		unsigned long long v = strtoull(p = e, &e, 10);

		if (e == p || (*e != ' ' && *e != '\n' && *e != '\0'))
			return -1;
		if (i < n)
			continue;
		/* no references of that kind: no ratio, rather than a made-up 0 */
		if (acc)
			len += (size_t)snprintf(out + len, size - len, "%s%.6f", i > n ? "," : "",
						(double)v / (double)acc);
		else
			len += (size_t)snprintf(out + len, size - len, "%snan", i > n ? "," : "");
		if (len >= size)
			return -1;
	}
	return (int)n;
}

/* `regen EVENTS --format sim -q OPTION VALUE -o OUT`: the kept events into aex sim's model in
 * the regenerator's process (docs/sim.md), its statistics to OUT. */
static void sim_argv(const struct check *c, const char *option, const char *value,
		     const char *out, struct util_argv *av)
{
	util_argv_push(av, c->regen);
	util_argv_push(av, c->events);
	util_argv_push(av, "--format");
	util_argv_push(av, "sim");
	util_argv_push(av, "-q");
	util_argv_push(av, option);
	util_argv_push(av, value);
	util_argv_push(av, "-o");
	util_argv_push(av, out);
}

/* One simulation in the regenerator, timed as a whole run; its statistics' text (the caller
 * frees), or NULL, said in the log, when it failed. */
static char *sim_run(struct check *c, const char *option, const char *value, const char *out,
		     double *secs)
{
	struct util_argv av = { 0 };
	char *text;

	sim_argv(c, option, value, out, &av);
	*secs = timed_run_err(c, &av, -1);
	text = *secs > 0 ? util_read_file(out, NULL) : NULL;
	unlink(out);
	if (!text)
		util_warn("--caches: the regenerator with --format sim %s '%s' failed: its "
			  "figures are left out", option, value);
	util_argv_free(&av);
	return text;
}

/* With --caches, --full-timing, identical traces and one process: the regenerator feeding
 * aex sim's model in its process, timed whole — docs/sim.md's hierarchy (split 8K level 1,
 * 256K 4-way level 2), then the three miss-ratio curves of fully associative LRU caches of
 * 32-byte blocks from 1K to 4M (docs/bench.md, table 10). A run that fails leaves its
 * figures unset. */
static void cache_speed(struct check *c)
{
	char *out = util_xasprintf("%s/sim.stats", c->tmp), spec[96], *text;
	double secs;

	text = sim_run(c, "--sim", "-l1-isize 8k -l1-ibsize 32 -l1-dsize 8k -l1-dbsize 32 "
		       "-l2-usize 256k -l2-ubsize 64 -l2-uassoc 4", out, &secs);
	if (text && strncmp(text, "aexsim ", 7) == 0)
		c->m.sim_s = secs;
	else if (text)
		util_warn("--caches: %s: not the statistics of --format sim", out);
	free(text);
	free(out);
	out = util_xasprintf("%s/curve.stats", c->tmp);
	snprintf(spec, sizeof spec, "%d,0,%llu,%llu", METRIC_CURVE_BSIZE, METRIC_CURVE_MIN,
		 METRIC_CURVE_MIN << (METRIC_CURVE_SIZES - 1));
	text = sim_run(c, "--curve", spec, out, &secs);
	for (int k = 0; text && k < METRIC_CURVE_KINDS; k++) {
		char *r = c->m.curve[k];

		if (check_curve_ratios(text, metric_curve_kind(k), r, sizeof c->m.curve[k]) !=
		    METRIC_CURVE_SIZES) {
			util_warn("--caches: %s: no curve '%s' of %d sizes", out,
				  metric_curve_kind(k), METRIC_CURVE_SIZES);
			for (int j = 0; j < METRIC_CURVE_KINDS; j++)
				c->m.curve[j][0] = '\0';
			break;
		}
	}
	if (text && c->m.curve[0][0])
		c->m.curve_s = secs;
	free(text);
	free(out);
}

/* Regeneration speed into the null sink; the event bytes by cause, from the regenerator's
 * statistics. The rate is the first process's, or for a program that forks every process's
 * addresses over the whole regeneration's time (the processes' regenerators run side by
 * side). */
static int stage_regen_speed(struct check *c)
{
	struct util_argv av = { 0 }, sfx = { 0 }, paths = { 0 };
	unsigned long long all = 0;
	double t0, wall;

	regen_null_argv(c, &av);
	util_argv_push(&av, "--stats");
	util_argv_push(&av, c->regenerated.stats);
	t0 = util_now();
	wait_for(spawn(c, &av, -1, c->dnull));
	wall = util_now() - t0;
	util_argv_free(&av);
	traced_all_process_files(c->regenerated.stats, &sfx, &paths);
	for (int i = 0; i < sfx.n; i++) {
		char *text = util_read_file(paths.v[i], NULL);

		if (i)
			unlink(paths.v[i]);
		if (text) {
			unsigned long long refs = stat_field(text, "reads") +
						  stat_field(text, "writes");

			all += add_regen_stats(&c->m, text, i);
			if (i == 0) {
				c->m.insns0 = stat_field(text, "insns");
				c->m.addrs0 = stat_field(text, "fetches") + refs;
			}
			c->m.whole_insns += stat_field(text, "fetches");
			c->m.whole_refs += refs;
			proc_of(&c->m, sfx.v[i])->whole_refs = refs;
		}
		free(text);
	}
	if (sfx.n > 1 && wall > 0) {
		c->m.regen_s = wall;
		c->m.regen_rate = (double)all / wall;
	}
	util_argv_free(&sfx);
	util_argv_free(&paths);
	if (c->o->full_timing && c->m.identical) {
		canonical_speed(c);
		if (c->m.processes <= 1)   /* one process: its windows start from the index */
			window_speed(c);
		if (c->o->caches && c->m.processes <= 1)
			cache_speed(c);
		else if (c->o->caches)
			util_note("--caches: %d processes; the caches are simulated for a program "
				  "of one process only", c->m.processes);
	}
	return CHECK_NEXT;
}

/* ---- the report ----------------------------------------------------------------------------- */

/* A process's figures (docs/processes.md) as the metrics of its "per_process" object. */
static void proc_metric_set(const struct proc_metrics *p, bool window, struct metric_set *s)
{
	unsigned long long refs = window ? p->whole_refs : p->golden_reads + p->golden_writes;
	double wp = util_median(p->walls[0], p->nwalls[0]);
	double wt = util_median(p->walls[1], p->nwalls[1]);

	metric_set_str(s, M_PROCESS, p->name);
	metric_set_count(s, M_GOLDEN_INSNS, p->golden_insns);
	metric_set_count(s, M_GOLDEN_READS, p->golden_reads);
	metric_set_count(s, M_GOLDEN_WRITES, p->golden_writes);
	metric_set_count(s, M_EVENT_BYTES, p->event_bytes);
	metric_set_num(s, M_BYTES_PER_REF, refs ? (double)p->event_bytes / (double)refs : 0.0);
	metric_set_count(s, M_GUEST_INSNS_PLAIN, p->insns_plain);
	metric_set_count(s, M_GUEST_INSNS_TRACED, p->insns_traced);
	metric_set_num(s, M_INSN_RATIO,
		       p->insns_plain ? (double)p->insns_traced / (double)p->insns_plain : 0.0);
	metric_set_num(s, M_WALL_PLAIN_S, isnan(wp) ? 0.0 : wp);
	metric_set_num(s, M_WALL_TRACED_S, isnan(wt) ? 0.0 : wt);
	metric_set_num(s, M_WALL_RATIO, isnan(wp) || isnan(wt) ? 0.0 : ratio_of(wt, wp));
}

static void set_walls(struct metric_set *s, enum metric_id med, const struct walls *w)
{
	metric_set_num(s, med, w->med);
	metric_set_num(s, med + 1, w->min);
	metric_set_num(s, med + 2, w->max);
}

/* What --caches measured (nothing of a run that failed). */
static void cache_metric_set(const struct metrics *m, struct metric_set *s)
{
	if (m->sim_s > 0) {
		metric_set_num(s, M_SIM_S, m->sim_s);
		metric_set_num(s, M_SIM_REFS_PER_S, (double)m->addrs0 / m->sim_s);
	}
	if (m->curve_s > 0) {
		metric_set_num(s, M_CURVE_S, m->curve_s);
		for (int k = 0; k < METRIC_CURVE_KINDS; k++)
			metric_set_str(s, M_CURVE_KIND(k), m->curve[k]);
	}
}

/* The check's figures as its metrics (metric.h): what --json prints, and the text reads. */
static void check_metric_set(const struct check *c, struct metric_set *s)
{
	const struct metrics *m = &c->m;
	unsigned long long refs = windowed(c) ? m->whole_refs : m->golden_reads + m->golden_writes;
	unsigned long long addrs = windowed(c) ? m->whole_insns + refs : m->golden_insns + refs;
	unsigned long long other = m->value_bytes + m->marker_bytes;
	unsigned long long wb = m->event_bytes > other ? m->event_bytes - other : 0;
	char *how = build_regen_cc_of(c->dir);   /* how its regenerator was compiled */

	metric_set_str(s, M_ISA, c->t.tc->isa);
	metric_set_str(s, M_WORKLOAD, c->label);
	metric_set_str(s, M_SIZE, c->is_wl ? c->o->size : "-");
	metric_set_str(s, M_STRATEGY, c->o->strategy);
	metric_set_str(s, M_PLACEMENT, c->o->placement);
	metric_set_count(s, M_IDENTICAL, m->identical);
	metric_set_count(s, M_TRANSPARENT, m->transparent);
	metric_set_count(s, M_GOLDEN_INSNS, m->golden_insns);
	metric_set_count(s, M_GOLDEN_READS, m->golden_reads);
	metric_set_count(s, M_GOLDEN_WRITES, m->golden_writes);
	if (windowed(c)) {
		metric_set_count(s, M_WINDOW_SKIP_INSNS, c->o->skip_insns);
		metric_set_count(s, M_WINDOW_INSNS, c->o->insns);
	}
	metric_set_count(s, M_EVENT_BYTES, m->event_bytes);
	metric_set_count(s, M_EVENT_BYTES_ZSTD, m->event_bytes_zstd);
	metric_set_count(s, M_WITNESS_BYTES, wb);
	metric_set_count(s, M_VALUE_BYTES, m->value_bytes);
	metric_set_num(s, M_BYTES_PER_REF, refs ? (double)m->event_bytes / (double)refs : 0.0);
	metric_set_num(s, M_BYTES_PER_ADDR, addrs ? (double)m->event_bytes / (double)addrs : 0.0);
	metric_set_count(s, M_GUEST_INSNS_PLAIN, m->insns_plain);
	metric_set_count(s, M_GUEST_INSNS_TRACED, m->insns_traced);
	metric_set_num(s, M_INSN_RATIO,
		       m->insns_plain ? (double)m->insns_traced / (double)m->insns_plain : 0.0);
	metric_set_count(s, M_REPS, (unsigned long long)c->o->reps);
	set_walls(s, M_WALL_PLAIN_S, &m->plain);
	set_walls(s, M_WALL_TRACED_S, &m->traced);
	metric_set_num(s, M_WALL_RATIO, m->plain.med > 0 ? m->traced.med / m->plain.med : 0.0);
	metric_set_num(s, M_REGEN_S, m->regen_s);
	metric_set_num(s, M_REGEN_ADDRS_PER_S, m->regen_rate);
	metric_set_num(s, M_GOLDEN_S, m->golden_s);
	metric_set_str(s, M_GOLDEN, c->o->replay ? "recorded" : c->golden_traced ? "traced" : "plain");
	metric_set_count(s, M_PROCESSES, (unsigned long long)m->processes);
	for (int k = 0; k < AEX_VALUE_KINDS; k++)
		metric_set_count(s, M_VALUE_BYTES_KIND(k), m->vkind[k]);
	metric_set_count(s, M_MARKER_BYTES, m->marker_bytes);
	metric_set_count(s, M_CBRANCHES, m->cbranches);
	metric_set_num(s, M_WITNESS_BITS_PER_CBRANCH,
		       m->cbranches ? 8.0 * (double)wb / (double)m->cbranches : 0.0);
	if (c->o->full_timing) {
		metric_set_count(s, M_EVENT_BYTES_GZIP, m->event_bytes_gzip);
		metric_set_count(s, M_STORED_BYTES, m->stored_bytes);
		set_walls(s, M_WALL_DUMMY_S, &m->dummy);
		set_walls(s, M_WALL_STORED_S, &m->stored);
		metric_set_num(s, M_REGEN_CANON_S, m->regen_canon_s);
		metric_set_num(s, M_GOLDEN_CANON_S, m->golden_canon_s);
		if (m->window_s[0] > 0) {
			metric_set_num(s, M_REGEN_FIRST_PCT_S, m->window_s[0]);
			metric_set_num(s, M_REGEN_MIDDLE_PCT_S, m->window_s[1]);
			metric_set_num(s, M_REGEN_LAST_PCT_S, m->window_s[2]);
			metric_set_num(s, M_REGEN_INDEX_S, m->index_s);
		}
		cache_metric_set(m, s);
	}
	if (!c->o->replay)   /* (a replay has no regenerator) */
		metric_set_str(s, M_REGEN_CC, how ? how : "unknown");
	if (c->o->profile || c->profile)
		metric_set_str(s, M_PROFILE, c->o->profile ? c->o->profile : c->profile);
	if (c->o->replay) {
		metric_set_count(s, M_TRACE_BYTES, m->trace_bytes);
		metric_set_count(s, M_TRACE_BYTES_ZSTD, m->trace_bytes_zstd);
	}
	metric_set_str(s, M_OUTPUT_DIFF, m->outdiff);
	metric_set_str(s, M_NOTE, m->note);
	free(how);
}

static void print_json(const struct check *c, const struct metric_set *s)
{
	printf("{");
	metric_print_fields(stdout, s, 0);
	if (c->m.processes > 1) {
		printf(", \"per_process\": [");
		for (int i = 0; i < c->m.nprocs; i++) {
			struct metric_set ps = { 0 };

			proc_metric_set(&c->m.procs[i], windowed(c), &ps);
			printf("%s{", i ? ", " : "");
			metric_print_fields(stdout, &ps, MF_PROC);
			printf("}");
			metric_set_free(&ps);
		}
		printf("]");
	}
	printf("}\n");
}

/* A line a process, for people. */
static void print_procs(const struct metrics *m, bool window)
{
	printf("  processes %d:\n", m->nprocs);
	for (int i = 0; i < m->nprocs; i++) {
		struct metric_set ps = { 0 };
		double wp, wt;

		proc_metric_set(&m->procs[i], window, &ps);
		wp = util_median(m->procs[i].walls[0], m->procs[i].nwalls[0]);
		wt = util_median(m->procs[i].walls[1], m->procs[i].nwalls[1]);
		printf("    %-10s %llu insns, %.3f bytes/ref, %.3fx instructions, ", m->procs[i].name,
		       metric_count(&ps, M_GOLDEN_INSNS), metric_num(&ps, M_BYTES_PER_REF),
		       metric_num(&ps, M_INSN_RATIO));
		if (isnan(wp) || isnan(wt))
			printf("wall not measured\n");
		else
			printf("%.3fx wall (%.3f s vs %.3f s)\n", ratio_of(wt, wp), wt, wp);
		metric_set_free(&ps);
	}
}

/* The two verdicts apart: the traces (regenerated == golden) and the transparency (the
 * traced run prints and exits as the plain one), with what explains a failure. */
static void print_verdict(const struct check *c, bool ok)
{
	const struct metrics *m = &c->m;

	printf("%s %s (%s, %s): %s%s%s\n", c->t.tc->isa, c->label, c->o->strategy, c->o->placement,
	       ok ? "identical"
	       : !m->transparent && m->identical ? "traces identical, but NOT transparent"
	       : m->transparent ? "NOT identical (transparent)"
				: "NOT identical, and NOT transparent",
	       m->note[0] ? " — " : "", m->note);
	if (!ok)
		printf("  verdicts  traces %s; transparency %s\n",
		       m->identical ? "identical" : "DIFFER (regenerated != golden)",
		       m->transparent ? "ok" : "FAILED (output or status differs)");
	if (m->outdiff[0])
		printf("  output    first difference at %s\n", m->outdiff);
	if (c->plain_rc != c->traced_rc)
		printf("  status    plain %d, traced %d\n", c->plain_rc, c->traced_rc);
	if (!ok && !c->golden_traced && !run_fixed_clock())
		printf("  hint      a program that reads a clock, times itself, or whose processes "
		       "or signals race, runs differently each time: check it with --fixed-clock "
		       "(docs/rt.md) or --golden traced (docs/golden.md)\n");
	if (c->stdin_bytes > 0)
		printf("  input     %lld bytes on standard input, the same for every run\n",
		       c->stdin_bytes);
}

/* The figures, for people. */
static void print_text(const struct check *c, const struct metric_set *s, bool ok)
{
	const struct metrics *m = &c->m;
	double addrs = windowed(c) ? (double)(m->whole_insns + m->whole_refs)
				   : (double)(m->golden_insns + m->golden_reads + m->golden_writes);
	const char *how = metric_str(s, M_REGEN_CC);

	print_verdict(c, ok);
	if (windowed(c) && c->o->insns)
		printf("  window    instructions %llu to %llu of each process; bytes per reference "
		       "over the whole run\n", c->o->skip_insns, c->o->skip_insns + c->o->insns - 1);
	else if (windowed(c))
		printf("  window    instructions %llu to the end of each process; bytes per "
		       "reference over the whole run\n", c->o->skip_insns);
	printf("  golden    %llu insns, %llu reads, %llu writes (%.2f s%s)\n", m->golden_insns,
	       m->golden_reads, m->golden_writes, m->golden_s,
	       c->o->replay ? ", logged from the recorded run"
	       : c->golden_traced ? ", logged from the traced run" : "");
	printf("  %s    %llu bytes (%llu with zstd): %.3f bytes/ref, %.3f bytes/addr; %llu "
	       "bytes of values\n", c->o->replay ? "log   " : "events", m->event_bytes,
	       m->event_bytes_zstd,
	       metric_num(s, M_BYTES_PER_REF), metric_num(s, M_BYTES_PER_ADDR), m->value_bytes);
	if (m->value_bytes) {
		printf("  values   ");
		for (int k = 0; k < AEX_VALUE_KINDS; k++)
			if (m->vkind[k])
				printf(" %s %llu", aex_value_kind_name(k), m->vkind[k]);
		printf(" bytes\n");
	}
	if (m->cbranches)
		printf("  witnesses %.3f bits per conditional branch executed (%llu)\n",
		       metric_num(s, M_WITNESS_BITS_PER_CBRANCH), m->cbranches);
	printf("  slowdown  %.3fx instructions, %.3fx wall (%.3f s vs %.3f s%s)\n",
	       metric_num(s, M_INSN_RATIO), metric_num(s, M_WALL_RATIO), m->traced.med,
	       m->plain.med,
	       m->plain.med < CHECK_WALL_NOISE_S ? "; under 0.1 s a wall ratio is noise" : "");
	if (c->o->full_timing) {
		printf("  dummy     %.3f s, stored %.3f s (%llu bytes with zstd, %llu with gzip -1)\n",
		       m->dummy.med, m->stored.med, m->stored_bytes, m->event_bytes_gzip);
		if (m->regen_canon_s > 0 && m->golden_canon_s > 0)
			printf("  canon     regen %.1f M addresses/s, golden %.1f M addresses/s\n",
			       addrs / m->regen_canon_s / 1e6, addrs / m->golden_canon_s / 1e6);
		if (m->sim_s > 0)
			printf("  caches    in the regenerator: %.3f s, %.1f M references/s\n",
			       m->sim_s, metric_num(s, M_SIM_REFS_PER_S) / 1e6);
		if (m->curve_s > 0)
			printf("  curves    %.3f s; unified miss ratio from 1K to 4M: %s\n",
			       m->curve_s, m->curve[METRIC_CURVE_KINDS - 1]);
	}
	if (c->o->replay)
		printf("  replay    %.3f s, %.1f M addresses/s (the program replayed under the golden "
		       "plugin)\n", m->regen_s, m->regen_rate / 1e6);
	else
		printf("  regen     %.3f s, %.1f M addresses/s (regenerator compiled by %s)\n",
		       m->regen_s, m->regen_rate / 1e6,
		       strcmp(how, "unknown") ? how : "an unknown compiler");
	if (m->processes > 1)
		print_procs(m, windowed(c));
}

/* The replay's speed: the program replayed under the golden plugin, its trace into
 * /dev/null (how fast a replay regenerates the trace), the rate over the golden trace's
 * addresses. */
static int stage_replay_speed(struct check *c)
{
	struct util_argv av = { 0 };
	unsigned long long recs = c->m.golden_insns + c->m.golden_reads + c->m.golden_writes;
	double t0;
	int st;

	if (!c->m.identical)
		return CHECK_NEXT;
	util_argv_push(&av, c->self);
	util_argv_push(&av, "replay");
	util_argv_push(&av, "-o");
	util_argv_push(&av, "/dev/null");
	util_argv_push(&av, c->dir);
	util_argv_push(&av, c->events);
	util_argv_push(&av, "--");
	for (int i = 0; i < c->t.args.n; i++)
		util_argv_push(&av, c->t.args.v[i]);
	t0 = util_now();
	st = wait_for(spawn(c, &av, c->dnull, c->dnull));
	if (st == c->traced_rc) {
		c->m.regen_s = util_now() - t0;
		c->m.regen_rate = c->m.regen_s > 0 ? (double)recs / c->m.regen_s : 0;
	}
	util_argv_free(&av);
	return CHECK_NEXT;
}

/* The verdict and the figures, as JSON or for people; the exit status. */
static int stage_report(struct check *c)
{
	struct metric_set s = { 0 };
	bool ok = c->m.identical && c->m.transparent;

	check_metric_set(c, &s);
	if (c->o->json)
		print_json(c, &s);
	else
		print_text(c, &s, ok);
	metric_set_free(&s);
	return ok ? UTIL_EXIT_OK : UTIL_EXIT_FAIL;
}

/* ---- the check ------------------------------------------------------------------------------ */

struct check_stage {
	const char *name;
	int (*run)(struct check *c);
};

/* A check of the traced build (docs/code.md). */
static const struct check_stage stages[] = {
	{ "configure", stage_configure },
	{ "train", stage_train },
	{ "build", stage_build },
	{ "inputs", stage_inputs },
	{ "run the pair", stage_run_pair },
	{ "golden", stage_golden },
	{ "transparency", stage_transparency },
	{ "event sizes", stage_event_sizes },
	{ "instruction counts", stage_insn_counts },
	{ "compare", stage_compare },
	{ "regeneration speed", stage_regen_speed },
	{ "report", stage_report },
	{ NULL, NULL },
};

/* A check of the replay build (--mode replay, docs/replay.md): the same stages, the recorded
 * run in the traced run's place, the replay in the regenerator's. */
static const struct check_stage replay_stages[] = {
	{ "configure", stage_configure },
	{ "build", stage_build },
	{ "inputs", stage_inputs },
	{ "run the pair", stage_run_pair },
	{ "golden", stage_golden },
	{ "transparency", stage_transparency },
	{ "event sizes", stage_event_sizes },
	{ "instruction counts", stage_insn_counts },
	{ "compare", stage_compare },
	{ "replay speed", stage_replay_speed },
	{ "report", stage_report },
	{ NULL, NULL },
};

const char *check_stage_name(int i, bool replay)
{
	const struct check_stage *t = replay ? replay_stages : stages;

	for (int k = 0; t[k].name; k++)
		if (k == i)
			return t[k].name;
	return NULL;
}

static void side_free(struct trace_side *s)
{
	free(s->path);
	free(s->stats);
}

static void check_free(struct check *c)
{
	if (c->have_w)
		workload_free(&c->w);
	if (c->tmp)
		util_remove_tree(c->tmp);
	if (c->dnull >= 0)
		close(c->dnull);
	side_free(&c->golden);
	side_free(&c->regenerated);
	procs_free(&c->m);
	for (int k = 0; k < 4; k++)
		free(c->walls[k]);
	free(c->tmp);
	free(c->self);
	free(c->plain);
	free(c->traced);
	free(c->regen);
	free(c->events);
	free(c->plain_out);
	free(c->traced_out);
	free(c->zpath);
	free(c->replay_out);
	free(c->label);
	free(c->strategy_dir);
	free(c->placement_dir);
	free(c->placement_static);
	free(c->train_dir);
	free(c->profile);
	free(c->dir);
	free(c->inc);
	guest_free(&c->t);
}

int check_program(const struct check_opts *o)
{
	struct check c = { .o = o, .dnull = -1 };
	int rc = CHECK_NEXT;

	for (const struct check_stage *st = o->replay ? replay_stages : stages;
	     st->name && rc == CHECK_NEXT; st++)
		rc = st->run(&c);
	check_free(&c);
	return rc;
}

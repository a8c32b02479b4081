/* check.c — what `aex check` does: build a program with tracing (or reuse a build), run the
 * plain and the traced ELF interleaved (their outputs and statuses must agree), log the
 * golden trace of the plain ELF and regenerate the full trace from the event trace, both
 * streamed through FIFOs into the record-by-record comparison, and measure (docs/bench.md).
 *
 *   $ aex check -i mips -w li --json
 *   {"isa": "mips", "workload": "li", "size": "small", "strategy": "reserved",
 *    "placement": "cbranch", "identical": true, ...} */
#include "check.h"
#include "build.h"
#include "elf.h"
#include "goldrun.h"
#include "guest.h"
#include "run.h"
#include "strbuf.h"
#include "tracediff.h"
#include "traced.h"
#include "util.h"
#include "workload.h"
#include "aex_events.h"
#include "evframe.h"

#include <ctype.h>
#include <errno.h>
#include <math.h>
#include <fcntl.h>
#include <pthread.h>
#include <signal.h>
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

/* The kinds of recorded values, as the regenerator's --stats names them (enum
 * aex_value_kind's order). */
static const char *const value_kinds[6] = { "load", "call", "entry", "target", "syscall",
					    "other" };

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
	unsigned long long insns_plain, insns_traced;
	double *walls[2];              /* its wall times, plain and traced, a run each */
	int nwalls[2];
};

struct metrics {
	bool identical, transparent, prefix;
	unsigned long long golden_insns, golden_reads, golden_writes;
	unsigned long long event_bytes, event_bytes_zstd, event_bytes_gzip, value_bytes;
	unsigned long long vkind[6];   /* value bytes by kind (value_kinds) */
	unsigned long long marker_bytes, cbranches;
	unsigned long long insns_plain, insns_traced, stored_bytes;
	int processes;                 /* of the traced run (docs/processes.md) */
	struct proc_metrics *procs;    /* each process's, when there are several */
	int nprocs;
	struct walls plain, traced, dummy, stored;
	double regen_s, golden_s, regen_rate;
	double golden_canon_s, regen_canon_s;   /* the canonical trace into /dev/null */
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

static pid_t spawn(const struct util_argv *av, int out_fd, int err_fd)
{
	/* its own group: a kill reaches qemu too */
	return util_spawn(&(struct util_spawn){ .argv = av->v, .stdout_fd = out_fd,
						.stderr_fd = err_fd, .new_group = true });
}

static int wait_for(pid_t pid)
{
	int st;

	while (waitpid(pid, &st, 0) < 0)
		if (errno != EINTR)
			return -1;
	return util_wait_status(st);
}

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

static void fifo_watch_start(struct fifo_watch *w, const char *path, pid_t pid)
{
	w->pid = pid;
	w->path = path;
	w->status = -1;
	atomic_store(&w->done, 0);
	if (pthread_create(&w->th, NULL, fifo_watcher, w) != 0)
		util_die(UTIL_EXIT_FAIL, "cannot start a thread");
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

static int cmp_double(const void *a, const void *b)
{
	double x = *(const double *)a, y = *(const double *)b;

	return (x > y) - (x < y);
}

static struct walls walls_of(double *v, int n)
{
	qsort(v, (size_t)n, sizeof *v, cmp_double);
	return (struct walls){ n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2, v[0], v[n - 1] };
}

/* Spawns av (stdout and stderr to /dev/null) and returns its wall time, or -1 when it
 * fails. */
static double timed_run(const struct util_argv *av)
{
	int dnull = open("/dev/null", O_WRONLY | O_CLOEXEC);
	double t0 = util_now();
	int rc = wait_for(spawn(av, dnull, dnull));

	close(dnull);
	return rc == 0 ? util_now() - t0 : -1;
}

/* Exact guest instruction count of binary (plugin inline counter), every process's added;
 * each process's also into m's (the plain or the traced count). */
static unsigned long long count_insns(const struct toolchain *tc,
				      const char *binary, const struct guest *t,
				      struct metrics *m, bool traced)
{
	char stats[] = "/tmp/aex-count.XXXXXX";
	int fd = mkstemp(stats), devnull = open("/dev/null", O_WRONLY | O_CLOEXEC);
	struct run_opts o = { 0 };
	char *plugin, *text;
	unsigned long long n = 0;

	if (fd < 0)
		return 0;
	close(fd);
	plugin = util_xasprintf("%s/golden/golden.so,trace=off,stats=%s", toolchain_build_dir(),
				stats);
	o.tc = tc;
	o.binary = binary;
	o.args = t->args.v;
	o.nargs = t->args.n;
	o.cwd = t->cwd;
	o.plugin = plugin;
	o.stdout_fd = devnull;
	if (util_has_suffix(binary, "traced"))
		traced_discard_events(&o);
	run_guest(&o);
	traced_discard_end();
	/* every process's count (a child's stats file has its suffix) */
	{
		struct util_argv sfx = { 0 };

		util_argv_push(&sfx, "");
		traced_process_files(stats, &sfx);
		for (int i = 0; i < sfx.n; i++) {
			char *f = util_xasprintf("%s%s", stats, sfx.v[i]);
			unsigned long long k = 0;

			char *live = util_xasprintf("%s.insns", f);
			size_t len = 0;

			text = util_read_file(f, NULL);
			if (!text || !*text) {
				/* killed by a signal, no stats written: the count it had, from its
				 * counter's file (golden.c, stats=) */
				char *c8 = util_read_file(live, &len);
				uint64_t c;

				if (c8 && len == sizeof c) {
					memcpy(&c, c8, sizeof c);
					free(text);
					text = util_xasprintf("insns %llu\n", (unsigned long long)c);
				}
				free(c8);
			}
			if (text && sscanf(text, "insns %llu", &k) == 1) {
				struct proc_metrics *p = proc_of(m, sfx.v[i]);

				n += k;
				*(traced ? &p->insns_traced : &p->insns_plain) = k;
			}
			free(text);
			unlink(f);
			unlink(live);
			free(live);
			free(f);
		}
		util_argv_free(&sfx);
	}
	free(plugin);
	close(devnull);
	return n;
}

/* The children's traces (a program that forks, docs/processes.md): the golden and the
 * regenerated ones must be of the same processes, each pair identical. Their counts add to
 * the metrics. 0 when all are identical, else 1 with the note saying which process. */
static int diff_children(const char *gf, const char *rf, const char *elf, bool quiet,
			 struct metrics *m)
{
	struct util_argv g = { 0 }, r = { 0 };
	int rc = 0;

	traced_process_files(gf, &g);
	traced_process_files(rf, &r);
	for (int i = 0, j = 0; (i < g.n || j < r.n) && rc == 0;) {
		int c = i >= g.n ? 1 : j >= r.n ? -1 : strcmp(g.v[i], r.v[j]);

		if (c != 0) {
			snprintf(m->note, sizeof m->note, "process 0%s has %s trace only",
				 c < 0 ? g.v[i] : r.v[j], c < 0 ? "a golden" : "a regenerated");
			rc = 1;
			break;
		}
		{
			char *a = util_xasprintf("%s%s", gf, g.v[i]);
			char *b = util_xasprintf("%s%s", rf, r.v[j]);
			struct diff_result dr;

			if (diff_traces(a, b, elf, 5, quiet, &dr) != 0) {
				snprintf(m->note, sizeof m->note, "process 0%s: the regenerated trace "
					 "differs from the golden one", g.v[i]);
				rc = 1;
			}
			m->golden_insns += dr.counts[0];
			m->golden_reads += dr.counts[1];
			m->golden_writes += dr.counts[2];
			{
				struct proc_metrics *p = proc_of(m, g.v[i]);

				p->golden_insns = dr.counts[0];
				p->golden_reads = dr.counts[1];
				p->golden_writes = dr.counts[2];
			}
			free(a);
			free(b);
		}
		i++;
		j++;
	}
	util_argv_free(&g);
	util_argv_free(&r);
	return rc;
}

static double median_of(double *v, int n)
{
	if (n <= 0)
		return NAN;
	qsort(v, (size_t)n, sizeof *v, cmp_double);
	return n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
}

/* Each process's wall time, plain and traced, for a program that forks: reps runs of each
 * under the golden plugin without instrumentation (count=off), which times every process
 * from its start or fork to its exit and writes it into the process's stats file. The
 * traced runs store their events as the kept run does (raw frames, in dir/events.wall,
 * removed after). */
static void time_processes(const struct guest *t, const char *plain, const char *dir, int reps,
			   struct metrics *m)
{
	char stats[] = "/tmp/aex-wall.XXXXXX";
	int fd = mkstemp(stats);
	char *plugin, *traced = util_xasprintf("%s/traced", dir);
	char *wev = util_xasprintf("%s/events.wall", dir);

	if (fd < 0) {
		free(traced);
		free(wev);
		return;
	}
	close(fd);
	plugin = util_xasprintf("%s/golden/golden.so,trace=off,count=off,stats=%s",
				toolchain_build_dir(), stats);
	for (int r = 0; r < reps; r++)
		for (int k = 0; k < 2; k++) {
			int dnull = open("/dev/null", O_WRONLY | O_CLOEXEC);
			struct util_argv sfx = { 0 };

			if (k == 0) {
				struct run_opts ro = { 0 };

				ro.tc = t->tc;
				ro.binary = plain;
				ro.args = t->args.v;
				ro.nargs = t->args.n;
				ro.cwd = t->cwd;
				ro.stdout_fd = dnull;
				ro.plugin = plugin;
				run_guest(&ro);
			} else {
				struct traced_opts to = { .events = wev, .args = t->args.v,
							  .nargs = t->args.n, .cwd = t->cwd,
							  .out_fd = dnull, .plugin = plugin };

				traced_run(t->tc, dir, &to);
				traced_remove(wev);
			}
			close(dnull);
			util_argv_push(&sfx, "");
			traced_process_files(stats, &sfx);
			for (int i = 0; i < sfx.n; i++) {
				char *f = util_xasprintf("%s%s", stats, sfx.v[i]);
				char *text = util_read_file(f, NULL);
				const char *w = text ? strstr(text, "wall_s ") : NULL;

				if (w) {
					struct proc_metrics *p = proc_of(m, sfx.v[i]);

					if (!p->walls[k])
						p->walls[k] = util_xmalloc(sizeof(double) * (size_t)reps);
					if (p->nwalls[k] < reps)
						p->walls[k][p->nwalls[k]++] = atof(w + 7);
				}
				free(text);
				if (i)
					unlink(f);
				free(f);
			}
			util_argv_free(&sfx);
			/* an empty file for the next run, whose first process may not write it */
			fd = open(stats, O_WRONLY | O_TRUNC);
			if (fd >= 0)
				close(fd);
		}
	unlink(stats);
	free(plugin);
	free(traced);
	free(wev);
}

static double ratio_of(double a, double b)
{
	return b > 0 ? a / b : NAN;
}

/* The JSON array of each process's figures (docs/processes.md), in the processes' order. */
static void print_procs_json(struct metrics *m)
{
	printf(", \"per_process\": [");
	for (int i = 0; i < m->nprocs; i++) {
		struct proc_metrics *p = &m->procs[i];
		unsigned long long refs = p->golden_reads + p->golden_writes;
		double wp = median_of(p->walls[0], p->nwalls[0]);
		double wt = median_of(p->walls[1], p->nwalls[1]);

		printf("%s{\"process\": \"%s\", \"golden_insns\": %llu, \"golden_reads\": %llu, "
		       "\"golden_writes\": %llu, \"event_bytes\": %llu, \"bytes_per_ref\": %.4f, "
		       "\"guest_insns_plain\": %llu, \"guest_insns_traced\": %llu, "
		       "\"insn_ratio\": %.4f, \"wall_plain_s\": %.4f, \"wall_traced_s\": %.4f, "
		       "\"wall_ratio\": %.4f}", i ? ", " : "", p->name, p->golden_insns,
		       p->golden_reads, p->golden_writes, p->event_bytes,
		       refs ? (double)p->event_bytes / (double)refs : 0.0, p->insns_plain,
		       p->insns_traced,
		       p->insns_plain ? (double)p->insns_traced / (double)p->insns_plain : 0.0,
		       isnan(wp) ? 0.0 : wp, isnan(wt) ? 0.0 : wt,
		       isnan(wp) || isnan(wt) ? 0.0 : ratio_of(wt, wp));
	}
	printf("]");
}

/* The same for people: a line a process. */
static void print_procs(struct metrics *m)
{
	printf("  processes %d:\n", m->nprocs);
	for (int i = 0; i < m->nprocs; i++) {
		struct proc_metrics *p = &m->procs[i];
		unsigned long long refs = p->golden_reads + p->golden_writes;
		double wp = median_of(p->walls[0], p->nwalls[0]);
		double wt = median_of(p->walls[1], p->nwalls[1]);

		printf("    %-10s %llu insns, %.3f bytes/ref, %.3fx instructions, ", p->name,
		       p->golden_insns, refs ? (double)p->event_bytes / (double)refs : 0.0,
		       p->insns_plain ? (double)p->insns_traced / (double)p->insns_plain : 0.0);
		if (isnan(wp) || isnan(wt))
			printf("wall not measured\n");
		else
			printf("%.3fx wall (%.3f s vs %.3f s)\n", ratio_of(wt, wp), wt, wp);
	}
}

/* After a regeneration that said "truncated": the name of the first process whose trace ends
 * with the instruction a signal stopped it at (its regenerator's stats say crashed), "" when
 * some process's trace is truncated otherwise, or NULL when none is. */
static const char *crashed_processes(const char *rstats)
{
	static char name[32];
	struct util_argv sfx = { 0 };
	bool any = false, other = false;

	util_argv_push(&sfx, "");
	traced_process_files(rstats, &sfx);
	name[0] = '\0';
	for (int i = 0; i < sfx.n; i++) {
		char *f = util_xasprintf("%s%s", rstats, sfx.v[i]);
		char *text = util_read_file(f, NULL);
		unsigned long long st = text ? stat_field(text, "status") : 2;

		if (st == 1 && text && stat_field(text, "crashed") == 1) {
			if (!any)
				snprintf(name, sizeof name, "0%s", sfx.v[i]);
			any = true;
		} else if (st != 0) {
			other = true;
		}
		free(text);
		free(f);
	}
	util_argv_free(&sfx);
	if (other) {
		name[0] = '\0';
		return name;
	}
	return any ? name : NULL;
}

/* The program's standard input (o->stdin_path, "-" for ours, or ours when it is a file),
 * copied to DIR/stdin, which every run of the check then reads from its first byte
 * (run_set_stdin: the aex processes it starts too); /dev/null when ours is a terminal or a
 * device. Ours being a pipe is refused without --stdin: whether it will ever end is not
 * known (a shell over ssh, a test runner), and a check must not wait for it. Returns its
 * size. */
static long long check_stdin(const char *dir, const char *given)
{
	char *path = util_xasprintf("%s/stdin", dir), buf[65536];
	struct stat st;
	long long total = 0;
	int in = STDIN_FILENO, out;
	ssize_t n;

	if (!given && (fstat(STDIN_FILENO, &st) < 0 || S_ISCHR(st.st_mode) ||
		       isatty(STDIN_FILENO))) {
		/* a terminal, /dev/null, or none: the program reads nothing */
		free(path);
		run_set_stdin("/dev/null");
		return 0;
	}
	if (given && strcmp(given, "-") != 0 && (in = open(given, O_RDONLY | O_CLOEXEC)) < 0)
		util_die(UTIL_EXIT_USAGE, "--stdin %s: %s", given, strerror(errno));
	if (!given && !S_ISREG(st.st_mode))
		util_die(UTIL_EXIT_USAGE, "%s", CHECK_STDIN_PIPE);
	out = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
	if (out < 0)
		util_die(UTIL_EXIT_FAIL, "%s: %s", path, strerror(errno));
	while ((n = read(in, buf, sizeof buf)) != 0) {
		if (n < 0 && errno == EINTR)
			continue;
		if (n < 0 || write(out, buf, (size_t)n) != n)
			util_die(UTIL_EXIT_FAIL, "copying the standard input to %s: %s", path,
				 strerror(errno));
		total += n;
	}
	if (close(out) < 0)
		util_die(UTIL_EXIT_FAIL, "%s: %s", path, strerror(errno));
	if (in != STDIN_FILENO)
		close(in);
	run_set_stdin(path);
	free(path);
	return total;
}

/* s as a JSON string, quotes and backslashes escaped, control characters as \uNNNN. */
static void json_str(const char *s)
{
	putchar('"');
	for (; *s; s++) {
		if (*s == '"' || *s == '\\')
			printf("\\%c", *s);
		else if ((unsigned char)*s < 0x20)
			printf("\\u%04x", (unsigned char)*s);
		else
			putchar(*s);
	}
	putchar('"');
}

int check_program(const struct check_opts *o)
{
	const char *isa = o->isa, *workload = o->workload, *size = o->size;
	const char *placement = o->placement, *strategy = o->strategy, *outdir = o->outdir;
	bool json = o->json, verbose = o->verbose, full = o->full_timing;
	bool reuse = o->reuse_build, build_only = o->build_only;
	bool golden_traced = o->golden_traced;
	int reps = o->reps, rc = -1, brc = 0;
	char *strategy_dir = NULL, *placement_dir = NULL;
	struct build_opts bo = { 0 };
	char *inc = NULL;
	struct workload w;
	bool is_wl = false;
	struct guest t = { 0 };
	struct metrics m = { 0 };
	char *dir = NULL, *events, *plain, *traced_out, *plain_out, *self = NULL;
	char *label;
	int plain_rc, traced_rc;
	long long stdin_bytes;
	double *tp, *tt, *td, *ts;
	struct traced_opts kept = { 0 };
	char *zpath;
	/* --golden traced: the golden trace of the kept traced run, in a directory of its own */
	char gdir[] = "/tmp/aex-golden.XXXXXX";
	char *same_gf = NULL, *same_stats = NULL;

	bo.steal_regs = o->steal_regs;
	bo.regen_opt = o->regen_opt;
	bo.regen_cc = o->regen_cc;
	if (!bo.regen_cc)   /* a regenerator that starts at once where its speed hardly counts */
		bo.regen_cc = !o->regen_opt && strcmp(size, "small") == 0 && util_in_path("tcc")
			? "tcc" : "gcc";
	bo.techniques = o->techniques;
	bo.report = o->report;

	bo.tc = toolchain_strategy(guest_isa_or_die(isa), strategy);
	if (!bo.tc)
		return UTIL_EXIT_USAGE;
	if (bo.steal_regs) {
		/* its own build directory: "steal-16-17" */
		struct strbuf sb = { 0 };

		strbuf_puts(&sb, "steal-");
		for (const char *p = bo.steal_regs; *p; p++)
			if (isalnum((unsigned char)*p))
				strbuf_add(&sb, p, 1);
			else if (*p == ',')
				strbuf_puts(&sb, "-");
		strategy_dir = sb.s;
	}
	bo.placement = placement;
	bo.verbose = verbose;
	if (o->techniques && strcmp(o->techniques, "all") != 0) {
		/* its own build directory: "tree-no-narrow" */
		char *p = util_xasprintf("%s-%s", placement, o->techniques);

		for (char *q = p; *q; q++)
			if (!isalnum((unsigned char)*q) && *q != '-')
				*q = '+';
		placement_dir = p;
	}
	if (workload) {
		if (workload_load(workload, &w) < 0)
			return UTIL_EXIT_USAGE;
		is_wl = true;
		golden_traced = golden_traced || w.golden_traced;
		dir = outdir ? util_xstrdup(outdir)
			     : util_xasprintf("%s/%s-%s-%s", w.build_dir, bo.tc->isa,
					      strategy_dir ? strategy_dir : strategy,
					      placement_dir ? placement_dir : placement);
		bo.srcs = w.srcs.v;
		bo.nsrcs = w.srcs.n;
		bo.extra_cflags = inc = util_xasprintf("-I%s%s%s", w.dir, o->cflags ? " " : "",
						       o->cflags ? o->cflags : "");
		label = util_xstrdup(workload);
	} else {
		bo.srcs = o->srcs;
		bo.nsrcs = o->nsrcs;
		bo.extra_cflags = o->cflags;
		label = util_xstrdup(util_basename(bo.srcs[0]));
		dir = outdir ? util_xstrdup(outdir)
			     : util_xasprintf("%s/check/%s-%s-%s-%s", toolchain_build_dir(), label,
					      bo.tc->isa, strategy_dir ? strategy_dir : strategy,
					      placement_dir ? placement_dir : placement);
	}
	bo.outdir = dir;
	if (reuse) {
		static const char *const need[] = { "plain", "traced", "regen", NULL };

		for (int k = 0; need[k]; k++) {
			char *f = util_xasprintf("%s/%s", dir, need[k]);
			bool have = util_file_exists(f);

			free(f);
			if (!have)
				util_die(UTIL_EXIT_FAIL, "--reuse-build: %s has no %s (build it first "
					 "with aex check --build-only and the same options)", dir, need[k]);
		}
	} else if ((is_wl && workload_prepare(&w) != 0) || (brc = build_program(&bo)) != 0) {
		/* 2: the program has something tracing refuses, said already */
		if (brc != 2)
			util_error("building %s for %s failed", label, bo.tc->isa);
		rc = brc == 2 ? UTIL_EXIT_USAGE : UTIL_EXIT_FAIL;
		if (json) {
			/* a reader of the JSON learns that there is no result, and why */
			printf("{\"isa\": ");
			json_str(bo.tc->isa);
			printf(", \"workload\": ");
			json_str(label);
			printf(", \"size\": \"%s\", \"strategy\": ", is_wl ? size : "-");
			json_str(strategy);
			printf(", \"placement\": ");
			json_str(placement);
			printf(", \"identical\": false, \"transparent\": false, \"failed\": \"%s\"}\n",
			       brc == 2 ? "refused" : "build");
		}
	} else if (build_only) {
		rc = UTIL_EXIT_OK;
	}
	if (rc >= 0) {
		if (is_wl)
			workload_free(&w);
		free(inc);
		free(label);
		free(strategy_dir);
		free(placement_dir);
		free(dir);
		free(self);
		return rc;
	}
	{
		/* absolute: the runs below happen in the workload's input directory */
		char *abs = realpath(dir, NULL);
		if (!abs)
			util_die(UTIL_EXIT_FAIL, "%s: %s", dir, strerror(errno));
		free(dir);
		dir = abs;
	}
	/* The run's arguments and directory. */
	if (is_wl) {
		workload_free(&w);
		guest_resolve(&t, isa, NULL, workload, size, o->args, o->nargs, verbose);
	} else {
		guest_resolve(&t, isa, dir, NULL, NULL, o->args, o->nargs, verbose);
	}
	self = util_self_exe();
	plain = util_xasprintf("%s/plain", dir);
	events = util_xasprintf("%s/events", dir);
	plain_out = util_xasprintf("%s/plain.out", dir);
	traced_out = util_xasprintf("%s/traced.out", dir);
	stdin_bytes = check_stdin(dir, o->stdin_path);

	/* Plain and traced runs, interleaved; the first traced run's events are kept. With
	 * --full-timing each repetition also runs the dummy and the stored configurations. */
	zpath = util_xasprintf("%s/events.zst", dir);
	tp = util_xmalloc(sizeof *tp * (size_t)reps);
	tt = util_xmalloc(sizeof *tt * (size_t)reps);
	td = util_xmalloc(sizeof *td * (size_t)reps);
	ts = util_xmalloc(sizeof *ts * (size_t)reps);
	plain_rc = traced_rc = -1;
	for (int r = 0; r < reps; r++) {
		int pf = open(plain_out, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
		int tf = open(traced_out, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
		int dnull = open("/dev/null", O_WRONLY | O_CLOEXEC);
		struct run_opts ro = { 0 };
		double t0;

		ro.tc = t.tc;
		ro.binary = plain;
		ro.args = t.args.v;
		ro.nargs = t.args.n;
		ro.cwd = t.cwd;
		ro.stdout_fd = pf;
		t0 = util_now();
		plain_rc = run_guest(&ro);
		tp[r] = util_now() - t0;
		if (full) {
			struct traced_opts dummy = { .args = t.args.v, .nargs = t.args.n,
						     .cwd = t.cwd, .out_fd = dnull };
			struct traced_opts stored = dummy;
			int rc2;

			t0 = util_now();
			rc2 = traced_run(t.tc, dir, &dummy);
			td[r] = util_now() - t0;
			if (rc2 != plain_rc && !m.note[0])
				snprintf(m.note, sizeof m.note, "the dummy run's status (%d) differs "
					 "from the plain one's (%d)", rc2, plain_rc);
			stored.events = zpath;
			stored.level = TRACED_ZSTD_LEVEL;
			t0 = util_now();
			rc2 = traced_run(t.tc, dir, &stored);
			ts[r] = util_now() - t0;
			m.stored_bytes = stored.stored_bytes;
			if (rc2 != plain_rc && !m.note[0])
				snprintf(m.note, sizeof m.note, "the stored run's status (%d) differs "
					 "from the plain one's (%d)", rc2, plain_rc);
		}
		/* the kept trace: raw frames (the stored run above is the compressed path) */
		kept.events = events;
		kept.level = 0;
		kept.args = t.args.v;
		kept.nargs = t.args.n;
		kept.cwd = t.cwd;
		kept.out_fd = tf;
		t0 = util_now();
		traced_rc = traced_run(t.tc, dir, &kept);
		tt[r] = util_now() - t0;
		close(pf);
		close(tf);
		close(dnull);
	}
	m.plain = walls_of(tp, reps);
	m.traced = walls_of(tt, reps);
	if (golden_traced) {
		/* The run whose events are regenerated logs the golden trace too (docs/golden.md,
		 * "From the traced run"): its events replace the kept ones, its output and
		 * status are the ones compared with the plain run's. */
		char *opts, *plugin, *pcmap = NULL;
		uint64_t build;
		int tf;
		double t0;

		if (!mkdtemp(gdir))
			util_die(UTIL_EXIT_FAIL, "mkdtemp: %s", strerror(errno));
		same_gf = util_xasprintf("%s/golden.trace", gdir);
		same_stats = util_xasprintf("%s/golden.stats", gdir);
		if (elf_build_id(plain, &build) < 0)
			util_die(UTIL_EXIT_FAIL, "%s: cannot read its build identity", plain);
		opts = util_xasprintf("out=%s,build=%016llx,stats=%s", same_gf,
				      (unsigned long long)build, same_stats);
		plugin = golden_traced_plugin(dir, opts, &pcmap);
		free(opts);
		if (!plugin)
			util_die(UTIL_EXIT_FAIL, "cannot log the golden trace of the traced run");
		tf = open(traced_out, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
		kept.out_fd = tf;
		kept.plugin = plugin;
		t0 = util_now();
		traced_rc = traced_run(t.tc, dir, &kept);
		m.golden_s = util_now() - t0;
		kept.plugin = NULL;
		close(tf);
		unlink(pcmap);
		free(pcmap);
		free(plugin);
		golden_close_traces(same_gf, same_stats, true);
	}
	if (full) {
		m.dummy = walls_of(td, reps);
		m.stored = walls_of(ts, reps);
		traced_remove(zpath);
	}
	{
		size_t la, lb;
		char *a = util_read_file(plain_out, &la), *b = util_read_file(traced_out, &lb);

		bool same_out = a && b && la == lb && memcmp(a, b, la) == 0;

		m.transparent = same_out && plain_rc == traced_rc && !m.note[0];
		if (!same_out && a && b)
			first_difference(a, la, b, lb, m.outdiff, sizeof m.outdiff);
		if (!m.transparent && !m.note[0]) {
			if (!same_out && plain_rc != traced_rc)
				snprintf(m.note, sizeof m.note, "the traced program's output and status "
					 "(%d) differ from the plain one's (%d)", traced_rc, plain_rc);
			else if (!same_out)
				snprintf(m.note, sizeof m.note, "the traced program's output differs "
					 "from the plain one's");
			else
				snprintf(m.note, sizeof m.note, "the traced program's status (%d) "
					 "differs from the plain one's (%d)", traced_rc, plain_rc);
		}
		free(a);
		free(b);
	}
	m.processes = kept.processes;
	m.event_bytes = kept.raw_bytes;
	{
		/* each stream of each process compressed on its own, as the stored files have
		 * them */
		struct util_argv sfx = { 0 };

		util_argv_push(&sfx, "");
		traced_process_files(events, &sfx);
		for (int i = 0; i < sfx.n; i++) {
			char *f = util_xasprintf("%s%s", events, sfx.v[i]);
			struct evf_events ev;
			bool whole = event_streams(f, &ev) == 0;

			for (int s = 0; whole && s < AEX_EVENTS_STREAMS; s++) {
				proc_of(&m, sfx.v[i])->event_bytes += ev.len[s];
				if (!ev.len[s])
					continue;
				m.event_bytes_zstd += zstd_size(ev.data[s], ev.len[s]);
				if (full)
					m.event_bytes_gzip += gzip1_size(ev.data[s], ev.len[s]);
			}
			if (whole)
				evf_events_free(&ev);
			free(f);
		}
		util_argv_free(&sfx);
	}
	m.insns_plain = count_insns(t.tc, plain, &t, &m, false);
	{
		char *traced = util_xasprintf("%s/traced", dir);
		m.insns_traced = count_insns(t.tc, traced, &t, &m, true);
		free(traced);
	}
	if (m.processes > 1)
		time_processes(&t, plain, dir, reps, &m);

	/* Golden and regenerated traces through FIFOs into the diff. */
	{
		char fifodir[] = "/tmp/aex-check.XXXXXX";
		char *gf, *rf, *gstats, *rstats, *regen = util_xasprintf("%s/regen", dir);
		struct util_argv ga = { 0 }, ra = { 0 };
		struct diff_result dr;
		struct fifo_watch gw, rw;
		pid_t gp, rp;
		double t0;
		int grc = 0, rrc, dnull = open("/dev/null", O_WRONLY | O_CLOEXEC);
		char *text;

		if (!mkdtemp(fifodir))
			util_die(UTIL_EXIT_FAIL, "mkdtemp: %s", strerror(errno));
		gf = util_xasprintf("%s/golden", fifodir);
		rf = util_xasprintf("%s/regen", fifodir);
		gstats = util_xasprintf("%s/golden.stats", fifodir);
		rstats = util_xasprintf("%s/regen.stats", fifodir);
		/* A program killed by a signal leaves its golden trace complete only in a file
		 * (the plugin's buffer of a pipe dies with it). */
		if (same_gf) {
			free(gf);
			gf = util_xstrdup(same_gf);
			free(gstats);
			gstats = util_xstrdup(same_stats);
		}
		if ((!same_gf && plain_rc < 128 && mkfifo(gf, 0600) < 0) || mkfifo(rf, 0600) < 0)
			util_die(UTIL_EXIT_FAIL, "mkfifo: %s", strerror(errno));
		util_argv_push(&ga, self);
		util_argv_push(&ga, "golden");
		util_argv_push(&ga, "-q");
		util_argv_push(&ga, "-o");
		util_argv_push(&ga, gf);
		util_argv_push(&ga, plain);
		util_argv_push(&ga, "--");
		for (int i = 0; i < t.args.n; i++)
			util_argv_push(&ga, t.args.v[i]);
		util_argv_push(&ra, regen);
		util_argv_push(&ra, events);
		util_argv_push(&ra, "-o");
		util_argv_push(&ra, rf);
		util_argv_push(&ra, "--stats");
		util_argv_push(&ra, rstats);
		t0 = util_now();
		if (t.cwd && chdir(t.cwd) < 0)
			util_die(UTIL_EXIT_FAIL, "%s: %s", t.cwd, strerror(errno));
		gp = same_gf ? -1 : spawn(&ga, dnull, dnull);
		if (same_gf) {
			/* logged already */
		} else if (plain_rc >= 128) {
			grc = wait_for(gp);
			gp = -1;
		} else {
			fifo_watch_start(&gw, gf, gp);
		}
		rp = spawn(&ra, -1, dnull);
		fifo_watch_start(&rw, rf, rp);
		rc = diff_traces(gf, rf, plain, 5, json, &dr);
		if (rc != 0) {
			/* unblock the writers */
			if (gp > 0)
				kill(-gp, SIGTERM);
			kill(-rp, SIGTERM);
		}
		if (gp > 0)
			grc = fifo_watch_end(&gw);
		if (!same_gf)
			m.golden_s = util_now() - t0;
		rrc = fifo_watch_end(&rw);
		(void)grc;
		m.golden_insns = dr.counts[0];
		m.golden_reads = dr.counts[1];
		m.golden_writes = dr.counts[2];
		{
			struct proc_metrics *p = proc_of(&m, "");

			p->golden_insns = dr.counts[0];
			p->golden_reads = dr.counts[1];
			p->golden_writes = dr.counts[2];
		}
		if (rc == 0)
			rc = diff_children(gf, rf, plain, json, &m);
		/* a process that died of a signal: the regenerated trace must be the golden one,
		 * which ends with the fetch of the instruction that faulted (or of the system call
		 * whose return the signal came at); the regenerator says "truncated" and that
		 * it found that instruction */
		{
			const char *died = rrc == 1 ? crashed_processes(rstats) : NULL;

			m.identical = rc == 0 && (rrc == 0 || (died && *died));
			if (rc == 0 && died && *died && plain_rc >= 128)
				snprintf(m.note, sizeof m.note, "the program died of signal %d; the "
					 "regenerated trace equals the golden trace up to the faulting "
					 "instruction", plain_rc - 128);
			else if (rc == 0 && died && *died)
				snprintf(m.note, sizeof m.note, "process %s died of a signal; the "
					 "regenerated trace equals the golden trace up to the instruction "
					 "it stopped at", died);
		}
		if (rrc == 1 && !m.note[0])
			snprintf(m.note, sizeof m.note, "the event trace is truncated (the program died?)");
		/* Regeneration speed into the null sink. */
		util_argv_free(&ra);
		util_argv_push(&ra, regen);
		util_argv_push(&ra, events);
		util_argv_push(&ra, "--format");
		util_argv_push(&ra, "null");
		util_argv_push(&ra, "--stats");
		util_argv_push(&ra, rstats);
		t0 = util_now();
		rp = spawn(&ra, -1, dnull);
		wait_for(rp);
		{
			/* every process's stats (a child's file has its suffix); the rate is the
			 * first process's, or for a program that forks every process's addresses
			 * over the whole regeneration's time (the processes' regenerators run side
			 * by side) */
			double wall = util_now() - t0;
			unsigned long long all = 0;
			struct util_argv sfx = { 0 };

			util_argv_push(&sfx, "");
			traced_process_files(rstats, &sfx);
			for (int i = 0; i < sfx.n; i++) {
				char *f = util_xasprintf("%s%s", rstats, sfx.v[i]);

				text = util_read_file(f, NULL);
				if (i)
					unlink(f);
				free(f);
				if (!text)
					continue;
				{
					const char *p = strstr(text, "records ");
					unsigned long long recs = p ? strtoull(p + 8, NULL, 10) : 0;

					all += recs;
					p = strstr(text, "seconds ");
					if (i == 0 && p)
						m.regen_s = atof(p + 8);
					if (i == 0)
						m.regen_rate = m.regen_s > 0 ? (double)recs / m.regen_s : 0;
				}
				m.value_bytes += stat_field(text, "value_bytes");
				for (int k = 0; k < 6; k++) {
					char name[32];

					snprintf(name, sizeof name, "value_bytes_%s", value_kinds[k]);
					m.vkind[k] += stat_field(text, name);
				}
				m.marker_bytes += stat_field(text, "marker_bytes");
				m.cbranches += stat_field(text, "cbranches");
				free(text);
			}
			if (sfx.n > 1 && wall > 0) {
				m.regen_s = wall;
				m.regen_rate = (double)all / wall;
			}
			util_argv_free(&sfx);
		}
		if (full && m.identical) {
			/* The same trace into the same sink: the canonical format on /dev/null. */
			util_argv_free(&ra);
			util_argv_push(&ra, regen);
			util_argv_push(&ra, events);
			util_argv_push(&ra, "-o");
			util_argv_push(&ra, "/dev/null");
			m.regen_canon_s = timed_run(&ra);
			util_argv_free(&ga);
			util_argv_push(&ga, self);
			util_argv_push(&ga, "golden");
			util_argv_push(&ga, "-q");
			util_argv_push(&ga, "-o");
			util_argv_push(&ga, "/dev/null");
			util_argv_push(&ga, plain);
			util_argv_push(&ga, "--");
			for (int i = 0; i < t.args.n; i++)
				util_argv_push(&ga, t.args.v[i]);
			t0 = util_now();
			/* it exits with the guest's status */
			grc = wait_for(spawn(&ga, dnull, dnull));
			m.golden_canon_s = grc == plain_rc ? util_now() - t0 : -1;
		}
		unlink(gf);
		unlink(rf);
		unlink(gstats);
		unlink(rstats);
		{
			/* the children's traces and stats */
			struct util_argv left = { 0 };
			const char *bases[] = { gf, rf, gstats, rstats };

			for (int b = 0; b < 4; b++) {
				traced_process_files(bases[b], &left);
				for (int i = 0; i < left.n; i++) {
					char *f = util_xasprintf("%s%s", bases[b], left.v[i]);

					unlink(f);
					free(f);
				}
				util_argv_free(&left);
			}
		}
		rmdir(fifodir);
		if (same_gf)
			rmdir(gdir);
		free(gf);
		free(rf);
		free(gstats);
		free(rstats);
		free(regen);
		util_argv_free(&ga);
		util_argv_free(&ra);
		close(dnull);
	}
	{
		unsigned long long refs = m.golden_reads + m.golden_writes;
		unsigned long long addrs = m.golden_insns + refs;
		bool ok = m.identical && m.transparent;
		char *how = build_regen_cc_of(dir);   /* how its regenerator was compiled */

		double bpr = refs ? (double)m.event_bytes / (double)refs : 0.0;
		double bpa = addrs ? (double)m.event_bytes / (double)addrs : 0.0;
		double iratio = m.insns_plain ? (double)m.insns_traced / (double)m.insns_plain : 0.0;
		double wratio = m.plain.med > 0 ? m.traced.med / m.plain.med : 0.0;

		if (json) {
			printf("{\"isa\": \"%s\", \"workload\": \"%s\", \"size\": \"%s\", "
			       "\"strategy\": \"%s\", \"placement\": \"%s\", \"identical\": %s, "
			       "\"transparent\": %s, \"golden_insns\": %llu, \"golden_reads\": %llu, "
			       "\"golden_writes\": %llu, \"event_bytes\": %llu, "
			       "\"event_bytes_zstd\": %llu, \"witness_bytes\": %llu, "
			       "\"value_bytes\": %llu, \"bytes_per_ref\": %.4f, "
			       "\"bytes_per_addr\": %.4f, \"guest_insns_plain\": %llu, "
			       "\"guest_insns_traced\": %llu, \"insn_ratio\": %.4f, \"reps\": %d, "
			       "\"wall_plain_s\": %.4f, \"wall_plain_min_s\": %.4f, "
			       "\"wall_plain_max_s\": %.4f, \"wall_traced_s\": %.4f, "
			       "\"wall_traced_min_s\": %.4f, \"wall_traced_max_s\": %.4f, "
			       "\"wall_ratio\": %.4f, \"regen_s\": %.4f, \"regen_addrs_per_s\": %.0f, "
			       "\"golden_s\": %.4f, \"golden\": \"%s\", \"processes\": %d",
			       t.tc->isa, label, is_wl ? size : "-", strategy, placement,
			       m.identical ? "true" : "false", m.transparent ? "true" : "false",
			       m.golden_insns, m.golden_reads, m.golden_writes, m.event_bytes,
			       m.event_bytes_zstd,
			       m.event_bytes > m.value_bytes + m.marker_bytes
				       ? m.event_bytes - m.value_bytes - m.marker_bytes
				       : 0,
			       m.value_bytes, bpr, bpa, m.insns_plain, m.insns_traced, iratio, reps,
			       m.plain.med, m.plain.min, m.plain.max, m.traced.med, m.traced.min,
			       m.traced.max, wratio, m.regen_s, m.regen_rate, m.golden_s,
			       golden_traced ? "traced" : "plain", m.processes);
			{
				unsigned long long wb = m.event_bytes > m.value_bytes + m.marker_bytes
							       ? m.event_bytes - m.value_bytes -
									 m.marker_bytes
							       : 0;

				for (int k = 0; k < 6; k++)
					printf(", \"value_bytes_%s\": %llu", value_kinds[k], m.vkind[k]);
				printf(", \"marker_bytes\": %llu, \"cbranches\": %llu, "
				       "\"witness_bits_per_cbranch\": %.4f", m.marker_bytes, m.cbranches,
				       m.cbranches ? 8.0 * (double)wb / (double)m.cbranches : 0.0);
			}
			if (full)
				printf(", \"event_bytes_gzip\": %llu, \"stored_bytes\": %llu, "
				       "\"wall_dummy_s\": %.4f, \"wall_dummy_min_s\": %.4f, "
				       "\"wall_dummy_max_s\": %.4f, \"wall_stored_s\": %.4f, "
				       "\"wall_stored_min_s\": %.4f, \"wall_stored_max_s\": %.4f, "
				       "\"regen_canon_s\": %.4f, \"golden_canon_s\": %.4f",
				       m.event_bytes_gzip, m.stored_bytes, m.dummy.med, m.dummy.min,
				       m.dummy.max, m.stored.med, m.stored.min, m.stored.max,
				       m.regen_canon_s, m.golden_canon_s);
			printf(", \"regen_cc\": \"%s\"", how ? how : "unknown");
			printf(", \"output_diff\": \"");
			for (const char *q = m.outdiff; *q; q++)
				printf(*q == '"' || *q == '\\' ? "\\%c" : "%c", *q);
			printf("\", \"note\": \"");
			for (const char *q = m.note; *q; q++)
				printf(*q == '"' || *q == '\\' ? "\\%c" : "%c", *q);
			printf("\"");
			if (m.processes > 1)
				print_procs_json(&m);
			printf("}\n");
		} else {
			/* the two verdicts apart: the traces (regenerated == golden) and the
			 * transparency (the traced run prints and exits as the plain one) */
			printf("%s %s (%s, %s): %s%s%s\n", t.tc->isa, label, strategy, placement,
			       ok ? "identical"
			       : !m.transparent && m.identical ? "traces identical, but NOT transparent"
			       : m.transparent ? "NOT identical (transparent)"
					       : "NOT identical, and NOT transparent",
			       m.note[0] ? " — " : "", m.note);
			if (!ok)
				printf("  verdicts  traces %s; transparency %s\n",
				       m.identical ? "identical" : "DIFFER (regenerated != golden)",
				       m.transparent ? "ok" : "FAILED (output or status differs)");
			if (m.outdiff[0])
				printf("  output    first difference at %s\n", m.outdiff);
			if (plain_rc != traced_rc)
				printf("  status    plain %d, traced %d\n", plain_rc, traced_rc);
			if (!ok && !golden_traced && !run_fixed_clock())
				printf("  hint      a program that reads a clock, times itself, or whose "
				       "processes or signals race, runs differently each time: check it "
				       "with --fixed-clock (docs/rt.md) or --golden traced "
				       "(docs/golden.md)\n");
			if (stdin_bytes > 0)
				printf("  input     %lld bytes on standard input, the same for every "
				       "run\n", stdin_bytes);
			printf("  golden    %llu insns, %llu reads, %llu writes (%.2f s%s)\n",
			       m.golden_insns, m.golden_reads, m.golden_writes, m.golden_s,
			       golden_traced ? ", logged from the traced run" : "");
			printf("  events    %llu bytes (%llu with zstd): %.3f bytes/ref, %.3f bytes/addr;"
			       " %llu bytes of values\n", m.event_bytes, m.event_bytes_zstd, bpr, bpa,
			       m.value_bytes);
			if (m.value_bytes) {
				printf("  values   ");
				for (int k = 0; k < 6; k++)
					if (m.vkind[k])
						printf(" %s %llu", value_kinds[k], m.vkind[k]);
				printf(" bytes\n");
			}
			if (m.cbranches)
				printf("  witnesses %.3f bits per conditional branch executed (%llu)\n",
				       8.0 *
					       (double)(m.event_bytes - m.value_bytes - m.marker_bytes) /
					       (double)m.cbranches,
				       m.cbranches);
			printf("  slowdown  %.3fx instructions, %.3fx wall (%.3f s vs %.3f s%s)\n",
			       iratio, wratio, m.traced.med, m.plain.med,
			       m.plain.med < CHECK_WALL_NOISE_S ? "; under 0.1 s a wall ratio is "
								  "noise" : "");
			if (full) {
				printf("  dummy     %.3f s, stored %.3f s (%llu bytes with zstd, %llu with "
				       "gzip -1)\n", m.dummy.med, m.stored.med, m.stored_bytes,
				       m.event_bytes_gzip);
				if (m.regen_canon_s > 0 && m.golden_canon_s > 0)
					printf("  canon     regen %.1f M addresses/s, golden %.1f M "
					       "addresses/s\n", (double)addrs / m.regen_canon_s / 1e6,
					       (double)addrs / m.golden_canon_s / 1e6);
			}
			printf("  regen     %.3f s, %.1f M addresses/s (regenerator compiled by %s)\n",
			       m.regen_s, m.regen_rate / 1e6, how ? how : "an unknown compiler");
			if (m.processes > 1)
				print_procs(&m);
		}
		free(how);
		rc = ok ? UTIL_EXIT_OK : UTIL_EXIT_FAIL;
	}
	procs_free(&m);
	free(same_gf);
	free(same_stats);
	free(tp);
	free(tt);
	free(td);
	free(ts);
	free(zpath);
	free(plain);
	free(events);
	free(plain_out);
	free(traced_out);
	free(label);
	free(strategy_dir);
	free(placement_dir);
	free(dir);
	free(self);
	free(inc);
	guest_free(&t);
	return rc;
}

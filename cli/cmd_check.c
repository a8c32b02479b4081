/* cmd_check.c — the tracing commands: `aex run` (the traced ELF writes its event trace),
 * `aex regen` (the build's regenerator turns it into the full trace) and `aex check` (build,
 * run plain and traced, golden, regenerate, diff, measure).
 *
 *   $ aex check -i mips -w li --json
 *   {"isa": "mips", "workload": "li", "size": "small", "strategy": "reserved",
 *    "placement": "cbranch", "identical": true, ...} */
#include "build.h"
#include "commands.h"
#include "elf.h"
#include "run.h"
#include "strbuf.h"
#include "target.h"
#include "trace.h"
#include "util.h"
#include "aex_events.h"

#include <ctype.h>
#include <errno.h>
#include <fcntl.h>
#include <getopt.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>
#include <zlib.h>
#include <zstd.h>

static double now(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

/* Writes the event-trace header of the build in dir to fd. */
static int write_events_header(int fd, const struct toolchain *tc, const char *dir)
{
	const struct target *t = target_get(tc->isa);
	char *plain = util_xasprintf("%s/plain", dir);
	struct aex_events_header h;
	uint64_t build;
	int rc = 0;

	if (elf_build_id(plain, &build) < 0) {
		free(plain);
		return -1;
	}
	memset(&h, 0, sizeof h);
	memcpy(h.magic, AEX_EVENTS_MAGIC, 8);
	h.version = AEX_EVENTS_VERSION;
	h.header_size = AEX_EVENTS_HEADER_SIZE;
	h.big_endian = (uint8_t)(t ? t->big_endian : 1);
	strncpy(h.isa, tc->isa, sizeof h.isa - 1);
	h.build = build;
	if (write(fd, &h, sizeof h) != (ssize_t)sizeof h) {
		util_error("writing the event trace header: %s", strerror(errno));
		rc = -1;
	}
	free(plain);
	return rc;
}

/* Runs dir/traced with its events going to fd (which it closes), stdout to out_fd (0: ours;
 * stderr when events_to_stdout). Returns the guest status or -1. */
static int run_traced_fd(const struct toolchain *tc, const char *dir, int fd, char *const *args,
			 int nargs, const char *cwd, int out_fd, bool events_to_stdout,
			 char *const *env, int nenv)
{
	struct run_opts o = { 0 };
	char *traced = util_xasprintf("%s/traced", dir);
	int rc;

	if (!util_file_exists(traced)) {
		util_error("%s: no traced ELF (build it with a placement)", traced);
		free(traced);
		close(fd);
		return -1;
	}
	if (write_events_header(fd, tc, dir) < 0 || dup2(fd, AEX_EVENTS_FD) < 0) {
		close(fd);
		free(traced);
		return -1;
	}
	close(fd);
	fcntl(AEX_EVENTS_FD, F_SETFD, FD_CLOEXEC);
	o.tc = tc;
	o.binary = traced;
	o.args = args;
	o.nargs = nargs;
	o.cwd = cwd;
	o.keep_fd = AEX_EVENTS_FD;
	o.stdout_fd = out_fd ? out_fd : (events_to_stdout ? STDERR_FILENO : 0);
	o.env = env;
	o.nenv = nenv;
	rc = run_guest(&o);
	close(AEX_EVENTS_FD);
	free(traced);
	return rc;
}

/* Runs dir/traced with its events going to events (a path, "-" for stdout, or NULL for
 * /dev/null), stdout to out_fd (0: ours). Returns the guest status or -1. */
static int run_traced(const struct toolchain *tc, const char *dir, const char *events,
		      char *const *args, int nargs, const char *cwd, int out_fd, char *const *env,
		      int nenv)
{
	bool to_stdout = events && strcmp(events, "-") == 0;
	int fd;

	if (!events)
		fd = open("/dev/null", O_WRONLY | O_CLOEXEC);
	else if (to_stdout)
		fd = fcntl(STDOUT_FILENO, F_DUPFD_CLOEXEC, 3);
	else
		fd = open(events, O_RDWR | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
	if (fd < 0) {
		util_error("%s: %s", events ? events : "/dev/null", strerror(errno));
		return -1;
	}
	return run_traced_fd(tc, dir, fd, args, nargs, cwd, out_fd, to_stdout, env, nenv);
}

/* Compresses everything readable on in with zstd (level ZSTD_LEVEL) into path; the child
 * process of a stored run. Returns 0 or -1. */
#define ZSTD_LEVEL 3
static int zstd_stream(int in, const char *path)
{
	ZSTD_CCtx *cx = ZSTD_createCCtx();
	size_t ilen = ZSTD_CStreamInSize(), olen = ZSTD_CStreamOutSize();
	char *ibuf = util_xmalloc(ilen), *obuf = util_xmalloc(olen);
	int out = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644), rc = 0;
	bool last = false;

	if (!cx || out < 0)
		rc = -1;
	else
		ZSTD_CCtx_setParameter(cx, ZSTD_c_compressionLevel, ZSTD_LEVEL);
	while (rc == 0 && !last) {
		ssize_t n = read(in, ibuf, ilen);
		ZSTD_inBuffer ib;
		size_t left;

		if (n < 0 && errno == EINTR)
			continue;
		if (n < 0) {
			rc = -1;
			break;
		}
		last = n == 0;
		ib = (ZSTD_inBuffer){ ibuf, (size_t)n, 0 };
		do {
			ZSTD_outBuffer ob = { obuf, olen, 0 };

			left = ZSTD_compressStream2(cx, &ob, &ib, last ? ZSTD_e_end : ZSTD_e_continue);
			if (ZSTD_isError(left) ||
			    (ob.pos && write(out, obuf, ob.pos) != (ssize_t)ob.pos)) {
				rc = -1;
				break;
			}
		} while (last ? left != 0 : ib.pos < ib.size);
	}
	if (out >= 0)
		close(out);
	ZSTD_freeCCtx(cx);
	free(ibuf);
	free(obuf);
	return rc;
}

/* A stored run: dir/traced with its events streamed through a pipe into zstd and the file
 * zpath, as a tracing system that keeps its traces compressed does. Returns the guest status
 * or -1 (also when the compressor failed). */
static int run_traced_stored(const struct toolchain *tc, const char *dir, const char *zpath,
			     char *const *args, int nargs, const char *cwd, int out_fd)
{
	int p[2], rc, zrc;
	pid_t z;

	if (pipe2(p, O_CLOEXEC) < 0) {
		util_error("pipe: %s", strerror(errno));
		return -1;
	}
	fflush(NULL);
	z = fork();
	if (z < 0) {
		util_error("fork: %s", strerror(errno));
		close(p[0]);
		close(p[1]);
		return -1;
	}
	if (z == 0) {
		close(p[1]);
		_exit(zstd_stream(p[0], zpath) == 0 ? 0 : 1);
	}
	close(p[0]);
	rc = run_traced_fd(tc, dir, p[1], args, nargs, cwd, out_fd, false, NULL, 0);
	while (waitpid(z, &zrc, 0) < 0)
		if (errno != EINTR)
			return -1;
	if (util_wait_status(zrc) != 0) {
		util_error("%s: compressing the event trace failed", zpath);
		return -1;
	}
	return rc;
}

static void run_usage(FILE *f)
{
	fprintf(f,
		"usage: aex run [-o EVENTS|-] [options] DIR [-- ARGS...]\n"
		"\n"
		"Runs the traced ELF of a build directory (aex build with a placement) the way\n"
		"'aex exec' runs the plain one, writing its event trace (docs/event-format.md) to\n"
		"EVENTS (default DIR/events; '-' is standard output, the program's own output then\n"
		"goes to standard error). Exits with the program's status.\n"
		"\n"
		"options:\n"
		"      --argv0 NAME, --env KEY=VALUE   as for aex exec\n"
		"  -h, --help           this text\n");
}

int cmd_run(int argc, char **argv)
{
	static const struct option longopts[] = {
		{ "out", required_argument, NULL, 'o' },
		{ "env", required_argument, NULL, 'e' },
		{ "help", no_argument, NULL, 'h' },
		{ NULL, 0, NULL, 0 },
	};
	int dashes = cmd_split_dashes(argc, argv), c, rc;
	const char *events = NULL;
	struct util_argv env = { 0 };
	struct cmd_target t;
	char *def = NULL;
	double t0;

	while ((c = getopt_long(dashes, argv, "o:h", longopts, NULL)) != -1) {
		switch (c) {
		case 'o': events = optarg; break;
		case 'e': cmd_add_env(&env, optarg); break;
		case 'h': run_usage(stdout); return UTIL_EXIT_OK;
		default: run_usage(stderr); return UTIL_EXIT_USAGE;
		}
	}
	if (dashes - optind != 1 || !util_is_dir(argv[optind])) {
		util_error("give one build directory");
		run_usage(stderr);
		return UTIL_EXIT_USAGE;
	}
	cmd_target_resolve(&t, NULL, argv[optind], NULL, NULL, dashes < argc ? argv + dashes + 1 : NULL,
			   dashes < argc ? argc - dashes - 1 : 0, false);
	if (!events)
		events = def = util_xasprintf("%s/events", t.dir);
	t0 = now();
	rc = run_traced(t.tc, t.dir, events, t.args.v, t.args.n, NULL, 0, env.v, env.n);
	if (rc >= 0 && strcmp(events, "-") != 0) {
		struct stat st;
		if (stat(events, &st) == 0)
			util_note("%s: %lld bytes of events, %.2f s", events,
				  (long long)st.st_size - AEX_EVENTS_HEADER_SIZE, now() - t0);
	}
	free(def);
	cmd_target_free(&t);
	util_argv_free(&env);
	return rc < 0 ? UTIL_EXIT_FAIL : rc;
}

static void regen_usage(FILE *f)
{
	fprintf(f,
		"usage: aex regen DIR EVENTS [--format canon|din|null] [-o OUT] [--stats FILE]\n"
		"\n"
		"Regenerates the full trace of the program built in DIR from an event trace with\n"
		"DIR/regen: the canonical format (byte-identical to the golden trace when all is\n"
		"well), Dinero IV's din text, or nothing (for timing). Refuses a trace of another\n"
		"build; a truncated trace gives its exact prefix and exit status 1.\n");
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
	if (argc < 3 || !util_is_dir(argv[1])) {
		regen_usage(stderr);
		return UTIL_EXIT_USAGE;
	}
	exe = util_xasprintf("%s/regen", argv[1]);
	if (!util_file_exists(exe))
		util_die(UTIL_EXIT_USAGE, "%s: no regenerator (build with a placement)", exe);
	util_argv_push(&av, exe);
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

/* ---- check ----------------------------------------------------------------------------- */

/* Median, minimum and maximum of n wall times. */
struct walls {
	double med, min, max;
};

struct metrics {
	bool identical, transparent, prefix;
	unsigned long long golden_insns, golden_reads, golden_writes;
	unsigned long long event_bytes, event_bytes_zstd, event_bytes_gzip, value_bytes;
	unsigned long long insns_plain, insns_traced, stored_bytes;
	struct walls plain, traced, dummy, stored;
	double regen_s, golden_s, regen_rate;
	double golden_canon_s, regen_canon_s;   /* the canonical trace into /dev/null */
	char note[300];
};

static pid_t spawn(const struct util_argv *av, int out_fd, int err_fd)
{
	pid_t pid;

	fflush(NULL);
	pid = fork();
	if (pid == 0) {
		setpgid(0, 0);   /* its own group: a kill reaches qemu too */
		if (out_fd >= 0)
			dup2(out_fd, STDOUT_FILENO);
		if (err_fd >= 0)
			dup2(err_fd, STDERR_FILENO);
		execv(av->v[0], av->v);
		_exit(127);
	}
	return pid;
}

static int wait_for(pid_t pid)
{
	int st;

	while (waitpid(pid, &st, 0) < 0)
		if (errno != EINTR)
			return -1;
	return util_wait_status(st);
}

static char *self_exe(void)
{
	char buf[4096];
	ssize_t n = readlink("/proc/self/exe", buf, sizeof buf - 1);

	if (n < 0)
		util_die(UTIL_EXIT_FAIL, "cannot find my own path");
	buf[n] = '\0';
	return util_xstrdup(buf);
}

static unsigned long long zstd_size(const char *path)
{
	size_t len;
	char *data = util_read_file(path, &len), *out;
	size_t cap, n;

	if (!data || len < AEX_EVENTS_HEADER_SIZE) {
		free(data);
		return 0;
	}
	cap = ZSTD_compressBound(len);
	out = util_xmalloc(cap);
	n = ZSTD_compress(out, cap, data + AEX_EVENTS_HEADER_SIZE, len - AEX_EVENTS_HEADER_SIZE, 3);
	free(out);
	free(data);
	return ZSTD_isError(n) ? 0 : (unsigned long long)n;
}

/* The size of the event trace at path (its header left out) compressed as gzip -1 does. */
static unsigned long long gzip1_size(const char *path)
{
	unsigned char ibuf[1 << 16], obuf[1 << 16];
	unsigned long long total = 0;
	z_stream z;
	int fd = open(path, O_RDONLY | O_CLOEXEC), flush = Z_NO_FLUSH, zr = Z_OK;

	if (fd < 0)
		return 0;
	memset(&z, 0, sizeof z);
	/* 16 + 15: a gzip wrapper, as the gzip program writes (without the file name) */
	if (deflateInit2(&z, 1, Z_DEFLATED, 16 + 15, 8, Z_DEFAULT_STRATEGY) != Z_OK) {
		close(fd);
		return 0;
	}
	if (lseek(fd, AEX_EVENTS_HEADER_SIZE, SEEK_SET) < 0)
		flush = Z_FINISH;
	while (zr != Z_STREAM_END) {
		if (flush != Z_FINISH && z.avail_in == 0) {
			ssize_t n = read(fd, ibuf, sizeof ibuf);

			if (n < 0 && errno == EINTR)
				continue;
			if (n <= 0)
				flush = Z_FINISH;
			z.next_in = ibuf;
			z.avail_in = n > 0 ? (unsigned)n : 0;
		}
		z.next_out = obuf;
		z.avail_out = sizeof obuf;
		zr = deflate(&z, flush);
		if (zr == Z_STREAM_ERROR)
			break;
		total += sizeof obuf - z.avail_out;
	}
	deflateEnd(&z);
	close(fd);
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
	double t0 = now();
	int rc = wait_for(spawn(av, dnull, dnull));

	close(dnull);
	return rc == 0 ? now() - t0 : -1;
}

/* Exact guest instruction count of binary (plugin inline counter). */
static unsigned long long count_insns(const char *self, const struct toolchain *tc,
				      const char *binary, const struct cmd_target *t)
{
	char stats[] = "/tmp/aex-count.XXXXXX";
	int fd = mkstemp(stats), devnull = open("/dev/null", O_WRONLY | O_CLOEXEC);
	struct run_opts o = { 0 };
	char *plugin, *text;
	unsigned long long n = 0;

	(void)self;
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
	if (util_has_suffix(binary, "traced")) {
		/* the traced ELF needs its event descriptor; events go nowhere */
		int nfd = open("/dev/null", O_WRONLY);
		dup2(nfd, AEX_EVENTS_FD);
		close(nfd);
		o.keep_fd = AEX_EVENTS_FD;
	}
	run_guest(&o);
	close(AEX_EVENTS_FD);
	text = util_read_file(stats, NULL);
	if (text)
		sscanf(text, "insns %llu", &n);
	free(text);
	unlink(stats);
	free(plugin);
	close(devnull);
	return n;
}

static void check_usage(FILE *f)
{
	fprintf(f,
		"usage: aex check -i ISA (-w WORKLOAD [-s small|paper] | SRC... [-- ARGS])\n"
		"                 [--placement P] [--strategy S] [--json] [-o DIR] [--reps N]\n"
		"\n"
		"Builds the program with tracing, runs the plain and the traced ELF (their outputs\n"
		"and exit statuses must agree), logs the golden trace of the plain ELF, regenerates\n"
		"the full trace from the event trace and compares the two record by record, streamed\n"
		"through pipes. Prints the metrics of docs/metrics (--json: one JSON object).\n"
		"Exit status 0 when the traces are identical, 1 when not, 2 on bad input.\n"
		"\n"
		"options:\n"
		"  -i, --isa ISA        %s\n"
		"  -w, --workload NAME  a workload (%s)\n"
		"  -s, --size SIZE      small (default) or paper\n"
		"      --placement P    blocks, cbranch (default), tree\n"
		"      --strategy S     reserved (default) or steal (docs/strategies.md)\n"
		"      --steal-regs R1,R2  with steal: the registers to take\n"
		"      --regen-opt N    compile the regenerator with gcc -ON (0..3, default 1)\n"
		"  -o, --out DIR        build directory (default under build/check/)\n"
		"      --reps N         wall-time repetitions, median taken (default 3)\n"
		"      --json           print the metrics as JSON\n"
		"      --full-timing    also time, in the same interleaving, the traced ELF with its\n"
		"                       events discarded ('dummy') and with them compressed by zstd\n"
		"                       into a file ('stored'); the event trace's gzip -1 size; and\n"
		"                       the golden plugin and the regenerator each writing the\n"
		"                       canonical trace to /dev/null (docs/bench.md)\n"
		"      --reuse-build    do not build: -o DIR holds what 'aex build' made with the\n"
		"                       same ISA, workload, placement and strategy\n"
		"      --build-only     build into -o DIR (as check would) and stop\n",
		toolchain_list(), workload_list());
}

int cmd_check(int argc, char **argv)
{
	static const struct option longopts[] = {
		{ "isa", required_argument, NULL, 'i' },
		{ "workload", required_argument, NULL, 'w' },
		{ "size", required_argument, NULL, 's' },
		{ "placement", required_argument, NULL, 'p' },
		{ "strategy", required_argument, NULL, 'S' },
		{ "steal-regs", required_argument, NULL, 'T' },
		{ "regen-opt", required_argument, NULL, 'O' },
		{ "out", required_argument, NULL, 'o' },
		{ "reps", required_argument, NULL, 'r' },
		{ "json", no_argument, NULL, 'j' },
		{ "full-timing", no_argument, NULL, 'F' },
		{ "reuse-build", no_argument, NULL, 'U' },
		{ "build-only", no_argument, NULL, 'B' },
		{ "verbose", no_argument, NULL, 'v' },
		{ "help", no_argument, NULL, 'h' },
		{ NULL, 0, NULL, 0 },
	};
	int dashes = cmd_split_dashes(argc, argv), c, reps = 3, rc = -1;
	const char *isa = NULL, *workload = NULL, *size = "small", *placement = "cbranch";
	const char *strategy = "reserved", *outdir = NULL;
	char *strategy_dir = NULL;
	bool json = false, verbose = false, full = false, reuse = false, build_only = false;
	struct build_opts bo = { 0 };
	char *inc = NULL;
	struct workload w;
	bool is_wl = false;
	struct cmd_target t = { 0 };
	struct metrics m = { 0 };
	char *dir = NULL, *events, *plain, *traced_out, *plain_out, *self = self_exe();
	char *label;
	int plain_rc, traced_rc;
	double *tp, *tt, *td, *ts;
	char *zpath;

	while ((c = getopt_long(dashes, argv, "i:w:s:o:vh", longopts, NULL)) != -1) {
		switch (c) {
		case 'i': isa = optarg; break;
		case 'w': workload = optarg; break;
		case 's': size = optarg; break;
		case 'p': placement = optarg; break;
		case 'S': strategy = optarg; break;
		case 'T': bo.steal_regs = optarg; break;
		case 'O': bo.regen_opt = optarg; break;
		case 'o': outdir = optarg; break;
		case 'r': reps = atoi(optarg); break;
		case 'j': json = true; break;
		case 'F': full = true; break;
		case 'U': reuse = true; break;
		case 'B': build_only = true; break;
		case 'v': verbose = true; break;
		case 'h': check_usage(stdout); return UTIL_EXIT_OK;
		default: check_usage(stderr); return UTIL_EXIT_USAGE;
		}
	}
	if (!isa) {
		util_error("no ISA given (-i %s)", toolchain_list());
		return UTIL_EXIT_USAGE;
	}
	if (reps < 1 || reps > 99)
		util_die(UTIL_EXIT_USAGE, "--reps wants 1..99");
	if (reuse && build_only)
		util_die(UTIL_EXIT_USAGE, "--reuse-build and --build-only exclude each other");
	if (reuse && !outdir)
		util_die(UTIL_EXIT_USAGE, "--reuse-build needs -o DIR");
	bo.tc = toolchain_strategy(cmd_isa_or_die(isa), strategy);
	if (!bo.tc)
		return UTIL_EXIT_USAGE;
	if (bo.steal_regs && strcmp(strategy, "steal") != 0)
		util_die(UTIL_EXIT_USAGE, "--steal-regs needs --strategy steal");
	if (bo.regen_opt && !build_regen_opt_valid(bo.regen_opt))
		util_die(UTIL_EXIT_USAGE, "--regen-opt wants 0, 1, 2 or 3, not '%s'", bo.regen_opt);
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
	if (workload) {
		if (optind < dashes)
			util_die(UTIL_EXIT_USAGE, "give either sources or -w WORKLOAD, not both");
		if (workload_load(workload, &w) < 0)
			return UTIL_EXIT_USAGE;
		is_wl = true;
		dir = outdir ? util_xstrdup(outdir)
			     : util_xasprintf("%s/%s-%s-%s", w.build_dir, bo.tc->isa,
					      strategy_dir ? strategy_dir : strategy, placement);
		bo.srcs = w.srcs.v;
		bo.nsrcs = w.srcs.n;
		bo.extra_cflags = inc = util_xasprintf("-I%s", w.dir);
		label = util_xstrdup(workload);
	} else {
		if (optind >= dashes)
			util_die(UTIL_EXIT_USAGE, "no sources and no -w WORKLOAD given");
		bo.srcs = argv + optind;
		bo.nsrcs = dashes - optind;
		label = util_xstrdup(util_basename(bo.srcs[0]));
		dir = outdir ? util_xstrdup(outdir)
			     : util_xasprintf("%s/check/%s-%s-%s-%s", toolchain_build_dir(), label,
					      bo.tc->isa, strategy_dir ? strategy_dir : strategy,
					      placement);
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
	} else if ((is_wl && workload_prepare(&w) != 0) || build_program(&bo) != 0) {
		util_error("building %s for %s failed", label, bo.tc->isa);
		rc = UTIL_EXIT_FAIL;
	} else if (build_only) {
		rc = UTIL_EXIT_OK;
	}
	if (rc >= 0) {
		if (is_wl)
			workload_free(&w);
		free(inc);
		free(label);
		free(strategy_dir);
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
		cmd_target_resolve(&t, isa, NULL, workload, size, dashes < argc ? argv + dashes + 1 : NULL,
				   dashes < argc ? argc - dashes - 1 : 0, verbose);
	} else {
		cmd_target_resolve(&t, isa, dir, NULL, NULL, dashes < argc ? argv + dashes + 1 : NULL,
				   dashes < argc ? argc - dashes - 1 : 0, verbose);
	}
	plain = util_xasprintf("%s/plain", dir);
	events = util_xasprintf("%s/events", dir);
	plain_out = util_xasprintf("%s/plain.out", dir);
	traced_out = util_xasprintf("%s/traced.out", dir);

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
		struct run_opts o = { 0 };
		double t0;

		o.tc = t.tc;
		o.binary = plain;
		o.args = t.args.v;
		o.nargs = t.args.n;
		o.cwd = t.cwd;
		o.stdout_fd = pf;
		t0 = now();
		plain_rc = run_guest(&o);
		tp[r] = now() - t0;
		if (full) {
			int rc2;

			t0 = now();
			rc2 = run_traced(t.tc, dir, NULL, t.args.v, t.args.n, t.cwd, dnull, NULL, 0);
			td[r] = now() - t0;
			if (rc2 != plain_rc && !m.note[0])
				snprintf(m.note, sizeof m.note, "the dummy run's status (%d) differs "
					 "from the plain one's (%d)", rc2, plain_rc);
			t0 = now();
			rc2 = run_traced_stored(t.tc, dir, zpath, t.args.v, t.args.n, t.cwd, dnull);
			ts[r] = now() - t0;
			if (rc2 != plain_rc && !m.note[0])
				snprintf(m.note, sizeof m.note, "the stored run's status (%d) differs "
					 "from the plain one's (%d)", rc2, plain_rc);
		}
		t0 = now();
		traced_rc = run_traced(t.tc, dir, events, t.args.v, t.args.n, t.cwd, tf, NULL, 0);
		tt[r] = now() - t0;
		close(pf);
		close(tf);
		close(dnull);
	}
	m.plain = walls_of(tp, reps);
	m.traced = walls_of(tt, reps);
	if (full) {
		struct stat st;

		m.dummy = walls_of(td, reps);
		m.stored = walls_of(ts, reps);
		m.stored_bytes = stat(zpath, &st) == 0 ? (unsigned long long)st.st_size : 0;
		unlink(zpath);
	}
	{
		size_t la, lb;
		char *a = util_read_file(plain_out, &la), *b = util_read_file(traced_out, &lb);

		m.transparent = a && b && la == lb && memcmp(a, b, la) == 0 && plain_rc == traced_rc &&
				!m.note[0];
		if (!m.transparent && !m.note[0])
			snprintf(m.note, sizeof m.note, "the traced program's output or status (%d) "
				 "differs from the plain one's (%d)", traced_rc, plain_rc);
		free(a);
		free(b);
	}
	{
		struct stat st;
		m.event_bytes = stat(events, &st) == 0 && st.st_size >= AEX_EVENTS_HEADER_SIZE
					? (unsigned long long)st.st_size - AEX_EVENTS_HEADER_SIZE
					: 0;
		m.event_bytes_zstd = zstd_size(events);
		if (full)
			m.event_bytes_gzip = gzip1_size(events);
	}
	m.insns_plain = count_insns(self, t.tc, plain, &t);
	{
		char *traced = util_xasprintf("%s/traced", dir);
		m.insns_traced = count_insns(self, t.tc, traced, &t);
		free(traced);
	}

	/* Golden and regenerated traces through FIFOs into the diff. */
	{
		char fifodir[] = "/tmp/aex-check.XXXXXX";
		char *gf, *rf, *gstats, *rstats, *regen = util_xasprintf("%s/regen", dir);
		struct util_argv ga = { 0 }, ra = { 0 };
		struct diff_result dr;
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
		if ((plain_rc < 128 && mkfifo(gf, 0600) < 0) || mkfifo(rf, 0600) < 0)
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
		t0 = now();
		if (t.cwd && chdir(t.cwd) < 0)
			util_die(UTIL_EXIT_FAIL, "%s: %s", t.cwd, strerror(errno));
		gp = spawn(&ga, dnull, dnull);
		if (plain_rc >= 128) {
			grc = wait_for(gp);
			gp = -1;
		}
		rp = spawn(&ra, -1, dnull);
		rc = diff_traces(gf, rf, plain, 5, json, &dr);
		if (rc != 0) {
			/* unblock the writers */
			if (gp > 0)
				kill(-gp, SIGTERM);
			kill(-rp, SIGTERM);
		}
		if (gp > 0)
			grc = wait_for(gp);
		m.golden_s = now() - t0;
		rrc = wait_for(rp);
		(void)grc;
		/* a program that died of a signal: the regenerated trace must be the golden one,
		 * which ends with the fetch of the instruction that faulted */
		m.identical = rc == 0 && (rrc == 0 || (rrc == 1 && plain_rc >= 128));
		if (rc == 0 && rrc == 1 && plain_rc >= 128)
			snprintf(m.note, sizeof m.note, "the program died of signal %d; the regenerated "
				 "trace equals the golden trace up to the faulting instruction",
				 plain_rc - 128);
		m.golden_insns = dr.counts[0];
		m.golden_reads = dr.counts[1];
		m.golden_writes = dr.counts[2];
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
		rp = spawn(&ra, -1, dnull);
		wait_for(rp);
		text = util_read_file(rstats, NULL);
		if (text) {
			const char *p = strstr(text, "seconds ");
			unsigned long long recs = 0;
			if (p)
				m.regen_s = atof(p + 8);
			p = strstr(text, "records ");
			if (p)
				recs = strtoull(p + 8, NULL, 10);
			m.regen_rate = m.regen_s > 0 ? (double)recs / m.regen_s : 0;
			p = strstr(text, "value_bytes ");
			if (p)
				m.value_bytes = strtoull(p + 12, NULL, 10);
		}
		free(text);
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
			t0 = now();
			/* it exits with the guest's status */
			grc = wait_for(spawn(&ga, dnull, dnull));
			m.golden_canon_s = grc == plain_rc ? now() - t0 : -1;
		}
		unlink(gf);
		unlink(rf);
		unlink(gstats);
		unlink(rstats);
		rmdir(fifodir);
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
			       "\"golden_s\": %.4f",
			       t.tc->isa, label, is_wl ? size : "-", strategy, placement,
			       m.identical ? "true" : "false", m.transparent ? "true" : "false",
			       m.golden_insns, m.golden_reads, m.golden_writes, m.event_bytes,
			       m.event_bytes_zstd,
			       m.event_bytes > m.value_bytes ? m.event_bytes - m.value_bytes : 0,
			       m.value_bytes, bpr, bpa, m.insns_plain, m.insns_traced, iratio, reps,
			       m.plain.med, m.plain.min, m.plain.max, m.traced.med, m.traced.min,
			       m.traced.max, wratio, m.regen_s, m.regen_rate, m.golden_s);
			if (full)
				printf(", \"event_bytes_gzip\": %llu, \"stored_bytes\": %llu, "
				       "\"wall_dummy_s\": %.4f, \"wall_dummy_min_s\": %.4f, "
				       "\"wall_dummy_max_s\": %.4f, \"wall_stored_s\": %.4f, "
				       "\"wall_stored_min_s\": %.4f, \"wall_stored_max_s\": %.4f, "
				       "\"regen_canon_s\": %.4f, \"golden_canon_s\": %.4f",
				       m.event_bytes_gzip, m.stored_bytes, m.dummy.med, m.dummy.min,
				       m.dummy.max, m.stored.med, m.stored.min, m.stored.max,
				       m.regen_canon_s, m.golden_canon_s);
			printf(", \"note\": \"");
			for (const char *q = m.note; *q; q++)
				printf(*q == '"' || *q == '\\' ? "\\%c" : "%c", *q);
			printf("\"}\n");
		} else {
			printf("%s %s (%s, %s): %s%s%s\n", t.tc->isa, label, strategy, placement,
			       ok ? "identical" : "NOT identical", m.note[0] ? " — " : "", m.note);
			printf("  golden    %llu insns, %llu reads, %llu writes (%.2f s)\n",
			       m.golden_insns, m.golden_reads, m.golden_writes, m.golden_s);
			printf("  events    %llu bytes (%llu with zstd): %.3f bytes/ref, %.3f bytes/addr;"
			       " %llu bytes of values\n", m.event_bytes, m.event_bytes_zstd, bpr, bpa,
			       m.value_bytes);
			printf("  slowdown  %.3fx instructions, %.3fx wall (%.3f s vs %.3f s)\n", iratio,
			       wratio, m.traced.med, m.plain.med);
			if (full) {
				printf("  dummy     %.3f s, stored %.3f s (%llu bytes with zstd, %llu with "
				       "gzip -1)\n", m.dummy.med, m.stored.med, m.stored_bytes,
				       m.event_bytes_gzip);
				if (m.regen_canon_s > 0 && m.golden_canon_s > 0)
					printf("  canon     regen %.1f M addresses/s, golden %.1f M "
					       "addresses/s\n", (double)addrs / m.regen_canon_s / 1e6,
					       (double)addrs / m.golden_canon_s / 1e6);
			}
			printf("  regen     %.3f s, %.1f M addresses/s\n", m.regen_s, m.regen_rate / 1e6);
		}
		rc = ok ? UTIL_EXIT_OK : UTIL_EXIT_FAIL;
	}
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
	free(dir);
	free(self);
	free(inc);
	cmd_target_free(&t);
	return rc;
}

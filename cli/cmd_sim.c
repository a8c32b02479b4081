/* cmd_sim.c — `aex sim`: a cache hierarchy (Dinero IV's model and options, sim/cache.h) or
 * one-pass miss-ratio curves (sim/curve.h) fed by full traces — canonical traces, din files
 * — or by a regeneration in process (the build's regenerator with --format sim).
 *
 *   $ aex sim -l1-isize 8k -l1-ibsize 32 -l1-dsize 8k -l1-dbsize 32 out out/events
 *   l1-icache
 *    Metrics		      Total	      Instrn	       Data	...
 *    Demand Fetches		    24117365	    24117365	           0	...
 * Limits: no sub-blocks, no prefetch abort, no -flushcount/-stat-interval/triggers; din
 * records of copy-back and invalidation (labels 4, 5; c, v) are refused. */
#include "commands.h"
#include "trace.h"
#include "util.h"
#include "curve.h"
#include "dinero.h"

#include <errno.h>
#include <stdarg.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

static void sim_usage(FILE *f)
{
	fprintf(f,
		"usage: aex sim [OPTIONS] DINERO-OPTIONS TRACE...\n"
		"       aex sim [OPTIONS] DINERO-OPTIONS BUILD EVENTS\n"
		"       aex sim [OPTIONS] --curve [CURVE-OPTIONS] (TRACE... | BUILD EVENTS)\n"
		"\n"
		"Simulates a cache hierarchy fed by full traces, or by the regeneration of an event\n"
		"trace in process (BUILD a build directory, EVENTS its event trace; each process of\n"
		"a program that forks with its own caches). A TRACE is a canonical trace (aex\n"
		"golden, aex regen) or a din file ('-': standard input, din): Dinero IV's\n"
		"extended din ('r|w|i|m hexaddr hexsize', its default) or traditional din ('0|1|2|3\n"
		"hexaddr', a word of 4 bytes at the address rounded down to 4), told apart by the\n"
		"first record unless -informat says. Several traces are several processes. The\n"
		"statistics print in Dinero IV's layout, each cache's rows by kind of access; with\n"
		"several processes, each one's, then all together.\n"
		"\n"
		"Dinero IV's options (docs/sim.md): -lN-Tsize P, -lN-Tbsize P, -lN-Tassoc U,\n"
		"-lN-Trepl l|f|r, -lN-Tfetch d|a|m|t|l|s, -lN-Tpfdist U, -lN-Twalloc a|n,\n"
		"-lN-Twback a|n|f, -lN-Tccc (N level 1..5, T u, i or d; P with k, m or g),\n"
		"-skipcount U, -maxcount U, -informat D|d, -stat-idcombine.\n"
		"\n"
		"options:\n"
		"      --json           the statistics as one JSON object\n"
		"      --seed N         of random replacement (default 0)\n"
		"      --curve          the miss ratio of every power-of-two size of an LRU cache\n"
		"                       from --min to --max in one pass (instructions, data,\n"
		"                       unified), and the reuse-distance histogram (fully\n"
		"                       associative), instead of a hierarchy\n"
		"      --bsize B        the curve's block size (default 32)\n"
		"      --assoc A        its associativity (default 0: fully associative)\n"
		"      --min S, --max S its sizes (default 1k, 4m)\n"
		"  -h, --help           this text\n"
		"Exit status: 0, 1 when a trace is truncated (its prefix simulated), 2 on bad\n"
		"options or input.\n"
		"\n"
		"examples:\n"
		"  aex sim -l1-isize 8k -l1-ibsize 32 -l1-dsize 8k -l1-dbsize 32 -l2-usize 256k \\\n"
		"      -l2-ubsize 64 -l2-uassoc 4 out out/events\n"
		"  aex regen out out/events --format din | aex sim -l1-usize 16k -l1-ubsize 32 -\n"
		"  aex sim --curve --bsize 64 golden.trace\n");
}

struct opts {
	struct sim_dinero d;
	struct sim_config cfg;
	struct sim_curve_config ccfg;
	bool json, curve;
	uint32_t seed;
	char *dinero_words;     /* the Dinero IV options as one string, for the regenerator */
};

/* One process's results. */
struct proc {
	char *name;
	struct sim_report rep;
	struct sim_curve_result curves[3];
	bool truncated;
};

/* ---- feeding from a trace ------------------------------------------------------------- */

struct feed {
	struct sim *sim;
	struct sim_curve *curves[3];
	uint64_t seen, fed;
	const struct opts *o;
};

static int feed_one(struct feed *f, int kind, uint64_t addr, unsigned size)
{
	if (f->seen++ < f->o->d.skipcount)
		return 0;
	if (f->o->d.maxcount && f->fed >= f->o->d.maxcount)
		return 1;
	f->fed++;
	if (f->sim)
		sim_access(f->sim, kind, addr, size);
	if (f->o->curve) {
		sim_curve_access(f->curves[kind == SIM_IFETCH ? 0 : 1], (uint32_t)addr, size);
		sim_curve_access(f->curves[2], (uint32_t)addr, size);
	}
	return 0;
}

static int hexval(int c)
{
	return c >= '0' && c <= '9' ? c - '0' : c >= 'a' && c <= 'f' ? c - 'a' + 10
	       : c >= 'A' && c <= 'F' ? c - 'A' + 10 : -1;
}

/* A hexadecimal number at *p (an optional 0x); -1 when there is none or it overflows. */
static int hexnum(const char **p, uint64_t *v)
{
	const char *s = *p;
	int n = 0;

	if (s[0] == '0' && (s[1] == 'x' || s[1] == 'X') && hexval(s[2]) >= 0)
		s += 2;
	*v = 0;
	for (; hexval(*s) >= 0; s++, n++) {
		if (*v >> 60)
			return -1;
		*v = *v << 4 | (uint64_t)hexval(*s);
	}
	*p = s;
	return n ? 0 : -1;
}

/* Bad input: "FILE:LINE: error: ..." on standard error. */
static void din_error(const char *path, long line, const char *fmt, ...)
	__attribute__((format(printf, 3, 4)));

static void din_error(const char *path, long line, const char *fmt, ...)
{
	va_list ap;

	fprintf(stderr, "%s:%ld: error: ", path, line);
	va_start(ap, fmt);
	vfprintf(stderr, fmt, ap);
	va_end(ap);
	fputc('\n', stderr);
}

/* A din file: each line "label address [size]". */
static int feed_din(struct feed *f, const char *path, char informat)
{
	FILE *in = strcmp(path, "-") == 0 ? stdin : fopen(path, "r");
	char *line = NULL;
	size_t cap = 0;
	long lineno = 0;
	int rc = UTIL_EXIT_OK;

	if (!in) {
		util_error("%s: %s", path, strerror(errno));
		return UTIL_EXIT_USAGE;
	}
	while (getline(&line, &cap, in) > 0) {
		const char *p = line;
		uint64_t addr, size = 4, label;
		int kind;

		lineno++;
		while (*p == ' ' || *p == '\t')
			p++;
		if (*p == '\n' || !*p)
			continue;
		if (!informat)
			informat = hexval(*p) >= 0 ? 'd' : 'D';
		if (informat == 'd') {
			if (hexnum(&p, &label) < 0) {
				din_error(path, lineno, "a din record's label is a hexadecimal "
					   "number (0 read, 1 write, 2 instruction fetch, 3 misc)");
				rc = UTIL_EXIT_USAGE;
				break;
			}
			kind = label <= 3 ? (int)label : -1;
		} else {
			static const char labels[] = "rwim";
			const char *k = strchr(labels, *p == 'R' ? 'r' : *p);

			kind = *p && k ? (int)(k - labels) : *p == 'c' || *p == 'v' ? -1 : -2;
			if (kind == -2) {
				din_error(path, lineno, "unknown access type '%c' (extended din: r, w, "
					   "i, m; -informat d for numeric labels)", *p);
				rc = UTIL_EXIT_USAGE;
				break;
			}
			p++;
		}
		if (kind < 0) {
			din_error(path, lineno, "copy-back and invalidation records are not "
				   "supported");
			rc = UTIL_EXIT_USAGE;
			break;
		}
		while (*p == ' ' || *p == '\t')
			p++;
		if (hexnum(&p, &addr) < 0) {
			din_error(path, lineno, "no hexadecimal address");
			rc = UTIL_EXIT_USAGE;
			break;
		}
		if (informat == 'd') {
			addr &= ~(uint64_t)3;   /* Dinero IV: din is word-oriented */
		} else {
			while (*p == ' ' || *p == '\t')
				p++;
			if (hexnum(&p, &size) < 0 || size < 1 || size > 65535) {
				din_error(path, lineno, "no size (hexadecimal, 1 to ffff) after the "
					   "address");
				rc = UTIL_EXIT_USAGE;
				break;
			}
		}
		if (feed_one(f, kind, addr, (unsigned)size))
			break;
	}
	if (ferror(in)) {
		util_error("%s: %s", path, strerror(errno));
		rc = UTIL_EXIT_USAGE;
	}
	free(line);
	if (in != stdin)
		fclose(in);
	return rc;
}

static int feed_canon(struct feed *f, const char *path, struct proc *p)
{
	static const int kinds[4] = { SIM_MISC, SIM_IFETCH, SIM_READ, SIM_WRITE };
	struct trace_reader r;
	struct trace_record rec;
	enum trace_status st;

	if (trace_open(&r, path) < 0)
		return UTIL_EXIT_USAGE;
	/* the process as the trace names it ("0", "0.1"), as a regeneration names it */
	free(p->name);
	p->name = util_xasprintf("%.*s", (int)sizeof r.header.process, r.header.process);
	while ((st = trace_next(&r, &rec)) == TRACE_RECORD)
		if (feed_one(f, kinds[rec.kind & 3], rec.addr, rec.size))
			break;
	trace_close(&r);
	if (st == TRACE_ERROR)
		return UTIL_EXIT_USAGE;
	if (st == TRACE_TRUNCATED) {
		util_warn("%s is truncated: simulated its %llu records", path,
			  (unsigned long long)r.index);
		p->truncated = true;
	}
	return UTIL_EXIT_OK;
}

static bool is_canonical(const char *path)
{
	char magic[8];
	int fd;
	bool yes;

	if (strcmp(path, "-") == 0)
		return false;
	fd = open(path, O_RDONLY | O_CLOEXEC);
	if (fd < 0)
		return false;
	yes = read(fd, magic, sizeof magic) == (ssize_t)sizeof magic &&
	      memcmp(magic, AEX_TRACE_MAGIC, 8) == 0;
	close(fd);
	return yes;
}

static int simulate_trace(const struct opts *o, const char *path, struct proc *p)
{
	struct feed f = { .o = o };
	const char *err = NULL;
	int rc;

	if (!o->curve && !(f.sim = sim_new(&o->cfg, &err)))
		util_die(UTIL_EXIT_USAGE, "%s", err);
	for (int k = 0; k < 3 && o->curve; k++)
		if (!(f.curves[k] = sim_curve_new(&o->ccfg, &err)))
			util_die(UTIL_EXIT_USAGE, "--curve: %s", err);
	rc = is_canonical(path) ? feed_canon(&f, path, p)
				: feed_din(&f, path, o->d.informat);
	if (f.sim) {
		sim_finish(f.sim);
		sim_report_of(&p->rep, f.sim);
		sim_free(f.sim);
	}
	for (int k = 0; k < 3 && o->curve; k++) {
		sim_curve_result(f.curves[k], &p->curves[k]);
		sim_curve_free(f.curves[k]);
	}
	return rc;
}

/* ---- feeding from a regeneration ------------------------------------------------------ */

/* The statistics file of a process (and its children's, FILE.N…) read back. */
static int load_stats(const struct opts *o, const char *path, const char *name,
		      struct proc **procs, int *nprocs)
{
	FILE *f = fopen(path, "r");
	struct proc *p;
	char line[4096], err[256];
	int rc = 0;

	if (!f)
		return -1;
	*procs = util_xrealloc(*procs, (size_t)(*nprocs + 1) * sizeof **procs);
	p = &(*procs)[(*nprocs)++];
	memset(p, 0, sizeof *p);
	p->name = util_xstrdup(name);
	p->rep.cfg = o->cfg;
	if (!o->curve) {
		if (sim_report_load(f, &p->rep, err, sizeof err) < 0) {
			util_error("%s: %s", path, err);
			rc = -2;
		}
	} else {
		for (int k = 0; k < 3 && rc == 0; k++) {
			char *sp;

			if (!fgets(line, sizeof line, f) || strncmp(line, "curve ", 6) != 0 ||
			    !(sp = strchr(line + 6, ' ')) ||
			    sim_curve_result_parse(sp + 1, &p->curves[k]) < 0) {
				util_error("%s: not the curves of aex sim", path);
				rc = -2;
			}
		}
	}
	fclose(f);
	if (rc < 0)
		return rc;
	for (unsigned n = 1;; n++) {
		char *cp = util_xasprintf("%s.%u", path, n), *cn = util_xasprintf("%s.%u", name, n);
		int r = load_stats(o, cp, cn, procs, nprocs);

		unlink(cp);
		free(cp);
		free(cn);
		if (r == -1)
			break;
		if (r < 0)
			return r;
	}
	return 0;
}

static int simulate_regen(const struct opts *o, const char *build, const char *events,
			  struct proc **procs, int *nprocs)
{
	struct util_argv av = { 0 };
	char *exe = util_xasprintf("%s/regen", build), tmp[] = "/tmp/aex-sim.XXXXXX", *curve;
	int fd = mkstemp(tmp), rc, st;

	if (fd < 0)
		util_die(UTIL_EXIT_FAIL, "a temporary file: %s", strerror(errno));
	close(fd);
	util_argv_push(&av, "aex sim");
	util_argv_push(&av, events);
	util_argv_push(&av, "--format");
	util_argv_push(&av, "sim");
	if (o->curve) {
		curve = util_xasprintf("%u,%u,%llu,%llu", o->ccfg.bsize, o->ccfg.assoc,
				       (unsigned long long)o->ccfg.min_size,
				       (unsigned long long)o->ccfg.max_size);
		util_argv_push(&av, "--curve");
		util_argv_push(&av, curve);
		free(curve);
	} else {
		char seed[16];

		util_argv_push(&av, "--sim");
		util_argv_push(&av, o->dinero_words);
		snprintf(seed, sizeof seed, "%u", o->seed);
		util_argv_push(&av, "--sim-seed");
		util_argv_push(&av, seed);
	}
	util_argv_push(&av, "-q");
	util_argv_push(&av, "-o");
	util_argv_push(&av, tmp);
	{
		struct util_spawn sp = { .argv = av.v, .path = exe };
		pid_t pid = util_spawn(&sp);

		if (pid < 0)
			util_die(UTIL_EXIT_FAIL, "cannot run %s", exe);
		while (waitpid(pid, &st, 0) < 0)
			if (errno != EINTR)
				util_die(UTIL_EXIT_FAIL, "waiting for %s: %s", exe, strerror(errno));
	}
	rc = WIFEXITED(st) ? WEXITSTATUS(st) : 2;
	util_argv_free(&av);
	free(exe);
	if (rc <= 1 && load_stats(o, tmp, "0", procs, nprocs) < 0)
		rc = 2;
	unlink(tmp);
	if (rc == 1 && *nprocs)
		(*procs)[0].truncated = true;
	return rc;
}

/* ---- output ----------------------------------------------------------------------------- */

static void print_curves(const struct sim_curve_result c[3], bool json)
{
	static const char *const names[3] = { "instr", "data", "unified" };

	if (json) {
		printf("{");
		for (int k = 0; k < 3; k++) {
			printf("%s\"%s\":{\"accesses\":%llu,\"sizes\":[", k ? "," : "", names[k],
			       (unsigned long long)c[k].accesses);
			for (int i = 0; i < c[k].nsizes; i++)
				printf("%s%llu", i ? "," : "", (unsigned long long)c[k].size[i]);
			printf("],\"misses\":[");
			for (int i = 0; i < c[k].nsizes; i++)
				printf("%s%llu", i ? "," : "", (unsigned long long)c[k].misses[i]);
			printf("],\"miss_ratio\":[");
			for (int i = 0; i < c[k].nsizes; i++)
				printf("%s%.6f", i ? "," : "",
				       c[k].accesses ? (double)c[k].misses[i] / (double)c[k].accesses : 0);
			printf("],\"reuse_histogram\":[");
			for (int i = 0; i < c[k].nbuckets; i++)
				printf("%s%llu", i ? "," : "", (unsigned long long)c[k].bucket[i]);
			printf("]}");
		}
		printf("}");
		return;
	}
	printf("%10s %12s %12s %12s\n", "size", "instr_miss", "data_miss", "unified_miss");
	for (int i = 0; i < c[0].nsizes; i++) {
		uint64_t s = c[0].size[i];

		if (s >= 1u << 20 && !(s & ((1u << 20) - 1)))
			printf("%9lluM", (unsigned long long)(s >> 20));
		else if (s >= 1024 && !(s & 1023))
			printf("%9lluK", (unsigned long long)(s >> 10));
		else
			printf("%10llu", (unsigned long long)s);
		for (int k = 0; k < 3; k++)
			printf(" %12.6f", c[k].accesses ? (double)c[k].misses[i] /
							  (double)c[k].accesses : 0.0);
		printf("\n");
	}
	printf("accesses %llu instr, %llu data, %llu unified (one per block touched)\n",
	       (unsigned long long)c[0].accesses, (unsigned long long)c[1].accesses,
	       (unsigned long long)c[2].accesses);
	if (c[2].nbuckets) {
		printf("\nreuse distance (distinct blocks between two references to a block)\n");
		printf("%-16s %14s %14s %14s\n", "distance", "instr", "data", "unified");
		for (int b = 0; b < c[2].nbuckets; b++) {
			char label[48];

			if (b == c[2].nbuckets - 1)
				snprintf(label, sizeof label, "first");
			else if (b == c[2].nbuckets - 2)
				snprintf(label, sizeof label, ">= %llu", 1ull << (b - 1));
			else if (b == 0)
				snprintf(label, sizeof label, "0");
			else if (b == 1)
				snprintf(label, sizeof label, "1");
			else
				snprintf(label, sizeof label, "%llu-%llu", 1ull << (b - 1),
					 (1ull << b) - 1);
			printf("%-16s %14llu %14llu %14llu\n", label,
			       (unsigned long long)c[0].bucket[b], (unsigned long long)c[1].bucket[b],
			       (unsigned long long)c[2].bucket[b]);
		}
	}
}

/* Process paths in their order: "0" < "0.1" < "0.1.1" < "0.2" < "0.10". */
static int proc_order(const void *a, const void *b)
{
	const char *x = ((const struct proc *)a)->name, *y = ((const struct proc *)b)->name;

	while (*x && *y) {
		char *ex, *ey;
		unsigned long nx = strtoul(x, &ex, 10), ny = strtoul(y, &ey, 10);

		if (ex == x || ey == y)
			return strcmp(x, y);
		if (nx != ny)
			return nx < ny ? -1 : 1;
		x = *ex == '.' ? ex + 1 : ex;
		y = *ey == '.' ? ey + 1 : ey;
		if (!*ex || !*ey)
			return *ex ? 1 : *ey ? -1 : 0;
	}
	return strcmp(x, y);
}

static void print_all(const struct opts *o, struct proc *p, int n)
{
	struct proc all = { 0 };

	qsort(p, (size_t)n, sizeof *p, proc_order);
	all.rep.cfg = o->cfg;
	for (int k = 0; k < 3; k++)
		all.curves[k] = p[0].curves[k];
	for (int i = 1; i < n; i++) {
		sim_report_add(&all.rep, &p[i].rep);
		for (int k = 0; k < 3; k++)
			sim_curve_result_add(&all.curves[k], &p[i].curves[k]);
	}
	sim_report_add(&all.rep, &p[0].rep);
	if (o->json) {
		printf("{\"processes\":[");
		for (int i = 0; i < n; i++) {
			printf("%s{\"process\":\"%s\",\"truncated\":%s,\"stats\":", i ? "," : "",
			       p[i].name, p[i].truncated ? "true" : "false");
			if (o->curve)
				print_curves(p[i].curves, true);
			else
				sim_report_json(stdout, &p[i].rep);
			printf("}");
		}
		printf("],\"all\":");
		if (o->curve)
			print_curves(all.curves, true);
		else
			sim_report_json(stdout, &all.rep);
		printf("}\n");
		return;
	}
	if (!o->curve) {
		printf("---aex sim: Dinero IV's cache model (version 7, without sub-blocks)\n");
		printf("\n---Summary of options (aex sim --help gives usage information).\n\n");
		sim_dinero_summary(stdout, &o->d);
		printf("\n---Simulation begins.\n---Simulation complete.\n");
	}
	for (int i = 0; i < n; i++) {
		if (n > 1)
			printf("---Process %s\n", p[i].name);
		if (o->curve)
			print_curves(p[i].curves, false);
		else
			sim_report_print(stdout, &p[i].rep, o->d.idcombine);
	}
	if (n > 1) {
		printf("---All %d processes\n", n);
		if (o->curve)
			print_curves(all.curves, false);
		else
			sim_report_print(stdout, &all.rep, o->d.idcombine);
	}
	if (!o->curve)
		printf("---Execution complete.\n");
}

static uint64_t size_arg(const char *opt, const char *v)
{
	uint64_t x = 0;
	char *e;

	if (!v)
		util_die(UTIL_EXIT_USAGE, "%s wants a value", opt);
	x = strtoull(v, &e, 10);
	if (e != v && (*e == 'k' || *e == 'K'))
		x <<= 10, e++;
	else if (e != v && (*e == 'm' || *e == 'M'))
		x <<= 20, e++;
	else if (e != v && (*e == 'g' || *e == 'G'))
		x <<= 30, e++;
	if (e == v || *e || *v == '-')
		util_die(UTIL_EXIT_USAGE, "%s wants a size (with k, m or g), not '%s'", opt, v);
	return x;
}

int cmd_sim(int argc, char **argv)
{
	/* (static: what an early exit leaves behind stays reachable) */
	static struct opts o = { .ccfg = { .bsize = 32, .min_size = 1024, .max_size = 4u << 20 } };
	static struct util_argv pos, words;
	static struct proc *procs;
	static int nprocs;
	int rc = UTIL_EXIT_OK;
	char err[256];

	for (int i = 1; i < argc; i++) {
		const char *a = argv[i], *v = i + 1 < argc ? argv[i + 1] : NULL;
		int used;

		if (strcmp(a, "-h") == 0 || strcmp(a, "--help") == 0) {
			sim_usage(stdout);
			return UTIL_EXIT_OK;
		} else if (strcmp(a, "--json") == 0) {
			o.json = true;
		} else if (strcmp(a, "--curve") == 0) {
			o.curve = true;
		} else if (strcmp(a, "--seed") == 0) {
			o.seed = (uint32_t)size_arg(a, v);
			i++;
		} else if (strcmp(a, "--bsize") == 0) {
			uint64_t x = size_arg(a, v);

			o.ccfg.bsize = x > 65536 ? 0 : (unsigned)x;   /* 0: refused below */
			i++;
		} else if (strcmp(a, "--min") == 0 || strcmp(a, "--max") == 0) {
			*(a[3] == 'i' ? &o.ccfg.min_size : &o.ccfg.max_size) = size_arg(a, v);
			i++;
		} else if (strcmp(a, "--assoc") == 0) {
			o.ccfg.assoc = (unsigned)size_arg(a, v);
			i++;
		} else if (a[0] == '-' && a[1] == '-') {
			return cmd_usage_error("unknown option '%s'", a);
		} else if (a[0] == '-' && a[1]) {
			used = sim_dinero_option(&o.d, argv + i, err, sizeof err);
			if (used < 0)
				return cmd_usage_error("%s", err);
			if (used == 0)
				return cmd_usage_error("unknown option '%s' (Dinero IV's options are "
						       "in aex sim --help)", a);
			for (int k = 0; k < used; k++)
				util_argv_push(&words, argv[i + k]);
			i += used - 1;
		} else {
			util_argv_push(&pos, a);
		}
	}
	if (!pos.n)
		return cmd_usage_error("give a trace, or a build directory and its event trace");
	if (o.curve) {
		const char *e = NULL;
		struct sim_curve *c = sim_curve_new(&o.ccfg, &e);

		if (!c)
			return cmd_usage_error("--curve: %s", e);
		sim_curve_free(c);
		if (words.n)
			return cmd_usage_error("--curve takes --bsize, --assoc, --min and --max, not "
					       "Dinero IV's options");
	} else if (sim_dinero_config(&o.d, &o.cfg, err, sizeof err) < 0) {
		return cmd_usage_error("%s", err);
	}
	o.cfg.seed = o.seed;
	o.dinero_words = util_argv_join(&words);
	if (pos.n == 2 && util_is_dir(pos.v[0])) {
		if ((rc = cmd_build_dir_check(pos.v[0], CMD_BUILD_REGEN)) != 0)
			return rc;
		if (o.d.skipcount || o.d.maxcount)
			return cmd_usage_error("-skipcount and -maxcount take a trace; a "
					       "regeneration takes a window (aex regen --skip-insns)");
		rc = simulate_regen(&o, pos.v[0], pos.v[1], &procs, &nprocs);
		if (rc > 1 || !nprocs)
			return UTIL_EXIT_USAGE;
	} else {
		for (int i = 0; i < pos.n; i++) {
			int r;

			procs = util_xrealloc(procs, (size_t)(nprocs + 1) * sizeof *procs);
			memset(&procs[nprocs], 0, sizeof procs[nprocs]);
			procs[nprocs].name = util_xstrdup(pos.v[i]);
			procs[nprocs].rep.cfg = o.cfg;
			r = simulate_trace(&o, pos.v[i], &procs[nprocs]);
			if (r != UTIL_EXIT_OK)
				return r;
			if (procs[nprocs].truncated)
				rc = UTIL_EXIT_FAIL;
			nprocs++;
		}
	}
	print_all(&o, procs, nprocs);
	return rc;
}

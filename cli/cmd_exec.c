/* cmd_exec.c — `aex exec`: run a guest binary, or a workload at a size, deterministically
 * (cli/run.c); with --verify, compare its output and exit status with the host build's.
 *
 *   $ aex exec -i sparc -w li -s small --verify
 *   aex exec: li small on sparc: same output as the host (13 bytes) and status 0 */
#include "commands.h"
#include "run.h"
#include "util.h"

#include <errno.h>
#include <fcntl.h>
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

static void usage(FILE *f)
{
	fprintf(f,
		"usage: aex exec [-i ISA] [options] BINARY|DIR [-- ARGS...]\n"
		"       aex exec -i ISA -w WORKLOAD [-s small|paper] [--verify] [-- ARGS...]\n"
		"\n"
		"Runs a guest binary (DIR/plain for a build directory) under qemu-user\n"
		"deterministically: fixed environment, fixed argv[0] and executable path length,\n"
		"fixed stack size and AT_RANDOM seed, so any two binaries with the same data layout\n"
		"start with the same stack pointer (docs/memory-layout.md). With -w, builds the\n"
		"workload for ISA (when a source changed), generates its inputs and runs it in the\n"
		"input directory with the workload's arguments for the size.\n"
		"The exit status is the guest's (128+N if it died of signal N).\n"
		"\n"
		"options:\n"
		"  -i, --isa ISA        the ISA (%s); default: from the ELF header\n"
		"  -w, --workload NAME  a workload (%s)\n"
		"  -s, --size SIZE      small (default) or paper\n"
		"      --verify         do not show the output: compare it and the exit status with\n"
		"                       the host build's (a micro program's also with its .expected);\n"
		"                       exit 0 when they agree, 1 when not\n"
		"      --argv0 NAME     guest argv[0] (default %s)\n"
		"      --env KEY=VALUE  add to the guest environment (repeatable); the base is\n"
		"                       PATH=/usr/bin:/bin HOME=/ LANG=C\n"
		"      --stack SIZE     guest stack size (default 8M)\n"
		"  -v, --verbose        print the qemu and build command lines\n"
		"  -h, --help           this text\n",
		toolchain_list(), workload_list(), RUN_DEFAULT_ARGV0);
}

/* A temporary file for captured output; unlinked at once, read back through fd. */
static int temp_fd(void)
{
	char path[] = "/tmp/aex-out.XXXXXX";
	int fd = mkstemp(path);

	if (fd < 0)
		util_die(UTIL_EXIT_FAIL, "mkstemp: %s", strerror(errno));
	unlink(path);
	return fd;
}

static char *read_fd(int fd, size_t *len)
{
	size_t n = 0, cap = 1 << 16;
	char *buf = util_xmalloc(cap);
	ssize_t r;

	lseek(fd, 0, SEEK_SET);
	for (;;) {
		if (n + 1 >= cap)
			buf = util_xrealloc(buf, cap *= 2);
		r = read(fd, buf + n, cap - n - 1);
		if (r < 0 && errno == EINTR)
			continue;
		if (r <= 0)
			break;
		n += (size_t)r;
	}
	buf[n] = '\0';
	*len = n;
	return buf;
}

/* Runs the host build like the guest: same arguments, directory and environment. */
static int run_host(const char *bin, const struct guest *t, const struct run_opts *o,
		    int out_fd)
{
	struct util_argv av = { 0 }, env = { 0 };
	int status;
	pid_t pid;

	util_argv_push(&av, o->argv0 ? o->argv0 : RUN_DEFAULT_ARGV0);
	for (int i = 0; i < t->args.n; i++)
		util_argv_push(&av, t->args.v[i]);
	for (int i = 0; run_base_env[i]; i++)
		util_argv_push(&env, run_base_env[i]);
	for (int i = 0; i < o->nenv; i++)
		util_argv_push(&env, o->env[i]);
	fflush(NULL);
	pid = fork();
	if (pid < 0)
		util_die(UTIL_EXIT_FAIL, "fork: %s", strerror(errno));
	if (pid == 0) {
		struct rlimit core = { 0, 0 };

		setrlimit(RLIMIT_CORE, &core);
		if (dup2(out_fd, STDOUT_FILENO) < 0 || (t->cwd && chdir(t->cwd) < 0))
			_exit(127);
		execve(bin, av.v, env.v);
		_exit(127);
	}
	while (waitpid(pid, &status, 0) < 0)
		if (errno != EINTR)
			util_die(UTIL_EXIT_FAIL, "waitpid: %s", strerror(errno));
	util_argv_free(&av);
	util_argv_free(&env);
	return util_wait_status(status);
}

static size_t first_difference(const char *a, size_t na, const char *b, size_t nb)
{
	size_t i = 0;

	while (i < na && i < nb && a[i] == b[i])
		i++;
	return i;
}

static int verify(struct guest *t, struct run_opts *o, const char *label)
{
	int gfd = temp_fd(), hfd = temp_fd(), grc, hrc, ok = 1;
	char *host, *gout, *hout;
	size_t glen, hlen;

	o->stdout_fd = gfd;
	grc = run_guest(o);
	if (grc < 0)
		return UTIL_EXIT_FAIL;
	if (workload_host_build(&t->w, &host) != 0)
		return UTIL_EXIT_FAIL;
	hrc = run_host(host, t, o, hfd);
	gout = read_fd(gfd, &glen);
	hout = read_fd(hfd, &hlen);
	if (glen != hlen || memcmp(gout, hout, glen) != 0) {
		util_error("%s: output differs from the host's at byte %zu (guest %zu bytes, host %zu)",
			   label, first_difference(gout, glen, hout, hlen), glen, hlen);
		ok = 0;
	}
	if (grc != hrc) {
		util_error("%s: exit status %d, the host's %d", label, grc, hrc);
		ok = 0;
	}
	if (t->w.micro) {
		size_t elen;
		char *exp = util_read_file(t->w.expected, &elen);

		if (!exp) {
			util_error("%s: %s", t->w.expected, strerror(errno));
			ok = 0;
		} else if (elen != glen || memcmp(exp, gout, glen) != 0) {
			util_error("%s: output differs from %s at byte %zu", label, t->w.expected,
				   first_difference(gout, glen, exp, elen));
			ok = 0;
		}
		free(exp);
	}
	if (ok)
		util_note("%s: same output as the host (%zu bytes) and status %d", label, glen, grc);
	free(gout);
	free(hout);
	free(host);
	close(gfd);
	close(hfd);
	return ok ? UTIL_EXIT_OK : UTIL_EXIT_FAIL;
}

int cmd_exec(int argc, char **argv)
{
	static const struct option longopts[] = {
		{ "isa", required_argument, NULL, 'i' },
		{ "workload", required_argument, NULL, 'w' },
		{ "size", required_argument, NULL, 's' },
		{ "verify", no_argument, NULL, 'V' },
		{ "argv0", required_argument, NULL, 'a' },
		{ "env", required_argument, NULL, 'e' },
		{ "stack", required_argument, NULL, 'k' },
		{ "verbose", no_argument, NULL, 'v' },
		{ "help", no_argument, NULL, 'h' },
		{ NULL, 0, NULL, 0 },
	};
	struct run_opts o = { 0 };
	struct util_argv env = { 0 };
	struct guest t;
	int dashes = cmd_split_dashes(argc, argv), c, rc;
	const char *isa = NULL, *workload = NULL, *size = "small", *where = NULL;
	bool do_verify = false;
	char *label;

	while ((c = getopt_long(dashes, argv, "i:w:s:vh", longopts, NULL)) != -1) {
		switch (c) {
		case 'i': isa = optarg; break;
		case 'w': workload = optarg; break;
		case 's': size = optarg; break;
		case 'V': do_verify = true; break;
		case 'a': o.argv0 = optarg; break;
		case 'e': cmd_add_env(&env, optarg); break;
		case 'k': o.stack_size = cmd_parse_size(optarg); break;
		case 'v': o.verbose = true; break;
		case 'h': usage(stdout); return UTIL_EXIT_OK;
		default: usage(stderr); return UTIL_EXIT_USAGE;
		}
	}
	if (dashes - optind > 1) {
		util_error("more than one binary given (guest arguments go after --)");
		usage(stderr);
		return UTIL_EXIT_USAGE;
	}
	if (dashes - optind == 1)
		where = argv[optind];
	guest_resolve(&t, isa, where, workload, size, dashes < argc ? argv + dashes + 1 : NULL,
			   dashes < argc ? argc - dashes - 1 : 0, o.verbose);
	o.tc = t.tc;
	o.binary = t.binary;
	o.args = t.args.v;
	o.nargs = t.args.n;
	o.cwd = t.cwd;
	o.env = env.v;
	o.nenv = env.n;
	if (do_verify && !t.is_workload)
		util_die(UTIL_EXIT_USAGE, "--verify needs -w WORKLOAD");
	if (do_verify) {
		label = util_xasprintf("%s %s on %s", t.is_workload ? t.w.name : t.binary,
				       t.is_workload ? size : "", t.tc->isa);
		rc = verify(&t, &o, label);
		free(label);
	} else {
		rc = run_guest(&o);
		rc = rc < 0 ? UTIL_EXIT_FAIL : rc;
	}
	guest_free(&t);
	util_argv_free(&env);
	return rc;
}

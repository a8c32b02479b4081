/* verify.c — `aex exec --verify`: a workload run on the guest and its host build run the same
 * way (arguments, directory, environment) must print the same and exit alike; a micro
 * program's output must also equal its .expected file. */
#include "verify.h"
#include "util.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

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
	pid = util_spawn(&(struct util_spawn){ .argv = av.v, .path = bin, .envp = env.v,
					       .stdout_fd = out_fd, .cwd = t->cwd,
					       .no_core = true });
	if (pid < 0)
		exit(UTIL_EXIT_FAIL);
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

int verify_against_host(struct guest *t, struct run_opts *o, const char *label)
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

/* run.c — the deterministic guest runner behind exec, golden, run and check.
 * The guest sees the executable as /tmp/aex-run.XXXXXX/<argv0> (a symlink; constant length),
 * argv[0] = <argv0>, the environment run_base_env (plus AEX_FIXED_CLOCK=1 under --fixed-clock)
 * plus --env entries, an 8 MB stack and a fixed AT_RANDOM seed, whatever the caller's
 * environment, limits or binary path. */
#include "run.h"
#include "util.h"

#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

const char *const run_base_env[] = {
	"PATH=/usr/bin:/bin",
	"HOME=/",
	"LANG=C",
	NULL,
};

void run_set_fixed_clock(void)
{
	setenv(RUN_FIXED_CLOCK_ENV, "1", 1);
}

void run_set_stdin(const char *path)
{
	setenv(RUN_STDIN_ENV, path, 1);
}

bool run_fixed_clock(void)
{
	const char *v = getenv(RUN_FIXED_CLOCK_ENV);

	return v && strcmp(v, "1") == 0;
}

int run_guest(const struct run_opts *o)
{
	const char *argv0 = o->argv0 ? o->argv0 : RUN_DEFAULT_ARGV0;
	unsigned long stack = o->stack_size ? o->stack_size : RUN_DEFAULT_STACK;
	char dir[] = "/tmp/aex-run.XXXXXX";
	struct util_argv av = { 0 }, env = { 0 };
	char *real, *link_path, *num;
	int status, result = -1, in_fd = -1;
	pid_t pid;

	if (!*argv0 || strchr(argv0, '/')) {
		util_error("argv0 '%s' must be a plain file name", argv0);
		return -1;
	}
	real = realpath(o->binary, NULL);
	if (!real) {
		util_error("%s: %s", o->binary, strerror(errno));
		return -1;
	}
	if (!mkdtemp(dir)) {
		util_error("mkdtemp %s: %s", dir, strerror(errno));
		free(real);
		return -1;
	}
	link_path = util_xasprintf("%s/%s", dir, argv0);
	if (symlink(real, link_path) < 0) {
		util_error("symlink %s: %s", link_path, strerror(errno));
		goto out;
	}

	util_argv_push(&av, o->tc->qemu);
	util_argv_push(&av, "-seed");
	util_argv_push(&av, "1");
	num = util_xasprintf("%lu", stack);
	util_argv_push(&av, "-s");
	util_argv_push(&av, num);
	free(num);
	if (o->plugin) {
		util_argv_push(&av, "-plugin");
		util_argv_push(&av, o->plugin);
	}
	util_argv_push(&av, "-0");
	util_argv_push(&av, argv0);
	util_argv_push(&av, link_path);
	for (int i = 0; i < o->nargs; i++)
		util_argv_push(&av, o->args[i]);
	for (int i = 0; run_base_env[i]; i++)
		util_argv_push(&env, run_base_env[i]);
	if (run_fixed_clock())
		util_argv_push(&env, RUN_FIXED_CLOCK_ENV "=1");
	for (int i = 0; i < o->nenv; i++)
		util_argv_push(&env, o->env[i]);
	if (o->verbose) {
		char *line = util_argv_join(&av);
		util_note("running: %s", line);
		free(line);
	}

	if (getenv(RUN_STDIN_ENV) && *getenv(RUN_STDIN_ENV)) {
		in_fd = open(getenv(RUN_STDIN_ENV), O_RDONLY | O_CLOEXEC);
		if (in_fd < 0) {
			util_error("%s (%s): %s", getenv(RUN_STDIN_ENV), RUN_STDIN_ENV,
				   strerror(errno));
			goto out;
		}
	}
	/* qemu would write a core file of the guest into the current directory. */
	pid = util_spawn(&(struct util_spawn){ .argv = av.v, .envp = env.v, .search = true,
					       .stdin_fd = in_fd, .stdout_fd = o->stdout_fd,
					       .keep_fd = o->keep_fd, .keep_fd2 = o->keep_fd2,
					       .cwd = o->cwd, .no_core = true, .stack = stack });
	if (in_fd >= 0)
		close(in_fd);
	if (pid < 0)
		goto out;
	if (o->during)
		o->during(o->during_ctx);
	while (waitpid(pid, &status, 0) < 0) {
		if (errno != EINTR) {
			util_error("waitpid: %s", strerror(errno));
			goto out;
		}
	}
	if (o->wait_status)
		*o->wait_status = status;
	result = util_wait_status(status);
out:
	unlink(link_path);
	rmdir(dir);
	free(link_path);
	free(real);
	util_argv_free(&av);
	util_argv_free(&env);
	return result;
}

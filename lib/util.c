/* util.c — errors, memory, strings, argument vectors and child processes for every layer of aex.
 * Nothing here knows about ISAs or traces. */
#include "util.h"

#include <errno.h>
#include <signal.h>
#include <fcntl.h>
#include <ftw.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

const char *util_progname = "aex";

static void vmessage(const char *kind, const char *fmt, va_list ap)
{
	fflush(stdout);
	fprintf(stderr, "%s: %s", util_progname, kind);
	vfprintf(stderr, fmt, ap);
	fputc('\n', stderr);
}

void util_error(const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vmessage("error: ", fmt, ap);
	va_end(ap);
}

void util_warn(const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vmessage("warning: ", fmt, ap);
	va_end(ap);
}

FILE *util_note_copy;

void util_note(const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	if (util_note_copy) {
		va_list again;

		va_copy(again, ap);
		vfprintf(util_note_copy, fmt, again);
		fputc('\n', util_note_copy);
		va_end(again);
	}
	vmessage("", fmt, ap);
	va_end(ap);
}

void util_die(int status, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vmessage("error: ", fmt, ap);
	va_end(ap);
	exit(status);
}

void *util_xmalloc(size_t n)
{
	void *p = malloc(n ? n : 1);

	if (!p)
		util_die(UTIL_EXIT_FAIL, "out of memory (%zu bytes)", n);
	return p;
}

void *util_xrealloc(void *p, size_t n)
{
	p = realloc(p, n ? n : 1);
	if (!p)
		util_die(UTIL_EXIT_FAIL, "out of memory (%zu bytes)", n);
	return p;
}

char *util_xstrdup(const char *s)
{
	size_t n = strlen(s) + 1;

	return memcpy(util_xmalloc(n), s, n);
}

char *util_xasprintf(const char *fmt, ...)
{
	va_list ap;
	char *s;
	int n;

	va_start(ap, fmt);
	n = vasprintf(&s, fmt, ap);
	va_end(ap);
	if (n < 0)
		util_die(UTIL_EXIT_FAIL, "out of memory");
	return s;
}

void util_argv_push(struct util_argv *a, const char *s)
{
	if (a->n + 2 > a->cap) {
		a->cap = a->cap ? 2 * a->cap : 16;
		a->v = util_xrealloc(a->v, (size_t)a->cap * sizeof *a->v);
	}
	a->v[a->n++] = util_xstrdup(s);
	a->v[a->n] = NULL;
}

void util_argv_push_words(struct util_argv *a, const char *s)
{
	while (*s) {
		size_t n;

		s += strspn(s, " \t\n");
		n = strcspn(s, " \t\n");
		if (n) {
			char *w = strndup(s, n);
			if (!w)
				util_die(UTIL_EXIT_FAIL, "out of memory");
			util_argv_push(a, w);
			free(w);
		}
		s += n;
	}
}

void util_argv_free(struct util_argv *a)
{
	for (int i = 0; i < a->n; i++)
		free(a->v[i]);
	free(a->v);
	a->v = NULL;
	a->n = a->cap = 0;
}

char *util_argv_join(const struct util_argv *a)
{
	size_t len = 1;
	char *s;

	for (int i = 0; i < a->n; i++)
		len += strlen(a->v[i]) + 1;
	s = util_xmalloc(len);
	s[0] = '\0';
	for (int i = 0; i < a->n; i++) {
		if (i)
			strcat(s, " ");
		strcat(s, a->v[i]);
	}
	return s;
}

int util_wait_status(int status)
{
	if (WIFEXITED(status))
		return WEXITSTATUS(status);
	if (WIFSIGNALED(status))
		return 128 + WTERMSIG(status);
	return 255;
}

/* What failed in a child of util_spawn before its exec (it shares the caller's memory). */
enum spawn_step { SPAWN_OK, SPAWN_DUP, SPAWN_CWD, SPAWN_EXEC };

pid_t util_spawn(const struct util_spawn *s)
{
	const char *file = s->path ? s->path : s->argv[0];
	volatile int step = SPAWN_OK, err = 0;
	sigset_t all, old;
	pid_t pid;

	fflush(NULL);
	/* No handler may run in the child while it shares our memory: signals stay blocked
	 * until it has reset every handler to the default. */
	sigfillset(&all);
	sigprocmask(SIG_SETMASK, &all, &old);
	pid = vfork();
	if (pid == 0) {
		/* Only system calls from here to the exec: the memory is the caller's. */
		struct sigaction dfl;

		memset(&dfl, 0, sizeof dfl);
		dfl.sa_handler = SIG_DFL;
		for (int sig = 1; sig < NSIG; sig++) {
			struct sigaction cur;

			if (sigaction(sig, NULL, &cur) == 0 && cur.sa_handler != SIG_DFL &&
			    cur.sa_handler != SIG_IGN)
				sigaction(sig, &dfl, NULL);
		}
		sigprocmask(SIG_SETMASK, &old, NULL);
		if (s->new_group)
			setpgid(0, 0);
		if (s->no_core) {
			struct rlimit core = { 0, 0 };

			setrlimit(RLIMIT_CORE, &core);
		}
		if (s->stack) {
			struct rlimit st = { s->stack, s->stack };

			setrlimit(RLIMIT_STACK, &st);
		}
		if ((s->stdin_fd > 0 && dup2(s->stdin_fd, STDIN_FILENO) < 0) ||
		    (s->stdout_fd > 0 && dup2(s->stdout_fd, STDOUT_FILENO) < 0) ||
		    (s->stderr_fd > 0 && dup2(s->stderr_fd, STDERR_FILENO) < 0)) {
			step = SPAWN_DUP;
			err = errno;
			_exit(127);
		}
		if (s->keep_fd > 2)
			fcntl(s->keep_fd, F_SETFD, 0);
		if (s->keep_fd2 > 2)
			fcntl(s->keep_fd2, F_SETFD, 0);
		if (s->cwd && chdir(s->cwd) < 0) {
			step = SPAWN_CWD;
			err = errno;
			_exit(127);
		}
		if (s->search)
			execvpe(file, s->argv, s->envp ? s->envp : environ);
		else
			execve(file, s->argv, s->envp ? s->envp : environ);
		step = SPAWN_EXEC;
		err = errno;
		_exit(127);
	}
	sigprocmask(SIG_SETMASK, &old, NULL);
	if (pid < 0) {
		util_error("cannot start %s: %s", file, strerror(errno));
		return -1;
	}
	if (step == SPAWN_DUP)
		util_error("cannot redirect the output of %s: %s", file, strerror(err));
	else if (step == SPAWN_CWD)
		util_error("%s: %s", s->cwd, strerror(err));
	else if (step == SPAWN_EXEC)
		util_error("cannot run %s: %s", file, strerror(err));
	return pid;
}

int util_run(const struct util_argv *a, char **out)
{
	int pfd[2] = { -1, -1 };
	int status;
	pid_t pid;

	if (out && pipe2(pfd, O_CLOEXEC) < 0) {
		util_error("pipe: %s", strerror(errno));
		return -1;
	}
	pid = util_spawn(&(struct util_spawn){ .argv = a->v, .search = true,
					       .stdout_fd = out ? pfd[1] : 0 });
	if (pid < 0) {
		if (out) {
			close(pfd[0]);
			close(pfd[1]);
		}
		return -1;
	}
	if (out) {
		size_t len = 0, cap = 4096;
		char *buf = util_xmalloc(cap);
		ssize_t r;

		close(pfd[1]);
		for (;;) {
			if (len + 1 >= cap)
				buf = util_xrealloc(buf, cap *= 2);
			r = read(pfd[0], buf + len, cap - len - 1);
			if (r < 0 && errno == EINTR)
				continue;
			if (r <= 0)
				break;
			len += (size_t)r;
		}
		buf[len] = '\0';
		close(pfd[0]);
		*out = buf;
	}
	while (waitpid(pid, &status, 0) < 0) {
		if (errno != EINTR) {
			util_error("waitpid: %s", strerror(errno));
			return -1;
		}
	}
	return util_wait_status(status);
}

bool util_file_exists(const char *path)
{
	return access(path, F_OK) == 0;
}

bool util_is_dir(const char *path)
{
	struct stat st;

	return stat(path, &st) == 0 && S_ISDIR(st.st_mode);
}

char *util_which(const char *name)
{
	const char *path = getenv("PATH");

	if (strchr(name, '/'))
		return access(name, X_OK) == 0 ? util_xstrdup(name) : NULL;
	while (path && *path) {
		size_t n = strcspn(path, ":");
		char *full = util_xasprintf("%.*s/%s", (int)n, n ? path : ".", name);

		if (access(full, X_OK) == 0)
			return full;
		free(full);
		path += n + (path[n] == ':');
	}
	return NULL;
}

bool util_in_path(const char *name)
{
	char *full = util_which(name);

	free(full);
	return full != NULL;
}

int util_mkdirs(const char *path)
{
	char *p = util_xstrdup(path);

	for (char *s = p + 1; ; s++) {
		if (*s == '/' || *s == '\0') {
			char c = *s;
			*s = '\0';
			if (mkdir(p, 0777) < 0 && errno != EEXIST) {
				util_error("cannot create directory %s: %s", p, strerror(errno));
				free(p);
				return -1;
			}
			*s = c;
			if (!c)
				break;
		}
	}
	free(p);
	if (!util_is_dir(path)) {
		util_error("%s exists and is not a directory", path);
		return -1;
	}
	return 0;
}

const char *util_basename(const char *path)
{
	const char *s = strrchr(path, '/');

	return s ? s + 1 : path;
}

bool util_has_suffix(const char *s, const char *suffix)
{
	size_t n = strlen(s), m = strlen(suffix);

	return n >= m && strcmp(s + n - m, suffix) == 0;
}

char *util_read_file(const char *path, size_t *len)
{
	FILE *f = fopen(path, "rb");
	size_t n = 0, cap = 4096;
	char *buf;

	if (!f)
		return NULL;
	buf = util_xmalloc(cap);
	for (;;) {
		size_t r;

		if (n + 1 >= cap)
			buf = util_xrealloc(buf, cap *= 2);
		r = fread(buf + n, 1, cap - n - 1, f);
		n += r;
		if (r == 0)
			break;
	}
	if (ferror(f)) {
		int e = errno;
		fclose(f);
		free(buf);
		errno = e;
		return NULL;
	}
	fclose(f);
	buf[n] = '\0';
	if (len)
		*len = n;
	return buf;
}

double util_now(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

char *util_self_exe(void)
{
	char buf[4096];
	ssize_t n = readlink("/proc/self/exe", buf, sizeof buf - 1);

	if (n < 0)
		util_die(UTIL_EXIT_FAIL, "cannot find my own path");
	buf[n] = '\0';
	return util_xstrdup(buf);
}

static int cmp_double(const void *a, const void *b)
{
	double x = *(const double *)a, y = *(const double *)b;

	return (x > y) - (x < y);
}

double util_median(double *v, int n)
{
	if (n <= 0)
		return NAN;
	qsort(v, (size_t)n, sizeof *v, cmp_double);
	return n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
}

static int remove_one(const char *path, const struct stat *st, int flag, struct FTW *ftw)
{
	(void)st;
	(void)ftw;
	return (flag == FTW_DP ? rmdir(path) : unlink(path)) < 0 ? -1 : 0;
}

int util_remove_tree(const char *path)
{
	return nftw(path, remove_one, 16, FTW_DEPTH | FTW_PHYS) == 0 ? 0 : -1;
}

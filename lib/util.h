/* util.h — small helpers every layer of aex shares: errors, memory, strings, wall time,
 * argument vectors and child processes. Every exported name carries the `util_` prefix. */
#ifndef AEX_UTIL_H
#define AEX_UTIL_H

#include <stdarg.h>
#include <stdbool.h>
#include <stdio.h>
#include <stddef.h>
#include <sys/types.h>

/* Exit statuses of every aex command. */
enum {
	UTIL_EXIT_OK = 0,      /* success (for check/diff: identical) */
	UTIL_EXIT_FAIL = 1,    /* the command ran and the answer is "no" (or the build failed) */
	UTIL_EXIT_USAGE = 2,   /* bad command line or bad input */
};

/* The program name used in messages ("aex" or "aex build"). */
extern const char *util_progname;

void util_error(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
void util_warn(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
void util_note(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
/* When set, util_note also writes each note (without the program's name) there, a line each:
 * how a build keeps what it said, to say it again when it is found up to date. */
extern FILE *util_note_copy;
/* Prints "aex: error: ..." and exits with status. */
void util_die(int status, const char *fmt, ...) __attribute__((format(printf, 2, 3), noreturn));

void *util_xmalloc(size_t n);
void *util_xrealloc(void *p, size_t n);
char *util_xstrdup(const char *s);
char *util_xasprintf(const char *fmt, ...) __attribute__((format(printf, 1, 2)));

/* A growable NULL-terminated argument vector. */
struct util_argv {
	char **v;
	int n, cap;
};
void util_argv_push(struct util_argv *a, const char *s);
/* Splits s at blanks and pushes each word (no quoting: toolchain flags have none). */
void util_argv_push_words(struct util_argv *a, const char *s);
void util_argv_free(struct util_argv *a);
/* The vector as one shell-like line, for messages. Caller frees. */
char *util_argv_join(const struct util_argv *a);

/* Runs argv[0] (searched in PATH) and waits. Returns the exit status, or 128+signal.
 * With out != NULL, captures standard output into *out (NUL-terminated, caller frees).
 * Returns -1 (with a message) when the program cannot be started. */
int util_run(const struct util_argv *a, char **out);

/* How util_spawn starts a program. Zero-initialised fields keep what the caller has. */
struct util_spawn {
	char *const *argv;
	const char *path;    /* the file to run; NULL: argv[0] */
	char *const *envp;   /* the environment; NULL: the caller's */
	bool search;         /* look argv[0] up in PATH (else it is a path) */
	int stdin_fd;        /* > 0: becomes standard input */
	int stdout_fd;       /* > 0: becomes standard output */
	int stderr_fd;       /* > 0: becomes standard error */
	int keep_fd;         /* > 2: stays open across the exec */
	int keep_fd2;        /* > 2: another */
	const char *cwd;     /* the directory it starts in */
	bool new_group;      /* its own process group (a kill of the group reaches its children) */
	bool no_core;        /* RLIMIT_CORE 0 */
	unsigned long stack; /* > 0: RLIMIT_STACK (soft and hard) */
};

/* Starts a program without copying the caller's address space (vfork: the cost does not grow
 * with the caller's memory, which matters under the sanitizers). Returns its pid. When it
 * cannot be started (no such program, a bad cwd), says why and still returns the pid of a
 * child that exits with 127; -1 when no process could be made. */
pid_t util_spawn(const struct util_spawn *s);

/* Wait status to the shell's convention: exit code, or 128 + signal number. */
int util_wait_status(int status);

bool util_file_exists(const char *path);
bool util_is_dir(const char *path);
/* The path of the program name as PATH finds it (caller frees), or NULL. */
char *util_which(const char *name);
/* True when an executable file name is in one of $PATH's directories. */
bool util_in_path(const char *name);
/* mkdir -p. Returns 0, or -1 with a message. */
int util_mkdirs(const char *path);
/* The last path component (pointer into path). */
const char *util_basename(const char *path);
bool util_has_suffix(const char *s, const char *suffix);
/* The path of the running executable (caller frees); dies when it cannot be read. */
char *util_self_exe(void);
/* The median of n numbers (v is sorted in place); NAN when n is 0. */
double util_median(double *v, int n);
/* Removes path and, when it is a directory, everything below it (nothing followed through a
 * link). Returns 0, or -1 when something could not be removed. */
int util_remove_tree(const char *path);

/* Seconds on the monotonic clock, for wall times. */
double util_now(void);

/* Reads a whole file. Returns NULL (errno set) on failure. */
char *util_read_file(const char *path, size_t *len);

#endif

/* process.c — the process environment and its end: environ, getenv, atexit, exit; system
 * and popen, refused. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "rt.h"

char **environ;
void (*__rt_stdio_flush_hook)(void);

RT_WEAK(getenv, __rt_getenv);
char *__rt_getenv(const char *name)
{
	size_t n = strlen(name);
	char **e;

	if (!environ || n == 0 || strchr(name, '='))
		return NULL;
	for (e = environ; *e; e++)
		if (strncmp(*e, name, n) == 0 && (*e)[n] == '=')
			return *e + n + 1;
	return NULL;
}

#define ATEXIT_MAX 32
static void (*atexit_fns[ATEXIT_MAX])(void);
static int atexit_count;

RT_WEAK(atexit, __rt_atexit);
int __rt_atexit(void (*fn)(void))
{
	if (atexit_count == ATEXIT_MAX)
		return -1;
	atexit_fns[atexit_count++] = fn;
	return 0;
}

RT_WEAK(exit, __rt_exit);
void __rt_exit(int status)
{
	while (atexit_count > 0)
		atexit_fns[--atexit_count]();
	if (__rt_stdio_flush_hook)
		__rt_stdio_flush_hook();
	__rt_exit_now(status);
}

/* rt has no execve, so no command processor: system(NULL) says so (0); system and popen of a
 * command fail with ENOSYS and a line on standard error naming the call, so that a program
 * that runs commands stops clearly rather than going on as if the command had run. */
static void no_shell(const char *call, const char *cmd)
{
	static const char a[] = ": cannot run \"", b[] = "\": rt has no command processor "
							  "(no execve)\n";

	__rt_write(2, "rt: ", 4);
	__rt_write(2, call, strlen(call));
	__rt_write(2, a, sizeof a - 1);
	__rt_write(2, cmd, strlen(cmd));
	__rt_write(2, b, sizeof b - 1);
	errno = ENOSYS;
}

RT_WEAK(system, __rt_system);
int __rt_system(const char *cmd)
{
	if (!cmd)
		return 0;
	no_shell("system", cmd);
	return -1;
}

RT_WEAK(popen, __rt_popen);
FILE *__rt_popen(const char *cmd, const char *mode)
{
	(void)mode;
	no_shell("popen", cmd ? cmd : "(null)");
	return NULL;
}

RT_WEAK(pclose, __rt_pclose);
int __rt_pclose(FILE *f)
{
	(void)f;
	errno = ECHILD;   /* no stream comes from popen */
	return -1;
}

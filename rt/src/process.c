/* process.c — the process environment and its end: environ, getenv, atexit, exit. */
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

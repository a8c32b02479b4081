/* start.c — program start and end: __rt_start (called by targets/<isa>/rt/crt0.S),
 * environ, getenv, atexit and exit. */
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "rt.h"

char **environ;
void (*__rt_stdio_flush_hook)(void);
/* The stack pointer the kernel handed to the process (tests of the fixed layout print it). */
void *__rt_initial_sp;

int main(int argc, char **argv, char **envp);
void __rt_start(int argc, char **argv, char **envp, void *sp) __attribute__((noreturn));

void __rt_start(int argc, char **argv, char **envp, void *sp)
{
	environ = envp;
	__rt_initial_sp = sp;
	exit(main(argc, argv, envp));
}

char *getenv(const char *name)
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

int atexit(void (*fn)(void))
{
	if (atexit_count == ATEXIT_MAX)
		return -1;
	atexit_fns[atexit_count++] = fn;
	return 0;
}

void exit(int status)
{
	while (atexit_count > 0)
		atexit_fns[--atexit_count]();
	if (__rt_stdio_flush_hook)
		__rt_stdio_flush_hook();
	_exit(status);
}

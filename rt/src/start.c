/* start.c — program start: __rt_start, called by targets/<isa>/rt/crt0.S with the kernel's
 * argc, argv, envp and initial stack pointer, runs main and exits with its result. */
#include <stdlib.h>
#include <unistd.h>
#include "rt.h"

/* The stack pointer the kernel handed to the process (tests of the fixed layout print it). */
void *__rt_initial_sp;

int main(int argc, char **argv, char **envp);
void __rt_start(int argc, char **argv, char **envp, void *sp) __attribute__((noreturn));

void __rt_start(int argc, char **argv, char **envp, void *sp)
{
	environ = envp;
	__rt_initial_sp = sp;
	__rt_exit(main(argc, argv, envp));
}

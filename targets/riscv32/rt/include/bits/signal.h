/* bits/signal.h — RV32 Linux signal numbers, sigaction flags and rt_sigaction(sig, act,
 * oact, sigsetsize)'s layout as qemu-riscv32 7.2 reads and writes it (used by
 * rt/src/signal.c): a restorer word between the flags and the mask, which the kernel's
 * generic layout does not have (checked: qemu writes five words of an old action); rt leaves
 * it 0, and a handler returns to the trampoline qemu puts in the signal frame. */
#ifndef RT_BITS_SIGNAL_H
#define RT_BITS_SIGNAL_H

#define SIGHUP 1
#define SIGINT 2
#define SIGQUIT 3
#define SIGILL 4
#define SIGTRAP 5
#define SIGABRT 6
#define SIGIOT 6
#define SIGBUS 7
#define SIGFPE 8
#define SIGKILL 9
#define SIGUSR1 10
#define SIGSEGV 11
#define SIGUSR2 12
#define SIGPIPE 13
#define SIGALRM 14
#define SIGTERM 15
#define SIGSTKFLT 16
#define SIGCHLD 17
#define SIGCONT 18
#define SIGSTOP 19
#define SIGTSTP 20
#define SIGTTIN 21
#define SIGTTOU 22
#define SIGURG 23
#define SIGXCPU 24
#define SIGXFSZ 25
#define SIGVTALRM 26
#define SIGPROF 27
#define SIGWINCH 28
#define SIGIO 29
#define SIGPWR 30
#define SIGSYS 31
#define NSIG 64
/* sigprocmask's how, as the kernel numbers it */
#define SIG_BLOCK 0
#define SIG_UNBLOCK 1
#define SIG_SETMASK 2

#define SA_NOCLDSTOP 0x1
#define SA_NOCLDWAIT 0x2
#define SA_SIGINFO 0x4
#define SA_ONSTACK 0x08000000
#define SA_RESTART 0x10000000
#define SA_NODEFER 0x40000000
#define SA_RESETHAND 0x80000000

struct __rt_ksigaction {
	void (*handler)(int);
	unsigned long flags;
	void (*restorer)(void);
	unsigned int mask[2];
};
#define RT_KSIGSET_WORDS 2
#define RT_SIGACTION_ARGS(k, ok) (long)(k), (long)(ok), 8, 0
/* The same for a handler that never returns (the recording layer's, targets/replay-core.c). */
#define RT_SIGACTION_ARGS_NORET(k, ok) RT_SIGACTION_ARGS(k, ok)
/* sigaltstack's stack_t */
struct __rt_kstack {
	void *sp;
	int flags;
	unsigned long size;
};

#endif

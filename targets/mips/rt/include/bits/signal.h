/* bits/signal.h — MIPS Linux signal numbers, sigaction flags and the kernel's
 * rt_sigaction(sig, act, oact, sigsetsize) layout (used by rt/src/signal.c). */
#ifndef RT_BITS_SIGNAL_H
#define RT_BITS_SIGNAL_H

#define SIGHUP 1
#define SIGINT 2
#define SIGQUIT 3
#define SIGILL 4
#define SIGTRAP 5
#define SIGABRT 6
#define SIGIOT 6
#define SIGFPE 8
#define SIGKILL 9
#define SIGBUS 10
#define SIGSEGV 11
#define SIGSYS 12
#define SIGPIPE 13
#define SIGALRM 14
#define SIGTERM 15
#define SIGUSR1 16
#define SIGUSR2 17
#define SIGCHLD 18
#define SIGWINCH 20
#define SIGURG 21
#define SIGIO 22
#define SIGSTOP 23
#define SIGTSTP 24
#define SIGCONT 25
#define SIGTTIN 26
#define SIGTTOU 27
#define SIGVTALRM 28
#define SIGPROF 29
#define SIGXCPU 30
#define SIGXFSZ 31
#define NSIG 128
/* sigprocmask's how, as the kernel numbers it */
#define SIG_BLOCK 1
#define SIG_UNBLOCK 2
#define SIG_SETMASK 3

#define SA_NOCLDSTOP 0x00000001
#define SA_NOCLDWAIT 0x00010000
#define SA_SIGINFO 0x00000008
#define SA_ONSTACK 0x08000000
#define SA_RESTART 0x10000000
#define SA_NODEFER 0x40000000
#define SA_RESETHAND 0x80000000

struct __rt_ksigaction {
	unsigned int flags;
	void (*handler)(int);
	unsigned int mask[4];
};
#define RT_KSIGSET_WORDS 4
#define RT_SIGACTION_ARGS(k, ok) (long)(k), (long)(ok), 16, 0
/* The same for a handler that never returns (the recording layer's, targets/replay-core.c). */
#define RT_SIGACTION_ARGS_NORET(k, ok) RT_SIGACTION_ARGS(k, ok)
/* sigaltstack's stack_t */
struct __rt_kstack {
	void *sp;
	unsigned long size;
	int flags;
};

#endif

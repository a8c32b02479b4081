/* bits/signal.h — SPARC Linux signal numbers, sigaction flags and the kernel's
 * rt_sigaction(sig, act, oact, restorer, sigsetsize) layout (used by rt/src/signal.c).
 * A handler returns through the restorer (targets/sparc/rt/syscall.S), called at +8. */
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
#define SIGURG 16
#define SIGSTOP 17
#define SIGTSTP 18
#define SIGCONT 19
#define SIGCHLD 20
#define SIGTTIN 21
#define SIGTTOU 22
#define SIGIO 23
#define SIGXCPU 24
#define SIGXFSZ 25
#define SIGVTALRM 26
#define SIGPROF 27
#define SIGWINCH 28
#define SIGUSR1 30
#define SIGUSR2 31
#define NSIG 64
/* sigprocmask's how, as the kernel numbers it */
#define SIG_BLOCK 1
#define SIG_UNBLOCK 2
#define SIG_SETMASK 4

#define SA_NOCLDSTOP 0x8
#define SA_RESTART 0x2
#define SA_RESETHAND 0x4
#define SA_NODEFER 0x20
#define SA_NOCLDWAIT 0x100

struct __rt_ksigaction {
	void (*handler)(int);
	unsigned long flags;
	void (*restorer)(void);
	unsigned int mask[2];
};
#define RT_KSIGSET_WORDS 2
void __rt_sigreturn_stub(void);
#define RT_SIGACTION_ARGS(k, ok) (long)(k), (long)(ok), (long)__rt_sigreturn_stub - 8, 8
/* The same for a handler that never returns (the recording layer's, targets/replay-core.c):
 * no restorer. */
#define RT_SIGACTION_ARGS_NORET(k, ok) (long)(k), (long)(ok), 0, 8

#endif

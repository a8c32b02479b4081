/* bits/signal.h — x86-64 Linux signal numbers (host tests only). rt's sigaction is not
 * exercised on the host: x86-64 needs a restorer the host shim does not provide. */
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
#define SIGCHLD 17
#define SIGCONT 18
#define SIGSTOP 19
#define NSIG 64
/* sigprocmask's how, as the kernel numbers it */
#define SIG_BLOCK 0
#define SIG_UNBLOCK 1
#define SIG_SETMASK 2

#define SA_NOCLDSTOP 0x1
#define SA_NOCLDWAIT 0x2
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

#endif

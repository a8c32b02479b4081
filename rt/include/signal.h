/* signal.h — signals for aex guest programs (rt). Signal numbers and the kernel's sigaction
 * layout are per ISA (<bits/signal.h>); handlers take the signal number only (no SA_SIGINFO). */
#ifndef RT_SIGNAL_H
#define RT_SIGNAL_H

#include <sys/types.h>
#include <bits/signal.h>

typedef void (*sighandler_t)(int);
typedef int sig_atomic_t;
typedef struct {
	unsigned int __bits[4];
} sigset_t;

struct sigaction {
	sighandler_t sa_handler;
	sigset_t sa_mask;
	int sa_flags;
};

#define SIG_DFL ((sighandler_t)0)
#define SIG_IGN ((sighandler_t)1)
#define SIG_ERR ((sighandler_t)-1)


int sigaction(int sig, const struct sigaction *act, struct sigaction *oact);
sighandler_t signal(int sig, sighandler_t handler);
int sigprocmask(int how, const sigset_t *set, sigset_t *oset);
int sigsuspend(const sigset_t *mask);
int sigemptyset(sigset_t *set);
int sigfillset(sigset_t *set);
int sigaddset(sigset_t *set, int sig);
int sigdelset(sigset_t *set, int sig);
int sigismember(const sigset_t *set, int sig);
int kill(pid_t pid, int sig);
int raise(int sig);

#endif

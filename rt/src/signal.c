/* signal.c — sigaction and friends, kill, raise, abort and the assert failure path.
 * The kernel's sigaction layout and argument list come from the ISA's <bits/signal.h>. */
#include <assert.h>
#include <errno.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <bits/sysnum.h>
#include "rt.h"

#define SIGSET_WORDS ((int)(sizeof(sigset_t) / sizeof(unsigned int)))

RT_WEAK(sigaction, __rt_sigaction);
int __rt_sigaction(int sig, const struct sigaction *act, struct sigaction *oact)
{
	struct __rt_ksigaction k, ok;
	long r;
	int i;

	if (sig <= 0 || sig >= NSIG) {
		errno = EINVAL;
		return -1;
	}
	memset(&k, 0, sizeof k);
	memset(&ok, 0, sizeof ok);
	if (act) {
		k.handler = act->sa_handler;
		k.flags = (unsigned int)act->sa_flags;
		for (i = 0; i < RT_KSIGSET_WORDS && i < SIGSET_WORDS; i++)
			k.mask[i] = act->sa_mask.__bits[i];
	}
	r = __rt_ret(__rt_syscall(SYS_rt_sigaction, sig,
				  RT_SIGACTION_ARGS(act ? &k : NULL, oact ? &ok : NULL), 0));
	if (r < 0)
		return -1;
	if (oact) {
		memset(oact, 0, sizeof *oact);
		oact->sa_handler = ok.handler;
		oact->sa_flags = (int)ok.flags;
		for (i = 0; i < RT_KSIGSET_WORDS && i < SIGSET_WORDS; i++)
			oact->sa_mask.__bits[i] = ok.mask[i];
	}
	return 0;
}

RT_WEAK(signal, __rt_signal);
sighandler_t __rt_signal(int sig, sighandler_t handler)
{
	struct sigaction sa, old;

	memset(&sa, 0, sizeof sa);
	sa.sa_handler = handler;
	sa.sa_flags = SA_RESTART;
	if (__rt_sigaction(sig, &sa, &old) < 0)
		return SIG_ERR;
	return old.sa_handler;
}

RT_WEAK(sigprocmask, __rt_sigprocmask);
int __rt_sigprocmask(int how, const sigset_t *set, sigset_t *oset)
{
	unsigned int k[RT_KSIGSET_WORDS], ok[RT_KSIGSET_WORDS];
	int i;

	memset(k, 0, sizeof k);
	memset(ok, 0, sizeof ok);
	if (set)
		for (i = 0; i < RT_KSIGSET_WORDS && i < SIGSET_WORDS; i++)
			k[i] = set->__bits[i];
	if (__rt_ret(RT_SYS4(SYS_rt_sigprocmask, how, set ? k : NULL, oset ? ok : NULL,
			     sizeof k)) < 0)
		return -1;
	if (oset) {
		memset(oset, 0, sizeof *oset);
		for (i = 0; i < RT_KSIGSET_WORDS && i < SIGSET_WORDS; i++)
			oset->__bits[i] = ok[i];
	}
	return 0;
}

/* Waits for a signal with the mask set to *mask; returns -1 with EINTR once a handler ran. */
RT_WEAK(sigsuspend, __rt_sigsuspend);
int __rt_sigsuspend(const sigset_t *mask)
{
	unsigned int k[RT_KSIGSET_WORDS];
	int i;

	memset(k, 0, sizeof k);
	for (i = 0; i < RT_KSIGSET_WORDS && i < SIGSET_WORDS; i++)
		k[i] = mask->__bits[i];
	return (int)__rt_ret(RT_SYS2(SYS_rt_sigsuspend, k, sizeof k));
}

static int sigbit(int sig, int *word, unsigned int *bit)
{
	if (sig <= 0 || sig >= NSIG || sig > SIGSET_WORDS * 32) {
		errno = EINVAL;
		return -1;
	}
	*word = (sig - 1) / 32;
	*bit = 1u << ((sig - 1) % 32);
	return 0;
}

RT_WEAK(sigemptyset, __rt_sigemptyset);
int __rt_sigemptyset(sigset_t *set)
{
	memset(set, 0, sizeof *set);
	return 0;
}

RT_WEAK(sigfillset, __rt_sigfillset);
int __rt_sigfillset(sigset_t *set)
{
	memset(set, 0xff, sizeof *set);
	return 0;
}

RT_WEAK(sigaddset, __rt_sigaddset);
int __rt_sigaddset(sigset_t *set, int sig)
{
	int w;
	unsigned int b;

	if (sigbit(sig, &w, &b) < 0)
		return -1;
	set->__bits[w] |= b;
	return 0;
}

RT_WEAK(sigdelset, __rt_sigdelset);
int __rt_sigdelset(sigset_t *set, int sig)
{
	int w;
	unsigned int b;

	if (sigbit(sig, &w, &b) < 0)
		return -1;
	set->__bits[w] &= ~b;
	return 0;
}

RT_WEAK(sigismember, __rt_sigismember);
int __rt_sigismember(const sigset_t *set, int sig)
{
	int w;
	unsigned int b;

	if (sigbit(sig, &w, &b) < 0)
		return -1;
	return (set->__bits[w] & b) != 0;
}

RT_WEAK(kill, __rt_kill);
int __rt_kill(pid_t pid, int sig)
{
	return (int)__rt_ret(RT_SYS2(SYS_kill, pid, sig));
}

RT_WEAK(raise, __rt_raise);
int __rt_raise(int sig)
{
	return __rt_kill(__rt_getpid(), sig);
}

RT_WEAK(abort, __rt_abort);
void __rt_abort(void)
{
	struct sigaction sa;
	sigset_t set;

	__rt_raise(SIGABRT);
	/* The handler returned or the signal was ignored: die by the default action. */
	memset(&sa, 0, sizeof sa);
	sa.sa_handler = SIG_DFL;
	__rt_sigaction(SIGABRT, &sa, NULL);
	__rt_sigemptyset(&set);
	__rt_sigaddset(&set, SIGABRT);
	__rt_sigprocmask(SIG_UNBLOCK, &set, NULL);
	__rt_raise(SIGABRT);
	__rt_exit_now(127);
}

static void put(const char *s)
{
	__rt_write(STDERR_FILENO, s, strlen(s));
}

void __rt_assert_fail(const char *expr, const char *file, int line, const char *func)
{
	char num[12];
	int i = (int)sizeof num - 1;
	unsigned int v = line > 0 ? (unsigned int)line : 0;

	num[i] = '\0';
	do {
		num[--i] = (char)('0' + v % 10);
		v /= 10;
	} while (v && i > 0);
	put(file);
	put(":");
	put(num + i);
	put(": ");
	put(func);
	put(": assertion '");
	put(expr);
	put("' failed\n");
	__rt_abort();
}


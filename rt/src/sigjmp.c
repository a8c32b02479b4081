/* sigjmp.c — sigsetjmp's first half and siglongjmp (<setjmp.h>): the signal mask kept and
 * set again around the ISA's setjmp and longjmp (targets/<isa>/rt/setjmp.S), so not in the
 * host build of rt's portable C. */
#include <setjmp.h>
#include <signal.h>
#include <string.h>
#include "rt.h"

int __rt_sigprocmask(int how, const sigset_t *set, sigset_t *oset);

/* sigsetjmp's first half (the macro in <setjmp.h> then calls setjmp). */
void __rt_sigsave(sigjmp_buf env, int save)
{
	sigset_t m;

	env->__saved = save != 0;
	if (save && __rt_sigprocmask(SIG_BLOCK, NULL, &m) == 0)
		memcpy(env->__mask, &m, sizeof env->__mask);
}

RT_WEAK(siglongjmp, __rt_siglongjmp);
void __rt_siglongjmp(sigjmp_buf env, int val)
{
	if (env->__saved) {
		sigset_t m;

		memcpy(&m, env->__mask, sizeof m);
		__rt_sigprocmask(SIG_SETMASK, &m, NULL);
	}
	longjmp(env->__env, val);
}

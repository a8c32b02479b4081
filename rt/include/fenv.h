/* fenv.h — C99's floating-point environment for aex guest programs (rt): the exception flags
 * and the rounding mode. The flag and mode values, fenv_t and fexcept_t are each ISA's, as
 * glibc has them (<bits/fenv.h>); docs/rt.md, "Floating point", says where each ISA keeps them. */
#ifndef RT_FENV_H
#define RT_FENV_H

#include <bits/fenv.h>

/* The environment a program starts in: no flag raised, round to nearest, no trap. */
#define FE_DFL_ENV ((const fenv_t *)-1)

int feclearexcept(int excepts);
int fegetexceptflag(fexcept_t *flagp, int excepts);
int feraiseexcept(int excepts);
int fesetexceptflag(const fexcept_t *flagp, int excepts);
int fetestexcept(int excepts);
int fegetround(void);
int fesetround(int round);
int fegetenv(fenv_t *envp);
int feholdexcept(fenv_t *envp);
int fesetenv(const fenv_t *envp);
int feupdateenv(const fenv_t *envp);

#endif

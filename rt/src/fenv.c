/* fenv.c — <fenv.h>: the floating-point exception flags and rounding mode. MIPS keeps them in
 * the FPU's FCSR, SPARC in the %fsr (read and written by targets/<isa>/rt/fpcsr.S), as glibc's
 * functions do; an ISA without an FPU (RV32IM, and the host build the unit tests use) in the
 * word rt's software floating point raises its flags in (__rt_fenv, rt/src/softfp.c). Every
 * function returns 0 on success; fesetround of a mode the ISA does not have returns 1 and
 * changes nothing. feraiseexcept raises what glibc's does: on MIPS the flags and their cause
 * bits, written with ctc1 (an enabled trap then delivers SIGFPE); on SPARC by floating-point
 * operations, as glibc's, so overflow and underflow come with inexact. */
#include <fenv.h>
#include "rt.h"

/* Per ISA: env_get and env_set read and write the word that holds the flags and the mode;
 * raise_flags(e) raises the flags e; STICKY(e) are the bits feclearexcept clears for the
 * flags e; HOLD_BITS those feholdexcept clears (flags, causes, trap enables); ENV_BITS those
 * an fenv_t sets (FE_DFL_ENV: all zero); ENV_WORD(envp) is the word in an fenv_t. */
#if defined(__mips__) || defined(__sparc__)
static unsigned int env_get(void)
{
	return __rt_fpcsr_get();
}

static void env_set(unsigned int r)
{
	__rt_fpcsr_set(r);
}
#endif

#if defined(__mips__)

#define CAUSE_SHIFT 10   /* the cause bits, above the flags; the enables are 5 above */
#define ROUND_MASK 0x3u
#define STICKY(e) ((e) | (e) << CAUSE_SHIFT)
#define HOLD_BITS (STICKY(FE_ALL_EXCEPT) | FE_ALL_EXCEPT << 5 | 0x20000u)   /* and cause E */
#define ENV_BITS 0x3ffffu   /* mode, flags, enables, causes; not the condition bits */
#define ENV_WORD(envp) ((envp)->__fp_control_register)

static void raise_flags(unsigned int e)
{
	env_set(env_get() | STICKY(e));
}

#elif defined(__sparc__)

#define ROUND_MASK 0xc0000000u
#define STICKY(e) ((e) | (e) >> 5)   /* accrued and current exceptions */
#define HOLD_BITS (STICKY(FE_ALL_EXCEPT) | FE_ALL_EXCEPT << 18)   /* and the trap enables */
#define ENV_BITS 0xffffffffu   /* the whole %fsr, as glibc's (ld ignores its read-only fields) */
#define ENV_WORD(envp) (*(envp))

/* As glibc's: an operation for each flag, on operands the compiler cannot see. */
static void raise_flags(unsigned int e)
{
	static const volatile double zero = 0.0, one = 1.0, three = 3.0;
	static const volatile double max = 1.79769313486231570815e+308;   /* DBL_MAX */
	static const volatile double min = 2.22507385850720138309e-308;   /* DBL_MIN */
	volatile double d;

	if (e & FE_INVALID)
		d = zero / zero;
	if (e & FE_DIVBYZERO)
		d = one / zero;
	if (e & FE_OVERFLOW)
		d = max * max;
	if (e & FE_UNDERFLOW)
		d = min * min;
	if (e & FE_INEXACT)
		d = one / three;
	(void)d;
}

#else   /* software floating point: rt/src/softfp.c */

#include "fp.h"

#define ROUND_MASK FP_ROUND_MASK
#define STICKY(e) (e)
#define HOLD_BITS FE_ALL_EXCEPT   /* nothing traps */
#define ENV_BITS (FE_ALL_EXCEPT | FP_ROUND_MASK)
#define ENV_WORD(envp) (*(envp))

_Static_assert(FE_ALL_EXCEPT < 1 << FP_ROUND_SHIFT, "the flags fit below the rounding mode");

static unsigned int env_get(void)
{
	return __rt_fenv;
}

static void env_set(unsigned int r)
{
	__rt_fenv = r;
}

static void raise_flags(unsigned int e)
{
	__rt_fenv |= e;
}

#endif

/* The rounding modes as <bits/fenv.h> numbers them and as env_get's word holds them. */
static const struct {
	int mode;
	unsigned int bits;
} modes[] = {
#ifdef FP_ROUND_MASK
	{ FE_TONEAREST, FP_RNE }, { FE_TOWARDZERO, FP_RTZ }, { FE_UPWARD, FP_RUP },
	{ FE_DOWNWARD, FP_RDN },
#else
	{ FE_TONEAREST, (unsigned int)FE_TONEAREST },
	{ FE_TOWARDZERO, (unsigned int)FE_TOWARDZERO },
	{ FE_UPWARD, (unsigned int)FE_UPWARD },
	{ FE_DOWNWARD, (unsigned int)FE_DOWNWARD },
#endif
};

RT_WEAK(feclearexcept, __rt_feclearexcept);
int __rt_feclearexcept(int excepts)
{
	unsigned int e = (unsigned int)excepts & FE_ALL_EXCEPT;

	env_set(env_get() & ~STICKY(e));
	return 0;
}

RT_WEAK(fegetexceptflag, __rt_fegetexceptflag);
int __rt_fegetexceptflag(fexcept_t *flagp, int excepts)
{
	*flagp = (fexcept_t)(env_get() & (unsigned int)excepts & FE_ALL_EXCEPT);
	return 0;
}

RT_WEAK(feraiseexcept, __rt_feraiseexcept);
int __rt_feraiseexcept(int excepts)
{
	raise_flags((unsigned int)excepts & FE_ALL_EXCEPT);
	return 0;
}

/* Sets the flags to *flagp's, as glibc's: no cause bit, no trap. */
RT_WEAK(fesetexceptflag, __rt_fesetexceptflag);
int __rt_fesetexceptflag(const fexcept_t *flagp, int excepts)
{
	unsigned int e = (unsigned int)excepts & FE_ALL_EXCEPT;

	env_set((env_get() & ~e) | ((unsigned int)*flagp & e));
	return 0;
}

RT_WEAK(fetestexcept, __rt_fetestexcept);
int __rt_fetestexcept(int excepts)
{
	return (int)(env_get() & (unsigned int)excepts & FE_ALL_EXCEPT);
}

RT_WEAK(fegetround, __rt_fegetround);
int __rt_fegetround(void)
{
	unsigned int bits = env_get() & ROUND_MASK;

	for (unsigned int i = 0; i < sizeof modes / sizeof modes[0]; i++)
		if (modes[i].bits == bits)
			return modes[i].mode;
	return -1;
}

RT_WEAK(fesetround, __rt_fesetround);
int __rt_fesetround(int round)
{
	for (unsigned int i = 0; i < sizeof modes / sizeof modes[0]; i++)
		if (modes[i].mode == round) {
			env_set((env_get() & ~ROUND_MASK) | modes[i].bits);
			return 0;
		}
	return 1;
}

RT_WEAK(fegetenv, __rt_fegetenv);
int __rt_fegetenv(fenv_t *envp)
{
	ENV_WORD(envp) = env_get();
	return 0;
}

RT_WEAK(feholdexcept, __rt_feholdexcept);
int __rt_feholdexcept(fenv_t *envp)
{
	unsigned int w = env_get();

	ENV_WORD(envp) = w;
	env_set(w & ~(unsigned int)HOLD_BITS);
	return 0;
}

RT_WEAK(fesetenv, __rt_fesetenv);
int __rt_fesetenv(const fenv_t *envp)
{
	unsigned int w = env_get() & ~ENV_BITS;

	if (envp != FE_DFL_ENV)
		w |= (unsigned int)ENV_WORD(envp) & ENV_BITS;
	env_set(w);
	return 0;
}

/* The flags raised now are raised again once *envp is the environment. */
RT_WEAK(feupdateenv, __rt_feupdateenv);
int __rt_feupdateenv(const fenv_t *envp)
{
	unsigned int raised = env_get() & FE_ALL_EXCEPT;

	__rt_fesetenv(envp);
	raise_flags(raised);
	return 0;
}

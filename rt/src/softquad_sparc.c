/* softquad_sparc.c — the SPARC ABI's quad-precision routines (_Q_add …), which 32-bit SPARC
 * gcc calls for `long double` arithmetic: the operands by reference, a quad result returned
 * the way a structure is (gcc compiles these definitions to exactly that: the caller's
 * result address at [%sp+64], `jmp %i7+12` over the caller's `unimp 16`). Each is
 * softquad.c's helper of libgcc's name; only SPARC builds this file (the others list it in
 * <ISA>_RT_OMIT). _Q_cmp and _Q_cmpe give the condition codes' order: 0 equal, 1 less, 2
 * greater, 3 unordered (_Q_cmpe would also signal on a NaN, but there are no exception
 * flags). */
#include "softquad.h"

rt_quad _Q_add(const rt_quad *a, const rt_quad *b);
rt_quad _Q_sub(const rt_quad *a, const rt_quad *b);
rt_quad _Q_mul(const rt_quad *a, const rt_quad *b);
rt_quad _Q_div(const rt_quad *a, const rt_quad *b);
rt_quad _Q_neg(const rt_quad *a);
rt_quad _Q_sqrt(const rt_quad *a);
int _Q_cmp(const rt_quad *a, const rt_quad *b);
int _Q_cmpe(const rt_quad *a, const rt_quad *b);
int _Q_feq(const rt_quad *a, const rt_quad *b);
int _Q_fne(const rt_quad *a, const rt_quad *b);
int _Q_flt(const rt_quad *a, const rt_quad *b);
int _Q_fle(const rt_quad *a, const rt_quad *b);
int _Q_fgt(const rt_quad *a, const rt_quad *b);
int _Q_fge(const rt_quad *a, const rt_quad *b);
rt_quad _Q_itoq(int i);
rt_quad _Q_utoq(unsigned int i);
rt_quad _Q_lltoq(long long i);
rt_quad _Q_ulltoq(unsigned long long i);
int _Q_qtoi(const rt_quad *a);
unsigned int _Q_qtou(const rt_quad *a);
long long _Q_qtoll(const rt_quad *a);
unsigned long long _Q_qtoull(const rt_quad *a);
rt_quad _Q_stoq(float a);
rt_quad _Q_dtoq(double a);
float _Q_qtos(const rt_quad *a);
double _Q_qtod(const rt_quad *a);

rt_quad _Q_add(const rt_quad *a, const rt_quad *b)
{
	return __addtf3(*a, *b);
}

rt_quad _Q_sub(const rt_quad *a, const rt_quad *b)
{
	return __subtf3(*a, *b);
}

rt_quad _Q_mul(const rt_quad *a, const rt_quad *b)
{
	return __multf3(*a, *b);
}

rt_quad _Q_div(const rt_quad *a, const rt_quad *b)
{
	return __divtf3(*a, *b);
}

rt_quad _Q_neg(const rt_quad *a)
{
	return __negtf2(*a);
}

rt_quad _Q_sqrt(const rt_quad *a)
{
	return __rt_sqrtq(*a);
}

int _Q_cmp(const rt_quad *a, const rt_quad *b)
{
	static const unsigned char fcc[4] = { 1, 0, 2, 3 };   /* __letf2's -1, 0, 1, 2 */

	return fcc[__letf2(*a, *b) + 1];
}

int _Q_cmpe(const rt_quad *a, const rt_quad *b)
{
	return _Q_cmp(a, b);
}

int _Q_feq(const rt_quad *a, const rt_quad *b)
{
	return __eqtf2(*a, *b) == 0;
}

int _Q_fne(const rt_quad *a, const rt_quad *b)
{
	return __netf2(*a, *b) != 0;
}

int _Q_flt(const rt_quad *a, const rt_quad *b)
{
	return __lttf2(*a, *b) < 0;
}

int _Q_fle(const rt_quad *a, const rt_quad *b)
{
	return __letf2(*a, *b) <= 0;
}

int _Q_fgt(const rt_quad *a, const rt_quad *b)
{
	return __gttf2(*a, *b) > 0;
}

int _Q_fge(const rt_quad *a, const rt_quad *b)
{
	return __getf2(*a, *b) >= 0;
}

rt_quad _Q_itoq(int i)
{
	return __floatsitf(i);
}

rt_quad _Q_utoq(unsigned int i)
{
	return __floatunsitf(i);
}

rt_quad _Q_lltoq(long long i)
{
	return __floatditf(i);
}

rt_quad _Q_ulltoq(unsigned long long i)
{
	return __floatunditf(i);
}

int _Q_qtoi(const rt_quad *a)
{
	return __fixtfsi(*a);
}

unsigned int _Q_qtou(const rt_quad *a)
{
	return __fixunstfsi(*a);
}

long long _Q_qtoll(const rt_quad *a)
{
	return __fixtfdi(*a);
}

unsigned long long _Q_qtoull(const rt_quad *a)
{
	return __fixunstfdi(*a);
}

rt_quad _Q_stoq(float a)
{
	return __extendsftf2(a);
}

rt_quad _Q_dtoq(double a)
{
	return __extenddftf2(a);
}

float _Q_qtos(const rt_quad *a)
{
	return __trunctfsf2(*a);
}

double _Q_qtod(const rt_quad *a)
{
	return __trunctfdf2(*a);
}

/* softquad.h — internal interface of rt's binary128 software floating point (softquad.c):
 * the C type of a quad and the helpers, for the SPARC ABI's entry points (softquad_sparc.c). */
#ifndef RT_SOFTQUAD_H
#define RT_SOFTQUAD_H

/* A quad: long double where that is binary128 (SPARC V8, RV32 ilp32); the host build, whose
 * long double is x87's, uses gcc's __float128 (what the unit tests compare with). */
#if __LDBL_MANT_DIG__ == 113
typedef long double rt_quad;
#else
typedef __float128 rt_quad;
#endif

/* The helpers gcc calls under libgcc's names (a quad by value). The comparisons return
 * libgcc's CMPtype, a machine word: long (on x86-64 gcc reads all 64 bits of it). */
rt_quad __addtf3(rt_quad a, rt_quad b);
rt_quad __subtf3(rt_quad a, rt_quad b);
rt_quad __multf3(rt_quad a, rt_quad b);
rt_quad __divtf3(rt_quad a, rt_quad b);
rt_quad __negtf2(rt_quad a);
long __eqtf2(rt_quad a, rt_quad b);
long __netf2(rt_quad a, rt_quad b);
long __lttf2(rt_quad a, rt_quad b);
long __letf2(rt_quad a, rt_quad b);
long __gttf2(rt_quad a, rt_quad b);
long __getf2(rt_quad a, rt_quad b);
long __unordtf2(rt_quad a, rt_quad b);
rt_quad __floatsitf(int i);
rt_quad __floatunsitf(unsigned int i);
rt_quad __floatditf(long long i);
rt_quad __floatunditf(unsigned long long i);
int __fixtfsi(rt_quad a);
unsigned int __fixunstfsi(rt_quad a);
long long __fixtfdi(rt_quad a);
unsigned long long __fixunstfdi(rt_quad a);
rt_quad __extendsftf2(float a);
rt_quad __extenddftf2(double a);
float __trunctfsf2(rt_quad a);
double __trunctfdf2(rt_quad a);
/* The square root, correctly rounded (libgcc has no helper for it). */
rt_quad __rt_sqrtq(rt_quad a);

#endif

/* mathl.h — internal interface of rt's binary128 long double functions (mathl.c, mathlx.c,
 * complexl.c): their internal names on rt_quad, and a quad's bits as two uint64_t halves. */
#ifndef RT_MATHL_H
#define RT_MATHL_H

#include <stdint.h>
#include "softquad.h"

/* rt_quad is long double on SPARC and RV32, where the __rt_NAMEl functions below are the
 * public NAMEl's (RT_WEAK); the host build compiles them on __float128 under their internal
 * names only, which the unit tests compare with glibc's _Float128 functions. */
#if __LDBL_MANT_DIG__ != 113
#undef RT_WEAK
#define RT_WEAK(name, internal) _Static_assert(1, #name)
#endif

/* A complex quad */
#if __LDBL_MANT_DIG__ == 113
typedef long double _Complex rt_cquad;
#else
typedef _Complex float __attribute__((mode(TC))) rt_cquad;
#endif

/* A quad constant written in full (gcc reads a long double literal as binary128 on SPARC and
 * RV32, __float128's with the Q suffix on the host). */
#if __LDBL_MANT_DIG__ == 113
#define QC(c) c##L
#else
#define QC(c) c##Q
#endif

/* A binary128's bits: sign (hi's bit 63), 15 exponent bits (biased by 0x3fff), 112 fraction
 * bits (hi's low 48 and lo). */
struct qbits {
	uint64_t hi, lo;
};
#define Q_BIAS 0x3fff
#define Q_EXP_MAX 0x7fff
#define Q_SIGN 0x8000000000000000ULL
#define Q_FRAC_HI 0x0000ffffffffffffULL
#define Q_INF_HI 0x7fff000000000000ULL
#define Q_QUIET_HI 0x0000800000000000ULL

union rt_qunion {
	rt_quad q;
	uint64_t w[2];
};
#if __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
#define Q_W_HI 0
#else
#define Q_W_HI 1
#endif

static inline struct qbits q_bits(rt_quad q)
{
	union rt_qunion u;

	u.q = q;
	return (struct qbits){ u.w[Q_W_HI], u.w[1 - Q_W_HI] };
}

static inline rt_quad q_from(uint64_t hi, uint64_t lo)
{
	union rt_qunion u;

	u.w[Q_W_HI] = hi;
	u.w[1 - Q_W_HI] = lo;
	return u.q;
}

static inline int q_exp(struct qbits b)
{
	return (int)(b.hi >> 48 & Q_EXP_MAX);
}

static inline int q_isnan(rt_quad q)
{
	struct qbits b = q_bits(q);
	uint64_t h = b.hi & ~Q_SIGN;

	return h > Q_INF_HI || (h == Q_INF_HI && b.lo);
}

static inline int q_isinf(rt_quad q)
{
	struct qbits b = q_bits(q);

	return (b.hi & ~Q_SIGN) == Q_INF_HI && !b.lo;
}

static inline int q_iszero(rt_quad q)
{
	struct qbits b = q_bits(q);

	return !((b.hi & ~Q_SIGN) | b.lo);
}

static inline int q_signbit(rt_quad q)
{
	return (int)(q_bits(q).hi >> 63);
}

static inline rt_quad q_fabs(rt_quad q)
{
	struct qbits b = q_bits(q);

	return q_from(b.hi & ~Q_SIGN, b.lo);
}

/* mathl.c: exact */
rt_quad __rt_fabsl(rt_quad x);
rt_quad __rt_copysignl(rt_quad x, rt_quad y);
rt_quad __rt_ceill(rt_quad x);
rt_quad __rt_floorl(rt_quad x);
rt_quad __rt_truncl(rt_quad x);
rt_quad __rt_roundl(rt_quad x);
rt_quad __rt_rintl(rt_quad x);
rt_quad __rt_nearbyintl(rt_quad x);
long __rt_lrintl(rt_quad x);
long long __rt_llrintl(rt_quad x);
long __rt_lroundl(rt_quad x);
long long __rt_llroundl(rt_quad x);
rt_quad __rt_fmodl(rt_quad x, rt_quad y);
rt_quad __rt_remainderl(rt_quad x, rt_quad y);
rt_quad __rt_remquol(rt_quad x, rt_quad y, int *quo);
rt_quad __rt_frexpl(rt_quad x, int *e);
rt_quad __rt_ldexpl(rt_quad x, int e);
rt_quad __rt_scalbnl(rt_quad x, int e);
rt_quad __rt_scalblnl(rt_quad x, long e);
int __rt_ilogbl(rt_quad x);
rt_quad __rt_logbl(rt_quad x);
rt_quad __rt_modfl(rt_quad x, rt_quad *ip);
rt_quad __rt_nextafterl(rt_quad x, rt_quad y);
rt_quad __rt_nexttowardl(rt_quad x, rt_quad y);
rt_quad __rt_fdiml(rt_quad x, rt_quad y);
rt_quad __rt_fmaxl(rt_quad x, rt_quad y);
rt_quad __rt_fminl(rt_quad x, rt_quad y);
rt_quad __rt_sqrtl(rt_quad x);
rt_quad __rt_nanl(const char *tag);
rt_quad __rt_fmal(rt_quad x, rt_quad y, rt_quad z);

/* mathlx.c: from the double functions (docs/rt.md has the accuracy) */
rt_quad __rt_expl(rt_quad x);
rt_quad __rt_exp2l(rt_quad x);
rt_quad __rt_expm1l(rt_quad x);
rt_quad __rt_logl(rt_quad x);
rt_quad __rt_log2l(rt_quad x);
rt_quad __rt_log10l(rt_quad x);
rt_quad __rt_log1pl(rt_quad x);
rt_quad __rt_powl(rt_quad x, rt_quad y);
rt_quad __rt_cbrtl(rt_quad x);
rt_quad __rt_hypotl(rt_quad x, rt_quad y);
rt_quad __rt_sinl(rt_quad x);
rt_quad __rt_cosl(rt_quad x);
rt_quad __rt_tanl(rt_quad x);
rt_quad __rt_asinl(rt_quad x);
rt_quad __rt_acosl(rt_quad x);
rt_quad __rt_atanl(rt_quad x);
rt_quad __rt_atan2l(rt_quad y, rt_quad x);
rt_quad __rt_sinhl(rt_quad x);
rt_quad __rt_coshl(rt_quad x);
rt_quad __rt_tanhl(rt_quad x);
rt_quad __rt_asinhl(rt_quad x);
rt_quad __rt_acoshl(rt_quad x);
rt_quad __rt_atanhl(rt_quad x);
rt_quad __rt_erfl(rt_quad x);
rt_quad __rt_erfcl(rt_quad x);
rt_quad __rt_lgammal(rt_quad x);
rt_quad __rt_tgammal(rt_quad x);

/* complexl.c */
rt_quad __rt_creall(rt_cquad z);
rt_quad __rt_cimagl(rt_cquad z);
rt_cquad __rt_conjl(rt_cquad z);
rt_cquad __rt_cprojl(rt_cquad z);
rt_quad __rt_cabsl(rt_cquad z);
rt_quad __rt_cargl(rt_cquad z);
rt_cquad __rt_cexpl(rt_cquad z);
rt_cquad __rt_clogl(rt_cquad z);
rt_cquad __rt_cpowl(rt_cquad x, rt_cquad y);
rt_cquad __rt_csqrtl(rt_cquad z);
rt_cquad __rt_csinl(rt_cquad z);
rt_cquad __rt_ccosl(rt_cquad z);
rt_cquad __rt_ctanl(rt_cquad z);
rt_cquad __rt_casinl(rt_cquad z);
rt_cquad __rt_cacosl(rt_cquad z);
rt_cquad __rt_catanl(rt_cquad z);
rt_cquad __rt_csinhl(rt_cquad z);
rt_cquad __rt_ccoshl(rt_cquad z);
rt_cquad __rt_ctanhl(rt_cquad z);
rt_cquad __rt_casinhl(rt_cquad z);
rt_cquad __rt_cacoshl(rt_cquad z);
rt_cquad __rt_catanhl(rt_cquad z);

#endif

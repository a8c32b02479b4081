/* mathc99.c — C99's additions to the mathematical library on the guest: the exact ones
 * (rint, nearbyint, lrint, lround, llround, nextafter, remainder, remquo, fdim, ilogb, logb,
 * scalbln and float forms) over pseudo-random arguments, printed in full; the approximated
 * ones (cbrt, expm1, log1p, exp2, asinh, acosh, atanh) to 12 digits. The output is identical
 * on every guest ISA and on the host. */
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

static uint32_t state = 2463534242u;

static uint32_t next(void)
{
	state ^= state << 13;
	state ^= state >> 17;
	state ^= state << 5;
	return state;
}

/* A double from random bits, kept finite, mostly of moderate size. */
static double any(void)
{
	uint64_t u = (uint64_t)next() << 32 | next();
	double x;

	if (next() % 4 == 0)
		return (double)((int)(next() % 2001) - 1000) * 0.25;
	u = (u & 0x800fffffffffffffull) | (uint64_t)(1023 - 60 + next() % 120) << 52;
	memcpy(&x, &u, sizeof x);
	return x;
}

int main(void)
{
	int q;

	for (int i = 0; i < 60; i++) {
		double x = any(), y = any();
		double r = remquo(x, y, &q);

		printf("%.17g %.17g: rint %.17g nearbyint %.17g lrint %ld lround %ld llround %lld "
		       "next %.17g rem %.17g remquo %.17g %d fdim %.17g ilogb %d logb %.17g "
		       "scalbln %.17g rintf %.9g nextf %.9g remf %.9g\n",
		       x, y, rint(x), nearbyint(x), fabs(x) < 1e9 ? lrint(x) : 0L,
		       fabs(x) < 1e9 ? lround(x) : 0L, fabs(x) < 1e15 ? llround(x) : 0LL,
		       nextafter(x, y), remainder(x, y), r, q, fdim(x, y), ilogb(x), logb(x),
		       scalbln(x, (long)(next() % 41) - 20), (double)rintf((float)x),
		       (double)nextafterf((float)x, (float)y),
		       (double)remainderf((float)x, (float)y));
		printf("  cbrt %.12g expm1 %.12g log1p %.12g exp2 %.12g asinh %.12g acosh %.12g "
		       "atanh %.12g\n", cbrt(x), expm1(fmod(x, 700)), log1p(fabs(x)),
		       exp2(fmod(x, 1000)), asinh(x), acosh(1 + fabs(x)),
		       atanh(x / (1 + fabs(x))));
		/* fma rounds once: against the product's negation it gives the product's error */
		printf("  fma %a %a fmaf %a\n", fma(x, y, -(x * y)), fma(x, x, y),
		       (double)fmaf((float)x, (float)y, -((float)x * (float)y)));
		/* printf's %a: exact, so the exact results above can be seen bit for bit */
		printf("  %a %A %.3a %#.0a %+20.1a|%-12.2a|%013a\n", x, rint(x), y,
		       nextafter(x, y), remainder(x, y), fdim(x, y), (double)rintf((float)y));
	}
	printf("%a %a %a %.0a %.1a %a\n", 0.0, -0.0, 5e-324, 1.5, 0x1.f8p+0, 1e308);
	{
		double n = nan("0x1234");
		float nf = nanf("77");
		uint64_t b;
		uint32_t bf;

		memcpy(&b, &n, sizeof b);
		memcpy(&bf, &nf, sizeof bf);
		printf("nan %llx nanf %x scalbnf %a %a llrintf %lld llroundf %lld fdimf %a "
		       "fmaxf %a fminf %a\n", (unsigned long long)b, (unsigned)bf,
		       (double)scalbnf(1.5f, -140), (double)scalblnf(3.0f, 200L),
		       llrintf(-2.5f), llroundf(-2.5f), (double)fdimf(5.5f, 2.25f),
		       (double)fmaxf(-0.0f, 0.0f), (double)fminf(nanf(""), -3.0f));
	}
	return 0;
}

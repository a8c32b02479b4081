/* fpforms.c — the floating-point forms the tracer must follow, printed as integers (no libm,
 * no %f): single and double arithmetic, every comparison (NaN included), conversions between
 * int, unsigned, long long, float and double, FP values that become table indices (an address
 * computed from a converted float), FP arguments and results through direct and indirect
 * calls, structures and arrays of doubles copied through memory; prints a checksum. */
#include <stdint.h>
#include <stdio.h>
#include <string.h>

struct particle {
	double x, v;
	float m;
	int id;
};

static int table[64];
static volatile double zero;   /* read at run time, so 0/0 is a NaN the compiler cannot fold */

static double step(double x, double dt)
{
	return x + dt * (1.5 - x * 0.25);
}

static float stepf(float x, float dt)
{
	return x - dt * (x * 0.5f - 2.0f);
}

static double twice(double x)
{
	return x + x;
}

static double half(double x)
{
	return x * 0.5;
}

static uint32_t bits_of(double d)
{
	uint64_t u;

	memcpy(&u, &d, sizeof u);
	return (uint32_t)(u >> 32) ^ (uint32_t)u;
}

/* Every comparison operator on a and b, as a bit mask. */
static unsigned compare(double a, double b)
{
	return (a < b) | (a <= b) << 1 | (a > b) << 2 | (a >= b) << 3 | (a == b) << 4 |
	       (a != b) << 5 | (!(a < b)) << 6 | (!(a >= b)) << 7;
}

static unsigned comparef(float a, float b)
{
	return (a < b) | (a <= b) << 1 | (a > b) << 2 | (a >= b) << 3 | (a == b) << 4 |
	       (a != b) << 5;
}

int main(void)
{
	static struct particle p[8], q[8];
	static float fa[32];
	double (*ops[2])(double) = { twice, half };
	double x = 0.125, nan = zero / zero;
	float f = 3.0f;
	uint32_t h = 2166136261u;
	long long ll = 0;
	unsigned u = 0;

	for (int i = 0; i < 8; i++)
		p[i] = (struct particle){ i * 0.75 - 2.0, 1.0 / (i + 1), (float)i * 1.5f, i };
	for (int t = 0; t < 40; t++) {
		for (int i = 0; i < 8; i++) {
			p[i].x = step(p[i].x, 0.01 * p[i].v);
			p[i].v = ops[(t + i) & 1](p[i].v) + p[i].m * 1e-3;
			/* an address from a converted float */
			table[(int)(p[i].x * 8.0 + 32.0) & 63] += p[i].id + 1;
		}
		memcpy(q, p, sizeof p);
		f = stepf(f, 0.05f);
		x = step(x, 0.125);
		fa[t & 31] = (float)x * f;
	}
	for (int i = 0; i < 8; i++) {
		h = (h ^ bits_of(q[i].x)) * 16777619u;
		h = (h ^ bits_of(q[i].v)) * 16777619u;
		h = (h ^ (uint32_t)(int)(q[i].x * 1000.0)) * 16777619u;
	}
	for (int i = 0; i < 32; i++) {
		unsigned c = compare(fa[i], x) | comparef(fa[i], f) << 8 |
			     compare(fa[i], nan) << 16 | compare(nan, nan) << 24;

		h = (h ^ c) * 16777619u;
		ll += (long long)(fa[i] * 1e9);
		u += (unsigned)(fa[i] * 1e8f + 2.1e9f);   /* above 2^31, below 2^32 */
		h = (h ^ (uint32_t)(int)fa[i]) * 16777619u;
	}
	for (int i = 0; i < 64; i++)
		h = (h ^ (uint32_t)table[i]) * 16777619u;
	{
		double dl = (double)ll, du = (double)u, big = 9.0e15;
		float fl = (float)ll;
		long long back = (long long)dl, bb = (long long)-big;
		unsigned long long ub = (unsigned long long)(big * 2.0);

		h = (h ^ bits_of(dl)) * 16777619u;
		h = (h ^ bits_of(du)) * 16777619u;
		h = (h ^ bits_of((double)fl)) * 16777619u;
		printf("fpforms %lld %lld %u %lld %llu\n", ll, back, u, bb, ub);
	}
	printf("fpforms %d %d %u\n", (int)(x * 1e6), (int)(f * 1e6f), h);
	return 0;
}

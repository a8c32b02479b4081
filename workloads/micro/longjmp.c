/* longjmp.c — setjmp/longjmp across several frames, nested handlers and values saved in
 * callee-saved registers around the jump; prints a checksum. */
#include <setjmp.h>
#include <stdio.h>

static jmp_buf outer, inner;
static volatile unsigned trail;

static unsigned dive(int depth, int target, jmp_buf *env)
{
	unsigned local[4] = { (unsigned)depth, (unsigned)depth * 3u, 7u, 11u };

	trail = trail * 31 + local[depth & 3];
	if (depth > 1000)
		return 0;
	if (depth == target)
		longjmp(*env, depth + 1);
	return dive(depth + 1, target, env) + local[1];
}

static int guarded(int target)
{
	volatile int caught = 0;
	int r = setjmp(inner);

	if (r == 0)
		dive(0, target, &inner);
	else
		caught = r;
	return caught;
}

int main(void)
{
	volatile unsigned sum = 0;
	volatile int pass;

	for (pass = 0; pass < 20; pass++) {
		int r = setjmp(outer);

		if (r == 0) {
			sum += (unsigned)guarded(pass + 3);
			if (pass % 4 == 3)
				dive(0, pass, &outer);
		} else {
			sum += 1000u * (unsigned)r;
		}
	}
	printf("longjmp %u %u\n", (unsigned)sum, (unsigned)trail);
	return 0;
}

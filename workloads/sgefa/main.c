/* main.c — sgefa: solves linear systems by LINPACK's sgefa and sgesl in single precision
 * and checks the answers, as the problem file named on the command line lists them:
 *
 *   matgen N SEED   LINPACK's matrix of order N from the generator's seed (1325 in LINPACK)
 *   file PATH       a matrix from a file (matrix.c says how it is written)
 *
 * Each system has a known solution x (repeating -1.25 .. 1.25 in quarters): b = a x is
 * formed in double and rounded once, a is factored and both a x = b and trans(a) x = b are
 * solved. For each it prints the largest error in x, the largest residual |a x - b| and
 * LINPACK's normalised residual |a x - b| / (n |a| |x| eps), with eps = 2^-23; then the
 * determinant and a checksum of the solutions' bits. Sample output:
 *
 *   matgen 100 1325: n 100, |a|1 117.693604
 *       sgefa: info 0, growth 11.470122, det -1.092792 * 2^281
 *       a x = b:        max |x - xt| 1.381e-04, max |a x - b| 3.195e-05, normalised 0.018
 *       trans(a) x = b: max |x - xt| 6.706e-05, max |a x - b| 3.719e-05, normalised 0.021
 *       checksum a32d10a8
 *
 * growth is the largest element of U over the largest of a. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "linpack.h"

/* The known solution: -1.25, -1, ... 1.25 in a scrambled repeating order. */
static float xtrue(int i)
{
	return (float)((i * 7) % 11 - 5) / 4;
}

static float sabs(float a)
{
	return a < 0 ? -a : a;
}

static float max_abs(const float *v, int n)
{
	float m = 0;

	for (int i = 0; i < n; i++)
		if (sabs(v[i]) > m)
			m = sabs(v[i]);
	return m;
}

/* The largest element of the upper triangle the factorisation left, over the largest of a. */
static float growth(const struct matrix *lu, const struct matrix *a)
{
	float umax = 0, amax = 0;

	for (int j = 0; j < a->n; j++)
		for (int i = 0; i < a->n; i++) {
			float u = sabs(lu->a[i + j * lu->lda]), e = sabs(a->a[i + j * a->lda]);

			if (i <= j && u > umax)
				umax = u;
			if (e > amax)
				amax = e;
		}
	return amax != 0 ? umax / amax : 0;
}

static uint32_t checksum(uint32_t h, const float *v, int n)
{
	for (int i = 0; i < n; i++) {
		uint32_t bits;

		memcpy(&bits, &v[i], sizeof bits);
		h ^= bits;
		h = (h << 5 | h >> 27) * 0x9e3779b1u;
	}
	return h;
}

/* Solves with the factors lu for job 0 or 1 and prints the checks; returns the solution's
 * contribution to the checksum. */
static uint32_t solve_and_check(const struct matrix *a, const struct matrix *lu, const int *ipvt,
				int job, float norma, uint32_t h)
{
	int n = a->n;
	float *x = calloc((size_t)n, sizeof *x), *b = calloc((size_t)n, sizeof *b);
	float *r = calloc((size_t)n, sizeof *r), *xt = calloc((size_t)n, sizeof *xt);
	float err = 0, resid, normx;

	if (!x || !b || !r || !xt) {
		fprintf(stderr, "sgefa: out of memory\n");
		exit(2);
	}
	for (int i = 0; i < n; i++)
		xt[i] = xtrue(i);
	matvec(a, xt, b, job);
	memcpy(x, b, sizeof *x * (size_t)n);
	sgesl(lu->a, lu->lda, n, ipvt, x, job);

	for (int i = 0; i < n; i++)
		if (sabs(x[i] - xt[i]) > err)
			err = sabs(x[i] - xt[i]);
	matvec(a, x, r, job);
	for (int i = 0; i < n; i++)
		r[i] -= b[i];
	resid = max_abs(r, n);
	normx = max_abs(x, n);
	printf("    %s max |x - xt| %.3e, max |a x - b| %.3e, normalised %.3f\n",
	       job ? "trans(a) x = b:" : "a x = b:       ", err, resid,
	       resid / (n * norma * normx * SGEFA_EPS));
	h = checksum(h, x, n);
	free(x);
	free(b);
	free(r);
	free(xt);
	return h;
}

/* Factors and solves one system; returns 0, or 1 when the matrix was singular. */
static int run(const char *what, struct matrix *a)
{
	struct matrix lu;
	int *ipvt, info, e;
	float norma = matrix_norm1(a), det;
	uint32_t h = 0;

	matrix_alloc(&lu, a->n);
	memcpy(lu.a, a->a, sizeof *a->a * (size_t)(a->lda * a->n));
	ipvt = malloc(sizeof *ipvt * (size_t)a->n);
	if (!ipvt) {
		fprintf(stderr, "sgefa: out of memory\n");
		exit(2);
	}
	printf("%s: n %d, |a|1 %.6f\n", what, a->n, norma);
	info = sgefa(lu.a, lu.lda, lu.n, ipvt);
	sgedet(lu.a, lu.lda, lu.n, ipvt, &det, &e);
	printf("    sgefa: info %d, growth %.6f, det %.6f * 2^%d\n", info, growth(&lu, a), det, e);
	if (info) {
		printf("    singular: U(%d, %d) = 0, not solved\n", info, info);
	} else {
		h = solve_and_check(a, &lu, ipvt, 0, norma, h);
		h = solve_and_check(a, &lu, ipvt, 1, norma, h);
		printf("    checksum %08x\n", (unsigned)h);
	}
	free(ipvt);
	matrix_free(&lu);
	return info != 0;
}

int main(int argc, char **argv)
{
	FILE *f;
	char line[256], what[300], path[256];
	int lineno = 0, singular = 0, systems = 0, n, seed;

	if (argc != 2) {
		fprintf(stderr, "usage: sgefa PROBLEMS\n");
		return 2;
	}
	f = fopen(argv[1], "r");
	if (!f) {
		fprintf(stderr, "sgefa: cannot open %s\n", argv[1]);
		return 2;
	}
	while (fgets(line, sizeof line, f)) {
		struct matrix a;

		lineno++;
		line[strcspn(line, "\n")] = '\0';
		if (line[0] == '#' || line[strspn(line, " \t")] == '\0')
			continue;
		if (sscanf(line, "matgen %d %d", &n, &seed) == 2 && n >= 1 && n <= 500) {
			matgen(&a, n, seed);
			snprintf(what, sizeof what, "matgen %d %d", n, seed);
		} else if (sscanf(line, "file %255s", path) == 1) {
			if (matrix_read(&a, path) < 0)
				return 2;
			snprintf(what, sizeof what, "file %s", path);
		} else {
			fprintf(stderr, "%s:%d: error: expected 'matgen N SEED' or 'file PATH'\n",
				argv[1], lineno);
			return 2;
		}
		singular += run(what, &a);
		systems++;
		matrix_free(&a);
	}
	fclose(f);
	printf("%d systems, %d singular\n", systems, singular);
	return 0;
}

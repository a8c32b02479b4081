/* matrix.c — the test matrices: LINPACK's matgen, matrices read from text files, and the
 * products and norms the checks need. */
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "linpack.h"

void matrix_alloc(struct matrix *m, int n)
{
	m->n = n;
	m->lda = n + 1;		/* as the LINPACK benchmark: the columns do not align */
	m->a = calloc((size_t)(m->lda * n), sizeof *m->a);
	if (!m->a) {
		fprintf(stderr, "sgefa: out of memory\n");
		exit(2);
	}
}

void matrix_free(struct matrix *m)
{
	free(m->a);
	m->a = NULL;
}

/* LINPACK's generator: a(i, j) = (init - 32768) / 16384 for init = 3125 init mod 65536,
 * column by column; elements in [-2, 2), exact in float. */
void matgen(struct matrix *m, int n, int seed)
{
	int init = seed;

	matrix_alloc(m, n);
	for (int j = 0; j < n; j++)
		for (int i = 0; i < n; i++) {
			init = (3125 * init) % 65536;
			m->a[i + j * m->lda] = (float)(init - 32768) / 16384;
		}
}

/* Reads the whole file; NULL after a message when it cannot. */
static char *slurp(const char *path)
{
	size_t len = 0, cap = 4096;
	char *text = malloc(cap + 1);
	int fd = open(path, O_RDONLY);
	ssize_t got;

	if (fd < 0 || !text) {
		fprintf(stderr, "sgefa: cannot open %s\n", path);
		free(text);
		if (fd >= 0)
			close(fd);
		return NULL;
	}
	while ((got = read(fd, text + len, cap - len)) > 0) {
		len += (size_t)got;
		if (len == cap) {
			char *more = realloc(text, 2 * cap + 1);

			if (!more) {
				fprintf(stderr, "sgefa: out of memory\n");
				exit(2);
			}
			text = more;
			cap *= 2;
		}
	}
	close(fd);
	text[len] = '\0';
	return text;
}

/* The next token of s from *pos, skipping white space and '#' comments to the end of the
 * line; counts lines in *line. NULL at the end. */
static const char *token(const char *s, size_t *pos, int *line)
{
	for (;;) {
		char c = s[*pos];

		if (c == '\n')
			(*line)++;
		if (c == '#') {
			while (s[*pos] && s[*pos] != '\n')
				(*pos)++;
		} else if (c == ' ' || c == '\t' || c == '\n' || c == '\r') {
			(*pos)++;
		} else {
			return c ? s + *pos : NULL;
		}
	}
}

/* Parses a decimal number ("-0.3125", "12"; not "7.5e-3") of at most 15 digits into *out,
 * rounded once from double; returns the number of characters used, or 0. */
static int parse_number(const char *s, float *out)
{
	const char *p = s;
	int neg = 0, ndigits = 0;
	long long num = 0, scale = 1;

	if (*p == '-' || *p == '+')
		neg = *p++ == '-';
	for (; *p >= '0' && *p <= '9'; p++)
		if (++ndigits <= 15)
			num = num * 10 + (*p - '0');
	if (*p == '.')
		for (p++; *p >= '0' && *p <= '9'; p++)
			if (++ndigits <= 15) {
				num = num * 10 + (*p - '0');
				scale *= 10;
			}
	if (ndigits == 0 || ndigits > 15)
		return 0;
	*out = (float)((neg ? -(double)num : (double)num) / (double)scale);
	return (int)(p - s);
}

/* A matrix file: its order n, then n rows of n decimal numbers. Returns 0, or -1 after a
 * message "file:line: error: ...". */
int matrix_read(struct matrix *m, const char *path)
{
	char *text = slurp(path);
	size_t pos = 0;
	int line = 1, n, used;
	const char *t;
	float v;

	if (!text)
		return -1;
	t = token(text, &pos, &line);
	if (!t || sscanf(t, "%d%n", &n, &used) != 1 || n < 1 || n > 500) {
		fprintf(stderr, "%s:%d: error: expected the order of the matrix (1..500)\n", path,
			line);
		free(text);
		return -1;
	}
	pos += (size_t)used;
	matrix_alloc(m, n);
	for (int i = 0; i < n; i++)
		for (int j = 0; j < n; j++) {
			t = token(text, &pos, &line);
			used = t ? parse_number(t, &v) : 0;
			if (!used || (t[used] && strchr(" \t\r\n#", t[used]) == NULL)) {
				fprintf(stderr, "%s:%d: error: element (%d, %d): expected a number "
					"of at most 15 digits\n", path, line, i + 1, j + 1);
				matrix_free(m);
				free(text);
				return -1;
			}
			pos += (size_t)used;
			m->a[i + j * m->lda] = v;
		}
	free(text);
	return 0;
}

/* The 1-norm: the largest column sum of magnitudes. */
float matrix_norm1(const struct matrix *m)
{
	float norm = 0;

	for (int j = 0; j < m->n; j++) {
		float s = sasum(m->n, m->a + j * m->lda, 1);

		if (s > norm)
			norm = s;
	}
	return norm;
}

void matvec(const struct matrix *m, const float *x, float *y, int job)
{
	for (int i = 0; i < m->n; i++) {
		double sum = 0;

		for (int j = 0; j < m->n; j++)
			sum += (double)(job ? m->a[j + i * m->lda] : m->a[i + j * m->lda]) * x[j];
		y[i] = (float)sum;
	}
}

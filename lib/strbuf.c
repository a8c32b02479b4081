/* strbuf.c — growable text buffers. */
#include "strbuf.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void grow(struct strbuf *b, size_t need)
{
	if (b->len + need + 1 <= b->cap)
		return;
	while (b->len + need + 1 > b->cap)
		b->cap = b->cap ? 2 * b->cap : 4096;
	b->s = realloc(b->s, b->cap);
	if (!b->s) {
		fprintf(stderr, "aex: error: out of memory\n");
		exit(1);
	}
}

void strbuf_add(struct strbuf *b, const char *s, size_t n)
{
	grow(b, n);
	memcpy(b->s + b->len, s, n);
	b->len += n;
	b->s[b->len] = '\0';
}

void strbuf_puts(struct strbuf *b, const char *s)
{
	strbuf_add(b, s, strlen(s));
}

void strbuf_vaddf(struct strbuf *b, const char *fmt, va_list ap)
{
	va_list aq;
	int n;

	va_copy(aq, ap);
	n = vsnprintf(NULL, 0, fmt, aq);
	va_end(aq);
	if (n < 0)
		return;
	grow(b, (size_t)n);
	vsnprintf(b->s + b->len, (size_t)n + 1, fmt, ap);
	b->len += (size_t)n;
}

void strbuf_addf(struct strbuf *b, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	strbuf_vaddf(b, fmt, ap);
	va_end(ap);
}

void strbuf_free(struct strbuf *b)
{
	free(b->s);
	b->s = NULL;
	b->len = b->cap = 0;
}

int strbuf_write_file(const struct strbuf *b, const char *path)
{
	FILE *f = fopen(path, "w");

	if (!f || (b->len && fwrite(b->s, 1, b->len, f) != b->len) || fclose(f) != 0) {
		fprintf(stderr, "aex: error: %s: %s\n", path, strerror(errno));
		if (f)
			fclose(f);
		return -1;
	}
	return 0;
}

/* util.c — memory arenas, growable text buffers and the collection of diagnostics that cc
 * prints with its output. */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "cc.h"

#define CHUNK_SIZE 65536
#define ARENA_ALIGN 8

struct chunk {
	struct chunk *next;
};

/* The chunk header, rounded up to keep allocations aligned. */
#define CHUNK_HEADER ((sizeof(struct chunk) + ARENA_ALIGN - 1) & ~(size_t)(ARENA_ALIGN - 1))

struct arena mem_file;
struct arena mem_tree;

struct buf diag_text;
int diag_errors;

static void *xmalloc(size_t n)
{
	void *p = malloc(n);

	if (!p)
		diag_fatal("out of memory");
	return p;
}

void *mem_alloc(struct arena *a, size_t n)
{
	char *p;

	n = (n + ARENA_ALIGN - 1) & ~(size_t)(ARENA_ALIGN - 1);
	if ((size_t)(a->end - a->next) < n) {
		size_t size = CHUNK_HEADER + n > CHUNK_SIZE ? CHUNK_HEADER + n : CHUNK_SIZE;
		struct chunk *c = xmalloc(size);

		c->next = a->chunks;
		a->chunks = c;
		a->next = (char *)c + CHUNK_HEADER;
		a->end = (char *)c + size;
	}
	p = a->next;
	a->next += n;
	return p;
}

void *mem_zalloc(struct arena *a, size_t n)
{
	void *p = mem_alloc(a, n);

	memset(p, 0, n);
	return p;
}

char *mem_strdup(struct arena *a, const char *s, size_t n)
{
	char *p = mem_alloc(a, n + 1);

	memcpy(p, s, n);
	p[n] = '\0';
	return p;
}

void mem_release(struct arena *a)
{
	struct chunk *c = a->chunks;

	while (c) {
		struct chunk *next = c->next;

		free(c);
		c = next;
	}
	a->chunks = NULL;
	a->next = NULL;
	a->end = NULL;
}

static void buf_reserve(struct buf *b, size_t n)
{
	if (b->len + n + 1 > b->cap) {
		size_t cap = b->cap ? b->cap : 256;
		char *p;

		while (b->len + n + 1 > cap)
			cap *= 2;
		p = realloc(b->p, cap);
		if (!p)
			diag_fatal("out of memory");
		b->p = p;
		b->cap = cap;
	}
}

void buf_put(struct buf *b, const char *s, size_t n)
{
	buf_reserve(b, n);
	memcpy(b->p + b->len, s, n);
	b->len += n;
	b->p[b->len] = '\0';
}

void buf_puts(struct buf *b, const char *s)
{
	buf_put(b, s, strlen(s));
}

void buf_vprintf(struct buf *b, const char *fmt, va_list ap)
{
	va_list ap2;
	int n;

	va_copy(ap2, ap);
	buf_reserve(b, 64);
	n = vsnprintf(b->p + b->len, b->cap - b->len, fmt, ap);
	if (n < 0)
		diag_fatal("bad format");
	if ((size_t)n >= b->cap - b->len) {
		buf_reserve(b, (size_t)n);
		vsnprintf(b->p + b->len, b->cap - b->len, fmt, ap2);
	}
	va_end(ap2);
	b->len += (size_t)n;
}

void buf_printf(struct buf *b, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	buf_vprintf(b, fmt, ap);
	va_end(ap);
}

void buf_free(struct buf *b)
{
	free(b->p);
	b->p = NULL;
	b->len = 0;
	b->cap = 0;
}

static void diag(int line, const char *kind, const char *fmt, va_list ap)
{
	buf_printf(&diag_text, "%s:%d: %s: ", lex_filename, line, kind);
	buf_vprintf(&diag_text, fmt, ap);
	buf_put(&diag_text, "\n", 1);
}

void diag_error(int line, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	diag(line, "error", fmt, ap);
	va_end(ap);
	diag_errors++;
}

void diag_warning(int line, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	diag(line, "warning", fmt, ap);
	va_end(ap);
}

void diag_fatal(const char *fmt, ...)
{
	va_list ap;

	fflush(stdout);
	fputs("cc: ", stderr);
	va_start(ap, fmt);
	vfprintf(stderr, fmt, ap);
	va_end(ap);
	fputc('\n', stderr);
	exit(2);
}

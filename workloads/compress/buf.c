/* buf.c — growable byte buffers, and reading a whole file into one. */
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "compress.h"

void buf_init(struct buf *b, size_t cap)
{
	b->data = malloc(cap ? cap : 1);
	if (!b->data) {
		fprintf(stderr, "compress: out of memory\n");
		exit(2);
	}
	b->len = 0;
	b->pos = 0;
	b->cap = cap ? cap : 1;
}

void buf_free(struct buf *b)
{
	free(b->data);
	memset(b, 0, sizeof *b);
}

/* Makes room for need more bytes, doubling the allocation. */
void buf_grow(struct buf *b, size_t need)
{
	size_t cap = b->cap;
	uint8_t *p;

	while (cap - b->len < need)
		cap *= 2;
	if (cap == b->cap)
		return;
	p = realloc(b->data, cap);
	if (!p) {
		fprintf(stderr, "compress: out of memory\n");
		exit(2);
	}
	b->data = p;
	b->cap = cap;
}

/* Reads the file at path into b (initialised here); returns 0, or -1 after a message. */
int buf_read_file(struct buf *b, const char *path)
{
	int fd = open(path, O_RDONLY);
	ssize_t n;

	if (fd < 0) {
		fprintf(stderr, "compress: cannot open %s\n", path);
		return -1;
	}
	buf_init(b, 8192);
	for (;;) {
		buf_grow(b, 8192);
		n = read(fd, b->data + b->len, 8192);
		if (n <= 0)
			break;
		b->len += (size_t)n;
	}
	close(fd);
	if (n < 0) {
		fprintf(stderr, "compress: read error on %s\n", path);
		buf_free(b);
		return -1;
	}
	return 0;
}

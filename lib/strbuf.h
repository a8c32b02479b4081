/* strbuf.h — a growable text buffer for generated assembly, schemas and C; allocation failure
 * ends the process with a message (the tool has nothing useful to do without memory). */
#ifndef AEX_STRBUF_H
#define AEX_STRBUF_H

#include <stdarg.h>
#include <stddef.h>

struct strbuf {
	char *s;
	size_t len, cap;
};

void strbuf_addf(struct strbuf *b, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
void strbuf_vaddf(struct strbuf *b, const char *fmt, va_list ap);
void strbuf_add(struct strbuf *b, const char *s, size_t n);
void strbuf_puts(struct strbuf *b, const char *s);
void strbuf_free(struct strbuf *b);
/* Writes the buffer to path. Returns 0, or -1 with a message. */
int strbuf_write_file(const struct strbuf *b, const char *path);

#endif

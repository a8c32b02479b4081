/* trace.h — streaming reader and writer of canonical full traces (include/aex_trace.h):
 * constant memory, every malformation reported with its byte offset. */
#ifndef AEX_CLI_TRACE_H
#define AEX_CLI_TRACE_H

#include <stdbool.h>
#include <stdint.h>

#include "aex_trace.h"

struct trace_record {
	uint8_t kind;   /* AEX_TK_FETCH, AEX_TK_READ, AEX_TK_WRITE (1..3) */
	uint8_t size;   /* 1..8 */
	uint32_t addr;
};

enum trace_status {
	TRACE_RECORD = 1,     /* *rec holds the next record */
	TRACE_END = 0,        /* the END record was read and its counts match */
	TRACE_TRUNCATED = 2,  /* end of file without END: a prefix (the writer stopped early) */
	TRACE_ERROR = -1,     /* malformed: a message with the byte offset was printed */
};

struct trace_reader {
	const char *path;
	int fd;
	struct aex_trace_header header;
	struct aex_trace_state st;
	uint8_t *buf;
	size_t len, pos;        /* bytes in buf, next byte */
	uint64_t buf_offset;    /* file offset of buf[0] */
	uint64_t index;         /* records returned so far */
	uint64_t counts[3];     /* fetches, reads, writes so far (index kind - 1) */
	uint64_t end_counts[3]; /* from the END record */
	uint64_t data_end;      /* offset where the records stopped (truncated traces) */
	bool ended, eof;
	bool padded;            /* truncated at zero padding: the writer died */
};

/* Opens and checks the header ("-" reads standard input). Returns 0, or -1 with a message. */
int trace_open(struct trace_reader *r, const char *path);
enum trace_status trace_next(struct trace_reader *r, struct trace_record *rec);
/* Two traces of the same execution are equal byte for byte after their headers (the
 * encoding is canonical), so a comparison decodes one and follows with the other: */
/* How many bytes from their next unread ones a and b hold alike (each buffer filled first). */
size_t trace_alike(struct trace_reader *a, struct trace_reader *b);
/* b, which held the bytes a has just decoded alike, skips them and takes a's state. */
void trace_follow(struct trace_reader *b, const struct trace_reader *a, size_t bytes);
/* Byte offset of the next unread byte. */
uint64_t trace_offset(const struct trace_reader *r);
void trace_close(struct trace_reader *r);

/* Closes a trace whose writer died (a signal killed the process): drops the zero padding
 * and appends the END record with the counts of the records present. Returns 0 with the
 * counts (fetches, reads, writes) and whether anything changed, or -1 with a message. */
int trace_repair(const char *path, uint64_t counts[3], bool *repaired);

/* Kind as a word: "fetch", "read", "write". */
const char *trace_kind_name(int kind);

struct trace_writer {
	int fd;
	struct aex_trace_state st;
	uint8_t *buf;
	size_t len;
	uint64_t counts[3];
	bool failed;
};

/* Starts a trace on fd with the given header. Returns 0, or -1 with a message. */
int trace_writer_open(struct trace_writer *w, int fd, const struct aex_trace_header *h);
void trace_writer_put(struct trace_writer *w, int kind, uint32_t size, uint32_t addr);
/* Writes the END record (when complete) and flushes. Returns 0, or -1 on a write error. */
int trace_writer_finish(struct trace_writer *w, bool complete);

#endif

/* compress.h — LZW compression in the manner of Unix compress 4.0 (Thomas, McKie, Davies,
 * Turkowski, Woods, Orost): codes of 9 to maxbits bits, an open-addressing hash table with
 * double hashing, the clear code and the compression-ratio check of block mode. */
#ifndef COMPRESS_H
#define COMPRESS_H

#include <stddef.h>
#include <stdint.h>

#define BITS 16			/* the widest code */
#define INIT_BITS 9		/* the first code width */
#define HSIZE 69001		/* 95% occupancy for 2^16 codes (a prime) */
#define CHECK_GAP 10000		/* bytes between ratio checks once the table is full */
#define CLEAR 256		/* the code that empties the table (block mode) */
#define FIRST 257		/* the first free code after a clear */
#define BLOCK_MASK 0x80		/* the header flag of block mode */
#define BIT_MASK 0x1f		/* the header's maxbits field */
#define MAXCODE(n) ((1 << (n)) - 1)

/* A growable byte buffer: the files in memory, and the streams between the stages. */
struct buf {
	uint8_t *data;
	size_t len;		/* bytes held */
	size_t cap;		/* bytes allocated */
	size_t pos;		/* the reading position */
};

void buf_init(struct buf *b, size_t cap);
void buf_free(struct buf *b);
void buf_grow(struct buf *b, size_t need);
int buf_read_file(struct buf *b, const char *path);

static inline void buf_put(struct buf *b, int c)
{
	if (b->len == b->cap)
		buf_grow(b, 1);
	b->data[b->len++] = (uint8_t)c;
}

static inline int buf_get(struct buf *b)
{
	return b->pos < b->len ? b->data[b->pos++] : -1;
}

/* What a compression did, for the report (compress -v says some of it). */
struct lzw_stats {
	long in_bytes;
	long out_bytes;
	long codes;		/* codes written, CLEAR included */
	int clears;		/* tables emptied by the ratio check */
	int hsize;		/* the hash table size chosen for the input's size */
	long probes;		/* secondary probes of the hash table */
	int final_bits;		/* the code width at the end */
};

/* lzw.c: compresses in to out with codes of at most maxbits bits (9..16), in block mode when
 * block is nonzero; returns 0, or -1 when the result is not smaller than the input (as
 * compress does, the output is complete either way). */
int lzw_compress(struct buf *in, struct buf *out, int maxbits, int block, struct lzw_stats *st);

/* unlzw.c: decompresses in (with its three-byte header) to out; returns 0, or -1 with a
 * message on stdout when the data is not compress output. */
int lzw_decompress(struct buf *in, struct buf *out);

/* crc.c: the CRC-32 of ISO 3309 (the one of gzip and zip). */
uint32_t crc32_update(uint32_t crc, const uint8_t *p, size_t n);

#endif

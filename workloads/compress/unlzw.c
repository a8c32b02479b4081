/* unlzw.c — the decompressing half of compress 4.0. The string table is a prefix code and a
 * suffix byte per code; a code's string is recovered backwards onto a stack. Codes are read
 * in groups of n_bits bytes, exactly as the compressor wrote them, and the width grows one
 * code earlier than in the compressor, which assigns codes one step later. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "compress.h"

struct decoder {
	struct buf *in;
	uint16_t *tab_prefix;	/* the string of code minus its last byte, as a code */
	uint8_t *tab_suffix;	/* the last byte of code's string */
	uint8_t *de_stack;	/* a string, last byte first */
	int n_bits;
	int maxbits;
	int maxcode;
	int maxmaxcode;
	int free_ent;
	int clear_flg;
	int offset;		/* bits consumed of the group in buf */
	int size;		/* bits usable in buf */
	uint8_t buf[BITS];
};

static const uint8_t rmask[9] = { 0x00, 0x01, 0x03, 0x07, 0x0f, 0x1f, 0x3f, 0x7f, 0xff };

/* Reads up to n bytes of the compressed data into d->buf; returns how many. */
static int read_group(struct decoder *d, int n)
{
	int got = 0, c;

	while (got < n && (c = buf_get(d->in)) >= 0)
		d->buf[got++] = (uint8_t)c;
	return got;
}

/* The next code, or -1 at the end of the data. */
static int getcode(struct decoder *d)
{
	int code, r_off, bits;
	uint8_t *bp = d->buf;

	if (d->clear_flg > 0 || d->offset >= d->size || d->free_ent > d->maxcode) {
		/* A new group: the width may have grown, or gone back after a clear. */
		if (d->free_ent > d->maxcode) {
			d->n_bits++;
			d->maxcode = d->n_bits == d->maxbits ? d->maxmaxcode : MAXCODE(d->n_bits);
		}
		if (d->clear_flg > 0) {
			d->maxcode = MAXCODE(d->n_bits = INIT_BITS);
			d->clear_flg = 0;
		}
		d->size = read_group(d, d->n_bits);
		if (d->size <= 0)
			return -1;
		d->offset = 0;
		/* Only whole codes count: the padding bits of the last byte are ignored. */
		d->size = (d->size << 3) - (d->n_bits - 1);
	}
	r_off = d->offset;
	bits = d->n_bits;
	bp += r_off >> 3;
	r_off &= 7;
	code = *bp++ >> r_off;
	bits -= 8 - r_off;
	r_off = 8 - r_off;
	if (bits >= 8) {
		code |= *bp++ << r_off;
		r_off += 8;
		bits -= 8;
	}
	code |= (*bp & rmask[bits]) << r_off;
	d->offset += d->n_bits;
	return code;
}

int lzw_decompress(struct buf *in, struct buf *out)
{
	struct decoder d;
	int code, oldcode, incode, finchar, block_compress;
	uint8_t *stackp;

	memset(&d, 0, sizeof d);
	d.in = in;
	in->pos = 0;
	if (buf_get(in) != 0x1f || buf_get(in) != 0x9d) {
		printf("not in compressed format\n");
		return -1;
	}
	code = buf_get(in);
	if (code < 0) {
		printf("truncated header\n");
		return -1;
	}
	d.maxbits = code & BIT_MASK;
	block_compress = code & BLOCK_MASK;
	if (d.maxbits < INIT_BITS || d.maxbits > BITS) {
		printf("compressed with %d bits, can only handle %d..%d\n", d.maxbits, INIT_BITS,
		       BITS);
		return -1;
	}
	d.maxmaxcode = 1 << d.maxbits;
	d.tab_prefix = malloc(sizeof *d.tab_prefix << d.maxbits);
	d.tab_suffix = malloc((size_t)1 << d.maxbits);
	d.de_stack = malloc((size_t)1 << d.maxbits);
	if (!d.tab_prefix || !d.tab_suffix || !d.de_stack) {
		fprintf(stderr, "compress: out of memory\n");
		exit(2);
	}
	d.maxcode = MAXCODE(d.n_bits = INIT_BITS);
	d.free_ent = block_compress ? FIRST : 256;
	for (code = 255; code >= 0; code--) {
		d.tab_prefix[code] = 0;
		d.tab_suffix[code] = (uint8_t)code;
	}

	finchar = oldcode = getcode(&d);
	if (oldcode == -1)
		goto done;
	buf_put(out, finchar);
	stackp = d.de_stack;
	while ((code = getcode(&d)) > -1) {
		if (code == CLEAR && block_compress) {
			for (code = 255; code >= 0; code--)
				d.tab_prefix[code] = 0;
			d.clear_flg = 1;
			d.free_ent = FIRST - 1;
			if ((code = getcode(&d)) == -1)
				break;
		}
		incode = code;
		if (code >= d.free_ent) {
			/* The KwKwK case: the code being defined by this very step. */
			if (code > d.free_ent) {
				printf("corrupt input: code %d beyond %d\n", code, d.free_ent);
				goto fail;
			}
			*stackp++ = (uint8_t)finchar;
			code = oldcode;
		}
		while (code >= 256) {
			*stackp++ = d.tab_suffix[code];
			code = d.tab_prefix[code];
		}
		*stackp++ = (uint8_t)(finchar = d.tab_suffix[code]);
		/* The string comes off the stack in order. */
		buf_grow(out, (size_t)(stackp - d.de_stack));
		do
			out->data[out->len++] = *--stackp;
		while (stackp > d.de_stack);
		if ((code = d.free_ent) < d.maxmaxcode) {
			d.tab_prefix[code] = (uint16_t)oldcode;
			d.tab_suffix[code] = (uint8_t)finchar;
			d.free_ent = code + 1;
		}
		oldcode = incode;
	}
done:
	free(d.tab_prefix);
	free(d.tab_suffix);
	free(d.de_stack);
	return 0;
fail:
	free(d.tab_prefix);
	free(d.tab_suffix);
	free(d.de_stack);
	return -1;
}

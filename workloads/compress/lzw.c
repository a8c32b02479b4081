/* lzw.c — the compressing half of compress 4.0. Strings seen so far are entered in a hash
 * table keyed by (prefix code, next byte): htab holds the key, codetab the string's code.
 * Collisions are resolved by open addressing with a secondary hash (after G. Knott's
 * relatively-prime probing). Codes are packed least significant bit first, n_bits bytes per
 * group of eight codes, and the width grows from 9 bits when the next free code no longer
 * fits. Once the table is full, block mode watches the compression ratio every CHECK_GAP
 * input bytes and, when it falls, empties the table and writes CLEAR. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "compress.h"

/* The state of one compression. */
struct encoder {
	struct buf *out;
	int32_t *htab;		/* keys: (byte << maxbits) + prefix code, -1 when free */
	uint16_t *codetab;	/* the code of each key */
	int hsize;
	int n_bits;		/* the current code width */
	int maxbits;
	int maxcode;		/* the largest code of n_bits */
	int maxmaxcode;		/* 1 << maxbits: no code reaches it */
	int free_ent;		/* the next code to assign */
	int block_compress;
	int clear_flg;		/* set when the table was just emptied */
	long ratio;		/* the best ratio since the last clear, 8 fraction bits */
	long checkpoint;	/* where the next ratio check is due */
	long in_count;
	long bytes_out;
	int offset;		/* bits filled in buf */
	uint8_t buf[BITS];	/* a group of eight codes being packed */
	struct lzw_stats *st;
};

static const uint8_t lmask[9] = { 0xff, 0xfe, 0xfc, 0xf8, 0xf0, 0xe0, 0xc0, 0x80, 0x00 };
static const uint8_t rmask[9] = { 0x00, 0x01, 0x03, 0x07, 0x0f, 0x1f, 0x3f, 0x7f, 0xff };

/* Empties the hash table, sixteen entries a round as compress does. */
static void cl_hash(struct encoder *e)
{
	int32_t *h = e->htab + e->hsize;
	int i = e->hsize - 16;

	do {
		h[-16] = -1;
		h[-15] = -1;
		h[-14] = -1;
		h[-13] = -1;
		h[-12] = -1;
		h[-11] = -1;
		h[-10] = -1;
		h[-9] = -1;
		h[-8] = -1;
		h[-7] = -1;
		h[-6] = -1;
		h[-5] = -1;
		h[-4] = -1;
		h[-3] = -1;
		h[-2] = -1;
		h[-1] = -1;
		h -= 16;
	} while ((i -= 16) >= 0);
	for (i += 16; i > 0; i--)
		*--h = -1;
}

/* Writes the group buffer's first n bytes. */
static void flush_group(struct encoder *e, int n)
{
	buf_grow(e->out, (size_t)n);
	memcpy(e->out->data + e->out->len, e->buf, (size_t)n);
	e->out->len += (size_t)n;
	e->bytes_out += n;
}

/* Appends code (n_bits wide) to the group; a negative code flushes what is left. After a
 * full group, or when the width must change, the group is written out whole: the
 * decompressor reads codes in groups of n_bits bytes and relies on it. */
static void output(struct encoder *e, int code)
{
	int r_off = e->offset, bits = e->n_bits;
	uint8_t *bp = e->buf;

	if (code < 0) {
		if (e->offset > 0)
			flush_group(e, (e->offset + 7) / 8);
		e->offset = 0;
		return;
	}
	e->st->codes++;
	bp += r_off >> 3;
	r_off &= 7;
	/* The low bits go into the partly filled byte, the rest into whole bytes. */
	*bp = (uint8_t)((*bp & rmask[r_off]) | ((code << r_off) & lmask[r_off]));
	bp++;
	bits -= 8 - r_off;
	code >>= 8 - r_off;
	if (bits >= 8) {
		*bp++ = (uint8_t)code;
		code >>= 8;
		bits -= 8;
	}
	if (bits)
		*bp = (uint8_t)code;
	e->offset += e->n_bits;
	if (e->offset == e->n_bits << 3) {
		flush_group(e, e->n_bits);
		e->offset = 0;
	}
	if (e->free_ent > e->maxcode || e->clear_flg > 0) {
		/* The width changes: write the partial group, padded to its full size. */
		if (e->offset > 0)
			flush_group(e, e->n_bits);
		e->offset = 0;
		if (e->clear_flg) {
			e->maxcode = MAXCODE(e->n_bits = INIT_BITS);
			e->clear_flg = 0;
		} else {
			e->n_bits++;
			e->maxcode = e->n_bits == e->maxbits ? e->maxmaxcode : MAXCODE(e->n_bits);
		}
	}
}

/* The table is full: keep it while the ratio improves, else empty it. */
static void cl_block(struct encoder *e)
{
	long rat;

	e->checkpoint = e->in_count + CHECK_GAP;
	if (e->in_count > 0x007fffff) {		/* the shift would overflow */
		rat = e->bytes_out >> 8;
		rat = rat == 0 ? 0x7fffffff : e->in_count / rat;
	} else {
		rat = (e->in_count << 8) / e->bytes_out;
	}
	if (rat > e->ratio) {
		e->ratio = rat;
	} else {
		e->ratio = 0;
		cl_hash(e);
		e->free_ent = FIRST;
		e->clear_flg = 1;
		e->st->clears++;
		output(e, CLEAR);
	}
}

/* The hash table size for an input of len bytes: small files need fewer codes (compress 4.0
 * tunes it the same way, from the file's size). */
static int choose_hsize(size_t len)
{
	if (len < 1 << 12)
		return 5003;
	if (len < 1 << 13)
		return 9001;
	if (len < 1 << 14)
		return 18013;
	if (len < 1 << 15)
		return 35023;
	if (len < 47000)
		return 50021;
	return HSIZE;
}

int lzw_compress(struct buf *in, struct buf *out, int maxbits, int block, struct lzw_stats *st)
{
	struct encoder e;
	int32_t fcode;
	int c, ent, hshift, i, disp;

	memset(&e, 0, sizeof e);
	memset(st, 0, sizeof *st);
	e.out = out;
	e.st = st;
	e.maxbits = maxbits;
	e.maxmaxcode = 1 << maxbits;
	e.block_compress = block;
	e.hsize = choose_hsize(in->len);
	e.htab = malloc(sizeof *e.htab * (size_t)e.hsize);
	e.codetab = malloc(sizeof *e.codetab * (size_t)e.hsize);
	if (!e.htab || !e.codetab) {
		fprintf(stderr, "compress: out of memory\n");
		exit(2);
	}
	st->hsize = e.hsize;

	/* The header: the magic number, then maxbits and the block-mode flag. */
	buf_put(out, 0x1f);
	buf_put(out, 0x9d);
	buf_put(out, maxbits | (block ? BLOCK_MASK : 0));
	e.bytes_out = 3;
	e.ratio = 0;
	e.in_count = 1;
	e.checkpoint = CHECK_GAP;
	e.maxcode = MAXCODE(e.n_bits = INIT_BITS);
	e.free_ent = block ? FIRST : 256;

	/* The primary hash xors the byte, shifted to spread over the table, with the prefix. */
	hshift = 0;
	for (fcode = e.hsize; fcode < 65536; fcode *= 2)
		hshift++;
	hshift = 8 - hshift;
	cl_hash(&e);

	in->pos = 0;
	ent = buf_get(in);
	if (ent < 0)
		goto done;
	while ((c = buf_get(in)) >= 0) {
		e.in_count++;
		fcode = (c << maxbits) + ent;
		i = (c << hshift) ^ ent;
		if (e.htab[i] == fcode) {
			ent = e.codetab[i];
			continue;
		}
		if (e.htab[i] >= 0) {
			/* Probe again at a distance that is relatively prime to hsize. */
			disp = i == 0 ? 1 : e.hsize - i;
			for (;;) {
				st->probes++;
				if ((i -= disp) < 0)
					i += e.hsize;
				if (e.htab[i] == fcode)
					break;
				if (e.htab[i] < 0)
					break;
			}
			if (e.htab[i] == fcode) {
				ent = e.codetab[i];
				continue;
			}
		}
		/* A new string: emit its prefix and enter it while codes last. */
		output(&e, ent);
		ent = c;
		if (e.free_ent < e.maxmaxcode) {
			e.codetab[i] = (uint16_t)e.free_ent++;
			e.htab[i] = fcode;
		} else if (e.in_count >= e.checkpoint && e.block_compress) {
			cl_block(&e);
		}
	}
	output(&e, ent);
done:
	output(&e, -1);
	st->in_bytes = (long)in->len;
	st->out_bytes = e.bytes_out;
	st->final_bits = e.n_bits;
	free(e.htab);
	free(e.codetab);
	return e.bytes_out < (long)in->len ? 0 : -1;
}

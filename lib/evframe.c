/* evframe.c — writing and reading the stored event trace: a checked header, checked frames of
 * the two streams (raw, or for each stream one zstd stream flushed at every frame, so that a
 * frame decodes on its own after the earlier frames of its stream), an end frame. Every frame
 * carries the offset of its first byte in its stream, so a lost, repeated or reordered frame
 * is caught like a damaged one. And the split of the program's event pipe into the streams. */
#include "evframe.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include <zlib.h>
#include <zstd.h>

static void put16(uint8_t *p, uint32_t v)
{
	p[0] = (uint8_t)v;
	p[1] = (uint8_t)(v >> 8);
}

static void put32(uint8_t *p, uint32_t v)
{
	for (int i = 0; i < 4; i++)
		p[i] = (uint8_t)(v >> (8 * i));
}

static void put64(uint8_t *p, uint64_t v)
{
	for (int i = 0; i < 8; i++)
		p[i] = (uint8_t)(v >> (8 * i));
}

static uint32_t get16(const uint8_t *p)
{
	return (uint32_t)p[0] | (uint32_t)p[1] << 8;
}

static uint32_t get32(const uint8_t *p)
{
	return (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 | (uint32_t)p[3] << 24;
}

static uint64_t get64(const uint8_t *p)
{
	return (uint64_t)get32(p) | (uint64_t)get32(p + 4) << 32;
}

static uint32_t crc(const uint8_t *head, size_t nhead, const uint8_t *body, size_t nbody)
{
	uLong c = crc32(0L, Z_NULL, 0);

	if (nhead)
		c = crc32(c, head, (uInt)nhead);
	while (nbody) {
		uInt k = nbody > (1u << 30) ? 1u << 30 : (uInt)nbody;

		c = crc32(c, body, k);
		body += k;
		nbody -= k;
	}
	return (uint32_t)c;
}

/* ---- writing ---------------------------------------------------------------------------- */

static int write_all(struct evf_writer *w, const uint8_t *p, size_t n)
{
	if (w->err)
		return -1;
	while (n) {
		ssize_t k = write(w->fd, p, n);

		if (k < 0 && errno == EINTR)
			continue;
		if (k <= 0) {
			w->err = k < 0 ? errno : EIO;
			return -1;
		}
		p += k;
		n -= (size_t)k;
		w->stored += (uint64_t)k;
	}
	return 0;
}

static int put_frame(struct evf_writer *w, int kind, int stream, const uint8_t *payload,
		     size_t n, uint32_t raw_len)
{
	uint8_t fh[AEX_EVENTS_FRAME_HEADER] = { 0 };

	fh[0] = (uint8_t)kind;
	fh[1] = (uint8_t)stream;
	put32(fh + 4, (uint32_t)n);
	put64(fh + 8, w->raw_off[stream]);
	put32(fh + 16, raw_len);
	put32(fh + 20, crc(NULL, 0, payload, n));
	put32(fh + 28, crc(fh, 28, NULL, 0));
	if (write_all(w, fh, sizeof fh) < 0 || write_all(w, payload, n) < 0)
		return -1;
	w->raw_off[stream] += raw_len;
	w->frames += kind == AEX_EVENTS_KIND_RAW || kind == AEX_EVENTS_KIND_ZSTD;
	w->signals += kind == AEX_EVENTS_KIND_SIGNAL;
	return 0;
}

static void put_sync_payload(uint8_t *p, const struct evf_sync *y)
{
	put64(p, y->off[0]);
	put64(p + 8, y->off[1]);
	put64(p + 16, y->frames);
	put64(p + 24, y->signals);
}

/* A sync frame here: each stream's compression starts afresh after it. */
static int put_sync(struct evf_writer *w)
{
	uint8_t e[AEX_EVENTS_SYNC_SIZE];
	struct evf_sync y = { w->stored, { w->raw_off[0], w->raw_off[1] }, w->frames, w->signals };

	if (w->nsyncs == w->sync_cap) {
		size_t cap = w->sync_cap ? 2 * w->sync_cap : 64;
		struct evf_sync *p = realloc(w->syncs, cap * sizeof *p);

		if (!p) {
			w->err = ENOMEM;
			return -1;
		}
		w->syncs = p;
		w->sync_cap = cap;
	}
	put_sync_payload(e, &y);
	if (put_frame(w, AEX_EVENTS_KIND_SYNC, 0, e, sizeof e, 0) < 0)
		return -1;
	for (int s = 0; s < AEX_EVENTS_STREAMS && w->compress; s++)
		if (ZSTD_isError(ZSTD_CCtx_reset(w->cx[s], ZSTD_reset_session_only))) {
			w->err = EIO;
			return -1;
		}
	w->syncs[w->nsyncs++] = y;
	w->since_sync = 0;
	return 0;
}

/* One data frame of stream s: the n bytes at p. */
static int put_data(struct evf_writer *w, int s, const uint8_t *p, size_t n)
{
	ZSTD_inBuffer ib = { p, n, 0 };
	ZSTD_outBuffer ob = { w->out, w->outcap, 0 };
	size_t left;

	if (!w->compress)
		return put_frame(w, AEX_EVENTS_KIND_RAW, s, p, n, (uint32_t)n);
	/* outcap is ZSTD_compressBound of a frame plus room for the flush: one call ends it */
	do {
		left = ZSTD_compressStream2(w->cx[s], &ob, &ib, ZSTD_e_flush);
		if (ZSTD_isError(left) || (left && ob.pos == ob.size)) {
			w->err = EIO;
			return -1;
		}
	} while (left);
	return put_frame(w, AEX_EVENTS_KIND_ZSTD, s, w->out, ob.pos, (uint32_t)n);
}

int evf_round(struct evf_writer *w)
{
	size_t done[AEX_EVENTS_STREAMS] = { 0 };

	for (;;) {
		int s;
		size_t k;

		if (done[0] == w->nraw[0] && done[1] == w->nraw[1])
			break;
		/* the stream behind in its share of the round (a stream that has nothing left
		 * is never behind) */
		if (done[1] == w->nraw[1])
			s = 0;
		else if (done[0] == w->nraw[0])
			s = 1;
		else
			s = (uint64_t)done[1] * w->nraw[0] < (uint64_t)done[0] * w->nraw[1];
		k = w->nraw[s] - done[s];
		if (k > w->frame)
			k = w->frame;
		if (w->sync_every && w->since_sync >= w->sync_every && put_sync(w) < 0)
			return -1;
		if (put_data(w, s, w->raw[s] + done[s], k) < 0)
			return -1;
		done[s] += k;
		w->since_sync += k;
	}
	w->nraw[0] = w->nraw[1] = 0;
	return w->err ? -1 : 0;
}

int evf_writer_open(struct evf_writer *w, int fd, const struct evf_header *h, int level,
		    size_t frame)
{
	uint8_t hb[AEX_EVENTS_HEADER_SIZE] = { 0 };

	memset(w, 0, sizeof *w);
	w->fd = fd;
	w->compress = level > 0;
	w->frame = frame ? frame : AEX_EVENTS_FRAME_RAW;
	w->sync_every = AEX_EVENTS_SYNC_EVERY;
	if (w->frame > AEX_EVENTS_FRAME_RAW_MAX) {
		w->err = EINVAL;
		return -1;
	}
	w->outcap = ZSTD_compressBound(w->frame) + 1024;
	w->out = malloc(w->outcap);
	if (!w->out) {
		w->err = ENOMEM;
		return -1;
	}
	for (int s = 0; s < AEX_EVENTS_STREAMS; s++) {
		w->rawcap[s] = w->frame;
		w->raw[s] = malloc(w->rawcap[s]);
		if (!w->raw[s]) {
			w->err = ENOMEM;
			return -1;
		}
		if (!w->compress)
			continue;
		w->cx[s] = ZSTD_createCCtx();
		if (!w->cx[s] || ZSTD_isError(ZSTD_CCtx_setParameter(w->cx[s],
								      ZSTD_c_compressionLevel,
								      level))) {
			w->err = ENOMEM;
			return -1;
		}
	}
	memcpy(hb, AEX_EVENTS_MAGIC, 8);
	put16(hb + 8, AEX_EVENTS_VERSION);
	put16(hb + 10, AEX_EVENTS_HEADER_SIZE);
	hb[12] = h->big_endian ? 1 : 0;
	memcpy(hb + 16, h->isa, strnlen(h->isa, 8));
	put64(hb + 24, h->build);
	put64(hb + 32, h->traced);
	put32(hb + AEX_EVENTS_OFF_CRC, crc(hb, AEX_EVENTS_OFF_CRC, NULL, 0));
	return write_all(w, hb, sizeof hb);
}

int evf_write(struct evf_writer *w, int stream, const void *p, size_t n)
{
	if (stream < 0 || stream >= AEX_EVENTS_STREAMS) {
		w->err = EINVAL;
		return -1;
	}
	if (w->err)
		return -1;
	if (w->nraw[stream] + n > w->rawcap[stream]) {
		size_t cap = w->rawcap[stream];
		uint8_t *q;

		while (cap < w->nraw[stream] + n)
			cap *= 2;
		q = realloc(w->raw[stream], cap);
		if (!q) {
			w->err = ENOMEM;
			return -1;
		}
		w->raw[stream] = q;
		w->rawcap[stream] = cap;
	}
	memcpy(w->raw[stream] + w->nraw[stream], p, n);
	w->nraw[stream] += n;
	return 0;
}

int evf_chunk_end(struct evf_writer *w)
{
	if ((w->nraw[0] && w->nraw[1]) || w->nraw[0] > AEX_EVENTS_CHUNK_MAX ||
	    w->nraw[1] > AEX_EVENTS_CHUNK_MAX)
		return evf_round(w);
	return w->err ? -1 : 0;
}

int evf_signal(struct evf_writer *w, bool end, uint32_t pc)
{
	uint8_t e[AEX_EVENTS_SIGNAL_SIZE] = { 0 };

	if (evf_round(w) < 0)
		return -1;
	put32(e, end ? 1 : 0);
	put32(e + 4, end ? 0 : pc);
	put64(e + 8, w->raw_off[0]);
	put64(e + 16, w->raw_off[1]);
	return put_frame(w, AEX_EVENTS_KIND_SIGNAL, 0, e, sizeof e, 0);
}

int evf_finish(struct evf_writer *w, const struct evf_end *end)
{
	uint8_t e[AEX_EVENTS_END_SIZE] = { 0 }, *x;
	size_t nx;
	uint64_t at;
	int rc;

	if (evf_round(w) < 0)
		return -1;
	nx = 8 + AEX_EVENTS_INDEX_ENTRY * w->nsyncs;
	x = malloc(nx);
	if (!x) {
		w->err = ENOMEM;
		return -1;
	}
	put64(x, w->nsyncs);
	for (size_t i = 0; i < w->nsyncs; i++) {
		put64(x + 8 + AEX_EVENTS_INDEX_ENTRY * i, w->syncs[i].file_off);
		put_sync_payload(x + 16 + AEX_EVENTS_INDEX_ENTRY * i, &w->syncs[i]);
	}
	at = w->stored;
	rc = put_frame(w, AEX_EVENTS_KIND_INDEX, 0, x, nx, 0);
	free(x);
	if (rc < 0)
		return -1;
	put32(e, end->how);
	put32(e + 4, end->code);
	put32(e + 8, end->crash);
	put32(e + 12, end->crash ? end->signal : 0);
	put32(e + 16, end->crash ? end->pc : 0);
	put64(e + 24, at);
	return put_frame(w, AEX_EVENTS_KIND_END, 0, e, sizeof e, 0);
}

void evf_writer_free(struct evf_writer *w)
{
	for (int s = 0; s < AEX_EVENTS_STREAMS; s++) {
		ZSTD_freeCCtx(w->cx[s]);
		free(w->raw[s]);
	}
	free(w->out);
	free(w->syncs);
	memset(w, 0, sizeof *w);
}

/* ---- reading ---------------------------------------------------------------------------- */

/* Reads up to n bytes; returns how many (fewer only at the end of the file), or -1. */
static ssize_t read_full(int fd, uint8_t *p, size_t n)
{
	size_t got = 0;

	while (got < n) {
		ssize_t k = read(fd, p + got, n - got);

		if (k < 0 && errno == EINTR)
			continue;
		if (k < 0)
			return -1;
		if (k == 0)
			break;
		got += (size_t)k;
	}
	return (ssize_t)got;
}

#define FAIL(r, st, ...) \
	do { \
		snprintf((r)->message, sizeof (r)->message, __VA_ARGS__); \
		return st; \
	} while (0)

static bool zero(const uint8_t *p, size_t n)
{
	for (size_t i = 0; i < n; i++)
		if (p[i])
			return false;
	return true;
}

int evf_reader_open(struct evf_reader *r, int fd)
{
	uint8_t hb[AEX_EVENTS_HEADER_SIZE];
	ssize_t got;
	size_t isalen;

	memset(r, 0, sizeof *r);
	r->fd = fd;
	got = read_full(fd, hb, sizeof hb);
	if (got < 0)
		FAIL(r, -1, "event trace file byte 0: %s", strerror(errno));
	if (got >= 8 && memcmp(hb, AEX_EVENTS_MAGIC, 8) != 0)
		FAIL(r, -1, "event trace file byte 0: not an aex event trace (bad magic)");
	/* The checksum speaks first: a damaged version field is damage, not another version. */
	if ((size_t)got == sizeof hb &&
	    get32(hb + AEX_EVENTS_OFF_CRC) != crc(hb, AEX_EVENTS_OFF_CRC, NULL, 0)) {
		if (get16(hb + 8) != AEX_EVENTS_VERSION)
			FAIL(r, -1, "event trace file byte 0: the header is damaged (checksum "
				    "mismatch; it says version %u, this regenerator reads version "
				    "%d: if it is of another version, record the trace again with "
				    "this build's aex run)", get16(hb + 8), AEX_EVENTS_VERSION);
		FAIL(r, -1, "event trace file byte 0: the header is damaged (checksum mismatch)");
	}
	if (got >= 10 && get16(hb + 8) != AEX_EVENTS_VERSION)
		FAIL(r, -1, "event trace file byte 8: version %u, this regenerator reads version %d "
			    "(record the trace again with this build's aex run)", get16(hb + 8),
		     AEX_EVENTS_VERSION);
	if ((size_t)got < sizeof hb)
		FAIL(r, -1, "event trace file byte %zd: the file ends inside the %d-byte header",
		     got, AEX_EVENTS_HEADER_SIZE);
	/* The checksum holds: what follows are the writer's own values, checked all the same. */
	if (get16(hb + 10) != AEX_EVENTS_HEADER_SIZE)
		FAIL(r, -1, "event trace file byte 10: header size %u, not %d", get16(hb + 10),
		     AEX_EVENTS_HEADER_SIZE);
	if (hb[12] > 1)
		FAIL(r, -1, "event trace file byte 12: byte order %u is neither 0 nor 1", hb[12]);
	if (!zero(hb + 13, 3))
		FAIL(r, -1, "event trace file byte 13: reserved bytes are not 0");
	for (isalen = 0; isalen < 8 && hb[16 + isalen]; isalen++)
		if (!((hb[16 + isalen] >= 'a' && hb[16 + isalen] <= 'z') ||
		      (hb[16 + isalen] >= '0' && hb[16 + isalen] <= '9')))
			FAIL(r, -1, "event trace file byte %zu: the ISA name is not lower-case letters "
				    "and digits", 16 + isalen);
	if (isalen == 0 || !zero(hb + 16 + isalen, 8 - isalen))
		FAIL(r, -1, "event trace file byte 16: the ISA name is empty or not NUL-padded");
	if (!zero(hb + 40, 20))
		FAIL(r, -1, "event trace file byte 40: reserved bytes are not 0");
	r->h.big_endian = hb[12];
	memcpy(r->h.isa, hb + 16, 8);
	r->h.isa[8] = '\0';
	r->h.build = get64(hb + 24);
	r->h.traced = get64(hb + 32);
	r->file_off = AEX_EVENTS_HEADER_SIZE;
	r->incap = ZSTD_compressBound(AEX_EVENTS_FRAME_RAW_MAX) + 1024;
	r->in = malloc(r->incap);
	r->raw = malloc(AEX_EVENTS_FRAME_RAW_MAX);
	r->dx[0] = ZSTD_createDCtx();
	r->dx[1] = ZSTD_createDCtx();
	if (!r->in || !r->raw || !r->dx[0] || !r->dx[1])
		FAIL(r, -1, "out of memory");
	return 0;
}

/* The bytes of both streams delivered so far, for a message: "%llu event bytes and %llu value
 * bytes". */
#define DELIVERED(r) (unsigned long long)(r)->raw_off[AEX_EVENTS_STREAM_BYTES], \
		     (unsigned long long)(r)->raw_off[AEX_EVENTS_STREAM_WORDS]

static void get_sync(const uint8_t *p, uint64_t file_off, struct evf_sync *y)
{
	*y = (struct evf_sync){ file_off, { get64(p), get64(p + 8) }, get64(p + 16), get64(p + 24) };
}

static bool same_sync(const struct evf_sync *a, const struct evf_sync *b)
{
	return a->file_off == b->file_off && a->off[0] == b->off[0] && a->off[1] == b->off[1] &&
	       a->frames == b->frames && a->signals == b->signals;
}

/* A sync frame at file offset at (payload checked): it must say where the streams are; both
 * decompression contexts start afresh. 0, or -1 (message). */
static int read_sync(struct evf_reader *r, uint64_t at)
{
	struct evf_sync y;

	get_sync(r->in, at, &y);
	if (y.off[0] != r->raw_off[0] || y.off[1] != r->raw_off[1] || y.frames != r->frames ||
	    y.signals != r->signals)
		FAIL(r, -1, "event trace file byte %llu: the sync frame is inconsistent (it says "
			    "%llu event bytes, %llu value bytes, %llu frames before it)",
		     (unsigned long long)at, (unsigned long long)y.off[0],
		     (unsigned long long)y.off[1], (unsigned long long)y.frames);
	if (r->nsyncs == r->sync_cap) {
		size_t cap = r->sync_cap ? 2 * r->sync_cap : 64;
		struct evf_sync *p = realloc(r->syncs, cap * sizeof *p);

		if (!p)
			FAIL(r, -1, "out of memory");
		r->syncs = p;
		r->sync_cap = cap;
	}
	r->syncs[r->nsyncs++] = y;
	for (int s = 0; s < AEX_EVENTS_STREAMS; s++)
		if (ZSTD_isError(ZSTD_DCtx_reset(r->dx[s], ZSTD_reset_session_only)))
			FAIL(r, -1, "out of memory");
	return 0;
}

/* The index frame at file offset at (payload checked): one entry for each sync frame, the
 * same as each read. 0, or -1 (message). */
static int read_index(struct evf_reader *r, uint64_t at, uint32_t stored)
{
	const uint8_t *x = r->in;
	uint64_t n = get64(x), total = r->sync_base + r->nsyncs;

	if (n != total || stored != 8 + AEX_EVENTS_INDEX_ENTRY * n)
		FAIL(r, -1, "event trace file byte %llu: the index frame lists %llu sync frames, "
			    "the file has %llu", (unsigned long long)at, (unsigned long long)n,
		     (unsigned long long)total);
	for (size_t i = 0; i < r->nsyncs; i++) {
		struct evf_sync y;
		const uint8_t *e = x + 8 + AEX_EVENTS_INDEX_ENTRY * (r->sync_base + i);

		get_sync(e + 8, get64(e), &y);
		if (!same_sync(&y, &r->syncs[i]))
			FAIL(r, -1, "event trace file byte %llu: the index frame's entry %llu is not "
				    "the sync frame at byte %llu", (unsigned long long)at,
			     (unsigned long long)(r->sync_base + i),
			     (unsigned long long)r->syncs[i].file_off);
	}
	r->index_off = at;
	return 0;
}

/* A frame header whose checksum holds: are its fields those the frame after the ones read
 * may have? */
static bool fields_fit(const struct evf_reader *r, const uint8_t *fh)
{
	int kind = fh[0], s = fh[1];
	uint32_t stored = get32(fh + 4), raw = get32(fh + 16), size;
	/* frames of no stream's bytes: their payload's size is the kind's */
	bool meta = kind == AEX_EVENTS_KIND_END || kind == AEX_EVENTS_KIND_SIGNAL ||
		    kind == AEX_EVENTS_KIND_SYNC || kind == AEX_EVENTS_KIND_INDEX;

	if ((kind != AEX_EVENTS_KIND_RAW && kind != AEX_EVENTS_KIND_ZSTD && !meta) ||
	    s >= AEX_EVENTS_STREAMS || !zero(fh + 2, 2) || !zero(fh + 24, 4) ||
	    get64(fh + 8) != r->raw_off[s] || (r->index_off && kind != AEX_EVENTS_KIND_END))
		return false;
	if (!meta)
		return stored <= ZSTD_compressBound(AEX_EVENTS_FRAME_RAW_MAX) + 1024 && raw != 0 &&
		       raw <= AEX_EVENTS_FRAME_RAW_MAX &&
		       (kind != AEX_EVENTS_KIND_RAW || stored == raw);
	size = kind == AEX_EVENTS_KIND_END      ? AEX_EVENTS_END_SIZE
	       : kind == AEX_EVENTS_KIND_SIGNAL ? AEX_EVENTS_SIGNAL_SIZE
	       : kind == AEX_EVENTS_KIND_SYNC   ? AEX_EVENTS_SYNC_SIZE
					      : (uint32_t)(8 + AEX_EVENTS_INDEX_ENTRY *
								 (r->sync_base + r->nsyncs));
	return raw == 0 && s == 0 && stored == size;
}

/* The end frame at file offset at (payload checked). 0, or -1 (message). */
static int read_end(struct evf_reader *r, uint64_t at)
{
	const uint8_t *e = r->in;

	r->end = (struct evf_end){ get32(e), get32(e + 4), get32(e + 8), get32(e + 12),
				   get32(e + 16) };
	if (r->end.how > AEX_EVENTS_HOW_KILLED || r->end.crash > 1 ||
	    (!r->end.crash && (r->end.signal || r->end.pc)) || get32(e + 20) || !r->index_off ||
	    get64(e + 24) != r->index_off)
		FAIL(r, -1, "event trace file byte %llu: the end frame is inconsistent",
		     (unsigned long long)at);
	r->done = true;
	return 0;
}

/* A signal frame at file offset at (payload checked): r->sig. 0, or -1 (message). */
static int read_signal(struct evf_reader *r, uint64_t at)
{
	const uint8_t *e = r->in;

	r->sig = (struct evf_signal){ get32(e) == 1, get32(e + 4),
				      { get64(e + 8), get64(e + 16) } };
	if (get32(e) > 1 || (r->sig.end && r->sig.pc) || r->sig.off[0] != r->raw_off[0] ||
	    r->sig.off[1] != r->raw_off[1])
		FAIL(r, -1, "event trace file byte %llu: the signal frame is inconsistent",
		     (unsigned long long)at);
	r->signals++;
	return 0;
}

/* Frames the caller does not see (sync, index) are read on. */
#define EVF_ON ((enum evf_status)(EVF_CORRUPT + 1))

static enum evf_status next_frame(struct evf_reader *r, int *stream, const uint8_t **data,
				  size_t *len);

enum evf_status evf_next(struct evf_reader *r, int *stream, const uint8_t **data, size_t *len)
{
	enum evf_status st;

	while ((st = next_frame(r, stream, data, len)) == EVF_ON)
		;
	return st;
}

static enum evf_status next_frame(struct evf_reader *r, int *stream, const uint8_t **data,
				  size_t *len)
{
	uint8_t fh[AEX_EVENTS_FRAME_HEADER], extra;
	uint64_t at = r->file_off, want;
	uint32_t stored, raw;
	ssize_t got;
	int kind, s;

	*stream = 0;
	*data = NULL;
	*len = 0;
	if (r->done) {
		/* nothing may follow the end frame */
		got = read_full(r->fd, &extra, 1);
		if (got != 0)
			FAIL(r, EVF_CORRUPT, "event trace file byte %llu: data after the end frame",
			     (unsigned long long)at);
		return EVF_END;
	}
	got = read_full(r->fd, fh, sizeof fh);
	if (got < 0)
		FAIL(r, EVF_CORRUPT, "event trace file byte %llu: %s", (unsigned long long)at,
		     strerror(errno));
	if ((size_t)got < sizeof fh)
		FAIL(r, EVF_TRUNCATED, "the event trace file ends at byte %llu, %s, before its end "
				       "frame (after %llu event bytes and %llu value bytes)",
		     (unsigned long long)(at + (uint64_t)got),
		     got ? "inside a frame header" : "between frames", DELIVERED(r));
	if (get32(fh + 28) != crc(fh, 28, NULL, 0))
		FAIL(r, EVF_CORRUPT, "event trace file byte %llu: the header of frame %llu is damaged "
				     "(checksum mismatch)", (unsigned long long)at,
		     (unsigned long long)r->frames);
	/* the checksum holds: the fields must be consistent too */
	kind = fh[0];
	s = fh[1];
	stored = get32(fh + 4);
	raw = get32(fh + 16);
	want = s < AEX_EVENTS_STREAMS ? r->raw_off[s] : 0;
	if (r->seeked && kind != AEX_EVENTS_KIND_SYNC)
		FAIL(r, EVF_CORRUPT, "event trace file byte %llu: the index frame says a sync frame "
				     "is here; it is not", (unsigned long long)at);
	r->seeked = false;
	if (!fields_fit(r, fh))
		FAIL(r, EVF_CORRUPT, "event trace file byte %llu: frame %llu does not follow the one "
				     "before it (kind %u, stream %u, %u bytes stored for %u, from "
				     "byte %llu of its stream; expected byte %llu)",
		     (unsigned long long)at, (unsigned long long)r->frames, kind, s, stored, raw,
		     (unsigned long long)get64(fh + 8), (unsigned long long)want);
	if (stored > r->incap) {
		uint8_t *p = realloc(r->in, stored);

		if (!p)
			FAIL(r, EVF_CORRUPT, "out of memory");
		r->in = p;
		r->incap = stored;
	}
	got = read_full(r->fd, r->in, stored);
	if (got < 0)
		FAIL(r, EVF_CORRUPT, "event trace file byte %llu: %s", (unsigned long long)at,
		     strerror(errno));
	if ((size_t)got < stored)
		FAIL(r, EVF_TRUNCATED, "the event trace file ends at byte %llu, inside the frame at "
				       "byte %llu, before its end frame (after %llu event bytes and "
				       "%llu value bytes)",
		     (unsigned long long)(at + sizeof fh + (uint64_t)got), (unsigned long long)at,
		     DELIVERED(r));
	if (get32(fh + 20) != crc(NULL, 0, r->in, stored))
		FAIL(r, EVF_CORRUPT, "event trace file byte %llu: frame %llu is damaged (checksum "
				     "mismatch)", (unsigned long long)at,
		     (unsigned long long)r->frames);
	r->file_off = at + sizeof fh + stored;
	if (kind == AEX_EVENTS_KIND_END)
		return read_end(r, at) < 0 ? EVF_CORRUPT : EVF_ON;
	if (kind == AEX_EVENTS_KIND_SYNC)
		return read_sync(r, at) < 0 ? EVF_CORRUPT : EVF_ON;
	if (kind == AEX_EVENTS_KIND_INDEX)
		return read_index(r, at, stored) < 0 ? EVF_CORRUPT : EVF_ON;
	if (kind == AEX_EVENTS_KIND_SIGNAL)
		return read_signal(r, at) < 0 ? EVF_CORRUPT : EVF_SIGNAL;
	if (kind == AEX_EVENTS_KIND_RAW) {
		memcpy(r->raw, r->in, raw);
	} else {
		ZSTD_inBuffer ib = { r->in, stored, 0 };
		ZSTD_outBuffer ob = { r->raw, raw, 0 };
		size_t z;

		do {
			z = ZSTD_decompressStream(r->dx[s], &ob, &ib);
		} while (!ZSTD_isError(z) && ib.pos < ib.size && ob.pos < ob.size);
		if (ZSTD_isError(z) || ib.pos != ib.size || ob.pos != raw)
			FAIL(r, EVF_CORRUPT, "event trace file byte %llu: frame %llu does not decode "
					     "to its %u bytes", (unsigned long long)at,
			     (unsigned long long)r->frames, raw);
	}
	r->raw_off[s] += raw;
	r->frames++;
	*stream = s;
	*data = r->raw;
	*len = raw;
	return EVF_DATA;
}

/* A frame header at file offset at whose checksum holds, of this kind and payload size (0:
 * any), or false. */
static bool pread_header(int fd, uint64_t at, int kind, uint8_t fh[AEX_EVENTS_FRAME_HEADER])
{
	return pread(fd, fh, AEX_EVENTS_FRAME_HEADER, (off_t)at) == AEX_EVENTS_FRAME_HEADER &&
	       get32(fh + 28) == crc(fh, 28, NULL, 0) && fh[0] == kind && fh[1] == 0 &&
	       get32(fh + 16) == 0;
}

int evf_seek(struct evf_reader *r, const uint64_t off[AEX_EVENTS_STREAMS])
{
	uint8_t fh[AEX_EVENTS_FRAME_HEADER], e[AEX_EVENTS_END_SIZE], *x = NULL;
	uint64_t size, xo, n, best = UINT64_MAX, prev = AEX_EVENTS_HEADER_SIZE;
	struct evf_sync y = { 0 }, last = { 0 };
	struct stat sb;
	uint32_t stored;

	if (r->file_off != AEX_EVENTS_HEADER_SIZE || r->frames || fstat(r->fd, &sb) < 0 ||
	    !S_ISREG(sb.st_mode))
		return 0;
	size = (uint64_t)sb.st_size;
	/* the end frame, last in a whole file (a file cut short has none: read it from the
	 * start) */
	if (size < AEX_EVENTS_HEADER_SIZE + 2 * AEX_EVENTS_FRAME_HEADER + 8 + AEX_EVENTS_END_SIZE ||
	    !pread_header(r->fd, size - AEX_EVENTS_FRAME_HEADER - AEX_EVENTS_END_SIZE,
			  AEX_EVENTS_KIND_END, fh) ||
	    get32(fh + 4) != AEX_EVENTS_END_SIZE ||
	    pread(r->fd, e, sizeof e, (off_t)(size - sizeof e)) != (ssize_t)sizeof e ||
	    get32(fh + 20) != crc(NULL, 0, e, sizeof e))
		return 0;
	xo = get64(e + 24);
	stored = 0;
	if (xo < AEX_EVENTS_HEADER_SIZE ||
	    xo > size - 2 * AEX_EVENTS_FRAME_HEADER - AEX_EVENTS_END_SIZE - 8 ||
	    !pread_header(r->fd, xo, AEX_EVENTS_KIND_INDEX, fh) ||
	    (stored = get32(fh + 4)) !=
		    size - xo - 2 * AEX_EVENTS_FRAME_HEADER - AEX_EVENTS_END_SIZE ||
	    (stored - 8) % AEX_EVENTS_INDEX_ENTRY)
		FAIL(r, -1, "event trace file byte %llu: the index frame is damaged or not where "
			    "the end frame says", (unsigned long long)xo);
	x = malloc(stored);
	if (!x)
		FAIL(r, -1, "out of memory");
	if (pread(r->fd, x, stored, (off_t)(xo + AEX_EVENTS_FRAME_HEADER)) != (ssize_t)stored ||
	    get32(fh + 20) != crc(NULL, 0, x, stored) ||
	    (n = get64(x)) != (stored - 8) / AEX_EVENTS_INDEX_ENTRY) {
		free(x);
		FAIL(r, -1, "event trace file byte %llu: the index frame is damaged (checksum "
			    "mismatch)", (unsigned long long)xo);
	}
	for (uint64_t i = 0; i < n; i++) {
		const uint8_t *p = x + 8 + AEX_EVENTS_INDEX_ENTRY * i;

		get_sync(p + 8, get64(p), &y);
		if (y.file_off < prev || y.file_off >= xo || y.off[0] < last.off[0] ||
		    y.off[1] < last.off[1] || y.frames < last.frames || y.signals < last.signals) {
			free(x);
			FAIL(r, -1, "event trace file byte %llu: the index frame's entry %llu is out "
				    "of order", (unsigned long long)xo, (unsigned long long)i);
		}
		prev = y.file_off + AEX_EVENTS_FRAME_HEADER + AEX_EVENTS_SYNC_SIZE;
		last = y;
		if (y.off[0] <= off[0] && y.off[1] <= off[1] && y.signals == 0)
			best = i;
	}
	if (best != UINT64_MAX)
		get_sync(x + 8 + AEX_EVENTS_INDEX_ENTRY * best + 8,
			 get64(x + 8 + AEX_EVENTS_INDEX_ENTRY * best), &y);
	free(x);
	if (best == UINT64_MAX)
		return 0;
	if (lseek(r->fd, (off_t)y.file_off, SEEK_SET) < 0)
		FAIL(r, -1, "event trace file byte %llu: %s", (unsigned long long)y.file_off,
		     strerror(errno));
	r->file_off = y.file_off;
	r->raw_off[0] = y.off[0];
	r->raw_off[1] = y.off[1];
	r->frames = y.frames;
	r->signals = 0;
	r->sync_base = (size_t)best;
	r->seeked = true;
	return 1;
}

void evf_reader_free(struct evf_reader *r)
{
	for (int s = 0; s < AEX_EVENTS_STREAMS; s++) {
		ZSTD_freeDCtx(r->dx[s]);
		r->dx[s] = NULL;
	}
	free(r->in);
	free(r->raw);
	free(r->syncs);
	r->in = r->raw = NULL;
	r->syncs = NULL;
}

int evf_read_all(const char *path, struct evf_header *h, struct evf_events *ev,
		 struct evf_end *end, char *message, size_t msize)
{
	int fd = open(path, O_RDONLY | O_CLOEXEC), rc = -1;
	struct evf_reader r;
	size_t cap[AEX_EVENTS_STREAMS] = { 0 };

	memset(ev, 0, sizeof *ev);
	memset(end, 0, sizeof *end);
	if (fd < 0) {
		snprintf(message, msize, "%s: %s", path, strerror(errno));
		return -1;
	}
	if (evf_reader_open(&r, fd) < 0) {
		snprintf(message, msize, "%s: %s", path, r.message);
		goto out;
	}
	*h = r.h;
	for (;;) {
		const uint8_t *d;
		size_t n;
		int s;
		enum evf_status st = evf_next(&r, &s, &d, &n);

		if (st == EVF_DATA) {
			if (ev->len[s] + n > cap[s]) {
				uint8_t *p;

				cap[s] = (ev->len[s] + n) * 2;
				p = realloc(ev->data[s], cap[s]);
				if (!p) {
					snprintf(message, msize, "out of memory");
					goto out;
				}
				ev->data[s] = p;
			}
			memcpy(ev->data[s] + ev->len[s], d, n);
			ev->len[s] += n;
			continue;
		}
		if (st == EVF_SIGNAL)
			continue;
		if (st == EVF_END) {
			*end = r.end;
			rc = 0;
		} else {
			snprintf(message, msize, "%s: %s", path, r.message);
			rc = st == EVF_TRUNCATED ? 1 : -1;
		}
		break;
	}
out:
	evf_reader_free(&r);
	close(fd);
	return rc;
}

void evf_events_free(struct evf_events *ev)
{
	for (int s = 0; s < AEX_EVENTS_STREAMS; s++)
		free(ev->data[s]);
	memset(ev, 0, sizeof *ev);
}

/* ---- the program's event pipe ----------------------------------------------------------- */

void evf_demux_init(struct evf_demux *d, bool big_endian)
{
	memset(d, 0, sizeof *d);
	d->big_endian = big_endian;
}

int evf_demux(struct evf_demux *d, const void *p, size_t n, evf_put_fn put, void *ctx)
{
	const uint8_t *b = p;

	if (d->bad)
		return -1;
	while (n) {
		size_t k;

		if (!d->left) {
			const uint8_t *h = d->head;
			uint32_t v, len;

			k = AEX_EVENTS_CHUNK_HEADER - d->nhead;
			if (k > n)
				k = n;
			memcpy(d->head + d->nhead, b, k);
			d->nhead += k;
			b += k;
			n -= k;
			if (d->nhead < AEX_EVENTS_CHUNK_HEADER)
				break;
			v = d->big_endian ? (uint32_t)h[0] << 24 | (uint32_t)h[1] << 16 |
					    (uint32_t)h[2] << 8 | h[3]
					  : get32(h);
			d->stream = v & AEX_EVENTS_STREAM_BIT ? AEX_EVENTS_STREAM_WORDS
							      : AEX_EVENTS_STREAM_BYTES;
			len = v & ~(uint32_t)(AEX_EVENTS_STREAM_BIT | AEX_EVENTS_CONTROL_BIT);
			if (v & AEX_EVENTS_CONTROL_BIT) {
				if ((v & AEX_EVENTS_STREAM_BIT) || len < 4 ||
				    len > AEX_EVENTS_CONTROL_MAX || len % 4) {
					d->bad = true;
					return -1;
				}
				d->stream = EVF_CONTROL;
				d->nctl = 0;
			}
			if (len == 0 || len > AEX_EVENTS_CHUNK_MAX ||
			    (d->stream == AEX_EVENTS_STREAM_WORDS && len % 4)) {
				d->bad = true;
				return -1;
			}
			d->nhead = 0;
			d->left = len;
			d->off += AEX_EVENTS_CHUNK_HEADER;
			continue;
		}
		k = d->left < n ? d->left : n;
		if (d->stream == EVF_CONTROL) {
			memcpy(d->ctl + d->nctl, b, k);
			d->nctl += k;
			if (k == d->left && put(ctx, EVF_CONTROL, d->ctl, d->nctl) < 0)
				return -1;
		} else if (put(ctx, d->stream, b, k) < 0) {
			return -1;
		}
		d->left -= (uint32_t)k;
		d->off += k;
		b += k;
		n -= k;
	}
	return 0;
}

int evf_pipe_put(void *ctx, int stream, const uint8_t *p, size_t n)
{
	struct evf_pipe *pp = ctx;

	if (stream == EVF_CONTROL)
		return pp->control ? pp->control(pp->control_ctx, p, n) : 0;
	if (evf_write(pp->w, stream, p, n) < 0)
		return -1;
	/* evf_demux counts the chunk's bytes down after this call */
	return pp->dm.left == n ? evf_chunk_end(pp->w) : 0;
}

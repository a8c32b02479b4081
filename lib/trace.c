/* trace.c — decoding and encoding canonical full traces in fixed-size buffers. The encoding
 * itself lives in include/aex_trace.h so producers outside the tool share it byte for byte. */
#include "trace.h"
#include "util.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#define RBUF (1 << 20)

const char *trace_kind_name(int kind)
{
	static const char *const names[] = { "control", "fetch", "read", "write" };

	return kind >= 0 && kind < 4 ? names[kind] : "?";
}

uint64_t trace_offset(const struct trace_reader *r)
{
	return r->buf_offset + r->pos;
}

/* Makes at least n bytes available at buf+pos unless the file ends. Returns the count. */
static size_t fill(struct trace_reader *r, size_t n)
{
	if (r->len - r->pos >= n || r->eof)
		return r->len - r->pos;
	memmove(r->buf, r->buf + r->pos, r->len - r->pos);
	r->buf_offset += r->pos;
	r->len -= r->pos;
	r->pos = 0;
	while (r->len < n && !r->eof) {
		ssize_t got = read(r->fd, r->buf + r->len, RBUF - r->len);

		if (got < 0 && errno == EINTR)
			continue;
		if (got < 0) {
			util_error("%s: read error at byte %llu: %s", r->path,
				   (unsigned long long)(r->buf_offset + r->len), strerror(errno));
			r->eof = true;
			break;
		}
		if (got == 0)
			r->eof = true;
		r->len += (size_t)got;
	}
	return r->len - r->pos;
}

size_t trace_alike(struct trace_reader *a, struct trace_reader *b)
{
	size_t na = fill(a, RBUF / 2), nb = fill(b, RBUF / 2), n = na < nb ? na : nb, k = 0;
	const uint8_t *x = a->buf + a->pos, *y = b->buf + b->pos;

	while (k + 4096 <= n && memcmp(x + k, y + k, 4096) == 0)
		k += 4096;
	while (k < n && x[k] == y[k])
		k++;
	return k;
}

void trace_follow(struct trace_reader *b, const struct trace_reader *a, size_t bytes)
{
	b->pos += bytes;
	b->st = a->st;
	b->index = a->index;
	memcpy(b->counts, a->counts, sizeof b->counts);
}

int trace_open(struct trace_reader *r, const char *path)
{
	const struct aex_trace_header *h;

	memset(r, 0, sizeof *r);
	r->path = path;
	r->fd = strcmp(path, "-") == 0 ? STDIN_FILENO : open(path, O_RDONLY | O_CLOEXEC);
	if (r->fd < 0) {
		util_error("%s: %s", path, strerror(errno));
		return -1;
	}
	r->buf = util_xmalloc(RBUF);
	if (fill(r, AEX_TRACE_HEADER_SIZE) < AEX_TRACE_HEADER_SIZE) {
		util_error("%s: byte %zu: file ends inside the %d-byte trace header", path, r->len,
			   AEX_TRACE_HEADER_SIZE);
		trace_close(r);
		return -1;
	}
	h = (const struct aex_trace_header *)r->buf;
	if (memcmp(h->magic, AEX_TRACE_MAGIC, 8) != 0) {
		util_error("%s: byte 0: not an aex trace (bad magic)", path);
		trace_close(r);
		return -1;
	}
	if (h->version != AEX_TRACE_VERSION || h->header_size != AEX_TRACE_HEADER_SIZE) {
		util_error("%s: byte 8: trace format version %u (header %u bytes); this aex reads "
			   "version %d", path, h->version, h->header_size, AEX_TRACE_VERSION);
		trace_close(r);
		return -1;
	}
	memcpy(&r->header, h, sizeof r->header);
	r->header.isa[sizeof r->header.isa - 1] = '\0';
	r->header.producer[sizeof r->header.producer - 1] = '\0';
	r->header.process[sizeof r->header.process - 1] = '\0';
	r->pos = AEX_TRACE_HEADER_SIZE;
	return 0;
}

void trace_close(struct trace_reader *r)
{
	if (r->fd > STDIN_FILENO)
		close(r->fd);
	r->fd = -1;
	free(r->buf);
	r->buf = NULL;
}

static enum trace_status bad(struct trace_reader *r, uint64_t off, const char *what)
{
	util_error("%s: byte %llu (record %llu): %s", r->path, (unsigned long long)off,
		   (unsigned long long)r->index, what);
	return TRACE_ERROR;
}

enum trace_status trace_next(struct trace_reader *r, struct trace_record *rec)
{
	static const uint8_t extra[8] = { 0, 0, 1, 2, 4, 0, 0, 0 };
	uint64_t off = trace_offset(r);
	size_t avail = fill(r, AEX_TRACE_END_SIZE);
	const uint8_t *p = r->buf + r->pos;
	uint32_t *last, *last_size, addr;
	int kind, mode;
	uint8_t tag;

	if (r->ended) {
		if (avail)
			return bad(r, off, "data after the END record");
		return TRACE_END;
	}
	if (avail == 0) {
		r->data_end = off;
		return TRACE_TRUNCATED;
	}
	tag = p[0];
	kind = AEX_TAG_KIND(tag);
	mode = AEX_TAG_MODE(tag);
	if (kind == AEX_TK_CONTROL) {
		if (tag == AEX_TAG(AEX_TK_CONTROL, 1, AEX_TC_PAD)) {
			/* The writer died here: only zero padding may follow. */
			r->data_end = off;
			while ((avail = fill(r, 1)) > 0) {
				for (size_t i = 0; i < avail; i++)
					if (r->buf[r->pos + i])
						return bad(r, trace_offset(r) + i,
							   "non-zero byte in the padding after a stopped "
							   "writer");
				r->pos += avail;
			}
			r->padded = true;
			return TRACE_TRUNCATED;
		}
		if (mode != AEX_TC_END || AEX_TAG_SIZE(tag) != 1)
			return bad(r, off, "unknown control record");
		if (avail < AEX_TRACE_END_SIZE)
			return bad(r, off, "file ends inside the END record");
		for (int i = 0; i < 3; i++)
			r->end_counts[i] = aex_trace_get_u64(p + 1 + 8 * i);
		r->pos += AEX_TRACE_END_SIZE;
		r->ended = true;
		if (memcmp(r->end_counts, r->counts, sizeof r->counts) != 0)
			return bad(r, off, "END record counts disagree with the records");
		if (fill(r, 1) > 0)
			return bad(r, trace_offset(r), "data after the END record");
		return TRACE_END;
	}
	if (mode > AEX_TM_ABS)
		return bad(r, off, "bad address mode");
	if (avail < 1u + extra[mode])
		return bad(r, off, "file ends inside a record");
	last = kind == AEX_TK_FETCH ? &r->st.fetch_addr : &r->st.data_addr;
	last_size = kind == AEX_TK_FETCH ? &r->st.fetch_size : &r->st.data_size;
	if (mode == AEX_TM_NEXT)
		addr = *last + *last_size;
	else if (mode == AEX_TM_SAME)
		addr = *last;
	else if (mode == AEX_TM_D8)
		addr = *last + (uint32_t)(int32_t)(int8_t)p[1];
	else if (mode == AEX_TM_D16)
		addr = *last + (uint32_t)(int32_t)(int16_t)(p[1] | p[2] << 8);
	else
		addr = (uint32_t)p[1] | (uint32_t)p[2] << 8 | (uint32_t)p[3] << 16 |
		       (uint32_t)p[4] << 24;
	r->pos += 1u + extra[mode];
	*last = addr;
	*last_size = AEX_TAG_SIZE(tag);
	rec->kind = (uint8_t)kind;
	rec->size = (uint8_t)AEX_TAG_SIZE(tag);
	rec->addr = addr;
	r->counts[kind - 1]++;
	r->index++;
	return TRACE_RECORD;
}

#define WBUF (1 << 20)

static void wflush(struct trace_writer *w)
{
	size_t off = 0;

	while (off < w->len && !w->failed) {
		ssize_t n = write(w->fd, w->buf + off, w->len - off);

		if (n < 0 && errno == EINTR)
			continue;
		if (n <= 0) {
			util_error("writing the trace: %s", strerror(errno));
			w->failed = true;
			break;
		}
		off += (size_t)n;
	}
	w->len = 0;
}

int trace_writer_open(struct trace_writer *w, int fd, const struct aex_trace_header *h)
{
	memset(w, 0, sizeof *w);
	w->fd = fd;
	w->buf = util_xmalloc(WBUF);
	memcpy(w->buf, h, sizeof *h);
	w->len = sizeof *h;
	return 0;
}

void trace_writer_put(struct trace_writer *w, int kind, uint32_t size, uint32_t addr)
{
	if (w->len > WBUF - AEX_TRACE_END_SIZE)
		wflush(w);
	w->len += (size_t)aex_trace_encode(&w->st, w->buf + w->len, kind, size, addr);
	w->counts[kind - 1]++;
}

int trace_writer_finish(struct trace_writer *w, bool complete)
{
	if (complete) {
		if (w->len > WBUF - AEX_TRACE_END_SIZE)
			wflush(w);
		w->len += (size_t)aex_trace_encode_end(w->buf + w->len, w->counts[0], w->counts[1],
						       w->counts[2]);
	}
	wflush(w);
	free(w->buf);
	w->buf = NULL;
	return w->failed ? -1 : 0;
}

int trace_repair(const char *path, uint64_t counts[3], bool *repaired)
{
	struct trace_reader r;
	struct trace_record rec;
	enum trace_status st;
	uint8_t end[AEX_TRACE_END_SIZE];
	int fd;

	*repaired = false;
	if (trace_open(&r, path) < 0)
		return -1;
	while ((st = trace_next(&r, &rec)) == TRACE_RECORD)
		;
	memcpy(counts, r.counts, sizeof r.counts);
	trace_close(&r);
	if (st == TRACE_ERROR)
		return -1;
	if (st == TRACE_END)
		return 0;
	fd = open(path, O_WRONLY | O_CLOEXEC);
	if (fd < 0 || ftruncate(fd, (off_t)r.data_end) < 0 ||
	    pwrite(fd, end, (size_t)aex_trace_encode_end(end, r.counts[0], r.counts[1], r.counts[2]),
		   (off_t)r.data_end) != AEX_TRACE_END_SIZE) {
		util_error("%s: cannot close the trace: %s", path, strerror(errno));
		if (fd >= 0)
			close(fd);
		return -1;
	}
	close(fd);
	*repaired = true;
	return 0;
}

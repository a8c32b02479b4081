/* test_evframe.c — the stored event trace and the event pipe without a program
 * (lib/evframe.c, docs/event-format.md): both streams round trip through raw and zstd frames;
 * a frame whose offset does not follow the earlier frames of its stream, a cut file and a
 * version 4 header are caught; sync frames and the index frame let a reader start inside
 * the file, and damage to them is caught; the pipe's chunks are split into the streams however the reads
 * cut them, and a malformed chunk header stops the split. */
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>
#include <zlib.h>

#include "aex_events.h"
#include "evframe.h"
#include "testutil.h"

static uint64_t evf_rng = 0x2545f4914f6cdd1dull;

/* n bytes of a stream that tell where they are (a value word's bytes differ from a witness's) */
static uint8_t *pattern(int stream, size_t n)
{
	uint8_t *p = util_xmalloc(n ? n : 1);

	for (size_t i = 0; i < n; i++)
		p[i] = (uint8_t)(stream ? i * 7 + 3 : i % 251);
	return p;
}

/* A stored trace of both streams in a memfd, written in pieces of random sizes, the streams
 * interleaved (with syncs, a round ending after about one piece in four); frame: bytes per data frame;
 * sync: stream bytes between sync frames (0: none); the sync frames written into syncs (at
 * most nsyncs; *nsyncs: how many) unless NULL. */
static int stored_trace_sync(int level, size_t frame, uint64_t sync, const uint8_t *const data[2],
			     const size_t len[2], struct evf_sync *syncs, size_t *nsyncs)
{
	struct evf_header h = { true, "mips", 0x0123456789abcdefull, 0x0fedcba987654321ull };
	struct evf_end end = { AEX_EVENTS_HOW_EXITED, 3, 0, 0, 0 };
	struct evf_writer w;
	size_t at[2] = { 0, 0 };
	int fd = memfd_create("evframe", MFD_CLOEXEC);

	cr_assert_geq(fd, 0);
	cr_assert_eq(evf_writer_open(&w, fd, &h, level, frame), 0);
	w.sync_every = sync;
	while (at[0] < len[0] || at[1] < len[1]) {
		int s = (int)(xorshift64(&evf_rng) % 2);
		size_t k = 1 + xorshift64(&evf_rng) % 700;

		if (k > len[s] - at[s])
			k = len[s] - at[s];
		cr_assert_eq(evf_write(&w, s, data[s] + at[s], k), 0);
		at[s] += k;
		if (syncs && xorshift64(&evf_rng) % 4 == 0)
			cr_assert_eq(evf_round(&w), 0);
	}
	cr_assert_eq(evf_finish(&w, &end), 0);
	cr_expect_eq(w.raw_off[0], len[0]);
	cr_expect_eq(w.raw_off[1], len[1]);
	if (syncs) {
		cr_assert_leq(w.nsyncs, *nsyncs);
		memcpy(syncs, w.syncs, w.nsyncs * sizeof *syncs);
		*nsyncs = w.nsyncs;
	}
	evf_writer_free(&w);
	cr_assert_eq(lseek(fd, 0, SEEK_SET), 0);
	return fd;
}

static int stored_trace(int level, size_t frame, const uint8_t *const data[2],
			const size_t len[2])
{
	return stored_trace_sync(level, frame, AEX_EVENTS_SYNC_EVERY, data, len, NULL, NULL);
}

static char *fd_path(int fd)
{
	return util_xasprintf("/proc/self/fd/%d", fd);
}

/* The whole file of fd. */
static uint8_t *slurp(int fd, size_t *n)
{
	char *path = fd_path(fd);
	uint8_t *p = (uint8_t *)util_read_file(path, n);

	cr_assert_not_null(p);
	free(path);
	return p;
}

/* A stored trace of two patterned streams: the streams, the file (fd) and its bytes (f). */
struct stored {
	const uint8_t *data[2];
	size_t len[2];
	int fd;
	uint8_t *f;
	size_t n;
};

static void stored_open(struct stored *t, int level, size_t frame, size_t len0, size_t len1)
{
	t->len[0] = len0;
	t->len[1] = len1;
	t->data[0] = pattern(0, len0);
	t->data[1] = pattern(1, len1);
	t->fd = stored_trace(level, frame, t->data, t->len);
	t->f = slurp(t->fd, &t->n);
}

static void stored_close(struct stored *t)
{
	free((void *)t->data[0]);
	free((void *)t->data[1]);
	free(t->f);
	close(t->fd);
}

Test(evframe, round_trip)
{
	static const size_t sizes[][2] = { { 5000, 2000 }, { 0, 4096 }, { 3001, 0 }, { 1, 4 } };

	for (int level = 0; level <= 3; level += 3) {
		for (size_t c = 0; c < sizeof sizes / sizeof sizes[0]; c++) {
			struct stored t;
			struct evf_events ev;
			struct evf_header h;
			struct evf_end end;
			char *path, msg[300];

			stored_open(&t, level, 256, sizes[c][0], sizes[c][1]);
			path = fd_path(t.fd);
			cr_assert_eq(evf_read_all(path, &h, &ev, &end, msg, sizeof msg), 0,
				     "level %d, case %zu: %s", level, c, msg);
			cr_expect(h.big_endian && strcmp(h.isa, "mips") == 0 &&
				  h.build == 0x0123456789abcdefull);
			cr_expect(end.how == AEX_EVENTS_HOW_EXITED && end.code == 3);
			for (int s = 0; s < AEX_EVENTS_STREAMS; s++) {
				cr_assert_eq(ev.len[s], t.len[s], "level %d, case %zu, stream %d",
					     level, c, s);
				cr_expect(ev.len[s] == 0 ||
					  memcmp(ev.data[s], t.data[s], ev.len[s]) == 0,
					  "level %d, case %zu, stream %d differs", level, c, s);
			}
			evf_events_free(&ev);
			free(path);
			stored_close(&t);
		}
	}
}

/* The frames of a stored trace, read back as evf_next gives them: each names its stream, and
 * a stream's frames come whole and in order. */
Test(evframe, frames_name_their_stream)
{
	struct stored t;
	struct evf_reader r;
	size_t got[2] = { 0, 0 };
	int frames[2] = { 0, 0 };
	enum evf_status st;
	const uint8_t *d;
	size_t n;
	int s;

	stored_open(&t, 1, 256, 1000, 600);
	cr_assert_eq(lseek(t.fd, 0, SEEK_SET), 0);
	cr_assert_eq(evf_reader_open(&r, t.fd), 0, "%s", r.message);
	while ((st = evf_next(&r, &s, &d, &n)) == EVF_DATA) {
		cr_assert(s == 0 || s == 1);
		cr_assert_leq(got[s] + n, t.len[s]);
		cr_expect_eq(memcmp(d, t.data[s] + got[s], n), 0);
		got[s] += n;
		frames[s]++;
	}
	cr_expect_eq(st, EVF_END, "%s", r.message);
	cr_expect(got[0] == t.len[0] && got[1] == t.len[1]);
	cr_expect(frames[0] == 4 && frames[1] == 3, "%d and %d frames", frames[0], frames[1]);
	evf_reader_free(&r);
	stored_close(&t);
}

/* The file offset of the k-th data frame of stream s of a stored trace, or -1. */
static long find_frame(const uint8_t *f, size_t n, int s, int k)
{
	for (size_t at = AEX_EVENTS_HEADER_SIZE; at + AEX_EVENTS_FRAME_HEADER <= n;) {
		uint32_t stored = (uint32_t)f[at + 4] | (uint32_t)f[at + 5] << 8 |
				  (uint32_t)f[at + 6] << 16 | (uint32_t)f[at + 7] << 24;

		if ((f[at] == AEX_EVENTS_KIND_RAW || f[at] == AEX_EVENTS_KIND_ZSTD) && f[at + 1] == s &&
		    k-- == 0)
			return (long)at;
		at += AEX_EVENTS_FRAME_HEADER + stored;
	}
	return -1;
}

static void put_crc(uint8_t *p, size_t n)
{
	uint32_t c = (uint32_t)crc32(0L, p, (uInt)n);

	for (int i = 0; i < 4; i++)
		p[n + (size_t)i] = (uint8_t)(c >> (8 * i));
}

/* f (n bytes) in a memfd, read whole: evf_read_all's status and message. */
static int read_bytes(const uint8_t *f, size_t n, struct evf_events *ev, char *msg, size_t size)
{
	int fd = memfd_create("evframe", MFD_CLOEXEC), rc;
	char *path = fd_path(fd);
	struct evf_header h;
	struct evf_end end;

	cr_assert_eq(write(fd, f, n), (ssize_t)n);
	rc = evf_read_all(path, &h, ev, &end, msg, size);
	free(path);
	close(fd);
	return rc;
}

/* Signal frames (a handler's events begin and end, docs/event-format.md): the data written
 * before one goes out in frames before it, and the reader gives it in its place with both
 * streams' offsets; evf_read_all skips it. A signal frame whose offsets are not where the
 * streams are (its checksums made good) is refused. */
Test(evframe, signal_frames)
{
	for (int level = 0; level <= 1; level++) {
		struct evf_header h = { true, "mips", 1, 0 };
		struct evf_end end = { AEX_EVENTS_HOW_EXITED, 0, 0, 0, 0 };
		const uint8_t *b = pattern(0, 300), *v = pattern(1, 400);
		struct evf_writer w;
		struct evf_reader r;
		enum evf_status st;
		const uint8_t *d;
		size_t n, got[2] = { 0, 0 };
		int s, fd = memfd_create("evframe", MFD_CLOEXEC), sigs = 0;

		cr_assert_eq(evf_writer_open(&w, fd, &h, level, 256), 0);
		cr_assert_eq(evf_write(&w, 0, b, 100), 0);
		cr_assert_eq(evf_write(&w, 1, v, 40), 0);
		cr_assert_eq(evf_signal(&w, false, 0x400123), 0);
		cr_assert_eq(evf_write(&w, 0, b + 100, 150), 0);
		cr_assert_eq(evf_write(&w, 1, v + 40, 360), 0);
		cr_assert_eq(evf_signal(&w, true, 0), 0);
		cr_assert_eq(evf_write(&w, 0, b + 250, 50), 0);
		cr_assert_eq(evf_finish(&w, &end), 0);
		evf_writer_free(&w);
		cr_assert_eq(lseek(fd, 0, SEEK_SET), 0);
		cr_assert_eq(evf_reader_open(&r, fd), 0, "%s", r.message);
		while ((st = evf_next(&r, &s, &d, &n)) == EVF_DATA || st == EVF_SIGNAL) {
			if (st == EVF_DATA) {
				got[s] += n;
				continue;
			}
			cr_expect_eq(r.sig.end, sigs == 1);
			cr_expect_eq(r.sig.pc, sigs == 0 ? 0x400123u : 0u);
			cr_expect(r.sig.off[0] == got[0] && r.sig.off[1] == got[1]);
			cr_expect(sigs ? got[0] == 250 && got[1] == 400 : got[0] == 100 && got[1] == 40,
				  "signal frame %d after %zu and %zu bytes", sigs, got[0], got[1]);
			sigs++;
		}
		cr_expect_eq(st, EVF_END, "%s", r.message);
		cr_expect(sigs == 2 && got[0] == 300 && got[1] == 400);
		evf_reader_free(&r);
		{
			/* the first signal frame's event-byte offset off by one */
			size_t fn = (size_t)lseek(fd, 0, SEEK_END);
			uint8_t *f = util_xmalloc(fn);
			struct evf_events ev;
			char msg[300];

			cr_assert_eq(pread(fd, f, fn, 0), (ssize_t)fn);
			for (size_t at = AEX_EVENTS_HEADER_SIZE; at + AEX_EVENTS_FRAME_HEADER <= fn;) {
				uint32_t stored = (uint32_t)f[at + 4] | (uint32_t)f[at + 5] << 8;

				if (f[at] == AEX_EVENTS_KIND_SIGNAL) {
					uint8_t *pl = f + at + AEX_EVENTS_FRAME_HEADER;

					pl[8]++;
					{
						uint32_t c = (uint32_t)crc32(0L, pl, AEX_EVENTS_SIGNAL_SIZE);

						for (int i = 0; i < 4; i++)
							f[at + 20 + (size_t)i] = (uint8_t)(c >> (8 * i));
					}
					put_crc(f + at, 28);
					break;
				}
				at += AEX_EVENTS_FRAME_HEADER + stored;
			}
			cr_expect_eq(read_bytes(f, fn, &ev, msg, sizeof msg), -1, "%s", msg);
			cr_expect(strstr(msg, "signal frame is inconsistent") != NULL, "%s", msg);
			evf_events_free(&ev);
			free(f);
		}
		close(fd);
		free((void *)b);
		free((void *)v);
	}
}

/* A frame of the value words whose offset is not where its stream is (with its header's
 * checksum made good): refused, after the frames before it. An offset that would be right for
 * the event bytes is wrong all the same. */
Test(evframe, wrong_stream_offset_refused)
{
	for (int level = 0; level <= 1; level++) {
		struct stored t;
		struct evf_events ev;
		char msg[300];
		long at;

		uint8_t off[8];
		uint64_t want = 0;

		stored_open(&t, level, 256, 1024, 1024);
		at = find_frame(t.f, t.n, 1, 2);
		cr_assert_geq(at, 0);
		memcpy(off, t.f + at + 8, 8);
		for (int i = 7; i >= 0; i--)
			want = want << 8 | off[i];
		cr_assert_gt(want, 0);
		memset(t.f + at + 8, 0, 8);
		put_crc(t.f + at, 28);
		cr_expect_eq(read_bytes(t.f, t.n, &ev, msg, sizeof msg), -1, "%s", msg);
		cr_expect(strstr(msg, "does not follow") && strstr(msg, "stream 1"), "%s", msg);
		cr_expect_eq(ev.len[1], want, "%zu value bytes before the frame", ev.len[1]);
		evf_events_free(&ev);
		/* the frame of stream 1, with its offset, labelled stream 0 */
		t.f[at + 1] = 0;
		memcpy(t.f + at + 8, off, 8);
		put_crc(t.f + at, 28);
		cr_expect_eq(read_bytes(t.f, t.n, &ev, msg, sizeof msg), -1, "%s", msg);
		cr_expect(strstr(msg, "does not follow") != NULL, "%s", msg);
		evf_events_free(&ev);
		stored_close(&t);
	}
}

/* A file cut inside a frame of the value words: truncated, both streams' bytes before it
 * returned and counted in the message. */
Test(evframe, truncated_file)
{
	struct stored t;
	struct evf_events ev;
	char msg[300], want[100];
	long at;

	stored_open(&t, 0, 256, 700, 1024);
	at = find_frame(t.f, t.n, 1, 3);
	cr_assert_geq(at, 0);
	cr_expect_eq(read_bytes(t.f, (size_t)at + 40, &ev, msg, sizeof msg), 1, "%s", msg);
	cr_expect_eq(ev.len[1], 768);
	cr_expect_eq(memcmp(ev.data[1], t.data[1], 768), 0);
	snprintf(want, sizeof want, "(after %zu event bytes and 768 value bytes)", ev.len[0]);
	cr_expect(strstr(msg, "ends at byte") && strstr(msg, want), "%s", msg);
	evf_events_free(&ev);
	stored_close(&t);
}

/* ---- sync frames and the index frame ------------------------------------------------------ */

static uint64_t le64(const uint8_t *p)
{
	uint64_t v = 0;

	for (int i = 7; i >= 0; i--)
		v = v << 8 | p[i];
	return v;
}

static void put_le64(uint8_t *p, uint64_t v)
{
	for (int i = 0; i < 8; i++)
		p[i] = (uint8_t)(v >> (8 * i));
}

/* A frame's payload changed: its checksum (frame header byte 20) and the header's made good. */
static void frame_crcs(uint8_t *f, size_t at)
{
	uint32_t n = (uint32_t)f[at + 4] | (uint32_t)f[at + 5] << 8 | (uint32_t)f[at + 6] << 16 |
		     (uint32_t)f[at + 7] << 24;
	uint32_t c = (uint32_t)crc32(0L, f + at + AEX_EVENTS_FRAME_HEADER, (uInt)n);

	for (int i = 0; i < 4; i++)
		f[at + 20 + (size_t)i] = (uint8_t)(c >> (8 * i));
	put_crc(f + at, 28);
}

/* The file offset of a stored trace's index frame, from its end frame. */
static size_t index_at(const uint8_t *f, size_t n)
{
	cr_assert_eq(f[n - AEX_EVENTS_END_SIZE - AEX_EVENTS_FRAME_HEADER], AEX_EVENTS_KIND_END);
	return (size_t)le64(f + n - 8);
}

/* f (n bytes) in a memfd, a reader open on it. */
static int open_bytes(const uint8_t *f, size_t n, struct evf_reader *r)
{
	int fd = memfd_create("evframe", MFD_CLOEXEC);

	cr_assert_eq(write(fd, f, n), (ssize_t)n);
	cr_assert_eq(lseek(fd, 0, SEEK_SET), 0);
	cr_assert_eq(evf_reader_open(r, fd), 0, "%s", r->message);
	return fd;
}

/* Sync frames (docs/event-format.md): a trace with a sync frame every 600 stream bytes reads
 * whole as one without; evf_seek to random offsets lands on the last sync frame before both
 * (none: it stays at the start), and reading on from there gives exactly the streams' bytes
 * from its offsets to their ends, the compression contexts restarting there. */
Test(evframe, sync_seek)
{
	for (int level = 0; level <= 1; level++) {
		static struct evf_sync syncs[512];
		size_t nsyncs = 512, len[2] = { 20000, 16000 };
		const uint8_t *data[2] = { pattern(0, len[0]), pattern(1, len[1]) };
		int fd = stored_trace_sync(level, 256, 600, data, len, syncs, &nsyncs);
		struct evf_events ev;
		struct evf_header h;
		struct evf_end end;
		char msg[300], *path = fd_path(fd);

		cr_assert_gt(nsyncs, 10, "%zu sync frames", nsyncs);
		cr_assert_eq(evf_read_all(path, &h, &ev, &end, msg, sizeof msg), 0, "%s", msg);
		cr_expect(ev.len[0] == len[0] && ev.len[1] == len[1] &&
			  memcmp(ev.data[0], data[0], len[0]) == 0 &&
			  memcmp(ev.data[1], data[1], len[1]) == 0);
		evf_events_free(&ev);
		for (int trial = 0; trial < 40; trial++) {
			uint64_t off[2] = { xorshift64(&evf_rng) % (len[0] + 1),
					    xorshift64(&evf_rng) % (len[1] + 1) };
			uint64_t got[2];
			size_t best = SIZE_MAX;
			struct evf_reader r;
			enum evf_status st;
			const uint8_t *d;
			size_t n;
			int s, rc;

			if (trial < 2)
				off[0] = off[1] = trial ? UINT64_MAX : 0;
			for (size_t i = 0; i < nsyncs; i++)
				if (syncs[i].off[0] <= off[0] && syncs[i].off[1] <= off[1])
					best = i;
			cr_assert_eq(lseek(fd, 0, SEEK_SET), 0);
			cr_assert_eq(evf_reader_open(&r, fd), 0, "%s", r.message);
			rc = evf_seek(&r, off);
			cr_assert_eq(rc, best == SIZE_MAX ? 0 : 1, "level %d, trial %d: %s", level,
				     trial, r.message);
			if (best != SIZE_MAX)
				cr_expect(r.file_off == syncs[best].file_off &&
					  r.raw_off[0] == syncs[best].off[0] &&
					  r.raw_off[1] == syncs[best].off[1]);
			got[0] = r.raw_off[0];
			got[1] = r.raw_off[1];
			while ((st = evf_next(&r, &s, &d, &n)) == EVF_DATA) {
				cr_assert_leq(got[s] + n, len[s]);
				cr_assert_eq(memcmp(d, data[s] + got[s], n), 0,
					     "level %d, trial %d: stream %d at %llu", level, trial, s,
					     (unsigned long long)got[s]);
				got[s] += n;
			}
			cr_expect_eq(st, EVF_END, "level %d, trial %d: %s", level, trial, r.message);
			cr_expect(got[0] == len[0] && got[1] == len[1]);
			/* a reader that has read a frame does not seek */
			cr_expect_eq(evf_seek(&r, off), 0);
			evf_reader_free(&r);
		}
		free(path);
		close(fd);
		free((void *)data[0]);
		free((void *)data[1]);
	}
}

/* A damaged index frame: evf_seek names its file offset, a whole read refuses it. An index
 * entry that points where no sync frame is, a sync frame that does not say where the streams
 * are (checksums made good): caught where they are read. A file cut short has no index:
 * evf_seek leaves the reader at the start. No sync frame after a signal frame is sought. */
Test(evframe, sync_damage)
{
	static struct evf_sync syncs[512];
	size_t nsyncs = 512, len[2] = { 9000, 8000 }, xo, k;
	const uint8_t *data[2] = { pattern(0, len[0]), pattern(1, len[1]) };
	int fd = stored_trace_sync(1, 256, 500, data, len, syncs, &nsyncs);
	size_t n;
	uint8_t *f = slurp(fd, &n), *g = util_xmalloc(n);
	struct evf_events ev;
	struct evf_reader r;
	char msg[300], want[100];
	uint64_t mid[2];
	const uint8_t *d;
	size_t dn;
	int s, gfd;

	cr_assert_gt(nsyncs, 6);
	xo = index_at(f, n);
	cr_expect_eq(le64(f + xo + AEX_EVENTS_FRAME_HEADER), nsyncs);
	k = nsyncs / 2;
	mid[0] = syncs[k].off[0];
	mid[1] = syncs[k].off[1];
	/* a byte of the index's payload flipped */
	memcpy(g, f, n);
	g[xo + AEX_EVENTS_FRAME_HEADER + 20] ^= 1;
	gfd = open_bytes(g, n, &r);
	cr_expect_eq(evf_seek(&r, mid), -1);
	snprintf(want, sizeof want, "byte %zu: the index frame is damaged", xo);
	cr_expect(strstr(r.message, want) != NULL, "%s", r.message);
	evf_reader_free(&r);
	close(gfd);
	cr_expect_eq(read_bytes(g, n, &ev, msg, sizeof msg), -1, "%s", msg);
	evf_events_free(&ev);
	/* entry k points at the data frame after its sync frame */
	memcpy(g, f, n);
	put_le64(g + xo + AEX_EVENTS_FRAME_HEADER + 8 + AEX_EVENTS_INDEX_ENTRY * k,
		 syncs[k].file_off + AEX_EVENTS_FRAME_HEADER + AEX_EVENTS_SYNC_SIZE);
	frame_crcs(g, xo);
	gfd = open_bytes(g, n, &r);
	cr_expect_eq(evf_seek(&r, mid), 1, "%s", r.message);
	cr_expect_eq(evf_next(&r, &s, &d, &dn), EVF_CORRUPT);
	cr_expect(strstr(r.message, "the index frame says a sync frame is here") != NULL, "%s",
		  r.message);
	evf_reader_free(&r);
	close(gfd);
	cr_expect_eq(read_bytes(g, n, &ev, msg, sizeof msg), -1, "%s", msg);
	snprintf(want, sizeof want, "the index frame's entry %zu is not the sync frame", k);
	cr_expect(strstr(msg, want) != NULL, "%s", msg);
	evf_events_free(&ev);
	/* sync frame k says one event byte more */
	memcpy(g, f, n);
	put_le64(g + syncs[k].file_off + AEX_EVENTS_FRAME_HEADER, syncs[k].off[0] + 1);
	frame_crcs(g, syncs[k].file_off);
	cr_expect_eq(read_bytes(g, n, &ev, msg, sizeof msg), -1, "%s", msg);
	snprintf(want, sizeof want, "byte %llu: the sync frame is inconsistent",
		 (unsigned long long)syncs[k].file_off);
	cr_expect(strstr(msg, want) != NULL, "%s", msg);
	cr_expect_eq(ev.len[0], syncs[k].off[0]);
	evf_events_free(&ev);
	/* cut short: no index, read from the start */
	gfd = open_bytes(f, n - 10, &r);
	cr_expect_eq(evf_seek(&r, mid), 0, "%s", r.message);
	cr_expect_eq(r.file_off, (uint64_t)AEX_EVENTS_HEADER_SIZE);
	evf_reader_free(&r);
	close(gfd);
	free(g);
	free(f);
	close(fd);
	/* a signal frame among them: the sync frames after it are not sought */
	{
		struct evf_header h = { true, "mips", 1, 0 };
		struct evf_end end = { AEX_EVENTS_HOW_EXITED, 0, 0, 0, 0 };
		struct evf_writer w;
		uint64_t far[2] = { UINT64_MAX, UINT64_MAX };
		int wfd = memfd_create("evframe", MFD_CLOEXEC);

		cr_assert_eq(evf_writer_open(&w, wfd, &h, 1, 256), 0);
		w.sync_every = 100;
		for (int i = 0; i < 6; i++) {
			cr_assert_eq(evf_write(&w, 0, data[0] + 200 * i, 200), 0);
			cr_assert_eq(evf_write(&w, 1, data[1] + 200 * i, 200), 0);
			if (i == 3)
				cr_assert_eq(evf_signal(&w, false, 0x400100), 0);
			else
				cr_assert_eq(evf_round(&w), 0);
		}
		cr_assert_eq(evf_finish(&w, &end), 0);
		cr_expect_geq(w.nsyncs, 4);
		evf_writer_free(&w);
		cr_assert_eq(lseek(wfd, 0, SEEK_SET), 0);
		cr_assert_eq(evf_reader_open(&r, wfd), 0, "%s", r.message);
		cr_expect_eq(evf_seek(&r, far), 1, "%s", r.message);
		cr_expect(r.raw_off[0] <= 800 && r.raw_off[1] <= 800, "sought to %llu",
			  (unsigned long long)r.raw_off[0]);
		evf_reader_free(&r);
		close(wfd);
	}
	free((void *)data[0]);
	free((void *)data[1]);
}

/* A version 4 header (its checksum good: a trace without sync frames) is refused by
 * version. */
Test(evframe, version_4_refused)
{
	struct stored t;
	struct evf_events ev;
	char msg[300];

	stored_open(&t, 0, 0, 10, 8);
	t.f[8] = 4;
	put_crc(t.f, AEX_EVENTS_OFF_CRC);
	cr_expect_eq(read_bytes(t.f, t.n, &ev, msg, sizeof msg), -1, "%s", msg);
	cr_expect(strstr(msg, "version 4, this regenerator reads version 5") != NULL, "%s", msg);
	evf_events_free(&ev);
	stored_close(&t);
}

/* A version byte flipped, the checksum not recomputed: damage, said as such (with the version
 * it reads, in case it is another one). */
Test(evframe, flipped_version_is_damage)
{
	struct stored t;
	struct evf_events ev;
	char msg[300];

	stored_open(&t, 0, 0, 10, 8);
	t.f[8] ^= 0xff;
	cr_expect_eq(read_bytes(t.f, t.n, &ev, msg, sizeof msg), -1, "%s", msg);
	cr_expect(strstr(msg, "byte 0: the header is damaged (checksum mismatch; it says version "
			      "250") != NULL, "%s", msg);
	evf_events_free(&ev);
	stored_close(&t);
}

/* The traced ELF's identity (header byte 32) goes through; bytes after it must be 0. */
Test(evframe, traced_identity_round_trip)
{
	struct stored t;
	struct evf_events ev;
	struct evf_header h;
	struct evf_end end;
	char msg[300], *path;
	int fd = stored_trace(0, 0, (const uint8_t *const[]){ (const uint8_t *)"ab",
							       (const uint8_t *)"cdef" },
			      (const size_t[]){ 2, 4 });

	path = fd_path(fd);
	cr_assert_eq(evf_read_all(path, &h, &ev, &end, msg, sizeof msg), 0, "%s", msg);
	cr_expect_eq(h.traced, 0x0fedcba987654321ull);
	cr_expect_eq(h.build, 0x0123456789abcdefull);
	evf_events_free(&ev);
	free(path);
	close(fd);
	stored_open(&t, 0, 0, 10, 8);
	t.f[45] = 1;
	put_crc(t.f, AEX_EVENTS_OFF_CRC);
	cr_expect_eq(read_bytes(t.f, t.n, &ev, msg, sizeof msg), -1, "%s", msg);
	cr_expect(strstr(msg, "byte 40: reserved bytes are not 0") != NULL, "%s", msg);
	evf_events_free(&ev);
	stored_close(&t);
}

/* The writer takes streams 0 and 1 only. */
Test(evframe, writer_streams)
{
	struct evf_header h = { true, "mips", 1, 0 };
	struct evf_writer w;
	int fd = memfd_create("evframe", MFD_CLOEXEC);

	cr_assert_eq(evf_writer_open(&w, fd, &h, 0, 0), 0);
	cr_expect_eq(evf_write(&w, 2, "x", 1), -1);
	cr_expect_eq(evf_write(&w, -1, "x", 1), -1);
	evf_writer_free(&w);
	close(fd);
}

/* ---- the event pipe ------------------------------------------------------------------------- */

struct collected {
	uint8_t data[2][4096];
	size_t len[2];
	int calls;
	uint8_t ctl[4][AEX_EVENTS_CONTROL_MAX];   /* control chunks, whole */
	size_t nctl[4];
	int nctls;
};

static int collect(void *ctx, int stream, const uint8_t *p, size_t n)
{
	struct collected *c = ctx;

	if (stream == EVF_CONTROL) {
		cr_assert(c->nctls < 4 && n >= 4 && n <= AEX_EVENTS_CONTROL_MAX);
		memcpy(c->ctl[c->nctls], p, n);
		c->nctl[c->nctls++] = n;
		return 0;
	}
	cr_assert(stream == 0 || stream == 1);
	cr_assert(n > 0 && c->len[stream] + n <= sizeof c->data[stream]);
	memcpy(c->data[stream] + c->len[stream], p, n);
	c->len[stream] += n;
	c->calls++;
	return 0;
}

/* Appends a chunk (header in the given byte order) to a pipe. */
static size_t chunk(uint8_t *pipe, size_t at, bool big_endian, uint32_t head, const uint8_t *p,
		    size_t n)
{
	for (int i = 0; i < 4; i++)
		pipe[at + (size_t)i] = (uint8_t)(head >> (big_endian ? 24 - 8 * i : 8 * i));
	memcpy(pipe + at + 4, p, n);
	return at + 4 + n;
}

/* Three chunks of event bytes and two of value words, interleaved; then the same pipe fed in
 * reads of every size from 1 byte (chunk headers split too): the same two streams. */
Test(evframe, demux_split_reads)
{
	static uint8_t pipe[8192];
	const uint8_t *b = pattern(0, 1000), *v = pattern(1, 1000);

	for (int be = 0; be <= 1; be++) {
		size_t n = 0;

		n = chunk(pipe, n, be, 300, b, 300);
		n = chunk(pipe, n, be, AEX_EVENTS_STREAM_BIT | 400, v, 400);
		n = chunk(pipe, n, be, 1, b + 300, 1);
		n = chunk(pipe, n, be, AEX_EVENTS_STREAM_BIT | 4, v + 400, 4);
		n = chunk(pipe, n, be, 99, b + 301, 99);
		for (size_t step = 1; step <= n; step = step < 16 ? step + 1 : step * 3) {
			struct collected c = { 0 };
			struct evf_demux d;

			evf_demux_init(&d, be);
			for (size_t at = 0; at < n; at += step)
				cr_assert_eq(evf_demux(&d, pipe + at, at + step > n ? n - at : step,
						       collect, &c), 0, "step %zu", step);
			cr_expect(c.len[0] == 400 && memcmp(c.data[0], b, 400) == 0, "step %zu", step);
			cr_expect(c.len[1] == 404 && memcmp(c.data[1], v, 404) == 0, "step %zu", step);
			cr_expect(!d.bad && d.off == n && d.left == 0 && d.nhead == 0);
		}
	}
	free((void *)b);
	free((void *)v);
}

/* A pipe that ends inside a chunk or its header: what came of it is handed on (a prefix). */
Test(evframe, demux_ends_inside_a_chunk)
{
	static uint8_t pipe[1024];
	const uint8_t *b = pattern(0, 100), *v = pattern(1, 100);
	size_t n = chunk(pipe, 0, true, 50, b, 50);

	n = chunk(pipe, n, true, AEX_EVENTS_STREAM_BIT | 40, v, 40);
	for (size_t cut = 0; cut <= n; cut++) {
		struct collected c = { 0 };
		struct evf_demux d;

		evf_demux_init(&d, true);
		cr_assert_eq(evf_demux(&d, pipe, cut, collect, &c), 0);
		cr_expect_eq(c.len[0], cut < 4 ? 0 : cut < 54 ? cut - 4 : 50, "cut %zu", cut);
		cr_expect_eq(c.len[1], cut < 58 ? 0 : cut - 58, "cut %zu", cut);
	}
	free((void *)b);
	free((void *)v);
}

/* Control chunks among the streams' chunks, fed in reads of every size: each is handed on
 * whole, once, in its place, and takes nothing from the streams. */
Test(evframe, demux_control_chunks)
{
	static uint8_t pipe[4096];
	const uint8_t *b = pattern(0, 1000), *v = pattern(1, 1000);
	static const uint8_t fork_rec[12] = { 0, 0, 0, AEX_EVENTS_CONTROL_FORK, 0, 0, 0x10, 1,
					      0, 0, 0x10, 2 };
	static const uint8_t exit_rec[8] = { 0, 0, 0, AEX_EVENTS_CONTROL_EXIT, 0, 0, 0, 3 };

	for (size_t step = 1; step <= 64; step++) {
		struct collected c = { 0 };
		struct evf_demux d;
		size_t n = 0;

		n = chunk(pipe, n, true, 100, b, 100);
		n = chunk(pipe, n, true, AEX_EVENTS_CONTROL_BIT | 12, fork_rec, 12);
		n = chunk(pipe, n, true, AEX_EVENTS_STREAM_BIT | 200, v, 200);
		n = chunk(pipe, n, true, AEX_EVENTS_CONTROL_BIT | 8, exit_rec, 8);
		evf_demux_init(&d, true);
		for (size_t at = 0; at < n; at += step)
			cr_assert_eq(evf_demux(&d, pipe + at, at + step > n ? n - at : step, collect,
					       &c), 0, "step %zu", step);
		cr_expect(c.len[0] == 100 && memcmp(c.data[0], b, 100) == 0, "step %zu", step);
		cr_expect(c.len[1] == 200 && memcmp(c.data[1], v, 200) == 0, "step %zu", step);
		cr_assert_eq(c.nctls, 2, "step %zu", step);
		cr_expect(c.nctl[0] == 12 && memcmp(c.ctl[0], fork_rec, 12) == 0);
		cr_expect(c.nctl[1] == 8 && memcmp(c.ctl[1], exit_rec, 8) == 0);
		cr_expect(!d.bad && d.off == n && d.left == 0);
	}
}

/* Malformed chunk headers (length 0, above 1 MiB, value words not whole words): the split
 * stops there, naming the header's pipe byte, and takes nothing more; the chunks before it
 * were handed on. */
Test(evframe, demux_malformed)
{
	static const uint32_t bad[] = { 0, AEX_EVENTS_CHUNK_MAX + 1, 0x7fffffff,
					AEX_EVENTS_STREAM_BIT, AEX_EVENTS_STREAM_BIT | 6,
					AEX_EVENTS_STREAM_BIT | (AEX_EVENTS_CHUNK_MAX + 4),
					AEX_EVENTS_CONTROL_BIT, AEX_EVENTS_CONTROL_BIT | 6,
					AEX_EVENTS_CONTROL_BIT | (AEX_EVENTS_CONTROL_MAX + 4),
					AEX_EVENTS_CONTROL_BIT | AEX_EVENTS_STREAM_BIT | 8 };
	static uint8_t pipe[256];
	const uint8_t *b = pattern(0, 64);

	for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
		struct collected c = { 0 };
		struct evf_demux d;
		size_t n = chunk(pipe, 0, true, 10, b, 10);

		n = chunk(pipe, n, true, bad[i], b, 20);
		n = chunk(pipe, n, true, 5, b, 5);
		evf_demux_init(&d, true);
		/* the bad header split across two reads */
		cr_expect_eq(evf_demux(&d, pipe, 16, collect, &c), 0, "header %08x", bad[i]);
		cr_expect_eq(evf_demux(&d, pipe + 16, n - 16, collect, &c), -1, "header %08x",
			     bad[i]);
		cr_expect(d.bad && d.off == 14, "header %08x: pipe byte %llu", bad[i],
			  (unsigned long long)d.off);
		cr_expect_eq(evf_demux(&d, pipe, 4, collect, &c), -1);
		cr_expect(c.len[0] == 10 && c.len[1] == 0, "header %08x", bad[i]);
	}
	/* the largest chunk is fine */
	{
		struct collected c = { 0 };
		struct evf_demux d;
		uint8_t head[4] = { 0, 0x10, 0, 0 };   /* 1 MiB of event bytes, none of it here */

		evf_demux_init(&d, true);
		cr_expect_eq(evf_demux(&d, head, 4, collect, &c), 0);
		cr_expect(!d.bad && d.left == AEX_EVENTS_CHUNK_MAX);
	}
	free((void *)b);
}

/* put stopping the split (a failed write): -1, and it is not a malformed pipe. */
static int refuse(void *ctx, int stream, const uint8_t *p, size_t n)
{
	(void)ctx;
	(void)stream;
	(void)p;
	(void)n;
	return -1;
}

Test(evframe, demux_put_stops)
{
	uint8_t pipe[16];
	const uint8_t *b = pattern(0, 8);
	struct evf_demux d;
	size_t n = chunk(pipe, 0, true, 8, b, 8);

	evf_demux_init(&d, true);
	cr_expect_eq(evf_demux(&d, pipe, n, refuse, NULL), -1);
	cr_expect(!d.bad);
	free((void *)b);
}

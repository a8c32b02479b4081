/* lib.c — the run-time library of generated regenerators: reading the event trace's two
 * streams (checked against the build), the record buffer and its sink, the end of a
 * regeneration (exit, truncation, error) and the program's indirect calls and
 * setjmp/longjmp. */
#include "rg.h"
#include "aex_events.h"
#include "evframe.h"

#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

/* A stream's buffer to start with (it grows when a frame does not fit, e.g. while the other
 * stream's frames are needed first) */
#define INBUF (2 * AEX_EVENTS_FRAME_RAW)
#define RECBUF (1u << 16)   /* 512 KiB: the records stay in the cache until handed on */

enum { DONE_EXIT = 1, DONE_EOF, DONE_STOP, DONE_FAIL, DONE_HEADER, DONE_WINDOW };

static int check_header(const struct evf_reader *r, const struct rg_program *prog,
			struct aex_regen_result *res);

/* Stream s's cursor and end: rg->in and in_end, or win and win_end. */
static const uint8_t **pos(struct rg *rg, int s)
{
	return s == AEX_EVENTS_STREAM_WORDS ? &rg->win : &rg->in;
}

static const uint8_t **lim(struct rg *rg, int s)
{
	return s == AEX_EVENTS_STREAM_WORDS ? &rg->win_end : &rg->in_end;
}

/* The offset of stream s's next byte in its stream. */
static uint64_t offset(const struct rg *rg, int s)
{
	const uint8_t *p = s == AEX_EVENTS_STREAM_WORDS ? rg->win : rg->in;

	return rg->st[s].off + (uint64_t)(p - rg->st[s].buf);
}

#define EVENT_BYTE(rg) (unsigned long long)offset(rg, AEX_EVENTS_STREAM_BYTES)
#define VALUE_BYTE(rg) (unsigned long long)offset(rg, AEX_EVENTS_STREAM_WORDS)

/* Where the program can read its streams to: their ends, or where the next handler to come
 * begins (there rg_refill runs it first). */
static void clip(struct rg *rg)
{
	for (int s = 0; s < AEX_EVENTS_STREAMS; s++) {
		const struct rg_stream *st = &rg->st[s];
		const uint8_t *e = st->end;

		if (rg->sig_next < rg->nsigs) {
			uint64_t at = rg->sigs[rg->sig_next].at[s];

			if (at < st->off + (uint64_t)(e - st->buf))
				e = st->buf + (at - st->off);
		}
		*lim(rg, s) = e;
	}
}

/* Appends a frame's bytes to stream s's, first moving its unread bytes to the start of its
 * buffer or growing it when they do not fit. 0, or -1 when out of memory. */
static int append(struct rg *rg, int s, const uint8_t *d, size_t len)
{
	struct rg_stream *st = &rg->st[s];
	const uint8_t **p = pos(rg, s);
	size_t have = (size_t)(st->end - *p);

	if (st->cap - (size_t)(st->end - st->buf) < len) {
		memmove(st->buf, *p, have);
		st->off += (uint64_t)(*p - st->buf);
		*p = st->buf;
		st->end = st->buf + have;
		if (st->cap - have < len) {
			size_t cap = st->cap;
			uint8_t *b;

			while (cap - have < len)
				cap *= 2;
			b = realloc(st->buf, cap);
			if (!b)
				return -1;
			st->buf = b;
			st->cap = cap;
			*p = b;
			st->end = b + have;
		}
	}
	memcpy(st->buf + (st->end - st->buf), d, len);
	st->end += len;
	clip(rg);
	return 0;
}

/* A signal frame: a handler's events begin (a new entry) or end (the latest entry not
 * ended). 0, or -1 when out of memory or the frames do not pair. */
static int signal_frame(struct rg *rg, const struct evf_signal *sg)
{
	if (!sg->end) {
		if (rg->nsigs == rg->sig_cap) {
			size_t cap = rg->sig_cap ? 2 * rg->sig_cap : 16;
			struct rg_sig *p = realloc(rg->sigs, cap * sizeof *p);

			if (!p)
				return -1;
			rg->sigs = p;
			rg->sig_cap = cap;
		}
		rg->sigs[rg->nsigs++] = (struct rg_sig){ .at = { sg->off[0], sg->off[1] },
							 .pc = sg->pc };
		clip(rg);
		return 0;
	}
	for (size_t i = rg->nsigs; i-- > 0;) {
		if (!rg->sigs[i].ended) {
			rg->sigs[i].ended = true;
			rg->sigs[i].end[0] = sg->off[0];
			rg->sigs[i].end[1] = sg->off[1];
			rg->sigs[i].after = rg->nsigs;
			return 0;
		}
	}
	return -1;
}

/* The next frame of the file, appended to its stream. 1; 0 when there are no more (rg->eof,
 * rg->ev_status says why); -1 when out of memory (or a signal frame ends no handler). */
static int pull(struct rg *rg)
{
	const uint8_t *d;
	size_t len;
	int s;
	enum evf_status st = evf_next(rg->ev, &s, &d, &len);

	if (st == EVF_SIGNAL) {
		if (signal_frame(rg, &rg->ev->sig) == 0)
			return 1;
		rg->eof = true;
		rg->ev_status = EVF_CORRUPT;
		snprintf(rg->ev->message, sizeof rg->ev->message, "event trace: a signal frame "
			 "ends a handler that did not begin (after %llu event bytes and %llu value "
			 "bytes)", (unsigned long long)rg->ev->sig.off[0],
			 (unsigned long long)rg->ev->sig.off[1]);
		return 0;
	}
	if (st != EVF_DATA) {
		rg->eof = true;
		rg->ev_status = st;
		return 0;
	}
	return append(rg, s, d, len) < 0 ? -1 : 1;
}

static void pull_or_stop(struct rg *rg)
{
	if (pull(rg) < 0) {
		snprintf(rg->res->message, sizeof rg->res->message, "out of memory");
		longjmp(rg->done, DONE_FAIL);
	}
	if (rg->eof)
		longjmp(rg->done, DONE_EOF);
}

/* Of the n records r about to be handed on, nf of them fetches, those of the window: [*lo,
 * *hi). Moves the window's state over their fetches (the caller adds them to rg->wfetches).
 * Records are looked at one by one only in a batch where the window begins or ends. */
static void window_cut(struct rg *rg, const aex_record *r, size_t n, uint64_t nf, size_t *lo,
		       size_t *hi)
{
	const struct aex_regen_window *w = rg->window;
	uint64_t k = rg->wfetches, end = w->insns ? w->skip_insns + w->insns : UINT64_MAX;
	size_t i = 0;

	*lo = *hi = n;
	if (rg->wstate == RG_WIN_BEFORE && k + nf <= w->skip_insns)
		return;   /* all before it */
	if (rg->wstate == RG_WIN_IN && k + nf <= end) {
		*lo = 0;   /* all in it (the fetch that ends it is not among them) */
		return;
	}
	if (rg->wstate == RG_WIN_BEFORE) {
		while (i < n && !(AEX_RECORD_KIND(r[i]) == 1 && k++ == w->skip_insns))
			i++;
		if (i == n)
			return;
		rg->wstate = RG_WIN_IN;
		*lo = i++;
	} else if (rg->wstate == RG_WIN_IN) {
		*lo = 0;
	} else {
		*lo = 0;
		*hi = 0;
		return;
	}
	while (i < n && !(AEX_RECORD_KIND(r[i]) == 1 && k++ == end))
		i++;
	if (i < n)
		rg->wstate = RG_WIN_AFTER;
	*hi = i;
}

/* The n records at r by kind (count[1] fetches, count[2] reads, count[3] writes, count[0]
 * the rest), from the sums of their kinds k and of k * k: two additions a record, where a
 * count a kind took three compares and three additions (a count in an array indexed by kind
 * took half a regeneration's time: the increments of one kind in a row wait for each other
 * through memory). Every record's kind is 1, 2 or 3. */
static void count_kinds(const aex_record *r, size_t n, uint64_t count[4])
{
	uint64_t s1 = 0, s2 = 0, w;
	size_t i = 0;

#if defined(__GNUC__) && !defined(__TINYC__)
	{
		/* two records at a time (SSE2's pmuludq multiplies the kinds, below 2^32) */
		typedef uint64_t v2 __attribute__((vector_size(16), aligned(8)));
		v2 a1 = { 0, 0 }, a2 = { 0, 0 };

		for (; i + 2 <= n; i += 2) {
			v2 k = *(const v2 *)(r + i) >> 40;

			a1 += k;
			a2 += k * k;
		}
		s1 = a1[0] + a1[1];
		s2 = a2[0] + a2[1];
	}
#endif
	for (; i < n; i++) {
		uint64_t k = r[i] >> 40;

		s1 += k;
		s2 += k * k;
	}
	/* f + r + w = n, f + 2r + 3w = s1, f + 4r + 9w = s2 */
	w = (s2 - 3 * s1 + 2 * (uint64_t)n) / 2;
	count[3] = w;
	count[2] = s1 - n - 2 * w;
	count[1] = n - count[2] - w;
	count[0] = 0;
}

/* The last fetch and the last data access among n records (last[0..1], last[2..3]: address
 * and size), where there are any. */
static void note_last(uint32_t last[4], const aex_record *r, size_t n)
{
	bool f = false, d = false;

	for (size_t i = n; i-- > 0 && !(f && d);) {
		uint32_t *x = AEX_RECORD_KIND(r[i]) == 1 ? &last[0] : &last[2];
		bool *seen = AEX_RECORD_KIND(r[i]) == 1 ? &f : &d;

		if (!*seen) {
			x[0] = AEX_RECORD_ADDR(r[i]);
			x[1] = AEX_RECORD_SIZE(r[i]);
			*seen = true;
		}
	}
}

/* Hands records [buf, upto) to the sink (with a window, those of them in it) and keeps the
 * rest. */
static void flush_records(struct rg *rg, aex_record *upto)
{
	size_t n = (size_t)(upto - rg->buf), rest = (size_t)(rg->p - upto), lo = 0, hi = n;
	struct aex_regen_result *res = rg->res;
	const aex_record *buf = rg->buf;
	uint64_t count[4];

	count_kinds(buf, n, count);
	res->insns += count[1];
	rg->produced += n;
	note_last(rg->last, buf, n);
	if (rg->window) {
		window_cut(rg, buf, n, count[1], &lo, &hi);
		rg->wfetches += count[1];
		if (lo == hi)
			memset(count, 0, sizeof count);
		else if (lo != 0 || hi != n)
			count_kinds(buf + lo, hi - lo, count);
	}
	res->fetches += count[1];
	res->reads += count[2];
	res->writes += count[3];
	res->records += hi - lo;
	if (hi > lo && rg->sink->records(rg->sink->ctx, rg->buf + lo, hi - lo) != 0) {
		snprintf(res->message, sizeof res->message, "the consumer stopped the regeneration");
		res->status = AEX_REGEN_ERROR;
		rg->p = rg->buf;
		rg->commit = rg->buf;
		longjmp(rg->done, DONE_FAIL);
	}
	memmove(rg->buf, upto, rest * sizeof *rg->buf);
	rg->p = rg->buf + rest;
	rg->commit = rg->buf + (rg->commit > upto ? rg->commit - upto : 0);
}

/* Past the window's end, with every child the process forks made: nothing more to do. */
static void window_done(struct rg *rg)
{
	if (rg->wstate == RG_WIN_AFTER && rg->res->forks >= rg->window->children)
		longjmp(rg->done, DONE_WINDOW);
}

size_t rg_uncommitted_max = RG_UNCOMMITTED_MAX;
const char *rg_prog = "regen";

uint64_t rg_capture_every;
uint64_t rg_events_fp;
const char *rg_capture_path;
const struct rg_ckpt *rg_resume_ckpt;

/* The instructions produced so far, handed on or not. */
static uint64_t insns_now(const struct rg *rg)
{
	uint64_t c[4];

	count_kinds(rg->buf, (size_t)(rg->p - rg->buf), c);
	return rg->res->insns + c[1];
}

/* A capture wanted: the next room check fails, so that the next block's entry captures.
 * Capturing every N instructions: the room checks fail at least every N / 2 records, so that
 * a capture is wanted in time. */
static void soft_end(struct rg *rg, size_t n)
{
	if (rg->capture_want) {
		rg->end = rg->p + n;
	} else if (rg_capture_every) {
		uint64_t k = rg_capture_every / 2 > n ? rg_capture_every / 2 : n;

		if ((uint64_t)(rg->end - rg->p) > k)
			rg->end = rg->p + k;
	}
}

void rg_grow(struct rg *rg, size_t n)
{
	rg->end = rg->buf + rg->cap;
	flush_records(rg, rg->commit);
	window_done(rg);
	if (rg_capture_every && !rg->capture_want && rg->ncks < 100000 &&
	    insns_now(rg) >= rg->capture_next) {
		rg->capture_want = 1;
		rg->capture_next = insns_now(rg) + rg_capture_every;
	}
	if ((size_t)(rg->end - rg->p) >= n) {
		soft_end(rg, n);
		return;
	}
	if ((size_t)(rg->p - rg->buf) >= rg_uncommitted_max) {
		/* A long stretch without events: memory is bounded, so these records go on before
		 * an event confirms them. Should the events end before the next one, the
		 * regeneration cannot say where the program stopped, and refuses (before_exit). */
		rg->uncertain = true;
		for (int s = 0; s < AEX_EVENTS_STREAMS; s++)
			rg->uncertain_off[s] = offset(rg, s);
		rg->commit = rg->p;
		flush_records(rg, rg->p);
		if ((size_t)(rg->end - rg->p) >= n)
			return;
	}
	{
		size_t used = (size_t)(rg->p - rg->buf), commit = (size_t)(rg->commit - rg->buf);
		size_t cap = rg->cap;

		while (cap - used < n)
			cap *= 2;
		rg->buf = realloc(rg->buf, cap * sizeof *rg->buf);
		if (!rg->buf) {
			fprintf(stderr, "%s: error: out of memory\n", rg_prog);
			exit(2);
		}
		rg->cap = cap;
		rg->p = rg->buf + used;
		rg->commit = rg->buf + commit;
		rg->end = rg->buf + cap;
	}
	soft_end(rg, n);
}

/* Room for one more of *n elements of size elem in the array at *p (capacity *cap), doubling
 * it when full. */
static void grow_one(struct rg *rg, void **p, int n, int *cap, size_t elem)
{
	void *q;
	int c;

	if (n < *cap)
		return;
	c = *cap ? 2 * *cap : 16;
	q = realloc(*p, (size_t)c * elem);
	if (!q)
		rg_fail(rg, "out of memory");
	*p = q;
	*cap = c;
}

/* Appends a frame to checkpoint c. */
static struct rg_frame *ckpt_frame(struct rg *rg, struct rg_ckpt *c, int fid, int site,
				   uint32_t sp, uintptr_t anchor)
{
	struct rg_frame *f;

	grow_one(rg, (void **)&c->frames, c->n, &c->cap, sizeof *c->frames);
	f = &c->frames[c->n++];
	memset(f, 0, sizeof *f);
	f->fid = fid;
	f->site = site;
	f->sp = sp;
	f->anchor = anchor;
	c->anchor = anchor;
	if (fid >= 0 && fid < rg_nresume_fns && rg_resume_fns[fid] == rg->prog->entry) {
		c->pending = 0;   /* the outermost: complete */
		rg->capturing--;
	}
	return f;
}

/* Drops the checkpoints still waiting for their outer frames. */
static void drop_pending(struct rg *rg)
{
	int k = 0;

	for (int i = 0; i < rg->ncks; i++) {
		if (rg->cks[i].pending) {
			free(rg->cks[i].frames);
			free(rg->cks[i].jmps);
		} else
			rg->cks[k++] = rg->cks[i];
	}
	rg->ncks = k;
	rg->capturing = 0;
}

struct rg_frame *rg_capture(struct rg *rg, int fid, int site, uint32_t sp, uintptr_t anchor)
{
	if (rg->capture_want && site >= 0) {   /* a block's entry (not after a call) */
		struct rg_ckpt *c;

		rg->capture_want = 0;
		if (rg->sig_depth || rg->nsigs)
			return NULL;   /* not resumable here (yet): no capture */
		grow_one(rg, (void **)&rg->cks, rg->ncks, &rg->cks_cap, sizeof *rg->cks);
		c = &rg->cks[rg->ncks++];
		memset(c, 0, sizeof *c);
		for (int s = 0; s < AEX_EVENTS_STREAMS; s++)
			c->off[s] = offset(rg, s);
		c->records = rg->produced + (uint64_t)(rg->p - rg->buf);
		c->insns = insns_now(rg);
		memcpy(c->last, rg->last, sizeof c->last);
		note_last(c->last, rg->buf, (size_t)(rg->p - rg->buf));
		c->pending = 1;
		c->jmps = calloc(RG_JMPS, sizeof *c->jmps);
		if (!c->jmps)
			rg_fail(rg, "out of memory");
		for (int i = 0; i < RG_JMPS; i++) {
			const struct rg_jmp *j = &rg->jmps[i];

			if (!j->env || !j->serial)
				continue;
			c->jmps[c->njmps] = (struct rg_jsave){ .env = j->env, .fid = j->fid,
							       .site = j->site, .serial = j->serial,
							       .anchor = j->anchor };
			memcpy(c->jmps[c->njmps].s, j->s, sizeof j->s);
			c->njmps++;
		}
		rg->capturing++;
		rg->cap_iter = rg->ncks;   /* nothing more at this point */
		return ckpt_frame(rg, c, fid, site, sp, anchor);
	}
	for (; rg->cap_iter < rg->ncks; rg->cap_iter++) {
		struct rg_ckpt *c = &rg->cks[rg->cap_iter];

		if (c->pending && anchor > c->anchor) {
			rg->cap_iter++;
			return ckpt_frame(rg, c, fid, site, sp, anchor);
		}
	}
	rg->cap_iter = 0;
	return NULL;
}

const struct rg_frame *rg_resume_frame(struct rg *rg, int fid)
{
	const struct rg_frame *f = &rg->resume->frames[rg->resume_level];

	if (f->fid != fid)
		rg_fail(rg, "resuming: frame %d is of function %d, not of the one called (%d)",
			rg->resume_level, f->fid, fid);
	rg->resumed = rg->resume;
	rg->resumed_level = rg->resume_level;
	rg->rearm_i = 0;
	if (rg->resume_level-- == 0) {
		rg->resume = NULL;
		rg_grow(rg, (size_t)1 << 16);   /* the room its block's entry checked */
	}
	return f;
}

struct rg_jmp *rg_resume_jmp(struct rg *rg)
{
	const struct rg_ckpt *c = rg->resumed;
	const struct rg_frame *f = &c->frames[rg->resumed_level];

	while (rg->rearm_i < c->njmps) {
		const struct rg_jsave *js = &c->jmps[rg->rearm_i++];
		struct rg_jmp *j;

		if (js->anchor != f->anchor || js->fid != f->fid)
			continue;   /* another frame's, or one whose frame is gone */
		j = rg_setjmp_slot(rg, js->env);
		j->serial = js->serial;
		if (rg->jmp_serial < js->serial)
			rg->jmp_serial = js->serial;
		j->fid = js->fid;
		j->site = js->site;
		memcpy(j->s, js->s, sizeof j->s);
		return j;
	}
	return NULL;
}

#define INDEX_MAGIC "AEXRGIX4"

/* The index of the checkpoints captured: a magic, their count, then each: its frames' count,
 * the two offsets, records and instructions before it, its frames (innermost first). A format
 * of this regenerator's own (host byte order). */
static int index_write(const char *path, const struct rg_ckpt *cks, int n)
{
	FILE *f = fopen(path, "wb");
	uint64_t count = 0;
	int ok;

	if (!f)
		return -1;
	for (int i = 0; i < n; i++)
		count += !cks[i].pending;
	ok = fwrite(INDEX_MAGIC, 8, 1, f) == 1 && fwrite(&rg_program.traced, 8, 1, f) == 1 &&
	     fwrite(&rg_events_fp, 8, 1, f) == 1 && fwrite(&count, sizeof count, 1, f) == 1;
	for (int i = 0; i < n && ok; i++) {
		const struct rg_ckpt *c = &cks[i];
		uint64_t h[7] = { (uint64_t)c->n, c->off[0], c->off[1], c->records, c->insns,
				  (uint64_t)c->last[0] << 32 | c->last[1],
				  (uint64_t)c->last[2] << 32 | c->last[3] };

		if (c->pending)
			continue;
		uint64_t nj = (uint64_t)c->njmps;

		ok = fwrite(h, sizeof h, 1, f) == 1 &&
		     fwrite(c->frames, sizeof *c->frames, (size_t)c->n, f) == (size_t)c->n &&
		     fwrite(&nj, sizeof nj, 1, f) == 1 &&
		     fwrite(c->jmps, sizeof *c->jmps, (size_t)c->njmps, f) == (size_t)c->njmps;
	}
	return fclose(f) == 0 && ok ? 0 : -1;
}

int rg_index_read(const char *path, struct rg_ckpt **cks, int *n)
{
	FILE *f = fopen(path, "rb");
	char magic[8];
	uint64_t count, traced, fp;
	struct rg_ckpt *c = NULL;
	int k = 0, ok = 0;

	*cks = NULL;
	*n = 0;
	if (!f)
		return -1;
	if (fread(magic, 8, 1, f) == 1 && memcmp(magic, INDEX_MAGIC, 8) == 0 &&
	    fread(&traced, 8, 1, f) == 1 && traced == rg_program.traced &&
	    fread(&fp, 8, 1, f) == 1 && fp == rg_events_fp && fp != 0 &&
	    fread(&count, sizeof count, 1, f) == 1 && count < 1u << 20 &&
	    (c = calloc(count ? count : 1, sizeof *c))) {
		ok = 1;
		for (; (uint64_t)k < count && ok; k++) {
			uint64_t h[7];

			ok = fread(h, sizeof h, 1, f) == 1 && h[0] > 0 && h[0] < 1u << 20;
			if (!ok)
				break;
			c[k].n = (int)h[0];
			c[k].off[0] = h[1];
			c[k].off[1] = h[2];
			c[k].records = h[3];
			c[k].insns = h[4];
			c[k].last[0] = (uint32_t)(h[5] >> 32);
			c[k].last[1] = (uint32_t)h[5];
			c[k].last[2] = (uint32_t)(h[6] >> 32);
			c[k].last[3] = (uint32_t)h[6];
			c[k].frames = malloc((size_t)c[k].n * sizeof *c[k].frames);
			ok = c[k].frames && fread(c[k].frames, sizeof *c[k].frames, (size_t)c[k].n,
						  f) == (size_t)c[k].n;
			if (ok) {
				uint64_t nj;

				ok = fread(&nj, sizeof nj, 1, f) == 1 && nj <= RG_JMPS;
				c[k].njmps = ok ? (int)nj : 0;
				c[k].jmps = calloc(nj ? nj : 1, sizeof *c[k].jmps);
				ok = ok && c[k].jmps &&
				     fread(c[k].jmps, sizeof *c[k].jmps, (size_t)nj, f) == (size_t)nj;
			}
		}
	}
	fclose(f);
	if (!ok) {
		for (int i = 0; i <= k && c && (uint64_t)i < count; i++)
			free(c[i].frames);
		free(c);
		return -1;
	}
	*cks = c;
	*n = k;
	return 0;
}

/* Resuming: both streams read up to the checkpoint's offsets, nothing handed on: from the
 * last sync frame before them (the event trace's index frame says where), else from the
 * start. -1 when the trace ends first, or has handlers between system calls (not resumed
 * yet); a damaged index frame stops the regeneration. */
static int skip_to(struct rg *rg, const uint64_t off[AEX_EVENTS_STREAMS])
{
	int sk = evf_seek(rg->ev, off);

	if (sk < 0)
		rg_fail(rg, "%s", rg->ev->message);
	rg->res->read_from = rg->ev->file_off;
	for (int s = 0; s < AEX_EVENTS_STREAMS && sk > 0; s++)
		rg->st[s].off = rg->ev->raw_off[s];
	for (;;) {
		bool there = true;

		for (int s = 0; s < AEX_EVENTS_STREAMS; s++) {
			const struct rg_stream *st = &rg->st[s];
			uint64_t at = offset(rg, s), have = st->off + (uint64_t)(st->end - st->buf);
			uint64_t to = have < off[s] ? have : off[s];

			*pos(rg, s) += to - at;
			there &= to == off[s];
		}
		if (there)
			break;
		if (rg->eof || pull(rg) <= 0)
			return -1;
	}
	if (rg->nsigs)
		return -1;
	clip(rg);
	return 0;
}

static void deliver(struct rg *rg);
static bool plain_pc(uint32_t traced, uint32_t *plain);

/* Frames are pulled until stream has n bytes: those of the other stream that come first are
 * kept in its buffer. Where a handler's events begin, at the program's next event of either
 * stream, the handler runs first. */
void rg_refill(struct rg *rg, int stream, size_t n)
{
	const uint8_t **p = pos(rg, stream), **e = lim(rg, stream);

	for (;;) {
		if (rg->sig_next < rg->nsigs &&
		    rg->sigs[rg->sig_next].at[stream] == offset(rg, stream)) {
			deliver(rg);
			continue;
		}
		if ((size_t)(*e - *p) >= n)
			return;
		if (*e != rg->st[stream].end)
			rg_fail(rg, "an event of %zu bytes crosses the point where a handler's events "
				    "begin: the event trace is corrupt or the regenerator out of step",
				n);
		if (rg->eof)
			longjmp(rg->done, DONE_EOF);
		if (pull(rg) < 0) {
			snprintf(rg->res->message, sizeof rg->res->message, "out of memory");
			longjmp(rg->done, DONE_FAIL);
		}
	}
}

/* The witness the program writes next, past the events of handlers that begin before it:
 * frames are pulled until its bytes are in (a handler beginning there comes before them in
 * the file) and each such handler's end is known. */
uint32_t rg_peek_far(struct rg *rg, int width)
{
	struct rg_stream *st = &rg->st[AEX_EVENTS_STREAM_BYTES];
	uint64_t at = offset(rg, AEX_EVENTS_STREAM_BYTES);
	size_t k = rg->sig_next;
	const uint8_t *b;

	for (;;) {
		while (st->off + (uint64_t)(st->end - st->buf) < at + (uint64_t)width)
			pull_or_stop(rg);
		if (k >= rg->nsigs || rg->sigs[k].at[0] != at)
			break;
		{
			uint32_t plain;

			if (k == rg->sig_next && plain_pc(rg->sigs[k].pc, &plain))
				return RG_PEEK_FAULT;   /* the program got no further */
		}
		while (!rg->sigs[k].ended)
			pull_or_stop(rg);
		at = rg->sigs[k].end[0];
		k = rg->sigs[k].after;
	}
	b = st->buf + (at - st->off);
	return width == 2 ? (uint32_t)b[0] << 8 | b[1] : b[0];
}

void rg_fail(struct rg *rg, const char *fmt, ...)
{
	va_list ap;
	int n;

	n = snprintf(rg->res->message, sizeof rg->res->message,
		     "event trace byte %llu (value byte %llu): ", EVENT_BYTE(rg), VALUE_BYTE(rg));
	va_start(ap, fmt);
	vsnprintf(rg->res->message + n, sizeof rg->res->message - (size_t)n, fmt, ap);
	va_end(ap);
	longjmp(rg->done, DONE_FAIL);
}

void rg_exit(struct rg *rg)
{
	if (rg->capturing && !rg->sig_depth) {
		rg->unwinding = 1;   /* every frame returns, the captures' recording themselves */
		return;
	}
	drop_pending(rg);
	longjmp(rg->done, DONE_EXIT);
}

/* The program forked (its marker said so, after the system call's fetch): this regenerator
 * forks with it, through the sink. The parent goes on with its own events; the child,
 * with every register, local and call of the regenerated program as the fork left them,
 * reads the child process's event trace from its start and counts afresh. */
void rg_fork(struct rg *rg)
{
	struct aex_regen_result *res = rg->res;
	struct evf_reader *ev = rg->ev;
	int fd = -1;
	long pid;

	/* the marker confirmed every record before it */
	flush_records(rg, rg->p);
	if (!rg->sink->fork)
		rg_fail(rg, "the program forks: regenerating its children needs a consumer that "
			    "forks with it (aex regen with files, docs/processes.md)");
	pid = rg->sink->fork(rg->sink->ctx, res->forks + 1, &fd);
	if (pid < 0)
		rg_fail(rg, "cannot regenerate the program's child %u: %s", res->forks + 1,
			strerror(errno));
	if (pid > 0) {
		res->forks++;
		window_done(rg);
		return;
	}
	evf_reader_free(ev);
	memset(res, 0, sizeof *res);
	if (fd < 0) {
		snprintf(res->message, sizeof res->message, "its event trace: %s", strerror(errno));
		res->status = AEX_REGEN_ERROR;
		longjmp(rg->done, DONE_HEADER);
	}
	if (evf_reader_open(ev, fd) < 0 || check_header(ev, rg->prog, res) < 0) {
		if (!res->message[0])
			snprintf(res->message, sizeof res->message, "%s", ev->message);
		res->status = AEX_REGEN_ERROR;
		longjmp(rg->done, DONE_HEADER);
	}
	for (int s = 0; s < AEX_EVENTS_STREAMS; s++) {
		rg->st[s].off = 0;
		*pos(rg, s) = *lim(rg, s) = rg->st[s].end = rg->st[s].buf;
	}
	rg->nsigs = rg->sig_next = 0;
	rg->sig_depth = 0;
	rg->eof = false;
	rg->ev_status = 0;
	rg->uncertain = false;
	memset(rg->vbytes, 0, sizeof rg->vbytes);
	rg->markers = 0;
	rg->cbranches = 0;
	rg->wfetches = 0;
	rg->wstate = RG_WIN_BEFORE;
	rg->child = true;
	for (int i = 0; i < rg->ncks; i++) {
		free(rg->cks[i].frames);
		free(rg->cks[i].jmps);
	}
	rg->ncks = rg->capturing = rg->capture_want = 0;
	rg->capture_next = rg_capture_every;
	rg->produced = 0;
	memset(rg->last, 0, sizeof rg->last);
}

bool rg_fault_here(struct rg *rg, uint32_t *plain)
{
	size_t k = rg->sig_next;

	return k < rg->nsigs && rg->sigs[k].at[0] == offset(rg, 0) &&
	       rg->sigs[k].at[1] == offset(rg, 1) && plain_pc(rg->sigs[k].pc, plain);
}

void rg_fault(struct rg *rg)
{
	deliver(rg);
}

void rg_trap(struct rg *rg)
{
	/* A handler of the program may run at the trap (a signal frame's begin here, which
	 * comes before any later byte of the streams); else the program stopped there. */
	for (;;) {
		size_t k = rg->sig_next;
		uint32_t plain;

		if (k < rg->nsigs && rg->sigs[k].at[0] == offset(rg, 0) &&
		    rg->sigs[k].at[1] == offset(rg, 1) && plain_pc(rg->sigs[k].pc, &plain)) {
			deliver(rg);
			rg_fail(rg, "the handler of a trap returned");
		}
		if (k < rg->nsigs || rg->eof || rg->in != rg->st[0].end ||
		    rg->win != rg->st[1].end)
			break;
		if (pull(rg) < 0) {
			snprintf(rg->res->message, sizeof rg->res->message, "out of memory");
			longjmp(rg->done, DONE_FAIL);
		}
	}
	rg_stop(rg, "a trap instruction");
}

void rg_stop(struct rg *rg, const char *why)
{
	snprintf(rg->res->message, sizeof rg->res->message, "the program stopped at %s", why);
	longjmp(rg->done, DONE_STOP);
}

void rg_bad_witness(struct rg *rg, const char *func, uint32_t got)
{
	if (got == RG_PEEK_FAULT) {
		/* no witness: the program faulted before it (in a delay slot both ways run) */
		rg_fault(rg);
		rg_fail(rg, "the handler of a fault in %s returned", func);
	}
	rg_fail(rg, "witness %u leads nowhere in %s: the event trace is corrupt or from another "
		    "build", got, func);
}

void rg_icall(struct rg *rg, uint32_t target, uint32_t sp)
{
	size_t lo = 0, hi = rg->prog->nfuncs;

	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;
		uint32_t a = rg->prog->funcs[mid].traced;

		if (a == target) {
			rg->prog->funcs[mid].fn(rg, sp);
			return;
		}
		if (a < target)
			lo = mid + 1;
		else
			hi = mid;
	}
	rg_fail(rg, "an indirect call to 0x%08x, which is not a function of the traced program",
		target);
}

struct rg_jmp *rg_setjmp_slot(struct rg *rg, uint32_t env)
{
	struct rg_jmp *best = &rg->jmps[0];

	for (int i = 0; i < RG_JMPS; i++) {
		if (rg->jmps[i].env == env) {
			best = &rg->jmps[i];
			break;
		}
		if (rg->jmps[i].serial < best->serial)
			best = &rg->jmps[i];
	}
	best->env = env;
	best->serial = ++rg->jmp_serial;
	return best;
}

void rg_longjmp(struct rg *rg, uint32_t env, uint32_t val)
{
	RG_PAST_FAULT(rg);
	for (int i = 0; i < RG_JMPS; i++) {
		if (rg->jmps[i].env == env && rg->jmps[i].serial) {
			rg->jmps[i].val = val;
			if (rg->capturing && !rg->sig_depth) {
				/* the frames jumped over record themselves first, returning */
				rg->unwinding = 1;
				rg->unwind_to = &rg->jmps[i];
				return;
			}
			drop_pending(rg);
			rg->jmp_cur = &rg->jmps[i];
			longjmp(rg->jmps[i].jb, 1);
		}
	}
	rg_fail(rg, "longjmp to a jmp_buf at 0x%08x whose setjmp was not seen", env);
}

void rg_unwound(struct rg *rg)
{
	struct rg_jmp *j = rg->unwind_to;

	rg->unwinding = 0;
	rg->unwind_to = NULL;
	rg->jmp_cur = j;
	longjmp(j->jb, 1);
}

/* Where a handler's return goes, as the plain program has it: in the program's text, the
 * first original instruction at or after the traced address (a label of the program's
 * sigreturn trampoline may come before events the instrumenter put at its start); elsewhere
 * (the emulator's trampoline) the address itself. */
static uint32_t return_path(uint32_t traced)
{
	size_t lo = 0, hi = rg_program.npcmap;

	if (!hi || traced < rg_program.pcmap[0][0] || traced > rg_program.pcmap[hi - 1][0])
		return traced;
	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;

		if (rg_program.pcmap[mid][0] < traced)
			lo = mid + 1;
		else
			hi = mid;
	}
	return rg_program.pcmap[lo][1] & ~AEX_PCMAP_FLAGS;
}

/* Handlers of the program ran as a system call returned (docs/processes.md, "Signals"): for
 * each, its SIGNAL event (m, then the next ones read here) and three value words: the
 * handler, its stack pointer, and where its return went, the sigreturn path of two
 * instructions (a trampoline of the program's, or the emulator's: return_path). The handler runs as a call from here, with
 * the registers a call passes kept for the interrupted code; then the two fetches. */
void rg_signal(struct rg *rg, uint32_t m)
{
	for (; m != AEX_EVENTS_SYSCALL_OTHER; m = rg_marker(rg)) {
		uint32_t pass[72], ret[72], handler, sp, back, plain;

		if (m != AEX_EVENTS_SYSCALL_SIGNAL)
			rg_bad_witness(rg, "after a system call", m);
		handler = rg_value(rg, 4, AEX_VALUE_OTHER);
		sp = rg_value(rg, 4, AEX_VALUE_OTHER);
		back = rg_value(rg, 4, AEX_VALUE_OTHER);
		memcpy(pass, rg->pass, sizeof pass);
		memcpy(ret, rg->ret, sizeof ret);
		rg_icall(rg, handler, sp);
		memcpy(rg->pass, pass, sizeof pass);
		memcpy(rg->ret, ret, sizeof ret);
		plain = return_path(back);
		RG_RESERVE(rg, 2);
		RG_F(rg, plain);
		RG_F(rg, plain + 4);
		rg->res->signals++;
	}
}

/* The program's fault in the records since the last event: the record after which they end,
 * the fetch of pc, its first there whose access is at addr (the faulting address; 0 when there
 * is none: the first fetch of pc), or NULL when the regeneration has not got there. */
static aex_record *fault_record(struct rg *rg, uint32_t pc, uint32_t addr)
{
	for (aex_record *r = rg->commit; r < rg->p; r++) {
		if (AEX_RECORD_KIND(*r) != 1 || AEX_RECORD_ADDR(*r) != pc)
			continue;
		if (addr && !(r + 1 < rg->p && AEX_RECORD_KIND(r[1]) != 1 &&
			      AEX_RECORD_ADDR(r[1]) == addr))
			continue;
		return r + 1;
	}
	return NULL;
}

/* The faulting address, a fault's fourth value word, at w. */
static uint32_t word_at(const struct rg *rg, const uint8_t *w)
{
	return rg->prog->big_endian
		       ? (uint32_t)w[0] << 24 | (uint32_t)w[1] << 16 | (uint32_t)w[2] << 8 | w[3]
		       : (uint32_t)w[3] << 24 | (uint32_t)w[2] << 16 | (uint32_t)w[1] << 8 | w[0];
}

/* A handler of a fault (its signal frame names an instruction of the program, not an event
 * store): the program ran up to that instruction and no further, while the regenerator went
 * on (to the next event, or to a return, setjmp or longjmp: rg_past_fault). The records since
 * the last event end with that instruction's fetch (fault_record). */
static void cut_at_fault(struct rg *rg, uint32_t pc)
{
	aex_record *r;
	uint32_t addr;

	if ((size_t)(rg->win_end - rg->win) < 16)
		rg_refill(rg, AEX_EVENTS_STREAM_WORDS, 16);
	addr = word_at(rg, rg->win + 12);
	r = fault_record(rg, pc, addr);
	if (!r)
		rg_fail(rg, "a fault at 0x%08x (address 0x%08x) that the regeneration since the last "
			    "event did not reach", pc, addr);
	rg->p = r;
}

/* At a return, a setjmp or a longjmp of the program with both streams read up to where they
 * can be (RG_PAST_FAULT): if a handler of a fault begins here and the regeneration since the
 * last event went past its faulting instruction, the handler runs now. Going on to the next
 * event, as elsewhere, would leave the call, or replace the setjmp, that the handler's
 * longjmp goes back to. Frames are pulled until one of the streams has more bytes, a handler
 * begins here, or the trace ends. */
void rg_past_fault(struct rg *rg)
{
	struct rg_stream *w = &rg->st[AEX_EVENTS_STREAM_WORDS];

	while (rg->in == rg->in_end && rg->win == rg->win_end) {
		size_t k = rg->sig_next;
		uint32_t plain;

		if (k < rg->nsigs && rg->sigs[k].at[0] == offset(rg, 0) &&
		    rg->sigs[k].at[1] == offset(rg, 1)) {
			if (!plain_pc(rg->sigs[k].pc, &plain))
				return;   /* an asynchronous signal's: it waits for an event store */
			while ((size_t)(w->end - rg->win) < 16 && !rg->eof)
				if (pull(rg) < 0)
					rg_fail(rg, "out of memory");
			if ((size_t)(w->end - rg->win) < 16 ||
			    !fault_record(rg, plain, word_at(rg, rg->win + 12)))
				return;   /* truncated, or the fault is further on */
			deliver(rg);
			rg_fail(rg, "the handler of a fault returned");
		}
		if (k < rg->nsigs || rg->eof)
			return;
		if (pull(rg) < 0)
			rg_fail(rg, "out of memory");
	}
}

/* A handler of the program ran at the event store where both streams are now (its signal
 * frame's begin; docs/processes.md, "Asynchronous signals"): its three value words (the
 * handler, its stack pointer, where its return goes), the handler as a call from here, then
 * the two fetches of its sigreturn path; its events must end where its end frame says. A
 * handler that leaves by longjmp has no end frame and leaves this call with the
 * regenerator's longjmp. */
static void deliver(struct rg *rg)
{
	size_t i = rg->sig_next;
	uint32_t pass[72], ret[72], handler, sp, back, plain, fault_pc;
	bool fault = plain_pc(rg->sigs[i].pc, &fault_pc);

	if (rg->sigs[i].at[0] != offset(rg, 0) || rg->sigs[i].at[1] != offset(rg, 1))
		rg_fail(rg, "a handler's events begin at event byte %llu, value byte %llu, where "
			    "the program is not: the event trace is corrupt or the regenerator out "
			    "of step", (unsigned long long)rg->sigs[i].at[0],
			(unsigned long long)rg->sigs[i].at[1]);
	rg->sig_next++;
	clip(rg);
	rg->sig_depth++;
	if (fault)
		cut_at_fault(rg, fault_pc);
	handler = rg_value(rg, 4, AEX_VALUE_OTHER);
	sp = rg_value(rg, 4, AEX_VALUE_OTHER);
	back = rg_value(rg, 4, AEX_VALUE_OTHER);
	if (fault)
		(void)rg_value(rg, 4, AEX_VALUE_OTHER);
	memcpy(pass, rg->pass, sizeof pass);
	memcpy(ret, rg->ret, sizeof ret);
	rg_icall(rg, handler, sp);
	memcpy(rg->pass, pass, sizeof pass);
	memcpy(rg->ret, ret, sizeof ret);
	while (!rg->sigs[i].ended)
		pull_or_stop(rg);
	if (rg->sigs[i].end[0] != offset(rg, 0) || rg->sigs[i].end[1] != offset(rg, 1))
		rg_fail(rg, "the handler that began at event byte %llu, value byte %llu ended at "
			    "event byte %llu, value byte %llu in the program, elsewhere in the "
			    "regeneration", (unsigned long long)rg->sigs[i].at[0],
			(unsigned long long)rg->sigs[i].at[1], (unsigned long long)rg->sigs[i].end[0],
			(unsigned long long)rg->sigs[i].end[1]);
	plain = return_path(back);
	RG_RESERVE(rg, 2);
	RG_F(rg, plain);
	RG_F(rg, plain + 4);
	rg->res->signals++;
	if (--rg->sig_depth == 0 && rg->sig_next == rg->nsigs) {
		/* every handler so far done: their entries go */
		rg->nsigs = rg->sig_next = 0;
		clip(rg);
	}
}

/* The plain address of a traced instruction address, if it is an original instruction. */
static bool plain_pc(uint32_t traced, uint32_t *plain)
{
	size_t lo = 0, hi = rg_program.npcmap;

	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;

		if (rg_program.pcmap[mid][0] == traced) {
			*plain = rg_program.pcmap[mid][1] & ~AEX_PCMAP_FLAGS;
			return true;
		}
		if (rg_program.pcmap[mid][0] < traced)
			lo = mid + 1;
		else
			hi = mid;
	}
	return false;
}

static int check_header(const struct evf_reader *r, const struct rg_program *prog,
			struct aex_regen_result *res)
{
	if (strcmp(r->h.isa, prog->isa) != 0 || r->h.build != prog->build ||
	    r->h.big_endian != (bool)prog->big_endian) {
		snprintf(res->message, sizeof res->message, "event trace file byte 16: a trace of "
			 "another build (%s %016llx; this regenerator is for %s %016llx)", r->h.isa,
			 (unsigned long long)r->h.build, prog->isa, (unsigned long long)prog->build);
		return -1;
	}
	if (r->h.traced && r->h.traced != prog->traced) {
		snprintf(res->message, sizeof res->message, "event trace file byte 32: a trace of "
			 "another build of this program (its traced ELF %016llx, this regenerator's "
			 "%016llx: another placement, strategy or technique set)",
			 (unsigned long long)r->h.traced, (unsigned long long)prog->traced);
		return -1;
	}
	return 0;
}

/* After the program's exit: both streams must end there, then the file with its end frame. */
static void after_exit(struct rg *rg)
{
	struct aex_regen_result *res = rg->res;

	while (rg->in == rg->st[0].end && rg->win == rg->st[1].end && !rg->eof) {
		if (pull(rg) < 0) {
			snprintf(res->message, sizeof res->message, "out of memory");
			res->status = AEX_REGEN_ERROR;
			return;
		}
	}
	if (rg->in != rg->st[0].end || rg->win != rg->st[1].end || rg->sig_next < rg->nsigs) {
		snprintf(res->message, sizeof res->message, "event trace byte %llu (value byte "
			 "%llu): events after the program's exit (in the %s)", EVENT_BYTE(rg),
			 VALUE_BYTE(rg), rg->in != rg->st[0].end ? "event bytes"
					 : rg->win != rg->st[1].end ? "value words"
					 : "signal frames");
		res->status = AEX_REGEN_ERROR;
	} else if (rg->ev_status == EVF_END) {
		res->status = AEX_REGEN_COMPLETE;
	} else if (rg->ev_status == EVF_TRUNCATED) {
		snprintf(res->message, sizeof res->message, "the trace is whole, but %s",
			 rg->ev->message);
		res->status = AEX_REGEN_TRUNCATED;
	} else {
		snprintf(res->message, sizeof res->message, "%s", rg->ev->message);
		res->status = AEX_REGEN_ERROR;
	}
}

/* The events ran out before the program's exit. */
static void before_exit(struct rg *rg, bool stopped)
{
	struct aex_regen_result *res = rg->res;
	const struct evf_end *end = &rg->ev->end;
	aex_record *cut = rg->commit;
	uint32_t plain = 0;

	if (rg->uncertain && offset(rg, 0) == rg->uncertain_off[0] &&
	    offset(rg, 1) == rg->uncertain_off[1]) {
		/* no event of either stream confirmed the records handed on unconfirmed */
		flush_records(rg, rg->commit);
		snprintf(res->message, sizeof res->message, "the events end after a stretch of more "
			 "than %zu records without events, at event trace byte %llu (value byte "
			 "%llu): where the program stopped in it is not known, so the records from "
			 "there on are not certain", rg_uncommitted_max,
			 (unsigned long long)rg->uncertain_off[0],
			 (unsigned long long)rg->uncertain_off[1]);
		res->status = AEX_REGEN_ERROR;
		return;
	}
	if (!stopped && rg->ev_status == EVF_END && end->crash &&
	    end->signal && plain_pc(end->pc, &plain)) {
		/* The program died at that instruction, after the last event: its fetch is the
		 * last record (the access that faulted did not happen). */
		for (aex_record *r = rg->commit; r < rg->p; r++) {
			if (AEX_RECORD_KIND(*r) == 1 && AEX_RECORD_ADDR(*r) == plain) {
				cut = r + 1;
				res->crashed = 1;
				break;
			}
		}
	}
	flush_records(rg, cut);
	res->status = AEX_REGEN_TRUNCATED;
	if (stopped)
		return; /* the message says where */
	if (rg->ev_status == EVF_CORRUPT) {
		snprintf(res->message, sizeof res->message, "%s%s", rg->ev->message,
			 res->records ? " (the trace before it was regenerated)"
				      : " (nothing could be regenerated before it)");
		res->status = AEX_REGEN_ERROR;
	} else if (rg->ev_status == EVF_TRUNCATED) {
		snprintf(res->message, sizeof res->message, "%s", rg->ev->message);
	} else if (end->crash) {
		snprintf(res->message, sizeof res->message, "the program was killed by signal %u at "
			 "0x%08x (plain ELF 0x%08x): the trace %s", end->signal, end->pc, plain,
			 cut != rg->commit ? "ends with that instruction" : "stops at the last event");
	} else if (end->how == AEX_EVENTS_HOW_KILLED) {
		snprintf(res->message, sizeof res->message, "the program was killed by signal %u: "
			 "the trace stops at its last event", end->code);
	} else {
		snprintf(res->message, sizeof res->message, "the program ended (status %u) without "
			 "its exit event at event trace byte %llu (value byte %llu)", end->code,
			 EVENT_BYTE(rg), VALUE_BYTE(rg));
		res->status = AEX_REGEN_ERROR;
	}
}

/* After the process's end: a window that never began. */
static void window_unreached(struct rg *rg)
{
	struct aex_regen_result *res = rg->res;
	size_t len;

	if (!rg->window || rg->wstate != RG_WIN_BEFORE)
		return;
	if (res->status == AEX_REGEN_COMPLETE && !rg->child) {
		snprintf(res->message, sizeof res->message, "the window starts at instruction %llu, "
			 "after the program's end: it ran %llu instructions",
			 (unsigned long long)rg->window->skip_insns, (unsigned long long)res->insns);
		res->status = AEX_REGEN_ERROR;
		return;
	}
	len = strlen(res->message);
	snprintf(res->message + len, sizeof res->message - len, "%sthe process ended after %llu "
		 "instructions, before the window", len ? "; " : "",
		 (unsigned long long)res->insns);
}

void aex_regen(int fd, const struct aex_sink *sink, struct aex_regen_result *res)
{
	aex_regen_window(fd, sink, NULL, res);
}

void aex_regen_window(int fd, const struct aex_sink *sink, const struct aex_regen_window *w,
		      struct aex_regen_result *res)
{
	static struct rg rg;
	static struct evf_reader ev;
	int how;

	memset(res, 0, sizeof *res);
	memset(&rg, 0, sizeof rg);
	if (evf_reader_open(&ev, fd) < 0 || check_header(&ev, &rg_program, res) < 0) {
		if (!res->message[0])
			snprintf(res->message, sizeof res->message, "%s", ev.message);
		res->status = AEX_REGEN_ERROR;
		evf_reader_free(&ev);
		return;
	}
	rg.ev = &ev;
	res->read_from = ev.file_off;
	rg.prog = &rg_program;
	rg.window = w && (w->skip_insns || w->insns) ? w : NULL;
	rg.capture_next = rg_capture_every;
	rg.sink = sink;
	rg.res = res;
	for (int s = 0; s < AEX_EVENTS_STREAMS; s++) {
		rg.st[s].buf = malloc(INBUF);
		rg.st[s].cap = INBUF;
		*pos(&rg, s) = *lim(&rg, s) = rg.st[s].end = rg.st[s].buf;
	}
	rg.cap = RECBUF;
	rg.buf = malloc(rg.cap * sizeof *rg.buf);
	if (!rg.st[0].buf || !rg.st[1].buf || !rg.buf) {
		snprintf(res->message, sizeof res->message, "out of memory");
		res->status = AEX_REGEN_ERROR;
		goto out;
	}
	rg.p = rg.commit = rg.buf;
	rg.end = rg.buf + rg.cap;
	rg.res = res;
	soft_end(&rg, 0);
	how = setjmp(rg.done);
	if (how == 0) {
		const struct rg_ckpt *ck = rg_resume_ckpt;

		if (!ck) {
			rg_program.entry(&rg, 0);
		} else if (skip_to(&rg, ck->off) < 0 || ck->frames[ck->n - 1].fid < 0 ||
			   ck->frames[ck->n - 1].fid >= rg_nresume_fns ||
			   !rg_resume_fns[ck->frames[ck->n - 1].fid]) {
			rg_fail(&rg, "cannot resume from this checkpoint (the trace ends before it, "
				     "has handlers between system calls, or is another build's)");
		} else {
			rg.resume = ck;
			rg.resume_level = ck->n - 1;
			res->insns = ck->insns;
			rg.wfetches = ck->insns;
			rg.produced = ck->records;
			rg_resume_fns[ck->frames[ck->n - 1].fid](&rg, ck->frames[ck->n - 1].sp);
		}
		if (!rg.unwinding)
			rg_fail(&rg, "the program's entry returned");
		how = DONE_EXIT;
	}
	res->event_offset = offset(&rg, AEX_EVENTS_STREAM_BYTES);
	res->value_offset = offset(&rg, AEX_EVENTS_STREAM_WORDS);
	res->value_bytes = 0;
	for (int k = 0; k < AEX_VALUE_KINDS; k++) {
		res->value_bytes_by_kind[k] = rg.vbytes[k];
		res->value_bytes += rg.vbytes[k];
	}
	res->marker_bytes = rg.markers;
	res->cbranches = rg.cbranches;
	if (how == DONE_HEADER)
		goto out;   /* a child's event trace that is not one of this build */
	if (how == DONE_WINDOW) {
		res->status = AEX_REGEN_COMPLETE;
	} else if (how == DONE_EXIT) {
		flush_records(&rg, rg.p);
		after_exit(&rg);
		window_unreached(&rg);
	} else if (how == DONE_EOF || how == DONE_STOP) {
		before_exit(&rg, how == DONE_STOP);
		window_unreached(&rg);
	} else if (res->status != AEX_REGEN_ERROR) {
		flush_records(&rg, rg.commit);
		res->status = AEX_REGEN_ERROR;
	}
	if (rg_capture_path && !rg.child && index_write(rg_capture_path, rg.cks, rg.ncks) < 0 &&
	    res->status == AEX_REGEN_COMPLETE) {
		snprintf(res->message, sizeof res->message, "%s: cannot write the checkpoints",
			 rg_capture_path);
		res->status = AEX_REGEN_ERROR;
	}
	for (int i = 0; i < rg.ncks; i++) {
		free(rg.cks[i].frames);
		free(rg.cks[i].jmps);
	}
	free(rg.cks);
out:
	evf_reader_free(&ev);
	for (int s = 0; s < AEX_EVENTS_STREAMS; s++)
		free(rg.st[s].buf);
	free(rg.sigs);
	free(rg.buf);
}

/* main.c — the command line of a generated regenerator (DIR/regen, usually run through
 * `aex regen DIR EVENTS`): the full trace in the canonical format, din, or nothing; or fed
 * in process to aex sim's cache model (--format sim, its statistics out).
 *
 *   $ out/regen events --format null
 *   regen: complete: 1048580 fetches, 201337 reads, 99812 writes in 0.08 s (16.6 M addresses/s) */
#include "rg.h"
#include "aex_trace.h"
#include "curve.h"
#include "dinero.h"

#include <errno.h>
#include <stdbool.h>
#include <fcntl.h>
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

enum format { FMT_CANON, FMT_DIN, FMT_NULL, FMT_SIM };

struct out {
	int fd;
	uint8_t *buf;
	size_t len;
	struct aex_trace_state st;
	int failed;
};

#define OUTBUF (1u << 20)

static enum format out_fmt;

/* Writes out what the buffer holds. */
static int drain(struct out *o)
{
	size_t off = 0;

	if (out_fmt == FMT_NULL)
		return 0;
	while (off < o->len) {
		ssize_t w = write(o->fd, o->buf + off, o->len - off);
		if (w < 0 && errno == EINTR)
			continue;
		if (w <= 0) {
			o->failed = errno ? errno : EIO;
			return -1;
		}
		off += (size_t)w;
	}
	o->len = 0;
	return 0;
}

static int put(struct out *o, const void *p, size_t n)
{
	const uint8_t *s = p;

	while (n) {
		size_t k = n < OUTBUF - o->len ? n : OUTBUF - o->len;

		memcpy(o->buf + o->len, s, k);
		o->len += k;
		s += k;
		n -= k;
		if (o->len == OUTBUF && drain(o) < 0)
			return -1;
	}
	return 0;
}

/* The canonical encoding of n records at o->buf + o->len (room for AEX_TRACE_MAX_RECORD
 * bytes each), the encoder's state and the length in locals: the bytes it stores could
 * otherwise change them, and each would be read again after each byte. */
static void canon_into(struct out *o, const aex_record *r, size_t n)
{
	uint32_t fa = o->st.fetch_addr, fs = o->st.fetch_size;
	uint32_t da = o->st.data_addr, ds = o->st.data_size;
	uint8_t *b = o->buf;
	size_t len = o->len;

	for (size_t i = 0; i < n; i++) {
		int kind = (int)AEX_RECORD_KIND(r[i]);
		uint32_t size = AEX_RECORD_SIZE(r[i]), addr = AEX_RECORD_ADDR(r[i]);

		if (kind == AEX_TK_FETCH) {
			len += (size_t)aex_trace_encode_after(b + len, kind, size, addr, fa, fs);
			fa = addr;
			fs = size;
		} else {
			len += (size_t)aex_trace_encode_after(b + len, kind, size, addr, da, ds);
			da = addr;
			ds = size;
		}
	}
	o->len = len;
	o->st.fetch_addr = fa;
	o->st.fetch_size = fs;
	o->st.data_addr = da;
	o->st.data_size = ds;
}

/* One din line, "L hexaddr\n" (as printf's %x: lower case, no leading zeros), at p; returns
 * its length (at most 11). */
static size_t din_line(char *p, aex_record r)
{
	static const char label[4] = { '?', '2', '0', '1' };
	static const char hex[] = "0123456789abcdef";
	uint32_t a = AEX_RECORD_ADDR(r);
	int digits = 1;

	while (digits < 8 && a >> (4 * digits))
		digits++;
	p[0] = label[AEX_RECORD_KIND(r) & 3];
	p[1] = ' ';
	for (int d = 0; d < digits; d++)
		p[2 + d] = hex[a >> (4 * (digits - 1 - d)) & 15];
	p[2 + digits] = '\n';
	return (size_t)digits + 3;
}

/* The din lines of n records at o->buf + o->len (room for 11 bytes each). */
static void din_into(struct out *o, const aex_record *r, size_t n)
{
	for (size_t i = 0; i < n; i++)
		o->len += din_line((char *)o->buf + o->len, r[i]);
}

/* The sinks of one thread: records in pieces that fit the buffer, drained between. */
static int encode_sink(struct out *o, const aex_record *r, size_t n, size_t bytes,
		       void (*into)(struct out *, const aex_record *, size_t))
{
	while (n) {
		size_t m = (OUTBUF - o->len) / bytes;

		if (m > n)
			m = n;
		into(o, r, m);
		r += m;
		n -= m;
		if (n && drain(o) < 0)
			return -1;
	}
	return 0;
}

static int canon(void *ctx, const aex_record *r, size_t n)
{
	return encode_sink(ctx, r, n, AEX_TRACE_MAX_RECORD, canon_into);
}

static int din(void *ctx, const aex_record *r, size_t n)
{
	return encode_sink(ctx, r, n, 11, din_into);
}

static int null_sink(void *ctx, const aex_record *r, size_t n)
{
	(void)ctx;
	(void)r;
	(void)n;
	return 0;
}


/* --jobs J: the canonical or din encoding shared among J worker threads. The regenerator's
 * thread copies each batch of records into the next free slot with the encoder's state before
 * its first record (the last fetch and the last data access before it, which it keeps), the
 * workers encode the slots, each into its own bytes, and the regenerator's thread writes them
 * out in their order: the output is byte for byte that of one thread. */
struct slot {
	aex_record *recs;
	size_t n, cap;
	uint8_t *out;
	size_t len, outcap;
	struct aex_trace_state st;      /* the encoder's, before the first record */
	enum { SLOT_FREE, SLOT_QUEUED, SLOT_TAKEN, SLOT_DONE } state;
};

#define SLOTS_PER_JOB 3

static struct {
	int jobs;                       /* worker threads; 0: none, the sink encodes */
	pthread_t *threads;
	struct slot *slots;
	unsigned nslots;
	unsigned long long queued, taken, written;   /* slots so far, by sequence number */
	bool stop;
	pthread_mutex_t mu;
	pthread_cond_t cv;
} pool;

static void encode_slot(struct slot *s)
{
	struct out o = { .buf = s->out, .st = s->st };

	if (out_fmt == FMT_CANON)
		canon_into(&o, s->recs, s->n);
	else
		din_into(&o, s->recs, s->n);
	s->len = o.len;
}

/* With the lock held: encodes the oldest slot no thread has taken. */
static void encode_next(void)
{
	struct slot *s = &pool.slots[pool.taken++ % pool.nslots];

	s->state = SLOT_TAKEN;
	pthread_mutex_unlock(&pool.mu);
	encode_slot(s);
	pthread_mutex_lock(&pool.mu);
	s->state = SLOT_DONE;
	pthread_cond_broadcast(&pool.cv);
}

static void *worker(void *arg)
{
	(void)arg;
	pthread_mutex_lock(&pool.mu);
	for (;;) {
		while (!pool.stop && pool.taken == pool.queued)
			pthread_cond_wait(&pool.cv, &pool.mu);
		if (pool.taken == pool.queued)
			break;
		encode_next();
	}
	pthread_mutex_unlock(&pool.mu);
	return NULL;
}

static int write_all_fd(struct out *o, const uint8_t *p, size_t n)
{
	while (n) {
		ssize_t w = write(o->fd, p, n);

		if (w < 0 && errno == EINTR)
			continue;
		if (w <= 0) {
			o->failed = errno ? errno : EIO;
			return -1;
		}
		p += w;
		n -= (size_t)w;
	}
	return 0;
}

/* With the lock held: writes out the oldest slot when it is encoded (with wait, waiting for
 * it); returns 1 when it wrote one, 0 when not, -1 on a write error. */
static int write_oldest(struct out *o, bool wait)
{
	struct slot *s;
	int rc;

	if (pool.written == pool.queued)
		return 0;
	s = &pool.slots[pool.written % pool.nslots];
	if (s->state != SLOT_DONE) {
		if (wait)
			pthread_cond_wait(&pool.cv, &pool.mu);
		return 0;
	}
	pthread_mutex_unlock(&pool.mu);
	rc = o->failed ? -1 : write_all_fd(o, s->out, s->len);
	pthread_mutex_lock(&pool.mu);
	s->state = SLOT_FREE;
	pool.written++;
	return rc < 0 ? -1 : 1;
}

/* The sink of --jobs: the batch into the next free slot, then every slot encoded in order
 * out. */
static int pool_records(void *ctx, const aex_record *r, size_t n)
{
	struct out *o = ctx;
	size_t bytes = out_fmt == FMT_CANON ? AEX_TRACE_MAX_RECORD : 11;
	struct slot *s;
	int rc = 0;

	if (o->len && drain(o) < 0)   /* the header comes first */
		return -1;
	pthread_mutex_lock(&pool.mu);
	while (rc >= 0 && pool.queued - pool.written == pool.nslots) {
		if (pool.taken < pool.queued)
			encode_next();   /* no slot free: encode one too, rather than wait */
		else
			rc = write_oldest(o, true);
	}
	pthread_mutex_unlock(&pool.mu);
	if (rc < 0)
		return -1;
	s = &pool.slots[pool.queued % pool.nslots];
	if (s->cap < n) {
		free(s->recs);
		free(s->out);
		s->recs = malloc(n * sizeof *r);
		s->out = malloc(n * bytes);
		if (!s->recs || !s->out) {
			o->failed = ENOMEM;
			return -1;
		}
		s->cap = n;
	}
	memcpy(s->recs, r, n * sizeof *r);
	s->n = n;
	s->st = o->st;
	/* the state after the batch: its last fetch and its last data access */
	for (size_t i = n, fetch = 0, data = 0; i-- > 0 && !(fetch && data);) {
		bool f = AEX_RECORD_KIND(r[i]) == AEX_TK_FETCH;

		if (f && !fetch) {
			o->st.fetch_addr = AEX_RECORD_ADDR(r[i]);
			o->st.fetch_size = AEX_RECORD_SIZE(r[i]);
			fetch = 1;
		} else if (!f && !data) {
			o->st.data_addr = AEX_RECORD_ADDR(r[i]);
			o->st.data_size = AEX_RECORD_SIZE(r[i]);
			data = 1;
		}
	}
	pthread_mutex_lock(&pool.mu);
	s->state = SLOT_QUEUED;
	pool.queued++;
	pthread_cond_broadcast(&pool.cv);
	while ((rc = write_oldest(o, false)) > 0)
		;
	pthread_mutex_unlock(&pool.mu);
	return rc < 0 ? -1 : 0;
}

/* Writes out every slot queued (before the trace's end, before a fork). */
static int pool_flush(struct out *o)
{
	int rc = 0;

	if (!pool.jobs)
		return 0;
	pthread_mutex_lock(&pool.mu);
	while (rc >= 0 && pool.written < pool.queued) {
		if (pool.taken < pool.queued)
			encode_next();
		else
			rc = write_oldest(o, true);
	}
	pthread_mutex_unlock(&pool.mu);
	return rc < 0 ? -1 : 0;
}

/* Starts the workers (again in a forked child: the parent's threads do not come along). */
static int pool_start(int jobs)
{
	pool.jobs = 0;
	pool.stop = false;
	pool.queued = pool.taken = pool.written = 0;
	pthread_mutex_init(&pool.mu, NULL);
	pthread_cond_init(&pool.cv, NULL);
	if (!pool.slots) {
		pool.nslots = (unsigned)jobs * SLOTS_PER_JOB;
		pool.slots = calloc(pool.nslots, sizeof *pool.slots);
		pool.threads = calloc((size_t)jobs, sizeof *pool.threads);
		if (!pool.slots || !pool.threads)
			return -1;
	}
	for (unsigned i = 0; i < pool.nslots; i++)
		pool.slots[i].state = SLOT_FREE;
	for (int i = 0; i < jobs; i++) {
		if (pthread_create(&pool.threads[i], NULL, worker, NULL) != 0)
			return -1;
		pool.jobs++;
	}
	return 0;
}

static void pool_stop(void)
{
	if (!pool.jobs)
		return;
	pthread_mutex_lock(&pool.mu);
	pool.stop = true;
	pthread_cond_broadcast(&pool.cv);
	pthread_mutex_unlock(&pool.mu);
	for (int i = 0; i < pool.jobs; i++)
		pthread_join(pool.threads[i], NULL);
	pool.jobs = 0;
}

/* This regenerator's process of the program (docs/processes.md): "0", its children "0.1",
 * "0.2", theirs "0.1.1" ...; the files of a child are the first process's with the name's
 * suffix (".1.1"), as the golden plugin names its traces. */
static char process[256] = "0";
static const char *in_path, *out_path, *stats_path;
static int in_fd = -1;
static long children[4096];
static unsigned nchildren;
static int children_worst;     /* the worst status of the children already reaped */

/* Takes the status of the child regenerator at i (st its wait status) into children_worst and
 * drops it from the list. */
static void child_ended(unsigned i, int st)
{
	int rc = WIFEXITED(st) ? WEXITSTATUS(st) : 2;

	if (rc > children_worst)
		children_worst = rc;
	children[i] = children[--nchildren];
}

/* Reaps the child regenerators that have ended, without waiting: a program that forks
 * thousands of processes one after the other keeps few of them in the list. */
static void reap_children(void)
{
	for (unsigned i = 0; i < nchildren;) {
		int st;
		pid_t r = waitpid((pid_t)children[i], &st, WNOHANG);

		if (r == (pid_t)children[i])
			child_ended(i, st);
		else
			i++;
	}
}

static struct aex_regen_window window;
static bool quiet;          /* -q: say only what went wrong */
static int jobs = 1;       /* --jobs: threads in all, the regenerator's and the encoders' */

/* --format sim: the records into the cache model (--sim) or the miss-ratio curves
 * (--curve), each process's own (a child starts cold); its statistics, as aex sim reads
 * them (sim/dinero.h), to OUT at the end. */
static struct sim_config sim_cfg;
static struct sim_curve_config curve_cfg;
static bool sim_on, curve_on;
static struct sim *sim_model;
static struct sim_curve *curves[3];   /* instructions, data, unified */
static int sim_pipe_start(void);
static void sim_pipe_stop(void);

static int sim_begin(void)
{
	const char *err = "";

	if (sim_on && !(sim_model = sim_new(&sim_cfg, &err))) {
		fprintf(stderr, "%s: error: the cache: %s\n", rg_prog, err);
		return -1;
	}
	for (int k = 0; k < 3 && curve_on; k++)
		if (!(curves[k] = sim_curve_new(&curve_cfg, &err))) {
			fprintf(stderr, "%s: error: the curve: %s\n", rg_prog, err);
			return -1;
		}
	if (sim_pipe_start() < 0) {
		fprintf(stderr, "%s: error: cannot start the cache model's thread\n", rg_prog);
		return -1;
	}
	return 0;
}

static void sim_end(void)
{
	sim_pipe_stop();
	sim_free(sim_model);
	sim_model = NULL;
	for (int k = 0; k < 3; k++) {
		sim_curve_free(curves[k]);
		curves[k] = NULL;
	}
}

/* The records into the model and the curves: part 0 the model and the curves of the
 * instructions and the data, part 1 the curve of all references; -1 both. */
static void sim_feed(const aex_record *r, size_t n, int part)
{
	if (sim_model && part <= 0)
		sim_records(sim_model, r, n);
	if (curve_on)
		sim_curve_records(part == 1 ? NULL : curves[0], part == 1 ? NULL : curves[1],
				  part == 0 ? NULL : curves[2], r, n);
}

/* With two cores or more (--jobs), the model runs on threads of its own — one, or with the
 * curves two, each doing its part of every record —, fed in order through a ring of slots
 * the regenerator's thread copies each batch into: they overlap, and each sees the
 * records in the trace's order. */
#define SIM_SLOTS 8
#define SIM_SLOT_RECORDS 65536

static struct {
	bool on, stop;
	int nparts;
	pthread_t thread[2];
	pthread_mutex_t mu;
	pthread_cond_t cv;
	aex_record *slot[SIM_SLOTS];
	size_t len[SIM_SLOTS];
	unsigned head, tail[2];   /* the next slot to fill; each part's next to do */
} pipe_;

static void *sim_thread(void *arg)
{
	int part = (int)(intptr_t)arg;

	for (;;) {
		unsigned i;

		pthread_mutex_lock(&pipe_.mu);
		while (pipe_.head == pipe_.tail[part] && !pipe_.stop)
			pthread_cond_wait(&pipe_.cv, &pipe_.mu);
		if (pipe_.head == pipe_.tail[part]) {
			pthread_mutex_unlock(&pipe_.mu);
			return NULL;
		}
		i = pipe_.tail[part] % SIM_SLOTS;
		pthread_mutex_unlock(&pipe_.mu);
		sim_feed(pipe_.slot[i], pipe_.len[i], pipe_.nparts == 1 ? -1 : part);
		pthread_mutex_lock(&pipe_.mu);
		pipe_.tail[part]++;
		pthread_cond_broadcast(&pipe_.cv);
		pthread_mutex_unlock(&pipe_.mu);
	}
}

/* Starts the model's threads (none with one job: the sink feeds the model itself). */
static int sim_pipe_start(void)
{
	if (jobs < 2)
		return 0;
	pthread_mutex_init(&pipe_.mu, NULL);
	pthread_cond_init(&pipe_.cv, NULL);
	pipe_.head = pipe_.tail[0] = pipe_.tail[1] = 0;
	pipe_.stop = false;
	pipe_.nparts = curve_on ? 2 : 1;
	for (int i = 0; i < SIM_SLOTS; i++)
		if (!pipe_.slot[i] && !(pipe_.slot[i] = malloc(SIM_SLOT_RECORDS * sizeof(aex_record))))
			return -1;
	for (int p = 0; p < pipe_.nparts; p++)
		if (pthread_create(&pipe_.thread[p], NULL, sim_thread, (void *)(intptr_t)p) != 0)
			return -1;
	pipe_.on = true;
	return 0;
}

/* Everything fed, the threads ended (before the statistics, and before a fork: a child
 * has no thread but its forking one). */
static void sim_pipe_stop(void)
{
	if (!pipe_.on)
		return;
	pthread_mutex_lock(&pipe_.mu);
	pipe_.stop = true;
	pthread_cond_broadcast(&pipe_.cv);
	pthread_mutex_unlock(&pipe_.mu);
	for (int p = 0; p < pipe_.nparts; p++)
		pthread_join(pipe_.thread[p], NULL);
	pipe_.on = false;
}

static int sim_sink(void *ctx, const aex_record *r, size_t n)
{
	(void)ctx;
	if (!pipe_.on) {
		sim_feed(r, n, -1);
		return 0;
	}
	while (n) {
		size_t k = n < SIM_SLOT_RECORDS ? n : SIM_SLOT_RECORDS;
		unsigned i;

		pthread_mutex_lock(&pipe_.mu);
		/* a slot is free once every part has done it */
		while (pipe_.head - pipe_.tail[0] == SIM_SLOTS ||
		       (pipe_.nparts == 2 && pipe_.head - pipe_.tail[1] == SIM_SLOTS))
			pthread_cond_wait(&pipe_.cv, &pipe_.mu);
		i = pipe_.head % SIM_SLOTS;
		pthread_mutex_unlock(&pipe_.mu);
		memcpy(pipe_.slot[i], r, k * sizeof *r);
		pipe_.len[i] = k;
		pthread_mutex_lock(&pipe_.mu);
		pipe_.head++;
		pthread_cond_broadcast(&pipe_.cv);
		pthread_mutex_unlock(&pipe_.mu);
		r += k;
		n -= k;
	}
	return 0;
}

/* The statistics of this process to f. */
static void sim_write(FILE *f)
{
	static const char *const names[3] = { "instr", "data", "unified" };

	sim_pipe_stop();
	if (sim_model) {
		struct sim_report rep;

		sim_finish(sim_model);
		sim_report_of(&rep, sim_model);
		sim_report_dump(f, &rep);
	}
	for (int k = 0; k < 3 && curve_on; k++) {
		struct sim_curve_result cr;

		sim_curve_result(curves[k], &cr);
		sim_curve_result_dump(f, names[k], &cr);
	}
}
static const char *index_path;   /* --index: checkpoints to start a window from */
static unsigned count_children(const char *events);

/* The last checkpoint of the index at or before the window's start (none: from the start).
 * Only for a process without children: theirs fork before any checkpoint. */
static struct rg_ckpt *index_cks;   /* --index's checkpoints */
static int index_n;

/* Reads --index's checkpoints; -1 with a message when they are not this build's and this
 * event trace's. */
static int load_index(void)
{
	if (!index_path)
		return 0;
	if (rg_index_read(index_path, &index_cks, &index_n) < 0) {
		fprintf(stderr, "%s: error: %s: not an index of this build's checkpoints in this "
				"event trace (--index-every makes one)\n", rg_prog, index_path);
		return -1;
	}
	return 0;
}

static void choose_checkpoint(const char *events)
{
	if (!index_cks || !window.skip_insns || count_children(events) > 0)
		return;
	for (int i = 0; i < index_n && index_cks[i].insns <= window.skip_insns; i++)
		rg_resume_ckpt = &index_cks[i];
}

/* --jobs J with --index: the trace (or the window) in up to J segments between checkpoints,
 * each regenerated by a process of its own from its checkpoint, their records written in
 * order. Those after the first are children: each writes its records (no header, no END;
 * the canonical encoder starting from the state at its checkpoint) into a file of its own
 * and its result into a pipe. */
struct segment {
	const struct rg_ckpt *ck;
	uint64_t from, to;         /* instructions [from, to); to UINT64_MAX: the end */
	pid_t pid;
	int result_fd;
	char path[64];
};
static struct segment segs[64];
static int nsegs;

/* Where the segments begin: the checkpoints nearest to even shares of the span. */
static void plan_segments(const char *events)
{
	const struct rg_ckpt *cks = index_cks;
	uint64_t w0 = window.skip_insns, w1, span;
	int n = index_n, k = 0;

	if (jobs < 2 || !cks || count_children(events) > 0 || n == 0)
		return;
	w1 = window.insns ? w0 + window.insns
			  : cks[n - 1].insns + cks[n - 1].insns / (uint64_t)n;
	span = w1 > w0 ? w1 - w0 : 0;
	for (int j = 1; j < jobs && j < 64; j++) {
		uint64_t target = w0 + span / (uint64_t)jobs * (uint64_t)j;
		const struct rg_ckpt *best = NULL;

		for (int i = 0; i < n; i++)
			if (cks[i].insns > w0 && cks[i].insns < w1 &&
			    (!best || (cks[i].insns > target ? cks[i].insns - target
							     : target - cks[i].insns) <
					      (best->insns > target ? best->insns - target
								    : target - best->insns)))
				best = &cks[i];
		if (best && (!k || best->insns > segs[k - 1].from))
			segs[k++] = (struct segment){ .ck = best, .from = best->insns };
	}
	nsegs = k;
	for (int i = 0; i < k; i++)
		segs[i].to = i + 1 < k ? segs[i + 1].from : window.insns ? w1 : UINT64_MAX;
}

/* A segment's process: its window from its checkpoint, its records into its file. */
static void segment_child(struct segment *s, int result_w)
{
	struct out o = { .fd = -1 };
	struct aex_sink sink = { 0 };
	struct aex_regen_result res;
	int fd = open(in_path, O_RDONLY | O_CLOEXEC);

	o.fd = open(s->path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0600);
	o.buf = malloc(OUTBUF);
	if (fd < 0 || o.fd < 0 || !o.buf)
		_exit(2);
	o.st.fetch_addr = s->ck->last[0];
	o.st.fetch_size = s->ck->last[1];
	o.st.data_addr = s->ck->last[2];
	o.st.data_size = s->ck->last[3];
	sink.records = out_fmt == FMT_CANON ? canon : out_fmt == FMT_DIN ? din : null_sink;
	sink.ctx = &o;
	rg_resume_ckpt = s->ck;
	window = (struct aex_regen_window){ .skip_insns = s->from,
					    .insns = s->to == UINT64_MAX ? 0 : s->to - s->from };
	aex_regen_window(fd, &sink, &window, &res);
	if (!o.failed)
		drain(&o);
	if (o.failed) {
		res.status = AEX_REGEN_ERROR;
		snprintf(res.message, sizeof res.message, "writing %s: %s", s->path,
			 strerror(o.failed));
	}
	if (write(result_w, &res, sizeof res) != (ssize_t)sizeof res)
		_exit(2);
	_exit(0);
}

static int start_segments(void)
{
	for (int i = 0; i < nsegs; i++) {
		int p[2];

		snprintf(segs[i].path, sizeof segs[i].path, "/tmp/aex-regen-seg.%d.%d",
			 (int)getpid(), i);
		if (pipe(p) < 0)
			return -1;
		fflush(NULL);
		segs[i].pid = fork();
		if (segs[i].pid == 0) {
			close(p[0]);
			segment_child(&segs[i], p[1]);
		}
		close(p[1]);
		segs[i].result_fd = p[0];
		if (segs[i].pid < 0)
			return -1;
	}
	/* this process: the first segment, up to the first checkpoint */
	window.insns = segs[0].from - window.skip_insns;
	return 0;
}

/* The segments' records after this process's, in order, and their counts added to res. */
static void end_segments(struct out *o, struct aex_regen_result *res)
{
	for (int i = 0; i < nsegs; i++) {
		struct aex_regen_result r;
		bool got = read(segs[i].result_fd, &r, sizeof r) == (ssize_t)sizeof r;
		int st;

		close(segs[i].result_fd);
		waitpid(segs[i].pid, &st, 0);
		if (res->status == AEX_REGEN_COMPLETE && !got) {
			res->status = AEX_REGEN_ERROR;
			snprintf(res->message, sizeof res->message, "the regenerator of segment %d "
				 "failed", i + 1);
		} else if (res->status == AEX_REGEN_COMPLETE) {
			int in = open(segs[i].path, O_RDONLY | O_CLOEXEC);
			uint8_t b[65536];
			ssize_t k;

			drain(o);
			while (in >= 0 && (k = read(in, b, sizeof b)) > 0)
				write_all_fd(o, b, (size_t)k);
			if (in >= 0)
				close(in);
			res->fetches += r.fetches;
			res->reads += r.reads;
			res->writes += r.writes;
			res->records += r.records;
			res->crashed = r.crashed;
			res->event_offset = r.event_offset;
			res->value_offset = r.value_offset;
			if (r.status != AEX_REGEN_COMPLETE) {
				res->status = r.status;
				memcpy(res->message, r.message, sizeof r.message);
			}
		}
		unlink(segs[i].path);
	}
}

/* rg_events_fp of the event trace on fd (a regular file; 0 otherwise): FNV-1a 64 of its size
 * and its first and last 64 KiB. */
static uint64_t events_fingerprint(int fd)
{
	struct stat st;
	uint64_t h = 0xcbf29ce484222325ull;
	uint8_t b[65536];
	off_t at[2];

	if (fstat(fd, &st) < 0 || !S_ISREG(st.st_mode))
		return 0;
	at[0] = 0;
	at[1] = st.st_size > (off_t)sizeof b ? st.st_size - (off_t)sizeof b : 0;
	for (int i = 0; i < 8; i++)
		h = (h ^ (uint8_t)((uint64_t)st.st_size >> (8 * i))) * 0x100000001b3ull;
	for (int k = 0; k < 2; k++) {
		ssize_t n = pread(fd, b, sizeof b, at[k]);

		for (ssize_t i = 0; i < n; i++)
			h = (h ^ b[i]) * 0x100000001b3ull;
	}
	return h ? h : 1;
}

/* The children whose event traces lie beside the process's own (PATH.1, PATH.2, ...): a
 * window's regeneration goes on past its end until it has forked them. */
static unsigned count_children(const char *events)
{
	unsigned n = 0;

	for (;;) {
		char *p = malloc(strlen(events) + 16);

		if (!p)
			return n;
		sprintf(p, "%s.%u", events, n + 1);
		if (access(p, F_OK) != 0) {
			free(p);
			return n;
		}
		free(p);
		n++;
	}
}

static char *suffixed(const char *path)
{
	const char *dot = strchr(process, '.');
	size_t n = strlen(path) + strlen(process) + 1;
	char *s = malloc(n);

	/* /dev/null stays itself (a discarded trace: the children's are discarded too) */
	if (s)
		snprintf(s, n, "%s%s", path, dot && strcmp(path, "/dev/null") != 0 ? dot : "");
	return s;
}

static void start_trace(struct out *o)
{
	memset(&o->st, 0, sizeof o->st);
	o->len = 0;
	if (out_fmt == FMT_CANON) {
		struct aex_trace_header h;

		aex_trace_header_init(&h, rg_program.isa, rg_program.big_endian, "regen",
				      rg_program.build, process);
		memcpy(o->buf, &h, sizeof h);
		o->len = sizeof h;
	}
}

/* The program forked: so does the regenerator (struct aex_sink's fork). */
static long fork_process(void *ctx, unsigned nth, int *events)
{
	struct out *o = ctx;
	char *path;
	long pid;

	if (strcmp(in_path, "-") == 0 || (out_fmt != FMT_NULL && !out_path)) {
		fprintf(stderr, "%s: error: process %s forks: its children's traces need the "
				"event trace as a file and -o OUT (they go to OUT.N)\n", rg_prog, process);
		errno = EINVAL;
		return -1;
	}
	reap_children();
	if (nchildren == sizeof children / sizeof children[0]) {
		errno = EAGAIN;
		return -1;
	}
	if (drain(o) < 0 || pool_flush(o) < 0)
		return -1;
	if (out_fmt == FMT_SIM)
		sim_pipe_stop();   /* no thread but this one at the fork */
	fflush(NULL);
	pid = fork();
	if (pid != 0) {
		if (pid > 0)
			children[nchildren++] = pid;
		if (out_fmt == FMT_SIM && sim_pipe_start() < 0) {
			fprintf(stderr, "%s: error: cannot start the cache model's thread\n",
				rg_prog);
			errno = EAGAIN;
			return -1;
		}
		return pid;
	}
	/* the child: its name, its trace, its event trace; none of its parent's children */
	nchildren = 0;
	children_worst = 0;
	snprintf(process + strlen(process), sizeof process - strlen(process), ".%u", nth);
	close(in_fd);
	if (out_fmt != FMT_NULL && out_fmt != FMT_SIM) {
		close(o->fd);
		path = suffixed(out_path);
		o->fd = path ? open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644) : -1;
		if (o->fd < 0) {
			fprintf(stderr, "%s: error: %s: %s\n", rg_prog, path ? path : out_path,
				strerror(errno));
			_exit(2);
		}
		free(path);
	}
	start_trace(o);
	if (out_fmt == FMT_SIM) {
		sim_end();
		if (sim_begin() < 0)
			_exit(2);
	}
	if (jobs > 1 && out_fmt != FMT_NULL && out_fmt != FMT_SIM && pool_start(jobs - 1) < 0) {
		fprintf(stderr, "%s: error: process %s: cannot start its encoding threads\n",
			rg_prog, process);
		_exit(2);
	}
	path = suffixed(in_path);
	in_fd = path ? open(path, O_RDONLY | O_CLOEXEC) : -1;
	if (in_fd < 0)
		fprintf(stderr, "%s: error: process %s: %s: %s\n", rg_prog, process,
			path ? path : in_path, strerror(errno));
	else if (window.skip_insns || window.insns)
		window.children = count_children(path);
	free(path);
	*events = in_fd;
	return 0;
}

/* Waits for the regenerators of this process's children: the worst of their statuses. */
static int wait_children(void)
{
	while (nchildren) {
		int st;

		while (waitpid((pid_t)children[nchildren - 1], &st, 0) < 0) {
			if (errno != EINTR) {
				st = 2 << 8;
				break;
			}
		}
		child_ended(nchildren - 1, st);
	}
	return children_worst;
}

/* The number of option name's value s (0 .. 2^63); false with a message. */
static bool parse_count(const char *name, const char *s, uint64_t *v)
{
	char *end;
	unsigned long long x;

	errno = 0;
	x = strtoull(s, &end, 10);
	if (!*s || *end || *s == '-' || errno || x > INT64_MAX) {
		fprintf(stderr, "%s: error: %s wants a number of instructions, not '%s'\n", rg_prog,
			name, s);
		return false;
	}
	*v = x;
	return true;
}

static void usage(FILE *f)
{
	fprintf(f, "usage: regen [--format canon|din|null] [-o OUT] [--stats FILE] [--max-pending N]\n"
		   "             [--skip-insns N] [--insns M] [--jobs J] [--index-every N FILE]\n"
		   "             [--index FILE] EVENTS\n"
		   "       regen --pcmap FILE\n"
		   "Regenerates the full trace of this build's program from an event trace ('-' is\n"
		   "standard input). canon (default) is the canonical trace format, din Dinero IV's\n"
		   "text, null produces nothing (for timing). Exit status: 0 complete, 1 truncated\n"
		   "(an exact prefix was produced), 2 error. --max-pending: the records kept\n"
		   "waiting for the next event to confirm them (default %zu; beyond, they go on\n"
		   "unconfirmed, and events that end before confirming them are refused).\n"
		   "--pcmap writes the traced and the plain address of every original instruction\n"
		   "of the program, sorted, as pairs of 32-bit words in the host's byte order, and\n"
		   "exits (the golden plugin's map=FILE, docs/golden.md).\n"
		   "-o OUT: the trace's file (none or '-': standard output, refused for the binary\n"
		   "canonical format on a terminal). --stats FILE: the counts as 'key value' lines\n"
		   "(status, records, fetches, reads, writes, seconds, event and value bytes, value\n"
		   "bytes by kind; a forked process's in FILE.N).\n"
		   "--jobs J: the canonical or din encoding shared among J threads (default: the\n"
		   "machine's cores), the output the same as with one; with --index, J processes\n"
		   "each regenerating a segment between checkpoints.\n"
		   "--index-every N FILE: also capture a checkpoint of the regenerator every N\n"
		   "instructions, into FILE; --index FILE: a window starts at the last of them\n"
		   "before it.\n"
		   "--skip-insns N, --insns M: only the window of instructions N to N+M-1 of each\n"
		   "process (from 0, as the golden trace counts them; M 0 or none: to the end).\n"
		   "--format sim: the records fed to aex sim's cache model, configured by --sim\n"
		   "'DINERO IV OPTIONS' (--sim-seed N: of random replacement), and/or to its\n"
		   "miss-ratio curves (--curve BSIZE,ASSOC,MIN,MAX); the statistics, as aex sim\n"
		   "reads them, to OUT (a forked process's to OUT.N).\n"
		   "-q: nothing on standard error when the regeneration is complete.\n",
		RG_UNCOMMITTED_MAX);
}

/* The command line. */
struct args {
	enum format fmt;
	const char *in, *outp, *statsp;
};

/* One option at argv[*i] with what follows it; -1 to go on, else the exit status. */
static int parse_option(int argc, char **argv, int *i, struct args *a)
{
	const char *o = argv[*i];
	bool more = *i + 1 < argc;

	if (strcmp(o, "--format") == 0 && more) {
		const char *f = argv[++*i];

		a->fmt = strcmp(f, "canon") == 0 ? FMT_CANON : strcmp(f, "din") == 0 ? FMT_DIN
			 : strcmp(f, "sim") == 0 ? FMT_SIM : FMT_NULL;
		if (a->fmt == FMT_NULL && strcmp(f, "null") != 0) {
			fprintf(stderr, "%s: error: unknown format '%s'\n", rg_prog, f);
			return 2;
		}
	} else if (strcmp(o, "--sim") == 0 && more) {
		/* Dinero IV's options, as one word */
		struct sim_dinero d = { 0 };
		char err[256], *words = strdup(argv[++*i]), *w[64];
		int nw = 0;

		for (char *t = strtok(words, " "); t && nw < 63; t = strtok(NULL, " "))
			w[nw++] = t;
		w[nw] = NULL;
		for (int k = 0; k < nw;) {
			int used = sim_dinero_option(&d, w + k, err, sizeof err);

			if (used <= 0) {
				fprintf(stderr, "%s: error: --sim: %s\n", rg_prog,
					used < 0 ? err : "not a Dinero IV option");
				return 2;
			}
			k += used;
		}
		if (sim_dinero_config(&d, &sim_cfg, err, sizeof err) < 0) {
			fprintf(stderr, "%s: error: --sim: %s\n", rg_prog, err);
			return 2;
		}
		free(words);
		sim_on = true;
	} else if (strcmp(o, "--sim-seed") == 0 && more) {
		sim_cfg.seed = (uint32_t)strtoul(argv[++*i], NULL, 10);
	} else if (strcmp(o, "--curve") == 0 && more) {
		/* BSIZE,ASSOC,MIN,MAX in bytes (ASSOC 0: fully associative) */
		unsigned long long v[4];

		if (sscanf(argv[++*i], "%llu,%llu,%llu,%llu", &v[0], &v[1], &v[2], &v[3]) != 4) {
			fprintf(stderr, "%s: error: --curve wants BSIZE,ASSOC,MIN,MAX\n", rg_prog);
			return 2;
		}
		curve_cfg = (struct sim_curve_config){ .bsize = (unsigned)v[0],
							.assoc = (unsigned)v[1],
							.min_size = v[2], .max_size = v[3] };
		curve_on = true;
	} else if (strcmp(o, "-q") == 0) {
		quiet = true;
	} else if (strcmp(o, "-o") == 0 && more) {
		a->outp = argv[++*i];
	} else if (strcmp(o, "--stats") == 0 && more) {
		a->statsp = argv[++*i];
	} else if (strcmp(o, "--max-pending") == 0 && more) {
		char *end;
		unsigned long long v = strtoull(argv[++*i], &end, 10);

		if (!*argv[*i] || *end || v < 1 || v > RG_UNCOMMITTED_MAX) {
			fprintf(stderr, "%s: error: --max-pending wants 1 .. %zu\n", rg_prog,
				RG_UNCOMMITTED_MAX);
			return 2;
		}
		rg_uncommitted_max = (size_t)v;
	} else if (strcmp(o, "--jobs") == 0 && more) {
		char *end;
		long v = strtol(argv[++*i], &end, 10);

		if (!*argv[*i] || *end || v < 1 || v > 64) {
			fprintf(stderr, "%s: error: --jobs wants 1 .. 64\n", rg_prog);
			return 2;
		}
		jobs = (int)v;
	} else if (strcmp(o, "--index-every") == 0 && *i + 2 < argc) {
		if (!parse_count(o, argv[*i + 1], &rg_capture_every))
			return 2;
		if (!rg_capture_every) {
			fprintf(stderr, "%s: error: --index-every wants at least 1\n", rg_prog);
			return 2;
		}
		rg_capture_path = argv[*i + 2];
		*i += 2;
	} else if (strcmp(o, "--index") == 0 && more) {
		index_path = argv[++*i];
	} else if ((strcmp(o, "--skip-insns") == 0 || strcmp(o, "--insns") == 0) && more) {
		if (!parse_count(o, argv[++*i], o[2] == 's' ? &window.skip_insns : &window.insns))
			return 2;
	} else if (strcmp(o, "--pcmap") == 0 && more) {
		FILE *f = fopen(argv[++*i], "wb");

		if (!f || fwrite(rg_program.pcmap, sizeof rg_program.pcmap[0], rg_program.npcmap,
				 f) != rg_program.npcmap || fclose(f) != 0) {
			fprintf(stderr, "%s: error: %s: %s\n", rg_prog, argv[*i], strerror(errno));
			return 2;
		}
		return 0;
	} else if (strcmp(o, "-h") == 0 || strcmp(o, "--help") == 0) {
		usage(stdout);
		return 0;
	} else if (!a->in && (o[0] != '-' || strcmp(o, "-") == 0)) {
		a->in = o;
	} else {
		usage(stderr);
		return 2;
	}
	return -1;
}

/* The event trace opened, the output opened and begun. -1 to go on, else the exit status. */
static int open_files(struct args *a, struct out *o)
{
	in_fd = strcmp(a->in, "-") == 0 ? STDIN_FILENO : open(a->in, O_RDONLY | O_CLOEXEC);
	if (in_fd < 0) {
		fprintf(stderr, "%s: error: %s: %s\n", rg_prog, a->in, strerror(errno));
		return 2;
	}
	if (a->outp && strcmp(a->outp, "-") == 0)
		a->outp = NULL;   /* -o -: standard output */
	if (!a->outp && a->fmt == FMT_CANON && isatty(STDOUT_FILENO)) {
		fprintf(stderr, "%s: error: the canonical trace is binary: give -o FILE, or pipe "
				"it (--format din is text)\n", rg_prog);
		return 2;
	}
	if (a->fmt == FMT_SIM && !sim_on && !curve_on) {
		fprintf(stderr, "%s: error: --format sim wants --sim OPTIONS or --curve SPEC\n",
			rg_prog);
		return 2;
	}
	if (a->fmt == FMT_SIM && sim_begin() < 0)
		return 2;
	if (a->outp && a->fmt != FMT_NULL && a->fmt != FMT_SIM) {
		o->fd = open(a->outp, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
		if (o->fd < 0) {
			fprintf(stderr, "%s: error: %s: %s\n", rg_prog, a->outp, strerror(errno));
			return 2;
		}
	}
	o->buf = malloc(OUTBUF);
	if (!o->buf)
		return 2;
	in_path = a->in;
	out_path = a->outp;
	stats_path = a->statsp;
	out_fmt = a->fmt;
	start_trace(o);
	return -1;
}

/* The sink, the index, the segments or the encoding threads, the window's checkpoint. -1 to
 * go on, else the exit status. */
static int set_up(const char *in, struct out *o, struct aex_sink *sink)
{
	bool file = strcmp(in, "-") != 0;

	sink->records = out_fmt == FMT_CANON ? canon : out_fmt == FMT_DIN ? din
			: out_fmt == FMT_SIM ? sim_sink : null_sink;
	sink->ctx = o;
	sink->fork = fork_process;
	rg_events_fp = events_fingerprint(in_fd);
	if ((index_path || rg_capture_every) && !rg_events_fp) {
		fprintf(stderr, "%s: error: --index and --index-every want the event trace as a "
				"file\n", rg_prog);
		return 2;
	}
	if (load_index() < 0)
		return 2;
	if (file && out_fmt != FMT_SIM)   /* a cache's state goes from record to record */
		plan_segments(in);
	if (jobs > 1 && out_fmt != FMT_NULL && out_fmt != FMT_SIM && !nsegs) {
		if (pool_start(jobs - 1) < 0) {
			fprintf(stderr, "%s: error: cannot start the encoding threads\n", rg_prog);
			return 2;
		}
		sink->records = pool_records;
	}
	if ((window.skip_insns || window.insns) && file)
		window.children = count_children(in);
	if (file)
		choose_checkpoint(in);
	return -1;
}

/* How the regeneration ended, on standard error. */
static void say_result(int rc, const struct aex_regen_result *res, double secs)
{
	bool multi = strchr(process, '.') || res->forks;
	const char *pp = multi ? "process " : "", *pn = multi ? process : "";
	const char *sep = multi ? ": " : "";
	const char *why = res->message[0] ? res->message : "the regeneration failed";

	if (rc == 2 && res->records == 0)
		fprintf(stderr, "%s: error: %s%s%s%s\n", rg_prog, pp, pn, sep, why);
	else if (rc == 2)
		fprintf(stderr, "%s: error: %s%s%s%s (before it: %llu fetches, %llu reads, %llu "
				"writes)\n", rg_prog, pp, pn, sep, why, (unsigned long long)res->fetches,
			(unsigned long long)res->reads, (unsigned long long)res->writes);
	else
		fprintf(stderr, "%s: %s%s%s%s: %llu fetches, %llu reads, %llu writes in %.3f s "
				"(%.1f M addresses/s)%s%s\n", rg_prog, pp, pn, sep,
			rc == 0 ? "complete" : "truncated", (unsigned long long)res->fetches,
			(unsigned long long)res->reads, (unsigned long long)res->writes, secs,
			secs > 0 ? (double)res->records / secs / 1e6 : 0.0,
			res->message[0] ? ": " : "", res->message);
}

/* --stats: the counts as 'key value' lines, this process's file. */
static void write_stats(const char *statsp, int rc, const struct aex_regen_result *res,
			double secs)
{
	char *sp = suffixed(statsp);
	FILE *f = sp ? fopen(sp, "w") : NULL;

	free(sp);
	if (!f)
		return;
	fprintf(f, "status %d\nrecords %llu\nfetches %llu\nreads %llu\nwrites %llu\n"
		   "seconds %.6f\nevent_bytes %llu\nvalue_word_bytes %llu\nvalue_bytes %llu\n", rc,
		(unsigned long long)res->records, (unsigned long long)res->fetches,
		(unsigned long long)res->reads, (unsigned long long)res->writes, secs,
		(unsigned long long)res->event_offset, (unsigned long long)res->value_offset,
		(unsigned long long)res->value_bytes);
	for (int k = 0; k < AEX_VALUE_KINDS; k++)
		fprintf(f, "value_bytes_%s %llu\n", aex_value_kind_name(k),
			(unsigned long long)res->value_bytes_by_kind[k]);
	fprintf(f, "marker_bytes %llu\ncbranches %llu\nforks %u\nsignals %u\ncrashed %d\n"
		   "insns %llu\nread_from %llu\n", (unsigned long long)res->marker_bytes,
		(unsigned long long)res->cbranches, res->forks, res->signals, res->crashed,
		(unsigned long long)res->insns, (unsigned long long)res->read_from);
	fclose(f);
}

int main(int argc, char **argv)
{
	struct args a = { .fmt = FMT_CANON };
	struct out o = { .fd = STDOUT_FILENO };
	struct aex_sink sink = { 0 };
	struct aex_regen_result res;
	struct timespec t0, t1;
	long cores = sysconf(_SC_NPROCESSORS_ONLN);
	double secs;
	int rc, crc;

	if (argc > 0 && strncmp(argv[0], "aex ", 4) == 0)
		rg_prog = argv[0];
	jobs = cores < 1 ? 1 : cores > 64 ? 64 : (int)cores;
	for (int i = 1; i < argc; i++)
		if ((rc = parse_option(argc, argv, &i, &a)) >= 0)
			return rc;
	if (!a.in) {
		usage(stderr);
		return 2;
	}
	if ((rc = open_files(&a, &o)) >= 0 || (rc = set_up(a.in, &o, &sink)) >= 0)
		return rc;
	clock_gettime(CLOCK_MONOTONIC, &t0);
	if (nsegs && start_segments() < 0) {
		fprintf(stderr, "%s: error: cannot start the regenerators of the segments: %s\n",
			rg_prog, strerror(errno));
		return 2;
	}
	aex_regen_window(in_fd, &sink, &window, &res);
	if (nsegs)
		end_segments(&o, &res);
	if (pool_flush(&o) < 0)
		res.status = AEX_REGEN_ERROR;
	pool_stop();
	/* (in a forked child from here on, its own process's) */
	if (out_fmt == FMT_CANON && (res.status == AEX_REGEN_COMPLETE || res.crashed)) {
		uint8_t end[AEX_TRACE_END_SIZE];

		aex_trace_encode_end(end, res.fetches, res.reads, res.writes);
		put(&o, end, sizeof end);
	}
	if (!o.failed)
		drain(&o);
	clock_gettime(CLOCK_MONOTONIC, &t1);
	secs = (double)(t1.tv_sec - t0.tv_sec) + (double)(t1.tv_nsec - t0.tv_nsec) / 1e9;
	if (o.failed) {
		fprintf(stderr, "%s: error: writing the trace: %s\n", rg_prog, strerror(o.failed));
		return 2;
	}
	if (out_fmt == FMT_SIM) {
		char *sp = out_path ? suffixed(out_path) : NULL;
		FILE *f = sp ? fopen(sp, "w") : stdout;

		if (!f) {
			fprintf(stderr, "%s: error: %s: %s\n", rg_prog, sp, strerror(errno));
			return 2;
		}
		sim_write(f);
		if (f != stdout ? fclose(f) != 0 : fflush(f) != 0) {
			fprintf(stderr, "%s: error: writing the statistics: %s\n", rg_prog,
				strerror(errno));
			return 2;
		}
		free(sp);
		sim_end();
	}
	rc = res.status == AEX_REGEN_COMPLETE ? 0 : res.status == AEX_REGEN_TRUNCATED ? 1 : 2;
	if (!quiet || rc != 0)
		say_result(rc, &res, secs);
	if (stats_path)
		write_stats(stats_path, rc, &res, secs);
	crc = wait_children();
	return crc > rc ? crc : rc;
}

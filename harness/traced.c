/* traced.c — running a build's traced ELF: its events, read from a pipe while it runs and
 * split into their two streams, stored as a checked, framed event trace
 * (docs/event-format.md; zstd-compressed unless raw) in a file or on standard output, or
 * discarded. */
#include "traced.h"
#include "elf.h"
#include "evframe.h"
#include "run.h"
#include "target.h"
#include "util.h"
#include "aex_events.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

/* What the writer does while the program runs. */
struct writer {
	struct evf_writer w;
	struct evf_pipe pipe;       /* the event pipe's chunks, into w */
	int ev, crash;              /* read ends of the event and crash-record pipes */
	uint8_t crash_rec[AEX_EVENTS_CRASH_SIZE];
	size_t ncrash;
	int read_err;
};

/* Stores everything the program writes until it closes its end; then its crash record, if
 * any. A failed write (a full disk) or a malformed chunk of the pipe stops the storing, not
 * the reading: the program runs on as without tracing. */
static void store_events(void *ctx)
{
	struct writer *wr = ctx;
	size_t cap = 1u << 20;
	uint8_t *buf = util_xmalloc(cap);

	/* our copies of the write ends: the program's must be the last, for the end of file */
	close(AEX_EVENTS_FD);
	close(AEX_EVENTS_CRASH_FD);
	for (;;) {
		ssize_t n = read(wr->ev, buf, cap);

		if (n < 0 && errno == EINTR)
			continue;
		if (n < 0) {
			wr->read_err = errno;
			break;
		}
		if (n == 0)
			break;
		if (!wr->w.err && !wr->pipe.dm.bad)
			evf_demux(&wr->pipe.dm, buf, (size_t)n, evf_pipe_put, &wr->pipe);
	}
	while (wr->ncrash < sizeof wr->crash_rec) {
		ssize_t n = read(wr->crash, wr->crash_rec + wr->ncrash,
				 sizeof wr->crash_rec - wr->ncrash);

		if (n < 0 && errno == EINTR)
			continue;
		if (n <= 0)
			break;
		wr->ncrash += (size_t)n;
	}
	free(buf);
}

static uint32_t guest_word(const uint8_t *p, bool big_endian)
{
	return big_endian ? (uint32_t)p[0] << 24 | (uint32_t)p[1] << 16 | (uint32_t)p[2] << 8 | p[3]
			  : (uint32_t)p[3] << 24 | (uint32_t)p[2] << 16 | (uint32_t)p[1] << 8 | p[0];
}

static struct run_opts guest_opts(const struct toolchain *tc, const char *traced,
				  const struct traced_opts *o)
{
	struct run_opts r = { 0 };

	r.tc = tc;
	r.binary = traced;
	r.args = o->args;
	r.nargs = o->nargs;
	r.cwd = o->cwd;
	r.keep_fd = AEX_EVENTS_FD;
	r.stdout_fd = o->out_fd ? o->out_fd
				: (o->events && strcmp(o->events, "-") == 0 ? STDERR_FILENO : 0);
	r.env = o->env;
	r.nenv = o->nenv;
	return r;
}

/* Events discarded: the program writes them to /dev/null itself. */
static int run_discarded(const struct toolchain *tc, const char *traced,
			 const struct traced_opts *o)
{
	struct run_opts r = guest_opts(tc, traced, o);
	int fd = open("/dev/null", O_WRONLY | O_CLOEXEC), rc;

	if (fd < 0 || dup2(fd, AEX_EVENTS_FD) < 0) {
		util_error("/dev/null: %s", strerror(errno));
		if (fd >= 0)
			close(fd);
		return -1;
	}
	close(fd);
	fcntl(AEX_EVENTS_FD, F_SETFD, FD_CLOEXEC);
	rc = run_guest(&r);
	close(AEX_EVENTS_FD);
	return rc;
}

int traced_run(const struct toolchain *tc, const char *dir, struct traced_opts *o)
{
	const struct target *t = target_get(tc->isa);
	char *traced = util_xasprintf("%s/traced", dir), *plain = util_xasprintf("%s/plain", dir);
	bool to_stdout = o->events && strcmp(o->events, "-") == 0;
	struct evf_header h = { 0 };
	struct writer wr;
	struct run_opts r;
	struct evf_end end = { 0 };
	int out = -1, ev[2] = { -1, -1 }, cr[2] = { -1, -1 }, status = 0, rc = -1;

	memset(&wr, 0, sizeof wr);
	o->raw_bytes = o->stored_bytes = 0;
	if (!util_file_exists(traced)) {
		util_error("%s: no traced ELF (build it with a placement)", traced);
		goto out;
	}
	if (!o->events) {
		rc = run_discarded(tc, traced, o);
		goto out;
	}
	if (elf_build_id(plain, &h.build) < 0)
		goto out;
	h.big_endian = t ? t->big_endian : true;
	wr.pipe.w = &wr.w;
	evf_demux_init(&wr.pipe.dm, h.big_endian);
	snprintf(h.isa, sizeof h.isa, "%s", tc->isa);
	out = to_stdout ? fcntl(STDOUT_FILENO, F_DUPFD_CLOEXEC, 3)
			: open(o->events, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
	if (out < 0) {
		util_error("%s: %s", o->events, strerror(errno));
		goto out;
	}
	if (evf_writer_open(&wr.w, out, &h, o->level, o->frame) < 0) {
		util_error("%s: writing the event trace: %s", o->events, strerror(wr.w.err));
		goto out;
	}
	if (pipe2(ev, O_CLOEXEC) < 0 || pipe2(cr, O_CLOEXEC) < 0 ||
	    dup2(ev[1], AEX_EVENTS_FD) < 0 || dup2(cr[1], AEX_EVENTS_CRASH_FD) < 0) {
		util_error("pipe: %s", strerror(errno));
		goto out;
	}
	fcntl(AEX_EVENTS_FD, F_SETFD, FD_CLOEXEC);
	fcntl(AEX_EVENTS_CRASH_FD, F_SETFD, FD_CLOEXEC);
	/* Room in the pipe for a whole buffer of the program's (1 MiB, docs/memory-layout.md):
	 * its write returns at once and it runs on while we frame and compress. Without the
	 * room (a lower /proc/sys/fs/pipe-max-size) only slower. */
	(void)fcntl(ev[0], F_SETPIPE_SZ, 1 << 20);
	close(ev[1]);
	close(cr[1]);
	ev[1] = cr[1] = -1;
	wr.ev = ev[0];
	wr.crash = cr[0];
	r = guest_opts(tc, traced, o);
	r.keep_fd2 = AEX_EVENTS_CRASH_FD;
	r.during = store_events;
	r.during_ctx = &wr;
	r.wait_status = &status;
	rc = run_guest(&r);
	/* if the guest never started, our write ends are still open */
	close(AEX_EVENTS_FD);
	close(AEX_EVENTS_CRASH_FD);
	if (rc < 0)
		goto out;
	if (WIFSIGNALED(status)) {
		end.how = AEX_EVENTS_HOW_KILLED;
		end.code = (uint32_t)WTERMSIG(status);
	} else {
		end.how = AEX_EVENTS_HOW_EXITED;
		end.code = (uint32_t)WEXITSTATUS(status);
	}
	if (wr.ncrash == AEX_EVENTS_CRASH_SIZE &&
	    guest_word(wr.crash_rec, h.big_endian) == AEX_EVENTS_CRASH_SIGNAL) {
		end.crash = 1;
		end.signal = guest_word(wr.crash_rec + 4, h.big_endian);
		end.pc = guest_word(wr.crash_rec + 8, h.big_endian);
	}
	if (!wr.w.err)
		evf_finish(&wr.w, &end);
	for (int s = 0; s < AEX_EVENTS_STREAMS; s++)
		o->raw_bytes += wr.w.raw_off[s] + wr.w.nraw[s];
	o->stored_bytes = wr.w.stored;
	if (wr.read_err) {
		util_error("reading the program's events: %s", strerror(wr.read_err));
		rc = -1;
	} else if (wr.pipe.dm.bad) {
		util_error("the program's event pipe is malformed at pipe byte %llu",
			   (unsigned long long)wr.pipe.dm.off);
		rc = -1;
	} else if (wr.w.err) {
		util_error("%s: writing the event trace failed: %s; it holds the first %llu event "
			   "bytes and %llu value bytes, an exact prefix (aex regen gives its trace, "
			   "exit status 1)", o->events, strerror(wr.w.err),
			   (unsigned long long)wr.w.raw_off[AEX_EVENTS_STREAM_BYTES],
			   (unsigned long long)wr.w.raw_off[AEX_EVENTS_STREAM_WORDS]);
		rc = -1;
	}
out:
	if (out >= 0 && close(out) < 0 && rc >= 0) {
		util_error("%s: writing the event trace failed: %s", o->events, strerror(errno));
		rc = -1;
	}
	for (int i = 0; i < 2; i++) {
		if (ev[i] >= 0)
			close(ev[i]);
		if (cr[i] >= 0)
			close(cr[i]);
	}
	evf_writer_free(&wr.w);
	free(traced);
	free(plain);
	return rc;
}

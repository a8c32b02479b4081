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
#include <glob.h>
#include <ctype.h>
#include <poll.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <unistd.h>

/* One process of the run: its event pipe, stored into its own event trace. */
struct proc {
	char *name;                 /* "0", "0.1", "0.1.2": the golden plugin's naming */
	char *path;                 /* its event trace: the run's path, then the name's suffix */
	uint32_t pid;
	size_t index;               /* in the run's procs */
	int parent;                 /* index in the run's procs, -1 for the first */
	unsigned nth;               /* it is its parent's nth child */
	uint64_t at[AEX_EVENTS_STREAMS];   /* the parent's stream offsets at the fork */
	unsigned forks;             /* children so far */
	int fd;                     /* read end of its event pipe; -1 at its end */
	int out;
	struct evf_writer w;
	struct evf_pipe pipe;
	struct run_ctl *run;
	bool exited, crashed;       /* its exit or crash control chunk came */
	bool done;                  /* its trace is finished and its writer freed */
	unsigned long long raw, stored;   /* its events' bytes, the bytes stored */
	uint32_t status, signal, pc;
	char err[200];              /* why its trace is not whole */
};

/* A pipe's read end a process sent before a fork, not yet claimed by its fork chunk. */
struct handed {
	uint32_t pid;
	int fd;
};

/* What the writer does while the program runs. */
struct run_ctl {
	const struct traced_opts *o;
	struct evf_header h;
	struct proc **procs;        /* each allocated on its own: the demultiplexer of a pipe
				     * being read holds its proc while a fork adds another */
	size_t nprocs, cap;
	int sock;                   /* our end of the process socket; -1 once it ended */
	struct handed *handed;
	size_t nhanded, hcap;
	int read_err;
	char err[240];              /* the first error of the run */
};

static uint32_t guest_word(const uint8_t *p, bool big_endian);

static void run_error(struct run_ctl *rc, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

/* The sync frames' interval a run asks for (docs/event-format.md). */
static void set_sync(struct evf_writer *w, const struct traced_opts *o)
{
	w->sync_every = o->no_sync ? 0 : o->sync_every ? o->sync_every : AEX_EVENTS_SYNC_EVERY;
}
static void run_error(struct run_ctl *rc, const char *fmt, ...)
{
	va_list ap;

	if (rc->err[0])
		return;
	va_start(ap, fmt);
	vsnprintf(rc->err, sizeof rc->err, fmt, ap);
	va_end(ap);
}

static int proc_control(void *ctx, const uint8_t *p, size_t n);
static void proc_finish(struct proc *pr, int status, bool first);

/* Process i's trace is over (its pipe ended, or the run): its end frame (the first process's
 * from status), its counts, its writer freed, any failure noted. */
static void proc_done(struct run_ctl *rc, size_t i, int status)
{
	struct proc *pr = rc->procs[i];

	if (pr->done)
		return;
	pr->done = true;
	proc_finish(pr, status, i == 0);
	for (int s = 0; s < AEX_EVENTS_STREAMS; s++)
		pr->raw += pr->w.raw_off[s] + pr->w.nraw[s];
	pr->stored = pr->w.stored;
	if (pr->pipe.dm.bad && !pr->err[0])
		run_error(rc, "%sthe program's event pipe is malformed at pipe byte %llu",
			  i ? "a child's: " : "", (unsigned long long)pr->pipe.dm.off);
	else if (pr->w.err)
		run_error(rc, "%s: writing the event trace failed: %s; it holds the first %llu event "
			  "bytes and %llu value bytes, an exact prefix (aex regen gives its trace, "
			  "exit status 1)", i ? pr->path : rc->o->events, strerror(pr->w.err),
			  (unsigned long long)pr->w.raw_off[AEX_EVENTS_STREAM_BYTES],
			  (unsigned long long)pr->w.raw_off[AEX_EVENTS_STREAM_WORDS]);
	if (pr->out >= 0 && close(pr->out) < 0)
		run_error(rc, "%s: writing the event trace failed: %s",
			  pr->path ? pr->path : rc->o->events, strerror(errno));
	pr->out = -1;
	evf_writer_free(&pr->w);
}

/* A new process's writer on the run's header; its event trace is opened here, the first
 * process's by traced_run. */
static struct proc *proc_add(struct run_ctl *rc, int parent, int fd)
{
	struct proc *pr;

	if (rc->nprocs == rc->cap) {
		rc->cap = rc->cap ? 2 * rc->cap : 8;
		rc->procs = util_xrealloc(rc->procs, rc->cap * sizeof *rc->procs);
	}
	pr = util_xmalloc(sizeof *pr);
	memset(pr, 0, sizeof *pr);
	pr->index = rc->nprocs;
	rc->procs[rc->nprocs++] = pr;
	pr->parent = parent;
	pr->fd = fd;
	pr->out = -1;
	pr->run = rc;
	pr->pipe.w = &pr->w;
	pr->pipe.control = proc_control;
	pr->pipe.control_ctx = pr;
	evf_demux_init(&pr->pipe.dm, rc->h.big_endian);
	return pr;
}

/* The read end the process pid sent before its fork: from those received, else from the
 * socket (it was sent before the fork chunk was written, so it is there). -1 if none. */
static int claim_handed(struct run_ctl *rc, uint32_t pid)
{
	for (;;) {
		uint8_t body[4];
		char cbuf[CMSG_SPACE(sizeof(int))];
		struct iovec iov = { body, sizeof body };
		struct msghdr mh = { .msg_iov = &iov, .msg_iovlen = 1, .msg_control = cbuf,
				     .msg_controllen = sizeof cbuf };
		struct cmsghdr *cm;
		ssize_t n;
		int fd = -1;

		for (size_t i = 0; i < rc->nhanded; i++) {
			if (rc->handed[i].pid == pid) {
				fd = rc->handed[i].fd;
				rc->handed[i] = rc->handed[--rc->nhanded];
				return fd;
			}
		}
		if (rc->sock < 0)
			return -1;
		n = recvmsg(rc->sock, &mh, MSG_CMSG_CLOEXEC);
		if (n < 0 && errno == EINTR)
			continue;
		if (n <= 0) {
			close(rc->sock);
			rc->sock = -1;
			return -1;
		}
		for (cm = CMSG_FIRSTHDR(&mh); cm; cm = CMSG_NXTHDR(&mh, cm))
			if (cm->cmsg_level == SOL_SOCKET && cm->cmsg_type == SCM_RIGHTS &&
			    cm->cmsg_len == CMSG_LEN(sizeof(int)))
				memcpy(&fd, CMSG_DATA(cm), sizeof fd);
		if (fd < 0 || n != sizeof body) {
			if (fd >= 0)
				close(fd);
			run_error(rc, "a malformed message on the process socket");
			continue;
		}
		if (rc->nhanded == rc->hcap) {
			rc->hcap = rc->hcap ? 2 * rc->hcap : 8;
			rc->handed = util_xrealloc(rc->handed, rc->hcap * sizeof *rc->handed);
		}
		rc->handed[rc->nhanded++] = (struct handed){ guest_word(body, rc->h.big_endian), fd };
	}
}

/* A fork chunk of process i: its child's pipe, trace and writer. */
static void proc_forked(struct run_ctl *rc, size_t i, uint32_t pid, uint32_t child)
{
	struct proc *pr = rc->procs[i], *c;
	int fd = claim_handed(rc, pid);
	const char *dot;

	pr->pid = pid;
	pr->forks++;
	if (fd < 0) {
		run_error(rc, "process %s forked (pid %u) without handing its child's events over",
			  pr->name, child);
		return;
	}
	(void)fcntl(fd, F_SETPIPE_SZ, 1 << 20);
	c = proc_add(rc, (int)i, fd);
	c->pid = child;
	c->nth = pr->forks;
	c->name = util_xasprintf("%s.%u", pr->name, pr->forks);
	dot = strchr(c->name, '.');
	for (int s = 0; s < AEX_EVENTS_STREAMS; s++)
		c->at[s] = pr->w.raw_off[s] + pr->w.nraw[s];
	if (strcmp(rc->o->events, "-") == 0) {
		snprintf(c->err, sizeof c->err, "its events were read and dropped: a program that "
			 "forks needs its event trace in a file");
		run_error(rc, "process %s: %s", c->name, c->err);
		return;
	}
	c->path = util_xasprintf("%s%s", rc->o->events, dot);
	c->out = open(c->path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
	if (c->out < 0 || evf_writer_open(&c->w, c->out, &rc->h, rc->o->level, rc->o->frame) < 0) {
		snprintf(c->err, sizeof c->err, "%s: %s", c->path,
			 strerror(c->out < 0 ? errno : c->w.err));
		run_error(rc, "%s", c->err);
	}
	set_sync(&c->w, rc->o);
}

static int proc_control(void *ctx, const uint8_t *p, size_t n)
{
	struct proc *pr = ctx;
	struct run_ctl *rc = pr->run;
	bool be = rc->h.big_endian;
	uint32_t kind = guest_word(p, be);

	if (kind == AEX_EVENTS_CONTROL_FORK && n == 12) {
		proc_forked(rc, pr->index, guest_word(p + 4, be), guest_word(p + 8, be));
	} else if (kind == AEX_EVENTS_CONTROL_CRASH && n == AEX_EVENTS_CRASH_SIZE) {
		pr->crashed = true;
		pr->signal = guest_word(p + 4, be);
		pr->pc = guest_word(p + 8, be);
	} else if (kind == AEX_EVENTS_CONTROL_EXIT && n == 8) {
		pr->exited = true;
		pr->status = guest_word(p + 4, be);
	} else if ((kind == AEX_EVENTS_CONTROL_SIGNAL && n == 8) ||
		   (kind == AEX_EVENTS_CONTROL_SIGNAL_END && n == 4)) {
		/* a handler's events begin or end here: a signal frame, after what came before */
		if (pr->out >= 0 && !pr->w.err)
			evf_signal(&pr->w, kind == AEX_EVENTS_CONTROL_SIGNAL_END,
				   n == 8 ? guest_word(p + 4, be) : 0);
	} else {
		pr->pipe.dm.bad = true;
		return -1;
	}
	return 0;
}

/* Reads a process's pipe once: false at its end. */
static bool proc_read(struct run_ctl *rc, size_t i, uint8_t *buf, size_t cap)
{
	struct proc *pr = rc->procs[i];
	ssize_t n = read(pr->fd, buf, cap);

	if (n < 0 && errno == EINTR)
		return true;
	if (n < 0)
		rc->read_err = errno;
	if (n <= 0)
		return false;
	if (pr->out >= 0 && !pr->w.err && !pr->pipe.dm.bad)
		evf_demux(&pr->pipe.dm, buf, (size_t)n, evf_pipe_put, &pr->pipe);
	return true;
}

/* Stores everything the processes write until each has closed its end, and takes the pipes
 * of new processes from the socket. A failed write (a full disk) or a malformed chunk of a
 * pipe stops the storing of that process, not the reading: the program runs on as without
 * tracing. */
static void store_events(void *ctx)
{
	struct run_ctl *rc = ctx;
	size_t cap = 1u << 20;
	uint8_t *buf = util_xmalloc(cap);
	struct pollfd *pf = NULL;
	size_t *who = NULL, npf = 0;

	/* our copies of the program's ends: the program's must be the last, for the end of file */
	close(AEX_EVENTS_FD);
	close(AEX_EVENTS_SOCKET_FD);
	for (;;) {
		size_t open = 0;

		pf = util_xrealloc(pf, (rc->nprocs + 1) * sizeof *pf);
		who = util_xrealloc(who, (rc->nprocs + 1) * sizeof *who);
		npf = 0;
		for (size_t i = 0; i < rc->nprocs; i++) {
			if (rc->procs[i]->fd < 0)
				continue;
			pf[npf] = (struct pollfd){ .fd = rc->procs[i]->fd, .events = POLLIN };
			who[npf++] = i;
			open++;
		}
		if (!open)
			break;
		if (open == 1) {
			/* one process: plain blocking reads */
			size_t i = who[0];

			if (!proc_read(rc, i, buf, cap)) {
				close(rc->procs[i]->fd);
				rc->procs[i]->fd = -1;
				/* a child's trace ends with its pipe (its end chunk came before):
				 * its writer goes now, so a program forking thousands of
				 * processes does not keep thousands of writers */
				if (i > 0)
					proc_done(rc, i, 0);
			}
			continue;
		}
		if (poll(pf, npf, -1) < 0) {
			if (errno == EINTR)
				continue;
			rc->read_err = errno;
			break;
		}
		for (size_t k = 0; k < npf; k++) {
			size_t i = who[k];

			if (!pf[k].revents)
				continue;
			if (!proc_read(rc, i, buf, cap)) {
				close(rc->procs[i]->fd);
				rc->procs[i]->fd = -1;
				/* a child's trace ends with its pipe (its end chunk came before):
				 * its writer goes now, so a program forking thousands of
				 * processes does not keep thousands of writers */
				if (i > 0)
					proc_done(rc, i, 0);
			}
		}
	}
	free(pf);
	free(who);
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
	r.plugin = o->plugin;
	r.argv0 = o->argv0;
	r.stack_size = o->stack_size;
	return r;
}

/* Whether s is a process suffix: ".N" once or more. */
static bool process_suffix(const char *s)
{
	if (!*s)
		return false;
	while (*s) {
		if (*s++ != '.' || !isdigit((unsigned char)*s))
			return false;
		while (isdigit((unsigned char)*s))
			s++;
	}
	return true;
}

/* Process suffixes in the order of making: number by number, a parent before its children. */
static int suffix_cmp(const void *a, const void *b)
{
	const char *x = *(char *const *)a, *y = *(char *const *)b;

	while (*x && *y) {
		unsigned long u = strtoul(x + 1, (char **)&x, 10), v = strtoul(y + 1, (char **)&y, 10);

		if (u != v)
			return u < v ? -1 : 1;
	}
	return *x ? 1 : *y ? -1 : 0;
}

void traced_process_files(const char *base, struct util_argv *out)
{
	char *pat = util_xasprintf("%s.*", base);
	size_t n = strlen(base);
	int first = out->n;
	glob_t g;

	if (glob(pat, GLOB_NOSORT | GLOB_NOESCAPE, NULL, &g) == 0) {
		for (size_t i = 0; i < g.gl_pathc; i++)
			if (strncmp(g.gl_pathv[i], base, n) == 0 && process_suffix(g.gl_pathv[i] + n))
				util_argv_push(out, g.gl_pathv[i] + n);
		globfree(&g);
	}
	free(pat);
	if (out->n > first)
		qsort(out->v + first, (size_t)(out->n - first), sizeof *out->v, suffix_cmp);
}

void traced_all_process_files(const char *base, struct util_argv *sfx, struct util_argv *paths)
{
	int first = sfx->n;

	util_argv_push(sfx, "");
	traced_process_files(base, sfx);
	for (int i = first; i < sfx->n; i++) {
		char *f = util_xasprintf("%s%s", base, sfx->v[i]);

		util_argv_push(paths, f);
		free(f);
	}
}

/* Events discarded: the program writes them to /dev/null itself, and so do its children (the
 * process socket is /dev/null too, not a socket: the runtime then keeps the descriptor). */
static int run_discarded(const struct toolchain *tc, const char *traced,
			 const struct traced_opts *o)
{
	struct run_opts r = guest_opts(tc, traced, o);
	int fd = open("/dev/null", O_WRONLY | O_CLOEXEC), rc;

	if (fd < 0 || dup2(fd, AEX_EVENTS_FD) < 0 || dup2(fd, AEX_EVENTS_SOCKET_FD) < 0) {
		util_error("/dev/null: %s", strerror(errno));
		if (fd >= 0)
			close(fd);
		return -1;
	}
	close(fd);
	fcntl(AEX_EVENTS_FD, F_SETFD, FD_CLOEXEC);
	fcntl(AEX_EVENTS_SOCKET_FD, F_SETFD, FD_CLOEXEC);
	r.keep_fd2 = AEX_EVENTS_SOCKET_FD;
	rc = run_guest(&r);
	close(AEX_EVENTS_FD);
	close(AEX_EVENTS_SOCKET_FD);
	return rc;
}

/* A process's end frame: the first's from its wait status, the others' from their exit or
 * crash chunks (a process that sent neither was killed by a signal it could not catch). */
static void proc_finish(struct proc *pr, int status, bool first)
{
	struct evf_end end = { 0 };

	if (first && WIFSIGNALED(status)) {
		end.how = AEX_EVENTS_HOW_KILLED;
		end.code = (uint32_t)WTERMSIG(status);
	} else if (first) {
		end.how = AEX_EVENTS_HOW_EXITED;
		end.code = (uint32_t)WEXITSTATUS(status);
	} else if (pr->exited) {
		end.how = AEX_EVENTS_HOW_EXITED;
		end.code = pr->status & 0xff;
	} else {
		end.how = AEX_EVENTS_HOW_KILLED;
		end.code = pr->crashed ? pr->signal : 0;
	}
	if (pr->crashed) {
		end.crash = 1;
		end.signal = pr->signal;
		end.pc = pr->pc;
	}
	if (pr->out >= 0 && !pr->w.err)
		evf_finish(&pr->w, &end);
	pr->status = end.code;
	if (end.how == AEX_EVENTS_HOW_KILLED)
		pr->signal = end.code;
	pr->exited = end.how == AEX_EVENTS_HOW_EXITED;
}

/* The run record (docs/processes.md): the process tree, where each fork happened in its
 * parent's event trace, how each process ended. */
static int write_run_record(const struct run_ctl *rc, const char *path)
{
	FILE *f = fopen(path, "w");

	if (!f) {
		util_error("%s: %s", path, strerror(errno));
		return -1;
	}
	fprintf(f, "aex-run 1\n");
	for (size_t i = 0; i < rc->nprocs; i++) {
		const struct proc *pr = rc->procs[i];
		const char *base = strrchr(pr->path ? pr->path : rc->o->events, '/');

		fprintf(f, "process %s pid %u", pr->name, pr->pid);
		if (pr->parent >= 0)
			fprintf(f, " parent %s fork %u at %llu %llu", rc->procs[pr->parent]->name,
				pr->nth, (unsigned long long)pr->at[0], (unsigned long long)pr->at[1]);
		fprintf(f, " events %s", base ? base + 1 : pr->path ? pr->path : rc->o->events);
		if (pr->crashed)
			fprintf(f, " crash %u 0x%08x", pr->signal, pr->pc);
		else if (pr->exited)
			fprintf(f, " exit %u", pr->status);
		else
			fprintf(f, " killed %u", pr->signal);
		fprintf(f, " forks %u%s%s\n", pr->forks, pr->err[0] ? " error " : "", pr->err);
	}
	if (fclose(f) != 0) {
		util_error("%s: %s", path, strerror(errno));
		return -1;
	}
	return 0;
}

/* The first process's event trace opened for writing (its header: the two ELFs' identities),
 * the per-process traces of an earlier run at the same place removed. Returns 0, or -1 with
 * a message. */
static int run_open_first(struct run_ctl *run, const struct toolchain *tc, const char *traced,
			  const char *plain, bool to_stdout)
{
	const struct target *t = target_get(tc->isa);
	const struct traced_opts *o = run->o;
	struct proc *first;

	if (elf_build_id(plain, &run->h.build) < 0 || elf_build_id(traced, &run->h.traced) < 0)
		return -1;
	run->h.big_endian = t ? t->big_endian : true;
	snprintf(run->h.isa, sizeof run->h.isa, "%s", tc->isa);
	if (!to_stdout) {
		/* the per-process traces of an earlier run there are not this run's */
		struct util_argv old = { 0 }, paths = { 0 };

		traced_all_process_files(o->events, &old, &paths);
		for (int i = 1; i < paths.n; i++)
			unlink(paths.v[i]);
		util_argv_free(&old);
		util_argv_free(&paths);
	}
	first = proc_add(run, -1, -1);
	first->name = util_xstrdup("0");
	first->out = to_stdout ? fcntl(STDOUT_FILENO, F_DUPFD_CLOEXEC, 3)
			       : open(o->events, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
	if (first->out < 0) {
		util_error("%s: %s", o->events, strerror(errno));
		return -1;
	}
	if (evf_writer_open(&first->w, first->out, &run->h, o->level, o->frame) < 0) {
		util_error("%s: writing the event trace: %s", o->events, strerror(first->w.err));
		return -1;
	}
	set_sync(&first->w, o);
	if (o->prologue && evf_write(&first->w, AEX_EVENTS_STREAM_BYTES, o->prologue,
				     o->nprologue) < 0) {
		util_error("%s: writing the event trace: %s", o->events, strerror(first->w.err));
		return -1;
	}
	return 0;
}

/* The program's event pipe and process socket on their descriptors (AEX_EVENTS_FD,
 * AEX_EVENTS_SOCKET_FD), our ends into the first process and the run. Returns 0, or -1 with
 * a message. */
static int run_open_channels(struct run_ctl *run, int ev[2], int so[2])
{
	if (pipe2(ev, O_CLOEXEC) < 0 ||
	    socketpair(AF_UNIX, SOCK_SEQPACKET | SOCK_CLOEXEC, 0, so) < 0 ||
	    dup2(ev[1], AEX_EVENTS_FD) < 0 || dup2(so[1], AEX_EVENTS_SOCKET_FD) < 0) {
		util_error("pipe: %s", strerror(errno));
		return -1;
	}
	fcntl(AEX_EVENTS_FD, F_SETFD, FD_CLOEXEC);
	fcntl(AEX_EVENTS_SOCKET_FD, F_SETFD, FD_CLOEXEC);
	/* Room in the pipe for a whole buffer of the program's (1 MiB, docs/memory-layout.md):
	 * its write returns at once and it runs on while we frame and compress. Without the
	 * room (a lower /proc/sys/fs/pipe-max-size) only slower. */
	(void)fcntl(ev[0], F_SETPIPE_SZ, 1 << 20);
	close(ev[1]);
	close(so[1]);
	ev[1] = so[1] = -1;
	run->procs[0]->fd = ev[0];
	ev[0] = -1;
	run->sock = so[0];
	so[0] = -1;
	return 0;
}

/* After the program (status its wait status): every process's trace ended and counted into o,
 * what went wrong said, the run record written. Returns rc, or -1 when something went wrong. */
static int run_finish(struct run_ctl *run, struct traced_opts *o, int status, bool to_stdout,
		      int rc)
{
	for (size_t i = 0; i < run->nprocs; i++) {
		struct proc *pr = run->procs[i];

		proc_done(run, i, status);
		o->raw_bytes += pr->raw;
		o->stored_bytes += pr->stored;
	}
	o->processes = (int)run->nprocs;
	for (size_t i = 0; i < run->nhanded; i++)
		run_error(run, "a child's events (sent by pid %u) were never claimed by its fork",
			  run->handed[i].pid);
	if (run->read_err)
		run_error(run, "reading the program's events: %s", strerror(run->read_err));
	if (!to_stdout) {
		char *rec = util_xasprintf("%s.run", o->events);

		if ((run->nprocs > 1 || util_file_exists(rec)) && write_run_record(run, rec) < 0)
			rc = -1;
		free(rec);
	}
	if (run->err[0]) {
		util_error("%s", run->err);
		rc = -1;
	}
	return rc;
}

static void run_free(struct run_ctl *run, int ev[2], int so[2])
{
	for (size_t i = 0; i < run->nprocs; i++) {
		struct proc *pr = run->procs[i];

		if (pr->out >= 0)
			close(pr->out);   /* (a run that failed before its end) */
		if (pr->fd >= 0)
			close(pr->fd);
		evf_writer_free(&pr->w);
		free(pr->name);
		free(pr->path);
		free(pr);
	}
	free(run->procs);
	for (size_t i = 0; i < run->nhanded; i++)
		close(run->handed[i].fd);
	free(run->handed);
	for (int i = 0; i < 2; i++) {
		if (ev[i] >= 0)
			close(ev[i]);
		if (so[i] >= 0)
			close(so[i]);
	}
	if (run->sock >= 0)
		close(run->sock);
}

int traced_run(const struct toolchain *tc, const char *dir, struct traced_opts *o)
{
	char *traced = o->elf ? util_xstrdup(o->elf) : util_xasprintf("%s/traced", dir);
	char *plain = util_xasprintf("%s/plain", dir);
	bool to_stdout = o->events && strcmp(o->events, "-") == 0;
	struct run_ctl run;
	struct run_opts r;
	int ev[2] = { -1, -1 }, so[2] = { -1, -1 }, status = 0, rc = -1;

	memset(&run, 0, sizeof run);
	run.o = o;
	run.sock = -1;
	o->raw_bytes = o->stored_bytes = 0;
	o->processes = 0;
	if (!util_file_exists(traced)) {
		util_error("%s: no such ELF (build it with a placement%s)", traced,
			   o->elf ? ", or --mode replay" : "");
	} else if (!o->events) {
		rc = run_discarded(tc, traced, o);
	} else if (run_open_first(&run, tc, traced, plain, to_stdout) == 0 &&
		   run_open_channels(&run, ev, so) == 0) {
		r = guest_opts(tc, traced, o);
		r.keep_fd2 = AEX_EVENTS_SOCKET_FD;
		r.during = store_events;
		r.during_ctx = &run;
		r.wait_status = &status;
		rc = run_guest(&r);
		/* if the guest never started, our ends are still open */
		close(AEX_EVENTS_FD);
		close(AEX_EVENTS_SOCKET_FD);
		if (rc >= 0)
			rc = run_finish(&run, o, status, to_stdout, rc);
	}
	run_free(&run, ev, so);
	free(traced);
	free(plain);
	return rc;
}

void traced_remove(const char *base)
{
	struct util_argv sfx = { 0 };
	char *run = util_xasprintf("%s.run", base);

	traced_process_files(base, &sfx);
	for (int i = 0; i < sfx.n; i++) {
		char *f = util_xasprintf("%s%s", base, sfx.v[i]);

		unlink(f);
		free(f);
	}
	util_argv_free(&sfx);
	unlink(base);
	unlink(run);
	free(run);
}

void traced_discard_events(struct run_opts *o)
{
	int nfd = open("/dev/null", O_WRONLY);

	dup2(nfd, AEX_EVENTS_FD);
	dup2(nfd, AEX_EVENTS_SOCKET_FD);
	close(nfd);
	if (o->keep_fd <= 2)
		o->keep_fd = AEX_EVENTS_FD;
	o->keep_fd2 = AEX_EVENTS_SOCKET_FD;
}

void traced_discard_end(void)
{
	close(AEX_EVENTS_FD);
	close(AEX_EVENTS_SOCKET_FD);
}

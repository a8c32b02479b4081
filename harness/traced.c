/* traced.c — running a build's traced ELF: the event-trace header (docs/event-format.md)
 * written ahead of the program's events on descriptor AEX_EVENTS_FD, into a file, standard
 * output, /dev/null, or a pipe into zstd (a stored run). */
#include "traced.h"
#include "elf.h"
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
#include <zstd.h>

/* Writes the event-trace header of the build in dir to fd. */
static int write_events_header(int fd, const struct toolchain *tc, const char *dir)
{
	const struct target *t = target_get(tc->isa);
	char *plain = util_xasprintf("%s/plain", dir);
	struct aex_events_header h;
	uint64_t build;
	int rc = 0;

	if (elf_build_id(plain, &build) < 0) {
		free(plain);
		return -1;
	}
	memset(&h, 0, sizeof h);
	memcpy(h.magic, AEX_EVENTS_MAGIC, 8);
	h.version = AEX_EVENTS_VERSION;
	h.header_size = AEX_EVENTS_HEADER_SIZE;
	h.big_endian = (uint8_t)(t ? t->big_endian : 1);
	strncpy(h.isa, tc->isa, sizeof h.isa - 1);
	h.build = build;
	if (write(fd, &h, sizeof h) != (ssize_t)sizeof h) {
		util_error("writing the event trace header: %s", strerror(errno));
		rc = -1;
	}
	free(plain);
	return rc;
}

/* Runs dir/traced with its events going to fd (which it closes), stdout to out_fd (0: ours;
 * stderr when events_to_stdout). Returns the guest status or -1. */
static int run_traced_fd(const struct toolchain *tc, const char *dir, int fd, char *const *args,
			 int nargs, const char *cwd, int out_fd, bool events_to_stdout,
			 char *const *env, int nenv)
{
	struct run_opts o = { 0 };
	char *traced = util_xasprintf("%s/traced", dir);
	int rc;

	if (!util_file_exists(traced)) {
		util_error("%s: no traced ELF (build it with a placement)", traced);
		free(traced);
		close(fd);
		return -1;
	}
	if (write_events_header(fd, tc, dir) < 0 || dup2(fd, AEX_EVENTS_FD) < 0) {
		close(fd);
		free(traced);
		return -1;
	}
	close(fd);
	fcntl(AEX_EVENTS_FD, F_SETFD, FD_CLOEXEC);
	o.tc = tc;
	o.binary = traced;
	o.args = args;
	o.nargs = nargs;
	o.cwd = cwd;
	o.keep_fd = AEX_EVENTS_FD;
	o.stdout_fd = out_fd ? out_fd : (events_to_stdout ? STDERR_FILENO : 0);
	o.env = env;
	o.nenv = nenv;
	rc = run_guest(&o);
	close(AEX_EVENTS_FD);
	free(traced);
	return rc;
}

int traced_run(const struct toolchain *tc, const char *dir, const char *events, char *const *args,
	       int nargs, const char *cwd, int out_fd, char *const *env, int nenv)
{
	bool to_stdout = events && strcmp(events, "-") == 0;
	int fd;

	if (!events)
		fd = open("/dev/null", O_WRONLY | O_CLOEXEC);
	else if (to_stdout)
		fd = fcntl(STDOUT_FILENO, F_DUPFD_CLOEXEC, 3);
	else
		fd = open(events, O_RDWR | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
	if (fd < 0) {
		util_error("%s: %s", events ? events : "/dev/null", strerror(errno));
		return -1;
	}
	return run_traced_fd(tc, dir, fd, args, nargs, cwd, out_fd, to_stdout, env, nenv);
}

/* Compresses everything readable on in with zstd (level ZSTD_LEVEL) into path; the child
 * process of a stored run. Returns 0 or -1. */
#define ZSTD_LEVEL 3
static int zstd_stream(int in, const char *path)
{
	ZSTD_CCtx *cx = ZSTD_createCCtx();
	size_t ilen = ZSTD_CStreamInSize(), olen = ZSTD_CStreamOutSize();
	char *ibuf = util_xmalloc(ilen), *obuf = util_xmalloc(olen);
	int out = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644), rc = 0;
	bool last = false;

	if (!cx || out < 0)
		rc = -1;
	else
		ZSTD_CCtx_setParameter(cx, ZSTD_c_compressionLevel, ZSTD_LEVEL);
	while (rc == 0 && !last) {
		ssize_t n = read(in, ibuf, ilen);
		ZSTD_inBuffer ib;
		size_t left;

		if (n < 0 && errno == EINTR)
			continue;
		if (n < 0) {
			rc = -1;
			break;
		}
		last = n == 0;
		ib = (ZSTD_inBuffer){ ibuf, (size_t)n, 0 };
		do {
			ZSTD_outBuffer ob = { obuf, olen, 0 };

			left = ZSTD_compressStream2(cx, &ob, &ib, last ? ZSTD_e_end : ZSTD_e_continue);
			if (ZSTD_isError(left) ||
			    (ob.pos && write(out, obuf, ob.pos) != (ssize_t)ob.pos)) {
				rc = -1;
				break;
			}
		} while (last ? left != 0 : ib.pos < ib.size);
	}
	if (out >= 0)
		close(out);
	ZSTD_freeCCtx(cx);
	free(ibuf);
	free(obuf);
	return rc;
}

int traced_run_stored(const struct toolchain *tc, const char *dir, const char *zpath,
		      char *const *args, int nargs, const char *cwd, int out_fd)
{
	int p[2], rc, zrc;
	pid_t z;

	if (pipe2(p, O_CLOEXEC) < 0) {
		util_error("pipe: %s", strerror(errno));
		return -1;
	}
	fflush(NULL);
	z = fork();
	if (z < 0) {
		util_error("fork: %s", strerror(errno));
		close(p[0]);
		close(p[1]);
		return -1;
	}
	if (z == 0) {
		close(p[1]);
		_exit(zstd_stream(p[0], zpath) == 0 ? 0 : 1);
	}
	close(p[0]);
	rc = run_traced_fd(tc, dir, p[1], args, nargs, cwd, out_fd, false, NULL, 0);
	while (waitpid(z, &zrc, 0) < 0)
		if (errno != EINTR)
			return -1;
	if (util_wait_status(zrc) != 0) {
		util_error("%s: compressing the event trace failed", zpath);
		return -1;
	}
	return rc;
}

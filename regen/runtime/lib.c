/* lib.c — the run-time library of generated regenerators: reading the event trace (checked
 * against the build), the record buffer and its sink, the end of a regeneration (exit,
 * truncation, error) and the program's indirect calls and setjmp/longjmp. */
#include "rg.h"
#include "aex_events.h"

#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#define INBUF (1u << 20)
#define RECBUF (1u << 20)

enum { DONE_EXIT = 1, DONE_EOF, DONE_STOP, DONE_FAIL };

static uint64_t offset(const struct rg *rg)
{
	return rg->in_off + (uint64_t)(rg->in - rg->inbuf);
}

/* Hands records [buf, upto) to the sink and keeps the rest. */
static void flush_records(struct rg *rg, aex_record *upto)
{
	size_t n = (size_t)(upto - rg->buf), rest = (size_t)(rg->p - upto);
	struct aex_regen_result *res = rg->res;

	for (size_t i = 0; i < n; i++) {
		unsigned k = AEX_RECORD_KIND(rg->buf[i]);
		res->fetches += k == 1;
		res->reads += k == 2;
		res->writes += k == 3;
	}
	res->records += n;
	if (n && rg->sink->records(rg->sink->ctx, rg->buf, n) != 0) {
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

void rg_grow(struct rg *rg, size_t n)
{
	flush_records(rg, rg->commit);
	if ((size_t)(rg->end - rg->p) >= n)
		return;
	{
		size_t used = (size_t)(rg->p - rg->buf), commit = (size_t)(rg->commit - rg->buf);
		size_t cap = rg->cap;

		while (cap - used < n)
			cap *= 2;
		rg->buf = realloc(rg->buf, cap * sizeof *rg->buf);
		if (!rg->buf) {
			fprintf(stderr, "regen: error: out of memory\n");
			exit(2);
		}
		rg->cap = cap;
		rg->p = rg->buf + used;
		rg->commit = rg->buf + commit;
		rg->end = rg->buf + cap;
	}
}

void rg_refill(struct rg *rg, size_t n)
{
	size_t have = (size_t)(rg->in_end - rg->in);

	memmove(rg->inbuf, rg->in, have);
	rg->in_off += (uint64_t)(rg->in - rg->inbuf);
	rg->in = rg->inbuf;
	rg->in_end = rg->inbuf + have;
	while ((size_t)(rg->in_end - rg->in) < n && !rg->eof) {
		ssize_t r = read(rg->fd, (uint8_t *)rg->in_end, INBUF - (size_t)(rg->in_end - rg->in));

		if (r < 0 && errno == EINTR)
			continue;
		if (r < 0) {
			rg_fail(rg, "reading the event trace: %s", strerror(errno));
		}
		if (r == 0)
			rg->eof = true;
		rg->in_end += r;
	}
	if ((size_t)(rg->in_end - rg->in) < n)
		longjmp(rg->done, DONE_EOF);
}

void rg_fail(struct rg *rg, const char *fmt, ...)
{
	va_list ap;
	int n;

	n = snprintf(rg->res->message, sizeof rg->res->message, "event trace byte %llu: ",
		     (unsigned long long)offset(rg));
	va_start(ap, fmt);
	vsnprintf(rg->res->message + n, sizeof rg->res->message - (size_t)n, fmt, ap);
	va_end(ap);
	longjmp(rg->done, DONE_FAIL);
}

void rg_exit(struct rg *rg)
{
	longjmp(rg->done, DONE_EXIT);
}

void rg_stop(struct rg *rg, const char *why)
{
	snprintf(rg->res->message, sizeof rg->res->message, "the program stopped at %s", why);
	longjmp(rg->done, DONE_STOP);
}

void rg_bad_witness(struct rg *rg, const char *func, uint32_t got)
{
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
	for (int i = 0; i < RG_JMPS; i++) {
		if (rg->jmps[i].env == env && rg->jmps[i].serial) {
			rg->jmps[i].val = val;
			longjmp(rg->jmps[i].jb, 1);
		}
	}
	rg_fail(rg, "longjmp to a jmp_buf at 0x%08x whose setjmp was not seen", env);
}

static uint32_t field(const uint8_t *p, int big_endian)
{
	if (big_endian)
		return (uint32_t)p[0] << 24 | (uint32_t)p[1] << 16 | (uint32_t)p[2] << 8 | p[3];
	return (uint32_t)p[3] << 24 | (uint32_t)p[2] << 16 | (uint32_t)p[1] << 8 | p[0];
}

/* The plain address of a traced instruction address, if it is an original instruction. */
static bool plain_pc(uint32_t traced, uint32_t *plain)
{
	size_t lo = 0, hi = rg_program.npcmap;

	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;

		if (rg_program.pcmap[mid][0] == traced) {
			*plain = rg_program.pcmap[mid][1];
			return true;
		}
		if (rg_program.pcmap[mid][0] < traced)
			lo = mid + 1;
		else
			hi = mid;
	}
	return false;
}

static int read_header(int fd, const struct rg_program *prog, uint8_t *h,
		       struct aex_regen_result *res)
{
	size_t got = 0;
	uint64_t build = 0;

	while (got < AEX_EVENTS_HEADER_SIZE) {
		ssize_t r = read(fd, h + got, AEX_EVENTS_HEADER_SIZE - got);

		if (r < 0 && errno == EINTR)
			continue;
		if (r <= 0)
			break;
		got += (size_t)r;
	}
	if (got < AEX_EVENTS_HEADER_SIZE) {
		snprintf(res->message, sizeof res->message, "event trace byte %zu: the file ends "
			 "inside the %d-byte header", got, AEX_EVENTS_HEADER_SIZE);
		return -1;
	}
	if (memcmp(h, AEX_EVENTS_MAGIC, 8) != 0) {
		snprintf(res->message, sizeof res->message, "event trace byte 0: not an aex event "
			 "trace (bad magic)");
		return -1;
	}
	if ((h[8] | h[9] << 8) != AEX_EVENTS_VERSION) {
		snprintf(res->message, sizeof res->message, "event trace byte 8: version %d, this "
			 "regenerator reads version %d", h[8] | h[9] << 8, AEX_EVENTS_VERSION);
		return -1;
	}
	for (int i = 0; i < 8; i++)
		build |= (uint64_t)h[24 + i] << (8 * i);
	if (strncmp((const char *)h + 16, prog->isa, 8) != 0 || build != prog->build) {
		snprintf(res->message, sizeof res->message, "event trace byte 16: a trace of "
			 "another build (%.8s %016llx; this regenerator is for %s %016llx)",
			 (const char *)h + 16, (unsigned long long)build, prog->isa,
			 (unsigned long long)prog->build);
		return -1;
	}
	return 0;
}

void aex_regen(int fd, const struct aex_sink *sink, struct aex_regen_result *res)
{
	static struct rg rg;
	uint8_t h[AEX_EVENTS_HEADER_SIZE];
	int how;

	memset(res, 0, sizeof *res);
	memset(&rg, 0, sizeof rg);
	if (read_header(fd, &rg_program, h, res) < 0) {
		res->status = AEX_REGEN_ERROR;
		return;
	}
	rg.fd = fd;
	rg.prog = &rg_program;
	rg.sink = sink;
	rg.res = res;
	rg.inbuf = malloc(INBUF);
	rg.cap = RECBUF;
	rg.buf = malloc(rg.cap * sizeof *rg.buf);
	if (!rg.inbuf || !rg.buf) {
		snprintf(res->message, sizeof res->message, "out of memory");
		res->status = AEX_REGEN_ERROR;
		return;
	}
	rg.in = rg.in_end = rg.inbuf;
	rg.in_off = AEX_EVENTS_HEADER_SIZE;
	rg.p = rg.commit = rg.buf;
	rg.end = rg.buf + rg.cap;
	how = setjmp(rg.done);
	if (how == 0) {
		rg_program.entry(&rg, 0);
		rg_fail(&rg, "the program's entry returned");
	}
	res->event_offset = offset(&rg);
	res->value_bytes = 0;
	for (int k = 0; k < AEX_VALUE_KINDS; k++) {
		res->value_bytes_by_kind[k] = rg.vbytes[k];
		res->value_bytes += rg.vbytes[k];
	}
	res->marker_bytes = rg.markers;
	res->cbranches = rg.cbranches;
	if (how == DONE_EXIT) {
		flush_records(&rg, rg.p);
		/* nothing may follow the exit */
		if (rg.in == rg.in_end && !rg.eof) {
			ssize_t r = read(fd, rg.inbuf, 1);
			if (r > 0) {
				rg.in = rg.inbuf;
				rg.in_end = rg.inbuf + 1;
			}
		}
		if (rg.in != rg.in_end) {
			snprintf(res->message, sizeof res->message, "event trace byte %llu: events "
				 "after the program's exit", (unsigned long long)offset(&rg));
			res->status = AEX_REGEN_ERROR;
		} else {
			res->status = AEX_REGEN_COMPLETE;
		}
	} else if (how == DONE_EOF || how == DONE_STOP) {
		uint32_t end = field(h + AEX_EVENTS_OFF_END, rg_program.big_endian);
		uint32_t pc = field(h + AEX_EVENTS_OFF_PC, rg_program.big_endian);
		uint32_t plain = 0;
		aex_record *cut = rg.commit;

		if (how == DONE_EOF && end == AEX_EVENTS_END_SIGNAL && plain_pc(pc, &plain)) {
			/* The program died at that instruction, after the last event: its fetch
			 * is the last record (the access that faulted did not happen). */
			for (aex_record *r = rg.commit; r < rg.p; r++) {
				if (AEX_RECORD_KIND(*r) == 1 && AEX_RECORD_ADDR(*r) == plain) {
					cut = r + 1;
					res->crashed = 1;
					break;
				}
			}
		}
		flush_records(&rg, cut);
		res->status = AEX_REGEN_TRUNCATED;
		if (how == DONE_STOP)
			; /* the message says where */
		else if (end == AEX_EVENTS_END_SIGNAL)
			snprintf(res->message, sizeof res->message, "the program was killed by signal "
				 "%u at 0x%08x (plain ELF 0x%08x): the trace %s", field(h +
				 AEX_EVENTS_OFF_SIGNAL, rg_program.big_endian), pc, plain,
				 cut != rg.commit ? "ends with that instruction"
						  : "stops at the last event");
		else
			snprintf(res->message, sizeof res->message, "the event trace ends at byte %llu "
				 "before the program exited", (unsigned long long)offset(&rg));
	} else if (res->status != AEX_REGEN_ERROR) {
		flush_records(&rg, rg.commit);
		res->status = AEX_REGEN_ERROR;
	}
	free(rg.inbuf);
	free(rg.buf);
}

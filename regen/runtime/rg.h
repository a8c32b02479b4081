/* rg.h — what a generated regenerator (regen/compile.c's output) is built on: the reader of
 * the event trace's two streams, the record buffer, and the tables of the program. Internal to
 * regenerators; consumers use include/aex_regen.h. */
#ifndef AEX_RG_H
#define AEX_RG_H

#include <setjmp.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "aex_events.h"
#include "aex_regen.h"
#include "aex_schema.h"

struct rg;
typedef void (*rg_fn)(struct rg *rg, uint32_t sp);

#if defined(__GNUC__) && !defined(__TINYC__)
#define RG_UNLIKELY(x) __builtin_expect(!!(x), 0)
#else
#define RG_UNLIKELY(x) (x)
#endif

/* A frame of the regenerated program in a regenerator checkpoint: its function (an index of
 * rg_resume_fns), where it resumes (>= 0: that block, after its room check; < 0: its call
 * -site - 1, called again), its stack pointer argument and its locals. */
#define RG_NREGS 128
struct rg_frame {
	int32_t fid, site;
	uint32_t sp, t, d;
	uint64_t anchor;      /* its C frame when captured (to match the jmp slots it set) */
	uint32_t r[RG_NREGS];
};

/* A jmp slot of the program in a checkpoint. */
struct rg_jsave {
	uint32_t env;
	int32_t fid, site;
	uint64_t serial, anchor;
	uint32_t s[RG_NREGS];
};

/* A regenerator checkpoint: the frames, innermost first; where the streams were; the records
 * and the instructions before it. */
struct rg_ckpt {
	struct rg_frame *frames;
	int n, cap;
	uint64_t off[2];
	uint64_t records, insns;
	uintptr_t anchor;     /* while captured: the C frame of its last frame recorded */
	int pending;          /* waiting for its outer frames */
	struct rg_jsave *jmps;   /* the jmp slots set then */
	int njmps;
	/* the last fetch and the last data access before it (address, size each): the canonical
	 * encoder's state there */
	uint32_t last[4];
};

/* Every generated function by its index among the schema's (NULL: not linked). */
extern const rg_fn rg_resume_fns[];
extern const int rg_nresume_fns;

struct rg_func {
	uint32_t traced;      /* the function's address in the traced ELF (indirect calls) */
	rg_fn fn;
	const char *name;
};

/* A setjmp of the program, replayed with the regenerator's own. */
struct rg_jmp {
	uint32_t env;         /* the program's jmp_buf address; 0: free slot */
	uint64_t serial;      /* recency, to reuse the oldest slot */
	jmp_buf jb;
	uint32_t val;
	/* who set it: the function (an index of rg_resume_fns), its setjmp call, its C frame
	 * (the address of its anchor_), and the callee-saved registers then */
	int32_t fid, site;
	uintptr_t anchor;
	uint32_t s[128];
};

#define RG_JMPS 64

struct rg_program {
	const char *isa;
	int big_endian;
	uint64_t build;       /* FNV-1a 64 of the plain ELF */
	uint64_t traced;      /* of the traced ELF (placement, strategy and techniques shape it) */
	rg_fn entry;
	const struct rg_func *funcs;   /* sorted by traced address */
	size_t nfuncs;
	const uint32_t (*pcmap)[2];    /* {traced, plain} instruction addresses, sorted */
	size_t npcmap;
};

struct evf_reader;

/* The bytes of one stream read from the file and not yet consumed, [pos, end) of buf (pos and
 * end are struct rg's in/in_end or win/win_end). */
struct rg_stream {
	uint8_t *buf;
	size_t cap;
	uint64_t off;         /* the stream's offset of buf[0] */
	const uint8_t *end;   /* the end of its bytes read (in_end or win_end stops earlier where
			       * a handler's events begin: rg_refill) */
};

/* A handler of the program delivered between system calls (a signal frame's begin, docs/
 * processes.md, "Asynchronous signals"): its events are those of both streams from at to
 * end; the program ran it at the event store of at. */
struct rg_sig {
	uint64_t at[AEX_EVENTS_STREAMS], end[AEX_EVENTS_STREAMS];
	uint32_t pc;          /* that store's address (traced ELF) */
	bool ended;           /* its end frame came: end is known */
	size_t after;         /* the entries then: those from this one's up to it are nested */
};

struct rg {
	aex_record *p, *end;  /* next record, end of the buffer */
	aex_record *buf, *commit;
	size_t cap;
	const uint8_t *in, *in_end;     /* stream 0, the event bytes */
	const uint8_t *win, *win_end;   /* stream 1, the value words */
	struct rg_stream st[AEX_EVENTS_STREAMS];   /* their buffers */
	struct evf_reader *ev;  /* the stored event trace (lib/evframe.h) */
	bool eof;             /* no more frames: ev_status says why */
	/* handlers delivered between system calls, in the order of their begins; those from
	 * sig_next on are still to come */
	struct rg_sig *sigs;
	size_t nsigs, sig_next, sig_cap;
	int sig_depth;        /* such handlers being regenerated */
	int ev_status;
	/* records handed on before an event confirmed them (a stretch of more than
	 * rg_uncommitted_max records without events), at these offsets of the two streams */
	bool uncertain;
	uint64_t uncertain_off[AEX_EVENTS_STREAMS];
	const struct rg_program *prog;
	const struct aex_sink *sink;
	struct aex_regen_result *res;
	jmp_buf done;
	struct rg_jmp jmps[RG_JMPS];
	uint64_t jmp_serial;
	uint32_t jmp_env;     /* the jmp_buf of the setjmp or longjmp being replayed */
	int depth;
	uint64_t vbytes[AEX_VALUE_KINDS];   /* bytes of recorded values read, by kind */
	uint64_t markers;     /* system-call markers read; the rest are witnesses */
	uint64_t cbranches;   /* conditional branches executed */
	uint32_t pass[AEX_SCHEMA_PASS];   /* the registers a call passes its callee (the
					   * schema's pass line) */
	uint32_t ret[AEX_SCHEMA_RETS];    /* the registers a callee returns known, by number
					   * (the schema's rets line) */
	/* a window (aex_regen_window): NULL for the whole trace; the fetches handed to
	 * flush_records so far (the process's instructions), where they are against it */
	const struct aex_regen_window *window;
	uint64_t wfetches;
	enum { RG_WIN_BEFORE, RG_WIN_IN, RG_WIN_AFTER } wstate;
	bool child;           /* a forked process's regenerator */
	/* capturing a checkpoint (capture_want: at the next block entry; capturing: its outer
	 * frames record themselves as they are returned to, cap_anchor the C frame of the last;
	 * unwinding: the process ended, the frames return) and resuming one */
	int capture_want, capturing, unwinding;
	uint64_t produced;    /* records produced and handed to flush_records, window or not */
	uint32_t last[4];     /* the last fetch and data access handed to flush_records */
	uint64_t capture_next;   /* the instruction count at which the next capture is wanted */
	struct rg_ckpt *cks;  /* captured and being captured, in order */
	int ncks, cks_cap, cap_iter;
	const struct rg_ckpt *resume, *resumed;
	int resume_level, resumed_level, rearm_i;
	struct rg_jmp *jmp_cur;   /* the slot a longjmp goes to */
	struct rg_jmp *unwind_to; /* unwinding for a longjmp to this slot */
};

/* Capture a checkpoint at the first block entry after every this many instructions (0: none),
 * into an index file; resume from a checkpoint (NULL: from the start). */
extern uint64_t rg_capture_every;
/* What an index belongs to: the event trace (its size, its first and last 64 KiB; 0 for one
 * read from a pipe) and the build (rg_program.traced): an index of another is refused. */
extern uint64_t rg_events_fp;
extern const char *rg_capture_path;
extern const struct rg_ckpt *rg_resume_ckpt;
struct rg_frame *rg_capture(struct rg *rg, int fid, int site, uint32_t sp, uintptr_t anchor);
const struct rg_frame *rg_resume_frame(struct rg *rg, int fid);
/* The next jmp slot the frame just resumed had set (its jb to be set again), or NULL. */
struct rg_jmp *rg_resume_jmp(struct rg *rg);
/* Reads an index of checkpoints (*n of them, in order of their instructions). 0, or -1. */
int rg_index_read(const char *path, struct rg_ckpt **cks, int *n);

extern const struct rg_program rg_program;
/* The records a regenerator keeps waiting for the next event before it hands them on
 * unconfirmed (RG_UNCOMMITTED_MAX; lower in the fuzz harness). */
#define RG_UNCOMMITTED_MAX ((size_t)1 << 27)
extern size_t rg_uncommitted_max;
/* The name messages start with: "regen", or "aex regen" when aex runs the regenerator. */
extern const char *rg_prog;

/* Out-of-line paths of the macros below. */
void rg_grow(struct rg *rg, size_t n);
void rg_refill(struct rg *rg, int stream, size_t n);
uint32_t rg_peek_far(struct rg *rg, int width);
/* rg_peek's answer where a handler of a fault begins: the program wrote no witness after it,
 * so the faulting instruction says the way (rg_fault_here, its plain address); rg_fault runs
 * the handler there. */
#define RG_PEEK_FAULT 0x10000u
bool rg_fault_here(struct rg *rg, uint32_t *plain);
void rg_fault(struct rg *rg);
void rg_past_fault(struct rg *rg);
/* At the program's returns, setjmps and longjmps: with both streams read up to where they can
 * be (a handler's begin, or all that was pulled), the program may have faulted since its last
 * event, before this point; rg_past_fault looks, and runs the fault's handler there. */
#define RG_PAST_FAULT(rg) \
	do { \
		if ((rg)->in == (rg)->in_end && (rg)->win == (rg)->win_end) \
			rg_past_fault(rg); \
	} while (0)
void rg_fail(struct rg *rg, const char *fmt, ...) __attribute__((noreturn, format(printf, 2, 3)));
/* The program's exit: does not return, unless a capture waits for its outer frames: then
 * every frame returns (rg->unwinding). */
void rg_exit(struct rg *rg);
void rg_fork(struct rg *rg);
void rg_signal(struct rg *rg, uint32_t m);
void rg_stop(struct rg *rg, const char *why) __attribute__((noreturn));
void rg_trap(struct rg *rg) __attribute__((noreturn));
void rg_icall(struct rg *rg, uint32_t target, uint32_t sp);
void rg_bad_witness(struct rg *rg, const char *func, uint32_t got) __attribute__((noreturn));
struct rg_jmp *rg_setjmp_slot(struct rg *rg, uint32_t env);
/* The program's longjmp: does not return, unless a capture waits for its outer frames: then
 * the frames return (rg->unwinding) up to the one that set the slot (rg_unwound). */
void rg_longjmp(struct rg *rg, uint32_t env, uint32_t val);
void rg_unwound(struct rg *rg) __attribute__((noreturn));

#define RG_RESERVE(rg, n) \
	do { \
		if ((size_t)((rg)->end - (rg)->p) < (size_t)(n)) \
			rg_grow((rg), (n)); \
	} while (0)
/* At a block's entry: a capture wanted starts here (CAP_ of the generated function). */
#define RG_RESERVE_AT(rg, n, b) \
	do { \
		if ((size_t)((rg)->end - (rg)->p) < (size_t)(n)) { \
			rg_grow((rg), (n)); \
			if (RG_UNLIKELY((rg)->capture_want)) { \
				site_ = (b); \
				goto CAP_; \
			} \
		} \
	} while (0)
#define RG_PUT(rg, kind, size, addr) (*(rg)->p++ = AEX_RECORD((kind), (size), (addr)))
#define RG_F(rg, addr) RG_PUT(rg, 1, 4, addr)
#define RG_FS(rg, size, addr) RG_PUT(rg, 1, size, addr)
#define RG_RD(rg, size, addr) RG_PUT(rg, 2, size, addr)
#define RG_WR(rg, size, addr) RG_PUT(rg, 3, size, addr)

/* The next event byte(s) of stream 0. Records produced before an event (of either stream) is
 * read are certain: a truncated trace is cut there. */
static inline uint32_t rg_byte(struct rg *rg)
{
	if (rg->in == rg->in_end)
		rg_refill(rg, AEX_EVENTS_STREAM_BYTES, 1);
	rg->commit = rg->p;
	return *rg->in++;
}

static inline uint32_t rg_witness(struct rg *rg, int width)
{
	uint32_t v = rg_byte(rg);

	if (width == 2)
		v = v << 8 | rg_byte(rg);
	return v;
}

/* A recorded value of width 1, 2 or 4 bytes (a constant at each use), in the program's byte
 * order, zero-extended; kind: enum aex_value_kind. Values of 4 bytes are the value words of
 * stream 1, the others are in stream 0. */
static inline uint32_t rg_value(struct rg *rg, int width, int kind)
{
	const uint8_t *p;

	if (width == 4) {
		if ((size_t)(rg->win_end - rg->win) < 4)
			rg_refill(rg, AEX_EVENTS_STREAM_WORDS, 4);
		rg->commit = rg->p;
		p = rg->win;
		rg->win += 4;
		rg->vbytes[kind] += 4;
		if (rg->prog->big_endian)
			return (uint32_t)p[0] << 24 | (uint32_t)p[1] << 16 | (uint32_t)p[2] << 8 | p[3];
		return (uint32_t)p[3] << 24 | (uint32_t)p[2] << 16 | (uint32_t)p[1] << 8 | p[0];
	}
	if ((size_t)(rg->in_end - rg->in) < (size_t)width)
		rg_refill(rg, AEX_EVENTS_STREAM_BYTES, (size_t)width);
	rg->commit = rg->p;
	p = rg->in;
	rg->in += width;
	rg->vbytes[kind] += (unsigned)width;
	if (width == 1)
		return p[0];
	return rg->prog->big_endian ? (uint32_t)p[0] << 8 | p[1] : (uint32_t)p[1] << 8 | p[0];
}

/* A system call's marker. */
static inline uint32_t rg_marker(struct rg *rg)
{
	rg->markers++;
	return rg_byte(rg);
}

/* The event after a system call that returned: 0, or a handler of the program ran first. */
static inline void rg_after_syscall(struct rg *rg)
{
	uint32_t m = rg_marker(rg);

	if (m != AEX_EVENTS_SYSCALL_OTHER)
		rg_signal(rg, m);
}

/* The next witness without consuming it (blocks placement at a conditional branch): past
 * the events of handlers that begin here, which run only when the program gets there. */
static inline uint32_t rg_peek(struct rg *rg, int width)
{
	if ((size_t)(rg->in_end - rg->in) < (size_t)width)
		return rg_peek_far(rg, width);
	return width == 2 ? (uint32_t)rg->in[0] << 8 | rg->in[1] : rg->in[0];
}

#endif

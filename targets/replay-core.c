/* replay-core.c — the ISA-neutral part of the recording layer of replay builds
 * (docs/replay.md): every system call the program makes through rt's stubs comes here (the
 * target's replay.S saves the call in the state words and calls __aex_replay_before). When
 * recording, the call is made and logged: its number, a hash of its arguments, its result
 * and every byte the kernel wrote into the program's memory. When replaying, the call is
 * answered from the log (those bytes written back, the result returned) or, for the calls
 * that shape the process itself (memory, signals, exit, output on descriptors 1 and 2),
 * made again and checked against the log. Compiled for the guest (build/<isa>/replay-core.o)
 * and linked into replay ELFs only, after all of the program's code: its code is in
 * .aex_replay, its constants in .aex_rodata, its state in the reserved range; the build
 * refuses any other data and any call out.
 *
 * The log, in the program's byte order, a record per call, each a multiple of 4 bytes:
 *   word 0  the call's number (bits 0-15), its spans (bits 16-23), 1 in bit 24 when the
 *           kernel said error (MIPS $7, SPARC's carry)
 *   word 1  FNV-1a 32 of the six argument words
 *   word 2  the result register
 *   then each span: its address, its length, its bytes (padded to 4). */
#include "aex_events.h"
#include "replay-core.h"

#include <bits/signal.h>
#include <bits/sysnum.h>
#include <errno.h>
#include <signal.h>

#define LAYER			__attribute__((section(".aex_replay")))
#define RODATA			__attribute__((section(".aex_rodata")))
#define DEPTH			(*(volatile unsigned long *)(AEX_REPLAY_STATE + RS_DEPTH))
#define FRAME			(AEX_REPLAY_STATE + RS_FRAMES + (DEPTH - 1) * RS_FRAME_SIZE)
#define WORD(off)		(*(volatile unsigned long *)(FRAME + (off)))
#define REC(k)			WORD(RS_REC + 4 * (k))
#define ARG(k)			WORD(RS_A0 + 4 * (k))
#define MAX_SPANS		2

enum { MODE_NONE, MODE_RECORD, MODE_REPLAY };

/* How a call is served on replay. */
enum serve {
	ANSWER,		/* from the log */
	PERFORM,	/* made again; its result must be the log's */
	PERFORM_ANY,	/* made again (output); the log's result returned */
	REFUSE,		/* not supported: the recording stops with a message */
};

struct span {
	unsigned long addr, len;
};

struct layer {		/* at AEX_REPLAY_STATE + RS_C */
	unsigned long mode;
	unsigned long calls;		/* system calls so far */
	unsigned long fill;		/* bytes of the log buffer not yet written out */
	unsigned long pid;		/* getpid's result in the recorded run */
	unsigned long head;		/* a chunk header written on its own */
	char line[256];			/* a message being put together */
};
#define L			((struct layer *)(AEX_REPLAY_STATE + RS_C))

/* The target's: the system call nr (a ... e its arguments), -errno on failure. */
long __aex_replay_sys(long nr, long a, long b, long c, long d, long e);
unsigned long __aex_replay_before(void);
void __aex_replay_after(void);
void __aex_replay_fatal(int sig);

static const char msg_head[] RODATA = "aex: error: replay: ";
static const char msg_nofd[] RODATA =
	"descriptors 1000 and 1004 are not open: run replay builds with 'aex record' or "
	"'aex replay'";
static const char msg_write[] RODATA = "writing the log failed";
static const char msg_unknown[] RODATA = "the program makes system call ";
static const char msg_unknown2[] RODATA = ", which the recording layer does not know";
static const char msg_refused[] RODATA = ", which replay does not support yet (docs/replay.md)";
static const char msg_handler[] RODATA =
	"a handler for an asynchronous signal is not supported by replay yet: signal ";
static const char msg_diverged[] RODATA = "the replay diverged at system call #";
static const char msg_number[] RODATA = ": the program calls ";
static const char msg_logged[] RODATA = ", the log has ";
static const char msg_deep[] RODATA = "system calls nested deeper than the layer keeps";
static const char msg_args[] RODATA = " with other arguments";
static const char msg_result[] RODATA = ": made again, it returned ";
static const char msg_end[] RODATA = "the log ends before system call #";
static const char msg_read[] RODATA = "reading the log failed at system call #";
static const char msg_span[] RODATA = "the log's record of system call #";
static const char msg_span2[] RODATA = " is damaged";

static LAYER void put(long *n, const char *s)
{
	while (*s && *n < (long)sizeof L->line - 1)
		L->line[(*n)++] = *s++;
}

static LAYER void put_num(long *n, unsigned long v)
{
	char d[12];
	int k = 0;

	do
		d[k++] = (char)('0' + v % 10);
	while ((v /= 10) != 0);
	while (k > 0 && *n < (long)sizeof L->line - 1)
		L->line[(*n)++] = d[--k];
}

/* "aex: error: replay: " a b c d (b and d numbers unless ~0) on descriptor 2, status 127. */
static LAYER __attribute__((noreturn)) void fail(const char *a, unsigned long b, const char *c,
						 unsigned long d)
{
	long n = 0;

	put(&n, msg_head);
	put(&n, a);
	if (b != ~0ul)
		put_num(&n, b);
	if (c)
		put(&n, c);
	if (d != ~0ul)
		put_num(&n, d);
	L->line[n++] = '\n';
	__aex_replay_sys(SYS_write, 2, (long)L->line, n, 0, 0);
	for (;;)
		__aex_replay_sys(SYS_exit_group, 127, 0, 0, 0, 0);
}

/* ---- the log ------------------------------------------------------------------------------ */

static LAYER void write_all(const char *p, unsigned long n)
{
	while (n > 0) {
		long r = __aex_replay_sys(SYS_write, AEX_EVENTS_FD, (long)p, (long)n, 0, 0);

		if (r == -EINTR)
			continue;
		if (r <= 0)
			fail(msg_write, ~0ul, 0, ~0ul);
		p += r;
		n -= (unsigned long)r;
	}
}

/* The chunk header of n bytes of stream 0 (bits: a control chunk's) at p, in the program's
 * byte order, byte by byte. */
static LAYER void chunk_header(char *p, unsigned long n)
{
	int big = __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__;

	for (int k = 0; k < 4; k++)
		p[k] = (char)(n >> (big ? 24 - 8 * k : 8 * k));
}

/* The buffer's bytes out, as one chunk (its header in the word below the buffer). */
static LAYER void flush(void)
{
	char *buf = (char *)AEX_REPLAY_BUF;

	if (L->fill == 0)
		return;
	chunk_header(buf - 4, L->fill);
	write_all(buf - 4, L->fill + 4);
	L->fill = 0;
}

static LAYER void log_word(unsigned long w)
{
	if (L->fill + 4 > AEX_REPLAY_BUF_SIZE)
		flush();
	*(unsigned long *)(AEX_REPLAY_BUF + L->fill) = w;
	L->fill += 4;
}

/* n bytes at p into the log, padded to a word: copied into the buffer, or for a long span
 * written out from where it is, in chunks. */
static LAYER void log_bytes(const char *p, unsigned long n)
{
	unsigned long pad = (4 - n % 4) % 4;

	if (n > AEX_REPLAY_BUF_SIZE / 4) {
		flush();
		while (n > 0) {
			unsigned long k = n > AEX_REPLAY_BUF_SIZE ? AEX_REPLAY_BUF_SIZE : n;

			chunk_header((char *)&L->head, k);
			write_all((const char *)&L->head, 4);
			write_all(p, k);
			p += k;
			n -= k;
		}
	} else {
		if (L->fill + n + 4 > AEX_REPLAY_BUF_SIZE)
			flush();
		for (unsigned long i = 0; i < n; i++)
			((char *)AEX_REPLAY_BUF)[L->fill + i] = p[i];
		L->fill += n;
	}
	while (pad-- > 0) {
		if (L->fill + 1 > AEX_REPLAY_BUF_SIZE)
			flush();
		((char *)AEX_REPLAY_BUF)[L->fill++] = 0;
	}
}

/* The exit's control chunk (kind 3, the status) after the log. */
static LAYER void log_exit(unsigned long status)
{
	unsigned long c[3];

	flush();
	chunk_header((char *)&c[0], 8 | 1ul << 30);
	c[1] = 3;
	c[2] = status;
	write_all((const char *)c, sizeof c);
}

/* Replay: n bytes of the log into p. 0, or -1 at its end. */
static LAYER int read_log(char *p, unsigned long n)
{
	while (n > 0) {
		long r = __aex_replay_sys(SYS_read, AEX_REPLAY_FD, (long)p, (long)n, 0, 0);

		if (r == -EINTR)
			continue;
		if (r < 0)
			fail(msg_read, L->calls, 0, ~0ul);
		if (r == 0)
			return -1;
		p += r;
		n -= (unsigned long)r;
	}
	return 0;
}

/* ---- the calls ---------------------------------------------------------------------------- */

static LAYER unsigned long arg_hash(void)
{
	unsigned long h = 2166136261u;

	for (int k = 0; k < 6; k++) {
		unsigned long a = ARG(k);

		for (int b = 0; b < 4; b++) {
			h ^= (a >> 8 * b) & 0xff;
			h *= 16777619u;
		}
	}
	return h;
}

/* Whether the signal's handler may be recorded: one whose delivery the program's own course
 * decides (a fault, or a signal it sends itself). */
static LAYER int synchronous(unsigned long sig)
{
	return sig == SIGSEGV || sig == SIGBUS || sig == SIGFPE || sig == SIGILL ||
	       sig == SIGTRAP || sig == SIGABRT;
}

/* How call nr is served, from its number and arguments. */
static LAYER enum serve serve_of(unsigned long nr)
{
	switch (nr) {
	case SYS_exit: case SYS_exit_group: case SYS_brk: case SYS_munmap: case SYS_mprotect:
	case SYS_rt_sigprocmask: case SYS_rt_sigreturn:
#ifdef SYS_mmap2
	case SYS_mmap2:
#endif
#ifdef SYS_mmap
	case SYS_mmap:
#endif
#ifdef SYS_sigreturn
	case SYS_sigreturn:
#endif
#ifdef SYS_sigaltstack
	case SYS_sigaltstack:
#endif
		return PERFORM;
	case SYS_rt_sigaction: {
		const struct __rt_ksigaction *act = (const struct __rt_ksigaction *)ARG(1);
		unsigned long h = act ? (unsigned long)act->handler : 0;

		if (h > 1 && !synchronous(ARG(0)))
			return REFUSE;
		return PERFORM;
	}
	case SYS_write:
		return ARG(0) == 1 || ARG(0) == 2 ? PERFORM_ANY : ANSWER;
	case SYS_kill:
		return ARG(0) == L->pid ? PERFORM : ANSWER;
	case SYS_read: case SYS_close: case SYS_getpid: case SYS_getdents64: case SYS_statx:
	case SYS_times: case SYS_pipe2: case SYS_getitimer: case SYS_setitimer:
#ifdef SYS_open
	case SYS_open:
#endif
#ifdef SYS_unlink
	case SYS_unlink:
#endif
#ifdef SYS_rename
	case SYS_rename:
#endif
#ifdef SYS_mkdir
	case SYS_mkdir:
#endif
#ifdef SYS_rmdir
	case SYS_rmdir:
#endif
#ifdef SYS_dup2
	case SYS_dup2:
#endif
#ifdef SYS_wait4
	case SYS_wait4:
#endif
#ifdef SYS_alarm
	case SYS_alarm:
#endif
#ifdef SYS_lseek
	case SYS_lseek:
#endif
#ifdef SYS__llseek
	case SYS__llseek:
#endif
#ifdef SYS_clock_gettime
	case SYS_clock_gettime:
#endif
#ifdef SYS_clock_gettime64
	case SYS_clock_gettime64:
#endif
#ifdef SYS_gettimeofday
	case SYS_gettimeofday:
#endif
#ifdef SYS_nanosleep
	case SYS_nanosleep:
#endif
#ifdef SYS_clock_nanosleep_time64
	case SYS_clock_nanosleep_time64:
#endif
#ifdef SYS_openat
	case SYS_openat:
#endif
#ifdef SYS_unlinkat
	case SYS_unlinkat:
#endif
#ifdef SYS_mkdirat
	case SYS_mkdirat:
#endif
#ifdef SYS_renameat2
	case SYS_renameat2:
#endif
#ifdef SYS_dup3
	case SYS_dup3:
#endif
#ifdef SYS_fcntl
	case SYS_fcntl:
#endif
#ifdef SYS_waitid
	case SYS_waitid:
#endif
		return ANSWER;
	default:
		return REFUSE;
	}
}

/* The memory the kernel wrote for call nr, whose result is res (-errno on failure): up to
 * MAX_SPANS spans; their number. */
static LAYER int spans_of(unsigned long nr, long res, struct span *s)
{
	int n = 0;

#define SPAN(a, l) do { if ((a) && (l) > 0) { s[n].addr = (a); s[n].len = (l); n++; } } while (0)
	switch (nr) {
	case SYS_read: case SYS_getdents64:
		SPAN(ARG(1), res > 0 ? (unsigned long)res : 0);
		break;
	case SYS_statx:
		SPAN(ARG(4), res == 0 ? 256 : 0);
		break;
	case SYS_times:
		SPAN(ARG(0), res != -EFAULT ? 16 : 0);
		break;
	case SYS_pipe2:
		SPAN(ARG(0), res == 0 ? 8 : 0);
		break;
	case SYS_getitimer:
		SPAN(ARG(1), res == 0 ? 16 : 0);
		break;
	case SYS_setitimer:
		SPAN(ARG(2), res == 0 ? 16 : 0);
		break;
#ifdef SYS_wait4
	case SYS_wait4:
		SPAN(ARG(1), res > 0 ? 4 : 0);
		SPAN(ARG(3), res > 0 ? 72 : 0);
		break;
#endif
#ifdef SYS_waitid
	case SYS_waitid:
		SPAN(ARG(2), res == 0 ? 128 : 0);
		SPAN(ARG(4), res == 0 ? 72 : 0);
		break;
#endif
#ifdef SYS__llseek
	case SYS__llseek:
		SPAN(ARG(3), res == 0 ? 8 : 0);
		break;
#endif
#ifdef SYS_clock_gettime
	case SYS_clock_gettime:
		SPAN(ARG(1), res == 0 ? 8 : 0);
		break;
#endif
#ifdef SYS_clock_gettime64
	case SYS_clock_gettime64:
		SPAN(ARG(1), res == 0 ? 16 : 0);
		break;
#endif
#ifdef SYS_gettimeofday
	case SYS_gettimeofday:
		SPAN(ARG(0), res == 0 ? 8 : 0);
		SPAN(ARG(1), res == 0 ? 8 : 0);
		break;
#endif
#ifdef SYS_nanosleep
	case SYS_nanosleep:
		SPAN(ARG(1), res == -EINTR ? 8 : 0);
		break;
#endif
#ifdef SYS_clock_nanosleep_time64
	case SYS_clock_nanosleep_time64:
		SPAN(ARG(3), res == -EINTR ? 16 : 0);
		break;
#endif
	default:
		break;
	}
#undef SPAN
	return n;
}

/* The result as -errno on failure, from the registers the kernel set. */
static LAYER long result(void)
{
	return WORD(RS_ERR) ? -(long)WORD(RS_R0) : (long)WORD(RS_R0);
}

/* Recording: a fault the program does not handle ends it; its log is out first. */
void LAYER __aex_replay_fatal(int sig)
{
	struct __rt_ksigaction dfl = { 0 };
	unsigned set[RT_KSIGSET_WORDS] = { 0 };

	flush();
	__aex_replay_sys(SYS_rt_sigaction, sig, RT_SIGACTION_ARGS_NORET(&dfl, 0));
	set[(sig - 1) / 32] = 1u << (sig - 1) % 32;
	__aex_replay_sys(SYS_rt_sigprocmask, SIG_UNBLOCK, (long)set, 0, sizeof set, 0);
	__aex_replay_sys(SYS_kill, __aex_replay_sys(SYS_getpid, 0, 0, 0, 0, 0), sig, 0, 0, 0);
	for (;;)   /* (not reached: the default action ends the process) */
		__aex_replay_sys(SYS_exit_group, 127, 0, 0, 0, 0);
}

/* Recording: the layer's handler of the faults, until the program sets its own. */
static LAYER void catch_faults(void)
{
	static const unsigned char sigs[] RODATA = { SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGTRAP };

	for (unsigned k = 0; k < sizeof sigs; k++) {
		struct __rt_ksigaction act = { 0 };

		act.handler = (void (*)(int))__aex_replay_fatal;
		__aex_replay_sys(SYS_rt_sigaction, sigs[k], RT_SIGACTION_ARGS_NORET(&act, 0));
	}
}

static LAYER void start(void)
{
	char none;

	/* a transfer of no bytes: 0 on an open descriptor, -EBADF else */
	if (__aex_replay_sys(SYS_read, AEX_REPLAY_FD, (long)&none, 0, 0, 0) >= 0)
		L->mode = MODE_REPLAY;
	else if (__aex_replay_sys(SYS_write, AEX_EVENTS_FD, (long)&none, 0, 0, 0) >= 0)
		L->mode = MODE_RECORD, catch_faults();
	else
		fail(msg_nofd, ~0ul, 0, ~0ul);
	L->pid = ~0ul;
}

/* Whether call nr is one of rt's that replay does not support yet. */
static LAYER int known(unsigned long nr)
{
#ifdef SYS_fork
	if (nr == SYS_fork)
		return 1;
#endif
#ifdef SYS_clone
	if (nr == SYS_clone)
		return 1;
#endif
	return nr == SYS_rt_sigsuspend;
}

/* Whether call nr never returns to the layer. */
static LAYER int noreturn(unsigned long nr)
{
#ifdef SYS_sigreturn
	if (nr == SYS_sigreturn)
		return 1;
#endif
	return nr == SYS_exit || nr == SYS_exit_group || nr == SYS_rt_sigreturn;
}

/* Record: the current call's record (spans: its memory, n of them). */
static LAYER void record(unsigned long nr, const struct span *s, int n)
{
	log_word(nr | (unsigned long)n << 16 | (WORD(RS_ERR) ? 1ul << 24 : 0));
	log_word(arg_hash());
	log_word(WORD(RS_R0));
	for (int i = 0; i < n; i++) {
		log_word(s[i].addr);
		log_word(s[i].len);
		log_bytes((const char *)s[i].addr, s[i].len);
	}
}

/* Replay: the next record, checked against the call the program makes. */
static LAYER void replay_next(unsigned long nr)
{
	unsigned long rec[3];

	if (read_log((char *)rec, sizeof rec) < 0)
		fail(msg_end, L->calls, 0, ~0ul);
	for (int k = 0; k < 3; k++)
		REC(k) = rec[k];
	if ((rec[0] & 0xffff) != nr) {
		long n = 0;

		put(&n, msg_diverged);
		put_num(&n, L->calls);
		put(&n, msg_number);
		put_num(&n, nr);
		L->line[n] = 0;
		fail(L->line + sizeof msg_head - 1, ~0ul, msg_logged, rec[0] & 0xffff);
	}
	if (rec[1] != arg_hash())
		fail(msg_diverged, L->calls, msg_args, ~0ul);
}

/* Replay: the recorded spans written back into the program's memory. */
static LAYER void replay_spans(void)
{
	unsigned long k = REC(0) >> 16 & 0xff;

	for (unsigned long i = 0; i < k; i++) {
		unsigned long sp[2], pad;
		char z[4];

		if (read_log((char *)sp, sizeof sp) < 0 || sp[1] > 0x40000000ul)
			fail(msg_span, L->calls, msg_span2, ~0ul);
		if (read_log((char *)sp[0], sp[1]) < 0)
			fail(msg_span, L->calls, msg_span2, ~0ul);
		pad = (4 - sp[1] % 4) % 4;
		if (pad && read_log(z, pad) < 0)
			fail(msg_span, L->calls, msg_span2, ~0ul);
	}
}

unsigned long LAYER __aex_replay_before(void)
{
	unsigned long nr = WORD(RS_NR);
	enum serve s;

	if (L->mode == MODE_NONE)
		start();
	if (DEPTH > RS_MAX_DEPTH)
		fail(msg_deep, ~0ul, 0, ~0ul);
	L->calls++;
	s = serve_of(nr);
	WORD(RS_SERVE) = s;
	if (s == REFUSE) {
		if (nr == SYS_rt_sigaction)
			fail(msg_handler, ARG(0), 0, ~0ul);
		if (known(nr))
			fail(msg_unknown, nr, msg_refused, ~0ul);
		fail(msg_unknown, nr, msg_unknown2, ~0ul);
	}
	if (L->mode == MODE_RECORD) {
		if (nr == SYS_kill)
			flush();   /* a signal it sends itself may end it */
		if (!noreturn(nr))
			return RP_PERFORM;
		WORD(RS_R0) = 0;
		WORD(RS_ERR) = 0;
		record(nr, 0, 0);
		if (nr == SYS_exit || nr == SYS_exit_group)
			log_exit(ARG(0) & 0xff);
		else
			flush();
		return RP_NORETURN;
	}
	replay_next(nr);
	if (s == ANSWER) {
		replay_spans();
		WORD(RS_R0) = REC(2);
		WORD(RS_ERR) = REC(0) >> 24 & 1;
		WORD(RS_R1) = 0;
		if (nr == SYS_getpid)
			L->pid = REC(2);
		return RP_ANSWERED;
	}
	if (nr == SYS_kill)
		ARG(0) = (unsigned long)__aex_replay_sys(SYS_getpid, 0, 0, 0, 0, 0);
	return noreturn(nr) ? RP_NORETURN : RP_PERFORM;
}

void LAYER __aex_replay_after(void)
{
	unsigned long nr = WORD(RS_NR);
	struct span s[MAX_SPANS];

	if (L->mode == MODE_REPLAY) {
		if (WORD(RS_SERVE) == PERFORM_ANY) {
			WORD(RS_R0) = REC(2);
			WORD(RS_ERR) = REC(0) >> 24 & 1;
		} else if (WORD(RS_R0) != REC(2) || (WORD(RS_ERR) != 0) != (REC(0) >> 24 & 1)) {
			fail(msg_diverged, L->calls, msg_result, WORD(RS_R0));
		}
		return;
	}
	if (nr == SYS_getpid)
		L->pid = WORD(RS_R0);
	record(nr, s, spans_of(nr, result(), s));
}

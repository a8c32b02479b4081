/* replay-core.c — the ISA-neutral part of the recording layer of replay builds
 * (docs/replay.md): every system call the program makes through rt's stubs comes here (the
 * target's replay.S saves the call in the state words and calls __aex_replay_before). When
 * recording, the call is made and logged: its number, a hash of its arguments, its result
 * and every byte the kernel wrote into the program's memory. When replaying, the call is
 * answered from the log (those bytes written back, the result returned) or, for the calls
 * that shape the process itself (memory, signals, exit, output on descriptors 1 and 2, fork
 * and wait), made again and checked against the log; a forked child reads a log of its own.
 * Compiled for the guest (build/<isa>/replay-core.o)
 * and linked into replay ELFs only, after all of the program's code: its code is in
 * .aex_replay, its constants in .aex_rodata, its state in the reserved range; the build
 * refuses any other data and any call out.
 *
 * The log (docs/replay.md, "The log"), in the program's byte order, a record per call, each
 * a multiple of 4 bytes:
 *   word 0  the call's number (bits 0-15), its spans (bits 16-23), 1 in bit 24 when the
 *           kernel said error (MIPS $7, SPARC's carry), 1 in bit 25 when a file's identity
 *           follows
 *   word 1  FNV-1a 32 of the six argument words (none for a fork)
 *   word 2  the result register
 *   (bit 25: words 3-5, the size and modification time of the file an open opened to read)
 *   then each span: its address, its length, its bytes (padded to 4).
 * A signal of the program's that the program did not send itself has a record of its own
 * where it came (docs/replay.md, "Asynchronous signals"):
 *   word 0  SIG_RECORD (bits 0-15), where it came (bits 16-23: enum sigwhere)
 *   word 1  the signal
 *   (AT_COUNT: words 2-4, the instructions of the program's blocks that began before it, low
 *   and high word, as the golden plugin counts them, and the pc it came at). */
#include "aex_events.h"
#include "replay-core.h"

#include <bits/signal.h>
#include <bits/socket.h>
#include <bits/sysnum.h>
#include <errno.h>
#include <fcntl.h>
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
	FORK,		/* made again; the child reads its own log, the parent gets the log's
			 * pid of the child */
	WAIT,		/* made again for a child of the replay (waiting for it), answered */
	SIGACT,		/* rt_sigaction, made again; a handler of an asynchronous signal is kept
			 * by the layer, which gives the kernel its own (see wrap_before) */
	SUSPEND,	/* rt_sigsuspend: the signals that came during it sent again under its
			 * mask (during); made again when none did (one the program sent itself
			 * ends it) */
	REFUSE,		/* not supported: the recording stops with a message */
};

#define SIG_RECORD	0xfffe	/* word 0 of a signal's record (no call has this number) */

/* Where a signal came while recording, and so where a replay sends it again. */
enum sigwhere {
	AT_COUNT = 1,	/* while the program ran: the golden plugin sends it after as many
			 * instructions, at the same pc */
	DURING,		/* as a call the layer made for the program returned: sent again as
			 * that call is answered or made */
	DEFERRED,	/* while the layer itself ran: sent again as the call ends */
	FAILED,		/* not a signal: the recording stopped here (fail7), and a replay stops
			 * here too rather than run on past the log */
	STACKED,	/* while the layer's handler of another decided, or on top of it: sent
			 * as that one goes on to the program's handler, its frame on the
			 * other's, as the kernel stacks two signals it lets in at once */
};

/* What __aex_replay_step goes on with (frame word RS_PHASE). */
enum phase { PH_BEFORE, PH_AFTER, PH_EXIT, PH_SUSP_KILL, PH_SUSP_MASK };

#define MAX_KIDS	64
#define MAX_NAME	24	/* a process's name: "" the first, ".1" its first child, ... */

struct span {
	unsigned long addr, len;
};

struct layer {		/* at AEX_REPLAY_STATE + RS_C */
	unsigned long mode;
	unsigned long calls;		/* system calls so far */
	unsigned long fill;		/* bytes of the log buffer not yet written out */
	unsigned long pid;		/* getpid's result in the recorded run */
	unsigned long outs;		/* bit n: descriptor n (1, 2) is still the one aex gave */
	unsigned long forks;		/* forks this process made (its children's numbers) */
	unsigned long self;		/* its pid, at a fork */
	long fork_fd;			/* recording: the child's log pipe during a fork, or -1 */
	unsigned long left;		/* replay: the bytes of this process's log still to read */
	unsigned long nkids;		/* replay: children, their pids recorded and real */
	unsigned long kids[MAX_KIDS][2];
	unsigned long end[2];		/* replay: when the recording ended (s, ns) */
	/* signal n's action as the program set it, when its handler is one the layer keeps
	 * (wrapped[n]); the rest of the arguments of that rt_sigaction (the restorer, the
	 * sigset's size: each ISA's own) */
	struct __rt_ksigaction acts[NSIG + 1], prev, tmp;
	unsigned long rest[NSIG + 1][2];
	unsigned char wrapped[NSIG + 1];
	unsigned char expect[NSIG + 1];	/* sent by the program to itself, not yet delivered */
	unsigned char pending[NSIG + 1];	/* recording: came while the layer ran (and
						 * RS_PENDING set) */
	unsigned long look, looked;	/* replay: the log's next word, read ahead */
	unsigned long armed[4];		/* replay: the next signal at a count (AT_COUNT): the
					 * signal (0: none), the count (low, high), its pc */
	unsigned long susp_sig, susp_done;	/* replay: a sigsuspend's signal sent again */
	unsigned long stacked;		/* replay: the armed signal came on top of another */
	unsigned char nested[NSIG + 1];	/* recording: came while its handler decided */
	unsigned long in_async;		/* its handlers deciding */
	unsigned long going;		/* recording: its handler goes on to the program's */
	unsigned long was_nested;	/* recording: decide kept the signal in nested[] */
	unsigned long oldmask[4];	/* replay: the mask around it */
	char name[MAX_NAME];
	unsigned long head;		/* a chunk header written on its own */
	char line[256];			/* a message being put together */
	char msg[256];			/* one put together for fail */
	unsigned long failing;		/* fail7 has begun */
};
#define L			((struct layer *)(AEX_REPLAY_STATE + RS_C))
#define PENDING			(*(volatile unsigned long *)(AEX_REPLAY_STATE + RS_PENDING))
#define NESTED			(*(volatile unsigned long *)(AEX_REPLAY_STATE + RS_NESTED))
#define STACKED_SIG		(*(volatile unsigned long *)(AEX_REPLAY_STATE + RS_STACKED))

_Static_assert(PH_EXIT == RS_LOOK_AGAIN, "replay.S sets RS_PHASE to RS_LOOK_AGAIN");

/* The target's: the system call nr (a ... e its arguments), -errno on failure. */
long __aex_replay_sys(long nr, long a, long b, long c, long d, long e);
unsigned long __aex_replay_before(void);
unsigned long __aex_replay_after(void);
unsigned long __aex_replay_step(void);
void __aex_replay_fatal(int sig);
void __aex_replay_async(int sig);
unsigned long __aex_replay_signal(unsigned long sig, unsigned long pc, unsigned long *arg);
unsigned long __aex_replay_nested(unsigned long h);
/* The layer's code, and in it the instruction after the system call it makes for the
 * program (the pc of a signal let in as that call returns; the call's own when the kernel
 * restarts it). */
extern const char __aex_replay_begin[], __aex_replay_end[], __aex_replay_performed[];
/* ... and after a call it makes of its own for RP_RAISE, and after the kill of a STACKED
 * signal in its handler. */
extern const char __aex_replay_raised[], __aex_replay_stacked[];
extern const char __aex_replay_leave[], __aex_replay_left[], __aex_replay_decided[];
extern const char __aex_replay_sent[], __aex_replay_async_end[];

static const char msg_head[] RODATA = "aex: error: replay: ";
static const char msg_nofd[] RODATA =
	"descriptors 1000 and 1004 are not open: run replay builds with 'aex record' or "
	"'aex replay'";
static const char msg_write[] RODATA = "writing the log failed";
static const char msg_unknown[] RODATA = "the program makes system call ";
static const char msg_unknown2[] RODATA = ", which the recording layer does not know";
static const char msg_handler[] RODATA = "signal ";
static const char msg_nocount[] RODATA =
	" came while the program ran, and nothing counts its instructions: record with 'aex "
	"record' (docs/replay.md)";
static const char msg_nohost[] RODATA =
	" came while the program ran: a replay can send only signals 1 to 31 again";
static const char msg_noplugin[] RODATA =
	"the log has a signal that came while the program ran, and nothing counts the "
	"replay's instructions: replay with 'aex replay'";
static const char msg_sigdiv[] RODATA = "the replay diverged at signal ";
static const char msg_sigpc[] RODATA = ": it came at pc 0x";
static const char msg_sigpc2[] RODATA = ", the log has 0x";
static const char msg_sigmiss[] RODATA = ": the log has it after 0x";
static const char msg_sigmiss2[] RODATA = " instructions, the program ran 0x";
static const char msg_sigmiss3[] RODATA = " without it";
static const char msg_sigwhen[] RODATA = " instructions, the replay after 0x";
static const char msg_failed[] RODATA =
	"the recording stopped after system call #";
static const char msg_failed2[] RODATA = " (its message said why): a replay stops there too";
static const char msg_notcall[] RODATA = ": the log has a signal there";
static const char msg_diverged[] RODATA = "the replay diverged at system call #";
static const char msg_number[] RODATA = ": the program calls ";
static const char msg_logged[] RODATA = ", the log has ";
static const char msg_deep[] RODATA = "system calls nested deeper than the layer keeps";
static const char msg_nest[] RODATA = "processes forked deeper than a replay names";
static const char msg_args[] RODATA = " with other arguments";
static const char msg_result[] RODATA = ": made again, it returned ";
static const char msg_end[] RODATA = "the log ends before system call #";
static const char msg_read[] RODATA = "reading the log failed at system call #";
static const char msg_span[] RODATA = "the log's record of system call #";
static const char msg_span2[] RODATA = " is damaged";
static const char msg_sock[] RODATA =
	"a fork cannot hand the child's log to aex record (descriptor 1002)";
static const char msg_nolog[] RODATA = "no log of process ";
static const char msg_proc[] RODATA = "/proc/self/fd/1004";
static const char msg_first[] RODATA = "(the first)";
static const char msg_process[] RODATA = "process ";
static const char msg_colon[] RODATA = ": ";
static const char msg_changed[] RODATA = "the file ";
static const char msg_changed2[] RODATA = " changed after the recording (system call #";
static const char msg_changed3[] RODATA = "): replay runs the recorded run, not one on what it "
					   "holds now; record again";
static const char empty[] RODATA = "";

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

/* "aex: error: replay: " a b c d e f g (b, d and f numbers unless ~0, c, e and g strings
 * unless NULL) on descriptor 2, and status 127. */
static LAYER void log_word(unsigned long w);
static LAYER void flush(void);
static LAYER unsigned long peek(void);

static LAYER __attribute__((noreturn)) void fail7(const char *a, unsigned long b, const char *c,
						  unsigned long d, const char *e, unsigned long f,
						  const char *g)
{
	long n = 0;

	if (L->mode == MODE_RECORD && !L->failing) {   /* (the log says so: replay_failed) */
		L->failing = 1;
		log_word(SIG_RECORD | FAILED << 16);
		log_word(0);
		flush();
	}
	put(&n, msg_head);
	if (L->name[0]) {   /* a child: "process .1.2: " */
		put(&n, msg_process);
		put(&n, L->name);
		put(&n, msg_colon);
	}
	put(&n, a);
	if (b != ~0ul)
		put_num(&n, b);
	if (c)
		put(&n, c);
	if (d != ~0ul)
		put_num(&n, d);
	if (e)
		put(&n, e);
	if (f != ~0ul)
		put_num(&n, f);
	if (g)
		put(&n, g);
	L->line[n++] = '\n';
	__aex_replay_sys(SYS_write, 2, (long)L->line, n, 0, 0);
	for (;;)
		__aex_replay_sys(SYS_exit_group, 127, 0, 0, 0, 0);
}

#define fail6(a, b, c, d, e, f) fail7(a, b, c, d, e, f, 0)
#define fail(a, b, c, d) fail7(a, b, c, d, 0, ~0ul, 0)

static LAYER void put_hex(long *n, unsigned long v, int digits)
{
	static const char hex[] RODATA = "0123456789abcdef";

	for (int k = digits - 1; k >= 0 && *n < (long)sizeof L->line - 1; k--)
		L->line[(*n)++] = hex[v >> 4 * k & 15];
}

/* v[1]:v[0] in hex, without leading zeros. */
static LAYER void put_wide(long *n, const unsigned long v[2])
{
	int digits = 8;

	if (v[1]) {
		while (digits > 1 && !(v[1] >> 4 * (digits - 1)))
			digits--;
		put_hex(n, v[1], digits);
		digits = 8;
	} else {
		while (digits > 1 && !(v[0] >> 4 * (digits - 1)))
			digits--;
	}
	put_hex(n, v[0], digits);
}

/* "the replay diverged at signal S" what a (hex, two words when a[1]), what2 b (the same),
 * what3, and status 127. */
static LAYER __attribute__((noreturn)) void fail_signal(unsigned long sig, const char *what,
							const unsigned long a[2],
							const char *what2,
							const unsigned long b[2],
							const char *what3)
{
	long n = 0;

	put(&n, msg_sigdiv);
	put_num(&n, sig);
	put(&n, what);
	put_wide(&n, a);
	put(&n, what2);
	put_wide(&n, b);
	if (what3)
		put(&n, what3);
	L->line[n] = 0;
	for (long k = 0; k <= n; k++)   /* (fail puts its message together in line) */
		L->msg[k] = L->line[k];
	fail(L->msg, ~0ul, 0, ~0ul);
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

struct iov {
	const void *base;
	unsigned long len;
};

/* The n pieces v out, in one system call when the pipe takes them (v is changed). */
static LAYER void writev_all(struct iov *v, int n)
{
	while (n > 0) {
		long r = __aex_replay_sys(SYS_writev, AEX_EVENTS_FD, (long)v, n, 0, 0);

		if (r == -EINTR)
			continue;
		if (r <= 0)
			fail(msg_write, ~0ul, 0, ~0ul);
		while (n > 0 && (unsigned long)r >= v->len) {
			r -= (long)v->len;
			v++;
			n--;
		}
		if (n > 0) {
			v->base = (const char *)v->base + r;
			v->len -= (unsigned long)r;
		}
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
 * (a read's buffer) written out from where it is, in chunks, after the buffer. */
#define LOG_DIRECT	512	/* a span this long goes out from where it is */

static LAYER void log_bytes(const char *p, unsigned long n)
{
	unsigned long pad = (4 - n % 4) % 4, i = 0;
	char *to;

	if (n >= LOG_DIRECT) {
		unsigned long zero[2] = { 0, 0 };
		char *buf = (char *)AEX_REPLAY_BUF;

		while (n > 0) {   /* one writev: what the buffer holds, the span, its padding */
			unsigned long k = n > AEX_REPLAY_BUF_SIZE ? AEX_REPLAY_BUF_SIZE : n;
			struct iov v[4];
			int m = 0;

			if (L->fill) {
				chunk_header(buf - 4, L->fill);
				v[m++] = (struct iov){ buf - 4, L->fill + 4 };
				L->fill = 0;
			}
			chunk_header((char *)&L->head, k);
			v[m++] = (struct iov){ &L->head, 4 };
			v[m++] = (struct iov){ p, k };
			p += k;
			n -= k;
			if (n == 0 && pad) {   /* a chunk of its own: the buffer stays word-aligned */
				chunk_header((char *)&zero[0], pad);
				v[m++] = (struct iov){ zero, 4 + pad };
			}
			writev_all(v, m);
		}
		return;
	}
	if (L->fill + n + 4 > AEX_REPLAY_BUF_SIZE)
		flush();
	to = (char *)AEX_REPLAY_BUF + L->fill;
	if (((unsigned long)p & 3) == 0)   /* (the buffer's end is word-aligned) */
		for (; i + 4 <= n; i += 4)
			*(unsigned long *)(to + i) = *(const unsigned long *)(p + i);
	for (; i < n; i++)
		to[i] = p[i];
	L->fill += n;
	while (pad-- > 0) {
		if (L->fill + 1 > AEX_REPLAY_BUF_SIZE)
			flush();
		((char *)AEX_REPLAY_BUF)[L->fill++] = 0;
	}
}

/* A control chunk for aex record (docs/event-format.md, "The pipe") after the log: kind and
 * its n words, a and b. */
static LAYER void control(unsigned long kind, unsigned long a, unsigned long b, unsigned long n)
{
	unsigned long c[4];

	flush();
	chunk_header((char *)&c[0], 4 * (n + 1) | AEX_EVENTS_CONTROL_BIT);
	c[1] = kind;
	c[2] = a;
	c[3] = b;
	write_all((const char *)c, 4 * (n + 2));
}

static LAYER void log_exit(unsigned long status)
{
	control(AEX_EVENTS_CONTROL_EXIT, status, 0, 1);
}

/* Replay: n bytes of the log into p. 0, or -1 at its end. */
static LAYER int read_log(char *p, unsigned long n)
{
	if (n > L->left)
		return -1;
	L->left -= n;
	while (n > 0) {
		long r = __aex_replay_sys(SYS_read, AEX_REPLAY_FD - 1, (long)p, (long)n, 0, 0);

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

static LAYER enum serve serve_of(unsigned long nr);

static LAYER unsigned long arg_hash(void)
{
	unsigned long h = 2166136261u;

	if (serve_of(WORD(RS_NR)) == FORK)
		return h;   /* rt's fork takes none (what its registers hold is not its own) */
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

/* Replay: the real pid of the child the recorded run knew as pid, or 0. */
static LAYER unsigned long kid(unsigned long pid)
{
	for (unsigned long i = 0; i < L->nkids && L->mode == MODE_REPLAY; i++)
		if (L->kids[i][0] == pid)
			return L->kids[i][1];
	return 0;
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
	case SYS_rt_sigaction:
		return ARG(0) > 0 && ARG(0) <= NSIG ? SIGACT : PERFORM;
	case SYS_rt_sigsuspend:
		return SUSPEND;
	case SYS_write:
		return (ARG(0) == 1 || ARG(0) == 2) && (L->outs >> ARG(0) & 1) ? PERFORM_ANY
										 : ANSWER;
	case SYS_kill:
		return ARG(0) == L->pid || kid(ARG(0)) ? PERFORM : ANSWER;
#ifdef SYS_fork
	case SYS_fork:
#endif
#ifdef SYS_clone
	case SYS_clone:   /* (rt's clone is a fork) */
#endif
		return FORK;
#ifdef SYS_wait4
	case SYS_wait4:
#endif
#ifdef SYS_waitid
	case SYS_waitid:
#endif
		return WAIT;
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

/* Replay: this process's log (its name's), from the directory at the start of descriptor
 * 1004 (aex replay writes it: a count, then per process its name in MAX_NAME bytes, its
 * log's offset and length), read through a description of its own (descriptor 1003), since
 * a parent and its child read their logs side by side. */
static LAYER void open_log(void)
{
	unsigned long n, e[MAX_NAME / 4 + 2];
	long fd;

#ifdef SYS_open
	fd = __aex_replay_sys(SYS_open, (long)msg_proc, 0 /* O_RDONLY */, 0, 0, 0);
#else
	fd = __aex_replay_sys(SYS_openat, -100 /* AT_FDCWD */, (long)msg_proc, 0, 0, 0);
#endif
	if (fd < 0 || __aex_replay_sys(SYS_dup3, fd, AEX_REPLAY_FD - 1, 0, 0, 0) < 0)
		fail(msg_read, L->calls, 0, ~0ul);
	__aex_replay_sys(SYS_close, fd, 0, 0, 0, 0);
	L->left = sizeof n + sizeof L->end;
	if (read_log((char *)&n, sizeof n) < 0 || read_log((char *)L->end, sizeof L->end) < 0)
		fail(msg_nolog, ~0ul, L->name, ~0ul);
	for (unsigned long i = 0; i < n; i++) {
		int same = 1;

		L->left = sizeof e;
		if (read_log((char *)e, sizeof e) < 0)
			break;
		for (int k = 0; k < MAX_NAME && same; k++) {
			same = ((const char *)e)[k] == L->name[k];
			if (!L->name[k])
				break;
		}
		if (!same)
			continue;
#ifdef SYS_lseek
		if (__aex_replay_sys(SYS_lseek, AEX_REPLAY_FD - 1, (long)e[MAX_NAME / 4], 0, 0, 0) < 0)
#else
		long long at;

		if (__aex_replay_sys(SYS__llseek, AEX_REPLAY_FD - 1, 0, (long)e[MAX_NAME / 4],
				     (long)&at, 0) < 0)
#endif
			fail(msg_read, L->calls, 0, ~0ul);
		L->left = e[MAX_NAME / 4 + 1];
		return;
	}
	fail(msg_nolog, ~0ul, L->name[0] ? L->name : msg_first, ~0ul);
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
	L->outs = 6;
	L->fork_fd = -1;
	if (L->mode == MODE_REPLAY)
		open_log();
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
/* The path and flags of an open or openat (0 for any other call). */
static LAYER const char *opened(unsigned long nr, unsigned long *flags)
{
#ifdef SYS_open
	if (nr == SYS_open) {
		*flags = ARG(1);
		return (const char *)ARG(0);
	}
#endif
#ifdef SYS_openat
	if (nr == SYS_openat) {
		*flags = ARG(2);
		return (const char *)ARG(1);
	}
#endif
	return 0;
}

/* A file's size and modification time (s, ns), by statx of dir and path (flags). 0, or -1. */
static LAYER int identity(long dir, const char *path, unsigned long flags, unsigned long id[3])
{
	unsigned long long b[32];   /* struct statx: 256 bytes */

	if (__aex_replay_sys(SYS_statx, dir, (long)path, (long)flags, 0x240 /* size, mtime */,
			     (long)b) < 0)
		return -1;
	id[0] = (unsigned long)b[5];           /* stx_size, at 40 */
	id[1] = (unsigned long)b[14];          /* stx_mtime.tv_sec, at 112 */
	id[2] = ((const unsigned *)b)[30];     /* stx_mtime.tv_nsec, at 120 */
	return 0;
}

/* Recording: a file opened to be read (not created) has its identity logged (flag bit 25
 * and three words: its size, its modification time), for a replay to refuse a file changed
 * since (replay_opened). */
static LAYER int log_identity(unsigned long nr, unsigned long id[3])
{
	unsigned long flags;
	const char *path = opened(nr, &flags);

	return path && (long)WORD(RS_R0) >= 0 && !WORD(RS_ERR) && (flags & 3) == O_RDONLY &&
	       !(flags & O_CREAT) &&
	       identity((long)WORD(RS_R0), empty, 0x1000 /* AT_EMPTY_PATH */, id) == 0;
}

static LAYER void record(unsigned long nr, const struct span *s, int n)
{
	unsigned long id[3];
	int known_file = log_identity(nr, id);

	log_word(nr | (unsigned long)n << 16 | (WORD(RS_ERR) ? 1ul << 24 : 0) |
		 (known_file ? 1ul << 25 : 0));
	log_word(arg_hash());
	log_word(WORD(RS_R0));
	for (int i = 0; known_file && i < 3; i++)
		log_word(id[i]);
	for (int i = 0; i < n; i++) {
		log_word(s[i].addr);
		log_word(s[i].len);
		log_bytes((const char *)s[i].addr, s[i].len);
	}
}

/* Replay: a file the recorded run opened to read, refused when it was changed after the
 * recording ended (its identity is read on; a file now missing is no matter: the replay
 * does not read it). */
static LAYER void replay_opened(unsigned long nr)
{
	unsigned long was[3], now[3], flags;
	const char *path = opened(nr, &flags);

	if (read_log((char *)was, sizeof was) < 0)
		fail(msg_span, L->calls, msg_span2, ~0ul);
	if (path && identity(-100 /* AT_FDCWD */, path, 0, now) == 0 &&
	    (now[1] > L->end[0] || (now[1] == L->end[0] && now[2] > L->end[1])) &&
	    (now[0] != was[0] || now[1] != was[1] || now[2] != was[2]))
		fail7(msg_changed, ~0ul, path, ~0ul, msg_changed2, L->calls, msg_changed3);
}

/* Replay: the next record, checked against the call the program makes. */
static LAYER void replay_next(unsigned long nr)
{
	unsigned long rec[3];

	if (peek())
		fail6(msg_diverged, L->calls, msg_number, nr, msg_notcall, ~0ul);
	if (L->looked) {
		rec[0] = L->look;
		L->looked = 0;
		if (read_log((char *)&rec[1], 2 * sizeof rec[0]) < 0)
			fail(msg_end, L->calls, 0, ~0ul);
	} else if (read_log((char *)rec, sizeof rec) < 0) {
		fail(msg_end, L->calls, 0, ~0ul);
	}
	for (int k = 0; k < 3; k++)
		REC(k) = rec[k];
	if ((rec[0] & 0xffff) != nr)
		fail6(msg_diverged, L->calls, msg_number, nr, msg_logged, rec[0] & 0xffff);
	if (rec[1] != arg_hash())
		fail6(msg_diverged, L->calls, msg_number, nr, msg_args, ~0ul);
	if (rec[0] >> 25 & 1)
		replay_opened(nr);
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

/* ---- signals ------------------------------------------------------------------------------ */

/* The host's number of the program's signal sig (x86-64 Linux, where qemu runs), 0 for one
 * a replay cannot send (docs/replay.md, "Asynchronous signals"). */
static LAYER unsigned long host_signal(unsigned long sig)
{
	static const unsigned char map[][2] RODATA = {
		{ SIGHUP, 1 }, { SIGINT, 2 }, { SIGQUIT, 3 }, { SIGILL, 4 }, { SIGTRAP, 5 },
		{ SIGABRT, 6 }, { SIGBUS, 7 }, { SIGFPE, 8 }, { SIGUSR1, 10 }, { SIGSEGV, 11 },
		{ SIGUSR2, 12 }, { SIGPIPE, 13 }, { SIGALRM, 14 }, { SIGTERM, 15 },
		{ SIGCHLD, 17 }, { SIGCONT, 18 }, { SIGTSTP, 20 }, { SIGTTIN, 21 },
		{ SIGTTOU, 22 }, { SIGURG, 23 }, { SIGXCPU, 24 }, { SIGXFSZ, 25 },
		{ SIGVTALRM, 26 }, { SIGPROF, 27 }, { SIGWINCH, 28 }, { SIGIO, 29 },
#ifdef SIGPWR
		{ SIGPWR, 30 },
#endif
		{ SIGSYS, 31 },
	};

	for (unsigned k = 0; k < sizeof map / sizeof map[0]; k++)
		if (map[k][0] == sig)
			return map[k][1];
	return 0;
}

/* The golden plugin's words (RS_SIGWORDS, the host's byte order: little-endian). */
#define SIGWORD(k)	((volatile unsigned char *)(AEX_REPLAY_STATE + RS_SIGWORDS + 4 * (k)))

static LAYER unsigned long sig_get(int k)
{
	volatile unsigned char *b = SIGWORD(k);

	return (unsigned long)b[0] | (unsigned long)b[1] << 8 | (unsigned long)b[2] << 16 |
	       (unsigned long)b[3] << 24;
}

static LAYER void sig_put(int k, unsigned long v)
{
	volatile unsigned char *b = SIGWORD(k);

	for (int i = 0; i < 4; i++)
		b[i] = (unsigned char)(v >> 8 * i);
}

/* The instructions of the program's blocks that began so far: c[0] low, c[1] high. */
static LAYER void count_now(unsigned long c[2])
{
	c[0] = sig_get(SW_COUNT);
	c[1] = sig_get(SW_COUNT + 1);
}

static LAYER int plugin_counts(void)
{
	return sig_get(SW_MARK) != 0;
}

/* a - b's sign for counts of two words. */
static LAYER int count_cmp(const unsigned long a[2], const unsigned long b[2])
{
	if (a[1] != b[1])
		return a[1] < b[1] ? -1 : 1;
	return a[0] < b[0] ? -1 : a[0] > b[0];
}

static LAYER int in_layer(unsigned long pc)
{
	return pc >= (unsigned long)__aex_replay_begin && pc < (unsigned long)__aex_replay_end;
}

/* Whether pc is in [a, b). */
static LAYER int between(unsigned long pc, const char *a, const char *b)
{
	return pc >= (unsigned long)a && pc < (unsigned long)b;
}

/* Whether pc is where a signal is let in as the call the layer makes for the program returns
 * (or, restarted, is made again). */
static LAYER int at_perform(unsigned long pc)
{
	return pc == (unsigned long)__aex_replay_performed ||
	       pc == (unsigned long)__aex_replay_performed - 4;
}

/* Whether a signal may reach the program's handler at pc: outside the layer, or where the
 * layer makes a call with the program's stack pointer. */
static LAYER int handler_may_run(unsigned long pc)
{
	return !in_layer(pc) || at_perform(pc) || pc == (unsigned long)__aex_replay_raised ||
	       pc == (unsigned long)__aex_replay_raised - 4 ||
	       pc == (unsigned long)__aex_replay_stacked ||
	       pc == (unsigned long)__aex_replay_stacked - 4;
}

/* On to the program's handler of sig: its address (the kernel reset a SA_RESETHAND one). */
static LAYER unsigned long forward(unsigned long sig)
{
	if (L->acts[sig].flags & SA_RESETHAND)
		L->wrapped[sig] = 0;
	return (unsigned long)L->acts[sig].handler;
}

/* A STACKED signal: sent by the layer's handler as it goes on to the program's (replay.S). */
static LAYER void send_stacked(unsigned long sig)
{
	L->expect[sig] = 1;
	*(volatile unsigned long *)(AEX_REPLAY_STATE + RS_STACKED_PID) =
		(unsigned long)__aex_replay_sys(SYS_getpid, 0, 0, 0, 0, 0);
	STACKED_SIG = sig;
}

static LAYER void log_signal(enum sigwhere where, unsigned long sig, unsigned long pc);

/* Recording: one of the signals kept in nested[] sent first, its frame on the one the
 * layer's handler goes on with (STACKED), unless another is being sent (whose handler then
 * sends the next). */
static LAYER void stack_nested(void)
{
	if (STACKED_SIG)
		return;
	for (unsigned long s = 1; s <= NSIG; s++)
		if (L->nested[s]) {
			L->nested[s] = 0;
			log_signal(STACKED, s, 0);
			send_stacked(s);
			return;
		}
}

static LAYER unsigned long peek(void);
static LAYER void take_signal(unsigned long *w, unsigned long n);
static LAYER void arm(void);
static LAYER void disarm(void);
static LAYER void count_now(unsigned long c[2]);
static LAYER int count_cmp(const unsigned long a[2], const unsigned long b[2]);
static LAYER __attribute__((noreturn)) void fail_signal(unsigned long sig, const char *what,
							const unsigned long a[2],
							const char *what2,
							const unsigned long b[2],
							const char *what3);

/* On to the program's handler of sig (forward), a STACKED signal sent first: recording, one
 * that came as the layer's handler decided (logged so); replay, the log's, or the next
 * signal at a count armed, and when that count is now (it came at the handler's first
 * instruction: its frame on this one's), sent first as a STACKED one is. */
static LAYER unsigned long go_on(unsigned long sig)
{
	unsigned long h = forward(sig), w[2], c[2];

	if (L->mode == MODE_REPLAY) {
		if (peek() == STACKED) {
			take_signal(w, 2);
			send_stacked(w[1]);
		} else if (!L->armed[0] && peek() == AT_COUNT) {
			arm();
			count_now(c);
			if (count_cmp(c, &L->armed[1]) == 0) {
				unsigned long at[2] = { h, 0 }, was[2] = { L->armed[3], 0 }, s2;

				if (L->armed[3] != h)
					fail_signal(L->armed[0], msg_sigpc, at, msg_sigpc2, was, 0);
				s2 = L->armed[0];
				disarm();
				send_stacked(s2);
			}
		}
		return h;
	}
	stack_nested();
	return h;
}

/* Recording: where signal sig came. */
static LAYER void log_signal(enum sigwhere where, unsigned long sig, unsigned long pc)
{
	log_word(SIG_RECORD | (unsigned long)where << 16);
	log_word(sig);
	if (where == AT_COUNT) {
		unsigned long c[2];

		count_now(c);
		log_word(c[0]);
		log_word(c[1]);
		log_word(pc);
	}
}

/* The call the layer makes with the program's stack pointer (RP_RAISE). */
static LAYER unsigned long aux(unsigned long nr, unsigned long a, unsigned long b,
			       unsigned long c, unsigned long d)
{
	WORD(RS_AUX) = nr;
	WORD(RS_AUX + 4) = a;
	WORD(RS_AUX + 8) = b;
	WORD(RS_AUX + 12) = c;
	WORD(RS_AUX + 16) = d;
	return RP_RAISE;
}

/* Signal sig sent to the process again, so that the kernel delivers it to the layer's
 * handler, which passes it on to the program's. */
static LAYER unsigned long send_again(unsigned long sig)
{
	L->expect[sig] = 1;
	return aux(SYS_kill, (unsigned long)__aex_replay_sys(SYS_getpid, 0, 0, 0, 0, 0), sig, 0,
		   0);
}

/* Replay: the kind of the log's next record when it is a signal's (enum sigwhere), else 0. */
static LAYER unsigned long peek(void)
{
	if (!L->looked) {
		if (read_log((char *)&L->look, sizeof L->look) < 0)
			return 0;   /* (the log's end: the next call says so) */
		L->looked = 1;
	}
	if (L->look == (SIG_RECORD | FAILED << 16))
		fail(msg_failed, L->calls, msg_failed2, ~0ul);
	return (L->look & 0xffff) == SIG_RECORD ? L->look >> 16 & 0xff : 0;
}

/* Replay: the signal record read ahead, n words in all, into w. */
static LAYER void take_signal(unsigned long *w, unsigned long n)
{
	w[0] = L->look;
	L->looked = 0;
	if (read_log((char *)&w[1], 4 * (n - 1)) < 0 || w[1] == 0 || w[1] > NSIG)
		fail(msg_span, L->calls, msg_span2, ~0ul);
}

static LAYER void disarm(void)
{
	L->armed[0] = 0;
	L->stacked = 0;
	sig_put(SW_HOST, 0);   /* (none armed: the plugin's watch, on_block_start, ends) */
	sig_put(SW_TARGET, ~0ul);
	sig_put(SW_TARGET + 1, ~0ul);
}

/* Replay: the AT_COUNT record read ahead: the plugin asked to send its signal when the count
 * reaches its own. */
static LAYER void arm(void)
{
	unsigned long w[5], host;

	take_signal(w, 5);
	host = host_signal(w[1]);
	if (!host)
		fail(msg_span, L->calls, msg_span2, ~0ul);
	if (!plugin_counts())
		fail(msg_noplugin, ~0ul, 0, ~0ul);
	for (int k = 0; k < 4; k++)
		L->armed[k] = w[1 + k];
	sig_put(SW_HOST, host);
	sig_put(SW_PC, w[4]);   /* (its pc: the plugin needs it at a handler's return) */
	sig_put(SW_TARGET + 1, w[3]);
	sig_put(SW_TARGET, w[2]);
}

/* Replay: a signal armed for a count the program has run past stops the replay. */
static LAYER void overdue(void)
{
	unsigned long c[2];

	count_now(c);
	if (L->armed[0] && count_cmp(c, &L->armed[1]) > 0)
		fail_signal(L->armed[0], msg_sigmiss, &L->armed[1], msg_sigmiss2, c, msg_sigmiss3);
}

/* Replay: a signal that came from the plugin. At the count and pc the log has, on to the
 * program's handler; at the count but in the layer (its call came first, the program's
 * mask held it back), sent again as the call ends (end_call); else the replay's own (a
 * child's end, a signal of another process the recorded run had too): not passed on. qemu
 * lets in every signal it can at a place at once, each frame on the one before: the armed
 * signal on top of one of the replay's own (a child's end) reaches the layer's handler at
 * its first instruction, where the other's frame — on the program's stack, below the pc the
 * log has — is the recorded run's: the program's handler runs on that one (*arg: the signal
 * passed to it), the kernel's frame for the armed one given back. */
static LAYER unsigned long replay_signal(unsigned long sig, unsigned long pc, unsigned long *arg)
{
	unsigned long c[2], at[2] = { pc, 0 }, was[2] = { L->armed[3], 0 };

	if (L->stacked && L->armed[0] && L->armed[0] != sig) {
		sig = L->armed[0];   /* (the place: the other's frame's pc) */
		*arg = sig;
	} else if (L->armed[0] != sig) {
		return 0;
	}
	count_now(c);
	/* the plugin sent it (it clears the count to send at): at the log's count only */
	if (count_cmp(c, &L->armed[1]) > 0 ||
	    (count_cmp(c, &L->armed[1]) < 0 && sig_get(SW_TARGET) == ~0ul && sig_get(SW_TARGET + 1) == ~0ul))
		fail_signal(sig, msg_sigmiss, &L->armed[1], msg_sigwhen, c, 0);
	if (count_cmp(c, &L->armed[1]) < 0)
		return 0;
	if (pc == (unsigned long)__aex_replay_async && !L->stacked) {
		L->stacked = 1;
		return 0;
	}
	if (in_layer(pc))
		return 0;
	if (pc != L->armed[3])
		fail_signal(sig, msg_sigpc, at, msg_sigpc2, was, 0);
	disarm();
	return go_on(sig);   /* (which arms the next) */
}

/* Whether sp (where the kernel put a signal's frame) is on the stack of the layer's handler of
 * kept signals: the signal came while that handler's C part ran. */
static LAYER int on_handler_stack(unsigned long sp)
{
	return sp <= AEX_REPLAY_ASTACK && sp > AEX_REPLAY_ASTACK - 0x30000;
}

/* Recording: signal sig waits for the end of the call the layer runs (end_call). */
static LAYER void set_pending(unsigned long sig)
{
	L->pending[sig] = 1;
	PENDING = 1;
}

/* Recording: signal sig came in the layer's handler of another after that one's decision, on
 * its way back to the kernel (a return from the signal: the layer's code it came in looks at
 * the signals waiting before the program runs again) or on to the program's handler, where
 * it is sent first, its frame on the other's, as if it had come as that handler began
 * (STACKED): by this handler's check of RS_STACKED when that is still ahead and free; at
 * once when the kernel put it there (as the send of another returned, at the jump); else
 * after the one the check sends, by its handler (nested, go_on). */
static LAYER unsigned long after_decision(unsigned long sig, unsigned long pc)
{
	if (!L->going) {
		set_pending(sig);
		return RA_RETURN;
	}
	if (pc == (unsigned long)__aex_replay_stacked || pc == (unsigned long)__aex_replay_sent) {
		log_signal(STACKED, sig, 0);
		return go_on(sig);
	}
	if (!STACKED_SIG) {
		log_signal(STACKED, sig, 0);
		send_stacked(sig);
		return RA_RETURN;
	}
	L->nested[sig] = 1;
	L->was_nested = 1;
	return RA_RETURN;
}

/* A signal whose handler the layer keeps has come (the target's __aex_replay_async, the
 * kernel's handler of it, asks with the pc it came at): the program's handler's address to
 * pass it on to, as if the kernel had called it, or 0 to return from the signal. One the
 * program (or the layer, sending it again) sent itself goes on wherever the kernel delivers
 * it (as the kill returns, as a mask lets it in). Recording, any other is logged where it
 * came (enum sigwhere) and goes on; one that came while the layer ran in a call waits for
 * the call's end, one that came while this handler decided (or on top of it) is sent as the
 * decided one goes on (go_on). Replaying: replay_signal. */
static LAYER unsigned long decide(unsigned long sig, unsigned long pc, unsigned long *arg)
{
	if (sig == 0 || sig > NSIG)
		fail(msg_handler, sig, msg_nohost, ~0ul);
	if (L->expect[sig] && handler_may_run(pc)) {
		L->expect[sig] = 0;
		return go_on(sig);
	}
	if (L->mode == MODE_REPLAY)
		return replay_signal(sig, pc, arg);
	if (between(pc, __aex_replay_leave, __aex_replay_left)) {
		/* as the entry went back to the program, after its last look: look again */
		set_pending(sig);
		WORD(RS_PHASE) = PH_EXIT;
		return RA_LOOK_AGAIN;
	}
	if (between(pc, __aex_replay_decided, __aex_replay_async_end))
		return after_decision(sig, pc);
	if (between(pc, (const char *)__aex_replay_async, __aex_replay_decided) ||
	    (in_layer(pc) && L->in_async > 1) || on_handler_stack(arg[4])) {
		/* before another's decision, or in its C part (the handler of that one sends
		 * it or lets it wait: __aex_replay_signal, __aex_replay_nested) */
		L->nested[sig] = 1;
		L->was_nested = 1;
		NESTED = 1;
		return 0;
	}
	if (in_layer(pc) && !at_perform(pc)) {
		set_pending(sig);
		return 0;
	}
	if (in_layer(pc)) {
		log_signal(DURING, sig, 0);
		return go_on(sig);
	}
	if (!plugin_counts())
		fail(msg_handler, sig, msg_nocount, ~0ul);
	if (!host_signal(sig))
		fail(msg_handler, sig, msg_nohost, ~0ul);
	log_signal(AT_COUNT, sig, pc);
	return go_on(sig);
}

/* Recording: the signals kept in nested[] wait for a call's end with the one decided. */
static LAYER void nested_wait(void)
{
	NESTED = 0;
	for (unsigned long s = 1; s <= NSIG; s++)
		if (L->nested[s]) {
			L->nested[s] = 0;
			set_pending(s);
		}
}

/* Recording: signals came while the layer's handler of another left its C part, whose
 * decision was h (replay.S, __aex_replay_decided): one is sent first when that one goes on
 * to the program's handler and no other is being sent (its handler sends the next: go_on),
 * else they wait with it. h again. */
unsigned long LAYER __aex_replay_nested(unsigned long h)
{
	if (h <= RA_NESTED) {
		nested_wait();
		return h;
	}
	NESTED = 0;   /* (one that comes now sets it again) */
	stack_nested();
	return h;
}

unsigned long LAYER __aex_replay_signal(unsigned long sig, unsigned long pc, unsigned long *arg)
{
	/* (a signal that comes while this one decides, on top of it, leaves these as it
	 * found them) */
	unsigned long h, going = L->going, outer = L->was_nested, nested;

	L->in_async++;
	L->was_nested = 0;
	h = decide(sig, pc, arg);
	nested = L->was_nested;
	if (h <= RA_LOOK_AGAIN && L->in_async == 1 && !nested)
		nested_wait();   /* (not passed on: what came while it decided waits with it) */
	/* the handler that goes on now is this one, unless this came in another's (on top of
	 * it: that one goes on after this one's return) */
	L->going = nested || between(pc, __aex_replay_decided, __aex_replay_async_end)
			   ? going : h > RA_NESTED;
	L->was_nested = outer;
	L->in_async--;
	return nested ? RA_NESTED : h;
}

/* The end of a call: recording, the signals that came while the layer ran sent again (after
 * a record saying so); replay, those the log has there, and the next signal at a count
 * armed. RP_ANSWERED when there is nothing (more) to send. */
static LAYER unsigned long end_call(void)
{
	WORD(RS_PHASE) = PH_EXIT;
	if (L->mode == MODE_RECORD) {
		if (!PENDING)
			return RP_ANSWERED;
		PENDING = 0;   /* (one that comes as we look sets it again) */
		for (unsigned long sig = 1; sig <= NSIG; sig++)
			if (L->pending[sig]) {
				L->pending[sig] = 0;
				PENDING = 1;   /* (the others: at the next look) */
				log_signal(DEFERRED, sig, 0);
				return send_again(sig);
			}
		return RP_ANSWERED;
	}
	for (;;) {
		unsigned long c[2], w[2];

		count_now(c);
		if (L->armed[0] && count_cmp(c, &L->armed[1]) == 0) {
			unsigned long sig = L->armed[0];

			disarm();   /* (it came as the layer ran, or comes right after it) */
			return send_again(sig);
		}
		switch (peek()) {
		case DEFERRED:
			take_signal(w, 2);
			return send_again(w[1]);
		case AT_COUNT:
			if (!L->armed[0]) {
				arm();
				continue;
			}
			return RP_ANSWERED;
		default:
			return RP_ANSWERED;
		}
	}
}

/* Replay: a signal that came as the call nr returned, sent again; during a sigsuspend under
 * the mask it waits with (PH_SUSP_KILL, PH_SUSP_MASK), the call then answered. */
static LAYER unsigned long during(unsigned long nr)
{
	unsigned long w[2];

	take_signal(w, 2);
	if (nr != SYS_rt_sigsuspend)
		return send_again(w[1]);
	L->susp_sig = w[1];
	L->susp_done = 1;
	WORD(RS_PHASE) = PH_SUSP_KILL;
	return aux(SYS_rt_sigprocmask, SIG_SETMASK, ARG(0), (unsigned long)L->oldmask, ARG(1));
}

/* rt_sigaction, before it is made: a handler of an asynchronous signal is kept by the
 * layer, the kernel gets the layer's (which passes a signal the program sent itself on to
 * the program's: __aex_replay_signal), so that such a signal that comes while the program
 * runs, which a replay could not place, stops the recording where it comes instead of at the
 * program's installing a handler it may never need. */
static LAYER void wrap_before(void)
{
	unsigned long sig = ARG(0);
	const struct __rt_ksigaction *act = (const struct __rt_ksigaction *)ARG(1);

	WORD(RS_WRAP) = ARG(0);
	WORD(RS_WRAP + 4) = ARG(1);
	WORD(RS_WRAP + 8) = 0;
	L->prev = L->acts[sig];
	if (!act || (unsigned long)act->handler <= 1 || synchronous(sig))
		return;
	L->acts[sig] = *act;
	L->rest[sig][0] = ARG(3);
	L->rest[sig][1] = ARG(4);
	L->tmp = *act;
	L->tmp.handler = __aex_replay_async;
	sig_put(SW_WANT, 1);   /* (the plugin counts from this call on: its signals may come) */
	ARG(1) = (unsigned long)&L->tmp;
	WORD(RS_WRAP + 8) = 1;
}

/* After it: the old action the program asked for is its own, not the layer's. */
static LAYER void wrap_after(void)
{
	unsigned long sig = WORD(RS_WRAP);
	struct __rt_ksigaction *old = (struct __rt_ksigaction *)ARG(2);

	ARG(1) = WORD(RS_WRAP + 4);
	if (WORD(RS_R0) != 0 || WORD(RS_ERR))
		return;
	if (old && old->handler == __aex_replay_async)
		*old = L->prev;
	if (ARG(1))
		L->wrapped[sig] = (unsigned char)WORD(RS_WRAP + 8);
}

/* A signal the program sends itself whose handler the layer keeps: expected, so that the
 * layer's handler passes it on to the program's where the kernel delivers it. */
static LAYER void kill_before(void)
{
	unsigned long sig = ARG(1);

	if (ARG(0) == L->pid && sig > 0 && sig <= NSIG && L->wrapped[sig])
		L->expect[sig] = 1;
}

/* Recording, before a fork: the log so far out, a pipe for the child's log handed to aex
 * record (its read end, with our pid, over AEX_EVENTS_SOCKET_FD), its write end kept for the
 * child (docs/processes.md: as the tracing runtime's fork). */
static LAYER void record_fork(void)
{
	struct iov {
		void *base;
		unsigned long len;
	} iov;
	struct cmsg {
		unsigned long len;
		int level, type, fd;
	} cm;
	struct msg {
		void *name;
		unsigned long namelen;
		struct iov *iov;
		unsigned long iovlen;
		void *control;
		unsigned long controllen;
		int flags;
	} msg = { 0 };
	int fd[2];
	long r;

	flush();
	L->fork_fd = -1;
	if (__aex_replay_sys(SYS_pipe2, (long)fd, 0, 0, 0, 0) < 0)
		return;
	iov = (struct iov){ &L->self, 4 };
	cm = (struct cmsg){ sizeof cm, SOL_SOCKET, SCM_RIGHTS, fd[0] };
	msg.iov = &iov;
	msg.iovlen = 1;
	msg.control = &cm;
	msg.controllen = sizeof cm;
	r = __aex_replay_sys(SYS_sendmsg, AEX_EVENTS_SOCKET_FD, (long)&msg, 0, 0, 0);
	if (r < 0 && r != -ENOTSOCK)
		fail(msg_sock, ~0ul, 0, ~0ul);
	__aex_replay_sys(SYS_close, fd[0], 0, 0, 0, 0);
	if (r >= 0)
		L->fork_fd = fd[1];
	else   /* the log discarded (a counting run): the child keeps the descriptor */
		__aex_replay_sys(SYS_close, fd[1], 0, 0, 0, 0);
}

/* After a fork, in the child: its own log, named after its parent's and its number. */
static LAYER void child_started(void)
{
	unsigned long n = L->forks, len = 0;
	char d[12];
	int k = 0;

	while (L->name[len])
		len++;
	do
		d[k++] = (char)('0' + n % 10);
	while ((n /= 10) != 0);
	if (len + 1 + (unsigned long)k >= MAX_NAME)
		fail(msg_nest, ~0ul, 0, ~0ul);
	L->name[len++] = '.';
	while (k > 0)
		L->name[len++] = d[--k];
	L->name[len] = 0;
	L->forks = 0;
	L->nkids = 0;
	L->pid = ~0ul;
	L->fill = 0;
	for (int sig = 0; sig <= NSIG; sig++)   /* (the kernel's pending signals are the
						  * parent's only) */
		L->pending[sig] = L->nested[sig] = 0;
	PENDING = NESTED = 0;
	L->going = 0;
	L->looked = 0;
	L->susp_done = 0;
	if (L->mode == MODE_REPLAY)
		disarm();
	if (L->mode == MODE_REPLAY) {
		open_log();
	} else if (L->fork_fd >= 0) {
		__aex_replay_sys(SYS_dup3, L->fork_fd, AEX_EVENTS_FD, 0, 0, 0);
		__aex_replay_sys(SYS_close, L->fork_fd, 0, 0, 0, 0);
		L->fork_fd = -1;
	}
}

/* Descriptors 1 and 2 stop being aex's when the program closes or replaces them. */
static LAYER void track_outputs(unsigned long nr)
{
	unsigned long fd = ~0ul;

	if (nr == SYS_close)
		fd = ARG(0);
#ifdef SYS_dup2
	if (nr == SYS_dup2)
		fd = ARG(1);
#endif
#ifdef SYS_dup3
	if (nr == SYS_dup3)
		fd = ARG(1);
#endif
	if (fd == 1 || fd == 2)
		L->outs &= ~(1ul << fd);
}

/* Replay: the spans of the current record kept (in the recording's buffer, unused by a
 * replay) until a wait made again has returned. */
static LAYER void stash_spans(void)
{
	unsigned long k = REC(0) >> 16 & 0xff, at = 0;
	char *buf = (char *)AEX_REPLAY_BUF;

	for (unsigned long i = 0; i < k; i++) {
		unsigned long *sp = (unsigned long *)(buf + at);
		unsigned long pad;

		if (read_log((char *)sp, 8) < 0 || sp[1] > AEX_REPLAY_BUF_SIZE / 2 - at - 8)
			fail(msg_span, L->calls, msg_span2, ~0ul);
		pad = (4 - sp[1] % 4) % 4;
		if (read_log(buf + at + 8, sp[1] + pad) < 0)
			fail(msg_span, L->calls, msg_span2, ~0ul);
		at += 8 + sp[1] + pad;
	}
}

static LAYER void unstash_spans(void)
{
	unsigned long k = REC(0) >> 16 & 0xff, at = 0;
	const char *buf = (const char *)AEX_REPLAY_BUF;

	for (unsigned long i = 0; i < k; i++) {
		const unsigned long *sp = (const unsigned long *)(buf + at);

		for (unsigned long b = 0; b < sp[1]; b++)
			((char *)sp[0])[b] = buf[at + 8 + b];
		at += 8 + sp[1] + (4 - sp[1] % 4) % 4;
	}
}

/* The log's result in the frame. */
static LAYER void logged_result(void)
{
	WORD(RS_R0) = REC(2);
	WORD(RS_ERR) = REC(0) >> 24 & 1;
	WORD(RS_R1) = 0;
}

/* Replay: a call made again for a child of the replay, its pid the real one. */
static LAYER void translate_pids(unsigned long nr)
{
	WORD(RS_ORIG) = ARG(0);
	WORD(RS_ORIG + 4) = ARG(1);
	if (nr == SYS_kill) {
		ARG(0) = ARG(0) == L->pid ? (unsigned long)__aex_replay_sys(SYS_getpid, 0, 0, 0, 0, 0)
					  : kid(ARG(0));
		return;
	}
#ifdef SYS_wait4
	if (nr == SYS_wait4 && (long)ARG(0) > 0)
		ARG(0) = kid(ARG(0)) ? kid(ARG(0)) : ARG(0);
#endif
#ifdef SYS_waitid
	if (nr == SYS_waitid && ARG(0) == 1 /* P_PID */)
		ARG(1) = kid(ARG(1)) ? kid(ARG(1)) : ARG(1);
#endif
}

/* Replay: how the call the log holds is served. */
/* Replay: whether the call's record is read after it is made. A recording logs a call when
 * it returns, so a call during which a handler of the program runs and makes calls of its
 * own (a kill of the process itself, an unblocking rt_sigprocmask) is logged after those:
 * the calls made again are read in that order. */
static LAYER int read_after(unsigned long nr, enum serve s)
{
	return (s == PERFORM || s == PERFORM_ANY || s == SIGACT) && !noreturn(nr);
}

static LAYER unsigned long replay_before(unsigned long nr, enum serve s)
{
	if (!read_after(nr, s) && peek() == DURING)
		return during(nr);
	if (s == SUSPEND && !L->susp_done)
		return RP_PERFORM;   /* (a signal the program sent itself ends it) */
	if (s == SUSPEND) {
		L->susp_done = 0;
		s = ANSWER;
	}
	if (read_after(nr, s)) {
		translate_pids(nr);
		return RP_PERFORM;
	}
	replay_next(nr);
	if (s == ANSWER || (s == FORK && ((REC(0) >> 24 & 1) || (long)REC(2) < 0))) {
		/* (a fork that failed when recorded fails again) */
		replay_spans();
		logged_result();
		if (nr == SYS_getpid)
			L->pid = REC(2);
		WORD(RS_SERVE) = ANSWER;
		return end_call();
	}
	if (s == WAIT)
		stash_spans();
	if (s == FORK) {
		L->forks++;
		L->self = (unsigned long)__aex_replay_sys(SYS_getpid, 0, 0, 0, 0, 0);
	}
	translate_pids(nr);
	return noreturn(nr) ? RP_NORETURN : RP_PERFORM;
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
	if (s == REFUSE)
		fail(msg_unknown, nr, msg_unknown2, ~0ul);
	track_outputs(nr);
	if (nr == SYS_kill)
		kill_before();
	if (L->mode == MODE_REPLAY) {
		unsigned long rp;

		overdue();
		WORD(RS_PHASE) = PH_BEFORE;
		rp = replay_before(nr, s);
		if (s == SIGACT)   /* (after the log's check of the program's arguments) */
			wrap_before();
		return rp;
	}
	if (s == SIGACT)
		wrap_before();
	if (nr == SYS_kill)
		flush();   /* a signal it sends itself may end it */
	if (s == FORK) {
		L->self = (unsigned long)__aex_replay_sys(SYS_getpid, 0, 0, 0, 0, 0);
		record_fork();
	}
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

/* After a fork made again or recorded: the child goes on with its own log; the parent
 * knows it by its recorded pid. Whether this is the child. */
static LAYER int forked(void)
{
	if ((unsigned long)__aex_replay_sys(SYS_getpid, 0, 0, 0, 0, 0) != L->self) {
		child_started();
		return 1;
	}
	if (L->mode == MODE_RECORD) {
		L->forks++;
		if (L->fork_fd >= 0) {
			__aex_replay_sys(SYS_close, L->fork_fd, 0, 0, 0, 0);
			L->fork_fd = -1;
			control(AEX_EVENTS_CONTROL_FORK, L->self,
				result() > 0 ? (unsigned long)result() : 0, 2);
		}
	} else if (L->nkids < MAX_KIDS) {
		L->kids[L->nkids][0] = REC(2);
		L->kids[L->nkids++][1] = WORD(RS_R0);
	}
	return 0;
}

/* After the call, recording: its record; replay: the log's record of a call made again read
 * and its result checked (or the log's returned). Then the call's end (end_call). */
static LAYER unsigned long after_rest(void)
{
	unsigned long nr = WORD(RS_NR), serve = WORD(RS_SERVE);
	struct span s[MAX_SPANS];

	WORD(RS_PHASE) = PH_AFTER;
	if (L->mode == MODE_RECORD) {
		if (nr == SYS_getpid)
			L->pid = WORD(RS_R0);
		record(nr, s, spans_of(nr, result(), s));
		return end_call();
	}
	if (read_after(nr, serve) && peek() == DURING)
		return during(nr);
	if (read_after(nr, serve) || serve == SUSPEND)
		replay_next(nr);
	if (serve == WAIT)
		unstash_spans();
	if (serve == PERFORM_ANY || serve == WAIT || serve == FORK)
		logged_result();
	else if (WORD(RS_R0) != REC(2) || (WORD(RS_ERR) != 0) != (REC(0) >> 24 & 1))
		fail(msg_diverged, L->calls, msg_result, WORD(RS_R0));
	return end_call();
}

unsigned long LAYER __aex_replay_after(void)
{
	unsigned long nr = WORD(RS_NR);

	if (WORD(RS_SERVE) == FORK && forked())
		return end_call();
	if (WORD(RS_SERVE) == SIGACT)
		wrap_after();
	if (L->mode == MODE_REPLAY && (nr == SYS_kill || WORD(RS_SERVE) == WAIT)) {
		ARG(0) = WORD(RS_ORIG);   /* the program's, as the kernel leaves them */
		ARG(1) = WORD(RS_ORIG + 4);
	}
	return after_rest();
}

/* After a call the layer made of its own for RP_RAISE: on where it was. */
unsigned long LAYER __aex_replay_step(void)
{
	switch (WORD(RS_PHASE)) {
	case PH_BEFORE:
		return replay_before(WORD(RS_NR), (enum serve)WORD(RS_SERVE));
	case PH_AFTER:
		return after_rest();
	case PH_SUSP_KILL:
		WORD(RS_PHASE) = PH_SUSP_MASK;
		return send_again(L->susp_sig);
	case PH_SUSP_MASK:
		WORD(RS_PHASE) = PH_BEFORE;
		return aux(SYS_rt_sigprocmask, SIG_SETMASK, (unsigned long)L->oldmask, 0, ARG(1));
	default:
		return end_call();
	}
}

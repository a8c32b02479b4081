/* trace-core.c — the ISA-neutral part of the tracing runtime (docs/porting.md, "The tracing
 * runtime"): writing the buffers out as chunks, the control chunks, a process's start, exit,
 * fork and crash, and the program's rt_sigaction and rt_sigprocmask. Compiled for the guest
 * (build/<isa>/trace-core.o) and linked into traced ELFs only, after the target's trace.S,
 * which calls these routines and supplies __aex_sys and the fault handlers. Its code is in
 * .text.aex (the runtime's range, __aex_rt_begin .. __aex_rt_end), its constants in
 * .aex_rodata; the build refuses any other data and any call out (the program's code is
 * instrumented).
 *
 * The target calls in on a stack the program or the kernel gave, with BR, WR and whatever the
 * program keeps in caller-saved registers saved: this code may use every register the C ABI
 * lets it, and never the target's reserved ones (gcc does not allocate them, or the target
 * saves them). Constants come from the ISA's rt headers (bits/). */
#include "aex_events.h"
#include "trace-core.h"

#include <bits/socket.h>
#include <bits/sysnum.h>
#include <errno.h>
#include <fcntl.h>
#include <signal.h>

/* Code in the runtime's range (a call out would run the program's instrumented code). */
#define CORE			__attribute__((section(".text.aex")))
#define STATE(off, type)	(*(type *)(AEX_STATE + (off)))
#define FLUSHING		STATE(ST_FLUSHING, unsigned long)
#define MARK			STATE(ST_MARK, char *)
#define WMARK			STATE(ST_WMARK, char *)
#define CTL(k)			STATE(ST_CTL + 4 * (k), unsigned long)
#define VMASK			STATE(ST_VMASK, unsigned)
#define SEGVBUS			(1u << (SIGSEGV - 1) | 1u << (SIGBUS - 1))
#define BIT(sig)		(1u << ((sig) - 1) % 32)

struct entry {		/* the program's action of a signal, at ST_HANDLERS */
	unsigned long handler, flags;
};
#define ENTRY(sig)		(&STATE(ST_HANDLERS + 8 * (sig), struct entry))
#define HAS_ENTRY(sig)		((sig) > 0 && (sig) < 128 && (sig) <= NSIG)

/* The target's: the system call nr (a ... e its arguments), the kernel's result (-errno on
 * failure); the fault handlers the kernel gets. */
long __aex_sys(long nr, long a, long b, long c, long d, long e);
void __aex_signal(void);
void __aex_sighandler(void);

void __aex_core_fail(long msg) __attribute__((noreturn));
void __aex_core_die(long sig) __attribute__((noreturn));

static const char messages[] __attribute__((section(".aex_rodata"))) =
	"descriptor 1000 is not open: run traced programs with 'aex run'\0"
	"cannot protect the event buffer's guard page\0"
	"writing the event trace failed\0"
	"this traced program calls clone; tracing threads is not supported\0"
	"a fork cannot hand the child's events to aex run (descriptor 1002)\0"
	"a signal handler of the program was to run at a fault of the tracing runtime\0"
	"a handler of a fault returned, to run the faulting instruction again: tracing follows "
	"such a handler only when it leaves by longjmp";

/* "aex: error: " and message msg (AEX_MSG_*) on descriptor 2, and exit status 127. */
CORE void __aex_core_fail(long msg)
{
	static const char head[] __attribute__((section(".aex_rodata"))) = "aex: error: ";
	char line[256];
	const char *m = messages;
	long n = 0;

	while (msg-- > 0)
		while (*m++)
			;
	for (const char *p = head; *p; p++)
		line[n++] = *p;
	while (*m && n < (long)sizeof line - 1)
		line[n++] = *m++;
	line[n++] = '\n';
	__aex_sys(SYS_write, 2, (long)line, n, 0, 0);
	for (;;)
		__aex_sys(SYS_exit_group, 127, 0, 0, 0, 0);
}

/* The default action of signal sig, which ends the process: the action, the signal sent and
 * let in. */
CORE void __aex_core_die(long sig)
{
	struct __rt_ksigaction dfl = { 0 };
	unsigned set[RT_KSIGSET_WORDS] = { 0 };

	__aex_sys(SYS_rt_sigaction, sig, RT_SIGACTION_ARGS(&dfl, 0));
	__aex_sys(SYS_kill, __aex_sys(SYS_getpid, 0, 0, 0, 0, 0), sig, 0, 0, 0);
	set[(sig - 1) / 32] = BIT(sig);
	__aex_sys(SYS_rt_sigprocmask, SIG_UNBLOCK, (long)set, 0, sizeof set, 0);
	for (;;)   /* (not reached: the signal's default action ends the process) */
		__aex_sys(SYS_exit_group, 127, 0, 0, 0, 0);
}

/* Writes [p, p + n) to the event descriptor. A failed write ends the process: by SIGPIPE when
 * the reader has gone and the fault handler runs, else with exit status 127. */
static CORE void write_all(const char *p, long n)
{
	while (n > 0) {
		long r = __aex_sys(SYS_write, AEX_EVENTS_FD, (long)p, n, 0, 0);

		if (r == -EINTR)
			continue;
		if (r == -EPIPE && FLUSHING == 2)
			__aex_core_die(SIGPIPE);
		if (r < 0)
			__aex_core_fail(AEX_MSG_WRITE);
		p += r;
		n -= r;
	}
}

/* Writes the chunk of the n bytes at p (nothing when n <= 0), bits its header's bits 30-31:
 * the header, a word in the guest's byte order, in the 4 bytes before p, then the data, in one
 * write. The header goes byte by byte, as p may be unaligned, and by plain byte stores: an
 * unaligned word store, which qemu may do in a helper, shows in the golden trace of the
 * traced run. */
static CORE void chunk(char *p, long n, unsigned long bits)
{
	int big = __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__;

	if (n <= 0)
		return;
	bits |= (unsigned long)n;
	for (int k = 0; k < 4; k++)
		p[k - 4] = (char)(bits >> (big ? 24 - 8 * k : 8 * k));
	write_all(p - 4, n + 4);
}

/* Writes the buffers out from their marks up to br and wr; the marks move there. */
static CORE void both(char *br, char *wr)
{
	char *m = MARK, *w = WMARK;

	MARK = br;
	WMARK = wr;
	chunk(m, br - m, 0);
	chunk(w, wr - w, AEX_EVENTS_STREAM_BIT);
}

/* Writes the control chunk of kind kind, n bytes at ST_CTL (its other words set). */
static CORE void control(unsigned long kind, long n)
{
	char *p = (char *)AEX_STATE + ST_CTL;

	__asm__("" : "+r"(p));   /* an address, not an object gcc bounds-checks p[-4] against */
	CTL(0) = kind;
	chunk(p, n, AEX_EVENTS_CONTROL_BIT);
}

/* Whether signal sig's default action ends the process (SIGKILL's cannot be changed). */
static CORE int fatal(long sig)
{
	return sig > 0 && sig < 32 && sig != SIGKILL && sig != SIGCHLD && sig != SIGCONT &&
	       sig != SIGSTOP && sig != SIGTSTP && sig != SIGTTIN && sig != SIGTTOU &&
	       sig != SIGURG && sig != SIGWINCH;
}

/* The fatal-signal path: __aex_signal on the signal stack, every signal blocked. No
 * SA_RESETHAND: SIGSEGV comes at every full buffer. */
static CORE void crash_action(struct __rt_ksigaction *k)
{
	*k = (struct __rt_ksigaction){ .handler = (void (*)(int))__aex_signal,
				       .flags = SA_ONSTACK | SA_SIGINFO };
	for (int i = 0; i < RT_KSIGSET_WORDS; i++)
		k->mask[i] = ~0u;
}

/* Process entry (before the program's): checks the event descriptor, protects the guards,
 * sets up the signal stack and the fatal-signal path; the marks at the buffers' starts. */
CORE void __aex_core_start(void)
{
	struct __rt_kstack ss = { 0 };
	struct __rt_ksigaction k;

	if (__aex_sys(SYS_fcntl, AEX_EVENTS_FD, F_GETFD, 0, 0, 0) < 0)
		__aex_core_fail(AEX_MSG_NOFD);
	if (__aex_sys(SYS_mprotect, AEX_GUARD, AEX_GUARD_SIZE, 0, 0, 0) != 0 ||
	    __aex_sys(SYS_mprotect, AEX_WGUARD, AEX_GUARD_SIZE, 0, 0, 0) != 0)
		__aex_core_fail(AEX_MSG_GUARD);
	ss.sp = (void *)AEX_ALTSTACK;
	ss.size = AEX_ALTSTACK_SIZE;
	__aex_sys(SYS_sigaltstack, (long)&ss, 0, 0, 0, 0);
	crash_action(&k);
	for (long sig = 1; sig < 32; sig++)
		if (fatal(sig))
			__aex_sys(SYS_rt_sigaction, sig, RT_SIGACTION_ARGS(&k, 0));
	MARK = (char *)AEX_BUF;
	WMARK = (char *)AEX_WBUF;
}

/* Before an exit with status status (br and wr the buffers' pointers): both buffers out, the
 * exit's control chunk; the marks at the buffers' starts (the target moves BR and WR). */
CORE void __aex_core_flush(long status, char *br, char *wr)
{
	FLUSHING = 1;
	both(br, wr);
	CTL(1) = (unsigned long)status;
	control(AEX_EVENTS_CONTROL_EXIT, 8);
	MARK = (char *)AEX_BUF;
	WMARK = (char *)AEX_WBUF;
	FLUSHING = 0;
}

/* The program's fork (docs/processes.md): both buffers out, the read end of a new pipe to aex
 * run through AEX_EVENTS_SOCKET_FD (ENOTSOCK: the events are discarded), the fork; the
 * child's event descriptor becomes the pipe; the parent writes the fork chunk and the marker
 * (SYSCALL_FORK, or SYSCALL_OTHER when the fork failed) at the buffer's start. Returns what
 * the fork returns; ST_NEXT says where BR starts. */
CORE long __aex_core_fork(char *br, char *wr)
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
	long pid, r, handed = 0;

	FLUSHING = 1;
	both(br, wr);
	r = __aex_sys(SYS_pipe2, (long)fd, 0, 0, 0, 0);
	if (r >= 0) {
		pid = __aex_sys(SYS_getpid, 0, 0, 0, 0, 0);
		iov = (struct iov){ &pid, 4 };
		cm = (struct cmsg){ sizeof cm, SOL_SOCKET, SCM_RIGHTS, fd[0] };
		msg.iov = &iov;
		msg.iovlen = 1;
		msg.control = &cm;
		msg.controllen = sizeof cm;
		r = __aex_sys(SYS_sendmsg, AEX_EVENTS_SOCKET_FD, (long)&msg, 0, 0, 0);
		if (r < 0 && r != -ENOTSOCK)
			__aex_core_fail(AEX_MSG_SOCK);   /* a socket that failed, or none */
		handed = r >= 0;
		if (!handed)   /* events discarded: the child keeps the descriptor */
			__aex_sys(SYS_close, fd[1], 0, 0, 0, 0);
		__aex_sys(SYS_close, fd[0], 0, 0, 0, 0);   /* aex run has its own */
#ifdef SYS_fork
		r = __aex_sys(SYS_fork, 0, 0, 0, 0, 0);
#else
		r = __aex_sys(SYS_clone, SIGCHLD, 0, 0, 0, 0);   /* a fork: no stack, no thread */
#endif
		if (r == 0 && handed) {   /* the child: the write end is its descriptor */
			__aex_sys(SYS_dup3, fd[1], AEX_EVENTS_FD, 0, 0, 0);
			__aex_sys(SYS_close, fd[1], 0, 0, 0, 0);
		} else if (r != 0 && handed) {   /* the parent, or a failed fork: tell aex run */
			__aex_sys(SYS_close, fd[1], 0, 0, 0, 0);
			CTL(1) = (unsigned long)pid;
			CTL(2) = r > 0 ? (unsigned long)r : 0;
			control(AEX_EVENTS_CONTROL_FORK, 12);
		}
	}
	STATE(ST_NEXT, long) = r != 0;
	if (r != 0)
		*(char *)AEX_BUF = r > 0 ? AEX_EVENTS_SYSCALL_FORK : AEX_EVENTS_SYSCALL_OTHER;
	FLUSHING = 0;
	MARK = (char *)AEX_BUF;
	WMARK = (char *)AEX_WBUF;
	return r;
}

/* The program's rt_sigaction(sig, act, oact, size) (docs/processes.md, "Signals"). A handler
 * goes to the kernel as __aex_sighandler with the program's flags, restorer and mask (less
 * SIGSEGV and SIGBUS), and into the table (SIGSEGV's and SIGBUS's only there: the kernel keeps
 * __aex_signal); SIG_DFL of a fatal signal installs the crash path again; the old action
 * read back is the program's. Returns the kernel's result. */
CORE long __aex_core_sigaction(long sig, const struct __rt_ksigaction *act,
			  struct __rt_ksigaction *oact, long size)
{
	struct __rt_ksigaction k;
	const struct __rt_ksigaction *kact = act;
	struct entry e = { 0, 0 }, *t = ENTRY(HAS_ENTRY(sig) ? sig : 0);
	long r;

	if (HAS_ENTRY(sig) && act && (unsigned long)act->handler > 1) {
		e = (struct entry){ (unsigned long)act->handler, act->flags };
		kact = 0;
		if (sig != SIGSEGV && sig != SIGBUS) {
			k = *act;
			k.handler = (void (*)(int))__aex_sighandler;
			k.mask[0] &= ~SEGVBUS;   /* the guards' faults stay open */
			kact = &k;
		}
	} else if (HAS_ENTRY(sig) && act && !act->handler && fatal(sig)) {
		crash_action(&k);
		kact = &k;
	}
	r = __aex_sys(SYS_rt_sigaction, sig, (long)kact, (long)oact, size, 0);
	if (r != 0 || !HAS_ENTRY(sig))
		return r;
	if (oact && oact->handler == (void (*)(int))__aex_sighandler) {
		oact->handler = (void (*)(int))t->handler;
	} else if (oact && oact->handler == (void (*)(int))__aex_signal) {
		if (t->handler) {
			oact->handler = (void (*)(int))t->handler;
			oact->flags = t->flags;
		} else {   /* the crash path: SIG_DFL as the program had it */
			*oact = (struct __rt_ksigaction){ 0 };
		}
	}
	if (act)
		*t = e;
	return r;
}

/* The program's rt_sigprocmask(how, set, oset, size): the kernel never blocks SIGSEGV and
 * SIGBUS (the guards'); the program's bits of them are in ST_VMASK. */
CORE long __aex_core_sigprocmask(long how, const unsigned *set, unsigned *oset, long size)
{
	unsigned pset[RT_KSIGSET_WORDS], before = VMASK, mine = 0;
	long r;

	if (set) {
		for (int i = 0; i < RT_KSIGSET_WORDS; i++)
			pset[i] = set[i];
		mine = pset[0] & SEGVBUS;
		pset[0] &= ~SEGVBUS;
	}
	r = __aex_sys(SYS_rt_sigprocmask, how, set ? (long)pset : 0, (long)oset, size, 0);
	if (r != 0)
		return r;
	if (set)
		VMASK = how == SIG_BLOCK ? before | mine : how == SIG_UNBLOCK ? before & ~mine : mine;
	if (oset)
		oset[0] = (oset[0] & ~SEGVBUS) | before;
	return r;
}

/* A full buffer in the fault handler (FLUSHING 2; words: the value words'; br and wr where the
 * signal frame keeps BR and WR): out up to its guard, its mark back at its start, the saved
 * pointer down by the buffer's size; the other buffer out up to its saved pointer when that is
 * past its mark (not further: the faulting group may have stored there), its mark there. */
CORE void __aex_core_full(long words, char **br, char **wr)
{
	char **mark = words ? &WMARK : &MARK, **omark = words ? &MARK : &WMARK;
	char **p = words ? wr : br, **o = words ? br : wr;
	char *buf = (char *)(words ? AEX_WBUF : AEX_BUF);

	chunk(*mark, buf + AEX_BUF_SIZE - *mark, words ? AEX_EVENTS_STREAM_BIT : 0);
	*mark = buf;
	*p -= AEX_BUF_SIZE;
	if (*o > *omark) {
		chunk(*omark, *o - *omark, words ? 0 : AEX_EVENTS_STREAM_BIT);
		*omark = *o;
	}
}

/* Both buffers out up to br and wr, then the control chunk kind (SIGNAL with the word word,
 * or SIGNAL_END); with reset, the marks go back to the buffers' starts (the target moves BR
 * and WR there), else they stay at br and wr. */
CORE void __aex_core_signal(char *br, char *wr, long kind, long word, long reset)
{
	both(br, wr);
	CTL(1) = (unsigned long)word;
	control((unsigned long)kind, kind == AEX_EVENTS_CONTROL_SIGNAL_END ? 4 : 8);
	if (reset) {
		MARK = (char *)AEX_BUF;
		WMARK = (char *)AEX_WBUF;
	}
}

/* A crash by signal sig at pc (br and wr the buffers' pointers): both buffers out, the crash
 * record, the signal's default action. */
CORE void __aex_core_crash(char *br, char *wr, long sig, long pc)
{
	both(br, wr);
	CTL(1) = (unsigned long)sig;
	CTL(2) = (unsigned long)pc;
	control(AEX_EVENTS_CONTROL_CRASH, AEX_EVENTS_CRASH_SIZE);
	__aex_core_die(sig);
}

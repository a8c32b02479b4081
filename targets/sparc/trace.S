/* trace.S — the SPARC V8 tracing runtime, linked into traced ELFs only (never instrumented):
 * process entry, the guard-page handler that flushes a full event buffer, the system-call
 * hook's out-of-line part, and the fatal-signal path that saves a crashing program's events.
 * It uses only the reserved range (docs/memory-layout.md) and %g5-%g7, which gcc never uses;
 * the program's registers, its %y and its condition codes survive everything but an exit.
 *
 * Inline event code (targets/sparc/emit.c) stores event bytes with `stb ..., [%g6+off]` and
 * value words with `st ..., [%g7+off]`, each in increasing offset order, and has no room check:
 * the first store at or past a buffer's guard, the protected range above it, faults, and
 * __aex_signal writes out that whole buffer, moves the saved pointer down by its size and
 * returns, so the store lands at the buffer's start and the rest of the group follows it. A
 * buffer goes to the event descriptor as a chunk (docs/event-format.md): a header word (the
 * stream in bit 31, the length below it) stored in the word below the buffer, then the
 * buffer's bytes, in one write.
 *
 * Memory (0x0f000000 - 0x0fffffff):
 *   0x0f4ffffc                the value words' chunk header
 *   0x0f500000 .. 0x0f5fffff  the value-word buffer (WBUF, 1 MiB)
 *   0x0f600000 .. 0x0f60ffff  its guard (PROT_NONE)
 *   0x0f6ffffc                the event bytes' chunk header
 *   0x0f700000 .. 0x0f7fffff  the event-byte buffer (BUF, 1 MiB: both are written out in
 *                             pieces while the program runs, so that aex run stores them
 *                             meanwhile)
 *   0x0f800000 .. 0x0f80ffff  its guard (PROT_NONE)
 *   0x0f810000 state:
 *     +0    return address of an __aex_syscall call (its %g7 link)
 *     +4    what writes the buffers out: 0 nothing, 1 an exit, 2 the signal handler (a
 *           signal then must not write them again)
 *     +8    %g7 (the value-word pointer) during an __aex_syscall call (emit.c stores it)
 *     +12   %o3 of an exiting system call, while the buffers are written
 *     +16   %g1 %o0 %o1 %o2 of an exiting system call, while the buffers are written
 *     +32   %g1 %o0-%o5 as the kernel gave them at entry; a fork's, as the program had them
 *     +64   %g6 and %g7 while a rewritten instruction of a function that steals %g5-%g7
 *           runs (steal.c)
 *     +72   the start of what the event-byte buffer holds that is not written out yet
 *     +76   the same for the value-word buffer
 *     +80   a fork's: the program's N, Z and V (bits 3..1), the fork's %o0, %o1 and carry
 *     +124  a control chunk for aex run: its header, then at +128 its words (the crash
 *           record: kind, signal, pc; a fork's: kind, pid, child pid; an exit's: kind,
 *           status)
 *     +160  sigaltstack and rt_sigaction arguments; a fork's new pipe (read end, write end)
 *     +192  a fork's message to aex run: the pid (+192), its iovec (+196), msghdr (+204)
 *           and the cmsghdr that carries the pipe's read end (+232 .. +247)
 *     +512  a program's rt_sigaction as passed to the kernel (handler, flags, restorer,
 *           mask); +544, +548 the handler and flags it installs
 *     +1024 the program's signal handlers: for signal n, at +1024 + 8n, its handler and its
 *           flags (0: none; docs/processes.md, "Signals")
 *   0x0f820000 .. 0x0f827fff  the signal stack
 *
 * Signals (qemu-sparc 7.2, linux-user/sparc/signal.c, checked by experiment): with SA_SIGINFO
 * the handler gets %o0 = the signal, %o1 = the siginfo (si_addr at +12), %o2 = the saved
 * registers { psr, pc, npc, y, %g0-%g7, %o0-%o7 } (so the saved %g6 is at %o2+40) and
 * %sp = the frame; it runs in the interrupted window (%l and %i live, not in the frame).
 * rt_sigreturn with %sp at the frame restores pc, npc, %y, the %psr condition codes, the
 * globals and the outs from it. The handler touches only globals and outs. */
#include "aex_events.h"

#define BUF		0x0f700000
#define BUF_SIZE	0x00100000
#define GUARD		0x0f800000	/* == BUF + BUF_SIZE */
#define GUARD_SIZE	0x00010000
#define WBUF		0x0f500000
#define WGUARD		0x0f600000	/* == WBUF + BUF_SIZE */
#define WORDS		0x80000000	/* AEX_EVENTS_STREAM_BIT: a chunk of value words */
#define STATE		0x0f810000
#define ALTSTACK	0x0f820000
#define ALTSTACK_SIZE	0x00008000

#define ST_RET		0
#define ST_FLUSHING	4
#define ST_G7		8
#define ST_SYSCALL_O3	12
#define ST_MARK		72	/* BUF .. : the event bytes not yet written out start here */
#define ST_WMARK	76	/* WBUF .. : the value words not yet written out */
#define ST_SYSCALL	16
#define ST_ENTRY	32
#define ST_ICC		80
#define ST_RES		84	/* %o0, %o1, carry */
#define ST_CTL		128	/* a control chunk's words (its header below) */
#define ST_ARG		160
#define ST_PID		192
#define ST_IOV		196
#define ST_MSG		204
#define ST_CMSG		232
#define ST_ACT		512
#define ST_NEWH		544
#define ST_NEWF		548
#define ST_STUB		552	/* the hook's stub (emit.h SPARC_SYSCALL_STUB) */
#define ST_NEXT		556	/* where the stub goes on */
#define ST_HANDLERS	1024
#define NSIG		64
#define ST_ARMED	1600	/* 1: %g6 and the value-word pointer are moved into their guards */
#define ST_D0		1604	/* by how much %g6 was moved */
#define ST_D1		1608	/* and the value-word pointer */
#define ST_ARMREQ	1612	/* 1: move them on the way back to the program */
#define ST_DEFER	1616	/* the signals waiting (a sigset: 2 words, bit n-1 for n) */
#define ST_DPC		1624	/* the event store they were let in at */
#define ST_DSAVE	1628	/* __aex_sighandler's registers while it writes (5 words) */
#define ST_SET		1656	/* a sigset for rt_sigprocmask */
#define ST_VMASK	1664	/* SIGSEGV and SIGBUS as the program has them blocked */
#define ST_PSET		1668	/* the program's sigset for rt_sigprocmask, as passed on (2
				 * words), and its bits of SIGSEGV and SIGBUS (+8) */
#define TEXT		0x00400000	/* text: TEXT .. TEXT_END */
#define TEXT_END	0x0f000000
#define TA_SYSCALL	0x91d02010	/* `ta 0x10` */
#define FRAME_REGS	96		/* the saved registers in a signal frame, from %sp */

/* SPARC 32-bit Linux system calls */
#define NR_exit		1
#define NR_fork		2
#define NR_write	4
#define NR_close	6
#define NR_getpid	20
#define NR_sigaltstack	28
#define NR_kill		37
#define NR_vfork	66
#define NR_mprotect	74
#define NR_dup2		90
#define NR_sendmsg	114
#define NR_fcntl	92
#define NR_rt_sigreturn	101
#define NR_rt_sigaction	102
#define NR_sigreturn	216
#define NR_exit_group	188
#define NR_clone	217
#define NR_pipe2	321
#define NR_rt_sigprocmask 103

#define F_GETFD		1
#define EINTR		4
#define EPIPE		32
#define ENOTSOCK	38
#define SOL_SOCKET	0xffff
#define SCM_RIGHTS	1
#define CONTROL		0x40000000	/* AEX_EVENTS_CONTROL_BIT: a control chunk */
#define SIGSEGV		11
#define SIGBUS		10
#define SIGPIPE		13
#define SIGILL		4
#define SIGTRAP		5
#define SIGFPE		8
#define SIG_BLOCK	1
#define SIG_UNBLOCK	2
#define SEGVBUS		0x600		/* SIGSEGV's and SIGBUS's bits in a sigset's first word */
#define SA_NODEFER	0x20
#define SA_ONSTACK	0x1
#define SA_SIGINFO	0x200

/* The saved registers of a signal frame (%o2 on handler entry) */
#define REGS_PC		4
#define REGS_NPC	8
#define REGS_MASK	80		/* after the saved registers: the mask (its first word) */
#define SF_MASK1	(FRAME_REGS + 96)	/* a handler's frame: the mask's second word */
#define RT_MASK1	84		/* __aex_signal's (rt) frame: the same, after the first */
#define REGS_G6		(16 + 6 * 4)
#define REGS_G7		(16 + 7 * 4)
#define SIGINFO_ADDR	12

/* `stb rd, [%g6 + ...]`: op 3, op3 5, rs1 %g6, any rd and second operand */
#define STB_G6_MASK	0xc1ffc000
#define STB_G6_MATCH	0xc0298000
/* `st rd, [%g7 + ...]`: op 3, op3 4, rs1 %g7 */
#define ST_G7_MATCH	0xc021c000

/* __aex_syscall's classes of system calls, indexes of syscall_paths */
#define SC_OTHER	0
#define SC_EXIT		1	/* == AEX_EVENTS_SYSCALL_EXIT: the class is the marker */
#define SC_FORK		2
#define SC_CLONE	3
#define SC_SIGACTION	4	/* marker 0 */

	/* Read-only data stays in the text segment: the data segment must not change
	 * (docs/memory-layout.md). */
	.section .aex_rodata,"a",@progbits
fatal_signals:
	/* SPARC signals whose default action ends the process (not SIGKILL) */
	.byte	1, 2, 3, 4, 5, 6, 7, 8, 10, 11, 12, 13, 14, 15, 23, 24, 25, 26, 27, 29, 30, 31, 0
syscall_class:
	/* the class of each system call number below 256 (the others are SC_OTHER) */
	.byte	SC_OTHER, SC_EXIT, SC_FORK
	.skip	NR_vfork - NR_fork - 1
	.byte	SC_FORK
	.skip	NR_rt_sigaction - NR_vfork - 1
	.byte	SC_SIGACTION, SC_SIGACTION	! rt_sigaction, rt_sigprocmask
	.skip	NR_exit_group - NR_rt_sigprocmask - 1
	.byte	SC_EXIT
	.skip	NR_clone - NR_exit_group - 1
	.byte	SC_CLONE
	.skip	255 - NR_clone
syscall_class_end:
	.ifne	syscall_class_end - syscall_class - 256
	.error	"syscall_class must have 256 entries"
	.endif
	.align	4
syscall_paths:
	.word	sys_other, sys_exit, fork_via, sys_clone, sigaction_via
default_action:
	.word	0, 0, 0, 0, 0			! SIG_DFL
nofd_msg:
	.ascii	"aex: error: descriptor 1000 is not open: run traced programs with 'aex run'\n"
nofd_end:
	.set	nofd_len, nofd_end - nofd_msg
guard_msg:
	.ascii	"aex: error: cannot protect the event buffer's guard page\n"
guard_end:
	.set	guard_len, guard_end - guard_msg
write_msg:
	.ascii	"aex: error: writing the event trace failed\n"
write_end:
	.set	write_len, write_end - write_msg
clone_msg:
	.ascii	"aex: error: this traced program calls clone; tracing threads is not supported\n"
clone_end:
	.set	clone_len, clone_end - clone_msg
sock_msg:
	.ascii	"aex: error: a fork cannot hand the child's events to aex run (descriptor 1002)\n"
sock_end:
	.set	sock_len, sock_end - sock_msg
fault_msg:
	.ascii	"aex: error: a signal handler of the program was to run at a fault of the tracing "
	.ascii	"runtime\n"
fault_end:
	.set	fault_len, fault_end - fault_msg
faultret_msg:
	.ascii	"aex: error: a handler of a fault returned, to run the faulting instruction again: "
	.ascii	"tracing follows such a handler only when it leaves by longjmp\n"
faultret_end:
	.set	faultret_len, faultret_end - faultret_msg
segv_msg:
	.ascii	"aex: error: the program installs a handler that takes a siginfo: not supported "
	.ascii	"yet\n"
segv_end:
	.set	segv_len, segv_end - segv_msg
frame_msg:
	.ascii	"aex: error: a signal frame of an unexpected layout\n"
frame_end:
	.set	frame_len, frame_end - frame_msg

	.section .text.aex,"ax",@progbits
	.align	4
rt_begin:

/* The fatal-signal path's action for rt_sigaction, at [\base+\off]: {__aex_signal,
 * SA_SIGINFO|SA_ONSTACK, no restorer, every signal blocked} (SPARC struct sigaction: handler,
 * flags, restorer, mask). Changes \tmp. */
	.macro	crash_action base, off, tmp
	sethi	%hi(__aex_signal), \tmp
	or	\tmp, %lo(__aex_signal), \tmp
	st	\tmp, [\base+\off]
	mov	SA_SIGINFO | SA_ONSTACK, \tmp
	st	\tmp, [\base+\off+4]
	st	%g0, [\base+\off+8]
	mov	-1, \tmp
	st	\tmp, [\base+\off+12]
	st	\tmp, [\base+\off+16]
	.endm

/* Signals that come between system calls wait, blocked and pending, for the program's next
 * event store (docs/processes.md, "Asynchronous signals"): __aex_sighandler moves the saved
 * %g6 and value-word pointer into their guards (ST_ARMED), so that store faults there;
 * __aex_signal, at that fault, moves them back and lets the signals in, at that store
 * (ST_DPC); a store of the runtime's own, or one in the middle of a group, it does itself.
 * The runtime's routines that use the pointers move them back on entry (settle) and again on
 * their way back to the program (arm; ST_ARMREQ), and a signal that comes while the runtime
 * runs only asks for that. */

/* In __aex_syscall's paths (%g7 = STATE, the value-word pointer at ST_G7): the pointers back
 * where the program stores, if moved; ST_ARMREQ then says to move them again. Changes \t,
 * \u and icc. */
	.macro	settle_st t, u
	ld	[%g7+ST_ARMED], \t
	cmp	\t, 0
	be	91f
	 nop
	ld	[%g7+ST_D0], \t
	sub	%g6, \t, %g6
	ld	[%g7+ST_D1], \t
	ld	[%g7+ST_G7], \u
	sub	\u, \t, \u
	st	\u, [%g7+ST_G7]
	st	%g0, [%g7+ST_ARMED]
	mov	1, \t
	st	\t, [%g7+ST_ARMREQ]
91:
	.endm

/* The other way, with signals waiting for the program (ST_ARMREQ): the pointers into their
 * guards, ST_D0 and ST_D1 by how much. Changes \t, \u and icc. */
	.macro	arm_st t, u
	ld	[%g7+ST_ARMREQ], \t
	cmp	\t, 0
	be	92f
	 nop
	st	%g0, [%g7+ST_ARMREQ]
	set	GUARD, \u
	sub	\u, %g6, \t
	st	\t, [%g7+ST_D0]
	mov	\u, %g6
	set	WGUARD, \u
	ld	[%g7+ST_G7], \t
	sub	\u, \t, \t
	st	\t, [%g7+ST_D1]
	st	\u, [%g7+ST_G7]
	mov	1, \t
	st	\t, [%g7+ST_ARMED]
92:
	.endm

/* The same with the pointers live in %g6 and %g7 (\s = STATE). */
	.macro	settle_live s, t
	ld	[\s+ST_ARMED], \t
	cmp	\t, 0
	be	93f
	 nop
	ld	[\s+ST_D0], \t
	sub	%g6, \t, %g6
	ld	[\s+ST_D1], \t
	sub	%g7, \t, %g7
	st	%g0, [\s+ST_ARMED]
	mov	1, \t
	st	\t, [\s+ST_ARMREQ]
93:
	.endm
	.macro	arm_live s, t, u
	ld	[\s+ST_ARMREQ], \t
	cmp	\t, 0
	be	94f
	 nop
	st	%g0, [\s+ST_ARMREQ]
	set	GUARD, \u
	sub	\u, %g6, \t
	st	\t, [\s+ST_D0]
	mov	\u, %g6
	set	WGUARD, \u
	sub	\u, %g7, \t
	st	\t, [\s+ST_D1]
	mov	\u, %g7
	mov	1, \t
	st	\t, [\s+ST_ARMED]
94:
	.endm

/* \a := where the value-word pointer of the saved registers at \r is: their %g7, or ST_G7
 * inside __aex_syscall, where the saved %g7 is its link or a temporary, never within a
 * buffer's reach as a pointer is (word_pointer). Changes \t and icc. */
	.macro	wr_slot r, s, t, a
	ld	[\r+REGS_G7], \t
	set	WBUF - BUF_SIZE, \a
	sub	\t, \a, \t
	set	2 * BUF_SIZE + GUARD_SIZE, \a
	cmp	\t, \a
	bleu	95f
	 add	\r, REGS_G7, \a
	add	\s, ST_G7, \a
95:
	.endm

/* The same for the pointers of the saved registers at \r (\s = STATE). */
	.macro	arm_frame r, s, t, u, a
	wr_slot	\r, \s, \t, \a
	set	GUARD, \u
	ld	[\r+REGS_G6], \t
	sub	\u, \t, \t
	st	\t, [\s+ST_D0]
	st	\u, [\r+REGS_G6]
	set	WGUARD, \u
	ld	[\a], \t
	sub	\u, \t, \t
	st	\t, [\s+ST_D1]
	st	\u, [\a]
	mov	1, \t
	st	\t, [\s+ST_ARMED]
	st	%g0, [\s+ST_ARMREQ]
	.endm
	.macro	settle_frame r, s, t, u, a
	wr_slot	\r, \s, \t, \a
	ld	[\s+ST_D0], \t
	ld	[\r+REGS_G6], \u
	sub	\u, \t, \u
	st	\u, [\r+REGS_G6]
	ld	[\s+ST_D1], \t
	ld	[\a], \u
	sub	\u, \t, \u
	st	\u, [\a]
	st	%g0, [\s+ST_ARMED]
	.endm

/* \t := 1 if the address in \r is in this runtime, else 0. Changes \u and icc. */
	.macro	in_runtime r, t, u
	mov	0, \t
	set	rt_begin, \u
	cmp	\r, \u
	blu	96f
	 nop
	set	rt_end, \u
	cmp	\r, \u
	blu,a	96f
	 mov	1, \t
96:
	.endm

/* Process entry of a traced program: check the event descriptor, protect the guards, set up
 * the signal path, then start the program at _start with the stack and registers the kernel
 * gave (and icc clear, as the kernel leaves it), %g6 = BUF, %g7 = WBUF, %g5 = 0. */
	.globl	__aex_start
	.type	__aex_start, #function
__aex_start:
	sethi	%hi(STATE), %g5
	st	%g1, [%g5+ST_ENTRY]
	st	%o0, [%g5+ST_ENTRY+4]
	st	%o1, [%g5+ST_ENTRY+8]
	st	%o2, [%g5+ST_ENTRY+12]
	st	%o3, [%g5+ST_ENTRY+16]
	st	%o4, [%g5+ST_ENTRY+20]
	st	%o5, [%g5+ST_ENTRY+24]
	/* Is the event descriptor open? fcntl(AEX_EVENTS_FD, F_GETFD) */
	mov	NR_fcntl, %g1
	mov	AEX_EVENTS_FD, %o0
	mov	F_GETFD, %o1
	ta	0x10
	bcc	1f
	 sethi	%hi(nofd_msg), %o1
	or	%o1, %lo(nofd_msg), %o1
	ba	fail
	 mov	nofd_len, %o2
1:	/* mprotect(GUARD, GUARD_SIZE, PROT_NONE), mprotect(WGUARD, GUARD_SIZE, PROT_NONE) */
	mov	NR_mprotect, %g1
	sethi	%hi(GUARD), %o0
	sethi	%hi(GUARD_SIZE), %o1
	mov	0, %o2
	ta	0x10
	bcs	2f
	 mov	NR_mprotect, %g1
	sethi	%hi(WGUARD), %o0
	sethi	%hi(GUARD_SIZE), %o1
	mov	0, %o2
	ta	0x10
	bcc	1f
2:	 sethi	%hi(guard_msg), %o1
	or	%o1, %lo(guard_msg), %o1
	ba	fail
	 mov	guard_len, %o2
1:	/* sigaltstack({ALTSTACK, 0, ALTSTACK_SIZE}, 0) — SPARC stack_t: sp, flags, size */
	sethi	%hi(ALTSTACK), %o0
	st	%o0, [%g5+ST_ARG]
	st	%g0, [%g5+ST_ARG+4]
	sethi	%hi(ALTSTACK_SIZE), %o0
	st	%o0, [%g5+ST_ARG+8]
	add	%g5, ST_ARG, %o0
	mov	0, %o1
	mov	NR_sigaltstack, %g1
	ta	0x10
	/* rt_sigaction(sig, {__aex_signal, SA_SIGINFO|SA_ONSTACK, 0, all}, 0, 0, 8) for the
	 * signals whose default action ends the process. No SA_RESETHAND: SIGSEGV comes at
	 * every full buffer; the crash path restores the default action itself. Every signal
	 * is blocked in the handler: one that comes while it writes the buffer out waits
	 * until the program runs again, and then finds a consistent buffer. */
	crash_action %g5, ST_ARG, %o0
	sethi	%hi(fatal_signals), %g7
	or	%g7, %lo(fatal_signals), %g7
2:	ldub	[%g7], %o0
	cmp	%o0, 0
	be	3f
	 add	%g7, 1, %g7
	add	%g5, ST_ARG, %o1
	mov	0, %o2
	mov	0, %o3
	mov	8, %o4
	mov	NR_rt_sigaction, %g1
	ta	0x10
	ba	2b
	 nop
3:	sethi	%hi(BUF), %o0
	st	%o0, [%g5+ST_MARK]
	sethi	%hi(WBUF), %o0
	st	%o0, [%g5+ST_WMARK]
	ld	[%g5+ST_ENTRY], %g1
	ld	[%g5+ST_ENTRY+4], %o0
	ld	[%g5+ST_ENTRY+8], %o1
	ld	[%g5+ST_ENTRY+12], %o2
	ld	[%g5+ST_ENTRY+16], %o3
	ld	[%g5+ST_ENTRY+20], %o4
	ld	[%g5+ST_ENTRY+24], %o5
	sethi	%hi(BUF), %g6
	sethi	%hi(WBUF), %g7
	addcc	%g0, 1, %g0			! icc = 0
	sethi	%hi(_start), %g5
	jmp	%g5+%lo(_start)
	 mov	0, %g5
	.size	__aex_start, .-__aex_start

/* write(2, %o1, %o2), then exit_group(127) */
fail:
	mov	2, %o0
	mov	NR_write, %g1
	ta	0x10
	mov	127, %o0
	mov	NR_exit_group, %g1
	ta	0x10

/* The program's event-byte pointer, from the saved registers at %o4, in %o2; returns to
 * %g5 + 8. */
byte_pointer:
	jmp	%g5+8
	 ld	[%o4+REGS_G6], %o2

/* The program's value-word pointer, from the saved registers at %o4, in %o2 (%g7 = STATE).
 * Inside __aex_syscall the saved %g7 is its link or a temporary, never within a buffer's
 * reach as a pointer is (WBUF - BUF_SIZE, after a store that wrapped, .. the guard's end);
 * the pointer is then at ST_G7. Returns to %g5 + 8; changes %g1, %o0 and icc. */
word_pointer:
	ld	[%o4+REGS_G7], %o2
	sethi	%hi(WBUF - BUF_SIZE), %o0
	sub	%o2, %o0, %o0
	sethi	%hi(2 * BUF_SIZE + GUARD_SIZE), %g1
	cmp	%o0, %g1
	bleu	1f
	 nop
	ld	[%g7+ST_G7], %o2
1:	jmp	%g5+8
	 nop

/* Writes [%o1, %o1 + %o2) to the event descriptor (nothing when %o2 <= 0); returns to
 * %g5 + 8. Changes %g1, %o0-%o2 and icc; ends the process when the write fails: by SIGPIPE
 * when the reader has gone (outside the handler SIGPIPE itself comes first), else exit 127. */
write_all:
	cmp	%o2, 0
	ble	2f
	 mov	NR_write, %g1
	mov	AEX_EVENTS_FD, %o0
	ta	0x10
	bcc	1f
	 cmp	%o0, EINTR
	be	write_all
	 cmp	%o0, EPIPE
	bne	3f
	 sethi	%hi(STATE), %o1
	ld	[%o1+ST_FLUSHING], %o1
	cmp	%o1, 2
	be	die
	 mov	SIGPIPE, %o5
3:	sethi	%hi(write_msg), %o1
	or	%o1, %lo(write_msg), %o1
	ba	fail
	 mov	write_len, %o2
1:	add	%o1, %o0, %o1
	ba	write_all
	 sub	%o2, %o0, %o2
2:	jmp	%g5+8
	 nop

/* Writes the chunk of the %o2 bytes at %o1 (in a buffer, after what was written out before)
 * of the stream whose bit is in %o3 (0 or WORDS): its header word in the 4 bytes before %o1
 * (written out already, or the word below the buffer), stored byte by byte as %o1 may be
 * unaligned, then the bytes, in one write (nothing when %o2 <= 0). Returns to %g5 + 8 through
 * write_all; changes %g1, %o0-%o2 and icc. */
write_chunk:
	cmp	%o2, 0
	ble	2b
	 or	%o2, %o3, %o0
	stb	%o0, [%o1-1]
	srl	%o0, 8, %o0
	stb	%o0, [%o1-2]
	srl	%o0, 8, %o0
	stb	%o0, [%o1-3]
	srl	%o0, 8, %o0
	stb	%o0, [%o1-4]
	sub	%o1, 4, %o1
	ba	write_all
	 add	%o2, 4, %o2

/* %g7 = STATE: write out [ST_MARK, the event-byte pointer) and [ST_WMARK, the value-word
 * pointer) as chunks: %g6 and ST_G7, or with \frame 1 the saved %g6 and %g7 at %o4; changes
 * %g1, %g5, %o0-%o3 and icc. */
	.macro	write_upto frame
	.if	\frame
	ld	[%o4+REGS_G6], %o2
	.else
	mov	%g6, %o2
	.endif
	ld	[%g7+ST_MARK], %o1
	sub	%o2, %o1, %o2
	mov	0, %o3
	sethi	%hi(write_chunk), %g5
	jmpl	%g5+%lo(write_chunk), %g5
	 nop
	.if	\frame
	ld	[%o4+REGS_G7], %o2
	.else
	ld	[%g7+ST_G7], %o2
	.endif
	ld	[%g7+ST_WMARK], %o1
	sub	%o2, %o1, %o2
	sethi	%hi(WORDS), %o3
	sethi	%hi(write_chunk), %g5
	jmpl	%g5+%lo(write_chunk), %g5
	 nop
	.endm

/* The control chunk AEX_EVENTS_CONTROL_SIGNAL (\st = STATE) with the pc of the saved
 * registers at \regs: a handler's events begin. Changes %g1, %g5, %o0-%o3 and icc. */
	.macro	signal_chunk st, regs
	ld	[\regs+REGS_PC], %o2
	mov	AEX_EVENTS_CONTROL_SIGNAL, %o1
	st	%o1, [\st+ST_CTL]
	st	%o2, [\st+ST_CTL+4]
	add	\st, ST_CTL, %o1
	mov	8, %o2
	sethi	%hi(CONTROL), %o3
	sethi	%hi(write_chunk), %g5
	jmpl	%g5+%lo(write_chunk), %g5
	 nop
	.endm

/* In __aex_syscall (%g7 = STATE): write out [ST_MARK, %g6) and [ST_WMARK, ST_G7) as chunks
 * (ST_FLUSHING 1 meanwhile); changes %g1, %g5, %o0-%o3 and icc. */
	.macro	write_both
	mov	1, %g5
	st	%g5, [%g7+ST_FLUSHING]
	write_upto 0
	.endm

/* Then both buffers empty: %g6 and the kept %g7 at their starts, and so their marks. */
	.macro	reset_both
	sethi	%hi(BUF), %g6
	st	%g6, [%g7+ST_MARK]
	sethi	%hi(WBUF), %o1
	st	%o1, [%g7+ST_G7]
	st	%o1, [%g7+ST_WMARK]
	.endm

/* Called from just before every system call instruction (`ta 0x10`, the number in %g1) with
 * its return address in %g7, the value-word pointer kept at ST_G7 (emit.c). Writes the 1-byte
 * marker (1 for exit and exit_group, else 0); exit also writes out the buffers; fork and vfork
 * are done by sys_fork, which returns past the `ta`; clone is refused. Without branches on the way back (a table and a computed jump
 * instead), so the program's condition codes survive; only %g5 changes, and %g7 comes back. */
	.globl	__aex_syscall
	.type	__aex_syscall, #function
__aex_syscall:
	sethi	%hi(STATE), %g5
	st	%g7, [%g5+ST_RET]
	srl	%g1, 8, %g7			! nonzero beyond the table
	sub	%g0, %g7, %g5
	or	%g7, %g5, %g7			! sign set iff nonzero
	sra	%g7, 31, %g7			! -1 beyond the table, else 0
	andn	%g1, %g7, %g7			! the index: %g1, or 0 beyond the table
	sethi	%hi(syscall_class), %g5
	or	%g5, %lo(syscall_class), %g5
	ldub	[%g5+%g7], %g7			! the class
	and	%g7, SC_EXIT, %g5		! the marker
	stb	%g5, [%g6+0]
	add	%g6, 1, %g6
	sll	%g7, 2, %g7
	sethi	%hi(syscall_paths), %g5
	or	%g5, %lo(syscall_paths), %g5
	ld	[%g5+%g7], %g5
	jmp	%g5
	 sethi	%hi(STATE), %g7
/* A fork, an rt_sigaction or an rt_sigprocmask, done here: first through the site's stub, whose first instruction
 * stands for the system call in the golden trace of the traced run (docs/golden.md), then on to
 * the path. No instruction on the way changes icc. */
fork_via:
	set	sys_fork, %g5
	ba	via_stub
	 st	%g5, [%g7+ST_NEXT]
sigaction_via:
	set	sys_sigaction, %g5
	st	%g5, [%g7+ST_NEXT]
via_stub:
	ld	[%g7+ST_STUB], %g5
	jmp	%g5
	 nop
sys_other:
	ld	[%g7+ST_RET], %g5
	jmp	%g5+8
	 ld	[%g7+ST_G7], %g7
sys_exit:
	/* write out [BUF, %g6) and [WBUF, ST_G7), keeping the registers the exit needs (icc
	 * may change now) */
	st	%g1, [%g7+ST_SYSCALL]
	st	%o0, [%g7+ST_SYSCALL+4]
	st	%o1, [%g7+ST_SYSCALL+8]
	st	%o2, [%g7+ST_SYSCALL+12]
	st	%o3, [%g7+ST_SYSCALL_O3]
	settle_st %g5, %o1
	write_both
	/* the exit's control chunk: AEX_EVENTS_CONTROL_EXIT, the status (%o0) */
	mov	AEX_EVENTS_CONTROL_EXIT, %o1
	st	%o1, [%g7+ST_CTL]
	ld	[%g7+ST_SYSCALL+4], %o1
	st	%o1, [%g7+ST_CTL+4]
	add	%g7, ST_CTL, %o1
	mov	8, %o2
	sethi	%hi(CONTROL), %o3
	sethi	%hi(write_chunk), %g5
	jmpl	%g5+%lo(write_chunk), %g5
	 nop
	reset_both
	st	%g0, [%g7+ST_FLUSHING]
	ld	[%g7+ST_SYSCALL], %g1
	ld	[%g7+ST_SYSCALL+4], %o0
	ld	[%g7+ST_SYSCALL+8], %o1
	ld	[%g7+ST_SYSCALL+12], %o2
	ld	[%g7+ST_SYSCALL_O3], %o3
	ld	[%g7+ST_RET], %g5
	jmp	%g5+8
	 ld	[%g7+ST_G7], %g7
sys_clone:
	/* threads: tracing does not follow them; say so and stop */
	sethi	%hi(clone_msg), %o1
	or	%o1, %lo(clone_msg), %o1
	ba	fail
	 mov	clone_len, %o2
/* The program's N, Z and V (into ST_ICC, bits 3..1: branches only read them), %g1 and %o0-%o5
 * (into ST_ENTRY): sys_return makes them again. %g7 = STATE. */
	.macro	keep_icc
	mov	0, %g5
	bpos	1f
	 nop
	or	%g5, 8, %g5
1:	bne	1f
	 nop
	or	%g5, 4, %g5
1:	bvc	1f
	 nop
	or	%g5, 2, %g5
1:	st	%g5, [%g7+ST_ICC]
	st	%g1, [%g7+ST_ENTRY]
	st	%o0, [%g7+ST_ENTRY+4]
	st	%o1, [%g7+ST_ENTRY+8]
	st	%o2, [%g7+ST_ENTRY+12]
	st	%o3, [%g7+ST_ENTRY+16]
	st	%o4, [%g7+ST_ENTRY+20]
	st	%o5, [%g7+ST_ENTRY+24]
	.endm
sys_fork:
	/* The program's fork (or vfork, done as a fork), here instead of at its `ta`
	 * (docs/processes.md): write out what the buffers hold (the parent's events before the
	 * fork), send aex run the read end of a new pipe through the process socket
	 * (AEX_EVENTS_SOCKET_FD; when that is not a socket, the events are discarded and the
	 * child keeps the event descriptor), fork; the child makes the pipe's write end its event
	 * descriptor; the parent writes the fork's control chunk (its pid and the child's, 0 when
	 * the fork failed) and then, as the first byte of its buffer, the system call's marker
	 * (AEX_EVENTS_SYSCALL_FORK, or _OTHER when the fork failed; the 0 stored above goes).
	 * Returns past the `ta` with %o0, %o1 and the carry as the fork left them, N, Z and V as
	 * the program had them (kept by branches, made again by one instruction from a table),
	 * the other registers as they were. %g7 = STATE. */
	sub	%g6, 1, %g6
	keep_icc
	settle_st %g5, %o1
	write_both
	reset_both
	mov	0, %o4				! %o4: 1 once the child's pipe is handed over
	/* pipe2(ST_ARG, 0): ST_ARG the read end, ST_ARG+4 the write end */
	add	%g7, ST_ARG, %o0
	mov	0, %o1
	mov	NR_pipe2, %g1
	ta	0x10
	bcs	4f				! no pipe: the fork fails with its error
	 mov	NR_getpid, %g1
	ta	0x10
	st	%o0, [%g7+ST_PID]
	/* sendmsg(AEX_EVENTS_SOCKET_FD, {0, 0, {&pid, 4}, 1, cmsg, 16, 0}, 0), the cmsg
	 * {16, SOL_SOCKET, SCM_RIGHTS, read end} */
	add	%g7, ST_PID, %o0
	st	%o0, [%g7+ST_IOV]
	mov	4, %o0
	st	%o0, [%g7+ST_IOV+4]
	st	%g0, [%g7+ST_MSG]
	st	%g0, [%g7+ST_MSG+4]
	add	%g7, ST_IOV, %o0
	st	%o0, [%g7+ST_MSG+8]
	mov	1, %o0
	st	%o0, [%g7+ST_MSG+12]
	add	%g7, ST_CMSG, %o0
	st	%o0, [%g7+ST_MSG+16]
	mov	16, %o0
	st	%o0, [%g7+ST_MSG+20]
	st	%g0, [%g7+ST_MSG+24]
	st	%o0, [%g7+ST_CMSG]
	set	SOL_SOCKET, %o0
	st	%o0, [%g7+ST_CMSG+4]
	mov	SCM_RIGHTS, %o0
	st	%o0, [%g7+ST_CMSG+8]
	ld	[%g7+ST_ARG], %o0
	st	%o0, [%g7+ST_CMSG+12]
	mov	AEX_EVENTS_SOCKET_FD, %o0
	add	%g7, ST_MSG, %o1
	mov	0, %o2
	mov	NR_sendmsg, %g1
	ta	0x10
	bcc	1f
	 mov	1, %o4
	cmp	%o0, ENOTSOCK
	sethi	%hi(sock_msg), %o1
	or	%o1, %lo(sock_msg), %o1
	bne	fail				! a socket that failed, or none at all
	 mov	sock_len, %o2
	mov	0, %o4				! events discarded: the child keeps the descriptor
	ld	[%g7+ST_ARG+4], %o0
	mov	NR_close, %g1
	ta	0x10
1:	ld	[%g7+ST_ARG], %o0		! the read end: aex run has its own
	mov	NR_close, %g1
	ta	0x10
	/* the fork (%g1 as the program gave it: fork or vfork): %o0, %o1 and the carry go to
	 * ST_RES; %o5 the child's pid (0: none) */
	ld	[%g7+ST_ENTRY], %g1
	ld	[%g7+ST_ENTRY+4], %o0
	ld	[%g7+ST_ENTRY+8], %o1
	ta	0x10
	addx	%g0, 0, %o5
	st	%o0, [%g7+ST_RES]
	st	%o1, [%g7+ST_RES+4]
	st	%o5, [%g7+ST_RES+8]
	cmp	%o5, 0
	bne	3f				! failed
	 mov	0, %o5
	cmp	%o1, 0
	bne	7f				! the child
	 nop
	mov	%o0, %o5
3:	/* the parent, or a failed fork: let go of the write end, tell aex run */
	cmp	%o4, 0
	be	2f
	 nop
	ld	[%g7+ST_ARG+4], %o0
	mov	NR_close, %g1
	ta	0x10
	mov	AEX_EVENTS_CONTROL_FORK, %o1
	st	%o1, [%g7+ST_CTL]
	ld	[%g7+ST_PID], %o1
	st	%o1, [%g7+ST_CTL+4]
	st	%o5, [%g7+ST_CTL+8]
	add	%g7, ST_CTL, %o1
	mov	12, %o2
	sethi	%hi(CONTROL), %o3
	sethi	%hi(write_chunk), %g5
	jmpl	%g5+%lo(write_chunk), %g5
	 nop
2:	/* the system call's marker, the first byte of the buffer */
	cmp	%o5, 0
	be	1f
	 mov	AEX_EVENTS_SYSCALL_OTHER, %o0
	mov	AEX_EVENTS_SYSCALL_FORK, %o0
1:	stb	%o0, [%g6]
	ba	sys_return
	 add	%g6, 1, %g6
4:	/* no pipe: the fork fails with pipe2's error */
	st	%o0, [%g7+ST_RES]
	ld	[%g7+ST_ENTRY+8], %o1
	st	%o1, [%g7+ST_RES+4]
	mov	1, %o1
	st	%o1, [%g7+ST_RES+8]
	ba	2b
	 mov	0, %o5
7:	/* the child: the pipe's write end becomes its event descriptor */
	cmp	%o4, 0
	be	sys_return
	 nop
	ld	[%g7+ST_ARG+4], %o0
	mov	AEX_EVENTS_FD, %o1
	mov	NR_dup2, %g1
	ta	0x10
	ld	[%g7+ST_ARG+4], %o0
	mov	NR_close, %g1
	ta	0x10
sys_return:
	/* %g1 and %o2-%o5 as the program had them, %o0 and %o1 and the carry from ST_RES, N, Z
	 * and V from ST_ICC; back past the `ta` (with signals waiting, the pointers moved) */
	arm_st	%g5, %g1
	st	%g0, [%g7+ST_FLUSHING]
	ld	[%g7+ST_ENTRY], %g1
	ld	[%g7+ST_RES], %o0
	ld	[%g7+ST_RES+4], %o1
	ld	[%g7+ST_ENTRY+12], %o2
	ld	[%g7+ST_ENTRY+16], %o3
	ld	[%g7+ST_ENTRY+20], %o4
	ld	[%g7+ST_ENTRY+24], %o5
	/* the condition codes: entry N Z V C of icc_table */
	ld	[%g7+ST_ICC], %g5
	ld	[%g7+ST_RES+8], %g7
	or	%g5, %g7, %g5
	sll	%g5, 5, %g5
	sethi	%hi(icc_table), %g7
	or	%g7, %lo(icc_table), %g7
	jmp	%g7+%g5
	 nop
fork_return:
	sethi	%hi(STATE), %g7
	ld	[%g7+ST_RET], %g5
	jmp	%g5+12				! past the `ta`
	 ld	[%g7+ST_G7], %g7

/* One instruction that sets icc to N Z V C (the entry's index, 8 instructions each) from
 * operands in %g5 and %g7, then back to fork_return. N and Z together never come from an
 * instruction: those four entries make Z alone. */
	.macro	icc_entry op, a, b
	sethi	%hi(\a), %g5
	or	%g5, %lo(\a), %g5
	sethi	%hi(\b), %g7
	or	%g7, %lo(\b), %g7
	\op	%g5, %g7, %g0
	ba	fork_return
	 nop
	nop
	.endm
	.align	8
icc_table:
	icc_entry	subcc, 2, 1				! ----
	icc_entry	subcc, 0, 0x80000001			! ---C
	icc_entry	subcc, 0x80000000, 1			! --V-
	icc_entry	addcc, 0x80000000, 0x80000001		! --VC
	icc_entry	subcc, 0, 0				! -Z--
	icc_entry	addcc, 1, 0xffffffff			! -Z-C
	icc_entry	tsubcc, 1, 1				! -ZV-
	icc_entry	addcc, 0x80000000, 0x80000000		! -ZVC
	icc_entry	subcc, 0xffffffff, 0			! N---
	icc_entry	subcc, 0, 1				! N--C
	icc_entry	addcc, 0x7fffffff, 1			! N-V-
	icc_entry	subcc, 0, 0x80000000			! N-VC
	icc_entry	subcc, 0, 0				! NZ-- (as -Z--)
	icc_entry	addcc, 1, 0xffffffff			! NZ-C (as -Z-C)
	icc_entry	tsubcc, 1, 1				! NZV- (as -ZV-)
	icc_entry	addcc, 0x80000000, 0x80000000		! NZVC (as -ZVC)
	.size	__aex_syscall, .-__aex_syscall

/* In the signal handler (%o4 the saved registers, %g7 STATE), for a full buffer: write out
 * the rest of it (from its mark to its guard), reset its mark and move the saved pointer (at
 * \regs) back by BUF_SIZE; then write out the other buffer up to the program's pointer (\optr:
 * the routine that finds it; not past it: the faulting group may have stored there already),
 * when that is past its mark (it is not after a group that wrapped it), and move its mark
 * there, so that the two streams reach aex run together. \bit, \obit: the streams' bits.
 * Ends with a branch to 2f. */
	.macro	full_flush mark, guard, buf, regs, bit, omark, optr, obit
	ld	[%g7+\mark], %o1
	sethi	%hi(\guard), %o2
	sub	%o2, %o1, %o2
	sethi	%hi(\bit), %o3
	sethi	%hi(write_chunk), %g5
	jmpl	%g5+%lo(write_chunk), %g5
	 nop
	sethi	%hi(\buf), %g5
	st	%g5, [%g7+\mark]
	ld	[%o4+\regs], %g5
	sethi	%hi(BUF_SIZE), %g1
	sub	%g5, %g1, %g5
	st	%g5, [%o4+\regs]
	sethi	%hi(\optr), %g5
	jmpl	%g5+%lo(\optr), %g5
	 nop
	ld	[%g7+\omark], %o1
	sub	%o2, %o1, %o2
	cmp	%o2, 0
	ble	2f
	 sethi	%hi(\obit), %o3
	sethi	%hi(write_chunk), %g5
	jmpl	%g5+%lo(write_chunk), %g5
	 nop
	sethi	%hi(\optr), %g5
	jmpl	%g5+%lo(\optr), %g5
	 nop
	ba	2f
	 st	%o2, [%g7+\omark]
	.endm

/* Every signal whose default action ends the process (on the signal stack, registers above).
 * A SIGSEGV of a `stb` through %g6 into its guard, or of a `st` through %g7 into its guard, is
 * a full buffer: write it out, move the saved pointer down by BUF_SIZE and return; the store
 * runs again at the buffer's start. Anything else is a crash: write out [BUF, %g6) and
 * [WBUF, %g7), send the crash record (the signal and the faulting pc), restore the default
 * action, send the signal again and return: it ends the process as it would have. */
	.globl	__aex_signal
	.type	__aex_signal, #function
__aex_signal:
	mov	%o0, %o5			! the signal
	mov	%o2, %o4			! the saved registers
	sethi	%hi(STATE), %g7
	ld	[%g7+ST_FLUSHING], %g5
	cmp	%g5, 0
	bne	die				! during an exit's write or after a crash: no more
	 mov	2, %g5
	st	%g5, [%g7+ST_FLUSHING]
	cmp	%o5, SIGSEGV
	bne	crash
	 ld	[%o1+SIGINFO_ADDR], %o3		! the faulting address
	ld	[%o4+REGS_PC], %g5
	sethi	%hi(BUF), %g1			! BUF .. WGUARD + GUARD_SIZE: never text
	sub	%g5, %g1, %g1
	sethi	%hi(GUARD + GUARD_SIZE - BUF), %o0
	cmp	%g1, %o0
	blu	crash				! fetching from the buffers or guards
	 sethi	%hi(WBUF), %g1
	sub	%g5, %g1, %g1
	cmp	%g1, %o0
	blu	crash
	 nop
	ld	[%g5], %g5			! the faulting instruction
	set	STB_G6_MASK, %o0
	and	%g5, %o0, %g5
	ld	[%g7+ST_ARMED], %o0
	cmp	%o0, 0
	bne	waiting				! signals wait for this store?
	 nop
	sethi	%hi(GUARD_SIZE), %o2
	sethi	%hi(GUARD), %g1
	sub	%o3, %g1, %g1
	cmp	%g1, %o2
	bgeu	1f				! not in the event bytes' guard
	 nop
	set	STB_G6_MATCH, %o0
	cmp	%g5, %o0
	bne	crash				! not an event store
	 nop
	full_flush ST_MARK, GUARD, BUF, REGS_G6, 0, ST_WMARK, word_pointer, WORDS
1:	sethi	%hi(WGUARD), %g1
	sub	%o3, %g1, %g1
	cmp	%g1, %o2
	bgeu	crash				! in neither guard
	 nop
	set	ST_G7_MATCH, %o0
	cmp	%g5, %o0
	bne	crash				! not a value store
	 nop
	full_flush ST_WMARK, WGUARD, WBUF, REGS_G7, WORDS, ST_MARK, byte_pointer, 0
2:	/* signals that waited for the runtime to return to the program now wait for its next
	 * event store (not when the store that found its buffer full is the runtime's own) */
	ld	[%g7+ST_ARMREQ], %o0
	cmp	%o0, 0
	be	segv_return
	 nop
	ld	[%o4+REGS_PC], %o0
	in_runtime %o0, %o1, %o2
	cmp	%o1, 0
	bne	segv_return
	 nop
	arm_frame %o4, %g7, %o0, %o1, %g2
segv_return:
	st	%g0, [%g7+ST_FLUSHING]
	mov	NR_rt_sigreturn, %g1
	ta	0x10

waiting:
	/* the pointers are moved (signals wait): the fault must be an event store into a
	 * guard */
	sethi	%hi(GUARD_SIZE), %o2
	set	GUARD, %g1
	sub	%o3, %g1, %g1
	cmp	%g1, %o2
	bgeu	4f
	 nop
	set	STB_G6_MATCH, %o0
	cmp	%g5, %o0
	be	5f
	 nop
	ba	crash
	 nop
4:	set	WGUARD, %g1
	sub	%o3, %g1, %g1
	cmp	%g1, %o2
	bgeu	crash
	 nop
	set	ST_G7_MATCH, %o0
	cmp	%g5, %o0
	bne	crash
	 nop
5:	/* a store of the runtime's own, or in the middle of a group (an event store before
	 * it, past the instructions that set %g5 for it): done here; else the group's first */
	ld	[%o4+REGS_PC], %o0
	in_runtime %o0, %o1, %o2
	cmp	%o1, 0
	bne	emulate
	 mov	%o0, %o1
6:	sub	%o1, 4, %o1
	set	TEXT, %g1
	cmp	%o1, %g1
	blu	open
	 nop
	ld	[%o1], %o2
	srl	%o2, 25, %g1
	and	%g1, 31, %g1
	cmp	%g1, 5				! rd %g5?
	bne	8f
	 srl	%o2, 30, %g1			! op
	cmp	%g1, 2				! arithmetic into %g5
	be	6b
	 cmp	%g1, 0
	bne	7f
	 srl	%o2, 22, %g1
	and	%g1, 7, %g1
	cmp	%g1, 4				! sethi into %g5
	be	6b
	 nop
	ba	8f
	 nop
7:	cmp	%g1, 3
	bne	8f
	 srl	%o2, 19, %g1
	andcc	%g1, 4, %g0			! a load into %g5 (stores have op3 bit 2)
	be	6b
	 nop
8:	set	STB_G6_MASK, %g1
	and	%o2, %g1, %o2
	set	STB_G6_MATCH, %g1
	cmp	%o2, %g1
	be	emulate
	 sethi	%hi(ST_G7_MATCH), %g1
	cmp	%o2, %g1
	be	emulate
	 nop
open:	/* the program's next event store: the signals come in here (as this handler
	 * returns, before the store runs), with the pointers where the program stores */
	settle_frame %o4, %g7, %o1, %o2, %g2
	ld	[%g7+ST_DEFER], %o1
	ld	[%o4+REGS_MASK], %o2
	andn	%o2, %o1, %o2
	st	%o2, [%o4+REGS_MASK]
	st	%g0, [%g7+ST_DEFER]
	ld	[%g7+ST_DEFER+4], %o1
	ld	[%o4+RT_MASK1], %o2
	andn	%o2, %o1, %o2
	st	%o2, [%o4+RT_MASK1]
	st	%g0, [%g7+ST_DEFER+4]
	ba	segv_return
	 st	%o0, [%g7+ST_DPC]
emulate:
	/* the faulting store (pc %o0), done here at the address the program stores at: its
	 * value register rd into %o1, the address into %o2; then on to the next instruction */
	ld	[%o0], %g3
	srl	%g3, 25, %g1
	sethi	%hi(read_reg), %g4
	jmpl	%g4+%lo(read_reg), %g4
	 and	%g1, 31, %g1
	mov	%o1, %g2			! the value
	srl	%g3, 13, %g1
	andcc	%g1, 1, %g0			! immediate or rs2
	bne	1f
	 sll	%g3, 19, %o2
	sethi	%hi(read_reg), %g4
	jmpl	%g4+%lo(read_reg), %g4
	 and	%g3, 31, %g1
	ba	2f
	 mov	%o1, %o2
1:	sra	%o2, 19, %o2			! simm13
2:	srl	%g3, 14, %g1
	and	%g1, 31, %g1
	cmp	%g1, 6
	bne	3f
	 nop
	/* stb through %g6: %g4 where the pointer is, %g5 by how much it moved, %o3 the buffer */
	add	%o4, REGS_G6, %g4
	ld	[%g7+ST_D0], %g5
	ba	5f
	 sethi	%hi(BUF), %o3
3:	/* st through %g7 */
	wr_slot	%o4, %g7, %g1, %g4
	ld	[%g7+ST_D1], %g5
	sethi	%hi(WBUF), %o3
5:	ld	[%g4], %g1
	sub	%g1, %g5, %g1
	add	%g1, %o2, %o2			! the address
	sub	%o2, %o3, %g1
	sethi	%hi(BUF_SIZE), %g4
	cmp	%g1, %g4
	bgeu	full
	 srl	%g3, 19, %g1
	andcc	%g1, 1, %g0			! op3 5 stb, 4 st
	bne,a	4f
	 stb	%g2, [%o2]
	st	%g2, [%o2]
4:	ld	[%o4+REGS_NPC], %g1
	st	%g1, [%o4+REGS_PC]
	add	%g1, 4, %g1
	ba	segv_return
	 st	%g1, [%o4+REGS_NPC]
full:	/* no room: the store runs again where the program stores, finds its buffer full, and
	 * the pointers move again after that flush */
	settle_frame %o4, %g7, %o1, %o2, %g2
	mov	1, %o1
	ba	segv_return
	 st	%o1, [%g7+ST_ARMREQ]

/* %o1 := register %g1 (0..31) of the interrupted program: the globals and outs from the
 * saved registers at %o4, the locals and ins live (this handler runs in the interrupted
 * window). Returns to %g4 + 8; changes %g1 and icc. */
read_reg:
	cmp	%g1, 16
	bgeu	1f
	 sll	%g1, 2, %g1
	add	%g1, %o4, %g1
	jmp	%g4+8
	 ld	[%g1+16], %o1
1:	sll	%g1, 1, %g1			! 8 bytes an entry, from register 16
	sub	%g1, 16 * 8, %g1
	set	2f, %o1
	jmp	%o1+%g1
	 nop
2:	.irp	r, %l0, %l1, %l2, %l3, %l4, %l5, %l6, %l7, %i0, %i1, %i2, %i3, %i4, %i5, %i6, %i7
	jmp	%g4+8
	 mov	\r, %o1
	.endr

crash:
	ld	[%g7+ST_ARMED], %o0
	cmp	%o0, 0
	be	1f
	 nop
	settle_frame %o4, %g7, %o1, %o2, %g2
1:	/* a SIGSEGV or SIGBUS the program has a handler for, at an instruction of its own: the
	 * handler runs as if called there (docs/processes.md, "Faults") */
	cmp	%o5, SIGSEGV
	be	1f
	 cmp	%o5, SIGBUS
	bne	crash_write
	 nop
1:	sll	%o5, 3, %g1
	add	%g1, %g7, %g1
	ld	[%g1+ST_HANDLERS], %g3		! the program's handler
	cmp	%g3, 0
	be	crash_write
	 sub	%o5, 1, %o0
	ld	[%g7+ST_VMASK], %o1		! blocked by the program: the fault ends it, as the
	srl	%o1, %o0, %o1			! kernel ends a process whose fault is blocked
	andcc	%o1, 1, %g0
	bne	crash_write
	 nop
	ld	[%o4+REGS_PC], %o0
	in_runtime %o0, %o1, %o2
	cmp	%o1, 0
	bne	crash_write
	 sethi	%hi(TEXT), %o1
	sub	%o0, %o1, %o1
	set	TEXT_END - TEXT, %o2
	cmp	%o1, %o2
	bgeu	crash_write
	 nop
	/* both buffers out, the signal's control chunk (the faulting pc); both start again at
	 * their buffers' starts */
	st	%o3, [%g7+ST_DSAVE]		! the faulting address
	write_upto 1
	signal_chunk %g7, %o4
	sethi	%hi(BUF), %o1
	st	%o1, [%g7+ST_MARK]
	st	%o1, [%o4+REGS_G6]
	sethi	%hi(WBUF), %o1
	st	%o1, [%g7+ST_WMARK]
	/* the four value words: the handler, its stack pointer, where it returns, the faulting
	 * address */
	sll	%o5, 3, %g1
	add	%g1, %g7, %g1
	ld	[%g1+ST_HANDLERS], %g3
	st	%g3, [%o1]
	ld	[%o4+16+4*14], %o2		! the program's %sp
	st	%o2, [%o1+4]
	set	__aex_faultret, %o2
	st	%o2, [%o1+8]
	ld	[%g7+ST_DSAVE], %o2
	st	%o2, [%o1+12]
	add	%o1, 16, %o1
	st	%o1, [%o4+REGS_G7]
	/* the signal blocked while the handler runs, as the kernel does (unless SA_NODEFER; its
	 * sa_mask is not kept): as the program sees it (ST_VMASK), since the kernel must
	 * deliver the guards' faults */
	ld	[%g1+ST_HANDLERS+4], %o2
	andcc	%o2, SA_NODEFER, %g0
	bne	2f
	 sub	%o5, 1, %o2			! (sig < 32: the mask's first word)
	mov	1, %o1
	sll	%o1, %o2, %o1
	ld	[%g7+ST_VMASK], %o2
	or	%o2, %o1, %o2
	st	%o2, [%g7+ST_VMASK]
2:	/* the call: pc and npc, %o0 the signal, %o7 the return less 8 */
	st	%g3, [%o4+REGS_PC]
	add	%g3, 4, %g3
	st	%g3, [%o4+REGS_NPC]
	st	%o5, [%o4+16+4*8]
	set	__aex_faultret - 8, %o2
	ba	segv_return
	 st	%o2, [%o4+16+4*15]
crash_write:
	sethi	%hi(byte_pointer), %g5
	jmpl	%g5+%lo(byte_pointer), %g5
	 nop
	ld	[%g7+ST_MARK], %o1
	sub	%o2, %o1, %o2
	mov	0, %o3
	sethi	%hi(write_chunk), %g5
	jmpl	%g5+%lo(write_chunk), %g5
	 nop
	sethi	%hi(word_pointer), %g5
	jmpl	%g5+%lo(word_pointer), %g5
	 nop
	ld	[%g7+ST_WMARK], %o1
	sub	%o2, %o1, %o2
	sethi	%hi(WORDS), %o3
	sethi	%hi(write_chunk), %g5
	jmpl	%g5+%lo(write_chunk), %g5
	 nop
	/* the crash record, a control chunk: AEX_EVENTS_CONTROL_CRASH, signal, pc (aex run
	 * puts it into the end frame) */
	mov	AEX_EVENTS_CONTROL_CRASH, %g5
	st	%g5, [%g7+ST_CTL]
	st	%o5, [%g7+ST_CTL+4]
	ld	[%o4+REGS_PC], %g5
	st	%g5, [%g7+ST_CTL+8]
	/* a signal that came as a system call returned stopped the program at that `ta` */
	set	TEXT + 4, %g1
	sub	%g5, %g1, %g1
	set	TEXT_END - TEXT - 4, %o1
	cmp	%g1, %o1
	bgeu	1f				! pc - 4 is not in the text
	 nop
	ld	[%g5-4], %g1
	set	TA_SYSCALL, %o1
	cmp	%g1, %o1
	bne	1f
	 sub	%g5, 4, %g5
	st	%g5, [%g7+ST_CTL+8]
1:	add	%g7, ST_CTL, %o1
	mov	AEX_EVENTS_CRASH_SIZE, %o2
	sethi	%hi(CONTROL), %o3
	sethi	%hi(write_chunk), %g5
	jmpl	%g5+%lo(write_chunk), %g5
	 nop

die:
	/* rt_sigaction(sig, SIG_DFL, 0, 0, 8); kill(getpid(), sig); rt_sigreturn */
	mov	%o5, %o0
	sethi	%hi(default_action), %o1
	or	%o1, %lo(default_action), %o1
	mov	0, %o2
	mov	0, %o3
	mov	8, %o4
	mov	NR_rt_sigaction, %g1
	ta	0x10
	mov	NR_getpid, %g1
	ta	0x10
	mov	%o5, %o1
	mov	NR_kill, %g1
	ta	0x10
	mov	NR_rt_sigreturn, %g1
	ta	0x10
	.size	__aex_signal, .-__aex_signal

/* The system call in %g1, done for the program: its result, %o1 as the program had it and the
 * carry into ST_RES for sys_return, which it goes to when the kernel refused (the carry
 * set; then nothing changes). %g7 = STATE; changes %o0, %o1, %o5. */
	.macro	syscall_result
	ta	0x10
	addx	%g0, 0, %o5			! the carry
	st	%o0, [%g7+ST_RES]
	ld	[%g7+ST_ENTRY+8], %o1
	st	%o1, [%g7+ST_RES+4]		! %o1 as the program had it
	cmp	%o5, 0
	bne	sys_return			! refused: nothing changes
	 st	%o5, [%g7+ST_RES+8]
	.endm

/* The program's rt_sigaction (%o0 the signal, %o1 the new action, %o2 where the old one goes,
 * %o3 the restorer, %o4 the mask's size), done here instead of at its `ta`
 * (docs/processes.md, "Signals"): a handler of the program's goes to the kernel as
 * __aex_sighandler, with the program's flags, restorer and mask, and into the table; SIG_DFL
 * of a signal whose default ends the process installs the crash path (__aex_signal) again;
 * the old action read back is the one the program installed (SIG_DFL for the crash path).
 * SIGSEGV and SIGBUS are the runtime's, and a handler taking a siginfo would get a frame the
 * runtime does not read: both are refused. Returns past the `ta` through sys_return, as the
 * system call would. %g7 = STATE; the marker 0 is written. */
sys_sigaction:
	keep_icc
	cmp	%g1, NR_rt_sigprocmask
	be	sys_sigprocmask
	 nop
	st	%g0, [%g7+ST_NEWH]
	st	%g0, [%g7+ST_NEWF]
	cmp	%o0, NSIG
	bgeu	5f				! no such signal: the kernel says so
	 nop
	cmp	%o1, 0
	be	5f				! no new action
	 nop
	ld	[%o1], %o5			! the program's handler
	cmp	%o5, 1
	bleu	3f				! SIG_DFL (0) or SIG_IGN (1)
	 ld	[%o1+4], %g5			! its flags
	andcc	%g5, SA_SIGINFO, %g0
	bne	1f
	 cmp	%o0, SIGSEGV
	be	6f
	 cmp	%o0, SIGBUS
	bne	2f
	 nop
6:	/* the kernel keeps the runtime's handler (its guards); the program's goes into the
	 * table, for __aex_signal to call at a fault */
	st	%o5, [%g7+ST_NEWH]
	st	%g5, [%g7+ST_NEWF]
	ba	5f
	 mov	0, %o1
1:	sethi	%hi(segv_msg), %o1
	or	%o1, %lo(segv_msg), %o1
	ba	fail
	 mov	segv_len, %o2
2:	st	%o5, [%g7+ST_NEWH]
	st	%g5, [%g7+ST_NEWF]
	set	__aex_sighandler, %o5
	st	%o5, [%g7+ST_ACT]
	st	%g5, [%g7+ST_ACT+4]
	ld	[%o1+8], %o5
	st	%o5, [%g7+ST_ACT+8]
	ld	[%o1+12], %o5
	andn	%o5, SEGVBUS, %o5		! the guards' faults stay open (sys_sigprocmask)
	st	%o5, [%g7+ST_ACT+12]
	ld	[%o1+16], %o5
	st	%o5, [%g7+ST_ACT+16]
	ba	5f
	 add	%g7, ST_ACT, %o1
3:	/* SIG_DFL of a signal whose default ends the process: the crash path */
	cmp	%o5, 0
	bne	5f
	 nop
	set	fatal_signals, %g5
4:	ldub	[%g5], %o5
	cmp	%o5, 0
	be	5f
	 add	%g5, 1, %g5
	cmp	%o5, %o0
	bne	4b
	 nop
	crash_action %g7, ST_ACT, %o5
	add	%g7, ST_ACT, %o1
5:	mov	NR_rt_sigaction, %g1
	syscall_result
	ld	[%g7+ST_ENTRY+4], %o0
	cmp	%o0, NSIG
	bgeu	sys_return
	 sll	%o0, 3, %o0
	add	%o0, %g7, %o0			! the signal's entry, less ST_HANDLERS
	ld	[%g7+ST_ENTRY+12], %o2
	cmp	%o2, 0
	be	7f
	 nop
	ld	[%o2], %o1			! the old handler the kernel had
	set	__aex_sighandler, %o3
	cmp	%o1, %o3
	bne	6f
	 nop
	ld	[%o0+ST_HANDLERS], %o1
	ba	7f
	 st	%o1, [%o2]			! the program's handler
6:	set	__aex_signal, %o3
	cmp	%o1, %o3
	bne	7f
	 nop
	ld	[%o0+ST_HANDLERS], %o1
	cmp	%o1, 0
	be	8f
	 nop
	st	%o1, [%o2]			! SIGSEGV, SIGBUS: the program's handler
	ld	[%o0+ST_HANDLERS+4], %o1
	ba	7f
	 st	%o1, [%o2+4]
8:	st	%g0, [%o2]			! the crash path: SIG_DFL as the program had it
	st	%g0, [%o2+4]
	st	%g0, [%o2+8]
	st	%g0, [%o2+12]
	st	%g0, [%o2+16]
7:	ld	[%g7+ST_ENTRY+8], %o1
	cmp	%o1, 0
	be	sys_return			! no new action: the table stays
	 nop
	ld	[%g7+ST_NEWH], %o1
	st	%o1, [%o0+ST_HANDLERS]
	ld	[%g7+ST_NEWF], %o1
	ba	sys_return
	 st	%o1, [%o0+ST_HANDLERS+4]

/* The program's rt_sigprocmask (%o0 how, %o1 the new set or 0, %o2 where the old one goes or
 * 0, %o3 the set's size), through sys_sigaction: SIGSEGV and SIGBUS stay open in the kernel,
 * whose faults in the guards must come (a full buffer, a waiting signal); the program blocks
 * them in ST_VMASK instead, which the fault path reads, and reads them back from there.
 * Returns past the `ta` through sys_return, as the system call would. */
sys_sigprocmask:
	cmp	%o1, 0
	be	1f
	 nop
	ld	[%o1], %o5
	ld	[%o1+4], %g5
	st	%g5, [%g7+ST_PSET+4]
	and	%o5, SEGVBUS, %g5
	st	%g5, [%g7+ST_PSET+8]		! the program's bits in the new set
	andn	%o5, SEGVBUS, %o5
	st	%o5, [%g7+ST_PSET]
	add	%g7, ST_PSET, %o1
1:	mov	NR_rt_sigprocmask, %g1
	syscall_result
	ld	[%g7+ST_VMASK], %o5		! %o5: the program's bits before
	cmp	%o1, 0
	be	4f				! no new set
	 ld	[%g7+ST_PSET+8], %o3
	ld	[%g7+ST_ENTRY+4], %o0		! how
	cmp	%o0, SIG_BLOCK
	be	2f
	 cmp	%o0, SIG_UNBLOCK
	be	3f
	 nop
	ba	4f				! SIG_SETMASK
	 st	%o3, [%g7+ST_VMASK]
2:	or	%o5, %o3, %o3
	ba	4f
	 st	%o3, [%g7+ST_VMASK]
3:	andn	%o5, %o3, %o3
	st	%o3, [%g7+ST_VMASK]
4:	ld	[%g7+ST_ENTRY+12], %o2		! the old set: the kernel's, with the program's bits
	cmp	%o2, 0
	be	sys_return
	 nop
	ld	[%o2], %o3
	andn	%o3, SEGVBUS, %o3
	or	%o3, %o5, %o3
	ba	sys_return
	 st	%o3, [%o2]

/* Both buffers out up to %g6 and %g7 and their marks there (where a handler's events begin or
 * end); %g4 = STATE, again at the end. Changes %g1, %g5, %o0-%o3 and icc. */
	.macro	write_out
	ld	[%g4+ST_MARK], %o1
	st	%g6, [%g4+ST_MARK]
	sub	%g6, %o1, %o2
	mov	0, %o3
	sethi	%hi(write_chunk), %g5
	jmpl	%g5+%lo(write_chunk), %g5
	 nop
	sethi	%hi(STATE), %g4
	ld	[%g4+ST_WMARK], %o1
	st	%g7, [%g4+ST_WMARK]
	sub	%g7, %o1, %o2
	sethi	%hi(WORDS), %o3
	sethi	%hi(write_chunk), %g5
	jmpl	%g5+%lo(write_chunk), %g5
	 nop
	sethi	%hi(STATE), %g4
	.endm

/* What the kernel runs for a signal that has a handler of the program's (%o0 the signal, %o1
 * and %o2 the saved registers in the frame, %sp the frame, %o7 the restorer less 8; the
 * interrupted window is live). The handler runs only where the regenerator knows to run it
 * (docs/processes.md, "Signals"):
 *
 *   - as a system call of the program returns (the interrupted pc follows a `ta 0x10` outside
 *     this runtime): there a group of events can not be half written, and the event after
 *     the system call tells the regenerator whether handlers ran. Writes the
 *     AEX_EVENTS_SYSCALL_SIGNAL event and three value words (the handler, %sp, the
 *     restorer: where the handler returns);
 *   - at the event store where waiting signals were let in (ST_DPC): writes out both buffers
 *     and the control chunk AEX_EVENTS_CONTROL_SIGNAL (aex run makes it a signal frame), then
 *     the three value words, and the handler returns to __aex_asigret;
 *
 * then runs the handler with the kernel's registers and its return going to __aex_sigret.
 * Anywhere else the signal waits: it is blocked (now and in the frame's mask), sent again, so
 * that it stays pending, and the saved pointers are moved into their guards (or, when the
 * runtime was running, that is asked for); then sigreturn, made here. Uses the globals and
 * the outs only: sigreturn restores them (the handler gets %o0, %sp and %o7 as the kernel
 * set them). */
	.globl	__aex_sighandler
	.type	__aex_sighandler, #function
__aex_sighandler:
	sethi	%hi(STATE), %g5
	and	%o0, NSIG - 1, %g1
	sll	%g1, 3, %g1
	add	%g5, %g1, %g1
	ld	[%g1+ST_HANDLERS], %g1		! the program's handler
	sub	%o2, %sp, %g2
	cmp	%g2, FRAME_REGS
	bne	badframe
	 nop
	ld	[%o2+REGS_PC], %g2		! the interrupted pc
	ld	[%g5+ST_DPC], %g3
	cmp	%g2, %g3
	be	deliver
	 nop
	in_runtime %g2, %g3, %g4
	cmp	%g3, 0
	bne	async				! in the runtime
	 nop
	set	TEXT, %g3
	sub	%g2, %g3, %g3
	set	TEXT_END - TEXT, %g4
	cmp	%g3, %g4
	bgeu	async				! not in the text
	 nop
	ld	[%g2-4], %g3			! the instruction before it
	set	TA_SYSCALL, %g4
	cmp	%g3, %g4
	bne	async
	 nop
	settle_live %g5, %g3
	mov	AEX_EVENTS_SYSCALL_SIGNAL, %g3
	stb	%g3, [%g6]
	st	%g1, [%g7]
	st	%sp, [%g7+4]
	add	%o7, 8, %g3
	st	%g3, [%g7+8]
	add	%g6, 1, %g6
	add	%g7, 12, %g7
	arm_live %g5, %g3, %g4
	set	__aex_sigret - 8, %o7
	jmp	%g1
	 nop

fault:
	/* a fault's signal (SIGILL, SIGTRAP, SIGFPE) at an instruction of the program: its
	 * handler runs there, as at an event store, with a fourth value word (the faulting
	 * address: 0) and its return refused (the instruction would fault again) */
	settle_live %g5, %g3
	ba	1f
	 mov	1, %g3
deliver:
	/* let in at ST_DPC: both buffers out, the signal's control chunk (the store's pc) */
	mov	0, %g3
1:	st	%g3, [%g5+ST_DSAVE+20]
	st	%o0, [%g5+ST_DSAVE]
	st	%o1, [%g5+ST_DSAVE+4]
	st	%o2, [%g5+ST_DSAVE+8]
	st	%o7, [%g5+ST_DSAVE+12]
	st	%g1, [%g5+ST_DSAVE+16]
	sethi	%hi(STATE), %g4
	write_out
	ld	[%g4+ST_DSAVE+8], %o3		! the saved registers: their pc is ST_DPC, or
	signal_chunk %g4, %o3			! the faulting instruction
	sethi	%hi(STATE), %g5
	ld	[%g5+ST_DSAVE], %o0
	ld	[%g5+ST_DSAVE+4], %o1
	ld	[%g5+ST_DSAVE+8], %o2
	ld	[%g5+ST_DSAVE+12], %o7
	ld	[%g5+ST_DSAVE+16], %g1
	st	%g1, [%g7]
	st	%sp, [%g7+4]
	add	%o7, 8, %g3
	st	%g3, [%g7+8]
	ld	[%g5+ST_DSAVE+20], %g3
	cmp	%g3, 0
	bne	2f
	 nop
	add	%g7, 12, %g7
	arm_live %g5, %g3, %g4
	set	__aex_asigret - 8, %o7
	jmp	%g1
	 nop
2:	st	%g0, [%g7+12]			! a fault: its address (none)
	add	%g7, 16, %g7
	arm_live %g5, %g3, %g4
	set	__aex_faultret - 8, %o7
	jmp	%g1
	 nop

async:
	/* a fault's signal cannot wait: its instruction would fault again */
	cmp	%o0, SIGILL
	be	1f
	 cmp	%o0, SIGTRAP
	be	1f
	 cmp	%o0, SIGFPE
	bne	2f
	 nop
1:	in_runtime %g2, %g3, %g4
	cmp	%g3, 0
	be	fault
	 nop
	sethi	%hi(fault_msg), %o1		! (the runtime's own: a bug)
	or	%o1, %lo(fault_msg), %o1
	ba	fail
	 mov	fault_len, %o2
2:
	/* it waits: its bit (%g4; word offset %g2) into ST_DEFER and the frame's mask */
	mov	%o0, %o5
	sub	%o0, 1, %g2
	and	%g2, 31, %g3
	mov	1, %g4
	sll	%g4, %g3, %g4
	srl	%g2, 5, %g2
	sll	%g2, 2, %g2
	add	%g5, %g2, %g3
	ld	[%g3+ST_DEFER], %o1
	or	%o1, %g4, %o1
	st	%o1, [%g3+ST_DEFER]
	cmp	%g2, 0
	be	1f
	 add	%sp, FRAME_REGS + REGS_MASK, %g3
	add	%sp, SF_MASK1, %g3
1:	ld	[%g3], %o1
	or	%o1, %g4, %o1
	st	%o1, [%g3]
	/* blocked now (SA_NODEFER may leave it open), and sent again: pending */
	st	%g0, [%g5+ST_SET]
	st	%g0, [%g5+ST_SET+4]
	add	%g5, %g2, %g3
	st	%g4, [%g3+ST_SET]
	mov	SIG_BLOCK, %o0
	add	%g5, ST_SET, %o1
	mov	0, %o2
	mov	8, %o3
	mov	NR_rt_sigprocmask, %g1
	ta	0x10
	mov	NR_getpid, %g1
	ta	0x10
	mov	%o5, %o1
	mov	NR_kill, %g1
	ta	0x10
	/* the pointers into their guards, unless they are already or the runtime runs */
	sethi	%hi(STATE), %g5
	add	%sp, FRAME_REGS, %o4
	ld	[%g5+ST_ARMED], %g2
	ld	[%g5+ST_ARMREQ], %g3
	or	%g2, %g3, %g2
	cmp	%g2, 0
	bne	3f
	 nop
	ld	[%o4+REGS_PC], %g2
	in_runtime %g2, %g3, %g4
	cmp	%g3, 0
	bne	2f
	 sethi	%hi(TEXT), %g3
	sub	%g2, %g3, %g3
	set	TEXT_END - TEXT, %g4
	cmp	%g3, %g4
	bgeu	2f				! not in the text
	 nop
	arm_frame %o4, %g5, %g2, %g3, %g4
	ba	3f
	 nop
2:	mov	1, %g2
	st	%g2, [%g5+ST_ARMREQ]
3:	mov	NR_sigreturn, %g1
	ta	0x10
badframe:
	sethi	%hi(frame_msg), %o1
	or	%o1, %lo(frame_msg), %o1
	ba	fail
	 mov	frame_len, %o2
	.size	__aex_sighandler, .-__aex_sighandler

/* Where a handler let in at an event store returns (%sp the frame again): both buffers out,
 * the control chunk AEX_EVENTS_CONTROL_SIGNAL_END, then as __aex_sigret. */
	.globl	__aex_asigret
	.type	__aex_asigret, #function
__aex_asigret:
	sethi	%hi(STATE), %g4
	settle_live %g4, %g3
	write_out
	mov	AEX_EVENTS_CONTROL_SIGNAL_END, %o1
	st	%o1, [%g4+ST_CTL]
	add	%g4, ST_CTL, %o1
	mov	4, %o2
	sethi	%hi(CONTROL), %o3
	sethi	%hi(write_chunk), %g5
	jmpl	%g5+%lo(write_chunk), %g5
	 nop
	.size	__aex_asigret, .-__aex_asigret

/* Where a handler run by __aex_sighandler returns (%sp the frame again): the program goes on
 * writing its events where the handler left the buffers, so the saved registers get today's
 * %g6 and %g7 (moved into their guards when signals wait); then the sigreturn the restorer
 * would make (the program's restorer is instrumented: its system-call hook would write an
 * event). */
	.globl	__aex_sigret
	.type	__aex_sigret, #function
__aex_sigret:
	sethi	%hi(STATE), %g4
	settle_live %g4, %g3
	add	%sp, FRAME_REGS, %g1
	st	%g6, [%g1+REGS_G6]
	st	%g7, [%g1+REGS_G7]
	ld	[%g4+ST_ARMREQ], %g3
	cmp	%g3, 0
	be	__aex_restorer
	 nop
	arm_frame %g1, %g4, %g2, %g3, %g5
	/* rt's restorer's two instructions: they stand for it in the golden trace of the traced
	 * run (docs/golden.md) */
	.globl	__aex_restorer
	.type	__aex_restorer, #function
__aex_restorer:
	mov	NR_sigreturn, %g1
	ta	0x10
	.size	__aex_restorer, .-__aex_restorer
	.size	__aex_sigret, .-__aex_sigret

/* Where a handler of a fault returns: the program would run the faulting instruction again,
 * which tracing does not follow (a handler that leaves by longjmp is followed). */
	.globl	__aex_faultret
	.type	__aex_faultret, #function
__aex_faultret:
	sethi	%hi(faultret_msg), %o1
	or	%o1, %lo(faultret_msg), %o1
	ba	fail
	 mov	faultret_len, %o2
	.size	__aex_faultret, .-__aex_faultret
rt_end:

	.section .note.GNU-stack,"",@progbits

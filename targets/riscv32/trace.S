/* trace.S — the RV32IM tracing runtime, linked into traced ELFs only (never instrumented): a
 * translation of targets/mips/trace.S, whose comments say why; these say what is RV32's.
 *
 * Inline event code (targets/riscv32/emit.c) stores event bytes with `sb` through BR (t6; under
 * steal, -DAEX_STOLEN0=n) and value words with `sw` through WR (gp), in increasing address
 * order, with no room check: the first store into a buffer's guard faults, and __aex_signal
 * writes that buffer out and moves the saved pointer down by its size, so the store runs again
 * at the buffer's start. tp is the inline temporary. A chunk (docs/event-format.md) is a
 * little-endian header word in the 4 bytes below its data, then the data, in one write.
 * Routines called from inline code use only ra, tp (= STATE), t1 and a0-a7, which no strategy
 * steals (so never BR), and keep them in ST_SAVE; write_chunk and write_all change a0-a3, a7.
 * Memory (docs/memory-layout.md): value words at 0x0f500000, event bytes at 0x0f700000, 1 MiB
 * each, their headers in the word below, 64 KiB guards above; the state at 0x0f810000 (ST_*;
 * steal's shadow word of register n at +256 + 4n); the signal stack at 0x0f820000.
 *
 * Signals (qemu-riscv32 7.2, linux-user/riscv/signal.c, checked by experiment): every frame is
 * an rt frame, SA_SIGINFO or not: the handler gets a0 = the signal, a1 = the siginfo (at sp;
 * si_addr at +12), a2 = the ucontext (sp + 128), ra = qemu's trampoline (li a7,139; ecall) on
 * a page of its own; the other registers are the interrupted program's. In the ucontext: the
 * sigmask (8 bytes) at +20, unused bytes at +28 .. +147 (here: ra and a flag while a
 * program's handler runs), the sigcontext at +160: pc, x1..x31 (x_n at +160 + 4n).
 * rt_sigreturn with sp at the frame restores pc, registers and mask. rt_sigaction's struct is
 * {handler, flags, restorer, mask[2]}. */
#include "aex_events.h"

#ifdef AEX_STOLEN0
#define BRN		AEX_STOLEN0
#else
#define BRN		31
#endif
#define CAT_(a, b)	a##b
#define REG_(n)		CAT_(x, n)
#define BR		REG_(BRN)
#define WRN		3
#define WR		gp
/* The signal frame: the ucontext at UC_FRAME from sp; the rest from the ucontext */
#define UC_FRAME	128
#define UC_X(n)		(160+4*(n))	/* x_n; pc at UC_X(0) */
#define UC_PC		UC_X(0)
#define UC_BR		UC_X(BRN)
#define UC_WR		UC_X(WRN)
/* Event stores: opcode, funct3 and rs1 of `sb x,o(BR)` and `sw x,o(gp)` */
#define SB_BR		(0x23|(BRN<<15))
#define SW_WR		(0x23|(2<<12)|(WRN<<15))

	/* addresses >> 12 (lui) */
	.equ BUF_HI,0x0f700; .equ GUARD_HI,0x0f800; .equ WBUF_HI,0x0f500; .equ WGUARD_HI,0x0f600
	.equ BUF_SIZE_HI,0x100; .equ STATE_HI,0x0f810; .equ ALTSTACK_HI,0x0f820
	.equ TEXT_HI,0x00400; .equ TEXT_SIZE_HI,0x0ec00	# text: 0x00400000 .. 0x0f000000
	.equ WORDS_HI,0x80000; .equ CONTROL_HI,0x40000	# AEX_EVENTS_STREAM_BIT, _CONTROL_BIT
	.equ STATE,0x0f810000; .equ ALTSTACK_SIZE,0x8000; .equ GUARD_SIZE_HI,0x10
	/* the state; flags are 0 or not */
	.equ ST_RET,0			# ra of an instrumentation sequence calling in
	.equ ST_FLUSHING,4		# 0, 1 (__aex_flush, __aex_fork write), 2 (__aex_signal)
	.equ ST_MARK,8; .equ ST_WMARK,12	# where the bytes not yet written out start
	.equ ST_SAVE,16; .equ ST_CTL,64	# ra, t1, a0-a7; a control chunk (header at -4)
	.equ ST_ARG,80; .equ ST_PID,92; .equ ST_CMSG,96	# a fork's pipe, pid, cmsghdr and fd
	.equ ST_ACT,112			# an rt_sigaction for the kernel
	.equ ST_DEFER,184		# the signals waiting (a sigset: bit n-1 for signal n)
	.equ ST_SET,192; .equ ST_PSET,200	# a sigset to block; the program's, as passed on
	.equ ST_VMASK,208		# SIGSEGV and SIGBUS as the program has them blocked
	.equ ST_ARMED,212; .equ ST_D0,216; .equ ST_D1,220	# BR, WR (or saved) moved: by how much
	.equ ST_ARMREQ,224		# move them on the way back to the program
	.equ ST_DPC,228; .equ ST_DSAVE,232	# where signals were let in; __aex_sighandler's regs
	.equ ST_HANDLERS,1024; .equ NSIG,65	# signal n's handler and flags at + 8n; n < 65
	/* RV32 Linux (asm-generic): system calls, signals, flags, errors */
	.equ NR_dup3,24; .equ NR_fcntl,25; .equ NR_close,57; .equ NR_pipe2,59; .equ NR_write,64
	.equ NR_exit_group,94; .equ NR_kill,129; .equ NR_sigaltstack,132; .equ NR_clone,220
	.equ NR_rt_sigaction,134; .equ NR_rt_sigprocmask,135; .equ NR_rt_sigreturn,139
	.equ NR_getpid,172; .equ NR_sendmsg,211; .equ NR_mprotect,226
	.equ SIGILL,4; .equ SIGTRAP,5; .equ SIGBUS,7; .equ SIGFPE,8; .equ SIGSEGV,11
	.equ SIGPIPE,13; .equ SIGCHLD,17; .equ SEGVBUS,0x440	# SIGSEGV | SIGBUS in a sigset
	.equ SA_CRASH,0x08000004; .equ SA_NODEFER_HI,0x40000	# SA_ONSTACK | SA_SIGINFO
	.equ SIG_BLOCK,0; .equ SIG_UNBLOCK,1; .equ F_GETFD,1; .equ EINTR,4; .equ EPIPE,32
	.equ ENOTSOCK,88; .equ ECALL,0x73; .equ STORE_MASK,0xff07f	# opcode, funct3, rs1
	.equ SIGINFO_ADDR,12; .equ UC_MASK,20; .equ UC_KEEP_RA,28; .equ UC_KEEP_FLAG,32

	/* Read-only data stays in the text segment (docs/memory-layout.md). */
	.section .aex_rodata,"a",@progbits
	.align	2
default_action:	.word 0, 0, 0, 0, 0			# SIG_DFL
crash_action:	.word __aex_signal, SA_CRASH, 0, -1, -1	# the fatal-signal path, all blocked
altstack:	.word ALTSTACK_HI << 12, 0, ALTSTACK_SIZE	# the signal stack: sp, flags, size
fork_iov:	.word STATE + ST_PID, 4
fork_msg:	.word 0, 0, fork_iov, 1, STATE + ST_CMSG, 16, 0	# a fork's msghdr for aex run
fatal_signals:	/* RV32 signals whose default action ends the process (not SIGKILL) */
	.byte	1, 2, 3, 4, 5, 6, 7, 8, 10, 11, 12, 13, 14, 15, 16, 24, 25, 26, 27, 29, 30, 31, 0
	.macro	msg name, text
\name\()_msg:
	.ascii	"aex: error: \text\n"
	.set	\name\()_len, . - \name\()_msg
	.endm
	msg	nofd, "descriptor 1000 is not open: run traced programs with 'aex run'"
	msg	guard, "cannot protect the event buffer's guard page"
	msg	write, "writing the event trace failed"
	msg	clone, "this traced program calls clone; tracing threads is not supported"
	msg	sock, "a fork cannot hand the child's events to aex run (descriptor 1002)"
	msg	fault, "a signal handler of the program was to run at a fault of the tracing runtime"
	msg	faultret, "a handler of a fault returned, to run the faulting instruction again: tracing follows such a handler only when it leaves by longjmp"

	.section .text.aex,"ax",@progbits
	.option	norelax
	.align	2
rt_begin:
	.macro	func name
	.globl	\name
	.type	\name, @function
\name:
	.endm
	.macro	sys nr
	li	a7,\nr
	ecall
	.endm
/* When \cond \r (a branch, or j), the message \name and exit status 127. */
	.macro	bfail cond, r, name
	lla	a1,\name\()_msg
	li	a2,\name\()_len
	.ifb	\r
	\cond	fail
	.else
	\cond	\r,fail
	.endif
	.endm
/* \t = 1 when the address in \r is in the text (in_text), in this runtime (in_runtime). */
	.macro	in_text r, t, u
	lui	\u,TEXT_HI
	sub	\t,\r,\u
	lui	\u,TEXT_SIZE_HI
	sltu	\t,\t,\u
	.endm
	.macro	in_runtime r, t, u
	lla	\u,rt_begin
	sltu	\u,\r,\u
	lla	\t,rt_end
	sltu	\t,\r,\t
	sub	\t,\t,\u
	.endm
/* To \no unless the address in \r is the program's (in the text, not in this runtime). */
	.macro	program r, t, u, no
	in_runtime \r, \t, \u
	bnez	\t,\no
	in_text	\r, \t, \u
	beqz	\t,\no
	.endm
/* \t = 1 when the address in \r is in the guard at \hi << 12, else 0. */
	.macro	in_guard r, hi, t
	lui	\t,\hi
	sub	\t,\r,\t
	srli	\t,\t,16
	seqz	\t,\t
	.endm

/* Asynchronous signals (docs/processes.md): BR and WR moved into their guards make the
 * program's next event store fault; the runtime's routines move them back on entry (settle)
 * and again on their way back to the program (arm, when ST_ARMREQ asks). tp = STATE. */
	.macro	settle t
	lw	\t,ST_ARMED(tp)
	beqz	\t,91f
	sw	zero,ST_ARMED(tp)
	lw	\t,ST_D0(tp)
	sub	BR,BR,\t
	lw	\t,ST_D1(tp)
	sub	WR,WR,\t
	sw	tp,ST_ARMREQ(tp)
91:
	.endm
	.macro	arm t, u
	lw	\t,ST_ARMREQ(tp)
	beqz	\t,92f
	sw	zero,ST_ARMREQ(tp)
	lui	\u,GUARD_HI
	sub	\t,\u,BR
	sw	\t,ST_D0(tp)
	mv	BR,\u
	lui	\u,WGUARD_HI
	sub	\t,\u,WR
	sw	\t,ST_D1(tp)
	mv	WR,\u
	sw	tp,ST_ARMED(tp)
92:
	.endm
/* The same for the BR and WR a signal frame saved, \uc its ucontext; change a0 and a1. */
	.macro	arm_frame uc
	.irp	p, B, W
	lui	a0,G_\p
	lw	a1,UC_\p(\uc)
	sub	a1,a0,a1
	sw	a1,ST_D_\p(tp)
	sw	a0,UC_\p(\uc)
	.endr
	sw	tp,ST_ARMED(tp)
	sw	zero,ST_ARMREQ(tp)
	.endm
	.macro	settle_frame uc
	.irp	p, B, W
	lw	a0,ST_D_\p(tp)
	lw	a1,UC_\p(\uc)
	sub	a1,a1,a0
	sw	a1,UC_\p(\uc)
	.endr
	sw	zero,ST_ARMED(tp)
	.endm
	.equ G_B,GUARD_HI; .equ G_W,WGUARD_HI; .equ ST_D_B,ST_D0; .equ ST_D_W,ST_D1
	.equ UC_B,UC_BR; .equ UC_W,UC_WR

/* Process entry: check the event descriptor, protect the guards, set up the fatal-signal
 * path, start the program at _start with the kernel's stack, BR = BUF and WR = WBUF. */
	func	__aex_start
	li	a0,AEX_EVENTS_FD		# fcntl(AEX_EVENTS_FD, F_GETFD)
	li	a1,F_GETFD
	sys	NR_fcntl
	bfail	bltz, a0, nofd
	.irp	g, GUARD_HI, WGUARD_HI		# mprotect(guard, 64 KiB, PROT_NONE)
	lui	a0,\g
	lui	a1,GUARD_SIZE_HI
	li	a2,0
	sys	NR_mprotect
	bfail	bnez, a0, guard
	.endr
	lla	a0,altstack			# sigaltstack(altstack, 0)
	li	a1,0
	sys	NR_sigaltstack
	/* rt_sigaction(sig, crash_action, 0, 8) for every signal whose default ends the
	 * process. No SA_RESETHAND: SIGSEGV comes at every full buffer. */
	lla	t1,fatal_signals
1:	lbu	a0,0(t1)
	beqz	a0,2f
	addi	t1,t1,1
	lla	a1,crash_action
	li	a2,0
	li	a3,8
	sys	NR_rt_sigaction
	j	1b
2:	lui	WR,WBUF_HI
	lui	BR,BUF_HI
	lui	tp,STATE_HI
	sw	BR,ST_MARK(tp)
	sw	WR,ST_WMARK(tp)
	.irp	r, a0, a1, a2, a3, a7, t1, tp	# all but sp are don't-care: start clean
	li	\r,0
	.endr
	j	_start
	.size	__aex_start, .-__aex_start

fail:	/* write(2, a1, a2), exit_group(127) */
	li	a0,2
	sys	NR_write
	li	a0,127
	sys	NR_exit_group

/* Writes [a1, a1 + a2) to the event descriptor; returns to ra, changing a0, a3, a7. A failed
 * write ends the process: by SIGPIPE when the reader has gone, else exit 127. */
write_all:
	blez	a2,2f
	li	a0,AEX_EVENTS_FD
	sys	NR_write
	bgez	a0,1f
	addi	a3,a0,EINTR
	beqz	a3,write_all			# interrupted: again
	addi	a3,a0,EPIPE
	bnez	a3,3f
	lui	a3,STATE_HI
	lw	a3,ST_FLUSHING(a3)
	addi	a3,a3,-2
	bnez	a3,3f
	li	a4,SIGPIPE			# in the handler (a4, a5, tp are set)
	j	die
3:	bfail	j, , write
1:	add	a1,a1,a0
	sub	a2,a2,a0
	j	write_all
2:	ret

/* Writes the chunk of the a2 bytes at a1 (nothing when a2 <= 0), a3 its header's bits 30-31:
 * the header byte by byte in the 4 bytes before a1, then the data, in one write. */
write_chunk:
	blez	a2,2b
	or	a3,a3,a2
	.irp	k, -4, -3, -2, -1
	sb	a3,\k(a1)
	srli	a3,a3,8
	.endr
	addi	a1,a1,-4
	addi	a2,a2,4
	j	write_all

/* \op (sw, lw) the registers \list at \base(tp) on (zero: none); SAVED, those of ST_SAVE. */
	.macro	regs op, base, list:vararg
	.set	.Lk, \base
	.irp	r, \list
	.ifnc	\r, zero
	\op	\r,.Lk(tp)
	.endif
	.set	.Lk, .Lk + 4
	.endr
	.endm
#define SAVED(a0)	ra, t1, a0, a1, a2, a3, a4, a5, a6, a7

/* Writes [ST_MARK, \br) and [ST_WMARK, \wr) out as chunks; with \move, the marks move to \br
 * and \wr (a handler's events begin or end here). Changes a0-a3, a7 and ra. */
	.macro	write_both br=BR, wr=WR, move=0
	lw	a1,ST_MARK(tp)
	sub	a2,\br,a1
	.if	\move
	sw	\br,ST_MARK(tp)
	.endif
	li	a3,0
	jal	write_chunk
	lw	a1,ST_WMARK(tp)
	sub	a2,\wr,a1
	.if	\move
	sw	\wr,ST_WMARK(tp)
	.endif
	lui	a3,WORDS_HI
	jal	write_chunk
	.endm
/* Writes the control chunk of kind \kind and \n bytes at ST_CTL (its other words set). */
	.macro	control kind, n
	li	a0,\kind
	sw	a0,ST_CTL(tp)
	addi	a1,tp,ST_CTL
	li	a2,\n
	lui	a3,CONTROL_HI
	jal	write_chunk
	.endm

/* Before an exit (a0 the status): both buffers out, the exit's control chunk; resets BR and
 * WR. Preserves every register but tp, BR and WR (and ra, which callers keep in the state). */
	func	__aex_flush
	lui	tp,STATE_HI
	regs	sw, ST_SAVE, SAVED(a0)
	settle	a1
	li	a0,1
	sw	a0,ST_FLUSHING(tp)
	write_both
	lw	a0,ST_SAVE+8(tp)		# the exit's control chunk: the status
	sw	a0,ST_CTL+4(tp)
	control	AEX_EVENTS_CONTROL_EXIT, 8
	lui	BR,BUF_HI
	lui	WR,WBUF_HI
	sw	BR,ST_MARK(tp)
	sw	WR,ST_WMARK(tp)
	sw	zero,ST_FLUSHING(tp)
	lw	a0,ST_SAVE+8(tp)
	regs	lw, ST_SAVE, SAVED(zero)
	ret
	.size	__aex_flush, .-__aex_flush

/* A system call tracing does not follow (clone of a thread, clone3): say so and stop. */
	func	__aex_unsupported
	bfail	j, , clone
	.size	__aex_unsupported, .-__aex_unsupported

/* The program's clone (a7 220), done here (docs/processes.md). A fork (a0 SIGCHLD, a1-a4 0,
 * as rt's fork): both buffers out, the read end of a new pipe to aex run through
 * AEX_EVENTS_SOCKET_FD (ENOTSOCK: events discarded), the fork; the child's descriptor becomes
 * the pipe; the parent writes the fork chunk and the marker (FORK, or OTHER when it failed).
 * Any other clone is refused. Returns as the system call (a0), like __aex_flush. */
	func	__aex_fork
	lui	tp,STATE_HI
	regs	sw, ST_SAVE, SAVED(a0)
	addi	a5,a0,-SIGCHLD
	.irp	r, a1, a2, a3, a4
	or	a5,a5,\r
	.endr
	bnez	a5,__aex_unsupported		# not a fork: a thread
	settle	a1
	li	a0,1
	sw	a0,ST_FLUSHING(tp)
	write_both
	li	t1,0				# t1: 1 once the child's pipe is handed over
	addi	a0,tp,ST_ARG			# pipe2(ST_ARG, 0): read end, write end
	li	a1,0
	sys	NR_pipe2
	mv	a5,a0				# (no pipe: the fork fails with its error)
	li	a6,0
	bltz	a0,2f
	sys	NR_getpid
	sw	a0,ST_PID(tp)
	/* sendmsg(AEX_EVENTS_SOCKET_FD, fork_msg, 0): the pid; the cmsghdr and the read end */
	li	a0,16
	sw	a0,ST_CMSG(tp)
	li	a0,1				# SOL_SOCKET, SCM_RIGHTS
	sw	a0,ST_CMSG+4(tp)
	sw	a0,ST_CMSG+8(tp)
	lw	a0,ST_ARG(tp)
	sw	a0,ST_CMSG+12(tp)
	li	a0,AEX_EVENTS_SOCKET_FD
	lla	a1,fork_msg
	li	a2,0
	sys	NR_sendmsg
	li	t1,1
	bgez	a0,1f
	addi	a0,a0,ENOTSOCK
	bfail	bnez, a0, sock			# a socket that failed, or none at all
	li	t1,0				# events discarded: the child keeps the descriptor
	lw	a0,ST_ARG+4(tp)
	sys	NR_close
1:	lw	a0,ST_ARG(tp)			# the read end: aex run has its own
	sys	NR_close
	li	a0,SIGCHLD			# the fork: a5 its result, a6 the child (0: none)
	.irp	r, a1, a2, a3, a4
	li	\r,0
	.endr
	sys	NR_clone
	mv	a5,a0
	li	a6,0
	bltz	a0,3f
	beqz	a0,7f				# the child
	mv	a6,a0
3:	/* the parent, or a failed fork: let go of the write end, tell aex run */
	beqz	t1,2f
	lw	a0,ST_ARG+4(tp)
	sys	NR_close
	lw	a0,ST_PID(tp)
	sw	a0,ST_CTL+4(tp)
	sw	a6,ST_CTL+8(tp)
	control	AEX_EVENTS_CONTROL_FORK, 12
2:	li	a0,AEX_EVENTS_SYSCALL_OTHER	# the marker, the first byte of the buffer
	beqz	a6,1f
	li	a0,AEX_EVENTS_SYSCALL_FORK
1:	lui	a1,BUF_HI
	sb	a0,0(a1)
	li	a4,1				# a4: where BR goes (past the marker)
	j	0f
7:	li	a4,0				# the child: the write end is its descriptor
	beqz	t1,0f
	lw	a0,ST_ARG+4(tp)
	li	a1,AEX_EVENTS_FD
	li	a2,0
	sys	NR_dup3
	lw	a0,ST_ARG+4(tp)
	sys	NR_close
0:	sw	zero,ST_FLUSHING(tp)		# both buffers start again
	lui	BR,BUF_HI
	sw	BR,ST_MARK(tp)
	add	BR,BR,a4
	lui	WR,WBUF_HI
	sw	WR,ST_WMARK(tp)
	arm	a1, a2
	mv	a0,a5
	regs	lw, ST_SAVE, SAVED(zero)
	ret
	.size	__aex_fork, .-__aex_fork

/* In __aex_signal (a5 the ucontext), a full buffer: out up to its guard, its mark reset, the
 * saved pointer (at \uc) down by 1 MiB; the other buffer out up to its saved pointer when that
 * is past its mark (not further: the faulting group may have stored there), its mark there.
 * \bit, \obit: the streams' bits (>> 12). Ends with a jump to 2f. */
	.macro	full_flush mark, guard_hi, buf_hi, uc, bit, omark, ouc, obit
	lw	a1,\mark(tp)
	lui	a2,\guard_hi
	sub	a2,a2,a1
	lui	a3,\bit
	jal	write_chunk
	lui	a0,\buf_hi
	sw	a0,\mark(tp)
	lw	a0,\uc(a5)
	lui	a1,BUF_SIZE_HI
	sub	a0,a0,a1
	sw	a0,\uc(a5)
	lw	a1,\omark(tp)
	lw	a2,\ouc(a5)
	sub	a2,a2,a1
	blez	a2,2f
	lui	a3,\obit
	jal	write_chunk
	lw	a0,\ouc(a5)
	sw	a0,\omark(tp)
	j	2f
	.endm

/* Every signal whose default action ends the process (signal stack, all signals blocked; a4
 * the signal, a5 the ucontext, a6 the faulting address, t1 the pc, s0 the faulting
 * instruction's opcode, funct3 and rs1). A SIGSEGV in a guard at that buffer's event store: a
 * full buffer. With signals waiting (ST_ARMED), an event store lets them in, or is done here
 * in the middle of a group. A SIGSEGV or SIGBUS elsewhere with a handler of the program
 * becomes a call of it. Anything else is a crash: both buffers out, the crash record, the
 * default action, the signal sent again. */
	func	__aex_signal
	mv	a4,a0
	mv	a5,a2
	lui	tp,STATE_HI
	lw	a0,ST_FLUSHING(tp)
	bnez	a0,die				# during an exit's write or after a crash: no more
	li	a0,2
	sw	a0,ST_FLUSHING(tp)
	lw	a6,SIGINFO_ADDR(a1)
	lw	t1,UC_PC(a5)
	li	a0,SIGSEGV
	bne	a4,a0,crash
	in_text	t1, a0, a1
	beqz	a0,crash			# the pc is not in the text
	andi	a0,t1,3
	bnez	a0,crash
	lw	s0,0(t1)
	li	a0,STORE_MASK
	and	s0,s0,a0
	in_guard a6, GUARD_HI, a0
	li	a1,SB_BR
	bnez	a0,1f
	in_guard a6, WGUARD_HI, a0
	li	a1,SW_WR
	beqz	a0,crash			# in neither guard
1:	bne	s0,a1,crash			# not that buffer's event store
	lw	a0,ST_ARMED(tp)
	bnez	a0,waiting			# signals wait for this store?
	li	a0,SW_WR
	beq	s0,a0,1f
	full_flush ST_MARK, GUARD_HI, BUF_HI, UC_BR, 0, ST_WMARK, UC_WR, WORDS_HI
1:	full_flush ST_WMARK, WGUARD_HI, WBUF_HI, UC_WR, WORDS_HI, ST_MARK, UC_BR, 0
2:	/* signals that waited for the runtime to return to the program now wait for its next
	 * event store (not when the store that found its buffer full is the runtime's own) */
	lw	a0,ST_ARMREQ(tp)
	beqz	a0,3f
	in_runtime t1, a0, a1
	bnez	a0,3f
	arm_frame a5
3:	sw	zero,ST_FLUSHING(tp)
	sys	NR_rt_sigreturn

waiting:	/* BR and WR are moved: the middle of a group (an event store before this one, past
	 * the settings of tp: addi/srli, lui, lw/lbu with rd tp) or its first store? */
	mv	a1,t1
6:	addi	a1,a1,-4
	lui	a0,TEXT_HI
	bltu	a1,a0,open
	lw	a2,0(a1)
	srli	a3,a2,7
	andi	a3,a3,31
	li	a0,4
	bne	a3,a0,8f			# rd is not tp
	andi	a3,a2,0x7f
	.irp	op, 0x13, 0x37, 0x03		# OP-IMM, LUI, LOAD
	li	a0,\op
	beq	a3,a0,6b
	.endr
8:	li	a0,STORE_MASK
	and	a2,a2,a0
	li	a0,SB_BR
	beq	a2,a0,emulate
	li	a0,SW_WR
	beq	a2,a0,emulate
open:	/* the program's next event store: the signals come in here (as this handler returns,
	 * before the store runs), at BR and WR where the program stores */
	settle_frame a5
	.irp	w, 0, 4
	lw	a0,ST_DEFER+\w(tp)
	lw	a1,UC_MASK+\w(a5)
	not	a0,a0
	and	a1,a1,a0
	sw	a1,UC_MASK+\w(a5)
	sw	zero,ST_DEFER+\w(tp)
	.endr
	sw	t1,ST_DPC(tp)
	j	3b
emulate:
	/* a store of the group the signal came in the middle of: done here, BR and WR stay moved
	 * (the group's other stores come here too) */
	lw	a2,0(t1)
	srli	a3,a2,20
	andi	a3,a3,31			# rs2: its saved value (x0: 0)
	beqz	a3,1f
	slli	a3,a3,2
	add	a3,a3,a5
	lw	a3,UC_PC(a3)
1:	srai	a0,a2,25			# the offset: imm[11:5], imm[4:0]
	slli	a0,a0,5
	srli	a1,a2,7
	andi	a1,a1,31
	or	a0,a0,a1
	srli	a2,a2,12
	andi	a2,a2,7				# funct3: 0 sb, 2 sw
	lw	a1,UC_BR(a5)			# where the program stores, and its guard
	lw	a7,ST_D0(tp)
	lui	a6,GUARD_HI
	beqz	a2,1f
	lw	a1,UC_WR(a5)
	lw	a7,ST_D1(tp)
	lui	a6,WGUARD_HI
1:	sub	a1,a1,a7
	add	a1,a1,a0
	bgeu	a1,a6,full
	bnez	a2,2f
	sb	a3,0(a1)
	j	10f
2:	sw	a3,0(a1)
10:	addi	t1,t1,4
	sw	t1,UC_PC(a5)
	j	3b
full:	/* no room: the store runs again where the program stores, finds its buffer full, and
	 * BR and WR move again after that flush */
	settle_frame a5
	sw	tp,ST_ARMREQ(tp)
	j	3b

crash:
	lw	a0,ST_ARMED(tp)
	beqz	a0,1f
	settle_frame a5
1:	/* a SIGSEGV or SIGBUS the program has a handler for, at an instruction of its own: the
	 * handler runs as if called there (docs/processes.md, "Faults") */
	li	a0,SIGSEGV
	beq	a4,a0,1f
	li	a0,SIGBUS
	bne	a4,a0,crash_write
1:	slli	a0,a4,3
	add	t1,a0,tp			# t1: the signal's entry, less ST_HANDLERS
	lw	a1,ST_HANDLERS(t1)		# the program's handler
	beqz	a1,crash_write
	addi	a0,a4,-1
	lw	a1,ST_VMASK(tp)			# blocked by the program: the fault ends it, as the
	srl	a1,a1,a0			# kernel ends a process whose fault is blocked
	andi	a1,a1,1
	bnez	a1,crash_write
	lw	a2,UC_PC(a5)
	program	a2, a0, a1, crash_write
	/* both buffers out, the signal's control chunk (the faulting pc); both start again */
	lw	s1,UC_BR(a5)
	lw	s2,UC_WR(a5)
	write_both s1, s2
	lw	a0,UC_PC(a5)
	sw	a0,ST_CTL+4(tp)
	control	AEX_EVENTS_CONTROL_SIGNAL, 8
	lui	a0,BUF_HI
	sw	a0,ST_MARK(tp)
	sw	a0,UC_BR(a5)
	lui	a1,WBUF_HI
	sw	a1,ST_WMARK(tp)
	/* the four value words: the handler, its stack pointer, where it returns, the faulting
	 * address */
	lw	a2,ST_HANDLERS(t1)
	lw	a3,UC_X(2)(a5)			# the program's sp, less 32, aligned
	addi	a3,a3,-32
	andi	a3,a3,-16
	lla	a7,__aex_faultret
	sw	a2,0(a1)
	sw	a3,4(a1)
	sw	a7,8(a1)
	sw	a6,12(a1)
	addi	a1,a1,16
	sw	a1,UC_WR(a5)
	/* the signal blocked while the handler runs, in the program's view (ST_VMASK), unless
	 * SA_NODEFER (its sa_mask is not kept) */
	lw	a0,ST_HANDLERS+4(t1)
	lui	a1,SA_NODEFER_HI
	and	a0,a0,a1
	bnez	a0,1f
	addi	a0,a4,-1
	li	a1,1
	sll	a1,a1,a0
	lw	a0,ST_VMASK(tp)
	or	a0,a0,a1
	sw	a0,ST_VMASK(tp)
1:	/* the call: pc the handler, ra, sp, a0 the signal, a1 and a2 none */
	sw	a2,UC_PC(a5)
	sw	a7,UC_X(1)(a5)
	sw	a3,UC_X(2)(a5)
	sw	a4,UC_X(10)(a5)
	sw	zero,UC_X(11)(a5)
	sw	zero,UC_X(12)(a5)
	j	3b
crash_write:
	lw	s1,UC_BR(a5)
	lw	s2,UC_WR(a5)
	write_both s1, s2
	/* the crash record: the signal, the pc; a signal that came as a system call returned
	 * stopped the program at that ecall */
	sw	a4,ST_CTL+4(tp)
	lw	a0,UC_PC(a5)
	sw	a0,ST_CTL+8(tp)
	addi	a1,a0,-4
	in_text	a1, a2, a3
	beqz	a2,1f
	andi	a2,a0,3
	bnez	a2,1f
	lw	a2,-4(a0)
	li	a3,ECALL
	bne	a2,a3,1f
	sw	a1,ST_CTL+8(tp)
1:	control	AEX_EVENTS_CONTROL_CRASH, AEX_EVENTS_CRASH_SIZE
die:	/* rt_sigaction(sig, SIG_DFL, 0, 8); kill(getpid(), sig); rt_sigreturn */
	mv	a0,a4
	lla	a1,default_action
	li	a2,0
	li	a3,8
	sys	NR_rt_sigaction
	sys	NR_getpid
	mv	a1,a4
	sys	NR_kill
	sys	NR_rt_sigreturn
	.size	__aex_signal, .-__aex_signal

/* The program's rt_sigaction (a7 134: a0 the signal, a1 the new action, a2 the old one's
 * place, a3 8) and rt_sigprocmask (a7 135), done here (docs/processes.md, "Signals"). A
 * handler goes to the kernel as __aex_sighandler with the program's flags, restorer and mask
 * (less SIGSEGV and SIGBUS), and into the table (SIGSEGV's and SIGBUS's only there: the kernel
 * keeps __aex_signal); SIG_DFL of a fatal signal installs the crash path again; the old action
 * read back is the program's. Returns as the system call (a0), like __aex_flush. */
	func	__aex_sigaction
	lui	tp,STATE_HI
	regs	sw, ST_SAVE, SAVED(a0)
	li	a4,NR_rt_sigprocmask
	beq	a7,a4,sigprocmask
	mv	a5,a1				# a5: the action for the kernel
	li	ra,0				# ra, a6: the table's new entry
	li	a6,0
	andi	t1,a0,127
	slli	t1,t1,3
	add	t1,t1,tp			# t1: the signal's entry, less ST_HANDLERS
	sltiu	a4,a0,NSIG
	beqz	a4,5f				# no such signal: the kernel says so
	beqz	a1,5f				# no new action
	lw	a4,0(a1)			# the program's handler
	sltiu	a7,a4,2
	bnez	a7,3f				# SIG_DFL (0) or SIG_IGN (1)
	mv	ra,a4
	lw	a6,4(a1)			# its flags
	li	a5,0				# SIGSEGV, SIGBUS: the kernel keeps the runtime's
	li	a7,SIGSEGV
	beq	a0,a7,5f
	li	a7,SIGBUS
	beq	a0,a7,5f
	addi	a5,tp,ST_ACT			# __aex_sighandler with the program's flags and mask
	lla	a4,__aex_sighandler
	sw	a4,ST_ACT(tp)
	sw	a6,ST_ACT+4(tp)
	lw	a4,8(a1)
	sw	a4,ST_ACT+8(tp)
	lw	a4,12(a1)
	andi	a4,a4,~SEGVBUS			# the guards' faults stay open
	sw	a4,ST_ACT+12(tp)
	lw	a4,16(a1)
	sw	a4,ST_ACT+16(tp)
	j	5f
3:	bnez	a4,5f				# SIG_DFL of a fatal signal: the crash path
	lla	a6,fatal_signals
4:	lbu	a7,0(a6)
	beqz	a7,5f
	addi	a6,a6,1
	bne	a7,a0,4b
	lla	a5,crash_action
5:	mv	a1,a5
	sys	NR_rt_sigaction
	bnez	a0,9f				# refused: nothing changes
	lw	a4,ST_SAVE+8(tp)		# the signal
	sltiu	a4,a4,NSIG
	beqz	a4,9f
	lw	a4,ST_HANDLERS(t1)		# the entry before
	beqz	a2,7f
	lw	a7,0(a2)			# the old handler the kernel had
	lla	a5,__aex_sighandler
	bne	a7,a5,6f
	sw	a4,0(a2)			# the program's handler
	j	7f
6:	lla	a5,__aex_signal
	bne	a7,a5,7f
	beqz	a4,8f
	sw	a4,0(a2)			# SIGSEGV, SIGBUS: the program's handler
	lw	a4,ST_HANDLERS+4(t1)
	sw	a4,4(a2)
	j	7f
8:	.irp	k, 0, 4, 8, 12, 16		# the crash path: SIG_DFL as the program had it
	sw	zero,\k(a2)
	.endr
7:	lw	a1,ST_SAVE+12(tp)
	beqz	a1,9f				# no new action: the table stays
	sw	ra,ST_HANDLERS(t1)
	sw	a6,ST_HANDLERS+4(t1)
9:	arm	a4, a5
	regs	lw, ST_SAVE, SAVED(zero)
	ret
/* rt_sigprocmask (a0 how, a1 the set, a2 the old one's place): the kernel never blocks
 * SIGSEGV and SIGBUS (the guards'); the program's bits of them are in ST_VMASK. */
sigprocmask:
	lw	a6,ST_VMASK(tp)			# a6: the program's bits before
	li	a5,0				# a5: the set passed on
	beqz	a1,1f
	lw	a4,0(a1)
	andi	t1,a4,~SEGVBUS
	sw	t1,ST_PSET(tp)
	lw	t1,4(a1)
	sw	t1,ST_PSET+4(tp)
	addi	a5,tp,ST_PSET
	andi	a4,a4,SEGVBUS			# a4: the program's bits in the new set
1:	mv	a1,a5
	sys	NR_rt_sigprocmask
	bnez	a0,9b				# refused: nothing changes
	lw	a1,ST_SAVE+12(tp)
	beqz	a1,4f				# no new set
	lw	a5,ST_SAVE+8(tp)		# how
	li	a7,SIG_BLOCK
	beq	a5,a7,2f
	li	a7,SIG_UNBLOCK
	beq	a5,a7,3f
	sw	a4,ST_VMASK(tp)			# SIG_SETMASK
	j	4f
2:	or	a7,a6,a4
	sw	a7,ST_VMASK(tp)
	j	4f
3:	not	a7,a4
	and	a7,a6,a7
	sw	a7,ST_VMASK(tp)
4:	beqz	a2,9b				# the old set: the kernel's, with the program's bits
	lw	a7,0(a2)
	andi	a7,a7,~SEGVBUS
	or	a7,a7,a6
	sw	a7,0(a2)
	j	9b
	.size	__aex_sigaction, .-__aex_sigaction

/* What the kernel runs for a signal with a handler of the program's (a0 the signal, a1 the
 * siginfo, a2 the ucontext, sp the frame, ra the trampoline). The handler runs as a system
 * call of the program returns (the pc follows an ecall: the event SYSCALL_SIGNAL, then three
 * value words: the handler, sp, ra), at the event store where waiting signals were let in
 * (ST_DPC: both buffers out, the control chunk SIGNAL, the three words), or at a fault
 * (SIGILL, SIGTRAP, SIGFPE: the same, a fourth word 0, its return refused), with the kernel's
 * registers and its return going to __aex_sigret. Anywhere else the signal waits: blocked (now
 * and in the frame), sent again, the saved BR and WR moved into their guards (or that asked
 * for, in the runtime); rt_sigreturn. Changes only tp, t1, a3-a7 (no strategy's) on the way
 * into the handler. */
	func	__aex_sighandler
	lui	tp,STATE_HI
	slli	a3,a0,3
	add	a3,a3,tp
	lw	a3,ST_HANDLERS(a3)		# a3: the program's handler
	lw	a4,UC_PC(a2)			# a4: the interrupted pc
	lw	a5,ST_DPC(tp)
	beq	a4,a5,deliver
	program	a4, a5, a6, async
	lw	a5,-4(a4)			# the instruction before it
	li	a6,ECALL
	bne	a5,a6,async
	settle	a5
	li	a5,AEX_EVENTS_SYSCALL_SIGNAL
	sb	a5,0(BR)
	addi	BR,BR,1
	li	a4,0
	j	2f
fault:	/* a fault's signal at an instruction of the program: its handler runs there */
	li	a4,2
	j	1f
deliver:	/* let in at ST_DPC: both buffers out, the signal's control chunk (the store's pc) */
	li	a4,1
1:	settle	a5
	regs	sw, ST_DSAVE, a0, a1, a2, ra, a3, a4
	write_both move=1
	lw	a0,ST_DSAVE+8(tp)
	lw	a0,UC_PC(a0)			# ST_DPC, or the faulting instruction
	sw	a0,ST_CTL+4(tp)
	control	AEX_EVENTS_CONTROL_SIGNAL, 8
	regs	lw, ST_DSAVE, a0, a1, a2, ra, a3, a4
2:	/* the value words, then the handler; a4 (0 at a system call, 1 at an event store, 2 at
	 * a fault) kept in the ucontext for __aex_sigret, or a fault's fourth word */
	sw	a3,0(WR)
	sw	sp,4(WR)
	sw	ra,8(WR)
	addi	WR,WR,12
	sw	ra,UC_KEEP_RA(a2)
	sw	a4,UC_KEEP_FLAG(a2)
	lla	ra,__aex_sigret
	srli	a5,a4,1
	beqz	a5,3f
	sw	zero,0(WR)			# a fault: its address (none); its return refused
	addi	WR,WR,4
	lla	ra,__aex_faultret
3:	arm	a5, a6
	jr	a3

async:	/* a fault's signal cannot wait: its instruction would fault again */
	.irp	s, SIGILL, SIGTRAP, SIGFPE
	li	a5,\s
	beq	a0,a5,1f
	.endr
	j	2f
1:	in_runtime a4, a5, a6
	beqz	a5,fault
	bfail	j, , fault			# (the runtime's own: a bug)
2:	/* it waits: its bit (word offset a6, mask a7) into ST_DEFER, the frame's mask, ST_SET */
	mv	t1,a0
	mv	a5,a2
	addi	a0,t1,-1
	srli	a6,a0,5
	slli	a6,a6,2
	andi	a0,a0,31
	li	a7,1
	sll	a7,a7,a0
	add	a0,tp,a6
	lw	a1,ST_DEFER(a0)
	or	a1,a1,a7
	sw	a1,ST_DEFER(a0)
	sw	zero,ST_SET(tp)
	sw	zero,ST_SET+4(tp)
	sw	a7,ST_SET(a0)
	add	a0,a5,a6
	lw	a1,UC_MASK(a0)
	or	a1,a1,a7
	sw	a1,UC_MASK(a0)
	li	a0,SIG_BLOCK			# blocked now (SA_NODEFER may leave it open) and sent
	addi	a1,tp,ST_SET			# again: pending
	li	a2,0
	li	a3,8
	sys	NR_rt_sigprocmask
	sys	NR_getpid
	mv	a1,t1
	sys	NR_kill
	/* BR and WR into their guards, unless they are already or the runtime runs */
	lw	a0,ST_ARMED(tp)
	lw	a1,ST_ARMREQ(tp)
	or	a0,a0,a1
	bnez	a0,3f
	program	a4, a0, a1, 2f
	arm_frame a5
	j	3f
2:	sw	tp,ST_ARMREQ(tp)
3:	sys	NR_rt_sigreturn
	.size	__aex_sighandler, .-__aex_sighandler

/* Where a handler run by __aex_sighandler returns (sp the frame): the frame gets today's BR
 * and WR (moved into their guards when signals wait); after a handler let in at an event store,
 * both buffers go out first and the control chunk SIGNAL_END; then the kernel's trampoline. */
	func	__aex_sigret
	lui	tp,STATE_HI
	settle	a0
	lw	a0,UC_FRAME+UC_KEEP_FLAG(sp)
	beqz	a0,1f
	write_both move=1
	control	AEX_EVENTS_CONTROL_SIGNAL_END, 4
1:	lw	ra,UC_FRAME+UC_KEEP_RA(sp)
	addi	a5,sp,UC_FRAME
	sw	BR,UC_BR(a5)
	sw	WR,UC_WR(a5)
	lw	a0,ST_ARMREQ(tp)
	beqz	a0,2f
	arm_frame a5
2:	ret
	.size	__aex_sigret, .-__aex_sigret

/* Where a handler of a fault returns: tracing does not follow a run of the faulting
 * instruction again (only a handler that leaves by longjmp). */
	func	__aex_faultret
	bfail	j, , faultret
	.size	__aex_faultret, .-__aex_faultret
rt_end:

	.section .note.GNU-stack,"",@progbits

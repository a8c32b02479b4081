/* trace.S — the MIPS tracing runtime, linked into traced ELFs only (never instrumented):
 * process entry, the guard-page handler that flushes a full event buffer, the buffer flush of
 * an exit, and the fatal-signal path that saves a crashing program's events. It uses only the
 * reserved range (docs/memory-layout.md) and registers it restores.
 *
 * Inline event code (targets/mips/emit.c) stores event bytes with `sb` through the buffer
 * register BR and value words with `sw` through WR ($28), each in increasing address order,
 * and has no room check: the first store at or past a buffer's guard, the protected range
 * above it, faults, and __aex_signal writes out that whole buffer, moves the saved pointer
 * down by its size and returns, so the store runs again at the buffer's start and the rest of
 * the group follows it. BR is $23 under the reserved strategy; under steal, aex build
 * assembles this file with -DAEX_STOLEN0=n, the register it took for the buffer (and
 * -DAEX_STOLEN1, its scratch register, which needs nothing here). A buffer goes to the event
 * descriptor as a chunk (docs/event-format.md): a header word (the stream in bit 31, the
 * length below it) stored in the word below the buffer, then the buffer's bytes, in one
 * write.
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
 *     +0    $31 of an instrumentation sequence calling in
 *     +4    what writes the buffers out: 0 nothing, 1 __aex_flush (an exit), 2 the signal
 *           handler (a signal then must not write them again)
 *     +8    the start of what the event-byte buffer holds that is not written out yet
 *     +12   the same for the value-word buffer
 *     +16   save area of __aex_flush (registers $2-$15, $24, $25, $31)
 *     +124  a control chunk for aex run: its header, then at +128 its words (the crash
 *           record: kind, signal, pc; a fork's: kind, pid, child pid; an exit's: kind,
 *           status)
 *     +160  sigaltstack and rt_sigaction arguments; a fork's new pipe (read end, write end)
 *     +192  a fork's message to aex run: the pid (+192), its iovec (+196), msghdr (+204)
 *           and the cmsghdr that carries the pipe's read end (+232 .. +247)
 *     +256  strategy steal: the program's value of register n at +256 + 4n (zero at entry,
 *           as the registers are; targets/mips/steal.c)
 *     +512  a program's rt_sigaction as passed to the kernel (flags, handler, mask)
 *     +1024 the program's signal handlers: for signal n, at +1024 + 8n, its handler and its
 *           flags (0: none; docs/processes.md, "Signals")
 *     +2048 asynchronous signals and faults (ST_ARMED .. ST_PSET below)
 *   0x0f820000 .. 0x0f827fff  the signal stack
 *
 * Signals (qemu-mips 7.2, linux-user/mips/signal.c, checked by experiment): with SA_SIGINFO
 * the handler gets $4 = the signal, $5 = the siginfo (si_addr at +12), $6 = the ucontext,
 * $29 = the frame, $25 = the handler and $31 = a return trampoline (unused: the handler calls
 * rt_sigreturn itself); the other registers are the interrupted program's. The ucontext holds
 * the o32 struct sigcontext at +24: { u32 regmask, u32 status, u64 pc, u64 regs[32], ... }, so
 * the saved pc's (big-endian) low word is at +36 and register n's at +44 + 8n. The saved pc of
 * a fault in a delay slot is its branch's. rt_sigreturn with $29 at the frame restores the pc,
 * all general registers, HI and LO from it. The handler changes registers freely. */
#include "aex_events.h"

#ifdef AEX_STOLEN0
#define BRN		AEX_STOLEN0
#else
#define BRN		23
#endif
#define CAT_(a, b)	a##b
#define REG_(n)		CAT_($, n)
#define BR		REG_(BRN)
#define WRN		28
#define WR		$28

#define BUF		0x0f700000
#define BUF_HI		0x0f70
#define BUF_SIZE_HI	0x0010		/* 1 MiB */
#define GUARD_HI	0x0f80		/* GUARD == BUF + BUF_SIZE */
#define GUARD_SIZE_HI	0x0001		/* 64 KiB */
#define WBUF_HI		0x0f50
#define WGUARD_HI	0x0f60		/* WGUARD == WBUF + BUF_SIZE */
#define WORDS_HI	0x8000		/* AEX_EVENTS_STREAM_BIT: a chunk of value words */
#define STATE_HI	0x0f81
#define ALTSTACK_HI	0x0f82
#define ALTSTACK_SIZE	0x8000
#define TEXT_HI		0x0040		/* text: 0x00400000 .. 0x0f000000 */
#define TEXT_SIZE_HI	0x0ec0

#define ST_RET		0
#define ST_FLUSHING	4
#define ST_MARK		8		/* BUF .. : the event bytes not yet written out start here */
#define ST_WMARK	12		/* WBUF .. : the value words not yet written out */
#define ST_SAVE		16
#define ST_CTL		128		/* a control chunk's words (its header below) */
#define ST_ARG		160
#define ST_PID		192
#define ST_IOV		196
#define ST_MSG		204
#define ST_CMSG		232
#define ST_ACT		512
#define ST_HANDLERS	1024
#define NSIG		128
#define ST_ARMED	2048		/* 1: BR and WR (live or saved) are moved into their guards */
#define ST_D0		2052		/* by how much BR was moved */
#define ST_D1		2056		/* and WR */
#define ST_ARMREQ	2060		/* 1: move them on the way back to the program */
#define ST_DEFER	2064		/* the signals waiting (a sigset: 4 words, bit n-1 for n) */
#define ST_DPC		2080		/* the event store they were let in at */
#define ST_DSAVE	2084		/* __aex_sighandler's registers while it writes (6 words) */
#define ST_SET		2112		/* a sigset for rt_sigprocmask */
#define ST_VMASK	2128		/* SIGSEGV and SIGBUS as the program has them blocked */
#define ST_PSET		2132		/* the program's sigset for rt_sigprocmask, as passed on */

/* MIPS o32 Linux system calls */
#define NR_fork		4002
#define NR_write	4004
#define NR_close	4006
#define NR_getpid	4020
#define NR_dup2		4063
#define NR_sendmsg	4179
#define NR_pipe2	4328
#define NR_kill		4037
#define NR_fcntl	4055
#define NR_mprotect	4125
#define NR_rt_sigreturn	4193
#define NR_rt_sigaction	4194
#define NR_sigaltstack	4206
#define NR_exit_group	4246
#define NR_sigreturn	4119
#define NR_rt_sigprocmask 4195

#define F_GETFD		1
#define EINTR		4
#define EPIPE		32
#define ENOTSOCK	95
#define SOL_SOCKET	0xffff
#define SCM_RIGHTS	1
#define CONTROL_HI	0x4000		/* AEX_EVENTS_CONTROL_BIT: a control chunk */
#define SIGSEGV		11
#define SIGBUS		10
#define SIGPIPE		13
#define SIGILL		4
#define SIGTRAP		5
#define SIGFPE		8
#define SA_SIGINFO_LO	0x0008		/* SA_SIGINFO | SA_ONSTACK == 0x08000008 */
#define SA_ONSTACK_HI	0x0800
#define SA_NODEFER_HI	0x4000		/* SA_NODEFER == 0x40000000 */

/* The signal frame */
#define SIGINFO_ADDR	12
#define UC_PC		36		/* the low word of uc_mcontext.sc_pc */
#define UC_BR		(44 + 8 * BRN)	/* the low word of uc_mcontext.sc_regs[BRN] */
#define UC_WR		(44 + 8 * WRN)
#define SC_PC		12		/* the same in the struct sigcontext itself */
#define SC_BR		(20 + 8 * BRN)
#define SC_WR		(20 + 8 * WRN)
#define UC_SC		24		/* the sigcontext in the ucontext */
#define SYSCALL_INSN	0x000c
#define SC_MASK		592		/* the saved signal mask, after the o32 sigcontext */
#define SIG_BLOCK	1
#define SIG_UNBLOCK	2
#define SIG_SETMASK	3
#define SEGVBUS		0x0600		/* SIGSEGV's and SIGBUS's bits in a sigset's first word */
#ifdef AEX_STOLEN1
#define TMPN		AEX_STOLEN1	/* the instrumentation's temporary */
#else
#define TMPN		1
#endif

/* Event stores: opcode and base register (bits 31-21) of sb through BR and sw through WR */
#define STORE_MASK_HI	0xffe0
#define SB_BR_HI	(0xa000 | (BRN << 5))
#define SW_WR_HI	(0xac00 | (WRN << 5))

	.section .text.aex,"ax",@progbits
	.set	noreorder
	.set	nomacro
	.set	noat

	/* Read-only data stays in the text segment: the data segment must not change
	 * (docs/memory-layout.md). */
	.section .aex_rodata,"a",@progbits
	.align	2
default_action:
	.word	0, 0, 0, 0, 0, 0		# flags, SIG_DFL, mask
fatal_signals:
	/* MIPS signals whose default action ends the process (not SIGKILL) */
	.byte	1, 2, 3, 4, 5, 6, 7, 8, 10, 11, 12, 13, 14, 15, 16, 17, 19, 22, 28, 29, 30, 31, 0
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

	.section .text.aex,"ax",@progbits
	.align	2
rt_begin:

/* The fatal-signal path's action for rt_sigaction, at \off($1): {SA_SIGINFO|SA_ONSTACK,
 * __aex_signal, every signal blocked} (MIPS struct sigaction: flags, handler, mask). Changes
 * $8. */
	.macro	crash_action off
	lui	$8,SA_ONSTACK_HI
	ori	$8,$8,SA_SIGINFO_LO
	sw	$8,\off($1)
	lui	$8,%hi(__aex_signal)
	addiu	$8,$8,%lo(__aex_signal)
	sw	$8,\off+4($1)
	li	$8,-1
	sw	$8,\off+8($1)
	sw	$8,\off+12($1)
	sw	$8,\off+16($1)
	sw	$8,\off+20($1)
	.endm

/* Signals that come between system calls wait, blocked and pending, for the program's next
 * event store (docs/processes.md, "Asynchronous signals"): __aex_sighandler moves the saved
 * BR and WR into their guards (ST_ARMED), so that store faults there; __aex_signal, at that
 * fault, moves them back and lets the signals in, at that store (ST_DPC). The runtime's own
 * routines, which use BR and WR, move them back on entry (settle) and again on their way
 * back to the program (arm; ST_ARMREQ), and a signal that comes while the runtime runs only
 * asks for that. */

/* BR and WR back where the program stores, if moved; ST_ARMREQ then says to move them again.
 * $1 = STATE; changes \t. */
	.macro	settle t
	lw	\t,ST_ARMED($1)
	nop
	beq	\t,$0,91f
	nop
	lw	\t,ST_D0($1)
	sw	$0,ST_ARMED($1)
	subu	BR,BR,\t
	lw	\t,ST_D1($1)
	nop
	subu	WR,WR,\t
	li	\t,1
	sw	\t,ST_ARMREQ($1)
91:
	.endm

/* On the way back to the program, with signals waiting for it (ST_ARMREQ): BR and WR into
 * their guards, ST_D0 and ST_D1 by how much. $1 = STATE; changes \t and \u. */
	.macro	arm t, u
	lw	\t,ST_ARMREQ($1)
	nop
	beq	\t,$0,92f
	nop
	sw	$0,ST_ARMREQ($1)
	lui	\u,GUARD_HI
	subu	\t,\u,BR
	sw	\t,ST_D0($1)
	move	BR,\u
	lui	\u,WGUARD_HI
	subu	\t,\u,WR
	sw	\t,ST_D1($1)
	move	WR,\u
	li	\t,1
	sw	\t,ST_ARMED($1)
92:
	.endm

/* The same for the BR and WR a signal frame saved, at \obr(\base) and \owr(\base), \st =
 * STATE; changes $26 and $27. */
	.macro	arm_frame base, obr, owr, st
	lui	$27,GUARD_HI
	lw	$26,\obr(\base)
	nop
	subu	$26,$27,$26
	sw	$26,ST_D0(\st)
	sw	$27,\obr(\base)
	lui	$27,WGUARD_HI
	lw	$26,\owr(\base)
	nop
	subu	$26,$27,$26
	sw	$26,ST_D1(\st)
	sw	$27,\owr(\base)
	li	$26,1
	sw	$26,ST_ARMED(\st)
	sw	$0,ST_ARMREQ(\st)
	.endm
	.macro	settle_frame base, obr, owr, st
	lw	$26,ST_D0(\st)
	lw	$27,\obr(\base)
	nop
	subu	$27,$27,$26
	sw	$27,\obr(\base)
	lw	$26,ST_D1(\st)
	lw	$27,\owr(\base)
	nop
	subu	$27,$27,$26
	sw	$27,\owr(\base)
	sw	$0,ST_ARMED(\st)
	.endm

/* Whether the address in \r is in this runtime (\t: 1) or not (0); changes \t. */
	.macro	in_runtime r, t
	lui	\t,%hi(rt_begin)
	addiu	\t,\t,%lo(rt_begin)
	sltu	\t,\r,\t
	bne	\t,$0,93f
	move	\t,$0
	lui	\t,%hi(rt_end)
	addiu	\t,\t,%lo(rt_end)
	sltu	\t,\r,\t
93:
	.endm

/* Process entry of a traced program: check the event descriptor, protect the guards, set up
 * the signal path, then start the program at __start with the stack the kernel gave,
 * BR = BUF and WR = WBUF. */
	.globl	__aex_start
	.ent	__aex_start
	.type	__aex_start, @function
__aex_start:
	/* Is the event descriptor open? fcntl(AEX_EVENTS_FD, F_GETFD) */
	li	$2,NR_fcntl
	li	$4,AEX_EVENTS_FD
	li	$5,F_GETFD
	syscall
	lui	$5,%hi(nofd_msg)
	addiu	$5,$5,%lo(nofd_msg)
	bne	$7,$0,fail
	li	$6,nofd_len
	/* mprotect(GUARD, GUARD_SIZE, PROT_NONE), mprotect(WGUARD, GUARD_SIZE, PROT_NONE) */
	li	$2,NR_mprotect
	lui	$4,GUARD_HI
	lui	$5,GUARD_SIZE_HI
	move	$6,$0
	syscall
	lui	$5,%hi(guard_msg)
	addiu	$5,$5,%lo(guard_msg)
	bne	$7,$0,fail
	li	$6,guard_len
	li	$2,NR_mprotect
	lui	$4,WGUARD_HI
	lui	$5,GUARD_SIZE_HI
	move	$6,$0
	syscall
	lui	$5,%hi(guard_msg)
	addiu	$5,$5,%lo(guard_msg)
	bne	$7,$0,fail
	li	$6,guard_len
	/* sigaltstack({ALTSTACK, ALTSTACK_SIZE, 0}, 0) — MIPS stack_t: sp, size, flags */
	lui	$1,STATE_HI
	lui	$8,ALTSTACK_HI
	sw	$8,ST_ARG($1)
	li	$8,ALTSTACK_SIZE
	sw	$8,ST_ARG+4($1)
	sw	$0,ST_ARG+8($1)
	addiu	$4,$1,ST_ARG
	move	$5,$0
	li	$2,NR_sigaltstack
	syscall
	/* rt_sigaction(sig, {SA_SIGINFO|SA_ONSTACK, __aex_signal, all}, 0, 16) for the signals
	 * whose default action ends the process (MIPS struct sigaction: flags, handler, mask).
	 * No SA_RESETHAND: SIGSEGV comes at every full buffer; the crash path restores the
	 * default action itself. Every signal is blocked in the handler: one that comes while it
	 * writes the buffer out waits until the program runs again, and then finds a consistent
	 * buffer. */
	lui	$1,STATE_HI
	crash_action ST_ARG
	lui	$9,%hi(fatal_signals)
	addiu	$9,$9,%lo(fatal_signals)
2:	lbu	$4,0($9)
	nop
	beq	$4,$0,3f
	addiu	$9,$9,1
	lui	$5,STATE_HI
	addiu	$5,$5,ST_ARG
	move	$6,$0
	li	$7,16
	li	$2,NR_rt_sigaction
	syscall
	b	2b
	nop
3:	/* the kernel's registers: all but $sp are don't-care at entry, but start clean */
	move	$2,$0
	move	$4,$0
	move	$5,$0
	move	$6,$0
	move	$7,$0
	move	$8,$0
	move	$9,$0
	lui	$1,STATE_HI
	lui	$8,BUF_HI
	sw	$8,ST_MARK($1)
	lui	$8,WBUF_HI
	sw	$8,ST_WMARK($1)
	move	$8,$0
	move	$1,$0
	lui	WR,WBUF_HI
	j	__start
	lui	BR,BUF_HI
	.end	__aex_start
	.size	__aex_start, .-__aex_start

/* write(2, $5, $6), then exit_group(127) */
fail:
	li	$4,2
	li	$2,NR_write
	syscall
	li	$4,127
	li	$2,NR_exit_group
	syscall

/* Writes [$5, $5 + $6) to the event descriptor (nothing when $6 <= 0); returns to $31.
 * Changes $2, $4-$8; ends the process when the write fails: by SIGPIPE when the reader has
 * gone (outside the handler SIGPIPE itself comes first), else exit 127. */
write_all:
	blez	$6,2f
	li	$4,AEX_EVENTS_FD
	li	$2,NR_write
	syscall
	beq	$7,$0,1f
	addiu	$8,$2,-EINTR
	beq	$8,$0,write_all			# interrupted: again
	addiu	$8,$2,-EPIPE
	bne	$8,$0,3f
	lui	$8,STATE_HI
	lw	$8,ST_FLUSHING($8)
	nop
	addiu	$8,$8,-2
	bne	$8,$0,3f
	nop
	b	die				# in the handler ($16-$18 are set)
	li	$16,SIGPIPE
3:	lui	$5,%hi(write_msg)
	addiu	$5,$5,%lo(write_msg)
	b	fail
	li	$6,write_len
1:	addu	$5,$5,$2
	b	write_all
	subu	$6,$6,$2
2:	jr	$31
	nop

/* Writes the chunk of the $6 bytes at $5 (in a buffer, after what was written out before)
 * of the stream whose bit is in $9 (0, or WORDS_HI << 16): its header word in the 4 bytes
 * before $5 (written out already, or the word below the buffer), stored byte by byte as $5
 * may be unaligned, then the bytes, in one write (nothing when $6 <= 0). Changes $2, $4-$8;
 * returns to $31 through write_all. */
write_chunk:
	blez	$6,2b
	or	$8,$6,$9
	sb	$8,-1($5)
	srl	$8,$8,8
	sb	$8,-2($5)
	srl	$8,$8,8
	sb	$8,-3($5)
	srl	$8,$8,8
	sb	$8,-4($5)
	addiu	$5,$5,-4
	b	write_all
	addiu	$6,$6,4

/* The registers __aex_flush and __aex_fork keep in the state area ($1 = STATE): $3-$6,
 * $8-$15, $24, $25 and $31 ($2 and $7, the system call's results, each keeps itself). */
	.macro	save_regs
	sw	$3,ST_SAVE+4($1)
	sw	$4,ST_SAVE+8($1)
	sw	$5,ST_SAVE+12($1)
	sw	$6,ST_SAVE+16($1)
	sw	$8,ST_SAVE+24($1)
	sw	$9,ST_SAVE+28($1)
	sw	$10,ST_SAVE+32($1)
	sw	$11,ST_SAVE+36($1)
	sw	$12,ST_SAVE+40($1)
	sw	$13,ST_SAVE+44($1)
	sw	$14,ST_SAVE+48($1)
	sw	$15,ST_SAVE+52($1)
	sw	$24,ST_SAVE+56($1)
	sw	$25,ST_SAVE+60($1)
	sw	$31,ST_SAVE+64($1)
	.endm
	.macro	restore_regs
	lw	$31,ST_SAVE+64($1)
	lw	$3,ST_SAVE+4($1)
	lw	$4,ST_SAVE+8($1)
	lw	$5,ST_SAVE+12($1)
	lw	$6,ST_SAVE+16($1)
	lw	$8,ST_SAVE+24($1)
	lw	$9,ST_SAVE+28($1)
	lw	$10,ST_SAVE+32($1)
	lw	$11,ST_SAVE+36($1)
	lw	$12,ST_SAVE+40($1)
	lw	$13,ST_SAVE+44($1)
	lw	$14,ST_SAVE+48($1)
	lw	$15,ST_SAVE+52($1)
	lw	$24,ST_SAVE+56($1)
	lw	$25,ST_SAVE+60($1)
	.endm

/* Writes [ST_MARK, BR) and [ST_WMARK, WR) out as chunks (ST_FLUSHING 1 meanwhile); $1 =
 * STATE; changes $2, $4-$9 and $31. */
	.macro	write_both
	lw	$5,ST_MARK($1)
	nop
	subu	$6,BR,$5			# (first: BR may be $8 or $9)
	li	$8,1
	sw	$8,ST_FLUSHING($1)
	jal	write_chunk
	move	$9,$0
	lw	$5,ST_WMARK($1)
	nop
	subu	$6,WR,$5
	jal	write_chunk
	lui	$9,WORDS_HI
	.endm

/* Writes [ST_MARK, BR) and [ST_WMARK, WR) out as chunks and moves the marks to BR and WR (a
 * handler's events begin or end here); $1 = STATE; changes $2, $4-$9 and $31 (BR may be $8
 * or $9: callers load it back from ST_MARK). */
	.macro	write_out
	lw	$5,ST_MARK($1)
	sw	BR,ST_MARK($1)
	subu	$6,BR,$5
	jal	write_chunk
	move	$9,$0
	lw	$5,ST_WMARK($1)
	sw	WR,ST_WMARK($1)
	subu	$6,WR,$5
	jal	write_chunk
	lui	$9,WORDS_HI
	.endm

/* Writes what the buffers hold and was not written out, [ST_MARK, BR) and [ST_WMARK, WR), and
 * the exit's control chunk (the status in $4) to the event descriptor and resets BR and WR
 * (before an exit). Preserves every register but $1, BR and WR (and $31, which callers keep
 * in the state area). */
	.globl	__aex_flush
	.ent	__aex_flush
	.type	__aex_flush, @function
__aex_flush:
	lui	$1,STATE_HI
	settle	$26
	sw	$2,ST_SAVE($1)
	sw	$7,ST_SAVE+20($1)
	save_regs
	write_both
	/* the exit's control chunk: AEX_EVENTS_CONTROL_EXIT, the status ($4) */
	li	$8,AEX_EVENTS_CONTROL_EXIT
	sw	$8,ST_CTL($1)
	lw	$8,ST_SAVE+8($1)
	addiu	$5,$1,ST_CTL
	sw	$8,ST_CTL+4($1)
	li	$6,8
	jal	write_chunk
	lui	$9,CONTROL_HI
	lui	$1,STATE_HI
	lui	$8,BUF_HI
	sw	$8,ST_MARK($1)
	lui	$8,WBUF_HI
	sw	$8,ST_WMARK($1)
	sw	$0,ST_FLUSHING($1)
	lw	$2,ST_SAVE($1)
	lw	$7,ST_SAVE+20($1)
	restore_regs
	lui	WR,WBUF_HI
	jr	$31
	lui	BR,BUF_HI			# (after the restores: BR may be one of them)
	.end	__aex_flush
	.size	__aex_flush, .-__aex_flush

/* A system call tracing does not follow (clone: threads): say so and stop. */
	.globl	__aex_unsupported
	.ent	__aex_unsupported
	.type	__aex_unsupported, @function
__aex_unsupported:
	lui	$5,%hi(clone_msg)
	addiu	$5,$5,%lo(clone_msg)
	b	fail
	li	$6,clone_len
	.end	__aex_unsupported
	.size	__aex_unsupported, .-__aex_unsupported

/* The program's fork, done here instead of at its syscall instruction (docs/processes.md):
 * write out what the buffers hold (the parent's events before the fork), send aex run the
 * read end of a new pipe through the process socket (AEX_EVENTS_SOCKET_FD; when that is not a
 * socket, the events are discarded and the child keeps the event descriptor), fork; the child
 * makes the pipe's write end its event descriptor; the parent writes the fork's control chunk
 * (its pid and the child's, 0 when the fork failed) and then, as the first byte of its
 * buffer, the system call's marker: AEX_EVENTS_SYSCALL_FORK, or _OTHER when the fork failed.
 * Returns as the system call: $2 the result, $7 the error flag. Preserves every other
 * register but $1, BR and WR (and $31, which callers keep in the state area). */
	.globl	__aex_fork
	.ent	__aex_fork
	.type	__aex_fork, @function
__aex_fork:
	lui	$1,STATE_HI
	settle	$26
	save_regs
	write_both
	lui	$8,BUF_HI
	sw	$8,ST_MARK($1)
	lui	$8,WBUF_HI
	sw	$8,ST_WMARK($1)
	move	$10,$0				# $10: 1 once the child's pipe is handed over
	/* pipe2(ST_ARG, 0): ST_ARG the read end, ST_ARG+4 the write end */
	addiu	$4,$1,ST_ARG
	move	$5,$0
	li	$2,NR_pipe2
	syscall
	bne	$7,$0,4f			# no pipe: the fork fails with its error
	nop
	li	$2,NR_getpid
	syscall
	sw	$2,ST_PID($1)
	/* sendmsg(AEX_EVENTS_SOCKET_FD, {0, 0, {&pid, 4}, 1, cmsg, 16, 0}, 0), the cmsg
	 * {16, SOL_SOCKET, SCM_RIGHTS, read end} */
	addiu	$8,$1,ST_PID
	sw	$8,ST_IOV($1)
	li	$8,4
	sw	$8,ST_IOV+4($1)
	sw	$0,ST_MSG($1)
	sw	$0,ST_MSG+4($1)
	addiu	$8,$1,ST_IOV
	sw	$8,ST_MSG+8($1)
	li	$8,1
	sw	$8,ST_MSG+12($1)
	addiu	$8,$1,ST_CMSG
	sw	$8,ST_MSG+16($1)
	li	$8,16
	sw	$8,ST_MSG+20($1)
	sw	$0,ST_MSG+24($1)
	sw	$8,ST_CMSG($1)
	li	$8,SOL_SOCKET
	sw	$8,ST_CMSG+4($1)
	li	$8,SCM_RIGHTS
	sw	$8,ST_CMSG+8($1)
	lw	$8,ST_ARG($1)
	nop
	sw	$8,ST_CMSG+12($1)
	li	$4,AEX_EVENTS_SOCKET_FD
	addiu	$5,$1,ST_MSG
	move	$6,$0
	li	$2,NR_sendmsg
	syscall
	beq	$7,$0,1f
	li	$10,1
	addiu	$8,$2,-ENOTSOCK
	lui	$5,%hi(sock_msg)
	addiu	$5,$5,%lo(sock_msg)
	bne	$8,$0,fail			# a socket that failed, or none at all
	li	$6,sock_len
	move	$10,$0				# events discarded: the child keeps the descriptor
	lw	$4,ST_ARG+4($1)
	li	$2,NR_close
	syscall
1:	lw	$4,ST_ARG($1)			# the read end: aex run has its own
	li	$2,NR_close
	syscall
	/* the fork: $11 and $12 what it returns in $2 and $7, $13 the child's pid (0: none) */
	li	$2,NR_fork
	syscall
	move	$11,$2
	move	$12,$7
	bne	$7,$0,3f
	move	$13,$0
	beq	$2,$0,7f			# the child
	move	$13,$2
3:	/* the parent, or a failed fork: let go of the write end, tell aex run */
	beq	$10,$0,2f
	nop
	lw	$4,ST_ARG+4($1)
	li	$2,NR_close
	syscall
	li	$8,AEX_EVENTS_CONTROL_FORK
	sw	$8,ST_CTL($1)
	lw	$8,ST_PID($1)
	sw	$13,ST_CTL+8($1)
	sw	$8,ST_CTL+4($1)
	addiu	$5,$1,ST_CTL
	li	$6,12
	jal	write_chunk
	lui	$9,CONTROL_HI
2:	/* the system call's marker, the first byte of the buffer */
	beq	$13,$0,1f
	li	$8,AEX_EVENTS_SYSCALL_OTHER
	li	$8,AEX_EVENTS_SYSCALL_FORK
1:	lui	$4,BUF_HI
	sb	$8,0($4)
	b	0f
	li	$14,1				# $14: where BR goes (past the marker)
4:	/* no pipe: the fork fails with pipe2's error */
	move	$11,$2
	li	$12,1
	b	2b
	move	$13,$0
7:	/* the child: the pipe's write end becomes its event descriptor */
	beq	$10,$0,0f
	move	$14,$0
	lw	$4,ST_ARG+4($1)
	li	$5,AEX_EVENTS_FD
	li	$2,NR_dup2
	syscall
	lw	$4,ST_ARG+4($1)
	li	$2,NR_close
	syscall
0:	sw	$0,ST_FLUSHING($1)
	sw	$14,ST_ARG+8($1)
	move	$2,$11
	move	$7,$12
	restore_regs
	lui	WR,WBUF_HI
	lui	BR,BUF_HI			# (after the restores: BR may be one of them)
	lw	$26,ST_ARG+8($1)
	nop
	addu	BR,BR,$26
	arm	$26, $27
	jr	$31
	nop
	.end	__aex_fork
	.size	__aex_fork, .-__aex_fork

/* In the signal handler ($17 the ucontext, $18 STATE), for a full buffer: write out the rest
 * of it (from its mark to its guard), reset its mark and move the saved pointer (at \uc in
 * the ucontext) back by BUF_SIZE; then write out the other buffer up to its saved pointer
 * (not past it: the faulting group may have stored there already), when that is past its
 * mark (it is not after a group that wrapped it), and move its mark there, so that the two
 * streams reach aex run together. \bit, \obit: the streams' bits (high halves). Ends with a
 * branch to 2f. */
	.macro	full_flush mark, guard_hi, buf_hi, uc, bit, omark, ouc, obit
	lw	$5,\mark($18)
	lui	$6,\guard_hi
	subu	$6,$6,$5
	jal	write_chunk
	lui	$9,\bit
	lui	$8,\buf_hi
	sw	$8,\mark($18)
	lw	$8,\uc($17)
	lui	$9,BUF_SIZE_HI
	subu	$8,$8,$9
	sw	$8,\uc($17)
	lw	$5,\omark($18)
	lw	$6,\ouc($17)
	lui	$9,\obit
	subu	$6,$6,$5
	blez	$6,2f
	nop
	jal	write_chunk
	nop
	lw	$8,\ouc($17)
	b	2f
	sw	$8,\omark($18)
	.endm

/* Every signal whose default action ends the process (on the signal stack, all signals
 * blocked). A SIGSEGV in a guard whose pc is an event store of that buffer (an `sb` through
 * BR, a `sw` through WR) is a full buffer: write it out, move the saved pointer down by
 * BUF_SIZE and return; the store runs again at the buffer's start. Anything else is a crash:
 * write out [BUF, BR) and [WBUF, WR), send the crash record (the signal and the faulting pc),
 * restore the default action, send the signal again and return: it ends the process as it
 * would have. */
	.globl	__aex_signal
	.ent	__aex_signal
	.type	__aex_signal, @function
__aex_signal:
	move	$16,$4				# the signal
	move	$17,$6				# the ucontext
	lui	$18,STATE_HI
	lw	$8,ST_FLUSHING($18)
	li	$9,2
	bne	$8,$0,die			# during an exit's write or after a crash: no more
	nop
	sw	$9,ST_FLUSHING($18)
	li	$8,SIGSEGV
	bne	$16,$8,crash
	lw	$19,SIGINFO_ADDR($5)		# the faulting address
	lw	$10,UC_PC($17)
	lui	$9,TEXT_HI
	subu	$9,$10,$9
	lui	$8,TEXT_SIZE_HI
	sltu	$9,$9,$8
	beq	$9,$0,crash			# the pc is not in the text
	andi	$9,$10,3
	bne	$9,$0,crash
	nop
	lw	$20,0($10)			# the faulting instruction
	lui	$8,STORE_MASK_HI
	and	$20,$20,$8
	lw	$8,ST_ARMED($18)
	nop
	bne	$8,$0,waiting			# signals wait for this store?
	nop
	lui	$9,GUARD_HI
	subu	$9,$19,$9
	lui	$8,GUARD_SIZE_HI
	sltu	$9,$9,$8
	beq	$9,$0,1f			# not in the event bytes' guard
	lui	$8,SB_BR_HI
	bne	$20,$8,crash			# not an event store
	nop
	full_flush ST_MARK, GUARD_HI, BUF_HI, UC_BR, 0, ST_WMARK, UC_WR, WORDS_HI
1:	lui	$9,WGUARD_HI
	subu	$9,$19,$9
	lui	$8,GUARD_SIZE_HI
	sltu	$9,$9,$8
	beq	$9,$0,crash			# the fault is in neither guard
	lui	$8,SW_WR_HI
	bne	$20,$8,crash			# not a value store
	nop
	full_flush ST_WMARK, WGUARD_HI, WBUF_HI, UC_WR, WORDS_HI, ST_MARK, UC_BR, 0
2:	/* signals that waited for the runtime to return to the program now wait for its next
	 * event store (not when the store that found its buffer full is the runtime's own) */
	lw	$8,ST_ARMREQ($18)
	nop
	beq	$8,$0,3f
	nop
	lw	$10,UC_PC($17)
	in_runtime $10, $8
	bne	$8,$0,3f
	nop
	arm_frame $17, UC_BR, UC_WR, $18
3:	sw	$0,ST_FLUSHING($18)
	li	$2,NR_rt_sigreturn
	syscall

waiting:
	/* BR and WR are moved (signals wait): the fault must be an event store into a guard */
	lui	$9,GUARD_HI
	subu	$9,$19,$9
	lui	$8,GUARD_SIZE_HI
	sltu	$9,$9,$8
	beq	$9,$0,4f
	lui	$8,SB_BR_HI
	beq	$20,$8,5f
	nop
	b	crash
	nop
4:	lui	$9,WGUARD_HI
	subu	$9,$19,$9
	lui	$8,GUARD_SIZE_HI
	sltu	$9,$9,$8
	beq	$9,$0,crash
	lui	$8,SW_WR_HI
	bne	$20,$8,crash
	nop
5:	/* the middle of a group of events (an event store before this one, past the settings of
	 * the temporary it stores) or its first store? */
	move	$11,$10
6:	addiu	$11,$11,-4
	lui	$9,TEXT_HI
	sltu	$9,$11,$9
	bne	$9,$0,open
	nop
	lw	$12,0($11)
	nop
	srl	$13,$12,26			# the opcode
	li	$9,0x09				# addiu
	beq	$13,$9,7f
	li	$9,0x0d				# ori
	beq	$13,$9,7f
	nop
	bne	$13,$0,8f
	andi	$9,$12,0x3f
	li	$14,2				# srl
	bne	$9,$14,8f
	srl	$9,$12,11
	andi	$9,$9,31			# its rd
	li	$14,TMPN
	beq	$9,$14,6b
	nop
	b	8f
	nop
7:	srl	$9,$12,16
	andi	$9,$9,0x3ff			# rs and rt: 0 and the temporary?
	li	$14,TMPN
	beq	$9,$14,6b
	nop
8:	lui	$9,STORE_MASK_HI
	and	$12,$12,$9
	lui	$9,SB_BR_HI
	beq	$12,$9,emulate
	lui	$9,SW_WR_HI
	beq	$12,$9,emulate
	nop
open:	/* the program's next event store: the signals come in here (as this handler returns,
	 * before the store runs), at BR and WR where the program stores */
	settle_frame $17, UC_BR, UC_WR, $18
	addiu	$11,$17,UC_SC+SC_MASK
	.irp	w, 0, 4, 8, 12
	lw	$12,ST_DEFER+\w($18)
	lw	$13,\w($11)
	nor	$12,$12,$0
	and	$13,$13,$12
	sw	$13,\w($11)
	sw	$0,ST_DEFER+\w($18)
	.endr
	b	3b
	sw	$10,ST_DPC($18)
emulate:
	/* a store of the group the signal came in the middle of: done here, BR and WR stay
	 * moved (the group's other stores come here too) */
	lw	$12,0($10)
	nop
	srl	$13,$12,16
	andi	$13,$13,31			# rt
	sll	$13,$13,3
	addu	$13,$13,$17
	lw	$14,44($13)			# its saved value (the low word)
	sll	$15,$12,16
	sra	$15,$15,16			# the offset
	srl	$9,$12,26
	li	$11,0x28			# sb
	bne	$9,$11,9f
	nop
	lw	$9,UC_BR($17)
	lw	$11,ST_D0($18)
	nop
	subu	$9,$9,$11
	addu	$9,$9,$15
	lui	$11,GUARD_HI
	sltu	$11,$9,$11
	beq	$11,$0,full
	nop
	b	10f
	sb	$14,0($9)
9:	lw	$9,UC_WR($17)
	lw	$11,ST_D1($18)
	nop
	subu	$9,$9,$11
	addu	$9,$9,$15
	lui	$11,WGUARD_HI
	sltu	$11,$9,$11
	beq	$11,$0,full
	nop
	sw	$14,0($9)
10:	addiu	$10,$10,4
	b	3b
	sw	$10,UC_PC($17)
full:	/* no room: the store runs again where the program stores, finds its buffer full, and
	 * BR and WR move again after that flush */
	settle_frame $17, UC_BR, UC_WR, $18
	li	$8,1
	b	3b
	sw	$8,ST_ARMREQ($18)

crash:
	lw	$8,ST_ARMED($18)
	nop
	beq	$8,$0,1f
	nop
	settle_frame $17, UC_BR, UC_WR, $18
1:	/* a SIGSEGV or SIGBUS the program has a handler for, at an instruction of its own: the
	 * handler runs as if called there (docs/processes.md, "Faults") */
	li	$8,SIGSEGV
	beq	$16,$8,1f
	li	$8,SIGBUS
	bne	$16,$8,crash_write
	nop
1:	sll	$8,$16,3
	addu	$8,$8,$18
	lw	$11,ST_HANDLERS($8)		# the program's handler
	lw	$10,UC_PC($17)
	beq	$11,$0,crash_write
	addiu	$8,$16,-1
	lw	$9,ST_VMASK($18)		# blocked by the program: the fault ends it, as the
	srlv	$9,$9,$8			# kernel ends a process whose fault is blocked
	andi	$9,$9,1
	bne	$9,$0,crash_write
	nop
	in_runtime $10, $8
	bne	$8,$0,crash_write
	lui	$8,TEXT_HI
	subu	$8,$10,$8
	lui	$9,TEXT_SIZE_HI
	sltu	$8,$8,$9
	beq	$8,$0,crash_write
	nop
	/* both buffers out, the signal's control chunk (the faulting pc); both start again at
	 * their buffers' starts */
	lw	$5,ST_MARK($18)
	lw	$6,UC_BR($17)
	move	$9,$0
	jal	write_chunk
	subu	$6,$6,$5
	lw	$5,ST_WMARK($18)
	lw	$6,UC_WR($17)
	lui	$9,WORDS_HI
	jal	write_chunk
	subu	$6,$6,$5
	li	$8,AEX_EVENTS_CONTROL_SIGNAL
	sw	$8,ST_CTL($18)
	lw	$8,UC_PC($17)
	addiu	$5,$18,ST_CTL
	sw	$8,ST_CTL+4($18)
	li	$6,8
	jal	write_chunk
	lui	$9,CONTROL_HI
	lui	$8,BUF_HI
	sw	$8,ST_MARK($18)
	sw	$8,UC_BR($17)
	lui	$9,WBUF_HI
	sw	$9,ST_WMARK($18)
	/* the four value words: the handler, its stack pointer, where it returns, the faulting
	 * address */
	sll	$8,$16,3
	addu	$8,$8,$18
	lw	$11,ST_HANDLERS($8)
	lw	$12,44+8*29($17)		# the program's $29
	lui	$13,%hi(__aex_faultret)
	addiu	$13,$13,%lo(__aex_faultret)
	addiu	$12,$12,-32
	li	$8,-8
	and	$12,$12,$8
	sw	$11,0($9)
	sw	$12,4($9)
	sw	$13,8($9)
	sw	$19,12($9)
	addiu	$9,$9,16
	sw	$9,UC_WR($17)
	/* the signal blocked while the handler runs, as the kernel does (unless SA_NODEFER;
	 * its sa_mask is not kept): as the program sees it (ST_VMASK), since the kernel must
	 * deliver the guards' faults */
	sll	$8,$16,3
	addu	$8,$8,$18
	lw	$8,ST_HANDLERS+4($8)
	lui	$10,SA_NODEFER_HI
	and	$8,$8,$10
	bne	$8,$0,1f
	addiu	$8,$16,-1			# (sig < 32: the mask's first word)
	li	$10,1
	sllv	$10,$10,$8
	lw	$8,ST_VMASK($18)
	nop
	or	$8,$8,$10
	sw	$8,ST_VMASK($18)
1:	/* the call: pc, $25 the handler, $4 the signal, $5 and $6 none, $29, $31 */
	sw	$11,UC_PC($17)
	sw	$11,44+8*25($17)
	sw	$16,44+8*4($17)
	sw	$0,44+8*5($17)
	sw	$0,44+8*6($17)
	sw	$12,44+8*29($17)
	sw	$13,44+8*31($17)
	b	3b
	nop
crash_write:
	lw	$6,UC_BR($17)
	lw	$5,ST_MARK($18)
	nop
	subu	$6,$6,$5
	jal	write_chunk
	move	$9,$0
	lw	$6,UC_WR($17)
	lw	$5,ST_WMARK($18)
	nop
	subu	$6,$6,$5
	jal	write_chunk
	lui	$9,WORDS_HI
	/* the crash record, a control chunk: AEX_EVENTS_CONTROL_CRASH, signal, pc (aex run
	 * puts it into the end frame) */
	li	$8,AEX_EVENTS_CONTROL_CRASH
	sw	$8,ST_CTL($18)
	sw	$16,ST_CTL+4($18)
	lw	$8,UC_PC($17)
	nop
	sw	$8,ST_CTL+8($18)
	/* a signal that came as a system call returned stopped the program at that syscall */
	lui	$9,TEXT_HI
	addiu	$9,$9,4
	subu	$9,$8,$9
	lui	$10,TEXT_SIZE_HI
	addiu	$10,$10,-4
	sltu	$9,$9,$10
	beq	$9,$0,1f			# pc - 4 is not in the text
	andi	$9,$8,3
	bne	$9,$0,1f
	nop
	lw	$9,-4($8)
	li	$10,SYSCALL_INSN
	bne	$9,$10,1f
	addiu	$8,$8,-4
	sw	$8,ST_CTL+8($18)
1:	addiu	$5,$18,ST_CTL
	li	$6,AEX_EVENTS_CRASH_SIZE
	jal	write_chunk
	lui	$9,CONTROL_HI

die:
	/* rt_sigaction(sig, SIG_DFL, 0, 16); kill(getpid(), sig); rt_sigreturn */
	move	$4,$16
	lui	$5,%hi(default_action)
	addiu	$5,$5,%lo(default_action)
	move	$6,$0
	li	$7,16
	li	$2,NR_rt_sigaction
	syscall
	li	$2,NR_getpid
	syscall
	move	$4,$2
	move	$5,$16
	li	$2,NR_kill
	syscall
	li	$2,NR_rt_sigreturn
	syscall
	.end	__aex_signal
	.size	__aex_signal, .-__aex_signal

/* The program's rt_sigaction ($4 the signal, $5 the new action, $6 where the old one goes, $7
 * the mask's size), done here instead of at its syscall instruction (docs/processes.md,
 * "Signals"): a handler of the program's goes to the kernel as __aex_sighandler, with the
 * program's flags and mask, and into the table; SIG_DFL of a signal whose default ends the
 * process installs the crash path (__aex_signal) again; the old action read back is the one
 * the program installed (SIG_DFL for the crash path). SIGSEGV and SIGBUS are the runtime's:
 * a handler for them is refused. Returns as the system call: $2 the result, $7 the error
 * flag. Preserves every other register but $1 (and $31, which callers keep in the state
 * area). */
	.globl	__aex_sigaction
	.ent	__aex_sigaction
	.type	__aex_sigaction, @function
__aex_sigaction:
	lui	$1,STATE_HI
	save_regs
	li	$8,NR_rt_sigprocmask
	beq	$2,$8,sigprocmask
	nop
	move	$12,$5				# $12: the action for the kernel
	move	$13,$0				# $13, $14: the table's new entry
	move	$14,$0
	andi	$15,$4,NSIG-1
	sll	$15,$15,3
	addu	$15,$15,$1			# $15: the signal's entry, less ST_HANDLERS
	sltiu	$8,$4,NSIG
	beq	$8,$0,5f			# no such signal: the kernel says so
	nop
	beq	$5,$0,5f			# no new action
	nop
	lw	$9,4($5)			# the program's handler
	nop
	sltiu	$8,$9,2
	bne	$8,$0,3f			# SIG_DFL (0) or SIG_IGN (1)
	li	$8,SIGSEGV
	beq	$4,$8,6f
	li	$8,SIGBUS
	bne	$4,$8,7f
	lw	$5,ST_SAVE+12($1)
6:	/* the kernel keeps the runtime's handler (its guards); the program's goes into the
	 * table, for __aex_signal to call at a fault */
	lw	$5,ST_SAVE+12($1)
	move	$13,$9
	lw	$14,0($5)
	b	5f
	move	$12,$0
7:	/* __aex_sighandler with the program's flags and mask */
	move	$13,$9
	lw	$14,0($5)			# its flags
	addiu	$12,$1,ST_ACT
	sw	$14,ST_ACT($1)
	lui	$8,%hi(__aex_sighandler)
	addiu	$8,$8,%lo(__aex_sighandler)
	sw	$8,ST_ACT+4($1)
	lw	$8,8($5)
	lw	$9,12($5)
	li	$10,~SEGVBUS			# the guards' faults stay open (sigprocmask)
	and	$8,$8,$10
	sw	$8,ST_ACT+8($1)
	sw	$9,ST_ACT+12($1)
	lw	$8,16($5)
	lw	$9,20($5)
	sw	$8,ST_ACT+16($1)
	b	5f
	sw	$9,ST_ACT+20($1)
3:	/* SIG_DFL of a signal whose default ends the process: the crash path */
	bne	$9,$0,5f
	lui	$10,%hi(fatal_signals)
	addiu	$10,$10,%lo(fatal_signals)
4:	lbu	$8,0($10)
	nop
	beq	$8,$0,5f
	addiu	$10,$10,1
	bne	$8,$4,4b
	nop
	addiu	$12,$1,ST_ACT
	crash_action ST_ACT
5:	move	$5,$12
	lw	$6,ST_SAVE+16($1)		# the old action's place
	li	$2,NR_rt_sigaction
	syscall
	bne	$7,$0,9f			# refused: nothing changes
	sltiu	$8,$4,NSIG
	beq	$8,$0,9f
	lw	$10,ST_HANDLERS($15)		# (delay) the entry before
	beq	$6,$0,7f
	nop
	lw	$11,4($6)			# the old handler the kernel had
	nop
	lui	$8,%hi(__aex_sighandler)
	addiu	$8,$8,%lo(__aex_sighandler)
	bne	$11,$8,6f
	lui	$8,%hi(__aex_signal)
	b	7f
	sw	$10,4($6)			# the program's handler
6:	addiu	$8,$8,%lo(__aex_signal)
	bne	$11,$8,7f
	nop
	beq	$10,$0,8f
	nop
	sw	$10,4($6)			# SIGSEGV, SIGBUS: the program's handler
	lw	$10,ST_HANDLERS+4($15)
	b	7f
	sw	$10,0($6)
8:	sw	$0,0($6)			# the crash path: SIG_DFL as the program had it
	sw	$0,4($6)
	sw	$0,8($6)
	sw	$0,12($6)
	sw	$0,16($6)
	sw	$0,20($6)
7:	lw	$5,ST_SAVE+12($1)
	nop
	beq	$5,$0,9f			# no new action: the table stays
	nop
	sw	$13,ST_HANDLERS($15)
	sw	$14,ST_HANDLERS+4($15)
9:	restore_regs
	arm	$26, $27
	jr	$31
	nop
/* The program's rt_sigprocmask ($4 how, $5 the new set or 0, $6 where the old one goes or
 * 0, $7 the set's size), reached through __aex_sigaction: SIGSEGV and SIGBUS stay open in the
 * kernel, whose faults in the guards must come (a full buffer, a waiting signal); the program
 * blocks them in ST_VMASK instead, which the fault path reads, and reads them back from
 * there. Returns as the system call. */
sigprocmask:
	lw	$13,ST_VMASK($1)		# $13: the program's bits before
	beq	$5,$0,1f
	move	$12,$0				# $12: the set passed on
	lw	$8,0($5)
	lw	$9,4($5)
	lw	$10,8($5)
	lw	$11,12($5)
	addiu	$12,$1,ST_PSET
	li	$14,~SEGVBUS
	and	$14,$8,$14
	sw	$14,ST_PSET($1)
	sw	$9,ST_PSET+4($1)
	sw	$10,ST_PSET+8($1)
	sw	$11,ST_PSET+12($1)
	andi	$8,$8,SEGVBUS			# $8: the program's bits in the new set
1:	move	$5,$12
	li	$2,NR_rt_sigprocmask
	syscall
	bne	$7,$0,9f			# refused: nothing changes
	lw	$5,ST_SAVE+12($1)
	beq	$5,$0,4f			# no new set
	li	$9,SIG_BLOCK
	beq	$4,$9,2f
	li	$9,SIG_UNBLOCK
	beq	$4,$9,3f
	nop
	b	4f				# SIG_SETMASK
	sw	$8,ST_VMASK($1)
2:	or	$9,$13,$8
	b	4f
	sw	$9,ST_VMASK($1)
3:	nor	$9,$8,$0
	and	$9,$13,$9
	sw	$9,ST_VMASK($1)
4:	beq	$6,$0,9f			# the old set: the kernel's, with the program's bits
	nop
	lw	$8,0($6)
	li	$9,~SEGVBUS
	and	$8,$8,$9
	or	$8,$8,$13
	sw	$8,0($6)
9:	restore_regs
	arm	$26, $27
	jr	$31
	nop
	.end	__aex_sigaction
	.size	__aex_sigaction, .-__aex_sigaction

/* What the kernel runs for a signal that has a handler of the program's ($4 the signal, $5 the
 * siginfo or 0, $6 the ucontext (SA_SIGINFO) or the sigcontext, $29 the frame, $31 the return
 * path that calls sigreturn; the other registers are the interrupted program's). The handler
 * runs only where the regenerator knows to run it (docs/processes.md, "Signals"):
 *
 *   - as a system call of the program returns (the interrupted pc follows a syscall
 *     instruction outside this runtime): there a group of events can not be half written,
 *     and the event after the system call tells the regenerator whether handlers ran. Writes
 *     the AEX_EVENTS_SYSCALL_SIGNAL event and three value words (the handler, $29, $31);
 *   - at the event store where waiting signals were let in (ST_DPC): writes out both buffers
 *     and the control chunk AEX_EVENTS_CONTROL_SIGNAL (aex run makes it a signal frame, which
 *     tells the regenerator where), then the three value words;
 *
 * then runs the handler with the kernel's registers and its return going to __aex_sigret; the
 * frame's unused trampoline words (+16, +20) keep $31 and the sigcontext (its bit 0 set in
 * the second case) meanwhile. Anywhere else the signal waits: it is blocked (now and in the
 * frame's mask), sent again, so that it stays pending, and the saved BR and WR are moved into
 * their guards (or, when the runtime was running, that is asked for); then sigreturn, made
 * here. Uses $1-$3, $7, $26 and $27 only on the ways into the handler: no strategy takes
 * them. */
	.globl	__aex_sighandler
	.ent	__aex_sighandler
	.type	__aex_sighandler, @function
__aex_sighandler:
	lui	$1,STATE_HI
	sll	$2,$4,3
	addu	$2,$2,$1
	lw	$3,ST_HANDLERS+4($2)		# the program's flags
	lw	$26,ST_HANDLERS($2)		# its handler
	andi	$3,$3,SA_SIGINFO_LO
	beq	$3,$0,1f
	move	$27,$6				# $27: the sigcontext
	addiu	$27,$6,UC_SC
1:	lw	$2,SC_PC($27)			# the interrupted pc
	lw	$3,ST_DPC($1)
	nop
	beq	$2,$3,deliver
	nop
	in_runtime $2, $3
	bne	$3,$0,async			# in the runtime
	lui	$3,TEXT_HI
	subu	$3,$2,$3
	lui	$7,TEXT_SIZE_HI
	sltu	$3,$3,$7
	beq	$3,$0,async			# not in the text
	nop
	lw	$3,-4($2)			# the instruction before it
	li	$7,SYSCALL_INSN
	bne	$3,$7,async
	nop
	settle	$3
	li	$3,AEX_EVENTS_SYSCALL_SIGNAL
	sb	$3,0(BR)
	sw	$26,0(WR)
	sw	$29,4(WR)
	sw	$31,8(WR)
	addiu	BR,BR,1
	addiu	WR,WR,12
	sw	$31,16($29)
	sw	$27,20($29)
	arm	$2, $3
	lui	$31,%hi(__aex_sigret)
	jr	$26
	addiu	$31,$31,%lo(__aex_sigret)

fault:
	/* a fault's signal (SIGILL, SIGTRAP, SIGFPE) at an instruction of the program: its
	 * handler runs there, as at an event store, with a fourth value word (the faulting
	 * address: 0) and its return refused (the instruction would fault again) */
	settle	$3
	b	1f
	li	$3,1
deliver:
	/* let in at ST_DPC: both buffers out, the signal's control chunk (the store's pc) */
	move	$3,$0
1:	sw	$3,ST_DSAVE+24($1)
	sw	$4,ST_DSAVE($1)
	sw	$5,ST_DSAVE+4($1)
	sw	$6,ST_DSAVE+8($1)
	sw	$31,ST_DSAVE+12($1)
	sw	$26,ST_DSAVE+16($1)
	sw	$27,ST_DSAVE+20($1)
	write_out
	li	$8,AEX_EVENTS_CONTROL_SIGNAL
	sw	$8,ST_CTL($1)
	lw	$8,ST_DSAVE+20($1)
	nop
	lw	$8,SC_PC($8)			# ST_DPC, or the faulting instruction
	addiu	$5,$1,ST_CTL
	sw	$8,ST_CTL+4($1)
	li	$6,8
	jal	write_chunk
	lui	$9,CONTROL_HI
	lw	BR,ST_MARK($1)			# (write_chunk changes $8 and $9: BR may be one)
	lw	$4,ST_DSAVE($1)
	lw	$5,ST_DSAVE+4($1)
	lw	$6,ST_DSAVE+8($1)
	lw	$31,ST_DSAVE+12($1)
	lw	$26,ST_DSAVE+16($1)
	lw	$27,ST_DSAVE+20($1)
	lw	$3,ST_DSAVE+24($1)
	sw	$26,0(WR)
	sw	$29,4(WR)
	bne	$3,$0,2f
	sw	$31,8(WR)
	addiu	WR,WR,12
	sw	$31,16($29)
	ori	$2,$27,1
	sw	$2,20($29)
	arm	$2, $3
	lui	$31,%hi(__aex_sigret)
	jr	$26
	addiu	$31,$31,%lo(__aex_sigret)
2:	sw	$0,12(WR)			# a fault: its address (none)
	addiu	WR,WR,16
	arm	$2, $3
	lui	$31,%hi(__aex_faultret)
	jr	$26
	addiu	$31,$31,%lo(__aex_faultret)

async:
	/* a fault's signal cannot wait: its instruction would fault again */
	li	$2,SIGILL
	beq	$4,$2,1f
	li	$2,SIGTRAP
	beq	$4,$2,1f
	li	$2,SIGFPE
	bne	$4,$2,2f
	nop
1:	lw	$2,SC_PC($27)
	nop
	in_runtime $2, $3
	beq	$3,$0,fault
	nop
	lui	$5,%hi(fault_msg)			# (the runtime's own: a bug)
	addiu	$5,$5,%lo(fault_msg)
	b	fail
	li	$6,fault_len
2:
	/* it waits: its bit (word $3, mask $7) into ST_DEFER and the frame's mask */
	move	$16,$4
	addiu	$2,$4,-1
	srl	$3,$2,5
	sll	$3,$3,2
	andi	$2,$2,31
	li	$7,1
	sllv	$7,$7,$2
	addu	$2,$1,$3
	lw	$8,ST_DEFER($2)
	nop
	or	$8,$8,$7
	sw	$8,ST_DEFER($2)
	addu	$2,$27,$3
	lw	$8,SC_MASK($2)
	nop
	or	$8,$8,$7
	sw	$8,SC_MASK($2)
	/* blocked now (SA_NODEFER may leave it open), and sent again: pending */
	sw	$0,ST_SET($1)
	sw	$0,ST_SET+4($1)
	sw	$0,ST_SET+8($1)
	sw	$0,ST_SET+12($1)
	addu	$2,$1,$3
	sw	$7,ST_SET($2)
	li	$4,SIG_BLOCK
	addiu	$5,$1,ST_SET
	move	$6,$0
	li	$7,16
	li	$2,NR_rt_sigprocmask
	syscall
	li	$2,NR_getpid
	syscall
	move	$4,$2
	move	$5,$16
	li	$2,NR_kill
	syscall
	/* BR and WR into their guards, unless they are already or the runtime runs */
	lw	$8,ST_ARMED($1)
	lw	$9,ST_ARMREQ($1)
	nop
	or	$8,$8,$9
	bne	$8,$0,3f
	nop
	lw	$2,SC_PC($27)
	nop
	in_runtime $2, $3
	bne	$3,$0,2f
	lui	$3,TEXT_HI
	subu	$3,$2,$3
	lui	$7,TEXT_SIZE_HI
	sltu	$3,$3,$7
	beq	$3,$0,2f			# not in the text
	nop
	move	$9,$27
	arm_frame $9, SC_BR, SC_WR, $1
	b	3f
	nop
2:	li	$8,1
	sw	$8,ST_ARMREQ($1)
3:	/* sigreturn, as the frame's kind wants */
	sll	$2,$16,3
	addu	$2,$2,$1
	lw	$3,ST_HANDLERS+4($2)
	nop
	andi	$3,$3,SA_SIGINFO_LO
	beq	$3,$0,4f
	li	$2,NR_sigreturn
	li	$2,NR_rt_sigreturn
4:	syscall
	.end	__aex_sighandler
	.size	__aex_sighandler, .-__aex_sighandler

/* Where a handler run by __aex_sighandler returns ($29 the frame again): the program goes on
 * writing its events where the handler left the buffers, so the sigcontext gets today's BR and
 * WR (moved into their guards when signals wait); after a handler let in at an event store,
 * both buffers go out first and the control chunk AEX_EVENTS_CONTROL_SIGNAL_END; then the
 * kernel's return path. */
	.globl	__aex_sigret
	.ent	__aex_sigret
	.type	__aex_sigret, @function
__aex_sigret:
	lui	$1,STATE_HI
	settle	$26
	lw	$27,20($29)
	nop
	andi	$2,$27,1
	beq	$2,$0,1f
	nop
	write_out
	li	$8,AEX_EVENTS_CONTROL_SIGNAL_END
	sw	$8,ST_CTL($1)
	addiu	$5,$1,ST_CTL
	li	$6,4
	jal	write_chunk
	lui	$9,CONTROL_HI
	lw	BR,ST_MARK($1)
	lw	$27,20($29)
	nop
	xori	$27,$27,1
1:	lw	$31,16($29)
	sw	BR,SC_BR($27)
	sw	WR,SC_WR($27)
	lw	$2,ST_ARMREQ($1)
	nop
	beq	$2,$0,2f
	nop
	move	$9,$27
	arm_frame $9, SC_BR, SC_WR, $1
2:	jr	$31
	nop
	.end	__aex_sigret
	.size	__aex_sigret, .-__aex_sigret
/* Where a handler of a fault returns: the program would run the faulting instruction again,
 * which tracing does not follow (a handler that leaves by longjmp is followed). */
	.globl	__aex_faultret
	.ent	__aex_faultret
	.type	__aex_faultret, @function
__aex_faultret:
	lui	$5,%hi(faultret_msg)
	addiu	$5,$5,%lo(faultret_msg)
	b	fail
	li	$6,faultret_len
	.end	__aex_faultret
	.size	__aex_faultret, .-__aex_faultret
rt_end:

	.section .note.GNU-stack,"",@progbits

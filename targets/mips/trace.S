/* trace.S — the MIPS part of the tracing runtime, linked into traced ELFs only (never
 * instrumented): process entry, the calls into the ISA-neutral part, the guard-page handler
 * that flushes a full event buffer, the signal handlers and the fatal-signal path that saves a
 * crashing program's events. It uses only the reserved range (docs/memory-layout.md) and
 * registers it restores.
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
 * The ISA-neutral part of the runtime is C (targets/trace-core.c), which writes the buffers
 * and control chunks out and does the program's fork, rt_sigaction and rt_sigprocmask; the
 * routines here call it with 24 bytes of stack (o32's argument area, aligned), the
 * program's caller-saved registers but BR in ST_SAVE (SAVED) and BR in ST_CBR where it lives
 * on. Memory and state: targets/trace-core.h (steal's shadow word of register n at
 * ST_SHADOW + 4n, zero at entry as the registers are; targets/mips/steal.c).
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
#include "trace-core.h"

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

#define BUF_HI		(AEX_BUF >> 16)
#define GUARD_HI	(AEX_GUARD >> 16)
#define GUARD_SIZE_HI	(AEX_GUARD_SIZE >> 16)
#define WBUF_HI		(AEX_WBUF >> 16)
#define WGUARD_HI	(AEX_WGUARD >> 16)
#define STATE_HI	(AEX_STATE >> 16)
#define TEXT_HI		0x0040		/* text: 0x00400000 .. 0x0f000000 */
#define TEXT_SIZE_HI	0x0ec0

/* MIPS o32 Linux system calls and signals */
#define NR_getpid	4020
#define NR_kill		4037
#define NR_sigreturn	4119
#define NR_rt_sigreturn	4193
#define NR_rt_sigprocmask 4195
#define SIGSEGV		11
#define SIGBUS		10
#define SIGILL		4
#define SIGTRAP		5
#define SIGFPE		8
#define SA_SIGINFO_LO	0x0008		/* SA_SIGINFO */
#define SA_NODEFER_HI	0x4000		/* SA_NODEFER == 0x40000000 */
#define SIG_BLOCK	1
/* What C may change of the program's (by number; never BR) */
#define SAVED		2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 24, 25, 31

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

	.section .text.aex,"ax",@progbits
	.align	2

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
	lui	\t,%hi(__aex_rt_begin)
	addiu	\t,\t,%lo(__aex_rt_begin)
	sltu	\t,\r,\t
	bne	\t,$0,93f
	move	\t,$0
	lui	\t,%hi(__aex_rt_end)
	addiu	\t,\t,%lo(__aex_rt_end)
	sltu	\t,\r,\t
93:
	.endm

/* \op (sw, lw) the registers $n of \list but BR at \base($1) on */
	.macro	regs op, base, list:vararg
	.set	.Lk, \base
	.irp	n, \list
	.if	\n - BRN
	\op	$\n,.Lk($1)
	.endif
	.set	.Lk, .Lk + 4
	.endr
	.endm
/* Calls \fn of the C part with 24 bytes of stack, \a5 its fifth argument; $1 = STATE again
 * after it. */
	.macro	ccall fn, a5
	addiu	$29,$29,-24
	.ifnb	\a5
	sw	\a5,16($29)
	.endif
	jal	\fn
	nop
	addiu	$29,$29,24
	lui	$1,STATE_HI
	.endm
/* The C part's result $2 (-errno on failure) as a system call's, in the saved $2 and $7 (the
 * error flag). */
	.macro	sysret
	slt	$3,$2,$0
	beq	$3,$0,94f
	sw	$3,ST_SAVE+20($1)
	subu	$2,$0,$2
94:	sw	$2,ST_SAVE($1)
	.endm
/* The message \msg (AEX_MSG_*) and exit status 127. */
	.macro	fail msg
	addiu	$29,$29,-24
	j	__aex_core_fail
	li	$4,\msg
	.endm

/* Process entry of a traced program: the C part's checks and set-up (the event descriptor,
 * the guards, the signal stack, the fatal-signal path), then the program at __start with the
 * stack the kernel gave, BR = AEX_BUF and WR = AEX_WBUF. */
	.globl	__aex_start
	.ent	__aex_start
	.type	__aex_start, @function
__aex_start:
	addiu	$29,$29,-24			# (the kernel's argc and argv stay)
	jal	__aex_core_start
	nop
	addiu	$29,$29,24
	/* the kernel's registers: all but $sp are don't-care at entry, but start clean */
	.irp	r, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 24, 25, 31
	move	$\r,$0
	.endr
	lui	WR,WBUF_HI
	j	__start
	lui	BR,BUF_HI
	.end	__aex_start
	.size	__aex_start, .-__aex_start

/* long __aex_sys(nr, a, b, c, d, e): the system call for the C part, -errno on failure (the
 * kernel reads its fifth argument at 16($29)). */
	.globl	__aex_sys
	.ent	__aex_sys
	.type	__aex_sys, @function
__aex_sys:
	move	$2,$4
	move	$4,$5
	move	$5,$6
	move	$6,$7
	lw	$7,16($29)
	lw	$8,20($29)
	nop
	sw	$8,16($29)
	syscall
	beq	$7,$0,1f
	nop
	subu	$2,$0,$2
1:	jr	$31
	nop
	.end	__aex_sys
	.size	__aex_sys, .-__aex_sys

/* Before an exit ($4 the status): both buffers out and the exit's control chunk (the C
 * part); resets BR and WR. Preserves every register but $1, BR and WR (and $31, which callers
 * keep in the state area). */
	.globl	__aex_flush
	.ent	__aex_flush
	.type	__aex_flush, @function
__aex_flush:
	lui	$1,STATE_HI
	settle	$26
	regs	sw, ST_SAVE, SAVED
	move	$5,BR
	move	$6,WR
	ccall	__aex_core_flush
	regs	lw, ST_SAVE, SAVED
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
	fail	AEX_MSG_CLONE
	.end	__aex_unsupported
	.size	__aex_unsupported, .-__aex_unsupported

/* The program's fork, done here instead of at its syscall instruction (docs/processes.md):
 * the C part's. Returns as the system call: $2 the result, $7 the error flag; BR past the
 * marker the C part wrote (not in the child). Preserves every other register but $1, BR and
 * WR (and $31, which callers keep in the state area). */
	.globl	__aex_fork
	.ent	__aex_fork
	.type	__aex_fork, @function
__aex_fork:
	lui	$1,STATE_HI
	settle	$26
	regs	sw, ST_SAVE, SAVED
	move	$4,BR
	move	$5,WR
	ccall	__aex_core_fork
	sysret
	lw	$26,ST_NEXT($1)
	regs	lw, ST_SAVE, SAVED
	lui	WR,WBUF_HI
	lui	BR,BUF_HI			# (after the restores: BR may be one of them)
	addu	BR,BR,$26
	arm	$26, $27
	jr	$31
	nop
	.end	__aex_fork
	.size	__aex_fork, .-__aex_fork

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
	b	11f
	move	$4,$0				# $4: the value words' buffer is the full one
1:	lui	$9,WGUARD_HI
	subu	$9,$19,$9
	lui	$8,GUARD_SIZE_HI
	sltu	$9,$9,$8
	beq	$9,$0,crash			# the fault is in neither guard
	lui	$8,SW_WR_HI
	bne	$20,$8,crash			# not a value store
	li	$4,1
11:	/* a full buffer: the C part writes it out and moves the saved pointer */
	addiu	$5,$17,UC_BR
	addiu	$6,$17,UC_WR
	ccall	__aex_core_full
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
	lw	$4,UC_BR($17)
	lw	$5,UC_WR($17)
	li	$6,AEX_EVENTS_CONTROL_SIGNAL
	lw	$7,UC_PC($17)
	li	$8,1
	ccall	__aex_core_signal, $8
	lui	$8,BUF_HI
	sw	$8,UC_BR($17)
	lui	$9,WBUF_HI
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
	/* the crash record's pc: a signal that came as a system call returned stopped the
	 * program at that syscall */
	lw	$7,UC_PC($17)
	lui	$9,TEXT_HI
	addiu	$9,$9,4
	subu	$9,$7,$9
	lui	$10,TEXT_SIZE_HI
	addiu	$10,$10,-4
	sltu	$9,$9,$10
	beq	$9,$0,1f			# pc - 4 is not in the text
	andi	$9,$7,3
	bne	$9,$0,1f
	nop
	lw	$9,-4($7)
	li	$10,SYSCALL_INSN
	bne	$9,$10,1f
	nop
	addiu	$7,$7,-4
1:	lw	$4,UC_BR($17)
	lw	$5,UC_WR($17)
	move	$6,$16
	j	__aex_core_crash		# both buffers out, the crash record, the default action
	addiu	$29,$29,-24
die:
	move	$4,$16
	j	__aex_core_die
	addiu	$29,$29,-24
	.end	__aex_signal
	.size	__aex_signal, .-__aex_signal

/* The program's rt_sigaction ($2 4194: $4 the signal, $5 the new action, $6 where the old one
 * goes, $7 the mask's size) and rt_sigprocmask ($2 4195), done here instead of at its syscall
 * instruction (docs/processes.md, "Signals"): the C part's. Returns as the system call: $2
 * the result, $7 the error flag. Preserves every other register but $1 (and $31, which
 * callers keep in the state area). */
	.globl	__aex_sigaction
	.ent	__aex_sigaction
	.type	__aex_sigaction, @function
__aex_sigaction:
	lui	$1,STATE_HI
	regs	sw, ST_SAVE, SAVED
	sw	BR,ST_CBR($1)
	li	$8,NR_rt_sigprocmask
	bne	$2,$8,1f
	nop
	ccall	__aex_core_sigprocmask
	b	2f
	nop
1:	ccall	__aex_core_sigaction
2:	sysret
	lw	BR,ST_CBR($1)
	regs	lw, ST_SAVE, SAVED
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
1:	regs	sw, ST_SAVE, SAVED
	sw	BR,ST_CBR($1)
	move	$4,BR
	move	$5,WR
	li	$6,AEX_EVENTS_CONTROL_SIGNAL
	lw	$7,SC_PC($27)			# ST_DPC, or the faulting instruction
	ccall	__aex_core_signal, $0
	lw	BR,ST_CBR($1)
	regs	lw, ST_SAVE, SAVED
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
	fail	AEX_MSG_FAULT			# (the runtime's own: a bug)
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
	sw	BR,ST_CBR($1)
	move	$4,BR
	move	$5,WR
	li	$6,AEX_EVENTS_CONTROL_SIGNAL_END
	move	$7,$0
	ccall	__aex_core_signal, $0
	lw	BR,ST_CBR($1)
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
	fail	AEX_MSG_FAULTRET
	.end	__aex_faultret
	.size	__aex_faultret, .-__aex_faultret

	.section .note.GNU-stack,"",@progbits

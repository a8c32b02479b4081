/* trace.S — the RV32IM part of the tracing runtime, linked into traced ELFs only (never
 * instrumented): entry, the calls into the ISA-neutral part (targets/trace-core.c), and the
 * fault and signal handlers, which read and change signal frames. A translation of
 * targets/mips/trace.S, whose comments say why; these say what is RV32's.
 *
 * Inline event code (targets/riscv32/emit.c) stores event bytes with `sb` through BR (t6; under
 * steal, -DAEX_STOLEN0=n) and value words with `sw` through WR (gp), in increasing address
 * order, with no room check: the first store into a buffer's guard faults, and __aex_signal
 * writes that buffer out and moves the saved pointer down by its size, so the store runs again
 * at the buffer's start. tp is the inline temporary. While the C part runs, a routine keeps
 * the caller-saved registers but BR in ST_SAVE (SAVED), and BR in ST_CBR where it lives on.
 * Memory and state: targets/trace-core.h (steal's shadow word of register n at
 * ST_SHADOW + 4n).
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
#include "trace-core.h"

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
/* What C may change of the program's: ra, t0-t2, a0-a7, t3-t6 (by number; never BR) */
#define SAVED		1, 5, 6, 7, 10, 11, 12, 13, 14, 15, 16, 17, 28, 29, 30, 31
#define SAVED_A0	(ST_SAVE+16)

	/* addresses >> 12 (lui) */
	.equ BUF_HI,AEX_BUF>>12; .equ GUARD_HI,AEX_GUARD>>12; .equ STATE_HI,AEX_STATE>>12
	.equ WBUF_HI,AEX_WBUF>>12; .equ WGUARD_HI,AEX_WGUARD>>12
	.equ TEXT_HI,0x00400; .equ TEXT_SIZE_HI,0x0ec00	# text: 0x00400000 .. 0x0f000000
	/* RV32 Linux (asm-generic): system calls, signals, flags */
	.equ NR_kill,129; .equ NR_rt_sigprocmask,135; .equ NR_rt_sigreturn,139; .equ NR_getpid,172
	.equ SIGILL,4; .equ SIGTRAP,5; .equ SIGBUS,7; .equ SIGFPE,8; .equ SIGSEGV,11
	.equ SIGCHLD,17; .equ SA_NODEFER_HI,0x40000; .equ SIG_BLOCK,0
	.equ ECALL,0x73; .equ STORE_MASK,0xff07f	# opcode, funct3, rs1
	.equ SIGINFO_ADDR,12; .equ UC_MASK,20; .equ UC_KEEP_RA,28; .equ UC_KEEP_FLAG,32

	.section .text.aex,"ax",@progbits
	.option	norelax
	.align	2
	.macro	func name
	.globl	\name
	.type	\name, @function
\name:
	.endm
	.macro	sys nr
	li	a7,\nr
	ecall
	.endm
/* The message \msg (AEX_MSG_*) and exit status 127. */
	.macro	fail msg
	li	a0,\msg
	j	__aex_core_fail
	.endm
/* \op (sw, lw) the registers x_n of \list but BR at \base(tp) on */
	.macro	regs op, base, list:vararg
	.set	.Lk, \base
	.irp	n, \list
	.if	\n - BRN
	\op	x\n,.Lk(tp)
	.endif
	.set	.Lk, .Lk + 4
	.endr
	.endm
/* \t = 1 when the address in \r is in the text (in_text), in this runtime (in_runtime). */
	.macro	in_text r, t, u
	lui	\u,TEXT_HI
	sub	\t,\r,\u
	lui	\u,TEXT_SIZE_HI
	sltu	\t,\t,\u
	.endm
	.macro	in_runtime r, t, u
	lla	\u,__aex_rt_begin
	sltu	\u,\r,\u
	lla	\t,__aex_rt_end
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


/* Process entry: the C part's checks and set-up, then the program at _start with the
 * kernel's stack, BR = AEX_BUF, WR = AEX_WBUF, the other registers clean. */
	func	__aex_start
	call	__aex_core_start
	.irp	r, ra, t0, t1, t2, a0, a1, a2, a3, a4, a5, a6, a7, t3, t4, t5, t6, tp
	li	\r,0
	.endr
	lui	WR,WBUF_HI
	lui	BR,BUF_HI
	j	_start
	.size	__aex_start, .-__aex_start

/* long __aex_sys(nr, a, b, c, d, e): the system call, for the C part */
	func	__aex_sys
	mv	a7,a0
	mv	a0,a1
	mv	a1,a2
	mv	a2,a3
	mv	a3,a4
	mv	a4,a5
	ecall
	ret
	.size	__aex_sys, .-__aex_sys

/* Before an exit (a0 the status): both buffers out, the exit's control chunk; resets BR and
 * WR. Preserves every register but tp, BR and WR (and ra, which callers keep in the state). */
	func	__aex_flush
	lui	tp,STATE_HI
	regs	sw, ST_SAVE, SAVED
	settle	a1
	mv	a1,BR
	mv	a2,WR
	call	__aex_core_flush
	regs	lw, ST_SAVE, SAVED
	lui	BR,BUF_HI
	lui	WR,WBUF_HI
	ret
	.size	__aex_flush, .-__aex_flush

/* A system call tracing does not follow (clone of a thread, clone3): say so and stop. */
	func	__aex_unsupported
	fail	AEX_MSG_CLONE
	.size	__aex_unsupported, .-__aex_unsupported

/* The program's clone (a7 220): a fork (a0 SIGCHLD, a1-a4 0, as rt's fork) is the C part's;
 * any other clone is refused. Returns as the system call (a0), like __aex_flush. */
	func	__aex_fork
	lui	tp,STATE_HI
	regs	sw, ST_SAVE, SAVED
	addi	a5,a0,-SIGCHLD
	.irp	r, a1, a2, a3, a4
	or	a5,a5,\r
	.endr
	bnez	a5,__aex_unsupported		# not a fork: a thread
	settle	a1
	mv	a0,BR
	mv	a1,WR
	call	__aex_core_fork
	sw	a0,SAVED_A0(tp)
	lw	a0,ST_NEXT(tp)
	lui	BR,BUF_HI
	add	BR,BR,a0
	lui	WR,WBUF_HI
	arm	a1, a2
	regs	lw, ST_SAVE, SAVED
	ret
	.size	__aex_fork, .-__aex_fork

/* The program's rt_sigaction (a7 134) and rt_sigprocmask (a7 135): the C part's. Returns as
 * the system call (a0), like __aex_flush. */
	func	__aex_sigaction
	lui	tp,STATE_HI
	regs	sw, ST_SAVE, SAVED
	sw	BR,ST_CBR(tp)
	li	a4,NR_rt_sigprocmask
	beq	a7,a4,1f
	call	__aex_core_sigaction
	j	2f
1:	call	__aex_core_sigprocmask
2:	sw	a0,SAVED_A0(tp)
	lw	BR,ST_CBR(tp)
	arm	a4, a5
	regs	lw, ST_SAVE, SAVED
	ret
	.size	__aex_sigaction, .-__aex_sigaction

/* Every signal whose default action ends the process (signal stack, all signals blocked; s4
 * the signal, s5 the ucontext, s6 the faulting address, s7 the pc, s0 the faulting
 * instruction's opcode, funct3 and rs1: the frame restores them). A SIGSEGV in a guard at
 * that buffer's event store: a full buffer. With signals waiting (ST_ARMED), an event store
 * lets them in, or is done here in the middle of a group. A SIGSEGV or SIGBUS elsewhere with a
 * handler of the program becomes a call of it. Anything else is a crash: both buffers out,
 * the crash record, the default action. */
	func	__aex_signal
	mv	s4,a0
	mv	s5,a2
	lui	tp,STATE_HI
	lw	a0,ST_FLUSHING(tp)
	bnez	a0,die				# during an exit's write or after a crash: no more
	li	a0,2
	sw	a0,ST_FLUSHING(tp)
	lw	s6,SIGINFO_ADDR(a1)
	lw	s7,UC_PC(s5)
	li	a0,SIGSEGV
	bne	s4,a0,crash
	in_text	s7, a0, a1
	beqz	a0,crash			# the pc is not in the text
	andi	a0,s7,3
	bnez	a0,crash
	lw	s0,0(s7)
	li	a0,STORE_MASK
	and	s0,s0,a0
	in_guard s6, GUARD_HI, a0
	li	a1,SB_BR
	bnez	a0,1f
	in_guard s6, WGUARD_HI, a0
	li	a1,SW_WR
	beqz	a0,crash			# in neither guard
1:	bne	s0,a1,crash			# not that buffer's event store
	lw	a0,ST_ARMED(tp)
	bnez	a0,waiting			# signals wait for this store?
	li	a0,SW_WR			# a full buffer (a0: the value words')
	sub	a0,s0,a0
	seqz	a0,a0
	addi	a1,s5,UC_BR
	addi	a2,s5,UC_WR
	call	__aex_core_full
	/* signals that waited for the runtime to return to the program now wait for its next
	 * event store (not when the store that found its buffer full is the runtime's own) */
	lw	a0,ST_ARMREQ(tp)
	beqz	a0,3f
	in_runtime s7, a0, a1
	bnez	a0,3f
	arm_frame s5
3:	sw	zero,ST_FLUSHING(tp)
	sys	NR_rt_sigreturn

waiting:	/* BR and WR are moved: the middle of a group (an event store before this one, past
	 * the settings of tp: addi/srli, lui, lw/lbu with rd tp) or its first store? */
	mv	a1,s7
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
	settle_frame s5
	.irp	w, 0, 4
	lw	a0,ST_DEFER+\w(tp)
	lw	a1,UC_MASK+\w(s5)
	not	a0,a0
	and	a1,a1,a0
	sw	a1,UC_MASK+\w(s5)
	sw	zero,ST_DEFER+\w(tp)
	.endr
	sw	s7,ST_DPC(tp)
	j	3b
emulate:
	/* a store of the group the signal came in the middle of: done here, BR and WR stay moved
	 * (the group's other stores come here too) */
	lw	a2,0(s7)
	srli	a3,a2,20
	andi	a3,a3,31			# rs2: its saved value (x0: 0)
	beqz	a3,1f
	slli	a3,a3,2
	add	a3,a3,s5
	lw	a3,UC_PC(a3)
1:	srai	a0,a2,25			# the offset: imm[11:5], imm[4:0]
	slli	a0,a0,5
	srli	a1,a2,7
	andi	a1,a1,31
	or	a0,a0,a1
	srli	a2,a2,12
	andi	a2,a2,7				# funct3: 0 sb, 2 sw
	lw	a1,UC_BR(s5)			# where the program stores, and its guard
	lw	a7,ST_D0(tp)
	lui	a6,GUARD_HI
	beqz	a2,1f
	lw	a1,UC_WR(s5)
	lw	a7,ST_D1(tp)
	lui	a6,WGUARD_HI
1:	sub	a1,a1,a7
	add	a1,a1,a0
	bgeu	a1,a6,full
	bnez	a2,2f
	sb	a3,0(a1)
	j	10f
2:	sw	a3,0(a1)
10:	addi	s7,s7,4
	sw	s7,UC_PC(s5)
	j	3b
full:	/* no room: the store runs again where the program stores, finds its buffer full, and
	 * BR and WR move again after that flush */
	settle_frame s5
	sw	tp,ST_ARMREQ(tp)
	j	3b

crash:
	lw	a0,ST_ARMED(tp)
	beqz	a0,1f
	settle_frame s5
1:	/* a SIGSEGV or SIGBUS the program has a handler for, at an instruction of its own: the
	 * handler runs as if called there (docs/processes.md, "Faults") */
	li	a0,SIGSEGV
	beq	s4,a0,1f
	li	a0,SIGBUS
	bne	s4,a0,crash_write
1:	slli	a0,s4,3
	add	s8,a0,tp			# s8: the signal's entry, less ST_HANDLERS
	lw	a1,ST_HANDLERS(s8)		# the program's handler
	beqz	a1,crash_write
	addi	a0,s4,-1
	lw	a1,ST_VMASK(tp)			# blocked by the program: the fault ends it, as the
	srl	a1,a1,a0			# kernel ends a process whose fault is blocked
	andi	a1,a1,1
	bnez	a1,crash_write
	lw	a2,UC_PC(s5)
	program	a2, a0, a1, crash_write
	/* both buffers out, the signal's control chunk (the faulting pc); both start again */
	lw	a0,UC_BR(s5)
	lw	a1,UC_WR(s5)
	li	a2,AEX_EVENTS_CONTROL_SIGNAL
	lw	a3,UC_PC(s5)
	li	a4,1
	call	__aex_core_signal
	lui	a0,BUF_HI
	sw	a0,UC_BR(s5)
	lui	a1,WBUF_HI
	/* the four value words: the handler, its stack pointer, where it returns, the faulting
	 * address */
	lw	a2,ST_HANDLERS(s8)
	lw	a3,UC_X(2)(s5)			# the program's sp, less 32, aligned
	addi	a3,a3,-32
	andi	a3,a3,-16
	lla	a7,__aex_faultret
	sw	a2,0(a1)
	sw	a3,4(a1)
	sw	a7,8(a1)
	sw	s6,12(a1)
	addi	a1,a1,16
	sw	a1,UC_WR(s5)
	/* the signal blocked while the handler runs, in the program's view (ST_VMASK), unless
	 * SA_NODEFER (its sa_mask is not kept) */
	lw	a0,ST_HANDLERS+4(s8)
	lui	a1,SA_NODEFER_HI
	and	a0,a0,a1
	bnez	a0,1f
	addi	a0,s4,-1
	li	a1,1
	sll	a1,a1,a0
	lw	a0,ST_VMASK(tp)
	or	a0,a0,a1
	sw	a0,ST_VMASK(tp)
1:	/* the call: pc the handler, ra, sp, a0 the signal, a1 and a2 none */
	sw	a2,UC_PC(s5)
	sw	a7,UC_X(1)(s5)
	sw	a3,UC_X(2)(s5)
	sw	s4,UC_X(10)(s5)
	sw	zero,UC_X(11)(s5)
	sw	zero,UC_X(12)(s5)
	j	3b
crash_write:	/* the crash record's pc: a signal that came as a system call returned stopped
	 * the program at that ecall */
	lw	a3,UC_PC(s5)
	addi	a1,a3,-4
	in_text	a1, a2, a0
	beqz	a2,1f
	andi	a2,a3,3
	bnez	a2,1f
	lw	a2,-4(a3)
	li	a0,ECALL
	bne	a2,a0,1f
	mv	a3,a1
1:	lw	a0,UC_BR(s5)
	lw	a1,UC_WR(s5)
	mv	a2,s4
	j	__aex_core_crash
die:	mv	a0,s4
	j	__aex_core_die
	.size	__aex_signal, .-__aex_signal

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
	regs	sw, ST_SAVE, SAVED
	sw	BR,ST_CBR(tp)
	lw	a3,UC_PC(a2)			# ST_DPC, or the faulting instruction
	mv	a0,BR
	mv	a1,WR
	li	a2,AEX_EVENTS_CONTROL_SIGNAL
	li	a4,0
	call	__aex_core_signal
	lw	BR,ST_CBR(tp)
	regs	lw, ST_SAVE, SAVED
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
	fail	AEX_MSG_FAULT				# (the runtime's own: a bug)
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
	sw	BR,ST_CBR(tp)
	mv	a0,BR
	mv	a1,WR
	li	a2,AEX_EVENTS_CONTROL_SIGNAL_END
	li	a4,0
	call	__aex_core_signal
	lw	BR,ST_CBR(tp)
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
	fail	AEX_MSG_FAULTRET
	.size	__aex_faultret, .-__aex_faultret

	.section .note.GNU-stack,"",@progbits

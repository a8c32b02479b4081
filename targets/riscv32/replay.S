/* replay.S — the RV32IM part of the recording layer of replay builds (docs/replay.md): the
 * entry rt's system-call stubs call in the place of their ecall (targets/riscv32/rt/syscall.S,
 * built -DAEX_REPLAY: auipc and jalr linked through t1), and the layer's own system calls.
 * The entry keeps the call in a frame of the state (targets/replay-core.h), asks the C part
 * on the layer's stack whether it is answered from the log or made, makes it with the
 * program's registers and stack pointer when made, and returns to the stub as the ecall
 * would: a0 set, a1 to a5 the arguments, ra kept; t1 to t4 (free in the stub) used. All of
 * it in .aex_replay, after the program's code. */
#include "replay-core.h"

	.section .aex_replay,"ax",@progbits
	.option	norelax

/* t2 = the current call's frame (uses t3). */
	.macro	frame
	li	t2,AEX_REPLAY_STATE
	lw	t3,RS_DEPTH(t2)
	slli	t3,t3,7
	add	t2,t2,t3
	addi	t2,t2,RS_FRAMES-RS_FRAME_SIZE
	.endm

/* The depth plus d (uses t2 and t3). */
	.macro	depth d
	li	t2,AEX_REPLAY_STATE
	lw	t3,RS_DEPTH(t2)
	addi	t3,t3,\d
	sw	t3,RS_DEPTH(t2)
	.endm

	.globl	__aex_replay_entry
	.type	__aex_replay_entry, @function
__aex_replay_entry:
	depth	1
	frame
	sw	a7,RS_NR(t2)
	sw	a0,RS_A0(t2)
	sw	a1,RS_A0+4(t2)
	sw	a2,RS_A0+8(t2)
	sw	a3,RS_A0+12(t2)
	sw	a4,RS_A0+16(t2)
	sw	a5,RS_A0+20(t2)
	sw	sp,RS_SP(t2)
	sw	t1,RS_LINK(t2)
	sw	ra,RS_SAVE(t2)
	li	sp,AEX_REPLAY_STACK-16
	call	__aex_replay_before
4:	beqz	a0,3f				# what C said: answered (or done),
	mv	t4,a0
	li	t3,RP_RAISE
	beq	t4,t3,5f			# a call of the layer's own, or the program's
	frame
	lw	a7,RS_NR(t2)
	lw	a0,RS_A0(t2)
	lw	a1,RS_A0+4(t2)
	lw	a2,RS_A0+8(t2)
	lw	a3,RS_A0+12(t2)
	lw	a4,RS_A0+16(t2)
	lw	a5,RS_A0+20(t2)
	lw	sp,RS_SP(t2)
	li	t3,RP_NORETURN
	bne	t4,t3,1f
	depth	-1			# no return: the frame is dropped first
1:	ecall
	.globl	__aex_replay_performed
__aex_replay_performed:
	frame
	sw	a0,RS_R0(t2)
	sw	a1,RS_R1(t2)
	sw	zero,RS_ERR(t2)
	li	sp,AEX_REPLAY_STACK-16
	call	__aex_replay_after
	j	4b
5:	frame				# RP_RAISE: the call at RS_AUX, the program's sp
	lw	a7,RS_AUX(t2)
	lw	a0,RS_AUX+4(t2)
	lw	a1,RS_AUX+8(t2)
	lw	a2,RS_AUX+12(t2)
	lw	a3,RS_AUX+16(t2)
	lw	sp,RS_SP(t2)
	ecall
	.globl	__aex_replay_raised
__aex_replay_raised:
	li	sp,AEX_REPLAY_STACK-16
	call	__aex_replay_step
	j	4b
	.globl	__aex_replay_leave
__aex_replay_leave:
3:	li	t2,AEX_REPLAY_STATE		# back to the program: the signals that
	lw	t3,RS_PENDING(t2)		# came after the call's end looked sent
	bnez	t3,6f				# first; one that comes from here on makes
	frame					# all this again from there
	lw	a1,RS_A0+4(t2)			# (__aex_replay_signal: RA_LOOK_AGAIN)
	lw	a2,RS_A0+8(t2)
	lw	a3,RS_A0+12(t2)
	lw	a4,RS_A0+16(t2)
	lw	a5,RS_A0+20(t2)
	lw	a0,RS_R0(t2)
	lw	sp,RS_SP(t2)
	lw	ra,RS_SAVE(t2)
	lw	t1,RS_LINK(t2)
	depth	-1
	jr	t1
	.globl	__aex_replay_left
__aex_replay_left:
6:	frame
	li	t3,RS_LOOK_AGAIN
	sw	t3,RS_PHASE(t2)
	j	__aex_replay_raised
	.size	__aex_replay_entry, .-__aex_replay_entry

/* The kernel's handler of a signal whose handler the layer keeps (targets/replay-core.c,
 * wrap_before): __aex_replay_signal asked, with the pc it came at (the ucontext's, a2: every
 * frame is an rt frame here), on a stack of its own (below the kernel's frame when it came
 * while that stack was in use), then on to the program's handler it names with the
 * registers the kernel gave (t0 the target), or back from the signal by rt_sigreturn. */
	.globl	__aex_replay_async
	.type	__aex_replay_async, @function
__aex_replay_async:
	li	t2,AEX_REPLAY_ASTACK		# (no branch up to the call: one block,
	sub	t3,t2,sp			# which no other signal interrupts before
	li	t4,0x30000			# its sp is on this stack; its 192 KiB)
	sltu	t3,t3,t4
	neg	t3,t3				# all ones when sp is on that stack:
	xor	t4,sp,t2			# then below it, else from its top
	and	t4,t4,t3
	xor	t2,t2,t4
	addi	t2,t2,-64
	sw	a0,32(t2)
	sw	a1,36(t2)
	sw	a2,40(t2)
	sw	ra,44(t2)
	sw	sp,48(t2)
	lw	a1,160(a2)			# the ucontext's pc
	addi	a2,t2,32			# where the signal is kept: C may change it
	mv	sp,t2
	call	__aex_replay_signal
	.globl	__aex_replay_decided
__aex_replay_decided:
	li	t3,RA_NESTED
	bne	a0,t3,9f
	li	a0,0				# kept for the handler it came in: back
	j	8f
9:	li	t3,AEX_REPLAY_STATE		# signals that came as it left C: sent
	lw	t3,RS_NESTED(t3)		# first or left waiting (RS_NESTED)
	beqz	t3,8f
	call	__aex_replay_nested
	j	__aex_replay_decided
8:	mv	t0,a0
	lw	a0,32(sp)
	lw	a1,36(sp)
	lw	a2,40(sp)
	lw	ra,44(sp)
	lw	sp,48(sp)
	li	t3,RA_LOOK_AGAIN
	bne	t0,t3,6f
	la	t3,__aex_replay_raised		# RA_LOOK_AGAIN: the frame's pc set to
	sw	t3,160(a2)			# __aex_replay_raised, and back
	j	2f
6:	beqz	t0,2f
	li	t2,AEX_REPLAY_STATE
	lw	t3,RS_STACKED(t2)
	beqz	t3,5f				# a signal to send first, its frame on this one's
	sw	zero,RS_STACKED(t2)
	mv	t4,a0
	mv	t5,a1
	mv	t6,a2
	lw	a0,RS_STACKED_PID(t2)
	mv	a1,t3
	li	a7,129				# kill
	ecall
	.globl	__aex_replay_stacked
__aex_replay_stacked:
	mv	a0,t4
	mv	a1,t5
	mv	a2,t6
	.globl	__aex_replay_sent
__aex_replay_sent:
5:	jr	t0
2:	li	a7,139				# back to the kernel: rt_sigreturn, made here
	ecall					# (not by qemu's trampoline, whose
	.globl	__aex_replay_async_end		# instructions are the program's)
__aex_replay_async_end:
	.size	__aex_replay_async, .-__aex_replay_async

/* long __aex_replay_sys(nr, a, b, c, d, e): the layer's own system call, -errno on failure. */
	.globl	__aex_replay_sys
	.type	__aex_replay_sys, @function
__aex_replay_sys:
	mv	a7,a0
	mv	a0,a1
	mv	a1,a2
	mv	a2,a3
	mv	a3,a4
	mv	a4,a5
	.globl	__aex_replay_trap
__aex_replay_trap:				# (the golden plugin's trap=: its bytes)
	ecall
	ret
	.size	__aex_replay_sys, .-__aex_replay_sys

	.section .note.GNU-stack,"",@progbits

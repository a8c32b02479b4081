/* replay.S — the MIPS part of the recording layer of replay builds (docs/replay.md): the
 * entry rt's system-call stubs call in the place of their syscall (targets/mips/rt/syscall.S,
 * built -DAEX_REPLAY: `move $25,$31; jal __aex_replay_entry; nop`), and the layer's own
 * system calls. The entry keeps the call in a frame of the state (targets/replay-core.h),
 * asks the C part on the layer's stack whether it is answered from the log or made, makes
 * it with the program's registers and stack pointer when made, and returns to the stub as
 * the syscall would: $2, $3 and $7 set, $4 to $6 the arguments, the stub's $31 back from
 * $25; $1, $8 and $9 (free in the stub) used. All of it in .aex_replay, after the program's
 * code. */
#include "replay-core.h"

#define STATE_HI	(AEX_REPLAY_STATE >> 16)
#define STACK_HI	(AEX_REPLAY_STACK >> 16)
#define ASTACK_HI	(AEX_REPLAY_ASTACK >> 16)
#define ASTACK_SIZE_HI	0x0003		/* its 192 KiB */
#define NR_kill		4037
#define NR_sigreturn	4119
#define NR_rt_sigreturn	4193

	.section .aex_replay,"ax",@progbits
	.set	noreorder
	.set	nomacro
	.set	noat

/* $8 = the current call's frame (uses $9). */
	.macro	frame
	lui	$8,STATE_HI
	lw	$9,RS_DEPTH($8)
	nop
	sll	$9,$9,7
	addu	$8,$8,$9
	addiu	$8,$8,RS_FRAMES-RS_FRAME_SIZE
	.endm

/* The depth plus d (uses $8 and $9). */
	.macro	depth d
	lui	$8,STATE_HI
	lw	$9,RS_DEPTH($8)
	nop
	addiu	$9,$9,\d
	sw	$9,RS_DEPTH($8)
	.endm

	.globl	__aex_replay_entry
	.ent	__aex_replay_entry
	.type	__aex_replay_entry, @function
__aex_replay_entry:
	depth	1
	frame
	sw	$2,RS_NR($8)
	sw	$4,RS_A0($8)
	sw	$5,RS_A0+4($8)
	sw	$6,RS_A0+8($8)
	sw	$7,RS_A0+12($8)
	lw	$9,16($29)
	nop
	sw	$9,RS_A0+16($8)
	lw	$9,20($29)
	nop
	sw	$9,RS_A0+20($8)
	sw	$29,RS_SP($8)
	sw	$31,RS_LINK($8)
	sw	$25,RS_SAVE($8)
	lui	$29,STACK_HI
	jal	__aex_replay_before
	addiu	$29,$29,-32
4:	beq	$2,$0,3f			# what C said: answered (or done),
	move	$1,$2
	addiu	$9,$1,-RP_RAISE
	beq	$9,$0,5f			# a call of the layer's own, or the program's
	nop
	frame
	lw	$2,RS_NR($8)
	lw	$4,RS_A0($8)
	lw	$5,RS_A0+4($8)
	lw	$6,RS_A0+8($8)
	lw	$7,RS_A0+12($8)
	addiu	$1,$1,-RP_NORETURN
	bne	$1,$0,1f
	lw	$29,RS_SP($8)
	depth	-1			# no return: the frame is dropped first
1:	nop
	syscall
	.globl	__aex_replay_performed
__aex_replay_performed:
	frame
	sw	$2,RS_R0($8)
	sw	$3,RS_R1($8)
	sw	$7,RS_ERR($8)
	lui	$29,STACK_HI
	jal	__aex_replay_after
	addiu	$29,$29,-32
	beq	$0,$0,4b
	nop
5:	frame				# RP_RAISE: the call at RS_AUX, the program's $29
	lw	$2,RS_AUX($8)
	lw	$4,RS_AUX+4($8)
	lw	$5,RS_AUX+8($8)
	lw	$6,RS_AUX+12($8)
	lw	$7,RS_AUX+16($8)
	lw	$29,RS_SP($8)
	syscall
	.globl	__aex_replay_raised
__aex_replay_raised:
	lui	$29,STACK_HI
	jal	__aex_replay_step
	addiu	$29,$29,-32
	beq	$0,$0,4b
	nop
	.globl	__aex_replay_leave
__aex_replay_leave:
3:	lui	$1,STATE_HI			# back to the program: the signals that
	lw	$1,RS_PENDING($1)		# came after the call's end looked sent
	nop					# first; one that comes from here on
	bne	$1,$0,6f			# makes all this again from there
	nop					# (__aex_replay_signal: RA_LOOK_AGAIN)
	frame
	lw	$4,RS_A0($8)
	lw	$5,RS_A0+4($8)
	lw	$6,RS_A0+8($8)
	lw	$2,RS_R0($8)
	lw	$3,RS_R1($8)
	lw	$7,RS_ERR($8)
	lw	$29,RS_SP($8)
	lw	$31,RS_LINK($8)
	lw	$25,RS_SAVE($8)
	depth	-1
	jr	$31
	move	$31,$25
	.globl	__aex_replay_left
__aex_replay_left:
6:	frame
	addiu	$9,$0,RS_LOOK_AGAIN
	sw	$9,RS_PHASE($8)
	beq	$0,$0,__aex_replay_raised
	nop
	.end	__aex_replay_entry
	.size	__aex_replay_entry, .-__aex_replay_entry

/* The kernel's handler of a signal whose handler the layer keeps (targets/replay-core.c,
 * wrap_before): __aex_replay_signal asked, with the pc it came at (the sigcontext's: in the
 * ucontext at +24 with SA_SIGINFO, when $5 is the siginfo, else at $6), on a stack of its
 * own (below the kernel's frame when it came while that stack was in use), then on to the
 * program's handler it names with the registers the kernel gave ($25 the target; the
 * kernel's frame and return are the program's), or back from the signal by the sigreturn
 * of its kind of frame. */
	.globl	__aex_replay_async
	.ent	__aex_replay_async
	.type	__aex_replay_async, @function
__aex_replay_async:
	lui	$1,ASTACK_HI			# (no branch up to the call: one block,
	subu	$8,$1,$29			# which no other signal interrupts before
	lui	$9,ASTACK_SIZE_HI		# its stack pointer is on this stack)
	sltu	$8,$8,$9
	subu	$8,$0,$8			# all ones when $29 is on that stack:
	xor	$9,$29,$1			# then below it, else from its top
	and	$9,$9,$8
	xor	$1,$1,$9
	addiu	$1,$1,-64
	sw	$4,32($1)
	sw	$5,36($1)
	sw	$6,40($1)
	sw	$31,44($1)
	sw	$29,48($1)
	sltu	$8,$0,$5			# the sigcontext: at $6, or in the
	sll	$9,$8,4				# ucontext at $6 + 24 ($5, the siginfo,
	sll	$8,$8,3				# not 0)
	addu	$8,$8,$9
	addu	$8,$8,$6
	lw	$5,12($8)			# sc_pc's low word
	addiu	$6,$1,32			# where the signal is kept: C may change it
	jal	__aex_replay_signal
	move	$29,$1
	.globl	__aex_replay_decided
__aex_replay_decided:
	addiu	$9,$2,-RA_NESTED
	bne	$9,$0,9f
	lui	$1,STATE_HI
	beq	$0,$0,8f			# kept for the handler it came in: back
	move	$2,$0
9:	lw	$9,RS_NESTED($1)		# signals that came as it left C: sent
	nop					# first or left waiting (RS_NESTED)
	beq	$9,$0,8f
	nop
	jal	__aex_replay_nested
	move	$4,$2
	beq	$0,$0,__aex_replay_decided
	nop
8:	lw	$4,32($29)
	lw	$5,36($29)
	lw	$6,40($29)
	lw	$31,44($29)
	lw	$29,48($29)
	addiu	$9,$2,-RA_LOOK_AGAIN
	bne	$9,$0,6f
	move	$8,$6
	beq	$5,$0,7f			# RA_LOOK_AGAIN: the frame's pc set to
	nop					# __aex_replay_raised, and back
	addiu	$8,$6,24
7:	lui	$9,%hi(__aex_replay_raised)
	addiu	$9,$9,%lo(__aex_replay_raised)
	beq	$0,$0,3f
	sw	$9,12($8)
6:	beq	$2,$0,3f
	move	$25,$2
	lui	$1,STATE_HI
	lw	$9,RS_STACKED($1)
	nop
	beq	$9,$0,5f			# a signal to send first, its frame on this one's
	move	$12,$4
	sw	$0,RS_STACKED($1)
	move	$13,$5
	move	$14,$6
	lw	$4,RS_STACKED_PID($1)
	move	$5,$9
	addiu	$2,$0,NR_kill
	syscall
	.globl	__aex_replay_stacked
__aex_replay_stacked:
	move	$4,$12
	move	$5,$13
	move	$6,$14
	.globl	__aex_replay_sent
__aex_replay_sent:
5:	jr	$25
	nop
3:	bne	$5,$0,4f			# back to the kernel: the frame's return, made here
	addiu	$2,$0,NR_rt_sigreturn		# (not the kernel's trampoline, whose
	addiu	$2,$0,NR_sigreturn		# instructions are the program's)
4:	syscall
	.globl	__aex_replay_async_end
__aex_replay_async_end:
	.end	__aex_replay_async
	.size	__aex_replay_async, .-__aex_replay_async

/* long __aex_replay_sys(nr, a, b, c, d, e): the layer's own system call, -errno on failure
 * (the kernel reads its fifth argument at 16($29)). */
	.globl	__aex_replay_sys
	.ent	__aex_replay_sys
	.type	__aex_replay_sys, @function
__aex_replay_sys:
	move	$2,$4
	move	$4,$5
	move	$5,$6
	move	$6,$7
	lw	$7,16($29)
	lw	$8,20($29)
	nop
	sw	$8,16($29)
	.globl	__aex_replay_trap
__aex_replay_trap:				# (the golden plugin's trap=: its bytes)
	syscall
	beq	$7,$0,1f
	nop
	subu	$2,$0,$2
1:	jr	$31
	nop
	.end	__aex_replay_sys
	.size	__aex_replay_sys, .-__aex_replay_sys

	.section .note.GNU-stack,"",@progbits

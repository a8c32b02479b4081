/* replay.S — the MIPS part of the recording layer of replay builds (docs/replay.md): the
 * entry rt's system-call stubs call in the place of their syscall (targets/mips/rt/syscall.S,
 * built -DAEX_REPLAY: `move $25,$31; jal __aex_replay_entry; nop`), and the layer's own
 * system calls. The entry keeps the call in a frame of the state (targets/replay-core.h),
 * asks the C part on the layer's stack whether it is answered from the log or made, makes
 * it with the program's registers and stack pointer when made, and returns to the stub as
 * the syscall would: $2, $3 and $7 set, $4 to $6 the arguments, the stub's $31 back from
 * $25; $1, $8 and $9 (free in the stub) used. All of it in .aex_replay, after the program's code. */
#include "replay-core.h"

#define STATE_HI	(AEX_REPLAY_STATE >> 16)
#define STACK_HI	(AEX_REPLAY_STACK >> 16)

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
	beq	$2,$0,3f
	move	$1,$2
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
	frame
	sw	$2,RS_R0($8)
	sw	$3,RS_R1($8)
	sw	$7,RS_ERR($8)
	lui	$29,STACK_HI
	jal	__aex_replay_after
	addiu	$29,$29,-32
3:	frame
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
	.end	__aex_replay_entry
	.size	__aex_replay_entry, .-__aex_replay_entry

/* The kernel's handler of a signal whose handler the layer keeps (targets/replay-core.c,
 * wrap_before): the registers the kernel gave it kept, __aex_replay_signal asked on the
 * layer's stack, then on to the program's handler it names with those registers, as if the
 * kernel had called it ($25 the target; the kernel's frame and return are the program's). */
	.globl	__aex_replay_async
	.ent	__aex_replay_async
	.type	__aex_replay_async, @function
__aex_replay_async:
	lui	$1,STATE_HI
	sw	$4,RS_SIGSAVE($1)
	sw	$5,RS_SIGSAVE+4($1)
	sw	$6,RS_SIGSAVE+8($1)
	sw	$31,RS_SIGSAVE+12($1)
	sw	$29,RS_SIGSAVE+16($1)
	lui	$29,STACK_HI
	jal	__aex_replay_signal
	addiu	$29,$29,-32
	lui	$1,STATE_HI
	move	$25,$2
	lw	$4,RS_SIGSAVE($1)
	lw	$5,RS_SIGSAVE+4($1)
	lw	$6,RS_SIGSAVE+8($1)
	lw	$31,RS_SIGSAVE+12($1)
	lw	$29,RS_SIGSAVE+16($1)
	jr	$25
	nop
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
	syscall
	beq	$7,$0,1f
	nop
	subu	$2,$0,$2
1:	jr	$31
	nop
	.end	__aex_replay_sys
	.size	__aex_replay_sys, .-__aex_replay_sys

	.section .note.GNU-stack,"",@progbits

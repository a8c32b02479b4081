/* System call primitives for MIPS o32 Linux.
 *   long __rt_syscall(long n, long a, long b, long c, long d, long e, long f);
 * returns the kernel's result, or -errno when the kernel reports an error ($a3 != 0).
 * Arguments five and six travel on the stack at 16($sp) and 20($sp).
 *
 * Each system call is two nops and the instruction (as many words as the replay call,
 * fetched alike whether the call returns or not), or in a replay build's rt
 * (-DAEX_REPLAY) a call of the recording layer in as many words (targets/mips/replay.S), so
 * that the program's code has the same addresses in both ELFs (docs/replay.md). */
#define REPLAY_CALL	move $25,$31; jal __aex_replay_entry; nop
	.text
	.set	noreorder
	.set	nomacro

	.globl	__rt_syscall
	.ent	__rt_syscall
	.type	__rt_syscall, @function
__rt_syscall:
	addiu	$sp,$sp,-32
	move	$2,$4
	move	$4,$5
	move	$5,$6
	move	$6,$7
	lw	$7,48($sp)
	lw	$8,52($sp)
	lw	$9,56($sp)
	sw	$8,16($sp)
	sw	$9,20($sp)
#ifdef AEX_REPLAY
	REPLAY_CALL
#else
	nop
	nop
	syscall
#endif
	beq	$7,$0,1f
	nop
	subu	$2,$0,$2
1:	jr	$31
	addiu	$sp,$sp,32
	.end	__rt_syscall
	.size	__rt_syscall, .-__rt_syscall

/* pid_t __rt_fork(void): 0 in the child, the child's pid (or -errno) in the parent. */
	.globl	__rt_fork
	.ent	__rt_fork
	.type	__rt_fork, @function
__rt_fork:
	li	$2,4002
#ifdef AEX_REPLAY
	REPLAY_CALL
#else
	nop
	nop
	syscall
#endif
	beq	$7,$0,1f
	nop
	subu	$2,$0,$2
1:	jr	$31
	nop
	.end	__rt_fork
	.size	__rt_fork, .-__rt_fork


	.section .note.GNU-stack,"",@progbits

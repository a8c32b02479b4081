/* System call primitives for RV32 Linux.
 *   long __rt_syscall(long n, long a, long b, long c, long d, long e, long f);
 * returns the kernel's result, which is -errno on failure: `ecall` with the number in a7
 * and the arguments in a0..a5.
 *
 * Each system call is a nop and ecall (as many words as the replay call,
 * fetched alike whether the call returns or not), or in a replay build's rt (-DAEX_REPLAY) a
 * call of the recording layer in as many words, linked through t1 and never relaxed
 * (targets/riscv32/replay.S), so that the program's code has the same addresses in both ELFs
 * (docs/replay.md). */
#define REPLAY_CALL	.option push; .option norelax; 99: auipc t1,%pcrel_hi(__aex_replay_entry); \
		jalr t1,%pcrel_lo(99b)(t1); .option pop
	.text

	.globl	__rt_syscall
	.type	__rt_syscall, @function
__rt_syscall:
	mv	t0,a0
	mv	a0,a1
	mv	a1,a2
	mv	a2,a3
	mv	a3,a4
	mv	a4,a5
	mv	a5,a6
	mv	a7,t0
#ifdef AEX_REPLAY
	REPLAY_CALL
#else
	nop
	ecall
#endif
	ret
	.size	__rt_syscall, .-__rt_syscall

/* pid_t __rt_fork(void): 0 in the child, the child's pid (or -errno) in the parent. RV32 has
 * no fork: clone(SIGCHLD, no new stack, no thread pointers) is one. */
	.globl	__rt_fork
	.type	__rt_fork, @function
__rt_fork:
	li	a7,220
	li	a0,17
	mv	a1,zero
	mv	a2,zero
	mv	a3,zero
	mv	a4,zero
#ifdef AEX_REPLAY
	REPLAY_CALL
#else
	nop
	ecall
#endif
	ret
	.size	__rt_fork, .-__rt_fork

	.section .note.GNU-stack,"",@progbits

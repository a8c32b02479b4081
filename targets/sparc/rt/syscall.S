/* System call primitives for SPARC V8 (32-bit) Linux.
 *   long __rt_syscall(long n, long a, long b, long c, long d, long e, long f);
 * returns the kernel's result, or -errno when the kernel reports an error (carry set).
 * The seventh argument arrives on the caller's stack at [%sp+92]. Leaf routines: no save.
 *
 * Each system call is two nops and the trap (as many words as the replay call,
 * fetched alike whether the call returns or not), or in a replay build's rt (-DAEX_REPLAY)
 * a call of the recording layer in as many words, linked through %g5 (targets/sparc/replay.S),
 * so that the program's code has the same addresses in both ELFs (docs/replay.md). */
#define REPLAY_CALL	sethi %hi(__aex_replay_entry),%g5; jmpl %g5+%lo(__aex_replay_entry),%g5; nop
	.text

	.globl	__rt_syscall
	.type	__rt_syscall, #function
__rt_syscall:
	mov	%o0, %g1
	mov	%o1, %o0
	mov	%o2, %o1
	mov	%o3, %o2
	mov	%o4, %o3
	mov	%o5, %o4
	ld	[%sp+92], %o5
#ifdef AEX_REPLAY
	REPLAY_CALL
#else
	nop
	nop
	ta	0x10
#endif
	bcc	1f
	 nop
	sub	%g0, %o0, %o0
1:	jmp	%o7+8
	 nop
	.size	__rt_syscall, .-__rt_syscall

/* pid_t __rt_fork(void): 0 in the child, the child's pid (or -errno) in the parent.
 * The kernel returns the other process's pid in %o0 and 1 in %o1 for the child. */
	.globl	__rt_fork
	.type	__rt_fork, #function
__rt_fork:
	mov	2, %g1
#ifdef AEX_REPLAY
	REPLAY_CALL
#else
	nop
	nop
	ta	0x10
#endif
	bcc	1f
	 nop
	jmp	%o7+8
	 sub	%g0, %o0, %o0
1:	cmp	%o1, 0
	bne,a	2f
	 mov	0, %o0
2:	jmp	%o7+8
	 nop
	.size	__rt_fork, .-__rt_fork

/* Signal return trampoline handed to rt_sigaction as sa_restorer (the kernel returns from
 * a handler to restorer+8). rt's handlers take no siginfo, so the kernel builds the classic
 * signal frame, which sigreturn (216) unwinds; rt_sigreturn is for SA_SIGINFO frames. Its
 * two instructions are the regenerator's sigreturn path (regen/runtime/lib.c, rg_signal),
 * and a replay build makes this call itself: its result is no program's, nothing to log. */
	.globl	__rt_sigreturn_stub
	.type	__rt_sigreturn_stub, #function
__rt_sigreturn_stub:
	mov	216, %g1
	ta	0x10
	unimp	0
	.size	__rt_sigreturn_stub, .-__rt_sigreturn_stub

	.section .note.GNU-stack,"",@progbits

/* The FPU's state register, %fsr, for <fenv.h> (rt/src/fenv.c): __rt_fpcsr_get returns it,
 * __rt_fpcsr_set(v) writes it. st and ld %fsr go through memory: the word of the caller's
 * frame where a callee may store its first argument ([%sp + 68]). */
	.text

	.globl	__rt_fpcsr_get
	.type	__rt_fpcsr_get, #function
__rt_fpcsr_get:
	st	%fsr, [%sp+68]
	retl
	ld	[%sp+68], %o0
	.size	__rt_fpcsr_get, .-__rt_fpcsr_get

	.globl	__rt_fpcsr_set
	.type	__rt_fpcsr_set, #function
__rt_fpcsr_set:
	st	%o0, [%sp+68]
	ld	[%sp+68], %fsr
	retl
	nop
	.size	__rt_fpcsr_set, .-__rt_fpcsr_set

	.section .note.GNU-stack,"",@progbits

/* The FPU's control and status register, FCSR ($31 of coprocessor 1), for <fenv.h>
 * (rt/src/fenv.c): __rt_fpcsr_get returns it, __rt_fpcsr_set(v) writes it. In assembly, not
 * gcc's inline asm: a function with inline asm leaves gcc in a .set reorder region, which the
 * instrumenter refuses. cfc1's result comes a cycle late and ctc1's write reaches the FPU a
 * cycle late: the jr and its delay slot cover both. */
	.text
	.set	noreorder
	.set	nomacro

	.globl	__rt_fpcsr_get
	.ent	__rt_fpcsr_get
	.type	__rt_fpcsr_get, @function
__rt_fpcsr_get:
	cfc1	$2,$31
	jr	$31
	nop
	.end	__rt_fpcsr_get
	.size	__rt_fpcsr_get, .-__rt_fpcsr_get

	.globl	__rt_fpcsr_set
	.ent	__rt_fpcsr_set
	.type	__rt_fpcsr_set, @function
__rt_fpcsr_set:
	ctc1	$4,$31
	jr	$31
	nop
	.end	__rt_fpcsr_set
	.size	__rt_fpcsr_set, .-__rt_fpcsr_set

	.section .note.GNU-stack,"",@progbits

/* Process entry for RV32 Linux: hands argc, argv, envp and the initial stack pointer to
 * __rt_start (rt/src/start.c). The kernel leaves argc at 0(sp), argv[] from 4(sp), envp[]
 * after argv's NULL. */
	.section .text.start,"ax",@progbits
	.globl	_start
	.type	_start, @function
_start:
	lw	a0,0(sp)
	addi	a1,sp,4
	slli	a2,a0,2
	add	a2,a2,a1
	addi	a2,a2,4
	mv	a3,sp
	mv	ra,zero
	call	__rt_start
	ebreak
	.size	_start, .-_start

	.section .note.GNU-stack,"",@progbits

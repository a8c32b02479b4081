/* Process entry for MIPS o32: hands argc, argv, envp and the initial stack pointer to
 * __rt_start (rt/src/start.c). The kernel leaves argc at 0($sp), argv[] from 4($sp), envp[]. */
	.section .text.start,"ax",@progbits
	.set	noreorder
	.set	nomacro
	.globl	__start
	.ent	__start
	.type	__start, @function
__start:
	lw	$4,0($sp)
	addiu	$5,$sp,4
	sll	$6,$4,2
	addu	$6,$6,$5
	addiu	$6,$6,4
	move	$7,$sp
	move	$31,$0
	jal	__rt_start
	addiu	$sp,$sp,-24
	break	0
	.end	__start
	.size	__start, .-__start

	.section .note.GNU-stack,"",@progbits

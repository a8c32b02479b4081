;	.file	1 "start.c"
	.section .mdebug.abi32
	.previous
	.nan	legacy
	.module	fp=32
	.module	nooddspreg
	.module	arch=mips1
	.text
	.align	2
	.globl	__rt_start
	.set	nomips16
	.set	nomicromips
	.ent	__rt_start
	.type	__rt_start, @function
__rt_start:
	.frame	$sp,24,$31		# vars= 0, regs= 1/0, args= 16, gp= 0
	.mask	0x80000000,-4
	.fmask	0x00000000,0
	.set	noreorder
	.set	nomacro
	lui	$2,%hi(environ)
	addiu	$sp,$sp,-24
	sw	$6,%lo(environ)($2)
	lui	$2,%hi(__rt_initial_sp)
	sw	$7,%lo(__rt_initial_sp)($2)
	sw	$31,20($sp)
	jal	main
	nop

	jal	__rt_exit
	move	$4,$2

	.set	macro
	.set	reorder
	.end	__rt_start
	.size	__rt_start, .-__rt_start
	.globl	__rt_initial_sp
	.section	.bss,"aw",@nobits
	.align	2
	.type	__rt_initial_sp, @object
	.size	__rt_initial_sp, 4
__rt_initial_sp:
	.space	4
	.ident	"GCC: (Debian 12.2.0-14) 12.2.0"
	.section	.note.GNU-stack,"",@progbits

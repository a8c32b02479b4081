	.file	1 "process.c"
	.section .mdebug.abi32
	.previous
	.nan	legacy
	.module	fp=32
	.module	nooddspreg
	.module	arch=mips1
	.text
	.align	2
	.globl	__rt_getenv
	.set	nomips16
	.set	nomicromips
	.ent	__rt_getenv
	.type	__rt_getenv, @function
__rt_getenv:
	.frame	$sp,40,$31		# vars= 0, regs= 5/0, args= 16, gp= 0
	.mask	0x800f0000,-4
	.fmask	0x00000000,0
	.set	noreorder
	.set	nomacro
	addiu	$sp,$sp,-40
	sw	$16,20($sp)
	lui	$16,%hi(environ)
	sw	$18,28($sp)
	sw	$31,36($sp)
	sw	$19,32($sp)
	sw	$17,24($sp)
	jal	strlen
	move	$18,$4

	lw	$3,%lo(environ)($16)
	nop
	beq	$3,$0,$L2
	nop

	beq	$2,$0,$L2
	move	$17,$2

	li	$5,61			# 0x3d
	jal	strchr
	move	$4,$18

	bne	$2,$0,$L2
	nop

	lw	$16,%lo(environ)($16)
	nop
	lw	$4,0($16)
	nop
	beq	$4,$0,$L2
	li	$19,61			# 0x3d

$L5:
	move	$6,$17
	jal	strncmp
	move	$5,$18

	bne	$2,$0,$L3
	nop

	lw	$2,0($16)
	nop
	addu	$3,$2,$17
	lb	$3,0($3)
	nop
	beq	$3,$19,$L18
	nop

$L3:
	lw	$4,4($16)
	nop
	bne	$4,$0,$L5
	addiu	$16,$16,4

$L2:
	lw	$31,36($sp)
	lw	$19,32($sp)
	lw	$18,28($sp)
	lw	$17,24($sp)
	lw	$16,20($sp)
	move	$2,$0
	jr	$31
	addiu	$sp,$sp,40

$L18:
	lw	$31,36($sp)
	addiu	$17,$17,1
	lw	$19,32($sp)
	lw	$18,28($sp)
	lw	$16,20($sp)
	addu	$2,$2,$17
	lw	$17,24($sp)
	jr	$31
	addiu	$sp,$sp,40

	.set	macro
	.set	reorder
	.end	__rt_getenv
	.size	__rt_getenv, .-__rt_getenv
	.weak	getenv
	getenv = __rt_getenv
	.align	2
	.globl	__rt_atexit
	.set	nomips16
	.set	nomicromips
	.ent	__rt_atexit
	.type	__rt_atexit, @function
__rt_atexit:
	.frame	$sp,0,$31		# vars= 0, regs= 0/0, args= 0, gp= 0
	.mask	0x00000000,0
	.fmask	0x00000000,0
	.set	noreorder
	.set	nomacro
	lui	$6,%hi(atexit_count)
	lw	$2,%lo(atexit_count)($6)
	li	$3,32			# 0x20
	beq	$2,$3,$L21
	lui	$5,%hi(atexit_fns)

	sll	$3,$2,2
	addiu	$5,$5,%lo(atexit_fns)
	addiu	$2,$2,1
	addu	$3,$3,$5
	sw	$2,%lo(atexit_count)($6)
	sw	$4,0($3)
	jr	$31
	move	$2,$0

$L21:
	jr	$31
	li	$2,-1			# 0xffffffffffffffff

	.set	macro
	.set	reorder
	.end	__rt_atexit
	.size	__rt_atexit, .-__rt_atexit
	.weak	atexit
	atexit = __rt_atexit
	.align	2
	.globl	__rt_exit
	.set	nomips16
	.set	nomicromips
	.ent	__rt_exit
	.type	__rt_exit, @function
__rt_exit:
	.frame	$sp,32,$31		# vars= 0, regs= 4/0, args= 16, gp= 0
	.mask	0x80070000,-4
	.fmask	0x00000000,0
	.set	noreorder
	.set	nomacro
	addiu	$sp,$sp,-32
	sw	$16,16($sp)
	lui	$16,%hi(atexit_count)
	lw	$2,%lo(atexit_count)($16)
	sw	$18,24($sp)
	sw	$31,28($sp)
	sw	$17,20($sp)
	blez	$2,$L23
	move	$18,$4

	lui	$17,%hi(atexit_fns)
	addiu	$17,$17,%lo(atexit_fns)
	addiu	$2,$2,-1
$L31:
	sll	$3,$2,2
	addu	$3,$17,$3
	lw	$3,0($3)
	nop
	jalr	$3
	sw	$2,%lo(atexit_count)($16)

	lw	$2,%lo(atexit_count)($16)
	nop
	bgtz	$2,$L31
	addiu	$2,$2,-1

$L23:
	lui	$2,%hi(__rt_stdio_flush_hook)
	lw	$2,%lo(__rt_stdio_flush_hook)($2)
	nop
	beq	$2,$0,$L25
	nop

	jalr	$2
	nop

$L25:
	jal	__rt_exit_now
	move	$4,$18

	.set	macro
	.set	reorder
	.end	__rt_exit
	.size	__rt_exit, .-__rt_exit
	.weak	exit
	exit = __rt_exit
	.local	atexit_count
	.comm	atexit_count,4,4
	.local	atexit_fns
	.comm	atexit_fns,128,4
	.globl	__rt_stdio_flush_hook
	.section	.bss,"aw",@nobits
	.align	2
	.type	__rt_stdio_flush_hook, @object
	.size	__rt_stdio_flush_hook, 4
__rt_stdio_flush_hook:
	.space	4
	.globl	environ
	.align	2
	.type	environ, @object
	.size	environ, 4
environ:
	.space	4
	.ident	"GCC: (Debian 12.2.0-14) 12.2.0"
	.section	.note.GNU-stack,"",@progbits

	.file	1 "longjmp.c"
	.section .mdebug.abi32
	.previous
	.nan	legacy
	.module	fp=32
	.module	nooddspreg
	.module	arch=mips1
	.text
	.align	2
	.set	nomips16
	.set	nomicromips
	.ent	dive.constprop.0.isra.0
	.type	dive.constprop.0.isra.0, @function
dive.constprop.0.isra.0:
	.frame	$sp,40,$31		# vars= 16, regs= 1/0, args= 16, gp= 0
	.mask	0x80000000,-4
	.fmask	0x00000000,0
	.set	noreorder
	.set	nomacro
	lui	$8,%hi(trail)
	lw	$3,%lo(trail)($8)
	addiu	$sp,$sp,-40
	sll	$2,$3,5
	subu	$2,$2,$3
	li	$3,7			# 0x7
	sw	$3,24($sp)
	li	$3,11			# 0xb
	sw	$31,36($sp)
	move	$13,$5
	sw	$0,16($sp)
	sw	$0,20($sp)
	sw	$3,28($sp)
	sw	$2,%lo(trail)($8)
	beq	$4,$0,$L6
	li	$7,3			# 0x3

	move	$5,$0
	li	$12,7			# 0x7
	li	$11,11			# 0xb
	b	$L3
	li	$10,1001			# 0x3e9

$L8:
	beq	$4,$5,$L2
	addiu	$7,$7,3

$L3:
	addiu	$5,$5,1
	andi	$3,$5,0x3
	lw	$6,%lo(trail)($8)
	sll	$3,$3,2
	addiu	$2,$sp,16
	addu	$3,$2,$3
	sw	$5,16($sp)
	sw	$7,20($sp)
	sw	$12,24($sp)
	sw	$11,28($sp)
	lw	$9,0($3)
	sll	$3,$6,5
	subu	$3,$3,$6
	addu	$3,$3,$9
	sw	$3,%lo(trail)($8)
	bne	$5,$10,$L8
	nop

	lw	$31,36($sp)
	nop
	jr	$31
	addiu	$sp,$sp,40

$L6:
	move	$5,$0
$L2:
	addiu	$5,$5,1
	jal	longjmp
	move	$4,$13

	.set	macro
	.set	reorder
	.end	dive.constprop.0.isra.0
	.size	dive.constprop.0.isra.0, .-dive.constprop.0.isra.0
	.align	2
	.set	nomips16
	.set	nomicromips
	.ent	guarded
	.type	guarded, @function
guarded:
	.frame	$sp,32,$31		# vars= 8, regs= 1/0, args= 16, gp= 0
	.mask	0x80000000,-4
	.fmask	0x00000000,0
	.set	noreorder
	.set	nomacro
	move	$2,$4
	lui	$4,%hi(inner)
	addiu	$sp,$sp,-32
	addiu	$4,$4,%lo(inner)
	sw	$31,28($sp)
	sw	$2,32($sp)
	sw	$0,16($sp)
	jal	setjmp
	nop

	beq	$2,$0,$L16
	lui	$5,%hi(inner)

	lw	$31,28($sp)
	sw	$2,16($sp)
	lw	$2,16($sp)
	jr	$31
	addiu	$sp,$sp,32

$L16:
	lw	$4,32($sp)
	jal	dive.constprop.0.isra.0
	addiu	$5,$5,%lo(inner)

	lw	$31,28($sp)
	lw	$2,16($sp)
	jr	$31
	addiu	$sp,$sp,32

	.set	macro
	.set	reorder
	.end	guarded
	.size	guarded, .-guarded
	.section	.rodata.str1.4,"aMS",@progbits,1
	.align	2
$LC0:
	.ascii	"longjmp %u %u\012\000"
	.section	.text.startup,"ax",@progbits
	.align	2
	.globl	main
	.set	nomips16
	.set	nomicromips
	.ent	main
	.type	main, @function
main:
	.frame	$sp,32,$31		# vars= 8, regs= 1/0, args= 16, gp= 0
	.mask	0x80000000,-4
	.fmask	0x00000000,0
	.set	noreorder
	.set	nomacro
	addiu	$sp,$sp,-32
	sw	$0,20($sp)
	sw	$31,28($sp)
	sw	$0,16($sp)
$L18:
	lw	$2,16($sp)
	nop
	slt	$2,$2,20
	bne	$2,$0,$L24
	lui	$2,%hi(trail)

	lw	$5,20($sp)
	lui	$4,%hi($LC0)
	lw	$6,%lo(trail)($2)
	jal	printf
	addiu	$4,$4,%lo($LC0)

	lw	$31,28($sp)
	move	$2,$0
	jr	$31
	addiu	$sp,$sp,32

$L24:
	lui	$4,%hi(outer)
	jal	setjmp
	addiu	$4,$4,%lo(outer)

	beq	$2,$0,$L26
	li	$3,1000			# 0x3e8

	mult	$2,$3
	lw	$3,20($sp)
	mflo	$2
	addu	$2,$2,$3
	sw	$2,20($sp)
$L22:
	lw	$2,16($sp)
	nop
	addiu	$2,$2,1
	sw	$2,16($sp)
	b	$L18
	nop

$L26:
	lw	$4,16($sp)
	jal	guarded
	addiu	$4,$4,3

	lw	$4,20($sp)
	li	$3,4			# 0x4
	addu	$2,$2,$4
	sw	$2,20($sp)
	lw	$2,16($sp)
	li	$4,3			# 0x3
	div	$0,$2,$3
	mfhi	$2
	bne	$2,$4,$L22
	nop

	lw	$4,16($sp)
	lui	$5,%hi(outer)
	jal	dive.constprop.0.isra.0
	addiu	$5,$5,%lo(outer)

	b	$L22
	nop

	.set	macro
	.set	reorder
	.end	main
	.size	main, .-main
	.local	trail
	.comm	trail,4,4
	.local	inner
	.comm	inner,64,4
	.local	outer
	.comm	outer,64,4
	.ident	"GCC: (Debian 12.2.0-14) 12.2.0"
	.section	.note.GNU-stack,"",@progbits

	.file	1 "alias.c"
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
	.ent	push_a
	.type	push_a, @function
push_a:
	.frame	$sp,0,$31		# vars= 0, regs= 0/0, args= 0, gp= 0
	.mask	0x00000000,0
	.fmask	0x00000000,0
	.set	noreorder
	.set	nomacro
	lw	$2,0($4)
	lw	$3,4($4)
	nop
	beq	$2,$3,$L6
	nop

$L2:
	addiu	$6,$2,1
	mult	$6,$5
	andi	$2,$2,0x3f
	addiu	$2,$2,2
	sll	$2,$2,2
	lw	$3,8($4)
	addu	$2,$4,$2
	sw	$5,4($2)
	sw	$6,0($4)
	mflo	$2
	addu	$2,$3,$2
	jr	$31
	sw	$2,8($4)

$L6:
	beq	$2,$0,$L4
	li	$3,4			# 0x4

	sll	$3,$2,1
	b	$L2
	sw	$3,4($4)

$L4:
	b	$L2
	sw	$3,4($4)

	.set	macro
	.set	reorder
	.end	push_a
	.size	push_a, .-push_a
	push_b = push_a
	.section	.rodata.str1.4,"aMS",@progbits,1
	.align	2
$LC0:
	.ascii	"alias %u %u %u %u %u %u\012\000"
	.section	.text.startup,"ax",@progbits
	.align	2
	.globl	main
	.set	nomips16
	.set	nomicromips
	.ent	main
	.type	main, @function
main:
	.frame	$sp,40,$31		# vars= 0, regs= 1/0, args= 32, gp= 0
	.mask	0x80000000,-4
	.fmask	0x00000000,0
	.set	noreorder
	.set	nomacro
	addiu	$sp,$sp,-40
	lui	$14,%hi(b.1)
	lui	$15,%hi(c.0)
	lui	$8,%hi(a.2)
	move	$11,$0
	sw	$31,36($sp)
	li	$10,5			# 0x5
	li	$9,1			# 0x1
	move	$24,$0
	addiu	$8,$8,%lo(a.2)
	addiu	$7,$14,%lo(b.1)
	addiu	$12,$15,%lo(c.0)
	b	$L10
	li	$13,500			# 0x1f4

$L14:
	lw	$3,4($25)
	lw	$5,4($5)
	addiu	$24,$24,1
	jal	push_b
	xor	$5,$3,$5

	addiu	$9,$9,7
	addiu	$10,$10,13
	beq	$24,$13,$L13
	addiu	$11,$11,3

$L10:
	move	$5,$9
	jal	push_a
	move	$4,$8

	move	$5,$10
	jal	push_b
	move	$4,$7

	andi	$2,$24,0x3f
	addiu	$3,$2,2
	andi	$2,$11,0x3f
	addiu	$5,$2,2
	sll	$5,$5,2
	sll	$3,$3,2
	addu	$5,$7,$5
	andi	$6,$24,0x1
	move	$4,$12
	addu	$25,$8,$3
	bne	$6,$0,$L14
	move	$2,$5

	lw	$5,4($25)
	lw	$2,4($2)
	addiu	$24,$24,1
	jal	push_a
	xor	$5,$5,$2

	addiu	$9,$9,7
	addiu	$10,$10,13
	bne	$24,$13,$L10
	addiu	$11,$11,3

$L13:
	lw	$4,%lo(c.0)($15)
	addiu	$14,$14,%lo(b.1)
	addiu	$2,$15,%lo(c.0)
	lw	$3,8($2)
	lw	$2,4($14)
	sw	$4,24($sp)
	lw	$7,8($14)
	lw	$6,4($8)
	lw	$5,8($8)
	lui	$4,%hi($LC0)
	sw	$3,20($sp)
	sw	$2,16($sp)
	jal	printf
	addiu	$4,$4,%lo($LC0)

	lw	$31,36($sp)
	move	$2,$0
	jr	$31
	addiu	$sp,$sp,40

	.set	macro
	.set	reorder
	.end	main
	.size	main, .-main
	.local	c.0
	.comm	c.0,268,4
	.local	b.1
	.comm	b.1,268,4
	.local	a.2
	.comm	a.2,268,4
	.ident	"GCC: (Debian 12.2.0-14) 12.2.0"
	.section	.note.GNU-stack,"",@progbits

	.file	1 "strtod.c"
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
	.ent	parse
	.type	parse, @function
parse:
	.frame	$sp,56,$31		# vars= 16, regs= 4/0, args= 24, gp= 0
	.mask	0x80070000,-4
	.fmask	0x00000000,0
	.set	noreorder
	.set	nomacro
	addiu	$sp,$sp,-56
	sw	$18,48($sp)
	sw	$17,44($sp)
	sw	$16,40($sp)
	sw	$31,52($sp)
	lbu	$2,0($4)
	lui	$3,%hi(__rt_ctype)
	addiu	$2,$2,128
	sll	$2,$2,1
	addiu	$3,$3,%lo(__rt_ctype)
	addu	$2,$3,$2
	lhu	$2,0($2)
	move	$17,$4
	move	$18,$5
	move	$4,$0
	move	$5,$0
	andi	$2,$2,0x10
	sw	$5,28($sp)
	sw	$4,24($sp)
	beq	$2,$0,$L2
	move	$16,$17

$L3:
	lbu	$2,1($16)
	nop
	addiu	$2,$2,128
	sll	$2,$2,1
	addu	$2,$3,$2
	lhu	$2,0($2)
	nop
	andi	$2,$2,0x10
	bne	$2,$0,$L3
	addiu	$16,$16,1

$L2:
	addiu	$2,$sp,32
	sw	$2,16($sp)
	addiu	$7,$sp,24
	li	$5,-1			# 0xffffffffffffffff
	jal	__rt_fp_parse
	move	$4,$16

	beq	$18,$0,$L4
	nop

	bne	$2,$0,$L20
	nop

$L5:
	sw	$17,0($18)
$L4:
	lw	$2,32($sp)
	nop
	beq	$2,$0,$L6
	lui	$2,%hi(errno)

	li	$3,34			# 0x22
	sw	$3,%lo(errno)($2)
$L6:
	lw	$31,52($sp)
	lw	$3,28($sp)
	lw	$2,24($sp)
	lw	$18,48($sp)
	lw	$17,44($sp)
	lw	$16,40($sp)
	jr	$31
	addiu	$sp,$sp,56

$L20:
	b	$L5
	addu	$17,$16,$2

	.set	macro
	.set	reorder
	.end	parse
	.size	parse, .-parse
	.align	2
	.globl	strtod
	.set	nomips16
	.set	nomicromips
	.ent	strtod
	.type	strtod, @function
strtod:
	.frame	$sp,40,$31		# vars= 16, regs= 1/0, args= 16, gp= 0
	.mask	0x80000000,-4
	.fmask	0x00000000,0
	.set	noreorder
	.set	nomacro
	addiu	$sp,$sp,-40
	sw	$31,36($sp)
	jal	parse
	move	$6,$0

	addiu	$5,$sp,24
	addiu	$4,$sp,16
	li	$6,8			# 0x8
	sw	$3,28($sp)
	jal	memcpy
	sw	$2,24($sp)

	lwc1	$f0,20($sp)
	lw	$31,36($sp)
	lwc1	$f1,16($sp)
	jr	$31
	addiu	$sp,$sp,40

	.set	macro
	.set	reorder
	.end	strtod
	.size	strtod, .-strtod
	.align	2
	.globl	strtof
	.set	nomips16
	.set	nomicromips
	.ent	strtof
	.type	strtof, @function
strtof:
	.frame	$sp,32,$31		# vars= 8, regs= 1/0, args= 16, gp= 0
	.mask	0x80000000,-4
	.fmask	0x00000000,0
	.set	noreorder
	.set	nomacro
	addiu	$sp,$sp,-32
	sw	$31,28($sp)
	jal	parse
	li	$6,1			# 0x1

	addiu	$5,$sp,20
	addiu	$4,$sp,16
	li	$6,4			# 0x4
	jal	memcpy
	sw	$3,20($sp)

	lw	$31,28($sp)
	lwc1	$f0,16($sp)
	jr	$31
	addiu	$sp,$sp,32

	.set	macro
	.set	reorder
	.end	strtof
	.size	strtof, .-strtof
	.align	2
	.globl	atof
	.set	nomips16
	.set	nomicromips
	.ent	atof
	.type	atof, @function
atof:
	.frame	$sp,40,$31		# vars= 16, regs= 1/0, args= 16, gp= 0
	.mask	0x80000000,-4
	.fmask	0x00000000,0
	.set	noreorder
	.set	nomacro
	addiu	$sp,$sp,-40
	move	$6,$0
	sw	$31,36($sp)
	jal	parse
	move	$5,$0

	addiu	$5,$sp,24
	addiu	$4,$sp,16
	li	$6,8			# 0x8
	sw	$3,28($sp)
	jal	memcpy
	sw	$2,24($sp)

	lwc1	$f0,20($sp)
	lw	$31,36($sp)
	lwc1	$f1,16($sp)
	jr	$31
	addiu	$sp,$sp,40

	.set	macro
	.set	reorder
	.end	atof
	.size	atof, .-atof
	.ident	"GCC: (Debian 12.2.0-14) 12.2.0"
	.section	.note.GNU-stack,"",@progbits

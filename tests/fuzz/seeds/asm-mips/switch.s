	.file	1 "switch.c"
	.section .mdebug.abi32
	.previous
	.nan	legacy
	.module	fp=32
	.module	nooddspreg
	.module	arch=mips1
	.text
	.section	.rodata.str1.4,"aMS",@progbits,1
	.align	2
$LC0:
	.ascii	"switch %u\000"
	.align	2
$LC1:
	.ascii	" %u\000"
	.align	2
$LC2:
	.ascii	"\012\000"
	.section	.text.startup,"ax",@progbits
	.align	2
	.globl	main
	.set	nomips16
	.set	nomicromips
	.ent	main
	.type	main, @function
main:
	.frame	$sp,72,$31		# vars= 32, regs= 5/0, args= 16, gp= 0
	.mask	0x800f0000,-4
	.fmask	0x00000000,0
	.set	noreorder
	.set	nomacro
	addiu	$sp,$sp,-72
	lui	$10,%hi(text+135)
	li	$14,29360128			# 0x1c00000
	sw	$18,60($sp)
	lui	$18,%hi(text+1)
	sw	$31,68($sp)
	sw	$19,64($sp)
	sw	$16,52($sp)
	sw	$17,56($sp)
	sw	$0,16($sp)
	sw	$0,20($sp)
	sw	$0,24($sp)
	sw	$0,28($sp)
	sw	$0,32($sp)
	sw	$0,36($sp)
	sw	$0,40($sp)
	li	$16,60			# 0x3c
	move	$2,$0
	move	$19,$0
	addiu	$18,$18,%lo(text+1)
	addiu	$10,$10,%lo(text+135)
	li	$12,3			# 0x3
	li	$11,5			# 0x5
	li	$24,124			# 0x7c
	addiu	$14,$14,513
	li	$13,47			# 0x2f
	li	$31,42			# 0x2a
	li	$15,92			# 0x5c
	move	$6,$18
$L41:
	li	$3,108			# 0x6c
	li	$9,4			# 0x4
	li	$25,34			# 0x22
	li	$5,95			# 0x5f
	b	$L14
	li	$17,32			# 0x20

$L35:
	bne	$2,$12,$L33
	nop

	beq	$3,$15,$L22
	nop

	beq	$3,$25,$L23
	nop

$L3:
	addiu	$7,$sp,16
$L40:
$L44:
$L45:
	sll	$3,$2,2
$L42:
	addu	$3,$7,$3
	lw	$8,0($3)
	sll	$7,$19,4
	addiu	$8,$8,1
	addu	$7,$7,$19
	addu	$4,$4,$2
	sw	$8,0($3)
	beq	$10,$6,$L34
	addu	$19,$4,$7

$L12:
	lb	$3,0($6)
	addiu	$6,$6,1
$L14:
	beq	$2,$9,$L20
	andi	$4,$3,0x00ff

	sltu	$7,$2,5
	bne	$7,$0,$L35
	nop

	beq	$2,$11,$L36
	nop

	slt	$2,$3,63
	beq	$2,$0,$L11
	nop

	slt	$3,$3,38
	bne	$3,$0,$L3
	move	$2,$0

	addiu	$2,$4,-38
	srl	$2,$14,$2
	andi	$2,$2,0x1
	beq	$2,$0,$L40
	addiu	$7,$sp,16

$L25:
	li	$2,6			# 0x6
	addiu	$7,$sp,16
$L43:
	sll	$3,$2,2
	addu	$3,$7,$3
	lw	$8,0($3)
	sll	$7,$19,4
	addiu	$8,$8,1
	addu	$7,$7,$19
	addu	$4,$4,$2
	sw	$8,0($3)
	bne	$10,$6,$L12
	addu	$19,$4,$7

$L34:
	addiu	$16,$16,-1
	bne	$16,$0,$L41
	move	$6,$18

	lui	$4,%hi($LC0)
	move	$5,$19
	addiu	$4,$4,%lo($LC0)
	jal	printf
	lui	$17,%hi($LC1)

	addiu	$16,$sp,16
	addiu	$18,$sp,44
	addiu	$17,$17,%lo($LC1)
$L15:
	lw	$5,0($16)
	move	$4,$17
	jal	printf
	addiu	$16,$16,4

	bne	$18,$16,$L15
	lui	$4,%hi($LC2)

	jal	printf
	addiu	$4,$4,%lo($LC2)

	lw	$31,68($sp)
	lw	$19,64($sp)
	lw	$18,60($sp)
	lw	$17,56($sp)
	lw	$16,52($sp)
	move	$2,$0
	jr	$31
	addiu	$sp,$sp,72

$L33:
	bne	$2,$0,$L37
	addiu	$7,$4,-97

	sltu	$7,$7,26
	bne	$7,$0,$L18
	nop

	beq	$3,$5,$L18
	addiu	$7,$4,-48

	sltu	$7,$7,10
	bne	$7,$0,$L19
	nop

	beq	$3,$25,$L20
	nop

	beq	$3,$13,$L38
	nop

	beq	$3,$17,$L40
	addiu	$7,$sp,16

	li	$7,10			# 0xa
	beq	$3,$7,$L40
	addiu	$7,$sp,16

	b	$L43
	li	$2,6			# 0x6

$L11:
	beq	$3,$24,$L25
	nop

$L23:
	b	$L3
	move	$2,$0

$L20:
	b	$L3
	li	$2,3			# 0x3

$L36:
	bne	$3,$13,$L40
	addiu	$7,$sp,16

	lb	$3,-2($6)
	nop
	bne	$3,$31,$L42
	sll	$3,$2,2

	b	$L40
	move	$2,$0

$L37:
	sltu	$7,$7,26
	bne	$7,$0,$L40
	addiu	$7,$sp,16

	addiu	$7,$4,-48
	sltu	$7,$7,10
	bne	$7,$0,$L40
	addiu	$7,$sp,16

	beq	$3,$5,$L42
	sll	$3,$2,2

	b	$L44
	move	$2,$0

$L18:
	b	$L3
	li	$2,1			# 0x1

$L22:
	b	$L3
	li	$2,4			# 0x4

$L19:
	b	$L3
	li	$2,2			# 0x2

$L38:
	lb	$2,0($6)
	nop
	bne	$2,$31,$L25
	li	$2,5			# 0x5

	b	$L45
	addiu	$7,$sp,16

	.set	macro
	.set	reorder
	.end	main
	.size	main, .-main
	.rdata
	.align	2
	.type	text, @object
	.size	text, 136
text:
	.ascii	"let x1 = 42 + y * (z - 7); /* comment */ print \"a\\\"b\""
	.ascii	" ; if x1 >= 10 then loop { a = a << 2 | b & 0x1f; } else"
	.ascii	" { s = \"done\\n\"; } // end\012\000"
	.ident	"GCC: (Debian 12.2.0-14) 12.2.0"
	.section	.note.GNU-stack,"",@progbits

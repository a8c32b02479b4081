	.file	1 "larus.c"
	.section .mdebug.abi32
	.previous
	.nan	legacy
	.module	fp=32
	.module	nooddspreg
	.module	arch=mips1
	.text
	.align	2
	.globl	sub
	.set	nomips16
	.set	nomicromips
	.ent	sub
	.type	sub, @function
sub:
	.frame	$sp,0,$31		# vars= 0, regs= 0/0, args= 0, gp= 0
	.mask	0x00000000,0
	.fmask	0x00000000,0
	.set	noreorder
	.set	nomacro
	addiu	$2,$5,100
$L2:
	sw	$5,0($4)
	addiu	$5,$5,1
	bne	$5,$2,$L2
	addiu	$4,$4,4

	jr	$31
	nop

	.set	macro
	.set	reorder
	.end	sub
	.size	sub, .-sub
	.section	.rodata.str1.4,"aMS",@progbits,1
	.align	2
$LC0:
	.ascii	"larus %u\012\000"
	.section	.text.startup,"ax",@progbits
	.align	2
	.globl	main
	.set	nomips16
	.set	nomicromips
	.ent	main
	.type	main, @function
main:
	.frame	$sp,24,$31		# vars= 0, regs= 1/0, args= 16, gp= 0
	.mask	0x80000000,-4
	.fmask	0x00000000,0
	.set	noreorder
	.set	nomacro
	lui	$7,%hi(a)
	addiu	$sp,$sp,-24
	addiu	$7,$7,%lo(a)
	move	$6,$7
	sw	$31,20($sp)
	move	$3,$0
	li	$8,100			# 0x64
$L6:
	move	$5,$3
	move	$4,$6
	jal	sub
	addiu	$3,$3,1

	bne	$3,$8,$L6
	addiu	$6,$6,400

	li	$2,40400			# 0x9dd0
	addiu	$6,$7,400
	move	$5,$0
	addu	$7,$7,$2
	addiu	$2,$6,-400
$L8:
	lw	$3,0($2)
	sll	$4,$5,5
	subu	$5,$4,$5
	addiu	$2,$2,4
	bne	$2,$6,$L8
	addu	$5,$5,$3

	addiu	$6,$2,400
	bne	$6,$7,$L8
	addiu	$2,$6,-400

	lui	$4,%hi($LC0)
	jal	printf
	addiu	$4,$4,%lo($LC0)

	lw	$31,20($sp)
	move	$2,$0
	jr	$31
	addiu	$sp,$sp,24

	.set	macro
	.set	reorder
	.end	main
	.size	main, .-main
	.globl	a
	.section	.bss,"aw",@nobits
	.align	2
	.type	a, @object
	.size	a, 40000
a:
	.space	40000
	.ident	"GCC: (Debian 12.2.0-14) 12.2.0"
	.section	.note.GNU-stack,"",@progbits
